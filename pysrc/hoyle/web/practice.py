"""The practice widgets: the reader counts or holds, the engine checks.

- `show-practice`, muggins at the show: a cribbage hand (or crib) dealt by a seed or typed, the reader's count, as one
  number or item by item, checked against the book's show, the points missed named;
- `play-practice`: the same for a card in the play, the cards played since the count began;
- `draw-practice`, practice at the draw: five cards dealt by a seed or typed, the reader's hold weighed
  against the best of the 32 by the chance of the best hand at the table.

Each keeps a running score in the link, and a "Deal me one" button sets a new seed (the deal is the
engine's). Every figure comes from `hoyle.api` (ops show-practice, play-practice, draw-practice; each view is named after its op); this
module only lays the answers out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle import api
from hoyle.cribbage.practice import GROUP_WORDS, MOST_CLAIM, MOST_SEED
from hoyle.poker.draw_practice import MOST_SEED as MOST_PRACTICE_SEED
from hoyle.web.base import (
    codes_attr,
    in_use_html,
    card_html,
    checkbox_field,
    deal_button,
    error_html,
    filled,
    fold,
    form_widget,
    mini_cards,
    number_field,
    passage_link,
    prerender,
    seed_fields,
    select_field,
    sets,
    text_field,
    without,
)
from hoyle.web.cribbage import CARDS_HELP, CHAPTER, QUOTE_HEELS, _truthy, _variant_from_fence, _variant_options, claim_phrases
from hoyle.web.poker import COME_IN, HAND_HELP, hold_buttons, hold_error_html
from hoyle.words import number_words, ordinal

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import DrawPracticeAnswer, DrawScore, ErrorAnswer, PlayPracticeAnswer, PracticeScore, ShowPracticeAnswer

# --- practice (muggins): the reader counts, the engine checks -------------------------------------


MOST_SCORE = api.MOST_SCORE  # hands practised, or points missed, in one running score
SCORE_FIELDS = ("hands", "right", "missed")
GROUP_TITLES = {"fifteens": "Fifteens", "pairs": "Pairs", "runs": "Runs", "flush": "Flush", "nob": "His nob"}
PLAY_TITLES = {"fifteens": "Fifteen", "thirty_one": "Thirty-one", "pairs": "Pairs", "runs": "A run"}
ITEMS_BLANK = {name: "" for name in GROUP_TITLES}  # a new hand: the claim item by item cleared too
PLAY_BLANK = {name: "" for name in PLAY_TITLES}


def _score_words(score: PracticeScore, noun: str = "hand") -> str:
    hands, right, missed = score["hands"], score["right"], score["missed"]
    return (f'{hands:,} {noun if hands == 1 else noun + "s"} practised, {right:,} counted right, '
            f'{missed:,} {"point" if missed == 1 else "points"} missed')


def _tally(answer: ShowPracticeAnswer | PlayPracticeAnswer, fresh: dict, noun: str = "hand") -> str:
    """The running score (and after this claim, the score with it), and the buttons that deal again:
    `fresh` is what a new deal clears."""
    score = answer["score"]
    zero = {name: 0 for name in SCORE_FIELDS}
    again = (f' {_deal_button("Start the score again", {**zero, **fresh}, "score-again")}' if any(score.values()) else "")
    data = f'data-hands="{score["hands"]}" data-right="{score["right"]}" data-missed="{score["missed"]}"'
    if answer["claimed"] is None:
        return (f'<p class="hoyle-practice-score" {data}>Your score so far: {_score_words(score, noun)}.</p>'
                f'<p class="hoyle-live-only hoyle-row">{_deal_button("Deal me another", fresh, "deal-another")}{again}</p>')
    after = answer["after"]
    return (f'<p class="hoyle-practice-score" {data}>Your score so far: {_score_words(score, noun)}; with this {noun}, '
            f'{_score_words(after, noun)}.</p>'
            f'<p class="hoyle-live-only hoyle-row">{_deal_button("Score it and deal another", {**after, **fresh}, "score-deal", True)}'
            f'{again}</p>')


def _muggins_note(answer: ShowPracticeAnswer | PlayPracticeAnswer, what: str) -> str:
    return ('<p class="hoyle-rules-note">Muggins, the opponent taking the points a player fails to claim, is the standard rule; '
            'the excerpt of the book ends before its penalties. '
            + ('Claimed item by item, each kind is checked on its own; of several like items (two fifteens of four), '
               'those marked missed are the last the book claims.' if answer.get("by_item") else
               f'Given as one number, which items you overlooked is a guess: those marked are the last of {what} '
               'that your number leaves out. Claim item by item to have each kind checked on its own.')
            + '</p>')


def _deal_button(text: str, values: dict, key: str, primary: bool = False) -> str:
    return deal_button(text, values, key, MOST_SEED, primary)


def _practice_rows(answer: ShowPracticeAnswer | PlayPracticeAnswer, phrases: list[str] | None = None) -> str:
    """The whole show (or what the card makes in the play) item by item, as the counter lists it, the
    items the claim left out marked."""
    missed = [(i["kind"], i["cards"]) for i in answer["missed"]]
    rows = []
    for item, phrase in zip(answer["items"], claim_phrases(answer) if phrases is None else phrases):
        left = (item["kind"], item["cards"]) in missed
        if left:
            missed.remove((item["kind"], item["cards"]))
        mark = ' <span class="hoyle-practice-mark">missed</span>' if left else ""
        rows.append(
            f'<li class="hoyle-crib-item{" hoyle-missed" if left else ""}" tabindex="0" data-kind="{escape(item["kind"])}" '
            f'data-points="{item["points"]}" data-missed="{"true" if left else "false"}" data-highlight="{codes_attr(item["cards"])}">'
            f'<span class="hoyle-crib-words">{escape(phrase)}{mark}</span>'
            f'<span class="hoyle-crib-of">{mini_cards(item["cards"])}</span>'
            f'<span class="hoyle-crib-points">+{item["points"]}</span></li>'
        )
    return ('<ol class="hoyle-crib-items hoyle-practice-items" aria-label="The show, item by item (focus an item to light its cards)">'
            f'{"".join(rows)}</ol>')


def _points(n: int) -> str:
    return f'{n} {"point" if n == 1 else "points"}'


def _by_item_html(answer: ShowPracticeAnswer | PlayPracticeAnswer) -> str:
    """A claim item by item: each kind claimed beside what the show (or the card played) holds of it, and the verdict."""
    groups = answer.get("by_item") or []
    titles = PLAY_TITLES if any(g["group"] == "thirty_one" for g in groups) else GROUP_TITLES
    rows = []
    for g in groups:
        if not (g["worth"] or g["claimed"]):
            continue
        if g["muggins"]:
            listed = "; ".join(f'{escape(i["words"])} ({mini_cards(i["cards"])})' for i in g["missed"])
            said = f'{_points(g["muggins"])} missed' + (f': {listed}' if listed else "")
        elif g["over"]:
            said = f'{_points(g["over"])} over-claimed'
        else:
            said = "right"
        verdict = "short" if g["muggins"] else "over" if g["over"] else "right"
        rows.append(f'<tr data-group="{g["group"]}" data-verdict="{verdict}"><th scope="row">{titles[g["group"]]}</th>'
                    f'<td class="hoyle-num">{g["claimed"]}</td><td class="hoyle-num">{g["worth"]}</td><td>{said}</td></tr>')
    return ('<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-practice-by-item"><caption>Your claim, item by item</caption>'
            '<thead><tr><th scope="col">Kind</th><th scope="col">You claimed</th><th scope="col">It holds</th>'
            '<th scope="col">Verdict</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


SAY_SHOW = {"is": "the show is worth", "subject": "the show", "holds": "holds"}
SAY_PLAY = {"is": "the card scores", "subject": "the card", "holds": "makes"}


def _verdict(answer: ShowPracticeAnswer | PlayPracticeAnswer, say: dict = SAY_SHOW) -> str:
    """Right, muggins (with the items missed) or over-claimed, in words; item by item, a table too."""
    total, claimed = answer["total"], answer["claimed"]
    worth = f'{escape(number_words(total))} ({total})' if total else "nothing"
    only = "only " if total else ""
    by_item = _by_item_html(answer) if answer.get("by_item") else ""
    if answer["right"]:
        each = ", and each kind of item claimed right" if by_item else ""
        return f'<p class="hoyle-practice-verdict" data-verdict="right"><strong>Right:</strong> {say["is"]} {worth}{each}.</p>{by_item}'
    if by_item:
        m, o = answer["muggins"], answer["over"]
        kinds = [GROUP_WORDS[g["group"]] for g in answer["by_item"] or [] if g["over"]]
        named = ", ".join(kinds[:-1]) + " and " + kinds[-1] if len(kinds) > 1 else "".join(kinds)
        if m:
            said = (f'<strong>Muggins!</strong> You claimed {claimed} in all; {say["is"]} {worth}. Your opponent may take the '
                    f'{_points(m)} you missed'
                    + (f'; you claimed {_points(o)} more than {say["subject"]} {say["holds"]} for {named}' if o else "") + ".")
        else:
            said = (f'<strong>Over-claimed:</strong> you claimed {claimed} in all; {say["is"]} {only}{worth}: '
                    f'{_points(o)} more than it {say["holds"]}, for {named}.')
        return (f'<p class="hoyle-practice-verdict" data-verdict="{"short" if m else "over"}" data-muggins="{m}" data-over="{o}">'
                f'{said}</p>{by_item}')
    if answer["muggins"]:
        missed = answer["missed"]
        listed = "; ".join(f'{escape(i["words"])} ({mini_cards(i["cards"])})' for i in missed)
        return (f'<p class="hoyle-practice-verdict" data-verdict="short" data-muggins="{answer["muggins"]}"><strong>Muggins!</strong> '
                f'You claimed {claimed}; {say["is"]} {worth}. Your opponent may take the {answer["muggins"]} '
                f'{"point" if answer["muggins"] == 1 else "points"} you missed.</p>'
                + (f'<p class="hoyle-practice-missed">Missed: {listed}.</p>' if missed else ""))
    return (f'<p class="hoyle-practice-verdict" data-verdict="over" data-over="{answer["over"]}"><strong>Over-claimed:</strong> '
            f'you claimed {claimed}; {say["is"]} {only}{worth}, {answer["over"]} '
            f'{"point" if answer["over"] == 1 else "points"} more than it {say["holds"]}.</p>')


def show_practice_answer_html(answer: ShowPracticeAnswer | ErrorAnswer) -> str:
    """A practice hand: the cards and the start; once the reader has claimed a count, the verdict
    (right, muggins with the items missed, or over-claimed), the show item by item and the running score."""
    if "error" in answer:
        return f'<div class="hoyle-practice-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot check this:")}</div>'
    cards, starter = answer["cards"], answer["starter"]
    what = "the crib" if answer["crib"] else f"a hand at {answer['variant']} cribbage"
    how = f"Dealt by seed {answer['seed']}: {what}" if answer["dealt"] else f"Your cards: {what}"
    hand = "".join(card_html(c) for c in cards)
    if answer["claimed"] is None:
        body = ('<p class="hoyle-practice-ask">Count it as you would claim it at the table, then give your count above, '
                'as one number or item by item, and press “Check my count”: the engine checks it.</p>')
    else:
        heels = ""
        knave = answer.get("heels")
        if knave:
            heels = (f'<p class="hoyle-crib-heels">The start is a knave: {escape(knave["words"])} to the dealer, '
                     f'scored when it is turned up, not in the show. {passage_link(CHAPTER, QUOTE_HEELS, "The rule")}</p>')
        items = _practice_rows(answer) if answer["items"] else '<p class="hoyle-practice-none">No fifteen, pair, run, flush or nob.</p>'
        body = f'{_verdict(answer)}<p class="hoyle-practice-how">The show, as the book claims it:</p>{items}{heels}'
    tally = _tally(answer, {"cards": "", "starter": "", "claim": "", **ITEMS_BLANK})
    return (
        f'<div class="hoyle-result hoyle-practice-result" data-in-use="{codes_attr(cards + [starter])}" '
        f'data-seed="{answer["seed"] or ""}" data-cards="{codes_attr(cards)}" data-starter="{escape(starter)}">'
        f'<p class="hoyle-crib-what hoyle-keep">{escape(how)}, with the start:</p>'
        f'<div class="hoyle-cards hoyle-crib-cards hoyle-keep">{hand}'
        f'<span class="hoyle-crib-start"><span class="hoyle-crib-start-label">start:</span> '
        f'{card_html(starter)}</span></div>{body}{tally}{_muggins_note(answer, "the book’s claim")}</div>'
    )


def show_practice_request(seed: str = "", cards: str = "", starter: str = "", variant: str = "six-card", crib: bool = False,
                     claim: str = "", hands: int = 0, right: int = 0, missed: int = 0) -> dict:
    return {"op": "show-practice", "seed": seed, "cards": cards, "starter": starter, "variant": variant, "crib": crib, "claim": claim,
            **ITEMS_BLANK, "hands": str(hands), "right": str(right), "missed": str(missed)}


def _claim_fold(widget_id: str, titles: dict[str, str]) -> str:
    """The claim item by item: a number for each kind, asked for only when the form is sent."""
    return fold("Your claim item by item", [
        number_field(widget_id, name, title, "", 0, MOST_CLAIM, param=f"{widget_id}-{name.replace('_', '-')}", on_submit=True)
        for name, title in titles.items()])


def _score_fold(widget_id: str, practised: str, param: str) -> str:
    """The running score, kept in the link."""
    return fold("The running score (kept in the link)", [
        number_field(widget_id, "hands", practised, 0, 0, MOST_SCORE, param=param),
        number_field(widget_id, "right", "Counted right", 0, 0, MOST_SCORE, param=f"{widget_id}-right"),
        number_field(widget_id, "missed", "Points missed", 0, 0, MOST_SCORE, param=f"{widget_id}-missed")])


def show_practice_widget_html(widget_id: str, seed: str = "", cards: str = "", starter: str = "", variant: str = "six-card",
                         crib: bool = False, claim: str = "") -> str:
    """The practice widget with its starting hand dealt (and its claim checked, if the fence gives one)."""
    request = show_practice_request(seed, cards, starter, variant, crib, claim)
    shown = prerender(widget_id, "show-practice", request)
    fields = [
        *seed_fields(widget_id, seed, MOST_SEED, {"cards": "", "starter": "", "claim": "", **ITEMS_BLANK}),
        number_field(widget_id, "claim", "Your count", claim, 0, MOST_CLAIM, param=f"{widget_id}-claim", on_submit=True),
        select_field(widget_id, "variant", "The game", _variant_options(), variant, param=f"{widget_id}-game"),
        checkbox_field(widget_id, "crib", "Deal (or count) the crib", crib, param=f"{widget_id}-as-crib"),
        _claim_fold(widget_id, GROUP_TITLES),
        fold("Your own cards, instead of the deal", [
            text_field(widget_id, "cards", "The hand (or crib), without the start", cards, param=widget_id, cards=True,
                       help="Leave blank to be dealt a hand by the seed. " + CARDS_HELP),
            text_field(widget_id, "starter", "The start", starter, param=f"{widget_id}-starter", cards=True, wide=False,
                       help="The card turned up."),
        ]),
        _score_fold(widget_id, "Hands practised", f"{widget_id}-hands"),
    ]
    return form_widget("show-practice", widget_id, "show-practice", fields, shown, submit="Check my count",
                       picker=True, note="Dealt when this page was built. Turn on JavaScript to claim a count and have it checked.")


# --- practice at the play: what the last card played scores -----------------------------------------


def play_practice_answer_html(answer: PlayPracticeAnswer | ErrorAnswer) -> str:
    """The cards played since the count began, the last one to be scored; once the reader has claimed,
    the verdict, what the card makes item by item, and the running score."""
    if "error" in answer:
        return f'<div class="hoyle-practice-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot check this:")}</div>'
    plays = answer["plays"]
    how = f"Dealt by seed {answer['seed']}" if answer["dealt"] else "Your cards"
    counts = [str(n) for n in answer["counts"][:-1]]  # as called at the table, before the last card
    before = (f'the count before it was {counts[-1]}' + (f' ({", ".join(counts)} as the cards went down)' if len(counts) > 1 else "")
              if counts else "it is the first card of the count")
    cards = "".join(card_html(c) for c in plays[:-1]) + f'<span class="hoyle-play-last">{card_html(plays[-1])}</span>'
    last = mini_cards(plays[-1:])
    if answer["claimed"] is None:
        body = (f'<p class="hoyle-practice-ask">What does the last card, {last}, score? Give your claim above, as one number or '
                'item by item, and press “Check my count”.</p>')
    else:
        phrases = [i["words"] for i in answer["items"]]
        items = (_practice_rows(answer, phrases) if answer["items"] else
                 '<p class="hoyle-practice-none">No fifteen, thirty-one, pair or run.</p>')
        body = (f'{_verdict(answer, SAY_PLAY)}<p class="hoyle-practice-how">What the {last} makes, as the book scores it '
                f'(the count is now {answer["count"]}):</p>{items}')
    tally = _tally(answer, {"plays": "", "claim": "", **PLAY_BLANK}, "card")
    return (
        f'<div class="hoyle-result hoyle-practice-result hoyle-play-practice-result" data-in-use="{codes_attr(plays)}" '
        f'data-seed="{answer["seed"] or ""}" data-plays="{codes_attr(plays)}">'
        f'<p class="hoyle-crib-what hoyle-keep">{escape(how)}: the cards played since the count began, the last just played; '
        f'{before}:</p>'
        f'<div class="hoyle-cards hoyle-crib-cards hoyle-keep">{cards}</div>{body}{tally}'
        f'{_muggins_note(answer, "what the book scores")}'
        '<p class="hoyle-rules-note">One for last card (a “go”) hangs on what the other player can still play, not on the '
        'cards on the table, so it is not practised here.</p></div>'
    )


def play_practice_request(seed: str = "", plays: str = "", claim: str = "") -> dict:
    return {"op": "play-practice", "seed": seed, "plays": plays, "claim": claim, **PLAY_BLANK, "hands": "0", "right": "0", "missed": "0"}


def play_practice_widget_html(widget_id: str, seed: str = "", plays: str = "", claim: str = "") -> str:
    """Practice at the play, with its starting cards dealt (and the claim checked, if the fence gives one)."""
    request = play_practice_request(seed, plays, claim)
    shown = prerender(widget_id, "play-practice", request)
    fields = [
        *seed_fields(widget_id, seed, MOST_SEED, {"plays": "", "claim": "", **PLAY_BLANK}),
        number_field(widget_id, "claim", "Your claim", claim, 0, MOST_CLAIM, param=f"{widget_id}-claim", on_submit=True),
        _claim_fold(widget_id, PLAY_TITLES),
        fold("Your own cards, instead of the deal", [
            text_field(widget_id, "plays", "The cards played since the count began, in order", plays, param=widget_id, cards=True,
                       help="Leave blank to be dealt them by the seed. " + CARDS_HELP),
        ]),
        _score_fold(widget_id, "Cards practised", f"{widget_id}-cards"),
    ]
    return form_widget("play-practice", widget_id, "play-practice", fields, shown,
                       submit="Check my count", picker=True,
                       note="Dealt when this page was built. Turn on JavaScript to claim a count and have it checked.")


def _play_practice_from_fence(o: dict) -> str:
    return play_practice_widget_html(o.get("id", "play-practice"), o.get("seed", ""), o.get("plays", ""), o.get("claim", ""))


def _show_practice_from_fence(o: dict) -> str:
    return show_practice_widget_html(o.get("id", "show-practice"), o.get("seed", ""), o.get("cards", ""), o.get("starter", ""),
                                _variant_from_fence(o, "", {}), _truthy(o.get("crib", ""), False), o.get("claim", ""))




# --- practice at the draw: the reader holds, the engine weighs the hold against the best ------------


PRACTICE_SCORE = ("hands", "best", "given")
PRACTICE_MOST_SEED = MOST_PRACTICE_SEED  # hoyle.poker.draw_practice.MOST_SEED
UNCHECK = {"check": "0"}  # a card held or thrown: the new hold is not yet weighed


def _hold_words(hold: list[str]) -> str:
    from hoyle.cards import format_cards, parse_cards

    return escape(format_cards(parse_cards(hold), symbols=True)) if hold else "nothing (drawing five)"


def _given_words(hundredths: int) -> str:
    return f"{hundredths // 100:,}.{hundredths % 100:02d}"


def _draw_practice_score_words(score: DrawScore) -> str:
    hands, best = score["hands"], score["best"]
    given = score["given"]
    return (f'{hands:,} {"hand" if hands == 1 else "hands"} practised, {best:,} held the best way, '
            f'{_given_words(given)} {"point" if given == 100 else "points"} of the pot given up')


def _draw_practice_verdict(answer: DrawPracticeAnswer) -> str:
    pick, rank, best = answer["pick"], answer["rank"], answer["best"]
    win = pick["win"]
    held = f'<strong>{_hold_words(pick["hold"])}</strong>'
    chance = f'the best hand at the showdown <strong>{win["percent"]:.2f}%</strong> of the time'
    if rank == 1:
        others = [b for b in best if set(b) != set(pick["hold"])]
        tie = (f' (as good as {"; ".join(_hold_words(b) for b in others)}: the same draws)' if others else "")
        return (f'<p class="hoyle-draw-practice-verdict" data-verdict="best" data-rank="1"><strong>The best hold.</strong> Holding {held}, '
                f'you have {chance}{tie}; no other way of holding the hand does better.</p>')
    top = answer["holds"][0]
    given = answer["given_up"]
    return (f'<p class="hoyle-draw-practice-verdict" data-verdict="short" data-rank="{rank}" data-given="{given["hundredths"]}">'
            f'<strong>{ordinal(rank)} of the 32 ways.</strong> Holding {held}, you have {chance}; holding '
            f'<strong>{_hold_words(top["hold"])}</strong>, the best way, {top["win"]["percent"]:.2f}%. '
            + (f'Your hold gives up only <strong>{given["points"]:.2f} points</strong> of the pot: a hundred such hands '
               'would not tell the two apart.</p>' if given["points"] < 0.1 else
               f'Your hold gives up <strong>{given["points"]:.2f} points</strong> of the pot: over a hundred such hands, '
               f'about {given["points"]:.1f} pots.</p>'))


def _draw_practice_rows(answer: DrawPracticeAnswer) -> str:
    """All 32 holds by the chance of the best hand, the reader's marked."""
    held = set(answer["pick"]["hold"])
    rows = "".join(
        f'<tr{" class=hoyle-chosen-row" if set(h["hold"]) == held else ""}><td class="hoyle-num">{i + 1}</td>'
        f'<td>{_hold_words(h["hold"])}</td><td class="hoyle-num">{h["win"]["percent"]:.3f}%</td>'
        f'<td class="hoyle-num">{h["improve"]["percent"]:.3f}%</td><td class="hoyle-num">{h["draw"]}</td></tr>'
        for i, h in enumerate(answer["holds"]))
    return ('<details class="hoyle-holds"><summary>All 32 ways to hold, ranked by the chance of the best hand</summary>'
            '<div class="hoyle-table-wrap"><table class="hoyle-figures"><thead><tr><th scope="col">#</th><th scope="col">Hold</th>'
            '<th scope="col">Best hand at the showdown</th><th scope="col">Improves</th><th scope="col">Draw</th></tr></thead>'
            f'<tbody>{rows}</tbody></table></div></details>')


def draw_practice_answer_html(answer: DrawPracticeAnswer | ErrorAnswer) -> str:
    """A practice hand at the draw: the five cards (click to hold or throw); once the reader has drawn,
    where the hold stands among the 32, the points of the pot it gives up, and the running score."""
    if "error" in answer:
        if answer.get("field") == "hold":
            return hold_error_html(answer, "hoyle-draw-practice-result", UNCHECK)
        return f'<div class="hoyle-draw-practice-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot deal this:")}</div>'
    hand, held = answer["hand"], answer["held"]
    how = f"Dealt by seed {answer['seed']}" if answer["dealt"] else "Your cards"
    score = answer["score"]
    fresh = {"cards": "", "hold": "", **UNCHECK}
    again = (f' {deal_button("Start the score again", {**{k: "0" for k in PRACTICE_SCORE}, **fresh}, "score-again", PRACTICE_MOST_SEED)}'
             if any(score.values()) else "")
    draw = 5 - len(held)
    if not answer["checked"]:
        body = (f'<p class="hoyle-draw-practice-ask">Holding <strong>{_hold_words(held)}</strong>, you draw {draw} '
                f'{"card" if draw == 1 else "cards"}. '
                f'<button type="button" class="md-button md-button--primary hoyle-live-only"{sets({"check": "1"}, "check")}>'
                'Draw to these</button></p>')
        tally = (f'<p class="hoyle-draw-practice-score" data-hands="{score["hands"]}" data-best="{score["best"]}" data-given="{score["given"]}">'
                 f'Your score so far: {_draw_practice_score_words(score)}.</p>'
                 f'<p class="hoyle-live-only hoyle-row">{deal_button("Deal me another", fresh, "deal-another", PRACTICE_MOST_SEED)}{again}</p>')
    else:
        after = answer["after"]
        scored = {"hands": str(after["hands"]), "best": str(after["best"]), "given": _given_words(after["given"])}  # as the form shows it
        body = f'{_draw_practice_verdict(answer)}{_draw_practice_rows(answer)}'
        tally = (f'<p class="hoyle-draw-practice-score" data-hands="{score["hands"]}" data-best="{score["best"]}" data-given="{score["given"]}">'
                 f'Your score so far: {_draw_practice_score_words(score)}; with this hand, {_draw_practice_score_words(after)}.</p>'
                 f'<p class="hoyle-live-only hoyle-row">'
                 f'{deal_button("Score it and deal another", {**scored, **fresh}, "score-deal", PRACTICE_MOST_SEED, True)}'
                 f'{again}</p>')
    return (
        f'<div class="hoyle-result hoyle-draw-practice-result" data-in-use="{codes_attr(hand)}" data-seed="{answer["seed"] or ""}" '
        f'data-hand="{codes_attr(hand)}" data-held="{codes_attr(held)}" data-checked="{"true" if answer["checked"] else "false"}">'
        f'<p class="hoyle-draw-practice-what">{escape(how)}: which cards would you hold? '
        f'<span class="hoyle-live-only">Click a card to hold it or throw it away.</span></p>'
        f'<div class="hoyle-cards hoyle-hold-row">{hold_buttons(hand, set(held), UNCHECK)}</div>'
        f'{body}{tally}'
        f'<p class="hoyle-help hoyle-table-words">The holds are weighed by the chance of the best hand at the showdown against '
        f'{escape(answer["table"]["words"])}: exactly, for every draw of yours and of theirs, as the draw calculator above '
        f'works it out, their hands counted as if dealt from a pack of their own.</p></div>'
    )


def draw_practice_request(seed: str = "", cards: str = "", hold: str = "", check: bool = False) -> dict:
    from hoyle.poker.advice import DEFAULT_COME_IN, DEFAULT_OPPONENTS

    return {"op": "draw-practice", "seed": seed, "cards": cards, "hold": hold, "check": check,
            "opponents": DEFAULT_OPPONENTS, "come_in": DEFAULT_COME_IN, "hands": "0", "best": "0", "given": "0"}


def draw_practice_widget_html(widget_id: str, seed: str = "", cards: str = "", hold: str = "", check: bool = False) -> str:
    """The practice widget for the draw, with its starting hand dealt (and its hold weighed, if the fence says so)."""
    from hoyle.poker.advice import DEFAULT_COME_IN, DEFAULT_OPPONENTS, MOST_OPPONENTS

    request = draw_practice_request(seed, cards, hold, check)
    shown = prerender(widget_id, "draw-practice", request)
    fields = [
        *seed_fields(widget_id, seed, PRACTICE_MOST_SEED, {"cards": "", "hold": "", **UNCHECK}),
        text_field(widget_id, "hold", "The cards you hold (or click them below; none to draw five)", hold, param=f"{widget_id}-hold"),
        checkbox_field(widget_id, "check", "Drawn: show how the hold compares", check, param=f"{widget_id}-drawn"),
        fold("Who else is in", [
            number_field(widget_id, "opponents", "Other players in", DEFAULT_OPPONENTS, 1, MOST_OPPONENTS, param=f"{widget_id}-opponents"),
            select_field(widget_id, "come_in", "They came in on", COME_IN, DEFAULT_COME_IN, param=f"{widget_id}-come-in"),
        ]),
        fold("Your own cards, instead of the deal", [
            text_field(widget_id, "cards", "Five cards", cards, param=widget_id, cards=True,
                       help="Leave blank to be dealt a hand by the seed. " + HAND_HELP),
        ]),
        fold("The running score (kept in the link)", [
            number_field(widget_id, "hands", "Hands practised", 0, 0, MOST_SCORE, param=f"{widget_id}-hands"),
            number_field(widget_id, "best", "Held the best way", 0, 0, MOST_SCORE, param=f"{widget_id}-best"),
            text_field(widget_id, "given", "Points of the pot given up", "0", param=f"{widget_id}-given", wide=False,
                       help="0 to 1,000,000, to two decimal places"),
        ]),
    ]
    return form_widget("draw-practice", widget_id, "draw-practice", fields, shown, submit="Show the hand",
                       picker=True, note="Dealt when this page was built. Turn on JavaScript to hold cards and have the hold weighed.")


WIDGETS = {
    "show-practice": _show_practice_from_fence,
    "play-practice": _play_practice_from_fence,
    "draw-practice": lambda o: draw_practice_widget_html(o.get("id", "draw-practice"), o.get("seed", ""), o.get("cards", ""),
                                                         o.get("hold", ""), o.get("drawn", "no") == "yes"),
}
def _own_cards(*boxes: str):
    """A practice form's request as the engine's: the seed, always in its box, deals only when no cards are given in
    `boxes` ("Your own cards, instead of the deal"), and is left out when they are."""
    return lambda form: without(form, ("seed",), any(filled(form.get(box, "")) for box in boxes))


REQUESTS = {"show-practice": _own_cards("cards", "starter"), "play-practice": _own_cards("plays"), "draw-practice": _own_cards("cards")}
RENDERERS = {"show-practice": show_practice_answer_html, "play-practice": play_practice_answer_html, "draw-practice": draw_practice_answer_html}

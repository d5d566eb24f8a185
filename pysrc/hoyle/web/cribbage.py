"""The cribbage widgets (Hoffmann, *Hoyle's Games Modernized*, chapter "Cribbage"):

- `crib`, the counter: a hand or the crib with the start, item by item as the player claims it;
- `layout`, the lay-out advisor: every way of laying out two cards for the crib, best first;
- `play`, the play scorer: the play of two hands turn by turn, the next card a click away;
- `peg-advice`, which card to play: each card's points now and the opponent's best answer, exact over his hands
(the practice widgets, muggins among them, are in `hoyle.web.practice`).

Every figure and every word of the rules comes from `hoyle.api` (ops crib, layout, play); this
module only lays the answers out. The game is always chosen in the form (six-card unless the
fence says otherwise), never guessed from the number of cards, so a hand of the wrong size is
named as such instead of silently changing the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle.cards import parse_card
from hoyle.cribbage.show import VARIANT_NAMES, VARIANTS
from hoyle.intervals import number_interval
from hoyle.web.base import (
    card_html,
    checkbox_field,
    codes_attr,
    error_html,
    form_widget,
    in_use_html,
    mini_cards,
    passage_link,
    prerender,
    select_field,
    sets,
    text_field,
)
from hoyle.words import number_words

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import (CountedAs, CribAnswer, ErrorAnswer, LayoutAnswer, PegAdviceAnswer, PlayAnswer, PlayPracticeAnswer,
                                   ShowPracticeAnswer, Turn)

CHAPTER = "hoyles-games-modernized/cribbage/"
HAND_SIZES = {name: v.hand_size for name, v in VARIANTS.items()}  # a hand kept, without the start
DEALT = {name: v.dealt for name, v in VARIANTS.items()}
CARDS_HELP = "Such as <kbd>5h 5d 5s Jc</kbd> (A K Q J 10 or T, 9 … 2; s h d c or ♠ ♥ ♦ ♣), or pick them below."

PLAYERS = {"pone": "the pone", "dealer": "the dealer"}
QUOTE_HEELS = "Should it chance to be a knave, the dealer is entitled to \"two for his heels,\" and scores two points."
# What a reader's hand does on the screen, left out on paper and in the e-books (.hoyle-screen-only).
HOVER = ' <span class="hoyle-screen-only">Hover or focus a row to light the cards it lays out.</span>'
QUOTE_CLAIM = "The next thing to be noted is the presence of any pairs, pair-royal, or double pair-royal."
QUOTE_GO = "A player whose card makes, with those already exposed, the number fifteen, scores two."


# --- small pieces ----------------------------------------------------------------------------------


def _variant_options() -> list[tuple[str, str]]:
    return [(g, g.capitalize()) for g in VARIANT_NAMES]


def _truthy(text: str, default: bool) -> bool:
    text = text.strip().lower()
    if not text:
        return default
    if text in ("yes", "true", "1", "on"):
        return True
    if text in ("no", "false", "0", "off"):
        return False
    raise ValueError(f"expected yes or no, got {text!r}")


def _variant_from_fence(options: dict, cards: str, sizes: dict) -> str:
    """The fence's game, else the one its starting cards imply (six-card if they imply none)."""
    game = options.get("variant", "").strip()
    if game:
        if game not in VARIANT_NAMES:
            raise ValueError(f"unknown cribbage game {game!r}; known: {', '.join(VARIANT_NAMES)}")
        return game
    n = len(cards.split())
    return next((g for g, size in sizes.items() if size == n), "six-card")


def _fmt(x: float) -> str:
    """A figure to two places, a loss with a true minus sign."""
    return f"{x:.2f}".replace("-", "\u2212")


# --- the counter: a hand or the crib with the start -----------------------------------------------


def claim_phrases(answer: CribAnswer | ShowPracticeAnswer | PlayPracticeAnswer) -> list[str]:
    """The claim of a show cut at its items: 'fifteen two' ... 'and six for a pair-royal, fourteen'
    (the running count is said after every item but the fifteens, as `Show.claim` says it)."""
    phrases, running = [], 0
    for item in answer["items"]:
        running += item["points"]
        if item["kind"] == "fifteen":
            phrases.append(item["words"])
        else:
            phrases.append(("and " if phrases else "") + f"{item['words']}, {number_words(running)}")
    return phrases


def crib_answer_html(answer: CribAnswer | ErrorAnswer) -> str:
    """The show: the cards and the start, the total, then each item of the claim as a row with its cards
    (focus or hover a row to light its cards), and two for his heels when the start is a knave."""
    if "error" in answer:
        return (f'<div class="hoyle-crib-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot count this:")}'
                f'{_counted_as_html(answer.get("counted_as") or [], answer.get("cards_given", 0))}</div>')
    cards, starter = answer["cards"], answer["starter"]
    what = "The crib" if answer["crib"] else f"A hand at {answer['variant']} cribbage"
    hand = "".join(card_html(c) for c in cards)
    total = answer["total"]
    rows = []
    for item, phrase in zip(answer["items"], claim_phrases(answer)):
        rows.append(
            f'<li class="hoyle-crib-item" tabindex="0" data-kind="{escape(item["kind"])}" data-points="{item["points"]}" '
            f'data-highlight="{codes_attr(item["cards"])}">'
            f'<span class="hoyle-crib-words">{escape(phrase)}</span>'
            f'<span class="hoyle-crib-of">{mini_cards(item["cards"])}</span>'
            f'<span class="hoyle-crib-points">+{item["points"]}</span></li>'
        )
    if rows:
        items = (f'<ol class="hoyle-crib-items" aria-label="The claim, item by item (focus an item to light its cards)">{"".join(rows)}</ol>'
                 f'<p class="hoyle-crib-claim">Claimed: “{escape(answer["claim"])}.” '
                 f'{passage_link(CHAPTER, QUOTE_CLAIM, "How the book claims a show")}</p>')
        summary = f'<strong>{escape(number_words(total).capitalize())}</strong> ({total}): {escape(answer["description"])}.'
    else:
        items = ""
        summary = "<strong>Nothing</strong> (0): no fifteen, pair, run, flush or nob."
    heels = ""
    h = answer.get("heels")
    if h:
        heels = (f'<p class="hoyle-crib-heels" tabindex="0" data-highlight="{codes_attr(h["cards"])}">The start is a knave: '
                 f'<strong>{escape(h["words"])}</strong> to the dealer, scored when it is turned up, not in the show '
                 f'(so not in the {total}). {passage_link(CHAPTER, QUOTE_HEELS, "The rule")}</p>')
    return (
        f'<div class="hoyle-result hoyle-crib-result" data-total="{total}" data-in-use="{codes_attr(cards + [starter])}">'
        f'<p class="hoyle-crib-what">{escape(what)} with the start:</p>'
        f'<div class="hoyle-cards hoyle-crib-cards">{hand}<span class="hoyle-crib-start"><span class="hoyle-crib-start-label">start:</span> '
        f'{card_html(starter)}</span></div>'
        f'<p class="hoyle-crib-total">{summary}</p>{items}{heels}</div>'
    )


def _counted_as_html(ways: list[CountedAs], given: int) -> str:
    """Where the cards given would be counted (another game, or the crib), in words, with a button for
    each that sets the form's game and crib box (the engine found the ways; `given` is how many cards)."""
    if not ways:
        return ""
    said = [f"as the crib ({w['total']})" if w["crib"] else f"as a hand at {w['variant']} cribbage ({w['total']})" for w in ways]
    listed = ", or ".join(said)
    cards = f"{number_words(given).capitalize()} cards" if given else "The cards"
    buttons = []
    for w in ways:
        game = escape(w["variant"])
        words = f"Count them as the crib at {game}" if w["crib"] else f"Count them at {game}"
        key = f"count-as-{w['variant']}{'-crib' if w['crib'] else ''}"
        switch = sets({"variant": w["variant"], "crib": w["crib"]}, key)
        buttons.append(f'<button type="button" class="md-button hoyle-count-as"{switch}>{words}</button>')
    return (f'<div class="hoyle-count-as-hint"><p>{escape(cards)} and the start would be counted {escape(listed)}.</p>'
            f'<p class="hoyle-live-only hoyle-row">{"".join(buttons)}</p></div>')


def crib_request(cards: str, starter: str, variant: str = "six-card", crib: bool = False) -> dict:
    return {"op": "crib", "cards": cards, "starter": starter, "variant": variant, "crib": crib}


def crib_widget_html(widget_id: str, cards: str, starter: str, variant: str = "six-card", crib: bool = False) -> str:
    """The counter with its starting show reckoned."""
    request = crib_request(cards, starter, variant, crib)
    shown = prerender(widget_id, "crib", request)
    fields = [
        text_field(widget_id, "cards", "The hand (or crib), without the start", cards, param=widget_id, cards=True, help=CARDS_HELP),
        text_field(widget_id, "starter", "The start", starter, param=f"{widget_id}-starter", cards=True, wide=False,
                   help="The card turned up."),
        select_field(widget_id, "variant", "The game", _variant_options(), variant, param=f"{widget_id}-game"),
        checkbox_field(widget_id, "crib", "Count it as the crib (four cards in every game)", crib, param=f"{widget_id}-as-crib"),
    ]
    return form_widget("crib", widget_id, "crib", fields, shown, submit="Count", picker=True, clear=True,
                       note="Counted when this page was built. Turn on JavaScript to count a hand of your own.")


# --- the lay-out advisor --------------------------------------------------------------------------


def layout_answer_html(answer: LayoutAnswer | ErrorAnswer) -> str:
    """Every lay-out best first for the player's seat: the cards kept and laid out, the hand's show over
    every start (mean, least, most, standard deviation), the crib's mean, and the value to each seat."""
    if "error" in answer:
        return f'<div class="hoyle-layout-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot advise:")}</div>'
    dealer = answer["dealer"]
    seat = "dealer" if dealer else "pone"
    rows = answer["layouts"]
    best = rows[0]
    on_dealer = ' class="hoyle-seat"' if dealer else ""
    on_pone = "" if dealer else ' class="hoyle-seat"'
    with_crib = "crib" in best  # the request may leave the crib out (the hand's expectation only)
    sensible = "sensible_crib" in best  # and the crib as a sensible opponent makes it
    body = []
    for i, row in enumerate(rows):
        hand = row["hand"]
        # what ranks the lay-outs (their worth to each seat) first, so a phone shows it without scrolling;
        # with a sensible opponent, to the player's seat only (the opponent lays out for his own seat)
        if sensible:
            worth = f'<td data-value="{row["sensible_value"]}" class="hoyle-seat">{_fmt(row["sensible_value"])}</td>'
        elif with_crib:
            worth = (f'<td data-value="{row["values"]["dealer"]}"{on_dealer}>{_fmt(row["values"]["dealer"])}</td>'
                     f'<td data-value="{row["values"]["pone"]}"{on_pone}>{_fmt(row["values"]["pone"])}</td>')
        else:
            worth = ""
        crib = f'<td class="hoyle-crib-random" data-value="{row["crib"]["mean"]}">{_fmt(row["crib"]["mean"])}</td>' if with_crib else ""
        if sensible:
            his = row["sensible_crib"]
            crib += (f'<td class="hoyle-crib-sensible" data-value="{his["mean"]}" data-low="{his["low"]}" data-high="{his["high"]}">'
                     f'{_fmt(his["mean"])} <span class="hoyle-ci">({number_interval(his["low"], his["high"], between="–")})</span></td>')
        body.append(
            f'<tr class="hoyle-layout-row{" hoyle-best" if i == 0 else ""}" tabindex="0" data-keep="{codes_attr(row["keep"])}" '
            f'data-lay-out="{codes_attr(row["lay_out"])}" data-highlight="{codes_attr(row["lay_out"])}">'
            f'<td class="hoyle-layout-keep">{mini_cards(row["keep"])}</td>'
            f'<td class="hoyle-layout-out">{mini_cards(row["lay_out"])}</td>{worth}'
            f'<td data-value="{hand["mean"]}">{_fmt(hand["mean"])}</td><td>{hand["min"]}</td><td>{hand["max"]}</td>'
            f'<td data-value="{hand["sd"]}">{_fmt(hand["sd"])}</td>{crib}</tr>'
        )
    head = ('<tr><th scope="col" rowspan="2">Keep</th><th scope="col" rowspan="2">Lay out</th>'
            + (f'<th scope="colgroup" colspan="{1 if sensible else 2}" class="hoyle-group">Worth to</th>' if with_crib else "")
            + '<th scope="colgroup" colspan="4" class="hoyle-group">The hand, over every start</th>'
            + (f'<th scope="colgroup" colspan="{2 if sensible else 1}" class="hoyle-group">The crib{", mean" if sensible else ""}</th>'
               if with_crib else "")
            + '</tr><tr>' + (f'<th scope="col" class="hoyle-seat">{PLAYERS[seat]}</th>' if sensible else
                             f'<th scope="col"{on_dealer}>the dealer</th><th scope="col"{on_pone}>the pone</th>' if with_crib else "")
            + '<th scope="col">mean</th><th scope="col">least</th><th scope="col">most</th><th scope="col">sd</th>'
            + ('<th scope="col">any two</th><th scope="col">his best two</th>' if sensible else '<th scope="col">mean</th>' if with_crib else "")
            + "</tr>")
    crib_mean: float = best["crib"]["mean"] if with_crib else 0.0  # (shown only with the crib)
    opponent = "pone" if dealer else "dealer"
    if sensible:
        his = best["sensible_crib"]
        made = (f'{_fmt(his["mean"])} (95% interval {number_interval(his["low"], his["high"])}) as a sensible {opponent} makes it '
                f'({_fmt(crib_mean)} if his two were any two)')
        worth = (f'the hand is worth {_fmt(best["hand"]["mean"])} on average and the crib {made}, {_fmt(best["sensible_value"])} in all.'
                 if dealer else
                 f'the hand is worth {_fmt(best["hand"]["mean"])} on average, less the crib {made}: {_fmt(best["sensible_value"])}.')
    elif not with_crib:
        worth = f'the hand is worth {_fmt(best["hand"]["mean"])} on average (the crib left out).'
    elif dealer:
        worth = (f'the hand is worth {_fmt(best["hand"]["mean"])} on average and the crib {_fmt(crib_mean)}, '
                 f'{_fmt(best["values"]["dealer"])} in all.')
    else:
        worth = (f'the hand is worth {_fmt(best["hand"]["mean"])} on average, less {_fmt(crib_mean)} that the crib gives '
                 f'the dealer: {_fmt(best["values"]["pone"])}.')
    first = best["hand"]["starts"]
    if sensible:
        sample = answer["sample"]
        note = (f"The hand over the {first} cards the start may be. The crib two ways: over every two cards {PLAYERS[opponent]} may "
                f"lay out (any two of those you have not seen, all alike: the book gives no rule for his choice) with every start, "
                f"{best['crib']['deals']:,} deals; and as a sensible {opponent} makes it, laying out the two his own best lay-out gives "
                f"for his hand and seat (worked out as this advisor does, his crib taken as any two). His hand is one of "
                f"{sample['of']:,}, too many to work through here, so that figure is over a sample of {sample['hands']:,} of them "
                f"(the same sample for every lay-out, drawn from the cards dealt, so the same deal always gives the same figures), "
                f"each crib exact over every start left. The lay-outs are ordered by that figure; in brackets, its 95% interval: "
                f"differences smaller than that may be the sample's, not the cards'. The interval is worked out from the spread of "
                f"his hands' cribs, each from 0 to the twenty-nine, by Wilson's rule, so it never closes to a single figure.")
    elif with_crib:
        note = (f"The hand over the {first} cards the start may be; the crib over every two cards {PLAYERS[opponent]} may lay out "
                f"(any two of those you have not seen, all alike: the book gives no rule for his choice) with every start, "
                f"{best['crib']['deals']:,} deals.")
    else:
        note = f"The hand over the {first} cards the start may be."
    return (
        f'<div class="hoyle-result hoyle-layout-result" data-seat="{seat}" data-in-use="{codes_attr(answer["cards"])}">'
        f'<p class="hoyle-layout-what">Dealt at {escape(answer["variant"])} cribbage, to {PLAYERS[seat]}'
        f'{" (the crib is his)" if dealer else " (the crib is the dealer’s)"}:</p>'
        f'<div class="hoyle-cards">{"".join(card_html(c) for c in answer["cards"])}</div>'
        f'<p class="hoyle-layout-advice"><strong>Best for {PLAYERS[seat]}: keep {mini_cards(best["keep"])} and lay out '
        f'{mini_cards(best["lay_out"])}</strong>; {escape(worth)}</p>'
        f'<div class="hoyle-table-wrap" role="region" tabindex="0" aria-label="Every lay-out, best first">'
        f'<table class="hoyle-layout-table"><caption>Every lay-out, best first for {PLAYERS[seat]}</caption>'
        f'<thead>{head}</thead><tbody>{"".join(body)}</tbody></table></div>'
        f'<p class="hoyle-rules-note">{escape(note)}{HOVER}</p></div>'
    )


OPPONENT_OPTIONS = [("random", "Any two, all alike"), ("sensible", "His own best two, sampled")]  # short enough for a phone


def layout_request(cards: str, dealer: bool = True, variant: str = "six-card", opponent: str = "random") -> dict:
    return {"op": "layout", "cards": cards, "dealer": dealer, "variant": variant, "opponent": opponent}


def layout_widget_html(widget_id: str, cards: str, dealer: bool = True, variant: str = "six-card", opponent: str = "random") -> str:
    """The lay-out advisor with its starting hand advised."""
    request = layout_request(cards, dealer, variant, opponent)
    shown = prerender(widget_id, "layout", request)
    fields = [
        text_field(widget_id, "cards", "The cards dealt to you", cards, param=widget_id, cards=True,
                   help="Five, six or seven cards, such as <kbd>5h 5d Jc Js 4h 6c</kbd>, or pick them below."),
        select_field(widget_id, "variant", "The game", _variant_options(), variant, param=f"{widget_id}-game"),
        checkbox_field(widget_id, "dealer", "You are the dealer (the crib is yours); untick for the pone", dealer, param=f"{widget_id}-dealer"),
        select_field(widget_id, "opponent", "The opponent’s two cards for the crib", OPPONENT_OPTIONS, opponent,
                     param=f"{widget_id}-opponent"),
    ]
    return form_widget("layout", widget_id, "layout", fields, shown, submit="Advise", picker=True, clear=True,
                       note="Worked out when this page was built. Turn on JavaScript to try a deal of your own.")


# --- the play -------------------------------------------------------------------------------------


def _played(code: str) -> str:
    """A card face marked as played (dimmed; its name says so)."""
    card = parse_card(code)
    return (card_html(code).replace('class="hoyle-card ', 'class="hoyle-card hoyle-played ', 1)
            .replace(f'aria-label="{escape(card.name)}"', f'aria-label="{escape(card.name)} (played)"', 1))


def _turn_row(n: int, turn: Turn) -> str:
    player = PLAYERS[turn["player"]].capitalize()
    if turn["kind"] == "card":
        what = mini_cards([turn["card"]])
    elif turn["kind"] == "go":
        what = "“Go”"
    else:
        what = "last card"
    words = "; ".join(i["words"] for i in turn["items"])
    points = f'{turn["points"]}{f" ({escape(words)})" if words else ""}' if turn["points"] else ""
    return (f'<tr class="hoyle-turn" data-player="{turn["player"]}" data-kind="{turn["kind"]}" data-points="{turn["points"]}">'
            f'<td>{n}</td><td>{player}</td><td>{what}</td><td>{turn["count"]}</td><td>{points}</td></tr>')


def play_answer_html(answer: PlayAnswer | ErrorAnswer) -> str:
    """The play so far: both hands (cards played dimmed), every turn with the count and what it scored,
    the points pegged, and whose turn it is with the cards he may play as buttons."""
    if "error" in answer:
        return f'<div class="hoyle-play-result" data-in-use="{in_use_html(answer)}">{error_html(answer, "Cannot score this play:")}</div>'
    in_order = [t["card"] for t in answer["turns"] if t["card"]]
    played = set(in_order)
    hands = []
    for player in ("pone", "dealer"):
        faces = "".join(_played(c) if c in played else card_html(c) for c in answer["hands"][player])
        label = "The pone’s hand" if player == "pone" else "The dealer’s hand"
        hands.append(f'<div class="hoyle-play-hand" data-player="{player}"><span class="hoyle-hand-label">{label}</span>'
                     f'<div class="hoyle-cards">{faces}</div></div>')
    rows = []
    turns = answer["turns"]
    for n, turn in enumerate(turns, 1):
        rows.append(_turn_row(n, turn))
        ends = turn["kind"] == "last-card" or any(i["kind"] == "thirty-one" for i in turn["items"])
        if ends and (n < len(turns) or not answer["over"]):  # a count ended and the play goes on
            rows.append('<tr class="hoyle-new-count"><td colspan="5">The count begins again.</td></tr>')
    if rows:
        table = ('<div class="hoyle-table-wrap" role="region" tabindex="0" aria-label="The play, turn by turn">'
                 '<table class="hoyle-play-turns"><caption>The play, turn by turn</caption>'
                 '<thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Card</th>'
                 '<th scope="col">Count</th><th scope="col">Points</th></tr></thead>'
                 f'<tbody>{"".join(rows)}</tbody></table></div>')
    else:
        table = '<p class="hoyle-play-none">No card has been played yet.</p>'
    scores = answer["scores"]
    score = (f'<p class="hoyle-play-score" data-pone="{scores["pone"]}" data-dealer="{scores["dealer"]}">Pegged in the play: '
             f'<strong>the pone {scores["pone"]}</strong>, <strong>the dealer {scores["dealer"]}</strong>.</p>')
    if answer["over"]:
        why = ("at five-card cribbage the go (or thirty-one) ends the hand"
               if answer["variant"] == "five-card" and any(answer["unplayed"].values()) else "every card has been played")
        nxt = f'<p class="hoyle-play-next" data-next="">The play is over: {escape(why)}. Now the show.</p>'
    else:
        who = answer["next"]
        if who is None:  # the play goes on, so it is someone's turn
            raise ValueError("the play goes on with no one to play")
        buttons = "".join(
            f'<button type="button" class="hoyle-play-card"{sets({"plays": " ".join(in_order + [c])}, f"play-{c}")}>'
            f'<span class="hoyle-sr">Play the </span>{card_html(c)}</button>'
            for c in answer["playable"]
        )
        count = f"the count at {answer['count']}" if answer["count"] else "a new count"
        nxt = (f'<div class="hoyle-play-next" data-next="{who}"><p>It is {PLAYERS[who]}’s turn, {count}. '
               f'He may play<span class="hoyle-screen-only"> (click a card to play it)</span>:</p>'
               f'<div class="hoyle-cards hoyle-play-choices">{buttons}</div></div>')
    undo = ""
    if in_order:
        back = sets({"plays": " ".join(in_order[:-1])}, "undo")
        undo = (f'<p class="hoyle-live-only"><button type="button" class="md-button hoyle-play-undo"{back}>'
                f'Take back the last card ({escape(parse_card(in_order[-1]).symbol)})</button></p>')
    go = passage_link(CHAPTER, QUOTE_GO, "the passage")
    return (
        f'<div class="hoyle-result hoyle-play-result" data-in-use="{codes_attr(answer["hands"]["pone"] + answer["hands"]["dealer"])}">'
        f'<p class="hoyle-play-what">The play at {escape(answer["variant"])} cribbage.</p>'
        f'<div class="hoyle-play-hands">{"".join(hands)}</div>{table}{score}{nxt}{undo}'
        f'<p class="hoyle-rules-note">The pairs, runs, fifteen, thirty-one, the go and last card are scored as the book has them '
        f'({go}). That the pone leads, that a player must play when he can, and that at six- and seven-card a new count begins '
        f'after the go are the standard rules, where the excerpt stops.</p></div>'
    )


def play_request(pone: str, dealer: str, plays: str = "", variant: str = "six-card") -> dict:
    return {"op": "play", "pone": pone, "dealer": dealer, "plays": plays, "variant": variant}


def play_widget_html(widget_id: str, pone: str, dealer: str, plays: str = "", variant: str = "six-card") -> str:
    """The play scorer with its starting play scored."""
    request = play_request(pone, dealer, plays, variant)
    shown = prerender(widget_id, "play", request)
    fields = [
        text_field(widget_id, "pone", "The pone’s hand (the non-dealer)", pone, param=f"{widget_id}-pone", cards=True, wide=False),
        text_field(widget_id, "dealer", "The dealer’s hand", dealer, param=f"{widget_id}-dealer", cards=True, wide=False),
        select_field(widget_id, "variant", "The game", _variant_options(), variant, param=f"{widget_id}-game"),
        text_field(widget_id, "plays", "The cards played so far, in order", plays, param=f"{widget_id}-plays",
                   help="Such as <kbd>5h 6c 4s 10d</kbd>; the go and last card follow by themselves. Or click a card in the answer to play it."),
    ]
    return form_widget("play", widget_id, "play", fields, shown, submit="Score the play", picker=True,
                       note="Scored when this page was built. Turn on JavaScript to play the cards yourself.")


# --- which card to play -------------------------------------------------------------------------------

HELD = [("", "As the plays show"), ("0", "No cards")] + [(str(n), f"{number_words(n).capitalize()} card{'s' * (n != 1)}") for n in range(1, 6)]


def _signed_points(text: str) -> str:
    return text if text.startswith("-") is False else "\u2212" + text[1:]


def peg_advice_html(answer: PegAdviceAnswer | ErrorAnswer) -> str:
    """Each card that may be played, best first: its points now, the opponent's best answer, and the balance."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not worked out:")}</div>'
    in_use = codes_attr(answer["cards"] + answer["plays"] + answer["seen"])
    table = f"the count at {answer['count']}" if answer["plays"] else "leading, the count at nothing"
    if not answer["choices"]:
        lead = (f"<strong>You must say “Go”:</strong> every card of yours would pass thirty-one ({table})." if answer["held"] else
                f"<strong>You cannot play:</strong> every card of yours would pass thirty-one ({table}), and he has no cards left, so the "
                f"count ends, and the last card is his.")
        return f'<div class="hoyle-result hoyle-peg-advice" data-in-use="{in_use}" data-best=""><p class="hoyle-outcome">{lead}</p></div>'
    best = answer["choices"][0]
    best_words = " and ".join(i["words"] for i in best["items"])
    answered = answer["held"] and best["count"] < 31  # thirty-one ends the count; with no cards he has nothing to answer with
    lead = (f"<strong>Play {escape(format_code(best['card']))}</strong> ({table}): "
            + (f"it scores {best['now']} now ({escape(best_words)}), " if best["now"] else "it scores nothing now, ")
            + (f"his best answer scores {escape(best['reply_points'])} on the average, a balance of {_signed_points(escape(best['balance_points']))}."
               if answered else "and nothing answers it."))
    rows = []
    for c in answer["choices"]:
        now = " and ".join(i["words"] for i in c["items"]) or "nothing"
        danger = "; ".join(f"{escape(x['words'])}, {x['cards']} card{'s' * (x['cards'] != 1)} unseen" for x in c["answers"][:3]) or "none"
        current = ' aria-current="true" class="hoyle-current"' if c is best else ""
        rows.append(
            f'<tr data-card="{escape(c["card"])}"{current}><th scope="row">{mini_cards([c["card"]])}</th>'
            f'<td class="hoyle-num" title="{escape(now)}">{c["now"]}</td>'
            f'<td class="hoyle-num" title="exactly {escape(c["reply"])}">{escape(c["reply_points"])}</td>'
            f'<td class="hoyle-num" title="exactly {escape(c["go"])}">{escape(c["go_percent"])}</td>'
            f'<td class="hoyle-num" title="exactly {escape(c["balance"])}"><strong>{_signed_points(escape(c["balance_points"]))}</strong></td></tr>'
            f'<tr class="hoyle-peg-answers" data-card="{escape(c["card"])}"><td colspan="5">His scoring answers: {danger}.</td></tr>')
    cannot = (f" {', '.join(escape(format_code(c)) for c in answer['cannot'])} would pass thirty-one." if answer["cannot"] else "")
    return (
        f'<div class="hoyle-result hoyle-peg-advice" data-in-use="{in_use}" data-best="{escape(best["card"])}">'
        f'<p class="hoyle-outcome">{lead}</p><div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-peg-choices">'
        f'<caption>Each card you may play, best first</caption><thead><tr><th scope="col">Card</th><th scope="col">Now</th>'
        f'<th scope="col">His answer</th><th scope="col">He says Go</th><th scope="col">Balance</th></tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="hoyle-rules-note">{_peg_advice_basis(answer)}{cannot} Only the exchange of one card each is counted, not the '
        f'play after it; the excerpt gives the scoring of the play, not its principles.</p></div>'
    )


def _peg_advice_basis(answer: PegAdviceAnswer) -> str:
    """What the figures are counted over: his hands, or nothing when he has no cards left."""
    if not answer["held"]:
        return ("He has no cards left, so nothing answers your card and he says no “Go” (you play on alone): each card is worth "
                "what it scores now.")
    return (f'Exact over all {answer["hands"]:,} hands of {number_words(answer["held"])} card{"s" * (answer["held"] != 1)} he may '
            f'hold from the {answer["unseen"]} you have not seen, each answered with whichever of his cards scores most at once. '
            f'A card’s balance is what it scores now, less his answer, with one point for the “Go” he must say when he cannot '
            f'answer (you then score at least one for last card); a card that makes thirty-one ends the count, and nothing answers it.')


def format_code(code: str) -> str:
    from hoyle.cards import format_cards

    return format_cards((parse_card(code),), symbols=True)


def peg_advice_widget_html(widget_id: str, cards: str, plays: str = "", seen: str = "", held: str = "") -> str:
    """Which card to play: your cards, the cards of this count, other cards seen, the opponent's cards."""
    request = {"op": "peg-advice", "cards": cards, "plays": plays, "seen": seen, "held": held}
    shown = prerender(widget_id, "peg-advice", request)
    fields = [
        text_field(widget_id, "cards", "Your cards not yet played", cards, cards=True, wide=False, help="Such as <kbd>5h 9c Kd 4s</kbd>."),
        text_field(widget_id, "plays", "Played since the count began (none if you lead)", plays, cards=True, wide=False,
                   help="By turns, the last his."),
        text_field(widget_id, "seen", "Other cards you have seen", seen, cards=True, help="Your two laid out, the start, earlier counts."),
        select_field(widget_id, "held", "He holds", HELD, held),
    ]
    return form_widget("peg-advice", widget_id, "peg-advice", fields, shown, submit="Work it out", picker=True, clear=True)


def _peg_advice_from_fence(o: dict) -> str:
    return peg_advice_widget_html(o.get("id", "peg-advice"), o.get("cards", ""), o.get("plays", ""), o.get("seen", ""), str(o.get("held", "")))


def _crib_from_fence(o: dict) -> str:
    cards = o.get("cards", "")
    crib = _truthy(o.get("crib", ""), False)
    game = _variant_from_fence(o, cards, {} if crib else HAND_SIZES)
    return crib_widget_html(o.get("id", "crib"), cards, o.get("starter", ""), game, crib)


def _layout_from_fence(o: dict) -> str:
    cards = o.get("cards", "")
    opponent = o.get("opponent", "random").strip() or "random"
    if opponent not in dict(OPPONENT_OPTIONS):
        raise ValueError(f"unknown opponent {opponent!r}; known: {', '.join(dict(OPPONENT_OPTIONS))}")
    return layout_widget_html(o.get("id", "layout"), cards, _truthy(o.get("dealer", ""), True), _variant_from_fence(o, cards, DEALT), opponent)


def _play_from_fence(o: dict) -> str:
    pone = o.get("pone", "")
    return play_widget_html(o.get("id", "play"), pone, o.get("dealer", ""), o.get("plays", ""), _variant_from_fence(o, pone, HAND_SIZES))


WIDGETS = {"crib": _crib_from_fence, "layout": _layout_from_fence, "play": _play_from_fence, "peg-advice": _peg_advice_from_fence}
RENDERERS = {"crib": crib_answer_html, "layout": layout_answer_html, "play": play_answer_html, "peg-advice": peg_advice_html}

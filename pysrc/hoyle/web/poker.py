"""The poker widgets: the hand evaluator and the showdown (chapter "Poker Hands"), the odds of the pat
hands, and the draw with its 32 holds; the house rules a reader can switch on (`RULE_CHOICES`), which the
other poker widgets offer too. The draw simulator is in `hoyle.web.simulator`, practice at the draw in
`hoyle.web.practice`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle.web.base import (
    codes_attr,
    in_use_html,
    card_html,
    checks_field,
    error_html,
    fold,
    form_widget,
    number_field,
    passage_link,
    prerender,
    select_field,
    sets,
    text_field,
    view_field,
    without,
)

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import Chance, ErrorAnswer, HandAnswer, HoldRow, HoldsAnswer, OddsAnswer, OddsEntry, ShowdownAnswer

# The house rules a reader can switch on (hoyle.poker.rules names them and quotes the book).
RULE_CHOICES = [
    ("blaze", "Blaze"),
    ("tiger", "Tiger (little dog)"),
    ("big-dog", "Big dog"),
    ("skip", "Skip (Dutch straight)"),
    ("round-the-corner", "Round-the-corner straights"),
    ("kilter", "Kilter"),
    ("joker", "The joker"),
    ("proper-rank", "Extra hands by their proper rank"),
    ("two-pairs-over-threes", "Two pairs above threes, with the joker"),
    ("no-straights", "Straights count for nothing"),
]

HAND_HELP = ("Type five cards, such as <kbd>As Kd 10h 10c 4s</kbd> (A K Q J 10 or T, 9 … 2; s h d c or ♠ ♥ ♦ ♣; "
             "<kbd>Jo</kbd> for the joker), or pick them below.")


def _rules_words(names) -> str:
    """The house rules an answer was worked out under, in words ("the standard hands" when none)."""
    titles = dict(RULE_CHOICES)
    words = [t[:1].lower() + t[1:] for t in (titles.get(n, n) for n in names or [])]
    return f"the house rules: {', '.join(words)}" if words else "the standard hands"


def _rules_of(request) -> list[str]:
    value = request.get("rules", "") if isinstance(request, dict) else ""
    return [r for r in (value.split(",") if isinstance(value, str) else value) if r]


def hand_answer_html(answer: HandAnswer | ErrorAnswer) -> str:
    """The evaluator's answer: the cards (useless ones marked with an asterisk), the name and the description."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not a hand:")}</div>'
    useless, playing = set(answer["useless"]), set(answer["playing"])
    cards = "".join(card_html(c, c in useless, c in playing) for c in answer["cards"])
    rules = _rules_words(answer.get("rules"))
    return (
        f'<div class="hoyle-result" data-class="{answer["class"]}" data-in-use="{codes_attr(answer["cards"])}">'
        f'<div class="hoyle-cards">{cards}</div>'
        f'<p class="hoyle-name">{escape(answer["name"])} <code class="hoyle-class">{answer["class"]}</code></p>'
        f'<p class="hoyle-description">{escape(answer["description"])}</p>'
        f'<p class="hoyle-rules-note">Valued under {escape(rules)}. The cards that play are underlined; '
        "an asterisk marks the useless ones, as Foster marked them.</p>"
        "</div>"
    )


def hand_widget_html(widget_id: str, cards: str, rules: str = "") -> str:
    """The hand evaluator with its starting hand valued, and the house-rule switches."""
    request = {"op": "hand", "cards": cards, "rules": rules}
    shown = prerender(widget_id, "hand", request)
    fields = [
        text_field(widget_id, "cards", "Five cards", cards, param=widget_id, cards=True, help=HAND_HELP),
        checks_field(widget_id, "rules", "House rules (extra hands and the joker)", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("hand", widget_id, "hand", fields, shown, submit="Value", picker=True, clear=True, joker=True,
                       note="Valued when this page was built. Turn on JavaScript to value a hand of your own.")


def showdown_answer_html(answer: ShowdownAnswer | ErrorAnswer) -> str:
    """The showdown: each hand valued, the winner (or the hands that divide) and the rule that decided."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No showdown:")}</div>'
    winners = set(answer["winners"])
    rows = []
    for i, hand in enumerate(answer["hands"]):
        won = i in winners
        useless, playing = set(hand["useless"]), set(hand["playing"])
        cards = "".join(card_html(c, c in useless, c in playing) for c in hand["cards"])
        mark = ("divides" if answer["divide"] else "wins") if won else ""
        rows.append(
            f'<li class="hoyle-showdown-hand{" hoyle-winner" if won else ""}" data-hand="{i + 1}">'
            f'<span class="hoyle-hand-label">Hand {i + 1}{f" <strong>({mark})</strong>" if mark else ""}</span>'
            f'<div class="hoyle-cards">{cards}</div><span class="hoyle-description">{escape(hand["description"])}</span></li>'
        )
    rule = answer["decided_by"]
    numbers = [str(w + 1) for w in answer["winners"]]
    if answer["divide"]:
        verdict = f"Hands {', '.join(numbers[:-1])} and {numbers[-1]} divide the pool"
    else:
        verdict = f"Hand {numbers[0]} wins"
    quote = rule.get("quote", "") if isinstance(rule, dict) else ""
    link = rule.get("href") if isinstance(rule, dict) else None
    source = f' {passage_link(link, quote, "(the passage)")}' if link and quote else ""
    detail = rule.get("detail", "") if isinstance(rule, dict) else str(rule)
    why = escape(f"{detail[:1].upper()}{detail[1:]}.") if detail else ""
    in_use = " ".join(c for h in answer["hands"] for c in h["cards"])
    return (
        f'<div class="hoyle-result hoyle-showdown-result" data-in-use="{codes_attr(in_use.split())}">'
        f'<p class="hoyle-outcome" data-winners="{" ".join(numbers)}"><strong>{escape(verdict)}.</strong> {why}</p>'
        + (f'<blockquote class="hoyle-quote">{escape(quote)}{source}</blockquote>' if quote else "")
        + f'<ol class="hoyle-showdown-hands">{"".join(rows)}</ol></div>'
    )


def _showdown_request(hands_text: str, rules: str = "") -> dict:
    return {"op": "showdown", "hands": hands_text, "rules": rules}


def showdown_widget_html(widget_id: str, hands: str, rules: str = "") -> str:
    """A showdown of 2 to 8 hands, one hand a line."""
    text = "\n".join(h.strip() for h in hands.split("/"))
    request = _showdown_request(text, rules)
    shown = prerender(widget_id, "showdown", request)
    fields = [
        text_field(widget_id, "hands", "Hands, one to a line (two to eight)", text, param=widget_id, cards=True, lines=4,
                   help="Five cards a line, such as <kbd>Qs Qd 7c 7h 2s</kbd>."),
        checks_field(widget_id, "rules", "House rules", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("showdown", widget_id, "showdown", fields, shown, submit="Show down", picker=True, joker=True)


WIDGETS = {
    "hand": lambda o: hand_widget_html(o.get("id", "hand"), o.get("cards", ""), o.get("rules", "")),
    "showdown": lambda o: showdown_widget_html(o.get("id", "showdown"), o.get("hands", ""), o.get("rules", "")),
}
RENDERERS = {"hand": hand_answer_html, "showdown": showdown_answer_html}


# --- the odds of the pat hands (chapter "Poker Calculations") ------------------------------------


def _odds_row(title: str, entry: OddsEntry, total: int, cls: str = "") -> str:
    """A row of figures, and under it a row with the sums that make them ("show the math")."""
    hands = entry["hands"]
    ratio = f'{entry["to_one"]:,.2f}'.rstrip("0").rstrip(".")
    math = (f"{hands:,} / {total:,} = {entry['probability']}; the hands that miss: {total:,} − {hands:,} = {total - hands:,}; "
            f"{total - hands:,} ÷ {hands:,} {'=' if (total - hands) % hands == 0 else '≈'} {ratio} to 1, "
            f"which the book puts as {entry['odds']}")
    return (
        f'<tr{f" data-class={chr(34)}{escape(cls)}{chr(34)}" if cls else ""}><th scope="row">{escape(title)}</th>'
        f'<td class="hoyle-num">{entry["hands"]:,}</td><td class="hoyle-num"><code>{escape(entry["probability"])}</code></td>'
        f'<td class="hoyle-num">{escape(entry["against"] or "")}</td><td class="hoyle-num"><strong>{escape(entry["odds"])}</strong></td></tr>'
        f'<tr class="hoyle-math-row"><td colspan="5" class="hoyle-math">{escape(math)}</td></tr>'
    )


ODDS_HEAD = ('<thead><tr><th scope="col">Hand</th><th scope="col">Hands</th><th scope="col">Chance (exact)</th>'
             '<th scope="col">Against</th><th scope="col">Odds, as the book puts them</th></tr></thead>')


def odds_answer_html(answer: OddsAnswer | ErrorAnswer) -> str:
    """Every class of pat hand under the rules, with the divisions and the bobtails: counts, exact
    chances and odds against, exact and in the book's manner (nearest unit, quarters below ten)."""
    if "error" in answer:
        return error_html(answer, "No table:")
    total = answer["total"]
    from hoyle.poker.rules import CLASS_TITLES

    rows = [_odds_row(CLASS_TITLES.get(c, c), answer["odds"][c], total, c) for c in reversed(list(answer["classes"]))]
    div = answer["division_odds"]
    # no royal flush when straights count for nothing
    extra = [_odds_row("Royal flush (of the straight flushes)", div["royal-flush"], total)] if div["royal-flush"]["hands"] else []
    extra += [_odds_row(f"Two pairs, {k} up", v, total) for k, v in div["two-pairs-up"].items()]
    extra += [_odds_row(f"No pair, {k} high", v, total) for k, v in div["no-pair-high"].items()]
    if "jacks-or-better" in div:
        extra.append(_odds_row("Jacks or better (a pair of jacks or any better hand)", div["jacks-or-better"], total))
    bob = [_odds_row(k.replace("-", " ").capitalize(), v, total) for k, v in answer.get("bobtail_odds", {}).items()]
    rules = _rules_words(answer.get("rules"))
    def table(caption, body):
        return (f'<div class="hoyle-table-wrap"><table class="hoyle-odds hoyle-figures"><caption>{escape(caption)}</caption>'
                f'{ODDS_HEAD}<tbody>{"".join(body)}</tbody></table></div>')

    return (
        f'<div class="hoyle-result hoyle-odds-result" data-total="{total}">'
        f'<p><strong>{total:,}</strong> pat hands of five cards, under {escape(rules)}. '
        "“Against” is the hands that miss to the hands that make it; the book's manner rounds to the "
        "nearest unit from ten up and to the nearest quarter below.</p>"
        + table("The classes, best first", rows)
        + table("Divisions of the classes", extra)
        + (table("Bobtails (four cards to a flush or straight), by each reading of the book", bob) if bob else "")
        + "</div>"
    )


def odds_widget_html(widget_id: str, rules: str = "") -> str:
    request = {"op": "odds", "rules": rules}
    fields = [checks_field(widget_id, "rules", "House rules (extra hands and the joker)", RULE_CHOICES, _rules_of(request),
                           param=f"{widget_id}-rules"),
              view_field(widget_id, "math", "Show the math (the sums under each row)", False, param=f"{widget_id}-math")]
    return form_widget("odds", widget_id, "odds", fields, prerender(widget_id, "odds", request), submit="Count")


# --- the draw: all 32 holds (chapters "Odds Against Improving", "Drawing to Improve") ------------

TARGETS = [("improve", "Any improvement"), ("one-pair", "A pair or better"), ("two-pairs", "Two pairs or better"),
           ("three-of-a-kind", "Threes or better"), ("straight", "A straight or better"), ("flush", "A flush or better"),
           ("full-hand", "A full hand or better")]
ORDERS = [("win", "Chance of the best hand"), ("improve", "Chance of improving"), ("target", "Chance of the target"),
          ("average", "Average result")]
COME_IN = [("any-pair", "any pair"), ("jacks-or-better", "jacks or better")]
ORDER_LINES = {  # each order in one plain line, under the 32 holds
    "win": "Chance of the best hand: how often the final hand beats every other player's after his own draw "
           "(a tie counts as a share of the pot), at the table set above.",
    "improve": "Chance of improving: how often the draw makes a better class of hand than the one dealt.",
    "target": "Chance of the target: how often the draw reaches the aim set above.",
    "average": "Average result: the share of all pat hands that the final hand beats, ties counting half.",
}


def _outcomes_html(entry: HoldRow) -> str:
    from hoyle.poker.rules import CLASS_TITLES

    rows = "".join(f'<tr><th scope="row">{escape(CLASS_TITLES.get(k, k))}</th><td class="hoyle-num">{v:,}</td>'
                   f'<td class="hoyle-num">{100 * v / entry["draws"]:.3f}%</td></tr>' for k, v in entry["outcomes"].items())
    caption = ("Standing pat: the hand as it is" if entry["draw"] == 0 else
               f'The {entry["draws"]:,} possible draws of {entry["draw"]} card{"s" if entry["draw"] != 1 else ""}')
    return (f'<table class="hoyle-outcomes hoyle-figures"><caption>{caption}</caption><thead><tr><th scope="col">Result</th>'
            f'<th scope="col">Draws</th><th scope="col">Share</th></tr></thead><tbody>{rows}</tbody></table>')


def _improve_words(imp: Chance, draws: int) -> str:
    """The odds against improving in words: exact, or impossible, or certain."""
    if imp["odds"] == "impossible" and draws == 1:
        return "<strong>it cannot improve</strong>: standing pat, the hand stays as it is"
    if imp["odds"] == "impossible":
        return f"<strong>no draw improves it</strong> (none of the {draws:,} draws makes a better hand)"
    if imp["odds"] == "certain":
        return f"<strong>every draw improves it</strong> (all {draws:,} draws make a better hand)"
    return (f'the odds against improving are <strong>{escape(imp["odds"])}</strong> '
            f'(exactly {escape(imp["against"])}; {imp["count"]:,} of {draws:,} draws improve, <code>{escape(imp["probability"])}</code>)')


def hold_buttons(hand: list[str], held: set, also: dict | None = None) -> str:
    """The hand's cards as buttons: a click holds or throws the card (the engine's new hold in data-set,
    with the fields in `also`)."""
    def toggled(card: str) -> str:  # the cards held once this one is held or thrown, in the hand's order
        return " ".join(c for c in hand if (c in held) != (c == card))

    return "".join(
        f'<button type="button" class="hoyle-hold-toggle"{sets({"hold": toggled(c), **(also or {})}, f"hold-{c}")} '
        f'aria-pressed="{"true" if c in held else "false"}">'
        f'<span class="hoyle-sr">Hold </span>{card_html(c)}<span class="hoyle-hold-word">{"held" if c in held else "drawn to"}</span></button>'
        for c in hand
    )


def hold_error_html(answer: ErrorAnswer, kind: str, also: dict | None = None) -> str:
    """The hand is good, the hold is not: the message, the hand's cards to click, and a way out (the
    buttons also set the fields in `also`)."""
    hand = answer["hand"]
    shown = {**answer, "error": {**answer["error"], "message": answer["error"]["problem"]}}  # the lead names the field
    return (f'<div class="hoyle-result {kind}" data-in-use="{codes_attr(hand)}">{error_html(shown, "The cards to hold:")}'
            f'<p class="hoyle-help hoyle-live-only">Click the cards below to hold them. '
            f'<button type="button" class="hoyle-link-button"{sets({"hold": "", **(also or {})}, "clear-hold")}>Clear the cards to hold</button></p>'
            f'<div class="hoyle-cards hoyle-hold-row">{hold_buttons(hand, set(), also)}</div></div>')


POT_ODDS_PAGE = "tools/poker-varieties/"  # the pot-odds widget (hoyle.web.pot_odds) on its tools page, with the id "pot-odds"


def pot_odds_link(hand: list[str], hold: list[str], target: str = "improve", text: str = "Set this draw against the pot") -> str:
    """A link to the pot-odds widget with this hand and hold filled in (its state in the URL, `pot-odds-<field>`), and the
    target when the widget can take it (a class of hand; improve is its default)."""
    from urllib.parse import urlencode

    params = {"pot-odds-cards": " ".join(hand), "pot-odds-hold": " ".join(hold)}
    if target in dict(TARGETS) and target != "improve":
        params["pot-odds-target"] = target
    path = f"{POT_ODDS_PAGE}?{urlencode(params)}#pot-odds"
    return (f'<a class="hoyle-passage hoyle-pot-odds-link" href="/{escape(path)}" data-site-path="{escape(path)}" target="_self">'
            f"{escape(text)}</a>")


def _target_id(answer: HoldsAnswer) -> str:
    """The class a holds answer's target aims at ("flush" of "flush or better"), or improve."""
    text = next((h["target"]["target"] for h in answer["holds"][:1] if "target" in h), "improve")
    return text.removesuffix(" or better") if text.endswith(" or better") else "improve"


def _holds_columns(answer: HoldsAnswer) -> list:
    """The columns of the 32 holds after the hold itself: the one they are ranked by first (so a phone
    shows it without scrolling), then the others; the chance of the target when there is one."""
    target = next((h["target"]["target"] for h in answer["holds"][:1] if "target" in h), "improve")
    columns = {
        "win": ("Best hand at the showdown", lambda h: f'{h["win"]["percent"]:.3f}%'),
        "improve": ("Improves", lambda h: f'{h["improve"]["percent"]:.3f}%'),
        "target": (f"Reaches the target ({target})", lambda h: f'{h["target"]["percent"]:.3f}%'),
        "average": ("Average result", lambda h: f'{h["average"]:.4f}'),
    }
    if target == "improve":  # the target is to improve: its column is the first
        columns["target"] = columns["improve"]
    first = columns[answer.get("order", "win")]
    rest = [columns["improve"], ("Odds against", lambda h: escape(h["improve"]["odds"])), ("Draw", lambda h: str(h["draw"])),
            columns["average"]] + ([columns["target"]] if target != "improve" else [])
    return [first] + [c for c in rest if c is not first]


def holds_answer_html(answer: HoldsAnswer | ErrorAnswer) -> str:
    """The hand with the cards held marked (click a card to hold or throw it), the exact results of
    the draw to that hold, the odds against improving, and all 32 holds ranked."""
    if "error" in answer:
        if answer.get("field") == "hold":
            return hold_error_html(answer, "hoyle-draw-result")
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No draw:")}</div>'
    hand = answer["hand"]
    held = set(answer.get("held", []))
    chosen = next(h for h in answer["holds"] if set(h["hold"]) == held)
    chosen_html = (
        f'<div class="hoyle-chosen"><p class="hoyle-outcome">Holding <strong>{escape(" ".join(chosen["hold"]) or "nothing")}</strong> '
        f'and drawing {chosen["draw"]}: {_improve_words(chosen["improve"], chosen["draws"])}'
        + (f'; it has the best hand at the showdown <strong>{chosen["win"]["percent"]:.1f}%</strong> of the time '
           f'({escape(chosen["win"]["odds"])} against)' if "win" in chosen and chosen["win"]["odds"] not in ("certain", "impossible") else "")
        + ".</p>"
        f'<div class="hoyle-table-wrap">{_outcomes_html(chosen)}</div>'
        f'<p class="hoyle-help hoyle-pot-odds-from-draw">Is the draw worth the chips it costs? '
        f'{pot_odds_link(hand, chosen["hold"], _target_id(answer))}: the odds the table lays you against the odds against it.</p></div>'
    )
    columns = _holds_columns(answer)
    ranked = "".join(
        f'<tr{" class=hoyle-chosen-row" if set(h["hold"]) == held else ""}><td class="hoyle-num">{i + 1}</td>'
        f'<td><button type="button" class="hoyle-link-button"{sets({"hold": " ".join(h["hold"])}, "row-" + "-".join(h["hold"]))}>'
        f'{escape(" ".join(h["hold"]) or "nothing (draw five)")}</button></td>'
        + "".join(f'<td class="hoyle-num">{cell(h)}</td>' for _, cell in columns) + "</tr>"
        for i, h in enumerate(answer["holds"])
    )
    head = "".join(f'<th scope="col">{escape(title)}</th>' for title, _ in columns)
    order = dict(ORDERS).get(answer.get("order", "win"), "")
    table = answer.get("table")
    win = (f'<p class="hoyle-help hoyle-table-words">The chance of the best hand is worked out against {escape(table["words"])}: '
           "exactly, for every draw of yours and of theirs, their hands counted as if dealt from a pack of their own.</p>" if table else "")
    lines = "".join(f'<li{" class=hoyle-order-now" if key == answer.get("order") else ""} data-order="{key}">{escape(line)}</li>'
                    for key, line in ORDER_LINES.items())
    return (
        f'<div class="hoyle-result hoyle-draw-result" data-in-use="{codes_attr(hand)}">'
        f'<p class="hoyle-help hoyle-live-only">Click a card to hold it or throw it away.</p>'
        f'<div class="hoyle-cards hoyle-hold-row">{hold_buttons(hand, held)}</div>'
        f"{chosen_html}"
        f'<details class="hoyle-holds"><summary>All {len(answer["holds"])} ways to hold, ranked by {escape(order.lower())}</summary>'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures"><thead><tr><th scope="col">#</th><th scope="col">Hold</th>{head}</tr></thead>'
        f"<tbody>{ranked}</tbody></table></div>"
        f'{win}<ul class="hoyle-help hoyle-order-lines">{lines}</ul>'
        "</details></div>"
    )


def holds_widget_html(widget_id: str, cards: str, hold: str = "", target: str = "improve") -> str:
    from hoyle.poker.advice import DEFAULT_COME_IN, DEFAULT_OPPONENTS, MOST_OPPONENTS

    request = {"op": "holds", "cards": cards, "hold": hold, "target": target, "order": "win",
               "opponents": DEFAULT_OPPONENTS, "come_in": DEFAULT_COME_IN}
    fields = [
        text_field(widget_id, "cards", "Five cards", cards, param=widget_id, cards=True, help=HAND_HELP),
        text_field(widget_id, "hold", "Cards to hold", hold, param=f"{widget_id}-hold", help="Or click the cards below."),
        select_field(widget_id, "order", "Rank the holds by", ORDERS, "win", param=f"{widget_id}-order"),
        fold("The aim, and who else is in", [
            select_field(widget_id, "target", "Aim", TARGETS, target, param=f"{widget_id}-target"),
            number_field(widget_id, "opponents", "Other players in", DEFAULT_OPPONENTS, 1, MOST_OPPONENTS, param=f"{widget_id}-opponents"),
            select_field(widget_id, "come_in", "They came in on", COME_IN, DEFAULT_COME_IN, param=f"{widget_id}-come-in"),
        ]),
    ]
    return form_widget("holds", widget_id, "holds", fields, prerender(widget_id, "holds", request), submit="Count the draws", picker=True)


def holds_request(form: dict) -> dict:
    """The holds form's request as the engine's: the other players in (shown in a fold) count only for the holds ranked
    by their share of the pot, and are left out for any other order."""
    return without(form, ("opponents", "come_in"), form.get("order", "win") != "win")


WIDGETS.update({
    "odds": lambda o: odds_widget_html(o.get("id", "odds"), o.get("rules", "")),
    "holds": lambda o: holds_widget_html(o.get("id", "holds"), o.get("cards", ""), o.get("hold", ""), o.get("target", "improve")),
})
RENDERERS.update({"odds": odds_answer_html, "holds": holds_answer_html})
REQUESTS = {"holds": holds_request}

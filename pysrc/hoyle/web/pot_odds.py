"""The pot-odds widget (Practical Poker, "Coming In" and "Betting": "the table lays you ..."): the chips in the pool
and your bet, against the draw (the hand and the cards held, as the draw widget takes them) or odds given directly;
the two odds side by side, whether coming in pays, and the break-even pot."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from hoyle.poker.pot_odds import MOST_CHIPS
from hoyle.web.base import card_html, codes_attr, error_html, fold, form_widget, in_use_html, number_field, prerender, select_field, text_field
from hoyle.web.poker import TARGETS, hold_buttons, hold_error_html

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, PotOddsAnswer

DRAW_PAGE = "tools/poker-odds/"  # the 32 holds (the draw widget, id "draw") on its tools page
AGAINST_HELP = ("Or leave the cards blank and give the odds against as the book does: <kbd>4 to 1</kbd>, <kbd>4½ to 1</kbd>, "
                "<kbd>38 to 9</kbd>, <kbd>even</kbd>.")
VERDICT_CLASS = {"pays": "hoyle-pays", "breaks-even": "hoyle-pays", "does-not-pay": "hoyle-does-not-pay", "cannot-pay": "hoyle-does-not-pay"}


def _draw_link(hand: list[str], hold: list[str]) -> str:
    """A link to all 32 holds of the hand, this hold chosen."""
    path = f"{DRAW_PAGE}?{urlencode({'draw': ' '.join(hand), 'draw-hold': ' '.join(hold)})}#draw"
    return f'<a class="hoyle-passage" href="/{escape(path)}" data-site-path="{escape(path)}" target="_self">All 32 ways to hold this hand</a>'


def _side_by_side(answer: PotOddsAnswer) -> str:
    """The odds the table lays and the odds against the draw, side by side: exactly and in the book's manner."""
    laid, chance = answer["laid"], answer["chance"]
    chance_words = (f'{chance["count"]:,} of {chance["cases"]:,} draws (<code>{escape(chance["probability"])}</code>)' if chance["counted"]
                    else f'<code>{escape(chance["probability"])}</code>')
    return (
        '<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-pot-odds-table"><caption>The two odds side by side</caption>'
        f'<thead><tr><th scope="col">The table lays you</th><th scope="col">The odds against {escape(chance["aim"])}</th></tr></thead><tbody>'
        f'<tr><td data-laid="{escape(laid["ratio"])}"><strong>{escape(laid["words"])}</strong></td>'
        f'<td data-against="{escape(chance["against"])}"><strong>{escape(chance["against"])}</strong></td></tr>'
        f'<tr><td>{escape(laid["odds"])} in the book\'s manner</td><td>{escape(chance["odds"])} in the book\'s manner</td></tr>'
        f'<tr><td>{answer["pot"]:,} chips to your {answer["bet"]:,}</td><td>{chance_words}</td></tr>'
        '</tbody></table></div>'
    )


def _money(answer: PotOddsAnswer) -> str:
    """The expectation of the call, the break-even pot and the fewest whole chips that make the call pay."""
    e = answer["expectation"]
    sign = "wins" if e["value"] > 0 else "loses" if e["value"] < 0 else "neither wins nor loses"
    amount = f' {escape(e["words"])} chip{"s" if abs(e["value"]) > 1 else ""} (<code>{escape(e["chips"])}</code>)' if e["value"] else ""
    each = (f'; <code>{escape(e["per_chip"].lstrip("-"))}</code> ({abs(e["per_chip_value"]):.2f}) of a chip for each chip you put up'
            if e["value"] else "")
    line = f'<p class="hoyle-pot-odds-expectation">One call {sign}{amount} on the average{each}.</p>'
    be = answer["break_even"]
    if be is None:
        pot = '<p class="hoyle-pot-odds-break-even">No pot makes the call pay: the draw cannot come off.</p>'
    else:
        pot = (f'<p class="hoyle-pot-odds-break-even" data-fewest="{answer["fewest"]}">'
               f'The break-even pot: <strong>{escape(be["words"])} chips</strong> '
               f'(<code>{escape(be["chips"])}</code>) for your {answer["bet"]:,}; the fewest whole chips that make the call pay: '
               f'<strong>{answer["fewest"]:,}</strong>.</p>')
    return line + pot


def pot_odds_answer_html(answer: PotOddsAnswer | ErrorAnswer) -> str:
    """The verdict, the two odds side by side, the expectation and the break-even pot; with a draw, the hand (click a
    card to hold or throw it) and a link to its 32 holds."""
    if "error" in answer:
        if answer.get("field") == "hold":
            return hold_error_html(answer, "hoyle-pot-odds-result")
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not weighed:")}</div>'
    draw = answer["draw"]
    cards = ""
    in_use: list[str] = []
    if draw is not None:
        in_use = draw["hand"] + draw["dead"]
        held = set(draw["hold"])
        cards = (f'<p class="hoyle-help hoyle-live-only">Click a card to hold it or throw it away.</p>'
                 f'<div class="hoyle-cards hoyle-hold-row">{hold_buttons(draw["hand"], held)}</div>'
                 f'<p class="hoyle-help">Holding <strong>{escape(" ".join(draw["hold"]) or "nothing")}</strong> and drawing {draw["draw"]}'
                 + (f'; dead: {" ".join(card_html(c) for c in draw["dead"])}' if draw["dead"] else "")
                 + f'. {_draw_link(draw["hand"], draw["hold"])}.</p>')
    return (
        f'<div class="hoyle-result hoyle-pot-odds-result {VERDICT_CLASS[answer["pays"]]}" data-pays="{answer["pays"]}" '
        f'data-in-use="{codes_attr(in_use)}">'
        f'{cards}<p class="hoyle-outcome hoyle-pot-odds-verdict"><strong>{escape(answer["verdict"])}</strong></p>'
        f'{_side_by_side(answer)}{_money(answer)}'
        f'<p class="hoyle-rules-note">{escape(answer["assumption"])}</p></div>'
    )


def pot_odds_request(request: dict) -> dict:
    """The form's flat fields as the engine's request: blank boxes left out; with the odds against given and no
    cards, the draw's other fields (the cards held, the target) left out too, as the form always sends them."""
    r = {k: v for k, v in request.items() if not (k in ("cards", "hold", "dead", "against") and isinstance(v, str) and not v.strip())}
    if "against" in r and "cards" not in r:
        for k in ("hold", "dead", "target", "rules"):
            r.pop(k, None)
    return r


def pot_odds_widget_html(widget_id: str, pot: str = "5", bet: str = "2", cards: str = "", hold: str = "", target: str = "improve",
                         against: str = "") -> str:
    """The pot, the bet, and the draw (five cards and the cards held, the aim) or the odds against."""
    request = {"op": "pot-odds", "pot": pot, "bet": bet, "cards": cards, "hold": hold, "target": target, "against": against}
    fields = [
        number_field(widget_id, "pot", "Chips in the pool", pot, 1, MOST_CHIPS, param=f"{widget_id}-pot"),
        number_field(widget_id, "bet", "Chips to come in", bet, 1, MOST_CHIPS, param=f"{widget_id}-bet"),
        text_field(widget_id, "cards", "Five cards", cards, param=f"{widget_id}-cards", cards=True,
                   help="Such as <kbd>Ah 9h 6h 3h Kc</kbd>, or pick them below."),
        text_field(widget_id, "hold", "Cards to hold", hold, param=f"{widget_id}-hold", help="Or click the cards below."),
        fold("The aim, or the odds against instead of the cards", [
            select_field(widget_id, "target", "Aim", TARGETS, target, param=f"{widget_id}-target"),
            text_field(widget_id, "against", "Odds against", against, param=f"{widget_id}-against", help=AGAINST_HELP),
        ]),
    ]
    return form_widget("pot-odds", widget_id, "pot-odds", fields, prerender(widget_id, "pot-odds", request), submit="Weigh the call",
                       picker=True, note="Weighed when this page was built. Turn on JavaScript to weigh a call of your own.")


WIDGETS = {"pot-odds": lambda o: pot_odds_widget_html(o.get("id", "pot-odds"), o.get("pot", "5"), o.get("bet", "2"), o.get("cards", ""),
                                                      o.get("hold", ""), o.get("target", "improve"), o.get("against", ""))}
RENDERERS = {"pot-odds": pot_odds_answer_html}
REQUESTS = {"pot-odds": pot_odds_request}

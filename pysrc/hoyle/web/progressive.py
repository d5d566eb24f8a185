"""The progressive jack-pots widget (Practical Poker, "Jack-pots", Law 63): deal by deal, as the openers rise from
jacks to aces and fall again, the exact chance that someone opens, and the pool as the players fatten it."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from hoyle.api.progressive import FEWEST_PLAYERS, MOST_CHIPS
from hoyle.poker.progressive import MOST_PLAYERS
from hoyle.web.base import error_html, form_widget, number_field, prerender, select_field

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, ProgressiveAnswer

PLAYERS = [(str(n), f"{n} players") for n in range(FEWEST_PLAYERS, MOST_PLAYERS + 1)]
ORDERS = [("jacks-again", "Jacks at once"), ("step-down", "Kings, queens, then jacks")]
# "and so on up to aces, and then down again to jacks": the two readings, in words.
ORDER_WORDS = {"jacks-again": "After aces the openers go back to jacks at once (the editor's reading of \u201cand then down again to "
                              "jacks\u201d; the other is offered).",
               "step-down": "After aces the openers come down by kings and queens to jacks, and rise again."}


def _of(count: str) -> str:
    """A sample's "5119/6000" as "5,119 of 6,000"."""
    hits, _, deals = count.partition("/")
    return f"{int(hits):,} of {int(deals):,}" if hits.isdigit() and deals.isdigit() else escape(count)


def progressive_answer_html(answer: ProgressiveAnswer | ErrorAnswer) -> str:
    """The deals as a table (openers, the chance someone opens, exact and in the book's odds, the chance the pot is
    first opened then, and still shut after it, the pool), and the expected deals and pool."""
    if "error" in answer:
        return error_html(answer, "No progression:")
    rows = []
    for s in answer["steps"]:
        # each cell labelled: on a phone the row is a block of labelled figures (hoyle.css)
        if s["exact"]:
            opened = f'<td class="hoyle-num" data-label="Someone opens" title="{escape(s["opened"])}">{escape(s["percent"])}</td>'
        else:  # sampled: the estimate with its interval beneath
            opened = (f'<td class="hoyle-num hoyle-sampled" data-label="Someone opens">{escape(s["percent"])}<br>'
                      f'<span class="hoyle-ci">{escape(s.get("interval", ""))}</span></td>')
        rows.append(f'<tr data-deal="{s["deal"]}"><td class="hoyle-num" data-label="Deal">{s["deal"]}</td>'
                    f'<td data-label="Openers">{escape(s["openers"])}</td>{opened}<td class="hoyle-num" data-label="Odds">{escape(s["odds"])}</td>'
                    f'<td class="hoyle-num" data-label="First opened">{escape(s["first_opened_here"])}</td>'
                    f'<td class="hoyle-num" data-label="Still shut">{escape(s["still_closed"])}</td>'
                    f'<td class="hoyle-num" data-label="The pool">{s["pool"]:,}</td></tr>')
    first = answer["steps"][0]
    how = "Counted exactly" if answer["exact"] else "Found by"
    if first["exact"]:
        exact = f'<p class="hoyle-progressive-exact">Jacks or better, exactly: <span class="hoyle-fraction">{escape(first["opened"])}</span></p>'
    else:
        exact = (f'<p class="hoyle-progressive-exact">Jacks or better, sampled: opened in {_of(first["opened"])} deals '
                 f'(95% interval {escape(first.get("interval", ""))}); not counted exactly for {answer["players"]} players.</p>')
    about = "" if answer["exact"] else "about "
    return (
        f'<div class="hoyle-result hoyle-progressive-result" data-players="{answer["players"]}">'
        f'<p class="hoyle-outcome"><strong>With {answer["players"]} players, someone holds jacks or better {about}{escape(first["percent"])} of '
        f'the time</strong> ({escape(first["odds"])}); the pot waits {escape(answer["expected_deals"])} deals on average, and holds '
        f'{escape(answer["expected_pool"])} chips when opened.</p>'
        '<div class="hoyle-table-wrap"><table class="hoyle-table hoyle-progressive-table"><caption>Each deal of progressive jacks</caption>'
        '<thead><tr><th scope="col">Deal</th><th scope="col">Openers, or better</th><th scope="col">Someone opens</th><th scope="col">Odds</th>'
        '<th scope="col">First opened</th><th scope="col">Still shut</th><th scope="col">The pool</th></tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="hoyle-progressive-note">{how}: {escape(answer["counted"])}. Someone opens: the chance on that deal; '
        'first opened: the chance the pot waits until that deal; still shut: the chance it is not opened by the end of it; '
        f'the pool: the antes, and each player\'s fattening for every deal not opened. {ORDER_WORDS.get(answer["progression"], "")}</p>'
        f'{exact}</div>'
    )


def progressive_widget_html(widget_id: str, players: str = "5", ante: str = "2", fatten: str = "1", progression: str = "jacks-again") -> str:
    """Progressive jack-pots: the players, each one's ante and fattening, and the order after aces."""
    request = {"op": "progressive", "players": players, "ante": ante, "fatten": fatten, "progression": progression}
    fields = [
        select_field(widget_id, "players", "Players", PLAYERS, players, param=f"{widget_id}-players"),
        number_field(widget_id, "ante", "Each player's ante", ante, 0, MOST_CHIPS, param=f"{widget_id}-ante"),
        number_field(widget_id, "fatten", "Fattening a deal", fatten, 0, MOST_CHIPS, param=f"{widget_id}-fatten"),
        select_field(widget_id, "progression", "After aces", ORDERS, progression, param=f"{widget_id}-progression"),
    ]
    return form_widget("progressive", widget_id, "progressive", fields, prerender(widget_id, "progressive", request), submit="Deal")


WIDGETS = {"progressive": lambda o: progressive_widget_html(o.get("id", "progressive"), o.get("players", "5"), o.get("ante", "2"),
                                                              o.get("fatten", "1"), o.get("progression", "jacks-again"))}
RENDERERS = {"progressive": progressive_answer_html}

"""The progressive limits widget (Practical Poker, "Jack-pots", "Progressive Limits"): the bets of A and B doubling
in turn, as a table, and the most a jack-pot may be opened for by its antes."""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import TYPE_CHECKING

from hoyle.poker.limits import MOST_CHIPS, MOST_RAISES
from hoyle.web.base import error_html, form_widget, number_field, prerender, select_field

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, LimitsAnswer

RULES = [("whole", "Double the other's whole bet"), ("last", "Twice the last bet only"), ("with-ante", "Double his bet and ante")]
VULGAR = {Fraction(1, 2): "½"}


def _chips(text: str) -> str:
    """'5/2' as 2½ (the antes are whole chips, so a half is the only fraction)."""
    f = Fraction(text)
    whole, part = divmod(f, 1)
    return f"{whole:,}" + (VULGAR.get(part, f" {part}") if part else "") if whole or not part else VULGAR.get(part, str(part))


def limits_answer_html(answer: LimitsAnswer | ErrorAnswer) -> str:
    """The bets as a table (who, what he puts in, what was doubled, his whole amount, the pool), and the jack-pot's
    openings."""
    if "error" in answer:
        return error_html(answer, "No progression:")
    rows = []
    for i, b in enumerate(answer["bets"]):
        what = "the first bet" if i == 0 else f"2 × {b['doubled']:,}"
        rows.append(f'<tr data-amount="{b["amount"]}"><td class="hoyle-num">{i or "—"}</td><td>{escape(b["player"])}</td>'
                    f'<td class="hoyle-num">{b["amount"]:,}</td><td class="hoyle-num">{escape(what)}</td><td class="hoyle-num">{b["total"]:,}</td>'
                    f'<td class="hoyle-num">{b["pool"]:,}</td></tr>')
    last = answer["bets"][-1]
    j = answer["jack_pot"]
    antes = answer["players"] * answer["ante"]
    return (
        f'<div class="hoyle-result hoyle-limits-result" data-rule="{escape(answer["rule"])}">'
        f'<p class="hoyle-outcome"><strong>After {answer["raises"]} raise{"s" if answer["raises"] > 1 else ""}, {escape(last["player"])} bets '
        f'{last["amount"]:,}</strong> ({escape(answer["rule_words"])}); the pool holds {last["pool"]:,}.</p>'
        '<div class="hoyle-table-wrap"><table class="hoyle-table hoyle-limits-table"><caption>Each bet the most the rule allows</caption>'
        '<thead><tr><th scope="col">Raise</th><th scope="col">Player</th><th scope="col">Bets</th><th scope="col">Doubling</th>'
        f'<th scope="col">His whole bet</th><th scope="col">The pool</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="hoyle-limits-jack-pot">With {answer["players"]} antes of {answer["ante"]:,} in a jack-pot ({antes:,} in all), it may be '
        f'opened for {_chips(j["half"])} (half the antes), {_chips(j["equal"])} (equal to all the antes) or {_chips(j["double"])} (double), '
        'as the custom is.</p></div>'
    )


def limits_widget_html(widget_id: str, first: str = "1", rule: str = "whole", raises: str = "4", ante: str = "1", players: str = "5") -> str:
    """Progressive limits: the first bet, the rule, the raises, the ante and the players."""
    request = {"op": "limits", "first": first, "rule": rule, "raises": raises, "ante": ante, "players": players}
    fields = [
        number_field(widget_id, "first", "The first bet", first, 1, MOST_CHIPS, param=f"{widget_id}-first"),
        select_field(widget_id, "rule", "Each bet may be", RULES, rule, param=f"{widget_id}-rule"),
        number_field(widget_id, "raises", "Raises", raises, 1, MOST_RAISES, param=f"{widget_id}-raises"),
        number_field(widget_id, "ante", "Each player's ante", ante, 0, MOST_CHIPS, param=f"{widget_id}-ante"),
        number_field(widget_id, "players", "Players", players, 2, 8, param=f"{widget_id}-players"),
    ]
    return form_widget("limits", widget_id, "limits", fields, prerender(widget_id, "limits", request), submit="Double")


WIDGETS = {"limits": lambda o: limits_widget_html(o.get("id", "limits"), o.get("first", "1"), o.get("rule", "whole"), o.get("raises", "4"),
                                                  o.get("ante", "1"), o.get("players", "5"))}
RENDERERS = {"limits": limits_answer_html}

"""The table stakes widget (Practical Poker, "Varieties of Poker", "Table Stakes"): one player a line, and the pool
divided by the rule of the sight: the first pool and the side pools as a table, each player's result, and each pool
explained in Foster's terms.

The form sends "players", one player a line ("B 8 8 Ks Kd 9c 9h 3s"); `stakes_request` turns it into the engine's
request, a list of lines that the facade reads (hoyle.api.stakes)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from hoyle.poker.stakes import MOST_CHIPS
from hoyle.web.base import form_takes, error_html, form_widget, in_use_html, mini_cards, number_field, prerender, text_field
from hoyle.web.rounds_common import box_html, text_lines

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, FreezeOutAnswer, StakesAnswer

FOSTER = "A 30 10 drops Ah Ad Ac 7s 2d / B 8 8 Ks Kd 9c 9h 3s / C 30 20 Qs Qd Jc Jh 4s"
HELP = ('One player a line, in the order of the table from the dealer\'s left: his name, his stake (the chips in front of him when the hand began), '
        'what he put in the pool, <kbd>drops</kbd> if he refused to call, then his five cards (or <kbd>rank 1</kbd> for the best '
        'hand, <kbd>rank 2</kbd> the next). Such as <kbd>B 8 8 Ks Kd 9c 9h 3s</kbd>: B has only eight, and calls a sight for eight.')


def stakes_request(form: dict) -> dict:
    """A form's request for the settler as the engine's: one player a line."""
    form_takes(form, ("players",))
    players = form.get("players", "")
    return {"op": "stakes", "players": text_lines(players) if isinstance(players, str) else players}


def _names(names: list[str]) -> str:
    return escape(names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def _signed(n: int) -> str:
    return f"+{n:,}" if n > 0 else (f"−{-n:,}" if n < 0 else "0")


def _pool_name(pool, alone: bool) -> str:
    """'The pool' (undivided), 'First pool', 'Side pool 1', or 'Not called' for one player's chips nobody matched."""
    if pool["returned"]:
        return "Not called"
    if pool["number"] == 1:
        return "The pool" if alone else "First pool"
    return f"Side pool {pool['number'] - 1}"


def stakes_answer_html(answer: StakesAnswer | ErrorAnswer) -> str:
    """The pools as a table (pool, amount, contested by, won by), each player's result, and the explanations."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No settlement:")}</div>'
    rows = []
    alone = len(answer["pools"]) == 1
    for pool in answer["pools"]:
        won = ", ".join(f"{escape(s['name'])} {s['chips']:,}" for s in pool["shares"]) if len(pool["shares"]) > 1 else _names(pool["winners"])
        rows.append(f'<tr data-pool="{pool["number"]}" data-amount="{pool["amount"]}" data-winners="{escape(" ".join(pool["winners"]))}">'
                    f'<th scope="row">{escape(_pool_name(pool, alone))}</th><td class="hoyle-num">{pool["amount"]:,}</td>'
                    f'<td>{_names(pool["entitled"])}</td><td>{won}</td></tr>')
    players = []
    for p in answer["players"]:
        hand = p["hand"]
        shown = (f'{mini_cards(hand["cards"])} {escape(hand["call"].lower())}' if hand else
                 (f"rank {p['rank']}" if p["rank"] is not None else "no hand shown"))
        dropped = ", dropped" if p["dropped"] else ""
        note = f'<br><span class="hoyle-stakes-note">{escape(p["note"])}</span>' if p["note"] else ""
        players.append(f'<li data-player="{escape(p["name"])}" data-net="{p["net"]}"><strong>{escape(p["name"])}</strong> '
                       f'(stake {p["stake"]:,}{dropped}): {shown}; put in {p["put"]:,}, takes {p["takes"]:,}: '
                       f'<strong>{_signed(p["net"])}</strong>{note}</li>')
    explained = "".join(f'<li data-pool="{pool["number"]}">{escape(pool["explanation"])}</li>' for pool in answer["pools"])
    ties = any(len(pool["winners"]) > 1 and pool["amount"] % len(pool["winners"]) for pool in answer["pools"])
    odd = f'<p class="hoyle-stakes-odd">Odd chips: {escape(answer["odd_chips"])}.</p>' if ties else ""
    return (
        f'<div class="hoyle-result hoyle-stakes-result" data-total="{answer["total"]}">'
        f'<p class="hoyle-outcome"><strong>{answer["total"]:,} chips in all, in {len(answer["pools"])} '
        f'part{"s" if len(answer["pools"]) > 1 else ""}.</strong></p>'
        '<div class="hoyle-table-wrap"><table class="hoyle-table hoyle-stakes-table"><caption>The pools</caption>'
        '<thead><tr><th scope="col">Pool</th><th scope="col">Chips</th><th scope="col">Contested by</th><th scope="col">Won by</th></tr>'
        f'</thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<ul class="hoyle-stakes-players" aria-label="Each player\'s result">{"".join(players)}</ul>'
        f'<ol class="hoyle-stakes-explained" aria-label="Each pool, in Foster\'s terms">{explained}</ol>{odd}</div>'
    )


def stakes_widget_html(widget_id: str, players: str = FOSTER) -> str:
    """The settler: one player a line, prefilled with Foster's A, B and C."""
    text = box_html(players)
    shown = prerender(widget_id, "stakes", stakes_request({"players": text}))
    fields = [text_field(widget_id, "players", "The players, one a line", text, param=f"{widget_id}-players", lines=4, help=HELP)]
    return form_widget("stakes", widget_id, "stakes", fields, shown, submit="Divide the pool", clear=True,
                       note="Divided when this page was built. Turn on JavaScript to divide a pool of your own.")


WIDGETS: dict = {"stakes": lambda o: stakes_widget_html(o.get("id", "stakes"), o.get("players", FOSTER))}
RENDERERS: dict = {"stakes": stakes_answer_html}
REQUESTS: dict = {"stakes": stakes_request}


# --- freeze-out ---------------------------------------------------------------------------------------------------

FREEZE_HELP = ("One deal a line: each player's net result in that deal, in the order of the names, such as <kbd>5 -20 15</kbd> "
               "(what some win, the others lose; 0 for a player who neither won nor lost, or has retired).")


def freeze_out_request(form: dict) -> dict:
    """A form's request for the freeze-out standings as the engine's: the deals one a line."""
    deals = form.get("deals", "")
    request = {k: v for k, v in form.items() if k not in ("view", "deals")}
    return {**request, "op": "freeze-out", "deals": text_lines(deals) if isinstance(deals, str) else deals}


def freeze_out_answer_html(answer: FreezeOutAnswer | ErrorAnswer) -> str:
    """The counters after each deal as a table, each player frozen out marked at his deal, and the survivor."""
    if "error" in answer:
        return error_html(answer, "No standings:")
    names = answer["players"]
    head = "".join(f'<th scope="col">{escape(n)}</th>' for n in names)
    start = "".join(f'<td class="hoyle-num">{c:,}</td>' for c in answer["start"])
    rows = [f'<tr data-deal="0"><th scope="row">Start</th>{start}</tr>']
    for deal in answer["deals"]:
        cells = "".join(f'<td class="hoyle-num">{"<strong>frozen</strong>" if n in deal["frozen"] else (f"{c:,}" if c else "—")}</td>'
                        for n, c in zip(names, deal["counters"]))
        rows.append(f'<tr data-deal="{deal["number"]}" data-counters="{" ".join(map(str, deal["counters"]))}">'
                    f'<th scope="row">Deal {deal["number"]}</th>{cells}</tr>')
    order = ", ".join(f'{escape(r["name"])} (deal {r["deal"]})' for r in answer["retired"])
    retired = f'<p class="hoyle-freeze-order">Retired in this order: {order}.</p>' if order else ""
    return (
        f'<div class="hoyle-result hoyle-freeze-result" data-survivor="{escape(answer["survivor"] or "")}">'
        f'<p class="hoyle-outcome"><strong>{escape(answer["words"])}</strong></p>'
        '<div class="hoyle-table-wrap"><table class="hoyle-table hoyle-stakes-table hoyle-freeze-table">'
        '<caption>Counters after each deal (frozen: frozen out, and retired)</caption>'
        f'<thead><tr><th scope="col">Deal</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>{retired}</div>'
    )


def freeze_out_widget_html(widget_id: str, players: str = "A B C", counters: str = "20", deals: str = "5 -20 15 / -25 0 25",
                           corner: str = "5") -> str:
    """The freeze-out standings: the players, the counters each starts with, the deals, the corner of the sweepstake."""
    text = box_html(deals)
    form = {"players": players, "counters": counters, "deals": text, "corner": corner}
    fields = [
        text_field(widget_id, "players", "The players", players, param=f"{widget_id}-players", wide=False),
        number_field(widget_id, "counters", "Counters each", counters, 1, MOST_CHIPS, param=f"{widget_id}-counters"),
        number_field(widget_id, "corner", "Each player's corner", corner, 0, MOST_CHIPS, param=f"{widget_id}-corner"),
        text_field(widget_id, "deals", "The deals, one a line", text, param=f"{widget_id}-deals", lines=4, help=FREEZE_HELP),
    ]
    return form_widget("freeze-out", widget_id, "freeze-out", fields, prerender(widget_id, "freeze-out", freeze_out_request(form)),
                       submit="Play the deals", note="Worked out when this page was built. Turn on JavaScript to play deals of your own.")


WIDGETS["freeze-out"] = lambda o: freeze_out_widget_html(o.get("id", "freeze-out"), o.get("players", "A B C"), o.get("counters", "20"),
                                                         o.get("deals", "5 -20 15 / -25 0 25"), o.get("corner", "5"))
RENDERERS["freeze-out"] = freeze_out_answer_html
REQUESTS["freeze-out"] = freeze_out_request

"""Blind Hookey by either method (Hoffmann, *Hoyle's Games Modernized*): each bottom card against the
dealer's, what each stake receives or pays, the rule quoted and linked, and whether the deal ends.

The first method's form sends "dealer" (his bottom card), "players" (each player's bottom card),
"stake" and "ace"; the second's (hookey-packets) "dealer" (the bottom of his packet), "packets" (the
company's two bottom cards), "first" and "second" (the stakes on each) and "ace". `hookey_request`
and `hookey_packets_request` turn them into the engine's requests (see `hoyle.web.rounds`, which registers the widgets)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle.cards import split_cards
from hoyle.inputs import MAX_STAKE
from hoyle.web.base import (form_takes, in_use_html, error_html, form_widget, number_field, number_is, passage_link, prerender, select_field,
                             text_field, without)
from hoyle.web.rounds_common import CARDS_HELP, amount_html, cards_html, display, form_text, sentence

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import ErrorAnswer, HookeyAnswer, HookeyWorthAnswer

HOOKEY_PAGE = "hoyles-games-modernized/blind-hookey/"
ACES = [("low", "Low (below the two)"), ("high", "High (above the king)")]


def hookey_request(form: dict) -> dict:
    """The first method's form (every player's bottom card) as the engine's request."""
    form_takes(form, ("dealer", "players", "stake", "ace"))
    stake = form.get("stake", 1)  # as typed: the engine reads it
    return {"op": "hookey", "method": 1, "dealer": form.get("dealer", ""), "ace": form.get("ace", "low"),
            "players": [{"bottom": b, "stake": stake} for b in split_cards(form_text(form, "players"))]}


def hookey_packets_request(form: dict) -> dict:
    """The second method's form (the company's two packets) as the engine's request."""
    form_takes(form, ("dealer", "packets", "first", "second", "ace"))
    return {"op": "hookey", "method": 2, "dealer": form.get("dealer", ""), "ace": form.get("ace", "low"),
            "packets": split_cards(form_text(form, "packets")),
            "stakes": [{"packet": 0, "stake": form.get("first", 1)}, {"packet": 1, "stake": form.get("second", 1)}]}


def hookey_worth_request(form: dict) -> dict:
    """The worth form's request as the engine's: the form shows the players and equal cards whatever the method; the one
    the method chosen does not take is left out (the players by the second method, equal cards by the first)."""
    method = form.get("method", 1)
    return without(without(form, ("ties",), number_is(method, 1)), ("players",), number_is(method, 2))


def hookey_answer_html(answer: HookeyAnswer | ErrorAnswer) -> str:
    """A round of Blind Hookey settled: each bottom card against the dealer's, the amounts, the rule."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not settled:")}</div>'
    method = answer["method"]
    rows = []
    for k, s in enumerate(answer["settlements"], 1):
        who = f"Player {k}" if method == 1 else ("The first packet" if k == 1 else "The second packet")
        rows.append(
            f'<li class="hoyle-hookey-row" data-row="{k}">'
            f'<span class="hoyle-hand-label">{who}</span>{cards_html([s["bottom"]])}'
            f'<span class="hoyle-hookey-says">stakes {s["stake"]}: {amount_html(s["amount"])}</span></li>'
        )
    total = answer["dealer_total"]
    verdict = (f"The dealer receives {total} in all." if total > 0 else f"The dealer pays {-total} in all." if total < 0
               else "The dealer neither receives nor pays, in all.")
    rule = answer["rule"]
    quote = (f'<blockquote class="hoyle-quote" data-line="{rule["line"]}"><span class="hoyle-quote-text">“{display(rule["quote"])}”</span> '
             f'<cite class="hoyle-source">Hoffmann, Hoyle\'s Games Modernized, Blind Hookey, line {rule["line"]}</cite>'
             f' ({passage_link(HOOKEY_PAGE, rule["quote"], "the passage")})</blockquote>')  # its first eight words are plain
    end = ""
    if method == 1 and answer["settlements"]:
        deal = answer["deal_rule"]
        said = ("The dealer is a loser all round: the deal is at an end, and the next player deals."
                if answer["deal_ends"] else "The dealer is not a loser all round: he deals again.")
        end = (f'<p class="hoyle-hookey-end" data-deal-ends="{str(answer["deal_ends"]).lower()}"><strong>{said}</strong> '
               f'“{display(deal["quote"])}” <cite class="hoyle-source">line {deal["line"]}</cite>'
               f' ({passage_link(HOOKEY_PAGE, deal["quote"], "the passage")})</p>')
    note = f'<p class="hoyle-rules-note">{escape(sentence(answer["note"]))}</p>' if answer.get("note") else ""
    ace = ("The ace is low, below the two (an editor's choice: the text does not say; the same book ranks the ace lowest at Cribbage)."
           if answer["ace"] == "low" else "The ace is high, above the king (the other reading: the text does not say).")
    in_use = " ".join([answer["dealer"]] + [s["bottom"] for s in answer["settlements"]])
    dealer = "The dealer's bottom card" if method == 1 else "The bottom card of the dealer's packet"
    empty = "" if rows else '<p class="hoyle-vu-note">No players: give each player\'s bottom card.</p>'
    return (
        f'<div class="hoyle-result hoyle-hookey-result" data-in-use="{escape(" ".join(dict.fromkeys(in_use.split())))}" data-dealer-total="{total}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>{quote}{end}'
        f'<div class="hoyle-hookey-dealer"><span class="hoyle-hand-label">{dealer}</span>{cards_html([answer["dealer"]])}</div>'
        f'<ol class="hoyle-hookey-rows">{"".join(rows)}</ol>{empty}'
        f'<p class="hoyle-rules-note">{escape(ace)} Suits never count.</p>{note}</div>'
    )


def hookey_widget_html(widget_id: str, opts: dict) -> str:
    """The first method: each player's packet against the dealer's."""
    form = {"dealer": opts.get("dealer", ""), "players": opts.get("players", ""),
            "stake": opts.get("stake", "1"), "ace": opts.get("ace", "low")}
    shown = prerender(widget_id, "hookey", {"op": "hookey", **form})
    fields = [
        text_field(widget_id, "dealer", "The dealer's bottom card", form["dealer"], cards=True, wide=False),
        text_field(widget_id, "players", "Each player's bottom card, in turn", form["players"], cards=True,
                   help=f"One card for each player, such as <kbd>9s 8d Ac</kbd>. {CARDS_HELP}"),
        number_field(widget_id, "stake", "Each player's stake", form["stake"], 0, MAX_STAKE),
        select_field(widget_id, "ace", "The ace", ACES, form["ace"]),
    ]
    return form_widget("hookey", widget_id, "hookey", fields, shown, submit="Settle",
                       picker=True, clear=True,
                       note="Settled when this page was built. Turn on JavaScript to settle a round of your own.")


def hookey_packets_widget_html(widget_id: str, opts: dict) -> str:
    """The second method: three packets, two for the company and one for the dealer."""
    form = {"dealer": opts.get("dealer", ""), "packets": opts.get("packets", ""),
            "first": opts.get("first", "1"), "second": opts.get("second", "1"), "ace": opts.get("ace", "low")}
    shown = prerender(widget_id, "hookey-packets", {"op": "hookey", **form})
    fields = [
        text_field(widget_id, "dealer", "Bottom card of the dealer's packet", form["dealer"], cards=True, wide=False),
        text_field(widget_id, "packets", "Bottom cards of the company's two packets", form["packets"], cards=True, wide=False,
                   help="Two cards, such as <kbd>Kc 3s</kbd>."),
        number_field(widget_id, "first", "Staked on the first", form["first"], 0, MAX_STAKE),
        number_field(widget_id, "second", "Staked on the second", form["second"], 0, MAX_STAKE),
        select_field(widget_id, "ace", "The ace", ACES, form["ace"]),
    ]
    return form_widget("hookey-packets", widget_id, "hookey", fields, shown, submit="Settle",
                       picker=True, clear=True,
                       note="Settled when this page was built. Turn on JavaScript to settle a round of your own.")


# --- what a round is worth ------------------------------------------------------------------------------------------

WORTH_PLAYERS = [(str(n), f"{n} player{'s' if n > 1 else ''}") for n in range(1, 13)]
WORTH_METHODS = [("1", "First: a packet each"), ("2", "Second: three packets")]
CURRENT = ' aria-current="true" class="hoyle-current"'  # the row of the players asked about
WORTH_TIES = [("dealer", "Pay the dealer"), ("stand-off", "Pay no one")]


def _chance(fraction: str, percent: str) -> str:
    return f'<td class="hoyle-num" title="{escape(fraction)}">{escape(percent)}</td>'


def hookey_worth_html(answer: HookeyWorthAnswer | ErrorAnswer) -> str:
    """What a round is worth: the dealer's gain on every stake, how many stakes beat him, and by the first method the
    chance the deal passes, its length and the dealer's gain over it, for every number of players."""
    if "error" in answer:
        return error_html(answer, "Not worked out:")
    method, n = answer["method"], answer["players"]
    edge, pct = escape(answer["edge"]), escape(answer["edge_percent"])
    if method == 1:
        lead = (f"By the first method the dealer gains {edge} of every stake ({pct}): a player's card is higher than his "
                f"{escape(answer['win'])} of the time, below or equal {escape(answer['lose'])}.")
    elif answer["ties"] == "dealer":
        lead = (f"By the second method, equal cards paying the dealer, he gains {edge} of every stake ({pct}): a packet's card is "
                f"higher than his {escape(answer['win'])} of the time, below or equal {escape(answer['lose'])}.")
    else:
        lead = (f"By the second method, equal cards paying no one, the game is even: a packet's card is higher than the "
                f"dealer's {escape(answer['win'])} of the time, lower {escape(answer['lose'])}, equal {escape(answer['tie'])}.")
    who = "players" if method == 1 else "packets"
    paid = "".join(f'<tr data-stakes="{p["stakes"]}"><td class="hoyle-num">{p["stakes"]}</td>{_chance(p["chance"], p["percent"])}</tr>'
                   for p in answer["paid"])
    paid_table = (f'<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-hookey-paid"><caption>In a round, how many '
                  f'{who} beat the dealer{f" (of {n})" if method == 1 else " (of the two)"}</caption>'
                  f'<thead><tr><th scope="col">{who.capitalize()}</th><th scope="col">Chance</th></tr></thead><tbody>{paid}</tbody></table></div>')
    if method == 2:
        return (f'<div class="hoyle-result hoyle-hookey-worth" data-method="2" data-edge="{edge}">'
                f'<p class="hoyle-outcome"><strong>{lead}</strong></p>{paid_table}'
                '<p class="hoyle-rules-note">The number of players does not enter: each stake is on one of the company\'s two '
                'packets, and the company takes them blind. The text says nothing of how the deal ends under this method. '
                'Equal cards: line 27 names only higher and lower; the editor\'s reading has the dealer receive, as under the '
                'first method (line 23), and the other is offered.</p></div>')
    passes = escape(answer["all_paid_percent"])
    outcome = (f"With {n} player{'s' if n > 1 else ''}, the dealer loses all round, and the deal passes, in {passes} of rounds "
               f"({escape(answer['all_paid'])}): a deal lasts {escape(answer['rounds'])} rounds on average, and the dealer gains "
               f"{escape(answer['per_deal'])} stakes over it, each player staking one.")
    passed = "".join(f'<tr><td class="hoyle-num">{p["round"]}</td><td class="hoyle-num">{escape(p["percent"])}</td></tr>'
                     for p in answer.get("passed_by", []))
    rows = "".join(
        f'<tr data-players="{r["players"]}"{CURRENT if r["players"] == n else ""}>'
        f'<td class="hoyle-num">{r["players"]}</td>{_chance(r["passes"], r["passes_percent"])}'
        f'<td class="hoyle-num">{escape(r["rounds"])}</td><td class="hoyle-num">{escape(r["per_deal"])}</td></tr>'
        for r in answer.get("by_players", []))
    return (
        f'<div class="hoyle-result hoyle-hookey-worth" data-method="1" data-edge="{edge}" data-players="{n}">'
        f'<p class="hoyle-outcome"><strong>{lead}</strong></p><p class="hoyle-hookey-deal">{outcome}</p>{paid_table}'
        '<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-hookey-passed"><caption>The deal has passed by the end of '
        f'round …</caption><thead><tr><th scope="col">Round</th><th scope="col">Chance</th></tr></thead><tbody>{passed}</tbody></table></div>'
        '<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-hookey-players"><caption>By the number of players</caption>'
        '<thead><tr><th scope="col">Players</th><th scope="col">The deal passes</th><th scope="col">Rounds</th>'
        f'<th scope="col">Dealer gains</th></tr></thead><tbody>{rows}</tbody></table></div>'
        '<p class="hoyle-rules-note">Counted exactly over the pack: the bottom cards are different cards of the shuffled pack, '
        'and no one sees his before staking (line 23). The deal passes when every player\'s card is higher than the dealer\'s. '
        'The rounds of a deal are taken as dealt afresh; the dealer\'s gain over a deal is his gain in a round times the rounds '
        'a deal lasts. The ace low or high changes nothing: every rank is as likely.</p></div>'
    )


def hookey_worth_widget_html(widget_id: str, opts: dict) -> str:
    """What a round of Blind Hookey is worth: the method, the players, and equal cards under the second method."""
    form = {"method": str(opts.get("method", "1")), "players": str(opts.get("players", "5")), "ties": opts.get("ties", "dealer")}
    shown = prerender(widget_id, "hookey-worth", {"op": "hookey-worth", **form})
    fields = [
        select_field(widget_id, "method", "The method", WORTH_METHODS, form["method"]),
        select_field(widget_id, "players", "Players besides the dealer", WORTH_PLAYERS, form["players"]),
        select_field(widget_id, "ties", "Equal cards, by the second method", WORTH_TIES, form["ties"]),
    ]
    return form_widget("hookey-worth", widget_id, "hookey-worth", fields, shown, submit="Work it out")

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
from hoyle.web.base import in_use_html, error_html, form_widget, number_field, passage_link, prerender, select_field, text_field
from hoyle.web.rounds_common import CARDS_HELP, amount_html, cards_html, display, form_text, sentence

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import ErrorAnswer, HookeyAnswer

HOOKEY_PAGE = "hoyles-games-modernized/blind-hookey/"
ACES = [("low", "Low (below the two)"), ("high", "High (above the king)")]


def hookey_request(form: dict) -> dict:
    """The first method's form (every player's bottom card) as the engine's request."""
    stake = form.get("stake", 1)  # as typed: the engine reads it
    return {"op": "hookey", "method": 1, "dealer": form.get("dealer", ""), "ace": form.get("ace", "low"),
            "players": [{"bottom": b, "stake": stake} for b in split_cards(form_text(form, "players"))]}


def hookey_packets_request(form: dict) -> dict:
    """The second method's form (the company's two packets) as the engine's request."""
    return {"op": "hookey", "method": 2, "dealer": form.get("dealer", ""), "ace": form.get("ace", "low"),
            "packets": split_cards(form_text(form, "packets")),
            "stakes": [{"packet": 0, "stake": form.get("first", 1)}, {"packet": 1, "stake": form.get("second", 1)}]}


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

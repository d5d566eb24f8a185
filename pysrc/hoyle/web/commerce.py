"""The Commerce ranker (Peel, *Round Games with Cards*): hands of three cards ranked best first, with
the rule of the text that decided, quoted and linked to its passage.

The form sends "hands", one hand a line (or separated by "/"); `commerce_request` turns it into the
engine's request (see `hoyle.web.rounds`, which registers the widget)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle.web.base import in_use_html, error_html, form_widget, passage_link, prerender, text_field
from hoyle.web.rounds_common import CARDS_HELP, box_html, cards_html, display, sentence, text_lines
from hoyle.words import ordinal

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import CommerceAnswer, ErrorAnswer

COMMERCE_PAGE = "round-games/commerce/"


def _names(numbers: list[int]) -> str:
    """[1, 3, 4] -> '1, 3 and 4'."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# Where each rule of the text stands on the book's page, by the engine's name for the rule: up to
# eight plain words of it that the page prints as they are, and nowhere before (passage_link keeps
# only plain words: the page's quotation marks, dashes and italics would not match a text fragment).
COMMERCE_PASSAGES = {
    "order": "which range in value in the order given",
    "tricon": "aces being first in this respect",
    "sequence": "sequence reckoning as the best",
    "flush": "the one making the best",
    "pair": "If two players are alike",
    "point": "then the holder of the first highest card",
}


def commerce_request(form: dict) -> dict:
    """A form's request for the Commerce ranker as the engine's: one hand a line."""
    hands = form.get("hands", "")
    return {"op": "commerce", "hands": text_lines(hands) if isinstance(hands, str) else hands}


def commerce_answer_html(answer: CommerceAnswer | ErrorAnswer) -> str:
    """The hands ranked best first: each hand's combination and value, the winners, and the rule of the
    text that decided, quoted with its line and linked to the passage."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "No ranking:")}</div>'
    hands = answer["hands"]
    winners = answer["winners"]
    order = sorted(range(len(hands)), key=lambda i: hands[i]["value"], reverse=True)
    rows = []
    place = 0
    for position, i in enumerate(order):
        if position == 0 or hands[i]["value"] != hands[order[position - 1]]["value"]:
            place = position + 1
        hand = hands[i]
        won = i in winners
        mark = (" <strong>(ties)</strong>" if answer["tie"] else " <strong>(wins)</strong>") if won else ""
        rows.append(
            f'<li class="hoyle-commerce-hand{" hoyle-winner" if won else ""}" data-hand="{i + 1}" data-place="{place}" '
            f'data-combination="{escape(hand["combination"])}">'
            f'<span class="hoyle-place" aria-label="place {place}">{ordinal(place)}</span>'
            f'<div class="hoyle-commerce-body"><span class="hoyle-hand-label">Hand {i + 1}{mark}</span>'
            f'{cards_html(hand["cards"])}'
            f'<span class="hoyle-combination">{escape(hand["combination"])}</span> '
            f'<span class="hoyle-description">{escape(hand["description"])}</span> '
            f'<span class="hoyle-pips">({hand["point"]} pips)</span></div></li>'
        )
    numbers = [w + 1 for w in winners]
    if len(hands) == 1:
        verdict = f"Hand 1 alone: {hands[0]['description']}."
    elif answer["tie"]:
        verdict = f"Hands {_names(numbers)} tie: {hands[winners[0]]['description']}."
    else:
        verdict = f"Hand {numbers[0]} wins: {hands[winners[0]]['description']}."
    rule = answer.get("rule")
    quote = ""
    if rule:
        source = f'{escape(rule["source"])}, line {rule["line"]}'
        words = COMMERCE_PASSAGES.get(rule["name"])
        link = passage_link(COMMERCE_PAGE, words, "the passage") if words else ""
        quote = (f'<blockquote class="hoyle-quote" data-line="{rule["line"]}" data-rule="{escape(rule["name"])}">'
                 f'<span class="hoyle-quote-text">“{display(rule["quote"])}”</span> '
                 f'<cite class="hoyle-source">{source}</cite>{f" ({link})" if link else ""}</blockquote>')
    in_use = " ".join(c for h in hands for c in h["cards"])
    return (
        f'<div class="hoyle-result hoyle-commerce-result" data-in-use="{escape(in_use)}">'
        f'<p class="hoyle-outcome"><strong>{escape(verdict)}</strong></p>'
        f'<p class="hoyle-why">{escape(sentence(answer["note"]))}</p>{quote}'
        f'<ol class="hoyle-commerce-hands" aria-label="The hands, best first">{"".join(rows)}</ol></div>'
    )


def commerce_widget_html(widget_id: str, hands: str) -> str:
    """The Commerce ranker: several hands of three cards, one to a line."""
    text = box_html(hands)
    shown = prerender(widget_id, "commerce", {"op": "commerce", "hands": text})
    fields = [
        text_field(widget_id, "hands", "Hands of three cards, one to a line", text, param=widget_id, cards=True, lines=4,
                   help=f"Three cards a line, such as <kbd>9c 9d 2h</kbd>; press Enter before the next hand. {CARDS_HELP}"),
    ]
    return form_widget("commerce", widget_id, "commerce", fields, shown,
                       submit="Rank", picker=True, clear=True,
                       note="Ranked when this page was built. Turn on JavaScript to rank hands of your own.")

"""The Commerce ranker (Peel, *Round Games with Cards*): hands of three cards ranked best first, with
the rule of the text that decided, quoted and linked to its passage.

The form sends "hands", one hand a line (or separated by "/"); `commerce_request` turns it into the
engine's request (see `hoyle.web.rounds`, which registers the widget)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from html import escape

from hoyle.intervals import WILSON_WORDS
from hoyle.web.base import form_takes, in_use_html, error_html, form_widget, passage_link, prerender, select_field, text_field
from hoyle.web.rounds_common import CARDS_HELP, box_html, cards_html, display, sentence, text_lines
from hoyle.words import ordinal

if TYPE_CHECKING:  # the answers' types, for readers and type checkers only
    from hoyle.api.answers import CommerceAnswer, CommerceWorthAnswer, ErrorAnswer

COMMERCE_PAGE = "round-games/commerce/"
CURRENT = ' aria-current="true" class="hoyle-current"'  # the row of the hand's own combination


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
    form_takes(form, ("hands",))
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


# --- what a hand is worth at the deal -------------------------------------------------------------------------------

WORTH_OTHERS = [(str(n), f"{n} other hand{'s' if n > 1 else ''}") for n in range(1, 17)]
WORTH_PACKS = [("52", "The full pack of 52"), ("32", "The smaller pack of 32")]
COMBINATION_WORDS = {"tricon": "Tricon", "sequence": "Sequence", "flush": "Flush", "pair": "Pair", "point": "Point"}


def commerce_worth_html(answer: CommerceWorthAnswer | ErrorAnswer) -> str:
    """A hand at the deal: how it fares against the other hands, and how often each combination is dealt."""
    if "error" in answer:
        return f'<div data-in-use="{in_use_html(answer)}">{error_html(answer, "Not worked out:")}</div>'
    a = answer["against"]
    n = a["others"]
    if a["exact"]:
        lead = (f"{escape(answer['description'])}: against one other hand it is best {escape(a['wins_percent'])} of the time, "
                f"alike {escape(a['ties_percent'])}, beaten {escape(a['loses_percent'])}.")
        how = (f"Counted exactly: of the {a['deals']:,} hands the other player may hold from the rest of the pack, it beats "
               f"{a['wins']:,}, is alike in every respect the text names with {a['ties']:,}, and is beaten by {a['loses']:,}.")
    else:
        lead = (f"{escape(answer['description'])}: against {n} other hands it is the best, or alike with the best, about "
                f"{escape(a['best_percent'])} of the time (95% interval {escape(a.get('interval', ''))}).")
        how = (f"Found by {a['deals']:,} seeded deals of {n} hands from the rest of the pack (seed {a.get('seed', 1)}): best alone in "
               f"{a['wins']:,}, alike with the best in {a['ties']:,}, beaten in {a['loses']:,}. Not counted exactly: only against one "
               f"other hand is every deal counted. {WILSON_WORDS}")
    rows = "".join(
        f'<tr data-combination="{escape(f["combination"])}"{CURRENT if f["combination"] == answer["combination"] else ""}>'
        f'<th scope="row">{COMBINATION_WORDS.get(f["combination"], escape(f["combination"]))}</th>'
        f'<td class="hoyle-num">{f["hands"]:,}</td><td class="hoyle-num" title="{escape(f["chance"])}">{escape(f["percent"])}</td>'
        f'<td class="hoyle-num">{escape(f["odds"])}</td></tr>' for f in answer["frequencies"])
    return (
        f'<div class="hoyle-result hoyle-commerce-worth" data-in-use="{escape(" ".join(answer["cards"]))}" data-others="{n}" '
        f'data-exact="{str(a["exact"]).lower()}"><p class="hoyle-outcome"><strong>{lead}</strong></p>'
        f'<div class="hoyle-commerce-hand">{cards_html(answer["cards"])}</div><p class="hoyle-commerce-against">{how}</p>'
        f'<div class="hoyle-table-wrap"><table class="hoyle-figures hoyle-commerce-frequencies"><caption>The {answer["hands"]:,} hands '
        f'of three from the pack of {answer["pack"]}</caption><thead><tr><th scope="col">Combination</th><th scope="col">Hands</th>'
        f'<th scope="col">Chance</th><th scope="col">Odds against</th></tr></thead><tbody>{rows}</tbody></table></div>'
        '<p class="hoyle-rules-note">At the deal, before any trading (the excerpt stops in the middle of the rules for trading). '
        'Hands alike in every respect the text names are counted apart: the text does not say how they settle.</p></div>'
    )


def commerce_worth_widget_html(widget_id: str, opts: dict) -> str:
    """A hand of three at the deal: the other hands, and the pack."""
    form = {"cards": opts.get("cards", ""), "others": str(opts.get("others", "1")), "pack": str(opts.get("pack", "52"))}
    shown = prerender(widget_id, "commerce-worth", {"op": "commerce-worth", **form})
    fields = [
        text_field(widget_id, "cards", "Your three cards", form["cards"], cards=True, wide=False,
                   help=f"Three cards, such as <kbd>Qh Qs 5d</kbd>. {CARDS_HELP}"),
        select_field(widget_id, "others", "Against", WORTH_OTHERS, form["others"]),
        select_field(widget_id, "pack", "The pack", WORTH_PACKS, form["pack"]),
    ]
    return form_widget("commerce-worth", widget_id, "commerce-worth", fields, shown, submit="Work it out", picker=True, clear=True)

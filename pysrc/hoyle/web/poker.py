"""The poker widgets: the hand evaluator and the showdown (chapter "Poker Hands")."""

from __future__ import annotations

from html import escape

from hoyle import api
from hoyle.web.base import card_html, checks_field, error_html, form_widget, log, passage_link, text_field

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
]

HAND_HELP = ("Type five cards, such as <kbd>As Kd 10h 10c 4s</kbd> (A K Q J 10 or T, 9 … 2; s h d c or ♠ ♥ ♦ ♣; "
             "<kbd>Jo</kbd> for the joker), or pick them below.")


def _rules_of(request) -> list[str]:
    value = request.get("rules", "") if isinstance(request, dict) else ""
    return [r for r in (value.split(",") if isinstance(value, str) else value) if r]


def _in_use(codes) -> str:
    return escape(" ".join(codes))


def hand_answer_html(answer: dict, request=None) -> str:
    """The evaluator's answer: the cards (useless ones marked with an asterisk), the name and the description."""
    if "error" in answer:
        return f'<div data-in-use="{_in_use(answer.get("in_use", []))}">{error_html(answer, "Not a hand:")}</div>'
    useless = set(answer["useless"])
    cards = "".join(card_html(c, c in useless) for c in answer["cards"])
    rules = ", ".join(answer.get("rules", [])) or "the standard hands"
    return (
        f'<div class="hoyle-result" data-class="{answer["class"]}" data-in-use="{_in_use(answer["cards"])}">'
        f'<div class="hoyle-cards">{cards}</div>'
        f'<p class="hoyle-name">{escape(answer["name"])} <code class="hoyle-class">{answer["class"]}</code></p>'
        f'<p class="hoyle-description">{escape(answer["description"])}</p>'
        f'<p class="hoyle-rules-note">Valued under {escape(rules)}.</p>'
        "</div>"
    )


def hand_widget_html(widget_id: str, cards: str, rules: str = "") -> str:
    """The hand evaluator with its starting hand valued, and the house-rule switches."""
    request = {"op": "hand", "cards": cards, "rules": rules}
    answer = api.handle(request)
    if "error" in answer:
        log.warning("hoyle widget %r: the starting hand %r is not valid: %s", widget_id, cards, answer["error"]["message"])
    fields = [
        text_field(widget_id, "cards", "Five cards", cards, param=widget_id, cards=True, help=HAND_HELP),
        checks_field(widget_id, "rules", "House rules (extra hands and the joker)", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("hand", widget_id, "hand", fields, hand_answer_html(answer, request), submit="Value", picker=True, clear=True,
                       note="Valued when this page was built. Turn on JavaScript to value a hand of your own.")


def showdown_answer_html(answer: dict, request=None) -> str:
    """The showdown: each hand valued, the winner (or the hands that divide) and the rule that decided."""
    if "error" in answer:
        return f'<div data-in-use="{_in_use(answer.get("in_use", []))}">{error_html(answer, "No showdown:")}</div>'
    winners = set(answer["winners"])
    rows = []
    for i, hand in enumerate(answer["hands"]):
        won = i in winners
        useless = set(hand["useless"])
        cards = "".join(card_html(c, c in useless) for c in hand["cards"])
        mark = ("divides" if answer["divide"] else "wins") if won else ""
        rows.append(
            f'<li class="hoyle-showdown-hand{" hoyle-winner" if won else ""}" data-hand="{i + 1}">'
            f'<span class="hoyle-hand-label">Hand {i + 1}{f" <strong>({mark})</strong>" if mark else ""}</span>'
            f'<div class="hoyle-cards">{cards}</div><span class="hoyle-description">{escape(hand["description"])}</span></li>'
        )
    rule = answer["decided_by"]
    words = ", ".join(f"hand {w + 1}" for w in answer["winners"])
    verdict = f"Hands {words[5:]} divide the pool." if answer["divide"] else f"Hand {answer['winners'][0] + 1} wins."
    quote = rule.get("quote", "") if isinstance(rule, dict) else ""
    link = rule.get("href") if isinstance(rule, dict) else None
    source = f' {passage_link(link, quote, "(the passage)")}' if link and quote else ""
    why = escape(rule.get("detail", "")) if isinstance(rule, dict) else escape(str(rule))
    in_use = " ".join(c for h in answer["hands"] for c in h["cards"])
    return (
        f'<div class="hoyle-result hoyle-showdown-result" data-in-use="{_in_use(in_use.split())}">'
        f'<p class="hoyle-verdict"><strong>{escape(verdict)}</strong> {why}</p>'
        + (f'<blockquote class="hoyle-quote">{escape(quote)}{source}</blockquote>' if quote else "")
        + f'<ol class="hoyle-showdown-hands">{"".join(rows)}</ol></div>'
    )


def _showdown_request(hands_text: str, rules: str = "") -> dict:
    return {"op": "showdown", "hands": hands_text, "rules": rules}


def showdown_widget_html(widget_id: str, hands: str, rules: str = "") -> str:
    """A showdown of 2 to 8 hands, one hand a line."""
    text = "\n".join(h.strip() for h in hands.split("/"))
    request = _showdown_request(text, rules)
    answer = api.handle(request)
    if "error" in answer:
        log.warning("hoyle widget %r: the starting showdown is not valid: %s", widget_id, answer["error"]["message"])
    fields = [
        text_field(widget_id, "hands", "Hands, one to a line (two to eight)", text, param=widget_id, cards=True, lines=4,
                   help="Five cards a line, such as <kbd>Qs Qd 7c 7h 2s</kbd>."),
        checks_field(widget_id, "rules", "House rules", RULE_CHOICES, _rules_of(request), param=f"{widget_id}-rules"),
    ]
    return form_widget("showdown", widget_id, "showdown", fields, showdown_answer_html(answer, request), submit="Show down", picker=True)


WIDGETS = {
    "hand": lambda o: hand_widget_html(o.get("id", "hand"), o.get("cards", ""), o.get("rules", "")),
    "showdown": lambda o: showdown_widget_html(o.get("id", "showdown"), o.get("hands", ""), o.get("rules", "")),
}
RENDERERS = {"hand": hand_answer_html, "showdown": showdown_answer_html}

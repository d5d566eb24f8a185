"""HTML for the widgets, from the facade's answers: one renderer for the build and the browser.

At build time the Markdown fence ```hoyle calls `fence`, which renders a widget with its
starting answer (readable with JavaScript off). In the browser the worker calls `respond`,
which answers through the same `hoyle.api` and renders the answer with the same functions,
so a live answer looks exactly like a prerendered one.
"""

from __future__ import annotations

import json
import logging
from html import escape

from hoyle import api
from hoyle.cards import SUIT_NAMES, SUITS, CardError, pack, parse_card, parse_cards

log = logging.getLogger("mkdocs.plugins.hoyle")

RED_SUITS = ("h", "d")


def card_html(code: str, useless: bool = False) -> str:
    """One card as a small face: rank and suit symbol, red or black, with its name for screen readers."""
    card = parse_card(code)
    classes = ["hoyle-card", "hoyle-red" if card.suit in RED_SUITS else "hoyle-black"]
    label = card.name
    if useless:
        classes.append("hoyle-useless")
        label += " (useless)"
    return f'<span class="{" ".join(classes)}" data-card="{card.code}" role="img" aria-label="{escape(label)}">{escape(card.symbol)}</span>'


def error_html(answer: dict, lead: str = "") -> str:
    """An error answer as an inline message naming the problem."""
    err = answer["error"]
    strong = f"<strong>{escape(lead)}</strong> " if lead else ""
    return f'<div class="hoyle-error" data-code="{escape(err["code"])}">{strong}<span class="hoyle-message">{escape(err["message"])}</span></div>'


def hand_answer_html(answer: dict) -> str:
    """The evaluator's answer: the cards (useless ones marked with an asterisk), the name and the description."""
    if "error" in answer:
        return error_html(answer, "Not a hand:")
    useless = set(answer["useless"])
    cards = "".join(card_html(c, c in useless) for c in answer["cards"])
    return (
        f'<div class="hoyle-result" data-class="{answer["class"]}">'
        f'<div class="hoyle-cards">{cards}</div>'
        f'<p class="hoyle-name">{escape(answer["name"])} <code class="hoyle-class">{answer["class"]}</code></p>'
        f'<p class="hoyle-description">{escape(answer["description"])}</p>'
        "</div>"
    )


RENDERERS = {"hand": hand_answer_html}


def respond(request_json: str) -> str:
    """For the worker: answer a JSON request and render it; returns JSON {"answer": ..., "html": ...}."""
    answer = json.loads(api.handle_json(request_json))
    try:
        request = json.loads(request_json)
    except ValueError:
        request = None
    op = request.get("op") if isinstance(request, dict) else None
    render = RENDERERS.get(op, error_html)
    return json.dumps({"answer": answer, "html": render(answer)}, ensure_ascii=False)


def picker_html(widget_id: str) -> str:
    """The card picker: the 52 cards as buttons, a row per suit."""
    rows = []
    cards = pack()
    for suit in SUITS:
        buttons = "".join(
            f'<button type="button" class="hoyle-pick {"hoyle-red" if c.suit in RED_SUITS else "hoyle-black"}" '
            f'data-card="{c.code}" aria-label="{escape(c.name)}" aria-pressed="false">{escape(c.symbol)}</button>'
            for c in cards if c.suit == suit
        )
        rows.append(f'<div class="hoyle-pick-row" role="group" aria-label="{SUIT_NAMES[suit]}">{buttons}</div>')
    return f'<div class="hoyle-picker hoyle-live-only" id="{widget_id}-picker" aria-label="Card picker">{"".join(rows)}</div>'


def hand_widget_html(widget_id: str, cards: str) -> str:
    """The hand evaluator with its starting hand valued."""
    answer = api.handle({"op": "hand", "cards": cards})
    if "error" in answer:
        log.warning("hoyle widget %r: the starting hand %r is not valid: %s", widget_id, cards, answer["error"]["message"])
    wid = escape(widget_id)
    return (
        f'<div class="hoyle-widget hoyle-hand" id="{wid}" data-widget="hand" data-param="{wid}" '
        f'data-start="{escape(cards)}" data-engine="static">'
        f'<form class="hoyle-form hoyle-live-only" autocomplete="off">'
        f'<label class="hoyle-label" for="{wid}-input">Five cards</label>'
        f'<div class="hoyle-row">'
        f'<input class="hoyle-input" id="{wid}-input" name="{wid}" type="text" value="{escape(cards)}" '
        f'spellcheck="false" autocapitalize="off" aria-describedby="{wid}-help">'
        f'<button type="submit" class="md-button md-button--primary hoyle-go">Value</button>'
        f'<button type="button" class="md-button hoyle-clear" data-action="clear">Clear</button>'
        f'<button type="button" class="md-button hoyle-copy" data-action="copy-link">Copy link</button>'
        f"</div>"
        f'<p class="hoyle-help" id="{wid}-help">Type five cards, such as <kbd>As Kd 10h 10c 4s</kbd> '
        f"(A K Q J 10 or T, 9 … 2; s h d c or ♠ ♥ ♦ ♣), or pick them below.</p>"
        f"</form>"
        f"{picker_html(wid)}"
        f'<p class="hoyle-status" role="status"><span class="hoyle-static-note">Valued when this page was built. '
        f"Turn on JavaScript to value a hand of your own.</span></p>"
        f'<div class="hoyle-answer" aria-live="polite" aria-atomic="true">{hand_answer_html(answer)}</div>'
        f"</div>"
    )


WIDGETS = {"hand": lambda options: hand_widget_html(options.get("id", "hand"), options.get("cards", ""))}


def parse_fence(source: str) -> dict:
    """The fence's body: one `key: value` per line."""
    options = {}
    for line in source.splitlines():
        if line.strip():
            key, sep, value = line.partition(":")
            if not sep:
                raise ValueError(f"expected 'key: value', got {line!r}")
            options[key.strip()] = value.strip()
    return options


def fence(source, language, css_class, options, md, **kwargs) -> str:
    """pymdownx.superfences formatter for ```hoyle fences: a widget with its starting answer.

    ```hoyle
    widget: hand
    id: hand
    cards: As Kd 10h 10c 4s
    ```
    """
    try:
        opts = parse_fence(source)
        kind = opts.get("widget")
        if kind not in WIDGETS:
            raise ValueError(f"unknown widget {kind!r}; known: {', '.join(WIDGETS)}")
        return WIDGETS[kind](opts)
    except ValueError as e:
        log.warning("hoyle fence: %s", e)
        return f'<div class="hoyle-error">Widget error: {escape(str(e))}</div>'


def figure_html(cards: str, useless: str = "", caption: str = "") -> str:
    """A figure of one or more rows of cards (rows separated by ' / '), the useless cards marked.

    Used for the books' lost illustrations, which this edition redraws; they are labelled as
    editorial reconstructions.
    """
    marked = {c.code for c in parse_cards(useless)} if useless.strip() else set()
    rows = [parse_cards(row) for row in cards.split("/")]
    seen = [c for row in rows for c in row]
    if len({c.code for c in seen}) != len(seen):
        raise ValueError(f"a card appears twice in the figure {cards!r}")
    unknown = marked - {c.code for c in seen}
    if unknown:
        raise ValueError(f"useless cards {sorted(unknown)} are not in the figure {cards!r}")
    body = "".join(
        '<div class="hoyle-cards">' + "".join(card_html(c.code, c.code in marked) for c in row) + "</div>"
        for row in rows
    )
    label = ", ".join(", ".join(c.name for c in row) for row in rows)
    cap = f"<strong>{escape(caption.rstrip('.'))}.</strong> " if caption else ""
    note = ' <span class="hoyle-useless-key">(* useless card)</span>' if marked else ""
    return (
        f'<figure class="hoyle-figure" aria-label="{escape(caption or label)}">{body}'
        f'<figcaption>{cap}<span class="hoyle-reconstruction">Editorial reconstruction of a lost illustration.</span>{note}</figcaption>'
        "</figure>"
    )


def cards_fence(source, language, css_class, options, md, **kwargs) -> str:
    """pymdownx.superfences formatter for ```cards fences (figures of cards).

    ```cards
    cards: Ks 9h 7d 4c 2s
    useless: 9h 7d 4c
    caption: No pair
    ```
    """
    try:
        opts = parse_fence(source)
        return figure_html(opts.get("cards", ""), opts.get("useless", ""), opts.get("caption", ""))
    except (ValueError, CardError) as e:
        log.warning("cards fence: %s", e)
        return f'<div class="hoyle-error">Figure error: {escape(str(e))}</div>'

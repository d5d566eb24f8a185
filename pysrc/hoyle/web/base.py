"""The pieces every widget is built from: cards, error messages, the card picker, form fields, and
the widget's frame (`form_widget`), which the generic form mount in docs/assets/hoyle/form.js
brings to life: every `data-field` is a key of the request, every `data-param` a key of the URL.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from html import escape
from typing import Any
from urllib.parse import quote as quote_url

from hoyle.errors import CardError
from hoyle.cards import SUIT_NAMES, SUITS, pack, parse_card, parse_cards

log = logging.getLogger("mkdocs.plugins.hoyle")

RED_SUITS = ("h", "d")


def _colour(card) -> str:
    return "hoyle-red" if card.suit in RED_SUITS else "hoyle-black"


def card_html(code: str, useless: bool = False, plays: bool = False) -> str:
    """One card as a small face: rank and suit symbol, red or black, with its name for screen readers;
    marked as useless (Foster's asterisk) or as one of the cards that play."""
    card = parse_card(code)
    classes = ["hoyle-card", _colour(card)]
    label = card.name
    if useless:
        classes.append("hoyle-useless")
        label += " (useless)"
    elif plays:
        classes.append("hoyle-plays")
        label += " (plays)"
    return f'<span class="{" ".join(classes)}" data-card="{card.code}" role="img" aria-label="{escape(label)}">{escape(card.symbol)}</span>'


def mini_cards(codes) -> str:
    """Cards as short text (5♥ J♣), red or black, named for screen readers. Not card faces, so that a
    highlight lights only the faces of the hand shown above them."""
    spans = []
    for code in codes:
        card = parse_card(code)
        spans.append(f'<span class="hoyle-mini {_colour(card)}" role="img" aria-label="{escape(card.name)}">{escape(card.symbol)}</span>')
    return " ".join(spans)


def error_html(answer: Mapping[str, Any], lead: str = "") -> str:
    """An error answer as an inline message naming the problem."""
    err = answer["error"]
    strong = f"<strong>{escape(lead)}</strong> " if lead else ""
    return f'<div class="hoyle-error" data-code="{escape(err["code"])}">{strong}<span class="hoyle-message">{escape(err["message"])}</span></div>'


def picker_html(widget_id: str, joker: bool = False) -> str:
    """The card picker: the 52 cards as buttons, a row per suit (and a row with the joker)."""
    rows = []
    cards = pack()
    for suit in SUITS:
        buttons = "".join(
            f'<button type="button" class="hoyle-pick {_colour(c)}" '
            f'data-card="{c.code}" aria-pressed="false"><span aria-hidden="true">{escape(c.symbol)}</span>'
            f'<span class="hoyle-sr">{escape(c.name)}</span></button>'
            for c in cards if c.suit == suit
        )
        rows.append(f'<div class="hoyle-pick-row" role="group" aria-label="{SUIT_NAMES[suit]}">{buttons}</div>')
    if joker:
        rows.append('<div class="hoyle-pick-row hoyle-pick-joker" role="group" aria-label="The joker">'
                    '<button type="button" class="hoyle-pick hoyle-black" data-card="joker" aria-pressed="false">'
                    '<span aria-hidden="true">Joker</span><span class="hoyle-sr">the joker (with the joker rule)</span></button></div>')
    return f'<div class="hoyle-picker hoyle-live-only" id="{widget_id}-picker" aria-label="Card picker">{"".join(rows)}</div>'


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


def passage_link(page: str, quote: str, text: str) -> str:
    """A link to a passage of the books: its page (a path from the site's root, such as
    "practical-poker/poker-hands/") and a text fragment of its first words, which the browser
    scrolls to and highlights. The widget script makes the path relative to the page it is on
    (`data-site-path`); without scripts it is taken from the site's root."""
    lead = []
    for word in quote.split()[:8]:  # the plain words that open the quotation (the page's quotes are curly)
        bare = word.rstrip(",;:.")
        if not bare.isalnum():
            break
        lead.append(bare)
        if bare != word:
            break
    fragment = "#:~:text=" + quote_url(" ".join(lead), safe="") if len(lead) >= 3 else ""
    # target=_self: Material's instant navigation would load the page without the text fragment
    return (f'<a class="hoyle-passage" href="/{escape(page)}{escape(fragment)}" data-site-path="{escape(page)}{escape(fragment)}" target="_self">'
            f"{escape(text)}</a>")


def sets(values: dict, key: str = "") -> str:
    """The attribute of a button that sets form fields (request key -> the new text) and asks again.
    The engine computes the values (a card held or thrown, a card played), so the page only copies them.
    `key` names the control across answers (data-key), so keyboard focus stays on it when the answer is
    drawn again (or, if it is gone, moves to the answer's first such button)."""
    keyed = f' data-key="{escape(key)}"' if key else ""
    return f" data-set='{escape(json.dumps(values, ensure_ascii=False))}'{keyed}"


def codes_attr(codes) -> str:
    """Cards (codes) as an attribute's value, a space between each ("5h Jc"): data-in-use, data-highlight."""
    return escape(" ".join(codes))


def in_use_html(answer: Mapping[str, Any]) -> str:
    """The cards of a refused request that the facade could read (its "in_use"), for the picker's
    data-in-use: the picker greys them, so a reader sees which of his cards were read."""
    return codes_attr(answer.get("in_use", []))


# --- form fields: `data-field` names the request key, `data-param` the URL key --------------------



def prerender(widget_id: str, view: str, request: dict) -> str:
    """A widget's starting answer as HTML (hoyle.web.prerender: the same answer and render as the worker's)."""
    from hoyle import web  # the renderers are gathered in hoyle.web, which imports this module

    return web.prerender(widget_id, view, request)


# --- a form's request: every box it shows is sent; what does not apply to the rest is left out ----------


def filled(value) -> bool:
    """Whether a box holds anything: text that is not blank (or a list, from a script, that is not empty)."""
    return bool(value.strip()) if isinstance(value, str) else bool(value)


def number_is(value, n: int) -> bool:
    """Whether a box's number is `n` (as the engine reads it: "2", " 2 ", 2); anything else is the engine's to refuse."""
    from hoyle.errors import Refusal
    from hoyle.inputs import whole_number

    try:
        return whole_number(value, "", n, n) == n
    except Refusal:
        return False


def without(form: dict, fields: tuple[str, ...], when: bool = True) -> dict:
    """A form's request without the boxes `fields` when they do not apply (`when`) to the rest of what the form says: a
    form sends every box it shows, as text, and the engine refuses, by name, a field that does not apply (a value that is
    not text is no box's, and is left for the engine to refuse)."""
    return {k: v for k, v in form.items() if not (k in fields and isinstance(v, str))} if when else form


def form_takes(form: dict, fields: tuple[str, ...]) -> None:
    """Refuse, by name, a key a form's request has that none of its boxes is (a script's, or a link's, not the form's)."""
    from hoyle.api.reading import unknown_keys

    unknown_keys({k: v for k, v in form.items() if k != "op"}, fields, f"the {form.get('op')} request")


def deal_button(text: str, values: dict, key: str, most: int, primary: bool = False) -> str:
    """A button that sets these fields and a new seed, 1 to `most` (the page picks the number: the
    deal is the engine's), and asks again."""
    kind = "md-button md-button--primary" if primary else "md-button"
    return (f'<button type="button" class="{kind} hoyle-deal"{sets(values, key)} data-fresh="seed" '
            f'data-fresh-most="{most}">{escape(text)}</button>')


def seed_fields(widget_id: str, seed, most: int, fresh: dict) -> list[str]:
    """A practice's seed, and "Deal me one" beside it (a new seed, and `fresh`: what a new deal clears)."""
    return [number_field(widget_id, "seed", "The seed of the deal", seed, 1, most, param=f"{widget_id}-seed"),
            f'<div class="hoyle-field hoyle-deal-field">{deal_button("Deal me one", fresh, "deal-one", most)}</div>']


def _param(widget_id: str, name: str, param: str | None) -> str:
    return escape(param or f"{widget_id}-{name}")


def text_field(widget_id: str, name: str, label: str, value: str = "", *, param: str | None = None,
               cards: bool = False, help: str = "", wide: bool = True, lines: int = 0) -> str:
    """A labelled text box (a textarea of `lines` lines if lines > 1); `cards` marks it as one the
    card picker fills."""
    fid = f"{escape(widget_id)}-{escape(name)}"
    attrs = (f'class="hoyle-input{" hoyle-wide" if wide else ""}" id="{fid}" data-field="{escape(name)}" '
             f'data-param="{_param(widget_id, name, param)}" spellcheck="false" autocapitalize="off" autocorrect="off" autocomplete="off"'
             + (' data-cards="true"' if cards else "") + (f' aria-describedby="{fid}-help"' if help else ""))
    box = (f'<textarea {attrs} rows="{lines}">{escape(value)}</textarea>' if lines > 1
           else f'<input {attrs} type="text" value="{escape(value)}">')
    hint = f'<span class="hoyle-help" id="{fid}-help">{help}</span>' if help else ""
    return f'<div class="hoyle-field"><label class="hoyle-label" for="{fid}">{escape(label)}</label>{box}{hint}</div>'


def number_field(widget_id: str, name: str, label: str, value, low: int, high: int, *, param: str | None = None,
                 on_submit: bool = False) -> str:
    """A whole number from `low` to `high`, the range stated under it. It is sent as the text typed,
    so the engine reads it (no rounding by the page beyond 2**53) and names a wrong entry. With
    `on_submit`, it is asked for only when the form is sent (a count the reader claims)."""
    fid = f"{escape(widget_id)}-{escape(name)}"
    when = ' data-on-submit="true"' if on_submit else ""
    return (f'<div class="hoyle-field hoyle-narrow"><label class="hoyle-label" for="{fid}">{escape(label)}</label>'
            f'<input class="hoyle-input" id="{fid}" type="text" inputmode="numeric" data-field="{escape(name)}" data-number="true"{when} '
            f'data-param="{_param(widget_id, name, param)}" value="{escape(str(value))}" autocomplete="off" spellcheck="false" '
            'autocapitalize="off" autocorrect="off" '
            f'aria-describedby="{fid}-help"><span class="hoyle-help" id="{fid}-help">{low:,} to {high:,}</span></div>')


def select_field(widget_id: str, name: str, label: str, options: list[tuple[str, str]], value: str, *, param: str | None = None) -> str:
    """A drop-down list of (value, label) options."""
    fid = f"{escape(widget_id)}-{escape(name)}"
    opts = "".join(f'<option value="{escape(v)}"{" selected" if v == value else ""}>{escape(t)}</option>' for v, t in options)
    return (f'<div class="hoyle-field hoyle-choice"><label class="hoyle-label" for="{fid}">{escape(label)}</label>'
            f'<select class="hoyle-input" id="{fid}" data-field="{escape(name)}" data-param="{_param(widget_id, name, param)}">{opts}</select></div>')


def _checkbox(widget_id: str, name: str, label: str, checked: bool, param: str | None, role: str) -> str:
    fid = f"{escape(widget_id)}-{escape(name)}"
    return (f'<div class="hoyle-field hoyle-flag"><input type="checkbox" id="{fid}" {role}="{escape(name)}" data-flag="true" '
            f'data-param="{_param(widget_id, name, param)}"{" checked" if checked else ""}>'
            f'<label for="{fid}">{escape(label)}</label></div>')


def checkbox_field(widget_id: str, name: str, label: str, checked: bool = False, *, param: str | None = None) -> str:
    """One checkbox: true or false in the request, 1 or 0 in the URL."""
    return _checkbox(widget_id, name, label, checked, param, "data-field")


def view_field(widget_id: str, name: str, label: str, checked: bool = False, *, param: str | None = None) -> str:
    """A checkbox that changes only how the answer is shown (data-view: the widget gets
    data-view-<name>="1" or "0" for CSS); not part of the request, but kept in the URL as 1 or 0."""
    return _checkbox(widget_id, name, label, checked, param, "data-view")


def checked_words(options: list[tuple[str, str]], checked=()) -> str:
    """The checked choices in words, as a fold's summary names them: "blaze, the joker", or "none"
    (answer.js's checkedWords says the same as the reader ticks them)."""
    return ", ".join(t[:1].lower() + t[1:] for v, t in options if v in checked) or "none"


def _summary(title: str, state: str | None) -> str:
    """A fold's summary: its title, and with `state` what is set inside it ("House rules: the joker")."""
    if state is None:
        return f'<summary><span class="hoyle-fold-title">{escape(title)}</span></summary>'
    return f'<summary><span class="hoyle-fold-title">{escape(title)}:</span> <span class="hoyle-fold-state">{escape(state)}</span></summary>'


def checks_field(widget_id: str, name: str, legend: str, options: list[tuple[str, str]], checked=(), *, param: str | None = None) -> str:
    """A group of checkboxes whose checked values go to the request joined by commas (house rules),
    folded away under a summary that names the ones checked ("House rules: blaze, the joker"), so
    the answer stands right under the cards (answer.js keeps the summary up to date)."""
    fid = f"{escape(widget_id)}-{escape(name)}"
    boxes = "".join(
        f'<label class="hoyle-check"><input type="checkbox" value="{escape(v)}"{" checked" if v in checked else ""}> {escape(t)}</label>'
        for v, t in options
    )
    return (f'<details class="hoyle-field hoyle-fold">{_summary(legend, checked_words(options, checked))}'
            f'<fieldset class="hoyle-checks" id="{fid}" data-field="{escape(name)}" data-param="{_param(widget_id, name, param)}">'
            f'<legend class="hoyle-sr">{escape(legend)}</legend>{boxes}</fieldset></details>')


def fold(summary: str, fields: list[str], *, state: str | None = None) -> str:
    """Fields a reader changes less often, folded away under a summary so the answer stands right under
    the main ones; it stays closed when a link sets them (the answer says what they were set to). A fold
    that holds the house rules names those on after its title: `state`, checked_words of them ("…,
    house rules: the joker"), kept up to date by answer.js."""
    return (f'<details class="hoyle-field hoyle-fold hoyle-fold-wide">{_summary(summary, state)}'
            f'<div class="hoyle-fields">{"".join(fields)}</div></details>')


# --- the frame of a widget -----------------------------------------------------------------------


PICK = "Pick cards from the pack"


def _picker(widget_id: str, picker: bool | str, joker: bool) -> str:
    """No picker, or the picker folded away under its summary (`PICK`, or the string given), so the
    answer stands right under the form; it fills the card box last used."""
    if not picker:
        return ""
    summary = PICK if picker is True else picker
    return (f'<details class="hoyle-picker-fold hoyle-live-only"><summary>{escape(summary)}</summary>'
            f"{picker_html(widget_id, joker)}</details>")


def form_widget(kind: str, widget_id: str, op: str, fields: list[str], answer_html: str, *,
                submit: str = "Work it out", picker: bool | str = False, stream: bool = False, run_length: str = "",
                note: str = "Worked out when this page was built. Turn on JavaScript to try your own.",
                fixed: dict | None = None, clear: bool = False, beside: str = "", joker: bool = False) -> str:
    """A widget: the form (shown only when the engine runs), the card picker, the status line and the
    answer (prerendered, replaced by the engine's live answers). `fixed` adds request keys that the
    form does not show. With `stream`, the engine's answer comes in parts and a Stop button shows, and
    `run_length` names the field that says how long a run is (a link asks for a run longer than the
    built one only when the reader presses the submit button).
    `beside` is HTML shown after the answer and kept as it is (a table from the book, say); its
    buttons may set the form's fields too."""
    wid = escape(widget_id)
    fixed_attr = f" data-fixed='{escape(json.dumps(fixed))}'" if fixed else ""
    stream_attr = (' data-stream="true"' + (f' data-run-length="{escape(run_length)}"' if run_length else "")) if stream else ""
    buttons = [f'<button type="submit" class="md-button md-button--primary hoyle-go">{escape(submit)}</button>']
    if clear:
        buttons.append('<button type="button" class="md-button hoyle-clear" data-action="clear">Clear</button>')
    if stream:
        buttons.append('<button type="button" class="md-button hoyle-stop" data-action="stop" aria-disabled="true">Stop</button>')
    buttons.append('<button type="button" class="md-button hoyle-copy" data-action="copy-link">Copy link</button>')
    return (
        f'<div class="hoyle-widget hoyle-{escape(kind)}" id="{wid}" data-widget="{escape(kind)}" data-mount="form" '
        f'data-op="{escape(op)}" data-engine="static"{stream_attr}{fixed_attr}>'
        f'<form class="hoyle-form hoyle-live-only" autocomplete="off"><div class="hoyle-fields">{"".join(fields)}</div>'
        f'<div class="hoyle-row">{"".join(buttons)}</div></form>'
        f'{_picker(widget_id, picker, joker)}'
        f'<p class="hoyle-status" role="status"><span class="hoyle-static-note">{escape(note)}</span></p>'
        f'<div class="hoyle-answer" aria-live="polite" aria-atomic="true">{answer_html}</div>'
        f"{beside}</div>"
    )

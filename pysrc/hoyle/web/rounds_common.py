"""What the round-games widgets (`hoyle.web.commerce`, `hoyle.web.vingt_un`, `hoyle.web.hookey`)
share: the help under a box of cards, the lines of a text box, the cards in use for the picker, cards
as HTML, sentences and quotations from the source texts, and amounts received or paid in words."""

from __future__ import annotations

import re
from html import escape

from hoyle.errors import RequestError
from hoyle.quote import echo
from hoyle.web.base import card_html

CARDS_HELP = "Cards as rank then suit, such as <kbd>As</kbd>, <kbd>10h</kbd> or <kbd>Q♦</kbd>; or pick them below."


def form_text(form: dict, name: str) -> str:
    """A text box of a form's request ("" when absent); anything but text is refused by name (a link or a
    script may send a number or a list where the form sends what was typed)."""
    value = form.get(name, "")
    if not isinstance(value, str):
        raise RequestError(f"\"{name}\" is what is typed in its box, as text, not {echo(value)}")
    return value


def text_lines(text) -> list[str]:
    """The non-blank lines of a text box (a "/" also starts a new line, as in the page's fences)."""
    if not isinstance(text, str):
        return []
    return [line.strip() for line in text.replace("/", "\n").splitlines() if line.strip()]


def box_html(text: str) -> str:
    """A fence's " / "-separated value as a text box's lines."""
    return "\n".join(text_lines(text))


def cards_html(codes) -> str:
    """Cards (codes) as a row of card faces."""
    return '<div class="hoyle-cards">' + "".join(card_html(c) for c in codes) + "</div>"


def sentence(text: str) -> str:
    """A line of the engine's as a sentence: a capital first, one full stop at the end."""
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else ""


def display(quote: str) -> str:
    """A quotation from the source text as HTML: _a_ in italics, -- as a dash."""
    html = escape(quote.replace(" --", "—").replace("--", "—"))
    return re.sub(r"_([^_]+)_", r"<em>\1</em>", html)


def amount_html(amount: int) -> str:
    """What a player (or the dealer) receives or pays, in words; the sign in data-amount."""
    if amount > 0:
        return f'<span class="hoyle-amount hoyle-plus" data-amount="{amount}">receives {amount}</span>'
    if amount < 0:
        return f'<span class="hoyle-amount hoyle-minus" data-amount="{amount}">pays {-amount}</span>'
    return '<span class="hoyle-amount" data-amount="0">neither receives nor pays</span>'

"""Quoting a reader's text back in a message: short, with what cannot be seen shown by its code.

>>> echo("A\\u200bs")
"'A‹U+200B›s'"
>>> character_words("\\u0410")
'a Cyrillic letter А'
"""

from __future__ import annotations

import unicodedata

ECHO_CHARS = 40  # characters of a reader's text quoted back in a message


def shown(ch: str) -> str:
    """One character as a message may show it: itself, or its code point if it cannot be seen."""
    category = unicodedata.category(ch)
    if category[0] == "C" or category in ("Zl", "Zp", "Mn", "Me") or (category == "Zs" and ch != " "):
        return f"‹U+{ord(ch):04X}›"  # a combining mark too: it would join the quote or stack over the text
    return ch


def echo(value, limit: int = ECHO_CHARS) -> str:
    """A reader's value quoted in a message: at most `limit` characters, invisible ones shown by
    their code points, in single quotes (numbers and other values as JSON would write them)."""
    if not isinstance(value, str):
        text = _plain(value)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    cut = value if len(value) <= limit else value[: limit - 1]
    text = "".join(shown(ch) for ch in cut)
    return f"'{text}{'…' if cut is not value else ''}'"


def _plain(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) >= 10**40:
            return "a number of more than 40 digits"
        return f"{value:,}"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value of another kind"


def character_words(ch: str) -> str:
    """What a stray character is, in words: 'a Cyrillic letter А', 'an invisible character, U+200B zero width space'."""
    category = unicodedata.category(ch)
    code = f"U+{ord(ch):04X}"
    name = unicodedata.name(ch, "")
    if category == "Cs" or ch == "\ufffd":  # half a pair, or what is left of bytes that were not text
        return f"a broken character, {code}"
    if category == "Cc":
        return f"a control character, {code}"
    if category[0] in "CZ":
        return f"an invisible character, {code}{' ' + name.lower() if name else ''}"
    if category[0] == "M":  # written on the character before it: named, never shown bare
        return f"a combining mark, {code}{' ' + name.lower() if name else ''}"
    script = name.split()[0].capitalize() if name else ""
    article = "an" if script[:1] in "AEIOU" else "a"
    if category[0] == "L":
        return f"{article} {script} letter {ch}" if script and script != "Latin" else f"the letter {ch}"
    if category == "Nd":
        return f"{article} {script} digit {ch}" if script and script != "Digit" else f"the digit {ch}"
    return f"the sign {ch}"




def oddity(value) -> str:
    """For a word that should be plain ASCII: ' (it has a Cyrillic letter о)' naming its first
    look-alike or invisible character, or '' if it has none."""
    if not isinstance(value, str):
        return ""
    ch = next((c for c in value if not " " <= c <= "~"), None)
    return f" (it has {character_words(ch)})" if ch is not None else ""

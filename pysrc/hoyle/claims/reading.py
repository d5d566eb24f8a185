"""The book's printed values read, and weighed against the exact ones: "2\u00bd to 1", "1 in 97",
"about 500", "almost 2\u00bd to 1"; the single rule of the ledger's "rounded" (`rounding`) and the
verdict the numbers give (`derive_verdict`)."""

from __future__ import annotations

import re
from fractions import Fraction

from hoyle.claims.quantity import Quantity
from hoyle.words import VULGAR

_VULGAR_NUMBER = re.compile(r"(\d*)\s*([" + "".join(VULGAR) + "])")  # '2\u00bd', '\u00bd': a whole number and a fraction


def read_number(text: str) -> tuple[Fraction, Fraction]:
    """A printed number and its unit (half a unit is the rounding allowance): '2\u00bd' -> (5/2, 1/2);
    '4,164' -> (4164, 1); '20.04' -> (501/25, 1/100); '1/4' -> (1/4, 1/4); '9/47' and '9 in 47'
    -> (9/47, 1/47)."""
    t = text.strip().replace(",", "")
    m = re.fullmatch(r"(\d+)\s+in\s+(\d+)", t)  # '5 in 47', '287 in 4500': a chance
    if m:
        return Fraction(int(m.group(1)), int(m.group(2))), Fraction(1, int(m.group(2)))
    m = _VULGAR_NUMBER.fullmatch(t)
    if m:
        whole = Fraction(int(m.group(1) or 0))
        part = VULGAR[m.group(2)]
        return whole + part, Fraction(1, part.denominator)
    m = re.fullmatch(r"(\d+)\s*/\s*(\d+)", t)
    if m:
        return Fraction(int(m.group(1)), int(m.group(2))), Fraction(1, int(m.group(2)))
    m = re.fullmatch(r"(\d+)(?:\.(\d+))?", t)
    if not m:
        raise ValueError(f"{text!r} is not a number the ledger can read")
    decimals = len(m.group(2) or "")
    return Fraction(t), Fraction(1, 10**decimals)


def read_book_value(text: str, kind: str) -> tuple[Fraction, Fraction]:
    """The book's value and its unit, read by kind: odds 'a to b' (value a/b) or 'even', 'one-in'
    '1 in n', '1/n' or 'n', percent 'n%' or 'n per cent', 'per' 'a/n' (n), counts and numbers plain
    (a chance 'a/b' or 'a in b')."""
    t = text.strip()
    if kind == "odds" and t in ("even", "evens"):
        return Fraction(1), Fraction(1, 2)  # "even betting": nearer to 1 to 1 than to 1\u00bd or \u00bd
    if kind == "per":  # '100/236': the denominator, to its last digit
        m = re.fullmatch(r"(.+?)\s*/\s*(.+)", t)
        if not m:
            raise ValueError(f"{text!r} must read 'n/d'")
        return read_number(m.group(2))
    if kind == "odds":
        m = re.fullmatch(r"(.+?)\s+to\s+(.+)", t)
        if not m:
            raise ValueError(f"odds {text!r} must read 'a to b'")
        a, ua = read_number(m.group(1))
        b, _ = read_number(m.group(2))
        return a / b, ua / b
    if kind == "one-in":
        t = re.sub(r"^1\s*(in|/)\s*", "", t)  # '1 in 97', '1/694'
        return read_number(t)
    if kind == "percent":
        t = re.sub(r"\s*(%|per cent\.?)$", "", t)
        v, u = read_number(t)
        return v / 100, u / 100
    return read_number(t)


HEDGES = ("very nearly", "almost", "nearly", "about")  # words before a figure; the first two say "just under"
_UNDER = ("very nearly", "almost", "nearly")


def hedge(book_value: str) -> tuple[str, str]:
    """The hedge word before a figure ("almost 2\u00bd to 1") and the figure itself."""
    t = " ".join(book_value.split())
    for h in HEDGES:
        if t.lower().startswith(h + " "):
            return h, t[len(h) + 1:]
    return "", t


def round_figure_unit(word: str, figure: str, unit: Fraction) -> Fraction:
    """The unit of a round figure the book gives as "about": "about 500" is to the hundred."""
    m = re.fullmatch(r"[1-9][\d,]*?(0+)", figure.replace(",", ""))
    if word == "about" and m:
        return Fraction(10 ** len(m.group(1)))
    return unit


def rounding(exact: Quantity, book_value: str) -> str | None:
    """How the book's figure stands to the exact value at the book's own precision: "nearest" (the
    exact value rounded to the nearest unit of the book's last printed digit or fraction), "down"
    (cut down to that unit: the book's figure is below, by less than a unit), "up" (the book's
    figure is above, by less than a unit, and it says so: "almost", "nearly"), or None (equal,
    further off, or a claim in words). The single rule of the ledger's "rounded". A figure of one
    unit ("half", "1/2") is never "cut down" to: that would make any value below one a half."""
    if exact.verdict is not None or exact.value is None:
        return None
    word, figure = hedge(book_value)
    value, unit = read_book_value(figure, exact.kind if exact.kind != "probability" else "number")
    unit = round_figure_unit(word, figure, unit)
    gap = exact.value - value  # above zero: the truth is above the book's figure
    if gap == 0:
        return None
    if word in _UNDER:  # "almost 2\u00bd": the truth is under the figure, by less than a unit
        return "up" if -unit < gap < 0 else None
    if abs(gap) <= unit / 2:
        return "nearest"
    if 0 < gap < unit and value >= 2 * unit:  # cut down: "135 to 1" for 135.73, not "a half" for 0.82
        return "down"
    return None


def derive_verdict(exact: Quantity, book_value: str) -> str:
    """correct, rounded or wrong, from the exact value and the printed one (or the quantity's own
    verdict, for quantities that judge a claim in words, such as "worth a pair of jacks"): correct
    if equal, rounded if `rounding` finds a way, wrong otherwise."""
    if exact.verdict is not None:
        return exact.verdict
    word, figure = hedge(book_value)
    value, _ = read_book_value(figure, exact.kind if exact.kind != "probability" else "number")
    if value == exact.value:
        return "wrong" if word in _UNDER else "correct"
    return "rounded" if rounding(exact, book_value) else "wrong"

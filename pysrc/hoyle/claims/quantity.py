"""What a claim computes to: an exact value and how to print it (`Quantity`), its kinds, and the
register of the quantities a ledger entry may name in its `compute`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from hoyle.words import VULGAR_OF


class Verdict(StrEnum):
    """What the edition finds of a figure of the books: right, right once rounded, wrong, or open to two readings."""

    CORRECT = "correct"
    ROUNDED = "rounded"
    WRONG = "wrong"
    AMBIGUOUS = "ambiguous"


class Kind(StrEnum):
    """How a figure is given: a count, odds, one in n, a number, a percentage, a probability, so much per
    so many, or judged by the quantity itself (a hand, a simulation)."""

    COUNT = "count"
    ODDS = "odds"
    ONE_IN = "one-in"
    NUMBER = "number"
    PERCENT = "percent"
    PROBABILITY = "probability"
    PER = "per"
    JUDGED = "judged"


VERDICTS: tuple[Verdict, ...] = tuple(Verdict)  # in this order on the ledger's page
KINDS: tuple[Kind, ...] = tuple(Kind)


@dataclass(frozen=True)
class Quantity:
    """An exact value and how to print it."""

    value: Fraction | None
    kind: Kind  # Kind.JUDGED when the quantity judges the claim itself
    text: str
    verdict: Verdict | None = None  # set by quantities that judge the claim themselves (a hand, a simulation)

    def __post_init__(self):  # a kind or a verdict given as its text is read as one (ValueError if it is none)
        object.__setattr__(self, "kind", Kind(self.kind))
        if self.verdict is not None:
            object.__setattr__(self, "verdict", Verdict(self.verdict))


def grouped(f: Fraction) -> str:
    """An exact number for people: '123,552', '20.04' (two decimals when not whole)."""
    if f.denominator == 1:
        return f"{f.numerator:,}"
    return f"{float(f):,.2f}"


def exact(f: Fraction) -> str:
    """An exact number that stays exact: '123,552', '2/47 (0.0426)', '23/28 (0.82)'; a fraction of
    a large denominator as two decimals ('1.70')."""
    if f.denominator == 1:
        return f"{f.numerator:,}"
    vulgar = VULGAR_OF.get(f - (f.numerator // f.denominator))
    if vulgar and f > 0:  # 80\u00bd, 1\u2154: as the books print them
        whole = f.numerator // f.denominator
        return (f"{whole:,}" if whole else "") + vulgar + (f" ({float(f):.2f})" if f.denominator in (3, 8) else "")
    if f.denominator <= 10_000:
        places = 4 if abs(f) < 1 else 2
        return f"{f.numerator:,}/{f.denominator:,} ({float(f):,.{places}f})"
    return f"{float(f):,.2f}"


def short(q: "Quantity") -> str:
    """A quantity's text without its closing parenthesis ('38 to 9' of '38 to 9 (4.22 to 1)'), to be
    quoted inside another's without nesting brackets."""
    if q.kind == "odds" and q.value is not None:
        return f"{grouped(q.value)} to 1"
    text = q.text
    if text.endswith(")") and " (" in text:
        head = text[:text.rindex(" (")]
        if head.count("(") == head.count(")"):
            return head
    return text


def count(n: int) -> Quantity:
    return Quantity(Fraction(n), Kind.COUNT, f"{n:,}")


def odds(hits: int, total: int) -> Quantity:
    """The odds against, from hits among total equally likely cases."""
    against = Fraction(total - hits, hits)
    if hits == 1:  # "4 to 1", not "4 to 1 (4 to 1)"
        return Quantity(against, Kind.ODDS, f"{total - hits:,} to 1")
    return Quantity(against, Kind.ODDS, f"{total - hits:,} to {hits:,} ({grouped(against)} to 1)")


def one_in(hits: int, total: int) -> Quantity:
    f = Fraction(total, hits)
    return Quantity(f, Kind.ONE_IN, f"1 in {grouped(f)} ({hits:,}/{total:,})")


def probability(hits: int, total: int) -> Quantity:
    """A chance for the event: hits in total ('9/47'), read against the book's 'a/b' or 'a in b'."""
    f = Fraction(hits, total)
    text = f"{hits:,}/{total:,}" + (f" = {f.numerator:,}/{f.denominator:,}" if f.denominator != total else "")
    return Quantity(f, Kind.PROBABILITY, f"{text} ({float(f):.4f})")


QUANTITIES: dict = {}  # name -> function, filled by the modules of quantities as they are imported


def register(function):
    """Add a quantity a ledger entry may name (each module of quantities registers its own)."""
    QUANTITIES[function.__name__] = function
    return function

"""The census of the books' figures: every number the three books print, in digits or in words,
and what the edition does with it. A figure is checked by the ledger (an entry whose quotation holds
it and whose book value is that figure), or listed in the census (texts/claims/census.toml) with a
category: not a computation (a page, a rule, an example ...), or checkable but not checked, with why.

| what                                   | the function                                                       |
|----------------------------------------|--------------------------------------------------------------------|
| the figures of a piece of text         | `figures(text)`: each `Figure` with where it stands and its value  |
| the census of a checkout, worked out   | `take_census(texts)`: every figure of every line, placed, and what |
|                                        | is wrong (a figure in neither, one in both, an entry that misses)  |
| the coverage in numbers                | `Census.checkable`, `Census.checked`, `Census.coverage`            |
| the census for the command line        | `census_report(ledger)`: the counts, the coverage and the figures  |
|                                        | left unchecked (`python -m hoyle claims --census`)                 |

The books are read as the edition reads them: the source lines (texts/source) with the errata's
`[[fix]]` corrections applied (texts/errata), so that a figure the OCR broke ("24 to I") is read as
the book printed it. A ledger quotation is read through the same corrections. Lines are compared with
their runs of white space squashed to one space.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from hoyle.claims.ledger import load
from hoyle.words import VULGAR

SOURCES = {"practical-poker": "001_fd6369dc7f4b58f4.txt", "hoyles-games-modernized": "000_b315a8ce36e35c0a.txt",
           "round-games": "002_ea13b2b36291db35.txt"}

# The census's categories: what a figure that the ledger does not check is. All but the last are
# not computations; the last is a figure that could be worked out and is not.
CATEGORIES = {
    "reference": "a page, law, section or footnote number, the contents, the index, a price in a list of books",
    "history": "a date, a year, a count or price told as history or as a fact of the trade",
    "rule": "a count the rules or the description of a game set: cards dealt, the pack, the players, an ante, a limit",
    "example": "the players, cards, chips or stakes of an example, an illustration or a piece of advice",
    "name": "part of the name of a hand, a card, a game or a term: three of a kind, a four flush, five-card cribbage",
    "wording": "a figure of speech, not a quantity: one or two, a thousand times, one of the best",
    "working": "a number a calculation is worked from (the cards in the pack, the factors of a product): its result is checked",
    "source": "words that are not the book's: a web site's notices, which the edition leaves out",
    "unchecked": "a figure that can be worked out and that the ledger does not check",
}
NOT_COMPUTED = tuple(c for c in CATEGORIES if c != "unchecked")

# --- the figures of a text ---------------------------------------------------------------------------

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_PARTS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4, "fifth": 5,
          "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8, "ninth": 9, "ninths": 9,
          "tenth": 10, "tenths": 10, "eleventh": 11, "elevenths": 11, "twelfth": 12, "twelfths": 12}
_TIMES = {"twice": 2, "thrice": 3, "dozen": 12}
_ONES = "|".join(sorted((w for w in _UNITS if w != "zero"), key=len, reverse=True))
_TWO = rf"(?:(?:{'|'.join(_TENS)})(?:-(?:{'|'.join(w for w in _UNITS if 0 < _UNITS[w] < 10)}))?|{_ONES})"  # 'twenty-five'
_WORD = rf"(?:{_TWO}(?:\s+(?:hundred|thousand|million)(?:\s+and\s+{_TWO})?)*|hundred|thousand|million)"
_FRACTION_WORD = r"(?:half|halves|thirds|quarters?|fourths|fifths|sixths|sevenths|eighths|ninths|tenths|elevenths|twelfths)"
_PART_WORD = r"(?:half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)"  # after 'one-'
_VULGAR = "".join(VULGAR)
_FRAC = r"\\frac\{\s*[\d,]+\s*\}\{\s*[\d,]+\s*\}"  # the OCR's LaTeX: '\frac{1}{694}', '12\frac{1}{2}'
_DIGITS = rf"(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d+)?(?:[{_VULGAR}]|\s*{_FRAC})?(?!\d|st\b|nd\b|rd\b|th\b)"
_SIMPLE = (rf"{_FRAC}|\d+\s*/\s*[\d,]*\d|{_DIGITS}|[{_VULGAR}]"
           rf"|(?:{_WORD}|an?)[-\s]{_FRACTION_WORD}|one-{_PART_WORD}|an?\s+(?:half|third|quarter)|{_FRACTION_WORD}"
           rf"|{_WORD}(?![A-Za-z])|twice|thrice|dozen")
_ONCE = r"once"  # only in a chance: 'once in nine rounds'
# two figures read as one: odds '2 to 1'; a chance '1 in 509', '9 out of 47', 'four times in five', '2 chances in 47',
# 'one pot out of the four', 'once in nine'; and '12 per cent.'
_FIGURE = re.compile(
    rf"(?<![A-Za-z0-9.\\])(?:(?P<a>{_SIMPLE})\s+to\s+(?P<b>{_SIMPLE})(?![A-Za-z0-9/])"
    rf"|(?P<c>{_SIMPLE}|{_ONCE})(?:\s+(?:times?|chances?|pots?|pools?|deals?|hands?))?\s+(?:in|out\s+of)\s+(?:every\s+|the\s+)?"
    rf"(?P<d>{_SIMPLE})(?![A-Za-z0-9/])"
    rf"|(?P<pc>{_SIMPLE})\s+per\s+cent\b|(?P<one>{_SIMPLE}))(?!(?-i:[a-z])|\d)", re.I | re.A)  # '40Straight': the OCR's table
# 'one' that stands for a person or a thing, not a number: 'no one', 'any one', 'the one', 'one another'
_PRONOUN = re.compile(r"(?:\b(?:no|any|every|some|each|the|that|this|which|little|big|another|such|a|right|wrong|good|new|old|"
                      r"other|last|same|best|better|worst|higher|lower|smaller|larger|first|second|third|latter)\s+)one\b"
                      r"|\bone(?:'s|’s)|\bone\s+another\b|\bone\s+(?:who|whose)\b", re.I)


@dataclass(frozen=True)
class Figure:
    """A figure as a text prints it: where it stands, its words, and its value (a tuple: a number, or
    for two figures read as one ("2 to 1") the way they are joined and both)."""

    start: int
    end: int
    text: str
    value: tuple
    parts: tuple[Fraction, ...] = ()  # the numbers it is made of: '2 to 1' -> (2, 1), '9 in 47' -> (9, 47)


def _number(text: str) -> Fraction | None:
    """The value of one figure's words: '2,598,960', '2½', '½', '\\frac{1}{694}' (1/694), '9/47',
    'fifty-two', 'two hundred and fifty', 'two-elevenths', 'a half', 'twice'."""
    t = re.sub(r"\s+", " ", text.strip().lower())
    t = t.replace(",", "")
    m = re.fullmatch(r"(\d*)\s*\\frac\{\s*(\d+)\s*\}\{\s*(\d+)\s*\}|(\d+)\s*/\s*(\d+)", t)
    if m:
        whole, a, b = (m.group(1), m.group(2), m.group(3)) if m.group(2) else ("", m.group(4), m.group(5))
        return int(whole or 0) + Fraction(int(a), int(b)) if int(b) else None
    if t == "once":
        return Fraction(1)
    m = re.fullmatch(rf"(\d*(?:\.\d+)?)([{_VULGAR}]?)", t)
    if m and (m.group(1) or m.group(2)):
        whole = Fraction(m.group(1)) if m.group(1) else Fraction(0)
        return whole + (VULGAR[m.group(2)] if m.group(2) else 0)
    if t in _TIMES:
        return Fraction(_TIMES[t])
    m = re.fullmatch(rf"(.+?)[- ]({_FRACTION_WORD}|{_PART_WORD})", t)
    if m:
        count = Fraction(1) if m.group(1) in ("a", "an") else _number(m.group(1))
        return None if count is None else count / _PARTS[m.group(2)]
    if t in _PARTS:
        return Fraction(1, _PARTS[t])
    total, part = 0, 0
    for word in re.split(r"[- ]+", t):
        if word == "and":
            continue
        if word in _UNITS:
            part += _UNITS[word]
        elif word in _TENS:
            part += _TENS[word]
        elif word == "hundred":
            part = (part or 1) * 100
        elif word in _SCALES:
            total, part = total + (part or 1) * _SCALES[word], 0
        else:
            return None
    return Fraction(total + part)


def figures(text: str) -> list[Figure]:
    """Every figure of a text, in order: numbers in digits ('1,098,240', '2½', '½', '1/694'), in
    words ('fifty-two', 'two-elevenths', 'half', 'twice'), and the pairs read as one: odds 'a to b',
    chances 'a in b' and 'a out of b', and 'n per cent.'. 'One' standing for a person or a thing
    ('no one', 'the one', 'one another') is not a figure."""
    pronouns = [(m.end() - 3, m.end()) if m.group().lower().endswith("one") else (m.start(), m.start() + 3)
                for m in _PRONOUN.finditer(text)]
    out = []
    for m in _FIGURE.finditer(text.replace("$", " ")):  # the OCR's LaTeX: '1 chance in $3\frac{1}{2}$'
        if m.group("one") and re.fullmatch(r"[A-Za-z]", text[m.end():m.end() + 1] or "-") and not m.group()[-1].isdigit():
            continue  # a word inside a longer word
        if m.group("one") and m.group().lower() == "one" and (m.start(), m.end()) in pronouns:
            continue
        parts: tuple[Fraction | None, ...]
        if m.group("a"):
            parts = (_number(m.group("a")), _number(m.group("b")))
            value: tuple = ("to", *parts)
        elif m.group("c"):  # a chance 'a in b' is the fraction a/b, as '1/694' is
            parts = (_number(m.group("c")), _number(m.group("d")))
            a, b = parts
            value = (a / b if a is not None and b else None,)
        elif m.group("pc"):
            parts = (_number(m.group("pc")),)
            value = ("per cent", *parts)
        else:
            value = (_number(m.group("one")),)
            fraction = re.fullmatch(r"\\frac\{([\d,\s]+)\}\{([\d,\s]+)\}|(\d+)\s*/\s*(\d+)", m.group("one").strip())
            parts = (tuple(_number(g) for g in fraction.groups() if g is not None) if fraction else value)
        if None in value or None in parts:
            continue
        out.append(Figure(m.start(), m.end(), text[m.start():m.end()], value, parts))  # type: ignore[arg-type]
    return out


# --- the books as the edition reads them -----------------------------------------------------------

def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@dataclass(frozen=True)
class _Fix:
    line: int
    was: str
    now: str
    every: bool


def _fixes(errata: Path, book: str) -> list[_Fix]:
    out = []
    for path in sorted(errata.glob(f"{book}-*.toml")):
        for f in tomllib.loads(path.read_text(encoding="utf-8")).get("fix", []):
            out.append(_Fix(f["line"], f["was"], f["now"], bool(f.get("all"))))
    return out


def _fixed(text: str, fixes: list[_Fix]) -> str:
    for f in fixes:
        if f.was in text:
            text = text.replace(f.was, f.now) if f.every else text.replace(f.was, f.now, 1)
    return text


def book_lines(texts: Path, book: str) -> list[str]:
    """The lines of a book's source (1-based: index 0 is line 1), the errata's corrections applied,
    white space squashed."""
    raw = (texts / "source" / SOURCES[book]).read_text(encoding="utf-8").split("\n")
    by_line: dict[int, list[_Fix]] = {}
    for f in _fixes(texts / "errata", book):
        by_line.setdefault(f.line, []).append(f)
    return [squash(_fixed(line, by_line.get(n, []))) for n, line in enumerate(raw, 1)]


# --- the census ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Placed:
    """A figure of a book's line and what places it: the ids of the ledger entries that check it,
    or the census entry (its index in the census file) and that entry's category."""

    book: str
    line: int
    figure: Figure
    claims: tuple[str, ...] = ()
    entry: int | None = None
    category: str = ""


@dataclass
class Census:
    """Every figure of the three books, placed, the census's entries as written, and what is wrong."""

    placed: list[Placed] = field(default_factory=list)
    entries: list[dict] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    lines: dict[str, list[str]] = field(default_factory=dict)

    @property
    def checked(self) -> int:
        """The figures a ledger entry checks."""
        return sum(1 for p in self.placed if p.claims)

    @property
    def unchecked(self) -> list[Placed]:
        """The figures that could be worked out and that the ledger does not check."""
        return [p for p in self.placed if p.category == "unchecked"]

    @property
    def checkable(self) -> int:
        """The figures that can be worked out: those the ledger checks and those it leaves."""
        return self.checked + len(self.unchecked)

    @property
    def coverage(self) -> Fraction:
        return Fraction(self.checked, self.checkable) if self.checkable else Fraction(0)

    def by_category(self) -> dict[str, int]:
        """How many figures each census category holds, and (under 'checked') how many the ledger checks."""
        counts = Counter(p.category or ("checked" if p.claims else "") for p in self.placed)
        return {c: counts.get(c, 0) for c in ("checked", *CATEGORIES)}


def _chance(value: tuple) -> Fraction | None:
    """A figure of odds or chance as the chance it gives: '22 to 4' and '4/26' are both 2/13."""
    if value[0] == "to":
        return value[2] / (value[1] + value[2]) if value[1] + value[2] else None
    return value[0] if isinstance(value[0], Fraction) and 0 < value[0] < 1 else None


def _checks(book_value: str, inside: list[Figure]) -> list[Figure]:
    """The figures of a quotation that an entry checks: those whose value is the book value's (or one
    of its figures'); failing any, those made of the book value's numbers, or that hold all of them
    ("4,164 \" 1", the table's ditto for "4,164 to 1"; "twelve times as much" for "12 to 1")."""
    said = figures(book_value)
    chances = {_chance(s.value) for s in said} - {None}
    same = [f for f in inside if f.value in {s.value for s in said} or _chance(f.value) in chances]
    if same or not said:
        return same
    numbers = {n for s in said for n in s.parts}
    return [f for f in inside if set(f.parts) <= numbers or numbers <= set(f.parts)]


def _quote_span(lines: list[str], line: int, quote: str) -> list[tuple[int, int, int]]:
    """Where a quotation stands: (line, start, end) on its line and, if it runs over a page break,
    on the lines after; empty if it is not there."""
    joined, offsets = "", []
    for n in range(line, min(line + 3, len(lines) + 1)):
        if n > line and not lines[n - 1]:
            continue  # a blank line: a page break
        if joined:
            joined += " "
        offsets.append((n, len(joined)))
        joined += lines[n - 1]
    at = joined.find(quote)
    if at < 0 or (len(offsets) > 1 and at >= offsets[1][1]):
        return []
    out = []
    for i, (n, begin) in enumerate(offsets):
        end = offsets[i + 1][1] - 1 if i + 1 < len(offsets) else len(joined)
        lo, hi = max(at, begin), min(at + len(quote), end)
        if lo < hi:
            out.append((n, lo - begin, hi - begin))
    return out


def load_census(path: Path) -> list[dict]:
    """The census file's entries (`[[figures]]`), in order."""
    return tomllib.loads(path.read_text(encoding="utf-8")).get("figures", [])


def take_census(texts: Path) -> Census:
    """The census of the checkout whose texts folder is `texts` (its source, errata, claims and
    census): every figure of every line placed, and every way the ledger and the census fail to
    account for the figures exactly once."""
    census = Census()
    census.lines = {book: book_lines(texts, book) for book in SOURCES}
    fixes = {book: _fixes(texts / "errata", book) for book in SOURCES}
    found = {(book, n): figures(text) for book, lines in census.lines.items() for n, text in enumerate(lines, 1)}
    checked: dict[tuple[str, int, int], list[str]] = {}
    for e in load(texts / "claims"):
        c = e.claim
        book, line = c.get("book"), c.get("line")
        if book not in SOURCES or not isinstance(line, int):
            continue
        raw = squash(c.get("quote", ""))
        spans = _quote_span(census.lines[book], line, squash(_fixed(raw, [f for f in fixes[book] if f.line == line])))
        for moved in (f.line for f in fixes[book] if not spans and raw in squash(f.now)):
            spans = _quote_span(census.lines[book], moved, raw)  # a passage the errata move to another line
        if not spans:
            census.problems.append(f"{c.get('id')}: the quotation is not on line {line} of {book}")
            continue
        inside = [(n, f) for n, lo, hi in spans for f in found[(book, n)] if lo <= f.start and f.end <= hi]
        for f in _checks(str(c.get("book_value", "")), [f for _, f in inside]):
            n = next(n for n, g in inside if g is f)
            checked.setdefault((book, n, f.start), []).append(c["id"])
    census.entries = load_census(texts / "claims" / "census.toml")
    listed: dict[tuple[str, int], list[tuple[int, dict]]] = {}
    ranges: list[tuple[int, dict]] = []
    for i, entry in enumerate(census.entries):
        where = f"census entry {i + 1} ({entry.get('book')} line {entry.get('line', entry.get('lines'))})"
        if entry.get("category") not in CATEGORIES:
            census.problems.append(f"{where}: the category {entry.get('category')!r} is not one of {sorted(CATEGORIES)}")
        if not str(entry.get("why", "")).strip():
            census.problems.append(f"{where}: no why")
        if entry.get("book") not in SOURCES:
            census.problems.append(f"{where}: no such book")
            continue
        if "lines" in entry:
            if entry.get("category") == "unchecked":
                census.problems.append(f"{where}: an unchecked figure is listed on its line, not in a run of lines")
            ranges.append((i, entry))
        else:
            listed.setdefault((entry["book"], entry.get("line", 0)), []).append((i, entry))
    for book, lines in census.lines.items():
        for n in range(1, len(lines) + 1):
            figs = found[(book, n)]
            free = [f for f in figs if (book, n, f.start) not in checked]
            census.placed += [Placed(book, n, f, tuple(checked[(book, n, f.start)])) for f in figs if (book, n, f.start) in checked]
            entries = listed.pop((book, n), [])
            run = [(i, e) for i, e in ranges if e["book"] == book and e["lines"][0] <= n <= e["lines"][1]]
            if entries and run:
                census.problems.append(f"{book} line {n}: listed both on its own and in a run of lines")
            if run:
                census.placed += [Placed(book, n, f, entry=run[0][0], category=run[0][1]["category"]) for f in free]
                continue
            left = list(free)
            for i, listing in entries:
                for text in listing.get("figures", []):
                    match = next((f for f in left if squash(f.text) == squash(text)), None)
                    if match is None:
                        in_ledger = any(squash(f.text) == squash(text) for f in figs if (book, n, f.start) in checked)
                        census.problems.append(f"{book} line {n}: the census lists {text!r}, which is "
                                               + ("checked by the ledger" if in_ledger else "not a figure of the line (or listed twice)"))
                        continue
                    left.remove(match)
                    census.placed.append(Placed(book, n, match, entry=i, category=listing.get("category", "")))
            for f in left:
                census.problems.append(f"{book} line {n}: the figure {f.text!r} is neither checked by the ledger nor in the census:"
                                       f" {lines[n - 1][max(0, f.start - 40):f.end + 40]!r}")
    for (book, n), entries in listed.items():
        census.problems.append(f"{book} line {n}: a census entry for a line that is not in the book")
    return census


def census_report(ledger: str) -> dict:
    """The census of the checkout whose ledger folder is `ledger` (texts/claims: the census file is in it, the
    sources and errata beside it), as the command line prints it: the figures, how many the ledger checks of
    those that can be worked out, each census category's count, and each figure left unchecked with why."""
    from hoyle.errors import RequestError
    from hoyle.quote import echo

    texts = Path(ledger).parent
    if not (Path(ledger) / "census.toml").is_file() or not (texts / "source").is_dir():
        raise RequestError(f"no census at {echo(ledger)}: give the ledger folder of a checkout (texts/claims), with census.toml in it",
                           "no-ledger")
    c = take_census(texts)
    unchecked = [{"book": p.book, "line": p.line, "figure": squash(p.figure.text), "why": c.entries[p.entry]["why"]}
                 for p in c.unchecked if p.entry is not None]
    return {"figures": len(c.placed), "checked": c.checked, "checkable": c.checkable,
            "coverage": f"{float(c.coverage):.1%}", "categories": c.by_category(), "unchecked": unchecked, "problems": c.problems}

"""Load the errata (texts/errata/*.toml) and apply them to the verbatim source lines.

Each entry is checked: a fix's `was` must be on its line (exactly once unless `all`), a block's
lines must exist and not overlap another block or a fix, every entry has a kind and a reason.
`python -m scripts.edition check` runs the checks; the pipeline applies the entries.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .problems import Problem

ROOT = Path(__file__).resolve().parents[2]
ERRATA_DIR = ROOT / "texts" / "errata"

FIX_KINDS = {
    "ocr", "real-word", "digit", "fused", "split", "stray", "lost-number", "lost-text",
    "latex", "typo", "order", "duplicate", "junk",
}
BLOCK_KINDS = {"table", "contents", "index", "list", "lost-text", "order", "formula", "junk", "heading"}
NOTE_KINDS = {"lost-text", "author-error", "content", "reconstruction", "ambiguous", "excerpt", "source"}


class ErrataError(ValueError):
    pass


@dataclass(frozen=True)
class Fix:
    file: str
    line: int
    was: str
    now: str
    kind: str
    why: str
    all: bool = False


@dataclass(frozen=True)
class Block:
    file: str
    first: int
    last: int
    now: str
    kind: str
    why: str


@dataclass(frozen=True)
class Note:
    file: str
    line: int
    where: str  # "after" or "before"
    text: str
    kind: str


@dataclass(frozen=True)
class Figure:
    file: str
    line: int
    cards: str
    useless: str
    caption: str
    why: str


@dataclass
class Errata:
    book: str
    fixes: list[Fix] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    joins: set[int] = field(default_factory=set)
    nojoins: set[int] = field(default_factory=set)
    verses: list["Verse"] = field(default_factory=list)


@dataclass(frozen=True)
class Verse:
    """Lines the book prints as verse: set line by line, a blank line between stanzas."""
    file: str
    first: int
    last: int
    why: str


def _need(entry: dict, key: str, where: str):
    if key not in entry:
        raise ErrataError(f"{where}: missing '{key}'")
    return entry[key]


def load(book: str, directory: Path = ERRATA_DIR) -> Errata:
    """All the errata of one book (files named `<book>-*.toml`), unchecked against the source."""
    errata = Errata(book)
    for path in sorted(directory.glob(f"{book}-*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        unknown = set(data) - {"fix", "block", "note", "figure", "join", "nojoin", "verse"}
        if unknown:
            raise ErrataError(f"{path.name}: unknown tables {sorted(unknown)}")
        for i, e in enumerate(data.get("fix", [])):
            where = f"{path.name} fix #{i + 1} (line {e.get('line')})"
            kind = _need(e, "kind", where)
            if kind not in FIX_KINDS:
                raise ErrataError(f"{where}: kind '{kind}' is not one of {sorted(FIX_KINDS)}")
            errata.fixes.append(Fix(path.name, int(_need(e, "line", where)), _need(e, "was", where),
                                    _need(e, "now", where), kind, _need(e, "why", where), bool(e.get("all", False))))
        for i, e in enumerate(data.get("block", [])):
            where = f"{path.name} block #{i + 1} (lines {e.get('lines')})"
            kind = _need(e, "kind", where)
            if kind not in BLOCK_KINDS:
                raise ErrataError(f"{where}: kind '{kind}' is not one of {sorted(BLOCK_KINDS)}")
            first, last = _need(e, "lines", where)
            if last < first:
                raise ErrataError(f"{where}: lines run backwards")
            errata.blocks.append(Block(path.name, int(first), int(last), _need(e, "now", where), kind, _need(e, "why", where)))
        for i, e in enumerate(data.get("note", [])):
            where = f"{path.name} note #{i + 1}"
            kind = _need(e, "kind", where)
            if kind not in NOTE_KINDS:
                raise ErrataError(f"{where}: kind '{kind}' is not one of {sorted(NOTE_KINDS)}")
            if ("after" in e) == ("before" in e):
                raise ErrataError(f"{where}: give exactly one of 'after' or 'before'")
            pos = "after" if "after" in e else "before"
            errata.notes.append(Note(path.name, int(e[pos]), pos, _need(e, "text", where).strip(), kind))
        for i, e in enumerate(data.get("figure", [])):
            where = f"{path.name} figure #{i + 1}"
            errata.figures.append(Figure(path.name, int(_need(e, "after", where)), _need(e, "cards", where),
                                         e.get("useless", ""), _need(e, "caption", where), _need(e, "why", where)))
        for e in data.get("join", []):
            errata.joins.add(int(e["line"]))
        for e in data.get("nojoin", []):
            errata.nojoins.add(int(e["line"]))
        for i, e in enumerate(data.get("verse", [])):
            where = f"{path.name} verse #{i + 1}"
            first, last = _need(e, "lines", where)
            errata.verses.append(Verse(path.name, int(first), int(last), _need(e, "why", where)))
    return errata


def check(errata: Errata, lines: list[str], source: str = "") -> list[Problem]:
    """Problems with the errata against the source lines (1-based list access via lines[n - 1]), each at its
    line of `source` (the source's path, for the places; codes E101-E110, edition/lint.py tables them)."""
    problems = []
    lines = lines[:]
    n = len(lines)

    def problem(code: str, line: int, message: str) -> None:
        problems.append(Problem(code, source, line if 1 <= line <= n else 0, message))

    covered: dict[int, Block] = {}
    for b in errata.blocks:
        if not (1 <= b.first <= b.last <= n):
            problem("E101", b.first, f"{b.file}: block {b.first}-{b.last} is outside the source (1-{n})")
            continue
        for k in range(b.first, b.last + 1):
            if k in covered:
                other = covered[k]
                problem("E102", b.first, f"{b.file}: block {b.first}-{b.last} overlaps block {other.first}-{other.last} ({other.file})")
                break
            covered[k] = b
    seen: dict[tuple[int, str], Fix] = {}
    for f in errata.fixes:
        if not (1 <= f.line <= n):
            problem("E103", f.line, f"{f.file}: fix at line {f.line} is outside the source")
            continue
        if f.line in covered:
            problem("E104", f.line, f"{f.file}: fix at line {f.line} ('{f.was}') is inside block {covered[f.line].first}-{covered[f.line].last}")
        count = lines[f.line - 1].count(f.was)
        if f.was == "":
            problem("E105", f.line, f"{f.file}: fix at line {f.line} has an empty 'was'")
        elif count == 0:
            problem("E106", f.line, f"{f.file}: fix at line {f.line}: '{f.was}' is not on that line (after earlier fixes)")
        elif count > 1 and not f.all:
            problem("E107", f.line, f"{f.file}: fix at line {f.line}: '{f.was}' occurs {count} times; make it unique or set all = true")
        key = (f.line, f.was)
        if key in seen:
            problem("E108", f.line, f"{f.file}: fix at line {f.line} ('{f.was}') duplicates one in {seen[key].file}")
        seen[key] = f
        if count and f.was:  # later fixes on the same line see the text after earlier ones
            lines[f.line - 1] = _replace(lines[f.line - 1], f)
    for x in [*errata.notes, *errata.figures]:
        if not (1 <= x.line <= n):
            problem("E109", x.line, f"{x.file}: note or figure at line {x.line} is outside the source")
    for f in errata.figures:
        if not f.cards.strip():
            problem("E110", f.line, f"{f.file}: figure after {f.line} has no cards")
    return problems


def apply_fixes(errata: Errata, lines: list[str]) -> list[str]:
    """The source lines with every fix applied (blocks, notes and figures are placed by the pipeline)."""
    out = lines[:]
    for f in errata.fixes:
        out[f.line - 1] = _replace(out[f.line - 1], f)
    return out


def _replace(text: str, f: Fix) -> str:
    return text.replace(f.was, f.now) if f.all else text.replace(f.was, f.now, 1)


# --- the corrections marked in the text ----------------------------------------------------------------

def shown(f: Fix) -> bool:
    """A fix the reader is shown in the text: every one but those that only break a line in two
    (two glossary entries, two lines of verse, that the OCR ran together)."""
    return f.now.split() != f.was.split()


def _core(was: str, now: str) -> tuple[int, int]:
    """The part of `now` that differs from `was`, widened to whole words: (start, end) in `now`."""
    def boundary(t: str, k: int) -> bool:
        return k <= 0 or k >= len(t) or t[k - 1].isspace() or t[k].isspace()

    p = 0
    while p < min(len(was), len(now)) and was[p] == now[p]:
        p += 1
    while p and not (boundary(was, p) and boundary(now, p)):
        p -= 1
    q = 0
    while q < min(len(was), len(now)) - p and was[-1 - q] == now[-1 - q]:
        q += 1
    while q and not (boundary(was, len(was) - q) and boundary(now, len(now) - q)):
        q -= 1
    start, end = p, len(now) - q
    while start < end and now[start].isspace():  # a mark never starts or ends on a space
        start += 1
    while end > start and now[end - 1].isspace():
        end -= 1
    return start, end


def fix_marks(errata: Errata, lines: list[str]) -> dict[int, list[tuple[int, int, tuple[int, ...]]]]:
    """Where each shown fix's new reading stands in its fixed line: line -> [(start, end, fix indexes)],
    in the coordinates of `apply_fixes`' output, sorted; a deletion is an empty span (start == end)."""
    out: dict[int, list[list]] = {}
    text = {}
    for i, f in enumerate(errata.fixes):
        t = text.get(f.line, lines[f.line - 1])
        marks = out.setdefault(f.line, [])
        pos = 0
        while True:
            at = t.find(f.was, pos)
            if at < 0:
                break
            delta = len(f.now) - len(f.was)
            for m in marks:  # marks after the replaced text move with it; one it touches grows over it
                if m[0] >= at + len(f.was) and not (m[0] == m[1] == at + len(f.was) and not f.was):
                    m[0] += delta
                    m[1] += delta
                elif m[1] > at or (m[0] == m[1] == at):
                    m[1] = max(at + len(f.now), m[1] + delta)
                    m[0] = min(m[0], at)
            if shown(f):
                a, b = _core(f.was, f.now)
                marks.append([at + a, at + b, (i,)])
            t = t[:at] + f.now + t[at + len(f.was):]
            pos = at + len(f.now)
            if not f.all:
                break
        text[f.line] = t
    result = {}
    for line, marks in out.items():
        marks.sort()
        merged: list[list] = []
        for m in marks:  # overlapping marks become one, naming every fix in it
            if merged and m[0] < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], m[1])
                merged[-1][2] = merged[-1][2] + m[2]
            else:
                merged.append(list(m))
        if merged:
            result[line] = [(a, b, tuple(ids)) for a, b, ids in merged]
    return result

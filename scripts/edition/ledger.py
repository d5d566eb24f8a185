"""The claims ledger on the book pages: its wrong and ambiguous entries, computed by the engine
(hoyle.claims), the book's words of each as the page prints them, and the editor's note or the
paragraph that each goes by."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from . import errata as errata_mod, textrules as R

from .links import expand_links
from .structure import PAGE_MARKERS, ROOT, Edition, Item, Page, PipelineError, item_at, page_of, source_lines

CLAIMS = ROOT / "texts" / "claims"
# The ledger page, as a book page (docs/<book>/<slug>.md) links to it; each entry is anchored by its id.
LEDGER_LINK = "../tools/claims-ledger.md"
LEDGER_NOTE_VERDICTS = ("wrong", "ambiguous")
# Existing errata notes that may carry the ledger's links for their paragraph.
LEDGER_NOTE_KINDS = ("author-error", "ambiguous")


@dataclass(frozen=True)
class LedgerMark:
    """A ledger entry that the book page marks: the entry, the engine's result, the verdict shown."""

    claim: dict
    exact: str
    kind: str
    verdict: str
    words: str = ""  # the book's words that make the claim, as this edition prints them (Markdown)


_LEDGER: list[LedgerMark] | None = None


def ledger_marks() -> list[LedgerMark]:
    """The ledger's wrong and ambiguous entries, each computed by the engine now (hoyle.claims): the
    exact value is the engine's, and so is the verdict of every entry that is not ambiguous (an entry
    the engine does not confirm stops the build). Computed once per process."""
    global _LEDGER
    if _LEDGER is not None:
        return _LEDGER
    from hoyle import claims

    marks, problems = [], []
    for entry in claims.load(CLAIMS):
        claim = entry.claim
        if claim.get("verdict") not in LEDGER_NOTE_VERDICTS:
            continue  # a claim whose ledger verdict is correct or rounded: verified by the ledger's tests
        result, wrong = claims.examine(claim)
        if wrong:
            problems.append(f"{claim.get('id', '?')} ({entry.file}): {'; '.join(wrong)}")
            continue
        verdict = "ambiguous" if claim["verdict"] == "ambiguous" else result["derived"]
        marks.append(LedgerMark(claim, result["exact"], result["kind"], verdict))
    if problems:
        raise PipelineError("the engine does not confirm these ledger entries (python -m hoyle claims):\n" + "\n".join(problems))
    _LEDGER = marks
    return marks


# The book's words of a claim, as the edition prints them (the ledger page quotes them too).

def _span_map(raw: str, fixed: str, start: int, end: int) -> tuple[int, int]:
    """Where raw[start:end] went in fixed (the same text with the errata's fixes), by a character
    alignment; the span widened to whole words."""
    from difflib import SequenceMatcher

    ops = SequenceMatcher(None, raw, fixed, autojunk=False).get_opcodes()

    def at(i: int, left: bool) -> int:
        for tag, a1, a2, b1, b2 in ops:
            if a1 <= i < a2 or (i == a2 and not left and a1 <= i <= a2):
                if tag == "equal":
                    return b1 + (i - a1)
                return b1 if left else b2
        return len(fixed)

    s, e = at(start, True), at(end, False)
    while s > 0 and fixed[s - 1].isalnum() and fixed[s].isalnum():
        s -= 1
    while e < len(fixed) and e > 0 and fixed[e - 1].isalnum() and fixed[e].isalnum():
        e += 1
    return s, e


SPAN_LINES = 8  # a quotation runs over at most this many source lines


_FIXED: dict[str, tuple] = {}  # book id -> (its errata, the source lines, the same lines with the fixes)


def _fixed_lines(ed: Edition) -> tuple[list[str], list[str]]:
    """The source lines of the book and the same lines with the errata's fixes, once per errata."""
    kept = _FIXED.get(ed.book["id"])
    if kept is None or kept[0] is not ed.errata:
        raw = source_lines(ed.book)
        kept = _FIXED[ed.book["id"]] = (ed.errata, raw, errata_mod.apply_fixes(ed.errata, raw))
    return kept[1], kept[2]


def edited_text(ed: Edition, line: int, quote: str) -> str | None:
    """The quotation as the edition prints it: the same words of the source lines from `line`,
    with the errata's fixes and the text rules the pages apply (the censor's dots undone,
    jack-pot); None if the quotation is not found in the source there."""
    raw_lines, fixed_lines = _fixed_lines(ed)
    lo, hi = line - 1, min(len(raw_lines), line - 1 + SPAN_LINES)
    raw = " ".join(raw_lines[lo:hi])
    want = re.sub(r"\s+", " ", quote).strip()
    squashed, back = [], []  # raw with whitespace squashed, and each character's place in raw
    prev_space = False
    for i, ch in enumerate(raw):
        if ch.isspace():
            if prev_space:
                continue
            ch, prev_space = " ", True
        else:
            prev_space = False
        squashed.append(ch)
        back.append(i)
    k = "".join(squashed).find(want)
    if k < 0:
        return None
    end = back[k + len(want) - 1] + 1
    # align only the lines the quotation runs over (character alignment is quadratic)
    used, length = lo, -1
    while used < hi and length + 1 + len(raw_lines[used]) < end:
        length += 1 + len(raw_lines[used])
        used += 1
    raw = " ".join(raw_lines[lo:used + 1])
    fixed = " ".join(fixed_lines[lo:used + 1]).replace("\n", " ")
    s, e = _span_map(raw, fixed, back[k], end)
    text = fixed[s:e].strip()
    if not text:  # the line went into a block the errata rebuilt
        return None
    marker = PAGE_MARKERS.get(ed.book["id"])
    if marker:  # the printed page's number, a mark of its own on the page, not words of the quotation
        text = re.sub(r"\s+", " ", marker.sub(" ", text)).strip()
    scratch = R.Ledger()
    text = R.censor_dots(text, line, scratch)
    return R.jack_pot(text, line, scratch)


def table_row(block_md: str, quote: str) -> str | None:
    """The row of a rebuilt table (Markdown) that shares the most words with the quotation."""
    rows = [ln for ln in block_md.split("\n") if ln.startswith("|") and not re.fullmatch(r"[|\s:-]+", ln)]
    if not rows:
        return None
    want = Counter(R.words(quote))
    best = max(rows, key=lambda r: sum((Counter(R.words(r)) & want).values()))  # the first of the best
    return best if sum((Counter(R.words(best)) & want).values()) else None


def mentions(note_text: str, book_value: str) -> bool:
    """Whether a note mentions the book's figure (its first number: 3,008 of "3,008 to 1")."""
    m = re.search(rf"\d[\d,]*[{R.VULGAR_CHARS}]?", book_value)
    return bool(m) and re.search(r"(?<![\d,.])" + re.escape(m.group(0)) + r"(?![\d,])", note_text) is not None


def prints(text: str, book_value: str) -> bool:
    """Whether a text prints the book's figure whole ("3 to 1", not "13 to 1" or "3 to 10"); only a
    figure of several words with a number in it ("3 to 1", "1 in 97") is looked for."""
    value = " ".join(book_value.split())
    if not (re.search(r"\d", value) and " " in value):
        return False
    return re.search(r"(?<![\d,.⁄])" + re.escape(value) + rf"(?![\d,{R.VULGAR_CHARS}])", " ".join(text.split())) is not None


def plain_item(it: Item) -> str:
    """An item's words as the page prints them (LaTeX as 2½), near enough to look for a figure."""
    try:
        return R.latex(it.text, it.first)[0]
    except R.LatexError:
        return it.text


def note_zones(page: Page) -> list[tuple[Item, list]]:
    """Each text item of a page with the errata notes that stand between it and the next text item
    (placed after it, or before the next one), as the page shows them: the notes by its passage."""
    zones = []
    items = page.items
    for i, it in enumerate(items):
        if it.kind == "page":
            continue
        zone = [n for k in range(it.first, it.last + 1) for n in page.notes.get(k, [])]
        j = i + 1
        while j < len(items) and items[j].kind == "page":
            zone += [n for k in range(items[j].first, items[j].last + 1) for n in (*page.before.get(k, []), *page.notes.get(k, []))]
            j += 1
        if j < len(items):
            zone += [n for k in range(items[j].first, items[j].last + 1) for n in page.before.get(k, [])]
        zones.append((it, [n for n in zone if isinstance(n, errata_mod.Note) and n.kind in LEDGER_NOTE_KINDS]))
    return zones


def note_for(zones: list[tuple[Item, list]], i: int, values: list[str]):
    """The errata note that discusses the figures (`values`) of the i-th text item, if there is one.
    Among the notes by its passage: the one that mentions the first figure it mentions, else the
    first author-error note, else the first. Failing those, a note by the next passage that prints
    one of the figures whole, unless that passage prints it too (then the note is about it)."""
    near = zones[i][1]
    if near:
        for v in values:
            hit = next((n for n in near if mentions(n.text, v)), None)
            if hit:
                return hit
        return next((n for n in near if n.kind == "author-error"), near[0])
    if i + 1 < len(zones):
        it, notes = zones[i + 1]
        if it.kind != "heading":
            for v in values:
                if prints(plain_item(it), v):
                    continue
                hit = next((n for n in notes if prints(n.text, v)), None)
                if hit:
                    return hit
    return None


def claim_words(ed: Edition, item: Item, claim: dict) -> str:
    """The words of a claim as the page prints them, for a note beside it: the edited words of its
    lines, or, in a rebuilt table, its row's cells."""
    fixed = edited_text(ed, int(claim["line"]), claim["quote"])
    if item.kind == "block":
        row = table_row(expand_links(ed, item.text), fixed or claim["quote"])
        if row:
            cells = [R.strip_markup(c).strip() for c in row.strip().strip("|").split("|")]
            return " · ".join(c for c in cells if c)
    return R.quoted(fixed or claim["quote"], int(claim["line"]))


def place_ledger(ed: Edition) -> None:
    """The wrong and ambiguous entries of this book, by the paragraph their line is in: all the
    entries of one paragraph go into the errata note that discusses its figures (`note_for`), or else
    into one note of the ledger's own after the paragraph."""
    zones = {id(p): note_zones(p) for p in ed.pages}
    by_item: dict[int, tuple[Page, Item, list[LedgerMark]]] = {}
    for mark in ledger_marks():
        c = mark.claim
        if c["book"] != ed.book["id"]:
            continue
        page = page_of(ed, int(c["line"]))
        item = item_at(page, int(c["line"])) if page else None
        if item is None:
            raise PipelineError(f"ledger entry {c['id']}: line {c['line']} is on no page of {ed.book['id']}")
        by_item.setdefault(id(item), (page, item, []))[2].append(replace(mark, words=claim_words(ed, item, c)))
    for page, item, marks in by_item.values():
        z = zones[id(page)]
        i = next(k for k, (it, _) in enumerate(z) if it is item)
        note = note_for(z, i, [m.claim["book_value"] for m in marks])
        if note is not None:
            page.ledger_in_note.setdefault(id(note), []).extend(marks)
        else:
            page.ledger.setdefault(item.first, []).extend(marks)

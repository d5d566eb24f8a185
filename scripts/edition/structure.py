"""Reading a book: its structure (texts/structure.toml), its source lines and errata, the items of
its pages (paragraphs, headings, rebuilt blocks, page marks), and the anchors and book-page targets
that links go to (laws, glossary terms, disputed cases, headings, Bibliography entries)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from . import errata as errata_mod, textrules as R
from .problems import Problem

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "texts" / "source"
STRUCTURE = ROOT / "texts" / "structure.toml"
CASES = ROOT / "texts" / "disputed-rules.toml"
DOCS = ROOT / "docs"

# Pages whose numbered paragraphs are laws (anchored #law-N).
LAW_PAGES = {("practical-poker", "laws"), ("practical-poker", "jack-pot-laws"), ("hoyles-games-modernized", "laws-and-bystanders")}
GLOSSARY_PAGE = ("practical-poker", "technical-terms")
BIBLIOGRAPHY_PAGE = ("practical-poker", "bibliography")
INDEX_PAGE = ("practical-poker", "general-index")
# The page-marker syntax of each web scrape (Foster's OCR has none).
PAGE_MARKERS = {"hoyles-games-modernized": re.compile(r"\s?\{(\d+)\}\s?"), "round-games": re.compile(r"\s?\[(\d{2})\]\s?")}


class PipelineError(RuntimeError):
    pass


def books() -> list[dict]:
    return tomllib.loads(STRUCTURE.read_text(encoding="utf-8"))["book"]


def source_lines(book: dict) -> list[str]:
    return (SOURCE / book["source"]).read_text(encoding="utf-8").split("\n")


def check(errata_dir: Path = errata_mod.ERRATA_DIR) -> list[Problem]:
    """Every book's errata against its source (E100 when they cannot be read; E101-E110, errata.check)."""
    problems = []
    for book in books():
        try:
            e = errata_mod.load(book["id"], errata_dir)
        except (errata_mod.ErrataError, tomllib.TOMLDecodeError) as exc:
            where = errata_dir.relative_to(ROOT).as_posix() if errata_dir.is_relative_to(ROOT) else str(errata_dir)
            problems.append(Problem("E100", where, 0, f"{book['id']}: {exc}"))
            continue
        problems += errata_mod.check(e, source_lines(book), (SOURCE / book["source"]).relative_to(ROOT).as_posix())
    return problems


# --- items -----------------------------------------------------------------------------------------

@dataclass
class Item:
    kind: str  # heading | para | block | page
    text: str
    first: int
    last: int
    extra: dict = field(default_factory=dict)


@dataclass
class Page:
    book: dict
    spec: dict
    items: list[Item]
    notes: dict[int, list] = field(default_factory=dict)  # source line -> notes/figures placed after it
    before: dict[int, list] = field(default_factory=dict)
    widgets: dict[int, list] = field(default_factory=dict)  # item's first line -> widgets after the item
    ledger: dict[int, list] = field(default_factory=dict)  # item's first line -> ledger entries in a note of their own
    ledger_in_note: dict[int, list] = field(default_factory=dict)  # id(errata note) -> ledger entries it carries


@dataclass
class Edition:
    book: dict
    errata: errata_mod.Errata
    pages: list[Page]
    ledger: R.Ledger
    dropped: list[tuple[str, int, str]]  # (rule, line, text) of whole lines a rule removed
    anchors: dict[str, str] = field(default_factory=dict)  # anchor id -> page slug
    page_targets: list[tuple[int, str, str]] = field(default_factory=list)  # (source line, book page, "slug.md#id")
    page_index: list[tuple[tuple[int, int], int, str]] = field(default_factory=list)  # (page key, line, target), sorted
    target_titles: dict[str, str] = field(default_factory=dict)  # "slug.md#id" -> the title of that chapter, section or case
    terms: dict[str, tuple[str, str]] = field(default_factory=dict)  # lower term -> (anchor, definition)
    bib_refs: dict[str, str] = field(default_factory=dict)  # lower author name a "See" names -> its Bibliography anchor
    law_cases: dict[int, list[dict]] = field(default_factory=dict)  # law -> the Disputed Rules cases on it, in text order


def page_ranges(book: dict, n_lines: int) -> list[tuple[dict, int, int]]:
    specs = book["page"]
    out = []
    for i, p in enumerate(specs):
        end = p.get("end") or (specs[i + 1]["start"] - 1 if i + 1 < len(specs) else n_lines)
        out.append((p, p["start"], end))
    return out


def build_items(book: dict, e: errata_mod.Errata, fixed: list[str], raw: list[str], first: int, last: int,
                ledger: R.Ledger, dropped: list) -> list[Item]:
    blocks = {b.first: b for b in e.blocks}
    marker = PAGE_MARKERS.get(book["id"])
    items: list[Item] = []
    gap = True  # only blank lines since the last item
    k = first
    while k <= last:
        if k in blocks:
            b = blocks[k]
            items.append(Item("block", b.now.strip("\n"), b.first, b.last, extra={"kind": b.kind}))
            k = b.last + 1
            gap = True
            continue
        text = fixed[k - 1]
        if R.is_boilerplate(raw[k - 1]):
            dropped.append(("boilerplate", k, raw[k - 1]))
            k += 1
            continue
        for sub in text.split("\n"):
            s = sub.strip()
            if not s:
                gap = True
                continue
            page_mark = marker.fullmatch(s) if marker else None
            if page_mark:
                ledger.add("page-marker", k, s, "")
                items.append(Item("page", page_mark.group(1), k, k))
                gap = True
                continue
            if R.is_heading(s) and not s.startswith("- "):
                prev = next((it for it in reversed(items) if it.kind != "page"), None)
                if prev and prev.kind == "heading" and R.words(prev.text) == R.words(s):
                    dropped.append(("running-head", k, s))
                    continue
                items.append(Item("heading", s, k, k))
                gap = True
                continue
            prev = items[-1] if items else None
            if prev and prev.kind == "para" and prev.last not in e.nojoins and (
                prev.last in e.joins or R.wants_join(prev.text, s) or prev.text.rstrip().endswith(".—")
                or (prev.text.rstrip().endswith("—") and not gap)
            ):
                prev.text = R.join(prev.text, s, k, ledger)
                prev.last = k
            else:
                items.append(Item("para", s, k, k))
            gap = False
        k += 1
    return items


def page_of(ed: "Edition", line: int) -> Page | None:
    """The page a source line goes to (by the page ranges of texts/structure.toml)."""
    n = len(source_lines(ed.book))
    spec = next((s for s, first, last in page_ranges(ed.book, n) if first <= line <= last), None)
    return next((p for p in ed.pages if p.spec is spec), None)


def item_at(page: Page, line: int) -> Item | None:
    """The paragraph, heading or block a source line is printed in; for a blank or dropped line the
    one before it (else the one after), as the ledger page places its entries."""
    texts = [it for it in page.items if it.kind != "page"]
    hit = next((it for it in texts if it.first <= line <= it.last), None)
    if hit is None:
        before = [it for it in texts if it.last < line]
        after = [it for it in texts if it.first > line]
        hit = before[-1] if before else (after[0] if after else None)
    return hit


# --- anchors and link targets -----------------------------------------------------------------------

def law_number(text: str) -> int | None:
    m = re.match(r"^(?:- )?(\d+)\.(?:--|—|\s)", text)
    return int(m.group(1)) if m else None


GLOSS = re.compile(r"^(?:- )?([A-Z][A-Za-z'’\- ,]*?)\.\s?—\s?(.*)$")


def load_cases() -> dict[int, dict]:
    if not CASES.exists():
        return {}
    return {int(c["line"]): c for c in tomllib.loads(CASES.read_text(encoding="utf-8")).get("case", [])}


def case_laws(case: dict) -> list[tuple[int, tuple[str, ...]]]:
    """The editor's pairings of a case with the laws it rules on (texts/disputed-rules.toml): (law, why words), checked.

    >>> case_laws({"id": "x", "laws": [{"law": 19, "why": ["faced", "exposed"]}]})
    [(19, ('faced', 'exposed'))]
    """
    out = []
    for entry in case.get("laws", []):
        where = f"disputed-rules.toml: case {case.get('id')!r}"
        if not isinstance(entry, dict) or set(entry) != {"law", "why"}:
            raise PipelineError(f"{where}: each law is {{ law = N, why = [words both share] }}, not {entry!r}")
        n, why = entry["law"], entry["why"]
        if not isinstance(n, int) or isinstance(n, bool):
            raise PipelineError(f"{where}: a law's number is a whole number, not {n!r}")
        if not why or not isinstance(why, list) or not all(isinstance(w, str) and w.strip() for w in why):
            raise PipelineError(f"{where}: Law {n}: `why` is a list of the words the law and the ruling share")
        if n in {m for m, _ in out}:
            raise PipelineError(f"{where}: Law {n} is paired twice")
        out.append((n, tuple(" ".join(w.split()) for w in why)))
    return out


def index_targets(ed: Edition) -> None:
    """Anchors of laws, terms, cases and headings; book page -> target for the General Index."""
    section_pages = {int(k): v for k, v in ed.book.get("section_pages", {}).items()}
    cases = load_cases() if ed.book["id"] == "practical-poker" else {}
    for page in ed.pages:
        slug = page.spec["slug"]
        if "page" in page.spec:
            ed.page_targets.append((page.spec["start"], page.spec["page"], f"{slug}.md"))
            ed.target_titles[f"{slug}.md"] = page.spec["title"]
        seen_h1 = False
        if (ed.book["id"], slug) == BIBLIOGRAPHY_PAGE:
            bibliography_anchors(ed, page)
        for it in page.items:
            if it.kind == "heading":
                if not seen_h1 and not page.spec.get("front"):
                    seen_h1 = True
                    if R.words(page.spec["title"]) == R.words(R.heading_text(it.text)):
                        continue  # the page's own title
                hid = R.slug(R.heading_text(it.text))
                it.extra["id"] = hid
                if it.first in section_pages:
                    it.extra["page"] = section_pages[it.first]
                    ed.page_targets.append((it.first, section_pages[it.first], f"{slug}.md#{hid}"))
                    ed.target_titles[f"{slug}.md#{hid}"] = R.heading_text(it.text)
            elif it.kind == "para":
                n = law_number(it.text) if (ed.book["id"], slug) in LAW_PAGES else None
                if n is not None:
                    ed.anchors[f"law-{n}"] = slug
                if (ed.book["id"], slug) == GLOSSARY_PAGE:
                    m = GLOSS.match(it.text.strip())
                    if m:
                        term = m.group(1).strip()
                        tid = "term-" + R.slug(term)
                        it.extra["term"] = (term, tid, m.group(2))
                        ed.anchors[tid] = slug
                        ed.terms.setdefault(term.lower(), (tid, first_sentence(m.group(2))))
                if slug == "disputed-rules" and it.first in cases:
                    c = cases[it.first]
                    it.extra["case"] = c
                    ed.anchors[c["id"]] = slug
                    if "page" in c:
                        ed.page_targets.append((it.first, str(c["page"]), f"{slug}.md#{c['id']}"))
                        ed.target_titles[f"{slug}.md#{c['id']}"] = c["title"]
    # every target by the book page it begins on (in text order on a page), for target_for_page
    ed.page_index = sorted((page_key(bp), line, target) for line, bp, target in ed.page_targets)
    missing = set(cases) - {it.first for p in ed.pages for it in p.items if it.kind == "para"}
    if missing:
        raise PipelineError(f"disputed-rules.toml: no paragraph starts at lines {sorted(missing)}")
    for line in sorted(cases):  # the editor's pairings, both ways: each law's cases in the chapter's order
        for n, _why in case_laws(cases[line]):
            if f"law-{n}" not in ed.anchors:
                raise PipelineError(f"disputed-rules.toml: case {cases[line]['id']!r}: there is no Law {n}")
            ed.law_cases.setdefault(n, []).append(cases[line])


BIB_SEE = re.compile(r'(See ["“])([A-Z][A-Za-z\' ]+?)([.,]?["”])')


def bibliography_anchors(ed: Edition, page: Page) -> None:
    """Anchor the Bibliography entries that a "See "Pardon."" points to (#bib-pardon: its first entry by that name)."""
    paras = [it for it in page.items if it.kind == "para"]
    for it in paras:
        for m in BIB_SEE.finditer(it.text):
            name = m.group(2).strip()
            entry = next((e for e in paras if e.text.lstrip("- ").upper().startswith(name.upper() + ",")), None)
            if entry is None:
                raise PipelineError(f"bibliography: no entry for the reference See {name!r}")
            aid = "bib-" + R.slug(name)
            entry.extra["anchor"] = aid
            ed.anchors[aid] = page.spec["slug"]
            ed.bib_refs[name.lower()] = aid


def first_sentence(text: str) -> str:
    text = re.sub(r"\$[^$]*\$", "", text)
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return (m.group(1) if m else text).replace('"', "'")


def roman(s: str) -> int:
    vals = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals.get(b, 0) > v else v
    return total


def page_key(p: str) -> tuple[int, int]:
    return (0, roman(p)) if p.isalpha() else (1, int(p))

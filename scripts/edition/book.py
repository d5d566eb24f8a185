"""A whole book through the pipeline: its edition built (build: the items of its pages, then anchors,
ledger entries, widgets, shown corrections and verse), its pages rendered, every book at once, and
the book part of the site's nav."""

from __future__ import annotations

from . import errata as errata_mod, textrules as R

from .ledger import place_ledger
from .marks import mark_corrections, set_verse
from .pages import errata_page, render_page
from .rulings import BOOK as HANDOUT_BOOK, handout
from .structure import Edition, Page, PipelineError, books, build_items, index_targets, page_ranges, source_lines
from .widgets import place_widgets


def build(book: dict) -> Edition:
    e = errata_mod.load(book["id"])
    raw = source_lines(book)
    problems = errata_mod.check(e, raw)
    if problems:
        raise PipelineError("errata do not apply:\n" + "\n".join(map(str, problems)))
    fixed = errata_mod.apply_fixes(e, raw)
    ledger, dropped = R.Ledger(), []
    pages = []
    for spec, first, last in page_ranges(book, len(raw)):
        items = build_items(book, e, fixed, raw, first, last, ledger, dropped)
        if spec.get("boilerplate"):
            if any(it.kind != "page" for it in items):
                raise PipelineError(f"{book['id']}: non-boilerplate text in the boilerplate range: {items}")
            continue
        page = Page(book, spec, items)

        def position(line: int, after: bool) -> tuple[int, str]:
            """Where a note or figure goes: by its line's item; one on a blank or dropped line goes
            after the item before it (or, at the top of a page, before the first item)."""
            if any(it.first <= line <= it.last for it in items):
                return line, ("after" if after else "before")
            prior = [it.last for it in items if it.last < line]
            if after and prior:
                return max(prior), "after"
            later = [it.first for it in items if it.first > line]
            if not later:
                raise PipelineError(f"{book['id']}: a note or figure at line {line} has no text to stand by")
            return min(later), "before"

        for x in [*e.notes, *e.figures]:
            if first <= x.line <= last:
                line, where = position(x.line, getattr(x, "where", "after") == "after")
                (page.notes if where == "after" else page.before).setdefault(line, []).append(x)
        pages.append(page)
    ed = Edition(book, e, pages, ledger, dropped)
    index_targets(ed)
    place_ledger(ed)
    place_widgets(ed)
    mark_corrections(ed)
    set_verse(ed)
    return ed


def render_book(ed: Edition) -> dict[str, str]:
    files = {}
    for page in ed.pages:
        files[f"{ed.book['id']}/{page.spec['slug']}.md"] = render_page(ed, page)
    files[f"{ed.book['id']}/errata.md"] = errata_page(ed)
    if ed.book["id"] == HANDOUT_BOOK:  # one print of the laws page gives the whole code
        laws, jack = f"{HANDOUT_BOOK}/laws.md", f"{HANDOUT_BOOK}/jack-pot-laws.md"
        files[laws] = handout(files[laws], files[jack])
    return files


def nav_yaml(all_books: list[dict]) -> str:
    lines = []
    for b in all_books:
        credit = b["author"].split()[-1] + (f", as {b['pen_name']}" if b.get("pen_name") else "")  # the name it appeared under
        lines.append(f"  - \"{b['title']} ({credit})\":")
        for spec in b["page"]:
            if spec.get("boilerplate"):
                continue
            if spec.get("front"):  # named, so the page's title (a tab's, a link preview's) is the book's, not "Index"
                lines.append(f"      - \"{b['title']}\": {b['id']}/index.md")
            else:
                lines.append(f"      - \"{spec['title']}\": {b['id']}/{spec['slug']}.md")
        lines.append(f"      - Errata: {b['id']}/errata.md")
    return "\n".join(lines) + "\n"


def build_all() -> tuple[dict[str, str], list[Edition]]:
    files, eds = {}, []
    all_books = books()
    for b in all_books:
        ed = build(b)
        eds.append(ed)
        files.update(render_book(ed))
    return files, eds

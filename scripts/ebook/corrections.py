"""A correction of the source as an endnote of the e-book, in the words scripts/edition/corrections.py gives it (what
was done, what the source reads, never the OCR's LaTeX, and why), with a link to its row in the errata."""

from __future__ import annotations

import functools

from ..edition import errata as errata_files
from ..edition.corrections import sentence
from .xhtml import Node, element, parse


@functools.cache
def _fixes(book: str) -> dict[str, errata_files.Fix]:
    """The book's fixes by the id of their row on the errata page (fix-<line>, fix-<line>-2 ...), as marks.fix_anchor."""
    out: dict[str, errata_files.Fix] = {}
    seen: dict[int, int] = {}
    for f in errata_files.load(book).fixes:
        k = seen[f.line] = seen.get(f.line, 0) + 1
        out[f"fix-{f.line}" + (f"-{k}" if k > 1 else "")] = f
    return out


def note_body(book: str, anchors: list[str], errata_file: str | None) -> list[Node | str]:
    """The endnote of a correction (its ids on the errata page, `anchors`): each fix in words, then a link to the errata."""
    fixes = _fixes(book)
    p = element("p", {}, *parse(" ".join(sentence(book, fixes[a]) for a in anchors)).children)
    if errata_file is not None:
        p.append(" See ")
        p.append(element("a", {"href": f"{errata_file}#{anchors[0]}"}, "the errata"))
        p.append(".")
    return [p]

"""A correction of the source as an endnote of the e-book, in words a reader can read: what was done, what the source
reads and why (texts/errata), a formula of the source as the book prints it (fractions as fractions, × as ×), never
the OCR's LaTeX; the site's page carries the same in its tooltip (scripts/edition/marks.py `fix_title`)."""

from __future__ import annotations

import functools
import re
import tomllib
from html import escape

from ..edition import errata as errata_files
from ..edition.textrules import LatexError, latex_to_text
from .sources import ROOT
from .xhtml import Node, element, parse

MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$")


@functools.cache
def _fixes(book: str) -> dict[str, errata_files.Fix]:
    """The book's fixes by the id of their row on the errata page (fix-<line>, fix-<line>-2 ...), as marks.fix_anchor."""
    out: dict[str, errata_files.Fix] = {}
    seen: dict[int, int] = {}
    for f in errata_files.load(book).fixes:
        k = seen[f.line] = seen.get(f.line, 0) + 1
        out[f"fix-{f.line}" + (f"-{k}" if k > 1 else "")] = f
    return out


@functools.cache
def _source_lines(book: str) -> list[str]:
    data = tomllib.loads((ROOT / "texts" / "structure.toml").read_text(encoding="utf-8"))
    name = next(b["source"] for b in data["book"] if b["id"] == book)
    return (ROOT / "texts" / "source" / name).read_text(encoding="utf-8").splitlines()


def _quoted(text: str) -> str:
    """Words of the source inside the note's quotation marks, as HTML: a quotation in them in single marks."""
    return escape(text.replace('"', "'"), quote=False)


def source_reading(book: str, fix: errata_files.Fix) -> str:
    """What the source reads where the fix is, as HTML: its words, and where they touch a formula, the whole formula as
    the book prints it (a label the OCR made a subscript, N_{1,098,240}, as a subscript)."""
    was = " ".join(re.sub(r"^- ", "", fix.was).split())
    if "\\" not in fix.was and "$" not in fix.was:
        return _quoted(was) or "(nothing)"
    line = _source_lines(book)[fix.line - 1]
    at = line.find(fix.was)
    if at < 0:
        raise ValueError(f"{book}: fix of line {fix.line}: {fix.was!r} is not on its line")
    first, last = at, at + len(fix.was)
    spans = [m for m in MATH.finditer(line) if m.start() < last and first < m.end()]
    first, last = min([first, *(m.start() for m in spans)]), max([last, *(m.end() for m in spans)])
    out, i = [], first
    for m in spans:
        out.append(_quoted(line[i:m.start()]))
        tex = re.sub(r"_\{([^{}]*)\}", r"<sub>\1</sub>", m.group(1) or m.group(2))
        try:
            out.append(latex_to_text(tex))
        except LatexError:
            return f"<code>{escape(was, quote=False)}</code>"  # what the errata page shows
        i = m.end()
    out.append(_quoted(line[i:last]))
    return " ".join("".join(out).split())


def note_body(book: str, anchors: list[str], errata_file: str | None) -> list[Node | str]:
    """The endnote of a correction (its ids on the errata page, `anchors`): each fix in words, then a link to the errata."""
    fixes = _fixes(book)
    parts = []
    for a in anchors:
        f = fixes[a]
        what = "Editor\u2019s conjecture" if f.kind == "lost-text" else ("Deleted" if not f.now.strip() else "Corrected")
        why = " ".join(f.why.split())
        why = why[:1].upper() + why[1:] + ("" if why.endswith(".") else ".")  # a sentence of its own
        parts.append(f"{what} (errata, line {f.line}): the source reads \u201c{source_reading(book, f)}\u201d. {escape(why, quote=False)}")
    p = element("p", {}, *parse(" ".join(parts)).children)
    if errata_file is not None:
        p.append(" See ")
        p.append(element("a", {"href": f"{errata_file}#{anchors[0]}"}, "the errata"))
        p.append(".")
    return [p]

"""A correction of the source in words a reader can read (issue 45): what was done, what the source reads and why
(texts/errata), a formula of the source as the book prints it (fractions as fractions, × as ×), never the OCR's LaTeX.
The site's page carries it in a correction's tooltip (marks.py `fix_title`), the e-books as an endnote
(scripts/ebook/corrections.py).

    source_reading(book, fix)   what the source reads where the fix is, as HTML
    sentence(book, fix)         the correction in a sentence or two, as HTML
    plain(html)                 the same as plain text, with the book's quotation marks (a tooltip's)
"""

from __future__ import annotations

import functools
import html as html_mod
import re
import tomllib
from html import escape

from . import errata as errata_files
from .structure import ROOT
from .textrules import LatexError, latex_to_text

MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$")


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


def sentence(book: str, fix: errata_files.Fix) -> str:
    """The correction as the reader reads it: "Corrected (errata, line 1748): the source reads “1/694”. Digit 1 read
    as I: …" (the reason a sentence of its own, with its capital and its full stop)."""
    what = "Editor\u2019s conjecture" if fix.kind == "lost-text" else ("Deleted" if not fix.now.strip() else "Corrected")
    why = " ".join(fix.why.split())
    why = why[:1].upper() + why[1:] + ("" if why.endswith(".") else ".")
    return f"{what} (errata, line {fix.line}): the source reads \u201c{source_reading(book, fix)}\u201d. {escape(why, quote=False)}"


def plain(html: str) -> str:
    """A correction's words without their tags (a fraction 3744⁄2,598,960 as it is), with curled quotation marks."""
    from scripts.site.quotes import curl  # the site's rule for quotation marks

    text = html_mod.unescape(re.sub(r"<[^>]*>", "", html))
    return curl(" ".join(text.split()))

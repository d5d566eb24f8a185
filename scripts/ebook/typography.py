"""The e-books' typography (issue 45), a last pass over each chapter and each note: the book's own (curly quotes,
closed-up em dashes, small capitals where the book has words in full capitals, exact fractions as fractions), and
what an e-reader needs (classes for the tables' alignment instead of inline styles, a cell's lines as lines, note
references that come together kept apart).

    typeset(node)     all of it, on a chapter's tree or a note's
    curl(text)        quotation marks and apostrophes in a line of words (the books' titles)
"""

from __future__ import annotations

import re

from ..site import quotes
from .xhtml import Node, element

# Where the text is the source or a program's, as it is: no quote curled, no dash closed, no small capitals.
VERBATIM = frozenset(("code", "pre", "kbd", "samp", "svg", "script", "style"))
# A quote at the start of one of these opens.
BLOCKS = frozenset("p li td th dd dt div h1 h2 h3 h4 h5 h6 blockquote caption figcaption section br".split())
# Words in capitals that are not the book's small capitals: the editor's abbreviations, the OCR's column heads that
# the errata quote, and the calculators' mark for a rule from outside an excerpt.
NOT_SMALL_CAPS = frozenset(("OCR", "TAB", "EPUB", "HTML", "URL", "OUTSIDE"))
CAPITALS = re.compile(r"\b[A-Z][A-Z]+(?:’S)?\b(?:(?: & | )[A-Z][A-Z]+(?:’S)?\b)*")
ROMAN = re.compile(r"[IVXLCDM]+")
FRACTION = re.compile(r"(-?)(\d+)/(\d+)")
ALIGN = re.compile(r"\s*text-align:\s*(left|right|center)\s*;?\s*")


def typeset(root: Node) -> None:
    _align_classes(root)
    _wide_tables(root)
    _cell_lines(root)
    _fractions(root)
    _text(root)
    _small_caps(root)
    _noteref_commas(root)


def _align_classes(root: Node) -> None:
    """Python-Markdown's `style="text-align: right"` on a table's cells as a class the style sheet sets (align-right)."""
    for n in root.iter():
        m = ALIGN.fullmatch(n.attrs.get("style", ""))
        if m:
            del n.attrs["style"]
            n.attrs["class"] = " ".join([*n.classes(), f"align-{m.group(1)}"])


def _wide_tables(root: Node) -> None:
    """A table of eight columns or more (the book's account of a hundred pools, ten) marked to be set smaller."""
    for t in root.find_all(lambda n: n.tag == "table"):
        row = t.find(lambda n: n.tag == "tr")
        if row is not None and sum(int(c.attrs.get("colspan", "1") or 1) for c in row.children if isinstance(c, Node)) >= 8:
            t.attrs["class"] = " ".join([*t.classes(), "wide"])


def _cell_lines(root: Node) -> None:
    """A table cell's lines, broken by <br>, as lines of their own (a block each), not breaks in a run of text."""
    for cell in root.find_all(lambda n: n.tag in ("td", "th") and any(isinstance(c, Node) and c.tag == "br" for c in n.children)):
        lines: list[list[Node | str]] = [[]]
        for c in cell.children:
            if isinstance(c, Node) and c.tag == "br":
                lines.append([])
            else:
                lines[-1].append(c)
        cell.children = []
        for line in lines:
            if any(not isinstance(c, str) or c.strip() for c in line):
                cell.append(element("span", {"class": "cell-line"}, *line))


def _fractions(root: Node) -> None:
    """A calculator's exact figure, written 31/47 as code or as a long fraction of its own (the chance of jacks or
    better, 27 digits over 27), as the book prints a fraction: 31⁄47, and −31⁄47."""
    def exact(n: Node) -> bool:
        return (n.tag == "code" or n.has_class("hoyle-fraction")) and len(n.children) == 1 and isinstance(n.children[0], str)

    for n in root.find_all(exact):
        m = FRACTION.fullmatch(n.text().strip())
        if m:
            sign = "\u2212" if m.group(1) else ""
            n.tag, n.attrs = "span", {"class": "hoyle-frac hoyle-exact"}
            n.children = []
            for c in (sign, element("sup", {}, m.group(2)), "\u2044", element("sub", {}, m.group(3))):
                if c:
                    n.append(c)


def _curl(text: str, before: str) -> str:
    """Straight quotes as curly ones (the site's rule, scripts/site/quotes.py), and em dashes closed up (the book's
    way, "a bit—12½ cents"), in one text."""
    return re.sub(r"[ \t\n]*\u2014[ \t\n]*", "\u2014", quotes.curl(text, before))


def curl(text: str) -> str:
    """One line of words (a book's title) with the book's quotation marks and apostrophes."""
    return _curl(text, " ")


def _text(root: Node) -> None:
    last = " "

    def walk(n: Node) -> None:
        nonlocal last
        if n.tag in VERBATIM:
            last = "x"
            return
        if n.tag in BLOCKS:
            last = " "
        for i, c in enumerate(n.children):
            if isinstance(c, str):
                new = _curl(c, last)
                n.children[i] = new
                last = new[-1] if new else last
            else:
                walk(c)
        if n.tag in BLOCKS:
            last = " "

    walk(root)


def _small_caps(root: Node) -> None:
    """Words the book sets in small capitals and the text has in full capitals ("DICK & FITZGERALD’S"), marked for CSS's
    small capitals; the letters stay as they are."""
    def keep(words: str) -> bool:
        bare = [w.removesuffix("’S") for w in re.findall(r"[A-Z’]+", words)]
        return all(w in NOT_SMALL_CAPS or ROMAN.fullmatch(w) for w in bare)

    for n in list(root.iter()):
        if n.tag in VERBATIM or n.has_class("all-small-caps") or n.has_class("hoyle-outside-mark") or n.has_class("hoyle-sc"):
            continue
        if any(a.tag in VERBATIM for a in _ancestors(n)):
            continue
        new: list[Node | str] = []
        for c in n.children:
            if not isinstance(c, str) or not CAPITALS.search(c):
                new.append(c)
                continue
            at = 0
            for m in CAPITALS.finditer(c):
                if keep(m.group(0)):
                    continue
                new += [c[at:m.start()], element("span", {"class": "all-small-caps"}, m.group(0))]
                at = m.end()
            new.append(c[at:])
        if new != n.children:
            n.children = []
            for c in new:
                if c != "":
                    n.append(c)


def _ancestors(n: Node):
    p = n.parent
    while p is not None:
        yield p
        p = p.parent


def _noteref_commas(root: Node) -> None:
    """Two note references side by side ("160161") kept apart by a raised comma: 160,161."""
    for ref in root.find_all(lambda n: n.tag == "a" and n.attrs.get("epub:type") == "noteref"):
        parent = ref.parent
        if parent is None:
            continue
        i = ref.index_in_parent()
        j = i - 1
        while j >= 0 and isinstance(parent.children[j], str) and not str(parent.children[j]).strip():
            j -= 1
        prev = parent.children[j] if j >= 0 else None
        if isinstance(prev, Node) and prev.tag == "a" and prev.attrs.get("epub:type") == "noteref":
            sep = element("span", {"class": "noteref-sep"}, ",")
            sep.parent = parent
            parent.children[j + 1:i] = [sep]

"""The books' quotation marks and apostrophes, curled with the text on both sides in view (issue 45).

Python-Markdown's smarty curls each run of text on its own: a quotation mark just after a link, a stretch of
emphasis or a tag has nothing before it in its run, and smarty opened it ("bare openers“—that is", the glossary's
link on "openers" just before it). Here the marks of a page are curled in the page's order, each knowing the
character before it (across links, emphasis and inline tags) and the one after it.

    mark(c, prev, nxt)   the right quotation mark for `c` between the characters `prev` and `nxt`
    curl(text, before)   every quotation mark of one run of text, after the character `before`
    curl_html(fragment)  every quotation mark in the text of a piece of HTML
    BookQuotesExtension  the Markdown extension mkdocs.yml names, in smarty's place (scripts.site.quotes)

The e-books (scripts/ebook/typography.py) decide each mark by `mark` too.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree

from markdown import Markdown, util
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

# A quotation mark after a space and before one of these closes: "(H read as 'II ')".
CLOSERS = ")]}"
# Where the text is a program's or the source's, as it is: no mark curled.
VERBATIM = frozenset(("code", "pre", "kbd", "samp", "svg", "script", "style", "textarea"))
# A mark at the start of one of these opens.
BLOCKS = frozenset("p li td th dd dt div h1 h2 h3 h4 h5 h6 blockquote caption figcaption section br table tr ul ol dl"
                   " details summary".split())
# What Python-Markdown leaves in a run of text until it is written out: a stashed piece of HTML (a tag, an entity),
# or a character escaped with a backslash.
_HELD = re.compile(f"{util.STX}(?:wzxhzdk:)?(\\d+){util.ETX}")


def _opens(prev: str, nxt: str) -> bool:
    """Whether a straight quotation mark between `prev` and `nxt` opens (nxt "" where an element comes next): after a
    space or an opening bracket or quote, unless a space or a closing bracket follows ("(H read as 'II ')"); after a
    dash only before a letter or digit ("restored to the entry form 'Term.—'.")."""
    if prev.isspace() or prev in "([{\u201c\u2018":
        return not nxt or (not nxt.isspace() and nxt not in CLOSERS)
    return prev in "\u2014\u2013-/" and nxt.isalnum()


def mark(c: str, prev: str, nxt: str) -> str:
    """The quotation mark or apostrophe `c` as the book prints it between `prev` and `nxt`; any other character as it
    is. A curled mark the wrong way round (a closing one opened after a word, an opening one closed before one) is
    turned."""
    if c == "'":
        return "\u2018" if _opens(prev, nxt) else "\u2019"
    if c == '"':
        return "\u201c" if _opens(prev, nxt) else "\u201d"
    if c in "\u201c\u2018" and ((prev.isalnum() or prev in ".,;:!?") and not nxt.isalnum()
                                or prev.isspace() and nxt != "" and nxt in CLOSERS):
        return "\u201d" if c == "\u201c" else "\u2019"
    if c == "\u201d" and (prev.isspace() or prev in "/([") and nxt.isalnum():
        return "\u201c"
    return c


def curl(text: str, before: str = " ") -> str:
    """Every quotation mark of `text`, which follows the character `before`, curled."""
    out: list[str] = []
    for i, c in enumerate(text):
        out.append(mark(c, out[-1] if out else before, text[i + 1] if i + 1 < len(text) else ""))
    return "".join(out)


_TAG = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)


def curl_html(fragment: str) -> str:
    """Every quotation mark in the text of a piece of HTML curled (a page's part that is written as HTML, not as
    Markdown: the ledger's entries), tags and attributes as they are, code as it is."""
    out, last, verbatim = [], " ", 0
    for i, piece in enumerate(_TAG.split(fragment)):
        if i % 2:  # a tag
            name = re.match(r"</?([a-zA-Z0-9]+)", piece)
            tag = name.group(1).lower() if name else ""
            if tag in VERBATIM and not piece.endswith("/>"):
                verbatim += -1 if piece.startswith("</") else 1
                last = "x"
            elif tag in BLOCKS:
                last = " "
        elif piece and not verbatim:
            piece = curl(piece, last)
            last = piece[-1]
        out.append(piece)
    return "".join(out)


class _Curl(Treeprocessor):
    """The page's runs of text in order, each mark curled with the last character shown before it in view."""

    def run(self, root: etree.Element) -> None:
        self.last = " "
        self._walk(root)

    def _shown(self, held: re.Match) -> str:
        """What a held piece shows: an escaped character, an entity's character, nothing for a tag."""
        n = int(held.group(1))
        if "wzxhzdk" not in held.group(0):
            return chr(n)
        stashed = self.md.htmlStash.rawHtmlBlocks[n]
        raw = stashed if isinstance(stashed, str) else ""
        return html.unescape(re.sub(r"<[^>]*>", "", raw))

    def _run(self, text: str | None) -> str | None:
        if not text or isinstance(text, util.AtomicString):
            if text:
                self.last = text[-1]
            return text
        held = list(_HELD.finditer(text))
        shown = [self._shown(h) for h in held]
        bounds = [0, *(x for h in held for x in (h.start(), h.end())), len(text)]
        words = [text[bounds[i]:bounds[i + 1]] for i in range(0, len(bounds), 2)]  # the stretches between held pieces
        out = []
        for k, stretch in enumerate(words):
            after = "".join(a + b for a, b in zip(shown[k:], words[k + 1:]))  # what the run shows after this stretch
            for i, c in enumerate(stretch):
                new = mark(c, self.last, stretch[i + 1] if i + 1 < len(stretch) else after[:1])
                out.append(new)
                self.last = new
            if k < len(held):
                out.append(held[k].group(0))
                if shown[k]:
                    self.last = shown[k][-1]
        return "".join(out)

    def _walk(self, e: etree.Element) -> None:
        tag = e.tag if isinstance(e.tag, str) else ""
        if tag in VERBATIM:
            self.last = "x"  # a mark just after code closes
        else:
            if tag in BLOCKS:
                self.last = " "
            e.text = self._run(e.text)
            for child in e:
                self._walk(child)
            if tag in BLOCKS:
                self.last = " "
        e.tail = self._run(e.tail)


class BookQuotesExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:
        md.treeprocessors.register(_Curl(md), "book-quotes", 6)  # where smarty's would be: after the inline patterns


def makeExtension(**kwargs) -> BookQuotesExtension:  # noqa: N802 (Python-Markdown's name)
    return BookQuotesExtension(**kwargs)

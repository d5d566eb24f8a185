"""Where a claims-ledger entry's line is on the site, and the words of its quotation the page prints:
`locate` finds the book page and item a source line goes to (with the edition's own functions,
scripts/edition/), `choose_fragment` the text fragment that links there. Used by claims_ledger.py.
"""

from __future__ import annotations

import re
from html import escape
from dataclasses import dataclass
from urllib.parse import quote as quote_url

from .. import edition
from ..edition import textrules as R

PAGE_URL = "tools/claims-ledger/"  # where the ledger page is served, from the site's root (for relative links)
FRAGMENT_WORDS = 8  # the first words of a quotation that make its text fragment (as passage_link)


class LedgerPageError(RuntimeError):
    pass


def quote_html(quote: str) -> str:
    """The quotation as the source has it (OCR errors and all), in HTML, its LaTeX and dashes as the
    edition prints them."""
    return R.quoted(escape(quote, quote=False))


# --- where each entry's line is on the site ----------------------------------------------------------

@dataclass
class Place:
    book: dict
    spec: dict  # the page of texts/structure.toml
    page: edition.Page
    item: edition.Item | None  # the paragraph, heading or block the line is in (or the nearest one)
    heading_id: str | None  # the last heading anchor on the page before the line

    @property
    def rel(self) -> str:
        return f"{self.book['id']}/{self.spec['slug']}.md"

    @property
    def path(self) -> str:
        return f"{self.book['id']}/{self.spec['slug']}/"


def locate(ed: edition.Edition, line: int) -> Place:
    """The page a source line goes to (edition.page_ranges, as the edition splits the book) and
    the item of that page it is printed in."""
    n = len(edition.source_lines(ed.book))
    spec = next((s for s, first, last in edition.page_ranges(ed.book, n) if first <= line <= last), None)
    if spec is None or spec.get("boilerplate"):
        raise LedgerPageError(f"{ed.book['id']} line {line} is on no page of the edition")
    page = next(p for p in ed.pages if p.spec is spec)
    texts = [it for it in page.items if it.kind != "page"]
    item = next((it for it in texts if it.first <= line <= it.last), None)
    if item is None:  # a blank or dropped line: the item before it, else the one after
        before = [it for it in texts if it.last < line]
        after = [it for it in texts if it.first > line]
        item = before[-1] if before else (after[0] if after else None)
    heading_id = None
    for it in page.items:
        if it.first > line:
            break
        if it.kind == "heading" and it.extra.get("id"):
            heading_id = it.extra["id"]
    return Place(ed.book, spec, page, item, heading_id)


# --- the text fragment: words of the quotation that the page prints ----------------------------------

# Words a text fragment may hold: no quotation marks (smarty curls them; an apostrophe within a word
# is curled below), no slashes (smartsymbols makes fractions of them), no LaTeX or markup; numbers
# with the book's fractions; the signs of its sums.
_WORD_TOKEN = re.compile(rf"\(?[A-Za-z0-9{R.VULGAR_CHARS}]+(?:[-.,'’⁄][A-Za-z0-9{R.VULGAR_CHARS}]+)*\)?[,.;:!?]?")
_SIGN_TOKEN = re.compile(r"[×·=+÷−]")
_BREAK = "\x00"
_FRAC_HTML = re.compile(r'<span class\s*=\s*"hoyle-frac"><sup>(.*?)</sup>⁄<sub>(.*?)</sub></span>')  # 9⁄47, as R.latex_to_text prints it


def plain(markdown: str) -> str:
    """The text a reader sees of a piece of a generated page, near enough to match words in it:
    no comments, link targets, tags, attribute lists, emphasis marks or escapes; whitespace squashed."""
    text = R.COMMENT.sub(" ", markdown)
    text = _FRAC_HTML.sub(r"\1⁄\2", text)
    text = R.strip_markup(text)
    text = re.sub(r"\\(.)", r"\1", text)
    text = re.sub(r"[*_\[\]]", "", text)
    return re.sub(r"\s+", " ", text).strip()


def _pattern(words: str) -> re.Pattern:
    return re.compile(r"(?<!\w)" + re.escape(words) + r"(?!\w)", re.IGNORECASE)


def _find(words: str, text: str) -> int:
    m = _pattern(words).search(text)
    return m.start() if m else -1


def read_through_errata(ed: edition.Edition, line: int, quote: str) -> str:
    """The quotation with the corrections the edition makes on its line (texts/errata), so that it
    reads as the page prints it."""
    text = re.sub(r"\s+", " ", quote).strip()
    for fix in ed.errata.fixes:
        was = re.sub(r"\s+", " ", fix.was).strip()
        if fix.line == line and was and was in text:
            text = text.replace(was, re.sub(r"\s+", " ", fix.now).strip())
    return text


table_row = edition.table_row


def item_text(ed: edition.Edition, place: Place, quote: str) -> tuple[str, list[str]]:
    """The plain text of the item the quotation is in (of a table, its row) and, for a table row,
    its cells."""
    it = place.item
    if it is None:
        return "", []
    if it.kind == "heading":
        return R.title_case(R.heading_text(it.text)), []
    if it.kind == "block":
        md = edition.expand_links(ed, it.text)
        row = table_row(md, quote)
        if row is not None:
            return plain(row), [plain(c) for c in row.strip().strip("|").split("|") if plain(c)]
        return plain(md), []
    return plain("\n".join(edition.render_para(ed, place.page, it, set()))), []


def quote_words(quote: str) -> list[list[str]]:
    """The quotation as the page prints it, in runs of tokens a text fragment can hold."""
    text = plain(quote_html(quote)).replace("—", f" {_BREAK} ")
    runs, run = [], []
    for t in text.split():
        if _WORD_TOKEN.fullmatch(t) or _SIGN_TOKEN.fullmatch(t):
            run.append(t)
            continue
        if run:
            runs.append(run)
        run = []
    if run:
        runs.append(run)
    return runs


@dataclass(frozen=True)
class Fragment:
    """A text directive: the words to find and, when they are printed earlier on the page too, the
    words just before them in this paragraph (the directive's prefix)."""

    words: str
    prefix: str = ""

    @property
    def text(self) -> str:
        """What the page prints (prefix and words), as the browser finds it."""
        return _curl(f"{self.prefix} {self.words}".strip())

    @property
    def url(self) -> str:
        """`#:~:text=prefix-,words`: every character but letters and digits escaped, the dash too
        (it marks a prefix or suffix in a text directive)."""
        def enc(t: str) -> str:
            return quote_url(_curl(t), safe="").replace("-", "%2D")
        return "#:~:text=" + (f"{enc(self.prefix)}-," if self.prefix else "") + enc(self.words)


def _curl(words: str) -> str:
    return re.sub(r"(?<=\w)'(?=\w)", "’", words)  # smarty prints an apostrophe within a word curled


def distinctive(words: str) -> bool:
    """Enough to find: two words or more, or a number of two digits or more, or a long word."""
    return len(words.split()) > 1 or bool(re.search(r"\d{2}", words)) or len(words.strip("()")) >= 6


def choose_fragment(quotes: list[str], para: str, page_text: str, cells: list[str] = ()) -> Fragment | None:
    """The first words of the quotation (at most FRAGMENT_WORDS) that its paragraph (or table row)
    prints and whose first match on the page is there, or else that the one to three words before
    them in the paragraph make the first match; a single word only if it is a number or a long
    word. Failing that, for a table row, the first of its cells that is first matched there.
    None if there is no such text."""
    start = _find(para, page_text) if para else -1
    if start < 0:
        return None
    end = start + len(para)

    def here(words: str) -> Fragment | None:
        m = _pattern(words).search(page_text)
        if m is None:
            return None
        if start <= m.start() < end:
            return Fragment(words)
        m = _pattern(words).search(page_text, start, end)
        if m is None:
            return None
        before = page_text[start:m.start()].split()[-3:]
        for k in range(1, len(before) + 1):
            prefix = " ".join(before[-k:]).lstrip("\"'“‘(")
            if not all(_WORD_TOKEN.fullmatch(t) for t in prefix.split()):
                break
            hit = re.search(r"(?<!\w)" + re.escape(prefix) + r"\s+" + re.escape(words) + r"(?!\w)", page_text, re.I)
            if hit and start <= hit.start() < end:
                return Fragment(words, prefix)
        return None

    for quote in quotes:
        for run in quote_words(quote):
            for i in range(len(run)):
                for size in range(min(FRAGMENT_WORDS, len(run) - i), 0, -1):
                    window = run[i:i + size]
                    if not (_WORD_TOKEN.fullmatch(window[0]) and _WORD_TOKEN.fullmatch(window[-1])):
                        continue
                    words = " ".join(window).rstrip(",;:.!?")
                    if not distinctive(words):
                        continue
                    found = here(words)
                    if found:
                        return found
    for cell in cells:
        words = cell.rstrip(",;:.!?")
        if words and distinctive(words) and all(_WORD_TOKEN.fullmatch(t) or _SIGN_TOKEN.fullmatch(t) for t in words.split()) \
                and _WORD_TOKEN.fullmatch(words.split()[0]):
            m = _pattern(words).search(page_text)
            if m and start <= m.start() < end:
                return Fragment(words)
    return None


def relative(path: str) -> str:
    """A path from the site's root, relative to this page (served as a folder, tools/claims-ledger/)."""
    return "../" * PAGE_URL.count("/") + path

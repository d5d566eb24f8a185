"""The books' quotation marks (scripts/site/quotes.py, issue 45): curled with the text on both sides in view, through
links, emphasis and inline tags, never in code; and on the built site, no mark the wrong way round in the text of any
page (a closing mark opened, an opening one closed), and no ":-" where the book prints ":—"."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import markdown
import pytest

from scripts.site import quotes


def render(text: str) -> str:
    return markdown.Markdown(extensions=["attr_list", "md_in_html", "scripts.site.quotes"]).convert(text)


@pytest.mark.parametrize("source, shown", [
    # the fault the issue found: smarty opened a mark just after a link
    ('coming in on "bare [openers](t.md)"—that is', '<p>coming in on “bare <a href="t.md">openers</a>”—that is</p>'),
    ('*"Hoyle,"* and "*Hoyle*," too', "<p><em>“Hoyle,”</em> and “<em>Hoyle</em>,” too</p>"),
    # a mark that ends in a space or a dash, before a bracket; a ditto mark on its own
    ("(H read as 'II ')", "<p>(H read as ‘II ’)</p>"),
    ("read as ':-'; and '178-', '63:'", "<p>read as ‘:-’; and ‘178-’, ‘63:’</p>"),
    ('ditto marks (") written out', "<p>ditto marks (”) written out</p>"),
    ('"I"/"r" read as 1', "<p>“I”/“r” read as 1</p>"),
    # apostrophes, inside an inline tag and after one
    ("<span class=\"sc\">Cotton's</span> and the players' chips", '<p><span class="sc">Cotton’s</span> and the players’ chips</p>'),
    ('<span class="sc">Dick</span>"s and <b>x</b>"—', '<p><span class="sc">Dick</span>”s and <b>x</b>”—</p>'),
    # an escaped bracket and an entity are characters like any other
    (r'\["It"\] must', "<p>[“It”] must</p>"),
    ('AT&amp;T"s', "<p>AT&amp;T”s</p>"),
    # code as it is, and a mark after code closes
    ('the `"x"` and `y`"', '<p>the <code>"x"</code> and <code>y</code>”</p>'),
    # a new block starts afresh
    ('one"\n\n"two', "<p>one”</p>\n<p>“two</p>"),
])
def test_marks_are_curled_with_the_text_around_them_in_view(source, shown):
    assert render(source) == shown


def test_a_curled_mark_the_wrong_way_round_is_turned():
    assert quotes.curl("openers“—that") == "openers”—that"
    assert quotes.curl("“I”/”r”") == "“I”/“r”"
    assert quotes.curl("“right” and ‘right’ stay") == "“right” and ‘right’ stay"


class _Text(HTMLParser):
    """The words of a page's article as a reader reads them: no script, style or code."""

    def __init__(self) -> None:
        super().__init__()
        self.skip, self.parts, self.inside = 0, [], 0

    def handle_starttag(self, tag, attrs):
        self.inside += tag == "article"
        self.skip += tag in ("script", "style", "code", "pre", "svg", "textarea")

    def handle_endtag(self, tag):
        self.inside -= tag == "article"
        self.skip -= tag in ("script", "style", "code", "pre", "svg", "textarea")

    def handle_data(self, data):
        if self.inside and not self.skip:
            self.parts.append(data)


WRONG = {
    "a closing mark opened": re.compile(r"(?<=[\w.,;:!?-])[“‘](?=[\s.,;:!?)\]—–]|$)|(?<=\s)[“‘](?=[)\]])"),
    "an opening mark closed": re.compile(r"(?<=[\s(\[—/])”(?=\w)"),
    "a colon and hyphen for the book's colon and dash": re.compile(r":-(?=\s|$)"),
}


def test_no_page_has_a_mark_the_wrong_way_round(built_site):
    found = []
    for path in sorted(built_site.rglob("*.html")):
        if "assets" in path.parts:
            continue
        parser = _Text()
        parser.feed(path.read_text(encoding="utf-8"))
        text = "".join(parser.parts)
        for what, pattern in WRONG.items():
            found += [(path.relative_to(built_site).as_posix(), what, text[max(0, m.start() - 40):m.end() + 20])
                      for m in pattern.finditer(text)]
    # The errata quote the source's own marks as the source has them: "(‘:-’)" of the line the book has ":—" on.
    assert [f for f in found if not (f[0].startswith("practical-poker/errata/") and f[1].startswith("a colon"))] == []
    page = built_site.joinpath("practical-poker/opening-jack-pots/index.html").read_text(encoding="utf-8")
    assert re.search(r"“bare <a [^>]*>openers</a>”—that is", page)


def test_a_correction_s_tooltip_reads_as_the_book_prints(built_site):
    """The tooltip of each correction on the pages (scripts/edition/corrections.py): the source's formula as the book
    prints it (never the OCR's LaTeX: no backslash, no dollar), curled quotation marks, a reason that is a sentence."""
    titles = set()
    for path in built_site.rglob("*.html"):
        if "assets" not in path.parts:
            titles |= {html.unescape(t) for t in re.findall(r'title="([^"]*\(errata, line \d+\)[^"]*)"', path.read_text(encoding="utf-8"))}
    assert len(titles) >= 100
    assert [t for t in titles if re.search(r"[\\$'\"]", t)] == []
    assert [t for t in titles if not re.match(r"(Corrected|Deleted|Editor’s conjecture) \(errata, line \d+\): the source reads “", t)] == []
    assert [t for t in titles if re.search(r"”\. [a-z]", t)] == []  # each reason begins a sentence
    assert "Corrected (errata, line 1748): the source reads “N⁄D 3744⁄2,598,960 = I⁄694”. Digit 1 read as I" in " ".join(titles)


def test_the_ledger_page_written_as_html_has_the_book_s_quotation_marks(built_site):
    """The claims ledger's entries are written as HTML (scripts/pages/claims_ledger.py), which Markdown leaves alone:
    curled there by quotes.curl_html, every straight mark of its text (code apart) is gone."""
    parser = _Text()
    parser.feed(built_site.joinpath("tools/claims-ledger/index.html").read_text(encoding="utf-8"))
    text = "".join(parser.parts)
    assert text.count("book’s") > 50
    assert [text[max(0, m.start() - 30):m.end() + 30] for m in re.finditer(r"['\"]", text)] == []


def test_curl_html_leaves_tags_and_code_alone():
    assert quotes.curl_html('<p title="a \'b\'">A\'s "c" <code>"x"</code>"</p><p>"d</p>') == \
        '<p title="a \'b\'">A’s “c” <code>"x"</code>”</p><p>“d</p>'

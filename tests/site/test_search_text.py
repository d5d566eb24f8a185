"""What Material's search reads of a page (scripts/site/search_text.py, an MkDocs hook): what a widget shows only
live, its cards and its drawings left out, and a table's cells and a list's terms and descriptions kept apart, so that
a result's snippet reads as the page does ("The book 20 Exact 20", not "The book20 Exact20"), a widget's buttons and
card picker are not found as words, and every short query is answered (the search itself, run under Node)."""

from __future__ import annotations

import json
import re
import string
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from scripts.site.build import widget_pages
from scripts.site.search_text import searchable

ROOT = Path(__file__).resolve().parents[2]


def test_what_a_widget_shows_only_live_its_cards_and_drawings_are_left_out_of_the_search():
    assert searchable('<form class="hoyle-form hoyle-live-only" data-x="1">') == (
        '<form data-search-exclude class="hoyle-form hoyle-live-only" data-x="1">')
    assert searchable('<details class="hoyle-picker-fold hoyle-live-only"><div class="hoyle-live-only">') == (
        '<details data-search-exclude class="hoyle-picker-fold hoyle-live-only"><div data-search-exclude class="hoyle-live-only">')
    assert searchable('<svg class="hoyle-chart" role="img"><text>Seat 1</text></svg><svg>') == (
        '<svg data-search-exclude class="hoyle-chart" role="img"><text>Seat 1</text></svg><svg data-search-exclude>')
    assert searchable('<span class="hoyle-card hoyle-red" role="img">J♥</span><span class="hoyle-mini hoyle-black">4♣</span>') == (
        '<span data-search-exclude class="hoyle-card hoyle-red" role="img">J♥</span>'
        '<span data-search-exclude class="hoyle-mini hoyle-black">4♣</span>')
    for other in ('<form class="hoyle-form">', "<svgx>", '<div class="hoyle-cards">', '<span class="hoyle-card-back">',
                  '<div class="hoyle-live-onlyx">', '<p class="md-search__form">', "<form>",
                  '<div title="hoyle-live-only">'):
        assert searchable(other) == other


def test_cells_terms_and_descriptions_are_kept_apart_and_nothing_else_is_touched():
    assert searchable("<dl><div><dt>The book</dt><dd>20</dd></div></dl>") == "<dl><div><dt>The book</dt>\n<dd>20</dd></div></dl>"
    assert searchable("<tr><th>a</th><td>b</td></tr><tr><td>c</td></tr>") == "<tr><th>a</th>\n<td>b</td></tr>\n<tr><td>c</td></tr>"
    assert searchable("<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>") == (
        "<table><thead><tr><th>a</th></tr></thead>\n<tbody><tr><td>1</td></tr></tbody></table>")
    assert searchable('<div><table><caption>A</caption><tr><td>even</td></tr></table></div><div><table class="x">') == (
        '<div>\n<table>\n<caption>A</caption>\n<tr><td>even</td></tr></table>\n</div><div>\n<table class="x">')
    for same in ("<td>a</td>\n<td>b</td>", "<span>K</span><span>♠</span>", "<p>a</p><p>b</p>", "<li>a</li><li>b</li>",
                 "<div>a</div><div>b</div>", "<code>&lt;/td&gt;&lt;td&gt;</code>", "<td>a</td><tdx>"):
        assert searchable(same) == same


VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())


class _LiveOnly(HTMLParser):
    """The text a page's widgets show only when live (`.hoyle-live-only`), a run for each piece of text, as Material's
    search ran them together."""

    def __init__(self):
        super().__init__()
        self.open: list[bool] = []  # for each element open, whether it is live-only or inside one
        self.runs: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            live = "hoyle-live-only" in (dict(attrs).get("class") or "").split()
            self.open.append(live or bool(self.open and self.open[-1]))

    def handle_endtag(self, tag):
        if tag not in VOID and self.open:
            self.open.pop()

    def handle_data(self, data):
        if self.open and self.open[-1] and data.strip():
            self.runs.append(data.strip())


@pytest.fixture(scope="module")
def index(built_site):
    docs = json.loads((built_site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    by_page: dict[str, str] = {}
    for doc in docs:
        page = doc["location"].split("#")[0]
        by_page[page] = by_page.get(page, "") + " " + doc["text"]
    return by_page


def test_the_ledgers_facts_read_apart_in_the_search(index):
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", index["tools/claims-ledger/"]))
    assert "The book 20 Exact 20 Verdict ✓ Correct" in text
    assert not re.search(r"The book\d|Exact\d", text)


def test_nothing_a_widget_shows_only_live_is_in_the_search(built_site, index):
    pages = widget_pages(built_site)
    assert len(pages) >= 15
    checked = 0
    for path in pages:
        html = (built_site / path.strip("/") / "index.html").read_text(encoding="utf-8")
        if 'class="hoyle-form' not in html:
            continue
        article = html[html.index("<article"):html.index("</article>")]  # what the search reads: the page's content
        left_out = len(re.findall(r'class="(?:[^"]*\s)?hoyle-(?:live-only|card|mini)[\s"]|<svg[\s>]', article))
        assert left_out == article.count(" data-search-exclude"), path
        live = _LiveOnly()
        live.feed(html)
        # two such texts one after the other, as the search ran them together before ("ClearCopy link", "packA")
        glued = {a + b for a, b in zip(live.runs, live.runs[1:]) if a[-1].isalnum() and b[0].isalnum()}
        found = sorted(g for g in glued if g in index[path.strip("/") + "/" if path != "/" else ""])
        assert not found, (path, found[:5])
        checked += 1
    assert checked >= 15


def test_every_short_query_is_answered_by_the_search(built_site):
    """Material's own search worker, run under Node on the built index (tests/site/search_queries.mjs), asked every
    query of one or two letters or digits and every start (one to three characters) of every word in the index. lunr,
    under it, builds from the index's words a set it matches a query's start against, and a set of words like
    "J♠J♥10♦10♣9♠9♥8♦8♣A's" (a row of cards run together) made in it a word no page has, "j♠j♥19": the query "j"
    then failed, with no result and only a warning in the console, as every search does while its reader types "jack"."""
    worker = next((built_site / "assets/javascripts/workers").glob("search.*.min.js"))
    index = built_site / "search" / "search_index.json"
    words = set()
    for doc in json.loads(index.read_text(encoding="utf-8"))["docs"]:
        words.update(w for w in re.split(r"[\s\-]+", re.sub(r"<[^>]+>", " ", doc["title"] + " " + doc["text"]).lower()) if w)
    letters = string.ascii_lowercase + string.digits
    queries = sorted({w[:n] for w in words for n in (1, 2, 3) if w[:n].isalnum()} | set(letters) | {a + b for a in letters for b in letters})
    assert len(queries) > 2500
    out = subprocess.run(["node", str(ROOT / "tests/site/search_queries.mjs"), str(worker), str(index)], input=json.dumps(queries),
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    answered = json.loads(out.stdout)
    assert answered == {"asked": len(queries), "failed": []}

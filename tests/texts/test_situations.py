"""The situation finder (texts/situations.toml -> docs/practical-poker/what-happened.md, written by
scripts/pages/situations.py): every law of the code is cited by some situation, every cited law and
ruling exists, every quotation is the law's own words as its page prints them, each situation has a
stable id of its own, and the committed page is what the generator writes."""

from __future__ import annotations

import re
import tomllib
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from scripts.pages import situations

ROOT = Path(__file__).resolve().parents[2]

BOOK = ROOT / "docs" / "practical-poker"
PAGE = BOOK / "what-happened.md"
DATA = tomllib.loads((ROOT / "texts" / "situations.toml").read_text(encoding="utf-8"))  # read here, not through the generator
GROUPS = DATA["group"]
SITUATIONS = [s for g in GROUPS for s in g["situation"]]
CASES = tomllib.loads((ROOT / "texts" / "disputed-rules.toml").read_text(encoding="utf-8"))["case"]
LAWS = range(1, 78)


def law_page(n: int) -> str:
    return "laws" if n <= 58 else "jack-pot-laws"


def readable(markdown: str) -> str:
    """A piece of a generated page as a reader reads it: no tags or link targets, escaped brackets as
    brackets, curly quotes as straight ones, whitespace squashed. Case is kept."""
    text = re.sub(r"<[^>]*>", "", markdown)
    text = re.sub(r'\[((?:[^\[\]\\]|\\.)*)\]\([^()\s]*(?: "[^"]*")?\)', r"\1", text)
    text = re.sub(r"\\([\[\]])", r"\1", text)
    text = text.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.split())


def laws_on(slug: str) -> dict[int, str]:
    """The laws on a generated law page, each as a reader reads it (its number left out)."""
    md = (BOOK / f"{slug}.md").read_text(encoding="utf-8")
    found = re.findall(r'^<a class="hoyle-law-number".*?</a> ?(.*)\n\{: #law-(\d+) \.hoyle-law \}$', md, re.M)
    return {int(n): readable(text) for text, n in found}


LAW_TEXT = {**laws_on("laws"), **laws_on("jack-pot-laws")}


def cited(s: dict) -> list[tuple[int, str]]:
    return [(int(n), q) for n, q in s.get("laws", {}).items()]


def test_the_law_pages_have_every_law_where_the_links_go():
    assert set(laws_on("laws")) == set(range(1, 59))
    assert set(laws_on("jack-pot-laws")) == set(range(59, 78))


def test_every_law_is_cited_by_some_situation():
    laws = {n for s in SITUATIONS for n, _ in cited(s)}
    assert sorted(set(LAWS) - laws) == [], "laws no situation cites"


def test_every_ruling_is_cited_by_some_situation():
    rulings = {r for s in SITUATIONS for r in s.get("rulings", [])}
    assert sorted({c["id"] for c in CASES} - rulings) == []


def test_every_cited_law_and_ruling_exists():
    anchors = set(re.findall(r"\{ #([a-z0-9-]+) \.hoyle-case\b", (BOOK / "disputed-rules.md").read_text(encoding="utf-8")))
    cases = {c["id"] for c in CASES}
    for s in SITUATIONS:
        assert cited(s) or s.get("rulings"), f"{s['id']} cites nothing"
        for n, _ in cited(s):
            assert n in LAW_TEXT, f"{s['id']}: no Law {n}"
        for r in s.get("rulings", []):
            assert r in cases and r in anchors, f"{s['id']}: no ruling {r!r} in Disputed Rules"


@pytest.mark.parametrize("s", SITUATIONS, ids=lambda s: s["id"])
def test_every_quotation_is_in_its_law(s):
    for n, quote in cited(s):
        assert len(quote.split()) >= 2, f"Law {n}: a few words, not one"
        assert "[" not in quote and "]" not in quote, f"Law {n}: the law's words, not the editor's brackets"
        assert readable(quote) in LAW_TEXT[n], f"Law {n} does not say {quote!r}"


def test_ids_are_unique_and_stable_looking():
    ids = [g["id"] for g in GROUPS] + [s["id"] for s in SITUATIONS]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for i in ids:
        # words joined by hyphens, written in the data: not a number or a place in the order, not a law's anchor
        assert re.fullmatch(r"[a-z]+(?:-[a-z]+)*", i) and not i.startswith("law-") and len(i) <= 50, i


def test_phrases_are_plain_and_said_once():
    phrases = [s["phrase"] for s in SITUATIONS]
    assert len(phrases) == len(set(phrases))
    for p in phrases:
        assert p == p.strip() and p[0].isupper() and not p.endswith("."), p
        assert len(p) <= 100, p


def test_the_groups_follow_the_game():
    assert [g["id"] for g in GROUPS] == ["seats-and-stakes", "the-deal", "irregular-hands", "blind-and-ante",
                                         "the-draw", "betting", "the-show", "jack-pots"]
    assert all(g["situation"] for g in GROUPS)


def test_the_page_is_what_the_generator_writes():
    committed = PAGE.read_text(encoding="utf-8")
    assert committed == situations.generate(), "run `python -m scripts.pages.situations`: what-happened.md is stale"


class Entries(HTMLParser):
    """Each situation on the page: id -> {"phrase", "laws": [(href, link text)], "quotes", "rulings": [href]}."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.entries: dict[str, dict] = {}
        self._entry: dict | None = None
        self._into: str | None = None
        self._href: str | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "li" and "hoyle-situation" in classes:
            self._entry = {"laws_attr": a.get("data-laws"), "phrase": "", "laws": [], "quotes": [], "rulings": []}
            self.entries[a["id"]] = self._entry
        elif self._entry is not None:
            if "hoyle-situation-words" in classes:
                self._into = "phrase"
            elif "hoyle-situation-quote" in classes:
                self._entry["quotes"].append("")
                self._into = "quote"
            elif tag == "a" and "hoyle-situation-law" in classes:
                self._href, self._into = a["href"], "law"
            elif tag == "a" and "/disputed-rules/#" in a.get("href", ""):
                self._entry["rulings"].append(a["href"])

    def handle_endtag(self, tag):
        if tag in ("span", "a"):
            self._into = None

    def handle_data(self, data):
        if self._entry is None or self._into is None:
            return
        if self._into == "phrase":
            self._entry["phrase"] += data
        elif self._into == "quote":
            self._entry["quotes"][-1] += data
        elif self._into == "law":
            self._entry["laws"].append((self._href, data))


def test_the_page_shows_each_situation_with_its_laws_quotes_and_rulings():
    page = Entries()
    page.feed(PAGE.read_text(encoding="utf-8"))
    assert list(page.entries) == [s["id"] for s in SITUATIONS]
    for s in SITUATIONS:
        e = page.entries[s["id"]]
        assert readable(e["phrase"]) == readable(s["phrase"])
        laws = cited(s)
        assert e["laws_attr"] == " ".join(str(n) for n, _ in laws)
        assert e["laws"] == [(f"../{law_page(n)}/#law-{n}", f"Law {n}") for n, _ in laws]
        # in quotation marks, inner double quotes as single ones
        shown = [readable(q).replace("'", '"') for q in e["quotes"]]
        assert shown == [f'"{readable(q)}"'.replace("'", '"') for _, q in laws]
        assert e["rulings"] == [f"../disputed-rules/#{r}" for r in s.get("rulings", [])]


def test_the_page_has_no_inline_script_or_style_and_its_box_waits_for_javascript():
    text = PAGE.read_text(encoding="utf-8")
    assert "<script" not in text and "style=" not in text  # the site's Content-Security-Policy forbids both
    assert text.count('<div class="hoyle-finder" hidden></div>') == 1  # the box is added by situations.js
    assert "<input" not in text
    # the brackets of a quotation would read as a Markdown link reference (tests/site/test_zensical.py)
    assert not [tag for tag in re.findall(r"</?[A-Za-z][^<>]*>", text) if "[" in tag or "]" in tag]


def test_the_counts_said_on_the_page_are_the_data_s():
    text = unescape(PAGE.read_text(encoding="utf-8"))
    assert f"{len(SITUATIONS)} situations in {len(GROUPS)} groups" in text
    assert "every one of the 77 laws is cited at least once" in text


def test_the_generator_refuses_a_quotation_the_law_does_not_hold():
    laws = situations.law_texts()
    cases = situations.rulings()
    s = situations.Situation
    c = situations.Citation
    groups = [situations.Group("the-deal", "The deal", (
        s("cut-too-thin", "The cut was thin", (c(9, "at least four must remain"),), ()),
        s("cut-too-thin", "Again", (c(99, "no such law"),), ("no-such-ruling",)),
        s("s12", "Nothing cited", (), ()),
        s("law-bracket", "A bracket", (c(11, "[If the pack is cut"),), ()),
    ))]
    assert situations.problems(groups, laws, cases) == [
        "id 'cut-too-thin' used more than once",
        "id 's12' is not lower case words joined by hyphens",
        "id 'law-bracket' is not lower case words joined by hyphens",
        "cut-too-thin: Law 9 does not say 'at least four must remain'",
        "cut-too-thin: no Law 99",
        "cut-too-thin: no ruling 'no-such-ruling' in Disputed Rules",
        "s12: cites neither a law nor a ruling",
        "law-bracket: Law 11: quote the law's words, not the editor's brackets",
    ]

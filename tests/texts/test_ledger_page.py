"""The claims ledger page (docs/tools/claims-ledger.md, written by scripts/ledger_page.py): it is not
stale, every ledger id has exactly one anchor, the counts are the ledger's, and each entry shows the
ledger's figures, verdict and passage."""

from __future__ import annotations

import re
import sys
import tomllib
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import ledger_page  # noqa: E402

PAGE = ROOT / "docs" / "tools" / "claims-ledger.md"
BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
VERDICTS = ("correct", "rounded", "wrong", "ambiguous")


def load_ledger() -> list[dict]:
    """Read here, not through the generator."""
    return [c for p in sorted((ROOT / "texts/claims").glob("*.toml"))
            for c in tomllib.loads(p.read_text(encoding="utf-8")).get("claim", [])]


LEDGER = load_ledger()
BY_ID = {c["id"]: c for c in LEDGER}


@pytest.fixture(scope="module")
def committed() -> str:
    return PAGE.read_text(encoding="utf-8")


class Entries(HTMLParser):
    """Every element id, and each entry's parts by class: {id: {class: text, 'href': ..., 'verdict': ...}}."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.entries: dict[str, dict] = {}
        self.counts: dict[tuple[str, str], str] = {}
        self._entry = None
        self._open: list[tuple[str, str | None]] = []  # (tag, class we collect text for)
        self._count = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.append(a["id"])
        if "data-count" in a:
            self._count = (a["data-book"], a["data-verdict"])
            self.counts[self._count] = ""
        classes = (a.get("class") or "").split()
        if tag == "li" and "hoyle-claim" in classes:
            self._entry = {"verdict": a.get("data-verdict")}
            self.entries[a["id"]] = self._entry
        collect = None
        if self._entry is not None:
            for c in ("hoyle-claim-quote", "hoyle-claim-book", "hoyle-claim-exact", "hoyle-claim-why", "hoyle-verdict"):
                if c in classes:
                    collect = c
                    self._entry.setdefault(c, "")
            if tag == "a" and "hoyle-passage" in classes:
                self._entry["href"] = a["href"]
        if tag not in ("br", "img", "input", "hr", "meta", "link"):
            self._open.append((tag, collect))

    def handle_endtag(self, tag):
        while self._open:
            t, _ = self._open.pop()
            if t == tag:
                break
        if tag == "li":
            self._entry = None
        if tag == "span" and self._count:
            self._count = None

    def handle_data(self, data):
        if self._count:
            self.counts[self._count] += data
        if self._entry is not None:
            for _, c in self._open:
                if c:
                    self._entry[c] += data


@pytest.fixture(scope="module")
def parsed(committed) -> Entries:
    p = Entries()
    p.feed(committed)
    return p


def test_the_page_is_not_stale(committed):
    """The engine recomputes every value now; the committed page must be what it writes."""
    assert committed == ledger_page.generate(), "run `python scripts/ledger_page.py`: docs/tools/claims-ledger.md is stale"


def test_every_ledger_id_has_exactly_one_anchor(parsed):
    ids = Counter(parsed.ids)
    assert {i: ids[i] for i in BY_ID if ids[i] != 1} == {}
    assert sorted(parsed.entries) == sorted(BY_ID)
    # nothing else on the page (headings) takes an entry's id
    assert all(n == 1 for n in ids.values()), [i for i, n in ids.items() if n > 1]


def test_the_counts_are_the_ledgers(parsed):
    want = {}
    for book in (*BOOKS, "all"):
        mine = [c for c in LEDGER if book in ("all", c["book"])]
        c = Counter(x["verdict"] for x in mine)
        for v in VERDICTS:
            want[(book, v)] = str(c[v])
        want[(book, "all")] = str(len(mine))
    assert parsed.counts == want
    assert parsed.counts[("all", "all")] == str(len(LEDGER))


def test_each_entry_shows_the_ledgers_figures(parsed):
    for cid, e in parsed.entries.items():
        claim = BY_ID[cid]
        assert e["verdict"] == claim["verdict"], cid
        assert e["hoyle-claim-book"].replace("The book", "", 1) == claim["book_value"], cid
        # the engine's exact value (tests/texts/test_claims.py holds the ledger's to the engine)
        assert e["hoyle-claim-exact"].replace("Exact", "", 1) == claim["exact"], cid
        assert e["hoyle-verdict"].split()[-1] == claim["verdict"].capitalize(), cid
        if claim.get("why"):
            assert re.sub(r"\s+", " ", e["hoyle-claim-why"]) == "Why: " + re.sub(r"\s+", " ", claim["why"]), cid
        # the quotation's words, the OCR's LaTeX printed as the book printed it
        words = [w for w in re.findall(r"[A-Za-z]{3,}", claim["quote"]) if w not in ("frac", "cdot", "times")]
        assert all(w in e["hoyle-claim-quote"] for w in words), cid


def test_each_passage_link_is_the_chapter_the_ledger_names(parsed):
    with_words = 0
    for cid, e in parsed.entries.items():
        claim = BY_ID[cid]
        href = e["href"]
        m = re.fullmatch(r"\.\./\.\./([a-z-]+)/([a-z0-9-]+)/(#.*)?", href)
        assert m, (cid, href)
        book, slug, fragment = m.groups()
        assert (book, slug) == (claim["book"], claim.get("chapter", slug)), cid
        assert (ROOT / "docs" / book / f"{slug}.md").exists(), cid
        if fragment and fragment.startswith("#:~:text="):
            with_words += 1
            directive = fragment[len("#:~:text="):]
            assert "-" not in directive.replace("-,", ""), f"{cid}: an unescaped dash in {directive!r}"
            words = unquote(directive.split(",")[-1])
            page = ledger_page.plain((ROOT / "docs" / book / f"{slug}.md").read_text(encoding="utf-8"))
            assert words.replace("’", "'").lower() in page.lower(), (cid, words)
    assert with_words >= 400


def test_a_table_row_links_by_its_first_cell_and_repeated_words_by_a_prefix(parsed):
    assert parsed.entries["pp-calc-up-kings-odds"]["href"] == "../../practical-poker/poker-calculations/#:~:text=17%2C424"
    assert parsed.entries["hgm-crib-show-pair-royal"]["href"] == (
        "../../hoyles-games-modernized/cribbage/#:~:text=and-,six%20for%20a%20pair%2Droyal")


def test_choose_fragment():
    para = "Thus he says \"and six for a pair-royal, fourteen.\" Then"
    page = "Earlier: six for a pair-royal, fourteen. " + para
    f = ledger_page.choose_fragment(['"and six for a pair-royal, fourteen."'], ledger_page.plain(para), page)
    # the words end before the closing quotation mark (smarty curls it); the prefix is the word before
    assert f == ledger_page.Fragment("six for a pair-royal", "and")
    assert f.url == "#:~:text=and-,six%20for%20a%20pair%2Droyal"
    # LaTeX is read as the page prints it; one short word alone is not enough
    assert ledger_page.choose_fragment(["$13 \\times 4 = 52$"], "13 × 4 = 52", "x 13 × 4 = 52 y").words == "13 × 4 = 52"
    assert ledger_page.choose_fragment(["the"], "the", "the") is None
    assert ledger_page.Fragment("B's tens").url == "#:~:text=B%E2%80%99s%20tens"

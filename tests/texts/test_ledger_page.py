"""The claims ledger page (docs/tools/claims-ledger.md, written by scripts/pages/claims_ledger.py): it is not
stale, every ledger id has exactly one anchor, the counts are the ledger's, and each entry shows the
ledger's figures, verdict and passage."""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

from hoyle import claims
from scripts.pages import claims_ledger
from scripts.edition import errata
from scripts.site.quotes import curl

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "tools" / "claims-ledger.md"
BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
VERDICTS = ("correct", "rounded", "wrong", "ambiguous")


ERRATA = {b: errata.load(b) for b in BOOKS}
LEDGER = [entry.claim for entry in claims.load(ROOT / "texts/claims")]  # read by the engine, not through the generator
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
            if "hoyle-claim-exact" in classes:
                self._entry["method"] = a.get("data-method")
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
    assert committed == claims_ledger.generate(), "run `python -m scripts.pages.claims_ledger`: docs/tools/claims-ledger.md is stale"


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
        assert e["hoyle-claim-book"].replace("The book", "", 1) == curl(claim["book_value"]), cid
        # the engine's exact value (tests/texts/test_claims.py holds the ledger's to the engine)
        label = "Simulated" if e["method"] == "simulated" else "Exact"
        assert e["hoyle-claim-exact"].startswith(label), cid
        assert e["hoyle-claim-exact"].replace(label, "", 1) == curl(claim["exact"]), cid
        assert e["hoyle-verdict"].split()[-1] == claim["verdict"].capitalize(), cid
        if claim.get("why"):
            # the ledger's words with the book's quotation marks and apostrophes (scripts/site/quotes.py)
            assert re.sub(r"\s+", " ", e["hoyle-claim-why"]) == curl("Why: " + re.sub(r"\s+", " ", claim["why"])), cid
        # the quotation's words, as the edition prints them: a word of the source that the quotation
        # does not show was changed by an erratum on its lines (or is the censor's dotted word)
        changed = " ".join(f.was for f in ERRATA[claim["book"]].fixes if claim["line"] <= f.line < claim["line"] + 8)
        changed += " ".join(b.now for b in ERRATA[claim["book"]].blocks if b.first <= claim["line"] <= b.last)
        words = [w for w in re.findall(r"[A-Za-z]{3,}", claim["quote"]) if w not in ("frac", "cdot", "times")]
        missing = [w for w in words if w not in e["hoyle-claim-quote"] and w not in changed
                   and not re.search(r"\b\w*\.\w*" + w + r"|" + w + r"\.\w", claim["quote"])]
        assert not missing, (cid, missing, e["hoyle-claim-quote"])


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
            page = claims_ledger.plain((ROOT / "docs" / book / f"{slug}.md").read_text(encoding="utf-8"))
            assert words.replace("’", "'").lower() in page.lower(), (cid, words)
    assert with_words >= 400


def test_a_table_row_links_by_its_first_cell_and_repeated_words_by_a_prefix(parsed):
    assert parsed.entries["pp-calc-up-kings-odds"]["href"] == "../../practical-poker/poker-calculations/#:~:text=17%2C424"
    assert parsed.entries["hgm-crib-show-pair-royal"]["href"] == (
        "../../hoyles-games-modernized/cribbage/#:~:text=and-,six%20for%20a%20pair%2Droyal")


def test_choose_fragment():
    para = "Thus he says \"and six for a pair-royal, fourteen.\" Then"
    page = "Earlier: six for a pair-royal, fourteen. " + para
    f = claims_ledger.choose_fragment(['"and six for a pair-royal, fourteen."'], claims_ledger.plain(para), page)
    # the words end before the closing quotation mark (smarty curls it); the prefix is the word before
    assert f == claims_ledger.Fragment("six for a pair-royal", "and")
    assert f.url == "#:~:text=and-,six%20for%20a%20pair%2Droyal"
    # LaTeX is read as the page prints it; one short word alone is not enough
    assert claims_ledger.choose_fragment(["$13 \\times 4 = 52$"], "13 × 4 = 52", "x 13 × 4 = 52 y").words == "13 × 4 = 52"
    assert claims_ledger.choose_fragment(["the"], "the", "the") is None
    assert claims_ledger.Fragment("B's tens").url == "#:~:text=B%E2%80%99s%20tens"


# What the source's damage looks like in a quotation: Gutenberg's underscores for italics, the web
# copy's censor dots (ent.i.tled, n.o.b.), OCR letters from other alphabets, table text run together
# ("40Straight flush"), LaTeX and its braces, "I" read for the figure 1, the OCR's ditto marks.
DAMAGE = {
    "underscore": re.compile(r"_"),
    "censor dots": re.compile(r"\b[A-Za-z]+\.[a-z]\.[a-z]"),
    "another alphabet": re.compile(r"[\u0370-\u03ff\u0400-\u04ff]"),
    "run together": re.compile(r"\d[A-Z][a-z]"),
    "LaTeX": re.compile(r"[\\^{}$]|\bfrac\b"),
    "I for 1": re.compile(r"\bI(?= to \d| in \d|/)|(?<=\d )I\b|\bto I\b|(?<=\d)I\b|\bI(?=\d)"),
    "ditto marks": re.compile(r"\d\s*\"\s*[1I]\b"),
}


def test_no_quotation_carries_the_sources_damage(committed):
    found = {}
    quotes = re.findall(r'<li class="hoyle-claim" id="([^"]+)".*?<blockquote class="hoyle-claim-quote">(.*?)</blockquote>',
                        committed, re.S)
    assert len(quotes) == len(LEDGER)
    for cid, html in quotes:
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()  # table cells apart
        hits = [name for name, pattern in DAMAGE.items() if pattern.search(text)]
        if hits:
            found[cid] = (hits, text[:80])
    assert found == {}


def test_the_damage_patterns_find_the_sources_damage():
    """The patterns above do find what the raw source has (so the test above can fail)."""
    raw = {c["id"]: c["quote"] for c in LEDGER}
    assert DAMAGE["underscore"].search(raw["hgm-crib-play-pair"])
    assert DAMAGE["censor dots"].search(raw["hgm-crib-show-nob"])
    assert DAMAGE["another alphabet"].search(raw["pp-calc-high-seven-count"])
    assert DAMAGE["run together"].search(raw["pp-calc-table-straight-flush-count"])
    assert DAMAGE["LaTeX"].search(raw["pp-calc-table-total"])
    assert DAMAGE["I for 1"].search(raw["pp-draw-maxim-queens-improve"])
    assert DAMAGE["ditto marks"].search(raw["pp-calc-table-two-pairs-odds"])


def test_a_table_row_is_quoted_with_its_header(committed):
    m = re.search(r'id="pp-calc-table-straight-flush-count".*?<blockquote class="hoyle-claim-quote">(.*?)</blockquote>',
                  committed, re.S)
    assert m and m.group(1) == ('<div class="hoyle-claim-row-wrap"><table class="hoyle-claim-row"><thead><tr>'
                                '<th>Number.</th><th>Class.</th><th>Odds Against.</th></tr></thead><tbody><tr>'
                                '<td>40</td><td>Straight flush</td><td>64,973 to 1</td></tr></tbody></table></div>')


def test_italics_and_corrections_in_quotations(parsed, committed):
    assert '<p>is entitled to score <em>two</em> for a <em>pair</em></p>' in committed
    assert parsed.entries["hgm-crib-show-nob"]["hoyle-claim-quote"] == "the holder is entitled to score one point, “for his nob.”"
    assert parsed.entries["pp-draw-maxim-queens-improve"]["hoyle-claim-quote"] == "it being 2½ to 1 against improving the pair"


def test_rounded_entries_say_which_way(committed):
    entries = re.findall(r'<li class="hoyle-claim" id="([^"]+)" data-verdict="rounded">(.*?)</li>', committed, re.S)
    assert len(entries) > 100
    for cid, body in entries:
        if 'data-method="simulated"' in body or claims.check(BY_ID[cid])["kind"] == "judged":
            continue  # a simulation or a claim in words: its own reckoning says how it stands
        assert 'class="hoyle-claim-rounding"' in body, cid
    assert re.search(r'id="pp-hands-pair-13-to-10".*?cut down to the whole number below, the fraction dropped', committed, re.S)


def test_values_read_plainly(parsed):
    """Exact values keep exact fractions, never nest brackets, never repeat themselves."""
    for cid, e in parsed.entries.items():
        value = e["hoyle-claim-exact"]
        depth = 0
        for ch in value:
            depth += {"(": 1, ")": -1}.get(ch, 0)
            assert depth <= 1, (cid, value)
        assert not re.search(r"(\b[\d,.½¼¾]+ to [\d,.½¼¾]+) \(\1\)", value), (cid, value)
    exact = {cid: e["hoyle-claim-exact"] for cid, e in parsed.entries.items()}
    assert exact["pp-odds-fourth-ace-6-in-141"] == "Exact2/47 (0.0426)"
    assert exact["pp-coming-in-three-to-one"] == "Exact3 to 1"
    assert exact["pp-draw-maxim-one-card-threes-half"] == "Exact23/28 (0.8214): 4/47 divided by 112/1,081"


def test_the_reasons_read_as_prose():
    """What a reader is told (why and reading) carries no code, no entry ids, no source line numbers
    and no simulation jargon; the entry's own # link and its 'computed as' line are the only ids."""
    code = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z_]+\(|\b(?:pp|hgm|rg)-[a-z0-9-]+|hoyle\.|`|\bseat \d|\bCI\b|\blines? \d|\^")
    found = {c["id"]: m.group(0) for c in LEDGER for k in ("why", "note")
             for m in [code.search(c.get(k, ""))] if m}
    assert found == {}

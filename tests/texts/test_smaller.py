"""Smaller, in the same pages (issue 26): paragraphs the books do not break are one paragraph; Round Games
with Cards is credited as it appeared, under "Baxter-Wray"; the heads the editor gave Practical Poker's
front tables are in brackets; the titles of papers are italic in the General Index; the Bibliography's
names are in small capitals, as the book prints them; and every term phrase the pages link has its
glossary entry."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from scripts import edition
from scripts.edition import textrules as R
from scripts.edition.links import LINKED_TERMS, TERM_ENTRIES

ROOT = Path(__file__).resolve().parents[2]


def paragraphs(page: str) -> list[str]:
    """A page's paragraphs as a reader reads them: no tags or link targets, one space between words."""
    return [" ".join(R.strip_markup(p).split()) for p in page.split("\n\n")]


# --- 1. paragraph breaks the books do not have -----------------------------------------------------------

RUN_ON = [  # (page, the end of one sentence, the start of the next): one paragraph in the book
    ("hoyles-games-modernized/blind-hookey.md", "the rejected packet being taken by the dealer.",
     "The stakes having been made"),
    ("hoyles-games-modernized/cribbage.md", 'unless the "start" is of the same suit as the rest.',
     "In this case the flush is worth five points"),
    ("round-games/vingt-un.md", "and cannot draw another card.", "The one rejected is added to the stock"),
    ("round-games/vingt-un.md", "in the hands of the pone.", "If the dealer in drawing gives himself two cards"),
    ("round-games/vingt-un.md", "say one-fourth or one-third of his receipts.", "Other methods of increasing the pool"),
    ("round-games/commerce.md", "queen, king, ace, etc.", "Although the ace may be used at either end"),
]


@pytest.mark.parametrize("rel, end, start", RUN_ON)
def test_no_paragraph_break_the_book_does_not_have(built, rel, end, start):
    files, _ = built
    assert any(f"{end} {start}" in p for p in paragraphs(files[rel])), (rel, end, start)


@pytest.mark.parametrize("book", [b["id"] for b in edition.books()])
def test_every_join_gives_its_reason(book):
    for path in sorted((ROOT / "texts" / "errata").glob(f"{book}-*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for entry in [*data.get("join", []), *data.get("nojoin", [])]:
            assert entry.get("why", "").strip(), f"{path.name}: line {entry.get('line')} without a reason"


def test_the_footnote_note_still_says_where_the_footnote_was(built):
    files, _ = built
    page = files["hoyles-games-modernized/blind-hookey.md"]
    assert 'The book has a footnote after "the rejected packet being taken by the dealer"' in page


# --- 2. "Baxter-Wray" -----------------------------------------------------------------------------------------

def test_round_games_is_credited_under_its_pen_name(built):
    files, _ = built
    front = " ".join(files["round-games/index.md"].split())
    assert '**W. H. Peel** (as "Baxter-Wray"), *Round Games with Cards*' in front
    assert "Peel's pen name" in front
    nav = edition.nav_yaml(edition.books())
    assert '  - "Round Games with Cards (Peel, as Baxter-Wray)":' in nav
    assert '  - "Practical Poker (Foster)":' in nav  # a book without a pen name keeps its author's name alone
    readme = (ROOT / "texts" / "README.md").read_text(encoding="utf-8")
    assert 'W. H. Peel (published as "Baxter-Wray", his pen name)' in readme


# --- 3. the editor's heads of the front tables ----------------------------------------------------------------

def test_the_heads_the_book_does_not_print_are_in_brackets(built):
    files, eds = built
    front = files["practical-poker/index.md"]
    assert "| \\[Title\\] | \\[Price\\] |" in front  # Works by R. F. Foster: no heads in the book
    assert "| \\[Chapter\\] | Page |" in front  # Contents: the book heads only the pages (PAGE)
    assert not re.search(r"^\| (?:Title|Chapter) \|", front, flags=re.M)
    whys = {b.first: b.why for b in eds["practical-poker"].errata.blocks}
    assert "the editor's heads in brackets" in whys[19] and "the editor's head in brackets" in whys[34]
    # as the Hoyle table's heads are (the form followed)
    assert "| \\[Cards\\] | \\[Count\\] | Points. |" in files["hoyles-games-modernized/cribbage.md"]


# --- 4. titles of papers in the General Index -----------------------------------------------------------------

def test_the_titles_of_papers_are_italic_in_the_index(built):
    files, eds = built
    index = files["practical-poker/general-index.md"]
    for entry in ("- *New York Sun* [", "- *Spirit of the Times* [", "- *Field* on Poker †"):
        assert entry in index, entry
    body = R.author_text(index)
    for title in ("New York Sun", "Spirit of the Times"):
        assert not re.search(r"(?<![\w*])" + re.escape(title) + r"(?![\w*])", body), f"{title} in roman"
    whys = " ".join(b.why for b in eds["practical-poker"].errata.blocks if b.kind == "index")
    for title in ("'New York Sun'", "'Spirit of the Times'", "'Field'"):
        assert f"the title of the paper {title}" in whys


# --- 5. the Bibliography's names in small capitals ----------------------------------------------------------------

def test_the_bibliographys_names_are_in_small_capitals(built):
    files, eds = built
    page = files["practical-poker/bibliography.md"]
    names = re.findall(r'<span class="hoyle-sc">([^<]+)</span>', page)
    assert names[:4] == ["Abbott, J.", "Allen, G. W.", "Blackbridge, John.", "Blackbridge, John."]
    assert {"Richard Guerndale.", "Patten, Lieut. F. J.", "Major, The.", "Rawdon Crawley.", "Habeythé.", "Virt, L. H."} <= set(names)
    assert len(names) == 41
    # the small capitals show the case: a capital, then small letters (no word left in the OCR's capitals)
    assert not [n for n in names if any(w.isupper() and len(w.strip(".,")) > 1 for w in n.split())]
    # no entry's head is left outside them, in capitals or in lower case; the anonymous works stay under "Poker."
    for line in R.author_text(page).split("\n"):
        head = re.match(r"^([A-Z][^\"“<\[]*?)\.(?: \\\[[^\]]*\\\]\.)?—", line)
        assert head is None or head.group(1) == "Poker", line
    assert page.count("\nPoker.—") == 5
    # recorded: each by the rule, counted on the errata page
    rules = [(line, b, a) for rule, line, b, a in eds["practical-poker"].ledger.entries if rule == "small-caps"]
    assert ("ABBOTT, J.", "Abbott, J.") in [(b, a) for _, b, a in rules]
    # and the General Index's twelve names in capitals (issue 45), set as the Bibliography sets the same names
    index = [(b, a) for line, b, a in rules if line > 2400]
    assert ("BLACKBRIDGE", "Blackbridge") in index and ("DICK & FITZGERALD'S", "Dick & Fitzgerald's") in index
    assert len(rules) - len(index) == 41 and len(index) == 12
    assert re.search(r"\| run-in heads \(PAIRS\.—\), the Bibliography's names \(ABBOTT, J\.—\) and the General Index's "
                     r"\(BLACKBRIDGE\)[^|]*\| 53 \|", files["practical-poker/errata.md"])


# --- 6. every term phrase the pages link has its glossary entry ------------------------------------------------------

def test_every_linked_term_has_a_glossary_entry(built):
    _, eds = built
    terms = eds["practical-poker"].terms
    missing = [t for t in LINKED_TERMS if TERM_ENTRIES.get(t, t) not in terms]
    assert missing == []
    assert set(TERM_ENTRIES) <= set(LINKED_TERMS)
    for phrase in ("progressive jacks", "whisky poker", "stud poker", "yarborough", "sleeper", "freak", "gone"):
        assert phrase not in LINKED_TERMS and phrase not in terms  # no entry in Foster's glossary: not linked


@pytest.mark.parametrize("rel, text", [
    ("practical-poker/laws.md", '[the draw](technical-terms.md#term-draw "The cards which are taken in after the discard.")'),
    ("practical-poker/jack-pots.md", "The [jack-pot](technical-terms.md#term-jack-pots "),
    ("practical-poker/disputed-rules.md", "about [splitting openers](technical-terms.md#term-splitting "),
])
def test_a_phrase_links_to_its_entry_under_another_name(built, rel, text):
    files, _ = built
    assert text in files[rel]


def test_a_title_is_not_a_use_of_a_term(built):
    files, _ = built
    assert "technical-terms.md" not in files["practical-poker/bibliography.md"]  # "Treatise on Jack-Pot Poker"

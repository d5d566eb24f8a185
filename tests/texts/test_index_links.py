"""Practical Poker's apparatus (issue 15): a General Index entry lands on the section of its page whose title
matches its words, every page number that cannot be right is marked and explained, every "see" and "same as"
of the glossary and the bibliography is a link to an anchor that exists, and a chapter the book names for the
wrong thing is linked to the right one with a note."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scripts import edition

ROOT = Path(__file__).resolve().parents[2]

BOOK = "practical-poker"
LINK = re.compile(r"(?<!\\)\[([^\]]+)\]\(([^ )]+)")


@pytest.fixture(scope="module")
def built(built):  # the session's edition (tests/texts/conftest.py), this book's only
    files, eds = built
    return files, eds[BOOK]


def page(files, slug: str) -> str:
    return files[f"{BOOK}/{slug}.md"]


def index_links(files):
    """(entry, page number, target) for every linked page number of the General Index."""
    for line in page(files, "general-index").splitlines():
        m = re.match(r"- (.*?) (?=\\?\[?\d)", line)
        if m:
            for number, target in LINK.findall(line):
                if number.isdigit() or re.fullmatch(r"[ivxlc]+", number):
                    yield m.group(1), number, target


def anchor_exists(files, ed, here: str, target: str) -> bool:
    path, _, frag = target.partition("#")
    slug = path[:-3] if path else here
    if f"{BOOK}/{slug}.md" not in files:
        return False
    return not frag or f"{{ #{frag}" in page(files, slug) or f"{{: #{frag}" in page(files, slug) or ed.anchors.get(frag) == slug


@pytest.mark.parametrize("entry, number, target", [
    ("Hands shown in the call", "53", "disputed-rules.md#hands-shown-in-the-call"),
    ("Discarding and drawing", "33", "jack-pot-laws.md#discarding-and-drawing"),
    ("Popular fallacies", "216", "odds-against-improving.md#popular-fallacies"),
    ("Dealing", "20", "laws.md#dealing"),
    ("Imperfect packs", "55", "disputed-rules.md#imperfect-packs"),
    ("Age wasting chips", "172", "position-play.md#the-age"),  # page 172 is in The Age, begun on page 171
])
def test_named_entries_land_on_their_section(built, entry, number, target):
    files, _ = built
    assert (entry, number, target) in set(index_links(files))


def test_no_index_entry_lands_on_a_worse_matching_section_of_its_page(built):
    files, ed = built
    worse = []
    for entry, number, target in index_links(files):
        holder, on_page = edition.page_candidates(ed, number)
        fit = edition.title_fit(entry, ed.target_titles[target])
        for other in [*on_page, *([holder] if holder else [])]:
            if edition.title_fit(entry, ed.target_titles[other]) > fit:
                worse.append(f"{entry} {number}: {target} ({ed.target_titles[target]}), not {other}")
    assert worse == []


def test_index_links_resolve(built):
    files, ed = built
    for entry, number, target in index_links(files):
        assert anchor_exists(files, ed, "general-index", target), (entry, number, target)


MISREAD = {  # entry: (printed, the editor's reading, the page the reading links to)
    "All in the draw": ("90", "98", "coming-in.md"),
    "Seeing": ("63", "68", "description-of-the-game.md#raising-the-ante"),
    "Money lost before the draw,": ("140", "149", "betting.md"),
    "Most valuable hands difficult to get": ("70", "79", "poker-hands.md"),
    "Raising on kings": ("167", "176", "position-play.md#the-dealer"),
    "Limit of the straddle": ("60", "66", "description-of-the-game.md#the-straddle"),
}


def test_every_misread_page_number_is_marked_and_explained(built):
    files, _ = built
    text = page(files, "general-index")
    marked = re.findall(r"^- (.*?) (\d+) \\\[\[(\d+)\]\(([^ )]+) \"Printed \2: the editor reads \3", text, re.M)
    assert {e: (p, r, t) for e, p, r, t in marked} == MISREAD
    notes = text[text.index("**Page numbers misread.**"):]
    for entry, (printed, reading, _) in MISREAD.items():
        assert f"*{entry.rstrip(',')} {printed} \\[{reading}\\]" in notes, entry  # the brackets escaped, as in the entry
    # the printed number itself is no longer linked
    for entry, (printed, _, _) in MISREAD.items():
        line = next(ln for ln in text.splitlines() if ln.startswith(f"- {entry} "))
        assert f"[{printed}](" not in line


def test_misreadings_are_recorded_in_the_errata(built):
    _, ed = built
    whys = " ".join(b.why for b in ed.errata.blocks if b.kind == "index")
    for entry, (printed, reading, _) in MISREAD.items():
        assert f"'{entry.rstrip(',')} {printed}' read as {reading}" in whys


SEE = re.compile(r"(?:\bSee |same as )(?:an? |the )?[\"“]?(\[[^\]]+\]\([^)]+\)(?: or \[[^\]]+\]\([^)]+\))*|[A-Za-z][\w\- ]+)")


@pytest.mark.parametrize("slug, expected", [("technical-terms", 7), ("bibliography", 1)])
def test_every_see_reference_is_a_link_that_resolves(built, slug, expected):
    files, ed = built
    text = page(files, slug)
    refs = [m.group(1) for m in SEE.finditer(text) if not re.match(r"(?:\bSee |same as )\w+ (?:his|what|the bottom)", m.group(0))]
    # "before seeing any of his cards" and "see what the following players will do" are not references
    refs = [r for r in refs if not r.startswith(("what ", "his ", "any "))]
    assert len(refs) == expected, refs
    for ref in refs:
        assert ref.startswith("["), f"{slug}: an unlinked reference {ref!r}"
        for target in re.findall(r"\]\(([^)]+)\)", ref):
            assert anchor_exists(files, ed, slug, target), (slug, ref)


def test_run_links_both_of_its_terms(built):
    files, _ = built
    assert "same as a [sequence](#term-sequence) or [straight](#term-straight)." in page(files, "technical-terms")
    assert "same as a [Dutch Straight](#term-dutch-straight):" in page(files, "technical-terms")
    assert 'See "[Pardon](#bib-pardon)."' in page(files, "bibliography")


def test_drawing_to_improve_names_poker_calculations_but_links_odds_against_improving(built):
    files, _ = built
    text = page(files, "drawing-to-improve")
    assert 'chapter on "[Poker Calculations](odds-against-improving.md#table-of-improvement-in-pairs),"' in text
    assert "The book sends the reader to the chapter Poker Calculations" in text


def test_every_chapter_reference_names_a_chapter_and_links_it(built):
    files, ed = built
    titles = {p["slug"]: p["title"] for p in ed.book["page"]}
    refs = []
    for rel, text in files.items():
        if rel.startswith(BOOK + "/"):
            refs += [(rel, t, target) for t, target in re.findall(r"chapter on [\"“]?\[([^\]]+)\]\(([^)]+)\)", text)]
    # Jack-pots -> Disputed Rules, Coming In -> Betting, Drawing to Improve -> (Poker Calculations, in fact) Odds Against Improving
    assert sorted(r[1] for r in refs) == ["Betting", "Disputed Rules", "Poker Calculations"], refs
    for rel, title, target in refs:
        slug = target.split(".md")[0]
        assert title in titles.values()
        wanted = {"Poker Calculations": "odds-against-improving"}.get(title, next(s for s, t in titles.items() if t == title))
        assert slug == wanted, (rel, title, target)

"""The books' typography (issue 15): the titles of papers in italics, the book's small capitals, the
editor's conjectures in brackets, every correction of the errata marked in the text and linked to
its row on the errata page, verse set as verse, no table without a head, and no widget between a
sentence and the one it leads into."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from scripts import edition
from scripts.edition import errata as errata_mod, textrules as R
from scripts.edition import lint

ROOT = Path(__file__).resolve().parents[2]


def prose(text: str) -> str:
    """A page's author text without tags' insides and link targets (what a reader reads: "[It]" for the
    Markdown's escaped "\\[It\\]")."""
    return re.sub(r"\\([\[\]])", r"\1", R.strip_markup(R.author_text(text)))


# --- the titles of papers ----------------------------------------------------------------------------

PAPERS = ("Spirit of the Times", "New York Sunday Sun", "New York Sun", "the Field")


def test_titles_of_papers_are_in_italics(built):
    files, _ = built
    roman, italic = [], 0
    for rel, text in files.items():
        if rel.endswith(("errata.md", "general-index.md")):
            continue  # the errata quote the source; the index lists entries, not running text
        body = R.author_text(text)
        for title in PAPERS:
            for m in re.finditer(r"(?<![\w*])" + re.escape(title) + r"(?![\w*])", body):
                if title == "the Field":
                    continue
                roman.append((rel, title, body[max(0, m.start() - 30):m.end() + 10]))
        roman += [(rel, "the Field", m.group(0)) for m in re.finditer(r"the Field(?![\w*])", body)]
        italic += len(re.findall(r"\*(?:Spirit of the Times|New York Sunday Sun|New York Sun|Field|The Bazaar)\*", body))
    assert roman == []
    assert italic >= 11  # Historical (4), Disputed Rules, Poker Calculations (3), Bibliography (4)


# --- small capitals -----------------------------------------------------------------------------------

def test_hoyles_run_in_heads_are_in_small_capitals(built):
    files, _ = built
    page = files["hoyles-games-modernized/cribbage.md"]
    heads = re.findall(r'^<span class="hoyle-sc">([^<]+)</span>—', page, flags=re.M)
    assert heads == ["Pairs.", "Pairs-royal.", "Double Pairs-royal.", "Sequences, or Runs.", "Fifteen or Thirty-one."]
    for rel, text in files.items():
        if rel.startswith("hoyles-games-modernized/") and not rel.endswith("errata.md"):
            # no run-in head left in the scrape's capitals
            assert not re.search(r"^[A-Z][A-Z'-]+(?:,? (?:[A-Z][A-Z'-]+|or))*\.—", R.author_text(text), flags=re.M), rel


# --- conjectures in brackets ----------------------------------------------------------------------------

def added_words(was: str, now: str) -> list[str]:
    """The words of `now` that `was` does not have (in order), after the common start and end."""
    a, b = R.words(was), R.words(now)
    while a and b and a[0] == b[0]:
        a, b = a[1:], b[1:]
    while a and b and a[-1] == b[-1]:
        a, b = a[:-1], b[:-1]
    return b


@pytest.mark.parametrize("book", [b["id"] for b in edition.books()])
def test_conjectures_are_in_brackets(book):
    """A lost-text fix (the editor's restoration of lost words) puts every word it adds in [brackets]."""
    e = errata_mod.load(book)
    for f in e.fixes:
        if f.kind != "lost-text":
            continue
        outside = re.sub(r"\[[^\]]*\]", " ", f.now)
        law = re.match(r"^- \d+\. ", f.now)  # a law number restored with the words is certain, not a conjecture
        words_out = added_words(f.was, re.sub(r"^- \d+\. ", "- ", outside) if law else outside)
        assert words_out == [], f"line {f.line}: {f.now!r} adds {words_out} outside brackets"


def test_laws_28_and_40_show_their_conjectures(built):
    files, _ = built
    laws = " ".join(prose(files["practical-poker/laws.md"]).split())
    assert "by [putting up] double the amount" in laws
    assert "the [dealer must] name aloud" in laws


# --- corrections marked in the text ---------------------------------------------------------------------

MARK = re.compile(r'<(a|span) class="hoyle-corr[^"]*"(?: href="([^"]+)")? data-fix="([^"]+)" title="([^"]+)"')


@pytest.mark.parametrize("book", [b["id"] for b in edition.books()])
def test_every_correction_is_marked_and_linked_to_the_errata(built, book):
    files, eds = built
    ed = eds[book]
    raw = edition.source_lines(ed.book)
    fixed = errata_mod.apply_fixes(ed.errata, raw)
    errata_page = files[f"{book}/errata.md"]
    rows = set(re.findall(r'<span id="(fix-[0-9-]+)"></span>', errata_page))
    marked: set[str] = set()
    for rel, text in files.items():
        if not rel.startswith(book + "/") or rel.endswith("errata.md"):
            continue
        for tag, href, ids, title in MARK.findall(text):
            marked.update(ids.split())
            assert "the source reads" in title
            if tag == "a":
                assert href.startswith(("../errata/#", "errata/#")) and href.split("#")[1] in rows, (rel, href)
    expect = set()
    for i, f in enumerate(ed.errata.fixes):
        if not errata_mod.shown(f):
            continue  # only a line broken in two (two glossary entries, two lines of verse)
        if not fixed[f.line - 1].strip():
            continue  # a whole line removed (front-matter junk, a lost illustration's caption): the errata page lists it
        expect.add(edition.fix_anchor(ed, i))
    assert expect - marked == set(), "corrections not marked in the text"
    assert len(rows) == len(ed.errata.fixes), "every fix has its row (and anchor) on the errata page"


def test_marks_in_the_laws(built):
    files, _ = built
    laws = files["practical-poker/laws.md"]
    # a restored law number is marked inside the law's own link; the restored words beside it
    assert re.search(r'href="#law-32" title="Link to Law 32"><span class="hoyle-corr" data-fix="fix-244"', laws)
    assert re.search(r'<a class="hoyle-corr" href="\.\./errata/#fix-226-2" data-fix="fix-226-2" title="Corrected '
                     r'\(errata, line 226\): the source reads “sust”\.[^"]*">must</a>', laws)
    assert '<a class="hoyle-corr" href="../errata/#fix-237"' in laws
    # no mark's sentinel is left over
    for text in built[0].values():
        assert not R.MARKS.search(text)


# --- verse ------------------------------------------------------------------------------------------------

def test_the_song_is_set_as_verse(built):
    files, _ = built
    page = files["practical-poker/luck-and-superstition.md"]
    m = re.search(r'<div class="hoyle-verse" markdown>\n\n(.*?)\n\n</div>', page, flags=re.S)
    assert m, "the song is not set as verse"
    stanzas = m.group(1).split("\n\n")
    assert len(stanzas) == 2
    assert [len(s.split("<br>\n")) for s in stanzas] == [4, 4]
    # each line in its own box (a hanging indent when it wraps on a phone)
    line = re.compile(r'<span class="hoyle-verse-line">(.*)</span>')
    lines = [[line.fullmatch(ln).group(1) for ln in s.split("<br>\n")] for s in stanzas]
    assert lines[0][0].startswith("Playing Poker is a science") and lines[1][0].startswith("Though the bluffer")
    assert lines[1][3] == "You'll lose your boodle; it's a question of time."


# --- tables -------------------------------------------------------------------------------------------------

def test_no_table_has_an_empty_head(built):
    files, _ = built
    problems = [p for p in lint.leftovers(files) if p.code == "T504"]
    assert problems == [], "\n".join(map(str, problems))


# --- widgets -------------------------------------------------------------------------------------------------

LEAD_OUT = re.compile(r"(?::|:—|—|,|;)$")
LEADS_BACK = re.compile(r"^(?:In (?:any|all|each|either|both) of (?:these|those)|These\b|Those\b|Such\b|All these\b"
                        r"|The value of this\b|This table\b)")


def test_no_widget_between_a_sentence_and_the_one_it_leads_into(built):
    _, eds = built
    bad = []
    for ed in eds.values():
        for page in ed.pages:
            for first, widgets in page.widgets.items():
                k = next(i for i, it in enumerate(page.items) if it.first == first)
                it = page.items[k]
                nxt = next((x for x in page.items[k + 1:] if x.kind != "page"), None)
                ends = R.MARKS.sub("", it.text).rstrip()
                if it.kind == "para" and LEAD_OUT.search(ends):
                    bad += [(w.id, w.line, "after a lead-in", ends[-40:]) for w in widgets]
                if nxt is not None and nxt.kind == "para" and LEADS_BACK.match(nxt.text.lstrip("- ")):
                    bad += [(w.id, w.line, "before a sentence that leads back", nxt.text[:40]) for w in widgets]
    assert bad == []


def test_widget_entries_point_past_their_lead_ins():
    widgets = tomllib.loads((ROOT / "texts" / "widgets.toml").read_text(encoding="utf-8"))["widget"]
    after = {(w["book"], w["after"]) for w in widgets}
    assert ("round-games", 9) not in after and ("round-games", 11) in after  # after "In any of these cases ..."
    assert ("practical-poker", 1258) not in after and ("practical-poker", 1274) in after  # after "The value of this table ..."

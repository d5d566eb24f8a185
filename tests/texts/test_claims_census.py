"""The census of the books' figures (texts/claims/census.toml, hoyle.claims.census): every figure of every
line of the three books is checked by the ledger or listed in the census, never both, and the ledger checks
at least 98% of the figures that can be worked out."""

import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from hoyle.claims import census

ROOT = Path(__file__).resolve().parents[2]
CENSUS = census.take_census(ROOT / "texts")


def test_every_figure_is_placed_exactly_once():
    assert CENSUS.problems == []
    total = sum(len(census.figures(text)) for lines in CENSUS.lines.values() for text in lines)
    assert len(CENSUS.placed) == total
    assert len({(p.book, p.line, p.figure.start) for p in CENSUS.placed}) == total


def test_coverage_is_at_least_98_per_cent():
    assert CENSUS.checkable == CENSUS.checked + len(CENSUS.unchecked)
    assert CENSUS.coverage >= Fraction(98, 100), (CENSUS.checked, CENSUS.checkable)


def test_every_unchecked_figure_says_why_on_its_own_line():
    for p in CENSUS.unchecked:
        entry = CENSUS.entries[p.entry]
        assert entry["line"] == p.line and len(entry["why"].split()) >= 8, entry


def test_the_contents_and_index_are_counted_by_category_not_skipped():
    by_line = {(p.book, p.line): p.category for p in CENSUS.placed}
    assert by_line[("practical-poker", 44)] == "reference"    # the contents: "Jack-Pots ... 81"
    assert by_line[("practical-poker", 2416)] == "reference"  # the General Index
    assert by_line[("hoyles-games-modernized", 17)] == "reference"  # the page mark {32}


@pytest.mark.parametrize("text,found", [
    ("it is 24 to 1 against", [("24 to 1", ("to", 24, 1))]),
    ("a percentage of two-elevenths in his favour", [("two-elevenths", (Fraction(2, 11),))]),
    ("or $\\frac{1}{694}$", [("\\frac{1}{694}", (Fraction(1, 694),))]),
    ("1 chance in $3\\frac{1}{2}$ to get", [("1 chance in $3\\frac{1}{2}", (Fraction(2, 7),))]),
    ("the bank takes out 10 per cent.", [("10 per cent", ("per cent", 10))]),
    ("a pack of fifty-two cards, or 2,598,960 hands", [("fifty-two", (52,)), ("2,598,960", (2598960,))]),
    ("four times in five deals, once in nine rounds", [("four times in five", (Fraction(4, 5),)), ("once in nine", (Fraction(1, 9),))]),
    ("it is 2½ to 1, a half, one-sixth", [("2½ to 1", ("to", Fraction(5, 2), 1)), ("a half", (Fraction(1, 2),)), ("one-sixth", (Fraction(1, 6),))]),
    ("no one else; the one who holds one card", [("one", (1,))]),
    ("the 1st and 2nd; F11; ٠٠", []),
    ("40Straight flush", [("40", (40,))]),
])
def test_figures(text, found):
    assert [(f.text, f.value) for f in census.figures(text)] == found


def _copy(tmp_path):
    texts = tmp_path / "texts"
    for part in ("source", "errata", "claims"):
        shutil.copytree(ROOT / "texts" / part, texts / part)
    return texts


def test_a_figure_left_out_of_the_census_is_found(tmp_path):
    texts = _copy(tmp_path)
    path = texts / "claims" / "census.toml"
    text = path.read_text(encoding="utf-8")
    entry = '[[figures]]\nbook = "practical-poker"\nline = 169\nfigures = ["two-elevenths"]\n'
    assert entry in text
    path.write_text(text.replace(entry, '[[figures]]\nbook = "practical-poker"\nline = 169\nfigures = []\n'), encoding="utf-8")
    problems = census.take_census(texts).problems
    assert problems == ["practical-poker line 169: the figure 'two-elevenths' is neither checked by the ledger nor in the census: "
                        "' court cards had a steady percentage of two-elevenths in his favour against players who were '"]


def test_a_claim_removed_leaves_its_figure_unplaced_and_one_in_both_is_found(tmp_path):
    texts = _copy(tmp_path)
    path = texts / "claims" / "practical-poker-calculations.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('[[claim]]\nid = "pp-calc-two-pairs-36-varieties"')
    path.write_text(text[:start], encoding="utf-8")
    # (the census matches a line's figures by their words: the other 36 on the line, a factor, is the one left)
    assert census.take_census(texts).problems == [
        "practical-poker line 1859: the figure '36' is neither checked by the ledger nor in the census: "
        "'the two pairs. Therefore there must be $36 \\\\times 44 = 1584$ ways of getting a han'"]
    # and a census entry for a figure the ledger checks
    path.write_text(text, encoding="utf-8")
    (texts / "claims" / "census.toml").open("a", encoding="utf-8").write(
        '\n[[figures]]\nbook = "practical-poker"\nline = 1859\nfigures = ["36"]\ncategory = "working"\nwhy = "x"\n')
    assert census.take_census(texts).problems == ["practical-poker line 1859: the census lists '36', which is checked by the ledger"]


def test_the_census_entries_are_well_formed(tmp_path):
    texts = _copy(tmp_path)
    (texts / "claims" / "census.toml").open("a", encoding="utf-8").write(
        '\n[[figures]]\nbook = "practical-poker"\nlines = [5, 6]\ncategory = "guess"\nwhy = ""\n')
    problems = census.take_census(texts).problems
    assert any("the category 'guess' is not one of" in p for p in problems)
    assert any(p.endswith(": no why") for p in problems)

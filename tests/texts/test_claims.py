"""The claims ledger (texts/claims/*.toml): one test per entry, checked by the engine."""

import re
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from hoyle import claims
from hoyle.claims import poker as claims_poker

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {
    "practical-poker": "001_fd6369dc7f4b58f4.txt",
    "hoyles-games-modernized": "000_b315a8ce36e35c0a.txt",
    "round-games": "002_ea13b2b36291db35.txt",
}


LEDGER = [(entry.file, entry.claim) for entry in claims.load(ROOT / "texts/claims")]
LINES = {book: (ROOT / "texts/source" / name).read_text(encoding="utf-8").split("\n") for book, name in SOURCES.items()}


def squash(text):
    return re.sub(r"\s+", " ", text).strip()


def test_ledger_is_not_empty_and_ids_are_unique():
    ids = [c["id"] for _, c in LEDGER]
    assert len(ids) >= 3
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    for i in ids:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i), i


@pytest.mark.parametrize("file,claim", LEDGER, ids=[c.get("id", "?") for _, c in LEDGER])
def test_claim(file, claim):
    assert claim.get("book") in SOURCES, claim.get("book")
    lines = LINES[claim["book"]]
    line = claim.get("line", 0)
    assert 1 <= line <= len(lines)
    # on its line, or starting there and carried over a page break (a blank line) to the next
    assert squash(lines[line - 1]) and squash(claim["quote"]) in squash(" ".join(lines[line - 1:line + 2])), \
        f"the quote is not on line {line}: {lines[line - 1][:200]!r}"
    assert squash(claim["quote"]).split()[0] in squash(lines[line - 1]), f"the quote does not start on line {line}"
    assert claims.verify(claim) == []


# The quantities and readings the ledger relies on ---------------------------------------------------


@pytest.mark.parametrize("text,kind,value,unit", [
    ("9 in 47", "probability", Fraction(9, 47), Fraction(1, 47)),
    ("990 in 97,290", "probability", Fraction(990, 97290), Fraction(1, 97290)),
    ("1/694", "one-in", Fraction(694), Fraction(1)),
    ("1 in 23\u00bd", "one-in", Fraction(47, 2), Fraction(1, 2)),
    ("even", "odds", Fraction(1), Fraction(1, 2)),
    ("12\u00bd to 10", "odds", Fraction(5, 4), Fraction(1, 20)),
    ("100/236", "per", Fraction(236), Fraction(1)),
    ("12 per cent.", "percent", Fraction(12, 100), Fraction(1, 100)),
])
def test_read_book_value(text, kind, value, unit):
    assert claims.read_book_value(text, kind) == (value, unit)


# One rounding rule: the exact value rounded to the nearest unit of the book's own precision, or cut
# down to it; "almost"/"nearly" say the truth is under the figure. (book's words, exact odds to 1,
# which way, verdict)
@pytest.mark.parametrize("book,exact,way,verdict", [
    ("46 to 1", Fraction(4633, 100), "nearest", "rounded"),
    ("46 to 1", Fraction(468, 10), "down", "rounded"),        # cut down: the book drops the fraction
    ("47 to 1", Fraction(4633, 100), None, "wrong"),          # rounded up past the half: not allowed
    ("13 to 10", Fraction(1500720, 1098240), "down", "rounded"),
    ("12\u00bd to 10", Fraction(1500720, 1098240), None, "wrong"),  # halves in ten: 13\u00bd at most
    ("1\u00bc to 1", Fraction(1500720, 1098240), "nearest", "rounded"),
    ("2\u00bd to 1", Fraction(249, 100), "nearest", "rounded"),
    ("almost 2\u00bd to 1", Fraction(11769, 4446), None, "wrong"),  # the truth is over, not under
    ("almost 2\u00bd to 1", Fraction(24, 10), "up", "rounded"),
    ("nearly 4 to 1", Fraction(2062860, 536100), "up", "rounded"),
    ("nearly 4 to 1", Fraction(4), None, "wrong"),            # "nearly" four is not four
    ("4 to 1", Fraction(4), None, "correct"),
])
def test_one_rounding_rule(book, exact, way, verdict):
    q = claims.Quantity(exact, "odds", "")
    assert claims.rounding(q, book) == way
    assert claims.derive_verdict(q, book) == verdict


@pytest.mark.parametrize("book,exact,way,verdict", [
    ("about 500", Fraction(15625, 32), "nearest", "rounded"),  # a round figure: to the hundred
    ("500", Fraction(15625, 32), None, "wrong"),
    ("about 46", Fraction(4633, 100), "nearest", "rounded"),
    ("about 40", Fraction(46), "down", "rounded"),
    ("about 40", Fraction(51), None, "wrong"),
])
def test_about_a_round_figure(book, exact, way, verdict):
    q = claims.Quantity(exact, "number", "")
    assert claims.rounding(q, book) == way
    assert claims.derive_verdict(q, book) == verdict


def test_a_half_is_not_a_cut_down_figure():
    q = claims.Quantity(Fraction(82, 100), "number", "")
    assert claims.rounding(q, "1/2") is None and claims.derive_verdict(q, "1/2") == "wrong"
    assert claims.rounding(claims.Quantity(Fraction(95, 100), "number", ""), "4/5") == "down"


def test_nobody_odds_counts_hands_dealt_from_one_pack():
    # one hand: the pat counts; two hands of four of a kind: for each of the 624 first hands, the
    # second is four of one of the 11 ranks the first does not touch, with any of the 43 cards left
    assert claims_poker._all_of_shape((3, 1, 1), 1) == 54912
    assert claims_poker._all_of_shape((2, 2, 1), 1) == 123552
    assert claims_poker._all_of_shape((4, 1), 2) == 624 * 11 * 43
    some = 2 * Fraction(624, comb(52, 5)) - Fraction(624 * 11 * 43, comb(52, 5) * comb(47, 5))
    assert claims.compute("nobody_odds('four-of-a-kind', 2)").value == (1 - some) / some


def test_four_card_counts():
    assert claims.compute("four_card('flush')").value == 4 * comb(13, 4) * 39
    # 63 sets of five ranks with an open-ended four (not a straight), not all of one suit, and
    # 36 one-pair patterns (9 fours in a row, any of the four paired), in 384 ways each
    assert claims.compute("four_card('open-straight')").value == 63 * 1020 + 36 * 384
    # the book's 103,808 (seed 001 line 1963): 89 sets of five ranks with four in a row (ace high or
    # low), any suits, and 33 one-pair patterns with four in a row and a pair below jacks
    assert claims.compute("four_card('in-a-row-not-jacks')").value == 89 * 1024 + 33 * 384 == 103808


def test_dice_and_judged_claims():
    assert claims.compute("dice_odds('ace')").value == Fraction(25, 11)
    assert claims.compute("dice_odds('under-seven')").value == Fraction(21, 15)
    q = claims.compute("compare(\"pat('three-of-a-kind', 'joker')\", '>', \"pat('two-pairs', 'joker')\")")
    assert q.kind == "judged" and q.verdict == "correct"
    assert claims.compute("all_from_odds(52, 32, 13)").value == Fraction(comb(52, 13) - comb(32, 13), comb(32, 13))


JUDGED = "compare(\"arithmetic('1')\", '<', \"arithmetic('2')\")"  # a quantity that is a verdict, with no value


@pytest.mark.parametrize("compute", [f"scaled({JUDGED!r}, 2)", f"quotient({JUDGED!r}, \"arithmetic('2')\")",
                                     f"total({JUDGED!r}, {JUDGED!r})", f"compare({JUDGED!r}, '<', \"arithmetic('2')\")"])
def test_a_judged_quantity_is_not_computed_with(compute):
    """scaled, quotient, total and compare compute with the values of other quantities: one that judges the claim
    itself has none, and is named, not left to fail inside the arithmetic in Python's words."""
    with pytest.raises(ValueError, match="judges the claim itself"):
        claims.compute(compute)
    result, problems = claims.examine({"id": "x", "book": "practical-poker", "line": 1, "quote": "x", "book_value": "1",
                                       "compute": compute, "verdict": "correct", "exact": "1"})
    assert result == {} and problems == [f"the entry cannot be checked: {JUDGED!r} judges the claim itself: it has no value to compute with"]


def test_a_compute_gives_its_arguments_as_literals():
    with pytest.raises(ValueError, match="literal arguments only"):
        claims.compute("arithmetic(**{'expression': '1'})")


def test_showdown_rules_quote_the_book_verbatim():
    """The rules the showdown cites (hoyle.poker.hands.TIE_RULES) are the book's words, from the line given
    (a page break may carry a sentence over to the next lines)."""
    from hoyle.poker.hands import TIE_RULES

    lines = LINES["practical-poker"]
    for rule, (line, quote) in TIE_RULES.items():
        assert squash(quote) in squash(" ".join(lines[line - 1:line + 2])), rule


def test_the_verdicts_and_kinds_are_their_enums():
    """Each written once: the tuples are the StrEnums' members, in the ledger page's order."""
    from hoyle.claims import quantity

    assert claims.VERDICTS == tuple(quantity.Verdict) == ("correct", "rounded", "wrong", "ambiguous")
    assert claims.KINDS == tuple(quantity.Kind) == ("count", "odds", "one-in", "number", "percent", "probability", "per", "judged")
    assert quantity.Quantity(None, "odds", "x").kind is quantity.Kind.ODDS  # a kind given as its text is read as one
    with pytest.raises(ValueError):
        quantity.Quantity(None, "oddz", "x")
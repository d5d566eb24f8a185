"""Exact odds of pat hands, by counting patterns, and odds written the way the book writes them.

Practical Poker, chapter "Poker Calculations": "What we call the 'odds' is the difference between
the numerator and the denominator of our fraction of probability" (seed 001 line 1699).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import prod

from hoyle.cards import RANK_PLURALS, RANK_WORDS, rank_multisets
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.poker.tables import PRIMES, table
from hoyle.words import VULGAR_OF


def odds_against(favourable: int, total: int) -> Fraction:
    """The odds against an event as one number: (total - favourable) / favourable.

    >>> odds_against(54912, 2598960)
    Fraction(4077, 88)
    """
    if favourable <= 0:
        raise ValueError("no favourable cases: the odds against are infinite")
    return Fraction(total - favourable, favourable)


def book_odds(against: Fraction) -> str:
    """Odds in the book's style: '46 to 1' (nearest unit from 10 up), '2\u00bd to 1' (nearest quarter
    below 10), 'even', or '3 to 2 on' style ('1\u00bd to 1 on') when the event is more likely than not.

    >>> book_odds(Fraction(4077, 88)), book_odds(Fraction(5, 2)), book_odds(Fraction(1, 3))
    ('46 to 1', '2\u00bd to 1', '3 to 1 on')
    """
    on = against < 1
    x = 1 / against if on else against
    if x >= 10:
        text = f"{round(x):,}"
    else:
        quarters = round(x * 4)
        whole, part = divmod(quarters, 4)
        text = (str(whole) if whole or not part else "") + (VULGAR_OF[Fraction(part, 4)] if part else "")
    if text == "1":
        return "even"
    return f"{text} to 1" + (" on" if on else "")


def fraction_text(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


def odds_entry(favourable: int, total: int) -> dict:
    """Counts, the exact odds and the book's style for one event among `total` equally likely cases."""
    if favourable == 0:
        return {"hands": 0, "probability": "0", "against": None, "odds": "impossible"}
    against = odds_against(favourable, total)
    return {
        "hands": favourable,
        "probability": fraction_text(Fraction(favourable, total)),
        "against": f"{total - favourable:,} to {favourable:,}",
        "odds": book_odds(against),
        "to_one": round(float(against), 2),
    }


def openers_strength(rules: HouseRules = STANDARD, rank: int = 11) -> int:
    """The strength of the least hand that opens on a pair of `rank` (11, jacks, to 14, aces) or better: that pair
    with 4, 3, 2."""
    return table(rules).plain[PRIMES[rank] ** 2 * PRIMES[4] * PRIMES[3] * PRIMES[2]]


def jacks_or_better_strength(rules: HouseRules = STANDARD) -> int:
    """The strength of the least hand that opens a jack-pot: a pair of jacks with 4, 3, 2."""
    return openers_strength(rules, 11)


def pat_counts(rules: HouseRules = STANDARD) -> dict:
    """The number of pat hands of every class and of Foster's divisions, out of all hands.

    >>> pat_counts()["classes"]["two-pairs"], pat_counts()["total"]
    (123552, 2598960)
    """
    t = table(rules)
    classes = {c: 0 for c in rules.classes}
    two_pairs_up = {r: 0 for r in range(14, 2, -1)}
    no_pair_high = {r: 0 for r in range(14, 5, -1)}  # six high only when straights count for nothing
    royal = 0
    for klass, tie, hands in zip(t.klass, t.tie, t.hands):  # by strength: its patterns share class and tie
        classes[klass] += hands
        if klass == "two-pairs":
            two_pairs_up[tie[0]] += hands
        elif klass == "no-pair":
            no_pair_high[tie[0]] += hands
        elif klass == "straight-flush" and tie == (14,):
            royal += hands
    least = jacks_or_better_strength(rules)
    openers = sum(t.hands[least:])
    return {
        "rules": list(rules.names),
        "total": t.total,
        "classes": {c: n for c, n in classes.items()},
        "divisions": {
            "royal-flush": royal,
            "two-pairs-up": {RANK_PLURALS[r]: n for r, n in two_pairs_up.items() if n},
            "no-pair-high": {RANK_WORDS[r]: n for r, n in no_pair_high.items() if n},
            "jacks-or-better": openers,
        },
    }


def pat_odds(rules: HouseRules = STANDARD) -> dict:
    """`pat_counts` with the odds against each, exact and in the book's style."""
    counts = pat_counts(rules)
    total = counts["total"]
    d = counts["divisions"]
    bobtails = {} if rules.joker else dict(bobtail_counts())  # four-card flushes and straights: suits only, so any rules but the joker
    return {
        **counts,
        "bobtails": bobtails,
        "bobtail_odds": {k: odds_entry(n, total) for k, n in bobtails.items()},
        "odds": {c: odds_entry(n, total) for c, n in counts["classes"].items()},
        "division_odds": {
            "royal-flush": odds_entry(d["royal-flush"], total),
            "two-pairs-up": {k: odds_entry(n, total) for k, n in d["two-pairs-up"].items()},
            "no-pair-high": {k: odds_entry(n, total) for k, n in d["no-pair-high"].items()},
            "jacks-or-better": odds_entry(d["jacks-or-better"], total),
        },
    }


# Bobtails ------------------------------------------------------------------------------------------

STRAIGHTS = [frozenset(range(top - 4, top + 1)) for top in range(6, 15)] + [frozenset((14, 2, 3, 4, 5))]


def four_of_a_straight(ranks: tuple[int, ...], open_only: bool) -> bool:
    """Four ranks of the hand lie in one straight; open_only: four in a row (the ace high or low)."""
    distinct = set(ranks)
    if open_only:
        values = distinct | ({1} if 14 in distinct else set())
        return any(all(v + i in values for i in range(4)) for v in values)
    return any(len(distinct & s) >= 4 for s in STRAIGHTS)


def bobtail_counts_readable() -> dict:
    """Four-card flushes and straights dealt pat, "in which the fifth card does not make a pair of
    jacks or better" (Disputed Rules, seed 001 line 400), under several readings of "bobtail".

    A four-card flush is exactly four cards of one suit; a four-card straight is four cards in a
    row ("in-a-row": the one-ended J-Q-K-A and A-2-3-4 included) or four of the five ranks of any
    straight ("any", which adds the inside straights). Hands that are straights or better, or jacks
    or better, are not counted. Standard pack only. Counted slowly and readably, on the table of
    every hand: the test oracle of `bobtail_counts`, which gives the same counts quickly.
    """
    t = table(STANDARD)
    least = jacks_or_better_strength(STANDARD)
    out = {"four-flush": 0, "four-in-a-row": 0, "four-straight-any": 0, "flush-or-four-in-a-row": 0, "flush-or-any-straight": 0}
    for ranks, ways in rank_multisets(5, {r: 4 for r in PRIMES}):
        distinct = len(set(ranks))
        if distinct < 4:
            continue
        plain = t.plain[prod(PRIMES[r] for r in ranks)]
        if plain >= least:
            continue  # jacks or better (or a straight) whatever the suits
        suited = 4 if distinct == 5 else 0
        four_suited = 60 if distinct == 5 else 12  # exactly four cards of one suit
        not_flush = ways - suited
        open_straight = four_of_a_straight(ranks, True)
        any_straight = four_of_a_straight(ranks, False)
        out["four-flush"] += four_suited
        if open_straight:
            out["four-in-a-row"] += not_flush
            out["flush-or-four-in-a-row"] += not_flush
        else:
            out["flush-or-four-in-a-row"] += four_suited
        if any_straight:
            out["four-straight-any"] += not_flush
            out["flush-or-any-straight"] += not_flush
        else:
            out["flush-or-any-straight"] += four_suited
    return out


def _mask(ranks) -> int:
    """The ranks as bits (1 << rank)."""
    return sum(1 << r for r in set(ranks))


def _fours(open_only: bool) -> frozenset[int]:
    """The rank masks of four ranks that `four_of_a_straight` accepts: four in a row (the ace high
    or low), or (not open_only) four of the five ranks of any straight."""
    if open_only:
        return frozenset(_mask(14 if r == 1 else r for r in range(low, low + 4)) for low in range(1, 12))
    return frozenset(_mask(s - {r}) for s in STRAIGHTS for r in s)


def _bobtail_kinds() -> dict[tuple, int]:
    """The hands `bobtail_counts_readable` counts, by kind: {(four in a row, four of a straight,
    hands not all of one suit, hands with exactly four of one suit): how many such rank sets}."""
    open4, any4 = _fours(True), _fours(False)
    straights = {_mask(s) for s in STRAIGHTS}
    kinds: dict[tuple, int] = {}
    bits = [1 << r for r in range(2, 15)]
    for five in combinations(bits, 5):  # five different ranks, not in sequence
        m = sum(five)
        if m not in straights:
            subsets = [m - b for b in five]
            kind = (not open4.isdisjoint(subsets), not any4.isdisjoint(subsets), 1020, 60)
            kinds[kind] = kinds.get(kind, 0) + 1
    for four in combinations(bits, 4):  # four ranks, one of them paired below jacks
        m = sum(four)
        kind = (m in open4, m in any4, 384, 12)
        kinds[kind] = kinds.get(kind, 0) + sum(b <= 1 << 10 for b in four)
    return kinds


@lru_cache(maxsize=None)
def bobtail_counts() -> dict:
    """`bobtail_counts_readable`, the same counts, without the table (tests/engine/test_counting.py
    compares them). Counted once: the caller must not change it."""
    out = {"four-flush": 0, "four-in-a-row": 0, "four-straight-any": 0, "flush-or-four-in-a-row": 0, "flush-or-any-straight": 0}
    for (open_straight, any_straight, not_flush, four_suited), n in _bobtail_kinds().items():
        out["four-flush"] += n * four_suited
        out["four-in-a-row"] += n * not_flush if open_straight else 0
        out["flush-or-four-in-a-row"] += n * (not_flush if open_straight else four_suited)
        out["four-straight-any"] += n * not_flush if any_straight else 0
        out["flush-or-any-straight"] += n * (not_flush if any_straight else four_suited)
    return out

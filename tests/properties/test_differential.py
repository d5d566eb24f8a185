"""The standard ranking against an independent evaluator (treys) over every hand, and the fast
tables against the slow, readable `evaluate`.

Deals out all 2,598,960 hands once (module fixture) with both evaluators side by side. treys
ranks 1 (royal flush) to 7,462 (seven high), smaller is better; hoyle's strength is 0 up, bigger
is better. They agree on the order of all hands exactly when the pairs (strength, treys rank)
seen form a strictly decreasing bijection between the 7,462 values of each.

pytest only (not tests/engine, which also runs in Pyodide): treys is a test tool, and the full
deal takes some seconds.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

treys = pytest.importorskip("treys")

from hoyle.cards import Card, pack  # noqa: E402
from hoyle.poker.hands import evaluate  # noqa: E402
from hoyle.poker.odds import pat_counts  # noqa: E402
from hoyle.poker.rules import STANDARD  # noqa: E402
from hoyle.poker.tables import card_int, evaluator, table  # noqa: E402

DISTINCT_VALUES = 7462
ALL_HANDS = 2598960
# Foster's classes, as every count of the pack gives them (Practical Poker, "Poker Calculations").
CLASS_COUNTS = {
    "straight-flush": 40,
    "four-of-a-kind": 624,
    "full-hand": 3744,
    "flush": 5108,
    "straight": 10200,
    "three-of-a-kind": 54912,
    "two-pairs": 123552,
    "one-pair": 1098240,
    "no-pair": 1302540,
}
# treys' rank classes (0 royal flush ... 9 high card) as Foster's classes.
TREYS_CLASS = {
    0: "straight-flush", 1: "straight-flush", 2: "four-of-a-kind", 3: "full-hand", 4: "flush",
    5: "straight", 6: "three-of-a-kind", 7: "two-pairs", 8: "one-pair", 9: "no-pair",
}


def treys_card(card: Card) -> int:
    return treys.Card.new("23456789TJQKA"[card.rank - 2] + card.suit)


@pytest.fixture(scope="module")
def dealt():
    """Every hand of the pack through both evaluators: (pairs seen, hands per strength, hands per treys rank).

    A pair is stored as strength << 13 | treys rank (treys ranks are below 8192).
    """
    cards = pack()
    ours = [card_int(c) for c in cards]
    theirs = [treys_card(c) for c in cards]
    strength = evaluator(STANDARD)
    rank = treys.Evaluator()._five  # treys' own five-card path (its public evaluate() adds a dispatch)
    pairs: set[int] = set()
    add = pairs.add
    by_strength = [0] * DISTINCT_VALUES
    n = len(cards)
    for i in range(n - 4):
        a, ta = ours[i], theirs[i]
        for j in range(i + 1, n - 3):
            b, tb = ours[j], theirs[j]
            for k in range(j + 1, n - 2):
                c, tc = ours[k], theirs[k]
                for m in range(k + 1, n - 1):
                    d, td = ours[m], theirs[m]
                    for x in range(m + 1, n):
                        s = strength(a, b, c, d, ours[x])
                        by_strength[s] += 1
                        add(s << 13 | rank([ta, tb, tc, td, theirs[x]]))
    return pairs, by_strength


def test_every_hand_is_dealt(dealt):
    _, by_strength = dealt
    assert sum(by_strength) == ALL_HANDS


def test_order_of_all_hands_agrees_with_treys(dealt):
    """strength -> treys rank is a strictly decreasing bijection, and every hand's pair is on it."""
    pairs, _ = dealt
    mapping = sorted((p >> 13, p & 8191) for p in pairs)
    strengths = [s for s, _ in mapping]
    ranks = [r for _, r in mapping]
    # One pair per strength and per rank: no hand disagrees with the others of its value.
    assert len(set(strengths)) == len(mapping), "a strength meets two treys ranks"
    assert len(set(ranks)) == len(mapping), "a treys rank meets two strengths"
    assert strengths == list(range(DISTINCT_VALUES))
    assert sorted(ranks) == list(range(1, DISTINCT_VALUES + 1))
    bad = [(mapping[i], mapping[i + 1]) for i in range(len(mapping) - 1) if ranks[i] <= ranks[i + 1]]
    assert not bad, f"order differs from treys at (strength, treys rank): {bad[:5]}"


def test_hands_per_strength_match_the_table(dealt):
    """The pattern counts behind the table equal the hands dealt out, strength by strength."""
    _, by_strength = dealt
    assert by_strength == table(STANDARD).hands


def test_class_counts_agree_with_treys(dealt):
    pairs, by_strength = dealt
    ev = treys.Evaluator()
    ours: Counter = Counter()
    theirs: Counter = Counter()
    klass = table(STANDARD).klass
    for p in pairs:
        s, r = p >> 13, p & 8191
        ours[klass[s]] += by_strength[s]
        theirs[TREYS_CLASS[ev.get_rank_class(r)]] += by_strength[s]
    assert dict(ours) == CLASS_COUNTS
    assert dict(theirs) == CLASS_COUNTS


def test_class_counts_by_dealing_and_by_patterns(dealt):
    _, by_strength = dealt
    klass = table(STANDARD).klass
    by_dealing: Counter = Counter()
    for s, n in enumerate(by_strength):
        by_dealing[klass[s]] += n
    assert dict(by_dealing) == CLASS_COUNTS
    counts = pat_counts(STANDARD)
    assert counts["total"] == ALL_HANDS
    assert counts["classes"] == CLASS_COUNTS


# The fast tables against the slow evaluator -----------------------------------------------------

def agree_in_order(values) -> list:
    """(slow, fast) pairs that break the agreement of the two orders: sorted by the slow value, the
    fast strengths must rise with it, and be equal exactly where the slow values are equal."""
    ordered = sorted(values, key=lambda v: v[0])
    bad = []
    for (v1, s1), (v2, s2) in zip(ordered, ordered[1:]):
        if (v1 == v2) != (s1 == s2) or s1 > s2:
            bad.append(((" ".join(c.code for c in v1.cards), s1), (" ".join(c.code for c in v2.cards), s2)))
    return bad[:5]


def pattern_hand(ranks: tuple[int, ...], flush: bool) -> list[Card]:
    """Cards with these ranks, all of one suit or not (cards of one rank take different suits)."""
    seen: Counter = Counter()
    cards = []
    for r in ranks:
        cards.append(Card(r, "shdc"[seen[r]]))
        seen[r] += 1
    if not flush and len({c.suit for c in cards}) == 1:
        cards[-1] = Card(cards[-1].rank, "h")
    return cards


def test_every_pattern_slow_and_fast_agree():
    """One hand of each of the 7,462 patterns: `evaluate` and the fast strength order them alike."""
    t = table(STANDARD)
    values = []
    for p in t.patterns:
        cards = pattern_hand(p.ranks, p.flush)
        assert len({c.suit for c in cards}) == 1 if p.flush else len({c.suit for c in cards}) > 1
        values.append((evaluate(cards), t.strength(cards)))
    assert len(values) == DISTINCT_VALUES
    bad = agree_in_order(values)
    assert not bad, f"(slow lower, fast) then (slow higher, fast): {bad}"
    # In the standard game every pattern is a value of its own.
    assert len({v for v, _ in values}) == DISTINCT_VALUES


def test_random_hands_slow_and_fast_agree():
    rng = random.Random(20051905)
    cards = pack()
    strength = evaluator(STANDARD)
    values = []
    for _ in range(100_000):
        hand = rng.sample(cards, 5)
        values.append((evaluate(hand), strength(*(card_int(c) for c in hand))))
    bad = agree_in_order(values)
    assert not bad, f"(slow lower, fast) then (slow higher, fast): {bad}"

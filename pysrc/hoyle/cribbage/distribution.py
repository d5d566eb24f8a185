"""The full distribution of show scores over every hand (or crib) with every start, by symmetry.

At six-card cribbage a hand of four and the start can fall in C(52, 4) x 48 = 12,994,800 ways.
Dealing them all out is slow; instead count by patterns:

- the fifteens, pairs and runs depend only on the ranks: for each multiset of four hand ranks
  and each start rank, they are reckoned once, on any cards of those ranks;
- the flush and his nob depend only on the suits, and how the suits can fall depends only on
  the *shape* of the ranks (how many of each rank, how many knaves, how many of the start's rank
  are in the hand, whether the start is a knave), so each shape's spread of flush-and-nob points
  is found once by dealing out its suits.

The same for the crib (where the flush needs the start too). `tests/engine/test_cribbage_distribution.py`
checks the pattern counting against dealing out every hand with a start over a smaller pack.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations, product

from hoyle.cards import Card
from hoyle.cribbage.show import KNAVE, fifteens, flush, nob, pairs, runs
from hoyle.poker.tables import rank_multisets

SUITS = "shdc"


def _points(items) -> int:
    return sum(i.points for i in items)


def rank_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs of five ranks (hand and start), reckoned on any cards of those ranks."""
    seen: Counter = Counter()
    cards = []
    for r in ranks:
        cards.append(Card(r, SUITS[seen[r]]))
        seen[r] += 1
    cards = tuple(cards)
    return _points(fifteens(cards)) + _points(pairs(cards)) + _points(runs(cards))


@lru_cache(maxsize=None)
def suit_points(start_in_hand: int, start_is_knave: bool, knaves: int, rest: tuple[int, ...], crib: bool) -> tuple[tuple[int, int], ...]:
    """How the flush and his nob fall for one shape of hand: ((points, ways), ...) over every way
    to give the hand's cards and the start their suits.

    The shape: how many of the start's rank the hand holds, whether the start is a knave, how many
    knaves the hand holds besides (when the start is not one), and how many of each other rank.
    """
    start_rank = KNAVE if start_is_knave else 5  # representative ranks: only the shape matters
    groups = {start_rank: start_in_hand} if start_in_hand else {}
    if knaves:
        groups[KNAVE] = knaves
    for r, n in zip((2, 3, 4, 6), rest):
        groups[r] = n
    spread: Counter = Counter()
    for pick in product(*(combinations(SUITS, n) for n in groups.values())):
        hand = tuple(Card(r, s) for r, suits in zip(groups, pick) for s in suits)
        for s in SUITS:
            start = Card(start_rank, s)
            if start in hand:
                continue
            points = sum(i.points for i in (flush(hand, start, crib), nob(hand, start)) if i is not None)
            spread[points] += 1
    return tuple(sorted(spread.items()))


def _shape(hand_ranks: tuple[int, ...], start: int) -> tuple[int, bool, int, tuple[int, ...]]:
    counts = Counter(hand_ranks)
    start_is_knave = start == KNAVE
    knaves = 0 if start_is_knave else counts.get(KNAVE, 0)
    rest = tuple(sorted((n for r, n in counts.items() if r != start and r != KNAVE), reverse=True))
    return counts.get(start, 0), start_is_knave, knaves, rest


def distribution(crib: bool = False, ranks: tuple[int, ...] = tuple(range(2, 15)), hand_size: int = 4) -> dict[int, int]:
    """Points -> how many (hand, start) pairs score them, over every hand of `hand_size` cards and
    every start from the rest of the pack (ranks 2-14, the ace 14, four suits).

    >>> d = distribution()
    >>> sum(d.values()), d[29], d[0]
    (12994800, 4, 1009008)
    """
    out: Counter = Counter()
    for hand_ranks, ways_hand in rank_multisets(hand_size, {r: 4 for r in ranks}):
        held = Counter(hand_ranks)
        for start in ranks:
            if held.get(start, 0) == 4:
                continue
            base = rank_points(hand_ranks + (start,))
            spread = suit_points(*_shape(hand_ranks, start), crib)
            assert sum(w for _, w in spread) == ways_hand * (4 - held.get(start, 0))
            for points, ways in spread:
                out[base + points] += ways
    return dict(sorted(out.items()))


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

from hoyle.cards import Card, rank_multisets
from hoyle.cribbage.show import FIFTEEN, KNAVE, flush, nob

SUITS = "shdc"


def rank_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs of the ranks of a show (hand and start), counted without listing
    them: the same total as reckoning them item by item with `show.fifteens`, `show.pairs` and
    `show.runs` on any cards of those ranks (a test checks every multiset of five ranks).

    - fifteens: the ways to choose cards whose pips make fifteen, two each (court cards ten, the ace one);
    - pairs: every two cards of a rank, two each;
    - runs: three or more ranks in succession (the ace below the two), each run as long as the
      succession, once for every way to take one card of each rank (double and treble runs).

    >>> rank_points((5, 5, 5, 11, 5))  # four fives and a knave, without the nob: fifteen sixteen, and twelve
    28
    """
    ways = [1] + [0] * FIFTEEN
    counts = [0] * 15  # by place in sequence: the ace 1 ... the king 13
    for r in ranks:
        v = 1 if r == 14 else min(r, 10)
        for t in range(FIFTEEN, v - 1, -1):
            ways[t] += ways[t - v]
        counts[1 if r == 14 else r] += 1
    points = 2 * ways[FIFTEEN]
    for n in counts:
        points += n * (n - 1)  # C(n, 2) pairs at two each
    length, product = 0, 1
    for n in counts + [0]:  # counts[14] is always 0, so a run never wraps past the king
        if n:
            length, product = length + 1, product * n
        else:
            if length >= 3:
                points += length * product
            length, product = 0, 1
    return points


@lru_cache(maxsize=None)
def suit_points(starter_in_hand: int, starter_is_knave: bool, knaves: int, rest: tuple[int, ...], crib: bool) -> tuple[tuple[int, int], ...]:
    """How the flush and his nob fall for one shape of hand: ((points, ways), ...) over every way
    to give the hand's cards and the start their suits.

    The shape: how many of the start's rank the hand holds, whether the start is a knave, how many
    knaves the hand holds besides (when the start is not one), and how many of each other rank.
    """
    starter_rank = KNAVE if starter_is_knave else 5  # representative ranks: only the shape matters
    groups = {starter_rank: starter_in_hand} if starter_in_hand else {}
    if knaves:
        groups[KNAVE] = knaves
    for r, n in zip((2, 3, 4, 6), rest):
        groups[r] = n
    spread: Counter = Counter()
    for pick in product(*(combinations(SUITS, n) for n in groups.values())):
        hand = tuple(Card(r, s) for r, suits in zip(groups, pick) for s in suits)
        for s in SUITS:
            starter = Card(starter_rank, s)
            if starter in hand:
                continue
            points = sum(i.points for i in (flush(hand, starter, crib), nob(hand, starter)) if i is not None)
            spread[points] += 1
    return tuple(sorted(spread.items()))


def _shape(hand_ranks: tuple[int, ...], starter: int) -> tuple[int, bool, int, tuple[int, ...]]:
    counts = Counter(hand_ranks)
    starter_is_knave = starter == KNAVE
    knaves = 0 if starter_is_knave else counts.get(KNAVE, 0)
    rest = tuple(sorted((n for r, n in counts.items() if r != starter and r != KNAVE), reverse=True))
    return counts.get(starter, 0), starter_is_knave, knaves, rest


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
        for starter in ranks:
            if held.get(starter, 0) == 4:
                continue
            base = rank_points(hand_ranks + (starter,))
            spread = suit_points(*_shape(hand_ranks, starter), crib)
            assert sum(w for _, w in spread) == ways_hand * (4 - held.get(starter, 0))
            for points, ways in spread:
                out[base + points] += ways
    return dict(sorted(out.items()))


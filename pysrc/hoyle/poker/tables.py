"""Fast tables of hand strength, built at first use from the readable `pattern_value`.

Every five-card hand has a pattern: its natural ranks, whether they are all of one suit, and
whether it holds the joker. `Table(rules)` lists every pattern once with its value and the
number of hands that have it, and numbers the distinct values 0, 1, 2, ... from the worst
hand up (its *strength*). Two lookups then give any hand's strength:

- a card is an int: the prime of its rank shifted left four bits, or'ed with its suit bit
  (spades 1, hearts 2, diamonds 4, clubs 8; the joker has prime 43 and all four bits);
- five cards are of one suit exactly when their and has a suit bit left, and the product of
  their primes names their ranks. `plain` maps that product to the strength of a hand not all of
  one suit, `flush` to that of a hand all of one suit (the joker fits any suit).

The slow definition stays the oracle: `tests/engine/test_tables.py` checks every pattern.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from math import comb, prod

from hoyle.cards import Card
from hoyle.poker.rules import STANDARD, HouseRules, pattern_value

PRIMES = {2: 2, 3: 3, 4: 5, 5: 7, 6: 11, 7: 13, 8: 17, 9: 19, 10: 23, 11: 29, 12: 31, 13: 37, 14: 41}
JOKER_PRIME = 43
SUIT_BITS = {"s": 1, "h": 2, "d": 4, "c": 8}
JOKER_INT = JOKER_PRIME << 4 | 15


def card_int(card: Card) -> int:
    """The fast form of a card: prime << 4 | suit bit (the joker: 43 << 4 | 15)."""
    if card.is_joker:
        return JOKER_INT
    return PRIMES[card.rank] << 4 | SUIT_BITS[card.suit]


def rank_multisets(size: int, limits: dict[int, int]):
    """Every multiset of `size` ranks with at most limits[r] of rank r: (ranks high first, ways).

    `ways` is the number of ways to pick such cards when limits[r] cards of rank r are left.
    """
    keys = sorted(limits, reverse=True)

    def rec(i: int, left: int, picked: tuple, ways: int):
        if left == 0:
            yield picked, ways
            return
        if i == len(keys):
            return
        r = keys[i]
        for n in range(min(left, limits[r]), -1, -1):
            yield from rec(i + 1, left - n, picked + (r,) * n, ways * comb(limits[r], n))

    yield from rec(0, size, (), 1)


@dataclass(frozen=True)
class Pattern:
    """A kind of five-card hand: natural ranks (high first), all of one suit or not, joker or not."""

    ranks: tuple[int, ...]
    flush: bool
    joker: bool
    hands: int  # how many of the pack's hands have this pattern
    key: tuple  # its value, comparable
    klass: str
    tie: tuple  # the ranks that break ties within the class
    joker_rank: int | None  # what the joker is named (its rank), if held
    joker_in_suit: bool


def all_patterns(rules: HouseRules) -> list[Pattern]:
    """Every pattern of five cards from the pack (with the joker if the rules add it), with its count."""
    out = []
    four = {r: 4 for r in PRIMES}
    for joker in ((False, True) if rules.joker else (False,)):
        size = 4 if joker else 5
        for ranks, ways in rank_multisets(size, four):
            distinct = len(set(ranks)) == size
            suited = 4 if distinct else 0  # the same ranks all in one suit, in each of four suits
            for flush, n in ((False, ways - suited), (True, suited)):
                if n:
                    key, klass, tie, jr, js = pattern_value(ranks, flush, joker, rules)
                    out.append(Pattern(ranks, flush, joker, n, key, klass, tie, jr, js))
    return out


class Table:
    """Strengths, classes and pat counts for one set of house rules (use `table(rules)`)."""

    def __init__(self, rules: HouseRules):
        self.rules = rules
        self.patterns = all_patterns(rules)
        keys = sorted({p.key for p in self.patterns})
        self.keys = keys
        index = {k: i for i, k in enumerate(keys)}
        # A plain lookup for every product, so that a draw may ask for any ranks (a flush pattern's
        # ranks are also a plain pattern, except the joker-free five-of-a-kind which cannot occur).
        self.plain: dict[int, int] = {}
        self.flush: dict[int, int] = {}
        n = len(keys)
        self.klass = [""] * n  # strength -> class id
        self.tie: list[tuple] = [()] * n
        self.hands = [0] * n  # strength -> number of pat hands
        self.pattern_of: list[Pattern | None] = [None] * n
        for p in self.patterns:
            s = index[p.key]
            product = prod(PRIMES[r] for r in p.ranks) * (JOKER_PRIME if p.joker else 1)
            (self.flush if p.flush else self.plain)[product] = s
            self.klass[s], self.tie[s] = p.klass, p.tie
            self.hands[s] += p.hands
            self.pattern_of[s] = p
        self.total = sum(self.hands)
        below = 0
        self.below: list[int] = []  # strength -> pat hands that it beats
        for h in self.hands:
            self.below.append(below)
            below += h
        # Twice the pat hands a strength beats, ties counting half: the average result's weights.
        self.share = [2 * b + h for b, h in zip(self.below, self.hands)]
        # Classes in order of strength, each strength's class as an index, and each class's level.
        self.class_names = list(dict.fromkeys(self.klass))
        position = {c: i for i, c in enumerate(self.class_names)}
        self.class_index = [position[c] for c in self.klass]
        self.class_level = [0] * len(self.class_names)
        for s, c in enumerate(self.class_index):
            self.class_level[c] = keys[s][0]

    def next_level(self, strength: int) -> int:
        """The least strength of a higher class level than this strength's (len(keys) if none)."""
        return bisect_left(self.keys, (self.keys[strength][0] + 1,))

    def level_start(self, klass: str) -> int:
        """The least strength of a class (or of its level: a customary round-the-corner is a straight)."""
        if klass not in self.class_names:
            raise KeyError(klass)
        return bisect_left(self.keys, (self.class_level[self.class_names.index(klass)],))

    def strength_of_key(self, key: tuple) -> int:
        """The strength of a value key (one that occurs in this table)."""
        i = bisect_left(self.keys, key)
        if i == len(self.keys) or self.keys[i] != key:
            raise KeyError(key)
        return i

    def strength(self, cards) -> int:
        """The strength of five cards (Card values)."""
        a, b, c, d, e = (card_int(x) for x in cards)
        return strength5(self, a, b, c, d, e)


def strength5(table: Table, a: int, b: int, c: int, d: int, e: int) -> int:
    """The strength of five fast cards under the table's rules (bigger is better)."""
    if a & b & c & d & e & 15:
        return table.flush[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]
    return table.plain[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]


def table(rules: HouseRules = STANDARD) -> Table:
    """The table for these rules, built once."""
    return _table(rules)


@lru_cache(maxsize=16)
def _table(rules: HouseRules) -> Table:
    return Table(rules)


def evaluator(rules: HouseRules = STANDARD):
    """A fast function of five fast cards (`card_int`) giving their strength: the benchmarked path."""
    t = table(rules)
    flush, plain = t.flush, t.plain

    def strength(a: int, b: int, c: int, d: int, e: int) -> int:
        if a & b & c & d & e & 15:
            return flush[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]
        return plain[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]

    return strength


def strengths(hands, rules: HouseRules = STANDARD) -> list[int]:
    """The strengths of many hands at once, each five fast cards (`card_int`): the batch path,
    one comprehension with no call per hand (what the simulator and the benchmarks use)."""
    t = table(rules)
    flush, plain = t.flush, t.plain
    return [
        flush[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)] if a & b & c & d & e & 15 else plain[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]
        for a, b, c, d, e in hands
    ]


def classify_all(rules: HouseRules = STANDARD) -> dict[str, int]:
    """Deal out every hand of the pack one by one and count the classes (the benchmark's brute force).

    Nested loops carry partial products and suit masks, so each hand costs one multiply, one
    and, and one lookup.
    """
    t = table(rules)
    flush, plain, klass = t.flush, t.plain, t.klass
    deck = [card_int(Card(r, s)) for s in "shdc" for r in range(2, 15)] + ([JOKER_INT] if rules.joker else [])
    primes = [c >> 4 for c in deck]
    suits = [c & 15 for c in deck]
    n = len(deck)
    counts = [0] * len(t.keys)
    for i in range(n - 4):
        p1, s1 = primes[i], suits[i]
        for j in range(i + 1, n - 3):
            p2, s2 = p1 * primes[j], s1 & suits[j]
            for k in range(j + 1, n - 2):
                p3, s3 = p2 * primes[k], s2 & suits[k]
                for m in range(k + 1, n - 1):
                    p4, s4 = p3 * primes[m], s3 & suits[m]
                    last = primes[m + 1:]
                    if s4:
                        lsuits = suits[m + 1:]
                        for x in range(len(last)):
                            if s4 & lsuits[x]:
                                counts[flush[p4 * last[x]]] += 1
                            else:
                                counts[plain[p4 * last[x]]] += 1
                    else:
                        for p5 in last:
                            counts[plain[p4 * p5]] += 1
    out: dict[str, int] = {}
    for s, c in enumerate(counts):
        if c:
            out[klass[s]] = out.get(klass[s], 0) + c
    return out

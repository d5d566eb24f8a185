"""Fast tables of hand strength, built at first use, by the rules of the readable `pattern_value`.

Every five-card hand has a pattern: its natural ranks, whether they are all of one suit, and
whether it holds the joker. `Table(rules)` lists every pattern once with its value and the
number of hands that have it, and numbers the distinct values 0, 1, 2, ... from the worst
hand up (its *strength*). Two lookups then give any hand's strength:

- a card is an int: the prime of its rank shifted left four bits, or'ed with its suit bit
  (spades 1, hearts 2, diamonds 4, clubs 8; the joker has prime 43 and all four bits);
- five cards are of one suit exactly when their and has a suit bit left, and the product of
  their primes names their ranks. `plain` maps that product to the strength of a hand not all of
  one suit, `flush` to that of a hand all of one suit (the joker fits any suit).

`all_patterns` values every pattern with the readable `pattern_value`, slowly; `fast_rows` gives
the same patterns quickly, as rows (what `Table` uses; `fast_patterns` makes Patterns of them): it
values the joker-free patterns once, by their
shape, asking `best_natural` itself only about the few that may be extra hands, and values each
pattern with the joker as the best of its namings, looked up among those. The slow definition stays
the oracle: `tests/engine/test_counting.py` checks every pattern under several rules.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import accumulate, combinations, combinations_with_replacement, product
from math import comb, prod
from operator import itemgetter
from typing import NamedTuple

from hoyle.cards import Card, rank_multisets
from hoyle.poker.rules import ROUND_THE_CORNER, STANDARD, ClassId, HouseRules, _levels, _tiebreak, best_natural, natural_classes, pattern_value

PRIMES = {2: 2, 3: 3, 4: 5, 5: 7, 6: 11, 7: 13, 8: 17, 9: 19, 10: 23, 11: 29, 12: 31, 13: 37, 14: 41}
JOKER_PRIME = 43
SUIT_BITS = {"s": 1, "h": 2, "d": 4, "c": 8}
JOKER_INT = JOKER_PRIME << 4 | 15


def card_int(card: Card) -> int:
    """The fast form of a card: prime << 4 | suit bit (the joker: 43 << 4 | 15)."""
    if card.is_joker:
        return JOKER_INT
    return PRIMES[card.rank] << 4 | SUIT_BITS[card.suit]


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
                    out.append(Pattern(ranks, flush, joker, n, *pattern_value(ranks, flush, joker, rules)))
    return out


# The fast build: the same patterns, valued by shape and by looking up the joker's namings ----------

RANKS_DOWN = tuple(range(14, 1, -1))
RANKS_UP = tuple(range(2, 15))
PRIMES_UP = tuple(PRIMES[r] for r in RANKS_UP)
PRIME_OF = (0, 0) + PRIMES_UP  # the prime of a rank, by index
STRAIGHT_TOPS = {tuple(range(top, top - 5, -1)): top for top in range(6, 15)} | {(14, 5, 4, 3, 2): 5}


class Row(NamedTuple):
    """A pattern as the fast build gives it: a `Pattern`'s fields in its order (the four that say
    what the pattern is, then `PatternValue`'s five), then the product of its cards' primes."""

    ranks: tuple[int, ...]
    flush: bool
    joker: bool
    hands: int
    key: tuple
    klass: str
    tie: tuple
    joker_rank: int | None
    joker_in_suit: bool
    product: int  # of its cards' primes (the joker's 43 too): the lookups' key


class Columns(NamedTuple):
    """A table's rows read field by field (`zip(*rows)`): each of `Row`'s fields, its value in every row."""

    ranks: tuple[tuple[int, ...], ...]
    flush: tuple[bool, ...]
    joker: tuple[bool, ...]
    hands: tuple[int, ...]
    key: tuple[tuple, ...]
    klass: tuple[str, ...]
    tie: tuple[tuple, ...]
    joker_rank: tuple[int | None, ...]
    joker_in_suit: tuple[bool, ...]
    product: tuple[int, ...]


# The build makes its rows as plain tuples in Row's order (a NamedTuple costs a call a row: 5% more
# to build a table) and reads them in the build by these positions; a Table reads them by name.
KEY, KLASS, TIE = Row._fields.index("key"), Row._fields.index("klass"), Row._fields.index("tie")


def _ways(ranks) -> int:
    """The ways to pick cards of these ranks from a full pack (four of each rank)."""
    return prod(comb(4, n) for n in Counter(ranks).values())


def _samples(size: int):
    """For each way neighbours among `size` ranks (high first) may be equal or not: (that, a sample)."""
    for same in product((False, True), repeat=size - 1):
        sample = [13]
        for s in same:
            sample.append(sample[-1] if s else sample[-1] - 2)
        yield same, tuple(sample)


def _shapes5() -> dict[tuple, tuple]:
    """For five ranks high first, by which neighbours are equal: (class, a getter of the tie-break
    ranks or None when all differ, ways to pick them), from `natural_classes`; not five alike."""
    out = {}
    for same, sample in _samples(5):
        if not all(same):
            klass, tie = natural_classes(sample, False, STANDARD)[0]
            getter = None if len(set(sample)) == 5 else itemgetter(*(sample.index(r) for r in tie))
            out[same] = (klass, getter, _ways(sample))
    return out


SHAPES5 = _shapes5()
SHAPES4 = {same: (len(set(sample)) == 4, _ways(sample)) for same, sample in _samples(4)}  # (all differ, ways)


def _maybe_extra(rules: HouseRules) -> frozenset:
    """Every five different ranks (high first) that may be an extra hand under these rules, and more:
    the readable `best_natural` values these; no other five different ranks can be one."""
    out: set[tuple] = set()
    if rules.skip:
        out |= {tuple(range(top, top - 9, -2)) for top in range(10, 15)} | {(14, 9, 7, 5, 3)}
    if rules.round_the_corner:
        out |= {tuple(sorted(s, reverse=True)) for s in ROUND_THE_CORNER}
    if rules.tiger:  # seven high, deuce low
        out |= {(7, *m, 2) for m in combinations((6, 5, 4, 3), 3)}
    if rules.big_dog:  # ace high, nine low
        out |= {(14, *m, 9) for m in combinations((13, 12, 11, 10), 3)}
    if rules.kilter:  # nine or lower
        out |= set(combinations(range(9, 1, -1), 5))
    return frozenset(out)


def _distinct_values(t: tuple, rules: HouseRules, levels: dict, extra: frozenset) -> tuple[tuple, tuple]:
    """Five different ranks (high first), plain and all of one suit: two (key, class, tie)."""
    top = None if rules.no_straights else STRAIGHT_TOPS.get(t)
    if t in extra:
        key, klass, tie = best_natural(t, False, rules)
        plain = (key + (0,), klass, tie)
    elif top is None:
        plain = ((levels["no-pair"], t, 0), "no-pair", t)
    else:
        plain = ((levels["straight"], _tiebreak(ClassId.STRAIGHT, (top,), rules), 0), "straight", (top,))
    if top is None:
        return plain, ((levels["flush"], t, 0), "flush", t)
    return plain, ((levels["straight-flush"], (top,), 0), "straight-flush", (top,))


def _natural_rows(rules: HouseRules, plain: dict, suited: dict) -> list[tuple]:
    """The joker-free patterns' rows in `all_patterns`' order; fills plain and suited with {product of
    the ranks' primes: row} for the hands not of one suit and of one suit."""
    levels, extra, blaze, p = _levels(rules), _maybe_extra(rules), rules.blaze, PRIME_OF
    shapes = {same: (klass, getter, ways, levels[klass]) for same, (klass, getter, ways) in SHAPES5.items()}
    rows = []
    for t in combinations_with_replacement(RANKS_DOWN, 5):
        a, b, c, d, e = t
        shape = shapes.get((a == b, b == c, c == d, d == e))
        if shape is None:
            continue
        klass, getter, ways, level = shape
        n = p[a] * p[b] * p[c] * p[d] * p[e]
        if getter is None:
            value, flush = _distinct_values(t, rules, levels, extra)
            plain[n] = row = (t, False, False, ways - 4, *value, None, False, n)
            rows.append(row)
            suited[n] = row = (t, True, False, 4, *flush, None, False, n)
            rows.append(row)
            continue
        if blaze and e >= 11 and a <= 13:  # all court cards
            key, klass, tie = best_natural(t, False, rules)
            key += (0,)
        else:
            tie = getter(t)
            key = (level, tie, 0)
        plain[n] = row = (t, False, False, ways, key, klass, tie, None, False, n)
        rows.append(row)
    return rows


def _joker_row(t: tuple, flush: bool, hands: int, natural: tuple, rank: int, in_suit: bool, n: int) -> tuple:
    """A joker pattern's row: four natural ranks t (product n) and the joker named rank, in suit or not,
    valued as the natural row of that naming, its key marked as holding the joker."""
    key = natural[KEY]
    return (t, flush, True, hands, (key[0], key[1], 1), natural[KLASS], natural[TIE], rank, in_suit, n * JOKER_PRIME)


def _best_other_suit(n: int, plain: dict) -> tuple[tuple, int, bool]:
    """The first best naming of the joker as a card of another suit, with natural ranks of product n:
    (the natural row it makes, rank, False)."""
    keys = [plain[n * q][KEY] for q in PRIMES_UP]
    i = keys.index(max(keys))
    return plain[n * PRIMES_UP[i]], RANKS_UP[i], False


def _best_in_suit(t: tuple, n: int, other: tuple[tuple, int, bool], suited: dict) -> tuple[tuple, int, bool]:
    """With four different ranks t of one suit: the missing card of the suit that is the first best,
    if better than the best naming of another suit, or as good and named before it; else that one."""
    free = [r for r in RANKS_UP if r not in t]
    keys = [suited[n * PRIME_OF[r]][KEY] for r in free]
    j = keys.index(max(keys))
    best, rank = other[0][KEY], other[1]
    if keys[j] > best or (keys[j] == best and free[j] < rank):  # pattern_value names rank r of another suit, then in suit
        return suited[n * PRIME_OF[free[j]]], free[j], True
    return other


def _joker_rows(rules: HouseRules, plain: dict, suited: dict) -> list[tuple]:
    """The patterns with the joker, in `all_patterns`' order, each valued as its best naming (the first
    of the best in `pattern_value`'s order: ranks up, each of another suit and then in suit)."""
    for r in RANKS_UP:  # five alike, as a natural row (that no pack deals)
        key, klass, tie = best_natural((r,) * 5, False, rules)
        plain[PRIME_OF[r] ** 5] = ((r,) * 5, False, False, 0, key + (0,), klass, tie, None, False, PRIME_OF[r] ** 5)
    rows = []
    for t in combinations_with_replacement(RANKS_DOWN, 4):
        a, b, c, d = t
        distinct, ways = SHAPES4[(a == b, b == c, c == d)]
        n = PRIME_OF[a] * PRIME_OF[b] * PRIME_OF[c] * PRIME_OF[d]
        other = _best_other_suit(n, plain)
        rows.append(_joker_row(t, False, ways - 4 * distinct, *other, n))
        if distinct:
            rows.append(_joker_row(t, True, 4, *_best_in_suit(t, n, other, suited), n))
    return rows


def fast_rows(rules: HouseRules) -> list[tuple]:
    """Every pattern as `all_patterns` lists them, as rows: tuples of a `Row`'s fields (fast)."""
    plain: dict = {}
    suited: dict = {}
    rows = _natural_rows(rules, plain, suited)
    if rules.joker:
        rows += _joker_rows(rules, plain, suited)
    return rows


def fast_patterns(rules: HouseRules) -> list[Pattern]:
    """`all_patterns`, the same list, built quickly (`tests/engine/test_counting.py` compares them)."""
    return [Pattern(*row[:9]) for row in fast_rows(rules)]


def _rows_of(patterns: list[Pattern]) -> list[Row]:
    """Patterns as rows, as `fast_rows` gives them: their fields, then the product of their cards' primes."""
    return [Row(p.ranks, p.flush, p.joker, p.hands, p.key, p.klass, p.tie, p.joker_rank, p.joker_in_suit,
             prod(PRIMES[r] for r in p.ranks) * (JOKER_PRIME if p.joker else 1)) for p in patterns]


class Table:
    """Strengths, classes and pat counts for one set of house rules (use `table(rules)`)."""

    def __init__(self, rules: HouseRules, patterns: list[Pattern] | None = None):
        """The table of these rules, from `fast_rows` (or from the patterns given: `all_patterns`'s)."""
        self.rules = rules
        if patterns is not None:
            self.patterns = patterns
        self._rows = rows = fast_rows(rules) if patterns is None else _rows_of(patterns)
        columns = Columns(*zip(*rows))  # each field's column, row by row
        self.keys = keys = sorted(dict.fromkeys(reversed(columns.key)))  # in an order that sorts quickly
        index = dict(zip(keys, range(len(keys))))
        self._strengths = strengths = list(map(index.__getitem__, columns.key))  # row -> strength
        # A plain lookup for every product, so that a draw may ask for any ranks (a flush pattern's
        # ranks are also a plain pattern, except the joker-free five-of-a-kind which cannot occur).
        self.plain: dict[int, int] = {p: s for p, s, flush in zip(columns.product, strengths, columns.flush) if not flush}
        self.flush: dict[int, int] = {p: s for p, s, flush in zip(columns.product, strengths, columns.flush) if flush}
        self.strength5 = _lookup(self.flush, self.plain)  # five fast cards -> their strength
        self._count_hands(columns, strengths)
        self._order_classes()

    def _count_hands(self, columns: Columns, strengths: list[int]) -> None:
        """Each strength's class, tie and pat hands, the hands it beats, and its share (from the rows' columns)."""
        size = len(self.keys)
        self.klass = klass = [""] * size  # strength -> class id
        self.tie: list[tuple[int, ...]] = [()] * size  # strength -> the ranks that break ties
        ties = self.tie
        self.hands = hands = [0] * size  # strength -> number of pat hands
        for s, k, tie, n in zip(strengths, columns.klass, columns.tie, columns.hands):
            klass[s], ties[s] = k, tie  # the patterns of a strength share its class and tie
            hands[s] += n
        self.total = sum(hands)
        self.below: list[int] = list(accumulate(hands, initial=0))[:-1]  # strength -> pat hands that it beats
        # Twice the pat hands a strength beats, ties counting half: the average result's weights.
        self.share = [2 * b + h for b, h in zip(self.below, hands)]

    def _order_classes(self) -> None:
        """Classes in order of strength, each strength's class as an index, and each class's level."""
        self.class_names = list(dict.fromkeys(self.klass))
        position = {c: i for i, c in enumerate(self.class_names)}
        self.class_index = [position[c] for c in self.klass]
        level = dict(zip(self.class_index, [k[0] for k in self.keys]))  # a class's level: its last strength's
        self.class_level = [level[c] for c in range(len(self.class_names))]

    @cached_property
    def patterns(self) -> list[Pattern]:
        """Every pattern with its value and count, as `all_patterns` lists them (made at first use)."""
        return [Pattern(*row[:9]) for row in self._rows]

    @cached_property
    def pattern_of(self) -> list[Pattern]:
        """Strength -> a pattern of that strength (the last listed; every strength is some pattern's)."""
        last = {s: p for p, s in zip(self.patterns, self._strengths)}
        return [last[s] for s in range(len(self.keys))]

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
        return self.strength5(a, b, c, d, e)


def _lookup(flush: dict[int, int], plain: dict[int, int]):
    """The function of five fast cards (`card_int`) giving their strength from a table's two lookups
    (bigger is better): the lookup, written once (`strengths` has it inline, to make no call a hand)."""

    def strength5(a: int, b: int, c: int, d: int, e: int) -> int:
        if a & b & c & d & e & 15:
            return flush[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]
        return plain[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]

    return strength5


def table(rules: HouseRules = STANDARD) -> Table:
    """The table for these rules, built once."""
    return _table(rules)


@lru_cache(maxsize=16)
def _table(rules: HouseRules) -> Table:
    return Table(rules)


def evaluator(rules: HouseRules = STANDARD):
    """A fast function of five fast cards (`card_int`) giving their strength: the benchmarked path."""
    return table(rules).strength5


def strengths(hands, rules: HouseRules = STANDARD) -> list[int]:
    """The strengths of many hands at once, each five fast cards (`card_int`): the batch path, the
    lookup of `Table.strength5` written out in one comprehension, with no call per hand (a call a
    hand costs about 13% in CPython 3.11; tests/engine/test_counting.py checks that the two agree)."""
    t = table(rules)
    flush, plain = t.flush, t.plain
    return [
        flush[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)] if a & b & c & d & e & 15
        else plain[(a >> 4) * (b >> 4) * (c >> 4) * (d >> 4) * (e >> 4)]
        for a, b, c, d, e in hands
    ]


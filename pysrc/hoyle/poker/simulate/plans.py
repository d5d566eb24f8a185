"""Compiling a strategy into tables by strength: for every strength of a hand under the house rules,
what a strategy needs to know of it (`Shape`), whether the strategy plays it and what it holds
(`Plan`), built once for each strategy and set of rules (`plan`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.strategies import PAIRS, Strategy
from hoyle.poker.tables import JOKER_PRIME, PRIMES, Table, table

def _pair_range(t: Table, rank: int) -> tuple[int, int]:
    ss = [s for s in range(len(t.keys)) if t.klass[s] == "one-pair" and t.tie[s][0] == rank]
    return min(ss), max(ss)


def least_strength(t: Table, name: str) -> int:
    """The least strength a come_in name admits."""
    if name == "anything":
        return 0
    if name == "never":
        return len(t.keys)
    if name == "pair":
        return t.level_start("one-pair")
    if name in PAIRS:
        return _pair_range(t, PAIRS[name])[0]
    try:
        return t.level_start(name)
    except KeyError:
        return len(t.keys)  # a class not played under these rules (five of a kind without the joker)


def _highest(t: Table, name: str | None) -> int:
    """The greatest strength an up_to name admits."""
    if name is None or name == "anything":
        return len(t.keys) - 1
    if name == "never":
        return -1
    if name == "pair":
        return t.next_level(t.level_start("one-pair")) - 1
    if name in PAIRS:
        return _pair_range(t, PAIRS[name])[1]
    try:
        return t.next_level(t.level_start(name)) - 1
    except KeyError:
        return len(t.keys) - 1


_RUNS = {"open-straight": 4, "three-straight": 3}  # the ranks in a row each draw holds


def _straight_keep(ranks: tuple[int, ...], kind: str) -> frozenset | None:
    """The four (or three) ranks of five distinct ones to hold for a straight draw, or None.

    open-straight: four in a row that either end fills (2-3-4-5 to 10-J-Q-K); inside-straight:
    four of a straight's five ranks that one rank fills (gaps, A-2-3-4, J-Q-K-A); three-straight:
    three in a row from 2-3-4 to J-Q-K. The highest such draw is kept.
    """
    have = set(ranks) | ({1} if 14 in ranks else set())
    if kind in _RUNS:  # four (or three) in a row, the highest first, with room at both ends
        length = _RUNS[kind]
        for low in range(14 - length, 1, -1):
            run = set(range(low, low + length))
            if run <= have:
                return frozenset(PRIMES[r] for r in run)
        return None
    for low in range(10, 0, -1):  # inside: four of the five ranks low..low+4
        five = set(range(low, low + 5))
        got = five & have
        if len(got) == 4:
            return frozenset(PRIMES[14 if r == 1 else r] for r in got)
    return None


@dataclass(frozen=True)
class Shape:
    """What a strategy needs to know of a strength: its class, its natural ranks (high first),
    whether they are of one suit, the joker, the ranks grouped (pairs and more, the joker counted
    as the rank it is named), the odd ranks, and, for a hand with no pair, its straight draws."""

    klass: str
    ranks: tuple[int, ...]
    flush: bool
    joker: bool
    grouped: tuple[int, ...]
    odd: tuple[int, ...]
    straights: tuple[tuple[str, frozenset], ...]


@lru_cache(maxsize=16)
def shapes(rules: HouseRules) -> tuple[Shape, ...]:
    """The shape of every strength under these rules (built once)."""
    t = table(rules)
    out = []
    groups = {"one-pair": 1, "two-pairs": 2, "three-of-a-kind": 1, "four-of-a-kind": 1, "full-hand": 2, "five-of-a-kind": 1}
    for s in range(len(t.keys)):
        p = t.pattern_of[s]
        klass, tie = t.klass[s], t.tie[s]
        g = groups.get(klass, 0)  # the tie-break ranks are the groups, largest first, then the odd cards
        grouped, odd = tie[:g], tie[g:]
        straights: tuple[tuple[str, frozenset], ...] = ()
        if klass == "no-pair" and not p.joker:
            straights = tuple((d, k) for d in ("open-straight", "inside-straight", "three-straight") if (k := _straight_keep(p.ranks, d)) is not None)
        out.append(Shape(t.klass[s], p.ranks, p.flush, p.joker, grouped, odd, straights))
    return tuple(out)


class Plan:
    """A strategy compiled for one table: by strength, whether the hand is played and what is held.

    `static[s]` is (plays, keep), keep being None (stand pat), a frozenset of rank primes to hold,
    or (product of the held primes, cards to draw, the held primes) when the held cards include a
    pair, so that no flush can be drawn; or `static[s]` is None when the hand has no pair and the
    decision needs its suits: then `nopair[s]` is (options, fallback), options a list of
    (kind, plays, keep) tried in order, where kind is "four-flush"/"three-flush" (keep the cards
    of a suit with four/three) or "ranks" (keep), and fallback the (plays, keep) when none fits.
    """

    def __init__(self, strategy: Strategy, t: Table):
        self.strategy = strategy
        lo, hi = least_strength(t, strategy.come_in), _highest(t, strategy.up_to)
        self.lo, self.hi = lo, hi
        n = len(t.keys)
        self.static: list = [None] * n
        self.nopair: list = [None] * n
        come_on = set(strategy.come_in_on)
        draws = strategy.draws
        for s, shape in enumerate(shapes(t.rules)):
            plays = lo <= s <= hi
            if shape.klass == "no-pair" and not shape.joker:
                if strategy.pat:
                    self.static[s] = (plays, None)
                    continue
                options: list[tuple[str, bool, frozenset | None]] = []
                straights = dict(shape.straights)
                for d in draws:
                    if d in ("four-flush", "three-flush"):
                        if not shape.flush:
                            options.append((d, plays or d in come_on, None))
                    elif d in straights:
                        options.append(("ranks", plays or d in come_on, straights[d]))
                        break  # a rank draw is always available: later draws are never tried
                if not (plays or any(o[1] for o in options)):
                    self.static[s] = (False, None)
                    continue
                if not options or options[0][0] == "ranks":
                    _, ok, keep = options[0] if options else (None, plays, self._fallback(shape.ranks))
                    self.static[s] = (ok, keep)
                    continue
                self.nopair[s] = (options, (plays, self._fallback(shape.ranks)))
                continue
            self.static[s] = (plays, None if strategy.pat or not plays else self._made(shape))

    def _fallback(self, ranks) -> frozenset | None:
        rule = self.strategy.no_pair
        if rule == "pat":
            return None
        keep = set()
        if rule in ("ace", "ace-king") and 14 in ranks:
            keep.add(PRIMES[14])
            if rule == "ace-king" and 13 in ranks:
                keep.add(PRIMES[13])
        return frozenset(keep)

    def _made(self, shape: Shape):
        """What to hold of a made hand (see the class)."""
        keep = self._made_ranks(shape)
        if keep is None:
            return None
        natural = [r for r in shape.ranks if PRIMES[r] in keep]
        if len(natural) == len(set(natural)):
            return frozenset(keep)
        product = JOKER_PRIME if shape.joker else 1
        for r in natural:
            product *= PRIMES[r]
        return (product, 5 - len(natural) - shape.joker, frozenset(keep))

    def _made_ranks(self, shape: Shape) -> set | None:
        st = self.strategy
        klass, grouped, odd = shape.klass, shape.grouped, shape.odd
        joker = {JOKER_PRIME} if shape.joker else set()
        if klass == "one-pair":
            keep = {PRIMES[grouped[0]]} | joker
            if odd and ((st.kicker == "ace" and odd[0] == 14) or (st.kicker == "ace-or-king" and odd[0] in (13, 14))):
                keep.add(PRIMES[odd[0]])
            return keep
        if klass == "two-pairs":
            if st.two_pairs == "pat":
                return None
            held = grouped[:1] if st.two_pairs == "break" else grouped[:2]
            return {PRIMES[r] for r in held} | joker
        if klass == "three-of-a-kind":
            keep = {PRIMES[grouped[0]]} | joker
            if st.threes == "draw-one" and odd:
                keep.add(PRIMES[odd[0]])
            return keep
        if klass == "four-of-a-kind":
            return {PRIMES[grouped[0]]} | joker
        return None  # straights, flushes, full hands, the extra hands: stand pat


@lru_cache(maxsize=64)
def plan(strategy: Strategy, rules: HouseRules) -> Plan:
    """The compiled plan of a strategy under house rules, built once."""
    return Plan(strategy, table(rules))

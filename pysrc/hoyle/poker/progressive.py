"""Progressive jack-pots: the exact chance that someone can open, deal by deal, from one pack.

Practical Poker, "Jack-pots": "In what are known as 'progressive jacks,' if the pot is not opened on
the first deal, it will take queens or better to open on the next, kings or better on the third, and
so on up to aces, and then down again to jacks" (Law 63: a matter of agreement).

========================  ===========================================================================
``non_openers``           ordered deals of N hands from one pack in which no hand holds openers
``nobody_chance``         the exact chance that no hand holds openers (from COUNTED, or counted)
``opened_chance``         the exact chance that at least one of N hands holds openers
``exactly_one_chance``    the exact chance that exactly one of N hands holds openers
``others_open_chance``    when the first hand holds openers, the chance another hand does too
``threshold_for_deal``    the openers of deal k of the progression (jacks, queens, kings, aces, ...)
``progression``           each deal's chance, the chance the pot waits that long, the expected pool
========================  ===========================================================================

The counting: a hand without openers (the least openers being a pair of rank t) is either five
distinct ranks, not a straight and not a flush, or one pair below t with three other ranks. The deal
is counted rank by rank (deuces up to aces), each hand's state kept in a multiset. Straights and
flushes are taken out by inclusion and exclusion: a hand of distinct ranks is counted free (+1),
as a flush of one suit (-1), as a straight (-1) or as a straight flush (+1). The flushes of one suit
are followed together (their cards so far) and shared out among their hands at the end; the suits
are relabelled to a canonical order. At each rank the suits' groups move first, then the free-suited
hands share the suits left, so that the work is the sum of the two, not their product. The count still
grows about sixfold with each hand (CPython: five hands 40 to 50 s, six 280 to 350 s, seven 45 to 55
minutes and 8 GB), so the engine keeps the counts as data (COUNTED) and scripts.data.progressive_table makes
them again and checks each against a large seeded sample (`--check`). Every stored count from six hands
up agrees with two million seeded deals. (Counts for six hands needing kings or aces and seven needing
queens to aces that were once stored, made by a version of this count never kept, disagreed with such a
sample and were withdrawn; this code's counts replace them.) Eight hands are beyond this method in Python
(about six times seven's time and memory): their counts were made by the same method compiled
(scripts/data/progressive_count.rs, through `scripts.data.progressive_table --compiled`), which first agrees with
every count made here, and each agrees with two million seeded deals. Were a count missing, the facade
would sample that chance, and say so.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, factorial, prod

from hoyle.cards import RANKS, pack
from hoyle.intervals import share_interval
from hoyle.poker.odds import openers_strength
from hoyle.poker.rules import STANDARD
from hoyle.poker.tables import card_int, table

#: The openers of the progression: "and so on up to aces, and then down again to jacks" read two ways, jacks at
#: once after aces ("jacks-again", the default, as the simulator's) or down by kings and queens ("step-down").
LADDERS = {"jacks-again": (11, 12, 13, 14), "step-down": (11, 12, 13, 14, 13, 12)}
DEFAULT_ORDER = "jacks-again"
LADDER = LADDERS["step-down"]  # the longest: every deal of either order is one of its steps
STEP_NAMES = {11: "jacks", 12: "queens", 13: "kings", 14: "aces"}
#: Deals of up to this many hands are counted exactly for every openers (COUNTED, made by scripts.data.progressive_table).
MOST_COUNTED = 8
#: Deals of up to this many hands are counted at once when COUNTED lacks them (a second or less).
QUICK_COUNT = 3
#: The most players the progression is given for. Where COUNTED lacks a count (none does, for up to MOST_COUNTED
#: hands), a seeded sample of SAMPLE_DEALS deals from one pack, with its 95% interval (Wilson's, hoyle.intervals).
MOST_PLAYERS = 8
SAMPLE_DEALS = 6_000  # eight hands took about 0.25 s in Pyodide
SAMPLE_SEED = 1


def threshold_for_deal(deal: int, order: str = DEFAULT_ORDER) -> int:
    """The least pair that opens on deal `deal` (1 = the first) of progressive jacks: 11 jacks ... 14 aces.

    >>> [threshold_for_deal(k) for k in range(1, 9)]
    [11, 12, 13, 14, 11, 12, 13, 14]
    >>> [threshold_for_deal(k, "step-down") for k in range(1, 9)]
    [11, 12, 13, 14, 13, 12, 11, 12]
    """
    if deal < 1:
        raise ValueError("deals are counted from 1")
    ladder = LADDERS[order]
    return ladder[(deal - 1) % len(ladder)]


def _straight_starts(ranks: tuple[int, ...]) -> frozenset[int]:
    have = set(ranks)
    return frozenset(r for r in ranks if all(r + i in have for i in range(5)))


def _wheel(ranks: tuple[int, ...]) -> bool:
    return {14, 2, 3, 4, 5} <= set(ranks)


# Free-suited hands, by kind and cards so far: D (distinct ranks, or one pair below the openers: p = 1
# once paired; D with no card is a hand not yet begun), S (a straight in progress), W (the wheel, A-2-3-4-5).
# The state keeps how many hands are in each of these.
_FREE = (
    ("D", 0, 0), ("D", 1, 0), ("D", 2, 0), ("D", 2, 1), ("D", 3, 0), ("D", 3, 1), ("D", 4, 0), ("D", 4, 1),
    ("S", 1, 0), ("S", 2, 0), ("S", 3, 0), ("S", 4, 0), ("W", 1, 0), ("W", 2, 0), ("W", 3, 0), ("W", 4, 0),
)
_INDEX = {t: i for i, t in enumerate(_FREE)}
_EMPTY = (0,) * len(_FREE)
# Signs of the inclusion and exclusion: a hand of distinct ranks counted free (+1), as a straight
# (-1), as a flush of one suit (-1, straight flushes among them), as a straight flush (+1).
_SIGN = {"D": 1, "S": -1, "W": -1, "F": -1, "SF": 1, "WF": 1}


def _free_moves(kind: str, c: int, p: int, rank: tuple[bool, bool, bool, bool]) -> list[tuple[int, int | None, int]]:
    """(cards taken at this rank, the hand's new index or None when complete, sign) for one free-suited hand.
    `rank`: (a pair may be made, it is the ace, a straight may start, the wheel may start)."""
    pairable, ace, straight, wheel = rank

    def to(k2: str, c2: int, p2: int) -> int | None:
        return None if c2 == 5 else _INDEX[(k2, c2, p2)]

    if kind == "D":
        moves = [(0, _INDEX[(kind, c, p)], 1), (1, to(kind, c + 1, p), 1)]
        if pairable and not p and c + 2 <= 5:
            moves.append((2, to(kind, c + 2, 1), 1))
        if c == 0 and straight:
            moves.append((1, _INDEX[("S", 1, 0)], _SIGN["S"]))
        if c == 0 and wheel:
            moves.append((1, _INDEX[("W", 1, 0)], _SIGN["W"]))
        return moves
    if kind == "W" and c == 4:
        return [(1, None, 1)] if ace else [(0, _INDEX[(kind, c, p)], 1)]
    return [(1, to(kind, c + 1, p), 1)]


def _compositions(total: int, parts: int):
    """Every way to write `total` as an ordered sum of `parts` non-negative whole numbers."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


@lru_cache(maxsize=None)
def _free_step(free: tuple[int, ...], rank: tuple[bool, bool, bool, bool], room: int) -> tuple:
    """The free-suited hands' moves at one rank: (new counts, cards, pairs, signed ways to choose the hands)."""
    out: dict[tuple, int] = {}

    def rec(i: int, new: list[int], cards: int, pairs: int, ways: int):
        if i == len(free):
            key = (tuple(new), cards, pairs)
            out[key] = out.get(key, 0) + ways
            return
        n = free[i]
        if not n:
            rec(i + 1, new, cards, pairs, ways)
            return
        moves = _free_moves(*_FREE[i], rank)
        for comp in _compositions(n, len(moves)):
            took = sum(k * m[0] for k, m in zip(comp, moves))
            if cards + took > room:
                continue
            nxt = list(new)
            sign = 1
            for k, (_cards, j, sg) in zip(comp, moves):
                if k and j is not None:
                    nxt[j] += k
                sign *= sg**k
            rec(i + 1, nxt, cards + took, pairs + sum(k for k, m in zip(comp, moves) if m[0] == 2),
                ways * sign * _multinomial(comp))

    rec(0, [0] * len(free), 0, 0, 1)
    return tuple((k[0], k[1], k[2], w) for k, w in out.items() if w)


def _multinomial(counts) -> int:
    return factorial(sum(counts)) // prod(factorial(c) for c in counts)


def _falling(n: int, k: int) -> int:
    return factorial(n) // factorial(n - k) if 0 <= k <= n else 0


# Hands held to one suit live in that suit's group: (c, sfs), c the cards so far of the suit's
# flushes F taken together (every flush of the suit shares them out at the end), sfs the suit's
# straight flushes in progress, (kind, cards) with kind "SF" or "WF".
_Group = tuple[int, tuple[tuple[str, int], ...]]


def _sf_moves(kind: str, c: int, ace: bool) -> list[tuple[int, tuple | None]]:
    if kind == "WF" and c == 4:
        return [(1, None)] if ace else [(0, (kind, c))]
    return [(1, None if c + 1 == 5 else (kind, c + 1))]


def _group_moves(group: _Group, rank_can_start: tuple, ace: bool, most: int):
    """(new group or None, card taken, hands joining, sign) for one suit's group at this rank."""
    c, sfs = group
    out = []
    # The straight flushes' moves (most must take a card).
    sf_options: list[tuple[tuple, int]] = [((), 0)]
    for sf in sfs:
        nxt = []
        for have, took in sf_options:
            for k, st in _sf_moves(*sf, ace):
                if took + k <= 1:
                    nxt.append((have + ((st,) if st is not None else ()), took + k))
        sf_options = nxt
    for have, took in sf_options:
        # The flushes' union: stay, or take the suit's card (a new hand joins when the last is full).
        unions = [(c, 0, 0, 1)]
        if not took and c < 5 * most:
            join = 1 if c % 5 == 0 else 0
            unions.append((c + 1, 1, join, -1 if join else 1))
        for c2, k, join, sign in unions:
            out.append(((c2, tuple(sorted(have))), took + k, join, sign))
            if not took and not k:
                for kind in rank_can_start:
                    out.append(((c2, tuple(sorted(have + ((kind, 1),)))), 1, 1, _SIGN[kind]))
    return out


@lru_cache(maxsize=None)
def _forced_step(forced: tuple, can_start: tuple, ace: bool, suits: int, most: int) -> tuple:
    """The suits' groups at one rank: (new groups, cards taken, hands joining, signed ways), fresh suits included."""
    out: dict[tuple, int] = {}
    fresh = suits - len(forced)

    def rec(i: int, new: list, cards: int, joins: int, sign: int):
        if i == len(forced):
            # Fresh suits: each may take a first hand (a flush, or a straight flush starting here).
            kinds = [("F", ((1, ()), -1))] + [(k, ((0, ((k, 1),)), _SIGN[k])) for k in can_start]
            for counts in _bounded(len(kinds), fresh):
                n = sum(counts)
                ways = _falling(fresh, n) // prod(factorial(x) for x in counts)
                groups = list(new)
                s = sign
                for x, (_kind, (g, sg)) in zip(counts, kinds):
                    groups += [g] * x
                    s *= sg**x
                key = (tuple(sorted(g for g in groups if g != (0, ()))), cards + n, joins + n)
                out[key] = out.get(key, 0) + s * ways
            return
        for g, k, j, sg in _group_moves(forced[i], can_start, ace, most):
            rec(i + 1, new + [g], cards + k, joins + j, sign * sg)

    rec(0, [], 0, 0, 1)
    return tuple((k[0], k[1], k[2], w) for k, w in out.items() if w)


def _bounded(parts: int, most: int):
    """Tuples of `parts` non-negative whole numbers adding to at most `most`."""
    for total in range(most + 1):
        yield from _compositions(total, parts)


def _partitions(c: int) -> int:
    """The ways to share one suit's c = 5g flush cards among its g hands (the hands chosen in order)."""
    g = c // 5
    return factorial(c) // (factorial(5) ** g * factorial(g))


def _count(players: int, threshold: int, ranks: tuple[int, ...], suits: int) -> int:
    starts = _straight_starts(ranks)
    wheel = _wheel(ranks)
    most = len(ranks) // 5
    states: dict[tuple, int] = {((players,) + _EMPTY[1:], ()): 1}
    for i, rank in enumerate(ranks):
        left = ranks[i + 1 :]
        flags = (rank < threshold, rank == 14, rank in starts, wheel and rank == 2)
        can_start = tuple(k for k, ok in (("SF", flags[2]), ("WF", flags[3])) if ok)
        # First the suits' groups (hands not yet begun joining them), then the free-suited hands with the
        # suits the groups left.
        groups_moved: dict[tuple, int] = {}
        for (free, forced), weight in states.items():
            waiting = free[0]
            for new_forced, taken, joins, fways in _forced_step(forced, can_start, flags[1], suits, most):
                if joins <= waiting:
                    key = ((waiting - joins,) + free[1:], new_forced, taken)
                    groups_moved[key] = groups_moved.get(key, 0) + weight * fways * _falling(waiting, joins)
        nxt: dict[tuple, int] = {}
        for (free, forced, taken), weight in groups_moved.items():
            if not weight:
                continue
            room = suits - taken
            for new_free, cards, pairs, ways in _free_step(free, flags, room):
                settled = _settle(new_free, forced, left, threshold, suits)
                if settled is not None:
                    state, factor = settled
                    nxt[state] = nxt.get(state, 0) + weight * ways * (_falling(room, cards) >> pairs) * factor
        states = {s: w for s, w in nxt.items() if w}
    return states.get((_EMPTY, ()), 0)


def _settle(free: tuple[int, ...], forced: tuple, left: tuple[int, ...], threshold: int, suits: int):
    """The state with finished flush groups set aside (and their sharing-out factor), or None if hopeless."""
    n = len(left)
    pairable = 1 if any(r < threshold for r in left) else 0
    need = 0
    for i, count in enumerate(free):
        if count:
            kind, c, p = _FREE[i]
            more = 5 - c
            if kind == "D" and more > n + (0 if p else pairable):
                return None
            need += count * more
    factor = 1
    kept = []
    for c, sfs in forced:
        short = (5 - c % 5) % 5
        if short > n:
            return None
        need += short + sum(5 - k for _kind, k in sfs)
        if not sfs and c and short == 0 and n < 5:
            factor *= _partitions(c)
        else:
            kept.append((c, sfs))
    if need > suits * n:
        return None
    return (free, tuple(kept)), factor


@lru_cache(maxsize=None)
def non_openers(players: int, threshold: int = 11, ranks: tuple[int, ...] = RANKS, suits: int = 4) -> int:
    """The ordered deals of `players` hands from one pack in which no hand holds openers.

    >>> non_openers(1, 11)
    2062860
    """
    return _count(players, threshold, tuple(sorted(ranks)), suits)


def deals(players: int, cards: int = 52) -> int:
    """All ordered deals of `players` five-card hands from `cards` cards."""
    return prod(comb(cards - 5 * i, 5) for i in range(players))


def _counted(players: int, threshold: int) -> int:
    if players == 0:
        return 1
    if (threshold, players) in COUNTED:
        return COUNTED[threshold, players]
    if players > QUICK_COUNT:  # minutes or more: only the stored counts are used
        raise ValueError(f"deals of {players} hands are not counted for these openers (COUNTED has them up to {MOST_COUNTED})")
    return non_openers(players, threshold)


def nobody_chance(players: int, threshold: int = 11) -> Fraction:
    """The exact chance that none of `players` hands dealt from one pack holds openers.

    >>> nobody_chance(1, 11)
    Fraction(34381, 43316)
    """
    return Fraction(_counted(players, threshold), deals(players))


def opened_chance(players: int, threshold: int = 11) -> Fraction:
    """The exact chance that at least one of `players` hands holds openers (a pair of `threshold` or better)."""
    return 1 - nobody_chance(players, threshold)


def exactly_one_chance(players: int, threshold: int = 11) -> Fraction:
    """The exact chance that exactly one of `players` hands holds openers: n x (others without - all without)."""
    others = _counted(players - 1, threshold) * comb(52 - 5 * (players - 1), 5)
    return Fraction(players * (others - _counted(players, threshold)), deals(players))


def others_open_chance(players: int, threshold: int = 11) -> Fraction:
    """When the first hand holds openers, the exact chance that one of the other players' hands holds openers too."""
    first = 1 - nobody_chance(1, threshold)
    others_without = Fraction(_counted(players - 1, threshold) * comb(52 - 5 * (players - 1), 5), deals(players))
    first_alone = others_without - nobody_chance(players, threshold)
    return 1 - first_alone / first


def counted(players: int, threshold: int) -> bool:
    """Whether the deals of `players` hands are counted exactly for these openers (stored, or quick to count)."""
    return players <= QUICK_COUNT or (threshold, players) in COUNTED


@dataclass(frozen=True)
class Chance:
    """The chance someone opens: exact (low = high = the value), or the share of a seeded sample with its 95% interval."""

    value: Fraction
    exact: bool
    low: Fraction
    high: Fraction
    deals: int = 0  # the sample's deals (0 when exact)
    seed: int = 0


@lru_cache(maxsize=16)
def sample_opened(players: int, deals: int = SAMPLE_DEALS, seed: int = SAMPLE_SEED) -> dict[int, int]:
    """Over `deals` seeded deals of `players` hands from one pack, how many had a hand with openers, for each
    openers (a pair of jacks ... aces, or better): the same deals serve every step."""
    if not 1 <= players <= MOST_PLAYERS or deals < 1:
        raise ValueError(f"from 1 to {MOST_PLAYERS} hands, and at least one deal")
    t = table(STANDARD)
    strength5 = t.strength5
    least = {th: openers_strength(STANDARD, th) for th in STEP_NAMES}
    full = [card_int(c) for c in pack(False)]
    rng = random.Random(seed)
    opened = dict.fromkeys(STEP_NAMES, 0)
    for _ in range(deals):
        cards = rng.sample(full, 5 * players)
        top = max(strength5(*cards[5 * i: 5 * i + 5]) for i in range(players))
        for th, s in least.items():
            if top >= s:
                opened[th] += 1
    return opened


def chance_opened(players: int, threshold: int = 11) -> Chance:
    """The chance that at least one of `players` hands holds openers: exact where counted, else sampled."""
    if counted(players, threshold):
        p = opened_chance(players, threshold)
        return Chance(p, True, p, p)
    hits = sample_opened(players)[threshold]
    low, high = share_interval(hits, SAMPLE_DEALS)  # Wilson's (hoyle.intervals)
    return Chance(Fraction(hits, SAMPLE_DEALS), False, Fraction(low), Fraction(high), SAMPLE_DEALS, SAMPLE_SEED)


@dataclass(frozen=True)
class Step:
    """One deal of the progression: its openers, the chance someone opens, and the chance the pot is opened on it."""

    deal: int
    threshold: int
    opened: Fraction
    first_opened_here: Fraction
    still_closed: Fraction
    pot: int
    chance: Chance | None = None  # how `opened` is known (exact, or sampled with its interval)

    @property
    def openers(self) -> str:
        return STEP_NAMES[self.threshold]

    @property
    def exact(self) -> bool:
        return self.chance is None or self.chance.exact


@dataclass(frozen=True)
class Progression:
    players: int
    steps: tuple[Step, ...]
    expected_deals: Fraction
    expected_pot: Fraction

    @property
    def exact(self) -> bool:
        return all(s.exact for s in self.steps)


def progression(players: int, ante: int = 1, fatten: int = 1, steps: int = len(LADDER) + 1, order: str = DEFAULT_ORDER) -> Progression:
    """Deal by deal, jacks, queens, kings, aces and on in the `order`: the chance someone opens, the chance the
    pot is first opened on that deal, the chance it is still not opened after it, and the pot on that deal
    (each player's ante, and `fatten` more from each for every deal not opened). The deals are independent,
    so the chances multiply; the expected number of deals and the expected pot when opened are exact where
    every openers is counted, and follow the sampled chances where one is not (`Progression.exact`).

    >>> progression(3).steps[0].openers, progression(3).expected_deals > 1
    ('jacks', True)
    """
    closed = Fraction(1)
    out = []
    for k in range(1, steps + 1):
        t = threshold_for_deal(k, order)
        c = chance_opened(players, t)
        p = c.value
        out.append(Step(k, t, p, closed * p, closed * (1 - p), players * ante + (k - 1) * players * fatten, c))
        closed *= 1 - p
    expected = expected_deals(players, order)
    return Progression(players, tuple(out), expected, players * ante + players * fatten * (expected - 1))


def expected_deals(players: int, order: str = DEFAULT_ORDER) -> Fraction:
    """The expected number of deals until the pot is opened, the openers rising (and falling) in the `order`.

    P(more than k deals) multiplies the chances that no one opens; the ladder repeats every four deals, or six.
    """
    shut = [1 - chance_opened(players, t).value for t in LADDERS[order]]
    total, run = Fraction(0), Fraction(1)
    for q in shut:
        total += run
        run *= q
    return total / (1 - run)


COUNTED: dict[tuple[int, int], int] = {  # (threshold, hands): deals with no openers, by scripts.data.progressive_table
    (11, 1): 2062860,
    (11, 2): 2504390626404,
    (11, 3): 1680993547533858912,
    (11, 4): 576310829811658066921176,
    (11, 5): 90969455899161370270154426400,
    (11, 6): 5735951773884478841788450915079040,  # 966 s by the first method, 280 s by this one: the same count
    (11, 7): 117532904091923905083903274414818503040,  # 2,590 s and 8 GB
    (11, 8): 563672579204114437271232648139362470338560,  # the compiled count (scripts/data/progressive_count.rs): 1,313 s, 6.2 GB
    (12, 1): 2147340,
    (12, 2): 2715611990724,
    (12, 3): 1900108335593049144,
    (12, 4): 679571107702715214458136,
    (12, 5): 111986029741492931099120987040,
    (12, 6): 7377190721043141143329999354817280,  # 346 s
    (12, 7): 158048124070632458069331526237730942400,  # 3,275 s (two counts sharing two cores), 8.7 GB
    (12, 8): 793094054717893582330642228750267558256640,  # compiled: 1,276 s
    (13, 1): 2231820,
    (13, 2): 2935767714084,
    (13, 3): 2138360575726440096,
    (13, 4): 796809779704926336345624,
    (13, 5): 136925575345014597088032854880,
    (13, 6): 9414799691184447126946881052158720,  # 348 s
    (13, 7): 210727212017862451633543636221649898880,  # 3,313 s (the same)
    (13, 8): 1105836453494683909632247519683575920281600,  # compiled: 1,203 s
    (14, 1): 2316300,
    (14, 2): 3164857796484,
    (14, 3): 2396587019076388248,
    (14, 4): 929292527188222520448888,
    (14, 5): 166340427268739267072890661760,
    (14, 6): 11926008441490258389172541173309440,  # 349 s
    (14, 7): 278648955298304651910760537546483280640,  # 2,868 s
    (14, 8): 1528235217481535467469448279219085280901120,  # compiled: 1,172 s
}

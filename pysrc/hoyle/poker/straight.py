"""Straight poker ("Bluff"): a pat hand against the other hands dealt from the same pack, with no draw.

Practical Poker, "Varieties of Poker": "there is no draw to improve the hand in Bluff ... The hands
usually run much weaker, however, three of a kind being very strong; and two pairs will win three
pools out of four in a five-hand game, unless they are bluffed out." And: "Straights and straight
flushes are usually of no value in stud or straight Poker" (the house rule `no-straights`).

| function | what |
| --- | --- |
| `heads_up(cards, rules, dead)` | exact: how many of the hands one opponent may hold beat, tie or lose to these five cards |
| `heads_up_readable(...)` | the same, by dealing out every hand (the oracle of the tests) |
| `best_of(cards, players, ...)` | the chance the hand is best among several players, from a seeded sample of one-pack deals |
| `class_best_of(klass, players, ...)` | the chance a hand of a class, as dealt, is best among several players, sampled |

Against one opponent the count is exact: every hand he may hold from the cards you have not seen
(the pack less your five and any dead cards), grouped by its ranks, each group counted by the ways
to pick its cards and, for five different ranks, how many of those ways are all of one suit. Against
more than one, the hands are not independent (they come from one pack), and no counting method here
reaches them: the chance is estimated from deals of the rest of the pack, seeded (the same seed gives
the same figures here and in the browser), with its 95% interval (`hoyle.intervals`: Wilson's, which a
share seen in none of the deals does not close to a point). Ties divide the pool: a deal in which the hand ties
with k others counts as 1/(k + 1) of a pool.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from hoyle.cards import Card, pack, parse_cards, rank_multisets  # noqa: F401  (parse_cards: the doctest)
from hoyle.errors import CardError, RequestError
from hoyle.intervals import outward, sums_interval
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.poker.tables import JOKER_PRIME, PRIMES, card_int, table

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MOST_DEALS = 10_000  # one request's sample, at most (scripts/bench/parts.py)
#: The sample's work grows with the other hands: at most this many hands dealt in one request (10,000 deals up to
#: seven players; eight take 9,000 deals, about 0.28 s in Pyodide, where 10,000 took 0.31 s).
MOST_HANDS = 63_000


def most_deals(players: int) -> int:
    """The most deals one request may sample at a table of `players`.

    >>> most_deals(5), most_deals(7), most_deals(8)
    (10000, 10000, 9000)
    """
    return min(MOST_DEALS, MOST_HANDS // max(1, players - 1))
MAX_SEED = 999_999_999
DIGITS = 5  # decimals of a share and of its interval's bounds (rounded outward)


@dataclass(frozen=True)
class Versus:
    """The hands one opponent may hold, counted by how they fare against yours."""

    beats: int  # your hand beats his
    ties: int
    loses: int

    @property
    def total(self) -> int:
        return self.beats + self.ties + self.loses

    @property
    def share(self) -> Fraction:
        """Your expected share of the pool against him, a tie dividing it."""
        return Fraction(2 * self.beats + self.ties, 2 * self.total)


@dataclass(frozen=True)
class Estimate:
    """A sampled share of the pools, with its 95% interval (`hoyle.intervals`, never a point)."""

    deals: int
    best: int  # deals the hand was best alone
    divided: int  # deals it tied for best
    share: float  # of the pools, a tie dividing
    low: float
    high: float
    seed: int


def unseen(known: tuple[Card, ...], rules: HouseRules) -> list[Card]:
    """The cards of the pack (with the joker if it is played) that are not known."""
    gone = set(known)
    return [c for c in pack(rules.joker) if c not in gone]


def _strength(cards, rules: HouseRules) -> int:
    return table(rules).strength(cards)


def strength_counts(left: list[Card], rules: HouseRules = STANDARD) -> Counter[int]:
    """Every hand of five from the cards left, counted by its strength (`hoyle.poker.tables`): each kind of hand by
    its ranks and the ways to pick them, and, for five different ranks, how many of those ways are all of one suit
    (the joker, if left, as a fifth card of any rank and suit)."""
    t = table(rules)
    suits_of: dict[int, set[str]] = {}
    joker = False
    for c in left:
        if c.is_joker:
            joker = True
        else:
            suits_of.setdefault(c.rank, set()).add(c.suit)
    limits = {r: len(s) for r, s in suits_of.items()}
    counts: Counter[int] = Counter()
    for size, extra in ((5, 1), (4, JOKER_PRIME)) if joker else ((5, 1),):
        for ranks, ways in rank_multisets(size, limits):
            product = extra
            for r in ranks:
                product *= PRIMES[r]
            suited = 0
            if len(set(ranks)) == size:  # all different: the ways that are of one suit
                suited = sum(1 for s in "shdc" if all(s in suits_of[r] for r in ranks))
                if suited:
                    counts[t.flush[product]] += suited
            if ways - suited:
                counts[t.plain[product]] += ways - suited
    return counts


def heads_up(cards: tuple[Card, ...], rules: HouseRules = STANDARD, dead: tuple[Card, ...] = ()) -> Versus:
    """Exactly how many of one opponent's possible hands (from the cards not in yours or dead) your
    five cards beat, tie and lose to.

    >>> heads_up(parse_cards("As Ad 7c 4h 2s"))
    Versus(beats=1403768, ties=27, loses=130144)
    """
    mine = _strength(cards, rules)
    tally = [0, 0, 0]  # loses, ties, beats (by the sign of mine - his, plus one)
    for strength, n in strength_counts(unseen(tuple(cards) + tuple(dead), rules), rules).items():
        tally[_sign(mine - strength) + 1] += n
    return Versus(beats=tally[2], ties=tally[1], loses=tally[0])


def odds_words(share: Fraction) -> str:
    """The odds against taking the pool, a tie counting as half a pool, in the book's style ("2\u00bd to 1")."""
    from hoyle.poker.odds import book_odds

    if share == 0:
        return "no chance"
    if share == 1:
        return "sure to win"
    return book_odds((1 - share) / share)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def heads_up_readable(cards: tuple[Card, ...], rules: HouseRules = STANDARD, dead: tuple[Card, ...] = ()) -> Versus:
    """`heads_up` by dealing out every hand the opponent may hold, one at a time (slow: the tests' oracle)."""
    mine = _strength(cards, rules)
    left = [card_int(c) for c in unseen(tuple(cards) + tuple(dead), rules)]
    strength5 = table(rules).strength5
    counts = Counter(_sign(mine - strength5(*hand)) for hand in combinations(left, 5))
    return Versus(beats=counts[1], ties=counts[0], loses=counts[-1])


def check_table(players: int, deals: int, seed: int) -> None:
    """The sample's settings within their limits (a RequestError naming the one that is not)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RequestError(f"the players are {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}", "bad-players")
    if not 1 <= deals <= most_deals(players):
        raise RequestError(f"at a table of {players} the deals are 1 to {most_deals(players):,}, not {deals:,}", "bad-deals")
    if not 0 <= seed <= MAX_SEED:
        raise RequestError(f"the seed is a whole number from 0 to {MAX_SEED:,}", "bad-seed")


def estimate(best: int, divided: int, share_sum: float, square_sum: float, deals: int, seed: int) -> Estimate:
    """An Estimate from sums over `deals` deals of the share of the pool taken (a tie dividing) and of its square (no
    deal: nothing known, the interval 0 to 1)."""
    if deals == 0:
        return Estimate(0, 0, 0, 0.0, 0.0, 1.0, seed)
    low, high = outward(*sums_interval(share_sum, square_sum, deals), DIGITS)
    return Estimate(deals, best, divided, round(share_sum / deals, DIGITS), low, high, seed)


def best_of(cards: tuple[Card, ...], players: int, rules: HouseRules = STANDARD, dead: tuple[Card, ...] = (),
            deals: int = 10_000, seed: int = 1) -> Estimate:
    """The share of the pools these five cards take among `players` hands (theirs and players - 1 others
    dealt from the rest of the pack, less the dead cards), estimated from `deals` seeded deals."""
    check_table(players, deals, seed)
    left = [card_int(c) for c in unseen(tuple(cards) + tuple(dead), rules)]
    if len(left) < 5 * (players - 1):
        raise CardError("too-many-dead", f"{len(left)} cards are left for {players - 1} other hands of five")
    t = table(rules)
    mine = t.strength(cards)
    strength5 = t.strength5
    rng = random.Random(seed)
    best = divided = 0
    share_sum = square_sum = 0.0
    others = players - 1
    for _ in range(deals):
        hands = rng.sample(left, 5 * others)
        top = max(strength5(*hands[5 * i: 5 * i + 5]) for i in range(others))
        if mine > top:
            best += 1
            share_sum += 1.0
            square_sum += 1.0
        elif mine == top:
            ties = sum(1 for i in range(others) if strength5(*hands[5 * i: 5 * i + 5]) == mine)
            divided += 1
            share_sum += 1 / (ties + 1)
            square_sum += 1 / (ties + 1) ** 2
    return estimate(best, divided, share_sum, square_sum, deals, seed)


def class_best_of(klass: str, players: int, rules: HouseRules = STANDARD, deals: int = 10_000, seed: int = 1) -> tuple[int, Estimate]:
    """Over `deals` seeded deals of `players` hands from one pack: how many hands of this class were dealt, and the
    share of the pools they took, as the hands of the class fall (every seat dealt the class counts once; the
    estimate's `deals` is the number of such hands)."""
    if not 0 <= seed <= MAX_SEED:
        raise RequestError(f"the seed is a whole number from 0 to {MAX_SEED:,}", "bad-seed")
    t = table(rules)
    if klass not in t.class_names:
        raise RequestError(f"no hand is of the class {klass!r} under these rules", "bad-class")
    wanted = t.class_names.index(klass)
    full = [card_int(c) for c in pack(rules.joker)]
    strength5, class_index = t.strength5, t.class_index
    rng = random.Random(seed)
    seen = best = divided = 0
    share_sum = square_sum = 0.0
    for _ in range(deals):
        hands = rng.sample(full, 5 * players)
        values = [strength5(*hands[5 * i: 5 * i + 5]) for i in range(players)]
        top = max(values)
        for v in values:
            if class_index[v] != wanted:
                continue
            seen += 1
            if v == top:
                n = values.count(top)
                best += n == 1
                divided += n > 1
                share_sum += 1 / n
                square_sum += 1 / (n * n)
    return deals, estimate(best, divided, share_sum, square_sum, seen, seed)

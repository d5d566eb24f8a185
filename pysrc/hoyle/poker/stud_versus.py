"""Stud poker heads up at the end: how often a player's five cards beat the final hand of the player whose hand
showing is best against him, over every way the cards he has not seen may fall (Practical Poker, "Varieties of
Poker": "one face down and four face up").

The player knows his own down card and every up card on the table. The other player's down card and the cards
still to come to both are among the cards unseen, and every way of dealing them is as likely as any other (the
other players' down cards are unseen too, so they change nothing). A case is one way of dealing the player's
cards to come and the other's down card and cards to come; there are C(u, k) C(u - k, k + 1) of them, u cards
unseen, k to come. `versus_readable` deals out every case (the tests' oracle); `versus` counts them by ranks:

- The value of a hand depends on its ranks and on whether its cards (the joker aside) are of one suit. Leaving
  suits aside first, the other's hands among the cards the player did not take are counted by inclusion and
  exclusion over the cards they share with his: #{O in U - M} = sum over T in M of (-1)^|T| #{O in U, O holds T},
  and #{O holds T, worse than v} depends only on the ranks of T (`_Counted`), so every hand the player may end
  with is weighed by a few look-ups, whatever his cards' suits.
- Then the few hands that are of one suit are put right, one by one: the player's (at most C(13, 3) + C(13, 2)
  when his cards showing are of one suit) at their true value, and the other's (at most four suits of C(13, 4)
  when only a joker shows) against every hand of the player's that does not share a card with them, counted the
  same way from the other side.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from functools import lru_cache
from itertools import combinations, product
from math import comb, prod

from hoyle.cards import Card, rank_multisets
from hoyle.poker.hands import HandValue, evaluate
from hoyle.poker.rules import HouseRules
from hoyle.poker.straight import Versus  # your hand against his: beats, ties, loses
from hoyle.poker.tables import JOKER_PRIME, PRIMES, Table


def _prime(card: Card) -> int:
    return JOKER_PRIME if card.is_joker else PRIMES[card.rank]


def _rank(card: Card) -> int:
    return 0 if card.is_joker else card.rank


def _rank_prime(r: int) -> int:
    return JOKER_PRIME if r == 0 else PRIMES[r]


class _Counted:
    """A player's hands made of `known` and `size` cards from the cards unseen, valued as if none were of one suit,
    and counted by the ranks of cards they must hold: for the ranks j of any cards T, how many hands hold T and
    are worse than (or as good as) a value."""

    def __init__(self, known: tuple[Card, ...], size: int, limits: dict[int, int], t: Table):
        self.base = prod(map(_prime, known))
        self.size, self.limits, self.plain = size, limits, t.plain
        self._by: dict[tuple[int, ...], tuple[list[int], list[int], Counter[int]]] = {}

    def _table(self, j: tuple[int, ...]) -> tuple[list[int], list[int], Counter[int]]:
        got = self._by.get(j)
        if got is None:
            limits = dict(self.limits)
            for r in j:
                limits[r] -= 1
            base = self.base * prod(map(_rank_prime, j))
            values: Counter[int] = Counter()
            plain = self.plain
            for p, ways in _picks(limits, self.size - len(j)):
                values[plain[base * p]] += ways
            keys = sorted(values)
            below, running = [], 0
            for v in keys:
                below.append(running)
                running += values[v]
            below.append(running)
            got = self._by[j] = (keys, below, values)
        return got

    def worse(self, j: tuple[int, ...], v: int) -> tuple[int, int]:
        """The hands holding given cards of ranks j: how many are worse than v, and how many equal to it."""
        keys, below, values = self._table(j)
        return below[bisect_left(keys, v)], values.get(v, 0)

    def better(self, j: tuple[int, ...], v: int) -> tuple[int, int]:
        """The hands holding given cards of ranks j: how many are better than v, and how many equal to it."""
        keys, below, values = self._table(j)
        return below[-1] - below[bisect_right(keys, v)], values.get(v, 0)


def _picks(limits: dict[int, int], size: int) -> list[tuple[int, int]]:
    """Every multiset of `size` ranks with at most limits[r] of rank r (0 the joker): (the product of its ranks' primes,
    the ways to pick such cards), built rank by rank (the same multisets as `hoyle.cards.rank_multisets`)."""
    by_size: list[list[tuple[int, int]]] = [[(1, 1)]] + [[] for _ in range(size)]
    for r, limit in limits.items():
        q = _rank_prime(r)
        for made in range(size - 1, -1, -1):  # downwards, so that each rank is used once
            row = by_size[made]
            for n in range(1, min(limit, size - made) + 1):
                qn, c = q**n, comb(limit, n)
                by_size[made + n].extend([(p * qn, w * c) for p, w in row])
    return by_size[size]


@lru_cache(maxsize=8192)
def _sub_multisets(ranks: tuple[int, ...], most: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sub-multiset j of `ranks` of at most `most` ranks, with the number of ways to pick such cards of the
    cards of those ranks (the product of C(a_r, j_r)), signed (-1)**|j|."""
    items = sorted(Counter(ranks).items(), reverse=True)
    found = []
    for picks in product(*(range(n + 1) for _, n in items)):
        size = sum(picks)
        if size <= most:
            j = tuple(r for (r, _), n in zip(items, picks) for _ in range(n))
            found.append((j, (-1) ** size * prod(comb(n, p) for (_, n), p in zip(items, picks))))
    return tuple(found)


def _apart(counted: _Counted, ranks: tuple[int, ...], v: int, most: int, side: str) -> tuple[int, int]:
    """The other side's hands sharing no card with given cards of these ranks: how many are worse (side "worse") or
    better ("better") than v, and how many equal, by inclusion and exclusion over the cards they would share."""
    look = counted.worse if side == "worse" else counted.better
    beyond = equal = 0
    for j, ways in _sub_multisets(ranks, most):
        b, e = look(j, v)
        beyond += ways * b
        equal += ways * e
    return beyond, equal


def _suited_hands(known: tuple[Card, ...], size: int, unseen: list[Card]) -> list[tuple[Card, ...]]:
    """Every hand of `size` cards from the unseen that makes the known cards' natural cards all of one suit."""
    suits = {c.suit for c in known if not c.is_joker}
    if len(suits) > 1:
        return []
    found: set[tuple[Card, ...]] = set()
    for suit in suits or "shdc":
        cards = [c for c in unseen if c.is_joker or c.suit == suit]
        found.update(combinations(cards, size))
    return sorted(found, key=lambda h: [c.code for c in h])


class _Suited:
    """The player's hands of one suit, indexed by every set of their cards: for a hand of the other's, the change that
    valuing them truly (not as if of no suit) makes to how many of them that share no card with it are better than a
    value, or equal to it, by inclusion and exclusion over the cards they would share."""

    def __init__(self, hands: list[tuple[Card, ...]], base: int, t: Table):
        by: dict[frozenset[Card], tuple[list[int], list[int]]] = {}
        for hand in hands:
            p = base * prod(map(_prime, hand))
            for size in range(len(hand) + 1):
                for cards in combinations(hand, size):
                    true, plain = by.setdefault(frozenset(cards), ([], []))
                    true.append(t.flush[p])
                    plain.append(t.plain[p])
        self.by = {key: (sorted(true), sorted(plain)) for key, (true, plain) in by.items()}
        self.cards = frozenset(c for hand in hands for c in hand)

    def apart(self, hand: tuple[Card, ...], v: int) -> tuple[int, int]:
        if not self.by:
            return 0, 0
        shared = [c for c in hand if c in self.cards]
        better = equal = 0
        for size in range(len(shared) + 1):
            for cards in combinations(shared, size):
                lists = self.by.get(frozenset(cards))
                if lists is None:
                    continue
                sign = -1 if size % 2 else 1
                true, plain = lists
                better += sign * ((len(true) - bisect_right(true, v)) - (len(plain) - bisect_right(plain, v)))
                equal += sign * ((bisect_right(true, v) - bisect_left(true, v)) - (bisect_right(plain, v) - bisect_left(plain, v)))
        return better, equal


def versus(mine: tuple[Card, ...], his: tuple[Card, ...], unseen: list[Card], to_come: int, t: Table) -> Versus:
    """Counted by ranks (see the module): `mine` the player's down and up cards, `his` the other's up cards, `to_come`
    the cards still to come to each, from `unseen`."""
    k, m = to_come, to_come + 1
    limits = dict(Counter(map(_rank, unseen)))
    me, him = _Counted(mine, k, limits, t), _Counted(his, m, limits, t)
    beats = ties = 0
    # 1. Every hand of the player's, by its ranks, against the other's hands valued as if none were of one suit.
    suited_mine = _suited_hands(mine, k, unseen)
    flushes: dict[tuple[int, ...], list[int]] = {}
    for hand in suited_mine:
        flushes.setdefault(tuple(sorted(map(_rank, hand), reverse=True)), []).append(t.flush[me.base * prod(map(_prime, hand))])
    for ranks, ways in rank_multisets(k, limits):
        suited = flushes.get(ranks, [])
        for v, n in [(t.plain[me.base * prod(map(_rank_prime, ranks))], ways - len(suited)), *((f, 1) for f in suited)]:
            if n:
                w, e = _apart(him, ranks, v, k, "worse")
                beats, ties = beats + n * w, ties + n * e
    # 2. The other's hands of one suit, at their true value: each against the player's hands that share no card with it.
    of_one_suit = _Suited(suited_mine, me.base, t)
    apart: dict[tuple[tuple[int, ...], int], tuple[int, int]] = {}
    for hand in _suited_hands(his, m, unseen):
        p = him.base * prod(map(_prime, hand))
        flush, plain = t.flush[p], t.plain[p]
        if flush == plain:
            continue
        ranks = tuple(sorted(map(_rank, hand), reverse=True))
        for v, sign in ((flush, 1), (plain, -1)):  # the player's hands better than the true value, less those better than the plain
            if (ranks, v) not in apart:
                apart[ranks, v] = _apart(me, ranks, v, k, "better")
            b, e = apart[ranks, v]
            db, de = of_one_suit.apart(hand, v)  # the player's own hands of one suit, at their true value
            beats, ties = beats + sign * (b + db), ties + sign * (e + de)
    cases = comb(len(unseen), k) * comb(len(unseen) - k, m)
    return Versus(beats, ties, cases - beats - ties)


def versus_readable(mine: tuple[Card, ...], his: tuple[Card, ...], unseen: list[Card], to_come: int, rules: HouseRules) -> Versus:
    """`versus` by dealing out every case and valuing both hands with `hands.evaluate` (slow: the tests' oracle)."""
    beats = ties = losses = 0
    values: dict[tuple[Card, ...], HandValue] = {}

    def value(hand: tuple[Card, ...]) -> HandValue:
        if hand not in values:
            values[hand] = evaluate(hand, rules)
        return values[hand]

    for more in combinations(unseen, to_come):
        v = value(mine + more)
        rest = [c for c in unseen if c not in more]
        for his_more in combinations(rest, to_come + 1):
            w = value(his + his_more)
            beats += v > w
            ties += v == w
            losses += v < w
    return Versus(beats, ties, losses)

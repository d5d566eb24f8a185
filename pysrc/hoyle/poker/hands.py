"""The standard value of a five-card poker hand: Foster's classes and his rules for ties.

Practical Poker, chapter "Poker Hands": ten classes from a hand without a pair up to the
royal flush (which is a straight flush, ace high); within a class the rank of the cards
decides, suits never do, and hands alike in every rank divide the pool.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum

from hoyle.cards import RANK_PLURALS, RANK_WORDS, Card, CardError, parse_cards

HAND_SIZE = 5


class HandClass(IntEnum):
    """Foster's classes of hands, lowest first."""

    NO_PAIR = 0
    ONE_PAIR = 1
    TWO_PAIRS = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HAND = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8

    @property
    def id(self) -> str:
        """The class id in kebab case: 'full-hand'."""
        return self.name.lower().replace("_", "-")

    @property
    def title(self) -> str:
        """Foster's name for the class: 'Full hand'."""
        return self.name.capitalize().replace("_", " ")


@dataclass(frozen=True, order=True)
class HandValue:
    """A hand's value: compare with < (bigger is better); equal values divide the pool.

    `ranks` lists the ranks that decide ties, most important first (for a straight only its
    top card, the ace counting as one in five-high). `cards` and `useless` do not take part
    in comparisons.
    """

    klass: HandClass
    ranks: tuple[int, ...]
    cards: tuple[Card, ...] = field(default=(), compare=False)
    useless: tuple[Card, ...] = field(default=(), compare=False)

    @property
    def is_royal(self) -> bool:
        return self.klass is HandClass.STRAIGHT_FLUSH and self.ranks[0] == 14

    @property
    def name(self) -> str:
        """'Royal flush' for the ace-high straight flush, otherwise the class's name."""
        return "Royal flush" if self.is_royal else self.klass.title

    @property
    def description(self) -> str:
        """The hand in words, as a player calls it: 'Two pairs, kings up: kings and sevens, with a four'."""
        return describe(self.klass, self.ranks)


def _words(ranks) -> str:
    """'ace, king, jack, eight and three' from ranks."""
    names = [RANK_WORDS[r] for r in ranks]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _a(rank: int) -> str:
    word = RANK_WORDS[rank]
    return ("an " if word[0] in "ae" else "a ") + word


def describe(klass: HandClass, ranks: tuple[int, ...]) -> str:
    """Describe a hand from its class and deciding ranks.

    >>> describe(HandClass.FULL_HAND, (5, 2))
    'A full hand, three fives and a pair of deuces'
    """
    top = RANK_WORDS[ranks[0]]
    if klass is HandClass.NO_PAIR:
        return f"No pair, {top} high: {_words(ranks)}"
    if klass is HandClass.ONE_PAIR:
        return f"A pair of {RANK_PLURALS[ranks[0]]}, with {_words(ranks[1:])}"
    if klass is HandClass.TWO_PAIRS:
        high, low, odd = ranks
        return f"Two pairs, {RANK_PLURALS[high]} up: {RANK_PLURALS[high]} and {RANK_PLURALS[low]}, with {_a(odd)}"
    if klass is HandClass.THREE_OF_A_KIND:
        return f"Threes: three {RANK_PLURALS[ranks[0]]}, with {_words(ranks[1:])}"
    if klass is HandClass.STRAIGHT:
        return f"A straight, {top} high"
    if klass is HandClass.FLUSH:
        return f"A flush, {top} high: {_words(ranks)}"
    if klass is HandClass.FULL_HAND:
        return f"A full hand, three {RANK_PLURALS[ranks[0]]} and a pair of {RANK_PLURALS[ranks[1]]}"
    if klass is HandClass.FOUR_OF_A_KIND:
        return f"Fours: four {RANK_PLURALS[ranks[0]]}, with {_a(ranks[1])}"
    if ranks[0] == 14:
        return "A royal flush: ace, king, queen, jack and ten of one suit"
    return f"A straight flush, {top} high"


def _straight_top(ranks: list[int]) -> int | None:
    """The top card of a five-card sequence, or None; ace-low (5-4-3-2-A) is five high."""
    distinct = sorted(set(ranks), reverse=True)
    if len(distinct) != 5:
        return None
    if distinct[0] - distinct[4] == 4:
        return distinct[0]
    if distinct == [14, 5, 4, 3, 2]:
        return 5
    return None


def evaluate(cards) -> HandValue:
    """The standard value of five cards (a string like 'As Kd 10h 10c 4s' or Card values).

    >>> evaluate("As Ks Qs Js 10s").name
    'Royal flush'
    """
    hand = parse_cards(cards)
    if len(hand) != HAND_SIZE:
        noun = "card" if len(hand) == 1 else "cards"
        raise CardError("wrong-count", f"a poker hand has five cards; you gave {len(hand)} {noun}")
    if any(c.is_joker for c in hand):
        raise CardError("joker-not-in-play", "the joker is not in play in the standard game (it comes with the house rules)")
    counts = Counter(c.rank for c in hand)
    # Groups by size, then by rank: [(3, 5), (2, 2)] for three fives and two deuces.
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    shape = tuple(n for n, _ in groups)
    by_group = tuple(r for _, r in groups)
    flush = len({c.suit for c in hand}) == 1
    top = _straight_top([c.rank for c in hand])
    in_groups = {r for n, r in groups if n >= 2}

    if top is not None and flush:
        klass, ranks = HandClass.STRAIGHT_FLUSH, (top,)
    elif shape == (4, 1):
        klass, ranks = HandClass.FOUR_OF_A_KIND, by_group
    elif shape == (3, 2):
        klass, ranks = HandClass.FULL_HAND, by_group
    elif flush:
        klass, ranks = HandClass.FLUSH, by_group
    elif top is not None:
        klass, ranks = HandClass.STRAIGHT, (top,)
    elif shape == (3, 1, 1):
        klass, ranks = HandClass.THREE_OF_A_KIND, by_group
    elif shape == (2, 2, 1):
        klass, ranks = HandClass.TWO_PAIRS, by_group
    elif shape == (2, 1, 1, 1):
        klass, ranks = HandClass.ONE_PAIR, by_group
    else:
        klass, ranks = HandClass.NO_PAIR, by_group

    # Foster's captions mark the useless cards: those outside the pairs, threes and fours.
    if klass in (HandClass.ONE_PAIR, HandClass.TWO_PAIRS, HandClass.THREE_OF_A_KIND, HandClass.FOUR_OF_A_KIND):
        useless = tuple(c for c in hand if c.rank not in in_groups)
    else:
        useless = ()
    return HandValue(klass, ranks, hand, useless)


def showdown(hands) -> list[int]:
    """The indices of the winning hands among several; more than one means they divide the pool.

    >>> showdown(["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"])
    [0]
    """
    values = [evaluate(h) for h in hands]
    best = max(values)
    return [i for i, v in enumerate(values) if v == best]

"""The show at Cribbage: a hand or the crib reckoned with the start, item by item as it is claimed.

Hoffmann, *Hoyle's Games Modernized*, chapter "Cribbage" (seed 000, lines 31-107). Line numbers
below are those of `texts/source/000_b315a8ce36e35c0a.txt`. The excerpt describes the five-card
game; the six- and seven-card games are only named (lines 33-35), so where they differ the
standard rules are followed and the code says so.

>>> s = reckon("5s 5h 5d", "10c")
>>> s.total, s.claim
(14, 'fifteen two, fifteen four, fifteen six, fifteen eight, and six for a pair-royal, fourteen')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, product
from math import comb
from typing import Literal

from hoyle.errors import CardError, RequestError
from hoyle.cards import PIPS, Card, parse_cards
from hoyle.words import number_words

FIFTEEN = 15
KNAVE = 11

# --- the games ------------------------------------------------------------------------------------


VariantName = Literal["five-card", "six-card", "seven-card"]  # the keys of VARIANTS, as a type


@dataclass(frozen=True)
class Variant:
    """One of the three two-handed games, named "from the number of cards dealt to each player"
    (line 33), with the points that make game (line 35)."""

    name: VariantName
    dealt: int  # cards dealt to each player (line 33)
    points_to_make: int  # "The number of points to be made" (line 35)
    laid_out: int = 2  # each player "lays out" two for the crib (line 45; the standard rule in all three)
    three_for_last: int = 0  # the non-dealer's points at the deal (line 45: five-card only)

    @property
    def hand_size(self) -> int:
        """The cards a player keeps after laying out: 3, 4 or 5 (the hand, without the start)."""
        return self.dealt - self.laid_out

    @property
    def crib_size(self) -> int:
        """The crib: two laid out by each of the two players, four cards (line 45)."""
        return 2 * self.laid_out


FIVE_CARD = Variant("five-card", dealt=5, points_to_make=61, three_for_last=3)
# Lines 33-35 name the six- and seven-card games and their game (121, 181); the deal of six or seven,
# laying out two each and no "three for last" are the standard rules (the excerpt stops first).
SIX_CARD = Variant("six-card", dealt=6, points_to_make=121)
SEVEN_CARD = Variant("seven-card", dealt=7, points_to_make=181)
VARIANTS: dict[str, Variant] = {v.name: v for v in (FIVE_CARD, SIX_CARD, SEVEN_CARD)}  # by name: any text may be looked up
VARIANT_NAMES: tuple[VariantName, ...] = ("five-card", "six-card", "seven-card")
BY_HAND: dict[int, VariantName] = {v.hand_size: v.name for v in VARIANTS.values()}  # the game a hand of 3, 4 or 5 cards is kept at
BY_DEAL: dict[int, VariantName] = {v.dealt: v.name for v in VARIANTS.values()}  # the game 5, 6 or 7 cards are dealt at


def variant_named(name: str | Variant) -> Variant:
    """The variant named 'five-card', 'six-card' or 'seven-card' (or a Variant, as it is)."""
    if isinstance(name, Variant):
        return name
    try:
        return VARIANTS[str(name).strip().lower()]
    except KeyError:
        raise RequestError(f"{name!r} is not a game of cribbage: the games are {', '.join(VARIANTS)}", "bad-variant") from None


# --- the cards ------------------------------------------------------------------------------------


def pips(card: Card) -> int:
    """What a card counts towards fifteen: "court cards count as tens" (line 43), the ace one
    (it is the lowest card, line 43)."""
    return PIPS[card.rank]


def order(card: Card) -> int:
    """A card's place in sequence: "from ace (lowest) up to king (highest)" (line 43), so ace 1,
    knave 11, queen 12, king 13; "Ace, king, queen, do not count as a sequence" (line 59)."""
    return 1 if card.rank == 14 else card.rank


# --- numbers as a player says them ----------------------------------------------------------------

_TIMES = {1: "", 2: "double ", 3: "treble "}


# --- the value ------------------------------------------------------------------------------------

# What an item scores for, in the show and (`hoyle.cribbage.play`) in the play.
ItemKind = Literal["fifteen", "pair", "pair-royal", "double-pair-royal", "run", "flush", "nob", "heels", "thirty-one", "last-card"]


@dataclass(frozen=True)
class Item:
    """One thing claimed: kind ('fifteen', 'pair', 'pair-royal', 'double-pair-royal', 'run',
    'flush', 'nob', 'heels'), its points, the cards that make it, and the words of the claim."""

    kind: ItemKind
    points: int
    cards: tuple[Card, ...]
    words: str


PAIR_KINDS: tuple[ItemKind, ...] = ("pair", "pair-royal", "double-pair-royal")  # two, three and four cards of a rank
_PAIR_NAMES = {"pair": "a pair", "pair-royal": "a pair-royal", "double-pair-royal": "a double pair-royal"}
_PAIR_PLURALS = {"pair": "pairs", "pair-royal": "pairs-royal", "double-pair-royal": "double pairs-royal"}  # lines 55, 57


@dataclass(frozen=True)
class Show:
    """A hand or crib reckoned with the start: the items in the order they are claimed and the total.

    `heels` is the dealer's "two for his heels" when the start is a knave (line 47). It is scored
    when the start is turned up, before the play, not in the show, so it is not in `items` or
    `total`; it is kept here only so that one call tells everything the start is worth.
    """

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    variant: Variant
    items: tuple[Item, ...]
    heels: Item | None = None

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    def select(self, *kinds: str) -> tuple[Item, ...]:
        """The items of these kinds ('pairs' is pairs, pairs-royal and double pairs-royal together);
        with no kinds, all of them."""
        wanted: set[str] = set()
        for k in kinds:
            wanted.update(PAIR_KINDS if k == "pairs" else (k,))
        return tuple(i for i in self.items if not kinds or i.kind in wanted)

    def points(self, *kinds: str) -> int:
        """The points of the items of these kinds (as `select`); with no kinds, the total."""
        return sum(i.points for i in self.select(*kinds))

    @property
    def claim(self) -> str:
        """The show as a player claims it, the fifteens first, then each item with the count so far
        (line 65: after "fifteen eight," he goes on "and six for a pair-royal, fourteen")."""
        parts: list[str] = []
        running = 0
        for item in self.items:
            running += item.points
            if item.kind == "fifteen":
                parts.append(item.words)
            else:
                parts.append(("and " if parts else "") + f"{item.words}, {number_words(running)}")
        return ", ".join(parts) if parts else "nothing"

    @property
    def description(self) -> str:
        """What the show holds, in the words of the book's table (lines 85-107): 'fifteen eight and a
        pair-royal', 'fifteen four, a pair, and a double run of three'."""
        parts = []
        fifteens = self.points("fifteen")
        if fifteens:
            parts.append(f"fifteen {number_words(fifteens)}")
        held = Counter(i.kind for i in self.items)
        for kind in reversed(PAIR_KINDS):
            if held[kind]:
                parts.append(_PAIR_NAMES[kind] if held[kind] == 1 else f"{number_words(held[kind])} {_PAIR_PLURALS[kind]}")
        for length, times in _run_groups(self.items):
            run = f"run of {number_words(length)}"
            parts.append(f"a {_TIMES[times]}{run}" if times in _TIMES else f"a {run} {number_words(times)} times repeated")
        for item in self.items:
            if item.kind == "flush":
                parts.append(f"a flush of {number_words(item.points)}")
            elif item.kind == "nob":
                parts.append("his nob")
        if not parts:
            return "nothing"
        if len(parts) == 1:
            return parts[0]
        if len(parts) == 2:
            return " and ".join(parts)
        return ", ".join(parts[:-1]) + ", and " + parts[-1]


def _run_groups(items) -> list[tuple[int, int]]:
    """(length, how many runs) for each stretch of sequence: a double run of three is (3, 2)."""
    groups: dict[tuple[int, int], int] = {}
    for item in items:
        if item.kind == "run":
            key = (min(order(c) for c in item.cards), len(item.cards))
            groups[key] = groups.get(key, 0) + 1
    return [(length, times) for (_, length), times in sorted(groups.items())]


# --- the items ------------------------------------------------------------------------------------


def fifteens(cards: tuple[Card, ...]) -> tuple[Item, ...]:
    """Every combination of cards making fifteen, two points each, "the cards being combined in
    every possible way to make that number" (line 63); claimed 'fifteen two', 'fifteen four' ..."""
    found = [combo for n in range(2, len(cards) + 1) for combo in combinations(cards, n) if sum(map(pips, combo)) == FIFTEEN]
    return tuple(Item("fifteen", 2, combo, f"fifteen {number_words(2 * k)}") for k, combo in enumerate(found, 1))


def pairs(cards: tuple[Card, ...]) -> tuple[Item, ...]:
    """Pairs, pairs-royal and double pairs-royal (line 65), counted as every pair among the cards
    of a rank at two points each: two (line 53), six for three of a kind (line 55) and twelve for
    four (line 57)."""
    by_rank: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    return tuple(pair_item(tuple(group)) for group in by_rank.values() if len(group) >= 2)


def pair_item(cards: tuple[Card, ...]) -> Item:
    """The pair, pair-royal or double pair-royal of two to four cards of one rank: two for every pair."""
    points = 2 * comb(len(cards), 2)
    kind = PAIR_KINDS[len(cards) - 2]
    return Item(kind, points, cards, f"{number_words(points)} for {_PAIR_NAMES[kind]}")


def run_item(cards: tuple[Card, ...]) -> Item:
    """A run of these cards, one point a card."""
    n = len(cards)
    return Item("run", n, cards, f"{number_words(n)} for a run of {number_words(n)}")


def runs(cards: tuple[Card, ...]) -> tuple[Item, ...]:
    """Every run of three or more "in sequence (independent of suit)", one point a card (lines 59,
    67), counted once for each way of choosing its cards: a duplicate card makes "a fresh sequence
    with the other two", the "double run" (line 69); two duplicates of one card a "treble run"
    (line 71). Only the longest stretch counts, not the runs of three inside a run of four."""
    by_order: dict[int, list[Card]] = {}
    for card in cards:
        by_order.setdefault(order(card), []).append(card)
    items: list[Item] = []
    start = None
    for o in range(1, 15):  # 14 is past the king: the stretch ends there
        if o in by_order and start is None:
            start = o
        elif o not in by_order and start is not None:
            length = o - start
            if length >= 3:
                items.extend(run_item(choice) for choice in product(*(by_order[p] for p in range(start, o))))
            start = None
    return tuple(items)


def flush(hand: tuple[Card, ...], starter: Card, crib: bool) -> Item | None:
    """The flush. In the hand: all its cards of one suit score one a card, and one more if the start
    is of that suit ("three points ... If the turn-up is of the same suit, four", line 73). In the
    crib: only when the start "is of the same suit as the rest", five points (lines 77-79)."""
    if len({c.suit for c in hand}) != 1:
        return None
    if starter.suit == hand[0].suit:
        cards = hand + (starter,)
    elif crib:
        return None
    else:
        cards = hand
    return Item("flush", len(cards), cards, f"{number_words(len(cards))} for a flush")


def nob(hand: tuple[Card, ...], starter: Card) -> Item | None:
    """One "for his nob" for a knave of the start's suit in the hand (line 75), or in the crib (counted
    "in like manner", line 77)."""
    for card in hand:
        if card.rank == KNAVE and card.suit == starter.suit:
            return Item("nob", 1, (card,), "one for his nob")
    return None


def heels(starter: Card) -> Item | None:
    """The dealer's "two for his heels" when the start is a knave (line 47)."""
    if starter.rank == KNAVE:
        return Item("heels", 2, (starter,), "two for his heels")
    return None


# --- reckoning ------------------------------------------------------------------------------------


def _cards(hand, starter) -> tuple[tuple[Card, ...], Card]:
    cards = parse_cards(hand)
    starters = parse_cards(starter) if isinstance(starter, str) else parse_cards([starter])
    if len(starters) != 1:
        raise CardError("wrong-count", f"the start is one card; you gave {len(starters)}")
    (turned,) = starters
    if any(c.is_joker for c in cards + starters):
        raise CardError("joker-not-in-play", "cribbage is played without the joker")
    if turned in cards:
        raise CardError("duplicate-card", f"{turned.code} is given as the start and in the hand: a pack has only one of each card")
    return cards, turned


def reckon(hand, starter, crib: bool = False, variant: str | Variant = "five-card") -> Show:
    """Reckon a hand (or, with crib=True, the crib) together with the start, "which is regarded as
    belonging, for this purpose, to the hand of each player, as also to the 'crib' of the dealer"
    (line 63).

    `hand` is the hand's cards without the start ("5s 5h Jd" at five-card; four cards at six-card,
    five at seven-card; the crib is four cards in every game), `starter` the turned-up card (the "start" of line 47).

    >>> reckon("5h 5d 5c Js", "5s", crib=True).total
    29
    """
    g = variant_named(variant)
    cards, turned = _cards(hand, starter)
    size = g.crib_size if crib else g.hand_size
    if len(cards) != size:
        what = "the crib" if crib else f"a hand at {g.name} cribbage"
        raise CardError(
            "wrong-count",
            f"{what} has {number_words(size)} cards (with the start, {number_words(size + 1)}); you gave {len(cards)}",
        )
    everything = cards + (turned,)
    items = fifteens(everything) + pairs(everything) + runs(everything)
    items += tuple(i for i in (flush(cards, turned, crib), nob(cards, turned)) if i is not None)
    return Show(cards, turned, crib, g, items, heels(turned))

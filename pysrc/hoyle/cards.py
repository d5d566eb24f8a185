"""Cards and the pack: parse, format, and a clear CardError naming what is wrong."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from math import comb

from hoyle.errors import CardError, Refusal  # noqa: F401  (CardError is the cards' own; Refusal, for those who catch any)
from hoyle.quote import character_words, echo

RANKS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)
SUITS = ("s", "h", "d", "c")

RANK_CODES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}
RANK_WORDS = {
    14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine", 8: "eight",
    7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
}
# Foster's plurals: "a pair of treys", "three fives and a pair of deuces".
RANK_PLURALS = {r: ("sixes" if r == 6 else w + "s") for r, w in RANK_WORDS.items()}
RANK_PLURALS.update({3: "treys", 2: "deuces"})
# What a card counts in the counting games: the ace one, a ten or court card ten, the others their pips
# (Cribbage and Vingt-un each cite their own rule for it; Commerce counts the ace eleven).
PIPS = {r: 1 if r == 14 else min(r, 10) for r in RANKS}
SUIT_SYMBOLS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}

_RANK_INPUT = {"a": 14, "k": 13, "q": 12, "j": 11, "t": 10, "10": 10}
_RANK_INPUT.update({str(r): r for r in range(2, 10)})
_SUIT_INPUT = {s: s for s in SUITS}
_SUIT_INPUT.update({sym: s for s, sym in SUIT_SYMBOLS.items()})
_SUIT_INPUT.update({"\u2664": "s", "\u2661": "h", "\u2662": "d", "\u2667": "c"})
_SEPARATORS = re.compile(r"[\s,;]+")
# What a card may be written with; any other character but plain ASCII is named in the error.
_CARD_CHARACTERS = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") | frozenset(_SUIT_INPUT)

RANK_HELP = "ranks are A 2-10 J Q K (T for ten)"
SUIT_HELP = "suits are s h d c or \u2660 \u2665 \u2666 \u2663"


@dataclass(frozen=True, order=True)
class Card:
    """One card: rank 2..14 (ace high) and suit s, h, d or c; the joker has rank 0 and no suit."""

    rank: int
    suit: str

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def code(self) -> str:
        """The short form used in URLs and JSON: 'As', '10h', 'joker'."""
        if self.is_joker:
            return "joker"
        return RANK_CODES.get(self.rank, str(self.rank)) + self.suit

    @property
    def symbol(self) -> str:
        """The printed form: 'A♠', '10♥', 'Joker'."""
        if self.is_joker:
            return "Joker"
        return RANK_CODES.get(self.rank, str(self.rank)) + SUIT_SYMBOLS[self.suit]

    @property
    def name(self) -> str:
        """In words: 'ace of spades'."""
        if self.is_joker:
            return "the joker"
        return f"{RANK_WORDS[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return self.code


JOKER = Card(0, "")


def parse_card(text: str) -> Card:
    """Read one card: 'As', 'AS', 'as', 'Th', '10h', 'A♠', '10♥', or 'joker' ('Jo', '🃏'); full-width
    letters and digits are read as their plain forms (NFKC), and a look-alike or invisible character
    is named in the error.

    >>> parse_card("10♥")
    Card(rank=10, suit='h')
    >>> parse_card("Jo")
    Card(rank=0, suit='')
    >>> parse_card("\u0410s")
    Traceback (most recent call last):
    ...
    hoyle.errors.CardError: 'Аs' has a Cyrillic letter А where a rank belongs: ranks are A 2-10 J Q K (T for ten)
    """
    if not isinstance(text, str):
        raise CardError("bad-card", f"{echo(text)} is not a card: write each card as rank then suit, like As or 10h")
    token = unicodedata.normalize("NFKC", text).strip().replace("\ufe0f", "")
    if token.lower() in ("joker", "jo", "\U0001f0cf"):
        return JOKER
    if not token:
        raise CardError("bad-card", "an empty string is not a card")
    rank = _RANK_INPUT.get(token[:-1].lower())
    suit = _SUIT_INPUT.get(token[-1:].lower())
    if rank is not None and suit is not None:
        return Card(rank, suit)
    stray = next((i for i, ch in enumerate(token) if ch not in _CARD_CHARACTERS and not (" " < ch < "\x7f")), None)
    if stray is not None and len(token) <= 4:
        ch = token[stray]
        if unicodedata.category(ch)[0] in "CZ" or ch == "\ufffd":
            raise CardError("bad-card", f"{echo(text)} has {character_words(ch)}: delete it and type the card again")
        where, help_ = ("a suit", SUIT_HELP) if stray == len(token) - 1 and rank is not None else ("a rank", RANK_HELP)
        raise CardError("bad-card", f"{echo(text)} has {character_words(ch)} where {where} belongs: {help_}")
    if len(token) > 3:  # no card is written with more than three characters ("10h", "10♥")
        raise CardError("bad-card", f"{echo(text)} is not a card: write each card as rank then suit, like As or 10h")
    if rank is None:
        raise CardError("bad-card", f"{echo(text)} is not a card: {RANK_HELP}")
    raise CardError("bad-card", f"{echo(text)} is not a card: {SUIT_HELP}")


def split_cards(text: str) -> list[str]:
    """The card tokens of a string, split at spaces, commas or semicolons."""
    return [t for t in _SEPARATORS.split(text.strip()) if t]


def parse_cards(cards) -> tuple[Card, ...]:
    """Read several cards from a string ('As Kd 10h') or a list or tuple of strings or Cards; no duplicates.
    Anything else (a number, null, an object) is refused by name, as is a list item that is not text.

    >>> [c.code for c in parse_cards("As Kd 10h 10c 4s")]
    ['As', 'Kd', '10h', '10c', '4s']
    """
    tokens: list | tuple
    if isinstance(cards, str):
        tokens = split_cards(cards)
    elif isinstance(cards, (list, tuple)):
        tokens = cards
    else:  # a number, null, true or an object from a request: not cards (an object is not read as its keys)
        raise CardError("bad-card", f"cards are written as text, like \"As Kd 10h\", or a list of such texts, not {echo(cards)}")
    parsed = tuple(t if isinstance(t, Card) else parse_card(t) for t in tokens)
    seen: set[Card] = set()
    for card in parsed:
        if card in seen:
            what = "the joker" if card.is_joker else card.code
            raise CardError("duplicate-card", f"{what} is given twice: a pack has only one of each card")
        seen.add(card)
    return parsed


def no_card_twice(hands, names=None) -> None:
    """Raise CardError('duplicate-card') if a card is in more than one of several parsed hands
    (named "hand 1", "hand 2", ... unless `names` names them).

    >>> no_card_twice([parse_cards("As Kd"), parse_cards("Kd 2c")])
    Traceback (most recent call last):
    ...
    hoyle.errors.CardError: Kd is in hand 1 and in hand 2: a pack has only one of each card
    """
    label = (lambda i: names[i]) if names else (lambda i: f"hand {i + 1}")
    seen: dict[Card, int] = {}
    for i, hand in enumerate(hands):
        for card in hand:
            if seen.get(card, i) != i:
                what = "the joker" if card.is_joker else card.code
                raise CardError("duplicate-card", f"{what} is in {label(seen[card])} and in {label(i)}: a pack has only one of each card")
            seen[card] = i


def parse_named(cards, name: str, without_joker: str) -> tuple[Card, ...]:
    """Cards for a game played without the joker, parsed; a refusal names the cards ("the dealer's hand: ..."),
    and the joker is refused as "<name> has the joker: <without_joker>" (the game's own words for it).

    >>> parse_named("10c 7d", "the dealer's hand", "Vingt-un is played without the joker")[1].code
    '7d'
    """
    try:
        hand = parse_cards(cards)
    except Refusal as e:
        raise e.reworded(f"{name}: {e.message}") from None
    if any(c.is_joker for c in hand):
        raise CardError("joker-not-in-play", f"{name} has the joker: {without_joker}")
    return hand


def parse_what_you_can(cards: str | list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """The cards that do parse, in order, without repeats (to show which are in use beside an error)."""
    if not isinstance(cards, (str, list, tuple)):  # a reader's junk: nothing to show
        return ()
    tokens = split_cards(cards) if isinstance(cards, str) else [c for c in cards if isinstance(c, str)]
    found: list[Card] = []
    for token in tokens:
        try:
            card = parse_card(token)
        except CardError:
            continue
        if card not in found:
            found.append(card)
    return tuple(found)


def format_cards(cards, symbols: bool = False) -> str:
    """Cards as text: 'As Kd 10h', or with symbols 'A♠ K♦ 10♥'."""
    return " ".join(c.symbol if symbols else c.code for c in cards)


def pack(joker: bool = False) -> tuple[Card, ...]:
    """The full pack of 52 cards, by suit (spades, hearts, diamonds, clubs) and rank, ace first; with joker, 53."""
    cards = tuple(Card(r, s) for s in SUITS for r in reversed(RANKS))
    return cards + (JOKER,) if joker else cards


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

"""The value of a five-card poker hand under house rules, in the book's words, and the showdown.

Practical Poker, chapter "Poker Hands": ten classes from a hand without a pair up to the
royal flush (which is a straight flush, ace high); within a class the rank of the cards
decides, suits never do, and hands alike in every rank divide the pool. The extra hands and
the joker are house rules (`hoyle.poker.rules`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from hoyle.errors import CardError, Refusal
from hoyle.cards import RANK_PLURALS, RANK_WORDS, SUIT_NAMES, SUITS, Card, no_card_twice, parse_cards
from hoyle.poker.rules import CLASS_TITLES, STANDARD, STANDARD_CLASSES, HouseRules, pattern_value

HAND_SIZE = 5
_Hand = TypeVar("_Hand", bound=Sequence[Card])  # a hand of cards, as given (a list or a tuple)


@dataclass(frozen=True, order=True)
class HandValue:
    """A hand's value: compare with < (bigger is better); equal values divide the pool.

    Only `key` takes part in comparisons: (class level, tie-break ranks, joker). `klass` is the
    class id ('two-pairs'), `ranks` the ranks that decide ties within the class, most important
    first (for a straight only its top card, the ace counting as one in five-high).
    """

    key: tuple
    klass: str = field(compare=False)
    ranks: tuple[int, ...] = field(compare=False)
    cards: tuple[Card, ...] = field(default=(), compare=False)
    useless: tuple[Card, ...] = field(default=(), compare=False)
    joker_as: Card | None = field(default=None, compare=False)  # what the joker is named
    rules: HouseRules = field(default=STANDARD, compare=False)

    @property
    def is_royal(self) -> bool:
        return self.klass == "straight-flush" and self.ranks[0] == 14

    @property
    def name(self) -> str:
        """'Royal flush' for the ace-high straight flush, otherwise the class's name."""
        return "Royal flush" if self.is_royal else CLASS_TITLES[self.klass]

    @property
    def call(self) -> str:
        """The hand called in short, as the book calls hands: 'Two pairs, kings up', 'Threes, queens'."""
        return call(self.klass, self.ranks)

    @property
    def description(self) -> str:
        """The hand in words, as a player calls it: 'Two pairs, kings up: kings and sevens, with a four'."""
        text = describe(self.klass, self.ranks)
        if self.joker_as is not None:
            if self.joker_as.suit:
                text += f" (the joker called the {self.joker_as.name})"
            else:
                text += f" (the joker called a fifth {RANK_WORDS[self.joker_as.rank]})"
        return text


def five_cards(hand: _Hand) -> _Hand:
    """The hand, if it is a poker hand's five cards (CardError "wrong-count" naming how many it has, if not):
    the one check of a hand's size, for the evaluator and the draw alike."""
    if len(hand) != HAND_SIZE:
        noun = "card" if len(hand) == 1 else "cards"
        raise CardError("wrong-count", f"a poker hand has five cards; you gave {len(hand)} {noun}")
    return hand

def _words(ranks) -> str:
    """'ace, king, jack, eight and three' from ranks."""
    names = [RANK_WORDS[r] for r in ranks]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _a(rank: int) -> str:
    word = RANK_WORDS[rank]
    return ("an " if word[0] in "ae" else "a ") + word


def call(klass: str, ranks: tuple[int, ...]) -> str:
    """A hand called in short, in the book's words ("aces up", "queen full", "threes").

    >>> call("two-pairs", (13, 7, 4)), call("full-hand", (12, 5))
    ('Two pairs, kings up', 'A full hand, queens full')
    """
    top = RANK_WORDS[ranks[0]] if ranks else ""
    short = {
        "no-pair": lambda: f"{top.capitalize()} high",
        "one-pair": lambda: f"A pair of {RANK_PLURALS[ranks[0]]}",
        "two-pairs": lambda: f"Two pairs, {RANK_PLURALS[ranks[0]]} up",
        "three-of-a-kind": lambda: f"Threes, {RANK_PLURALS[ranks[0]]}",
        "straight": lambda: f"A straight, {top} high",
        "flush": lambda: f"A flush, {top} high",
        "full-hand": lambda: f"A full hand, {RANK_PLURALS[ranks[0]]} full",
        "four-of-a-kind": lambda: f"Fours, {RANK_PLURALS[ranks[0]]}",
        "straight-flush": lambda: "A royal flush" if ranks[0] == 14 else f"A straight flush, {top} high",
        "five-of-a-kind": lambda: f"Five {RANK_PLURALS[ranks[0]]}",
        "blaze": lambda: "A blaze",
        "skip": lambda: f"A skip, {top} high",
        "round-the-corner": lambda: "A round-the-corner straight",
        "tiger": lambda: "A tiger",
        "big-dog": lambda: "A big dog",
        "kilter": lambda: f"A kilter, {top} high",
    }
    return short[klass]()


def describe(klass: str, ranks: tuple[int, ...]) -> str:
    """Describe a hand from its class and deciding ranks.

    >>> describe("full-hand", (5, 2))
    'A full hand, three fives and a pair of deuces'
    """
    top = RANK_WORDS[ranks[0]] if ranks else ""
    first = RANK_PLURALS[ranks[0]] if ranks else ""
    pairs = f"{first} and {RANK_PLURALS[ranks[1]]}, with {_a(ranks[2])}" if len(ranks) == 3 else ""  # two pairs and the odd card
    words = {
        "no-pair": lambda: f"No pair, {top} high: {_words(ranks)}",
        "one-pair": lambda: f"A pair of {first}, with {_words(ranks[1:])}",
        "two-pairs": lambda: f"Two pairs, {first} up: {pairs}",
        "three-of-a-kind": lambda: f"Threes: three {first}, with {_words(ranks[1:])}",
        "straight": lambda: f"A straight, {top} high",
        "flush": lambda: f"A flush, {top} high: {_words(ranks)}",
        "full-hand": lambda: f"A full hand, three {first} and a pair of {RANK_PLURALS[ranks[1]]}",
        "four-of-a-kind": lambda: f"Fours: four {first}, with {_a(ranks[1])}",
        "straight-flush": lambda: ("A royal flush: ace, king, queen, jack and ten of one suit" if ranks[0] == 14
                                   else f"A straight flush, {top} high"),
        "five-of-a-kind": lambda: f"Five of a kind: five {first}",
        "blaze": lambda: f"A blaze: {pairs}, all court cards" if len(ranks) == 3 else f"A blaze: five court cards, {_words(ranks)}",
        "skip": lambda: f"A skip (Dutch straight), {top} high",
        "round-the-corner": lambda: "A round-the-corner straight",
        "tiger": lambda: f"A tiger (little dog): {_words(ranks)}",
        "big-dog": lambda: f"A big dog: {_words(ranks)}",
        "kilter": lambda: f"A kilter, {top} high: {_words(ranks)}",
    }
    if klass not in words:
        raise ValueError(f"unknown class {klass!r}")
    return words[klass]()


def evaluate(cards, rules: HouseRules = STANDARD) -> HandValue:
    """The value of five cards (a string like 'As Kd 10h 10c 4s' or Card values) under house rules.

    >>> evaluate("As Ks Qs Js 10s").name
    'Royal flush'
    >>> evaluate("Kh Kd joker 7c 4s", HouseRules(joker=True)).description
    'Threes: three kings, with seven and four (the joker called the king of spades)'
    """
    hand = five_cards(parse_cards(cards))
    jokers = [c for c in hand if c.is_joker]
    if jokers and not rules.joker:
        raise CardError("joker-not-in-play", "the joker is not in play in the standard game (it comes with the house rules)")
    naturals = [c for c in hand if not c.is_joker]
    flush = len({c.suit for c in naturals}) == 1
    key, klass, ranks, joker_rank, joker_in_suit = pattern_value(tuple(sorted((c.rank for c in naturals), reverse=True)), flush, bool(jokers), rules)
    joker_as = None
    if joker_rank is not None:  # named, as it is exactly when the hand holds the joker
        if joker_in_suit:
            joker_as = Card(joker_rank, naturals[0].suit)
        else:
            used = {c.suit for c in naturals if c.rank == joker_rank}
            free = [s for s in SUITS if s not in used]
            joker_as = Card(joker_rank, free[0]) if free else Card(joker_rank, "")
    # Foster's captions mark the useless cards: those outside the pairs, threes and fours.
    useless: tuple[Card, ...] = ()
    if klass in ("one-pair", "two-pairs", "three-of-a-kind", "four-of-a-kind"):
        counts = Counter(c.rank for c in naturals)
        if joker_as is not None:
            counts[joker_as.rank] += 1
        useless = tuple(c for c in naturals if counts[c.rank] < 2)
    return HandValue(key, klass, ranks, hand, useless, joker_as, rules)


# The showdown -----------------------------------------------------------------------------------------

POKER_HANDS = "practical-poker/poker-hands/"

# Foster's rules for deciding between hands (Practical Poker, seed 001), by what decided: the line
# each quotation begins on (a page break carries two of them over to the next lines, 727-728 and 741-742).
TIE_RULES = {
    "class": (616, 'There are ten different classes of "hands" at Poker, which out-rank one another in the order shown'),
    "one-pair": (726, "In pairs, the pair of higher rank wins. If the pairs are alike, the highest outside card wins. If that is still a tie, the "
                      "next card, and so on. If all the cards are alike in each hand, the players divide the pool."),
    "two-pairs": (730, "In two pairs, the higher pair wins, regardless of the rank of the second pair in the same hand. Queens up will beat jacks "
                       "up, even if the pair with the queens are only deuces, while the pair with the jacks are tens. If the higher pairs tie, the "
                       "second pair must decide; tens and eights will beat tens and sixes. If both pairs tie, the outside card must decide; and if "
                       "that is also a tie, the hands divide the pool."),
    "three-of-a-kind": (732, "There can be no tie in showing three of a kind, and the highest ranking triplet wins, three sixes beating three "
                             "fives, regardless of the outside cards."),
    "straight": (734, "In straights, the card at the top of the sequence determines its value. If an ace is used at the bottom of a straight, the "
                      "straight is only five high, and a six-high straight will beat it."),
    "flush": (736, "In flushes, the highest card wins. If that is a tie, the next card; and so on, until a card is found in one hand higher than "
                   "in the other. If two flushes are shown—one ace, king, jack, eight, three; and the other ace, king, jack, six, three—the first "
                   "wins, because the eight is higher than the six. If all the cards are a tie, the hands divide the pool."),
    "full-hand": (738, "In full hands, the triplet decides, irrespective of the rank of the accompanying pair."),
    "four-of-a-kind": (724, "This rank of the cards must decide all questions of ties, because the suits have no rank at Poker"),
    "straight-flush": (740, "In straight flushes, the top card of the sequence decides"),
    "no-pair": (724, "This rank of the cards must decide all questions of ties, because the suits have no rank at Poker"),
    "joker": (861, "In case of ties in the denomination of the cards, the hand with the joker in it wins."),
    "divide": (724, "This rank of the cards must decide all questions of ties, because the suits have no rank at Poker"),
}


def _rule(rule: str, detail: str) -> dict:
    line, quote = TIE_RULES[rule]
    page = "practical-poker/varieties-of-poker/#mistigris" if rule == "joker" else POKER_HANDS
    return {"rule": rule, "detail": detail, "quote": quote, "source_line": line, "href": page}


def decided_by(best: HandValue, other: HandValue) -> dict:
    """Why `best` beats (or ties) `other`: the class, the tie rule of the class, the joker, or a division."""
    if best.key == other.key:
        return _rule("divide", "the hands are alike in every rank: they divide the pool")
    if best.key[0] != other.key[0]:
        return _rule("class", f"{best.name.lower()} beats {other.name.lower()}" if best.klass != other.klass else f"{best.name.lower()} beats "
                                                                                                                  f"{other.name.lower()} under the "
                                                                                                                  f"house rules")
    if best.key[:-1] == other.key[:-1]:
        return _rule("joker", "the hands tie in the denomination of the cards; the hand with the joker wins")
    rule = best.klass if best.klass in TIE_RULES else "no-pair"
    return _rule(rule, f"{best.description} beats {other.description[0].lower()}{other.description[1:]}")


def showdown(hands, rules: HouseRules = STANDARD) -> list[int]:
    """The indices of the winning hands among several; more than one means they divide the pool.

    >>> showdown(["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"])
    [0]
    """
    values = [evaluate(h, rules) for h in hands]
    best = max(values)
    return [i for i, v in enumerate(values) if v == best]


def showdown_report(hands, rules: HouseRules = STANDARD) -> dict:
    """The showdown of 2 to 8 hands: every hand's value, the winners, and the rule that decided."""
    parsed = []
    for i, h in enumerate(hands):
        try:
            parsed.append(parse_cards(h))
        except Refusal as e:
            raise e.reworded(f"hand {i + 1}: {e.message}") from None
    if not 2 <= len(parsed) <= 8:
        raise CardError("wrong-count", f"a showdown is between 2 and 8 hands; you gave {len(parsed)}")
    no_card_twice(parsed)
    values = []
    for i, hand in enumerate(parsed):
        try:
            values.append(evaluate(hand, rules))
        except Refusal as e:
            raise e.reworded(f"hand {i + 1}: {e.message}") from None
    best = max(values)
    winners = [i for i, v in enumerate(values) if v == best]
    rest = [v for v in values if v != best]
    reason = decided_by(best, max(rest)) if rest else _rule("divide", "all the hands are alike in every rank: they divide the pool")
    return {"values": values, "winners": winners, "decided_by": reason}


__all__ = ["HandValue", "evaluate", "call", "describe", "showdown", "showdown_report", "STANDARD_CLASSES", "SUIT_NAMES"]

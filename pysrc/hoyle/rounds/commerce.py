"""Commerce: the five combinations of three cards, their order, and the rules for ties.

Peel, *Round Games with Cards*, chapter "Commerce" (seed 002, lines 22-47). Line numbers below are
those of `texts/source/002_ea13b2b36291db35.txt`. The excerpt stops in the middle of the rules for
trading, so only the hands are reckoned here, not the trading or the payments (the payments when a
player stands at once, lines 45-46, are in the excerpt but are not reckoned either). Every rule here
is the excerpt's; nothing is taken from outside it.

Editor's choices, where the text leaves a question open (the other reading given too):

- Flushes of equal point. The text says only that with flushes the one making the best point
  wins (line 37). Here the rule for a tie at point is applied to them as well, "the holder of the
  first highest card different from the opponent's wins" (line 39); the other reading is that such
  flushes tie.
- The "highest third card" (line 38) and "the first highest card different" (line 39) go by rank,
  ace first, then king, queen, knave, ten and down to two, as the tricons do ("aces being first in
  this respect; then kings, queens, etc., down to twos", line 35). The other reading goes by pips
  (line 33), where a ten and the three court cards all count ten: a knave would then be no higher
  than a ten as a third card, and king, knave, nine would tie with king, ten, nine.
- Hands alike in every respect the text names are all given as winners; the text does not say
  how they settle, only that "The holder of the best combination in each [71] round is the winner"
  (line 26).
- Up to seventeen hands are ranked, all that fifty-two cards can make. The text suggests fewer
  players, "say seven with the thirty-two cards, and twelve with the fifty-two" (line 25), to leave
  cards for trading, which is not played here; the other reading would refuse a thirteenth hand.
- Hands from "the smaller pack of thirty-two" (line 25) are valued by the same rules; the engine
  does not ask which pack was used, and, as the text names no other sequence for it, seven, eight,
  nine is the lowest sequence there (ace, seven, eight is none).

>>> [str(hand_value(h)) for h in ("Ac Kc Qc", "3d 2d Ad", "Ks As 2s")]
['Sequence: ace, king, queen', 'Sequence: three, two, ace', 'Flush: 23 point']
>>> compare(["Qh Qs 5d", "Qd Qc 7s"]).winners
(1,)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Literal

from hoyle.errors import CardError
from hoyle.cards import PIPS, Card, no_card_twice, parse_named

CARDS = 3  # "three cards are distributed to each player" (line 44)
FULL_PACK = 52  # "the full pack of fifty-two cards" (line 25)
MOST_HANDS = FULL_PACK // CARDS  # hands of three the pack can deal

# The five combinations, "which range in value in the order given" (line 26); bigger is better.
TRICON, SEQUENCE, FLUSH, PAIR, POINT = 5, 4, 3, 2, 1
Combination = Literal["tricon", "sequence", "flush", "pair", "point"]  # the combinations in the book's words
RuleName = Literal["order", "tricon", "sequence", "flush", "pair", "point"]  # the rules of the text that decide
COMBINATIONS: dict[int, Combination] = {TRICON: "tricon", SEQUENCE: "sequence", FLUSH: "flush", PAIR: "pair", POINT: "point"}

# Peel's words for the ranks: "three knaves" (line 28), "ten, knave, queen" (line 29).
WORDS = {14: "ace", 13: "king", 12: "queen", 11: "knave", 10: "ten", 9: "nine", 8: "eight",
         7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}
PLURALS = {r: ("sixes" if r == 6 else w + "s") for r, w in WORDS.items()}


@dataclass(frozen=True)
class Rule:
    """A rule of the text that settles a comparison: its words, verbatim, and its line."""

    name: RuleName
    quote: str
    line: int


ORDER_RULE = Rule("order", "(_a_) Tricon, (_b_) Sequence, (_c_) Flush, (_d_) Pair, (_e_) Point, which range in value in the order given", 26)
TIE_RULES = {
    TRICON: Rule("tricon", "With Tricons, the highest wins, aces being first in this respect; then kings, queens, etc., down to twos.", 35),
    SEQUENCE: Rule("sequence", "With Sequences, the highest wins; the ace, king, queen sequence reckoning as the best, and the three, two, ace "
                               "sequence as the lowest.", 36),
    FLUSH: Rule("flush", "With Flushes, the one making the best \"point\"--as already described --wins.", 37),
    PAIR: Rule("pair", "With Pairs, the highest wins. If two players are alike, then the holder of the highest third card has the preference.", 38),
    POINT: Rule("point", "then the holder of the first highest card different from the opponent's wins.", 39),
}


def pips(card: Card) -> int:
    """A card's pips: "the ace counts for eleven, and the court cards for ten each" (line 26)."""
    return 11 if card.rank == 14 else PIPS[card.rank]


def point(cards) -> int:
    """"The total number of pips on the three cards, ace reckoning for eleven, and either of the
    court cards for ten" (line 33)."""
    return sum(pips(c) for c in cards)


def sequence_top(cards) -> int | None:
    """The top of a sequence (ace 14 in ace, king, queen; three in three, two, ace), or None.

    A sequence is "Three following cards of the same suit" (line 29); "the ace may be used at either
    end to form a sequence, it must not be so used between a king and a two" (line 30).
    """
    if len({c.suit for c in cards}) != 1:
        return None
    ranks = sorted(c.rank for c in cards)
    if ranks == [2, 3, 14]:
        return 3  # "the three, two, ace sequence as the lowest" (line 36)
    if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
        return ranks[2]
    return None  # among them "King, ace, two, is not, therefore, permissible as a sequence" (line 30)


@dataclass(frozen=True, order=True)
class Value:
    """What a hand is worth: the combination (5 tricon .. 1 point), then the key within it; compares with <."""

    combination: int
    key: tuple[int, ...]
    description: str = field(default="", compare=False)

    @property
    def name(self) -> Combination:
        """The combination in the book's word: 'tricon', 'sequence', 'flush', 'pair' or 'point'."""
        return COMBINATIONS[self.combination]

    def __str__(self) -> str:
        return self.description


def _by_rank(cards) -> tuple[int, ...]:
    """The ranks, highest first (ace, king, queen, knave, ten ... two): the order in which "the first
    highest card different from the opponent's" (line 39) is looked for."""
    return tuple(sorted((c.rank for c in cards), reverse=True))


def hand_value(cards) -> Value:
    """The value of a hand of three cards at Commerce.

    >>> hand_value("5s 5h 5d").description
    'Tricon of fives'
    >>> hand_value("Kh Kd As").description
    'Pair of kings, ace the third card'
    """
    hand = _hand(cards)
    ranks = _by_rank(hand)
    if ranks[0] == ranks[2]:
        return Value(TRICON, (ranks[0],), f"Tricon of {PLURALS[ranks[0]]}")
    top = sequence_top(hand)
    if top is not None:
        run = (14, 13, 12) if top == 14 else (3, 2, 14) if top == 3 else (top, top - 1, top - 2)
        return Value(SEQUENCE, (top,), "Sequence: " + ", ".join(WORDS[r] for r in run))
    total = point(hand)
    if len({c.suit for c in hand}) == 1:
        # Flushes go by the best point (line 37); on equal point the text is silent, and the point
        # rule (line 39), the first highest card different, is applied to them too (an editor's choice).
        return Value(FLUSH, (total,) + ranks, f"Flush: {total} point")
    if ranks[0] == ranks[1] or ranks[1] == ranks[2]:
        paired = ranks[1]
        odd = ranks[2] if ranks[0] == ranks[1] else ranks[0]
        return Value(PAIR, (paired, odd), f"Pair of {PLURALS[paired]}, {WORDS[odd]} the third card")
    return Value(POINT, (total,) + ranks, f"Point: {total}")


@dataclass(frozen=True)
class Decision:
    """Who wins among the hands (their places, from 0), and the rule of the text that decided it.

    `rule` is None when there is only one hand. `tie` is True when the best hands are alike in every
    respect the text names; the text is silent on that case, and all of them are given as winners.
    """

    values: tuple[Value, ...]
    winners: tuple[int, ...]
    rule: Rule | None
    tie: bool
    note: str
    hands: tuple[tuple[Card, ...], ...] = ()  # the hands as read, in the order given


def compare(hands) -> Decision:
    """The best of several hands, and the rule that made it best.

    >>> d = compare(["As Ah 2c", "Kd Qd Jd"])
    >>> d.winners, d.rule.line
    ((1,), 26)
    """
    hands = tuple(_hand(h, f"hand {i}") for i, h in enumerate(hands, 1))
    if not hands:
        raise CardError("wrong-count", "give at least one hand of three cards")
    no_card_twice(hands)
    values = tuple(hand_value(h) for h in hands)
    best = max(values)
    winners = tuple(i for i, v in enumerate(values) if v == best)
    if len(values) == 1:
        return Decision(values, winners, None, False, "only one hand", hands)
    contenders = [v for v in values if v.combination == best.combination]
    if len(contenders) == 1:
        return Decision(values, winners, ORDER_RULE, False,
                        f"a {best.name} beats a {max(v for v in values if v != best).name}", hands)
    rule = TIE_RULES[best.combination]
    tie = len(winners) > 1
    note = _tie_note(best, sorted(contenders, reverse=True)[1] if not tie else best, tie)
    return Decision(values, winners, rule, tie, note, hands)


def _tie_note(best: Value, second: Value, tie: bool) -> str:
    """How the tie rule settled it, in a line."""
    if tie:
        return (f"the best hands are alike ({best.description}): the text does not say what happens"
                " when every rule leaves them equal, so they are all given as winners")
    if best.combination == FLUSH and best.key[0] == second.key[0]:
        return (f"the flushes make the same point ({best.key[0]}); the text is silent, so the point rule"
                " (line 39) is applied: the first highest card different wins")
    if best.combination == PAIR and best.key[0] == second.key[0]:
        return f"the pairs are alike, so the highest third card wins ({WORDS[best.key[1]]} against {WORDS[second.key[1]]})"
    if best.combination == POINT and best.key[0] == second.key[0]:
        first = next(a for a, b in zip(best.key[1:], second.key[1:]) if a != b)
        return f"the points are equal ({best.key[0]}); the first highest card different wins: {WORDS[first]}"
    return f"the highest {best.name} wins: {best.description}"


def _hand(cards, name: str = "the hand") -> tuple[Card, ...]:
    """Three cards, parsed; no joker (the text's packs of 52 or 32 have none, line 25). `name` names
    the hand in an error."""
    hand = parse_named(cards, name, "Commerce is played with \"the full pack of fifty-two cards\" or the thirty-two (line 25), without the joker")
    if len(hand) != CARDS:
        raise CardError("wrong-count", f"{name} has {len(hand)} card{'s' * (len(hand) != 1)}: a hand at Commerce is three cards"
                        " (\"three cards are distributed to each player\", line 44)")
    return hand



# --- what a hand is worth: the combinations' frequencies, and a hand against others ---------------------------------
#
# The deal only: three cards to each player from the shuffled pack, before any trading (the excerpt stops in the middle
# of the rules for trading). Each hand's value is computed once for the whole pack as a plain tuple that orders hands
# exactly as `hand_value` does (tested against it over every hand).

SHORT_PACK = 32  # "the smaller pack of thirty-two" (line 25): sevens up to aces
PACKS = {52: tuple(range(2, 15)), 32: tuple(range(7, 15))}
MOST_DEALS = 15_000  # the most seeded deals sampled against two or more others (a request stays under 0.3 s in Pyodide)


def most_deals(others: int) -> int:
    """The seeded deals sampled against `others` hands: 15,000 against two, fewer as the hands grow (1,875 against 16)."""
    return min(MOST_DEALS, 30_000 // others)


def _key(ranks: tuple[int, int, int], suits: tuple[str, str, str]) -> tuple[int, ...]:
    """A hand's value as a tuple, from its ranks (2 .. 14) and suits: the same order as `hand_value`'s Value."""
    hi = tuple(sorted(ranks, reverse=True))
    if hi[0] == hi[2]:
        return (TRICON, hi[0])
    flush = suits[0] == suits[1] == suits[2]
    if flush:
        if hi == (14, 3, 2):
            return (SEQUENCE, 3)
        if hi[0] == hi[1] + 1 == hi[2] + 2:
            return (SEQUENCE, hi[0])
    total = sum(11 if r == 14 else min(r, 10) for r in hi)
    if flush:
        return (FLUSH, total) + hi
    if hi[0] == hi[1] or hi[1] == hi[2]:
        return (PAIR, hi[1], hi[2] if hi[0] == hi[1] else hi[0])
    return (POINT, total) + hi


@lru_cache(maxsize=2)
def _pack_values(size: int) -> tuple[tuple[Card, ...], dict[int, tuple[int, ...]]]:
    """The pack (52 or 32 cards) and every hand of three from it with its value, the hand as the sum of its cards' bits
    (card i is 1 << i)."""
    cards = tuple(Card(r, s) for r in PACKS[size] for s in "shdc")
    values = {}
    for a, b, c in combinations(range(len(cards)), 3):
        x, y, z = cards[a], cards[b], cards[c]
        values[(1 << a) | (1 << b) | (1 << c)] = _key((x.rank, y.rank, z.rank), (x.suit, y.suit, z.suit))
    return cards, values


def frequencies(size: int = FULL_PACK) -> dict[Combination, int]:
    """How many of the hands of three from the pack (52 or 32 cards) make each combination.

    >>> frequencies()
    {'tricon': 52, 'sequence': 48, 'flush': 1096, 'pair': 3744, 'point': 17160}
    """
    if size not in PACKS:
        raise ValueError("the full pack of 52 or the smaller of 32")
    counts = dict.fromkeys(COMBINATIONS.values(), 0)
    for key in _pack_values(size)[1].values():
        counts[COMBINATIONS[key[0]]] += 1
    return counts


@dataclass(frozen=True)
class Against:
    """A hand against `others` hands dealt from the rest of the pack: how often it is best alone (`wins`), best with
    another alike in every respect the text names (`ties`: the text is silent on how they settle), and beaten
    (`loses`), out of `deals` deals. Exact (every hand the other may hold) against one other; against two or more, a
    seeded sample of `deals` deals."""

    others: int
    wins: int
    ties: int
    loses: int
    deals: int
    exact: bool
    seed: int = 0


def most_others(size: int = FULL_PACK) -> int:
    """The most other hands the rest of the pack can deal: sixteen from 52 cards, nine from 32."""
    return size // CARDS - 1


def against(hand, others: int = 1, size: int = FULL_PACK, deals: int | None = None, seed: int = 1) -> Against:
    """How a hand fares against `others` hands of three dealt from the rest of the pack, before any trading.

    >>> a = against("Ac Kc Qc")
    >>> a.wins, a.ties, a.loses, a.deals
    (18378, 3, 43, 18424)
    """
    cards, values = _pack_values(size)
    held = _hand(hand)
    no_card_twice([held])
    place = {c: i for i, c in enumerate(cards)}
    missing = [c for c in held if c not in place]
    if missing:
        raise CardError("bad-card", f"{missing[0].code} is not in the pack of {size}: the smaller pack is sevens to aces (line 25)")
    if not 1 <= others <= most_others(size):
        raise ValueError(f"from 1 to {most_others(size)} other hands")
    mine = values[sum(1 << place[c] for c in held)]
    rest = [1 << i for i in range(len(cards)) if cards[i] not in held]
    if others == 1:  # every hand the other may hold
        wins, ties, loses = _tally(mine, (values[a | b | c] for a, b, c in combinations(rest, 3)))
        return Against(1, wins, ties, loses, wins + ties + loses, True)
    deals = most_deals(others) if deals is None else deals
    rng = random.Random(seed)
    hands = range(0, 3 * others, 3)

    def best_of_a_deal() -> tuple[int, ...]:
        dealt = rng.sample(rest, 3 * others)
        return max(values[dealt[i] | dealt[i + 1] | dealt[i + 2]] for i in hands)

    wins, ties, loses = _tally(mine, (best_of_a_deal() for _ in range(deals)))
    return Against(others, wins, ties, loses, deals, False, seed)


def _tally(mine: tuple[int, ...], bests) -> tuple[int, int, int]:
    """How many of the `bests` (the best of the other hands, deal by deal) are below the hand, alike, and above it."""
    wins = ties = loses = 0
    for best in bests:
        if best < mine:
            wins += 1
        elif best == mine:
            ties += 1
        else:
            loses += 1
    return wins, ties, loses

"""Vingt-un: the points of a hand, naturals and over-draws, and the settling of a round with the dealer.

Peel, *Round Games with Cards*, chapter "Vingt-un" (seed 002, lines 3-20). Line numbers below are
those of `texts/source/002_ea13b2b36291db35.txt`. The excerpt begins in the middle of the chapter,
at "Drawing" (page 67: the marker [68] follows line 9). The pages before it, where Peel describes
the game ("In the game we have described", line 16), are not in the project's text, so how the
cards count and how the dealer pays and receives cannot be quoted. Those rules are taken from the
standard rules of the game and marked OUTSIDE here and in every answer that uses them:

- OUTSIDE: an ace counts one or eleven, a ten or court card ten, the other cards their pips;
- OUTSIDE: a natural is an ace and a ten or court card, the two cards first dealt (the text names
  "a natural Vingt-un", line 16, but does not define it);
- OUTSIDE: the dealer pays those with better hands and receives from those with worse;
- OUTSIDE: a player who over-draws pays at once, and is not repaid if the dealer over-draws; a
  dealer who over-draws pays only those standing in (the text says only that he must "suffer the
  consequences of an over-draw", line 7);
- OUTSIDE: a natural is paid double by the dealer; a dealer's natural is paid double by each player
  who has none; a natural against the dealer's natural pays nothing either way;
- OUTSIDE: a player who divides a pair stakes on each hand what he staked on the pair;
- OUTSIDE: a natural does not throw the dealer out if the dealer has one too.

From the excerpt itself: the dealer "receives on ties" (line 13); each hand, a divided pair's too,
has at least the two cards dealt to it ("two cards given to each player, and also to cases of
divided pairs", line 4) and is settled by itself ("he must settle with one hand before attending
to the other", line 4); a player who "draws separately on his two cards, when they do not pair, ...
has to pay the dealer on each hand, and forfeits any amount he may have won" (line 9); "the
declaration of a natural Vingt-un throws the dealer out" (line 16); the additional privilege of a
natural (line 20) and the pool (line 13) are agreements ("It is sometimes agreed", line 20; "A pool
may be formed", line 13), off unless asked for.

Editor's choices, where the text leaves a question open (the other reading given too):

- A tie of naturals pays nothing, the standard rule. The other reading takes "the dealer receives
  on ties" (line 13) to cover naturals too, so that the player would pay.
- A divided pair's hand of an ace and a ten-card counts twenty-one but is not a natural: a natural
  is "the two cards" (line 20) first dealt, and each divided hand began with one of them. The other
  reading would pay it, and let it throw the dealer out, as a natural.
- Two cards "pair" (line 9) when they are of one denomination, as Peel defines a pair at Commerce
  ("Two cards of the same denomination", line 32): a knave and a king, though both count ten, do
  not pair. The other reading would let any two ten-cards be divided. Each divided hand is given
  with its card of the pair first, and the pair is judged by those two first cards.
- The privilege of a natural is paid by "each of the other players" (line 20), read as the players
  besides the dealer, who settles with the natural under the ordinary rules. The other reading
  would have the dealer pay the privilege too.
- A stake is what stands on the hand when it is settled; the excerpt mentions "a double" (line 20)
  but not how the dealer doubles, so any double is to be included in the stake given.
- The standard rules spare the dealer when a natural comes in the first hand of his deal; the
  engine does not know which hand of the deal it is, so `dealer_out` says what line 16 says.

>>> points("As 6d"), points("As 6d 9c"), natural("Kh As"), overdrawn("Kh 5d 9s")
(17, 16, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from hoyle.errors import CardError
from hoyle.cards import PIPS, Card, no_card_twice, parse_named

VINGT_UN = 21
MOST_PLAYERS = (52 - 2) // 2  # two cards to each player and to the dealer, from the pack
OUTSIDE = "OUTSIDE the excerpt: the standard rules of the game"
NO_JOKER = "Vingt-un is played without the joker"


def pips(card: Card) -> int:
    """A card's count with the ace as one (OUTSIDE the excerpt: the standard rules of the game count an
    ace one or eleven, a ten or court card ten, the others their pips)."""
    return PIPS[card.rank]


def points(cards) -> int:
    """The best count of a hand: an ace eleven unless that would pass 21, otherwise one.

    >>> points("As Ah 9c")
    21
    """
    hand = _cards(cards)
    total = sum(pips(c) for c in hand)
    if any(c.rank == 14 for c in hand) and total + 10 <= VINGT_UN:
        total += 10
    return total


def ace_counts(cards) -> Literal[1, 11] | None:
    """What an ace of the hand counts in its points: 11 when one counts eleven, 1 when the aces count one,
    None for a hand without an ace.

    >>> ace_counts("As 6d"), ace_counts("As 6d 9c"), ace_counts("Kh 5d")
    (11, 1, None)
    """
    hand = _cards(cards)
    if not any(c.rank == 14 for c in hand):
        return None
    return 11 if points(hand) != sum(pips(c) for c in hand) else 1


def natural(cards) -> bool:
    """A "natural Vingt-un" (line 16): an ace and a ten or court card, the two cards dealt (OUTSIDE the
    excerpt, which names the natural but does not define it: the standard rules of the game)."""
    hand = _cards(cards)
    return len(hand) == 2 and sorted(min(c.rank, 10) if c.rank != 14 else 14 for c in hand) == [10, 14]


def overdrawn(cards) -> bool:
    """Over-drawn: "his points exceed 21" (line 7)."""
    return points(cards) > VINGT_UN


@dataclass(frozen=True)
class Agreements:
    """The agreements the excerpt offers, off by default.

    `privilege`: "the holder of a natural Vingt-un, providing the dealer has not also received a
    natural, shall be ent.i.tled to an amount equal to, or double that of his own stake from each of the
    other players, unless there be other Vingt-uns, the holders of which are exempted from payment"
    (line 20): 0 (not agreed), 1 (equal) or 2 (double).
    `overdraw_penalty`: "whenever the dealer over-draws, he pay a penalty to the pool" (line 13).
    `tie_share`: "whenever the dealer receives on ties, he pay a proportion to the pool, say
    one-fourth or one-third of his receipts" (line 13).
    """

    privilege: Literal[0, 1, 2] = 0
    overdraw_penalty: int = 0
    tie_share: Fraction = Fraction(0)
    natural_pays: int = 2  # OUTSIDE: the standard rules of the game: the dealer pays a natural double
    dealer_natural_collects: int = 2  # OUTSIDE: the standard rules of the game: a dealer's natural collects double


@dataclass(frozen=True)
class HandResult:
    """One hand settled with the dealer: + the player receives, - he pays."""

    cards: tuple[Card, ...]
    stake: int
    points: int  # the hand's count, an ace as eleven unless that over-draws (`points`)
    natural: bool  # a natural Vingt-un: an ace and a ten-card, the two cards first dealt
    overdrawn: bool  # over twenty-one
    amount: int  # what the player receives (+) or pays (-) on this hand
    rule: str  # the rule that settled it, in words
    line: int | None  # the excerpt's line, or None for a rule OUTSIDE it
    tie: bool = False  # settled as a tie, which the dealer receives on (line 13)


@dataclass(frozen=True)
class PlayerResult:
    """One player's hands settled (two for a divided pair), the privilege, and his total."""

    hands: tuple[HandResult, ...]
    divided: bool
    irregular: bool  # drew separately on two cards that do not pair (line 9)
    privilege: int  # received (+) or paid (-) under the additional privilege (line 20)
    total: int


@dataclass(frozen=True)
class Round:
    """A round settled: the dealer's hand, each player's result, and what the dealer wins and pays to the pool."""

    dealer: tuple[Card, ...]
    dealer_points: int
    dealer_natural: bool
    dealer_overdrawn: bool
    players: tuple[PlayerResult, ...]
    dealer_total: int  # what the dealer wins (+) or loses (-) with the players
    to_pool: Fraction  # what the dealer pays to the pool under the agreements (line 13)
    # "the declaration of a natural Vingt-un throws the dealer out" (line 16); not when the dealer has
    # one too (OUTSIDE: the standard rules of the game)
    dealer_out: bool
    notes: tuple[str, ...] = field(default=())


def settle_hand(hand, stake: int, dealer, rules: Agreements = Agreements(), can_be_natural: bool = True) -> HandResult:
    """One hand against the dealer's.

    >>> settle_hand("10s 9h", 2, "8c Kd").amount
    2
    >>> settle_hand("10s 8h", 2, "8c Kd").amount, settle_hand("10s 8h", 2, "8c Kd").rule
    (-2, 'the dealer receives on ties')
    """
    hand, dealer = _cards(hand), _cards(dealer, "the dealer's hand")
    p, d = points(hand), points(dealer)
    nat = can_be_natural and natural(hand)
    d_nat = natural(dealer)

    def result(amount, rule, line=None, tie=False):
        return HandResult(hand, stake, p, nat, p > VINGT_UN, amount, rule, line, tie)

    if d_nat:
        if nat:
            return result(0, f"a natural against the dealer's natural: neither pays ({OUTSIDE})", tie=True)
        return result(-rules.dealer_natural_collects * stake, f"the dealer's natural is paid double ({OUTSIDE})")
    if nat:
        return result(rules.natural_pays * stake, f"a natural is paid double by the dealer ({OUTSIDE})")
    if p > VINGT_UN:
        return result(-stake, f"the player over-draws and pays, whatever the dealer holds ({OUTSIDE})")
    if d > VINGT_UN:
        return result(stake, f"the dealer over-draws and pays those standing in ({OUTSIDE}; the excerpt says only that he"
                             " must \"suffer the consequences of an over-draw\", line 7)")
    if p > d:
        return result(stake, f"the better hand is paid by the dealer ({OUTSIDE})")
    if p == d:
        return result(-stake, "the dealer receives on ties", 13, tie=True)
    return result(-stake, f"the dealer receives from lower hands ({OUTSIDE})")


def settle(dealer, players, rules: Agreements = Agreements()) -> Round:
    """A round: `players` is a list of (stake, [hand]) or (stake, [hand, hand]) for divided pairs, each
    divided hand with its card of the pair first.

    >>> r = settle("10c 7d", [(1, ["As Kd"]), (2, ["9s 9h 5c"]), (3, ["8s 8d"])])
    >>> [p.total for p in r.players], r.dealer_total, r.dealer_out
    ([2, -2, -3], 3, True)
    """
    dealer = _cards(dealer, "the dealer's hand")
    if len(dealer) < 2:
        raise CardError("wrong-count", f"the dealer's hand has {len(dealer)} card{'s' * (len(dealer) != 1)}: "
                        "he has at least the two cards dealt")
    _drawn_in_turn(dealer, "the dealer's hand")
    all_hands, names = [dealer], ["the dealer's hand"]
    results = []
    notes = []
    for number, (stake, hands) in enumerate(players, 1):
        if not isinstance(hands, (list, tuple)):
            raise TypeError(f"player {number}'s hands are a list of one hand, or two for a divided pair")
        labels = [f"player {number}'s hand" + (f" {k}" if len(hands) > 1 else "") for k in range(1, len(hands) + 1)]
        hands = [_cards(h, label) for h, label in zip(hands, labels)]
        all_hands.extend(hands)
        names.extend(labels)
        if not 1 <= len(hands) <= 2:
            raise CardError("wrong-count", f"player {number} has {len(hands)} hands: a player has one hand, or two when he divides a pair")
        for h, label in zip(hands, labels):
            if len(h) < 2:
                # "two cards given to each player, and also to cases of divided pairs" (line 4)
                raise CardError("wrong-count", f"{label} has {len(h)} card{'s' * (len(h) != 1)}: every hand, a divided"
                                " pair's too, has at least the two cards dealt to it (line 4)")
            _drawn_in_turn(h, label, divided=len(hands) == 2)
        divided = len(hands) == 2
        irregular = divided and hands[0][0].rank != hands[1][0].rank
        # A divided hand is not taken as a natural (an editor's choice: see the module docstring); the
        # natural is "the two cards" first dealt (line 20), and each divided hand began with one of them.
        # The pair is judged by each hand's first card, its card of the pair.
        settled = [settle_hand(h, stake, dealer, rules, can_be_natural=not divided) for h in hands]
        if irregular:
            # "he has to pay the dealer on each hand, and forfeits any amount he may have won" (line 9)
            settled = [HandResult(s.cards, s.stake, s.points, s.natural, s.overdrawn, -stake,
                                  'he "draws separately on his two cards, when they do not pair": he "has to pay the dealer on each hand"', 9)
                       for s in settled]
            notes.append("a player drew separately on cards that do not pair: "
                         "\"the offender pays a penalty to the pool, if there be one\" (line 11)")
        results.append((tuple(settled), divided, irregular))
    no_card_twice(all_hands, names)
    d_nat = natural(dealer)
    naturals = [i for i, (s, _, _) in enumerate(results) if any(h.natural for h in s)]
    privilege = [0] * len(results)
    if rules.privilege and not d_nat:
        stakes = [stake for stake, _ in players]
        for i in naturals:
            for j in range(len(results)):
                if j != i and j not in naturals:
                    pay = rules.privilege * stakes[i]
                    privilege[i] += pay
                    privilege[j] -= pay
    players_out = tuple(
        PlayerResult(s, divided, irregular, privilege[i], sum(h.amount for h in s) + privilege[i])
        for i, (s, divided, irregular) in enumerate(results)
    )
    dealer_total = -sum(h.amount for p in players_out for h in p.hands)
    to_pool = Fraction(0)
    if points(dealer) > VINGT_UN:
        to_pool += rules.overdraw_penalty
    tie_receipts = sum(-h.amount for p in players_out for h in p.hands if h.tie and h.amount < 0)
    to_pool += Fraction(rules.tie_share) * tie_receipts
    return Round(dealer, points(dealer), d_nat, points(dealer) > VINGT_UN, players_out, dealer_total,
                 to_pool, bool(naturals) and not d_nat, tuple(notes))


def _drawn_in_turn(hand: tuple[Card, ...], name: str, divided: bool = False) -> None:
    """Refuse a hand that had over-drawn before its last card, in whatever order it was drawn: without its highest
    card (a divided hand's card of the pair came first, so not that one) it counts over twenty-one, aces one. No card
    is drawn to a hand that has over-drawn: the player pays at once, the dealer suffers "the consequences of an
    over-draw" (line 7)."""
    highest = max(hand[1:] if divided else hand, key=pips)
    before = sum(pips(c) for c in hand) - pips(highest)
    if before > VINGT_UN:
        raise CardError("bad-hand", f"{name} had over-drawn before its last card: without its {highest.code} it counts "
                        f"{before}, and no card is drawn to a hand that has over-drawn")


def _cards(cards, name: str = "the hand") -> tuple[Card, ...]:
    """The cards of a hand, parsed; no joker. `name` names the hand in an error."""
    return parse_named(cards, name, NO_JOKER)


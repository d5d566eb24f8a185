"""Vingt-un: the points of a hand, naturals and over-draws, and the settling of a round with the dealer.

Peel, *Round Games with Cards*, chapter "Vingt-un" (seed 002, lines 3-20). Line numbers below are
those of `texts/source/002_ea13b2b36291db35.txt`. The excerpt begins at "Drawing" (page 67): the
opening pages, which tell how the cards count and how the dealer pays and receives, are not in it.
Rules taken from outside the excerpt are marked OUTSIDE below; they are Peel's own (pages 61-63, as
printed in public copies of the book) and the standard rules of the game:

- OUTSIDE: an ace counts one or eleven, a ten or court card ten, the other cards their pips;
- OUTSIDE: the dealer pays those with better hands and receives from all who over-draw or whose
  points are lower or equal to his; a tie of two naturals pays nothing either way;
- OUTSIDE: a player who over-draws pays at once, and is not repaid if the dealer over-draws; a
  dealer who over-draws pays only those standing in;
- OUTSIDE: a natural is paid double by the dealer; a dealer's natural is paid double by each player
  who has none.

From the excerpt itself: the dealer "receives on ties" (line 13); divided pairs are settled hand by
hand (line 4); a player who "draws separately on his two cards, when they do not pair, ... has to pay
the dealer on each hand, and forfeits any amount he may have won" (line 9); the additional privilege
of a natural (line 20) and the pool (line 13) are house rules, off unless asked for.

>>> points("As 6d"), points("As 6d 9c"), natural("Kh As"), overdrawn("Kh 5d 9s")
(17, 16, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from hoyle.cards import Card, CardError, format_cards, no_card_twice, parse_cards

VINGT_UN = 21


def pips(card: Card) -> int:
    """A card's count with the ace as one (OUTSIDE the excerpt: the standard count, ace one or eleven)."""
    return 1 if card.rank == 14 else min(card.rank, 10)


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


def natural(cards) -> bool:
    """A "natural Vingt-un" (line 16): an ace and a ten or court card, the two cards dealt."""
    hand = _cards(cards)
    return len(hand) == 2 and sorted(min(c.rank, 10) if c.rank != 14 else 14 for c in hand) == [10, 14]


def overdrawn(cards) -> bool:
    """Over-drawn: "his points exceed 21" (line 7)."""
    return points(cards) > VINGT_UN


@dataclass(frozen=True)
class HouseRules:
    """The agreements the excerpt offers, off by default.

    `privilege`: "the holder of a natural Vingt-un, providing the dealer has not also received a
    natural, shall be entitled to an amount equal to, or double that of his own stake from each of the
    other players, unless there be other Vingt-uns, the holders of which are exempted from payment"
    (line 20): 0 (not agreed), 1 (equal) or 2 (double).
    `overdraw_penalty`: "whenever the dealer over-draws, he pay a penalty to the pool" (line 13).
    `tie_share`: "whenever the dealer receives on ties, he pay a proportion to the pool, say
    one-fourth or one-third of his receipts" (line 13).
    """

    privilege: int = 0
    overdraw_penalty: int = 0
    tie_share: Fraction = Fraction(0)
    natural_pays: int = 2  # OUTSIDE: the dealer pays a natural double
    dealer_natural_collects: int = 2  # OUTSIDE: a dealer's natural collects double


@dataclass(frozen=True)
class HandResult:
    """One hand settled with the dealer: + the player receives, - he pays."""

    cards: tuple[Card, ...]
    stake: int
    points: int
    natural: bool
    overdrawn: bool
    amount: int
    rule: str
    line: int | None  # the excerpt's line, or None for a rule OUTSIDE it
    tie: bool = False


@dataclass(frozen=True)
class PlayerResult:
    hands: tuple[HandResult, ...]
    divided: bool
    irregular: bool  # drew separately on two cards that do not pair (line 9)
    privilege: int  # received (+) or paid (-) under the additional privilege (line 20)
    total: int


@dataclass(frozen=True)
class Round:
    dealer: tuple[Card, ...]
    dealer_points: int
    dealer_natural: bool
    dealer_overdrawn: bool
    players: tuple[PlayerResult, ...]
    dealer_total: int  # what the dealer wins (+) or loses (-) with the players
    to_pool: Fraction  # what the dealer pays to the pool under the house rules
    dealer_out: bool  # "the declaration of a natural Vingt-un throws the dealer out" (line 16)
    notes: tuple[str, ...] = field(default=())


def settle_hand(hand, stake: int, dealer, rules: HouseRules = HouseRules(), can_be_natural: bool = True) -> HandResult:
    """One hand against the dealer's.

    >>> settle_hand("10s 9h", 2, "8c Kd").amount
    2
    >>> settle_hand("10s 8h", 2, "8c Kd").amount, settle_hand("10s 8h", 2, "8c Kd").rule
    (-2, 'the dealer receives on ties')
    """
    hand, dealer = _cards(hand), _cards(dealer)
    p, d = points(hand), points(dealer)
    nat = can_be_natural and natural(hand)
    d_nat = natural(dealer)

    def result(amount, rule, line=None, tie=False):
        return HandResult(hand, stake, p, nat, p > VINGT_UN, amount, rule, line, tie)

    if d_nat:
        if nat:
            return result(0, "a natural against the dealer's natural: neither pays (OUTSIDE the excerpt)", tie=True)
        return result(-rules.dealer_natural_collects * stake, "the dealer's natural is paid double (OUTSIDE the excerpt)")
    if nat:
        return result(rules.natural_pays * stake, "a natural is paid double by the dealer (OUTSIDE the excerpt)")
    if p > VINGT_UN:
        return result(-stake, "the player over-draws and pays, whatever the dealer holds (OUTSIDE the excerpt)")
    if d > VINGT_UN:
        return result(stake, "the dealer over-draws and pays those standing in (OUTSIDE the excerpt; line 7)", 7)
    if p > d:
        return result(stake, "the better hand is paid by the dealer (OUTSIDE the excerpt)")
    if p == d:
        return result(-stake, "the dealer receives on ties", 13, tie=True)
    return result(-stake, "the dealer receives from lower hands (OUTSIDE the excerpt)")


def settle(dealer, players, rules: HouseRules = HouseRules()) -> Round:
    """A round: `players` is a list of (stake, [hand]) or (stake, [hand, hand]) for divided pairs.

    >>> r = settle("10c 7d", [(1, ["As Kd"]), (2, ["9s 9h 5c"]), (3, ["8s 8d"])])
    >>> [p.total for p in r.players], r.dealer_total, r.dealer_out
    ([2, -2, -3], 3, True)
    """
    dealer = _cards(dealer)
    if len(dealer) < 2:
        raise CardError("wrong-count", "the dealer has at least the two cards dealt")
    all_hands, names = [dealer], ["the dealer's hand"]
    results = []
    notes = []
    for number, (stake, hands) in enumerate(players, 1):
        hands = [_cards(h) for h in hands]
        all_hands.extend(hands)
        names.extend(f"player {number}'s hand" if len(hands) == 1 else f"player {number}'s hand {k}" for k in range(1, len(hands) + 1))
        if not isinstance(stake, int) or isinstance(stake, bool) or stake < 0:
            raise CardError("bad-stake", f"a stake is a whole number of counters, not {stake!r}")
        if not 1 <= len(hands) <= 2:
            raise CardError("wrong-count", "a player has one hand, or two when he divides a pair")
        for h in hands:
            if len(h) < (1 if len(hands) == 2 else 2):
                raise CardError("wrong-count", "each hand has at least the cards dealt to it")
        divided = len(hands) == 2
        irregular = divided and hands[0][0].rank != hands[1][0].rank
        # A divided hand is not taken as a natural: the text is silent; the natural is "the two cards"
        # dealt (line 20), and a divided pair's hands each started from one of them.
        settled = [settle_hand(h, stake, dealer, rules, can_be_natural=not divided) for h in hands]
        if irregular:
            # "he has to pay the dealer on each hand, and forfeits any amount he may have won" (line 9)
            settled = [HandResult(s.cards, s.stake, s.points, s.natural, s.overdrawn, -stake,
                                  "drew separately on two cards that do not pair: pays the dealer on each hand", 9)
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


def _cards(cards) -> tuple[Card, ...]:
    hand = parse_cards(cards)
    if any(c.is_joker for c in hand):
        raise CardError("joker-not-in-play", "Vingt-un is played without the joker")
    return hand


def _fraction(x) -> str | int:
    x = Fraction(x)
    return x.numerator if x.denominator == 1 else str(x)


def _rules(data) -> HouseRules:
    if data is None:
        return HouseRules()
    if not isinstance(data, dict):
        raise CardError("bad-request", '"rules" is an object: {"privilege": 0|1|2, "overdraw_penalty": n, "tie_share": "1/4"}')
    privilege = data.get("privilege", 0)
    if privilege not in (0, 1, 2) or isinstance(privilege, bool):
        raise CardError("bad-rules", "the privilege of a natural is 0 (none), 1 (a stake) or 2 (a double) from each player")
    penalty = data.get("overdraw_penalty", 0)
    if not isinstance(penalty, int) or isinstance(penalty, bool) or penalty < 0:
        raise CardError("bad-rules", "the dealer's penalty for over-drawing is a whole number of counters")
    try:
        share = Fraction(str(data.get("tie_share", 0)))
    except (ValueError, ZeroDivisionError):
        raise CardError("bad-rules", "the dealer's share of ties to the pool is a fraction, like 1/4 or 1/3") from None
    if not 0 <= share <= 1:
        raise CardError("bad-rules", "the dealer's share of ties to the pool is between 0 and 1")
    return HouseRules(privilege, penalty, share)


def vingt_un(request: dict) -> dict:
    """The facade's answer for a round.

    Request: {"dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"},
    {"stake": 2, "hands": ["8s 3d 9c", "8d Kh"]}], "rules": {"privilege": 0, "overdraw_penalty": 0,
    "tie_share": "0"}} (a player has "cards" for one hand or "hands" for a divided pair).

    >>> vingt_un({"dealer": "10c 7d", "players": [{"stake": 1, "cards": "9s 9h"}]})["players"][0]["total"]
    1
    """
    if not isinstance(request, dict) or not isinstance(request.get("dealer"), (str, list)) \
            or not isinstance(request.get("players"), list):
        raise CardError("bad-request", 'give "dealer": cards and "players": [{"stake": n, "cards": cards}, ...]')
    players = []
    for p in request["players"]:
        if not isinstance(p, dict) or ("cards" in p) == ("hands" in p):
            raise CardError("bad-request", 'each player is {"stake": n, "cards": cards} or {"stake": n, "hands": [cards, cards]}')
        hands = [p["cards"]] if "cards" in p else p["hands"]
        if not isinstance(hands, list) or not all(isinstance(h, (str, list)) for h in hands):
            raise CardError("bad-request", '"hands" is a list of one or two hands')
        players.append((p.get("stake", 1), hands))
    r = settle(request["dealer"], players, _rules(request.get("rules")))

    def hand(h: HandResult) -> dict:
        return {"cards": [c.code for c in h.cards], "symbols": format_cards(h.cards, symbols=True),
                "points": h.points, "natural": h.natural, "overdrawn": h.overdrawn, "amount": h.amount,
                "rule": h.rule, "line": h.line}

    return {
        "dealer": {"cards": [c.code for c in r.dealer], "symbols": format_cards(r.dealer, symbols=True),
                   "points": r.dealer_points, "natural": r.dealer_natural, "overdrawn": r.dealer_overdrawn},
        "players": [{"hands": [hand(h) for h in p.hands], "divided": p.divided, "irregular": p.irregular,
                     "privilege": p.privilege, "total": p.total} for p in r.players],
        "dealer_total": r.dealer_total,
        "to_pool": _fraction(r.to_pool),
        "dealer_out": r.dealer_out,
        "notes": list(r.notes),
    }

"""Whisky poker: the widow, and what a player may do on his turn (Practical Poker, "Varieties of Poker").

"An extra hand, or 'widow,' is dealt in the centre of the table. The dealer gives five cards to each player,
face down, one at a time in rotation, dealing to the widow just before he deals to himself." The first player
may take the widow unseen, pass, or knock; once it is taken (and so face up), each player may "take the whole
five cards in exchange for his own five; or discard any one card from his own hand ... taking one of the
widow's cards in exchange for it; or knock on the table". "When the hands are shown, the best Poker hand wins."

| function | what |
| --- | --- |
| `deal(players, seed, rules)` | the hands and the widow, dealt in the book's order from a seeded shuffle |
| `field_of(left, rules)` | exact: the hands one opponent may hold from the cards left, by strength |
| `versus(strength, field)` | exact: how many of them a hand of that strength beats, ties and loses to |
| `table_sample(left, players, ...)` | the strongest of the other hands over seeded deals of the cards left |
| `options(hand, widow, seen, players, ...)` | every choice of the turn, with its exact and its sampled share, best first |

Every option leaves the same cards unseen (the player's own hand, the widow face up and the cards seen are
all known to him, whichever five he then holds), so one count of the opponent's possible hands serves all
twenty-seven options exactly, and one seeded sample of the other hands serves them all at the table (the
same deals `hoyle.poker.straight.best_of` would make for each option). Taking the widow unseen: the widow
and the other hands are all dealt from the cards he has not seen, so no one of them is likelier than another
to be best: against one hand its expected share is exactly one half, among n players exactly 1/n. The model
treats the other hands as dealt from the unseen cards; no draw or knock of theirs is modelled.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from fractions import Fraction

from hoyle.cards import Card, pack, parse_cards, rank_multisets  # noqa: F401  (parse_cards: the doctests)
from hoyle.errors import CardError
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.poker.straight import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, Estimate, Versus, check_table, estimate, strength_counts, unseen
from hoyle.poker.tables import card_int, table

__all__ = ["MAX_PLAYERS", "MAX_SEED", "MIN_PLAYERS", "MOST_DEALS", "Deal", "Field", "Option", "Sample", "deal", "dealing_order",
           "field_of", "options", "table_sample", "versus"]

MOST_DEALS = 3_000  # one request's sample: eight players, with the exact count, take about 0.25 s in Pyodide (scripts/bench/parts.py)
HAND = 5
WIDOW = 0  # the widow's place in the dealing order (the seats are 1 to n, the dealer n)


@dataclass(frozen=True)
class Deal:
    """The hands (seat 1, on the dealer's left, first; the dealer last) and the widow, as dealt."""

    seed: int
    hands: tuple[tuple[Card, ...], ...]
    widow: tuple[Card, ...]


def dealing_order(players: int) -> tuple[int, ...]:
    """Who gets each card of a round of the deal: seat 1 to the dealer's left, ..., the widow (0) "just
    before he deals to himself", the dealer (seat `players`) last.

    >>> dealing_order(4)
    (1, 2, 3, 0, 4)
    """
    return (*range(1, players), WIDOW, players)


def deal(players: int, seed: int, rules: HouseRules = STANDARD) -> Deal:
    """The deal of `players` hands and the widow, "one at a time in rotation", from the pack shuffled by
    random.Random(seed) (a Fisher-Yates shuffle as the simulator's, as far as the cards dealt).

    >>> d = deal(4, 7)
    >>> len(d.hands), len(d.widow)
    (4, 5)
    """
    check_table(players, 1, seed)
    rnd = random.Random(seed).random
    cards = list(pack(rules.joker))
    dealt = HAND * (players + 1)
    for i in range(dealt):
        j = i + int(rnd() * (len(cards) - i))
        cards[i], cards[j] = cards[j], cards[i]
    order = dealing_order(players)
    got: dict[int, list[Card]] = {who: [] for who in order}
    for k in range(dealt):
        got[order[k % len(order)]].append(cards[k])
    return Deal(seed, tuple(tuple(got[s]) for s in range(1, players + 1)), tuple(got[WIDOW]))


@dataclass(frozen=True)
class Field:
    """The hands one opponent may hold from the cards left, by strength: `strengths` ascending, `below[i]` the
    number of hands weaker than strengths[i], `ways[i]` the number of that strength."""

    strengths: tuple[int, ...]
    below: tuple[int, ...]
    ways: tuple[int, ...]
    total: int


def field_of(left: list[Card], rules: HouseRules = STANDARD) -> Field:
    """Every hand of five from the cards left, counted by strength (exactly: `hoyle.poker.straight.strength_counts`)."""
    counts = strength_counts(left, rules)
    strengths = tuple(sorted(counts))
    below, total = [], 0
    for s in strengths:
        below.append(total)
        total += counts[s]
    return Field(strengths, tuple(below), tuple(counts[s] for s in strengths), total)


def versus(strength: int, field: Field) -> Versus:
    """How many of the field's hands a hand of this strength beats, ties and loses to (exact)."""
    i = bisect_left(field.strengths, strength)
    if i < len(field.strengths) and field.strengths[i] == strength:
        beats, ties = field.below[i], field.ways[i]
    else:
        beats = field.below[i] if i < len(field.strengths) else field.total
        ties = 0
    return Versus(beats=beats, ties=ties, loses=field.total - beats - ties)


@dataclass(frozen=True)
class Sample:
    """Seeded deals of the other hands from the cards left: for each strongest strength among them, the number
    of deals it was the top, and the sums (and sums of squares) of the share a hand equal to it would take."""

    players: int
    deals: int
    seed: int
    tops: tuple[int, ...]  # ascending
    below: tuple[int, ...]  # deals whose top was weaker than tops[i]
    times: tuple[int, ...]
    tie_share: tuple[float, ...]
    tie_square: tuple[float, ...]
    # The same for the weakest of the other hands (the worst hand pays): the deals it was the bottom, and the sums
    # (and sums of squares) of the share of the bill a hand equal to it would pay.
    bottoms: tuple[int, ...] = ()
    above: tuple[int, ...] = ()  # deals whose bottom was stronger than bottoms[i]
    bottom_times: tuple[int, ...] = ()
    bill_share: tuple[float, ...] = ()
    bill_square: tuple[float, ...] = ()


def table_sample(left: list[Card], players: int, rules: HouseRules = STANDARD, deals: int = MOST_DEALS, seed: int = 1) -> Sample:
    """The other `players` - 1 hands over `deals` seeded deals of the cards left: the deals `best_of` makes."""
    check_table(players, deals, seed)
    pool = [card_int(c) for c in left]
    others = players - 1
    if len(pool) < HAND * others:
        raise CardError("too-many-dead", f"{len(pool)} cards are left for {others} other hands of five")
    strength5 = table(rules).strength5
    rng = random.Random(seed)
    by_top: dict[int, list] = {}
    by_bottom: dict[int, list] = {}
    for _ in range(deals):
        hands = rng.sample(pool, HAND * others)
        values = [strength5(*hands[HAND * i: HAND * i + HAND]) for i in range(others)]
        for end, by in ((max(values), by_top), (min(values), by_bottom)):
            share = 1 / (values.count(end) + 1)
            entry = by.setdefault(end, [0, 0.0, 0.0])
            entry[0] += 1
            entry[1] += share
            entry[2] += share * share
    tops = tuple(sorted(by_top))
    below, total = [], 0
    for s in tops:
        below.append(total)
        total += by_top[s][0]
    bottoms = tuple(sorted(by_bottom))
    above, total = [], deals
    for s in bottoms:
        total -= by_bottom[s][0]
        above.append(total)
    return Sample(players, deals, seed, tops, tuple(below), tuple(by_top[s][0] for s in tops), tuple(by_top[s][1] for s in tops),
                  tuple(by_top[s][2] for s in tops), bottoms, tuple(above), tuple(by_bottom[s][0] for s in bottoms),
                  tuple(by_bottom[s][1] for s in bottoms), tuple(by_bottom[s][2] for s in bottoms))


def table_share(strength: int, sample: Sample) -> Estimate:
    """A hand of this strength's share of the pools over the sample's deals, with its 95% interval."""
    i = bisect_left(sample.tops, strength)
    best = sample.below[i] if i < len(sample.tops) else sample.deals
    divided, tie_share, tie_square = 0, 0.0, 0.0
    if i < len(sample.tops) and sample.tops[i] == strength:
        divided, tie_share, tie_square = sample.times[i], sample.tie_share[i], sample.tie_square[i]
    return estimate(best, divided, best + tie_share, best + tie_square, sample.deals, sample.seed)


def table_escape(strength: int, sample: Sample) -> Estimate:
    """When the worst hand pays: how often a hand of this strength escapes the bill over the sample's deals (a tie
    for the worst dividing it), with its 95% interval: the deals some other hand is weaker, and part of each tie."""
    i = bisect_left(sample.bottoms, strength)
    # deals whose weakest other hand is below this strength: escaped whole
    escaped = sample.deals - (sample.above[i - 1] if i > 0 else sample.deals)
    divided, share_sum, square_sum = 0, float(escaped), float(escaped)
    if i < len(sample.bottoms) and sample.bottoms[i] == strength:
        n, t, t2 = sample.bottom_times[i], sample.bill_share[i], sample.bill_square[i]
        divided = n
        share_sum += n - t  # each tie escapes 1 - its share of the bill
        square_sum += n - 2 * t + t2
    return estimate(escaped, divided, share_sum, square_sum, sample.deals, sample.seed)


@dataclass(frozen=True)
class Option:
    """One choice of the turn: `action` "knock", "pass", "turn-up", "take" (the widow face up), "take-unseen" or
    "exchange" (`give` one of his cards for the widow's `take`); `hand` the five it leaves him (None: the widow
    unseen); `heads_up` its count against one other hand (None for the widow unseen), `share` its exact share
    against one hand; `table` its share among all the players, sampled (None heads up), or exact for the widow
    unseen (`table_exact`)."""

    action: str
    give: Card | None
    take: Card | None
    hand: tuple[Card, ...] | None
    heads_up: Versus | None
    share: Fraction
    table: Estimate | None
    table_exact: Fraction | None


#: What the hands are shown for: "the best Poker hand wins" the pool, or "if the game is for refreshments, the worst
#: hand pays" (a tie for the worst dividing the bill: the editor's reading). Heads up the two are one: a hand escapes
#: the bill exactly when it takes the pool (a tie halving both); among more players the figure at the table is the
#: share of the pools, or how often the hand escapes paying.
AIMS = ("best-wins", "worst-pays")


def _option(action: str, hand: tuple[Card, ...], strength: int, field: Field, sample: Sample | None,
            give: Card | None = None, take: Card | None = None, aim: str = "best-wins") -> Option:
    v = versus(strength, field)
    at_table = None if sample is None else table_escape(strength, sample) if aim == "worst-pays" else table_share(strength, sample)
    return Option(action, give, take, hand, v, v.share, at_table, None)


def options(hand: tuple[Card, ...], widow: tuple[Card, ...] | None, seen: tuple[Card, ...] = (), players: int = 2,
            rules: HouseRules = STANDARD, deals: int = MOST_DEALS, seed: int = 1, dealer: bool = False,
            aim: str = "best-wins", knocked: bool = False) -> list[Option]:
    """Every choice of a player's turn, best first (by the exact share against one other hand, then the figure at
    the table; when the worst hand pays, by the figure at the table first). The widow face up: knock, take the
    whole five, or exchange any one card for any one of the widow's. Not yet turned: take it unseen, pass (the
    dealer: turn it up), or knock. When someone has knocked, "after the knock each of the other players still
    has one more chance to draw or exchange", and he may stand without knocking ("unless some previous player
    has knocked"): "stand" for "knock".

    >>> best = options(parse_cards("Ks Kd 9c 5h 2s"), parse_cards("Kh 7d 7c 4h 3s"))[0]
    >>> best.action, best.give.code, best.take.code, best.share
    ('exchange', '9c', 'Kh', Fraction(841625, 850668))
    """
    check_table(players, deals, seed)
    known = tuple(hand) + tuple(widow or ()) + tuple(seen)
    left = unseen(known, rules)
    needed = HAND * (players - 1) + (HAND if widow is None else 0)
    if len(left) < needed:
        raise CardError("too-many-dead", f"{len(left)} cards are unseen, too few for the widow and {players - 1} other hands of five"
                        if widow is None else f"{len(left)} cards are unseen, too few for {players - 1} other hands of five")
    field = field_of(left, rules)
    sample = table_sample(left, players, rules, deals, seed) if players > 2 else None
    t = table(rules)
    if aim not in AIMS:
        raise ValueError(f"the aim is one of {AIMS}")
    mine = t.strength(hand)
    stand = "stand" if knocked else "knock"
    found: list[Option] = []
    if widow is None:
        # Unseen, the widow is as likely as any other hand to be the best, or the worst: exactly 1/n of the pools,
        # or (n - 1)/n escapes from the bill.
        unseen_table = None if players == 2 else Fraction(1, players) if aim == "best-wins" else Fraction(players - 1, players)
        found.append(Option("take-unseen", None, None, None, None, Fraction(1, 2), None, unseen_table))
        found.append(_option("turn-up" if dealer else "stand" if knocked else "pass", tuple(hand), mine, field, sample, aim=aim))
        if not knocked:  # after a knock, he stands (passes) or takes the widow
            found.append(_option("knock", tuple(hand), mine, field, sample, aim=aim))
    else:
        found.append(_option(stand, tuple(hand), mine, field, sample, aim=aim))
        found.append(_option("take", tuple(widow), t.strength(widow), field, sample, aim=aim))
        for i, give in enumerate(hand):
            for take in widow:
                kept = (*hand[:i], take, *hand[i + 1:])
                found.append(_option("exchange", kept, t.strength(kept), field, sample, give, take, aim=aim))
    return sorted(found, key=_rank_key if aim == "best-wins" else _escape_key)  # stable: equal options keep the order above


def _at_table(o: Option) -> float:
    return o.table.share if o.table is not None else float(o.table_exact) if o.table_exact is not None else 0.0


def _rank_key(o: Option) -> tuple:
    return (-o.share, -_at_table(o))


def _escape_key(o: Option) -> tuple:
    return (-_at_table(o), -o.share)

"""Vingt-un advice: draw, stand or divide, by the exact expectation over the cards not seen.

Peel's excerpt (seed 002, lines 3-20) tells how the players draw ("content", "a card", line 4) but not
when the dealer draws or stands: the chapter's earlier pages, where he describes the game, are not in
the excerpt, and the standard rules of the game leave it to the dealer. To reckon a player's chances
the dealer must follow some rule, so the engine takes one, an editor's choice: the dealer draws until
his count is `stands` or more, an ace counting eleven where that does not over-draw him (OUTSIDE the
excerpt). The default reading is 17, the rule the card rooms later fixed; 16 is the other common
reading (with ties going to the dealer, standing at 16 costs him little); 15 and 18 are offered too.

What the engine counts, for a hand, the dealer's card if the player has seen it, and any other cards
seen (thrown up or drawn face up by other players), all removed from one pack of fifty-two:

- every card still unseen is equally likely to be the next dealt, the dealer's two cards included;
- the dealer has no natural: he would have declared it before the drawing began, and collected
  (OUTSIDE the excerpt, the standard rules; so a player deciding knows it);
- the player over-drawing pays at once; the dealer over-drawing pays those standing in; a better
  hand is paid by the dealer; "the dealer receives on ties" (line 13);
- stand: the hand as it is; draw: take a card, then go on by whichever is better at each card
  (the best play, the whole tree of draws counted, each card's removal counted);
- divide (a pair, two cards of one denomination, as the engine reads "pair", line 9): two hands, each
  given a second card and played by the best play, staking the same on each; each hand is reckoned
  as though the other's further cards were not seen (the usual simplification of exact reckoners:
  the hands share the pack, and counting both together would take far longer). A divided hand of an
  ace and a ten-card counts twenty-one but is not a natural (an editor's choice, `vingt_un`).

Expectations are per unit staked on the hand, exact fractions; a divided pair's is for both hands
together, each staked like the pair. The other players' cards not seen are treated as unseen (they
are), and their play does not change one player's chances: each draws from his own cards only.

When few cards are unseen the pack may run out. Peel does not say what then happens in the game he
describes; under the other ways of limiting the deal the dealer draws from the used cards, shuffled
(line 16), which cannot be reckoned without knowing which of the cards seen are used. So the engine
takes a convention, an editor's choice: the cards unseen, but the dealer's, are the stock; a hand
that finds no card left to draw stands as it is, the player's (he cannot draw when every card unseen
is the dealer's) and the dealer's (he stands on what he holds, short of his rule, and is settled by
his count, ties to him as ever). A pair is divided only when two cards are left to give the hands
their second, and each hand is reckoned with the other's second card out of the stock. Where the
stock cannot run out, none of this changes an answer.

Speed: the dealer's chance of ending on each count for a given pack is a sum over the dealer's final
hands, each hand's number of orders worked out once for the rule (`_dealer_hands`), so each stand
costs one pass over some three thousand hands; the draws share those passes by the cards left.

>>> a = advise("10c 6d")
>>> a.best, round(float(a.stand), 4), round(float(a.draw), 4)
('draw', -0.4606, -0.4522)
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import chain, repeat
from math import prod
from operator import call, itemgetter, mul

if sys.version_info >= (3, 12):
    from math import sumprod  # Python 3.12 and later (Pyodide's): the same sum, faster
else:  # Python 3.11
    def sumprod(p, q, /):
        return sum(map(mul, p, q))

from hoyle.cards import Card, no_card_twice, parse_named
from hoyle.errors import CardError, RequestError
from hoyle.rounds.vingt_un import NO_JOKER

VINGT_UN = 21
BUST = 22  # a dealer's count over twenty-one, in the tables below
LEAST = 4  # the least count of two cards (two twos; two aces count twelve)
TEN = 10
DEALER_STANDS = (15, 16, 17, 18)
DEFAULT_STANDS = 17
#: One pack: four of each card, sixteen counting ten (the ten and the court cards).
FULL_PACK: tuple[int, ...] = (4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
CHOICES = ("stand", "draw", "divide")


def value(card: Card) -> int:
    """A card's count, the ace one (an ace may count eleven: `_best`)."""
    return 1 if card.rank == 14 else min(card.rank, TEN)


def _best(hard: int, ace: bool) -> int:
    return hard + 10 if ace and hard + 10 <= VINGT_UN else hard


def count(values) -> int:
    """The best count of a hand given by its cards' values.

    >>> count((1, 6)), count((1, 6, 9)), count((1, 1, 9))
    (17, 16, 21)
    """
    return _best(sum(values), 1 in values)


@dataclass(frozen=True)
class Advice:
    """What each choice is worth to the player, per unit staked (a divided pair: both hands together)."""

    hand: tuple[Card, ...]
    count: int
    soft: bool  # an ace counting eleven in the count
    dealer: Card | None
    seen: tuple[Card, ...]
    stands: int
    stand: Fraction
    draw: Fraction | None  # None when every card unseen is the dealer's: none is left to draw
    divide: Fraction | None  # None when the hand is not a pair of two cards, or two cards are not left to give the hands
    best: str  # "stand", "draw" or "divide"
    dealer_busts: Fraction  # the chance the dealer over-draws, if he draws to his rule from the cards unseen
    unseen: int  # cards the player has not seen
    runs_out: bool = False  # whether the stock runs out on some line of play counted (see the module's docstring)


@lru_cache(maxsize=64)
def _dealer_hands(stands: int, up: int | None, caps: tuple[int, ...]):
    """The dealer's hands under the rule, as counts of each value drawn from the unseen cards (the card
    shown, `up`, not among them), each with its number of orders; two-card naturals left out (the dealer
    has none). `caps` bounds each value's count. Three tables, and the most cards he may hold and still draw:

    - the final hands not over-drawn, grouped by (number of cards, final count);
    - the hands he still draws to that one card can over-draw, grouped by (number of cards, the least
      card that over-draws them), each with its number of cards from that card up: the chance that he
      over-draws is summed over these (fewer than the hands over-drawn, and each a single sum);
    - every hand of his two cards or more that he still draws to, grouped by (number of cards, count): the
      hands he stands on when no card is left to draw (`_Reckoner.chance`).

    Each hand's cards are an itemgetter into a table of falling factorials (the entry at 0, a 1, pads a
    hand of one kind of card, so that every getter gives a tuple): the sums run in C."""
    states: dict[tuple[int, ...], int] = {(0,) * 10: 1}
    finals: dict[tuple[int, int], list[tuple[int, tuple[int, ...]]]] = {}
    busts: dict[tuple[int, int], list[tuple[int, tuple[int, ...], int]]] = {}
    short: dict[tuple[int, int], list[tuple[int, tuple[int, ...]]]] = {}
    deepest = 0
    up_hard, up_ace, up_n = (up, up == 1, 1) if up else (0, False, 0)
    while states:
        nxt: dict[tuple[int, ...], int] = {}
        for counts, ways in states.items():
            n = sum(counts)
            hard = up_hard + sum((v + 1) * c for v, c in enumerate(counts))
            best = _best(hard, up_ace or counts[0] > 0)
            cards = n + up_n
            index = tuple(v * 32 + c for v, c in enumerate(counts) if c)
            if cards >= 2:
                if cards == 2 and best == VINGT_UN and hard == 11:
                    continue  # a natural: not in play when the player decides
                if hard > VINGT_UN:
                    continue  # counted from the hand before the last card
                if best >= stands:
                    finals.setdefault((n, best), []).append((ways, index))
                    continue
                short.setdefault((n, best), []).append((ways, index))
                least = VINGT_UN + 1 - hard
                if least <= 10:
                    busts.setdefault((n, least), []).append((ways, index, sum(counts[least - 1:])))
            deepest = max(deepest, n)
            for v in range(10):
                if counts[v] < caps[v]:
                    more = counts[:v] + (counts[v] + 1,) + counts[v + 1:]
                    nxt[more] = nxt.get(more, 0) + ways
        states = nxt
    return (tuple((n, final, tuple(w for w, _ in items), tuple(itemgetter(0, *index) for _, index in items))
                  for (n, final), items in sorted(finals.items())),
            tuple((n, least, tuple(w for w, _, _ in items), tuple(itemgetter(0, *index) for _, index, _ in items),
                   tuple(t for _, _, t in items))
                  for (n, least), items in sorted(busts.items())),
            {key: (tuple(w for w, _ in items), tuple(itemgetter(0, *index) for _, index in items))
             for key, items in sorted(short.items())},
            deepest)


#: _FALLING[c]: the falling factorials of c, c(c-1)...(c-h+1) for h = 0 to 31.
_FALLING = tuple(tuple(math.perm(c, h) if h <= c else 0 for h in range(32)) for c in range(53))
_FACTORIAL = tuple(math.factorial(n) for n in range(53))


class _Reckoner:
    """The exact reckoning for one rule, one dealer's card (or none) and one pack's caps, the dealer's
    chances kept by the cards left, so that the draws and the divide share them.

    Every chance and expectation at a point where `n` cards are unseen is kept as a whole number, the
    value times n! (the number of orders of the cards unseen): a card drawn is then a plain sum of the
    values after it, each times the number of such cards (left[v] * (n-1)! * value = n! * left[v]/n * value),
    and no fraction is reduced until the end.

    `held` counts the cards unseen that are out of the stock besides the dealer's own: a divided hand's
    reckoning holds out the other hand's second card. It matters only when the stock may run out (the
    convention in the module's docstring)."""

    def __init__(self, stands: int, up: int | None, caps: tuple[int, ...], prune: bool = True):
        self.stands, self.up, self.prune = stands, up, prune
        self.hidden = 1 if up else 2  # the dealer's cards among those unseen: his two, or the one not shown
        hands, self.busts, self.short, self.deepest = _dealer_hands(stands, up, caps)
        self.by_final: dict[int, list[tuple[int, tuple[int, ...], tuple]]] = {}
        for n, final, ways, getters in hands:
            self.by_final.setdefault(final, []).append((n, ways, getters))
        # the work of summing the hands that beat a stand on each count, and of those that lose to it
        size = {f: sum(len(ways) for _, ways, _ in groups) for f, groups in self.by_final.items()}
        over = sum(len(ways) for _, _, ways, _, _ in self.busts)
        self.cost = {t: sum(size.get(f, 0) for f in range(t, VINGT_UN + 1)) for t in range(VINGT_UN + 2)}
        self.cost_below = {t: over + sum(size.get(f, 0) for f in range(stands, t)) for t in range(VINGT_UN + 2)}
        self.memo: dict[tuple[tuple[int, ...], int, int], int] = {}
        self.tables: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.values: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
        self.stood: dict[tuple[tuple[int, ...], tuple[int, ...], int], bool] = {}
        self.tied: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
        self.ran_out = False  # whether the stock ran out on some line of play counted

    def runs_short(self, left: tuple[int, ...], held: int = 0) -> bool:
        """Whether the dealer may find no card left before he is done, drawing from `left` less `held` cards."""
        return sum(left) - held <= self.deepest

    def chance(self, left: tuple[int, ...], final: int, held: int = 0) -> int:
        """The chance the dealer ends on `final` (BUST for over twenty-one; below his rule when no card is left
        to draw), joint with his having no natural, his cards from the cards `left` less `held`; times n!."""
        n_left = sum(left)
        limit = n_left - held  # the most cards he can hold, his own included
        if limit > self.deepest:
            if final < self.stands:
                return 0
            held = 0  # he never runs short: the cards held out change nothing
        key = (left, final, held)
        got = self.memo.get(key)
        if got is not None:
            return got
        table = self.tables.get(left)
        if table is None:
            table = self.tables[left] = tuple(chain.from_iterable(_FALLING[c] for c in left))
        total = 0
        if final == BUST:
            # a hand of n cards he draws to, then a card from `least` up: of those, left[v] less the hand's
            tails = [0] * 11
            for v in range(9, -1, -1):
                tails[v] = tails[v + 1] + left[v]
            for n, least, ways, getters, counts in self.busts:
                if n < limit:
                    reached = list(map(mul, ways, map(prod, map(call, getters, repeat(table)))))
                    total += (tails[least - 1] * sum(reached) - sumprod(reached, counts)) * _FACTORIAL[n_left - n - 1]
        elif final < self.stands:
            # a hand he would draw to, of every card he can reach: he stands on it
            if (limit, final) in self.short:
                ways, getters = self.short[limit, final]
                total = sumprod(ways, map(prod, map(call, getters, repeat(table)))) * _FACTORIAL[n_left - limit]
                self.ran_out = self.ran_out or total > 0
        else:
            for n, ways, getters in self.by_final.get(final, ()):
                # a hand of n cards in a given order: (cards of each kind, in order) / n_left falling n; times n_left!
                if n <= limit:
                    total += sumprod(ways, map(prod, map(call, getters, repeat(table)))) * _FACTORIAL[n_left - n]
        self.memo[key] = total
        return total

    def no_natural(self, left: tuple[int, ...]) -> int:
        """The chance the dealer has no natural, his cards (or the one he lacks) from the cards `left`; times n!."""
        n, aces, tens = sum(left), left[0], left[9]
        if self.up is None:
            return _FACTORIAL[n] - (2 * aces * tens * _FACTORIAL[n - 2] if n >= 2 else 0)
        if self.up == 1:
            return _FACTORIAL[n] - tens * _FACTORIAL[n - 1]
        if self.up == TEN:
            return _FACTORIAL[n] - aces * _FACTORIAL[n - 1]
        return _FACTORIAL[n]

    def stand(self, total: int, left: tuple[int, ...], held: int = 0) -> int:
        """Standing on `total` (at most 21): joint with the dealer's having no natural; times n!. Only the
        dealer's hands needed are summed: those over-drawn, or those that beat or tie the stand."""
        no_natural = self.no_natural(left)
        if self.runs_short(left, held):  # it wins when he over-draws, or ends on less than it, short of his rule or not
            ends = [self.chance(left, f, held) for f in range(LEAST, self.stands)]  # short of his rule: every one, to know
            return 2 * (self.chance(left, BUST, held) + sum(ends[:max(0, total - LEAST)])
                        + sum(self.chance(left, f, held) for f in range(self.stands, total))) - no_natural
        if total <= self.stands:  # every count the dealer stands on beats or ties it: it wins only if he over-draws
            return 2 * self.chance(left, BUST) - no_natural
        if self.cost[total] <= self.cost_below[total]:
            return no_natural - 2 * sum(self.chance(left, f) for f in range(total, VINGT_UN + 1))
        # or the other way round: it wins when he over-draws, or stands on less than it
        return 2 * (self.chance(left, BUST) + sum(self.chance(left, f) for f in range(self.stands, total))) - no_natural

    def best(self, hand: tuple[int, ...], left: tuple[int, ...], held: int = 0) -> int:
        """The hand played on by the better choice at every card: joint with the dealer's having no natural;
        times n!."""
        key = (hand, left, held)
        got = self.values.get(key)
        if got is not None:
            return got
        hard = sum(hand)
        stood = False
        stock = sum(left) - held - self.hidden  # the cards the player may draw
        if hard > VINGT_UN:
            got = -self.no_natural(left)
        elif stock <= 0:  # no card left to draw: the hand stands as it is
            got, stood = self.stand(_best(hard, 1 in hand), left, held), True
            self.ran_out = True
        elif self.prune and hard <= 11 and (1 not in hand or hard + 10 <= self.stands) and not self.runs_short(left, held + 1):
            # A card cannot over-draw a hand of eleven or less (aces counted one), and standing on no more
            # than the dealer stands on wins only when he over-draws, as every hand not over-drawn does:
            # so drawing is never worse (the card drawn is one the dealer would otherwise have had at random;
            # so long as he cannot run short, with that card or without it).
            got = self.draw(hand, left, held)
        else:
            stand = self.stand(_best(hard, 1 in hand), left, held)
            # Drawing can at best win whenever the card does not over-draw the hand: when standing is worth
            # that much already, the draws need not be counted.
            if self.prune and stand / _FACTORIAL[sum(left)] >= self.most_from_drawing(hard, left):
                got, stood = stand, True
            else:
                draw = self.draw(hand, left, held)
                got, stood = (stand, True) if stand >= draw else (draw, False)
        self.values[key] = got
        self.stood[key] = stood
        return got

    def ties(self, hand: tuple[int, ...], left: tuple[int, ...], held: int = 0) -> int:
        """The chance the hand, played on by the better choice (`best`, called first), ends tied with the dealer, who
        receives on ties (the pool's share of them, line 13): joint with his having no natural; times n!."""
        key = (hand, left, held)
        got = self.tied.get(key)
        if got is not None:
            return got
        hard = sum(hand)
        if hard > VINGT_UN:
            got = 0
        elif self.stood[key]:
            got = self.chance(left, _best(hard, 1 in hand), held)
        else:
            got = self.ties_drawing(hand, left, held)
        self.tied[key] = got
        return got

    def ties_drawing(self, hand: tuple[int, ...], left: tuple[int, ...], held: int = 0) -> int:
        """The chance of a tie when the hand draws a card and plays on by the better choice; times n!. A divided
        hand's is this for its card of the pair alone, the other hand's second card held (`best` called first
        for it, as `divide` does)."""
        return sum(left[v] * self.ties(tuple(sorted(hand + (v + 1,))), left[:v] + (left[v] - 1,) + left[v + 1:], held)
                   for v in range(10) if left[v])

    def most_from_drawing(self, hard: int, left: tuple[int, ...]) -> float:
        """More than drawing a card can be worth (joint with no natural, as a plain chance): each card that
        keeps the hand at twenty-one or under counted a win. In floating point, raised by far more than its
        rounding error: it only spares counting draws that cannot be the better choice. Called only when the
        player has a card to draw besides the dealer's."""
        n = sum(left)
        aces, tens = left[0], left[9]
        total = 0.0
        for v in range(10):
            c = left[v]
            if c:
                a, t, m = aces - (v == 0), tens - (v == 9), n - 1
                if self.up is None:
                    no_natural = 1 - 2 * a * t / (m * (m - 1)) if m > 1 else 1.0
                else:
                    no_natural = (1 - t / m if self.up == 1 else 1 - a / m if self.up == TEN else 1.0) if m else 1.0
                total += c * no_natural if hard + v + 1 <= VINGT_UN else -c * no_natural
        return total / n + 1e-9

    def draw(self, hand: tuple[int, ...], left: tuple[int, ...], held: int = 0) -> int:
        """A card drawn, and the better choice at every card after it; times n!."""
        total = 0
        for v in range(10):
            if left[v]:
                more = left[:v] + (left[v] - 1,) + left[v + 1:]
                total += left[v] * self.best(tuple(sorted(hand + (v + 1,))), more, held)
        return total

    def divide(self, card: int, left: tuple[int, ...]) -> int:
        """A pair divided: two hands, each of `card` and a card drawn, played by the better choice, the other
        hand's second card held out of the stock; times n!."""
        total = 0
        for v in range(10):
            if left[v]:
                more = left[:v] + (left[v] - 1,) + left[v + 1:]
                total += left[v] * self.best(tuple(sorted((card, v + 1))), more, 1)
        return 2 * total


@dataclass(frozen=True)
class Reckoning:
    """Each choice's expectation per unit staked, given that the dealer has no natural: `draw` None when every
    card unseen is the dealer's, `divide` None when the hand is no pair or fewer than two cards are left to give
    the divided hands their second; `busts` the chance the dealer over-draws when the player stands; `runs_out`
    whether the stock runs out on some line of play counted."""

    stand: Fraction
    draw: Fraction | None
    divide: Fraction | None
    busts: Fraction
    runs_out: bool


def reckon(hand: tuple[int, ...], pack: tuple[int, ...], stands: int = DEFAULT_STANDS, up: int | None = None,
           pair: bool = False, caps: tuple[int, ...] | None = None) -> Reckoning:
    """The expectations on card values: `hand` the player's values, `pack` the count of each value 1-10
    still unseen (the hand, the dealer's card and the cards seen already out), `up` the dealer's card if
    seen, `pair` whether the hand may be divided (`Reckoning`).

    The pack may be any (the tests use small ones); `caps` bounds each value's count in the dealer's
    hands (the pack's, by default)."""
    if len(pack) != 10 or any(c < 0 for c in pack) or sum(pack) > 52:
        raise ValueError("the pack is ten counts, one for each value from the ace to the ten-cards")
    r = _Reckoner(stands, up, tuple(pack) if caps is None else caps)
    if sum(pack) < r.hidden:
        raise ValueError("the dealer's cards are among those unseen: too few are unseen")
    hand = tuple(sorted(hand))
    no_natural = r.no_natural(pack)
    if no_natural <= 0:
        raise ValueError("the dealer must have a natural with these cards")
    hard = sum(hand)
    stock = sum(pack) - r.hidden  # the cards the player may draw
    r.ran_out = stock == 0
    stand = r.stand(count(hand), pack) if hard <= VINGT_UN else -no_natural
    draw = r.draw(hand, pack) if stock >= 1 else None
    divide = r.divide(hand[0], pack) if pair and stock >= 2 else None  # each hand is given its second card
    return Reckoning(Fraction(stand, no_natural), None if draw is None else Fraction(draw, no_natural),
                     None if divide is None else Fraction(divide, no_natural), Fraction(r.chance(pack, BUST), no_natural),
                     r.ran_out)


def advise(hand, dealer=None, seen=(), stands: int = DEFAULT_STANDS) -> Advice:
    """Draw, stand or divide, for a hand of two or more cards, the dealer's card if seen, and other cards
    seen, from one pack.

    >>> a = advise("8s 8h", dealer="10d")
    >>> a.best, a.divide is not None
    ('divide', True)
    """
    if stands not in DEALER_STANDS:
        raise RequestError(f"the dealer stands at {', '.join(map(str, DEALER_STANDS[:-1]))} or {DEALER_STANDS[-1]}, "
                           f"not {stands}", "bad-choice")
    cards = _cards(hand, "the hand")
    up = _cards(dealer, "the dealer's card") if dealer not in (None, "") else ()
    others = _cards(seen, "what you have seen") if seen not in (None, "") else ()
    if len(cards) < 2:
        raise CardError("wrong-count", f"the hand has {len(cards)} card{'s' * (len(cards) != 1)}: a hand has at least "
                        "the two cards dealt (line 4)")
    if len(up) > 1:
        raise CardError("wrong-count", f"the dealer's card is one card, not {len(up)}: the player sees at most one")
    no_card_twice([cards, up, others], ["the hand", "the dealer's card", "the cards seen"])
    values = tuple(value(c) for c in cards)
    if sum(values) > VINGT_UN:
        raise CardError("bad-hand", f"the hand counts {sum(values)}: it has over-drawn, and pays at once (line 7)")
    if len(cards) == 2 and count(values) == VINGT_UN:
        raise CardError("bad-hand", "the hand is a natural Vingt-un: it is declared at once and paid, with nothing "
                        "to draw (OUTSIDE the excerpt, the standard rules of the game)")
    pack = list(FULL_PACK)
    for c in cards + up + others:
        pack[value(c) - 1] -= 1
    up_value = value(up[0]) if up else None
    hidden = 1 if up else 2  # the dealer's cards the player has not seen
    if sum(pack) < hidden:
        left = "no card is" if sum(pack) == 0 else "only 1 card is"
        raise CardError("wrong-count", f"{left} left unseen, but the dealer holds {'a second card' if up else 'two cards'} "
                        "you have not seen")
    pair = len(cards) == 2 and cards[0].rank == cards[1].rank
    try:
        got = reckon(values, tuple(pack), stands, up_value, pair, caps=FULL_PACK)
    except ValueError:
        raise CardError("bad-hand", "with the cards seen, the dealer must hold a natural: he would have declared it "
                        "before the drawing") from None
    options = {"stand": got.stand}
    if got.draw is not None:
        options["draw"] = got.draw
    if got.divide is not None:
        options["divide"] = got.divide
    best = max(options, key=lambda k: (options[k], -CHOICES.index(k)))
    hard = sum(values)
    return Advice(cards, count(values), count(values) != hard, up[0] if up else None, others, stands,
                  got.stand, got.draw, got.divide, best, got.busts, sum(pack), got.runs_out)


def _cards(cards, name: str) -> tuple[Card, ...]:
    return parse_named(cards, name, NO_JOKER)

"""Stud poker (Practical Poker, "Varieties of Poker"): the hand showing, who has the first say, a seeded
deal round by round, and the chance of finishing with each class given the cards seen.

"One card is dealt to each player face down, and then one face up. The player with the highest card
'showing,' or face up, has the first say ... another card is dealt face up to those who remain in the
pool; and then the player with the highest hand showing in his two cards has the first say ... until
each has received five cards, one face down and four face up." And: "Straights and straight flushes are
usually of no value in stud or straight Poker" (the house rule `no-straights`).

| function | what |
| --- | --- |
| `showing(cards, rules)` | the value of one to four up cards: a partial poker hand (`Showing`, compares) |
| `first_say(up_cards_by_seat, rules)` | the seat with the first say: the best hand showing, ties to the dealer's left |
| `deal(players, seed, rules)` | a stud deal from a seed, every round's first say, the hands at the end and the winners |
| `chances(down, up, others, rules)` | exactly, the class a player's five cards end in, over every way his cards may come; and how often \
they beat the final hand of the player whose hand showing is best against him (`stud_versus`) |
| `chances_readable(...)` | the same by valuing every completion with `hands.evaluate` (the tests' oracle) |

Four cards or fewer make no straight and no flush, so a hand showing is four of a kind, three of a kind,
two pairs, a pair or high cards, compared as poker hands are (the class, then the ranks, the larger groups
first, then the odd cards). With the joker, a joker showing is named as it pleases, to make the best
hand showing (as the simulator names it, `hoyle.poker.simulate.games`). Under the house rule that ranks
two pairs above threes, a two pairs showing is above three of a kind showing too.

The book does not say who has the first say when two hands showing are equal: the editor's rule gives it
to the player nearest the dealer's left (the lowest seat; seat 1 sits on the dealer's left, the dealer last),
as the simulator does.

No betting is modelled in a deal: everyone stays to the end. The deal is one pack shuffled by Fisher-Yates
with `random.Random(seed)` (as the simulator shuffles, `int(random() * n)`), dealt one card to each seat in
turn, the dealer last, the first round face down: the same seed gives the same deal as the simulator's
first deal of stud with that seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

from hoyle.cards import RANK_PLURALS, RANK_WORDS, Card, pack, parse_cards, rank_multisets  # noqa: F401  (parse_cards: the doctests)
from hoyle.errors import CardError, RequestError
from hoyle.poker.hands import HandValue, evaluate
from hoyle.poker.rules import STANDARD, ClassId, HouseRules
from hoyle.poker.stud_versus import Versus, versus, versus_readable
from hoyle.poker.tables import JOKER_PRIME, PRIMES, table

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MAX_SEED = 999_999_999
UP_ROUNDS = 4  # rounds of up cards, after the card down
HAND = 1 + UP_ROUNDS

SHOWING_CLASSES = (ClassId.NO_PAIR, ClassId.ONE_PAIR, ClassId.TWO_PAIRS, ClassId.THREE_OF_A_KIND, ClassId.FOUR_OF_A_KIND)
_SHAPES = {(1,): ClassId.NO_PAIR, (2,): ClassId.ONE_PAIR, (2, 2): ClassId.TWO_PAIRS, (3,): ClassId.THREE_OF_A_KIND,
           (4,): ClassId.FOUR_OF_A_KIND}


# The hand showing ------------------------------------------------------------------------------------

@dataclass(frozen=True, order=True)
class Showing:
    """The value of the cards showing: compare with < (bigger is better); only hands of as many cards are
    compared at the table. `key` is (the class's level under the rules, the ranks)."""

    key: tuple
    klass: ClassId = field(compare=False)
    ranks: tuple[int, ...] = field(compare=False)  # the larger groups first, higher ranks first within a size
    cards: tuple[Card, ...] = field(default=(), compare=False)
    joker_as: int | None = field(default=None, compare=False)  # the rank a joker showing is named

    @property
    def words(self) -> str:
        """The hand showing in words: 'king', 'king, nine and four', 'pair of nines', 'kings and fours'."""
        r = self.ranks
        if self.klass == ClassId.NO_PAIR:
            text = _list(RANK_WORDS[x] for x in r)
        elif self.klass == ClassId.ONE_PAIR:
            text = f"pair of {RANK_PLURALS[r[0]]}" + _with(r[1:])
        elif self.klass == ClassId.TWO_PAIRS:
            text = f"{RANK_PLURALS[r[0]]} and {RANK_PLURALS[r[1]]}" + _with(r[2:])
        elif self.klass == ClassId.THREE_OF_A_KIND:
            text = f"three {RANK_PLURALS[r[0]]}" + _with(r[1:])
        else:
            text = f"four {RANK_PLURALS[r[0]]}"
        if self.joker_as is not None:
            text += f" (the joker called {'an' if self.joker_as in (8, 14) else 'a'} {RANK_WORDS[self.joker_as]})"
        return text


def _list(words) -> str:
    names = list(words)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _with(ranks) -> str:
    return f", with {_list(RANK_WORDS[x] for x in ranks)}" if ranks else ""


def _natural(ranks: tuple[int, ...], rules: HouseRules) -> tuple[tuple, ClassId, tuple[int, ...]]:
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups if n > 1) or (1,)
    klass = _SHAPES[shape]
    tie = tuple(r for r, _ in groups)
    return (rules.classes.index(klass), tie), klass, tie


def showing(cards, rules: HouseRules = STANDARD) -> Showing:
    """The value of one to four up cards, as a partial poker hand.

    >>> showing(parse_cards("Kh 9c")).words, showing(parse_cards("4s Kh 4d Kc")).words
    ('king and nine', 'kings and fours')
    >>> showing(parse_cards("Ah 7c")) > showing(parse_cards("Kh Qc"))
    True
    """
    cards = tuple(cards)
    if not 1 <= len(cards) <= UP_ROUNDS:
        raise CardError("wrong-count", f"a hand showing has one to four up cards, not {len(cards)}")
    naturals = tuple(c.rank for c in cards if not c.is_joker)
    if len(naturals) == len(cards):
        key, klass, tie = _natural(naturals, rules)
        return Showing(key, klass, tie, cards)
    best = None  # a joker showing: named as it pleases, the best hand showing it can make
    for r in range(14, 1, -1):
        key, klass, tie = _natural(naturals + (r,), rules)
        if best is None or key > best.key:
            best = Showing(key, klass, tie, cards, r)
    assert best is not None
    return best


def first_say(up_cards_by_seat, rules: HouseRules = STANDARD) -> int:
    """The seat (0 on the dealer's left, counting to the left) with the first say: the best hand showing; between
    equal hands showing, the one nearest the dealer's left (the editor's rule: the book is silent). A seat out
    of the pool is None.

    >>> first_say([parse_cards("9c"), parse_cards("Kh"), parse_cards("Kd")])
    1
    """
    return say_of([None if up is None else showing(up, rules) for up in up_cards_by_seat])[0]


def say_of(values: list[Showing | None]) -> tuple[int, tuple[int, ...]]:
    """From the hands showing by seat: the seat with the first say, and every seat whose hand showing is as good."""
    best = max(v for v in values if v is not None)
    equal = tuple(seat for seat, v in enumerate(values) if v is not None and v == best)
    return equal[0], equal


# The deal ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Round:
    """After a round of up cards: every seat's hand showing, the seat with the first say, and the seats whose
    hand showing is as good as his (more than one: the first say went to the one nearest the dealer's left)."""

    number: int  # 1 to 4: the up cards each seat has
    showing: tuple[Showing, ...]
    first_say: int
    equal: tuple[int, ...]


@dataclass(frozen=True)
class StudDeal:
    """A stud deal: each seat's five cards (the first down), the rounds, and the hands at the end with the winners."""

    players: int
    seed: int
    rules: HouseRules
    hands: tuple[tuple[Card, ...], ...]
    rounds: tuple[Round, ...]
    values: tuple[HandValue, ...]
    winners: tuple[int, ...]


def check_table(players: int, seed: int) -> None:
    """The deal's settings within their limits (a RequestError naming the one that is not)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RequestError(f"the players are {MIN_PLAYERS} to {MAX_PLAYERS}, not {players}", "bad-players")
    if not 0 <= seed <= MAX_SEED:
        raise RequestError(f"the seed is a whole number from 0 to {MAX_SEED:,}", "bad-seed")


def shuffled(players: int, seed: int, rules: HouseRules = STANDARD) -> list[Card]:
    """The pack (with the joker if it is played) shuffled by the seed, as far as the cards dealt (Fisher-Yates,
    `int(random() * n)`, as the simulator shuffles)."""
    deck = list(pack(rules.joker))
    rnd = random.Random(seed).random
    n = len(deck)
    for i in range(HAND * players):
        j = i + int(rnd() * (n - i))
        deck[i], deck[j] = deck[j], deck[i]
    return deck[:HAND * players]


def deal(players: int, seed: int, rules: HouseRules = STANDARD) -> StudDeal:
    """A stud deal from a seed: one card down to each seat in turn, then four rounds of up cards, the first say
    named after each round, and at the end the best hand (everyone stays: no betting is modelled).

    >>> d = deal(2, 1)
    >>> [c.code for c in d.hands[0]], d.rounds[0].first_say
    (['8s', 'Kc', 'Kd', '5d', '2s'], 0)
    """
    check_table(players, seed)
    cards = shuffled(players, seed, rules)
    hands = tuple(tuple(cards[seat::players]) for seat in range(players))
    rounds = []
    for n in range(1, UP_ROUNDS + 1):
        values = tuple(showing(h[1:1 + n], rules) for h in hands)
        say, equal = say_of(list(values))
        rounds.append(Round(n, values, say, equal))
    final = tuple(evaluate(h, rules) for h in hands)
    best = max(final)
    return StudDeal(players, seed, rules, hands, tuple(rounds), final, tuple(s for s, v in enumerate(final) if v == best))


# The chances ------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Chances:
    """Over every way a player's remaining cards may come from the cards unseen: how many end in each class
    (the rules' classes, lowest first); and, against the player whose hand showing is best (`against`, None if no
    other is given), over every way the cards unseen may fall to the two of them, how often the player's five
    cards beat that player's at the end, and how often they tie (`versus`, `hoyle.poker.stud_versus`)."""

    to_come: int
    unseen: int
    ways: dict[str, int]
    total: int
    versus: Versus | None
    against: Showing | None

    def chance(self, klass: str) -> Fraction:
        return Fraction(self.ways[klass], self.total)


def _check_seen(down: Card, up: tuple[Card, ...], others: tuple[tuple[Card, ...], ...], rules: HouseRules) -> None:
    if not 1 <= len(up) <= UP_ROUNDS:
        raise CardError("wrong-count", f"a stud hand has one to four up cards, not {len(up)}")
    if len(others) > MAX_PLAYERS - 1:
        raise CardError("wrong-count", f"a stud table has at most {MAX_PLAYERS - 1} other players, not {len(others)}")
    for i, o in enumerate(others):
        if len(o) != len(up):
            raise CardError("wrong-count", f"every player shows as many up cards as you ({len(up)}); player {i + 2} shows {len(o)}")
    seen = [down, *up, *(c for o in others for c in o)]
    if not rules.joker and any(c.is_joker for c in seen):
        raise CardError("joker-not-in-play", "the joker is not in play: add the joker rule")
    doubled = sorted({c.code for c in seen if seen.count(c) > 1})
    if doubled:
        raise CardError("duplicate-card", f"{', '.join(doubled)} given twice: a card is seen once")


def chances(down: Card, up: tuple[Card, ...], others: tuple[tuple[Card, ...], ...] = (), rules: HouseRules = STANDARD) -> Chances:
    """Exactly, the class of a stud player's five cards at the end, given his down card, his up cards and the
    other players' up cards: every way his remaining up cards may come from the cards unseen, counted.

    >>> c = chances(Card(14, "s"), parse_cards("Ad Kc 7h"))
    >>> c.ways["three-of-a-kind"], c.ways["two-pairs"], c.total
    (2, 6, 48)
    """
    _check_seen(down, up, others, rules)
    seen = {down, *up, *(c for o in others for c in o)}
    left = [c for c in pack(rules.joker) if c not in seen]
    t = table(rules)
    to_come = UP_ROUNDS - len(up)
    tally = _tally((down, *up), left, to_come, t)
    ways = dict.fromkeys(t.class_names, 0)
    for s, n in tally.items():
        ways[t.klass[s]] += n
    against = max((showing(o, rules) for o in others), default=None)
    heads_up = None if against is None else versus((down, *up), against.cards, left, to_come, t)
    return Chances(to_come, len(left), ways, sum(tally.values()), heads_up, against)


def _tally(mine: tuple[Card, ...], left: list[Card], to_come: int, t) -> Counter[int]:
    """How many ways of taking `to_come` of the cards left give each strength, counted by the ranks taken (the
    joker as a rank of its own): the ways to pick cards of those ranks, and of them, how many make the five
    cards' natural cards all of one suit."""
    suits_of: dict[int, set[str]] = {}
    for c in left:
        suits_of.setdefault(c.rank, set()).add(c.suit)  # the joker: rank 0, suit ""
    limits = {r: len(s) for r, s in suits_of.items()}
    suits = {c.suit for c in mine if not c.is_joker}
    suit = next(iter(suits)) if len(suits) == 1 else None  # the one suit the hand may be flush in
    base = 1
    for c in mine:
        base *= JOKER_PRIME if c.is_joker else PRIMES[c.rank]
    tally: Counter[int] = Counter()
    for ranks, ways in rank_multisets(to_come, limits):
        product = base
        for r in ranks:
            product *= JOKER_PRIME if r == 0 else PRIMES[r]
        naturals = [r for r in ranks if r]
        suited = int(suit is not None and len(set(naturals)) == len(naturals) and all(suit in suits_of[r] for r in naturals))
        if suited:
            tally[t.flush[product]] += 1
        if ways - suited:
            tally[t.plain[product]] += ways - suited
    return tally


def chances_readable(down: Card, up: tuple[Card, ...], others: tuple[tuple[Card, ...], ...] = (),
                     rules: HouseRules = STANDARD, heads_up: bool = True) -> Chances:
    """`chances` by valuing every completion with `hands.evaluate`, and every case of the two hands at the end
    (`stud_versus.versus_readable`, unless `heads_up` is false; slow: the tests' oracle)."""
    _check_seen(down, up, others, rules)
    seen = {down, *up, *(c for o in others for c in o)}
    left = [c for c in pack(rules.joker) if c not in seen]
    ways = dict.fromkeys(rules.classes, 0)
    against = max((showing(o, rules) for o in others), default=None)
    total = 0
    for more in combinations(left, UP_ROUNDS - len(up)):
        v = evaluate((down, *up, *more), rules)
        ways[v.klass] += 1
        total += 1
    counted = None if against is None or not heads_up else versus_readable((down, *up), against.cards, left, UP_ROUNDS - len(up), rules)
    return Chances(UP_ROUNDS - len(up), len(left), ways, total, counted, against)

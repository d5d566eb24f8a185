"""The lay-out: for a dealt hand, every choice of cards to lay out for the crib, with what the
cards kept are worth over every start, exactly.

Hoffmann, *Hoyle's Games Modernized* (seed 000): each player "lays out" two cards for the crib
(line 45); the start is then cut from the rest of the pack, and the hand is reckoned with it
(line 63). Every card the player has not seen is equally likely to be the start, so the
expectation of the hand is the average of its show over the cards left (46 at six-card).

The crib's expectation is also exact, over every two cards the opponent might lay out (taken as
any two of the unseen cards, all equally likely: the book gives no rule for the opponent's choice)
and every start; it counts for the dealer and against the non-dealer. It is counted by patterns,
not dealt out (`crib_points`): the opponent's two cards and the start are any three of the unseen
cards with one of the three the start, so the fifteens, pairs and runs need only each multiset of
three ranks, weighted by the ways the unseen cards can make it; the flush and his nob are counted
by suits. Tests check it against dealing out every opponent's pair and start.

With opponent="sensible" the crib is also reckoned as a sensible opponent makes it: he lays out the
two cards his own advisor (this one, with the crib taken as random, for his seat) puts first for the
hand he holds (`his_lay_out`, the same choice as `layout`, found faster). His hand cannot be dealt out
in every way (C(46, 6) = 9,366,819 at six-card, each needing his own lay-out), so it is a seeded
sample of his hands (`SAMPLE` of them, the seed from the cards dealt, so one deal always gives the
same figures), each with the crib exact over every start left; the figure is their mean with a 95%
interval (`hoyle.intervals`: the score interval, each crib from 0 to the twenty-nine, from the spread of the sample;
never a single figure).

The fast scorer here adds the fifteens, pairs and runs of the five ranks (cached by ranks) to
the flush and nob, and is checked against `show.reckon` in tests/engine/test_cribbage_layout.py.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb, sqrt
from operator import mul
from typing import Literal

from hoyle.errors import CardError, RequestError
from hoyle.intervals import outward, sums_interval
from hoyle.cards import parse_cards, rank_multisets
from hoyle.cribbage.distribution import rank_points
from hoyle.cribbage.show import KNAVE, Variant, VariantName, variant_named
from hoyle.words import number_words

SUITS = "shdc"
RANKS = tuple(range(2, 15))  # the ace 14
Opponent = Literal["random", "sensible"]
OPPONENTS: tuple[Opponent, ...] = ("random", "sensible")  # the opponent's two cards for the crib: any two alike, or his own best
SAMPLE = {"five-card": 400, "six-card": 400, "seven-card": 300}  # his hands in the sample (timed in scripts/bench/cribbage.py)
MOST_POINTS = 29  # the most four cards and the start can score: a crib's range, for its interval


@lru_cache(maxsize=None)
def _ranks_points(ranks: tuple[int, ...]) -> int:
    return rank_points(ranks)


def fast_show(hand: tuple[tuple[int, str], ...], starter: tuple[int, str], crib: bool = False) -> int:
    """The show of a hand (rank, suit pairs) with the start: the same total as `show.reckon`."""
    points = _ranks_points(tuple(sorted([r for r, _ in hand] + [starter[0]])))
    suits = {s for _, s in hand}
    if len(suits) == 1:
        if starter[1] in suits:
            points += len(hand) + 1
        elif not crib:
            points += len(hand)
    for r, s in hand:
        if r == KNAVE and s == starter[1]:
            points += 1
            break
    return points


def crib_points(away: tuple[tuple[int, str], ...], unseen: list[tuple[int, str]]) -> tuple[int, int]:
    """(points, deals): the crib's points summed over every deal of the opponent's two cards and the
    start from the `unseen` cards, and the number of those deals, len(unseen) x C(len(unseen) - 1, 2).

    Every deal is three unseen cards, one of them the start (three ways to choose it):
    - fifteens, pairs, runs: the same whichever is the start; for each multiset of three ranks, the
      ways to take it from the unseen cards (a product of binomials) times three;
    - the flush (five, only with the start, line 77): the two laid out of one suit and all three
      unseen cards of it;
    - his nob: for each start, a knave of its suit in the crib, either laid out (every pair of the
      others) or among the opponent's two (the pairs that hold it, len(unseen) - 2).
    """
    avail: dict[int, int] = {}
    for r, _ in unseen:
        avail[r] = avail.get(r, 0) + 1
    mine = [r for r, _ in away]
    points = 0
    for three, ways in rank_multisets(3, avail):
        points += 3 * ways * _ranks_points(tuple(sorted(mine + list(three))))
    suits = {s for _, s in away}
    if len(suits) == 1:
        (suit,) = suits
        points += 5 * 3 * comb(sum(1 for _, s in unseen if s == suit), 3)
    n = len(unseen)
    for r, s in unseen:  # the start
        knave = (KNAVE, s)
        if knave in away:
            points += comb(n - 1, 2)
        elif knave in unseen and r != KNAVE:
            points += n - 2
    return points, n * comb(n - 1, 2)


def _stats(values: list[int]) -> dict:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / n
    return {"mean": round(mean, 4), "min": min(values), "max": max(values), "sd": round(sqrt(var), 4)}


def advise(cards, variant: VariantName | Variant = "six-card", dealer: bool = True, crib: bool = True, opponent: Opponent = "random") -> dict:
    """Every lay-out of a dealt hand, best first by the hand's expectation plus (dealer) or minus
    (non-dealer) the crib's: for each, the cards kept and laid out, the hand's show over every start
    (mean, min, max, standard deviation, exact over the unseen cards), and, with crib=True, the
    crib's mean (exact over the opponent's lay-outs and the starts, `crib_points`) and the value of
    the lay-out to the dealer (hand plus crib) and to the non-dealer (hand less crib). Ties keep the
    order of the cards dealt; the order is by the exact value, not the rounded one shown.

    With opponent="sensible" (and the crib), each row also has the crib as a sensible opponent makes
    it (`sensible_crib`: mean and its 95% interval, low and high, over a seeded sample of his
    hands) and the value with it to the player's seat (`sensible_value`, which is then the `value`
    the lay-outs are ordered by).

    >>> best = advise("5h 5d Jc Js 4h 6c", crib=False)["layouts"][0]
    >>> best["keep"], best["hand"]["mean"]
    (['5h', '5d', '4h', '6c'], 15.9565)
    """
    g = variant_named(variant)
    dealt = parse_cards(cards)
    if len(dealt) != g.dealt:
        raise CardError("wrong-count", f"at {g.name} cribbage a player is dealt {number_words(g.dealt)} cards; you gave {len(dealt)}")
    if any(c.is_joker for c in dealt):
        raise CardError("joker-not-in-play", "cribbage is played without the joker")
    mine = [(c.rank, c.suit) for c in dealt]
    seen = set(mine)
    unseen = [(r, s) for r in range(2, 15) for s in SUITS if (r, s) not in seen]
    if opponent not in OPPONENTS:
        raise RequestError(f"the opponent's lay-out is {' or '.join(OPPONENTS)}, not {opponent!r}", "bad-choice")
    sensible = crib and opponent == "sensible"
    outs = list(combinations(range(len(mine)), g.laid_out))
    if sensible:
        his = sensible_crib(mine, unseen, g, not dealer, [tuple(mine[i] for i in out) for out in outs], _seed(dealt, g))
    rows, keys = [], []
    for n, out in enumerate(outs):
        keep = tuple(mine[i] for i in range(len(mine)) if i not in out)
        away = tuple(mine[i] for i in out)
        shows = [fast_show(keep, starter) for starter in unseen]
        hand = {**_stats(shows), "starts": len(unseen)}
        row: dict[str, object] = {
            "keep": [dealt[i].code for i in range(len(mine)) if i not in out],
            "lay_out": [dealt[i].code for i in out],
            "hand": hand,
        }
        if crib:
            total, count = crib_points(away, unseen)
            hand_mean = sum(shows) / len(shows)
            row["crib"] = {"mean": round(total / count, 4), "points": total, "deals": count}
            values = {"dealer": round(hand_mean + total / count, 4), "pone": round(hand_mean - total / count, 4)}
            row["values"] = values
            row["value"] = values["dealer" if dealer else "pone"]
            exact = Fraction(sum(shows), len(shows)) + (1 if dealer else -1) * Fraction(total, count)
        else:
            row["value"] = hand["mean"]
            exact = Fraction(sum(shows), len(shows))
        if sensible:
            mean = his["means"][n]
            low, high = outward(his["lows"][n], his["highs"][n], 4)
            row["sensible_crib"] = {"mean": round(mean, 4), "low": low, "high": high}
            exact = hand_mean + (mean if dealer else -mean)  # his lay-out depends on the seats: the value to this seat only
            row["value"] = row["sensible_value"] = round(exact, 4)
        rows.append(row)
        keys.append(exact)
    order = sorted(range(len(rows)), key=lambda i: -keys[i])  # stable: ties keep the order dealt
    answer: dict[str, object] = {"cards": [c.code for c in dealt], "variant": g.name, "dealer": dealer, "opponent": opponent if crib else "random",
              "layouts": [rows[i] for i in order]}
    if sensible:
        answer["sample"] = {"hands": his["hands"], "of": comb(len(unseen), g.dealt), "level": 0.95}
    return answer


# --- the sensible opponent ------------------------------------------------------------------------
#
# A card here is (rank, suit); his hand and every lay-out are tuples of them. The sums below are the
# same as `fast_show` and `crib_points` over every start, gathered by the start's rank.

# Every multiset of three ranks (455), as indexes into `RANKS`: three ranks, a pair and another, three alike.
_DIFFERENT = tuple(combinations(range(len(RANKS)), 3))
_PAIRED = tuple((x, y) for x in range(len(RANKS)) for y in range(len(RANKS)) if x != y)
_ALIKE = tuple(range(len(RANKS)))
_THREES = (tuple(tuple(RANKS[i] for i in t) for t in _DIFFERENT) + tuple((RANKS[x], RANKS[x], RANKS[y]) for x, y in _PAIRED)
           + tuple((RANKS[x],) * 3 for x in _ALIKE))
_C2 = [comb(n, 2) for n in range(5)]
_C3 = [comb(n, 3) for n in range(5)]


@lru_cache(maxsize=None)
def _with_three(two: tuple[int, int]) -> tuple[int, ...]:
    """Fifteens, pairs and runs of two ranks laid out with each multiset of three ranks (`_THREES`)."""
    return tuple(_ranks_points(tuple(sorted(two + t))) for t in _THREES)


@lru_cache(maxsize=None)
def _with_starter(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """Fifteens, pairs and runs of these ranks with a start of each rank (`RANKS`)."""
    return tuple(_ranks_points(tuple(sorted(ranks + (r,)))) for r in RANKS)


def _counts(cards) -> tuple[list[int], dict[str, int]]:
    """How many of the cards are of each rank (indexed as `RANKS`) and of each suit."""
    ranks, suits = [0] * len(RANKS), dict.fromkeys(SUITS, 0)
    for r, s in cards:
        ranks[r - 2] += 1
        suits[s] += 1
    return ranks, suits


def _dot(a, b) -> int:
    return sum(map(mul, a, b))


def _starters_total(cards, ranks: list[int], suits: dict[str, int], crib: bool) -> int:
    """`fast_show(cards, start, crib)` summed over every start of the pile counted by `ranks` and `suits`."""
    points = _dot(_with_starter(tuple(sorted(r for r, _ in cards))), ranks)
    held = {s for _, s in cards}
    if len(held) == 1:
        (suit,) = held
        points += (len(cards) + 1) * suits[suit] if crib else len(cards) * sum(suits.values()) + suits[suit]
    for r, s in cards:
        if r == KNAVE:
            points += suits[s]
    return points


def _three_ways(unseen_ranks: list[int]) -> list[int]:
    """The ways to take each multiset of three ranks (`_THREES`) from the unseen cards, counted by rank."""
    a = unseen_ranks
    return ([a[x] * a[y] * a[z] for x, y, z in _DIFFERENT] + [_C2[a[x]] * a[y] for x, y in _PAIRED]
            + [_C3[a[x]] for x in _ALIKE])


def _crib_total(away, ways: list[int], unseen_suits: dict[str, int], unseen: set) -> int:
    """`crib_points(away, unseen)[0]`, from `_three_ways` of the unseen cards and their suits."""
    n = sum(unseen_suits.values())
    points = 3 * _dot(_with_three(tuple(sorted(r for r, _ in away))), ways)
    held = {s for _, s in away}
    if len(held) == 1:
        points += 15 * comb(unseen_suits[next(iter(held))], 3)
    for s in SUITS:
        if (KNAVE, s) in away:
            points += unseen_suits[s] * comb(n - 1, 2)
        elif (KNAVE, s) in unseen:
            points += (unseen_suits[s] - 1) * (n - 2)
    return points


def his_lay_out(hand: tuple, g, dealer: bool) -> tuple:
    """The cards a player lays out from `hand` on his own advice: the first lay-out `layout` gives him
    (the crib taken as any two of the cards he has not seen), the same choice found with sums by rank.
    Exact: the values are compared as whole numbers (each times his unseen cards' deals)."""
    mine = set(hand)
    unseen = [(r, s) for r in RANKS for s in SUITS if (r, s) not in mine]
    ranks, suits = _counts(unseen)
    n = len(unseen)
    pairs = comb(n - 1, 2)
    unseen_set = set(unseen)
    ways = _three_ways(ranks)
    best, best_value = None, None
    for out in combinations(range(len(hand)), g.laid_out):
        away = tuple(hand[i] for i in out)
        keep = tuple(hand[i] for i in range(len(hand)) if i not in out)
        value = _starters_total(keep, ranks, suits, False) * pairs
        crib = _crib_total(away, ways, suits, unseen_set)
        value += crib if dealer else -crib
        if best_value is None or value > best_value:
            best, best_value = away, value
    if best is None:  # a hand of fewer cards than are laid out, which no deal gives
        raise ValueError(f"{len(hand)} cards, fewer than the {g.laid_out} laid out")
    return best


def _seed(dealt, g) -> str:
    """The sample's seed: the game and the cards dealt, in order of the pack, so one deal always gives one sample."""
    return f"{g.name} {' '.join(c.code for c in sorted(dealt, key=lambda c: (c.rank, c.suit)))}"


def sensible_crib(mine: list, unseen: list, g, his_deal: bool, aways: list, seed: str, hands: int | None = None) -> dict:
    """The crib's mean for each of `aways` when the opponent lays out his own best two: over a seeded
    sample of `hands` of his possible hands from the `unseen` cards (he is the dealer if `his_deal`),
    each crib exact over every start of the cards left. Returns the means, the bounds of their 95%
    intervals (`hoyle.intervals`) and the number of hands."""
    hands = hands or SAMPLE[g.name]
    rng = random.Random(seed)
    sums = [0.0] * len(aways)
    squares = [0.0] * len(aways)
    ranks0, suits0 = _counts(unseen)
    for _ in range(hands):
        his = tuple(rng.sample(unseen, g.dealt))
        laid = his_lay_out(his, g, his_deal)
        ranks, suits = list(ranks0), dict(suits0)
        for r, s in his:
            ranks[r - 2] -= 1
            suits[s] -= 1
        starts = sum(suits.values())
        for i, away in enumerate(aways):
            mean = _starters_total(away + laid, ranks, suits, True) / starts
            sums[i] += mean
            squares[i] += mean * mean
    bounds = [sums_interval(t, q, hands, 0, MOST_POINTS) for t, q in zip(sums, squares)]
    return {"means": [t / hands for t in sums], "lows": [b[0] for b in bounds], "highs": [b[1] for b in bounds], "hands": hands}

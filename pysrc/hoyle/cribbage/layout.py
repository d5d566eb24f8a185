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

The fast scorer here adds the fifteens, pairs and runs of the five ranks (cached by ranks) to
the flush and nob, and is checked against `show.reckon` in tests/engine/test_cribbage_layout.py.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import comb, sqrt

from hoyle.cards import CardError, parse_cards
from hoyle.cribbage.distribution import rank_points
from hoyle.cribbage.show import KNAVE, number_words, variant
from hoyle.poker.tables import rank_multisets

SUITS = "shdc"


@lru_cache(maxsize=None)
def _ranks_points(ranks: tuple[int, ...]) -> int:
    return rank_points(ranks)


def fast_show(hand: tuple[tuple[int, str], ...], start: tuple[int, str], crib: bool = False) -> int:
    """The show of a hand (rank, suit pairs) with the start: the same total as `show.reckon`."""
    points = _ranks_points(tuple(sorted([r for r, _ in hand] + [start[0]])))
    suits = {s for _, s in hand}
    if len(suits) == 1:
        if start[1] in suits:
            points += len(hand) + 1
        elif not crib:
            points += len(hand)
    for r, s in hand:
        if r == KNAVE and s == start[1]:
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


def layout(cards, game: str = "six-card", dealer: bool = True, crib: bool = True) -> dict:
    """Every lay-out of a dealt hand, best first by the hand's expectation plus (dealer) or minus
    (non-dealer) the crib's: for each, the cards kept and laid out, the hand's show over every start
    (mean, min, max, standard deviation, exact over the unseen cards), and, with crib=True, the
    crib's mean (exact over the opponent's lay-outs and the starts, `crib_points`) and the value of
    the lay-out to the dealer (hand plus crib) and to the non-dealer (hand less crib).

    >>> best = layout("5h 5d Jc Js 4h 6c", crib=False)["layouts"][0]
    >>> best["keep"], best["hand"]["mean"]
    (['5h', '5d', '4h', '6c'], 15.9565)
    """
    g = variant(game)
    dealt = parse_cards(cards)
    if len(dealt) != g.dealt:
        raise CardError("wrong-count", f"at {g.name} cribbage a player is dealt {number_words(g.dealt)} cards; you gave {len(dealt)}")
    if any(c.is_joker for c in dealt):
        raise CardError("joker-not-in-play", "cribbage is played without the joker")
    mine = [(c.rank, c.suit) for c in dealt]
    seen = set(mine)
    unseen = [(r, s) for r in range(2, 15) for s in SUITS if (r, s) not in seen]
    rows = []
    for out in combinations(range(len(mine)), g.laid_out):
        keep = tuple(mine[i] for i in range(len(mine)) if i not in out)
        away = tuple(mine[i] for i in out)
        shows = [fast_show(keep, start) for start in unseen]
        row = {
            "keep": [dealt[i].code for i in range(len(mine)) if i not in out],
            "lay_out": [dealt[i].code for i in out],
            "hand": {**_stats(shows), "starts": len(unseen)},
        }
        if crib:
            total, count = crib_points(away, unseen)
            hand_mean = sum(shows) / len(shows)
            row["crib"] = {"mean": round(total / count, 4), "points": total, "deals": count}
            row["values"] = {"dealer": round(hand_mean + total / count, 4), "pone": round(hand_mean - total / count, 4)}
            row["value"] = row["values"]["dealer" if dealer else "pone"]
        else:
            row["value"] = row["hand"]["mean"]
        rows.append(row)
    rows.sort(key=lambda r: -r["value"])
    return {"cards": [c.code for c in dealt], "variant": g.name, "dealer": dealer, "layouts": rows}

"""The lay-out: for a dealt hand, every choice of cards to lay out for the crib, with what the
cards kept are worth over every start, exactly.

Hoffmann, *Hoyle's Games Modernized* (seed 000): each player "lays out" two cards for the crib
(line 45); the start is then cut from the rest of the pack, and the hand is reckoned with it
(line 63). Every card the player has not seen is equally likely to be the start, so the
expectation of the hand is the average of its show over the cards left (46 at six-card).

The crib's expectation is also exact, over every two cards the opponent might lay out (taken as
any two of the unseen cards, all equally likely: the book gives no rule for the opponent's choice)
and every start; it counts for the dealer and against the non-dealer.

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


def _stats(values: list[int]) -> dict:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / n
    return {"mean": round(mean, 4), "min": min(values), "max": max(values), "sd": round(sqrt(var), 4)}


def layout(cards, game: str = "six-card", dealer: bool = True, crib: bool = False) -> dict:
    """Every lay-out of a dealt hand, best first by the hand's expectation plus (dealer) or minus
    (non-dealer) the crib's: for each, the cards kept and laid out, the hand's show over every start
    (mean, min, max, standard deviation, exact over the unseen cards), and, with crib=True, the
    crib's mean (exact over the opponent's lay-outs and the starts: about 2 s in CPython, where the
    hand alone takes about 12 ms).

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
            total = count = 0
            for i, start in enumerate(unseen):
                others = unseen[:i] + unseen[i + 1:]
                for pair in combinations(others, 2):
                    total += fast_show(away + pair, start, crib=True)
                    count += 1
            assert count == len(unseen) * comb(len(unseen) - 1, 2)
            row["crib"] = {"mean": round(total / count, 4), "deals": count}
            row["value"] = round(row["hand"]["mean"] + (1 if dealer else -1) * total / count, 4)
        else:
            row["value"] = row["hand"]["mean"]
        rows.append(row)
    rows.sort(key=lambda r: -r["value"])
    return {"cards": [c.code for c in dealt], "variant": g.name, "dealer": dealer, "layouts": rows}

"""Practice at the draw: a hand dealt from a seed (or given), the reader's hold weighed against the
best of the 32 ways of holding it, by the chance of the best hand at the table (`hoyle.poker.advice`).

Nothing is counted here: every share of the pot is the draw advisor's (`draw.rank_holds`, order
"win"); this module deals the hand, finds where the reader's hold stands among the 32, and by how
much of the pot it falls short of the best.

>>> judged = judge(Deal("Ah 9h 6h 3h Kc"), "Ah 9h 6h 3h")
>>> judged.rank, judged.given_up
(1, Fraction(0, 1))
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from hoyle.cards import Card, pack
from hoyle.poker import advice
from hoyle.poker.draw import HAND_SIZE, Deal, rank_holds

MOST_SEED = 999_999  # a seed is a whole number from 1 to this (short enough to read in a link)


def deal(seed: int) -> tuple[Card, ...]:
    """A practice hand of five, a deterministic function of the seed: `random.Random(seed)` draws
    the cards from a fresh pack without the joker."""
    return tuple(random.Random(seed).sample(pack(), HAND_SIZE))


@dataclass(frozen=True)
class Judged:
    """A hold weighed: all 32 holds best first (the advisor's answer), the reader's among them, its
    rank (1 and a hold or more above it: 1 + the number of holds whose share is larger), the holds
    that share the best share, and the share of the pot the reader's hold gives up against them."""

    ranked: dict
    pick: dict
    rank: int
    best: tuple[dict, ...]
    share: Fraction
    best_share: Fraction

    @property
    def given_up(self) -> Fraction:
        return self.best_share - self.share


def judge(deal: Deal, hold, opponents: int = advice.DEFAULT_OPPONENTS, come_in: advice.ComeIn = advice.DEFAULT_COME_IN) -> Judged:
    """Where the hold stands among the 32 by the chance of the best hand at the table."""
    held = {c.code for c in deal.held(hold)}
    ranked = rank_holds(deal, None, "win", opponents, come_in)
    rows = ranked["holds"]
    shares = [Fraction(row["win"]["probability"]) for row in rows]  # exact: the advisor's fractions, read once
    at = next(i for i, row in enumerate(rows) if set(row["hold"]) == held)
    share, best_share = shares[at], shares[0]
    return Judged(ranked, rows[at], 1 + sum(s > share for s in shares),
                  tuple(row for row, s in zip(rows, shares) if s == best_share), share, best_share)

"""Configuration: the limits of a simulation, and its settings as one value (`Setup`), read from a request by the
facade (`hoyle.api.simulate.read_setup`), every setting checked there."""

from __future__ import annotations

from dataclasses import dataclass

from hoyle.cards import Card
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.strategies import Strategy

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MAX_DEALS = 1_000_000  # in one run (about 20 s in a browser, answered in parts)
MOST_AT_ONCE = 20_000  # deals the facade answers in one go; more are answered in parts (`iterate`)
# Fewer at draw poker for seven or eight players, where the pack runs out in the draw and is made up again: the
# heaviest table (everyone coming in on anything and drawing five to a hand without a pair) costs about 2.4 times the
# six-hand baseline of any pair a deal at six players, 3.3 at seven and 4.9 at eight (CPU time, CPython, issue 42), so
# that none answered at once costs more than 20,000 deals of that heaviest six-hand table: about 0.4 s in CPython and
# 0.75 s in Pyodide (scripts/bench/parts.py). Straight and stud poker, with no draw, cost at most 1.3 times the baseline.
MOST_AT_ONCE_OF_PLAYERS = {7: 12_000, 8: 8_000}
MAX_PART = 4_000  # deals between reports: a part of 8 players takes about 0.25 s in Pyodide (scripts/bench/parts.py)
MAX_SEED = 999_999_999

GAMES = ("draw", "straight", "stud")  # "Varieties of Poker": straight poker (no draw) and stud poker (one card down, four up)
# The most deals between reports, by game: a part of 8 players about 0.3 s in Pyodide at most (scripts/bench/parts.py:
# straight poker is quicker than the draw, stud, its first say worked out round by round, a little slower).
MAX_PART_OF = {"draw": MAX_PART, "straight": MAX_PART, "stud": 3_000}
# "progressive jacks": the openers, by the pair's name (Jack-pots; see `hoyle.poker.simulate`); and the two readings of
# "and so on up to aces, and then down again to jacks": the ranks needed deal after deal while no one opens.
PROGRESSION = ("jacks", "queens", "kings", "aces")
PROGRESSIONS = {"jacks-again": (11, 12, 13, 14), "step-down": (11, 12, 13, 14, 13, 12)}


def most_at_once(players: int, game: str) -> int:
    """The most deals answered at once (not in parts) for a table of `players` at the game."""
    return MOST_AT_ONCE_OF_PLAYERS.get(players, MOST_AT_ONCE) if game == "draw" else MOST_AT_ONCE


@dataclass(frozen=True)
class Setup:
    """A simulation's settings, each a value (the simulator's typed request, read by the facade from the JSON and checked
    there: `hoyle.api.simulate.read_setup`): the table (each seat's strategy, and its fixed hand, or None where the seat is
    dealt as usual), the game and its house rules, jack-pots (progressive, and in which order), and the run (the deals, the
    seed they are dealt by, and the deals between reports)."""

    players: int
    deals: int
    seed: int
    report_every: int
    jackpot: bool
    rules: HouseRules
    strategies: tuple[Strategy, ...]
    hands: tuple[tuple[Card, ...] | None, ...]  # per seat: one to five fixed cards, or None
    game: str = "draw"  # one of GAMES
    progressive: bool = False  # progressive jacks (jackpot is then true)
    progression: str = "jacks-again"  # after aces: jacks at once, or "step-down" (kings, queens, jacks)

"""The seeded draw simulator: whole deals of five-card draw, played out many times (and, with the
setting `game`, straight poker and stud poker: see `games`).

Two to eight players are dealt five cards each from a shuffled pack. Each has a *strategy*
(data: a `Strategy`, such as one of the presets, `PRESETS`) that says which hands he comes in on
and what he draws to them. In an ordinary pool everyone whose strategy plays his hand comes in;
in a jack-pot the pot must first be opened on jacks or better: the first player in seat order
(seat 0 is the first to say, the last seat is the dealer; messages, like the widget, count seats
from 1) who holds openers and whose strategy plays them opens, a player who cannot open passes,
and once the pot is open the others come in by their strategies. If no one opens, the deal is
void and counted as such ("jack-pots": the deal passes; an ordinary pool in which no one comes in
is counted void too).

The simplification: betting is not simulated beyond coming in or not. Everyone who comes in
draws (in seat order, from the top of the pack, as Law 39 has it) and shows down; the best hand
after the draw wins, ties divide. A player who is the only one in wins without opposition (he
still draws, so that his final hands are counted). If the pack runs out in the draw, the cards
already discarded or thrown up (not the drawer's own discards) are shuffled to finish it.

Progressive jacks (`progressive`: true, a jack-pot): "if the pot is not opened on the first deal, it
will take queens or better to open on the next, kings or better on the third, and so on up to aces,
and then down again to jacks" (Jack-pots). The book's "down again to jacks" is read the plainer way
by default (`progression` "jacks-again"): after a deal no one opened on aces, the next needs jacks again,
straight away, so the openers go jacks, queens, kings, aces, jacks, queens, ... while no one opens; the
other reading, "step-down", comes down as it went up: jacks, queens, kings, aces, kings, queens, jacks,
... (as `hoyle.poker.progressive` reads it). Either way a deal that is opened is followed by one on
jacks. A fixed hand opens at a step if it holds that pair or better. The report gives the deals played at each step and how often each was opened.

The games (`game`): "draw" (the default, all of the above); "straight", the same deal with no draw,
everyone whose strategy comes in on his dealt hand showing it; "stud", one card down and four up,
everyone staying to the end, the first say counted round by round (`games` has the rules in full).
Draw poker's answer is as it was before the other games (the same keys, the same figures for a
seed); the other games' answers add "game", and stud's "first_say"; progressive jacks add
"progressive".

A seat may be given a fixed hand instead of a dealt one: five cards, drawn to by the seat's
strategy, or fewer, which are held and helped from the pack to five (Foster's experiment in
"Coming into Jack-pots": "help each of these four men to three cards"). A fixed hand always
comes in (unless its strategy is `never`); in a jack-pot it opens if it holds jacks or better.

Each report gives, with 95% intervals (`hoyle.intervals`: Wilson's for a proportion, which never closes to a
point; for a share of the pot, ties divided, and for a mean, the same rule with the spread of the per-deal
values): how often each seat (and each strategy) comes in and holds the best hand after the draw, and the
classes of its final hands. Deals are independent; the seats of one
deal are not quite (they share a pack), which the per-strategy intervals ignore.

The same seed gives the same results, here and in Pyodide (`random.Random(seed)`; the pack is
shuffled by Fisher-Yates with `int(random() * n)`, whose bias, under n/2**53, is far below any
interval reported). Speed: see `benchmark`; the inner loop works on ints (`sim_int`) and list lookups.

The package takes values and reads nothing: a simulation's settings are one `Setup` (of `Strategy` values,
Card values and a `HouseRules`), read from a request, and checked, by the facade (`hoyle.api.simulate`).
Its modules: `strategies` (`Strategy` and the presets), `plans` (a strategy compiled into tables by
strength), `configuration` (the limits and `Setup`), `deals` (cards as ints, the dealing and drawing
loop, `Simulator`), `games` (straight and stud poker's loops), `counts` (the integer counts, and one
deal's tally, that every loop keeps) and `reports` (the results with their intervals); here, the entry
points (`iterate`, `run`, `benchmark`), and every name the callers use.
"""

from __future__ import annotations

import time
from typing import Iterator

from hoyle.poker.rules import STANDARD
from hoyle.poker.simulate.configuration import (
    GAMES,
    MAX_PART_OF,
    PROGRESSION,
    PROGRESSIONS,
    MAX_DEALS,
    MAX_PART,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    MOST_AT_ONCE,
    MOST_AT_ONCE_OF_PLAYERS,
    Setup,
    most_at_once,
)
from hoyle.poker.simulate.games import first_say, showing_keys
from hoyle.poker.simulate.deals import FOUR_SUITED, JOKER_NIBBLES, SUIT_NIBBLES, THREE_SUITED, Simulator, decide, held_cards, sim_int
from hoyle.poker.simulate.plans import Plan, Shape, least_strength, plan, shapes  # noqa: F401  (_lowest: for hoyle.claims.simulated)
from hoyle.poker.simulate.reports import DIGITS, METHOD, mean_of, pot_share, proportion, report, versus
from hoyle.poker.simulate.strategies import (
    BOBTAILS,
    DEFAULT_STRATEGY,
    DRAWS,
    KICKERS,
    LEVELS,
    NO_PAIR,
    PAIRS,
    PRESETS,
    THREES,
    TWO_PAIRS,
    Strategy,
)

__all__ = [
    "MIN_PLAYERS", "MAX_PLAYERS", "MAX_DEALS", "MOST_AT_ONCE", "MOST_AT_ONCE_OF_PLAYERS", "most_at_once", "MAX_PART", "MAX_SEED",
    "Setup",
    "GAMES", "MAX_PART_OF", "PROGRESSION", "PROGRESSIONS", "first_say", "showing_keys",
    "PAIRS", "LEVELS", "DRAWS", "NO_PAIR", "KICKERS", "TWO_PAIRS", "THREES", "BOBTAILS",
    "Strategy", "PRESETS", "DEFAULT_STRATEGY", "Shape", "shapes", "Plan", "plan", "least_strength",
    "SUIT_NIBBLES", "JOKER_NIBBLES", "sim_int", "FOUR_SUITED", "THREE_SUITED", "decide", "Simulator", "held_cards",
    "DIGITS", "proportion", "pot_share", "mean_of", "versus", "METHOD", "report",
    "iterate", "run", "benchmark",
]


def iterate(setup: Setup) -> Iterator[dict]:
    """The results every `report_every` deals, the last with "done": true. A caller stops by not asking for more."""

    def reports():
        sim = Simulator(setup)
        while sim.stats.deals < setup.deals:
            sim.run(min(setup.report_every, setup.deals - sim.stats.deals))
            yield report(sim, setup.deals)

    return reports()


def run(setup: Setup) -> dict:
    """The final results.

    Foster's experiment in "Coming into Jack-pots": jacks, tens, nines and eights, each helped to
    three cards; "A's Jacks ... = 46" times in a hundred.

    >>> from hoyle.cards import parse_cards
    >>> from hoyle.poker.rules import STANDARD
    >>> hands = tuple(parse_cards(h) for h in ("Js Jh", "10s 10h", "9s 9h", "8s 8h"))
    >>> r = run(Setup(4, 3000, 1, 3000, True, STANDARD, (PRESETS["any-pair"],) * 4, hands))
    >>> [round(seat["best"]["share"], 2) for seat in r["seats"]]
    [0.45, 0.2, 0.18, 0.17]
    """
    sim = Simulator(setup)
    sim.run(setup.deals)
    return report(sim, setup.deals)


def benchmark(players: int = 6, deals: int = 50_000, strategy: Strategy = PRESETS[DEFAULT_STRATEGY], jackpot: bool = False,
              game: str = "draw") -> dict:
    """Deals per second on this interpreter (seed 1, no fixed hand, the standard game)."""
    sim = Simulator(Setup(players, deals, 1, min(deals, MAX_PART_OF[game]), jackpot, STANDARD, (strategy,) * players, (None,) * players,
                          game))
    start = time.perf_counter()
    sim.run(deals)
    seconds = time.perf_counter() - start
    return {"players": players, "strategy": strategy.name, "jackpot": jackpot, "game": game, "deals": deals, "seconds": round(seconds, 3),
            "per_second": round(deals / seconds)}

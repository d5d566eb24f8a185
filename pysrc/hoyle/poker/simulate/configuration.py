"""Configuration: the limits of a simulation, and a JSON-shaped configuration checked into a
`Setup` (`parse_config`), every error a Refusal naming what is wrong."""

from __future__ import annotations

from dataclasses import dataclass

from hoyle.errors import CardError, RequestError
from hoyle.cards import parse_cards
from hoyle.inputs import choice, flag, whole_number
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.strategies import DEFAULT_STRATEGY, Strategy, parse_strategy
from hoyle.quote import echo

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MAX_DEALS = 1_000_000  # in one run (about 20 s in a browser, answered in parts)
MOST_AT_ONCE = 20_000  # deals the facade answers in one go; more are answered in parts (`iterate`)
# Fewer at draw poker for seven or eight players, where the pack runs out in the draw and is made up again: the
# heaviest table (everyone coming in on anything and drawing five to a hand without a pair) costs about 2.4 times the
# six-hand baseline of any pair a deal at six players, 3.3 at seven and 4.9 at eight (CPU time, CPython, issue 42), so
# that none answered at once costs more than 20,000 deals of that heaviest six-hand table: about 0.4 s in CPython and
# 0.75 s in Pyodide (scripts/bench_parts.py). Straight and stud poker, with no draw, cost at most 1.3 times the baseline.
MOST_AT_ONCE_OF_PLAYERS = {7: 12_000, 8: 8_000}
MAX_PART = 4_000  # deals between reports: a part of 8 players takes about 0.25 s in Pyodide (scripts/bench_parts.py)
MAX_SEED = 999_999_999

GAMES = ("draw", "straight", "stud")  # "Varieties of Poker": straight poker (no draw) and stud poker (one card down, four up)
# The most deals between reports, by game: a part of 8 players about 0.3 s in Pyodide at most (scripts/bench_parts.py:
# straight poker is quicker than the draw, stud, its first say worked out round by round, a little slower).
MAX_PART_OF = {"draw": MAX_PART, "straight": MAX_PART, "stud": 3_000}
# "progressive jacks": the openers, by the pair's name (Jack-pots; see `hoyle.poker.simulate`); and the two readings of
# "and so on up to aces, and then down again to jacks": the ranks needed deal after deal while no one opens.
PROGRESSION = ("jacks", "queens", "kings", "aces")
PROGRESSIONS = {"jacks-again": (11, 12, 13, 14), "step-down": (11, 12, 13, 14, 13, 12)}

CONFIG_KEYS = ("players", "deals", "seed", "report_every", "jackpot", "rules", "strategies", "strategy", "hand", "hands", "game", "progressive",
               "progression", "op")


def most_at_once(players: int, game: str) -> int:
    """The most deals answered at once (not in parts) for a table of `players` at the game."""
    return MOST_AT_ONCE_OF_PLAYERS.get(players, MOST_AT_ONCE) if game == "draw" else MOST_AT_ONCE


@dataclass(frozen=True)
class Setup:
    """A validated configuration."""

    players: int
    deals: int
    seed: int
    report_every: int
    jackpot: bool
    rules: HouseRules
    strategies: tuple[Strategy, ...]
    hands: tuple[tuple | None, ...]  # per seat: fixed cards (Card values) or None
    game: str = "draw"  # one of GAMES
    progressive: bool = False  # progressive jacks (jackpot is then true)
    progression: str = "jacks-again"  # after aces: jacks at once, or "step-down" (kings, queens, jacks)


# A custom strategy's fields that say how a player draws: straight and stud poker have no draw. At stud no strategy
# says when to throw a hand up: everyone stays to the end, but a seat that never comes in (`hoyle.poker.simulate.games`).
DRAW_FIELDS = ("come_in_on", "draws", "no_pair", "kicker", "two_pairs", "threes", "pat")
GAME_WORDS = {"straight": "at straight poker: there is no draw", "stud": "at stud: there is no draw, and everyone stays to the end "
                                                                          "but a seat that never comes in"}


def _applies(spec, game: str) -> None:
    """Refuse, by name, a custom strategy's field that does not apply to the game (a preset's name is taken whole)."""
    if game == "draw" or not isinstance(spec, dict):
        return
    fields = DRAW_FIELDS + (("up_to",) + (("come_in",) if spec.get("come_in") != "never" else ()) if game == "stud" else ())
    given = [f for f in fields if f in spec]
    if given:
        raise RequestError(f"a strategy's {', '.join(given[:3])} {'does' if len(given) == 1 else 'do'} not apply {GAME_WORDS[game]}",
                           "bad-config")


def parse_config(config) -> Setup:
    """Check a JSON-shaped configuration; raise CardError(code, message) naming what is wrong.
    Numbers may be given as text ("20,000"), as a form sends them."""
    if not isinstance(config, dict):
        raise RequestError("a simulation is configured by an object such as {\"players\": 6, \"deals\": 10000}", "bad-config")
    unknown = sorted(set(config) - set(CONFIG_KEYS))
    if unknown:
        raise RequestError(f"unknown setting {', '.join(echo(k) for k in unknown[:3])}; "
                        f"the settings are: {', '.join(k for k in CONFIG_KEYS if k != 'op')}", "bad-config")
    players = whole_number(config.get("players", 6), "the number of players", MIN_PLAYERS, MAX_PLAYERS, "bad-players")
    deals = whole_number(config.get("deals", 10_000), "the number of deals", 1, MAX_DEALS, "bad-deals")
    game = choice(config.get("game", "draw"), "the game", GAMES)
    most = MAX_PART_OF[game]
    report_every = whole_number(config.get("report_every", min(deals, most)), "the deals between reports", 1, most, "bad-config")
    seed = whole_number(config.get("seed", 1), "the seed", 0, MAX_SEED, "bad-seed")
    progressive = flag(config.get("progressive", False), "progressive")
    jackpot = flag(config.get("jackpot", progressive), "jackpot")
    if progressive and not jackpot:
        raise RequestError("progressive jacks are jack-pots: give jackpot true, or leave it out, with progressive", "bad-config")
    progression = choice(config.get("progression", "jacks-again"), "the progression", tuple(PROGRESSIONS))
    if "progression" in config and not progressive:
        raise RequestError("progression is the order of progressive jacks: give progressive true with it", "bad-config")
    if jackpot and game == "stud":
        raise RequestError("jack-pots are not played at stud: the best hand showing has the first say, and no one opens on his five cards",
                           "bad-config")
    rules = HouseRules.parse(config.get("rules", ""))
    if "strategy" in config and "strategies" in config:
        raise RequestError("give strategy (one for every seat) or strategies, not both", "bad-config")
    spec = config.get("strategies", config.get("strategy", DEFAULT_STRATEGY))
    for each in spec if isinstance(spec, list) else [spec]:
        _applies(each, game)
    if isinstance(spec, list):
        if len(spec) != players:
            raise RequestError(f"strategies lists one strategy a seat: {players} for {players} players, not {len(spec)}", "bad-config")
        strategies = tuple(parse_strategy(s) for s in spec)
    else:
        strategies = (parse_strategy(spec),) * players
    if "hand" in config and "hands" in config:
        raise RequestError("give hand (the first seat's) or hands (one a seat), not both", "bad-config")
    if "hands" in config:
        given = config["hands"]
        if not isinstance(given, list):
            raise CardError("bad-hand", "hands lists a fixed hand for each seat in turn (null, or a dash in text, for a seat dealt as usual)")
        if len(given) > players:
            raise CardError("bad-hand", f"{len(given)} fixed hands for {players} players: give at most one a seat")
        given = list(given) + [None] * (players - len(given))
    else:
        given = [config.get("hand")] + [None] * (players - 1)
    hands = []
    seen: dict = {}
    for seat, h in enumerate(given):
        if h is None or h == "" or h == []:
            hands.append(None)
            continue
        if not isinstance(h, (str, list)):
            raise CardError("bad-hand", f"seat {seat + 1}'s hand must be cards such as \"Js Jh 8c 4d 2s\", not {echo(h)}")
        try:
            cards = parse_cards(h)
        except CardError as e:
            raise CardError("bad-hand", f"seat {seat + 1}'s hand: {e.message}") from None
        if not 1 <= len(cards) <= 5:
            raise CardError("bad-hand", f"seat {seat + 1}'s hand has {len(cards)} cards: give one to five (fewer than five are held and helped "
                                        f"from the pack)")
        for c in cards:
            if c.is_joker and not rules.joker:
                raise CardError("bad-hand", "the joker is not in play: add the joker rule")
            if c in seen:
                raise CardError("bad-hand", f"{c.code} is in the hands of seat {seen[c] + 1} and seat {seat + 1}")
            seen[c] = seat
        hands.append(cards)
    return Setup(players, deals, seed, report_every, jackpot, rules, strategies, tuple(hands), game, progressive, progression)

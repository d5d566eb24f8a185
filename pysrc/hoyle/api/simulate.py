"""The simulator's request ("simulate", answered at once or in parts): its settings, each seat's strategy, the fixed
hands and the house rules read from the JSON into the simulator's `Setup`, once, every refusal named here
(`read_setup`); and the answer, at once (`simulate`) or in parts (`parts`). The simulator below it (`hoyle.poker.simulate`) takes the values
read, a `Setup` of `Strategy` values, Card values and a `HouseRules`, and reads nothing.

Imported on first use, with the simulator (the worker loads it only when needed: `hoyle.api.poker`).

A form's text is read as the JSON's lists: "strategies" may be names separated by commas, and is left out when blank
(a form sends it empty when one strategy serves every seat); "hands" may be text, a seat a line ("-" for a seat dealt
as usual), and is left out when blank. Numbers may be given as text ("20,000"), as a form sends them.

>>> setup = read_setup({"players": "3", "deals": "20,000", "strategies": "jacks-or-better, pat, never", "hands": "Js Jh\\n-\\n"})
>>> setup.deals, [s.name for s in setup.strategies], setup.hands[1:]
(20000, ['jacks-or-better', 'pat', 'never'], (None, None))
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any, cast

from hoyle.api.reading import house_rules
from hoyle.cards import Card, parse_cards
from hoyle.errors import CardError, RequestError
from hoyle.inputs import choice, flag, whole_number
from hoyle.poker import simulate as simulate_mod
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate import (
    DEFAULT_STRATEGY,
    DRAWS,
    GAMES,
    KICKERS,
    LEVELS,
    MAX_DEALS,
    MAX_PART_OF,
    MAX_PLAYERS,
    MAX_SEED,
    MIN_PLAYERS,
    MOST_AT_ONCE,
    NO_PAIR,
    PAIRS,
    PRESETS,
    PROGRESSIONS,
    THREES,
    TWO_PAIRS,
    Setup,
    Strategy,
)
from hoyle.quote import echo, oddity

if TYPE_CHECKING:  # the answers' types (hoyle.api.answers), for readers and type checkers only
    from hoyle.api.answers import SimulateAnswer

# The settings a simulation takes (a request's fields, besides its "op"), in the order a refusal lists them.
SETTINGS = ("players", "deals", "seed", "report_every", "jackpot", "rules", "strategies", "strategy", "hand", "hands", "game", "progressive",
            "progression")


def _settings(request: Mapping[str, Any]) -> dict[str, Any]:
    """The request's settings, a form's text read as the JSON's lists ("hands" a seat a line, "strategies" names
    separated by commas; either left out when blank)."""
    settings = {k: v for k, v in request.items() if k != "op"}
    hands = settings.get("hands")
    if isinstance(hands, str):
        lines = [line.strip() for line in hands.replace("/", "\n").splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        if lines:
            settings["hands"] = [None if line in ("", "-") else line for line in lines]
        else:
            del settings["hands"]
    seats = settings.get("strategies")
    if isinstance(seats, str):
        names = [n.strip() for n in seats.split(",") if n.strip()]
        if names:
            settings["strategies"] = names
        else:
            del settings["strategies"]
    elif seats == []:
        del settings["strategies"]
    return settings


def read_setup(request: Mapping[str, Any]) -> Setup:
    """The simulator's request ("simulate", or its settings alone) read into its typed request, a `Setup`: every
    setting checked, and named when it is wrong (a Refusal)."""
    settings = _settings(request)
    unknown = sorted(set(settings) - set(SETTINGS))
    if unknown:
        raise RequestError(f"unknown setting {', '.join(echo(k) for k in unknown[:3])}; the settings are: {', '.join(SETTINGS)}",
                           "bad-config")
    players = whole_number(settings.get("players", 6), "the number of players", MIN_PLAYERS, MAX_PLAYERS, "bad-players")
    deals = whole_number(settings.get("deals", 10_000), "the number of deals", 1, MAX_DEALS, "bad-deals")
    game = choice(settings.get("game", "draw"), "the game", GAMES)
    most = MAX_PART_OF[game]
    report_every = whole_number(settings.get("report_every", min(deals, most)), "the deals between reports", 1, most, "bad-config")
    seed = whole_number(settings.get("seed", 1), "the seed", 0, MAX_SEED, "bad-seed")
    progressive = flag(settings.get("progressive", False), "progressive")
    jackpot = flag(settings.get("jackpot", progressive), "jackpot")
    if progressive and not jackpot:
        raise RequestError("progressive jacks are jack-pots: give jackpot true, or leave it out, with progressive", "bad-config")
    progression = choice(settings.get("progression", "jacks-again"), "the progression", tuple(PROGRESSIONS))
    if "progression" in settings and not progressive:
        raise RequestError("progression is the order of progressive jacks: give progressive true with it", "bad-config")
    if jackpot and game == "stud":
        raise RequestError("jack-pots are not played at stud: the best hand showing has the first say, and no one opens on his five cards",
                           "bad-config")
    rules = house_rules(settings, "the house rules are names, as text like \"blaze,joker\" or a list of names")
    strategies = _strategies(settings, players, game)
    hands = _hands(settings, players, rules)
    return Setup(players, deals, seed, report_every, jackpot, rules, strategies, hands, game, progressive, progression)


# The strategies --------------------------------------------------------------------------------------------------------

# A custom strategy's fields that say how a player draws: straight and stud poker have no draw. At stud no strategy
# says when to throw a hand up: everyone stays to the end, but a seat that never comes in (`hoyle.poker.simulate.games`).
DRAW_FIELDS = ("come_in_on", "draws", "no_pair", "kicker", "two_pairs", "threes", "pat")
GAME_WORDS = {"straight": "at straight poker: there is no draw", "stud": "at stud: there is no draw, and everyone stays to the end "
                                                                          "but a seat that never comes in"}


def _strategies(settings: Mapping[str, Any], players: int, game: str) -> tuple[Strategy, ...]:
    """Each seat's strategy: "strategy", one for every seat, or "strategies", one a seat (a preset's name or a
    strategy's fields, each); by default everyone comes in on any pair."""
    if "strategy" in settings and "strategies" in settings:
        raise RequestError("give strategy (one for every seat) or strategies, not both", "bad-config")
    spec = settings.get("strategies", settings.get("strategy", DEFAULT_STRATEGY))
    for each in spec if isinstance(spec, list) else [spec]:
        _applies(each, game)
    if isinstance(spec, list):
        if len(spec) != players:
            raise RequestError(f"strategies lists one strategy a seat: {players} for {players} players, not {len(spec)}", "bad-config")
        return tuple(read_strategy(s) for s in spec)
    return (read_strategy(spec),) * players


def _applies(spec, game: str) -> None:
    """Refuse, by name, a custom strategy's field that does not apply to the game (a preset's name is taken whole)."""
    if game == "draw" or not isinstance(spec, dict):
        return
    apart = DRAW_FIELDS + (("up_to",) + (("come_in",) if spec.get("come_in") != "never" else ()) if game == "stud" else ())
    given = [f for f in apart if f in spec]
    if given:
        raise RequestError(f"a strategy's {', '.join(given[:3])} {'does' if len(given) == 1 else 'do'} not apply {GAME_WORDS[game]}",
                           "bad-config")


_CHOICES = {"no_pair": NO_PAIR, "kicker": KICKERS, "two_pairs": TWO_PAIRS, "threes": THREES}
_HANDS = ("anything", "pair", "never") + tuple(PAIRS) + LEVELS  # the hands a strategy comes in on, or plays up to
QUOTED_CHARS = {"name": 40, "description": 120}  # a custom strategy's name and description, as the answer quotes them


def read_strategy(spec) -> Strategy:
    """A strategy from a preset's name ("jacks-or-better") or an object of its fields, which may start from a preset:
    {"like": "any-pair", "kicker": "ace"} (named "any-pair*"; one with neither a "like" nor a "name" is "custom")."""
    if isinstance(spec, str):
        if spec not in PRESETS:
            raise RequestError(f"{echo(spec)} is not a strategy{oddity(spec)}; the presets are: {', '.join(PRESETS)}", "unknown-strategy")
        return PRESETS[spec]
    if not isinstance(spec, dict):
        raise RequestError(f"a strategy is a preset name ({', '.join(PRESETS)}) or an object of its fields, not {echo(spec)}", "bad-strategy")
    given = dict(spec)
    base = read_strategy(given.pop("like")) if "like" in given else Strategy()
    names = {f.name for f in fields(Strategy)}
    unknown = sorted(set(given) - names)
    if unknown:
        raise RequestError(f"a strategy has no field {', '.join(echo(k) for k in unknown[:3])}; "
                           f"its fields are: like, {', '.join(sorted(names))}", "bad-strategy")
    values: dict[str, Any] = {f.name: getattr(base, f.name) for f in fields(Strategy)}
    if "like" not in given and "name" not in given:
        values["name"] = "custom"
    elif "name" not in given:
        values["name"] = base.name + "*"  # a variant of a preset
    for key, value in given.items():
        if key in ("come_in_on", "draws"):
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise RequestError(f"{key} is a list of draws ({', '.join(DRAWS)})", "bad-strategy")
            value = tuple(value)
        elif key in ("name", "description"):  # the reader's own words: quoted short, as every echo is
            if not isinstance(value, str) or (key == "name" and not value.strip()):
                raise RequestError("a strategy's name is a non-empty string, and its description a string", "bad-strategy")
            value = echo(value, QUOTED_CHARS[key]) if value else value
        values[key] = value
    _check_plays(values)
    return Strategy(**values)


def _check_plays(values: Mapping[str, Any]) -> None:
    """Refuse, by name, a strategy's field that is not one of its choices (the hands, the draws and the ways of drawing)."""
    _hand_name(values["come_in"], "come_in")
    if values["up_to"] is not None:
        _hand_name(values["up_to"], "up_to")
    for key in ("come_in_on", "draws"):
        for d in values[key]:
            if d not in DRAWS:
                raise RequestError(f"{echo(d)} in {key} is not a draw; the draws are: {', '.join(DRAWS)}", "bad-strategy")
    for key, allowed in _CHOICES.items():
        if values[key] not in allowed:
            raise RequestError(f"{key} must be one of {', '.join(allowed)}, not {echo(values[key])}", "bad-strategy")
    if not isinstance(values["pat"], bool):
        raise RequestError("pat is true or false", "bad-strategy")


def _hand_name(name, key: str) -> None:
    if name not in _HANDS:
        raise RequestError(f"{key} {echo(name)} is not a hand; say one of: {', '.join(_HANDS)}", "bad-strategy")


# The fixed hands -------------------------------------------------------------------------------------------------------

def _hands(settings: Mapping[str, Any], players: int, rules: HouseRules) -> tuple[tuple[Card, ...] | None, ...]:
    """Each seat's fixed hand (one to five cards), or None for a seat dealt as usual: "hand", the first seat's, or
    "hands", one a seat (null, or a dash in text, for a seat dealt as usual)."""
    if "hand" in settings and "hands" in settings:
        raise RequestError("give hand (the first seat's) or hands (one a seat), not both", "bad-config")
    if "hands" in settings:
        given = settings["hands"]
        if not isinstance(given, list):
            raise CardError("bad-hand", "hands lists a fixed hand for each seat in turn (null, or a dash in text, for a seat dealt as usual)")
        if len(given) > players:
            raise CardError("bad-hand", f"{len(given)} fixed hands for {players} players: give at most one a seat")
        given = list(given) + [None] * (players - len(given))
    else:
        given = [settings.get("hand")] + [None] * (players - 1)
    hands: list[tuple[Card, ...] | None] = []
    seen: dict[Card, int] = {}
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
    return tuple(hands)


# The answer ------------------------------------------------------------------------------------------------------------

def simulate(setup: Setup) -> SimulateAnswer:
    """The simulator answered at once, up to `most_at_once` deals (20,000; fewer at draw poker for seven or eight
    players); more are answered in parts (`hoyle.api.stream`), so that no request keeps the engine busy for long."""
    most = simulate_mod.most_at_once(setup.players, setup.game)
    if setup.deals > most:
        table = "" if most == MOST_AT_ONCE else f" at draw poker for {setup.players} players"
        raise RequestError(f"{setup.deals:,} deals are run in parts, with progress: ask for them as a stream "
                           f"(at most {most:,} are answered at once{table})", "bad-deals")
    return cast("SimulateAnswer", simulate_mod.run(setup))


def parts(setup: Setup) -> Iterator[Mapping[str, Any]]:
    """The simulator answered in parts (`hoyle.api.stream`): the results every `report_every` deals, the last with
    "done": true; a caller stops by not asking for more."""
    return simulate_mod.iterate(setup)

"""The table stakes and freeze-out requests (Practical Poker, "Varieties of Poker"): the pool divided by the rule of
the sight, and who is frozen out when (hoyle.poker.stakes).

A player is an object {"name": "B", "stake": 8, "put": 8, "dropped": false, "cards": "Ks Kd 9c 9h 3s"} (or "rank": 1
for the best hand instead of cards), or a line of text "B 8 8 Ks Kd 9c 9h 3s": his name, his stake, what he put in
the pool, the word "drops" if he refused to call, then his five cards or "rank 1" (or nothing, for a player who
dropped without showing)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hoyle.api.poker import _rule_names, _value_answer
from hoyle.api.reading import Operation, house_rules, only_fields
from hoyle.cards import Card, parse_cards, split_cards
from hoyle.errors import CardError, RequestError
from hoyle.inputs import flag, whole_number
from hoyle.poker import stakes as stakes_mod
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.quote import echo, oddity

if TYPE_CHECKING:
    from hoyle.api.answers import FreezeOutAnswer, StakesAnswer

STAKES_FIELDS = ("players", "rules")
FREEZE_FIELDS = ("players", "counters", "deals", "corner")
PLAYER_FIELDS = ("name", "stake", "put", "dropped", "cards", "rank")
NAME = re.compile(r"[A-Za-z][A-Za-z0-9]{0,11}")
DROPS = ("drops", "dropped", "drop", "out")
LINE_HELP = ('a line is the name, the stake, what he put in, "drops" if he refused to call, and his five cards or "rank 1": '
             'such as "B 8 8 Ks Kd 9c 9h 3s"')


def _name(value, where: str) -> str:
    """A player's name: a letter, then letters or digits, twelve at most."""
    if not isinstance(value, str) or not NAME.fullmatch(value):
        raise RequestError(f"{where}'s name is a letter and up to eleven more letters or digits, such as A or Smith, not "
                           f"{echo(value)}{oddity(value) if isinstance(value, str) else ''}", "bad-players")
    return value


def _players_list(request: dict, most: int) -> list:
    value = request.get("players")
    if not isinstance(value, list) or not value:
        raise RequestError('give "players": a list of players, each an object or a line of text', "bad-players")
    if not 2 <= len(value) <= most:
        raise RequestError(f"2 to {most} players; you gave {len(value):,}", "bad-players")
    return value


def _from_line(line: str, number: int) -> dict:
    """A player's line of text ("B 8 8 Ks Kd 9c 9h 3s") as a player's fields, each still to be read."""
    tokens = split_cards(line)
    if len(tokens) < 3:
        raise RequestError(f"player {number}'s line {echo(line)} is too short: {LINE_HELP}", "bad-players")
    fields: dict[str, Any] = {"name": tokens[0], "stake": tokens[1], "put": tokens[2]}
    rest = tokens[3:]
    if rest and rest[0].lower() in DROPS:
        fields["dropped"] = True
        rest = rest[1:]
    if rest and rest[0].lower() == "rank":
        if len(rest) != 2:
            raise RequestError(f"player {number}'s line {echo(line)}: \"rank\" is followed by one number, the hand's rank (1 the best)",
                               "bad-players")
        fields["rank"] = rest[1]
    elif rest:
        fields["cards"] = rest
    return fields


def _player(value, number: int) -> stakes_mod.Player:
    """One player, from an object or a line of text, every field read and named when it is wrong."""
    if isinstance(value, str):
        value = _from_line(value, number)
    if not isinstance(value, dict):
        raise RequestError(f"player {number} is an object or a line of text, not {echo(value)}", "bad-players")
    unknown = sorted(k for k in value if k not in PLAYER_FIELDS)
    if unknown:
        raise RequestError(f"player {number}: unknown field {echo(unknown[0])}: a player has "
                           f"{', '.join(chr(34) + f + chr(34) for f in PLAYER_FIELDS)}", "bad-players")
    name = _name(value.get("name"), f"player {number}")
    stake = whole_number(value.get("stake"), f"{name}'s stake (the chips in front of him)", 0, stakes_mod.MOST_CHIPS, "bad-stake")
    put = whole_number(value.get("put"), f"what {name} put in the pool", 0, stakes_mod.MOST_CHIPS, "bad-stake")
    dropped = flag(value.get("dropped", False), f"whether {name} dropped")
    cards: tuple[Card, ...] = ()
    if "cards" in value:
        try:
            cards = parse_cards(value["cards"])
        except CardError as e:
            raise e.reworded(f"{name}'s hand: {e.message}") from None
        if len(cards) != 5:
            raise CardError("wrong-count", f"{name}'s hand: a poker hand has five cards; you gave {len(cards)}")
    rank = None
    if "rank" in value:
        rank = whole_number(value["rank"], f"{name}'s rank (1 the best hand)", 1, stakes_mod.MOST_PLAYERS, "bad-number")
    if cards and rank is not None:
        raise RequestError(f"{name}: give his cards or his rank, not both", "bad-players")
    return stakes_mod.Player(name, stake, put, dropped, cards, rank)


@dataclass(frozen=True)
class StakesRequest:
    """A pool at table stakes to divide ("stakes"): the players in order, each with his stake, what he put in, whether
    he dropped, and his hand; and the house rules the hands are valued by."""

    players: tuple[stakes_mod.Player, ...]
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> StakesRequest:
        only_fields(request, STAKES_FIELDS)
        rules = house_rules(request)
        players = tuple(_player(p, i) for i, p in enumerate(_players_list(request, stakes_mod.MOST_PLAYERS), 1))
        return cls(players, rules)


def stakes(request: StakesRequest) -> StakesAnswer:
    """The pool divided: the first pool and the side pools, each with its winners and their shares, and each player's net.

    >>> a = stakes(StakesRequest.read({"op": "stakes", "players": ["A 30 10 drops", "B 8 8 rank 1", "C 30 20 rank 2"]}))
    >>> [(p["amount"], p["winners"]) for p in a["pools"]]
    [(24, ['B']), (14, ['C'])]
    """
    s = stakes_mod.settle(request.players, request.rules)
    return {
        "pools": [{"number": p.number, "low": p.low, "high": p.high, "amount": p.amount,
                   "put": [{"name": n, "chips": c} for n, c in p.put], "entitled": list(p.entitled), "winners": list(p.winners),
                   "shares": [{"name": n, "chips": c} for n, c in p.shares], "returned": p.returned, "explanation": p.explanation}
                  for p in s.pools],
        "players": [{"name": r.name, "stake": r.stake, "put": r.put, "dropped": r.dropped, "takes": r.takes, "net": r.net,
                     "hand": _value_answer(r.value, request.rules) if r.value is not None else None, "rank": r.rank, "note": r.note}
                    for r in s.players],
        "total": s.total,
        "rules": _rule_names(request.rules),
        "odd_chips": stakes_mod.ODD_CHIPS,
    }


def _nets(value, number: int, names: list[str]) -> tuple[int, ...]:
    """One deal's net results, a list of numbers or a line of text ("5 -20 15")."""
    items = split_cards(value) if isinstance(value, str) else value
    if not isinstance(items, list):
        raise RequestError(f"deal {number} is a list of each player's net result, or a line such as \"5 -20 15\", not {echo(value)}",
                           "bad-deals")
    if len(items) != len(names):
        raise RequestError(f"deal {number} gives {len(items)} results for {len(names)} players: give one for each, 0 for a player who "
                           "neither won nor lost", "bad-deals")
    return tuple(whole_number(x, f"deal {number}'s result for {name}", -stakes_mod.MOST_CHIPS, stakes_mod.MOST_CHIPS, "bad-deals")
                 for name, x in zip(names, items))


@dataclass(frozen=True)
class FreezeOutRequest:
    """A freeze-out ("freeze-out"): the players and the counters each starts with (one number for all, as the book
    has it, or one each), each deal's net results, and what each put into the sweepstake (a "corner")."""

    start: tuple[tuple[str, int], ...]
    deals: tuple[tuple[int, ...], ...]
    corner: int = 0

    @classmethod
    def read(cls, request: dict) -> FreezeOutRequest:
        only_fields(request, FREEZE_FIELDS)
        value = request.get("players")
        if isinstance(value, str):
            value = split_cards(value)
        request = {**request, "players": value}
        names = [_name(v, f"player {i}") for i, v in enumerate(_players_list(request, stakes_mod.MOST_PLAYERS), 1)]
        counters = request.get("counters", 20)
        if isinstance(counters, list):
            if len(counters) != len(names):
                raise RequestError(f"\"counters\" gives {len(counters)} numbers for {len(names)} players: give one for all, or one each",
                                   "bad-stake")
            each = [whole_number(c, f"{n}'s counters", 1, stakes_mod.MOST_CHIPS, "bad-stake") for n, c in zip(names, counters)]
        else:
            each = [whole_number(counters, "the counters each player starts with", 1, stakes_mod.MOST_CHIPS, "bad-stake")] * len(names)
        deals = request.get("deals", [])
        if isinstance(deals, str):
            deals = [line for line in deals.splitlines() if line.strip()]
        if not isinstance(deals, list):
            raise RequestError('"deals" is a list of deals, each every player\'s net result', "bad-deals")
        if len(deals) > stakes_mod.MOST_DEALS:
            raise RequestError(f"at most {stakes_mod.MOST_DEALS} deals; you gave {len(deals):,}", "bad-deals")
        nets = tuple(_nets(d, i, names) for i, d in enumerate(deals, 1))
        corner = whole_number(request.get("corner", 0), "each player's corner of the sweepstake", 0, stakes_mod.MOST_CHIPS, "bad-stake")
        return cls(tuple(zip(names, each)), nets, corner)


def freeze_out(request: FreezeOutRequest) -> FreezeOutAnswer:
    """The standings of a freeze-out: each player's counters after each deal, who was frozen out when, and the survivor.

    >>> freeze_out(FreezeOutRequest.read({"op": "freeze-out", "players": "A B C", "deals": ["5 -20 15", "-25 0 25"]}))["survivor"]
    'C'
    """
    s = stakes_mod.standings(request.start, request.deals)
    sweepstake = request.corner * len(s.names)
    if s.survivor:
        words = (f"{s.survivor} is the survivor, and wins all the stakes" + (f": {sweepstake:,}" if sweepstake else "") + ".")
    else:
        words = f"{stakes_mod.and_names(list(s.playing))} play on."
    return {
        "players": list(s.names),
        "start": list(s.start),
        "deals": [{"number": d.number, "counters": list(d.counters), "frozen": list(d.frozen)} for d in s.deals],
        "retired": [{"name": n, "deal": d} for n, d in s.retired],
        "playing": list(s.playing),
        "survivor": s.survivor,
        "corner": request.corner,
        "sweepstake": sweepstake,
        "words": words,
    }


OPERATIONS: dict[str, Operation[Any]] = {"stakes": Operation(StakesRequest.read, stakes),
                                         "freeze-out": Operation(FreezeOutRequest.read, freeze_out)}

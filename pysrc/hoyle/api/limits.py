"""The progressive limits request (Practical Poker, "Jack-pots", "Progressive Limits"): the bets of two players
doubling in turn, and the most a jack-pot may be opened for by its antes (hoyle.poker.limits)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hoyle.api.reading import Operation, only_fields
from hoyle.inputs import choice, whole_number
from hoyle.poker import limits as limits_mod
from hoyle.poker.limits import Doubling

if TYPE_CHECKING:
    from hoyle.api.answers import LimitsAnswer, LimitsBet

FIELDS = ("first", "rule", "raises", "ante", "players")
MOST_PLAYERS = 8


@dataclass(frozen=True)
class LimitsRequest:
    """Progressive limits ("limits"): the first bet, the rule of doubling, how many raises, the ante each player put
    up, and the players whose antes make the jack-pot."""

    first: int = 1
    rule: Doubling = Doubling.WHOLE
    raises: int = 4
    ante: int = 1
    players: int = 5

    @classmethod
    def read(cls, request: dict) -> LimitsRequest:
        only_fields(request, FIELDS)
        first = whole_number(request.get("first", 1), "the first bet", 1, limits_mod.MOST_CHIPS, "bad-number")
        rule = choice(request.get("rule", "whole"), "the rule of doubling", tuple(Doubling), "bad-choice")
        raises = whole_number(request.get("raises", 4), "the number of raises", 1, limits_mod.MOST_RAISES, "bad-number")
        ante = whole_number(request.get("ante", 1), "the ante", 0, limits_mod.MOST_CHIPS, "bad-number")
        players = whole_number(request.get("players", 5), "the number of players", 2, MOST_PLAYERS, "bad-players")
        return cls(first, rule, raises, ante, players)


def limits(request: LimitsRequest) -> LimitsAnswer:
    """The bets, each the most the rule allows, and the most a jack-pot of these antes may be opened for."""
    bets: list[LimitsBet] = [{"player": b.player, "amount": b.amount, "total": b.total, "pool": b.pool, "doubled": b.doubled}
                             for b in limits_mod.progression(request.first, request.rule, request.raises, request.ante, request.players)]
    openings = limits_mod.jack_pot_openings(request.players, request.ante)
    return {"first": request.first, "rule": request.rule, "rule_words": request.rule.words, "raises": request.raises,
            "ante": request.ante, "players": request.players, "bets": bets,
            "jack_pot": {"half": str(openings["half"]), "equal": str(openings["equal"]), "double": str(openings["double"])}}


OPERATIONS: dict[str, Operation[Any]] = {"limits": Operation(LimitsRequest.read, limits)}

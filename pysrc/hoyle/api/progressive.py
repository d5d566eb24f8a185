"""The progressive jack-pots request (Practical Poker, "Jack-pots", Law 63): deal by deal, the exact chance that
someone holds openers as the openers rise from jacks to aces and fall again (hoyle.poker.progressive)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from hoyle.api.reading import Operation, only_fields, percent
from hoyle.inputs import choice, whole_number
from hoyle.intervals import percent_interval
from hoyle.poker import progressive as progressive_mod
from hoyle.poker.odds import book_odds

if TYPE_CHECKING:
    from hoyle.api.answers import ProgressiveAnswer, ProgressiveDeal

FIELDS = ("players", "ante", "fatten", "progression")
FEWEST_PLAYERS = 2
MOST_CHIPS = 1_000


@dataclass(frozen=True)
class ProgressiveRequest:
    """Progressive jack-pots ("progressive"): the players, each one's ante, and the chips each adds to "fatten" the
    pool for every deal not opened."""

    players: int = 5
    ante: int = 2
    fatten: int = 1
    progression: str = progressive_mod.DEFAULT_ORDER

    @classmethod
    def read(cls, request: dict) -> ProgressiveRequest:
        only_fields(request, FIELDS)
        players = whole_number(request.get("players", 5), "the number of players", FEWEST_PLAYERS,
                               progressive_mod.MOST_PLAYERS, "bad-players")
        ante = whole_number(request.get("ante", 2), "the ante", 0, MOST_CHIPS, "bad-number")
        fatten = whole_number(request.get("fatten", 1), "the chips to fatten", 0, MOST_CHIPS, "bad-number")
        progression = choice(request.get("progression", progressive_mod.DEFAULT_ORDER), "the progression after aces",
                             tuple(progressive_mod.LADDERS), "bad-choice")
        return cls(players, ante, fatten, progression)


def _percent(f: Fraction) -> str:
    return percent(f, 1)


def _odds(f: Fraction) -> str:
    """The book's odds against an event of chance f ("3 to 1", "2 to 1 on")."""
    return book_odds((1 - f) / f) if f else "impossible"


def _method(run: progressive_mod.Progression) -> str:
    """How the chances were found, in words."""
    if run.exact:
        return "every deal of the hands from one pack"
    sampled = [s for s in run.steps if not s.exact]
    c = sampled[0].chance
    assert c is not None
    exact = sorted({s.openers for s in run.steps if s.exact}, key=list(progressive_mod.STEP_NAMES.values()).index)
    names = ", ".join(exact[:-1]) + " and " + exact[-1] if len(exact) > 1 else "".join(exact)
    counted = f"{names} counted exactly over every deal; " if exact else ""
    rest = " for the rest" if exact else ""
    return (f"{counted}a seeded sample of {c.deals:,} deals of {run.players} hands from one pack (seed {c.seed}){rest}, "
            "each chance with its 95% interval (Wilson's, which never closes to a single figure); the expected deals and pool "
            "follow the sampled chances")


def _step(s: progressive_mod.Step) -> ProgressiveDeal:
    c = s.chance
    out: ProgressiveDeal = {
        "deal": s.deal, "openers": s.openers, "opened": f"{s.opened.numerator}/{s.opened.denominator}", "exact": s.exact,
        "percent": _percent(s.opened), "odds": _odds(s.opened), "first_opened_here": _percent(s.first_opened_here),
        "still_closed": _percent(s.still_closed), "pool": s.pot}
    if c is not None and not c.exact:
        out["opened"] = f"{int(s.opened * c.deals)}/{c.deals}"
        out["interval"] = percent_interval(float(c.low), float(c.high))
    return out


def progressive(request: ProgressiveRequest) -> ProgressiveAnswer:
    """Each deal of the progression: its openers, the chance someone opens, that the pot is first opened on it, that
    it is still not opened after it, and the pool; the expected deals and the expected pool when opened."""
    run = progressive_mod.progression(request.players, request.ante, request.fatten, order=request.progression)
    return {"players": request.players, "ante": request.ante, "fatten": request.fatten, "progression": request.progression,
            "steps": [_step(s) for s in run.steps], "exact": run.exact,
            "expected_deals": f"{float(run.expected_deals):.3f}", "expected_pool": f"{float(run.expected_pot):.2f}",
            "counted": _method(run)}


OPERATIONS: dict[str, Operation[Any]] = {"progressive": Operation(ProgressiveRequest.read, progressive)}

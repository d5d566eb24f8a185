"""The pot-odds request (Practical Poker, "Coming In" and "Betting": "the table lays you ..."): the chips in the pool
against the chips you put up, weighed against the odds against your draw (hoyle.poker.pot_odds)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from hoyle.api.poker import _rule_names, _target
from hoyle.api.reading import Cards, Operation, any_given, cards_field, field_error, house_rules, only_fields
from hoyle.errors import Refusal, RequestError
from hoyle.inputs import whole_number
from hoyle.poker import draw as draw_mod
from hoyle.poker import pot_odds as pot_mod
from hoyle.poker.odds import book_odds
from hoyle.poker.rules import STANDARD, HouseRules

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, PotOddsAnswer, PotOddsChance, PotOddsDraw, PotOddsWay

FIELDS = ("pot", "bet", "cards", "hold", "dead", "target", "rules", "against")
DRAW_FIELDS = ("cards", "hold", "dead", "target", "rules")  # the draw's fields, read as the draw op reads them

# Foster's reckoning, as the answer states it.
ASSUMPTION = ("Reckoned as Foster reckons in Betting: you win the chips in the pool when the draw comes off and lose your "
              "bet when it does not; nothing more is bet, and no one raises after you.")

WORDS = {"pot": "the pot (the chips in the pool before you come in)", "bet": "the bet (the chips you put up to come in)"}


def _chips(request: dict, name: str) -> int:
    if name not in request:
        raise RequestError(f"the pot-odds request needs \"{name}\": {WORDS[name]}, a whole number of chips", "bad-number")
    return whole_number(request[name], WORDS[name], 1, pot_mod.MOST_CHIPS, "bad-number")


@dataclass(frozen=True)
class PotOddsRequest:
    """The odds the table lays you ("pot-odds"): the chips in the pot and the bet, and either a draw (the hand, the
    cards held, the cards seen dead, the target, the house rules: as the draw op reads them) or the odds against
    directly ("4 to 1"); exactly one of the two."""

    pot: int
    bet: int
    cards: Cards = ""
    hold: Cards = ""
    dead: Cards = ""
    rules: HouseRules = STANDARD
    target: str | None = None
    against: str | None = None

    @classmethod
    def read(cls, request: dict) -> PotOddsRequest:
        only_fields(request, FIELDS)
        pot, bet = _chips(request, "pot"), _chips(request, "bet")
        if "against" in request:
            against = request["against"]
            if not isinstance(against, str):
                raise RequestError("\"against\" must be odds as text, such as \"4 to 1\"", "bad-odds")
            extra = [f for f in DRAW_FIELDS if f in request]
            if extra:
                listed = ", ".join(f'"{f}"' for f in extra)
                raise RequestError(f"give the odds against (\"against\") or the draw (\"cards\" and \"hold\"), not both: "
                                   f"{listed} given with \"against\"", "bad-request")
            pot_mod.read_against(against)  # read now, so that a wrong one is named before anything is counted
            return cls(pot, bet, against=against)
        if "cards" not in request:
            raise RequestError("the pot-odds request needs the draw (\"cards\", with \"hold\": the cards you keep) "
                               "or the odds against (\"against\", such as \"4 to 1\")", "bad-request")
        cards = cards_field(request, "cards")
        if not any_given(cards):
            raise RequestError("the hand (\"cards\") is blank: give five cards, or the odds against instead", "bad-request")
        return cls(pot, bet, cards, cards_field(request, "hold", required=False), cards_field(request, "dead", required=False),
                   house_rules(request), _target(request))


def _chance(chance: pot_mod.Chance) -> PotOddsChance:
    against = chance.against
    return {"count": chance.hits, "cases": chance.cases, "probability": str(chance.probability), "aim": chance.aim,
            "against": pot_mod.against_words(chance),
            "odds": "impossible" if against is None else "certain" if not against else book_odds(against),
            "counted": chance.counted}


def pot_odds(request: PotOddsRequest) -> PotOddsAnswer | ErrorAnswer:
    """The two odds side by side, the expectation of the call, the break-even pot and the verdict."""
    drawn: PotOddsDraw | None = None
    if request.against is not None:
        chance = pot_mod.read_against(request.against)
    else:
        rules = request.rules
        deal, _ = draw_mod.dealt(request.cards, rules, request.dead, request.target)
        try:
            held = deal.held(request.hold)
        except Refusal as e:
            return field_error(e.code, "hold", e.message, hand=[c.code for c in deal.hand])
        chance = pot_mod.draw_chance(request.cards, request.hold, rules, request.dead, request.target)
        drawn = {"hand": [c.code for c in deal.hand], "hold": [c.code for c in deal.hand if c in held],
                 "discard": [c.code for c in deal.hand if c not in held], "draw": len(deal.hand) - len(held),
                 "dead": [c.code for c in deal.dead], "target": request.target or "improve", "rules": _rule_names(rules)}
    w = pot_mod.weigh(request.pot, request.bet, chance)
    way = "cannot-pay" if chance.hits == 0 else "pays" if w.expectation > 0 else "breaks-even" if w.expectation == 0 else "does-not-pay"
    return {
        "pot": w.pot, "bet": w.bet,
        "laid": {"words": pot_mod.odds_words(w.pot, w.bet), "ratio": str(w.laid), "odds": book_odds(w.laid)},
        "chance": _chance(chance),
        "draw": drawn,
        "expectation": {"chips": str(w.expectation), "per_chip": str(w.per_chip), "words": pot_mod.chips(abs(w.expectation)),
                        "value": round(float(w.expectation), 4), "per_chip_value": round(float(w.per_chip), 4)},
        "pays": cast("PotOddsWay", way),
        "break_even": None if w.break_even is None else {"chips": str(w.break_even), "words": pot_mod.chips(w.break_even)},
        "fewest": w.fewest,
        "verdict": w.verdict,
        "assumption": ASSUMPTION,
    }


OPERATIONS: dict[str, Operation[Any]] = {"pot-odds": Operation(PotOddsRequest.read, pot_odds)}

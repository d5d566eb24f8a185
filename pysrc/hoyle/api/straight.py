"""The straight poker request ("Bluff", Practical Poker, "Varieties of Poker"): a pat hand against the others,
with no draw (hoyle.poker.straight)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hoyle.api.poker import _rule_names, _value_answer
from hoyle.api.reading import Cards, Operation, cards_field, house_rules, not_applying, only_fields
from hoyle.cards import no_card_twice, parse_cards
from hoyle.errors import CardError
from hoyle.inputs import whole_number
from hoyle.poker import straight as straight_mod
from hoyle.poker.hands import evaluate, five_cards
from hoyle.poker.odds import fraction_text
from hoyle.poker.rules import STANDARD, HouseRules

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, HeadsUp, StraightAnswer, TableEstimate

DEFAULT_PLAYERS = 5  # the book's "five-hand game"
DEFAULT_DEALS = 10_000
FIELDS = ("cards", "players", "dead", "deals", "seed", "rules")


@dataclass(frozen=True)
class StraightRequest:
    """A pat hand at straight poker ("straight"): against one other hand exactly, and at a table of `players`
    hands from one pack by `deals` seeded deals."""

    cards: Cards
    players: int = DEFAULT_PLAYERS
    dead: Cards = ""
    deals: int = DEFAULT_DEALS
    seed: int = 1
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> StraightRequest:
        only_fields(request, FIELDS)
        cards = cards_field(request, "cards")
        players = whole_number(request.get("players", DEFAULT_PLAYERS), "the number of players", straight_mod.MIN_PLAYERS,
                               straight_mod.MAX_PLAYERS, "bad-players")
        if players == 2:
            not_applying(request, ("deals", "seed"), "to two players: against one other hand the share is counted exactly, "
                                                     "not sampled over seeded deals")
        dead = cards_field(request, "dead", required=False)
        most = straight_mod.most_deals(players)
        deals = whole_number(request.get("deals", min(DEFAULT_DEALS, most)), "the number of deals", 1, most, "bad-deals")
        seed = whole_number(request.get("seed", 1), "the seed", 0, straight_mod.MAX_SEED, "bad-seed")
        return cls(cards, players, dead, deals, seed, house_rules(request))


def _versus(v: straight_mod.Versus) -> HeadsUp:
    share = v.share
    return {"beats": v.beats, "ties": v.ties, "loses": v.loses, "total": v.total, "share": fraction_text(share),
            "percent": round(100 * float(share), 2), "odds": straight_mod.odds_words(share)}


def straight(request: StraightRequest) -> StraightAnswer | ErrorAnswer:
    """A pat hand's chances at straight poker: exactly against one other hand, and, at a table of more, the
    share of the pools it takes over seeded deals of the rest of the pack."""
    rules = request.rules
    hand = five_cards(list(parse_cards(request.cards)))
    dead = parse_cards(request.dead)
    no_card_twice([hand, dead], ["the hand", "the dead cards"])
    for c in (*hand, *dead):
        if c.is_joker and not rules.joker:
            raise CardError("bad-card", "the joker is not in play: add the joker rule")
    left = len(straight_mod.unseen(tuple(hand) + tuple(dead), rules))
    if left < 5 * (request.players - 1):
        raise CardError("too-many-dead", f"{left} cards are left for {request.players - 1} other hands of five: give fewer dead cards "
                                         "or fewer players")
    table: TableEstimate | None = None
    if request.players > 2:
        e = straight_mod.best_of(tuple(hand), request.players, rules, tuple(dead), request.deals, request.seed)
        table = {"players": request.players, "deals": e.deals, "seed": e.seed, "best": e.best, "divided": e.divided,
                 "share": e.share, "low": e.low, "high": e.high}
    return {
        "hand": _value_answer(evaluate(hand, rules), rules),
        "rules": _rule_names(rules),
        "dead": [c.code for c in dead],
        "players": request.players,
        "heads_up": _versus(straight_mod.heads_up(tuple(hand), rules, tuple(dead))),
        "table": table,
    }


OPERATIONS: dict[str, Operation[Any]] = {
    "straight": Operation(StraightRequest.read, straight),
}

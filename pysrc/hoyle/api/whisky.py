"""The whisky poker request (Practical Poker, "Varieties of Poker"): a player's turn with the widow, every
choice weighed (hoyle.poker.whisky); or, with no hand given, a deal of the hands and the widow by the seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from hoyle.api.poker import _rule_names, _value_answer
from hoyle.api.reading import Cards, Operation, any_given, cards_field, house_rules, not_applying, only_fields
from hoyle.api.straight import _versus
from hoyle.cards import Card, no_card_twice, parse_cards
from hoyle.errors import CardError, Refusal, RequestError
from hoyle.inputs import choice, flag, whole_number
from hoyle.intervals import percent_interval
from hoyle.poker import straight as straight_mod
from hoyle.poker import whisky as whisky_mod
from hoyle.poker.hands import evaluate, five_cards
from hoyle.poker.odds import fraction_text
from hoyle.poker.rules import STANDARD, HouseRules

if TYPE_CHECKING:
    from hoyle.api.answers import ErrorAnswer, WhiskyAction, WhiskyAim, WhiskyAnswer, WhiskyDeal, WhiskyOption, WhiskySample, WhiskyShare

DEFAULT_PLAYERS = 5
FIELDS = ("seed", "players", "seat", "cards", "widow", "seen", "rules", "deals", "aim", "knocked")


@dataclass(frozen=True)
class WhiskyRequest:
    """A turn at whisky poker ("whisky"): the player's five `cards`, the `widow` if it is face up (else not yet
    turned), other `seen` cards; or, with no cards, the hands and the widow dealt by the `seed`, and the turn of
    the player at `seat` (1, the dealer's left, to `players`, the dealer). `deals` seeded deals (the same `seed`)
    give the shares among all the players."""

    cards: Cards = ""
    widow: Cards = ""
    seen: Cards = ""
    players: int = DEFAULT_PLAYERS
    seat: int = 1
    deals: int = whisky_mod.MOST_DEALS
    seed: int = 1
    rules: HouseRules = STANDARD
    aim: WhiskyAim = "best-wins"
    knocked: bool = False

    @classmethod
    def read(cls, request: dict) -> WhiskyRequest:
        only_fields(request, FIELDS)
        cards = cards_field(request, "cards", required=False)
        widow = cards_field(request, "widow", required=False)
        seen = cards_field(request, "seen", required=False)
        players = whole_number(request.get("players", DEFAULT_PLAYERS), "the number of players", whisky_mod.MIN_PLAYERS,
                               whisky_mod.MAX_PLAYERS, "bad-players")
        seat = whole_number(request.get("seat", 1), "the seat", 1, whisky_mod.MAX_PLAYERS, "bad-number")
        if seat > players:
            raise RequestError(f"the seat must be from 1 to {players} (the dealer) at a table of {players}; {seat} is out of range", "bad-number")
        if players == 2:
            not_applying(request, ("deals",) if not any_given(cards) else ("deals", "seed"),
                         "to two players: against one other hand the shares are exact, not sampled over seeded deals"
                         + ("" if not any_given(cards) else ", and your cards are given, not dealt by the seed"))
        deals = whole_number(request.get("deals", whisky_mod.MOST_DEALS), "the number of deals", 1, whisky_mod.MOST_DEALS, "bad-deals")
        seed = whole_number(request.get("seed", 1), "the seed", 0, whisky_mod.MAX_SEED, "bad-seed")
        if not any_given(cards) and (any_given(widow) or any_given(seen)):
            raise RequestError('"cards": give your five cards with the widow or the cards seen (or no cards at all, to deal by the seed)',
                               "no-cards")
        aim: WhiskyAim = choice(request.get("aim", "best-wins"), "the aim", ("best-wins", "worst-pays"), "bad-choice")
        knocked = flag(request.get("knocked", False), '"knocked" (whether someone has knocked)')
        return cls(cards, widow, seen, players, seat, deals, seed, house_rules(request), aim, knocked)


def _read_cards(text: Cards, field: str, what: str, rules: HouseRules, five: bool) -> tuple[Card, ...]:
    """The cards of one field, every refusal naming it (`what`, as its box is labelled) and carrying its key."""
    try:
        cards = parse_cards(text)
        if five:
            five_cards(list(cards))
        for c in cards:
            if c.is_joker and not rules.joker:
                raise CardError("bad-card", "the joker is not in play: add the joker rule")
    except Refusal as e:
        raise e.in_field(field, what) from None
    return cards


WORDS: dict[str, str] = {"knock": "Knock (stand on the hand)", "stand": "Stand (someone has knocked)", "pass": "Pass", "turn-up": "Turn the widow up",
                         "take": "Take the widow", "take-unseen": "Take the widow unseen"}


def _words(o: whisky_mod.Option) -> str:
    if o.action == "exchange":
        assert o.give is not None and o.take is not None
        return f"Exchange the {o.give.symbol} for the widow\u2019s {o.take.symbol}"
    return WORDS[o.action]


def _option(o: whisky_mod.Option, rules: HouseRules) -> WhiskyOption:
    table: WhiskyShare | None = None
    if o.table_exact is not None:
        x = round(float(o.table_exact), 5)
        table = {"share": x, "low": x, "high": x, "exact": True}
    elif o.table is not None:
        table = {"share": o.table.share, "low": o.table.low, "high": o.table.high, "exact": False}
    return {
        "action": cast("WhiskyAction", o.action),
        "words": _words(o),
        "give": o.give.code if o.give else None,
        "take": o.take.code if o.take else None,
        "hand": _value_answer(evaluate(o.hand, rules), rules) if o.hand else None,
        "heads_up": _versus(o.heads_up) if o.heads_up else None,
        "share": fraction_text(o.share),
        "percent": round(100 * float(o.share), 2),
        "odds": straight_mod.odds_words(o.share),
        "table": table,
    }


def _best_words(best: WhiskyOption, players: int, aim: str = "best-wins") -> str:
    """The best option in a sentence: what it leaves, its exact share against one hand, and at the table."""
    worst = aim == "worst-pays"
    if best["hand"] is None:
        leaves = ("the widow, whatever it holds, is as likely as any other hand dealt from the cards you have not seen to be the "
                  + ("worst" if worst else "best"))
    else:
        words = best["hand"]["description"]
        leaves = f"it leaves {words[:1].lower()}{words[1:]}"
    if worst:
        line = (f"{best['words']}: {leaves}; against one other hand it escapes paying {best['percent']:.2f}% of the time "
                f"({best['odds']}), exactly")
    else:
        line = f"{best['words']}: {leaves}; against one other hand its share of the pool is {best['percent']:.2f}% ({best['odds']}), exactly"
    t = best["table"]
    if t is not None:
        how = "exactly" if t["exact"] else f"sampled (95% interval {percent_interval(t['low'], t['high'])})"
        about = "" if t["exact"] else "about "
        what = f"it escapes paying {about}" if worst else about
        tail = "of the time" if worst else "of the pools"
        line += f"; among {players} players {what}{100 * t['share']:.1f}% {tail}, {how}"
    return line + "."


def whisky(request: WhiskyRequest) -> WhiskyAnswer | ErrorAnswer:
    """A turn at whisky poker: every choice with the hand it leaves, its exact share of the pool against one other hand
    and its share among all the players (sampled), best first; with no cards, the deal by the seed first."""
    rules = request.rules
    deal: WhiskyDeal | None = None
    if any_given(request.cards):
        hand = _read_cards(request.cards, "cards", "your hand", rules, five=True)
        widow: tuple[Card, ...] | None = (_read_cards(request.widow, "widow", "the widow", rules, five=True) if any_given(request.widow)
                                          else None)
        seen = _read_cards(request.seen, "seen", "the cards seen", rules, five=False)
        no_card_twice([hand, widow or (), seen], ["your hand", "the widow", "the cards seen"])
    else:
        d = whisky_mod.deal(request.players, request.seed, rules)
        deal = {"seed": d.seed, "hands": [[c.code for c in h] for h in d.hands], "widow": [c.code for c in d.widow],
                "order": list(whisky_mod.dealing_order(request.players))}
        hand, widow, seen = d.hands[request.seat - 1], None, ()
    dealer = request.seat == request.players
    found = whisky_mod.options(hand, widow, seen, request.players, rules, request.deals, request.seed, dealer, request.aim,
                               request.knocked)
    options = [_option(o, rules) for o in found]
    sample: WhiskySample | None = None
    if request.players > 2:
        sample = {"deals": request.deals, "seed": request.seed}
    return {
        "players": request.players,
        "seat": request.seat,
        "dealer": dealer,
        "aim": request.aim,
        "knocked": request.knocked,
        "cards": [c.code for c in hand],
        "widow": [c.code for c in widow] if widow is not None else None,
        "seen": [c.code for c in seen],
        "unseen": len(straight_mod.unseen(tuple(hand) + tuple(widow or ()) + tuple(seen), rules)),
        "rules": _rule_names(rules),
        "deal": deal,
        "sample": sample,
        "options": options,
        "best": _best_words(options[0], request.players, request.aim),
    }


OPERATIONS: dict[str, Operation[Any]] = {
    "whisky": Operation(WhiskyRequest.read, whisky),
}

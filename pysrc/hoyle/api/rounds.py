"""The round games' requests read and answered: Commerce, Vingt-un and Blind Hookey.

The games themselves are pure functions in `hoyle.rounds`; here each request is checked, its stakes
and agreements read as numbers, and the game's result turned into the facade's answer.
"""

from __future__ import annotations

import json

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Literal, cast

from hoyle.api.reading import Cards, Operation, not_applying, only_fields, percent, unknown_keys
from hoyle.cards import format_cards
from hoyle.errors import CardError, RequestError
from hoyle.inputs import MAX_STAKE, choice, number_text, whole_number
from hoyle.intervals import percent_interval, share_interval
from hoyle.poker.odds import book_odds
from hoyle.quote import echo
from hoyle.rounds import commerce as commerce_game
from hoyle.rounds import hookey as hookey_game
from hoyle.rounds import vingt_un as vingt_un_game
from hoyle.rounds import vingt_un_advice as advice_game
from hoyle.rounds import vingt_un_table as strategy_game

if TYPE_CHECKING:  # the answers' types (hoyle.api.answers), for readers and type checkers only
    from hoyle.api.answers import (CommerceAgainst, CommerceAnswer, CommerceFrequency, CommerceWorthAnswer, HookeyAnswer, HookeyByPlayers,
                                   HookeyWorthAnswer, VingtUnAdviceAnswer, VingtUnAnswer, VingtUnChoice, VingtUnHand,
                                   VingtUnStrategyAnswer, VingtUnStrategyException, VingtUnStrategyRow)


@dataclass(frozen=True)
class CommerceRequest:
    """Hands of three cards at Commerce to rank ("commerce"), each "As Kd 10h" or ["As", "Kd", "10h"]."""

    hands: tuple[Cards, ...]

    @classmethod
    def read(cls, request: dict) -> CommerceRequest:
        only_fields(request, ("hands",))
        hands = request.get("hands")
        if not isinstance(hands, list) or not all(isinstance(h, (str, list)) for h in hands):
            raise RequestError('give "hands": a list of hands, each "As Kd 10h" or ["As", "Kd", "10h"]')
        if len(hands) > commerce_game.MOST_HANDS:
            raise CardError("wrong-count", f"the pack holds hands of three for at most {commerce_game.MOST_HANDS} players; "
                            f"you gave {len(hands)} hands")
        return cls(tuple(hands))


def commerce(request: CommerceRequest) -> CommerceAnswer:
    """Every hand at Commerce valued, the winners and the rule that decided.

    >>> commerce(CommerceRequest(("As Ks Qs", "5h 5d 5c")))["winners"]
    [1]
    """
    decision = commerce_game.compare(list(request.hands))
    answer: CommerceAnswer = {
        "hands": [
            {
                "cards": [c.code for c in cards],
                "symbols": format_cards(cards, symbols=True),
                "combination": v.name,
                "description": v.description,
                "point": commerce_game.point(cards),
                "value": [v.combination, *v.key],
            }
            for cards, v in zip(decision.hands, decision.values)
        ],
        "winners": list(decision.winners),
        "tie": decision.tie,
        "note": decision.note,
        "rule": None,
    }
    if decision.rule is not None:
        answer["rule"] = {"name": decision.rule.name, "quote": decision.rule.quote,
                          "source": "Peel (as Baxter-Wray), Round Games with Cards, Commerce", "line": decision.rule.line}
    return answer


def _fraction(x) -> str | int:
    x = Fraction(x)
    return x.numerator if x.denominator == 1 else str(x)


AGREEMENTS = ("privilege", "overdraw_penalty", "tie_share")  # the keys of Vingt-un's "rules"


def _agreements(request: dict, takes: tuple[str, ...] = AGREEMENTS) -> vingt_un_game.Agreements:
    """The agreements of a round of Vingt-un (its "rules", none when it is left out): the privilege of a natural and the
    pool; a key that is not one of `takes` is refused by name."""
    if "rules" not in request:
        return vingt_un_game.Agreements()
    data = request["rules"]
    if not isinstance(data, dict):
        shape = {"privilege": "0|1|2", "overdraw_penalty": "n", "tie_share": '"1/4"'}
        raise RequestError(f'"rules" is an object: {{{", ".join(f"{chr(34)}{k}{chr(34)}: {shape[k]}" for k in takes)}}}, not {echo(data)}')
    unknown_keys(data, takes, '"rules"')
    privilege = whole_number(data.get("privilege", 0), "the privilege of a natural (0 none, 1 a stake, 2 a double, from each player)",
                             0, 2, "bad-rules")
    penalty = whole_number(data.get("overdraw_penalty", 0), "the dealer's penalty for over-drawing (in counters)", 0, MAX_STAKE, "bad-rules")
    text = number_text(str(data.get("tie_share", 0)))
    try:
        # a plain fraction or decimal only: Fraction("1e10000000") would expand the exponent in full
        if isinstance(data.get("tie_share", 0), bool) or not re.fullmatch(r"[0-9]{1,6}(?:/[0-9]{1,6}|\.[0-9]{1,6})?", text):
            raise ValueError(text)
        share = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise RequestError("the dealer's share of ties to the pool is a fraction, like 1/4 or 1/3", "bad-rules") from None
    if not 0 <= share <= 1:
        raise RequestError("the dealer's share of ties to the pool is between 0 and 1", "bad-rules")
    return vingt_un_game.Agreements(cast("Literal[0, 1, 2]", privilege), penalty, share)


def _vingt_un_hand(h: vingt_un_game.HandResult) -> VingtUnHand:
    return {"cards": [c.code for c in h.cards], "symbols": format_cards(h.cards, symbols=True),
            "points": h.points, "ace_counts": vingt_un_game.ace_counts(h.cards), "natural": h.natural,
            "overdrawn": h.overdrawn, "amount": h.amount,
            "rule": h.rule, "line": h.line}


@dataclass(frozen=True)
class VingtUnRequest:
    """A round of Vingt-un to settle ("vingt-un"): the dealer's cards; each player's stake and hands (one, or two
    for a divided pair, each with its card of the pair first); and the agreements of the round.

    As JSON: {"dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d 9c",
    "8d Kh"]}], "rules": {"privilege": 0, "overdraw_penalty": 0, "tie_share": "0"}} (a stake is 1 unless given)."""

    dealer: Cards
    players: tuple[tuple[int, tuple[Cards, ...]], ...]
    rules: vingt_un_game.Agreements = vingt_un_game.Agreements()

    @classmethod
    def read(cls, request: dict) -> VingtUnRequest:
        only_fields(request, ("dealer", "players", "rules"))
        if not isinstance(request.get("dealer"), (str, list)) or not isinstance(request.get("players"), list):
            raise RequestError('give "dealer": cards and "players": [{"stake": n, "cards": cards}, ...]')
        if len(request["players"]) > vingt_un_game.MOST_PLAYERS:  # counted before any card is read
            raise CardError("wrong-count", f"{len(request['players']):,} players: the pack deals two cards to each of at most "
                            f"{vingt_un_game.MOST_PLAYERS} players and the dealer")
        players = []
        for number, p in enumerate(request["players"], 1):
            if isinstance(p, dict):
                unknown_keys(p, ("stake", "cards", "hands"), f'player {number} of "players"')
            if not isinstance(p, dict) or ("cards" in p) == ("hands" in p):
                raise RequestError('each player is {"stake": n, "cards": cards} or {"stake": n, "hands": [cards, cards]}')
            hands = [p["cards"]] if "cards" in p else p["hands"]
            if not isinstance(hands, list) or not all(isinstance(h, (str, list)) for h in hands):
                raise RequestError('"hands" is a list of one or two hands')
            stake = whole_number(p.get("stake", 1), f"player {number}'s stake (in counters)", 0, MAX_STAKE, "bad-stake")
            players.append((stake, tuple(hands)))
        return cls(request["dealer"], tuple(players), _agreements(request))


def vingt_un(request: VingtUnRequest) -> VingtUnAnswer:
    """A round of Vingt-un settled with the dealer.

    >>> vingt_un(VingtUnRequest("10c 7d", ((1, ("9s 9h",)),)))["players"][0]["total"]
    1
    """
    rules = request.rules
    r = vingt_un_game.settle(request.dealer, [(stake, list(hands)) for stake, hands in request.players], rules)
    return {
        "dealer": {"cards": [c.code for c in r.dealer], "symbols": format_cards(r.dealer, symbols=True),
                   "points": r.dealer_points, "ace_counts": vingt_un_game.ace_counts(r.dealer),
                   "natural": r.dealer_natural, "overdrawn": r.dealer_overdrawn},
        "players": [{"stake": p.hands[0].stake, "hands": [_vingt_un_hand(h) for h in p.hands], "divided": p.divided,
                     "irregular": p.irregular, "privilege": p.privilege, "total": p.total} for p in r.players],
        "rules": {"privilege": rules.privilege, "overdraw_penalty": rules.overdraw_penalty, "tie_share": _fraction(rules.tie_share)},
        "dealer_total": r.dealer_total,
        "to_pool": _fraction(r.to_pool),
        "dealer_out": r.dealer_out,
        "notes": list(r.notes),
    }


HOOKEY_SHAPES = ("method 1 needs \"players\": [{\"bottom\": card, \"stake\": n}]; "
                 "method 2 needs \"packets\": [card, card] and \"stakes\": [{\"packet\": 0 or 1, \"stake\": n}]")


def _hookey_entries(entries, key: str, name: str) -> list[tuple]:
    """(bottom card or packet, stake) for each entry of a list of objects, the stake read as a number; a field of
    the wrong shape named, with the shape it should have."""
    field, shape = ("players", '{"bottom": card, "stake": n}') if name == "player" else ("stakes", '{"packet": 0 or 1, "stake": n}')
    if entries is None:
        raise RequestError(HOOKEY_SHAPES)  # not given: what each method needs
    if not isinstance(entries, list):
        raise RequestError(f"{json.dumps(field)} is a list of {shape}, one for each {name}, not {echo(entries)}")
    for number, e in enumerate(entries, 1):
        if isinstance(e, dict):
            unknown_keys(e, (key, "stake"), f"{name} {number} of {json.dumps(field)}")
        if not (isinstance(e, dict) and key in e):
            raise RequestError(f"{name} {number} of {json.dumps(field)} is not {shape}: {echo(e)}")
    return [(e[key], whole_number(e.get("stake", 1), f"{name} {number}'s stake (in counters)" if name == "player" else
                                  f"stake {number} (in counters)", 0, MAX_STAKE, "bad-stake"))
            for number, e in enumerate(entries, 1)]


HOOKEY_ACES: tuple[Literal["low", "high"], ...] = ("low", "high")  # the ace below the two (the default) or above the king


@dataclass(frozen=True)
class HookeyRequest:
    """A round of Blind Hookey to settle ("hookey"), by the first method (every player's bottom card and stake)
    or the second (the company's two packets, and the stakes on each); the dealer's bottom card; the ace low
    or high.

    As JSON, the first method: {"method": 1, "dealer": "8h", "players": [{"bottom": "9s", "stake": 2}, ...]}; the
    second: {"method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}, ...]};
    either may add "ace": "low" (the default) or "high"."""

    method: Literal[1, 2]
    dealer: str
    stakes: tuple[tuple[object, int], ...]  # (a bottom card, its stake) by the first method; (a packet, 0 or 1, its stake) by the second
    packets: tuple[str, ...] = ()
    ace: Literal["low", "high"] = "low"

    @classmethod
    def read(cls, request: dict) -> HookeyRequest:
        only_fields(request, ("method", "dealer", "players", "packets", "stakes", "ace"))
        if not isinstance(request.get("dealer"), str):
            raise RequestError('give "method": 1 or 2 and "dealer": the dealer\'s bottom card')
        method = request.get("method", 1)
        if type(method) is not int or method not in (1, 2):
            raise RequestError(f"the text gives two methods, 1 (every player cuts a packet) or 2 (three packets), not {echo(method)}", "bad-method")
        if method == 1:
            not_applying(request, ("packets", "stakes"), "to the first method: every player cuts a packet of his own and stakes "
                                                         "on it (\"players\"); the two packets are the second method's")
        else:
            not_applying(request, ("players",), "to the second method: the company stakes on two packets (\"packets\" and "
                                                "\"stakes\"); a packet for each player is the first method's")
        ace = choice(request.get("ace", "low"), "the ace", HOOKEY_ACES, "bad-rules")
        most = hookey_game.MOST_STAKES
        if isinstance(request.get("stakes"), list) and len(request["stakes"]) > most:
            raise CardError("wrong-count", f"{len(request['stakes']):,} stakes: at most {most} are settled in one round, "
                            f"two for each of {hookey_game.MOST_PLAYERS} players")
        if method == 1:
            if isinstance(request.get("players"), list):  # counted before any card is read
                hookey_game.count_players(len(request["players"]))
            return cls(1, request["dealer"], tuple(_hookey_entries(request.get("players"), "bottom", "player")), (), ace)
        if "packets" not in request:
            raise RequestError(HOOKEY_SHAPES)
        if not isinstance(request["packets"], list):
            raise RequestError(f"\"packets\" is a list of the bottom cards of the company's two packets, like [\"Kc\", \"3s\"], "
                               f"not {echo(request['packets'])}")
        return cls(2, request["dealer"], tuple(_hookey_entries(request.get("stakes"), "packet", "stake")), tuple(request["packets"]), ace)


def hookey(request: HookeyRequest) -> HookeyAnswer:
    """A round of Blind Hookey settled.

    >>> hookey(HookeyRequest(1, "8h", (("9s", 2),)))["deal_ends"]
    True
    """
    method, ace = request.method, request.ace
    if method == 1:
        r = hookey_game.first_method(request.dealer, list(request.stakes), ace)
        rule = hookey_game.FIRST_RULE
    else:
        r = hookey_game.second_method(request.dealer, list(request.packets), list(request.stakes), ace)
        rule = hookey_game.SECOND_RULE
    answer: HookeyAnswer = {
        "method": method,
        "ace": ace,
        "dealer": r.dealer.code,
        "settlements": [{"bottom": s.bottom.code, "stake": s.stake, "amount": s.amount} for s in r.settlements],
        "dealer_total": r.dealer_total,
        "rule": {"quote": rule[0], "line": rule[1], "source": "Hoffmann, Hoyle's Games Modernized, Blind Hookey"},
    }
    if method == 1:
        answer["deal_ends"] = r.deal_ends
        answer["deal_rule"] = {"quote": hookey_game.END_RULE[0], "line": hookey_game.END_RULE[1]}
    else:
        answer["note"] = ("equal cards pay the dealer, as in the first method (line 23): line 27 names only higher and lower"
                          " (an editor's choice; the other reading is a stand-off)")
    return answer


@dataclass(frozen=True)
class HookeyWorthRequest:
    """What a round of Blind Hookey is worth ("hookey-worth"), exactly over the pack: by the first method (`players`
    1 to 12 each cutting a packet) or the second (two packets staked on; `ties`: equal cards pay the dealer, "dealer",
    the default, or no one, "stand-off")."""

    method: int = 1
    players: int = 5
    ties: str = "dealer"

    @classmethod
    def read(cls, request: dict) -> HookeyWorthRequest:
        only_fields(request, ("method", "players", "ties"))
        method = whole_number(request.get("method", 1), "the method (1, every player cuts a packet; 2, three packets)", 1, 2,
                              "bad-method")
        if method == 1:
            not_applying(request, ("ties",), "to the first method: there, equal cards pay the dealer (\"all below or equal pay "
                                             "the dealer\", line 23); the choice is the second method's")
        else:
            not_applying(request, ("players",), "to the second method: the company stakes on two packets, whatever the number "
                                                "of players")
        players = whole_number(request.get("players", 5), "the number of players besides the dealer", 1, hookey_game.MOST_PLAYERS,
                               "bad-players")
        ties = choice(request.get("ties", "dealer"), "equal cards under the second method", hookey_game.TIES, "bad-choice")
        return cls(method, players, ties)


def _chance(f: Fraction) -> str:
    return str(f)  # "8/17", or "0"




HOOKEY_ROUNDS = (1, 2, 3, 5, 10, 20, 50)  # the rounds after which the chance the deal has passed is given


def hookey_worth(request: HookeyWorthRequest) -> HookeyWorthAnswer:
    """A round of Blind Hookey in chances: a stake's chance to be paid and the dealer's gain on each unit staked; how
    many stakes the dealer pays in a round; under the first method the chance he loses all round (the deal passes),
    the rounds of a deal and his gain over it, for the players given and for every number of players.

    >>> hookey_worth(HookeyWorthRequest(1, 1))["edge"]
    '1/17'
    """
    w = hookey_game.worth(request.players, request.method, request.ties)
    answer: HookeyWorthAnswer = {
        "method": request.method, "players": request.players, "ties": w.ties, "stakes": w.stakes,
        "win": _chance(w.win), "tie": _chance(w.tie), "lose": _chance(w.lose), "edge": _chance(w.edge),
        "edge_percent": percent(w.edge),
        "paid": [{"stakes": j, "chance": _chance(p), "percent": percent(p)} for j, p in enumerate(w.paid)],
        "all_paid": _chance(w.passes), "all_paid_percent": percent(w.passes),
    }
    if request.method == 1:
        assert w.rounds is not None and w.per_deal is not None
        answer["rounds"] = f"{float(w.rounds):.2f}"
        answer["per_deal"] = f"{float(w.per_deal):.2f}"
        answer["passed_by"] = [{"round": k, "percent": percent(hookey_game.passed_by(k, w.passes), 1)} for k in HOOKEY_ROUNDS]
        table: list[HookeyByPlayers] = []
        for n in range(1, hookey_game.MOST_PLAYERS + 1):
            v = hookey_game.worth(n)
            assert v.rounds is not None and v.per_deal is not None
            table.append({"players": n, "passes": _chance(v.passes), "passes_percent": percent(v.passes),
                          "rounds": f"{float(v.rounds):.2f}", "per_deal": f"{float(v.per_deal):.2f}"})
        answer["by_players"] = table
    return answer


@dataclass(frozen=True)
class CommerceWorthRequest:
    """A hand at Commerce against other hands dealt from the rest of the pack ("commerce-worth"), before any trading:
    "cards" (three), "others" (1 to 16 other hands; 1 to 9 from the smaller pack), "pack" (52, the default, or 32),
    "deals" and "seed" (the sample against two or more others)."""

    cards: Cards
    others: int = 1
    pack: int = commerce_game.FULL_PACK
    deals: int | None = None
    seed: int = 1

    @classmethod
    def read(cls, request: dict) -> CommerceWorthRequest:
        only_fields(request, ("cards", "others", "pack", "deals", "seed"))
        cards = request.get("cards")
        if not isinstance(cards, (str, list)):
            raise RequestError('give "cards": the hand\'s three cards, "As Kd 10h" or ["As", "Kd", "10h"]', "no-cards")
        pack = whole_number(request.get("pack", 52), "the pack (52 cards, or the smaller of 32)", 32, 52, "bad-choice")
        if pack not in commerce_game.PACKS:
            raise RequestError(f"the pack is the full pack of 52 or the smaller of 32 (line 25), not {pack}", "bad-choice")
        most = commerce_game.most_others(pack)
        others = whole_number(request.get("others", 1), f"the other hands (from the pack of {pack})", 1, most, "bad-players")
        if others == 1:
            not_applying(request, ("deals", "seed"), "against one other hand: every hand he may hold is counted exactly, not "
                                                     "sampled over seeded deals")
        # not given: the engine's own number of deals (null is no number: refused, as in every other field)
        deals = whole_number(request["deals"], "the deals sampled", 1, commerce_game.MOST_DEALS, "bad-deals") if "deals" in request else None
        seed = whole_number(request.get("seed", 1), "the seed", 0, 2**32 - 1, "bad-seed")
        return cls(cards, others, pack, deals, seed)


def commerce_worth(request: CommerceWorthRequest) -> CommerceWorthAnswer:
    """How often each combination is dealt in three cards from the pack, exactly; and how the hand fares against the
    other hands dealt from the rest of it: exactly against one, over a seeded sample against more.

    >>> commerce_worth(CommerceWorthRequest("Ac Kc Qc"))["against"]["wins"]
    18378
    """
    value = commerce_game.hand_value(request.cards)
    a = commerce_game.against(request.cards, request.others, request.pack, request.deals, request.seed)
    frequencies = commerce_game.frequencies(request.pack)
    total = sum(frequencies.values())
    table: list[CommerceFrequency] = []
    for name, count in frequencies.items():
        share = Fraction(count, total)
        table.append({"combination": name, "hands": count, "chance": _chance(share), "percent": percent(share, 3),
                      "odds": book_odds(Fraction(total - count, count))})
    best = Fraction(a.wins + a.ties, a.deals)
    places = 2 if a.exact else 1  # a sample's share to a tenth of a point: its interval is wider than that
    against: CommerceAgainst = {"others": a.others, "exact": a.exact, "deals": a.deals, "wins": a.wins, "ties": a.ties, "loses": a.loses,
                                "wins_percent": percent(Fraction(a.wins, a.deals), places),
                                "ties_percent": percent(Fraction(a.ties, a.deals), places),
                                "loses_percent": percent(Fraction(a.loses, a.deals), places), "best_percent": percent(best, places)}
    if not a.exact:
        against["interval"] = percent_interval(*share_interval(a.wins + a.ties, a.deals))
        against["seed"] = a.seed
    return {"cards": [c.code for c in commerce_game._hand(request.cards)], "combination": value.name, "description": value.description,
            "pack": request.pack, "hands": total, "frequencies": table, "against": against}


@dataclass(frozen=True)
class VingtUnAdviceRequest:
    """Draw, stand or divide at Vingt-un ("vingt-un-advice"): "cards" (the hand, two or more), "dealer" (his card, if
    the player has seen it), "seen" (other cards seen), "stands" (the dealer's rule: he stands on 15, 16, 17 or 18 or
    more, 17 unless given)."""

    cards: Cards
    dealer: Cards = ""
    seen: Cards = ""
    stands: int = advice_game.DEFAULT_STANDS

    @classmethod
    def read(cls, request: dict) -> VingtUnAdviceRequest:
        only_fields(request, ("cards", "dealer", "seen", "stands"))
        cards = request.get("cards")
        if not isinstance(cards, (str, list)):
            raise RequestError('give "cards": the hand, "10c 6d" or ["10c", "6d"]', "no-cards")
        for name, words in (("dealer", "the dealer's card"), ("seen", "the cards seen")):
            if not isinstance(request.get(name, ""), (str, list)):
                raise CardError("bad-card", f'"{name}" is {words}, as text ("7h") or a list of cards')
        stands = whole_number(request.get("stands", advice_game.DEFAULT_STANDS), "the count the dealer stands on",
                              advice_game.DEALER_STANDS[0], advice_game.DEALER_STANDS[-1], "bad-choice")
        return cls(cards, request.get("dealer", ""), request.get("seen", ""), stands)


RUNS_OUT = ("so few cards are unseen that the pack may run out: a hand that finds no card left to draw stands as it is, the "
            "dealer's too, and a pair is divided only when two cards are left to give each hand its second (an editor's "
            "choice: the excerpt does not say for the game it describes; under the other ways of limiting the deal, line 16, "
            "the dealer draws from the used cards, shuffled)")


def _per_unit(f: Fraction) -> str:
    """An expectation per unit staked, signed, to four places: "+0.0123", "-0.4113" (never "-0.0000")."""
    text = f"{float(f):+.4f}"
    return "0.0000" if float(text) == 0 else text


def vingt_un_advice(request: VingtUnAdviceRequest) -> VingtUnAdviceAnswer:
    """Draw, stand or divide, by the exact expectation over the cards unseen (hoyle.rounds.vingt_un_advice).

    >>> vingt_un_advice(VingtUnAdviceRequest("10c 6d", "7h"))["best"]
    'draw'
    """
    a = advice_game.advise(request.cards, request.dealer, request.seen, request.stands)
    values = {"stand": a.stand, **({"draw": a.draw} if a.draw is not None else {}), **({"divide": a.divide} if a.divide is not None else {})}
    ranked = sorted(values.values(), reverse=True)
    choices: list[VingtUnChoice] = [{"choice": k, "exact": str(v), "per_unit": _per_unit(v), "best": k == a.best}
                                    for k, v in values.items()]
    notes = ["given that the dealer has no natural: he would have declared it before the drawing"]
    if a.draw is None:
        notes.append("no card is left to draw: every card you have not seen is the dealer's")
    elif a.divide is None and len(a.hand) == 2 and a.hand[0].rank == a.hand[1].rank:
        notes.append("the pair cannot be divided: fewer than two cards are left to give each hand its second")
    if a.divide is not None:
        notes.append("divided: two hands, each staked like the pair and given a second card; each is reckoned as though the "
                     "other's further cards were not seen")
    if a.runs_out:
        notes.append(RUNS_OUT)
    return {"cards": [c.code for c in a.hand], "count": a.count, "soft": a.soft,
            "dealer": a.dealer.code if a.dealer else None, "seen": [c.code for c in a.seen], "unseen": a.unseen,
            "stands": a.stands, "choices": choices, "best": a.best,
            "margin": _per_unit(ranked[0] - ranked[1]).lstrip("+") if len(ranked) > 1 else None,
            "dealer_busts": _chance(a.dealer_busts), "dealer_busts_percent": percent(a.dealer_busts), "runs_out": a.runs_out,
            "notes": notes}


@dataclass(frozen=True)
class VingtUnStrategyRequest:
    """Vingt-un's whole strategy on the two cards dealt and a round's worth to the dealer ("vingt-un-strategy"):
    "stands" (the dealer's rule, 15 to 18, 17 unless given) and "rules", the agreements of the pool as for "vingt-un"
    ({"overdraw_penalty": n, "tie_share": "1/4"}; the privilege of a natural passes between the players only)."""

    stands: int = advice_game.DEFAULT_STANDS
    rules: vingt_un_game.Agreements = vingt_un_game.Agreements()

    @classmethod
    def read(cls, request: dict) -> VingtUnStrategyRequest:
        only_fields(request, ("stands", "rules"))
        stands = whole_number(request.get("stands", advice_game.DEFAULT_STANDS), "the count the dealer stands on",
                              advice_game.DEALER_STANDS[0], advice_game.DEALER_STANDS[-1], "bad-choice")
        if isinstance(request.get("rules"), dict):
            not_applying(request["rules"], ("privilege",), "to the strategy: the privilege of a natural passes between the players "
                                                          "only, and changes neither the strategy nor the dealer's gain")
        return cls(stands, _agreements(request, AGREEMENTS[1:]))


def _hand_name(a: int, b: int) -> str:
    return " ".join("A" if v == 1 else str(v) for v in (a, b))


def _column_name(up: int | None) -> str:
    return "unseen" if up is None else "A" if up == 1 else str(up)


def vingt_un_strategy(request: VingtUnStrategyRequest) -> VingtUnStrategyAnswer:
    """The strategy on the two cards dealt, a row a total (hard, soft, pairs), and a round's worth to the dealer.

    >>> vingt_un_strategy(VingtUnStrategyRequest())["from_each"]
    '0.1323'
    """
    letters = strategy_game.TABLES[request.stands]
    columns = [_column_name(up) for up in strategy_game.COLUMNS]
    groups: dict[tuple[str, int], list[tuple[str, str]]] = {}
    for (a, b), row in zip(strategy_game.STARTS, letters):
        kind = "pair" if a == b else "soft" if a == 1 else "hard"
        total = 2 if (a, b) == (1, 1) else a + b + (10 if kind == "soft" else 0)
        groups.setdefault((kind, total), []).append((_hand_name(a, b), row))
    order = {"hard": 0, "soft": 1, "pair": 2}
    rows: list[VingtUnStrategyRow] = []
    for (kind, total), hands in sorted(groups.items(), key=lambda kv: (order[kv[0][0]], kv[0][1])):
        if kind == "pair":
            hands.sort(key=lambda h: 11 if h[0].startswith("A") else int(h[0].split()[0]))
        choices: list[str] = []
        differ: list[VingtUnStrategyException] = []
        for j, column in enumerate(columns):
            said = [row[j] for _, row in hands]
            common = max(sorted(set(said)), key=said.count)
            choices.append(common)
            differ.extend({"hand": name, "column": column, "choice": row[j]} for name, row in hands if row[j] != common)
        rows.append({"kind": kind, "total": total, "hands": [name for name, _ in hands], "choices": choices, "differ": differ})
    w = strategy_game.worth(request.stands, request.rules)
    rules = request.rules
    return {
        "stands": request.stands, "columns": columns, "rows": rows,
        "player": _per_unit(w.player), "player_exact": str(w.player),
        "from_each": _per_unit(w.from_each).lstrip("+"), "from_each_percent": percent(w.from_each),
        "to_pool_each": _per_unit(w.to_pool_each).lstrip("+"), "penalty": _per_unit(w.penalty).lstrip("+"),
        "by_players": [{"players": n, "gain": _per_unit(g).lstrip("+"), "exact": str(g)} for n, g in w.by_players],
        "natural_dealt_percent": percent(strategy_game.DEALT_NATURAL), "natural_paid_percent": percent(w.parts.natural),
        "busts_percent": percent(w.parts.busts), "tie_percent": percent(w.parts.tie),
        "rules": {"privilege": rules.privilege, "overdraw_penalty": rules.overdraw_penalty, "tie_share": _fraction(rules.tie_share)},
    }


# The round games' operations: each its request read into its own type, then answered.
OPERATIONS: dict[str, Operation[Any]] = {
    "commerce": Operation(CommerceRequest.read, commerce),
    "vingt-un": Operation(VingtUnRequest.read, vingt_un),
    "hookey": Operation(HookeyRequest.read, hookey),
    "hookey-worth": Operation(HookeyWorthRequest.read, hookey_worth),
    "commerce-worth": Operation(CommerceWorthRequest.read, commerce_worth),
    "vingt-un-advice": Operation(VingtUnAdviceRequest.read, vingt_un_advice),
    "vingt-un-strategy": Operation(VingtUnStrategyRequest.read, vingt_un_strategy),
}

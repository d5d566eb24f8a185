"""The poker requests: a hand's value, a showdown, the pat hands' odds, the draw and the 32 holds, the
simulator, the house rules, practice at the draw, and Foster's table of averages."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from hoyle.api.reading import (
    MOST_SCORE,
    NOT_GIVEN,
    Cards,
    InParts,
    Operation,
    any_given,
    cards_field,
    cards_value,
    count_field,
    field_error,
    flag_field,
    house_rules,
    not_applying,
    only_fields,
    practice_seed,
)
from hoyle.cards import format_cards
from hoyle.errors import CardError, Refusal, RequestError
from hoyle.inputs import choice, whole_number
from hoyle.poker import advice
from hoyle.poker import draw as draw_mod
from hoyle.poker import odds as odds_mod
from hoyle.poker.hands import evaluate, showdown_report
from hoyle.poker.rules import CLASS_TITLES, RULE_NAMES, STANDARD, HouseRules
from hoyle.poker.tables import table
from hoyle.quote import echo

if TYPE_CHECKING:  # the simulator is imported on first use (the worker loads it only when needed); the answers' types
    from hoyle.api.answers import (
        AveragesAnswer,
        AveragesDraw,
        AveragesRow,
        ClassId,
        DrawAnswer,
        DrawPracticeAnswer,
        DrawScore,
        HoldRow,
        ErrorAnswer,
        HandAnswer,
        HoldsAnswer,
        HouseRulesSettings,
        OddsAnswer,
        RuleName,
        RulesAnswer,
        ShowdownAnswer,
        SimulateAnswer,
        SixHandSettings,
    )
    from hoyle.poker.simulate.configuration import Setup


def _rule_names(rules: HouseRules) -> list[RuleName]:
    """The house rules' names, as an answer gives them (each one of RULE_NAMES, the rules having been read)."""
    return cast("list[RuleName]", list(rules.names))


def _value_answer(value, rules: HouseRules) -> HandAnswer:
    answer: HandAnswer = {
        "cards": [c.code for c in value.cards],
        "symbols": format_cards(value.cards, symbols=True),
        "class": value.klass,
        "name": value.name,
        "call": value.call,
        "description": value.description,
        "rank": [value.key[0], *value.ranks],
        "useless": [c.code for c in value.useless],
        "playing": [c.code for c in value.cards if c not in value.useless],
    }
    if rules.names:
        answer["rules"] = _rule_names(rules)
        answer["strength"] = table(rules).strength_of_key(value.key)
    if value.joker_as is not None:
        answer["joker_as"] = value.joker_as.code if value.joker_as.suit else f"{value.joker_as.code}(fifth)"
    return answer


@dataclass(frozen=True)
class HandRequest:
    """Five cards to value ("hand"), under the house rules."""

    cards: Cards
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> HandRequest:
        only_fields(request, ("cards", "rules"))
        return cls(cards_field(request, "cards"), house_rules(request))


def hand(request: HandRequest) -> HandAnswer | ErrorAnswer:
    """The value of a five-card poker hand, in words and as data (a refusal is named with the cards that were
    read, as every op's is: `hoyle.api.IN_USE`)."""
    return _value_answer(evaluate(request.cards, request.rules), request.rules)


MOST_SHOWDOWN = 8  # hands at a showdown (hoyle.poker.hands.showdown_report)


@dataclass(frozen=True)
class ShowdownRequest:
    """Two to eight hands shown down ("showdown"), under the house rules."""

    hands: tuple[Cards, ...]
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> ShowdownRequest:
        only_fields(request, ("hands", "rules"))
        hands = request.get("hands")
        if isinstance(hands, str):  # one hand a line (or hands separated by "/"), blank lines ignored
            hands = [h.strip() for h in hands.replace("/", "\n").splitlines() if h.strip()]
        if not isinstance(hands, list) or not all(isinstance(h, (str, list)) for h in hands):
            raise RequestError("\"hands\" must be a list of hands, each a string like \"As Kd 10h 10c 4s\", or one hand a line")
        if not 2 <= len(hands) <= MOST_SHOWDOWN:  # counted before any card is read
            raise CardError("wrong-count", f"a showdown is between 2 and {MOST_SHOWDOWN} hands; you gave {len(hands):,}")
        return cls(tuple(hands), house_rules(request))


def showdown(request: ShowdownRequest) -> ShowdownAnswer | ErrorAnswer:
    """The hands valued, the winners (or the hands that divide) and the rule that decided."""
    rules = request.rules
    report = showdown_report(list(request.hands), rules)
    return {
        "rules": _rule_names(rules),
        "hands": [_value_answer(v, rules) for v in report["values"]],
        "winners": report["winners"],
        "divide": len(report["winners"]) > 1,
        "decided_by": report["decided_by"],
    }


@dataclass(frozen=True)
class RulesRequest:
    """The house rules alone: the pat hands' odds under them ("odds"), or the rules and classes they play ("rules")."""

    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> RulesRequest:
        only_fields(request, ("rules",))
        return cls(house_rules(request))


def odds(request: RulesRequest) -> OddsAnswer:
    """The pat hands of every class and division under the house rules, with the odds against each."""
    return cast("OddsAnswer", odds_mod.pat_odds(request.rules))


def _target(request: dict):
    """The target of a draw (improve, a class, or five cards to beat), None when left out."""
    if "target" not in request:
        return None
    target = request["target"]
    if not isinstance(target, str):
        raise RequestError(f"\"target\" must be improve, a class of hand such as flush, or five cards to beat, not {echo(target)}")
    return target


@dataclass(frozen=True)
class DrawRequest:
    """One draw ("draw"): the hand, the cards held, the cards seen dead, and the target (improve, a class, or
    five cards to beat; None: improve)."""

    cards: Cards
    hold: Cards = ""
    dead: Cards = ""
    rules: HouseRules = STANDARD
    target: str | None = None

    @classmethod
    def read(cls, request: dict) -> DrawRequest:
        only_fields(request, ("cards", "hold", "dead", "target", "rules"))
        return cls(cards_field(request, "cards"), cards_field(request, "hold", required=False), cards_field(request, "dead", required=False),
                   house_rules(request), _target(request))


def draw(request: DrawRequest) -> DrawAnswer:
    """The exact outcomes of one draw."""
    drawn = draw_mod.draw(request.cards, request.hold, request.rules, request.dead, request.target)
    return cast("DrawAnswer", {"rules": _rule_names(request.rules), **drawn})


def _table(request: dict) -> tuple[int, advice.ComeIn]:
    """The table a hold is weighed at: how many other players came in, and on what."""
    opponents = whole_number(request.get("opponents", advice.DEFAULT_OPPONENTS), "the number of other players in", 1,
                             advice.MOST_OPPONENTS, "bad-request")
    come_in = choice(request.get("come_in", advice.DEFAULT_COME_IN), "what the other players came in on", advice.COME_IN, "bad-request")
    return opponents, come_in


@dataclass(frozen=True)
class HoldsRequest:
    """All 32 ways of holding a hand ("holds"), ranked in an order, at a table of other players who came in
    on some hand; with the reader's hold (NOT_GIVEN: none), that hold named. The hold is kept as given and
    read with the hand, so that a hold that is wrong, even in its type, is refused as the hold's, beside
    the hand."""

    cards: Cards
    dead: Cards = ""
    order: draw_mod.Order = "win"
    opponents: int = advice.DEFAULT_OPPONENTS
    come_in: advice.ComeIn = advice.DEFAULT_COME_IN
    rules: HouseRules = STANDARD
    hold: object = NOT_GIVEN
    target: str | None = None

    @classmethod
    def read(cls, request: dict) -> HoldsRequest:
        only_fields(request, ("cards", "hold", "dead", "order", "target", "opponents", "come_in", "rules"))
        cards = cards_field(request, "cards")
        dead = cards_field(request, "dead", required=False)
        order = choice(request.get("order", "win"), "the order of the holds", draw_mod.ORDERS, "bad-request")
        if order != "win":
            not_applying(request, ("opponents", "come_in"), f"to the holds ranked by {order}: the other players in count only when "
                                                            "the holds are ranked by their share of the pot (\"order\": \"win\")")
        opponents, come_in = _table(request)
        rules = house_rules(request)
        return cls(cards, dead, order, opponents, come_in, rules, request.get("hold", NOT_GIVEN), _target(request))


def holds(request: HoldsRequest) -> HoldsAnswer | ErrorAnswer:
    """All 32 holds, best first; with "hold" (the cards a reader holds, "" for none), that hold is
    checked against the hand and named in the answer as "held"."""
    deal, _ = draw_mod.dealt(request.cards, request.rules, request.dead, request.target)
    held = None
    if request.hold is not NOT_GIVEN:
        try:
            held = deal.held(cards_value(request.hold, "hold"))
        except Refusal as e:
            return field_error(e.code, "hold", e.message, hand=[c.code for c in deal.hand])
    answer = cast("HoldsAnswer", draw_mod.rank_holds(deal, request.target, request.order, request.opponents, request.come_in))
    if held is not None:
        answer["held"] = [c.code for c in deal.hand if c in held]
    return answer


# The simulator's request is read, and answered, by `hoyle.api.simulate`, imported on first use with the simulator (the
# worker loads it only when needed): these hand the request on.

def read_setup(request: dict) -> Setup:
    """The simulator's request ("simulate") read into its typed request, a `Setup` (`hoyle.api.simulate.read_setup`)."""
    from hoyle.api import simulate as simulator

    return simulator.read_setup(request)


def simulate(setup: Setup) -> SimulateAnswer:
    """The simulator answered at once (`hoyle.api.simulate.simulate`)."""
    from hoyle.api import simulate as simulator

    return simulator.simulate(setup)


def simulate_parts(setup: Setup) -> Iterator[Mapping[str, Any]]:
    """The simulator answered in parts (`hoyle.api.simulate.parts`)."""
    from hoyle.api import simulate as simulator

    return simulator.parts(setup)


def rules(request: RulesRequest) -> RulesAnswer:
    """The rule names the engine accepts and the classes each set of rules plays, lowest first."""
    chosen = request.rules
    return {"names": list(RULE_NAMES), "rules": _rule_names(chosen),
            "classes": [{"id": cast("ClassId", c), "title": CLASS_TITLES[c]} for c in chosen.classes],
            "settings": cast("HouseRulesSettings", chosen.as_dict())}


@dataclass(frozen=True)
class DrawPracticeRequest:
    """Practice at the draw ("draw-practice"): the cards given, or the seed that deals them (None when cards are
    given); the reader's hold (as given, read with the hand, as the 32 holds' is), and whether to check it;
    the table; the running score so far (hands practised, hands held best, and the points of the pot given
    up, in hundredths)."""

    cards: Cards
    seed: int | None
    hold: object = ""
    check: bool = False
    opponents: int = advice.DEFAULT_OPPONENTS
    come_in: advice.ComeIn = advice.DEFAULT_COME_IN
    rules: HouseRules = STANDARD
    hands: int = 0
    best: int = 0
    given: int = 0

    @classmethod
    def read(cls, request: dict) -> DrawPracticeRequest:
        from hoyle.inputs import hundredths
        from hoyle.poker.draw_practice import MOST_SEED

        only_fields(request, ("seed", "cards", "hold", "check", "opponents", "come_in", "hands", "best", "given", "rules"))
        cards = cards_field(request, "cards", required=False)
        opponents, come_in = _table(request)
        hands = count_field(request, "hands", "the hands practised", MOST_SCORE)
        best = count_field(request, "best", "the hands held best", MOST_SCORE)
        given = hundredths(request.get("given", ""), "the points of the pot given up", MOST_SCORE)
        if best > hands:
            raise RequestError(f"the running score has {best:,} hands held best of {hands:,} practised", "bad-score")
        if given > 100 * 100 * (hands - best):  # a hand held best gives up nothing, any other at most the whole pot
            others = hands - best
            raise RequestError(f"the running score has {given // 100:,}.{given % 100:02d} points of the pot given up over {others:,} "
                               f"hand{'' if others == 1 else 's'} not held best: a hand held best gives up none, and any other at most "
                               "100", "bad-score")
        if any_given(cards):
            not_applying(request, ("seed",), "to the cards given: the seed deals a hand only when no cards are given")
        seed = None if any_given(cards) else practice_seed(request, MOST_SEED, "five cards")
        rules = house_rules(request)
        return cls(cards, seed, request.get("hold", ""), flag_field(request, "check", False), opponents, come_in, rules, hands, best, given)


def draw_practice(request: DrawPracticeRequest) -> DrawPracticeAnswer | ErrorAnswer:
    """Practice at the draw: a hand dealt by the seed (or the cards given), and once the reader has
    picked a hold ("check"), where it stands among the 32 by the chance of the best hand at the table."""
    from hoyle.poker.draw_practice import deal, judge

    seed, opponents, come_in = request.seed, request.opponents, request.come_in
    score: DrawScore = {"hands": request.hands, "best": request.best, "given": request.given}
    cards = request.cards if seed is None else " ".join(c.code for c in deal(seed))
    dealt = draw_mod.Deal(cards, request.rules)
    if dealt.rules.joker:
        raise CardError("joker-not-in-play", "practice at the draw is with the pack without the joker")
    hand = [c.code for c in dealt.hand]
    hold = cards_value(request.hold, "hold")
    try:
        held = [c.code for c in dealt.held(hold)]
    except Refusal as e:
        return field_error(e.code, "hold", e.message, hand=hand, seed=seed)
    answer: DrawPracticeAnswer = {"seed": seed, "dealt": seed is not None, "hand": hand, "held": [c for c in hand if c in held],
              "table": {"opponents": opponents, "come_in": come_in, "words": advice.table_words(opponents, come_in)},
              "checked": False, "score": score}
    if not request.check:
        return answer  # not yet checked: the best hold is not given away
    judged = judge(dealt, held, opponents, come_in)
    given = judged.given_up
    in_hundredths = round(100 * 100 * given)
    return {**answer, "checked": True, "holds": judged.ranked["holds"], "pick": cast("HoldRow", judged.pick), "rank": judged.rank,
            "best": [row["hold"] for row in judged.best], "given_up": {"probability": odds_mod.fraction_text(given),
            "points": round(100 * float(given), 3), "hundredths": in_hundredths},
            "after": {"hands": score["hands"] + 1, "best": score["best"] + (judged.rank == 1),
                      "given": score["given"] + in_hundredths}}


@dataclass(frozen=True)
class AveragesRequest:
    """Foster's table of averages ("averages"): the table is the book's, so the request has no field but its op (the
    worker's own keys, "view" and "stream", are passed over, as every op but the simulator passes over them)."""

    @classmethod
    def read(cls, request: dict) -> AveragesRequest:
        unknown = sorted(k for k in request if k not in ("op", "view", "stream"))
        if unknown:
            more = f" and {len(unknown) - 3:,} more" if len(unknown) > 3 else ""
            raise RequestError(f"unknown field{'s' if len(unknown) > 1 else ''} {', '.join(echo(k) for k in unknown[:3])}{more}: "
                               f"the averages request takes no field but \"op\"")
        return cls()


# The ledger's entry for a row of the table of averages (texts/claims/practical-poker-simulated.toml), where the book gives a figure.
AVERAGES_CLAIM = "pp-sim-average-"


def averages(request: AveragesRequest) -> AveragesAnswer:
    """Foster's table of averages ("Drawing to Improve", hoyle.poker.averages): each row as the book gives it,
    the median of each exact draw heads up (half the draws end no better), and, where the book's figure is
    not lost, his six-hand experiment for each hand drawn to as the simulator's settings."""
    from hoyle.poker.averages import ROWS, SIX_HAND_DEALS, median_words, six_hand_config

    rows: list[AveragesRow] = []
    for row in ROWS:
        draws: list[AveragesDraw] = []
        for i, (hand, hold, label) in enumerate(row.draws):
            experiment: SixHandSettings | None = None
            if row.pat:
                config = six_hand_config(row.id, i)
                experiment = {"players": config["players"], "deals": config["deals"], "seed": config["seed"], "jackpot": False,
                              "strategies": list(config["strategies"]), "hands": list(config["hands"])}
            draws.append({"label": label, "hand": hand.split(), "held": hold.split(), "median": median_words(hand, hold),
                          "experiment": experiment})
        rows.append({"id": row.id, "drawing_to": row.drawing_to, "book": row.book or None,
                     "ledger_entry": AVERAGES_CLAIM + row.id if row.book else None, "pat": row.pat_words or None, "draws": draws})
    return {"rows": rows, "six_hand_deals": SIX_HAND_DEALS}


# The poker operations: each its request read into its own type, then answered.
OPERATIONS: dict[str, Operation[Any]] = {
    "hand": Operation(HandRequest.read, hand),
    "showdown": Operation(ShowdownRequest.read, showdown),
    "odds": Operation(RulesRequest.read, odds),
    "draw": Operation(DrawRequest.read, draw),
    "holds": Operation(HoldsRequest.read, holds),
    "simulate": Operation(read_setup, simulate),
    "rules": Operation(RulesRequest.read, rules),
    "draw-practice": Operation(DrawPracticeRequest.read, draw_practice),
    "averages": Operation(AveragesRequest.read, averages),
}

# The poker operations that also answer in parts (`hoyle.api.stream`): the simulator.
IN_PARTS: dict[str, InParts[Any]] = {"simulate": InParts(read_setup, simulate_parts)}

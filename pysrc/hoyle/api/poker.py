"""The poker requests: a hand's value, a showdown, the pat hands' odds, the draw and the 32 holds, the
simulator, the house rules, and practice at the draw."""

from __future__ import annotations

from hoyle.api.reading import MOST_SCORE, cards_field, count_field, error, field_error, flag_field, house_rules, practice_seed
from hoyle.cards import CardError, format_cards, parse_what_you_can, split_cards
from hoyle.inputs import RequestError, choice, whole_number
from hoyle.poker import advice
from hoyle.poker import draw as draw_mod
from hoyle.poker import odds as odds_mod
from hoyle.poker.hands import evaluate, showdown_report
from hoyle.poker.rules import CLASS_TITLES, RULE_NAMES, HouseRules
from hoyle.poker.tables import table


def _value_answer(value, rules: HouseRules) -> dict:
    answer = {
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
        answer["rules"] = list(rules.names)
        answer["strength"] = table(rules).strength_of_key(value.key)
    if value.joker_as is not None:
        answer["joker_as"] = value.joker_as.code if value.joker_as.suit else f"{value.joker_as.code}(fifth)"
    return answer


def hand(request: dict) -> dict:
    """The value of a five-card poker hand, in words and as data."""
    cards = cards_field(request, "cards")
    rules = house_rules(request)
    try:
        value = evaluate(cards, rules)
    except CardError as e:
        # Name the problem, and say which cards were read, so a widget can show them in use.
        in_use = [c.code for c in parse_what_you_can(cards)]
        return error(e.code, e.message, in_use=in_use)
    return _value_answer(value, rules)


MOST_SHOWDOWN = 8  # hands at a showdown (hoyle.poker.hands.showdown_report)


def showdown(request: dict) -> dict:
    hands = request.get("hands")
    if isinstance(hands, str):  # one hand a line (or hands separated by "/"), blank lines ignored
        hands = [h.strip() for h in hands.replace("/", "\n").splitlines() if h.strip()]
    if not isinstance(hands, list) or not all(isinstance(h, (str, list)) for h in hands):
        raise RequestError("\"hands\" must be a list of hands, each a string like \"As Kd 10h 10c 4s\", or one hand a line")
    if not 2 <= len(hands) <= MOST_SHOWDOWN:  # counted before any card is read
        raise CardError("wrong-count", f"a showdown is between 2 and {MOST_SHOWDOWN} hands; you gave {len(hands):,}")
    rules = house_rules(request)
    try:
        report = showdown_report(hands, rules)
    except CardError as e:  # named, with the cards that were read, so a widget can show them in use
        return error(e.code, e.message, in_use=list(dict.fromkeys(c.code for h in hands for c in parse_what_you_can(h))))
    return {
        "rules": list(rules.names),
        "hands": [_value_answer(v, rules) for v in report["values"]],
        "winners": report["winners"],
        "divide": len(report["winners"]) > 1,
        "decided_by": report["decided_by"],
    }


def odds(request: dict) -> dict:
    return odds_mod.pat_odds(house_rules(request))


def _target(request: dict):
    target = request.get("target")
    if target is not None and not isinstance(target, str):
        raise RequestError("\"target\" must be improve, a class of hand such as flush, or five cards to beat")
    return target


def draw(request: dict) -> dict:
    cards = cards_field(request, "cards")
    hold = cards_field(request, "hold", required=False)
    dead = cards_field(request, "dead", required=False)
    rules = house_rules(request)
    return {"rules": list(rules.names), **draw_mod.draw(cards, hold, rules, dead, _target(request))}


def holds(request: dict) -> dict:
    """All 32 holds, best first; with "hold" (the cards a reader holds, "" for none), that hold is
    checked against the hand and named in the answer as "held"."""
    cards = cards_field(request, "cards")
    dead = cards_field(request, "dead", required=False)
    order = choice(request.get("order", "win"), "the order of the holds", draw_mod.ORDERS, "bad-request")
    opponents = whole_number(request.get("opponents", advice.DEFAULT_OPPONENTS), "the number of other players in", 1,
                             advice.MOST_OPPONENTS, "bad-request")
    come_in = choice(request.get("come_in", advice.DEFAULT_COME_IN), "what the other players came in on", advice.COME_IN, "bad-request")
    deal = draw_mod.Deal(cards, house_rules(request), dead)
    held = None
    if "hold" in request:
        try:
            held = deal.held(cards_field(request, "hold"))
        except CardError as e:
            return field_error(e.code, "hold", e.message, hand=[c.code for c in deal.hand])
    answer = draw_mod.rank_holds(deal, _target(request), order, opponents, come_in)
    if held is not None:
        answer["held"] = [c.code for c in deal.hand if c in held]
    return answer


def sim_config(request: dict) -> dict:
    """The simulator's configuration: "strategies" may also be names separated by commas, and is
    left out when blank (a form sends it empty when one strategy serves every seat); "hands" may
    also be text, a seat a line ("-" for a seat dealt as usual), and is left out when blank."""
    config = {k: v for k, v in request.items() if k != "op"}
    hands = config.get("hands")
    if isinstance(hands, str):
        lines = [line.strip() for line in hands.replace("/", "\n").splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        if lines:
            config["hands"] = [None if line in ("", "-") else line for line in lines]
        else:
            del config["hands"]
    seats = config.get("strategies")
    if isinstance(seats, str):
        names = [n.strip() for n in seats.split(",") if n.strip()]
        if names:
            config["strategies"] = names
        else:
            del config["strategies"]
    elif seats == []:
        del config["strategies"]
    return config


def simulate(request: dict) -> dict:
    """The simulator answered at once, up to `simulate.MOST_AT_ONCE` deals; more are answered in parts
    (`stream`), so that no request keeps the engine busy for long."""
    from hoyle.poker import simulate as simulate_mod  # imported on first use: the worker loads it only when needed

    setup = simulate_mod.parse_config(sim_config(request))
    if setup.deals > simulate_mod.MOST_AT_ONCE:
        raise CardError("bad-deals", f"{setup.deals:,} deals are run in parts, with progress: ask for them as a stream "
                        f"(at most {simulate_mod.MOST_AT_ONCE:,} are answered at once)")
    return simulate_mod.run(setup)


def rules(request: dict) -> dict:
    """The rule names the engine accepts and the classes each set of rules plays, lowest first."""
    chosen = house_rules(request)
    return {"names": list(RULE_NAMES), "rules": list(chosen.names), "classes": [{"id": c, "title": CLASS_TITLES[c]} for c in chosen.classes],
            "settings": chosen.as_dict()}


def draw_practice(request: dict) -> dict:
    """Practice at the draw: a hand dealt by the seed (or the cards given), and once the reader has
    picked a hold ("check"), where it stands among the 32 by the chance of the best hand at the table."""
    from hoyle.inputs import hundredths
    from hoyle.poker.practice import MOST_SEED, deal, judge

    cards = cards_field(request, "cards", required=False)
    opponents = whole_number(request.get("opponents", advice.DEFAULT_OPPONENTS), "the number of other players in", 1,
                             advice.MOST_OPPONENTS, "bad-request")
    come_in = choice(request.get("come_in", advice.DEFAULT_COME_IN), "what the other players came in on", advice.COME_IN, "bad-request")
    score = {"hands": count_field(request, "hands", "the hands practised", MOST_SCORE),
             "best": count_field(request, "best", "the hands held best", MOST_SCORE),
             "given": hundredths(request.get("given", ""), "the points of the pot given up", MOST_SCORE)}
    if score["best"] > score["hands"]:
        raise CardError("bad-score", f"the running score has {score['best']:,} hands held best of {score['hands']:,} practised")
    seed = None
    if not (split_cards(cards) if isinstance(cards, str) else cards):
        seed = practice_seed(request, MOST_SEED, "five cards")
        cards = " ".join(c.code for c in deal(seed))
    dealt = draw_mod.Deal(cards, house_rules(request))
    if dealt.rules.joker:
        raise CardError("joker-not-in-play", "practice at the draw is with the pack without the joker")
    hand = [c.code for c in dealt.hand]
    hold = cards_field(request, "hold", required=False)
    try:
        held = [c.code for c in dealt.held(hold)]
    except CardError as e:
        return field_error(e.code, "hold", e.message, hand=hand, seed=seed)
    answer = {"seed": seed, "dealt": seed is not None, "hand": hand, "held": [c for c in hand if c in held],
              "table": {"opponents": opponents, "come_in": come_in, "words": advice.table_words(opponents, come_in)},
              "checked": False, "score": score}
    if not flag_field(request, "check", False):
        return answer  # not yet checked: the best hold is not given away
    judged = judge(dealt, held, opponents, come_in)
    given = judged.given_up
    in_hundredths = round(100 * 100 * given)
    return {**answer, "checked": True, "holds": judged.ranked["holds"], "pick": judged.pick, "rank": judged.rank,
            "best": [row["hold"] for row in judged.best], "given_up": {"probability": odds_mod.fraction_text(given),
            "points": round(100 * float(given), 3), "hundredths": in_hundredths},
            "after": {"hands": score["hands"] + 1, "best": score["best"] + (judged.rank == 1),
                      "given": score["given"] + in_hundredths}}

"""The one facade: a JSON-shaped request in, a JSON-shaped answer out. It never raises.

The browser worker, the command line and the build-time prerender all answer through
`handle`, so a page, a link and a terminal always agree.

>>> handle({"op": "hand", "cards": "As Kd 10h 10c 4s"})["description"]
'A pair of tens, with ace, king and four'

Operations (every one takes an optional "rules": "blaze,joker" or a list of rule names):

- hand {cards}: the value of five cards.
- showdown {hands: [cards, ...] or one hand a line}: 2 to 8 hands, the winners and the rule that decided.
- odds {}: the pat hands of every class and division, with the odds against.
- draw {cards, hold, dead?, target?}: the exact outcomes of one draw.
- holds {cards, dead?, target?, order?, opponents?, come_in?}: all 32 ways of holding, best first (by
  default by the share of the pot against 3 other players who came in on any pair: hoyle.poker.advice).
- simulate {...}: the seeded draw simulator (see hoyle.poker.simulate).
- rules {}: the house rules and classes the engine knows.
- crib {cards, starter, crib?, variant?}: a cribbage hand or crib with the starter, itemized.
- peg {cards}: what the last card played scores at cribbage.
- play {pone, dealer, plays?, variant?}: the play of two cribbage hands scored turn by turn.
- practice {seed?, cards?, starter?, crib?, variant?, claim?, fifteens?, pairs?, runs?, flush?, nob?, hands?, right?,
  missed?}: practice at counting the show: the hand the seed deals (when no cards are given) or the cards
  given, and the reader's claim (one number, or points for each kind of item) checked item by item, with
  the muggins and the running score after it (hoyle.cribbage.practice).
- play-practice {seed?, plays?, claim?, fifteens?, thirty_one?, pairs?, runs?, hands?, right?, missed?}: practice
  at the play: the cards played since the count began, dealt by the seed (or given), and the reader's claim
  for the last of them checked as the show's is (hoyle.cribbage.practice, play.peg).
- draw-practice {seed?, cards?, hold?, check?, opponents?, come_in?, hands?, best?, given?}: practice at the
  draw: the hand the seed deals (or the cards given) and, once checked, the reader's hold weighed against
  the best of the 32 by the chance of the best hand at the table, with the running score after it
  (hoyle.poker.practice; "given" is the points of the pot given up so far, two decimal places).
- layout {cards, dealer?, crib?, variant?, opponent?}: every lay-out of a dealt cribbage hand, best first
  (with the crib's expectation unless crib is false; opponent "sensible" adds the crib as the
  opponent makes it laying out his own best two, over a seeded sample of his hands).
- commerce {hands}: three-card hands at Commerce ranked, the winners and the rule.
- vingt-un {dealer, players, rules?}: a round of Vingt-un settled against the dealer.
- hookey {method, dealer, ...}: a round of Blind Hookey settled (see hoyle.hookey).
"""

from __future__ import annotations

import json

from hoyle.cards import CardError, format_cards, parse_what_you_can, split_cards
from hoyle.inputs import RequestError, check_json_text, check_shape, choice, flag, whole_number
from hoyle.poker import advice
from hoyle.poker import draw as draw_mod
from hoyle.poker import odds as odds_mod
from hoyle.poker.hands import evaluate, showdown_report
from hoyle.poker.rules import CLASS_TITLES, RULE_NAMES, HouseRules
from hoyle.poker.tables import table
from hoyle.quote import echo


def error(code: str, message: str, **extra) -> dict:
    """An error answer: {"error": {"code": ..., "message": ...}} plus any context."""
    return {"error": {"code": code, "message": message}, **extra}


def _strings(value) -> bool:
    """Whether a parameter is a string or a list of strings (the forms cards and rules take)."""
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))


def _cards_param(request: dict, name: str, required: bool = True):
    if name not in request:
        if required:
            raise RequestError(f"the {request['op']} request needs \"{name}\"")
        return ""
    value = request[name]
    if not _strings(value):
        raise RequestError(f"\"{name}\" must be cards, as text like \"As Kd 10h\" or a list of such texts")
    return value


def _rules(request: dict) -> HouseRules:
    value = request.get("rules", "")
    if value is None:
        value = ""
    if not _strings(value):
        raise RequestError("'rules' must be a string like \"blaze,joker\" or a list of rule names")
    return HouseRules.parse(value)


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
    cards = _cards_param(request, "cards")
    rules = _rules(request)
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
    rules = _rules(request)
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
    return odds_mod.pat_odds(_rules(request))


def _target(request: dict):
    target = request.get("target")
    if target is not None and not isinstance(target, str):
        raise RequestError("\"target\" must be improve, a class of hand such as flush, or five cards to beat")
    return target


def draw(request: dict) -> dict:
    cards = _cards_param(request, "cards")
    hold = _cards_param(request, "hold", required=False)
    dead = _cards_param(request, "dead", required=False)
    rules = _rules(request)
    return {"rules": list(rules.names), **draw_mod.draw(cards, hold, rules, dead, _target(request))}


def holds(request: dict) -> dict:
    """All 32 holds, best first; with "hold" (the cards a reader holds, "" for none), that hold is
    checked against the hand and named in the answer as "held"."""
    cards = _cards_param(request, "cards")
    dead = _cards_param(request, "dead", required=False)
    order = choice(request.get("order", "win"), "the order of the holds", draw_mod.ORDERS, "bad-request")
    opponents = whole_number(request.get("opponents", advice.DEFAULT_OPPONENTS), "the number of other players in", 1,
                             advice.MOST_OPPONENTS, "bad-request")
    come_in = choice(request.get("come_in", advice.DEFAULT_COME_IN), "what the other players came in on", advice.COME_IN, "bad-request")
    deal = draw_mod.Deal(cards, _rules(request), dead)
    held = None
    if "hold" in request:
        try:
            held = deal.held(_cards_param(request, "hold"))
        except CardError as e:
            return {**error(e.code, f"the cards to hold: {e.message}"), "field": "hold", "hand": [c.code for c in deal.hand]}
    answer = draw_mod.rank_holds(deal, _target(request), order, opponents, come_in)
    if held is not None:
        answer["held"] = [c.code for c in deal.hand if c in held]
    return answer


def _sim_config(request: dict) -> dict:
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

    setup = simulate_mod.parse_config(_sim_config(request))
    if setup.deals > simulate_mod.MOST_AT_ONCE:
        raise CardError("bad-deals", f"{setup.deals:,} deals are run in parts, with progress: ask for them as a stream "
                        f"(at most {simulate_mod.MOST_AT_ONCE:,} are answered at once)")
    return simulate_mod.run(setup)


def stream(request) -> object:
    """A long request answered in parts: an iterator of answers, the last with "done": true (so far
    only "simulate", through `simulate.iterate`), or an error answer if the request is wrong."""
    try:
        if not isinstance(request, dict):
            return handle(request)
        check_shape(request)
        if request.get("op") != "simulate":
            return error("no-stream", "only the simulator answers in parts")
        from hoyle.poker import simulate as simulate_mod

        return simulate_mod.iterate(_sim_config(request))
    except CardError as e:
        return error(e.code, e.message)
    except Exception:  # never raises, as handle
        return error("internal", INTERNAL)


def rules(request: dict) -> dict:
    """The rule names the engine accepts and the classes each set of rules plays, lowest first."""
    chosen = _rules(request)
    return {"names": list(RULE_NAMES), "rules": list(chosen.names), "classes": [{"id": c, "title": CLASS_TITLES[c]} for c in chosen.classes],
            "settings": chosen.as_dict()}


def _item(item) -> dict:
    return {"kind": item.kind, "points": item.points, "cards": [c.code for c in item.cards], "words": item.words}


def _flag(request: dict, name: str, default: bool) -> bool:
    return flag(request.get(name, default), f"\"{name}\"")


def _game(request: dict, cards, by_count: dict[int, str]) -> str:
    """The cribbage game asked for, or else the one the number of cards given implies (six-card if none)."""
    game = request.get("variant")
    if game is None:
        n = len(split_cards(cards)) if isinstance(cards, str) else len(cards)
        game = by_count.get(n, "six-card")
    return choice(game, "the game of cribbage", ("five-card", "six-card", "seven-card"), "bad-variant")


def _counted_as(cards, starter, game: str, is_crib: bool) -> list[dict]:
    """When the cards are the wrong number for the game asked (or for the crib), the ways they would
    be counted: a hand at another game (a hand is three cards at five-card, four at six-card, five at
    seven-card), or the crib (four cards in every game) at the game asked; each with its total."""
    from hoyle.cribbage.show import reckon

    tries = [(g, False) for g in ("five-card", "six-card", "seven-card") if (g, False) != (game, is_crib)]
    if not is_crib:
        tries.append((game, True))
    found = []
    for g, as_crib in tries:
        try:
            total = reckon(cards, starter, crib=as_crib, game=g).total
        except CardError:
            continue
        found.append({"variant": g, "crib": as_crib, "total": total})
    return found


def crib(request: dict) -> dict:
    """A cribbage hand or crib reckoned with the starter, itemized as it is claimed."""
    from hoyle.cribbage.show import reckon

    cards = _cards_param(request, "cards")
    starter = _cards_param(request, "starter")
    is_crib = _flag(request, "crib", False)
    game = _game(request, cards, {} if is_crib else {3: "five-card", 4: "six-card", 5: "seven-card"})  # a crib is four cards in every game
    try:
        show = reckon(cards, starter, crib=is_crib, game=game)
    except CardError as e:
        if e.code != "wrong-count":
            raise
        return error(e.code, e.message, counted_as=_counted_as(cards, starter, game, is_crib))
    return {
        "cards": [c.code for c in show.hand],
        "starter": show.start.code,
        "crib": show.crib,
        "variant": show.variant.name,
        "total": show.total,
        "items": [_item(i) for i in show.items],
        "claim": show.claim,
        "description": show.description,
        "heels": _item(show.heels) if show.heels else None,
    }


def _count(request: dict, name: str, what: str, most: int) -> int:
    """A whole number of the request, blank or absent as 0."""
    value = request.get(name, 0)
    if isinstance(value, str) and not value.strip():
        return 0
    return whole_number(value, what, 0, most)


MOST_SCORE = 1_000_000  # hands practised, or points missed, in one running score


def _practice_score(request: dict, noun: str) -> dict:
    """The running score of a practice: hands (or cards) practised, counted right, points missed."""
    score = {"hands": _count(request, "hands", f"the {noun}s practised", MOST_SCORE),
             "right": _count(request, "right", f"the {noun}s counted right", MOST_SCORE),
             "missed": _count(request, "missed", "the points missed", MOST_SCORE)}
    if score["right"] > score["hands"]:
        raise CardError("bad-score", f"the running score has {score['right']:,} {noun}s counted right of {score['hands']:,} practised")
    return score


def _practice_seed(request: dict, most: int, give: str, dealt: str = "a hand") -> int:
    """The seed a practice deals by, when no cards are given (`give`: the cards to give instead)."""
    seed_value = request.get("seed", "")
    if isinstance(seed_value, str) and not seed_value.strip():
        raise CardError("no-cards", f"give {give}, or a seed to deal {dealt} (Deal me one picks one)")
    return whole_number(seed_value, "the seed", 1, most)


def _practice_claim(request: dict, groups) -> tuple[int | None, dict[str, int]] | None:
    """The reader's claim: one number ("claim"), or points for each kind of item (`groups`), or both if
    they agree; None when nothing is claimed yet."""
    from hoyle.cribbage.practice import GROUP_WORDS, MOST_CLAIM

    claim = request.get("claim", "")
    blank = isinstance(claim, str) and not claim.strip()
    items = {name: request.get(name, "") for name, _ in groups}
    items = {name: whole_number(v, f"the points claimed for {GROUP_WORDS[name]}", 0, MOST_CLAIM)
             for name, v in items.items() if not (isinstance(v, str) and not v.strip())}
    if blank and not items:
        return None
    claimed = None if blank else whole_number(claim, "your count", 0, MOST_CLAIM)
    if items and claimed is not None and claimed != sum(items.values()):
        raise CardError("bad-claim", f"your count is {claimed}, but the points you claimed item by item add up to "
                        f"{sum(items.values())}: make them agree, or leave one of them blank")
    return claimed, items


def _practice_checked(scored, claim: tuple[int | None, dict[str, int]], groups, score: dict) -> dict:
    """A claim checked against what the show (or the card played) scores: the verdict item by item,
    and the running score after it."""
    from hoyle.cribbage.practice import check, check_items

    claimed, items = claim
    result = check_items(scored, items, groups) if items else check(scored, claimed)
    return {"claimed": result.claimed, "right": result.right, "muggins": result.muggins, "over": result.over,
            "counted": [_item(i) for i in result.counted], "missed": [_item(i) for i in result.missed],
            "by_item": [{"group": g.group, "worth": g.worth, "claimed": g.claimed, "muggins": g.muggins, "over": g.over,
                         "missed": [_item(i) for i in g.missed]} for g in result.groups] if items else None,
            "after": {"hands": score["hands"] + 1, "right": score["right"] + result.right, "missed": score["missed"] + result.muggins}}


def practice(request: dict) -> dict:
    """Practice at the show: a hand dealt by the seed (or the cards given) and the reader's count checked."""
    from hoyle.cribbage.practice import GROUPS, MOST_SEED, deal
    from hoyle.cribbage.show import reckon

    cards = _cards_param(request, "cards", required=False)
    starter = _cards_param(request, "starter", required=False)
    is_crib = _flag(request, "crib", False)
    game = choice(request.get("variant", "six-card"), "the game of cribbage", ("five-card", "six-card", "seven-card"), "bad-variant")
    score = _practice_score(request, "hand")
    typed = bool(split_cards(cards) if isinstance(cards, str) else cards) or bool(split_cards(starter) if isinstance(starter, str) else starter)
    seed = None
    if not typed:
        seed = _practice_seed(request, MOST_SEED, "the cards and the start")
        hand, start = deal(seed, game, is_crib)
        cards, starter = " ".join(c.code for c in hand), start.code
    shown = crib({"op": "crib", "cards": cards, "starter": starter, "crib": is_crib, "variant": game})
    if "error" in shown:
        return shown
    answer = {"seed": seed, "dealt": seed is not None, "cards": shown["cards"], "starter": shown["starter"], "crib": is_crib,
              "variant": game, "claimed": None, "score": score}
    claim = _practice_claim(request, GROUPS)
    if claim is None:
        return answer  # not yet claimed: the count is not given away
    show = reckon(shown["cards"], shown["starter"], crib=is_crib, game=game)
    return {**answer, **{k: shown[k] for k in ("total", "items", "claim", "description", "heels")},
            **_practice_checked(show, claim, GROUPS, score)}


def play_practice(request: dict) -> dict:
    """Practice at the play: the cards played since the count began, dealt by the seed (or given), and
    the reader's claim for the last of them checked item by item, with the muggins and the score after it."""
    from itertools import accumulate

    from hoyle.cribbage.play import peg as score_of
    from hoyle.cribbage.play import pips
    from hoyle.cribbage.practice import MOST_SEED, PLAY_GROUPS, deal_play

    plays = _cards_param(request, "plays", required=False)
    score = _practice_score(request, "card")
    seed = None
    if not (split_cards(plays) if isinstance(plays, str) else plays):
        seed = _practice_seed(request, MOST_SEED, "the cards played since the count began", "them")
        plays = " ".join(c.code for c in deal_play(seed))
    pegged = score_of(plays)
    answer = {"seed": seed, "dealt": seed is not None, "plays": [c.code for c in pegged.cards], "count": pegged.count,
              "counts": list(accumulate(pips(c) for c in pegged.cards)), "claimed": None, "score": score}
    claim = _practice_claim(request, PLAY_GROUPS)
    if claim is None:
        return answer  # not yet claimed: the points are not given away
    return {**answer, "total": pegged.total, "items": [_item(i) for i in pegged.items],
            **_practice_checked(pegged, claim, PLAY_GROUPS, score)}


def draw_practice(request: dict) -> dict:
    """Practice at the draw: a hand dealt by the seed (or the cards given), and once the reader has
    picked a hold ("check"), where it stands among the 32 by the chance of the best hand at the table."""
    from hoyle.inputs import hundredths
    from hoyle.poker.practice import MOST_SEED, deal, judge

    cards = _cards_param(request, "cards", required=False)
    opponents = whole_number(request.get("opponents", advice.DEFAULT_OPPONENTS), "the number of other players in", 1,
                             advice.MOST_OPPONENTS, "bad-request")
    come_in = choice(request.get("come_in", advice.DEFAULT_COME_IN), "what the other players came in on", advice.COME_IN, "bad-request")
    score = {"hands": _count(request, "hands", "the hands practised", MOST_SCORE),
             "best": _count(request, "best", "the hands held best", MOST_SCORE),
             "given": hundredths(request.get("given", ""), "the points of the pot given up", MOST_SCORE)}
    if score["best"] > score["hands"]:
        raise CardError("bad-score", f"the running score has {score['best']:,} hands held best of {score['hands']:,} practised")
    seed = None
    if not (split_cards(cards) if isinstance(cards, str) else cards):
        seed = _practice_seed(request, MOST_SEED, "five cards")
        cards = " ".join(c.code for c in deal(seed))
    dealt = draw_mod.Deal(cards, _rules(request))
    if dealt.rules.joker:
        raise CardError("joker-not-in-play", "practice at the draw is with the pack without the joker")
    hand = [c.code for c in dealt.hand]
    hold = _cards_param(request, "hold", required=False)
    try:
        held = [c.code for c in dealt.held(hold)]
    except CardError as e:
        return {**error(e.code, f"the cards to hold: {e.message}"), "field": "hold", "hand": hand, "seed": seed}
    answer = {"seed": seed, "dealt": seed is not None, "hand": hand, "held": [c for c in hand if c in held],
              "table": {"opponents": opponents, "come_in": come_in, "words": advice.table_words(opponents, come_in)},
              "checked": False, "score": score}
    if not _flag(request, "check", False):
        return answer  # not yet checked: the best hold is not given away
    judged = judge(dealt, held, opponents, come_in)
    given = judged.given_up
    in_hundredths = round(100 * 100 * given)
    return {**answer, "checked": True, "holds": judged.ranked["holds"], "pick": judged.pick, "rank": judged.rank,
            "best": [row["hold"] for row in judged.best], "given_up": {"probability": odds_mod.fraction_text(given),
            "points": round(100 * float(given), 3), "hundredths": in_hundredths},
            "after": {"hands": score["hands"] + 1, "best": score["best"] + (judged.rank == 1),
                      "given": score["given"] + in_hundredths}}


def peg(request: dict) -> dict:
    """The play: what the last card played scores, given the cards played since the count began."""
    from hoyle.cribbage.play import peg as score

    result = score(_cards_param(request, "cards"))
    return {"cards": [c.code for c in result.cards], "count": result.count, "total": result.total, "items": [_item(i) for i in result.items]}


def play(request: dict) -> dict:
    """The play of two hands at cribbage, scored turn by turn (the cards played so far, in order)."""
    from hoyle.cribbage.play import DEALER, PONE
    from hoyle.cribbage.play import play as score

    pone = _cards_param(request, "pone")
    dealer = _cards_param(request, "dealer")
    plays = request.get("plays", "")
    if not _strings(plays):
        raise RequestError("\"plays\" must be the cards played, in order, as text or a list")
    game = _game(request, pone, {3: "five-card", 4: "six-card", 5: "seven-card"})
    result = score(pone, dealer, plays, game)
    return {
        "variant": result.variant.name,
        "hands": {p: [c.code for c in h] for p, h in result.hands.items()},
        "turns": [
            {"player": t.player, "kind": t.kind, "card": t.card.code if t.card else None, "count": t.count, "points": t.points,
             "items": [_item(i) for i in t.items]}
            for t in result.turns
        ],
        "scores": {PONE: result.score(PONE), DEALER: result.score(DEALER)},
        "over": result.over,
        "next": result.next,
        "count": result.count,
        "playable": [c.code for c in result.playable],
        "unplayed": {p: [c.code for c in h] for p, h in result.unplayed.items()},
    }


def layout(request: dict) -> dict:
    """Every lay-out of a dealt cribbage hand with the kept hand's exact expectation (and the crib's)."""
    from hoyle.cribbage.layout import OPPONENTS
    from hoyle.cribbage.layout import layout as advise

    opponent = choice(request.get("opponent", "random"), "the opponent's lay-out", OPPONENTS)
    cards = _cards_param(request, "cards")
    game = _game(request, cards, {5: "five-card", 6: "six-card", 7: "seven-card"})
    return advise(cards, game, _flag(request, "dealer", True), _flag(request, "crib", True), opponent)


def commerce(request: dict) -> dict:
    from hoyle.commerce import commerce as rank

    return rank(request)


def vingt_un(request: dict) -> dict:
    from hoyle.vingt_un import vingt_un as settle

    return settle(request)


def hookey(request: dict) -> dict:
    from hoyle.hookey import hookey as settle

    return settle(request)


OPERATIONS = {
    "hand": hand,
    "showdown": showdown,
    "odds": odds,
    "draw": draw,
    "holds": holds,
    "simulate": simulate,
    "rules": rules,
    "crib": crib,
    "peg": peg,
    "play": play,
    "layout": layout,
    "practice": practice,
    "play-practice": play_practice,
    "draw-practice": draw_practice,
    "commerce": commerce,
    "vingt-un": vingt_un,
    "hookey": hookey,
}


INTERNAL = ("the engine failed on this request: that is a fault in the engine, not in what you gave. "
            "Please report the cards and settings that caused it.")


def handle(request) -> dict:
    """Answer one request, e.g. {"op": "hand", "cards": "As Ks Qs Js 10s"}; never raises."""
    try:
        if not isinstance(request, dict):
            return error("bad-request", "a request is a JSON object such as {\"op\": \"hand\", \"cards\": \"As Kd 10h 10c 4s\"}")
        check_shape(request)
        op = request.get("op")
        if not isinstance(op, str) or op not in OPERATIONS:
            known = ", ".join(sorted(OPERATIONS))
            what = f"unknown operation {echo(op)}" if isinstance(op, str) else ("no operation given" if op is None else f"the operation is "
                                                                                                                        f"{echo(op)}, not a name")
            return error("unknown-op", f"{what}: the engine knows {known}")
        return OPERATIONS[op](request)
    except CardError as e:  # RequestError too
        return error(e.code, e.message)
    except Exception:  # the facade never raises: a bug becomes an answer, not a traceback
        return error("internal", INTERNAL)


def read_json(text):
    """A request from JSON text, its size and depth checked before it is parsed; raises CardError."""
    if not isinstance(text, str):
        raise RequestError("a request is JSON text")
    check_json_text(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise CardError("bad-json", f"the request is not JSON: {_json_problem(e)}") from None


def _json_problem(e: Exception) -> str:
    """What json.loads found wrong, without the reader's text (a JSONDecodeError says where)."""
    if isinstance(e, json.JSONDecodeError):
        return f"{e.msg} at line {e.lineno}, column {e.colno}"
    return "it could not be read"


def handle_json(text: str) -> str:
    """`handle` over JSON text, for the worker and the command line."""
    try:
        request = read_json(text)
    except CardError as e:
        return json.dumps(error(e.code, e.message), ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)

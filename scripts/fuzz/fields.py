"""The fields and game states of the fuzzer (issue 42), and what every answer must be by its own figures.

Two families of cases, and the landmarks of issue 42 (run after issue 25's):

- fields: each op's request in each of its modes (FULL) with a field that does not apply to the rest of it
  (NOT_APPLYING: refused, naming the field), a key of the request or of an object inside it misspelt (refused,
  naming the key), null in a field at any depth (refused, saying "null"), a card that is not one, or one given
  twice, in a field of cards (refused with the field named: `hoyle.api.CARD_FIELDS`, or for a list of hands, the
  hand), and a card put in two places across fields (TWO_PLACES: refused);
- states: impossible game states (more cards played, seen or dead than exist, more plays than two hands hold)
  and the smallest packs the rules allow (the fewest cards left unseen, the most hands, players or dead cards).

Besides each case's expectation (`expect_problems`, which also reads the stream cases' "refused: sid"), every
answer accepted is checked against its own figures (`answer_problems`): a card in two places of the request; at
peg-advice a card that makes thirty-one leaves the opponent no Go, and with no Go possible in the count (at most
twenty-one), the hands' cards add up (yours, your plays and his); a five-card target is out of the pack (pot-odds'
and the draw's cases); stud-chances' "beats", with no card to come, is the chance of beating the opponent's hand
over his down card; and a sampled interval never collapses to a point ("0.0% to 0.0%").
"""

from __future__ import annotations

import json
import random
import re
from fractions import Fraction
from math import comb

from hoyle import api
from hoyle.cards import pack, parse_what_you_can
from hoyle.quote import echo

from .case import Case

CUSTOM = {"like": "any-pair", "name": "mine", "description": "my own", "come_in": "pair", "up_to": "aces", "come_in_on": ["four-flush"],
          "draws": ["four-flush"], "no_pair": "five", "kicker": "ace", "two_pairs": "pat", "threes": "draw-one", "pat": False}
SCORE = {"hands": "1", "right": "0", "missed": "0"}
# Each op's requests, one for each of its modes, giving every field the op takes in that mode (nested ones too).
FULL = [
    {"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "blaze"},
    {"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"], "rules": ""},
    {"op": "odds", "rules": "joker"},
    {"op": "rules", "rules": ["extra-hands"]},
    {"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "Ks", "target": "As Ad Kc Kh 2d", "rules": ""},
    {"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "Ks", "order": "win", "target": "flush", "opponents": 2,
     "come_in": "any-pair", "rules": ""},
    {"op": "simulate", "players": 3, "deals": 20, "seed": 2, "report_every": 10, "jackpot": False, "rules": "", "strategy": CUSTOM,
     "hand": "Js Jh", "game": "draw"},
    {"op": "simulate", "players": 3, "deals": 20, "seed": 2, "strategies": ["pat", CUSTOM, "never"], "hands": ["Js Jh", None, "4c"],
     "jackpot": True, "progressive": True, "progression": "step-down"},
    {"op": "simulate", "players": 3, "deals": 20, "game": "stud", "strategies": ["pat", {"come_in": "never"}, "any-pair"],
     "hands": ["As", "Kd Kh"]},
    {"op": "averages"},
    {"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "crib": False, "variant": "six-card"},
    {"op": "peg", "cards": "5h 4s 3d 6c"},
    {"op": "peg-advice", "cards": "Kc 3d", "plays": "10h 9s", "seen": "5s", "held": 2},
    {"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "5h 6c", "variant": "six-card"},
    {"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "dealer": True, "crib": True, "variant": "six-card", "opponent": "random"},
    {"op": "show-practice", "seed": 5, "variant": "six-card", "crib": False, "claim": "", "fifteens": "8", "pairs": "", "runs": "",
     "flush": "", "nob": "", **SCORE},
    {"op": "show-practice", "cards": "5h 5d 5s Jc", "starter": "5c", **SCORE},
    {"op": "play-practice", "seed": 5, "claim": "2", "fifteens": "", "thirty_one": "", "pairs": "", "runs": "", **SCORE},
    {"op": "play-practice", "plays": "5h 10d"},
    {"op": "draw-practice", "seed": 5, "hold": "", "check": True, "opponents": 3, "come_in": "any-pair", "hands": "1", "best": "0",
     "given": "0.5", "rules": ""},
    {"op": "draw-practice", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"},
    {"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"]},
    {"op": "commerce-worth", "cards": "Qh Qs 5d", "others": 3, "pack": 52, "deals": 200, "seed": 3},
    {"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d", "8d Kh"]}],
     "rules": {"privilege": 1, "overdraw_penalty": 2, "tie_share": "1/4"}},
    {"op": "vingt-un-advice", "cards": "10c 6d", "dealer": "7h", "seen": "2c 9d", "stands": 17},
    {"op": "vingt-un-strategy", "stands": 16, "rules": {"overdraw_penalty": 1, "tie_share": "1/4"}},
    {"op": "hookey", "method": 1, "dealer": "8h", "ace": "low", "players": [{"bottom": "9s", "stake": 2}, {"bottom": "Ac"}]},
    {"op": "hookey", "method": 2, "dealer": "Qd", "ace": "high", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}]},
    {"op": "hookey-worth", "method": 1, "players": 5},
    {"op": "hookey-worth", "method": 2, "ties": "stand-off"},
    {"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 3, "dead": "As", "deals": 50, "seed": 2, "rules": ""},
    {"op": "limits", "first": 1, "rule": "last", "raises": 4, "ante": 1, "players": 5},
    {"op": "progressive", "players": 3, "ante": 2, "fatten": 1, "progression": "step-down"},
    {"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "dead": "2h", "target": "Js Jh 4c 3d 2s",
     "rules": ""},
    {"op": "pot-odds", "pot": 26, "bet": 10, "against": "4 to 1"},
    {"op": "stud", "seed": 7, "players": 5, "round": 2, "seat": 1, "rules": "no-straights"},
    {"op": "stud-chances", "down": "As", "up": "Ad Kc", "others": "Qs Qd / 9s 8s", "rules": ""},
    {"op": "whisky", "cards": "Ks Kd 9c 5h 2s", "widow": "Kh 7d 7c 4h 3s", "seen": "As", "players": 3, "seat": 2, "deals": 30, "seed": 3,
     "rules": "", "aim": "worst-pays", "knocked": True},
    {"op": "whisky", "players": 4, "seat": 4, "seed": 7, "deals": 30},
    {"op": "stakes", "players": [{"name": "A", "stake": 30, "put": 8, "dropped": True, "rank": 2},
                                 {"name": "B", "stake": 8, "put": 8, "dropped": False, "rank": 1}], "rules": ""},
    {"op": "stakes", "players": [{"name": "A", "stake": 8, "put": 8, "cards": "Ks Kd 9c 9h 3s"}, {"name": "B", "stake": 9, "put": 8,
                                                                                                   "cards": "Qs Qd Jc Jh 4s"}]},
    {"op": "freeze-out", "players": "A B C", "counters": 20, "deals": ["5 -20 15"], "corner": 5},
]
_OF = {}
for _r in FULL:
    _OF.setdefault(_r["op"], []).append(_r)


def _with(op: str, i: int = 0, **fields) -> dict:
    return {**_OF[op][i], **fields}


# Requests with a field that does not apply to the rest of them, and values it may take: each must be refused, naming it.
# (A place is a key, or a path of keys and indexes for a field inside an object.)
_STUD_SIM = {"op": "simulate", "players": 2, "deals": 20, "game": "stud"}
NOT_APPLYING: list[tuple[dict, tuple, list]] = [
    ({"op": "hookey-worth", "method": 1}, ("ties",), ["dealer", "stand-off"]),
    ({"op": "hookey-worth", "method": 2}, ("players",), [1, 5, "12"]),
    (_OF["hookey"][0], ("packets",), [["Kc", "3s"]]),
    (_OF["hookey"][0], ("stakes",), [[{"packet": 0, "stake": 1}]]),
    (_OF["hookey"][1], ("players",), [[{"bottom": "9s", "stake": 1}]]),
    *((_with("holds", order=order), (field,), values) for order in ("improve", "target", "average")
      for field, values in (("opponents", [1, 3, "7"]), ("come_in", ["any-pair", "jacks-or-better"]))),
    (_with("straight", players=2, deals=None, seed=None), ("deals",), [1, 500, "10,000"]),
    (_with("straight", players="2", deals=None, seed=None), ("seed",), [0, 7]),
    (_with("whisky", players=2, deals=None, seed=None), ("seed",), [1, 9]),
    (_with("whisky", players=2, deals=None, seed=None), ("deals",), [1, 3000]),
    (_with("whisky", 1, players=2, seat=2, deals=None), ("deals",), [1, 30]),
    (_with("commerce-worth", others=1, deals=None, seed=None), ("deals",), [10, 15_000]),
    ({"op": "commerce-worth", "cards": "Qh Qs 5d"}, ("seed",), [0, 5]),
    (_OF["vingt-un-strategy"][0], ("rules", "privilege"), [0, 1, 2]),
    (_with("layout", crib=False, opponent=None), ("opponent",), ["random", "sensible"]),
    (_OF["show-practice"][1], ("seed",), [1, "7"]),
    (_OF["play-practice"][1], ("seed",), [1, "7"]),
    (_OF["draw-practice"][1], ("seed",), [1, "7"]),
    *(({**_STUD_SIM, "game": "straight", "strategy": {"like": "any-pair"}}, ("strategy", f), [CUSTOM[f]])
      for f in ("come_in_on", "draws", "no_pair", "kicker", "two_pairs", "threes", "pat")),
    *(({**_STUD_SIM, "strategies": ["pat", {"like": "kicker"}]}, ("strategies", 1, f), [v])
      for f, v in (("come_in", "jacks"), ("up_to", "aces"), ("kicker", "ace"), ("draws", ["four-flush"]))),
]
# The fields of each op whose cards must not meet (a card in both is refused): a key, or a path to a field inside.
TWO_PLACES: dict[str, list[tuple[tuple, tuple]]] = {
    "draw": [(("cards",), ("dead",)), (("cards",), ("target",)), (("dead",), ("target",))],
    "holds": [(("cards",), ("dead",))],
    "pot-odds": [(("cards",), ("dead",)), (("cards",), ("target",)), (("dead",), ("target",))],
    "straight": [(("cards",), ("dead",))],
    "whisky": [(("cards",), ("widow",)), (("cards",), ("seen",)), (("widow",), ("seen",))],
    "stud-chances": [(("down",), ("up",)), (("up",), ("others",))],
    "vingt-un-advice": [(("cards",), ("dealer",)), (("cards",), ("seen",)), (("dealer",), ("seen",))],
    "peg-advice": [(("cards",), ("plays",)), (("cards",), ("seen",)), (("plays",), ("seen",))],
    "crib": [(("cards",), ("starter",))],
    "show-practice": [(("cards",), ("starter",))],
    "play": [(("pone",), ("dealer",))],
    "vingt-un": [(("dealer",), ("players", 0, "cards")), (("players", 0, "cards"), ("players", 1, "hands", 1))],
    "hookey": [(("dealer",), ("players", 0, "bottom")), (("dealer",), ("packets", 0)), (("packets", 0), ("packets", 1))],
    "showdown": [(("hands", 0), ("hands", 1))],
    "commerce": [(("hands", 0), ("hands", 1))],
    "stakes": [(("players", 0, "cards"), ("players", 1, "cards"))],
    "simulate": [(("hands", 0), ("hands", 2))],
}
# A list of hands, and how a refusal of a card in one of them names it (the game's words).
NESTED_CARDS = {"showdown": (("hands", 1), r"^hand 2: "), "commerce": (("hands", 1), r"^hand 2: "),
                "vingt-un": (("players", 1, "hands", 0), r"^player 2's hand 1: "), "hookey": (("players", 1, "bottom"), r"player 2's packet: "),
                "stakes": (("players", 1, "cards"), r"^B's hand: "), "simulate": (("hands", 0), r"^seat 1's hand: ")}
BAD_CARDS = ["Zz", "1h", "Аs", "A\u200bs", "<b>As</b>", "10x", "joker joker", "9c 9c"]
MISSPELLINGS = [lambda k: k + "s", lambda k: k[:-1], lambda k: k.replace("_", ""), lambda k: k.replace("_", "-"), lambda k: k.title(),
                lambda k: k + " ", lambda k: k[:1] + "\u200b" + k[1:], lambda k: k.replace("a", "а").replace("e", "е"), lambda k: k + k[-1]]


def _at(request, path):
    for key in path:
        request = request[key]
    return request


def _put(request, path, value):
    copy = json.loads(json.dumps(request))
    holder = copy
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return copy


def _objects(value, path=()):
    """Every object in a request, with the path to it."""
    if isinstance(value, dict):
        yield path, value
        for k, v in value.items():
            yield from _objects(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _objects(v, (*path, i))


def _clean(request: dict) -> dict:
    """A request with the fields set to None in a table (so that a value leaves the field out) left out."""
    return {k: v for k, v in request.items() if v is not None}


def not_applying_case(rng: random.Random) -> Case:
    base, path, values = rng.choice(NOT_APPLYING)
    request = _put(_clean(base), path, rng.choice(values))
    return Case("fields", "handle", request, f"applies: {path[-1]}", f"{'.'.join(map(str, path))} does not apply")


def misspelt_case(rng: random.Random) -> Case:
    request = rng.choice([r for r in FULL if len(r) > 1])
    path, obj = rng.choice([(p, o) for p, o in _objects(request) if set(o) - {"op"}])
    known = {k for r in _OF[request["op"]] for _, o in _objects(r) for k in o} | {"view", "stream", "like"}
    key = rng.choice([k for k in obj if k != "op"])
    wrong = next((w for w in (f(key) for f in rng.sample(MISSPELLINGS, len(MISSPELLINGS))) if w not in known), key + "x")
    copy = json.loads(json.dumps(request))
    holder = _at(copy, path)
    holder[wrong] = holder.pop(key)
    return Case("fields", rng.choice(["handle", "respond"]), copy, f"unknown: {echo(wrong)}", f"{'.'.join(map(str, (*path, wrong)))} misspelt")


def null_case(rng: random.Random) -> Case:
    request = rng.choice(FULL)
    places = [(*path, k) for path, obj in _objects(request) for k in obj if (path or k != "op")] or [("colour",)]
    path = rng.choice(places)
    return Case("fields", rng.choice(["handle", "respond"]), _put(request, path, None), "null", f"{'.'.join(map(str, path))} = null")


def card_field_case(rng: random.Random) -> Case:
    op = rng.choice([op for op in api.CARD_FIELDS if op in _OF] + list(NESTED_CARDS))
    bad = rng.choice(BAD_CARDS)
    if op in NESTED_CARDS and (rng.random() < 0.3 or op not in api.CARD_FIELDS):
        path, names = NESTED_CARDS[op]
        request = next(r for r in _OF[op] if _has(r, path))
        return Case("fields", "handle", _put(request, path, bad), f"names: {names}", f"{'.'.join(map(str, path))} = {bad!r}")
    field = rng.choice(list(api.CARD_FIELDS[op]))
    request = next((r for r in _OF[op] if field in r), _OF[op][0])
    return Case("fields", rng.choice(["handle", "respond"]), {**request, field: bad}, f"card field: {field}", f"{field} = {bad!r}")


def _has(request, path) -> bool:
    try:
        _at(request, path)
    except (KeyError, IndexError, TypeError):
        return False
    return True


def two_places_case(rng: random.Random) -> Case:
    op = rng.choice(list(TWO_PLACES))
    a, b = rng.choice(TWO_PLACES[op])
    request = next(r for r in _OF[op] if _has(r, a) and _has(r, b))
    card = str(_at(request, a)).split()[0].strip("[]'\"")
    if b[-1] == "target":  # five cards to beat, one of them the card
        others = [c.code for c in pack() if c.code != card][::7][:4]
        value: object = " ".join([card, *others])
    else:
        old = _at(request, b)
        value = [card, *old[1:]] if isinstance(old, list) else f"{card} {' '.join(str(old).split()[1:])}".strip()
    return Case("fields", "handle", _put(request, b, value), "impossible", f"{'.'.join(map(str, a))} and {'.'.join(map(str, b))} share {card}")


FIELD_CASES = [(not_applying_case, 0.3), (misspelt_case, 0.2), (null_case, 0.2), (card_field_case, 0.2), (two_places_case, 0.1)]


def fields_case(rng: random.Random) -> Case:
    """A request with a field that does not apply, a misspelt key, a null, a bad card named by its field, or a card twice."""
    make = rng.choices([f for f, _ in FIELD_CASES], weights=[w for _, w in FIELD_CASES])[0]
    return make(rng)


# --- impossible game states, and the smallest packs the rules allow ---------------------------------------------------

CODES = [c.code for c in pack()]


def _rest(rng: random.Random, without, n: int) -> str:
    left = [c for c in CODES if c not in without]
    return " ".join(rng.sample(left, min(n, len(left))))


def states_case(rng: random.Random) -> Case:
    """An impossible game state (refused), or a state at the edge of what the rules allow (answered or refused, never a fault)."""
    pick = rng.randrange(12)
    cards = rng.sample(CODES, 5)
    if pick == 0:  # Vingt-un with the fewest cards unseen, none to seven
        hand = cards[:2]
        unseen = rng.randint(0, 7)
        seen = _rest(rng, hand, 50 - unseen)
        return Case("states", "handle", {"op": "vingt-un-advice", "cards": " ".join(hand), "seen": seen,
                                         "stands": rng.choice([15, 16, 17, 18])}, "", f"{unseen} unseen")
    if pick == 1:  # the opponent has played more cards than he held, with no Go possible (a count of twenty-one at most)
        low = [c for c in CODES if c[0] in "A234"]
        plays = rng.sample(low, rng.randint(3, 8))
        mine = _rest(rng, plays, rng.randint(1, 5)).split()
        held = rng.choice([None, rng.randint(1, 5)])
        request = {"op": "peg-advice", "cards": " ".join(mine), "plays": " ".join(plays), **({"held": held} if held else {})}
        return Case("states", "handle", request, "", "plays of low cards")
    if pick == 2:  # every card seen at peg-advice, or all but a few
        mine = cards[:rng.randint(1, 4)]
        return Case("states", "handle", {"op": "peg-advice", "cards": " ".join(mine), "seen": _rest(rng, mine, 52 - len(mine) - rng.randint(0, 4))},
                    "", "few unseen")
    if pick == 3:  # the most dead cards a draw leaves room for, and one more
        dead = _rest(rng, cards, rng.choice([41, 42, 43, 47]))
        op = rng.choice(["draw", "holds", "pot-odds"])
        request = {"op": op, "cards": " ".join(cards), "hold": " ".join(cards[:rng.randint(0, 5)]), "dead": dead,
                   **({"pot": 5, "bet": 2} if op == "pot-odds" else {}), **({"order": "improve"} if op == "holds" else {})}
        return Case("states", "handle", request, "impossible" if len(dead.split()) > 42 else "", f"{len(dead.split())} dead")
    if pick == 4:  # straight poker: the most players the cards left allow
        players = rng.randint(2, 8)
        room = 47 - 5 * (players - 1)
        dead = _rest(rng, cards, room + rng.choice([0, 1]))
        return Case("states", "handle", {"op": "straight", "cards": " ".join(cards), "players": players, "dead": dead,
                                         **({"deals": 200} if players > 2 else {})}, "impossible" if len(dead.split()) > room else "")
    if pick == 5:  # whisky: the widow and the other hands left room for, or not
        players = rng.randint(2, 8)
        room = 47 - 5 * players
        seen = _rest(rng, cards, room + rng.choice([0, 1]))
        return Case("states", "handle", {"op": "whisky", "cards": " ".join(cards), "seen": seen, "players": players,
                                         **({"deals": 50} if players > 2 else {})}, "impossible" if len(seen.split()) > room else "")
    if pick == 6:  # Commerce: the most hands each pack deals
        size = rng.choice([32, 52])
        most = 9 if size == 32 else 16
        others = most + rng.choice([0, 1])
        return Case("states", "handle", {"op": "commerce-worth", "cards": "Ah Kh Qh", "others": others, "pack": size, "deals": 50},
                    "impossible" if others > most else "")
    if pick == 7:  # stud: every seat's up cards, the most players
        n = rng.randint(1, 4)
        deck = rng.sample(CODES, 1 + n * 8)
        seats = [deck[1 + i * n:1 + (i + 1) * n] for i in range(8)]
        others = " / ".join(" ".join(s) for s in seats[1:rng.randint(2, 8)])
        return Case("states", "handle", {"op": "stud-chances", "down": deck[0], "up": " ".join(seats[0]), "others": others}, "")
    if pick == 8:  # the simulator: eight players, fixed hands, every draw, the joker and its extra hands
        deck = rng.sample(CODES, 40)
        hands = [" ".join(deck[i * 5:i * 5 + rng.randint(0, 5)]) or None for i in range(8)]
        return Case("states", "handle", {"op": "simulate", "players": 8, "deals": rng.choice([20, 200]), "seed": rng.randint(0, 99),
                                         "strategy": rng.choice(["anything", "pat", "never", "any-pair"]), "hands": hands,
                                         "game": rng.choice(["draw", "straight", "stud"]),
                                         "rules": rng.choice(["", "joker", "joker,extra-hands"])}, "")
    if pick == 9:  # the play of two hands: more cards played than the hands hold
        deck = rng.sample(CODES, 10)
        size = rng.choice([3, 4, 5])
        pone, dealer = deck[:size], deck[size:2 * size]
        plays = [c for pair in zip(pone, dealer) for c in pair] + deck[2 * size:2 * size + rng.randint(0, 2)]
        extra = len(plays) > 2 * size
        return Case("states", "handle", {"op": "play", "pone": " ".join(pone), "dealer": " ".join(dealer), "plays": " ".join(plays)},
                    "impossible" if extra else "")
    if pick == 10:  # Blind Hookey and Commerce: the most players and hands
        if rng.random() < 0.5:
            n = rng.choice([12, 13])
            deck = rng.sample(CODES, n + 1)
            return Case("states", "handle", {"op": "hookey", "method": 1, "dealer": deck[0], "players": [{"bottom": c} for c in deck[1:]]},
                        "impossible" if n > 12 else "")
        n = rng.choice([17, 18])
        deck = CODES[:51] + ["joker"]
        return Case("states", "handle", {"op": "commerce", "hands": [" ".join(deck[i * 3:i * 3 + 3]) for i in range(n)]},
                    "impossible" if n > 17 else "")
    # a five-card target that shares a card with the hand or the dead cards
    op = rng.choice(["draw", "holds", "pot-odds"])
    target = [rng.choice(cards)] + _rest(rng, cards, 4).split()
    request = {"op": op, "cards": " ".join(cards), "hold": " ".join(cards[:2]), "target": " ".join(target),
               **({"pot": 5, "bet": 2} if op == "pot-odds" else {}), **({"order": "target"} if op == "holds" else {})}
    return Case("states", "handle", request, "impossible", "a target card in the hand")


# --- what a case expects -------------------------------------------------------------------------------------------


def expect_problems(expect: str, answer: dict) -> list[tuple[str, str]]:
    """A case's own rule (`Case.expect`): refused, and the field, key or problem named; for a stop of a stream that is
    not open ("stopped"), the plain answer that it is stopped (a page's Stop may cross the last part)."""
    if not expect:
        return []
    if expect == "stopped":
        return [] if answer == {"stopped": True} else [("a stop of a stream not open is not answered 'stopped'", str(answer)[:70])]
    err = answer.get("error")
    kind, _, word = expect.partition(": ")
    if not isinstance(err, dict):
        return [({"applies": "accepted a field that does not apply", "unknown": "accepted a key no field has", "null": "accepted null",
                  "card field": "accepted a card that is not one", "names": "accepted a card that is not one",
                  "impossible": "accepted an impossible game state"}.get(kind) or
                 ("accepted a value of the wrong type" if word in ("wrong type", "stream") else "accepted a stream request that must be refused"),
                 expect)]
    said = str(err.get("message", ""))
    if kind == "applies" and word not in said:
        return [("a field that does not apply refused without its name", f"{word!r}: {said[:70]}")]
    if kind == "unknown" and word not in said:
        return [("a key no field has refused without its name", f"{word}: {said[:70]}")]
    if kind == "null" and "null" not in said:
        return [("null refused without saying so", said[:70])]
    if kind == "card field" and err.get("code") in ("bad-card", "duplicate-card") and answer.get("field") != word:
        return [("a card field's refusal does not name its field", f"{word}: {said[:70]}")]
    if kind == "names" and err.get("code") in ("bad-card", "duplicate-card") and not re.search(word, said):
        return [("a card field's refusal does not name its field", f"{word}: {said[:70]}")]
    if kind == "refused" and word and word != "wrong type" and word not in said:
        return [("a refusal that does not name the problem", f"{word!r} is not named: {said[:70]}")]
    return []


# --- what an answer must be, by its own figures --------------------------------------------------------------------


def _cards_of(value) -> set[str]:
    if isinstance(value, str) and value.replace("/", " ").replace("|", " ").strip():
        return {c.code for c in parse_what_you_can(value.replace("/", " ").replace("|", " "))}
    if isinstance(value, list):
        return set().union(*(_cards_of(v) for v in value)) if value else set()
    return set()


def _pips(code: str) -> int:
    rank = code[:-1]
    return 1 if rank == "A" else 10 if rank in ("10", "J", "Q", "K") else int(rank)


def _peg_advice(request: dict, answer: dict) -> list[tuple[str, str]]:
    found = []
    for choice in answer.get("choices", []):
        if choice.get("count") == 31 and choice.get("go") not in ("0", 0):
            found.append(("peg-advice: a Go counted after a card that makes thirty-one", f"{choice['card']}: go {choice['go']}"))
    plays, cards = answer.get("plays", []), answer.get("cards", [])
    if sum(_pips(c) for c in plays) <= 21:  # no one could have said Go: the plays alternate, the last his
        mine, his = len(plays) // 2, (len(plays) + 1) // 2
        hand = len(cards) + mine  # at least: your cards and your plays in this count (a hand is five cards at most)
        if hand > 5:
            found.append(("peg-advice: more cards played than two hands hold", f"{len(cards)} held, {len(plays)} played"))
        elif "held" not in request and isinstance(answer.get("held"), int) and answer["held"] != len(cards) + mine - his:
            # not given, his cards are as many as yours were when the count began, less those he has played in it
            found.append(("peg-advice: the opponent holds more cards than he was dealt", f"holds {answer['held']} by default after "
                                                                                          f"{len(plays)} played, with {len(cards)} in your hand"))
        elif isinstance(answer.get("held"), int) and answer["held"] + his > 5:
            # his cards held and played in this count are of one hand of five at most; how many of his earlier counts took
            # is not in the request (they need not be among the cards seen), so no closer bound holds for every request
            found.append(("peg-advice: the opponent holds more cards than he was dealt", f"holds {answer['held']} after playing {his} "
                                                                                          "in this count, of a hand of five at most"))
    return found


def _target(request: dict, answer: dict) -> list[tuple[str, str]]:
    target = request.get("target")
    if not (isinstance(target, str) and len(target.split()) == 5):
        return []
    aim = _cards_of(target)
    if len(aim) != 5 or aim & (_cards_of(request.get("cards")) | _cards_of(request.get("dead"))):
        return []  # (a card in two places: `answer_problems`)
    chance = answer.get("chance") if request.get("op") == "pot-odds" else None
    draw = (answer.get("draw") or {}).get("draw") if chance else answer.get("draw")
    cases = chance.get("cases") if chance else answer.get("draws")
    joker = "joker" in str(request.get("rules", ""))
    if isinstance(draw, int) and isinstance(cases, int) and not joker:
        left = 52 - 5 - len(_cards_of(request.get("dead"))) - 5
        if cases != comb(left, draw):
            return [("a five-card target left in the pack drawn from", f"{cases:,} cases, not C({left}, {draw}) = {comb(left, draw):,}")]
    return []


def _stud_beats(request: dict, answer: dict) -> list[tuple[str, str]]:
    from hoyle.api.reading import rules_named
    from hoyle.cards import parse_cards
    from hoyle.poker.hands import evaluate

    chances = answer.get("chances") or {}
    beats = chances.get("beats")
    if not beats or chances.get("to_come") != 0 or "joker" in str(request.get("rules", "")):
        return []
    rules = rules_named(request.get("rules") or "")
    mine = evaluate([*parse_cards(answer["down"]), *parse_cards(answer["up"])], rules)
    his_up = answer["others"][beats["seat"] - 2]
    seen = {answer["down"], *answer["up"], *(c for o in answer["others"] for c in o)}
    unseen = [c for c in pack() if c.code not in seen]
    won = sum(mine > evaluate([*parse_cards(his_up), c], rules) for c in unseen)
    if Fraction(won, len(unseen)) != Fraction(beats["ways"], beats["cases"]):
        return [("stud-chances: 'beats' is not the chance to beat his hand", f"{beats['ways']}/{beats['cases']} said; "
                                                                            f"{won}/{len(unseen)} over his down card")]
    return []


_INTERVAL = re.compile(r"(\d[\d.,]*%) to (\d[\d.,]*%)")


def _collapsed(answer) -> list[tuple[str, str]]:
    """A sampled interval that is a point: low and high equal (never exact), or its text "0.0% to 0.0%"."""
    todo = [answer]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            low, high = v.get("low"), v.get("high")
            if isinstance(low, (int, float)) and isinstance(high, (int, float)) and low == high and v.get("exact") is not True:
                return [("a sampled interval collapsed to a point", f"{low} to {high}")]
            todo += list(v.values())
        elif isinstance(v, list):
            todo += v
        elif isinstance(v, str) and "%" in v:
            m = _INTERVAL.search(v)
            if m and m.group(1) == m.group(2):
                return [("a sampled interval collapsed to a point", m.group(0))]
    return []


def answer_problems(request, answer) -> list[tuple[str, str]]:
    """What is wrong with an accepted answer by the request's and the answer's own figures (nothing, for a refusal)."""
    if not isinstance(request, dict) or not isinstance(answer, dict) or "error" in answer:
        return []
    op = request.get("op")
    found = _collapsed(answer)
    if "sid" in answer:  # a part of the simulator's answer
        return found
    for a, b in TWO_PLACES.get(op, []):
        if _has(request, a) and _has(request, b):
            shared = _cards_of(_at(request, a)) & _cards_of(_at(request, b))
            if shared and not (op == "pot-odds" and "against" in request):
                found.append(("a card in two places accepted", f"{' '.join(sorted(shared))} in {a[-1]} and {b[-1]}"))
    if op == "peg-advice":
        found += _peg_advice(request, answer)
    if op in ("draw", "holds", "pot-odds"):
        found += _target(request, answer)
    if op == "stud-chances":
        found += _stud_beats(request, answer)
    return found


def landmarks() -> list[Case]:
    """The defects of issue 42 as cases, each with what flags it."""
    allbut = " ".join(c for c in CODES if c not in ("10s", "10h", "2s", "2h"))
    return [
        Case("landmark", "handle", {"op": "vingt-un-advice", "cards": "10s 10h", "seen": allbut}, note="four cards unseen: internal"),
        Case("landmark", "handle", {"op": "peg-advice", "cards": "7c 6s", "plays": "Kh 7d As 6c", "held": 2}, note="a Go after thirty-one"),
        Case("landmark", "handle", {"op": "peg-advice", "cards": "5h 9c 6d 2s", "plays": "10d"}, note="held after the opponent led"),
        Case("landmark", "handle", {"op": "peg-advice", "cards": "5h 6h 7h 8h", "plays": "As Ah Ac Ad 2s"}, "impossible", "five of his four cards"),
        Case("landmark", "handle", {"op": "pot-odds", "pot": 8, "bet": 7, "cards": "7c 3c 10s 7h 2d", "hold": "7c 3c", "dead": "8c Kh 7d",
                                    "target": "9h Qc 7s 5h 5s"}, note="the target's cards left in the pack"),
        Case("landmark", "handle", {"op": "pot-odds", "pot": 8, "bet": 7, "cards": "7c 3c 10s 7h 2d", "hold": "7c 3c",
                                    "target": "7c Qc 7s 5h 5s"}, "impossible", "a target sharing a card with the hand"),
        Case("landmark", "handle", {"op": "stud-chances", "down": "As", "up": "Ad Kc 7h 2s", "others": "Qs Qd 9c 3h"},
             note="beats the hand showing, not his hand"),
        Case("landmark", "handle", {"op": "straight", "cards": "2s 3c 5c 6d 10s", "players": 3, "seed": 1000}, note="an interval of 0 to 0"),
        Case("landmark", "handle", {"op": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah"}, note="17 intervals of a point"),
        Case("landmark", "handle", {"op": "hookey-worth", "method": 1, "ties": "stand-off"}, "applies: ties"),
        Case("landmark", "handle", {"op": "hookey-worth", "method": 2, "players": 7}, "applies: players"),
        Case("landmark", "handle", {"op": "vingt-un-strategy", "rules": {"tie_shares": "1/4"}}, "unknown: 'tie_shares'"),
        Case("landmark", "handle", {"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "target": None},
             "null"),
        Case("landmark", "handle", {"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": None}, "null"),
        Case("landmark", "handle", {"op": "commerce-worth", "cards": "Ah Kh Qh", "others": 9, "pack": 32, "deals": None}, "null"),
        *(Case("landmark", "handle", request, f"card field: {field}") for request, field in (
            ({"op": "straight", "cards": "Ks Kd 7c 7h Zz"}, "cards"), ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "dead": "Zz"}, "dead"),
            ({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Zz"}, "cards"),
            ({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "dead": "Zz"}, "dead"),
            ({"op": "crib", "cards": "5h 5d 5s Zz", "starter": "5c"}, "cards"), ({"op": "draw", "cards": "8s 8h Kd 7c Zz"}, "cards"),
            ({"op": "play", "pone": "5h 4s 3d Zz", "dealer": "6c 10d Kh 9s"}, "pone"), ({"op": "holds", "cards": "8s 8h Kd 7c Zz"}, "cards"))),
        Case("landmark", "handle", {"op": "vingt-un-advice", "cards": "Ah As", "stands": 18}, note="slow: 565 ms of CPU"),
        Case("landmark", "handle", {"op": "simulate", "players": 8, "deals": 20_000, "strategy": "anything", "rules": "joker,extra-hands"},
             note="slow: 3.3 to 3.8 times six players"),
    ]

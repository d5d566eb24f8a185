"""The families of cases (issue 25's), each made from a random generator: a widget's form with fields changed
(`form_case`, `well_formed` first, half the time), an op's own request (`op_case`), the simulator's custom
strategies (`strategy_case`), the stream ops in and out of order (`stream_case`), JSON text attacks
(`text_case`) and junk (`junk_case`); the typed and hostile sweeps, every place of every request through
every value (`Sweep`); and the defects of issue 25, run first (`landmarks`)."""

from __future__ import annotations

import json
import random

from hoyle import web
from hoyle.cards import pack
from hoyle.poker.rules import RULE_NAMES

from .case import Case
from .forms import Form
from .hostile import (AS_KEYS, AS_LIST, BASES, BIDI, CUSTOM, HOSTILE, LOOKALIKE, MISSING, OPS, OTHERS, RULES, TYPED, field_value, paths,
                      put, text_value, wrong_type)


class Sweep:
    """Every (request, place, value) of BASES and the forms, one a case, in an order that meets every
    place before any value twice: the i-th case takes place i mod P and value (i div P + place) mod V."""

    def __init__(self, family: str, requests: list[tuple[str, dict]], values: list, text_only: bool):
        self.family = family
        self.places = [(how, req, path) for how, req in requests for path in paths(req) + [("view",), ("op",)]
                       if not text_only or isinstance(_at(req, path), str)]
        self.values = values
        self.done = 0

    def __len__(self) -> int:
        return len(self.places) * len(self.values)

    def next(self) -> Case:
        i, self.done = self.done, self.done + 1
        n = len(self.places)
        how, req, path = self.places[i % n]
        value = _own(self.values[(i // n + i % n) % len(self.values)], _at(req, path))
        if how == "op":  # an op's own request: the facade, then the worker's call, in turns
            how = "handle" if (i // n) % 2 == 0 else "respond"
        request = put(req, path, value)
        expect = ""
        if self.family == "typed" and not (isinstance(value, str) and value == MISSING) and wrong_type(req, path, value, how):
            # the worker's "stream" is true or false, and anything else is refused by name
            expect = "refused: stream" if path == ("stream",) else "refused: wrong type"
        return Case(self.family, how, request, expect, f"{'.'.join(map(str, path))} = {_kind(value)}")

    def covered(self) -> int:
        return min(self.done, len(self))


def _own(value, original):
    """A value of the sweep, AS_KEYS and AS_LIST made from the field's own value."""
    if isinstance(value, str) and value == AS_KEYS:
        words = original.split() if isinstance(original, str) else original if isinstance(original, list) else None
        return dict.fromkeys(words, 1) if words and all(isinstance(w, str) for w in words) else {"As": 1}
    if isinstance(value, str) and value == AS_LIST:
        return [original]
    return value


def _at(request, path: tuple):
    for key in path:
        if isinstance(request, dict) and key in request or isinstance(request, list) and isinstance(key, int) and key < len(request):
            request = request[key]
        else:
            return None
    return request


def _kind(value) -> str:
    if isinstance(value, str):
        return "missing" if value == MISSING else json.dumps(value[:12] + ("…" if len(value) > 12 else ""))
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _with_view(request: dict) -> dict:
    """The request as sent through respond (the worker's call): rendered by the view named after its op, when there is one."""
    view = request["op"]
    return {**request, "view": view} if view in web.VIEW_OPS else request


def sweep_requests(all_forms: dict[str, Form]) -> list[tuple[str, dict]]:
    """(how, request) for every request of the sweeps: each op's requests (BASES) and each widget's form."""
    return [("op", b) for b in BASES] + [("respond", _with_view(b)) for b in BASES[::3]] + \
        [("respond", form.request() | ({"stream": True} if form.stream else {})) for form in all_forms.values()]


# --- the families of cases -----------------------------------------------------------------------------------


def _deal(rng: random.Random, *sizes: int) -> list[str]:
    """Hands of the given sizes from one shuffled pack, each as text."""
    cards = [c.code for c in pack()]
    rng.shuffle(cards)
    out, i = [], 0
    for n in sizes:
        out.append(" ".join(cards[i:i + n]))
        i += n
    return out


def well_formed(rng: random.Random, view: str, form: Form) -> dict:
    """New values a careful reader might give a widget: real cards of the right counts, its choices."""
    game = rng.choice(["five-card", "six-card", "seven-card"])
    size = {"five-card": 3, "six-card": 4, "seven-card": 5}[game]
    if view in ("hand", "holds"):
        hand = _deal(rng, 5)[0]
        held = " ".join(c for c in hand.split() if rng.random() < 0.5)
        return {"cards": hand, "hold": rng.choice([held, hand, ""])} if view == "holds" else {"cards": hand}
    if view == "showdown":
        return {"hands": "\n".join(_deal(rng, *[5] * rng.randint(2, 8)))}
    if view == "crib":
        hand, start = _deal(rng, size, 1)
        return {"cards": hand, "starter": start, "variant": game}
    if view == "layout":
        return {"cards": _deal(rng, size + 2)[0], "variant": game}
    if view == "play":
        pone, dealer = _deal(rng, size, size)
        plays = [c for pair in zip(pone.split(), dealer.split()) for c in pair][: rng.randint(0, 2 * size)]
        return {"pone": pone, "dealer": dealer, "plays": " ".join(plays), "variant": game}
    if view == "commerce":
        return {"hands": "\n".join(_deal(rng, *[3] * rng.randint(1, 17)))}
    if view == "vingt-un":
        hands = _deal(rng, rng.randint(2, 4), *[rng.randint(2, 3) for _ in range(rng.randint(0, 8))])
        return {"dealer": hands[0], "players": "\n".join(hands[1:]), "stake": str(rng.randint(0, 10**6))}
    if view == "hookey":
        cards = _deal(rng, *[1] * rng.randint(1, 13))
        return {"dealer": cards[0], "players": " ".join(cards[1:]), "stake": str(rng.randint(0, 10**6))}
    if view == "hookey-packets":
        a, b, c = _deal(rng, 1, 1, 1)
        return {"dealer": a, "packets": f"{b} {c}", "first": str(rng.randint(0, 10**6)), "second": str(rng.randint(0, 9))}
    if view == "simulate":
        players = rng.randint(2, 8)
        hands = _deal(rng, *[rng.randint(0, 5) for _ in range(rng.randint(0, players))])
        return {"players": str(players), "deals": str(rng.choice([1, 2, 50, 3000, 1_000_000])), "seed": str(rng.randint(0, 10**9 - 1)),
                "hands": "\n".join(h or "-" for h in hands), "jackpot": rng.random() < 0.5, "progressive": rng.random() < 0.3,
                "game": rng.choice(["draw", "straight", "stud"]), "progression": rng.choice(["jacks-again", "step-down"]),
                "strategies": ", ".join(rng.choice(STRATEGIES) for _ in range(players)) if rng.random() < 0.3 else ""}
    return {}


STRATEGIES = ["any-pair", "never", "pat", "anything", "kicker", "jacks-or-better", "three-of-a-kind", "pat-on-two-pairs"]


def form_case(rng: random.Random, all_forms: dict[str, Form]) -> Case:
    """A widget's request with one to three fields changed, sometimes first made well formed."""
    form = rng.choice(list(all_forms.values()))
    req = form.request()
    if rng.random() < 0.5:  # well formed: what a careful reader types, with the widget's own choices
        req.update(well_formed(rng, form.view, form))
        for f in form.fields:
            if f.kind in ("select", "checks") and rng.random() < 0.3:
                req[f.name] = rng.choice(f.options) if f.kind == "select" else ",".join(
                    rng.sample(list(f.options), rng.randint(0, 3)))
    for f in rng.sample(form.fields, rng.randint(0 if rng.random() < 0.5 else 1, min(3, len(form.fields)))):
        req[f.name] = field_value(rng, f, form)
    if rng.random() < 0.05:
        req[rng.choice(["op", "view", "extra", "stream"])] = text_value(rng)
    if form.stream:
        req["stream"] = True
    return Case("form", "respond", req)


def op_case(rng: random.Random) -> Case:
    """An op's own request with one or two fields changed."""
    op = rng.choice(list(OPS))
    req = {"op": op, **OPS[op]}
    keys = list(OPS[op]) or ["rules"]
    for key in rng.sample(keys, rng.randint(1, min(2, len(keys)))):
        req[key] = text_value(rng)
    if rng.random() < 0.1:  # a field no op has, named by the reader (the simulator names it back)
        req[rng.choice(HOSTILE + ["k" * 5000, "\u202e" * 60])] = text_value(rng)
    return Case("op", rng.choice(["handle", "respond"]), req)


def strategy_case(rng: random.Random) -> Case:
    """The simulator with custom strategies: hostile names and descriptions, fields of every type."""
    def hostile():
        return rng.choice(HOSTILE + LOOKALIKE + BIDI + ["x" * 4000, "<b fz1>" * 500, "\u202e" * 4000, "mine"] + TYPED[:-1])

    spec = dict(CUSTOM) if rng.random() < 0.7 else {}
    for key in rng.sample(list(CUSTOM), rng.randint(1, 3)):
        spec[key] = hostile() if rng.random() < 0.8 else rng.choice([["four-flush", "\u202e"], ["x" * 100], "four-flush"])
    if rng.random() < 0.2:  # a field no strategy has, named by the reader
        spec[rng.choice(HOSTILE + ["k" * 5000, "\u202e" * 60])] = 1
    req = {"op": "simulate", "players": 2, "deals": rng.choice([1, 20, 200]), "seed": rng.randint(0, 9)}
    if rng.random() < 0.5:
        req["strategy"] = spec
    else:
        req["strategies"] = [spec, rng.choice(["pat", spec])]
    if rng.random() < 0.5:
        return Case("strategy", "respond", {**req, "view": "simulate", **({"stream": True} if rng.random() < 0.5 else {})})
    return Case("strategy", "handle", req)


SIM = {"op": "simulate", "view": "simulate", "players": 2, "deals": 300, "report_every": 100, "seed": 3, "stream": True}
WRONG_SIDS = ["$sid:str", "$sid:float", "$sid:list", "$sid:bool", "$sid:dict", None, "", "1", 1.5, -0.0, True, False, [1], {"sid": 1},
              "\u202e1", "<b fz1>1</b>", "x" * 100]
UNKNOWN_SIDS = ["$sid:unknown", 0, -1, 2**70, 10**9]
WRONG_STREAMS = ["true", "false", 1, 0, [True], {"on": True}, "yes", "\u202etrue", 1.5]


def _step(request: dict, expect: str = "") -> dict:
    return {"request": request, "expect": expect}


def stream_case(rng: random.Random) -> Case:
    """The stream ops in and out of order: parts after a stop, twice, before a start, sids of the wrong
    type, and "stream" values that are not true or false."""
    pick = rng.randrange(7)
    nxt = lambda sid, expect="": _step({"op": "stream-next", "sid": sid}, expect)  # noqa: E731
    stop = lambda sid, expect="": _step({"op": "stream-stop", "sid": sid}, expect)  # noqa: E731
    start = _step(SIM)
    if pick == 0:  # on after a stop, and stopped twice
        steps = [start, nxt("$sid"), stop("$sid"), nxt("$sid", "refused"), stop("$sid", "stopped")]
    elif pick == 1:  # to the end, then asked again
        steps = [start, nxt("$sid"), nxt("$sid"), nxt("$sid", "refused"), stop("$sid", "stopped")]
    elif pick == 2:  # a sid that was never given (before any start)
        op = rng.choice([nxt, stop])
        steps = [start, op(rng.choice(UNKNOWN_SIDS), "refused" if op is nxt else "stopped")]
    elif pick == 3:  # a sid of the wrong type, with a stream open
        op = rng.choice([nxt, stop])
        steps = [start, op(rng.choice(WRONG_SIDS), "refused: sid"), nxt("$sid"), stop("$sid")]
    elif pick == 4:  # no sid at all
        steps = [_step({"op": rng.choice(["stream-next", "stream-stop"])}, "refused: sid")]
    elif pick == 5:  # "stream" neither true nor false
        req = rng.choice([SIM, {"op": "hand", "cards": "As Kd 10h 10c 4s"}, {"op": "odds", "view": "odds"}])
        steps = [_step({**req, "stream": rng.choice(WRONG_STREAMS)}, "refused: stream")]
    else:  # the follow ops with junk beside the sid, and a stop before the first next
        steps = [start, _step({"op": "stream-stop", "sid": "$sid", "view": rng.choice([None, 5, "<b fz1>", "simulate"]),
                               "stream": rng.choice([True, "true"])}), nxt("$sid", "refused")]
    return Case("stream", "stream", steps)


def _sizes(rng: random.Random, most: int) -> int:
    """A length: mostly small, sometimes near the most the engine reads (a slow check shows there)."""
    if rng.random() < 0.05:
        return rng.choice([most // 3, most // 2, most])
    return rng.choice([1, 2, 10, 100, 1000, 3000])


def text_case(rng: random.Random) -> Case:
    """JSON text as an attacker writes it: unterminated strings, escaped quotes, brackets inside strings,
    deep nesting, and texts at the size limit."""
    from hoyle.inputs import MAX_JSON_CHARS as most

    pick = rng.randrange(9)
    head = rng.choice(['"', '{"op": "hand", "cards": "', '["', '{"op": "showdown", "hands": ["As', '{"', '{"op": "hand", "cards": "As", "x": "'])
    if pick == 0:  # escaped quotes, unterminated or closed
        text = head + '\\"' * ((_sizes(rng, most) - len(head)) // 2) + rng.choice(["", '"', '"}', '"]}', "\\", "["])
    elif pick == 1:  # an unterminated string holding brackets
        text = head + rng.choice("[{") * _sizes(rng, most - len(head) - 4) + rng.choice([" As", "", "]]", "\\"])
    elif pick == 2:  # brackets inside a closed string, with escaped quotes about them
        inner = rng.choice(["[", "{", '\\"[', "]", '\\\\"'])
        text = '{"op": "hand", "cards": "' + inner * rng.randint(1, 40) + ' As Kd 10h 10c 4s"}'
    elif pick == 3:  # nested deep, closed or not, at the top or in a field
        depth = rng.choice([9, 10, 11, 12, 100, 5000, 30000])
        opener, closer = rng.choice([("[", "]"), ('{"a":', "}")])
        body = opener * depth + ("1" if opener != "[" else "") + closer * depth * rng.choice([0, 1])
        text = rng.choice([body, '{"op": "hand", "cards": ' + body + "}"])[:most + 1]
    elif pick == 4:  # near the size limit: a good request padded to the limit, one under or one over
        good = json.dumps({"op": "hand", "cards": "As Kd 10h 10c 4s"})
        size = most + rng.choice([-1, 0, 1])
        pad = rng.choice([" ", "\n", "\t"])
        text = good[:-1] + pad * (size - len(good)) + "}"
    elif pick == 5:  # near the size limit in values: long strings, many items, escapes
        text = rng.choice([
            json.dumps({"op": "hand", "cards": "As Kd 10h 10c 4s", **{f"k{i}": "x" * 3990 for i in range(16)}}),
            json.dumps({"op": "showdown", "hands": ["As Kd 10h 10c 4s"] * 1999}),
            '{"op": "hand", "cards": "' + "\\u0041" * ((most - 30) // 6) + '"}',
            '{"op": "hand", "cards": "' + "\\u202e" * 600 + '"}',
            '{"op": "hand", "cards": "' + "\\ud800" * 10 + '"}',
            '[' + "0," * (most // 2 - 2) + "0]",
        ])
    elif pick == 6:  # broken at an odd place
        good = json.dumps(rng.choice(BASES))
        cut = rng.randrange(1, len(good))
        text = good[:cut] + rng.choice(["", '"', "\\", "[", "{", "\ud800", "\x00", '\\"' * 50])
    elif pick == 7:
        text = rng.choice(["", " ", "\ufeff" + json.dumps(OPS["odds"] | {"op": "odds"}), '{"op": "odds"} trailing', "null", "[]", "5",
                           '"{\\"op\\": \\"odds\\"}"', '{"op": "hand", "cards": "\\ud800"}', '{"op": "hand", "cards": "A\x00s"}',
                           '{"op": "odds", "op": "hand"}', '{"op": "hand", "cards": 1' + "0" * 5000 + "}", "1e999", '{"op": "hand", "cards": 1e999}',
                           '{"op": "hand", "cards": -0.0}', '{"op": NaN}', "1" * 4400,
                           '{"op": "hand", "cards": "As Kd 10h 10c 4s"' + ', "x": 1' * 3000 + "}",
                           '{"op": "hand", "\u202ecards": "As"}', '{"op": "odds", "' + "k" * 60000 + '": 1}'])
    else:  # junk of the characters that matter to a reader of JSON
        text = "".join(rng.choice('"\\[]{}:, aA1') for _ in range(rng.choice([10, 100, 1000, 10000])))
    return Case("text", "json", text)


def _deep(rng: random.Random) -> str:
    depth = rng.choice([11, 50, 1000, 20000])
    return '{"op": "hand", "cards": ' + "[" * depth + "]" * depth + "}"


def junk(rng: random.Random) -> object:
    """A request no form sends: JSON text (str) or an object."""
    pick = rng.randrange(10)
    if pick == 0:
        return _deep(rng)
    if pick == 1:
        return json.dumps({"op": "showdown", "hands": ["As Kd 10h 10c 4s"] * rng.choice([9, 1999, 3000])})
    if pick == 2:
        return rng.choice(["", "{", "[]", "null", "5", '"hand"', '{"op": NaN}', '{"op": "hand", "cards": Infinity}',
                           "{\"op\": \"hand\", \"cards\": \"\\ud800\"}", '{"op": "hand", "cards": 1' + "0" * 5000 + "}",
                           '{"op": "hand", "cards": "As Kd 10h 10c 4s"' + ", \"x\": 1" * 3000 + "}"])
    if pick == 3:
        return {"op": rng.choice(OTHERS + ["", "HAND", "stream-next", "stream-stop", "<b fz1>", "hand\u202e", "ｈａｎｄ", "x" * 100])}
    if pick == 4:
        return {"op": rng.choice(["stream-next", "stream-stop"]), "sid": rng.choice(OTHERS + [1, 2, 10**9, "1"])}
    if pick == 5:
        op = rng.choice(list(OPS))
        return {"op": op, **OPS[op], "view": rng.choice(OTHERS + sorted(web.VIEW_OPS) + ["<img src=x onerror=alert(1) fz1>", "draw\u202e"])}
    if pick == 6:
        op = rng.choice(list(OPS))
        return {"op": op, **OPS[op], "rules": rng.choice(OTHERS + RULES + [list(RULE_NAMES)[:3], {"joker": True}, "blaze\u202e"])}
    if pick == 7:
        return {"op": "simulate", "players": 2, "deals": rng.choice([20000, 20001, 10**6]), "seed": 1,
                "report_every": rng.choice([1, 4000, 4001, "2,000"]), "stream": rng.choice([True, False])}
    if pick == 8:
        return rng.choice(OTHERS)
    return {"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}] * rng.choice([26, 10000])}


def junk_case(rng: random.Random) -> Case:
    request = junk(rng)
    return Case("junk", "json" if isinstance(request, str) else rng.choice(["handle", "respond"]), request)


def landmarks() -> list[Case]:
    """The defects of issue 25 as cases, run first in every run (so each is asked at least once)."""
    from hoyle.inputs import MAX_JSON_CHARS as most

    good = json.dumps({"op": "hand", "cards": "As Kd 10h 10c 4s"})
    return [
        Case("landmark", "json", '"' + '\\"' * 32767, note="escaped quotes: the size check is quadratic"),
        Case("landmark", "json", '{"op": "hand", "cards": "' + '\\"' * 8000, note="escaped quotes in a field"),
        Case("landmark", "json", '{"op": "hand", "cards": "[[[[[[[[[[[[ As', note="an unterminated string holding brackets"),
        Case("landmark", "json", good[:-1] + " " * (most - len(good)) + "}", note="a good request of the most characters read"),
        Case("landmark", "json", "[" * 60000, note="nested 60,000 deep"),
        Case("landmark", "respond", {"op": "hookey", "method": 1, "dealer": "8h", "players": [{"bottom": 5}]}, note="a number for a card"),
        Case("landmark", "respond", {"op": "hookey", "method": 2, "dealer": "8h", "packets": [5, None], "stakes": []}),
        Case("landmark", "respond", {"op": "showdown", "hands": [[1, 2], "As Kd 10h 10c 4s"]}),
        Case("landmark", "respond", {"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": 5}]}),
        Case("landmark", "respond", {"op": "hand", "cards": "\u202eAs Kd 10h 10c 4s " + "<b fz1>" * 20}),
        Case("landmark", "respond", {"op": "simulate", "players": 2, "deals": 10, "view": "simulate",
                                     "strategy": {"name": "\u202e" + "<b fz1>" * 100, "description": "\u2066" * 300}}),
        Case("landmark", "stream", [_step({**SIM, "stream": "true"}, "refused: stream")]),
        Case("landmark", "stream", [_step(SIM), _step({"op": "stream-next", "sid": "$sid:str"}, "refused: sid"),
                                    _step({"op": "stream-stop", "sid": "$sid:float"}, "refused: sid")]),
        Case("landmark", "stream", [_step(SIM), _step({"op": "stream-stop", "sid": "$sid"}),
                                    _step({"op": "stream-stop", "sid": "$sid"}, "stopped"), _step({"op": "stream-next", "sid": "$sid"}, "refused")]),
    ]

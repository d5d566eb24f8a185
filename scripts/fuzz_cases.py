"""The cases of scripts/fuzz_engine.py: what a hostile reader sends to the engine's facade.

Every widget's form is read from the site's own fences (the ```hoyle fences of docs/tools/, rendered
as at build time): the fields it sends (text, number, choice, checkbox, house rules), their starting
values and the fixed keys. `case` makes one case from a seeded random source: a widget's request or
an op's own request with one to three fields changed to values from a pool (markup, look-alike and
invisible characters, numbers as text, wrong types, long text, the other fields' values), values a
careful reader might give (`well_formed`), or junk no form sends (`junk`).
"""

from __future__ import annotations

import json
import random
import re
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "pysrc"))

from hoyle import web  # noqa: E402
from hoyle.cards import pack  # noqa: E402
from hoyle.poker.rules import RULE_NAMES  # noqa: E402

# --- the widgets' forms, read from the site's own fences ------------------------------------------


@dataclass
class Field:
    name: str
    kind: str  # text, number, select, flag, checks
    value: object
    options: tuple = ()


@dataclass
class Form:
    view: str
    op: str
    fields: list[Field]
    fixed: dict = field(default_factory=dict)
    stream: bool = False

    def request(self) -> dict:
        req = {**self.fixed, "op": self.op, "view": self.view}
        for f in self.fields:
            req[f.name] = f.value
        return req


class _FormReader(HTMLParser):
    """The fields of a widget's HTML, with their starting values (as form.js reads them)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root: dict = {}
        self.fields: list[Field] = []
        self._select: Field | None = None
        self._option: str | None = None
        self._checks: Field | None = None
        self._textarea: Field | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "data-widget" in a and not self.root:
            self.root = a
        name = a.get("data-field")
        if tag == "fieldset" and name:
            self._checks = Field(name, "checks", [], ())
            self.fields.append(self._checks)
        elif tag == "input" and self._checks is not None and a.get("type") == "checkbox":
            self._checks.options += (a["value"],)
            if "checked" in a:
                self._checks.value.append(a["value"])
        elif tag == "input" and name:
            if a.get("type") == "checkbox":
                self.fields.append(Field(name, "flag", "checked" in a))
            else:
                self.fields.append(Field(name, "number" if "data-number" in a else "text", a.get("value", "")))
        elif tag == "textarea" and name:
            self._textarea = Field(name, "text", "")
            self.fields.append(self._textarea)
        elif tag == "select" and name:
            self._select = Field(name, "select", "", ())
            self.fields.append(self._select)
        elif tag == "option" and self._select is not None:
            self._select.options += (a["value"],)
            if "selected" in a or not self._select.value:
                self._select.value = a["value"]

    def handle_endtag(self, tag):
        if tag == "fieldset" and self._checks is not None:
            self._checks.value = ",".join(self._checks.value)
            self._checks = None
        elif tag == "select":
            self._select = None
        elif tag == "textarea":
            self._textarea = None

    def handle_data(self, data):
        if self._textarea is not None:
            self._textarea.value += data


def site_fences() -> list[str]:
    """The ```hoyle fences of the tools pages (one of every widget)."""
    fences = []
    for page in sorted((ROOT / "docs" / "tools").glob("*.md")):
        fences += re.findall(r"```hoyle\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    return fences


def forms() -> dict[str, Form]:
    """Every widget's form, by view."""
    out: dict[str, Form] = {}
    for fence in site_fences():
        reader = _FormReader()
        reader.feed(web.fence(fence, "hoyle", "hoyle", {}, None))
        root = reader.root
        view = root["data-widget"]
        if view not in out:
            fixed = json.loads(root["data-fixed"]) if "data-fixed" in root else {}
            out[view] = Form(view, root["data-op"], reader.fields, fixed, root.get("data-stream") == "true")
    return out


# --- what a hostile reader sends ---------------------------------------------------------------------

CARDS = [c.code for c in pack()] + ["joker", "Jo", "Th", "AS", "a♠", "10♥", "K♦️", "🃏"]
MARKUP = [
    "<img src=x onerror=alert(1)>", '"><svg onload=alert(1)>', "'><b onmouseover=alert(1)>x</b>",
    "<script>alert(1)</script>", "javascript:alert(1)", "&lt;b&gt;&amp;", "</div><div>", "As <i>Kd</i> 10h",
]
LOOKALIKE = ["Аs", "Ａs", "１０ｈ", "A\u200bs", "A\x00s", "\ud800s", "A\u202es", "Aσ", "🂡", "Ks\ufe0f", "٣h", "A\u00a0s", "ⅹs"]
NUMBERS = ["2", "6", "8", "20,000", "1,000", "0", "-1", "²", "０", "１２", " 7 ", "", "1e3", "0x10", "1_000", "٣",
           "9007199254740993", "99999999999999999999999999", "4294967296", "1000000", "999999999", "3.5", "NaN", "Infinity"]
WORDS = ["improve", "target", "average", "flush", "five-card", "six-card", "seven-card", "low", "high", "1", "2", "1/4",
         "1/3", "bogus", "eight-card", "", " ", "any-pair", "never", "pat", "jacks-or-better", "yes", "true"]
RULES = ["", "blaze", "joker", "skip", "extra-hands", "blaze,joker", "extra-hands,proper-rank", "kilter,joker",
         "round-the-corner", "two-pairs-over-threes", "tiger,big-dog", "bogus", "joker,joker", " , ", "mistigris,pelter"]
OTHERS = [None, True, False, 0, 1, -1, 1.5, 2**53 + 1, 10**30, [], {}, ["As"], {"a": 1}, [[[]]], ["As", 5], [None]]


def _cards(rng: random.Random, n: int) -> str:
    return " ".join(rng.sample(CARDS, n))


def _text(rng: random.Random) -> object:
    """A value a text box might hold, or a reader might put in a request."""
    kind = rng.random()
    if kind < 0.25:
        return _cards(rng, rng.randint(0, 8))
    if kind < 0.4:
        cards = _cards(rng, rng.randint(1, 6)).split()
        cards[rng.randrange(len(cards))] = rng.choice(MARKUP + LOOKALIKE)
        return rng.choice([" ", "\n", ", ", " / ", " | "]).join(cards)
    if kind < 0.55:
        return rng.choice(MARKUP)
    if kind < 0.65:
        return rng.choice(LOOKALIKE)
    if kind < 0.75:
        return rng.choice(NUMBERS)
    if kind < 0.82:
        return rng.choice(WORDS)
    if kind < 0.87:
        return rng.choice(["As " * 1300, "x" * 3999, "<" * 4001, "\n".join(_cards(rng, 5) for _ in range(300)),
                           " ".join(["As"] * 1500)])
    if kind < 0.93:
        return "\n".join(_cards(rng, rng.choice([2, 3, 5])) for _ in range(rng.randint(1, 10)))
    return rng.choice(OTHERS)


def _value(rng: random.Random, f: Field, form: Form) -> object:
    """A new value for one field: often of its own kind, sometimes anything at all."""
    if rng.random() < 0.3:
        return _text(rng)
    if f.kind == "select":
        return rng.choice(list(f.options) + ["bogus", "", "<b>x</b>", "eight-card"])
    if f.kind == "checks":
        return rng.choice(RULES + [",".join(rng.sample(list(f.options), rng.randint(0, len(f.options))))])
    if f.kind == "flag":
        return rng.choice([True, False, "true", 1, None])
    if f.kind == "number":
        return rng.choice(NUMBERS + [rng.randint(-5, 30), rng.randint(0, 10**6)])
    other = rng.choice(form.fields)
    return other.value if rng.random() < 0.2 else _text(rng)


# Each op's own request (the command line's and a script's), for cases outside the widgets.
OPS = {
    "hand": {"cards": "As Kd 10h 10c 4s", "rules": ""},
    "showdown": {"hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"]},
    "odds": {"rules": ""},
    "draw": {"cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "", "target": "improve"},
    "holds": {"cards": "8s 8h Kd 7c 2h", "order": "average", "target": "flush", "hold": "8s 8h"},
    "simulate": {"players": 3, "deals": 300, "seed": 2, "strategy": "any-pair"},
    "rules": {"rules": "extra-hands"},
    "crib": {"cards": "5h 5d 5s Jc", "starter": "5c", "crib": False},
    "peg": {"cards": "5h 4s 3d 6c"},
    "play": {"pone": "5h 4s 3d", "dealer": "6c 10d Kh", "plays": "5h 6c"},
    "layout": {"cards": "5h 5d Jc Js 4h 6c", "dealer": True, "crib": True},
    "commerce": {"hands": ["As Ks Qs", "5h 5d 5c"]},
    "vingt-un": {"dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d", "8d Kh"]}],
                 "rules": {"privilege": 1, "overdraw_penalty": 2, "tie_share": "1/4"}},
    "hookey": {"method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}, {"packet": 1, "stake": 1}]},
}


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
    if view in ("hand", "draw"):
        hand = _deal(rng, 5)[0]
        held = " ".join(c for c in hand.split() if rng.random() < 0.5)
        return {"cards": hand, "hold": rng.choice([held, hand, ""])} if view == "draw" else {"cards": hand}
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
                "hands": "\n".join(h or "-" for h in hands), "jackpot": rng.random() < 0.5,
                "strategies": ", ".join(rng.choice(STRATEGIES) for _ in range(players)) if rng.random() < 0.3 else ""}
    return {}


STRATEGIES = ["any-pair", "never", "pat", "anything", "kicker", "jacks-or-better", "three-of-a-kind", "pat-on-two-pairs"]


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
        return {"op": rng.choice(OTHERS + ["", "HAND", "stream-next", "stream-stop", "<b>"])}
    if pick == 4:
        return {"op": rng.choice(["stream-next", "stream-stop"]), "sid": rng.choice(OTHERS + [1, 2, 10**9, "1"])}
    if pick == 5:
        op = rng.choice(list(OPS))
        return {"op": op, **OPS[op], "view": rng.choice(OTHERS + sorted(web.VIEW_OPS) + ["<img src=x onerror=alert(1)>"])}
    if pick == 6:
        op = rng.choice(list(OPS))
        return {"op": op, **OPS[op], "rules": rng.choice(OTHERS + RULES + [list(RULE_NAMES)[:3], {"joker": True}])}
    if pick == 7:
        return {"op": "simulate", "players": 2, "deals": rng.choice([20000, 20001, 10**6]), "seed": 1,
                "report_every": rng.choice([1, 4000, 4001, "2,000"]), "stream": rng.choice([True, False])}
    if pick == 8:
        return rng.choice(OTHERS)
    return {"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}] * rng.choice([26, 10000])}


def case(rng: random.Random, all_forms: dict[str, Form]) -> tuple[str, object]:
    """One case: (how it is sent: "respond", "handle" or "json", the request or its JSON text)."""
    pick = rng.random()
    if pick < 0.6:
        form = rng.choice(list(all_forms.values()))
        req = form.request()
        if rng.random() < 0.5:  # well formed: what a careful reader types, with the widget's own choices
            req.update(well_formed(rng, form.view, form))
            for f in form.fields:
                if f.kind in ("select", "checks") and rng.random() < 0.3:
                    req[f.name] = rng.choice(f.options) if f.kind == "select" else ",".join(
                        rng.sample(list(f.options), rng.randint(0, 3)))
        for f in rng.sample(form.fields, rng.randint(0 if rng.random() < 0.5 else 1, min(3, len(form.fields)))):
            req[f.name] = _value(rng, f, form)
        if rng.random() < 0.05:
            req[rng.choice(["op", "view", "extra", "stream"])] = _text(rng)
        if form.stream:
            req["stream"] = True
        return "respond", req
    if pick < 0.88:
        op = rng.choice(list(OPS))
        req = {"op": op, **OPS[op]}
        keys = list(OPS[op]) or ["rules"]
        for key in rng.sample(keys, rng.randint(1, min(2, len(keys)))):
            req[key] = _text(rng)
        return rng.choice(["handle", "respond"]), req
    request = junk(rng)
    return ("json" if isinstance(request, str) else rng.choice(["handle", "respond"])), request

"""The cases of scripts/fuzz_engine.py: what a hostile reader sends to the engine's facade.

Every widget's form is read from the site's own fences (the ```hoyle fences of docs/tools/, rendered
as at build time): the fields it sends, their starting values and the fixed keys. `Cases(seed)` gives
the cases of a run, each a `Case` (how it is sent, what it sends, what its answer must be besides the
invariants): first the defects of issues 25 (`landmarks`) and 42, then, in the shares of FAMILIES:

- form: a widget's request with one to three fields changed (`well_formed` first, half the time);
- op: an op's own request (OPS) with a field or two changed;
- typed: a sweep of every place of every op's requests (BASES, nested places included) and of every
  widget's form through values that are not text (TYPED), each refused when the field does not take
  its type (FIELD_TYPES, VIEW_FIELD_TYPES, `wrong_type`);
- hostile: a sweep of every text field through bidi controls, invisible, combining and look-alike
  characters, markup (carrying MARKER) and long runs (HOSTILE);
- strategy: the simulator with custom strategies, hostile names and descriptions;
- stream: the stream ops in and out of order, sids of the wrong type, "stream" neither true nor false;
- text: JSON text attacks (unterminated strings, escaped quotes, brackets in strings, deep nesting,
  texts at the size limit);
- junk: requests no form sends;
- fields and states (`fuzz_fields.py`, issue 42, with its landmarks): a field that does not apply, a key
  misspelt, null in any field, a bad card named by its field, a card in two places; impossible game states
  and the smallest packs the rules allow.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import re
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from hoyle import web
from hoyle.cards import pack
from hoyle.poker.rules import RULE_NAMES

ROOT = Path(__file__).resolve().parent.parent
# The engine fuzzed: pysrc/ as installed (pip install -e .), or another tree of it, an older commit's, to compare:
# HOYLE_PYSRC=/tmp/old/pysrc PYTHONPATH=/tmp/old/pysrc (PYTHONPATH for CPython, HOYLE_PYSRC for fuzz_pyodide.mjs).
_OTHER_TREE = os.environ.get("HOYLE_PYSRC") if sys.platform != "emscripten" else None
if _OTHER_TREE and not Path(web.__file__).resolve().is_relative_to(Path(_OTHER_TREE).resolve()):
    sys.exit(f"HOYLE_PYSRC={_OTHER_TREE}, but the engine imported is {Path(web.__file__).parent.parent}: "
             f"set PYTHONPATH={_OTHER_TREE} as well")

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

# Every piece of markup carries the marker "fz1" inside a tag, so that an element or attribute made from
# the input is found by its name in the answer's HTML (escaped, the marker is only text).
MARKER = "fz1"
CARDS = [c.code for c in pack()] + ["joker", "Jo", "Th", "AS", "a♠", "10♥", "K♦️", "🃏"]
MARKUP = [
    "<img src=x onerror=alert(1) fz1>", '"><svg onload=alert(1) fz1>', "'><b onmouseover=alert(1) fz1>x</b>",
    "<script fz1>alert(1)</script>", "javascript:alert(1)", "&lt;b fz1&gt;&amp;", "</div><div fz1>", "As <i fz1>Kd</i> 10h",
    '" fz1="1', "' fz1='1", '<a href="javascript:alert(1)" fz1>x</a>', "<!-- fz1", "<style fz1>*{}</style>", "<span fz1>As</span>",
]
BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"]
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\U000e0041", "\ue000", "\x00", "\x1b", "\u2028"]
LOOKALIKE = ["Аs", "Ａs", "１０ｈ", "A\u200bs", "A\x00s", "\ud800s", "A\u202es", "Aσ", "🂡", "Ks\ufe0f", "٣h", "A\u00a0s", "ⅹs",
             "Κd", "Кd", "ᴀs", "A𝐬", "Ａｓ Ｋｄ", "A\u0301s", "As\u20dd", "Z" + "\u0336" * 300, "10h\u034f"]
# Text for every text field: bidi controls, invisible and look-alike characters, combining marks, markup,
# and long runs (a message may quote about 40 characters of one, never 60).
HOSTILE = [
    "A\u202es", "\u202eKd As", "As \u2066Kd\u2069 10h", "\u2067" + "x" * 70, "\u202e" * 100, "\u202e" + "abc" * 100, "\u202dAs\u202c",
    "\u200b" * 200, "\ufeffAs", "A\u200ds", "A\u2060s", "A\u200es", "\u061cAs", "A\u0301s", "As\u20dd", "Z" + "\u0336" * 500,
    "A\u0301" * 80, "Аs Кd", "Ａｓ Ｋｄ １０ｈ", "Αs", "ᴀs", "A𝐬", "\ue000As", "As\U000e0041", "x" * 61, "x" * 200, "As " * 100,
    "7" * 100, "1" * 4000, "<" * 4000, "\n".join(["As Kd 10h 10c 4s"] * 40), *MARKUP, "",
]
NUMBERS = ["2", "6", "8", "20,000", "1,000", "0", "-1", "²", "０", "１２", " 7 ", "", "1e3", "0x10", "1_000", "٣",
           "9007199254740993", "99999999999999999999999999", "4294967296", "1000000", "999999999", "3.5", "NaN", "Infinity"]
WORDS = ["improve", "target", "average", "flush", "five-card", "six-card", "seven-card", "low", "high", "1", "2", "1/4",
         "1/3", "bogus", "eight-card", "", " ", "any-pair", "never", "pat", "jacks-or-better", "yes", "true"]
RULES = ["", "blaze", "joker", "skip", "extra-hands", "blaze,joker", "extra-hands,proper-rank", "kilter,joker",
         "round-the-corner", "two-pairs-over-threes", "tiger,big-dog", "bogus", "joker,joker", " , ", "mistigris,pelter"]
OTHERS = [None, True, False, 0, 1, -1, 1.5, 2**53 + 1, 10**30, [], {}, ["As"], {"a": 1}, [[[]]], ["As", 5], [None]]
MISSING = "<missing>"  # a value of the typed sweep: the field left out
AS_KEYS = "<as keys>"  # the field's own value as the keys of an object ({"Kc": 1} for "Kc": once read as its keys)
AS_LIST = "<in a list>"  # the field's own value in a list (["six-card"] for "six-card")
# Values that are not text, for every field of every op (the typed sweep); an odd number, so that a
# field meets each of them by each route.
TYPED = [0, 7, -1, None, True, False, 0.5, 1.5, -0.0, 1.0, 1e300, 2**64, 10**50, {}, {"a": 1}, {"cards": "As Kd"},
         {"As": 1, "Kd": 1, "10h": 1, "10c": 1, "4s": 1}, [], [1, 2], [None],
         [True], [1.5], [["As"]], [[]], [[[[]]]], ["As", 5], [{"cards": "As"}], [{}], MISSING, AS_KEYS, AS_LIST]


def _cards(rng: random.Random, n: int) -> str:
    return " ".join(rng.sample(CARDS, n))


def _text(rng: random.Random) -> object:
    """A value a text box might hold, or a reader might put in a request."""
    kind = rng.random()
    if kind < 0.25:
        return _cards(rng, rng.randint(0, 8))
    if kind < 0.4:
        cards = _cards(rng, rng.randint(1, 6)).split()
        cards[rng.randrange(len(cards))] = rng.choice(MARKUP + LOOKALIKE + BIDI + INVISIBLE)
        return rng.choice([" ", "\n", ", ", " / ", " | "]).join(cards)
    if kind < 0.55:
        return rng.choice(MARKUP + HOSTILE)
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
    return rng.choice(OTHERS + TYPED[:-1])


def _value(rng: random.Random, f: Field, form: Form) -> object:
    """A new value for one field: often of its own kind, sometimes anything at all."""
    if rng.random() < 0.3:
        return _text(rng)
    if f.kind == "select":
        return rng.choice(list(f.options) + ["bogus", "", "<b fz1>x</b>", "eight-card", "any-pair\u202e"])
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
    "averages": {},
    "crib": {"cards": "5h 5d 5s Jc", "starter": "5c", "crib": False},
    "peg": {"cards": "5h 4s 3d 6c"},
    "play": {"pone": "5h 4s 3d", "dealer": "6c 10d Kh", "plays": "5h 6c"},
    "layout": {"cards": "5h 5d Jc Js 4h 6c", "dealer": True, "crib": True},
    "commerce": {"hands": ["As Ks Qs", "5h 5d 5c"]},
    "vingt-un": {"dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d", "8d Kh"]}],
                 "rules": {"privilege": 1, "overdraw_penalty": 2, "tie_share": "1/4"}},
    "hookey": {"method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}, {"packet": 1, "stake": 1}]},
    "whisky": {"cards": "Ks Kd 9c 5h 2s", "widow": "Kh 7d 7c 4h 3s", "players": 3, "deals": 50},
    "pot-odds": {"pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "target": "flush"},
    "stud": {"seed": 7, "players": 5, "round": 2, "seat": 1, "rules": "no-straights"},
    "stud-chances": {"down": "As", "up": "Ad Kc", "others": "Qs Qd / 9s 8s", "rules": ""},
    "stakes": {"players": ["A 30 10 drops Ah Ad Ac 7s 2d", "B 8 8 Ks Kd 9c 9h 3s", "C 30 20 Qs Qd Jc Jh 4s"], "rules": ""},
    "freeze-out": {"players": "A B C", "counters": 20, "deals": ["5 -20 15", "-25 0 25"], "corner": 5},
    "progressive": {"players": 3, "ante": 2, "fatten": 1},
    "hookey-worth": {"method": 1, "players": 5},
    "commerce-worth": {"cards": "Qh Qs 5d", "others": 3, "pack": 52, "deals": 200, "seed": 3},
    "vingt-un-advice": {"cards": "10c 6d", "dealer": "7h", "seen": "2c 9d", "stands": 17},
    "vingt-un-strategy": {"stands": 16, "rules": {"overdraw_penalty": 1, "tie_share": "1/4"}},
    "peg-advice": {"cards": "5h 9c Kd 4s", "plays": "", "seen": "2c 3d 7h", "held": 4},
}

# Every field each op reads (hoyle/api/*.py), nested ones included, each in every form it takes (text or
# a list of texts): the requests of the typed and hostile sweeps, which change one field at a time.
CUSTOM = {"like": "any-pair", "name": "mine", "description": "my own", "come_in": "pair", "up_to": "aces", "come_in_on": ["four-flush"],
          "draws": ["four-flush", "open-straight"], "no_pair": "five", "kicker": "ace", "two_pairs": "pat", "threes": "draw-one", "pat": False}
SCORE = {"hands": "1", "right": "0", "missed": "0"}
BASES = [
    {"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "blaze"},
    {"op": "hand", "cards": ["As", "Kd", "10h", "10c", "4s"], "rules": ["blaze", "joker"]},
    {"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", ["Js", "Jd", "10c", "10h", "As"]], "rules": ""},
    {"op": "showdown", "hands": "Qs Qd 2c 2h 5s\nJs Jd 10c 10h As"},
    {"op": "odds", "rules": "joker"},
    {"op": "rules", "rules": ["extra-hands"]},
    {"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "Ks", "target": "improve", "rules": ""},
    {"op": "draw", "cards": ["8s", "8h", "Kd", "7c", "2h"], "hold": ["8s", "8h"], "dead": ["Ks"], "target": "As Ad Kc Kh 3d"},
    {"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "", "order": "win", "target": "flush", "opponents": 3,
     "come_in": "any-pair", "rules": ""},
    {"op": "simulate", "players": 3, "deals": 50, "seed": 2, "report_every": 25, "jackpot": False, "rules": "", "strategy": "any-pair",
     "hand": "Js Jh"},
    {"op": "simulate", "players": 2, "deals": 50, "seed": 2, "strategies": ["pat", CUSTOM], "hands": ["Js Jh", None]},
    {"op": "simulate", "players": 2, "deals": 50, "strategy": CUSTOM, "hands": [["Js", "Jh"], "Qs Qh"]},
    {"op": "simulate", "players": 4, "deals": 60, "seed": 3, "game": "straight", "progressive": True, "hands": ["Qs Qh", None, "5s 4h 3d 2c Ad"],
     "rules": "no-straights"},
    {"op": "simulate", "players": 5, "deals": 60, "seed": 4, "game": "stud", "strategies": ["anything", "never", {"name": "x"}, "pat", "kicker"],
     "hands": ["As", "Jo Kd"], "rules": "joker"},
    {"op": "simulate", "players": 3, "deals": 60, "seed": 5, "game": "draw", "jackpot": True, "progressive": True, "hands": "Ks Kh\n-\nQs Qh 4c",
     "progression": "step-down"},
    {"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "crib": False, "variant": "six-card"},
    {"op": "crib", "cards": ["5h", "5d", "5s", "Jc"], "starter": ["5c"], "crib": True},
    {"op": "peg", "cards": "5h 4s 3d 6c"},
    {"op": "peg", "cards": ["5h", "4s", "3d", "6c"]},
    {"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "5h 6c", "variant": "six-card"},
    {"op": "play", "pone": ["5h", "4s", "3d", "2c"], "dealer": ["6c", "10d", "Kh", "9s"], "plays": ["5h", "6c"]},
    {"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "dealer": True, "crib": True, "variant": "six-card", "opponent": "random"},
    {"op": "show-practice", "seed": 5, "cards": "", "starter": "", "variant": "six-card", "crib": False, "claim": "8", "fifteens": "", "pairs": "",
     "runs": "", "flush": "", "nob": "", **SCORE},
    {"op": "show-practice", "cards": "5h 5d 5s Jc", "starter": "5c", "claim": "", "fifteens": "8", "pairs": "12", "runs": "0", "flush": "0",
     "nob": "1", **SCORE},
    {"op": "play-practice", "seed": 5, "plays": "", "claim": "2", "fifteens": "", "thirty_one": "", "pairs": "", "runs": "", **SCORE},
    {"op": "play-practice", "plays": ["5h", "10d"], "claim": "", "fifteens": "2", "thirty_one": "0", "pairs": "0", "runs": "0", **SCORE},
    {"op": "draw-practice", "seed": 5, "cards": "", "hold": "", "check": True, "opponents": 3, "come_in": "any-pair", "hands": "1",
     "best": "0", "given": "0.5", "rules": ""},
    {"op": "draw-practice", "cards": ["8s", "8h", "Kd", "7c", "2h"], "hold": ["8s", "8h"], "check": True},
    {"op": "averages"},
    {"op": "commerce", "hands": ["As Ks Qs", ["5h", "5d", "5c"]]},
    {"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d", ["8d", "Kh"]]}],
     "rules": {"privilege": 1, "overdraw_penalty": 2, "tie_share": "1/4"}},
    {"op": "vingt-un", "dealer": ["10c", "7d"], "players": [{"cards": ["As", "Kd"]}]},
    {"op": "hookey", "method": 1, "dealer": "8h", "ace": "low", "players": [{"bottom": "9s", "stake": 2}, {"bottom": "Ac", "stake": "1"}]},
    {"op": "hookey", "method": 2, "dealer": "Qd", "ace": "high", "packets": ["Kc", "3s"],
     "stakes": [{"packet": 0, "stake": 2}, {"packet": 1, "stake": "1"}]},
    {"op": "whisky", "cards": "Ks Kd 9c 5h 2s", "widow": "Kh 7d 7c 4h 3s", "seen": "As", "players": 4, "seat": 2, "deals": 40, "seed": 3,
     "rules": ""},
    {"op": "whisky", "cards": ["Ks", "Kd", "9c", "5h", "2s"], "widow": [], "seen": ["As"], "players": "2", "rules": ["joker"]},
    {"op": "whisky", "players": 6, "seat": 6, "seed": 7, "deals": 30},
    {"op": "pot-odds", "pot": 5, "bet": "2", "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "dead": "2h", "target": "flush", "rules": ""},
    {"op": "pot-odds", "pot": "7", "bet": 1, "cards": ["8c", "7h", "6s", "5d", "Kh"], "hold": ["8c", "7h", "6s", "5d"], "dead": ["2h"],
     "target": "Js Jh 4c 3d 2s", "rules": ["joker"]},
    {"op": "pot-odds", "pot": "26", "bet": "10", "against": "4½ to 1"},
    {"op": "stud", "seed": "3", "players": "8", "round": "1", "seat": "8", "rules": ["joker"]},
    {"op": "stud", "seed": 0, "players": 2, "round": 4, "seat": 2, "rules": ""},
    {"op": "progressive", "players": "5", "ante": "2", "fatten": "1"},
    {"op": "progressive", "players": 2, "ante": 0, "fatten": 0},
    {"op": "hookey-worth", "method": "2", "ties": "stand-off"},
    {"op": "hookey-worth", "method": 1, "players": 1},
    {"op": "commerce-worth", "cards": ["Ah", "Kh", "Qh"], "others": "9", "pack": "32", "deals": "300", "seed": "5"},
    {"op": "commerce-worth", "cards": "2c 3d 5h", "others": 1},
    {"op": "vingt-un-advice", "cards": ["9c", "9d"], "dealer": "Ah", "seen": ["10s", "Kd"], "stands": "18"},
    {"op": "vingt-un-advice", "cards": "As 2c 3d", "stands": 15},
    {"op": "peg-advice", "cards": ["Kc", "3d"], "plays": ["10h", "9s", "8d"], "seen": ["5s"], "held": "2"},
    {"op": "vingt-un-strategy", "stands": "18", "rules": {"overdraw_penalty": "5", "tie_share": "1/3"}},
    {"op": "stud-chances", "down": "As", "up": ["Ad", "Kc", "7h"], "others": ["Qs Qd 2c", ["9s", "8s", "7s"]], "rules": "no-straights"},
    {"op": "stud-chances", "down": ["Jo"], "up": "Ad", "others": "", "rules": ["joker"]},
    {"op": "stakes", "players": ["A 30 10 drops Ah Ad Ac 7s 2d", "B 8 8 Ks Kd 9c 9h 3s", "C 30 20 Qs Qd Jc Jh 4s"], "rules": ""},
    {"op": "stakes", "players": [{"name": "A", "stake": 30, "put": "10", "dropped": True, "rank": 1},
                                 {"name": "B", "stake": "8", "put": 8, "dropped": False, "cards": ["Ks", "Kd", "9c", "9h", "3s"]},
                                 {"name": "C", "stake": 30, "put": 20, "cards": "Qs Qd Jc Jh 4s"}], "rules": ["joker"]},
    {"op": "stakes", "players": [{"name": "A", "stake": 9, "put": 5, "rank": "1"}, "B 9 9 rank 1", "C 5 5 rank 2"]},
    {"op": "freeze-out", "players": "A B C", "counters": 20, "deals": ["5 -20 15", "-25 0 25"], "corner": 5},
    {"op": "freeze-out", "players": ["A", "B"], "counters": [10, "12"], "deals": [[3, "-3"], "-1 1"], "corner": "0"},
]
# The JSON types each field takes (hoyle/api/*.py, and the views' own fields, hoyle/web/*.py), by its
# place ("*" for any index): s text, i a whole number, f any number, b true or false, n null, L a list of
# texts, l a list, d an object. A value of another type must be refused (the typed sweep checks it).
_POKER_RULES = {"rules": "sL", "rules.*": "s"}
_STRATEGY = {"name": "s", "description": "s", "like": "sd", "come_in": "s", "up_to": "s", "come_in_on": "sL", "come_in_on.*": "s",
             "draws": "sL", "draws.*": "s", "no_pair": "s", "kicker": "s", "two_pairs": "s", "threes": "s", "pat": "b"}
_CARDS = {"cards": "sL", "cards.*": "s"}
_SCORE = {"hands": "si", "right": "si", "missed": "si"}
_CLAIMS = {k: "si" for k in ("claim", "fifteens", "pairs", "runs", "flush", "nob", "thirty_one")}
FIELD_TYPES = {
    "hand": {**_CARDS, **_POKER_RULES},
    "showdown": {"hands": "sl", "hands.*": "sL", "hands.*.*": "s", **_POKER_RULES},
    "odds": _POKER_RULES,
    "rules": _POKER_RULES,
    "draw": {**_CARDS, "hold": "sL", "hold.*": "s", "dead": "sL", "dead.*": "s", "target": "s", **_POKER_RULES},
    "holds": {**_CARDS, "hold": "sL", "hold.*": "s", "dead": "sL", "dead.*": "s", "target": "s", "order": "s", "opponents": "si",
              "come_in": "s", **_POKER_RULES},
    "simulate": {"players": "si", "deals": "si", "seed": "si", "report_every": "si", "jackpot": "b", "progressive": "b", "game": "s",
                 "progression": "s",
                 **_POKER_RULES,
                 "strategy": "sdl", "strategies": "sdl", "strategies.*": "sd", "hand": "sL", "hand.*": "s", "hands": "sl",
                 "hands.*": "sLn", "hands.*.*": "s", **{f"strategy.{k}": v for k, v in _STRATEGY.items()},
                 **{f"strategies.*.{k}": v for k, v in _STRATEGY.items()}},
    "crib": {**_CARDS, "starter": "sL", "starter.*": "s", "crib": "b", "variant": "s"},
    "peg": _CARDS,
    "play": {"pone": "sL", "pone.*": "s", "dealer": "sL", "dealer.*": "s", "plays": "sL", "plays.*": "s", "variant": "s"},
    "layout": {**_CARDS, "dealer": "b", "crib": "b", "variant": "s", "opponent": "s"},
    "show-practice": {"seed": "si", **_CARDS, "starter": "sL", "starter.*": "s", "variant": "s", "crib": "b", **_CLAIMS, **_SCORE},
    "play-practice": {"seed": "si", "plays": "sL", "plays.*": "s", **_CLAIMS, **_SCORE},
    "draw-practice": {"seed": "si", **_CARDS, "hold": "sL", "hold.*": "s", "check": "b", "opponents": "si", "come_in": "s",
                      "hands": "si", "best": "si", "given": "si", **_POKER_RULES},
    "averages": {},  # no field: any is refused
    "commerce": {"hands": "l", "hands.*": "sL", "hands.*.*": "s"},
    "vingt-un": {"dealer": "sL", "dealer.*": "s", "players": "l", "players.*": "d", "players.*.stake": "si", "players.*.cards": "sL",
                 "players.*.cards.*": "s", "players.*.hands": "l", "players.*.hands.*": "sL", "players.*.hands.*.*": "s", "rules": "d",
                 "rules.privilege": "si", "rules.overdraw_penalty": "si", "rules.tie_share": "sif"},
    "hookey": {"method": "i", "dealer": "s", "ace": "s", "players": "l", "players.*": "d", "players.*.bottom": "sL", "players.*.bottom.*": "s",
               "players.*.stake": "si", "packets": "l", "packets.*": "sL", "stakes": "l", "stakes.*": "d", "stakes.*.packet": "i",
               "stakes.*.stake": "si"},
    "pot-odds": {"pot": "si", "bet": "si", **_CARDS, "hold": "sL", "hold.*": "s", "dead": "sL", "dead.*": "s", "target": "s", "against": "s",
                 **_POKER_RULES},
    "whisky": {**_CARDS, "widow": "sL", "widow.*": "s", "seen": "sL", "seen.*": "s", "players": "si", "seat": "si", "deals": "si",
               "seed": "si", **_POKER_RULES},
    "stud": {"seed": "si", "players": "si", "round": "si", "seat": "si", **_POKER_RULES},
    "progressive": {"players": "si", "ante": "si", "fatten": "si"},
    "hookey-worth": {"method": "si", "players": "si", "ties": "s"},
    "commerce-worth": {**_CARDS, "others": "si", "pack": "si", "deals": "si", "seed": "si"},
    "vingt-un-advice": {**_CARDS, "dealer": "sL", "dealer.*": "s", "seen": "sL", "seen.*": "s", "stands": "si"},
    "peg-advice": {**_CARDS, "plays": "sL", "plays.*": "s", "seen": "sL", "seen.*": "s", "held": "si"},
    "vingt-un-strategy": {"stands": "si", "rules": "d", "rules.privilege": "si", "rules.overdraw_penalty": "si", "rules.tie_share": "sif"},
    "stud-chances": {"down": "sL", "down.*": "s", "up": "sL", "up.*": "s", "others": "sl", "others.*": "sL", "others.*.*": "s", **_POKER_RULES},
    "stakes": {"players": "l", "players.*": "sd", "players.*.name": "s", "players.*.stake": "si", "players.*.put": "si", "players.*.dropped": "b",
               "players.*.cards": "sL", "players.*.cards.*": "s", "players.*.rank": "si", **_POKER_RULES},
    "freeze-out": {"players": "sL", "players.*": "s", "counters": "sil", "counters.*": "si", "deals": "sl", "deals.*": "sl", "deals.*.*": "si",
                   "corner": "si"},
}
# The widgets whose form is turned into the engine's request by the view (hoyle.web REQUESTS): their own fields.
VIEW_FIELD_TYPES = {
    "commerce": {"hands": "sl", "hands.*": "sL"},
    "vingt-un": {"dealer": "sL", "players": "s", "stake": "si", "privilege": "si", "penalty": "si", "share": "sif"},
    "hookey": {"dealer": "s", "players": "s", "stake": "si", "ace": "s"},
    "hookey-packets": {"dealer": "s", "packets": "s", "first": "si", "second": "si", "ace": "s"},
    "stakes": {"players": "sl", "players.*": "sd"},
    "freeze-out": {"players": "sL", "counters": "sil", "deals": "sl", "corner": "si"},
    "vingt-un-strategy": {"stands": "si", "penalty": "si", "share": "sif"},
}


def _type_of(value) -> str:
    if isinstance(value, bool):
        return "b"
    if isinstance(value, list):
        return "L" if all(isinstance(v, str) for v in value) else "l"
    return {str: "s", int: "i", float: "f", dict: "d", type(None): "n"}[type(value)]


def wrong_type(request: dict, path: tuple, value, how: str) -> bool:
    """Whether a value at a place of a request is of a type the field does not take (so must be refused)."""
    place = ".".join("*" if isinstance(k, int) else str(k) for k in path)
    if place == "op":
        return True
    if how == "handle" and place in ("view", "stream"):
        return False  # the facade passes over the worker's keys
    if place in ("view", "stream"):
        takes = "sn" if place == "view" else "b"
    else:
        view = request.get("view")
        takes = (VIEW_FIELD_TYPES.get(view) if isinstance(view, str) and how == "respond" else None) or FIELD_TYPES.get(request.get("op"), {})
        takes = takes.get(place) if isinstance(takes, dict) else None
        if takes is None:
            return False
    kind = _type_of(value)
    return kind not in takes and not (kind == "L" and "l" in takes) and not (kind == "i" and "f" in takes)


def paths(value, prefix: tuple = ()) -> list[tuple]:
    """Every place in a request (a key or an index, at any depth), the request's "op" left out."""
    out = []
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, v in items:
        if prefix == () and key == "op":
            continue
        out.append(prefix + (key,))
        out += paths(v, prefix + (key,))
    return out


def put(request, path: tuple, value):
    """A copy of the request with the value at `path` replaced (MISSING: taken out)."""
    copy = json.loads(json.dumps(request))
    *parents, last = path
    holder = copy
    for key in parents:
        holder = holder[key]
    if value == MISSING and isinstance(value, str):
        holder.pop(last, None) if isinstance(holder, dict) else holder.pop(last)
    else:
        holder[last] = value
    return copy


@dataclass
class Case:
    """One case: how it is sent, and what it sends.

    how: "respond" (the worker's call, JSON text of the request), "handle" (the facade, the object),
    "json" (JSON text through handle_json and respond), or "stream" (steps through respond, in order).
    request: the request (an object), or its JSON text for "json", or for "stream" a list of steps
    {"request": ..., "expect": ...}, where "$sid" (and "$sid:str", "$sid:float", "$sid:list", "$sid:bool",
    "$sid:dict", "$sid:unknown") stands for the sid of the stream the first step started.
    expect: what the answer must be besides the invariants: "" (anything), "refused", or "refused: sid"
    (refused, and the message names "sid").
    """

    family: str
    how: str
    request: object
    expect: str = ""
    note: str = ""


def resolve_sid(value, sid):
    """A stream step's request with "$sid" (and its variants, in `Case`) replaced by the sid of the stream started."""
    if isinstance(value, dict):
        return {k: resolve_sid(v, sid) for k, v in value.items()}
    if not isinstance(value, str) or not value.startswith("$sid"):
        return value
    sid = sid if isinstance(sid, int) else 10**9 + 7
    return {"$sid": sid, "$sid:str": str(sid), "$sid:float": float(sid), "$sid:list": [sid], "$sid:bool": True,
            "$sid:dict": {"sid": sid}, "$sid:unknown": sid + 10**6}[value]


class _Sweep:
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


# --- the families of cases --------------------------------------------------------------------------


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
        req[f.name] = _value(rng, f, form)
    if rng.random() < 0.05:
        req[rng.choice(["op", "view", "extra", "stream"])] = _text(rng)
    if form.stream:
        req["stream"] = True
    return Case("form", "respond", req)


def op_case(rng: random.Random) -> Case:
    """An op's own request with one or two fields changed."""
    op = rng.choice(list(OPS))
    req = {"op": op, **OPS[op]}
    keys = list(OPS[op]) or ["rules"]
    for key in rng.sample(keys, rng.randint(1, min(2, len(keys)))):
        req[key] = _text(rng)
    if rng.random() < 0.1:  # a field no op has, named by the reader (the simulator names it back)
        req[rng.choice(HOSTILE + ["k" * 5000, "\u202e" * 60])] = _text(rng)
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


# The share of each family among the generated cases (after the landmarks).
FAMILIES = {"form": 0.22, "op": 0.07, "typed": 0.18, "hostile": 0.17, "strategy": 0.05, "stream": 0.06, "text": 0.08, "junk": 0.02,
            "fields": 0.10, "states": 0.05}


class Cases:
    """The cases of one run, from a seed: the landmarks, then each family in its share (FAMILIES)."""

    def __init__(self, seed: int, all_forms: dict[str, Form] | None = None, families=None):
        self.rng = random.Random(seed)
        self.shares = {f: share for f, share in FAMILIES.items() if not families or f in families}
        self.forms = all_forms if all_forms is not None else forms()
        requests = sweep_requests(self.forms)
        self.typed = _Sweep("typed", requests, TYPED, text_only=False)
        self.hostile = _Sweep("hostile", requests, HOSTILE, text_only=True)
        fuzz_fields = importlib.import_module(f"{__package__}.fuzz_fields" if __package__ else "fuzz_fields")  # (it imports Case from here)
        self.more = {"fields": fuzz_fields.fields_case, "states": fuzz_fields.states_case}
        self.first = landmarks() + fuzz_fields.landmarks()

    def __iter__(self):
        return self

    def __next__(self) -> Case:
        if self.first:
            return self.first.pop(0)
        family = self.rng.choices(list(self.shares), weights=list(self.shares.values()))[0]
        if family in ("typed", "hostile"):
            return getattr(self, family).next()
        if family == "form":
            return form_case(self.rng, self.forms)
        return {"op": op_case, "strategy": strategy_case, "stream": stream_case, "text": text_case, "junk": junk_case, **self.more}[family](self.rng)

    def coverage(self) -> dict[str, tuple[int, int, int]]:
        """For each sweep: (field and value pairs asked, of all of them, and the fields: every field is met
        once its first `fields` cases are asked)."""
        return {name: (sweep.covered(), len(sweep), len(sweep.places)) for name, sweep in (("typed", self.typed), ("hostile", self.hostile))}

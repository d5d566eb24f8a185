"""What a hostile reader sends: the values (markup carrying MARKER, bidi controls, invisible, combining and
look-alike characters, long runs, numbers, words, house rules, values that are not text), a value a text box
might hold (`text_value`) or a field might be given (`field_value`); each op's own request (OPS), the requests
of the sweeps (BASES) and the JSON types each field takes (FIELD_TYPES, VIEW_FIELD_TYPES, `wrong_type`); the
places of a request (`paths`) and a value put at one (`put`)."""

from __future__ import annotations

import json
import random

from hoyle.cards import pack

from .forms import Field, Form

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


def text_value(rng: random.Random) -> object:
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


def field_value(rng: random.Random, f: Field, form: Form) -> object:
    """A new value for one field: often of its own kind, sometimes anything at all."""
    if rng.random() < 0.3:
        return text_value(rng)
    if f.kind == "select":
        return rng.choice(list(f.options) + ["bogus", "", "<b fz1>x</b>", "eight-card", "any-pair\u202e"])
    if f.kind == "checks":
        return rng.choice(RULES + [",".join(rng.sample(list(f.options), rng.randint(0, len(f.options))))])
    if f.kind == "flag":
        return rng.choice([True, False, "true", 1, None])
    if f.kind == "number":
        return rng.choice(NUMBERS + [rng.randint(-5, 30), rng.randint(0, 10**6)])
    other = rng.choice(form.fields)
    return other.value if rng.random() < 0.2 else text_value(rng)


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

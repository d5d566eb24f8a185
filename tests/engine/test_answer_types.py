"""Every answer of the facade is of its op's declared type (`hoyle.api.answers`), exactly: every key it must give,
no key undeclared, every value of its type (the answers are JSON: a bool is no number, and an array a list).

The answers checked: requests written here for every op, accepted and refused, with house rules, every game
and option; the widgets' starting requests (the ```hoyle fences of docs/); the fuzzer's cases from a fixed seed
(scripts/fuzz/cases.py: forms, ops, hostile text, JSON text, streams); and the simulator answered in parts.
"""

import doctest
import functools
import importlib.util
import json
import re
import unittest
from itertools import islice
from pathlib import Path
from types import UnionType
from typing import Literal, NotRequired, Required, Union, get_args, get_origin, is_typeddict
from unittest import mock

from hoyle import api, streams, web
from hoyle.api import answers
from hoyle.api.answers import ANSWERS, PARTS, ErrorAnswer, SimulateAnswer, SimulatePart, StopAnswer, Stopped, StoppedReport, conforms
from hoyle.cards import pack
from hoyle.errors import Refusal

ROOT = Path(__file__).resolve().parents[2]
HAS_FUZZER = importlib.util.find_spec("scripts") is not None and (ROOT / "scripts" / "fuzz" / "cases.py").exists()
HAS_DOCS = (ROOT / "docs").is_dir()

# --- the requests written here: (request, the code it is refused with, or None when it is answered) --------------

SIM = {"op": "simulate", "players": 3, "deals": 200, "seed": 5}
HOOKEY_2 = {"op": "hookey", "method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}, {"packet": 1}]}
REQUESTS = [
    # a hand's value
    ({"op": "hand", "cards": "As Kd 10h 10c 4s"}, None),
    ({"op": "hand", "cards": ["Ks", "Qs", "Js", "10s", "9s"]}, None),
    ({"op": "hand", "cards": "Kh Kd Qs Qc Jh", "rules": "blaze"}, None),
    ({"op": "hand", "cards": "Kh Qd Js Qc Jh", "rules": ["blaze-court-cards", "proper-rank"]}, None),
    ({"op": "hand", "cards": "Joker As Ad Ah Ac", "rules": "joker"}, None),
    ({"op": "hand", "cards": "Jo Kh Qh Jh 10h", "rules": "joker,two-pairs-over-threes"}, None),
    ({"op": "hand", "cards": "9s 7h 5d 3c 2h", "rules": "extra-hands"}, None),
    ({"op": "hand", "cards": "As Kd 10h 10c 1h"}, "bad-card"),
    ({"op": "hand", "cards": "As Kd 10h"}, "wrong-count"),
    ({"op": "hand", "cards": "As Kd 10h 10c Jo"}, "joker-not-in-play"),
    ({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "pinochle"}, "unknown-rule"),
    ({"op": "hand"}, "bad-request"),
    ({"op": "hand", "cards": "As 2d 3c 4h 5s", "rules": "no-straights"}, None),
    # straight poker
    ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "rules": "no-straights", "deals": 300}, None),
    ({"op": "straight", "cards": "Jo Kd 7c 7h 2s", "rules": "joker", "players": 2, "dead": "As"}, None),
    ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 9}, "bad-players"),
    ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 8,
      "dead": [c.code for c in pack()[:30] if c.code not in ("Ks", "Kd", "7c", "7h", "2s")]},
     "too-many-dead"),
    # whisky poker
    ({"op": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah", "players": 3, "deals": 100}, None),
    ({"op": "whisky", "seed": 7, "seat": 2, "players": 2, "rules": "joker"}, None),
    ({"op": "whisky", "cards": "Jh Ks Qd 3d 4s", "players": 4, "deals": 100, "aim": "worst-pays", "knocked": True}, None),
    ({"op": "whisky", "widow": "9s 9d 5c 5s Ah"}, "no-cards"),
    # stud poker
    ({"op": "stud", "seed": 7, "players": 5, "rules": "no-straights"}, None),
    ({"op": "stud", "seed": 3, "players": 8, "round": 1, "seat": 8, "rules": "joker"}, None),
    ({"op": "stud", "players": 9}, "bad-players"),
    ({"op": "stud-chances", "down": "2s", "up": "2d Kc 7h", "others": "Kh Kd 3c / 9s 8s 7s"}, None),
    ({"op": "stud-chances", "down": "Jo", "up": "Ad", "rules": "joker"}, None),
    ({"op": "stud-chances", "down": "As", "up": "As"}, "duplicate-card"),
    # progressive limits
    ({"op": "limits"}, None),
    ({"op": "limits", "first": 5, "rule": "with-ante", "raises": 8, "ante": 2, "players": 7}, None),
    ({"op": "limits", "rule": "treble"}, "bad-choice"),
    # Commerce: a hand at the deal
    ({"op": "commerce-worth", "cards": "Qh Qs 5d"}, None),
    ({"op": "vingt-un-advice", "cards": "8s 8h", "dealer": "10d"}, None),
    ({"op": "vingt-un-strategy"}, None),
    ({"op": "peg-advice", "cards": "5h 9c Kd 4s", "seen": "2c 3d 7h"}, None),
    ({"op": "peg-advice", "cards": ["Kc", "5d"], "plays": ["10h", "9s", "8d"]}, None),
    ({"op": "peg-advice", "cards": "5h", "held": 9}, "bad-number"),
    ({"op": "peg-advice", "cards": "5h", "plays": "10h 10s Jd Ac"}, "over-thirty-one"),
    ({"op": "vingt-un-strategy", "stands": "15", "rules": {"overdraw_penalty": 3, "tie_share": "1/3"}}, None),
    ({"op": "vingt-un-strategy", "stands": 19}, "bad-choice"),
    ({"op": "vingt-un-strategy", "rules": {"tie_share": "2"}}, "bad-rules"),
    ({"op": "vingt-un-advice", "cards": ["10c", "6d"], "seen": ["7h", "2c"], "stands": "16"}, None),
    ({"op": "vingt-un-advice", "cards": "10c 6d 9s"}, "bad-hand"),
    ({"op": "vingt-un-advice", "cards": "As Kd"}, "bad-hand"),
    ({"op": "vingt-un-advice", "cards": "10c 6d", "stands": 14}, "bad-choice"),
    ({"op": "vingt-un-advice", "cards": "10c 6d", "dealer": "7h 8h"}, "wrong-count"),
    ({"op": "commerce-worth", "cards": ["Ah", "Kh", "Qh"], "others": "9", "pack": "32", "deals": 300, "seed": 5}, None),
    ({"op": "commerce-worth", "cards": "Qh Qs 6d", "pack": 32}, "bad-card"),
    ({"op": "commerce-worth", "cards": "Qh Qs 9d", "others": 17}, "bad-players"),
    ({"op": "commerce-worth", "cards": "Qh Qs"}, "wrong-count"),
    ({"op": "commerce-worth", "cards": "Qh Qs 9d", "pack": 40}, "bad-choice"),
    # Blind Hookey: what a round is worth
    ({"op": "hookey-worth"}, None),
    ({"op": "hookey-worth", "method": 2, "ties": "stand-off"}, None),
    ({"op": "hookey-worth", "method": "1", "players": "12"}, None),
    ({"op": "hookey-worth", "players": 13}, "bad-players"),
    ({"op": "hookey-worth", "method": 3}, "bad-method"),
    ({"op": "hookey-worth", "method": 2, "ties": "split"}, "bad-choice"),
    ({"op": "hookey-worth", "method": 1, "ties": "stand-off"}, "bad-request"),  # equal cards are the second method's choice
    # progressive jack-pots
    ({"op": "progressive", "players": 3}, None),
    ({"op": "progressive", "players": 2, "ante": 0, "fatten": 0}, None),
    ({"op": "progressive", "players": 8, "progression": "step-down"}, None),  # eight hands: the compiled count's
    ({"op": "progressive", "players": 9}, "bad-players"),
    # table stakes and freeze-out
    ({"op": "stakes", "players": ["A 30 10 drops Ah Ad Ac 7s 2d", "B 8 8 Ks Kd 9c 9h 3s", "C 30 20 Qs Qd Jc Jh 4s"]}, None),
    ({"op": "stakes", "players": ["A 9 3 drops", "B 9 5 rank 1", "C 9 5 rank 1"]}, None),
    ({"op": "stakes", "players": ["A 8 9 rank 1", "B 9 9 rank 2"]}, "bad-stake"),
    ({"op": "freeze-out", "players": "A B C", "deals": ["5 -20 15", "-25 0 25"], "corner": 5}, None),
    ({"op": "freeze-out", "players": ["A", "B"], "deals": [[3, -3]]}, None),
    ({"op": "freeze-out", "players": "A B", "deals": [[3, -2]]}, "bad-deals"),
    # the odds the table lays you
    ({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "target": "flush"}, None),
    ({"op": "pot-odds", "pot": 7, "bet": 1, "against": "4 to 1"}, None),
    ({"op": "pot-odds", "pot": 7, "bet": 1, "cards": "As Ah Kd Kc 2s", "hold": "As Ah Kd Kc 2s"}, None),
    ({"op": "pot-odds", "pot": 7, "bet": 1, "against": "4 to"}, "bad-odds"),
    # the showdown
    ({"op": "showdown", "hands": "Qs Qd 2c 2h 5s\nJs Jd 10c 10h As"}, None),
    ({"op": "showdown", "hands": ["As Kd 10h 10c 4s", "Ah Kc 10s 10d 4h"]}, None),
    ({"op": "showdown", "hands": "Jo Ks Kd 5c 2h / Kh Kc 5s 2d 3c", "rules": "joker"}, None),
    ({"op": "showdown", "hands": ["2s 3s 4s 5s 6s", "Ah Ad Ac 9h 9d", "Kh Qh 8h 5h 2h", "7c 7d 7h 2c 3d", "Qc Qd 3h 3c 8s",
                                  "Jd Jc 8d 4d 5c", "10d 9c 8c 7s 6h", "Ks Js 9s 4c 6c"], "rules": "extra-hands"}, None),
    ({"op": "showdown", "hands": ["As Kd 10h 10c 4s"]}, "wrong-count"),
    ({"op": "showdown", "hands": ["As Kd 10h 10c 4s", "As Qd 9h 9c 4h"]}, "duplicate-card"),
    # the odds of the pat hands
    ({"op": "odds"}, None),
    ({"op": "odds", "rules": "joker"}, None),
    ({"op": "odds", "rules": "extra-hands,proper-rank"}, None),
    ({"op": "odds", "rules": ["blaze-court-cards", "round-the-corner-lowest", "two-pairs-over-threes"]}, None),
    ({"op": "odds", "rules": 5}, "bad-request"),
    # the draw
    ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"}, None),
    ({"op": "draw", "cards": "Ah 9h 6h 3h Kc", "hold": ["Ah", "9h", "6h", "3h"], "target": "flush", "dead": "2h 5h"}, None),
    ({"op": "draw", "cards": "Js Jh 9c 4d 2s", "hold": "Js Jh", "target": "Qs Qh 3c 4h 5d"}, None),
    ({"op": "draw", "cards": "As Ks Qs Js 10s", "hold": "As Ks Qs Js 10s", "target": "improve"}, None),
    ({"op": "draw", "cards": "Jo 8h Kd 7c 2h", "rules": "joker"}, None),
    ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "9s"}, "not-in-hand"),
    ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s", "target": "nonsense"}, "bad-target"),
    ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "dead": [c.code for c in pack() if c.code not in "8s 8h Kd 7c 2h As Ad Ah Ac".split()]},
     "too-many-dead"),
    # the 32 holds
    ({"op": "holds", "cards": "Ah 9h 6h 3h Kc"}, None),
    ({"op": "holds", "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "opponents": 1, "come_in": "jacks-or-better"}, None),
    ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "", "order": "improve", "dead": "8d"}, None),
    ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "target", "target": "three-of-a-kind"}, None),
    ({"op": "holds", "cards": "Jo 8h Kd 7c 2h", "order": "average", "rules": "joker"}, None),
    ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "9s"}, "not-in-hand"),
    ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": 5}, "bad-request"),
    ({"op": "holds", "cards": "Jo 8h Kd 7c 2h", "rules": "joker"}, "joker-not-in-play"),
    ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "best"}, "bad-request"),
    # practice at the draw
    ({"op": "draw-practice", "seed": 7}, None),
    ({"op": "draw-practice", "seed": 7, "hold": "", "check": True, "hands": 3, "best": 1, "given": "2.5"}, None),
    ({"op": "draw-practice", "cards": "Ah 9h 6h 3h Kc", "hold": "9h", "check": True, "opponents": 2, "come_in": "jacks-or-better"}, None),
    ({"op": "draw-practice", "cards": ["8s", "8h", "Kd", "7c", "2h"], "hold": "8s 8h"}, None),
    ({"op": "draw-practice"}, "no-cards"),
    ({"op": "draw-practice", "seed": 7, "hold": "Zz"}, "bad-card"),
    ({"op": "draw-practice", "cards": "Ah 9h 6h 3h Kc", "hold": "9s", "check": True}, "not-in-hand"),
    ({"op": "draw-practice", "seed": 3, "hold": "2c", "check": True}, "not-in-hand"),
    ({"op": "draw-practice", "seed": 7, "hands": 1, "best": 2}, "bad-score"),
    ({"op": "draw-practice", "seed": 7, "rules": "joker"}, "joker-not-in-play"),
    # Foster's table of averages
    ({"op": "averages"}, None),
    ({"op": "averages", "rules": ""}, "bad-request"),
    # the simulator, at once
    (SIM, None),
    ({**SIM, "jackpot": True, "hands": ["Js Jh", "10s 10h"], "rules": "blaze"}, None),
    ({**SIM, "hand": "As Ad Kc", "strategy": "kicker"}, None),
    ({**SIM, "strategies": "pat, never, jacks-or-better"}, None),
    ({**SIM, "players": 2, "strategies": [{"like": "any-pair", "kicker": "ace", "up_to": "aces"},
                                          {"name": "mine", "come_in": "anything", "come_in_on": ["four-flush"], "draws": "open-straight"}]}, None),
    ({**SIM, "hands": "Js Jh 8c 4d 2s\n-\n10s 10h", "rules": "joker"}, None),
    ({**SIM, "deals": 30_000}, "bad-deals"),
    ({**SIM, "tables": 2}, "bad-config"),
    ({**SIM, "game": "straight", "progressive": True}, None),  # issue 28: the other games and progressive jacks
    ({**SIM, "game": "stud", "hands": ["As Kd", None, "Qs"]}, None),
    ({**SIM, "game": "poker"}, "bad-choice"),
    ({**SIM, "game": "stud", "jackpot": True}, "bad-config"),
    ({**SIM, "strategy": "reckless"}, "unknown-strategy"),
    ({**SIM, "hands": ["As Ad", "As Kd"]}, "bad-hand"),
    # the house rules
    ({"op": "rules"}, None),
    ({"op": "rules", "rules": "extra-hands,joker,proper-rank"}, None),
    ({"op": "rules", "rules": ["blaze-court-cards", "round-the-corner-lowest", "mistigris", "little-dog"]}, None),
    ({"op": "rules", "rules": "no-such"}, "unknown-rule"),
    # cribbage: the show
    ({"op": "crib", "cards": "5h 5d Jc 4h", "starter": "5s"}, None),
    ({"op": "crib", "cards": "5h 5c 5s", "starter": "Jd", "variant": "five-card"}, None),
    ({"op": "crib", "cards": "2h 4h 6h 8h 10h", "starter": "Ah"}, None),
    ({"op": "crib", "cards": "2h 4h 6h 8h", "starter": "Jh", "crib": True, "variant": "seven-card"}, None),
    ({"op": "crib", "cards": ["Js", "3h", "7d", "9c"], "starter": "2s"}, None),
    ({"op": "crib", "cards": "2h 4h 6h 8h 9s 10h", "starter": "Ah"}, "wrong-count"),
    ({"op": "crib", "cards": "2h 4h 6h", "starter": "Ah", "variant": "six-card"}, "wrong-count"),
    ({"op": "crib", "cards": "2h 4h 6h 8h", "starter": "2h"}, "duplicate-card"),
    ({"op": "crib", "cards": "2h 4h 6h 8h", "starter": "Ah", "variant": "nine-card"}, "bad-variant"),
    # cribbage: a card in the play
    ({"op": "peg", "cards": "7h 8d"}, None),
    ({"op": "peg", "cards": "Kh Qd 4s 7c"}, None),
    ({"op": "peg", "cards": "6h 6d 6s"}, None),
    ({"op": "peg", "cards": "3h 5d 4s"}, None),
    ({"op": "peg", "cards": "Kh Qd Js 9c"}, "over-thirty-one"),
    # cribbage: the play of two hands
    ({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d"}, None),
    ({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d", "plays": "Kc 9c Kh"}, None),
    ({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d", "plays": "Kc 9c Kh 3d Ks Jd 6c 10s"}, None),
    ({"op": "play", "pone": "7h 8d 9s", "dealer": "Ac 2c 3c", "plays": ["7h", "Ac", "8d"], "variant": "five-card"}, None),
    ({"op": "play", "pone": "5h 5d 10s Jc Qh", "dealer": "5s 5c 4s 6h 7d", "variant": "seven-card", "plays": "5h 5s 5d 5c 10s"}, None),
    ({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d", "plays": "Kc Kh"}, "not-his-turn"),
    ({"op": "play", "pone": "Kc Kh Ks 6c", "dealer": "9c Jd 10s 3d", "plays": "Kc 9c Kh 3d Ks Jd 6c 10s Kd"}, "play-over"),
    # cribbage: the lay-out
    ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c"}, None),
    ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "dealer": False, "opponent": "sensible"}, None),
    ({"op": "layout", "cards": "5h 5d Jc 4h 6c", "crib": False}, None),
    ({"op": "layout", "cards": "5h 5d Jc 4h 6c", "crib": False, "opponent": "sensible"}, "bad-request"),  # the opponent makes the crib
    ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c 9s", "variant": "seven-card"}, None),
    ({"op": "layout", "cards": "5h 5d Jc"}, "wrong-count"),
    ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "opponent": "cunning"}, "bad-choice"),
    # practice at the show
    ({"op": "show-practice", "seed": 11}, None),
    ({"op": "show-practice", "seed": 11, "claim": 4, "hands": 2, "right": 1, "missed": 3}, None),
    ({"op": "show-practice", "seed": 12, "crib": True, "variant": "five-card", "fifteens": 4, "pairs": "2", "runs": "", "nob": 1}, None),
    ({"op": "show-practice", "cards": "5h 5c 5s Jd", "starter": "5d", "claim": "29", "fifteens": 16, "pairs": 12, "nob": 1}, None),
    ({"op": "show-practice", "cards": "2h 4h 6h 8h 10h", "starter": "Jh", "variant": "seven-card", "claim": 0}, None),
    ({"op": "show-practice"}, "no-cards"),
    ({"op": "show-practice", "seed": 11, "claim": 4, "fifteens": 2}, "bad-claim"),
    ({"op": "show-practice", "cards": "5h 5c 5s", "starter": "5d"}, "wrong-count"),
    ({"op": "show-practice", "seed": 11, "hands": 1, "right": 2}, "bad-score"),
    # practice at the play
    ({"op": "play-practice", "seed": 4}, None),
    ({"op": "play-practice", "seed": 4, "claim": 2, "hands": 5, "right": 5}, None),
    ({"op": "play-practice", "plays": "7h 8d", "fifteens": 2, "thirty_one": "", "pairs": 0}, None),
    ({"op": "play-practice", "plays": ["Kh", "Qd", "4s", "7c"], "claim": 0}, None),
    ({"op": "play-practice", "plays": "Kh Qd Js 9c"}, "over-thirty-one"),
    ({"op": "play-practice", "seed": 0}, "bad-number"),
    # Commerce
    ({"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"]}, None),
    ({"op": "commerce", "hands": ["As Kd 9c"]}, None),
    ({"op": "commerce", "hands": [["2c", "7c", "Kc"], "2d 7d Kd", "9s 9d 4c"]}, None),
    ({"op": "commerce", "hands": ["As Kd 9c", "Ah Kc 9d"]}, None),
    ({"op": "commerce", "hands": ["As Kd", "Ah Kc 9d"]}, "wrong-count"),
    ({"op": "commerce", "hands": "As Kd 9c"}, "bad-request"),
    # Vingt-un
    ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d 9c", "8d Kh"]}]}, None),
    ({"op": "vingt-un", "dealer": "Ac Kd", "players": [{"cards": "9s 9h 5c"}, {"stake": 3, "cards": "10s 6h"}],
      "rules": {"privilege": 2, "overdraw_penalty": 1, "tie_share": "1/4"}}, None),
    ({"op": "vingt-un", "dealer": "10c 7d 9h", "players": [{"cards": "10s 7h"}], "rules": {"privilege": 1, "tie_share": 1}}, None),
    ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd", "hands": ["8s 3d"]}]}, "bad-request"),
    ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "10c 6h"}]}, "duplicate-card"),
    ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 6h"}], "rules": {"tie_share": "2/1"}}, "bad-rules"),
    # Blind Hookey
    ({"op": "hookey", "method": 1, "dealer": "8h", "players": [{"bottom": "9s", "stake": 2}, {"bottom": "3d"}]}, None),
    ({"op": "hookey", "method": 1, "dealer": "2h", "players": [{"bottom": "As", "stake": 2}], "ace": "high"}, None),
    (HOOKEY_2, None),
    ({**HOOKEY_2, "ace": "high", "dealer": "Ad"}, None),
    ({"op": "hookey", "method": 3, "dealer": "8h"}, "bad-method"),
    ({"op": "hookey", "method": 1, "dealer": "8h", "players": [{"bottom": "8h"}]}, "duplicate-card"),
    ({"op": "hookey", "method": 2, "dealer": "8h", "packets": ["Kc"], "stakes": [{"packet": 0}]}, "wrong-count"),
    # not requests of any op
    ({"op": "handz"}, "unknown-op"),
    ({"cards": "As Kd 10h 10c 4s"}, "unknown-op"),
    ("hand As Kd 10h 10c 4s", "bad-request"),
    ([{"op": "hand"}], "bad-request"),
]
TEXTS = [  # JSON text, through handle_json: (text, the code it is refused with, or None)
    ('{"op": "hand", "cards": "As Kd 10h 10c 4s"}', None),
    ('{"op": "crib", "cards": "5h 5d Jc 4h", "starter": "5s", "crib": true}', None),
    ('{"op": "hand", "cards": "As Kd', "bad-json"),
    ('{"op": "hand",}', "bad-json"),
    ("[" * 100, "too-large"),
    ('{"op": "hand", "cards": "' + "A" * 200_000 + '"}', "too-large"),
]
VIEWS = [  # a widget's request, through hoyle.web (its form's fields as the engine's request; a stream)
    {"op": "holds", "view": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "order": "win", "target": "improve", "opponents": "3",
     "come_in": "jacks-or-better"},
    {"op": "draw-practice", "view": "draw-practice", "cards": "Ah 9h 6h 3h Kc", "hold": "9h", "check": True},
    {"op": "show-practice", "view": "show-practice", "cards": "5s 5h 5d 10c", "starter": "4c", "claim": "14"},
    {"op": "odds", "view": "odds", "rules": "kilter,big-dog,skip,round-the-corner,blaze,joker,tiger,proper-rank"},
    {"op": "hand", "view": "hand", "cards": "As Kd 10h 10c 4s", "stream": "true"},
    {"op": "hand", "view": "showdown", "cards": "As Kd 10h 10c 4s"},
    {"op": "odds", "view": "no-such-view"},
]


# --- the answers to check: (what was asked, the answer, the type it must be of) ----------------------------------


def expected(request, answer) -> object:
    """The type an answer must be of: the error answer, a stream op's, a stream's part, or its op's (None: no op declared)."""
    if isinstance(answer, dict) and "error" in answer:
        return ErrorAnswer
    op = request.get("op") if isinstance(request, dict) else None
    if op in PARTS:
        return PARTS[op]
    if isinstance(request, dict) and request.get("stream") is True:
        return SimulatePart
    return ANSWERS.get(op)


def _checked(request, answer) -> tuple:
    return (request, answer, expected(request, answer))


@functools.cache
def written_answers() -> list[tuple]:
    """The requests written here, answered by the facade (`handle`, `handle_json`, and `hoyle.web` for the views)."""
    found = [_checked(request, api.handle(request)) for request, _ in REQUESTS]
    for text, _ in TEXTS:
        try:
            request = json.loads(text)
        except (ValueError, RecursionError):
            request = text
        found.append(_checked(request, json.loads(api.handle_json(text))))
    for request in VIEWS:
        found.append(_checked(request, web.answer(request)[0]))
    # Progressive jacks where a count is missing (none is now, for two to eight hands): each chance a sample with its
    # interval. The counts of eight hands taken out, as tests/engine/test_progressive.py does.
    from unittest import mock

    from hoyle.poker import progressive

    without_eight = {k: v for k, v in progressive.COUNTED.items() if k[1] != 8}
    with mock.patch.dict(progressive.COUNTED, without_eight, clear=True):
        request = {"op": "progressive", "players": 8, "progression": "step-down"}
        found.append(_checked(request, api.handle(request)))
    return found


@functools.cache
def stream_answers() -> list[tuple]:
    """Small simulations answered in parts (`hoyle.api.stream`, and `hoyle.streams` with its sids), followed past their
    end, stopped after a part and before any, and a stream refused: draw poker's jack-pots, stud (its first say), and
    straight poker with progressive jacks."""
    found: list[tuple] = [({"op": "hand"}, api.stream({"op": "hand"}), ErrorAnswer)]
    for request in ({**SIM, "deals": 300, "report_every": 100, "hands": ["Js Jh", "10s 10h"], "jackpot": True},
                    {**SIM, "deals": 300, "report_every": 100, "game": "stud"},
                    {**SIM, "deals": 300, "report_every": 100, "game": "straight", "progressive": True}):
        found += [(request, part, SimulateAnswer) for part in api.stream(request)]
        own = streams.Streams()
        part = streams.start(request, "simulate", own)
        found.append((request, part, SimulatePart))
        while not part.get("done") and "error" not in part:
            part = own.step(part["sid"])
            found.append(({"op": "stream-next", "sid": part.get("sid")}, part, SimulatePart))
        ended = part["sid"]
        first = streams.start(request, "simulate", own)
        found.append((request, first, SimulatePart))
        for follow, tp in [({"op": "stream-next", "sid": ended}, ErrorAnswer), ({"op": "stream-stop", "sid": ended}, Stopped),
                           ({"op": "stream-stop", "sid": first["sid"]}, StoppedReport), ({"op": "stream-stop", "sid": first["sid"]}, Stopped),
                           ({"op": "stream-next", "sid": "1"}, ErrorAnswer)]:
            found.append((follow, _followed(follow, own), tp))
    return found


def _followed(request: dict, own: streams.Streams) -> dict:
    """A stream op's answer, its refusal as the error answer (as `hoyle.web.answer` gives it)."""
    try:
        return streams.follow(request, own)[0]
    except Refusal as e:
        return api.error(e.code, e.message)


@functools.cache
def fence_answers() -> list[tuple]:
    """Every widget's starting answer: the ```hoyle fences of docs/, each rendered as at build time."""
    found = []
    real = web.answer

    def answer(request):
        result = real(request)
        found.append(_checked(request, result[0]))
        return result

    with mock.patch.object(web, "answer", answer):
        for page in sorted((ROOT / "docs").rglob("*.md")):
            for fence in re.findall(r"```hoyle\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
                web.fence(fence, "hoyle", "hoyle", {}, None)
    return found


def fuzz_answers(seed: int, count: int, families=None) -> list[tuple]:
    """The fuzzer's cases answered as it sends them: `handle`, `hoyle.web` (a form's request), JSON text, a stream's steps."""
    from scripts.fuzz.case import resolve_sid
    from scripts.fuzz.cases import Cases

    found = []
    for case in islice(Cases(seed, families=families), count):
        if case.how == "json":
            try:
                request = json.loads(case.request)
            except (ValueError, RecursionError):
                request = case.request
            found.append(_checked(request, json.loads(api.handle_json(case.request))))
        elif case.how == "handle":
            found.append(_checked(case.request, api.handle(case.request)))
        elif case.how == "respond":
            answer = web.answer(case.request)[0]
            found.append(_checked(case.request, answer))
            if type(answer.get("sid")) is int:  # a stream started: its first part is enough
                streams.STREAMS.forget(answer["sid"])
        elif case.how == "stream":
            sid = None
            for step in case.request:
                request = resolve_sid(step["request"], sid)
                answer = web.answer(request)[0]
                found.append(_checked(request, answer))
                if sid is None and type(answer.get("sid")) is int:
                    sid = answer["sid"]
            if sid is not None:  # leave no stream open
                streams.STREAMS.forget(sid)
    return found


# --- which declared keys the answers met ------------------------------------------------------------------------


def keys_met(value, tp, met: set) -> None:
    """Record (TypedDict, key) for every key a conforming value gives, at every depth."""
    origin = get_origin(tp)
    if origin in (Union, UnionType):
        for arm in get_args(tp):
            if not conforms(value, arm):
                keys_met(value, arm, met)
                return
    elif is_typeddict(tp):
        hints = answers.keys_of(tp)[0]
        for key, item in value.items():
            met.add((tp.__name__, key))
            keys_met(item, hints[key], met)
    elif origin in (list, tuple):
        for item in value:
            keys_met(item, get_args(tp)[0], met)
    elif origin is dict:
        for item in value.values():
            keys_met(item, get_args(tp)[1], met)
    elif origin in (NotRequired, Required):
        keys_met(value, get_args(tp)[0], met)


def declared_keys(tp, found: set, seen: set) -> None:
    """(TypedDict, key) for every key declared in a type, at every depth."""
    if is_typeddict(tp):
        if tp in seen:
            return
        seen.add(tp)
        for key, hint in answers.keys_of(tp)[0].items():
            found.add((tp.__name__, key))
            declared_keys(hint, found, seen)
    elif get_origin(tp) is not Literal:
        for arg in get_args(tp):
            declared_keys(arg, found, seen)


# --- the tests ----------------------------------------------------------------------------------------------------


class Checker(unittest.TestCase):
    """The checker can fail: each way an answer can be wrong is named, with its place."""

    def test_a_conforming_answer_has_no_problems(self):
        answer = api.handle({"op": "hand", "cards": "Jo As Ad Ah Ac", "rules": "joker"})
        self.assertEqual(conforms(answer, ANSWERS["hand"]), [])

    def test_each_wrong_answer_is_named(self):
        right = api.handle({"op": "showdown", "hands": ["As Kd 10h 10c 4s", "Qs Qd 2c 2h 5s"]})
        cases = {
            "a missing key": (lambda a: a.pop("winners"), "answer: missing key 'winners'"),
            "an extra key": (lambda a: a.update(loser=1), "answer: undeclared key 'loser'"),
            "a wrong type": (lambda a: a.update(divide="no"), "answer.divide: 'no' (a string) is not bool"),
            "a nested wrong type": (lambda a: a["hands"][1].update(rank=[1, "12"]), "answer.hands[1].rank[1]: '12' (a string) is not int"),
            "a nested missing key": (lambda a: a["hands"][0].pop("class"), "answer.hands[0]: missing key 'class'"),
            "a nested extra key": (lambda a: a["decided_by"].update(page=3), "answer.decided_by: undeclared key 'page'"),
            "a bool for an int": (lambda a: a["winners"].append(True), "answer.winners[1]: True (a bool) is not int"),
            "a float for an int": (lambda a: a["decided_by"].update(source_line=730.0), "answer.decided_by.source_line: 730.0 (a float) is not int"),
            "a tuple for a list": (lambda a: a.update(winners=(0,)), "answer.winners: (0,) (a tuple) is not a list"),
            "a choice not in a StrEnum": (lambda a: a["hands"][0].update({"class": "two-pair"}), "answer.hands[0].class: 'two-pair' (a string) "
                                          "is not "),
            "a choice not in a Literal": (lambda a: a["decided_by"].update(rule="suits"), "answer.decided_by.rule: 'suits' (a string) is not "
                                          "one of 'class'"),
            "a record that is not an object": (lambda a: a["hands"].append("As"), "answer.hands[2]: 'As' (a string) is not an object (HandAnswer)"),
            "null for a list": (lambda a: a.update(rules=None), "answer.rules: None (null) is not a list"),
        }
        for what, (spoil, problem) in cases.items():
            with self.subTest(what):
                wrong = json.loads(json.dumps(right))
                spoil(wrong)
                problems = conforms(wrong, ANSWERS["showdown"])
                self.assertTrue(any(p.startswith(problem) for p in problems), problems)

    def test_a_float_is_not_an_int_nor_an_int_a_float(self):
        answer = api.handle({"op": "layout", "cards": "5h 5d Jc 4h 6c", "crib": False})
        answer["layouts"][0]["value"] = 16
        self.assertEqual(conforms(answer, ANSWERS["layout"]), ["answer.layouts[0].value: 16 (an int) is not float"])

    def test_the_keys_of_a_mapping_and_the_arms_of_a_union(self):
        answer = api.handle({"op": "odds"})
        answer["classes"]["two-pair"] = answer["classes"].pop("two-pairs")
        answer["division_odds"]["royal-flush"]["against"] = 5
        self.assertEqual(conforms(answer, ANSWERS["odds"]), ["answer.classes key: 'two-pair' (a string) is not a ClassId (" +
                                                             ", ".join(repr(c.value) for c in answers.ClassId) + ")",
                                                             "answer.division_odds.royal-flush.against: 5 (an int) is not str | None"])
        self.assertEqual(conforms({"stopped": True, "sid": 2}, StopAnswer), ["answer: undeclared key 'sid'"])
        self.assertEqual(conforms({"stopped": 1}, StopAnswer), ["answer.stopped: 1 (an int) is not one of True"])

    def test_an_error_answer(self):
        answer = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "9s"})
        self.assertEqual(conforms(answer, ErrorAnswer), [])
        answer["error"]["code"] = "no-such-code"
        answer["field"] = "colour"
        self.assertEqual(conforms(answer, ErrorAnswer), [f"answer.error.code: 'no-such-code' (a string) is not one of "
                                                         f"{', '.join(map(repr, get_args(answers.ErrorCode)))}",
                                                         "answer.field: 'colour' (a string) is not one of "
                                                         + ", ".join(map(repr, get_args(answers.FieldName)))])

    def test_a_type_it_cannot_check_is_refused(self):
        with self.assertRaises(TypeError):
            conforms(1, set[int])

    def test_docstring_examples(self):
        for module in (answers, answers.conformance):  # the package's own examples, and the checker's
            with self.subTest(module.__name__):
                result = doctest.testmod(module)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


class Declarations(unittest.TestCase):
    """The types declare every op, and each fixed set written in hoyle/api/answers/ is the engine's own."""

    def test_every_op_has_its_answer(self):
        self.assertEqual(set(ANSWERS), set(api.OPERATIONS))
        self.assertEqual(set(PARTS), set(streams.FOLLOW_OPS))

    def test_the_fixed_sets_are_the_engines(self):
        from hoyle.api.reading import FIELD_WORDS
        from hoyle.api.reading import rules_named
        from hoyle.cribbage import layout, practice
        from hoyle.cribbage.play import DEALER, PONE
        from hoyle.poker import hands, odds
        from hoyle.poker.rules import RULE_NAMES
        from hoyle.poker.simulate import strategies
        from hoyle.rounds import commerce

        def kinds(groups):
            return {kind for _, group in groups for kind in group}

        sets = {
            "RuleName": {name for rule in RULE_NAMES for name in rules_named(rule).names},
            "TieRule": set(hands.TIE_RULES),
            "BobtailName": set(odds.bobtail_counts()),
            "StrategyHand": {"anything", "pair", "never", *strategies.PAIRS, *strategies.LEVELS},
            "DrawName": set(strategies.DRAWS),
            "NoPair": set(strategies.NO_PAIR),
            "Kicker": set(strategies.KICKERS),
            "TwoPairs": set(strategies.TWO_PAIRS),
            "Threes": set(strategies.THREES),
            "ItemKind": kinds(practice.GROUPS) | kinds(practice.PLAY_GROUPS) | {"heels", "last-card"},
            "Group": {name for name, _ in practice.GROUPS + practice.PLAY_GROUPS},
            "Player": {PONE, DEALER},
            "Opponent": set(layout.OPPONENTS),
            "Combination": set(commerce.COMBINATIONS.values()),
            "CommerceRuleName": {commerce.ORDER_RULE.name} | {rule.name for rule in commerce.TIE_RULES.values()},
        }
        for name, engine in sets.items():
            with self.subTest(name):
                self.assertEqual(set(get_args(getattr(answers, name))), engine)
        field = answers.keys_of(ErrorAnswer)[0]["field"]  # NotRequired[FieldName]
        named = {name for fields in api.CARD_FIELDS.values() for name in fields} | {"others"}  # and stud's other players' up cards
        self.assertEqual(set(get_args(get_args(field)[0])), set(FIELD_WORDS) | named)

    def test_a_claim_checked_is_given_as_the_practices_give_it(self):
        checked = answers.keys_of(answers.ClaimChecked)[0]
        for practice in (answers.ShowPracticeAnswer, answers.PlayPracticeAnswer):
            given = answers.keys_of(practice)[0]
            with self.subTest(practice.__name__):
                self.assertEqual({key: get_args(given[key])[0] for key in checked if key != "claimed"},
                                 {key: tp for key, tp in checked.items() if key != "claimed"})
                self.assertEqual(given["claimed"], int | None)

    def test_each_op_is_answered_and_refused_by_the_requests_written_here(self):
        ops = {request.get("op") for request, code in REQUESTS if isinstance(request, dict) and code is None}
        refused = {request.get("op") for request, code in REQUESTS if isinstance(request, dict) and code is not None}
        self.assertEqual(ops, set(ANSWERS))
        self.assertLessEqual(set(ANSWERS), refused)
        for (request, code), (_, answer, _) in zip(REQUESTS + TEXTS, written_answers()):  # the written answers: REQUESTS, then TEXTS
            with self.subTest(request=str(request)[:80]):
                self.assertEqual(answer["error"]["code"] if "error" in answer else None, code, answer.get("error"))


class Conformance(unittest.TestCase):
    """Every answer in the corpus is of its type, and between them they give every key the types declare."""

    def check(self, found: list[tuple]) -> None:
        problems = []
        for request, answer, tp in found:
            if tp is None:
                problems.append(f"{str(request)[:120]}: an answer of no declared op: {str(answer)[:120]}")
                continue
            wrong = conforms(answer, tp)
            if wrong:
                problems.append(f"{str(request)[:160]}\n    " + "\n    ".join(wrong[:6]))
        if problems:
            self.fail(f"{len(problems)} of {len(found)} answers do not conform:\n" + "\n".join(problems[:10]))

    def test_the_requests_written_here(self):
        self.check(written_answers())

    def test_a_simulation_in_parts(self):
        found = stream_answers()
        self.assertEqual([tp for _, _, tp in found].count(SimulatePart), 12)  # of each game: three parts of one stream, the first of another
        self.check(found)

    @unittest.skipUnless(HAS_DOCS, "the site's pages are not shipped with the engine (Pyodide)")
    def test_the_widgets_starting_answers(self):
        found = fence_answers()
        self.assertGreaterEqual(len(found), 20)
        self.check(found)

    @unittest.skipUnless(HAS_FUZZER, "the fuzzer's cases are not shipped with the engine (Pyodide)")
    def test_the_fuzzers_cases(self):
        found = fuzz_answers(25, 3000) + fuzz_answers(26, 1000, families=["form", "op"])
        accepted = sum("error" not in answer for _, answer, _ in found)
        self.assertGreater(accepted, 500)
        self.check(found)


class EveryKeyMet(unittest.TestCase):
    """Between them, the answers to the requests written here and the simulation in parts give every declared key: no
    key is declared that no answer gives (the corpus reaches every shape)."""

    def test_every_declared_key_is_given(self):
        met = set()
        for _, answer, tp in written_answers() + stream_answers():
            if tp is not None and not conforms(answer, tp):
                keys_met(answer, tp, met)
        declared: set = set()
        seen: set = set()
        for tp in [*ANSWERS.values(), ErrorAnswer, *PARTS.values()]:
            declared_keys(tp, declared, seen)
        self.assertEqual(sorted(declared - met), [])


if __name__ == "__main__":
    unittest.main()

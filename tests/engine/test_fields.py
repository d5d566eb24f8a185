"""How every op reads its request's fields (issue 42): a field the op does not take, or one that does not apply to the
rest of the request, is refused by name, and so is a key an object inside the request does not take; null is no value
in any field; a card that is not one names the field it is in. Plain unittest: these also run inside Pyodide.
"""

import json
import re
import unittest

from hoyle import api, web

CUSTOM = {"like": "any-pair", "name": "mine", "description": "my own", "come_in": "pair", "up_to": "aces", "come_in_on": ["four-flush"],
          "draws": ["four-flush"], "no_pair": "five", "kicker": "ace", "two_pairs": "pat", "threes": "draw-one", "pat": False}
SCORE = {"hands": "1", "right": "0", "missed": "0"}
# Every op's requests, each giving every field the op takes in its mode (nested ones included), all accepted.
FULL = [
    {"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "blaze"},
    {"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"], "rules": ""},
    {"op": "odds", "rules": "joker"},
    {"op": "rules", "rules": ["extra-hands"]},
    {"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "Ks", "target": "improve", "rules": ""},
    {"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "dead": "Ks", "order": "win", "target": "flush", "opponents": 2,
     "come_in": "any-pair", "rules": ""},
    {"op": "simulate", "players": 3, "deals": 20, "seed": 2, "report_every": 10, "jackpot": False, "rules": "", "strategy": CUSTOM,
     "hand": "Js Jh", "game": "draw"},
    {"op": "simulate", "players": 2, "deals": 20, "seed": 2, "strategies": ["pat", CUSTOM], "hands": ["Js Jh", None], "jackpot": True,
     "progressive": True, "progression": "step-down"},
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
    {"op": "hookey", "method": 1, "dealer": "8h", "ace": "low", "players": [{"bottom": "9s", "stake": 2}]},
    {"op": "hookey", "method": 2, "dealer": "Qd", "ace": "high", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}]},
    {"op": "hookey-worth", "method": 1, "players": 5},
    {"op": "hookey-worth", "method": 2, "ties": "stand-off"},
    {"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 3, "dead": "As", "deals": 50, "seed": 2, "rules": ""},
    {"op": "limits", "first": 1, "rule": "last", "raises": 4, "ante": 1, "players": 5},
    {"op": "progressive", "players": 3, "ante": 2, "fatten": 1, "progression": "step-down"},
    {"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "dead": "2h", "target": "flush", "rules": ""},
    {"op": "pot-odds", "pot": 26, "bet": 10, "against": "4 to 1"},
    {"op": "stud", "seed": 7, "players": 5, "round": 2, "seat": 1, "rules": "no-straights"},
    {"op": "stud-chances", "down": "As", "up": "Ad Kc", "others": "Qs Qd / 9s 8s", "rules": ""},
    {"op": "whisky", "cards": "Ks Kd 9c 5h 2s", "widow": "Kh 7d 7c 4h 3s", "seen": "As", "players": 3, "seat": 2, "deals": 30, "seed": 3,
     "rules": "", "aim": "worst-pays", "knocked": True},
    {"op": "stakes", "players": [{"name": "A", "stake": 30, "put": 8, "dropped": True, "rank": 2},
                                 {"name": "B", "stake": 8, "put": 8, "dropped": False, "rank": 1}], "rules": ""},
    {"op": "stakes", "players": [{"name": "A", "stake": 8, "put": 8, "cards": "Ks Kd 9c 9h 3s"}, "B 8 8 Qs Qd Jc Jh 4s"]},
    {"op": "freeze-out", "players": "A B C", "counters": 20, "deals": ["5 -20 15"], "corner": 5},
]


def places(value, path=()):
    """Every key of every object in a request (the path to it), the op's own key left out."""
    if isinstance(value, dict):
        for key, v in value.items():
            if path or key != "op":
                yield (*path, key)
                yield from places(v, (*path, key))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from places(v, (*path, i))


def put(request, path, value):
    copy = json.loads(json.dumps(request))
    holder = copy
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    return copy


def error(answer) -> dict:
    return answer.get("error", {})


class EveryFieldTaken(unittest.TestCase):
    def test_each_request_is_answered(self):
        for request in FULL:
            with self.subTest(request=request):
                self.assertNotIn("error", api.handle(request))

    def test_the_requests_give_every_field_every_op_takes(self):
        self.assertEqual({r["op"] for r in FULL}, set(api.OPERATIONS))
        for op in api.OPERATIONS:
            given = set().union(*(set(r) - {"op"} for r in FULL if r["op"] == op))
            said = error(api.handle({**next(r for r in FULL if r["op"] == op), "colour": "red"}))["message"]
            takes = set(re.findall(r'"(\w+)"', said.partition("takes")[2])) or set(re.findall(r"(\w+)", said.partition("are:")[2]))
            with self.subTest(op=op):
                self.assertIn("'colour'", said)
                self.assertEqual(given, takes - {"op"})


class UnknownKeys(unittest.TestCase):
    """Every object inside a request refuses a key it does not take, naming it and what it takes (issue 42: a misspelt
    agreement of Vingt-un was answered with a tie share of 0)."""

    def test_the_issues_case(self):
        answer = api.handle({"op": "vingt-un-strategy", "rules": {"tie_shares": "1/4"}})
        self.assertEqual(answer["error"], {"code": "bad-request", "message": "unknown field 'tie_shares': \"rules\" takes \"overdraw_penalty\", "
                                                                            "\"tie_share\""})

    def test_every_object_of_every_request(self):
        for request in FULL:
            for path in places(request):
                parent = path[:-1]
                holder = request
                for key in parent:
                    holder = holder[key]
                if not parent or not isinstance(holder, dict) or path[-1] != next(iter(holder)):
                    continue  # once an object
                with self.subTest(op=request["op"], object=parent):
                    answer = api.handle(put(request, (*parent, "colour"), 1))
                    self.assertRegex(error(answer).get("message", ""), "(unknown field|has no field) 'colour'")

    def test_a_forms_key_that_no_box_is(self):
        for view, form in (("commerce", {"hands": "As Ks Qs"}), ("vingt-un", {"dealer": "10c 7d", "players": "As Kd"}),
                           ("hookey", {"dealer": "8h", "players": "9s"}), ("hookey-packets", {"dealer": "8h", "packets": "Kc 3s"}),
                           ("vingt-un-strategy", {"stands": "17"}), ("stakes", {"players": "A 9 9 rank 1\nB 9 9 rank 2"})):
            with self.subTest(view=view):
                request = {"op": web.VIEW_OPS[view], "view": view, **form}
                self.assertNotIn("error", json.loads(web.respond(json.dumps(request)))["answer"])
                answer = json.loads(web.respond(json.dumps({**request, "colour": "red"})))["answer"]  # was passed over
                self.assertIn("unknown field 'colour'", error(answer).get("message", ""))


class NullIsNoValue(unittest.TestCase):
    """null is no value: a field is given, or left out for its default; every field of every op refuses null (issue 42:
    it meant "not given" in "rules", "target", "variant", the simulator's "hand" and a strategy's "up_to")."""

    def test_every_field_of_every_op(self):
        for request in FULL:
            for path in places(request):
                with self.subTest(op=request["op"], field=path):
                    answer = api.handle(put(request, path, None))
                    self.assertNotIn(error(answer).get("code"), (None, "internal"), answer)
                    self.assertEqual(error(answer)["code"], "bad-request")
                    self.assertRegex(error(answer)["message"], r'^"\w+"( of (item \d+|"\w+"))* is null: give it a value, or leave it out$')

    def test_a_seat_dealt_as_usual_is_null_in_the_simulators_hands(self):
        self.assertNotIn("error", api.handle({"op": "simulate", "players": 2, "deals": 10, "hands": [None, "Js Jh"]}))

    def test_the_fields_that_took_null_as_not_given(self):
        cases = [({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": None}, '"rules" is null'),
                 ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "target": None}, '"target" is null'),
                 ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "variant": None}, '"variant" is null'),
                 ({"op": "vingt-un-strategy", "rules": None}, '"rules" is null'),
                 ({"op": "simulate", "players": 2, "deals": 10, "hand": None}, '"hand" is null'),
                 ({"op": "simulate", "players": 2, "deals": 10, "strategies": ["pat", {"like": "any-pair", "up_to": None}]},
                  '"up_to" of item 2 of "strategies" is null'),
                 ({"op": "commerce-worth", "cards": "Ah Kh Qh", "others": 9, "pack": 32, "deals": None}, '"deals" is null'),
                 ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": None, "cards": "As Kd"}]}, '"stake" of item 1 of "players" is null')]
        for request, where in cases:
            with self.subTest(request=request):
                self.assertEqual(error(api.handle(request)), {"code": "bad-request", "message": f"{where}: give it a value, or leave it out"})
        streamed = web.respond(json.dumps({"op": "simulate", "view": "simulate", "players": 2, "deals": 10, "hand": None, "stream": True}))
        self.assertEqual(json.loads(streamed)["answer"]["error"]["message"], '"hand" is null: give it a value, or leave it out')


class FieldsThatDoNotApply(unittest.TestCase):
    """A field that does not apply to the rest of the request is refused by name, saying why (issue 42: equal cards under
    Blind Hookey's first method were answered as "dealer"); the request without it is answered."""

    CASES = [
        ({"op": "hookey-worth", "method": 1, "ties": "stand-off"}, "ties", "to the first method"),
        ({"op": "hookey-worth", "method": 2, "players": 7}, "players", "to the second method"),
        ({"op": "hookey", "method": 1, "dealer": "8h", "players": [{"bottom": "9s"}], "packets": ["Kc", "3s"]}, "packets", "to the first method"),
        ({"op": "hookey", "method": 2, "dealer": "8h", "packets": ["Kc", "3s"], "stakes": [{"packet": 0}], "players": [{"bottom": "9s"}]},
         "players", "to the second method"),
        ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "average", "opponents": 5}, "opponents", "to the holds ranked by average"),
        ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "improve", "come_in": "jacks-or-better"}, "come_in", "to the holds ranked by"),
        ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 2, "deals": 500}, "deals", "to two players"),
        ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": 2, "seed": 9}, "seed", "to two players"),
        ({"op": "whisky", "cards": "Ks Kd 9c 5h 2s", "players": 2, "seed": 9}, "seed", "to two players"),
        ({"op": "whisky", "players": 2, "deals": 10}, "deals", "to two players"),
        ({"op": "commerce-worth", "cards": "Qh Qs 5d", "deals": 500}, "deals", "against one other hand"),
        ({"op": "commerce-worth", "cards": "Qh Qs 5d", "others": 1, "seed": 4}, "seed", "against one other hand"),
        ({"op": "vingt-un-strategy", "rules": {"privilege": 2}}, "privilege", "to the strategy"),
        ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "crib": False, "opponent": "sensible"}, "opponent", "to the kept hand alone"),
        ({"op": "show-practice", "seed": 5, "cards": "5h 5d 5s Jc", "starter": "5c"}, "seed", "to the cards given"),
        ({"op": "play-practice", "seed": 5, "plays": "5h 10d"}, "seed", "to the cards given"),
        ({"op": "draw-practice", "seed": 5, "cards": "8s 8h Kd 7c 2h"}, "seed", "to the cards given"),
        ({"op": "simulate", "players": 2, "deals": 10, "game": "straight", "strategy": {"like": "any-pair", "kicker": "ace"}}, "kicker",
         "at straight poker"),
        ({"op": "simulate", "players": 2, "deals": 10, "game": "stud", "strategies": ["pat", {"come_in": "jacks"}]}, "come_in", "at stud"),
    ]

    def test_each_is_refused_by_name_and_answered_without_it(self):
        for request, field, why in self.CASES:
            with self.subTest(request=request):
                said = error(api.handle(request)).get("message", "")
                self.assertIn(field, said)
                self.assertIn(f"not apply {why}", said)
                without = json.loads(json.dumps(request))
                for holder in (without, *(v for v in without.values() if isinstance(v, dict)),
                               *(s for v in without.values() if isinstance(v, list) for s in v if isinstance(s, dict))):
                    holder.pop(field, None)
                self.assertNotIn("error", api.handle(without))

    def test_the_forms_leave_out_what_does_not_apply(self):
        """A form sends every box it shows: its view leaves out the boxes that do not apply, as its labels say."""
        forms = [
            ({"op": "hookey-worth", "view": "hookey-worth", "method": "1", "players": "5", "ties": "stand-off"}, {"ties": "dealer"}),
            ({"op": "hookey-worth", "view": "hookey-worth", "method": "2", "players": "9", "ties": "stand-off"}, {"ties": "stand-off"}),
            ({"op": "holds", "view": "holds", "cards": "8s 8h Kd 7c 2h", "hold": "", "order": "average", "target": "improve",
              "opponents": "5", "come_in": "any-pair"}, {"order": "average"}),
            ({"op": "whisky", "view": "whisky", "cards": "Ks Kd 9c 5h 2s", "widow": "", "seen": "", "players": "2", "seat": "1", "seed": "4",
              "rules": "", "aim": "best-wins", "knocked": False}, {"players": 2}),
        ]
        for form, shown in forms:
            with self.subTest(form=form):
                answer = json.loads(web.respond(json.dumps(form)))["answer"]
                self.assertEqual({k: answer.get(k) for k in shown}, shown, answer)


class CardFieldsNamed(unittest.TestCase):
    """A card that is not one, or one given twice, names the field it is in as its box is labelled, and the answer carries
    the field and the problem in its own words (issue 42: straight's and pot-odds' cards and dead cards, and the older
    crib, draw, play and holds, said only "'Zz' is not a card")."""

    def test_every_card_field_of_every_op(self):
        for op, fields in api.CARD_FIELDS.items():
            for request in (r for r in FULL if r["op"] == op):
                for field, words in fields.items():
                    if field not in request:
                        continue
                    for value, problem in (("Zz", "'Zz' is not a card: ranks are A 2-10 J Q K (T for ten)"),
                                           ("9c 9c", "9c is given twice: a pack has only one of each card")):
                        with self.subTest(op=op, field=field, value=value):
                            answer = api.handle({**request, field: value})
                            self.assertEqual(answer["error"]["message"], f"{words}: {problem}")
                            self.assertEqual((answer["field"], answer["error"]["problem"]), (field, problem))

    def test_the_issues_fields(self):
        for request, said in (({"op": "straight", "cards": "Ks Kd 7c 7h Zz"}, "the five cards: 'Zz' is not a card"),
                              ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "dead": "Zz"}, "the dead cards: 'Zz' is not a card"),
                              ({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "dead": "Zz"}, "the dead cards: 'Zz'"),
                              ({"op": "crib", "cards": "5h 5d 5s Zz", "starter": "5c"}, "the hand: 'Zz'"),
                              ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "Zz"}, "the start: 'Zz'"),
                              ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "Zz"}, "the cards to hold: 'Zz'"),
                              ({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "Zz"}, "the cards played: 'Zz'"),
                              ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "dead": "Zz"}, "the dead cards: 'Zz'")):
            with self.subTest(request=request):
                self.assertTrue(error(api.handle(request))["message"].startswith(said))

    def test_through_the_worker_and_a_list_of_hands(self):
        answer = json.loads(web.respond(json.dumps({"op": "straight", "view": "straight", "cards": "Ks Kd 7c 7h Zz", "players": "5"})))
        self.assertEqual(answer["answer"]["field"], "cards")
        self.assertIn("the five cards: &#x27;Zz&#x27; is not a card", answer["html"])
        self.assertTrue(error(api.handle({"op": "showdown", "hands": ["As Kd 10h 10c 4s", "Zz"]}))["message"].startswith("hand 2: 'Zz'"))


if __name__ == "__main__":
    unittest.main()

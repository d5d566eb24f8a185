"""Every op's request has a type of its own: the facade reads JSON into it once (`Operation.read`), and the
game is answered from it (`Operation.answer`). A typed request built by hand is the one the JSON reads as,
and is answered as the JSON is."""

import dataclasses
import unittest
from fractions import Fraction

from hoyle import api
from hoyle.api import cribbage, poker, rounds
from hoyle.api.reading import NOT_GIVEN, Operation
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.rounds.vingt_un import Agreements

BLAZE = HouseRules.parse("blaze")

# op -> (its JSON request, the typed request it reads as)
CASES = {
    "hand": ({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "blaze"}, poker.HandRequest("As Kd 10h 10c 4s", BLAZE)),
    "showdown": ({"op": "showdown", "hands": "Qs Qd 2c 2h 5s\nJs Jd 10c 10h As"},
                 poker.ShowdownRequest(("Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"), STANDARD)),
    "odds": ({"op": "odds", "rules": ["blaze"]}, poker.RulesRequest(BLAZE)),
    "rules": ({"op": "rules"}, poker.RulesRequest(STANDARD)),
    "draw": ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"}, poker.DrawRequest("8s 8h Kd 7c 2h", "8s 8h")),
    "holds": ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "average", "opponents": "2"},
              poker.HoldsRequest("8s 8h Kd 7c 2h", order="average", opponents=2)),
    "draw-practice": ({"op": "draw-practice", "seed": "7", "hold": "", "hands": "3", "best": "1", "given": "0.25"},
                      poker.DrawPracticeRequest("", 7, hands=3, best=1, given=25)),
    "averages": ({"op": "averages"}, poker.AveragesRequest()),
    "crib": ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c"}, cribbage.CribRequest("5h 5d 5s Jc", "5c", False, "six-card")),
    "peg": ({"op": "peg", "cards": "5h 4s 3d 6c"}, cribbage.PegRequest("5h 4s 3d 6c")),
    "play": ({"op": "play", "pone": "5h 4s 3d", "dealer": "6c 10d Kh", "plays": "5h 6c"},
             cribbage.PlayRequest("5h 4s 3d", "6c 10d Kh", "5h 6c", "five-card")),
    "layout": ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "dealer": False, "crib": False},
               cribbage.LayoutRequest("5h 5d Jc Js 4h 6c", "six-card", False, False)),
    "show-practice": ({"op": "show-practice", "cards": "5h 5d 5s Jc", "starter": "5c", "claim": "29", "hands": "2", "right": "1"},
                      cribbage.ShowPracticeRequest("5h 5d 5s Jc", "5c", None, claim=cribbage.Claim(29, {}), score=cribbage.Score(2, 1, 0))),
    "play-practice": ({"op": "play-practice", "seed": "12", "fifteens": "2"},
                      cribbage.PlayPracticeRequest("", 12, cribbage.Claim(None, {"fifteens": 2}))),
    "commerce": ({"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"]}, rounds.CommerceRequest(("As Ks Qs", "5h 5d 5c"))),
    "vingt-un": ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 9h"}, {"stake": 2, "hands": ["8s 3d", "8d Kh"]}],
                  "rules": {"privilege": 1, "tie_share": "1/4"}},
                 rounds.VingtUnRequest("10c 7d", ((1, ("9s 9h",)), (2, ("8s 3d", "8d Kh"))), Agreements(1, 0, Fraction(1, 4)))),
    "hookey": ({"op": "hookey", "method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}], "ace": "high"},
               rounds.HookeyRequest(2, "Qd", ((0, 2),), ("Kc", "3s"), "high")),
}


class TypedRequests(unittest.TestCase):
    def test_every_op_reads_its_request_into_a_type_of_its_own(self):
        self.assertEqual(set(CASES) | {"simulate"}, set(api.OPERATIONS))
        for op, operation in api.OPERATIONS.items():
            with self.subTest(op=op):
                self.assertIsInstance(operation, Operation)

    def test_a_typed_request_built_by_hand_is_the_one_the_json_reads_as_and_answers_alike(self):
        for op, (request, typed) in CASES.items():
            with self.subTest(op=op):
                operation = api.OPERATIONS[op]
                self.assertEqual(operation.read(request), typed)
                answer = operation.answer(typed)
                self.assertNotIn("error", answer)
                self.assertEqual(answer, api.handle(request))

    def test_typed_requests_are_frozen(self):
        for op, (_, typed) in CASES.items():
            with self.subTest(op=op), self.assertRaises(dataclasses.FrozenInstanceError):
                setattr(typed, next((f.name for f in dataclasses.fields(typed)), "cards"), "As")  # a request of no field: one added

    def test_the_simulator_reads_into_its_checked_setup(self):
        setup = api.OPERATIONS["simulate"].read({"op": "simulate", "players": "2", "deals": "500", "seed": 9, "strategies": "any-pair, pat"})
        self.assertEqual((setup.players, setup.deals, setup.seed, [s.name for s in setup.strategies]), (2, 500, 9, ["any-pair", "pat"]))
        self.assertEqual(api.OPERATIONS["simulate"].answer(setup), api.handle({"op": "simulate", "players": 2, "deals": 500, "seed": 9,
                                                                               "strategies": ["any-pair", "pat"]}))

    def test_a_hold_left_out_is_not_a_hold_of_null(self):
        self.assertIs(poker.HoldsRequest.read({"op": "holds", "cards": "8s 8h Kd 7c 2h"}).hold, NOT_GIVEN)
        refused = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": None})
        self.assertEqual((refused["error"]["code"], refused["field"], refused["hand"]), ("bad-request", "hold", ["8s", "8h", "Kd", "7c", "2h"]))

    def test_a_field_is_read_before_the_cards_are(self):
        # read once, at the edge: a claim that is not a number is named before the game reads the cards
        answer = api.handle({"op": "show-practice", "cards": "5h 5h 5s Jc", "starter": "5c", "claim": "3.5"})
        self.assertEqual(answer["error"]["code"], "bad-number")
        answer = api.handle({"op": "show-practice", "cards": "5h 5h 5s Jc", "starter": "5c", "claim": "3"})
        self.assertEqual(answer["error"]["code"], "duplicate-card")


if __name__ == "__main__":
    unittest.main()

"""Every op's request has a type of its own: the facade reads JSON into it once (`Operation.read`), and the
game is answered from it (`Operation.answer`). A typed request built by hand is the one the JSON reads as,
and is answered as the JSON is."""

import dataclasses
import unittest
from fractions import Fraction

from hoyle import api
from hoyle.api import cribbage, poker, rounds
from hoyle.api.limits import LimitsRequest
from hoyle.api.pot_odds import PotOddsRequest
from hoyle.api.progressive import ProgressiveRequest
from hoyle.api.reading import rules_named
from hoyle.api.simulate import read_setup
from hoyle.errors import Refusal
from hoyle.api.rounds import CommerceWorthRequest, HookeyWorthRequest, VingtUnAdviceRequest, VingtUnStrategyRequest
from hoyle.api.stakes import FreezeOutRequest, StakesRequest
from hoyle.api.straight import StraightRequest
from hoyle.api.stud import StudChancesRequest, StudRequest
from hoyle.api.whisky import WhiskyRequest
from hoyle.poker.limits import Doubling
from hoyle.poker.stakes import Player
from hoyle.api.reading import NOT_GIVEN, Operation
from hoyle.poker.rules import STANDARD
from hoyle.poker.simulate import PRESETS, Setup
from hoyle.rounds.vingt_un import Agreements

BLAZE = rules_named("blaze")

# op -> (its JSON request, the typed request it reads as)
CASES = {
    "hand": ({"op": "hand", "cards": "As Kd 10h 10c 4s", "rules": "blaze"}, poker.HandRequest("As Kd 10h 10c 4s", BLAZE)),
    "showdown": ({"op": "showdown", "hands": "Qs Qd 2c 2h 5s\nJs Jd 10c 10h As"},
                 poker.ShowdownRequest(("Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"), STANDARD)),
    "odds": ({"op": "odds", "rules": ["blaze"]}, poker.RulesRequest(BLAZE)),
    "rules": ({"op": "rules"}, poker.RulesRequest(STANDARD)),
    "draw": ({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"}, poker.DrawRequest("8s 8h Kd 7c 2h", "8s 8h")),
    "holds": ({"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "win", "opponents": "2"},
              poker.HoldsRequest("8s 8h Kd 7c 2h", order="win", opponents=2)),
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
    "pot-odds": ({"op": "pot-odds", "pot": "5", "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "target": "flush"},
                 PotOddsRequest(5, 2, "Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", "", STANDARD, "flush")),
    "straight": ({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "players": "3", "deals": 500, "rules": "no-straights"},
                 StraightRequest("Ks Kd 7c 7h 2s", 3, "", 500, 1, rules_named("no-straights"))),
    "limits": ({"op": "limits", "first": "2", "rule": "last", "raises": 6}, LimitsRequest(2, Doubling.LAST, 6, 1, 5)),
    "stakes": ({"op": "stakes", "players": ["A 30 10 drops", "B 8 8 rank 1", "C 30 20 rank 2"]},
               StakesRequest((Player("A", 30, 10, True, (), None), Player("B", 8, 8, False, (), 1), Player("C", 30, 20, False, (), 2)),
                             STANDARD)),
    "freeze-out": ({"op": "freeze-out", "players": ["A", "B"], "deals": [[1, -1]]}, FreezeOutRequest((("A", 20), ("B", 20)), ((1, -1),), 0)),
    "whisky": ({"op": "whisky", "cards": "Ks Kd 9c 5h 2s", "widow": "Kh 7d 7c 4h 3s", "deals": 50, "aim": "worst-pays", "knocked": True},
               WhiskyRequest("Ks Kd 9c 5h 2s", "Kh 7d 7c 4h 3s", "", 5, 1, 50, 1, STANDARD, "worst-pays", True)),
    "stud": ({"op": "stud", "seed": 7, "players": 5, "round": 2}, StudRequest(7, 5, 2, 1, STANDARD)),
    "stud-chances": ({"op": "stud-chances", "down": "As", "up": "Ad Kc 7h"}, StudChancesRequest("As", "Ad Kc 7h", (), STANDARD)),
    "progressive": ({"op": "progressive", "players": "4", "progression": "step-down"}, ProgressiveRequest(4, 2, 1, "step-down")),
    "commerce-worth": ({"op": "commerce-worth", "cards": "Qh Qs 9d", "others": "3", "pack": 32, "deals": "500", "seed": 9},
                       CommerceWorthRequest("Qh Qs 9d", 3, 32, 500, 9)),
    "hookey-worth": ({"op": "hookey-worth", "method": "2", "ties": "stand-off"}, HookeyWorthRequest(2, 5, "stand-off")),
    "peg-advice": ({"op": "peg-advice", "cards": "5h 9c", "plays": "10d", "held": "3"}, cribbage.PegAdviceRequest("5h 9c", "10d", "", 3)),
    "vingt-un-strategy": ({"op": "vingt-un-strategy", "stands": "16", "rules": {"overdraw_penalty": "2"}},
                          VingtUnStrategyRequest(16, rounds.vingt_un_game.Agreements(0, 2, Fraction(0)))),
    "vingt-un-advice": ({"op": "vingt-un-advice", "cards": "10c 6d", "dealer": "7h", "stands": "16"},
                        VingtUnAdviceRequest("10c 6d", "7h", "", 16)),
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

    def test_the_simulators_request_is_read_once_whole_or_in_parts(self):
        """Answered at once or in parts, the simulator's request is read by one reader, its op's (`hoyle.api.simulate`):
        a wrong setting, strategy, fixed hand or house rule is refused there, in the same words either way; the simulator
        below takes the Setup read, and a Setup built by hand is the one the JSON reads as."""
        self.assertIs(api.IN_PARTS["simulate"].read, api.OPERATIONS["simulate"].read)
        wrong = [{"players": 9}, {"game": "stud", "jackpot": True}, {"rules": 5}, {"rules": "pinochle"}, {"rules": "skip,no-straights"},
                 {"strategy": "timid"}, {"strategies": ["pat", {"like": "any-pair", "kicker": "queen"}]},
                 {"game": "straight", "strategy": {"kicker": "ace"}}, {"hands": ["Js Jh", "Js"]}, {"hand": "joker Jh"}, {"shuffles": 1}]
        for settings in wrong:
            request = {"op": "simulate", "players": 2, "deals": 10, **settings}
            with self.subTest(settings=settings):
                with self.assertRaises(Refusal) as e:
                    read_setup(request)
                refusal = {"code": e.exception.code, "message": e.exception.message}
                self.assertEqual(api.handle(request)["error"], refusal)
                self.assertEqual(api.stream(request)["error"], refusal)
        typed = Setup(2, 500, 9, 500, False, STANDARD, (PRESETS["any-pair"], PRESETS["pat"]), (None, None))
        request = {"op": "simulate", "players": 2, "deals": 500, "seed": 9, "strategies": "any-pair, pat"}
        self.assertEqual(api.OPERATIONS["simulate"].read(request), typed)
        self.assertEqual(list(api.IN_PARTS["simulate"].parts(typed)), [api.handle(request)])

    def test_a_hold_left_out_is_not_a_hold_of_null(self):
        self.assertIs(poker.HoldsRequest.read({"op": "holds", "cards": "8s 8h Kd 7c 2h"}).hold, NOT_GIVEN)
        refused = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": None})  # null is no value (issue 42), in any field
        self.assertEqual(refused["error"], {"code": "bad-request", "message": "\"hold\" is null: give it a value, or leave it out"})
        refused = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h", "hold": 5})
        self.assertEqual((refused["error"]["code"], refused["field"], refused["hand"]), ("bad-request", "hold", ["8s", "8h", "Kd", "7c", "2h"]))

    def test_a_field_is_read_before_the_cards_are(self):
        # read once, at the edge: a claim that is not a number is named before the game reads the cards
        answer = api.handle({"op": "show-practice", "cards": "5h 5h 5s Jc", "starter": "5c", "claim": "3.5"})
        self.assertEqual(answer["error"]["code"], "bad-number")
        answer = api.handle({"op": "show-practice", "cards": "5h 5h 5s Jc", "starter": "5c", "claim": "3"})
        self.assertEqual(answer["error"]["code"], "duplicate-card")


class ShapeCheckedOnce(unittest.TestCase):
    """A widget's request has its shape checked once, as it comes (`hoyle.web.answer`); the engine's request a form's
    flat fields make is checked once more, as a request of its own; `api.handle`, the command line's way in, checks
    its own."""

    def counted(self, request) -> int:
        import hoyle.web
        from unittest import mock

        from hoyle import inputs

        calls = []

        def check(value):
            calls.append(value)
            return inputs.check_shape(value)

        with mock.patch.object(hoyle.web, "check_shape", check), mock.patch.object(api, "check_shape", check):
            result, _ = hoyle.web.answer(request)
        self.assertNotIn("error", result, result)
        return len(calls)

    def test_a_request_of_an_op(self):
        self.assertEqual(self.counted({"op": "hand", "cards": "As Kd 10h 10c 4s", "view": "hand"}), 1)

    def test_a_simulation_in_parts(self):
        self.assertEqual(self.counted({"op": "simulate", "players": "3", "deals": "100", "seed": "1", "stream": True}), 1)

    def test_a_forms_fields_and_the_request_they_make(self):
        self.assertEqual(self.counted({"op": "holds", "cards": "As Kd 10h 10c 4s", "view": "holds"}), 2)

    def test_the_command_lines_way_in(self):
        from unittest import mock

        from hoyle import inputs

        with mock.patch.object(api, "check_shape", wraps=inputs.check_shape) as check:
            self.assertNotIn("error", api.handle({"op": "hand", "cards": "As Kd 10h 10c 4s"}))
        self.assertEqual(check.call_count, 1)


if __name__ == "__main__":
    unittest.main()

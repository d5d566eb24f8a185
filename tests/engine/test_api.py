"""The facade: exact answers, errors as values, never an exception."""

import doctest
import json
import unittest
from unittest import mock

import hoyle.api
import hoyle.cards
import hoyle.errors
import hoyle.inputs
import hoyle.poker.averages
import hoyle.poker.draw
import hoyle.poker.hands
import hoyle.poker.odds
import hoyle.poker.rules
import hoyle.quote
import hoyle.streams
import hoyle.words
from hoyle import api, web


class Hand(unittest.TestCase):
    def test_answer(self):
        self.assertEqual(api.handle({"op": "hand", "cards": "As Kd 10h 10c 4s"}), {
            "cards": ["As", "Kd", "10h", "10c", "4s"],
            "symbols": "A♠ K♦ 10♥ 10♣ 4♠",
            "class": "one-pair",
            "name": "One pair",
            "call": "A pair of tens",
            "description": "A pair of tens, with ace, king and four",
            "rank": [1, 10, 14, 13, 4],
            "useless": ["As", "Kd", "4s"],
            "playing": ["10h", "10c"],
        })

    def test_list_of_cards_and_spellings(self):
        answer = api.handle({"op": "hand", "cards": ["as", "KS", "Q♠", "jS", "Ts"]})
        self.assertEqual((answer["class"], answer["name"], answer["cards"]), ("straight-flush", "Royal flush", ["As", "Ks", "Qs", "Js", "10s"]))

    def test_errors_name_the_problem_and_the_cards_read(self):
        self.assertEqual(api.handle({"op": "hand", "cards": "As Kd 1h 10c 4s"}), {
            "error": {"code": "bad-card", "message": "the five cards: '1h' is not a card: ranks are A 2-10 J Q K (T for ten)",
                      "problem": "'1h' is not a card: ranks are A 2-10 J Q K (T for ten)"},
            "field": "cards",
            "in_use": ["As", "Kd", "10c", "4s"],
        })
        self.assertEqual(api.handle({"op": "hand", "cards": "As Kd As 10c 4s"})["error"]["code"], "duplicate-card")
        self.assertEqual(api.handle({"op": "hand", "cards": "As Kd As 10c 4s"})["in_use"], ["As", "Kd", "10c", "4s"])
        self.assertEqual(api.handle({"op": "hand", "cards": "As Kd"})["error"],
                         {"code": "wrong-count", "message": "a poker hand has five cards; you gave 2 cards"})

    def test_bad_requests_never_raise(self):
        cases = [
            (None, "bad-request"), (42, "bad-request"), ([], "bad-request"), ({}, "unknown-op"),
            ({"op": "nope"}, "unknown-op"), ({"op": "hand"}, "bad-request"),
            ({"op": "hand", "cards": 5}, "bad-request"), ({"op": "hand", "cards": [1, 2]}, "bad-request"),
            ({"op": "hand", "cards": "x" * 100}, "bad-card"),
            ({"op": "hand", "cards": "x" * 100000}, "too-large"),  # refused before it is read
            ({"op": "hand", "cards": " ".join(["As"] * 1000)}, "duplicate-card"),
            ({"op": "hand", "cards": " ".join(["As"] * 10000)}, "too-large"),
        ]
        for request, code in cases:
            with self.subTest(request=str(request)[:40]):
                self.assertEqual(api.handle(request)["error"]["code"], code)

    def test_json(self):
        self.assertEqual(json.loads(api.handle_json("{not json"))["error"]["code"], "bad-json")
        self.assertEqual(json.loads(api.handle_json('{"op": "hand", "cards": "5s 5d 5h 2c 2s"}'))["class"], "full-hand")


class Operations(unittest.TestCase):
    """Every operation of the facade, with exact answers, and errors as values."""

    def test_odds(self):
        answer = api.handle({"op": "odds"})
        self.assertEqual(answer["total"], 2598960)
        self.assertEqual(answer["classes"]["no-pair"], 1302540)
        self.assertEqual(answer["odds"]["three-of-a-kind"]["odds"], "46 to 1")
        self.assertEqual(api.handle({"op": "odds", "rules": "joker"})["total"], 2869685)

    def test_draw(self):
        answer = api.handle({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"})
        self.assertEqual((answer["draws"], answer["outcomes"]["one-pair"], answer["outcomes"]["two-pairs"]), (16215, 11559, 2592))
        # A flush or better from a pair: only the full hands and fours (165 + 45).
        self.assertEqual(api.handle({"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": ["8s", "8h"], "target": "flush"})["target"]["count"], 210)

    def test_holds(self):
        answer = api.handle({"op": "holds", "cards": "Ah 9h 6h 3h Kc", "target": "flush", "order": "target"})
        self.assertEqual(len(answer["holds"]), 32)
        self.assertEqual(answer["holds"][0]["hold"], ["Ah", "9h", "6h", "3h"])

    def test_showdown(self):
        answer = api.handle({"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"]})
        self.assertEqual((answer["winners"], answer["decided_by"]["rule"]), ([0], "two-pairs"))
        joker = api.handle({"op": "showdown", "hands": ["Qs joker 9d 7c 4h", "Qh Qd 9c 7s 4d"], "rules": ["joker"]})
        self.assertEqual((joker["winners"], joker["decided_by"]["rule"]), ([0], "joker"))

    def test_hand_under_rules(self):
        answer = api.handle({"op": "hand", "cards": "10s 8h 6d 4c 2h", "rules": "skip"})
        self.assertEqual((answer["class"], answer["description"], answer["rules"]), ("skip", "A skip (Dutch straight), ten high", ["skip"]))

    def test_rules(self):
        answer = api.handle({"op": "rules", "rules": "joker,two-pairs-over-threes"})
        self.assertEqual([c["id"] for c in answer["classes"]][:4], ["no-pair", "one-pair", "three-of-a-kind", "two-pairs"])

    def test_simulate(self):
        request = {"op": "simulate", "players": 4, "deals": 300, "seed": 7, "strategy": "jacks-or-better", "jackpot": True}
        first = api.handle(request)
        self.assertEqual((first["done"], first["deals"], first["players"], first["jackpot"]), (True, 300, 4, True))
        self.assertEqual(api.handle(request), first)  # seeded
        self.assertEqual(api.handle({**request, "players": 9})["error"]["code"], "bad-players")
        self.assertEqual(api.handle({**request, "strategy": "bluff"})["error"]["code"], "unknown-strategy")

    def test_crib_and_peg(self):
        answer = api.handle({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c"})
        self.assertEqual((answer["total"], answer["variant"], answer["items"][-1]),
                         (29, "six-card", {"kind": "nob", "points": 1, "cards": ["Jc"], "words": "one for his nob"}))
        self.assertEqual(api.handle({"op": "crib", "cards": "5h 5d 5s", "starter": "10c"})["total"], 14)  # five-card, from three cards
        # no flush in the crib without the starter
        self.assertEqual(api.handle({"op": "crib", "cards": "2h 4h 6h 8h", "starter": "Kc", "crib": True})["total"], 0)
        # in the hand it counts
        self.assertEqual(api.handle({"op": "crib", "cards": "2h 4h 6h 8h", "starter": "Kc"})["claim"], "four for a flush, four")
        peg = api.handle({"op": "peg", "cards": "5h 4s 3d 6c"})
        self.assertEqual((peg["count"], peg["total"]), (18, 4))
        for request, code in (
            ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5h"}, "duplicate-card"),
            ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "variant": "five-card"}, "wrong-count"),
            ({"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "variant": "nine-card"}, "bad-variant"),
            ({"op": "crib", "cards": "5h 5d 5s Jc"}, "bad-request"),
            ({"op": "peg", "cards": "Kh Qs Jd 5c"}, "over-thirty-one"),
        ):
            with self.subTest(request=request):
                self.assertEqual(api.handle(request)["error"]["code"], code)

    def test_play(self):
        answer = api.handle({"op": "play", "pone": "5h 4s 3d", "dealer": "6c 10d Kh", "plays": "5h 6c 4s 10d 3d"})
        self.assertEqual((answer["variant"], answer["scores"], answer["over"], answer["next"]), ("five-card", {"pone": 6, "dealer": 0}, True, None))
        self.assertEqual([t["kind"] for t in answer["turns"]], ["card"] * 5 + ["go", "last-card"])
        self.assertEqual(answer["turns"][2]["items"], [
            {"kind": "fifteen", "points": 2, "cards": ["5h", "6c", "4s"], "words": "fifteen two"},
            {"kind": "run", "points": 3, "cards": ["5h", "6c", "4s"], "words": "three for a run of three"},
        ])
        self.assertEqual(answer["unplayed"], {"pone": [], "dealer": ["Kh"]})
        part = api.handle({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": ["5h", "6c"]})
        self.assertEqual((part["variant"], part["next"], part["count"], part["playable"]), ("six-card", "pone", 11, ["4s", "3d", "2c"]))
        for request, code in (
            ({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "6c"}, "not-his-turn"),
            ({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": 5}, "bad-request"),
            ({"op": "play", "pone": "5h 4s 3d 2c", "plays": "5h"}, "bad-request"),
            ({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "5h 6c 4x"}, "bad-card"),
        ):
            with self.subTest(request=request):
                self.assertEqual(api.handle(request)["error"]["code"], code)

    def test_round_games(self):
        self.assertEqual(api.handle({"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"]})["winners"], [1])
        self.assertEqual(api.handle({"op": "commerce", "hands": ["As Ks Qs", "As 5d 5c"]})["error"]["code"], "duplicate-card")
        self.assertEqual(api.handle({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}]})["dealer_total"], -2)
        self.assertEqual(api.handle({"op": "hookey", "method": 3, "dealer": "8h"})["error"]["code"], "bad-method")

    def test_errors(self):
        cases = [
            ({"op": "hand", "cards": "As Kd Qh Jc 9s", "rules": "blaze,tigers"}, "unknown-rule"),
            ({"op": "hand", "cards": "As Kd Qh Jc 9s", "rules": 7}, "bad-request"),
            ({"op": "draw", "cards": "As Kd Qh Jc 9s Ts", "hold": "As"}, "wrong-count"),
            ({"op": "draw", "cards": "As Kd Qh Jc 9s", "hold": "2s"}, "not-in-hand"),
            ({"op": "draw", "cards": "As Kd Qh Jc 9s", "hold": "As", "target": 5}, "bad-request"),
            ({"op": "draw", "cards": "As Kd Qh Jc 9s", "hold": "As", "target": "a pair"}, "bad-target"),
            ({"op": "holds", "cards": "As Kd Qh Jc 9s", "order": "best"}, "bad-request"),
            ({"op": "showdown", "hands": "As Kd Qh Jc 9s"}, "wrong-count"),  # one hand a line: only one
            ({"op": "showdown", "hands": 5}, "bad-request"),
            ({"op": "showdown", "hands": ["As Kd Qh Jc 9s", "As 2d 3h 4c 6s"]}, "duplicate-card"),
            ({"op": "showdown", "hands": ["As Kd Qh Jc 9s"]}, "wrong-count"),
        ]
        for request, code in cases:
            with self.subTest(request=request):
                self.assertEqual(api.handle(request)["error"]["code"], code)


class Web(unittest.TestCase):
    def test_respond_renders_the_same_answer(self):
        out = json.loads(web.respond('{"op": "hand", "cards": "Qs Qd 2c 2h 5s"}'))
        self.assertEqual(out["answer"]["description"], "Two pairs, queens up: queens and deuces, with a five")
        self.assertIn('<p class="hoyle-description">Two pairs, queens up: queens and deuces, with a five</p>', out["html"])
        self.assertIn('data-card="5s" role="img" aria-label="five of spades (useless)"', out["html"])

    def test_respond_error_is_escaped(self):
        out = json.loads(web.respond('{"op": "hand", "cards": "<b>x</b>"}'))
        self.assertEqual(out["answer"]["error"]["code"], "bad-card")
        self.assertNotIn("<b>", out["html"])
        self.assertIn("&lt;b&gt;x&lt;/b&gt;", out["html"])
        self.assertEqual(json.loads(web.respond("nope"))["answer"]["error"]["code"], "bad-json")

    def test_fence_prerenders_the_starting_answer(self):
        html = web.fence("widget: hand\nid: hand\ncards: As Kd 10h 10c 4s\n", "hoyle", "hoyle", {}, None)
        self.assertIn('data-widget="hand"', html)
        self.assertIn('value="As Kd 10h 10c 4s"', html)
        self.assertIn("A pair of tens, with ace, king and four", html)
        self.assertEqual(html.count('class="hoyle-pick '), 53)  # 52 cards and the joker

    def test_fence_errors(self):
        with self.assertLogs("mkdocs.plugins.hoyle", "WARNING"):
            self.assertIn("unknown widget", web.fence("widget: nope", "hoyle", "hoyle", {}, None))
        with self.assertLogs("mkdocs.plugins.hoyle", "WARNING"):
            web.fence("widget: hand\ncards: As", "hoyle", "hoyle", {}, None)


class RenderersTakeTheAnswer(unittest.TestCase):
    """A renderer draws an answer and nothing else: what a refusal shows beside the picker (the cards read)
    comes in the answer, from the facade, not from the request."""

    def test_every_renderer_takes_the_answer_alone(self):
        import inspect

        for view, renderer in web.RENDERERS.items():
            with self.subTest(view=view):
                self.assertEqual(list(inspect.signature(renderer).parameters), ["answer"])

    def test_a_refusal_names_the_cards_that_were_read(self):
        cases = [
            ({"op": "crib", "cards": "5h 5d Xx Jc", "starter": "5s"}, ["5h", "5d", "Jc", "5s"]),
            ({"op": "crib", "cards": "5h 5d Jo Jc", "starter": "5s", "variant": "six"}, ["5h", "5d", "Jc", "5s"]),  # no joker at cribbage
            ({"op": "show-practice", "cards": "5h 5h", "starter": "5s"}, ["5h", "5s"]),
            ({"op": "layout", "cards": "5h 5d 5s Jc 4c Zz"}, ["5h", "5d", "5s", "Jc", "4c"]),
            ({"op": "play", "pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s", "plays": "Kh"}, ["5h", "4s", "3d", "2c", "6c", "10d", "Kh", "9s"]),
            ({"op": "play-practice", "plays": "5h 5h"}, ["5h"]),
            ({"op": "holds", "cards": "As Kd Jo 10c 1h"}, ["As", "Kd", "joker", "10c"]),
            ({"op": "draw-practice", "cards": "As Kd Jo 10c 4s"}, ["As", "Kd", "joker", "10c", "4s"]),
            ({"op": "commerce", "hands": ["As Kd Xx", "2c 3c"]}, ["As", "Kd", "2c", "3c"]),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "As Zz"}, {"hands": ["8s 3d", ["8d", "Kh"]]}]},
             ["10c", "7d", "As", "8s", "3d", "8d", "Kh"]),
            ({"op": "hookey", "method": 1, "dealer": "8h", "players": [{"bottom": "Ac"}, {"bottom": "Xx"}]}, ["8h", "Ac"]),
        ]
        for request, read in cases:
            with self.subTest(request=request):
                answer = api.handle(request)
                self.assertIn("error", answer)
                self.assertEqual(answer["in_use"], read)
        self.assertNotIn("in_use", api.handle({"op": "peg", "cards": "5h Xx"}))  # no widget greys a picker for it

    def test_a_hand_counted_in_another_game_says_how_many_cards_were_given(self):
        answer = api.handle({"op": "crib", "cards": "5h 5c 5s", "starter": "5d", "variant": "six-card"})
        self.assertEqual((answer["error"]["code"], answer["cards_given"], answer["in_use"]), ("wrong-count", 3, ["5h", "5c", "5s", "5d"]))
        self.assertIn("Three cards and the start would be counted", web.render(answer, "crib"))

    def test_a_form_field_that_is_not_text_keeps_the_cards_of_the_others(self):
        answer, view = web.answer({"op": "hookey", "view": "hookey", "dealer": "8h", "players": 5})
        self.assertEqual((answer["error"]["code"], answer["in_use"], view), ("bad-request", ["8h"], "hookey"))
        self.assertIn('data-in-use="8h"', web.render(answer, view))


class OneCatchAll(unittest.TestCase):
    """A fault in the engine is caught once, at the entry point the request came in by, and answered as
    "internal"; through web.answer the answer still renders in the widget's view."""

    def test_a_fault_is_internal_at_each_entry_point(self):
        def broken(request):
            raise ZeroDivisionError("a bug")

        request = {"op": "hand", "cards": "As Kd 10h 10c 4s"}
        with mock.patch.dict(api.OPERATIONS, {"hand": broken}):
            self.assertEqual(api.handle(request)["error"]["code"], "internal")
            with self.assertRaises(ZeroDivisionError):
                api.answer_of(request)  # the facade's own answer raises: its callers catch, once
            answer, view = web.answer({**request, "view": "hand"})
            self.assertEqual(answer["error"], {"code": "internal", "message": api.INTERNAL})
            self.assertEqual(view, "hand")  # shown by the evaluator, as a live answer is
            out = json.loads(web.respond(json.dumps({**request, "view": "hand"})))
            self.assertEqual(out["answer"]["error"]["code"], "internal")
            self.assertIn(api.INTERNAL.split(":")[0], out["html"])

    def test_a_wrong_request_raises_below_and_is_answered_above(self):
        with self.assertRaises(hoyle.errors.RequestError):
            api.answer_of({"op": "handz"})
        self.assertEqual(api.handle({"op": "handz"})["error"]["code"], "unknown-op")
        with self.assertRaises(hoyle.errors.RequestError):
            api.parts_of({"op": "hand"})
        self.assertEqual(api.stream({"op": "hand"})["error"]["code"], "no-stream")


class Doctests(unittest.TestCase):
    def test_docstring_examples(self):
        for module in (hoyle.cards, hoyle.poker.hands, hoyle.poker.rules, hoyle.poker.odds, hoyle.poker.draw, hoyle.poker.averages, hoyle.api,
                       hoyle.inputs, hoyle.quote, hoyle.streams, hoyle.words, hoyle.errors):
            with self.subTest(module=module.__name__):
                result = doctest.testmod(module)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


if __name__ == "__main__":
    unittest.main()

"""Practice at the draw (issue 16): a hand dealt by its seed, the reader's hold weighed against the best
of the 32 by the chance of the best hand at the table, the running score, and hostile fields answered
with a message. The shares are the draw advisor's (tests/engine/test_advice.py checks them); the
figures here are exact, read from the engine once and pinned."""

import json
import unittest
from fractions import Fraction

from hoyle import api, web
from hoyle.poker.draw import Deal
from hoyle.poker.draw_practice import deal, judge


def practice(**fields) -> dict:
    return api.handle({"op": "draw-practice", **fields})


class Dealing(unittest.TestCase):
    def test_a_seed_deals_a_given_hand(self):
        self.assertEqual([c.code for c in deal(1861)], ["3c", "2d", "9d", "Kc", "8d"])
        self.assertEqual([c.code for c in deal(4242)], ["Ad", "6s", "Ks", "Ac", "3h"])
        answer = practice(seed="4242")
        self.assertEqual((answer["hand"], answer["dealt"], answer["seed"], answer["held"]), (["Ad", "6s", "Ks", "Ac", "3h"], True, 4242, []))

    def test_five_different_cards_every_time(self):
        for seed in range(1, 400):
            self.assertEqual(len({c.code for c in deal(seed)}), 5)
            self.assertEqual(deal(seed), deal(seed))

    def test_nothing_is_given_away_before_the_draw(self):
        answer = practice(seed="4242", hold="Ad Ac")
        self.assertFalse(answer["checked"])
        for key in ("holds", "pick", "rank", "best", "given_up", "after"):
            self.assertNotIn(key, answer)
        html = web.render(answer, "draw-practice")
        self.assertIn("Holding <strong>A♦ A♣</strong>, you draw 3 cards.", html)
        self.assertNotIn("%", html)

    def test_typed_cards_are_not_dealt_by_a_seed(self):
        answer = practice(cards="Ah 9h 6h 3h Kc")
        self.assertEqual((answer["hand"], answer["dealt"], answer["seed"]), (["Ah", "9h", "6h", "3h", "Kc"], False, None))
        refused = practice(seed="4242", cards="Ah 9h 6h 3h Kc")  # the seed was passed over (issue 42)
        self.assertEqual(refused["error"], {"code": "bad-request", "message": "\"seed\" does not apply to the cards given: the seed deals "
                                                                              "a hand only when no cards are given"})
        form = {"op": "draw-practice", "view": "draw-practice", "seed": "4242", "cards": "Ah 9h 6h 3h Kc", "hold": ""}
        shown = json.loads(web.respond(json.dumps(form)))["answer"]  # the form, which sends its seed box always, leaves it out
        self.assertEqual((shown["hand"], shown["dealt"]), (["Ah", "9h", "6h", "3h", "Kc"], False))


class Weighing(unittest.TestCase):
    def test_the_four_flush_is_the_best_hold_and_nine_alone_fourteenth(self):
        best = judge(Deal("Ah 9h 6h 3h Kc"), "Ah 9h 6h 3h")
        self.assertEqual((best.rank, best.given_up, best.pick["win"]["percent"]), (1, 0, 19.122))
        nine = judge(Deal("Ah 9h 6h 3h Kc"), "9h")
        self.assertEqual((nine.rank, nine.pick["win"]["percent"], round(100 * float(nine.given_up), 3)), (14, 6.198, 12.924))
        self.assertEqual(nine.given_up, best.share - nine.share)
        self.assertEqual([r["hold"] for r in nine.best], [["Ah", "9h", "6h", "3h"]])

    def test_the_ace_kicker_and_the_pair_alone(self):
        pair = judge(Deal("5s 5h Ad 9c 2h"), "5s 5h")
        self.assertEqual((pair.rank, pair.pick["win"]["percent"], round(10_000 * pair.given_up)), (2, 14.013, 13))

    def test_holds_alike_share_a_rank(self):
        # 7c 7d and 7c 7s are the same hold but for suits: the same share, the same rank
        a, b = judge(Deal("7c 7d 7s Kh 2d"), "7c 7d"), judge(Deal("7c 7d 7s Kh 2d"), "7c 7s")
        self.assertEqual((a.share, a.rank), (b.share, b.rank))
        self.assertEqual((a.rank, a.pick["win"]["percent"]), (8, 11.772))
        self.assertEqual(1 + sum(Fraction(r["win"]["probability"]) > a.share for r in a.ranked["holds"]), a.rank)

    def test_the_answer_and_the_score_after_it(self):
        answer = practice(cards="Ah 9h 6h 3h Kc", hold="9h", check=True, hands="3", best="1", given="4.5")
        self.assertEqual((answer["rank"], answer["best"], answer["pick"]["hold"]), (14, [["Ah", "9h", "6h", "3h"]], ["9h"]))
        self.assertEqual(answer["given_up"]["points"], 12.924)
        self.assertEqual(answer["given_up"]["hundredths"], 1292)
        self.assertEqual(answer["score"], {"hands": 3, "best": 1, "given": 450})
        self.assertEqual(answer["after"], {"hands": 4, "best": 1, "given": 1742})
        self.assertEqual(len(answer["holds"]), 32)
        best = practice(cards="Ah 9h 6h 3h Kc", hold="Ah 9h 6h 3h", check=True, hands="3", best="1", given="4.5")
        self.assertEqual(best["after"], {"hands": 4, "best": 2, "given": 450})

    def test_drawing_five_is_a_hold(self):
        answer = practice(seed="4242", hold="", check=True)
        self.assertEqual((answer["held"], answer["rank"], answer["pick"]["win"]["percent"], answer["best"]), ([], 16, 5.801, [["Ad", "Ac"]]))
        self.assertEqual((answer["holds"][0]["win"]["percent"], answer["given_up"]["points"]), (33.683, 27.882))

    def test_the_table_is_the_readers(self):
        answer = practice(cards="Ah 9h 6h 3h Kc", hold="Ah 9h 6h 3h", check=True, opponents="1", come_in="jacks-or-better")
        self.assertEqual(answer["table"]["opponents"], 1)
        self.assertTrue(answer["table"]["words"].startswith("one other player who came in on a pair of jacks or better"))
        self.assertEqual(answer["pick"]["win"], api.handle({"op": "holds", "cards": "Ah 9h 6h 3h Kc", "opponents": 1,
                                                            "come_in": "jacks-or-better"})["holds"][0]["win"])


class Rendered(unittest.TestCase):
    def test_the_verdict_in_words(self):
        reply = json.loads(web.respond(json.dumps({"op": "draw-practice", "view": "draw-practice", "cards": "Ah 9h 6h 3h Kc", "hold": "9h",
                                                   "check": True, "hands": "2", "best": "1", "given": "0.5"})))
        html = reply["html"]
        self.assertIn("<strong>14th of the 32 ways.</strong> Holding <strong>9♥</strong>, you have the best hand at the showdown "
                      "<strong>6.20%</strong> of the time; holding <strong>A♥ 9♥ 6♥ 3♥</strong>, the best way, 19.12%. Your hold gives up "
                      "<strong>12.92 points</strong> of the pot: over a hundred such hands, about 12.9 pots.", html)
        self.assertIn("Your score so far: 2 hands practised, 1 held the best way, 0.50 points of the pot given up; "
                      "with this hand, 3 hands practised, 1 held the best way, 13.42 points of the pot given up.", html)
        self.assertIn('data-set=\'{&quot;hands&quot;: &quot;3&quot;, &quot;best&quot;: &quot;1&quot;, &quot;given&quot;: &quot;13.42&quot;', html)
        self.assertEqual(html.count("hoyle-chosen-row"), 1)

    def test_a_hair_is_called_a_hair(self):
        reply = json.loads(web.respond(json.dumps({"op": "draw-practice", "view": "draw-practice", "cards": "Ah Ad As Ac 5h",
                                                   "hold": "Ah Ad As Ac 5h", "check": True})))
        self.assertIn("gives up only <strong>0.02 points</strong> of the pot: a hundred such hands would not tell the two apart.", reply["html"])

    def test_the_best_hold_is_said_to_be_best(self):
        reply = json.loads(web.respond(json.dumps({"op": "draw-practice", "view": "draw-practice", "cards": "9s 8d 7c 6h Kd",
                                                   "hold": "9s 8d 7c 6h", "check": True})))
        self.assertIn("<strong>The best hold.</strong> Holding <strong>9♠ 8♦ 7♣ 6♥</strong>, you have the best hand at the showdown "
                      "<strong>15.83%</strong> of the time; no other way of holding the hand does better.", reply["html"])


class Hostile(unittest.TestCase):
    def test_each_bad_field_is_named(self):
        cases = [
            ({"seed": ""}, "no-cards", "give five cards, or a seed to deal a hand (Deal me one picks one)"),
            ({"seed": "0"}, "bad-number", "the seed must be from 1 to 999,999; 0 is out of range"),
            ({"seed": "<b>x</b>"}, "bad-number", "the seed must be a whole number from 1 to 999,999; '<b>x</b>' is not one"),
            ({"seed": "5", "hands": "1", "best": "2"}, "bad-score", "the running score has 2 hands held best of 1 practised"),
            # Issue 42: points given up that no such score can have (a hand held best gives up none, any other at most 100).
            ({"seed": "5", "given": "0.01"}, "bad-score", "the running score has 0.01 points of the pot given up over 0 hands not held "
                                                            "best: a hand held best gives up none, and any other at most 100"),
            ({"seed": "5", "hands": "3", "best": "3", "given": "2"}, "bad-score", "the running score has 2.00 points of the pot given up "
                                                                                  "over 0 hands not held best: a hand held best gives up "
                                                                                  "none, and any other at most 100"),
            ({"seed": "5", "hands": "3", "best": "1", "given": "200.01"}, "bad-score", "the running score has 200.01 points of the pot given "
                                                                                       "up over 2 hands not held best: a hand held best "
                                                                                       "gives up none, and any other at most 100"),
            ({"seed": "5", "given": "1.234"}, "bad-number",
             "the points of the pot given up must be a number from 0 to 1,000,000, with at most two decimal places; '1.234' is not one"),
            ({"seed": "5", "given": "2000000"}, "bad-number",
             "the points of the pot given up must be from 0 to 1,000,000, with at most two decimal places; '2000000' is out of range"),
            ({"seed": "5", "check": "maybe"}, "bad-request", "\"check\" must be true or false, not 'maybe'"),
            ({"cards": "Ah 9h 6h 3h Kc", "rules": "joker"}, "joker-not-in-play", "practice at the draw is with the pack without the joker"),
            ({"cards": "Ah 9h 6h 3h 3h"}, None, None),
            ({"cards": "Ah 9h 6h 3h", "hold": "Ah"}, None, None),
        ]
        for fields, code, message in cases:
            answer = practice(**fields)
            self.assertIn("error", answer, fields)
            self.assertNotEqual(answer["error"]["code"], "internal", fields)
            if code:
                self.assertEqual(answer["error"]["code"], code, fields)
            if message:
                self.assertEqual(answer["error"]["message"], message, fields)

    def test_a_hold_not_in_the_hand_keeps_the_hand(self):
        answer = practice(cards="Ah 9h 6h 3h Kc", hold="Qs", check=True)
        self.assertEqual((answer["error"]["code"], answer["field"], answer["hand"]), ("not-in-hand", "hold", ["Ah", "9h", "6h", "3h", "Kc"]))
        html = web.render(answer, "draw-practice")
        self.assertEqual(html.count("hoyle-hold-toggle"), 5)

    def test_the_decimals_read_exactly(self):
        from hoyle.inputs import hundredths

        self.assertEqual([hundredths(v, "x", 10) for v in ("", "0", "1", "1.5", ".5", "1.05", "10", "１.２", 3)],
                         [0, 0, 100, 150, 50, 105, 1000, 120, 300])
        for bad in ("-1", "1,2", "1e3", "nan", "1.2.3", True, None, [1]):
            with self.assertRaises(Exception, msg=bad):
                hundredths(bad, "x", 10)


if __name__ == "__main__":
    unittest.main()

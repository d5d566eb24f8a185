"""Practice at the show (muggins): the deal by seed, the claim checked item by item, the running score,
and hostile fields answered with a message (issue 16). Figures are exact, worked out by hand."""

import json
import random
import re
from html import unescape
import unittest

from hoyle import api, web
from hoyle.cribbage.practice import check, deal, dealt_show
from hoyle.cribbage.show import reckon


def practice(**fields) -> dict:
    return api.handle({"op": "show-practice", **fields})


def words(answer: dict, key: str) -> list[tuple[str, list[str], int]]:
    return [(i["words"], i["cards"], i["points"]) for i in answer[key]]


class Deal(unittest.TestCase):
    def test_a_seed_deals_a_given_hand(self):
        hand, starter = deal(1861, "six-card")
        self.assertEqual([c.code for c in hand], ["3c", "2d", "9d", "Kc"])
        self.assertEqual(starter.code, "8d")
        answer = practice(seed="1861")
        self.assertEqual((answer["cards"], answer["starter"], answer["dealt"], answer["seed"]), (["3c", "2d", "9d", "Kc"], "8d", True, 1861))

    def test_the_deal_is_the_seeds_alone_and_sized_for_the_game(self):
        self.assertEqual(deal(42, "five-card"), deal(42, "five-card"))
        self.assertEqual(len(deal(42, "five-card")[0]), 3)
        self.assertEqual(len(deal(42, "seven-card")[0]), 5)
        self.assertEqual(len(deal(42, "five-card", crib=True)[0]), 4)
        for seed in range(1, 300):
            hand, starter = deal(seed)
            self.assertEqual(len({c.code for c in hand} | {starter.code}), 5)

    def test_no_claim_gives_nothing_away(self):
        answer = practice(seed="1861")
        self.assertIsNone(answer["claimed"])
        for key in ("total", "items", "missed", "after"):
            self.assertNotIn(key, answer)
        self.assertIn("Count it as you would claim it", web.render(answer, "show-practice"))

    def test_typed_cards_are_not_dealt_by_a_seed(self):
        answer = practice(cards="5h 5c 5s Jd", starter="5d")
        self.assertEqual((answer["cards"], answer["dealt"], answer["seed"]), (["5h", "5c", "5s", "Jd"], False, None))
        refused = practice(seed="1861", cards="5h 5c 5s Jd", starter="5d")  # the seed was passed over (issue 42)
        self.assertEqual(refused["error"], {"code": "bad-request", "message": "\"seed\" does not apply to the cards given: the seed deals "
                                                                              "a hand only when no cards are given"})
        self.assertEqual(practice(seed="", cards="5h 5c 5s Jd", starter="5d")["cards"], ["5h", "5c", "5s", "Jd"])  # a blank box: none
        form = {"op": "show-practice", "view": "show-practice", "seed": "1861", "cards": "5h 5c 5s Jd", "starter": "5d"}
        shown = json.loads(web.respond(json.dumps(form)))["answer"]  # the form, which sends its seed box always, leaves it out
        self.assertEqual((shown["cards"], shown["dealt"]), (["5h", "5c", "5s", "Jd"], False))
        play = api.handle({"op": "play-practice", "seed": "3", "plays": "5h 10d"})
        self.assertEqual(play["error"]["message"], "\"seed\" does not apply to the cards given: the seed deals the cards played only "
                                                   "when none are given")
        form = {"op": "play-practice", "view": "play-practice", "seed": "3", "plays": "5h 10d"}
        self.assertEqual(json.loads(web.respond(json.dumps(form)))["answer"]["plays"], ["5h", "10d"])


class Claim(unittest.TestCase):
    def test_twenty_nine_is_right(self):
        answer = practice(cards="5h 5c 5s Jd", starter="5d", claim="29")
        self.assertEqual((answer["total"], answer["right"], answer["muggins"], answer["over"], answer["missed"]), (29, True, 0, 0, []))
        self.assertEqual(answer["after"], {"hands": 1, "right": 1, "missed": 0})

    def test_twelve_for_fourteen_lists_the_missed_fifteen(self):
        answer = practice(cards="5s 5h 5d 10c", starter="4c", claim="12")
        self.assertEqual((answer["total"], answer["right"], answer["muggins"], answer["over"]), (14, False, 2, 0))
        self.assertEqual(words(answer, "missed"), [("fifteen eight", ["5s", "5h", "5d"], 2)])
        self.assertEqual(words(answer, "counted"), [
            ("fifteen two", ["5s", "10c"], 2), ("fifteen four", ["5h", "10c"], 2), ("fifteen six", ["5d", "10c"], 2),
            ("six for a pair-royal", ["5s", "5h", "5d"], 6)])

    def test_the_last_items_claimed_are_the_ones_missed(self):
        # 5h 6h 4h Jh start 6c: fifteen six, a pair, a double run of three and a flush of four, eighteen
        answer = practice(cards="5h 6h 4h Jh", starter="6c", claim="8")
        self.assertEqual((answer["total"], answer["muggins"]), (18, 10))
        self.assertEqual(words(answer, "missed"), [
            ("three for a run of three", ["4h", "5h", "6h"], 3), ("three for a run of three", ["4h", "5h", "6c"], 3),
            ("four for a flush", ["5h", "6h", "4h", "Jh"], 4)])

    def test_an_odd_claim_of_even_items_leaves_out_the_item_it_cannot_reach(self):
        answer = practice(cards="5s 5h 5d 10c", starter="4c", claim="13")
        self.assertEqual((answer["muggins"], words(answer, "missed")), (1, [("fifteen eight", ["5s", "5h", "5d"], 2)]))

    def test_an_over_claim_is_named(self):
        answer = practice(cards="5s 5h 5d 10c", starter="4c", claim="16", hands="4", right="3", missed="5")
        self.assertEqual((answer["right"], answer["muggins"], answer["over"], answer["missed"]), (False, 0, 2, []))
        self.assertEqual(answer["after"], {"hands": 5, "right": 3, "missed": 5})
        html = web.render(answer, "show-practice")
        self.assertIn("Over-claimed:", html)
        self.assertIn("2 points more than it holds", html)

    def test_a_nothing_hand_claimed_as_nothing(self):
        answer = practice(cards="2c 4d 8h Ks", starter="Jd", claim="0")
        self.assertEqual((answer["total"], answer["right"], answer["items"]), (0, True, []))
        self.assertEqual(answer["heels"]["words"], "two for his heels")

    def test_the_check_is_the_counters_count(self):
        rng = random.Random(16)
        for _ in range(200):
            seed = rng.randrange(1, 999_999)
            show = dealt_show(seed)
            claimed = rng.randrange(0, 30)
            c = check(show, claimed)
            self.assertEqual(sum(i.points for i in c.counted) + sum(i.points for i in c.missed), show.total)
            self.assertEqual(c.muggins, max(0, show.total - claimed))
            self.assertLessEqual(sum(i.points for i in c.counted), claimed)
            self.assertEqual(show, reckon(show.hand, show.starter, variant="six-card"))

    def test_the_widget_renders_the_verdict_and_the_score_buttons(self):
        reply = json.loads(web.respond(json.dumps({"op": "show-practice", "view": "show-practice", "cards": "5s 5h 5d 10c", "starter": "4c",
                                                   "claim": "12", "seed": "3", "hands": "2", "right": "1", "missed": "3"})))
        html = reply["html"]
        self.assertIn("Muggins!", html)
        self.assertIn("Your opponent may take the 2 points you missed.", html)
        self.assertEqual(html.count('data-missed="true"'), 1)
        self.assertIn("Your score so far: 2 hands practised, 1 counted right, 3 points missed; "
                      "with this hand, 3 hands practised, 1 counted right, 5 points missed.", html)
        sets = [json.loads(unescape(m)) for m in re.findall(r"data-set='([^']*)'", html)]
        blank = {"fifteens": "", "pairs": "", "runs": "", "flush": "", "nob": ""}  # the claim item by item cleared too
        self.assertEqual(sets, [{"hands": 3, "right": 1, "missed": 5, "cards": "", "starter": "", "claim": "", **blank},
                                {"hands": 0, "right": 0, "missed": 0, "cards": "", "starter": "", "claim": "", **blank}])
        self.assertIn('data-fresh="seed"', html)


class ItemByItem(unittest.TestCase):
    """A claim item by item: each kind checked on its own (5h 6h 4h Jh, start 6c: fifteens 6, a pair 2,
    a double run of three 6, a flush of four 4, eighteen in all)."""

    HAND = {"cards": "5h 6h 4h Jh", "starter": "6c"}

    def by_item(self, answer):
        return [(g["group"], g["claimed"], g["worth"], g["muggins"], g["over"], [i["words"] for i in g["missed"]]) for g in answer["by_item"]]

    def test_each_kind_right(self):
        answer = practice(**self.HAND, fifteens="6", pairs="2", runs="6", flush="4")
        self.assertEqual((answer["right"], answer["claimed"], answer["muggins"], answer["over"], answer["missed"]), (True, 18, 0, 0, []))
        self.assertEqual(answer["after"], {"hands": 1, "right": 1, "missed": 0})

    def test_the_kinds_missed_are_known(self):
        answer = practice(**self.HAND, fifteens="2", pairs="2", runs="3", flush="4")
        self.assertEqual((answer["right"], answer["claimed"], answer["muggins"], answer["over"]), (False, 11, 7, 0))
        self.assertEqual(self.by_item(answer), [
            ("fifteens", 2, 6, 4, 0, ["fifteen four", "fifteen six"]), ("pairs", 2, 2, 0, 0, []),
            ("runs", 3, 6, 3, 0, ["three for a run of three"]), ("flush", 4, 4, 0, 0, []), ("nob", 0, 0, 0, 0, [])])
        html = web.render(answer, "show-practice")
        self.assertIn("Muggins!</strong> You claimed 11 in all; the show is worth eighteen (18). Your opponent may take the 7 points you missed.",
                      html)
        self.assertIn("Claimed item by item, each kind is checked on its own", html)
        self.assertEqual(html.count('data-missed="true"'), 3)

    def test_right_in_all_but_wrong_by_kind(self):
        # fifteens claimed 8 for 6, the pair left out: eighteen in all, but not a right count
        answer = practice(**self.HAND, fifteens="8", runs="6", flush="4")
        self.assertEqual((answer["right"], answer["claimed"], answer["total"], answer["muggins"], answer["over"]), (False, 18, 18, 2, 2))
        html = web.render(answer, "show-practice")
        self.assertIn("Your opponent may take the 2 points you missed; you claimed 2 points more than the show holds for the fifteens.", html)
        self.assertEqual(answer["after"], {"hands": 1, "right": 0, "missed": 2})

    def test_over_claimed_kinds_are_named(self):
        answer = practice(**self.HAND, fifteens="6", pairs="4", runs="6", flush="5")
        html = web.render(answer, "show-practice")
        self.assertIn("<strong>Over-claimed:</strong> you claimed 21 in all; the show is worth only eighteen (18): "
                      "3 points more than it holds, for the pairs and the flush.", html)

    def test_nob_claimed_without_the_knave(self):
        answer = practice(**self.HAND, fifteens="6", pairs="2", runs="6", flush="4", nob="1")
        self.assertEqual(self.by_item(answer)[-1], ("nob", 1, 0, 0, 1, []))

    def test_the_count_and_the_items_must_agree(self):
        self.assertEqual(practice(**self.HAND, claim="18", fifteens="6", pairs="2", runs="6", flush="4")["right"], True)
        self.assertEqual(practice(**self.HAND, claim="5", fifteens="2")["error"],
                         {"code": "bad-claim", "message": "your count is 5, but the points you claimed item by item add up to 2: "
                                                          "make them agree, or leave one of them blank"})
        self.assertEqual(practice(**self.HAND, nob="one")["error"]["message"],
                         "the points claimed for his nob must be a whole number from 0 to 99; 'one' is not one")

    def test_the_item_check_adds_up(self):
        from hoyle.cribbage.practice import check_items

        rng = random.Random(1616)
        for _ in range(200):
            show = dealt_show(rng.randrange(1, 999_999))
            claims = {g: rng.randrange(0, 9) for g in ("fifteens", "pairs", "runs", "flush", "nob")}
            c = check_items(show, claims)
            self.assertEqual(sum(g.worth for g in c.groups), show.total)
            self.assertEqual(c.muggins - c.over, show.total - sum(claims.values()))
            self.assertEqual(sum(i.points for i in c.missed) >= c.muggins, True)
            self.assertEqual(c.right, all(claims[g.group] == g.worth for g in c.groups))


class PlayPractice(unittest.TestCase):
    """A card in the play: the cards played since the count began, dealt by a seed (or given), and the
    claim for the last of them checked against play.peg."""

    def play(self, **fields):
        return api.handle({"op": "play-practice", **fields})

    def test_a_seed_deals_the_cards_played(self):
        from hoyle.cribbage.practice import deal_play

        self.assertEqual([c.code for c in deal_play(1861)], ["2d", "9d", "Kc", "8d", "As", "Ah"])
        answer = self.play(seed="1861")
        self.assertEqual((answer["plays"], answer["counts"], answer["count"], answer["claimed"]),
                         (["2d", "9d", "Kc", "8d", "As", "Ah"], [2, 11, 21, 29, 30, 31], 31, None))
        for key in ("total", "items", "missed", "after"):
            self.assertNotIn(key, answer)  # nothing given away before the claim

    def test_every_deal_is_a_legal_count(self):
        from hoyle.cribbage.practice import MOST_PLAYED, deal_play

        lengths = set()
        for seed in range(1, 500):
            played = deal_play(seed)
            answer = self.play(seed=str(seed))
            lengths.add(len(played))
            self.assertLessEqual(answer["count"], 31)
            self.assertEqual(len({c.code for c in played}), len(played))
        self.assertEqual(lengths, set(range(2, MOST_PLAYED + 1)))

    def test_thirty_one_and_a_pair_claimed_as_two(self):
        answer = self.play(seed="1861", claim="2")
        self.assertEqual((answer["total"], answer["right"], answer["muggins"]), (4, False, 2))
        self.assertEqual(words(answer, "missed"), [("two for a pair", ["As", "Ah"], 2)])
        html = web.render(answer, "play-practice")
        self.assertIn("<strong>Muggins!</strong> You claimed 2; the card scores four (4). Your opponent may take the 2 points you missed.", html)
        self.assertIn("the count before it was 30 (2, 11, 21, 29, 30 as the cards went down)", html)

    def test_item_by_item_in_the_play(self):
        answer = self.play(plays="5h 5c 5s", fifteens="2", pairs="4")
        self.assertEqual([(g["group"], g["claimed"], g["worth"], g["muggins"]) for g in answer["by_item"]],
                         [("fifteens", 2, 2, 0), ("thirty_one", 0, 0, 0), ("pairs", 4, 6, 2), ("runs", 0, 0, 0)])
        self.assertEqual((answer["claimed"], answer["muggins"], answer["after"]), (6, 2, {"hands": 1, "right": 0, "missed": 2}))
        run = self.play(plays="9s 10d 8c", runs="3")
        self.assertEqual((run["right"], run["total"]), (True, 3))

    def test_nothing_claimed_for_nothing(self):
        answer = self.play(plays="7h", claim="0")
        self.assertEqual((answer["right"], answer["total"], answer["counts"]), (True, 0, [7]))
        html = web.render(answer, "play-practice")
        self.assertIn("<strong>Right:</strong> the card scores nothing.", html)
        over = web.render(self.play(plays="5h 5c 5s 5d 6h", claim="4"), "play-practice")
        self.assertIn("you claimed 4; the card scores nothing, 4 points more than it makes.", over)

    def test_bad_fields_are_named(self):
        cases = [
            ({"seed": ""}, "no-cards", "give the cards played since the count began, or a seed to deal them (Deal me one picks one)"),
            ({"plays": "Kh Qh Jh 5h"}, "over-thirty-one", None),
            ({"plays": "5h 5h"}, "duplicate-card", "the cards played: 5h is given twice: a pack has only one of each card"),
            ({"seed": "3", "thirty_one": "x"}, "bad-number",
             "the points claimed for the thirty-one must be a whole number from 0 to 99; 'x' is not one"),
            ({"seed": "3", "claim": "4", "pairs": "2"}, "bad-claim", None),
            ({"seed": "3", "hands": "1", "right": "4"}, "bad-score", "the running score has 4 cards counted right of 1 practised"),
        ]
        for request, code, message in cases:
            answer = self.play(**request)
            self.assertEqual(answer["error"]["code"], code, request)
            if message:
                self.assertEqual(answer["error"]["message"], message, request)

    def test_hostile_text_in_every_field(self):
        base = {"seed": "7", "plays": "", "claim": "", "fifteens": "", "thirty_one": "", "pairs": "", "runs": "", "hands": "", "right": "",
                "missed": ""}
        for field in base:
            for text in HOSTILE:
                reply = json.loads(web.respond(json.dumps({"op": "play-practice", "view": "play-practice", **base, field: text})))
                self.assertNotEqual(reply["answer"].get("error", {}).get("code"), "internal", (field, text))
                self.assertNotIn("<img", reply["html"])


HOSTILE = ["<img src=x onerror=alert(1)>", "1e3", "-1", "12.5", "０", "١٢", "l4", "O", "14 points", "9" * 60, "NaN",
           "\u202e41", "𝟭𝟰", " ", "5h\u200b", "Ѕh", "5h 5h 5s Jd", "Joker", "1,000,000,000", "٣", "0x10", "+3", "&amp;"]


class Hostile(unittest.TestCase):
    def assert_message(self, request):
        reply = json.loads(web.respond(json.dumps({"op": "show-practice", "view": "show-practice", **request})))
        answer = reply["answer"]
        self.assertNotEqual(answer.get("error", {}).get("code"), "internal", request)
        self.assertNotIn("Traceback", reply["html"])
        self.assertNotIn("<img", reply["html"])
        return answer

    def test_every_field_fuzzed(self):
        base = {"seed": "7", "cards": "", "starter": "", "claim": "", "hands": "", "right": "", "missed": "", "variant": "six-card", "crib": False,
                "fifteens": "", "pairs": "", "runs": "", "flush": "", "nob": ""}
        for field in ("seed", "cards", "starter", "claim", "hands", "right", "missed", "variant", "fifteens", "pairs", "runs", "flush", "nob"):
            for text in HOSTILE:
                self.assert_message({**base, field: text})
        for field, value in (("crib", "yes"), ("claim", 10**30), ("claim", 14.0), ("seed", [1]), ("cards", {"a": 1}), ("hands", True)):
            self.assertIn("error", self.assert_message({**base, field: value}), field)

    def test_exact_messages(self):
        cases = [
            ({"seed": ""}, "no-cards", "give the cards and the start, or a seed to deal a hand (Deal me one picks one)"),
            ({"seed": "0"}, "bad-number", "the seed must be from 1 to 999,999; 0 is out of range"),
            ({"seed": "7", "claim": "fourteen"}, "bad-number", "your count must be a whole number from 0 to 99; 'fourteen' is not one"),
            ({"seed": "7", "claim": "9" * 60}, "bad-number", "your count must be from 0 to 99; the number given is out of range"),
            ({"seed": "7", "claim": "100"}, "bad-number", "your count must be from 0 to 99; 100 is out of range"),
            ({"seed": "7", "hands": "1", "right": "2"}, "bad-score", "the running score has 2 hands counted right of 1 practised"),
            ({"cards": "5h 5h 5s Jd", "starter": "5d"}, "duplicate-card", "the hand: 5h is given twice: a pack has only one of each card"),
        ]
        for request, code, message in cases:
            answer = practice(**request)
            self.assertEqual({k: v for k, v in answer["error"].items() if k != "problem"}, {"code": code, "message": message}, request)

    def test_full_width_digits_are_read(self):
        self.assertEqual(practice(seed="１８６１", claim="２")["claimed"], 2)


if __name__ == "__main__":
    unittest.main()

"""House rules: the extra hands and the joker, each passage of the book a test (seed 001 lines)."""

import unittest

from hoyle.api.reading import rules_named
from hoyle.errors import Refusal
from hoyle.poker.hands import evaluate, showdown, showdown_report
from hoyle.poker.odds import pat_counts
from hoyle.poker.rules import HouseRules

JOKER = HouseRules(joker=True)
EXTRA = rules_named("extra-hands")
PROPER = rules_named("extra-hands,proper-rank")


def beats(a, b, rules):
    return evaluate(a, rules) > evaluate(b, rules)


class Parse(unittest.TestCase):
    def test_names_round_trip(self):
        for names in ("", "blaze", "blaze-court-cards,skip", "extra-hands,proper-rank", "joker,two-pairs-over-threes", "round-the-corner-lowest",
                      "no-straights,joker"):
            rules = rules_named(names)
            self.assertEqual(rules_named(rules.names), rules)

    def test_synonyms(self):
        self.assertEqual(rules_named("little-dog"), rules_named("tiger"))
        self.assertEqual(rules_named("dutch-straight"), rules_named("alternate-straight"))
        self.assertEqual(rules_named("pelter"), rules_named("kilter"))
        self.assertEqual(rules_named("mistigris"), JOKER)

    def test_the_readers_example(self):
        import doctest

        from hoyle.api import reading

        result = doctest.testmod(reading)
        self.assertGreater(result.attempted, 0)
        self.assertEqual(result.failed, 0)

    def test_unknown(self):
        with self.assertRaises(Refusal) as e:
            rules_named("blaze,tigers")
        self.assertEqual(e.exception.code, "unknown-rule")
        self.assertIn("'tigers' is not a house rule", e.exception.message)


class CustomaryRank(unittest.TestCase):
    """Poker Hands, lines 668-688, and Technical Terms."""

    def test_order_of_classes(self):
        self.assertEqual(EXTRA.classes, (
            "no-pair", "one-pair", "kilter", "two-pairs", "blaze", "skip", "three-of-a-kind", "straight", "round-the-corner",
            "tiger", "big-dog", "flush", "full-hand", "four-of-a-kind", "straight-flush"))

    def test_tiger_beats_a_straight_and_loses_to_a_flush(self):  # line 676
        tiger = "7s 6h 4d 3c 2h"
        self.assertEqual(evaluate(tiger, EXTRA).klass, "tiger")
        self.assertTrue(beats(tiger, "As Kd Qh Jc 10s", EXTRA))
        self.assertTrue(beats("9h 7h 5h 3h 2h", tiger, EXTRA))
        self.assertEqual(evaluate("7h 6h 4h 3h 2h", EXTRA).klass, "flush")  # "without a pair, sequence, or flush"

    def test_big_dog_beats_little_dog(self):  # lines 2081, 2158
        self.assertEqual(evaluate("As Kd Qh 10c 9s", EXTRA).klass, "big-dog")
        self.assertTrue(beats("As Kd Qh 10c 9s", "7s 6h 4d 3c 2h", EXTRA))

    def test_skip_beats_two_pairs_and_a_blaze(self):  # line 680
        skip = "10s 8h 6d 4c 2h"
        self.assertEqual(evaluate(skip, EXTRA).description, "A skip (Dutch straight), ten high")
        self.assertTrue(beats(skip, "Ks Kh Qd Qc Jh", EXTRA))
        self.assertTrue(beats(skip, "As Ah Kd Kc Qh", EXTRA))
        self.assertEqual(evaluate("9s 7h 5d 3c Ah", EXTRA).ranks, (9,))  # the ace low

    def test_blaze_beats_any_other_two_pairs(self):  # line 2082
        blaze = "Ks Kh Qd Qc Jh"
        self.assertEqual(evaluate(blaze, EXTRA).klass, "blaze")
        self.assertTrue(beats(blaze, "As Ah Kd Kc 2h", EXTRA))
        self.assertTrue(beats("Ks Kh Qd Qc Jh", "Qs Qh Jd Jc Kh", EXTRA))  # except a higher blaze
        self.assertEqual(evaluate("Ks Kh Kd Qc Jh", EXTRA).klass, "three-of-a-kind")  # not two pairs: no blaze

    def test_round_the_corner_either_passage(self):
        rtc = "3h 2c Ad Ks Qh"
        five_high, six_high = "5s 4d 3c 2h As", "6s 5d 4c 3h 2s"
        above = rules_named("round-the-corner")  # Poker Hands, line 684: "outranks the lowest possible straight"
        self.assertTrue(beats(rtc, five_high, above))
        self.assertTrue(beats(six_high, rtc, above))
        lowest = rules_named("round-the-corner-lowest")  # Technical Terms, line 2192
        self.assertTrue(beats(five_high, rtc, lowest))
        self.assertTrue(beats(rtc, "As Ad Ah Kc Qs", lowest))  # "but beats three of a kind"
        self.assertEqual(evaluate(rtc, HouseRules()).klass, "no-pair")

    def test_kilter(self):
        self.assertEqual(evaluate("9s 7h 4d 3c 2h", EXTRA).klass, "kilter")
        self.assertEqual(evaluate("9s 8h 4d 3c 2h", EXTRA).klass, "kilter")
        self.assertEqual(evaluate("9s 7h 5d 3c 2h", EXTRA).klass, "kilter")  # no five ranks of a straight hold four of these
        self.assertEqual(evaluate("Ah 7h 5d 3c 2h", EXTRA).klass, "no-pair")  # the ace is above a nine
        self.assertEqual(evaluate("8s 6h 5d 4c 2h", EXTRA).klass, "no-pair")  # 4 5 6 8: a chance for a straight


class ProperRank(unittest.TestCase):
    """Foster's table of the proper rank (Poker Hands, lines 700-714)."""

    def test_order(self):
        self.assertEqual(PROPER.classes, (
            "no-pair", "one-pair", "two-pairs", "three-of-a-kind", "kilter", "straight", "skip", "flush", "tiger", "big-dog",
            "full-hand", "round-the-corner", "blaze", "four-of-a-kind", "straight-flush"))

    def test_extra_hands_counted(self):
        counts = pat_counts(PROPER)["classes"]
        self.assertEqual((counts["skip"], counts["tiger"], counts["big-dog"], counts["round-the-corner"], counts["blaze"], counts["kilter"]),
                         (6120, 4080, 4080, 3060, 432, 18360))
        self.assertEqual(sum(counts.values()), 2598960)
        court = pat_counts(rules_named("blaze-court-cards,proper-rank"))["classes"]
        self.assertEqual(court["blaze"], 792 - 24)  # every five court cards but the fours, which rank higher

    def test_order_follows_rarity_for_the_kilter(self):
        counts = pat_counts(PROPER)["classes"]
        self.assertTrue(counts["three-of-a-kind"] > counts["kilter"] > counts["straight"])

    def test_round_the_corner_beats_a_full_hand(self):
        self.assertTrue(beats("3h 2c Ad Ks Qh", "As Ad Ah Kc Ks", PROPER))
        self.assertTrue(beats("Ks Kh Qd Qc Jh", "3h 2c Ad Ks Qh".replace("Ks", "Kd"), PROPER))


class Joker(unittest.TestCase):
    """Varieties of Poker, "Mistigris", line 861, sentence by sentence."""

    def test_pack_of_53(self):
        counts = pat_counts(JOKER)
        self.assertEqual(counts["total"], 2869685)
        self.assertEqual(counts["classes"], {
            "no-pair": 1302540, "one-pair": 1268088, "two-pairs": 123552, "three-of-a-kind": 137280, "straight": 20532,
            "flush": 7804, "full-hand": 6552, "four-of-a-kind": 3120, "straight-flush": 204, "five-of-a-kind": 13})

    def test_the_joker_and_a_pair_of_kings_may_be_called_three_kings(self):
        self.assertEqual(evaluate("joker Ks Kd 7c 2h", JOKER).klass, "three-of-a-kind")

    def test_four_hearts_and_the_joker_may_be_called_a_flush(self):
        v = evaluate("joker Kh 9h 7h 2h", JOKER)
        self.assertEqual((v.klass, v.joker_as.code), ("flush", "Ah"))

    def test_or_the_joker_may_be_used_to_fill_out_a_straight(self):
        self.assertEqual(evaluate("joker 9s 8d 6c 5h", JOKER).description, "A straight, nine high (the joker called the seven of spades)")

    def test_four_of_a_kind_and_a_joker_beat_a_royal_flush(self):
        five = evaluate("joker 2s 2h 2d 2c", JOKER)
        self.assertEqual(five.description, "Five of a kind: five deuces (the joker called a fifth two)")
        self.assertGreater(five, evaluate("As Ks Qs Js 10s", JOKER))

    def test_ties_go_to_the_joker(self):
        self.assertGreater(evaluate("Qs joker 9d 7c 4h", JOKER), evaluate("Qh Qd 9c 7s 4d", JOKER))  # a queen and a joker beat a pair of queens
        self.assertGreater(evaluate("joker Kh Qh 9h 4h", JOKER), evaluate("Ad Kd Qd 9d 4d", JOKER))  # a flush, joker high
        report = showdown_report(["Qs joker 9d 7c 4h", "Qh Qd 9c 7s 4d"], JOKER)
        self.assertEqual(report["decided_by"]["rule"], "joker")

    def test_the_joker_with_two_pairs_is_a_full_hand(self):
        v = evaluate("joker Ks Kd 7c 7h", JOKER)
        self.assertEqual(v.description, "A full hand, three kings and a pair of sevens (the joker called the king of hearts)")

    def test_two_pairs_over_threes(self):  # line 865
        rules = rules_named("joker,two-pairs-over-threes")
        self.assertTrue(beats("Ks Kd 7c 7h 2s", "As Ad Ah 7d 2h", rules))
        self.assertFalse(beats("Ks Kd 7c 7h 2s", "As Ad Ah 7d 2h", JOKER))

    def test_no_joker_without_the_rule(self):
        with self.assertRaises(Refusal) as e:
            evaluate("joker Ks Kd 7c 2h")
        self.assertEqual(e.exception.code, "joker-not-in-play")


class Showdown(unittest.TestCase):
    def test_rules_that_decide(self):
        cases = [
            (["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"], [0], "two-pairs"),
            (["10s 10d 8c 8h 2s", "10c 10h 6c 6h As"], [0], "two-pairs"),
            (["6s 6d 6c 2h 3s", "5s 5d 5c Ah Ks"], [0], "three-of-a-kind"),
            (["6s 5d 4c 3h 2s", "5s 4d 3c 2h As"], [0], "straight"),
            (["Ah Kh Jh 8h 3h", "As Ks Js 6s 3s"], [0], "flush"),
            (["5s 5d 5c 2h 2s", "4s 4d 4c Ah As"], [0], "full-hand"),
            (["Ah Kh Jh 8h 3h", "Ac Kc Jc 8c 3c"], [0, 1], "divide"),
            (["Ah Kh Jh 8h 3h", "2s 2d 7c 8s 9d", "Ac Kc Jc 8c 3c"], [0, 2], "class"),
            (["8d 7d 6d 5d 4d", "5c 4c 3c 2c Ac"], [0], "straight-flush"),
        ]
        for hands, winners, rule in cases:
            with self.subTest(hands=hands):
                report = showdown_report(hands)
                self.assertEqual((report["winners"], report["decided_by"]["rule"]), (winners, rule))
                self.assertEqual(showdown(hands), winners)

    def test_bad_showdowns(self):
        for hands, code in ((["As Kd Qh Jc 9s"], "wrong-count"), (["As Kd Qh Jc 9s", "As 2d 3h 4c 6s"], "duplicate-card"),
                            (["As Kd Qh Jc 9s", "2d 3h 4c 6s"], "wrong-count")):
            with self.assertRaises(Refusal) as e:
                showdown_report(hands)
            self.assertEqual(e.exception.code, code)


if __name__ == "__main__":
    unittest.main()


class NoStraights(unittest.TestCase):
    """"Straights and straight flushes are usually of no value in stud or straight Poker, which were invented before
    straights were played" (Varieties of Poker): the rule no-straights."""

    def test_a_straight_is_valued_by_its_cards(self):
        from hoyle.poker.hands import evaluate
        rules = rules_named("no-straights")
        self.assertEqual(evaluate("As 2d 3c 4h 5s", rules).description, "No pair, ace high: ace, five, four, three and two")
        self.assertEqual(evaluate("9h 8h 7h 6h 5h", rules).klass, "flush")
        self.assertLess(evaluate("Ks Qd Jc 10h 9s", rules), evaluate("2s 2d 7c 8h 9s", rules))  # a pair beats a king-high run

    def test_the_classes_in_play(self):
        self.assertNotIn("straight", rules_named("no-straights").classes)
        self.assertNotIn("straight-flush", rules_named("no-straights,joker").classes)

    def test_the_counts_move_to_no_pair_and_flush(self):
        from hoyle.poker.odds import pat_counts
        counts = pat_counts(rules_named("no-straights"))
        self.assertEqual(counts["classes"]["no-pair"], 1302540 + 10200)
        self.assertEqual(counts["classes"]["flush"], 5108 + 40)
        self.assertEqual(counts["divisions"]["no-pair-high"]["six"], 1020)  # 6-5-4-3-2 in four suits or more, not all one suit
        self.assertEqual(counts["divisions"]["jacks-or-better"], 536100 - 10200)

    def test_straights_of_a_kind_are_refused_with_it(self):
        from hoyle.errors import RuleError
        for extra in ("skip", "round-the-corner"):
            with self.assertRaises(RuleError) as caught:
                rules_named(f"no-straights,{extra}")
            self.assertIn(extra, caught.exception.message)


class NoStraightsDrawn(unittest.TestCase):
    def test_the_odds_table_has_no_royal_flush_row(self):
        """A fuzzed request found it: with no straight flush in play the royal flush's row had no odds to draw."""
        import json

        from hoyle import web

        for rules in ("no-straights", "no-straights,joker"):
            out = json.loads(web.respond(json.dumps({"op": "odds", "view": "odds", "rules": rules})))
            self.assertNotIn("error", out["answer"])
            self.assertNotIn("Royal flush", out["html"])
            self.assertIn("No pair, six high", out["html"])

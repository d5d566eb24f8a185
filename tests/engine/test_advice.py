"""The draw advisor against Foster: every hold he recommends or condemns in "Drawing to Improve",
"Odds Against Improving" and "Coming In", ranked by the default order (the chance of the best hand
at the showdown, against three other players who came in on any pair: hoyle.poker.advice)."""

import doctest
import unittest
from fractions import Fraction

import hoyle.poker.advice
from hoyle import api
from hoyle.api.reading import rules_named
from hoyle.poker import advice
from hoyle.poker.draw import all_holds
from hoyle.poker.rules import HouseRules


def ranked(hand, order="win", **kw):
    """The holds of a hand, best first: {hold text: (place, row)}."""
    rows = all_holds(hand, order=order, **kw)["holds"]
    return {" ".join(r["hold"]): (i + 1, r) for i, r in enumerate(rows)}


# (passage quoted, hand, the hold Foster recommends, the holds he advises against)
FOSTER = [
    ("That any authority should recommend such a thing as holding up a kicker with a small pair, "
     "except to vary the draw, is surprising",  # Drawing to Improve
     "3s 3h Kd 9c 2h", "3s 3h", ["3s 3h Kd"]),
    ("A four-card flush · Pair of jacks. ... An ace, or ace, king · Pair of eights.",  # Drawing to Improve, the table of averages
     "Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", ["Ah", "Ah Kc", "Kc", "9h", "Ah 9h 6h", ""]),
    ("An open-end straight · Pair of nines. ... Holding up useless cards reduces the chances of improvement.",
     "9h 8s 7d 6c 2s", "9h 8s 7d 6c", ["9h", "6c", "", "9h 8s 7d"]),
    ("If a player holds a pair of queens and four cards of a straight, he is more likely to improve the queens "
     "than he is to make the straight",  # Drawing to Improve, maxim 4: the pair is not broken
     "Qs Qd Jh 10c 9s", "Qs Qd", ["Qs Jh 10c 9s", "Qd Jh 10c 9s"]),
    ("Monkey draws, to three-card flushes or straights, are not to be seriously considered as a possibility of the game",
     "Ks 9s 4s Qh 7d", "Ks Qh", ["Ks 9s 4s"]),
    ("Drawing one card to two pairs ... if the hand does improve, it is practically sure of winning the pool",
     "As Ad 7c 7h 2s", "As Ad 7c 7h", ["As Ad", "As Ad 2s", "As Ad 7c"]),
]


class Foster(unittest.TestCase):
    def test_each_recommended_hold_ranks_above_the_ones_he_advises_against(self):
        for passage, hand, good, bad in FOSTER:
            holds = ranked(hand)
            for other in bad:
                with self.subTest(passage=passage, hand=hand, hold=good, against=other or "nothing"):
                    self.assertLess(holds[good][0], holds[other][0])
                    self.assertGreater(holds[good][1]["win"]["percent"], holds[other][1]["win"]["percent"])

    def test_the_four_flush_first_with_its_exact_share(self):
        """The issue's hand: by the chance of improving the four-flush came 17th and "hold 9♥" first."""
        holds = all_holds("Ah 9h 6h 3h Kc")["holds"]
        self.assertEqual(holds[0]["hold"], ["Ah", "9h", "6h", "3h"])
        self.assertEqual(holds[0]["win"], {"probability": "38652217091296146800970750173/202130631467491960404144337500",
                                           "percent": 19.122, "odds": "4¼ to 1"})
        self.assertEqual([h["hold"] for h in holds[1:3]], [["Ah", "Kc"], ["Ah"]])
        self.assertEqual((holds[1]["win"]["percent"], holds[2]["win"]["percent"]), (10.237, 9.508))
        # The other orders stay as they were: improving puts 9h first, the average result A K.
        self.assertEqual(all_holds("Ah 9h 6h 3h Kc", order="improve")["holds"][0]["hold"], ["9h"])
        self.assertEqual(all_holds("Ah 9h 6h 3h Kc", order="average")["holds"][0]["hold"], ["Ah", "Kc"])

    def test_breaking_the_pair_for_the_straight_when_threes_are_out(self):
        """Maxim 4: "if the ante has been raised by a player ahead of him, who has drawn two cards only
        ... it would be better to break the pair and try the 5 to 1 chance for the straight, which will
        beat three aces if it fills." Against three aces pat the straight draw is first: with the raiser's cards
        unseen, as Foster counts, 8 in 47, his 5 to 1; the queens beat them only by a full or fours, 210 of 16,215
        draws. Given as the hand to beat, the raiser's five cards are out of the pack: 8 in 42, and 171 of 11,480
        (as dealing out every draw with treys finds, tests/engine/test_pot_odds.py)."""
        for target, (straight_odds, queens) in (("straight", (("8/47", "5 to 1"), (210, 16215))),
                                                ("As Ad Ac 7h 2s", (("4/21", "4\u00bc to 1"), (171, 11480)))):
            with self.subTest(target=target):
                holds = ranked("Qs Qd Jh 10c 9s", order="target", target=target)
                straight, pair = holds["Qs Jh 10c 9s"], holds["Qs Qd"]
                self.assertEqual(straight[0], 1)
                self.assertEqual((straight[1]["target"]["probability"], straight[1]["target"]["odds"]), straight_odds)
                self.assertEqual((pair[1]["target"]["count"], pair[1]["draws"]), queens)
                self.assertLess(straight[0], pair[0])

    def test_the_ace_kicker_is_about_even_with_the_pair(self):
        """"if three cards are drawn to the pair, it is only 2½ to 1 against improving; while, if two are
        drawn, it is 4 to 1 against": by the chance of improving (Foster's reason) the pair alone ranks
        above the pair with the ace. By the chance of the best hand the two are within half a point,
        the ace kicker a little ahead (14.141% against 14.013%; dealt from one pack, 14.14% and 13.78%):
        here the advisor does not bear out Foster's condemnation of the ace kicker."""
        by_win = ranked("5s 5h Ad 9c 2h")
        self.assertAlmostEqual(by_win["5s 5h Ad"][1]["win"]["percent"], by_win["5s 5h"][1]["win"]["percent"], delta=0.5)
        self.assertEqual((by_win["5s 5h Ad"][1]["win"]["percent"], by_win["5s 5h"][1]["win"]["percent"]), (14.141, 14.013))
        by_improve = ranked("5s 5h Ad 9c 2h", order="improve")
        self.assertLess(by_improve["5s 5h"][0], by_improve["5s 5h Ad"][0])

    def test_the_close_game_and_heads_up_keep_the_four_flush_over_the_ace(self):
        for opponents in (1, 2, 3, 5, 7):
            for come_in in advice.COME_IN:
                with self.subTest(opponents=opponents, come_in=come_in):
                    holds = ranked("Ah 9h 6h 3h Kc", opponents=opponents, come_in=come_in)
                    self.assertLess(holds["Ah 9h 6h 3h"][0], holds["Ah"][0])


class Model(unittest.TestCase):
    def test_the_opponents_final_hands_fast_and_slow(self):
        """The draws to a pair summed over the odd cards at once (fast) equal pattern by pattern."""
        for rules in (HouseRules(), rules_named("skip")):
            for come_in in advice.COME_IN:
                with self.subTest(rules=rules.names, come_in=come_in):
                    self.assertEqual(advice.final_hands(rules, come_in), advice.final_hands(rules, come_in, fast=False))

    def test_hands_that_come_in(self):
        """Every hand with a pair or better comes in on any pair, each with its draws to 16,215."""
        weights, total = advice.final_hands(HouseRules(), "any-pair")
        self.assertEqual(total, (2_598_960 - 1_302_540) * 16_215)
        self.assertEqual(sum(weights), total)

    def test_share_heads_up_is_exact(self):
        """Standing pat on a royal flush, heads up, divides only with another royal flush: 4 of the
        1,296,420 hands that come in on any pair, so the share is 1 − 2/1,296,420 (the opponent's
        hands are counted from a pack of their own)."""
        holds = all_holds("As Ks Qs Js 10s", opponents=1)["holds"]
        self.assertEqual(holds[0]["hold"], ["As", "Ks", "Qs", "Js", "10s"])
        self.assertEqual(holds[0]["win"]["probability"], "648209/648210")
        share = advice.win_share({0: 1}, 1, HouseRules(), "any-pair", 1)  # the worst hand: beats no one who came in
        self.assertEqual(share, Fraction(0))

    def test_the_facade(self):
        answer = api.handle({"op": "holds", "cards": "Ah 9h 6h 3h Kc"})
        self.assertEqual(answer["order"], "win")
        self.assertEqual(answer["table"]["opponents"], 3)
        self.assertEqual(answer["holds"][0]["win"]["percent"], 19.122)
        answer = api.handle({"op": "holds", "cards": "Ah 9h 6h 3h Kc", "opponents": "1", "come_in": "jacks-or-better"})
        self.assertEqual(answer["table"]["words"][:60], "one other player who came in on a pair of jacks or better an")
        for request, code in (({"opponents": "8"}, "bad-request"), ({"come_in": "tens"}, "bad-request"),
                              ({"rules": "joker"}, "joker-not-in-play")):
            with self.subTest(request=request):
                self.assertEqual(api.handle({"op": "holds", "cards": "Ah 9h 6h 3h Kc", **request})["error"]["code"], code)

    def test_doctests(self):
        self.assertEqual(doctest.testmod(hoyle.poker.advice).failed, 0)


if __name__ == "__main__":
    unittest.main()

"""A hand at Commerce at the deal (hoyle.rounds.commerce: frequencies, against): the fast values against `hand_value` over
every hand, the combinations counted by hand, one other hand counted against the ranker, the sample against more checked
by an independent sample judged by the ranker (`compare`), the facade, the command line and the widget."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
import unittest
from itertools import combinations

from hoyle import api, web
from hoyle.cards import parse_cards
from hoyle.rounds import commerce


class TheValues(unittest.TestCase):
    def test_the_fast_values_order_every_hand_as_hand_value_does(self):
        for size in (52, 32):
            cards, values = commerce._pack_values(size)
            hands = [(values[(1 << a) | (1 << b) | (1 << c)], commerce.hand_value((cards[a], cards[b], cards[c])))
                     for a, b, c in combinations(range(len(cards)), 3)]
            hands.sort(key=lambda h: h[0])
            for (k1, v1), (k2, v2) in zip(hands, hands[1:]):
                self.assertLessEqual(v1, v2)
                self.assertEqual(k1 == k2, v1 == v2)

    def test_the_combinations_counted_by_hand(self):
        # tricons 13 x 4; sequences 12 a suit (ace-king-queen down to three-two-ace); flushes the rest of 4 x C(13, 3);
        # pairs 13 x 6 x 48; point the rest.
        self.assertEqual(commerce.frequencies(52), {"tricon": 52, "sequence": 48, "flush": 4 * 286 - 48, "pair": 13 * 6 * 48,
                                                    "point": 22100 - 52 - 48 - 1096 - 3744})
        # The smaller pack, sevens to aces: six sequences a suit (ace-king-queen down to nine-eight-seven).
        self.assertEqual(commerce.frequencies(32), {"tricon": 32, "sequence": 24, "flush": 4 * 56 - 24, "pair": 8 * 6 * 28,
                                                    "point": 4960 - 32 - 24 - 200 - 1344})


class AgainstTheRanker(unittest.TestCase):
    def test_one_other_hand_counted(self):
        for hand, size in (("Qh Qs 5d", 52), ("2c 3d 5h", 52), ("Ac Kc Qc", 52), ("9h 8h 7h", 32), ("Ks Kd 7c", 32)):
            held = parse_cards(hand)
            rest = [c for c in commerce._pack_values(size)[0] if c not in held]
            mine = commerce.hand_value(held)
            want = [0, 0, 0]
            for other in combinations(rest, 3):
                v = commerce.hand_value(other)
                want[0 if v < mine else 1 if v == mine else 2] += 1
            a = commerce.against(hand, 1, size)
            with self.subTest(hand=hand, size=size):
                self.assertEqual([a.wins, a.ties, a.loses], want)
                self.assertTrue(a.exact)

    def test_more_hands_sampled_against_an_independent_sample(self):
        """The ranker judges 3,000 deals of its own (another shuffle): the share of deals the hand is best or alike with
        the best agrees within four standard errors."""
        for hand, others, size in (("Qh Qs 5d", 6, 52), ("Ah 10h 4h", 3, 52), ("Ks Kd 7c", 9, 32)):
            held = parse_cards(hand)
            rest = [c for c in commerce._pack_values(size)[0] if c not in held]
            rng = random.Random(99)
            best, deals = 0, 3000
            for _ in range(deals):
                rng.shuffle(rest)
                decision = commerce.compare([held] + [rest[3 * i: 3 * i + 3] for i in range(others)])
                best += 0 in decision.winners
            a = commerce.against(hand, others, size)
            p = (a.wins + a.ties) / a.deals
            with self.subTest(hand=hand, others=others):
                self.assertFalse(a.exact)
                self.assertLess(abs(best / deals - p), 4 * (p * (1 - p) / deals) ** 0.5 + 4 * (p * (1 - p) / a.deals) ** 0.5)

    def test_the_sample_is_seeded(self):
        self.assertEqual(commerce.against("Qh Qs 5d", 4), commerce.against("Qh Qs 5d", 4))
        self.assertEqual(commerce.against("Qh Qs 5d", 4).deals, 7_500)
        self.assertEqual(commerce.against("Qh Qs 5d", 16).deals, 1_875)


class TheFacade(unittest.TestCase):
    def test_the_answer(self):
        a = api.handle({"op": "commerce-worth", "cards": "Qh Qs 5d"})
        self.assertEqual((a["description"], a["hands"]), ("Pair of queens, five the third card", 22100))
        self.assertEqual(a["against"], {"others": 1, "exact": True, "deals": 18424, "wins": 16858, "ties": 3, "loses": 1563,
                                        "wins_percent": "91.50%", "ties_percent": "0.02%", "loses_percent": "8.48%", "best_percent": "91.52%"})
        self.assertEqual([(f["combination"], f["chance"], f["odds"]) for f in a["frequencies"]][:2],
                         [("tricon", "1/425", "424 to 1"), ("sequence", "12/5525", "459 to 1")])
        six = api.handle({"op": "commerce-worth", "cards": "Qh Qs 5d", "others": 6})["against"]
        self.assertEqual((six["exact"], six["deals"], six["seed"]), (False, 5000, 1))
        self.assertRegex(six["interval"], r"^\d+\.\d% to \d+\.\d%$")

    def test_a_sample_never_or_always_best_keeps_an_interval(self):
        """Issue 42: against two others, 2c 3d 5h was best in none of 15,000 deals and three aces in all, and the intervals
        read "0.0% to 0.0%" and "100.0% to 100.0%". Wilson's: 0 to 3.8416/15,003.8416 (0.026%), and 15,000/15,003.8416
        (99.974%) to 1."""
        worst = api.handle({"op": "commerce-worth", "cards": "2c 3d 5h", "others": 2})["against"]
        best = api.handle({"op": "commerce-worth", "cards": "Ac Ad Ah", "others": 2})["against"]
        self.assertEqual((worst["deals"], worst["wins"] + worst["ties"], worst["interval"]), (15_000, 0, "0.0% to under 0.1%"))
        self.assertEqual((best["deals"], best["wins"] + best["ties"], best["interval"]), (15_000, 15_000, "over 99.9% to 100.0%"))

    def test_the_interval_is_wilsons(self):
        """Best or alike with the best in k of n deals: Wilson's interval by the textbook's formula,
        (p + z^2/2n -/+ z sqrt(p(1 - p)/n + z^2/4n^2))/(1 + z^2/n), to a tenth of a point."""
        a = api.handle({"op": "commerce-worth", "cards": "Ah Kh Qd", "others": 16})["against"]  # 1.1% to 2.2% by the normal approximation
        z, n, p = 1.96, a["deals"], (a["wins"] + a["ties"]) / a["deals"]
        centre, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        low, high = (centre - half) / (1 + z * z / n), (centre + half) / (1 + z * z / n)
        self.assertEqual(a["interval"], f"{100 * low:.1f}% to {100 * high:.1f}%")
        self.assertEqual(a["interval"], "1.2% to 2.3%")

    def test_bad_input_is_named(self):
        cases = [({"cards": "Qh Qs 6d", "pack": 32}, "bad-card", "6d is not in the pack of 32"),
                 ({"cards": "Qh Qs 9d", "pack": "32", "others": 10}, "bad-players", "must be from 1 to 9; 10 is out of range"),
                 ({"cards": "Qh Qs"}, "wrong-count", "the hand has 2 cards"), ({"cards": 5}, "no-cards", 'give "cards"'),
                 ({"cards": "Qh Qs Qh"}, "duplicate-card", "Qh is given twice"), ({"cards": "Qh Qs <b>x"}, "bad-card", "'<b>x' is not a card"),
                 ({"cards": "Qh Qs 9d", "pack": "٣٢"}, "bad-choice", "the pack"),
                 ({"cards": "Qh Qs 9d", "others": 2, "deals": 0}, "bad-deals", "deals")]
        for fields, code, words in cases:
            with self.subTest(fields=fields):
                answer = api.handle({"op": "commerce-worth", **fields})
                self.assertEqual(answer["error"]["code"], code)
                self.assertIn(words, answer["error"]["message"])

    @unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
    def test_the_command_line(self):
        out = subprocess.run([sys.executable, "-m", "hoyle", "commerce-worth", "Ac", "Kc", "Qc"], capture_output=True, text=True,
                             check=True).stdout
        self.assertEqual(json.loads(out)["against"]["loses"], 43)  # the tricons: four of each rank but the three held, one each


class TheWidget(unittest.TestCase):
    def html(self, **form) -> str:
        return json.loads(web.respond(json.dumps({"op": "commerce-worth", "view": "commerce-worth", **form})))["html"]

    def test_exact_and_sampled(self):
        one = self.html(cards="Qh Qs 5d", others="1")
        self.assertIn("Pair of queens, five the third card: against one other hand it is best 91.50% of the time, alike 0.02%, "
                      "beaten 8.48%.", one)
        self.assertIn('<tr data-combination="pair" aria-current="true"', one)
        six = self.html(cards="Qh Qs 5d", others="6")
        self.assertIn("against 6 other hands it is the best, or alike with the best, about", six)
        self.assertIn("Not counted exactly", six)

    def test_hostile_input_is_escaped(self):
        html = self.html(cards='Qh Qs "><script>x</script>', others="1")
        self.assertIn("Not worked out:", html)
        self.assertNotIn("<script>", html)


if __name__ == "__main__":
    unittest.main()

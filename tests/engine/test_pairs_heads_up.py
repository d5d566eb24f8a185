"""Two pairs each drawing three cards (Practical Poker, "Coming In": tens against deuces, aces against eights): the
exact count of hoyle.claims.poker.pairs_drawing_three, checked against treys, an independent evaluator, on a sample
of draws dealt at random, and on the draws that tie."""

from __future__ import annotations

import importlib.util
import random
import unittest
from fractions import Fraction

from hoyle.cards import pack, parse_cards
from hoyle.claims.poker import pairs_drawing_three


def _treys(cards):
    from treys import Card

    return [Card.new(c.code.replace("10", "T")) for c in cards]


class PairsDrawingThree(unittest.TestCase):
    def test_the_exact_figures(self):
        win, tie = pairs_drawing_three("10s 10h", "2s 2h")
        self.assertEqual(win + tie / 2, Fraction(4087867, 5335440))
        self.assertGreater(tie, 0)  # tens up against tens up: both draw the other pair
        self.assertLess(tie, Fraction(1, 1000))

    @unittest.skipIf(importlib.util.find_spec("treys") is None, "treys, the independent evaluator, is a test requirement, not in Pyodide")
    def test_against_treys_on_a_sample(self):
        from treys import Evaluator

        evaluator = Evaluator()
        for a, b in (("10s 10h", "2s 2h"), ("As Ah", "8s 8h")):
            held_a, held_b = parse_cards(a), parse_cards(b)
            rest = [c for c in pack() if c not in held_a and c not in held_b]
            rng = random.Random(2)
            n, score = 30_000, 0.0
            for _ in range(n):
                drawn = rng.sample(rest, 6)
                va = evaluator.evaluate([], _treys(held_a + tuple(drawn[:3])))
                vb = evaluator.evaluate([], _treys(held_b + tuple(drawn[3:])))
                score += 1.0 if va < vb else 0.5 if va == vb else 0.0  # treys: lower is better
            win, tie = pairs_drawing_three(a, b)
            p = float(win + tie / 2)
            se = (p * (1 - p) / n) ** 0.5
            with self.subTest(a=a, b=b):
                self.assertLess(abs(score / n - p), 4 * se)

    def test_only_pairs(self):
        with self.assertRaises(ValueError):
            pairs_drawing_three("10s 9h", "2s 2h")


if __name__ == "__main__":
    unittest.main()

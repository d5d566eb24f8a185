"""The lay-out advisor: the fast show against `reckon`, and exact expectations over every start."""

import random
import unittest
from fractions import Fraction

from hoyle import api
from hoyle.cards import Card, pack, parse_cards
from itertools import combinations

from hoyle.cribbage.layout import crib_points, fast_show, advise
from hoyle.cribbage.show import reckon


class FastShow(unittest.TestCase):
    def test_agrees_with_reckon(self):
        rng = random.Random(61)
        cards = pack()
        for _ in range(2000):
            five = rng.sample(cards, 5)
            hand, starter = tuple(five[:4]), five[4]
            for crib in (False, True):
                self.assertEqual(fast_show(tuple((c.rank, c.suit) for c in hand), (starter.rank, starter.suit), crib),
                                 reckon(hand, starter, crib=crib, variant="six-card").total, (hand, starter, crib))


class Layout(unittest.TestCase):
    def test_fifteen_layouts_with_exact_means(self):
        result = advise("5h 5d Jc Js 4h 6c", crib=False)
        self.assertEqual(len(result["layouts"]), 15)
        best = result["layouts"][0]
        self.assertEqual((best["keep"], best["lay_out"]), (["5h", "5d", "4h", "6c"], ["Jc", "Js"]))
        dealt = {Card(5, "h"), Card(5, "d"), Card(11, "c"), Card(11, "s"), Card(4, "h"), Card(6, "c")}
        kept = [Card(5, "h"), Card(5, "d"), Card(4, "h"), Card(6, "c")]
        shows = [reckon(kept, s, variant="six-card").total for s in pack() if s not in dealt]
        self.assertEqual(len(shows), 46)
        self.assertEqual(best["hand"]["mean"], round(float(Fraction(sum(shows), 46)), 4))
        self.assertEqual((best["hand"]["min"], best["hand"]["max"]), (min(shows), max(shows)))

    def test_five_and_seven_card(self):
        self.assertEqual(len(advise("5h 5d Jc 4h 6c", "five-card")["layouts"]), 10)
        self.assertEqual(len(advise("5h 5d Jc 4h 6c 9s Kd", "seven-card")["layouts"]), 21)

    def test_crib_counted_by_patterns_equals_dealing_out(self):
        """Every start and every two of the other unseen cards dealt out, against `crib_points`:
        lay-outs with a knave (his nob), a suited pair (the flush), a pair, and from each game."""
        for dealt, away in (("5h 5d Jc Js 4h 6c", "Jc Js"), ("5h 5d Jc Js 4h 6c", "5h 4h"), ("5h 5d Jc Js 4h 6c", "6c Jc"),
                            ("5h 5d Jc Js 4h 6c", "5h 5d"), ("7s 8s 2d", "7s 8s"), ("Ah 2h 3c Kd Qd Jd 10s", "Jd Qd")):
            dealt_cards = [(c.rank, c.suit) for c in parse_cards(dealt)]
            away_cards = tuple((c.rank, c.suit) for c in parse_cards(away))
            unseen = [(c.rank, c.suit) for c in pack() if (c.rank, c.suit) not in dealt_cards]
            total = count = 0
            for i, starter in enumerate(unseen):
                for pair in combinations(unseen[:i] + unseen[i + 1:], 2):
                    total += fast_show(away_cards + pair, starter, crib=True)
                    count += 1
            with self.subTest(dealt=dealt, away=away):
                self.assertEqual(crib_points(away_cards, unseen), (total, count))

    def test_the_crib_in_the_answer(self):
        row = next(r for r in advise("5h 5d Jc Js 4h 6c")["layouts"] if r["lay_out"] == ["Jc", "Js"])
        self.assertEqual(row["crib"], {"mean": round(253764 / 45540, 4), "points": 253764, "deals": 45540})  # dealt out above
        dealt = set(parse_cards("5h 5d Jc Js 4h 6c"))
        hand = Fraction(sum(reckon("5h 5d 4h 6c", s, variant="six-card").total for s in pack() if s not in dealt), 46)
        crib = Fraction(253764, 45540)
        self.assertEqual(row["values"], {"dealer": round(float(hand + crib), 4), "pone": round(float(hand - crib), 4)})
        self.assertEqual(row["values"], {"dealer": 21.5289, "pone": 10.3842})

    def test_crib_counts_for_the_dealer_and_against_the_pone(self):
        dealer = advise("5h 5d Jc Js 4h 6c", crib=True)["layouts"]
        pone = {tuple(r["keep"]): r for r in advise("5h 5d Jc Js 4h 6c", crib=True, dealer=False)["layouts"]}
        for row in dealer:
            self.assertEqual(row["crib"]["deals"], 46 * 990)  # every start, and every two of the other 45 cards
            other = pone[tuple(row["keep"])]
            self.assertAlmostEqual(row["value"] - other["value"], 2 * row["crib"]["mean"], places=3)

    def test_facade_and_errors(self):
        answer = api.handle({"op": "layout", "cards": "5h 5d Jc Js 4h 6c"})
        self.assertEqual(answer["layouts"][0]["keep"], ["5h", "5d", "4h", "6c"])
        self.assertEqual(api.handle({"op": "layout", "cards": "5h 5d Jc Js 4h"})["variant"], "five-card")  # the game from the cards dealt
        for request, code in (
            ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "variant": "five-card"}, "wrong-count"),
            ({"op": "layout", "cards": "5h 5d Jc Js 4h 5h"}, "duplicate-card"),
            ({"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "crib": "yes"}, "bad-request"),
            ({"op": "layout", "cards": "5h 5d Jc Js 4h ??"}, "bad-card"),
            ({"op": "layout", "cards": "5h 5d Jc"}, "wrong-count"),
        ):
            with self.subTest(request=request):
                self.assertEqual(api.handle(request)["error"]["code"], code)

if __name__ == "__main__":
    unittest.main()

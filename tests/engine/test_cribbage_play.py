"""The scores of the play at Cribbage (Hoyle's Games Modernized, seed 000 lines 51-61)."""

import unittest

from hoyle.cards import CardError
from hoyle.cribbage import last_card, longest_run, peg


def scored(cards):
    return [(i.kind, i.points) for i in peg(cards).items]


class Pairs(unittest.TestCase):
    def test_pair_pair_royal_double_pair_royal(self):
        # Lines 53-57: "a king to a king", two; a third, six; a fourth, twelve.
        self.assertEqual(scored("Kh Ks"), [("pair", 2)])
        self.assertEqual(scored("Kh Ks Kd"), [("pair-royal", 6)])
        self.assertEqual(scored("7h 7s 7d 7c"), [("double-pair-royal", 12)])

    def test_only_the_card_last_played(self):
        self.assertEqual(scored("Kh Qs Kd"), [])
        self.assertEqual(scored("5h 5s 4d 5d"), [])
        self.assertEqual(scored("Kh Qs"), [])  # ten-cards of different ranks are no pair


class Runs(unittest.TestCase):
    def test_the_books_examples(self):
        # Line 59: A a five, B a four, A a six or a three: three; B a six or a two: four; A either end: five.
        self.assertEqual(peg("5h 4s 3d").total, 3)
        self.assertEqual(scored("5h 4s 6d"), [("fifteen", 2), ("run", 3)])  # the six makes fifteen too
        self.assertEqual(scored("5h 4s 3d 6c"), [("run", 4)])
        self.assertEqual(scored("5h 4s 3d 2c"), [("run", 4)])
        for play in ("5h 4s 3d 6c 2h", "5h 4s 3d 6c 7h", "5h 4s 3d 2c 6h"):
            self.assertEqual(scored(play), [("run", 5)])
        self.assertEqual(scored("5h 4s 3d 2c Ah"), [("fifteen", 2), ("run", 5)])
        # A a five and a three, B a two and a six; A's four makes "the complete sequence", five.
        self.assertEqual(scored("5h 2s 3d 6c 4h"), [("run", 5)])
        self.assertEqual(scored("5h 2s 3d 6c"), [])

    def test_ace_king_queen_is_no_sequence(self):
        self.assertEqual(scored("Ah Ks Qd"), [])
        self.assertEqual(scored("Jh Ks Qd"), [("run", 3)])

    def test_a_duplicate_breaks_the_series(self):
        self.assertEqual(scored("4h 5s 5d 6c"), [])

    def test_the_longest_run(self):
        # Line 59: seven at most, ace to seven; at five-card only six cards are played.
        self.assertEqual([longest_run(n) for n in (3, 4, 5)], [6, 7, 7])
        self.assertEqual(scored("Ah 2s 3d 4c 5h 6s 7d"), [("run", 7)])


class Counts(unittest.TestCase):
    def test_fifteen_and_thirty_one(self):
        # Line 61: fifteen two; thirty-one two.
        self.assertEqual(scored("7h 8s"), [("fifteen", 2)])
        self.assertEqual(scored("Kh 9s 7d 5c"), [("thirty-one", 2)])
        self.assertEqual(peg("Kh 9s 7d 5c").count, 31)

    def test_last_card(self):
        # Line 61: one for last card short of thirty-one; at thirty-one the two for it instead.
        item = last_card("Kh Qs 5d 4c")
        self.assertEqual((item.kind, item.points, item.words, [c.code for c in item.cards]), ("last-card", 1, "one for last card", ["4c"]))
        self.assertIsNone(last_card("Kh Qs 5d 6c"))

    def test_errors(self):
        for cards, code in (("Kh Ks Kd Kc", "over-thirty-one"), ("", "wrong-count"), ("Kh Kh", "duplicate-card"), ("joker 5h", "joker-not-in-play")):
            with self.subTest(cards=cards), self.assertRaises(CardError) as e:
                peg(cards)
            self.assertEqual(e.exception.code, code)
        with self.assertRaises(CardError) as e:
            peg("Kh Ks Kd Kc")
        self.assertEqual(str(e.exception), "the count would be 40: no card may be played past thirty-one (line 61)")


if __name__ == "__main__":
    unittest.main()

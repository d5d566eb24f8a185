"""The full distribution of show scores at six-card cribbage: every hand of four with every start."""

import unittest
from collections import Counter

from hoyle.cards import Card
from hoyle.cribbage.distribution import rank_points, distribution
from hoyle.cribbage.show import fifteens, pairs, runs
from hoyle.cards import rank_multisets

# Points -> hands with a start, out of C(52, 4) x 48 = 12,994,800 (the table printed in the standard
# cribbage literature, e.g. the "Cribbage statistics" tables; 19, 25, 26 and 27 cannot be made).
HAND = {0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268, 7: 751324, 8: 1137236,
        9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656, 14: 90100, 15: 9168, 16: 58248, 17: 11196,
        18: 2708, 20: 8068, 21: 2496, 22: 444, 23: 356, 24: 3680, 28: 76, 29: 4}
# The crib: a flush only with the start (Hoffmann, seed 000 line 77).
CRIB = {0: 1022208, 1: 99792, 2: 2839800, 3: 508908, 4: 2868960, 5: 703496, 6: 1787176, 7: 755320, 8: 1118336,
        9: 358368, 10: 378240, 11: 43880, 12: 310956, 13: 16548, 14: 88132, 15: 9072, 16: 57288, 17: 11196,
        18: 2264, 20: 7828, 21: 2472, 22: 444, 23: 356, 24: 3680, 28: 76, 29: 4}


class Distribution(unittest.TestCase):
    def test_hands(self):
        d = distribution()
        self.assertEqual(sum(d.values()), 12994800)
        self.assertEqual(d, HAND)

    def test_cribs(self):
        self.assertEqual(distribution(crib=True), CRIB)


class RankPoints(unittest.TestCase):
    def test_every_show_of_four_five_and_six_ranks_as_reckoned(self):
        """The counting shortcut equals the fifteens, pairs and runs reckoned item by item, for every
        multiset of ranks a show can hold (hand and start at five-, six- and seven-card)."""
        for size, expected in ((4, 1820), (5, 6175), (6, 18395)):
            seen = 0
            for ranks, _ in rank_multisets(size, {r: 4 for r in range(2, 15)}):
                suit = Counter()
                cards = []
                for r in ranks:
                    cards.append(Card(r, "shdc"[suit[r]]))
                    suit[r] += 1
                cards = tuple(cards)
                reckoned = sum(i.points for i in fifteens(cards) + pairs(cards) + runs(cards))
                self.assertEqual(rank_points(ranks), reckoned, ranks)
                seen += 1
            self.assertEqual(seen, expected)


if __name__ == "__main__":
    unittest.main()

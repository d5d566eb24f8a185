"""The full distribution of show scores at six-card cribbage: every hand of four with every start."""

import unittest

from hoyle.cribbage.distribution import distribution

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


if __name__ == "__main__":
    unittest.main()

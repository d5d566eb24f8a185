"""The one 95% interval of every sampled figure (hoyle.intervals): Wilson's for a share, checked against a
published table and against the interval's definition solved by bisection in exact fractions; for a mean, the
same rule with the sample's spread, checked against the spread of the moved sample built out value by value;
never a point; and as it is printed."""

from __future__ import annotations

import doctest
import math
import random
import unittest
from fractions import Fraction

from hoyle import intervals
from hoyle.intervals import interval, number_interval, outward, percent_interval, share_interval, sums_interval

Z = Fraction(196, 100)


def _bisect(inside, lo: Fraction, hi: Fraction, steps: int = 60) -> Fraction:
    """The point between lo (inside) and hi (outside) where `inside` turns false, by bisection."""
    for _ in range(steps):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if inside(mid) else (lo, mid)
    return (lo + hi) / 2


def wilson_by_bisection(k: int, n: int) -> tuple[Fraction, Fraction]:
    """Wilson's interval from its definition: the p with n (k/n - p)^2 <= z^2 p (1 - p), in fractions."""
    seen = Fraction(k, n)

    def inside(p: Fraction) -> bool:
        return n * (seen - p) ** 2 <= Z * Z * p * (1 - p)

    low = Fraction(0) if k == 0 else _bisect(inside, seen, Fraction(0))
    high = Fraction(1) if k == n else _bisect(inside, seen, Fraction(1))
    return low, high


def moved_spread(values: list[Fraction], mean: Fraction, end: Fraction) -> Fraction:
    """The variance of the sample with weight moved to `end` until its mean is `mean`, built value by value."""
    n = len(values)
    seen = sum(values, Fraction(0)) / n
    t = (mean - seen) / (end - seen)
    weights = [(v, (1 - t) / n) for v in values] + [(end, t)]
    centre = sum(w * v for v, w in weights)
    assert centre == mean
    return sum(w * (v - mean) ** 2 for v, w in weights)


def mean_by_bisection(values: list[Fraction], least: Fraction, most: Fraction) -> tuple[Fraction, Fraction]:
    """The interval of a mean from the rule itself: the m with n (mean - m)^2 <= z^2 (spread of the sample moved to m)."""
    n = len(values)
    seen = sum(values, Fraction(0)) / n

    def inside_towards(end: Fraction):
        return lambda m: m == seen or n * (seen - m) ** 2 <= Z * Z * moved_spread(values, m, end)

    low = least if seen == least else _bisect(inside_towards(least), seen, least)
    high = most if seen == most else _bisect(inside_towards(most), seen, most)
    return low, high


class Shares(unittest.TestCase):
    def test_wilson_as_newcombe_tables_it(self):
        """Newcombe, "Two-sided confidence intervals for the single proportion: comparison of seven methods",
        Statistics in Medicine 17 (1998), Table II, the score method (his method 3), to four places."""
        for (k, n), (low, high) in {(81, 263): (0.2553, 0.3662), (15, 148): (0.0624, 0.1605), (0, 20): (0.0, 0.1611),
                                    (1, 29): (0.0061, 0.1718)}.items():
            with self.subTest(k=k, n=n):
                self.assertEqual(tuple(round(x, 4) for x in share_interval(k, n)), (low, high))

    def test_wilson_as_its_definition_gives_it(self):
        for k, n in [(0, 1), (1, 1), (0, 10_000), (1, 10_000), (3, 7), (50, 100), (9_999, 10_000), (2_347, 6_000), (15_000, 15_000)]:
            with self.subTest(k=k, n=n):
                low, high = share_interval(k, n)
                exact_low, exact_high = wilson_by_bisection(k, n)
                self.assertAlmostEqual(low, float(exact_low), places=12)
                self.assertAlmostEqual(high, float(exact_high), places=12)

    def test_a_share_never_seen_or_always_seen_keeps_a_width(self):
        """Of none in n the bounds are 0 and z^2/(n + z^2); of all, n/(n + z^2) and 1: never "0 to 0"."""
        z2 = 1.96**2
        for n in (1, 20, 3_000, 10_000, 1_000_000):
            with self.subTest(n=n):
                self.assertEqual(share_interval(0, n)[0], 0.0)
                self.assertAlmostEqual(share_interval(0, n)[1], z2 / (n + z2), places=15)
                self.assertAlmostEqual(share_interval(n, n)[0], n / (n + z2), places=12)
                self.assertEqual(share_interval(n, n)[1], 1.0)
        self.assertEqual(share_interval(0, 0), (0.0, 1.0))  # nothing seen: nothing known


class Means(unittest.TestCase):
    SAMPLES = {
        "a share of the pots, ties dividing": ([1] * 7 + [Fraction(1, 2)] * 2 + [Fraction(1, 3)] + [0] * 30, 0, 1),
        "cribs of a sensible opponent": ([Fraction(x, 8) for x in (30, 41, 52, 35, 29, 60, 44, 38, 47, 33)] * 3, 0, 29),
        "the difference of two shares": ([1] * 3 + [-1] * 5 + [0] * 22 + [Fraction(1, 2)], -1, 1),
        "every value alike": ([Fraction(13, 4)] * 25, 0, 29),
        "every value at the top": ([8] * 40, 0, 8),
    }

    def test_the_rule_as_the_moved_sample_gives_it(self):
        for name, (values, least, most) in self.SAMPLES.items():
            values = [Fraction(v) for v in values]
            n = len(values)
            total, squares = sum(values), sum(v * v for v in values)
            with self.subTest(name):
                low, high = sums_interval(float(total), float(squares), n, least, most)
                exact_low, exact_high = mean_by_bisection(values, Fraction(least), Fraction(most))
                self.assertAlmostEqual(low, float(exact_low), places=10)
                self.assertAlmostEqual(high, float(exact_high), places=10)
                self.assertLess(low, high)

    def test_values_of_0_and_1_give_wilson(self):
        for k, n in [(0, 40), (7, 40), (40, 40), (2_347, 6_000)]:
            with self.subTest(k=k, n=n):
                p = k / n
                self.assertEqual(interval(p, p * (1 - p), n), share_interval(k, n))
                a, b = interval(p, p * (1 - p), n)
                exact = wilson_by_bisection(k, n)
                self.assertAlmostEqual(a, float(exact[0]), places=12)
                self.assertAlmostEqual(b, float(exact[1]), places=12)

    def test_values_all_alike_reach_a_share_u_of_the_way_to_each_end(self):
        """All n values v: from v - (v - least)u to v + (most - v)u, u = z^2/(n + z^2)."""
        for v, n, least, most in [(3.25, 400, 0, 29), (8, 20_000, 0, 8), (0, 10_000, -1, 1), (1, 3_000, 0, 1)]:
            with self.subTest(v=v, n=n):
                u = 1.96**2 / (n + 1.96**2)
                low, high = interval(v, 0.0, n, least, most)
                self.assertAlmostEqual(low, v - (v - least) * u, places=12)
                self.assertAlmostEqual(high, v + (most - v) * u, places=12)

    def test_it_holds_the_mean_where_the_normal_approximation_does_not(self):
        """Seeded samples of 400 from a range 0 to 29 where 29 turns up three times in a thousand and 5 otherwise (the
        true mean 5.072): this interval holds the mean at least 95 times in a hundred; the estimate plus or minus 1.96
        standard errors of the sample, which is 5 to 5 whenever no 29 was drawn, about two times in three."""
        rng = random.Random(42)
        mean, n, tries = 5 + 0.003 * 24, 400, 600
        held = held_before = 0
        for _ in range(tries):
            values = [29.0 if rng.random() < 0.003 else 5.0 for _ in range(n)]
            m = sum(values) / n
            var = sum((v - m) ** 2 for v in values) / n
            low, high = interval(m, var, n, 0, 29)
            held += low <= mean <= high
            half = 1.96 * math.sqrt(var / (n - 1))
            held_before += m - half <= mean <= m + half
        self.assertGreaterEqual(held / tries, 0.95)
        self.assertLess(held_before / tries, 0.8)

    def test_of_nothing_the_whole_range(self):
        self.assertEqual(interval(0.0, 0.0, 0, -1, 1), (-1, 1))
        self.assertEqual(sums_interval(0.0, 0.0, 0, 0, 29), (0, 29))


class Printed(unittest.TestCase):
    def test_outward_never_narrows(self):
        self.assertEqual(outward(0.0, 0.000384, 5), (0.0, 0.00039))
        self.assertEqual(outward(0.0, 0.00000384, 5), (0.0, 0.00001))  # a million deals: still above nothing
        self.assertEqual(outward(0.99962, 1.0, 5), (0.99962, 1.0))
        self.assertEqual(outward(0.2553049, 0.366201, 4), (0.2553, 0.3663))

    def test_a_share_never_reads_none_to_none(self):
        for k, n in [(0, 10_000), (0, 3_000), (0, 1_000_000), (10_000, 10_000), (1, 1_000_000), (1_000, 1_000_000)]:
            with self.subTest(k=k, n=n):
                text = percent_interval(*share_interval(k, n))
                a, b = text.split(" to ")
                self.assertNotEqual(a, b)
        self.assertEqual(percent_interval(*share_interval(0, 10_000)), "0.0% to under 0.1%")
        self.assertEqual(percent_interval(*share_interval(10_000, 10_000)), "over 99.9% to 100.0%")
        self.assertEqual(percent_interval(*share_interval(3_000, 3_000)), "99.9% to 100.0%")
        self.assertEqual(percent_interval(*share_interval(1_000, 1_000_000)), "0.09% to 0.11%")
        self.assertEqual(percent_interval(0.19388, 0.20297), "19.4% to 20.3%")  # as before, where the places tell them apart

    def test_a_mean_or_a_difference_never_reads_alike(self):
        self.assertEqual(number_interval(*interval(8.0, 0.0, 20_000, 0, 8)), "7.998 to 8.000")
        self.assertEqual(number_interval(3.25733, 3.29391), "3.26 to 3.29")
        self.assertEqual(number_interval(-0.9, 0.3, 1, signed=True), "-0.9 to +0.3")
        self.assertEqual(number_interval(*(100 * x for x in interval(0.0, 0.0, 10_000, -1, 1)), 1, signed=True), "-0.04 to +0.04")

    def test_doctests(self):
        self.assertEqual(doctest.testmod(intervals).failed, 0)


if __name__ == "__main__":
    unittest.main()

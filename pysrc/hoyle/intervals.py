"""The 95% interval of every figure the engine samples, by one method that never shrinks to a point: a share
seen in none of the deals has the lower bound 0 and an upper bound above it. Shared by every game.

| name | what |
| --- | --- |
| `interval(mean, variance, n, least, most)` | the interval of a mean of n values, each from `least` to `most` |
| `share_interval(hits, n)` | Wilson's interval of `hits` out of `n` (the same function, for values 0 or 1) |
| `sums_interval(total, squares, n, least, most)` | the same from the sums of the values and of their squares |
| `outward(low, high, digits)` | the bounds rounded away from the estimate, never inward |
| `percent_interval(low, high, places)` | a share's interval in words: "19.4% to 20.3%", "0.0% to under 0.1%" |
| `number_interval(low, high, places)` | a mean's or a difference's: "3.26 to 3.29", "-0.9 to +0.3" |
| `WILSON_WORDS`, `IN_WORDS` | the method in a reader's words, for shares, and for averages too |

The method is the score interval of Wilson (1927): the interval holds every mean m for which the sample's mean
lies within 1.96 standard errors of m, the standard error taken as it would be if m were the true mean. For a
share of so many trials (each 0 or 1) that is sqrt(m(1 - m)/n): Wilson's interval. For values that are not
only 0 or 1 (a share of the pots with a tie dividing the pot, the points of a crib, the difference between two
players' shares), the spread at m is the sample's own, made to have the mean m by moving the least weight
to the end of the range that m lies towards; with values 0 and 1 that is Wilson's again. So a sample whose
values are all alike, v, still gives an interval, from v - (v - least)u to v + (most - v)u with
u = 1.96^2/(n + 1.96^2): as if a share u of the values could lie unseen at either end (for a share never
seen, 3.84/(n + 3.84), Wilson's upper bound). Against seeded samples of a rare value at the end of a long
range, it holds the true mean at least 95 times in a hundred where the normal approximation (the estimate plus
or minus 1.96 standard errors of the sample) held it two times in three (tests/engine/test_intervals.py).

>>> [round(x, 4) for x in share_interval(81, 263)]  # Newcombe (1998), Table II: 0.2553 to 0.3662
[0.2553, 0.3662]
>>> share_interval(0, 10_000)[0], round(share_interval(0, 10_000)[1], 7)
(0.0, 0.000384)
"""

from __future__ import annotations

import math

from hoyle.words import percent

Z95 = 1.96  # a 95% interval: 1.96 standard errors either side
#: The method in a reader's words, where a page or an answer explains its intervals: for shares, and for averages too.
WILSON_WORDS = ("A 95% interval here is Wilson's, which never closes to a single figure: a share seen in none of the deals "
                "runs from 0 to a little above it.")
IN_WORDS = (WILSON_WORDS + " An average, or a share that counts a divided pool in part, is given the same way, from the "
            "spread of the sample itself.")
MOST_PLACES = 4  # printed bounds take more places, up to this, only to tell them apart


def _reach(variance: float, room: float, n: int) -> float:
    """How far the interval reaches from the sample's mean towards an end `room` away: the root d of
    n d^2 = z^2 (variance (1 - d/room) + d (room - d)), the spread of the sample with weight d/room moved to that end."""
    if room <= 0:
        return 0.0
    z2 = Z95 * Z95
    a, b, c = n + z2, z2 * (room - variance / room), z2 * variance
    root = math.sqrt(b * b + 4 * a * c)
    d = (b + root) / (2 * a) if b >= 0 else 2 * c / (root - b)  # (the second form: no cancellation when b < 0)
    return min(d, room)


def interval(mean: float, variance: float, n: int, least: float = 0.0, most: float = 1.0) -> tuple[float, float]:
    """The 95% interval of the mean of `n` values, each from `least` to `most`, whose mean and variance (about
    their mean, divided by n) are these. Of no value: the whole range.

    >>> [round(x, 5) for x in interval(8.0, 0.0, 20_000, 0, 8)]  # every deal the same: the interval still has a width
    [7.99846, 8.0]
    """
    if n < 1:
        return least, most
    mean = min(max(mean, least), most)
    variance = max(variance, 0.0)  # (rounding may leave a sum of squares a hair below its mean's square)
    return mean - _reach(variance, mean - least, n), mean + _reach(variance, most - mean, n)


def share_interval(hits: float, n: int) -> tuple[float, float]:
    """Wilson's 95% interval of `hits` out of `n` trials (the whole range 0 to 1 of none)."""
    if n < 1:
        return 0.0, 1.0
    p = hits / n
    return interval(p, p * (1 - p), n)


def sums_interval(total: float, squares: float, n: int, least: float = 0.0, most: float = 1.0) -> tuple[float, float]:
    """The 95% interval of the mean of `n` values from `least` to `most`, given their sum and the sum of their
    squares."""
    if n < 1:
        return least, most
    mean = total / n
    return interval(mean, squares / n - mean * mean, n, least, most)


def outward(low: float, high: float, digits: int) -> tuple[float, float]:
    """The bounds to `digits` decimals, the lower rounded down and the upper up: the interval kept, never narrowed
    (a tiny upper bound stays above 0).

    >>> outward(0.0, 0.00000384, 5)
    (0.0, 1e-05)
    """
    scale = 10**digits
    return math.floor(round(low * scale, 6)) / scale, math.ceil(round(high * scale, 6)) / scale


def percent_interval(low: float, high: float, places: int = 1, between: str = " to ") -> str:
    """A share's interval in percent, each bound as `percent` gives it (a bound that is neither none nor all never
    reads as either), with more places only where the two would read alike, or one as "under" or "over" the other's
    figure ("under 0.1% to 0.1%" reads "0.03% to 0.11%").

    >>> percent_interval(0.0, 0.000384), percent_interval(0.99962, 1.0), percent_interval(0.00094, 0.00106)
    ('0.0% to under 0.1%', 'over 99.9% to 100.0%', '0.09% to 0.11%')
    >>> percent_interval(0.00027, 0.00108), percent_interval(0.99893, 0.999996), percent_interval(0.999, 0.99996)
    ('0.03% to 0.11%', '99.89% to over 99.99%', '99.90% to over 99.99%')
    """
    for p in range(places, MOST_PLACES + 1):
        a, b = percent(low, p), percent(high, p)
        if a != b and a != f"under {b}" and b != f"over {a}":
            break
    return f"{a}{between}{b}"


def _fixed(x: float, places: int, signed: bool) -> str:
    return f"{x:+.{places}f}" if signed else f"{x:.{places}f}"


def number_interval(low: float, high: float, places: int = 2, signed: bool = False, between: str = " to ") -> str:
    """A mean's or a difference's interval ("3.26 to 3.29"; `signed`, "-0.9 to +0.3"), with more places only where
    a bound that is not 0 would read 0 or the two bounds would read alike.

    >>> number_interval(7.998464, 8.0), number_interval(-0.000384, 0.000384, 1, signed=True)
    ('7.998 to 8.000', '-0.0004 to +0.0004')
    """
    for p in range(places, MOST_PLACES + 1):
        a, b = _fixed(low, p, signed), _fixed(high, p, signed)
        if a != b and all(x == 0 or float(t) != 0 for x, t in ((low, a), (high, b))):
            break
    return f"{a}{between}{b}"

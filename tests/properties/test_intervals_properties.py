"""Properties of the one 95% interval of every sampled figure (`hoyle.intervals`), over samples that hypothesis picks
(deterministically):

- a share of k in n: its interval lies within 0 to 1, holds k/n, and has a width, the lower bound 0 only for none
  and the upper 1 only for all; the bounds rounded outward still hold the share rounded and keep a width; printed,
  the two never read alike, and a bound that is neither none nor all never reads as either;
- a mean of values from a range (each value as a sample could give it, all alike too): its interval lies within the
  range, holds the mean, and has a width; moved along the range or stretched, the interval moves and stretches with
  it (so the difference of two shares, from -1 to 1, is Wilson's interval stretched when each deal's difference is
  -1 or +1).

pytest only (not tests/engine, which also runs in Pyodide): hypothesis is a test tool.
"""

from __future__ import annotations

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from hoyle.intervals import interval, number_interval, outward, percent_interval, share_interval  # noqa: E402

FIXED = dict(derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def shares(draw):
    n = draw(st.integers(1, 2_000_000))
    return draw(st.sampled_from([0, n, 1, n - 1]) | st.integers(0, n)), n


@settings(max_examples=400, **FIXED)
@given(shares())
def test_a_share_has_a_width_and_holds_what_was_seen(share):
    k, n = share
    low, high = share_interval(k, n)
    assert 0 <= low <= k / n <= high <= 1
    assert low < high
    assert (low == 0) == (k == 0) and (high == 1) == (k == n)
    rounded_low, rounded_high = outward(low, high, 5)
    assert rounded_low <= round(k / n, 5) <= rounded_high and rounded_low < rounded_high
    a, b = percent_interval(low, high).split(" to ")
    assert a != b
    assert (a in ("0.0%", "0.00%", "0.000%", "0.0000%")) == (k == 0)
    assert (b in ("100.0%", "100.00%", "100.000%", "100.0000%")) == (k == n)


@st.composite
def samples(draw):
    least = draw(st.integers(-30, 30))
    most = least + draw(st.integers(1, 40))
    values = draw(st.lists(st.integers(least, most), min_size=1, max_size=60))
    repeat = draw(st.integers(1, 500))
    return values * repeat, least, most


def _moments(values: list[int]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    return mean, sum((v - mean) ** 2 for v in values) / n


@settings(max_examples=300, **FIXED)
@given(samples())
def test_a_mean_has_a_width_and_stays_in_its_range(sample):
    values, least, most = sample
    mean, variance = _moments(values)
    low, high = interval(mean, variance, len(values), least, most)
    assert least <= low <= mean + 1e-9 and mean - 1e-9 <= high <= most
    assert low < high
    a, b = number_interval(low, high).split(" to ")
    assert a != b


@settings(max_examples=200, **FIXED)
@given(samples(), st.integers(-10, 10), st.integers(1, 5))
def test_a_mean_moves_and_stretches_with_its_range(sample, shift, stretch):
    values, least, most = sample
    mean, variance = _moments(values)
    low, high = interval(mean, variance, len(values), least, most)
    moved = interval(stretch * mean + shift, stretch * stretch * variance, len(values), stretch * least + shift, stretch * most + shift)
    assert moved == pytest.approx((stretch * low + shift, stretch * high + shift), abs=1e-9 * stretch * (most - least + abs(shift) + 1))


@settings(max_examples=200, **FIXED)
@given(shares())
def test_a_difference_of_plus_or_minus_one_is_wilson_stretched(share):
    k, n = share
    p = k / n
    d, variance = 2 * p - 1, 4 * p * (1 - p)
    low, high = share_interval(k, n)
    assert interval(d, variance, n, -1, 1) == pytest.approx((2 * low - 1, 2 * high - 1), abs=1e-12)

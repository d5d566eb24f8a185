"""The pattern counting of the cribbage distribution against dealing out every hand and start,
over a pack of five ranks (20 cards), where the brute force is quick."""

from collections import Counter
from itertools import combinations

import pytest

from hoyle.cards import Card
from hoyle.cribbage.distribution import distribution
from hoyle.cribbage.show import reckon


@pytest.mark.parametrize("crib", [False, True])
def test_counting_equals_dealing_out(crib):
    ranks = (3, 4, 5, 10, 11)  # a run, fifteens, tens and knaves for his nob
    pack = [Card(r, s) for r in ranks for s in "shdc"]
    brute = Counter()
    for hand in combinations(pack, 4):
        for starter in pack:
            if starter not in hand:
                brute[reckon(hand, starter, crib=crib, variant="six-card").total] += 1
    assert distribution(crib=crib, ranks=ranks) == dict(sorted(brute.items()))

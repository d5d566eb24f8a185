"""Properties of hand values and draws, over hands that hypothesis picks (deterministically).

- The order of the cards and the names of the suits never change a hand's value (slow and fast
  evaluators, standard game and house rules), nor the distribution of any draw.
- Every draw distribution adds up to the number of possible draws, C(stock, cards drawn).
- Counting draws by patterns (`Deal.counts`) equals dealing out every draw with the fast evaluator.

pytest only (not tests/engine, which also runs in Pyodide): hypothesis is a test tool.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from hoyle.api.reading import rules_named  # noqa: E402
from hoyle.cards import SUITS, Card, pack  # noqa: E402
from hoyle.poker.draw import Deal  # noqa: E402
from hoyle.poker.hands import evaluate  # noqa: E402
from hoyle.poker.rules import HouseRules  # noqa: E402
from hoyle.poker.tables import card_int, evaluator, table  # noqa: E402

# Deterministic, no example database in the repo, no per-example deadline (the machine is shared).
FIXED = dict(derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RULES = (
    "",
    "joker",
    "extra-hands,joker",
    "extra-hands,proper-rank",
    "extra-hands,proper-rank,joker",
    "blaze-court-cards,round-the-corner-lowest,two-pairs-over-threes,joker",
    "no-straights,joker",
)
# The rules whose draws are checked against dealing out every draw.
BRUTE_RULES = ("", "joker", "extra-hands,proper-rank")


@st.composite
def deals(draw, rule_names=RULES, max_dead=0, hold_sizes=(0, 1, 2, 3, 4, 5)):
    """(rules, hand, dead cards, hold): five cards from the rules' pack, some cards known out, and a
    subset of the hand to hold, in any order."""
    rules = rules_named(draw(st.sampled_from(rule_names)))
    cards = draw(st.permutations(pack(rules.joker)))
    # The hand from one to four suits (the joker fits any), so that flushes and flush draws are common.
    suits = set(draw(st.permutations(SUITS))[:draw(st.integers(1, 4))])
    hand = [c for c in cards if c.is_joker or c.suit in suits][:5]
    rest = [c for c in cards if c not in hand]
    dead = rest[:draw(st.integers(0, max_dead))]
    size = draw(st.sampled_from(hold_sizes))
    hold = tuple(draw(st.permutations(hand))[:size])
    return rules, tuple(hand), tuple(dead), hold


@st.composite
def relabellings(draw):
    """A renaming of the suits (a permutation of s h d c)."""
    return dict(zip(SUITS, draw(st.permutations(SUITS))))


def relabel(cards, suits) -> tuple[Card, ...]:
    return tuple(c if c.is_joker else Card(c.rank, suits[c.suit]) for c in cards)


def fast(cards, rules: HouseRules) -> int:
    return evaluator(rules)(*(card_int(c) for c in cards))


# Values ------------------------------------------------------------------------------------------

@settings(max_examples=300, **FIXED)
@given(deals(rule_names=("",)), st.permutations(range(5)), relabellings())
def test_standard_value_ignores_order_and_suit_names(deal, order, suits):
    _, hand, _, _ = deal
    other = relabel([hand[i] for i in order], suits)
    a, b = evaluate(hand), evaluate(other)
    assert (b, b.klass, b.ranks, b.description) == (a, a.klass, a.ranks, a.description)
    assert fast(other, HouseRules()) == fast(hand, HouseRules())


@settings(max_examples=400, **FIXED)
@given(deals(), st.permutations(range(5)), relabellings())
def test_value_under_house_rules_ignores_order_and_suit_names(deal, order, suits):
    rules, hand, _, _ = deal
    other = relabel([hand[i] for i in order], suits)
    a, b = evaluate(hand, rules), evaluate(other, rules)
    assert (b, b.klass, b.ranks) == (a, a.klass, a.ranks)
    assert fast(other, rules) == fast(hand, rules)
    # The fast lookup gives the strength of the readable evaluator's value.
    assert fast(hand, rules) == table(rules).strength_of_key(a.key)


# Draws -------------------------------------------------------------------------------------------

@settings(max_examples=25, **FIXED)
@given(deals(max_dead=8), st.permutations(range(5)), relabellings())
def test_draws_ignore_suit_names(deal, order, suits):
    """Renaming the suits of the hand, the cards out and the hold leaves every hold's draws alike."""
    rules, hand, dead, _ = deal
    a = Deal(hand, rules, dead)
    b = Deal(relabel([hand[i] for i in order], suits), rules, relabel(dead, suits))
    for n in range(6):
        for hold in combinations(hand, n):
            assert b.counts(relabel(hold, suits)) == a.counts(hold), (hand, dead, hold, suits)


@settings(max_examples=25, **FIXED)
@given(deals(max_dead=10))
def test_every_distribution_adds_up_to_all_draws(deal):
    rules, hand, dead, _ = deal
    d = Deal(hand, rules, dead)
    stock = 52 + rules.joker - 5 - len(dead)
    assert len(d.stock) == stock
    for n in range(6):
        for hold in combinations(hand, n):
            dist = d.counts(hold)
            assert sum(dist.values()) == comb(stock, 5 - n) == d.draws(hold), (hand, dead, hold)
            assert all(v > 0 for v in dist.values())


def dealt_out(rules: HouseRules, hand, dead, hold) -> dict[int, int]:
    """Every draw dealt out and valued with the fast evaluator: strength -> number of draws."""
    strength = evaluator(rules)
    out = set(hand) | set(dead)
    stock = [card_int(c) for c in pack(rules.joker) if c not in out]
    held = [card_int(c) for c in hold]
    return dict(Counter(strength(*held, *drawn) for drawn in combinations(stock, 5 - len(hold))))


@settings(max_examples=150, **FIXED)
@given(deals(rule_names=BRUTE_RULES, max_dead=6, hold_sizes=(2, 3, 4, 5)))
def test_counting_equals_dealing_out(deal):
    rules, hand, dead, hold = deal
    assert Deal(hand, rules, dead).counts(hold) == dealt_out(rules, hand, dead, hold), (hand, dead, hold)


@pytest.mark.parametrize("names", BRUTE_RULES)
@settings(max_examples=3, **FIXED)
@given(deal=deals(rule_names=("",), max_dead=3, hold_sizes=(1,)))
def test_counting_equals_dealing_out_one_card_held(names, deal):
    """Drawing four (about 180,000 draws each): the longest brute force kept in the suite."""
    _, hand, dead, hold = deal
    rules = rules_named(names)
    assert Deal(hand, rules, dead).counts(hold) == dealt_out(rules, hand, dead, hold), (hand, dead, hold)


@settings(max_examples=3, **FIXED)
@given(deal=deals(rule_names=("joker",), max_dead=3, hold_sizes=(1,)))
def test_counting_equals_dealing_out_joker_in_hand_one_card_held(deal):
    """The joker in the hand (swapped in for the first card), held alone or not."""
    rules, hand, dead, hold = deal
    if not any(c.is_joker for c in hand):
        hand = (pack(True)[-1],) + hand[1:]
        dead = tuple(c for c in dead if not c.is_joker)
        hold = (hand[0],)
    assert Deal(hand, rules, dead).counts(hold) == dealt_out(rules, hand, dead, hold), (hand, dead, hold)

"""Properties of cribbage scoring, over deals that hypothesis picks (deterministically).

- The show (`show.reckon`), hand and crib, in the five-, six- and seven-card games: equals a
  brute-force reckoning written here from the rules; the order of the hand's cards never changes
  the total nor the items; a permutation of the suits maps the items onto the items; changing the
  suits in any way changes only the flush and his nob; his heels goes by the start's rank alone.
- The fast scorer (`layout.fast_show`) equals `reckon`.
- The play (`play.peg`): equals a brute-force pegging written here; the names of the suits never
  count; a run played last scores the same in any order of its cards; nothing passes thirty-one.
- The whole play (`play.play_out`): every deal played out at random choices goes on to the end as a
  referee written here from the rules plays it, with the same turns, cards allowed and points.
- The lay-out (`layout.advise`): the order of the dealt cards and the names of the suits never
  change the rows, and each row's hand statistics are those of reckoning the kept cards with every
  unseen start.

pytest only (not tests/engine, which also runs in Pyodide): hypothesis is a test tool.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb, isclose, sqrt

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from hoyle.cards import SUITS, Card, CardError, pack, parse_card  # noqa: E402
from hoyle.errors import RuleError  # noqa: E402
from hoyle.cribbage.layout import advise, fast_show  # noqa: E402
from hoyle.cribbage.play import peg, play_out  # noqa: E402
from hoyle.cribbage.show import VARIANTS, heels, reckon  # noqa: E402

# Deterministic, no example database in the repo, no per-example deadline (the machine is shared).
FIXED = dict(derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow])

VARIANT_NAMES = tuple(VARIANTS)  # five-card, six-card, seven-card
HAND_SIZE = {"five-card": 3, "six-card": 4, "seven-card": 5}  # the hand without the start
DEALT = {"five-card": 5, "six-card": 6, "seven-card": 7}
CRIB_SIZE = 4  # two laid out by each player, in every game
RANK_ONLY = ("fifteen", "pair", "pair-royal", "double-pair-royal", "run")


# --- the rules, written again from the book (independent of the engine) -----------------------------


def pips(card: Card) -> int:
    """Towards fifteen and thirty-one: court cards ten, the ace one."""
    return 1 if card.rank == 14 else min(card.rank, 10)


def place(card: Card) -> int:
    """In sequence: the ace below the two, the king highest (no going round the corner)."""
    return 1 if card.rank == 14 else card.rank


def is_run(cards) -> bool:
    places = sorted(place(c) for c in cards)
    return len(cards) >= 3 and all(b == a + 1 for a, b in zip(places, places[1:]))


def brute_show(hand, starter, crib: bool) -> int:
    """The show by dealing out every subset: fifteens (2 each), pairs (2 for every two of a rank),
    every run of three or more not inside a longer run (one a card), the flush, his nob."""
    cards = tuple(hand) + (starter,)
    subsets = [s for n in range(2, len(cards) + 1) for s in combinations(cards, n)]
    points = 2 * sum(1 for s in subsets if sum(map(pips, s)) == 15)
    points += 2 * sum(1 for a, b in combinations(cards, 2) if a.rank == b.rank)
    runs = [frozenset(s) for s in subsets if is_run(s)]
    points += sum(len(r) for r in runs if not any(r < other for other in runs))
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            points += len(hand) + 1
        elif not crib:
            points += len(hand)
    if any(c.rank == 11 and c.suit == starter.suit for c in hand):
        points += 1
    return points


def suit_points(hand, starter, crib: bool) -> int:
    """The flush and his nob alone, from the rules."""
    points = 0
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            points += len(hand) + 1
        elif not crib:
            points += len(hand)
    if any(c.rank == 11 and c.suit == starter.suit for c in hand):
        points += 1
    return points


def brute_peg(cards) -> int:
    """What the last card scores in play, from the rules: fifteen and thirty-one two each; the
    cards of its rank played just before it, two for every pair among them; the longest run of
    the last three or more cards, in any order, one a card."""
    count = sum(map(pips, cards))
    points = 2 * (count == 15) + 2 * (count == 31)
    same = 1
    while same < len(cards) and cards[-same - 1].rank == cards[-1].rank:
        same += 1
    points += 2 * comb(same, 2)
    points += max([n for n in range(3, len(cards) + 1) if is_run(cards[-n:])], default=0)
    return points


# --- the deals ------------------------------------------------------------------------------------


@st.composite
def some_cards(draw, n: int) -> tuple[Card, ...]:
    """n different cards, from one to four suits and a window of ranks (the ace below the two or
    above the king), so that flushes, runs, pairs, fifteens and knaves are common."""
    suits = draw(st.permutations(SUITS))[:draw(st.integers(-(-n // 13), 4))]
    least = -(-n // len(suits))
    width = least if draw(st.booleans()) else draw(st.integers(least, 13))  # often as few ranks as will do
    low = draw(st.integers(1, 15 - width))  # places 1 to 14: the ace at either end
    ranks = {14 if p == 1 else p for p in range(low, low + width)}
    cards = [c for c in pack() if c.suit in suits and c.rank in ranks]
    return tuple(draw(st.permutations(cards))[:n])


@st.composite
def shows(draw):
    """(game, crib, hand, start): a hand (3, 4 or 5 cards by the game) or a crib (4) with a start."""
    variant = draw(st.sampled_from(VARIANT_NAMES))
    crib = draw(st.booleans())
    size = CRIB_SIZE if crib else HAND_SIZE[variant]
    how = draw(st.sampled_from(["window", "any start", "flush"]))
    if how == "flush":  # the hand (or crib) of one suit, the start of any suit
        suit = draw(st.sampled_from(SUITS))
        hand = tuple(draw(st.permutations([c for c in pack() if c.suit == suit]))[:size])
    else:
        cards = draw(some_cards(size + 1))
        hand, starter = cards[:-1], cards[-1]
    if how != "window":  # the start from anywhere in the pack
        starter = draw(st.sampled_from([c for c in pack() if c not in hand]))
    return variant, crib, hand, starter


@st.composite
def relabellings(draw):
    """A renaming of the suits (a permutation of s h d c)."""
    return dict(zip(SUITS, draw(st.permutations(SUITS))))


def relabel(cards, suits) -> tuple[Card, ...]:
    return tuple(Card(c.rank, suits[c.suit]) for c in cards)


def items(show) -> Counter:
    """The items as a multiset of (kind, points, the cards that make it, in any order)."""
    return Counter((i.kind, i.points, frozenset(i.cards)) for i in show.items)


def rank_items(show) -> Counter:
    """The fifteens, pairs and runs as a multiset of (kind, points, the ranks that make it)."""
    return Counter((i.kind, i.points, tuple(sorted(c.rank for c in i.cards)))
                   for i in show.items if i.kind in RANK_ONLY)


# --- the show -------------------------------------------------------------------------------------


def test_the_sizes_reckon_accepts():
    """A hand of 3, 4 or 5 by the game, a crib of 4 in every game (five-card too); others refused."""
    cards = pack()
    for variant, size in HAND_SIZE.items():
        for n in range(1, 7):
            for crib, wanted in ((False, size), (True, CRIB_SIZE)):
                if n == wanted:
                    assert reckon(cards[:n], cards[40], crib=crib, variant=variant).hand == cards[:n]
                else:
                    with pytest.raises(CardError) as caught:
                        reckon(cards[:n], cards[40], crib=crib, variant=variant)
                    assert caught.value.code == "wrong-count"


@settings(max_examples=200, **FIXED)
@given(shows())
def test_show_equals_reckoning_by_brute_force(deal):
    variant, crib, hand, starter = deal
    show = reckon(hand, starter, crib=crib, variant=variant)
    assert show.total == brute_show(hand, starter, crib)
    assert show.points("flush", "nob") == suit_points(hand, starter, crib)


@settings(max_examples=150, **FIXED)
@given(shows(), st.data())
def test_order_of_the_hand_never_changes_the_show(deal, data):
    variant, crib, hand, starter = deal
    base = reckon(hand, starter, crib=crib, variant=variant)
    shuffled = data.draw(st.permutations(hand))
    again = reckon(shuffled, starter, crib=crib, variant=variant)
    assert again.total == base.total == brute_show(hand, starter, crib)
    assert items(again) == items(base)
    # and as text, the start given by its code
    assert reckon(" ".join(c.code for c in shuffled), starter.code, crib=crib, variant=variant).total == base.total


@settings(max_examples=150, **FIXED)
@given(shows(), relabellings())
def test_a_permutation_of_the_suits_maps_items_to_items(deal, suits):
    variant, crib, hand, starter = deal
    base = reckon(hand, starter, crib=crib, variant=variant)
    moved = reckon(relabel(hand, suits), relabel([starter], suits)[0], crib=crib, variant=variant)
    assert moved.total == base.total
    expected = Counter({(kind, points, frozenset(relabel(cards, suits))): n
                        for (kind, points, cards), n in items(base).items()})
    assert items(moved) == expected


@settings(max_examples=150, **FIXED)
@given(shows(), st.data())
def test_changing_suits_changes_only_the_flush_and_nob(deal, data):
    """Give every card any suit (the cards staying different): the fifteens, pairs and runs are the
    same by ranks, and the total less the flush and nob is unchanged."""
    variant, crib, hand, starter = deal
    cards = hand + (starter,)
    by_rank: dict[int, list[int]] = {}
    for i, c in enumerate(cards):
        by_rank.setdefault(c.rank, []).append(i)
    new = list(cards)
    for rank, places in by_rank.items():
        for i, suit in zip(places, data.draw(st.permutations(SUITS))):
            new[i] = Card(rank, suit)
    new_hand, new_start = tuple(new[:-1]), new[-1]
    base = reckon(hand, starter, crib=crib, variant=variant)
    moved = reckon(new_hand, new_start, crib=crib, variant=variant)
    assert rank_items(moved) == rank_items(base)
    assert moved.total - moved.points("flush", "nob") == base.total - base.points("flush", "nob")
    assert moved.points("flush", "nob") == suit_points(new_hand, new_start, crib)
    assert {i.kind for i in moved.items} - set(RANK_ONLY) <= {"flush", "nob"}


@settings(max_examples=100, **FIXED)
@given(shows(), st.sampled_from(SUITS))
def test_his_heels_goes_by_the_rank_of_the_start_alone(deal, suit):
    variant, crib, hand, starter = deal
    show = reckon(hand, starter, crib=crib, variant=variant)
    other = heels(Card(starter.rank, suit))
    if starter.rank == 11:
        assert (show.heels.kind, show.heels.points, show.heels.cards) == ("heels", 2, (starter,))
        assert (other.kind, other.points) == ("heels", 2)
    else:
        assert show.heels is None and other is None
    # two for his heels is scored at the turn-up, not in the show
    assert show.total == brute_show(hand, starter, crib)


# --- the fast scorer ------------------------------------------------------------------------------


@settings(max_examples=200, **FIXED)
@given(shows())
def test_fast_show_equals_reckon(deal):
    variant, crib, hand, starter = deal
    fast = fast_show(tuple((c.rank, c.suit) for c in hand), (starter.rank, starter.suit), crib)
    assert fast == reckon(hand, starter, crib=crib, variant=variant).total == brute_show(hand, starter, crib)


# --- the play -------------------------------------------------------------------------------------


@st.composite
def counts(draw):
    """The cards played since the count began, never past thirty-one, at least one, at most ten (two hands of five)."""
    if draw(st.booleans()):
        cards = draw(some_cards(draw(st.integers(1, 10))))
    else:  # any cards: fifteens and thirty-ones are common
        cards = draw(st.lists(st.sampled_from(pack()), unique=True, min_size=1, max_size=8))
    played = []
    for c in cards:
        if sum(map(pips, played)) + pips(c) > 31:
            break
        played.append(c)
    assume(played)
    if draw(st.booleans()):  # fewer than the count allows
        played = played[:draw(st.integers(1, len(played)))]
    target = draw(st.sampled_from([None, 15, 31]))  # a last card to make fifteen or thirty-one, if there is one
    while target == 15 and sum(map(pips, played)) >= 15:
        played = played[:-1]
    makes = [c for c in pack() if c not in played and sum(map(pips, played)) + pips(c) == target]
    if makes and len(played) < 10:
        played = played + [draw(st.sampled_from(makes))]
    return tuple(played)


@settings(max_examples=200, **FIXED)
@given(counts(), relabellings())
def test_peg_equals_brute_force_and_ignores_suit_names(cards, suits):
    scored = peg(cards)
    assert scored.count == sum(map(pips, cards)) <= 31
    assert scored.total == brute_peg(cards)
    moved = peg(relabel(cards, suits))
    assert moved.total == scored.total
    assert Counter((i.kind, i.points) for i in moved.items) == Counter((i.kind, i.points) for i in scored.items)


@st.composite
def runs_played_last(draw):
    """(before, run): a run of three to seven cards, played after a few other cards, in one count."""
    length = draw(st.integers(3, 7))
    # the lowest card of the run: the ace is one, court cards ten, and the run fits in thirty-one
    lows = [low for low in range(1, 15 - length) if sum(min(p, 10) for p in range(low, low + length)) <= 31]
    low = draw(st.sampled_from(lows))
    ranks = [14 if p == 1 else p for p in range(low, low + length)]
    run = tuple(Card(r, draw(st.sampled_from(SUITS))) for r in ranks)
    rest = [c for c in pack() if c not in run]
    before = []
    for c in draw(st.lists(st.sampled_from(rest), unique=True, max_size=4)):
        if sum(map(pips, before + list(run))) + pips(c) <= 31:
            before.append(c)
    return tuple(before), run


@settings(max_examples=200, **FIXED)
@given(runs_played_last(), st.data())
def test_a_run_played_last_scores_alike_in_any_order(deal, data):
    before, run = deal
    first = peg(before + run)
    again = peg(before + tuple(data.draw(st.permutations(run))))
    length = max(n for n in range(3, len(before) + len(run) + 1) if is_run((before + run)[-n:]))
    for scored in (first, again):
        assert [i.points for i in scored.items if i.kind == "run"] == [length]
        assert not any(i.kind in ("pair", "pair-royal", "double-pair-royal") for i in scored.items)
    assert again.total == first.total == brute_peg(before + run)


@settings(max_examples=100, **FIXED)
@given(st.permutations(pack()), st.integers(0, 3))
def test_nothing_is_pegged_past_thirty_one(cards, extra):
    n = next(k for k in range(1, 53) if sum(map(pips, cards[:k])) > 31)
    # up to the card that would pass thirty-one, every card is scored (ten at most in one count)
    assert peg(cards[:min(n - 1, 10)]).count <= 31
    # that card, and any after it, are refused
    with pytest.raises(RuleError) as caught:  # what the rules forbid, not a card that is wrong
        peg(cards[:n + extra])
    assert caught.value.code == "over-thirty-one"
    assert str(sum(map(pips, cards[:n + extra]))) in caught.value.message


# --- the lay-out ----------------------------------------------------------------------------------


# --- the whole play (`play.play_out`), against a referee written here from the rules -------------------


def referee(pone, dealer, choose, five_card: bool):
    """Play two hands out by the rules, `choose` picking among the cards a player may play: the pone
    leads; a player plays when he can without passing thirty-one, else says go; when neither can
    play on, the last player has one for last card (none at thirty-one, which scored two), and a new
    count begins with the other player, or with the last if the other has no cards left; five-card
    ends at the first count's end. Yields (whose turn, what he may play, the card played), and
    returns each player's points."""
    left = {"pone": list(pone), "dealer": list(dealer)}
    points = {"pone": 0, "dealer": 0}
    other = {"pone": "dealer", "dealer": "pone"}
    turn, table, last = "pone", [], None
    while left["pone"] or left["dealer"]:
        count = sum(map(pips, table))
        may = [c for c in left[turn] if count + pips(c) <= 31]
        if not may:
            if [c for c in left[other[turn]] if count + pips(c) <= 31]:
                turn = other[turn]  # he says go (if he has cards), and his opponent plays on
                continue
            points[last] += 1 if count != 31 else 0  # neither can: the count ends
            table, turn = [], other[last] if left[other[last]] else last
            if five_card:
                break
            continue
        card = choose(may)
        yield turn, may, card
        table.append(card)
        left[turn].remove(card)
        points[turn] += brute_peg(table)
        last = turn
        if sum(map(pips, table)) == 31:
            table, turn = [], other[last] if left[other[last]] else last
            if five_card:
                break
        else:
            turn = other[turn]
    if table:  # the last card of all
        points[last] += 1
    return points


@pytest.mark.parametrize("variant", VARIANT_NAMES)
@settings(max_examples=300, **FIXED)
@given(st.permutations(pack()), st.randoms(use_true_random=False))
def test_every_play_goes_on_to_the_end_as_the_referee_plays_it(variant, cards, rng):
    """Issue 25: a count ending on one player's card when the other had no cards left passed the lead
    to the empty hand, and the play stuck (2% of six-card and 5% of seven-card deals)."""
    size = HAND_SIZE[variant]
    pone, dealer = cards[:size], cards[size:2 * size]
    game = referee(pone, dealer, rng.choice, variant == "five-card")
    played = []
    while True:
        try:
            turn, may, card = next(game)
        except StopIteration as end:
            points = end.value
            break
        so_far = play_out(pone, dealer, played, variant=variant)
        assert not so_far.over and so_far.next == turn and set(so_far.playable) == set(may) and so_far.playable
        played.append(card)
    done = play_out(pone, dealer, played, variant=variant)
    assert done.over and done.next is None and not done.playable
    assert {p: done.score(p) for p in ("pone", "dealer")} == points
    if variant != "five-card":
        assert len(played) == 2 * size and not any(done.unplayed.values())


@st.composite
def dealt_hands(draw):
    variant = draw(st.sampled_from(VARIANT_NAMES))
    return variant, draw(some_cards(DEALT[variant]))


def rows(answer, suits=None) -> Counter:
    """The rows as a multiset: (keep, lay out) as sets, the hand's mean, min and max, the crib, the
    value; the suits renamed if given."""
    def cards(codes):
        found = [parse_card(code) for code in codes]
        return frozenset(relabel(found, suits) if suits else found)
    return Counter((cards(r["keep"]), cards(r["lay_out"]), r["hand"]["mean"], r["hand"]["min"], r["hand"]["max"],
                    r["hand"]["starts"], r["crib"]["points"], r["crib"]["deals"], r["value"])
                   for r in answer["layouts"])


def sds(answer, suits=None) -> dict:
    def key(r):
        found = [parse_card(code) for code in r["keep"]]
        return frozenset(relabel(found, suits) if suits else found)
    return {key(r): r["hand"]["sd"] for r in answer["layouts"]}


@settings(max_examples=12, **FIXED)
@given(dealt_hands(), st.data(), relabellings(), st.booleans())
def test_layout_ignores_the_order_of_the_deal_and_the_names_of_the_suits(deal, data, suits, dealer):
    variant, cards = deal
    base = advise(cards, variant=variant, dealer=dealer)
    assert len(base["layouts"]) == comb(DEALT[variant], 2)
    for r in base["layouts"]:
        assert set(r["keep"]) | set(r["lay_out"]) == {c.code for c in cards} and len(r["lay_out"]) == 2
    shuffled = advise(data.draw(st.permutations(cards)), variant=variant, dealer=dealer)
    assert rows(shuffled) == rows(base)
    assert sds(shuffled) == sds(base)
    moved = advise(relabel(cards, suits), variant=variant, dealer=dealer)
    assert rows(moved) == rows(base, suits)
    # the standard deviation sums the same squares in another order (the unseen cards renamed), so
    # its last rounded place may differ
    sd_moved, sd_base = sds(moved), sds(base, suits)
    assert sd_moved.keys() == sd_base.keys()
    assert all(isclose(sd_moved[k], sd_base[k], abs_tol=2e-4) for k in sd_base)


@settings(max_examples=8, **FIXED)
@given(dealt_hands())
def test_layout_hand_statistics_are_the_show_over_every_unseen_start(deal):
    variant, cards = deal
    answer = advise(cards, variant=variant, crib=False)
    unseen = [c for c in pack() if c not in cards]
    for r in answer["layouts"]:
        keep = [parse_card(code) for code in r["keep"]]
        shows = [brute_show(keep, s, False) for s in unseen]
        mean = sum(shows) / len(shows)
        sd = sqrt(sum((v - mean) ** 2 for v in shows) / len(shows))
        assert r["hand"]["starts"] == len(unseen) == 52 - DEALT[variant]
        assert (r["hand"]["min"], r["hand"]["max"]) == (min(shows), max(shows))
        assert isclose(r["hand"]["mean"], mean, abs_tol=5.1e-5)
        assert isclose(r["hand"]["sd"], sd, abs_tol=5.1e-5)
        assert r["value"] == r["hand"]["mean"]
    values = [r["value"] for r in answer["layouts"]]
    assert values == sorted(values, reverse=True)

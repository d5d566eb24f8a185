"""Properties of the round games, over deals that hypothesis picks (deterministically).

- Commerce (`hoyle.rounds.commerce`): a hand's value is the one its combination and the tie rules give,
  whatever the order of its cards or the names of the suits; the winners of several hands are the
  hands with the best value, whatever order the hands are given in, and agree with comparing the
  hands two at a time.
- Vingt-un (`hoyle.rounds.vingt_un`): the points of a hand ignore the order and the suits of its cards; a
  natural is two cards making 21; a hand is over-drawn when its points, the ace counted one, pass
  21; a round's settlement ignores the suits, the order of the cards and the order of the players.
- Blind Hookey (`hoyle.rounds.hookey`): "Suits never count" (the module's docstring), so any change of
  suits leaves every settlement alone; each stake is settled by its own bottom card and the
  dealer's, whatever the order of the players or of the company's two packets.
- The facade (`hoyle.api.handle`): malformed requests for these games (a card twice, a card that
  is not one, the joker, a wrong number of cards, hands or players, a bad stake) are answered with
  the error's code and a message, never an exception.

pytest only (not tests/engine, which also runs in Pyodide): hypothesis is a test tool.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from hoyle.api import handle  # noqa: E402
from hoyle.cards import SUITS, Card, pack, parse_card  # noqa: E402
from hoyle.rounds.commerce import compare, hand_value  # noqa: E402
from hoyle.rounds.hookey import first_method, second_method  # noqa: E402
from hoyle.rounds.vingt_un import Agreements, natural, overdrawn, points, settle, settle_hand  # noqa: E402

# Deterministic, no example database in the repo, no per-example deadline (the machine is shared).
FIXED = dict(derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow])

PACK = pack()


# --- cards ----------------------------------------------------------------------------------------


@st.composite
def some_cards(draw, n: int) -> tuple[Card, ...]:
    """n different cards, from one to four suits and a window of ranks (the ace below the two or
    above the king), so that flushes, sequences, pairs and tricons are common."""
    suits = draw(st.permutations(SUITS))[:draw(st.integers(-(-n // 13), 4))]
    least = -(-n // len(suits))
    width = least if draw(st.booleans()) else draw(st.integers(least, 13))  # often as few ranks as will do
    low = draw(st.integers(1, 15 - width))  # places 1 to 14: the ace at either end
    ranks = {14 if p == 1 else p for p in range(low, low + width)}
    cards = [c for c in PACK if c.suit in suits and c.rank in ranks]
    return tuple(draw(st.permutations(cards))[:n])


@st.composite
def relabellings(draw):
    """A renaming of the suits (a permutation of s h d c)."""
    return dict(zip(SUITS, draw(st.permutations(SUITS))))


def relabel(cards, suits) -> tuple[Card, ...]:
    return tuple(Card(c.rank, suits[c.suit]) for c in cards)


def resuit(groups, data) -> list[tuple[Card, ...]]:
    """Every card given any suit, the cards of a rank staying different: the same ranks, new suits."""
    places: dict[int, list[tuple[int, int]]] = {}
    for g, cards in enumerate(groups):
        for k, c in enumerate(cards):
            places.setdefault(c.rank, []).append((g, k))
    new = [list(cards) for cards in groups]
    for rank, where in places.items():
        for (g, k), suit in zip(where, data.draw(st.permutations(SUITS))):
            new[g][k] = Card(rank, suit)
    return [tuple(cards) for cards in new]


def codes(cards) -> str:
    return " ".join(c.code for c in cards)


# --- Commerce -------------------------------------------------------------------------------------


def commerce_value(hand) -> tuple[int, ...]:
    """The value from the text (lines 26-39) and the module's editor's choices, written again:
    (combination, key...), bigger better. Tricon 5 (by rank, aces first); sequence 4, three following
    cards of a suit (by the top; queen, king, ace the best, three, two, ace the lowest); flush 3 (by
    point, then the highest card different); pair 2 (by the pair, then the third card); point 1."""
    ranks = sorted((c.rank for c in hand), reverse=True)
    point = sum(11 if r == 14 else min(r, 10) for r in ranks)
    if len(set(ranks)) == 1:
        return (5, ranks[0])
    if len({c.suit for c in hand}) == 1:
        for top in range(14, 2, -1):
            if set(ranks) == ({top, top - 1, top - 2} if top > 3 else {3, 2, 14}):
                return (4, top)
        return (3, point, *ranks)
    if len(set(ranks)) == 2:
        paired = max(set(ranks), key=ranks.count)
        return (2, paired, min(set(ranks), key=ranks.count))
    return (1, point, *ranks)


@st.composite
def commerce_deals(draw, most: int = 6):
    """Two to `most` hands of three different cards."""
    n = draw(st.integers(2, most))
    cards = draw(some_cards(3 * n))
    if draw(st.booleans()):  # dealt by rank: tricons, pairs and sequences are common
        cards = sorted(cards, key=lambda c: c.rank)
    return [cards[3 * i:3 * i + 3] for i in range(n)]


@settings(max_examples=150, **FIXED)
@given(commerce_deals(), relabellings(), st.data())
def test_commerce_value_ignores_card_order_and_suit_names(hands, suits, data):
    for hand in hands:
        value = hand_value(hand)
        assert (value.combination, *value.key) == commerce_value(hand)
        shuffled = hand_value(codes(data.draw(st.permutations(hand))))
        moved = hand_value(relabel(hand, suits))
        for other in (shuffled, moved):
            assert other == value
            assert (other.name, other.description) == (value.name, value.description)


@settings(max_examples=200, **FIXED)
@given(commerce_deals(), relabellings(), st.data())
def test_commerce_winners_follow_the_hands_not_their_places(hands, suits, data):
    decision = compare(hands)
    best = max(map(commerce_value, hands))
    assert decision.winners == tuple(i for i, h in enumerate(hands) if commerce_value(h) == best)
    assert decision.tie == (len(decision.winners) > 1)
    # given in another order, and with the suits renamed, the same hands win, by the same rule
    order = data.draw(st.permutations(range(len(hands))))
    for given_hands, back in ((hands, list(range(len(hands)))), ([hands[i] for i in order], order),
                              ([relabel(hands[i], suits) for i in order], order)):
        again = compare(given_hands)
        assert sorted(back[w] for w in again.winners) == list(decision.winners)
        assert (again.rule, again.tie, again.note) == (decision.rule, decision.tie, decision.note)
        assert [again.values[back.index(i)] for i in range(len(hands))] == list(decision.values)


@settings(max_examples=100, **FIXED)
@given(commerce_deals(most=5))
def test_commerce_winners_are_the_hands_no_other_beats_two_at_a_time(hands):
    winners = compare(hands).winners
    for i, hand in enumerate(hands):
        unbeaten = all(0 in compare([hand, other]).winners for j, other in enumerate(hands) if j != i)
        assert unbeaten == (i in winners)


# --- Vingt-un -------------------------------------------------------------------------------------


def count_ace_one(hand) -> int:
    return sum(1 if c.rank == 14 else min(c.rank, 10) for c in hand)


def vingt_un_points(hand) -> int:
    """The best count: one ace as eleven if that does not pass 21 (two as eleven always would)."""
    low = count_ace_one(hand)
    return low + 10 if any(c.rank == 14 for c in hand) and low + 10 <= 21 else low


TEN_CARDS_AND_ACES = [c for c in PACK if c.rank >= 10]
vingt_un_hands = st.one_of(
    st.lists(st.sampled_from(PACK), unique=True, min_size=1, max_size=7),
    st.lists(st.sampled_from(TEN_CARDS_AND_ACES), unique=True, min_size=2, max_size=2),  # naturals are common here
    st.lists(st.sampled_from([c for c in PACK if c.rank in (14, 2, 3, 4, 5, 6)]), unique=True, min_size=2, max_size=7),
).map(tuple)


@settings(max_examples=200, **FIXED)
@given(vingt_un_hands, relabellings(), st.data())
def test_vingt_un_points_ignore_order_and_suits(hand, suits, data):
    expected = vingt_un_points(hand)
    assert points(hand) == expected
    assert points(codes(data.draw(st.permutations(hand)))) == expected
    assert points(relabel(hand, suits)) == expected
    (new,) = resuit([hand], data)
    assert points(new) == expected


@settings(max_examples=300, **FIXED)
@given(vingt_un_hands)
def test_vingt_un_natural_and_overdrawn(hand):
    assert natural(hand) == (len(hand) == 2 and vingt_un_points(hand) == 21)
    assert natural(hand) == natural(tuple(reversed(hand)))
    assert overdrawn(hand) == (count_ace_one(hand) > 21)


def ordinary_settlement(hand, stake: int, dealer) -> int:
    """A hand's settlement under the module's rules, written again: naturals paid double (a natural
    against the dealer's, nothing); the player over-drawn pays; the dealer over-drawn pays; the better
    hand is paid; "the dealer receives on ties" (line 13)."""
    nat = len(hand) == 2 and vingt_un_points(hand) == 21
    d_nat = len(dealer) == 2 and vingt_un_points(dealer) == 21
    p, d = vingt_un_points(hand), vingt_un_points(dealer)
    if d_nat:
        return 0 if nat else -2 * stake
    if nat:
        return 2 * stake
    if p > 21:
        return -stake
    if d > 21 or p > d:
        return stake
    return -stake


@settings(max_examples=200, **FIXED)
@given(vingt_un_hands, st.integers(0, 5), st.data())
def test_vingt_un_hand_settled_as_the_rules_say(hand, stake, data):
    rest = [c for c in PACK if c not in hand]
    dealer = tuple(data.draw(st.lists(st.sampled_from(rest), unique=True, min_size=2, max_size=5)))
    assert settle_hand(hand, stake, dealer).amount == ordinary_settlement(hand, stake, dealer)


@st.composite
def vingt_un_rounds(draw):
    """(dealer, players, rules): the dealer's hand and one to five players, some with a divided pair; no card drawn
    to a hand that has over-drawn."""
    cards = list(draw(st.permutations(PACK)))
    if draw(st.booleans()):  # the ten-cards and aces first: naturals, twenties and ties are common
        cards.sort(key=lambda c: c.rank < 10)

    def take(n, hand=()):
        """n more cards for the hand, as drawn: none after it has over-drawn (aces one)."""
        for _ in range(n):
            if count_ace_one(hand) > 21:
                break
            hand = hand + (cards.pop(0),)
        return hand

    sizes = st.sampled_from([2, 2, 3, 4])  # two cards most often: naturals
    dealer = take(draw(sizes))
    players = []
    for _ in range(draw(st.integers(1, 5))):
        stake = draw(st.integers(0, 5))
        if draw(st.integers(0, 3)) == 0:  # a divided pair (or two cards drawn on separately)
            first = cards.pop(0)
            if draw(st.booleans()):
                mates = [c for c in cards if c.rank == first.rank]
                if mates:
                    cards.remove(mates[0])
                    cards.insert(0, mates[0])
            second = cards.pop(0)
            hands = [take(draw(st.integers(1, 2)), (first,)), take(draw(st.integers(1, 2)), (second,))]
        else:
            hands = [take(draw(sizes))]
        players.append((stake, hands))
    rules = Agreements(privilege=draw(st.integers(0, 2)), overdraw_penalty=draw(st.integers(0, 2)),
                       tie_share=draw(st.sampled_from([Fraction(0), Fraction(1, 4), Fraction(1, 3), Fraction(1)])))
    return dealer, players, rules


def outcome(r):
    """A round's settlement, without the cards: per player his hands' amounts, privilege and total."""
    players = [(tuple(h.amount for h in p.hands), tuple(h.points for h in p.hands), p.divided, p.irregular,
                p.privilege, p.total) for p in r.players]
    return players, r.dealer_points, r.dealer_total, r.to_pool, r.dealer_out


@settings(max_examples=120, **FIXED)
@given(vingt_un_rounds(), relabellings(), st.data())
def test_vingt_un_round_ignores_suits_and_the_order_of_cards_and_players(round_, suits, data):
    dealer, players, rules = round_
    base = settle(dealer, players, rules)
    got = outcome(base)
    # the dealer settles what the players settle, and the privilege passes between the players only
    assert base.dealer_total == -sum(h.amount for p in base.players for h in p.hands)
    assert sum(p.privilege for p in base.players) == 0
    for (stake, hands), p in zip(players, base.players):
        if len(hands) == 1 and not rules.privilege:
            assert p.total == ordinary_settlement(hands[0], stake, dealer)
    naturals = any(len(h) == 1 and len(h[0]) == 2 and vingt_un_points(h[0]) == 21 for _, h in players)
    assert base.dealer_out == (naturals and not (len(dealer) == 2 and vingt_un_points(dealer) == 21))
    # the suits renamed
    moved = settle(relabel(dealer, suits), [(s, [relabel(h, suits) for h in hs]) for s, hs in players], rules)
    assert outcome(moved) == got
    # any suits (the cards staying different)
    flat = [dealer] + [h for _, hs in players for h in hs]
    new = iter(resuit(flat, data))
    dealer2 = next(new)
    resuited = [(s, [next(new) for _ in hs]) for s, hs in players]
    assert outcome(settle(dealer2, resuited, rules)) == got
    # the cards of each hand in another order (a divided hand keeps its card of the pair first)

    def shuffle(hand, keep_first):
        head = hand[:1] if keep_first else ()
        return head + tuple(data.draw(st.permutations(hand[len(head):])))

    shuffled = [(s, [shuffle(h, len(hs) == 2) for h in hs]) for s, hs in players]
    assert outcome(settle(shuffle(dealer, False), shuffled, rules)) == got
    # the players in another order: each keeps his own settlement
    order = data.draw(st.permutations(range(len(players))))
    again = outcome(settle(dealer, [players[i] for i in order], rules))
    assert again[0] == [got[0][i] for i in order]
    assert again[1:] == got[1:]


# --- Blind Hookey ---------------------------------------------------------------------------------


def hookey_place(card: Card, ace: str) -> int:
    """Two lowest, king highest; the ace below the two or above the king. Suits never count."""
    return (1 if ace == "low" else 15) if card.rank == 14 else card.rank


def hookey_amount(bottom: Card, dealer: Card, stake: int, ace: str) -> int:
    """Higher than the dealer's receives; "all below or equal pay the dealer" (line 23)."""
    return stake if hookey_place(bottom, ace) > hookey_place(dealer, ace) else -stake


@st.composite
def first_rounds(draw):
    """(dealer, [(bottom, stake)], ace): up to twelve players besides the dealer."""
    cards = draw(some_cards(draw(st.integers(1, 13))))
    stakes = draw(st.lists(st.integers(0, 6), min_size=len(cards) - 1, max_size=len(cards) - 1))
    return cards[0], list(zip(cards[1:], stakes)), draw(st.sampled_from(["low", "high"]))


@settings(max_examples=150, **FIXED)
@given(first_rounds(), st.data())
def test_hookey_first_method_suits_never_count(round_, data):
    dealer, players, ace = round_
    r = first_method(dealer, players, ace)
    amounts = [hookey_amount(b, dealer, s, ace) for b, s in players]
    assert [s.amount for s in r.settlements] == amounts
    assert r.dealer_total == -sum(amounts)
    assert r.deal_ends == (bool(players) and all(hookey_place(b, ace) > hookey_place(dealer, ace) for b, _ in players))
    # any suits, the cards staying different
    new = resuit([(dealer,)] + [(b,) for b, _ in players], data)
    moved = first_method(new[0][0], [(n[0], s) for n, (_, s) in zip(new[1:], players)], ace)
    assert [s.amount for s in moved.settlements] == amounts
    assert (moved.dealer_total, moved.deal_ends) == (r.dealer_total, r.deal_ends)
    # the players in another order: each keeps his own settlement
    order = data.draw(st.permutations(range(len(players))))
    again = first_method(dealer.code, [(players[i][0].code, players[i][1]) for i in order], ace)
    assert [s.amount for s in again.settlements] == [amounts[i] for i in order]
    assert (again.dealer_total, again.deal_ends) == (r.dealer_total, r.deal_ends)


@st.composite
def second_rounds(draw):
    """(dealer, [packet, packet], [(packet, stake)], ace)."""
    dealer, a, b = draw(some_cards(3))
    stakes = draw(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 6)), max_size=6))
    return dealer, [a, b], stakes, draw(st.sampled_from(["low", "high"]))


@settings(max_examples=150, **FIXED)
@given(second_rounds(), st.data())
def test_hookey_second_method_suits_and_packets_never_count(round_, data):
    dealer, packets, stakes, ace = round_
    r = second_method(dealer, packets, stakes, ace)
    amounts = [hookey_amount(packets[p], dealer, s, ace) for p, s in stakes]
    assert [s.amount for s in r.settlements] == amounts
    assert [s.bottom for s in r.settlements] == [packets[p] for p, _ in stakes]
    assert r.dealer_total == -sum(amounts)
    # any suits, the cards staying different
    (d,), (a,), (b,) = resuit([(dealer,), (packets[0],), (packets[1],)], data)
    assert [s.amount for s in second_method(d, [a, b], stakes, ace).settlements] == amounts
    # the company's two packets given the other way round, each stake still on its own packet
    swapped = second_method(dealer.code, [packets[1].code, packets[0].code], [(1 - p, s) for p, s in stakes], ace)
    assert [s.amount for s in swapped.settlements] == amounts


# --- bad input through the facade -----------------------------------------------------------------

BAD_TOKENS = ["1x", "1h", "11h", "Zs", "Xs", "7x", "0s", "Ax", "10", "AA", "s", "Asx", "1", "x", "\u2660", "Kk"]
BAD_STAKES = [-1, -5, 1.5, "two", True, [1]]  # (null is refused as null, in every field: tests/engine/test_fields.py)


def as_given(cards, as_list: bool):
    tokens = [c if isinstance(c, str) else c.code for c in cards]
    return tokens if as_list else " ".join(tokens)


@st.composite
def bad_commerce(draw):
    """(request, code, words): hands at Commerce with one thing wrong, the code expected, and words
    the message must hold (or "")."""
    hands = [list(h) for h in draw(commerce_deals())]
    unused = [c for c in PACK if all(c not in h for h in hands)]
    j = draw(st.integers(0, len(hands) - 1))
    k = draw(st.integers(0, 2))
    fault = draw(st.sampled_from(["twice", "twice-in-hand", "no-card", "short", "long", "joker", "no-hands",
                                  "no-card"]))
    words = ""
    if fault == "twice":
        i = draw(st.sampled_from([i for i in range(len(hands)) if i != j]))
        hands[j][k] = hands[i][draw(st.integers(0, 2))]
        code, words = "duplicate-card", hands[j][k].code
    elif fault == "twice-in-hand":
        hands[j][k] = hands[j][(k + 1) % 3]
        code, words = "duplicate-card", hands[j][k].code
    elif fault == "no-card":
        hands[j][k] = draw(st.sampled_from(BAD_TOKENS))
        code, words = "bad-card", f"'{hands[j][k]}'"
    elif fault == "short":
        del hands[j][k]
        code = "wrong-count"
    elif fault == "long":
        hands[j].append(draw(st.sampled_from(unused)))
        code = "wrong-count"
    elif fault == "joker":
        hands[j][k] = "joker"
        code = "joker-not-in-play"
    else:
        hands = []
        code = "wrong-count"
    as_list = draw(st.booleans())
    return {"op": "commerce", "hands": [as_given(h, as_list) for h in hands]}, code, words


@st.composite
def bad_vingt_un(draw):
    """(request, code, words): a round of Vingt-un with one thing wrong, as `bad_commerce`."""
    cards = list(draw(st.permutations(PACK))[:20])
    dealer = [cards.pop() for _ in range(draw(st.integers(2, 3)))]
    hands = [[cards.pop() for _ in range(draw(st.integers(2, 3)))] for _ in range(draw(st.integers(1, 4)))]
    stakes = [draw(st.integers(0, 5)) for _ in hands]
    everyone = [dealer] + hands
    j = draw(st.integers(0, len(everyone) - 1))
    k = draw(st.integers(0, len(everyone[j]) - 1))
    fault = draw(st.sampled_from(["twice", "twice-in-hand", "no-card", "short", "joker", "stake", "three-hands"]))
    words = ""
    player_hands = [{"hands": [h]} if draw(st.booleans()) else {"cards": h} for h in hands]
    if fault == "twice":
        i = draw(st.sampled_from([i for i in range(len(everyone)) if i != j]))
        everyone[j][k] = everyone[i][draw(st.integers(0, len(everyone[i]) - 1))]
        code, words = "duplicate-card", everyone[j][k].code
    elif fault == "twice-in-hand":
        everyone[j][k] = everyone[j][k - 1]
        code, words = "duplicate-card", everyone[j][k].code
    elif fault == "no-card":
        everyone[j][k] = draw(st.sampled_from(BAD_TOKENS))
        code, words = "bad-card", f"'{everyone[j][k]}'"
    elif fault == "short":
        del everyone[j][1:]
        code = "wrong-count"
    elif fault == "joker":
        everyone[j][k] = "joker"
        code = "joker-not-in-play"
    elif fault == "stake":
        stakes[draw(st.integers(0, len(hands) - 1))] = draw(st.sampled_from(BAD_STAKES))
        code = "bad-stake"
    else:
        h = draw(st.integers(0, len(hands) - 1))
        player_hands[h] = {"hands": [hands[h], [cards.pop(), cards.pop()], [cards.pop(), cards.pop()]]}
        code = "wrong-count"
    as_list = draw(st.booleans())
    players = []
    for stake, p in zip(stakes, player_hands):
        if "hands" in p:
            players.append({"hands": [as_given(h, as_list) for h in p["hands"]], "stake": stake})
        else:
            players.append({"cards": as_given(p["cards"], as_list), "stake": stake})
    return {"op": "vingt-un", "dealer": as_given(dealer, as_list), "players": players}, code, words


@st.composite
def bad_hookey(draw):
    """(request, code, words): a round of Blind Hookey, either method, with one thing wrong, as `bad_commerce`."""
    method = draw(st.sampled_from([1, 2]))
    cards = list(draw(st.permutations(PACK))[:16])
    words = ""
    if method == 1:
        bottoms = [[cards.pop()] for _ in range(draw(st.integers(1, 12)))]
        stakes = [draw(st.integers(0, 5)) for _ in bottoms]
        dealer = [cards.pop()]
        everyone = [dealer] + bottoms
        j = draw(st.integers(0, len(everyone) - 1))
        fault = draw(st.sampled_from(["twice", "no-card", "two-cards", "joker", "stake", "thirteen"]))
        if fault == "twice":
            i = draw(st.sampled_from([i for i in range(len(everyone)) if i != j]))
            everyone[j][0] = everyone[i][0]
            code, words = "duplicate-card", everyone[j][0].code
        elif fault == "no-card":
            everyone[j][0] = draw(st.sampled_from(BAD_TOKENS))
            code, words = "bad-card", f"'{everyone[j][0]}'"
        elif fault == "two-cards":
            everyone[j].append(cards.pop())
            code = "wrong-count"
        elif fault == "joker":
            everyone[j][0] = "joker"
            code = "joker-not-in-play"
        elif fault == "stake":
            stakes[draw(st.integers(0, len(stakes) - 1))] = draw(st.sampled_from(BAD_STAKES))
            code = "bad-stake"
        else:
            while len(bottoms) < 13:
                bottoms.append([cards.pop()])
                stakes.append(1)
            code = "wrong-count"
        request = {"op": "hookey", "method": 1, "dealer": as_given(dealer, False),
                   "players": [{"bottom": as_given(b, False), "stake": s} for b, s in zip(bottoms, stakes)]}
    else:
        dealer, packets = cards.pop().code, [cards.pop().code, cards.pop().code]
        stakes = [{"packet": draw(st.integers(0, 1)), "stake": draw(st.integers(0, 5))}
                  for _ in range(draw(st.integers(1, 4)))]
        fault = draw(st.sampled_from(["packets", "packet", "twice", "stake"]))
        if fault == "packets":
            packets = packets[:1] if draw(st.booleans()) else packets + [cards.pop().code]
            code = "wrong-count"
        elif fault == "packet":
            stakes[draw(st.integers(0, len(stakes) - 1))]["packet"] = draw(st.sampled_from([2, -1, "0", True, 3]))
            code = "bad-packet"
        elif fault == "twice":
            which = draw(st.sampled_from(["dealer-0", "dealer-1", "0-1"]))
            if which == "0-1":
                packets[1] = packets[0]
            else:
                packets[int(which[-1])] = dealer
            code, words = "duplicate-card", packets[1] if which != "dealer-0" else dealer
        else:
            stakes[draw(st.integers(0, len(stakes) - 1))]["stake"] = draw(st.sampled_from(BAD_STAKES))
            code = "bad-stake"
        request = {"op": "hookey", "method": 2, "dealer": dealer, "packets": packets, "stakes": stakes}
    return request, code, words


def check_error(case):
    request, code, words = case
    answer = handle(request)
    assert set(answer) - {"field"} == {"error", "in_use"}, answer  # the cards that were read, for the picker
    in_use = answer["in_use"]
    assert len(set(in_use)) == len(in_use) and all(parse_card(c).code == c for c in in_use), answer
    assert set(answer["error"]) == ({"code", "message", "problem"} if "field" in answer else {"code", "message"})  # a field of cards named
    assert answer["error"]["code"] == code, (request, answer)
    message = answer["error"]["message"]
    assert isinstance(message, str) and message.strip()
    assert words in message


@settings(max_examples=100, **FIXED)
@given(bad_commerce())
def test_facade_answers_bad_commerce_with_its_code_and_a_message(case):
    check_error(case)


@settings(max_examples=100, **FIXED)
@given(bad_vingt_un())
def test_facade_answers_bad_vingt_un_with_its_code_and_a_message(case):
    check_error(case)


@settings(max_examples=100, **FIXED)
@given(bad_hookey())
def test_facade_answers_bad_hookey_with_its_code_and_a_message(case):
    check_error(case)


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.floats(allow_nan=True) | st.text(max_size=6)
    | st.sampled_from(["As", "1x", "Kd", "9s 9h", "joker", "", "As Ks Qs", "2c 2d", "1/4", "low", "high"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["bottom", "stake", "packet", "cards", "hands", "privilege", "tie_share",
                                       "overdraw_penalty"]), inner, max_size=3),
    max_leaves=10,
)


@settings(max_examples=150, **FIXED)
@given(st.sampled_from(["commerce", "vingt-un", "hookey"]),
       st.dictionaries(st.sampled_from(["hands", "dealer", "players", "rules", "method", "packets", "stakes", "ace"]),
                       JUNK, max_size=5))
def test_facade_never_raises_on_junk(op, fields):
    answer = handle({"op": op, **fields})
    assert isinstance(answer, dict)
    if "error" in answer:
        code, message = answer["error"]["code"], answer["error"]["message"]
        assert isinstance(code, str) and code and isinstance(message, str) and message
        assert code != "internal", (fields, answer)  # an engine exception, not a report of bad input

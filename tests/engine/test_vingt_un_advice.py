"""Vingt-un advice (hoyle.rounds.vingt_un_advice) against a brute force over small packs.

The brute force deals as the table does, every card its own: the dealer's two cards first (every
ordered pair of the unseen cards that is not a natural, equally likely), then the player's draws from
what is left; at each point the player knows only his own cards, so the value of standing or drawing
is averaged over every pair the dealer may hold given them, and the dealer then draws card by card to
his rule. Nothing of the engine's reckoning (orders of hands, the factorial scale, the pruning, the
sums by the last card) is shared with it.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import unittest
from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from pathlib import Path

from hoyle import web
from hoyle.api import handle
from hoyle.cards import parse_card
from hoyle.errors import CardError, RequestError
from hoyle.rounds import vingt_un_advice as va

PYSRC = str(Path(__file__).resolve().parents[2] / "pysrc")


def _best(cards) -> int:
    hard = sum(cards)
    return hard + 10 if 1 in cards and hard + 10 <= 21 else hard


def _natural(two) -> bool:
    return len(two) == 2 and sorted(two) == [1, 10]


def brute(hand, pack, stands=17, up=None, pair=False):
    """Exact stand, draw and divide values, per unit, given the dealer has no natural. `pack` is the list of
    the unseen cards' values, each card its own."""
    cards = tuple(pack)
    everyone = frozenset(range(len(cards)))

    def dealers(drawn: frozenset):
        """The dealer's hidden cards (a tuple of indices) consistent with the player's cards drawn."""
        free = sorted(everyone - drawn)
        if up is None:
            return [(i, j) for i in free for j in free if i != j and not _natural((cards[i], cards[j]))]
        return [(i,) for i in free if not _natural((up, cards[i]))]

    @lru_cache(maxsize=None)
    def dealer_final(start: tuple[int, ...], free: frozenset):
        """{final count or 22: chance} for the dealer holding `start` (values) and drawing from `free`."""
        hard = sum(start)
        if hard > 21:
            return {22: Fraction(1)}
        if _best(start) >= stands:
            return {_best(start): Fraction(1)}
        out: dict[int, Fraction] = {}
        for i in free:
            for f, p in dealer_final(tuple(sorted(start + (cards[i],))), free - {i}).items():
                out[f] = out.get(f, 0) + p / len(free)
        return out

    def pay(total, final):
        return 1 if final == 22 or total > final else -1

    @lru_cache(maxsize=None)
    def stand(base: tuple[int, ...], drawn: frozenset) -> Fraction:
        mine = base + tuple(cards[i] for i in drawn)
        if sum(mine) > 21:
            return Fraction(-1)
        ds = dealers(drawn)
        total = Fraction(0)
        for d in ds:
            start = tuple(sorted(tuple(cards[i] for i in d) + ((up,) if up else ())))
            for f, p in dealer_final(start, everyone - drawn - set(d)).items():
                total += p * pay(_best(mine), f)
        return total / len(ds)

    @lru_cache(maxsize=None)
    def best(base: tuple[int, ...], drawn: frozenset) -> Fraction:
        mine = base + tuple(cards[i] for i in drawn)
        if sum(mine) > 21:
            return Fraction(-1)
        return max(stand(base, drawn), draw(base, drawn))

    @lru_cache(maxsize=None)
    def draw(base: tuple[int, ...], drawn: frozenset) -> Fraction:
        ds = dealers(drawn)
        total = Fraction(0)
        for d in ds:
            free = everyone - drawn - set(d)
            for c in free:
                total += best(base, drawn | {c}) / len(free)
        return total / len(ds)

    hand = tuple(hand)
    out = {"stand": stand(hand, frozenset()), "draw": draw(hand, frozenset()), "divide": None}
    if pair:
        out["divide"] = 2 * draw((hand[0],), frozenset())
    return out


def played_out(hand, unseen, stands=17, up=None, pair=False):
    """Exact stand, draw and divide values, per unit, given the dealer has no natural, over every order of the
    unseen cards (each card its own; a small pack, so that the stock may run out). The dealer's hidden cards
    come first (two, or the one beside his card shown), then the stock; the player draws from the top of the
    stock, knowing only his own cards, and when the stock is empty he cannot draw; the dealer then draws
    from what is left until he reaches his rule, over-draws, or finds no card left, and stands on what he
    holds. A divided pair: each hand's second card is dealt from the stock, both before either hand draws;
    each hand is played as though the other drew no more. None for a choice that cannot be made."""
    hidden = 1 if up is not None else 2
    shown = [up] if up is not None else []
    orders = [order for order in permutations(unseen) if sorted(shown + list(order[:hidden])) != [1, 10]]
    if not orders:
        raise ZeroDivisionError("the dealer must hold a natural")

    def pays(mine, order, top):
        dealer = shown + list(order[:hidden])
        while sum(dealer) <= 21 and _best(dealer) < stands and top < len(order):
            dealer.append(order[top])
            top += 1
        return 1 if sum(dealer) > 21 or _best(mine) > _best(dealer) else -1

    def stand(group, mine, top):
        return Fraction(sum(pays(mine, order, top) for order in group), len(group))

    def value(group, mine, top):
        """The best play from here: `group` the orders he cannot tell apart, `top` the next card's place."""
        if sum(mine) > 21:
            return Fraction(-1)
        return stand(group, mine, top) if top == len(group[0]) else max(stand(group, mine, top), draw(group, mine, top))

    def draw(group, mine, top):
        by_card: dict[int, list] = {}
        for order in group:
            by_card.setdefault(order[top], []).append(order)
        return sum(Fraction(len(g), len(group)) * value(g, mine + (card,), top + 1) for card, g in by_card.items())

    out = {"stand": stand(orders, tuple(hand), hidden), "draw": None, "divide": None}
    if len(unseen) > hidden:
        out["draw"] = draw(orders, tuple(hand), hidden)
    if pair and len(unseen) >= hidden + 2:
        total = Fraction(0)
        for second in (hidden, hidden + 1):  # the first hand's second card, then the other's
            by_card: dict[int, list] = {}
            for order in orders:
                by_card.setdefault(order[second], []).append(order)
            total += sum(Fraction(len(g), len(orders)) * value(g, (hand[0], card), hidden + 2) for card, g in by_card.items())
        out["divide"] = total
    return out


def counts(values) -> tuple[int, ...]:
    return tuple(values.count(v) for v in range(1, 11))


class TestAgainstBruteForce(unittest.TestCase):
    PACKS = [
        [1, 1, 2, 3, 4, 6, 7, 8, 9, 10, 10, 10],
        [1, 2, 2, 3, 5, 5, 6, 8, 9, 10, 10],
        [1, 1, 3, 4, 4, 7, 9, 10, 10, 10],
        [2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10],
    ]

    @unittest.skipIf(sys.platform == "emscripten", "a recount by brute force, run in CPython: the faster tests check the same code in Pyodide")
    def test_small_packs(self):
        rng = random.Random(20261127)
        checked = 0
        for pack in self.PACKS:
            for stands in va.DEALER_STANDS:
                for _ in range(6):
                    rest = list(pack)
                    rng.shuffle(rest)
                    hand = sorted(rest[:2])
                    up = None if rng.random() < 0.5 else rest[2]
                    unseen = rest[2:] if up is None else rest[3:]
                    if sum(hand) > 21 or _natural(hand):
                        continue
                    pair = hand[0] == hand[1]
                    try:
                        want = brute(hand, unseen, stands, up, pair)
                    except ZeroDivisionError:  # the dealer must hold a natural
                        continue
                    got = va.reckon(tuple(hand), counts(unseen), stands, up, pair)
                    with self.subTest(pack=pack, hand=hand, up=up, stands=stands):
                        self.assertEqual((got.stand, got.draw, got.divide),
                                         (want["stand"], want["draw"], want["divide"]))
                    checked += 1
        self.assertGreaterEqual(checked, 60)

    def test_the_shortcuts_change_nothing(self):
        # Drawing below twelve without counting the stand, and not counting draws that cannot beat the
        # stand: over the full pack, the best play's values are those of counting everything.
        for hand, up, stands in [((2, 10), None, 17), ((1, 6), None, 17), ((3, 9), 10, 16), ((5, 7), 2, 18),
                                 ((1, 1, 5), None, 15), ((4, 4), 6, 17), ((8, 9), 1, 17)]:
            pack = list(va.FULL_PACK)
            for v in hand + ((up,) if up else ()):
                pack[v - 1] -= 1
            values = []
            for prune in (True, False):
                r = va._Reckoner(stands, up, va.FULL_PACK, prune=prune)
                values.append((r.draw(hand, tuple(pack)), r.divide(hand[0], tuple(pack)) if hand[0] == hand[1] else None))
            with self.subTest(hand=hand, up=up, stands=stands):
                self.assertEqual(values[0], values[1])

    def test_pairs_divided(self):
        for hand, pack, up in [((2, 2), [1, 2, 3, 5, 6, 9, 10, 10, 10, 7], None),
                               ((1, 1), [1, 2, 4, 6, 8, 9, 10, 10, 10], 7),
                               ((10, 10), [1, 2, 3, 4, 5, 6, 10, 9, 8], None)]:
            with self.subTest(hand=hand, up=up):
                want = brute(hand, pack, 17, up, pair=True)
                got = va.reckon(hand, counts(pack), 17, up, pair=True)
                self.assertEqual(got.divide, want["divide"])
                self.assertEqual(got.draw, want["draw"])

    def test_three_cards_and_soft_hands(self):
        for hand, pack, up in [((1, 5), [1, 2, 3, 4, 6, 7, 9, 10, 10, 10, 8], None),
                               ((1, 2, 3), [1, 4, 5, 6, 7, 9, 10, 10, 10, 8], 10),
                               ((2, 3, 4), [1, 5, 6, 7, 8, 9, 10, 10, 10], 1)]:
            with self.subTest(hand=hand, up=up):
                want = brute(hand, pack, 17, up)
                got = va.reckon(hand, counts(pack), 17, up)
                self.assertEqual((got.stand, got.draw), (want["stand"], want["draw"]))


class TestTheDealer(unittest.TestCase):
    def test_chances_add_up(self):
        # Every final count and over-drawing, summed, is the chance of no natural, for any pack.
        rng = random.Random(7)
        for up in (None, 1, 6, 10):
            for stands in va.DEALER_STANDS:
                r = va._Reckoner(stands, up, va.FULL_PACK)
                left = tuple(max(0, c - rng.randrange(3)) for c in va.FULL_PACK)
                whole = sum(r.chance(left, f) for f in (*range(stands, 22), va.BUST))
                with self.subTest(up=up, stands=stands):
                    self.assertEqual(whole, r.no_natural(left))

    def test_bust_by_the_last_card(self):
        # The chance of over-drawing, summed from the hands before the last card, is the sum over the
        # hands over-drawn themselves, counted here card by card.
        pack = (2, 1, 2, 1, 1, 2, 1, 1, 2, 4)
        values = [v + 1 for v, c in enumerate(pack) for _ in range(c)]
        n = len(values)
        want = Fraction(0)

        def go(hand, free, p):
            nonlocal want
            if len(hand) >= 2:
                if _natural(hand):
                    return
                if sum(hand) > 21:
                    want += p
                    return
                if _best(hand) >= 17:
                    return
            for i in free:
                go(hand + [values[i]], free - {i}, p / len(free))

        go([], frozenset(range(n)), Fraction(1))
        r = va._Reckoner(17, None, pack)
        self.assertEqual(Fraction(r.chance(pack, va.BUST), __import__("math").factorial(n)), want)


class TestAdvice(unittest.TestCase):
    def test_a_full_pack(self):
        a = va.advise("10c 6d")
        self.assertEqual((a.count, a.soft, a.unseen, a.best), (16, False, 50, "stand"))
        self.assertIsNone(a.divide)
        k = va.advise("Kh 6s")  # a king counts what a ten does
        self.assertEqual((k.stand, k.draw), (a.stand, a.draw))
        b = va.advise("10c 6d", dealer="7h")
        self.assertEqual(b.best, "draw")
        self.assertEqual(b.unseen, 49)
        c = va.advise("10c 6d", seen="7h 8c 9d")
        self.assertNotEqual(c.stand, a.stand)
        self.assertEqual(c.unseen, 47)

    def test_exact_against_reckon(self):
        a = va.advise("8s 8h", dealer="10d", stands=16)
        pack = list(va.FULL_PACK)
        pack[7] -= 2
        pack[9] -= 1
        want = va.reckon((8, 8), tuple(pack), 16, 10, pair=True, caps=va.FULL_PACK)
        self.assertEqual((a.stand, a.draw, a.divide), (want.stand, want.draw, want.divide))
        self.assertEqual(a.best, max(("stand", a.stand), ("draw", a.draw), ("divide", a.divide), key=lambda kv: kv[1])[0])

    def test_drawing_never_worse_below_twelve(self):
        for hand in ("2s 3h", "5c 6d", "4h 4d", "As 3c"):
            a = va.advise(hand)
            with self.subTest(hand=hand):
                self.assertGreaterEqual(a.draw, a.stand)

    def test_pairs_are_one_denomination(self):
        self.assertIsNone(va.advise("Kc Qd").divide)
        self.assertIsNotNone(va.advise("Kc Kd").divide)
        self.assertIsNone(va.advise("9c 9d 2s").divide)

    def test_refused(self):
        cases = [
            (dict(hand="10c"), "wrong-count", "the hand has 1 card"),
            (dict(hand="10c 9d 5s"), "bad-hand", "counts 24"),
            (dict(hand="As Kd"), "bad-hand", "natural"),
            (dict(hand="10c 6d", dealer="7h 8h"), "wrong-count", "the dealer's card is one card"),
            (dict(hand="10c 6d", dealer="10c"), "duplicate-card", "10"),
            (dict(hand="10c 6d", seen="6d"), "duplicate-card", "6"),
            (dict(hand="10c 6d", dealer="Xx"), "bad-card", "the dealer's card"),
            (dict(hand="10c 6d", seen="Jo"), "joker-not-in-play", "what you have seen has the joker"),
            (dict(hand="10c 6d", stands=19), "bad-choice", "stands at 15, 16, 17 or 18"),
        ]
        for kwargs, code, words in cases:
            with self.subTest(**kwargs):
                with self.assertRaises((CardError, RequestError)) as e:
                    va.advise(**kwargs)
                if code:
                    self.assertEqual(e.exception.code, code)
                self.assertIn(words, e.exception.message)

    def test_every_ten_seen_but_the_dealers(self):
        # All sixteen ten-cards seen and an ace showing: the dealer cannot have a natural, and there are no
        # tens to draw.
        tens = " ".join(f"{r}{s}" for r in ("10", "J", "Q") for s in "cdhs") + " Kc Kd Kh"
        a = va.advise("5c 6d", dealer="As", seen=tens + " Ks")
        self.assertEqual(a.unseen, 52 - 2 - 1 - 16)
        self.assertTrue(-1 <= a.stand <= 1 and -1 <= a.draw <= 1)


class TestThePackRunsOut(unittest.TestCase):
    """Few cards unseen: the stock runs out; a hand that finds no card left stands as it is (issue 42)."""

    def test_against_every_order(self):
        # Packs of one to seven cards unseen, every reading of the dealer's rule, his card seen or not, pairs
        # divided: the engine's exact values are those of playing out every order of the cards.
        rng = random.Random(42)
        deck = [v for v in range(1, 11) for _ in range(va.FULL_PACK[v - 1])]
        checked = ran_out = 0
        while checked < 300:
            rng.shuffle(deck)
            up = None if checked % 2 else deck[0]
            size = (2 if up is None else 1) + checked % 6
            hand = [deck[1], deck[1]] if checked % 5 == 0 else sorted(deck[1:3] if checked % 3 else deck[1:4])
            unseen = deck[4:4 + size]
            whole = hand + unseen + ([up] if up else [])
            if (sum(hand) > 21 or sorted(hand) == [1, 10]
                    or any(whole.count(v) > va.FULL_PACK[v - 1] for v in range(1, 11))):
                continue
            stands = va.DEALER_STANDS[checked % 4]
            pair = len(hand) == 2 and hand[0] == hand[1]
            try:
                want = played_out(hand, unseen, stands, up, pair)
            except ZeroDivisionError:  # the dealer must hold a natural
                continue
            got = va.reckon(tuple(hand), counts(unseen), stands, up, pair, caps=va.FULL_PACK)
            with self.subTest(hand=hand, unseen=unseen, up=up, stands=stands):
                self.assertEqual((got.stand, got.draw, got.divide), (want["stand"], want["draw"], want["divide"]))
            checked += 1
            ran_out += got.runs_out
        self.assertGreater(ran_out, 120)  # the rest: cards enough for every line of play

    def test_the_dealer_stands_short(self):
        # Ten, ten against his nine, the five and the two unseen: he holds 14 or 11 and draws the other card, to 16,
        # and finds none left: twenty wins. Drawing, the player takes the last card and over-draws.
        got = va.reckon((10, 10), counts([5, 2]), 17, 9)
        self.assertEqual((got.stand, got.draw, got.divide, got.busts, got.runs_out), (1, -1, None, 0, True))
        # the same tens with a card left beside the dealer's: divided, each hand is given one of them
        self.assertIsNone(va.reckon((10, 10), counts([5, 2]), 17, 9, pair=True).divide)
        self.assertEqual(va.reckon((10, 10), counts([5, 2, 3]), 17, 9, pair=True).divide,
                         played_out((10, 10), [5, 2, 3], 17, 9, pair=True)["divide"])

    def test_chances_add_up_however_short(self):
        # The dealer's final counts, short of his rule or not, and over-drawing, add up to the chance of no
        # natural, for every pack from his own cards up and every card held out of the stock.
        rng = random.Random(16)
        for up in (None, 1, 6, 10):
            for stands in va.DEALER_STANDS:
                r = va._Reckoner(stands, up, va.FULL_PACK)
                for size in range(r.hidden, 12):
                    left = counts(rng.sample([v for v in range(1, 11) for _ in range(va.FULL_PACK[v - 1])], size))
                    for held in range(0, size - r.hidden + 1):
                        whole = sum(r.chance(left, f, held) for f in (*range(va.LEAST, 22), va.BUST))
                        with self.subTest(up=up, stands=stands, left=left, held=held):
                            self.assertEqual(whole, r.no_natural(left))

    def test_every_small_number_unseen(self):
        # From no card unseen to eleven, the dealer's card seen or not, at every rule: an answer, or a refusal
        # when the dealer's own cards are not left (never a fault of the engine).
        rng = random.Random(4)
        codes = [f"{r}{s}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for s in "shdc"]
        for unseen in range(0, 12):
            for up in (False, True):
                for stands in va.DEALER_STANDS:
                    rng.shuffle(codes)
                    hand, dealer = codes[:2], codes[2] if up else ""
                    if va.count(tuple(va.value(parse_card(c)) for c in hand)) == 21:
                        hand = ["2s", "3h"] if "2s" not in codes[2:3] else ["4s", "3h"]
                    rest = [c for c in codes if c not in hand and c != dealer]
                    answer = handle({"op": "vingt-un-advice", "cards": " ".join(hand), "dealer": dealer,
                                     "seen": " ".join(rest[unseen:]), "stands": stands})
                    with self.subTest(unseen=unseen, up=up, stands=stands, hand=hand):
                        if unseen < (1 if up else 2):
                            self.assertEqual(answer["error"]["code"], "wrong-count")
                            self.assertIn("but the dealer holds", answer["error"]["message"])
                        elif "error" in answer:
                            self.assertEqual(answer["error"]["code"], "bad-hand")  # his natural, if every card left makes one
                            self.assertIn("the dealer must hold a natural", answer["error"]["message"])
                        else:
                            self.assertEqual(answer["unseen"], unseen)
                            self.assertEqual([c["choice"] for c in answer["choices"]][:2],
                                             ["stand"] + (["draw"] if unseen > (1 if up else 2) else []))

    def test_the_issues_request(self):
        # Ten, ten, every other card seen but the two twos: they are the dealer's, he stands on four, and twenty
        # wins; there is no card to draw.
        seen = [f"{r}{s}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for s in "shdc"
                if f"{r}{s}" not in ("10s", "10h", "2s", "2h")]
        answer = handle({"op": "vingt-un-advice", "cards": "10s 10h", "seen": seen})
        self.assertEqual([(c["choice"], c["exact"]) for c in answer["choices"]], [("stand", "1")])
        self.assertEqual((answer["best"], answer["margin"], answer["unseen"], answer["runs_out"]), ("stand", None, 2, True))
        self.assertIn("no card is left to draw: every card you have not seen is the dealer's", answer["notes"])
        html = json.loads(web.respond(json.dumps({"op": "vingt-un-advice", "view": "vingt-un-advice", "cards": "10s 10h",
                                                  "seen": " ".join(seen)})))["html"]
        self.assertIn("no card is left to draw", html)
        self.assertIn("Exact over the 2 cards not seen", html)
        self.assertIn("a hand that finds no card left to draw stands as it is", html)
        # the dealer's card seen: one card unseen is his second, and none is left to draw
        answer = handle({"op": "vingt-un-advice", "cards": "10s 10h", "dealer": "2h", "seen": seen})
        self.assertEqual(([c["exact"] for c in answer["choices"]], answer["unseen"]), (["1"], 1))
        # his nine shown, the five and the two unseen: a card to draw, but not two to divide the pair
        others = [c for c in seen if c not in ("9h", "5c")] + ["2h"]
        answer = handle({"op": "vingt-un-advice", "cards": "10s 10h", "dealer": "9h", "seen": others})
        self.assertEqual([(c["choice"], c["exact"]) for c in answer["choices"]], [("stand", "1"), ("draw", "-1")])
        self.assertIn("the pair cannot be divided: fewer than two cards are left to give each hand its second", answer["notes"])
        refused = handle({"op": "vingt-un-advice", "cards": "10s 10h", "dealer": "2h", "seen": seen + ["2s"]})
        self.assertEqual(refused["error"], {"code": "wrong-count", "message": "no card is left unseen, but the dealer holds a "
                                            "second card you have not seen"})

    @unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
    def test_the_command_line(self):
        seen = [f"{r}{s}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for s in "shdc"
                if f"{r}{s}" not in ("10s", "10h", "2s", "2h")]
        out = subprocess.run([sys.executable, "-m", "hoyle", "vingt-un-advice", "10s", "10h", "--seen", *seen],
                             capture_output=True, text=True, env={**os.environ, "PYTHONPATH": PYSRC})
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(json.loads(out.stdout)["choices"], [{"choice": "stand", "exact": "1", "per_unit": "+1.0000", "best": True}])


if __name__ == "__main__":
    unittest.main()

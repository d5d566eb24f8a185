"""Vingt-un's whole strategy and a round's worth (hoyle.rounds.vingt_un_table): the kept data reckoned again,
cells checked against the advice, and the worth against seeded rounds dealt card by card."""

from __future__ import annotations

import json
import random
import sys
import unittest
from fractions import Fraction
from itertools import combinations

from hoyle import web
from hoyle.api import handle

from hoyle.rounds import vingt_un_advice as va
from hoyle.rounds import vingt_un_table as vt
from hoyle.rounds.vingt_un import Agreements


class TestKept(unittest.TestCase):
    @unittest.skipIf(sys.platform == "emscripten", "a recount by brute force, run in CPython: the faster tests check the same code in Pyodide")
    def test_the_default_reading_reckoned_again(self):
        self.assertEqual(vt.reckon_table(17), vt.TABLES[17])
        self.assertEqual(vt.reckon_parts(17), vt.WORTH[17])

    def test_every_reading_kept(self):
        self.assertEqual(sorted(vt.TABLES), list(va.DEALER_STANDS))
        self.assertEqual(sorted(vt.WORTH), list(va.DEALER_STANDS))
        for rows in vt.TABLES.values():
            self.assertEqual(len(rows), len(vt.STARTS))
            self.assertTrue(all(len(r) == len(vt.COLUMNS) and set(r) <= set("SDP") for r in rows))
            # a pair may be divided; other hands only stand or draw
            for (a, b), row in zip(vt.STARTS, rows):
                if a != b:
                    self.assertNotIn("P", row)

    def test_cells_against_the_advice(self):
        rng = random.Random(11)
        names = {1: "A", 10: "K"}
        for _ in range(24):
            stands = rng.choice(va.DEALER_STANDS)
            i = rng.randrange(len(vt.STARTS))
            j = rng.randrange(len(vt.COLUMNS))
            a, b = vt.STARTS[i]
            up = vt.COLUMNS[j]
            hand = f"{names.get(a, a)}s {names.get(b, b)}h"
            advice = va.advise(hand, dealer=f"{names.get(up, up)}d" if up else None, stands=stands)
            with self.subTest(hand=hand, up=up, stands=stands):
                self.assertEqual(vt.TABLES[stands][i][j], vt.CHOICE_LETTERS[advice.best])

    def test_the_parts(self):
        p = vt.WORTH[17]
        # a natural each way: an ace and a ten-card among the player's two, none among the dealer's two of the fifty
        # left, and the other way about (the same)
        natural = Fraction(4 * 16, 1326) * (1 - Fraction(2 * 3 * 15, 50 * 49))
        self.assertEqual(p.natural, natural)
        self.assertEqual(p.dealer_natural, natural)
        self.assertTrue(0 < p.busts < Fraction(1, 2) and 0 < p.tie < Fraction(1, 5))


class TestNaturals(unittest.TestCase):
    """Two figures, said apart (issue 42): the chance a player is dealt a natural, and the chance he holds one and the
    dealer none (the natural paid). Counted card by card over every deal of two cards to him and two to the dealer."""

    def test_counted_card_by_card(self):
        cards = [(r, s) for r in range(1, 14) for s in range(4)]

        def is_natural(x, y):
            return sorted(min(r, 10) for r, _ in (x, y)) == [1, 10]

        hands = list(combinations(cards, 2))
        dealt = [h for h in hands if is_natural(*h)]
        paid = sum(1 for h in dealt for d in combinations([c for c in cards if c not in h], 2) if not is_natural(*d))
        self.assertEqual((len(dealt), len(hands)), (64, 1326))
        self.assertEqual(vt.DEALT_NATURAL, Fraction(len(dealt), len(hands)))
        self.assertEqual(vt.DEALT_NATURAL, Fraction(32, 663))
        for stands in va.DEALER_STANDS:
            self.assertEqual(vt.WORTH[stands].natural, Fraction(paid, len(hands) * 1225))
        self.assertEqual(vt.WORTH[17].natural, Fraction(7552, 162435))

    def test_said_apart(self):
        answer = handle({"op": "vingt-un-strategy"})
        self.assertEqual((answer["natural_dealt_percent"], answer["natural_paid_percent"]), ("4.83%", "4.65%"))
        self.assertNotIn("natural_percent", answer)
        html = json.loads(web.respond(json.dumps({"op": "vingt-un-strategy", "view": "vingt-un-strategy"})))["html"]
        self.assertIn("A natural (an ace and a ten-card) is dealt to a player in 4.83% of deals, and in 4.65% he holds one "
                      "and the dealer none", html)


class TestWorth(unittest.TestCase):
    def test_the_dealer_gains(self):
        for stands in va.DEALER_STANDS:
            w = vt.worth(stands)
            with self.subTest(stands=stands):
                self.assertGreater(w.from_each, 0)
                self.assertEqual(w.by_players, tuple((n, n * w.from_each) for n in range(2, 9)))
        self.assertEqual(f"{float(vt.worth(17).from_each):.4f}", "0.1323")

    def test_agreements(self):
        base = vt.worth(17)
        p = base.parts
        w = vt.worth(17, Agreements(privilege=2, overdraw_penalty=3, tie_share=Fraction(1, 4)))
        self.assertEqual(w.player, base.player)  # the privilege passes between the players, not to the dealer
        self.assertEqual(w.penalty, 3 * p.busts)
        self.assertEqual(w.to_pool_each, p.tie / 4)
        self.assertEqual(dict(w.by_players)[5], 5 * (base.from_each - p.tie / 4) - 3 * p.busts)
        single = vt.worth(17, Agreements(natural_pays=1, dealer_natural_collects=1))
        self.assertEqual(single.player, p.play + p.natural - p.dealer_natural)
        with self.assertRaises(ValueError):
            vt.worth(19)

    @unittest.skipIf(sys.platform == "emscripten", "sixty thousand rounds dealt, run in CPython: the faster tests check the same code in Pyodide")
    def test_seeded_rounds(self):
        """Rounds dealt card by card from a shuffled pack, each player's choices the reckoner's best at every
        card (dividing a pair where that is best, each hand then played on its own cards): the mean of what the
        player receives agrees with the exact expectation, and so does the share of ties."""
        stands, rounds = 17, 60_000
        r = va._Reckoner(stands, None, va.FULL_PACK)
        rng = random.Random(20261127)
        pack = [v for v in range(1, 11) for _ in range(va.FULL_PACK[v - 1])]
        total = ties = 0

        def left_of(cards):
            counts = list(va.FULL_PACK)
            for v in cards:
                counts[v - 1] -= 1
            return tuple(counts)

        def play(hand, seen, deck, held=0):
            """Draw by the best choice, seeing only `seen` (a divided hand: the other's second card held); returns
            the final hand."""
            hand = list(hand)
            while sum(hand) <= 21:
                key = (tuple(sorted(hand)), left_of(seen), held)
                r.best(*key)
                if r.stood[key]:
                    break
                card = deck.pop()
                hand.append(card)
                seen = seen + [card]
            return hand

        def dealer_plays(hand, deck):
            while sum(hand) <= 21 and va.count(hand) < stands:
                hand.append(deck.pop())
            return hand

        def pay(mine, dealer):
            if sum(mine) > 21:
                return -1, 0
            if sum(dealer) > 21:
                return 1, 0
            if va.count(mine) == va.count(dealer):
                return -1, 1  # the dealer receives on ties
            return (1, 0) if va.count(mine) > va.count(dealer) else (-1, 0)

        for _ in range(rounds):
            deck = pack[:]
            rng.shuffle(deck)
            mine = [deck.pop(), deck.pop()]
            dealer = [deck.pop(), deck.pop()]
            my_nat, d_nat = sorted(mine) == [1, 10], sorted(dealer) == [1, 10]
            if d_nat:
                total += 0 if my_nat else -2
                continue
            if my_nat:
                total += 2
                continue
            a, b = sorted(mine)
            left = left_of(mine)
            options = [r.stand(va.count(mine), left), r.draw((a, b), left)]
            if a == b:
                options.append(r.divide(a, left))
            choice = max(range(len(options)), key=lambda k: (options[k], -k))
            if choice == 2:
                hands = []
                for _ in range(2):
                    second = deck.pop()
                    hands.append(play([a, second], [a, b, second], deck, held=1))
            elif choice == 1:
                hands = [play(mine, mine, deck)]
            else:
                hands = [mine]
            final = dealer_plays(dealer, deck)
            for h in hands:
                p, t = pay(h, final)
                total += p
                ties += t
        w = vt.worth(stands)
        mean = total / rounds
        self.assertLess(abs(mean - float(w.player)), 4 * 1.1 / rounds ** 0.5, (mean, float(w.player)))
        tie = float(w.parts.tie)
        self.assertLess(abs(ties / rounds - tie), 4 * (2 * tie / rounds) ** 0.5, (ties / rounds, tie))


if __name__ == "__main__":
    unittest.main()

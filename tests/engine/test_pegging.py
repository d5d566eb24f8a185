"""Pegging advice (hoyle.cribbage.pegging) against a brute force over every hand the opponent may hold."""

from __future__ import annotations

import random
import unittest
from fractions import Fraction
from itertools import combinations

from hoyle import api
from hoyle.cards import pack, parse_cards
from hoyle.cribbage import pegging as pg
from hoyle.cribbage.play import peg
from hoyle.cribbage.show import pips
from hoyle.errors import CardError, RequestError


def brute(card, plays, unseen, held):
    """(reply expectation, chance of a go) by every hand of `held` unseen cards, each answered with its best card."""
    table = tuple(plays) + (card,)
    count = sum(map(pips, table))
    total, gos, hands = Fraction(0), 0, 0
    for hand in combinations(unseen, held):
        scores = [peg(table + (u,)).total for u in hand if count + pips(u) <= 31]
        hands += 1
        if scores:
            total += max(scores)
        else:
            gos += 1
    return total / hands, Fraction(gos, hands)


class TestAgainstEveryHand(unittest.TestCase):
    def test_random_positions(self):
        rng = random.Random(29)
        cards = list(pack())
        checked = 0
        while checked < 40:
            rng.shuffle(cards)
            mine = cards[:rng.randint(1, 4)]
            plays = []
            count = 0
            for c in cards[4:4 + rng.randint(0, 4)]:
                if count + pips(c) <= 31:
                    plays.append(c)
                    count += pips(c)
            if count == 31:
                continue
            seen = cards[8:8 + 30]  # thirty more cards seen: the unseen few enough to deal every hand
            held = rng.randint(1, 3)
            a = pg.advise(mine, plays, seen, held)
            unseen = [c for c in pack() if c not in set(mine) | set(plays) | set(seen)]
            self.assertEqual(a.unseen, len(unseen))
            for ch in a.choices:
                reply, go = brute(ch.card, plays, unseen, held)
                with self.subTest(mine=[c.code for c in mine], plays=[c.code for c in plays], card=ch.card.code, held=held):
                    self.assertEqual((ch.reply, ch.go), (reply, go))
                    self.assertEqual(ch.balance, ch.now - reply + go)
                    self.assertEqual(sum(p for _, p in ch.reply_chances), 1)
                checked += 1
            self.assertEqual({c for c in mine}, {ch.card for ch in a.choices} | set(a.cannot))


class TestAdvice(unittest.TestCase):
    def test_a_five_led_is_answered_by_a_ten(self):
        a = pg.advise("5h Kd 4s 9c", seen="2c 3d 7h")
        five = next(c for c in a.choices if c.card.code == "5h")
        # sixteen ten-cards, all unseen: a ten answers for fifteen two
        self.assertEqual(five.answers[0].words, "fifteen two")
        self.assertEqual(five.answers[0].cards, 16 - 1)  # less the king in hand
        self.assertEqual(a.choices[-1].card.code, "5h")  # the worst lead

    def test_cannot_pass_thirty_one(self):
        a = pg.advise("Kc 5d", plays="10h 9s 8d")
        self.assertEqual([c.card.code for c in a.choices], [])
        self.assertEqual([c.code for c in a.cannot], ["Kc", "5d"])
        b = pg.advise("Kc 4d", plays="10h 9s 8d")
        self.assertEqual([c.card.code for c in b.choices], ["4d"])
        self.assertEqual(b.choices[0].now, 2)  # thirty-one for two

    def test_refused(self):
        for kwargs, code, words in [
            (dict(cards=""), "wrong-count", "at least one"),
            (dict(cards="5h 5h"), "duplicate-card", "5h"),
            (dict(cards="5h", plays="5h"), "duplicate-card", "5h"),
            (dict(cards="5h", plays="10h 10s 10d 2c"), "over-thirty-one", "count 32"),
            (dict(cards="5h", plays="10h 10s Jd Ac"), "over-thirty-one", "the count is thirty-one"),
            (dict(cards="5h", held=6), "bad-number", "one to five cards"),
            (dict(cards="5h Jo"), "joker-not-in-play", "joker"),
            (dict(cards="5h 6h 7h 8h 9h 10h"), "wrong-count", "at most five"),
        ]:
            with self.subTest(**kwargs):
                with self.assertRaises((CardError, RequestError)) as e:
                    pg.advise(**kwargs)
                self.assertEqual(e.exception.code, code)
                self.assertIn(words, e.exception.message)

    def test_the_facade(self):
        a = api.handle({"op": "peg-advice", "cards": "5h 9c", "plays": "10d"})
        self.assertEqual([c["card"] for c in a["choices"]], ["5h", "9c"])
        self.assertEqual(a["choices"][0]["now"], 2)
        self.assertEqual(a["choices"][0]["reply"], str(Fraction(47, 196)))
        self.assertEqual(a["hands"], 1176)  # two of the 49 unseen cards
        self.assertEqual(api.handle({"op": "peg-advice", "cards": "5h", "held": "x"})["error"]["code"], "bad-number")
        self.assertEqual(parse_cards(a["cards"]), parse_cards("5h 9c"))


if __name__ == "__main__":
    unittest.main()

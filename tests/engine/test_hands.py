"""The standard hands and Foster's tie rules (Practical Poker, chapter "Poker Hands", seed 001 lines 612-754)."""

import itertools
import math
import unittest
from collections import Counter

from hoyle import api
from hoyle.cards import SUITS, Card, CardError
from hoyle.poker.hands import evaluate, showdown
from hoyle.poker.rules import STANDARD_CLASSES


def value(text):
    return evaluate(text)


class Classes(unittest.TestCase):
    """One hand of every class, with its exact name, description, ranks and useless cards."""

    CASES = [
        ("As Kd Jh 8c 3s", "no-pair", "No pair", "No pair, ace high: ace, king, jack, eight and three", (14, 13, 11, 8, 3), ""),
        ("As Kd 10h 10c 4s", "one-pair", "One pair", "A pair of tens, with ace, king and four", (10, 14, 13, 4), "As Kd 4s"),
        ("Ks Kd 7h 7c 4s", "two-pairs", "Two pairs", "Two pairs, kings up: kings and sevens, with a four", (13, 7, 4), "4s"),
        ("Qs Qd Qh 9c 4s", "three-of-a-kind", "Three of a kind", "Threes: three queens, with nine and four", (12, 9, 4), "9c 4s"),
        ("10s 9d 8h 7c 6s", "straight", "Straight", "A straight, ten high", (10,), ""),
        ("5s 4d 3h 2c As", "straight", "Straight", "A straight, five high", (5,), ""),
        ("As Ks Qd Jc 10h", "straight", "Straight", "A straight, ace high", (14,), ""),
        ("Ah Kh Jh 8h 3h", "flush", "Flush", "A flush, ace high: ace, king, jack, eight and three", (14, 13, 11, 8, 3), ""),
        ("5s 5d 5h 2c 2s", "full-hand", "Full hand", "A full hand, three fives and a pair of deuces", (5, 2), ""),
        ("9s 9d 9h 9c As", "four-of-a-kind", "Four of a kind", "Fours: four nines, with an ace", (9, 14), "As"),
        ("8d 7d 6d 5d 4d", "straight-flush", "Straight flush", "A straight flush, eight high", (8,), ""),
        ("5c 4c 3c 2c Ac", "straight-flush", "Straight flush", "A straight flush, five high", (5,), ""),
        ("As Ks Qs Js 10s", "straight-flush", "Royal flush", "A royal flush: ace, king, queen, jack and ten of one suit", (14,), ""),
    ]

    def test_every_class(self):
        for cards, klass, name, description, ranks, useless in self.CASES:
            with self.subTest(cards=cards):
                v = value(cards)
                self.assertEqual(v.klass, klass)
                self.assertEqual(v.name, name)
                self.assertEqual(v.description, description)
                self.assertEqual(v.ranks, ranks)
                self.assertEqual(" ".join(c.code for c in v.useless), useless)

    def test_calls_in_the_books_words(self):
        calls = {
            "As Kd Jh 8c 3s": "Ace high", "Ks Kd 7h 7c 4s": "Two pairs, kings up", "Qs Qd Qh 9c 4s": "Threes, queens",
            "Ah Kh Jh 8h 3h": "A flush, ace high", "9s 9d 9h 9c As": "Fours, nines", "Qs Qd Qh 5c 5s": "A full hand, queens full",
            "As Ks Qs Js 10s": "A royal flush", "5s 4d 3h 2c As": "A straight, five high",
        }
        for cards, text in calls.items():
            self.assertEqual(value(cards).call, text)

    def test_class_ids_in_order(self):
        self.assertEqual(
            list(STANDARD_CLASSES),
            ["no-pair", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush"],
        )

    def test_classes_rank_in_order(self):
        ordered = [value(c[0]) for c in self.CASES if c[0] not in ("5s 4d 3h 2c As", "As Ks Qd Jc 10h", "5c 4c 3c 2c Ac")]
        self.assertEqual(ordered, sorted(ordered))
        self.assertEqual(len({v.klass for v in ordered}), 9)

    def test_not_a_straight_round_the_corner(self):
        self.assertEqual(value("Qs Kd Ah 2c 3s").klass, "no-pair")

    def test_wrong_number_of_cards(self):
        for text, n in (("As Kd 10h 10c", "4 cards"), ("As Kd 10h 10c 4s 3s", "6 cards"), ("As", "1 card"), ("", "0 cards")):
            with self.assertRaises(CardError) as e:
                value(text)
            self.assertEqual(e.exception.code, "wrong-count")
            self.assertEqual(str(e.exception), f"a poker hand has five cards; you gave {n}")
            # the draw's ops check a hand as the evaluator does, in the same words
            for op in ("draw", "holds"):
                answer = api.handle({"op": op, "cards": text, "hold": ""})
                self.assertEqual(answer["error"], {"code": "wrong-count", "message": f"a poker hand has five cards; you gave {n}"}, op)

    def test_joker_is_not_in_the_standard_game(self):
        with self.assertRaises(CardError) as e:
            value("As Kd 10h 10c joker")
        self.assertEqual(e.exception.code, "joker-not-in-play")


class FosterTies(unittest.TestCase):
    """Foster's examples, seed 001 lines 724-738."""

    def test_flush_eight_beats_flush_six(self):
        # "one ace, king, jack, eight, three; and the other ace, king, jack, six, three—the first wins"
        self.assertGreater(value("Ah Kh Jh 8h 3h"), value("As Ks Js 6s 3s"))

    def test_eight_high_straight_flush_beats_five_high(self):
        # "a straight flush, eight, seven, six, five, four, will beat a straight flush, five, four, three, two, ace"
        self.assertGreater(value("8d 7d 6d 5d 4d"), value("5c 4c 3c 2c Ac"))

    def test_full_hand_triplet_decides(self):
        # "Three fives and a pair of deuces will beat three fours and a pair of aces."
        self.assertGreater(value("5s 5d 5h 2c 2s"), value("4s 4d 4h Ac As"))

    def test_queens_up_beat_jacks_up(self):
        # "Queens up will beat jacks up, even if the pair with the queens are only deuces,
        # while the pair with the jacks are tens."
        self.assertGreater(value("Qs Qd 2c 2h 5s"), value("Js Jd 10c 10h As"))
        self.assertEqual(showdown(["Js Jd 10c 10h As", "Qs Qd 2c 2h 5s"]), [1])

    def test_second_pair_then_odd_card(self):
        # "tens and eights will beat tens and sixes"
        self.assertGreater(value("10s 10d 8c 8h 2s"), value("10h 10c 6c 6h As"))
        self.assertGreater(value("10s 10d 8c 8h 3s"), value("10h 10c 8s 8d 2c"))

    def test_pairs_outside_cards(self):
        self.assertGreater(value("10s 10d Ac 8h 3s"), value("9s 9d Ah Kh Qs"))
        self.assertGreater(value("10s 10d Ac 8h 3s"), value("10h 10c Ad 7h 6s"))
        self.assertGreater(value("10s 10d Ac 8h 4s"), value("10h 10c Ad 8c 3c"))

    def test_threes_higher_triplet(self):
        # "three sixes beating three fives, regardless of the outside cards"
        self.assertGreater(value("6s 6d 6h 2c 3s"), value("5s 5d 5h Ac Ks"))

    def test_six_high_straight_beats_five_high(self):
        # "If an ace is used at the bottom of a straight, the straight is only five high, and a six-high straight will beat it."
        self.assertGreater(value("6s 5d 4h 3c 2s"), value("5s 4d 3h 2c As"))

    def test_no_pair_ace_high_beats_seven_high(self):
        self.assertGreater(value("As 9d 6h 4c 2s"), value("7s 5d 4h 3c 2d"))

    def test_identical_hands_divide(self):
        # "If all the cards are alike in each hand, the players divide the pool."
        a, b = value("As Kd Jh 8c 3s"), value("Ad Kc Js 8h 3d")
        self.assertEqual(a, b)
        self.assertEqual(showdown(["As Kd Jh 8c 3s", "Ad Kc Js 8h 3d", "Qs Qd 2c 7h 5s"]), [2])
        self.assertEqual(showdown(["As Kd Jh 8c 3s", "Ad Kc Js 8h 3d"]), [0, 1])
        self.assertEqual(showdown(["Ah Kh Jh 8h 3h", "As Ks Js 8s 3s"]), [0, 1])
        self.assertEqual(showdown(["10s 9d 8h 7c 6s", "10h 9h 8s 7d 6c"]), [0, 1])


class EveryHand(unittest.TestCase):
    def test_counts_of_all_2598960_hands(self):
        """Every hand, counted by rank pattern: the class depends only on the ranks and on whether
        all five suits agree, so one non-flush and one flush hand per pattern stand for all."""
        counts = Counter()
        for ranks in itertools.combinations_with_replacement(range(2, 15), 5):
            mult = Counter(ranks)
            if max(mult.values()) > 4:
                continue
            ways = 1
            for n in mult.values():
                ways *= math.comb(4, n)
            if len(mult) == 5:  # five ranks in more than one suit
                plain = [Card(r, SUITS[i % 4]) for i, r in enumerate(ranks)]
            else:  # each copy of a rank in its own suit
                plain = [Card(r, SUITS[ranks[:i].count(r)]) for i, r in enumerate(ranks)]
            if len(mult) == 5:
                counts[evaluate(tuple(Card(r, "s") for r in ranks)).klass] += 4
                ways -= 4
                self.assertNotEqual(evaluate(tuple(plain)).klass, "flush")
            counts[evaluate(tuple(plain)).klass] += ways
        self.assertEqual(sum(counts.values()), 2598960)
        self.assertEqual(counts, {
            "no-pair": 1302540, "one-pair": 1098240, "two-pairs": 123552, "three-of-a-kind": 54912,
            "straight": 10200, "flush": 5108, "full-hand": 3744, "four-of-a-kind": 624, "straight-flush": 40,
        })


if __name__ == "__main__":
    unittest.main()

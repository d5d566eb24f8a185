"""The show at Cribbage (Hoyle's Games Modernized, chapter "Cribbage", seed 000 lines 31-107)."""

import dataclasses
import doctest
import importlib
import re
import unittest

from hoyle.errors import Refusal
from hoyle.cards import Card
from hoyle.cribbage import FIVE_CARD, SEVEN_CARD, SIX_CARD, VARIANTS, order, pips, reckon, variant_named
from hoyle.words import number_words


def table_hand(ranks):
    """The table's hand from its ranks ('5 5 5 10'): four suits, so no flush and no nob; the start last."""
    codes = [f"{r}{s}" for r, s in zip(ranks.split(), "shdc")]
    return reckon(" ".join(codes[:3]), codes[3])


def summary(show):
    return [(i.kind, i.points, " ".join(c.code for c in i.cards), i.words) for i in show.items]


class KnownHands(unittest.TestCase):
    def test_twenty_nine(self):
        # Three fives and a knave, the fourth five turned up of the knave's suit: the most there is.
        six = reckon("5h 5d 5c Js", "5s", variant="six-card")
        crib = reckon("5h 5d 5c Js", "5s", crib=True)
        for s in (six, crib):
            self.assertEqual(s.total, 29)
            self.assertEqual(s.points("fifteen"), 16)
            self.assertEqual(s.points("double-pair-royal"), 12)
            self.assertEqual(s.points("nob"), 1)
            self.assertTrue(s.claim.endswith("and twelve for a double pair-royal, twenty-eight, and one for his nob, twenty-nine"))

    def test_twenty_eight(self):
        # The same with the knave of another suit: no nob.
        self.assertEqual(reckon("5h 5d 5c Jh", "5s", variant="six-card").total, 28)
        # Four fives in the hand and a knave turned up: 28 in the show, and two for his heels at the cut.
        s = reckon("5h 5d 5c 5s", "Jc", variant="six-card")
        self.assertEqual(s.total, 28)
        self.assertEqual((s.heels.kind, s.heels.points, s.heels.words), ("heels", 2, "two for his heels"))
        self.assertNotIn("heels", [i.kind for i in s.items])

    def test_the_books_example_fourteen(self):
        # Lines 63-65: three fives and a ten, "fifteen eight ... and six for a pair-royal, fourteen".
        s = reckon("5s 5h 5d", "10c")
        self.assertEqual(s.total, 14)
        self.assertEqual(s.claim, "fifteen two, fifteen four, fifteen six, fifteen eight, and six for a pair-royal, fourteen")
        self.assertEqual(
            summary(s),
            [
                ("fifteen", 2, "5s 10c", "fifteen two"),
                ("fifteen", 2, "5h 10c", "fifteen four"),
                ("fifteen", 2, "5d 10c", "fifteen six"),
                ("fifteen", 2, "5s 5h 5d", "fifteen eight"),
                ("pair-royal", 6, "5s 5h 5d", "six for a pair-royal"),
            ],
        )

    def test_double_run(self):
        # Line 69: a double run six and the pair two, eight "irrespective of fifteens".
        s = reckon("4h 5s 6d", "6c")
        self.assertEqual(
            summary(s),
            [
                ("fifteen", 2, "4h 5s 6d", "fifteen two"),
                ("fifteen", 2, "4h 5s 6c", "fifteen four"),
                ("pair", 2, "6d 6c", "two for a pair"),
                ("run", 3, "4h 5s 6d", "three for a run of three"),
                ("run", 3, "4h 5s 6c", "three for a run of three"),
            ],
        )
        self.assertEqual(s.points("pairs", "run"), 8)
        self.assertEqual(s.total, 12)
        self.assertEqual(s.description, "fifteen four, a pair, and a double run of three")

    def test_treble_run(self):
        # Line 71: in the crib at five-card, a treble run of three (nine) and a pair-royal (six), fifteen.
        s = reckon("Ah 2s 3d 3c", "3h", crib=True)
        self.assertEqual(s.points("run"), 9)
        self.assertEqual(s.points("pairs"), 6)
        self.assertEqual(s.total, 15)
        self.assertEqual([i.kind for i in s.items].count("run"), 3)
        self.assertEqual(s.description, "a pair-royal and a treble run of three")

    def test_double_double_run(self):
        # Two fives, two fours and a six: fifteen eight, two pairs and a run of three four times repeated, 24.
        s = reckon("5h 5s 4d 4c", "6h", variant="six-card")
        self.assertEqual(s.total, 24)
        self.assertEqual(s.description, "fifteen eight, two pairs, and a run of three four times repeated")

    def test_double_run_of_four(self):
        s = reckon("3h 4s 5d 6c", "6h", variant="six-card")
        self.assertEqual([i.points for i in s.items if i.kind == "run"], [4, 4])
        self.assertEqual(s.total, 6 + 2 + 8)
        self.assertEqual(s.description, "fifteen six, a pair, and a double run of four")

    def test_run_of_three_and_of_four(self):
        # Line 67: three in sequence, three; with the start, four (only the longer run counts).
        self.assertEqual(reckon("Ah 2s 3d", "8c").points("run"), 3)
        s = reckon("Ah 2s 3d", "4c")
        self.assertEqual(summary(s), [("run", 4, "Ah 2s 3d 4c", "four for a run of four")])

    def test_ace_is_low_king_high(self):
        # Line 59: "Ace, king, queen, do not count as a sequence."
        self.assertEqual(reckon("Ah Ks Qd", "7c").points("run"), 0)
        self.assertEqual(reckon("Jh Ks Qd", "7c").points("run"), 3)
        self.assertEqual(reckon("Ah 2s Kd", "Qc").points("run"), 0)

    def test_every_way_to_fifteen(self):
        # Line 63: "the cards being combined in every possible way to make that number".
        s = reckon("5h 5d 5c 5s", "Jc", variant="six-card")
        self.assertEqual(len([i for i in s.items if i.kind == "fifteen"]), 8)
        self.assertEqual(s.items[-1].words, "twelve for a double pair-royal")
        self.assertEqual(reckon("Ah 2s 3d 4c", "5h", variant="six-card").points("fifteen"), 2)  # all five together

    def test_nineteen_is_nothing(self):
        s = reckon("2h 4s 6d 8c", "Qh", variant="six-card")
        self.assertEqual((s.total, s.items, s.claim, s.description), (0, (), "nothing", "nothing"))

    def test_seven_card_hand(self):
        s = reckon("5h 5d 4s 4c 6h", "6d", variant="seven-card")
        self.assertEqual(s.points("fifteen"), 16)
        self.assertEqual(s.points("pairs"), 6)
        self.assertEqual(s.points("run"), 24)
        self.assertEqual(s.total, 46)
        self.assertEqual(s.description, "fifteen sixteen, three pairs, and a run of three eight times repeated")


class Flush(unittest.TestCase):
    def test_hand_flush(self):
        # Line 73: three of a suit in the hand three, four with the start.
        self.assertEqual(reckon("2h 6h 9h", "Ks").points("flush"), 3)
        flush = reckon("2h 6h 9h", "Kh").select("flush")
        self.assertEqual([(i.points, " ".join(c.code for c in i.cards), i.words) for i in flush], [(4, "2h 6h 9h Kh", "four for a flush")])
        # The start cannot make a flush of a hand that has none.
        self.assertEqual(reckon("2h 6h 9s", "Kh").points("flush"), 0)

    def test_hand_flush_in_the_longer_games(self):
        self.assertEqual(reckon("2h 6h 9h Jh", "Ks", variant="six-card").points("flush"), 4)
        self.assertEqual(reckon("2h 6h 9h Jh", "Kh", variant="six-card").points("flush"), 5)
        self.assertEqual(reckon("2h 6h 9h Jh 4h", "Ks", variant="seven-card").points("flush"), 5)
        self.assertEqual(reckon("2h 6h 9h Jh 4h", "Kh", variant="seven-card").points("flush"), 6)

    def test_crib_flush_only_with_the_start(self):
        # Lines 77-79: in the crib a flush counts only if the start is of the same suit, then five.
        self.assertEqual(reckon("2h 6h 9h Kh", "4s", crib=True).points("flush"), 0)
        self.assertEqual(reckon("2h 6h 9h Kh", "4h", crib=True).points("flush"), 5)
        self.assertEqual(reckon("2h 6h 9h Kh", "4s", variant="six-card").points("flush"), 4)  # the same cards as a hand


class Nob(unittest.TestCase):
    def test_nob(self):
        # Line 75: a knave of the start's suit in the hand, one "for his nob".
        s = reckon("Jh 2s 4d", "8h")
        self.assertEqual(summary(s), [("nob", 1, "Jh", "one for his nob")])
        self.assertEqual(reckon("Jh 2s 4d", "8s").points("nob"), 0)

    def test_nob_in_the_crib(self):
        self.assertEqual(reckon("Jh 2s 4d 9c", "8h", crib=True).points("nob"), 1)

    def test_a_knave_turned_up_is_heels_not_nob(self):
        s = reckon("2s 4d 8c", "Jh")
        self.assertEqual((s.points("nob"), s.total, s.heels.points), (0, 0, 2))
        self.assertIsNone(reckon("2s 4d 8c", "Qh").heels)


class TheTable(unittest.TestCase):
    """The five-card table (lines 85-107): every hand's value and the words of its description."""

    ROWS = [
        (["5 5 5 5"], "Fifteen eight and a double pair-royal", 20),
        (["5 5 5 10"], "Fifteen eight and a pair-royal", 14),
        (["5 5 4 6", "4 4 5 6", "6 6 4 5"], "Fifteen-four, pair, and double run of three", 12),
        (["3 3 3 9", "6 6 6 9", "6 6 6 3", "7 7 7 8", "8 8 8 7", "9 9 9 6", "7 7 7 A"], "Fifteen six and a pair-royal", 12),
        # The book prints 13 for this group: its own description makes 12 (see the editor's note).
        (["8 8 6 7", "8 8 9 7", "7 7 6 8", "6 5 4 4"], "Fifteen four, pair, and double run of three", 12),
        (["5 5 10 10", "5 5 J J", "5 5 Q Q", "5 5 K K"], "Fifteen eight and two pairs", 12),
        (["9 9 6 6"], "Fifteen eight, and two pairs", 12),
        (["5 5 10 J", "5 5 10 Q", "5 5 10 K"], "Fifteen eight and a pair", 10),
        (["6 6 7 8"], "Fifteen two, pair, and double run of three", 10),
        (["5 J Q K", "5 10 J Q"], "Fifteen six and run of three", 9),
        (["A A 2 3", "J Q K K", "2 3 3 4"], "Pair and double run of three", 8),
    ]

    @staticmethod
    def words(text):
        """The words that matter: no articles, hyphens or commas."""
        return re.sub(r"\b(a|an)\b", "", text.lower().replace("-", " ").replace(",", "")).split()

    def test_rows(self):
        for hands, description, points in self.ROWS:
            for ranks in hands:
                with self.subTest(hand=ranks):
                    s = table_hand(ranks)
                    self.assertEqual(s.total, points)
                    self.assertEqual(self.words(s.description), self.words(description))


class Cards(unittest.TestCase):
    def test_pips_and_order(self):
        # Line 43: ace lowest, king highest; court cards count ten.
        self.assertEqual([pips(Card(r, "s")) for r in (14, 2, 9, 10, 11, 12, 13)], [1, 2, 9, 10, 10, 10, 10])
        self.assertEqual([order(Card(r, "s")) for r in (14, 2, 10, 11, 12, 13)], [1, 2, 10, 11, 12, 13])

    def test_number_words(self):
        self.assertEqual([number_words(n) for n in (0, 8, 14, 20, 29, 46, 121)],
                         ["zero", "eight", "fourteen", "twenty", "twenty-nine", "forty-six", "one hundred and twenty-one"])

    def test_values_are_frozen(self):
        s = reckon("5s 5h 5d", "10c")
        with self.assertRaises(dataclasses.FrozenInstanceError):
            s.items = ()
        with self.assertRaises(dataclasses.FrozenInstanceError):
            s.items[0].points = 3

    def test_cards_may_be_given_as_cards(self):
        self.assertEqual(reckon([Card(5, "s"), Card(5, "h"), Card(5, "d")], Card(10, "c")).total, 14)


class Variants(unittest.TestCase):
    def test_the_three_games(self):
        # Lines 33-35: named from the cards dealt; 61, 121 and 181 points.
        self.assertEqual(list(VARIANTS), ["five-card", "six-card", "seven-card"])
        self.assertEqual([(v.dealt, v.hand_size, v.crib_size, v.points_to_make) for v in (FIVE_CARD, SIX_CARD, SEVEN_CARD)],
                         [(5, 3, 4, 61), (6, 4, 4, 121), (7, 5, 4, 181)])
        self.assertEqual([v.three_for_last for v in (FIVE_CARD, SIX_CARD, SEVEN_CARD)], [3, 0, 0])

    def test_game_is_once_twice_thrice_round_the_board(self):
        # Line 39: two rows of thirty holes, once round at five-card, twice at six, thrice at seven, and the game-hole.
        for rounds, v in enumerate((FIVE_CARD, SIX_CARD, SEVEN_CARD), 1):
            self.assertEqual(v.points_to_make, rounds * 2 * 30 + 1)

    def test_by_name(self):
        self.assertIs(variant_named("Six-Card"), SIX_CARD)
        self.assertIs(variant_named(SEVEN_CARD), SEVEN_CARD)


class Errors(unittest.TestCase):
    def check(self, code, message, *args, **kwargs):
        with self.assertRaises(Refusal) as e:
            reckon(*args, **kwargs)
        self.assertEqual(e.exception.code, code)
        self.assertEqual(str(e.exception), message)

    def test_wrong_number_of_cards(self):
        self.check("wrong-count", "a hand at five-card cribbage has three cards (with the start, four); you gave 4", "5s 5h 5d 5c", "10c")
        self.check("wrong-count", "a hand at six-card cribbage has four cards (with the start, five); you gave 3", "5s 5h 5d", "10c",
                   variant="six-card")
        self.check("wrong-count", "a hand at seven-card cribbage has five cards (with the start, six); you gave 4", "5s 5h 5d 5c", "10c",
                   variant="seven-card")
        self.check("wrong-count", "the crib has four cards (with the start, five); you gave 3", "5s 5h 5d", "10c", crib=True)
        self.check("wrong-count", "the crib has four cards (with the start, five); you gave 5", "5s 5h 5d 6c 7c", "10c", crib=True,
                   variant="seven-card")

    def test_the_start_is_one_card(self):
        self.check("wrong-count", "the start is one card; you gave 2", "5s 5h 5d", "10c Jc")
        self.check("wrong-count", "the start is one card; you gave 0", "5s 5h 5d", "")

    def test_duplicates(self):
        self.check("duplicate-card", "5s is given twice: a pack has only one of each card", "5s 5h 5s", "10c")
        self.check("duplicate-card", "5s is given as the start and in the hand: a pack has only one of each card", "5s 5h 5d", "5s")

    def test_bad_cards_and_games(self):
        self.check("bad-card", "'1h' is not a card: ranks are A 2-10 J Q K (T for ten)", "1h 5h 5d", "10c")
        self.check("joker-not-in-play", "cribbage is played without the joker", "joker 5h 5d", "10c")
        self.check("bad-variant", "'four-card' is not a game of cribbage: the games are five-card, six-card, seven-card", "5s 5h 5d", "10c",
                   variant="four-card")


class Doctests(unittest.TestCase):
    def test_docstring_examples(self):
        # by name: hoyle.cribbage.play is also the name of a function the package exports
        for module in map(importlib.import_module, ("hoyle.cribbage", "hoyle.cribbage.show", "hoyle.cribbage.play")):
            with self.subTest(module=module.__name__):
                result = doctest.testmod(module)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


if __name__ == "__main__":
    unittest.main()

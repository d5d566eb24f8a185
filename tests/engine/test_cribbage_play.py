"""The scores of the play at Cribbage (Hoyle's Games Modernized, seed 000 lines 51-61)."""

import unittest

from hoyle import api
from hoyle.errors import Refusal
from hoyle.cribbage import last_card, longest_run, peg, play_out


def scored(cards):
    return [(i.kind, i.points) for i in peg(cards).items]


class Pairs(unittest.TestCase):
    def test_pair_pair_royal_double_pair_royal(self):
        # Lines 53-57: "a king to a king", two; a third, six; a fourth, twelve.
        self.assertEqual(scored("Kh Ks"), [("pair", 2)])
        self.assertEqual(scored("Kh Ks Kd"), [("pair-royal", 6)])
        self.assertEqual(scored("7h 7s 7d 7c"), [("double-pair-royal", 12)])

    def test_only_the_card_last_played(self):
        self.assertEqual(scored("Kh Qs Kd"), [])
        self.assertEqual(scored("5h 5s 4d 5d"), [])
        self.assertEqual(scored("Kh Qs"), [])  # ten-cards of different ranks are no pair


class Runs(unittest.TestCase):
    def test_the_books_examples(self):
        # Line 59: A a five, B a four, A a six or a three: three; B a six or a two: four; A either end: five.
        self.assertEqual(peg("5h 4s 3d").total, 3)
        self.assertEqual(scored("5h 4s 6d"), [("fifteen", 2), ("run", 3)])  # the six makes fifteen too
        self.assertEqual(scored("5h 4s 3d 6c"), [("run", 4)])
        self.assertEqual(scored("5h 4s 3d 2c"), [("run", 4)])
        for cards in ("5h 4s 3d 6c 2h", "5h 4s 3d 6c 7h", "5h 4s 3d 2c 6h"):
            self.assertEqual(scored(cards), [("run", 5)])
        self.assertEqual(scored("5h 4s 3d 2c Ah"), [("fifteen", 2), ("run", 5)])
        # A a five and a three, B a two and a six; A's four makes "the complete sequence", five.
        self.assertEqual(scored("5h 2s 3d 6c 4h"), [("run", 5)])
        self.assertEqual(scored("5h 2s 3d 6c"), [])

    def test_ace_king_queen_is_no_sequence(self):
        self.assertEqual(scored("Ah Ks Qd"), [])
        self.assertEqual(scored("Jh Ks Qd"), [("run", 3)])

    def test_a_duplicate_breaks_the_series(self):
        self.assertEqual(scored("4h 5s 5d 6c"), [])

    def test_the_longest_run(self):
        # Line 59: seven at most, ace to seven; at five-card only six cards are played.
        self.assertEqual([longest_run(n) for n in (3, 4, 5)], [6, 7, 7])
        self.assertEqual(scored("Ah 2s 3d 4c 5h 6s 7d"), [("run", 7)])


class Counts(unittest.TestCase):
    def test_fifteen_and_thirty_one(self):
        # Line 61: fifteen two; thirty-one two.
        self.assertEqual(scored("7h 8s"), [("fifteen", 2)])
        self.assertEqual(scored("Kh 9s 7d 5c"), [("thirty-one", 2)])
        self.assertEqual(peg("Kh 9s 7d 5c").count, 31)

    def test_last_card(self):
        # Line 61: one for last card short of thirty-one; at thirty-one the two for it instead.
        item = last_card("Kh Qs 5d 4c")
        self.assertEqual((item.kind, item.points, item.words, [c.code for c in item.cards]), ("last-card", 1, "one for last card", ["4c"]))
        self.assertIsNone(last_card("Kh Qs 5d 6c"))

    def test_errors(self):
        for cards, code in (("Kh Ks Kd Kc", "over-thirty-one"), ("", "wrong-count"), ("Kh Kh", "duplicate-card"), ("joker 5h", "joker-not-in-play")):
            with self.subTest(cards=cards), self.assertRaises(Refusal) as e:
                peg(cards)
            self.assertEqual(e.exception.code, code)
        with self.assertRaises(Refusal) as e:
            peg("Kh Ks Kd Kc")
        self.assertEqual(str(e.exception), "the count would be 40: no card may be played past thirty-one (line 61)")

    def test_no_count_has_more_than_ten_cards(self):
        """Issue 42: eleven cards were scored as one count (21 with the four aces, twos and three threes), but a count
        is played from two hands of at most five (seven-card): ten cards at most, which the aces, twos and two threes make."""
        self.assertEqual(scored("As Ah Ac Ad 2s 2h 2c 2d 3s 3h"), [("pair", 2)])
        eleven = "As Ah Ac Ad 2s 2h 2c 2d 3s 3h 3c"
        with self.assertRaises(Refusal) as e:
            peg(eleven)
        self.assertEqual((e.exception.code, e.exception.message),
                         ("wrong-count", "eleven cards played since the count began: a count has at most ten, the two hands of five at "
                                         "seven-card cribbage"))
        for request in ({"op": "peg", "cards": eleven}, {"op": "play-practice", "plays": eleven},
                        {"op": "play-practice", "plays": eleven, "claim": "6"}):
            with self.subTest(op=request["op"]):
                self.assertEqual(api.handle(request)["error"]["code"], "wrong-count")


if __name__ == "__main__":
    unittest.main()


def turns(result):
    return [(t.player, t.kind, t.card.code if t.card else None, t.count, t.points) for t in result.turns]


class WholePlay(unittest.TestCase):
    """`play`: two hands played out, turn by turn (line 61 and the standard rules)."""

    def test_five_card_ends_at_the_go(self):
        # 5h 6c 4s: fifteen two and a run of three (4-5-6), five to the pone. At 28 the dealer's king
        # would pass thirty-one: he says "Go", and the pone, with no card left, has one for last card.
        p = play_out("5h 4s 3d", "6c 10d Kh", "5h 6c 4s 10d 3d", variant="five-card")
        self.assertEqual(turns(p), [
            ("pone", "card", "5h", 5, 0), ("dealer", "card", "6c", 11, 0), ("pone", "card", "4s", 15, 5),
            ("dealer", "card", "10d", 25, 0), ("pone", "card", "3d", 28, 0),
            ("dealer", "go", None, 28, 0), ("pone", "last-card", None, 28, 1),
        ])
        self.assertTrue(p.over)
        self.assertIsNone(p.next)
        self.assertEqual((p.score("pone"), p.score("dealer")), (6, 0))
        self.assertEqual([c.code for c in p.unplayed["dealer"]], ["Kh"])  # "This ... terminates the hand"

    def test_the_opponent_plays_on_after_the_go(self):
        # "His opponent then plays any other card or cards up to that limit. If they make thirty-one
        # exactly, he scores two": at 29 the dealer's cards are a five and a queen; he says go, and
        # the pone's deuce makes thirty-one (two, and no one for last card). The hand is over.
        p = play_out("Kh 9d 2c", "Ks 5c Qd", "Kh Ks 9d 2c", variant="five-card")
        self.assertEqual(turns(p), [
            ("pone", "card", "Kh", 10, 0), ("dealer", "card", "Ks", 20, 2), ("pone", "card", "9d", 29, 0),
            ("dealer", "go", None, 29, 0), ("pone", "card", "2c", 31, 2),
        ])
        self.assertEqual([i.kind for i in p.turns[-1].items], ["thirty-one"])
        self.assertTrue(p.over)
        self.assertEqual((p.score("pone"), p.score("dealer")), (2, 2))

    def test_six_card_counts_again_after_the_go(self):
        # At 28 the dealer says go, the pone plays his deuce (30) and has one for last card; the count
        # begins again with the dealer, who plays out alone and has one for last card at the end.
        p = play_out("5h 4s 3d 2c", "6c 10d Kh 9s", "5h 6c 4s 10d 3d 2c Kh 9s", variant="six-card")
        self.assertEqual(turns(p)[5:], [
            ("dealer", "go", None, 28, 0), ("pone", "card", "2c", 30, 0), ("pone", "last-card", None, 30, 1),
            ("dealer", "card", "Kh", 10, 0), ("dealer", "card", "9s", 19, 0), ("dealer", "last-card", None, 19, 1),
        ])
        self.assertTrue(p.over)
        self.assertEqual((p.score("pone"), p.score("dealer")), (6, 1))

    def test_thirty_one_ends_the_count_and_the_other_leads(self):
        p = play_out("Kh 5d 6s 2c", "Qh Js 9c 3d", "Kh Qh 6s 3d 2c Js 5d 9c", variant="six-card")
        self.assertEqual(turns(p), [
            ("pone", "card", "Kh", 10, 0), ("dealer", "card", "Qh", 20, 0), ("pone", "card", "6s", 26, 0),
            ("dealer", "card", "3d", 29, 0), ("pone", "card", "2c", 31, 2),
            ("dealer", "card", "Js", 10, 0), ("pone", "card", "5d", 15, 2), ("dealer", "card", "9c", 24, 0),
            ("dealer", "last-card", None, 24, 1),
        ])
        self.assertEqual((p.score("pone"), p.score("dealer")), (4, 1))

    def test_a_player_with_no_cards_left_never_leads(self):
        # Issue 25, found by an independent scorer: at 23 the dealer says go, and the first count ends
        # on the pone's six (29); the second ends on the dealer's nine (29) when the pone has no
        # card left. The pone cannot lead the third count: "a player with no cards left does not say
        # go, his opponent plays on alone", so the dealer leads his ten and has one for last card.
        pone, dealer = "Kc Kh Ks 6c", "9c Jd 10s 3d"
        p = play_out(pone, dealer, "Kc 3d Ks 6c Jd Kh 9c 10s", variant="six-card")
        self.assertEqual(turns(p)[3:], [
            ("dealer", "go", None, 23, 0), ("pone", "card", "6c", 29, 0), ("pone", "last-card", None, 29, 1),
            ("dealer", "card", "Jd", 10, 0), ("pone", "card", "Kh", 20, 0), ("dealer", "card", "9c", 29, 0),
            ("dealer", "last-card", None, 29, 1),
            ("dealer", "card", "10s", 10, 0), ("dealer", "last-card", None, 10, 1),
        ])
        self.assertTrue(p.over)
        self.assertEqual((p.score("pone"), p.score("dealer")), (1, 2))
        p = play_out(pone, dealer, "Kc 3d Ks 6c Jd Kh 9c", variant="six-card")  # seven cards played: the dealer's turn
        self.assertEqual((p.over, p.next, p.count, [c.code for c in p.playable]), (False, "dealer", 0, ["10s"]))

    def test_part_of_the_play(self):
        p = play_out("5h 4s 3d 2c", "6c 10d Kh 9s", "5h 6c 4s 10d")
        self.assertEqual((p.over, p.next, p.count), (False, "pone", 25))
        self.assertEqual([c.code for c in p.playable], ["3d", "2c"])
        p = play_out("5h 4s 3d 2c", "6c 10d Kh 9s", "5h 6c 4s 10d 3d")
        self.assertEqual(turns(p)[-1], ("dealer", "go", None, 28, 0))
        self.assertEqual((p.next, [c.code for c in p.playable]), ("pone", ["2c"]))
        p = play_out("5h 4s 3d 2c", "6c 10d Kh 9s")
        self.assertEqual((p.turns, p.next, p.count, len(p.playable)), ((), "pone", 0, 4))

    def test_scores_add_up_to_the_pegged_items(self):
        p = play_out("5h 5s 4d 6c 7c", "5d 5c 4h 6d 7d", "5h 5d 5s 5c 4d 6d 6c 4h 7c 7d", variant="seven-card")
        self.assertEqual([t.points for t in p.turns if t.kind == "card"][:4], [0, 2, 8, 12])  # the third five: fifteen two and a pair-royal
        self.assertEqual(p.score("pone") + p.score("dealer"), sum(t.points for t in p.turns))

    def test_errors(self):
        def code(*args, **kw):
            with self.assertRaises(Refusal) as e:
                play_out(*args, **kw)
            return e.exception.code, e.exception.message

        pone, dealer = "5h 4s 3d 2c", "6c 10d Kh 9s"
        self.assertEqual(code(pone, dealer, "6c")[0], "not-his-turn")  # the pone plays first
        self.assertIn("the pone's turn", code(pone, dealer, "6c")[1])
        self.assertEqual(code(pone, dealer, "5h Ad"), ("not-in-hand", "the second card played, Ad, is in neither hand"))
        self.assertEqual(code(pone, dealer, "5h 6c 5h"), ("duplicate-card", "5h is given twice: a pack has only one of each card"))
        self.assertEqual(code("Kh Qh 2c 3c", "Ks Qs 4d 5d", "Kh Ks 2c Qs")[0], "over-thirty-one")
        self.assertEqual(code("5h 4s 3d", "6c 10d Kh", "5h 6c 4s 10d 3d Kh", variant="five-card")[0], "play-over")
        self.assertEqual(code("5h 4s 3d", "6c 10d Kh")[0], "wrong-count")  # six-card by default: four each
        self.assertEqual(code(pone, "6c 10d Kh 5h")[0], "duplicate-card")
        self.assertEqual(code(pone, dealer, "5h 6c", variant="nine-card")[0], "bad-variant")

"""Cards: every accepted spelling, the formats, and errors that name the problem."""

import unittest

from hoyle.cards import JOKER, Card, CardError, format_cards, pack, parse_card, parse_cards


class ParseCard(unittest.TestCase):
    def test_spellings_of_the_ace_of_spades(self):
        for text in ("As", "AS", "as", "aS", "A♠", "a♠", "A♤", " As "):
            self.assertEqual(parse_card(text), Card(14, "s"), text)

    def test_spellings_of_the_ten_of_hearts(self):
        for text in ("Th", "TH", "th", "10h", "10H", "10♥", "T♥", "10♡", "10♥\ufe0f"):
            self.assertEqual(parse_card(text), Card(10, "h"), text)

    def test_every_rank_and_suit(self):
        self.assertEqual(
            [parse_card(t) for t in ("2c", "3d", "4h", "5s", "6c", "7d", "8h", "9s", "Jc", "Qd", "Kh")],
            [Card(2, "c"), Card(3, "d"), Card(4, "h"), Card(5, "s"), Card(6, "c"), Card(7, "d"),
             Card(8, "h"), Card(9, "s"), Card(11, "c"), Card(12, "d"), Card(13, "h")],
        )

    def test_joker(self):
        self.assertEqual(parse_card("joker"), JOKER)
        self.assertEqual(parse_card("Joker").code, "joker")
        # the short form the widgets' help gives, and the playing-card symbol
        self.assertEqual([parse_card(t) for t in ("Jo", "JO", "jo", "🃏")], [JOKER] * 4)

    def test_formats(self):
        card = parse_card("10h")
        self.assertEqual((card.code, card.symbol, card.name, str(card)), ("10h", "10♥", "ten of hearts", "10h"))
        self.assertEqual(parse_card("qd").code, "Qd")
        self.assertEqual(parse_card("3c").name, "three of clubs")
        self.assertEqual(format_cards(parse_cards("As Kd 10h"), symbols=True), "A♠ K♦ 10♥")
        self.assertEqual(format_cards(parse_cards("as kd th")), "As Kd 10h")

    def test_bad_rank_names_the_card_and_the_ranks(self):
        with self.assertRaises(CardError) as e:
            parse_card("1h")
        self.assertEqual(e.exception.code, "bad-card")
        self.assertEqual(str(e.exception), "'1h' is not a card: ranks are A 2-10 J Q K (T for ten)")

    def test_bad_suit_names_the_card_and_the_suits(self):
        with self.assertRaises(CardError) as e:
            parse_card("Ax")
        self.assertEqual(str(e.exception), "'Ax' is not a card: suits are s h d c or ♠ ♥ ♦ ♣")

    def test_other_bad_cards(self):
        for text in ("", "A", "s", "11s", "0h", "Ahh", "hello", "10", "AKs"):
            with self.assertRaises(CardError, msg=text) as e:
                parse_card(text)
            self.assertEqual(e.exception.code, "bad-card")
        with self.assertRaises(CardError) as e:
            parse_card("hello")
        self.assertEqual(str(e.exception), "'hello' is not a card: write each card as rank then suit, like As or 10h")


class ParseCards(unittest.TestCase):
    def test_separators(self):
        expected = (Card(14, "s"), Card(13, "d"), Card(10, "h"))
        for text in ("As Kd 10h", "As,Kd,10h", "As, Kd; 10h", "  As\tKd\n10h  "):
            self.assertEqual(parse_cards(text), expected, text)
        self.assertEqual(parse_cards(["As", "Kd", "10h"]), expected)
        self.assertEqual(parse_cards(expected), expected)

    def test_duplicates_are_named(self):
        with self.assertRaises(CardError) as e:
            parse_cards("As Kd as")
        self.assertEqual(e.exception.code, "duplicate-card")
        self.assertEqual(str(e.exception), "As is given twice: a pack has only one of each card")


class Pack(unittest.TestCase):
    def test_pack(self):
        cards = pack()
        self.assertEqual(len(cards), 52)
        self.assertEqual(len(set(cards)), 52)
        self.assertEqual(cards[0].code, "As")
        self.assertEqual(cards[-1].code, "2c")
        self.assertEqual(pack(joker=True)[-1], JOKER)
        self.assertEqual(len(pack(joker=True)), 53)

    def test_round_trip(self):
        for card in pack():
            self.assertEqual(parse_card(card.code), card)
            self.assertEqual(parse_card(card.symbol), card)


if __name__ == "__main__":
    unittest.main()

"""Progressive limits (Practical Poker, "Jack-pots"): the book's own progressions, each rule checked bet by bet
against its definition, the jack-pot's openings, the facade, the command line and the widget."""

from __future__ import annotations

import json
import subprocess
import sys
import unittest
from fractions import Fraction

from hoyle import api, web
from hoyle.poker.limits import Doubling, jack_pot_openings, progression


class TheBooksProgressions(unittest.TestCase):
    def test_double_the_whole_amount(self):
        """"A can bet four blues ... B in turn can bet ten, which is double the whole amount A has bet. This will allow A
        to bet twenty-four, double the total amount that B has put up.\""""
        self.assertEqual([b.amount for b in progression(1, Doubling.WHOLE, 4)], [1, 2, 4, 10, 24])
        self.assertEqual([b.player for b in progression(1, Doubling.WHOLE, 4)], ["A", "B", "A", "B", "A"])

    def test_twice_the_last_only(self):
        """"making each bet twice the amount of the last one only: 1, 2, 4, 8, 16 being the amounts\""""
        self.assertEqual([b.amount for b in progression(1, Doubling.LAST, 4)], [1, 2, 4, 8, 16])

    def test_each_rule_bet_by_bet(self):
        for rule in Doubling:
            for first, ante in ((1, 0), (3, 2), (5, 1)):
                bets = progression(first, rule, 8, ante, players=4)
                with self.subTest(rule=rule, first=first, ante=ante):
                    totals = {"A": 0, "B": 0}
                    pool = 4 * ante
                    for i, b in enumerate(bets):
                        other = "B" if b.player == "A" else "A"
                        if i == 0:
                            expected = first
                        elif rule is Doubling.LAST:
                            expected = 2 * bets[i - 1].amount
                        elif rule is Doubling.WHOLE:
                            expected = 2 * totals[other]
                        else:
                            expected = 2 * (totals[other] + ante)
                        totals[b.player] += b.amount
                        pool += b.amount
                        self.assertEqual((b.amount, b.total, b.pool), (expected, totals[b.player], pool))

    def test_the_jack_pots_openings(self):
        self.assertEqual(jack_pot_openings(5, 1), {"half": Fraction(5, 2), "equal": Fraction(5), "double": Fraction(10)})


class TheBuck(unittest.TestCase):
    def test_the_buck_followed_round_the_table(self):
        """"The buck ... is taken down with the chips by whoever wins the pool. When it comes round to this player's turn
        to deal, it is a jack-pot": followed deal by deal, each jack won by a player drawn at random."""
        import random

        from hoyle.claims.poker import buck_jacks_per_round

        for players in (5, 7):
            rng = random.Random(players)
            holder, jacks, deals = 0, 0, 200_000
            for deal in range(deals):
                dealer = deal % players
                if dealer == holder:  # the buck's holder deals: a jack-pot, and its winner takes the buck
                    jacks += 1
                    holder = rng.randrange(players)
            rate = jacks / (deals / players)
            self.assertAlmostEqual(rate, float(buck_jacks_per_round(players)), delta=0.01)
        self.assertEqual(buck_jacks_per_round(5), Fraction(5, 3))


class Facade(unittest.TestCase):
    def test_the_answer(self):
        answer = api.handle({"op": "limits"})
        self.assertEqual([b["amount"] for b in answer["bets"]], [1, 2, 4, 10, 24])
        self.assertEqual([b["pool"] for b in answer["bets"]], [6, 8, 12, 22, 46])  # five antes of one, then the bets
        self.assertEqual(answer["jack_pot"], {"half": "5/2", "equal": "5", "double": "10"})
        self.assertEqual(answer["rule_words"], "double the whole amount the other player has bet")

    def test_bad_fields_are_named(self):
        for request, code, words in [
            ({"first": 0}, "bad-number", "the first bet must be from 1"),
            ({"first": "a lot"}, "bad-number", "'a lot' is not one"),
            ({"rule": "treble"}, "bad-choice", "the rule of doubling is whole, last or with-ante, not 'treble'"),
            ({"raises": 13}, "bad-number", "the number of raises must be from 1 to 12"),
            ({"ante": -1}, "bad-number", "the ante must be from 0"),
            ({"players": 9}, "bad-players", "9 is out of range"),
            ({"raises": [4]}, "bad-number", "not a list"),
            ({"limit": 5}, "bad-request", "unknown field 'limit'"),
        ]:
            with self.subTest(request=request):
                answer = api.handle({"op": "limits", **request})
                self.assertEqual(answer["error"]["code"], code, answer)
                self.assertIn(words, answer["error"]["message"])

    @unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
    def test_the_command_line(self):
        out = subprocess.run([sys.executable, "-m", "hoyle", "limits", "--rule", "last", "--raises", "6"], capture_output=True, text=True,
                             check=True).stdout
        self.assertEqual([b["amount"] for b in json.loads(out)["bets"]], [1, 2, 4, 8, 16, 32, 64])


class Widget(unittest.TestCase):
    def test_the_answer_drawn(self):
        html = json.loads(web.respond(json.dumps({"op": "limits", "view": "limits", "first": "1", "rule": "whole", "raises": "4",
                                                  "ante": "1", "players": "5"})))["html"]
        self.assertIn("After 4 raises, A bets 24</strong>", html)
        self.assertIn('<td class="hoyle-num">2 × 2</td>', html)
        self.assertIn("it may be opened for 2½ (half the antes), 5 (equal to all the antes) or 10 (double)", html)

    def test_an_echo_is_escaped(self):
        html = json.loads(web.respond(json.dumps({"op": "limits", "view": "limits", "rule": "<b>x"})))["html"]
        self.assertNotIn("<b>", html)


if __name__ == "__main__":
    unittest.main()

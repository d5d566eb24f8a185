"""What a round of Blind Hookey is worth (hoyle.rounds.hookey.worth): every chance against a brute force over the bottom
cards of reduced packs and of the full pack, the dealer's gain over a deal by a second route, the facade, the command
line and the widget."""

from __future__ import annotations

import json
import subprocess
import sys
import unittest
from fractions import Fraction
from itertools import permutations

from hoyle import api, web
from hoyle.rounds import hookey


def brute(players: int, ranks: int, suits: int) -> tuple[list[Fraction], Fraction, Fraction]:
    """Every ordered choice of the dealer's bottom card and the players', from a pack of `ranks` x `suits`: the chance
    that exactly j players beat the dealer, and a single stake's chances to win and to lose (equal cards lose)."""
    pack = [(r, s) for r in range(ranks) for s in range(suits)]
    counts = [0] * (players + 1)
    win = lose = total = 0
    for cards in permutations(pack, players + 1):
        dealer, others = cards[0], cards[1:]
        beat = sum(c[0] > dealer[0] for c in others)
        counts[beat] += 1
        win += others[0][0] > dealer[0]
        lose += others[0][0] <= dealer[0]
        total += 1
    return [Fraction(c, total) for c in counts], Fraction(win, total), Fraction(lose, total)


class AgainstBruteForce(unittest.TestCase):
    def test_reduced_packs(self):
        for ranks, suits, most in ((3, 2, 4), (4, 3, 4), (5, 2, 5), (4, 4, 4), (13, 1, 4)):
            for players in range(1, most + 1):
                with self.subTest(ranks=ranks, suits=suits, players=players):
                    paid, win, lose = brute(players, ranks, suits)
                    self.assertEqual(list(hookey.beaten_by(players, ranks, suits)), paid)
                    w = hookey.worth(players, 1, ranks=ranks, suits=suits)
                    self.assertEqual((w.win, w.lose, w.edge, w.passes), (win, lose, lose - win, paid[-1]))

    def test_the_full_pack_with_one_and_two_players(self):
        for players in (1, 2):
            paid, win, lose = brute(players, 13, 4)
            self.assertEqual(list(hookey.beaten_by(players)), paid)
            self.assertEqual((hookey.worth(players).win, hookey.worth(players).lose), (win, lose))


class TheFigures(unittest.TestCase):
    def test_the_dealer_gains_one_seventeenth_of_every_stake(self):
        for players in range(1, 13):
            w = hookey.worth(players)
            self.assertEqual((w.win, w.lose, w.edge), (Fraction(8, 17), Fraction(9, 17), Fraction(1, 17)))
        second = hookey.worth(5, 2)
        self.assertEqual((second.edge, second.stakes, second.rounds), (Fraction(1, 17), 2, None))
        even = hookey.worth(5, 2, "stand-off")
        self.assertEqual((even.win, even.tie, even.lose, even.edge), (Fraction(8, 17), Fraction(1, 17), Fraction(8, 17), 0))

    def test_the_deal_passes(self):
        self.assertEqual(hookey.worth(1).passes, Fraction(8, 17))
        self.assertEqual(hookey.worth(2).passes, Fraction(388, 1275))
        self.assertEqual(hookey.worth(5).passes, Fraction(11528, 83895))
        self.assertEqual(hookey.worth(12).passes, Fraction(97856794803, 2063794068700))
        self.assertEqual(f"{float(hookey.worth(12).rounds):.2f}", "21.09")
        chances = [hookey.worth(n).passes for n in range(1, 13)]
        self.assertEqual(chances, sorted(chances, reverse=True))
        self.assertEqual(hookey.passed_by(2, Fraction(1, 2)), Fraction(3, 4))

    def test_the_gain_over_a_deal_by_a_second_route(self):
        """The rounds before the last are rounds the dealer did not lose all round, the last one he did: the gain over
        a deal from the chances of how many players beat him, without the product of the mean round and the rounds."""
        for n in range(1, 13):
            w = hookey.worth(n)
            q = w.passes
            not_all = sum((n - 2 * j) * p for j, p in enumerate(w.paid[:-1])) / (1 - q)
            self.assertEqual(w.per_deal, (1 / q - 1) * not_all - n)
            self.assertEqual(sum(w.paid), 1)

    def test_refusals(self):
        for args in ((0,), (13,), (3, 3), (3, 2, "split")):
            with self.subTest(args=args), self.assertRaises(ValueError):
                hookey.worth(*args)


class TheFacade(unittest.TestCase):
    def test_the_answer(self):
        a = api.handle({"op": "hookey-worth", "players": "3"})
        self.assertEqual((a["edge"], a["edge_percent"], a["all_paid"], a["rounds"], a["per_deal"]), ("1/17", "5.88%", "184/833", "4.53", "0.80"))
        self.assertEqual([p["chance"] for p in a["paid"]], ["5837/20825", "5176/20825", "5212/20825", "184/833"])
        self.assertEqual([r["players"] for r in a["by_players"]], list(range(1, 13)))
        self.assertEqual(a["passed_by"][0], {"round": 1, "percent": "22.1%"})
        self.assertEqual(a["passed_by"][-1], {"round": 50, "percent": "over 99.9%"})  # never "100.0%" for a chance short of it
        two = api.handle({"op": "hookey-worth", "method": 2, "ties": "stand-off"})
        self.assertEqual((two["edge"], two["tie"], two["stakes"]), ("0", "1/17", 2))
        self.assertNotIn("by_players", two)

    def test_bad_input_is_named(self):
        cases = {("players", 0): "bad-players", ("players", "13"): "bad-players", ("players", "<b>"): "bad-players",
                 ("method", 3): "bad-method", ("method", True): "bad-method", ("ties", "<i>x</i>"): "bad-choice", ("ties", 1): "bad-choice",
                 ("bogus", 1): "bad-request"}
        for (field, value), code in cases.items():
            with self.subTest(field=field, value=value):
                answer = api.handle({"op": "hookey-worth", **({"method": 2} if field == "ties" else {}), field: value})
                self.assertEqual(answer["error"]["code"], code)

    def test_a_field_the_method_does_not_take_is_refused(self):
        """Issue 42: equal cards under the first method, and the players under the second, were passed over."""
        one = api.handle({"op": "hookey-worth", "method": 1, "ties": "stand-off"})  # was answered with "ties": "dealer"
        self.assertEqual(one["error"], {"code": "bad-request", "message": "\"ties\" does not apply to the first method: there, equal "
                                        "cards pay the dealer (\"all below or equal pay the dealer\", line 23); the choice is the second method's"})
        two = api.handle({"op": "hookey-worth", "method": 2, "players": 7})  # was answered as if not given
        self.assertEqual(two["error"], {"code": "bad-request", "message": "\"players\" does not apply to the second method: the company "
                                                                          "stakes on two packets, whatever the number of players"})
        form = {"op": "hookey-worth", "view": "hookey-worth", "method": "2", "players": "7", "ties": "stand-off"}
        shown = json.loads(web.respond(json.dumps(form)))["answer"]  # the form sends every box: what the method does not take is left out
        self.assertEqual((shown["method"], shown["ties"], shown["edge"]), (2, "stand-off", "0"))
        shown = json.loads(web.respond(json.dumps({**form, "method": "1"})))["answer"]
        self.assertEqual((shown["method"], shown["players"], shown["ties"]), (1, 7, "dealer"))

    @unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
    def test_the_command_line(self):
        out = subprocess.run([sys.executable, "-m", "hoyle", "hookey-worth", "--players", "12"], capture_output=True, text=True, check=True).stdout
        self.assertEqual(json.loads(out)["rounds"], "21.09")


class TheWidget(unittest.TestCase):
    def html(self, **form) -> str:
        return json.loads(web.respond(json.dumps({"op": "hookey-worth", "view": "hookey-worth", **form})))["html"]

    def test_the_first_method(self):
        html = self.html(method="1", players="5")
        self.assertIn("By the first method the dealer gains 1/17 of every stake (5.88%)", html)
        self.assertIn("With 5 players, the dealer loses all round, and the deal passes, in 13.74% of rounds (11528/83895): a deal lasts "
                      "7.28 rounds on average, and the dealer gains 2.14 stakes over it, each player staking one.", html)
        self.assertEqual(html.count('aria-current="true"'), 1)
        self.assertIn('<tr data-players="5" aria-current="true"', html)

    def test_the_second_method(self):
        self.assertIn("By the second method, equal cards paying the dealer, he gains 1/17 of every stake (5.88%)", self.html(method="2"))
        self.assertIn("the game is even", self.html(method="2", ties="stand-off"))

    def test_hostile_input_is_escaped(self):
        html = self.html(players='"><script>x</script>')
        self.assertIn("Not worked out:", html)
        self.assertNotIn("<script>", html)
        self.assertIn("&lt;script&gt;", html)


if __name__ == "__main__":
    unittest.main()

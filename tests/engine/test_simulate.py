"""The seeded draw simulator: reproducible, stoppable, checked against the exact counts."""

import doctest
import math
import unittest

from hoyle import api
from hoyle.api import simulate as api_simulate
from hoyle.api.simulate import read_setup
from hoyle.errors import Refusal
from hoyle.cards import parse_cards
from hoyle.poker import simulate as sim
from hoyle.poker.draw import draw
from hoyle.poker.odds import pat_counts


def within(test, estimate, p, n, label, sds=3.0):
    """The estimate of a probability p from n trials is within `sds` standard errors of it."""
    se = math.sqrt(p * (1 - p) / n)
    test.assertLessEqual(abs(estimate - p), sds * se + 1e-12, f"{label}: {estimate} against the exact {p:.5f} (SE {se:.5f})")


class Reproducible(unittest.TestCase):
    CONFIG = {"players": 6, "deals": 1500, "seed": 11, "jackpot": True,
              "strategies": ["jacks-or-better", "any-pair", "anything", "kicker", "any-pair-or-bobtail", "pat-on-two-pairs"]}

    def test_same_seed_same_results(self):
        a, b = sim.run(read_setup(self.CONFIG)), sim.run(read_setup(dict(self.CONFIG)))
        self.assertEqual(a, b)
        self.assertNotEqual(a["seats"], sim.run(read_setup({**self.CONFIG, "seed": 12}))["seats"])
        self.assertEqual(api.handle({"op": "simulate", **self.CONFIG}), a)  # the facade's answer is the simulator's

    def test_progress_and_stop(self):
        config = {**self.CONFIG, "deals": 1_000_000, "report_every": 400}
        reports = sim.iterate(read_setup(config))
        first, second = next(reports), next(reports)
        reports.close()  # the caller stops by not pulling more
        self.assertEqual((first["done"], first["deals"], first["of"]), (False, 400, 1_000_000))
        self.assertEqual((second["done"], second["deals"]), (False, 800))
        # A partial result is the result of that many deals.
        whole = sim.run(read_setup({**self.CONFIG, "deals": 800}))
        self.assertEqual(second["seats"], whole["seats"])
        self.assertTrue(whole["done"])
        last = list(sim.iterate(read_setup({**self.CONFIG, "deals": 1000, "report_every": 400})))
        self.assertEqual([r["deals"] for r in last], [400, 800, 1000])
        self.assertEqual([r["done"] for r in last], [False, False, True])

    def test_counts_add_up(self):
        r = sim.run(read_setup(self.CONFIG))
        self.assertEqual(r["played"] + r["void"]["count"], r["deals"])
        self.assertGreater(r["void"]["count"], 0)  # jack-pots no one could open
        shares = sum(s["best"]["share"] for s in r["seats"])
        self.assertAlmostEqual(shares, 1.0, places=3)
        for seat in r["seats"]:
            self.assertEqual(sum(c["count"] for c in seat["finals"].values()), seat["came_in"]["count"])
            self.assertLessEqual(seat["best"]["low"], seat["best"]["share"])
            self.assertLessEqual(seat["best"]["share"], seat["best"]["high"])


class FixedHandsAgainstEachOther(unittest.TestCase):
    # Seat 1 draws three to deuces, seat 2 stands pat on aces up with a queen: they can never tie
    # (aces up needs the two aces seat 2 holds), and with two players one of them wins every deal.
    CONFIG = {"players": 2, "deals": 4000, "seed": 5, "hands": ["2c 2d", "As Ah Ks Kh Qs"], "strategies": ["any-pair", "pat"]}

    def test_the_difference_and_its_interval(self):
        r = sim.run(read_setup(self.CONFIG))
        p, n = r["seats"][0]["best"]["share"], r["seats"][0]["best"]["of"]
        self.assertEqual((n, r["seats"][1]["best"]["share"]), (4000, round(1 - p, 5)))
        v = r["versus"]
        self.assertEqual(v["seats"], [0, 1])
        # Each deal's difference of shares is +1 or -1, so its interval is Wilson's for seat 1's wins (k of n), stretched
        # from 0..1 to -1..1: 2 w - 1 for each bound w, by the textbook's formula, rounded outward at five places.
        k = r["seats"][0]["best"]["won"]
        z, q = 1.96, k / n
        centre, half = q + z * z / (2 * n), z * math.sqrt(q * (1 - q) / n + z * z / (4 * n * n))
        low, high = (2 * (centre - half) / (1 + z * z / n) - 1, 2 * (centre + half) / (1 + z * z / n) - 1)
        self.assertAlmostEqual(v["difference"], 2 * p - 1, places=5)
        self.assertEqual((v["low"], v["high"]), (math.floor(low * 1e5) / 1e5, math.ceil(high * 1e5) / 1e5))
        self.assertLess(v["high"], 0)  # aces up pat beat deuces drawing three heads up

    def test_only_with_two_fixed_hands(self):
        self.assertNotIn("versus", sim.run(read_setup({**self.CONFIG, "hands": ["2c 2d"]})))
        three = sim.run(read_setup({"players": 3, "deals": 500, "seed": 1, "hands": ["2c 2d", None, "As Ah Ks Kh Qs"]}))
        self.assertEqual(three["versus"]["seats"], [0, 2])

    def test_seats_are_named_from_one_in_messages(self):
        with self.assertRaises(Refusal) as e:
            sim.run(read_setup({"players": 3, "deals": 10, "hands": ["2c 2d", "2c 3d"]}))
        self.assertEqual(e.exception.message, "2c is in the hands of seat 1 and seat 2")
        with self.assertRaises(Refusal) as e:
            sim.run(read_setup({"players": 2, "deals": 10, "hands": ["2c", "3c", "4c"]}))
        self.assertEqual(e.exception.message, "3 fixed hands for 2 players: give at most one a seat")


class NeverAPoint(unittest.TestCase):
    """Issue 42: a figure the same in every deal had an interval of no width ("100.0% to 100.0%"). A royal flush pat
    against seven high pat: seat 1 best in all 10,000 deals, seat 2 in none, both in every deal, the best hand shown
    three chips by the kitty's scale. With u = z^2/(n + z^2) = 3.8416/10,003.8416 = 0.000384..., a figure always v, from a
    range least to most, runs from v - (v - least)u to v + (most - v)u, rounded outward at five places."""

    CONFIG = {"players": 2, "deals": 10_000, "seed": 1, "hands": ["As Ks Qs Js 10s", "7c 5d 4h 3s 2c"], "strategies": ["pat", "pat"]}

    def test_every_figure_keeps_a_width(self):
        r = sim.run(read_setup(self.CONFIG))
        bounds = lambda e: (e["low"], e["high"])  # noqa: E731
        self.assertEqual(bounds(r["seats"][0]["best"]), (0.99961, 1.0))  # 1 - u = 0.999616
        self.assertEqual(bounds(r["seats"][1]["best"]), (0.0, 0.00039))  # u
        self.assertEqual(bounds(r["seats"][1]["came_in"]), (0.99961, 1.0))
        self.assertEqual(bounds(r["uncontested"]), (0.0, 0.00039))
        self.assertEqual(bounds(r["versus"]), (0.99923, 1.0))  # 1 - 2u, from -1 to 1
        self.assertEqual(bounds(r["number_in"]), (1.99923, 2.0))  # 2 - 2u, from 0 to 2 players
        self.assertEqual(bounds(r["kitty"]["scale"]), (2.99884, 3.0))  # 3 - 3u, from 0 to 3 chips

    def test_the_page_never_reads_a_point(self):
        from hoyle.web.simulator import simulate_answer_html

        html = simulate_answer_html(sim.run(read_setup(self.CONFIG)))
        self.assertIn('100.0% <span class="hoyle-ci">(over 99.9%–100.0%)</span>', html)
        self.assertIn('0.0% <span class="hoyle-ci">(0.0%–under 0.1%)</span>', html)
        self.assertIn("the difference +100.0 points (95% interval +99.9 to +100.0)", html)
        self.assertIn("3.00 chips a pool <span class=\"hoyle-ci\">(2.999–3.000)</span>", html)
        self.assertIn("Wilson", html)


class Doctests(unittest.TestCase):
    def test_doctests(self):
        for module in (sim, api_simulate):
            with self.subTest(module=module.__name__):
                result = doctest.testmod(module)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


class Errors(unittest.TestCase):
    def test_bad_config(self):
        cases = [
            ({"players": 1}, "bad-players"), ({"players": 9}, "bad-players"), ({"players": "six"}, "bad-players"),
            ({"deals": 0}, "bad-deals"), ({"deals": 1_000_001}, "bad-deals"), ({"deals": 2.5}, "bad-deals"),
            ({"strategy": "timid"}, "unknown-strategy"), ({"strategies": ["any-pair"] * 5}, "bad-config"),
            ({"strategy": {"like": "any-pair", "kicker": "queen"}}, "bad-strategy"),
            ({"strategy": {"come_in": "sevens", "draws": ["monkey"]}}, "bad-strategy"),
            ({"hand": "Js Jh 8c 4d 1s"}, "bad-hand"), ({"hand": "Js Jh 8c 4d 2s 3s"}, "bad-hand"),
            ({"hands": ["Js Jh", "Jh 9c"]}, "bad-hand"), ({"hand": "joker Jh"}, "bad-hand"),
            ({"rules": "pinochle"}, "unknown-rule"), ({"shuffles": 10}, "bad-config"),
            ({"seed": "<img src=x>"}, "bad-seed"), ({"seed": -1}, "bad-seed"), ({"seed": 10**9}, "bad-seed"),
            ({"seed": "²"}, "bad-seed"), ({"report_every": 4001}, "bad-config"), ({"jackpot": "yes"}, "bad-request"),
        ]
        for config, code in cases:
            with self.subTest(config=config):
                with self.assertRaises(Refusal) as e:
                    read_setup(config)
                self.assertEqual(e.exception.code, code)
                self.assertTrue(e.exception.message)
        refused = api.stream({"op": "simulate", "players": 12})  # read at once, before the first deal
        self.assertEqual(refused["error"]["code"], "bad-players")


class AtOnce(unittest.TestCase):
    """The most deals answered at once depends on the work (issue 42): 20,000 deals of eight players who come in on anything
    took 1.2 s in Pyodide; at draw poker seven players are answered at once up to 12,000 deals and eight up to 8,000, and
    more in parts (scripts/bench/parts.py times the heaviest table of each size)."""

    ISSUE = {"op": "simulate", "players": 8, "deals": 20_000, "strategy": "anything", "rules": "joker,extra-hands"}

    def test_the_most_by_the_table(self):
        self.assertEqual([sim.most_at_once(players, "draw") for players in range(2, 9)], [20_000] * 5 + [12_000, 8_000])
        self.assertEqual({sim.most_at_once(8, game) for game in ("straight", "stud")}, {20_000})

    def test_more_are_asked_for_in_parts(self):
        refused = api.handle(self.ISSUE)
        self.assertEqual(refused["error"], {"code": "bad-deals", "message": "20,000 deals are run in parts, with progress: ask for them as a "
                                            "stream (at most 8,000 are answered at once at draw poker for 8 players)"})
        self.assertEqual(api.handle({**self.ISSUE, "deals": 8_000})["deals"], 8_000)
        self.assertIn("error", api.handle({**self.ISSUE, "players": 7, "deals": 12_001}))
        self.assertEqual(api.handle({**self.ISSUE, "game": "stud", "rules": "joker"})["deals"], 20_000)
        parts = api.stream({**self.ISSUE, "report_every": 4_000})
        self.assertEqual(next(parts)["deals"], 4_000)  # in parts, as many as the stream's cap


class Decisions(unittest.TestCase):
    """What each strategy holds (the compiled plans against the words of the presets)."""

    def hold(self, strategy, cards, rules=""):
        setup = read_setup({"strategy": strategy, "rules": rules})
        s = sim.Simulator(setup)
        hand = [sim.sim_int(c) for c in parse_cards(cards)]
        strength = s.table.strength(parse_cards(cards))
        plays, keep = sim.decide(s.plans[0], hand, strength)
        held = sim.held_cards(hand, keep)
        return plays, sorted(c.code for c in parse_cards(cards) if sim.sim_int(c) in held) if plays else []

    def test_holds(self):
        cases = [
            ("any-pair", "8s 8h Kd 7c 2h", (True, ["8h", "8s"])),
            ("kicker", "8s 8h Kd 7c 2h", (True, ["8h", "8s", "Kd"])),
            ("kicker", "As Ah Kd 7c 2h", (True, ["Ah", "As", "Kd"])),
            ("jacks-or-better", "8s 8h Kd 7c 2h", (False, [])),
            ("any-pair", "Ks Kh 7d 7c 2h", (True, ["7c", "7d", "Kh", "Ks"])),
            ("pat-on-two-pairs", "Ks Kh 7d 7c 2h", (True, ["2h", "7c", "7d", "Kh", "Ks"])),
            ({"like": "any-pair", "two_pairs": "break"}, "Ks Kh 7d 7c 2h", (True, ["Kh", "Ks"])),
            ({"like": "any-pair", "threes": "draw-one"}, "Qs Qh Qd 9c 4h", (True, ["9c", "Qd", "Qh", "Qs"])),
            ("any-pair", "Ah 9h 6h 3h Kc", (False, [])),
            ("any-pair-or-bobtail", "Ah 9h 6h 3h Kc", (True, ["3h", "6h", "9h", "Ah"])),
            ("any-pair-or-bobtail", "9h 8c 7d 6s Kc", (True, ["6s", "7d", "8c", "9h"])),
            ("any-pair-or-bobtail", "9h 8c 6d 5s Kc", (False, [])),
            ("inside-straights", "9h 8c 6d 5s Kc", (True, ["5s", "6d", "8c", "9h"])),
            ("anything", "Ah 9h 6h 3c Kc", (True, ["6h", "9h", "Ah"])),
            ("anything", "As 9h 6d 3c Kc", (True, ["As"])),
            ("pat", "As 9h 6d 3c Kc", (True, ["3c", "6d", "9h", "As", "Kc"])),
            ("any-pair", "9h 10h Jh Qh Kh", (True, ["10h", "9h", "Jh", "Kh", "Qh"])),
            ("never", "As Ah Ad Ac 2h", (False, [])),
            ("any-pair", "Kh joker 7d 4c 2h", (True, ["Kh", "joker"]), "joker"),
        ]
        for strategy, cards, expected, *rules in cases:
            with self.subTest(strategy=strategy, cards=cards):
                self.assertEqual(self.hold(strategy, cards, *rules), expected)


class Frequencies(unittest.TestCase):
    """Its frequencies agree with the exact counts within three standard errors (fixed seeds)."""

    def test_pat_hands_are_the_pat_counts(self):
        deals = 5000
        r = sim.run(read_setup({"players": 4, "deals": deals, "seed": 2, "strategy": "pat"}))
        exact = pat_counts()
        for seat in r["seats"]:
            self.assertEqual(seat["came_in"]["count"], deals)
            for klass, n in exact["classes"].items():
                got = seat["finals"].get(klass, {"share": 0.0})["share"]
                within(self, got, n / exact["total"], deals, f"seat {seat['seat']} {klass}")

    def test_three_to_a_pair_is_the_exact_draw(self):
        deals = 12000
        r = sim.run(read_setup({"players": 2, "deals": deals, "seed": 3, "hand": "8s 8h Kd 7c 2h", "strategies": ["any-pair", "never"]}))
        exact = draw("8s 8h Kd 7c 2h", "8s 8h")
        finals = r["seats"][0]["finals"]
        for klass, n in exact["outcomes"].items():
            within(self, finals.get(klass, {"share": 0.0})["share"], n / exact["draws"], deals, klass)
        self.assertEqual(r["uncontested"]["count"], deals)  # alone in the pot, he wins them all
        self.assertEqual(r["hand"]["won"]["share"], 1.0)

    def test_a_helped_bobtail_and_the_fourth_ace(self):
        deals = 6000
        # Four hearts held (no discard known), helped to five: 9 hearts of the 48 cards unseen.
        r = sim.run(read_setup({"players": 3, "deals": deals, "seed": 4, "hand": "Ah 9h 6h 3h", "strategies": ["any-pair", "anything", "any-pair"]}))
        within(self, r["seats"][0]["finals"]["flush"]["share"], 9 / 48, deals, "flush")
        # Three aces drawn to last of five players: 2 in 47 whatever the others drew ("Popular Fallacies").
        r = sim.run(read_setup({"players": 5, "deals": deals, "seed": 5, "hands": [None] * 4 + ["As Ad Ah 9c 4d"], "strategy": "any-pair"}))
        within(self, r["seats"][4]["finals"]["four-of-a-kind"]["share"], 2 / 47, deals, "fours")


class Pack(unittest.TestCase):
    def test_no_card_twice_when_the_pack_runs_out(self):
        """Eight players drawing to anything run the pack out; the discards are shuffled in."""
        for rules in ("", "joker"):
            s = sim.Simulator(read_setup({"players": 8, "strategy": "anything", "seed": 6, "rules": rules, "deals": 300}))
            trace = []
            s.run(300, trace)
            ran_out = 0
            for deal in trace:
                finals = []
                for dealt, held, drawn in deal.values():
                    self.assertEqual(len(held) + len(drawn), 5)
                    self.assertFalse(set(drawn) & (set(dealt) - set(held)), "a player drew his own discard")
                    finals += held + list(drawn)
                self.assertEqual(len(finals), len(set(finals)))
                ran_out += 40 + sum(len(d) for _, _, d in deal.values()) > len(s.pack)
            self.assertGreater(ran_out, 250)


if __name__ == "__main__":
    unittest.main()

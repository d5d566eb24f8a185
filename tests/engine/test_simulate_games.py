"""The simulator's other games (straight poker, stud poker) and progressive jacks (issue 28): reproducible,
checked against hand-made deals and the exact pat counts; draw poker's answers as they were."""

import math
import unittest

from hoyle import api
from hoyle.api.reading import rules_named
from hoyle.api.simulate import read_setup
from hoyle.cards import pack, parse_cards
from hoyle.poker import simulate as sim
from hoyle.poker.odds import pat_counts
from hoyle.poker.rules import HouseRules
from hoyle.poker.odds import openers_strength
from hoyle.poker.tables import table
from hoyle.web.simulator import simulate_answer_html, simulate_request


def setup(config: dict):
    return sim.Simulator(read_setup(config))


class DrawUnchanged(unittest.TestCase):
    """Draw poker's answers, recorded before the other games were added (the same seeds, the same figures, the same keys)."""

    RECORDED = [
        ({"players": 6, "deals": 3000, "seed": 1}, [509, 518, 488, 431, 505, 485], [1536, 1514, 1497, 1464, 1508, 1455], 64),
        ({"players": 8, "deals": 4000, "seed": 7, "jackpot": True, "strategy": "jacks-or-better"},
         [405, 461, 374, 428, 440, 429, 441, 414], [812, 865, 820, 794, 843, 846, 856, 795], 607),
        ({"players": 5, "deals": 2000, "seed": 3, "rules": "extra-hands,joker", "strategy": "anything"},
         [429, 383, 386, 407, 395], [2000] * 5, 0),
        ({"players": 4, "deals": 3000, "seed": 1, "jackpot": True, "hands": ["Js Jh", "10s 10h", "9s 9h", "8s 8h"]},
         [1350, 599, 534, 517], [3000] * 4, 0),
    ]

    def test_recorded_answers(self):
        for config, won, came_in, void in self.RECORDED:
            for game in ({}, {"game": "draw"}):
                r = api.handle({"op": "simulate", **config, **game})
                self.assertEqual([s["best"]["won"] for s in r["seats"]], won, config)
                self.assertEqual([s["came_in"]["count"] for s in r["seats"]], came_in, config)
                self.assertEqual(r["void"]["count"], void)
                self.assertFalse({"game", "progressive", "first_say", "by_class"} & set(r), "draw poker's answer has no new key")
                self.assertIn("draw", r["method"])


class Reproducible(unittest.TestCase):
    def test_same_seed_same_results_in_parts(self):
        for game in ("straight", "stud"):
            config = {"players": 6, "deals": 900, "seed": 4, "game": game, "strategy": "anything"}
            a, b = sim.run(read_setup(config)), sim.run(read_setup(dict(config)))
            self.assertEqual(a, b)
            self.assertEqual(a["game"], game)
            self.assertNotEqual(a["seats"], sim.run(read_setup({**config, "seed": 5}))["seats"])
            parts = list(sim.iterate(read_setup({**config, "report_every": 400})))
            self.assertEqual([p["deals"] for p in parts], [400, 800, 900])
            self.assertEqual(parts[-1]["seats"], a["seats"])
            self.assertEqual(parts[-1].get("first_say"), a.get("first_say"))
            self.assertEqual(parts[-1]["by_class"], a["by_class"])


class StraightPoker(unittest.TestCase):
    def test_nobody_draws_the_final_hands_are_dealt(self):
        s = setup({"players": 5, "deals": 300, "seed": 2, "game": "straight", "strategy": "jacks-or-better", "jackpot": True})
        trace: list = []
        s.run(300, trace)
        t = s.table
        least = openers_strength(HouseRules(), 11)
        self.assertEqual(len(trace), 300 - s.stats.void)
        won = [0] * 5
        for deal in trace:
            strengths = {}
            for seat, (dealt, held, drawn) in deal.items():
                self.assertEqual((held, drawn), (dealt, []))  # nobody draws: the hand shown is the hand dealt
                strengths[seat] = t.strength([CARD_OF[c] for c in dealt])
                self.assertGreaterEqual(strengths[seat], least)  # in only on jacks or better
            best = max(strengths.values())
            for seat, v in strengths.items():
                won[seat] += v == best
        self.assertEqual(sum(len(d) for d in trace), sum(s.stats.came_in))
        self.assertEqual(won, [sum(w) for w in s.stats.wins])

    def test_class_frequencies_agree_with_the_exact_pat_counts(self):
        for rules in ("", "no-straights"):
            r = sim.run(read_setup({"players": 8, "deals": 3000, "seed": 3, "game": "straight", "strategy": "pat", "rules": rules}))
            exact = pat_counts(rules_named(rules))
            finals = r["strategies"]["pat"]["finals"]
            self.assertEqual(sum(f["count"] for f in finals.values()), 24_000)
            outside = []
            for klass, n in exact["classes"].items():
                p = n / exact["total"]
                if klass not in finals:
                    self.assertLess(p * 24_000, 3, klass)  # the rarest classes need not turn up
                    continue
                f = finals[klass]
                if not f["low"] - 1e-9 <= p <= f["high"] + 1e-9:
                    outside.append(klass)
                self.assertLess(abs(f["share"] - p), 3 * math.sqrt(p * (1 - p) / 24_000), f"{rules} {klass}: {p} against {f}")
            # A 95% interval leaves the true value out one time in twenty: of these eight or nine, one may. Here four of a
            # kind was dealt 12 times in 24,000 hands, where 5.8 are expected: 0.028% to 0.088% leaves out the exact 0.024%.
            self.assertLessEqual(len(outside), 1, f"{rules}: {outside}")
            self.assertEqual("straight" in finals, rules == "")

    def test_no_straights_follows_the_house_rule(self):
        # A wheel against a pair of kings, both fixed: the straight wins, unless straights count for nothing.
        config = {"players": 2, "deals": 5, "seed": 1, "game": "straight", "hands": ["5s 4h 3d 2c Ad", "Ks Kh 7d 6c 9h"]}
        plain = sim.run(read_setup(config))
        self.assertEqual([s["best"]["won"] for s in plain["seats"]], [5, 0])
        self.assertEqual(list(plain["by_class"]), ["one-pair", "straight"])
        rule = sim.run(read_setup({**config, "rules": "no-straights"}))
        self.assertEqual([s["best"]["won"] for s in rule["seats"]], [0, 5])
        self.assertEqual(list(rule["by_class"]), ["no-pair", "one-pair"])
        self.assertEqual(rule["by_class"]["one-pair"]["best"]["share"], 1.0)

    def test_two_pairs_at_a_five_hand_table(self):
        # "two pairs will win three pools out of four in a five-hand game": here every hand is shown.
        r = sim.run(read_setup({"players": 5, "deals": 3000, "seed": 1, "game": "straight", "strategy": "pat", "rules": "no-straights"}))
        two = r["by_class"]["two-pairs"]
        self.assertEqual(two["shown"], sum(s["finals"]["two-pairs"]["count"] for s in r["seats"]))
        self.assertGreater(two["best"]["low"], 0.75)  # a little more than the book's three in four, as the ledger says


CARD_OF = {sim.sim_int(c): c for c in pack(True)}


class StudPoker(unittest.TestCase):
    # Each seat's five cards, the first down; the first say after each round of up cards, worked out by hand:
    # 1 up: A, K, Q, A: seats 1 and 4 show an ace, the first nearest the dealer's left; 2 up: kings (seat 2);
    # 3 up: kings over eights; 4 up: three eights (seat 3) over two pairs, kings and sixes.
    HANDS = ["2s Ah 3c 4d 5s", "As Kh Kc 6d 6s", "Ks Qd 8c 8d 8h", "2d Ad 3h 4c 7h"]
    SAYS = [0, 1, 1, 2]

    def test_first_say_on_hand_made_deals(self):
        for rules, winner, last in (("", 0, 0.0), ("no-straights", 2, 1.0)):
            r = sim.run(read_setup({"players": 4, "deals": 3, "seed": 1, "game": "stud", "hands": self.HANDS, "rules": rules}))
            for rnd, seat in zip(r["first_say"]["rounds"], self.SAYS):
                self.assertEqual([p["count"] for p in rnd["seats"]], [3 if s == seat else 0 for s in range(4)], (rules, rnd["up_cards"]))
            self.assertEqual([s["best"]["won"] for s in r["seats"]], [3 if s == winner else 0 for s in range(4)])  # the wheel, or trips
            self.assertEqual(r["first_say"]["last_round_best"]["share"], last)
            ups = [parse_cards(h)[1:] for h in self.HANDS]
            self.assertEqual([sim.first_say([u[:n] for u in ups]) for n in range(1, 5)], self.SAYS)

    def test_showing_hands_in_order(self):
        keys = sim.showing_keys(False)
        from hoyle.poker.tables import PRIMES

        def key(ranks):
            return keys[math.prod(PRIMES[r] for r in ranks)]

        ordered = [(14, 3, 2, 4), (13, 13, 2, 3), (14, 14, 2, 3), (14, 14, 13, 13), (2, 2, 2, 3), (14, 14, 14, 13), (2, 2, 2, 2)]
        self.assertEqual(sorted(ordered, key=key), ordered)
        self.assertLess(key((14, 13, 4, 2)), key((14, 13, 5, 2)))  # the next cards break a tie
        self.assertEqual(key((14, 13, 5, 2)), key((5, 14, 2, 13)))
        self.assertLess(key((13,)), key((14,)))
        swap = sim.showing_keys(False, True)  # two pairs above threes, showing too
        self.assertGreater(swap[math.prod(PRIMES[r] for r in (3, 3, 2, 2))], swap[math.prod(PRIMES[r] for r in (14, 14, 14, 13))])
        self.assertLess(swap[math.prod(PRIMES[r] for r in (3, 3, 2, 2))], swap[PRIMES[2] ** 4])
        joker = sim.showing_keys(True)
        self.assertEqual(joker[43 * PRIMES[14]], joker[PRIMES[14] ** 2])  # the joker showing makes the best it can: a pair of aces

    def test_the_loop_agrees_with_the_slow_first_say(self):
        s = setup({"players": 7, "deals": 400, "seed": 8, "game": "stud", "strategies": ["anything"] * 3 + ["never"] + ["anything"] * 3,
                   "rules": "joker"})
        trace: list = []
        s.run(400, trace)
        t = s.table
        last_best = 0.0
        for deal in trace:
            self.assertNotIn(3, deal["hands"])  # never: dealt, but thrown up
            ups = [[CARD_OF[c] for c in deal["hands"][seat][1:]] if seat in deal["hands"] else None for seat in range(7)]
            self.assertEqual(deal["first_say"], [sim.first_say([u[:n] if u else None for u in ups], joker=True) for n in range(1, 5)])
            strengths = {seat: t.strength([CARD_OF[c] for c in h]) for seat, h in deal["hands"].items()}
            winners = [seat for seat, v in strengths.items() if v == max(strengths.values())]
            self.assertEqual(deal["winners"], winners)
            last_best += (deal["first_say"][-1] in winners) / len(winners)
        self.assertEqual(len({c for d in trace for h in d["hands"].values() for c in h}), 53)  # the joker dealt too
        r = sim.report(s, 400)
        self.assertAlmostEqual(r["first_say"]["last_round_best"]["share"], round(last_best / 400, 5))
        self.assertEqual(r["seats"][3]["came_in"]["count"], 0)
        self.assertEqual([rnd["seats"][3]["count"] for rnd in r["first_say"]["rounds"]], [0] * 4)  # out of the pool: never the first say


try:
    from hoyle.poker import stud as stud_module  # stud's hand showing and a seeded deal, written apart (issue 28)
except ImportError:  # pragma: no cover
    stud_module = None


@unittest.skipIf(stud_module is None, "hoyle.poker.stud is not there")
class AgainstTheStudModule(unittest.TestCase):
    """hoyle.poker.stud values hands showing with its own comparison (`showing`) and deals a seeded hand as the
    simulator shuffles: the simulator's first deal of a seed is its deal, and every first say and winner agree."""

    def test_first_deals_agree(self):
        for rules in ("", "no-straights", "joker,two-pairs-over-threes"):
            for seed in range(1, 41):
                players = 2 + seed % 7
                s = setup({"players": players, "deals": 1, "seed": seed, "game": "stud", "rules": rules})
                trace: list = []
                s.run(1, trace)
                theirs = stud_module.deal(players, seed, rules_named(rules))
                self.assertEqual([[CARD_OF[c] for c in trace[0]["hands"][k]] for k in range(players)], [list(h) for h in theirs.hands])
                self.assertEqual(trace[0]["first_say"], [r.first_say for r in theirs.rounds], (rules, seed))
                self.assertEqual(tuple(trace[0]["winners"]), tuple(theirs.winners), (rules, seed))

    def test_every_first_say_of_a_run_agrees(self):
        rules = rules_named("joker,two-pairs-over-threes")
        s = setup({"players": 8, "deals": 300, "seed": 4, "game": "stud", "rules": "joker,two-pairs-over-threes"})
        trace: list = []
        s.run(300, trace)
        for deal in trace:
            ups = [[CARD_OF[c] for c in deal["hands"][seat][1:]] for seat in range(8)]
            self.assertEqual(deal["first_say"], [stud_module.first_say([u[:n] for u in ups], rules) for n in range(1, 5)])


class ProgressiveJacks(unittest.TestCase):
    def test_steps_follow_the_rule_deal_by_deal(self):
        # Not opened: the next rank up, and after aces jacks at once ("jacks-again") or kings, queens ("step-down");
        # opened: jacks. Ranks needed, deal by deal, as the rule says.
        for game, progression, after_aces in (("draw", "jacks-again", 11), ("straight", "jacks-again", 11), ("draw", "step-down", 13),
                                              ("straight", "step-down", 13)):
            s = setup({"players": 4, "deals": 800, "seed": 9, "progressive": True, "strategy": "jacks-or-better", "game": game,
                       "progression": progression})
            st = s.stats
            needed = []
            for _ in range(800):
                rank, void = s.ladder[st.step], st.void
                s.run(1)
                if st.void == void:  # opened
                    self.assertEqual(s.ladder[st.step], 11)
                elif rank == 14:
                    self.assertEqual(s.ladder[st.step], after_aces)
                elif progression == "step-down" and needed and needed[-1] > rank:  # on the way down
                    self.assertEqual(s.ladder[st.step], rank - 1 if rank > 11 else 12)
                else:
                    self.assertEqual(s.ladder[st.step], rank + 1)
                needed.append(rank)
            self.assertEqual(st.step_deals, [needed.count(k) for k in range(11, 15)])
            self.assertEqual(sum(st.step_opened), 800 - st.void)
            self.assertIn((14, after_aces), list(zip(needed, needed[1:])))  # aces were needed, and not opened
            r = sim.report(s, 800)
            self.assertEqual([p["deals"] for p in r["progressive"]["steps"]], st.step_deals)
            self.assertEqual([p["openers"] for p in r["progressive"]["steps"]], ["jacks", "queens", "kings", "aces"])
            self.assertEqual(r["progressive"]["progression"], progression)

    def test_a_deal_opened_only_on_the_step_openers(self):
        s = setup({"players": 5, "deals": 2000, "seed": 3, "progressive": True, "strategy": "pat", "game": "straight"})
        t, st = s.table, s.stats
        for _ in range(2000):
            step, trace = st.step, []
            s.run(1, trace)
            if trace:  # opened: someone held the step's pair or better
                best = max(t.strength([CARD_OF[c] for c in dealt]) for dealt, _, _ in trace[0].values())
                self.assertGreaterEqual(best, s.steps[step])
        self.assertEqual(s.steps, [openers_strength(HouseRules(), r) for r in (11, 12, 13, 14)])
        self.assertEqual(s.steps[0], table(HouseRules()).strength(parse_cards("Js Jh 4c 3d 2s")))

    def test_fixed_hands_open_by_step(self):
        s = setup({"players": 3, "deals": 10, "progressive": True, "hands": ["Qs Qh", "Ks Kh 9c 4d 2s", "7s 7d 7h"]})
        self.assertEqual(s.fixed_opens, [[True, True, False, False], [True, True, True, False], [True] * 4])

    def test_opening_rates_fall_step_by_step(self):
        r = sim.run(read_setup({"players": 6, "deals": 20000, "seed": 1, "progressive": True, "strategy": "jacks-or-better"}))
        rates = [step["opened"]["share"] for step in r["progressive"]["steps"]]
        self.assertEqual(rates, sorted(rates, reverse=True))
        self.assertEqual(sum(step["deals"] for step in r["progressive"]["steps"]), 20000)


class Facade(unittest.TestCase):
    def error(self, **fields):
        r = api.handle({"op": "simulate", "players": 2, "deals": 10, **fields})
        self.assertIn("error", r, fields)
        return r["error"]["message"]

    def test_bad_settings_named(self):
        self.assertIn("the game is draw, straight or stud, not 'poker'", self.error(game="poker"))
        self.assertIn("not 1", self.error(game=1))
        self.assertIn("progressive must be true or false", self.error(progressive="yes"))
        self.assertIn("progressive jacks are jack-pots", self.error(progressive=True, jackpot=False))
        self.assertIn("not played at stud", self.error(game="stud", jackpot=True))
        self.assertIn("not played at stud", self.error(game="stud", progressive=True))
        self.assertIn("the progression is jacks-again or step-down, not 'down'", self.error(progressive=True, progression="down"))
        self.assertIn("give progressive true with it", self.error(progression="step-down"))
        self.assertIn("game", api.handle({"op": "simulate", "gme": "stud"})["error"]["message"])  # the settings listed
        ok = api.handle({"op": "simulate", "players": 2, "deals": 10, "progressive": True})
        self.assertTrue(ok["jackpot"])
        self.assertEqual(ok["progressive"]["next"] in ("jacks", "queens", "kings", "aces"), True)

    def test_widget_request_and_renderer(self):
        self.assertEqual(simulate_request({"op": "simulate", "game": "draw", "progressive": False, "jackpot": False}),
                         {"op": "simulate", "jackpot": False})
        self.assertEqual(simulate_request({"op": "simulate", "game": "stud", "progressive": True, "jackpot": False}),
                         {"op": "simulate", "game": "stud", "progressive": True, "jackpot": True})
        self.assertEqual(simulate_request({"op": "simulate", "progressive": False, "progression": "step-down"}), {"op": "simulate"})
        self.assertEqual(simulate_request({"op": "simulate", "progressive": True, "progression": "step-down"}),
                         {"op": "simulate", "progressive": True, "progression": "step-down", "jackpot": True})
        stud = api.handle({"op": "simulate", "players": 3, "deals": 50, "game": "stud", "strategy": {"name": "<b>x</b>"}})
        html = simulate_answer_html(stud)
        self.assertIn('data-game="stud"', html)
        self.assertIn("3 players, stud poker;", html)
        self.assertIn("<strong>The first say</strong>, by the best hand showing", html)
        self.assertIn("&lt;b&gt;x&lt;/b&gt;", html)
        self.assertNotIn("<b>x</b>", html)
        prog = simulate_answer_html(api.handle({"op": "simulate", "players": 3, "deals": 50, "progressive": True}))
        self.assertIn("progressive jacks;", prog)
        self.assertIn('<tr data-step="aces"><th scope="row">aces or better</th>', prog)
        straight = simulate_answer_html(api.handle({"op": "simulate", "players": 3, "deals": 50, "game": "straight"}))
        self.assertIn("Best hand dealt", straight)
        self.assertIn('data-class="one-pair"', straight)


try:
    from hoyle.poker import progressive as exact_progressive  # the exact chances of opening (issue 28, another module)
except ImportError:  # pragma: no cover
    exact_progressive = None


@unittest.skipIf(exact_progressive is None, "hoyle.poker.progressive is not there")
class AgainstTheExactChances(unittest.TestCase):
    """The simulated opening rate at each step of progressive jacks, against the exact chance that someone of the
    table holds that pair or better (hoyle.poker.progressive counts the deals with no openers): every seat plays
    jacks or better, so a deal is opened when someone holds the step's openers."""

    def test_opening_rates_within_their_intervals(self):
        outside = []
        for progression in ("jacks-again", "step-down"):
            # Two players: the exact count of three or more takes seconds a step.
            r = sim.run(read_setup({"players": 2, "deals": 20000, "seed": 2, "progressive": True, "progression": progression,
                         "strategy": "jacks-or-better"}))
            total = exact_progressive.deals(2)
            for rank, step in zip(range(11, 15), r["progressive"]["steps"]):
                exact = 1 - exact_progressive.non_openers(2, rank) / total
                opened = step["opened"]
                if not opened["low"] <= exact <= opened["high"]:
                    outside.append((progression, step["openers"]))
                se = math.sqrt(exact * (1 - exact) / opened["of"])
                self.assertLess(abs(opened["share"] - exact), 3 * se, (progression, step["openers"], exact, opened))
        # A 95% interval leaves the true value out one time in twenty: of these eight, one may. Here the jacks of the first
        # order were opened in 3,249 of 8,503 deals, 1.96 standard errors above the exact 37.1805%: the interval starts at 37.182%.
        self.assertLessEqual(len(outside), 1, outside)


if __name__ == "__main__":
    unittest.main()


class FixedHandsInLaterSeats(unittest.TestCase):
    def test_progressive_jacks_with_a_fixed_hand_after_a_dealt_one(self):
        """A fuzzed request found it: the openers of fixed hands were kept by their order, not by seat, so a fixed hand in
        the second seat only was looked up in the first's place (an internal error)."""
        from hoyle import api

        for game in ("draw", "straight"):
            answer = api.handle({"op": "simulate", "players": 3, "deals": 300, "seed": 1, "hands": ["", "Js Jh"], "progressive": True,
                                 "game": game})
            self.assertNotIn("error", answer)
            self.assertEqual(answer["progressive"]["steps"][0]["opened"]["count"], 300)  # the jacks always open

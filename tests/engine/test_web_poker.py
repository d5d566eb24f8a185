"""The poker widgets' renderers: the prerendered answers hold the engine's exact figures."""

import json
import re
import unittest

from hoyle import api, streams, web


class PokerWidgets(unittest.TestCase):
    def test_odds_table(self):
        html = web.fence("widget: odds\nid: odds", "hoyle", "hoyle", {}, None)
        self.assertIn('data-total="2598960"', html)
        self.assertIn("2,544,048 to 54,912", html)
        self.assertIn('data-param="odds-rules"', html)

    def test_the_cards_that_play_and_the_useless_ones(self):
        html = web.fence("widget: hand\nid: hand\ncards: Qs Qd 2c 2h 5s", "hoyle", "hoyle", {}, None)
        marked = re.findall(r'class="hoyle-card hoyle-(?:red|black)(?: (hoyle-\w+))?" data-card="(\w+)" role="img" aria-label="([^"]+)"', html)
        self.assertEqual(marked, [("hoyle-plays", "Qs", "queen of spades (plays)"), ("hoyle-plays", "Qd", "queen of diamonds (plays)"),
                                  ("hoyle-plays", "2c", "two of clubs (plays)"), ("hoyle-plays", "2h", "two of hearts (plays)"),
                                  ("hoyle-useless", "5s", "five of spades (useless)")])

    def test_draw_marks_the_hold(self):
        html = web.fence("widget: holds\nid: draw\ncards: 8s 8h Kd 7c 2h\nhold: 8s 8h", "hoyle", "hoyle", {}, None)
        # a click on a card sets the hold to the cards held once it is thrown or held, in the hand's order
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;8h&quot;}' data-key="hold-8s" aria-pressed="true"''', html)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;8s 8h Kd&quot;}' data-key="hold-Kd" aria-pressed="false"''', html)

    def test_draw_holds_typed_in_any_spelling(self):
        # "Td" for the ten of diamonds: the toggles still know it is held
        html = web.fence("widget: holds\nid: draw\ncards: 10d 10h Kd 7c 2h\nhold: Td th", "hoyle", "hoyle", {}, None)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;10h&quot;}' data-key="hold-10d" aria-pressed="true"''', html)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;10d 10h 2h&quot;}' data-key="hold-2h" aria-pressed="false"''', html)
        self.assertIn("exactly 11,559 to 4,656", html)

    def test_simulator_in_parts(self):
        request = {"op": "simulate", "view": "simulate", "players": 3, "deals": 3000, "seed": 2, "strategies": "", "report_every": 2000}
        first = json.loads(web.respond(json.dumps({**request, "stream": True})))
        self.assertEqual((first["answer"]["deals"], first["answer"]["done"]), (2000, False))
        last = json.loads(web.respond(json.dumps({"op": "stream-next", "sid": first["answer"]["sid"], "view": "simulate"})))
        self.assertEqual((last["answer"]["deals"], last["answer"]["done"]), (3000, True))
        plain = json.loads(web.respond(json.dumps({**request})))  # the same seed in one go: the same figures
        self.assertEqual(plain["answer"]["seats"], last["answer"]["seats"])
        ended = json.loads(web.respond(json.dumps({"op": "stream-next", "sid": first["answer"]["sid"], "view": "simulate"})))
        self.assertEqual(ended["answer"]["error"]["code"], "stream-ended")
        bad = json.loads(web.respond(json.dumps({**request, "players": 1, "stream": True})))
        self.assertEqual(bad["answer"]["error"]["code"], "bad-players")
        self.assertIn("the number of players must be from 2 to 8; 1 is out of range", bad["html"])

    def test_a_strategy_for_each_seat(self):
        # The form sends the strategy for every seat and the one for each seat: each seat's wins.
        form = {"op": "simulate", "view": "simulate", "players": 2, "deals": 500, "seed": 3, "strategy": "any-pair",
                "strategies": "jacks-or-better, pat", "jackpot": False, "hands": "", "report_every": 2000}
        for stream in (False, True):
            reply = json.loads(web.respond(json.dumps({**form, "stream": stream})))
            self.assertEqual([s["strategy"] for s in reply["answer"]["seats"]], ["jacks-or-better", "pat"])
        alone = api.handle({"op": "simulate", "players": 2, "deals": 500, "seed": 3, "strategies": ["jacks-or-better", "pat"]})
        self.assertEqual(reply["answer"]["seats"], alone["seats"])

    def test_fixed_hands_typed_a_seat_a_line(self):
        form = {"op": "simulate", "view": "simulate", "players": 3, "deals": 1000, "seed": 1, "strategy": "any-pair",
                "strategies": "any-pair, any-pair, pat", "jackpot": False, "hands": "2c 2d\n-\nJs Jh 9d 7c 5h", "stream": True,
                "report_every": 2000}
        reply = json.loads(web.respond(json.dumps(form)))
        engine = api.handle({"op": "simulate", "players": 3, "deals": 1000, "seed": 1, "strategies": ["any-pair", "any-pair", "pat"],
                             "hands": ["2c 2d", None, "Js Jh 9d 7c 5h"]})
        self.assertEqual(reply["answer"]["seats"], engine["seats"])
        a, b = engine["seats"][0]["best"]["share"], engine["seats"][2]["best"]["share"]
        v = engine["versus"]
        sign = lambda x: f"{x:+.1f}".replace("-", "−")  # noqa: E731
        self.assertIn(f"<strong>Seat 1 against seat 3</strong> (the fixed hands): {100 * a:.1f}% against {100 * b:.1f}% of the pots; "
                      f"the difference {sign(100 * v['difference'])} points (95% interval {sign(100 * v['low'])} to {sign(100 * v['high'])})",
                      reply["html"])
        bad = json.loads(web.respond(json.dumps({**form, "hands": "2c 2d 2h 2s 3c 4c"})))
        self.assertEqual(bad["answer"]["error"]["message"],
                         "seat 1's hand has 6 cards: give one to five (fewer than five are held and helped from the pack)")

    def test_the_table_of_averages_beside_the_simulator(self):
        from hoyle.poker import averages

        html = web.fence("widget: simulate\nid: sim\ndeals: 1000\naverages: yes", "hoyle", "hoyle", {}, None)
        table = html[html.index('<section class="hoyle-averages"'):]
        self.assertEqual(table.count("<tr data-row="), 10)
        # Every hand drawn to, its median heads up, and a button that sets the book's experiment.
        buttons = re.findall(r"data-set='([^']+)'>Try ([^<]+)</button>", table)
        self.assertEqual(len(buttons), 19)
        configs = [averages.six_hand_config(r.id, i) for r in averages.ROWS if r.pat for i in range(len(r.draws))]
        for (values, label), config in zip(buttons, configs):
            values = json.loads(values.replace("&quot;", '"'))
            self.assertEqual(values, {"players": 6, "deals": 20000, "seed": 1, "jackpot": False,
                                      "strategies": "any-pair, pat, any-pair, any-pair, any-pair, any-pair", "hands": "\n".join(config["hands"])})
        self.assertEqual(buttons[0][1], "an ace against a pair of eights pat")
        self.assertIn("<li>an ace: a pair of deuces, with ace, jack and six</li>", table)
        self.assertIn("<li>deuces: a pair of deuces, with king, queen and three</li>", table)
        self.assertIn('href="/tools/claims-ledger/#pp-sim-average-four-flush"', table)
        self.assertIn('<span class="hoyle-lost">lost from this copy</span>', table)
        self.assertNotIn("hoyle-averages", web.fence("widget: simulate\nid: sim\ndeals: 1000", "hoyle", "hoyle", {}, None))

    def test_stopping_a_run(self):
        first = json.loads(web.respond(json.dumps({"op": "simulate", "view": "simulate", "players": 2, "deals": 10000,
                                                   "report_every": 1000, "stream": True})))
        sid = first["answer"]["sid"]
        stopped = json.loads(web.respond(json.dumps({"op": "stream-stop", "sid": sid})))
        self.assertEqual((stopped["answer"]["stopped"], stopped["answer"]["deals"], stopped["answer"]["done"]), (True, 1000, False))
        self.assertIn("Stopped: 1,000 of 10,000 deals", stopped["html"])  # not "Running"
        self.assertIn('data-stopped="true"', stopped["html"])
        self.assertFalse(streams.STREAMS.is_open(sid))


if __name__ == "__main__":
    unittest.main()

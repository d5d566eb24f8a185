"""The poker widgets' renderers: the prerendered answers hold the engine's exact figures."""

import json
import unittest

from hoyle import web


class PokerWidgets(unittest.TestCase):
    def test_odds_table(self):
        html = web.fence("widget: odds\nid: odds", "hoyle", "hoyle", {}, None)
        self.assertIn('data-total="2598960"', html)
        self.assertIn("2,544,048 to 54,912", html)
        self.assertIn('data-param="odds-rules"', html)

    def test_draw_marks_the_hold(self):
        html = web.fence("widget: draw\nid: draw\ncards: 8s 8h Kd 7c 2h\nhold: 8s 8h", "hoyle", "hoyle", {}, None)
        # a click on a card sets the hold to the cards held once it is thrown or held, in the hand's order
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;8h&quot;}' aria-pressed="true"''', html)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;8s 8h Kd&quot;}' aria-pressed="false"''', html)

    def test_draw_holds_typed_in_any_spelling(self):
        # "Td" for the ten of diamonds: the toggles still know it is held
        html = web.fence("widget: draw\nid: draw\ncards: 10d 10h Kd 7c 2h\nhold: Td th", "hoyle", "hoyle", {}, None)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;10h&quot;}' aria-pressed="true"''', html)
        self.assertIn('''data-set='{&quot;hold&quot;: &quot;10d 10h 2h&quot;}' aria-pressed="false"''', html)
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
        self.assertIn("players must be from 2 to 8; you gave 1", bad["html"])

    def test_stopping_a_run(self):
        first = json.loads(web.respond(json.dumps({"op": "simulate", "view": "simulate", "players": 2, "deals": 10000, "report_every": 1000, "stream": True})))
        sid = first["answer"]["sid"]
        self.assertEqual(json.loads(web.respond(json.dumps({"op": "stream-stop", "sid": sid})))["answer"], {"stopped": True})
        self.assertNotIn(sid, web.STREAMS)


if __name__ == "__main__":
    unittest.main()

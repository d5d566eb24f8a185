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
        self.assertIn('data-toggle="hold 8s" aria-pressed="true"', html)
        self.assertIn('data-toggle="hold Kd" aria-pressed="false"', html)
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

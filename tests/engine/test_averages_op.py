"""Foster's table of averages is the facade's answer ("averages"): every row, the median of each draw heads up and the
six-hand experiment's settings, worked out by the engine (hoyle.poker.averages); the table beside the simulator only
draws that answer, and is the same, byte for byte, as when the renderer worked it out itself."""

import hashlib
import json
import unittest
from pathlib import Path
from unittest import mock

from hoyle import api
from hoyle.api.answers import ANSWERS, conforms
from hoyle.api.poker import AveragesRequest
from hoyle.poker import averages
from hoyle.web.simulator import averages_html

ROOT = Path(__file__).resolve().parents[2]
LEDGER = ROOT / "texts" / "claims"

# The table beside the simulator (averages_html("sim")) as the renderer drew it when it still worked the table out
# itself from hoyle.poker.averages: its length in characters and the SHA-256 of its UTF-8 bytes. Since issue 30, one
# sentence ends before the spans that print shows neither of ("…at a six-hand table. Each button…", "With JavaScript
# on…"): the old hash, d53a405d…, is that of this table with "; each" and "with" in their place.
GOLDEN_CHARS = 14_047
GOLDEN_SHA256 = "3ef1fb4a51b00b4b7af378d418c999aa79edaa9605e46f6e305b77337d423bd9"


class TheAnswer(unittest.TestCase):
    def setUp(self):
        self.answer = api.handle({"op": "averages"})
        self.rows = {row["id"]: row for row in self.answer["rows"]}

    def test_it_is_of_its_declared_type(self):
        self.assertEqual(conforms(self.answer, ANSWERS["averages"]), [])

    def test_every_row_of_the_book_in_its_order(self):
        self.assertEqual(len(self.answer["rows"]), 10)
        self.assertEqual(list(self.rows), [row.id for row in averages.ROWS])
        self.assertEqual(self.answer["six_hand_deals"], 20_000)

    def test_a_row_as_the_book_gives_it(self):
        ace = self.rows["ace"]
        self.assertEqual((ace["drawing_to"], ace["book"], ace["ledger_entry"], ace["pat"]),
                         ("An ace, or ace, king", "Pair of eights.", "pp-sim-average-ace", "a pair of eights"))
        self.assertEqual([(d["label"], d["hand"], d["held"]) for d in ace["draws"]],
                         [("an ace", ["As", "9d", "7c", "4h", "2s"], ["As"]), ("ace, king", ["As", "Kd", "7c", "4h", "2s"], ["As", "Kd"])])

    def test_the_median_of_each_draw_heads_up(self):
        self.assertEqual(self.rows["ace"]["draws"][0]["median"], "a pair of deuces, with ace, jack and six")
        self.assertEqual(self.rows["ace"]["draws"][0]["median"], averages.median_words("As 9d 7c 4h 2s", "As"))
        self.assertEqual(self.rows["pair-below-sixes"]["draws"][0]["median"], "a pair of deuces, with king, queen and three")
        for row in averages.ROWS:
            with self.subTest(row=row.id):
                self.assertEqual([d["median"] for d in self.rows[row.id]["draws"]],
                                 [averages.median_words(hand, hold) for hand, hold, _ in row.draws])

    def test_each_experiment_is_the_books_six_hand_table(self):
        tried = 0
        for row in averages.ROWS:
            for i, draw in enumerate(self.rows[row.id]["draws"]):
                with self.subTest(row=row.id, draw=i):
                    if not row.pat:
                        self.assertIsNone(draw["experiment"])
                        continue
                    tried += 1
                    self.assertEqual(draw["experiment"], {**averages.six_hand_config(row.id, i), "jackpot": False})
        self.assertEqual(tried, 19)
        self.assertEqual(self.rows["four-flush"]["draws"][0]["experiment"],
                         {"players": 6, "deals": 20_000, "seed": 1, "jackpot": False, "hands": ["Ah 9h 6h 3h", "Jc Jd 8s 5c 2d"],
                          "strategies": ["any-pair", "pat", "any-pair", "any-pair", "any-pair", "any-pair"]})

    def test_the_row_whose_figure_is_lost(self):
        lost = self.rows["pair-aces"]
        self.assertEqual((lost["book"], lost["ledger_entry"], lost["pat"]), (None, None, None))
        self.assertEqual([(d["label"], d["median"], d["experiment"]) for d in lost["draws"]],
                         [("aces", "a pair of aces, with queen, nine and eight", None)])

    def test_an_experiment_is_a_request_the_simulator_takes(self):
        setting = self.rows["ace"]["draws"][0]["experiment"]
        answer = api.handle({"op": "simulate", **setting, "deals": 200})
        self.assertNotIn("error", answer)
        self.assertEqual((answer["players"], [s["hand"] for s in answer["seats"][:2]]), (6, ["As", "8c 8d 10h 6s 3c"]))

    @unittest.skipUnless(LEDGER.is_dir(), "the claims ledger is not shipped with the engine (Pyodide)")
    def test_each_ledger_entry_is_in_the_ledger(self):
        from hoyle import claims

        ids = {entry.claim.get("id") for entry in claims.load(LEDGER)}
        entries = [row["ledger_entry"] for row in self.answer["rows"] if row["ledger_entry"] is not None]
        self.assertEqual(len(entries), 9)
        self.assertLessEqual(set(entries), ids)

    def test_json_text_and_the_typed_request_answer_alike(self):
        self.assertEqual(json.loads(api.handle_json('{"op": "averages"}')), self.answer)
        self.assertEqual(AveragesRequest.read({"op": "averages"}), AveragesRequest())
        self.assertEqual(api.OPERATIONS["averages"].answer(AveragesRequest()), self.answer)


class Refused(unittest.TestCase):
    def test_a_field_is_refused_by_name(self):
        cases = {
            "rules": ({"op": "averages", "rules": "joker"}, "unknown field 'rules': the averages request takes no field but \"op\""),
            "two": ({"op": "averages", "seed": 1, "deals": 5}, "unknown fields 'deals', 'seed': the averages request takes no field but \"op\""),
            "many": ({"op": "averages", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5},
                     "unknown fields 'a', 'b', 'c' and 2 more: the averages request takes no field but \"op\""),
        }
        for what, (request, message) in cases.items():
            with self.subTest(what):
                self.assertEqual(api.handle(request), {"error": {"code": "bad-request", "message": message}})

    def test_the_workers_keys_are_passed_over_as_the_other_ops_pass_over_them(self):
        self.assertEqual(api.handle({"op": "averages", "view": "simulate", "stream": False}), api.handle({"op": "averages"}))
        self.assertEqual(api.handle({"op": "averages", "view": 1, "x": 2})["error"]["message"],
                         "unknown field 'x': the averages request takes no field but \"op\"")

    def test_a_hostile_field_name_is_quoted_safely(self):
        answer = api.handle({"op": "averages", "\u202e" + "k" * 5000: 1})
        message = answer["error"]["message"]
        self.assertEqual(answer["error"]["code"], "bad-request")
        self.assertNotIn("\u202e", message)
        self.assertNotIn("k" * 61, message)


class TheTableBesideTheSimulator(unittest.TestCase):
    def test_byte_for_byte_as_before(self):
        html = averages_html("sim")
        self.assertEqual((len(html), hashlib.sha256(html.encode("utf-8")).hexdigest()), (GOLDEN_CHARS, GOLDEN_SHA256))

    def test_it_draws_the_facades_answer_and_works_nothing_out(self):
        answer = api.handle({"op": "averages"})
        answer["rows"][0]["draws"][0]["median"] = "a royal flush, no less"
        answer["rows"][0]["draws"][0]["experiment"]["seed"] = 77
        answer["six_hand_deals"] = 12_345
        asked = []

        def answer_of(request):
            asked.append(request)
            return answer

        def no_work(*args, **kwargs):
            raise AssertionError("the renderer worked the table out itself")

        with (mock.patch.object(api, "answer_of", answer_of), mock.patch.object(averages, "median_words", no_work),
              mock.patch.object(averages, "six_hand_config", no_work)):
            html = averages_html("sim")
        self.assertEqual(asked, [{"op": "averages"}])
        self.assertIn("<li>an ace: a royal flush, no less</li>", html)
        self.assertIn("&quot;seed&quot;: 77", html)
        self.assertIn("(12,345 deals, seed 1)", html)
        self.assertNotEqual(hashlib.sha256(html.encode("utf-8")).hexdigest(), GOLDEN_SHA256)

    def test_an_error_is_shown_not_raised(self):
        refused = api.error("internal", api.INTERNAL)
        with mock.patch.object(api, "answer_of", lambda request: refused):
            html = averages_html("sim")
        self.assertIn('data-code="internal"', html)
        self.assertIn("The table of averages cannot be shown:", html)


if __name__ == "__main__":
    unittest.main()

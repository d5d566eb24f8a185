"""The command line prints the facade's JSON; errors exit 2."""

import json
import os
import subprocess
import sys
import unittest
from pathlib import Path

PYSRC = str(Path(__file__).resolve().parents[2] / "pysrc")


def run(*args, stdin=None):
    env = {**os.environ, "PYTHONPATH": PYSRC}
    return subprocess.run([sys.executable, "-m", "hoyle", *args], capture_output=True, text=True, env=env, input=stdin)


@unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
class CommandLine(unittest.TestCase):
    def test_royal_flush(self):
        out = run("hand", "As", "Ks", "Qs", "Js", "Ts")
        self.assertEqual(out.returncode, 0, out.stderr)
        answer = json.loads(out.stdout)
        self.assertEqual((answer["class"], answer["name"]), ("straight-flush", "Royal flush"))
        self.assertEqual(answer["cards"], ["As", "Ks", "Qs", "Js", "10s"])
        self.assertEqual(answer["description"], "A royal flush: ace, king, queen, jack and ten of one suit")

    def test_bad_card_exits_2_with_json(self):
        out = run("hand", "As", "Ks", "Qs", "Js", "1s")
        self.assertEqual(out.returncode, 2)
        self.assertEqual(json.loads(out.stdout)["error"], {"code": "bad-card", "message": "'1s' is not a card: ranks are A 2-10 J Q K (T for ten)"})
        self.assertEqual(out.stderr, "")

    def test_wrong_count_and_duplicate(self):
        self.assertEqual(json.loads(run("hand", "As", "Ks").stdout)["error"]["code"], "wrong-count")
        self.assertEqual(json.loads(run("hand", "As", "Ks", "Qs", "Js", "as").stdout)["error"]["code"], "duplicate-card")

    def test_odds_and_draw(self):
        odds = json.loads(run("odds").stdout)
        self.assertEqual((odds["total"], odds["classes"]["no-pair"]), (2598960, 1302540))
        drawn = json.loads(run("draw", "8s", "8h", "Kd", "7c", "2h", "--hold", "8s", "8h").stdout)
        self.assertEqual((drawn["draws"], drawn["outcomes"]["one-pair"], drawn["outcomes"]["two-pairs"]), (16215, 11559, 2592))
        self.assertEqual(json.loads(run("odds", "--rules", "joker").stdout)["total"], 2869685)

    def test_showdown_holds_and_rule_errors(self):
        shown = json.loads(run("showdown", "Qs Qd 2c 2h 5s", "Js Jd 10c 10h As").stdout)
        self.assertEqual(shown["winners"], [0])
        holds = json.loads(run("holds", "Ah", "9h", "6h", "3h", "Kc", "--target", "flush", "--order", "target").stdout)
        self.assertEqual(holds["holds"][0]["hold"], ["Ah", "9h", "6h", "3h"])
        bad = run("hand", "As", "Ks", "Qs", "Js", "9s", "--rules", "tigers")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "unknown-rule"))
        held = run("draw", "8s", "8h", "Kd", "7c", "2h", "--hold", "9s")
        self.assertEqual((held.returncode, json.loads(held.stdout)["error"]["code"]), (2, "not-in-hand"))

    def test_simulate(self):
        out = run("simulate", "--players", "3", "--deals", "200", "--seed", "5", "--strategy", "any-pair", "--jackpots")
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        answer = json.loads(out.stdout)
        self.assertEqual((answer["deals"], answer["players"], answer["jackpot"]), (200, 3, True))
        self.assertEqual(json.loads(run("simulate", "--players", "3", "--deals", "200", "--seed", "5",
                                        "--strategy", "any-pair", "--jackpots").stdout), answer)
        bad = run("simulate", "--players", "1")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "bad-players"))

    def test_crib_and_peg(self):
        out = run("crib", "5h", "5d", "5s", "Jc", "--starter", "5c")
        self.assertEqual((out.returncode, json.loads(out.stdout)["total"]), (0, 29))
        crib = json.loads(run("crib", "5h", "5d", "5s", "Jc", "--starter", "5c", "--crib").stdout)
        self.assertEqual((crib["crib"], crib["total"]), (True, 29))
        bad = run("crib", "5h", "5d", "5s", "Jc", "--starter", "5c", "--variant", "five-card")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "wrong-count"))
        self.assertEqual(json.loads(run("peg", "5h", "4s", "3d", "6c").stdout)["total"], 4)
        played = json.loads(run("play", "--pone", "5h", "4s", "3d", "--dealer", "6c", "10d", "Kh", "--plays", "5h", "6c", "4s", "10d", "3d").stdout)
        self.assertEqual((played["variant"], played["scores"]), ("five-card", {"pone": 6, "dealer": 0}))
        bad = run("play", "--pone", "5h", "4s", "3d", "--dealer", "6c", "10d", "Kh", "--plays", "6c")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "not-his-turn"))

    def test_round_games(self):
        commerce = json.loads(run("commerce", "As Ks Qs", "5h 5d 5c").stdout)
        self.assertEqual((commerce["winners"], commerce["rule"]["line"]), ([1], 26))  # the tricon beats the sequence
        vingt = json.loads(run("vingt-un", "--dealer", "10c 7d", "--hand", "As Kd", "--hand", "8s 3d 9c").stdout)
        self.assertEqual([h["amount"] for p in vingt["players"] for h in p["hands"]], [2, 1])  # a natural paid double
        hookey = json.loads(run("hookey", "--dealer", "8h", "--bottom", "9s", "--bottom", "3c").stdout)
        self.assertEqual([x["amount"] for x in hookey["settlements"]], [1, -1])
        bad = run("commerce", "As Ks", "5h 5d 5c")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "wrong-count"))

    def test_api_from_stdin(self):
        out = run("api", stdin='{"op": "hand", "cards": "5s 5d 5h 2c 2s"}')
        self.assertEqual((out.returncode, json.loads(out.stdout)["class"]), (0, "full-hand"))
        out = run("api", stdin="not json")
        self.assertEqual((out.returncode, json.loads(out.stdout)["error"]["code"]), (2, "bad-json"))


def run_bytes(*args, stdin: bytes = b""):
    env = {**os.environ, "PYTHONPATH": PYSRC}
    return subprocess.run([sys.executable, "-m", "hoyle", *args], capture_output=True, env=env, input=stdin)


@unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
class CommandLineErrors(unittest.TestCase):
    """Every error on the command line is the documented JSON with exit 2: never a usage text, never a traceback."""

    def assert_error(self, out, code, words=""):
        self.assertEqual(out.returncode, 2, out.stdout + out.stderr)
        self.assertEqual(out.stderr, "")
        error = json.loads(out.stdout)["error"]
        self.assertEqual(error["code"], code)
        self.assertIn(words, error["message"])

    def test_wrong_arguments(self):
        self.assert_error(run("hand", "As", "--bogus"), "bad-arguments", "unrecognized arguments: --bogus")
        self.assert_error(run("simulate", "--players", "abc"), "bad-arguments", "argument --players: invalid int value: 'abc'")
        self.assert_error(run("nothing"), "bad-arguments", "invalid choice: 'nothing'")
        self.assert_error(run(), "bad-arguments", "the following arguments are required: command")
        self.assert_error(run("crib", "5h"), "bad-arguments", "the following arguments are required: --starter")
        self.assert_error(run("simulate", "--config", "[1]"), "bad-json", "--config must be a JSON object")
        self.assert_error(run("hookey", "--config", "{"), "bad-json", "the request is not JSON")

    def test_odd_requests(self):
        self.assert_error(run("api", stdin='{"op": []}'), "unknown-op", "the operation is a list, not a name")
        self.assert_error(run("api", stdin="[" * 20_000 + "]" * 20_000), "too-large", "more than 10 deep")
        self.assert_error(run("api", '{"op": "hand", "cards": "\\ud800s Ks Qs Js 10s"}'), "bad-card",
                          "'‹U+D800›s' has a broken character, U+D800")
        self.assert_error(run("api", stdin='{"op": "hand", "cards": "As", "x": NaN}'), "bad-request", "not finite")

    def test_bytes_that_are_not_text(self):
        out = run_bytes("hand", b"\xffs", b"Ks", b"Qs", b"Js", b"Ts")  # an argument that is not UTF-8
        self.assertEqual((out.returncode, out.stderr), (2, b""))
        self.assertEqual(json.loads(out.stdout)["error"]["message"],
                         "'‹U+DCFF›s' has a broken character, U+DCFF: delete it and type the card again")
        out = run_bytes("api", stdin=b'{"op": "hand", "cards": "\xff"}')
        self.assertEqual((out.returncode, out.stderr), (2, b""))
        self.assertEqual(json.loads(out.stdout)["error"]["code"], "bad-card")

    def test_a_broken_pipe(self):
        env = {**os.environ, "PYTHONPATH": PYSRC}
        reader = subprocess.Popen([sys.executable, "-m", "hoyle", "holds", "8s", "8h", "Kd", "7c", "2h", "--order", "average"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        reader.stdout.close()  # the reader goes away before the answer is written (| head, say)
        _, err = reader.communicate()
        self.assertEqual((reader.returncode, err), (2, b""))

    def test_a_malformed_ledger(self):
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "a.toml").write_text("claim = [1", encoding="utf-8")
            self.assert_error(run("claims", "--ledger", folder), "bad-ledger", "cannot be read as a ledger file: Unclosed array")
            Path(folder, "a.toml").write_text("claim = [1, 2]", encoding="utf-8")
            self.assert_error(run("claims", "--ledger", folder), "bad-ledger", "each [[claim]] of a ledger file is a table")
            Path(folder, "a.toml").write_text('[[claim]]\nid = "x"\n', encoding="utf-8")
            out = run("claims", "--ledger", folder)
            self.assertEqual((out.returncode, out.stderr), (2, ""))
            self.assertEqual(json.loads(out.stdout)["entries"][0]["problems"], ["the entry has no 'compute' field"])

    def test_a_long_simulation_runs_in_parts(self):
        out = run("simulate", "--players", "2", "--deals", "25000", "--seed", "3")
        self.assertEqual(out.returncode, 0, out.stdout)
        answer = json.loads(out.stdout)
        self.assertEqual((answer["deals"], answer["done"]), (25000, True))


if __name__ == "__main__":
    unittest.main()

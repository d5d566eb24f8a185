"""The command line prints the facade's JSON; errors exit 2."""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

from hoyle import __main__ as cli
from hoyle.quote import echo

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
        problem = "'1s' is not a card: ranks are A 2-10 J Q K (T for ten)"
        self.assertEqual(json.loads(out.stdout)["error"], {"code": "bad-card", "message": f"the five cards: {problem}", "problem": problem})
        self.assertEqual(out.stderr, "")

    def test_wrong_count_and_duplicate(self):
        self.assertEqual(json.loads(run("hand", "As", "Ks").stdout)["error"]["code"], "wrong-count")
        self.assertEqual(json.loads(run("hand", "As", "Ks", "Qs", "Js", "as").stdout)["error"]["code"], "duplicate-card")

    def test_averages(self):
        out = run("averages")
        self.assertEqual((out.returncode, out.stderr), (0, ""))
        answer = json.loads(out.stdout)
        self.assertEqual(answer, cli.api.handle({"op": "averages"}))  # the facade's answer, as it is
        ace = answer["rows"][0]
        self.assertEqual((len(answer["rows"]), ace["id"], ace["book"], ace["draws"][0]["median"]),
                         (10, "ace", "Pair of eights.", "a pair of deuces, with ace, jack and six"))
        bad = run("averages", "--seed", "3")
        self.assertEqual((bad.returncode, json.loads(bad.stdout)["error"]["code"]), (2, "bad-arguments"))

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
        self.assert_error(run("hand", "As", "--bogus"), "bad-arguments", "unrecognized arguments: '--bogus'")
        self.assert_error(run("simulate", "--players", "abc"), "bad-players",
                          "the number of players must be a whole number from 2 to 8; 'abc' is not one")
        self.assert_error(run("nothing"), "bad-arguments", "unknown command 'nothing': choose from hand, showdown, odds,")
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
                         "the five cards: '‹U+DCFF›s' has a broken character, U+DCFF: delete it and type the card again")
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



def run_redirected(redirect: str, *args, env=None):
    """The command line with a shell redirection applied to it, such as '>&-' (standard output closed)."""
    env = {**os.environ, "PYTHONPATH": PYSRC, **(env or {})}
    return subprocess.run(["sh", "-c", f'exec "$0" -m hoyle "$@" {redirect}', sys.executable, *args], capture_output=True, text=True,
                           env=env)


def error_of(out) -> dict:
    return json.loads(out.stdout)["error"]


HELP = "(python -m hoyle --help lists the commands)"


@unittest.skipIf(sys.platform == "emscripten" or os.name != "posix", "no processes in WebAssembly; a POSIX shell for the redirections")
class CommandLineHostile(unittest.TestCase):
    """What a terminal or a script can do to the command line: closed or full streams, endless input,
    numbers argparse reads but the facade does not, and long or invisible text in argparse's own messages."""

    def test_a_ledger_with_dates_and_no_number(self):  # TOML has dates and times, and inf and nan; JSON has none of them
        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "a.toml").write_text('[[claim]]\nid = 1901-05-01\nline = nan\nbook_value = 1901-05-01T07:32:00Z\n'
                                              'verdict = 07:32:00\n', encoding="utf-8")
            out = run("claims", "--ledger", folder)
            self.assertEqual((out.returncode, out.stderr), (2, ""))
            entry = json.loads(out.stdout)["entries"][0]
            self.assertEqual((entry["id"], entry["line"], entry["book_value"], entry["verdict"]),
                             ("1901-05-01", "nan", "1901-05-01T07:32:00+00:00", "07:32:00"))
            self.assertEqual(json.loads(out.stdout)["verdicts"], {"07:32:00": 1})
            # each field of the wrong kind is named in words, and nothing is computed from it
            self.assertEqual(entry["problems"], ["id must be text, not a date", "line must be a whole number, not nan, which is no number",
                                                 "book_value must be text, not a date and time", "verdict must be text, not a time"])
            Path(folder, "a.toml").write_text('[[claim]]\nid = "x"\nbook = "practical-poker"\nline = 3.5\nquote = "q"\n'
                                              'book_value = 1901-05-01\ncompute = "1"\nexact = "1"\nverdict = "correct"\n', encoding="utf-8")
            entry = json.loads(run("claims", "--ledger", folder).stdout)["entries"][0]
            self.assertEqual(entry["problems"], ["line must be a whole number, not a decimal number", "book_value must be text, not a date"])

    def test_a_ledger_too_deep_to_read(self):
        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "a.toml").write_text("x = " + "[" * 5_000 + "]" * 5_000, encoding="utf-8")
            out = run("claims", "--ledger", folder)
            self.assertEqual((out.returncode, out.stderr), (2, ""))
            self.assertEqual(error_of(out), {"code": "bad-ledger",
                                             "message": "the ledger file 'a.toml' nests its lists or tables too deep to be read"})

    def test_a_ledger_that_is_not_a_folder(self):
        with tempfile.TemporaryDirectory() as folder:
            Path(folder, "a.toml").write_text("", encoding="utf-8")
            file = str(Path(folder, "a.toml"))
            self.assertEqual(error_of(run("claims", "--ledger", file))["message"],
                             f"no ledger folder at {echo(file)}: it is not a folder; run from the repository's top level or give --ledger")
        self.assertEqual(error_of(run("claims", "--ledger", "no\u202efolder"))["message"],
                         "no ledger folder at 'no‹U+202E›folder' (it has an invisible character, U+202E right-to-left override): it does "
                         "not exist; run from the repository's top level or give --ledger")
        self.assertEqual(error_of(run("claims", "--ledger", "")),
                         {"code": "no-ledger", "message": "--ledger is blank: give the ledger folder (texts/claims in the repository)"})
        self.assertEqual(error_of(run("claims", "--id", " ")),
                         {"code": "bad-arguments", "message": "--id is blank: give the id of one entry, or leave --id out for every entry"})

    def test_standard_output_closed(self):
        out = run_redirected(">&-", "hand", "As", "Ks", "Qs", "Js", "Ts")
        self.assertEqual((out.returncode, out.stderr), (2, "python -m hoyle: standard output is closed: there is nowhere to print the answer\n"))
        out = run_redirected("1</dev/null", "hand", "As", "Ks", "Qs", "Js", "Ts")  # open, but for reading
        self.assertEqual((out.returncode, out.stderr), (2, "python -m hoyle: the answer cannot be printed on standard output: Bad file descriptor\n"))
        out = run_redirected(">&- 2>&-", "hand", "As", "Ks", "Qs", "Js", "Ts")  # and nowhere to say so: the status says it
        self.assertEqual((out.returncode, out.stderr), (2, ""))

    @unittest.skipUnless(os.path.exists("/dev/full"), "no /dev/full")
    def test_standard_output_full(self):
        out = run_redirected(">/dev/full", "hand", "As", "Ks", "Qs", "Js", "Ts")
        full = "cannot be printed on standard output: No space left on device\n"
        self.assertEqual((out.returncode, out.stderr), (2, f"python -m hoyle: the answer {full}"))
        out = run_redirected(">/dev/full", "--help")
        self.assertEqual((out.returncode, out.stderr), (2, f"python -m hoyle: the help {full}"))

    def test_standard_input_closed_or_empty(self):
        out = run_redirected("<&-", "api")
        self.assertEqual((out.returncode, out.stderr), (2, ""))
        self.assertEqual(error_of(out), {"code": "no-request", "message": "standard input is closed: give the request as the argument, or send it on "
                                                                          "standard input"})
        self.assertEqual(error_of(run("api", stdin="")), {"code": "no-request", "message": "standard input is empty: give the request as the "
                                                                                        "argument, or send it on standard input"})

    def test_standard_input_read_no_further_than_the_engine_reads(self):
        from hoyle.inputs import MAX_JSON_CHARS

        env = {**os.environ, "PYTHONPATH": PYSRC}
        with tempfile.TemporaryFile() as stdin:
            stdin.write(b"[" + b" " * 10_000_000 + b"]")
            stdin.seek(0)
            out = subprocess.run([sys.executable, "-m", "hoyle", "api"], stdin=stdin, capture_output=True, text=True, env=env)
            read = os.lseek(stdin.fileno(), 0, os.SEEK_CUR)  # the child shared the file's offset: how far it read
        self.assertEqual((out.returncode, out.stderr), (2, ""))
        self.assertEqual(error_of(out), {"code": "too-large", "message": f"the request is more than {MAX_JSON_CHARS:,} characters long; the engine "
                                                                         f"reads at most {MAX_JSON_CHARS:,}"})
        self.assertLess(read, 1_000_000)

    def test_standard_input_and_output_are_utf8_whatever_the_locale(self):
        request = '{"op": "hand", "cards": "A♠ K♠ Q♠ J♠ 10♠"}'
        for encoding in ("ascii", "latin-1"):
            env = {**os.environ, "PYTHONPATH": PYSRC, "PYTHONIOENCODING": encoding}
            out = subprocess.run([sys.executable, "-m", "hoyle", "api"], input=request.encode("utf-8"), capture_output=True, env=env)
            self.assertEqual((out.returncode, out.stderr), (0, b""), encoding)
            self.assertEqual(json.loads(out.stdout.decode("utf-8"))["name"], "Royal flush")
            out = subprocess.run([sys.executable, "-m", "hoyle", "hand", "A♦", "K♠", "Q♠", "J♠", "1♠"], capture_output=True, env=env)
            self.assertEqual((out.returncode, out.stderr), (2, b""), encoding)
            self.assertIn("'1♠' is not a card", json.loads(out.stdout.decode("utf-8"))["error"]["message"])

    def test_numbers_are_read_as_the_facade_reads_them(self):
        from hoyle import api

        for option, key in (("--players", "players"), ("--deals", "deals"), ("--seed", "seed")):
            for value in ("٣", "1_0", "abc", "", "3.0", "-1", "9" * 5_000):
                self.assertEqual(cli.answer(["simulate", f"{option}={value}"]), api.handle({"op": "simulate", key: value}), (option, value))
        self.assertEqual(error_of(run("simulate", "--players", "٣"))["message"],
                         "the number of players must be a whole number from 2 to 8; '٣' is not one (it has an Arabic-indic digit ٣)")
        out = run("simulate", "--players", "３", "--deals", "1,000", "--seed", " 7 ")  # full-width digits and commas, as in a form
        self.assertEqual(out.returncode, 0, out.stdout)
        self.assertEqual({k: json.loads(out.stdout)[k] for k in ("players", "deals", "seed")}, {"players": 3, "deals": 1000, "seed": 7})
        self.assertEqual(error_of(run("holds", "8s", "8h", "Kd", "7c", "2h", "--opponents", "٣"))["message"],
                         "the number of other players in must be a whole number from 1 to 7; '٣' is not one (it has an Arabic-indic digit ٣)")

    def test_choices_are_read_as_the_facade_reads_them(self):
        bad = "\u202e" + "y" * 100
        self.assertEqual(error_of(run("holds", "8s", "8h", "Kd", "7c", "2h", "--order", bad)),
                         {"code": "bad-request", "message": f"the order of the holds is win, improve, target or average, not {echo(bad)} (it has an "
                                                            f"invisible character, U+202E right-to-left override)"})
        self.assertEqual(error_of(run("holds", "8s", "8h", "Kd", "7c", "2h", "--come-in", "x"))["message"],
                         "what the other players came in on is any-pair or jacks-or-better, not 'x'")
        for command in (("crib", "5h", "5d", "5s", "Jc", "--starter", "5c"), ("play", "--pone", "5h", "--dealer", "6c"),
                        ("layout", "5h", "5d", "Jc", "Js", "4h", "6c")):
            self.assertEqual(error_of(run(*command, "--variant", "\x01")),
                             {"code": "bad-variant", "message": "the game of cribbage is five-card, six-card or seven-card, not '‹U+0001›' (it has a "
                                                                "control character, U+0001)"}, command)

    def test_argparse_messages_echo_the_reader(self):
        long = "x" * 5_000
        self.assertEqual(error_of(run("claims", "--id", long)),
                         {"code": "unknown-claim", "message": f"no claim {echo(long)} in 'texts/claims'"})
        self.assertEqual(error_of(run("h\u0301and\u202e", "As")),
                         {"code": "bad-arguments", "message": "unknown command 'h‹U+0301›and‹U+202E›' (it has a combining mark, U+0301 "
                                                              "combining acute accent): choose from hand, showdown, odds, draw, holds, simulate, "
                                                              "averages, crib, peg, peg-advice, play, layout, commerce, commerce-worth, vingt-un, "
                                                              "vingt-un-advice, vingt-un-strategy, hookey, hookey-worth, straight, whisky, stud, "
                                                              "stud-chances, limits, progressive, "
                                                              "pot-odds, stakes, freeze-out, rules, claims, "
                                                              f"api {HELP}"})
        self.assertEqual(error_of(run("hand", "As", "--bogus", long, "a", "b", "c"))["message"],
                         f"unrecognized arguments: '--bogus', {echo(long)}, 'a' and 2 more {HELP}")
        self.assertEqual(error_of(run("hand", f"--x={long}\u202e"))["message"],
                         f"unrecognized arguments: {echo('--x=' + long)} (it has an invisible character, U+202E right-to-left override) {HELP}")
        self.assertEqual(error_of(run("simulate", f"--s={long}"))["message"],  # --seed or --strategy
                         f"ambiguous option {echo('--s=' + long)}: it could be --seed, --strategy {HELP}")
        self.assertEqual(error_of(run("crib", "5h", "--starter", "5c", f"--crib=\u202e{long}"))["message"],
                         f"argument --crib: ignored explicit argument {echo(chr(0x202E) + long)} (it has an invisible character, U+202E "
                         f"right-to-left override) {HELP}")
        for out in (run("simulate", f"--s={long}"), run("hand", "--bogus" + long), run(long), run("crib", f"--crib={long}")):
            self.assertEqual((out.returncode, out.stderr), (2, ""))
            self.assertLess(len(error_of(out)["message"]), 500)  # the input cut short (the list of commands is most of it)

    def test_interrupted(self):
        err = io.StringIO()
        with mock.patch("hoyle.api.stream", side_effect=KeyboardInterrupt), contextlib.redirect_stderr(err), \
                contextlib.redirect_stdout(io.StringIO()) as out:
            try:
                status = cli.main(["simulate", "--deals", "1000000"])
            except KeyboardInterrupt:
                self.fail("Ctrl-C escaped as a traceback")
            self.assertEqual(status, 130)
        self.assertEqual((err.getvalue(), out.getvalue()), ("python -m hoyle: interrupted\n", ""))


HOSTILE = ("", "x" * 5_000, "\x01", "\u202e", "a\u0301", "\udcff", "\x00", "٣", "-1", "1e9", "\\", "{}", "[]")


class EveryOptionHostile(unittest.TestCase):
    """Every command and option given hostile text: an error answer naming the problem, never a fault or a traceback."""

    BASE = {  # a good command line of each command, to which one hostile value is added
        "hand": ["As", "Ks", "Qs", "Js", "Ts"], "showdown": ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"], "draw": ["8s", "8h", "Kd", "7c", "2h"],
        "holds": ["8s", "8h", "Kd", "7c", "2h"], "simulate": ["--deals", "10", "--players", "2"], "crib": ["5h", "5d", "5s", "Jc", "--starter", "5c"],
        "peg": ["5h", "4s"], "peg-advice": ["5h", "9c", "--plays", "10d", "--held", "2"],
        "play": ["--pone", "5h", "4s", "3d", "--dealer", "6c", "10d", "Kh"], "layout": ["5h", "5d", "Jc", "Js", "4h", "6c"],
        "commerce": ["As Ks Qs", "5h 5d 5c"], "vingt-un": ["--dealer", "10c 7d", "--hand", "As Kd"],
        "vingt-un-advice": ["10c", "6d", "--dealer", "7h"], "vingt-un-strategy": ["--stands", "16", "--penalty", "1"],
        "hookey": ["--dealer", "8h", "--bottom", "9s"],
        "hookey-worth": ["--players", "3"], "commerce-worth": ["Qh", "Qs", "5d", "--others", "3", "--deals", "100"],
        "rules": [], "claims": ["--ledger", "/nonexistent"], "api": [], "odds": ["--rules", "nonesuch"], "averages": [],
        "straight": ["Ks", "Kd", "7c", "7h", "2s", "--players", "2"], "limits": ["--raises", "2"], "progressive": ["--players", "3"],
        "pot-odds": ["--pot", "5", "--bet", "2", "--against", "4 to 1"],
        "stakes": ["A 30 10 drops", "B 8 8 rank 1", "C 30 20 rank 2"], "freeze-out": ["A", "B", "--deal", "1", "-1"],
        "stud": ["--players", "3", "--round", "2"], "stud-chances": ["--down", "As", "--up", "Kd", "--others", "Qs / 9s"],
        "whisky": ["Ks", "Kd", "9c", "5h", "2s", "--widow", "Kh", "7d", "7c", "4h", "3s", "--deals", "50"],
    }

    def assert_answered(self, argv, stdin=""):
        """The command line answered in this process: JSON on standard output, nothing on standard error, never "internal".
        `stdin` None: standard input closed."""
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), mock.patch("sys.stdin", None if stdin is None else io.StringIO(stdin)):
            status = cli.main(argv)
        result, shown = json.loads(out.getvalue()), [echo(a) for a in argv]
        self.assertEqual((status in (0, 2), err.getvalue()), (True, ""), shown)
        if "error" in result:
            self.assertNotEqual(result["error"]["code"], "internal", shown)
            self.assertLess(len(result["error"]["message"]), 1_000, shown)
        return status, result

    @unittest.skipIf(sys.platform == "emscripten", "the command line is not run in the browser")
    def test_every_option(self):
        commands = next(a for a in cli._parser()._actions if a.dest == "command").choices
        self.assertEqual(set(commands), set(self.BASE))
        for name, sub in commands.items():
            for action in sub._actions:
                if not action.option_strings or action.dest == "help":
                    continue
                option = action.option_strings[-1]
                for value in HOSTILE:  # --option=value: a value such as "-1" is not taken for an option
                    self.assert_answered([name, *self.BASE[name], f"{option}={value}" if action.nargs != 0 else option])
            for value in HOSTILE:  # as a positional argument (a card, a hand, the request), or as the command itself
                self.assert_answered([name, *self.BASE[name], value])
                self.assert_answered([value])

    def test_every_request_on_standard_input(self):
        for value in (*HOSTILE, None):
            status, result = self.assert_answered(["api"], stdin=value)
            self.assertEqual((status, "error" in result), (2, True), echo(value))

if __name__ == "__main__":
    unittest.main()

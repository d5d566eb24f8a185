"""The odds the table lays you (Practical Poker, "Coming In", "Coming into Jack-pots", "Betting"): the book's draws weighed
exactly against the chips in the pool, checked against dealing out every draw; odds given in words; the facade, the
command line, and the widget's answer and its link from the draw's 32 holds."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import unittest
from fractions import Fraction
from itertools import combinations
from math import comb
from pathlib import Path

from hoyle import api, web
from hoyle.cards import pack, parse_cards
from hoyle.errors import RequestError
from hoyle.poker.hands import evaluate
from hoyle.poker.pot_odds import Chance, draw_chance, mixed, read_against, weigh

PYSRC = str(Path(__file__).resolve().parents[2] / "pysrc")

FOUR_FLUSH = ("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", "flush")
OPEN_STRAIGHT = ("8c 7h 6s 5d Kh", "8c 7h 6s 5d", "straight")
INSIDE_STRAIGHT = ("8c 7h 5s 4d Kh", "8c 7h 5s 4d", "straight")
PAIR = ("Ts Td 9h 6c 2s", "Ts Td", None)
TWO_PAIRS = ("As Ah Kd Kc 2s", "As Ah Kd Kc", None)


def chance(draw) -> Chance:
    hand, hold, target = draw
    return draw_chance(hand, hold, target=target)


def brute_force(hand: str, hold: str, reaches) -> tuple[int, int]:
    """Deal out every draw from the rest of the pack: how many reach the aim, of how many."""
    cards, held = parse_cards(hand), parse_cards(hold)
    stock = [c for c in pack() if c not in cards]
    hits = total = 0
    for drawn in combinations(stock, 5 - len(held)):
        total += 1
        hits += reaches(evaluate(list(held) + list(drawn)))
    return hits, total


CLASS_ORDER = ["no-pair", "one-pair", "two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush"]


def at_least(klass):
    return lambda v: CLASS_ORDER.index(v.klass) >= CLASS_ORDER.index(klass)


class TheBooksDraws(unittest.TestCase):
    def test_four_flush_nine_of_forty_seven(self):
        """Betting: "It will cost you two chips to draw to a four-card flush—that is, the table bets you 5 to 2.\""""
        c = chance(FOUR_FLUSH)
        self.assertEqual((c.hits, c.cases, c.against), (9, 47, Fraction(38, 9)))
        w = weigh(5, 2, c)
        self.assertEqual(w.laid, Fraction(5, 2))
        self.assertEqual(w.expectation, Fraction(9 * 5 - 38 * 2, 47))  # -31/47: the call does not pay
        self.assertEqual(w.per_chip, Fraction(-31, 94))
        self.assertEqual((w.break_even, w.fewest), (Fraction(76, 9), 9))  # "there should be nine chips on the table"
        self.assertFalse(w.pays)
        self.assertFalse(weigh(8, 2, c).pays)  # eight chips lay 4 to 1, short of 38 to 9
        self.assertTrue(weigh(9, 2, c).pays)
        self.assertEqual(weigh(5, 2, c).verdict,
                         "The table lays you 5 to 2 (2½ to 1); the odds against making a flush or better are 38 to 9 (4 2/9 to 1): "
                         "the call does not pay, losing about 0.66 chip a call on the average; the pot must hold more than 8 4/9 chips "
                         "to make it pay.")

    def test_open_straight_five_chips_to_two_and_seven_to_one(self):
        """Coming In: "The draw is not worth it ... the pool offers him only five chips to two ... the age can draw to his
        bobtail by putting up one chip only; so that the chance is well worth it.\""""
        c = chance(OPEN_STRAIGHT)
        self.assertEqual((c.hits, c.cases), (8, 47))
        self.assertEqual(weigh(5, 2, c).expectation, Fraction(8 * 5 - 39 * 2, 47))
        self.assertFalse(weigh(5, 2, c).pays)
        self.assertEqual(weigh(7, 1, c).expectation, Fraction(8 * 7 - 39, 47))
        self.assertTrue(weigh(7, 1, c).pays)
        self.assertEqual((weigh(5, 2, c).break_even, weigh(5, 2, c).fewest), (Fraction(39, 4), 10))

    def test_inside_straight_eleven_chips(self):
        """Coming In: "there would be eleven chips in the pool, and the age could afford to draw to an inside straight"."""
        c = chance(INSIDE_STRAIGHT)
        self.assertEqual((c.hits, c.cases), (4, 47))
        self.assertEqual(weigh(11, 1, c).expectation, Fraction(4 * 11 - 43, 47))  # 1/47 of a chip: it just pays
        self.assertEqual(weigh(11, 1, c).fewest, 11)
        self.assertEqual(weigh(8, 2, c).expectation, Fraction(4 * 8 - 43 * 2, 47))  # Betting: "Will the table bet you 11 to 1 ...? No."
        self.assertEqual(weigh(8, 2, c).break_even, Fraction(43, 2))  # "You are accepting eight chips when you ought to get twenty-two"

    def test_pair_seven_chips_to_two(self):
        """Betting: "If there are seven chips on the table, and it costs you two to come in ... so of course you come in.\""""
        c = chance(PAIR)
        self.assertEqual((c.hits, c.cases), (4656, 16215))
        w = weigh(7, 2, c)
        self.assertEqual(w.expectation, Fraction(4656 * 7 - 11559 * 2, 16215))
        self.assertTrue(w.pays)
        self.assertEqual(w.fewest, 5)
        self.assertFalse(weigh(17, 12, c).pays)  # the raise to twelve chips: "the table offers you 15 to 12 only"

    def test_two_pairs_drawing_one(self):
        c = chance(TWO_PAIRS)
        self.assertEqual((c.hits, c.cases), (4, 47))
        self.assertEqual(weigh(1, 1, c).break_even, Fraction(43, 4))

    def test_brute_force_every_draw(self):
        """The counts against dealing out every draw and valuing the hand; the expectation against the average of the
        pool won or the bet lost over those draws."""
        cases = [(FOUR_FLUSH, at_least("flush")), (OPEN_STRAIGHT, at_least("straight")), (INSIDE_STRAIGHT, at_least("straight")),
                 (TWO_PAIRS, at_least("full-hand"))]
        for draw, reaches in cases:
            with self.subTest(draw=draw):
                c = chance(draw)
                self.assertEqual((c.hits, c.cases), brute_force(draw[0], draw[1], reaches))
                for pot, bet in ((5, 2), (7, 1), (26, 10), (1, 1)):
                    average = Fraction(c.hits * pot - (c.cases - c.hits) * bet, c.cases)
                    self.assertEqual(weigh(pot, bet, c).expectation, average)

    def test_brute_force_a_pair_drawing_three(self):
        hits, total = brute_force(PAIR[0], PAIR[1], at_least("two-pairs"))
        c = chance(PAIR)
        self.assertEqual((c.hits, c.cases), (hits, total))

    def test_break_even_and_fewest_by_search(self):
        """The fewest whole chips that pay: the least pot whose expectation is above nothing, found by trying each."""
        for draw in (FOUR_FLUSH, OPEN_STRAIGHT, INSIDE_STRAIGHT, PAIR, TWO_PAIRS):
            c = chance(draw)
            for bet in (1, 2, 3, 10):
                fewest = next(pot for pot in range(1, 1000) if weigh(pot, bet, c).expectation > 0)
                self.assertEqual(weigh(1, bet, c).fewest, fewest)
                self.assertEqual(weigh(1, bet, c).break_even, bet * c.against)

    def test_dead_cards_count(self):
        """Two hearts seen dead leave seven to fill the flush."""
        hand, hold, target = FOUR_FLUSH
        c = draw_chance(hand, hold, dead="2h 4h", target=target)
        self.assertEqual((c.hits, c.cases), (7, 45))

    def test_standing_pat_cannot_improve(self):
        w = weigh(7, 1, draw_chance("As Ah Kd Kc 2s", "As Ah Kd Kc 2s"))
        self.assertEqual((w.break_even, w.fewest, w.expectation), (None, None, Fraction(-1)))
        self.assertIn("no draw makes it", w.verdict)


ISSUE_42 = {"op": "pot-odds", "pot": 8, "bet": 7, "cards": "7c 3c 10s 7h 2d", "hold": "7c 3c", "dead": "8c Kh 7d",
            "target": "9h Qc 7s 5h 5s"}


def dealt_out(held: str, out: str, to_beat: str) -> tuple[int, int]:
    """Written from the rules, with treys as the judge: every draw from the cards neither in your hand, nor dead, nor in
    the hand to beat (another player's), and how many of them make a hand better than it."""
    from treys import Card as TCard
    from treys import Evaluator

    def t(cards):
        return [TCard.new(c.replace("10", "T")) for c in cards]

    judge = Evaluator()
    gone = set(out.split()) | set(to_beat.split())
    stock = [c.code for c in pack() if c.code not in gone]
    hand, goal = held.split(), judge.evaluate([], t(to_beat.split()))
    hits = total = 0
    for drawn in combinations(stock, 5 - len(hand)):
        total += 1
        hits += judge.evaluate([], t(hand + list(drawn))) < goal  # treys: lower is better
    return hits, total


class AHandToBeat(unittest.TestCase):
    """A target of five cards is another player's hand: its cards are not in the pack you draw from (issue 42)."""

    @unittest.skipIf(importlib.util.find_spec("treys") is None, "treys, the independent evaluator, is a test requirement, not in Pyodide")
    def test_its_cards_are_out_of_the_pack(self):
        """102/473 (21.6%) while the hand to beat's cards were left in the pack; 1,453 of 9,139 with them out, as dealing
        out every draw from the 39 cards left finds."""
        c = api.handle(ISSUE_42)["chance"]
        self.assertEqual((c["count"], c["cases"], c["probability"]), (1453, 9139, "1453/9139"))
        self.assertEqual(dealt_out("7c 3c", "7c 3c 10s 7h 2d 8c Kh 7d", "9h Qc 7s 5h 5s"), (1453, 9139))

    def test_the_draw_and_the_holds_alike(self):
        """The draw and the 32 holds count the same draws as the pot's odds."""
        fields = {k: ISSUE_42[k] for k in ("cards", "hold", "dead", "target")}
        self.assertEqual(api.handle({"op": "draw", **fields})["target"]["probability"], "1453/9139")
        holds = api.handle({"op": "holds", **{k: v for k, v in fields.items() if k != "hold"}, "order": "target"})["holds"]
        row = next(h for h in holds if h["hold"] == ["7c", "3c"])
        self.assertEqual((row["target"]["count"], row["draws"]), (1453, 9139))
        self.assertTrue(all(h["draws"] == comb(39, h["draw"]) for h in holds))

    def test_a_card_in_two_places_refused(self):
        """A card of the hand to beat that is also in your hand, or among the dead cards, is refused, naming the target."""
        for op in ("pot-odds", "draw", "holds"):
            for target, where in (("7c Qc 9s 5h 5s", "your hand"), ("8c Qc 9s 5h 5s", "the cards out")):
                with self.subTest(op=op, target=target):
                    a = api.handle({**ISSUE_42, "op": op, "target": target} if op == "pot-odds" else
                                   {"op": op, "cards": ISSUE_42["cards"], "dead": ISSUE_42["dead"], "target": target})
                    self.assertEqual(a["error"]["code"], "duplicate-card")
                    self.assertTrue(a["error"]["message"].startswith("the target: "), a["error"]["message"])
                    self.assertIn(where, a["error"]["message"])

    def test_too_many_cards_out_with_the_hand_to_beat(self):
        """Five cards of the hand, five of the hand to beat: at most 37 dead leave five to draw (52 - 15)."""
        dead = [c.code for c in pack() if c.code not in "7c 3c 10s 7h 2d 9h Qc 7s 5h 5s".split()]
        ok = api.handle({"op": "draw", "cards": "7c 3c 10s 7h 2d", "hold": "", "dead": dead[:37], "target": "9h Qc 7s 5h 5s"})
        self.assertEqual(ok["draws"], 1)
        refused = api.handle({"op": "draw", "cards": "7c 3c 10s 7h 2d", "hold": "", "dead": dead[:38], "target": "9h Qc 7s 5h 5s"})
        self.assertEqual(refused["error"]["code"], "too-many-dead")
        self.assertIn("at most 37", refused["error"]["message"])


class OddsInWords(unittest.TestCase):
    def test_odds_read(self):
        for text, (hits, cases) in {"4 to 1": (1, 5), "4½ to 1": (2, 11), "4 1/2 to 1": (2, 11), "38 to 9": (9, 47), "even": (1, 2),
                                    "3 to 1 on": (3, 4), "1,000 to 1": (1, 1001), "10 to 1": (1, 11), " 4.25 to 1 ": (4, 21),
                                    "9 to 5 against": (5, 14)}.items():
            with self.subTest(text=text):
                c = read_against(text)
                self.assertEqual((c.hits, c.cases), (hits, cases))

    def test_the_maxim(self):
        """Maxims for Drawing: "it is not worth while to pay even money for a 10 to 1 chance\""""
        w = weigh(1, 1, read_against("10 to 1"))
        self.assertEqual((w.expectation, w.fewest), (Fraction(-9, 11), 11))

    def test_bad_odds_named(self):
        for text in ("4 to", "four to one", "0 to 1", "4 to 0", "4 5/3 to 1", "", "1,000,001 to 1", "4 to 1" + " " * 5 + "x" * 40, "4 to 1 to 1"):
            with self.subTest(text=text), self.assertRaises(RequestError) as caught:
                read_against(text)
            self.assertEqual(caught.exception.code, "bad-odds")

    def test_mixed(self):
        self.assertEqual([mixed(Fraction(x)) for x in ("38/9", "5/2", "7", "3/4", "43/4", "2750/3")], ["4 2/9", "2½", "7", "¾", "10¾", "916⅔"])


class Facade(unittest.TestCase):
    def test_the_four_flush(self):
        a = api.handle({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h", "target": "flush"})
        self.assertEqual(a["laid"], {"words": "5 to 2 (2½ to 1)", "ratio": "5/2", "odds": "2½ to 1"})
        self.assertEqual(a["chance"], {"count": 9, "cases": 47, "probability": "9/47", "aim": "making a flush or better",
                                       "against": "38 to 9 (4 2/9 to 1)", "odds": "4¼ to 1", "counted": True})
        self.assertEqual(a["expectation"]["chips"], "-31/47")
        self.assertEqual((a["pays"], a["break_even"], a["fewest"]), ("does-not-pay", {"chips": "76/9", "words": "8 4/9"}, 9))
        self.assertEqual(a["draw"], {"hand": ["Ah", "9h", "6h", "3h", "Kc"], "hold": ["Ah", "9h", "6h", "3h"], "discard": ["Kc"], "draw": 1,
                                     "dead": [], "target": "flush", "rules": []})

    def test_odds_given(self):
        a = api.handle({"op": "pot-odds", "pot": "7", "bet": "1", "against": "4 to 1"})
        self.assertEqual((a["pays"], a["expectation"]["chips"], a["fewest"], a["draw"]), ("pays", "3/5", 5, None))
        self.assertEqual(a["verdict"], "The table lays you 7 to 1; the odds against your draw are 4 to 1: the call pays, winning 3/5 chip a "
                                       "call on the average.")

    def test_every_bad_field_named(self):
        base = {"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h"}
        cases = [
            ({"pot": 0}, "bad-number", "the pot"), ({"pot": "lots"}, "bad-number", "the pot"), ({"pot": 100_001}, "bad-number", "the pot"),
            ({"pot": True}, "bad-number", "the pot"), ({"pot": 2.5}, "bad-number", "the pot"), ({"bet": -1}, "bad-number", "the bet"),
            ({"bet": None}, "bad-request", '"bet" is null'), ({"bet": "1e3"}, "bad-number", "the bet"),
            ({"cards": "Ah 9h 6h 3h"}, "wrong-count", ""), ({"cards": "Ah 9h 6h 3h 1h"}, "bad-card", "1h"),
            ({"cards": ""}, "bad-request", "blank"), ({"cards": 5}, "bad-request", "\"cards\""),
            ({"hold": "As"}, "not-in-hand", "the cards to hold"), ({"hold": {"a": 1}}, "bad-request", "\"hold\""),
            ({"dead": "Ah"}, "duplicate-card", "Ah"), ({"target": "flushes"}, "bad-target", "flushes"), ({"target": 3}, "bad-request", "target"),
            ({"rules": "nonesuch"}, "unknown-rule", "nonesuch"), ({"against": "4 to 1"}, "bad-request", "not both"),
            ({"colour": "red"}, "bad-request", "unknown field"),
        ]
        for change, code, words in cases:
            with self.subTest(change=change):
                a = api.handle({**base, **change})
                self.assertIn("error", a)
                self.assertEqual(a["error"]["code"], code, a["error"]["message"])
                self.assertIn(words, a["error"]["message"])
        for request, words in [({"op": "pot-odds", "bet": 2, "against": "4 to 1"}, "needs \"pot\""),
                               ({"op": "pot-odds", "pot": 2, "against": "4 to 1"}, "needs \"bet\""),
                               ({"op": "pot-odds", "pot": 5, "bet": 2}, "the draw"),
                               ({"op": "pot-odds", "pot": 5, "bet": 2, "against": ["4 to 1"]}, "\"against\" must be odds"),
                               ({"op": "pot-odds", "pot": 5, "bet": 2, "against": "<b>4</b> to 1"}, "'<b>4</b> to 1' is not")]:
            with self.subTest(request=request):
                self.assertIn(words, api.handle(request)["error"]["message"])

    def test_in_use_on_refusal(self):
        a = api.handle({"op": "pot-odds", "pot": 5, "bet": 2, "cards": "Ah 9h 6h 3h Kc", "hold": "", "dead": "Ah", "target": "flush"})
        self.assertEqual(a["in_use"], ["Ah", "9h", "6h", "3h", "Kc"])


class Widget(unittest.TestCase):
    def respond(self, **fields):
        return json.loads(web.respond(json.dumps({"op": "pot-odds", "view": "pot-odds", **fields})))

    def test_the_form_with_odds_given(self):
        """The form sends every field: blank boxes and the draw's other fields are left out when the odds are given."""
        r = self.respond(pot="26", bet="10", cards="", hold="Ah", target="flush", against="4½ to 1")
        self.assertEqual(r["answer"]["pays"], "does-not-pay")
        self.assertIn('data-pays="does-not-pay"', r["html"])
        self.assertIn("9 to 2 (4½ to 1)", r["html"])

    def test_escaped(self):
        r = self.respond(pot="5", bet="2", cards="", hold="", target="improve", against="<script>alert(1)</script> to 1")
        self.assertNotIn("<script>", r["html"])
        self.assertIn("&lt;script&gt;", r["html"])
        r = self.respond(pot="<img src=x>", bet="2", cards="Ah 9h 6h 3h Kc", hold="", target="improve", against="")
        self.assertNotIn("<img", r["html"])

    def test_hold_not_in_hand(self):
        r = self.respond(pot="5", bet="2", cards="Ah 9h 6h 3h Kc", hold="Qs", target="flush", against="")
        self.assertEqual(r["answer"]["field"], "hold")
        self.assertIn("The cards to hold:", r["html"])
        self.assertIn('data-set=\'{&quot;hold&quot;: &quot;Ah&quot;}\'', r["html"])

    def test_the_answer(self):
        r = self.respond(pot="5", bet="2", cards="Ah 9h 6h 3h Kc", hold="Ah 9h 6h 3h", target="flush", against="")
        html = r["html"]
        self.assertIn("The table lays you", html)
        self.assertIn('data-fewest="9"', html)
        self.assertIn("<strong>8 4/9 chips</strong>", html)
        self.assertIn('data-site-path="tools/poker-odds/?draw=Ah+9h+6h+3h+Kc&amp;draw-hold=Ah+9h+6h+3h#draw"', html)

    def test_the_draw_carries_the_hand_here(self):
        """The 32 holds link to the pot-odds widget with the hand, the hold and the aim filled in."""
        html = json.loads(web.respond(json.dumps({"op": "holds", "view": "holds", "cards": "Ah 9h 6h 3h Kc", "hold": "Ah 9h 6h 3h",
                                                  "target": "flush"})))["html"]
        self.assertIn('data-site-path="tools/poker-varieties/?pot-odds-cards=Ah+9h+6h+3h+Kc&amp;pot-odds-hold=Ah+9h+6h+3h'
                      '&amp;pot-odds-target=flush#pot-odds"', html)

    def test_the_widget_built(self):
        html = web.fence("widget: pot-odds\nid: pot-odds\ncards: 8c 7h 6s 5d Kh\nhold: 8c 7h 6s 5d\ntarget: straight\n", None, None, None, None)
        for param in ("pot-odds-pot", "pot-odds-bet", "pot-odds-cards", "pot-odds-hold", "pot-odds-target", "pot-odds-against"):
            self.assertIn(f'data-param="{param}"', html)
        self.assertIn("39 to 8 (4 7/8 to 1)", html)


@unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
class CommandLine(unittest.TestCase):
    def run_cli(self, *args):
        env = {**os.environ, "PYTHONPATH": PYSRC}
        return subprocess.run([sys.executable, "-m", "hoyle", "pot-odds", *args], capture_output=True, text=True, env=env)

    def test_a_draw(self):
        out = self.run_cli("--pot", "5", "--bet", "2", "Ah", "9h", "6h", "3h", "Kc", "--hold", "Ah", "9h", "6h", "3h", "--target", "flush")
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(json.loads(out.stdout)["fewest"], 9)

    def test_odds_given(self):
        out = self.run_cli("--pot", "1", "--bet", "1", "--against", "10 to 1")
        self.assertEqual(json.loads(out.stdout)["pays"], "does-not-pay")

    def test_both_ways_refused(self):
        out = self.run_cli("--pot", "1", "--bet", "1", "--against", "10 to 1", "As")
        self.assertEqual(out.returncode, 2)
        self.assertIn("not both", json.loads(out.stdout)["error"]["message"])


if __name__ == "__main__":
    unittest.main()

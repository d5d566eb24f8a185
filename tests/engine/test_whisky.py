"""Whisky poker: the widow dealt in the book's order, and every choice of a turn weighed.

The one count of the opponent's hands that serves every option (hoyle.poker.whisky.field_of) is checked against
dealing out every hand he may hold (heads_up_readable, on a pack cut down by cards seen) and against
hoyle.poker.straight.heads_up on the whole pack; the table's shares against best_of, deal for deal; the widow
taken unseen against every widow and every other hand dealt out from a few unseen cards."""

from __future__ import annotations

import doctest
import json
import random
import subprocess
import sys
import unittest
from fractions import Fraction
from itertools import combinations

from hoyle import api, web
from hoyle.api.reading import rules_named
from hoyle.cards import pack, parse_cards
from hoyle.poker import whisky
from hoyle.poker.rules import HouseRules
from hoyle.poker.straight import best_of, heads_up, heads_up_readable
from hoyle.poker.tables import card_int, table

STANDARD = HouseRules()
HAND = parse_cards("Qh Jh 8h 4h 2c")
WIDOW = parse_cards("9s 9d 5c 5s Ah")


class TheDeal(unittest.TestCase):
    def test_one_at_a_time_the_widow_just_before_the_dealer(self):
        # The shuffle done again here, and the cards given round in the book's words: seat 1 (the dealer's left)
        # first, ..., "dealing to the widow just before he deals to himself".
        for players, seed in [(2, 1), (5, 7), (8, 123456)]:
            with self.subTest(players=players, seed=seed):
                cards, rnd = list(pack()), random.Random(seed).random
                for i in range(5 * (players + 1)):
                    j = i + int(rnd() * (52 - i))
                    cards[i], cards[j] = cards[j], cards[i]
                receivers = [*(f"seat {s}" for s in range(1, players)), "widow", f"seat {players}"]
                got: dict[str, list] = {r: [] for r in receivers}
                for k in range(5 * (players + 1)):
                    got[receivers[k % (players + 1)]].append(cards[k])
                d = whisky.deal(players, seed)
                self.assertEqual(d.widow, tuple(got["widow"]))
                self.assertEqual(d.hands, tuple(tuple(got[f"seat {s}"]) for s in range(1, players + 1)))
                self.assertEqual(d, whisky.deal(players, seed))  # the same seed, the same deal
                self.assertEqual(len({c for h in (*d.hands, d.widow) for c in h}), 5 * (players + 1))

    def test_a_deal_pinned(self):
        d = whisky.deal(5, 7)
        self.assertEqual([" ".join(c.code for c in h) for h in d.hands],
                         ["Jh Ks Qd 3d 4s", "6s 10s 8c 8d 3h", "6d 5s 9h 2c Qs", "8s Kd 4h 9s 6h", "5h Kh 3c 9d Jc"])
        self.assertEqual(" ".join(c.code for c in d.widow), "Jd 2s 2d 6c 8h")
        self.assertEqual(whisky.dealing_order(5), (1, 2, 3, 4, 0, 5))


class Options(unittest.TestCase):
    def test_every_option_counted_as_dealing_out_every_hand(self):
        seen = parse_cards("As Ks Qs Js 10s 8s 7s 6s 4s 3s 2s Kh 10h 9h 7h 6h 5h 3h 2h Kd")  # 22 cards left unseen
        found = whisky.options(HAND, WIDOW, seen, players=2)
        self.assertEqual(len(found), 27)
        known = HAND + WIDOW + seen
        for o in found:
            with self.subTest(option=(o.action, o.give, o.take)):
                dead = tuple(c for c in known if c not in o.hand)
                self.assertEqual(o.heads_up, heads_up_readable(o.hand, STANDARD, dead))
                self.assertEqual(o.share, o.heads_up.share)
        shares = [o.share for o in found]
        self.assertEqual(shares, sorted(shares, reverse=True))

    def test_the_whole_pack_agrees_with_heads_up_and_best_of(self):
        found = whisky.options(HAND, WIDOW, (), players=5, deals=400, seed=3)
        known = HAND + WIDOW
        kinds = sorted({o.action for o in found})
        self.assertEqual(kinds, ["exchange", "knock", "take"])
        for o in found:
            dead = tuple(c for c in known if c not in o.hand)
            self.assertEqual(o.heads_up, heads_up(o.hand, STANDARD, dead))
            self.assertEqual(o.table, best_of(o.hand, 5, STANDARD, dead, 400, 3))  # the same deals, deal for deal

    def test_the_book_page_turn(self):
        best, take = whisky.options(HAND, WIDOW)[:2]
        self.assertEqual((best.action, best.give.code, best.take.code), ("exchange", "2c", "Ah"))  # a flush, ace high
        self.assertEqual((best.heads_up.beats, best.heads_up.ties, best.heads_up.loses), (848986, 3, 1679))
        self.assertEqual(best.share, Fraction(1697975, 1701336))
        self.assertEqual(take.action, "take")  # the two pairs, nines and fives
        self.assertEqual((take.heads_up.beats, take.heads_up.ties, take.heads_up.loses), (799473, 3, 51192))

    def test_before_the_widow_is_turned(self):
        hand = parse_cards("Jh Ks Qd 3d 4s")
        found = whisky.options(hand, None, players=5, deals=200)
        self.assertEqual([o.action for o in found], ["take-unseen", "pass", "knock"])
        self.assertEqual((found[0].share, found[0].table_exact), (Fraction(1, 2), Fraction(1, 5)))
        self.assertEqual(found[1].heads_up, heads_up(hand))
        self.assertEqual([o.action for o in whisky.options(hand, None, players=5, deals=200, dealer=True)], ["take-unseen", "turn-up", "knock"])

    def test_the_widow_unseen_is_an_even_chance_exactly(self):
        # Every widow, and every other hand (or two), from the few cards unseen, dealt out: the widow's share
        # is one half against one hand and one third among three, as the engine says without dealing.
        strength = table(STANDARD).strength
        for unseen_count, players in [(12, 2), (15, 3)]:
            left = pack()[:unseen_count]
            value = {sum(1 << i for i in h): strength([left[i] for i in h]) for h in combinations(range(unseen_count), 5)}
            everything = (1 << unseen_count) - 1
            sixths, deals = 0, 0  # the pools the widow takes, in sixths (a tie of two or three divides one)
            for widow, mine in value.items():
                for first, his in value.items():
                    if first & widow:
                        continue
                    theirs = [his] if players == 2 else [his, value[everything ^ widow ^ first]]
                    top = max(theirs)
                    deals += 1
                    sixths += 6 if mine > top else 6 // (theirs.count(top) + 1) if mine == top else 0
            total = Fraction(sixths, 6)
            seen = tuple(pack()[unseen_count:])
            hand, seen = seen[:5], seen[5:]
            with self.subTest(players=players):
                self.assertEqual(total / deals, Fraction(1, players))
                unseen_option = next(o for o in whisky.options(hand, None, seen, players, deals=10) if o.action == "take-unseen")
                self.assertEqual(unseen_option.table_exact if players > 2 else unseen_option.share, Fraction(1, players))

    def test_the_widow_unseen_escapes_the_bill_exactly(self):
        """When the worst hand pays: every widow and both other hands dealt out from 15 unseen cards, the widow pays
        a third of the bills (a tie for the worst dividing it), so taking it unseen escapes two in three."""
        strength = table(STANDARD).strength
        left = pack()[:15]
        value = {sum(1 << i for i in h): strength([left[i] for i in h]) for h in combinations(range(15), 5)}
        everything = (1 << 15) - 1
        sixths, deals = 0, 0
        for widow, mine in value.items():
            for first, his in value.items():
                if first & widow:
                    continue
                theirs = [his, value[everything ^ widow ^ first]]
                low = min(theirs)
                deals += 1
                sixths += 6 if mine < low else 6 // (theirs.count(low) + 1) if mine == low else 0
        self.assertEqual(Fraction(sixths, 6) / deals, Fraction(1, 3))
        seen = tuple(pack()[15:])
        unseen_option = next(o for o in whisky.options(seen[:5], None, seen[5:], 3, deals=10, aim="worst-pays") if o.action == "take-unseen")
        self.assertEqual(unseen_option.table_exact, Fraction(2, 3))

    def test_the_escape_recounted_deal_by_deal(self):
        """The worst hand pays: each option's escape over the seeded deals, recounted by dealing the same deals with the
        plain strength of every hand; and heads up, escaping is the share of the pool."""
        deals, seed, players = 300, 5, 4
        found = whisky.options(HAND, WIDOW, (), players, deals=deals, seed=seed, aim="worst-pays")
        t = table(STANDARD)
        left = [c for c in pack() if c not in HAND + WIDOW]
        pool = [card_int(c) for c in left]
        back = {card_int(c): c for c in left}
        rng = random.Random(seed)
        others = []
        for _ in range(deals):
            cards = [back[c] for c in rng.sample(pool, 5 * (players - 1))]
            others.append([t.strength(cards[5 * i: 5 * i + 5]) for i in range(players - 1)])
        for o in found:
            mine = t.strength(o.hand)
            escaped = sum(1 - (Fraction(1, hands.count(mine) + 1) if mine == min(hands) else 1 if mine < min(hands) else 0) for hands in others)
            with self.subTest(option=(o.action, o.give, o.take)):
                self.assertAlmostEqual(o.table.share, float(escaped / deals), places=5)
                self.assertTrue(o.table.low <= o.table.share <= o.table.high)
        ranked = [o.table.share for o in found]
        self.assertEqual(ranked, sorted(ranked, reverse=True))  # the worst pays: ranked by the escape at the table
        best = whisky.options(HAND, WIDOW, (), 2, aim="best-wins")
        worst = whisky.options(HAND, WIDOW, (), 2, aim="worst-pays")
        self.assertEqual([(o.action, o.give, o.take, o.share) for o in best], [(o.action, o.give, o.take, o.share) for o in worst])
        with self.assertRaises(ValueError):
            whisky.options(HAND, WIDOW, aim="cheapest")

    def test_after_a_knock_he_stands(self):
        """"After the knock each of the other players still has one more chance to draw or exchange", and he may
        pass "without either drawing or knocking" once "some previous player has knocked"."""
        up = whisky.options(HAND, WIDOW, (), 5, deals=50, knocked=True)
        self.assertEqual(sorted({o.action for o in up}), ["exchange", "stand", "take"])
        hand = parse_cards("Jh Ks Qd 3d 4s")
        self.assertEqual([o.action for o in whisky.options(hand, None, players=5, deals=50, knocked=True)], ["take-unseen", "stand"])
        self.assertEqual([o.action for o in whisky.options(hand, None, players=5, deals=50, dealer=True, knocked=True)],
                         ["take-unseen", "turn-up"])
        plain = whisky.options(HAND, WIDOW, (), 5, deals=50)
        self.assertEqual([(o.share, o.table) for o in up], [(o.share, o.table) for o in plain])  # the same figures, the knock renamed

    def test_the_field_counts_every_hand_with_the_joker(self):
        rules = rules_named("joker")
        left = [c for c in pack(True) if c.rank in (0, 14, 13, 12) or c.suit == "s"]
        field = whisky.field_of(left, rules)
        strength5 = table(rules).strength5
        counts: dict[int, int] = {}
        for h in combinations([card_int(c) for c in left], 5):
            s = strength5(*h)
            counts[s] = counts.get(s, 0) + 1
        self.assertEqual(dict(zip(field.strengths, field.ways)), counts)
        self.assertEqual(field.total, sum(counts.values()))


class Facade(unittest.TestCase):
    def test_the_answer(self):
        answer = api.handle({"op": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah", "players": 5})
        best = answer["options"][0]
        self.assertEqual(best["words"], "Exchange the 2\u2663 for the widow\u2019s A\u2665")
        self.assertEqual(best["heads_up"], {"beats": 848986, "ties": 3, "loses": 1679, "total": 850668, "share": "1697975/1701336",
                                            "percent": 99.8, "odds": "505 to 1 on"})
        self.assertFalse(best["table"]["exact"])
        self.assertEqual(len(answer["options"]), 27)
        self.assertEqual((answer["unseen"], answer["sample"]), (42, {"deals": 3000, "seed": 1}))
        self.assertTrue(answer["best"].startswith("Exchange the 2\u2663 for the widow\u2019s A\u2665: it leaves a flush, ace high"))

    def test_a_choice_never_best_still_has_an_interval(self):
        """Issue 42: 21 of these 27 choices were best in none of the 3,000 deals among five players, each read 0 to 0.
        Wilson's interval of none in 3,000 runs from 0 to 3.8416/3,003.8416 = 0.0012789..., 0.00128 rounded outward."""
        request = {"op": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah"}
        answer = api.handle(request)
        never = [o["table"] for o in answer["options"] if o["table"]["share"] == 0]
        self.assertEqual(never, [{"share": 0.0, "low": 0.0, "high": 0.00128, "exact": False}] * 21)
        self.assertTrue(all(o["table"]["low"] < o["table"]["high"] for o in answer["options"]))
        html = json.loads(web.respond(json.dumps({**request, "view": "whisky"})))["html"]
        self.assertEqual(html.count('0.0%<br><span class="hoyle-help">0.0% to 0.1%</span>'), 21)  # (0.128%)

    def test_a_deal_by_the_seed(self):
        answer = api.handle({"op": "whisky", "seed": 7, "players": 5, "seat": 2, "deals": 100})
        self.assertEqual(answer["cards"], ["6s", "10s", "8c", "8d", "3h"])
        self.assertEqual(answer["deal"]["widow"], ["Jd", "2s", "2d", "6c", "8h"])
        self.assertIsNone(answer["widow"])
        self.assertEqual([o["action"] for o in answer["options"]][0], "pass")  # a pair of eights is better than an even chance
        dealer = api.handle({"op": "whisky", "seed": 7, "players": 5, "seat": 5, "deals": 100})
        self.assertTrue(dealer["dealer"])
        self.assertIn("turn-up", [o["action"] for o in dealer["options"]])

    def test_bad_fields_are_named(self):
        hand, widow = "Ks Kd 9c 5h 2s", "Kh 7d 7c 4h 3s"
        many = " ".join(c.code for c in pack()[:40] if c.code not in hand.split() + widow.split())
        for request, code, words in [
            ({"cards": "Ks Kd 9c 5h"}, "wrong-count", "your hand: a poker hand has five cards; you gave 4 cards"),
            ({"cards": hand, "widow": "Kh 7d"}, "wrong-count", "the widow: a poker hand has five cards; you gave 2 cards"),
            ({"cards": hand, "seen": "1s"}, "bad-card", "the cards seen: '1s' is not a card"),
            ({"cards": hand, "widow": "Kh 7d 7c 4h Ks"}, "duplicate-card", "Ks is in your hand and in the widow"),
            ({"cards": hand, "widow": widow, "seen": "7d"}, "duplicate-card", "7d is in the widow and in the cards seen"),
            ({"cards": "Jo Kd 9c 5h 2s"}, "bad-card", "your hand: the joker is not in play"),
            ({"cards": 5}, "bad-request", '"cards" must be cards'),
            ({"cards": hand, "widow": {"a": 1}}, "bad-request", '"widow" must be cards'),
            ({"widow": widow}, "no-cards", '"cards": give your five cards'),
            ({"cards": hand, "players": 9}, "bad-players", "9 is out of range"),
            ({"cards": hand, "players": "five"}, "bad-players", "'five' is not one"),
            ({"cards": hand, "seat": 0}, "bad-number", "0 is out of range"),
            ({"cards": hand, "players": 3, "seat": 4}, "bad-number", "from 1 to 3 (the dealer) at a table of 3; 4 is out of range"),
            ({"cards": hand, "deals": 3001}, "bad-deals", "3,001"),
            ({"cards": hand, "seed": -1}, "bad-seed", "out of range"),
            ({"cards": hand, "rules": "joker,pinochle"}, "unknown-rule", "pinochle"),
            ({"cards": hand, "pot": 3}, "bad-request", "unknown field 'pot'"),
            ({"cards": hand, "widow": widow, "seen": many, "players": 8}, "too-many-dead", "too few for 7 other hands"),
        ]:
            with self.subTest(request=request):
                answer = api.handle({"op": "whisky", **request})
                self.assertEqual(answer["error"]["code"], code, answer)
                self.assertIn(words, answer["error"]["message"])

    @unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
    def test_the_command_line(self):
        out = subprocess.run([sys.executable, "-m", "hoyle", "whisky", "Qh", "Jh", "8h", "4h", "2c", "--widow", "9s", "9d", "5c", "5s", "Ah",
                              "--players", "3", "--deals", "200"], capture_output=True, text=True, check=True).stdout
        self.assertEqual(json.loads(out), api.handle({"op": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah", "seen": "",
                                                      "players": "3", "seat": "1", "deals": "200", "seed": "1", "rules": ""}))
        self.assertEqual(json.loads(out)["options"][0]["give"], "2c")
        dealt = json.loads(subprocess.run([sys.executable, "-m", "hoyle", "whisky", "--seed", "7", "--deals", "50"], capture_output=True,
                                          text=True, check=True).stdout)
        self.assertEqual(dealt["cards"], ["Jh", "Ks", "Qd", "3d", "4s"])


class Modes(unittest.TestCase):
    def test_the_answer_says_the_aim_and_the_knock(self):
        answer = api.handle({"op": "whisky", "cards": "Jh Ks Qd 3d 4s", "players": 5, "aim": "worst-pays", "knocked": True, "deals": 100})
        self.assertEqual((answer["aim"], answer["knocked"]), ("worst-pays", True))
        self.assertEqual([o["action"] for o in answer["options"]], ["take-unseen", "stand"])
        self.assertEqual(answer["options"][0]["table"], {"share": 0.8, "low": 0.8, "high": 0.8, "exact": True})
        self.assertIn("escapes paying 80.0% of the time, exactly", answer["best"])
        plain = api.handle({"op": "whisky", "cards": "Jh Ks Qd 3d 4s", "players": 5, "deals": 100})
        self.assertEqual((plain["aim"], plain["knocked"]), ("best-wins", False))
        self.assertIn("20.0% of the pools, exactly", plain["best"])
        for request, words in (({"aim": "cheapest"}, "the aim is best-wins or worst-pays, not 'cheapest'"),
                               ({"aim": ["worst-pays"]}, "the aim"), ({"knocked": "yes"}, '"knocked" (whether someone has knocked) must be'),
                               ({"knocked": 1}, "must be true or false")):
            with self.subTest(request=request):
                bad = api.handle({"op": "whisky", **request})
                self.assertIn(words, bad["error"]["message"])

    def test_the_widget_says_it(self):
        html = json.loads(web.respond(json.dumps({"op": "whisky", "view": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah",
                                                  "players": "5", "deals": 200, "aim": "worst-pays", "knocked": True})))["html"]
        self.assertIn("Escapes paying, among 5 (sampled)", html)
        self.assertIn("Someone has knocked: this is your last chance", html)
        self.assertIn("standing", html)
        self.assertIn('data-action="stand"', html)
        self.assertNotIn('data-action="knock"', html)
        built = web.WIDGETS["whisky"]({"id": "w", "cards": "Qh Jh 8h 4h 2c", "aim": "worst-pays", "knocked": "true"})
        self.assertIn('data-field="knocked"', built)
        self.assertIn('value="worst-pays" selected', built)


class Widget(unittest.TestCase):
    def test_the_answer_drawn(self):
        html = json.loads(web.respond(json.dumps({"op": "whisky", "view": "whisky", "cards": "Qh Jh 8h 4h 2c", "widow": "9s 9d 5c 5s Ah",
                                                  "players": "5", "seat": "1", "seed": "1", "rules": ""})))["html"]
        self.assertIn("<strong>Best:</strong> Exchange the 2\u2663 for the widow\u2019s A\u2665", html)
        self.assertIn("All 27 choices, ranked", html)
        self.assertIn('data-card="Ah"', html)
        self.assertIn("every hand he may hold from the 42 cards you have not seen", html)

    def test_a_deal_drawn(self):
        html = json.loads(web.respond(json.dumps({"op": "whisky", "view": "whisky", "cards": "", "widow": "", "seen": "", "players": "5",
                                                  "seat": "1", "seed": "7"})))["html"]
        self.assertIn("Dealt by the seed 7, one card at a time: seat 1 (the dealer\u2019s left) to seat 4, the widow, then the dealer", html)
        self.assertIn("The widow: face down, not yet turned.", html)

    def test_an_echo_is_escaped(self):
        html = json.loads(web.respond(json.dumps({"op": "whisky", "view": "whisky", "cards": "Ks Kd 9c 5h <b>x"})))["html"]
        self.assertNotIn("<b>", html)
        self.assertIn("&lt;b&gt;", html)
        html = json.loads(web.respond(json.dumps({"op": "whisky", "view": "whisky", "cards": "Ks Kd 9c 5h 2s", "seat": "<i>"})))["html"]
        self.assertNotIn("<i>", html)


class Doctests(unittest.TestCase):
    def test_the_examples(self):
        result = doctest.testmod(whisky)
        self.assertGreater(result.attempted, 0)
        self.assertEqual(result.failed, 0)


if __name__ == "__main__":
    unittest.main()

"""Stud poker (Practical Poker, "Varieties of Poker", "Stud Poker"): the hand showing, the first say, the seeded deal,
and the exact chance of each class from the cards seen, checked against hand counts and an independent brute force
(every completion valued by hoyle.poker.hands.evaluate); the facade's two ops, the command line and the widget."""

import contextlib
import doctest
import io
import json
import random
import unittest
from fractions import Fraction
from itertools import combinations_with_replacement

from hoyle import __main__ as cli
from hoyle import api, web
from hoyle.api.answers import StudAnswer, StudChancesAnswer, conforms
from hoyle.cards import Card, parse_cards
from hoyle.errors import CardError, RequestError
from hoyle.poker import simulate as sim
from hoyle.poker import stud
from hoyle.poker.hands import showdown
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.deals import sim_int
from hoyle.poker.tables import JOKER_PRIME, PRIMES
from hoyle.web.stud import stud_answer_html

JOKER_RULES = HouseRules(joker=True)
NO_STRAIGHTS = HouseRules(no_straights=True)


def showing(text, rules=HouseRules()):
    return stud.showing(parse_cards(text), rules)


def card(code):
    return parse_cards(code)[0]


class Showing(unittest.TestCase):
    """One to four up cards valued as a partial poker hand, compared as poker hands compare."""

    def test_the_classes_in_order(self):
        ladder = ["As Kd Qc Jh", "2s 2d Kc Qh", "2s 2d 3c 3h", "2s 2d 2c 3h", "2s 2d 2c 2h"]
        values = [showing(t) for t in ladder]
        self.assertEqual([v.klass for v in values], ["no-pair", "one-pair", "two-pairs", "three-of-a-kind", "four-of-a-kind"])
        self.assertEqual(values, sorted(values))

    def test_the_ranks_then_the_odd_cards(self):
        self.assertGreater(showing("As"), showing("Kh"))
        self.assertGreater(showing("Ah 7c"), showing("Kh Qc"))  # the highest card first
        self.assertGreater(showing("Ah 9c 4d"), showing("Ad 9s 3c"))  # then the next, and so on
        self.assertGreater(showing("2s 2d"), showing("As Kd"))  # a pair over any high cards
        self.assertGreater(showing("Ks Kd 9c"), showing("Kh Kc 7d"))  # pairs alike: the odd card
        self.assertGreater(showing("Qs Qd 2c 2h"), showing("Js Jd 10c 10h"))  # "Queens up will beat jacks up"
        self.assertGreater(showing("7s 7d 7c 2h"), showing("6s 6d 6c Ah"))
        self.assertEqual(showing("Ks 9c"), showing("Kd 9h"))  # the suits never decide

    def test_four_cards_make_no_straight_or_flush(self):
        v = showing("9s 8s 7s 6s")
        self.assertEqual((v.klass, v.ranks), ("no-pair", (9, 8, 7, 6)))
        self.assertLess(v, showing("10c 4d 3h 2s"))

    def test_in_words(self):
        words = {"Kh": "king", "Kh 9c 4d": "king, nine and four", "9s 9d Kc": "pair of nines, with king", "4s Kh 4d Kc": "kings and fours",
                 "Qs Qd Qc 3h": "three queens, with three", "6s 6d 6c 6h": "four sixes", "2s 2d": "pair of deuces"}
        for text, expected in words.items():
            self.assertEqual(showing(text).words, expected, text)

    def test_the_joker_showing_is_named_as_it_pleases(self):
        v = showing("Jo Kd", JOKER_RULES)
        self.assertEqual((v.klass, v.ranks, v.joker_as), ("one-pair", (13,), 13))
        self.assertEqual(v.words, "pair of kings (the joker called a king)")
        self.assertEqual(showing("Jo", JOKER_RULES).words, "ace (the joker called an ace)")
        self.assertEqual(showing("Jo 9s 9d 4c", JOKER_RULES).klass, "three-of-a-kind")

    def test_two_pairs_over_threes_ranks_the_hands_showing_too(self):
        rules = HouseRules(joker=True, two_pairs_over_threes=True)
        self.assertGreater(showing("9s 9d 4c 4h", rules), showing("7s 7d 7c 2h", rules))
        self.assertLess(showing("9s 9d 4c 4h"), showing("7s 7d 7c 2h"))

    def test_wrong_numbers_refused(self):
        for cards in ((), parse_cards("As Ks Qs Js 10s")):
            with self.assertRaises(CardError):
                stud.showing(cards)

    def test_the_simulators_keys_agree(self):
        """The simulator's own table of hands showing (hoyle.poker.simulate.games, written apart) orders every pair of hands
        of one to three cards, and a sample of four, as these values do."""
        rng = random.Random(3)
        for joker in (False, True):
            keys = sim.showing_keys(joker)
            rules = HouseRules(joker=joker)
            for size in (1, 2, 3, 4):
                ranks = list(range(2, 15)) + ([0] if joker else [])
                hands = [c for c in combinations_with_replacement(ranks, size) if c.count(0) <= 1 and all(c.count(r) <= 4 for r in c)]
                if size == 4:
                    hands = rng.sample(hands, 300)
                values = {h: stud.showing([Card(r, "" if r == 0 else "shdc"[i % 4]) for i, r in enumerate(h)], rules) for h in hands}

                def key(h):
                    p = 1
                    for r in h:
                        p *= JOKER_PRIME if r == 0 else PRIMES[r]
                    return keys[p]
                for a, b in rng.sample([(a, b) for a in hands for b in hands], min(3000, len(hands) ** 2)):
                    self.assertEqual((values[a] < values[b], values[a] == values[b]), (key(a) < key(b), key(a) == key(b)), (a, b))


class FirstSay(unittest.TestCase):
    def test_the_best_hand_showing_speaks_first(self):
        self.assertEqual(stud.first_say([parse_cards("9c"), parse_cards("Kh"), parse_cards("Qd")]), 1)  # "the highest card showing"
        self.assertEqual(stud.first_say([parse_cards("Ah Kc"), parse_cards("3s 3d"), parse_cards("Ks Qs")]), 1)  # a pair over an ace
        self.assertEqual(stud.first_say([parse_cards("Ah Kc 2d 2s"), parse_cards("Ac Kd 3s 3c"), parse_cards("Qs Qd 5c 6s")]), 2)

    def test_hands_alike_go_to_the_dealers_left(self):
        """The editor's rule: the book does not say who speaks first when two hands showing are alike."""
        self.assertEqual(stud.first_say([parse_cards("9c"), parse_cards("Kh"), parse_cards("Kd")]), 1)
        self.assertEqual(stud.say_of([showing("Kh 9c"), showing("5s 4s"), showing("Kd 9h")]), (0, (0, 2)))

    def test_a_seat_out_of_the_pool_is_passed_over(self):
        self.assertEqual(stud.first_say([None, parse_cards("2c"), parse_cards("3d")]), 2)


class Deal(unittest.TestCase):
    def test_the_same_seed_deals_the_same_cards(self):
        self.assertEqual(stud.deal(5, 7), stud.deal(5, 7))
        self.assertNotEqual(stud.deal(5, 7).hands, stud.deal(5, 8).hands)
        d = stud.deal(5, 7, NO_STRAIGHTS)
        self.assertEqual([" ".join(c.code for c in h) for h in d.hands],
                         ["Jh 5h 2s 4h 2c", "6s Ks Kh 2d 9s", "6d 10s Qd 3c 6c", "8s 5s 8c 3d 9d", "Jd Kd 9h 8d 4s"])
        self.assertEqual([(r.first_say, r.equal) for r in d.rounds], [(1, (1, 4)), (1, (1,)), (1, (1,)), (1, (1,))])  # king and king: seat 2
        self.assertEqual(d.winners, (1,))

    def test_every_round_names_its_first_say_and_the_best_hand_wins(self):
        for players, seed, rules in ((2, 1, HouseRules()), (8, 5, JOKER_RULES), (6, 11, NO_STRAIGHTS)):
            d = stud.deal(players, seed, rules)
            cards = [c for h in d.hands for c in h]
            self.assertEqual((len(cards), len(set(cards))), (5 * players, 5 * players))
            for r in d.rounds:
                self.assertEqual(r.first_say, stud.first_say([h[1:1 + r.number] for h in d.hands], rules))
            self.assertEqual(list(d.winners), showdown(list(d.hands), rules))

    def test_the_simulators_first_deal(self):
        """The deal is the simulator's first deal of stud with the same seed, its first says and its winners."""
        for players, seed, rules in ((5, 1, ""), (8, 7, "joker"), (2, 3, "no-straights")):
            config = {"players": players, "deals": 1, "seed": seed, "game": "stud", "strategy": "anything", "rules": rules}
            s = sim.Simulator(sim.parse_config(config))
            trace: list = []
            s.run(1, trace)
            d = stud.deal(players, seed, HouseRules.parse(rules))
            self.assertEqual({seat: [sim_int(c) for c in h] for seat, h in enumerate(d.hands)}, trace[0]["hands"])
            self.assertEqual([r.first_say for r in d.rounds], trace[0]["first_say"])
            self.assertEqual(list(d.winners), trace[0]["winners"])

    def test_limits(self):
        for players, seed in ((1, 1), (9, 1), (2, -1), (2, stud.MAX_SEED + 1)):
            with self.assertRaises(RequestError):
                stud.deal(players, seed)


class Chances(unittest.TestCase):
    def ways(self, c):
        return {k: n for k, n in c.ways.items() if n}

    def test_one_card_to_come_counted_by_hand(self):
        # As down, Ad Kc 7h up, 48 cards unseen: the two aces left make threes, the three kings or three sevens two pairs.
        c = stud.chances(card("As"), parse_cards("Ad Kc 7h"))
        self.assertEqual((self.ways(c), c.total, c.beats), ({"one-pair": 40, "two-pairs": 6, "three-of-a-kind": 2}, 48, None))
        self.assertEqual(c.chance("three-of-a-kind"), Fraction(1, 24))
        # Deuces against kings showing: 45 unseen; 2h 2c make threes, Ks kings up, a seven sevens up: 6 beat the kings.
        c = stud.chances(card("2s"), parse_cards("2d Kc 7h"), (parse_cards("Kh Kd 3c"),))
        self.assertEqual((self.ways(c), c.total, c.beats), ({"one-pair": 39, "two-pairs": 4, "three-of-a-kind": 2}, 45, 6))
        self.assertEqual(c.against.words, "pair of kings, with three")
        # Four hearts: nine hearts left make the flush, twelve cards pair one of the four.
        c = stud.chances(card("9h"), parse_cards("6h 3h Kh"))
        self.assertEqual(self.ways(c), {"no-pair": 27, "one-pair": 12, "flush": 9})

    def test_straights_count_for_nothing_under_the_house_rule(self):
        c = stud.chances(card("9s"), parse_cards("8d 7c 6h"))  # a ten or a five fills: eight cards
        self.assertEqual(self.ways(c), {"no-pair": 28, "one-pair": 12, "straight": 8})
        c = stud.chances(card("9s"), parse_cards("8d 7c 6h"), rules=NO_STRAIGHTS)
        self.assertEqual(self.ways(c), {"no-pair": 36, "one-pair": 12})
        self.assertNotIn("straight", c.ways)

    def test_the_joker_down(self):
        # The joker pairs the ace; an ace, king or seven to come makes threes (nine cards); no straight can be made round the seven.
        c = stud.chances(card("Jo"), parse_cards("Ad Kc 7h"), rules=JOKER_RULES)
        self.assertEqual((self.ways(c), c.total), ({"one-pair": 40, "three-of-a-kind": 9}, 49))

    def test_exact_against_the_brute_force(self):
        cases = [
            ("As", "Kd", ("Qs", "9h", "9d"), HouseRules()),  # the first round: C(45, 3) ways
            ("Jh", "5h 2s", ("Ks Kh", "10s Qd", "5s 8c", "Kd 9h"), NO_STRAIGHTS),
            ("9h", "10h Jh", ("Qh Kh",), HouseRules()),
            ("Jo", "5h 6h", ("7h 8h", "Ad As"), HouseRules(joker=True, two_pairs_over_threes=True)),
            ("Ks", "Qs Js", ("Kd Kc", "2s 3s"), HouseRules(blaze=True, tiger=True, kilter=True)),
            ("Ah", "2c 3d 4s", ("Jo 5c 5d",), HouseRules(joker=True, round_the_corner=True, skip=True)),
        ]
        for down, up, others, rules in cases:
            args = (card(down), parse_cards(up), tuple(parse_cards(o) for o in others), rules)
            self.assertEqual(stud.chances(*args), stud.chances_readable(*args), (down, up, others))

    def test_the_total_is_every_way_the_cards_may_come(self):
        c = stud.chances(card("As"), parse_cards("Kd"), tuple(parse_cards(x) for x in ("2c", "3c", "4c", "5c", "6c", "7c", "8c")))
        self.assertEqual((c.unseen, c.total, sum(c.ways.values())), (43, 12341, 12341))

    def test_refused(self):
        with self.assertRaises(CardError):
            stud.chances(card("As"), parse_cards("As"))
        with self.assertRaises(CardError):
            stud.chances(card("As"), parse_cards("Kd"), (parse_cards("Qd Qs"),))
        with self.assertRaises(CardError):
            stud.chances(card("Jo"), parse_cards("Kd"))
        with self.assertRaises(CardError):
            stud.chances(card("As"), ())

    def test_doctests(self):
        self.assertEqual(doctest.testmod(stud).failed, 0)


class Facade(unittest.TestCase):
    def test_the_deal_as_far_as_a_round(self):
        a = api.handle({"op": "stud", "seed": 7, "players": 5, "round": 2, "rules": "no-straights"})
        self.assertEqual(conforms(a, StudAnswer), [])
        self.assertEqual([s["down"] for s in a["seats"]], ["Jh", None, None, None, None])  # only your own down card before the end
        self.assertEqual([s["up"] for s in a["seats"]][1], ["Ks", "Kh"])
        self.assertEqual([(r["first_say"], r["equal"], r["why"]) for r in a["rounds"]],
                         [(2, [2, 5], "seat 2 and seat 5 show hands alike (king): seat 2, nearest the dealer\u2019s left, speaks first "
                                      "(the editor\u2019s rule; the book does not say)"),
                          (2, [2], "the best hand showing is his, pair of kings")])
        self.assertEqual((a["next_round"], a["next_seed"], a["showdown"]), (3, 8, None))
        first, second = a["chances"]
        self.assertEqual((first["total"], first["unseen"], second["total"], second["unseen"]), (15180, 46, 820, 41))
        self.assertEqual({x["class"]: x["ways"] for x in second["classes"] if x["ways"]},
                         {"no-pair": 486, "one-pair": 306, "two-pairs": 21, "three-of-a-kind": 7})
        self.assertEqual(first["beats"], {"against": "king", "seat": 2, "ways": 9284, "chance": "211/345", "percent": 61.16})

    def test_the_end(self):
        a = api.handle({"op": "stud", "seed": 7, "players": 5, "seat": 3, "rules": "no-straights"})
        self.assertEqual(conforms(a, StudAnswer), [])
        self.assertEqual([s["down"] for s in a["seats"]], ["Jh", "6s", "6d", "8s", "Jd"])
        self.assertEqual((a["showdown"]["winners"], a["next_round"]), ([2], None))
        self.assertEqual([h["call"] for h in a["showdown"]["hands"]],
                         ["A pair of deuces", "A pair of kings", "A pair of sixes", "A pair of eights", "King high"])
        self.assertEqual([c["round"] for c in a["chances"]], [1, 2, 3])  # after the fourth up card nothing is to come
        self.assertEqual(a["chances"][2]["total"], 36)  # seat 3's last card: one of the 36 he has not seen

    def test_stud_chances(self):
        a = api.handle({"op": "stud-chances", "down": "2s", "up": "2d Kc 7h", "others": "Kh Kd 3c"})
        self.assertEqual(conforms(a, StudChancesAnswer), [])
        self.assertEqual(a["showing"]["words"], "king, seven and two")  # the up cards alone show
        c = a["chances"]
        self.assertEqual((c["to_come"], c["unseen"], c["total"]), (1, 45, 45))
        self.assertEqual(c["beats"], {"against": "pair of kings, with three", "seat": 2, "ways": 6, "chance": "2/15", "percent": 13.33})
        b = api.handle({"op": "stud-chances", "down": ["2s"], "up": ["2d", "Kc", "7h"], "others": [["Kh", "Kd", "3c"]]})
        self.assertEqual(b, a)

    def error(self, request):
        answer = api.handle(request)
        self.assertIn("error", answer, request)
        return answer["error"]["code"], answer["error"]["message"]

    def test_every_field_named_when_wrong(self):
        cases = [
            ({"op": "stud", "seed": -1}, "bad-seed", "the seed"),
            ({"op": "stud", "seed": "x"}, "bad-seed", "the seed"),
            ({"op": "stud", "seed": True}, "bad-seed", "the seed"),
            ({"op": "stud", "players": 9}, "bad-players", "the number of players"),
            ({"op": "stud", "players": 1}, "bad-players", "the number of players"),
            ({"op": "stud", "round": 5}, "bad-number", "the round"),
            ({"op": "stud", "round": "two"}, "bad-number", "the round"),
            ({"op": "stud", "seat": 0}, "bad-number", "the seat"),
            ({"op": "stud", "players": 3, "seat": 4}, "bad-request", "the seat is 1 (the dealer's left) to 3"),
            ({"op": "stud", "rules": "bogus"}, "unknown-rule", "'bogus' is not a house rule"),
            ({"op": "stud", "rules": 5}, "bad-request", '"rules"'),
            ({"op": "stud", "colour": "red"}, "bad-request", "unknown field 'colour': the stud request takes"),
            ({"op": "stud-chances", "up": "Kd"}, "bad-request", "needs \"down\""),
            ({"op": "stud-chances", "down": "As"}, "bad-request", "needs \"up\""),
            ({"op": "stud-chances", "down": "As Kd", "up": "Qs"}, "wrong-count", "the down card is one card, not 2"),
            ({"op": "stud-chances", "down": 5, "up": "Qs"}, "bad-request", "\"down\" must be cards"),
            ({"op": "stud-chances", "down": "<i>", "up": "Qs"}, "bad-card", "the down card: '<i>' is not a card"),
            ({"op": "stud-chances", "down": "As", "up": "Ks Qs Js 10s 9s"}, "wrong-count", "the up cards are one to four, not 5"),
            ({"op": "stud-chances", "down": "As", "up": "Kx"}, "bad-card", "the up cards: "),
            ({"op": "stud-chances", "down": "As", "up": "As"}, "duplicate-card", "As is in the down card and in the up cards"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": "Kd"}, "duplicate-card", "player 2's up cards"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": "Qd Qs"}, "wrong-count", "player 2 shows 2"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": 5}, "bad-request", "\"others\" must be the other players' up cards"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": [5]}, "bad-request", "\"others\" must be cards"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": "2c/3c/4c/5c/6c/7c/8c/9c"}, "wrong-count", "at most 7 other players"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "others": "Qs / <b>"}, "bad-card", "player 3's up cards: '<b>' is not a card"),
            ({"op": "stud-chances", "down": "Jo", "up": "Kd"}, "joker-not-in-play", "add the joker rule"),
            ({"op": "stud-chances", "down": "As", "up": "Kd", "seed": 1}, "bad-request", "unknown field 'seed'"),
        ]
        for request, code, words in cases:
            got_code, message = self.error(request)
            self.assertEqual(got_code, code, request)
            self.assertIn(words, message, request)

    def test_the_cards_read_are_in_use(self):
        answer = api.handle({"op": "stud-chances", "down": "As", "up": "Kd", "others": ["Qs", "Kd"]})
        self.assertEqual(answer["in_use"], ["As", "Kd", "Qs"])


class CommandLine(unittest.TestCase):
    def run_cli(self, *argv):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = cli.main(list(argv))
        return status, json.loads(out.getvalue())

    def test_the_same_answers(self):
        status, answer = self.run_cli("stud", "--seed", "7", "--players", "5", "--round", "2", "--rules", "no-straights")
        self.assertEqual((status, answer), (0, json.loads(json.dumps(api.handle({"op": "stud", "seed": 7, "players": 5, "round": 2,
                                                                                  "rules": "no-straights"})))))
        status, answer = self.run_cli("stud-chances", "--down", "2s", "--up", "2d", "Kc", "7h", "--others", "Kh Kd 3c")
        self.assertEqual((status, answer["chances"]["beats"]["ways"]), (0, 6))

    def test_errors_exit_2(self):
        status, answer = self.run_cli("stud", "--players", "9")
        self.assertEqual((status, answer["error"]["code"]), (2, "bad-players"))


class Widget(unittest.TestCase):
    def test_the_deal_drawn(self):
        html = web.WIDGETS["stud"]({"id": "stud", "seed": "7", "players": "5", "round": "2"})
        self.assertIn('data-op="stud"', html)
        self.assertIn("seat 2 and seat 5 show hands alike (king)", html)
        self.assertIn("Deal the next card", html)
        self.assertIn("Straights and straight flushes count for nothing", html)  # the house rule ticked by default, and said
        self.assertIn('value="no-straights" checked', html)
        self.assertNotIn("At the end", html)  # the down cards are still face down

    def test_the_first_say_explained(self):
        html = stud_answer_html(api.handle({"op": "stud", "seed": 1, "players": 5, "round": 1}))
        self.assertIn("the ace showing speaks first", html)

    def test_the_end_drawn(self):
        html = stud_answer_html(api.handle({"op": "stud", "seed": 7, "players": 5, "rules": ""}))
        self.assertIn('data-winners="2"', html)
        self.assertIn("Seat 2 wins: A pair of kings, with nine, six and two.", html)
        self.assertIn("Straights and straight flushes count here", html)
        self.assertNotIn("Deal the next card", html)

    def test_errors_escaped(self):
        answer = api.handle({"op": "stud", "rules": "<b>x</b>"})
        html = stud_answer_html(answer)
        self.assertNotIn("<b>", html)
        self.assertIn("&lt;b&gt;", html)
        reply = json.loads(web.respond(json.dumps({"op": "stud", "view": "stud", "seed": "<script>"})))
        self.assertNotIn("<script>", reply["html"])


if __name__ == "__main__":
    unittest.main()

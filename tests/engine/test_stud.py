"""Stud poker (Practical Poker, "Varieties of Poker", "Stud Poker"): the hand showing, the first say, the seeded deal,
and the exact chance of each class from the cards seen, checked against hand counts and an independent brute force
(every completion valued by hoyle.poker.hands.evaluate); the facade's two ops, the command line and the widget."""

import contextlib
import doctest
import importlib.util
import io
import json
import random
import sys
import unittest
from dataclasses import replace
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from math import comb

from hoyle import __main__ as cli
from hoyle import api, web
from hoyle.api.answers import StudAnswer, StudChancesAnswer, conforms
from hoyle.api.reading import rules_named
from hoyle.api.simulate import read_setup
from hoyle.cards import Card, pack, parse_cards
from hoyle.errors import CardError, RequestError
from hoyle.poker import simulate as sim
from hoyle.poker import stud
from hoyle.poker.hands import evaluate, showdown
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.deals import sim_int
from hoyle.poker.tables import JOKER_PRIME, PRIMES
from hoyle.poker.straight import Versus
from hoyle.poker.stud_versus import versus, versus_readable
from hoyle.poker.tables import table
from hoyle.web.stud import stud_answer_html
from hoyle.api.stud import BEATS_WORDS

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
            s = sim.Simulator(read_setup(config))
            trace: list = []
            s.run(1, trace)
            d = stud.deal(players, seed, rules_named(rules))
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
        self.assertEqual((self.ways(c), c.total, c.versus), ({"one-pair": 40, "two-pairs": 6, "three-of-a-kind": 2}, 48, None))
        self.assertEqual(c.chance("three-of-a-kind"), Fraction(1, 24))
        # Deuces against kings showing: 45 unseen; 2h 2c make threes, Ks kings up, a seven sevens up. Against the kings' final
        # hand (his down card and his last card among the 44 the deuces' last card leaves): 4,735 of 45 x 946 cases
        # (HeadsUp deals every case out); against the kings as they show, 6 of the 45 seemed to beat them.
        c = stud.chances(card("2s"), parse_cards("2d Kc 7h"), (parse_cards("Kh Kd 3c"),))
        self.assertEqual((self.ways(c), c.total), ({"one-pair": 39, "two-pairs": 4, "three-of-a-kind": 2}, 45))
        self.assertEqual(c.versus, Versus(4735, 0, 42570 - 4735))
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
            heads_up = len(parse_cards(up)) > 2  # the two hands at the end dealt out when one card or none is to come (HeadsUp)
            exact, readable = stud.chances(*args), stud.chances_readable(*args, heads_up=heads_up)
            self.assertEqual(exact if heads_up else replace(exact, versus=None), readable, (down, up, others))

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


def unseen(down: str, up: str, his: str, others: tuple[str, ...] = (), joker: bool = False) -> list[Card]:
    seen = set(parse_cards(f"{down} {up} {his} {' '.join(others)}"))
    return [c for c in pack(joker) if c not in seen]


def heads_up(down: str, up: str, his: str, others: tuple[str, ...] = (), rules: HouseRules = HouseRules()) -> Versus:
    """`stud_versus.versus`: the player's down and up cards against the other's up cards, the others' up cards seen."""
    mine = parse_cards(f"{down} {up}")
    return versus(mine, parse_cards(his), unseen(down, up, his, others, rules.joker), 5 - len(mine), table(rules))


class HeadsUp(unittest.TestCase):
    """"Beats" counts what a player means (issue 42): his five cards against the other player's at the end, that player's
    down card and cards to come unseen; checked against dealing out every case, valued by the readable evaluator and by
    treys, and against a seeded sample of the first round."""

    CASES = [  # (down, up, his up cards, the others' up cards, rules): one card to come, or none
        ("2s", "2d Kc 7h", "Kh Kd 3c", (), HouseRules()),
        ("As", "Kd Qs 9h", "Kh 9d 2c", (), HouseRules()),  # ties: both may end ace, king, queen, nine high... or not
        ("9h", "6h 3h Kh", "Qh 2h 4h", (), HouseRules()),  # both may fill a flush of the same suit
        ("9h", "6h 3h Kh", "Qc 2c 4c", (), HouseRules()),  # each may fill his own
        ("9s", "8s 7s 6s", "5s 4s 3s", (), NO_STRAIGHTS),
        ("9h", "6h 3h Kh", "Qh 2h 4h", (), JOKER_RULES),  # the joker unseen: either may draw it, to fill his flush
        ("As", "Kd Qs 9h", "Kh 9d 2c", (), JOKER_RULES),
        ("Jo", "5h 6h 7h", "7c 8h 9h", (), JOKER_RULES),
        ("Jo", "5h 6h 7h", "Jh 8h Jd", (), HouseRules(joker=True, two_pairs_over_threes=True)),
        ("Ah", "5h 6h 7h", "Jo 8h Jh", (), JOKER_RULES),  # the joker showing against him
        ("Ah", "5h 6h 7h 8h", "Jo 10h Jh 2h", (), JOKER_RULES),  # nothing to come to him: the other's down card alone
        ("Ks", "Qs Js 10s", "Kd Kc 9s", ("2s 2d 2c",), HouseRules(blaze=True, tiger=True, kilter=True)),
        ("Ah", "2c 3d 4s", "Jo 5c 5d", (), HouseRules(joker=True, round_the_corner=True, skip=True)),
    ]

    def test_against_dealing_out_every_case(self):
        for down, up, his, others, rules in self.CASES:
            with self.subTest(down=down, up=up, his=his):
                mine = parse_cards(f"{down} {up}")
                readable = versus_readable(mine, parse_cards(his), unseen(down, up, his, others, rules.joker), 5 - len(mine), rules)
                self.assertEqual(heads_up(down, up, his, others, rules), readable)

    @unittest.skipIf(sys.platform == "emscripten", "a recount by brute force, run in CPython: the faster tests check the same code in Pyodide")
    def test_two_cards_to_come_against_dealing_out_every_case(self):
        """Two up cards each, six other players showing two each, with the joker: 36 cards unseen, C(36, 2) C(34, 3) = 3,769,920
        cases, the hands valued once each by the readable evaluator (the joker and a spade showing against the spades)."""
        others = ("2c 2d", "3c 3d", "4c 4d", "5c 5d", "6c 6d", "7c 7d")
        for down, up, his, rules in (("As", "Ks 8s", "Jo Js", JOKER_RULES),):
            with self.subTest(down=down, up=up, his=his):
                left = unseen(down, up, his, others, rules.joker)
                mine, theirs = parse_cards(f"{down} {up}"), parse_cards(his)
                order = sorted({evaluate(mine + more, rules) for more in combinations(left, 2)}
                               | {evaluate(theirs + more, rules) for more in combinations(left, 3)})
                rank = {v: i for i, v in enumerate(order)}
                his_value = {more: rank[evaluate(theirs + more, rules)] for more in combinations(left, 3)}
                beats = ties = cases = 0
                for more in combinations(left, 2):
                    v = rank[evaluate(mine + more, rules)]
                    for his_more in combinations([c for c in left if c not in more], 3):
                        w = his_value[his_more]
                        beats, ties, cases = beats + (v > w), ties + (v == w), cases + 1
                self.assertEqual(cases, 3_769_920)
                self.assertEqual(heads_up(down, up, his, others, rules), Versus(beats, ties, cases - beats - ties))

    @unittest.skipIf(importlib.util.find_spec("treys") is None, "treys, the independent evaluator, is a test requirement, not in Pyodide")
    def test_against_treys(self):
        """Every case dealt out and judged by treys, an evaluator of its own (standard hands)."""
        from treys import Card as TCard
        from treys import Evaluator

        judge = Evaluator()

        def value(cards):
            return judge.evaluate([], [TCard.new(c.code.replace("10", "T")) for c in cards])  # lower is better

        for down, up, his in (("As", "Kd Qs 9h", "Kh 9d 2c"), ("9h", "6h 3h Kh", "Qh 2h 4h"), ("2s", "2d Kc 7h", "Kh Kd 3c")):
            with self.subTest(down=down, up=up, his=his):
                mine, theirs, left = parse_cards(f"{down} {up}"), parse_cards(his), unseen(down, up, his)
                beats = ties = losses = 0
                for last in left:
                    v = value(mine + (last,))
                    for more in combinations([c for c in left if c != last], 2):
                        w = value(theirs + more)
                        beats, ties, losses = beats + (v < w), ties + (v == w), losses + (v > w)
                self.assertEqual(heads_up(down, up, his), Versus(beats, ties, losses))

    def test_the_first_round_against_a_seeded_sample(self):
        """After the first up card heads up (C(49, 3) C(46, 4) cases): 6,000 cases dealt at random agree within 4 standard
        errors with the count (the hands valued by the readable evaluator)."""
        rng = random.Random(42)
        for down, up, his, rules in (("Ah", "Kh", "Jo", JOKER_RULES), ("3h", "6c", "As", HouseRules())):
            with self.subTest(down=down, up=up, his=his):
                exact = heads_up(down, up, his, rules=rules)
                self.assertEqual(exact.total, 3_495_954_000 if rules.joker else 3_006_520_440)
                left, mine, theirs = unseen(down, up, his, joker=rules.joker), parse_cards(f"{down} {up}"), parse_cards(his)
                n = 6_000
                beats = 0
                for _ in range(n):
                    dealt = rng.sample(left, 7)
                    beats += evaluate(mine + tuple(dealt[:3]), rules) > evaluate(theirs + tuple(dealt[3:]), rules)
                p = exact.beats / exact.total
                self.assertLess(abs(beats / n - p), 4 * (p * (1 - p) / n) ** 0.5)

    def test_the_showing_hand_alone_overstated_the_chance(self):
        """Issue 42: seed 7, five players, seat 1 after the first up card: 61.16% of his ways "beat" seat 2's king as it showed;
        against seat 2's final hand he wins 40.51% of the cases."""
        first = api.handle({"op": "stud", "seed": 7, "players": 5, "round": 1, "rules": "no-straights"})["chances"][0]["beats"]
        self.assertEqual((first["ways"], first["ties"], first["cases"], first["percent"]), (758955194, 69732, 1873363800, 40.51))
        self.assertEqual(first["cases"], comb(46, 3) * comb(43, 4))


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
        # Against seat 2's final hand (issue 42: 9,284 of the 15,180 ways, 61.16%, beat his king as it showed).
        self.assertEqual(first["beats"], {"against": "king", "seat": 2, "ways": 758955194, "ties": 69732, "cases": 1873363800,
                                          "chance": "379477597/936681900", "percent": 40.51, "tie_percent": 0.0,
                                          "counted": BEATS_WORDS})

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
        self.assertEqual(c["beats"], {"against": "pair of kings, with three", "seat": 2, "ways": 4735, "ties": 0, "cases": 42570,
                                      "chance": "947/8514", "percent": 11.12, "tie_percent": 0.0, "counted": BEATS_WORDS})
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
        self.assertEqual((status, answer["chances"]["beats"]["ways"]), (0, 4735))

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

"""The round games: Commerce and Vingt-un (Peel, seed 002) and Blind Hookey (Hoffmann, seed 000)."""

import ast
import doctest
import itertools
import pathlib
import re
import unittest

import hoyle.api.rounds
import hoyle.rounds.commerce
import hoyle.rounds.hookey
import hoyle.rounds.vingt_un
from hoyle.errors import Refusal
from hoyle.api import handle
from hoyle.api.rounds import OPERATIONS
from hoyle.cards import parse_cards
from hoyle.rounds.commerce import FLUSH, PAIR, POINT, SEQUENCE, TRICON, compare, hand_value
from hoyle.rounds.hookey import first_method, second_method
from hoyle.rounds.vingt_un import Agreements, ace_counts, natural, overdrawn, points, settle, settle_hand

commerce, vingt_un, hookey = OPERATIONS["commerce"], OPERATIONS["vingt-un"], OPERATIONS["hookey"]  # a request read, then answered

ROOT = pathlib.Path(__file__).resolve().parents[2]


def relabel(cards, mapping):
    return " ".join(f"{c.code[:-1]}{mapping[c.suit]}" for c in parse_cards(cards))


class Commerce(unittest.TestCase):
    def test_the_five_combinations(self):
        # Lines 28-33: "three aces, three fives, three knaves"; "ace, two, three; ten, knave, queen;
        # queen, king, ace"; a flush; a pair; point.
        for cards, combination in [("As Ah Ad", TRICON), ("5s 5h 5d", TRICON), ("Js Jh Jd", TRICON),
                                   ("As 2s 3s", SEQUENCE), ("10h Jh Qh", SEQUENCE), ("Qd Kd Ad", SEQUENCE),
                                   ("2c 7c Kc", FLUSH), ("9s 9d 4c", PAIR), ("As Kd 9c", POINT)]:
            with self.subTest(cards=cards):
                self.assertEqual(hand_value(cards).combination, combination)

    def test_order_of_the_combinations(self):
        # "which range in value in the order given" (line 26): the lowest of each beats the best of the next.
        ladder = ["2s 2h 2d", "3c 2c Ac", "4h 7h 9h", "Ah Ad Kc", "As Kd Qh"]
        lowest_of_each = ["2s 2h 2d", "3c 2c Ac", "2h 3h 5h", "2d 2c 3s"]
        best_below = ["3c 2c Ac", "As Ks Js", "Ah Ad Kc", "Ac Kd Qh"]
        for low, high in zip(lowest_of_each, best_below):
            self.assertGreater(hand_value(low), hand_value(high))
        decision = compare(ladder)
        self.assertEqual((decision.winners, decision.rule.line, decision.rule.name), ((0,), 26, "order"))

    def test_king_ace_two_is_no_sequence(self):
        # Line 30: "King, ace, two, is not, therefore, permissible as a sequence."
        value = hand_value("Ks As 2s")
        self.assertEqual((value.combination, value.description), (FLUSH, "Flush: 23 point"))
        self.assertEqual(hand_value("Kh Ad 2c").combination, POINT)

    def test_sequences_must_be_of_one_suit(self):
        self.assertEqual(hand_value("10h Jd Qh").description, "Point: 30")

    def test_sequence_ties(self):
        # Line 36: "the ace, king, queen sequence reckoning as the best, and the three, two, ace sequence as the lowest."
        sequences = ["3d 2d Ad", "2c 3c 4c", "9h 10h Jh", "Jc Qc Kc", "Ks Qs As"]
        values = [hand_value(s) for s in sequences]
        self.assertEqual(values, sorted(values))
        self.assertEqual(len(set(values)), 5)
        decision = compare(sequences)
        self.assertEqual((decision.winners, decision.rule.line), ((4,), 36))

    def test_tricon_ties(self):
        # Line 35: "aces being first in this respect; then kings, queens, etc., down to twos."
        decision = compare(["Ks Kh Kd", "As Ah Ad", "2s 2h 2d"])
        self.assertEqual((decision.winners, decision.rule.line), ((1,), 35))
        tricons = [f"{r}s {r}h {r}d" for r in "A K Q J 10 9 8 7 6 5 4 3 2".split()]
        values = [hand_value(t) for t in tricons]
        self.assertEqual(values, sorted(values, reverse=True))
        self.assertEqual(len(set(values)), 13)
        self.assertEqual([v.description for v in values[:4]], ["Tricon of aces", "Tricon of kings", "Tricon of queens", "Tricon of knaves"])

    def test_the_best_and_the_lowest_sequence_among_all(self):
        # Line 36: "the ace, king, queen sequence reckoning as the best, and the three, two, ace sequence as the lowest."
        from hoyle.cards import pack
        sequences = [h for h in itertools.combinations(pack(), 3) if hand_value(h).combination == SEQUENCE]
        best, lowest = hand_value("Ac Kc Qc"), hand_value("3h 2h Ah")
        for h in sequences:
            value = hand_value(h)
            if value != best:
                self.assertLess(value, best)
            if value != lowest:
                self.assertGreater(value, lowest)
        self.assertEqual((best.description, lowest.description), ("Sequence: ace, king, queen", "Sequence: three, two, ace"))

    def test_flush_ties_by_point(self):
        # Line 37: "With Flushes, the one making the best "point"--as already described --wins."
        # Ace, seven, five (11 + 7 + 5 = 23) beats king, queen, two (10 + 10 + 2 = 22): point, not rank.
        decision = compare(["As 7s 5s", "Kh Qh 2h"])
        self.assertEqual((decision.winners, decision.rule.line), ((0,), 37))
        # Equal point: the text is silent; the first highest card different decides (the rule of line 39).
        decision = compare(["Ks 9s 2s", "Qh 8h 3h"])  # 21 and 21
        self.assertEqual(decision.winners, (0,))
        self.assertIn("silent", decision.note)
        # Equal point and the same ranks: a tie (an editor's choice: see the module docstring).
        self.assertEqual(compare(["Ks 9s 2s", "Kh 9h 2h"]).winners, (0, 1))

    def test_pair_ties(self):
        # Line 38: "the highest wins. If two players are alike, then the holder of the highest third card has the preference."
        self.assertEqual(compare(["Qh Qs Ad", "Kd Kc 2s"]).winners, (1,))
        decision = compare(["Qh Qs 5d", "Qd Qc 7s"])
        self.assertEqual((decision.winners, decision.rule.line, decision.tie), ((1,), 38, False))
        self.assertEqual(hand_value("Qh Qs 5d").description, "Pair of queens, five the third card")

    def test_point_counts_the_ace_eleven_and_court_cards_ten(self):
        # Line 33: "The total number of pips on the three cards, ace reckoning for eleven, and either of the court cards for ten."
        self.assertEqual([hand_value(h).key[0] for h in ["As Kd Qc", "Jh 10d 2c", "As 9d 7c"]], [31, 22, 27])
        self.assertEqual(hand_value("Ks Qd Jc").description, "Point: 30")

    def test_point_ties(self):
        # Line 39: "the holder of the first highest card different from the opponent's wins".
        self.assertEqual(hand_value("Ac Kd 9h").key[0], 30)
        decision = compare(["Ac 10d 9h", "Ad Jh 8c"])  # 30 and 29
        self.assertEqual((decision.winners, decision.rule.line), ((0,), 39))
        decision = compare(["Ac Kd 9h", "Ad Qh 9c"])  # 30 and 30: king before queen
        self.assertEqual(decision.winners, (0,))
        decision = compare(["Kc 10d 9h", "Kd Jh 9s"])  # 29 and 29: the knave is the first different
        self.assertEqual(decision.winners, (1,))

    def test_pairs_by_rank_then_the_odd_card_among_all(self):
        # Line 38, over every pair in the pack: the higher pair wins whatever the third card; with
        # equal pairs, the higher third card by rank (knave above ten: an editor's choice).
        ranks = "2 3 4 5 6 7 8 9 10 J Q K A".split()
        pairs = [hand_value(f"{p}s {p}h {o}d") for p in ranks for o in ranks if o != p]
        self.assertEqual(pairs, sorted(pairs))
        self.assertEqual(len(set(pairs)), 13 * 12)
        self.assertGreater(hand_value("5s 5h Jd"), hand_value("5d 5c 10h"))

    def test_complete_ties_are_shared(self):
        decision = compare(["As Ks Qs", "Ah Kh Qh", "2c 5d 9h"])
        self.assertEqual((decision.winners, decision.tie), ((0, 1), True))

    def test_order_of_cards_never_matters(self):
        for hand in ["3d 2d Ad", "Ks As 2s", "9s 9d 4c", "Ac Kd 9h", "5s 5h 5d"]:
            values = {hand_value(" ".join(p)) for p in itertools.permutations(hand.split())}
            self.assertEqual(len(values), 1, hand)

    def test_suits_matter_only_for_flush_and_sequence(self):
        # Relabelling the suits (any permutation) never changes a value.
        hands = ["3d 2d Ad", "Ks As 2s", "9s 9d 4c", "Ac Kd 9h", "5s 5h 5d", "10h Jd Qh"]
        for perm in itertools.permutations("shdc"):
            mapping = dict(zip("shdc", perm))
            for hand in hands:
                self.assertEqual(hand_value(relabel(hand, mapping)), hand_value(hand))

    def test_exhaustively_over_the_pack(self):
        # Every three-card hand of the full pack: the class counts, and the point rule's range.
        from hoyle.cards import pack
        counts = {}
        for hand in itertools.combinations(pack(), 3):
            c = hand_value(hand).combination
            counts[c] = counts.get(c, 0) + 1
        # 52 tricons; 12 sequences a suit (ace-2-3 .. queen-king-ace); C(13,3) - 12 flushes a suit.
        self.assertEqual(counts, {TRICON: 52, SEQUENCE: 48, FLUSH: 4 * (286 - 12), PAIR: 13 * 6 * 48,
                                  POINT: 22100 - 52 - 48 - 4 * 274 - 3744})

    def test_facade(self):
        answer = commerce({"hands": ["As Ks Qs", "5h 5d 5c"]})
        self.assertEqual(answer["winners"], [1])
        self.assertEqual(answer["hands"][0]["description"], "Sequence: ace, king, queen")
        self.assertEqual(answer["hands"][1]["combination"], "tricon")
        self.assertEqual(answer["rule"]["line"], 26)
        self.assertEqual(commerce({"hands": [["Ac", "Kd", "9h"]]})["rule"], None)

    def test_errors(self):
        for request, code in [({"hands": ["As Ks"]}, "wrong-count"), ({"hands": ["As Ks Qs Js"]}, "wrong-count"),
                              ({"hands": ["As Ks Qs", "As 2d 3c"]}, "duplicate-card"),
                              ({"hands": ["As Ks joker"]}, "joker-not-in-play"), ({"hands": []}, "wrong-count"),
                              ({"hands": "As Ks Qs"}, "bad-request"), ({}, "bad-request"),
                              ({"hands": ["1s Ks Qs"]}, "bad-card"), ({"hands": ["2s 3s 4s"] * 18}, "wrong-count")]:
            with self.subTest(request=request):
                with self.assertRaises(Refusal) as caught:
                    commerce(request)
                self.assertEqual(caught.exception.code, code)


class VingtUn(unittest.TestCase):
    def test_points(self):
        self.assertEqual([points(h) for h in ["As Kd", "As 6d", "As 6d 9c", "As Ah", "Kh Qd", "4s 9h 7c"]],
                         [21, 17, 16, 12, 20, 20])
        self.assertTrue(natural("Kh As") and natural("10s Ad"))
        self.assertFalse(natural("As 5d 5c") or natural("Kh Qd"))
        # "suffer the consequences of an over-draw if then his points exceed 21" (line 7)
        self.assertTrue(overdrawn("Kh 5d 9s"))
        self.assertFalse(overdrawn("Kh 5d 6s"))

    def test_dealer_receives_on_ties(self):
        # "whenever the dealer receives on ties" (line 13)
        result = settle_hand("10s 8h", 3, "9c 9d")
        self.assertEqual((result.amount, result.line, result.tie), (-3, 13, True))

    def test_overdrawn_player_pays_even_if_the_dealer_overdraws(self):
        self.assertEqual(settle_hand("10s 8h 5c", 2, "9c 7d Kh").amount, -2)
        self.assertEqual(settle_hand("10s 8h", 2, "9c 7d Kh").amount, 2)

    def test_naturals(self):
        self.assertEqual(settle_hand("As Kd", 2, "9c 7d").amount, 4)
        self.assertEqual(settle_hand("As Kd", 2, "Ac 10d").amount, 0)
        self.assertEqual(settle_hand("10s 9h", 2, "Ac 10d").amount, -4)
        # a drawn twenty-one is not a natural
        self.assertEqual(settle_hand("7s 7h 7c", 2, "9c Qd").amount, 2)

    def test_divided_pairs_are_settled_hand_by_hand(self):
        # Line 4: "when a player is standing on divided pairs, he must settle with one hand before attending to the other."
        r = settle("10c 8d", [(2, ["9s 10h", "9h 5c 3d"])])
        p = r.players[0]
        self.assertEqual(([h.amount for h in p.hands], p.total, p.divided, p.irregular), ([2, -2], 0, True, False))
        # a divided ace with a ten-card counts twenty-one but is not taken as a natural
        p = settle("10c 8d", [(2, ["As Kd", "Ah 9c"])]).players[0]
        self.assertEqual([(h.points, h.natural, h.amount) for h in p.hands], [(21, False, 2), (20, False, 2)])

    def test_a_divided_hand_has_at_least_two_cards(self):
        # Line 4: "two cards given to each player, and also to cases of divided pairs".
        with self.assertRaises(Refusal) as caught:
            settle("10c 8d", [(2, ["9s 10h", "9h"])])
        self.assertEqual(caught.exception.code, "wrong-count")
        self.assertIn("player 1's hand 2 has 1 card", caught.exception.message)

    def test_no_card_after_an_over_draw(self):
        # A hand that counts over twenty-one without its highest card had over-drawn before its last card, in
        # whatever order it was drawn (issue 42); a divided hand's card of the pair came first, so it is not the last.
        cases = [("Kc Qd Jh 3s", ["9s 8h"], "the dealer's hand had over-drawn before its last card: without its Kc it counts 23"),
                 ("10c 7d", ["10s 9h 5d 8c"], "player 1's hand had over-drawn before its last card: without its 10s it counts 22"),
                 ("10c 7d", ["9s 8h 7c 6c", "9d 2h"], "player 1's hand 1 had over-drawn before its last card: without its 8h it counts 22")]
        for dealer, hands, words in cases:
            with self.subTest(dealer=dealer, hands=hands):
                with self.assertRaises(Refusal) as caught:
                    settle(dealer, [(1, hands)])
                self.assertEqual(caught.exception.code, "bad-hand")
                self.assertIn(words, caught.exception.message)
        # over-drawn by its last card, in some order: settled (the dealer's 9, 5, 3 and then the ten; the player's 9, 8, 4
        # and then the ten; the divided nine's 8 and then the 7)
        r = settle("10c 9d 5h 3s", [(1, ["10s 9h 8d 4c"]), (1, ["9c 8h 7c", "9s 2h"])])
        self.assertEqual([h.amount for p in r.players for h in p.hands], [-1, -1, 1])
        answer = handle({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "10s 9h 5d 8c"}]})
        self.assertEqual(answer["error"]["code"], "bad-hand")

    def test_cards_of_one_denomination_pair_and_no_others(self):
        # Line 9 "when they do not pair", read with line 32: "Two cards of the same denomination". A knave
        # and a king both count ten but do not pair; a king and a king do.
        self.assertTrue(settle("10c 7d", [(1, ["Jh 9s", "Kd 9h"])]).players[0].irregular)
        self.assertFalse(settle("10c 7d", [(1, ["Kh 9s", "Kd 9h"])]).players[0].irregular)

    def test_drawing_separately_on_cards_that_do_not_pair(self):
        # Line 9: "he has to pay the dealer on each hand, and forfeits any amount he may have won."
        r = settle("10c 7d", [(2, ["9s 10h", "8h Jc"])])
        p = r.players[0]
        self.assertEqual(([h.amount for h in p.hands], p.irregular, r.dealer_total), ([-2, -2], True, 4))
        self.assertTrue(r.notes)

    def test_additional_privilege_for_a_natural(self):
        # Line 20: "an amount equal to, or double that of his own stake from each of the other players, unless there
        # be other Vingt-uns, the holders of which are exempted from payment."
        players = [(2, ["As Kd"]), (1, ["9s 9h"]), (3, ["Ac 10h"]), (1, ["5s 4d 8c"])]
        r = settle("10c 7d", players, Agreements(privilege=2))
        self.assertEqual([p.privilege for p in r.players], [8, -10, 12, -10])
        r = settle("10c 7d", players, Agreements(privilege=1))
        self.assertEqual([p.privilege for p in r.players], [4, -5, 6, -5])
        # the privilege passes between the players only: the dealer settles under the ordinary rules
        self.assertEqual(r.dealer_total, settle("10c 7d", players).dealer_total)
        self.assertEqual(sum(p.privilege for p in r.players), 0)
        # not when the dealer has a natural too
        r = settle("Ah Qd", players[1:2] + players[3:], Agreements(privilege=2))
        self.assertEqual([p.privilege for p in r.players], [0, 0])

    def test_the_pool(self):
        # Line 13: (b) a penalty when the dealer over-draws; (c) a share of his receipts on ties.
        r = settle("10c 6d 9h", [(2, ["9s 9d"])], Agreements(overdraw_penalty=1))
        self.assertEqual(r.to_pool, 1)
        answer = vingt_un({"dealer": "10c 8d", "players": [{"stake": 3, "cards": "9s 9h"}, {"stake": 1, "cards": "Ks 8h"}],
                           "rules": {"tie_share": "1/3"}})
        self.assertEqual((answer["dealer_total"], answer["to_pool"]), (4, "4/3"))

    def test_rules_from_outside_the_excerpt_are_marked(self):
        # Every settlement names its rule: a line of the excerpt whose words it uses, or OUTSIDE with the source.
        peel = (ROOT / "texts/source/002_ea13b2b36291db35.txt").read_text(encoding="utf-8").splitlines() \
            if (ROOT / "texts/source").is_dir() else None
        cases = [("As Kd", "Ac 10d"), ("10s 9h", "Ac 10d"), ("As Kd", "9c 7d"), ("10s 8h 5c", "9c 7d Kh"),
                 ("10s 8h", "9c 7d Kh"), ("10s 9h", "9c 7d"), ("10s 8h", "9c 9d"), ("10s 6h", "9c 9d")]
        seen = set()
        for hand, dealer in cases:
            result = settle_hand(hand, 1, dealer)
            seen.add(result.rule)
            if result.line is None:
                self.assertIn("OUTSIDE the excerpt: the standard rules of the game", result.rule)
            elif peel:
                self.assertIn(result.rule, peel[result.line - 1])
        self.assertEqual(len(seen), len(cases))
        irregular = settle("10c 7d", [(2, ["9s 10h", "8h Jc"])]).players[0].hands[0]
        self.assertEqual(irregular.line, 9)
        if peel:
            for quote in re.findall(r'"([^"]+)"', irregular.rule):
                self.assertIn(quote, peel[8])

    def test_a_tie_of_naturals_pays_nothing(self):
        # OUTSIDE (the standard rules): an editor's choice against reading "receives on ties" (line 13) to cover it.
        result = settle_hand("As Kd", 3, "Ac 10d")
        self.assertEqual((result.amount, result.tie), (0, True))
        self.assertIn("OUTSIDE", result.rule)
        # the dealer's natural beats a drawn twenty-one, paid double
        self.assertEqual(settle_hand("7s 7h 7c", 3, "Ac 10d").amount, -6)

    def test_a_natural_throws_the_dealer_out(self):
        # Line 16: "the declaration of a natural Vingt-un throws the dealer out"
        self.assertTrue(settle("10c 7d", [(1, ["As Kd"])]).dealer_out)
        self.assertFalse(settle("Ac Kh", [(1, ["As Kd"])]).dealer_out)

    def test_order_and_suits_never_matter(self):
        cases = [("10c 7d", ["9s 9h"]), ("10c 7d", ["As Kd"]), ("9c 7d 8h", ["5s 4d 8c"]), ("10c 8d", ["9s 10h", "9h 5c 3d"])]
        for dealer, hands in cases:
            base = [h.amount for h in settle(dealer, [(2, hands)]).players[0].hands]
            for perm in itertools.permutations("shdc"):
                m = dict(zip("shdc", perm))
                self.assertEqual([h.amount for h in settle(relabel(dealer, m), [(2, [relabel(h, m) for h in hands])]).players[0].hands], base)
            self.assertEqual([h.amount for h in settle(" ".join(reversed(dealer.split())),
                                                       [(2, [" ".join(reversed(h.split())) for h in hands])]).players[0].hands]
                             if len(hands) == 1 else base, base)

    def test_facade_and_errors(self):
        answer = vingt_un({"dealer": "10c 7d", "players": [{"stake": 1, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d 9c", "8d Kh"]}]})
        self.assertEqual([p["total"] for p in answer["players"]], [2, 4])
        self.assertEqual(answer["dealer"]["points"], 17)
        # what an ace counts, in the answer (the page draws it and counts nothing)
        self.assertEqual((answer["dealer"]["ace_counts"], [h["ace_counts"] for p in answer["players"] for h in p["hands"]]),
                         (None, [11, None, None]))
        self.assertEqual([ace_counts(h) for h in ["As 6d", "As 6d 9c", "Ad Ac 9s", "As Ah", "Kh Qd"]], [11, 1, 11, 11, None])
        for request, code in [({"dealer": "10c 7d", "players": [{"cards": "10c 5d"}]}, "duplicate-card"),
                              ({"dealer": "10c joker", "players": []}, "joker-not-in-play"),
                              ({"dealer": "10c", "players": []}, "wrong-count"),
                              ({"dealer": "10c 7d", "players": [{"cards": "9s"}]}, "wrong-count"),
                              ({"dealer": "10c 7d", "players": [{"cards": "9s 8s", "stake": -1}]}, "bad-stake"),
                              ({"dealer": "10c 7d", "players": [{"hands": ["9s", "9h", "9d"]}]}, "wrong-count"),
                              ({"dealer": "10c 7d", "players": [{}]}, "bad-request"),
                              ({"dealer": "10c 7d", "players": [], "rules": {"privilege": 3}}, "bad-rules"),
                              ({"dealer": "10c 7d", "players": [], "rules": {"privilege": 1.0}}, "bad-rules"),
                              ({"dealer": "10c 7d", "players": [], "rules": {"tie_share": "a third"}}, "bad-rules"),
                              ({"dealer": "10c 7d", "players": [{"hands": "9s 9h"}]}, "bad-request"),
                              ({"dealer": "10c 7d", "players": [{"hands": ["9s 5c", "9h"]}]}, "wrong-count"),
                              ({"players": []}, "bad-request")]:
            with self.subTest(request=request):
                with self.assertRaises(Refusal) as caught:
                    vingt_un(request)
                self.assertEqual(caught.exception.code, code)


class BlindHookey(unittest.TestCase):
    def test_first_method(self):
        # Line 23: "Each player holding a higher card than that of the dealer receives the amount of his stake;
        # all below or equal pay the dealer."
        r = first_method("8h", [("9s", 2), ("8d", 1), ("3c", 3)])
        self.assertEqual(([s.amount for s in r.settlements], r.dealer_total, r.deal_ends), ([2, -1, -3], 2, False))
        # "until a hand occurs in which the dealer is a loser all round, when the deal is at an end"
        self.assertTrue(first_method("8h", [("9s", 2), ("Kd", 1)]).deal_ends)

    def test_the_ace(self):
        # The text does not say; low by default, high on request (an editor's choice: see the module docstring).
        self.assertEqual(first_method("2h", [("As", 1)]).settlements[0].amount, -1)
        self.assertEqual(first_method("2h", [("As", 1)], ace="high").settlements[0].amount, 1)
        self.assertEqual(first_method("Kh", [("As", 1)], ace="high").settlements[0].amount, 1)
        self.assertEqual(first_method("Ah", [("2s", 1)]).settlements[0].amount, 1)
        with self.assertRaises(ValueError):  # a reader's "middle" is refused by the facade, with the choices (test_errors)
            first_method("Kh", [("As", 1)], ace="middle")

    def test_twelve_players_at_most(self):
        # Line 23: each player cuts "not less than four" cards, "the cards left belonging to the dealer".
        bottoms = [f"{r}s" for r in "2 3 4 5 6 7 9 10 J Q K A".split()]
        self.assertEqual(len(first_method("8h", [(b, 1) for b in bottoms]).settlements), 12)
        with self.assertRaises(Refusal) as caught:
            first_method("8h", [(b, 1) for b in bottoms + ["2h"]])
        self.assertEqual(caught.exception.code, "wrong-count")
        self.assertIn("not less than four", caught.exception.message)

    def test_second_method(self):
        # Lines 25-27: two packets for the company, stakes on either; paid as the bottom card is higher or lower.
        r = second_method("Qd", ["Kc", "3s"], [(0, 2), (1, 5), (0, 1)])
        self.assertEqual(([s.amount for s in r.settlements], r.dealer_total), ([2, -5, 1], 2))
        self.assertEqual(second_method("Qd", ["Qc", "3s"], [(0, 2)]).settlements[0].amount, -2)  # equal: the dealer's
        # a player may stake on both packets
        r = second_method("8c", ["9d", "7h"], [(0, 3), (1, 3)])
        self.assertEqual(([s.amount for s in r.settlements], r.dealer_total), ([3, -3], 0))

    def test_suits_never_matter(self):
        for perm in itertools.permutations("shdc"):
            m = dict(zip("shdc", perm))
            r = first_method(relabel("8h", m), [(relabel("9s", m), 2), (relabel("8d", m), 1), (relabel("3c", m), 3)])
            self.assertEqual([s.amount for s in r.settlements], [2, -1, -3])

    def test_facade_and_errors(self):
        answer = hookey({"method": 2, "dealer": "Qd", "packets": ["Kc", "3s"], "stakes": [{"packet": 0, "stake": 2}]})
        self.assertEqual((answer["settlements"], answer["rule"]["line"]), ([{"bottom": "Kc", "stake": 2, "amount": 2}], 27))
        self.assertIn("editor's choice", answer["note"])
        self.assertEqual(hookey({"dealer": "8h", "players": [{"bottom": "9s"}]})["deal_ends"], True)
        for request, code in [({"dealer": "8h", "players": [{"bottom": "8h"}]}, "duplicate-card"),
                              ({"dealer": "8h", "players": [{"bottom": "joker"}]}, "joker-not-in-play"),
                              ({"dealer": "8h 9h", "players": []}, "wrong-count"),
                              ({"method": 3, "dealer": "8h"}, "bad-method"),
                              ({"method": 2, "dealer": "8h", "packets": ["9s"], "stakes": []}, "wrong-count"),
                              ({"method": 2, "dealer": "8h", "packets": ["9s", "2c"], "stakes": [{"packet": 2}]}, "bad-packet"),
                              ({"dealer": "8h", "players": [{"stake": 1}]}, "bad-request"),
                              ({"dealer": "8h", "players": [], "ace": "middle"}, "bad-rules"),
                              ({"method": True, "dealer": "8h", "players": []}, "bad-method"),
                              ({"method": 2, "dealer": "8h", "packets": "9s 2c", "stakes": []}, "bad-request"),
                              ({"method": 2, "dealer": "8h", "packets": ["9s", "2c", "3d"], "stakes": []}, "wrong-count"),
                              ({"method": 2, "dealer": "8h", "packets": ["9s", "2c"], "stakes": "0"}, "bad-request"),
                              ({"dealer": "8h", "players": "9s"}, "bad-request")]:
            with self.subTest(request=request):
                with self.assertRaises(Refusal) as caught:
                    hookey(request)
                self.assertEqual(caught.exception.code, code)


class BadInputThroughTheFacade(unittest.TestCase):
    """Duplicates, wrong counts, cards that do not exist and the joker: an error answer with a code and a
    message naming the card and the hand, through hoyle.api.handle."""

    def test_errors_name_the_problem(self):
        cases = [
            ({"op": "commerce", "hands": ["As Ks Qs", "2d As 3c"]}, "duplicate-card", "As is in hand 1 and in hand 2"),
            ({"op": "commerce", "hands": ["As Ah Ks", "2s 2s 9h"]}, "duplicate-card", "hand 2: 2s is given twice"),
            ({"op": "commerce", "hands": ["As Ks Qs", "2d 3c"]}, "wrong-count", "hand 2 has 2 cards"),
            ({"op": "commerce", "hands": ["As Ks Qs Js"]}, "wrong-count", "hand 1 has 4 cards"),
            ({"op": "commerce", "hands": ["As Ks Qs", "2d 3c 1h"]}, "bad-card", "hand 2: '1h' is not a card"),
            ({"op": "commerce", "hands": ["As Ks Qs", "2d 3c Zh"]}, "bad-card", "'Zh' is not a card"),
            ({"op": "commerce", "hands": ["As Ks Qs", "2d 3c joker"]}, "joker-not-in-play", "hand 2 has the joker"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 7d"}]}, "duplicate-card",
             "7d is in the dealer's hand and in player 1's hand"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 8s"}, {"hands": ["9h 2c", "9d 8s"]}]},
             "duplicate-card", "8s is in player 1's hand and in player 2's hand 2"),
            ({"op": "vingt-un", "dealer": "10c", "players": []}, "wrong-count", "the dealer's hand has 1 card"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s"}]}, "wrong-count", "player 1's hand has 1 card"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"hands": ["9s 2c", "9h 3c", "9d 4c"]}]}, "wrong-count",
             "player 1 has 3 hands"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 11h"}]}, "bad-card", "player 1's hand: '11h' is not a card"),
            ({"op": "vingt-un", "dealer": "10c 7x", "players": []}, "bad-card", "the dealer's hand: '7x' is not a card"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "joker As"}]}, "joker-not-in-play",
             "player 1's hand has the joker"),
            ({"op": "hookey", "dealer": "8h", "players": [{"bottom": "9s"}, {"bottom": "9s"}]}, "duplicate-card",
             "9s is in player 1's packet and in player 2's packet"),
            ({"op": "hookey", "method": 2, "dealer": "8h", "packets": ["8h", "2c"], "stakes": []}, "duplicate-card",
             "8h is in the dealer's packet and in packet 0"),
            ({"op": "hookey", "dealer": "8h", "players": [{"bottom": "9s 9h"}]}, "wrong-count",
             "give the one bottom card of player 1's packet, not 2 cards"),
            ({"op": "hookey", "method": 2, "dealer": "8h", "packets": ["9s"], "stakes": []}, "wrong-count", "Two of these are for the company"),
            ({"op": "hookey", "dealer": "8h", "players": [{"bottom": "Xs"}]}, "bad-card", "the bottom card of player 1's packet: 'Xs' is not a card"),
            ({"op": "hookey", "dealer": "joker", "players": [{"bottom": "9s"}]}, "joker-not-in-play", "the joker is given for the dealer's packet"),
            ({"op": "hookey", "dealer": "8h", "players": [{"bottom": "9s", "stake": -1}]},
             "bad-stake", "player 1's stake (in counters) must be from 0 to 1,000,000; -1 is out of range"),
            ({"op": "hookey", "method": 2, "dealer": "8h", "packets": ["9s", "2c"], "stakes": [{"packet": 1, "stake": 1.5}]},
             "bad-stake", "stake 1 (in counters) must be a whole number from 0 to 1,000,000, not 1.5"),
            ({"op": "vingt-un", "dealer": "10c 7d", "players": [{"cards": "9s 8s", "stake": "2x"}]}, "bad-stake",
             "player 1's stake (in counters) must be a whole number from 0 to 1,000,000; '2x' is not one"),
        ]
        for request, code, words in cases:
            with self.subTest(request=request):
                answer = handle(request)
                self.assertEqual(answer["error"]["code"], code)
                self.assertIn(words, answer["error"]["message"])


SOURCES = {"commerce": "002_ea13b2b36291db35.txt", "vingt_un": "002_ea13b2b36291db35.txt", "hookey": "000_b315a8ce36e35c0a.txt"}
# A quotation and the line it is cited at: "words" (line N), "words", line N, "words" dealt (line N), ...
CITED = re.compile(r'"(?P<quote>\w[^"]*?\S)"(?P<gap>[^"]{0,30}?)\bline (?P<line>\d+)\b')


def commentary(path: pathlib.Path) -> list[str]:
    """The strings (docstrings and messages) and comment blocks of a module, each with its whitespace
    collapsed; consecutive comment lines are one block."""
    source = path.read_text(encoding="utf-8")
    found = [n.value for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    blocks, last = [], None
    for number, line in enumerate(source.splitlines(), 1):
        if "#" in line and not line.lstrip().startswith(("'", '"')):
            comment = line[line.index("#") + 1:].strip()
            if last == number - 1 and blocks:
                blocks[-1] += " " + comment
            else:
                blocks.append(comment)
            last = number
    return [" ".join(text.split()) for text in found + blocks]


@unittest.skipUnless((ROOT / "texts/source").is_dir(), "the source texts are not shipped with the engine (Pyodide)")
class Quotations(unittest.TestCase):
    def test_rules_quote_the_texts_verbatim_at_their_lines(self):
        peel = (ROOT / "texts/source/002_ea13b2b36291db35.txt").read_text(encoding="utf-8").splitlines()
        hoffmann = (ROOT / "texts/source/000_b315a8ce36e35c0a.txt").read_text(encoding="utf-8").splitlines()
        for rule in [hoyle.rounds.commerce.ORDER_RULE, *hoyle.rounds.commerce.TIE_RULES.values()]:
            self.assertIn(rule.quote, peel[rule.line - 1])
        for quote, line in (hoyle.rounds.hookey.FIRST_RULE, hoyle.rounds.hookey.END_RULE, hoyle.rounds.hookey.SECOND_RULE):
            self.assertIn(quote, hoffmann[line - 1])

    def test_every_quotation_in_the_modules_is_verbatim_at_its_line(self):
        # Docstrings, messages and comments: each "quotation" cited at a line is in that line of the text
        # (a quotation cut with "..." is checked piece by piece), OCR spellings such as "ent.i.tled" kept.
        least = {"commerce": 20, "vingt_un": 25, "hookey": 15}  # so that a change of form cannot empty the check
        for module, source in SOURCES.items():
            lines = (ROOT / "texts/source" / source).read_text(encoding="utf-8").splitlines()
            checked = 0
            for text in commentary(ROOT / "pysrc/hoyle/rounds" / f"{module}.py"):
                for m in CITED.finditer(text):
                    line = " ".join(lines[int(m["line"]) - 1].split())
                    for piece in m["quote"].split("..."):
                        with self.subTest(module=module, quote=piece, line=m["line"]):
                            self.assertIn(piece.strip(" ,"), line)
                    checked += 1
            self.assertGreaterEqual(checked, least[module], module)


class Doctests(unittest.TestCase):
    def test_doctests(self):
        for module in (hoyle.rounds.commerce, hoyle.rounds.vingt_un, hoyle.rounds.hookey, hoyle.api.rounds):
            with self.subTest(module=module.__name__):
                result = doctest.testmod(module)
                self.assertGreater(result.attempted, 0)
                self.assertEqual(result.failed, 0)


class TieShareInput(unittest.TestCase):
    def test_only_plain_fractions(self):
        from hoyle import api

        base = {"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": 1, "cards": "8s 9d"}]}
        for share in ("1e10000000", "-1/4", "1/0", "one", True, "1/4/2"):
            with self.subTest(share=share):
                self.assertEqual(api.handle({**base, "rules": {"tie_share": share}})["error"]["code"], "bad-rules")
        self.assertNotIn("error", api.handle({**base, "rules": {"tie_share": "1/4"}}))
        self.assertNotIn("error", api.handle({**base, "rules": {"tie_share": 0.25}}))


if __name__ == "__main__":
    unittest.main()

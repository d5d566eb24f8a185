"""Table stakes, calling a sight, and freeze-out (Practical Poker, "Varieties of Poker"): Foster's A, B and C worked out
word for word, every division checked against a chip-by-chip recount, the freeze-out's standings, the facade (every
bad field named), the command line and the widget's escaping."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import unittest
from fractions import Fraction
from pathlib import Path

from hoyle import api, web
from hoyle.api.reading import rules_named
from hoyle.cards import pack, parse_cards
from hoyle.errors import CardError, RequestError, RuleError
from hoyle.poker.hands import evaluate
from hoyle.poker.stakes import Player, settle, standings

PYSRC = str(Path(__file__).resolve().parents[2] / "pysrc")

# Foster's table: A bets ten and drops when C raises; B has only eight; C calls A's ten and raises ten.
THREES = "Ah Ad Ac 7s 2d"  # better than both B's and C's
KINGS_UP = "Ks Kd 9c 9h 3s"
QUEENS_UP = "Qs Qd Jc Jh 4s"
ACES_FULL = "As Ah Ac Qh Qc"
SIXES = "6s 6d 8c 5h 3d"  # worse than both


def foster(a: str | None, b: str, c: str) -> list[Player]:
    return [Player("A", 30, 10, True, parse_cards(a) if a else ()), Player("B", 8, 8, cards=parse_cards(b)),
            Player("C", 30, 20, cards=parse_cards(c))]


def pools(s):
    return [(p.amount, dict(p.put), p.entitled, p.winners) for p in s.pools]


def nets(s):
    return {r.name: r.net for r in s.players}


class FostersExample(unittest.TestCase):
    def test_the_sight_and_the_side_pool(self):
        """"A bets ten blue chips, and B has only eight in front of him ... B says, 'I call a sight for eight,' putting them up.
        A then separates two blue chips, laying them aside from the pool for any other player to call. Suppose C not only calls
        A's ten, but raises him ten; eight of C's chips go into the pool with B's, the other twelve remaining outside for A to
        see.\""""
        s = settle(foster(None, KINGS_UP, QUEENS_UP))
        first, side = s.pools
        self.assertEqual((first.low, first.high, first.amount), (0, 8, 24))
        self.assertEqual(dict(first.put), {"A": 8, "B": 8, "C": 8})  # eight of C's chips go into the pool with B's
        self.assertEqual(dict(side.put), {"A": 2, "C": 12})  # A's two laid aside; C's other twelve outside
        self.assertEqual((side.low, side.high, side.amount), (8, 20, 14))
        self.assertEqual(s.total, 38)

    def test_b_better_than_c(self):
        """"Suppose A refuses to call C. B shows his hand, and if it is better than C's he takes the first part of the pool;
        but C wins the two extra blues that A put up.\""""
        s = settle(foster(SIXES, KINGS_UP, QUEENS_UP))
        self.assertEqual(pools(s), [(24, {"A": 8, "B": 8, "C": 8}, ("B", "C"), ("B",)), (14, {"A": 2, "C": 12}, ("C",), ("C",))])
        self.assertEqual(nets(s), {"A": -10, "B": 16, "C": -6})  # C: his own twelve back and A's two: 14 - 20 = -6
        self.assertEqual(s.pools[0].explanation,
                         "B calls a sight for 8: 8 of each other player's chips go into the pool with his: A's 8, B's 8 and C's 8, 24 in "
                         "all. A refused to call, and lost his right to it. Contested by B and C. B's hand (two pairs, kings up) is "
                         "better than C's: B takes it.")
        self.assertEqual(s.pools[1].explanation,
                         "Side pool 1, the chips beyond the 8 matched in the pool before it, laid aside from it for any other player to "
                         "call: A's 2 and C's 12, 14 in all. A refused to call, and lost his right to it. C alone may take it, and wins "
                         "it: 2 chips besides his own.")
        self.assertEqual(s.players[0].note, "")  # A could have beaten nobody

    def test_c_best(self):
        """"If C has the best hand, of course he wins everything.\""""
        s = settle(foster(SIXES, KINGS_UP, ACES_FULL))
        self.assertEqual([p.winners for p in s.pools], [("C",), ("C",)])
        self.assertEqual(nets(s), {"A": -10, "B": -8, "C": 18})
        self.assertEqual(s.players[2].takes, 38)

    def test_a_raised_out(self):
        """"Suppose that, when the hands are shown, A finds that, though B can beat C, A could have beaten both of them ...
        A was raised out, and when he refused to call he lost his right to any part of the pool.\""""
        s = settle(foster(THREES, KINGS_UP, QUEENS_UP))
        self.assertGreater(evaluate(THREES), evaluate(KINGS_UP))
        self.assertGreater(evaluate(KINGS_UP), evaluate(QUEENS_UP))
        self.assertEqual([p.winners for p in s.pools], [("B",), ("C",)])
        self.assertEqual(nets(s), {"A": -10, "B": 16, "C": -6})
        self.assertEqual(s.players[0].takes, 0)
        self.assertEqual(s.players[0].note, "A could have beaten B and C, but he was raised out: when he refused to call he lost his "
                                             "right to any part of the pool.")

    def test_by_ranks(self):
        """The same table with the hands given as ranks (1 the best)."""
        s = settle([Player("A", 30, 10, True, rank=1), Player("B", 8, 8, rank=2), Player("C", 30, 20, rank=3)])
        self.assertEqual(nets(s), {"A": -10, "B": 16, "C": -6})
        self.assertEqual(s.pools[0].explanation[-25:], "B has the best hand: he takes it."[-25:])


class OtherTables(unittest.TestCase):
    def test_a_bet_nobody_calls_in_full(self):
        """A bets ten, B calls a sight for eight, the others drop: A's two laid aside come back to him."""
        s = settle([Player("A", 30, 10, rank=2), Player("B", 8, 8, rank=1), Player("D", 5, 0, True)])
        self.assertEqual([(p.amount, p.winners, p.returned) for p in s.pools], [(16, ("B",), False), (2, ("A",), True)])
        self.assertEqual(nets(s), {"A": -8, "B": 8, "D": 0})
        self.assertEqual(s.pools[1].explanation, "Nobody matched the last 2 that A put up: they remain outside the pool, and go back to him.")

    def test_two_sights(self):
        """Two sights of different sizes make a first pool and two side pools."""
        s = settle([Player("A", 5, 5, rank=1), Player("B", 12, 12, rank=2), Player("C", 40, 20, rank=3), Player("D", 40, 20, rank=3)])
        self.assertEqual([(p.amount, p.entitled, p.winners) for p in s.pools],
                         [(20, ("A", "B", "C", "D"), ("A",)), (21, ("B", "C", "D"), ("B",)), (16, ("C", "D"), ("C", "D"))])
        self.assertEqual(nets(s), {"A": 15, "B": 9, "C": -12, "D": -12})
        self.assertIn("B calls a sight for 12 in all", s.pools[1].explanation)

    def test_odd_chips(self):
        """A tie that will not divide evenly: the odd chip to the first tied player in turn round the table (the editor's rule)."""
        s = settle([Player("A", 9, 3, True), Player("B", 9, 5, cards=parse_cards("As Kd Qh Jc 9s")),
                    Player("C", 9, 5, cards=parse_cards("Ah Ks Qd Jh 9c"))])
        self.assertEqual(s.pools[0].shares, (("B", 7), ("C", 6)))
        self.assertIn("B and C tie, and divide it: B 7, C 6 (the odd chip to B, in turn round the table, the editor's rule)",
                      s.pools[0].explanation)

    def test_odd_chips_go_in_turn_from_pool_to_pool(self):
        """Issue 42: A, B and C tie for the first pool and two side pools (D calls a sight for 10, E for 20); the pools hold 50,
        40 and 30. The first pool's two odd chips go to A and B, the first side pool's to C, the next in turn: 40 each, not
        41, 40 and 39 (every pool's odd chips to the first of the tied players)."""
        s = settle([Player("A", 30, 30, rank=1), Player("B", 30, 30, rank=1), Player("C", 30, 30, rank=1), Player("D", 10, 10, rank=2),
                    Player("E", 20, 20, rank=3)])
        self.assertEqual([(p.amount, p.shares) for p in s.pools], [(50, (("A", 17), ("B", 17), ("C", 16))),
                                                                 (40, (("A", 13), ("B", 13), ("C", 14))),
                                                                 (30, (("A", 10), ("B", 10), ("C", 10)))])
        self.assertEqual([r.takes for r in s.players], [40, 40, 40, 0, 0])
        self.assertIn("A 13, B 13, C 14 (the odd chip to C, in turn round the table, the editor's rule)", s.pools[1].explanation)
        # The turn goes on round the table from where it stopped, whoever ties: A calls a sight for 5; the first pool's two odd
        # chips go to A and B, and the side pool's one, which B and C divide, to C (not to B again).
        s = settle([Player("A", 5, 5, rank=1), Player("B", 10, 10, rank=1), Player("C", 10, 10, rank=1), Player("D", 10, 10, rank=2)])
        self.assertEqual([(p.amount, p.shares) for p in s.pools], [(20, (("A", 7), ("B", 7), ("C", 6))), (15, (("B", 7), ("C", 8)))])

    def test_tied_players_share_the_odd_chips_by_turns(self):
        """For seeded random tables where the same players tie for every pool: their takes differ by one chip at most."""
        rng = random.Random(42)
        checked = 0
        for trial in range(3000):
            players = [Player(p.name, p.stake, p.put, p.dropped, rank=2 if p.rank == 1 else p.rank) for p in random_table(rng)]
            top = max(p.put for p in players)
            callers = [p for p in players if not p.dropped and p.put == top]
            tied = {p.name for p in callers[:rng.randint(2, 3)]} if len(callers) > 1 else set()
            players = [Player(p.name, p.stake, p.put, p.dropped, rank=1) if p.name in tied else p for p in players]
            if len(tied) < 2:
                continue
            s = settle(players)
            self.assertTrue(all(set(pool.winners) == tied for pool in s.pools if not pool.returned))
            takes = [r.takes for r in s.players if r.name in tied]
            with self.subTest(trial=trial, players=players):
                self.assertLessEqual(max(takes) - min(takes), 1)
            checked += sum(1 for pool in s.pools if pool.amount % len(tied)) > 1
        self.assertGreater(checked, 100)  # tables with odd chips in more than one pool

    def test_house_rules(self):
        """Hands compare under the house rules: with the joker, five of a kind beats a royal flush."""
        rules = rules_named("joker")
        s = settle([Player("A", 10, 10, cards=parse_cards("As Ks Qs Js 10s")), Player("B", 10, 10, cards=parse_cards("9h 9d 9c 9s joker"))],
                   rules)
        self.assertEqual(s.pools[0].winners, ("B",))
        with self.assertRaises(CardError):
            settle([Player("A", 10, 10, cards=parse_cards("As Ks Qs Js 10s")), Player("B", 10, 10, cards=parse_cards("9h 9d 9c 9s joker"))])

    def test_refusals(self):
        cases = [
            ([Player("A", 8, 9, rank=1), Player("B", 9, 9, rank=2)], "A puts 9 in the pool but has only 8 in front of him"),
            ([Player("A", 30, 5, rank=1), Player("B", 30, 10, rank=2)], "A stays in with 5 in the pool, less than the bet of 10"),
            ([Player("A", 30, 10, True, rank=1), Player("B", 8, 8, rank=2)], "nobody who put up the most (10) stayed in"),
            ([Player("A", 30, 10, rank=1), Player("A", 30, 10, rank=2)], "two players are named A"),
            ([Player("A", 30, 10)], "2 to 8 players; you gave 1"),
            ([Player("A", 30, 10), Player("B", 30, 10, rank=1)], "A stays in, so his hand is needed"),
            ([Player("A", 30, 10, cards=parse_cards(KINGS_UP)), Player("B", 30, 10, rank=1)], "every hand as cards, or every hand as a rank"),
            ([Player("A", 30, 10, cards=parse_cards(KINGS_UP)), Player("B", 30, 10, cards=parse_cards("Ks Qd Jc 10h 2s"))],
             "Ks is in A's hand and in B's hand"),
        ]
        for players, words in cases:
            with self.subTest(words=words), self.assertRaises((RuleError, RequestError, CardError)) as caught:
                settle(players)
            self.assertIn(words, caught.exception.message)


def recount(players: list[Player]) -> dict[str, Fraction]:
    """An independent division, chip by chip: the t-th chip of each bet goes to the best hands among those who stayed in
    and put up at least t chips, divided exactly."""
    take = {p.name: Fraction(0) for p in players}
    for t in range(1, max(p.put for p in players) + 1):
        chips = sum(1 for p in players if p.put >= t)
        entitled = [p for p in players if not p.dropped and p.put >= t]
        best = min(p.rank for p in entitled if p.rank is not None)
        winners = [p for p in entitled if p.rank == best]
        for w in winners:
            take[w.name] += Fraction(chips, len(winners))
    return take


def random_table(rng: random.Random) -> list[Player]:
    """A legal table: a bet, sights for less by some, drops by others, every rank from 1 to 4."""
    n = rng.randint(2, 8)
    bet = rng.randint(1, 40)
    players = []
    for i in range(n):
        kind = rng.choice(("call", "sight", "drop"))
        rank = rng.randint(1, 4)
        name = "ABCDEFGH"[i]
        if kind == "call" or i == 0:
            players.append(Player(name, bet + rng.randint(0, 20), bet, rank=rank))
        elif kind == "sight":
            stake = rng.randint(0, bet)
            players.append(Player(name, stake, stake, rank=rank))
        else:
            put = rng.randint(0, bet)
            players.append(Player(name, put + rng.randint(0, 9), put, True, rank=rank if rng.random() < 0.5 else None))
    return players


class ChipsAreConserved(unittest.TestCase):
    def test_random_tables_against_the_recount(self):
        """For seeded random tables: the nets add up to nothing; nobody takes more than his chips match from each player;
        and the division agrees with the chip-by-chip recount (exactly, but for the odd chips of ties)."""
        rng = random.Random(28)
        for trial in range(2000):
            players = random_table(rng)
            s = settle(players)
            with self.subTest(trial=trial, players=players):
                self.assertEqual(sum(r.net for r in s.players), 0)
                self.assertEqual(sum(p.amount for p in s.pools), s.total)
                for r, p in zip(s.players, players):
                    self.assertLessEqual(r.takes, sum(min(p.put, q.put) for q in players))
                    if p.dropped:
                        self.assertEqual(r.takes, 0)
                exact = recount(players)
                for r in s.players:
                    self.assertLess(abs(r.takes - exact[r.name]), len(s.pools))
                    if all(len(pool.winners) == 1 for pool in s.pools):
                        self.assertEqual(r.takes, exact[r.name])

    def test_real_hands_against_ranks(self):
        """Hands dealt from one pack settle as the ranks of their values do."""
        rng = random.Random(5)
        cards = list(pack())
        for _ in range(300):
            table = random_table(rng)
            rng.shuffle(cards)
            hands = [tuple(cards[5 * i:5 * i + 5]) for i in range(len(table))]
            values = sorted({evaluate(h) for h in hands}, reverse=True)
            with_cards = [Player(p.name, p.stake, p.put, p.dropped, h) for p, h in zip(table, hands)]
            ranked = [Player(p.name, p.stake, p.put, p.dropped, rank=values.index(evaluate(h)) + 1) for p, h in zip(table, hands)]
            self.assertEqual(nets(settle(with_cards)), nets(settle(ranked)))


class FreezeOut(unittest.TestCase):
    def test_frozen_out_in_turn(self):
        """"the moment any player loses his last counter, he is 'frozen out,' and must retire from the game. The others
        continue to play until only one remains, and this survivor wins all the stakes bet upon the result.\""""
        s = standings([("A", 20), ("B", 20), ("C", 20), ("D", 20)], [[5, -20, 10, 5], [-25, 0, 15, 10], [0, 0, 35, -35]])
        self.assertEqual([d.counters for d in s.deals], [(25, 0, 30, 25), (0, 0, 45, 35), (0, 0, 80, 0)])
        self.assertEqual(s.retired, (("B", 1), ("A", 2), ("D", 3)))
        self.assertEqual(s.survivor, "C")

    def test_still_playing(self):
        s = standings([("A", 20), ("B", 20)], [[3, -3]])
        self.assertEqual((s.playing, s.survivor, s.retired), (("A", "B"), None, ()))

    def test_refused_deals(self):
        cases = [
            ([[5, -20, 15], [1, -1, 0]], "deal 2 takes 1 from B, who was frozen out after deal 1 and has retired from the game"),
            ([[5, -20, 15], [-1, 1, 0]], "deal 2 gives 1 to B, who was frozen out after deal 1"),
            ([[21, -21, 0]], "deal 1 takes 21 from B, who has only 20"),
            ([[5, -4, 0]], "deal 1's results add up to +1"),
            ([[5, -20, 15], [-25, 0, 25], [0, 0, 0]], "deal 3 comes after the game is over: C alone remains"),
            ([[5, -5]], "deal 1 gives 2 results for 3 players"),
        ]
        for deals, words in cases:
            with self.subTest(words=words), self.assertRaises((RuleError, RequestError)) as caught:
                standings([("A", 20), ("B", 20), ("C", 20)], deals)
            self.assertIn(words, caught.exception.message)


FOSTER_LINES = ["A 30 10 drops Ah Ad Ac 7s 2d", "B 8 8 Ks Kd 9c 9h 3s", "C 30 20 Qs Qd Jc Jh 4s"]


class TheFacade(unittest.TestCase):
    def test_lines_and_objects_agree(self):
        by_lines = api.handle({"op": "stakes", "players": FOSTER_LINES})
        by_objects = api.handle({"op": "stakes", "players": [
            {"name": "A", "stake": 30, "put": 10, "dropped": True, "cards": "Ah Ad Ac 7s 2d"},
            {"name": "B", "stake": "8", "put": 8, "cards": ["Ks", "Kd", "9c", "9h", "3s"]},
            {"name": "C", "stake": 30, "put": 20, "cards": "Qs Qd Jc Jh 4s"}]})
        self.assertEqual(by_lines, by_objects)
        self.assertEqual([(p["amount"], p["winners"]) for p in by_lines["pools"]], [(24, ["B"]), (14, ["C"])])
        self.assertEqual([p["net"] for p in by_lines["players"]], [-10, 16, -6])
        self.assertEqual(by_lines["players"][1]["hand"]["call"], "Two pairs, kings up")

    def test_every_bad_field_named(self):
        cases = [
            ({"players": FOSTER_LINES, "pot": 3}, "bad-request", 'unknown field \'pot\': the stakes request takes "players", "rules"'),
            ({}, "bad-players", 'give "players"'),
            ({"players": "A 1 1"}, "bad-players", 'give "players"'),
            ({"players": FOSTER_LINES[:1]}, "bad-players", "2 to 8 players; you gave 1"),
            ({"players": FOSTER_LINES * 3}, "bad-players", "2 to 8 players; you gave 9"),
            ({"players": [7, FOSTER_LINES[1]]}, "bad-players", "player 1 is an object or a line of text, not 7"),
            ({"players": ["A 30", FOSTER_LINES[1]]}, "bad-players", "player 1's line 'A 30' is too short"),
            ({"players": ["9 30 10 rank 1", FOSTER_LINES[1]]}, "bad-players", "player 1's name is a letter"),
            ({"players": ["A x 10 rank 1", FOSTER_LINES[1]]}, "bad-stake", "A's stake (the chips in front of him) must be a whole number"),
            ({"players": ["A 30 -1 rank 1", FOSTER_LINES[1]]}, "bad-stake", "what A put in the pool must be from 0 to 1,000,000"),
            ({"players": ["A 2000000 10 rank 1", FOSTER_LINES[1]]}, "bad-stake", "A's stake (the chips in front of him) must be from 0 to "
                                                                                 "1,000,000"),
            ({"players": ["A 30 10 rank 0", "B 8 8 rank 1"]}, "bad-number", "A's rank (1 the best hand) must be from 1 to 8"),
            ({"players": ["A 30 10 rank", "B 8 8 rank 1"]}, "bad-players", '"rank" is followed by one number'),
            ({"players": [{"name": "A", "stake": 1, "put": 1, "rank": 1, "colour": 1}, "B 8 8 rank 1"]}, "bad-players",
             "player 1: unknown field 'colour'"),
            ({"players": [{"name": "A", "stake": 30, "put": 10, "dropped": "yes"}, "B 8 8 rank 1"]}, "bad-request",
             "whether A dropped must be true or false, not 'yes'"),
            ({"players": ["A 10 10 Ah Ad Ac 7s", FOSTER_LINES[1]]}, "wrong-count", "A's hand: a poker hand has five cards; you gave 4"),
            ({"players": ["A 10 10 Ah Ad Ac 7s 1x", FOSTER_LINES[1]]}, "bad-card", "A's hand: '1x' is not a card"),
            ({"players": [{"name": "A", "stake": 10, "put": 10, "cards": "Ah Ad Ac 7s 2d", "rank": 1}, "B 10 10 rank 1"]}, "bad-players",
             "A: give his cards or his rank, not both"),
            ({"players": ["A 10 10 Ks Ad Ac 7s 2d", "B 10 10 Ks Kd 9c 9h 3s"]}, "duplicate-card", "Ks is in A's hand and in B's hand"),
            ({"players": FOSTER_LINES, "rules": "jokers"}, "unknown-rule", "jokers"),
            ({"players": ["A 10 9 rank 1", "B 10 10 rank 2"]}, "bad-stake", "A stays in with 9 in the pool, less than the bet of 10"),
        ]
        for fields, code, words in cases:
            answer = api.handle({"op": "stakes", **fields})
            with self.subTest(fields=fields):
                self.assertIn("error", answer, answer)
                self.assertEqual(answer["error"]["code"], code)
                self.assertIn(words, answer["error"]["message"])

    def test_the_cards_in_use_of_a_refusal(self):
        answer = api.handle({"op": "stakes", "players": [{"name": "A", "stake": 10, "put": 10, "cards": "Ah Ad Ac 7s 2x"}, "B 8 8 rank 1"]})
        self.assertEqual(answer["in_use"], ["Ah", "Ad", "Ac", "7s"])

    def test_freeze_out(self):
        answer = api.handle({"op": "freeze-out", "players": "A B C", "counters": 20, "deals": ["5 -20 15", [-25, 0, 25]], "corner": 5})
        self.assertEqual(answer["retired"], [{"name": "B", "deal": 1}, {"name": "A", "deal": 2}])
        self.assertEqual((answer["survivor"], answer["sweepstake"], answer["words"]), ("C", 15, "C is the survivor, and wins all the stakes: 15."))
        cases = [
            ({"players": "A B C", "deals": ["5 x 15"]}, "bad-deals", "deal 1's result for B must be a whole number"),
            ({"players": "A B C", "deals": 3}, "bad-deals", '"deals" is a list'),
            ({"players": "A B C", "deals": [[1, 2]]}, "bad-deals", "deal 1 gives 2 results for 3 players"),
            ({"players": "A B C", "deals": [[0, 0, 0]] * 201}, "bad-deals", "at most 200 deals; you gave 201"),
            ({"players": "A B C", "counters": 0}, "bad-stake", "the counters each player starts with must be from 1 to 1,000,000"),
            ({"players": "A B C", "counters": [20, 20]}, "bad-stake", '"counters" gives 2 numbers for 3 players'),
            ({"players": "A B C", "counters": [20, 20, "x"]}, "bad-stake", "C's counters must be a whole number"),
            ({"players": "A B C", "corner": -1}, "bad-stake", "each player's corner of the sweepstake must be from 0"),
            ({"players": "A 3"}, "bad-players", "player 2's name is a letter"),
            ({"players": "A B C", "deal": []}, "bad-request", "unknown field 'deal'"),
            ({"players": "A B C", "deals": ["21 -21 0"]}, "bad-deals", "deal 1 takes 21 from B, who has only 20"),
        ]
        for fields, code, words in cases:
            answer = api.handle({"op": "freeze-out", **fields})
            with self.subTest(fields=fields):
                self.assertEqual(answer["error"]["code"], code, answer)
                self.assertIn(words, answer["error"]["message"])


class TheWidget(unittest.TestCase):
    def test_the_pools_drawn(self):
        html = web.WIDGETS["stakes"]({"id": "sight"})
        self.assertIn('<tr data-pool="1" data-amount="24" data-winners="B"><th scope="row">First pool</th>', html)
        self.assertIn('<tr data-pool="2" data-amount="14" data-winners="C"><th scope="row">Side pool 1</th>', html)
        self.assertIn('data-player="B" data-net="16"', html)
        self.assertIn("A could have beaten B and C, but he was raised out", html)

    def test_every_echo_escaped(self):
        reply = json.loads(web.respond(json.dumps({"op": "stakes", "view": "stakes", "players": "A 30 10 drops\nB 8 8 rank 1\n"
                                                                                               "C <b>&amp; 20 rank 2"})))
        self.assertNotIn("<b>", reply["html"])
        self.assertIn("&#x27;&lt;b&gt;&amp;amp&#x27; is not one", reply["html"])
        reply = json.loads(web.respond(json.dumps({"op": "stakes", "view": "stakes", "players": "<i>A 30 10 rank 1\nB 8 8 rank 1"})))
        self.assertNotIn("<i>", reply["html"])


class TheFreezeOutWidget(unittest.TestCase):
    def test_the_standings_drawn(self):
        html = web.WIDGETS["freeze-out"]({"id": "fo", "players": "A B C D", "deals": "5 -20 10 5 / -25 0 15 10 / 0 0 35 -35"})
        self.assertIn('<tr data-deal="1" data-counters="25 0 30 25">', html)
        self.assertIn('<tr data-deal="3" data-counters="0 0 80 0">', html)
        self.assertIn("C is the survivor, and wins all the stakes: 20.", html)
        self.assertIn("Retired in this order: B (deal 1), A (deal 2), D (deal 3).", html)

    def test_every_echo_escaped(self):
        reply = json.loads(web.respond(json.dumps({"op": "freeze-out", "view": "freeze-out", "players": "A <b>", "counters": "20",
                                                   "deals": "", "corner": "0"})))
        self.assertNotIn("<b>", reply["html"])
        self.assertIn("player 2&#x27;s name is a letter and up to eleven more letters or digits, such as A or Smith, not &#x27;&lt;b&gt;&#x27;",
                      reply["html"])
        reply = json.loads(web.respond(json.dumps({"op": "freeze-out", "view": "freeze-out", "players": "A B", "counters": "20",
                                                   "deals": "5 <i>", "corner": "0"})))
        self.assertIn("deal 1&#x27;s result for B must be a whole number from -1,000,000 to 1,000,000; &#x27;&lt;i&gt;&#x27;", reply["html"])


@unittest.skipIf(sys.platform == "emscripten", "no processes in WebAssembly")
class TheCommandLine(unittest.TestCase):
    def run_cli(self, *args):
        return subprocess.run([sys.executable, "-m", "hoyle", *args], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": PYSRC})

    def test_stakes(self):
        out = self.run_cli("stakes", *FOSTER_LINES)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual([p["net"] for p in json.loads(out.stdout)["players"]], [-10, 16, -6])

    def test_freeze_out(self):
        out = self.run_cli("freeze-out", "A", "B", "C", "--deal", "5", "-20", "15", "--deal", "-25", "0", "25", "--corner", "5")
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(json.loads(out.stdout)["words"], "C is the survivor, and wins all the stakes: 15.")

    def test_a_bad_line_named(self):
        out = self.run_cli("stakes", "A 30", "B 8 8 rank 1")
        self.assertNotEqual(out.returncode, 0)
        self.assertIn("player 1's line 'A 30' is too short", out.stdout + out.stderr)


if __name__ == "__main__":
    unittest.main()

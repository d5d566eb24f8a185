"""Pegging advice (hoyle.cribbage.pegging) against a brute force over every hand the opponent may hold, against
five-card cribbage as Hoffmann's excerpt gives it (seed 000, lines 43-61), and the positions it takes the play to
be in against the engine's play of two hands (`play.play_out`)."""

from __future__ import annotations

import doctest
import random
import unittest
from fractions import Fraction
from itertools import combinations
from math import comb

from hoyle import api
from hoyle.cards import pack, parse_cards
from hoyle.cribbage import pegging as pg
from hoyle.cribbage.play import peg, play_out
from hoyle.cribbage.show import pips
from hoyle.errors import CardError, RequestError


def codes(cards) -> str:
    return " ".join(c.code for c in cards)


def brute(card, plays, unseen, held):
    """(reply expectation, chance of a go) by every hand of `held` unseen cards, each answered with its best card."""
    table = tuple(plays) + (card,)
    count = sum(map(pips, table))
    if count == 31 or held == 0:  # the count is over, or he has no cards: no answer, no "Go"
        return Fraction(0), Fraction(0)
    total, gos, hands = Fraction(0), 0, 0
    for hand in combinations(unseen, held):
        scores = [peg(table + (u,)).total for u in hand if count + pips(u) <= 31]
        hands += 1
        if scores:
            total += max(scores)
        else:
            gos += 1
    return total / hands, Fraction(gos, hands)


class TestAgainstEveryHand(unittest.TestCase):
    def test_random_positions(self):
        rng = random.Random(29)
        cards = list(pack())
        checked = 0
        while checked < 40:
            rng.shuffle(cards)
            mine = cards[:rng.randint(1, 4)]
            plays = []
            count = 0
            for c in cards[4:4 + rng.randint(0, 4)]:
                if count + pips(c) <= 31:
                    plays.append(c)
                    count += pips(c)
            if count == 31:
                continue
            seen = cards[8:8 + 30]  # thirty more cards seen: the unseen few enough to deal every hand
            possible = pg.held_possible(len(mine), len(plays))
            if not possible:
                continue
            held = rng.choice([h for h in possible if h <= 3] or [min(possible)])
            a = pg.advise(mine, plays, seen, held)
            unseen = [c for c in pack() if c not in set(mine) | set(plays) | set(seen)]
            self.assertEqual(a.unseen, len(unseen))
            for ch in a.choices:
                reply, go = brute(ch.card, plays, unseen, held)
                with self.subTest(mine=[c.code for c in mine], plays=[c.code for c in plays], card=ch.card.code, held=held):
                    self.assertEqual((ch.reply, ch.go), (reply, go))
                    self.assertEqual(ch.balance, ch.now - reply + go)
                    self.assertEqual(sum(p for _, p in ch.reply_chances), 1 if held and ch.count < 31 else 0)
                checked += 1
            self.assertEqual({c for c in mine}, {ch.card for ch in a.choices} | set(a.cannot))


class TestAdvice(unittest.TestCase):
    def test_a_five_led_is_answered_by_a_ten(self):
        a = pg.advise("5h Kd 4s 9c", seen="2c 3d 7h")
        five = next(c for c in a.choices if c.card.code == "5h")
        # sixteen ten-cards, all unseen: a ten answers for fifteen two
        self.assertEqual(five.answers[0].words, "fifteen two")
        self.assertEqual(five.answers[0].cards, 16 - 1)  # less the king in hand
        self.assertEqual(a.choices[-1].card.code, "5h")  # the worst lead

    def test_cannot_pass_thirty_one(self):
        a = pg.advise("Kc 5d", plays="10h 9s 8d")
        self.assertEqual([c.card.code for c in a.choices], [])
        self.assertEqual([c.code for c in a.cannot], ["Kc", "5d"])
        b = pg.advise("Kc 4d", plays="10h 9s 8d")
        self.assertEqual([c.card.code for c in b.choices], ["4d"])
        self.assertEqual(b.choices[0].now, 2)  # thirty-one for two

    def test_refused(self):
        for kwargs, code, words in [
            (dict(cards=""), "wrong-count", "at least one"),
            (dict(cards="5h 5h"), "duplicate-card", "5h"),
            (dict(cards="5h", plays="5h"), "duplicate-card", "5h"),
            (dict(cards="5h", plays="10h 10s 10d 2c"), "over-thirty-one", "count 32"),
            (dict(cards="5h", plays="10h 10s Jd Ac"), "over-thirty-one", "the count is thirty-one"),
            (dict(cards="5h", held=6), "wrong-count", "the opponent cannot hold six cards: you lead with one in your hand; he holds none to two"),
            (dict(cards="5h Jo"), "joker-not-in-play", "joker"),
            (dict(cards="5h 6h 7h 8h 9h 10h"), "wrong-count", "at most five"),
        ]:
            with self.subTest(**kwargs):
                with self.assertRaises((CardError, RequestError)) as e:
                    pg.advise(**kwargs)
                self.assertEqual(e.exception.code, code)
                self.assertIn(words, e.exception.message)

    def test_the_facade(self):
        a = api.handle({"op": "peg-advice", "cards": "5h 9c", "plays": "10d", "held": 2})
        self.assertEqual([c["card"] for c in a["choices"]], ["5h", "9c"])
        self.assertEqual(a["choices"][0]["now"], 2)
        self.assertEqual(a["choices"][0]["reply"], str(Fraction(47, 196)))
        self.assertEqual(a["hands"], 1176)  # two of the 49 unseen cards
        self.assertEqual(api.handle({"op": "peg-advice", "cards": "5h", "held": "x"})["error"]["code"], "bad-number")
        self.assertEqual(parse_cards(a["cards"]), parse_cards("5h 9c"))


class TestThirtyOne(unittest.TestCase):
    def test_thirty_one_ends_the_count(self):
        """Issue 42: thirty-one scores two and ends the count, and no "Go" follows it; a Go point counted after it put
        7c first at 3, where 6s is better (a pair now, and an ace, of the three unseen, the only answer)."""
        a = pg.advise("7c 6s", plays="Kh 7d As 6c", held=2)
        seven = next(c for c in a.choices if c.card.code == "7c")
        self.assertEqual((seven.now, seven.reply, seven.go, seven.balance, seven.reply_chances, seven.answers),
                         (2, 0, 0, 2, (), ()))
        six = a.choices[0]
        self.assertEqual((six.card.code, six.now, six.reply, six.go, six.balance),
                         ("6s", 2, Fraction(88, 345), Fraction(301, 345), Fraction(301, 115)))
        self.assertEqual([c.card.code for c in a.choices], ["6s", "7c"])
        answer = api.handle({"op": "peg-advice", "cards": "7c 6s", "plays": "Kh 7d As 6c", "held": 2})
        self.assertEqual([(c["card"], c["balance"], c["go"]) for c in answer["choices"]], [("6s", "301/115", "301/345"), ("7c", "2", "0")])

    def test_no_cards_no_answer(self):
        """He has played his last card: he cannot answer and says no "Go" (a player with no cards does not); each card
        is worth what it scores now. At five-card, the dealer's last card after the pone's three."""
        a = pg.advise("Ac", plays="5h 6c 2s 3d 4s")
        self.assertEqual(a.held, 0)
        (ace,) = a.choices
        self.assertEqual((ace.now, ace.reply, ace.go, ace.balance, ace.answers), (6, 0, 0, 6, ()))  # a run of six, ace to six
        self.assertEqual(a.hands, 1)


class TestHeld(unittest.TestCase):
    def test_the_default_follows_from_the_plays(self):
        """Issue 42: after the opponent has led he holds one fewer than you: 5h 9c 6d 2s after his 10d, three."""
        answer = api.handle({"op": "peg-advice", "cards": "5h 9c 6d 2s", "plays": "10d"})
        self.assertEqual((answer["held"], answer["unseen"], answer["hands"]), (3, 47, comb(47, 3)))
        for cards, plays, held in (("5h 9c 6d 2s", "", 4), ("5h 9c 6d", "10d Kh", 3), ("5h 9c 6d", "10d Kh 2c", 2),
                                   ("5h 9c 6d 2s Ac", "3d", 4), ("5h", "Ac 2c 3c 4c Ad 2d 3d 4d As", 0)):
            with self.subTest(cards=cards, plays=plays):
                self.assertEqual(pg.advise(cards, plays).held, held)

    def test_a_given_number_that_the_plays_allow(self):
        """Given, it must be one the play can come to; he may hold none (then no answer comes)."""
        self.assertEqual(pg.advise("5h 9c", plays="10d", held=3).held, 3)
        self.assertEqual(pg.advise("5h 9c", plays="10d", held=0).held, 0)
        self.assertEqual(api.handle({"op": "peg-advice", "cards": "5h 9c", "plays": "10d", "held": "0"})["held"], 0)


class TestImpossible(unittest.TestCase):
    def test_refused_by_name(self):
        """Issue 42: plays no game comes to, and a number of his cards that does not fit them."""
        for kwargs, words in [
            (dict(cards="5h 6h 7h 8h", plays="As Ah Ac Ad 2s"),
             "the cards played since the count began go by turns, the last his (it is your turn), so two of the five are yours: "
             "with the four you hold you had six when the count began, and a hand for the play has at most five (at seven-card cribbage)"),
            (dict(cards="5h", plays="Ac 2c 3c 4c Ad 2d 3d 4d As 2s"),
             "the cards played since the count began go by turns, the last his (it is your turn), so five of the ten are yours: "
             "with the one you hold you had six when the count began, and a hand for the play has at most five (at seven-card cribbage)"),
            (dict(cards="5h 9c", plays="10d", held=4),
             "the opponent cannot hold four cards: you hold two, and the cards played since the count began go by turns, the last his, "
             "so the one is his; he holds none to three"),
            (dict(cards="5h 9c 6d 2s", plays="10d", held=4),
             "the opponent cannot hold four cards: you hold four, and the cards played since the count began go by turns, the last his, "
             "so the one is his; he holds three"),
            (dict(cards="5h 9c", held=3), "the opponent cannot hold three cards: you lead with two in your hand; he holds none to two"),
            (dict(cards="5h 9c 6d 2s", plays="3d 4d", held=3),
             "the opponent cannot hold three cards: you hold four, and the cards played since the count began go by turns, the last his, "
             "so one of the two is his; he holds four"),
        ]:
            with self.subTest(**kwargs):
                with self.assertRaises(CardError) as e:
                    pg.advise(**kwargs)
                self.assertEqual(e.exception.code, "wrong-count")
                self.assertTrue(e.exception.message.startswith(words), e.exception.message)
        answer = api.handle({"op": "peg-advice", "cards": "5h 6h 7h 8h", "plays": "As Ah Ac Ad 2s"})
        self.assertEqual(answer["error"]["code"], "wrong-count")


class TestDoctests(unittest.TestCase):
    def test_the_examples(self):
        result = doctest.testmod(pg)
        self.assertGreater(result.attempted, 0)
        self.assertEqual(result.failed, 0)


# --- five-card cribbage from Hoffmann's excerpt, written here without the engine's scoring ------------------


def hoffmann_value(card) -> int:
    """"In counting court cards count as tens" (line 43); the ace, the lowest card, one."""
    return 1 if card.rank == 14 else min(card.rank, 10)


def hoffmann_place(card) -> int:
    """The cards "rank in regular order from ace (lowest) up to king (highest)" (line 43)."""
    return 1 if card.rank == 14 else card.rank


def hoffmann_scores(table) -> int:
    """What the last card of `table` (the cards exposed since the count began) scores, lines 53-61: fifteen two,
    thirty-one two; a pair two, a pair-royal six, a double pair-royal twelve, the cards alike played one after another;
    a run, one a card, of the most cards last played that "form an unbroken series", in any order."""
    count = sum(map(hoffmann_value, table))
    points = 2 * (count == 15) + 2 * (count == 31)
    alike = 1
    while alike < len(table) and table[-1 - alike].rank == table[-1].rank:
        alike += 1
    points += {1: 0, 2: 2, 3: 6, 4: 12}[alike]
    for n in range(len(table), 2, -1):
        places = sorted(map(hoffmann_place, table[-n:]))
        if places == list(range(places[0], places[0] + n)):
            return points + n
    return points


def hoffmann_exchange(card, plays, unseen, held):
    """For one card: (now, {his best answer's points: hands}, hands he must say "Go" with, hands), over every hand of
    `held` unseen cards. At thirty-one the count is ended (line 61): no answer, no "Go"; nor with no cards."""
    table = tuple(plays) + (card,)
    now = hoffmann_scores(table)
    count = sum(map(hoffmann_value, table))
    if count == 31 or held == 0:
        return now, {}, 0, comb(len(unseen), held)
    answers = {u: hoffmann_scores(table + (u,)) for u in unseen if count + hoffmann_value(u) <= 31}
    best: dict[int, int] = {}
    gos = hands = 0
    for hand in combinations(unseen, held):
        hands += 1
        fits = [answers[u] for u in hand if u in answers]
        if fits:
            best[max(fits)] = best.get(max(fits), 0) + 1
        else:
            gos += 1
    return now, best, gos, hands


def five_card_position(rng):
    """A deal at five-card cribbage (five cards each, two laid out, the start turned) played by turns to a player's
    turn, with no "Go" yet: (his cards left, the plays, what he has seen, the opponent's cards left), or None."""
    cards = rng.sample(list(pack()), 11)
    hands = [cards[0:3], cards[5:8]]  # the pone's and the dealer's kept; 3-4 and 8-9 laid out; 10 the start
    laid = [cards[3:5], cards[8:10]]
    plays, count = [], 0
    for turn in range(rng.randint(0, 5)):
        hand = hands[turn % 2]
        fits = [c for c in hand if count + hoffmann_value(c) <= 31]
        if not fits or count == 31:
            return None
        card = rng.choice(fits)
        hand.remove(card)
        plays.append(card)
        count += hoffmann_value(card)
    if count == 31:
        return None
    me = len(plays) % 2
    return hands[me], plays, laid[me] + [cards[10]], len(hands[1 - me])


class TestFiveCardByHoffmann(unittest.TestCase):
    def test_every_value_against_the_rules(self):
        """Issue 42: the whole op (held by default, each card's points, his answers, the "Go", the balance, the order)
        against five-card cribbage as the excerpt gives it, over a seeded sample of deals, exactly. Some positions
        keep the cards truly seen; most add more seen cards, so that every hand he may hold is dealt out here."""
        rng = random.Random(42)
        positions = answers = 0
        while positions < 400:
            found = five_card_position(rng)
            if found is None:
                continue
            mine, plays, seen, his = found
            if positions % 8:
                rest = [c for c in pack() if c not in set(mine) | set(plays) | set(seen)]
                seen = seen + rng.sample(rest, len(rest) - rng.randint(max(his, 8), 22))
            positions += 1
            a = pg.advise(mine, plays, seen)
            unseen = [c for c in pack() if c not in set(mine) | set(plays) | set(seen)]
            count = sum(map(hoffmann_value, plays))
            where = dict(mine=codes(mine), plays=codes(plays), seen=len(seen))
            with self.subTest(**where):
                self.assertEqual((a.held, a.unseen, a.hands), (his, len(unseen), comb(len(unseen), his)))
                self.assertEqual(set(a.cannot), {c for c in mine if count + hoffmann_value(c) > 31})
                balances = []
                for ch in a.choices:
                    now, best, gos, hands = hoffmann_exchange(ch.card, plays, unseen, his)
                    reply = Fraction(sum(p * n for p, n in best.items()), hands)
                    chances = sorted([(p, Fraction(n, hands)) for p, n in best.items()] + ([(-1, Fraction(gos, hands))] if gos else []))
                    self.assertEqual((ch.now, ch.reply, ch.go, ch.balance), (now, reply, Fraction(gos, hands), now - reply + Fraction(gos, hands)))
                    self.assertEqual(list(ch.reply_chances), chances)
                    scoring: dict[int, int] = {}
                    for u in unseen:
                        table = tuple(plays) + (ch.card, u)
                        if his and sum(map(hoffmann_value, table)) <= 31 and hoffmann_scores(table):
                            scoring[hoffmann_scores(table)] = scoring.get(hoffmann_scores(table), 0) + 1
                    by_points: dict[int, int] = {}
                    for x in ch.answers:
                        by_points[x.points] = by_points.get(x.points, 0) + x.cards
                    self.assertEqual(by_points, scoring)
                    balances.append(ch.balance)
                    answers += 1
                self.assertEqual(balances, sorted(balances, reverse=True))
        self.assertGreater(answers, 600)


# --- where the play may stand: the model against the engine's play of two hands ------------------------------


def positions_of_play(pone, dealer, plays, variant):
    """The position after `plays` (`play_out`), as `pegging.POSITIONS` counts it, if the cards of this count went by
    turns with no "Go" and the player to play has a card: (his cards, the other's, the other's played in the
    count, his played); and the cards he may play (none once the play is over)."""
    p = play_out(pone, dealer, plays, variant)
    if p.over:
        return None, ()
    me, him = p.next, "dealer" if p.next == "pone" else "pone"
    begun = max((n for n, t in enumerate(p.turns, 1) if t.kind == "last-card" or t.count == 31 and t.card), default=0)
    count = p.turns[begun:]
    players = [t.player for t in count if t.card is not None]
    by_turns = all(x != y for x, y in zip(players, players[1:])) and players[-1:] in ([], [him])
    if by_turns and not any(t.kind == "go" for t in count) and p.playable:
        left = p.unplayed
        return (len(left[me]), len(left[him]), players.count(him), players.count(me)), p.playable
    return None, p.playable


# Positions too rare for the sample below, each with cards that come to it (pone, dealer, plays; seven-card).
RARE = {
    (4, 0, 0, 0): ("10h 2h As Ad Ac", "10s Jd Qd Kd 10c", "10h 10s 2h As Ad Ac"),  # the pone plays on alone to his last
    (1, 0, 3, 3): ("10h 10d 2h 2s 3h", "10s 2c 2d 3c 3d", "10h 10s 10d 2c 2h 2d 2s 3c 3h"),
    (1, 0, 5, 4): ("As Ah 2s 2h 3s", "Ac Ad 2c 2d Kd", "As Ac Ah Ad 2s 2c 2h 2d 3s"),  # ten cards in one count
    (1, 1, 4, 4): ("As Ac 2s 2c Kd", "Ah Ad 2h 2d Kh", "As Ah Ac Ad 2s 2h 2c 2d"),
    (1, 1, 3, 2): ("10s 10d 2s 2c 3s", "10h 2h 2d 3h 3d", "10s 10h 10d 2h 2s 2d 2c 3h"),
}


class TestPositions(unittest.TestCase):
    def test_the_model_is_the_play(self):
        """Issue 42: every position the model allows is one the engine's play of two hands comes to, and no other:
        a seeded sample of deals played out by `play_out` (half of them of ten-cards and low cards only, where the
        "Go" comes often), and the rare ones above."""
        rng = random.Random(42)
        tens_and_low = [c for c in pack() if pips(c) in (1, 2, 3, 10)]
        found: set = set()
        for variant, size, games in (("five-card", 3, 50), ("six-card", 4, 300), ("seven-card", 5, 600)):
            for game in range(games):
                cards = rng.sample(tens_and_low if game % 2 else list(pack()), 2 * size)
                pone, dealer, plays = cards[:size], cards[size:], []
                while True:
                    position, playable = positions_of_play(pone, dealer, plays, variant)
                    if position:
                        found.add(position)
                    if not playable:
                        break
                    plays.append(rng.choice(playable))
        for position, (pone, dealer, plays) in RARE.items():
            self.assertEqual(positions_of_play(pone, dealer, plays, "seven-card")[0], position)
        self.assertLessEqual(found, pg.POSITIONS)
        self.assertEqual(found | set(RARE), pg.POSITIONS)

    def test_the_default_is_possible(self):
        """As many as yours when the count began is always one of the possible numbers."""
        for yours, held, his, mine in pg.POSITIONS:
            played = his + mine
            self.assertIn(pg.default_held(yours, played), pg.held_possible(yours, played))

    def test_at_the_first_count_the_default_is_the_play(self):
        """At the first count (and so at five-card, whose only count it is) the default is what the opponent holds."""
        rng = random.Random(7)
        for variant, size in (("five-card", 3), ("six-card", 4), ("seven-card", 5)):
            for _ in range(60):
                cards = rng.sample(list(pack()), 2 * size)
                pone, dealer, plays = cards[:size], cards[size:], []
                while True:
                    position, playable = positions_of_play(pone, dealer, plays, variant)
                    p = play_out(pone, dealer, plays, variant)
                    if not position or any(t.kind != "card" for t in p.turns):
                        break
                    with self.subTest(variant=variant, plays=codes(plays)):
                        self.assertEqual(pg.default_held(position[0], len(plays)), position[1])
                    plays.append(rng.choice(playable))


if __name__ == "__main__":
    unittest.main()

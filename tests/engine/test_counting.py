"""The fast tables against the readable evaluator, exact pat counts, and the draw counted by patterns
against dealing out every draw (Practical Poker, chapters "Poker Calculations" and "Odds Against
Improving", seed 001)."""

import sys
import unittest
from fractions import Fraction
from itertools import combinations
from math import comb

from hoyle.api.reading import rules_named
from hoyle.errors import Refusal
from hoyle.cards import JOKER, SUITS, Card, pack, parse_cards
from hoyle.poker import draw as draw_mod
from hoyle.poker.hands import evaluate
from hoyle.poker.odds import book_odds, odds_against, pat_counts
from hoyle.poker.rules import HouseRules
from hoyle.cards import rank_multisets
from hoyle.poker.tables import Columns, Row, Table, all_patterns, card_int, evaluator, fast_patterns, strengths, table

RULES = [HouseRules(), rules_named("joker"), rules_named("extra-hands"),
         rules_named("extra-hands,proper-rank,joker,two-pairs-over-threes")]
# Every option at least once, with the joker and without: the fast table build against the readable one.
ORACLE_RULES = RULES + [rules_named(names) for names in (
    "extra-hands,joker", "blaze-court-cards,round-the-corner-lowest,joker", "blaze-court-cards,round-the-corner-lowest,proper-rank",
    "kilter,skip,two-pairs-over-threes,joker", "no-straights", "no-straights,joker,blaze,tiger,big-dog,kilter,two-pairs-over-threes")]
TABLE_FIELDS = ("keys", "plain", "flush", "klass", "tie", "hands", "total", "below", "share", "class_names", "class_index", "class_level")


def example(pattern):
    """A concrete hand with a pattern's ranks, suits and joker."""
    if pattern.flush:
        cards = [Card(r, "h") for r in pattern.ranks]
    else:
        used, cards = {}, []
        for r in pattern.ranks:
            used[r] = used.get(r, -1) + 1
            cards.append(Card(r, SUITS[used[r]]))
        if len({c.suit for c in cards}) == 1:  # distinct ranks dealt all in spades: move one to clubs
            cards[-1] = Card(cards[-1].rank, "c")
    return cards + ([JOKER] if pattern.joker else [])


class Tables(unittest.TestCase):
    def test_every_pattern_agrees_with_the_readable_evaluator(self):
        for rules in RULES:
            t = table(rules)
            fast = evaluator(rules)
            with self.subTest(rules=rules.names):
                for p in t.patterns:
                    cards = example(p)
                    slow = evaluate(cards, rules)
                    self.assertEqual(slow.key, p.key, cards)
                    self.assertEqual(fast(*map(card_int, cards)), t.strength_of_key(slow.key))

    def test_the_batch_lookup_equals_one_call_a_hand(self):
        """`strengths` (the lookup written out, for speed) gives what `evaluator` and `Table.strength` give."""
        for rules in RULES:
            t = table(rules)
            hands = [example(p) for p in t.patterns]
            fast = [tuple(map(card_int, cards)) for cards in hands]
            with self.subTest(rules=rules.names):
                self.assertEqual(strengths(fast, rules), [evaluator(rules)(*cards) for cards in fast])
                self.assertEqual(strengths(fast, rules), [t.strength(cards) for cards in hands])

    @unittest.skipIf(sys.platform == "emscripten", "a recount by brute force, run in CPython: the faster tests check the same code in Pyodide")
    def test_fast_build_equals_the_readable_definition(self):
        """Every pattern's value by `fast_patterns` is `pattern_value`'s (via `all_patterns`), field for
        field and in the same order, and every field of the table is the same from either list."""
        for rules in ORACLE_RULES:
            with self.subTest(rules=rules.names):
                slow, fast = all_patterns(rules), fast_patterns(rules)
                self.assertEqual(len(fast), len(slow))
                for a, b in zip(slow, fast):
                    self.assertEqual(repr(a), repr(b))
                    self.assertEqual(a, b)
                reference, built = Table(rules, slow), Table(rules)
                for name in TABLE_FIELDS:
                    a, b = getattr(reference, name), getattr(built, name)
                    self.assertEqual(a, b, name)
                    self.assertEqual(repr(a), repr(b), name)  # dicts in the same order too
                self.assertEqual(built.patterns, slow)
                self.assertEqual(built.pattern_of, reference.pattern_of)
                for p in built.patterns:  # a strength's patterns share class and tie (pat_counts counts by strength)
                    s = built.strength_of_key(p.key)
                    self.assertEqual((built.klass[s], built.tie[s]), (p.klass, p.tie))

    def test_pattern_counts_add_up(self):
        self.assertEqual(table().total, comb(52, 5))
        self.assertEqual(table(HouseRules(joker=True)).total, comb(53, 5))
        self.assertEqual(len(table().keys), 7462)  # distinct standard values

    def test_a_tables_columns_are_its_rows_fields(self):  # Table reads zip(*rows) as Columns: the same fields, in order
        self.assertEqual(Columns._fields, Row._fields)

    def test_rank_multisets(self):
        multisets = list(rank_multisets(5, {r: 4 for r in range(2, 15)}))
        self.assertEqual(len(multisets), comb(17, 5) - 13)
        self.assertEqual(sum(w for _, w in multisets), comb(52, 5))


class PatCounts(unittest.TestCase):
    """The Table of Poker Hands, the Table of Two Pairs and the Table of No Pairs (lines 1835-1880)."""

    def test_table_of_poker_hands(self):
        c = pat_counts()
        self.assertEqual(c["classes"], {
            "no-pair": 1302540, "one-pair": 1098240, "two-pairs": 123552, "three-of-a-kind": 54912, "straight": 10200,
            "flush": 5108, "full-hand": 3744, "four-of-a-kind": 624, "straight-flush": 40})
        self.assertEqual(c["divisions"]["royal-flush"], 4)

    def test_table_of_two_pairs(self):
        up = pat_counts()["divisions"]["two-pairs-up"]
        self.assertEqual(list(up.values()), [1584 * n for n in range(12, 0, -1)])  # "the basis of the whole table"
        self.assertEqual(up["aces"], 19008)

    def test_table_of_no_pairs(self):
        self.assertEqual(pat_counts()["divisions"]["no-pair-high"], {
            "ace": 502860, "king": 335580, "queen": 213180, "jack": 127500, "ten": 70380, "nine": 34680, "eight": 14280, "seven": 4080})

    def test_jacks_or_better(self):  # Disputed Rules line 400 prints 549,564
        self.assertEqual(pat_counts()["divisions"]["jacks-or-better"], 536100)

    def test_bobtails(self):  # Disputed Rules line 400 prints 573,916; no reading gives it (see the ledger)
        from hoyle.poker.odds import bobtail_counts, pat_odds

        self.assertEqual(bobtail_counts(), {"four-flush": 100380, "four-in-a-row": 93252, "four-straight-any": 328884,
                                            "flush-or-four-in-a-row": 188496, "flush-or-any-straight": 411252})
        self.assertEqual(pat_odds()["bobtails"]["four-flush"], 100380)
        from hoyle.poker.odds import bobtail_counts_readable

        self.assertEqual(list(bobtail_counts().items()), list(bobtail_counts_readable().items()))
        self.assertEqual(pat_odds(HouseRules(joker=True))["bobtails"], {})

    def test_counts_by_strength_equal_counts_by_pattern(self):
        for rules in RULES:
            with self.subTest(rules=rules.names):
                classes = {c: 0 for c in rules.classes}
                for p in table(rules).patterns:
                    classes[p.klass] += p.hands
                self.assertEqual(pat_counts(rules)["classes"], classes)

    def test_book_odds_style(self):
        self.assertEqual(book_odds(odds_against(54912, 2598960)), "46 to 1")
        self.assertEqual(book_odds(odds_against(3744, 2598960)), "693 to 1")
        self.assertEqual(book_odds(odds_against(40, 2598960)), "64,973 to 1")
        self.assertEqual(book_odds(Fraction(5, 2)), "2\u00bd to 1")
        self.assertEqual(book_odds(Fraction(1, 1)), "even")
        self.assertEqual(book_odds(Fraction(1, 3)), "3 to 1 on")


def brute(hand, hold, rules=HouseRules(), dead=()):
    """Deal out every draw and evaluate each final hand with the fast evaluator."""
    hand, dead = parse_cards(hand), parse_cards(dead)
    hold = parse_cards(hold)
    stock = [c for c in pack(rules.joker) if c not in hand and c not in dead]
    fast = evaluator(rules)
    held = [card_int(c) for c in hold]
    out = {}
    for drawn in combinations([card_int(c) for c in stock], 5 - len(hold)):
        s = fast(*held, *drawn)
        out[s] = out.get(s, 0) + 1
    return out


class Draw(unittest.TestCase):
    def test_the_issue_example(self):
        r = draw_mod.draw("8s 8h Kd 7c 2h", "8s 8h")
        self.assertEqual(r["draws"], 16215)
        self.assertEqual(r["outcomes"], {"one-pair": 11559, "two-pairs": 2592, "three-of-a-kind": 1854, "full-hand": 165, "four-of-a-kind": 45})
        self.assertEqual(r["improve"]["odds"], "2\u00bd to 1")

    def test_counting_equals_dealing_out(self):
        cases = [
            ("8s 8h Kd 7c 2h", "8s 8h Kd", HouseRules(), ""),
            ("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", HouseRules(), ""),
            ("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", HouseRules(), "2h 5h Qs"),
            ("9s 8d 7c 6h 2s", "9s 8d 7c 6h", rules_named("extra-hands,proper-rank"), ""),
            ("Qs Qd Qh 4c 2s", "Qs Qd Qh", HouseRules(), ""),
            ("joker Kh Qh 3d 2c", "joker Kh Qh", HouseRules(joker=True), ""),
            ("As Ks 7d 4c 2h", "As Ks 7d", rules_named("joker"), ""),
            ("Ks Kh Qd Jc 3h", "Ks Kh Qd Jc", rules_named("blaze"), ""),
        ]
        for hand, hold, rules, dead in cases:
            with self.subTest(hand=hand, hold=hold, rules=rules.names):
                deal = draw_mod.Deal(hand, rules, dead)
                self.assertEqual(deal.counts(hold), brute(hand, hold, rules, dead))

    def test_tally_folds_the_same_counts(self):
        for hand, rules in (("Jh 10h 9c 4d 4s", HouseRules()), ("joker Kh Qh 3d 2c", rules_named("joker,extra-hands"))):
            deal = draw_mod.Deal(hand, rules)
            t = deal.table
            for n in range(6):
                for hold in combinations(deal.hand, n):
                    counts = deal.counts(hold)
                    by = [0] * len(t.class_names)
                    for s, c in counts.items():
                        by[t.class_index[s]] += c
                    goal = 5000
                    self.assertEqual(deal.tally(hold, goal),
                                     (by, sum(c * t.share[s] for s, c in counts.items()), sum(c for s, c in counts.items() if s >= goal)))

    def test_every_hold_adds_up(self):
        deal = draw_mod.Deal("Jh 10h 9c 4d 4s")
        for n in range(6):
            for hold in combinations(deal.hand, n):
                self.assertEqual(sum(deal.counts(hold).values()), comb(47, 5 - n))

    def test_all_holds(self):
        result = draw_mod.all_holds("8s 8h Kd 7c 2h")
        self.assertEqual(len(result["holds"]), 32)
        self.assertEqual(result["holds"][0]["hold"], ["8s", "8h"])  # three cards to the pair improves most often
        by_average = draw_mod.all_holds("8s 8h Kd 7c 2h", order="average")["holds"]
        self.assertEqual(by_average[0]["hold"], ["8s", "8h"])

    def test_targets(self):
        four_flush = draw_mod.draw("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", target="flush")
        self.assertEqual(four_flush["target"]["count"], 9)  # nine hearts left in 47
        self.assertEqual(four_flush["target"]["odds"], "4\u00bc to 1")
        beat = draw_mod.draw("8s 8h Kd 7c 2h", "8s 8h", target="Js Jh 4c 3d 2s")
        self.assertEqual(beat["target"]["count"], beat["improve"]["count"])

    def test_errors(self):
        for args, code in (
            (("8s 8h Kd 7c", "8s"), "wrong-count"),
            (("8s 8h Kd 7c 2h", "9s"), "not-in-hand"),
            (("8s 8h Kd 7c 2h", "8s 8s"), "duplicate-card"),
            (("8s 8h Kd 7c joker", "8s"), "joker-not-in-play"),
        ):
            with self.subTest(args=args):
                with self.assertRaises(Refusal) as e:
                    draw_mod.draw(*args)
                self.assertEqual(e.exception.code, code)
        with self.assertRaises(Refusal) as e:
            draw_mod.draw("8s 8h Kd 7c 2h", "8s", dead="8s")
        self.assertEqual(e.exception.code, "duplicate-card")
        with self.assertRaises(Refusal) as e:
            draw_mod.draw("8s 8h Kd 7c 2h", "8s", target="a pair")
        self.assertEqual(e.exception.code, "bad-target")


if __name__ == "__main__":
    unittest.main()

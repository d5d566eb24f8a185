"""One vocabulary: each set of names the engine accepts is a `Literal` type beside the tuple (or table)
the engine reads at run time, and the two name the same words in the same order, so neither can
drift from the other; the old names are gone. Plain unittest: it runs in Pyodide too (the claims
ledger's verdicts and kinds, which the browser's engine never loads, are held in tests/texts/test_claims.py)."""

import typing
import unittest

from hoyle import api, cribbage, rounds
from hoyle.cribbage import layout, show
from hoyle.poker import advice, draw, rules
from hoyle.rounds import vingt_un


class Literals(unittest.TestCase):
    def test_each_literal_names_the_runtime_choices(self):
        for name, kind, values in [
            ("order", draw.Order, draw.ORDERS),
            ("come-in", advice.ComeIn, advice.COME_IN),
            ("opponent", layout.Opponent, layout.OPPONENTS),
            ("variant", show.VariantName, tuple(show.VARIANTS)),
            ("variant-names", show.VariantName, show.VARIANT_NAMES),
        ]:
            with self.subTest(name):
                self.assertEqual(typing.get_args(kind), tuple(values))


class Classes(unittest.TestCase):
    def test_every_class_is_named_once_with_its_title(self):
        self.assertEqual(rules.CLASS_TITLES["round-the-corner"], "Round-the-corner straight")
        self.assertEqual(list(rules.CLASS_TITLES), [c.value for c in rules.ClassId])
        self.assertEqual(rules.ClassId("big-dog").words, "Big dog")
        for listed in (rules.STANDARD_CLASSES, rules.EXTRA_HANDS, rules.CUSTOMARY_ORDER, rules.PROPER_ORDER):
            self.assertEqual([rules.ClassId(c) for c in listed], list(listed))  # each a class the engine knows
        self.assertEqual(sorted(rules.CUSTOMARY_ORDER), sorted(c.value for c in rules.ClassId))
        with self.assertRaises(ValueError):
            rules.ClassId("little-dog")


class Words(unittest.TestCase):
    def test_the_cribbage_game_is_a_variant_and_the_turned_card_the_starter(self):
        s = cribbage.reckon("5h 5d 5c Js", "5s", variant="six-card")
        self.assertEqual((s.variant.name, s.starter.code, s.total), ("six-card", "5s", 29))
        self.assertEqual([v.points_to_make for v in show.VARIANTS.values()], [61, 121, 181])
        self.assertEqual(show.BY_HAND, {3: "five-card", 4: "six-card", 5: "seven-card"})
        self.assertEqual(show.BY_DEAL, {5: "five-card", 6: "six-card", 7: "seven-card"})
        for old in ("game", "start"):
            self.assertFalse(hasattr(s, old) or hasattr(show.SIX_CARD, old), old)
        with self.assertRaises(TypeError):
            cribbage.reckon("5h 5d 5c Js", "5s", game="six-card")

    def test_the_round_games_take_their_own_words(self):
        self.assertFalse(hasattr(vingt_un, "HouseRules"))  # the excerpt's "agreements", not poker's house rules
        self.assertEqual(vingt_un.Agreements().privilege, 0)
        for module in (rounds.commerce, rounds.vingt_un, rounds.hookey):
            self.assertFalse(hasattr(module, module.__name__.rsplit(".", 1)[1]), f"a request reader left in {module.__name__}")
        answer = api.handle({"op": "vingt-un", "dealer": "10c 7d", "players": [{"stake": "x", "cards": "9s 9h"}]})
        self.assertEqual(answer["error"]["code"], "bad-stake")


if __name__ == "__main__":
    unittest.main()

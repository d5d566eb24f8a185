"""Issue 16: the lay-out advisor's crib as a sensible opponent makes it, and the counter's word on
cards that another game (or the crib) would count.

The sensible opponent lays out the two his own advisor puts first (`his_lay_out`, checked here against
`layout` itself); his hand is a seeded sample, so the figures below are exact for that sample, and
the sample is checked against dealing it out with `layout` and `reckon`.
"""

import json
import random
import unittest
from fractions import Fraction
from itertools import combinations

from hoyle import api
from hoyle.web import cribbage
from hoyle.cards import pack, parse_cards
from hoyle.cribbage.layout import (OPPONENTS, RANKS, SAMPLE, SUITS, _counts, _crib_total, _seed, _three_ways, crib_points,
                                   his_lay_out, advise, sensible_crib)
from hoyle.cribbage.show import reckon, variant_named

from .test_intervals import mean_by_bisection
from .test_web_cribbage import fence, render

HAND = "5h 5d Jc Js 4h 6c"  # the tools page's lay-out


def below(el):
    """Every element inside `el`, in order."""
    for part in el.parts:
        if not isinstance(part, str):
            yield part
            yield from below(part)


def pairs(cards):
    return [(c.rank, c.suit) for c in parse_cards(cards)]


def unseen_of(mine):
    return [(r, s) for r in RANKS for s in SUITS if (r, s) not in mine]


class HisLayOut(unittest.TestCase):
    def test_the_same_choice_as_the_advisor(self):
        """His lay-out, found by sums over the ranks, is the first row `layout` gives for his hand and seat."""
        rng = random.Random(16)
        cards = pack()
        for variant in ("five-card", "six-card", "seven-card"):
            g = variant_named(variant)
            for n in range(12):
                dealt = rng.sample(cards, g.dealt)
                dealer = n % 2 == 0
                codes = " ".join(c.code for c in dealt)
                with self.subTest(cards=codes, dealer=dealer):
                    first = advise(codes, variant, dealer)["layouts"][0]["lay_out"]
                    theirs = his_lay_out(tuple((c.rank, c.suit) for c in dealt), g, dealer)
                    self.assertEqual(pairs(" ".join(first)), list(theirs))

    def test_crib_by_ranks_equals_crib_points(self):
        mine = pairs(HAND)
        unseen = unseen_of(mine)
        ranks, suits = _counts(unseen)
        for away in combinations(mine, 2):
            with self.subTest(away=away):
                self.assertEqual(_crib_total(away, _three_ways(ranks), suits, set(unseen)), crib_points(away, unseen)[0])

    def test_the_sample_dealt_out(self):
        """A small sample worked out the slow way: his hand drawn as `sensible_crib` draws it, his lay-out
        by `layout`, and the crib reckoned with every start left by `reckon`."""
        g = variant_named("six-card")
        mine = pairs(HAND)
        unseen = unseen_of(mine)
        aways = [(mine[2], mine[3]), (mine[4], mine[5]), (mine[0], mine[1])]
        got = sensible_crib(mine, unseen, g, False, aways, "a test", hands=6)
        rng = random.Random("a test")
        totals = [Fraction(0)] * len(aways)
        cribs: list[list[Fraction]] = [[] for _ in aways]  # each of his hands' crib, over every start
        for _ in range(6):
            his = rng.sample(unseen, 6)
            laid = advise(" ".join(card_code(c) for c in his), "six-card", dealer=False)["layouts"][0]["lay_out"]
            left = [c for c in pack() if (c.rank, c.suit) not in mine and (c.rank, c.suit) not in his]
            self.assertEqual(len(left), 40)
            for i, away in enumerate(aways):
                crib = parse_cards(" ".join(card_code(c) for c in away) + " " + " ".join(laid))
                cribs[i].append(Fraction(sum(reckon(crib, s, crib=True, variant="six-card").total for s in left), 40))
                totals[i] += cribs[i][-1]
        for i in range(len(aways)):
            self.assertAlmostEqual(got["means"][i], float(totals[i] / 6), places=12)
            # the interval: the score rule over the range 0 to 29, solved by bisection in fractions from the cribs dealt out
            low, high = mean_by_bisection(cribs[i], Fraction(0), Fraction(29))
            self.assertAlmostEqual(got["lows"][i], float(low), places=9)
            self.assertAlmostEqual(got["highs"][i], float(high), places=9)
        self.assertEqual(got["hands"], 6)


def card_code(card) -> str:
    r, s = card
    return f"{ {14: 'A', 11: 'J', 12: 'Q', 13: 'K'}.get(r, r)}{s}"


class SensibleFigures(unittest.TestCase):
    """The figures of the test hands (a seeded sample: the same every run and in Pyodide)."""

    def row(self, answer, lay_out):
        return next(r for r in answer["layouts"] if r["lay_out"] == lay_out)

    def test_the_tools_page_hand_for_the_dealer(self):
        answer = advise(HAND, "six-card", dealer=True, opponent="sensible")
        self.assertEqual(answer["opponent"], "sensible")
        self.assertEqual(answer["sample"], {"hands": 400, "of": 9366819, "level": 0.95})
        best = answer["layouts"][0]
        self.assertEqual((best["keep"], best["lay_out"]), (["5h", "5d", "4h", "6c"], ["Jc", "Js"]))
        self.assertEqual(best["crib"], {"mean": 5.5723, "points": 253764, "deals": 45540})  # any two: as before
        self.assertEqual(best["sensible_crib"], {"mean": 5.1189, "low": 4.9178, "high": 5.4432})
        self.assertEqual(best["sensible_value"], 21.0755)
        self.assertEqual(best["value"], 21.0755)
        self.assertEqual(best["values"], {"dealer": 21.5289, "pone": 10.3842})
        self.assertEqual(self.row(answer, ["4h", "6c"])["sensible_crib"], {"mean": 3.4417, "low": 3.2885, "high": 3.7472})

    def test_the_tools_page_hand_for_the_pone(self):
        """A sensible dealer lays out for his own crib: it is worth more than any two."""
        best = advise(HAND, "six-card", dealer=False, opponent="sensible")["layouts"][0]
        self.assertEqual(best["lay_out"], ["Jc", "Js"])
        self.assertEqual(best["sensible_crib"], {"mean": 6.4508, "low": 6.1803, "high": 6.8218})
        self.assertEqual(best["sensible_value"], 9.5057)

    def test_the_book_pages_five_card_hand(self):
        answer = advise("5h 5d Jc 4h 9s", "five-card", dealer=True, opponent="sensible")
        self.assertEqual(answer["sample"], {"hands": 400, "of": 1533939, "level": 0.95})
        best = answer["layouts"][0]
        self.assertEqual((best["lay_out"], best["crib"]["mean"]), (["4h", "9s"], 4.0992))
        self.assertEqual((best["sensible_crib"], best["sensible_value"]), ({"mean": 3.4696, "low": 3.3352, "high": 3.7606}, 11.4696))

    def test_seven_card(self):
        answer = advise("5h 5d Jc Js 4h 6c 9s", "seven-card", dealer=False, opponent="sensible")
        self.assertEqual(answer["sample"], {"hands": 300, "of": 45379620, "level": 0.95})
        best = answer["layouts"][0]
        self.assertEqual(len(answer["layouts"]), 21)
        self.assertEqual((best["lay_out"], best["sensible_crib"], best["sensible_value"]),
                         (["Jc", "9s"], {"mean": 5.2057, "low": 4.9296, "high": 5.6439}, 15.3943))

    def test_a_hand_the_option_changes(self):
        """Dealt As Js 4c 6s Qs 7s as the dealer: with any two in the crib, lay out 6s 7s; against a
        sensible pone, who keeps his fives and his runs, the ace and four do better."""
        random_crib = advise("As Js 4c 6s Qs 7s", "six-card", dealer=True)["layouts"][0]
        answer = advise("As Js 4c 6s Qs 7s", "six-card", dealer=True, opponent="sensible")
        self.assertEqual(random_crib["lay_out"], ["6s", "7s"])
        self.assertEqual(answer["layouts"][0]["lay_out"], ["As", "4c"])
        self.assertEqual(answer["layouts"][0]["sensible_crib"], {"mean": 5.3971, "low": 5.2157, "high": 5.7009})
        self.assertEqual(self.row(answer, ["6s", "7s"])["sensible_crib"], {"mean": 5.0598, "low": 4.7823, "high": 5.4551})

    def test_the_same_deal_gives_the_same_figures(self):
        """The seed is the game and the cards dealt, whatever their order or spelling."""
        one = advise("5h 5d Jc Js 4h 6c", opponent="sensible")
        two = advise("6c 4H js JC 5♦ 5♥", opponent="sensible")
        self.assertEqual(_seed(parse_cards("5h 5d Jc Js 4h 6c"), variant_named("six-card")), "six-card 4h 5d 5h 6c Jc Js")
        self.assertEqual({tuple(sorted(r["lay_out"])): r["sensible_crib"] for r in one["layouts"]},
                         {tuple(sorted(r["lay_out"])): r["sensible_crib"] for r in two["layouts"]})

    def test_default_is_any_two(self):
        answer = api.handle({"op": "layout", "cards": HAND})
        self.assertEqual(answer["opponent"], "random")
        self.assertNotIn("sample", answer)
        self.assertTrue(all("sensible_crib" not in r for r in answer["layouts"]))
        self.assertEqual(answer, api.handle({"op": "layout", "cards": HAND, "opponent": "random"}))
        no_crib = api.handle({"op": "layout", "cards": HAND, "crib": False})  # no crib, nothing to weigh
        self.assertEqual(no_crib["opponent"], "random")
        refused = api.handle({"op": "layout", "cards": HAND, "crib": False, "opponent": "sensible"})  # was answered as "random"
        self.assertEqual(refused["error"], {"code": "bad-request", "message": "\"opponent\" does not apply to the kept hand alone "
                                                                              "(\"crib\": false): the opponent's lay-out makes the crib"})
        self.assertNotIn("crib", no_crib["layouts"][0])

    def test_the_cribs_range_is_the_twenty_nine(self):
        """The interval of the sensible crib takes each crib as from 0 to 29, the most a crib can make: every crib of four
        with every start, counted."""
        from hoyle.cribbage.distribution import distribution
        from hoyle.cribbage.layout import MOST_POINTS

        points = distribution(crib=True)
        self.assertEqual((min(points), max(points), MOST_POINTS), (0, 29, 29))

    def test_sample_sizes(self):
        self.assertEqual(SAMPLE, {"five-card": 400, "six-card": 400, "seven-card": 300})
        self.assertEqual(OPPONENTS, ("random", "sensible"))


class HostileOpponent(unittest.TestCase):
    def test_values_the_field_cannot_take(self):
        for value, says in (
            ("<b>sensible</b>", "the opponent's lay-out is random or sensible, not '<b>sensible</b>'"),
            ("sensiblе", "it has a Cyrillic letter е"),  # a Cyrillic e
            ("ｓｅｎｓｉｂｌｅ", "not 'ｓｅｎｓｉｂｌｅ'"),  # full-width letters are not read as a choice
            ("Sensible", "not 'Sensible'"),
            ("sensible\u200b", "not 'sensible"),
            ("9" * 3000, "…"),
            (10**30, "the opponent's lay-out is random or sensible, not "),
            (["sensible"], "the opponent's lay-out is random or sensible"),
            (True, "not true"),
        ):
            with self.subTest(value=value if not isinstance(value, str) else value[:20]):
                answer = api.handle({"op": "layout", "cards": HAND, "opponent": value})
                self.assertEqual(answer["error"]["code"], "bad-choice")
                self.assertIn(says, answer["error"]["message"])
                self.assertLess(len(answer["error"]["message"]), 200)

        self.assertEqual(api.handle({"op": "layout", "cards": HAND, "opponent": None})["error"],
                         {"code": "bad-request", "message": "\"opponent\" is null: give it a value, or leave it out"})  # null, as in every field

    def test_too_long(self):
        answer = api.handle({"op": "layout", "cards": HAND, "opponent": "x" * 5000})
        self.assertEqual(answer["error"]["code"], "too-large")

    def test_engine_call(self):
        with self.assertRaises(Exception):
            advise(HAND, opponent="clever")


class CountedAs(unittest.TestCase):
    """The counter names the game (or the crib) that would count cards the chosen game refuses."""

    def test_the_twenty_nine_at_five_card(self):
        answer = api.handle({"op": "crib", "cards": "5h 5c 5s Jd", "starter": "5d", "variant": "five-card"})
        self.assertEqual(answer["error"]["code"], "wrong-count")
        self.assertEqual(answer["counted_as"], [{"variant": "six-card", "crib": False, "total": 29},
                                                {"variant": "five-card", "crib": True, "total": 29}])
        switched = api.handle({"op": "crib", "cards": "5h 5c 5s Jd", "starter": "5d", "variant": "six-card", "crib": False})
        self.assertEqual(switched["total"], 29)

    def test_other_sizes(self):
        cases = (
            ({"cards": "5h 5c 5s", "starter": "Jd", "variant": "six-card"}, [("five-card", False, 14)]),  # three cards are no crib
            ({"cards": "5h 5c 5s Jd 4c", "starter": "5d", "variant": "six-card"}, [("seven-card", False, None)]),
            ({"cards": "5h 5c 5s Jd 4c", "starter": "5d", "variant": "six-card", "crib": True}, [("seven-card", False, None)]),
            ({"cards": "5h 5c 5s", "starter": "10d", "variant": "seven-card", "crib": True}, [("five-card", False, 14)]),
        )
        for request, ways in cases:
            with self.subTest(request=request):
                answer = api.handle({"op": "crib", **request})
                got = [(w["variant"], w["crib"], w["total"]) for w in answer["counted_as"]]
                self.assertEqual([(g, c) for g, c, _ in got], [(g, c) for g, c, _ in ways])
                for (g, c, total), (_, _, expected) in zip(got, ways):
                    self.assertEqual(total, api.handle({"op": "crib", **request, "variant": g, "crib": c})["total"])
                    if expected is not None:
                        self.assertEqual(total, expected)

    def test_no_game_counts_them(self):
        for request in (
            {"cards": "5h 5c 5s Jd 4c 2c", "starter": "5d", "variant": "five-card"},  # six cards: no hand, no crib
            {"cards": "5h 5c 5s Jd", "starter": "5d 4d", "variant": "five-card"},  # two starts
        ):
            with self.subTest(request=request):
                answer = api.handle({"op": "crib", **request})
                self.assertEqual((answer["error"]["code"], answer["counted_as"]), ("wrong-count", []))

    def test_other_errors_have_no_hint(self):
        for request, code in (
            ({"cards": "5h 5c 5s 5d", "starter": "5d", "variant": "five-card"}, "duplicate-card"),
            ({"cards": "5h 5c 5s Jd", "starter": "1d", "variant": "five-card"}, "bad-card"),
            ({"cards": "5h 5c 5s Jd", "starter": "5d", "variant": "eight-card"}, "bad-variant"),
        ):
            with self.subTest(request=request):
                answer = api.handle({"op": "crib", **request})
                self.assertEqual(answer["error"]["code"], code)
                self.assertNotIn("counted_as", answer)


class Views(unittest.TestCase):
    """What the widgets show: both cribs for every lay-out, the sample in words, and the counter's switch."""

    def test_both_cribs_for_every_lay_out(self):
        answer, tree = render(cribbage.layout_request(HAND, True, "six-card", "sensible"))
        rows = tree.find("hoyle-layout-row")
        self.assertEqual(len(rows), 15)
        first = rows[0]
        self.assertEqual(first.attrs["data-lay-out"], "Jc Js")
        self.assertEqual([e.attrs["data-value"] for e in below(first) if "hoyle-crib-random" in e.classes()], ["5.5723"])
        sensible = [e for e in below(first) if "hoyle-crib-sensible" in e.classes()]
        self.assertEqual([(e.attrs["data-value"], e.attrs["data-low"], e.attrs["data-high"], e.text) for e in sensible],
                         [("5.1189", "4.9178", "5.4432", "5.12 (4.92–5.44)")])
        heads = [e.text for e in tree.all if e.tag == "th"]
        self.assertEqual(heads[-6:], ["mean", "least", "most", "sd", "any two", "his best two"])
        self.assertIn("the crib 5.12 (95% interval 4.92 to 5.44) as a sensible pone makes it (5.57 if his two were any two), 21.08 in all.",
                      tree.one("hoyle-layout-advice").text)
        note = tree.find("hoyle-rules-note")[0].text
        self.assertIn("over a sample of 400 of them", note)
        self.assertIn("His hand is one of 9,366,819", note)
        self.assertIn("in brackets, its 95% interval", note)
        self.assertIn("never closes to a single figure", note)

    def test_the_default_table_is_as_before(self):
        answer, tree = render(cribbage.layout_request(HAND))
        self.assertEqual(tree.find("hoyle-crib-sensible"), [])
        self.assertEqual([e.text for e in tree.all if e.tag == "th"][-5:], ["mean", "least", "most", "sd", "mean"])

    def test_the_field_and_a_fence(self):
        tree = fence("widget: layout\nid: lay\ncards: 5h 5d Jc Js 4h 6c\nopponent: sensible")
        select = next(e for e in tree.all if e.attrs.get("data-field") == "opponent")
        self.assertEqual(select.attrs["data-param"], "lay-opponent")
        self.assertEqual([(e.attrs["value"], "selected" in e.attrs) for e in below(select)], [("random", False), ("sensible", True)])
        self.assertEqual(len(tree.find("hoyle-crib-sensible")), 15)
        with self.assertRaises(ValueError):
            cribbage.WIDGETS["layout"]({"id": "x", "cards": HAND, "opponent": "clever"})

    def test_hostile_value_is_named_not_rendered(self):
        answer, tree = render({**cribbage.layout_request(HAND), "opponent": "<img src=x onerror=alert(1)>"})
        self.assertEqual(answer["error"]["code"], "bad-choice")
        self.assertEqual([e.tag for e in tree.all if e.tag in ("img", "script")], [])
        self.assertIn("the opponent's lay-out is random or sensible, not '<img src=x onerror=alert(1)>'", tree.one("hoyle-message").text)

    def test_the_counter_offers_the_game_that_counts_the_twenty_nine(self):
        answer, tree = render(cribbage.crib_request("5h 5c 5s Jd", "5d", "five-card"))
        self.assertEqual(tree.one("hoyle-message").text,
                         "a hand at five-card cribbage has three cards (with the start, four); you gave 4")
        hint = tree.one("hoyle-count-as-hint")
        self.assertEqual(hint.parts[0].text, "Four cards and the start would be counted as a hand at six-card cribbage (29), or as the crib (29).")
        buttons = [e for e in below(hint) if e.tag == "button"]
        self.assertEqual([(b.text, json.loads(b.attrs["data-set"])) for b in buttons], [
            ("Count them at six-card", {"variant": "six-card", "crib": False}),
            ("Count them as the crib at five-card", {"variant": "five-card", "crib": True}),
        ])
        answer, tree = render(cribbage.crib_request("5h 5c 5s Jd 4c 2c", "5d", "five-card"))  # six cards: no game counts them
        self.assertEqual(tree.find("hoyle-count-as-hint"), [])


if __name__ == "__main__":
    unittest.main()

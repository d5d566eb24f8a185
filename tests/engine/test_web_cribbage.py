"""The cribbage widgets' renderers: the counter, the lay-out advisor, the play scorer and which card to play.

Expected figures are worked out here from `hoyle.cribbage.show.reckon` (every start, every crib)
rather than copied from the answers, and the HTML is read with the standard library's parser."""

import json
import unittest
from fractions import Fraction
from html.parser import HTMLParser
from itertools import combinations
from math import sqrt

from hoyle import web
from hoyle.cards import pack, parse_cards
from hoyle.cribbage.layout import fast_show
from hoyle.cribbage.show import reckon
from hoyle.web import cribbage

VOID = {"input", "br", "img", "meta", "link", "hr", "col", "source", "wbr"}


class Element:
    def __init__(self, tag, attrs):
        self.tag, self.attrs, self.parts = tag, attrs, []

    @property
    def text(self) -> str:
        return " ".join("".join(p if isinstance(p, str) else p.text for p in self.parts).split())

    def classes(self) -> set:
        return set(self.attrs.get("class", "").split())


class Tree(HTMLParser):
    """Every element with its attributes and its text (enough to read a widget's answer)."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.all: list[Element] = []
        self.stack = [Element("root", {})]
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        el = Element(tag, {k: (v or "") for k, v in attrs})
        self.stack[-1].parts.append(el)
        self.all.append(el)
        if tag not in VOID:
            self.stack.append(el)

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        self.stack[-1].parts.append(data)

    def find(self, cls: str) -> list[Element]:
        return [e for e in self.all if cls in e.classes()]

    def one(self, cls: str) -> Element:
        found = self.find(cls)
        assert len(found) == 1, (cls, len(found))
        return found[0]


def render(request: dict) -> tuple[dict, Tree]:
    out = json.loads(web.respond(json.dumps({**request, "view": request["op"]})))
    return out["answer"], Tree(out["html"])


def fence(text: str) -> Tree:
    return Tree(web.fence(text, "hoyle", "hoyle", {}, None))


class Counter(unittest.TestCase):
    def test_twenty_nine_claimed_item_by_item(self):
        answer, tree = render(cribbage.crib_request("5h 5d 5s Jc", "5c"))
        self.assertEqual(answer["total"], reckon("5h 5d 5s Jc", "5c", variant="six-card").total)
        self.assertEqual(tree.one("hoyle-crib-result").attrs["data-total"], "29")
        self.assertEqual(tree.one("hoyle-crib-result").attrs["data-in-use"], "5h 5d 5s Jc 5c")
        self.assertEqual(tree.one("hoyle-crib-total").text, "Twenty-nine (29): fifteen sixteen, a double pair-royal, and his nob.")
        items = tree.find("hoyle-crib-item")
        self.assertEqual([i.parts[0].text for i in items], [
            "fifteen two", "fifteen four", "fifteen six", "fifteen eight", "fifteen ten", "fifteen twelve",
            "fifteen fourteen", "fifteen sixteen", "and twelve for a double pair-royal, twenty-eight",
            "and one for his nob, twenty-nine",
        ])
        # Said one after another, the items are the claim, word for word.
        self.assertEqual(", ".join(i.parts[0].text for i in items), answer["claim"])
        self.assertEqual([i.attrs["data-highlight"] for i in items], [
            "5h Jc", "5d Jc", "5s Jc", "Jc 5c", "5h 5d 5s", "5h 5d 5c", "5h 5s 5c", "5d 5s 5c", "5h 5d 5s 5c", "Jc",
        ])
        self.assertTrue(all(i.attrs["tabindex"] == "0" for i in items))
        self.assertEqual([i.parts[2].text for i in items], ["+2"] * 8 + ["+12", "+1"])
        self.assertEqual(tree.one("hoyle-crib-claim").text.split(" How the book")[0],
                         "Claimed: “fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, "
                         "fifteen sixteen, and twelve for a double pair-royal, twenty-eight, and one for his nob, twenty-nine.”")
        # The hand's faces (those the rows light), then the start.
        faces = [e.attrs["data-card"] for e in tree.find("hoyle-card")]
        self.assertEqual(faces, ["5h", "5d", "5s", "Jc", "5c"])
        self.assertEqual(tree.one("hoyle-crib-start").text, "start: 5♣")
        self.assertEqual(tree.find("hoyle-crib-heels"), [])

    def test_the_books_pair_royal_at_five_card(self):
        answer, tree = render(cribbage.crib_request("5s 5h 5d", "10c", "five-card"))
        self.assertEqual(answer["total"], 14)
        self.assertEqual(tree.one("hoyle-crib-claim").text.split(" How the book")[0],
                         "Claimed: “fifteen two, fifteen four, fifteen six, fifteen eight, and six for a pair-royal, fourteen.”")
        self.assertEqual(tree.one("hoyle-crib-what").text, "A hand at five-card cribbage with the start:")
        self.assertEqual(tree.one("hoyle-crib-total").text, "Fourteen (14): fifteen eight and a pair-royal.")

    def test_two_for_his_heels_beside_the_show(self):
        answer, tree = render(cribbage.crib_request("5h 5d 5s Jc", "Jd"))
        self.assertEqual(answer["total"], reckon("5h 5d 5s Jc", "Jd", variant="six-card").total)
        heels = tree.one("hoyle-crib-heels")
        self.assertEqual(heels.attrs["data-highlight"], "Jd")
        self.assertTrue(heels.text.startswith("The start is a knave: two for his heels to the dealer, scored when it is turned up, "
                                              "not in the show (so not in the 22)."))
        link = [a for a in tree.find("hoyle-passage") if a.text == "The rule"][0]
        self.assertEqual(link.attrs["data-site-path"], "hoyles-games-modernized/cribbage/#:~:text=Should%20it%20chance%20to%20be%20a%20knave")

    def test_the_crib_has_no_flush_without_the_start(self):
        hand, tree_hand = render(cribbage.crib_request("2h 4h 6h 8h", "Kc"))
        crib, tree_crib = render(cribbage.crib_request("2h 4h 6h 8h", "Kc", crib=True))
        self.assertEqual((hand["total"], crib["total"]), (reckon("2h 4h 6h 8h", "Kc", variant="six-card").total,
                                                          reckon("2h 4h 6h 8h", "Kc", crib=True).total))
        self.assertEqual([i.attrs["data-kind"] for i in tree_hand.find("hoyle-crib-item")][-1], "flush")
        self.assertNotIn("flush", [i.attrs["data-kind"] for i in tree_crib.find("hoyle-crib-item")])
        self.assertEqual(tree_crib.one("hoyle-crib-what").text, "The crib with the start:")

    def test_nothing(self):
        _, tree = render(cribbage.crib_request("Ah 3s 8d Qc", "Kd"))
        self.assertEqual(tree.one("hoyle-crib-total").text, "Nothing (0): no fifteen, pair, run, flush or nob.")
        self.assertEqual(tree.find("hoyle-crib-item"), [])

    def test_bad_input_is_named(self):
        cases = [
            (cribbage.crib_request("5h 5d 5s Jc", "5h"), "5h is given as the start and in the hand: a pack has only one of each card", "5h 5d 5s Jc"),
            (cribbage.crib_request("5s 5h 5d", "10c", "six-card"),
             "a hand at six-card cribbage has four cards (with the start, five); you gave 3", "5s 5h 5d 10c"),
            (cribbage.crib_request("5h 5d 5h Jc", "5c"), "the hand: 5h is given twice: a pack has only one of each card", "5h 5d Jc 5c"),
            (cribbage.crib_request("5h 5d 5s Jc", ""), "the start is one card; you gave 0", "5h 5d 5s Jc"),
            (cribbage.crib_request("5h 5d 5s <b>", "5c"), "the hand: '<b>' is not a card: ranks are A 2-10 J Q K (T for ten)", "5h 5d 5s 5c"),
        ]
        for request, message, in_use in cases:
            with self.subTest(message=message):
                answer, tree = render(request)
                self.assertEqual(answer["error"]["message"], message)
                self.assertEqual(tree.one("hoyle-message").text, message)
                self.assertEqual(tree.one("hoyle-crib-result").attrs["data-in-use"], in_use)
        out = json.loads(web.respond(json.dumps({**cribbage.crib_request("5h 5d 5s <b>", "5c"), "view": "crib"})))
        self.assertIn("&#x27;&lt;b&gt;&#x27; is not a card", out["html"])

    def test_the_widget_at_build_time(self):
        tree = fence("widget: crib\nid: crib\ncards: 5h 5d 5s Jc\nstarter: 5c")
        root = tree.one("hoyle-crib")
        self.assertEqual((root.attrs["data-op"], root.attrs["data-widget"], root.attrs["id"]), ("crib", "crib", "crib"))
        params = {e.attrs["data-field"]: e.attrs["data-param"] for e in tree.all if "data-field" in e.attrs}
        self.assertEqual(params, {"cards": "crib", "starter": "crib-starter", "variant": "crib-game", "crib": "crib-as-crib"})
        selected = [e.attrs["value"] for e in tree.all if e.tag == "option" and "selected" in e.attrs]
        self.assertEqual(selected, ["six-card"])
        self.assertEqual(len(tree.find("hoyle-pick")), 52)
        self.assertEqual(tree.one("hoyle-crib-result").attrs["data-total"], "29")
        # A hand of three is the five-card game unless the fence says otherwise.
        three = fence("widget: crib\nid: c3\ncards: 5s 5h 5d\nstarter: 10c")
        self.assertEqual([e.attrs["value"] for e in three.all if e.tag == "option" and "selected" in e.attrs], ["five-card"])
        self.assertEqual(three.one("hoyle-crib-result").attrs["data-total"], "14")
        with self.assertLogs("mkdocs.plugins.hoyle", "WARNING"):
            web.fence("widget: crib\nid: c4\ncards: 5s 5h 5d\nstarter: 10c\nvariant: six-card", "hoyle", "hoyle", {}, None)


class LayOut(unittest.TestCase):
    DEALT = "5h 5d Jc Js 4h 6c"

    @classmethod
    def setUpClass(cls):
        """The best lay-out's figures: the hand shown with every start by `reckon`, the crib dealt out with
        every start and every two of the other unseen cards (by the fast scorer, which the lay-out's own
        tests check against `reckon`), not counted by patterns as the advisor counts it."""
        dealt = parse_cards(cls.DEALT)
        keep, away = parse_cards("5h 5d 4h 6c"), parse_cards("Jc Js")
        unseen = [c for c in pack() if c not in dealt]
        shows = [reckon(keep, starter, variant="six-card").total for starter in unseen]
        cls.hand_mean = Fraction(sum(shows), len(shows))
        cls.hand_sd = sqrt(sum((s - cls.hand_mean) ** 2 for s in shows) / len(shows))
        cls.hand_range = (min(shows), max(shows))
        def rs(cards):
            return tuple((c.rank, c.suit) for c in cards)

        points = deals = 0
        for starter in unseen:
            rest = rs(c for c in unseen if c != starter)
            for pair in combinations(rest, 2):
                points += fast_show(rs(away) + pair, (starter.rank, starter.suit), crib=True)
                deals += 1
        cls.crib_mean = Fraction(points, deals)
        cls.deals = deals

    def test_the_best_for_the_dealer(self):
        self.assertEqual((self.hand_mean, self.hand_range, self.crib_mean, self.deals), (Fraction(734, 46), (12, 24), Fraction(7049, 1265), 45540))
        answer, tree = render(cribbage.layout_request(self.DEALT, dealer=True))
        rows = tree.find("hoyle-layout-row")
        self.assertEqual(len(rows), 15)
        best = rows[0]
        self.assertEqual((best.attrs["data-keep"], best.attrs["data-lay-out"], best.attrs["data-highlight"]), ("5h 5d 4h 6c", "Jc Js", "Jc Js"))
        self.assertIn("hoyle-best", best.classes())
        cells = [p for p in best.parts if isinstance(p, Element)]
        self.assertEqual([c.text for c in cells], ["5♥ 5♦ 4♥ 6♣", "J♣ J♠", "21.53", "10.38", "15.96", "12", "24", "3.83", "5.57"])
        values = [float(c.attrs["data-value"]) for c in cells if "data-value" in c.attrs]
        expected = [self.hand_mean + self.crib_mean, self.hand_mean - self.crib_mean, self.hand_mean, self.hand_sd, self.crib_mean]
        self.assertEqual(values, [round(float(x), 4) for x in expected])
        self.assertEqual(tree.one("hoyle-layout-advice").text,
                         "Best for the dealer: keep 5♥ 5♦ 4♥ 6♣ and lay out J♣ J♠; "
                         "the hand is worth 15.96 on average and the crib 5.57, 21.53 in all.")
        self.assertEqual(tree.one("hoyle-layout-what").text, "Dealt at six-card cribbage, to the dealer (the crib is his):")
        heads = [e.text for e in tree.all if e.tag == "th"]
        self.assertEqual(heads, ["Keep", "Lay out", "Worth to", "The hand, over every start", "The crib",
                                 "the dealer", "the pone", "mean", "least", "most", "sd", "mean"])
        self.assertIn("45,540 deals", tree.one("hoyle-rules-note").text)
        # Best first: the dealer's values never rise down the table.
        dealer_values = [float(r.parts[2].attrs["data-value"]) for r in rows]
        self.assertEqual(dealer_values, sorted(dealer_values, reverse=True))
        self.assertEqual(tree.one("hoyle-layout-result").attrs["data-in-use"], self.DEALT)

    def test_the_best_for_the_pone(self):
        answer, tree = render(cribbage.layout_request(self.DEALT, dealer=False))
        rows = tree.find("hoyle-layout-row")
        self.assertEqual([r.attrs["data-lay-out"] for r in rows[:3]], ["Jc Js", "4h 6c", "Js 6c"])
        self.assertEqual(tree.one("hoyle-layout-advice").text,
                         "Best for the pone: keep 5♥ 5♦ 4♥ 6♣ and lay out J♣ J♠; the hand is worth 15.96 on average, "
                         "less 5.57 that the crib gives the dealer: 10.38.")
        self.assertEqual(tree.one("hoyle-layout-result").attrs["data-seat"], "pone")
        pone_values = [float(r.parts[3].attrs["data-value"]) for r in rows]
        self.assertEqual(pone_values, sorted(pone_values, reverse=True))
        self.assertEqual(pone_values[0], round(float(self.hand_mean - self.crib_mean), 4))

    def test_bad_input_is_named(self):
        cases = [
            (cribbage.layout_request("5h 5d Jc Js 4h"), "at six-card cribbage a player is dealt six cards; you gave 5", "5h 5d Jc Js 4h"),
            (cribbage.layout_request("5h 5d Jc Js 4h 5h"), "the cards dealt: 5h is given twice: a pack has only one of each card",
             "5h 5d Jc Js 4h"),
            (cribbage.layout_request("5h 5d Jc Js 4h 6c", variant="five-card"),
             "at five-card cribbage a player is dealt five cards; you gave 6", self.DEALT),
        ]
        for request, message, in_use in cases:
            with self.subTest(message=message):
                _, tree = render(request)
                self.assertEqual(tree.one("hoyle-message").text, message)
                self.assertEqual(tree.one("hoyle-layout-result").attrs["data-in-use"], in_use)

    def test_the_widget_at_build_time(self):
        tree = fence("widget: layout\nid: layout\ncards: 5h 5d Jc Js 4h 6c")
        params = {e.attrs["data-field"]: e.attrs["data-param"] for e in tree.all if "data-field" in e.attrs}
        self.assertEqual(params, {"cards": "layout", "variant": "layout-game", "dealer": "layout-dealer", "opponent": "layout-opponent"})
        dealer_box = next(e for e in tree.all if e.attrs.get("data-field") == "dealer")
        self.assertIn("checked", dealer_box.attrs)
        self.assertEqual(tree.find("hoyle-layout-row")[0].attrs["data-lay-out"], "Jc Js")
        pone = fence("widget: layout\nid: l2\ncards: 5h 5d Jc Js 4h\ndealer: no")
        self.assertEqual([e.attrs["value"] for e in pone.all if e.tag == "option" and "selected" in e.attrs],
                         ["five-card", "random"])  # the game, and any two for his crib
        self.assertNotIn("checked", next(e for e in pone.all if e.attrs.get("data-field") == "dealer").attrs)
        self.assertEqual(pone.one("hoyle-layout-result").attrs["data-seat"], "pone")


class Play(unittest.TestCase):
    HANDS = {"pone": "5h 4s 3d 2c", "dealer": "6c 10d Kh 9s"}

    def turns(self, tree):
        return [tuple(c.text for c in row.parts if isinstance(c, Element)) for row in tree.find("hoyle-turn")]

    def test_the_starting_play(self):
        answer, tree = render(cribbage.play_request(**self.HANDS, plays="5h 6c 4s 10d"))
        self.assertEqual(self.turns(tree), [
            ("1", "The pone", "5♥", "5", ""),
            ("2", "The dealer", "6♣", "11", ""),
            ("3", "The pone", "4♠", "15", "5 (fifteen two; three for a run of three)"),
            ("4", "The dealer", "10♦", "25", ""),
        ])
        score = tree.one("hoyle-play-score")
        self.assertEqual((score.attrs["data-pone"], score.attrs["data-dealer"]), ("5", "0"))
        self.assertEqual(score.text, "Pegged in the play: the pone 5, the dealer 0.")
        nxt = tree.one("hoyle-play-next")
        self.assertEqual(nxt.attrs["data-next"], "pone")
        self.assertTrue(nxt.text.startswith("It is the pone’s turn, the count at 25. He may play"))
        buttons = tree.find("hoyle-play-card")
        # a click sets the cards played to those so far and this one (the engine writes the field)
        self.assertEqual([json.loads(b.attrs["data-set"]) for b in buttons],
                         [{"plays": "5h 6c 4s 10d 3d"}, {"plays": "5h 6c 4s 10d 2c"}])
        # named "Play the three of diamonds" by its hidden words and the card's own name (no aria-label,
        # so the visible card stays part of the name)
        self.assertEqual([b.text for b in buttons], ["Play the3♦", "Play the2♣"])  # (the parser strips the hidden words' trailing space)
        self.assertTrue(all("aria-label" not in b.attrs for b in buttons))
        self.assertEqual(json.loads(tree.one("hoyle-play-undo").attrs["data-set"]), {"plays": "5h 6c 4s"})
        played = [e.attrs["data-card"] for e in tree.find("hoyle-played")]
        self.assertEqual(played, ["5h", "4s", "6c", "10d"])
        self.assertEqual(tree.one("hoyle-play-result").attrs["data-in-use"], "5h 4s 3d 2c 6c 10d Kh 9s")

    def test_go_last_card_and_a_new_count(self):
        answer, tree = render(cribbage.play_request(**self.HANDS, plays="5h 6c 4s 10d 3d 2c Kh 9s"))
        self.assertEqual(self.turns(tree)[4:], [
            ("5", "The pone", "3♦", "28", ""),
            ("6", "The dealer", "“Go”", "28", ""),
            ("7", "The pone", "2♣", "30", ""),
            ("8", "The pone", "last card", "30", "1 (one for last card)"),
            ("9", "The dealer", "K♥", "10", ""),
            ("10", "The dealer", "9♠", "19", ""),
            ("11", "The dealer", "last card", "19", "1 (one for last card)"),
        ])
        self.assertEqual([e.text for e in tree.find("hoyle-new-count")], ["The count begins again."])
        self.assertEqual(tree.one("hoyle-play-score").text, "Pegged in the play: the pone 6, the dealer 1.")
        self.assertEqual(tree.one("hoyle-play-next").text, "The play is over: every card has been played. Now the show.")
        self.assertEqual(tree.find("hoyle-play-card"), [])

    def test_a_new_count_is_marked_as_soon_as_it_begins(self):
        _, tree = render(cribbage.play_request(**self.HANDS, plays="5h 6c 4s 10d 3d 2c"))
        self.assertEqual([e.text for e in tree.find("hoyle-new-count")], ["The count begins again."])
        self.assertEqual(tree.all.index(tree.one("hoyle-new-count")) > tree.all.index(tree.find("hoyle-turn")[-1]), True)
        self.assertTrue(tree.one("hoyle-play-next").text.startswith("It is the dealer’s turn, a new count."))

    def test_five_card_ends_at_the_go(self):
        _, tree = render(cribbage.play_request("5h 4s 3d", "6c 10d Kh", "5h 6c 4s 10d 3d", "five-card"))
        self.assertEqual(self.turns(tree)[-2:],
                         [("6", "The dealer", "“Go”", "28", ""), ("7", "The pone", "last card", "28", "1 (one for last card)")])
        self.assertEqual(tree.one("hoyle-play-next").text,
                         "The play is over: at five-card cribbage the go (or thirty-one) ends the hand. Now the show.")
        self.assertEqual(tree.find("hoyle-new-count"), [])

    def test_no_card_played_yet(self):
        _, tree = render(cribbage.play_request(**self.HANDS))
        self.assertEqual(tree.one("hoyle-play-none").text, "No card has been played yet.")
        self.assertEqual([json.loads(b.attrs["data-set"]) for b in tree.find("hoyle-play-card")],
                         [{"plays": "5h"}, {"plays": "4s"}, {"plays": "3d"}, {"plays": "2c"}])
        self.assertTrue(tree.one("hoyle-play-next").text.startswith("It is the pone’s turn, a new count."))
        self.assertEqual(tree.find("hoyle-play-undo"), [])

    def test_cards_typed_in_any_spelling_are_played_on_and_taken_back(self):
        # "Td" typed for the ten of diamonds: the buttons carry the play as the engine writes it
        _, tree = render(cribbage.play_request(**self.HANDS, plays="5H 6c 4♠ Td"))
        self.assertEqual(len(self.turns(tree)), 4)
        self.assertEqual(json.loads(tree.one("hoyle-play-undo").attrs["data-set"]), {"plays": "5h 6c 4s"})
        self.assertEqual(json.loads(tree.find("hoyle-play-card")[0].attrs["data-set"]), {"plays": "5h 6c 4s 10d 3d"})

    def test_bad_input_is_named(self):
        cases = [
            (cribbage.play_request(**self.HANDS, plays="5h 4s"),
             "the second card played, 4s, is the pone's, but it is the dealer's turn and he can play (6c, 10d, Kh, 9s)"),
            (cribbage.play_request(**self.HANDS, plays="5h Qs"), "the second card played, Qs, is in neither hand"),
            (cribbage.play_request("5h 4s 3d", "6c 10d Kh"),
             "at six-card cribbage each player plays a hand of four cards; the pone has 3"),
            (cribbage.play_request("5h 4s 3d 2c", "6c 10d Kh 5h"),
             "5h is in the pone's hand and in the dealer's hand: a pack has only one of each card"),
        ]
        for request, message in cases:
            with self.subTest(message=message):
                answer, tree = render(request)
                self.assertEqual(tree.one("hoyle-message").text, answer["error"]["message"])
                self.assertEqual(answer["error"]["message"], message)
        _, tree = render(cases[0][0])
        self.assertEqual(tree.one("hoyle-play-result").attrs["data-in-use"], "5h 4s 3d 2c 6c 10d Kh 9s")

    def test_the_widget_at_build_time(self):
        tree = fence("widget: play\nid: play\npone: 5h 4s 3d 2c\ndealer: 6c 10d Kh 9s\nplays: 5h 6c 4s 10d")
        params = {e.attrs["data-field"]: e.attrs["data-param"] for e in tree.all if "data-field" in e.attrs}
        self.assertEqual(params, {"pone": "play-pone", "dealer": "play-dealer", "variant": "play-game", "plays": "play-plays"})
        cards = [e.attrs["data-field"] for e in tree.all if e.attrs.get("data-cards") == "true"]
        self.assertEqual(cards, ["pone", "dealer"])
        self.assertEqual([json.loads(b.attrs["data-set"]) for b in tree.find("hoyle-play-card")],
                         [{"plays": "5h 6c 4s 10d 3d"}, {"plays": "5h 6c 4s 10d 2c"}])


class PegAdvice(unittest.TestCase):
    def test_thirty_one_is_not_answered(self):
        """Issue 42: the card that makes thirty-one has no answer and no "Go"; the better card is first."""
        answer, tree = render({"op": "peg-advice", "cards": "7c 6s", "plays": "Kh 7d As 6c", "held": "2"})
        self.assertEqual(tree.one("hoyle-outcome").text, "Play 6♠ (the count at 24): it scores 2 now (two for a pair), his best answer scores "
                                                         "0.26 on the average, a balance of 2.62.")
        _, alone = render({"op": "peg-advice", "cards": "7c", "plays": "Kh 7d As 6c", "held": "1"})
        self.assertEqual(alone.one("hoyle-outcome").text, "Play 7♣ (the count at 24): it scores 2 now (thirty-one for two), and nothing answers it.")
        self.assertEqual(tree.one("hoyle-peg-advice").attrs["data-best"], "6s")
        rows = [[c.text for c in row.parts if isinstance(c, Element)] for row in tree.all
                if row.tag == "tr" and "data-card" in row.attrs and "hoyle-peg-answers" not in row.classes()]
        self.assertEqual(rows, [["6♠", "2", "0.26", "87.2%", "2.62"], ["7♣", "2", "0.00", "0.0%", "2.00"]])
        self.assertIn("a card that makes thirty-one ends the count, and nothing answers it.", tree.one("hoyle-rules-note").text)

    def test_he_has_no_cards_left(self):
        answer, tree = render({"op": "peg-advice", "cards": "Ac", "plays": "5h 6c 2s 3d 4s"})
        self.assertEqual(answer["held"], 0)
        self.assertEqual(tree.one("hoyle-outcome").text, "Play A♣ (the count at 20): it scores 6 now (six for a run of six), and nothing answers it.")
        self.assertTrue(tree.one("hoyle-rules-note").text.startswith(
            "He has no cards left, so nothing answers your card and he says no “Go” (you play on alone): each card is worth what it "
            "scores now."))

    def test_no_go_to_a_player_with_no_cards(self):
        """A player who cannot play says "Go" only to one who may play on: with no cards left he cannot, and the count ends."""
        _, tree = render({"op": "peg-advice", "cards": "Kc", "plays": "10h 9s 8d", "held": "1"})
        self.assertEqual(tree.one("hoyle-outcome").text, "You must say “Go”: every card of yours would pass thirty-one (the count at 27).")
        answer, tree = render({"op": "peg-advice", "cards": "Kc", "plays": "10h 9s 8d"})  # as many as yours when the count began: none
        self.assertEqual(answer["held"], 0)
        self.assertEqual(tree.one("hoyle-outcome").text, "You cannot play: every card of yours would pass thirty-one (the count at 27), and "
                                                         "he has no cards left, so the count ends, and the last card is his.")

    def test_the_widget_at_build_time(self):
        """He holds as many as the plays show unless the reader says otherwise: the choice is the first, and blank."""
        tree = fence("widget: peg-advice\nid: peg-advice\ncards: 5h 9c Kd 4s\nseen: 2c 3d 7h")
        held = next(e for e in tree.all if e.attrs.get("data-field") == "held")
        options = [(o.attrs["value"], o.text, "selected" in o.attrs) for o in held.parts if isinstance(o, Element)]
        self.assertEqual(options[:3], [("", "As the plays show", True), ("0", "No cards", False), ("1", "One card", False)])
        self.assertIn("Exact over all 148,995 hands of four cards", tree.one("hoyle-rules-note").text)


if __name__ == "__main__":
    unittest.main()

"""The round-games widgets' HTML (hoyle.web.rounds): the forms' requests translated for the engine,
the prerendered and the live answers alike, exact values, errors named, rules quoted and linked.

Expected values are worked out by hand from the texts: at Commerce the ace counts eleven and the
court cards ten for the point (Peel (as Baxter-Wray), line 26); at Vingt-un an ace one or eleven, a ten-card ten
(the standard rules, OUTSIDE the excerpt)."""

import json
import pathlib
import re
import unittest
from html import unescape
from urllib.parse import unquote

from hoyle import api, web
from hoyle.rounds.commerce import ORDER_RULE, TIE_RULES
from hoyle.rounds.hookey import END_RULE, FIRST_RULE, SECOND_RULE
from hoyle.web import commerce as web_commerce
from hoyle.web import hookey as web_hookey
from hoyle.web import rounds, rounds_common
from hoyle.web import vingt_un as web_vingt_un
from hoyle.web.base import passage_link

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


def live(**request):
    """What the page's form sends, answered as the worker answers it: the HTML."""
    return json.loads(web.respond(json.dumps(request)))["html"]


def fence(text):
    return web.fence(text, "hoyle", "hoyle", {}, None)


def attrs(html, name):
    return re.findall(rf'{name}="([^"]*)"', html)


def text_of(html):
    """The words of some HTML, roughly as a browser reads them out."""
    text = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()
    return re.sub(r"([(“]) ", r"\1", re.sub(r" ([.,:;)”])", r"\1", text))


def message(html):
    return unescape(re.search(r'<span class="hoyle-message">(.*?)</span>', html).group(1))


def fragments(html):
    """The text fragments of the passage links, decoded."""
    return [unquote(h.split("#:~:text=", 1)[1]) for h in attrs(html, "href") if "#:~:text=" in h]


def page_text(markdown_path):
    """A book page's words as the browser shows them: tags, italics marks and page markers gone."""
    text = (DOCS / markdown_path).read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", text).replace("_", "")
    return re.sub(r"\s+", " ", text)


START_COMMERCE = "widget: commerce\nid: commerce-ranker\nhands: As Ks Qs / 5h 5d 5c / 9c 9d 2h\n"
START_VINGT_UN = "widget: vingt-un\nid: vingt\ndealer: 10c 7d\nplayers: As Kd / 8s 3d 9c\nstake: 1\n"


def vingt_un_form(dealer="10c 7d", players="As Kd\n8s 3d 9c", stake=1, privilege="0", penalty=0, share="0"):
    return {"op": "vingt-un", "view": "vingt-un", "dealer": dealer, "players": players, "stake": stake,
            "privilege": privilege, "penalty": penalty, "share": share}


class CommerceRequest(unittest.TestCase):
    def test_one_hand_a_line(self):
        self.assertEqual(rounds.commerce_request({"hands": "As Ks Qs\n\n 5h 5d 5c \n9c 9d 2h\n"}),
                         {"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c", "9c 9d 2h"]})
        # The page's fences separate the hands with "/", as the showdown does.
        self.assertEqual(rounds.commerce_request({"hands": "As Ks Qs / 5h 5d 5c"})["hands"], ["As Ks Qs", "5h 5d 5c"])
        self.assertEqual(rounds.commerce_request({"hands": ""})["hands"], [])


class Commerce(unittest.TestCase):
    def test_the_starting_hands_prerendered(self):
        html = fence(START_COMMERCE)
        self.assertIn('id="commerce-ranker"', html)
        self.assertIn('data-op="commerce"', html)
        self.assertIn('data-param="commerce-ranker"', html)
        self.assertIn(">As Ks Qs\n5h 5d 5c\n9c 9d 2h</textarea>", html)
        # Best first: the tricon (hand 2), the sequence (hand 1), the pair (hand 3).
        self.assertEqual(attrs(html, "data-hand"), ["2", "1", "3"])
        self.assertEqual(attrs(html, "data-place"), ["1", "2", "3"])
        self.assertEqual(attrs(html, "data-combination"), ["tricon", "sequence", "pair"])
        answer = text_of(html[html.index('class="hoyle-answer"'):])
        self.assertIn("Hand 2 wins: Tricon of fives.", answer)
        self.assertIn("A tricon beats a sequence.", answer)
        # Point: 5+5+5 = 15; ace 11 + king 10 + queen 10 = 31; 9+9+2 = 20.
        self.assertIn("1st Hand 2 (wins) 5♥ 5♦ 5♣ tricon Tricon of fives (15 pips)", answer)
        self.assertIn("2nd Hand 1 A♠ K♠ Q♠ sequence Sequence: ace, king, queen (31 pips)", answer)
        self.assertIn("3rd Hand 3 9♣ 9♦ 2♥ pair Pair of nines, two the third card (20 pips)", answer)
        self.assertIn("“(a) Tricon, (b) Sequence, (c) Flush, (d) Pair, (e) Point, which range in value in the order given” "
                      "Peel (as Baxter-Wray), Round Games with Cards, Commerce, line 26 (the passage)", answer)
        self.assertIn("<em>a</em>", html)
        self.assertEqual(attrs(html, "data-site-path"),
                         ["round-games/commerce/#:~:text=which%20range%20in%20value%20in%20the%20order%20given"])
        self.assertEqual(attrs(html, "data-in-use")[0], "As Ks Qs 5h 5d 5c 9c 9d 2h")

    def test_live_answer_is_the_prerendered_one(self):
        html = fence(START_COMMERCE)
        prerendered = re.search(r'<div class="hoyle-answer"[^>]*>(.*)</div></div>$', html, re.S).group(1)
        self.assertEqual(live(op="commerce", view="commerce", hands="As Ks Qs\n5h 5d 5c\n9c 9d 2h"), prerendered)

    def test_pairs_alike_go_by_the_third_card(self):
        html = live(op="commerce", view="commerce", hands="Qh Qs 5d\nQd Qc 7s")
        self.assertIn("Hand 2 wins: Pair of queens, seven the third card.", text_of(html))
        self.assertIn("The pairs are alike, so the highest third card wins (seven against five).", text_of(html))
        self.assertEqual(attrs(html, "data-line"), ["38"])
        self.assertIn("Commerce, line 38", text_of(html))
        self.assertEqual(fragments(html), ["If two players are alike"])

    def test_a_tie_shares_a_place(self):
        html = live(op="commerce", view="commerce", hands="5h 5d 5c\n9c 9d 2h\n9s 9h 2d")
        self.assertEqual(attrs(html, "data-hand"), ["1", "2", "3"])
        self.assertEqual(attrs(html, "data-place"), ["1", "2", "2"])
        self.assertIn("Hand 1 wins: Tricon of fives.", text_of(html))
        html = live(op="commerce", view="commerce", hands="9c 9d 2h\n9s 9h 2d")
        self.assertEqual(attrs(html, "data-place"), ["1", "1"])
        self.assertIn("Hands 1 and 2 tie: Pair of nines, two the third card.", text_of(html))
        self.assertEqual(text_of(html).count("(ties)"), 2)
        self.assertIn("they are all given as winners", text_of(html))

    def test_flushes_go_by_point(self):
        # Ace 11 + 9 + 2 = 22 against king 10 + queen 10 + 3 = 23: the better point wins.
        html = live(op="commerce", view="commerce", hands="As 9s 2s\nKh Qh 3h")
        self.assertIn("Hand 2 wins: Flush: 23 point.", text_of(html))
        self.assertEqual(fragments(html), ["the one making the best"])
        self.assertIn("“With Flushes, the one making the best &quot;point&quot;—as already described—wins.”", html)

    def test_one_hand(self):
        html = live(op="commerce", view="commerce", hands="Ks As 2s")
        self.assertIn("Hand 1 alone: Flush: 23 point. Only one hand.", text_of(html))
        self.assertNotIn("hoyle-quote", html)

    def test_bad_input_is_named(self):
        cases = [
            ("As Ks Qs\n5h 5d 5c\n9c 9d 5h", "5h is in hand 2 and in hand 3: a pack has only one of each card",
             "As Ks Qs 5h 5d 5c 9c 9d"),
            ("As Ks\n5h 5d 5c", "hand 1 has 2 cards: a hand at Commerce is three cards (\"three cards are distributed to each player\", line 44)",
             "As Ks 5h 5d 5c"),
            ("As Ks Zz\n5h 5d 5c", "hand 1: 'Zz' is not a card: ranks are A 2-10 J Q K (T for ten)", "As Ks 5h 5d 5c"),
            ("", "give at least one hand of three cards", ""),
            ("As Ks joker",
             "hand 1 has the joker: Commerce is played with \"the full pack of fifty-two cards\" or the thirty-two (line 25), without the joker",
             "As Ks joker"),
        ]
        for hands, said, in_use in cases:
            with self.subTest(hands=hands):
                html = live(op="commerce", view="commerce", hands=hands)
                self.assertEqual(message(html), said)
                self.assertIn("<strong>No ranking:</strong>", html)
                self.assertEqual(attrs(html, "data-in-use"), [in_use])

    def test_markup_is_escaped(self):
        html = live(op="commerce", view="commerce", hands="<b>As</b> Ks Qs")
        self.assertNotIn("<b>", html)
        self.assertEqual(message(html), "hand 1: '<b>As<' is not a card: write each card as rank then suit, like As or 10h")

    def test_too_many_hands(self):
        hands = "\n".join(f"{r}s {r}h {r}d" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()) + "\nAc 2c 3c\n4c 5c 6c\n7c 8c 9c\n10c Jc Qc\nKc"
        html = live(op="commerce", view="commerce", hands=hands)
        self.assertEqual(message(html), "the pack holds hands of three for at most 17 players; you gave 18 hands")


class Passages(unittest.TestCase):
    def test_quotations_as_the_page_prints_them(self):
        self.assertEqual(rounds_common.display('the best "point"--as already described --wins. (_a_) x'),
                         "the best &quot;point&quot;—as already described—wins. (<em>a</em>) x")

    def test_every_passage_link_has_its_words(self):
        # passage_link keeps only plain words; each passage's words must all survive as its fragment.
        passages = [(web_commerce.COMMERCE_PAGE, w) for w in web_commerce.COMMERCE_PASSAGES.values()]
        passages += [(web_vingt_un.VINGT_UN_PAGE, w) for w in [*web_vingt_un.VINGT_UN_PASSAGES.values(), web_vingt_un.POOL_PASSAGE]]
        passages += [(web_hookey.HOOKEY_PAGE, " ".join(q.split()[:8])) for q, _ in (FIRST_RULE, END_RULE, SECOND_RULE)]
        for page, words in passages:
            with self.subTest(words=words):
                self.assertEqual(fragments(passage_link(page, words, "the passage")), [words])
        self.assertEqual(set(web_commerce.COMMERCE_PASSAGES), {ORDER_RULE.name, *(r.name for r in TIE_RULES.values())})

    @unittest.skipUnless((DOCS / "round-games").is_dir(), "the book pages are not here (Pyodide)")
    def test_every_linked_passage_is_on_its_page_and_in_its_rule(self):
        commerce = page_text("round-games/commerce.md")
        for rule in [ORDER_RULE, *TIE_RULES.values()]:
            with self.subTest(rule=rule.name):
                words = web_commerce.COMMERCE_PASSAGES[rule.name]
                self.assertIn(words, rule.quote)
                self.assertIn(words, commerce)
        vingt_un = page_text("round-games/vingt-un.md")
        for line, words in [*web_vingt_un.VINGT_UN_PASSAGES.items(), (13, web_vingt_un.POOL_PASSAGE)]:
            with self.subTest(line=line):
                self.assertIn(words, vingt_un)
        hookey = page_text("hoyles-games-modernized/blind-hookey.md")
        for quote, _ in (FIRST_RULE, END_RULE, SECOND_RULE):
            with self.subTest(quote=quote):
                self.assertIn(quote, hookey)


class VingtUnRequest(unittest.TestCase):
    def test_the_form_as_the_engines_request(self):
        form = {"dealer": "10c 7d", "players": "As Kd\n\n8s 3d | 8d Kh\n", "stake": 2, "privilege": "1", "penalty": 3, "share": "1/3"}
        self.assertEqual(rounds.vingt_un_request(form), {
            "op": "vingt-un", "dealer": "10c 7d",
            "players": [{"stake": 2, "cards": "As Kd"}, {"stake": 2, "hands": ["8s 3d", "8d Kh"]}],
            "rules": {"privilege": "1", "overdraw_penalty": 3, "tie_share": "1/3"},
        })

    def test_wrong_entries_reach_the_engine_as_typed(self):
        request = rounds.vingt_un_request({"dealer": "10c 7d", "players": "As Kd", "stake": "x", "privilege": "3", "penalty": "y"})
        self.assertEqual(request["players"], [{"stake": "x", "cards": "As Kd"}])
        self.assertEqual(request["rules"], {"privilege": "3", "overdraw_penalty": "y", "tie_share": "0"})


class VingtUn(unittest.TestCase):
    def test_the_starting_round_prerendered(self):
        html = fence(START_VINGT_UN)
        for param in ("vingt-dealer", "vingt-players", "vingt-stake", "vingt-privilege", "vingt-penalty", "vingt-share"):
            self.assertIn(f'data-param="{param}"', html)
        self.assertIn(">As Kd\n8s 3d 9c</textarea>", html)
        answer = text_of(html[html.index('class="hoyle-answer"'):])
        # The dealer: 10 + 7 = 17. Player 1: ace 11 + king 10 = 21, a natural, paid double. Player 2: 8 + 3 + 9 = 20.
        self.assertIn("The dealer pays 3 in all.", answer)
        self.assertIn("The dealer is thrown out: “the declaration of a natural Vingt-un throws the dealer out” "
                      "Peel (as Baxter-Wray), line 16 (the passage)", answer)
        self.assertIn("The dealer 10♣ 7♦ 17 points", answer)
        self.assertIn("Player 1: receives 2 in all A♠ K♦ 21 points (an ace counts eleven) natural Vingt-un: receives 2. "
                      "A natural is paid double by the dealer. OUTSIDE the excerpt: the standard rules of the game", answer)
        self.assertIn("Player 2: receives 1 in all 8♠ 3♦ 9♣ 20 points: receives 1. "
                      "The better hand is paid by the dealer. OUTSIDE the excerpt: the standard rules of the game", answer)
        self.assertIn("Stake: 1 counter each. No agreements: no privilege of a natural, no pool.", answer)
        self.assertEqual(attrs(html, "data-total"), ["2", "1"])
        self.assertEqual(attrs(html, "data-dealer-total"), ["-3"])
        self.assertEqual(attrs(html, "data-out"), ["true"])
        # Two hands settled by rules from outside the excerpt, and the footnote on counting: marked.
        self.assertEqual(html.count('class="hoyle-outside-mark">OUTSIDE</strong>'), 3)
        self.assertEqual(fragments(html), ["the declaration of a natural"])

    def test_live_answer_is_the_prerendered_one(self):
        html = fence(START_VINGT_UN)
        prerendered = re.search(r'<div class="hoyle-answer"[^>]*>(.*)</div></div>$', html, re.S).group(1)
        self.assertEqual(live(**vingt_un_form()), prerendered)

    def test_the_privilege_of_a_natural(self):
        # A double of his stake of 2 from the other player (line 20): 2 x 2 = 4, on top of the dealer's double, 2 x 2 = 4.
        html = live(**vingt_un_form(stake=2, privilege="2"))
        self.assertEqual(attrs(html, "data-total"), ["8", "-2"])  # player 2: +2 from the dealer, -4 privilege
        self.assertEqual(attrs(html, "data-privilege"), ["4", "-4"])
        self.assertIn("The privilege of a natural: he receives 4. Peel (as Baxter-Wray), line 20 (the passage)", text_of(html))
        self.assertIn("The dealer pays 6 in all.", text_of(html))
        self.assertIn("Stake: 2 counters each. Agreed: the privilege of a natural, a double from each player (line 20).", text_of(html))

    def test_the_dealer_receives_on_ties(self):
        # 9 + 8 = 17 against the dealer's 17: the dealer receives (line 13); a fourth of it to the pool.
        html = live(**vingt_un_form(players="9s 8h", share="1/4"))
        self.assertIn("17 points: pays 1. The dealer receives on ties. Peel (as Baxter-Wray), line 13 (the passage)", text_of(html))
        self.assertIn("the dealer receives on ties", fragments(html))
        self.assertEqual(attrs(html, "data-pool"), ["1/4"])
        self.assertIn("The dealer pays 1/4 to the pool, as agreed Peel (as Baxter-Wray), line 13 (the passage).", text_of(html))
        self.assertIn("the dealer pays one-fourth of his receipts on ties to the pool (line 13)", text_of(html))
        self.assertIn("The dealer is not thrown out: no player declared a natural", text_of(html))

    def test_the_dealer_over_draws(self):
        # 10 + 7 + 9 = 26: over-drawn; the player standing on 9 + 8 = 17 is paid; 2 to the pool.
        html = live(**vingt_un_form(dealer="10c 7d 9h", players="9s 8h\nKs 5d 8c", penalty=2))
        said = text_of(html)
        self.assertIn("The dealer 10♣ 7♦ 9♥ 26 points over-drawn", said)
        self.assertIn("17 points: receives 1. The dealer over-draws and pays those standing in. OUTSIDE the excerpt: the standard rules "
                      "of the game; the excerpt says only that he must \"suffer the consequences of an over-draw\", "
                      "line 7 Peel (as Baxter-Wray), line 7 (the passage)", said)
        # 10 + 5 + 8 = 23: the player over-drew first and pays, whatever the dealer holds.
        self.assertIn("23 points over-drawn: pays 1. The player over-draws and pays, whatever the dealer holds.", said)
        self.assertIn("The dealer neither receives nor pays, in all.", said)
        self.assertIn("The dealer pays 2 to the pool", said)

    def test_aces_one_or_eleven(self):
        # Ace 11 + 6 = 17; ace 1 + 6 + 9 = 16; two aces 11 + 1 + 9 = 21.
        html = live(**vingt_un_form(dealer="10c 8d", players="As 6d\nAh 6c 9c\nAd Ac 9s"))
        self.assertEqual(attrs(html, "data-points"), ["18", "18", "17", "16", "21"])
        self.assertIn("16 points (aces count one)", text_of(html))
        self.assertIn("21 points (an ace counts eleven): receives 1.", text_of(html))

    def test_a_divided_pair(self):
        html = live(**vingt_un_form(players="8s 3d 9c | 8d Kh"))
        self.assertIn("He divided a pair: each hand is settled by itself.", text_of(html))
        self.assertIn("Hand 1, 20 points: receives 1.", text_of(html))
        self.assertIn("Hand 2, 18 points: receives 1.", text_of(html))
        self.assertEqual(attrs(html, "data-total"), ["2"])
        # Cards that do not pair, drawn on separately: he pays on each hand (line 9).
        html = live(**vingt_un_form(players="9s 3c | Kd 5h"))
        self.assertEqual(attrs(html, "data-total"), ["-2"])
        self.assertIn("He &quot;draws separately on his two cards, when they do not pair&quot;", html)
        self.assertIn("Hand 1, 12 points: pays 1. He \"draws separately on his two cards, when they do not pair\": "
                      "he \"has to pay the dealer on each hand\". Peel (as Baxter-Wray), line 9 (the passage)", text_of(html))
        self.assertIn("He drew separately on two cards that do not pair.", text_of(html))
        self.assertIn("A player drew separately on cards that do not pair: \"the offender pays a penalty to the pool, "
                      "if there be one\". Peel (as Baxter-Wray), line 11 (the passage)", text_of(html))
        self.assertIn("If a player draws separately on his two", fragments(html))
        self.assertIn("the offender pays a penalty to the pool", fragments(html))

    def test_naturals_on_both_sides(self):
        html = live(**vingt_un_form(dealer="Ac Qd", players="As Kd\n8s 3d 9c"))
        said = text_of(html)
        self.assertIn("A natural against the dealer's natural: neither pays. OUTSIDE", said)
        self.assertIn("The dealer's natural is paid double. OUTSIDE", said)
        self.assertIn("The dealer is not thrown out: he has a natural too OUTSIDE the excerpt", said)
        self.assertEqual(attrs(html, "data-total"), ["0", "-2"])

    def test_no_players(self):
        html = live(**vingt_un_form(players=""))
        self.assertIn("No players: give each player's cards, one player a line.", text_of(html))

    def test_bad_input_is_named(self):
        cases = [
            (dict(players="As Kd\n8s Kd"), "Kd is in player 1's hand and in player 2's hand: a pack has only one of each card"),
            (dict(players="As Kd\n8s Zz"), "player 2's hand: 'Zz' is not a card: ranks are A 2-10 J Q K (T for ten)"),
            (dict(players="As Kd\n8s"),
             "player 2's hand has 1 card: every hand, a divided pair's too, has at least the two cards dealt to it (line 4)"),
            (dict(dealer="10c"), "the dealer's hand has 1 card: he has at least the two cards dealt"),
            (dict(dealer="10c 7d As"), "As is in the dealer's hand and in player 1's hand: a pack has only one of each card"),
            (dict(stake="x"), "player 1's stake (in counters) must be a whole number from 0 to 1,000,000; 'x' is not one"),
            (dict(stake=-1), "player 1's stake (in counters) must be from 0 to 1,000,000; -1 is out of range"),
            (dict(stake="1000001"), "player 1's stake (in counters) must be from 0 to 1,000,000; 1,000,001 is out of range"),
            (dict(stake="²"), "player 1's stake (in counters) must be a whole number from 0 to 1,000,000; '²' is not one (it has the sign ²)"),
            (dict(penalty="y"), "the dealer's penalty for over-drawing (in counters) must be a whole number from 0 to 1,000,000; 'y' is not one"),
            (dict(players="8s 3d | 8d Kh | 8h 2c"), "player 1 has 3 hands: a player has one hand, or two when he divides a pair"),
        ]
        for change, said in cases:
            with self.subTest(change=change):
                html = live(**vingt_un_form(**change))
                self.assertEqual(message(html), said)
                self.assertIn("<strong>Not settled:</strong>", html)
        html = live(**vingt_un_form(players="As Kd\n8s Zz"))
        self.assertEqual(attrs(html, "data-in-use"), ["10c 7d As Kd 8s"])


class Hookey(unittest.TestCase):
    def test_the_first_method(self):
        html = fence("widget: hookey\nid: hookey\ndealer: 8h\nplayers: 9s 8d Ac\nstake: 1\n")
        for param in ("hookey-dealer", "hookey-players", "hookey-stake", "hookey-ace"):
            self.assertIn(f'data-param="{param}"', html)
        said = text_of(html[html.index('class="hoyle-answer"'):])
        # Nine above eight: receives; eight equal: pays; the ace low: pays.
        self.assertEqual(attrs(html, "data-amount"), ["1", "-1", "-1"])
        self.assertIn("The dealer receives 1 in all.", said)
        self.assertIn("The dealer is not a loser all round: he deals again.", said)
        self.assertIn("Blind Hookey, line 23 (the passage)", said)
        self.assertIn("The ace is low, below the two", said)
        self.assertEqual(fragments(html), ["Each player holding a higher card than that", "This is repeated until a hand occurs in"])

    def test_the_ace_high_and_the_deal_ended(self):
        html = live(op="hookey", view="hookey", dealer="8h", players="9s Ac", stake=3, ace="high")
        self.assertEqual(attrs(html, "data-amount"), ["3", "3"])
        self.assertIn("The dealer pays 6 in all.", text_of(html))
        self.assertEqual(attrs(html, "data-deal-ends"), ["true"])
        self.assertIn("The dealer is a loser all round: the deal is at an end, and the next player deals.", text_of(html))

    def test_the_second_method(self):
        html = fence("widget: hookey-packets\nid: hookey-packets\ndealer: Qd\npackets: Kc 3s\nfirst: 2\nsecond: 5\n")
        said = text_of(html[html.index('class="hoyle-answer"'):])
        self.assertEqual(attrs(html, "data-amount"), ["2", "-5"])
        self.assertIn("The dealer receives 3 in all.", said)
        self.assertIn("The first packet K♣ stakes 2: receives 2 The second packet 3♠ stakes 5: pays 5", said)
        self.assertIn("Blind Hookey, line 27", said)
        self.assertIn("Equal cards pay the dealer, as in the first method (line 23)", said)
        self.assertEqual(live(op="hookey", view="hookey-packets", dealer="Qd", packets="Kc 3s", first=2, second=5, ace="low"),
                         re.search(r'<div class="hoyle-answer"[^>]*>(.*)</div></div>$', html, re.S).group(1))

    def test_bad_input_is_named(self):
        cases = [
            (dict(view="hookey", dealer="8h", players="9s 8h", stake=1),
             "8h is in the dealer's packet and in player 2's packet: a pack has only one of each card"),
            (dict(view="hookey", dealer="8h 9d", players="9s", stake=1), "give the one bottom card of the dealer's packet, not 2 cards"),
            (dict(view="hookey", dealer="8h", players="9s Xx", stake=1),
             "the bottom card of player 2's packet: 'Xx' is not a card: ranks are A 2-10 J Q K (T for ten)"),
            (dict(view="hookey", dealer="8h", players=" ".join(f"{r}s" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()), stake=1),
             "13 players: each cuts \"not less than four\" cards (line 23) and the dealer keeps the cards left, "
             "so there are at most 12 players besides the dealer"),
            (dict(view="hookey-packets", dealer="Qd", packets="Kc", first=1, second=1),
             "\"Two of these are for the company, the third for himself\" (line 25): "
             "give the bottom cards of the company's two packets, as a list of two"),
            (dict(view="hookey-packets", dealer="Qd", packets="Kc 3s", first="x", second=1),
             "stake 1 (in counters) must be a whole number from 0 to 1,000,000; 'x' is not one"),
        ]
        for request, said in cases:
            with self.subTest(request=request):
                html = live(op="hookey", ace="low", **request)
                self.assertEqual(message(html), said)


class Widgets(unittest.TestCase):
    def test_the_family_is_registered(self):
        for kind in ("commerce", "vingt-un", "hookey", "hookey-packets"):
            self.assertIn(kind, web.WIDGETS)
            self.assertIn(kind, web.RENDERERS)
            self.assertIn(kind, rounds.REQUESTS)

    def test_the_engines_own_request_is_rendered_as_is(self):
        request = {"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"]}
        self.assertIn("Hand 2 wins: Tricon of fives.", text_of(rounds.commerce_answer_html(api.handle(request))))


if __name__ == "__main__":
    unittest.main()

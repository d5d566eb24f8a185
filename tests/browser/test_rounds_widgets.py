"""The round-games widgets in headless Chromium: the Commerce ranker, the Vingt-un counter and Blind
Hookey (both methods), on tools/round-games/: typing, the picker, shared links, bad input, the links
to the passages, and the page without JavaScript.

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none.
Expected values are worked out by hand: Commerce counts the ace eleven and the court cards ten for
the point; Vingt-un an ace one or eleven and a ten-card ten."""

import re
from urllib.parse import unquote, urlsplit
from support import ANSWER_TIMEOUT, ENGINE_TIMEOUT, assert_fits_a_phone

PAGE = "/tools/round-games/"


def query(page):
    """The page's query string (Material's navigation.tracking may add a #fragment as the page scrolls)."""
    return urlsplit(page.url).query


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def expect_verdict(widget, text):
    widget.locator(".hoyle-outcome", has_text=text).wait_for(timeout=ANSWER_TIMEOUT)
    assert words(widget.locator(".hoyle-outcome")) == text


def expect_error(widget, message):
    widget.locator(".hoyle-error .hoyle-message", has_text=message).wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-error .hoyle-message").inner_text() == message


def data(widget, selector, name):
    return widget.locator(selector).evaluate_all(f"els => els.map(e => e.getAttribute({name!r}))")


# --- Commerce --------------------------------------------------------------------------------------


def test_commerce_typing(live):
    page = live.page
    widget = live.open(PAGE, "commerce-ranker")
    expect_verdict(widget, "Hand 2 wins: Tricon of fives.")
    assert data(widget, ".hoyle-commerce-hand", "data-hand") == ["2", "1", "3"]
    assert [words(x) for x in widget.locator(".hoyle-commerce-hand .hoyle-description").all()] == [
        "Tricon of fives", "Sequence: ace, king, queen", "Pair of nines, two the third card"]
    # 5+5+5, ace 11 + king 10 + queen 10, 9+9+2.
    assert [words(x) for x in widget.locator(".hoyle-pips").all()] == ["(15 pips)", "(31 pips)", "(20 pips)"]
    assert words(widget.locator(".hoyle-source")) == "Peel (as Baxter-Wray), Round Games with Cards, Commerce, line 26"

    box = widget.locator("textarea")
    box.fill("Qh Qs 5d\nQd Qc 7s")
    expect_verdict(widget, "Hand 2 wins: Pair of queens, seven the third card.")
    assert words(widget.locator(".hoyle-why")) == "The pairs are alike, so the highest third card wins (seven against five)."
    assert words(widget.locator(".hoyle-quote-text")) == (
        "“With Pairs, the highest wins. If two players are alike, then the holder of the highest third card has the preference.”")
    assert words(widget.locator(".hoyle-source")) == "Peel (as Baxter-Wray), Round Games with Cards, Commerce, line 38"
    assert data(widget, ".hoyle-place", "aria-label") == ["place 1", "place 2"]
    assert query(page) == "commerce-ranker=Qh+Qs+5d%0AQd+Qc+7s"

    box.fill("9c 9d 2h\n9s 9h 2d")
    expect_verdict(widget, "Hands 1 and 2 tie: Pair of nines, two the third card.")
    assert data(widget, ".hoyle-commerce-hand", "data-place") == ["1", "1"]
    live.assert_only_local()


def test_commerce_picker(live):
    page = live.page
    widget = live.open(PAGE, "commerce-ranker")
    widget.locator("[data-action=clear]").click()
    expect_error(widget, "give at least one hand of three cards")
    for code in ("As", "Ah", "Ad"):
        widget.locator(f".hoyle-pick[data-card='{code}']").click()
    expect_verdict(widget, "Hand 1 alone: Tricon of aces.")
    box = widget.locator("textarea")
    assert box.input_value() == "As Ah Ad"
    # A new line for the next hand, then three more cards from the picker.
    box.focus()
    page.keyboard.press("Control+End")
    page.keyboard.press("Enter")
    for code in ("2c", "3c", "4c"):
        widget.locator(f".hoyle-pick[data-card='{code}']").click()
    expect_verdict(widget, "Hand 1 wins: Tricon of aces.")
    assert box.input_value() == "As Ah Ad\n2c 3c 4c"
    assert words(widget.locator(".hoyle-why")) == "A tricon beats a sequence."
    assert widget.locator(".hoyle-pick.hoyle-in-use").evaluate_all("els => els.map(e => e.dataset.card)") == [
        "As", "Ah", "Ad", "4c", "3c", "2c"]
    widget.locator(".hoyle-pick[data-card='As']").click(force=True)  # in use: not taken twice
    assert box.input_value() == "As Ah Ad\n2c 3c 4c"
    live.assert_only_local()


def test_commerce_shared_link_and_the_passage(live, site_url):
    page = live.page
    widget = live.open(PAGE + "?commerce-ranker=As+9s+2s%0AKh+Qh+3h", "commerce-ranker")
    # Ace 11 + 9 + 2 = 22 against king 10 + queen 10 + 3 = 23.
    expect_verdict(widget, "Hand 2 wins: Flush: 23 point.")
    assert widget.locator("textarea").input_value() == "As 9s 2s\nKh Qh 3h"
    assert words(widget.locator(".hoyle-quote-text")) == "“With Flushes, the one making the best \"point\"—as already described—wins.”"
    link = widget.locator("a.hoyle-passage")
    assert link.get_attribute("href") == f"{site_url}/round-games/commerce/#:~:text=the%20one%20making%20the%20best"
    link.click()
    page.wait_for_url(re.compile(r"/round-games/commerce/"))
    page.locator("article h1#commerce").wait_for()  # the book's page swapped in (the address comes first)
    assert "the one making the best" in re.sub(r"\s+", " ", page.locator("article").inner_text())
    live.assert_only_local()


def test_commerce_bad_input_is_named_and_kept(live):
    widget = live.open(PAGE, "commerce-ranker")
    box = widget.locator("textarea")
    for typed, message in [
        ("As Ks Qs\n5h 5d 5c\n9c 9d 5h", "5h is in hand 2 and in hand 3: a pack has only one of each card"),
        ("As Ks Qs\n5h 5d", "hand 2 has 2 cards: a hand at Commerce is three cards (\"three cards are distributed to each player\", line 44)"),
        ("As Ks Zz\n5h 5d 5c", "hand 1: 'Zz' is not a card: ranks are A 2-10 J Q K (T for ten)"),
        ("<b>As</b> Ks Qs", "hand 1: '<b>As<' is not a card: write each card as rank then suit, like As or 10h"),
    ]:
        box.fill(typed)
        expect_error(widget, message)
        assert box.input_value() == typed  # nothing the reader typed is lost
    assert widget.locator(".hoyle-answer b").count() == 0
    box.fill("As Ks Qs\n5h 5d 5c")
    expect_verdict(widget, "Hand 2 wins: Tricon of fives.")
    assert live.errors == []
    live.assert_only_local()


# --- Vingt-un --------------------------------------------------------------------------------------


def test_vingt_un_counter(live):
    page = live.page
    widget = live.open(PAGE, "vingt")
    # The dealer 10 + 7 = 17; ace 11 + king 10 = 21, a natural, paid double; 8 + 3 + 9 = 20, paid.
    expect_verdict(widget, "The dealer pays 3 in all.")
    assert words(widget.locator(".hoyle-vu-out")) == (
        "The dealer is thrown out: “the declaration of a natural Vingt-un throws the dealer out” Peel (as Baxter-Wray), line 16 (the passage)")
    assert data(widget, ".hoyle-points", "data-points") == ["17", "21", "20"]
    assert data(widget, ".hoyle-vu-player", "data-total") == ["2", "1"]
    assert words(widget.locator(".hoyle-vu-player[data-player='1'] .hoyle-vu-why")) == (
        "A natural is paid double by the dealer. OUTSIDE the excerpt: the standard rules of the game")
    assert widget.locator(".hoyle-vu-why .hoyle-outside-mark").count() == 2

    # The privilege of a natural, a double from each other player (line 20).
    widget.locator("select[data-field=privilege]").select_option("2")
    widget.locator(".hoyle-privilege").first.wait_for(timeout=ANSWER_TIMEOUT)
    assert data(widget, ".hoyle-vu-player", "data-total") == ["4", "-1"]
    assert words(widget.locator(".hoyle-privilege").first) == ("The privilege of a natural: he receives 2. "
                                                               "Peel (as Baxter-Wray), line 20 (the passage)")
    assert query(page) == "vingt-privilege=2"

    # A tie: 9 + 8 = 17, the dealer receives (line 13); a fourth of it to the pool.
    widget.locator("select[data-field=share]").select_option("1/4")
    widget.locator("textarea").fill("9s 8h")
    expect_verdict(widget, "The dealer receives 1 in all.")
    assert words(widget.locator(".hoyle-vu-why")) == "The dealer receives on ties. Peel (as Baxter-Wray), line 13 (the passage)"
    assert widget.locator(".hoyle-vu-pool").get_attribute("data-pool") == "1/4"
    assert query(page) == "vingt-privilege=2&vingt-share=1%2F4&vingt-players=9s+8h"

    # The picker fills the box last used: the dealer's.
    dealer = widget.locator("input[data-field=dealer]")
    dealer.fill("")
    expect_error(widget, "the dealer's hand has 0 cards: he has at least the two cards dealt")
    dealer.focus()
    for code in ("Kc", "9d"):
        widget.locator(f".hoyle-pick[data-card='{code}']").click()
    expect_verdict(widget, "The dealer receives 1 in all.")
    assert dealer.input_value() == "Kc 9d"
    assert data(widget, ".hoyle-points", "data-points") == ["19", "17"]
    live.assert_only_local()


def test_vingt_un_shared_link_and_bad_input(live):
    widget = live.open(PAGE + "?vingt-dealer=10c+7d+9h&vingt-players=9s+8h%0AKs+5d+8c&vingt-penalty=2", "vingt")
    # The dealer 10 + 7 + 9 = 26, over-drawn: he pays the player standing on 17 and receives from the
    # player over-drawn at 10 + 5 + 8 = 23; and 2 to the pool.
    expect_verdict(widget, "The dealer neither receives nor pays, in all.")
    assert data(widget, ".hoyle-vu-player", "data-total") == ["1", "-1"]
    assert words(widget.locator(".hoyle-vu-dealer .hoyle-vu-count")) == "26 points over-drawn"
    assert widget.locator(".hoyle-vu-pool").get_attribute("data-pool") == "2"
    assert widget.locator("input[data-field=penalty]").input_value() == "2"

    players = widget.locator("textarea")
    stake = widget.locator("input[data-field=stake]")
    for field, typed, message in [
        (stake, "x", "player 1's stake (in counters) must be a whole number from 0 to 1,000,000; 'x' is not one"),
        (stake, "1", None),
        (players, "As Kd\n8s Kd", "Kd is in player 1's hand and in player 2's hand: a pack has only one of each card"),
        (players, "As Kd\n8s", "player 2's hand has 1 card: every hand, a divided pair's too, has at least the two cards dealt to it (line 4)"),
        (players, "As Kd\n8s Zz", "player 2's hand: 'Zz' is not a card: ranks are A 2-10 J Q K (T for ten)"),
        (players, "8s 3d | 8d Kh | 8h 2c", "player 1 has 3 hands: a player has one hand, or two when he divides a pair"),
    ]:
        field.fill(typed)
        if message:
            expect_error(widget, message)
            assert field.input_value() == typed
    # A divided pair of eights: 8 + 3 + 9 = 20 and 8 + king 10 = 18, each paid by the over-drawn dealer.
    players.fill("8s 3d 9c | 8d Kh")
    expect_verdict(widget, "The dealer pays 2 in all.")
    assert data(widget, ".hoyle-points", "data-points") == ["26", "20", "18"]
    assert words(widget.locator(".hoyle-vu-note").first) == "He divided a pair: each hand is settled by itself."
    assert live.errors == []
    live.assert_only_local()


# --- Blind Hookey ----------------------------------------------------------------------------------


def test_hookey_both_methods(live):
    page = live.page
    first = live.open(PAGE, "hookey")
    # Nine above the eight: receives; the eight equal: pays; the ace, low: pays.
    expect_verdict(first, "The dealer receives 1 in all.")
    assert data(first, ".hoyle-hookey-row .hoyle-amount", "data-amount") == ["1", "-1", "-1"]
    first.locator("input[data-field=players]").fill("9s Ac")
    first.locator("input[data-field=stake]").fill("3")
    first.locator("select[data-field=ace]").select_option("high")
    expect_verdict(first, "The dealer pays 6 in all.")
    assert first.locator(".hoyle-hookey-end").get_attribute("data-deal-ends") == "true"
    assert words(first.locator(".hoyle-hookey-end strong")) == "The dealer is a loser all round: the deal is at an end, and the next player deals."
    assert query(page) == "hookey-players=9s+Ac&hookey-stake=3&hookey-ace=high"
    first.locator("input[data-field=players]").fill("9s 8h")
    expect_error(first, "8h is in the dealer's packet and in player 2's packet: a pack has only one of each card")

    second = page.locator("#hookey-packets")
    page.wait_for_selector("#hookey-packets[data-live=true]", timeout=ENGINE_TIMEOUT)
    expect_verdict(second, "The dealer receives 3 in all.")
    packets = second.locator("input[data-field=packets]")
    packets.fill("Kc")
    expect_error(second, "\"Two of these are for the company, the third for himself\" (line 25): "
                         "give the bottom cards of the company's two packets, as a list of two")
    packets.fill("Kc Qs")
    # The king above the dealer's queen receives 2; a queen equal to his pays 5 (equal pays the dealer,
    # an editor's choice, as in the first method).
    expect_verdict(second, "The dealer receives 3 in all.")
    second.locator(".hoyle-card[data-card='Qs']").wait_for(timeout=ANSWER_TIMEOUT)
    assert data(second, ".hoyle-hookey-row .hoyle-amount", "data-amount") == ["2", "-5"]
    link = second.locator("a.hoyle-passage")
    assert unquote(link.get_attribute("href").split("#:~:text=")[1]) == "the players receive or pay as the bottom"
    live.assert_only_local()


def test_hookey_worth_beside_the_passage(live):
    """What a round is worth, beside Hoffmann's second method: exact, changed by the players and the method, in the link."""
    page = live.page
    widget = live.open("/hoyles-games-modernized/blind-hookey/", "worth")
    expect_verdict(widget, "By the first method the dealer gains 1/17 of every stake (5.88%): a player's card is higher than his 8/17 of "
                           "the time, below or equal 9/17.")
    widget.locator("select[data-field=players]").select_option("12")
    widget.locator(".hoyle-hookey-worth[data-players='12']").wait_for(timeout=ANSWER_TIMEOUT)
    assert words(widget.locator(".hoyle-hookey-deal")) == (
        "With 12 players, the dealer loses all round, and the deal passes, in 4.74% of rounds (97856794803/2063794068700): a deal "
        "lasts 21.09 rounds on average, and the dealer gains 14.89 stakes over it, each player staking one.")
    assert data(widget, ".hoyle-hookey-players tr[aria-current=true]", "data-players") == ["12"]
    assert query(page) == "worth-players=12"
    widget.locator("select[data-field=method]").select_option("2")
    widget.locator("select[data-field=ties]").select_option("stand-off")
    expect_verdict(widget, "By the second method, equal cards paying no one, the game is even: a packet's card is higher than the dealer's "
                           "8/17 of the time, lower 8/17, equal 1/17.")
    assert widget.locator(".hoyle-hookey-players").count() == 0
    live.assert_only_local()


def test_hookey_worth_a_bad_link_is_named(live):
    widget = live.open("/hoyles-games-modernized/blind-hookey/?worth-players=99&worth-method=%3Cb%3E1", "worth")
    answer = widget.locator(".hoyle-answer")
    answer.get_by_text("is not one of the choices for “Players besides the dealer”").first.wait_for(timeout=ANSWER_TIMEOUT)
    assert "The link's worth-players=“99” is not one of the choices" in words(answer)
    assert "worth-method=“<b>1”" in words(answer)
    assert widget.locator(".hoyle-answer b").count() == 0
    live.assert_only_local()


def test_hookey_worth_on_a_phone(live):
    assert_fits_a_phone(live, "/hoyles-games-modernized/blind-hookey/?worth-players=7", "worth", ".hoyle-hookey-worth[data-players='7']")


def test_commerce_worth_beside_the_ranker(live):
    """A hand at the deal, beside Peel's tie rules: exact against one other hand, sampled against more and said so, in the link."""
    page = live.page
    widget = live.open("/round-games/commerce/", "worth")
    widget.locator(".hoyle-commerce-worth[data-others='6']").wait_for(timeout=ANSWER_TIMEOUT)
    assert words(widget.locator(".hoyle-outcome")).startswith("Pair of queens, five the third card: against 6 other hands it is the best, "
                                                              "or alike with the best, about")
    assert "Not counted exactly" in words(widget.locator(".hoyle-commerce-against"))
    widget.locator("select[data-field=others]").select_option("1")
    expect_verdict(widget, "Pair of queens, five the third card: against one other hand it is best 91.50% of the time, alike 0.02%, "
                           "beaten 8.48%.")
    assert data(widget, ".hoyle-commerce-frequencies tr[aria-current=true]", "data-combination") == ["pair"]
    assert query(page) == "worth-others=1"
    widget.locator("input[data-field=cards]").fill("Qh Qs 6d")
    widget.locator("select[data-field=pack]").select_option("32")
    expect_error(widget, "6d is not in the pack of 32: the smaller pack is sevens to aces (line 25)")
    assert widget.locator("input[data-field=cards]").input_value() == "Qh Qs 6d"
    live.assert_only_local()


def test_commerce_worth_on_a_phone(live):
    assert_fits_a_phone(live, "/round-games/commerce/?worth-others=1", "worth", ".hoyle-commerce-worth[data-others='1']")


# --- Without JavaScript ----------------------------------------------------------------------------


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto(PAGE)
    for widget_id, verdict in [("commerce-ranker", "Hand 2 wins: Tricon of fives."), ("vingt", "The dealer pays 3 in all."),
                               ("hookey", "The dealer receives 1 in all."), ("hookey-packets", "The dealer receives 3 in all.")]:
        widget = page.locator(f"#{widget_id}")
        assert words(widget.locator(".hoyle-outcome")) == verdict
        assert not widget.locator(".hoyle-form").is_visible()
        assert not widget.locator(".hoyle-picker").is_visible()
        assert "Turn on JavaScript" in widget.locator(".hoyle-status").inner_text()
    # The answers restate what was asked, since the form is hidden.
    commerce = page.locator("#commerce-ranker")
    assert commerce.locator(".hoyle-card").evaluate_all("els => els.map(e => e.dataset.card)") == [
        "5h", "5d", "5c", "As", "Ks", "Qs", "9c", "9d", "2h"]
    vingt = page.locator("#vingt")
    assert vingt.locator(".hoyle-card").evaluate_all("els => els.map(e => e.dataset.card)") == ["10c", "7d", "As", "Kd", "8s", "3d", "9c"]
    assert "Stake: 1 counter each. No agreements: no privilege of a natural, no pool." in words(vingt.locator(".hoyle-rules-note"))
    # Without scripts a passage link is as built: relative to its page (scripts/site/finish.py), so it also works
    # under a sub-path (tests/browser/test_subpath.py).
    assert (commerce.locator("a.hoyle-passage").get_attribute("href")
            == "../../round-games/commerce/#:~:text=which%20range%20in%20value%20in%20the%20order%20given")


# --- Vingt-un: advice, the strategy, the deal's worth ----------------------------------------------


def test_vingt_un_advice_beside_the_drawing(live):
    """Draw or stand beside Peel's "content" and "a card": exact, changed by the dealer's card and the pair, in the link."""
    page = live.page
    widget = live.open("/round-games/vingt-un/", "advice")
    # as Peel deals it, the dealer's cards face down
    expect_verdict(widget, "Stand. Holding 16, the dealer’s cards unseen: stand is worth −0.4113 a counter staked (about 41 counters "
                           "lost in every 100 staked), draw −0.5189; better by 0.1076 of a stake.")
    assert data(widget, ".hoyle-vingt-un-choices tr[aria-current=true]", "data-choice") == ["stand"]
    widget.locator("input[data-field=dealer]").fill("7h")
    expect_verdict(widget, "Draw. Holding 16, against the dealer’s 7♥: draw is worth −0.4365 a counter staked (about 44 counters lost "
                           "in every 100 staked), stand −0.4833; better by 0.0468 of a stake.")
    assert query(page) == "advice-dealer=7h"
    widget.locator("input[data-field=cards]").fill("8s 8h")
    widget.locator("input[data-field=dealer]").fill("10d")
    expect_verdict(widget, "Stand. Holding 16, against the dealer’s 10♦: stand is worth −0.5183 a counter staked (about 52 counters lost "
                           "in every 100 staked), draw −0.5735, divide the pair −0.6338; better by 0.0552 of a stake.")
    assert data(widget, ".hoyle-vingt-un-choices tbody tr", "data-choice") == ["stand", "draw", "divide"]
    assert "A divided pair is two hands" in words(widget.locator(".hoyle-rules-note"))
    widget.locator("input[data-field=cards]").fill("10c 9d 5s")
    expect_error(widget, "the hand counts 24: it has over-drawn, and pays at once (line 7)")
    assert widget.locator("input[data-field=cards]").input_value() == "10c 9d 5s"
    live.assert_only_local()


def test_vingt_un_advice_a_bad_link_is_named(live):
    widget = live.open("/round-games/vingt-un/?advice-stands=99&advice-cards=%3Cb%3E", "advice")
    answer = widget.locator(".hoyle-answer")
    answer.get_by_text("is not one of the choices for “The dealer stands on”").first.wait_for(timeout=ANSWER_TIMEOUT)
    assert "The link's advice-stands=“99” is not one of the choices" in words(answer)
    assert widget.locator(".hoyle-answer b").count() == 0
    live.assert_only_local()


def test_vingt_un_advice_on_a_phone(live):
    assert_fits_a_phone(live, "/round-games/vingt-un/?advice-cards=8s+8h&advice-dealer=10d", "advice",
                        ".hoyle-vingt-un-advice[data-best='stand']")


def test_vingt_un_strategy_beside_selling_the_deal(live):
    """The whole strategy and the deal's worth beside "the deal is an advantage": exact, by the dealer's rule and the pool."""
    page = live.page
    widget = live.open("/round-games/vingt-un/", "strategy")
    widget.locator(".hoyle-vingt-un-strategy[data-stands='17']").wait_for(timeout=ANSWER_TIMEOUT)
    assert words(widget.locator(".hoyle-outcome")).startswith("The dealer gains 0.1323 of every stake (13.23%). A player staking one "
                                                              "counter on his two cards and playing by the table expects to lose 0.1323")
    # the rows: hard 5 to 19, soft 13 to 20, the ten pairs; a letter for each of the eleven columns
    assert len(widget.locator(".hoyle-vu-strategy tbody tr[data-kind]").all()) == 15 + 8 + 10
    assert data(widget, ".hoyle-vu-strategy tr[data-kind=pair][data-total='16'] td", "data-choice") == list("PDPPPPPPPSS")
    assert data(widget, ".hoyle-vu-players tbody tr", "data-players") == [str(n) for n in range(2, 9)]
    widget.locator("select[data-field=stands]").select_option("15")
    widget.locator(".hoyle-vingt-un-strategy[data-stands='15']").wait_for(timeout=ANSWER_TIMEOUT)
    assert words(widget.locator(".hoyle-outcome")).startswith("The dealer gains 0.0681 of every stake (6.81%).")
    assert query(page) == "strategy-stands=15"
    widget.locator("select[data-field=stands]").select_option("17")
    widget.locator("input[data-field=penalty]").fill("10")
    widget.locator(".hoyle-outcome", has_text="not, at every table").wait_for(timeout=ANSWER_TIMEOUT)
    assert "To the pool, as agreed (line 13), his penalty for over-drawing costs him 2.8359 a round" in words(widget.locator(".hoyle-outcome"))
    live.assert_only_local()


def test_vingt_un_strategy_fits_a_phone_without_scrolling(live):
    assert_fits_a_phone(live, "/round-games/vingt-un/", "strategy", ".hoyle-vingt-un-strategy[data-stands='17']")
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open("/round-games/vingt-un/", "strategy")
        widget.locator(".hoyle-vu-strategy").wait_for()
        # the whole table in view: its wrapper does not scroll sideways
        assert widget.locator(".hoyle-vu-strategy").evaluate("t => t.parentElement.scrollWidth <= t.parentElement.clientWidth + 1")
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})

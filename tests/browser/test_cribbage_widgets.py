"""The cribbage widgets in headless Chromium: the counter, the lay-out advisor and the play scorer.

Typing, the picker, the lit cards of a claimed item, the play by clicks, shared links, bad input
and the page without JavaScript. Every request that would leave 127.0.0.1 is blocked and recorded;
each test asserts there were none (and that the worker's own requests were seen)."""

from urllib.parse import parse_qs, urlparse

import pytest
from support import squashed_text

ANSWER_TIMEOUT = 15_000
PAGE = "/tools/cribbage/"

CLAIM_29 = ("Claimed: “fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, "
            "fifteen sixteen, and twelve for a double pair-royal, twenty-eight, and one for his nob, twenty-nine.”")
CLAIM_14 = "Claimed: “fifteen two, fifteen four, fifteen six, fifteen eight, and six for a pair-royal, fourteen.”"


text = squashed_text


def claim(widget):
    return text(widget.locator(".hoyle-crib-claim")).split(" How the book")[0]


def expect_error(widget, message):
    widget.locator(".hoyle-error .hoyle-message", has_text=message).wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-error .hoyle-message").inner_text() == message


def cards_of(locator):
    return locator.evaluate_all("els => els.map(e => e.dataset.card)")


def query(page):
    return {k: v[0] for k, v in parse_qs(urlparse(page.url).query).items()}


# --- the counter ------------------------------------------------------------------------------------


def test_count_a_hand_and_light_its_items(live, site_url):
    page = live.page
    widget = live.open(PAGE, "crib")
    assert widget.locator(".hoyle-crib-result").get_attribute("data-total") == "29"
    assert claim(widget) == CLAIM_29
    items = widget.locator(".hoyle-crib-item")
    assert items.count() == 10
    lit = widget.locator(".hoyle-crib-cards .hoyle-card.hoyle-lit")

    # Hovering an item lights its cards in the hand; the cards in the item itself are text, not faces.
    items.nth(3).hover()
    assert cards_of(lit) == ["Jc", "5c"]
    items.nth(8).hover()
    assert cards_of(lit) == ["5h", "5d", "5s", "5c"]
    page.mouse.move(0, 0)
    assert lit.count() == 0

    # By keyboard: every item is a Tab stop, and focus lights its cards.
    items.nth(0).focus()
    assert cards_of(lit) == ["5h", "Jc"]
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.highlight") == "5d Jc"
    assert cards_of(lit) == ["5d", "Jc"]
    page.keyboard.press("Shift+Tab")
    assert cards_of(lit) == ["5h", "Jc"]

    # The book's own example: three fives and a ten at five-card.
    widget.locator("#crib-variant").select_option("five-card")
    expect_error(widget, "a hand at five-card cribbage has three cards (with the start, four); you gave 4")
    widget.locator("#crib-cards").fill("5s 5h 5d")
    widget.locator("#crib-starter").fill("10c")
    widget.locator(".hoyle-crib-result[data-total='14']").wait_for(timeout=ANSWER_TIMEOUT)
    assert claim(widget) == CLAIM_14
    assert text(widget.locator(".hoyle-crib-total")) == "Fourteen (14): fifteen eight and a pair-royal."
    assert text(widget.locator(".hoyle-crib-what")) == "A hand at five-card cribbage with the start:"
    assert query(page) == {"crib": "5s 5h 5d", "crib-starter": "10c", "crib-game": "five-card"}

    # A knave turned up: two for his heels to the dealer, beside the show, not in it.
    widget.locator("#crib-starter").fill("Jd")
    widget.locator(".hoyle-crib-heels").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-crib-result").get_attribute("data-total") == "14"
    assert cards_of(widget.locator(".hoyle-crib-cards .hoyle-card")) == ["5s", "5h", "5d", "Jd"]
    assert text(widget.locator(".hoyle-crib-heels")).startswith(
        "The start is a knave: two for his heels to the dealer, scored when it is turned up, not in the show (so not in the 14).")
    href = widget.locator(".hoyle-crib-heels a").get_attribute("href")
    assert href == f"{site_url}/hoyles-games-modernized/cribbage/#:~:text=Should%20it%20chance%20to%20be%20a%20knave"
    live.assert_only_local()


def test_count_the_crib_picked_with_clicks(live):
    page = live.page
    widget = live.open(PAGE, "crib")
    widget.locator("[data-action=clear]").click()
    expect_error(widget, "the start is one card; you gave 0")
    assert widget.locator("#crib-starter").input_value() == ""
    assert widget.locator(".hoyle-pick.hoyle-in-use").count() == 0
    for code in ("Ah", "3h", "6h", "9h"):
        widget.locator(f".hoyle-pick[data-card='{code}']").click()
    # Beside the error, the cards that could be read are greyed in the picker.
    page.wait_for_function("document.querySelectorAll('#crib .hoyle-pick.hoyle-in-use').length === 4", timeout=ANSWER_TIMEOUT)
    expect_error(widget, "the start is one card; you gave 0")
    assert widget.locator("#crib-cards").input_value() == "Ah 3h 6h 9h"
    assert cards_of(widget.locator(".hoyle-pick.hoyle-in-use")) == ["Ah", "9h", "6h", "3h"]
    widget.locator("#crib-starter").focus()
    widget.locator(".hoyle-pick[data-card='Kc']").click()
    widget.locator(".hoyle-crib-result[data-total='6']").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator("#crib-starter").input_value() == "Kc"
    assert [text(i) for i in widget.locator(".hoyle-crib-words").all()] == ["fifteen two", "and four for a flush, six"]
    # In the crib a flush counts only with the start of its suit.
    widget.locator("#crib-crib").check()
    widget.locator(".hoyle-crib-result[data-total='2']").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(widget.locator(".hoyle-crib-what")) == "The crib with the start:"
    widget.locator("#crib-starter").fill("Qh")
    widget.locator(".hoyle-crib-result[data-total='7']").wait_for(timeout=ANSWER_TIMEOUT)
    assert claim(widget) == "Claimed: “fifteen two, and five for a flush, seven.”"
    assert query(page) == {"crib": "Ah 3h 6h 9h", "crib-starter": "Qh", "crib-as-crib": "1"}
    live.assert_only_local()


@pytest.mark.parametrize("hand, start, game, message", [
    ("5h 5d 5s Jc", "5h", "six-card", "5h is given as the start and in the hand: a pack has only one of each card"),
    ("5s 5h 5d", "10c", "six-card", "a hand at six-card cribbage has four cards (with the start, five); you gave 3"),
    ("5h 5d 5h Jc", "5c", "six-card", "the hand: 5h is given twice: a pack has only one of each card"),
    ("5h 5d 5s Jx", "5c", "six-card", "the hand: 'Jx' is not a card: suits are s h d c or ♠ ♥ ♦ ♣"),
])
def test_bad_input_is_named_and_the_counter_keeps_working(live, hand, start, game, message):
    widget = live.open(PAGE, "crib")
    widget.locator("#crib-cards").fill(hand)
    widget.locator("#crib-starter").fill(start)
    widget.locator("#crib-variant").select_option(game)
    expect_error(widget, message)
    assert (widget.locator("#crib-cards").input_value(), widget.locator("#crib-starter").input_value()) == (hand, start)
    widget.locator("#crib-cards").fill("5h 5d 5s Jc")
    widget.locator("#crib-starter").fill("5c")
    widget.locator(".hoyle-crib-result[data-total='29']").wait_for(timeout=ANSWER_TIMEOUT)
    assert live.errors == []
    live.assert_only_local()


# --- the lay-out advisor ----------------------------------------------------------------------------


def best_row(widget):
    return [text(c) for c in widget.locator(".hoyle-layout-row").first.locator("td").all()]


def test_lay_out_for_the_dealer_and_the_pone(live):
    page = live.page
    widget = live.open(PAGE, "layout")
    assert widget.locator(".hoyle-layout-row").count() == 15
    assert best_row(widget) == ["5♥ 5♦ 4♥ 6♣", "J♣ J♠", "21.53", "10.38", "15.96", "12", "24", "3.83", "5.57"]
    assert text(widget.locator(".hoyle-layout-advice")) == (
        "Best for the dealer: keep 5♥ 5♦ 4♥ 6♣ and lay out J♣ J♠; the hand is worth 15.96 on average and the crib 5.57, 21.53 in all.")
    # A row lights the two cards it lays out among those dealt.
    widget.locator(".hoyle-layout-row").nth(2).hover()
    assert cards_of(widget.locator(".hoyle-layout-result > .hoyle-cards .hoyle-card.hoyle-lit")) == ["5h", "Jc"]

    widget.locator("#layout-dealer").uncheck()
    widget.locator(".hoyle-layout-result[data-seat=pone]").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(widget.locator(".hoyle-layout-advice")) == (
        "Best for the pone: keep 5♥ 5♦ 4♥ 6♣ and lay out J♣ J♠; the hand is worth 15.96 on average, "
        "less 5.57 that the crib gives the dealer: 10.38.")
    outs = widget.locator(".hoyle-layout-row").evaluate_all("rows => rows.map(r => r.dataset.layOut)")
    assert outs[:3] == ["Jc Js", "4h 6c", "Js 6c"]
    assert query(page) == {"layout-dealer": "0"}

    # The five-card game: five cards dealt, ten lay-outs.
    widget.locator("#layout-variant").select_option("five-card")
    expect_error(widget, "at five-card cribbage a player is dealt five cards; you gave 6")
    assert widget.locator("#layout-cards").input_value() == "5h 5d Jc Js 4h 6c"
    widget.locator("#layout-cards").fill("5h 5d Jc 4h 6c")
    widget.locator(".hoyle-layout-result[data-seat=pone]").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-layout-row").count() == 10
    assert text(widget.locator(".hoyle-layout-what")) == "Dealt at five-card cribbage, to the pone (the crib is the dealer’s):"
    live.assert_only_local()


# --- the play ---------------------------------------------------------------------------------------


def turns(widget):
    return [tuple(text(c) for c in row.locator("td").all()) for row in widget.locator(".hoyle-turn").all()]


def play(widget, code, plays):
    widget.locator(f".hoyle-play-card:has(.hoyle-card[data-card='{code}'])").click()
    widget.page.wait_for_function(
        "([n]) => document.querySelectorAll('#play .hoyle-turn[data-kind=card]').length === n", arg=[len(plays.split())], timeout=ANSWER_TIMEOUT)
    assert widget.locator("#play-plays").input_value() == plays


def test_play_the_cards_by_clicks(live):
    page = live.page
    widget = live.open(PAGE, "play")
    assert turns(widget) == [
        ("1", "The pone", "5♥", "5", ""),
        ("2", "The dealer", "6♣", "11", ""),
        ("3", "The pone", "4♠", "15", "5 (fifteen two; three for a run of three)"),
        ("4", "The dealer", "10♦", "25", ""),
    ]
    assert text(widget.locator(".hoyle-play-next > p")) == "It is the pone’s turn, the count at 25. He may play (click a card to play it):"
    assert cards_of(widget.locator(".hoyle-play-choices .hoyle-card")) == ["3d", "2c"]

    play(widget, "3d", "5h 6c 4s 10d 3d")
    assert turns(widget)[4:] == [("5", "The pone", "3♦", "28", ""), ("6", "The dealer", "“Go”", "28", "")]
    assert cards_of(widget.locator(".hoyle-play-choices .hoyle-card")) == ["2c"]
    play(widget, "2c", "5h 6c 4s 10d 3d 2c")
    assert turns(widget)[6:] == [("7", "The pone", "2♣", "30", ""), ("8", "The pone", "last card", "30", "1 (one for last card)")]
    assert text(widget.locator(".hoyle-new-count")) == "The count begins again."
    assert text(widget.locator(".hoyle-play-next > p")) == "It is the dealer’s turn, a new count. He may play (click a card to play it):"
    play(widget, "Kh", "5h 6c 4s 10d 3d 2c Kh")
    play(widget, "9s", "5h 6c 4s 10d 3d 2c Kh 9s")
    assert turns(widget)[-1] == ("11", "The dealer", "last card", "19", "1 (one for last card)")
    assert text(widget.locator(".hoyle-play-score")) == "Pegged in the play: the pone 6, the dealer 1."
    assert text(widget.locator(".hoyle-play-next")) == "The play is over: every card has been played. Now the show."
    assert widget.locator(".hoyle-play-card").count() == 0
    assert query(page) == {"play-plays": "5h 6c 4s 10d 3d 2c Kh 9s"}

    # Take back the last card, and the dealer may play it again.
    widget.locator(".hoyle-play-undo").click()
    widget.locator(".hoyle-play-card:has(.hoyle-card[data-card='9s'])").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator("#play-plays").input_value() == "5h 6c 4s 10d 3d 2c Kh"
    live.assert_only_local()


def test_a_wrong_play_is_named(live):
    widget = live.open(PAGE, "play")
    widget.locator("#play-plays").fill("5h 4s")
    expect_error(widget, "the second card played, 4s, is the pone's, but it is the dealer's turn and he can play (6c, 10d, Kh, 9s)")
    assert widget.locator("#play-plays").input_value() == "5h 4s"
    widget.locator("#play-variant").select_option("five-card")
    expect_error(widget, "at five-card cribbage each player plays a hand of three cards; the pone has 4")
    widget.locator("#play-pone").fill("5h 4s 3d")
    widget.locator("#play-dealer").fill("6c 10d Kh")
    widget.locator("#play-plays").fill("5h 6c 4s 10d 3d")
    widget.locator(".hoyle-play-next[data-next='']").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(widget.locator(".hoyle-play-next")) == "The play is over: at five-card cribbage the go (or thirty-one) ends the hand. Now the show."
    assert text(widget.locator(".hoyle-play-score")) == "Pegged in the play: the pone 6, the dealer 0."
    assert live.errors == []
    live.assert_only_local()


# --- links and the page without JavaScript ----------------------------------------------------------


def test_a_shared_link_reproduces_every_widget(live):
    page = live.page
    link = ("?crib=5s+5h+5d&crib-starter=10c&crib-game=five-card"
            "&layout=5h+5d+Jc+Js+4h+6c&layout-dealer=0"
            "&play-plays=5h+6c+4s+10d+3d")
    widget = live.open(PAGE + link, "crib")
    widget.locator(".hoyle-crib-result[data-total='14']").wait_for(timeout=ANSWER_TIMEOUT)
    assert claim(widget) == CLAIM_14
    assert widget.locator("#crib-variant").input_value() == "five-card"
    layout = page.locator("#layout")
    layout.locator(".hoyle-layout-result[data-seat=pone]").wait_for(timeout=ANSWER_TIMEOUT)
    assert not layout.locator("#layout-dealer").is_checked()
    assert best_row(layout)[3] == "10.38"  # worth to the pone
    plays = page.locator("#play")
    plays.locator(".hoyle-turn").nth(5).wait_for(timeout=ANSWER_TIMEOUT)
    assert turns(plays)[5] == ("6", "The dealer", "“Go”", "28", "")
    assert plays.locator("#play-plays").input_value() == "5h 6c 4s 10d 3d"
    live.assert_only_local()


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto(PAGE)
    crib = page.locator("#crib")
    assert crib.locator(".hoyle-crib-result").get_attribute("data-total") == "29"
    assert text(crib.locator(".hoyle-crib-what")) == "A hand at six-card cribbage with the start:"
    assert cards_of(crib.locator(".hoyle-card")) == ["5h", "5d", "5s", "Jc", "5c"]
    assert claim(crib) == CLAIM_29
    layout = page.locator("#layout")
    assert best_row(layout) == ["5♥ 5♦ 4♥ 6♣", "J♣ J♠", "21.53", "10.38", "15.96", "12", "24", "3.83", "5.57"]
    assert text(layout.locator(".hoyle-layout-what")) == "Dealt at six-card cribbage, to the dealer (the crib is his):"
    plays = page.locator("#play")
    assert len(turns(plays)) == 4
    assert text(plays.locator(".hoyle-play-score")) == "Pegged in the play: the pone 5, the dealer 0."
    assert not plays.locator(".hoyle-play-undo").is_visible()
    for widget in (crib, layout, plays):
        assert not widget.locator(".hoyle-form").is_visible()
        assert not widget.locator(".hoyle-picker").is_visible()
        assert "Turn on JavaScript" in widget.locator(".hoyle-status").inner_text()


# --- which card to play ------------------------------------------------------------------------------


def test_peg_advice_beside_the_play_scorer(live):
    """Which card to play, beside Hoffmann's scoring of the play: exact over the opponent's hands, changed by the count
    and the cards seen, in the link; a hand that must say Go, and bad input named."""
    from hoyle import api

    page = live.page
    widget = live.open("/hoyles-games-modernized/cribbage/", "peg-advice")
    outcome = widget.locator(".hoyle-outcome")
    outcome.get_by_text("Play 4♠").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(outcome) == ("Play 4♠ (leading, the count at nothing): it scores nothing now, his best answer scores 0.50 on the average, "
                             "a balance of −0.50.")
    assert cards_of(widget.locator(".hoyle-peg-choices tbody tr[aria-current=true]")) == ["4s"]
    want = api.handle({"op": "peg-advice", "cards": "5h 9c Kd 4s", "seen": "2c 3d 7h"})
    assert cards_of(widget.locator(".hoyle-peg-choices tbody tr:not(.hoyle-peg-answers)")) == [c["card"] for c in want["choices"]]
    assert "Exact over all 148,995 hands of four cards he may hold from the 45 you have not seen" in text(widget.locator(".hoyle-rules-note"))
    widget.locator("input[data-field=cards]").fill("5h 9c")
    widget.locator("input[data-field=plays]").fill("10d")
    widget.locator("select[data-field=held]").select_option("2")
    outcome.get_by_text("Play 5♥").wait_for(timeout=ANSWER_TIMEOUT)
    assert text(outcome) == ("Play 5♥ (the count at 10): it scores 2 now (fifteen two), his best answer scores 0.26 on the average, "
                             "a balance of 1.74.")
    assert text(widget.locator(".hoyle-peg-answers[data-card='9c']")) == (
        "His scoring answers: three for a run of three, 8 cards unseen; two for a pair, 3 cards unseen.")
    assert query(page) == {"peg-advice-cards": "5h 9c", "peg-advice-plays": "10d", "peg-advice-held": "2"}
    widget.locator("input[data-field=cards]").fill("Kc 5d")
    widget.locator("input[data-field=plays]").fill("10h 9s 8d")
    outcome.get_by_text("You must say “Go”").wait_for(timeout=ANSWER_TIMEOUT)
    widget.locator("input[data-field=plays]").fill("10h 9s 5d")
    widget.locator(".hoyle-error").first.wait_for(timeout=ANSWER_TIMEOUT)
    assert "5d" in text(widget.locator(".hoyle-error .hoyle-message"))  # in your cards and played: named
    widget.locator("input[data-field=plays]").fill("10h 10s 10d 4c")
    expect_error(widget, "the cards played count 34: no count passes thirty-one (line 61)")
    assert widget.locator("input[data-field=plays]").input_value() == "10h 10s 10d 4c"
    live.assert_only_local()


def test_peg_advice_on_a_phone(live):
    from support import assert_fits_a_phone

    assert_fits_a_phone(live, "/hoyles-games-modernized/cribbage/?peg-advice-cards=5h+9c&peg-advice-plays=10d&peg-advice-held=2",
                        "peg-advice", ".hoyle-peg-advice[data-best='5h']")

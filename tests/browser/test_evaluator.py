"""The hand evaluator in headless Chromium: typing, picking, shared links, bad input, instant navigation.

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none,
and that the worker's own requests (Pyodide, the wheel) were seen, so the recorder is watching."""

import re

import pytest
from hoyle import api
from scripts.site.finish import assets_folder
from support import ANSWER_TIMEOUT, ENGINE_TIMEOUT, swapped_in, wait_for_instant_navigation

PAGE = "/tools/hand-evaluator/"


def answer_text(widget):
    return re.sub(r"\s+", " ", widget.locator(".hoyle-answer").inner_text()).strip()


def expect_description(widget, text):
    widget.locator(".hoyle-description", has_text=text).wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-description").inner_text() == text


def expect_error(widget, message):
    widget.locator(".hoyle-error .hoyle-message", has_text=message).wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-error .hoyle-message").inner_text() == message


def test_type_a_hand(live):
    page = live.page
    widget = live.open(PAGE, "hand")
    expect_description(widget, "A pair of tens, with ace, king and four")
    assert widget.locator(".hoyle-name").inner_text() == "One pair one-pair"

    widget.locator(".hoyle-input").fill("Qs Qd 2c 2h 5s")
    expect_description(widget, "Two pairs, queens up: queens and deuces, with a five")
    assert widget.locator(".hoyle-result").get_attribute("data-class") == "two-pairs"
    assert page.url.endswith("/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s")
    # The useless card is marked, as Foster marked it with an asterisk.
    assert widget.locator(".hoyle-card.hoyle-useless").evaluate_all("els => els.map(e => e.dataset.card)") == ["5s"]

    widget.locator(".hoyle-input").fill("a♠ k♠ q♠ j♠ t♠")
    widget.locator(".hoyle-input").press("Enter")
    expect_description(widget, "A royal flush: ace, king, queen, jack and ten of one suit")
    assert widget.locator(".hoyle-name").inner_text() == "Royal flush straight-flush"
    live.assert_only_local()


def test_pick_a_hand_with_clicks(live):
    page = live.page
    widget = live.open(PAGE, "hand")
    widget.locator("[data-action=clear]").click()
    expect_error(widget, "a poker hand has five cards; you gave 0 cards")
    for code in ("8d", "7d", "6d", "5d"):
        widget.locator(f".hoyle-pick[data-card='{code}']").click()
    expect_error(widget, "a poker hand has five cards; you gave 4 cards")
    assert widget.locator(".hoyle-input").input_value() == "8d 7d 6d 5d"
    used = widget.locator(".hoyle-pick.hoyle-in-use").evaluate_all("els => els.map(e => e.dataset.card)")
    assert used == ["8d", "7d", "6d", "5d"]
    # A card in use is greyed out and cannot be picked twice.
    widget.locator(".hoyle-pick[data-card='8d']").click(force=True)
    assert widget.locator(".hoyle-input").input_value() == "8d 7d 6d 5d"
    widget.locator(".hoyle-pick[data-card='4d']").click()
    expect_description(widget, "A straight flush, eight high")
    assert widget.locator(".hoyle-pick[aria-disabled=true]").count() == 5
    assert widget.locator(".hoyle-pick[data-card='4d']").get_attribute("aria-disabled") == "true"
    assert page.url.endswith("?hand=8d+7d+6d+5d+4d")
    live.assert_only_local()


def test_pick_a_hand_by_keyboard(live):
    page = live.page
    widget = live.open(PAGE, "hand")
    widget.locator(".hoyle-input").fill("")
    expect_error(widget, "a poker hand has five cards; you gave 0 cards")  # the ace of spades is free again
    widget.locator(".hoyle-pick[data-card='As']").focus()
    # The picker is one Tab stop; arrows move within a suit (right) and between suits (down).
    assert widget.locator(".hoyle-pick[tabindex='0']").evaluate_all("els => els.map(e => e.dataset.card)") == ["As"]
    for keys in (["Enter"], ["ArrowDown", "Enter"], ["ArrowDown", "Enter"], ["ArrowDown", "Enter"], ["ArrowRight", "Enter"]):
        for key in keys:
            page.keyboard.press(key)
    expect_description(widget, "Fours: four aces, with a king")
    assert widget.locator(".hoyle-input").input_value() == "As Ah Ad Ac Kc"
    assert page.evaluate("document.activeElement.dataset.card") == "Kc"
    # Down from the king of clubs: the joker's row, shorter than a suit's.
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.card") == "joker"
    live.assert_only_local()


def test_the_joker_from_the_picker(live):
    """The joker is picked like a card; it plays only under the joker rule, and the message says so."""
    widget = live.open(PAGE + "?hand=10h+10c+As+Kd", "hand")
    expect_error(widget, "a poker hand has five cards; you gave 4 cards")
    widget.locator(".hoyle-pick[data-card='joker']").click()
    expect_error(widget, api.handle({"op": "hand", "cards": "10h 10c As Kd joker"})["error"]["message"])
    assert widget.locator(".hoyle-input").input_value() == "10h 10c As Kd joker"
    widget.locator("#hand-rules input[value=joker]").check()
    expect_description(widget, api.handle({"op": "hand", "cards": "10h 10c As Kd joker", "rules": "joker"})["description"])
    assert widget.locator(".hoyle-pick[data-card='joker']").get_attribute("aria-disabled") == "true"
    # The cards that play are marked, the useless ones too.
    plays = widget.locator(".hoyle-card.hoyle-plays").evaluate_all("els => els.map(e => e.dataset.card)")
    assert plays == ["10h", "10c", "joker"]
    assert widget.locator(".hoyle-card.hoyle-useless").evaluate_all("els => els.map(e => e.dataset.card)") == ["As", "Kd"]
    live.assert_only_local()


def test_a_shared_link_reproduces_the_hand(live):
    page = live.page
    widget = live.open(PAGE + "?hand=5s+5d+5h+2c+2s", "hand")
    expect_description(widget, "A full hand, three fives and a pair of deuces")
    assert widget.locator(".hoyle-input").input_value() == "5s 5d 5h 2c 2s"
    live.open("/tools/hand-evaluator/?hand=9s%209d%209h%209c%20As", "hand")
    widget = page.locator("#hand")
    expect_description(widget, "Fours: four nines, with an ace")
    live.assert_only_local()


@pytest.mark.parametrize("typed, message", [
    ("As Kd 1h 10c 4s", "the five cards: '1h' is not a card: ranks are A 2-10 J Q K (T for ten)"),
    ("As Kd 10x 10c 4s", "the five cards: '10x' is not a card: suits are s h d c or ♠ ♥ ♦ ♣"),
    ("As Kd As 10c 4s", "the five cards: As is given twice: a pack has only one of each card"),
    ("As Kd 10h 10c 4s 3s", "a poker hand has five cards; you gave 6 cards"),
    ("<script>alert(1)</script>", "the five cards: '<script>alert(1)</script>' is not a card: write each card as rank then suit, like As or 10h"),
])
def test_bad_input_shows_a_message_and_keeps_working(live, typed, message):
    widget = live.open(PAGE, "hand")
    widget.locator(".hoyle-input").fill(typed)
    expect_error(widget, message)
    assert widget.locator(".hoyle-input").input_value() == typed  # nothing the reader typed is lost
    widget.locator(".hoyle-input").fill("Ah Kh Jh 8h 3h")
    expect_description(widget, "A flush, ace high: ace, king, jack, eight and three")
    assert live.errors == []
    live.assert_only_local()


def test_a_malformed_url_parameter_is_named_not_fatal(live):
    page = live.page
    # Broken percent-encoding (E0 A4 is a cut-off character) and a repeated parameter.
    widget = live.open(PAGE + "?hand=%E0%A4%A+Zz&hand=x", "hand")
    assert widget.locator(".hoyle-input").input_value() == "\ufffd%A Zz"
    expect_error(widget, "the five cards: '\ufffd%A' has a broken character, U+FFFD: delete it and type the card again")
    widget.locator(".hoyle-input").fill("As Ad Kc Kd Qh")
    expect_description(widget, "Two pairs, aces up: aces and kings, with a queen")
    live.open("/tools/hand-evaluator/?hand=", "hand")
    widget = page.locator("#hand")
    expect_error(widget, "a poker hand has five cards; you gave 0 cards")
    assert live.errors == []
    live.assert_only_local()


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto("/tools/hand-evaluator/")
    widget = page.locator("#hand")
    assert widget.locator(".hoyle-description").inner_text() == "A pair of tens, with ace, king and four"
    assert not widget.locator(".hoyle-picker").is_visible()
    assert not widget.locator(".hoyle-input").is_visible()
    assert "Turn on JavaScript" in widget.locator(".hoyle-status").inner_text()


def test_instant_navigation_keeps_one_worker(reader, site_url, built_site):
    page = reader.page
    workers = []
    page.on("worker", lambda w: workers.append(w.url))
    widget = reader.open_live(PAGE + "?hand=Js+Jd+10c+10h+As", "hand")
    expect_description(widget, "Two pairs, jacks up: jacks and tens, with an ace")
    wait_for_instant_navigation(page)

    # Away to the home page by its navigation link: an instant navigation, no reload.
    swapped_in(page, "#hand", page.locator(".md-nav__link", has_text="Home").first.click)
    page.wait_for_url(f"{site_url}/")
    home = page.locator("#hand")
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("window.__noReload") is True
    home.locator(".hoyle-input").fill("Ks Kd Kh 7c 4s")
    expect_description(home, "Threes: three kings, with seven and four")

    # And back with the browser's Back button: the evaluator's hand comes back from the URL (its address its own, the
    # widget's anchor the link without one landed on, never a heading of the home page: arrival.js).
    swapped_in(page, "#hand", page.go_back)
    page.wait_for_url(re.compile(r"/tools/hand-evaluator/\?hand=Js\+Jd\+10c\+10h\+As#hand$"))
    widget = page.locator("#hand")
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    expect_description(widget, "Two pairs, jacks up: jacks and tens, with an ace")
    widget.locator(".hoyle-input").fill("7s 7d 7h 7c 2s")
    expect_description(widget, "Fours: four sevens, with a two")
    assert page.evaluate("window.__noReload") is True
    assert page.evaluate("window.__hoyle.workersStarted") == 1
    assert [w for w in workers if "/assets/hoyle-" in w] == [f"{site_url}/{assets_folder(built_site)}/worker.js"]
    reader.assert_only_local()


# --- the showdown ------------------------------------------------------------------------------------


def test_showdown_names_the_winner_and_the_rule(live, site_url):
    """Two to eight hands a line: the winner, the rule that decided with its passage, the hands that divide."""
    page = live.page
    live.open("/practical-poker/poker-hands/", "showdown")
    page.wait_for_selector("#showdown[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    widget = page.locator("#showdown")
    # The starting hands are the book's: "Queens up will beat jacks up" (line 730).
    assert widget.locator(".hoyle-outcome").get_attribute("data-winners") == "1"
    assert widget.locator(".hoyle-outcome strong").inner_text() == "Hand 1 wins."
    quote = widget.locator(".hoyle-quote")
    assert quote.inner_text().startswith(api.handle({"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"]})["decided_by"]["quote"])
    assert quote.locator("a.hoyle-passage").get_attribute("href").startswith(f"{site_url}/practical-poker/poker-hands/#:~:text=")

    box = widget.locator("#showdown-hands")
    box.fill("As Ad Kc Kd 2h\nAh Ac Ks Kh 3d\nQs Qd Qh 4c 4s")
    widget.locator(".hoyle-outcome[data-winners='3']").wait_for(timeout=90_000)
    assert re.sub(r"\s+", " ", widget.locator(".hoyle-outcome").inner_text()) == "Hand 3 wins. Full hand beats two pairs."
    assert widget.locator(".hoyle-showdown-hand.hoyle-winner").get_attribute("data-hand") == "3"
    assert widget.locator(".hoyle-showdown-hand[data-hand='3'] .hoyle-description").inner_text() == "A full hand, three queens and a pair of fours"

    # Alike in every rank: the two hands divide the pool.
    box.fill("As Ad Kc Kd 2h\nAh Ac Ks Kh 2d")
    widget.locator(".hoyle-outcome[data-winners='1 2']").wait_for(timeout=90_000)
    assert widget.locator(".hoyle-outcome strong").inner_text() == "Hands 1 and 2 divide the pool."
    assert widget.locator(".hoyle-showdown-hand strong").all_inner_texts() == ["(divides)", "(divides)"]

    # A card in two hands, and nine hands, are named; the text typed stays, and the widget goes on.
    box.fill("As Ad Kc Kd 2h\nAs Ac Ks Kh 2d")
    expect_error(widget, api.handle({"op": "showdown", "hands": ["As Ad Kc Kd 2h", "As Ac Ks Kh 2d"]})["error"]["message"])
    assert box.input_value() == "As Ad Kc Kd 2h\nAs Ac Ks Kh 2d"
    nine = "\n".join(["2s 3s 4s 5s 7d"] * 9)
    box.fill(nine)
    expect_error(widget, "a showdown is between 2 and 8 hands; you gave 9")
    box.fill("Qs Qd 2c 2h 5s\nJs Jd 10c 10h As")
    widget.locator(".hoyle-outcome[data-winners='1']").wait_for(timeout=90_000)
    assert live.errors == []
    live.assert_only_local()

"""The pot-odds widget in headless Chromium, beside Foster's four flush at five chips to two (Betting) and on the tools
page: the book's figures live, a shared link with odds given in words, the draw's 32 holds carrying their hand here,
bad input named and kept, and a phone-sized screen."""

import re

from support import ANSWER_TIMEOUT

PAGE = "/practical-poker/betting/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def test_the_four_flush_at_five_chips_to_two(live):
    widget = live.open(PAGE, "pot-odds")
    result = widget.locator(".hoyle-pot-odds-result")
    assert result.get_attribute("data-pays") == "does-not-pay"
    assert words(widget.locator(".hoyle-pot-odds-verdict")).startswith(
        "The table lays you 5 to 2 (2½ to 1); the odds against making a flush or better are 38 to 9 (4 2/9 to 1): the call does not pay")
    assert widget.locator(".hoyle-pot-odds-break-even").get_attribute("data-fewest") == "9"
    assert "8 4/9 chips" in words(widget.locator(".hoyle-pot-odds-break-even"))
    live.assert_only_local()


def test_nine_chips_pay(live):
    widget = live.open(TOOL + "?pot-odds-pot=9", "pot-odds")
    assert widget.locator(".hoyle-pot-odds-result").get_attribute("data-pays") == "pays"
    assert "the call pays" in words(widget.locator(".hoyle-pot-odds-verdict"))


def test_a_shared_link_with_the_odds_in_words(live):
    """Maxims for Drawing: "it is not worth while to pay even money for a 10 to 1 chance"."""
    widget = live.open(TOOL + "?pot-odds-pot=1&pot-odds-bet=1&pot-odds-cards=&pot-odds-hold=&pot-odds-against=10+to+1", "pot-odds")
    assert words(widget.locator(".hoyle-pot-odds-verdict")) == ("The table lays you even; the odds against your draw are 10 to 1: the call "
                                                                "does not pay, losing 9/11 chip a call on the average; the pot must hold "
                                                                "more than 10 chips to make it pay.")
    assert widget.locator(".hoyle-pot-odds-break-even").get_attribute("data-fewest") == "11"


def test_the_draw_carries_its_hand_here(live):
    draw = live.open("/tools/poker-odds/?draw=8c+7h+6s+5d+Kh&draw-hold=8c+7h+6s+5d&draw-target=straight", "draw")
    link = draw.locator("a.hoyle-pot-odds-link")
    href = link.get_attribute("href")
    assert "pot-odds-cards=8c+7h+6s+5d+Kh" in href and "pot-odds-hold=8c+7h+6s+5d" in href and "pot-odds-target=straight" in href
    link.click()
    live.page.wait_for_url(re.compile(r"/tools/poker-varieties/\?pot-odds-cards="))
    widget = live.page.locator("#pot-odds")
    live.page.wait_for_function("() => (document.querySelector('#pot-odds .hoyle-pot-odds-table') || {}).textContent?.includes('39 to 8')",
                                timeout=60_000)
    assert "39 to 8 (4 7/8 to 1)" in words(widget.locator(".hoyle-pot-odds-table"))


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "pot-odds")
    box = widget.locator("input[data-field=pot]")
    box.fill("<b>lots")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="the pot")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<b>lots' is not one" in message.inner_text()
    assert widget.locator(".hoyle-error b").count() == 0
    assert box.input_value() == "<b>lots"
    hold = widget.locator("input[data-field=hold]")
    box.fill("5")
    hold.fill("Qs")
    widget.locator(".hoyle-error .hoyle-message", has_text="Qs is held but is not in the hand").wait_for(timeout=ANSWER_TIMEOUT)


def test_on_a_phone_nothing_is_cut(live):
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open(TOOL + "?pot-odds-pot=100000&pot-odds-bet=99999", "pot-odds")
        widget.locator(".hoyle-pot-odds-table").wait_for()
        assert widget.evaluate("w => w.getBoundingClientRect().right") <= 375
        assert live.page.evaluate("document.documentElement.scrollWidth") <= 375
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})

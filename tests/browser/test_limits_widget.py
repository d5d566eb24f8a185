"""The progressive limits widget in headless Chromium, beside Foster's "1, 2, 4, 8, 16 being the amounts" (Jack-pots):
the book's progression, a shared link with another rule, bad input named and kept, and a phone-sized screen."""

import re

from support import ANSWER_TIMEOUT

PAGE = "/practical-poker/jack-pots/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def amounts(widget):
    return widget.locator(".hoyle-limits-table tbody tr").evaluate_all("rows => rows.map(r => r.dataset.amount)")


def test_the_books_progression(live):
    widget = live.open(PAGE, "doubling")
    assert amounts(widget) == ["1", "2", "4", "10", "24"]
    assert words(widget.locator(".hoyle-outcome")).startswith("After 4 raises, A bets 24")
    live.assert_only_local()


def test_a_shared_link_twice_the_last(live):
    widget = live.open(TOOL + "?limits-rule=last&limits-raises=4", "limits")
    assert amounts(widget) == ["1", "2", "4", "8", "16"]
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "limits")
    box = widget.locator("input[data-field=raises]")
    box.fill("<b>13")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="the number of raises")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<b>13' is not one" in message.inner_text()
    assert widget.locator(".hoyle-error b").count() == 0
    assert box.input_value() == "<b>13"


def test_on_a_phone_nothing_is_cut(live):
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open(TOOL + "?limits-raises=12&limits-first=1000000", "limits")
        widget.locator(".hoyle-limits-table").wait_for()
        assert widget.evaluate("w => w.getBoundingClientRect().right") <= 375
        wrap = widget.locator(".hoyle-table-wrap")
        # a wide table scrolls inside its own box, never the page
        assert live.page.evaluate("document.documentElement.scrollWidth") <= 375
        assert wrap.count() == 1
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})

"""The stud poker widget in headless Chromium, beside Foster's "Stud Poker" (Varieties of Poker) and on the tools page:
the deal of seed 7 round by round with the first say and why, the next card dealt from the answer's button (kept in
the link), a shared link, bad input named and kept, and a phone-sized screen.

The figures are the engine's (tests/engine/test_stud.py checks the chances against every completion valued one by one)."""

import re
from urllib.parse import urlparse

from support import ANSWER_TIMEOUT, assert_fits_a_phone

PAGE = "/practical-poker/varieties-of-poker/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def says(widget):
    return widget.locator(".hoyle-stud-says li").evaluate_all("els => els.map(e => e.dataset.firstSay)")


def test_the_book_page_deals_to_the_end(live):
    widget = live.open(PAGE, "stud-deal")
    result = widget.locator(".hoyle-stud-result")
    assert (result.get_attribute("data-seed"), result.get_attribute("data-round")) == ("7", "4")
    assert says(widget) == ["2", "2", "2", "2"]
    first = words(widget.locator(".hoyle-stud-says li").first)
    assert first == ("After the first up card: seat 2 has the first say: seat 2 and seat 5 show hands alike (king): seat 2, nearest the "
                     "dealer’s left, speaks first (the editor’s rule; the book does not say).")
    assert words(widget.locator(".hoyle-stud-outcome")) == "Seat 2 wins: A pair of kings, with nine, six and two."
    beats = widget.locator(".hoyle-stud-beats td").first
    assert beats.get_attribute("data-ways") == "758955194"  # against seat 2's final hand (issue 42; his king as it showed: 9284)
    assert words(beats).startswith("40.51%")
    assert "Straights and straight flushes count for nothing" in words(widget.locator(".hoyle-rules-note"))
    live.assert_only_local()


def test_a_shared_link_and_the_next_card(live):
    page = live.page
    widget = live.open(TOOL + "?stud-seed=7&stud-players=5&stud-round=1&stud-rules=", "stud")
    widget.locator(".hoyle-stud-result[data-round='1']").wait_for()
    assert says(widget) == ["2"]
    assert widget.locator(".hoyle-stud-outcome").get_attribute("data-winners") is None
    assert "the standard hands" in words(widget.locator(".hoyle-rules-note"))
    # Seat 1 holds the J♥ down and the 5♥ up: 165 of the 15,180 ways the three cards to come may fall make a flush.
    assert widget.locator(".hoyle-stud-chances tr[data-class=flush] td").first.get_attribute("data-ways") == "165"
    widget.locator(".hoyle-stud-next").click()
    widget.locator(".hoyle-stud-result[data-round='2']").wait_for(timeout=ANSWER_TIMEOUT)
    assert says(widget) == ["2", "2"]
    assert "stud-round=2" in urlparse(page.url).query
    assert widget.locator(".hoyle-stud-chances thead th").count() == 3  # the class, and the two rounds
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "stud")
    box = widget.locator("input[data-field=seed]")
    box.fill("<b>x")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="the seed must be a whole number")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<b>x' is not one" in message.inner_text()
    assert widget.locator(".hoyle-error b").count() == 0  # the echo is text, not markup
    assert box.input_value() == "<b>x"
    live.assert_only_local()


def test_on_a_phone_nothing_is_cut(live):
    assert_fits_a_phone(live, PAGE, "stud-deal", ".hoyle-stud-chances")

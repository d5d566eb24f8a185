"""The straight poker widget in headless Chromium, beside Foster's "two pairs will win three pools out of four in
a five-hand game" (Varieties of Poker) and on the tools page: a shared link, the exact count against one hand,
the sampled share at the table, bad input named and kept, and a phone-sized screen.

The exact figures are the engine's count (tests/engine/test_straight.py checks it against every hand dealt out)."""

import re

from support import ANSWER_TIMEOUT, assert_fits_a_phone

PAGE = "/practical-poker/varieties-of-poker/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def test_the_book_page_weighs_two_pairs_at_five_hands(live):
    widget = live.open(PAGE, "bluff")
    head = widget.locator(".hoyle-straight-heads-up")
    assert words(head) == ("Against one other hand (exact): of the 1,533,939 hands he may hold, yours beats 1,478,484, ties 3 and loses "
                           "to 55,452. Your share of the pool: 96.38% (27 to 1 on).")
    table = widget.locator(".hoyle-straight-table")
    assert table.get_attribute("data-players") == "5"
    assert words(table).startswith("At a table of 5 (sampled): over 10,000 deals of the rest of the pack (seed 1)")
    assert "straights count for nothing" in words(widget.locator(".hoyle-rules-note"))
    live.assert_only_local()


def test_a_shared_link_heads_up_with_straights_played(live):
    widget = live.open(TOOL + "?straight=Qs+Qd+9c+9h+3s&straight-players=2&straight-rules=", "straight")
    widget.locator(".hoyle-straight-heads-up").wait_for()
    assert widget.locator(".hoyle-straight-table").count() == 0  # heads up, the exact count is the whole answer
    head = widget.locator(".hoyle-straight-heads-up")
    assert head.get_attribute("data-beats") is not None
    beats, ties, loses = (int(head.get_attribute(f"data-{k}")) for k in ("beats", "ties", "loses"))
    assert beats + ties + loses == 1533939
    assert "the standard hands" in words(widget.locator(".hoyle-rules-note"))
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "straight")
    box = widget.locator("input[data-field=cards]")
    box.fill("Ks Kd 7c 7h")
    widget.locator(".hoyle-error .hoyle-message", has_text="a poker hand has five cards; you gave 4 cards").wait_for(timeout=ANSWER_TIMEOUT)
    assert box.input_value() == "Ks Kd 7c 7h"
    box.fill("Ks Kd 7c 7h <i>x")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="is not a card")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<i>x' is not a card" in message.inner_text()
    assert widget.locator(".hoyle-error i").count() == 0  # the echo is text, not markup
    live.assert_only_local()


def test_on_a_phone_nothing_is_cut(live):
    assert_fits_a_phone(live, PAGE, "bluff", ".hoyle-straight-table")

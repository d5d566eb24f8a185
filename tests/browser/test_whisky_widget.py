"""The whisky poker widget in headless Chromium, beside "If the widow is taken, each player to the left can do any one of
three things" (Varieties of Poker) and on the tools page: the choices ranked with their exact shares, a shared link
(the widow face up, and a hand dealt by the seed), bad input named and kept, and a phone-sized screen.

The exact figures are the engine's count (tests/engine/test_whisky.py checks it against every hand dealt out)."""

import re

from support import ANSWER_TIMEOUT, assert_fits_a_phone

PAGE = "/practical-poker/varieties-of-poker/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def test_the_book_page_weighs_a_turn_with_the_widow_up(live):
    widget = live.open(PAGE, "whisky-turn")
    best = widget.locator(".hoyle-whisky-best")
    assert words(best) == ("Best: Exchange the 2\u2663 for the widow\u2019s A\u2665: it leaves a flush, ace high: ace, queen, jack, eight and "
                           "four; against one other hand its share of the pool is 99.80% (505 to 1 on), exactly; among 5 players about "
                           "99.4% of the pools, sampled (95% interval 99.1% to 99.6%).")
    rows = widget.locator(".hoyle-whisky-options tbody tr")
    assert rows.count() == 27
    assert rows.first.get_attribute("data-share") == "1697975/1701336"
    assert rows.nth(1).get_attribute("data-action") == "take"
    assert widget.locator(".hoyle-whisky-best-hand .hoyle-card").count() == 5
    live.assert_only_local()


def test_a_shared_link_heads_up(live):
    widget = live.open(TOOL + "?whisky=Ks+Kd+9c+5h+2s&whisky-widow=Kh+7d+7c+4h+3s&whisky-players=2", "whisky")
    best = widget.locator(".hoyle-whisky-best")
    best.wait_for()
    assert words(best).startswith("Best: Exchange the 9\u2663 for the widow\u2019s K\u2665: it leaves threes: three kings")
    assert "98.94% (93 to 1 on), exactly." in words(best)
    assert widget.locator(".hoyle-whisky-options th", has_text="Among").count() == 0  # heads up: the exact count is the answer
    assert widget.locator("input[data-field=widow]").input_value() == "Kh 7d 7c 4h 3s"
    live.assert_only_local()


def test_a_hand_dealt_by_the_seed(live):
    widget = live.open(TOOL + "?whisky=&whisky-seed=7&whisky-seat=2&whisky-players=5", "whisky")
    widget.locator(".hoyle-whisky-deal").wait_for()
    assert widget.locator(".hoyle-whisky-hand .hoyle-card").evaluate_all("cs => cs.map(c => c.dataset.card)") == ["6s", "10s", "8c", "8d", "3h"]
    assert widget.locator(".hoyle-whisky-result").get_attribute("data-best") == "pass"
    assert "the widow is not yet turned" in words(widget.locator(".hoyle-whisky-deal"))
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL + "?whisky=Ks+Kd+9c+5h+2s&whisky-widow=Kh+7d+7c+4h+3s&whisky-players=2", "whisky")
    box = widget.locator("input[data-field=widow]")
    box.fill("Kh 7d 7c 4h")
    message = "the widow: a poker hand has five cards; you gave 4 cards"
    widget.locator(".hoyle-error .hoyle-message", has_text=message).wait_for(timeout=ANSWER_TIMEOUT)
    assert box.input_value() == "Kh 7d 7c 4h"
    box.fill("Kh 7d 7c 4h <i>x")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="is not a card")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "the widow: '<i>x' is not a card" in message.inner_text()
    assert widget.locator(".hoyle-error i").count() == 0  # the echo is text, not markup
    live.assert_only_local()


def test_on_a_phone_nothing_is_cut(live):
    assert_fits_a_phone(live, PAGE, "whisky-turn", ".hoyle-whisky-best")


def test_a_link_after_a_knock_when_the_worst_hand_pays(live):
    """The fold's two settings in the link: someone has knocked (he stands, he does not knock) and the worst hand pays
    (the choices ranked by how often each escapes the bill); unticking the knock brings the knock back."""
    widget = live.open(TOOL + "?whisky=Jh+Ks+Qd+3d+4s&whisky-players=5&whisky-knocked=1&whisky-aim=worst-pays", "whisky")
    result = widget.locator(".hoyle-whisky-result[data-best='take-unseen']")
    result.wait_for(timeout=90_000)
    assert words(widget.locator(".hoyle-whisky-knocked")).startswith("Someone has knocked: this is your last chance")
    assert "escapes paying 80.0% of the time, exactly" in words(widget.locator(".hoyle-whisky-best"))
    actions = widget.locator(".hoyle-whisky-options tbody tr").evaluate_all("rows => rows.map(r => r.dataset.action)")
    assert actions == ["take-unseen", "stand"]
    assert widget.locator(".hoyle-whisky-options th", has_text="Escapes paying, among 5").count() == 1
    assert widget.locator("input[data-field=knocked]").is_checked()
    assert widget.locator("select[data-field=aim]").input_value() == "worst-pays"
    widget.locator("input[data-field=knocked]").uncheck()
    widget.locator(".hoyle-whisky-options tbody tr[data-action='knock']").wait_for(timeout=90_000)
    assert widget.locator(".hoyle-whisky-knocked").count() == 0
    assert "whisky-knocked=0" in live.page.url or "whisky-knocked" not in live.page.url
    live.assert_only_local()

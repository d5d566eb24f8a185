"""Practice at the draw in headless Chromium (issue 16): a hand dealt by its seed, cards held by clicking
them, the hold weighed only when the reader draws, the running score kept in the link and read back,
what shows while the engine starts, a phone-sized screen, and hostile fields. Figures are the engine's
in CPython (tests/engine/test_draw_practice.py pins them).

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none."""

import re
from urllib.parse import urlparse

from support import ENGINE_TIMEOUT, Gate, cards_in, open_live, query, squashed_text

ANSWER_TIMEOUT = 15_000
PAGE = "/tools/poker-odds/"
text = squashed_text


def cards_of(widget):
    return cards_in(widget.locator(".hoyle-draw-practice-result .hoyle-hold-row"))


def test_hold_by_clicking_then_draw(live):
    page = live.page
    widget = live.open(PAGE + "?drill-seed=4242", "drill")
    widget.locator(".hoyle-draw-practice-result[data-seed='4242']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_of(widget) == ["Ad", "6s", "Ks", "Ac", "3h"]  # random.Random(4242) in the engine
    widget.locator("[data-key=hold-Ad]").click()
    widget.locator(".hoyle-draw-practice-result[data-held='Ad']").wait_for(timeout=ANSWER_TIMEOUT)
    widget.locator("[data-key=hold-Ac]").click()
    widget.locator(".hoyle-draw-practice-result[data-held='Ad Ac']").wait_for(timeout=ANSWER_TIMEOUT)
    # nothing is given away before the draw
    assert text(widget.locator(".hoyle-draw-practice-ask")) == "Holding A♦ A♣, you draw 3 cards. Draw to these"
    assert widget.locator(".hoyle-draw-practice-verdict").count() == 0 and "%" not in text(widget.locator(".hoyle-answer"))
    assert page.locator("#drill-hold").input_value() == "Ad Ac"
    widget.locator("[data-key=check]").click()
    verdict = widget.locator(".hoyle-draw-practice-verdict[data-verdict=best]")
    verdict.wait_for(timeout=ANSWER_TIMEOUT)
    assert text(verdict) == ("The best hold. Holding A♦ A♣, you have the best hand at the showdown 33.68% of the time; "
                             "no other way of holding the hand does better.")
    assert text(widget.locator(".hoyle-draw-practice-score")) == ("Your score so far: 0 hands practised, 0 held the best way, 0.00 points of "
                                                          "the pot given up; with this hand, 1 hand practised, 1 held the best way, "
                                                          "0.00 points of the pot given up.")
    assert query(page)["drill-drawn"] == "1"
    # a card thrown after the draw: the new hold is not weighed until the reader draws again
    widget.locator("[data-key=hold-Ac]").click()
    widget.locator(".hoyle-draw-practice-result[data-held='Ad'][data-checked=false]").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-draw-practice-verdict").count() == 0
    live.assert_only_local()


def test_a_poor_hold_is_weighed_and_the_score_round_trips(live):
    page = live.page
    widget = live.open(PAGE + "?drill=Ah+9h+6h+3h+Kc&drill-hold=9h&drill-drawn=1", "drill")
    verdict = widget.locator(".hoyle-draw-practice-verdict[data-verdict=short]")
    verdict.wait_for(timeout=ANSWER_TIMEOUT)
    assert text(verdict) == ("14th of the 32 ways. Holding 9♥, you have the best hand at the showdown 6.20% of the time; holding "
                             "A♥ 9♥ 6♥ 3♥, the best way, 19.12%. Your hold gives up 12.92 points of the pot: over a hundred such "
                             "hands, about 12.9 pots.")
    assert widget.locator(".hoyle-chosen-row").count() == 1
    assert widget.locator(".hoyle-chosen-row td").all_text_contents() == ["14", "9♥", "6.198%", "50.974%", "4"]
    widget.locator("button[data-key=score-deal]").click()
    widget.locator(".hoyle-draw-practice-result[data-seed]:not([data-seed=''])").wait_for(timeout=ANSWER_TIMEOUT)
    q = query(page)
    assert (q["drill-hands"], q.get("drill-best", "0"), q["drill-given"], q["drill"], q["drill-hold"], q["drill-drawn"]) == (
        "1", "0", "12.92", "", "", "0")
    seed = q["drill-seed"]
    assert re.fullmatch(r"[1-9][0-9]{0,5}", seed)
    dealt = cards_of(widget)
    score = "Your score so far: 1 hand practised, 0 held the best way, 12.92 points of the pot given up."
    assert text(widget.locator(".hoyle-draw-practice-score")) == score
    other = live.new_page()
    again = open_live(other, f"{live.site_url}{PAGE}?{urlparse(page.url).query}", "drill")
    again.locator(f".hoyle-draw-practice-result[data-seed='{seed}']").wait_for(timeout=ANSWER_TIMEOUT)
    assert cards_of(again) == dealt
    assert text(again.locator(".hoyle-draw-practice-score")) == score
    live.assert_only_local()


def test_while_the_engine_starts_no_answer_passes_for_these_cards(new_reader):
    reader = new_reader({"width": 390, "height": 844})
    gate = Gate(reader.context)
    page = reader.goto(f"{PAGE}?drill=Ah+9h+6h+3h+Kc&drill-hold=9h&drill-drawn=1#drill")
    widget = page.locator("#drill")
    page.wait_for_selector("#drill[data-stale=starting]", timeout=ENGINE_TIMEOUT)
    # the hand built into the page (seed 1861) is not shown for the link's cards
    assert not widget.locator(".hoyle-answer").is_visible()
    assert text(widget.locator(".hoyle-stale-note")) == (
        "Not yet worked out for the cards and settings above: the engine is starting in your browser…")
    gate.release(reader.context)
    widget.locator(".hoyle-draw-practice-verdict[data-rank='14']").wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    # a phone-sized screen: the verdict is on the page, and the page does not scroll sideways
    assert widget.locator(".hoyle-draw-practice-verdict").is_visible()
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    reader.assert_only_local()


def test_hostile_fields(live):
    page = live.page
    widget = live.open(PAGE, "drill")
    widget.locator(".hoyle-draw-practice-result[data-seed='1861']").wait_for(timeout=ANSWER_TIMEOUT)
    page.fill("#drill-given", '<img src="x-pwned" onerror="window.__pwned=1">')
    message = widget.locator(".hoyle-error .hoyle-message")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert message.inner_text() == ("the points of the pot given up must be a number from 0 to 1,000,000, with at most two decimal places; "
                                    "'<img src=\"x-pwned\" onerror=\"window.__pw…' is not one")
    page.fill("#drill-given", "0")
    page.fill("#drill-hold", "Qs")
    widget.locator(".hoyle-error .hoyle-message", has_text="Qs is held but is not in the hand (3c 2d 9d Kc 8d)").wait_for(timeout=ANSWER_TIMEOUT)
    assert widget.locator(".hoyle-hold-toggle").count() == 5  # the hand stays, to click
    widget.locator("[data-key=hold-Kc]").click()
    widget.locator(".hoyle-draw-practice-result[data-held='Kc']").wait_for(timeout=ANSWER_TIMEOUT)
    page.fill("#drill-seed", "")
    widget.locator(".hoyle-error .hoyle-message", has_text="give five cards, or a seed to deal a hand").wait_for(timeout=ANSWER_TIMEOUT)
    assert page.evaluate("() => window.__pwned || null") is None
    live.assert_only_local()


def test_readable_without_javascript(reader_without_js):
    page = reader_without_js.goto(PAGE)
    widget = page.locator("#drill")
    assert cards_of(widget) == ["3c", "2d", "9d", "Kc", "8d"]
    assert text(widget.locator(".hoyle-draw-practice-what")) == "Dealt by seed 1861: which cards would you hold?"
    assert text(widget.locator(".hoyle-draw-practice-ask")) == "Holding nothing (drawing five), you draw 5 cards."

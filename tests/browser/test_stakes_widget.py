"""The table stakes widget in headless Chromium, beside Foster's "An example will make this clear" (Varieties of Poker):
his A, B and C divided live, a shared link where C has the best hand, bad input named and kept, and a phone-sized screen."""

import re
from urllib.parse import quote_plus

from support import ANSWER_TIMEOUT

PAGE = "/practical-poker/varieties-of-poker/"
TOOL = "/tools/poker-varieties/"
FOSTER = "A 30 10 drops Ah Ad Ac 7s 2d\nB 8 8 Ks Kd 9c 9h 3s\nC 30 20 Qs Qd Jc Jh 4s"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def pools(widget):
    return widget.locator(".hoyle-stakes-table tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.amount, r.dataset.winners])")


def nets(widget):
    return widget.locator(".hoyle-stakes-players li").evaluate_all("items => items.map(i => [i.dataset.player, i.dataset.net])")


def link(text):
    return TOOL + "?stakes-players=" + quote_plus(text)


def test_fosters_example_beside_the_passage(live):
    """"B shows his hand, and if it is better than C's he takes the first part of the pool; but C wins the two extra blues
    that A put up" — and A, who could have beaten both, "was raised out"."""
    widget = live.open(PAGE, "sight")
    assert pools(widget) == [["24", "B"], ["14", "C"]]
    assert nets(widget) == [["A", "-10"], ["B", "16"], ["C", "-6"]]
    assert "A could have beaten B and C, but he was raised out" in words(widget.locator(".hoyle-stakes-players"))
    live.assert_only_local()


def test_the_link_gives_the_exact_pools(live):
    widget = live.open(link(FOSTER), "stakes")
    assert pools(widget) == [["24", "B"], ["14", "C"]]
    explained = [words(x) for x in widget.locator(".hoyle-stakes-explained li").all()]
    assert explained[0].startswith("B calls a sight for 8: 8 of each other player's chips go into the pool with his: A's 8, B's 8 and C's 8")
    assert explained[1].startswith("Side pool 1, the chips beyond the 8 matched in the pool before it")
    assert explained[1].endswith("C alone may take it, and wins it: 2 chips besides his own.")
    # "If C has the best hand, of course he wins everything."
    widget = live.open(link(FOSTER.replace("Qs Qd Jc Jh 4s", "As Ah Qc Qh Qs").replace("Ah Ad Ac 7s 2d", "6s 6d 8c 5h 3d")), "stakes")
    assert pools(widget) == [["24", "C"], ["14", "C"]]
    assert nets(widget) == [["A", "-10"], ["B", "-8"], ["C", "18"]]
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "stakes")
    box = widget.locator("textarea[data-field=players]")
    box.fill("A 30 <b>10 drops\nB 8 8 rank 1")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="what A put in the pool")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<b>10' is not one" in message.inner_text()
    assert widget.locator(".hoyle-error b").count() == 0
    assert box.input_value() == "A 30 <b>10 drops\nB 8 8 rank 1"
    box.fill("A 30 10\nB 8 9 rank 1")
    widget.locator(".hoyle-error .hoyle-message", has_text="B puts 9 in the pool but has only 8 in front of him").wait_for(timeout=ANSWER_TIMEOUT)


def test_on_a_phone_nothing_is_cut(live):
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open(link(FOSTER), "stakes")
        widget.locator(".hoyle-stakes-table").wait_for()
        assert widget.evaluate("w => w.getBoundingClientRect().right") <= 375
        assert live.page.evaluate("document.documentElement.scrollWidth") <= 375
        table = widget.locator(".hoyle-table-wrap")
        assert table.evaluate("t => t.scrollWidth <= t.clientWidth")  # the pools' table fits without scrolling
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})


# --- freeze-out ------------------------------------------------------------------------------------


def counters(widget):
    return widget.locator(".hoyle-freeze-table tbody tr[data-counters]").evaluate_all("rows => rows.map(r => r.dataset.counters)")


def test_freeze_out_beside_the_passage(live):
    """"the moment any player loses his last counter, he is 'frozen out,' and must retire from the game ... this survivor
    wins all the stakes bet upon the result.\""""
    widget = live.open(PAGE, "frozen-out")
    assert counters(widget) == ["25 0 30 25", "0 0 45 35", "0 0 80 0"]
    assert words(widget.locator(".hoyle-outcome")) == "C is the survivor, and wins all the stakes: 20."
    assert words(widget.locator(".hoyle-freeze-order")) == "Retired in this order: B (deal 1), A (deal 2), D (deal 3)."
    live.assert_only_local()


def test_freeze_out_on_a_phone(live):
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open(PAGE, "frozen-out")
        assert live.page.evaluate("document.documentElement.scrollWidth") <= 375
        assert widget.locator(".hoyle-table-wrap").evaluate("t => t.scrollWidth <= t.clientWidth")
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})


def test_freeze_out_link_and_a_deal_refused(live):
    widget = live.open(TOOL + "?freeze-out-players=A+B&freeze-out-deals=" + quote_plus("3 -3\n-23 23"), "freeze-out")
    assert counters(widget) == ["23 17", "0 40"]
    assert words(widget.locator(".hoyle-outcome")) == "B is the survivor, and wins all the stakes: 10."
    box = widget.locator("textarea[data-field=deals]")
    box.fill("3 -3\n-23 23\n1 -1")
    widget.locator(".hoyle-error .hoyle-message", has_text="deal 3 comes after the game is over: B alone remains").wait_for(timeout=ANSWER_TIMEOUT)
    box.fill("30 -30")
    widget.locator(".hoyle-error .hoyle-message", has_text="deal 1 takes 30 from B, who has only 20").wait_for(timeout=ANSWER_TIMEOUT)
    assert box.input_value() == "30 -30"
    live.assert_only_local()

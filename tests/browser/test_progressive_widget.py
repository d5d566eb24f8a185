"""The progressive jack-pots widget in headless Chromium, beside Foster's "progressive jacks" (Jack-pots) and on the
tools page: the exact chances deal by deal, a shared link with three players, bad input named and kept, and a phone."""

import re

from support import ANSWER_TIMEOUT

PAGE = "/practical-poker/jack-pots/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def openers(widget):
    return widget.locator(".hoyle-progressive-table tbody tr td:nth-child(2)").evaluate_all("cells => cells.map(c => c.textContent)")


def test_beside_the_passage(live):
    widget = live.open(PAGE, "progressive-jacks")
    assert openers(widget) == ["jacks", "queens", "kings", "aces", "jacks", "queens", "kings"]  # jacks again at once, by default
    live.open(PAGE + "?progressive-jacks-progression=step-down", "progressive-jacks")
    assert openers(widget) == ["jacks", "queens", "kings", "aces", "kings", "queens", "jacks"]  # the other reading
    assert words(widget.locator(".hoyle-outcome")).startswith("With 5 players, someone holds jacks or better 69.4% of the time")
    live.assert_only_local()


def test_a_shared_link_with_three_players(live):
    widget = live.open(TOOL + "?progressive-players=3&progressive-ante=1", "progressive")
    widget.locator(".hoyle-progressive-result[data-players='3']").wait_for(timeout=90_000)
    assert words(widget.locator(".hoyle-outcome")).startswith("With 3 players, someone holds jacks or better 50.4% of the time")
    assert widget.locator(".hoyle-fraction").inner_text() == "17815819999867073/35326169453344770"
    pools = widget.locator(".hoyle-progressive-table tbody tr td:last-child").evaluate_all("cells => cells.map(c => c.textContent)")
    assert pools == ["3", "6", "9", "12", "15", "18", "21"]
    live.assert_only_local()


def test_bad_input_is_named_and_kept(live):
    widget = live.open(TOOL, "progressive")
    box = widget.locator("input[data-field=fatten]")
    box.fill("<b>2")
    message = widget.locator(".hoyle-error .hoyle-message", has_text="the chips to fatten")
    message.wait_for(timeout=ANSWER_TIMEOUT)
    assert "'<b>2' is not one" in message.inner_text()
    assert widget.locator(".hoyle-error b").count() == 0
    assert box.input_value() == "<b>2"


def test_on_a_phone_nothing_is_cut(live):
    """On a phone each deal is a block of labelled figures: nothing hidden off to the side, even with the sample's
    intervals of eight players."""
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        for players in (4, 8):
            widget = live.open(TOOL + f"?progressive-players={players}", "progressive")
            widget.locator(f".hoyle-progressive-result[data-players='{players}']").wait_for(timeout=90_000)
            assert widget.evaluate("w => w.getBoundingClientRect().right") <= 375
            assert live.page.evaluate("document.documentElement.scrollWidth") <= 375
            wrap = widget.locator(".hoyle-progressive-table").evaluate("t => [t.parentElement.scrollWidth, t.parentElement.clientWidth]")
            assert wrap[0] <= wrap[1] + 1, wrap  # the table does not scroll sideways
            labels = widget.locator("tr[data-deal='1'] td").evaluate_all("els => els.map(e => getComputedStyle(e, '::before').content)")
            assert labels == ['"Deal"', '"Openers"', '"Someone opens"', '"Odds"', '"First opened"', '"Still shut"', '"The pool"']
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})


def test_eight_players_are_counted_exactly(live):
    """Eight hands are counted too (by the compiled count, scripts/data/progressive_table.py): every chance exact, as a
    fraction, and no interval."""
    from hoyle.poker import progressive as pj

    widget = live.open(TOOL + "?progressive-players=8", "progressive")
    widget.locator(".hoyle-progressive-result[data-players='8']").wait_for(timeout=90_000)
    assert words(widget.locator(".hoyle-outcome")).startswith("With 8 players, someone holds jacks or better ")
    assert widget.locator(".hoyle-sampled").count() == 0
    p = pj.opened_chance(8, 11)
    assert words(widget.locator(".hoyle-progressive-exact")) == f"Jacks or better, exactly: {p.numerator}/{p.denominator}"
    live.assert_only_local()

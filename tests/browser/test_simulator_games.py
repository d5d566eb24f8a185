"""The simulator's other games (issue 28) in headless Chromium: straight poker beside Foster's "two pairs will
win three pools out of four in a five-hand game", stud poker beside its passage and on the tools page, progressive
jacks; the game in the link, the live answer the engine's to the figure, bad input named, and a phone-sized screen.

The figures are the engine's (tests/engine/test_simulate_games.py checks them against hand-made deals and the exact
pat counts); here, the same seed in Pyodide gives the same figures as in CPython."""

import re

from support import assert_fits_a_phone

from hoyle import api

PAGE = "/practical-poker/varieties-of-poker/"
TOOL = "/tools/poker-varieties/"


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def pct(x):
    return f"{100 * x:.1f}%"


def run(live, path, widget_id):
    """Open the page with the widget's state in the link (a run no longer than the page's own starts at once, and
    the widget is live when it has ended) and check that the run is done."""
    widget = live.open(path, widget_id)
    widget.locator(".hoyle-sim-result[data-done=true]").wait_for(timeout=60_000)
    return widget


def test_a_link_to_straight_poker_with_progressive_jacks(live):
    widget = run(live, TOOL + "?stud-sim-game=straight&stud-sim-players=4&stud-sim-deals=3000&stud-sim-seed=3&stud-sim-jackpot=1"
                        "&stud-sim-progressive=1", "stud-sim")
    result = widget.locator(".hoyle-sim-result")
    assert result.get_attribute("data-game") == "straight"
    assert result.get_attribute("data-deals") == "3000"
    expected = api.handle({"op": "simulate", "players": 4, "deals": 3000, "seed": 3, "game": "straight", "strategy": "anything",
                           "rules": "no-straights", "jackpot": True, "progressive": True})
    assert words(result.locator("p").nth(1)).startswith(f"4 players, straight poker, progressive jacks; void deals {pct(expected['void']['share'])}")
    steps = result.locator(".hoyle-sim-progressive tbody tr").evaluate_all("rows => rows.map(r => [r.cells[1].textContent, "
                                                                            "r.cells[2].textContent.split(' ')[0]])")
    assert steps == [[f"{s['deals']:,}", pct(s["opened"]["share"])] for s in expected["progressive"]["steps"]]
    two = result.locator(".hoyle-sim-classes tr[data-class=two-pairs] td").all_inner_texts()
    assert two[0] == f"{expected['by_class']['two-pairs']['shown']:,}"
    assert two[1].startswith(pct(expected["by_class"]["two-pairs"]["best"]["share"]))
    live.assert_only_local()


def test_the_book_page_deals_stud(live):
    widget = run(live, PAGE + "?stud-sim-seed=2", "stud-sim")
    result = widget.locator(".hoyle-sim-result")
    assert result.get_attribute("data-game") == "stud"
    expected = api.handle({"op": "simulate", "players": 5, "deals": 3000, "seed": 2, "game": "stud", "strategy": "anything",
                           "rules": "no-straights"})
    last = expected["first_say"]["last_round_best"]
    assert words(result.locator(".hoyle-sim-last-say")) == (
        "The player with the first say on the last round (four cards showing) held the best hand at the end in "
        f"{pct(last['share'])} ({pct(last['low'])}–{pct(last['high'])}) of the pools played.")
    says = result.locator(".hoyle-sim-first-say tbody tr").evaluate_all("rows => rows.map(r => [...r.cells].slice(1).map(c => c.textContent))")
    assert says == [[pct(r["seats"][seat]["share"]) for r in expected["first_say"]["rounds"]] for seat in range(5)]
    assert "5 players, stud poker;" in words(result)
    assert "stud-sim-seed=2" in live.page.url


def test_the_straight_poker_widget_beside_the_passage(live):
    widget = live.open(PAGE, "straight-sim")
    result = widget.locator(".hoyle-sim-result")
    assert result.get_attribute("data-game") == "straight"
    expected = api.handle({"op": "simulate", "players": 5, "deals": 3000, "seed": 1, "game": "straight", "strategy": "pat",
                           "rules": "no-straights"})
    two = result.locator(".hoyle-sim-classes tr[data-class=two-pairs] td").all_inner_texts()
    assert two[1].startswith(pct(expected["by_class"]["two-pairs"]["best"]["share"]))
    assert result.locator(".hoyle-sim-classes tr[data-class=straight]").count() == 0  # straights count for nothing


def test_jack_pots_at_stud_are_named(live):
    widget = live.open(TOOL + "?stud-sim-jackpot=1", "stud-sim")  # the link runs at once
    widget.locator(".hoyle-error .hoyle-message", has_text="jack-pots are not played at stud").wait_for(timeout=90_000)
    live.assert_only_local()


def test_on_a_phone_nothing_is_cut(live):
    assert_fits_a_phone(live, PAGE + "?stud-sim-deals=500", "stud-sim", ".hoyle-sim-result[data-done=true]")


def test_the_kitty_beside_its_passage(live):
    """Beside "one chip for two pairs, two for triplets or straights, and three for flushes or fulls": jack-pots at a
    seven-hand table, and the kitty each rule takes, the engine's own figures in Pyodide."""
    widget = run(live, "/practical-poker/jack-pots/?kitty-sim-deals=1500", "kitty-sim")
    expected = api.handle({"op": "simulate", "players": 7, "deals": 1500, "seed": 1, "jackpot": True, "strategy": "jacks-or-better"})
    kitty = expected["kitty"]
    line = words(widget.locator(".hoyle-sim-kitty"))
    assert line.startswith(f"The kitty: a show in {pct(kitty['shown']['share'])}")
    assert f"three of a kind or better shown in {pct(kitty['threes']['share'])}" in line
    assert f": at a chip a time, {100 * kitty['threes_chips'] / 1500:.0f} chips in every hundred deals" in line
    assert f"{kitty['scale']['mean']:.2f} chips a pool" in line
    live.assert_only_local()

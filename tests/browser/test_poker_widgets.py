"""The odds calculator, the draw and the simulator in headless Chromium, with exact answers.

The expected figures are computed here by the engine in CPython (the same code the worker runs in
Pyodide), or are the book's exact counts; outside requests are blocked and asserted absent."""

import re
from urllib.parse import urlparse

from hoyle import api
from support import ANSWER_TIMEOUT, ENGINE_TIMEOUT, engine_answered_later, nothing_more_to_come


def query(page):
    """The page's query string (Material's navigation.tracking may add a #heading as the page scrolls)."""
    return urlparse(page.url).query


def text(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def row(widget, cls):
    return text(widget.locator(f"tr[data-class='{cls}']"))


def test_odds_of_the_pat_hands(live):
    page = live.page
    widget = live.open("/tools/poker-odds/", "odds")
    assert widget.locator(".hoyle-odds-result").get_attribute("data-total") == "2598960"
    assert row(widget, "three-of-a-kind").startswith("Three of a kind 54,912 88/4165 2,544,048 to 54,912 46 to 1")
    assert row(widget, "one-pair").startswith("One pair 1,098,240 352/833 1,500,720 to 1,098,240 1¼ to 1")
    widget.locator("#odds-rules input[value=joker]").check()
    widget.locator(".hoyle-odds-result[data-total='2869685']").wait_for(timeout=90_000)
    five = api.handle({"op": "odds", "rules": "joker"})["odds"]["five-of-a-kind"]
    assert row(widget, "five-of-a-kind").startswith(f"Five of a kind {five['hands']:,} {five['probability']} {five['against']} {five['odds']}")
    assert query(page) == "odds-rules=joker"
    # "Show the math": the sums under each row, shown and hidden without asking the engine again.
    math = widget.locator("tr[data-class='three-of-a-kind'] + tr.hoyle-math-row")
    assert not math.is_visible()
    widget.locator("#odds-math").check()
    assert math.is_visible()
    three = api.handle({"op": "odds", "rules": "joker"})["odds"]["three-of-a-kind"]
    total = 2869685
    assert three["to_one"] == 19.9 and (total - three["hands"]) % three["hands"]  # not a whole number: "≈"
    assert text(math) == (f"{three['hands']:,} / {total:,} = {three['probability']}; the hands that miss: {total:,} − {three['hands']:,} = "
                          f"{total - three['hands']:,}; {total - three['hands']:,} ÷ {three['hands']:,} ≈ {three['to_one']:,} to 1, "
                          f"which the book puts as {three['odds']}")
    assert query(page) == "odds-rules=joker&odds-math=1"
    live.assert_only_local()


def test_the_draw_click_to_hold(live):
    page = live.page
    widget = live.open("/tools/poker-odds/", "draw")
    # A pair of eights, drawing three: 16,215 draws, 4,656 improve (the ledger's figures).
    assert ("the odds against improving are 2½ to 1 (exactly 11,559 to 4,656; 4,656 of 16,215 draws improve, 1552/5405)"
            in text(widget.locator(".hoyle-chosen")))
    kd = widget.locator(".hoyle-hold-toggle:has(.hoyle-card[data-card='Kd'])")
    kd.click()
    widget.locator(".hoyle-chosen", has_text="2¾ to 1").wait_for(timeout=90_000)
    assert "(exactly 801 to 280; 280 of 1,081 draws improve, 280/1081)" in text(widget.locator(".hoyle-chosen"))
    assert widget.locator("#draw-hold").input_value() == "8s 8h Kd"
    assert query(page) == "draw-hold=8s+8h+Kd"
    assert widget.locator(".hoyle-hold-toggle[aria-pressed=true]").count() == 3
    # Cards typed in another spelling are still known as held: a click throws the king away.
    widget.locator("#draw-hold").fill("8♠ 8H kd")
    widget.locator(".hoyle-hold-toggle[aria-pressed=true]:has(.hoyle-card[data-card='Kd'])").wait_for(timeout=90_000)
    kd.click()
    widget.locator(".hoyle-chosen", has_text="2½ to 1").wait_for(timeout=90_000)
    assert widget.locator("#draw-hold").input_value() == "8s 8h"
    # All 32 holds, the best first by the chance of the best hand at the showdown (the pair drawing three).
    holds = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h"})["holds"]
    widget.locator(".hoyle-holds summary").click()
    first = text(widget.locator(".hoyle-holds tbody tr").first)
    # the column the holds are ranked by first, then the chance of improving, the odds and the cards drawn
    assert first.startswith(f"1 {' '.join(holds[0]['hold']) or 'nothing (draw five)'} {holds[0]['win']['percent']:.3f}% "
                            f"{holds[0]['improve']['percent']:.3f}% {holds[0]['improve']['odds']} {holds[0]['draw']}")
    assert widget.locator(".hoyle-holds tbody tr").count() == 32
    live.assert_only_local()


def test_the_draw_bad_input(live):
    widget = live.open("/tools/poker-odds/?draw=8s+8h+Kd+7c+2h+3d", "draw")
    widget.locator(".hoyle-error .hoyle-message").wait_for()
    assert text(widget.locator(".hoyle-error .hoyle-message")) == api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h 3d"})["error"]["message"]
    assert widget.locator("#draw-cards").input_value() == "8s 8h Kd 7c 2h 3d"
    widget.locator("#draw-cards").fill("As Ks Qs Js 2d")
    widget.locator("#draw-hold").fill("As Ks Qs Js")
    widget.locator(".hoyle-chosen", has_text="Holding As Ks Qs Js").wait_for(timeout=90_000)
    assert live.errors == []
    live.assert_only_local()


def test_the_simulator_runs_stops_and_matches_the_engine(live):
    page = live.page
    widget = live.open("/tools/draw-simulator/", "sim")
    # The prerendered run (20,000 six-handed deals, seed 1) stands until the reader runs another.
    assert widget.locator(".hoyle-sim-result").get_attribute("data-deals") == "20000"
    widget.locator("#sim-players").fill("3")
    widget.locator("#sim-deals").fill("1000000")  # the most: about 20 s in a browser, in parts
    widget.locator(".hoyle-go").click()
    page.wait_for_function("document.querySelector('#sim [data-action=stop]').getAttribute('aria-disabled') === 'false'"
                           " && Number(document.querySelector('#sim .hoyle-sim-result')?.dataset.deals) >= 4000",
                           timeout=60_000)  # the new run, not the page's
    # The page stays responsive while the worker deals: a click is handled at once.
    widget.locator("[data-action=stop]").click()
    widget.locator(".hoyle-status", has_text="Stopped").wait_for(timeout=ANSWER_TIMEOUT)
    stopped_at = widget.locator(".hoyle-sim-result").get_attribute("data-deals")
    engine_answered_later(page)  # a part on its way, or asked for after the stop, would be drawn by now
    assert widget.locator(".hoyle-sim-result").get_attribute("data-deals") == stopped_at
    assert widget.locator(".hoyle-sim-result").get_attribute("data-done") == "false"
    # A short run to the end: the same seed gives the same figures as the engine in CPython.
    widget.locator("#sim-deals").fill("5000")
    widget.locator("#sim-seed").fill("7")
    widget.locator(".hoyle-go").click()
    widget.locator(".hoyle-sim-result[data-done=true]").wait_for(timeout=60_000)
    expected = api.handle({"op": "simulate", "players": 3, "deals": 5000, "seed": 7, "strategy": "any-pair"})
    shares = widget.locator(".hoyle-sim-result tbody tr").evaluate_all("rows => rows.map(r => r.cells[1].textContent)")
    assert [s.split(" ")[0] for s in shares] == [f"{100 * s['best']['share']:.1f}%" for s in expected["seats"]]
    assert query(page) == "sim-players=3&sim-deals=5000&sim-seed=7"
    # Bad input is named and the form keeps working.
    widget.locator("#sim-players").fill("9")
    widget.locator(".hoyle-go").click()
    widget.locator(".hoyle-error .hoyle-message", has_text="the number of players must be from 2 to 8; 9 is out of range").wait_for(timeout=90_000)
    live.assert_only_local()


def test_the_table_of_averages_tries_the_books_experiment(live):
    """Beside the simulator on "Drawing to Improve", a row of Foster's table of averages is tried as his
    experiment: the figures are the engine's in CPython for the same seed."""
    from hoyle.poker.averages import six_hand_config

    page = live.page
    widget = live.open("/practical-poker/drawing-to-improve/", "sim")
    row = widget.locator("tr[data-row='ace']")
    assert text(row.locator("td").nth(0)) == "Pair of eights. (in the ledger)"
    assert text(row.locator("li").nth(0)) == "an ace: a pair of deuces, with ace, jack and six"
    row.locator(".hoyle-try", has_text="Try ace, king against a pair of eights pat").click()
    widget.locator(".hoyle-sim-result[data-done=true][data-deals='20000']").wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.locator("#sim-hands").input_value() == "As Kd\n8c 8d 10h 6s 3c"
    config = six_hand_config("ace", 1)
    expected = api.handle({"op": "simulate", **config})
    v, seats = expected["versus"], expected["seats"]
    sign = lambda x: f"{100 * x:+.1f}".replace("-", "−")  # noqa: E731
    assert text(widget.locator(".hoyle-versus")) == (
        f"Seat 1 against seat 2 (the fixed hands): {100 * seats[0]['best']['share']:.1f}% against {100 * seats[1]['best']['share']:.1f}% "
        f"of the pots; the difference {sign(v['difference'])} points (95% interval {sign(v['low'])} to {sign(v['high'])}), "
        + ("which takes in no difference at all: about an equal number of times, as far as these deals can tell."
           if v["low"] <= 0 <= v["high"] else f"so seat {1 if v['difference'] > 0 else 2} has the best hand more often."))
    # The run is in the address, so a link reproduces it.
    assert "sim-hands=As+Kd%0A8c+8d+10h+6s+3c" in query(page) and "sim-deals=20000" in query(page)
    # The folded picker fills the fixed hands; a long run starts only when the reader asks for it.
    hands = widget.locator("#sim-hands")
    hands.fill("2c 2d\n")
    hands.focus()
    widget.locator(".hoyle-pick[data-card='Qs']").click()
    assert hands.input_value() == "2c 2d\nQs"
    nothing_more_to_come(page)  # a run asked for would have drawn its first part by now
    assert widget.locator(".hoyle-sim-result").get_attribute("data-deals") == "20000"
    assert widget.locator(".hoyle-versus").count() == 1
    live.assert_only_local()


def test_the_engine_recovers_when_the_worker_dies(reader):
    page = reader.page
    widget = reader.open_live("/tools/hand-evaluator/", "hand")
    engine = next(w for w in page.workers if re.search(r"/assets/hoyle-[0-9a-f]+/worker\.js$", w.url))
    # An uncaught error kills the worker's work as a crash would; the page is told by the error event.
    engine.evaluate("setTimeout(() => { throw new Error('simulated crash'); }, 0)")
    widget.locator(".hoyle-status", has_text="The engine stopped; it starts again with your next change.").wait_for(timeout=90_000)
    # The reader goes on: the next request starts a fresh worker and is answered.
    widget.locator(".hoyle-input").fill("Qs Qd Qh 7c 7s")
    page.wait_for_selector("#hand[data-engine=ready]", timeout=ENGINE_TIMEOUT)
    widget.locator(".hoyle-description", has_text="A full hand").wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.locator(".hoyle-description").inner_text() == "A full hand, three queens and a pair of sevens"
    assert page.evaluate("window.__hoyle.workersStarted") == 2
    assert reader.errors == []
    reader.assert_only_local()

"""At the card table, in headless Chromium: a shared link never shows an answer to other cards, the
answer stands in view under the form (1280x800 and 390x844), an engine that cannot load keeps the
answers worked out when the page was built and is tried again without a download per keystroke, and
keyboard focus stays on the control a reader used.

Every request that would leave 127.0.0.1 is blocked and recorded; each test asserts there were none.
Expected answers are the engine's in CPython."""

import re

import pytest
from scripts.browser import ALL_LIVE
from scripts.site_build import widget_pages
from support import ENGINE_TIMEOUT, WASM, Gate

from hoyle import api

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def words(locator):
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


@pytest.mark.parametrize("size", SIZES)
def test_a_shared_link_never_shows_an_answer_to_other_cards(new_reader, size):
    reader = new_reader(SIZES[size])
    gate = Gate(reader.context)
    page = reader.goto("/tools/hand-evaluator/?hand=Jo+Ks+Kd+4c+4h&hand-rules=joker#hand")
    widget = page.locator("#hand")
    page.wait_for_selector("#hand[data-stale=starting]", timeout=ENGINE_TIMEOUT)
    # The page's example ("a pair of tens") is built into the page, but it is not shown for these cards.
    assert page.locator("#hand-cards").input_value() == "Jo Ks Kd 4c 4h"
    assert not widget.locator(".hoyle-answer").is_visible()
    assert words(widget.locator(".hoyle-stale-note")) == (
        "Not yet worked out for the cards and settings above: the engine is starting in your browser…")
    assert widget.locator(".hoyle-stale-note").is_visible()
    # The second widget of the page, untouched by the link, keeps its example: it belongs to its form.
    assert page.locator("#showdown").get_attribute("data-stale") is None
    assert page.locator("#showdown .hoyle-answer .hoyle-outcome").is_visible()
    # Typing before the engine is ready: still nothing shown for cards other than those typed.
    page.fill("#showdown-hands", "As Ad Kc Kd 2h\nQs Qd Qh 4c 4s")
    assert page.locator("#showdown").get_attribute("data-stale") == "starting"
    assert not page.locator("#showdown .hoyle-answer").is_visible()
    page.wait_for_timeout(1000)
    assert widget.get_attribute("data-engine") == "loading"
    gate.release(reader.context)
    expected = api.handle({"op": "hand", "cards": "Jo Ks Kd 4c 4h", "rules": "joker"})["description"]
    widget.locator(".hoyle-description", has_text=expected).wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    assert not widget.locator(".hoyle-stale-note").is_visible()
    page.locator("#showdown .hoyle-outcome", has_text="Hand 2 wins.").wait_for(timeout=ENGINE_TIMEOUT)
    assert page.locator("#showdown").get_attribute("data-stale") is None
    reader.assert_only_local()


def answer_in_view(page, wid):
    return page.evaluate("""(id) => {
        const root = document.getElementById(id);
        const field = root.querySelector('[data-field]').closest('.hoyle-field') || root.querySelector('[data-field]');
        return {field: field.getBoundingClientRect().top, answer: root.querySelector('.hoyle-answer').getBoundingClientRect().top,
                height: window.innerHeight};
    }""", wid)


@pytest.mark.parametrize("size", SIZES)
def test_the_answer_is_in_view_under_the_form(new_reader, built_site, size):
    """Followed to a widget (the link a reader shares: page#widget), the form's first field and at least
    150 px of the answer are on the screen: the house rules, the picker and the less used settings
    are folded away."""
    reader = new_reader(SIZES[size], watched=False, service_workers="block")
    page = reader.page
    seen = []
    for path in widget_pages(built_site):
        reader.goto(path)
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        for wid in page.eval_on_selector_all(".hoyle-widget[data-mount]", "ws => ws.map(w => w.id)"):
            reader.goto(f"{path}#{wid}")
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            page.wait_for_timeout(200)
            box = answer_in_view(page, wid)
            seen.append(wid)
            assert box["field"] >= 0, (path, wid, box)
            assert box["answer"] <= box["height"] - 150, (path, wid, box)
    assert len(seen) == 61  # every widget of the site


def test_an_engine_that_cannot_load(reader):
    context, page = reader.context, reader.page
    context.route(WASM, lambda route: route.abort())
    wasm = []
    page.on("request", lambda req: wasm.append(req.url) if req.url.endswith("pyodide.asm.wasm") else None)
    context.on("request", lambda req: wasm.append(req.url) if req.url.endswith("pyodide.asm.wasm") else None)
    reader.goto("/tools/hand-evaluator/")
    widget = page.locator("#hand")
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    # The example worked out when the page was built stands, and the failure is said once, in words.
    assert words(widget.locator(".hoyle-description")) == "A pair of tens, with ace, king and four"
    assert widget.locator(".hoyle-answer .hoyle-error").count() == 0
    status = words(widget.locator(".hoyle-status"))
    # the download refused: the connection is named, never the browser, with how much came and what happens next
    assert re.fullmatch(r"The connection stopped before the card engine arrived \((\d+\.\d of|none of its) \d+\.\d MB came\): the answers shown are "
                        r"the ones worked out when the page was built\. It tries again by itself, and at once when your browser is "
                        r"back online\. Try again now", status), status
    assert "browser could not" not in status and "in this browser" not in status
    started = page.evaluate("window.__hoyle.workersStarted")
    # Typing does not download the engine again: the answer is hidden, and a note says why.
    for text in ("As", "As Ad", "As Ad Kc Kd 2h"):
        page.fill("#hand-cards", text)
        page.wait_for_timeout(300)
    assert page.evaluate("window.__hoyle.workersStarted") == started
    assert widget.get_attribute("data-stale") == "unavailable"
    assert not widget.locator(".hoyle-answer").is_visible()
    assert words(widget.locator(".hoyle-stale-note")) == (
        "Not worked out for the cards and settings above: the card engine has not arrived yet.")
    # The cards as built: the built answer again.
    page.fill("#hand-cards", "As Kd 10h 10c 4s")
    widget.locator(".hoyle-answer .hoyle-description").wait_for(state="visible", timeout=5_000)
    assert widget.get_attribute("data-stale") is None
    # The reader's retry, once the engine can load: the cards typed are worked out.
    page.fill("#hand-cards", "As Ad Kc Kd 2h")
    context.unroute(WASM)
    before = len(wasm)
    widget.locator(".hoyle-status button", has_text="Try again now").click()
    widget.locator(".hoyle-description", has_text="Two pairs, aces up").wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.get_attribute("data-stale") is None
    assert len(wasm) > before
    assert page.evaluate("window.__hoyle.workersStarted") == started + 1
    assert reader.outside == []


def test_a_run_asked_of_an_engine_that_cannot_load_leaves_the_widget_idle(reader):
    """A widget answered in parts, run while the engine cannot load, is not left marked busy
    (aria-busy stayed "true" for good: a screen reader said it was still working)."""
    reader.context.route(WASM, lambda route: route.abort())
    page = reader.goto("/tools/draw-simulator/")
    page.wait_for_selector("#sim[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    widget = page.locator("#sim")
    page.fill("#sim-deals", "3000")
    widget.locator("button.hoyle-go").click()
    page.wait_for_function("() => document.querySelector('#sim').dataset.stale === 'unavailable'", timeout=10_000)
    page.wait_for_timeout(300)
    assert widget.get_attribute("aria-busy") is None
    assert words(widget.locator(".hoyle-stale-note")).startswith("Not ")
    assert reader.outside == []


def test_focus_stays_on_the_control(live):
    page = live.page
    live.open("/tools/poker-odds/", "draw")
    page.wait_for_selector("#draw[data-live=true]", timeout=ENGINE_TIMEOUT)
    toggle = page.locator("#draw .hoyle-hold-toggle[data-key='hold-Kd']")
    toggle.focus()
    page.keyboard.press("Enter")  # hold the king too
    page.locator("#draw .hoyle-chosen .hoyle-outcome", has_text="Holding 8s 8h Kd and drawing 2").wait_for(timeout=10_000)
    assert page.evaluate("document.activeElement.dataset.key") == "hold-Kd"
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    # The play: the card played is gone, so focus moves to the next card that may be played.
    live.open("/tools/cribbage/", "play")
    page.wait_for_selector("#play[data-live=true]", timeout=ENGINE_TIMEOUT)
    first = page.locator("#play .hoyle-play-card").first
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement?.classList.contains('hoyle-play-card')", timeout=10_000)
    assert page.evaluate("document.activeElement.closest('#play .hoyle-answer') !== null")
    # Stop: the simulator says it stopped, and focus stays on Stop.
    live.open("/tools/draw-simulator/", "sim")
    page.wait_for_selector("#sim[data-engine=ready]", timeout=ENGINE_TIMEOUT)
    page.fill("#sim-deals", "1000000")
    page.click("#sim .hoyle-go")
    page.wait_for_function("document.querySelector('#sim [data-action=stop]').getAttribute('aria-disabled') === 'false'"
                           " && Number(document.querySelector('#sim .hoyle-sim-result')?.dataset.deals) >= 4000", timeout=60_000)
    stop = page.locator("#sim [data-action=stop]")
    stop.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#sim .hoyle-sim-result[data-stopped=true]", timeout=10_000)
    deals = int(page.locator("#sim .hoyle-sim-result").get_attribute("data-deals"))
    assert words(page.locator("#sim .hoyle-sim-result label")).startswith(f"Stopped: {deals:,} of 1,000,000 deals")
    assert page.evaluate("document.activeElement.dataset.action") == "stop"
    assert stop.get_attribute("aria-disabled") == "true"
    live.assert_only_local()


# The box of the first row's cell of a table that ranks the rows, and how wide the page scrolls.
RANKING_CELL = """([selector, column]) => {
  const row = document.querySelector(selector);
  const cell = row.cells[column];
  const box = cell.getBoundingClientRect();
  return { left: box.left, right: box.right, text: cell.textContent.trim(), width: innerWidth,
           scroll: document.documentElement.scrollWidth };
}"""


def test_wide_tables_show_their_ranking_column_on_a_phone(new_reader):
    """At 390x844 the column the rows are ranked by is on the screen without scrolling sideways: the
    32 holds (the chance of the best hand), the lay-outs (the worth to the dealer) and the simulator's
    seats (how often the seat held the best hand)."""
    reader = new_reader(SIZES["phone"], watched=False, service_workers="block")
    page = reader.page
    holds = api.handle({"op": "holds", "cards": "8s 8h Kd 7c 2h"})["holds"]
    layout = api.handle({"op": "layout", "cards": "5h 5d Jc Js 4h 6c"})["layouts"][0]
    cases = [
        ("/tools/poker-odds/", "#draw .hoyle-holds summary", "#draw .hoyle-holds tbody tr", 2, f"{holds[0]['win']['percent']:.3f}%"),
        ("/tools/cribbage/", None, "#layout .hoyle-layout-table tbody tr", 2, f"{layout['values']['dealer']:.2f}"),
        ("/tools/draw-simulator/", None, "#sim .hoyle-sim-result tbody tr", 1, None),
    ]
    for path, opener, row, column, expected in cases:
        reader.goto(path)
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        if opener:
            page.click(opener)
        page.locator(row).first.scroll_into_view_if_needed()
        cell = page.evaluate(RANKING_CELL, [row, column])
        assert 0 <= cell["left"] and cell["right"] <= cell["width"], (path, cell)
        assert cell["scroll"] <= cell["width"], (path, cell)  # the page itself never scrolls sideways
        if expected:
            assert cell["text"] == expected


def test_card_fields_are_not_corrected(built_site):
    """A phone's keyboard neither capitalises, corrects nor spell-checks cards typed: every text field
    and text area of every widget says so."""
    fields = 0
    for path in widget_pages(built_site):
        html = (built_site / path.strip("/") / "index.html").read_text()
        for widget in re.findall(r'<div class="hoyle-widget.*?</form>', html, re.S):
            for tag in re.findall(r'<(?:input[^>]*type="text"|textarea)[^>]*>', widget):
                fields += 1
                for attribute in ('spellcheck="false"', 'autocapitalize="off"', 'autocorrect="off"'):
                    assert attribute in tag, (path, tag)
    assert fields >= 30


SIDEBAR_TITLE = """() => {
  const title = document.querySelector('.md-sidebar--primary .md-nav--primary > .md-nav__title');
  const style = getComputedStyle(title);
  return { scroll: title.scrollHeight, client: title.clientHeight, height: title.getBoundingClientRect().height,
           line: parseFloat(style.lineHeight), position: style.position, background: style.backgroundColor };
}"""


def test_the_sidebar_title_holds_its_two_lines(new_reader):
    """At 1280 px the site's name in the sidebar takes two lines; its sticky box holds both, with a
    background, so the navigation scrolls under it instead of through it."""
    page = new_reader(SIZES["desktop"], watched=False, service_workers="block").goto("/practical-poker/")
    page.mouse.wheel(0, 3000)
    page.wait_for_timeout(300)
    title = page.evaluate(SIDEBAR_TITLE)
    assert title["position"] == "sticky"
    assert title["height"] >= 2 * title["line"]  # both lines inside the box
    assert title["scroll"] <= title["client"] + 1  # nothing spills out of it
    assert title["background"] not in ("rgba(0, 0, 0, 0)", "transparent")


CHOICES_SHOWN = """() => {
  const textWidth = (text, style) => {
    const span = document.createElement('span');
    Object.assign(span.style, {position: 'absolute', visibility: 'hidden', whiteSpace: 'pre', fontSize: style.fontSize,
                               fontFamily: style.fontFamily, fontWeight: style.fontWeight, letterSpacing: style.letterSpacing});
    span.textContent = text;
    document.body.append(span);
    const width = span.getBoundingClientRect().width;
    span.remove();
    return width;
  };
  return Array.from(document.querySelectorAll('.hoyle-widget select')).map((s) => {
    const style = getComputedStyle(s);
    const width = s.getBoundingClientRect().width;
    const [width0, max0] = [s.style.width, s.style.maxWidth];
    Object.assign(s.style, {width: 'max-content', maxWidth: 'none'});  // as wide as its longest choice needs
    const intrinsic = s.getBoundingClientRect().width;
    Object.assign(s.style, {width: width0, maxWidth: max0});
    const widest = Math.max(...Array.from(s.options, (o) => textWidth(o.text, style)));
    const chosen = s.options[s.selectedIndex];
    return {id: s.id, chosen: chosen ? chosen.text : '', width,
            need: (chosen ? textWidth(chosen.text, style) : 0) + (intrinsic - widest),
            right: s.getBoundingClientRect().right, widget: s.closest('.hoyle-widget').getBoundingClientRect().right};
  });
}"""


def test_no_choice_is_cut_short_on_a_phone(new_reader, built_site):
    """At 375 px, the reference phone, every drop-down list of every widget shows its whole choice ("Low (below the
    two)", not "Low (below" beside the stake at Blind Hookey) and stays inside its widget."""
    reader = new_reader({"width": 375, "height": 812}, watched=False, service_workers="block")
    page = reader.page
    seen = 0
    for path in widget_pages(built_site):
        reader.goto(path)
        page.evaluate("() => document.querySelectorAll('.hoyle-widget details').forEach((d) => { d.open = true; })")
        for select in page.evaluate(CHOICES_SHOWN):
            seen += 1
            assert select["need"] <= select["width"] + 1, (path, select)
            assert select["right"] <= select["widget"] + 0.5, (path, select)
    assert seen >= 20  # every widget page's lists were looked at

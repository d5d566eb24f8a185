"""A page with widgets is laid out once: with JavaScript the widgets' forms take their place from the
first paint (html.hoyle-js, set in the page's head by overrides/main.html), so the text below a
widget does not move when widgets.js mounts it, and a link to a passage below a widget lands on it.
If widgets.js cannot load, the page goes back to its JavaScript-free look (the forms hidden, the
note that says why shown) ten seconds after it loaded."""

from support import page_timers_ran, poll

PAGE = "/hoyles-games-modernized/cribbage/"
# The document's height and where a passage below three widgets is, in page coordinates.
WHERE = """() => {
  const p = [...document.querySelectorAll('article p')].find(p => p.innerText.includes('and six for a pair-royal, fourteen'));
  return [document.body.scrollHeight, Math.round(p.getBoundingClientRect().top + scrollY)];
}"""
SHOWN = """() => [...document.querySelectorAll('.hoyle-widget')].map(w => [
  getComputedStyle(w.querySelector('.hoyle-live-only')).display,
  w.querySelector('.hoyle-static-note') ? getComputedStyle(w.querySelector('.hoyle-static-note')).display : 'none'])"""


def test_mounting_the_widgets_does_not_move_the_text(reader, site_url):
    page = reader.page
    held = []
    # widgets.js held back until the first layout is measured: the page as it is before the mount
    page.route("**/assets/hoyle-*/widgets.js", lambda route: held.append(route))
    page.goto(site_url + PAGE, wait_until="commit")
    page.wait_for_function("() => [...document.querySelectorAll('article p')].some(p => p.innerText.includes('and six for a pair-royal, fourteen'))"
                           " && document.querySelector('.md-footer')")
    before = page.evaluate(WHERE)
    assert all(live != "none" and note == "none" for live, note in page.evaluate(SHOWN))
    # the module's request may come after the text is laid out: release it once it is held
    poll(page, lambda: bool(held), "widgets.js was never asked for")
    for route in held:
        route.continue_()
    # every widget mounted, and laid out
    page.wait_for_function("() => [...document.querySelectorAll('.hoyle-widget[data-mount]')].every(w => w.dataset.mounted === 'true')")
    page_timers_ran(page, 0)
    after = page.evaluate(WHERE)
    # the mount adds no more than a line or two above the passage (the forms were laid out already)
    assert abs(after[1] - before[1]) <= 120, (before, after)
    assert reader.outside == []


def test_without_widgets_js_the_page_falls_back_to_its_static_look(reader, site_url):
    page = reader.page
    page.route("**/assets/hoyle-*/widgets.js", lambda route: route.abort())
    page.goto(site_url + PAGE)
    assert all(live != "none" and note == "none" for live, note in page.evaluate(SHOWN))
    page.wait_for_function("() => !document.documentElement.classList.contains('hoyle-js')", timeout=90_000)
    assert all(live == "none" and note != "none" for live, note in page.evaluate(SHOWN))
    assert reader.outside == []

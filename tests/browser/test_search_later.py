"""Material's search index waits for the card engine (overrides/partials/search-later.js): on a page with a widget
the index is sent to Material's search worker (which builds it, a long piece of work on a phone's CPU) only once the
engine has started, or failed, or the reader turns to search, or LATER_MS have passed; on other pages at once.

The engine is held back by holding its WebAssembly (support.Gate), or made to fail by refusing it."""

import re

from support import ENGINE_TIMEOUT, Gate, search

HAND = "/tools/hand-evaluator/"
LAW_PAGE = "/practical-poker/laws/"
# The messages waiting for the search worker (the index: 1 once Material has fetched it), or null once sent;
# "unwrapped" on a page where Worker is the browser's own.
WAITING = "() => typeof window.Worker.hoyleSearchLater === 'function' ? window.Worker.hoyleSearchLater() : 'unwrapped'"
INDEX_FETCHED = ("() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/search/search_index.json') "
                 "&& e.responseEnd > 0)")
MARK = "(name) => (performance.getEntriesByName(name)[0] || {}).startTime ?? null"
LAW_RESULT = ".md-search-result a[href*='practical-poker/laws/'][href*='#misdealing']"


def held_page(reader):
    """The hand evaluator with its engine held back, once Material has its index: the index waits."""
    page = reader.goto(HAND)
    page.wait_for_function(INDEX_FETCHED, timeout=ENGINE_TIMEOUT)
    page.wait_for_function(f"() => ({WAITING})() === 1", timeout=ENGINE_TIMEOUT)
    return page


def test_the_index_is_sent_once_the_engine_has_started(reader):
    gate = Gate(reader.context)
    page = held_page(reader)
    assert page.evaluate(MARK, "hoyle:search-released") is None
    assert page.get_attribute("#hand", "data-engine") != "ready"
    gate.release(reader.context)
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    page.wait_for_function(f"() => ({WAITING})() === null", timeout=ENGINE_TIMEOUT)
    assert page.evaluate(MARK, "hoyle:search-released") >= page.evaluate(MARK, "hoyle:engine-ready")
    search(page, "imperfect pack missing cards duplicate", page.locator(LAW_RESULT).first)
    assert reader.errors == []
    reader.assert_only_local()


def test_turning_to_search_sends_the_index_at_once(reader):
    Gate(reader.context)  # never released: the engine does not start in this test
    page = held_page(reader)
    search(page, "imperfect pack missing cards duplicate", page.locator(LAW_RESULT).first)
    assert page.evaluate(f"({WAITING})()") is None
    assert page.get_attribute("#hand", "data-engine") != "ready"
    assert page.evaluate(MARK, "hoyle:engine-ready") is None
    assert reader.errors == []


def test_a_start_that_fails_sends_the_index(reader):
    # the engine's worker script refused: the start fails at once (a refused WebAssembly takes the stall's time)
    reader.context.route(re.compile(r"/assets/hoyle-[0-9a-f]+/worker\.js$"), lambda route: route.fulfill(status=503, body="unavailable"))
    page = reader.goto(HAND)
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    page.wait_for_function(f"() => ({WAITING})() === null", timeout=ENGINE_TIMEOUT)
    failed, released = page.evaluate(MARK, "hoyle:engine-failed"), page.evaluate(MARK, "hoyle:search-released")
    assert failed <= released < 15_000  # before the time limit: the failure sent it
    search(page, "imperfect pack missing cards duplicate", page.locator(LAW_RESULT).first)


def test_the_index_is_sent_after_a_while_whatever_happens(reader):
    """The engine held back and search never touched: the index goes to the search worker LATER_MS after the page
    began (waited for, with the slack a busy machine needs, never slept)."""
    Gate(reader.context)
    page = held_page(reader)
    page.wait_for_function(f"() => ({WAITING})() === null", timeout=15_000 + ENGINE_TIMEOUT)
    released = page.evaluate(MARK, "hoyle:search-released")
    assert released >= 15_000
    assert page.get_attribute("#hand", "data-engine") != "ready"


def test_a_page_without_a_widget_leaves_the_worker_alone(reader):
    page = reader.goto(LAW_PAGE)
    assert page.locator(".hoyle-widget").count() == 0
    assert page.evaluate(f"({WAITING})()") == "unwrapped"
    search(page, "imperfect pack missing cards duplicate", page.locator(LAW_RESULT).first)
    assert re.search(r"search_index\.json", " ".join(page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")))

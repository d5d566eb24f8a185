"""The engine's worker started from the page's head (overrides/partials/early-engine.js) and adopted by engine.js:
what it said before engine.js took it is heard (its start, its failure), a browser lacking what the engine needs is
told so, and the tab has one worker. In headless Chromium, on the session's built site; engine.js is held back by a
route to have the worker speak first."""

import re

from support import ENGINE_TIMEOUT, Gate

HAND = "/tools/hand-evaluator/"
ENGINE_JS = re.compile(r"/assets/hoyle-[0-9a-f]+/engine\.js$")
WORKER_JS = re.compile(r"/assets/hoyle-[0-9a-f]+/worker\.js$")
# What the early worker has said, by type, before engine.js took it.
SAID = "() => window.__hoyleEarly ? window.__hoyleEarly.events.map((e) => e.type === 'message' ? e.data.type : e.type) : null"


def test_the_pages_head_starts_the_worker_and_engine_js_takes_it(reader):
    worker_requests = []
    reader.context.on("request", lambda r: worker_requests.append(r.url) if WORKER_JS.search(r.url) else None)
    page = reader.goto(HAND)
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    probe = page.evaluate("() => ({ early: window.__hoyle.early, started: window.__hoyle.workersStarted, left: window.__hoyleEarly })")
    assert probe == {"early": True, "started": 1, "left": None}
    assert len(worker_requests) == 1
    assert page.evaluate("() => performance.getEntriesByName('hoyle:worker-start').length") == 1
    assert reader.errors == []
    reader.assert_only_local()


def test_a_worker_ready_before_the_pages_modules_is_heard(reader):
    held = Gate(reader.context, ENGINE_JS)  # engine.js held back, and every module that imports it
    page = reader.page
    page.goto(f"{reader.site_url}{HAND}", wait_until="commit")  # its load waits for engine.js
    page.wait_for_function(f"() => (({SAID})() || []).includes('ready')", timeout=ENGINE_TIMEOUT)
    assert page.get_attribute("#hand", "data-engine") != "ready"  # no module of the widgets has run yet
    held.release(reader.context)
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    assert page.locator("#hand .hoyle-description").inner_text() == "A pair of tens, with ace, king and four"
    assert page.evaluate("() => [window.__hoyle.early, window.__hoyle.workersStarted, typeof window.__hoyle.lastStart.ms]") == [True, 1, "number"]
    assert reader.errors == []


def test_an_early_worker_that_failed_is_heard(reader):
    reader.context.route(WORKER_JS, lambda route: route.fulfill(status=503, body="unavailable"))
    held = Gate(reader.context, ENGINE_JS)  # engine.js held back, and every module that imports it
    page = reader.page
    page.goto(f"{reader.site_url}{HAND}", wait_until="commit")  # its load waits for engine.js
    page.wait_for_function(f"() => (({SAID})() || []).includes('error')", timeout=ENGINE_TIMEOUT)
    held.release(reader.context)
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("() => [window.__hoyle.early, window.__hoyle.workersStarted]") == [True, 1]
    assert page.evaluate("() => window.__hoyle.lastFailure")


def test_a_browser_without_module_workers_is_told_so(reader):
    """A browser that starts every worker as a classic script (it never reads the type): the head's worker is
    stopped, and the reader is told what the browser lacks, not that the engine failed."""
    reader.context.add_init_script("""{
      const Real = window.Worker;
      window.Worker = function (url) { return new Real(url); };
      window.Worker.prototype = Real.prototype;
    }""")
    page = reader.goto(HAND)
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("() => window.__hoyle.lastFailure") == "this browser has no module workers, which the card engine needs"
    assert page.evaluate("() => window.__hoyle.workersStarted") == 0


def test_a_browser_without_webassembly_starts_no_worker(reader):
    reader.context.add_init_script("delete window.WebAssembly;")
    page = reader.goto(HAND)
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("() => window.__hoyle.lastFailure") == "this browser has no WebAssembly, which the card engine needs"
    assert page.evaluate("() => [window.__hoyleEarly, window.__hoyle.workersStarted]") == [None, 0]

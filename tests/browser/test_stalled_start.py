"""A start that stalls is given up and tried again; a slow one is not (engine.js STALL_MS, worker.js progress).

On a weak signal a download can be accepted and never answered, or stop arriving; a browser's storage can stop
answering. The engine stayed "loading" for good: the widgets kept their built answers and the status line said
"Starting the engine…" for ever. Now the worker sends a sign of progress as each download answers, as its bytes
arrive and as each step of the start is done; a start with none for STALL_MS is given up as failed, said once in
the status line, and tried again in a new worker. A test sets the limit short (window.__hoyle.stallMs) to try it.

In headless Chromium, on the session's built site: a WebAssembly download that never answers (held by a route),
and a whole start through a slow link (the server's own throttle) that takes several times the limit and is not
given up, because its bytes keep arriving."""

import json
import re

from support import ANSWER_TIMEOUT, ENGINE_TIMEOUT, WASM, poll, watched_context

from scripts.site import serve_static

QUICK = "window.__hoyle = {workersStarted: 0, stallMs: %d};"  # engine.js keeps a probe that is already there
# Once the worker says every byte of the engine's downloads has come, the limit is lifted (engine.js reads stallMs at
# each sign of progress; this listener, added as the worker is made, hears the message before engine.js's onmessage):
# the rest of the start is the machine's own work, which a busy machine may slow without bound. The moment, by the
# page's clock since the worker started, is kept in window.__hoyle.downloadedMs.
LIFTED_ONCE_DOWNLOADED = """{ const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const msg = event.data || {};
        if (msg.type === 'progress' && msg.total && msg.got >= msg.total && window.__hoyle.downloadedMs === undefined) {
          window.__hoyle.stallMs = 600000;
          window.__hoyle.downloadedMs = performance.now() - performance.getEntriesByName('hoyle:worker-start').pop().startTime;
        }
      });
    }
  }; }"""


def words(locator):
    return " ".join(locator.inner_text().split())


def test_a_download_that_never_answers_is_given_up_and_tried_again(reader, built_site):
    total = sum(json.loads((built_site / "assets/engine/manifest.json").read_text())["bytes"].values())
    context = reader.context
    context.add_init_script(QUICK % 3000)
    held = []
    context.route(WASM, lambda route: held.append(route))  # accepted, never answered
    page = reader.goto("/tools/hand-evaluator/")
    poll(page, lambda: bool(held), "the engine's WebAssembly was not asked for")
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("window.__hoyle.lastFailure") == "the connection stopped: nothing arrived for 3 s"
    # said once, in the status line, as the connection's fault (never the browser's), with how much of the engine came;
    # the answer worked out when the page was built stands beside its own cards
    status = words(page.locator("#hand .hoyle-status"))
    came = rf"\((\d+\.\d of|none of its) {total / 1e6:.1f} MB came\)"
    assert re.match(rf"The connection stopped before the card engine arrived {came}: ", status), status
    assert status.endswith("It tries again by itself, and at once when your browser is back online. Try again now"), status
    assert words(page.locator("#hand .hoyle-answer .hoyle-description")) == "A pair of tens, with ace, king and four"
    assert page.locator("#hand").get_attribute("data-stale") is None
    # the signal comes back: tried again by itself (5 s later), in a new worker, and the reader's cards answered
    context.unroute(WASM)
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("window.__hoyle.workersStarted") == 2
    page.fill("#hand-cards", "As Ad Kc Kd 2h")
    page.locator("#hand .hoyle-description", has_text="Two pairs, aces up").wait_for(timeout=ANSWER_TIMEOUT)
    assert reader.errors == [] and reader.outside == []


LIMIT_MS = 4000  # no sign of progress for this long while the downloads come, and the start would be given up


def test_a_slow_start_whose_bytes_keep_arriving_is_not_given_up(browser, built_site):
    server = serve_static.start(str(built_site))
    server.throttle = serve_static.Throttle(rate=300_000, latency=0.05)  # about 16 s for the engine's downloads
    context, outside, _seen = watched_context(browser, {"width": 1280, "height": 900})
    try:
        context.add_init_script(QUICK % LIMIT_MS)
        context.add_init_script(LIFTED_ONCE_DOWNLOADED)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"http://127.0.0.1:{server.server_port}/tools/hand-evaluator/", timeout=60_000)
        page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
        probe = page.evaluate("window.__hoyle")
        # one worker, never given up, though its downloads lasted several times the limit (by the page's clock)
        assert probe["workersStarted"] == 1 and "lastFailure" not in probe, probe
        assert probe["downloadedMs"] > 3 * LIMIT_MS, probe
        assert errors == [] and outside == []
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_host_that_sends_the_engines_module_as_another_type_is_named(browser, built_site):
    """Debian's stock nginx sends .mjs as application/octet-stream, and no browser runs a module sent so: the engine
    never started and every widget blamed "this browser". The failure now names the host and the file, on the page
    and in the console (for whoever runs the site), and the built answer stands beside its own cards."""
    wrong = (built_site / "assets/pyodide/pyodide.mjs").read_bytes()
    server = serve_static.start(str(built_site), 0, {"/assets/pyodide/pyodide.mjs": ("application/octet-stream", wrong)})
    context, outside, _seen = watched_context(browser, {"width": 1280, "height": 900}, service_workers="block")
    try:
        page = context.new_page()
        console = []
        page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
        page.goto(f"http://127.0.0.1:{server.server_port}/tools/hand-evaluator/")
        page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
        said = ("the site's host sends pyodide.mjs as “application/octet-stream”, not as JavaScript, so the browser will not run "
                "the card engine: the host must send .mjs and .js files as text/javascript")
        assert words(page.locator("#hand .hoyle-status")) == (
            f"Live answers are unavailable: {said}. Until it starts, the answers shown are the ones worked out when the page was "
            "built. It is tried again in a while. Try again now")
        assert f"Hoyle: {said} (the edition's README, Publishing, names the types a host must send)." in console
        assert words(page.locator("#hand .hoyle-answer .hoyle-description")) == "A pair of tens, with ace, king and four"
        page.fill("#hand-cards", "As Ad Kc Kd 2h")
        assert words(page.locator("#hand .hoyle-stale-note")) == (
            "Not worked out for the cards and settings above: live answers are unavailable (the status line says why).")
        assert outside == []
    finally:
        context.close()
        server.shutdown()
        server.server_close()



def test_an_engine_that_failed_offline_starts_when_the_browser_is_back_online(reader):
    """No signal: the engine's download fails, the failure is said as the connection's, and the engine starts again by
    itself the moment the browser is back online (engine.js listens for "online"): the back-off's own retry is put off
    for ten minutes here (window.__hoyle.retryMs), so only the browser's coming back online can start it."""
    context = reader.context
    context.add_init_script("window.__hoyle = {workersStarted: 0, retryMs: 600000};")
    context.route(WASM, lambda route: route.abort("internetdisconnected"))
    page = reader.goto("/tools/hand-evaluator/?hand=As+Ad+Kc+Kd+2h")
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    assert words(page.locator("#hand .hoyle-status")).startswith("The connection stopped before the card engine arrived")
    context.unroute(WASM)
    context.set_offline(True)
    page.wait_for_function("() => !navigator.onLine")
    assert page.evaluate("window.__hoyle.workersStarted") == 1
    context.set_offline(False)
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    page.locator("#hand .hoyle-description", has_text="Two pairs, aces up").wait_for(timeout=ANSWER_TIMEOUT)
    assert page.evaluate("window.__hoyle.workersStarted") == 2
    assert reader.errors == [] and reader.outside == []

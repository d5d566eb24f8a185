"""Offline, in headless Chromium: after one visit, the service worker (docs/sw.js) serves the pages,
their assets, Pyodide and the engine wheel, so with the network off (the browser offline and the
server stopped) a reload, a page never visited and a shared link all answer."""

import json
import re
import time

from browser import ALL_LIVE, is_local
from site_build import free_port
from support import ENGINE_TIMEOUT

import serve_static

# The paths the site's cache holds (none while there is not exactly one).
CACHED = """async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'));
  if (names.length !== 1) return [];
  const keys = await (await caches.open(names[0])).keys();
  return keys.map((request) => new URL(request.url).pathname);
}"""


def site_pages(built_site) -> set[str]:
    """Every page of the sitemap, as a path."""
    text = (built_site / "sitemap.xml").read_text()
    return {"/" + re.sub(r"^https?://[^/]+/", "", url) for url in re.findall(r"<loc>([^<]+)</loc>", text)}


def wait_cached(page, paths: set[str], timeout_s: float = 120) -> set[str]:
    """Poll the cache until it holds every path (the service worker caches a file at a time)."""
    deadline = time.monotonic() + timeout_s
    while True:
        cached = set(page.evaluate(CACHED))
        if paths <= cached or time.monotonic() > deadline:
            return cached
        time.sleep(0.5)


def first_visit(browser, base: str):
    """A new browser context (service workers allowed) that has opened the hand evaluator once, its engine
    live and the service worker in control; returns (context, page, outside requests).

    Outside requests are recorded, not routed: Playwright's routing also takes the service worker's
    own fetches, and slows its precaching to seconds a file. Chromium resolves no host but 127.0.0.1
    (browser.CHROMIUM_ARGS), so nothing can leave the machine either way."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = []
    context.on("request", lambda request: None if is_local(request.url) else outside.append(request.url))
    page = context.new_page()
    page.goto(f"{base}/tools/hand-evaluator/")
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=ENGINE_TIMEOUT)
    return context, page, outside


def answers(page, selector, field, text, expected):
    page.fill(field, text)
    page.locator(selector, has_text=expected).wait_for(timeout=ENGINE_TIMEOUT)


def test_every_widget_answers_offline_after_one_visit(browser, built_site):
    server = serve_static.start(str(built_site), free_port())
    base = f"http://127.0.0.1:{server.server_port}"
    context, page, outside = first_visit(browser, base)
    # The engine, the page's own files, then every page of the site (sitemap.xml), a file at a time.
    pages = site_pages(built_site)
    needed = pages | {"/assets/hoyle/worker.js", "/assets/hoyle/form.js", "/assets/pyodide/pyodide.asm.wasm", "/search/search_index.json"}
    cached = wait_cached(page, needed)
    assert needed - cached == set()
    assert len(pages) >= 40

    server.shutdown()
    server.server_close()
    context.set_offline(True)
    page.reload()
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    answers(page, "#hand .hoyle-description", "#hand-cards", "As Ad Kc Kd 2h", "Two pairs, aces up")
    # A page never visited, and a shared link to a widget of it.
    page.goto(f"{base}/round-games/vingt-un/?vu-players=As+Kd%0A8s+3d+9c#vu")
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    assert page.locator("#vu-players").input_value() == "As Kd\n8s 3d 9c"
    page.locator("#vu .hoyle-outcome").wait_for(timeout=ENGINE_TIMEOUT)
    page.goto(f"{base}/tools/cribbage/")
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    page.fill("#crib-starter", "10c")
    answers(page, "#crib .hoyle-crib-total", "#crib-cards", "5s 5h 5d Jc", "Twenty-one (21): fifteen fourteen, a pair-royal, and his nob.")
    for path in ("/tools/poker-odds/", "/tools/draw-simulator/", "/tools/round-games/"):
        page.goto(f"{base}{path}")
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    assert page.evaluate("navigator.onLine") is False
    assert outside == []
    context.close()


NAMES = "async () => (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'))"


def test_a_new_engine_gets_a_new_cache_and_the_old_one_goes(browser, built_site):
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    server = serve_static.start(str(built_site), free_port())
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    context, page, outside = first_visit(browser, base)
    wait_cached(page, {"/tools/hand-evaluator/", "/assets/hoyle/worker.js"})
    assert page.evaluate(NAMES) == [f"hoyle-site-{manifest['hash']}-{manifest['pyodide']}"]

    # The same site with a new engine: the manifest names another hash (the wheel's address changes with it).
    server.shutdown()
    server.server_close()
    newer = {**manifest, "hash": "feedfacefeedface"}
    server = serve_static.start(str(built_site), port, {"/assets/engine/manifest.json": ("application/json", json.dumps(newer).encode())})
    try:
        page.reload()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        wanted = [f"hoyle-site-feedfacefeedface-{manifest['pyodide']}"]
        deadline = time.monotonic() + 60
        while page.evaluate(NAMES) != wanted and time.monotonic() < deadline:
            time.sleep(0.5)
        assert page.evaluate(NAMES) == wanted
        cached = set(page.evaluate(CACHED))
        # the new engine's files, and the pages kept from the old cache
        assert {"/assets/pyodide/pyodide.asm.wasm", "/assets/engine/" + manifest["wheel"], "/tools/hand-evaluator/"} <= cached
        wheel = page.evaluate("""async () => (await (await caches.open((await caches.keys()).find((n) => n.startsWith('hoyle-site-'))))
            .keys()).map((r) => r.url).filter((u) => u.includes('.whl'))""")
        assert [w.split("?", 1)[1] for w in wheel] == ["v=feedfacefeedface"]
    finally:
        server.shutdown()
        server.server_close()
    assert outside == []
    context.close()

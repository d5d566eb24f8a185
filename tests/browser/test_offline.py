"""Offline, in headless Chromium: after one visit, the service worker (docs/sw.js) serves the pages,
their assets, Pyodide and the engine wheel, so with the network off (the browser offline and the
server stopped) a reload, a page never visited and a shared link all answer."""

import contextlib
import json
import re
import time

from scripts.browser import ALL_LIVE, is_local
from scripts.finish_site import assets_folder
from scripts.site_build import free_port
from support import CACHED, ENGINE_TIMEOUT, wait_cached

from scripts import serve_static

def site_pages(built_site) -> set[str]:
    """Every page of the sitemap, as a path."""
    text = (built_site / "sitemap.xml").read_text()
    return {"/" + re.sub(r"^https?://[^/]+/", "", url) for url in re.findall(r"<loc>([^<]+)</loc>", text)}


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


def evaluator_answers_offline(context, page):
    """The browser offline (the server stopped already), the evaluator reloaded answers a typed hand live."""
    context.set_offline(True)
    page.reload()
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    answers(page, "#hand .hoyle-description", "#hand-cards", "As Ad Kc Kd 2h", "Two pairs, aces up")


def test_every_widget_answers_offline_after_one_visit(browser, built_site):
    server = serve_static.start(str(built_site), free_port())
    base = f"http://127.0.0.1:{server.server_port}"
    context, page, outside = first_visit(browser, base)
    # The engine, the page's own files, then every page of the site (sitemap.xml), a file at a time.
    pages = site_pages(built_site)
    assets = assets_folder(built_site)
    needed = pages | {f"/{assets}/worker.js", f"/{assets}/form.js", "/assets/pyodide/pyodide.asm.wasm", "/search/search_index.json"}
    cached = wait_cached(page, needed)
    assert needed - cached == set()
    assert len(pages) >= 40

    server.shutdown()
    server.server_close()
    evaluator_answers_offline(context, page)
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
    wait_cached(page, {"/tools/hand-evaluator/", f"/{assets_folder(built_site)}/worker.js"})
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


# --- at the card table: a weak signal, a full quota, an update that fails, a host that errs ------------

SITE_CACHES = """async () => {
  const out = {};
  for (const name of (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'))) {
    const keys = (await (await caches.open(name)).keys()).map((r) => new URL(r.url));
    out[name] = keys.map((u) => u.pathname + u.search);
  }
  return out;
}"""


@contextlib.contextmanager
def visited(browser, built_site, *pages):
    """The site served on a port of its own and visited once (first_visit), with `pages` cached by the service
    worker; yields (context, page, base, server); the server stops and the context closes after, and no request
    may have left 127.0.0.1."""
    server = serve_static.start(str(built_site), free_port())
    base = f"http://127.0.0.1:{server.server_port}"
    try:
        context, page, outside = first_visit(browser, base)
        wait_cached(page, set(pages))
        yield context, page, base, server
        assert outside == []
        context.close()
    finally:
        server.shutdown()
        server.server_close()


def test_a_stalled_network_shows_the_cached_page_within_seconds(browser, built_site):
    """One bar of signal: the connection accepted and never answered. A page visited before comes from the
    cache after the service worker's wait (NETWORK_WAIT_MS, 3 s), and answers live; the network's late
    answer is not needed."""
    with visited(browser, built_site, "/tools/hand-evaluator/", "/tools/cribbage/") as (context, page, base, server):
        held = []
        context.route(lambda url: "/tools/cribbage/" in url, lambda route: held.append(route))  # the page: never answered
        started = time.monotonic()
        page.goto(f"{base}/tools/cribbage/?crib-cards=5h+5d+5s+Jc&crib-starter=5c", wait_until="domcontentloaded", timeout=15_000)
        shown = time.monotonic() - started
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        assert held, "the page's request was not held"
        assert 2.5 <= shown < 10, shown
        page.locator("#crib .hoyle-crib-total", has_text="Twenty-nine (29)").wait_for(timeout=ENGINE_TIMEOUT)


def test_an_error_from_the_host_shows_the_cached_page(browser, built_site):
    with visited(browser, built_site, "/tools/hand-evaluator/") as (context, page, base, server):
        for status in (503, 404):
            erring = []

            def err(route, status=status):
                erring.append(status)
                route.fulfill(status=status, body=f"HTTP {status}")

            context.route(lambda url: "/tools/hand-evaluator/" in url, lambda route: err(route))
            response = page.goto(f"{base}/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s")
            assert response.status == 200
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            page.locator("#hand .hoyle-description", has_text="Two pairs, queens up").wait_for(timeout=ENGINE_TIMEOUT)
            assert erring == [status]  # the host was asked, and erred
            context.unroute_all()
        # A page never cached still shows the host's error: there is nothing better to show.
        context.route(lambda url: "/round-games/commerce/" in url, lambda route: route.fulfill(status=503, body="HTTP 503"))
        page.evaluate("async () => { for (const n of await caches.keys()) "
                      "await (await caches.open(n)).delete(location.origin + '/round-games/commerce/'); }")
        assert page.goto(f"{base}/round-games/commerce/").status == 503


def test_a_full_quota_never_breaks_an_online_page(browser, built_site):
    """The storage full (Storage.overrideQuotaForOrigin): pages not yet cached still load from the network, and
    the engine starts, from the cache or the network; nothing the service worker fails to store reaches a page."""
    with visited(browser, built_site, "/tools/hand-evaluator/") as (context, page, base, server):
        # Forget two pages and the snapshot, then fill the quota: nothing more can be stored.
        page.evaluate("""async () => {
          for (const n of await caches.keys()) {
            const cache = await caches.open(n);
            for (const p of ['/round-games/vingt-un/', '/tools/round-games/']) await cache.delete(location.origin + p);
          }
          await caches.delete('hoyle-snapshot');
        }""")
        cdp = context.new_cdp_session(page)
        cdp.send("Storage.overrideQuotaForOrigin", {"origin": base, "quotaSize": 1})
        refused = page.evaluate("""async () => {
          try { await (await caches.open('hoyle-probe')).put('/probe', new Response('x'.repeat(100000))); return 'stored'; }
          catch (e) { return e.name; } finally { await caches.delete('hoyle-probe'); }
        }""")
        assert refused == "QuotaExceededError"
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        for path in ("/round-games/vingt-un/", "/tools/round-games/"):
            response = page.goto(f"{base}{path}")
            assert response.status == 200, path
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            assert page.locator(".hoyle-widget[data-engine=failed]").count() == 0
        assert errors == []


def test_an_update_that_fails_is_retried_and_never_half_kept(browser, built_site):
    """A new engine whose wheel the host fails to send (503): its half-filled cache is not kept, the old one
    stays complete; the next visit installs the new one, and the old one goes."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    server = serve_static.start(str(built_site), free_port())
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    context, page, outside = first_visit(browser, base)
    wait_cached(page, {"/tools/hand-evaluator/"})
    old = f"hoyle-site-{manifest['hash']}-{manifest['pyodide']}"
    new = f"hoyle-site-feedfacefeedface-{manifest['pyodide']}"
    server.shutdown()
    server.server_close()
    newer = {**manifest, "hash": "feedfacefeedface"}
    server = serve_static.start(str(built_site), port, {"/assets/engine/manifest.json": ("application/json", json.dumps(newer).encode())})
    try:
        refused = []
        context.route("**/*.whl?v=feedfacefeedface", lambda route: (refused.append(route.request.url), route.fulfill(status=503, body="busy")))
        page.reload()
        page.wait_for_function("() => document.querySelector('#hand[data-engine]')?.dataset.engine === 'failed'", timeout=ENGINE_TIMEOUT)
        deadline = time.monotonic() + 30
        while (caches := page.evaluate(SITE_CACHES)) and new in caches and time.monotonic() < deadline:
            time.sleep(0.5)  # the half-filled cache is deleted once its install has failed
        assert refused
        assert list(caches) == [old], list(caches)
        assert "/assets/engine/manifest.json" in caches[old]
        context.unroute("**/*.whl?v=feedfacefeedface")

        page.reload()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        deadline = time.monotonic() + 60
        while list(caches := page.evaluate(SITE_CACHES)) != [new] and time.monotonic() < deadline:
            time.sleep(0.5)
        assert list(caches) == [new]
        wheel = f"/assets/engine/{manifest['wheel']}?v=feedfacefeedface"
        assert {"/assets/engine/manifest.json", wheel, "/tools/hand-evaluator/"} <= set(caches[new])
        assert not any("v=" + manifest["hash"] in key for key in caches[new])
    finally:
        server.shutdown()
        server.server_close()
    # Offline, the page runs the engine it has complete: the new one.
    evaluator_answers_offline(context, page)
    assert outside == []
    context.close()


def test_the_first_visit_fetches_what_the_page_needs_once(browser, built_site):
    """The service worker is registered once the page's engine is ready: its install finds the engine's files in
    the browser's cache and does not download them a second time, and nobody fetches pyodide-lock.json."""
    with visited(browser, built_site, "/tools/hand-evaluator/", "/search/search_index.json") as (context, page, base, server):
        sent = [(path.split("?")[0], size) for path, size, _ in server.sent]
        wasm = [size for path, size in sent if path.endswith("/pyodide.asm.wasm")]
        assert wasm and sum(1 for size in wasm if size > 0) == 1, wasm  # the body sent once; a second ask answered 304
        assert not any(path.endswith("pyodide-lock.json") for path, _ in sent)


def test_a_later_visit_asks_the_network_for_no_file_whose_name_holds_its_content(browser, built_site):
    """The site's own scripts (assets/hoyle-<hash>/) and Material's (bundle.<hash>.min.js, ...) never change: after
    the first visit they come from the service worker's cache without a round trip, which a slow link makes
    costly (README, Measurements); the page itself and the manifest are still asked of the network."""
    assets = assets_folder(built_site)
    with visited(browser, built_site, "/tools/hand-evaluator/", f"/{assets}/form.js", f"/{assets}/worker.js") as (context, page, base, server):
        before = len(server.sent)
        page.reload()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        answers(page, "#hand .hoyle-description", "#hand-cards", "As Ad Kc Kd 2h", "Two pairs, aces up")
        asked = [path.split("?")[0] for path, _, _ in server.sent[before:]]
        assert "/tools/hand-evaluator/" in asked and "/assets/engine/manifest.json" in asked
        hashed = re.compile(r"/assets/(hoyle-[0-9a-f]{12}/|javascripts/.*\.[0-9a-f]{8}\.min\.js$|stylesheets/.*\.[0-9a-f]{8}\.min\.css$)")
        assert [path for path in asked if hashed.search(path)] == []
        assert not any(path.startswith("/assets/pyodide/") for path in asked)

"""Offline, in headless Chromium: after one visit, the service worker (docs/sw.js) serves the pages,
their assets, Pyodide and the engine wheel, so with the network off (the browser offline and the
server stopped) a reload, a page never visited and a shared link all answer."""

import contextlib
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

from scripts.browser import ALL_LIVE, is_local
from scripts.site.finish import assets_folder
from scripts.site.build import free_port
from support import ENGINE_TIMEOUT, manifest_of, poll, redeploy, wait_cached

from scripts.site import serve_static

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



def edition_keys(site: Path) -> set[str]:
    """What the cache of a site's edition holds, as paths with their query: the engine's files, the edition's, the manifest."""
    m = manifest_of(site)
    engine = {f"/assets/engine/{m['wheel']}?v={m['hash']}", f"/assets/engine/{m['stdlib']}",
              *(f"/assets/pyodide/{f}" for f in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")), "/assets/engine/manifest.json"}
    return engine | {"/" + f.removeprefix("./") for f in m["files"]}


PAGE_SCRIPTS = "() => document.querySelector('script[src*=\"assets/hoyle-\"]').src.match(/assets\\/hoyle-[0-9a-f]{12}/)[0]"


def wait_edition(page, site: Path):
    """Until the site's cache holds exactly this edition, complete; returns its keys."""
    wanted = f"hoyle-site-{manifest_of(site)['edition']}"
    deadline = time.monotonic() + 120
    while list(caches := page.evaluate(SITE_CACHES)) != [wanted] and time.monotonic() < deadline:
        time.sleep(0.5)
    assert list(caches) == [wanted], list(caches)
    return set(caches[wanted])


def test_each_deploy_is_fetched_behind_the_page_and_leaves_one_set(browser, built_site, tmp_path):
    """Stale-while-revalidate, an edition at a time: after a deploy the page still comes from the offline copy at once,
    with its own scripts; the new edition is fetched whole behind it, the page says "A newer edition is ready", and
    Reload shows it. Each deploy leaves one set: the old edition's cache (its pages and scripts) and the memory
    snapshot of an engine no longer used are deleted; two deploys in a row leave one set again."""
    second = redeploy(built_site, tmp_path / "second", "the second deploy", engine="feedfacefeedface")
    third = redeploy(second, tmp_path / "third", "the third deploy")
    server = serve_static.start(str(built_site), free_port())
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    context, page, outside = first_visit(browser, base)
    try:
        assert wait_edition(page, built_site) == edition_keys(built_site)
        page.wait_for_function(f"{SNAPSHOT_WHEELS}.then((w) => w.length === 1)", timeout=ENGINE_TIMEOUT)
        first_scripts = page.evaluate(PAGE_SCRIPTS)
        for site, snapshots in ((second, []), (third, ["feedfacefeedface"])):
            server.shutdown()
            server.server_close()
            server = serve_static.start(str(site), port)
            page.reload()
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            shown = page.evaluate(PAGE_SCRIPTS)
            assert shown != assets_folder(site)  # the page of the edition kept, with its own scripts
            notice = page.locator(".hoyle-edition")
            try:
                notice.wait_for(timeout=ENGINE_TIMEOUT)
            except Exception:
                checks = [w.evaluate("self.hoyleChecks") for w in context.service_workers]
                raise AssertionError(f"no notice of {manifest_of(site)['edition']}: caches {list(page.evaluate(SITE_CACHES))}, "
                                     f"asked {[p for p, _, _ in server.sent][:12]}, the worker's checks {checks}") from None
            assert " ".join(notice.inner_text().split()) == "A newer edition is ready: Reload"
            assert notice.get_attribute("role") == "status"
            keys = wait_edition(page, site)
            assert keys == edition_keys(site)  # the new edition whole, and nothing of the old one
            assert not any(first_scripts in k or shown in k for k in keys)
            if snapshots == []:  # the old engine's snapshot went with its edition
                assert page.evaluate(SNAPSHOT_WHEELS) == []
            notice.get_by_role("button", name="Reload").click()
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            assert page.evaluate(PAGE_SCRIPTS) == assets_folder(site)
            assert page.locator(".hoyle-edition").count() == 0
            answers(page, "#hand .hoyle-description", "#hand-cards", "As Ad Kc Kd 2h", "Two pairs, aces up")
            page.wait_for_function(f"{SNAPSHOT_WHEELS}.then((w) => w.length === 1 && w[0] === 'feedfacefeedface')", timeout=ENGINE_TIMEOUT)
    finally:
        server.shutdown()
        server.server_close()
    assert outside == []
    context.close()


SNAPSHOT_WHEELS = "caches.open('hoyle-snapshot').then((c) => c.keys()).then((keys) => keys.map((r) => new URL(r.url).searchParams.get('wheel')))"


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


def test_a_stalled_network_shows_the_cached_page_at_once(browser, built_site):
    """One bar of signal: every connection accepted and never answered. A page visited before, or never visited,
    comes from the offline copy without asking the network at all, and answers live; only the check for a newer
    edition (the manifest) waits on the network, behind the page. (How soon: make bench-phone --stalled.)"""
    with visited(browser, built_site, "/tools/hand-evaluator/", "/tools/cribbage/") as (context, page, base, server):
        held = []
        context.route("**/*", lambda route: held.append(route.request.url))  # nothing is ever answered
        page.goto(f"{base}/tools/cribbage/?crib-cards=5h+5d+5s+Jc&crib-starter=5c", wait_until="domcontentloaded", timeout=60_000)
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        page.locator("#crib .hoyle-crib-total", has_text="Twenty-nine (29)").wait_for(timeout=ENGINE_TIMEOUT)
        assert {urlsplit(u).path for u in held} <= {"/assets/engine/manifest.json"}, held


def test_an_error_from_the_host_never_replaces_the_cached_page(browser, built_site):
    """The host erring (503, 404) for every file: the pages kept come from the offline copy and answer live; the host
    is asked only for the manifest, behind the page. A page not in the copy shows the host's error: nothing better."""
    with visited(browser, built_site, "/tools/hand-evaluator/") as (context, page, base, server):
        for status in (503, 404):
            erring: list[str] = []

            def erring_with(status, erring):
                def err(route):
                    erring.append(urlsplit(route.request.url).path)
                    route.fulfill(status=status, body=f"HTTP {status}")
                return err

            context.route("**/*", erring_with(status, erring))
            response = page.goto(f"{base}/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s")
            assert response.status == 200
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            page.locator("#hand .hoyle-description", has_text="Two pairs, queens up").wait_for(timeout=ENGINE_TIMEOUT)
            assert set(erring) <= {"/assets/engine/manifest.json"}, erring
            context.unroute_all()
        # A page not in the offline copy shows the host's error: there is nothing better to show.
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


def test_an_update_that_fails_is_retried_and_never_half_kept(browser, built_site, tmp_path):
    """A new edition whose wheel the host fails to send (503): its half-filled cache is not kept, the old edition stays
    complete and runs; the next visit installs the new one, and the old one goes."""
    newer = redeploy(built_site, tmp_path / "newer", "a newer deploy", engine="feedfacefeedface")
    old, new = (f"hoyle-site-{manifest_of(site)['edition']}" for site in (built_site, newer))
    server = serve_static.start(str(built_site), free_port())
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    context, page, outside = first_visit(browser, base)
    wait_edition(page, built_site)
    server.shutdown()
    server.server_close()
    server = serve_static.start(str(newer), port)
    try:
        refused = []
        context.route("**/*.whl?v=feedfacefeedface", lambda route: (refused.append(route.request.url), route.fulfill(status=503, body="busy")))
        page.reload()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)  # the edition kept runs
        poll(page, lambda: bool(refused), "the new edition's wheel was never asked for")
        deadline = time.monotonic() + 120  # an upper bound, for a busy machine
        while (caches := page.evaluate(SITE_CACHES)) and new in caches and time.monotonic() < deadline:
            page.wait_for_timeout(500)  # polled: the half-filled cache is deleted once its install has failed
        assert list(caches) == [old], list(caches)
        assert "/assets/engine/manifest.json" in caches[old]
        assert page.locator(".hoyle-edition").count() == 0
        context.unroute("**/*.whl?v=feedfacefeedface")

        page.reload()
        page.locator(".hoyle-edition").wait_for(timeout=ENGINE_TIMEOUT)
        assert wait_edition(page, newer) == edition_keys(newer)
        page.locator(".hoyle-edition button").click()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    finally:
        server.shutdown()
        server.server_close()
    # Offline, the page runs the edition it has complete: the new one.
    evaluator_answers_offline(context, page)
    assert page.evaluate(PAGE_SCRIPTS) == assets_folder(newer)
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
    costly (README, Measurements); nor does the page, kept in the same edition; the manifest is asked behind it."""
    assets = assets_folder(built_site)
    with visited(browser, built_site, "/tools/hand-evaluator/", f"/{assets}/form.js", f"/{assets}/worker.js") as (context, page, base, server):
        before = len(server.sent)
        page.reload()
        page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
        answers(page, "#hand .hoyle-description", "#hand-cards", "As Ad Kc Kd 2h", "Two pairs, aces up")
        asked = [path.split("?")[0] for path, _, _ in server.sent[before:]]
        # the page from the offline copy too; only the check for a newer edition goes to the network
        assert set(asked) == {"/assets/engine/manifest.json"}, asked
        hashed = re.compile(r"/assets/(hoyle-[0-9a-f]{12}/|javascripts/.*\.[0-9a-f]{8}\.min\.js$|stylesheets/.*\.[0-9a-f]{8}\.min\.css$)")
        assert [path for path in asked if hashed.search(path)] == []
        assert not any(path.startswith("/assets/pyodide/") for path in asked)

"""Issue 24, the site's Content-Security-Policy (scripts/site/csp.py), in headless Chromium, with the
policy sent as a header from the built site's `_headers` (serve_static, as Netlify or Cloudflare Pages
send it) and carried by every page's <meta> too: no page of the sitemap violates it, the engine and the
service worker work under it, Material's own scripts (instant navigation, search) too, and it is not
vacuous: what it does not allow is blocked, and the recorder sees it.

A violation is recorded twice over: a `securitypolicyviolation` listener on every document (an init
script, reporting through a binding, so nothing is lost when a page goes), and Chromium's console error
for it. Requests beyond 127.0.0.1 are blocked and asserted absent."""

import re

import pytest
from scripts.browser import ALL_LIVE, guard
from scripts.site.build import free_port
from support import ENGINE_TIMEOUT, assert_only_local, open_live, poll, sampled, search, wait_for_instant_navigation

from scripts.site import serve_static

RECORD = """
document.addEventListener("securitypolicyviolation", (e) => window.__cspViolation({
  page: location.pathname, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample,
  source: e.sourceFile, line: e.lineNumber}));
"""
# What Chromium logs for a violation (a refused load, script, style, eval, WebAssembly, worker)
CSP_MESSAGE = re.compile(r"Content Security Policy|Content-Security-Policy", re.I)


@pytest.fixture(scope="module")
def csp_url(built_site):
    """The built site served with the headers of its `_headers` file."""
    assert (built_site / "_headers").is_file(), "scripts/site/finish.py writes _headers (csp.apply)"
    with serve_static.serving(built_site, free_port(), headers=True) as url:
        yield url


class Recorded:
    """A context's CSP violations (from the documents' listener), console errors (pages and their workers)
    and the headers of every response."""

    def __init__(self, context):
        self.violations: list[dict] = []
        self.errors: list[str] = []
        self.responses: dict[str, dict] = {}
        context.expose_binding("__cspViolation", lambda source, v: self.violations.append(v))
        context.add_init_script(RECORD)
        context.on("console", self._console)
        context.on("weberror", lambda e: self.errors.append(f"uncaught: {e.error}"))
        context.on("response", lambda r: self.responses.__setitem__(r.url.split("?")[0], r.headers))

    def _console(self, message):
        """An error, or any message that names the policy (a worker's refusal can come as a warning)."""
        if message.type == "error" or CSP_MESSAGE.search(message.text):
            self.errors.append(f"{message.type}: {message.text}")

    def csp_errors(self) -> list[str]:
        return [e for e in self.errors if CSP_MESSAGE.search(e)]

    def assert_none(self):
        assert self.violations == []
        assert self.errors == []


def recorded_context(browser, service_workers="block"):
    # bypass_csp=False: the other tests' contexts bypass the policy (tests/conftest.py), these keep to it
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers=service_workers, bypass_csp=False)
    outside, seen = [], []
    guard(context, outside)
    context.on("request", lambda req: seen.append(req.url))
    return context, Recorded(context), outside, seen


@pytest.fixture()
def recorded(browser):
    context, record, outside, seen = recorded_context(browser)
    yield context, record, outside, seen
    context.close()


def sitemap_paths(built_site) -> list[str]:
    text = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    return ["/" + re.sub(r"^https?://[^/]+/", "", url) for url in re.findall(r"<loc>([^<]+)</loc>", text)]


def header_policy(built_site) -> str:
    return re.search(r"^\s+Content-Security-Policy: (.+)$", (built_site / "_headers").read_text(encoding="utf-8"), re.M).group(1)


def test_no_page_violates_the_policy(recorded, csp_url, built_site):
    """Every page of the sitemap, and the 404 page, each loaded whole; a page with widgets until every one
    has answered live (the engine's worker, under the header's policy)."""
    context, record, outside, seen = recorded
    paths = sampled(sitemap_paths(built_site)) + ["/404.html"]  # three of the laws' and rulings' own pages
    assert len(paths) >= 40
    page = context.new_page()
    live = 0
    for path in paths:
        page.goto(csp_url + path, wait_until="load")
        if page.locator(".hoyle-widget[data-mount]").count():
            page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
            live += 1
        assert page.locator('head > meta[http-equiv="Content-Security-Policy"]').count() == 1, path
    assert live >= 10
    assert record.responses[csp_url + "/"]["content-security-policy"] == header_policy(built_site)
    record.assert_none()
    assert_only_local(outside, seen)


def test_the_engine_answers_a_typed_hand_under_the_policy(recorded, csp_url, built_site):
    context, record, outside, seen = recorded
    page = context.new_page()
    widget = open_live(page, f"{csp_url}/tools/hand-evaluator/", "hand")
    widget.locator(".hoyle-input").fill("Qs Qd 2c 2h 5s")
    widget.locator(".hoyle-description", has_text="Two pairs, queens up").wait_for(timeout=ENGINE_TIMEOUT)
    # The engine's worker ran under the policy its own response carried (a page's <meta> does not reach it).
    workers = [url for url in record.responses if url.endswith("/worker.js")]
    assert len(workers) == 1 and record.responses[workers[0]]["content-security-policy"] == header_policy(built_site)
    assert "'wasm-unsafe-eval'" in header_policy(built_site)
    record.assert_none()
    assert_only_local(outside, seen)


def test_materials_instant_navigation_and_search_keep_to_the_policy(recorded, csp_url, built_site):
    """Instant navigation keeps the first page's <meta> policy and reruns the next page's inline scripts;
    search runs in Material's worker and draws its results."""
    context, record, outside, seen = recorded
    built_for = re.search(r"<loc>([^<]+)</loc>", (built_site / "sitemap.xml").read_text(encoding="utf-8")).group(1)
    # Instant navigation takes only the sitemap's links: here it names the site at this server's address
    def sitemap(route):
        response = route.fetch()
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")}
        route.fulfill(response=response, body=response.text().replace(built_for, f"{csp_url}/"), headers=headers)

    context.route("**/sitemap.xml", sitemap)
    page = context.new_page()
    page.goto(f"{csp_url}/practical-poker/laws/")
    wait_for_instant_navigation(page)
    page.locator(".md-nav__link", has_text="Hand evaluator").first.click()
    page.wait_for_url(f"{csp_url}/tools/hand-evaluator/")
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("window.__noReload") is True  # an instant navigation, not a new page
    search(page, "jack-pot", page.locator(".md-search-result__item").first)
    record.assert_none()
    assert outside == []


def test_the_service_worker_works_under_the_policy(browser, csp_url, built_site):
    """The service worker's own fetches are checked against the policy of its own response (sw.js's
    header), not a page's: it installs (caching the engine's files), and a page it serves answers live."""
    context, record, outside, seen = recorded_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        open_live(page, f"{csp_url}/tools/hand-evaluator/", "hand")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=ENGINE_TIMEOUT)
        assert record.responses[f"{csp_url}/sw.js"]["content-security-policy"] == header_policy(built_site)
        (worker,) = context.service_workers
        cached = worker.evaluate("""async () => {
          const names = (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'));
          return (await (await caches.open(names[0])).keys()).map((r) => new URL(r.url).pathname);
        }""")
        assert "/assets/pyodide/pyodide.asm.wasm" in cached and any(p.startswith("/assets/engine/hoyle-") for p in cached)
        widget = open_live(page, f"{csp_url}/tools/hand-evaluator/?hand=Ks+Kd+Kh+7c+4s", "hand")  # through the worker
        widget.locator(".hoyle-description", has_text="Threes: three kings").wait_for(timeout=ENGINE_TIMEOUT)
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")
        record.assert_none()
        assert outside == []
    finally:
        context.close()


def test_the_policy_blocks_what_it_does_not_allow(recorded, csp_url):
    """Not vacuous: an inline script without a hash, eval, an inline style attribute, a blob: worker and a
    blob: image are refused, and the recorder sees each refusal."""
    context, record, outside, _ = recorded
    page = context.new_page()
    page.goto(f"{csp_url}/tools/")
    # In a task of the page's own: what DevTools evaluates directly is exempt from the policy
    ran = page.evaluate("""() => new Promise((done) => setTimeout(() => {
      const script = document.createElement("script");
      script.textContent = "window.__ran = true";
      document.head.append(script);
      let evaluated = true;
      try { window.eval("1"); } catch (e) { evaluated = false; }
      document.body.setAttribute("style", "outline: 1px solid red");
      new Worker(URL.createObjectURL(new Blob(["self.postMessage(1)"], {type: "text/javascript"})));  // refused as it loads
      const img = new Image();
      img.src = URL.createObjectURL(new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], {type: "image/svg+xml"}));
      done({inline: window.__ran === true, evaluated});  // an inline script put into the page runs as it is put there
    }, 0))""")
    assert ran == {"inline": False, "evaluated": False}
    # each refusal reported to the recorder (the worker's and the image's as they load)
    wanted = {"script-src-elem", "script-src", "style-src-attr", "worker-src", "img-src"}
    poll(page, lambda: wanted <= {v["directive"] for v in record.violations}, f"the refusals reported: {record.violations}")
    assert record.csp_errors(), record.errors
    assert outside == []


def test_a_policy_that_refuses_webassembly_is_said_at_once(recorded, csp_url):
    """A host (or a proxy) that sends the engine's worker a stricter policy, without 'wasm-unsafe-eval': Pyodide
    would wait for ever; the worker finds WebAssembly refused before it starts, and the page says live answers
    are unavailable within seconds, keeping the answers built with it: the refusal is what is said (not the stall the
    engine would otherwise be given up for, after 45 s of no progress: engine.js, STALL_MS), and the page's own clock
    has the failure well before that."""
    context, record, outside, seen = recorded

    def stricter(route):
        response = route.fetch()
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")}
        route.fulfill(status=200, body=response.text(), headers={**headers, "Content-Security-Policy": "script-src 'self'"})

    context.route(re.compile(r"/assets/hoyle-[0-9a-f]+/worker\.js$"), stricter)
    page = context.new_page()
    page.goto(f"{csp_url}/tools/hand-evaluator/")
    page.wait_for_selector("#hand[data-engine=failed]", timeout=ENGINE_TIMEOUT)
    # said for what it is, by the worker's own check, not found stalled
    failure = page.evaluate("() => window.__hoyle.lastFailure")
    assert failure.startswith("WebAssembly, which the engine needs, is not allowed here"), failure
    # and soon: from the worker's start to now (after the failure) by the page's own clock, under the 45 s of a stall
    since_start = page.evaluate("() => performance.now() - performance.getEntriesByName('hoyle:worker-start')[0].startTime")
    assert since_start < 30_000, since_start
    assert page.locator("#hand .hoyle-status").inner_text().startswith("Live answers are unavailable")
    assert page.locator("#hand .hoyle-description").inner_text() == "A pair of tens, with ace, king and four"
    assert outside == []

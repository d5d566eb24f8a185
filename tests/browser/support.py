"""What the browser tests share: a reader at the site (a page in a fresh context, its uncaught errors and
its requests; tests/browser/conftest.py gives one to each test), the engine's start-up allowance and the
check that the page made no request beyond 127.0.0.1 while the recorder was watching, opening a live
widget, its text as read, and holding the engine back (a slow start)."""

import functools
import re
import time
from urllib.parse import parse_qs, urlparse

ENGINE_TIMEOUT = 90_000  # ms: a cold Pyodide start on a busy 2-core machine
WASM = "**/assets/pyodide/pyodide.asm.wasm"


class Gate:
    """Hold the engine's WebAssembly download until released: the engine starts slowly, as on a phone."""

    def __init__(self, context):
        self.held = []
        context.route(WASM, lambda route: self.held.append(route))

    def release(self, context):
        context.unroute(WASM)
        for route in self.held:
            route.fallback()


# Material follows a link in place (its instant navigation) only once it has the sitemap, fetched after
# the page: a click before that is a new page load, so a test of instant navigation waits for it.
HAS_SITEMAP = "() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/sitemap.xml') && e.responseEnd > 0)"


def wait_for_instant_navigation(page):
    page.wait_for_function(HAS_SITEMAP)
    page.evaluate("window.__noReload = true")


def assert_only_local(outside, seen):
    """No request left 127.0.0.1, and the worker's own requests (Pyodide, the wheel) were seen, so the
    recorder was watching."""
    assert outside == []
    assert any(url.endswith("/assets/pyodide/pyodide.asm.wasm") for url in seen), "the worker's requests were not seen"
    assert any("/assets/engine/hoyle-" in url for url in seen)


def unfold(page):
    """Open the widgets' folded parts of the form (the house rules, the picker, the seats, the agreements),
    which a reader opens with a click, so a test can click and fill what is inside them."""
    page.evaluate("() => document.querySelectorAll('.hoyle-widget details.hoyle-fold, .hoyle-widget details.hoyle-picker-fold')"
                  ".forEach(d => { d.open = true; })")


def open_live(page, url, widget):
    """Open a page at `url` and wait until the widget `widget` is answered live by the engine; its
    folds opened. The widget's locator."""
    page.goto(url)
    page.wait_for_selector(f"#{widget}[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    unfold(page)
    return page.locator(f"#{widget}")


def squashed_text(locator):
    """A locator's text as a reader reads it: whitespace squashed."""
    return re.sub(r"\s+", " ", locator.inner_text()).strip()


def query(page):
    """The page's URL parameters, one value each (blank ones kept)."""
    return {k: v[0] for k, v in parse_qs(urlparse(page.url).query, keep_blank_values=True).items()}


class Reader:
    """A reader at the site: `page`, opened in `context` when first asked for, with its uncaught errors (and
    those of the reader's other pages) listed in `errors`; when the context is watched, the requests that would
    leave 127.0.0.1 blocked and listed in `outside`, and every request in `seen` (else both are None)."""

    def __init__(self, context, site_url, outside=None, seen=None):
        self.context, self.site_url, self.outside, self.seen = context, site_url, outside, seen
        self.errors = []

    @functools.cached_property
    def page(self):
        return self.new_page()

    def new_page(self):
        """Another page in the same context (a second tab), its errors listed with the first's."""
        page = self.context.new_page()
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        return page

    def goto(self, path, page=None):
        """Open the site's `path` (from its root, such as "/tools/cribbage/?crib=..."); the page."""
        page = page or self.page
        page.goto(f"{self.site_url}{path}")
        return page

    def open_live(self, path, widget, page=None):
        """Open the site's `path` and wait until the widget `widget` is answered live by the engine, its folds
        opened (open_live); the widget's locator."""
        return open_live(page or self.page, f"{self.site_url}{path}", widget)

    def assert_only_local(self):
        assert_only_local(self.outside, self.seen)


def watched_context(browser, viewport, **options):
    """A fresh context of this size (and these options) whose requests beyond 127.0.0.1 are blocked and listed:
    (context, outside, seen), as the `guarded` fixture gives for 1280 x 900."""
    from scripts.browser import guard

    options.setdefault("service_workers", "block")
    context = browser.new_context(viewport=viewport, **options)
    outside, seen = [], []
    guard(context, outside)
    context.on("request", lambda req: seen.append(req.url))
    return context, outside, seen


def cards_in(locator):
    """The cards shown under a locator, by their codes, in order."""
    return locator.locator(".hoyle-card").evaluate_all("els => els.map(e => e.dataset.card)")


# The paths the site's cache holds (none while there is not exactly one).
CACHED = """async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'));
  if (names.length !== 1) return [];
  const keys = await (await caches.open(names[0])).keys();
  return keys.map((request) => new URL(request.url).pathname);
}"""


def wait_cached(page, paths: set[str], timeout_s: float = 120) -> set[str]:
    """Poll the cache until it holds every path (the service worker caches a file at a time)."""
    deadline = time.monotonic() + timeout_s
    while True:
        cached = set(page.evaluate(CACHED))
        if paths <= cached or time.monotonic() > deadline:
            return cached
        time.sleep(0.5)


def search(page, query, result):
    """Type `query` into Material's search box until `result` (a locator) is in the results. Material's search worker
    builds its index after the page loads (slow on a busy machine); a query typed before the index is ready is
    answered when it is, but it is retyped in case it was dropped."""
    page.locator("label.md-search__icon, .md-search__input").first.click()
    box = page.locator("input.md-search__input")
    for attempt in range(6):
        box.fill("")
        box.type(query)
        try:
            result.wait_for(state="attached", timeout=10_000)
            return
        except Exception:
            if attempt == 5:
                raise

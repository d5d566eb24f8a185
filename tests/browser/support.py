"""What the browser tests share: a reader at the site (a page in a fresh context, its uncaught errors and
its requests; tests/browser/conftest.py gives one to each test), the engine's start-up allowance and the
check that the page made no request beyond 127.0.0.1 while the recorder was watching, opening a live
widget, its text as read, and holding the engine back (a slow start)."""

import functools
import hashlib
import itertools
import json
import os
import re
import shutil
import time
from pathlib import Path
from urllib.parse import parse_qs, urlparse, urlsplit

from scripts.site.finish import assets_folder, edition

ENGINE_TIMEOUT = 180_000  # ms, an upper bound: a cold Pyodide start on a busy 2-core machine (load 10 and more)
ANSWER_TIMEOUT = 90_000  # ms, an upper bound: a live engine's answer to a change of the form on a busy machine
WASM = "**/assets/pyodide/pyodide.asm.wasm"


class Gate:
    """Hold the engine's WebAssembly download (or whatever `pattern` matches) until released: the engine starts
    slowly, as on a phone."""

    def __init__(self, context, pattern=WASM):
        self.held, self.pattern = [], pattern
        context.route(pattern, lambda route: self.held.append(route))

    def release(self, context):
        context.unroute(self.pattern)
        for route in self.held:
            route.fallback()


# Material follows a link in place (its instant navigation) only once it has the sitemap, fetched after
# the page: a click before that is a new page load, so a test of instant navigation waits for it.
HAS_SITEMAP = "() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/sitemap.xml') && e.responseEnd > 0)"


def swapped_in(page, selector, follow):
    """Follow a link or go back or forward (`follow`, a callable) to a page brought in by Material's instant
    navigation, and wait until the element at `selector` is the new page's. Material writes the new address
    before it has fetched and swapped in the page, so until then the old page's element (the hand evaluator's
    #hand, the home page's #hand) still answers to the same selector, and a test that fills it fills a form
    about to be thrown away."""
    page.evaluate("(s) => { const e = document.querySelector(s); if (e) e.__leaving = true; }", selector)
    follow()
    page.wait_for_function("(s) => { const e = document.querySelector(s); return !!e && !e.__leaving; }", arg=selector,
                           timeout=ANSWER_TIMEOUT)


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


# --- Waits on what the page shows, never on the clock -----------------------------------------------------------------
# A test that checks that something does NOT happen (no run starts, nothing is checked, nothing scrolls) first waits for
# a sign that it would have happened by then: the page's own timers have run (page_timers_ran), or the engine has
# answered a later request (engine_answered_later), or the page's animations have ended (animations_ended).

# Two frames: what a task changed is laid out and painted.
TWO_FRAMES = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def page_timers_ran(page, ms: int) -> None:
    """Return once every timer the page set before now with a delay of at most `ms` has run (a debounce, a tracker's
    pause), and what it did is laid out: a timer of `ms` set now runs after each of them, by the order the HTML standard
    gives timers (by delay, then by start), however slow the machine is. First two frames (a scroll just made is
    dispatched in the next one, and the timers its listeners set are set by then), then that timer, then two frames."""
    page.evaluate(f"(ms) => {TWO_FRAMES}.then(() => new Promise((done) => setTimeout(done, ms))).then(() => {TWO_FRAMES})", ms)


# The engine's own module (docs/assets/hoyle/engine.js, the one instance the page's widgets use), from the folder of the
# page's scripts; a request to it, answered after every request the page sent before (the worker answers in order).
ENGINE_ROUND_TRIP = r"""async () => {
  const src = [...document.scripts].map((s) => s.src).find((s) => /\/assets\/hoyle-[0-9a-f]+\/[a-z0-9]+\.js$/.test(s))
    || performance.getEntriesByType('resource').map((e) => e.name).find((n) => /\/assets\/hoyle-[0-9a-f]+\/engine\.js$/.test(n));
  const { ask } = await import(new URL('engine.js', src).href);
  const reply = await ask({ op: 'hand', cards: 'As Kd 10h 10c 4s' });
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return reply.unavailable ? 'unavailable' : reply.answer.error ? reply.answer.error.code : 'answered';
}"""


def engine_answered_later(page) -> None:
    """Return once the page's engine has answered a request sent now, after every request the page sent before it (the
    worker answers in order, and the page draws an answer as it comes), and two frames have passed: what a request sent
    before now would have brought is drawn by then."""
    assert page.evaluate(ENGINE_ROUND_TRIP) == "answered"


def nothing_more_to_come(page, debounce_ms: int = 250) -> None:
    """Return once anything the page would still do after what the test did has been done: the form's pause in typing
    (form.js, DEBOUNCE_MS: 200 ms) has run out, and the engine has answered every request sent before (a run asked
    for would have drawn its first part). For a test that checks that nothing is asked, run or drawn."""
    page_timers_ran(page, debounce_ms)
    engine_answered_later(page)


def worker_timers_ran(worker, ms: int) -> None:
    """As page_timers_ran, in a worker: every timer it set before now with a delay of at most `ms` has run."""
    worker.evaluate("(ms) => new Promise((done) => setTimeout(done, ms))", ms)


def poll(page, condition, what: str, timeout_s: float = 120) -> None:
    """Wait until condition() (a check on the test's side: a recorder's list, a route held) is true, letting the
    page's events reach the test meanwhile; fail after timeout_s (an upper bound for a busy machine), saying `what`."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout_s:.0f} s: {what}")
        page.wait_for_timeout(50)  # the interval of the poll: the page's events are handled meanwhile


# Every animation and transition of the page that ends (Material's links fading to their print colour) has ended.
ANIMATIONS_ENDED = f"""async () => {{
  await {TWO_FRAMES};
  const ending = document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => null)));
  await {TWO_FRAMES};
}}"""


def animations_ended(page) -> None:
    """Return once the page's animations and transitions that end have ended (a style change starts its transitions by
    the next frame)."""
    page.evaluate(ANIMATIONS_ENDED)


# The paths the site's cache holds (none while there is not exactly one).
CACHED = """async () => {
  const manifest = (await navigator.serviceWorker.ready).scope + 'assets/engine/manifest.json';
  const names = [];
  for (const n of (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'))) {
    if (await caches.match(manifest, {cacheName: n})) names.push(n);  // complete (docs/sw.js); never opened before
  }
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


# --- One live page for the suite: the engine started once, each test's page reached by instant navigation ---------

# Go to a URL as a reader's click on a link does, by Material's instant navigation (its own setLocation does the same:
# an anchor appended to the body and clicked; Material's listener on the body takes it). Material fetches a page only
# when the path changes (instant/index.ts: location$.pipe(distinctUntilKeyChanged("pathname"), ...)), so a URL on the
# page's own path, another query, goes by another page's path first (that page's fetch is dropped, switchMap). Before
# it: the widgets of the page left are marked (their nodes, not the new page's), a run in parts of theirs is stopped (as
# it runs on in the worker else) and nothing is focused. True if Material took the clicks; false if not (its sitemap
# not yet read): then nothing is followed (the click's default is prevented here) and the caller loads the page.
INSTANT_GO = """([url, detour]) => {
  for (const el of document.querySelectorAll('.hoyle-widget')) el.__hoyleLeft = true;
  for (const stop of document.querySelectorAll('.hoyle-widget [data-action=stop][aria-disabled=false]')) stop.click();
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  const follow = (href) => {
    const a = document.createElement('a');
    a.href = href;
    let taken = false;
    const after = (event) => { taken = event.defaultPrevented; event.preventDefault(); };
    window.addEventListener('click', after, { once: true });
    document.body.append(a);
    a.click();
    a.remove();
    window.removeEventListener('click', after);
    return taken;
  };
  if (new URL(url).pathname === location.pathname && !follow(detour)) return false;
  return follow(url);
}"""

# The page is at `url` (its fragment aside: Material's navigation.tracking writes one as the page scrolls), and each
# widget named (or, with none named, every widget of the page) is the new page's, mounted, its engine ready, live, and
# not busy: an answer asked for at mount (the link's) has come and is drawn, and none is on its way (form.js: run sets
# aria-busy until the answer, or the last part of a run in parts, is drawn; with the engine ready a widget is marked live
# as it mounts, before its answer comes, so data-live alone does not say the answer shown is the link's).
LIVE_AT = """([url, ids]) => {
  const page = (href) => href.split('#')[0];
  if (page(location.href) !== page(new URL(url).href)) return false;
  const roots = ids.length ? ids.map((id) => document.getElementById(id))
    : Array.from(document.querySelectorAll('.hoyle-widget[data-mount]'));
  return roots.length > 0 && roots.every((el) => el && !el.__hoyleLeft && el.dataset.mounted === 'true'
    && el.dataset.engine === 'ready' && el.dataset.live === 'true' && !el.hasAttribute('aria-busy')
    && !['starting', 'working', 'unavailable'].includes(el.dataset.stale || ''));
}"""


class LiveTab:
    """One guarded page (1280 x 900, the service worker blocked, requests beyond 127.0.0.1 blocked and listed, as the
    `guarded` fixture's) kept for the session, its engine started once: `open` takes it to a page of the site by
    instant navigation (the engine's worker lives in the tab, docs/assets/hoyle/engine.js, and widgets.js mounts the
    new page's widgets from its URL on Material's document$), and waits until the widget is live for that URL.

    A test's own part: `errors` (uncaught errors) and `outside` are emptied as it begins (`begin`); `seen` keeps every
    request since the page opened (the engine's own among them: assert_only_local); pages opened with `new_page` and
    listeners added with `on` are closed and removed as it ends (`end`), and after a failure the tab is closed, so the
    next test starts a page and an engine of its own."""

    def __init__(self, browser, site_url):
        self.browser, self.site_url = browser, site_url
        self.context = self._page = None
        self.outside, self.seen, self.errors = [], [], []
        self._pages, self._listeners = [], []
        self.loads = 0  # pages loaded (the engine started anew), rather than reached by instant navigation
        self.instant = 0  # pages reached by instant navigation

    @property
    def page(self):
        if self._page is None:
            self.context, outside, seen = watched_context(self.browser, {"width": 1280, "height": 900})
            self.outside, self.seen = outside, seen
            self._page = self.context.new_page()
            self._page.on("pageerror", lambda e: self.errors.append(str(e)))
        return self._page

    def begin(self):
        self.errors.clear()
        self.outside.clear()

    def end(self, failed=False):
        for page, event, handler in self._listeners:
            page.remove_listener(event, handler)
        for page in self._pages:
            page.close()
        self._listeners, self._pages = [], []
        if failed:
            self.close()

    def close(self):
        if self.context is not None:
            self.context.close()
        self.context = self._page = None

    def on(self, event, handler, page=None):
        """page.on(event, handler) for this test alone."""
        page = page or self.page
        page.on(event, handler)
        self._listeners.append((page, event, handler))

    def new_page(self):
        """A second tab in the tab's context (its engine its own), its errors listed with the tab's; closed at the test's end."""
        page = self.page.context.new_page()
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        self._pages.append(page)
        return page

    def open(self, path, widget=None):
        """Take the tab to the site's `path` ("/tools/cribbage/?crib=..."): by instant navigation once the tab is on the
        site, else loaded. Wait until `widget` (an id, a list of them, or None: every widget of the page) is live there
        and answered for that URL (LIVE_AT); its folds opened (unfold). The widget's locator (None for None)."""
        page = self.page
        url = f"{self.site_url}{path}"
        ids = [] if widget is None else [widget] if isinstance(widget, str) else list(widget)
        if self._on_site():
            page.wait_for_function(HAS_SITEMAP)
            page.mouse.move(0, 0)  # nothing of the new page under a pointer left where the last test left it
            detour = f"{self.site_url}/tools/" if urlparse(url).path != urlparse(f"{self.site_url}/tools/").path else f"{self.site_url}/"
            taken = page.evaluate(INSTANT_GO, [url, detour])
        else:
            taken = False
        if taken:
            self.instant += 1
        else:
            page.goto(url)
            self.loads += 1
        page.wait_for_function(LIVE_AT, arg=[url, ids], timeout=ENGINE_TIMEOUT)
        unfold(page)
        return page.locator(f"#{ids[0]}") if len(ids) == 1 else None

    def assert_only_local(self):
        assert_only_local(self.outside, self.seen)

    def _on_site(self):
        return self.page.url.startswith(f"{self.site_url}/") and self.page.evaluate("() => typeof window.location$ === 'object'")


def assert_fits_a_phone(live, path, widget_id, ready):
    """The widget at `path` on a 375 px screen, once `ready` (a selector in it) shows: no element of it overflows its
    own box unseen (a table that scrolls in its wrapper does not count), and it ends inside the screen."""
    live.page.set_viewport_size({"width": 375, "height": 800})
    try:
        widget = live.open(path, widget_id)
        widget.locator(ready).first.wait_for()
        overflow = widget.evaluate("w => [...w.querySelectorAll('*')].filter(e => e.scrollWidth > e.clientWidth + 1 "
                                   "&& getComputedStyle(e).overflowX === 'visible').length")
        assert overflow == 0
        assert widget.evaluate("w => w.getBoundingClientRect().right") <= 375
    finally:
        live.page.set_viewport_size({"width": 1280, "height": 900})


def saved_pdf(pdf: bytes, tmp_path, name: str):
    """A printed PDF written to tmp_path, with poppler's pdfinfo report on it: (the path, the report)."""
    import shutil
    import subprocess

    import pytest

    for tool in ("pdftotext", "pdfinfo"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} not found: install Debian's poppler-utils (apt-get install poppler-utils)")
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(pdf)
    return path, subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout


# What the page and its workers say of the engine, for a test that waited in vain for the widgets to come alive.
ENGINE_STATE = """() => ({
  widgets: [...document.querySelectorAll('.hoyle-widget[data-mount]')].map(w => ({id: w.id, live: w.dataset.live || null,
    engine: w.dataset.engine || null, stale: w.dataset.stale || null, status: (w.querySelector('.hoyle-status') || {}).textContent || null})),
  probe: window.__hoyle || null,
  marks: performance.getEntriesByType('mark').map(m => `${m.name} ${Math.round(m.startTime)}`),
})"""


def wait_all_live(page, what: str, timeout: float = ENGINE_TIMEOUT):
    """Wait until every widget of the page is live (scripts.browser.ALL_LIVE); if they are not in time, fail
    saying which page, each widget's state and the engine's, the worker's own account of its start, and the time."""
    from scripts.browser import ALL_LIVE

    started = time.monotonic()
    try:
        page.wait_for_function(ALL_LIVE, timeout=timeout)
    except Exception as e:  # noqa: BLE001 - Playwright's timeout: said with what the page shows
        try:
            state = page.evaluate(ENGINE_STATE)
            state["workers"] = [w.evaluate("self.hoyleStart || null") for w in page.workers]
        except Exception as inner:  # noqa: BLE001 - a page that cannot be asked: say so
            state = f"(the page could not be asked: {inner})"
        raise AssertionError(f"{what}: not every widget live after {time.monotonic() - started:.0f} s: {state}") from e


# --- The site under a sub-path (tests/browser/conftest.py: sub_site, sub_url), as GitHub Pages publishes a project ----

SUB = "/hoyle/"


def served_under(site: Path, folder: Path) -> Path:
    """A folder whose hoyle/ is the built site: served, the site is at /hoyle/."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / SUB.strip("/")).symlink_to(site, target_is_directory=True)
    return folder


def sitemap_paths(site: Path) -> set[str]:
    return {urlsplit(u).path for u in re.findall(r"<loc>([^<]+)</loc>", (site / "sitemap.xml").read_text())}


def visit_then_go_offline(browser, root: Path, pages: set[str]):
    """Serve `root`, visit the evaluator under /hoyle/ once, wait until the service worker holds `pages`, stop the
    server and go offline; (context, page, base, what was cached, outside requests)."""
    from scripts.browser import is_local
    from scripts.site.build import free_port

    from scripts.site import serve_static

    server = serve_static.start(str(root), free_port())
    base = f"http://127.0.0.1:{server.server_port}{SUB.rstrip('/')}"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    outside = []
    context.on("request", lambda request: None if is_local(request.url) else outside.append(request.url))
    page = context.new_page()
    try:
        page.goto(f"{base}/tools/hand-evaluator/")
        wait_all_live(page, f"{base}/tools/hand-evaluator/")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=ENGINE_TIMEOUT)
        cached = wait_cached(page, pages)
    finally:
        server.shutdown()
        server.server_close()
    context.set_offline(True)
    return context, page, base, cached, outside


# --- a deploy after the one built: the next edition (docs/sw.js, tests/browser/test_offline.py, tests/browsers) ---

def redeploy(site: Path, out: Path, mark: str, engine: str | None = None) -> Path:
    """A copy of a built site as the next deploy would make it: every page changed, the site's scripts in a folder of
    another hash (scripts/site/finish.py), the engine's hash changed if `engine` is given (the wheel's address follows
    it), and the edition named again."""
    shutil.copytree(site, out)
    old = assets_folder(out)
    new = "assets/hoyle-" + hashlib.sha256((old + mark).encode()).hexdigest()[:12]
    (out / old).rename(out / new)
    for html in out.rglob("*.html"):
        text = html.read_text(encoding="utf-8")
        html.write_text(text.replace(f"{old}/", f"{new}/").replace("</body>", f"<!-- {mark} --></body>"), encoding="utf-8")
    if engine:
        path = out / "assets/engine/manifest.json"
        path.write_text(json.dumps({**json.loads(path.read_text()), "hash": engine}), encoding="utf-8")
    edition(out)
    # dated apart: a host answers "not modified" by the second, and two test deploys are made within one
    later = time.time() + 5 * next(DEPLOYS)
    for changed in [*out.rglob("*.html"), out / "assets/engine/manifest.json"]:
        os.utime(changed, (later, later))
    return out


DEPLOYS = itertools.count(1)


def manifest_of(site: Path) -> dict:
    """A built site's engine manifest (assets/engine/manifest.json)."""
    return json.loads((site / "assets/engine/manifest.json").read_text())


# --- the laws' and rulings' own pages (issue 44, scripts/pages/law_pages.py) ---------------------------------------

# 107 pages of one template: a sweep of every page in a browser takes these three of them (the first and last law, a
# ruling), and tests/site/test_previews.py reads every one without a browser.
LAW_AND_RULING_PAGE = re.compile(r"/practical-poker/(laws/\d+|disputed-rules/[a-z0-9-]+)/$")
LAW_AND_RULING_SAMPLE = ("/practical-poker/laws/1/", "/practical-poker/laws/77/", "/practical-poker/disputed-rules/splitting-openers/")


def sampled(paths):
    """`paths` (a sitemap's, a folder's pages) with the laws' and rulings' own pages cut to LAW_AND_RULING_SAMPLE, in order."""
    return [p for p in paths if not LAW_AND_RULING_PAGE.search(p) or p.endswith(LAW_AND_RULING_SAMPLE)]


def short_addresses_answer_offline(page, base: str, site: Path) -> None:
    """Offline, every law's and ruling's own page answers from the service worker (fetched from the page, all at once),
    and one of them opens."""
    paths = sorted(p for p in sitemap_paths(site) if LAW_AND_RULING_PAGE.search(p))
    assert len(paths) == 107
    prefix = urlsplit(base).path.rstrip("/")
    answered = page.evaluate("""async (paths) => Promise.all(paths.map(async (p) => {
      const r = await fetch(p);
      return [p, r.status, /<h1[ >]/.test(await r.text())];
    }))""", [prefix + p.removeprefix(prefix) for p in paths])
    assert answered == [[prefix + p.removeprefix(prefix), 200, True] for p in paths]
    law = f"{base}/practical-poker/laws/23/"
    response = page.goto(law)
    assert (response.status, response.from_service_worker) == (200, True)
    assert page.locator("article h1").inner_text().startswith("Law 23")

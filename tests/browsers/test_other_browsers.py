"""The site in Firefox ESR and in WebKitGTK (WebKit is what a reader on an iPhone has), beside the Chromium
of tests/browser/: the hand evaluator answers a typed hand and bad input, a book page's widgets answer,
a second visit restores the engine's memory snapshot, and after one visit the page reloads and answers
with the server stopped (the service worker, docs/sw.js). The browsers are started once per session
(conftest.py); each test runs in both, and asserts that no request went beyond 127.0.0.1."""

import json
import re
import socket
import threading
import time
import urllib.error
import urllib.request

import pytest
from scripts.browser import ALL_LIVE
from hoyle import api
from scripts.site.build import free_port
from scripts.site.finish import assets_folder
from support import ENGINE_TIMEOUT, manifest_of, redeploy

from scripts.site import serve_static

HAND = "/tools/hand-evaluator/"
BOOK = "/practical-poker/poker-hands/"
VARIETIES = "/tools/poker-varieties/"
LIVE = f"({ALL_LIVE})()"
SNAPSHOTS = "caches.open('hoyle-snapshot').then((c) => c.keys()).then((keys) => keys.length)"
SNAPSHOT_KEYS = "caches.open('hoyle-snapshot').then((c) => c.keys()).then((keys) => keys.map((r) => r.url))"
# The paths in the site's cache (none while there is not exactly one), as tests/browser/test_offline.py reads them.
CACHED = """(async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith('hoyle-site-'));
  if (names.length !== 1) return [];
  const keys = await (await caches.open(names[0])).keys();
  return keys.map((request) => new URL(request.url).pathname);
})()"""


def js(value) -> str:
    return json.dumps(value)


def open_live(tab, url):
    """Open a page and wait until every widget on it has a live answer from the engine."""
    tab.goto(url)
    tab.wait_for(LIVE, ENGINE_TIMEOUT)


def squashed(tab, selector) -> str:
    return re.sub(r"\s+", " ", tab.text(selector)).strip()


def wait_text(tab, selector, text, timeout_ms=60_000):
    """Wait until the element's text is exactly `text` (the engine's answer drawn), and check it."""
    tab.wait_for(f"document.querySelector({js(selector)})?.innerText.replace(/\\s+/g, ' ').trim() === {js(text)}", timeout_ms)
    assert squashed(tab, selector) == text


def description(cards: str) -> str:
    return api.handle({"op": "hand", "cards": cards})["description"]


def no_page_errors(browser, tab):
    """No uncaught error and no console error or warning on the page (the site logs nothing itself). Firefox
    reports them through WebDriver BiDi's log; WebKit's driver has no log to read (conftest.py)."""
    if browser.name == "firefox":
        messages = browser.messages(tab.handle)
        assert messages["errors"] == []
        assert [m for m in messages["console"] if m[0] in ("error", "warn", "warning", "assert")] == []


def test_the_hand_evaluator(other_browser, served):
    base, server = served
    tab = other_browser.new_tab()
    open_live(tab, f"{base}{HAND}")
    assert squashed(tab, "#hand .hoyle-description") == "A pair of tens, with ace, king and four"
    tab.type("#hand-cards", "As Ad Kc Kd 2h")
    assert description("As Ad Kc Kd 2h") == "Two pairs, aces up: aces and kings, with a two"
    wait_text(tab, "#hand .hoyle-description", "Two pairs, aces up: aces and kings, with a two")
    assert tab.evaluate("document.querySelector('#hand .hoyle-result').dataset.class") == "two-pairs"
    assert tab.evaluate("location.pathname + location.search") == f"{HAND}?hand=As+Ad+Kc+Kd+2h"
    tab.type("#hand-cards", "As Ks Qs Js 1s")
    wait_text(tab, "#hand .hoyle-error .hoyle-message", "the five cards: '1s' is not a card: ranks are A 2-10 J Q K (T for ten)")
    assert tab.evaluate("window.__hoyle.workersStarted") == 1
    no_page_errors(other_browser, tab)
    tab.close()
    # The engine came from this server (Pyodide's WebAssembly and the wheel: the worker's or the service
    # worker's requests), and nothing went anywhere else.
    paths = [path for path, *_ in server.sent]
    assert "/assets/pyodide/pyodide.asm.wasm" in paths
    assert any(re.fullmatch(r"/assets/engine/hoyle-[^/]+\.whl\?v=[0-9a-f]+", p) for p in paths)
    assert other_browser.outside() == []


def test_a_book_page_with_widgets(other_browser, served):
    base, _ = served
    tab = other_browser.new_tab()
    open_live(tab, f"{base}{BOOK}")
    assert tab.evaluate("Array.from(document.querySelectorAll('.hoyle-widget[data-live=true]'), (w) => w.id)") == ["hand", "showdown"]
    assert squashed(tab, "#showdown .hoyle-outcome strong") == "Hand 1 wins."
    tab.type("#showdown-hands", "As Ad Kc Kd 2h\nAh Ac Ks Kh 3d\nQs Qd Qh 4c 4s")
    wait_text(tab, "#showdown .hoyle-outcome", "Hand 3 wins. Full hand beats two pairs.")
    assert tab.evaluate("document.querySelector('#showdown .hoyle-outcome').dataset.winners") == "3"
    assert tab.evaluate("document.querySelector('#showdown-hands').value") == "As Ad Kc Kd 2h\nAh Ac Ks Kh 3d\nQs Qd Qh 4c 4s"
    # Material's search index, held back while the engine started (overrides/partials/search-later.js), has gone to
    # its worker, and the search answers.
    tab.wait_for("window.Worker.hoyleSearchLater() === null", ENGINE_TIMEOUT)
    assert tab.evaluate("performance.getEntriesByName('hoyle:search-released')[0].startTime "
                        ">= performance.getEntriesByName('hoyle:engine-ready')[0].startTime") is True
    tab.type("input.md-search__input", "jack-pot")
    tab.wait_for("document.querySelector('.md-search-result__item a[href*=\"practical-poker\"]') !== null", ENGINE_TIMEOUT)
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


def test_the_varieties_of_poker(other_browser, served):
    """The page of the later chapters' calculators (issue 28): every widget live, straight poker's exact count as
    the engine gives it, and a progression of limits retyped."""
    base, _ = served
    tab = other_browser.new_tab()
    open_live(tab, f"{base}{VARIETIES}?limits-raises=4")
    live = tab.evaluate("Array.from(document.querySelectorAll('.hoyle-widget[data-live=true]'), (w) => w.id)")
    assert live == ["straight", "stud", "stud-sim", "whisky", "progressive", "limits", "stakes", "freeze-out", "pot-odds"]
    beats = api.handle({"op": "straight", "cards": "Ks Kd 7c 7h 2s", "rules": "no-straights"})["heads_up"]["beats"]
    assert tab.evaluate("document.querySelector('#straight .hoyle-straight-heads-up').dataset.beats") == str(beats)
    wait_text(tab, "#limits .hoyle-outcome strong", "After 4 raises, A bets 24")
    tab.type("#limits-raises", "5")
    wait_text(tab, "#limits .hoyle-outcome strong", "After 5 raises, B bets 58")
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


def test_the_round_games_worth_and_advice(other_browser, served):
    """The round games' calculators of issue 29 on their tools page: every widget live, Vingt-un's advice retyped and
    answered exactly as the engine answers, and the strategy's table whole."""
    base, _ = served
    tab = other_browser.new_tab()
    open_live(tab, f"{base}/tools/round-games/")
    live = tab.evaluate("Array.from(document.querySelectorAll('.hoyle-widget[data-live=true]'), (w) => w.id)")
    assert {"commerce-worth", "vingt-un-advice", "vingt-un-strategy", "hookey-worth"} <= set(live)
    tab.type("#vingt-un-advice-cards", "8s 8h")
    tab.type("#vingt-un-advice-dealer", "10d")
    divide = api.handle({"op": "vingt-un-advice", "cards": "8s 8h", "dealer": "10d"})["choices"][2]["per_unit"]
    wait_text(tab, "#vingt-un-advice tr[data-choice=divide] td", divide.replace("-", "\u2212"))
    assert tab.evaluate("document.querySelectorAll('#vingt-un-strategy .hoyle-vu-strategy td[data-choice]').length") == 33 * 11
    assert "the dealer gains 1/17 of every stake" in squashed(tab, "#hookey-worth .hoyle-outcome")
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


def test_which_card_to_play(other_browser, served):
    """The pegging advice on the cribbage tools page, retyped: the best card and its balance as the engine gives them."""
    base, _ = served
    tab = other_browser.new_tab()
    open_live(tab, f"{base}/tools/cribbage/")
    tab.type("#peg-advice-cards", "5h 9c")
    tab.type("#peg-advice-plays", "10d")
    want = api.handle({"op": "peg-advice", "cards": "5h 9c", "plays": "10d", "seen": "2c 3d 7h"})["choices"][0]
    wait_text(tab, "#peg-advice tr[aria-current=true] td strong", want["balance_points"])
    assert tab.evaluate("document.querySelector('#peg-advice .hoyle-peg-advice').dataset.best") == want["card"] == "5h"
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


# Material's scroll tracker has written the page's offset as it is now into the history entry (100 ms after a scroll).
SETTLED = "history.state !== null && typeof history.state.y === 'number' && Math.abs(history.state.y - scrollY) < 2"


def test_a_law_linked_from_another_page_is_reached_on_a_slow_signal(other_browser, site_url):
    """A law named on the situation finder, followed by Material's instant navigation while the laws page
    is slow to come: the reader lands on the law, with its address (docs/assets/hoyle/arrival.js;
    tests/browser/test_arrival.py says why Material alone did not, and how the race is set up without the clock). On
    the server the site was built for: Material follows links in place only to its sitemap's addresses, which keep
    the built port."""
    tab = other_browser.new_tab()
    tab.goto(f"{site_url}/practical-poker/what-happened/")
    tab.wait_for("performance.getEntriesByType('resource').some((e) => e.name.endsWith('/sitemap.xml') && e.responseEnd > 0)", 60_000)
    tab.wait_for(SETTLED, 60_000)  # Material's scroll tracker has settled on the first page
    # the old page scrolled, and the link followed as the scroll comes; the page's requests from now on (Material fetches
    # a page with XMLHttpRequest) are sent once Material's scroll tracker has had its turn (a page timer of 150 ms set at
    # each scroll event runs after its 100 ms one, set before it: timers run by delay, then by start). The scroll is also
    # said at once with a scroll event of the test's own: WebKitGTK under WebDriver sends none for a scroll by script.
    tab.evaluate("""(() => { const send = XMLHttpRequest.prototype.send;
        let release; const turn = new Promise((done) => { release = done; });
        XMLHttpRequest.prototype.send = function (...args) { turn.then(() => send.apply(this, args)); };
        window.__samePage = true;
        let clicked = false, timer;
        const seen = (event) => {
          if (event.isTrusted) window.__scrollEvents = true;  // the browser's own
          clearTimeout(timer);
          timer = setTimeout(() => { removeEventListener('scroll', seen); release(); }, 150);
          if (!clicked) { clicked = true; document.querySelector('a[href$="/practical-poker/laws/#law-43"]').click(); }
        };
        addEventListener('scroll', seen);
        window.scrollTo(0, 900);
        dispatchEvent(new Event('scroll'));
        return true; })()""")
    # the laws are in (Material's restoration and arrival.js's landing are done as the page is put in), and where the
    # browser sends scroll events (not WebKitGTK here), Material's tracker has written where the page is
    tab.wait_for(f"location.pathname.endsWith('/laws/') && !!document.getElementById('law-43') && (!window.__scrollEvents || ({SETTLED}))",
                 60_000)
    assert tab.evaluate("window.__samePage") is True  # in place, not a new load
    assert tab.evaluate("location.hash") == "#law-43"
    top = tab.evaluate("document.getElementById('law-43').getBoundingClientRect().top")
    assert 0 <= top < 200, top
    assert tab.evaluate("document.getElementById('law-43').classList.contains('hoyle-target')") is True
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


def test_a_second_visit_restores_the_snapshot(other_browser, served):
    """The first visit's engine starts plainly and stores its memory snapshot in Cache Storage
    ("hoyle-snapshot") once idle; a visit in a new tab restores it (the worker's "ready" message, which
    engine.js keeps in window.__hoyle.lastStart) and answers."""
    base, _ = served
    first = other_browser.new_tab()
    open_live(first, f"{base}{HAND}")
    # Whatever an earlier test left: the snapshot this profile holds is stored (none is still to be taken), and goes.
    first.wait_for(f"{SNAPSHOTS}.then((n) => n === 1)", 60_000)
    assert first.evaluate("caches.delete('hoyle-snapshot')") is True
    first.reload()
    first.wait_for(LIVE, ENGINE_TIMEOUT)
    cold = first.evaluate("window.__hoyle.lastStart")
    assert cold["restored"] is False and cold["stdlib"] == "trimmed"
    first.wait_for(f"{SNAPSHOTS}.then((n) => n === 1)", 60_000)  # taken once the engine is idle, then stored

    # WebKitGTK once in a few runs of a loaded machine starts the second tab plainly with no problem reported (its
    # worker found no snapshot, though the first tab had counted it stored): a second try is allowed, and a miss
    # is printed with what the tab saw, so it stays visible (the closing note of issue 24).
    misses = []
    for _ in range(2):
        second = other_browser.new_tab()
        open_live(second, f"{base}{HAND}")
        warm = second.evaluate("window.__hoyle.lastStart")
        if warm["restored"]:
            break
        misses.append((warm, second.evaluate(SNAPSHOT_KEYS)))
        print(f"{other_browser.name}: a second visit started plainly: {misses[-1]}")
        second.close()
    assert warm["restored"] is True and warm["stdlib"] == "trimmed", misses
    second.type("#hand-cards", "Qs Qd 2c 2h 5s")
    wait_text(second, "#hand .hoyle-description", description("Qs Qd 2c 2h 5s"))
    assert squashed(second, "#hand .hoyle-description") == "Two pairs, queens up: queens and deuces, with a five"
    print(f"{other_browser.name}: engine ready in {cold['ms']} ms cold, {warm['ms']} ms from the snapshot")
    no_page_errors(other_browser, first)
    no_page_errors(other_browser, second)
    first.close()
    second.close()
    assert other_browser.outside() == []


def wait_cached(tab, paths: set[str], timeout_s: float = 120) -> set[str]:
    deadline = time.monotonic() + timeout_s
    while True:
        cached = set(tab.evaluate(CACHED))
        if paths <= cached or time.monotonic() > deadline:
            return cached
        time.sleep(0.5)


def test_offline_after_one_visit(other_browser, built_site):
    """Visit once (a server of its own, so a fresh origin), wait until the service worker controls the page
    and has cached the engine and the page's files, stop the server, reload: the evaluator answers live."""
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    server = serve_static.start(str(built_site), free_port(), headers=True)
    base = f"http://127.0.0.1:{server.server_port}"
    tab = other_browser.new_tab()
    try:
        open_live(tab, f"{base}{HAND}")
        tab.wait_for("navigator.serviceWorker.controller !== null", ENGINE_TIMEOUT)
        # The engine's files, the page, then (a file at a time, after the page's own files) the sitemap's
        # pages, home first: once home is cached, so is everything this page loaded.
        needed = {HAND, "/", "/assets/pyodide/pyodide.asm.wasm", "/assets/pyodide/pyodide.asm.mjs", "/assets/pyodide/pyodide.mjs",
                  f"/assets/engine/{manifest['wheel']}", f"/assets/engine/{manifest['stdlib']}", "/assets/engine/manifest.json"}
        assert needed - wait_cached(tab, needed) == set()
    finally:
        server.shutdown()
        server.server_close()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(f"{base}{HAND}", timeout=5)

    tab.reload()
    tab.wait_for(LIVE, ENGINE_TIMEOUT)
    assert tab.evaluate("navigator.serviceWorker.controller !== null") is True
    tab.type("#hand-cards", "As Ad Kc Kd 2h")
    wait_text(tab, "#hand .hoyle-description", "Two pairs, aces up: aces and kings, with a two")
    no_page_errors(other_browser, tab)
    tab.close()
    assert other_browser.outside() == []


class BlackHole:
    """A server that accepts every connection on a port and never answers: one bar of signal, or none."""

    def __init__(self, port: int):
        self.sock = socket.create_server(("127.0.0.1", port))
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return  # closed
            self.held.append(conn)

    def close(self):
        self.sock.close()
        for conn in self.held:
            conn.close()


# The times a page's text and its first live answer took from the navigation's start, in ms (the test prints them:
# pytest tests/browsers -k stalled -s; README, Measurements).
STALLED_FIGURES = """(() => {
  const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  const nav = performance.getEntriesByType('navigation')[0];
  const answer = performance.getEntriesByName('hoyle:first-answer')[0];
  return {text: paint ? Math.round(paint.startTime) : null, dom: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
          answer: answer ? Math.round(answer.startTime) : null};
})()"""


def test_a_stalled_signal_after_one_visit(other_browser, built_site):
    """After one visit the signal stalls (every connection accepted, none answered): a page never opened, from a
    shared link, shows its text and answers live from the offline copy, without waiting on the network (docs/sw.js:
    the edition's files from the cache first, the check for a newer one behind)."""
    server = serve_static.start(str(built_site), free_port(), headers=True)
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    tab = other_browser.new_tab()
    hole = None
    try:
        open_live(tab, f"{base}{HAND}")
        tab.wait_for("navigator.serviceWorker.controller !== null", ENGINE_TIMEOUT)
        needed = {HAND, "/tools/cribbage/", "/assets/pyodide/pyodide.asm.wasm", "/assets/engine/manifest.json",
                  f"/assets/engine/{manifest['wheel']}"}
        assert needed - wait_cached(tab, needed) == set()
        server.shutdown()
        server.server_close()
        hole = BlackHole(port)
        tab.goto(f"{base}/tools/cribbage/?crib-cards=5h+5d+5s+Jc&crib-starter=5c")
        tab.wait_for(LIVE, ENGINE_TIMEOUT)
        tab.wait_for('document.querySelector("#crib .hoyle-crib-total")?.innerText.startsWith("Twenty-nine (29)")', 60_000)
        figures = tab.evaluate(STALLED_FIGURES)
        print(f"\n{type(other_browser).__name__}, the signal stalled after one visit: {figures}")
        assert figures["answer"] is not None and figures["dom"] is not None
        no_page_errors(other_browser, tab)
    finally:
        if hole:
            hole.close()
        else:
            server.shutdown()
            server.server_close()
        tab.close()
    assert other_browser.outside() == []


# The folder of the page's own scripts (assets/hoyle-<content hash>): which edition the page shown belongs to.
PAGE_SCRIPTS = "document.querySelector('script[src*=\"assets/hoyle-\"]').src.match(/assets\\/hoyle-[0-9a-f]{12}/)[0]"
NOTICE = "document.querySelector('.hoyle-edition')?.innerText.replace(/\\s+/g, ' ').trim()"


def test_a_newer_edition_is_announced_and_shown_on_reload(other_browser, built_site, tmp_path):
    """After a deploy the page still comes from the offline copy, with its own scripts; the newer edition is fetched
    behind it, the page says "A newer edition is ready: Reload", and Reload shows the new edition, which answers
    (docs/sw.js, widgets.js; tests/browser/test_offline.py tests the same in Chromium with every cache's keys)."""
    newer = redeploy(built_site, tmp_path / "newer", f"a newer deploy for {other_browser.name}")
    server = serve_static.start(str(built_site), free_port(), headers=True)
    port = server.server_port
    base = f"http://127.0.0.1:{port}"
    tab = other_browser.new_tab()
    try:
        open_live(tab, f"{base}{HAND}")
        tab.wait_for("navigator.serviceWorker.controller !== null", ENGINE_TIMEOUT)
        needed = {HAND, "/", "/assets/engine/manifest.json"}  # the manifest goes in last: the edition is kept whole
        assert needed - wait_cached(tab, needed) == set()
        server.shutdown()
        server.server_close()
        server = serve_static.start(str(newer), port, headers=True)
        tab.reload()
        tab.wait_for(LIVE, ENGINE_TIMEOUT)
        assert tab.evaluate(PAGE_SCRIPTS) == assets_folder(built_site)  # the edition kept, at once, with its own scripts
        tab.wait_for(f"{NOTICE} === 'A newer edition is ready: Reload'", ENGINE_TIMEOUT)
        assert tab.evaluate("document.querySelector('.hoyle-edition').getAttribute('role')") == "status"
        tab.evaluate("setTimeout(() => document.querySelector('.hoyle-edition button').click(), 0), true")
        tab.wait_for(f"document.querySelector('script[src*=\"{assets_folder(newer)}/\"]') !== null && {LIVE}", ENGINE_TIMEOUT)
        assert tab.evaluate("document.querySelector('.hoyle-edition') === null") is True
        assert f"hoyle-site-{manifest_of(newer)['edition']}" in tab.evaluate("caches.keys()")
        tab.type("#hand-cards", "As Ad Kc Kd 2h")
        wait_text(tab, "#hand .hoyle-description", "Two pairs, aces up: aces and kings, with a two")
        no_page_errors(other_browser, tab)
    finally:
        server.shutdown()
        server.server_close()
        tab.close()
    assert other_browser.outside() == []


def test_a_host_that_sends_the_engines_module_as_another_type_is_named(other_browser, built_site):
    """Debian's stock nginx sends .mjs as application/octet-stream, and no browser runs a module sent so: the failure
    names the host and the file on the page (and, where the driver reads the console, Firefox's, in the console), and
    the built answer stands beside its own cards (engine.js diagnose; Chromium: tests/browser/test_stalled_start.py)."""
    wrong = (built_site / "assets/pyodide/pyodide.mjs").read_bytes()
    server = serve_static.start(str(built_site), free_port(), {"/assets/pyodide/pyodide.mjs": ("application/octet-stream", wrong)})
    tab = other_browser.new_tab()
    try:
        tab.goto(f"http://127.0.0.1:{server.server_port}{HAND}")
        tab.wait_for("document.querySelector('#hand')?.dataset.engine === 'failed'", ENGINE_TIMEOUT)
        said = ("the site's host sends pyodide.mjs as “application/octet-stream”, not as JavaScript, so the browser will not run "
                "the card engine: the host must send .mjs and .js files as text/javascript")
        assert squashed(tab, "#hand .hoyle-status") == (
            f"Live answers are unavailable: {said}. Until it starts, the answers shown are the ones worked out when the page was "
            "built. It is tried again in a while. Try again now")
        assert squashed(tab, "#hand .hoyle-answer .hoyle-description") == "A pair of tens, with ace, king and four"
        if other_browser.name == "firefox":
            errors = [text for level, text, *_ in other_browser.messages(tab.handle)["console"] if level == "error"]
            assert f"Hoyle: {said} (the edition's README, Publishing, names the types a host must send)." in errors, errors
    finally:
        server.shutdown()
        server.server_close()
        tab.close()
    assert other_browser.outside() == []

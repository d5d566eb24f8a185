"""The engine's start-up in headless Chromium (docs/assets/hoyle/worker.js): the first visit stores a
memory snapshot, the next restores it; a damaged snapshot, a trimmed standard library that cannot be
had, and snapshot storage that fails each fall back to a plain start, and the widgets still answer.

Every request beyond 127.0.0.1 is blocked and recorded; each test asserts there were none."""

import json
import re

import pytest
from hoyle import api
from support import ENGINE_TIMEOUT, engine_answered_later, worker_timers_ran

HAND = "/tools/hand-evaluator/"
WORKER = "**/assets/hoyle-*/worker.js"
TRIMMED_ZIP = re.compile(r"/assets/engine/python_stdlib-[0-9a-f]+\.zip$")

# In the worker: self.hoyleStart once the worker has stored its snapshot, restored one, or met a problem.
STARTED = """() => new Promise((resolve, reject) => {
  const t0 = Date.now();
  (function poll() {
    const s = self.hoyleStart;
    const stored = performance.getEntriesByName('hoyle:snapshot-stored').length > 0;
    if (s && s.stdlib && (s.restored || stored || s.problems.length)) resolve({ ...s, stored });
    else if (Date.now() - t0 > 90000) reject(new Error('the worker did not finish starting: ' + JSON.stringify(s)));
    else setTimeout(poll, 50);
  })();
})"""
STORED = """() => new Promise((resolve, reject) => {
  const t0 = Date.now();
  (function poll() {
    if (performance.getEntriesByName('hoyle:snapshot-stored').length) resolve(self.hoyleStart);
    else if (Date.now() - t0 > 90000) reject(new Error('no snapshot stored: ' + JSON.stringify(self.hoyleStart)));
    else setTimeout(poll, 50);
  })();
})"""
WORKER_MARKS = "() => performance.getEntriesByType('mark').map(m => m.name)"
# The page's view of the snapshot store, per entry: [url, the snapshot's length (the pages kept and the pages of zeros
# left out, as the worker's pack() lists them), the stored length, the stored checksum, the snapshot's first 4 bytes,
# the bytes stored, and their length as stored with them].
STORE = """async () => {
  const cache = await caches.open('hoyle-snapshot');
  const rows = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const words = new Uint32Array(bytes.buffer, 0, 1 + 2 * new Uint32Array(bytes.buffer, 0, 1)[0]);
    const pages = words[words.length - 2] + words[words.length - 1];  // the last run's end
    const head = 4 * words.length;
    rows.push([request.url, Math.min(pages * 4096, Number(response.headers.get('X-Hoyle-Bytes'))), response.headers.get('X-Hoyle-Bytes'),
               response.headers.get('X-Hoyle-Sum'), Array.from(bytes.subarray(head, head + 4)), bytes.length,
               Number(response.headers.get('X-Hoyle-Packed'))]);
  }
  return rows;
}"""
# The worker's checksum (FNV-1a over 32-bit words), to write a damaged snapshot that its headers vouch for.
CHECKSUM_JS = """function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let h = 0x811c9dc5 ^ bytes.length;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  for (let i = words.length << 2; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return (h >>> 0).toString(16);
}"""
DAMAGE = {
    # Bytes changed in the middle, the stored length and checksum left as they were.
    "flipped": """async () => {
      const cache = await caches.open('hoyle-snapshot');
      const [request] = await cache.keys();
      const response = await cache.match(request);
      const bytes = new Uint8Array(await response.arrayBuffer());
      for (let i = bytes.length >> 1; i < (bytes.length >> 1) + 4096; i++) bytes[i] ^= 0x5a;
      await cache.put(request, new Response(bytes, { headers: response.headers }));
    }""",
    # Not a snapshot at all, its headers made to match it (so only Pyodide can tell).
    "garbage": """async () => {
      %s
      const cache = await caches.open('hoyle-snapshot');
      const [request] = await cache.keys();
      const bytes = new Uint8Array(1 << 20);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
      await cache.put(request, new Response(bytes, { headers: { 'X-Hoyle-Bytes': String(bytes.length), 'X-Hoyle-Sum': checksum(bytes) } }));
    }""" % CHECKSUM_JS,
    # A real snapshot cut short, its headers made to match.
    "truncated": """async () => {
      %s
      const cache = await caches.open('hoyle-snapshot');
      const [request] = await cache.keys();
      const response = await cache.match(request);
      const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, 5 << 20);
      await cache.put(request, new Response(bytes, { headers: { 'X-Hoyle-Bytes': response.headers.get('X-Hoyle-Bytes'),
        'X-Hoyle-Packed': String(bytes.length), 'X-Hoyle-Sum': checksum(bytes) } }));
    }""" % CHECKSUM_JS,
}
# Prepended to worker.js: Cache Storage missing or failing as a browser's can (private modes, quota, policies).
STORAGE_FAULTS = {
    "no-cache-storage": "Object.defineProperty(self, 'caches', { value: undefined });",
    "open-fails": ("Object.defineProperty(self, 'caches', { value: { open: () => Promise.reject("
                   "new DOMException('storage is blocked', 'SecurityError')) } });"),
    "match-fails": """{ const real = self.caches;
      Object.defineProperty(self, 'caches', { value: { open: async (name) => { const cache = await real.open(name);
        return { match: () => Promise.reject(new DOMException('storage is broken', 'UnknownError')),
                 put: cache.put.bind(cache), delete: cache.delete.bind(cache), keys: cache.keys.bind(cache) }; } } }); }""",
    "put-fails": """{ const real = self.caches;
      Object.defineProperty(self, 'caches', { value: { open: async (name) => { const cache = await real.open(name);
        return { match: cache.match.bind(cache), delete: cache.delete.bind(cache), keys: cache.keys.bind(cache),
                 put: () => Promise.reject(new DOMException('the quota is exceeded', 'QuotaExceededError')) }; } } }); }""",
}


def open_hand(reader, query=""):
    """The evaluator in a new tab of the reader's context, once the engine answers it."""
    page = reader.goto(f"{HAND}{query}", reader.new_page())
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    return page


def engine_worker(page):
    return next(w for w in page.workers if re.search(r"/assets/hoyle-[0-9a-f]+/worker\.js$", w.url))


def described(cards):
    return api.handle({"op": "hand", "cards": cards})["description"]


def ask_hand(page, cards, description=None):
    """Type a hand into the evaluator and wait for exactly this description (by default the engine's, in CPython)."""
    description = description or described(cards)
    widget = page.locator("#hand")
    widget.locator(".hoyle-input").fill(cards)
    widget.locator(".hoyle-description", has_text=description).wait_for(timeout=ENGINE_TIMEOUT)
    assert widget.locator(".hoyle-description").inner_text() == description


def wheel_requests(seen):
    return [url for url in seen if "/assets/engine/hoyle-" in url]


def test_a_second_visit_restores_the_snapshot(reader):
    first = open_hand(reader)
    started = engine_worker(first).evaluate(STARTED)
    assert started["restored"] is False and started["stdlib"] == "trimmed" and started["problems"] == []
    stored = engine_worker(first).evaluate(STORED)
    assert 10_000_000 < stored["snapshot"]["bytes"] <= 48 * 1024 * 1024  # under the cap (worker.js SNAPSHOT_MOST_BYTES)
    ask_hand(first, "Qs Qd 2c 2h 5s", "Two pairs, queens up: queens and deuces, with a five")
    manifest = json.loads(first.evaluate("async () => JSON.stringify(await (await fetch('/assets/engine/manifest.json')).json())"))
    (entry,) = first.evaluate(STORE)
    url, size, stored_size, checksum, magic, packed, stored_packed = entry
    assert f"wheel={manifest['hash']}" in url and f"stdlib={manifest['stdlib']}" in url and f"pyodide={manifest['pyodide']}" in url
    assert size == int(stored_size) == stored["snapshot"]["bytes"] and checksum
    assert magic == [0, 0x73, 0x6E, 0x70]  # Pyodide's snapshot magic, "\0snp"
    assert packed == stored_packed < 0.75 * size  # its pages of zeros left out (about two in five)
    first.close()
    wheels = len(wheel_requests(reader.seen))

    second = open_hand(reader, "?hand=8d+7d+6d+5d+4d")
    worker = engine_worker(second)
    started = worker.evaluate(STARTED)
    assert started["restored"] is True and started["problems"] == [] and started["stdlib"] == "trimmed"
    assert "hoyle:snapshot-restored" in worker.evaluate(WORKER_MARKS)
    assert len(wheel_requests(reader.seen)) == wheels  # the engine came from the snapshot, not the wheel
    widget = second.locator("#hand")
    assert widget.locator(".hoyle-description").inner_text() == "A straight flush, eight high"
    ask_hand(second, "As Kd 10h 10c 4s", "A pair of tens, with ace, king and four")
    ask_hand(second, "a♠ k♠ q♠ j♠ t♠", "A royal flush: ace, king, queen, jack and ten of one suit")
    # A restored worker takes no snapshot of its own; the store still holds the one. A snapshot is taken once no
    # request has come for 250 ms (worker.js, SNAPSHOT_IDLE_MS): the worker's timers of that long have run by now,
    # and one would have begun it (hoyleStart.snapshot is set as it is taken, before it is stored).
    worker_timers_ran(worker, 300)
    assert worker.evaluate("() => self.hoyleStart.snapshot") is None
    assert "hoyle:snapshot-stored" not in worker.evaluate(WORKER_MARKS)
    assert len(second.evaluate(STORE)) == 1
    reader.assert_only_local()


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_snapshot_falls_back_and_is_replaced(reader, damage):
    first = open_hand(reader)
    engine_worker(first).evaluate(STORED)
    first.evaluate(DAMAGE[damage])
    first.close()

    second = open_hand(reader)
    worker = engine_worker(second)
    started = worker.evaluate(STARTED)
    assert started["restored"] is False
    assert any(p.startswith("snapshot restore: ") for p in started["problems"]), started["problems"]
    ask_hand(second, "Qs Qd Qh 7c 7s", "A full hand, three queens and a pair of sevens")
    # The damaged snapshot is replaced by a good one, which the next visit restores.
    worker.evaluate(STORED)
    (entry,) = second.evaluate(STORE)
    assert entry[1] == int(entry[2]) > 10_000_000 and entry[4] == [0, 0x73, 0x6E, 0x70] and entry[5] == entry[6] < entry[1]
    second.close()
    third = open_hand(reader)
    assert engine_worker(third).evaluate(STARTED)["restored"] is True
    ask_hand(third, "Ah 9h 6h 3h Kc")
    reader.assert_only_local()


@pytest.mark.parametrize("how", ["abort", "404"])
def test_a_missing_trimmed_stdlib_falls_back_to_the_whole_one(reader, how):
    blocked = []

    def block(route):
        blocked.append(route.request.url)
        route.abort() if how == "abort" else route.fulfill(status=404, body="not found")

    reader.context.route(TRIMMED_ZIP, block)
    page = open_hand(reader)
    started = engine_worker(page).evaluate(STARTED)
    assert started["stdlib"] == "full" and started["restored"] is False
    assert any(p.startswith("trimmed standard library: ") for p in started["problems"]), started["problems"]
    assert blocked and any(url.endswith("/assets/pyodide/python_stdlib.zip") for url in reader.seen)
    ask_hand(page, "5h 5d 5s Jc Jd")
    reader.assert_only_local()


@pytest.mark.parametrize("fault", sorted(STORAGE_FAULTS))
def test_snapshot_storage_that_fails_does_not_stop_the_engine(reader, fault):
    def inject(route):
        response = route.fetch()
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")}
        route.fulfill(status=200, body=STORAGE_FAULTS[fault] + "\n" + response.text(), headers=headers)

    reader.context.route(WORKER, inject)
    page = open_hand(reader)
    worker = engine_worker(page)
    started = worker.evaluate(STARTED) if fault in ("match-fails", "put-fails", "open-fails") else None
    if started is None:  # no storage: nothing to report, and no snapshot is taken (one would have begun once no request
        # had come for 250 ms, worker.js: SNAPSHOT_IDLE_MS; after the page's requests are answered, the worker's timers
        # of that long have run by now)
        engine_answered_later(page)
        worker_timers_ran(worker, 300)
        started = worker.evaluate("() => self.hoyleStart")
        assert started["problems"] == [] and started["snapshot"] is None
    else:
        assert any(p.startswith("snapshot storage: ") for p in started["problems"]), started["problems"]
    assert started["restored"] is False and started["stdlib"] == "trimmed"
    ask_hand(page, "Js Jh 8c 4d 2s")
    if fault != "match-fails":  # with no store, or one that cannot keep it, no snapshot is stored
        assert "hoyle:snapshot-stored" not in worker.evaluate(WORKER_MARKS)
    reader.assert_only_local()


CAP = "const SNAPSHOT_MOST_BYTES = 48 * 1024 * 1024;"


def test_a_snapshot_of_a_python_grown_too_large_is_not_taken(reader, built_site):
    """Python's memory only grows, and a snapshot copies all of it: over SNAPSHOT_MOST_BYTES none is taken (the
    issue measured 94 MB after 60 sets of house rules, which then failed to restore). The cap made 1 MB here, so
    the first visit's Python (about 31 MB) is over it."""
    from scripts.site.finish import assets_folder

    source = (built_site / assets_folder(built_site) / "worker.js").read_text(encoding="utf-8")
    assert source.count(CAP) == 1
    def smaller(route):
        response = route.fetch()
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")}
        route.fulfill(status=200, body=response.text().replace(CAP, "const SNAPSHOT_MOST_BYTES = 1024 * 1024;"), headers=headers)

    reader.context.route(WORKER, smaller)
    page = open_hand(reader)
    worker = engine_worker(page)
    started = worker.evaluate(STARTED)
    assert started["restored"] is False and started["snapshot"] is None
    (over,) = [p for p in started["problems"] if p.startswith("snapshot: ")]
    assert re.fullmatch(r"snapshot: Python's memory is (\d+) MB, over the 1 MB a snapshot may take: none is stored this visit", over)
    assert 16 <= int(re.search(r"(\d+) MB", over).group(1)) <= 48
    assert "hoyle:snapshot-stored" not in worker.evaluate(WORKER_MARKS)
    assert page.evaluate(STORE) == []
    ask_hand(page, "Ts Js Qs Ks As", "A royal flush: ace, king, queen, jack and ten of one suit")
    reader.assert_only_local()

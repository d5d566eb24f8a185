"""The browser's figures on a phone (issue 24): make bench-phone, or python -m scripts.bench.browser --phone.

A phone's first and later visits: the viewport of a 390x844 phone (device pixel ratio 3, touch), the CPU
slowed CPU_RATE times (cpu_throttle.py) and the network slowed at the server (serve_static.Throttle.slow_4g:
562 ms before each response's first byte, 188 KB/s shared by every connection); then the report.
browser.py parses the options and calls phone_main; its docstring says what is measured, and MEASUREMENTS.md
gives the figures."""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

from ..browser import ALL_LIVE, CHROMIUM_ARGS, chromium_args, chromium_path
from ..site import serve_static
from ..site.build import build_site, free_port, widget_pages
from .browser_common import BARE_PAGE, WORKER_JS, WORKER_START, fmt, is_engine, med, prime_server, ratio
from .cpu_throttle import SPIN_JS, SPIN_PAGE, CpuThrottle, cpu_calibration

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
PHONE_PAGES = ["/tools/hand-evaluator/", "/practical-poker/poker-hands/"]
AFTER_S = 8  # seconds a cold visit is watched after every widget is live: what the service worker fetches then

# The paints: FCP, LCP, and the first paint of the answer built with the page (Element Timing: the parser's
# elements inside .hoyle-answer are given elementtiming="hoyle-answer" until DOMContentLoaded, so only the
# built answer is timed, not the engine's).
PHONE_OBSERVE = """
window.__phone = { lcp: [], answer: [] };
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const cls = el && typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
      const name = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls : '';
      window.__phone.lcp.push([e.startTime, e.size, name]);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'hoyle-answer') window.__phone.answer.push(e.renderTime || e.loadTime);
  }).observe({ type: 'element', buffered: true });
  const built = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType === 1 && n.closest('.hoyle-answer')) n.setAttribute('elementtiming', 'hoyle-answer');
    }
  });
  built.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => built.disconnect());
} catch (e) {}
"""

PHONE_PAGE_FIGURES = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const marks = Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]));
  const answer = document.querySelector('.hoyle-widget .hoyle-answer');
  return {
    origin: performance.timeOrigin,
    html: nav ? nav.responseEnd : null,
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    load: nav ? nav.loadEventEnd : null,
    fcp: fcp ? fcp.startTime : null,
    lcp: window.__phone ? window.__phone.lcp : [],
    answer: window.__phone && window.__phone.answer.length ? Math.min(...window.__phone.answer) : null,
    answerShown: answer ? getComputedStyle(answer).display !== 'none' : null,
    marks,
  };
}"""

WORKER_FIGURES = """() => ({
  origin: performance.timeOrigin,
  marks: Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime])),
})"""


class Timed(list):
    """server.sent, each response also with when its first byte went (after the latency) and its last
    (Timed.ends, set by RecordingThrottle): [path, bytes sent, bytes uncompressed, first, last] in s."""

    def __init__(self):
        super().__init__()
        self.local = threading.local()
        self.records: list[list] = []

    def append(self, item) -> None:
        super().append(item)
        record = [item[0], item[1], item[2], time.time(), None]
        self.records.append(record)
        self.local.record = record


class RecordingThrottle(serve_static.Throttle):
    """The slow link, noting when each response's last byte went (in its Timed record)."""

    def __init__(self, rate: float, latency: float, timed: Timed):
        super().__init__(rate, latency)
        self.timed = timed

    def send(self, write, data) -> None:
        super().send(write, data)
        record = getattr(self.timed.local, "record", None)
        if record is not None:
            record[4] = time.time()


class Stalled:
    """One bar of signal, or none: every connection accepted and no byte of any answer sent (until `release`)."""

    latency = 0.0

    def __init__(self):
        self.released = threading.Event()

    def send(self, write, data) -> None:
        self.released.wait(600)

    def release(self) -> None:
        self.released.set()


KINDS = ("page", "engine", "search", "offline", "again")

# The phone's browser: CHROMIUM_ARGS (desktop Chromium's own interface off: a phone's browser has none), or with it on
# (--desktop-ui: as the benchmark measured before, for comparison).
LAUNCH_ARGS = CHROMIUM_ARGS


def kind_of(path: str, page: str, seen: set) -> str:
    """What a response was for: the page itself ('page': its HTML, styles, scripts, images), the engine (the
    worker's files), Material's search and instant navigation ('search': its worker, search_index.json,
    sitemap.xml), the offline copy (another page, the service worker) or a file sent a second time ('again':
    the service worker's copy of a file the page had, or a second visit's check)."""
    bare = path.split("?", 1)[0]
    again = bare in seen
    seen.add(bare)
    if again:
        return "again"
    if is_engine(bare):
        return "engine"
    if bare.endswith(("sitemap.xml", "search_index.json")) or "/javascripts/workers/search" in bare:
        return "search"
    if bare.endswith((".html", "/")) and bare not in (page, page + "index.html") or bare == "/sw.js":
        return "offline"
    return "page"


# Whether the service worker keeps a complete edition of the site (docs/sw.js: a cache holding its manifest).
KEPT = """async () => {
  if (!navigator.serviceWorker.controller) return false;
  const manifest = (await navigator.serviceWorker.ready).scope + 'assets/engine/manifest.json';
  for (const name of await caches.keys()) if (await caches.match(manifest, {cacheName: name})) return true;
  return false;
}"""


def phone_visit(p, server, base: str, path: str, profile: str, cpu: str | None, rate: float, watch_after: float = 0,
                kept: bool = False) -> dict:
    """One visit to `path` in a new browser on `profile`, the phone's CPU and the server's throttle as set; `kept`: the
    browser is closed only once the service worker keeps the site (the first visit of a warm profile)."""
    context = p.chromium.launch_persistent_context(profile, executable_path=chromium_path(), args=LAUNCH_ARGS, headless=True, **PHONE)
    context.add_init_script(PHONE_OBSERVE)
    page = context.pages[0] if context.pages else context.new_page()
    throttle = CpuThrottle(cpu, rate, profile, page)
    sent_before = len(server.sent.records)
    bare = path.startswith("/__bench/")
    try:
        page.goto(base + path, wait_until="commit", timeout=120_000)
        page.wait_for_function("() => performance.getEntriesByName('bare:ready').length > 0" if bare else ALL_LIVE,
                               timeout=240_000, polling=100)
        sent_live = len(server.sent.records)
        page.wait_for_timeout(300)  # the paint entries
        figures = page.evaluate(PHONE_PAGE_FIGURES)
        engine = next((w for w in page.workers if WORKER_JS.search(w.url)), None)
        worker = engine.evaluate(WORKER_FIGURES) if engine else None
        started = engine.evaluate(WORKER_START) if engine and not watch_after else None
        if watch_after:
            page.wait_for_timeout(watch_after * 1000)
        if kept:
            page.wait_for_function(KEPT, timeout=240_000, polling=250)
            # Chromium writes the worker's registration to the profile a while after it is active: a browser closed at
            # once forgets it (and its caches), which a phone's browser, closed seconds later at the soonest, never does
            page.wait_for_timeout(5000)
    finally:
        throttle.stop()
        context.close()
    origin = figures["origin"]
    records = server.sent.records[sent_before:]
    live_at = figures["marks"].get("hoyle:first-answer", figures["marks"].get("bare:ready"))
    seen: set = set()
    responses = [{"path": r[0], "sent": r[1], "plain": r[2], "first": r[3] * 1000 - origin,
                  "last": (r[4] or r[3]) * 1000 - origin, "kind": kind_of(r[0], path, seen),
                  "before": i < sent_live - sent_before} for i, r in enumerate(records)]
    marks = dict(figures["marks"])
    if worker:
        shift = worker["origin"] - origin
        marks.update({f"worker {k}": v + shift for k, v in worker["marks"].items()})
    lcp = figures["lcp"][-1] if figures["lcp"] else None
    return {"fcp": figures["fcp"], "answer": figures["answer"], "answer_shown": figures["answerShown"],
            "lcp": lcp[0] if lcp else None, "lcp_element": lcp[2] if lcp else None, "html": figures["html"],
            "dcl": figures["dcl"], "load": figures["load"], "marks": marks, "live": live_at,
            "ready": marks.get("hoyle:engine-ready", marks.get("bare:ready")),
            "all": max([t for k, t in marks.items() if k.startswith("hoyle:live:")], default=None),
            "responses": responses, "restored": bool((started or {}).get("restored")) or "worker hoyle:snapshot-restored" in marks,
            "sent_live": sum(r["sent"] for r in responses if r["before"]),
            "sent_all": sum(r["sent"] for r in responses)}


def quiet(server, seconds: float = 2.0, most: float = 90.0) -> None:
    """Wait until the server has sent nothing for `seconds` (the service worker's offline copy done)."""
    t0 = time.monotonic()
    last, count = time.monotonic(), len(server.sent.records)
    while time.monotonic() - t0 < most:
        time.sleep(0.25)
        if len(server.sent.records) != count:
            last, count = time.monotonic(), len(server.sent.records)
        elif time.monotonic() - last > seconds:
            return


def date_site(site: Path, fresh: bool) -> None:
    """Date every file of the built site: now, so the browser's cache, which has only their Last-Modified to go
    by, asks the server again each time they are used (as with a host's max-age=0, must-revalidate: Netlify's
    default); or, `fresh`, a year ago, so they stay fresh in it for weeks (as with a long max-age)."""
    when = time.time() - (365 * 86400 if fresh else 0)
    for f in site.rglob("*"):
        if f.is_file() and not f.is_symlink():
            os.utime(f, (when, when))


def phone_measure(p, server, base: str, path: str, runs: int, cpu: str | None, rate: float, slow_net, site: Path, fresh: bool,
                  modes=("cold", "warm")) -> dict:
    """Each mode's runs: cold (a fresh profile each), warm (a profile visited once at full speed, a new browser each run),
    stalled (as warm, with the network stalled: every connection accepted, nothing answered)."""
    rows = {}
    for mode in modes:
        warm_dir = tempfile.mkdtemp(prefix="hoyle-profile-")
        if mode in ("warm", "stalled"):  # one first visit, at full speed, then every run in a new browser on this profile
            server.throttle = None
            date_site(site, fresh)
            prime_server(base, site, [path] if not path.startswith("/__bench/") else [])
            phone_visit(p, server, base, path, warm_dir, None, 1, kept=not path.startswith("/__bench/"))
            quiet(server)
        stall = Stalled() if mode == "stalled" else None
        server.throttle = stall or slow_net
        rows[mode] = []
        for _ in range(runs):
            profile = warm_dir if mode != "cold" else tempfile.mkdtemp(prefix="hoyle-profile-")
            rows[mode].append(phone_visit(p, server, base, path, profile, cpu, rate,
                                          watch_after=AFTER_S if mode == "cold" and not path.startswith("/__bench/") else 0))
            if profile != warm_dir:
                shutil.rmtree(profile, ignore_errors=True)
        if stall:
            stall.release()
        shutil.rmtree(warm_dir, ignore_errors=True)
        print(f"  measured {path} {mode}", file=sys.stderr, flush=True)
    return rows


def _kb(n) -> str:
    return f"{n / 1000:7.0f}" if n is not None else "      –"


# The events of a start, in order, as named in the page's marks (form.js, engine.js) and the worker's (worker.js).
EVENTS = [
    ("HTML received", "html"), ("first contentful paint", "fcp"), ("the built answer painted", "answer"),
    ("largest contentful paint", "lcp"), ("DOMContentLoaded", "dcl"), ("load event", "load"),
    ("worker started (page's head)", "hoyle:worker-start"), ("worker's modules loaded", "worker hoyle:worker-running"),
    ("manifest read (worker)", "worker hoyle:manifest"), ("snapshot read (worker)", "worker hoyle:snapshot-read"),
    ("restore begun (worker)", "worker hoyle:restore-begun"), ("Pyodide restored (worker)", "worker hoyle:pyodide-restored"),
    ("snapshot restored (worker)", "worker hoyle:snapshot-restored"),
    ("Pyodide loaded (worker)", "worker hoyle:pyodide-loaded"), ("wheel unpacked (worker)", "worker hoyle:wheel-unpacked"),
    ("engine imported (worker)", "worker hoyle:engine-imported"), ("engine ready (page)", "hoyle:engine-ready"),
    ("search index released (page)", "hoyle:search-released"),
    ("bare: Pyodide ready", "bare:ready"), ("first live answer", "hoyle:first-answer"), ("every widget live", "all"),
]
BIG_FILES = ["pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib", "hoyle-", "pyodide.mjs", "manifest.json", "worker.js",
             "pyodide-lock.json"]


def event_time(r: dict, key: str):
    return r.get(key) if key in ("html", "fcp", "answer", "lcp", "dcl", "load", "all") else r["marks"].get(key)


def download(r: dict, name: str, before_live: bool = True):
    """The first response for a file whose path contains `name`: (requested, last byte, bytes sent), ms."""
    for x in r["responses"]:
        if name in x["path"].rsplit("/", 1)[-1] and x["sent"] and (x["before"] or not before_live):
            return (x["first"] - serve_static.SLOW_4G_LATENCY * 1000, x["last"], x["sent"])
    return None


def phone_report(results: dict, bare: dict, bare_cpu: list, runs: int, cpu: str, rate: float, fresh: bool) -> None:
    rate_bps = serve_static.SLOW_4G_RATE
    bare_start = med(r["ready"] for r in bare_cpu)
    b = {m: med(r["ready"] for r in bare[m]) for m in bare}
    b_rows = [("/__bench/bare.html (reference)", bare)] if bare else []
    print(f"\nThe phone: {PHONE['viewport']['width']}x{PHONE['viewport']['height']} (device pixel ratio {PHONE['device_scale_factor']}, "
          f"touch), the CPU slowed {rate:g}x ({cpu}), the network slowed at the server (slow 4G: {rate_bps / 1000:.0f} KB/s "
          f"shared, {serve_static.SLOW_4G_LATENCY * 1000:.0f} ms before each response). Median of {runs} runs, ms from navigation.")
    print("Warm: the profile visited once (caches, service worker and snapshot filled), a new browser each run; the site's files "
          + ("fresh in the browser's cache (--fresh-cache)." if fresh else "checked with the server each time they are used (304s), as a host "
             "sending max-age=0 has them."))
    print("'answer': the first paint of the answer built with the page (Element Timing); 'first': the first live answer")
    print("(hoyle:first-answer); 'all': every widget live; 'sent': KB sent (gzip, as sent) until the first live answer;")
    print("ratio: the page's first live answer / the bare loadPyodide() page's Pyodide ready, same mode and throttling.")
    head = (f"{'page':32} {'mode':4} {'FCP':>6} {'answer':>6} {'LCP':>6} {'ready':>6} {'first':>6} {'all':>6} {'sent KB':>7} "
            f"{'bare':>6} {'ratio':>5} {'restored':>8}")
    print(head)
    print("-" * len(head))
    for path, rows in list(results.items()) + b_rows:
        for mode, r in rows.items():
            first = med(x["live"] for x in r)
            restored = f"{sum(1 for x in r if x['restored'])}/{len(r)}" if mode != "cold" else ""
            is_bare = path.startswith("/__bench/")
            print(f"{path:32} {mode:4} {fmt(med(x['fcp'] for x in r), 6)} {fmt(med(x['answer'] for x in r), 6)} "
                  f"{fmt(med(x['lcp'] for x in r), 6)} {fmt(med(x['ready'] for x in r), 6)} {fmt(None if is_bare else first, 6)} "
                  f"{fmt(med(x['all'] for x in r), 6)} {_kb(med(x['sent_live'] for x in r))} {fmt(b.get(mode), 6)} "
                  f"{'' if is_bare else ratio(first, b.get(mode))} {restored:>8}")
    for path, rows in results.items():
        found = sorted({x["lcp_element"] for r in rows.values() for x in r if x["lcp_element"]})
        print(f"{'':32} the largest contentful paint of {path}: {', '.join(found) or '–'}")
    if bare_cpu:
        print(f"{'/__bench/bare.html, CPU only':32} cold {'':6} {'':6} {'':6} {fmt(bare_start, 6)}   "
              "(the network not slowed: Pyodide's own start on this CPU)")

    print("\nGoals (issue 24), from the medians above:")
    for path, rows in results.items():
        cold, warm = rows.get("cold", []), rows.get("warm", [])
        for mode, r in (("cold", cold), ("warm", warm)):
            if not r:
                continue
            fcp, answer = med(x["fcp"] for x in r), med(x["answer"] for x in r)
            text = max([v for v in (fcp, answer) if v is not None], default=None)
            shown = all(x["answer_shown"] for x in r)
            print(f"  {path} {mode}: the page's text (FCP {fmt(fcp, 0)} ms) and built answer ({fmt(answer, 0)} ms"
                  f"{'' if shown else ', hidden in some run'}) painted within 3,000 ms: {'met' if text is not None and text <= 3000 else 'NOT met'}")
        if warm:
            first = med(x["live"] for x in warm)
            print(f"  {path} warm: first live answer {first:,.0f} ms, at most 1,500 ms: {'met' if first <= 1500 else 'NOT met'}")
        if cold and bare_start:
            sent = med(x["sent_live"] for x in cold)
            ideal = sent / rate_bps * 1000 + bare_start
            first = med(x["live"] for x in cold)
            print(f"  {path} cold: first live answer {first:,.0f} ms; ({sent / 1e6:.2f} MB sent until then ÷ {rate_bps / 1000:.0f} KB/s = "
                  f"{sent / rate_bps * 1000:,.0f} ms) + the bare page's start {bare_start:,.0f} ms = {ideal:,.0f} ms; ratio "
                  f"{first / ideal:.2f}, within 1.2: {'met' if first <= 1.2 * ideal else 'NOT met'}")

    print("\nWhere the time goes (median ms from navigation; a download: requested → its last byte, at the server):")
    for path, rows in list(results.items()) + b_rows:
        print(f"\n  {path}")
        modes = list(rows)
        print(f"    {'event':34}" + "".join(f" {m:>15}" for m in modes))
        for label, key in EVENTS:
            values = [med(event_time(x, key) for x in rows[m]) for m in modes]
            if all(v is None for v in values):
                continue
            print(f"    {label:34}" + "".join(f" {fmt(v, 15)}" for v in values))
        for name in BIG_FILES:
            cells = []
            for m in modes:
                got = [download(x, name) for x in rows[m]]
                got = [g for g in got if g]
                cells.append(f"{med(g[0] for g in got):6.0f} → {med(g[1] for g in got):6.0f}" if got else "–")
            if all(c == "–" for c in cells):
                continue
            size = next((g[2] for m in modes for x in rows[m] for g in [download(x, name)] if g), 0)
            print(f"    {'  ' + name + f' ({size / 1000:,.0f} KB)':34}" + "".join(f" {c:>15}" for c in cells))
        for m in modes:
            r = rows[m]
            kinds: dict = {}
            for x in r:
                for k in KINDS:
                    kinds.setdefault(("before", k), []).append(sum(y["sent"] for y in x["responses"] if y["before"] and y["kind"] == k))
                    kinds.setdefault(("after", k), []).append(sum(y["sent"] for y in x["responses"] if not y["before"] and y["kind"] == k))
            n = med(len([y for y in x["responses"] if y["before"]]) for x in r)
            before = ", ".join(f"{k} {med(kinds['before', k]) / 1000:,.0f}" for k in KINDS)
            after = ", ".join(f"{k} {med(kinds['after', k]) / 1000:,.0f}" for k in KINDS)
            print(f"    {m}: {n:.0f} responses until the first live answer, KB sent: {before}; after it"
                  f"{f' (watched {AFTER_S} s)' if m == 'cold' and not path.startswith('/__bench/') else ''}: {after}")
        derived = phone_durations(rows)
        for line in derived:
            print("    " + line)

    first_cold = next(iter(results.values()), {}).get("cold")
    if first_cold:
        r = first_cold[0]
        print(f"\nThe first cold run of {next(iter(results))}, every response as the server sent it (ms from navigation: requested,")
        print("first byte, last byte; KB sent; what for: the page, the engine, Material's search, the offline copy, 'again' a file")
        print("sent a second time, 0 KB: not modified):")
        for x in r["responses"]:
            print(f"  {x['first'] - serve_static.SLOW_4G_LATENCY * 1000:7.0f} {x['first']:7.0f} {x['last']:7.0f} {x['sent'] / 1000:7.1f}  "
                  f"{x['kind']:7} {x['path']}{'' if x['before'] else '   (after the first live answer)'}")
        for key, label in (("fcp", "first contentful paint"), ("answer", "the built answer painted"), ("live", "first live answer")):
            if r.get(key) is not None:
                print(f"  {r[key]:7.0f}  {label}")


def phone_durations(rows: dict) -> list[str]:
    """The parts of a start, from the medians: Pyodide's own start after its files came, the wheel, the import."""
    out = []
    for mode, r in rows.items():
        def span(a, b):
            v = [event_time(x, b) - event_time(x, a) for x in r if event_time(x, a) is not None and event_time(x, b) is not None]
            return med(v)

        files = []
        for x in r:
            ends = [d[1] for d in (download(x, n) for n in ("pyodide.asm.wasm", "pyodide.asm.mjs", "python_stdlib")) if d]
            loaded = x["marks"].get("worker hoyle:pyodide-loaded")
            if ends and loaded is not None:
                files.append(loaded - max(ends))
        parts = []
        if files:
            parts.append(f"Pyodide's start after its last file came {med(files):,.0f}")
        for label, a, b in (("wheel unpacked", "worker hoyle:pyodide-loaded", "worker hoyle:wheel-unpacked"),
                            ("engine imported", "worker hoyle:wheel-unpacked", "worker hoyle:engine-imported"),
                            ("snapshot restored after it was read", "worker hoyle:snapshot-read", "worker hoyle:snapshot-restored"),
                            ("worker started to manifest read", "hoyle:worker-start", "worker hoyle:manifest"),
                            ("engine ready to first live answer", "hoyle:engine-ready", "hoyle:first-answer")):
            v = span(a, b)
            if v is not None:
                parts.append(f"{label} {v:,.0f}")
        if parts:
            out.append(f"{mode}: " + "; ".join(parts) + " (ms, medians)")
    return out


def phone_main(args) -> None:
    from playwright.sync_api import sync_playwright

    global LAUNCH_ARGS
    LAUNCH_ARGS = chromium_args(desktop_ui=args.desktop_ui)
    port = free_port()
    out = Path(tempfile.mkdtemp(prefix="hoyle-bench-"))
    result = build_site(out, f"http://127.0.0.1:{port}/")
    if result.returncode:
        sys.exit(result.stdout + result.stderr)
    found = widget_pages(out)
    pages = [q for q in (args.phone_pages.split(",") if args.phone_pages else PHONE_PAGES) if q in found]
    server = serve_static.start(str(out), port, {"/__bench/bare.html": ("text/html", BARE_PAGE), "/__bench/spin.html": ("text/html", SPIN_PAGE),
                                                "/__bench/spin.js": ("text/javascript", SPIN_JS)})
    timed = Timed()
    server.RequestHandlerClass.func.sent = timed  # every response, timed (the handler's list is server.sent)
    server.sent = timed
    base = f"http://127.0.0.1:{port}"
    prime_server(base, out, pages)
    slow_net = RecordingThrottle(serve_static.SLOW_4G_RATE, serve_static.SLOW_4G_LATENCY, timed)
    load_before = os.getloadavg()
    own = sorted(d.name for d in (out / "assets").glob("hoyle-*"))
    sw = hashlib.sha256((out / "sw.js").read_bytes()).hexdigest()[:12] if (out / "sw.js").exists() else "none"
    print(f"The site as built: {', '.join(own) or 'assets/hoyle'} (its scripts' content hash), sw.js {sw}", flush=True)
    with sync_playwright() as p:
        probe = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        print(f"Chromium {probe.version}, the phone, {args.runs} runs each, site served at {base}; pages: {', '.join(pages)}; "
              f"load average {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f} ({os.cpu_count()} cores)", flush=True)
        print("Desktop Chromium's own interface (its address bar's renderer, started with every browser): "
              + ("on (--desktop-ui), as measured before" if args.desktop_ui else "off, as on a phone (--desktop-ui leaves it on)"), flush=True)
        probe.close()
        print(f"\nSlowing the CPU {args.cpu_rate:g}x, measured on a loop (median of 3), each way:")
        for line in cpu_calibration(p, base, args.cpu_rate):
            print(line, flush=True)
        how = (args.runs, args.cpu, args.cpu_rate)
        bare, bare_cpu = {}, []
        if not args.skip_bare:
            bare = phone_measure(p, server, base, "/__bench/bare.html", *how, slow_net, out, args.fresh_cache)
            bare_cpu = phone_measure(p, server, base, "/__bench/bare.html", *how, None, out, args.fresh_cache, modes=("cold",))["cold"]
        modes = tuple(m for m in args.modes.split(",") if m)
        results = {path: phone_measure(p, server, base, path, *how, slow_net, out, args.fresh_cache, modes=modes) for path in pages}
    server.throttle = None
    server.shutdown()
    shutil.rmtree(out, ignore_errors=True)
    phone_report(results, bare, bare_cpu, args.runs, args.cpu, args.cpu_rate, args.fresh_cache)
    load_after = os.getloadavg()
    print(f"\nload average before {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}, after "
          f"{load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} ({os.cpu_count()} cores)")



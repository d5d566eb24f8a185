"""Browser timings of every page with a widget, beside a bare Pyodide page measured in the same run.

In headless Debian Chromium, against the built site served on 127.0.0.1, median of N runs:

- every page with a widget (found in the built site), cold (a fresh browser profile: empty cache,
  no snapshot) and warm (one profile, visited once to fill its disk cache and let the worker store
  its memory snapshot, then a newly started browser each run): the time from navigation to the
  engine being ready, to the first widget showing a live answer ("hoyle:first-answer"), and to every
  widget of the page being live (the last "hoyle:live:<id>"; a simulator is live when the engine is
  ready to run it); how many warm runs restored the snapshot;
- the reference: a bare page that only calls loadPyodide() on the same server and files; the
  ratios are page / bare;
- the bytes of a cold load, as sent (gzip, as scripts/site/serve_static.py sends them, like a real host)
  and uncompressed, the page's and the engine's share (the worker's requests: Pyodide, the standard
  library, the wheel, the manifest, worker.js); the memory snapshot's size and the time to take and
  store it; the trimmed standard library's size and files;
- long tasks on the main thread (PerformanceObserver "longtask", every task over 50 ms), in three
  parts: while the page loads (Material's scripts and the layout; the engine's worker is started
  from within them, and the engine loads in it meanwhile), until the engine is ready; while the
  engine answers the page's widgets, from then until every widget is live; and while it answers
  again: every widget that answers at once asked again (its form submitted), one after the other;
  beside the long tasks of three of the pages loaded with the widgets left out (widgets.js empty);
  the main thread's own share of setting the widgets up ("hoyle:mount", a measure of widgets.js);
- the simulator in the browser: six players, 100,000 deals, seed 1, in the widget's parts of 2,000,
  from the click on Run to the last part drawn, as deals per second, and the long tasks meanwhile;
  beside the same requests answered in parts by hoyle.web.respond in CPython in this process (the
  same engine and renderer). The first run of each, which also loads the simulator and builds its
  tables, is shown apart; the median is of the N runs after it;
- requests beyond 127.0.0.1 (there must be none).

The server's gzip cache is filled before the first measurement, so no run waits for compression.

With --phone (make bench-phone; make bench runs both), a phone instead (issue 24): a 390x844 viewport, the CPU
slowed 4x (every renderer process stopped and continued in turn: DevTools' CPU throttling slows only the page's
main thread, not the engine's worker; see "The phone" below) and the network slowed at the server (slow 4G:
188 KB/s shared by every connection, 562 ms before each response; serve_static.Throttle), on
/tools/hand-evaluator/ and a book page, cold and warm, beside the bare page under the same throttling: the
first paint of the page's text (FCP) and of the answer built with it (Element Timing), the first live answer,
the bytes sent until then, the goals of issue 24 worked out, and where the time goes (every response's
timing at the server, the worker's marks).

Run: make bench   (or .venv/bin/python -m scripts.bench.browser [--runs 5] [--pages tools/] [--skip-pages])
     make bench-phone   (or .venv/bin/python -m scripts.bench.browser --phone [--runs 5] [--phone-pages /tools/hand-evaluator/]
                         [--skip-bare] [--fresh-cache] [--cpu devtools] [--cpu-rate 4])
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from ..browser import ALL_LIVE, CHROMIUM_ARGS, chromium_path, is_local
from ..site import serve_static
from ..site.build import build_site, free_port, widget_pages
from . import cpu_throttle, phone
from .browser_common import BARE_PAGE, WORKER_JS, WORKER_START, fmt, is_engine, med, prime_server, ratio

# Every long task on the main thread, from the first script of the page on.
LONG_TASKS = """
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { window.__longTasks = null; }
"""

MARKS = "() => Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))"


# Every widget that answers at once asked again, one after the other: the long tasks meanwhile.
ASK_AGAIN = """async () => {
  const before = window.__longTasks.length;
  const t0 = performance.now();
  for (const root of document.querySelectorAll('.hoyle-widget[data-mount]:not([data-stream])')) {
    const answered = new Promise((resolve) => {
      const seen = new MutationObserver(() => {
        if (!root.hasAttribute('aria-busy')) { seen.disconnect(); resolve(); }
      });
      seen.observe(root, { attributes: true, attributeFilter: ['aria-busy'] });
    });
    root.querySelector('.hoyle-go').click();
    await answered;
  }
  await new Promise((r) => setTimeout(r, 200));
  return window.__longTasks.slice(before).filter(([start]) => start >= t0);
}"""

SIM_PAGE = "/tools/draw-simulator/"
WITHOUT_WIDGETS = ["/tools/hand-evaluator/", "/tools/poker-odds/", "/practical-poker/poker-hands/"]
SIM = {"players": 6, "deals": 100_000, "seed": 1}
# Click Run and resolve when the last part is drawn: the time in the page, without polling.
SIM_RUN = """async ([players, deals, seed]) => {
  const root = document.querySelector('#sim');
  root.querySelector('#sim-players').value = String(players);
  root.querySelector('#sim-deals').value = String(deals);
  root.querySelector('#sim-seed').value = String(seed);
  const before = window.__longTasks.length;
  const old = root.querySelector('.hoyle-sim-result'); // the run shown now (the prerendered one is the same run)
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      const r = root.querySelector('.hoyle-sim-result');
      if (r && r !== old && r.dataset.done === 'true' && Number(r.dataset.deals) === deals) {
        seen.disconnect();
        resolve(performance.now() - t0);
      }
    });
    seen.observe(root, { subtree: true, childList: true, attributes: true });
  });
  root.querySelector('.hoyle-go').click();
  const ms = await done;
  await new Promise((r) => setTimeout(r, 200));
  return { ms, longTasks: window.__longTasks.slice(before).filter(([start]) => start >= t0) };
}"""


def cpython_simulator(runs: int) -> list[float]:
    """The same parts the widget asks for, answered by hoyle.web.respond in CPython: seconds per run."""
    from hoyle.web import respond
    from hoyle.web.simulator import REPORT_EVERY

    times = []
    for _ in range(runs + 1):
        request = {"op": "simulate", "view": "simulate", "strategy": "any-pair", "strategies": "", "jackpot": False,
                   "report_every": REPORT_EVERY, "stream": True, **SIM}
        t0 = time.perf_counter()
        reply = json.loads(respond(json.dumps(request)))
        while not reply["answer"].get("done"):
            reply = json.loads(respond(json.dumps({"op": "stream-next", "sid": reply["answer"]["sid"], "view": "simulate"})))
        times.append(time.perf_counter() - t0)
        assert reply["answer"]["deals"] == SIM["deals"]
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", default="", help="only the widget pages whose path contains this text")
    parser.add_argument("--skip-pages", action="store_true", help="only the reference and the simulator")
    parser.add_argument("--phone", action="store_true", help="the phone instead: slow 4G at the server and a slowed CPU")
    parser.add_argument("--phone-pages", default="",
                        help="with --phone: the pages, comma-separated (default: " + ",".join(phone.PHONE_PAGES) + ")")
    parser.add_argument("--cpu", choices=["renderers", "devtools"], default="renderers",
                        help="with --phone: how the CPU is slowed (default: every renderer process; devtools: the main thread only)")
    parser.add_argument("--cpu-rate", type=float, default=cpu_throttle.CPU_RATE, help="with --phone: how many times slower (default 4)")
    parser.add_argument("--skip-bare", action="store_true", help="with --phone: leave the bare page out (a quick comparison)")
    parser.add_argument("--modes", default="cold,warm",
                        help="with --phone: the visits measured, of cold, warm and stalled (after one visit, the network stalled)")
    parser.add_argument("--fresh-cache", action="store_true",
                        help="with --phone: warm visits find the site's files fresh in the browser's cache (default: each is checked)")
    parser.add_argument("--desktop-ui", action="store_true",
                        help="with --phone: leave desktop Chromium's own interface on (a renderer for its address bar starts with "
                             "each browser), as the benchmark had it before: a reference")
    parser.add_argument("--slow-renderers", metavar="PROFILE", help=argparse.SUPPRESS)  # the CPU throttle's own process
    args = parser.parse_args()
    if args.slow_renderers:
        return cpu_throttle.slow_renderers(args.slow_renderers, args.cpu_rate)
    if args.phone:
        return phone.phone_main(args)
    from playwright.sync_api import sync_playwright

    port = free_port()
    out = Path(tempfile.mkdtemp(prefix="hoyle-bench-"))
    result = build_site(out, f"http://127.0.0.1:{port}/")
    if result.returncode:
        sys.exit(result.stdout + result.stderr)
    pages = [] if args.skip_pages else [p for p in widget_pages(out) if args.pages in p]
    server = serve_static.start(str(out), port, {"/__bench/bare.html": ("text/html", BARE_PAGE)})
    base = f"http://127.0.0.1:{port}"
    prime_server(base, out, pages)
    outside: list[str] = []

    with sync_playwright() as p:

        def profile(user_data_dir: str):
            """A real browser profile, with a disk cache (an off-the-record context's memory cache drops the 9.6 MB wasm)."""
            context = p.chromium.launch_persistent_context(user_data_dir, executable_path=chromium_path(), args=CHROMIUM_ARGS,
                                                           headless=True, viewport={"width": 1280, "height": 900})
            context.on("request", lambda r: None if is_local(r.url) else outside.append(r.url))
            context.add_init_script(LONG_TASKS)
            return context

        def visit(context, path: str) -> dict:
            page = context.new_page()
            sizes: list[tuple[str, int]] = []
            sent_before = len(server.sent)

            def finished(request):
                try:
                    s = request.sizes()
                    sizes.append((request.url, s["responseBodySize"] + s["responseHeadersSize"]))
                except Exception:  # a request without a response (aborted): nothing received
                    pass

            context.on("requestfinished", finished)
            page.goto(base + path)
            if path.startswith("/__bench/"):
                page.wait_for_function("() => performance.getEntriesByName('bare:ready').length > 0", timeout=120_000)
            else:
                page.wait_for_function(ALL_LIVE, timeout=120_000)
            marks = page.evaluate(MARKS)
            page.wait_for_timeout(300)  # late long tasks and requestfinished events
            asked = page.evaluate(ASK_AGAIN) if not path.startswith("/__bench/") else []
            tasks = page.evaluate("() => window.__longTasks")
            mount = page.evaluate("() => performance.getEntriesByName('hoyle:mount').map(m => m.duration)")
            engine = next((w for w in page.workers if WORKER_JS.search(w.url)), None)
            started = engine.evaluate(WORKER_START) if engine else None  # and the snapshot stored before the browser closes
            context.remove_listener("requestfinished", finished)
            page.close()
            sent = server.sent[sent_before:]
            lives = [t for name, t in marks.items() if name.startswith("hoyle:live:")]
            ready = marks.get("hoyle:engine-ready", marks.get("bare:ready"))
            end = max(lives) if lives else None
            return {
                "ready": ready,
                "first": marks.get("hoyle:first-answer"),
                "all": end,
                "bytes": sum(n for _, n in sizes),
                "engine_bytes": sum(n for url, n in sizes if is_engine(url)),
                "plain": sum(plain for _, _, plain in sent),
                "engine_plain": sum(plain for url, _, plain in sent if is_engine(url)),
                "start": started,
                "mount": mount[0] if mount else None,
                "tasks_load": [d for s, d in tasks if ready is None or s < ready],
                "tasks_answer": [d for s, d in tasks if ready is not None and ready <= s <= end + 300],
                "tasks_again": [d for _, d in asked],
            }

        def measure(path: str) -> dict:
            rows = {}
            for mode in ("cold", "warm"):
                warm_dir = tempfile.mkdtemp(prefix="hoyle-profile-")
                if mode == "warm":  # fill the profile's cache once, then come back in a new browser each run
                    context = profile(warm_dir)
                    visit(context, path)
                    context.close()
                rows[mode] = []
                for _ in range(args.runs):
                    context = profile(warm_dir if mode == "warm" else tempfile.mkdtemp(prefix="hoyle-profile-"))
                    rows[mode].append(visit(context, path))
                    context.close()
            return rows

        probe = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        print(f"Chromium {probe.version}, {args.runs} runs each, site served at {base}; {len(pages)} pages with widgets", flush=True)
        probe.close()
        bare = measure("/__bench/bare.html")
        results = {}
        for path in pages:
            results[path] = measure(path)
            print(f"  measured {path}", file=sys.stderr, flush=True)

        # The reference for the long tasks of page load: the same pages, cold, with widgets.js an empty
        # module (no widget mounted, no engine started): the long tasks of the first 4 seconds.
        without = {}
        for path in [q for q in WITHOUT_WIDGETS if q in pages]:
            without[path] = []
            for _ in range(args.runs):
                context = profile(tempfile.mkdtemp(prefix="hoyle-profile-"))
                context.route(re.compile(r".*/assets/hoyle(-[0-9a-f]+)?/widgets\.js(\?.*)?$"),
                              lambda r: r.fulfill(status=200, body="", content_type="text/javascript"))
                page = context.new_page()
                page.goto(base + path)
                page.wait_for_timeout(4000)
                assert page.locator(".hoyle-widget[data-live]").count() == 0
                without[path].append([d for _, d in page.evaluate("() => window.__longTasks")])
                context.close()

        # The simulator: a warm profile, the engine ready, then Run, five times on one page.
        sim_dir = tempfile.mkdtemp(prefix="hoyle-profile-")
        context = profile(sim_dir)
        page = context.new_page()
        page.goto(base + SIM_PAGE)
        page.wait_for_function(ALL_LIVE, timeout=120_000)
        sim_runs = [page.evaluate(SIM_RUN, [SIM["players"], SIM["deals"], SIM["seed"]]) for _ in range(args.runs + 1)]
        context.close()
    server.shutdown()
    cpython = cpython_simulator(args.runs)

    b = {mode: med(r["ready"] for r in bare[mode]) for mode in ("cold", "warm")}
    print(f"\nReference, a bare page that only loads Pyodide (median ms from navigation): cold {b['cold']:.0f}, warm {b['warm']:.0f}; "
          f"a cold load {med(r['bytes'] for r in bare['cold']) / 1e6:.2f} MB with gzip, "
          f"{med(r['plain'] for r in bare['cold']) / 1e6:.2f} MB uncompressed")
    print("\nMedian ms from navigation; ratio = the page's time / the bare page's (same mode, same run). 'restored': the warm")
    print("runs whose worker restored its memory snapshot. Long tasks on the main thread (over 50 ms), all runs of the page:")
    print("how many, and the longest, while the page loads (until the engine is ready), while the engine answers its widgets")
    print("(until all are live), and while each widget is asked again; 'mount' is the median ms of the main thread's own")
    print("setting up of the widgets. MB: a cold load, median, with gzip / uncompressed.")
    head = (f"{'page':34} {'mode':4} {'ready':>6} {'ratio':>5} {'first':>6} {'ratio':>5} {'all':>6} {'ratio':>5} {'restored':>8} "
            f"{'load':>11} {'answer':>10} {'again':>10} {'mount':>5} {'MB gzip':>7} {'plain':>6}")
    print(head)
    print("-" * len(head))
    worst = {"answer": 0.0, "again": 0.0}
    for path, rows in results.items():
        for mode in ("cold", "warm"):
            r = rows[mode]
            ready, first, every = (med(x[k] for x in r) for k in ("ready", "first", "all"))
            cells = []
            for part in ("load", "answer", "again"):
                tasks = [d for x in r for d in x[f"tasks_{part}"]]
                if part in worst:
                    worst[part] = max([worst[part]] + tasks)
                cells.append(f"{len(tasks):3} ({max(tasks, default=0):3.0f})")
            restored = f"{sum(1 for x in r if (x['start'] or {}).get('restored'))}/{len(r)}" if mode == "warm" else ""
            size = (f"{med(x['bytes'] for x in r) / 1e6:7.2f} {med(x['plain'] for x in r) / 1e6:6.2f}" if mode == "cold" else "")
            print(f"{path:34} {mode:4} {fmt(ready, 6)} {ratio(ready, b[mode])} {fmt(first, 6)} {ratio(first, b[mode])} {fmt(every, 6)} "
                  f"{ratio(every, b[mode])} {restored:>8} {cells[0]:>11} {cells[1]:>10} {cells[2]:>10} {fmt(med(x['mount'] for x in r), 5)} {size}")
    if results:
        cold = [x for rows in results.values() for x in rows["cold"]]
        print(f"\nThe engine's share of a cold load (the worker's requests; median over every page): "
              f"{med(x['engine_bytes'] for x in cold) / 1e6:.2f} MB "
              f"with gzip, {med(x['engine_plain'] for x in cold) / 1e6:.2f} MB uncompressed")
        snaps = [x["start"]["snapshot"] for x in cold if x["start"] and x["start"].get("snapshot")]
        if snaps:
            print(f"The memory snapshot (cold runs that took one: {len(snaps)} of {len(cold)}): "
                  f"{med(s['bytes'] for s in snaps) / 1e6:.1f} MB; "
                  f"the engine's modules imported first {med(s['primeMs'] for s in snaps):.0f} ms, "
                  f"taken in {med(s['takeMs'] for s in snaps):.0f} ms, "
                  f"stored in {med(s.get('storeMs') for s in snaps) or 0:.0f} ms (median), once the engine was idle after the first answers")
        problems = sorted({p for rows in results.values() for mode in rows.values() for x in mode
                           for p in ((x["start"] or {}).get("problems") or [])})
        if problems:
            print("Start-up problems the worker met (and fell back from): " + "; ".join(problems))
    manifest = json.loads((out / "assets/engine/manifest.json").read_text())
    if manifest.get("stdlib"):
        zip_path = out / "assets/engine" / manifest["stdlib"]
        with zipfile.ZipFile(zip_path) as z:
            files = [n for n in z.namelist() if n.endswith((".py", ".pyc"))]
        compiled = sum(1 for n in files if n.endswith(".pyc"))
        full = (out / "assets/pyodide/python_stdlib.zip").stat().st_size
        print(f"The trimmed standard library: {manifest['stdlib']}, {zip_path.stat().st_size / 1e6:.2f} MB, {len(files)} modules "
              f"({compiled} of them compiled; Pyodide's whole python_stdlib.zip: {full / 1e6:.2f} MB)")
    if without:
        print("\nThe same pages loaded cold without the widgets (widgets.js empty: no engine), the long tasks of the first 4 s,")
        print("beside the page-load column above (cold):")
        for path, runs in without.items():
            tasks = [d for r in runs for d in r]
            with_ = [d for x in results[path]["cold"] for d in x["tasks_load"]]
            print(f"  {path:40} without: {len(tasks):3} (longest {max(tasks, default=0):3.0f} ms)   "
                  f"with: {len(with_):3} (longest {max(with_, default=0):3.0f} ms)")
    if results:
        print(f"\nLongest task on the main thread while the engine answered, over every page and run: {worst['answer']:.0f} ms; "
              f"while widgets were asked again: {worst['again']:.0f} ms")

    deals = SIM["deals"]
    first_browser, *browser_s = [r["ms"] / 1000 for r in sim_runs]
    first_cpython, *cpython = cpython
    sim_tasks = [d for r in sim_runs for _, d in r["longTasks"]]
    print(f"\nThe simulator, {SIM['players']} players, {deals:,} deals, seed 1, in parts of 2,000 (median of {args.runs}, after a first run):")
    print(f"  {'':34} {'seconds':>8} {'deals/s':>9} {'first run':>10}")
    print(f"  {'in Chromium (Pyodide, the worker)':34} {med(browser_s):8.2f} {deals / med(browser_s):9,.0f} {first_browser:9.2f}s")
    print(f"  {'CPython, hoyle.web.respond':34} {med(cpython):8.2f} {deals / med(cpython):9,.0f} {first_cpython:9.2f}s")
    print(f"  browser / CPython speed: {med(cpython) / med(browser_s):.2f}")
    print(f"  runs in the browser: {', '.join(f'{s:.2f}' for s in browser_s)} s; in CPython: {', '.join(f'{s:.2f}' for s in cpython)} s")
    print(f"  long tasks on the main thread while it ran: {len(sim_tasks)}" + (f" (longest {max(sim_tasks):.0f} ms)" if sim_tasks else ""))
    print(f"\nrequests beyond 127.0.0.1: {len(outside)}")


if __name__ == "__main__":
    main()

"""Browser timings of the evaluator page, beside a bare Pyodide page measured in the same run.

In headless Debian Chromium, for the evaluator page and for a bare page that only calls
loadPyodide() (same server, same Pyodide files), median of N runs each:
- cold: a fresh browser profile (empty cache) per run;
- warm: one profile, visited once to fill its disk cache, then N visits, each in a newly started browser;
the time from navigation start to "engine ready" (the worker has Pyodide and the wheel) and to
the first live answer, and the bytes transferred for a cold load of the evaluator page.

Run: make bench   (or .venv/bin/python scripts/bench_browser.py [--runs 5])
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import serve_static  # noqa: E402
from browser import CHROMIUM_ARGS, chromium_path, is_local  # noqa: E402
from site_build import build_site, free_port  # noqa: E402

BARE_PAGE = b"""<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "/assets/pyodide/" });
py.runPython("1 + 1");
performance.mark("bare:ready");
document.title = "ready";
</script>"""

EVALUATOR = "/tools/hand-evaluator/"
MARKS = "(names) => names.map(n => { const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : null; })"


def visit(context, url: str, marks: list[str], ready_selector: str) -> tuple[list[float], int]:
    """Open url in a new page; wait for the selector; return the marks' times (ms since navigation) and bytes received."""
    page = context.new_page()
    sizes: list[int] = []

    def finished(request):
        try:
            s = request.sizes()
            sizes.append(s["responseBodySize"] + s["responseHeadersSize"])
        except Exception:  # a request without a response (aborted): nothing received
            pass

    context.on("requestfinished", finished)
    page.goto(url)
    page.wait_for_selector(ready_selector, timeout=120_000, state="attached")
    page.wait_for_function(f"({MARKS})({marks!r}).every(t => t !== null)", timeout=120_000)
    times = page.evaluate(MARKS, marks)
    page.wait_for_timeout(300)  # let late requestfinished events arrive
    context.remove_listener("requestfinished", finished)
    page.close()
    return times, sum(sizes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    port = free_port()
    out = Path(tempfile.mkdtemp(prefix="hoyle-bench-"))
    result = build_site(out, f"http://127.0.0.1:{port}/")
    if result.returncode:
        sys.exit(result.stdout + result.stderr)
    server = serve_static.start(str(out), port, {"/__bench/bare.html": ("text/html", BARE_PAGE)})
    base = f"http://127.0.0.1:{port}"
    outside: list[str] = []
    pages = {
        "evaluator": (base + EVALUATOR, ["hoyle:worker-start", "hoyle:engine-ready", "hoyle:first-answer"], "#hand[data-live=true]"),
        "bare loadPyodide()": (base + "/__bench/bare.html", ["bare:ready"], "html"),
    }
    results: dict[tuple[str, str], list[list[float]]] = {}
    page_bytes: dict[str, list[int]] = {"cold": [], "warm": []}
    with sync_playwright() as p:

        def profile(user_data_dir: str):
            """A real browser profile, with a disk cache (an off-the-record context's memory cache drops the 9.6 MB wasm)."""
            context = p.chromium.launch_persistent_context(user_data_dir, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
            context.on("request", lambda r: None if is_local(r.url) else outside.append(r.url))
            return context

        probe = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        print(f"Chromium {probe.version}, {args.runs} runs each, site served at {base}")
        probe.close()
        for name, (url, marks, selector) in pages.items():
            for mode in ("cold", "warm"):
                rows = []
                warm_dir = tempfile.mkdtemp(prefix="hoyle-profile-")
                if mode == "warm":  # fill the profile's cache once, then come back in a new browser each run
                    context = profile(warm_dir)
                    visit(context, url, marks, selector)
                    context.close()
                for _ in range(args.runs):
                    context = profile(warm_dir if mode == "warm" else tempfile.mkdtemp(prefix="hoyle-profile-"))
                    times, nbytes = visit(context, url, marks, selector)
                    context.close()
                    rows.append(times)
                    if name == "evaluator":
                        page_bytes[mode].append(nbytes)
                results[(name, mode)] = rows
    server.shutdown()

    def med(rows, i):
        return statistics.median(r[i] for r in rows)

    print()
    print(f"{'median ms from navigation':32} {'evaluator':>10} {'bare page':>10} {'ratio':>7}")
    for mode in ("cold", "warm"):
        ev, bare = results[("evaluator", mode)], results[("bare loadPyodide()", mode)]
        start, ready, first, bare_ready = med(ev, 0), med(ev, 1), med(ev, 2), med(bare, 0)
        print(f"{mode + ': worker started':32} {start:10.0f}")
        print(f"{mode + ': engine ready':32} {ready:10.0f} {bare_ready:10.0f} {ready / bare_ready:7.2f}")
        print(f"{mode + ': first live answer':32} {first:10.0f} {bare_ready:10.0f} {first / bare_ready:7.2f}")
    print()
    for (name, mode), rows in results.items():
        print(f"  {name:20} {mode}: " + ", ".join("/".join(f"{t:.0f}" for t in r) for r in rows))
    print(f"\nbytes transferred for the evaluator page (median of {args.runs}): cold {statistics.median(page_bytes['cold']):,.0f}, warm {statistics.median(page_bytes['warm']):,.0f}")
    print(f"requests beyond 127.0.0.1: {len(outside)}")


if __name__ == "__main__":
    main()

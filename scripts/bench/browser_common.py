"""What the browser's figures on the desktop (browser.py) and on a phone (phone.py) share: the bare page that only
loads Pyodide (the reference), the engine's worker told apart (its script, its requests, how it started), the
server's gzip cache filled before the first measurement, and the medians and cells of the tables."""

from __future__ import annotations

import re
import statistics
import urllib.request
from pathlib import Path

BARE_PAGE = b"""<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "/assets/pyodide/" });
py.runPython("1 + 1");
performance.mark("bare:ready");
document.title = "ready";
</script>"""

# In the engine's worker: how it started (self.hoyleStart), once it has stored its snapshot, or restored
# one, or met a problem, or after 15 s.
WORKER_START = """() => new Promise((resolve) => {
  const t0 = Date.now();
  (function poll() {
    const s = self.hoyleStart;
    if (s && (s.restored || s.problems.length || performance.getEntriesByName('hoyle:snapshot-stored').length || Date.now() - t0 > 15000)) resolve(s);
    else setTimeout(poll, 50);
  })();
})"""
ENGINE_PATHS = ("/assets/pyodide/", "/assets/engine/")
# The engine's worker script, in the site's own scripts' folder (assets/hoyle-<content hash>/ once finished).
WORKER_JS = re.compile(r"/assets/hoyle(-[0-9a-f]+)?/worker\.js(\?|$)")


def is_engine(url: str) -> bool:
    """Whether a request is the engine's: Pyodide, the wheel, the standard library, the manifest, worker.js."""
    return any(p in url for p in ENGINE_PATHS) or bool(WORKER_JS.search(url))


def med(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(ms, width=7):
    return f"{ms:{width}.0f}" if ms is not None else " " * (width - 1) + "–"


def ratio(value, reference, width=5):
    return f"{value / reference:{width}.2f}" if value is not None and reference else " " * (width - 1) + "–"


def prime_server(base: str, site: Path, pages: list[str]) -> None:
    """Ask for every asset and page once with gzip accepted, so the server's gzip cache is full."""
    paths = [f"/{p.relative_to(site).as_posix()}" for folder in ("assets", "search") for p in sorted((site / folder).rglob("*")) if p.is_file()]
    for path in paths + pages + ["/__bench/bare.html"]:
        request = urllib.request.Request(base + path, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as response:
            response.read()

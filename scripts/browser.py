"""Headless Chromium for the tests and the benchmarks: Debian's chromium through Playwright,
with no browser download and nothing allowed beyond 127.0.0.1."""

from __future__ import annotations

import os
import shutil
from urllib.parse import urlsplit

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Belt and braces: no host name but 127.0.0.1 resolves, whatever the page asks for.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


# For page.wait_for_function: every widget of the page has shown a live answer (form.js sets data-live).
ALL_LIVE = """() => {
  const w = document.querySelectorAll('.hoyle-widget[data-mount]');
  return w.length > 0 && Array.from(w).every(x => x.dataset.live === 'true');
}"""


def chromium_path() -> str | None:
    """Debian's chromium, or the one named by $CHROMIUM."""
    for candidate in (os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "/usr/bin/chromium"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or parts.hostname == "127.0.0.1"


def guard(context, outside: list) -> None:
    """Block and record every request that would leave 127.0.0.1 (pages and their workers)."""

    def route(r):
        if is_local(r.request.url):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    context.on("request", lambda req: None if is_local(req.url) else outside.append(req.url))

"""Headless Chromium for the tests and the benchmarks: Debian's chromium through Playwright,
with no browser download and nothing allowed beyond 127.0.0.1."""

from __future__ import annotations

import os
import shutil
from urllib.parse import urlsplit

BASE_ARGS = [
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

# Desktop Chromium's own interface, which a headless browser never shows and a phone's browser does not have.
# Chromium 156 starts it with every browser all the same: a renderer of its own for the address bar's pop-up
# (chrome://omnibox-popup.top-chrome), which took 300 ms of CPU, unslowed, in the first second of each page
# (MEASUREMENTS.md): a reader's phone does none of that work, so the benchmark's phone must not either.
DESKTOP_UI = ("InitialWebUI", "WebUIToolbarProcessOverheadExperiment", "PreloadTopChromeWebUI", "WebUIOmniboxPopup",
              "WebUIOmniboxAimPopup")
# Chromium keeps only the last --disable-features of its command line, and Playwright gives one of its own before
# ours (playwright-core's chromiumSwitches.ts, at the pinned version): ours repeats it. tests/tools/test_browser_args.py
# checks, on the browser's own command line, that no name of Playwright's is lost.
PLAYWRIGHT_FEATURES_OFF = (
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying",
    "AimEnabled", "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
    "SkipListAccountsWithoutGaiaCookies",
)


def chromium_args(desktop_ui: bool = False) -> list[str]:
    """The flags every Chromium of the tests and benchmarks starts with; `desktop_ui`: with desktop Chromium's own
    interface left on (DESKTOP_UI), as the benchmarks had it before (python -m scripts.bench.browser --phone --desktop-ui)."""
    return [*BASE_ARGS, "--disable-features=" + ",".join(PLAYWRIGHT_FEATURES_OFF + (() if desktop_ui else DESKTOP_UI))]


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


CHROMIUM_ARGS = chromium_args()

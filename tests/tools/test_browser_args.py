"""The flags every Chromium of the tests and benchmarks starts with (scripts/browser.py), read back from the running
browser: Chromium keeps only the last --disable-features of its command line, so ours must carry every name of the one
Playwright puts before it; and desktop Chromium's own interface (the renderer of its address bar's pop-up, which starts
with every browser and ran beside every page the phone benchmark measured) is not started."""

from __future__ import annotations

import os
import time

from scripts.browser import CHROMIUM_ARGS, DESKTOP_UI, chromium_args, chromium_path


def command_line(profile: str) -> list[str]:
    """The browser process's own command line (not a renderer's or a helper's), found by the profile it was given."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                words = [w.decode(errors="replace") for w in f.read().split(b"\0") if w]
        except OSError:
            continue
        if f"--user-data-dir={profile}" in words and not any(w.startswith("--type=") for w in words):
            return words
    raise AssertionError(f"no browser process with the profile {profile}")


def browser_ui(page) -> list[str]:
    """The addresses of the browser's own interface that it has started (DevTools' browser_ui targets)."""
    targets = page.context.new_cdp_session(page).send("Target.getTargets")["targetInfos"]
    return [t["url"] for t in targets if t["type"] == "browser_ui"]


def launch(browser, profile, args):
    """A browser of its own (a profile on disk, so that its process can be found by it), started as the session's is."""
    context = browser.browser_type.launch_persistent_context(str(profile), executable_path=chromium_path(), args=args, headless=True)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto("data:text/html,<title>a page</title><p>A page.</p>")
    page.wait_for_function("() => document.readyState === 'complete'")
    return context, page


def test_every_feature_playwright_turns_off_stays_off_and_the_desktop_interface_is_not_started(browser, tmp_path):
    context, page = launch(browser, tmp_path / "ours", CHROMIUM_ARGS)
    try:
        words = command_line(str(tmp_path / "ours"))
        ui = browser_ui(page)
    finally:
        context.close()
    switches = [w.split("=", 1)[1].split(",") for w in words if w.startswith("--disable-features=")]
    assert len(switches) >= 2, "Playwright's own --disable-features and ours"
    last = set(switches[-1])
    for earlier in switches[:-1]:
        assert set(earlier) <= last, f"lost from Playwright's --disable-features: {sorted(set(earlier) - last)}"
    assert set(DESKTOP_UI) <= last
    assert ui == []


def test_the_desktop_interface_is_seen_when_it_is_left_on(browser, tmp_path):
    """The check above can fail: with the interface left on (the benchmark's --desktop-ui), the same probe finds it."""
    context, page = launch(browser, tmp_path / "desktop", chromium_args(desktop_ui=True))
    try:
        ui = browser_ui(page)
        deadline = time.monotonic() + 30
        while not ui and time.monotonic() < deadline:  # started with the browser: there at once, here; waited for, in case
            page.wait_for_function("() => new Promise((done) => requestAnimationFrame(() => done(true)))")
            ui = browser_ui(page)
    finally:
        context.close()
    assert any(url.startswith("chrome://omnibox-popup") for url in ui), ui

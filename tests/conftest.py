"""Shared fixtures: the built site, served on 127.0.0.1, and headless Chromium guarded against outside requests."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts.site.build import build_site, free_port


@pytest.fixture(scope="session")
def site_port() -> int:
    return free_port()


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_port) -> Path:
    out = tmp_path_factory.mktemp("site")
    result = build_site(out, f"http://127.0.0.1:{site_port}/")
    if result.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
    return out


@pytest.fixture(scope="session")
def sub_port() -> int:
    return free_port()


@pytest.fixture(scope="session")
def sub_site(tmp_path_factory, sub_port, built_site) -> Path:
    """The site built for http://127.0.0.1:PORT/hoyle/, as for a GitHub Pages project (after built_site, which has
    prepared Pyodide and the wheel): tests/browser/test_subpath.py serves it there, tests/site/test_hosts.py as
    nginx, Apache and make preview serve it."""
    out = tmp_path_factory.mktemp("sub") / "site"
    result = build_site(out, f"http://127.0.0.1:{sub_port}/hoyle/")
    if result.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
    return out


@pytest.fixture(scope="session")
def site_url(built_site, site_port):
    from scripts.site import serve_static

    with serve_static.serving(built_site, site_port) as url:
        yield url


class TestBrowser:
    """The browser as the tests use it: its contexts bypass the site's Content-Security-Policy (a meta tag on
    every page, scripts/site/csp.py) by default, because Playwright's wait_for_function evaluates its
    predicate as a string, which the policy rightly refuses. tests/browser/test_csp.py opens its contexts
    with bypass_csp=False and checks the policy itself."""

    def __init__(self, browser):
        self._browser = browser

    def new_context(self, **options):
        options.setdefault("bypass_csp", True)
        return self._browser.new_context(**options)

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser():
    from scripts.browser import CHROMIUM_ARGS, chromium_path

    playwright = pytest.importorskip("playwright.sync_api")
    path = chromium_path()
    if path is None:
        pytest.fail("no Chromium found: install Debian's chromium package (make test does so when it can)")
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS, headless=True)
        yield TestBrowser(b)
        b.close()


@pytest.fixture()
def guarded(browser):
    """A fresh browser context whose requests beyond 127.0.0.1 are blocked and listed in `outside`."""
    from scripts.browser import guard

    # The service worker (docs/sw.js) is left out here: tests/browser/test_offline.py tries it.
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    outside: list[str] = []
    seen: list[str] = []
    guard(context, outside)
    context.on("request", lambda req: seen.append(req.url))
    yield context, outside, seen
    context.close()

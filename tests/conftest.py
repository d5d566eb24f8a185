"""Shared fixtures: the built site, served on 127.0.0.1, and headless Chromium guarded against outside requests.

The suite runs in several processes (pytest-xdist: `make test` runs `pytest -n 2`), and each slow thing is still done once
per run (tests/run_once.py): the sites are built once and served once for all the processes, each server a process of
its own that lives as long as the run; a session fixture of this file is otherwise a process's own (Chromium)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from run_once import ROOT, WORKER, once, repo_lock, serve_for_run, stop_servers

from scripts.site.build import build_site


@pytest.fixture()
def preparing(tmp_path_factory):
    """A test that builds the site itself (scripts/site/prepare.py rewrites the work tree's prepared files) holds repo_lock."""
    with repo_lock(tmp_path_factory):
        yield


# Folders whose tests share a slow thing of their own that a process does once: all of them on one worker.
ONE_WORKER = {
    "pyodide": "pyodide",  # the engine in Pyodide under Node (tests/pyodide/conftest.py: steps), by one run for all
    "browsers": "other-browsers",  # Firefox ESR and WebKitGTK, each started once (tests/browsers/conftest.py)
}
FIRST = ("tests/pyodide/", "tests/browsers/")  # the longest groups, started first (no long tail at the run's end)


def group_of(nodeid: str) -> str:
    """The tests that go to one worker together under pytest-xdist (`make test`: -n 2 --dist loadgroup): a folder's
    (ONE_WORKER), a module's that has a fixture of its own for the module (a build, a server, a browser profile), a
    class's (its set-up, setUpClass); else the test alone, to whichever worker is free."""
    path, _, rest = nodeid.partition("::")
    parts = Path(path).parts
    if len(parts) > 2 and parts[1] in ONE_WORKER:
        return ONE_WORKER[parts[1]]
    if _has_module_fixture(path):
        return path
    names = rest.split("::")
    return f"{path}::{names[0]}" if len(names) > 1 else nodeid


@functools.cache
def _has_module_fixture(path: str) -> bool:
    file = ROOT / path
    return file.is_file() and 'scope="module"' in file.read_text(encoding="utf-8")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """`--dist loadgroup` by group_of (pytest-xdist's own loadgroup reads xdist_group marks by a node id it can no
    longer change under pytest 9.2, so it groups nothing): its scope scheduler, each group a unit of work, in the
    order collected (pytest_collection_modifyitems puts the longest groups first)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ByGroup(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return group_of(nodeid)

    config.option.loadscopereorder = False
    return ByGroup(config, log)


def pytest_collection_modifyitems(config, items):
    """The longest groups first (FIRST), the rest in the order collected: a worker is never left with one at the end."""
    items.sort(key=lambda item: next((i for i, folder in enumerate(FIRST) if item.nodeid.startswith(folder)), len(FIRST)))


def pytest_sessionfinish(session):
    """The run's first process (the only one, or xdist's controller, after its workers) stops the run's servers."""
    factory = getattr(session.config, "_tmp_path_factory", None)
    if WORKER is None and factory is not None:
        stop_servers(factory)


def _server(tmp_path_factory, name: str, served: str) -> dict:
    """A server for the run (once): {"port", "folder"} where `folder` is what it serves, under the shared folder."""
    def start(root: Path) -> dict:
        folder = root / served
        folder.mkdir(parents=True)
        return {"port": serve_for_run(root, name, folder), "folder": str(folder)}

    return once(tmp_path_factory, f"{name}-server", start)


@pytest.fixture(scope="session")
def site_port(tmp_path_factory) -> int:
    return _server(tmp_path_factory, "site", "site")["port"]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, site_port) -> Path:
    """The site built for http://127.0.0.1:PORT/ (once for the run), into the folder its server serves."""
    folder = Path(_server(tmp_path_factory, "site", "site")["folder"])

    def build(root: Path) -> str:
        with repo_lock(tmp_path_factory):
            result = build_site(folder, f"http://127.0.0.1:{site_port}/")
        if result.returncode != 0:
            raise RuntimeError(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
        return str(folder)

    return Path(once(tmp_path_factory, "site-built", build))


@pytest.fixture(scope="session")
def sub_port(tmp_path_factory) -> int:
    return _sub_server(tmp_path_factory)["port"]


def _sub_server(tmp_path_factory) -> dict:
    """The server of a folder whose hoyle/ is the sub-path site: served, the site is at /hoyle/."""
    return _server(tmp_path_factory, "sub", "sub-root")


@pytest.fixture(scope="session")
def sub_site(tmp_path_factory, sub_port, built_site) -> Path:
    """The site built for http://127.0.0.1:PORT/hoyle/, as for a GitHub Pages project (after built_site, which has
    prepared Pyodide and the wheel; once for the run): tests/browser/test_subpath.py has it served there (sub_url),
    tests/site/test_hosts.py as nginx, Apache and make preview serve it."""
    root = Path(_sub_server(tmp_path_factory)["folder"])

    def build(shared: Path) -> str:
        out = shared / "sub" / "site"
        with repo_lock(tmp_path_factory):
            result = build_site(out, f"http://127.0.0.1:{sub_port}/hoyle/")
        if result.returncode != 0:
            raise RuntimeError(f"mkdocs build --strict failed:\n{result.stdout}\n{result.stderr}")
        (root / "hoyle").symlink_to(out, target_is_directory=True)
        return str(out)

    return Path(once(tmp_path_factory, "sub-built", build))


@pytest.fixture(scope="session")
def site_url(built_site, site_port):
    """The built site's address (no trailing slash), its server running for the whole run."""
    return f"http://127.0.0.1:{site_port}"


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

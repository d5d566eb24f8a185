"""The browser tests' readers: each test that takes one gets a fresh context (nothing shared between tests),
closed after it, whatever the test's outcome; and `live`, the one page the tests that need only a live widget at a
URL share, its engine started once (support.LiveTab)."""


import pytest
from support import SUB, LiveTab, Reader, watched_context


@pytest.fixture()
def reader(guarded, site_url):
    """A reader in the `guarded` context (1280 x 900, no service worker, outside requests blocked and listed)."""
    context, outside, seen = guarded
    return Reader(context, site_url, outside, seen)


@pytest.fixture()
def reader_without_js(browser, site_url):
    """A reader whose browser runs no JavaScript: the page as built."""
    context = browser.new_context(java_script_enabled=False)
    yield Reader(context, site_url)
    context.close()


@pytest.fixture()
def new_reader(browser, site_url):
    """Readers in contexts of the test's own making: new_reader(viewport, watched=True, **context options); a
    watched one has outside requests blocked and listed, as `reader` has (watched_context); all closed after."""
    contexts = []

    def make(viewport=None, watched=True, **options):
        if watched:
            context, outside, seen = watched_context(browser, viewport, **options)
            contexts.append(context)
            return Reader(context, site_url, outside, seen)
        context = browser.new_context(**({"viewport": viewport} if viewport else {}), **options)
        contexts.append(context)
        return Reader(context, site_url)

    yield make
    for context in contexts:
        context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Each phase's report kept on the test (item.rep_setup, rep_call, rep_teardown): `live` reads whether it failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session")
def live_tab(browser, site_url):
    """The session's one live page (support.LiveTab): the engine started once, for the tests that take `live`."""
    tab = LiveTab(browser, site_url)
    yield tab
    tab.close()


@pytest.fixture()
def live(live_tab, request):
    """A live widget at a URL, the engine already started: live.open(path, widget) takes the session's one page there
    by Material's instant navigation and waits until the widget is answered live for that URL; live.page, live.errors
    (this test's), live.outside (this test's), live.seen, live.assert_only_local(), live.new_page(), live.on(event, fn).
    For a test that needs only that; a test of what shows before the engine is ready, of its start or failure, of a
    page's first load, or of the browser's own state (size, policy, service worker, storage) takes a fresh `reader`."""
    live_tab.begin()
    yield live_tab
    failed = any(getattr(request.node, f"rep_{when}", None) is not None and getattr(request.node, f"rep_{when}").failed
                 for when in ("setup", "call"))
    live_tab.end(failed=failed)


# sub_port and sub_site (the site built for /hoyle/) are tests/conftest.py's: tests/site/test_hosts.py serves it too; its
# server (serving a folder whose hoyle/ is that site) runs for the whole run.
@pytest.fixture(scope="session")
def sub_url(sub_site, sub_port):
    """The sub-path site served at http://127.0.0.1:PORT/hoyle (no trailing slash, as site_url)."""
    return f"http://127.0.0.1:{sub_port}{SUB.rstrip('/')}"

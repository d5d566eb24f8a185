"""The browser tests' readers: each test that takes one gets a fresh context (nothing shared between tests),
closed after it, whatever the test's outcome."""

import pytest
from support import Reader, watched_context


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

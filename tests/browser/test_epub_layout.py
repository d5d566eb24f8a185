"""The e-books on a phone (issue 45): every page of each book, with the book's own style sheet, in Chromium at 360 px
wide, as a reading app that does not scroll sideways lays it out: nothing reaches past the right edge (the "All 32
ways to hold" table in Drawing to Improve cut its Draw and Average columns there; the book's account of a hundred
pools, ten columns, and the chance of jacks or better, 27 digits over 27, too)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from scripts.ebook import epub

BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
WIDTH = 360
# The innermost elements whose right edge passes the page's (an element inside one that does is not listed again).
PAST_THE_EDGE = """(width) => [...document.body.querySelectorAll('*')]
  .filter(e => e.getBoundingClientRect().right > width + 0.5
          && ![...e.children].some(c => c.getBoundingClientRect().right > width + 0.5))
  .map(e => `${e.tagName.toLowerCase()}.${e.className}: ${Math.round(e.getBoundingClientRect().right)} px, `
            + (e.textContent || '').trim().slice(0, 60))"""


@pytest.fixture(scope="module")
def unzipped(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("epub-layout")
    epub.build_all(out / "books", "https://example.org/hoyle/", force=True)
    for b in BOOKS:
        with zipfile.ZipFile(out / "books" / f"{b}.epub") as z:
            z.extractall(out / b)
    return out


@pytest.mark.parametrize("book", BOOKS)
def test_every_page_fits_360_px(browser, unzipped, book):
    context = browser.new_context(viewport={"width": WIDTH, "height": 740})
    outside: list[str] = []

    def route(r):
        if r.request.url.startswith("file:"):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    past = {}
    files = sorted((unzipped / book / "OEBPS").glob("*.xhtml"))
    for f in files:
        page.goto(f.as_uri())
        assert page.evaluate("() => getComputedStyle(document.body).fontFamily") == "serif"  # the book's style sheet is in
        found = page.evaluate(PAST_THE_EDGE, WIDTH)
        if found:
            past[f.name] = found
    context.close()
    assert len(files) > 5 and past == {}, past
    assert outside == []

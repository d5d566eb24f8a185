"""The site built with Zensical, Material for MkDocs' successor (Material's end of life: 2027-05-05).

Zensical (pinned in requirements/test.txt) reads mkdocs.yml and builds the site once, strictly, into a
folder of its own (scripts/site/build.py, build_zensical). It prerenders every widget as the MkDocs build
does, through the same Markdown extensions (pymdownx.superfences hands each ```hoyle fence to hoyle.web);
in Chromium, served on 127.0.0.1 as the browser tests serve the MkDocs build, the widgets answer live
and the search index loads from Zensical's address for it, search.json (MkDocs: search/search_index.json).

The engine is started from the head of a page with a widget by the theme's override (overrides/main.html),
which both builds read. What Zensical does not do: it copies no linked folder from docs/
(docs/assets/pyodide is a link), so build_zensical copies docs/ with its links followed."""

import json
import re
from pathlib import Path

import pytest
from support import ENGINE_TIMEOUT, assert_only_local, swapped_in, unfold

from scripts.edition import literal_brackets
from scripts.site.finish import assets_folder
from scripts.site.search_text import searchable
from scripts.site.build import build_zensical, free_port, widget_pages, widgets_by_page

ROOT = Path(__file__).resolve().parents[2]

BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
PAGES = ["index.html", "404.html", "sitemap.xml", "search.json", "practical-poker/index.html",
         "practical-poker/laws/index.html", "hoyles-games-modernized/index.html", "round-games/index.html",
         "tools/index.html", "tools/hand-evaluator/index.html", "tools/claims-ledger/index.html"]


@pytest.fixture(scope="module")
def zensical_port() -> int:
    return free_port()


@pytest.fixture(scope="module")
def zensical_build(tmp_path_factory, zensical_port, built_site):
    """The Zensical build, after the MkDocs build (built_site), which has prepared Pyodide and the wheel (docs/ copied
    while no other build of the run rewrites it: repo_lock)."""
    from run_once import repo_lock

    project = tmp_path_factory.mktemp("zensical")
    with repo_lock(tmp_path_factory):
        result = build_zensical(project, f"http://127.0.0.1:{zensical_port}/")
    return project / "site", result


@pytest.fixture(scope="module")
def zensical_site(zensical_build) -> Path:
    site, result = zensical_build
    if result.returncode != 0:
        pytest.fail(f"zensical build --strict failed:\n{result.stdout}\n{result.stderr}")
    return site


@pytest.fixture(scope="module")
def zensical_url(zensical_site, zensical_port):
    from scripts.site import serve_static

    with serve_static.serving(zensical_site, zensical_port) as url:
        yield url


# --- the build ---------------------------------------------------------------------------------------


def test_zensical_builds_the_site_strictly_with_no_issue(zensical_build):
    site, result = zensical_build
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stderr.strip() == "No issues found", result.stderr
    for page in PAGES:
        assert (site / page).is_file(), page
    assert not (site / "search" / "search_index.json").exists()


def test_pyodide_and_the_engine_are_in_the_built_site(zensical_site, built_site):
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "package.json"):
        path = zensical_site / "assets/pyodide" / name
        assert path.is_file() and not path.is_symlink(), name
        assert path.read_bytes() == (built_site / "assets/pyodide" / name).read_bytes(), name
    for path in (built_site / "assets/engine").iterdir():
        if path.name == "manifest.json":  # the same engine; each build's own edition, every file of it there
            theirs, ours = (json.loads(p.read_text()) for p in (path, zensical_site / "assets/engine" / path.name))
            edition = ("edition", "files")
            assert {k: v for k, v in ours.items() if k not in edition} == {k: v for k, v in theirs.items() if k not in edition}
            assert ours["files"] and all((zensical_site / (f + "index.html" if f.endswith("/") else f)).is_file() for f in ours["files"])
            continue
        assert (zensical_site / "assets/engine" / path.name).read_bytes() == path.read_bytes(), path.name


def test_every_widget_is_prerendered_as_the_mkdocs_build_prerenders_it(zensical_site, built_site):
    """The same pages carry the same widgets, each with its answer built in, byte for byte, but for what MkDocs' build
    alone marks for Material's search (scripts/site/search_text.py, an MkDocs hook, which Zensical does not run)."""
    ours, theirs = widgets_by_page(zensical_site), widgets_by_page(built_site)
    assert {page: len(w) for page, w in ours.items()} == {page: len(w) for page, w in theirs.items()}
    assert len(ours) == 19  # as tests/site/test_build.py counts the pages with a widget
    assert widget_pages(zensical_site) == widget_pages(built_site)
    for page, widgets in ours.items():
        for mine, built in zip(widgets, theirs[page]):
            assert 'data-engine="static"' in mine and '<div class="hoyle-answer" aria-live="polite"' in mine, page
            assert searchable(mine) == built, page
    html = (zensical_site / "tools/hand-evaluator/index.html").read_text(encoding="utf-8")
    assert '<p class="hoyle-description">A pair of tens, with ace, king and four</p>' in html
    assert "Widget error" not in html and "```" not in html


def test_the_search_index_has_every_section_the_mkdocs_index_has(zensical_site, built_site):
    ours = [item["location"] for item in json.loads((zensical_site / "search.json").read_text(encoding="utf-8"))["items"]]
    theirs = [doc["location"] for doc in json.loads((built_site / "search/search_index.json").read_text(encoding="utf-8"))["docs"]]
    assert ours == theirs
    assert "practical-poker/jack-pot-laws/#false-openers" in ours


LOADS = re.compile(r'<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"', re.I)


def test_no_page_loads_anything_from_outside(zensical_site):
    for page in zensical_site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for m in LOADS.finditer(html):
            url = m.group(1) or m.group(2)
            if 'rel="canonical"' in m.group(0):
                continue
            assert not re.match(r"(https?:)?//", url) or url.startswith("http://127.0.0.1"), f"{page}: {m.group(0)}"
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html, page
    for css in zensical_site.rglob("*.css"):
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", css.read_text(encoding="utf-8")), css


def test_a_page_with_a_widget_starts_the_engine_from_its_head(zensical_site):
    """overrides/main.html, as in the MkDocs build (tests/site/test_build.py): the engine's start and the
    early hoyle-js mark in the head of every page with a widget, and of no other."""
    with_widget = without = 0
    for page in sorted(zensical_site.rglob("index.html")):
        html = page.read_text(encoding="utf-8")
        head = html.split("</head>", 1)[0]
        depth = len(page.relative_to(zensical_site).parts) - 1
        here = "../" * depth or "./"  # Zensical writes the home page's relative addresses as ./
        tag = f'<script type="module" async src="{here}{assets_folder(zensical_site)}/start.js"></script>'
        if 'class="hoyle-widget' in html:
            with_widget += 1
            assert head.count(tag) == 1 and 'classList.add("hoyle-js")' in head, page
        else:
            without += 1
            assert "start.js" not in html, page
    assert with_widget == 19 and without > 20


def test_the_zensical_build_is_finished_but_for_the_policy(zensical_site, built_site):
    """scripts/site/finish.py: the assets content-hashed (the same folder as the MkDocs build's) and the passage
    links relative, but no Content-Security-Policy: Zensical's search adds an inline <style> at run time."""
    assert assets_folder(zensical_site) == assets_folder(built_site)
    html = (zensical_site / "tools/hand-evaluator/index.html").read_text(encoding="utf-8")
    assert 'href="../../practical-poker/poker-hands/#:~:text=' in html and 'href="/practical-poker/' not in html
    assert "Content-Security-Policy" not in html and not (zensical_site / "_headers").exists()
    assert "Content-Security-Policy" in (built_site / "tools/hand-evaluator/index.html").read_text(encoding="utf-8")


# --- the editor's square brackets --------------------------------------------------------------------


def test_no_square_bracket_on_a_book_page_reads_as_a_link_reference():
    """scripts/edition escapes every bracket that is not a link's (\\[It\\]) and writes one in an attribute
    as &#91; (Zensical 0.0.40 warned of an "unresolved link reference" at each; later releases say
    nothing, so this test keeps them escaped)."""
    pages = [p for book in BOOKS for p in sorted((ROOT / "docs" / book).glob("*.md"))]
    assert len(pages) == 40  # the books' pages, and the situation finder (practical-poker/what-happened.md)
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert literal_brackets(text) == text, page
        assert not [tag for tag in re.findall(r"</?[A-Za-z][^<>]*>", text) if "[" in tag or "]" in tag], page
    assert "\\[It\\]" in (ROOT / "docs/practical-poker/watching-the-draw.md").read_text(encoding="utf-8")


def test_the_brackets_print_as_brackets(zensical_site, built_site):
    for site in (zensical_site, built_site):
        for page in site.rglob("*.html"):
            assert "\\[" not in page.read_text(encoding="utf-8"), page
        html = (site / "practical-poker/watching-the-draw/index.html").read_text(encoding="utf-8")
        assert ">[It]</a> must be observed that" in html
        html = (site / "practical-poker/bibliography/index.html").read_text(encoding="utf-8")
        assert 'Pardon, C. F.</span> [Rawdon Crawley].—' in html  # the name in small capitals (issue 26)


# --- in the browser ----------------------------------------------------------------------------------


def expect_description(widget, text):
    widget.locator(".hoyle-description", has_text=text).wait_for(timeout=90_000)
    assert widget.locator(".hoyle-description").inner_text() == text


def test_the_evaluator_answers_live_across_instant_navigation(guarded, zensical_url, zensical_site):
    """As tests/browser/test_evaluator.py, on the Zensical build: Zensical's document$ mounts the widgets
    on every instant navigation, and one engine worker serves them all."""
    context, outside, seen = guarded
    page = context.new_page()
    errors, workers = [], []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("worker", lambda w: workers.append(w.url))
    page.goto(f"{zensical_url}/tools/hand-evaluator/?hand=Js+Jd+10c+10h+As")
    page.wait_for_selector("#hand[data-engine=ready][data-live=true]", timeout=ENGINE_TIMEOUT)
    unfold(page)
    widget = page.locator("#hand")
    expect_description(widget, "Two pairs, jacks up: jacks and tens, with an ace")
    widget.locator(".hoyle-input").fill("Qs Qd 2c 2h 5s")
    expect_description(widget, "Two pairs, queens up: queens and deuces, with a five")
    assert widget.locator(".hoyle-result").get_attribute("data-class") == "two-pairs"
    assert page.url.endswith("/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s#hand")  # a link that sets a widget lands on it (arrival.js)
    page.evaluate("window.__noReload = true")

    swapped_in(page, "#hand", page.locator(".md-nav__link", has_text="Home").first.click)  # the home page's own #hand
    page.wait_for_url(f"{zensical_url}/")
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    home = page.locator("#hand")
    home.locator(".hoyle-input").fill("Ks Kd Kh 7c 4s")
    expect_description(home, "Threes: three kings, with seven and four")

    swapped_in(page, "#hand", page.go_back)
    page.wait_for_url(re.compile(r"/tools/hand-evaluator/\?hand=Qs\+Qd\+2c\+2h\+5s#hand$"))
    page.wait_for_selector("#hand[data-live=true]", timeout=ENGINE_TIMEOUT)
    expect_description(page.locator("#hand"), "Two pairs, queens up: queens and deuces, with a five")
    assert page.evaluate("window.__noReload") is True
    assert page.evaluate("window.__hoyle.workersStarted") == 1
    assert [w for w in workers if "/assets/hoyle-" in w] == [f"{zensical_url}/{assets_folder(zensical_site)}/worker.js"]
    assert errors == []
    assert_only_local(outside, seen)


def test_every_widget_of_a_book_page_answers_live(guarded, zensical_url):
    from scripts.browser import ALL_LIVE

    context, outside, seen = guarded
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{zensical_url}/practical-poker/poker-hands/")
    page.wait_for_function(ALL_LIVE, timeout=ENGINE_TIMEOUT)
    assert page.locator(".hoyle-widget[data-live=true]").evaluate_all("els => els.map(e => e.id)") == ["hand", "showdown"]
    widget = page.locator("#showdown")
    assert widget.locator(".hoyle-outcome strong").inner_text() == "Hand 1 wins."
    widget.locator("#showdown-hands").fill("As Ad Kc Kd 2h\nAh Ac Ks Kh 3d\nQs Qd Qh 4c 4s")
    widget.locator(".hoyle-outcome[data-winners='3']").wait_for(timeout=90_000)
    assert re.sub(r"\s+", " ", widget.locator(".hoyle-outcome").inner_text()) == "Hand 3 wins. Full hand beats two pairs."
    assert errors == []
    assert_only_local(outside, seen)


def test_search_loads_search_json_and_finds_a_passage(guarded, zensical_url, built_site):
    """Zensical's search asks for search.json, and finds the bibliography's "[Rawdon Crawley]" (a bracket
    escaped in the Markdown, printed and indexed as the book has it)."""
    context, outside, _ = guarded
    page = context.new_page()
    with page.expect_response(lambda r: r.url.endswith("/search.json")) as response:
        page.goto(f"{zensical_url}/practical-poker/")
    assert response.value.url == f"{zensical_url}/search.json" and response.value.status == 200
    sections = json.loads((built_site / "search/search_index.json").read_text(encoding="utf-8"))["docs"]
    assert len(response.value.json()["items"]) == len(sections)
    page.locator(".md-search__button").click()
    dialog = page.locator("dialog[aria-label=Search]")  # in Zensical's shadow root, which locators pierce
    dialog.locator("input[role=combobox]").fill("Rawdon Crawley")
    status = dialog.locator("[role=status]")
    status.filter(has_text="1 result").wait_for(timeout=90_000)
    assert status.inner_text() == "1 result"
    result = dialog.locator("[role=option]")
    assert result.locator("h2").inner_text() == "Bibliography"
    assert result.get_attribute("href") == f"{zensical_url}/practical-poker/bibliography/?h=Rawdon+Crawley#bibliography"
    result.click()
    page.wait_for_url(re.compile(r"/practical-poker/bibliography/"))
    entry = page.locator("p", has_text="PARDON, C. F.")
    assert entry.inner_text().startswith("Pardon, C. F. [Rawdon Crawley].—“Poker.”")  # shown in small capitals
    assert outside == []

"""The site builds strictly, prerenders its widgets, and loads nothing from outside."""

import re
import subprocess
from pathlib import Path

from scripts.site.finish import assets_folder

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["index.html", "practical-poker/index.html", "hoyles-games-modernized/index.html",
         "round-games/index.html", "tools/index.html", "tools/hand-evaluator/index.html"]


def test_every_page_is_built(built_site):
    for page in PAGES:
        assert (built_site / page).is_file(), page


def test_the_evaluator_is_prerendered(built_site):
    html = (built_site / "tools/hand-evaluator/index.html").read_text()
    assert '<div class="hoyle-widget hoyle-hand" id="hand" data-widget="hand" data-mount="form" data-op="hand" data-engine="static">' in html
    assert 'data-field="cards" data-param="hand"' in html and 'value="As Kd 10h 10c 4s"' in html
    assert '<p class="hoyle-name">One pair <code class="hoyle-class">one-pair</code></p>' in html
    assert '<p class="hoyle-description">A pair of tens, with ace, king and four</p>' in html
    assert html.count('class="hoyle-pick ') == 2 * 53  # the evaluator's picker and the showdown's: 52 cards and the joker
    assert html.count('data-card="joker" aria-pressed="false"') == 2
    assert 'id="hand-picker"' in html and 'id="showdown-picker"' in html
    assert 'aria-live="polite"' in html


def test_pyodide_and_the_engine_are_in_the_built_site_but_not_committed(built_site):
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        path = built_site / "assets/pyodide" / name
        assert path.is_file() and not path.is_symlink() and not path.parent.is_symlink(), name
    assert '"version": "314.0.' in (built_site / "assets/pyodide/package.json").read_text()
    manifest = (built_site / "assets/engine/manifest.json").read_text()
    wheel = re.search(r'"wheel": "([^"]+)"', manifest).group(1)
    assert re.fullmatch(r"hoyle-\d+\.\d+\.\d+-py3-none-any\.whl", wheel)
    assert (built_site / "assets/engine" / wheel).is_file()
    tracked = subprocess.run(["git", "ls-files", "docs/assets/pyodide", "docs/assets/engine"], cwd=ROOT, capture_output=True, text=True)
    assert tracked.stdout == ""


LOADS = re.compile(r'<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"', re.I)


def test_no_page_loads_anything_from_outside(built_site):
    for page in built_site.rglob("*.html"):
        html = page.read_text()
        for m in LOADS.finditer(html):
            url = m.group(1) or m.group(2)
            tag = m.group(0)
            if 'rel="canonical"' in tag:
                continue
            assert not re.match(r"(https?:)?//", url) or url.startswith("http://127.0.0.1"), f"{page}: {tag}"
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html, page
    for css in built_site.rglob("*.css"):
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", css.read_text()), css


def test_a_page_with_a_widget_starts_the_engine_from_its_head(built_site):
    """overrides/main.html: the engine's start in the <head> of every page with a widget, and of no other."""
    with_widget = without = 0
    for page in sorted(built_site.rglob("index.html")):
        html = page.read_text()
        head = html.split("</head>", 1)[0]
        depth = len(page.relative_to(built_site).parts) - 1
        tag = f'<script type="module" async src="{"../" * depth}{assets_folder(built_site)}/start.js"></script>'
        if 'class="hoyle-widget' in html:
            with_widget += 1
            assert head.count(tag) == 1, page
        else:
            without += 1
            assert "start.js" not in html, page
    assert with_widget == 19 and without > 20


def test_no_page_skips_a_heading_level(built_site):
    """Under its title (h1) a page's headings go down one level at a time (h1, h2, h3), as a screen reader's list of
    headings and an e-book's contents read them: the Disputed Rules' cases, the General Index's letters and the
    Bibliography's French books are h2 (issue 45), and a widget's own heading (h3) stands under an h2."""
    skips = {}
    for path in sorted(built_site.rglob("*.html")):
        if "assets" in path.parts:
            continue
        article = re.search(r"<article.*?</article>", path.read_text(encoding="utf-8"), re.S)
        levels = [int(n) for n in re.findall(r"<h([1-6])\b", article.group(0))] if article else []
        gaps = [(a, b) for a, b in zip([0, *levels], levels) if b > a + 1]
        if gaps:
            skips[path.relative_to(built_site).as_posix()] = gaps
    assert skips == {}

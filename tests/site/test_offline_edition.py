"""The edition the service worker keeps whole (scripts/site/finish.py `edition`, docs/sw.js): the built manifest lists
every page and what the pages load, nothing a reader does not need offline, and names the edition after the contents."""

import json
import re
import shutil
from urllib.parse import urlsplit

from scripts.site.finish import assets_folder, edition


def manifest(site):
    return json.loads((site / "assets/engine/manifest.json").read_text())


def test_the_edition_lists_every_page_and_what_it_loads(built_site):
    files = manifest(built_site)["files"]
    assert len(files) == len(set(files))
    pages = {urlsplit(u).path.lstrip("/") or "./" for u in re.findall(r"<loc>([^<]+)</loc>", (built_site / "sitemap.xml").read_text())}
    assert pages <= set(files)
    assets = assets_folder(built_site)
    own = {f"{assets}/{p.name}" for p in (built_site / assets).iterdir()}
    assert own <= set(files)
    # every script, style and image a page names is kept with it (Material's too, the icons, the manifest)
    named = set()
    for html in built_site.rglob("index.html"):
        for ref in re.findall(r'(?:src|href)="([^"#?]+\.(?:js|css|png|svg|webmanifest))"', html.read_text()):
            if not ref.startswith(("http:", "https:")):
                named.add(urlsplit(str((html.parent / ref).resolve().relative_to(built_site.resolve()))).path)
    assert len(named) >= 20 and named - set(files) == set(), sorted(named)
    for kept in ("search/search_index.json", "sitemap.xml", "manifest.webmanifest", "404.html"):
        assert kept in files
    # not the engine's files (the manifest names them itself), the e-books, source maps or the hosts' own files
    assert not [f for f in files if re.search(r"^assets/(pyodide|engine)/|^downloads/|\.map$|^_headers$|^\.htaccess$|\.conf$|^sw\.js$", f)]


def test_the_edition_is_named_after_its_contents(built_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(built_site, site)
    first = manifest(site)["edition"]
    assert re.fullmatch(r"[0-9a-f]{12}", first)
    assert edition(site) == first  # the same files, the same edition
    page = site / "practical-poker/laws/index.html"
    page.write_text(page.read_text().replace("</body>", "<!-- a correction --></body>"))
    assert edition(site) not in (first, None)

"""The site as an app on the home screen (issue 41, scripts/site/home_screen.py), built for a sub-path and served under
/hoyle/ as GitHub Pages publishes a project (the session's sub_site, tests/browser/conftest.py): the web app manifest
and every icon it names as served, the links of every page to them; Chromium's own verdict, no installability error
and the manifest read without one; and the app opened from the home screen with the network off, after one visit."""

from __future__ import annotations

import json
import struct
import urllib.request
from html.parser import HTMLParser
from urllib.parse import urljoin

from support import SUB, ENGINE_TIMEOUT, served_under, sitemap_paths, visit_then_go_offline, wait_all_live

from scripts.site import home_screen
from scripts.browser import is_local

TITLE = "Hoyle's Card Books, an interactive edition"


def fetch(url: str) -> tuple[int, str, bytes]:
    """(status, Content-Type, body) of a GET, gzip declined (the bytes as stored)."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "identity"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.headers["Content-Type"], response.read()


def png_size(body: bytes) -> str:
    """A PNG's size from its header, as a manifest writes it ("192x192")."""
    assert body[:8] == b"\x89PNG\r\n\x1a\n" and body[12:16] == b"IHDR"
    width, height = struct.unpack(">II", body[16:24])
    return f"{width}x{height}"


def test_the_manifest_names_the_app_its_colours_and_its_shortcuts(sub_url):
    status, kind, body = fetch(f"{sub_url}/manifest.webmanifest")
    assert (status, kind) == (200, "application/manifest+json")
    manifest = json.loads(body)
    icons = manifest.pop("icons")
    shortcuts = manifest.pop("shortcuts")
    assert manifest == {
        "name": "Hoyle's Card Books",
        "short_name": "Hoyle",
        "description": "R. F. Foster's Practical Poker, with excerpts of Hoffmann's Hoyle's Games Modernized and Peel's Round Games "
                       "with Cards, and card calculators that run in the browser, offline too.",
        "lang": "en",
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": "#795649",
        "background_color": "#ffffff",
    }
    assert icons == [
        {"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
        {"src": "assets/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "assets/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {"src": "assets/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ]
    shortcut_icons = [{"src": "assets/icons/shortcut-96.png", "sizes": "96x96", "type": "image/png"}]
    assert [(s["name"], s["short_name"], s["url"], s["icons"]) for s in shortcuts] == [
        ("Hand evaluator", "Evaluator", "tools/hand-evaluator/", shortcut_icons),
        ("What happened? The laws by situation", "What happened?", "practical-poker/what-happened/", shortcut_icons),
        ("The Laws of Poker", "The laws", "practical-poker/laws/", shortcut_icons),
    ]
    # Resolved against the manifest's address, every address is the site's own under the sub-path.
    base = f"{sub_url}/manifest.webmanifest"
    assert [urljoin(base, manifest[k]) for k in ("start_url", "scope")] == [f"{sub_url}/"] * 2
    titles = {}
    for shortcut in shortcuts:
        status, kind, page = fetch(urljoin(base, shortcut["url"]))
        assert (status, kind) == (200, "text/html")
        titles[shortcut["url"]] = page.decode().split("<title>", 1)[1].split("</title>", 1)[0]
    assert titles == {"tools/hand-evaluator/": f"Hand evaluator - {TITLE}",
                      "practical-poker/laws/": f"The Laws of Poker - {TITLE}",
                      "practical-poker/what-happened/": f"What happened? The laws by situation - {TITLE}"}


def test_every_icon_the_manifest_names_is_served_with_its_size_and_type(sub_url):
    base = f"{sub_url}/manifest.webmanifest"
    manifest = json.loads(fetch(base)[2])
    named = manifest["icons"] + [i for s in manifest["shortcuts"] for i in s["icons"]]
    for icon in named:
        status, kind, body = fetch(urljoin(base, icon["src"]))
        assert (status, kind) == (200, icon["type"]), icon
        if icon["type"] == "image/png":
            assert png_size(body) == icon["sizes"], icon
        else:
            assert body.startswith(b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'), icon


class Head(HTMLParser):
    """A page's links to the home screen's files and its theme colours: [(rel, href, type)], [(media, colour)]."""

    RELS = ("manifest", "icon", "apple-touch-icon")

    def __init__(self):
        super().__init__()
        self.links: list[tuple[str, str, str | None]] = []
        self.colors: list[tuple[str | None, str | None]] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and a.get("rel") in self.RELS:
            self.links.append((a["rel"], a["href"], a.get("type")))
        if tag == "meta" and a.get("name") == "theme-color":
            self.colors.append((a.get("media"), a.get("content")))


def test_every_page_links_the_manifest_the_icons_and_the_theme_colours(sub_site, sub_url):
    expected = [("icon", f"{sub_url}/assets/icons/favicon-32.png", None),
                ("manifest", f"{sub_url}/manifest.webmanifest", None),
                ("icon", f"{sub_url}/assets/icon.svg", "image/svg+xml"),
                ("apple-touch-icon", f"{sub_url}/assets/icons/apple-touch-icon.png", None)]
    pages = sorted(sub_site.rglob("*.html"))
    assert len(pages) >= 40
    for html in pages:
        rel = html.relative_to(sub_site).as_posix()
        page_url = f"{sub_url}/{rel.removesuffix('index.html')}"
        head = Head()
        head.feed(html.read_text(encoding="utf-8").split("</head>", 1)[0])
        assert [(r, urljoin(page_url, href), t) for r, href, t in head.links] == expected, rel
        assert head.colors == [("(prefers-color-scheme: light)", "#795649"), ("(prefers-color-scheme: dark)", "#5d4037")], rel
    types = {"favicon-32.png": "image/png", "webmanifest": "application/manifest+json", "icon.svg": "image/svg+xml",
             "apple-touch-icon.png": "image/png"}
    for _, url, _ in expected:
        status, kind, body = fetch(url)
        assert status == 200 and kind == next(t for end, t in types.items() if url.endswith(end)) and body, url
    assert png_size(fetch(f"{sub_url}/assets/icons/apple-touch-icon.png")[2]) == "180x180"
    assert png_size(fetch(f"{sub_url}/assets/icons/favicon-32.png")[2]) == "32x32"


# Resolves once a service worker controls the page (the page's policy refuses wait_for_function's evaluated string).
CONTROLLED = """(ms) => new Promise((resolve, reject) => {
  if (navigator.serviceWorker.controller) return resolve(true);
  navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
  setTimeout(() => reject(new Error(`no service worker in control after ${ms} ms`)), ms);
})"""


def test_chromium_finds_the_site_installable_under_the_sub_path(browser, sub_site, sub_url, tmp_path):
    """Chromium's own checks, through DevTools: on a page of the site under /hoyle/ (the laws, which start no engine: the
    service worker is registered 2 s after the page has loaded), once the service worker controls it, the manifest is
    read with no error and the site has no installability error. In a browser with a profile on disk (a context of
    browser.new_context is a private window, which Chromium never installs from: "in-incognito"), under the site's
    Content-Security-Policy (its manifest-src and img-src)."""
    from scripts.browser import CHROMIUM_ARGS, chromium_path

    context = browser.browser_type.launch_persistent_context(str(tmp_path / "profile"), executable_path=chromium_path(),
                                                             args=CHROMIUM_ARGS, headless=True)
    outside = []
    context.on("request", lambda request: None if is_local(request.url) else outside.append(request.url))
    try:
        page = context.new_page()
        page.goto(f"{sub_url}/practical-poker/laws/")
        page.evaluate(CONTROLLED, ENGINE_TIMEOUT)
        cdp = context.new_cdp_session(page)
        app = cdp.send("Page.getAppManifest")
        assert (app["url"], app["errors"]) == (f"{sub_url}/manifest.webmanifest", [])
        assert json.loads(app["data"]) == json.loads((sub_site / "manifest.webmanifest").read_text())
        assert app["parsed"] == {"scope": f"{sub_url}/"}
        # The app is the site under its sub-path: its id (the start_url, none being given), start and scope.
        assert [app["manifest"][k] for k in ("id", "startUrl", "scope", "display")] == [f"{sub_url}/"] * 3 + ["kStandalone"]
        assert [s["url"] for s in app["manifest"]["shortcuts"]] == [f"{sub_url}/{s.url}" for s in home_screen.SHORTCUTS]
        assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
        assert outside == []
    finally:
        context.close()


def test_opened_from_the_home_screen_offline_it_shows_the_front_page(browser, sub_site, tmp_path):
    """After one visit (the evaluator, under /hoyle/) and the offline copy filled, the home screen's files with the
    pages, the server stopped and the browser offline: the manifest's start_url, resolved against the manifest's
    address, opens the front page from the service worker, its engine answering, and the icons are still there."""
    home = {SUB + f for f in home_screen.files()}
    pages = sitemap_paths(sub_site)
    context, page, base, cached, outside = visit_then_go_offline(browser, served_under(sub_site, tmp_path / "root"), pages | home)
    assert (pages | home) - cached == set()
    start_url = json.loads((sub_site / "manifest.webmanifest").read_text())["start_url"]
    start = urljoin(f"{base}/manifest.webmanifest", start_url)
    assert start == f"{base}/"
    app = context.new_page()
    response = app.goto(start)
    assert (response.status, response.from_service_worker) == (200, True)
    assert app.title() == TITLE
    wait_all_live(app, "the front page, opened from the home screen offline")
    assert app.locator("#hand .hoyle-description").inner_text() == "A pair of tens, with ace, king and four"
    served = app.evaluate("""async (paths) => Promise.all(paths.map(async (p) => {
      const r = await fetch(p);
      return [p, r.status, r.headers.get('Content-Type')];
    }))""", sorted(home))
    types = {"webmanifest": "application/manifest+json", "svg": "image/svg+xml", "png": "image/png"}
    assert served == [[p, 200, types[p.rsplit(".", 1)[1]]] for p in sorted(home)]
    assert app.evaluate("navigator.onLine") is False
    assert outside == []
    context.close()

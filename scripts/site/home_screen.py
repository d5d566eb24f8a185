"""The site as an app on the home screen (issue 41): the web app manifest and the icons, every icon rendered from
one SVG, docs/assets/icon.svg, by resvg (the `resvg-py` wheel pinned in requirements/site.txt: no system library,
nothing fetched at run time).

    python -m scripts.site.home_screen        (scripts/site/prepare.py does this before every build and `make serve`)

What it writes (generated, not committed: .gitignore), the pages linking to them from overrides/main.html:

- docs/manifest.webmanifest: the name, the colours, `display: standalone`, and `start_url` and `scope` relative to
  the manifest, so a site built for a sub-path (https://example.org/hoyle/) is one app there; no `id`, which is
  taken from the origin ("./" would be https://example.org/, one app for every site of a GitHub Pages user), so the
  app's identity is its start_url; the shortcuts to what a reader comes for (the hand evaluator, "What happened?",
  the laws);
- docs/assets/icons/: ICONS below, PNGs. A full-bleed icon (maskable, Apple's) is the SVG laid on a square of its
  own background's colour (the element with id="background"), scaled by its `scale`: the maskable one small enough
  that its cards stay inside the safe zone (the circle of 40% of the icon's size about its centre, which every
  launcher's mask keeps), Apple's whole (iOS rounds the corners itself, and draws a transparent corner black).

The SVG itself is the favicon where a browser takes one (Material's `theme.favicon`, mkdocs.yml, is the PNG
fallback); the service worker keeps the manifest and the icons for offline use (docs/sw.js, HOME_SCREEN)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SOURCE = "assets/icon.svg"
FOLDER = "assets/icons"
MANIFEST = "manifest.webmanifest"
# Material's brown (mkdocs.yml's primary; its palette's --md-primary-fg-color and --dark): the header's colour for
# the browser's bar in a light scheme, the darker one (Material Design's status bar) in a dark one
# (overrides/main.html's theme-color meta tags); the page's white behind the splash screen.
THEME_COLOR = "#795649"
THEME_COLOR_DARK = "#5d4037"
BACKGROUND_COLOR = "#ffffff"
# The safe zone of a maskable icon: a circle of this radius, as a fraction of the icon's size, about its centre.
SAFE_ZONE = 0.4


class Icon(NamedTuple):
    """One rendered icon: its file in FOLDER, its size in pixels, what it is for, and for a full-bleed icon the
    SVG's scale on its background's square (None: the SVG as it is, its rounded corners transparent)."""

    name: str
    size: int
    purpose: str  # "any" or "maskable" (the manifest's), "favicon", "apple-touch-icon", "shortcut"
    scale: float | None = None


ICONS = (
    Icon("favicon-32.png", 32, "favicon"),
    Icon("shortcut-96.png", 96, "shortcut"),
    Icon("icon-192.png", 192, "any"),
    Icon("icon-512.png", 512, "any"),
    Icon("maskable-512.png", 512, "maskable", scale=0.82),
    Icon("apple-touch-icon.png", 180, "apple-touch-icon", scale=1.0),
)


class Shortcut(NamedTuple):
    name: str
    short_name: str
    description: str
    url: str  # relative to the manifest, as the pages' own addresses


SHORTCUTS = (
    Shortcut("Hand evaluator", "Evaluator", "The value of any five cards, in Foster's words", "tools/hand-evaluator/"),
    Shortcut("What happened? The laws by situation", "What happened?", "Something irregular at the table: the laws that settle it",
             "practical-poker/what-happened/"),
    Shortcut("The Laws of Poker", "The laws", "Foster's code of the laws of poker, numbered and linkable", "practical-poker/laws/"),
)


def icon_path(icon: Icon) -> str:
    """An icon's address relative to the site's root (and to the manifest, which is there)."""
    return f"{FOLDER}/{icon.name}"


def files() -> list[str]:
    """Every file of the home screen's, relative to the site's root: the manifest, the SVG and the icons (the service
    worker keeps these for offline use: docs/sw.js, HOME_SCREEN)."""
    return [MANIFEST, SOURCE, *(icon_path(i) for i in ICONS)]


def manifest() -> dict:
    """The web app manifest, every address in it relative to the manifest's own."""
    shortcut_icon = next(i for i in ICONS if i.purpose == "shortcut")
    return {
        "name": "Hoyle's Card Books",
        "short_name": "Hoyle",
        "description": "R. F. Foster's Practical Poker, with excerpts of Hoffmann's Hoyle's Games Modernized and Peel's Round Games "
                       "with Cards, and card calculators that run in the browser, offline too.",
        "lang": "en",
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOR,
        "background_color": BACKGROUND_COLOR,
        "icons": [{"src": SOURCE, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]
                 + [{"src": icon_path(i), "sizes": f"{i.size}x{i.size}", "type": "image/png", "purpose": i.purpose}
                    for i in ICONS if i.purpose in ("any", "maskable")],
        "shortcuts": [{**s._asdict(), "icons": [{"src": icon_path(shortcut_icon), "sizes": "96x96", "type": "image/png"}]}
                      for s in SHORTCUTS],
    }


BACKGROUND_ELEMENT = re.compile(r'<[^>]*\bid="background"[^>]*\bfill="(#[0-9a-fA-F]{6})"[^>]*/>')


def background(svg: str) -> str:
    """The fill of the SVG's element with id="background" (an empty element: <rect id="background" ... />)."""
    found = BACKGROUND_ELEMENT.search(svg)
    if found is None:
        raise ValueError(f"{SOURCE} has no empty element with id=\"background\" and a fill of six hex digits")
    return found.group(1)


def full_bleed(svg: str, scale: float) -> str:
    """The SVG's drawing, scaled by `scale` about its centre, on a square of its background's colour (in place of the
    background itself, whose edges would show as a faint line)."""
    color = background(svg)
    inner = re.sub(r"<svg\b", f'<svg x="{(1 - scale) / 2}" y="{(1 - scale) / 2}" width="{scale}" height="{scale}"',
                   BACKGROUND_ELEMENT.sub("", svg, count=1), count=1)
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="{color}"/>{inner}</svg>'



def render(svg: str, icon: Icon) -> bytes:
    """The icon as a PNG of its size."""
    import resvg_py

    source = svg if icon.scale is None else full_bleed(svg, icon.scale)
    return bytes(resvg_py.svg_to_bytes(svg_string=source, width=icon.size, height=icon.size))


def _write(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def build(docs: Path = DOCS) -> list[str]:
    """Render the icons and write the manifest into `docs`; the files written (those unchanged are left alone)."""
    svg = (docs / SOURCE).read_text(encoding="utf-8")
    files = {icon_path(i): render(svg, i) for i in ICONS}
    files[MANIFEST] = (json.dumps(manifest(), indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return [name for name, data in files.items() if _write(docs / name, data)]


if __name__ == "__main__":
    written = build()
    print(f"home_screen: {len(written)} of {len(ICONS) + 1} files written in {DOCS.relative_to(ROOT)} ({', '.join(written) or 'none changed'})",
          file=sys.stderr)

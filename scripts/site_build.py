"""Build the site for a given address (used by the tests and the benchmarks), with MkDocs or with
Zensical, Material for MkDocs' successor.

Material's instant navigation only takes over links within site_url, so a site served on a
test port is built for that port (mkdocs.yml reads HOYLE_SITE_URL)."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def widget_pages(site: Path) -> list[str]:
    """The pages of a built site that carry a widget, as paths from the root ("/", "/tools/cribbage/")."""
    pages = []
    for html in sorted(site.rglob("index.html")):
        if 'class="hoyle-widget' in html.read_text(encoding="utf-8"):
            rel = html.parent.relative_to(site).as_posix()
            pages.append("/" if rel == "." else f"/{rel}/")
    return pages


WIDGET_START = re.compile(r'<div class="hoyle-widget[ "]')
DIV = re.compile(r"<(/?)div\b[^>]*>")


def widgets_by_page(site: Path) -> dict[str, list[str]]:
    """Every widget of a built site as its page has it (the whole <div class="hoyle-widget ...">), by page
    ("/", "/tools/cribbage/"), pages without a widget left out."""
    found = {}
    for path in widget_pages(site):
        html = (site / path.lstrip("/") / "index.html").read_text(encoding="utf-8")
        widgets = []
        for start in WIDGET_START.finditer(html):
            depth = 0
            for tag in DIV.finditer(html, start.start()):
                depth += -1 if tag.group(1) else 1
                if depth == 0:
                    widgets.append(html[start.start():tag.end()])
                    break
        found[path] = widgets
    return found


def build_site(out: Path, site_url: str) -> subprocess.CompletedProcess:
    """Prepare (Pyodide, the engine wheel) and build the site exactly as `make` does, strictly."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "prepare_site.py")], check=True, cwd=ROOT)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "HOYLE_SITE_URL": site_url}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )


def build_zensical(project: Path, site_url: str) -> subprocess.CompletedProcess:
    """Build the site with Zensical, strictly, into project/site (after scripts/prepare_site.py).

    Zensical reads mkdocs.yml but takes no --site-dir, wants docs_dir inside the folder of its config
    and copies no linked folder (docs/assets/pyodide links to vendor/pyodide). So the project is a
    folder of its own: a config that INHERITs ours, and docs/ copied with its links followed, as MkDocs
    reads it. Zensical's cache (.cache/) stays in that folder too. It runs no MkDocs hooks."""
    shutil.copytree(ROOT / "docs", project / "docs")
    shutil.copytree(ROOT / "overrides", project / "overrides")  # the theme's templates, overridden
    (project / "mkdocs.yml").write_text(f"INHERIT: {ROOT / 'mkdocs.yml'}\n", encoding="utf-8")
    env = {**os.environ, "HOYLE_SITE_URL": site_url, "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "zensical", "build", "--strict", "--config-file", "mkdocs.yml"],
        cwd=project, env=env, capture_output=True, text=True,
    )

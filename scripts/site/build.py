"""Build the site for a given address, with MkDocs or with Zensical, Material for MkDocs' successor:
`make build SITE_URL=https://example.org/path/` runs this script (README, "Publishing"), and the tests
and the benchmarks call build_site.

    python -m scripts.site.build [--site-url URL] [--out site]

The site's public address is baked into it (mkdocs.yml reads HOYLE_SITE_URL): Material's instant
navigation only takes over links within it, and the sitemap (which the service worker reads to keep
every page for offline use) and the canonical links name it. So a site served on a test port is built
for that port, and a published one for its public address, sub-path and all. After the build,
scripts/site/finish.py makes the passage links relative, content-hashes the site's own assets and adds
the Content-Security-Policy."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]


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


DEFAULT_URL = "http://127.0.0.1:8000/"  # mkdocs.yml's, for `make serve`


def check_site_url(site_url: str) -> str:
    """The address as MkDocs wants it (ending in a slash), or ValueError naming what is wrong with it."""
    url = site_url.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment or any(c.isspace() for c in url):
        raise ValueError(f"SITE_URL must be the site's public address, such as https://example.org/path/ (got {site_url!r})")
    return url if url.endswith("/") else url + "/"


def build_site(out: Path, site_url: str, *, finish: bool = True) -> subprocess.CompletedProcess:
    """Prepare (Pyodide, the engine wheel) and build the site exactly as `make build` does, strictly, then
    finish it (scripts/site/finish.py) unless the build failed."""
    subprocess.run([sys.executable, "-m", "scripts.site.prepare", "--site-url", site_url], check=True, cwd=ROOT)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "HOYLE_SITE_URL": site_url}
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    if result.returncode == 0 and finish:
        from .finish import finish as finish_site

        finish_site(Path(out), site_url, quiet=True)
    return result


def build_zensical(project: Path, site_url: str) -> subprocess.CompletedProcess:
    """Build the site with Zensical, strictly, into project/site (after scripts/site/prepare.py), and
    finish it as build_site does, but for the Content-Security-Policy.

    Zensical reads mkdocs.yml but takes no --site-dir, wants docs_dir inside the folder of its config
    and copies no linked folder (docs/assets/pyodide links to vendor/pyodide). So the project is a
    folder of its own: a config that INHERITs ours, and docs/ copied with its links followed, as MkDocs
    reads it. Zensical's cache (.cache/) stays in that folder too. It runs no MkDocs hooks."""
    shutil.copytree(ROOT / "docs", project / "docs")
    shutil.copytree(ROOT / "overrides", project / "overrides")  # the theme's templates, overridden
    (project / "mkdocs.yml").write_text(f"INHERIT: {ROOT / 'mkdocs.yml'}\n", encoding="utf-8")
    # the project's own Markdown extension (scripts.site.quotes) is imported from the repository
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, "HOYLE_SITE_URL": site_url, "NO_COLOR": "1", "PYTHONPATH": path}
    result = subprocess.run(
        [sys.executable, "-m", "zensical", "build", "--strict", "--config-file", "mkdocs.yml"],
        cwd=project, env=env, capture_output=True, text=True,
    )
    if result.returncode == 0:
        from .finish import finish as finish_site

        # No Content-Security-Policy: Zensical's search puts an inline <style> into its shadow root at run time, which
        # the policy (hashes of what the built pages hold) would refuse. The site is published from the MkDocs build.
        finish_site(project / "site", site_url, quiet=True, csp=False)
    return result


def main(argv: list[str] | None = None) -> int:
    import argparse

    from .finish import finish as finish_site

    parser = argparse.ArgumentParser(description="Build the site for its public address (make build SITE_URL=...).")
    parser.add_argument("--site-url", default="", help=f"the address the site is published at (default {DEFAULT_URL}, for make serve)")
    parser.add_argument("--out", default=str(ROOT / "site"), help="the folder to build into (default: site/)")
    args = parser.parse_args(argv)
    try:
        site_url = check_site_url(args.site_url or DEFAULT_URL)
    except ValueError as e:
        print(f"site_build: {e}", file=sys.stderr)
        return 2
    out = Path(args.out).resolve()
    result = build_site(out, site_url, finish=False)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        return result.returncode
    finish_site(out, site_url)
    print(f"site_build: the site is in {out}, built for {site_url}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

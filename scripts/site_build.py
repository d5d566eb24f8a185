"""Build the site for a given address (used by the tests and the benchmarks).

Material's instant navigation only takes over links within site_url, so a site served on a
test port is built for that port (mkdocs.yml reads HOYLE_SITE_URL)."""

from __future__ import annotations

import os
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


def build_site(out: Path, site_url: str) -> subprocess.CompletedProcess:
    """Prepare (Pyodide, the engine wheel) and build the site exactly as `make` does, strictly."""
    subprocess.run([sys.executable, str(ROOT / "scripts" / "prepare_site.py")], check=True, cwd=ROOT)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "HOYLE_SITE_URL": site_url}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )

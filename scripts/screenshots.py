"""Screenshots of pages with widgets, light and dark, desktop and 375 px, after the engine answers.

Run: .venv/bin/python scripts/screenshots.py [out-dir] [path?query ...]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import serve_static  # noqa: E402
from browser import CHROMIUM_ARGS, chromium_path  # noqa: E402
from site_build import build_site, free_port  # noqa: E402

DEFAULT_PAGES = ["/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s", "/tools/hand-evaluator/?hand=As+Kd+1h+10c+4s", "/"]


def main() -> None:
    from playwright.sync_api import sync_playwright

    out_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    pages = sys.argv[2:] or DEFAULT_PAGES
    out_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    site = Path(tempfile.mkdtemp(prefix="hoyle-shots-"))
    result = build_site(site, f"http://127.0.0.1:{port}/")
    if result.returncode:
        sys.exit(result.stdout + result.stderr)
    server = serve_static.start(str(site), port)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for scheme in ("light", "dark"):
            for width, label in ((1280, "desktop"), (375, "375")):
                context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme, device_scale_factor=1)
                page = context.new_page()
                for i, path in enumerate(pages):
                    page.goto(f"http://127.0.0.1:{port}{path}")
                    page.wait_for_load_state("networkidle")
                    if page.locator(".hoyle-widget").count():
                        page.wait_for_selector(".hoyle-widget[data-live=true]", timeout=120_000)
                    name = out_dir / f"page{i}-{scheme}-{label}.png"
                    # a link to an anchor shows the viewport at the anchor; other pages are shot whole
                    page.screenshot(path=str(name), full_page="#" not in path)
                    print(name, path)
                context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()

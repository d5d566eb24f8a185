"""Screenshots of pages and widgets, light and dark, desktop (1280 px) and phone (375 px), after the
engine answers, in headless Chromium against the built site served on 127.0.0.1.

Run: .venv/bin/python -m scripts.site.screenshots OUT-DIR [--widgets] [--print] [path?query ...]

- pages (the default): each path shot whole (a path with #anchor: the viewport at the anchor);
- --widgets: each widget of the given pages (default: every page with a widget) shot on its own,
  named after the page and the widget's id;
- --print: also each page (or widget) as printed (print media, light).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from . import serve_static
from ..browser import ALL_LIVE, CHROMIUM_ARGS, chromium_path, guard
from .build import build_site, free_port, widget_pages

DEFAULT_PAGES = ["/tools/hand-evaluator/?hand=Qs+Qd+2c+2h+5s", "/tools/hand-evaluator/?hand=As+Kd+1h+10c+4s", "/"]


def slug(path: str) -> str:
    return path.strip("/").split("?")[0].split("#")[0].replace("/", "_") or "home"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--widgets", action="store_true")
    parser.add_argument("--print", action="store_true", dest="printed")
    args = parser.parse_intermixed_args()
    from playwright.sync_api import sync_playwright

    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    site = Path(tempfile.mkdtemp(prefix="hoyle-shots-"))
    try:
        result = build_site(site, f"http://127.0.0.1:{port}/")
        if result.returncode:
            sys.exit(result.stdout + result.stderr)
        pages = args.paths
        if not pages:
            pages = widget_pages(site) if args.widgets else DEFAULT_PAGES
        server = serve_static.start(str(site), port)
        outside: list[str] = []
        modes = [(s, w, label, "screen") for s in ("light", "dark") for w, label in ((1280, "desktop"), (375, "375"))]
        if args.printed:
            modes.append(("light", 1280, "print", "print"))
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for scheme, width, label, media in modes:
                # bypass_csp: the shot adds a style of its own, which the site's policy would refuse
                context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme, device_scale_factor=1, bypass_csp=True)
                guard(context, outside)
                page = context.new_page()
                page.emulate_media(media=media)
                for path in pages:
                    page.goto(f"http://127.0.0.1:{port}{path}")
                    page.wait_for_load_state("networkidle")
                    if page.locator(".hoyle-widget[data-mount]").count():
                        page.wait_for_function(ALL_LIVE, timeout=120_000)
                        page.wait_for_function("() => !document.querySelector('.hoyle-widget[aria-busy=true]')", timeout=120_000)
                    page.wait_for_timeout(200)
                    if args.widgets:
                        # a widget taller than the window is shot in parts: keep Material's fixed header out of them
                        page.add_style_tag(content=".md-header, .md-tabs { position: static !important; }")
                        for wid in page.eval_on_selector_all(".hoyle-widget[data-mount]", "ws => ws.map(w => w.id)"):
                            name = out_dir / f"{slug(path)}-{wid}-{scheme}-{label}.png"
                            page.locator(f"#{wid}").screenshot(path=str(name))
                            print(name, path)
                    else:
                        name = out_dir / f"{slug(path)}-{scheme}-{label}.png"
                        # a link to an anchor shows the viewport at the anchor; other pages are shot whole
                        page.screenshot(path=str(name), full_page="#" not in path)
                        print(name, path)
                context.close()
            browser.close()
        server.shutdown()
    finally:
        shutil.rmtree(site, ignore_errors=True)  # the site built for the shots
    if outside:
        sys.exit(f"requests beyond 127.0.0.1: {outside}")


if __name__ == "__main__":
    main()

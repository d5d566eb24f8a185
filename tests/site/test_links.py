"""Every internal link and anchor in the built site resolves (beyond what `mkdocs build --strict` checks:
links written as raw HTML, anchors inside pages, links from generated blocks)."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urldefrag, urljoin, urlparse


class Collect(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])


def parse(path: Path) -> Collect:
    c = Collect()
    c.feed(path.read_text(encoding="utf-8"))
    return c


def page_text(path: Path) -> str:
    """A page's text as a browser would search it: tags dropped, entities decoded, spaces collapsed."""
    page = path.read_text(encoding="utf-8")
    page = re.sub(r"</?(?:a|abbr|b|code|em|i|kbd|span|strong|sub|sup)\b[^>]*>", "", page)  # inline: no break in the text
    text = re.sub(r"<[^>]+>", " ", page)
    return " ".join(html.unescape(text).split())


def test_every_internal_link_and_anchor_resolves(built_site, site_port):
    base = f"http://127.0.0.1:{site_port}/"
    pages = {p: parse(p) for p in built_site.rglob("*.html") if "assets" not in p.parts}
    assert len(pages) > 35
    broken = []
    checked = 0
    for path, info in pages.items():
        rel = path.relative_to(built_site).as_posix()
        here = base + (rel[: -len("index.html")] if rel.endswith("index.html") else rel)
        for href in info.links:
            url = urljoin(here, href)
            if not url.startswith(base):
                continue  # outside links are tested elsewhere (none are allowed in pages)
            target, frag = urldefrag(url)
            local = built_site / unquote(urlparse(target).path)[1:]
            if local.is_dir() or str(target).endswith("/"):
                local = local / "index.html"
            if not local.exists():
                broken.append(f"{rel}: {href} (no file)")
                continue
            if frag.startswith(":~:text=") and local.suffix == ".html":
                # a text fragment (a link to a passage): its words must be in the page's text
                # text=[prefix-,]start[,end][,-suffix]: every part must be in the page
                spec = frag[len(":~:text="):].split(",")
                parts = [unquote(p.removesuffix("-").removeprefix("-")) for p in spec]
                text = page_text(local)
                missing = [p for p in parts if p not in text]
                if missing:
                    broken.append(f"{rel}: {href} (the passage {missing[0]!r} is not in the page)")
            elif frag and local.suffix == ".html":
                ids = pages[local].ids if local in pages else parse(local).ids
                if unquote(frag) not in ids and frag not in ("__skip",):
                    broken.append(f"{rel}: {href} (no anchor #{frag})")
            checked += 1
    assert broken == [], "\n".join(broken[:50])
    assert checked > 1000


def test_law_and_term_anchors_are_in_the_pages(built_site):
    laws = parse(built_site / "practical-poker" / "laws" / "index.html").ids
    jacks = parse(built_site / "practical-poker" / "jack-pot-laws" / "index.html").ids
    assert {f"law-{n}" for n in range(1, 59)} <= laws
    assert {f"law-{n}" for n in range(59, 78)} <= jacks
    terms = parse(built_site / "practical-poker" / "technical-terms" / "index.html").ids
    assert {"term-age", "term-blaze", "term-kilter", "term-pone", "term-whangdoodle"} <= terms

"""How the site introduces itself to machines (issue 44): the link preview a chat or a social site draws from a
page's head (Open Graph and Twitter's card), and robots.txt.

    render_image(docs)       the preview's picture, assets/preview.png (1200 x 630), rendered by resvg (the pinned
                             `resvg-py`, as the icons are: scripts/site/home_screen.py) from assets/preview.svg;
                             scripts/site/prepare.py does it before every build
    describe(html)           a built page's preview: its title, description and canonical address
    apply(site, site_url)    every page of a built site given its preview in its head (scripts/site/finish.py)
    robots(site, site_url)   robots.txt, naming the sitemap at its absolute address

A page's preview: `og:title` (the page's own title; a law's "Law 23 · Foster's Laws of Poker (1905)", from
scripts/pages/law_pages.py), `og:description` and `<meta name="description">` (the words of a law or ruling on its
own page, else the page's first paragraph, cut at a word within 300 characters), `og:url` (the canonical link,
absolute from SITE_URL), `og:site_name`, `og:type`, `og:image` (absolute, with its size) and `twitter:card`
(`summary_large_image`). The 404 page, served at any address, has no address of its own: no `og:url`.
Material's own description meta tag (the site's description, its quotes unescaped) is replaced."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
IMAGE_SOURCE = "assets/preview.svg"
IMAGE = "assets/preview.png"
IMAGE_SIZE = (1200, 630)
IMAGE_ALT = "A fan of playing cards beside the name Hoyle, on the edition's brown"
LONGEST = 300  # characters of a description, its "…" included
SUBJECT = "hoyle-subject"  # the words of a law's or ruling's own page (scripts/pages/law_pages.py SUBJECT_CLASS)
# What is not the page's words: a heading's permalink, a law's number, the buttons, the editor's notes and lines, a
# widget, what only print shows.
NOT_WORDS = {"headerlink", "hoyle-law-number", "hoyle-copy", "hoyle-cite", "hoyle-share", "admonition", "hoyle-editorial",
             "hoyle-law-reasons", "hoyle-case-laws", "hoyle-finder-link", "hoyle-widget", "hoyle-print-only", "hoyle-sr",
             "hoyle-among"}
NOT_WORDS_TAGS = {"script", "style", "details", "form", "button", "nav", "table", "figure", "svg", "sup"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
MATERIAL_DESCRIPTION = re.compile(r'^[ \t]*<meta name="description" content=".*">[ \t]*\n', re.M)


def render_image(docs: Path = DOCS) -> bool:
    """Render the preview's picture into docs/assets/preview.png; whether the file changed."""
    import resvg_py

    width, height = IMAGE_SIZE
    png = bytes(resvg_py.svg_to_bytes(svg_string=(docs / IMAGE_SOURCE).read_text(encoding="utf-8"), width=width, height=height))
    path = docs / IMAGE
    if path.exists() and path.read_bytes() == png:
        return False
    path.write_bytes(png)
    return True


class Preview(NamedTuple):
    title: str  # the <title>, as the reader sees it (unescaped)
    description: str
    canonical: str  # "" when the page has none


class _Reader(HTMLParser):
    """Reads a built page once: its <title>, its canonical link, the words marked as its subject and its first
    paragraph (in <article>, leaving out what is not the page's words)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.canonical = ""
        self.subject: list[str] = []
        self.first: list[str] = []
        self._stack: list[tuple[str, bool, bool, bool]] = []  # tag, out of the words, in the subject, in the first <p>
        self._in_title = False
        self._in_article = 0
        self._first_done = False

    def _top(self) -> tuple[bool, bool, bool]:
        return self._stack[-1][1:] if self._stack else (False, False, False)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "title":
            self._in_title = True
        if tag == "link" and a.get("rel") == "canonical":
            self.canonical = a.get("href", "")
        if tag in VOID:
            return
        if tag == "article":
            self._in_article += 1
        classes = set(a.get("class", "").split())
        out, subject, first = self._top()
        out = out or bool(classes & NOT_WORDS) or tag in NOT_WORDS_TAGS
        subject = subject or SUBJECT in classes
        if tag == "p" and self._in_article and not out and not first and not self._first_done:
            first = True
        self._stack.append((tag, out, subject, first))

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in VOID or tag not in (t for t, *_ in self._stack):
            return
        while self._stack:
            popped, _out, _subject, first = self._stack.pop()
            if popped == "p" and first and not self._top()[2] and " ".join(self.first).strip():
                self._first_done = True
            if popped == "article":
                self._in_article -= 1
            if popped == tag:
                break

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        out, subject, first = self._top()
        if out:
            return
        if subject:
            self.subject.append(data)
        if first and not self._first_done:
            self.first.append(data)


def shorten(text: str, longest: int = LONGEST) -> str:
    """Words cut at a word so that they and the "…" after them are at most `longest` characters."""
    text = " ".join(text.split())
    if len(text) <= longest:
        return text
    head = text[:longest]  # one character kept for the "…"
    cut = head.rfind(" ")
    return head[: cut if cut > 0 else longest - 1].rstrip(" ,;:.—–-") + "…"


def describe(page: str, fallback: str = "") -> Preview:
    """A built page's title, description and canonical address."""
    reader = _Reader()
    reader.feed(page)
    reader.close()
    words = "".join(reader.subject) or "".join(reader.first) or fallback
    return Preview(" ".join(reader.title.split()), shorten(words), reader.canonical)


def site_name(root: Path = ROOT) -> str:
    found = re.search(r"^site_name: (.+)$", (root / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    if found is None:
        raise ValueError("mkdocs.yml names no site_name")
    return found.group(1).strip()


def site_description(root: Path = ROOT) -> str:
    """mkdocs.yml's site_description (a folded block), the description of a page with no paragraph."""
    found = re.search(r"^site_description: >-\n((?:  .*\n)+)", (root / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    return " ".join(found.group(1).split()) if found else ""


def head_tags(preview: Preview, *, site: str, site_url: str, home: bool, page_url: str | None) -> str:
    """The preview's tags for a page's head, every value escaped."""
    title = preview.title
    if title.endswith(f" - {site}"):
        title = title[: -len(f" - {site}")]
    tags: list[tuple[str, str, str]] = [
        ("name", "description", preview.description),
        ("property", "og:title", title or site),
        ("property", "og:description", preview.description),
        ("property", "og:type", "website" if home else "article"),
    ]
    if page_url:
        tags.append(("property", "og:url", page_url))
    width, height = IMAGE_SIZE
    tags += [
        ("property", "og:site_name", site),
        ("property", "og:image", site_url + IMAGE),
        ("property", "og:image:type", "image/png"),
        ("property", "og:image:width", str(width)),
        ("property", "og:image:height", str(height)),
        ("property", "og:image:alt", IMAGE_ALT),
        ("name", "twitter:card", "summary_large_image"),
    ]
    return "".join(f'  <meta {kind}="{key}" content="{html.escape(value, quote=True)}">\n' for kind, key, value in tags)


def apply(site: Path, site_url: str) -> int:
    """Give every page of a built site its preview (Material's description tag replaced); how many pages."""
    name, fallback = site_name(), site_description()
    done = 0
    for path in sorted(site.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        if "</head>" not in text:
            continue
        preview = describe(text, fallback)
        rel = path.relative_to(site).as_posix()
        is_404 = rel == "404.html"
        page_url = None if is_404 else preview.canonical or site_url + rel.removesuffix("index.html")
        if is_404:
            preview = preview._replace(title="Page not found")
        tags = head_tags(preview, site=name, site_url=site_url, home=rel == "index.html", page_url=page_url)
        text = MATERIAL_DESCRIPTION.sub("", text, count=1).replace("</head>", tags + "</head>", 1)
        path.write_text(text, encoding="utf-8")
        done += 1
    return done


def robots(site: Path, site_url: str) -> None:
    """robots.txt: every page may be read, and the sitemap is at its absolute address."""
    (site / "robots.txt").write_text(f"User-agent: *\nAllow: /\n\nSitemap: {site_url}sitemap.xml\n", encoding="utf-8")

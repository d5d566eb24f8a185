"""The books as e-books (issue 30): an EPUB 3 of Practical Poker and one of each excerpt, made from the
same generated pages as the site (docs/<book>/*.md, rendered by Python-Markdown with mkdocs.yml's own
extensions, the widget fences included), so the text exists once.

    python -m scripts.epub [--site-url URL] [--out DIR]     (make epub: into build/epub/)

Each book gets:

- a title page, the book's front page of the edition ("About this edition"), its chapters in the site's
  order, the editor's notes, and a colophon (what the edition is, where the text came from);
- its structure as the table of contents (chapters, and their sections), and the printed book's page
  numbers, where the edition knows them, as an EPUB page list (each page at its first mark);
- every law, ruling and term with the id it has on the site, so links between them work inside the
  book; a link to another book or to a tool goes to the site (--site-url);
- the editor's notes (lost text, the author's errors, the claims ledger, ambiguities, sources) and every
  correction of the source as endnotes, each with a note reference at its place and a link back;
  redrawn hands, the excerpt notes and the calculators stay in the text;
- each calculator as its built answer (tables and sentences, no controls), headed by the inputs it
  was worked out for, with a link to the live calculator on the site set to those inputs.

The site build (scripts/site/build.py, through scripts/site/prepare.py) writes the books into
docs/downloads/, so that the site serves them and MkDocs checks the links to them; tests/site/test_epub.py
checks them with epubcheck and reads them back with a second reader.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import time
import tomllib
import uuid
import zipfile
from dataclasses import dataclass, field
from html import escape
from pathlib import Path, PurePosixPath
from urllib.parse import urlencode, urljoin, urlsplit

from .epub_html import Node, element, parse, serialize

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
DOWNLOADS = DOCS / "downloads"
DEFAULT_URL = "http://127.0.0.1:8000/"
EDITION = "Hoyle's Card Books, an interactive edition"
XHTML_NS = "http://www.w3.org/1999/xhtml"
EPUB_NS = "http://www.idpf.org/2007/ops"
# The editor's boxes that become endnotes; the others (the calculators, redrawn hands, the excerpt's
# limits) stay where they are in the text.
NOTE_KINDS = ("ledger", "lost-text", "author-error", "ambiguous", "source", "content")
# Form controls, what only a live page uses, and what only print shows (the laws page's copy of the
# Jack-pot Laws, which the book has in their own chapter): never in a book.
DROP_TAGS = frozenset("form input select textarea option optgroup progress fieldset legend script style noscript".split())
DROP_CLASSES = frozenset(("hoyle-live-only", "hoyle-screen-only", "hoyle-print-only", "hoyle-finder", "hoyle-picker", "hoyle-picker-fold",
                          "hoyle-status", "headerlink", "hoyle-copy", "hoyle-cite", "hoyle-situation-self",
                          "md-button"))  # an answer's own actions ("Next deal (seed 8)"): for the page, not the book


@dataclass(frozen=True)
class Book:
    id: str
    title: str
    author: str
    pen_name: str
    date: str


@dataclass
class Note:
    number: int
    chapter: str  # the chapter file the reference is in
    body: list[Node | str]


@dataclass
class Chapter:
    md: str  # docs-relative, "practical-poker/laws.md"
    file: str  # in the book, "laws.xhtml"
    title: str = ""
    body: Node | None = None
    sections: list[tuple[str, str]] = field(default_factory=list)  # (id, title) of its h2
    svg: bool = False


@dataclass
class Context:
    site_url: str
    chapters: dict[str, Chapter]  # by md path
    notes: list[Note] = field(default_factory=list)
    pages: list[tuple[str, str]] = field(default_factory=list)  # (page, "file#id") in reading order
    seen_pages: set[str] = field(default_factory=set)


# ---- the books and their pages -------------------------------------------------------------------


def books() -> list[Book]:
    data = tomllib.loads((ROOT / "texts" / "structure.toml").read_text(encoding="utf-8"))
    out = []
    for b in data["book"]:
        out.append(Book(b["id"], b["title"], b["author"], b.get("pen_name", ""), b.get("date", "")))
    return out


def _config():
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.config import load_config

    return load_config(str(ROOT / "mkdocs.yml"))


def _nav_pages(nav) -> list[str]:
    out: list[str] = []
    for item in nav:
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            for v in item.values():
                out.extend(_nav_pages(v) if isinstance(v, list) else [v] if isinstance(v, str) else [])
    return out


def book_pages(cfg, book: Book) -> list[str]:
    """The book's pages in the site's order: its front page, its chapters, the pages of its folder the site
    lists elsewhere (the situation finder), its errata last."""
    pages = [p for p in _nav_pages(cfg["nav"]) if p.startswith(book.id + "/")]
    errata = [p for p in pages if p.endswith("/errata.md")]
    return [p for p in pages if p not in errata] + errata


def _renderer(cfg):
    import markdown

    return markdown.Markdown(extensions=cfg["markdown_extensions"], extension_configs=cfg["mdx_configs"])


def file_for(md: str) -> str:
    name = PurePosixPath(md).stem
    return "about.xhtml" if name == "index" else f"{name}.xhtml"


def page_url(md: str) -> str:
    """The page's address from the site's root, as MkDocs makes it ("practical-poker/laws/")."""
    p = PurePosixPath(md)
    return f"{p.parent}/" if p.stem == "index" else f"{p.parent / p.stem}/"


def _md_for_url(path: str) -> str | None:
    """The page (docs-relative .md) at a site path ("practical-poker/errata/"), if it is one."""
    path = path.strip("/")
    for cand in (f"{path}.md", f"{path}/index.md", "index.md" if not path else ""):
        if cand and (DOCS / cand).is_file():
            return cand
    return None


# ---- one page into a chapter ---------------------------------------------------------------------


def _words(node: Node) -> str:
    return re.sub(r"\s+", " ", node.text()).strip()


def rewrite_href(href: str, md: str, ctx: Context) -> str:
    """A link of page `md` as the book has it: to a chapter of this book, within the book; to anything else of
    the site, to the site's address; outside links as they are."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith("mailto:"):
        return href
    if not parts.path or parts.path.endswith(".xhtml"):
        return href  # "#law-3": this page; "errata.xhtml#fix-12": made here, already the book's
    frag = f"#{parts.fragment}" if parts.fragment else ""
    if parts.path.endswith(".md"):
        target = os.path.normpath(str(PurePosixPath(md).parent / parts.path)).replace(os.sep, "/")
        site_path = page_url(target)
    else:
        base = "/" if parts.path.startswith("/") else "/" + page_url(md)
        site_path = urljoin(base, parts.path).lstrip("/")
        target = _md_for_url(site_path) or ""
    if target in ctx.chapters and not parts.query:
        # a browser's text fragment ("#:~:text=the dealer receives") means nothing to an e-reader: the chapter
        return ctx.chapters[target].file + ("" if parts.fragment.startswith(":~:") else frag)
    query = f"?{parts.query}" if parts.query else ""
    return urljoin(ctx.site_url, site_path) + query + frag


def _noteref(ctx: Context, chapter: Chapter, body: list[Node | str]) -> Node:
    n = len(ctx.notes) + 1
    ctx.notes.append(Note(n, chapter.file, body))
    return element("a", {"href": f"endnotes.xhtml#note-{n}", "id": f"noteref-{n}", "epub:type": "noteref", "role": "doc-noteref"}, str(n))


def _ancestor(node: Node, test) -> Node | None:
    p = node.parent
    while p is not None:
        if test(p):
            return p
        p = p.parent
    return None


def _place_ref(ref: Node, box: Node) -> None:
    """Put a note's reference where its box was: at the end of the paragraph (or list item) before it, or on
    a line of its own."""
    parent = box.parent
    assert parent is not None
    i = box.index_in_parent()
    prev = next((c for c in reversed(parent.children[:i]) if not (isinstance(c, str) and not c.strip())), None)
    if isinstance(prev, Node) and prev.tag in ("ul", "ol"):
        items = [c for c in prev.children if isinstance(c, Node) and c.tag == "li"]
        prev = items[-1] if items else None
    if isinstance(prev, Node) and prev.tag in ("p", "li", "dd", "h1", "h2", "h3", "h4", "blockquote"):
        target = prev
        if prev.tag == "blockquote":
            paras = [c for c in prev.children if isinstance(c, Node) and c.tag == "p"]
            target = paras[-1] if paras else prev
        target.append(ref)
        box.remove()
    else:
        box.replace_with(element("p", {"class": "noteref-alone"}, ref))


def _field_value(field: Node) -> tuple[str, str]:
    """(its value in a link, its value in words) for one field of a widget's form (as fields.js reads it)."""
    if field.tag == "fieldset":
        on = [i for i in field.iter() if i.tag == "input" and "checked" in i.attrs]
        words = [_words(i.parent) if i.parent else i.attrs.get("value", "") for i in on]
        return ",".join(i.attrs.get("value", "") for i in on), ", ".join(words) or "none"
    if "data-flag" in field.attrs:
        return ("1", "yes") if "checked" in field.attrs else ("0", "no")
    if field.tag == "select":
        opts = [o for o in field.iter() if o.tag == "option"]
        chosen = next((o for o in opts if "selected" in o.attrs), opts[0] if opts else None)
        return (chosen.attrs.get("value", _words(chosen)), _words(chosen)) if chosen else ("", "")
    if field.tag == "textarea":
        return field.text(), field.text().strip()
    value = field.attrs.get("value", "")
    return value, value.strip() or "(none)"


def _clean_answer(node: Node) -> None:
    """A built answer without its controls: buttons become their words, folds are opened."""
    for n in list(node.iter()):
        if n is node or n.parent is None:
            continue
        if n.tag in DROP_TAGS or DROP_CLASSES.intersection(n.classes()):
            n.remove()
        elif n.tag == "label":  # an answer's label ("Done: 3,000 of 3,000 deals" around its progress bar): its words
            n.tag, n.attrs = "span", {}
        elif n.tag == "button":
            n.tag = "span"
            for k in ("type", "data-set", "data-key", "aria-pressed", "data-action", "data-fresh", "data-highlight"):
                n.attrs.pop(k, None)
        elif n.tag == "details":
            n.tag = "div"
            n.attrs = {"class": "details"}
        elif n.tag == "summary":
            n.tag = "p"
            n.attrs = {"class": "summary"}


def widget(node: Node, md: str, ctx: Context) -> Node:
    """A calculator as the book has it: the inputs, the built answer, and a link to it live on the site."""
    wid = node.attrs.get("id", "")
    form = node.find(lambda n: n.tag == "form")
    params: list[tuple[str, str]] = []
    words: list[str] = []
    labels = {n.attrs.get("for"): _words(n) for n in node.iter() if n.tag == "label"}
    if form is not None:
        for f in form.iter():
            if f is form or "data-param" not in f.attrs or f.tag not in ("input", "select", "textarea", "fieldset"):
                continue
            link_value, shown = _field_value(f)
            params.append((f.attrs["data-param"], link_value))
            legend = f.find(lambda n: n.tag == "legend") if f.tag == "fieldset" else None
            label = _words(legend) if legend is not None else labels.get(f.attrs.get("id"), "") or f.attrs["data-param"]
            if "data-view" not in f.attrs:
                words.append(f"{label.rstrip(':')}: {shown}")
    answer = node.find(lambda n: n.has_class("hoyle-answer"))
    live = urljoin(ctx.site_url, page_url(md)) + (f"?{urlencode(params)}" if params else "") + (f"#{wid}" if wid else "")
    out = element("div", {"class": "widget", **({"id": wid} if wid else {})})
    if words:
        out.append(element("p", {"class": "widget-inputs"}, element("strong", {}, "Worked out for: "), "; ".join(words) + "."))
    if answer is not None and _words(answer):
        _clean_answer(answer)
        box = element("div", {"class": "widget-answer"})
        for c in list(answer.children):
            box.append(c)
        out.append(box)
        out.append(element("p", {"class": "widget-live"}, element("a", {"href": live}, "Open this calculator on the site"),
                           ", set as here, to try it with your own cards or figures (it runs in a web browser)."))
    else:
        out.append(element("p", {"class": "widget-live"}, "This calculator works in a web browser: ",
                           element("a", {"href": live}, "open it on the site"), "."))
    return out


def _page_mark(node: Node, chapter: Chapter, ctx: Context) -> list[Node | str]:
    page = node.attrs.get("data-page", "").strip()
    alone = " hoyle-page-alone" if node.has_class("hoyle-page-alone") else ""  # a page turning between paragraphs
    shown = element("span", {"class": "page-mark" + alone}, f"p.\u00a0{page}")
    if not page or page in ctx.seen_pages:
        if node.attrs.get("id"):
            shown.attrs["id"] = node.attrs["id"]
        return [shown]
    ctx.seen_pages.add(page)
    pid = f"page-{page}"
    ctx.pages.append((page, f"{chapter.file}#{pid}"))
    return [element("span", {"id": pid, "epub:type": "pagebreak", "role": "doc-pagebreak", "aria-label": f"page {page}"}), shown]


def chapter_body(html: str, chapter: Chapter, ctx: Context) -> Node:
    root = parse(html)
    md = chapter.md
    # The calculators first (their forms hold the labels and values), then what only a live page shows.
    for w in root.find_all(lambda n: n.has_class("hoyle-widget")):
        if w.parent is not None and _ancestor(w, lambda a: a.has_class("hoyle-widget")) is None:
            w.replace_with(widget(w, md, ctx))
    for n in root.find_all(lambda n: n.tag in DROP_TAGS or bool(DROP_CLASSES.intersection(n.classes()))):
        if n.parent is not None:
            n.remove()
    _clean_answer(root)
    # Notes and corrections, in reading order.
    for n in list(root.iter()):
        if n is root or (n.parent is None):
            continue
        if n.tag == "div" and n.has_class("admonition") and n.has_class("editor") and any(n.has_class(k) for k in NOTE_KINDS):
            body: list[Node | str] = []
            for c in list(n.children):
                if isinstance(c, Node) and c.has_class("admonition-title"):
                    c.attrs = {"class": "note-title"}
                body.append(c)
            ref = _noteref(ctx, chapter, body)
            for c in body:
                if isinstance(c, Node):
                    c.parent = None
            _place_ref(ref, n)
        elif n.has_class("hoyle-corr") and n.attrs.get("title"):
            words = n.attrs["title"]
            fix = (n.attrs.get("data-fix", "").split() or [""])[0]
            errata = next((c for m, c in ctx.chapters.items() if m.endswith("/errata.md")), None)
            body = [words]
            if fix and errata is not None:
                body += [" (see ", element("a", {"href": f"{errata.file}#{fix}"}, "the errata"), ")"]
            ref = _noteref(ctx, chapter, [element("p", {}, *body)])
            link = _ancestor(n, lambda a: a.tag == "a")
            n.tag, n.attrs = "span", {"class": "corr"}
            if link is not None and link.parent is not None:
                i = link.index_in_parent()
                link.parent.children.insert(i + 1, ref)
                ref.parent = link.parent
            else:
                assert n.parent is not None
                i = n.index_in_parent()
                n.parent.children.insert(i + 1, ref)
                ref.parent = n.parent
    _finish(root, chapter, ctx)
    return root


def _finish(root: Node, chapter: Chapter, ctx: Context) -> None:
    """Page marks, links and attributes, in the chapter and in the notes it made."""
    # The notes' nodes go into a holder each, so that the pass below can replace and change them too.
    trees: list[Node] = [root] + [element("div", {}, *n.body) for n in ctx.notes if n.chapter == chapter.file]
    for tree in trees:
        for n in list(tree.iter()):
            if n.parent is None and n is not tree:
                continue
            if n.tag == "span" and n.has_class("hoyle-page"):
                n.replace_with(*_page_mark(n, chapter, ctx))
                continue
            if n.tag == "a" and "href" in n.attrs and n.attrs.get("epub:type") != "noteref" and not n.attrs["href"].startswith("endnotes.xhtml"):
                n.attrs["href"] = rewrite_href(n.attrs["href"], chapter.md, ctx)
            for k in ("data-site-path", "target", "markdown", "aria-describedby", "aria-controls", "aria-live", "aria-atomic",
                      "data-in-use", "data-widget", "data-mount", "data-op", "data-engine"):
                n.attrs.pop(k, None)
            if n.tag == "svg":
                chapter.svg = True
    seen: set[str] = set()
    for n in root.iter():
        i = n.attrs.get("id")
        if i is not None:
            if i in seen:
                del n.attrs["id"]
            seen.add(i)
    h1 = root.find(lambda n: n.tag == "h1")
    chapter.title = _heading_words(h1) if h1 is not None else chapter.title
    chapter.sections = [(h.attrs["id"], _heading_words(h)) for h in root.find_all(lambda n: n.tag == "h2" and "id" in n.attrs)]


def _heading_words(h: Node) -> str:
    skip = {id(n) for n in h.iter() if n.has_class("page-mark") or n.attrs.get("epub:type") in ("noteref", "pagebreak")}

    def words(n: Node) -> str:
        return "".join(c if isinstance(c, str) else ("" if id(c) in skip else words(c)) for c in n.children)

    return re.sub(r"\s+", " ", words(h)).strip()


# ---- the book's files ------------------------------------------------------------------------------

CSS = """\
@charset "utf-8";
body { font-family: serif; line-height: 1.4; margin: 0 0.4em; }
h1, h2, h3, h4 { font-family: serif; font-weight: bold; line-height: 1.2; page-break-after: avoid; break-after: avoid; }
h1 { font-size: 1.5em; margin: 1em 0 0.8em; text-align: center; }
h2 { font-size: 1.2em; margin: 1.4em 0 0.5em; }
h3 { font-size: 1.05em; margin: 1.2em 0 0.4em; }
p { margin: 0.4em 0; }
a { color: inherit; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.9em; }
th, td { border-bottom: 1px solid #999; padding: 0.15em 0.4em; vertical-align: top; }
caption { font-weight: bold; text-align: left; padding: 0.2em 0; }
.hoyle-num { text-align: right; }
/* the printed book's page numbers, small, in the run of the text */
.page-mark { font-size: 0.7em; color: #555; font-style: normal; font-weight: normal; white-space: nowrap; margin: 0 0.3em; }
.hoyle-page-alone { display: block; text-align: right; }
/* the laws: each law's number in bold */
.hoyle-law-number { font-weight: bold; text-decoration: none; }
p.hoyle-law { margin: 0.5em 0; }
/* the book's small capitals and verse */
.hoyle-sc { font-variant: small-caps; }
.hoyle-verse-line { display: block; margin-left: 1.5em; text-indent: -1.5em; }
/* cards: rank and suit, red or black, in a light frame */
.hoyle-card, .hoyle-mini {
  display: inline-block; border: 1px solid #888; border-radius: 0.2em; padding: 0 0.2em; margin: 0.05em; white-space: nowrap;
}
.hoyle-red { color: #b00000; }
.hoyle-black { color: #000; }
.hoyle-useless { border-style: dashed; }
.hoyle-cards, .hoyle-figure { margin: 0.5em 0; }
figcaption { font-size: 0.85em; font-style: italic; }
.hoyle-sr { display: none; }
/* the draw's cards, each with "held" or "drawn to" under it */
.hoyle-hold-toggle { display: inline-block; text-align: center; margin: 0 0.3em 0.3em 0; vertical-align: top; }
.hoyle-hold-word { display: block; font-size: 0.75em; }
/* the editor's additions: boxes in the text (calculators, redrawn hands), marked off from the book */
.admonition { border-left: 3px solid #999; padding: 0.1em 0 0.1em 0.6em; margin: 1em 0; }
.admonition-title, .note-title { font-weight: bold; }
.hoyle-editorial { font-size: 0.9em; }
.widget-inputs, .widget-live { font-size: 0.9em; }
.details > .summary { font-weight: bold; }
/* fractions as the books print them, a numerator over a denominator */
.hoyle-frac sup, .hoyle-frac sub { font-size: 0.7em; }
/* the hold or the hand a calculator's answer is about, and the winner of a showdown */
tr.hoyle-chosen-row { background: #eee; }
.hoyle-winner { font-weight: bold; }
.hoyle-math { font-size: 0.85em; color: #444; }
.hoyle-chart { max-width: 100%; height: auto; }
.hoyle-chart-bar { fill: #6d4c41; }
.hoyle-chart-ci { stroke: #000; stroke-width: 2; }
.hoyle-chart-label { fill: #000; font-size: 12px; }
/* note references, as small raised numbers */
a[href^="endnotes.xhtml"] { font-size: 0.7em; vertical-align: super; line-height: 0; text-decoration: none; }
.noteref-alone { text-align: right; margin: 0; }
ol.endnotes > li { margin-bottom: 0.8em; }
/* the title page and the colophon */
.titlepage { text-align: center; margin-top: 3em; }
.titlepage h1 { font-size: 2em; }
.titlepage .author { font-size: 1.3em; margin: 1em 0; }
.colophon { text-align: center; font-size: 0.9em; }
.colophon p { margin: 0.8em 0; }
"""


def _doc(title: str, body: str, *, epub_type: str = "", section_id: str = "") -> str:
    sec = "<section" + (f' id="{section_id}"' if section_id else "") + (f' epub:type="{epub_type}"' if epub_type else "") + ">"
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
        f'<html xmlns="{XHTML_NS}" xmlns:epub="{EPUB_NS}" lang="en" xml:lang="en">\n'
        f"<head>\n<meta charset=\"utf-8\"/>\n<title>{escape(title)}</title>\n"
        '<link rel="stylesheet" type="text/css" href="css/book.css"/>\n</head>\n'
        f"<body>\n{sec}\n{body}\n</section>\n</body>\n</html>\n"
    )


def author_line(book: Book) -> str:
    return f'{book.author} (as \u201c{book.pen_name}\u201d)' if book.pen_name else book.author


def file_as(author: str) -> str:
    """The author's name as a library sorts it: "W. H. Peel" as "Peel, W. H."."""
    *given, last = author.split()
    return f"{last}, {' '.join(given)}" if given else last


def _front_paragraphs(html: str) -> tuple[str, str]:
    """From the book's front page, in words: its first paragraph (the book, its publisher, how much of it) and
    the paragraph on the edition's source."""
    paras = [_words(p) for p in parse(html).find_all(lambda n: n.tag == "p")]
    return (paras[0] if paras else "", next((p for p in paras if p.startswith("Source.")), ""))


def title_page(book: Book) -> str:
    date = f'<p class="date">{escape(book.date)}</p>' if book.date else ""
    body = (f'<div class="titlepage">\n<h1 epub:type="title">{escape(book.title)}</h1>\n'
            f'<p class="author">{escape(author_line(book))}</p>\n{date}\n'
            f'<p>{escape(EDITION)}</p>\n</div>')
    return _doc(book.title, body, epub_type="titlepage", section_id="titlepage")


def colophon(book: Book, source: tuple[str, str], site_url: str, modified: str) -> str:
    body = (
        '<div class="colophon">\n<h2>Colophon</h2>\n'
        f"<p><i>{escape(book.title)}</i>, by {escape(author_line(book))}.</p>\n"
        + "".join(f"<p>{escape(s)}</p>\n" for s in source if s) +
        f"<p>This e-book is part of <i>{escape(EDITION)}</i>: the text is the edition\u2019s own, made from a damaged copy "
        "kept exactly as received; every change to it is recorded, and each is listed on the errata page at the end of "
        "this book. The notes are the editor\u2019s. The calculators show here the answers they gave when the book was "
        "made; each links to its live version on the site.</p>\n"
        f'<p>The site: <a href="{escape(site_url)}">{escape(site_url)}</a></p>\n'
        "<p>The text of the book is in the public domain.</p>\n"
        f"<p>Made {escape(modified[:10])}.</p>\n</div>"
    )
    return _doc("Colophon", body, epub_type="colophon", section_id="colophon")


def endnotes(ctx: Context) -> str:
    items = []
    for n in ctx.notes:
        body = "".join(serialize(c) for c in n.body).strip()
        back = f'<a href="{n.chapter}#noteref-{n.number}" epub:type="backlink" role="doc-backlink">\u21a9 back to the text</a>'
        if not body.startswith("<"):
            body = f"<p>{body}</p>"
        items.append(f'<li id="note-{n.number}" epub:type="endnote" role="doc-endnote">{body}<p class="backlink">{back}</p></li>')
    body = ('<h1>Notes</h1>\n<p>The editor\u2019s notes to the text, and the corrections made to the source, numbered as they '
            'come in the book.</p>\n<ol class="endnotes">\n' + "\n".join(items) + "\n</ol>")
    return _doc("Notes", body, epub_type="endnotes", section_id="endnotes").replace("<section ", '<section role="doc-endnotes" ', 1)


def nav(book: Book, chapters: list[Chapter], ctx: Context) -> str:
    lis = ['<li><a href="title.xhtml">Title page</a></li>']
    for c in chapters:
        sub = ""
        if c.sections:
            sub = "<ol>" + "".join(f'<li><a href="{c.file}#{escape(i)}">{escape(t)}</a></li>' for i, t in c.sections) + "</ol>"
        lis.append(f'<li><a href="{c.file}">{escape(c.title)}</a>{sub}</li>')
    lis.append('<li><a href="endnotes.xhtml">Notes</a></li>')
    lis.append('<li><a href="colophon.xhtml">Colophon</a></li>')
    pages = "".join(f'<li><a href="{href}">{escape(p)}</a></li>' for p, href in ctx.pages)
    first = chapters[1].file if len(chapters) > 1 else chapters[0].file
    body = (
        '<nav epub:type="toc" id="toc" role="doc-toc">\n<h1>Contents</h1>\n<ol>\n' + "\n".join(lis) + "\n</ol>\n</nav>\n"
        + (f'<nav epub:type="page-list" id="page-list" role="doc-pagelist" hidden="hidden">\n<h2>Pages</h2>\n<ol>{pages}</ol>\n</nav>\n'
           if pages else "")
        + '<nav epub:type="landmarks" id="landmarks" hidden="hidden">\n<h2>Landmarks</h2>\n<ol>\n'
        + f'<li><a epub:type="bodymatter" href="{first}">The text</a></li>\n'
        + '<li><a epub:type="endnotes" href="endnotes.xhtml">Notes</a></li>\n</ol>\n</nav>'
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
        f'<html xmlns="{XHTML_NS}" xmlns:epub="{EPUB_NS}" lang="en" xml:lang="en">\n'
        f'<head>\n<meta charset="utf-8"/>\n<title>{escape(book.title)}: contents</title>\n'
        '<link rel="stylesheet" type="text/css" href="css/book.css"/>\n</head>\n'
        f"<body>\n{body}\n</body>\n</html>\n"
    )


def opf(book: Book, chapters: list[Chapter], source: str, site_url: str, modified: str, has_pages: bool) -> str:
    ident = f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, urljoin(site_url, book.id + '/'))}"
    items = [
        '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
        '<item id="css" href="css/book.css" media-type="text/css"/>',
        '<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>',
    ]
    spine = ['<itemref idref="title"/>']
    for i, c in enumerate(chapters):
        props = ' properties="svg"' if c.svg else ""
        items.append(f'<item id="c{i}" href="{c.file}" media-type="application/xhtml+xml"{props}/>')
        spine.append(f'<itemref idref="c{i}"/>')
    items += ['<item id="endnotes" href="endnotes.xhtml" media-type="application/xhtml+xml"/>',
              '<item id="colophon" href="colophon.xhtml" media-type="application/xhtml+xml"/>']
    spine += ['<itemref idref="endnotes"/>', '<itemref idref="colophon"/>']
    creator = (f'<dc:creator id="author">{escape(author_line(book))}</dc:creator>\n'  # the name a reading app shows: the pen name too
               f'<meta refines="#author" property="file-as">{escape(file_as(book.author))}</meta>\n'
               '<meta refines="#author" property="role" scheme="marc:relators">aut</meta>')
    date = f"\n<dc:date>{escape(book.date)}</dc:date>" if book.date else ""
    src = f'<dc:source id="src">{escape(source)}</dc:source>'
    if has_pages:
        src += '\n<meta refines="#src" property="source-of">pagination</meta>'
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">\n'
        '<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
        f'<dc:identifier id="uid">{ident}</dc:identifier>\n'
        f"<dc:title>{escape(book.title)}</dc:title>\n{creator}{date}\n"
        "<dc:language>en</dc:language>\n"
        f"<dc:publisher>{escape(EDITION)}</dc:publisher>\n{src}\n"
        f'<dc:description>{escape(book.title)}, by {escape(author_line(book))}, from {escape(EDITION)}.</dc:description>\n'
        "<dc:rights>The text is in the public domain.</dc:rights>\n"
        f'<meta property="dcterms:modified">{modified}</meta>\n'
        "</metadata>\n"
        f"<manifest>\n" + "\n".join(items) + "\n</manifest>\n"
        '<spine>\n' + "\n".join(spine) + "\n</spine>\n</package>\n"
    )


CONTAINER = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n'
    '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>\n'
    "</container>\n"
)


def modified_time() -> str:
    """dcterms:modified: SOURCE_DATE_EPOCH if set, else the last commit's time (the same book from the same
    sources), else now."""
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    if not stamp:
        try:
            stamp = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            stamp = ""
    t = int(stamp) if stamp.isdigit() else int(time.time())
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def build_book(book: Book, cfg, site_url: str, out: Path, modified: str) -> Path:
    pages = book_pages(cfg, book)
    chapters = [Chapter(md, file_for(md)) for md in pages]
    ctx = Context(site_url, {c.md: c for c in chapters})
    render = _renderer(cfg)
    source = ("", "")
    for c in chapters:
        render.reset()
        text = (DOCS / c.md).read_text(encoding="utf-8")
        html = render.convert(text)
        c.body = chapter_body(html, c, ctx)
        if c.md.endswith("/index.md"):  # the book's front page of the edition, retitled (its h1 is the book's title)
            source = _front_paragraphs(html)
            c.title = "About this edition"
            h1 = c.body.find(lambda n: n.tag == "h1")
            if h1 is not None:
                h1.children = ["About this edition"]
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{book.id}.epub"
    files: list[tuple[str, str]] = [
        ("META-INF/container.xml", CONTAINER),
        ("OEBPS/content.opf", opf(book, chapters, source[0], site_url, modified, bool(ctx.pages))),
        ("OEBPS/nav.xhtml", nav(book, chapters, ctx)),
        ("OEBPS/css/book.css", CSS),
        ("OEBPS/title.xhtml", title_page(book)),
    ]
    for c in chapters:
        assert c.body is not None
        kind = "" if c.md.endswith(("/index.md", "/errata.md")) else "chapter"
        section = f"chapter-{PurePosixPath(c.file).stem}"
        files.append((f"OEBPS/{c.file}", _doc(c.title, serialize(c.body).strip(), epub_type=kind, section_id=section)))
    files.append(("OEBPS/endnotes.xhtml", endnotes(ctx)))
    files.append(("OEBPS/colophon.xhtml", colophon(book, source, site_url, modified)))
    tmp = path.with_suffix(".epub.part")
    with zipfile.ZipFile(tmp, "w") as z:
        info = zipfile.ZipInfo("mimetype", date_time=(1980, 1, 1, 0, 0, 0))
        z.writestr(info, "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        for name, text in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, text.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED)
    tmp.replace(path)
    return path


def inputs_key(site_url: str) -> str:
    """What the books are made from: the pages, this script, the engine (the calculators' answers), the config."""
    h = hashlib.sha256(site_url.encode())
    paths = sorted([*DOCS.glob("*/*.md"), ROOT / "mkdocs.yml", ROOT / "texts" / "structure.toml",
                    Path(__file__), ROOT / "scripts" / "epub_html.py", *(ROOT / "pysrc" / "hoyle").rglob("*.py")])
    for p in paths:
        h.update(str(p.relative_to(ROOT)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:32]


def build_all(out: Path, site_url: str, *, force: bool = False) -> list[Path]:
    """Every book into `out` (an .epub each), unless they are there already from the same inputs."""
    key = inputs_key(site_url)
    stamp = out / ".epub-key"
    ids = [b.id for b in books()]
    if not force and stamp.is_file() and stamp.read_text().strip() == key and all((out / f"{i}.epub").is_file() for i in ids):
        return [out / f"{i}.epub" for i in ids]
    cfg = _config()
    modified = modified_time()
    made = [build_book(b, cfg, site_url, out, modified) for b in books()]
    stamp.write_text(key + "\n")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make the EPUB of each book (make epub).")
    parser.add_argument("--site-url", default=DEFAULT_URL, help="the site's address, for the links to the live calculators")
    parser.add_argument("--out", default=str(ROOT / "build" / "epub"), help="the folder to write into (default build/epub/)")
    parser.add_argument("--force", action="store_true", help="make them even if nothing changed")
    args = parser.parse_args(argv)
    from .site.build import check_site_url

    try:
        site_url = check_site_url(args.site_url)
    except ValueError as e:
        print(f"epub: {e}", file=sys.stderr)
        return 2
    for p in build_all(Path(args.out), site_url, force=args.force):
        print(f"epub: {p} ({p.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What the e-books are made from: the books (texts/structure.toml) and each book's pages in the site's order
(mkdocs.yml's nav), rendered by Python-Markdown with mkdocs.yml's own extensions; where a page is on the site,
and in the book."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from .typography import curl

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


@dataclass(frozen=True)
class Book:
    id: str
    title: str
    author: str
    pen_name: str
    date: str


def books() -> list[Book]:
    data = tomllib.loads((ROOT / "texts" / "structure.toml").read_text(encoding="utf-8"))
    out = []
    for b in data["book"]:
        out.append(Book(b["id"], curl(b["title"]), b["author"], b.get("pen_name", ""), b.get("date", "")))  # Hoyle’s
    return out


def first_pages(book: Book) -> dict[str, str]:
    """The printed page each of the book's pages begins on, where texts/structure.toml knows it ({md: "67"})."""
    data = tomllib.loads((ROOT / "texts" / "structure.toml").read_text(encoding="utf-8"))
    spec = next(b for b in data["book"] if b["id"] == book.id)
    return {f"{book.id}/{p['slug']}.md": str(p["page"]) for p in spec.get("page", []) if p.get("page")}


def site_config():
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


def renderer(cfg):
    import markdown

    return markdown.Markdown(extensions=cfg["markdown_extensions"], extension_configs=cfg["mdx_configs"])


def file_for(md: str) -> str:
    name = PurePosixPath(md).stem
    return "about.xhtml" if name == "index" else f"{name}.xhtml"


def page_url(md: str) -> str:
    """The page's address from the site's root, as MkDocs makes it ("practical-poker/laws/")."""
    p = PurePosixPath(md)
    return f"{p.parent}/" if p.stem == "index" else f"{p.parent / p.stem}/"


def md_for_url(path: str) -> str | None:
    """The page (docs-relative .md) at a site path ("practical-poker/errata/"), if it is one."""
    path = path.strip("/")
    for cand in (f"{path}.md", f"{path}/index.md", "index.md" if not path else ""):
        if cand and (DOCS / cand).is_file():
            return cand
    return None


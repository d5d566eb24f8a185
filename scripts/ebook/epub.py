"""The books as e-books (issue 30): an EPUB 3 of Practical Poker and one of each excerpt, made from the
same generated pages as the site (docs/<book>/*.md, rendered by Python-Markdown with mkdocs.yml's own
extensions, the widget fences included), so the text exists once.

    python -m scripts.ebook.epub [--site-url URL] [--out DIR]     (make epub [SITE_URL=...]: into build/epub/)

Without --site-url a book links to nothing on the site (its words stay, each calculator and the colophon say so);
it is never given make serve's address. The site's own build gives its books the site's address.

Each book gets:

- a cover, a title page, an imprint, the book's front page of the edition ("About this edition"), a half-title,
  its chapters in the site's order, the editor's notes, a colophon and a page on the public domain (matter.py);
- its structure as the table of contents (chapters, and their sections), and the printed book's page
  numbers, where the edition knows them, as an EPUB page list (each page at its first mark);
- every law, ruling and term with the id it has on the site, so links between them work inside the
  book; a link to another book or to a tool goes to the site (--site-url);
- the editor's notes (lost text, the author's errors, the claims ledger, ambiguities, sources) and every
  correction of the source as endnotes, each with a note reference at its place and a link back;
  redrawn hands, the excerpt notes and the calculators stay in the text;
- each calculator as its built answer (tables and sentences, no controls), headed by the inputs it
  was worked out for, with a link to the live calculator on the site set to those inputs.

The parts: sources.py (the books and their pages), chapters.py (a page into a chapter), package.py (the
book's other files), xhtml.py (the HTML tree); this module puts each book together.

The site build (scripts/site/build.py, through scripts/site/prepare.py) writes the books into
docs/downloads/, so that the site serves them and MkDocs checks the links to them; tests/site/test_epub.py
checks them with epubcheck and reads them back with a second reader.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path, PurePosixPath

from .chapters import Chapter, Context, chapter_body, front_paragraphs
from .matter import colophon, cover_page, cover_png, half_title, imprint, public_domain, title_page
from .package import CONTAINER, CSS, document, endnotes, nav, opf
from .sources import DOCS, ROOT, Book, book_pages, books, file_for, first_pages, renderer, site_config
from .xhtml import serialize

DOWNLOADS = DOCS / "downloads"
DEFAULT_URL = "http://127.0.0.1:8000/"


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
    starts = first_pages(book)
    chapters = [Chapter(md, file_for(md), first_page=starts.get(md, "")) for md in pages]
    ctx = Context(site_url, {c.md: c for c in chapters})
    render = renderer(cfg)
    source = ("", "")
    for c in chapters:
        render.reset()
        text = (DOCS / c.md).read_text(encoding="utf-8")
        html = render.convert(text)
        c.body = chapter_body(html, c, ctx)
        if c.md.endswith("/index.md"):  # the book's front page of the edition, retitled (its h1 is the book's title)
            source = front_paragraphs(html)
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
        ("OEBPS/cover.xhtml", cover_page(book)),
        ("OEBPS/title.xhtml", title_page(book)),
        ("OEBPS/imprint.xhtml", imprint(book, source, site_url)),
        ("OEBPS/halftitle.xhtml", half_title(book)),
    ]
    for c in chapters:
        assert c.body is not None
        kind = "" if c.md.endswith(("/index.md", "/errata.md")) else "chapter"
        section = f"chapter-{PurePosixPath(c.file).stem}"
        files.append((f"OEBPS/{c.file}", document(c.title, serialize(c.body).strip(), epub_type=kind, section_id=section)))
    files.append(("OEBPS/endnotes.xhtml", endnotes(ctx)))
    files.append(("OEBPS/colophon.xhtml", colophon(book, site_url, modified)))
    files.append(("OEBPS/public-domain.xhtml", public_domain(book)))
    tmp = path.with_suffix(".epub.part")
    with zipfile.ZipFile(tmp, "w") as z:
        info = zipfile.ZipInfo("mimetype", date_time=(1980, 1, 1, 0, 0, 0))
        z.writestr(info, "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        for name, text in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, text.encode("utf-8"), compress_type=zipfile.ZIP_DEFLATED)
        info = zipfile.ZipInfo("OEBPS/images/cover.png", date_time=(1980, 1, 1, 0, 0, 0))
        z.writestr(info, cover_png(book), compress_type=zipfile.ZIP_STORED)  # a PNG is compressed already
    tmp.replace(path)
    return path


def inputs_key(site_url: str) -> str:
    """What the books are made from: the pages, these scripts (scripts/ebook/), the engine (the calculators' answers),
    the config."""
    h = hashlib.sha256(site_url.encode())
    paths = sorted([*DOCS.glob("*/*.md"), ROOT / "mkdocs.yml", ROOT / "texts" / "structure.toml", DOCS / "assets" / "icon.svg",
                    *Path(__file__).parent.glob("*.py"), *(ROOT / "pysrc" / "hoyle").rglob("*.py")])
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
    cfg = site_config()
    modified = modified_time()
    made = [build_book(b, cfg, site_url, out, modified) for b in books()]
    stamp.write_text(key + "\n")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make the EPUB of each book (make epub).")
    parser.add_argument("--site-url", default="", help="the site's address, for the links to the live calculators and the "
                        "other pages of the site (none given: the books have no links to the site, and say so)")
    parser.add_argument("--out", default=str(ROOT / "build" / "epub"), help="the folder to write into (default build/epub/)")
    parser.add_argument("--force", action="store_true", help="make them even if nothing changed")
    args = parser.parse_args(argv)
    from ..site.build import check_site_url

    try:
        site_url = check_site_url(args.site_url) if args.site_url.strip() else ""
    except ValueError as e:
        print(f"epub: {e}", file=sys.stderr)
        return 2
    if not site_url:
        print("epub: no site address (SITE_URL): the books link to nothing on the site, and each calculator says so; "
              "make epub SITE_URL=https://example.org/path/ links them to the site published there", file=sys.stderr)
    for p in build_all(Path(args.out), site_url, force=args.force):
        print(f"epub: {p} ({p.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
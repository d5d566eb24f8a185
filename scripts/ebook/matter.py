"""The e-books' front and back matter, after Standard Ebooks' model: a cover, the title page, the imprint, a half-title
before the text, and after it the colophon and a page on the book's public-domain status.

The cover is the edition's sign, docs/assets/icon.svg (the site's icon: two cards fanned on Material's brown), with
the book's title and author, drawn as SVG here and rendered to a PNG by the build with resvg (`resvg-py`, as the
site's icons are: scripts/site/home_screen.py) in Source Serif Pro from the pinned `font-source-serif-pro` wheel,
never a system font, so the same sources give the same picture on any machine.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from ..site import home_screen
from .package import EDITION, author_line, document
from .sources import DOCS, Book

COVER_SIZE = (1400, 2100)  # pixels: the 2:3 of a book's page
INK = "#fff8ee"  # the icon's front card


def _fonts() -> list[str]:
    import font_source_serif_pro

    folder = Path(font_source_serif_pro.font_directory)
    return [str(folder / f"SourceSerifPro-{w}.ttf") for w in ("Regular", "Semibold")]


def _lines(title: str, width: int = 15) -> list[str]:
    """The title in lines of about `width` letters, broken between words."""
    lines: list[str] = []
    for word in title.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def cover_svg(book: Book) -> str:
    """The cover as SVG (600 by 900): the icon's cards, without their rounded square, on its colour, the title under
    them, the author, and the edition's name at the foot."""
    icon = (DOCS / home_screen.SOURCE).read_text(encoding="utf-8")
    colour = home_screen.background(icon)
    cards = re.sub(r"<svg\b", '<svg x="140" y="110" width="320" height="320"', home_screen.BACKGROUND_ELEMENT.sub("", icon, count=1), count=1)
    text = 'x="300" font-family="Source Serif Pro" text-anchor="middle" fill="' + INK + '"'
    title = "".join(f'<tspan x="300" dy="{0 if i == 0 else 68}">{escape(line)}</tspan>' for i, line in enumerate(_lines(book.title)))
    below = 520 + 68 * len(_lines(book.title))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900">'
        f'<rect width="600" height="900" fill="{colour}"/>{cards}'
        f'<text {text} y="520" font-size="60" font-weight="600">{title}</text>'
        f'<text {text} y="{below + 20}" font-size="30">{escape(author_line(book))}</text>'
        f'<text {text} y="850" font-size="22">{escape(EDITION)}</text></svg>'
    )


def cover_png(book: Book) -> bytes:
    import resvg_py

    width, height = COVER_SIZE
    return bytes(resvg_py.svg_to_bytes(svg_string=cover_svg(book), width=width, height=height,
                                       skip_system_fonts=True, font_files=_fonts()))


def cover_page(book: Book) -> str:
    alt = f"The cover: {book.title}, by {author_line(book)}; {EDITION}."
    body = f'<img class="cover" src="images/cover.png" alt="{escape(alt)}"/>'
    return document("Cover", body, epub_type="cover", section_id="cover")


def title_page(book: Book) -> str:
    date = f'<p class="date">{escape(book.date)}</p>' if book.date else ""
    body = (f'<div class="titlepage">\n<h1 epub:type="title">{escape(book.title)}</h1>\n'
            f'<p class="author">{escape(author_line(book))}</p>\n{date}\n'
            f'<p>{escape(EDITION)}</p>\n</div>')
    return document(book.title, body, epub_type="titlepage", section_id="titlepage")


def half_title(book: Book) -> str:
    body = f'<div class="halftitle">\n<h2 epub:type="fulltitle">{escape(book.title)}</h2>\n</div>'
    return document(book.title, body, epub_type="halftitlepage", section_id="halftitlepage")


def imprint(book: Book, source: tuple[str, str], site_url: str) -> str:
    site = (f'<p>The edition is a site, where the calculators work: <a href="{escape(site_url)}">{escape(site_url)}</a>.</p>\n' if site_url
            else "<p>This copy was made without the site\u2019s address: it has no links to the site or its calculators.</p>\n")
    body = (
        '<div class="imprint">\n<h2>Imprint</h2>\n'
        f"<p>This e-book of <i>{escape(book.title)}</i>, by {escape(author_line(book))}, is part of <i>{escape(EDITION)}</i>.</p>\n"
        + "".join(f"<p>{escape(s)}</p>\n" for s in source if s) +
        "<p>The text is the edition\u2019s own, made from a damaged copy kept exactly as received; every change to it is "
        "recorded, and each is listed on the errata page at the end of this book. The notes are the editor\u2019s. The "
        "calculators show here the answers they gave when the book was made"
        + ("; each links to its live version on the site.</p>\n" if site_url else ".</p>\n") + site + "</div>"
    )
    return document("Imprint", body, epub_type="imprint", section_id="imprint")


def colophon(book: Book, site_url: str, modified: str) -> str:
    first = f" first published in {escape(book.date)}" if book.date else ""
    body = (
        '<div class="colophon">\n<h2>Colophon</h2>\n'
        f"<p><i>{escape(book.title)}</i> was written by {escape(author_line(book))}{first}.</p>\n"
        f"<p>This e-book was made on {escape(modified[:10])} from the same pages as the edition\u2019s site"
        + (f' (<a href="{escape(site_url)}">{escape(site_url)}</a>)' if site_url else "") +
        ", and checked with epubcheck and with Ace by DAISY, the accessibility checker.</p>\n"
        "<p>The cover is the edition\u2019s sign, two cards fanned, with the title set in Source Serif Pro.</p>\n</div>"
    )
    return document("Colophon", body, epub_type="colophon", section_id="colophon")


def public_domain(book: Book) -> str:
    when = f", published in {escape(book.date)}," if book.date else ""
    body = (
        '<div class="public-domain">\n<h2>The Public Domain</h2>\n'
        f"<p>The text of <i>{escape(book.title)}</i>{when} is in the public domain: anyone may copy, print, change and share "
        "it, for any purpose, without asking or paying.</p>\n"
        "<p>The edition keeps the book as received and records every change it made, so that a reader can always "
        "tell the author\u2019s words from the editor\u2019s.</p>\n</div>"
    )
    return document("The Public Domain", body, epub_type="copyright-page", section_id="public-domain")

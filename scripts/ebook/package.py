"""What an EPUB holds besides its chapters' text: each file as an XHTML document (`document`), the title page,
the endnotes, the contents and the page list (nav), the package document (OPF) and the
container, and the style sheet."""

from __future__ import annotations

import uuid
from html import escape
from urllib.parse import urljoin

from .chapters import Chapter, Context
from .sources import Book
from .xhtml import serialize

EDITION = "Hoyle\u2019s Card Books, an interactive edition"
XHTML_NS = "http://www.w3.org/1999/xhtml"
EPUB_NS = "http://www.idpf.org/2007/ops"

CSS = """\
@charset "utf-8";
body { font-family: serif; line-height: 1.4; margin: 0 0.4em; }
h1, h2, h3, h4 { font-family: serif; font-weight: bold; line-height: 1.2; page-break-after: avoid; break-after: avoid; }
h1 { font-size: 1.5em; margin: 1em 0 0.8em; text-align: center; }
h2 { font-size: 1.2em; margin: 1.4em 0 0.5em; }
h3 { font-size: 1.05em; margin: 1.2em 0 0.4em; }
p { margin: 0.4em 0; }
a { color: inherit; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.85em; }
th, td { border-bottom: 1px solid #999; padding: 0.1em 0.25em; vertical-align: top; }
/* the errata's columns quote the source as it is: a long run of it breaks rather than widen the page */
td code, th code { overflow-wrap: anywhere; word-break: break-word; }
/* a table of eight columns or more, smaller still, to fit 360 px */
table.wide { font-size: 0.72em; }
table.wide th, table.wide td { padding: 0.1em 0.15em; }
/* a long exact fraction breaks between its digits rather than widen the page */
.hoyle-exact sup, .hoyle-exact sub { overflow-wrap: anywhere; word-break: break-all; }
/* a simulated figure's 95% interval under it, not beside it */
td .hoyle-ci { display: block; font-size: 0.9em; }
/* a calculator's wide tables (seven columns of figures) fit a phone's 360 px: smaller type, tighter cells, and the
   headings and the cards of a hold wrap rather than push the last columns off the page */
table.hoyle-figures { font-size: 0.8em; }
table.hoyle-figures th, table.hoyle-figures td { padding: 0.1em 0.2em; }
table.hoyle-figures th { font-weight: bold; hyphens: auto; -epub-hyphens: auto; }
table.hoyle-figures .hoyle-mini { margin: 0; padding: 0 0.1em; }
caption { font-weight: bold; text-align: left; padding: 0.2em 0; }
.hoyle-num, .align-right { text-align: right; }
.align-center { text-align: center; }
.align-left { text-align: left; }
/* a cell's lines, each a line of its own */
.cell-line { display: block; }
/* words the book sets in small capitals, written in capitals */
.all-small-caps { font-variant: all-small-caps; }
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
a[href^="endnotes.xhtml"], .noteref-sep { font-size: 0.7em; vertical-align: super; line-height: 0; text-decoration: none; }
.noteref-alone { text-align: right; margin: 0; }
ol.endnotes > li { margin-bottom: 0.8em; }
/* the cover, the title page, the half-title, the imprint, the colophon, the public domain */
.cover-page { margin: 0; padding: 0; text-align: center; }
img.cover { max-width: 100%; max-height: 100vh; }
.halftitle { text-align: center; margin-top: 30%; }
.imprint, .public-domain { text-align: center; font-size: 0.9em; }
.imprint p, .public-domain p { margin: 0.8em 0; }
.titlepage { text-align: center; margin-top: 3em; }
.titlepage h1 { font-size: 2em; }
.titlepage .author { font-size: 1.3em; margin: 1em 0; }
.colophon { text-align: center; font-size: 0.9em; }
.colophon p { margin: 0.8em 0; }
"""


# Each part's epub:type and the DPUB-ARIA role that says the same to a screen reader (the title page has none).
ROLES = {"chapter": "doc-chapter", "colophon": "doc-colophon", "endnotes": "doc-endnotes", "dedication": "doc-dedication",
         "errata": "doc-errata", "index": "doc-index", "bibliography": "doc-bibliography"}


def document(title: str, body: str, *, epub_type: str = "", section_id: str = "") -> str:
    role = ROLES.get(epub_type, "")
    sec = ("<section" + (f' id="{section_id}"' if section_id else "") + (f' epub:type="{epub_type}"' if epub_type else "")
           + (f' role="{role}"' if role else "") + ">")
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


def endnotes(ctx: Context) -> str:
    items = []
    for n in ctx.notes:
        body = "".join(serialize(c) for c in n.body).strip()
        back = f'<a href="{n.chapter}#noteref-{n.number}" epub:type="backlink" role="doc-backlink">\u21a9 back to the text</a>'
        if not body.startswith("<"):
            body = f"<p>{body}</p>"
        # no role on the note itself: DPUB-ARIA 1.1 deprecates doc-endnote (the list is in a doc-endnotes section)
        items.append(f'<li id="note-{n.number}" epub:type="endnote">{body}<p class="backlink">{back}</p></li>')
    body = ('<h1>Notes</h1>\n<p>The editor\u2019s notes to the text, and the corrections made to the source, numbered as they '
            'come in the book.</p>\n<ol class="endnotes">\n' + "\n".join(items) + "\n</ol>")
    return document("Notes", body, epub_type="endnotes", section_id="endnotes")


def nav(book: Book, chapters: list[Chapter], ctx: Context) -> str:
    lis = ['<li><a href="title.xhtml">Title page</a></li>', '<li><a href="imprint.xhtml">Imprint</a></li>']
    for c in chapters:
        sub = ""
        if c.sections:
            sub = "<ol>" + "".join(f'<li><a href="{c.file}#{escape(i)}">{escape(t)}</a></li>' for i, t in c.sections) + "</ol>"
        lis.append(f'<li><a href="{c.file}">{escape(c.title)}</a>{sub}</li>')
    lis.append('<li><a href="endnotes.xhtml">Notes</a></li>')
    lis.append('<li><a href="colophon.xhtml">Colophon</a></li>')
    lis.append('<li><a href="public-domain.xhtml">The Public Domain</a></li>')
    pages = "".join(f'<li><a href="{href}">{escape(p)}</a></li>' for p, href in ctx.pages)
    first = chapters[1].file if len(chapters) > 1 else chapters[0].file
    body = (
        '<nav epub:type="toc" id="toc" role="doc-toc">\n<h1>Contents</h1>\n<ol>\n' + "\n".join(lis) + "\n</ol>\n</nav>\n"
        + (f'<nav epub:type="page-list" id="page-list" role="doc-pagelist" hidden="hidden">\n<h2>Pages</h2>\n<ol>{pages}</ol>\n</nav>\n'
           if pages else "")
        + '<nav epub:type="landmarks" id="landmarks" hidden="hidden">\n<h2>Landmarks</h2>\n<ol>\n'
        + '<li><a epub:type="cover" href="cover.xhtml">Cover</a></li>\n'
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


CONFORMS_TO = "EPUB Accessibility 1.1 - WCAG 2.2 Level AA"


def accessibility(chapters: list[Chapter], has_pages: bool, site_url: str) -> str:
    """The package's accessibility metadata (EPUB Accessibility 1.1, schema.org's terms): how the book can be read,
    what helps, that nothing in it flashes or moves, and a summary in words; checked by Ace (make ace)."""
    charts = any(c.svg for c in chapters)
    modes = ["textual"] + (["visual", "chartOnVisual"] if charts else [])
    features = ["tableOfContents", "readingOrder", "structuralNavigation", "displayTransformability"]
    features += ["pageNavigation", "printPageNumbers"] if has_pages else []
    features += ["alternativeText"] if charts else []
    summary = ("The text is marked up as headings, paragraphs, lists and tables with header cells, in reading order, with a "
               "table of contents" + (" and the printed book\u2019s page numbers" if has_pages else "") + ". The editor\u2019s "
               "notes are endnotes, linked to their place in the text and back. Each card is shown by its rank and the sign of "
               "its suit and named in words for a screen reader: colour is never the only sign of a suit. The calculators "
               "show the answers they gave when the book was made" + (", each with a link to it live on the site" if site_url else "")
               + ("; each chart of a simulation follows a table of the same figures" if charts else "")
               + ". Nothing in the book moves, flashes or plays a sound.")
    lines = [f'<meta property="schema:accessMode">{m}</meta>' for m in modes]
    lines.append('<meta property="schema:accessModeSufficient">textual</meta>')
    lines += [f'<meta property="schema:accessibilityFeature">{f}</meta>' for f in features]
    lines.append('<meta property="schema:accessibilityHazard">none</meta>')
    lines.append(f'<meta property="schema:accessibilitySummary">{escape(summary)}</meta>')
    lines.append(f'<meta property="dcterms:conformsTo" id="conformance">{CONFORMS_TO}</meta>')
    lines.append(f'<meta property="a11y:certifiedBy" refines="#conformance">{escape(EDITION)}</meta>')
    return "\n".join(lines) + "\n"


def opf(book: Book, chapters: list[Chapter], source: str, site_url: str, modified: str, has_pages: bool) -> str:
    ident = f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, urljoin(site_url or 'urn:hoyle:', book.id + '/'))}"
    items = [
        '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
        '<item id="css" href="css/book.css" media-type="text/css"/>',
        '<item id="cover-image" href="images/cover.png" media-type="image/png" properties="cover-image"/>',
    ]
    spine = []

    def part(name: str) -> None:
        items.append(f'<item id="{name}" href="{name}.xhtml" media-type="application/xhtml+xml"/>')
        spine.append(f'<itemref idref="{name}"/>')

    for name in ("cover", "title", "imprint"):
        part(name)
    for i, c in enumerate(chapters):
        if i == 1:
            part("halftitle")  # after "About this edition", before the book's own first chapter
        props = ' properties="svg"' if c.svg else ""
        items.append(f'<item id="c{i}" href="{c.file}" media-type="application/xhtml+xml"{props}/>')
        spine.append(f'<itemref idref="c{i}"/>')
    for name in ("endnotes", "colophon", "public-domain"):
        part(name)
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
        + accessibility(chapters, has_pages, site_url) +
        "</metadata>\n"
        "<manifest>\n" + "\n".join(items) + "\n</manifest>\n"
        '<spine>\n' + "\n".join(spine) + "\n</spine>\n</package>\n"
    )


CONTAINER = (
    '<?xml version="1.0" encoding="utf-8"?>\n'
    '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n'
    '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>\n'
    "</container>\n"
)

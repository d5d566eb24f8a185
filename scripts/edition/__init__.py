"""The text pipeline: texts/source/*.txt + texts/errata/*.toml -> the book pages under docs/.

    python -m scripts.edition check          # every erratum applies to the source
    python -m scripts.edition lint           # every check of the edition, as coded problems (lint.py)
    python -m scripts.edition build          # write the pages into docs/ (and the nav into mkdocs.yml)
    python -m scripts.edition build --out D  # write them under D instead (the staleness test)
    python -m scripts.edition terms          # every glossary link with its sentence (to review senses)
    python -m scripts.edition anchors        # the public anchors (tests/texts/anchors.txt)

Besides the author's text and the errata (texts/errata/README.md), three kinds of editorial additions:

- widgets (texts/widgets.toml, format in texts/README.md): a ```hoyle fence placed after the paragraph of
  a source line, in an editor's box labelled with the entry's `why`; ids unique on a page;
- the claims ledger (texts/claims/): every entry whose verdict is `wrong` or `ambiguous` gets a note by
  its passage, with the book's figure, the engine's exact value (hoyle.claims, computed here) and a link
  to its entry on the ledger page; in an existing author-error (or ambiguous) note of that paragraph
  if there is one, else in a note of its own after the paragraph.
- the laws and the rulings (texts/disputed-rules.toml, each case's `laws`: the editor's table, every pairing
  with the words the law and the ruling share): under each case's heading in Disputed Rules, "Rules on" and
  the laws; after each law, "Foster's reasons" and the cases (class hoyle-law-reasons); at the top of the law
  pages, a link to the situation finder (practical-poker/what-happened.md).

Deterministic: the same sources, errata, widgets and ledger always give byte-identical pages.

The modules, each using only those above it:

    problems.py   a problem a check finds: a code, a place and a message
    errata.py     the errata (texts/errata/*.toml), checked and applied to the verbatim source lines
    textrules.py  the general rules of the text pipeline, and the word counting the tests use
    structure.py  the books' structure, source lines and errata; the items of a page; anchors
    links.py      [[p N]] and [[law N]] links, the General Index's targets, references in words (Law 5,
                  laws 40 and 41), terms
    ledger.py     the claims ledger's wrong and ambiguous entries, by their passages
    widgets.py    the widgets of texts/widgets.toml, by their passages
    marks.py      the corrections shown in the text; verse
    render.py     a paragraph, verse, a note, the ledger's entries, a widget, in Markdown
    rulings.py    the laws and the Disputed Rules cases on them, both ways; the way to the situation finder
    pages.py      a book page, the front page's editorial part, the errata page
    book.py       build (one book's edition), render_book, build_all, nav_yaml
    lint.py       the edition's checks (no word lost, the word list, anchors, leftovers), as coded problems
    cli.py        the command line (__main__.py runs it)

The names other files use (scripts/pages/, tests/) are importable from the package itself (errata and
textrules as modules of it); it imports the engine (hoyle) as installed (`pip install -e .`).
"""

from __future__ import annotations

from .book import build, build_all, nav_yaml, render_book
from .cli import main
from .ledger import edited_text, mentions, prints, table_row
from .links import TERM_PATTERNS, card_sense, expand_links, link_terms, page_candidates, term_links, title_fit
from .marks import fix_anchor
from .render import literal_brackets, md_text, render_para
from .structure import (CASES, DOCS, PAGE_MARKERS, ROOT, Edition, Item, Page, PipelineError, books,
                        check, item_at, page_of, page_ranges, source_lines)
from .widgets import Widget, load_widgets, place_widgets

__all__ = [
    "CASES", "DOCS", "PAGE_MARKERS", "ROOT", "TERM_PATTERNS", "Edition", "Item", "Page", "PipelineError", "Widget",
    "books", "build", "build_all", "card_sense", "check", "edited_text", "expand_links", "fix_anchor", "item_at",
    "link_terms", "literal_brackets", "load_widgets", "main", "md_text", "mentions", "nav_yaml", "page_candidates",
    "page_of", "page_ranges", "place_widgets", "prints", "render_book", "render_para", "source_lines", "table_row",
    "term_links", "title_fit",
]

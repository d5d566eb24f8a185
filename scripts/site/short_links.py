"""The short address of each law and ruling (scripts/pages/law_pages.py), marked where the reader meets them: every
law of Practical Poker (`.hoyle-law`, id "law-23") and every case of Disputed Rules (`.hoyle-case`) of a built page whose own page the
site has is given `data-short`, that page's address relative to the page it is on ("23/", "../laws/60/", "./").
Copy link, Cite and Share (docs/assets/hoyle/rulings.js) give that address; the full pages' anchors stay.

    apply(site)     mark every page of a built site (scripts/site/finish.py); how many items were marked
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from ..pages.law_pages import BOOK, law_address, ruling_address

# A law's paragraph or a case's heading as Python-Markdown writes it (its attributes in either order).
_ITEM = re.compile(r'<(?:p|h[1-6])\b(?=[^>]*\bclass="[^"]*\b(hoyle-law|hoyle-case)\b)(?=[^>]*\bid="([^"]+)")[^>]*?(?=/?>)')


def _relative(from_dir: str, target: str) -> str:
    rel = posixpath.relpath(target, from_dir or ".")
    return "./" if rel == "." else rel + "/"


def apply(site: Path) -> int:
    marked = 0
    for path in sorted((site / BOOK).rglob("index.html")):  # Hoffmann's book has laws of its own, with no pages
        text = path.read_text(encoding="utf-8")
        if "hoyle-law" not in text and "hoyle-case" not in text:
            continue
        here = path.parent.relative_to(site).as_posix()

        def mark(m: re.Match) -> str:
            nonlocal marked
            kind, ident = m.group(1), m.group(2)
            if "data-short=" in m.group(0):
                return m.group(0)
            address = law_address(int(ident[4:])) if kind == "hoyle-law" and re.fullmatch(r"law-\d+", ident) else ruling_address(ident)
            if kind == "hoyle-law" and not re.fullmatch(r"law-\d+", ident) or not (site / address / "index.html").is_file():
                return m.group(0)
            marked += 1
            return f'{m.group(0)} data-short="{_relative(here, address.rstrip("/"))}"'

        new = _ITEM.sub(mark, text)
        if new != text:
            path.write_text(new, encoding="utf-8")
    return marked

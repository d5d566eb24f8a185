"""The claims ledger's notes on the book pages (scripts/edition: ledger_line): each quotes the
book's own words as the page prints them, gives the true value, and reads as prose (no code, no
ids); figures the ledger reads more than one way give each reading."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scripts.pages import claims_ledger

ROOT = Path(__file__).resolve().parents[2]

PAGES = sorted(p for book in ("practical-poker", "hoyles-games-modernized", "round-games")
               for p in (ROOT / "docs" / book).glob("*.md"))
LINE = re.compile(r'<span class="hoyle-verdict" data-verdict="(\w+)">(?:(?!— \[).)*— \[“(.*?)”\]'
                  r'\(\.\./tools/claims-ledger\.md#([a-z0-9-]+) "([^"]*)"\)(.*)$', re.M)


def visible(markdown: str) -> str:
    """What a reader sees of a piece of a page: no link targets or tags."""
    return claims_ledger.plain(markdown)


@pytest.fixture(scope="module")
def lines() -> list[tuple[str, str, str, str, str, str]]:
    """(page, verdict, quoted words, entry, link title, the rest of the line) for every ledger line."""
    out = []
    for page in PAGES:
        for m in LINE.finditer(page.read_text(encoding="utf-8")):
            out.append((page.name, *m.groups()))
    return out


def test_there_are_ledger_lines_on_the_pages(lines):
    assert len(lines) >= 75
    assert {v for _, v, *_ in lines} == {"wrong", "ambiguous"}


def test_each_line_quotes_words_the_page_prints(lines):
    texts = {p.name: visible(re.sub(r"(?ms)^<!-- editorial -->.*?^<!-- /editorial -->", " ", p.read_text(encoding="utf-8")))
             for p in PAGES}
    for page, _, words, cid, *_ in lines:
        shown = visible(words)
        if " · " in shown:  # a row of a table: each cell is on the page
            cells = [c for c in shown.split(" · ") if c]
            assert all(visible(c) in texts[page] for c in cells), (cid, cells)
        else:  # the book's quotation marks are single within the line's own double ones
            assert shown.lower().replace("'", '"') in texts[page].lower().replace("'", '"'), (cid, shown)


def test_each_line_gives_a_value_and_every_reading_says_why(lines):
    for page, verdict, words, cid, title, rest in lines:
        said = visible(rest)
        # the true value, or the readings' values, in figures or in words
        assert re.search(r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten)\b", said, re.I), (cid, said)
        assert len(said.split()) >= 3, (cid, said)
        assert not re.search(r"does not bear it out|can be read more than one way; the ledger", said), cid
        if verdict == "ambiguous":
            assert len(said) > 60, (cid, said)  # the readings, in a sentence or more


def test_no_code_or_ids_in_what_a_reader_sees(lines):
    code = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z_]+\(|\b(?:pp|hgm|rg)-[a-z0-9-]+|hoyle\.|\bseat \d|\bCI\b|\bline \d")
    for page, _, words, cid, title, rest in lines:
        for text in (visible(words), title, visible(rest)):
            assert not code.search(text), (cid, text)


def test_the_book_is_quoted_not_paraphrased(lines):
    """The words are the book's: not "the book's 4/26" or "equal", a figure it never printed."""
    for page, _, words, cid, title, rest in lines:
        assert len(visible(words).split()) >= 2 or re.search(r"\d", words), (cid, words)
    assert not any("the book’s [" in p.read_text(encoding="utf-8") for p in PAGES)


def test_the_blaze_notes_agree():
    text = (ROOT / "docs/practical-poker/poker-hands.md").read_text(encoding="utf-8")
    notes = re.findall(r"(?ms)^!!! editor author-error.*?^<!-- /editorial -->", text)
    blaze = [n for n in notes if "blaze" in n.lower()]
    assert len(blaze) == 2
    for n in blaze:
        assert "3,383" not in n and "3,280" in n and "792" in n

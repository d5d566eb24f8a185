"""What a reader of the e-books sees (issue 45, scripts/ebook/typography.py and corrections.py): no LaTeX, no straight
quote, no spaced em dash, no inline style and no line break in a table cell anywhere in the three books; the
corrections' notes quote the source's formulas as the book prints them; note references that come together kept
apart; a calculator's cards as cards; its exact fractions as fractions; words in full capitals in small capitals."""

from __future__ import annotations

import os
import re
import subprocess
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from scripts.ebook import epub, typography

X = "{http://www.w3.org/1999/xhtml}"
EPUB_TYPE = "{http://www.idpf.org/2007/ops}type"
BOOKS = ("practical-poker", "hoyles-games-modernized", "round-games")
EPOCH = "1795933443"
VERBATIM = {f"{X}code", f"{X}pre"}  # the source as received (the errata's columns): as it is


@pytest.fixture(scope="module")
def books(tmp_path_factory) -> dict[str, dict[str, ET.Element]]:
    out = tmp_path_factory.mktemp("epub-text")
    epub.build_all(out, "https://example.org/hoyle/", force=True)
    docs = {}
    for b in BOOKS:
        with zipfile.ZipFile(out / f"{b}.epub") as z:
            docs[b] = {Path(n).name: ET.fromstring(z.read(n)) for n in z.namelist() if n.endswith(".xhtml")}
    return docs


def words(el: ET.Element) -> str:
    """The text a reader sees: everything but code (and the title in the head)."""
    out = []

    def walk(e):
        if e.tag in VERBATIM or e.tag == f"{X}head":
            out.append(e.tail or "")
            return
        out.append(e.text or "")
        for c in e:
            walk(c)
        out.append(e.tail or "")

    walk(el)
    return "".join(out)


def strings(el: ET.Element) -> list[str]:
    """Each run of text a reader sees, one element's text or tail at a time (not code, not the head)."""
    out = []

    def walk(e):
        if e.tag not in VERBATIM and e.tag != f"{X}head":
            out.append(e.text or "")
            for c in e:
                walk(c)
        out.append(e.tail or "")

    walk(el)
    return out


def note(docs: dict[str, ET.Element], n: int) -> str:
    li = next(e for e in docs["endnotes.xhtml"].iter(f"{X}li") if e.get("id") == f"note-{n}")
    return " ".join("".join(li.itertext()).split())


@pytest.mark.parametrize("book", BOOKS)
def test_no_latex_straight_quote_spaced_dash_inline_style_or_break_in_a_cell(books, book):
    for name, root in books[book].items():
        text = words(root)
        assert not re.findall(r"\\(?:frac|times|cdot)|\$\$", text), name
        straight = [text[max(0, m.start() - 30):m.end() + 30] for m in re.finditer("['\"]", text)]
        assert straight == [], (name, straight[:5])
        spaced = [t for t in strings(root) if re.search(r"\S\s+\u2014\s*\S|\S\s*\u2014\s+\S", t)]  # in a run of text
        assert spaced == [], (name, spaced[:5])
        assert [e.tag for e in root.iter() if e.get("style") is not None] == [], name
        cells = [c for c in root.iter() if c.tag in (f"{X}td", f"{X}th")]
        assert [c for c in cells if c.find(f".//{X}br") is not None] == [], name


def test_a_correction_quotes_the_source_s_formula_as_the_book_prints_it(books):
    docs = books["practical-poker"]
    notes = [note(docs, int(li.get("id")[5:])) for li in docs["endnotes.xhtml"].iter(f"{X}li") if li.get("id", "").startswith("note-")]
    line_1748 = [n for n in notes if n.startswith("Corrected (errata, line 1748)")]
    assert line_1748 == ["Corrected (errata, line 1748): the source reads “N⁄D 3744⁄2,598,960 = I⁄694”. The ‘=’ between N/D and "
                         "the fraction lost by the OCR. Corrected (errata, line 1748): the source reads “N⁄D 3744⁄2,598,960 = I⁄694”. "
                         "Digit 1 read as I: 3744/2,598,960 = 1/694 (odds 693 to 1, line 1750). See the errata.↩ back to the text"]
    assert not [n for n in notes if "\\" in n or "$" in n]  # no LaTeX in a note, not even set as code
    line_153 = next(n for n in notes if n.startswith("Corrected (errata, line 153)"))
    assert line_153.startswith("Corrected (errata, line 153): the source reads “‘bit’ -12½”.")  # a quotation in a quotation
    # The label the OCR made a subscript stays one: N with 1,098,240 under it, over D with 2,598,960.
    li = next(e for e in docs["endnotes.xhtml"].iter(f"{X}li")
              if e.get("id", "").startswith("note-") and note(docs, int(e.get("id")[5:])).startswith("Corrected (errata, line 1820)"))
    frac = next(e for e in li.iter(f"{X}span") if "hoyle-frac" in e.get("class", ""))
    assert ET.tostring(frac, encoding="unicode").count("<html:sub>1,098,240</html:sub>") == 1


def test_note_references_that_come_together_are_kept_apart(books):
    for book, docs in books.items():
        for name, root in docs.items():
            for parent in root.iter():
                kids = list(parent)
                for a, b in zip(kids, kids[1:]):
                    together = a.get(EPUB_TYPE) == "noteref" and b.get(EPUB_TYPE) == "noteref" and not (a.tail or "").strip()
                    assert not together, (book, name, a.text, b.text)
    # Below the Table of Poker Hands, the table's two notes: 160, a raised comma, 161.
    alone = ["".join(p.itertext()) for p in books["practical-poker"]["poker-calculations.xhtml"].iter(f"{X}p")
             if p.get("class") == "noteref-alone"]
    assert "160,161" in alone


def test_a_calculator_shows_its_cards_as_cards_and_its_exact_fractions_as_fractions(books):
    docs = books["practical-poker"]
    inputs = next(p for p in docs["drawing-to-improve.xhtml"].iter(f"{X}p") if p.get("class") == "widget-inputs")
    text = " ".join("".join(inputs.itertext()).split())
    assert text.startswith("Worked out for: Five cards: 5♠ 5♥ A♦ 9♣ 2♥; Cards to hold: 5♠ 5♥; ")
    cards = [e.get("aria-label") for e in inputs.iter(f"{X}span") if "hoyle-mini" in e.get("class", "")]
    assert cards == ["five of spades", "five of hearts", "ace of diamonds", "nine of clubs", "two of hearts", "five of spades", "five of hearts"]
    fracs = [" ".join("".join(e.itertext()).split()) for e in docs["betting.xhtml"].iter(f"{X}span") if "hoyle-exact" in e.get("class", "")]
    assert fracs[:4] == ["9⁄47", "−31⁄47", "31⁄94", "76⁄9"]
    exact = [" ".join("".join(e.itertext()).split()) for e in docs["jack-pots.xhtml"].iter(f"{X}span") if "hoyle-exact" in e.get("class", "")]
    assert exact == ["143553612825409666602958811⁄206726846088716173735010496"]  # jacks or better, exactly: no longer a line of digits
    holds = [" ".join("".join(td.itertext()).split()) for tr in docs["drawing-to-improve.xhtml"].iter(f"{X}tr") for td in list(tr)[1:2]
             if td.find(f"{X}span") is not None and "hoyle-link-button" in td.find(f"{X}span").get("class", "")]
    assert holds[:3] == ["5♠ 5♥ A♦", "5♠ 5♥", "5♠ 5♥ 9♣"] and len(holds) == 32  # "All 32 ways to hold"
    # No card anywhere in the books as its code ("8c 7h 6s 5d"), in a table, a sentence or a calculator's inputs.
    for book, pages in books.items():
        for name, root in pages.items():
            codes = re.findall(r"(?<!\S)(?:10|[2-9AKQJT])[shdc](?: (?:10|[2-9AKQJT])[shdc])+(?!\S)", words(root))
            assert codes == [], (book, name, codes[:3])
    # A simulation's strategies in words, as the calculator's choices label them, not the names typed into it.
    strategies = [" ".join("".join(list(tr)[-1].itertext()).split()) for tr in docs["jack-pots.xhtml"].iter(f"{X}tr")
                  if list(tr) and "".join(list(tr)[0].itertext()).startswith("Seat ")]
    assert strategies[:7] == ["jacks or better"] * 7
    # The book's own words are never taken for cards: "as soon as" in Law 48, quoted in What happened?
    assert [e for e in docs["what-happened.xhtml"].iter(f"{X}span") if "hoyle-mini" in e.get("class", "")] == []
    hands = next(p for p in docs["poker-hands.xhtml"].iter(f"{X}p") if p.get("class") == "widget-inputs" and "one to a line" in "".join(p.itertext()))
    assert "Q♠ Q♦ 2♣ 2♥ 5♠ / J♠ J♦ 10♣ 10♥ A♠" in " ".join("".join(hands.itertext()).split())


def test_words_in_full_capitals_are_set_in_small_capitals(books):
    index = books["practical-poker"]["general-index.xhtml"]
    # The index's names, which the OCR gives in full capitals, are set as the Bibliography sets names (the edition's
    # rule, scripts/edition/textrules.py index_names): no word of the index is left in full capitals.
    small = sorted({e.text for e in index.iter(f"{X}span") if e.get("class") == "hoyle-sc"})
    assert small == ["Blackbridge", "Cavendish", "Cotton’s", "De La Rue’s", "Dick & Fitzgerald’s", "Florence", "Hoffman", "Schenck",
                     "Seymour’s", "Story", "Zieber"]
    assert not [e for e in index.iter(f"{X}span") if e.get("class") == "all-small-caps"]
    # The editor's abbreviation and a calculator's mark for a rule from outside the excerpt are not the book's.
    for book, docs in books.items():
        for name, root in docs.items():
            marked = {e.text for e in root.iter(f"{X}span") if e.get("class") == "all-small-caps"}
            assert not marked & {"OCR", "OUTSIDE", "EPUB"}, (book, name)


def test_make_epub_without_site_url_gives_the_books_no_address():
    """The Makefile passes SITE_URL as it is, empty when not given (never make serve's http://127.0.0.1:8000/)."""
    # run as make test runs it too (MAKELEVEL set: make would name the folder it enters)
    run = subprocess.run(["make", "--no-print-directory", "-n", "-o", ".venv/.site-deps", "epub"], cwd=epub.ROOT,
                         capture_output=True, text=True, check=True,
                         env={k: v for k, v in os.environ.items() if k not in ("SITE_URL", "MAKEFLAGS", "MAKELEVEL", "MFLAGS")})
    assert run.stdout.strip().endswith('-m scripts.ebook.epub --site-url "" --out build/epub')


def test_books_made_without_the_site_s_address_link_nowhere_on_it_and_say_so(tmp_path, capsys):
    """make epub with no SITE_URL (README, E-books): never make serve's address; the words of each link stay."""
    assert epub.main(["--out", str(tmp_path), "--force"]) == 0
    assert "no site address (SITE_URL)" in capsys.readouterr().err
    for b in BOOKS:
        with zipfile.ZipFile(tmp_path / f"{b}.epub") as z:
            files = {Path(n).name: z.read(n).decode() for n in z.namelist() if n.endswith((".xhtml", ".opf"))}
        everything = "".join(files.values())
        assert "127.0.0.1" not in everything and "localhost" not in everything
        assert re.findall(r'href="https?://', everything) == []
        widgets = re.findall(r'<p class="widget-live">([^<]*)</p>', everything)
        assert widgets and set(widgets) == {"This calculator works in a web browser, on the edition’s site; this copy of the "
                                            "book was made without the site’s address, so it has no link to it."}
        assert "This copy was made without the site’s address" in files["imprint.xhtml"]
    # A link to the site keeps its words: the book's own download on its front page, a figure's entry in the claims ledger.
    with zipfile.ZipFile(tmp_path / "practical-poker.epub") as z:
        about, notes = z.read("OEBPS/about.xhtml").decode(), z.read("OEBPS/endnotes.xhtml").decode()
    assert "The whole book as an EPUB" in about and "“are 2,598,960 to 549,564”" in notes


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict[str, dict[str, bytes]]:
    """Each book's files, made with SOURCE_DATE_EPOCH set."""
    out = tmp_path_factory.mktemp("epub-again")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SOURCE_DATE_EPOCH", EPOCH)
        epub.build_all(out, "https://example.org/hoyle/", force=True)
    result = {}
    for b in BOOKS:
        with zipfile.ZipFile(out / f"{b}.epub") as z:
            result[b] = {n: z.read(n) for n in z.namelist()}
    return result


@pytest.mark.parametrize("book", BOOKS)
def test_front_and_back_matter_in_reading_order_with_a_cover(packages, book):
    files = packages[book]
    opf = files["OEBPS/content.opf"].decode()
    spine = re.findall(r'<itemref idref="([^"]+)"/>', opf)
    assert spine[:4] == ["cover", "title", "imprint", "c0"] and spine[4] == "halftitle"
    assert spine[-3:] == ["endnotes", "colophon", "public-domain"]
    assert '<item id="cover-image" href="images/cover.png" media-type="image/png" properties="cover-image"/>' in opf
    png = files["OEBPS/images/cover.png"]
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(png[16:20], "big") == 1400 and int.from_bytes(png[20:24], "big") == 2100
    cover = ET.fromstring(files["OEBPS/cover.xhtml"])
    img = next(cover.iter(f"{X}img"))
    assert img.get("src") == "images/cover.png" and img.get("alt", "").startswith("The cover: ")
    section = next(cover.iter(f"{X}section"))
    assert section.get(EPUB_TYPE) == "cover"
    kinds = {n: next(ET.fromstring(files[f"OEBPS/{n}.xhtml"]).iter(f"{X}section")).get(EPUB_TYPE)
             for n in ("title", "imprint", "halftitle", "colophon", "public-domain")}
    assert kinds == {"title": "titlepage", "imprint": "imprint", "halftitle": "halftitlepage", "colophon": "colophon",
                     "public-domain": "copyright-page"}


def test_the_same_sources_make_the_same_books_byte_for_byte(packages, tmp_path, monkeypatch):
    """Two builds with the same SOURCE_DATE_EPOCH: the same bytes, the cover's picture too."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    again = tmp_path / "again"
    epub.build_all(again, "https://example.org/hoyle/", force=True)
    for b in BOOKS:
        with zipfile.ZipFile(again / f"{b}.epub") as z:
            assert {n: z.read(n) for n in z.namelist()} == packages[b], b


def test_page_marks_stand_before_headings_not_in_them(books):
    for book, docs in books.items():
        for name, root in docs.items():
            for h in root.iter():
                if re.fullmatch(rf"{re.escape(X)}h[1-6]", h.tag):
                    inside = [e for e in h.iter() if e.get(EPUB_TYPE) == "pagebreak" or "page-mark" in (e.get("class") or "")]
                    assert inside == [], (book, name, "".join(h.itertext()))
    # Disputed Rules begins on page 35: its page break, then its heading.
    body = next(books["practical-poker"]["disputed-rules.xhtml"].iter(f"{X}section"))
    kids = list(body)
    h1 = next(i for i, e in enumerate(kids) if e.tag == f"{X}h1")
    assert kids[h1 - 2].get("id") == "page-35" and "".join(kids[h1 - 1].itertext()) == "p.\u00a035"


def test_a_table_of_eight_columns_or_more_is_marked_to_be_set_smaller(books):
    """The style sheet sets it smaller (tests/browser/test_epub_layout.py measures every book at 360 px)."""
    wide = {(b, name) for b, docs in books.items() for name, root in docs.items()
            for t in root.iter(f"{X}table") if "wide" in (t.get("class") or "").split()}
    assert ("practical-poker", "coming-into-jack-pots.xhtml") in wide
    assert ("practical-poker", "drawing-to-improve.xhtml") not in wide  # seven columns: hoyle-figures' own size


def test_the_contents_list_the_thirty_disputed_rulings(books):
    nav = next(n for n in books["practical-poker"]["nav.xhtml"].iter(f"{X}nav") if n.get(EPUB_TYPE) == "toc")
    rulings = [a.get("href") for a in nav.iter(f"{X}a") if a.get("href", "").startswith("disputed-rules.xhtml#")]
    assert len(rulings) == 30 and rulings[0] == "disputed-rules.xhtml#card-exposed-in-the-draw"
    laws = [a.get("href") for a in nav.iter(f"{X}a") if a.get("href", "").startswith("laws.xhtml#")]
    assert "laws.xhtml#formation-of-table" in laws and "laws.xhtml#calling-and-showing" in laws
    # each entry in words only: no note's number, nor the comma between two (Disputed Rules' title carries two notes)
    labels = ["".join(a.itertext()) for a in nav.iter(f"{X}a")]
    assert "Disputed Rules" in labels and [x for x in labels if re.search(r"[\d,]\s*$|\s,|\s$", x)] == []


@pytest.mark.parametrize(("text", "book"), [
    ("Hoyle's Games", "Hoyle’s Games"),
    ('a "bit"—12½ cents', "a “bit”—12½ cents"),
    ("(H read as 'II ')", "(H read as ‘II ’)"),  # a quotation ending in a space still closes
    ("colon and em dash (':—') read as ':-'", "colon and em dash (‘:—’) read as ‘:-’"),  # quoting punctuation
    ("the entry form 'Term.—'.", "the entry form ‘Term.—’."),
    ("the next line (1922 ', which can be reduced')", "the next line (1922 ‘, which can be reduced’)"),
    ("coming in on “bare openers“—that is", "coming in on “bare openers”—that is"),  # the site's text, mended
    ("“I”/”r”", "“I”/“r”"),
    ("the editor's note — spaced", "the editor’s note—spaced"),
])
def test_quotation_marks_and_dashes_as_the_books_set_them(text, book):
    assert typography.curl(text) == book

"""The apparatus of the book pages reads like a careful edition (issue 15): a page marker inside a
sentence stays in the run of the sentence (only one standing between paragraphs is a block), a
chapter's top shows its page once, the Disputed Rules' case headings are marked as the editor's,
and a glossary term is linked only where it is used in its card sense."""

from __future__ import annotations

import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest

from scripts import edition

ROOT = Path(__file__).resolve().parents[2]

CSS = ROOT / "docs" / "assets" / "hoyle" / "hoyle.css"
MARKED_BOOKS = ("hoyles-games-modernized", "round-games")  # the books whose sources mark page breaks


# --- a small HTML tree, and the CSS selectors the stylesheet uses on it -------------------------

class Node:
    def __init__(self, tag: str, attrs: dict, parent: "Node | None"):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, attrs, parent, [], ""

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def all_text(self) -> str:
        return self.text + "".join(c.all_text() for c in self.children)


class Tree(HTMLParser):
    VOID = {"br", "hr", "img", "input", "meta", "link"}

    def __init__(self, html: str):
        super().__init__()
        self.root = self.cur = Node("root", {}, None)
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: v or "" for k, v in attrs}, self.cur)
        self.cur.children.append(node)
        if tag not in self.VOID:
            self.cur = node

    def handle_endtag(self, tag):
        n = self.cur
        while n is not self.root and n.tag != tag:
            n = n.parent
        if n is not self.root:
            self.cur = n.parent

    def handle_data(self, data):
        self.cur.text += data  # enough to tell a paragraph with words from an empty one


COMPOUND = re.compile(r"([a-z0-9]+)?((?:\.[\w-]+|\[[\w-]+\]|:only-child|:not\(\.[\w-]+\))*)$")


def matches_compound(node: Node, compound: str) -> bool:
    m = COMPOUND.fullmatch(compound)
    assert m, f"selector part {compound!r} is beyond this test's matcher"
    tag, rest = m.groups()
    if tag and node.tag != tag:
        return False
    for part in re.findall(r"\.[\w-]+|\[[\w-]+\]|:only-child|:not\(\.[\w-]+\)", rest or ""):
        if part.startswith(".") and part[1:] not in node.classes:
            return False
        if part.startswith("[") and part[1:-1] not in node.attrs:
            return False
        if part == ":only-child" and not (node.parent and len(node.parent.children) == 1):
            return False  # element children only, as in the browser (text does not count)
        if part.startswith(":not(") and part[6:-1] in node.classes:
            return False
    return True


def matches(node: Node, selector: str) -> bool:
    """Whether a selector (compounds joined by ' ' or '>') matches the node."""
    parts = re.split(r"\s*(>)\s*|\s+", selector.strip())
    parts = [p for p in parts if p]
    if not matches_compound(node, parts[-1]):
        return False
    i, cur = len(parts) - 2, node
    while i >= 0:
        if parts[i] == ">":
            cur = cur.parent
            if cur is None or not matches_compound(cur, parts[i - 1]):
                return False
            i -= 2
        else:
            cur = cur.parent
            while cur is not None and not matches_compound(cur, parts[i]):
                cur = cur.parent
            if cur is None:
                return False
            i -= 1
    return True


def css_rules(text: str) -> list[tuple[list[str], dict[str, str]]]:
    """The stylesheet's plain rules (media blocks flattened), as (selectors, declarations)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"@media[^{]*\{", "", text)
    rules = []
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", text):
        decls = dict((k.strip(), v.strip()) for k, _, v in (d.partition(":") for d in body.split(";")) if k.strip())
        rules.append(([s.strip() for s in sel.split(",")], decls))
    return rules


def page_marks_selectors(prop: str, value: str) -> list[str]:
    """The selectors of the page marks (.hoyle-page) that set `prop: value`."""
    return [s for sels, decls in css_rules(CSS.read_text(encoding="utf-8")) if decls.get(prop) == value
            for s in sels if "hoyle-page" in s]


def html_of(md: str) -> str:
    md = re.sub(r"^```(hoyle|cards)\n.*?^```$", "", md, flags=re.S | re.M)  # widgets are not the point here
    return markdown.markdown(md, extensions=["attr_list", "md_in_html", "admonition", "tables"])


def marks(files: dict[str, str]):
    """Every page mark of the books with page breaks: (page, span node, inline?) where inline means
    the span stands in a paragraph with words."""
    for rel, md in sorted(files.items()):
        if not rel.startswith(MARKED_BOOKS) or rel.endswith(("errata.md", "index.md")):
            continue
        for node in Tree(html_of(md)).root.walk():
            if node.tag == "span" and "hoyle-page" in node.classes:
                p = node.parent
                yield rel, node, p.tag == "p" and p.all_text().strip() != ""


# --- 1. page markers ----------------------------------------------------------------------------

def test_markers_in_a_sentence_stay_inline_and_alone_ones_are_blocks(built):
    files, _ = built
    seen = list(marks(files))
    inline = [(rel, n) for rel, n, i in seen if i]
    alone = [(rel, n) for rel, n, i in seen if not i and n.parent.tag == "p"]
    assert len(inline) >= 9, inline  # "in view of the fact that | p. 69 | the deal is an advantage"
    assert alone, "the page breaks between paragraphs (Vingt-un, p. 68)"
    assert all("hoyle-page-alone" not in n.classes for _, n in inline)
    assert all("hoyle-page-alone" in n.classes for _, n in alone)
    # the stylesheet: no rule that shows a mark as a block matches a mark inside a sentence
    blocks = page_marks_selectors("display", "block")
    assert blocks, "the marks between paragraphs are blocks"
    for rel, n in inline:
        hit = [s for s in blocks if matches(n, s)]
        assert hit == [], f"{rel}: the mark p. {n.attrs['data-page']} in a sentence is made a block by {hit}"
    for rel, n in alone:
        assert any(matches(n, s) for s in blocks), f"{rel}: p. {n.attrs['data-page']} between paragraphs"
    assert any(matches(n, s) for s in page_marks_selectors("display", "inline") for _, n in inline[:1])


def test_the_old_only_child_rule_would_have_failed():
    """The matcher sees what the browser saw: :only-child ignores the words around an inline mark."""
    html = '<p>in view of the fact that <span class="hoyle-page" id="page-69" data-page="69"></span> the deal</p>'
    span = next(n for n in Tree(html).root.walk() if n.tag == "span")
    assert matches(span, "span.hoyle-page[id]:only-child")
    assert not matches(span, ".hoyle-page-alone")


def test_the_sentence_of_page_69_runs_on(built):
    files, _ = built
    vingt_un = files["round-games/vingt-un.md"]
    assert re.search(r'in view of the fact that <span class="hoyle-page" id="page-69" data-page="69"></span> the deal', vingt_un)


def top_marks(md: str) -> list[str]:
    """The page numbers shown at a page's top: before its first paragraph of text."""
    shown = []
    for line in md.split("\n"):
        if line.startswith(("<!--", "!!!", "    ")) or not line.strip():
            continue
        shown += re.findall(r'class="hoyle-page[^"]*"[^>]*data-page="([^"]+)"', line)
        if not line.startswith("#") and not line.startswith("<span"):
            break
    return shown


def test_a_chapter_top_shows_its_page_once(built):
    files, _ = built
    for rel, md in files.items():
        if rel.endswith(("errata.md", "index.md")):
            continue
        shown = top_marks(md)
        assert len(shown) == len(set(shown)), f"{rel}: the top shows {shown}"
    # the marker before a chapter's heading becomes the heading's mark, and keeps its anchor
    commerce = files["round-games/commerce.md"]
    assert '# Commerce <span class="hoyle-page" id="page-70" data-page="70"></span>' in commerce
    assert commerce.count('data-page="70"') == 1
    laws = files["practical-poker/laws.md"]
    assert top_marks(laws) == ["19"]


def test_every_page_anchor_is_kept(built):
    _, eds = built
    files, _ = built
    for book in MARKED_BOOKS:
        src = "\n".join(edition.source_lines(eds[book].book))
        numbers = edition.PAGE_MARKERS[book].findall(src)
        text = "".join(md for rel, md in files.items() if rel.startswith(book + "/"))
        for n in numbers:
            assert text.count(f'id="page-{n}"') == 1, (book, n)


# --- 2. what the front pages say about the page numbers -------------------------------------------

def test_the_front_pages_say_where_the_page_numbers_are(built):
    files, _ = built
    for book in ("practical-poker", "hoyles-games-modernized", "round-games"):
        front = files[f"{book}/index.md"]
        assert "margin" not in front, book  # they are beside headings and in the text, never in a margin
        assert "where the page turns" in front
    assert "page numbers are shown only beside the chapter titles" in " ".join(files["practical-poker/index.md"].split())


# --- 3. Disputed Rules: the editor's headings -------------------------------------------------------

def test_the_case_headings_are_marked_as_the_editors(built):
    files, _ = built
    page = files["practical-poker/disputed-rules.md"]
    cases = tomllib.loads(edition.CASES.read_text(encoding="utf-8"))["case"]
    headings = [ln for ln in page.split("\n") if ln.startswith("## ")]
    assert len(headings) == len(cases) == 30
    for ln in headings:
        assert re.search(r"\{ #[\w-]+ \.hoyle-case \.hoyle-editorial \}$", ln), ln
    # rendered: an h2 of the editorial class (the level under the chapter's title), and a style for it
    tree = Tree(f'<article class="md-typeset">{html_of(page)}</article>').root  # as Material sets a page
    h2 = [n for n in tree.walk() if n.tag == "h2"]
    assert len(h2) == 30 and all({"hoyle-case", "hoyle-editorial"} <= n.classes for n in h2)
    assert not [n for n in tree.walk() if n.tag == "h3"]
    styled = [s for sels, decls in css_rules(CSS.read_text(encoding="utf-8")) if decls.get("font-style") == "italic"
              for s in sels if "hoyle-editorial" in s and "color-scheme" not in s]
    assert any(matches(h2[0], s) for s in styled)
    # the chapter's editor's note says so, before the first case
    first_case = page.index("\n## ")
    note = page.rfind('!!! editor', 0, first_case)
    assert note != -1 and "headings of the thirty cases in this chapter are the editor's" in page[note:first_case]


# --- 4. glossary links only in the card sense ---------------------------------------------------------

NOT_LINKED = {  # (page, the phrase as printed): uses of a term outside its card sense
    "practical-poker/laws.md": "they must stay out of that pool",
    "practical-poker/historical.md": "has undoubtedly come to stay",
    "practical-poker/disputed-rules.md": "but the law must stay on the books",
    "practical-poker/drawing-to-improve.md": "often stay together",
}
CARD_SENSE = {
    "practical-poker/jack-pot-laws.md": "must declare to [stay](technical-terms.md#term-stay ",
    "practical-poker/disputed-rules.md": "those who refuse to [stay](technical-terms.md#term-stay ",
    "practical-poker/mannerisms-and-talk.md": "B and C both [stay](technical-terms.md#term-stay ",
    "practical-poker/watching-the-draw.md": "A has the [age](technical-terms.md#term-age ",
}


def test_non_card_uses_are_not_linked(built):
    files, _ = built
    for rel, phrase in NOT_LINKED.items():
        assert phrase in files[rel], (rel, phrase)
    assert "eighty years of age" in files["practical-poker/historical.md"]
    # and no link anywhere is a use that NON_CARD_USES calls non-card (`edition.py terms` lists them)
    for rel, term, sentence in edition.term_links(files):
        at = sentence.index("⟦" + term + "⟧")
        plain = sentence.replace("⟦", "").replace("⟧", "")
        start = at - sentence[:at].count("⟦") - sentence[:at].count("⟧")
        assert edition.card_sense(term.lower(), plain, start), (rel, sentence)


def test_card_uses_are_still_linked(built):
    files, _ = built
    for rel, text in CARD_SENSE.items():
        assert text in files[rel], (rel, text)


@pytest.mark.parametrize("text, term, linked", [
    ("He was then eighty years of age, and had served", "age", False),
    ("the jack-pot has undoubtedly come to stay, and", "stay", False),
    ("they must stay out of that pool", "stay", False),
    ("the law must stay on the books for the reason", "stay", False),
    ("good hands often stay together", "stay", False),
    ("A has the age; B antes", "age", True),
    ("the position of age, and that is", "age", True),
    ("must declare to stay or to pass out", "stay", True),
    ("willing to stay in and play", "stay", True),
])
def test_card_sense(text, term, linked):
    m = edition.TERM_PATTERNS[term].search(text)
    assert edition.card_sense(term, text, m.start(1)) is linked


def test_the_next_card_use_is_linked_when_the_first_is_not(built):
    _, eds = built
    ed = eds["practical-poker"]
    used: set[str] = set()
    out = edition.link_terms(ed, "He was eighty years of age. A has the age.", used)
    assert out.startswith("He was eighty years of age. A has the [age](technical-terms.md#term-age ")
    assert "age" in used

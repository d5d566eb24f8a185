"""One page of the site into a chapter of an e-book: its HTML (the generated page as Python-Markdown renders it)
with each calculator as its built answer and a link to it live, the editor's notes and the corrections made
endnotes with a reference at their place, the printed book's page marks, and the links rewritten for the book
(`chapter_body`); the book's front page read for the colophon (`front_paragraphs`)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from urllib.parse import urlencode, urljoin, urlsplit

from hoyle.cards import CardError, parse_card
from hoyle.web.base import mini_cards

from .corrections import note_body
from .sources import md_for_url, page_url
from .typography import typeset
from .xhtml import Node, element, parse

# The editor's boxes that become endnotes; the others (the calculators, redrawn hands, the excerpt's
# limits) stay where they are in the text.
NOTE_KINDS = ("ledger", "lost-text", "author-error", "ambiguous", "source", "content")
# Form controls, what only a live page uses, and what only print shows (the laws page's copy of the
# Jack-Pot Laws, which the book has in their own chapter): never in a book.
DROP_TAGS = frozenset("form input select textarea option optgroup progress fieldset legend script style noscript".split())
DROP_CLASSES = frozenset(("hoyle-live-only", "hoyle-screen-only", "hoyle-print-only", "hoyle-finder", "hoyle-picker", "hoyle-picker-fold",
                          "hoyle-status", "headerlink", "hoyle-copy", "hoyle-cite", "hoyle-situation-self",
                          "md-button"))  # an answer's own actions ("Next deal (seed 8)"): for the page, not the book


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
    first_page: str = ""  # the printed page it begins on (texts/structure.toml), "" where unknown
    svg: bool = False


@dataclass
class Context:
    site_url: str
    chapters: dict[str, Chapter]  # by md path
    notes: list[Note] = field(default_factory=list)
    pages: list[tuple[str, str]] = field(default_factory=list)  # (page, "file#id") in reading order
    seen_pages: set[str] = field(default_factory=set)


def _words(node: Node) -> str:
    return re.sub(r"\s+", " ", node.text()).strip()


def rewrite_href(href: str, md: str, ctx: Context) -> str:
    """A link of page `md` as the book has it: to a chapter of this book, within the book; to anything else of
    the site, to the site's address ("" when the book is made without one); outside links as they are."""
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
        target = md_for_url(site_path) or ""
    if target in ctx.chapters and not parts.query:
        # a browser's text fragment ("#:~:text=the dealer receives") means nothing to an e-reader: the chapter
        return ctx.chapters[target].file + ("" if parts.fragment.startswith(":~:") else frag)
    if not ctx.site_url:
        return ""  # a book made without the site's address: no link (its words stay)
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


CARD_CODE = re.compile(r"(?:10|[2-9AKQJT])[shdc]")  # as the calculators write a card: "As" is a card, "as" a word


def _card(token: str):
    if not CARD_CODE.fullmatch(token):
        return None
    try:
        return parse_card(token)
    except CardError:
        return None


def _shown_value(value: str) -> list[Node | str]:
    """A field's value as the answer beside it shows it: cards ("5s 5h Ad") as cards, 5♠ 5♥ A♦, also among other
    words ("B 8 8 Ks Kd 9c 9h 3s", a player, his stake, his bet, his hand), a line kept apart from the next by a
    slash; a value with fewer than two cards to a line as it is."""
    lines = [line.split() for line in value.splitlines() if line.strip()]
    if not lines or any(sum(_card(t) is not None for t in line) < min(2, len(line)) for line in lines):
        return [value]
    out: list[Node | str] = []
    for i, line in enumerate(lines):
        out += [" / "] if i else []
        for j, token in enumerate(line):
            card = _card(token)
            out += [" "] if j else []
            out += parse(mini_cards([card.code])).children if card is not None else [token]
    return out


def _cards_shown(n: Node, fewest: int) -> None:
    """An element whose words are cards' codes only, at least `fewest` of them, shows the cards instead."""
    words = n.text().strip()
    if not all(isinstance(c, str) for c in n.children) or len(words.split()) < fewest or any(_card(t) is None for t in words.split()):
        return  # an answer's element of cards' codes only
    shown = _shown_value(words)
    if shown != [words]:
        n.children = []
        for c in shown:
            n.append(c)


def _strategy_words(answer: Node) -> None:
    """A simulation's Strategy column in words as the calculator's own choice labels it ("any-pair": "any pair"): the
    name is for typing into the live calculator, which the book has not."""
    for table in answer.find_all(lambda n: n.tag == "table"):
        heads = [_words(th) for th in table.find_all(lambda n: n.tag == "th" and n.attrs.get("scope") == "col")]
        if "Strategy" not in heads:
            continue
        col = heads.index("Strategy")
        for tr in table.find_all(lambda n: n.tag == "tr"):
            cells = [c for c in tr.children if isinstance(c, Node) and c.tag in ("td", "th")]
            first = cells[col].children[0] if len(cells) > col and cells[col].children else None
            if isinstance(first, str) and re.fullmatch(r"[a-z]+(?:-[a-z]+)+", first.strip()):
                cells[col].children[0] = first.replace("-", " ")  # then, for a seat with a hand of its own, the hand


def _clean_answer(node: Node, cards: bool = False) -> None:
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
            if cards:
                _cards_shown(n, fewest=1)  # a hold's button ("5s 5h Ad") as the cards it names: 5♠ 5♥ A♦
        elif cards and n.tag in ("strong", "span", "td", "b", "em"):
            _cards_shown(n, fewest=2)  # "Holding 8c 7h 6s 5d and drawing 1": the cards, as the answer draws them
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
    words: list[list[Node | str]] = []
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
                words.append([f"{label.rstrip(':')}: ", *_shown_value(shown)])
    answer = node.find(lambda n: n.has_class("hoyle-answer"))
    live = urljoin(ctx.site_url, page_url(md)) + (f"?{urlencode(params)}" if params else "") + (f"#{wid}" if wid else "")
    out = element("div", {"class": "widget", **({"id": wid} if wid else {})})
    if words:
        inputs = element("p", {"class": "widget-inputs"}, element("strong", {}, "Worked out for: "))
        for i, w in enumerate(words):
            for c in [*(["; "] if i else []), *w]:
                inputs.append(c)
        inputs.append(".")
        out.append(inputs)
    answered = answer is not None and bool(_words(answer))
    if answer is not None and answered:
        _clean_answer(answer, cards=True)
        _strategy_words(answer)
        box = element("div", {"class": "widget-answer"})
        for c in list(answer.children):
            box.append(c)
        out.append(box)
    if not ctx.site_url:  # made without the site's address (make epub with no SITE_URL): no link, and the book says so
        out.append(element("p", {"class": "widget-live"}, "This calculator works in a web browser, on the edition\u2019s site; "
                           "this copy of the book was made without the site\u2019s address, so it has no link to it."))
    elif answered:
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
    marks = [n.attrs.get("data-page") for n in root.iter() if n.has_class("hoyle-page")]
    if chapter.first_page and chapter.first_page not in ctx.seen_pages and (marks[:1] or [None])[0] != chapter.first_page:
        # an excerpt that begins inside a page (Round Games at 67): the page list starts on it, at the chapter's start
        root.children.insert(0, element("span", {"class": "hoyle-page hoyle-page-alone", "data-page": chapter.first_page}))
        root.children[0].parent = root
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
        elif n.has_class("hoyle-corr") and n.attrs.get("data-fix"):
            errata = next((c.file for m, c in ctx.chapters.items() if m.endswith("/errata.md")), None)
            ref = _noteref(ctx, chapter, note_body(md.split("/")[0], n.attrs["data-fix"].split(), errata))
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
    _marks_out_of_headings(root)
    notes = [n for n in ctx.notes if n.chapter == chapter.file]
    holders = [element("div", {}, *n.body) for n in notes]
    trees: list[Node] = [root, *holders]
    for tree in trees:
        for n in list(tree.iter()):
            if n.parent is None and n is not tree:
                continue
            if n.tag == "span" and n.has_class("hoyle-page"):
                n.replace_with(*_page_mark(n, chapter, ctx))
                continue
            if n.tag == "a" and "href" in n.attrs and n.attrs.get("epub:type") != "noteref" and not n.attrs["href"].startswith("endnotes.xhtml"):
                n.attrs["href"] = rewrite_href(n.attrs["href"], chapter.md, ctx)
                if not n.attrs["href"]:
                    n.unwrap()
                    continue
            for k in ("data-site-path", "target", "markdown", "aria-describedby", "aria-controls", "aria-live", "aria-atomic",
                      "data-in-use", "data-widget", "data-mount", "data-op", "data-engine"):
                n.attrs.pop(k, None)
            if n.tag == "svg":
                chapter.svg = True
    for tree in trees:
        typeset(tree)
    for note, holder in zip(notes, holders):
        note.body = list(holder.children)
    _close_heading_gaps(root)
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


def _marks_out_of_headings(root: Node) -> None:
    """The printed book's page marks in a heading put just before it (the page begins there): a screen reader reading
    the heading out reads its words alone, and the contents take the heading's words."""
    for h in root.find_all(lambda n: bool(re.fullmatch(r"h[1-6]", n.tag))):
        assert h.parent is not None
        for n in [n for n in h.iter() if n.has_class("hoyle-page")]:
            n.remove()
            if not n.has_class("hoyle-page-alone"):
                n.attrs["class"] += " hoyle-page-alone"  # a line of its own, before the heading
            h.parent.children.insert(h.index_in_parent(), n)
            n.parent = h.parent


def _close_heading_gaps(root: Node) -> None:
    """No heading more than one level below the one it comes under (the pages go from their title, h1, to h3 where the
    book has no level between: the Bibliography, the Disputed Rules, the General Index): each is raised to fit."""
    stack: list[tuple[int, int]] = []  # (the level on the page, the level in the book) of the headings it comes under
    for h in root.iter():
        if not re.fullmatch(r"h[1-6]", h.tag):
            continue
        level = int(h.tag[1])
        while stack and stack[-1][0] >= level:
            stack.pop()
        new = min(level, stack[-1][1] + 1 if stack else 1)
        stack.append((level, new))
        h.tag = f"h{new}"


def _heading_words(h: Node) -> str:
    skip = {id(n) for n in h.iter() if n.has_class("page-mark") or n.has_class("noteref-sep")
            or n.attrs.get("epub:type") in ("noteref", "pagebreak")}

    def words(n: Node) -> str:
        return "".join(c if isinstance(c, str) else ("" if id(c) in skip else words(c)) for c in n.children)

    return re.sub(r"\s+", " ", words(h)).strip()


def front_paragraphs(html: str) -> tuple[str, str]:
    """From the book's front page, in words: its first paragraph (the book, its publisher, how much of it) and
    the paragraph on the edition's source."""
    paras = [_words(p) for p in parse(html).find_all(lambda n: n.tag == "p")]
    return (paras[0] if paras else "", next((p for p in paras if p.startswith("Source.")), ""))

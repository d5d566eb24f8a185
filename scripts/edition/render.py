"""A page's parts in Markdown: a paragraph (a law, a glossary term, a Bibliography entry, with its
page marks, formulas, links and corrections), verse, an editor's note, the ledger's entries by
their passage, a widget in its box."""

from __future__ import annotations

import re
import sys
from collections import Counter
from html import escape

from . import errata as errata_mod, textrules as R

from .ledger import LEDGER_LINK, LedgerMark, mentions
from .links import bibliography_refs, cross_refs, expand_links, glossary_refs, link_terms
from .marks import finish_marks, fix_anchor, fix_title, head_mark, lead_mark
from .structure import (BIBLIOGRAPHY_PAGE, GLOSSARY_PAGE, LAW_PAGES, PAGE_MARKERS, Edition, Item, Page,
                        PipelineError, law_number)
from .widgets import Widget

ED_OPEN, ED_CLOSE = "<!-- editorial -->", "<!-- /editorial -->"
LENIENT = bool(__import__("os").environ.get("HOYLE_LENIENT"))  # development only: report LaTeX problems, go on
RUN_IN_HEAD_BOOKS = {"hoyles-games-modernized"}  # books whose run-in heads the scrape gives in capitals
# The name a Bibliography entry is filed under, which the book sets in capitals and small capitals and the OCR gives
# in capitals ("ABBOTT, J.—") or lower case ("Blackbridge, John.—"), at the head or after the title ("RICHARD
# GUERNDALE."); the anonymous works filed under "Poker." are not a name (issue 26).
BIB_NAME = re.compile(r"^(?!Poker\.)([A-Z][^\W\d_]*(?:[ ,.]+[A-Z][^\W\d_]*)*\.)(?=(?: \[[^\]]*\]\.)?—)"
                      r'|(?<=\." )([A-Z]{2,}(?: [A-Z]{2,})+\.)(?= )')


def bib_names(text: str, line: int, ledger: R.Ledger) -> str:
    """ABBOTT, J.— -> <span class="hoyle-sc">Abbott, J.</span>— (small capitals, as the Hoyle run-in heads)."""
    def fix(m: re.Match) -> str:
        name = " ".join(w[:1] + w[1:].lower() if w.isupper() and sum(c.isalpha() for c in w) > 1 else w
                        for w in m.group(0).split(" "))
        ledger.add("small-caps", line, m.group(0), name)
        return f'<span class="hoyle-sc">{name}</span>'

    return BIB_NAME.sub(fix, text, count=2)


def escape_md(text: str) -> str:
    text = text.replace("<", "&lt;")
    text = re.sub(r"^(\d+)\. ", r"\1\\. ", text)
    text = re.sub(r"^([#>+*]) ", r"\\\1 ", text)
    return text


# What literal_brackets leaves alone: a backslash escape, code, an HTML comment or tag, a link or image.
_MD_KEPT = re.compile(r"""\\.|(`+)[\s\S]*?\1|<!--[\s\S]*?-->|</?[A-Za-z][^<>]*>"""
                      r"""|!?\[(?:[^\[\]\\]|\\.)*\]\((?:[^()"]|"[^"]*")*\)""")


def literal_brackets(text: str) -> str:
    """Markdown with every square bracket that is not a link's escaped: the editor's conjectures
    ("[It] must be observed"), the book's asides ("[This is chiefly stories.]"), a rebuilt table's
    headings ("[Cards]"). Python-Markdown prints an unknown reference as it is, but Zensical (0.0.40)
    warned that its definition was missing; escaped (\\[It\\]), it prints the same in both."""
    out, pos = [], 0
    for m in _MD_KEPT.finditer(text):
        out += [re.sub(r"([\[\]])", r"\\\1", text[pos:m.start()]), m.group(0)]
        pos = m.end()
    out.append(re.sub(r"([\[\]])", r"\\\1", text[pos:]))
    return "".join(out)


def render_verse(ed: Edition, page: Page, it: Item, used_terms: set[str]) -> list[str]:
    """Verse: a line a line (<br>), a paragraph a stanza, in a block the style sheet indents."""
    out = ['<div class="hoyle-verse" markdown>', ""]
    for stanza in it.extra["verse"]:
        lines = [render_para(ed, page, Item("para", ln, it.first, it.last), used_terms)[0] for ln in stanza]
        # each line in a box of its own, so that a line too long for a phone wraps with a hanging indent
        out += ["<br>\n".join(f'<span class="hoyle-verse-line">{ln}</span>' for ln in lines), ""]
    return out + ["</div>"]


def render_para(ed: Edition, page: Page, it: Item, used_terms: set[str]) -> list[str]:
    slug = page.spec["slug"]
    if "verse" in it.extra:
        return render_verse(ed, page, it, used_terms)
    text = it.extra.get("marked", it.text)
    marker = PAGE_MARKERS.get(ed.book["id"])
    text = R.censor_dots(text, it.first, ed.ledger)
    text = R.jack_pot(text, it.first, ed.ledger)
    if text.startswith("- "):
        text = text[2:]
    text = escape_md(text)
    if marker:
        def pm(m: re.Match) -> str:
            ed.ledger.add("page-marker", it.first, m.group(0).strip(), "")
            return f' <span class="hoyle-page" id="page-{m.group(1)}" data-page="{m.group(1)}"></span> '
        text = marker.sub(pm, text)
    text = R.dashes(text)
    try:
        text, display = R.latex(text, it.first)
    except R.LatexError as exc:
        if not LENIENT:
            raise PipelineError(f"{ed.book['id']} line {it.first}: {exc}") from None
        print(f"LENIENT: {ed.book['id']} line {it.first}: {exc}", file=sys.stderr)
        display = False
    text = re.sub(r"  +", " ", text).strip()
    text = R.periodicals(text, it.first, ed.ledger)
    if ed.book["id"] in RUN_IN_HEAD_BOOKS:
        text = R.run_in_head(text, it.first, ed.ledger)
    attrs = []
    key = (ed.book["id"], slug)
    n = law_number(it.text)
    if key in LAW_PAGES and n is not None:
        num_ids, text = lead_mark(text)
        body = re.sub(r"^(\d+)\\?\.(—|\s)\s*", "", text)
        num = (f'<span class="hoyle-corr" data-fix="{" ".join(fix_anchor(ed, i) for i in num_ids)}" '
               f'title="{fix_title(ed, num_ids)}">{n}.</span>') if num_ids else f"{n}."
        text = (f'<a class="hoyle-law-number" href="#law-{n}" title="Link to Law {n}">{num}</a> '
                f"{link_terms(ed, cross_refs(ed, body, slug), used_terms)}")
        attrs = [f"#law-{n}", ".hoyle-law"]
    elif key == GLOSSARY_PAGE and "term" in it.extra:
        term, tid, definition = it.extra["term"]
        head_ids, text = head_mark(text)
        body = text.split("—", 1)[1] if "—" in text else definition
        head = f"**{term}.**"
        if head_ids:
            head = R.MARK_OPEN + "".join(chr(R.FIX_BASE + i) for i in head_ids) + head + R.MARK_CLOSE
        text = f"{head}—{glossary_refs(ed, cross_refs(ed, body.strip(), slug))}"
        attrs = [f"#{tid}", ".hoyle-term"]
    else:
        text = cross_refs(ed, text, slug)
        if key == BIBLIOGRAPHY_PAGE:
            text = bibliography_refs(ed, bib_names(text, it.first, ed.ledger))
            if "anchor" in it.extra:
                attrs = [f"#{it.extra['anchor']}"]
        if key != GLOSSARY_PAGE and not page.spec.get("front"):
            text = link_terms(ed, text, used_terms)
        if display:
            attrs = [".hoyle-formula"]
    out = [literal_brackets(finish_marks(ed, page, text))]
    if attrs:
        out.append("{: " + " ".join(attrs) + " }")
    return out


VERDICT_SIGN = {"wrong": "✗", "ambiguous": "?"}  # as the ledger page shows them (scripts/pages/claims_ledger.py)
VERDICT_WORD = {"wrong": "Wrong", "ambiguous": "Ambiguous"}


def md_text(text: str) -> str:
    """Engine or ledger text set in Markdown as it is (no tags, emphasis or links), its "x" of a
    product printed as a times sign."""
    text = re.sub(r"(?<=[\d)]) x (?=[\d(])", " × ", text)
    return re.sub(r"([\\`*_\[\]])", r"\\\1", escape(text, quote=False))


_FRAC_SPAN = re.compile(r'<span class\s*=\s*"hoyle-frac"><sup>(.*?)</sup>⁄<sub>(.*?)</sub></span>')
_ITALIC_US = re.compile(r"(?<![\w*_])[_*](?=\S)(.+?)(?<=\S)[_*](?![\w*_])")


def quote_md(text: str) -> str:
    """The book's words set in Markdown: escaped, its fractions as 9⁄47, its italics as italics."""
    text = _FRAC_SPAN.sub(r"\1⁄\2", re.sub(r"\s+", " ", text).strip())
    parts = _ITALIC_US.split(text)  # odd pieces were in italics
    return "".join(md_text(p) if i % 2 == 0 else f"*{md_text(p)}*" for i, p in enumerate(parts))


def ledger_line(mark: LedgerMark, in_note: bool = False) -> str:
    """One ledger entry by its passage: the verdict (sign and word); the book's own words, linked
    to the entry on the ledger page; the exact value (unless the reason gives it); the reason, which
    for a figure that can be read more than one way gives each reading with its value. In an
    editor's note that already discusses the figure (`in_note`), the reason of a figure with an
    exact value is left to the note and the ledger."""
    c, v = mark.claim, mark.verdict
    badge = (f'<span class="hoyle-verdict" data-verdict="{v}"><span class="hoyle-verdict-sign" aria-hidden="true">'
             f"{VERDICT_SIGN[v]}</span> {VERDICT_WORD[v]}</span>")
    words = quote_md(mark.words or c["quote"]).replace('"', "'")  # the book's quotation marks within ours: single
    link = f'[“{words}”]({LEDGER_LINK}#{c["id"]} "This figure in the claims ledger")'
    why = " ".join(c.get("why", "").split())
    line = f"{badge} — {link}"
    lead = re.match(r"[\d,.]+", mark.exact)
    if mark.kind != "judged" and (in_note or not (lead and lead.group(0).rstrip(",.") in why)):
        line += f": exactly {md_text(mark.exact)}."
    elif not re.search(r"[.!?]$", words):  # “…the odds are 4 to 1.” needs no second stop
        line += "."
    if in_note and mark.kind != "judged":
        return line
    return f"{line} {md_text(why)}" if why else line


def ledger_body(marks: list[LedgerMark], note_text: str | None = None) -> list[str]:
    """The lines of a note's entries. In an editor's note (`note_text`), an entry leaves its reason
    to the note only if the note discusses its figure (names the book's figure or the true one),
    and two entries on the same words (the figure against the true count and against the book's
    own) each give their reason, so that their two values are told apart."""
    words = Counter(m.words for m in marks)

    def brief(m: LedgerMark) -> bool:
        if note_text is None or words[m.words] > 1:
            return False
        lead = re.match(r"[\d,.]+", m.exact)
        return mentions(note_text, m.claim["book_value"]) or bool(lead and lead.group(0).rstrip(",.") in note_text)

    if len(marks) == 1:
        return [ledger_line(marks[0], brief(marks[0]))]
    return [f"- {ledger_line(m, brief(m))}" for m in marks]


def render_ledger_note(marks: list[LedgerMark]) -> list[str]:
    """A note of the ledger's own after a paragraph whose figures no errata note discusses."""
    body = ["    " + ln for ln in ledger_body(marks)]
    return [ED_OPEN, '!!! editor ledger "Editor’s note: the claims ledger"', "", *body, ED_CLOSE]


def render_widget(w: Widget) -> list[str]:
    """A widget in an editor's box, labelled with its `why`."""
    fence = ["```hoyle", *w.fence.split("\n"), "```"]
    return [ED_OPEN, f'!!! editor widget "Editor’s addition: {w.why}"', "", *("    " + ln for ln in fence), ED_CLOSE]


def render_note(ed: Edition, note, ledger: list[LedgerMark] = ()) -> list[str]:
    if isinstance(note, errata_mod.Figure):
        lines = [ED_OPEN, "```cards", f"cards: {note.cards}"]
        if note.useless.strip():
            lines.append(f"useless: {note.useless}")
        lines += [f"caption: {note.caption}", "```", ED_CLOSE]
        return lines
    titles = {"author-error": "Editor’s note: the book’s error", "content": "Content note",
              "lost-text": "Editor’s note: text lost", "ambiguous": "Editor’s note",
              "reconstruction": "Editor’s note: illustration lost", "excerpt": "Editor’s note: the excerpt",
              "source": "Editor’s note"}
    body = ["    " + ln if ln.strip() else "" for ln in literal_brackets(expand_links(ed, note.text)).split("\n")]
    if ledger:
        while body and not body[-1]:
            body.pop()
        lines = ledger_body(ledger, note_text=note.text)
        if len(lines) == 1:
            body += ["", f"    **In the claims ledger:** {lines[0]}"]
        else:
            body += ["", "    **In the claims ledger:**", "", *("    " + ln for ln in lines)]
    return [ED_OPEN, f'!!! editor {note.kind} "{titles[note.kind]}"', "", *body, ED_CLOSE]

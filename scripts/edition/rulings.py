"""The laws and the rulings that give their reasons, both ways, from the editor's one table
(texts/disputed-rules.toml, each case's `laws`): under a case's heading in Disputed Rules, the laws
it rules on ("Rules on: Law 19, Law 43"); after a law, the cases that explain it ("Foster's reasons:
..."); the chapter's note that says the pairing is the editor's; and, at the top of the law pages,
the way to the situation finder (practical-poker/what-happened.md).

    rules_on(ed, case)        the line under a case's heading (none for a case on no law)
    reasons(ed, n)            the line after Law n (none for a law no case explains)
    pairing_note()            the editor's note at the head of Disputed Rules
    finder_link()             the line under a law page's title
    handout(laws, jack_pots)  the laws page with the jack-pot laws added for print only (77 laws on paper)
"""

from __future__ import annotations

import re

from .links import law_link
from .render import ED_CLOSE, ED_OPEN
from .structure import LAW_PAGES, Edition, case_laws, law_number

BOOK = "practical-poker"
CASES_PAGE = "disputed-rules"
REASONS_CLASS = "hoyle-law-reasons"  # a print style sheet hides these lines: keep the name
RULES_ON_CLASS = "hoyle-case-laws"
FINDER = "what-happened.md"
TOOLTIP_CHARS = 90  # a law's opening words in its link's tooltip


def is_law_page(ed: Edition, slug: str) -> bool:
    return ed.book["id"] == BOOK and (BOOK, slug) in LAW_PAGES


def _opening(ed: Edition, n: int) -> str:
    """Law n's first words, for a tooltip: no brackets, quotes or Markdown, cut at a word."""
    slug = ed.anchors[f"law-{n}"]
    page = next(p for p in ed.pages if p.spec["slug"] == slug)
    text = next(it.text for it in page.items if it.kind == "para" and law_number(it.text) == n)
    text = re.sub(r"^(?:- )?\d+\.(?:--|—)?\s*", "", text).replace("--", "—")
    text = " ".join(re.sub(r"[\[\]()\"*_`<>\\]", "", text).split())
    if len(text) <= TOOLTIP_CHARS:
        return text
    return text[: text.rfind(" ", 0, TOOLTIP_CHARS)].rstrip(",;:") + "…"


def _editorial(line: str, *classes: str) -> list[str]:
    return [ED_OPEN, line, "{: " + " ".join(f".{c}" for c in classes) + " }", ED_CLOSE]


def rules_on(ed: Edition, case: dict) -> list[str]:
    """Under a case's heading: the laws it rules on, each linked, its opening words as the tooltip."""
    laws = [n for n, _why in case_laws(case)]
    if not laws:
        return []
    links = ", ".join(f'[Law {n}]({law_link(ed, n)} "Law {n}: {_opening(ed, n)}")' for n in laws)
    return _editorial(f"Rules on: {links}", RULES_ON_CLASS, "hoyle-editorial")


def reasons(ed: Edition, n: int) -> list[str]:
    """After Law n: the cases of Disputed Rules that give its reasons, by their headings."""
    cases = ed.law_cases.get(n, [])
    if not cases:
        return []
    links = "; ".join(f"[{c['title']}]({CASES_PAGE}.md#{c['id']})" for c in cases)
    return _editorial(f"Foster’s reasons: {links}", REASONS_CLASS, "hoyle-editorial")


def pairing_note() -> list[str]:
    """The editor's note at the head of Disputed Rules, under its title: the "Rules on" lines are the editor's."""
    return [
        ED_OPEN, '!!! editor source "Editor’s note: the laws each case rules on"', "",
        "    Under the heading of each case below, a line “Rules on” names the laws of the code ([The Laws of Poker](laws.md) and "
        "[Jack-Pot Laws](jack-pot-laws.md), pp. 19–34) that the case gives the reasons for, and each of those "
        "laws names its cases in turn, under “Foster’s reasons”. Foster wrote this chapter to give “the "
        "reasons underlying those rules” but seldom says which law he means, and never by its number: the "
        "pairing is the editor's, made where the law and the ruling speak of the same thing in the same words.",
        ED_CLOSE,
    ]


def finder_link() -> list[str]:
    """Under a law page's title: the way from a situation at the table to its law."""
    return _editorial(f"[What happened? Find the law for a situation at the table]({FINDER})", "hoyle-finder-link", "hoyle-editorial")


HANDOUT_CLASS = "hoyle-print-only"  # shown only in print (hoyle.css); not searched, not read aloud, not in the e-books
HANDOUT_NOTE = "Print this page for the whole code on paper: the Jack-Pot Laws (59–77) follow Law 58."


def handout(laws_md: str, jack_md: str) -> str:
    """The laws page (Laws 1-58) with a copy of the Jack-Pot Laws (59-77) that only print shows, so that one print
    of the laws page is the whole code. The copy is made from the Jack-Pot Laws page as generated: its headings and
    its laws only (not its notes or editorial lines), without ids (the laws keep theirs on their own page), the law
    numbers linking there; the laws page says so on screen, under its title."""
    copy: list[str] = []
    editorial = False
    for block in jack_md.split("\n\n"):
        lines = [ln for ln in block.strip().splitlines() if not ln.startswith("<!-- Generated")]
        if not lines:
            continue
        if lines[0] == ED_OPEN or editorial:
            editorial = lines[-1] != ED_CLOSE
            continue
        heading = re.fullmatch(r"(#{1,3}) (.+?)(?: \{ #[\w-]+ \})?", lines[0]) if len(lines) == 1 else None
        law = len(lines) == 2 and re.fullmatch(r"\{: #law-(\d+) \.hoyle-law \}", lines[1])
        if heading:
            level = "hoyle-print-chapter" if len(heading.group(1)) == 1 else "hoyle-print-section"
            copy += [_no_ids(heading.group(2)), "{: .hoyle-print-heading ." + level + " }", ""]
        elif law:
            n = law.group(1)
            text = re.sub(rf'<a class="hoyle-law-number" href="#law-{n}"[^>]*>{n}\.</a>',
                          f'[{n}.](jack-pot-laws.md#law-{n} "Law {n}, on the Jack-Pot Laws page"){{: .hoyle-law-number }}', lines[0])
            copy += [_no_ids(text), "{: .hoyle-law-print }", ""]
    if not copy:
        raise ValueError("the Jack-Pot Laws page gave no laws for the handout")
    finder = "\n".join(finder_link())
    if finder not in laws_md:
        raise ValueError("the laws page has no finder line to put the handout's note under")
    note = "\n".join([ED_OPEN, HANDOUT_NOTE, "{: .hoyle-handout-note .hoyle-screen-only .hoyle-editorial }", ED_CLOSE])
    laws_md = laws_md.replace(finder, finder + "\n\n" + note, 1)
    # the editor's copy (a second print of words the Jack-Pot Laws page has): not counted again as the book's words
    appendix = [ED_OPEN, f'<div class="{HANDOUT_CLASS}" markdown data-search-exclude aria-hidden="true">', "", *copy, "</div>", ED_CLOSE, ""]
    return laws_md.rstrip("\n") + "\n\n" + "\n".join(appendix)


def _no_ids(text: str) -> str:
    return re.sub(r' id="[^"]*"', "", text)

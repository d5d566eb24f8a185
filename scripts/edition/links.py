"""Links in the text: the [[p N]], [[law N]] and [[chapter slug]] links of the errata (a General Index
entry's page to the section of that page whose title fits the entry), references in words (Law 5,
the chapter on ..., the next chapter), the glossary's and the Bibliography's own references, and
the first use on a page of a defined term, in its card sense only."""

from __future__ import annotations

import re

from . import textrules as R

from .structure import BIB_SEE, Edition, PipelineError, page_key

# A chapter the book names for something that is in another chapter: (book, page, chapter named) -> the target,
# with an editor's note by the passage (texts/errata) saying so.
CHAPTER_REF_TARGETS = {
    ("practical-poker", "drawing-to-improve", "poker calculations"): "odds-against-improving.md#table-of-improvement-in-pairs",
}
# Glossary terms linked (first use on a page, with the definition as a tooltip) from the other pages.
LINKED_TERMS = (
    "age", "ante", "blaze", "bobtail", "buck", "burnt card", "chip along", "cold deck", "dutch straight",
    "fatten", "freeze out", "kilter", "kitty", "openers", "pelter", "pone",
    "round-the-corner", "skip", "straddle", "tiger", "big dog", "little dog", "whangdoodle",
    "table stakes", "mistigris", "four flush", "open-end straight",
    "stay", "jack-pot", "widow", "edge", "dead man's hand", "deadwood", "duffer",
    "splitting openers", "free ride", "misdeal", "pat hand", "the draw",
)
# A phrase whose glossary entry has another name: the phrase -> that entry. Every phrase above has an
# entry (tests/texts/test_smaller.py); a phrase without one is not linked, and Foster's glossary has
# none for progressive jacks, whisky or stud poker, yarborough, sleeper, freak or gone (issue 26).
TERM_ENTRIES = {"jack-pot": "jack-pots", "splitting openers": "splitting", "the draw": "draw"}
# A term is linked only in its card sense. Its uses in the everyday sense, as the books make them,
# are written here as patterns, the term standing as {t}: a use that one of them matches is not
# linked (the next use in the card sense is). tests/texts/test_apparatus_pages.py holds the examples.
NON_CARD_USES = {
    # "stay": to come into a pot already opened ("B and C both stay", "to stay in").
    "stay": (
        r"come to {t}",               # "the jack-pot has undoubtedly come to stay"
        r"{t} out\b",                 # "they must stay out of that pool": to keep out, the opposite
        r"{t} on the books",          # "the law must stay on the books"
        r"{t} together",              # "good hands ... often stay together" in the pack
    ),
    # "age": the eldest hand ("A has the age", "the position of age").
    "age": (
        r"(?:years?|months?) of {t}",  # "eighty years of age"
        r"(?:old|middle|full|under|this|our|that|an|every|golden|present) {t}",  # "in this age"
        r"{t} of (?:\d|[a-z]+(?:-[a-z]+)? years)",  # "at the age of twenty-one years"
    ),
    # "edge": a corruption of "age".
    "edge": (r"(?:the|an?|on|over|its|their) {t} (?:of|over)\b", r"on {t}\b"),
    # "jack-pot": a word of a book's title is not a use ("Treatise on Jack-Pot Poker", in the Bibliography).
    "jack-pot": (r"Treatise on {t} Poker",),
}

# References the book makes in words rather than by title ("the next chapter"): (book, page) -> (phrase, target).
PHRASE_LINKS = {
    ("practical-poker", "betting"): (
        ("the chapter on coming in against openers in jack-pots", "coming-into-jack-pots.md"),
        ("discussed in the next chapter", "watching-the-draw.md"),
        ("We have already seen", "coming-into-jack-pots.md"),
    ),
    ("practical-poker", "coming-in"): (
        ("when we come to consider going into jack-pots", "coming-into-jack-pots.md"),
        ("as we shall see presently", "opening-jack-pots.md"),
    ),
    ("practical-poker", "drawing-to-improve"): (
        ("the one already described in connection with coming in against openers", "coming-into-jack-pots.md"),
    ),
    ("practical-poker", "odds-against-improving"): (
        ("has been touched upon", "poker-calculations.md"),
        ("as we have already proved in calculating these odds", "#drawing-to-threes"),
    ),
    ("practical-poker", "description-of-the-game"): (
        ("will be dealt with later", "jack-pots.md#progressive-limits"),
    ),
}


def bibliography_refs(ed: Edition, text: str) -> str:
    """In the Bibliography, "See "Pardon."" links to the entry of that author."""
    return BIB_SEE.sub(lambda m: f"{m.group(1)}[{m.group(2)}](#{ed.bib_refs[m.group(2).strip().lower()]}){m.group(3)}", text)


TOPIC_STOP = frozenset("a an and as at by for from how in is it its of on or the to with".split())
# Words so common in Foster's titles that sharing one of them alone says nothing.
TOPIC_COMMON = frozenset("card game hand play player poker".split())


def topic_words(text: str) -> frozenset[str]:
    """The words that say what an index entry or a title is about: lower case, no small words, -s and -ing dropped.

    >>> sorted(topic_words("Calculating pat fours"))
    ['calculat', 'four', 'pat']
    """
    out = set()
    for w in R.words(text):
        if w in TOPIC_STOP or w.isdigit():
            continue
        for suffix in ("ing", "s"):
            if w.endswith(suffix) and len(w) > len(suffix) + 2:
                w = w[: -len(suffix)]
                break
        out.add(w)
    return frozenset(out)


def title_fit(entry: str, title: str) -> tuple[int, float]:
    """How well a title matches an index entry: the words they share, then the share of all their words."""
    a, b = topic_words(entry), topic_words(title)
    shared = a & b
    if not shared - TOPIC_COMMON:
        return 0, 0.0
    return len(shared), len(shared) / len(a | b)


def page_candidates(ed: Edition, p: str) -> tuple[str | None, list[str]]:
    """The targets that hold book page p: the one whose text runs onto the top of the page (the last to begin
    before it; none if a chapter begins the page), and those that begin on it, in text order."""
    k = page_key(p)
    before = [t for kk, _line, t in ed.page_index if kk < k]
    on_page = [t for kk, _line, t in ed.page_index if kk == k]
    holder = before[-1] if before and not (on_page and "#" not in on_page[0]) else None
    return holder, on_page


def target_for_page(ed: Edition, p: str, entry: str | None = None) -> str:
    """The link target of book page p: the first section (chapter, case) that begins on it, else the one that holds
    it; for a General Index entry, the section of that page whose title fits the entry's words best, if one fits."""
    holder, on_page = page_candidates(ed, p)
    if holder is None and not on_page:
        raise PipelineError(f"no section holds page {p}")
    default = on_page[0] if on_page else holder
    if entry:
        best = max([*on_page, *([holder] if holder else [])], key=lambda t: title_fit(entry, ed.target_titles[t]))
        fit = title_fit(entry, ed.target_titles[best])
        if fit[0] > 0 and fit > title_fit(entry, ed.target_titles[default]):
            return best
    return default


INDEX_ENTRY = re.compile(r"^- (?P<entry>.*?) (?=\[\[p )")


def misread_link(ed: Edition, printed: str, reading: str, entry: str | None) -> str:
    """A page number the OCR misread (written [[p 90=98]]): the number as printed, then the editor's reading in
    square brackets, linked, with the reason in the notes at the end of the index."""
    target = target_for_page(ed, reading, entry)
    return f'{printed} \\[[{reading}]({target} "Printed {printed}: the editor reads {reading} (see the notes at the end)")\\]'


def expand_links(ed: Edition, text: str) -> str:
    """Expand [[p N]], [[p N=M]], [[law N]] and [[chapter slug]]; a page of a General Index entry ("- Words [[p N]]")
    goes to the section of that page whose title fits the entry (target_for_page)."""
    return "\n".join(expand_line_links(ed, line) for line in text.split("\n"))


def expand_line_links(ed: Edition, text: str) -> str:
    m = INDEX_ENTRY.match(text)
    entry = m.group("entry") if m else None

    def rep(m: re.Match) -> str:
        what, arg = m.group(1), m.group(2).strip()
        if what == "p" and "=" in arg:
            return misread_link(ed, *arg.split("=", 1), entry)
        if what == "p":
            return f"[{arg}]({target_for_page(ed, arg, entry)})"
        if what == "law":
            return f"[Law {arg}]({ed.anchors[f'law-{arg}']}.md#law-{arg})"
        if what == "chapter":
            spec = next(p for p in ed.book["page"] if p["slug"] == arg)
            return f"[{spec['title']}]({arg}.md)"
        raise PipelineError(f"unknown link [[{what} {arg}]]")

    return re.sub(r"\[\[(p|law|chapter) ([^\]]+)\]\]", rep, text)


# --- references in words, glossary terms ---------------------------------------------------------

def law_link(ed: Edition, n: int) -> str:
    slug = ed.anchors.get(f"law-{n}")
    if slug is None:
        raise PipelineError(f"a cross-reference to Law {n}, which is not on any page")
    return f"{slug}.md#law-{n}"


LINK_OR_TAG = re.compile(r"(\[[^\]]*\]\([^)]*\)|<[^>]+>)")  # a Markdown link or an HTML tag, kept whole by re.split
# A law cited by its number, in either case, with the numbers that follow it: "see Law 74", "law 23",
# "laws 40 and 41", "Laws 3 to 6", "Laws 9, 10, and 11".
LAW_REF = re.compile(r"\b(?P<word>[Ll]aws?) (?P<first>\d+)\b(?P<more>(?:(?:,? and |,? or |, | to |–)\d+\b)*)")
LAW_REF_MORE = re.compile(r"(,? and |,? or |, | to |–)(\d+)")


def law_refs(ed: Edition, text: str) -> str:
    """Link every law a text cites by number (Practical Poker's code): each number to its law, "Law 19" as one
    link, and in "laws 40 and 41" the 40 with its word and the 41 alone; never inside a link or tag."""
    def rep(m: re.Match) -> str:
        head = f"[{m.group('word')} {m.group('first')}]({law_link(ed, int(m.group('first')))})"
        more = LAW_REF_MORE.sub(lambda k: f"{k.group(1)}[{k.group(2)}]({law_link(ed, int(k.group(2)))})", m.group("more"))
        return head + more

    parts = LINK_OR_TAG.split(text)
    return "".join(LAW_REF.sub(rep, part) if i % 2 == 0 else part for i, part in enumerate(parts))


def cross_refs(ed: Edition, text: str, slug: str) -> str:
    if ed.book["id"] == "practical-poker":
        text = law_refs(ed, text)
    chapters = {p["title"].lower(): p["slug"] for p in ed.book["page"]}

    def chap(m: re.Match) -> str:
        t, stop = m.group(3), m.group(4)
        target = CHAPTER_REF_TARGETS.get((ed.book["id"], slug, t.lower())) or chapters.get(t.lower())
        if not target:
            return m.group(0)
        target = target if "." in target else f"{target}.md"
        if target.split("#")[0] == f"{slug}.md":
            return m.group(0)
        return f"{m.group(1)}{m.group(2)}[{t}]({target}){stop}{m.group(5)}"

    text = re.sub(r"(chapter on )(['‘\"“]?)([A-Z][A-Za-z\- ]+?)([.,]?)(['’\"”])", chap, text)
    for phrase, target in PHRASE_LINKS.get((ed.book["id"], slug), ()):
        text = text.replace(phrase, f"[{phrase}]({target})", 1)
    return text


GLOSS_REF = re.compile(r"(See |same as )(an? |the )?(['‘\"“]?)([A-Za-z][A-Za-z\-' ]+?)(?=['’\"”]?[.,;:)])")


def glossary_refs(ed: Edition, text: str) -> str:
    """In the glossary, "See Royal Flush.", "The same as a Kilter" and "the same as a sequence or straight" link
    to those entries."""
    def link(words: str) -> str | None:
        hit = ed.terms.get(words.strip().lower())
        return f"[{words}](#{hit[0]})" if hit else None

    def rep(m: re.Match) -> str:
        what = m.group(4)
        linked = link(what)
        if linked is None and " or " in what:
            parts = [link(w) for w in what.split(" or ")]
            linked = " or ".join(parts) if all(parts) else None
        if linked is None:
            return m.group(0)
        return f"{m.group(1)}{m.group(2) or ''}{m.group(3)}{linked}"

    return GLOSS_REF.sub(rep, text)


TERM_PATTERNS = {t: re.compile(r"(?<![\w\[\-#/])(" + re.escape(t) + r")(?![\w\]\-])", re.IGNORECASE) for t in LINKED_TERMS}
NON_CARD_PATTERNS = {t: [re.compile(r"\b" + p.replace("{t}", f"(?P<term>{re.escape(t)})") + r"(?!\w)", re.IGNORECASE) for p in pats]
                     for t, pats in NON_CARD_USES.items()}


def card_sense(term: str, text: str, start: int) -> bool:
    """Whether the use of `term` at text[start:] is in its card sense (NON_CARD_USES matches none)."""
    return not any(m.start("term") == start for pat in NON_CARD_PATTERNS.get(term, ()) for m in pat.finditer(text))


def link_terms(ed: Edition, text: str, used: set[str]) -> str:
    """Link the first use on a page of a defined term, with its definition as a tooltip."""
    for term in LINKED_TERMS:
        entry = TERM_ENTRIES.get(term, term)
        if term in used or entry not in ed.terms:
            continue
        pat = TERM_PATTERNS[term]
        # never inside an existing link or HTML tag
        parts = LINK_OR_TAG.split(text)
        for i in range(0, len(parts), 2):
            m = next((m for m in pat.finditer(parts[i]) if card_sense(term, parts[i], m.start(1))), None)
            if m:
                tid, definition = ed.terms[entry]
                parts[i] = parts[i][:m.start()] + f'[{m.group(1)}](technical-terms.md#{tid} "{definition}")' + parts[i][m.end():]
                used.add(term)
                break
        text = "".join(parts)
    return text


TERM_LINK = re.compile(r'\[([^\]]+)\]\(technical-terms\.md#(term-[^ )]+) "[^"]*"\)')


def term_links(files: dict[str, str]) -> list[tuple[str, str, str]]:
    """Every glossary link on the book pages, (page, term, its sentence in plain words with the linked
    terms in ⟦ ⟧), for review."""
    out = []
    for rel, text in sorted(files.items()):
        for line in text.split("\n"):
            if "technical-terms.md#term-" not in line or rel.endswith("/technical-terms.md"):
                continue
            plain = TERM_LINK.sub(lambda m: "\u27e6" + m.group(1) + "\u27e7", line)
            plain = re.sub(r"<[^>]+>", "", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", plain))
            for sentence in re.split(r"(?<=[.!?;:])\s+", plain):
                for m in re.finditer("\u27e6([^\u27e7]+)\u27e7", sentence):
                    out.append((rel, m.group(1), sentence.strip()))
    return out

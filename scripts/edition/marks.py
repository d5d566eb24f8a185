"""The corrections shown in the text: each fix of the errata marked in its paragraph (found by
aligning the paragraph with its fixed source lines), the marks turned into links to its row on the
errata page; and the paragraphs of a [[verse]] range made one item, stanza by stanza."""

from __future__ import annotations

import re
from html import escape

from . import corrections, errata as errata_mod, textrules as R

from .structure import Edition, Item, Page, source_lines


def mark_corrections(ed: Edition) -> None:
    """Each paragraph that holds a shown fix gets its text with the fix's marks (extra["marked"]): the
    sentinels of textrules (MARK_OPEN, the fix's index, the new reading, MARK_CLOSE), found by aligning
    the paragraph with its fixed source lines; render_para turns them into links to the errata page."""
    import difflib

    raw = source_lines(ed.book)
    fixed = errata_mod.apply_fixes(ed.errata, raw)
    marks = errata_mod.fix_marks(ed.errata, raw)
    math = re.compile(r"\$\$.+?\$\$|(?<!\\)\$.+?(?<!\\)\$")
    marked: dict[int, str] = {}
    for line, spans in marks.items():
        t = fixed[line - 1]
        if not t.strip():
            continue  # a whole line removed: the errata page lists it
        def whole(a: int, b: int) -> tuple[int, int]:  # a mark takes in the rest of its words ("Hoyle -> "Hoyle's)
            if a == b:
                return a, b
            while a > 0 and not t[a - 1].isspace():
                a -= 1
            while b < len(t) and not t[b].isspace():
                b += 1
            return a, b
        spans = [(*whole(a, b), ids) for a, b, ids in spans]
        for m in math.finditer(t):  # a mark in a formula marks the whole formula
            spans = [(min(a, m.start()), max(b, m.end()), ids) if a < m.end() and b > m.start() else (a, b, ids)
                     for a, b, ids in spans]
        merged: list[list] = []
        for a, b, ids in sorted(spans):
            if merged and a < merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
                merged[-1][2] += ids
            else:
                merged.append([a, b, ids])
        for a, b, ids in reversed(merged):
            t = t[:a] + R.MARK_OPEN + "".join(chr(R.FIX_BASE + i) for i in ids) + t[a:b] + R.MARK_CLOSE + t[b:]
        marked[line] = t
    for page in ed.pages:
        for it in page.items:
            if it.kind != "para" or not any(k in marked for k in range(it.first, it.last + 1)):
                continue
            src = " ".join(marked.get(k, fixed[k - 1]).strip() for k in range(it.first, it.last + 1)
                           if fixed[k - 1].strip() and not R.is_boilerplate(raw[k - 1]))
            clean = R.MARKS.sub("", src)
            sm = difflib.SequenceMatcher(None, clean, it.text, autojunk=False)
            blocks = sm.get_matching_blocks()
            inserts: list[tuple[int, str]] = []
            j = 0
            while j < len(src):
                if not R.MARKS.match(src[j]):
                    j += 1
                    continue
                k = j
                while k < len(src) and R.MARKS.match(src[k]) and not (k > j and src[k] == R.MARK_OPEN):
                    k += 1
                cpos = sum(1 for i in range(j) if not R.MARKS.match(src[i]))
                tpos = next((b + (cpos - a) for a, b, size in blocks if a <= cpos < a + size), None)
                if tpos is None:  # at the end of a run of matching text (a deletion at the end of a line)
                    tpos = next((b + size for a, b, size in blocks if size and cpos == a + size), None)
                if tpos is not None:
                    inserts.append((tpos, src[j:k]))
                j = k
            text = it.text
            for pos, sent in sorted(inserts, key=lambda x: x[0], reverse=True):
                text = text[:pos] + sent + text[pos:]
            text = balance_marks(text)  # a paragraph split from a line may hold one end of a mark only
            if R.MARKS.sub("", text) == it.text and R.MARK_OPEN in text:
                it.extra["marked"] = text


def balance_marks(text: str) -> str:
    """Drop a mark's end without its beginning, and a beginning without its end."""
    out, open_at = [], None
    i = 0
    while i < len(text):
        c = text[i]
        if c == R.MARK_OPEN:
            k = i + 1
            while k < len(text) and "\ue100" <= text[k] <= "\uf8ff":
                k += 1
            if open_at is not None:
                del out[open_at]  # an unclosed mark before this one
            open_at = len(out)
            out.append(text[i:k])
            i = k
            continue
        if c == R.MARK_CLOSE:
            if open_at is None:
                i += 1
                continue
            open_at = None
        out.append(c)
        i += 1
    if open_at is not None:
        del out[open_at]
    return "".join(out)


def fix_anchor(ed: Edition, i: int) -> str:
    """The id of fix i's row on the errata page: fix-<line>, fix-<line>-2 for a second fix of that line."""
    f = ed.errata.fixes[i]
    k = sum(1 for g in ed.errata.fixes[:i] if g.line == f.line)
    return f"fix-{f.line}" + (f"-{k + 1}" if k else "")


def fix_title(ed: Edition, ids: list[int]) -> str:
    """A correction's tooltip: each fix in words (corrections.sentence: the source's formula as the book prints it,
    never the OCR's LaTeX), as an attribute's text."""
    text = " ".join(corrections.plain(corrections.sentence(ed.book["id"], ed.errata.fixes[i])) for i in ids)
    text = escape(text, quote=True).replace("$", "&#36;")
    return text.replace("[", "&#91;").replace("]", "&#93;")  # Zensical 0.0.40 took one here, too, for a reference


FIX_MARK = re.compile("\ue000([\ue100-\uf8ff]+)([^\ue000\ue001]*)\ue001")


def corr_html(ed: Edition, page: Page, ids: list[int], content: str) -> str:
    """A correction on the page: the new reading, linked to its row on the errata page, the source's reading
    and the reason in its tooltip; a deletion is an empty mark (the style sheet draws a caret)."""
    href = ("errata/" if page.spec["slug"] == "index" else "../errata/") + "#" + fix_anchor(ed, ids[0])
    cls = "hoyle-corr" + ("" if content.strip() else " hoyle-corr-del")
    label = "" if content.strip() else ' aria-label="a deletion (errata)"'
    data = f'data-fix="{" ".join(fix_anchor(ed, i) for i in ids)}" title="{fix_title(ed, ids)}"'
    if "](" in content or "<a " in content:  # a link inside: the mark is a span, its tooltip says where to look
        return f'<span class="{cls}" {data}>{content}</span>'
    return f'<a class="{cls}" href="{href}" {data}{label}>{content}</a>'


def finish_marks(ed: Edition, page: Page, text: str) -> str:
    text = FIX_MARK.sub(lambda m: corr_html(ed, page, [ord(c) - R.FIX_BASE for c in m.group(1)], m.group(2)), text)
    return R.MARKS.sub("", text)


def lead_mark(text: str) -> tuple[list[int], str]:
    """A mark that begins a law (its number restored): the fix ids, and the text with the mark moved past
    the number (or dropped, if it held the number alone)."""
    m = re.match("^\ue000([\ue100-\uf8ff]+)(\\d+\\\\?\\.)(\ue001)?", text)
    if not m:
        return [], text
    ids = [ord(c) - R.FIX_BASE for c in m.group(1)]
    rest = text[m.end():]
    if not m.group(3):
        ws = re.match(r"(—|\s)\s*", rest)
        rest = rest[:ws.end()] + R.MARK_OPEN + m.group(1) + rest[ws.end():] if ws else rest
    return ids, m.group(2) + rest


def head_mark(text: str) -> tuple[list[int], str]:
    """A mark in a glossary entry's head (before its dash): the fix ids, and the text without that mark."""
    head, dash, body = text.partition("—")
    m = re.search("\ue000([\ue100-\uf8ff]+)", head)
    if not m:
        return [], text
    ids = [ord(c) - R.FIX_BASE for c in m.group(1)]
    head = R.MARKS.sub("", head)
    if R.MARK_CLOSE in body and (R.MARK_OPEN not in body or body.index(R.MARK_CLOSE) < body.index(R.MARK_OPEN)):
        body = body.replace(R.MARK_CLOSE, "", 1)
    return ids, head + dash + body


def set_verse(ed: Edition) -> None:
    """The paragraphs of a [[verse]] range become one item: its lines, stanza by stanza (extra["verse"])."""
    raw = source_lines(ed.book)
    for v in ed.errata.verses:
        for page in ed.pages:
            inside = [it for it in page.items if it.kind == "para" and v.first <= it.first and it.last <= v.last]
            if not inside:
                continue
            stanzas: list[list[str]] = [[]]
            for prev, it in zip([None, *inside], inside):
                if prev is not None and any(not raw[k - 1].strip() for k in range(prev.last + 1, it.first)):
                    stanzas.append([])
                stanzas[-1].append(it.text)
            at = page.items.index(inside[0])
            verse = Item("para", " ".join(it.text for it in inside), inside[0].first, inside[-1].last,
                         extra={"verse": stanzas})
            page.items[at:at + len(inside)] = [verse]
            ed.ledger.add("verse", v.first, "", "")

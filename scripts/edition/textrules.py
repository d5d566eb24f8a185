"""The general rules of the text pipeline, and the word counting the tests use.

A rule is a small pure function. Each change a rule makes to the words is reported to a `Ledger`
as (rule, line, before, after) so that the no-words-lost test can check that every word of the
source is on a page or accounted for; `RULE_CHECKS` says, per rule, what a legitimate change is.
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass, field

# --- boilerplate -------------------------------------------------------------------------------

BOILERPLATE_MARKERS = (
    "BestLightNovel", "NovelOnlineFull", "novelonlinefull", "RECENTLY UPDATED MANGA", "Please click Like",
    "This manga has been translated", "It's great if you read and follow",
)
BOILERPLATE_TITLE = re.compile(r"^(Hoyle's Games Modernized|Round Games with Cards) Part \d+( summary)?$")


def is_boilerplate(line: str) -> bool:
    """A line the web sites added around the book's text."""
    return any(m in line for m in BOILERPLATE_MARKERS) or bool(BOILERPLATE_TITLE.match(line.strip()))


# --- words ---------------------------------------------------------------------------------------

# The fractions the books print in one character (2½), each with the fraction it stands for: the one
# table of them in scripts/ (FRACTIONS, VULGAR_CHARS and the regular expressions are made from it).
VULGAR = {"½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "⅔": "2/3", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8"}
VULGAR_CHARS = "".join(VULGAR)  # for a character class: f"[{VULGAR_CHARS}]"
_TAG = re.compile(r"<[^>]*>")
_LINK_TARGET = re.compile(r'\]\([^)\s]*(?: "[^"]*")?\)')
_ATTR = re.compile(r"\{[:#.][^}]*\}|\{ *[#.][^}]*\}")
_LATEX_CMD = re.compile(r"\\[A-Za-z]+")
_ENTITY = re.compile(r"&[a-z]+;|&#\d+;")
_WORD = re.compile(r"[a-z]+|\d+")


def strip_markup(text: str) -> str:
    """A page's text without link targets (and tooltips), HTML tags, attribute lists and entities."""
    text = _LINK_TARGET.sub("]", text)
    text = _TAG.sub(" ", text)
    text = _ATTR.sub(" ", text)
    return _ENTITY.sub(" ", text)


def words(text: str) -> list[str]:
    """The words and numbers of a text, lower case, markup and accents removed."""
    text = html.unescape(text)
    for k, v in VULGAR.items():
        text = text.replace(k, f" {v} ")
    text = strip_markup(text)
    text = re.sub(r"\\(?:hat|acute|grave|ddot|tilde)\b", "", text)  # accents join their letter: n\hat{a}s
    text = _LATEX_CMD.sub(" ", text)
    text = text.replace("}{", " ").replace("{", "").replace("}", "")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return _WORD.findall(text)


EDITORIAL = re.compile(r"<!-- editorial -->.*?<!-- /editorial -->", re.S)
COMMENT = re.compile(r"<!--.*?-->", re.S)


def author_text(markdown: str) -> str:
    """A generated page without the editor's words (notes, figures, added titles) and comments."""
    return COMMENT.sub(" ", EDITORIAL.sub(" ", markdown))


# --- rules that change words ---------------------------------------------------------------------

@dataclass
class Ledger:
    """Every change a general rule made: (rule, source line, before, after)."""

    entries: list[tuple[str, int, str, str]] = field(default_factory=list)

    def add(self, rule: str, line: int, before: str, after: str) -> None:
        self.entries.append((rule, line, before, after))


CENSOR = re.compile(r"\b[A-Za-z]+(?:\.[A-Za-z]+)+\b")
CENSORED_STEMS = ("ass", "tit", "nob", "lus")


def censor_dots(text: str, line: int, ledger: Ledger) -> str:
    """Undo the web sites' profanity filter: pa.s.sed -> passed, ent.i.tled -> entitled, n.o.b. -> nob."""

    def fix(m: re.Match) -> str:
        token = m.group(0)
        joined = token.replace(".", "")
        if not any(s in joined.lower() for s in CENSORED_STEMS):
            return token
        ledger.add("censor-dots", line, token, joined)
        return joined

    return CENSOR.sub(fix, text)


JACKPOT = re.compile(r"\b([Jj])ackpot(s?)\b")


def jack_pot(text: str, line: int, ledger: Ledger) -> str:
    """The book's form is 'jack-pot' (78 times); the OCR lost the hyphen in a few."""

    def fix(m: re.Match) -> str:
        new = f"{m.group(1)}ack-pot{m.group(2)}"
        ledger.add("jack-pot", line, m.group(0), new)
        return new

    return JACKPOT.sub(fix, text)


def dashes(text: str) -> str:
    """`--` and a line-end `:-` are the book's em dashes (a `:-` that ends a correction too, before the mark
    that closes it: "leaving us:-" of the fix that moved the words before their formula)."""
    text = re.sub(r"\s*--\s*", "—", text)
    text = re.sub(r":-(?=\s|$|[\ue001\ue100-\uf8ff])", ":—", text)
    return re.sub(r"(?<=\S) *— *(?=\S)", "—", text)  # the book's em dashes are closed up: "One Pair.— Two"


# --- LaTeX -----------------------------------------------------------------------------------------

FRACTIONS = {tuple(v.split("/")): k for k, v in VULGAR.items()}  # \frac{1}{2} -> ½
HAT = {"A": "Â", "a": "â", "i": "î", "I": "Î", "e": "ê", "o": "ô", "u": "û"}
FRAC = re.compile(r"\\frac\{([^{}]*)\}\{([^{}]*)\}")


class LatexError(ValueError):
    pass


def latex_to_text(src: str) -> str:
    """One math span as the book printed it: 2½, a fraction 9⁄47, 52 · 51, Âs."""
    s = src.strip()
    s = re.sub(r"\\hat\{(\w)\}", lambda m: HAT[m.group(1)], s)
    s = re.sub(r"\\(?:mathrm|text|mathbf)\{([^{}]*)\}", r"\1", s)

    def frac(m: re.Match) -> str:
        a, b = m.group(1).strip(), m.group(2).strip()
        if (a, b) in FRACTIONS:
            return FRACTIONS[(a, b)]
        return f'<span class="hoyle-frac"><sup>{a}</sup>⁄<sub>{b}</sub></span>'

    # mixed numbers: 2\frac{1}{2} -> 2½ (no space); other fractions keep a thin space after a number
    while FRAC.search(s):  # innermost first: \frac{1}{23\frac{1}{2}}
        s = FRAC.sub(frac, s)
    s = s.replace("\\cdot", "·").replace("\\times", "×").replace("\\div", "÷")
    s = s.replace("\\,", "\u2009").replace("\\;", " ").replace("\\quad", " ").replace("\\ ", " ")
    s = s.replace("\\%", "%")
    s = re.sub(r"[\^_]\{([^{}]*)\}", r"\1", s)
    s = s.replace("{", "").replace("}", "")
    left = re.search(r"\\[A-Za-z]+", s)
    if left:
        raise LatexError(f"unknown LaTeX command {left.group(0)} in ${src}$")
    s = re.sub(r"\s*=\s*", " = ", s)
    s = re.sub(r"\s*([×·+])\s*", r" \1 ", s)
    s = re.sub(r"(?<=\d)-(?=\d)", "−", s) if "=" in s else s
    return re.sub(r"  +", " ", s).strip()


DISPLAY = re.compile(r"\$\$(.+?)\$\$")
INLINE = re.compile(r"\$(.+?)\$")


def latex(text: str, line: int) -> tuple[str, bool]:
    """Convert the OCR's LaTeX on a line; returns (text, is_display_formula_line)."""
    text = text.replace("\\$", "\x00DOLLAR\x00")
    display = False
    if DISPLAY.search(text):
        stripped = MARKS.sub("", DISPLAY.sub("", text)).strip()  # a correction's mark around a formula is not text
        display = stripped == ""
        text = DISPLAY.sub(lambda m: latex_to_text(m.group(1)), text)
    text = INLINE.sub(lambda m: latex_to_text(m.group(1)), text)
    if "$" in text:
        raise LatexError(f"line {line}: an unmatched $ in: {text}")
    return text.replace("\x00DOLLAR\x00", "$"), display


# --- headings ----------------------------------------------------------------------------------

HEADING = re.compile(r"^(?:_)?([\"“]?[A-Z][A-Z0-9 ,.'\"“”&!-]*?[A-Z\"”])(?:_)?\.?$")
SMALL_WORDS = {"a", "an", "and", "the", "of", "to", "in", "on", "or", "for", "by", "with", "at", "into", "as"}


def quoted(text: str, line: int = 0) -> str:
    """A piece of the book's text as the pages print it, to quote: whitespace squashed, `--` as its
    dashes, its LaTeX as 2½, × and 9⁄47 (a piece of a formula without its $ signs too)."""
    text = dashes(re.sub(r"\s+", " ", text).strip())
    try:
        text, _ = latex(text, line)
    except LatexError:
        pass
    if "\\" in text or "$" in text:
        try:
            text = latex_to_text(text.replace("$", ""))
        except LatexError:
            pass
    return text


def is_heading(line: str) -> bool:
    s = line.strip()
    m = HEADING.match(s)
    return bool(m) and sum(c.isalpha() for c in s) >= 3 and not re.match(r"^\d", s)


def heading_text(line: str) -> str:
    s = line.strip().strip("_").rstrip(".").strip("_")
    return s


def title_case(s: str) -> str:
    out = []
    for i, w in enumerate(s.split()):
        lw = w.lower()
        if i and lw in SMALL_WORDS:
            out.append(lw)
        else:
            out.append("-".join(p[:1].upper() + p[1:] for p in lw.split("-")) if not lw.startswith(("\"", "“")) else lw[0] + lw[1:2].upper() + lw[2:])
    return " ".join(out)


def slug(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


# --- joining paragraphs split at a page break -----------------------------------------------------

CLOSING = tuple(".!?:;\"'”’)—]}|")


def wants_join(prev: str, nxt: str) -> bool:
    """A line that ends without closing punctuation, followed by one that starts in lower case."""
    p, n = prev.rstrip(), nxt.lstrip()
    if not p or not n:
        return False
    return not p.endswith(CLOSING) and n[0].islower()


def join(prev: str, nxt: str, line: int, ledger: Ledger) -> str:
    p, n = prev.rstrip(), nxt.lstrip()
    if p.endswith("-") and not p.endswith("--") and re.search(r"[a-z]-$", p):
        head = re.search(r"(\S+)-$", p).group(1)
        tail = re.match(r"(\S+)", n).group(1)
        word = head + tail
        ledger.add("hyphen-join", line, f"{head}- {tail}", word)
        return p[:-1] + n
    return p + " " + n


# --- typography: the titles of papers, small capitals -------------------------------------------------

# The periodicals the books name, set in italics as the book itself sets some of them (*Field*,
# *Spirit of the Times*, *The Bazaar*); the OCR lost the italics of the others. "the Field" only
# after "the" (the newspaper, never a field of play).
PERIODICALS = re.compile(r"(?<![*\w])(Spirit of the Times|New York Sunday Sun|New York Sun|(?<=the )Field)(?![*\w])")


def periodicals(text: str, line: int, ledger: Ledger) -> str:
    """The titles of papers in italics: the Spirit of the Times -> the *Spirit of the Times*."""

    def fix(m: re.Match) -> str:
        ledger.add("italics", line, m.group(0), f"*{m.group(0)}*")
        return f"*{m.group(0)}*"

    return PERIODICALS.sub(fix, text)


# A run-in head: a paragraph that begins with words in capitals and a full stop before its dash
# ("PAIRS.—A player ...", "FIFTEEN or THIRTY-ONE.—"): the scrape's capitals for the book's small capitals.
RUN_IN = re.compile(r"^([A-Z][A-Z'’-]+(?:,? (?:[A-Z][A-Z'’-]+|or))*\.)(?=—)")


def run_in_head(text: str, line: int, ledger: Ledger) -> str:
    """PAIRS.— -> <span class="hoyle-sc">Pairs.</span>— (set in small capitals by the style sheet)."""

    def fix(m: re.Match) -> str:
        words = " ".join(w.lower() if i and w.lower() in SMALL_WORDS else w[:1] + w[1:].lower()
                         for i, w in enumerate(m.group(1).split(" ")))
        ledger.add("small-caps", line, m.group(1), words)
        return f'<span class="hoyle-sc">{words}</span>'

    return RUN_IN.sub(fix, text)


# A name the General Index sets in small capitals and the OCR gives in full capitals ("Errors in calculations,
# BLACKBRIDGE", "DICK & FITZGERALD'S \"Hoyle\"", "DE LA RUE'S"): words of two capitals or more, with a possessive,
# joined by a space or "&"; never a roman numeral, nor inside a [[p N]] link.
INDEX_NAME = re.compile(r"\[\[[^\]]*\]\]|\b[A-Z]{2,}(?:['’]S)?\b(?:(?: & | )[A-Z]{2,}(?:['’]S)?\b)*")


def index_names(text: str, line: int, ledger: Ledger) -> str:
    """BLACKBRIDGE -> <span class="hoyle-sc">Blackbridge</span>, as the Bibliography sets the same names."""

    def fix(m: re.Match) -> str:
        caps = m.group(0)
        if caps.startswith("[[") or re.fullmatch(r"[IVXLCDM]+", caps):
            return caps
        words = re.sub(r"(?<!['’])[A-Z]+", lambda w: w.group(0)[:1] + w.group(0)[1:].lower(), caps).replace("'S", "'s").replace("’S", "’s")
        ledger.add("small-caps", line, caps, words)
        return f'<span class="hoyle-sc">{words}</span>'

    return INDEX_NAME.sub(fix, text)


# The corrections of the errata, marked in a paragraph's text until it is rendered: MARK_OPEN, one
# private-use character per fix (FIX_BASE + the fix's index), the new reading, MARK_CLOSE.
MARK_OPEN, MARK_CLOSE, FIX_BASE = "\ue000", "\ue001", 0xE100
MARKS = re.compile("[\ue000\ue001\ue100-\uf8ff]")


RULE_CHECKS = {
    "italics": lambda b, a: a == f"*{b}*",
    "verse": lambda b, a: b == a == "",
    "small-caps": lambda b, a: b.lower() == a.lower(),
    "censor-dots": lambda b, a: b.replace(".", "") == a and "." in b,
    "jack-pot": lambda b, a: a.replace("-", "") == b,
    "hyphen-join": lambda b, a: b.replace("- ", "") == a,
}

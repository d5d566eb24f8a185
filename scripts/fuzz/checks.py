"""What every answer of the engine's facade must be, whatever it was sent (`problems_of`): no raise, no "internal",
JSON and UTF-8; a refusal with a code and a message holding no raw invisible character and no more than
ECHO_RUN characters of the input; HTML with nothing from the input made into markup, and no raw bidi control;
an answer within its budget (BUDGETS); JSON text judged by what it really is; and its case's own rule
(fields.py, `expect_problems`)."""

from __future__ import annotations

import json
import sys
import unicodedata
from html.parser import HTMLParser

from hoyle.inputs import MAX_DEPTH, MAX_JSON_CHARS

from .fields import expect_problems
from .hostile import BIDI, MARKER

ECHO_RUN = 60  # the most consecutive characters of the input a message may hold (echo quotes 40)
LONGEST_MESSAGE = 1000
IN_PYODIDE = sys.platform == "emscripten"
# Seconds a request may take, by whether it was accepted: wall seconds in Pyodide, where every accepted request
# must be answered within 1 s (issue 42), and CPU seconds in CPython, half as much (Pyodide takes two to three
# times CPython's, scripts/bench/parts.py; a refusal takes 0.05 s at most).
BUDGETS = {"accepted": 1.0, "refused": 1.0} if IN_PYODIDE else {"accepted": 0.5, "refused": 0.5}

# The tags the widgets write; anything else in an answer's HTML came from the input.
TAGS = {
    "a", "blockquote", "br", "button", "caption", "cite", "code", "details", "div", "em", "g", "h3", "kbd", "label",
    "li", "line", "ol", "p", "progress", "rect", "section", "span", "strong", "summary", "svg", "table", "tbody", "td",
    "text", "th", "thead", "tr", "ul",
}
_BIDI = frozenset(BIDI)


class _HtmlCheck(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in TAGS or MARKER in tag:
            self.problems.append(f"a <{tag}> element")
        for name, value in attrs:
            if name.startswith("on") or MARKER in name:
                self.problems.append(f"a {name} attribute on <{tag}>")
            if name in ("href", "src", "action", "formaction") and (value or "").strip().lower().startswith("javascript:"):
                self.problems.append(f"a javascript: {name}")

    handle_startendtag = handle_starttag


def strings(value) -> list[str]:
    """Every string in a request (keys too)."""
    out, todo = [], [value]
    while todo:
        v = todo.pop()
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            out += [k for k in v if isinstance(k, str)]
            todo += list(v.values())
        elif isinstance(v, list):
            todo += v
    return out


def _quotes_a_run(message: str, texts) -> int:
    """The length of a run of more than ECHO_RUN characters of some input found in the message (0: none)."""
    windows = {message[i:i + ECHO_RUN + 1] for i in range(len(message) - ECHO_RUN)}
    for text in texts:
        if len(text) > ECHO_RUN and any(w in text for w in windows):
            n = ECHO_RUN + 1
            while any(message[i:i + n + 1] in text for i in range(len(message) - n)):
                n += 1
            return n
    return 0


def _raw_invisible(text: str) -> str | None:
    """The first character a reader cannot see (a control, format or unassigned one), as its code point (U+202E)."""
    for ch in text:
        if unicodedata.category(ch)[0] == "C" or unicodedata.category(ch) in ("Zl", "Zp"):
            return f"U+{ord(ch):04X}"
    return None


def _error_problems(err, inputs) -> list[tuple[str, str]]:
    if not isinstance(err, dict) or not isinstance(err.get("code"), str) or not isinstance(err.get("message"), str) \
            or not err["code"] or not err["message"].strip():
        return [("an error without a code or a message", json.dumps(err)[:80])]
    if err["code"] == "internal":
        return [("internal", "")]
    found = []
    msg = err["message"]
    if len(msg) > LONGEST_MESSAGE:
        found.append((f"a message of more than {LONGEST_MESSAGE:,} characters", f"{len(msg):,}"))
    raw = _raw_invisible(msg)
    if raw:
        kind = "a raw bidi control in a message" if chr(int(raw[2:], 16)) in _BIDI else "a raw invisible character in a message"
        found.append((kind, raw))
    if len(msg) > ECHO_RUN:
        run = _quotes_a_run(msg, inputs())
        if run:
            found.append((f"a message quotes more than {ECHO_RUN} characters of the input", f"{run} characters"))
    return found


def _nesting(text: str) -> int:
    """How deep a JSON text's lists and objects nest, its strings read as JSON reads them (an unterminated
    string runs to the end of the text, so brackets in it do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


SAFE_DEPTH = 100  # JSON the fuzzer parses itself: in Pyodide json.loads of text nested 10,000 deep is fatal, not a RecursionError


def parsed(text: str):
    """The text parsed as JSON (None if it is not JSON, or nested too deep for the fuzzer to parse it)."""
    if _nesting(text) > SAFE_DEPTH:
        return None
    try:
        return [json.loads(text)]
    except (ValueError, RecursionError):
        return None


def _is_json(text: str) -> bool:
    return parsed(text) is not None


def _text_problems(text: str, answer: dict) -> list[tuple[str, str]]:
    """What is wrong with the answer to a JSON text, by what the text really is."""
    err = answer.get("error")
    if not isinstance(err, dict):
        if _nesting(text) > MAX_DEPTH:
            return [("accepted text nested too deep", f"nested {_nesting(text)} deep")]
        return [] if _is_json(text) else [("accepted text that is not JSON", "")]
    code, msg = err.get("code"), str(err.get("message"))
    if code == "too-large" and "deep" in msg and _nesting(text) <= MAX_DEPTH:
        return [("refused as nested too deep, though it is not", f"nested {_nesting(text)} deep")]
    if code == "too-large" and "characters long" in msg and len(text) <= MAX_JSON_CHARS:
        return [("refused for its length, though within the limit", f"{len(text):,} characters")]
    if code == "bad-json" and _is_json(text):
        return [("refused valid JSON as not JSON", msg[:60])]
    return []


def problems_of(answer, html: str | None, out_text: str | None, seconds: float, inputs, text: str | None = None,
                expect: str = "") -> list[tuple[str, str]]:
    """What is wrong with one answer, as (kind, detail) pairs (none, if all is well). `inputs` gives the
    strings of the request when asked (a message is checked against them); `text` is the JSON text sent."""
    if not isinstance(answer, dict):
        return [("the answer is not an object", str(answer)[:80])]
    found = []
    if "error" in answer:
        found += _error_problems(answer["error"], inputs)
    try:
        json.dumps(answer, allow_nan=False)
    except (TypeError, ValueError) as e:
        found.append(("the answer is not JSON", str(e)[:80]))
    if out_text is not None:
        try:
            out_text.encode("utf-8")
        except UnicodeEncodeError:
            found.append(("a lone surrogate in the output (not UTF-8)", ""))
    if html is not None:
        check = _HtmlCheck()
        check.feed(html)
        found += [("markup from the input in the HTML", p) for p in dict.fromkeys(check.problems)]
        bidi = next((ch for ch in html if ch in _BIDI), None)
        if bidi:
            found.append(("a raw bidi control in the HTML", f"U+{ord(bidi):04X}"))
    accepted = "error" not in answer
    budget = BUDGETS["accepted" if accepted else "refused"]
    if seconds > budget:
        found.append((f"over the time budget ({'accepted' if accepted else 'refused'}, {budget:g} s)", f"{seconds:.2f} s"))
    if text is not None:
        found += _text_problems(text, answer)
    return found + expect_problems(expect, answer)

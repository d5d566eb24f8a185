"""Fuzz the engine's facade as a hostile reader would: every field of every op and widget, JSON text, streams.

The cases are made in `fuzz_cases.py` and `fuzz_fields.py` (beside this script), from a seed: the defects
of issues 25 and 42 first (the landmarks), then each family in its share: widgets' forms with fields changed; ops' own requests
with fields changed; a sweep of every field of every op (nested ones included) and of every widget's
form through values that are not text (numbers, null, true, 1.5, -0.0, objects, lists of non-strings,
nested lists, the field left out); a sweep of every text field through bidi controls, invisible,
combining and look-alike characters, markup and long runs; custom simulator strategies with hostile
names; the stream ops in and out of order; JSON text attacks (unterminated strings, escaped quotes,
brackets inside strings, deep nesting, texts at the size limit); junk; every op's request in each of its
modes with a field that does not apply, a key misspelt at any depth, null in any field, a bad card in a
field of cards, a card in two places; and impossible game states and the smallest packs the rules allow.

Each request goes through `hoyle.web.respond` (the worker's call), `hoyle.api.handle` or
`hoyle.api.handle_json` (the command line's), is timed (CPU time of the thread in CPython), and
must:

- not raise; not answer "internal"; give JSON (and text that is UTF-8, with no lone surrogate);
- when it refuses, give a code and a non-empty message, with no raw invisible character (no U+202E)
  and no more than 60 consecutive characters of the input (hoyle.quote.echo quotes 40);
- give HTML with no element or attribute made from the input (the input's markup carries a marker);
  no raw bidi control in it either;
- answer within the budget: BUDGETS, CPU seconds (wall seconds in Pyodide), for a request accepted or refused;
- meet its case's own rule (`fuzz_fields.expect_problems`): a field that does not apply, a misspelt key,
  null, an impossible game state refused, naming the field, the key or "null"; a bad card's refusal
  naming its field;
- when it is accepted, agree with its own figures (`fuzz_fields.answer_problems`): no card in two places;
  at peg-advice no Go after thirty-one and no more cards than the hands hold; a five-card target out of
  the pack; stud-chances' "beats", with no card to come, the chance of beating his hand; no sampled
  interval collapsed to a point;
- for JSON text: refuse as too deep only text nested too deep (strings read as JSON reads them),
  refuse as too long only text over the limit, refuse as not JSON only text that is not;
- for the stream ops: refuse a next part for a sid that is unknown, ended or stopped, and a sid of the
  wrong type or a "stream" that is not true or false, naming "sid" or "stream"; a stop of a stream that
  is not open answers {"stopped": true}, as the first stop did (a page's Stop may cross the last part).

The report gives, per op, the requests, how many were accepted and refused, the failures, and the
slowest accepted and refused request with its time; then the failures by kind, each with a reproducer
made as small as it will go (printed as JSON, escaped; a long text as a Python expression).

    python -m scripts.fuzz_engine --cases 100000 --seed 1            # the long run
    python -m scripts.fuzz_engine --cases 20000 --pyodide            # then the slowest cases, with a sample, in Pyodide
    python -m scripts.fuzz_engine --cases 15000 --families typed     # one family (or a few, by commas)
    HOYLE_PYSRC=/tmp/old/pysrc PYTHONPATH=/tmp/old/pysrc python -m scripts.fuzz_engine   # another tree of the engine (git archive of a commit)

A request still busy after HANG_SECONDS is stopped (a signal, in CPython's main thread) and reported as
hung; it is not run again in Pyodide.

--pyodide runs, after the CPython run, the slowest accepted and refused cases of each op, the
landmarks and a sample of the rest inside Pyodide under Node (scripts/fuzz_pyodide.mjs, on the
engine's source in pysrc/, or --wheel for the wheel the site ships) and reports the same per op.
`tests/properties/test_fuzz.py` runs 6,000 cases.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import heapq
import json
import random
import signal
import statistics
import subprocess
import sys
import threading
import time
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

if __package__:  # python -m scripts.fuzz_engine
    from .fuzz_cases import BIDI, FAMILIES, MARKER, Case, Cases, forms, landmarks, resolve_sid
    from .fuzz_fields import answer_problems, expect_problems, landmarks as landmarks_42
else:  # inside Pyodide, where fuzz_pyodide.mjs puts this file, fuzz_cases.py and fuzz_fields.py side by side
    from fuzz_cases import BIDI, FAMILIES, MARKER, Case, Cases, forms, landmarks, resolve_sid
    from fuzz_fields import answer_problems, expect_problems, landmarks as landmarks_42

from hoyle import api, web
from hoyle.inputs import MAX_DEPTH, MAX_JSON_CHARS

__all__ = ["BUDGETS", "Case", "Tally", "forms", "fuzz", "run_case", "run_saved", "summary"]

ECHO_RUN = 60  # the most consecutive characters of the input a message may hold (echo quotes 40)
LONGEST_MESSAGE = 1000
IN_PYODIDE = sys.platform == "emscripten"
# Seconds a request may take, by whether it was accepted: wall seconds in Pyodide, where every accepted request
# must be answered within 1 s (issue 42), and CPU seconds in CPython, half as much (Pyodide takes two to three
# times CPython's, scripts/bench/parts.py; a refusal takes 0.05 s at most).
BUDGETS = {"accepted": 1.0, "refused": 1.0} if IN_PYODIDE else {"accepted": 0.5, "refused": 0.5}
_clock = time.perf_counter if IN_PYODIDE else time.thread_time
HANG_SECONDS = 60.0  # a request still busy after this long is stopped (CPython's main thread), a failure of its own

# The tags the widgets write; anything else in an answer's HTML came from the input.
TAGS = {
    "a", "blockquote", "br", "button", "caption", "cite", "code", "details", "div", "em", "g", "h3", "kbd", "label",
    "li", "line", "ol", "p", "progress", "rect", "section", "span", "strong", "summary", "svg", "table", "tbody", "td",
    "text", "th", "thead", "tr", "ul",
}
_BIDI = frozenset(BIDI)


# --- what every answer must be ------------------------------------------------------------------------


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


def _parsed(text: str):
    """The text parsed as JSON (None if it is not JSON, or nested too deep for the fuzzer to parse it)."""
    if _nesting(text) > SAFE_DEPTH:
        return None
    try:
        return [json.loads(text)]
    except (ValueError, RecursionError):
        return None


def _is_json(text: str) -> bool:
    return _parsed(text) is not None


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


# --- sending the cases ----------------------------------------------------------------------------------


@dataclass
class Outcome:
    op: str
    accepted: bool
    seconds: float
    problems: list[tuple[str, str]]
    how: str
    request: object


def op_of(request) -> str:
    """The op a request asks (its group in the report): "json text" for text, "junk" for no op known."""
    if isinstance(request, str):
        return "json text"
    if isinstance(request, dict):
        op = request.get("op")
        if isinstance(op, str) and (op in api.OPERATIONS or op.startswith("stream-")):
            return op
    return "junk"


class _Hung(BaseException):
    """Raised into a request busy for HANG_SECONDS (a BaseException, so the facade's `except Exception` lets it by)."""


def _ring(signum, frame):
    raise _Hung


@contextmanager
def _watchdog():
    """Stop the request inside after HANG_SECONDS, where a signal can (CPython's main thread)."""
    if IN_PYODIDE or not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGALRM, _ring)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, before)


def _call(how: str, request, text: str | None) -> tuple[object, str | None, str | None, float]:
    """(answer, html, output text, seconds) of one request by one route."""
    if how == "handle":
        start = _clock()
        answer = api.handle(request)
        return answer, None, None, _clock() - start
    fn = api.handle_json if how == "handle_json" else web.respond
    sent = text if text is not None else json.dumps(request)
    start = _clock()
    out = fn(sent)
    seconds = _clock() - start
    reply = json.loads(out)
    return (reply, None, out, seconds) if how == "handle_json" else (reply["answer"], reply["html"], out, seconds)


def _send(how: str, request, op: str, expect: str = "") -> tuple[Outcome, object]:
    """One request by one route, timed and checked; the outcome and the answer."""
    text = request if isinstance(request, str) else None
    try:
        with _watchdog():
            answer, html, out, seconds = _call(how, request, text)
    except _Hung:
        return Outcome(op, False, HANG_SECONDS, [("hung", f"stopped after {HANG_SECONDS:g} s")], how, request), None
    except Exception as e:  # the one thing that must never happen
        return Outcome(op, False, 0.0, [("raised", f"{type(e).__name__}: {str(e)[:100]}")], how, request), None

    def inputs():
        found = strings(request)
        if text is not None:
            found += strings(_parsed(text))
        return found

    problems = problems_of(answer, html, out, seconds, inputs, text, expect) + answer_problems(request, answer)
    return Outcome(op, isinstance(answer, dict) and "error" not in answer, seconds, problems, how, request), answer


def _follow(request: dict, sid) -> list[Outcome]:
    """A stream started by a widget's request: two more parts, then a stop."""
    outcomes = []
    for step in range(3):
        nxt = {"op": "stream-stop" if step == 2 else "stream-next", "sid": sid, "view": request.get("view")}
        outcome, answer = _send("respond", nxt, f"{op_of(request)} (part)")
        outcomes.append(outcome)
        if not isinstance(answer, dict) or answer.get("done") or "error" in answer:
            break
    return outcomes


def _run_stream(steps: list[dict]) -> list[Outcome]:
    outcomes, sid = [], None
    for step in steps:
        request = resolve_sid(step["request"], sid)
        outcome, answer = _send("respond", request, op_of(request), step.get("expect", ""))
        outcomes.append(outcome)
        if sid is None and isinstance(answer, dict) and type(answer.get("sid")) is int:
            sid = answer["sid"]
    if sid is not None:  # leave no stream open
        web.streams.STREAMS.forget(sid)
    return outcomes


def run_case(case: Case) -> list[Outcome]:
    """Send one case (a stream's steps in order; a widget's stream followed by its next parts and a stop);
    an outcome for each request."""
    if case.how == "stream":
        return _run_stream(case.request)
    op = op_of(case.request)
    if case.how == "json":
        return [_send("handle_json", case.request, op)[0], _send("respond", case.request, op)[0]]
    outcome, answer = _send(case.how, case.request, op, case.expect)
    sid = answer.get("sid") if isinstance(answer, dict) else None
    if case.how == "respond" and type(sid) is int:
        return [outcome] + _follow(case.request, sid)
    return [outcome]


# --- the tally ------------------------------------------------------------------------------------------


@dataclass
class OpStats:
    requests: int = 0
    accepted: int = 0
    failures: int = 0
    seconds: list[float] = field(default_factory=list)
    slowest: dict = field(default_factory=dict)  # "accepted" / "refused" -> (seconds, how, request)


@dataclass
class Failure:
    count: int
    case: Case
    outcome: Outcome
    shrunk: Case | None = None


class Tally:
    """What a run found: per op its requests and times, the failures by kind and op (the first case of
    each kept), the slowest cases of each op and a sample of all (for the Pyodide run)."""

    KEEP = 3  # slowest cases kept per op and verdict
    SAMPLE = 200

    def __init__(self, seed: int = 0):
        self.cases = 0
        self.ops: dict[str, OpStats] = {}
        self.failures: dict[str, dict[tuple[str, str], Failure]] = {}  # kind -> (op, the place a sweep changed) -> the first
        self._slow: dict[tuple[str, bool], list] = {}
        self.sample: list[Case] = []
        self._rng = random.Random(seed)
        self.coverage: dict = {}
        self.seconds = 0.0
        self.hung: list[Case] = []

    def add(self, case: Case, outcomes: list[Outcome]) -> None:
        self.cases += 1
        for o in outcomes:
            stats = self.ops.setdefault(o.op, OpStats())
            stats.requests += 1
            stats.accepted += o.accepted
            stats.seconds.append(o.seconds)
            verdict = "accepted" if o.accepted else "refused"
            if o.seconds > stats.slowest.get(verdict, (-1,))[0]:
                stats.slowest[verdict] = (o.seconds, o.how, o.request)
            if o.problems:
                stats.failures += 1
            for kind, _ in dict.fromkeys(o.problems):
                by_place = self.failures.setdefault(kind, {})
                key = (o.op, case.note.partition(" = ")[0] if case.family in ("typed", "hostile") else "")
                if key in by_place:
                    by_place[key].count += 1
                else:
                    by_place[key] = Failure(1, case, o)
        if any(k == "hung" for o in outcomes for k, _ in o.problems):
            self.hung.append(case)  # not to be run again in Pyodide, where nothing stops it
            return
        self._keep_slow(case, outcomes)
        if len(self.sample) < self.SAMPLE:
            self.sample.append(case)
        elif self._rng.random() < self.SAMPLE / self.cases:
            self.sample[self._rng.randrange(self.SAMPLE)] = case

    def _keep_slow(self, case: Case, outcomes: list[Outcome]) -> None:
        for o in outcomes:
            heap = self._slow.setdefault((o.op, o.accepted), [])
            item = (o.seconds, self.cases, case)
            if len(heap) < self.KEEP:
                heapq.heappush(heap, item)
            elif o.seconds > heap[0][0]:
                heapq.heapreplace(heap, item)

    def slowest_cases(self) -> list[Case]:
        """The slowest cases of every op, accepted and refused, each once."""
        seen, out = set(), []
        for heap in self._slow.values():
            for _, n, case in sorted(heap, reverse=True):
                if n not in seen:
                    seen.add(n)
                    out.append(case)
        return out

    def failed(self) -> int:
        return sum(s.failures for s in self.ops.values())


def fuzz(cases: int, seed: int, tally: Tally | None = None, progress=None, families=None) -> Tally:
    """Run `cases` cases made from `seed` (the landmarks first; only the `families` named, if given);
    what they found."""
    tally = tally or Tally(seed)
    source = Cases(seed, families=families)
    start = time.perf_counter()
    for n in range(cases):
        if n % 1000 == 0:
            gc.freeze()  # the fuzzer's own objects out of the collector's way: a request's time is the engine's
        case = next(source)
        tally.add(case, run_case(case))
        if progress and (n + 1) % 10_000 == 0:
            progress(f"{n + 1:,} cases, {time.perf_counter() - start:.0f} s, {tally.failed():,} failing requests")
    tally.coverage = source.coverage()
    tally.seconds = time.perf_counter() - start
    return tally


# --- reproducers, made small -----------------------------------------------------------------------------


def _fails(case: Case, kind: str, op: str) -> bool:
    return any(o.op == op and any(k == kind for k, _ in o.problems) for o in run_case(case))


def _smaller(value):
    """Smaller versions of a request (or of its text), the boldest first."""
    if isinstance(value, str):
        n = len(value)
        for size in (n // 2, n // 4, n // 16, 1):
            if size:
                for i in range(0, n, size):
                    yield value[:i] + value[i + size:]
    elif isinstance(value, dict):
        for key in value:
            if key != "op":
                yield {k: v for k, v in value.items() if k != key}
        for key, v in value.items():
            for smaller in _smaller(v):
                yield {**value, key: smaller}
    elif isinstance(value, list):
        if len(value) > 1:
            yield value[: len(value) // 2]
            yield value[len(value) // 2:]
        for i in range(len(value)):
            yield value[:i] + value[i + 1:]
        for i, v in enumerate(value):
            for smaller in _smaller(v):
                yield value[:i] + [smaller] + value[i + 1:]


def shrink(case: Case, kind: str, op: str, tries: int = 400) -> Case:
    """The case made as small as it will go while it still fails in the same way (not a stream's steps,
    nor a case that is only slow: each try would be as slow)."""
    if kind.startswith("over the time budget") or kind == "accepted a value of the wrong type":
        return case  # only slow (each try as slow), or wrong only for the value at its place (kept whole)
    current = case
    while tries > 0:
        smallers = _smaller(current.request) if case.how != "stream" else (
            current.request[:i] + current.request[i + 1:] for i in range(1, len(current.request)))  # a stream's steps, its start kept
        for smaller in smallers:
            tries -= 1
            candidate = dataclasses.replace(current, request=smaller)
            if _fails(candidate, kind, op):
                current = candidate
                break
            if tries <= 0:
                break
        else:
            break
    return current


def _run_at(text: str, i: int) -> tuple[str, int]:
    """The longest run at i: a unit of up to 8 characters repeated 4 times or more (else the one character)."""
    best_unit, best_n = text[i:i + 1], 1
    for u in range(1, 9):
        unit = text[i:i + u]
        n = 1
        while text.startswith(unit, i + n * u):
            n += 1
        if n >= 4 and n * u > best_n * len(best_unit):
            best_unit, best_n = unit, n
    return best_unit, best_n


def _runs(text: str) -> list[tuple[str, int]]:
    """A text as (piece, times) runs, a run starting where it covers the most ('"' then '\\"' * 32767)."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(text):
        unit, n = _run_at(text, i)
        if n > 1 and i + 1 < len(text):
            later, m = _run_at(text, i + 1)
            if m > 1 and len(later) * m >= len(unit) * n:
                unit, n = text[i], 1
        if n == 1 and out and out[-1][1] == 1:
            out[-1] = (out[-1][0] + unit, 1)
        else:
            out.append((unit, n))
        i += len(unit) * n
    return out


def _py(value) -> str:
    """A value as a Python expression, long texts as runs ('"' + '\\\\"' * 32767)."""
    if isinstance(value, str):
        if len(value) <= 80:
            return json.dumps(value)
        return " + ".join(json.dumps(piece) + (f" * {n}" if n > 1 else "") for piece, n in _runs(value)) or '""'
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)}: {_py(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_py(v) for v in value) + "]"
    return repr(value)


def reproducer(how: str, request) -> str:
    """How to send a request again: the route and the request as JSON (escaped), or, when that is long,
    as a Python expression."""
    route = {"handle": "api.handle", "handle_json": "api.handle_json", "respond": "web.respond", "json": "api.handle_json / web.respond",
             "stream": "web.respond, in turn"}[how]
    text = json.dumps(request, ensure_ascii=True)
    if len(text) <= 400:
        return f"{route}: {text}"
    return f"{route} (Python): {_py(request).encode('ascii', 'backslashreplace').decode()}"


# --- the report --------------------------------------------------------------------------------------------


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:,.1f}"


def op_rows(tally: Tally) -> list[dict]:
    """Per op: requests, accepted, refused, failures, median and slowest times with their requests."""
    rows = []
    for op in sorted(tally.ops):
        s = tally.ops[op]
        row = {"op": op, "requests": s.requests, "accepted": s.accepted, "refused": s.requests - s.accepted, "failures": s.failures,
               "median_ms": 1000 * statistics.median(s.seconds)}
        for verdict in ("accepted", "refused"):
            if verdict in s.slowest:
                seconds, how, request = s.slowest[verdict]
                row["slowest_" + verdict] = {"ms": 1000 * seconds, "request": reproducer(how, request)}
        rows.append(row)
    return rows


def table(rows: list[dict], title: str) -> list[str]:
    lines = [title, f"{'op':<18}{'requests':>10}{'accepted':>10}{'refused':>10}{'failures':>10}{'median ms':>11}"
                    f"{'slowest accepted ms':>21}{'slowest refused ms':>20}"]
    for r in rows:
        acc, ref = r.get("slowest_accepted"), r.get("slowest_refused")
        slow = [f"{x['ms']:,.1f}" if x else "-" for x in (acc, ref)]
        lines.append(f"{r['op']:<18}{r['requests']:>10,}{r['accepted']:>10,}{r['refused']:>10,}{r['failures']:>10,}{r['median_ms']:>11.2f}"
                     f"{slow[0]:>21}{slow[1]:>20}")
    return lines


def _short(text: str, most: int = 240) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def slowest_lines(rows: list[dict]) -> list[str]:
    lines = ["Slowest requests:"]
    for r in rows:
        for verdict in ("accepted", "refused"):
            slow = r.get("slowest_" + verdict)
            if slow:
                lines.append(f"  {r['op']}, {verdict}, {slow['ms']:,.1f} ms: {_short(slow['request'])}")
    return lines


def failure_groups(tally: Tally, make_small: bool = True) -> list[dict]:
    """The failures by kind: the count, and for each op (and each place a sweep changed) the count and
    a reproducer (made small)."""
    groups = []
    for kind, by_place in sorted(tally.failures.items(), key=lambda kv: -sum(f.count for f in kv[1].values())):
        entries = []
        for (op, place), f in sorted(by_place.items(), key=lambda kv: -kv[1].count):
            if make_small and f.shrunk is None:
                f.shrunk = shrink(f.case, kind, op)
            case = f.shrunk or f.case
            detail = next((d for k, d in f.outcome.problems if k == kind), "")
            request = case.request if case.how == "stream" or case is not f.case else f.outcome.request
            how = case.how if case.how == "stream" or case is not f.case else f.outcome.how
            if place:  # the place and the value the sweep put there say more than the rule broken
                detail = f.case.note
            entries.append({"op": op, "place": place, "count": f.count, "detail": detail, "reproducer": reproducer(how, request)})
        groups.append({"kind": kind, "count": sum(e["count"] for e in entries), "ops": entries})
    return groups


SHOWN = 20  # reproducers shown for one kind of failure


def failure_lines(groups: list[dict]) -> list[str]:
    if not groups:
        return ["No failures."]
    lines = ["Failures by kind (a reproducer for each op, and each field a sweep changed, made small):"]
    for g in groups:
        counts: dict[str, int] = {}
        for e in g["ops"]:
            counts[e["op"]] = counts.get(e["op"], 0) + e["count"]
        lines.append(f"  {g['kind']}: {g['count']:,} ({', '.join(f'{op} {n:,}' for op, n in counts.items())})")
        for e in g["ops"][:SHOWN]:
            where = e["op"] + (f" ({e['detail']})" if e["detail"] else "")
            lines.append(f"    {where}, {e['count']:,}: {_short(e['reproducer'], 600)}")
        if len(g["ops"]) > SHOWN:
            lines.append(f"    and {len(g['ops']) - SHOWN} more")
    return lines


def summary(tally: Tally, title: str = "", make_small: bool = True) -> str:
    """The report of a run: the table per op, the slowest requests, the failures by kind, the sweeps' coverage."""
    requests = sum(s.requests for s in tally.ops.values())
    head = title or f"{tally.cases:,} cases, {requests:,} requests, {tally.seconds:,.0f} s; {tally.failed():,} failing requests"
    budgets = ", ".join(f"{k} {v:g} s" for k, v in BUDGETS.items())
    rows = op_rows(tally)
    lines = [head, f"Time budgets ({'wall' if IN_PYODIDE else 'CPU'} seconds a request): {budgets}", ""]
    lines += table(rows, "Per op (json text: each text through handle_json and respond):") + [""] + slowest_lines(rows) + [""]
    lines += failure_lines(failure_groups(tally, make_small))
    if tally.coverage:
        lines += [""] + [f"The {k} sweep: {done:,} of {of:,} (field, value) pairs asked; {'every one' if done >= places else 'not every one'} "
                         f"of its {places:,} fields met" for k, (done, of, places) in tally.coverage.items()]
    return "\n".join(lines)


# --- Pyodide ------------------------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def run_saved(cases_path: str, out_path: str) -> None:
    """Inside Pyodide (scripts/fuzz_pyodide.mjs): run the cases saved as JSON and write the report's
    figures as JSON (no reproducer made small: a Pyodide run is for the times)."""
    with open(cases_path, encoding="ascii") as f:
        saved = json.load(f)
    tally = Tally()
    start = time.perf_counter()
    for c in saved:
        case = Case(**c)
        tally.add(case, run_case(case))
    tally.seconds = time.perf_counter() - start
    figures = {"python": sys.version.split()[0], "cases": tally.cases, "seconds": tally.seconds, "budgets": BUDGETS,
               "ops": op_rows(tally), "failures": failure_groups(tally, make_small=False)}
    with open(out_path, "w", encoding="ascii") as f:
        json.dump(figures, f, ensure_ascii=True)


def pyodide_cases(tally: Tally) -> list[Case]:
    """The cases to run in Pyodide: the landmarks, the slowest of each op (accepted and refused), a sample."""
    key_of = lambda case: json.dumps(dataclasses.asdict(case), ensure_ascii=True)  # noqa: E731
    out, seen = [], {key_of(case) for case in tally.hung}
    for case in landmarks() + landmarks_42() + tally.slowest_cases() + tally.sample:
        key = key_of(case)
        if key not in seen:
            seen.add(key)
            out.append(case)
    return out


def run_pyodide(cases: list[Case], wheel: bool = False) -> dict:
    """Run the cases inside Pyodide under Node; the figures."""
    folder = ROOT / "build" / "fuzz"
    folder.mkdir(parents=True, exist_ok=True)
    saved, out = folder / "pyodide-cases.json", folder / "pyodide-figures.json"
    saved.write_text(json.dumps([dataclasses.asdict(c) for c in cases], ensure_ascii=True), encoding="ascii")
    cmd = ["node", str(ROOT / "scripts" / "fuzz_pyodide.mjs"), "--cases", str(saved), "--out", str(out)] + (["--wheel"] if wheel else [])
    print(f"running {len(cases):,} cases in Pyodide: {' '.join(cmd)}", file=sys.stderr)
    subprocess.run(cmd, cwd=ROOT, check=True, timeout=7200)
    return json.loads(out.read_text(encoding="ascii"))


def pyodide_report(figures: dict) -> str:
    rows = figures["ops"]
    budgets = ", ".join(f"{k} {v:g} s" for k, v in figures["budgets"].items())
    lines = [f"Pyodide (Python {figures['python']}, under Node): {figures['cases']:,} cases in {figures['seconds']:,.0f} s; "
             f"budgets (wall seconds a request): {budgets}", ""]
    lines += table(rows, "Per op:") + [""] + slowest_lines(rows) + [""] + failure_lines(figures["failures"])
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true", help="then run the slowest cases, the landmarks and a sample in Pyodide")
    parser.add_argument("--wheel", action="store_true", help="in Pyodide, the wheel the site ships (docs/assets/engine/), not pysrc/")
    parser.add_argument("--families", help=f"only these families of cases, by commas ({', '.join(FAMILIES)})")
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    args = parser.parse_args(argv)
    families = args.families.split(",") if args.families else None
    if families and set(families) - set(FAMILIES):
        parser.error(f"the families are {', '.join(FAMILIES)}")
    tally = fuzz(args.cases, args.seed, progress=lambda s: print(s, file=sys.stderr, flush=True), families=families)
    print(f"seed {args.seed}")
    print(summary(tally))
    figures = {"cpython": {"ops": op_rows(tally), "failures": failure_groups(tally), "cases": tally.cases, "seconds": tally.seconds}}
    failed = tally.failed() > 0
    if args.pyodide:
        figures["pyodide"] = run_pyodide(pyodide_cases(tally), args.wheel)
        print()
        print(pyodide_report(figures["pyodide"]))
        failed = failed or any(figures["pyodide"]["failures"])
    if args.json:
        Path(args.json).write_text(json.dumps(figures, ensure_ascii=True, indent=1), encoding="ascii")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

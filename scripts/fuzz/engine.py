"""The cases sent to the engine's facade, and what a run found. Each request goes through `hoyle.web.respond`
(the worker's call), `hoyle.api.handle` or `hoyle.api.handle_json` (the command line's) by `_call`, is timed
(CPU time of the thread in CPython, wall time in Pyodide), stopped after HANG_SECONDS where a signal can, and
checked (checks.py, and fields.py's `answer_problems`): `run_case` sends one case (a stream's steps in order, a
widget's stream followed by its next parts and a stop), `Tally` keeps what a run found, `fuzz` runs one.

Every request of a case is sent through `_call`, looked up in this module when it is called (a caller may put
its own in its place, to see every request and answer)."""

from __future__ import annotations

import gc
import heapq
import json
import random
import signal
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

from hoyle import api, web

from .case import Case, resolve_sid
from .cases import Cases
from .checks import IN_PYODIDE, parsed, problems_of, strings
from .fields import answer_problems

_clock = time.perf_counter if IN_PYODIDE else time.thread_time
HANG_SECONDS = 60.0  # a request still busy after this long is stopped (CPython's main thread), a failure of its own


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
            found += strings(parsed(text))
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


# --- the tally -------------------------------------------------------------------------------------------


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

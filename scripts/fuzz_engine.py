"""Fuzz the engine's facade as a hostile reader would: every widget's every field, every op, and junk.

Every widget of the site (the ```hoyle fences of docs/tools/) is rendered as at build time, and its
form read from that HTML: the fields it sends (text, number, choice, checkbox, house rules), their
starting values and the fixed keys. Each case starts from a widget's request or an op's own request
and changes one to three fields to values from a pool: markup, look-alike and invisible characters,
numbers as text (huge, negative, superscript, full-width), wrong types, long text, and the other
fields' values; some cases are junk (wrong types for op, view and sid; JSON nested deep; huge
lists), and the simulator's cases are run as streams, part by part, then stopped.

Each case goes through `hoyle.web.respond` (the worker's call; forms) or `hoyle.api.handle` and
`handle_json` (the command line's), and must: not raise; not answer "internal"; give JSON; give
HTML with no element or attribute that came from the input (only the tags the widgets write, no
on* attribute, no javascript: link); quote no more than 40 characters of any input in a message;
take under 1 s of CPU. The cases are made in `fuzz_cases.py` (beside this script); this runs them
and checks the answers.

    python scripts/fuzz_engine.py --cases 100000 --seed 1   # the long run: a summary per op

`tests/properties/test_fuzz.py` runs 5,000 cases of it in `make test`.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass
from html.parser import HTMLParser

from fuzz_cases import case, forms  # first: it puts pysrc/ on the path

from hoyle import api, web

ECHO = 40  # the most characters of one input a message may quote
LIMIT_SECONDS = 1.0  # CPU time a request may take

# The tags the widgets write; anything else in an answer's HTML came from the input.
TAGS = {
    "a", "blockquote", "br", "button", "caption", "cite", "code", "details", "div", "em", "g", "h3", "kbd", "label",
    "li", "line", "ol", "p", "progress", "rect", "section", "span", "strong", "summary", "svg", "table", "tbody", "td",
    "text", "th", "thead", "tr", "ul",
}


# --- what every answer must be ------------------------------------------------------------------------


class _HtmlCheck(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in TAGS:
            self.problems.append(f"a <{tag}> element")
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"an {name} attribute")
            if name in ("href", "src") and (value or "").strip().lower().startswith("javascript:"):
                self.problems.append(f"a javascript: {name}")


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


def problems_of(request, answer, html: str | None, seconds: float) -> list[str]:
    """What is wrong with one answer (nothing, if all is well)."""
    found = []
    if not isinstance(answer, dict):
        return [f"the answer is not an object: {str(answer)[:80]}"]
    err = answer.get("error")
    if err is not None:
        if not isinstance(err, dict) or not isinstance(err.get("message"), str) or not isinstance(err.get("code"), str):
            found.append("a malformed error")
        elif err["code"] == "internal":
            found.append("internal")
        else:
            msg = err["message"]
            if len(msg) > 700:
                found.append(f"a message of {len(msg)} characters")
            texts = strings(request) if not isinstance(request, str) else [request]
            long = [s for s in texts if len(s) > ECHO and s[: ECHO + 1] in msg]
            if long:
                found.append(f"a message quotes {len(long[0])} characters of the input")
    try:
        json.dumps(answer, allow_nan=False)
    except (TypeError, ValueError) as e:
        found.append(f"the answer is not JSON: {e}")
    if html is not None:
        check = _HtmlCheck()
        check.feed(html)
        found += check.problems
    if seconds > LIMIT_SECONDS:
        found.append(f"took {seconds:.2f} s")
    return found


@dataclass
class Outcome:
    op: str
    accepted: bool
    seconds: float
    problems: list[str]
    request: object


def _op_of(request) -> str:
    if isinstance(request, str):
        return "json text"
    if isinstance(request, dict):
        op = request.get("op")
        if isinstance(op, str) and (op in api.OPERATIONS or op.startswith("stream-")):
            return op
    return "junk"


def _timed(fn, arg):
    start = time.thread_time()
    out = fn(arg)
    return out, time.thread_time() - start


def run_case(how: str, request) -> list[Outcome]:
    """Send one case (and, for a stream, its next parts and a stop); an outcome for each message."""
    outcomes = []
    try:
        if how == "handle":
            answer, seconds = _timed(api.handle, request)
            html = None
        elif how == "json":
            text, seconds = _timed(api.handle_json, request)
            answer, html = json.loads(text), None
            if isinstance(request, str):
                out, more = _timed(web.respond, request)
                reply = json.loads(out)
                outcomes.append(Outcome("json text", "error" not in reply["answer"], more,
                                        problems_of(request, reply["answer"], reply["html"], more), request))
        else:
            out, seconds = _timed(web.respond, json.dumps(request))
            reply = json.loads(out)
            answer, html = reply["answer"], reply["html"]
    except Exception as e:  # the one thing that must never happen
        return [Outcome(_op_of(request), False, 0.0, [f"raised {type(e).__name__}: {e}"], request)]
    outcomes.append(Outcome(_op_of(request), "error" not in answer, seconds, problems_of(request, answer, html, seconds), request))
    sid = answer.get("sid") if isinstance(answer, dict) else None
    if how == "respond" and sid is not None:
        for step in range(3):
            nxt = {"op": "stream-stop" if step == 2 else "stream-next", "sid": sid, "view": request.get("view")}
            try:
                out, seconds = _timed(web.respond, json.dumps(nxt))
                reply = json.loads(out)
            except Exception as e:
                outcomes.append(Outcome(nxt["op"], False, 0.0, [f"raised {type(e).__name__}: {e}"], nxt))
                break
            outcomes.append(Outcome(f"{_op_of(request)} (part)", "error" not in reply["answer"], seconds,
                                    problems_of(nxt, reply["answer"], reply["html"], seconds), nxt))
            if reply["answer"].get("done") or "error" in reply["answer"]:
                break
    return outcomes


def fuzz(cases: int, seed: int) -> list[Outcome]:
    """Run `cases` generated cases (seeded); every outcome."""
    rng = random.Random(seed)
    all_forms = forms()
    out: list[Outcome] = []
    for _ in range(cases):
        out += run_case(*case(rng, all_forms))
    return out


def _short(request) -> str:
    text = request if isinstance(request, str) else json.dumps(request, ensure_ascii=True)
    return text if len(text) <= 160 else text[:157] + "..."


def summary(outcomes: list[Outcome]) -> str:
    """A table per op: messages, accepted, median and slowest accepted request, and every problem."""
    lines = [f"{len(outcomes):,} messages; {sum(1 for o in outcomes if o.problems):,} with problems", "",
             f"{'op':<22}{'messages':>9}{'accepted':>9}{'median ms':>10}{'slowest accepted ms':>21}  the slowest accepted request"]
    by: dict[str, list[Outcome]] = {}
    for o in outcomes:
        by.setdefault(o.op, []).append(o)
    for op in sorted(by):
        group = by[op]
        ok = [o for o in group if o.accepted]
        slow = max(ok, key=lambda o: o.seconds) if ok else None
        lines.append(f"{op:<22}{len(group):>9,}{len(ok):>9,}{1000 * statistics.median(o.seconds for o in group):>10.1f}"
                     f"{(1000 * slow.seconds if slow else 0):>21.1f}  {_short(slow.request) if slow else '-'}")
    bad = [o for o in outcomes if o.problems]
    if bad:
        lines += ["", "Problems:"] + [f"  {o.op}: {'; '.join(o.problems)} <- {_short(o.request)}" for o in bad[:50]]
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    outcomes = fuzz(args.cases, args.seed)
    print(f"{args.cases:,} cases, seed {args.seed}, {time.perf_counter() - start:.0f} s")
    print(summary(outcomes))
    return 1 if any(o.problems for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())

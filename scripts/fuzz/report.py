"""The report of a run of the fuzzer: per op the requests, how many were accepted and refused, the failures, the
median and the slowest accepted and refused request with its time (`op_rows`, `table`); then the failures by
kind, each with a reproducer made as small as it will go (`shrink`, `reproducer`: printed as JSON, escaped;
a long text as a Python expression); and the sweeps' coverage (`summary`)."""

from __future__ import annotations

import dataclasses
import json
import statistics

from .case import Case
from .checks import BUDGETS, IN_PYODIDE
from .engine import Tally, run_case

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


# --- the report -----------------------------------------------------------------------------------------


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

"""The first request under new house rules, with the fast table build beside the readable one.

The first request of a page under a set of house rules the engine has not seen builds that set's
strength table (`hoyle.poker.tables.Table`), and the odds op without the joker also counts the
bobtails (which the readable count does on the standard table's). This prints, for each set of rules and each op the widgets send through
`hoyle.web.respond` (hand, odds, showdown, holds), the time of that first request (medians of R
runs; the ratio says how many times faster the new build is):

- new: the engine as it is (`Table(rules)`, from `tables.fast_rows`, the fast build that
  `tables.fast_patterns` also gives; the bobtails by `odds.bobtail_counts`);
- reference: the same request with the table built from the readable definition
  (`Table(rules, all_patterns(rules))`: `rules.pattern_value` on every pattern) and the bobtails
  counted by the readable `odds.bobtail_counts_readable`, measured in the same run.

Every run is cold: before each timed request every functools cache of every hoyle module is
cleared (the names cleared are printed), so each request finds the state of a fresh interpreter
that has imported the engine; the two builds take turns, and their answers must be identical.
The goal is every first request under 0.3 s in Pyodide.

With --pyodide it also runs the same measurements inside Pyodide under Node
(scripts/bench/in_pyodide.mjs, the pinned npm package, the engine wheel that the site ships, rebuilt
first if stale) and prints both columns. This file is stdlib-only at import, so the Pyodide runner
loads it as a module and calls `figures()`.

Run: make bench-rules   (or .venv/bin/python -m scripts.bench.rules [--pyodide] [--quick])
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from contextlib import contextmanager

from .common import aligned, finish, header, where

RULE_SETS = ("", "blaze", "skip", "joker", "extra-hands", "extra-hands,joker", "extra-hands,proper-rank,joker", "kilter,joker",
             "round-the-corner,joker", "two-pairs-over-threes,joker")
OPS = ("hand", "odds", "showdown", "holds")
BUILDS = ("reference", "new")
DEFAULTS = {"runs": 5, "rules": list(RULE_SETS), "ops": list(OPS)}
QUICK = {"runs": 1}
GOAL_S = 0.3  # in Pyodide


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def request(op: str, rules: str) -> dict:
    """The request a widget sends for this op under these rules (a joker in the hand when it is in play)."""
    hand = "joker Kd 10h 10c 4s" if "joker" in rules else "As Kd 10h 10c 4s"
    if op == "hand":
        return {"op": "hand", "view": "hand", "cards": hand, "rules": rules}
    if op == "showdown":
        return {"op": "showdown", "view": "showdown", "hands": f"{hand}\nQs Qd Jc Jh Ks\n9s 8s 7s 6s 2d", "rules": rules}
    if op == "odds":
        return {"op": "odds", "view": "odds", "rules": rules}
    return {"op": "holds", "view": "holds", "cards": hand, "hold": "10h 10c", "target": "improve", "order": "improve", "rules": rules}


def cold() -> list[str]:
    """Clear every functools cache of every hoyle module; the names cleared."""
    cleared: dict[int, str] = {}
    for name, module in list(sys.modules.items()):
        if not (name == "hoyle" or name.startswith("hoyle.")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and id(value) not in cleared:
                value.cache_clear()
                cleared[id(value)] = f"{getattr(value, '__module__', '?').removeprefix('hoyle.')}.{getattr(value, '__qualname__', '?')}"
    return sorted(cleared.values())


@contextmanager
def build(which: str):
    """Within: the engine as it is ("new"), or its tables and bobtails from the readable definitions ("reference")."""
    from functools import lru_cache

    from hoyle.poker import odds, tables

    if which == "new":
        yield
        return
    saved = tables._table, odds.bobtail_counts
    tables._table = lru_cache(maxsize=16)(lambda rules: tables.Table(rules, tables.all_patterns(rules)))
    odds.bobtail_counts = lru_cache(maxsize=None)(odds.bobtail_counts_readable)
    try:
        yield
    finally:
        tables._table, odds.bobtail_counts = saved


def first_request(op: str, rules: str, which: str) -> tuple[float, str]:
    """(seconds, answer) of one request in a cold engine, with this build of the tables."""
    from hoyle import web

    text = json.dumps(request(op, rules))
    cold()
    with build(which):
        start = time.perf_counter()
        answer = web.respond(text)
        seconds = time.perf_counter() - start
    return seconds, answer


def figures(config: dict | None = None) -> dict:
    """Every measurement, as JSON-ready data."""
    config = {**DEFAULTS, **(config or {})}
    for op in config["ops"]:  # warm: every module the ops import, loaded
        first_request(op, "", "new")
    out = header(config, rows=[], cold=cold())
    for rules in config["rules"]:
        for op in config["ops"]:
            times: dict[str, list[float]] = {b: [] for b in BUILDS}
            answers: dict[str, set[str]] = {b: set() for b in BUILDS}
            for _ in range(config["runs"]):
                for which in BUILDS:
                    seconds, answer = first_request(op, rules, which)
                    times[which].append(seconds)
                    answers[which].add(answer)
            same = len(answers["new"] | answers["reference"]) == 1 and '"error"' not in next(iter(answers["new"]))[:100]
            row = {"rules": rules, "op": op, "same": same, **{b: statistics.median(t) for b, t in times.items()}, "runs_s": times}
            out["rows"].append(row)
            log(f"  {rules or 'standard':32} {op:9} new {1000 * row['new']:7.1f} ms  reference {1000 * row['reference']:7.1f} ms"
                + ("" if same else "  ANSWERS DIFFER"))
    return finish(out)


# The table --------------------------------------------------------------------------------------

def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{1000 * seconds:,.1f} ms"


def report(local: dict, pyodide: dict | None = None) -> str:
    """The side-by-side table: rules, op, then new, reference and ratio in each interpreter."""
    columns = [("", local)] + ([(" (Pyodide)", pyodide)] if pyodide is not None else [])
    head = ["rules", "op"]
    for suffix, _ in columns:
        head += [f"new{suffix}", f"reference{suffix}", f"ratio{suffix}"]
    rows = [head]
    keyed = [{(r["rules"], r["op"]): r for r in fig["rows"]} for _, fig in columns]
    for r in local["rows"]:
        line = [r["rules"] or "standard", r["op"]]
        for by in keyed:
            got = by.get((r["rules"], r["op"]))
            line += ["-"] * 3 if got is None else [_ms(got["new"]), _ms(got["reference"]), f"{got['reference'] / got['new']:.1f}x"]
        rows.append(line)
    text = aligned(rows, left=2)
    notes = []
    for _, fig in columns:
        notes.append(where(fig))
        slowest = max(fig["rows"], key=lambda r: r["new"])
        slowest_ref = max(fig["rows"], key=lambda r: r["reference"])
        differ = [f"{r['rules'] or 'standard'}/{r['op']}" for r in fig["rows"] if not r["same"]]
        met = "met" if slowest["new"] < GOAL_S else "NOT met"
        notes.append(f"  slowest first request: new {_ms(slowest['new'])} ({slowest['rules'] or 'standard'}, {slowest['op']}), reference"
                     f" {_ms(slowest_ref['reference'])} ({slowest_ref['rules'] or 'standard'}, {slowest_ref['op']})"
                     + (f"; the goal of {1000 * GOAL_S:.0f} ms in Pyodide is {met}" if "emscripten" in fig["python"] else "")
                     + (f"; ANSWERS DIFFER: {', '.join(differ)}" if differ else "; the two builds' answers are identical"))
    cfg = local["config"]
    notes.append(f"medians of {cfg['runs']} runs, the builds taking turns; cold caches every run (cleared: {', '.join(local['cold']) or 'none'});"
                 " ratio = reference / new")
    return "\n".join(text + [""] + notes)


def main() -> None:
    from . import launch

    launch.main(sys.modules[__name__])


if __name__ == "__main__":
    main()

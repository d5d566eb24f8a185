"""The fuzzer's run inside Pyodide under Node (python -m scripts.fuzz --pyodide): after the CPython run, the
landmarks, the slowest cases of each op and a sample of the rest (`pyodide_cases`) are saved and run there by
in_pyodide.mjs (`run_pyodide`), which calls `run_saved` inside Pyodide; `pyodide_report` reports the same per op."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import time
from pathlib import Path

from .case import Case
from .checks import BUDGETS
from .engine import Tally, run_case
from .families import landmarks
from .fields import landmarks as landmarks_42
from .report import failure_groups, failure_lines, op_rows, slowest_lines, table

ROOT = Path(__file__).resolve().parents[2]


def run_saved(cases_path: str, out_path: str) -> None:
    """Inside Pyodide (scripts/fuzz/in_pyodide.mjs): run the cases saved as JSON and write the report's
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
    cmd = ["node", str(ROOT / "scripts" / "fuzz" / "in_pyodide.mjs"), "--cases", str(saved), "--out", str(out)] + (["--wheel"] if wheel else [])
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

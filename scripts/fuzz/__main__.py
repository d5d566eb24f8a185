"""Fuzz the engine's facade as a hostile reader would: every field of every op and widget, JSON text, streams.

The command line (python -m scripts.fuzz): a run in CPython, its report, and with --pyodide the slowest cases
and a sample run again inside Pyodide; the package's docstring (scripts/fuzz/__init__.py) says what is sent
and what every answer must be."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .cases import FAMILIES
from .engine import fuzz
from .pyodide_run import pyodide_cases, pyodide_report, run_pyodide
from .report import failure_groups, op_rows, summary


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

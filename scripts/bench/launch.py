"""Run an engine benchmark of scripts/bench/ inside Pyodide under Node (scripts/bench/in_pyodide.mjs) on the
engine wheel the site ships, rebuilt first if any engine source is newer; return its figures.
Used by the --pyodide option of the engine benchmarks (CPython only), and `main`, their one command line."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_in_pyodide(script: str, config: dict, wheels=(), log=lambda text: print(text, file=sys.stderr)) -> dict:
    from ..site import prepare

    manifest = prepare.ENGINE_DST / "manifest.json"
    wheel = prepare.ENGINE_DST / json.loads(manifest.read_text())["wheel"] if manifest.exists() else None
    newest = max(p.stat().st_mtime for p in (ROOT / "pysrc").rglob("*.py"))
    if wheel is None or not wheel.exists() or wheel.stat().st_mtime < newest:
        log("rebuilding the engine wheel (docs/assets/engine/) from pysrc/")
        prepare.build_engine()
    node = shutil.which("node")
    if node is None:
        sys.exit(f"scripts.bench.{script}: node is needed for --pyodide")
    cmd = [node, str(ROOT / "scripts" / "bench" / "in_pyodide.mjs"), "--script", script, "--json", "--config", json.dumps(config)]
    for w in wheels:
        cmd += ["--wheel", str(w)]
    log("running in Pyodide: " + " ".join(cmd[:4]) + " ...")
    done = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, timeout=3600)
    if done.returncode:
        sys.exit(f"scripts.bench.{script}: the Pyodide run failed ({done.returncode})")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(bench, run_pyodide=None) -> None:
    """The command line every benchmark script shares: figures in CPython, with --pyodide also inside
    Pyodide under Node (`run_pyodide(config)`, by default the script run there on the shipped wheel),
    printed side by side by the script's `report`; --quick for small sizes; --json FILE to keep them."""
    import argparse

    parser = argparse.ArgumentParser(description=bench.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pyodide", action="store_true", help="also measure inside Pyodide under Node")
    parser.add_argument("--quick", action="store_true", help="small sizes, to check that the script runs")
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    args = parser.parse_args()
    config = {**bench.DEFAULTS, **(bench.QUICK if args.quick else {})}
    print(f"CPython {sys.version.split()[0]}:", file=sys.stderr)
    local = bench.figures(config)
    pyodide = None
    if args.pyodide:
        pyodide = run_pyodide(config) if run_pyodide else run_in_pyodide(Path(bench.__file__).stem, config)
    print(bench.report(local, pyodide))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"cpython": local, "pyodide": pyodide}, f, indent=2)

"""The one run of the engine in Pyodide under Node per test run (tests/pyodide/trimmed_stdlib.mjs; once, whichever
of the run's processes asks first: tests/run_once.py): the worker's steps, every module's import, a snapshot's
restore and the engine's unit tests, all with the trimmed standard library the site ships, on the shipped wheel."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def steps(built_site, tmp_path_factory):  # built_site: the wheel and the zip have just been made
    """The run's JSON lines by step ("done" for the last), with "_report" (the output's end) and "_returncode"."""
    from run_once import once, repo_lock

    def run(root):
        node = shutil.which("node")
        if node is None:
            pytest.fail("node is needed to run the engine in Pyodide")
        with repo_lock(tmp_path_factory):  # the wheel and the zip as built, not rewritten meanwhile
            out = subprocess.run([node, str(ROOT / "tests/pyodide/trimmed_stdlib.mjs")], cwd=ROOT, capture_output=True, text=True,
                                 timeout=900)
        lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
        by_step = {line.get("step", "done" if line.get("done") else "?"): line for line in lines}
        by_step["_report"] = out.stdout[-4000:] + out.stderr[-4000:]
        by_step["_returncode"] = out.returncode
        return by_step

    return once(tmp_path_factory, "pyodide-steps", run)

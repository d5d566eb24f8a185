"""The engine's own tests, run inside Pyodide under Node from the pinned npm package, on the shipped wheel."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_engine_tests_pass_in_pyodide(built_site):  # built_site: the wheel has just been built
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed to run the engine's tests in Pyodide")
    out = subprocess.run([node, str(ROOT / "tests/pyodide/run_engine_tests.mjs")], cwd=ROOT, capture_output=True, text=True, timeout=600)
    report = out.stdout[-3000:] + out.stderr[-3000:]
    assert out.returncode == 0, report
    assert "on emscripten" in out.stdout, report
    passed = int(re.search(r"^(\d+) passed, 0 failed", out.stdout, re.M).group(1))
    assert passed >= 35, report

"""The trimmed standard library the worker loads (scripts/site/prepare.py), inside Pyodide under Node:
every engine module imports with it alone, the worker's steps and a snapshot's restore work with it,
and the engine's unit tests pass with it (tests/pyodide/trimmed_stdlib.mjs, run once by conftest.py's `steps`)."""

import json
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_manifest_names_the_trimmed_zip_and_pyodide(built_site):
    manifest = json.loads((built_site / "assets/engine/manifest.json").read_text())
    assert manifest["stdlib"].startswith("python_stdlib-") and manifest["stdlib"].endswith(".zip")
    assert manifest["pyodide"] == json.loads((ROOT / "node_modules/pyodide/package.json").read_text())["version"]
    assert manifest["pyodideLockInfo"] == json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text())["info"]
    for name in manifest["pyodideFiles"]:
        assert (built_site / "assets/pyodide" / name).is_file(), name
    trimmed = built_site / "assets/engine" / manifest["stdlib"]
    whole = built_site / "assets/pyodide/python_stdlib.zip"
    # sources for what the engine uses, compiled for what a start imports (prepare.STDLIB_BYTECODE):
    # well under half of the whole zip (0.95 MB of 2.55 MB with Pyodide 314.0.7)
    assert trimmed.stat().st_size < whole.stat().st_size * 0.45
    with zipfile.ZipFile(trimmed) as z:
        names = {n.removesuffix("c") for n in z.namelist()}  # sources (.py) and compiled (.pyc) alike
        assert z.testzip() is None
    assert "encodings/__init__.py" in names and "json/__init__.py" in names and "fractions.py" in names
    assert "unittest/__init__.py" not in names and "doctest.py" not in names  # the tests' tools are not shipped


def test_the_worker_steps_work_with_the_trimmed_zip_alone(steps):
    assert steps["stdlib"]["ok"] and steps["stdlib"]["paths"] == ["/lib/python314.zip"], steps["_report"]
    assert steps["worker"]["ok"], steps["_report"]
    assert steps["worker"]["python"] == ["PRIME_PY", "IDLE_PY", "RESEED_PY"]


def test_every_engine_module_imports_with_the_trimmed_zip(steps):
    expected = sorted(p for p in (ROOT / "pysrc/hoyle").rglob("*.py") if "__pycache__" not in p.parts)
    step = steps["imports"]
    assert step["failures"] == {}, steps["_report"]
    assert step["modules"] == len(expected), steps["_report"]
    assert step["ok"]


def test_a_snapshot_restores_and_random_is_reseeded(steps):
    step = steps["snapshot"]
    assert step["description"] == "Two pairs, queens up: queens and deuces, with a five", steps["_report"]
    assert step["reseeded"] and step["ok"]
    assert 10_000_000 < step["bytes"] < 200_000_000


def test_the_engine_tests_pass_with_the_trimmed_zip(steps):
    step = steps["unit-tests"]
    assert step["failed"] == 0, steps["_report"]
    assert step["engineNeeds"] == {}, "engine code imported modules the trimmed zip lacks: " + json.dumps(step["engineNeeds"])
    assert step["run"] - step["skipped"] >= 35
    assert "unittest" in step["testTools"]  # the tests' own tools came from the whole zip, so the check was watching
    assert steps["done"]["ok"] and steps["_returncode"] == 0, steps["_report"]

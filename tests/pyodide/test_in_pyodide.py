"""The engine's own tests, run inside Pyodide under Node from the pinned npm package, on the shipped wheel,
with the trimmed standard library the site ships (the run is tests/pyodide/conftest.py's `steps`, shared
with test_trimmed_stdlib.py)."""


def test_engine_tests_pass_in_pyodide(steps):
    step = steps.get("unit-tests")
    assert step is not None, steps["_report"]
    assert step["platform"] == "emscripten", steps["_report"]
    assert step["hoyleFile"].endswith("/site-packages/hoyle/__init__.py")  # the wheel's engine, not a copy beside the tests
    assert step["failed"] == 0, step.get("report") or steps["_report"]
    assert step["run"] - step["failed"] - step["skipped"] >= 35, steps["_report"]

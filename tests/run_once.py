"""What the processes of one test run share (pytest-xdist: `make test` runs `pytest -n 2`), so that each slow thing is
done once per run: `once` does a thing under a lock in the folder the run's processes share, the first process to ask
does it and the others read what it left; `serve_for_run` starts a server (tests/serve_for_run.py) that lives as long
as the run; `repo_lock` is held by whatever rewrites or reads the work tree's prepared files (docs/assets/engine, the
Pyodide link, build/: scripts/site/prepare.py, which every site build runs), so that no build reads them half-written.
tests/conftest.py's fixtures use it."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import pickle
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKER = os.environ.get("PYTEST_XDIST_WORKER")  # "gw0", "gw1"... under pytest-xdist; None in a run of one process


def shared_folder(tmp_path_factory) -> Path:
    """The folder every process of this run shares: the run's own temporary folder (a worker's is a folder in it)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if WORKER else base


@contextlib.contextmanager
def locked(path: Path):
    """Hold an exclusive lock on `path` (made if missing) for the with block; another process waits for it."""
    with open(path, "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def once(tmp_path_factory, name: str, make, *, objects: bool = False):
    """make(shared folder) done once for the run, whichever process asks first, and its value given to every process
    that asks (kept as JSON, or pickled with `objects`); a failure is kept and said to each of them alike, not tried
    again."""
    root = shared_folder(tmp_path_factory)
    done = root / f"{name}.{'pickle' if objects else 'json'}"
    dumps, loads = (pickle.dumps, pickle.loads) if objects else (lambda v: json.dumps(v).encode(), json.loads)
    with locked(root / f"{name}.lock"):
        if not done.exists():
            try:
                value = {"value": make(root)}
            except BaseException as e:  # noqa: BLE001 - pytest.fail's too: kept for the other processes, then raised
                done.write_bytes(dumps({"failed": f"{type(e).__name__}: {e}"}))
                raise
            done.write_bytes(dumps(value))
    kept = loads(done.read_bytes())
    if "failed" in kept:
        pytest.fail(f"{name}, done once for the run, failed: {kept['failed']}")
    return kept["value"]


@contextlib.contextmanager
def repo_lock(tmp_path_factory):
    """For the length of the with block, nothing else of this run rewrites or reads the prepared files of the work tree."""
    with locked(shared_folder(tmp_path_factory) / "repo.lock"):
        yield


def serve_for_run(root: Path, name: str, folder: Path) -> int:
    """Start a server of `folder` on a free port of 127.0.0.1 for the whole run (tests/serve_for_run.py); its port. It
    stops when the run's first process ends (or sooner: stop_servers, at that process's end)."""
    controller = os.getppid() if WORKER else os.getpid()  # a worker's parent is xdist's controller
    with open(root / f"{name}.server.log", "w") as log:
        proc = subprocess.Popen([sys.executable, str(ROOT / "tests/serve_for_run.py"), str(folder), str(controller)], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=log, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
                                start_new_session=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()  # "PORT\n" once it listens
    if not line.strip().isdigit():
        proc.kill()
        raise RuntimeError(f"the server of {folder} did not start: {line!r} {(root / f'{name}.server.log').read_text()}")
    (root / f"{name}.server.pid").write_text(str(proc.pid))
    return int(line)


def stop_servers(tmp_path_factory) -> None:
    """Stop the run's servers (the run's first process, at its end: the only one, or xdist's controller)."""
    root = tmp_path_factory.getbasetemp()
    for pid_file in root.glob("*.server.pid"):
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.kill(int(pid_file.read_text()), signal.SIGTERM)
        pid_file.unlink()

"""A test run's server of a built site (tests/conftest.py, serve_for_run): one process that every process of the run
(pytest-xdist's workers) loads the site from, on a port of its own.

    python tests/serve_for_run.py FOLDER CONTROLLER_PID

Serves FOLDER on a free port of 127.0.0.1 (scripts/site/serve_static.py, as `make preview` without a host's headers), says
the port on a line of its own once it listens, and stops when the process CONTROLLER_PID (the run's first process)
has ended, or on SIGTERM (the run's end: tests/conftest.py, pytest_sessionfinish)."""

import os
import select
import sys

from scripts.site import serve_static


def main() -> None:
    folder, controller = sys.argv[1], int(sys.argv[2])
    server = serve_static.start(folder, 0)
    print(server.server_port, flush=True)
    try:
        watched = os.pidfd_open(controller)
    except ProcessLookupError:
        return
    select.select([watched], [], [])  # readable once that process has ended


if __name__ == "__main__":
    main()

"""What every engine benchmark (bench_engine, bench_cribbage, bench_rules, bench_parts) says of the
Python it ran in: the figures' header, the load average around the run, and the line that names it
under a report. Standard library only: it also runs inside Pyodide (scripts/bench_pyodide.mjs)."""

from __future__ import annotations

import os
import platform
import sys


def header(config: dict, **more) -> dict:
    """The figures' first keys: the Python, the engine's version, the configuration (and `more`), and the
    load average before the run where there is one."""
    import hoyle

    out = {
        "python": f"{platform.python_implementation()} {sys.version.split()[0]} on {sys.platform} ({platform.machine() or '?'})",
        "hoyle": getattr(hoyle, "__version__", "?"),
        **more,
        "config": config,
    }
    if hasattr(os, "getloadavg") and sys.platform != "emscripten":
        try:
            out["load_before"] = os.getloadavg()[0]
        except OSError:
            pass
    return out


def finish(out: dict) -> dict:
    """The load average after the run, beside the one before."""
    if "load_before" in out:
        out["load_after"] = os.getloadavg()[0]
    return out


def where(fig: dict, extra: str = "") -> str:
    """The line under a report naming where a column's figures were measured."""
    name = f"Pyodide {fig['pyodide']}" if fig.get("pyodide") else ("Pyodide" if "emscripten" in fig["python"] else "CPython")
    load = f", load average {fig['load_before']:.2f} -> {fig['load_after']:.2f}" if "load_after" in fig else ""
    return f"{name}: {fig['python']}, hoyle {fig['hoyle']}{extra}{load}"

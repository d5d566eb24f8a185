"""What every engine benchmark (engine, cribbage, rules, parts) says of the
Python it ran in: the figures' header, the load average around the run, and the line that names it
under a report. Standard library only: it also runs inside Pyodide (scripts/bench/in_pyodide.mjs)."""

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


def aligned(rows: list[list[str]], left: int = 1) -> list[str]:
    """A table as text lines: the first row the heading, underlined with dashes; the first `left`
    columns flush left, the figures flush right."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(widths[j]) if j < left else c.rjust(widths[j]) for j, c in enumerate(r)) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def side_by_side(local: dict, pyodide: dict | None, reference: str) -> tuple[list[tuple[str, dict]], list[str]]:
    """The columns of a report (CPython's figures, then Pyodide's if measured) and its heading: each
    measure, then hoyle, the reference and their ratio for each column, then the goal."""
    columns = [("", local)] + ([(" (Pyodide)", pyodide)] if pyodide is not None else [])
    head = ["measure (median)"]
    for suffix, _ in columns:
        head += [f"hoyle{suffix}", f"{reference}{suffix}", f"ratio{suffix}"]
    return columns, head + ["goal"]

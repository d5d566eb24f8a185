"""The house as ARCHITECTURE.md draws it (issue 43): the table of where each op's parts live agrees with the code, no
module of the engine or the scripts passes 600 lines, no two modules import each other (directly or round a loop),
and the README stays a reader's and a host's page (at most 300 lines)."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from hoyle import api, web
from hoyle.api import answers

ROOT = Path(__file__).resolve().parents[2]
MOST_LINES = 600


def _table() -> dict[str, list[str]]:
    """ARCHITECTURE.md's table "Where each op's parts live": {op: its cells}."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    part = text[text.index("## Where each op's parts live"):]
    part = part[:part.index("\n## ", 4)]
    rows = {}
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| `") and len(cells) == 6:
            rows[cells[0].strip("`")] = cells
    return rows


TABLE = _table()


def _named(cell: str) -> tuple[str, str]:
    """A cell "poker.py `HandRequest`": ("poker", "HandRequest")."""
    found = re.fullmatch(r"(\w+)\.py `(\w+)`", cell)
    assert found, f"not a module and a name: {cell!r}"
    return found.group(1), found.group(2)


def test_every_op_has_a_row_and_no_row_names_another():
    assert sorted(TABLE) == sorted(api.OPERATIONS)


@pytest.mark.parametrize("op", sorted(api.OPERATIONS))
def test_the_row_of_each_op_names_its_parts(op):
    _, read, game, answer, view, tests = TABLE[op]
    module, name = _named(read)
    assert hasattr(importlib.import_module(f"hoyle.api.{module}"), name), f"{op}: no {name} in hoyle/api/{module}.py"
    module, name = _named(answer)
    assert answers.ANSWERS[op].__name__ == name and answers.ANSWERS[op].__module__ == f"hoyle.api.answers.{module}", op
    first, *more = [g.strip() for g in game.split(",")]
    folder = first.rsplit("/", 1)[0]
    for path in [first, *(f"{folder}/{g}" for g in more)]:
        assert (ROOT / "pysrc" / "hoyle" / path).exists(), f"{op}: no hoyle/{path}"
    views = sorted(v for v, o in web.VIEW_OPS.items() if o == op)
    if views:
        named_views, _, renderers = view.partition(" in ")
        assert sorted(re.findall(r"`([\w-]+)`", named_views)) == views, op
        assert sorted(r.strip() for r in renderers.split(",")) == sorted({web.RENDERERS[v].__module__.rsplit(".", 1)[1] + ".py"
                                                                           for v in views}), op
    else:
        assert "`" not in view, f"{op} has no view, but the table names one: {view}"
    for name in re.findall(r"test_\w+\.py", tests):
        assert (ROOT / "tests" / "engine" / name).exists(), f"{op}: no tests/engine/{name}"


def _modules() -> dict[str, Path]:
    """Every Python module of the engine and the scripts, by its dotted name."""
    found = {}
    for base, top in ((ROOT / "pysrc", "hoyle"), (ROOT, "scripts")):
        for path in sorted((base / top).rglob("*.py")):
            parts = path.relative_to(base).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = _modules()


def test_no_module_passes_600_lines():
    long = {name: n for name, path in MODULES.items() if (n := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}


def _imports(name: str, path: Path) -> set[str]:
    """The modules of the house that a module imports, anywhere in it (a package's face, its __init__, left out)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        found |= {t for t in targets if t in MODULES and MODULES[t].name != "__init__.py" and t != name}
    return found


def test_no_two_modules_import_each_other():
    graph = {name: _imports(name, path) for name, path in MODULES.items() if path.name != "__init__.py"}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert circles == []


def test_the_readme_is_a_readers_and_a_hosts_page():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 300
    for name in ("ARCHITECTURE.md", "CONTRIBUTING.md", "MEASUREMENTS.md"):
        assert (ROOT / name).exists()
        assert f"]({name})" in (ROOT / "README.md").read_text(encoding="utf-8")

"""Our own sources name no CDN or web-font host and leave no unfinished markers.

The same check as the before-stop hook, run in CI. Generated and third-party files (the
Pyodide runtime in vendor/, linked as docs/assets/pyodide; the engine wheel) are not ours and
are not read: what the site actually requests is proved by the browser tests."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"cdn\.jsdelivr|unpkg\.com|fonts\.googleapis|fonts\.gstatic|cdnjs")
UNFINISHED = re.compile(r"NotImplementedError|TODO|FIXME|XXX")


def our_files(*tops):
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", *tops],
                            cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    return [ROOT / name for name in listed if (ROOT / name).is_file()]


def test_the_vendored_runtime_is_outside_the_sources():
    link = ROOT / "docs" / "assets" / "pyodide"
    if link.exists():  # made by scripts/site/prepare.py
        assert link.is_symlink() and link.resolve() == (ROOT / "vendor" / "pyodide").resolve()
    assert not [f for f in our_files("docs", "pysrc", "scripts") if "pyodide" in f.parts and f.suffix in (".mjs", ".wasm", ".zip")]


def test_no_outside_hosts_in_our_sources():
    files = our_files("mkdocs.yml", "docs", "pysrc", "scripts")
    assert len(files) > 10
    hits = [f"{f.relative_to(ROOT)}: {m.group(0)}" for f in files for m in OUTSIDE.finditer(f.read_text(errors="replace"))]
    assert hits == []


def test_no_unfinished_markers():
    files = our_files("pysrc", "scripts", "docs/assets")
    hits = [f"{f.relative_to(ROOT)}: {m.group(0)}" for f in files for m in UNFINISHED.finditer(f.read_text(errors="replace"))]
    assert hits == []

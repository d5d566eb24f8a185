"""Put the generated parts of the site in place before MkDocs builds or serves it.

1. Pyodide, copied from the pinned npm package (node_modules/pyodide) to vendor/pyodide/, and
   published at docs/assets/pyodide, a link to that folder (MkDocs follows links in docs_dir and
   copies the real files into the built site). The third-party runtime stays out of the source
   tree (docs/, pysrc/, scripts/), so checks of our own sources never read minified vendor code.
2. The engine, built as a pure-Python wheel with the standard tools (pip wheel, setuptools)
   into docs/assets/engine/, with manifest.json naming it for the worker.

All of these are generated, never committed (.gitignore). Run: python scripts/prepare_site.py
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
PYODIDE_DST = ROOT / "vendor" / "pyodide"
PYODIDE_LINK = ROOT / "docs" / "assets" / "pyodide"
ENGINE_DST = ROOT / "docs" / "assets" / "engine"
PYODIDE_SERIES = "314.0."
# What a module worker needs to start Python; no packages beyond the standard library are used.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "package.json")


def vendor_pyodide() -> str:
    """Copy Pyodide's runtime files from the pinned npm package; return its version."""
    meta = PYODIDE_SRC / "package.json"
    if not meta.exists():
        sys.exit("prepare_site: node_modules/pyodide is missing: run `npm ci` first (make does)")
    version = json.loads(meta.read_text())["version"]
    if not version.startswith(PYODIDE_SERIES):
        sys.exit(f"prepare_site: pyodide {version} is installed, but the site is pinned to {PYODIDE_SERIES}x: run `npm ci`")
    PYODIDE_DST.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        src, dst = PYODIDE_SRC / name, PYODIDE_DST / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime < src.stat().st_mtime:
            shutil.copy2(src, dst)
    link_pyodide()
    return version


def link_pyodide() -> None:
    """Make docs/assets/pyodide a relative link to vendor/pyodide (replacing a copy left by an older layout)."""
    target = Path("..") / ".." / "vendor" / "pyodide"
    if PYODIDE_LINK.is_symlink():
        if Path(PYODIDE_LINK.readlink()) == target:
            return
        PYODIDE_LINK.unlink()
    elif PYODIDE_LINK.exists():
        shutil.rmtree(PYODIDE_LINK)
    PYODIDE_LINK.symlink_to(target, target_is_directory=True)


def build_engine() -> dict:
    """Build the engine wheel from pysrc/ and write manifest.json beside it."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", tmp, str(ROOT)],
            check=True,
            cwd=ROOT,
        )
        (wheel,) = Path(tmp).glob("hoyle-*.whl")
        # The wheel's own name, plus a content hash for cache busting across deploys.
        digest = hashlib.sha256(_wheel_content(wheel)).hexdigest()[:16]
        ENGINE_DST.mkdir(parents=True, exist_ok=True)
        for old in ENGINE_DST.glob("hoyle-*.whl"):
            old.unlink()
        shutil.copy2(wheel, ENGINE_DST / wheel.name)
    manifest = {"wheel": wheel.name, "hash": digest}
    (ENGINE_DST / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


def _wheel_content(wheel: Path) -> bytes:
    """The wheel's file contents, without zip timestamps, so the hash changes only with the code."""
    import zipfile

    with zipfile.ZipFile(wheel) as z:
        return b"".join(name.encode() + z.read(name) for name in sorted(z.namelist()))


def main() -> None:
    version = vendor_pyodide()
    manifest = build_engine()
    print(f"prepare_site: pyodide {version} in {PYODIDE_DST.relative_to(ROOT)} (linked from {PYODIDE_LINK.relative_to(ROOT)}); engine {manifest['wheel']} ({manifest['hash']})")


if __name__ == "__main__":
    main()

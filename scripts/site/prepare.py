"""Put the generated parts of the site in place before MkDocs builds or serves it.

1. Pyodide, copied from the pinned npm package (node_modules/pyodide) to vendor/pyodide/, and
   published at docs/assets/pyodide, a link to that folder (MkDocs follows links in docs_dir and
   copies the real files into the built site). The third-party runtime stays out of the source
   tree (docs/, pysrc/, scripts/), so checks of our own sources never read minified vendor code.
2. The engine, built as a pure-Python wheel with the standard tools (pip wheel, setuptools)
   into docs/assets/engine/, with manifest.json naming it for the worker.
3. The standard library the engine uses, as a trimmed python_stdlib-<hash>.zip beside the wheel:
   the worker loads Pyodide with it (`stdLibURL`) instead of the whole python_stdlib.zip (which
   stays in docs/assets/pyodide/ as the worker's fallback). The modules are found by running the
   engine inside Pyodide under Node (scripts/site/stdlib_modules.mjs: the worker's own steps, every
   widget fence of the pages, a request of every op, every name the engine's sources import); the
   sources are made smaller, and those a start of the worker imports are compiled (STDLIB_BYTECODE);
   tests/pyodide/test_trimmed_stdlib.py checks that every engine module imports with the zip and
   that the engine's tests pass with it. The zip is kept in vendor/ under a key of Pyodide's
   version, the names the engine imports and the scripts that made it, and is remade only when
   one of them changes.

manifest.json, read by the worker (docs/assets/hoyle/worker.js) and by whatever precaches the
files it fetches; names are relative to docs/assets/engine/ unless said otherwise:

- "wheel": the engine wheel's file name (hoyle-<version>-py3-none-any.whl);
- "hash": a hash of the wheel's contents (16 hex digits), for cache busting (the worker asks for
  the wheel as `<wheel>?v=<hash>`) and as part of the key of the worker's memory snapshot;
- "stdlib": the trimmed standard library's file name (python_stdlib-<16 hex digits of its
  hash>.zip): the name changes with the content, so it is fetched without a query;
- "pyodide": the Pyodide version, whose runtime files the worker fetches from docs/assets/pyodide/;
- "pyodideFiles": those files' names, for precaching: pyodide.mjs, pyodide.asm.mjs and
  pyodide.asm.wasm (python_stdlib.zip only when the trimmed zip cannot be had, and
  pyodide-lock.json only with a manifest without "pyodideLockInfo");
- "pyodideLockInfo": the "info" of Pyodide's pyodide-lock.json (its ABI and Python versions): the
  worker gives Pyodide a lock file of that info and no packages, as it loads none, so the 119 kB
  lock file is not fetched.

4. The e-books: an EPUB of each book (scripts/ebook/epub.py) in docs/downloads/, made again only when the pages,
   the engine or the site's address change.
5. The site as an app on the home screen (scripts/site/home_screen.py): docs/manifest.webmanifest and the icons in
   docs/assets/icons/, rendered from docs/assets/icon.svg; and the picture of the site's link previews,
   docs/assets/preview.png, from docs/assets/preview.svg (scripts/site/previews.py puts it in every page's head).
6. A page of its own for each law and each case of Disputed Rules, at its short address (scripts/pages/law_pages.py):
   docs/practical-poker/laws/<n>.md and docs/practical-poker/disputed-rules/<id>.md, cut from the book's pages.

All of these are generated, never committed (.gitignore). Run: python -m scripts.site.prepare
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
PYODIDE_DST = ROOT / "vendor" / "pyodide"
PYODIDE_LINK = ROOT / "docs" / "assets" / "pyodide"
ENGINE_DST = ROOT / "docs" / "assets" / "engine"
PYODIDE_SERIES = "314.0."
WORKER = ROOT / "docs" / "assets" / "hoyle" / "worker.js"
STDLIB_SCRIPT = ROOT / "scripts" / "site" / "stdlib_modules.mjs"
STDLIB_CACHE = ROOT / "vendor" / "stdlib"
# The modules a start of the worker imports go compiled into the trimmed zip (scripts/site/stdlib_modules.mjs):
# a cold start's Python is about twice as fast in Chromium, for about 0.5 MB more on the wire. False
# ships sources only (the smallest download, a slower first start); MEASUREMENTS.md.
STDLIB_BYTECODE = True
# The Pyodide files the worker fetches on every start (python_stdlib.zip only as the fallback).
WORKER_PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
# Kept in the trimmed zip whether or not the run imported them: the codecs Python may look up by
# name (str.encode("ascii") and the like), so an answer never fails on a missing codec.
STDLIB_KEEP = ("encodings.aliases", "encodings.ascii", "encodings.latin_1", "encodings.utf_8", "encodings.utf_8_sig", "encodings.cp437")
# A request of every op (good and bad) for the run that finds the modules; the pages' fences add more.
STDLIB_REQUESTS = [
    {"op": "hand", "cards": "As Kd 10h 10c 4s", "view": "hand"},
    {"op": "hand", "cards": "As Kd 10h 10c joker", "rules": "joker,extra-hands"},
    {"op": "showdown", "hands": ["Qs Qd 2c 2h 5s", "Js Jd 10c 10h As"], "view": "showdown"},
    {"op": "odds", "view": "odds"},
    {"op": "odds", "rules": "skip,blaze"},
    {"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h"},
    {"op": "holds", "cards": "8s 8h Kd 7c 2h", "order": "average", "view": "holds"},
    {"op": "simulate", "players": 6, "deals": 3000, "seed": 1, "report_every": 1000, "stream": True, "view": "simulate"},
    {"op": "simulate", "players": 4, "deals": 500, "seed": 2, "jackpot": True, "hands": ["Js Jh", "10s 10h"]},
    {"op": "rules"},
    {"op": "crib", "cards": "5h 5d 5s Jc", "starter": "5c", "view": "crib"},
    {"op": "peg", "cards": "5h 4s 3d 6c"},
    {"op": "play", "pone": "5h 4s 3d", "dealer": "6c 10d Kh", "plays": "5h 6c 4s 10d 3d", "view": "play"},
    {"op": "layout", "cards": "5h 5d Jc Js 4h 6c", "view": "layout"},
    {"op": "commerce", "hands": ["As Ks Qs", "5h 5d 5c"], "view": "commerce"},
    {"op": "vingt-un", "dealer": "10c 7d", "players": [{"hands": ["As Kd"]}], "view": "vingt-un"},
    {"op": "hookey", "dealer": "8h", "bottoms": ["9s", "3c"], "view": "hookey"},
    {"op": "hand", "cards": "\u0410s Kd 10h 10c 4s"},
    {"op": "draw", "cards": "8s 8h Kd 7c 2h", "hold": "8s 8h", "deals": "１２,000", "view": "nothing"},
]
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
    # setuptools stages the package in build/lib and never removes a file from it: a module since
    # removed, or turned into a package (poker/simulate.py into poker/simulate/), would still ship.
    shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--wheel-dir", tmp, str(ROOT)],
            check=True,
            cwd=ROOT,
            env={**os.environ, "SOURCE_DATE_EPOCH": "315532800"},  # the same bytes from the same code (zip times of 1980-01-01)
        )
        (wheel,) = Path(tmp).glob("hoyle-*.whl")
        # The wheel's own name, plus a content hash for cache busting across deploys.
        digest = hashlib.sha256(_wheel_content(wheel)).hexdigest()[:16]
        ENGINE_DST.mkdir(parents=True, exist_ok=True)
        for old in ENGINE_DST.glob("hoyle-*.whl"):
            old.unlink()
        shutil.copy2(wheel, ENGINE_DST / wheel.name)
    return {"wheel": wheel.name, "hash": digest}


def worker_python() -> str:
    """The Python the worker runs after the engine is imported (its `const ..._PY = `...`` texts)."""
    texts = re.findall(r"^const \w+_PY = `([^`]*)`;", WORKER.read_text(encoding="utf-8"), re.M)
    if not texts:
        sys.exit(f"prepare_site: no Python found in {WORKER.relative_to(ROOT)} (const NAME_PY = `...`;)")
    return "\n".join(texts)


def engine_imports() -> list[str]:
    """Every module outside the engine that an engine source imports, at any depth of the code."""
    names = set()
    for path in sorted((ROOT / "pysrc" / "hoyle").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in ("hoyle", "__future__"))


def widget_fences() -> list[str]:
    """The source of every ```hoyle fence of the pages."""
    fences = []
    for page in sorted((ROOT / "docs").rglob("*.md")):
        for m in re.finditer(r"^([ \t]*)```hoyle[ \t]*\n(.*?)^\1```", page.read_text(encoding="utf-8"), re.M | re.S):
            fences.append("\n".join(line[len(m.group(1)):] for line in m.group(2).splitlines()))
    return fences


def build_stdlib(version: str, wheel: Path) -> tuple[str, int, int]:
    """The trimmed standard library in docs/assets/engine/; returns its file name, size and number of modules."""
    imports, python = engine_imports(), worker_python()
    key = hashlib.sha256(json.dumps([version, imports, python, STDLIB_KEEP, STDLIB_REQUESTS, STDLIB_BYTECODE,
                                     STDLIB_SCRIPT.read_text(encoding="utf-8")]).encode()).hexdigest()[:16]
    cached, listing = STDLIB_CACHE / f"{key}.zip", STDLIB_CACHE / f"{key}.json"
    if not (cached.exists() and listing.exists()):
        node = shutil.which("node")
        if node is None:
            sys.exit("prepare_site: node is needed to find the standard library the engine uses (scripts/site/stdlib_modules.mjs)")
        STDLIB_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            spec = Path(tmp) / "input.json"
            spec.write_text(json.dumps({"wheel": str(wheel), "imports": imports, "fences": widget_fences(), "keep": list(STDLIB_KEEP),
                                        "requests": STDLIB_REQUESTS, "workerPython": python, "bytecode": STDLIB_BYTECODE}))
            out = subprocess.run([node, str(STDLIB_SCRIPT), str(spec), str(Path(tmp) / "stdlib.zip")], cwd=ROOT,
                                 capture_output=True, text=True, timeout=600)
            if out.returncode:
                sys.exit(f"prepare_site: {STDLIB_SCRIPT.name} failed:\n{out.stdout[-3000:]}{out.stderr[-3000:]}")
            for old in STDLIB_CACHE.iterdir():
                old.unlink()
            shutil.copy2(Path(tmp) / "stdlib.zip", cached)
            listing.write_text(out.stdout.strip().splitlines()[-1] + "\n")
    data = cached.read_bytes()
    name = f"python_stdlib-{hashlib.sha256(data).hexdigest()[:16]}.zip"
    for old in ENGINE_DST.glob("python_stdlib-*.zip"):
        if old.name != name:
            old.unlink()
    if not (ENGINE_DST / name).exists():
        (ENGINE_DST / name).write_bytes(data)
    return name, len(data), len(json.loads(listing.read_text())["modules"])


def write_manifest(version: str, engine: dict, stdlib: str) -> dict:
    lock_info = json.loads((PYODIDE_DST / "pyodide-lock.json").read_text())["info"]
    # "bytes": what the worker downloads, uncompressed (its progress reads "1.2 of 11.9 MB"): Pyodide's WebAssembly,
    # the standard library and the wheel (pyodide.mjs and pyodide.asm.mjs come as modules, not downloads it can count)
    sizes = {"pyodide.asm.wasm": (PYODIDE_DST / "pyodide.asm.wasm").stat().st_size, stdlib: (ENGINE_DST / stdlib).stat().st_size,
             engine["wheel"]: (ENGINE_DST / engine["wheel"]).stat().st_size}
    manifest = {**engine, "stdlib": stdlib, "pyodide": version, "pyodideFiles": list(WORKER_PYODIDE_FILES), "pyodideLockInfo": lock_info,
                "bytes": sizes}
    (ENGINE_DST / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest


def _wheel_content(wheel: Path) -> bytes:
    """The wheel's file contents, without zip timestamps, so the hash changes only with the code."""
    import zipfile

    with zipfile.ZipFile(wheel) as z:
        return b"".join(name.encode() + z.read(name) for name in sorted(z.namelist()))


def main(argv: list[str] | None = None) -> None:
    import argparse

    from ..ebook import epub
    from ..pages import law_pages
    from . import home_screen, previews

    parser = argparse.ArgumentParser(description="Put the generated parts of the site in place.")
    parser.add_argument("--site-url", default=epub.DEFAULT_URL, help="the site's address, for the e-books' links to it")
    args = parser.parse_args(argv)
    version = vendor_pyodide()
    engine = build_engine()
    stdlib, size, modules = build_stdlib(version, ENGINE_DST / engine["wheel"])
    manifest = write_manifest(version, engine, stdlib)
    # 4. The e-books (scripts/ebook/epub.py), into docs/downloads/: the site serves them and MkDocs checks the links to them.
    books = epub.build_all(epub.DOWNLOADS, args.site_url)
    # 5. The web app manifest and the icons (scripts/site/home_screen.py), rendered from docs/assets/icon.svg.
    home_screen.build()
    previews.render_image()
    # 6. The laws' and rulings' own pages (scripts/pages/law_pages.py), from the book's pages.
    _written, short_pages = law_pages.build()
    print(f"prepare_site: pyodide {version} in {PYODIDE_DST.relative_to(ROOT)} (linked from {PYODIDE_LINK.relative_to(ROOT)}); "
          f"engine {manifest['wheel']} ({manifest['hash']}); standard library {stdlib} ({size:,} bytes, {modules} modules); "
          f"e-books {', '.join(p.name for p in books)} in {epub.DOWNLOADS.relative_to(ROOT)}; "
          f"{home_screen.MANIFEST} and {len(home_screen.ICONS)} icons in {home_screen.FOLDER}; "
          f"{short_pages} pages of laws and rulings at their short addresses")


if __name__ == "__main__":
    main()

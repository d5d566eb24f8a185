"""Ace by DAISY, the EPUB accessibility checker (npm `@daisy/ace-cli`, pinned in package.json), run on the e-books
with Debian's Chromium and nothing allowed beyond 127.0.0.1.

    python -m scripts.ebook.ace [EPUB ...]     (make ace: the books in build/epub/)

Ace opens each chapter in Chromium through puppeteer and runs axe-core in it, and reads the package's
accessibility metadata. Puppeteer downloads no browser (`.puppeteerrc.cjs`: skipDownload; the Makefile's `npm ci`
sets PUPPETEER_SKIP_DOWNLOAD=1 too); it starts the one PUPPETEER_EXECUTABLE_PATH names, here a small script that
starts Debian's Chromium with the flags every other browser of the tests has (`scripts.browser.CHROMIUM_ARGS`: no
background traffic, and no host name but 127.0.0.1 resolves). Ace itself aborts every http(s) request a chapter
makes (its runner intercepts them), so the books are read from their files alone.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..browser import CHROMIUM_ARGS, chromium_path
from .sources import ROOT

ACE = ROOT / "node_modules" / ".bin" / "ace-cli"
# What a book may not have: Ace's impacts, worst first; "minor" is reported, not refused.
REFUSED = ("critical", "serious", "moderate")


@dataclass(frozen=True)
class Violation:
    impact: str  # critical, serious, moderate, minor
    rule: str  # Ace's or axe's rule, "heading-order"
    file: str  # the book's file, "laws.xhtml", or "OEBPS/content.opf"
    where: str  # the element, as Ace quotes it (empty for the package's metadata)

    def __str__(self) -> str:
        return f"{self.impact}: {self.rule} in {self.file}" + (f": {self.where[:160]}" if self.where else "")


def _launcher(folder: Path) -> Path:
    """A script that starts Debian's Chromium with the tests' flags and whatever puppeteer adds."""
    chromium = chromium_path()
    if chromium is None:
        raise RuntimeError("Debian's Chromium is missing: make chromium installs it")
    script = folder / "chromium"
    script.write_text("#!/bin/sh\nexec " + shlex.join([chromium, *CHROMIUM_ARGS]) + ' "$@"\n', encoding="utf-8")
    script.chmod(0o755)
    return script


def violations(report: dict) -> list[Violation]:
    """Every violation of an Ace report (its report.json), in its order."""
    out = []
    for doc in report.get("assertions", []):
        file = doc.get("earl:testSubject", {}).get("url", "")
        for a in doc.get("assertions", []):
            test, result = a.get("earl:test", {}), a.get("earl:result", {})
            out.append(Violation(test.get("earl:impact", ""), test.get("dct:title", ""), file, result.get("html", "")))
    return out


def check(book: Path, out: Path) -> list[Violation]:
    """Ace's violations for one EPUB, its reports written into `out` (report.json, report.html)."""
    if not ACE.is_file():
        raise RuntimeError("Ace is missing: npm ci installs it (package.json)")
    with tempfile.TemporaryDirectory(prefix="ace-") as tmp:
        env = {**os.environ, "PUPPETEER_EXECUTABLE_PATH": str(_launcher(Path(tmp))), "PUPPETEER_SKIP_DOWNLOAD": "1",
               # Ace's settings and logs (env-paths) in the run's own folder, not the user's home
               **{f"XDG_{k}_HOME": tmp for k in ("CONFIG", "DATA", "CACHE", "STATE")}}
        run = subprocess.run([str(ACE), "--silent", "--force", "--outdir", str(out), "--tempdir", str(Path(tmp) / "work"), str(book)],
                             env=env, capture_output=True, text=True, timeout=900)
    report = out / "report.json"
    if run.returncode != 0 or not report.is_file():
        raise RuntimeError(f"Ace failed on {book.name} (exit {run.returncode}): {(run.stderr or run.stdout)[-2000:]}")
    return violations(json.loads(report.read_text(encoding="utf-8")))


def main(argv: list[str] | None = None) -> int:
    books = [Path(p) for p in (argv if argv is not None else sys.argv[1:])] or sorted((ROOT / "build" / "epub").glob("*.epub"))
    if not books:
        print("ace: no e-book given and none in build/epub/ (make epub)", file=sys.stderr)
        return 2
    refused = 0
    with tempfile.TemporaryDirectory(prefix="ace-reports-") as tmp:
        for book in books:
            found = check(book, Path(tmp) / book.stem)
            counts = Counter(v.impact for v in found)
            print(f"ace: {book.name}: " + ", ".join(f"{counts[i]} {i}" for i in (*REFUSED, "minor")))
            for v in found:
                if v.impact in REFUSED:
                    refused += 1
                    print(f"  {v}")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())

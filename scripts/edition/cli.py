"""The command line: check, lint, build [--out D], terms, anchors (see the package's docstring)."""

from __future__ import annotations

import sys
from pathlib import Path

from . import errata as errata_mod

from .book import build_all, nav_yaml
from .links import term_links
from .lint import lint
from .structure import DOCS, ROOT, PipelineError, books, check

# The markers of the book part of mkdocs.yml's nav.
NAV_BEGIN, NAV_END = "  # BEGIN generated book nav (scripts/edition)\n", "  # END generated book nav\n"


def write(out: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        p = out / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if not p.exists() or p.read_text(encoding="utf-8") != text:
            p.write_text(text, encoding="utf-8")


def update_nav(mkdocs_yml: Path, nav: str) -> None:
    text = mkdocs_yml.read_text(encoding="utf-8")
    a, b = text.index(NAV_BEGIN), text.index(NAV_END)
    new = text[: a + len(NAV_BEGIN)] + nav + text[b:]
    if new != text:
        mkdocs_yml.write_text(new, encoding="utf-8")


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "build"
    if cmd == "check":
        problems = check()
        for p in problems:
            print(p)
        print(f"{len(problems)} problems")
        return 1 if problems else 0
    if cmd == "lint":  # every check of the edition, as coded problems (lint.py tables the codes)
        problems = lint()
        for p in problems:
            print(p)
        print(f"{len(problems)} problems")
        return 1 if problems else 0
    if cmd == "build":
        out = Path(argv[argv.index("--out") + 1]) if "--out" in argv else DOCS
        try:
            files, _ = build_all()
        except (PipelineError, errata_mod.ErrataError) as exc:
            print(f"edition: {exc}", file=sys.stderr)
            return 1
        write(out, files)
        if out == DOCS:
            update_nav(ROOT / "mkdocs.yml", nav_yaml(books()))
        print(f"wrote {len(files)} pages under {out}")
        return 0
    if cmd == "terms":  # every glossary link with its sentence, to review the senses (NON_CARD_USES)
        files, _ = build_all()
        for rel, term, sentence in term_links(files):
            print(f"{rel}\t{term}\t{sentence}")
        return 0
    if cmd == "anchors":  # the public anchors, for tests/texts/anchors.txt
        _, eds = build_all()
        for a in sorted(f"{ed.book['id']}/{slug}/#{aid}" for ed in eds for aid, slug in ed.anchors.items()):
            print(a)
        return 0
    print(f"unknown command {cmd}", file=sys.stderr)
    return 2

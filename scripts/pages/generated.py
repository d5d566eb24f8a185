"""Writing a generated page, or checking it is up to date: the end of the page generators'
command lines (claims_ledger.py, situations.py)."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(tool: str, module: str, page: Path, text: str, argv: list[str], root: Path) -> int:
    """With --check, 0 if `page` holds `text`, else 1 and why (`tool` names the generator in its messages, and
    `module` is what `python -m` runs to write the page again); otherwise write it (to --out FILE if
    given), touching the file only if it changes. The exit status."""
    if "--check" in argv:
        if not page.exists() or page.read_text(encoding="utf-8") != text:
            print(f"{tool}: {page.relative_to(root)} is stale: run python -m {module}", file=sys.stderr)
            return 1
        print(f"{page.relative_to(root)} is up to date")
        return 0
    out = Path(argv[argv.index("--out") + 1]) if "--out" in argv else page
    out.parent.mkdir(parents=True, exist_ok=True)
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0

"""python scripts/edition check|build [--out D]|terms|anchors (the package's docstring says what each does)."""

import sys
from pathlib import Path

if not __package__:  # run as `python scripts/edition`: import the package from scripts/, not its modules from here
    sys.path[0] = str(Path(__file__).resolve().parent.parent)

from edition.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""python -m scripts.edition check|lint|build [--out D]|terms|anchors (the package's docstring says what each does)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv))

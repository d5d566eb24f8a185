"""Count the deals without openers for progressive jack-pots, and print the table the engine keeps.

The counts take minutes for many players (the rank-by-rank count in hoyle.poker.progressive), so the
engine keeps them as data, `COUNTED` in that module; this recomputes them. Run:

    python -m scripts.progressive_table [--players 5]
"""

from __future__ import annotations

import argparse
import sys
import time

from hoyle.poker.progressive import STEP_NAMES, non_openers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5, help="count deals of 1 up to this many hands")
    args = parser.parse_args(argv)
    print("COUNTED = {")
    for threshold in STEP_NAMES:
        for players in range(1, args.players + 1):
            start = time.perf_counter()
            count = non_openers(players, threshold)
            print(f"    ({threshold}, {players}): {count},  # {time.perf_counter() - start:.1f} s", flush=True)
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

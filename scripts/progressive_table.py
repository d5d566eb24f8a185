"""Count the deals without openers for progressive jack-pots, and print the table the engine keeps.

The counts take minutes for many players (the rank-by-rank count in hoyle.poker.progressive), so the
engine keeps them as data, `COUNTED` in that module; this recomputes them. Six hands take 90 to 350 s for
each openers, seven up to 43 minutes and 8 GB (jacks). Check a new count against a large seeded sample
before keeping it: six hands needing kings or aces, and seven needing queens to aces, disagree with one
(see hoyle.poker.progressive). Run:

    python -m scripts.progressive_table [--players 6] [--fewest 1] [--openers 11 12 13 14]
"""

from __future__ import annotations

import argparse
import sys
import time

from hoyle.poker.progressive import STEP_NAMES, non_openers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6, help="count deals of up to this many hands")
    parser.add_argument("--fewest", type=int, default=1, help="count deals of at least this many hands")
    parser.add_argument("--openers", type=int, nargs="*", default=list(STEP_NAMES), help="the least pairs: 11 jacks to 14 aces")
    args = parser.parse_args(argv)
    print("COUNTED = {")
    for threshold in args.openers:
        for players in range(args.fewest, args.players + 1):
            start = time.perf_counter()
            count = non_openers(players, threshold)
            print(f"    ({threshold}, {players}): {count},  # {time.perf_counter() - start:.1f} s", flush=True)
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

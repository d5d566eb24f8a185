"""Count the deals without openers for progressive jack-pots, check them, and print the table the engine keeps.

The counts take minutes for many players (the rank-by-rank count in hoyle.poker.progressive), so the
engine keeps them as data, `COUNTED` in that module; this recomputes them. Five hands take under a
minute for each openers, six about 6 minutes, seven 45 to 55 minutes and 8 GB. Check every new count
against a large seeded sample before keeping it (`--check 2000000`: the chance someone opens, counted
and sampled, side by side, with the gap in standard errors); `--stored` checks the kept counts without
recounting. Run:

    python -m scripts.progressive_table [--players 6] [--fewest 1] [--openers 11 12 13 14] [--check DEALS] [--stored]
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction

from hoyle.poker.progressive import COUNTED, STEP_NAMES, deals, non_openers, sample_opened

CHECK_SEED = 20261127
_samples: dict[tuple[int, int], dict[int, int]] = {}


def check_line(players: int, threshold: int, count: int, sample: int) -> str:
    """The counted chance someone opens beside a seeded sample's, and the gap in standard errors."""
    if (players, sample) not in _samples:  # one sample serves every openers
        _samples[players, sample] = sample_opened.__wrapped__(players, sample, CHECK_SEED)
    sampled = _samples[players, sample][threshold] / sample
    p = float(1 - Fraction(count, deals(players)))
    error = (p * (1 - p) / sample) ** 0.5
    z = (sampled - p) / error
    verdict = "agrees" if abs(z) < 4 else "DISAGREES: do not keep this count"
    return f"{players} hands, {STEP_NAMES[threshold]}: counted {100 * p:.3f}%, {sample:,} deals {100 * sampled:.3f}% (z {z:+.2f}), {verdict}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6, help="count deals of up to this many hands")
    parser.add_argument("--fewest", type=int, default=1, help="count deals of at least this many hands")
    parser.add_argument("--openers", type=int, nargs="*", default=list(STEP_NAMES), help="the least pairs: 11 jacks to 14 aces")
    parser.add_argument("--check", type=int, default=0, metavar="DEALS", help="check each count against this many seeded deals")
    parser.add_argument("--stored", action="store_true", help="check the counts the engine keeps instead of counting")
    args = parser.parse_args(argv)
    if args.stored:
        bad = 0
        for (threshold, players), count in sorted(COUNTED.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if args.fewest <= players <= args.players and threshold in args.openers:
                line = check_line(players, threshold, count, args.check or 100_000)
                bad += "DISAGREES" in line
                print(line, flush=True)
        return 1 if bad else 0
    print("COUNTED = {")
    for threshold in args.openers:
        for players in range(args.fewest, args.players + 1):
            start = time.perf_counter()
            count = non_openers(players, threshold)
            print(f"    ({threshold}, {players}): {count},  # {time.perf_counter() - start:.1f} s", flush=True)
            if args.check:
                print("    # " + check_line(players, threshold, count, args.check), flush=True)
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

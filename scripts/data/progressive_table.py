"""Count the deals without openers for progressive jack-pots, check them, and print the table the engine keeps.

The counts take minutes for many players (the rank-by-rank count in hoyle.poker.progressive), so the
engine keeps them as data, `COUNTED` in that module; this recomputes them. Five hands take under a
minute for each openers, six about 6 minutes, seven 45 to 55 minutes and 8 GB. Check every new count
against a large seeded sample before keeping it (`--check 2000000`: the chance someone opens, counted
and sampled, side by side, with the gap in standard errors); `--stored` checks the kept counts without
recounting.

Eight hands are beyond the Python count (about six times seven's time and memory). `--compiled` counts with
scripts/data/progressive_count.rs instead: the same method step for step, compiled with `rustc -O` (Debian's
rustc; the standard library only), its count kept modulo five primes and put together here (the Chinese
remainder theorem). Before it counts, it is checked against every count COUNTED keeps for up to
`--verify` hands (default 6: 24 counts in about two minutes; 7 takes 3 to 4 minutes more for each
openers). Eight hands took it 20 to 40 minutes and up to 11 GB for each openers. Run:

    python -m scripts.data.progressive_table [--players 6] [--fewest 1] [--openers 11 12 13 14] [--check DEALS] [--stored]
                                        [--compiled [--verify 6]]
"""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

from hoyle.poker.progressive import COUNTED, STEP_NAMES, deals, non_openers, sample_opened

CHECK_SEED = 20261127
_samples: dict[tuple[int, int], dict[int, int]] = {}
ROOT = Path(__file__).resolve().parents[2]
RUST = ROOT / "scripts" / "data" / "progressive_count.rs"
BINARY = ROOT / "build" / "progressive_count"
PRIMES = (2147483647, 2147483629, 2147483587, 2147483579, 2147483563)  # progressive_count.rs's P


def compiled() -> Path:
    """scripts/data/progressive_count.rs compiled (again if the source is newer than the program)."""
    if not BINARY.exists() or BINARY.stat().st_mtime < RUST.stat().st_mtime:
        BINARY.parent.mkdir(exist_ok=True)
        subprocess.run(["rustc", "-O", "-o", str(BINARY), str(RUST)], check=True)
    return BINARY


def from_residues(residues: list[int]) -> int:
    """The whole number below the primes' product (the count is far smaller: under 2^143 for eight hands) with
    these residues."""
    whole = math.prod(PRIMES)
    assert deals(8) < whole
    return sum(r * (whole // p) * pow(whole // p, -1, p) for r, p in zip(residues, PRIMES, strict=True)) % whole


def compiled_count(players: int, threshold: int) -> int:
    run = subprocess.run([str(compiled()), str(players), str(threshold)], capture_output=True, text=True, check=True)
    return from_residues([int(x) for x in run.stdout.split()])


def verify_compiled(most: int) -> None:
    """The compiled count agrees with every count COUNTED keeps for up to `most` hands, or SystemExit."""
    for (threshold, players), count in sorted(COUNTED.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        if players <= most:
            got = compiled_count(players, threshold)
            if got != count:
                raise SystemExit(f"the compiled count disagrees for {players} hands, {STEP_NAMES[threshold]}: {got} against {count}")
    print(f"# the compiled count agrees with every stored count for up to {most} hands", flush=True)


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
    parser.add_argument("--compiled", action="store_true", help="count with scripts/data/progressive_count.rs (rustc -O), checked first")
    parser.add_argument("--verify", type=int, default=6, metavar="HANDS", help="with --compiled: check it against the stored counts up to this")
    args = parser.parse_args(argv)
    if args.stored:
        bad = 0
        for (threshold, players), count in sorted(COUNTED.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if args.fewest <= players <= args.players and threshold in args.openers:
                line = check_line(players, threshold, count, args.check or 100_000)
                bad += "DISAGREES" in line
                print(line, flush=True)
        return 1 if bad else 0
    if args.compiled:
        verify_compiled(args.verify)
    print("COUNTED = {")
    for threshold in args.openers:
        for players in range(args.fewest, args.players + 1):
            start = time.perf_counter()
            count = compiled_count(players, threshold) if args.compiled else non_openers(players, threshold)
            print(f"    ({threshold}, {players}): {count},  # {time.perf_counter() - start:.1f} s", flush=True)
            if args.check:
                print("    # " + check_line(players, threshold, count, args.check), flush=True)
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

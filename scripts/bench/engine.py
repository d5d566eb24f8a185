"""Engine timings beside an independent reference (treys) measured in the same run.

Prints, for hoyle and for the reference (medians; the ratio says how many times faster hoyle is):

1. evaluations per second of hoyle and of treys, on the same N random hands, each in its own
   card representation (ints made beforehand), median of R runs: hoyle's batch path
   `tables.strengths(hands)` (the goal row) and one call per hand through `tables.evaluator()`,
   against treys' public `Evaluator.evaluate` (one call per hand: treys has no batch call);
   and, for scale, an empty loop calling a do-nothing function of five ints (the floor of any
   per-hand call in this interpreter);
2. all 2,598,960 hands classified by `classify_all()` (median of 3) beside treys dealing out
   every hand once, and the table build (hoyle's `Table`, treys' `LookupTable`);
3. all 32 holds of a hand by `draw.all_holds` (median over 30 random hands) beside dealing out
   every draw of the 32 holds with treys (2,598,960 evaluations a hand; 2 hands);
4. the simulator's six-handed deals per second (median of 3 runs of 20,000 deals), end to end by
   `simulate.run(setup)` (the settings read by `hoyle.api.simulate.read_setup`) and for the deals alone by
   `simulate.benchmark()`, if the simulator exists.

With --pyodide it also runs the same measurements inside Pyodide under Node
(scripts/bench/in_pyodide.mjs, the pinned npm package, the engine wheel that the site ships
and treys' pure-Python wheel) and prints both columns. This file is stdlib-only at import, so the
Pyodide runner loads it as a module and calls `figures()`.

Run: make bench-engine   (or .venv/bin/python -m scripts.bench.engine [--pyodide] [--quick])
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from itertools import combinations

from .common import aligned, finish, header, side_by_side, where

ALL_HANDS = 2598960
DEFAULTS = {"hands": 200_000, "runs": 5, "classify_runs": 3, "holds_hands": 30, "reference_holds_hands": 2, "sim_runs": 3, "sim_deals": 20_000,
            "seed": 1905, "treys": True}
QUICK = {"hands": 20_000, "runs": 3, "classify_runs": 1, "holds_hands": 5, "reference_holds_hands": 1, "sim_runs": 1, "sim_deals": 1000}


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def timed(fn, *args) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def random_hands(n: int, seed: int):
    """n random five-card hands (Card values), the same in every interpreter for the same seed."""
    from hoyle.cards import pack

    rng = random.Random(seed)
    cards = pack()
    return [rng.sample(cards, 5) for _ in range(n)]


def treys_int(card) -> int:
    from treys import Card as TreysCard

    return TreysCard.new("23456789TJQKA"[card.rank - 2] + card.suit)


# 1. Evaluations per second -------------------------------------------------------------------------

def loop_hoyle(strength, hands) -> None:
    for a, b, c, d, e in hands:
        strength(a, b, c, d, e)


def loop_nothing(hands) -> None:
    def nothing(a, b, c, d, e):
        return a

    for a, b, c, d, e in hands:
        nothing(a, b, c, d, e)


def loop_treys(evaluate, hands) -> None:
    empty: list = []
    for h in hands:
        evaluate(h, empty)  # the public call: hand + board, five cards in all


def loop_treys_five(five, hands) -> None:
    for h in hands:
        five(h)


def evaluations(config: dict, out: dict, treys_ok: bool) -> None:
    from hoyle.poker.tables import card_int, evaluator, strengths

    n, runs = config["hands"], config["runs"]
    hands = random_hands(n, config["seed"])
    ours = [tuple(card_int(c) for c in h) for h in hands]
    strength = evaluator()
    loop_hoyle(strength, ours[:1000])  # warm
    strengths(ours[:1000])
    t = [timed(strengths, ours) for _ in range(runs)]
    out["evals"] = {"hoyle": n / statistics.median(t), "runs_s": t}
    t = [timed(loop_hoyle, strength, ours) for _ in range(runs)]
    out["evals_call"] = {"hoyle": n / statistics.median(t), "runs_s": t}
    t = [timed(loop_nothing, ours) for _ in range(runs)]
    out["evals_floor"] = {"hoyle": n / statistics.median(t), "runs_s": t}
    log(f"  evaluations: hoyle {out['evals']['hoyle']:,.0f}/s batch, {out['evals_call']['hoyle']:,.0f}/s one call per hand")
    if treys_ok:
        from treys import Evaluator

        ev = Evaluator()
        theirs = [[treys_int(c) for c in h] for h in hands]
        t = [timed(loop_treys, ev.evaluate, theirs) for _ in range(runs)]
        out["evals"]["reference"] = n / statistics.median(t)
        out["evals"]["reference_runs_s"] = t
        out["evals_call"]["reference"] = out["evals"]["reference"]
        t = [timed(loop_treys_five, ev._five, theirs) for _ in range(runs)]
        out["evals_five"] = {"reference": n / statistics.median(t), "reference_runs_s": t}
        log(f"  evaluations: treys evaluate() {out['evals']['reference']:,.0f}/s, _five() {out['evals_five']['reference']:,.0f}/s")


# 2. Every hand of the pack --------------------------------------------------------------------------

def treys_classify_all() -> dict[str, int]:
    """Deal out every hand with treys (its five-card path) and count its classes."""
    from treys import Card as TreysCard
    from treys import Evaluator

    ev = Evaluator()
    five = ev._five
    deck = [TreysCard.new(r + s) for s in "shdc" for r in "23456789TJQKA"]
    by_rank: dict[int, int] = {}
    get = by_rank.get
    for hand in combinations(deck, 5):
        r = five(hand)
        by_rank[r] = get(r, 0) + 1
    classes: Counter = Counter()
    for r, n in by_rank.items():
        classes[ev.class_to_string(ev.get_rank_class(r))] += n
    return dict(classes)


def classify_all(rules) -> dict[str, int]:
    """Deal out every hand of the pack one by one with hoyle's tables and count the classes (the
    brute force that this benchmark times; not in the engine, which counts by patterns).

    Nested loops carry partial products and suit masks, so each hand costs one multiply, one
    and, and one lookup.
    """
    from hoyle.cards import Card
    from hoyle.poker.tables import JOKER_INT, card_int, table

    t = table(rules)
    flush, plain, klass = t.flush, t.plain, t.klass
    deck = [card_int(Card(r, s)) for s in "shdc" for r in range(2, 15)] + ([JOKER_INT] if rules.joker else [])
    primes = [c >> 4 for c in deck]
    suits = [c & 15 for c in deck]
    n = len(deck)
    counts = [0] * len(t.keys)
    for i in range(n - 4):
        p1, s1 = primes[i], suits[i]
        for j in range(i + 1, n - 3):
            p2, s2 = p1 * primes[j], s1 & suits[j]
            for k in range(j + 1, n - 2):
                p3, s3 = p2 * primes[k], s2 & suits[k]
                for m in range(k + 1, n - 1):
                    p4, s4 = p3 * primes[m], s3 & suits[m]
                    last = primes[m + 1:]
                    if s4:
                        lsuits = suits[m + 1:]
                        for x in range(len(last)):
                            if s4 & lsuits[x]:
                                counts[flush[p4 * last[x]]] += 1
                            else:
                                counts[plain[p4 * last[x]]] += 1
                    else:
                        for p5 in last:
                            counts[plain[p4 * p5]] += 1
    out: dict[str, int] = {}
    for s, c in enumerate(counts):
        if c:
            out[klass[s]] = out.get(klass[s], 0) + c
    return out


def every_hand(config: dict, out: dict, treys_ok: bool) -> None:
    from hoyle.poker.odds import pat_counts
    from hoyle.poker.rules import STANDARD
    from hoyle.poker.tables import Table, table

    t = [timed(Table, STANDARD) for _ in range(config["classify_runs"])]
    out["table_build"] = {"hoyle": statistics.median(t), "runs_s": t}
    table(STANDARD)
    t = []
    for _ in range(config["classify_runs"]):
        start = time.perf_counter()
        counts = classify_all(STANDARD)
        t.append(time.perf_counter() - start)
    assert counts == pat_counts(STANDARD)["classes"] and sum(counts.values()) == ALL_HANDS, counts
    out["classify_all"] = {"hoyle": statistics.median(t), "runs_s": t}
    log(f"  classify_all: {out['classify_all']['hoyle']:.2f} s")
    if treys_ok:
        from treys.lookup import LookupTable

        t = [timed(LookupTable) for _ in range(config["classify_runs"])]
        out["table_build"]["reference"] = statistics.median(t)
        start = time.perf_counter()
        counts = treys_classify_all()
        out["classify_all"]["reference"] = time.perf_counter() - start
        assert sum(counts.values()) == ALL_HANDS and counts["Flush"] == 5108, counts
        log(f"  treys, every hand: {out['classify_all']['reference']:.2f} s")


# 3. All 32 holds ---------------------------------------------------------------------------------

def treys_all_holds(hand, stock) -> list[dict[int, int]]:
    """Every draw of every hold dealt out and ranked by treys: one {rank: draws} per hold."""
    from treys import Evaluator

    five = Evaluator()._five
    dists = []
    for n in range(6):
        for held in combinations(hand, n):
            dist: dict[int, int] = {}
            get = dist.get
            for drawn in combinations(stock, 5 - n):
                r = five(held + drawn)
                dist[r] = get(r, 0) + 1
            dists.append(dist)
    return dists


def holds(config: dict, out: dict, treys_ok: bool) -> None:
    from hoyle.cards import pack
    from hoyle.poker.draw import all_holds

    hands = random_hands(config["holds_hands"] + 1, config["seed"] + 1)
    all_holds(hands[-1])  # warm: tables built
    t = [timed(all_holds, h) for h in hands[:-1]]
    out["all_holds"] = {"hoyle": statistics.median(t), "runs_s": t}
    log(f"  all_holds: {1000 * out['all_holds']['hoyle']:.1f} ms")
    if treys_ok:
        t = []
        for h in hands[: config["reference_holds_hands"]]:
            stock = tuple(treys_int(c) for c in pack() if c not in h)
            mine = tuple(treys_int(c) for c in h)
            start = time.perf_counter()
            dists = treys_all_holds(mine, stock)
            t.append(time.perf_counter() - start)
            assert len(dists) == 32 and sum(sum(d.values()) for d in dists) == ALL_HANDS
        out["all_holds"]["reference"] = statistics.median(t)
        out["all_holds"]["reference_runs_s"] = t
        log(f"  treys, every draw of 32 holds: {out['all_holds']['reference']:.2f} s a hand")


# 4. The simulator --------------------------------------------------------------------------------

def simulator(config: dict, out: dict) -> None:
    """`simulate.run` end to end (set-up, deals, report), and its own `benchmark()` (the deals alone)."""
    try:
        from hoyle.api.simulate import read_setup  # the settings read as the facade reads them
        from hoyle.poker import simulate
    except ImportError:
        simulate = None
    if simulate is None or not hasattr(simulate, "run"):
        out["simulator"] = {"hoyle": None, "note": "simulator not available"}
        log("  simulator not available")
        return
    deals = config["sim_deals"]
    simulate.run(read_setup({"players": 6, "deals": 10, "seed": 0}))  # warm: tables built
    t = []
    for i in range(config["sim_runs"]):
        start = time.perf_counter()
        result = simulate.run(read_setup({"players": 6, "deals": deals, "seed": config["seed"] + i}))
        t.append(time.perf_counter() - start)
    assert result["deals"] == deals, result.get("deals")
    out["simulator"] = {"hoyle": deals / statistics.median(t), "runs_s": t, "deals": deals}
    log(f"  simulator: {out['simulator']['hoyle']:,.0f} six-handed deals/s (run())")
    if hasattr(simulate, "benchmark"):
        rates = [simulate.benchmark(players=6, deals=deals) for _ in range(config["sim_runs"])]
        out["simulator_steady"] = {"hoyle": deals / statistics.median(r["seconds"] for r in rates), "runs_s": [r["seconds"] for r in rates],
                                   "strategy": rates[0].get("strategy")}
        log(f"  simulator: {out['simulator_steady']['hoyle']:,.0f} six-handed deals/s (benchmark(), deals only)")


def figures(config: dict | None = None) -> dict:
    """Every measurement this interpreter can make (treys's only if it imports), as JSON-ready data."""
    config = {**DEFAULTS, **(config or {})}
    treys_ok = False
    if config["treys"]:
        try:
            import treys  # noqa: F401

            treys_ok = True
        except ImportError:
            pass
    out = header(config, treys=_version("treys") if treys_ok else None)
    for step in (evaluations, every_hand, holds):
        step(config, out, treys_ok)
    simulator(config, out)
    return finish(out)


def _version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


# The table --------------------------------------------------------------------------------------

ROWS = (
    # key, label, unit, bigger is better, goal text
    ("evals", "evaluations per second, strengths() batch", "rate", True, "ratio >= 3"),
    ("evals_call", "  one call per hand, evaluator()", "rate", True, ""),
    ("evals_five", "  the same, vs treys' inner _five()", "rate", True, ""),
    ("evals_floor", "  empty loop, 5-int no-op call", "rate", True, "(floor)"),
    ("classify_all", "classify all 2,598,960 hands", "s", False, "<= 2 s"),
    ("table_build", "  build the lookup table", "s", False, ""),
    ("all_holds", "all 32 holds of a hand", "ms", False, "<= 30 ms"),
    ("simulator", "six-handed deals per second, run()", "rate", True, ""),
    ("simulator_steady", "  the deals alone, benchmark()", "rate", True, ""),
)


def _fmt(value, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "rate":
        return f"{value:,.0f}/s"
    if unit == "ms":
        return f"{1000 * value:,.1f} ms" if value < 1 else f"{value:,.2f} s"
    return f"{value:,.3f} s"


def _cells(fig: dict | None, key: str, unit: str, bigger: bool) -> list[str]:
    row = (fig or {}).get(key, {})
    ours = row.get("hoyle")
    # The short rows borrow hoyle's figure from the row above (the same hoyle measurement).
    if key == "evals_five" and fig is not None:
        ours = fig.get("evals", {}).get("hoyle")
    ref = row.get("reference")
    ratio = "-"
    if ours and ref:
        ratio = f"{(ours / ref) if bigger else (ref / ours):,.2f}x"
    if key == "evals_floor":
        ref, ratio = None, "-"
    return [_fmt(ours, unit), _fmt(ref, unit), ratio]


def report(local: dict, pyodide: dict | None = None) -> str:
    """The side-by-side table: measure, hoyle, reference (treys), ratio (times faster), goal."""
    columns, head = side_by_side(local, pyodide, "treys")
    rows = [head]
    for key, label, unit, bigger, goal in ROWS:
        line = [label]
        for _, fig in columns:
            line += _cells(fig, key, unit, bigger)
        line.append(goal)
        rows.append(line)
    text = aligned(rows)
    notes = []
    for suffix, fig in columns:
        notes.append(where(fig, f", treys {fig['treys'] or 'not loaded'}"))
        sim = fig.get("simulator", {})
        if sim.get("note"):
            notes.append(f"  simulator: {sim['note']}")
        elif sim.get("deals"):
            notes.append(f"  simulator: {sim['deals']:,} six-handed deals a run, the default strategy"
                         f" ({fig.get('simulator_steady', {}).get('strategy') or '?'}), no jack-pots; run() includes set-up and report")
        ev = fig.get("evals", {})
        if ev.get("hoyle") and ev.get("reference"):
            r = ev["hoyle"] / ev["reference"]
            notes.append(f"  evaluations: hoyle's batch strengths() is {r:.2f}x treys' public evaluate(); "
                         f"the goal of 3x is {'met' if r >= 3 else 'NOT met'}"
                         + (f"; one call per hand {fig['evals_call']['hoyle'] / ev['reference']:.2f}x"
                            if fig.get("evals_call", {}).get("hoyle") else ""))
        ca = fig.get("classify_all", {}).get("hoyle")
        if ca:
            notes.append(f"  classify_all: {ca:.2f} s; the goal of 2 s is {'met' if ca <= 2 else 'NOT met'}")
        ah = fig.get("all_holds", {}).get("hoyle")
        if ah:
            notes.append(f"  all_holds: {1000 * ah:.1f} ms; the goal of 30 ms is {'met' if ah <= 0.030 else 'NOT met'}")
    cfg = local["config"]
    notes.append(f"{cfg['hands']:,} random hands, {cfg['runs']} runs each; classify_all {cfg['classify_runs']} runs, treys once; "
                 f"all_holds over {cfg['holds_hands']} hands, treys over {cfg['reference_holds_hands']}; ratio = how many times faster hoyle is")
    return "\n".join(text + [""] + notes)


# Pyodide ----------------------------------------------------------------------------------------

def run_pyodide(config: dict) -> dict:
    """The same figures inside Pyodide under Node, on the wheel the site ships (rebuilt if stale),
    with treys' wheel beside it for the reference column."""
    from pathlib import Path

    from . import launch

    treys_wheel = _treys_wheel(Path(__file__).resolve().parents[2]) if config.get("treys", True) else None
    return launch.run_in_pyodide("engine", config, [treys_wheel] if treys_wheel else [], log)


def _treys_wheel(root):
    """treys' pure-Python wheel (the version installed here), fetched once into build/bench-wheels/ by pip."""
    import subprocess

    version = _version("treys")
    if version == "?":
        log("treys is not installed here (requirements/test.txt): the Pyodide column has no reference")
        return None
    folder = root / "build" / "bench-wheels"
    found = sorted(folder.glob(f"treys-{version}-py3-none-any.whl"))
    if found:
        return found[0]
    done = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                           "--only-binary=:all:", "-d", str(folder), f"treys=={version}"])
    found = sorted(folder.glob(f"treys-{version}-py3-none-any.whl"))
    if done.returncode or not found:
        log("treys' wheel could not be fetched: the Pyodide column has no reference")
        return None
    return found[0]


def main() -> None:
    from . import launch

    launch.main(sys.modules[__name__], run_pyodide)


if __name__ == "__main__":
    main()

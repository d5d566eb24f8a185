"""Cribbage timings beside the straightforward way (`show.reckon`, card by card) measured in the same run.

Prints, for hoyle and for the reference (medians; the ratio says how many times faster hoyle is):

1. the full distribution of six-card show scores over all 12,994,800 hands with a start, by
   `distribution.distribution()` (median of 3), for the hand and for the crib (crib=True), beside
   `show.reckon(hand, start, variant="six-card").total` over a fixed random sample of deals (20,000),
   timed and extrapolated to 12,994,800 (the reference column of these rows is extrapolated);
2. the lay-out advisor `layout.advise(cards, crib=False)` (the hand's expectation only), median
   over 20 random dealt hands, at six-card (the goal row: < 200 ms in CPython), five-card and
   seven-card, beside scoring the same lay-outs over the same starts with `show.reckon`
   (15 x 46 shows a hand at six-card, 10 x 47 at five-card, 21 x 45 at seven-card);
3. `layout.advise(cards, crib=True)` (with the crib's exact expectation over the opponent's
   lay-outs and the starts) at six-card, median over 5 hands; no reference (the hand-only row
   above is the time without the crib);
4. `layout.advise(cards, crib=True, opponent="sensible")` (the crib as a sensible opponent makes
   it, over `layout.SAMPLE` of his hands, each with his own lay-out) at six-, five- and seven-card,
   median over 5 hands each; no reference. A request keeps the worker busy this long, so the aim
   is under 1 s in Pyodide (scripts/bench/parts.py).

Every run is cold: before each timed call every functools cache in hoyle.cribbage.distribution,
hoyle.cribbage.layout and hoyle.cribbage.show is cleared (today `distribution.suit_points` and
`layout._ranks_points`; the names cleared are printed), and `distribution` itself is called
unwrapped if it is ever cached. The reference has no caches. Hands, deals and starts are the same
in every interpreter for the same seed.

With --pyodide it also runs the same measurements inside Pyodide under Node
(scripts/bench/in_pyodide.mjs, the pinned npm package, the engine wheel that the site ships)
and prints both columns. This file is stdlib-only at import, so the Pyodide runner loads it as a
module and calls `figures()`.

Run: make bench-cribbage   (or .venv/bin/python -m scripts.bench.cribbage [--pyodide] [--quick])
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from itertools import combinations

from .common import aligned, finish, header, side_by_side, where

ALL_DEALS = 12994800  # C(52, 4) x 48: a six-card hand of four and the start
DEFAULTS = {"dist_runs": 3, "sample": 20_000, "layout_hands": 20, "crib_hands": 5, "seed": 1905}
QUICK = {"dist_runs": 1, "sample": 2000, "layout_hands": 4, "crib_hands": 1}
VARIANT_NAMES = (("six-card", 6), ("five-card", 5), ("seven-card", 7))
GOAL_LAYOUT_S = 0.200


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def cold() -> list[str]:
    """Clear every functools cache of the cribbage modules; the names cleared."""
    from hoyle.cribbage import distribution, layout, show

    cleared: dict[int, str] = {}
    for module in (distribution, layout, show):
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)) and id(value) not in cleared:
                value.cache_clear()
                cleared[id(value)] = f"{getattr(value, '__module__', '?').rsplit('.', 1)[-1]}.{getattr(value, '__qualname__', '?')}"
    return sorted(cleared.values())


def cold_timed(fn, *args, **kwargs) -> tuple[float, object]:
    """(seconds, result) of one call with every cache cleared first (the clearing not timed)."""
    cold()
    starter = time.perf_counter()
    result = fn(*args, **kwargs)
    return time.perf_counter() - starter, result


def dealt_hands(n: int, size: int, seed: int):
    """n random hands of `size` cards (Card values)."""
    from hoyle.cards import pack

    rng = random.Random(seed)
    cards = pack()
    return [tuple(rng.sample(cards, size)) for _ in range(n)]


# 1. The full distribution ----------------------------------------------------------------------

def reckon_sample(deals, crib: bool) -> int:
    from hoyle.cribbage.show import reckon

    total = 0
    for hand, starter in deals:
        total += reckon(hand, starter, crib=crib, variant="six-card").total
    return total


def distributions(config: dict, out: dict) -> None:
    from hoyle.cribbage import distribution as module

    distribution = getattr(module.distribution, "__wrapped__", module.distribution)
    deals = [(h[:4], h[4]) for h in dealt_hands(config["sample"], 5, config["seed"])]
    for key, crib in (("distribution", False), ("distribution_crib", True)):
        t = []
        for _ in range(config["dist_runs"]):
            seconds, d = cold_timed(distribution, crib=crib)
            t.append(seconds)
        assert sum(d.values()) == ALL_DEALS and d[29] == 4, (sum(d.values()), d.get(29))
        mean = sum(p * n for p, n in d.items()) / ALL_DEALS
        reckon_sample(deals[:500], crib)  # warm
        starter = time.perf_counter()
        sampled = reckon_sample(deals, crib)
        ref = time.perf_counter() - starter
        out[key] = {"hoyle": statistics.median(t), "runs_s": t, "reference": ref * ALL_DEALS / len(deals),
                    "reference_sample_s": ref, "sample": len(deals), "mean": mean, "sample_mean": sampled / len(deals)}
        log(f"  distribution(crib={crib}): {out[key]['hoyle']:.3f} s; reckon {1e6 * ref / len(deals):.1f} us a deal,"
            f" {out[key]['reference']:,.0f} s extrapolated")


# 2 and 3. The lay-out advisor --------------------------------------------------------------------

def reckon_layouts(cards, variant: str) -> list[tuple[float, tuple]]:
    """The straightforward lay-out: every two laid out, the kept cards reckoned with every unseen start."""
    from hoyle.cards import pack
    from hoyle.cribbage.show import reckon

    unseen = [c for c in pack() if c not in cards]
    rows = []
    for out in combinations(range(len(cards)), 2):
        keep = tuple(c for i, c in enumerate(cards) if i not in out)
        total = sum(reckon(keep, starter, variant=variant).total for starter in unseen)
        rows.append((total / len(unseen), keep))
    rows.sort(key=lambda r: -r[0])
    return rows


def layouts(config: dict, out: dict) -> None:
    from hoyle.cribbage.layout import advise

    for i, (variant, size) in enumerate(VARIANT_NAMES):
        hands = dealt_hands(config["layout_hands"], size, config["seed"] + 1 + i)
        advise(hands[0], variant=variant, crib=False)  # warm: imports, nothing cached is kept (cleared below)
        t, ref = [], []
        for h in hands:
            seconds, result = cold_timed(advise, h, variant=variant, crib=False)
            t.append(seconds)
            starter = time.perf_counter()
            theirs = reckon_layouts(h, variant)
            ref.append(time.perf_counter() - starter)
            ours = sorted(round(r["hand"]["mean"], 4) for r in result["layouts"])
            assert ours == sorted(round(m, 4) for m, _ in theirs), (variant, h)
        key = "layout" if variant == "six-card" else f"layout_{size}"
        out[key] = {"hoyle": statistics.median(t), "runs_s": t, "reference": statistics.median(ref), "reference_runs_s": ref,
                    "hands": len(hands), "layouts": len(result["layouts"]), "starts": result["layouts"][0]["hand"]["starts"]}
        log(f"  layout {variant}, crib=False: {1000 * out[key]['hoyle']:.2f} ms; reckon {1000 * out[key]['reference']:.1f} ms")
    hands = dealt_hands(config["crib_hands"], 6, config["seed"] + 10)
    t = []
    for h in hands:
        seconds, result = cold_timed(advise, h, variant="six-card", crib=True)
        t.append(seconds)
        assert len(result["layouts"]) == 15 and "crib" in result["layouts"][0]
    out["layout_crib"] = {"hoyle": statistics.median(t), "runs_s": t, "hands": len(hands)}
    log(f"  layout six-card, crib=True: {1000 * out['layout_crib']['hoyle']:.1f} ms")
    for i, (variant, size) in enumerate(VARIANT_NAMES):
        hands = dealt_hands(config["crib_hands"], size, config["seed"] + 20 + i)
        t = []
        for h in hands:
            seconds, result = cold_timed(advise, h, variant=variant, crib=True, opponent="sensible")
            t.append(seconds)
            assert "sensible_crib" in result["layouts"][0]
        key = "layout_sensible" if variant == "six-card" else f"layout_sensible_{size}"
        out[key] = {"hoyle": statistics.median(t), "runs_s": t, "hands": len(hands), "sample": result["sample"]["hands"]}
        log(f"  layout {variant}, opponent=sensible: {1000 * out[key]['hoyle']:.1f} ms")


def figures(config: dict | None = None) -> dict:
    """Every measurement, as JSON-ready data."""
    config = {**DEFAULTS, **(config or {})}
    out = header(config, cold=cold())
    distributions(config, out)
    layouts(config, out)
    return finish(out)


# The table --------------------------------------------------------------------------------------

ROWS = (
    # key, label, unit, goal text
    ("distribution", "distribution(), all 12,994,800 hands+start", "s", ""),
    ("distribution_crib", "  the crib, crib=True", "s", ""),
    ("layout", "advise(crib=False), six-card hand", "ms", "< 200 ms"),
    ("layout_5", "  five-card hand", "ms", ""),
    ("layout_7", "  seven-card hand", "ms", ""),
    ("layout_crib", "advise(crib=True), six-card hand", "ms", ""),
    ("layout_sensible", "advise(opponent=sensible), six-card", "ms", "< 1 s in Pyodide"),
    ("layout_sensible_5", "  five-card hand", "ms", ""),
    ("layout_sensible_7", "  seven-card hand", "ms", ""),
)


def _fmt(value, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "ms" and value < 1:
        return f"{1000 * value:,.2f} ms"
    return f"{value:,.2f} s"


def _cells(fig: dict | None, key: str, unit: str) -> list[str]:
    row = (fig or {}).get(key, {})
    ours, ref = row.get("hoyle"), row.get("reference")
    ratio = "-" if not (ours and ref) else f"{ref / ours:,.0f}x" if ref / ours >= 100 else f"{ref / ours:.1f}x"
    text = _fmt(ref, unit)
    if key.startswith("distribution") and ref is not None:
        text += " extrapolated"
    return [_fmt(ours, unit), text, ratio]


def report(local: dict, pyodide: dict | None = None) -> str:
    """The side-by-side table: measure, hoyle, reference (show.reckon), ratio (times faster), goal."""
    columns, head = side_by_side(local, pyodide, "reckon")
    rows = [head]
    for key, label, unit, goal in ROWS:
        line = [label]
        for _, fig in columns:
            line += _cells(fig, key, unit)
        line.append(goal)
        rows.append(line)
    text = aligned(rows)
    notes = []
    for _, fig in columns:
        notes.append(where(fig))
        d = fig.get("distribution", {})
        if d.get("sample"):
            notes.append(f"  distribution: reckon timed on {d['sample']:,} random deals ({1e6 * d['reference_sample_s'] / d['sample']:.1f} us a deal,"
                         f" {1e6 * fig['distribution_crib']['reference_sample_s'] / d['sample']:.1f} us as a crib), times 12,994,800;"
                         f" exact mean {d['mean']:.4f} (the sample's {d['sample_mean']:.4f})")
        lay = fig.get("layout", {}).get("hoyle")
        if lay:
            notes.append(f"  layout: {1000 * lay:.2f} ms a six-card hand (crib=False); "
                         f"the CPython goal of 200 ms is {'met' if lay < GOAL_LAYOUT_S else 'NOT met'};"
                         f" with the crib's expectation (crib=True) {1000 * fig['layout_crib']['hoyle']:.1f} ms")
    cfg = local["config"]
    lay = local.get("layout", {})
    notes.append(f"cold caches every run (cleared: {', '.join(local['cold']) or 'none'}); distribution {cfg['dist_runs']} runs each;"
                 f" layout over {cfg['layout_hands']} random hands a row, reckon on the same hands ({lay.get('layouts', '?')} lay-outs x"
                 f" {lay.get('starts', '?')} starts at six-card); crib=True over {cfg['crib_hands']} hands; ratio = reckon / hoyle")
    return "\n".join(text + [""] + notes)


def main() -> None:
    from . import launch

    launch.main(sys.modules[__name__])


if __name__ == "__main__":
    main()

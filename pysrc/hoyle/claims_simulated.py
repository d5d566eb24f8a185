"""Quantities for the ledger's claims that need a whole deal played out, or a hand's average value.

Practical Poker, chapters "Coming In", "Opening Jack-pots", "Coming into Jack-pots", "Drawing to
Improve" (its Averages table) and "Popular Fallacies" (texts/claims/practical-poker-simulated.toml).

Two kinds of quantity, each a `Quantity` of kind "judged" that carries its own verdict:

- Exact. `average_after_draw(row)`: the book defines the average value of a draw by a pat hand
  of such strength that "he would beat you just about as often as you would beat him" (seed 001
  line 1248); that is the median of the exact distribution of the hand after the draw
  (`hoyle.poker.averages`, which holds the table's rows).
  `average_go_in(least, claimed)`: the median of the pat hands that come in.
  `pair_before_draw(rank, book)`: a pair of `rank` (any kickers) against one other dealt hand,
  counted exactly, the cards in your own hand taken out.
- Simulated (`hoyle.poker.simulate`, seeded, so the same text every time), with a 95% confidence
  interval by the normal approximation. The verdict:
  a figure is `correct` if it lies in the interval, `rounded` if not but the estimate is within
  half a unit of the book's printed precision (`unit`: "four times out of five" is in fifths),
  `wrong` otherwise; a comparison ("just as good", "more than half") is `correct` if the interval
  lies on the book's side, `wrong` if it lies on the other, `ambiguous` if it straddles;
  an experiment the book reports (Foster's hundred deals) is `correct` if its count is within
  the 95% range of such an experiment (1.96 binomial standard deviations beyond the interval).
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product

from hoyle.claims import Quantity, register
from hoyle.poker.averages import ROWS, median_after_draw
from hoyle.poker.hands import describe
from hoyle.poker.odds import book_odds
from hoyle.poker.simulate import Z95, run, versus
from hoyle.poker.tables import table

# Exact: the Averages table ----------------------------------------------------------------------------

# The rows of the table, example hands and the median: hoyle.poker.averages.
AVERAGE_ROWS = {r.id: (r.drawing_to, list(r.draws), r.book_words, r.fits) for r in ROWS if r.book}


@register
def average_after_draw(row: str) -> Quantity:
    """The book's average value of a draw (Averages table): the pat hand the drawing hand beats
    about as often as it is beaten by, i.e. the median of the exact draw; judged against the row."""
    _, draws, book, fits = AVERAGE_ROWS[row]
    t = table()
    parts, ok = [], True
    for hand, hold, label in draws:
        s, better, worse = median_after_draw(hand, hold)
        ok &= fits(t.klass[s], t.tie[s])
        parts.append(f"{label} (holding {hold} of {hand}): {describe(t.klass[s], t.tie[s]).lower()} "
                     f"({float(better):.3f} of draws better, {float(worse):.3f} worse)")
    return Quantity(None, "judged", "; ".join(parts), "correct" if ok else "wrong")


@register
def average_go_in(least: str, claimed: str) -> Quantity:
    """The average (median) of the pat hands that come in, when players come in on a pair of
    `least` or better ('pair' for any pair); correct if it is a pair of `claimed`."""
    from hoyle.poker.simulate import PAIRS, _lowest

    t = table()
    start = _lowest(t, least)
    total = sum(t.hands[start:])
    above = 0
    for s in range(len(t.keys) - 1, start - 1, -1):
        if 2 * (above + t.hands[s]) >= total:
            break
        above += t.hands[s]
    worse = total - above - t.hands[s]
    ok = t.klass[s] == "one-pair" and t.tie[s][0] == PAIRS[claimed]
    text = (f"median of the {total:,} hands of {'any pair' if least == 'pair' else 'a pair of ' + least} or better: "
            f"{describe(t.klass[s], t.tie[s]).lower()}, {above / total:.3f} of them better, {worse / total:.3f} worse")
    return Quantity(None, "judged", text, "correct" if ok else "wrong")


# Exact: a pair before the draw against one other hand -------------------------------------------------

_STRAIGHTS = [tuple(range(top - 4, top + 1)) for top in range(6, 15)] + [(14, 2, 3, 4, 5)]


def _elementary(values: list[int], k: int) -> int:
    """The elementary symmetric polynomial of degree k (ways to take one card from each of k ranks)."""
    e = [1] + [0] * k
    for v in values:
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * v
    return e[k]


_BIT = {r: 1 << (r - 2) for r in range(2, 15)}
_STRAIGHT_MASKS = [sum(_BIT[r] for r in s) for s in _STRAIGHTS]
# For each set of ranks gone from a suit: the five-card flushes left in it that are not straights.
_FLUSHES_FREE = [math.comb(13 - bin(m).count("1"), 5) - sum(1 for s in _STRAIGHT_MASKS if not s & m) for m in range(1 << 13)]


@lru_cache(maxsize=16)
def pair_against_one(rank: int) -> tuple[Fraction, int]:
    """The chance that a dealt pair of `rank` (with any three odd cards) is better than one other
    hand dealt from the 47 cards left (ties half), counted exactly; and the cases counted."""
    ranks = list(range(2, 15))
    others = [r for r in ranks if r != rank]
    comb47 = math.comb(47, 5)
    win = Fraction(0)
    cases = 0
    for kick in combinations(sorted(others, reverse=True), 3):
        n = {r: 4 for r in ranks}
        n[rank] = 2
        for k in kick:
            n[k] = 3
        one_pair = sum(math.comb(n[p], 2) * _elementary([n[r] for r in ranks if r != p], 3) for p in ranks)
        higher_pairs = sum(math.comb(n[p], 2) * _elementary([n[r] for r in ranks if r != p], 3) for p in ranks if p > rank)
        better_kickers = sum(n[a] * n[b] * n[c] for a, b, c in combinations(sorted(others, reverse=True), 3) if (a, b, c) > kick)
        ties = math.prod(n[k] for k in kick)
        distinct = _elementary([n[r] for r in ranks], 5)
        straights = sum(math.prod(n[r] for r in s) for s in _STRAIGHTS)
        for suits in product(range(4), repeat=3):
            masks = [_BIT[rank], _BIT[rank], 0, 0]  # the ranks gone from each suit (the pair's in the first two)
            for k, suit in zip(kick, suits):
                masks[suit] |= _BIT[k]
            flushes = sum(_FLUSHES_FREE[m] for m in masks)  # five of a suit, less the straight flushes
            no_pair = distinct - straights - flushes
            better = comb47 - one_pair - no_pair + higher_pairs + better_kickers
            worse = comb47 - better - ties
            win += Fraction(2 * worse + ties, 2 * comb47)
            cases += 1
    return win / cases, cases


@register
def pair_before_draw(rank: int, book: str) -> Quantity:
    """A pair of `rank` against one other hand before the draw, exactly; judged against the book's
    odds in its own style ("even", "10 to 1 on")."""
    p, cases = pair_against_one(rank)
    on = p / (1 - p)
    style = book_odds(1 / on)
    figure = Fraction(1) if book == "even" else Fraction(book.split(" to ")[0])
    verdict = "correct" if on == figure else "rounded" if style == book else "wrong"
    text = f"{float(p):.4f} (exactly, over {cases:,} kinds of hand): {float(on):.2f} to 1 on, \"{style}\" in the book's style"
    return Quantity(None, "judged", text, verdict)


# Simulated -------------------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def _simulated(config_json: str) -> dict:
    return run(json.loads(config_json))


def _simulate(config: dict) -> dict:
    return _simulated(json.dumps(config, sort_keys=True))


def _fraction(text: str) -> Fraction:
    return Fraction(text.strip())


def _measure(r: dict, measure: str) -> tuple[float, float, float, str]:
    """(estimate, its 95% interval's low and high, in words) for a measure of a simulation's
    results: best:SEAT, best_when_in:SEAT, alone:SEAT, not_alone:SEAT, came_in:SEAT, opened,
    uncontested, number_in, number_in_when_in:SEAT, final:SEAT:CLASS, others_average:SEAT."""
    kind, _, arg = measure.partition(":")
    if kind in ("best", "best_when_in", "alone", "came_in"):
        e = r["seats"][int(arg)][kind]
        words = {"best": "best hand", "best_when_in": "best hand when he comes in", "alone": "alone in the pot", "came_in": "comes in"}[kind]
        return e["share"], e["low"], e["high"], f"seat {arg} {words}"
    if kind == "not_alone":
        e = r["seats"][int(arg)]["alone"]
        return 1 - e["share"], 1 - e["high"], 1 - e["low"], f"another player also in, when seat {arg} is"
    if kind == "opened":
        e = r["void"]
        return 1 - e["share"], 1 - e["high"], 1 - e["low"], "opened"
    if kind == "uncontested":
        e = r["uncontested"]
        return e["share"], e["low"], e["high"], "the opener alone"
    if kind == "number_in":
        e = r["number_in"]
        return e["mean"], e["low"], e["high"], "players in"
    if kind == "number_in_when_in":
        e = r["seats"][int(arg)]["number_in_when_in"]
        return e["mean"], e["low"], e["high"], f"players in when seat {arg} is"
    if kind == "final":
        seat, klass = arg.split(":")
        e = r["seats"][int(seat)]["finals"][klass]
        return e["share"], e["low"], e["high"], f"seat {seat} ends with {klass}"
    if kind == "others_average":  # every seat in every deal: the others' shares add up to 1 - this one's
        e = r["seats"][int(arg)]["best"]
        k = r["players"] - 1
        return (1 - e["share"]) / k, (1 - e["high"]) / k, (1 - e["low"]) / k, f"the average of the other {k}"
    raise ValueError(f"unknown measure {measure!r}")


def _describe(config: dict, r: dict) -> str:
    return f"{r['deals']:,} {'jack-pot ' if config.get('jackpot') else ''}deals of {config['players']}, seed {config.get('seed', 1)}"


def _interval(x: float, low: float, high: float, digits: int = 4) -> str:
    return f"{x:.{digits}f} (95% CI {low:.{digits}f} to {high:.{digits}f})"


@register
def simulated(config: dict, measure: str, book: str, unit: str = "") -> Quantity:
    """A simulated figure against the book's.

    book: a value ("4/5", "0.18", "2/47"), judged correct inside the interval and rounded within
    half a `unit` ("1/5"); a comparison ("> 1/2", "< 1/2", "3..4"); or a count in an experiment
    of n deals ("46 in 100"), judged against the range such an experiment gives.
    """
    r = _simulate(config)
    x, low, high, words = _measure(r, measure)
    head = f"{words}: {_interval(x, low, high)}; {_describe(config, r)}"
    b = book.strip()
    if " in " in b:
        count, deals = (int(v) for v in b.split(" in "))
        spread = Z95 * math.sqrt(deals * x * (1 - x))
        lo, hi = deals * low - spread, deals * high + spread
        ok = lo <= count <= hi
        return Quantity(None, "judged", f"{head}; {deals} deals give {max(0, lo):.0f} to {hi:.0f} times (95%), the book {count}", "correct" if ok else "wrong")
    if b.startswith((">", "<")):
        v = _fraction(b[1:])
        above, below = low > v, high < v
        if b[0] == "<":
            above, below = below, above
        verdict = "correct" if above else "wrong" if below else "ambiguous"
        return Quantity(None, "judged", f"{head}; the book: {b}", verdict)
    if ".." in b:
        a, c = (_fraction(v) for v in b.split(".."))
        verdict = "correct" if a <= low and high <= c else "wrong" if high < a or low > c else "ambiguous"
        return Quantity(None, "judged", f"{head}; the book: {a} to {c}", verdict)
    v = _fraction(b)
    if low <= v <= high:
        verdict = "correct"
    elif unit and abs(Fraction(x) - v) <= _fraction(unit) / 2:
        verdict = "rounded"
    else:
        verdict = "wrong"
    return Quantity(None, "judged", f"{head}; the book: {b} = {float(v):.4f}", verdict)


@register
def simulated_compare(config: dict, a: int, b: int, relation: str) -> Quantity:
    """Two seats' shares of the best hand: relation "=" (just as good: the difference's interval
    holds 0), ">" (seat a wins more) or "<"."""
    r = _simulate(config)
    sa, sb = r["seats"][a]["best"], r["seats"][b]["best"]
    v = versus(r, a, b)
    d, low, high = v["difference"], v["low"], v["high"]
    if relation == "=":
        verdict = "correct" if low <= 0 <= high else "wrong"
    else:
        sign = 1 if relation == ">" else -1
        verdict = "correct" if sign * low > 0 and sign * high > 0 else "wrong" if sign * low < 0 and sign * high < 0 else "ambiguous"
    text = (f"seat {a} {_interval(sa['share'], sa['low'], sa['high'])}, seat {b} {_interval(sb['share'], sb['low'], sb['high'])}; "
            f"difference {d:+.4f} (95% CI {low:+.4f} to {high:+.4f}); {_describe(config, r)}")
    return Quantity(None, "judged", text, verdict)


@register
def simulated_tables(config: dict, a: int, b: int, relation: str, players: list) -> Quantity:
    """`simulated_compare` at several sizes of table ("no matter how many others were in the
    game"): the seats beyond the config's strategies come in by its last one. Correct if the
    relation holds at every size, wrong if it fails at any, ambiguous otherwise."""
    verdicts, parts = [], []
    for n in players:
        strategies = list(config["strategies"])
        strategies = strategies[:n] + [strategies[-1]] * (n - len(strategies))
        q = simulated_compare({**config, "players": n, "strategies": strategies}, a, b, relation)
        r = _simulate({**config, "players": n, "strategies": strategies})
        parts.append(f"{n} players: {r['seats'][a]['best']['share']:.3f} against {r['seats'][b]['best']['share']:.3f} ({q.verdict})")
        verdicts.append(q.verdict)
    verdict = "wrong" if "wrong" in verdicts else "correct" if all(v == "correct" for v in verdicts) else "ambiguous"
    deals = config["deals"]
    return Quantity(None, "judged", f"seat {a} against seat {b}, {deals:,} deals each, seed {config.get('seed', 1)}: " + "; ".join(parts), verdict)

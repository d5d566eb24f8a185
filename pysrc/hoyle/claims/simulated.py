"""Quantities for the ledger's claims that need a whole deal played out, or a hand's average value.

Practical Poker, chapters "Coming In", "Opening Jack-pots", "Coming into Jack-pots", "Drawing to
Improve" (its Averages table) and "Popular Fallacies" (texts/claims/practical-poker-simulated.toml).

Two kinds of quantity, each a `Quantity` of kind "judged" that carries its own verdict:

- Exact. `average_after_draw(row)`: the book defines the average value of a draw by a pat hand
  of such strength that "he would beat you just about as often as you would beat him" (seed 001
  line 1248); that is the median of the exact distribution of the hand after the draw
  (`hoyle.poker.averages`, which holds the table's rows).
  `average_go_in(least, claimed)`: the median of the pat hands that come in.
- Simulated (`hoyle.poker.simulate`, seeded, so the same text every time; their names are in
  `SIMULATED`, which the ledger page labels "Simulated", not "Exact"), told in words ("40,000 deals of
  two hands, tens drawing three against deuces drawing three; the tens have the best hand after the
  draw: 77.1% of the time (95% interval 76.7% to 77.5%); seed 1"), with a 95% interval
  (`hoyle.intervals`: Wilson's, which never closes to a point; for a share of the pots with ties
  divided, a mean and a difference, the same rule with the spread of the deals). `average_at_six_hands(row)` reads a row of the Averages
  table both ways: heads up, the exact median, and at the book's six-hand table, the pat hand the
  draw is even with (`hoyle.poker.averages.six_hand_test`; the results kept in
  texts/claims/practical-poker-simulated.cache.json, rerun by `python -m hoyle.claims.simulated
  --check`); its verdict is the six-hand test's, the book's own worked reading. The verdict:
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
from pathlib import Path

from hoyle.api.simulate import read_setup
from hoyle.cards import RANK_PLURALS, parse_cards
from hoyle.claims.quantity import Kind, Quantity, Verdict, register
from hoyle.poker.averages import ROWS, median_after_draw
from hoyle.poker.hands import describe
from hoyle.intervals import Z95, number_interval, percent_interval
from hoyle.poker.simulate import run, versus
from hoyle.poker.tables import table
from hoyle.words import number_words, ordinal_word

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
    return Quantity(None, Kind.JUDGED, "; ".join(parts), Verdict.CORRECT if ok else Verdict.WRONG)


@register
def average_go_in(least: str, claimed: str) -> Quantity:
    """The average (median) of the pat hands that come in, when players come in on a pair of
    `least` or better ('pair' for any pair); correct if it is a pair of `claimed`."""
    from hoyle.poker.simulate import PAIRS, least_strength

    t = table()
    start = least_strength(t, least)
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
    return Quantity(None, Kind.JUDGED, text, Verdict.CORRECT if ok else Verdict.WRONG)


# Simulated -------------------------------------------------------------------------------------------

# The quantities whose values come from a simulation (the ledger page labels them "Simulated"):
# for these, "correct" means the book's figure lies inside the simulation's 95% interval.
SIMULATED: frozenset[str] = frozenset({"simulated", "simulated_compare", "simulated_tables", "average_at_six_hands", "straight_poker_class"})

ROOT = Path(__file__).resolve().parents[3]
# The six-hand tests of the Averages table take a few minutes: their results are kept here, and
# `python -m hoyle.claims.simulated --refresh` (or `--check`) reruns them from their seeds.
CACHE = ROOT / "texts" / "claims" / "practical-poker-simulated.cache.json"


@lru_cache(maxsize=1)
def _cache() -> dict:
    try:
        return json.loads(CACHE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def _trim(r: dict) -> dict:
    """What the six-hand tests read of a simulation: the first two seats' best hands and the
    difference between them."""
    return {"deals": r["deals"], "seats": [{"best": seat["best"]} for seat in r["seats"][:2]], "versus": r["versus"]}


def _six_hand_run(config: dict) -> dict:
    """`run` for the six-hand tests, read from the cache when it holds the configuration."""
    key = json.dumps(config, sort_keys=True)
    kept = _cache().get(key)
    return kept if kept is not None else _trim(_simulate(config))


@lru_cache(maxsize=64)
def _simulated(config_json: str) -> dict:
    return run(read_setup(json.loads(config_json)))


def _simulate(config: dict) -> dict:
    return _simulated(json.dumps(config, sort_keys=True))


def _fraction(text: str) -> Fraction:
    return Fraction(text.strip())


# Words for a simulation: who is at the table, what is measured -------------------------------------

_PLAYS = {"any-pair": "coming in on any pair", "jacks-or-better": "coming in on jacks or better", "pat": "standing pat"}
_CLASS = {"four-of-a-kind": "fours", "three-of-a-kind": "threes", "two-pairs": "two pairs", "full-hand": "a full hand"}


def _names(cards: str) -> tuple[str, str]:
    """A fixed hand in a few words: (as named at the table, as the subject of a sentence):
    ("tens", "the tens"), ("tens up", "tens up"), ("three sevens", "the three sevens"),
    ("a four flush", "the four flush"), ("an open-end straight", "the straight draw")."""
    from collections import Counter

    cs = parse_cards(cards)
    counts = Counter(c.rank for c in cs)
    groups = sorted((n, r) for r, n in counts.items() if n > 1)
    if groups and groups[-1][0] == 3:
        w = f"three {RANK_PLURALS[groups[-1][1]]}"
        return w, f"the {w}"
    if len(groups) == 2:
        w = f"{RANK_PLURALS[max(r for _, r in groups)]} up"
        return w, w
    if groups:
        w = RANK_PLURALS[groups[0][1]]
        return w, f"the {w}"
    if len(cs) == 4 and len({c.suit for c in cs}) == 1:
        return "a four flush", "the four flush"
    if len(cs) == 4:
        return "an open-end straight", "the straight draw"
    return cards, cards


def _draws(config: dict, seat: int) -> str:
    """What a fixed hand does in the draw: "pat", "drawing three" ..."""
    strategies = config.get("strategies") or []
    strategy = strategies[seat] if seat < len(strategies) else config.get("strategy", "any-pair")
    if strategy == "pat":
        return "pat"
    cs = parse_cards(config["hands"][seat])
    if len(cs) < 5:
        return f"drawing {number_words(5 - len(cs))}"
    from collections import Counter

    top = sorted(Counter(c.rank for c in cs).values(), reverse=True)
    return f"drawing {number_words({3: 2, 2: 1 if top[1] == 2 else 3}.get(top[0], 5))}"


def _subject(config: dict, seat: int) -> str:
    hands = config.get("hands") or []
    if seat < len(hands) and hands[seat]:
        return _names(hands[seat])[1]
    return "the first to speak" if seat == 0 else f"the {ordinal_word(seat + 1)} player"




def _table(config: dict, players: int | None = None) -> str:
    """The deal in words: "40,000 deals of two hands, tens drawing three against deuces drawing
    three"; with `players`, only who is at the table of that size."""
    n = players or config["players"]
    hands = [(i, h) for i, h in enumerate(config.get("hands") or []) if h and i < n]
    fixed = [f"{_names(h)[0]} {_draws(config, i)}" for i, h in hands]
    if len(fixed) > 2 and len({_draws(config, i) for i, _ in hands}) == 1:
        fixed = [_names(h)[0] for _, h in hands]
        who = ", ".join(fixed[:-1]) + f" and {fixed[-1]}, each {_draws(config, hands[0][0])}"
    elif len(fixed) > 2:
        who = ", ".join(fixed[:-1]) + f" and {fixed[-1]}"
    else:
        who = " against ".join(fixed)
    rest = n - len(hands)
    strategies = config.get("strategies") or []
    last = strategies[-1] if strategies else config.get("strategy", "any-pair")
    plays = _PLAYS.get(last, f"playing {last.replace('-', ' ')}")
    if rest and who:
        who += f", the others {plays}" if players else f", the other {number_words(rest)} {plays}"
    elif rest:
        who = f"everyone {plays}"
    if players is not None:
        return who
    kind = "jack-pot deals" if config.get("jackpot") else "deals"
    return f"{config['deals']:,} {kind} of {number_words(n)} hands, {who}"


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _between(low: float, high: float, number: bool = False) -> str:
    if number:
        return f"95% interval {number_interval(low, high)}"
    return f"95% interval {percent_interval(low, high)}"


def _measure(config: dict, r: dict, measure: str) -> tuple[float, float, float, str, bool]:
    """(estimate, its 95% interval's low and high, the statement in words, whether it is a number
    rather than a share) for a measure of a simulation's results: best:SEAT, best_when_in:SEAT,
    not_alone:SEAT, opened, uncontested, number_in, number_in_when_in:SEAT, final:SEAT:CLASS,
    others_average:SEAT."""
    kind, _, arg = measure.partition(":")
    if kind in ("best", "best_when_in"):
        e = r["seats"][int(arg)][kind]
        return e["share"], e["low"], e["high"], f"{_subject(config, int(arg))} have the best hand after the draw", False
    if kind == "not_alone":
        e = r["seats"][int(arg)]["alone"]
        return 1 - e["share"], 1 - e["high"], 1 - e["low"], "when the first to speak opens, someone else comes in too", False
    if kind == "opened":
        e = r["void"]
        return 1 - e["share"], 1 - e["high"], 1 - e["low"], "someone holds openers", False
    if kind == "uncontested":
        e = r["uncontested"]
        return e["share"], e["low"], e["high"], "the opener takes the pot without opposition", False
    if kind == "number_in":
        e = r["number_in"]
        return e["mean"], e["low"], e["high"], "players in, on the average", True
    if kind == "number_in_when_in":
        e = r["seats"][int(arg)]["number_in_when_in"]
        return e["mean"], e["low"], e["high"], "players in when a given player comes in (counting him), on the average", True
    if kind == "final":
        seat, klass = arg.split(":")
        e = r["seats"][int(seat)]["finals"][klass]
        return e["share"], e["low"], e["high"], f"{_subject(config, int(seat))} end with {_CLASS.get(klass, klass)}", False
    if kind == "others_average":  # every seat in every deal: the others' shares add up to 1 - this one's
        e = r["seats"][int(arg)]["best"]
        k = r["players"] - 1
        others = [_subject(config, i).removeprefix("the ") for i in range(r["players"]) if i != int(arg)]
        return ((1 - e["share"]) / k, (1 - e["high"]) / k, (1 - e["low"]) / k,
                f"the {', '.join(others[:-1])} and {others[-1]} have the best hand, on the average each", False)
    raise ValueError(f"unknown measure {measure!r}")


def _figure(x: float, low: float, high: float, number: bool) -> str:
    if number:
        return f"{x:.2f} ({_between(low, high, True)})"
    return f"{_pct(x)} of the time ({_between(low, high)})"


@register
def simulated(config: dict, measure: str, book: str, unit: str = "") -> Quantity:
    """A simulated figure against the book's.

    book: a value ("4/5", "0.18", "2/47"), judged correct inside the interval and rounded within
    half a `unit` ("1/5"); a comparison ("> 1/2", "< 1/2", "3..4"); or a count in an experiment
    of n deals ("46 in 100"), judged against the range such an experiment gives.
    """
    r = _simulate(config)
    x, low, high, words, number = _measure(config, r, measure)
    head = f"{_table(config)}; {words}: {_figure(x, low, high, number)}; seed {config.get('seed', 1)}"
    b = book.strip()
    if " in " in b:
        count, deals = (int(v) for v in b.split(" in "))
        spread = Z95 * math.sqrt(deals * x * (1 - x))
        lo, hi = deals * low - spread, deals * high + spread
        ok = lo <= count <= hi
        return Quantity(None, Kind.JUDGED, f"{head}; in {deals} deals that gives {max(0, lo):.0f} to {hi:.0f} times (95%), the book {count}",
                        Verdict.CORRECT if ok else Verdict.WRONG)
    if b.startswith((">", "<")):
        v = _fraction(b[1:])
        above, below = low > v, high < v
        if b[0] == "<":
            above, below = below, above
        verdict = Verdict.CORRECT if above else Verdict.WRONG if below else Verdict.AMBIGUOUS
        side = "more" if b[0] == ">" else "less"
        return Quantity(None, Kind.JUDGED, f"{head}; the book: {side} than {b[1:].strip()}, {_pct(float(v))}", verdict)
    if ".." in b:
        a, c = (_fraction(v) for v in b.split(".."))
        verdict = Verdict.CORRECT if a <= low and high <= c else Verdict.WRONG if high < a or low > c else Verdict.AMBIGUOUS
        return Quantity(None, Kind.JUDGED, f"{head}; the book: {a} to {c}", verdict)
    v = _fraction(b)
    if low <= v <= high:
        verdict = Verdict.CORRECT
    elif unit and abs(Fraction(x) - v) <= _fraction(unit) / 2:
        verdict = Verdict.ROUNDED
    else:
        verdict = Verdict.WRONG
    return Quantity(None, Kind.JUDGED, f"{head}; the book: {b if number else f'{b}, {_pct(float(v))}'}", verdict)


_READINGS = (("no-straights", "with straights counting for nothing, as the chapter says they usually do"), ("", "with straights played"))


@register
def straight_poker_class(klass: str, players: int, book: str, unit: str, deals: int = 80_000, seed: int = 1) -> Quantity:
    """How often a hand of a class, as it is dealt, wins at straight poker (no draw) among `players` hands from
    one pack (hoyle.poker.straight.class_best_of, over `deals` seeded deals), read both with straights
    counting for nothing and with them played; judged as `simulated` judges a value, in both readings
    (`ambiguous` when they differ)."""
    from hoyle.api.reading import rules_named
    from hoyle.poker.straight import class_best_of

    v = _fraction(book)
    parts, verdicts = [], []
    for rules, words in _READINGS:
        _, e = class_best_of(klass, players, rules_named(rules), deals, seed)
        if e.low <= v <= e.high:
            verdicts.append(Verdict.CORRECT)
        elif abs(Fraction(e.share) - v) <= _fraction(unit) / 2:
            verdicts.append(Verdict.ROUNDED)
        else:
            verdicts.append(Verdict.WRONG)
        parts.append(f"{words}, {e.deals:,} hands of {_CLASS.get(klass, klass.replace('-', ' '))} dealt took {_pct(e.share)} of "
                     f"the pools ({_between(e.low, e.high)})")
    verdict = verdicts[0] if len(set(verdicts)) == 1 else Verdict.AMBIGUOUS
    return Quantity(None, Kind.JUDGED, f"{deals:,} deals of {number_words(players)} hands from one pack, no draw, ties dividing; "
                                       f"{'; '.join(parts)}; seed {seed}; the book: {book}, {_pct(float(v))}", verdict)


def _points(d: float, low: float, high: float) -> str:
    return f"the difference {100 * d:+.1f} points (95% interval {number_interval(100 * low, 100 * high, 1, signed=True)})"


@register
def simulated_compare(config: dict, a: int, b: int, relation: str) -> Quantity:
    """Two seats' shares of the best hand: relation "=" (just as good: the difference's interval
    holds 0), ">" (seat a wins more) or "<"."""
    r = _simulate(config)
    sa, sb = r["seats"][a]["best"], r["seats"][b]["best"]
    v = versus(r, a, b)
    d, low, high = v["difference"], v["low"], v["high"]
    if relation == "=":
        verdict = Verdict.CORRECT if low <= 0 <= high else Verdict.WRONG
    else:
        sign = 1 if relation == ">" else -1
        verdict = (Verdict.CORRECT if sign * low > 0 and sign * high > 0 else Verdict.WRONG if sign * low < 0 and sign * high < 0
                   else Verdict.AMBIGUOUS)
    text = (f"{_table(config)}; {_subject(config, a)} have the best hand {_pct(sa['share'])} of the time "
            f"({_between(sa['low'], sa['high'])}), {_subject(config, b)} {_pct(sb['share'])} ({_between(sb['low'], sb['high'])}); "
            f"{_points(d, low, high)}; seed {config.get('seed', 1)}")
    return Quantity(None, Kind.JUDGED, text, verdict)


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
        v = versus(r, a, b)
        if v["low"] > 0 or v["high"] < 0:
            first = v["low"] > 0
            d, lo, hi = (v["difference"], v["low"], v["high"]) if first else (-v["difference"], -v["high"], -v["low"])
            ahead = f"{_subject(config, a if first else b)} ahead by {100 * d:.1f} points (95% interval {number_interval(100 * lo, 100 * hi, 1)})"
        else:
            ahead = f"neither ahead (the difference's 95% interval {number_interval(100 * v['low'], 100 * v['high'], 1, signed=True)} points)"
        parts.append(f"{number_words(n)} hands, {_pct(r['seats'][a]['best']['share'])} against {_pct(r['seats'][b]['best']['share'])}, {ahead}")
        verdicts.append(q.verdict)
    verdict = Verdict.WRONG if Verdict.WRONG in verdicts else Verdict.CORRECT if all(v == Verdict.CORRECT for v in verdicts) else Verdict.AMBIGUOUS
    text = (f"{config['deals']:,} deals at each size of table, {_table(config, players=max(players))}; "
            f"{_subject(config, a)} against {_subject(config, b)} (the best hand): " + "; ".join(parts) + f"; seed {config.get('seed', 1)}")
    return Quantity(None, Kind.JUDGED, text, verdict)


# The Averages table, both readings -------------------------------------------------------------------

def six_hand_tests(row: str) -> list:
    """The six-hand test of each of a row's draws (`hoyle.poker.averages.six_hand_test`)."""
    from hoyle.poker.averages import BY_ID, six_hand_test

    return [six_hand_test(row, i, _six_hand_run) for i in range(len(BY_ID[row].draws))]


_ORDER = (Verdict.CORRECT, Verdict.ROUNDED, Verdict.WRONG)


def _trial_words(trial) -> str:
    """The draw's and the pat hand's shares of the best hand, and their difference."""
    return (f"the draw {_pct(trial.draw)}, the pat hand {_pct(trial.pat)}, the difference {100 * trial.difference:+.2f} points, "
            f"95% interval {number_interval(100 * trial.low, 100 * trial.high, 2, signed=True)}")


@register
def average_at_six_hands(row: str) -> Quantity:
    """A row of the Averages table read both ways: heads up, the median of the exact draw
    (`average_after_draw`), and at the book's six-hand table, the pat hand that has the best hand
    as often as the draw, four others coming in on any pair (simulated). The verdict is the
    six-hand test's (the book's own worked reading), or the heads-up one where that alone holds;
    a row of several draws takes the worst of them."""
    from hoyle.poker.averages import LADDER, SIX_HAND_TEST_DEALS

    _, draws, _, fits = AVERAGE_ROWS[row]
    t = table()
    parts, six, heads = [], [], []
    for (hand, hold, label), test in zip(draws, six_hand_tests(row)):
        s, _, _ = median_after_draw(hand, hold)
        heads.append(Verdict.CORRECT if fits(t.klass[s], t.tie[s]) else Verdict.WRONG)
        six.append(test.verdict)
        book = test.trial(test.book[len(test.book) // 2])
        lo, hi = test.bracket
        if lo == hi:
            e = test.trial(lo)
            found = f"{'even with' if e.even else 'still not even at'} {LADDER[lo][0]} pat ({_trial_words(e)})"
        else:
            a, b = test.trial(lo), test.trial(hi)
            found = (f"between {LADDER[lo][0]} pat ({_trial_words(a)}) and {LADDER[hi][0]} ({_trial_words(b)}), "
                     f"nearer {LADDER[test.average][0].removeprefix('a pair of ')}")
        against = ""
        if book.step not in test.bracket:
            against = f"; against {LADDER[book.step][0]} pat, the book's, {_trial_words(book)}"
        parts.append(f"{label[0].upper()}{label[1:]}: heads up, half the draws end no better than {describe(t.klass[s], t.tie[s]).lower()}; "
                     f"at six hands, {found}{against}.")
    six_verdict = max(six, key=_ORDER.index)
    head_verdict = max(heads, key=_ORDER.index)
    verdict = six_verdict if six_verdict != Verdict.WRONG else head_verdict
    text = (f"{SIX_HAND_TEST_DEALS:,} deals of six hands against each pat hand tried, the draw against the "
            f"pat hand, the other four coming in on any pair; seed 1; and exactly, heads up. " + " ".join(parts))
    return Quantity(None, Kind.JUDGED, text, verdict)


def _six_hand_configs() -> dict[str, dict]:
    """Every simulation the six-hand tests of the Averages table make, run afresh: {key: result}."""
    from hoyle.poker.averages import ROWS, six_hand_test

    out: dict[str, dict] = {}

    def fresh(config: dict) -> dict:
        key = json.dumps(config, sort_keys=True)
        if key not in out:
            out[key] = _trim(run(read_setup(config)))
        return out[key]

    for r in ROWS:
        if r.book and r.pat:
            for i in range(len(r.draws)):
                six_hand_test(r.id, i, fresh)
    return out


def main(argv: list[str] | None = None) -> int:
    """`python -m hoyle.claims.simulated --refresh` reruns the six-hand tests of the Averages table
    from their seeds and writes the results kept for the ledger; `--check` reruns them and says
    whether the kept results are the same."""
    import argparse
    import time

    p = argparse.ArgumentParser(prog="python -m hoyle.claims.simulated", description=main.__doc__)
    p.add_argument("--refresh", action="store_true", help="rerun and write the kept results")
    p.add_argument("--check", action="store_true", help="rerun and compare with the kept results")
    args = p.parse_args(argv)
    start = time.perf_counter()
    fresh = _six_hand_configs()
    seconds = time.perf_counter() - start
    deals = sum(r["deals"] for r in fresh.values())
    print(f"{len(fresh)} simulations, {deals:,} deals, {seconds:.1f} s")
    if args.refresh:
        CACHE.write_text(json.dumps(fresh, sort_keys=True, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {CACHE}")
    if args.check:
        same = fresh == json.loads(CACHE.read_text(encoding="utf-8"))
        print("the kept results are the same" if same else "the kept results differ: run --refresh")
        return 0 if same else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Reports: the results so far, JSON-shaped (`report`), each figure with its 95% interval (`proportion`, `pot_share`,
`mean_of`, `versus`: `hoyle.intervals`, Wilson's, which never closes to a point; the method in words in `METHOD`)."""

from __future__ import annotations

from hoyle.intervals import IN_WORDS, interval, outward, share_interval, sums_interval
from hoyle.poker.rules import HouseRules
from hoyle.poker.simulate.configuration import PROGRESSION
from hoyle.poker.simulate.deals import Simulator
from hoyle.poker.tables import Table

DIGITS = 5  # decimals in the reports (an interval's bounds rounded outward)


def _r(x: float) -> float:
    return round(x, DIGITS)


def proportion(hits: int, n: int) -> dict:
    """hits of n, with its 95% interval (Wilson's).

    >>> proportion(0, 10_000)
    {'count': 0, 'of': 10000, 'share': 0.0, 'low': 0.0, 'high': 0.00039}
    """
    if n == 0:
        return {"count": hits, "of": 0, "share": None, "low": None, "high": None}
    low, high = outward(*share_interval(hits, n), DIGITS)
    return {"count": hits, "of": n, "share": _r(hits / n), "low": low, "high": high}


def pot_share(wins_by_split: list[int], n: int) -> dict:
    """The share of the pots won (ties divided) over n deals, with its 95% interval from the spread of the per-deal
    shares (each from 0 to 1)."""
    if n == 0:
        return {"share": None, "low": None, "high": None, "won": 0, "divided": 0, "of": 0, "mean_square": None}
    total = sum(w / k for k, w in enumerate(wins_by_split) if k)
    square = sum(w / (k * k) for k, w in enumerate(wins_by_split) if k)
    low, high = outward(*sums_interval(total, square, n), DIGITS)
    return {
        "share": _r(total / n), "low": low, "high": high,
        "won": wins_by_split[1] if len(wins_by_split) > 1 else 0, "divided": sum(wins_by_split[2:]), "of": n,
        "mean_square": round(square / n, 8),  # of the per-deal shares, to combine seats
    }


def mean_of(histogram: list[int]) -> dict:
    """The mean of a count (how many came in, the kitty's chips) from the deals by its value, 0 to the histogram's
    last, with its 95% interval.

    >>> mean_of([0, 0, 20_000])  # both players in every deal: the interval still has a width
    {'mean': 2.0, 'low': 1.9996, 'high': 2.0}
    """
    n = sum(histogram)
    if n == 0:
        return {"mean": None, "low": None, "high": None}
    mean = sum(k * c for k, c in enumerate(histogram)) / n
    variance = sum(c * (k - mean) ** 2 for k, c in enumerate(histogram)) / n
    low, high = outward(*interval(mean, variance, n, 0, len(histogram) - 1), DIGITS)
    return {"mean": _r(mean), "low": low, "high": high}


def _classes(t: Table, rules: HouseRules, counts: list[int], n: int) -> dict:
    by: dict[str, int] = {}
    for s, c in enumerate(counts):
        if c:
            by[t.klass[s]] = by.get(t.klass[s], 0) + c
    return {k: proportion(by[k], n) for k in rules.classes if k in by}


def versus(results: dict, a: int, b: int) -> dict:
    """Seat a's share of the best hand less seat b's, with its 95% interval from the per-deal differences (each from -1
    to 1), their spread taken as for two seats that never divide a pot, so that the product of their shares is always
    0 (two fixed hands, say; a pot they divide only narrows the true spread). Unrounded, for the ledger's verdicts."""
    sa, sb = results["seats"][a]["best"], results["seats"][b]["best"]
    n = sa["of"]
    if n < 1:
        return {"seats": [a, b], "difference": None, "low": None, "high": None}
    d = sa["share"] - sb["share"]
    low, high = interval(d, sa["mean_square"] + sb["mean_square"] - d * d, n, -1, 1)
    return {"seats": [a, b], "difference": d, "low": low, "high": high}


METHOD = (IN_WORDS + " Betting is not simulated: players come in or not by their strategies, draw, "
          "and show down.")


# The method of the other games (draw poker's is METHOD, above).
METHODS = {
    "straight": (IN_WORDS + " Straight poker has no draw: everyone "
                 "whose strategy comes in on his dealt hand shows it, and the best hand dealt wins. Betting is not simulated."),
    "stud": (IN_WORDS + " Stud poker: one card down, then four up, "
             "a round at a time; betting is not simulated, so everyone stays to the end (but a seat that never comes in). "
             "The best hand showing has the first say; two equal hands showing, the player nearest the dealer's left (the editor's rule)."),
}
PROGRESSIVE_RULES = {
    "jacks-again": ("Progressive jacks: a deal no one opens is followed by one that needs queens or better, then kings, then aces, "
                    "and then jacks again; a deal that is opened is followed by jacks."),
    "step-down": ("Progressive jacks: a deal no one opens is followed by one that needs queens or better, then kings, then aces, "
                  "then kings, queens and jacks again, stepping down; a deal that is opened is followed by jacks."),
}


def _progressive(sim) -> dict:
    """The deals played needing each pair of progressive jacks, and how often each was opened."""
    st = sim.stats
    return {
        "steps": [{"openers": name, "deals": st.step_deals[i], "opened": proportion(st.step_opened[i], st.step_deals[i])}
                  for i, name in enumerate(PROGRESSION)],
        "next": PROGRESSION[sim.counted[st.step]],
        "progression": sim.setup.progression,
        "rule": PROGRESSIVE_RULES[sim.setup.progression],
    }


def _by_class(t: Table, rules: HouseRules, st, players: int) -> dict:
    """Straight and stud: for each class of hand shown at the end, how many were shown and the share of the pots
    they took, ties divided (as a share of the hands of that class shown)."""
    shown: dict[str, int] = {}
    won: dict[str, list[int]] = {}
    for s in range(len(t.keys)):
        n = sum(st.finals[seat][s] for seat in range(players))
        if n:
            k = t.klass[s]
            shown[k] = shown.get(k, 0) + n
            row = won.setdefault(k, [0] * (players + 1))
            for split, c in enumerate(st.won_with[s]):
                row[split] += c
    return {k: {"shown": shown[k], "best": pot_share(won[k], shown[k])} for k in rules.classes if k in shown}


# The kitty (Practical Poker, "Jack-pots", "The Kitty"): "a chip for the 'kitty' out of every pool in which a hand
# above a certain value is shown ... Three of a kind is usually the minimum hand for taking out for the kitty, but in
# some gambling houses there is a regular scale for hands of different values -- one chip for two pairs, two for
# triplets or straights, and three for flushes or fulls." The hands above fulls (fours, straight flushes, five of a
# kind) are the editor's reading: three, as fulls. An extra hand pays as the standard class next below it in strength.
KITTY_SCALE = {"two-pairs": 1, "three-of-a-kind": 2, "straight": 2, "flush": 3, "full-hand": 3, "four-of-a-kind": 3,
               "straight-flush": 3, "five-of-a-kind": 3}
KITTY_LEAST = "three-of-a-kind"


def kitty_chips(t: Table) -> list[int]:
    """For each strength, the chips the gambling-house scale takes when it is the best hand shown."""
    chips, last = [], 0
    for k in t.klass:  # strengths ascend
        if k in KITTY_SCALE or k in ("no-pair", "one-pair"):
            last = KITTY_SCALE.get(k, 0)
        chips.append(last)
    return chips


def _kitty(t: Table, st, played: int) -> dict:
    """The pools that came to a show; those whose best hand shown was three of a kind or better (a chip each); and the
    chips a pool by the gambling-house scale (pools with no show pay nothing)."""
    least = t.klass.index(KITTY_LEAST)
    shown = sum(st.shown_best)
    threes = sum(n for s, n in enumerate(st.shown_best) if s >= least)
    by_chips = [0] * 4
    for s, c in zip(st.shown_best, kitty_chips(t)):
        by_chips[c] += s
    by_chips[0] += played - shown
    chips = sum(c * n for c, n in enumerate(by_chips))
    return {"shown": proportion(shown, played), "threes": proportion(threes, played), "scale": mean_of(by_chips),
            "scale_pools": {str(c): n for c, n in enumerate(by_chips)}, "deals": st.deals, "threes_chips": threes, "scale_chips": chips}


def _first_say(st, players: int, played: int) -> dict:
    """Stud: for each round of up cards, how often each seat had the first say; and how often the first say
    on the last round held the best hand at the end."""
    return {
        "rounds": [{"up_cards": r + 1, "seats": [proportion(st.first_say[r][seat], played) for seat in range(players)]}
                   for r in range(len(st.first_say))],
        "last_round_best": pot_share(st.last_say_wins, played),
    }


def report(sim: Simulator, total: int) -> dict:
    """The results so far, JSON-shaped."""
    setup, st, t = sim.setup, sim.stats, sim.table
    played = st.deals - st.void
    seats = []
    groups: dict = {}
    for seat in range(setup.players):
        strategy = setup.strategies[seat]
        fixed = setup.hands[seat]
        row = {
            "seat": seat,
            "strategy": strategy.name,
            "hand": " ".join(c.code for c in fixed) if fixed else None,
            "came_in": proportion(st.came_in[seat], played),
            "best": pot_share(st.wins[seat], played),
            "best_when_in": pot_share(st.wins[seat], st.came_in[seat]),
            "alone": proportion(st.alone[seat], st.came_in[seat]),
            "number_in_when_in": mean_of(st.company[seat]),
            "finals": _classes(t, setup.rules, st.finals[seat], st.came_in[seat]),
        }
        seats.append(row)
        groups.setdefault(strategy, []).append(seat)
    by_strategy = {}
    names_used: set = set()
    for strategy, members in groups.items():
        label = strategy.name if strategy.name not in names_used else f"{strategy.name} (seat {members[0] + 1})"
        names_used.add(label)
        ins = sum(st.came_in[s] for s in members)
        wins = [sum(st.wins[s][k] for s in members) for k in range(setup.players + 1)]
        finals = [sum(col) for col in zip(*(st.finals[s] for s in members))]
        by_strategy[label] = {
            "strategy": strategy.as_dict(),
            "seats": members,
            "came_in": proportion(ins, played * len(members)),
            "best": pot_share(wins, played * len(members)),
            "best_when_in": pot_share(wins, ins),
            "finals": _classes(t, setup.rules, finals, ins),
        }
    out = {
        "done": st.deals >= total,
        "deals": st.deals,
        "of": total,
        "seed": setup.seed,
        "players": setup.players,
        "jackpot": setup.jackpot,
        "rules": list(setup.rules.names),
        "void": proportion(st.void, st.deals),
        "played": played,
        "uncontested": proportion(st.uncontested, played),
        "number_in": {**mean_of(st.number_in), "deals": {str(k): c for k, c in enumerate(st.number_in) if c}},
        "kitty": _kitty(t, st, played),
        "seats": seats,
        "strategies": by_strategy,
        "method": METHOD,
    }
    if setup.game != "draw":  # (draw poker's answer is as it was before the other games: no key for the game)
        out["game"] = setup.game
        out["method"] = METHODS[setup.game]
        out["by_class"] = _by_class(t, setup.rules, st, setup.players)
    if setup.progressive:
        out["progressive"] = _progressive(sim)
    if setup.game == "stud":
        out["first_say"] = _first_say(st, setup.players, played)
    if setup.hands[0] is not None:
        out["hand"] = {"seat": 0, "hand": seats[0]["hand"], "strategy": seats[0]["strategy"], "won": seats[0]["best"]}
    fixed_seats = [seat for seat in range(setup.players) if setup.hands[seat] is not None]
    if len(fixed_seats) >= 2:  # the first two fixed hands, one against the other (the book's experiments)
        v = versus(out, fixed_seats[0], fixed_seats[1])
        if v["difference"] is not None:
            v["difference"] = _r(v["difference"])
            v["low"], v["high"] = outward(v["low"], v["high"], DIGITS)
        out["versus"] = v
    return out

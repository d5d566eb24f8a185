"""The draw advisor's default question: how often does the final hand win at the table?

A player deciding what to hold does not ask how often the hand improves, but how often it will be
the best hand at the showdown. Foster's table ("Coming In"): "Suppose six are playing, four will be
the average number to come in, of which you are one", the others coming in on "a pair of any kind"
(or, in the close game, on jacks or better) and drawing to it by the book: three cards to a pair,
one to two pairs, two to threes (one to fours), standing pat on a straight or better (the
simulator's presets `any-pair` and `jacks-or-better`).

An opponent's final hand is counted exactly: every hand of the pack he would come in on, with every
draw to it (each hand's draws weighted to a common denominator), as if dealt from a pack of its own;
several opponents are taken as independent, which is how Foster combines them ("Popular Fallacies":
"you can multiply the fraction of these odds by itself"). The reader's own draw is exact (`draw.Deal`).
The chance is the reader's share of the pot: for each final strength s of the reader's draw, with
A the opponents' weight at or below s and B below s (out of N), k opponents, a tie of j others
dividing by j + 1, the share is (A**(k+1) - B**(k+1)) / ((k+1) (A - B) N**k), an exact Fraction.
The cards in the reader's hand are not taken out of the opponents' pack, which moves the figures by
a few tenths of a point: dealing all four hands from one pack (200,000 deals with three opponents
who came in on any pair, seed 1, /tmp scratch in issue 16), Ah 9h 6h 3h drawing one won 19.01% of
the pots (95% interval 18.84% to 19.18%) against 19.12% here; 5s 5h Ad drawing two 14.14% (13.99%
to 14.29%) against 14.14%; 5s 5h drawing three 13.78% (13.62% to 13.93%) against 14.01%.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb, lcm, prod
from typing import Literal

from hoyle.errors import CardError, RequestError
from hoyle.poker.odds import book_odds, fraction_text
from hoyle.poker.rules import HouseRules
from hoyle.poker.tables import PRIMES, table

ComeIn = Literal["any-pair", "jacks-or-better"]
COME_IN: tuple[ComeIn, ...] = ("any-pair", "jacks-or-better")  # what the opponents come in on (simulator presets)
MOST_OPPONENTS = 7
DEFAULT_OPPONENTS = 3  # "Suppose six are playing, four will be the average number to come in, of which you are one"
DEFAULT_COME_IN: ComeIn = "any-pair"
CAME_IN_WORDS = {"any-pair": "any pair", "jacks-or-better": "a pair of jacks or better"}


def _draws_of(limits: dict[int, int], size: int) -> list[tuple[int, int]]:
    """Every multiset of `size` ranks drawn from a stock with limits[r] cards of rank r: (product of
    the ranks' primes, ways), built rank by rank as `draw.drawable` builds them for five."""
    by_size: list[list[tuple[int, int]]] = [[(1, 1)]] + [[] for _ in range(size)]
    for r, limit in limits.items():
        q = PRIMES[r]
        for made in range(size - 1, -1, -1):  # downwards, so each rank is used once
            row = by_size[made]
            for n in range(1, min(limit, size - made) + 1):
                qn, c = q**n, comb(limit, n)
                by_size[made + n].extend([(p * qn, w * c) for p, w in row])
    return by_size[size]


@lru_cache(maxsize=8)
def final_hands(rules: HouseRules, come_in: ComeIn = DEFAULT_COME_IN, fast: bool = True) -> tuple[tuple[int, ...], int]:
    """An opponent's hand after his draw: (weight of each strength, the total weight), counted over
    every hand of the pack that comes in by the preset `come_in` and every draw to it (`fast`: the
    draws to a pair summed over its odd cards at once; without it, pattern by pattern, the oracle).

    >>> weights, total = final_hands(HouseRules(), "jacks-or-better")
    >>> total == (1_098_240 * 4 // 13 + 123_552 + 54_912 + 3_744 + 624 + 10_200 + 5_108 + 40) * 16_215
    True
    """
    from hoyle.poker.simulate import PRESETS, plan  # the simulator's own compiled strategy

    if come_in not in COME_IN:
        raise RequestError(f"the opponents come in on {' or '.join(COME_IN)}", "bad-choice")
    if rules.joker:
        raise CardError("joker-not-in-play", "the chance of the best hand is worked out for the pack without the joker: "
                        "rank the holds by improve, target or average")
    t = table(rules)
    p_of = plan(PRESETS[come_in], rules)
    stock = 47
    sizes = {0}
    rows = []
    for pat in t.patterns:
        product = prod(PRIMES[r] for r in pat.ranks)
        s = (t.flush if pat.flush else t.plain)[product]
        decision = p_of.static[s]
        assert decision is not None, "the coming-in presets draw to made hands only"
        plays, keep = decision
        if not plays:
            continue
        if keep is None:
            rows.append((pat, s, None, 0))
            continue
        held, draw, _ = keep  # a pair or more is held: no flush can be drawn
        sizes.add(draw)
        rows.append((pat, s, held, draw))
    common = lcm(*(comb(stock, k) for k in sizes))
    weights = [0] * len(t.keys)
    pairs: dict[int, list] = {}  # a pair drawn to three cards, by the pair's rank
    done: set[int] = set()
    for row in (rows if fast else ()):
        pat, s, held, draw = row
        if draw == 3 and len(set(pat.ranks)) == 4:
            pairs.setdefault(pat.ranks[0] if pat.ranks[0] == pat.ranks[1] else next(r for r in pat.ranks if pat.ranks.count(r) == 2), []).append(row)
    for rank, group in pairs.items():
        if len(group) == comb(12, 3) and len({pat.hands for pat, *_ in group}) == 1:
            _pair_draws(weights, t.plain, rank, group[0][0].hands * (common // comb(stock, 3)))
            done.update(id(row) for row in group)
    for pat, s, held, draw in (row for row in rows if id(row) not in done):
        if held is None:
            weights[s] += pat.hands * common
            continue
        limits = {r: 4 - pat.ranks.count(r) for r in PRIMES}
        per = pat.hands * (common // comb(stock, draw))
        plain = t.plain
        for p, ways in _draws_of(limits, draw):
            weights[plain[held * p]] += per * ways
    return tuple(weights), sum(weights)


def _pair_draws(weights: list[int], plain: dict, rank: int, per: int) -> None:
    """Add the three-card draws to every pair of `rank` (each of its 220 patterns dealt `per` times
    the common weight): the same as drawing to each pattern (`_draws_of`), summed over the three odd
    ranks at once. For three ranks drawn, the odd ranks O leave limits of 3 and the others 4, so the
    ways summed over O are the coefficient of z**3 in the product over the 12 other ranks r of
    (C(4, n_r) + C(3, n_r) z)."""
    others = [r for r in PRIMES if r != rank]
    q = PRIMES[rank]
    for drawn in _draws_of({r: 4 for r in PRIMES}, 3):
        p = drawn[0]
        n = {r: 0 for r in PRIMES}
        for r in PRIMES:
            while p % PRIMES[r] ** (n[r] + 1) == 0:
                n[r] += 1
        if n[rank] > 2:
            continue
        poly = [1, 0, 0, 0]
        for r in others:
            a, b = comb(3, n[r]), comb(4, n[r])
            poly = [poly[0] * b, poly[1] * b + poly[0] * a, poly[2] * b + poly[1] * a, poly[3] * b + poly[2] * a]
        weights[plain[q * q * drawn[0]]] += per * comb(2, n[rank]) * poly[3]


@lru_cache(maxsize=32)
def _pot_weights(rules: HouseRules, come_in: ComeIn, opponents: int) -> tuple[tuple[int, ...], int]:
    """For each strength s of the reader's final hand, (k+1) * N**k times its share of the pot
    against k opponents: the sum of A**i B**(k-i), i = 0..k (A: weight at or below s; B: below)."""
    weights, total = final_hands(rules, come_in)
    k = opponents
    out = []
    below = 0
    for w in weights:
        a, b = below + w, below
        out.append(sum(a**i * b ** (k - i) for i in range(k + 1)) if w == 0 or k == 0 else (a ** (k + 1) - b ** (k + 1)) // w)
        below = a
    return tuple(out), (k + 1) * total**k


def win_share(counts: dict[int, int], draws: int, rules: HouseRules, come_in: ComeIn = DEFAULT_COME_IN,
               opponents: int = DEFAULT_OPPONENTS) -> Fraction:
    """The reader's share of the pot after the draw (ties dividing) for a hold whose draws end in
    each strength `counts[s]` times out of `draws`."""
    pot, scale = _pot_weights(rules, come_in, opponents)
    return Fraction(sum(n * pot[s] for s, n in counts.items()), draws * scale)


def win_entry(share: Fraction) -> dict:
    """The share of the pot as an answer gives it: exact, as a percentage, and as odds against."""
    if share == 0:
        return {"probability": "0", "percent": 0.0, "odds": "impossible"}
    if share == 1:
        return {"probability": "1", "percent": 100.0, "odds": "certain"}
    return {"probability": fraction_text(share), "percent": round(100 * float(share), 3), "odds": book_odds((1 - share) / share)}


def table_words(opponents: int, come_in: ComeIn) -> str:
    """The table the chance is worked out for, in words."""
    others = "one other player" if opponents == 1 else f"{opponents} other players"
    return (f"{others} who came in on {CAME_IN_WORDS[come_in]} and drew by the book (three cards to a pair, "
            "one to two pairs, two to threes; pat on a straight or better)")

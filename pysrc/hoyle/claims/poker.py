"""The poker quantities a claim may compute: the pat hands, the draw and its outcomes, four-card
hands and the straights, and a pair before the draw against one other hand (exact, counted over
every hand the other player can hold)."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product
from math import comb, factorial

from hoyle.api.reading import rules_named
from hoyle.cards import rank_multisets
from hoyle.claims.arithmetic import ratio
from hoyle.claims.quantity import Kind, Quantity, Verdict, count, grouped, odds, one_in, probability, register
from hoyle.poker import draw as draw_mod
from hoyle.poker.odds import STRAIGHTS, bobtail_counts, book_odds, four_of_a_straight, pat_counts
from hoyle.poker.rules import HouseRules


def _rules(rules) -> HouseRules:
    return rules_named(rules or "")


@lru_cache(maxsize=None)
def _pat_counts(rules: HouseRules) -> dict:
    """`pat_counts` under these rules, counted once for the whole ledger (which only reads it)."""
    return pat_counts(rules)


def _pat_count(what: str, rules="") -> tuple[int, int]:
    c = _pat_counts(_rules(rules))
    d = c["divisions"]
    if what in c["classes"]:
        return c["classes"][what], c["total"]
    if what.endswith("+") and what[:-1] in c["classes"]:  # 'three-of-a-kind+': that class or better
        order = list(c["classes"])
        return sum(c["classes"][k] for k in order[order.index(what[:-1]):]), c["total"]
    if what in ("royal-flush", "jacks-or-better"):
        return d[what], c["total"]
    kind, _, key = what.partition(":")
    table = {"up": d["two-pairs-up"], "high": d["no-pair-high"]}.get(kind)
    if table is None or key not in table:
        raise ValueError(f"unknown pat hand {what!r}")
    return table[key], c["total"]


@register
def pat(what: str, rules="") -> Quantity:
    """The number of pat hands of a class ('two-pairs'), a class or better ('three-of-a-kind+'),
    a division ('up:aces', 'high:king', 'royal-flush', 'jacks-or-better')."""
    return count(_pat_count(what, rules)[0])


@register
def pat_odds(what: str, rules="") -> Quantity:
    return odds(*_pat_count(what, rules))


@register
def pat_one_in(what: str, rules="") -> Quantity:
    return one_in(*_pat_count(what, rules))


@register
def pat_total(rules="") -> Quantity:
    return count(_pat_counts(_rules(rules))["total"])


@register
def pat_probability(what: str, rules="") -> Quantity:
    return probability(*_pat_count(what, rules))


@register
def pat_per(what: str, per: int, rules="") -> Quantity:
    """Out of how many hands `per` are of this kind: the book's "N/D = 100/236" (kind "per": the
    book's value is the denominator, to the unit of its last digit)."""
    hits, total = _pat_count(what, rules)
    v = Fraction(per * total, hits)
    return Quantity(v, Kind.PER, f"{per}/{grouped(v)}")


@register
def pat_ratio(what: str, other: str, rules="") -> Quantity:
    """How many times as often one kind of pat hand is dealt as another ("twelve times as often")."""
    return ratio(_pat_count(what, rules)[0], _pat_count(other, rules)[0])


@register
def pat_any(what: str, players: int, rules="") -> Quantity:
    """The chance that at least one of `players` hands holds this kind, the hands taken as
    independent (the book's reckoning: each hand as if dealt from a full pack)."""
    hits, total = _pat_count(what, rules)
    p = 1 - (1 - Fraction(hits, total)) ** players
    return Quantity(p, Kind.PROBABILITY, f"{float(p):.4f} (independent hands)")


# Rank-only classes: their hands are the hands with this pattern of ranks (no straight or flush
# can have a pair), so several hands dealt from one pack can be counted rank by rank.
_SHAPES = {"one-pair": (2, 1, 1, 1), "two-pairs": (2, 2, 1), "three-of-a-kind": (3, 1, 1), "full-hand": (3, 2), "four-of-a-kind": (4, 1)}


def _sub_multisets(shape: tuple) -> list[tuple]:
    out = set()
    for n in range(len(shape) + 1):
        for c in combinations(shape, n):
            out.add(tuple(sorted(c, reverse=True)))
    return sorted(out)


@lru_cache(maxsize=None)
def _all_of_shape(shape: tuple, k: int) -> int:
    """The number of ways to deal k distinct (ordered) hands of five from one pack, every one of
    them with this pattern of ranks. Rank by rank, the four cards of the rank are shared out among
    the hands; the hands are interchangeable, so a state is the sorted list of what each hand has
    so far, and its value is the count for one ordering of it."""
    subs = set(_sub_multisets(shape))
    allowed = sorted(set(shape))

    def add(state, c):
        if c == 0:
            return state
        t = tuple(sorted(state + (c,), reverse=True))
        return t if t in subs else None

    def orbit(states):
        n = factorial(len(states))
        for m in Counter(states).values():
            n //= factorial(m)
        return n

    value = {tuple([()] * k): 1}
    for _rank in range(13):
        nxt: dict = {}
        for state, v in value.items():
            weight = orbit(state) * v
            for choice in product([0] + allowed, repeat=k):
                used = sum(choice)
                if used > 4:
                    continue
                new = []
                for hand, c in zip(state, choice):
                    h = add(hand, c)
                    if h is None:
                        break
                    new.append(h)
                else:
                    ways = factorial(4) // factorial(4 - used)
                    for c in choice:
                        ways //= factorial(c)
                    key = tuple(sorted(new))
                    nxt[key] = nxt.get(key, 0) + weight * ways
        value = {s: n // orbit(s) for s, n in nxt.items()}
    return value.get(tuple([shape] * k), 0)


@register
def nobody_odds(klass: str, players: int) -> Quantity:
    """The odds that none of `players` hands dealt from one pack is of this class (a class with a
    pair or more: one-pair, two-pairs, three-of-a-kind, full-hand, four-of-a-kind), exactly, by
    inclusion and exclusion over the hands that hold it."""
    shape = _SHAPES[klass]
    some = Fraction(0)
    for k in range(1, players + 1):
        deals = 1
        for i in range(k):
            deals *= comb(52 - 5 * i, 5)
        some += (-1) ** (k + 1) * comb(players, k) * Fraction(_all_of_shape(shape, k), deals)
    v = (1 - some) / some
    return Quantity(v, Kind.ODDS, f"{grouped(v)} to 1 that none of {players} hands holds {klass.replace('-', ' ')}; "
                               f"the chance that one or more does: {float(some):.4f}")


@register
def bobtails(reading: str) -> Quantity:
    return count(bobtail_counts()[reading])


@register
def bobtail_odds(reading: str) -> Quantity:
    return odds(bobtail_counts()[reading], 2598960)


def _draw_hits(hand: str, hold: str, target: str, rules: str, dead: str) -> tuple[int, int]:
    """A draw's hits of its target, five cards of which are a value to beat, as Foster means it ("aces up or better"),
    not a hand someone holds: their cards stay in the pack (draw.value_to_beat)."""
    house = _rules(rules)
    goal = draw_mod.value_to_beat(target, house) if target != "improve" else None
    result = draw_mod.summarize(draw_mod.Deal(hand, house, dead), hold, goal)
    hits = result["improve"]["count"] if target == "improve" else result["target"]["count"]
    return hits, result["draws"]


@register
def draw_odds(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """The odds against a draw reaching a target: 'improve', a class or better ('flush'), or
    beating five cards."""
    return odds(*_draw_hits(hand, hold, target, rules, dead))


@register
def draw_count(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return count(_draw_hits(hand, hold, target, rules, dead)[0])


@register
def draw_probability(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return probability(*_draw_hits(hand, hold, target, rules, dead))


@register
def draw_one_in(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return one_in(*_draw_hits(hand, hold, target, rules, dead))


def _outcome_hits(hand: str, hold: str, klass: str, rules: str, dead: str) -> tuple[int, int]:
    """Draws ending in exactly this class, or in any of several ('two-pairs,three-of-a-kind')."""
    result = draw_mod.draw(hand, hold, _rules(rules), dead)
    return sum(result["outcomes"].get(k.strip(), 0) for k in klass.split(",")), result["draws"]


@register
def draw_outcome(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    """The number of draws ending in exactly one class (or in any of several, comma-separated)."""
    return count(_outcome_hits(hand, hold, klass, rules, dead)[0])


@register
def draw_outcome_odds(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return odds(*_outcome_hits(hand, hold, klass, rules, dead))


@register
def draw_outcome_one_in(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return one_in(*_outcome_hits(hand, hold, klass, rules, dead))


@register
def draw_outcome_probability(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return probability(*_outcome_hits(hand, hold, klass, rules, dead))


@register
def draw_match_odds(hand: str, hold: str, ranks: str, dead: str = "") -> Quantity:
    """The odds against the cards drawn including at least one card of these ranks ('A K'): a mate
    to a card held, whatever else the hand becomes."""
    from hoyle.cards import pack, parse_cards

    out = set(parse_cards(hand)) | set(parse_cards(dead))
    stock = [c for c in pack(False) if c not in out]
    wanted = {RANKS[r] for r in ranks.split()}
    k = 5 - len(parse_cards(hold))
    m = sum(1 for c in stock if c.rank in wanted)
    return odds(comb(len(stock), k) - comb(len(stock) - m, k), comb(len(stock), k))


RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, **{str(n): n for n in range(2, 10)}}


# Four-card flushes and straights dealt pat (Odds Against Improving, seed 001 lines 1961-1969) -----


def _open_four(ranks: set) -> bool:
    """Four ranks in a row open at both ends: the lowest from two to ten (not A-2-3-4, not J-Q-K-A)."""
    return any(all(low + i in ranks for i in range(4)) for low in range(2, 11))


@lru_cache(maxsize=None)
def _four_card_counts() -> dict:
    """Pat hands by what they hold four cards of, counted over every multiset of ranks and every
    way of suiting it. 'flush': exactly four cards of one suit (the fifth card anything else);
    'open-straight': four in a row open at both ends; 'interior-straight': four of the five ranks of
    a straight, with no four in a row open at both ends (a gap inside, or A-2-3-4 or J-Q-K-A,
    which only one rank fills). Straights and flushes dealt pat hold no four-card straight; pairs
    may go with one.

    'in-a-row-not-jacks' is the count that reproduces the book's 103,808 for "holding an open-end
    straight pat" (seed 001 line 1963): any hand with four cards in a row, A-2-3-4 to J-Q-K-A, whose
    fifth card does not make a pair of jacks or better (the proviso of its bobtails, "in which the
    fifth card does not make a pair of jacks or better", line 400), pat straights and flushes
    included."""
    out = {"flush": 0, "open-straight": 0, "interior-straight": 0, "in-a-row-not-jacks": 0}
    for ranks, ways in rank_multisets(5, {r: 4 for r in range(2, 15)}):
        counts = Counter(ranks)
        distinct = set(counts)
        if not any(n >= 2 and r >= 11 for r, n in counts.items()) and four_of_a_straight(ranks, open_only=True):
            out["in-a-row-not-jacks"] += ways
        if len(distinct) == 5:
            four_suited, flushes = 60, 4  # 5 x (4 suits x 3 other suits); all one suit
        elif len(distinct) == 4:
            four_suited, flushes = 12, 0  # the three odd cards and one of the pair in one suit
        else:
            four_suited, flushes = 0, 0
        out["flush"] += four_suited
        if len(distinct) == 5 and any(distinct == s for s in STRAIGHTS):
            continue  # a straight (or a straight flush) pat
        not_flush = ways - flushes
        if _open_four(distinct):
            out["open-straight"] += not_flush
        elif any(len(distinct & s) >= 4 for s in STRAIGHTS):
            out["interior-straight"] += not_flush
    return out


_FILLS = {"flush": 9, "open-straight": 8, "interior-straight": 4}


@register
def four_card(reading: str) -> Quantity:
    """Pat hands holding a four-card 'flush', 'open-straight', 'interior-straight' or 'any-straight'
    (or the book's 'in-a-row-not-jacks')."""
    c = _four_card_counts()
    return count(c["open-straight"] + c["interior-straight"] if reading == "any-straight" else c[reading])


@register
def four_card_odds(reading: str) -> Quantity:
    return odds(four_card(reading).value.numerator, 2598960)


@register
def four_card_fill_odds(reading: str) -> Quantity:
    """The odds against both being dealt the four-card hand and filling it by drawing one card (9
    cards in 47 fill a four flush, 8 an open straight, 4 an interior straight)."""
    c = _four_card_counts()
    readings = ("open-straight", "interior-straight") if reading == "any-straight" else (reading,)
    hits = sum(c[r] * _FILLS[r] for r in readings)
    return odds(hits, 2598960 * 47)


@register
def straights_containing(rank: str) -> Quantity:
    """How many of the ten straights hold a card of this rank ("five different straights that
    contain a ten, and only two that contain an ace")."""
    return count(sum(1 for s in STRAIGHTS if RANKS[rank] in s))


# Exact: a pair before the draw against one other hand -------------------------------------------------

def _elementary(values: list[int], k: int) -> int:
    """The elementary symmetric polynomial of degree k (ways to take one card from each of k ranks)."""
    e = [1] + [0] * k
    for v in values:
        for j in range(k, 0, -1):
            e[j] += e[j - 1] * v
    return e[k]


_BIT = {r: 1 << (r - 2) for r in range(2, 15)}
_STRAIGHT_MASKS = [sum(_BIT[r] for r in s) for s in STRAIGHTS]
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
        straights = sum(math.prod(n[r] for r in s) for s in STRAIGHTS)
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
    verdict = Verdict.CORRECT if on == figure else Verdict.ROUNDED if style == book else Verdict.WRONG
    text = f"{float(p):.4f} (exactly, over {cases:,} kinds of hand): {float(on):.2f} to 1 on, \"{style}\" in the book's style"
    return Quantity(None, Kind.JUDGED, text, verdict)


@register
def progressive_bet(rule: str, bet: int, first: int = 1, ante: int = 0) -> Quantity:
    """The `bet`-th bet (the first bet is 1) of two players doubling in turn by progressive limits, each the most
    the rule ('whole', 'last', 'with-ante') allows (hoyle.poker.limits)."""
    from hoyle.poker.limits import Doubling, progression

    doubling = Doubling(rule)  # type: ignore[call-arg]  # the member of that value: mypy reads the members' __new__(value, words)
    return count(progression(first, doubling, bet - 1, ante)[-1].amount)


def buck_jacks_per_round(players: int) -> Fraction:
    """The jack-pots a buck makes in a round of deals, in the long run: "it is taken down with the chips by whoever
    wins the pool. When it comes round to this player's turn to deal, it is a jack-pot ..." If each jack-pot is won
    by any player alike, the next jack comes 1 to `players` deals later, each alike (the winner's own next deal: the
    dealer himself waits a whole round), on average (players + 1) / 2 deals; so a round of `players` deals holds
    2 * players / (players + 1) jacks (tests/engine/test_limits.py follows the buck round the table to check it)."""
    return Fraction(2 * players, players + 1)


@register
def buck_jacks(players: int) -> Quantity:
    v = buck_jacks_per_round(players)
    return Quantity(v, Kind.NUMBER, f"{grouped(v)} jack-pots a round of {players} deals ({v.numerator}/{v.denominator}), each jack won by "
                                    "any player alike")


def pairs_drawing_three(a: str, b: str) -> tuple[Fraction, Fraction]:
    """Two players, each holding a pair (of two suits, so that neither can end with a flush or a straight) and
    drawing three cards from the rest of one pack: the exact chance that the first has the better hand after the
    draw, and that the two divide. Only the ranks of the cards drawn matter, so every draw of each is counted by
    the ranks it holds and the ways to pick them (the second's from what the first leaves)."""
    from hoyle.cards import parse_cards
    from hoyle.poker.tables import PRIMES, table

    held = [parse_cards(a), parse_cards(b)]
    for cards in held:
        if len(cards) != 2 or cards[0].rank != cards[1].rank:
            raise ValueError(f"{a!r} and {b!r} must each be a pair")
    plain = table().plain
    left = Counter(r for r in range(2, 15) for _ in range(4))
    for cards in held:
        for c in cards:
            left[c.rank] -= 1
    prime = [PRIMES[c.rank] for c in held[0]], [PRIMES[c.rank] for c in held[1]]
    base = prime[0][0] * prime[0][1], prime[1][0] * prime[1][1]
    wins = ties = total = 0
    for ranks_a, ways_a in rank_multisets(3, dict(left)):
        strength_a = plain[base[0] * math.prod(PRIMES[r] for r in ranks_a)]
        after = Counter(left)
        after.subtract(ranks_a)
        for ranks_b, ways_b in rank_multisets(3, dict(after)):
            strength_b = plain[base[1] * math.prod(PRIMES[r] for r in ranks_b)]
            ways = ways_a * ways_b
            total += ways
            wins += ways * (strength_a > strength_b)
            ties += ways * (strength_a == strength_b)
    return Fraction(wins, total), Fraction(ties, total)


@register
def pairs_heads_up(a: str, b: str, book: str, unit: str = "") -> Quantity:
    """`pairs_drawing_three` judged against the book: a value ("4/5") correct when exact and rounded within half a
    `unit`, or a comparison ("> 5/6"); a tie counts half (the pool divided)."""
    win, tie = pairs_drawing_three(a, b)
    share = win + tie / 2
    text = (f"the first has the better hand {float(share):.1%} of the time ({share.numerator:,}/{share.denominator:,}), they never divide"
            if tie == 0 else f"{float(share):.1%} of the pools ({share.numerator:,}/{share.denominator:,}), dividing {float(tie):.3%} of the time")
    bk = book.strip()
    if bk[0] in "<>":
        v = Fraction(bk[1:].strip())
        holds = share > v if bk[0] == ">" else share < v
        return Quantity(None, Kind.JUDGED, f"{text}; the book: {'more' if bk[0] == '>' else 'less'} than {bk[1:].strip()}",
                        Verdict.CORRECT if holds else Verdict.WRONG)
    v = Fraction(bk)
    verdict = Verdict.CORRECT if share == v else Verdict.ROUNDED if unit and abs(share - v) <= Fraction(unit) / 2 else Verdict.WRONG
    return Quantity(None, Kind.JUDGED, f"{text}; the book: {bk}", verdict)

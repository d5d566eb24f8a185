"""More quantities for the claims ledger: the statements of rank in Practical Poker (which hand beats
which, under the house rules the book names), the counts behind its remarks on the rank of single
hands, the chances of its chapter "Luck and Superstition" and of the coin in "Betting", and the
order of the hands at Peel's Commerce. Each registers itself (`hoyle.claims.quantity.register`).

A quantity that judges a claim in words returns a `Quantity` of kind "judged" with its verdict
(correct when the engine agrees with the book); the others are counts, numbers and chances.
"""

from __future__ import annotations

import operator
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb

from hoyle.api.reading import rules_named
from hoyle.cards import format_cards, parse_cards
from hoyle.claims.poker import RANKS
from hoyle.claims.quantity import Kind, Quantity, Verdict, count, register
from hoyle.poker.hands import evaluate
from hoyle.poker.odds import STRAIGHTS
from hoyle.poker.rules import CLASS_TITLES, _levels
from hoyle.rounds import commerce

_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq}
_NAMES = {14: "A", 13: "K", 12: "Q", 11: "J"}


def _judged(holds: bool, text: str) -> Quantity:
    return Quantity(None, Kind.JUDGED, f"{text}: {'yes' if holds else 'no'}", Verdict.CORRECT if holds else Verdict.WRONG)


def _chance(f: Fraction, text: str = "") -> Quantity:
    """A chance, printed as a fraction when it is short and as a decimal always."""
    shown = f"{f.numerator}/{f.denominator} ({float(f):.4f})" if f.denominator < 10**6 else f"{float(f):.4g}"
    return Quantity(f, Kind.PROBABILITY, f"{shown}{', ' + text if text else ''}")


# Poker: which hand beats which ------------------------------------------------------------------


@register
def hand_order(hand: str, op: str, other: str, rules: str = "") -> Quantity:
    """A claim that one hand beats ('>'), loses to ('<') or ties with ('==') another, under house
    rules ('joker', 'skip,blaze'), judged by the engine's showdown."""
    r = rules_named(rules or "")
    a, b = evaluate(hand, r), evaluate(other, r)
    return _judged(_OPS[op](a, b), f"{a.description} {op} {b.description}")


@register
def hand_class(hand: str, klass: str, rules: str = "") -> Quantity:
    """A claim that five cards make a class ('the joker and a pair of kings may be called three kings')."""
    v = evaluate(hand, rules_named(rules or ""))
    return _judged(v.klass == klass, f"{format_cards(parse_cards(hand))} is {v.description}")


@register
def class_order(klass: str, op: str, other: str, rules: str = "") -> Quantity:
    """A claim that every hand of one class beats ('>') or loses to ('<') every hand of another,
    under house rules that play them (the classes' places in the order; in the customary order a
    round-the-corner is a straight)."""
    r = rules_named(rules or "")
    levels = _levels(r)
    for k in (klass, other):
        if k not in levels:
            raise ValueError(f"{k!r} is not played under {rules!r}")
    return _judged(_OPS[op](levels[klass], levels[other]),
                   f"{CLASS_TITLES[klass]} {op} {CLASS_TITLES[other]} ({', '.join(r.names) or 'standard game'})")


@register
def class_count(rules: str = "") -> Quantity:
    """The classes of hands in play, lowest first."""
    classes = rules_named(rules or "").classes
    return Quantity(Fraction(len(classes)), Kind.COUNT, f"{len(classes)} ({', '.join(CLASS_TITLES[c].lower() for c in classes)})")


@register
def most_alike(size: int) -> Quantity:
    """How many hands dealt from one pack can each hold `size` cards of one rank (a tie needs two)."""
    n = 4 // size
    return Quantity(Fraction(n), Kind.COUNT, f"{n} (four cards of each rank, {size} to a hand)")


@register
def pair_of(rank: str) -> Quantity:
    """The pat hands holding exactly one pair, and that pair of this rank."""
    n = comb(4, 2) * comb(12, 3) * 4**3
    return count(n)


@lru_cache(maxsize=None)
def _flushes_by_top() -> dict[int, int]:
    out: dict[int, int] = {}
    for ranks in combinations(range(2, 15), 5):
        if set(ranks) in STRAIGHTS:
            continue
        out[max(ranks)] = out.get(max(ranks), 0) + 4
    return out


@register
def flush_high(rank: str) -> Quantity:
    """The pat flushes (not straight flushes) whose highest card is of this rank."""
    return count(_flushes_by_top().get(RANKS[rank], 0))


def _straight_fills(four: set[int]) -> list[int]:
    """The ranks that make a straight when added to these four ranks (the ace high or low)."""
    out = []
    for r in range(2, 15):
        if r in four:
            continue
        ranks = four | {r}
        if ranks in STRAIGHTS or (14 in ranks and (ranks - {14}) | {1} in STRAIGHTS):
            out.append(r)
    return out


@register
def fills(cards: str, ranks: str) -> Quantity:
    """A claim that exactly these ranks ('3 8', or '' for none) fill four cards to a straight."""
    four = {c.rank for c in parse_cards(cards)}
    found = _straight_fills(four)
    wanted = sorted(RANKS[r] for r in ranks.split())
    words = " or ".join(_NAMES.get(r, str(r)) for r in found) or "no card"
    return _judged(sorted(found) == wanted, f"{format_cards(parse_cards(cards))}: filled by {words}")


@register
def fill_ranks(cards: str) -> Quantity:
    """How many ranks fill four cards to a straight by drawing one card."""
    found = _straight_fills({c.rank for c in parse_cards(cards)})
    return Quantity(Fraction(len(found)), Kind.COUNT, f"{len(found)} ({' or '.join(_NAMES.get(r, str(r)) for r in found) or 'none'})")


# Coins, and runs of luck ---------------------------------------------------------------------------


@register
def coin_ahead(tosses: int, lay: int, take: int) -> Quantity:
    """The chance of finishing ahead after `tosses` tosses of a fair coin, laying `lay` to `take`
    each time that the other man will not toss heads (winning `take` on tails, losing `lay` on heads)."""
    wins = sum(comb(tosses, tails) for tails in range(tosses + 1) if tails * take > (tosses - tails) * lay)
    f = Fraction(wins, 2**tosses)
    need = min(t for t in range(tosses + 1) if t * take > (tosses - t) * lay)
    return _chance(f, f"ahead with {need} tails or more, about 1 in {round(1 / f):,}" if f else "")


@register
def coin_run(tosses: int, run: int, faces: int = 1) -> Quantity:
    """The chance that `tosses` tosses of a fair coin hold `run` heads in a row somewhere (faces=1),
    or `run` alike of either face (faces=2), exactly."""
    # state: length of the current run of the face(s) counted; absorbing once `run` is reached
    if faces == 1:
        states = {0: Fraction(1)}
        done = Fraction(0)
        for _ in range(tosses):
            nxt: dict[int, Fraction] = {}
            for n, p in states.items():
                half = p / 2
                nxt[0] = nxt.get(0, 0) + half  # a tail
                if n + 1 == run:
                    done += half
                else:
                    nxt[n + 1] = nxt.get(n + 1, 0) + half
            states = nxt
    else:
        states = {1: Fraction(1)}  # the first toss starts a run of one
        done = Fraction(0)
        for _ in range(tosses - 1):
            nxt = {}
            for n, p in states.items():
                half = p / 2
                nxt[1] = nxt.get(1, 0) + half  # the other face
                if n + 1 == run:
                    done += half
                else:
                    nxt[n + 1] = nxt.get(n + 1, 0) + half
            states = nxt
    return _chance(done, f"the chance of {run} {'heads' if faces == 1 else 'alike'} in a row somewhere in {tosses:,} tosses")


@register
def all_alike_expected(people: int, events: int) -> Quantity:
    """How many of `people` may be expected to have every one of `events` even chances go their way
    (or every one against them): people / 2**events."""
    v = Fraction(people, 2**events)
    shown = f"{v.numerator:,}/{v.denominator:,} ({float(v):,.2f})" if v.denominator > 1 else f"{v.numerator:,}"
    return Quantity(v, Kind.NUMBER, f"{shown}: {people:,} divided by {2**events:,}, two to the power {events}")


# Commerce ---------------------------------------------------------------------------------------


@register
def commerce_order(hand: str, op: str, other: str) -> Quantity:
    """A claim that one hand of three cards beats ('>') or loses to ('<') another at Commerce."""
    a, b = commerce.hand_value(hand), commerce.hand_value(other)
    return _judged(_OPS[op](a, b), f"{a.description} {op} {b.description}")


@register
def commerce_is(hand: str, combination: str) -> Quantity:
    """A claim that three cards make (or, with 'not-', do not make) a combination at Commerce."""
    v = commerce.hand_value(hand)
    want = combination.removeprefix("not-")
    holds = (v.name == want) != combination.startswith("not-")
    return _judged(holds, f"{format_cards(parse_cards(hand))} is {v.description}")

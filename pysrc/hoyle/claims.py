"""The claims ledger: every checkable figure the books print, checked by the engine.

The ledger lives in `texts/claims/*.toml`, one `[[claim]]` per figure (format in
texts/claims/README.md). Each names what the engine computes for it in `compute`, a call such as
`pat_odds('two-pairs')` over the functions in `QUANTITIES`, with literal arguments only. `check`
computes the exact value, reads the book's printed value, and derives the verdict:

- correct: the book's figure is the exact value;
- rounded: the exact value rounded or cut down to the book's own precision, the unit of its last
  printed digit or fraction ("46 to 1" for 46.33 or 46.8 to 1; "2\u00bd to 1" for 2.49 to 1;
  "13 to 10" for 13.66 to 10); `rounding` says which way. A figure the book hedges with "almost"
  or "nearly" says the truth is below it: rounded only if it is, within one unit;
- wrong: anything else;
- ambiguous: the ledger says why (the text can be read more than one way); the derived verdict
  is then reported but not imposed.
"""

from __future__ import annotations

import ast
import operator
import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product
from math import comb, factorial

from hoyle.poker import draw as draw_mod
from hoyle.poker.odds import STRAIGHTS, bobtail_counts, pat_counts
from hoyle.poker.rules import HouseRules

VERDICTS = ("correct", "rounded", "wrong", "ambiguous")
KINDS = ("count", "odds", "one-in", "number", "percent", "probability", "per", "judged")


@dataclass(frozen=True)
class Quantity:
    """An exact value and how to print it."""

    value: Fraction | None
    kind: str  # one of KINDS, or "judged" when the quantity judges the claim itself
    text: str
    verdict: str | None = None  # set by quantities that judge the claim themselves (a hand, a simulation)


def _grouped(f: Fraction) -> str:
    """An exact number for people: '123,552', '20.04' (two decimals when not whole)."""
    if f.denominator == 1:
        return f"{f.numerator:,}"
    return f"{float(f):,.2f}"


def _exact(f: Fraction) -> str:
    """An exact number that stays exact: '123,552', '2/47 (0.0426)', '23/28 (0.82)'; a fraction of
    a large denominator as two decimals ('1.70')."""
    if f.denominator == 1:
        return f"{f.numerator:,}"
    vulgar = {v: k for k, v in _VULGAR.items()}.get(f - (f.numerator // f.denominator))
    if vulgar and f > 0:  # 80\u00bd, 1\u2154: as the books print them
        whole = f.numerator // f.denominator
        return (f"{whole:,}" if whole else "") + vulgar + (f" ({float(f):.2f})" if f.denominator in (3, 8) else "")
    if f.denominator <= 10_000:
        places = 4 if abs(f) < 1 else 2
        return f"{f.numerator:,}/{f.denominator:,} ({float(f):,.{places}f})"
    return f"{float(f):,.2f}"


def _short(q: "Quantity") -> str:
    """A quantity's text without its closing parenthesis ('38 to 9' of '38 to 9 (4.22 to 1)'), to be
    quoted inside another's without nesting brackets."""
    if q.kind == "odds" and q.value is not None:
        return f"{_grouped(q.value)} to 1"
    text = q.text
    if text.endswith(")") and " (" in text:
        head = text[:text.rindex(" (")]
        if head.count("(") == head.count(")"):
            return head
    return text


def count(n: int) -> Quantity:
    return Quantity(Fraction(n), "count", f"{n:,}")


def odds(hits: int, total: int) -> Quantity:
    """The odds against, from hits among total equally likely cases."""
    against = Fraction(total - hits, hits)
    if hits == 1:  # "4 to 1", not "4 to 1 (4 to 1)"
        return Quantity(against, "odds", f"{total - hits:,} to 1")
    return Quantity(against, "odds", f"{total - hits:,} to {hits:,} ({_grouped(against)} to 1)")


def one_in(hits: int, total: int) -> Quantity:
    f = Fraction(total, hits)
    return Quantity(f, "one-in", f"1 in {_grouped(f)} ({hits:,}/{total:,})")


def probability(hits: int, total: int) -> Quantity:
    """A chance for the event: hits in total ('9/47'), read against the book's 'a/b' or 'a in b'."""
    f = Fraction(hits, total)
    text = f"{hits:,}/{total:,}" + (f" = {f.numerator:,}/{f.denominator:,}" if f.denominator != total else "")
    return Quantity(f, "probability", f"{text} ({float(f):.4f})")


# The quantities a claim may compute -----------------------------------------------------------------

def _rules(rules) -> HouseRules:
    return HouseRules.parse(rules or "")


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


def pat(what: str, rules="") -> Quantity:
    """The number of pat hands of a class ('two-pairs'), a class or better ('three-of-a-kind+'),
    a division ('up:aces', 'high:king', 'royal-flush', 'jacks-or-better')."""
    return count(_pat_count(what, rules)[0])


def pat_odds(what: str, rules="") -> Quantity:
    return odds(*_pat_count(what, rules))


def pat_one_in(what: str, rules="") -> Quantity:
    return one_in(*_pat_count(what, rules))


def pat_total(rules="") -> Quantity:
    return count(_pat_counts(_rules(rules))["total"])


def pat_probability(what: str, rules="") -> Quantity:
    return probability(*_pat_count(what, rules))


def pat_per(what: str, per: int, rules="") -> Quantity:
    """Out of how many hands `per` are of this kind: the book's "N/D = 100/236" (kind "per": the
    book's value is the denominator, to the unit of its last digit)."""
    hits, total = _pat_count(what, rules)
    v = Fraction(per * total, hits)
    return Quantity(v, "per", f"{per}/{_grouped(v)}")


def pat_ratio(what: str, other: str, rules="") -> Quantity:
    """How many times as often one kind of pat hand is dealt as another ("twelve times as often")."""
    return ratio(_pat_count(what, rules)[0], _pat_count(other, rules)[0])


def pat_any(what: str, players: int, rules="") -> Quantity:
    """The chance that at least one of `players` hands holds this kind, the hands taken as
    independent (the book's reckoning: each hand as if dealt from a full pack)."""
    hits, total = _pat_count(what, rules)
    p = 1 - (1 - Fraction(hits, total)) ** players
    return Quantity(p, "probability", f"{float(p):.4f} (independent hands)")


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
    return Quantity(v, "odds", f"{_grouped(v)} to 1 that none of {players} hands holds {klass.replace('-', ' ')}; "
                               f"the chance that one or more does: {float(some):.4f}")


def bobtails(reading: str) -> Quantity:
    return count(bobtail_counts()[reading])


def bobtail_odds(reading: str) -> Quantity:
    return odds(bobtail_counts()[reading], 2598960)


def _draw_hits(hand: str, hold: str, target: str, rules: str, dead: str) -> tuple[int, int]:
    result = draw_mod.draw(hand, hold, _rules(rules), dead, target if target != "improve" else None)
    hits = result["improve"]["count"] if target == "improve" else result["target"]["count"]
    return hits, result["draws"]


def draw_odds(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """The odds against a draw reaching a target: 'improve', a class or better ('flush'), or
    beating five cards."""
    return odds(*_draw_hits(hand, hold, target, rules, dead))


def draw_count(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return count(_draw_hits(hand, hold, target, rules, dead)[0])


def draw_probability(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return probability(*_draw_hits(hand, hold, target, rules, dead))


def draw_one_in(hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    return one_in(*_draw_hits(hand, hold, target, rules, dead))


def _outcome_hits(hand: str, hold: str, klass: str, rules: str, dead: str) -> tuple[int, int]:
    """Draws ending in exactly this class, or in any of several ('two-pairs,three-of-a-kind')."""
    result = draw_mod.draw(hand, hold, _rules(rules), dead)
    return sum(result["outcomes"].get(k.strip(), 0) for k in klass.split(",")), result["draws"]


def draw_outcome(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    """The number of draws ending in exactly one class (or in any of several, comma-separated)."""
    return count(_outcome_hits(hand, hold, klass, rules, dead)[0])


def draw_outcome_odds(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return odds(*_outcome_hits(hand, hold, klass, rules, dead))


def draw_outcome_one_in(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return one_in(*_outcome_hits(hand, hold, klass, rules, dead))


def draw_outcome_probability(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    return probability(*_outcome_hits(hand, hold, klass, rules, dead))


def draw_match_odds(hand: str, hold: str, ranks: str, dead: str = "") -> Quantity:
    """The odds against the cards drawn including at least one card of these ranks ('A K'): a mate
    to a card held, whatever else the hand becomes."""
    from hoyle.cards import pack, parse_cards

    out = set(parse_cards(hand)) | set(parse_cards(dead))
    stock = [c for c in pack(False) if c not in out]
    wanted = {_RANKS[r] for r in ranks.split()}
    k = 5 - len(parse_cards(hold))
    m = sum(1 for c in stock if c.rank in wanted)
    return odds(comb(len(stock), k) - comb(len(stock) - m, k), comb(len(stock), k))


_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, **{str(n): n for n in range(2, 10)}}


def draws(cards_left: int, drawn: int) -> Quantity:
    """The number of different draws of `drawn` cards from `cards_left`."""
    return count(comb(cards_left, drawn))


_ARITH = (ast.Expression, ast.BinOp, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UnaryOp)


def arithmetic(expression: str) -> Quantity:
    """The value of the book's own arithmetic ('52 * 51 * 50 * 49 * 48'), exactly."""
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ARITH) or (isinstance(node, ast.Constant) and not isinstance(node.value, int)):
            raise ValueError(f"only whole numbers and + - * / in {expression!r}")

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant):
            return Fraction(node.value)
        if isinstance(node, ast.UnaryOp):
            return -ev(node.operand)
        a, b = ev(node.left), ev(node.right)
        return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}.get(type(node.op)) if not isinstance(node.op, ast.Div) else a / b

    v = ev(tree)
    return Quantity(v, "number", _exact(v))


def ratio(a: int, b: int) -> Quantity:
    """a / b as a number (for "twelve times as often")."""
    v = Fraction(a, b)
    return Quantity(v, "number", _exact(v))


def odds_of(hits: int, total: int) -> Quantity:
    """The odds that given counts make (the book's own figures: "103,808/2,598,960, or 24 to 1")."""
    return odds(hits, total)


def one_in_of(hits: int, total: int) -> Quantity:
    return one_in(hits, total)


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
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        ways = 1
        for n in counts.values():
            ways *= comb(4, n)
        distinct = set(counts)
        low_ace = distinct | ({1} if 14 in distinct else set())
        if not any(n >= 2 and r >= 11 for r, n in counts.items()) and any(all(low + i in low_ace for i in range(4)) for low in range(1, 12)):
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


def four_card(reading: str) -> Quantity:
    """Pat hands holding a four-card 'flush', 'open-straight', 'interior-straight' or 'any-straight'
    (or the book's 'in-a-row-not-jacks')."""
    c = _four_card_counts()
    return count(c["open-straight"] + c["interior-straight"] if reading == "any-straight" else c[reading])


def four_card_odds(reading: str) -> Quantity:
    return odds(four_card(reading).value.numerator, 2598960)


def four_card_fill_odds(reading: str) -> Quantity:
    """The odds against both being dealt the four-card hand and filling it by drawing one card (9
    cards in 47 fill a four flush, 8 an open straight, 4 an interior straight)."""
    c = _four_card_counts()
    readings = ("open-straight", "interior-straight") if reading == "any-straight" else (reading,)
    hits = sum(c[r] * _FILLS[r] for r in readings)
    return odds(hits, 2598960 * 47)


def straights_containing(rank: str) -> Quantity:
    """How many of the ten straights hold a card of this rank ("five different straights that
    contain a ten, and only two that contain an ace")."""
    return count(sum(1 for s in STRAIGHTS if _RANKS[rank] in s))


# Other games of chance in the book --------------------------------------------------------------

def all_from_odds(pack_size: int, good: int, hand: int) -> Quantity:
    """The odds against a hand of `hand` cards from `pack_size` being all of `good` cards (Lord
    Yarborough's wager: no card above a nine in thirteen, all_from_odds(52, 32, 13))."""
    return odds(comb(good, hand), comb(pack_size, hand))


_CROOKED = (1, 5, 3, 4, 5, 6)  # a five on the side where the deuce should be


def _dice(event: str) -> tuple[int, int]:
    two = list(product(range(1, 7), repeat=2))
    if event == "ace":  # at least one ace on two dice
        return sum(1 for a, b in two if 1 in (a, b)), 36
    if event == "under-seven":  # the total under seven (the same chance as over)
        return sum(1 for a, b in two if a + b < 7), 36
    if event == "crooked-beats":  # two crooked dice throw higher than two true ones
        return sum(1 for a, b in two for c, d in product(_CROOKED, repeat=2) if c + d > a + b), 1296
    if event == "crooked-loses":
        return sum(1 for a, b in two for c, d in product(_CROOKED, repeat=2) if c + d < a + b), 1296
    raise ValueError(f"unknown dice event {event!r}")


def dice_odds(event: str) -> Quantity:
    """The odds against an event with two dice: 'ace' (at least one), 'under-seven',
    'crooked-beats' (two dice with a five for the deuce throw higher than two true dice)."""
    return odds(*_dice(event))


def dice_edge(game: str) -> Quantity:
    """The player's loss, per cent of what he stakes, in the book's dice bets: 'ace-at-2-to-1'
    (he is laid 2 to 1 that he throws no ace), 'under-or-over-seven' (even money on his call of
    under or over), 'crooked-dice' (even money on the higher throw against the crooked dice)."""
    if game == "ace-at-2-to-1":
        win, total = _dice("ace")
        loss = Fraction((total - win) - 2 * win, total)
    elif game == "under-or-over-seven":
        win, total = _dice("under-seven")
        loss = Fraction((total - win) - win, total)
    elif game == "crooked-dice":
        lose, total = _dice("crooked-beats")
        win, _ = _dice("crooked-loses")
        loss = Fraction(lose - win, total)
    else:
        raise ValueError(f"unknown dice game {game!r}")
    return Quantity(loss, "percent", f"{float(loss) * 100:.2f} per cent ({loss.numerator}/{loss.denominator})")


# Combining quantities ---------------------------------------------------------------------------

def scaled(expression: str, numerator: int, denominator: int = 1) -> Quantity:
    """Another quantity multiplied by numerator/denominator ("once in nine rounds" of five deals:
    the one-in of one deal divided by 5). Counts and chances become plain numbers."""
    q = compute(expression)
    v = q.value * Fraction(numerator, denominator)
    kind = q.kind if q.kind in ("one-in", "odds", "number") else "number"
    prefix = "1 in " if kind == "one-in" else ""
    suffix = " to 1" if kind == "odds" else ""
    by = (f"times {numerator}" if denominator == 1 else f"divided by {denominator}" if numerator == 1
          else f"times {numerator}/{denominator}")
    return Quantity(v, kind, f"{prefix}{_grouped(v)}{suffix}: {_short(q)}, {by}")


def quotient(expression: str, other: str) -> Quantity:
    """One quantity divided by another, as a number ("four times as often", "increases these odds
    one-half")."""
    a, b = compute(expression), compute(other)
    v = a.value / b.value
    return Quantity(v, "number", f"{_exact(v)}: {_short(a)} divided by {_short(b)}")


def total(*expressions: str) -> Quantity:
    """The sum of several quantities of one kind (the book adding chances: "22 in 47")."""
    qs = [compute(e) for e in expressions]
    kinds = {q.kind for q in qs}
    if len(kinds) != 1:
        raise ValueError(f"total of quantities of different kinds: {sorted(kinds)}")
    v = sum((q.value for q in qs), Fraction(0))
    shown = _exact(v) if qs[0].kind in ("probability", "number") else _grouped(v)
    return Quantity(v, qs[0].kind, f"{shown}: the sum of {' and '.join(_short(q) for q in qs)}")


_COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq}


def compare(expression: str, op: str, other: str) -> Quantity:
    """A claim in words that one quantity exceeds another ("three of a kind is easier to get than two
    pairs"): correct when it holds, wrong when it does not."""
    a, b = compute(expression), compute(other)
    holds = _COMPARE[op](a.value, b.value)
    return Quantity(None, "judged", f"{a.text} {op} {b.text}: {'yes' if holds else 'no'}", "correct" if holds else "wrong")


QUANTITIES = {
    f.__name__: f
    for f in (
        pat, pat_odds, pat_one_in, pat_total, pat_probability, pat_per, pat_ratio, pat_any, nobody_odds,
        bobtails, bobtail_odds,
        draw_odds, draw_count, draw_probability, draw_one_in,
        draw_outcome, draw_outcome_odds, draw_outcome_one_in, draw_outcome_probability, draw_match_odds,
        draws, arithmetic, ratio, odds_of, one_in_of,
        four_card, four_card_odds, four_card_fill_odds, straights_containing,
        all_from_odds, dice_odds, dice_edge,
        scaled, quotient, total, compare,
    )
}


def register(function):
    """Add a quantity (the cribbage and round-games modules register theirs)."""
    QUANTITIES[function.__name__] = function
    return function


def compute(expression: str) -> Quantity:
    """Evaluate a ledger `compute` string such as "pat_odds('flush')"; literal arguments only."""
    _load_plugins()
    tree = ast.parse(expression.strip(), mode="eval").body
    if not isinstance(tree, ast.Call) or not isinstance(tree.func, ast.Name) or tree.func.id not in QUANTITIES:
        raise ValueError(f"{expression!r} is not a call of one of: {', '.join(sorted(QUANTITIES))}")
    args = [ast.literal_eval(a) for a in tree.args]
    kwargs = {k.arg: ast.literal_eval(k.value) for k in tree.keywords}
    return QUANTITIES[tree.func.id](*args, **kwargs)


def _load_plugins():
    """Import the modules that register quantities of their own (if they exist yet)."""
    import importlib

    for name in ("hoyle.claims_cribbage", "hoyle.claims_round_games", "hoyle.claims_simulated", "hoyle.claims_more"):
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is None or not name.startswith(e.name):
                raise


# The book's printed values ----------------------------------------------------------------------------

_VULGAR = {"\u00bc": Fraction(1, 4), "\u00bd": Fraction(1, 2), "\u00be": Fraction(3, 4), "\u2153": Fraction(1, 3), "\u2154": Fraction(2, 3),
           "\u215b": Fraction(1, 8)}


def read_number(text: str) -> tuple[Fraction, Fraction]:
    """A printed number and its unit (half a unit is the rounding allowance): '2\u00bd' -> (5/2, 1/2);
    '4,164' -> (4164, 1); '20.04' -> (501/25, 1/100); '1/4' -> (1/4, 1/4); '9/47' and '9 in 47'
    -> (9/47, 1/47)."""
    t = text.strip().replace(",", "")
    m = re.fullmatch(r"(\d+)\s+in\s+(\d+)", t)  # '5 in 47', '287 in 4500': a chance
    if m:
        return Fraction(int(m.group(1)), int(m.group(2))), Fraction(1, int(m.group(2)))
    m = re.fullmatch(r"(\d*)\s*([\u00bc\u00bd\u00be\u2153\u2154\u215b])", t)
    if m:
        whole = Fraction(int(m.group(1) or 0))
        part = _VULGAR[m.group(2)]
        return whole + part, Fraction(1, part.denominator)
    m = re.fullmatch(r"(\d+)\s*/\s*(\d+)", t)
    if m:
        return Fraction(int(m.group(1)), int(m.group(2))), Fraction(1, int(m.group(2)))
    m = re.fullmatch(r"(\d+)(?:\.(\d+))?", t)
    if not m:
        raise ValueError(f"{text!r} is not a number the ledger can read")
    decimals = len(m.group(2) or "")
    return Fraction(t), Fraction(1, 10**decimals)


def read_book_value(text: str, kind: str) -> tuple[Fraction, Fraction]:
    """The book's value and its unit, read by kind: odds 'a to b' (value a/b) or 'even', 'one-in'
    '1 in n', '1/n' or 'n', percent 'n%' or 'n per cent', 'per' 'a/n' (n), counts and numbers plain
    (a chance 'a/b' or 'a in b')."""
    t = text.strip()
    if kind == "odds" and t in ("even", "evens"):
        return Fraction(1), Fraction(1, 2)  # "even betting": nearer to 1 to 1 than to 1\u00bd or \u00bd
    if kind == "per":  # '100/236': the denominator, to its last digit
        m = re.fullmatch(r"(.+?)\s*/\s*(.+)", t)
        if not m:
            raise ValueError(f"{text!r} must read 'n/d'")
        return read_number(m.group(2))
    if kind == "odds":
        m = re.fullmatch(r"(.+?)\s+to\s+(.+)", t)
        if not m:
            raise ValueError(f"odds {text!r} must read 'a to b'")
        a, ua = read_number(m.group(1))
        b, _ = read_number(m.group(2))
        return a / b, ua / b
    if kind == "one-in":
        t = re.sub(r"^1\s*(in|/)\s*", "", t)  # '1 in 97', '1/694'
        return read_number(t)
    if kind == "percent":
        t = re.sub(r"\s*(%|per cent\.?)$", "", t)
        v, u = read_number(t)
        return v / 100, u / 100
    return read_number(t)


HEDGES = ("very nearly", "almost", "nearly", "about")  # words before a figure; the first two say "just under"
_UNDER = ("very nearly", "almost", "nearly")


def hedge(book_value: str) -> tuple[str, str]:
    """The hedge word before a figure ("almost 2\u00bd to 1") and the figure itself."""
    t = " ".join(book_value.split())
    for h in HEDGES:
        if t.lower().startswith(h + " "):
            return h, t[len(h) + 1:]
    return "", t


def round_figure_unit(word: str, figure: str, unit: Fraction) -> Fraction:
    """The unit of a round figure the book gives as "about": "about 500" is to the hundred."""
    m = re.fullmatch(r"[1-9][\d,]*?(0+)", figure.replace(",", ""))
    if word == "about" and m:
        return Fraction(10 ** len(m.group(1)))
    return unit


def rounding(exact: Quantity, book_value: str) -> str | None:
    """How the book's figure stands to the exact value at the book's own precision: "nearest" (the
    exact value rounded to the nearest unit of the book's last printed digit or fraction), "down"
    (cut down to that unit: the book's figure is below, by less than a unit), "up" (the book's
    figure is above, by less than a unit, and it says so: "almost", "nearly"), or None (equal,
    further off, or a claim in words). The single rule of the ledger's "rounded". A figure of one
    unit ("half", "1/2") is never "cut down" to: that would make any value below one a half."""
    if exact.verdict is not None or exact.value is None:
        return None
    word, figure = hedge(book_value)
    value, unit = read_book_value(figure, exact.kind if exact.kind != "probability" else "number")
    unit = round_figure_unit(word, figure, unit)
    gap = exact.value - value  # above zero: the truth is above the book's figure
    if gap == 0:
        return None
    if word in _UNDER:  # "almost 2\u00bd": the truth is under the figure, by less than a unit
        return "up" if -unit < gap < 0 else None
    if abs(gap) <= unit / 2:
        return "nearest"
    if 0 < gap < unit and value >= 2 * unit:  # cut down: "135 to 1" for 135.73, not "a half" for 0.82
        return "down"
    return None


def derive_verdict(exact: Quantity, book_value: str) -> str:
    """correct, rounded or wrong, from the exact value and the printed one (or the quantity's own
    verdict, for quantities that judge a claim in words, such as "worth a pair of jacks"): correct
    if equal, rounded if `rounding` finds a way, wrong otherwise."""
    if exact.verdict is not None:
        return exact.verdict
    word, figure = hedge(book_value)
    value, _ = read_book_value(figure, exact.kind if exact.kind != "probability" else "number")
    if value == exact.value:
        return "wrong" if word in _UNDER else "correct"
    return "rounded" if rounding(exact, book_value) else "wrong"


def method(expression: str) -> str:
    """"simulated" if the quantity of a `compute` string comes from a seeded simulation (its module
    lists it in SIMULATED), else "exact"."""
    _load_plugins()
    import sys

    tree = ast.parse(expression.strip(), mode="eval").body
    name = tree.func.id if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) else ""
    simulated = getattr(sys.modules.get("hoyle.claims_simulated"), "SIMULATED", frozenset())
    return "simulated" if name in simulated else "exact"


def check(claim: dict) -> dict:
    """Compute one ledger entry: its exact value (text), the verdict the numbers give, which way a
    rounded figure was rounded, and whether the value is exact or simulated."""
    q = compute(claim["compute"])
    return {"exact": q.text, "derived": derive_verdict(q, claim["book_value"]), "kind": q.kind,
            "rounding": rounding(q, claim["book_value"]), "method": method(claim["compute"])}


def verify(claim: dict, result: dict | None = None) -> list[str]:
    """What is wrong with one entry, if anything: a list of problems (empty when it holds).
    `result` is the entry's `check`, if the caller has it already."""
    problems = []
    for key in ("id", "book", "line", "quote", "book_value", "compute", "verdict", "exact"):
        if key not in claim:
            problems.append(f"missing {key}")
    if problems:
        return problems
    if claim["verdict"] not in VERDICTS:
        problems.append(f"verdict {claim['verdict']!r} is not one of {VERDICTS}")
    if claim["verdict"] in ("wrong", "ambiguous") and not claim.get("why"):
        problems.append(f"a {claim['verdict']} claim says why")
    if result is None:
        result = check(claim)
    if result["exact"] != claim["exact"]:
        problems.append(f"exact is {result['exact']!r}, the ledger says {claim['exact']!r}")
    if claim["verdict"] != "ambiguous" and result["derived"] != claim["verdict"]:
        problems.append(f"the numbers say {result['derived']}, the ledger says {claim['verdict']}")
    return problems

"""The claims ledger: every checkable figure the books print, checked by the engine.

The ledger lives in `texts/claims/*.toml`, one `[[claim]]` per figure (format in
texts/claims/README.md). Each names what the engine computes for it in `compute`, a call such as
`pat_odds('two-pairs')` over the functions in `QUANTITIES`, with literal arguments only. `check`
computes the exact value, reads the book's printed value, and derives the verdict:

- correct: the book's figure is the exact value;
- rounded: within half a unit of the book's last printed digit or fraction ("46 to 1" for
  46.33 to 1; "2\u00bd to 1" for 2.49 to 1);
- wrong: further off than that;
- ambiguous: the ledger says why (the text can be read more than one way); the derived verdict
  is then reported but not imposed.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from hoyle.poker import draw as draw_mod
from hoyle.poker.odds import bobtail_counts, pat_counts
from hoyle.poker.rules import HouseRules

VERDICTS = ("correct", "rounded", "wrong", "ambiguous")
KINDS = ("count", "odds", "one-in", "number", "percent", "probability", "judged")


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


def count(n: int) -> Quantity:
    return Quantity(Fraction(n), "count", f"{n:,}")


def odds(hits: int, total: int) -> Quantity:
    """The odds against, from hits among total equally likely cases."""
    against = Fraction(total - hits, hits)
    return Quantity(against, "odds", f"{total - hits:,} to {hits:,} ({_grouped(against)} to 1)")


def one_in(hits: int, total: int) -> Quantity:
    f = Fraction(total, hits)
    return Quantity(f, "one-in", f"1 in {_grouped(f)} ({hits:,}/{total:,})")


# The quantities a claim may compute -----------------------------------------------------------------

def _rules(rules) -> HouseRules:
    return HouseRules.parse(rules or "")


def _pat_count(what: str, rules="") -> tuple[int, int]:
    c = pat_counts(_rules(rules))
    d = c["divisions"]
    if what in c["classes"]:
        return c["classes"][what], c["total"]
    if what in ("royal-flush", "jacks-or-better"):
        return d[what], c["total"]
    kind, _, key = what.partition(":")
    table = {"up": d["two-pairs-up"], "high": d["no-pair-high"]}.get(kind)
    if table is None or key not in table:
        raise ValueError(f"unknown pat hand {what!r}")
    return table[key], c["total"]


def pat(what: str, rules="") -> Quantity:
    """The number of pat hands of a class ('two-pairs'), division ('up:aces', 'high:king',
    'royal-flush', 'jacks-or-better')."""
    return count(_pat_count(what, rules)[0])


def pat_odds(what: str, rules="") -> Quantity:
    return odds(*_pat_count(what, rules))


def pat_one_in(what: str, rules="") -> Quantity:
    return one_in(*_pat_count(what, rules))


def pat_total(rules="") -> Quantity:
    return count(pat_counts(_rules(rules))["total"])


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


def draw_outcome(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    """The number of draws ending in exactly one class."""
    return count(draw_mod.draw(hand, hold, _rules(rules), dead)["outcomes"].get(klass, 0))


def draw_outcome_odds(hand: str, hold: str, klass: str, rules: str = "", dead: str = "") -> Quantity:
    result = draw_mod.draw(hand, hold, _rules(rules), dead)
    return odds(result["outcomes"].get(klass, 0), result["draws"])


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
    return Quantity(v, "number", _grouped(v))


def ratio(a: int, b: int) -> Quantity:
    """a / b as a number (for "twelve times as often")."""
    v = Fraction(a, b)
    return Quantity(v, "number", _grouped(v))


QUANTITIES = {
    f.__name__: f
    for f in (pat, pat_odds, pat_one_in, pat_total, bobtails, bobtail_odds, draw_odds, draw_count, draw_outcome, draw_outcome_odds, draws, arithmetic, ratio)
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

    for name in ("hoyle.claims_cribbage", "hoyle.claims_round_games", "hoyle.claims_simulated"):
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is None or not name.startswith(e.name):
                raise


# The book's printed values ----------------------------------------------------------------------------

_VULGAR = {"\u00bc": Fraction(1, 4), "\u00bd": Fraction(1, 2), "\u00be": Fraction(3, 4), "\u2153": Fraction(1, 3), "\u2154": Fraction(2, 3), "\u215b": Fraction(1, 8)}


def read_number(text: str) -> tuple[Fraction, Fraction]:
    """A printed number and its unit (half a unit is the rounding allowance): '2\u00bd' -> (5/2, 1/2);
    '4,164' -> (4164, 1); '20.04' -> (501/25, 1/100); '1/4' -> (1/4, 1/4)."""
    t = text.strip().replace(",", "")
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
    """The book's value and its unit, read by kind: odds 'a to b' (value a/b), 'one-in' '1 in n' or
    'n', percent 'n%' or 'n per cent', counts and numbers plain."""
    t = text.strip()
    if kind == "odds":
        m = re.fullmatch(r"(.+?)\s+to\s+(.+)", t)
        if not m:
            raise ValueError(f"odds {text!r} must read 'a to b'")
        a, ua = read_number(m.group(1))
        b, _ = read_number(m.group(2))
        return a / b, ua / b
    if kind == "one-in":
        t = re.sub(r"^1\s+in\s+", "", t)
        return read_number(t)
    if kind == "percent":
        t = re.sub(r"\s*(%|per cent\.?)$", "", t)
        v, u = read_number(t)
        return v / 100, u / 100
    return read_number(t)


def derive_verdict(exact: Quantity, book_value: str) -> str:
    """correct, rounded or wrong, from the exact value and the printed one (or the quantity's own
    verdict, for quantities that judge a claim in words, such as "worth a pair of jacks")."""
    if exact.verdict is not None:
        return exact.verdict
    value, unit = read_book_value(book_value, exact.kind if exact.kind != "probability" else "number")
    if value == exact.value:
        return "correct"
    if abs(value - exact.value) <= unit / 2:
        return "rounded"
    return "wrong"


def check(claim: dict) -> dict:
    """Compute one ledger entry: its exact value (text) and the verdict the numbers give."""
    q = compute(claim["compute"])
    return {"exact": q.text, "derived": derive_verdict(q, claim["book_value"]), "kind": q.kind}


def verify(claim: dict) -> list[str]:
    """What is wrong with one entry, if anything: a list of problems (empty when it holds)."""
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
    result = check(claim)
    if result["exact"] != claim["exact"]:
        problems.append(f"exact is {result['exact']!r}, the ledger says {claim['exact']!r}")
    if claim["verdict"] != "ambiguous" and result["derived"] != claim["verdict"]:
        problems.append(f"the numbers say {result['derived']}, the ledger says {claim['verdict']}")
    return problems

"""The ledger read and checked: `load` reads texts/claims/*.toml, `compute` evaluates an entry's
`compute` string over the registered quantities, `check` gives its exact value and the verdict the
numbers give, `verify` what is wrong with it, and `examine` both without raising (a broken entry is
reported, not raised). The command line, the edition, the ledger page and the tests all read the
ledger through these."""

from __future__ import annotations

import ast
import functools
import operator
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

# Every module of quantities, imported for what it registers: a `compute` may name any of them.
from hoyle.claims import arithmetic, cribbage, more, opened, poker, pot, round_games, simulated, stakes  # noqa: F401
from hoyle.claims.quantity import QUANTITIES, VERDICTS, Kind, Quantity, Verdict, exact, grouped, register, short
from hoyle.claims.reading import derive_verdict, rounding
from hoyle.quote import echo

ROOT = Path(__file__).resolve().parents[3]
LEDGER = ROOT / "texts" / "claims"  # the ledger of a source checkout (the engine's wheel carries none)
MOST_LEDGER_CHARS = 1_000_000  # one ledger file (the longest is under 100,000): read no further


class LedgerError(ValueError):
    """A ledger file that cannot be read, or whose entries are not tables."""


@dataclass(frozen=True)
class Entry:
    """One `[[claim]]` of the ledger, as written, and the name of its file."""

    claim: dict
    file: str


def load(folder: Path = LEDGER) -> list[Entry]:
    """Every entry, file by file (sorted by name), in the order of its file."""
    entries: list[Entry] = []
    for path in sorted(Path(folder).glob("*.toml")):
        where = echo(path.name)  # the folder is the reader's (--ledger): a file is named, quoted, without it
        try:
            with path.open(encoding="utf-8") as f:
                text = f.read(MOST_LEDGER_CHARS + 1)
            if len(text) > MOST_LEDGER_CHARS:
                raise LedgerError(f"the ledger file {where} is over {MOST_LEDGER_CHARS:,} characters long: it is not one of the edition's")
            claims = tomllib.loads(text).get("claim", [])
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
            raise LedgerError(f"the file {where} cannot be read as a ledger file: {getattr(e, 'strerror', None) or e}") from None
        except RecursionError:  # tomllib reads nested arrays by recursion
            raise LedgerError(f"the ledger file {where} nests its lists or tables too deep to be read") from None
        if not isinstance(claims, list) or not all(isinstance(c, dict) for c in claims):
            raise LedgerError(f"the ledger file {where}: each [[claim]] of a ledger file is a table")
        entries.extend(Entry(c, path.name) for c in claims)
    return entries


@register
def scaled(expression: str, numerator: int, denominator: int = 1) -> Quantity:
    """Another quantity multiplied by numerator/denominator ("once in nine rounds" of five deals:
    the one-in of one deal divided by 5). Counts and chances become plain numbers."""
    q = compute(expression)
    v = _value(q, expression) * Fraction(numerator, denominator)
    kind = q.kind if q.kind in ("one-in", "odds", "number") else Kind.NUMBER
    prefix = "1 in " if kind == "one-in" else ""
    suffix = " to 1" if kind == "odds" else ""
    by = (f"times {numerator}" if denominator == 1 else f"divided by {denominator}" if numerator == 1
          else f"times {numerator}/{denominator}")
    return Quantity(v, kind, f"{prefix}{grouped(v)}{suffix}: {short(q)}, {by}")


@register
def quotient(expression: str, other: str) -> Quantity:
    """One quantity divided by another, as a number ("four times as often", "increases these odds
    one-half")."""
    a, b = compute(expression), compute(other)
    v = _value(a, expression) / _value(b, other)
    return Quantity(v, Kind.NUMBER, f"{exact(v)}: {short(a)} divided by {short(b)}")


@register
def total(*expressions: str) -> Quantity:
    """The sum of several quantities of one kind (the book adding chances: "22 in 47")."""
    qs = [compute(e) for e in expressions]
    kinds = {q.kind for q in qs}
    if len(kinds) != 1:
        raise ValueError(f"total of quantities of different kinds: {sorted(kinds)}")
    v = sum((_value(q, e) for q, e in zip(qs, expressions)), Fraction(0))
    shown = exact(v) if qs[0].kind in ("probability", "number") else grouped(v)
    return Quantity(v, qs[0].kind, f"{shown}: the sum of {' and '.join(short(q) for q in qs)}")


_COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq}


@register
def compare(expression: str, op: str, other: str) -> Quantity:
    """A claim in words that one quantity exceeds another ("three of a kind is easier to get than two
    pairs"): correct when it holds, wrong when it does not."""
    a, b = compute(expression), compute(other)
    holds = _COMPARE[op](_value(a, expression), _value(b, other))
    return Quantity(None, Kind.JUDGED, f"{a.text} {op} {b.text}: {'yes' if holds else 'no'}", Verdict.CORRECT if holds else Verdict.WRONG)


@functools.lru_cache(maxsize=2048)  # the ledger's quantities (some a count of millions of deals) once a process: the
def compute(expression: str) -> Quantity:  # site's build and the tests ask for each more than once; a Quantity is frozen
    """Evaluate a ledger `compute` string such as "pat_odds('flush')"; literal arguments only."""
    tree = ast.parse(expression.strip(), mode="eval").body
    if not isinstance(tree, ast.Call) or not isinstance(tree.func, ast.Name) or tree.func.id not in QUANTITIES:
        raise ValueError(f"{expression!r} is not a call of one of: {', '.join(sorted(QUANTITIES))}")
    if any(k.arg is None for k in tree.keywords):
        raise ValueError(f"{expression!r} gives its arguments by **: literal arguments only")
    args = [ast.literal_eval(a) for a in tree.args]
    kwargs = {k.arg: ast.literal_eval(k.value) for k in tree.keywords if k.arg is not None}
    return QUANTITIES[tree.func.id](*args, **kwargs)


def _value(q: Quantity, expression: str) -> Fraction:
    """The value of a quantity that another computes with: a quantity that judges the claim itself has none."""
    if q.value is None:
        raise ValueError(f"{expression!r} judges the claim itself: it has no value to compute with")
    return q.value


def method(expression: str) -> str:
    """"simulated" if the quantity of a `compute` string comes from a seeded simulation (its module
    lists it in SIMULATED), else "exact"."""
    tree = ast.parse(expression.strip(), mode="eval").body
    name = tree.func.id if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) else ""
    return "simulated" if name in simulated.SIMULATED else "exact"


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
        problems.append(f"verdict {claim['verdict']!r} is not one of {', '.join(VERDICTS)}")
    if claim["verdict"] in ("wrong", "ambiguous") and not claim.get("why"):
        problems.append(f"a {claim['verdict']} claim says why")
    if result is None:
        result = check(claim)
    if result["exact"] != claim["exact"]:
        problems.append(f"exact is {result['exact']!r}, the ledger says {claim['exact']!r}")
    if claim["verdict"] != "ambiguous" and result["derived"] != claim["verdict"]:
        problems.append(f"the numbers say {result['derived']}, the ledger says {claim['verdict']}")
    return problems


# What each field of an entry holds, as TOML writes it: a field of another kind (a date, a number where text is
# wanted) is named before the entry is computed.
FIELD_KINDS = {"id": str, "book": str, "chapter": str, "line": int, "quote": str, "book_value": str, "compute": str,
               "exact": str, "verdict": str, "why": str}


def kind_of(value) -> str:
    """A TOML value's kind, in words."""
    import datetime
    import math

    if isinstance(value, float):
        return "nan, which is no number" if math.isnan(value) else "an endless number" if math.isinf(value) else "a decimal number"
    for kind, words in ((bool, "true or false"), (int, "a number"), (str, "text"),
                        (datetime.datetime, "a date and time"), (datetime.date, "a date"), (datetime.time, "a time"),
                        (list, "a list"), (dict, "a table")):
        if isinstance(value, kind):
            return words
    return "a value of another kind"


def field_problems(claim: dict) -> list[str]:
    """The fields of an entry that hold the wrong kind of value (`FIELD_KINDS`)."""
    problems = []
    for key, kind in FIELD_KINDS.items():
        if key in claim and (not isinstance(claim[key], kind) or isinstance(claim[key], bool)):
            problems.append(f"{key} must be {'a whole number' if kind is int else 'text'}, not {kind_of(claim[key])}")
    return problems


def examine(claim: dict) -> tuple[dict, list[str]]:
    """An entry's `check` and what is wrong with it (`verify`), never raising: an entry that cannot be
    checked comes back with no result and the reason as its problem."""
    wrong = field_problems(claim)
    if wrong:
        return {}, wrong
    try:
        result = check(claim)
        return result, verify(claim, result)
    except KeyError as e:
        return {}, [f"the entry has no {e.args[0]!r} field"]
    except Exception as e:  # noqa: BLE001 - a broken entry is reported with its id, not raised
        return {}, [f"the entry cannot be checked: {e}"]

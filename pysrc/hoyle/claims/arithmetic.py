"""Quantities of the book's own arithmetic and of the other games of chance Foster reckons: the
draws from a pack, a product or quotient the book works out, Lord Yarborough's wager and crooked dice."""

from __future__ import annotations

import ast
from fractions import Fraction
from itertools import product
from math import comb

from hoyle.claims.quantity import Kind, Quantity, count, exact, odds, one_in, register


@register
def draws(cards_left: int, drawn: int) -> Quantity:
    """The number of different draws of `drawn` cards from `cards_left`."""
    return count(comb(cards_left, drawn))


_ARITH = (ast.Expression, ast.BinOp, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub, ast.UnaryOp)


@register
def arithmetic(expression: str) -> Quantity:
    """The value of the book's own arithmetic ('52 * 51 * 50 * 49 * 48'), exactly."""
    tree = ast.parse(expression, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ARITH) or (isinstance(node, ast.Constant) and not isinstance(node.value, int)):
            raise ValueError(f"only whole numbers and + - * / in {expression!r}")

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):  # (the walk above lets no other constant by)
            return Fraction(node.value)
        if isinstance(node, ast.UnaryOp):
            return -ev(node.operand)
        a, b = ev(node.left), ev(node.right)
        return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b}.get(type(node.op)) if not isinstance(node.op, ast.Div) else a / b

    v = ev(tree)
    return Quantity(v, Kind.NUMBER, exact(v))


@register
def ratio(a: int, b: int) -> Quantity:
    """a / b as a number (for "twelve times as often")."""
    v = Fraction(a, b)
    return Quantity(v, Kind.NUMBER, exact(v))


@register
def odds_of(hits: int, total: int) -> Quantity:
    """The odds that given counts make (the book's own figures: "103,808/2,598,960, or 24 to 1")."""
    return odds(hits, total)


@register
def one_in_of(hits: int, total: int) -> Quantity:
    return one_in(hits, total)


# Other games of chance in the book --------------------------------------------------------------

@register
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


@register
def dice_odds(event: str) -> Quantity:
    """The odds against an event with two dice: 'ace' (at least one), 'under-seven',
    'crooked-beats' (two dice with a five for the deuce throw higher than two true dice)."""
    return odds(*_dice(event))


@register
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
    return Quantity(loss, Kind.PERCENT, f"{float(loss) * 100:.2f} per cent ({loss.numerator}/{loss.denominator})")

"""The ledger's quantities of the money on the table (Practical Poker, "Coming In", "Coming into Jack-pots",
"Betting", "Maxims for Drawing"): the chips in the pool against the chips a draw costs, by Foster's reckoning
(the pool won if the draw comes off, the bet lost if not: `hoyle.poker.pot_odds`).

A draw is given as the draw quantities of `hoyle.claims.poker` give it (hand, hold, target, rules, dead); odds given
in words ('10 to 1') as the reader gives them to the pot-odds widget.
"""

from __future__ import annotations

from fractions import Fraction

from hoyle.api.reading import rules_named
from hoyle.claims.quantity import Kind, Quantity, Verdict, count, exact, register
from hoyle.poker.pot_odds import Chance, Weighed, against_words, draw_chance, odds_words, read_against, weigh


def _chance(hand: str, hold: str, target: str, rules: str, dead: str) -> Chance:
    return draw_chance(hand, hold, rules_named(rules), dead, None if target == "improve" else target)


def _against(chance: Chance) -> Fraction:
    against = chance.against
    if against is None:
        raise ValueError("the draw cannot come off: no pot pays for it")
    return against


def _judged(w: Weighed, says: str) -> Quantity:
    """Whether the call pays, judged against the book's word ('pays' or 'does-not-pay')."""
    if says not in ("pays", "does-not-pay"):
        raise ValueError(f"says is 'pays' or 'does-not-pay', not {says!r}")
    pays = w.expectation > 0
    way = "pays" if pays else "does not pay"
    sign = "winning" if w.expectation > 0 else "losing"
    text = (f"the table lays {odds_words(w.pot, w.bet)} against {against_words(w.chance)}: the call {way}, "
            f"{sign} {exact(abs(w.expectation))} chips a call")
    return Quantity(None, Kind.JUDGED, text, Verdict.CORRECT if pays == (says == "pays") else Verdict.WRONG)


@register
def pot_pays(pot: int, bet: int, hand: str, hold: str, target: str = "improve", says: str = "pays", rules: str = "",
             dead: str = "") -> Quantity:
    """Whether a call of `bet` chips into a pool of `pot` to draw pays, against the book's word `says`
    ('pays' or 'does-not-pay')."""
    return _judged(weigh(pot, bet, _chance(hand, hold, target, rules, dead)), says)


@register
def odds_pays(pot: int, bet: int, against: str, says: str = "pays") -> Quantity:
    """The same, for odds against given in words ('10 to 1'): "it is not worth while to pay even money for a 10 to 1
    chance" is odds_pays(1, 1, '10 to 1', 'does-not-pay')."""
    return _judged(weigh(pot, bet, read_against(against)), says)


@register
def break_even_pot(bet: int, hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """The pool at which a call of `bet` chips to draw neither wins nor loses: the bet times the odds against."""
    v = bet * _against(_chance(hand, hold, target, rules, dead))
    return Quantity(v, Kind.NUMBER, f"{exact(v)} chips")


@register
def fewest_chips(bet: int, hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """The fewest whole chips in the pool that make a call of `bet` chips to draw pay: the least whole number above
    the break-even pot."""
    w = weigh(1, bet, _chance(hand, hold, target, rules, dead))
    if w.fewest is None:
        raise ValueError("the draw cannot come off: no pot pays for it")
    return count(w.fewest)


@register
def pot_expectation(pot: int, bet: int, hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """What one call of `bet` chips into a pool of `pot` wins on the average (negative: loses)."""
    v = weigh(pot, bet, _chance(hand, hold, target, rules, dead)).expectation
    return Quantity(v, Kind.NUMBER, f"{exact(v)} chips a call")


@register
def times_its_worth(pot: int, bet: int, hand: str, hold: str, target: str = "improve", rules: str = "", dead: str = "") -> Quantity:
    """How many times what a draw is worth against a pool of `pot` a bet of `bet` chips is: the bet over the most the
    draw is worth paying (the pool divided by the odds against)."""
    against = _against(_chance(hand, hold, target, rules, dead))
    worth = pot / against
    v = bet / worth
    return Quantity(v, Kind.NUMBER, f"{exact(v)}: {bet} chips for a draw worth {exact(worth)} against {pot} chips")

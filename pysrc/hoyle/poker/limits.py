"""Progressive limits (Practical Poker, "Jack-pots", the section "Progressive Limits"): how far each bet may go
when every player seeing a bet may raise it by doubling, and how much a jack-pot may be opened for.

"Suppose A has bet the limit—let us say a blue check, as a starter after the draw. B can either call this blue
check or bet two blues, which is doubling. If B doubles, A can bet four blues if he likes, which is double the
amount of B's bet; and B in turn can bet ten, which is double the whole amount A has bet. This will allow A to
bet twenty-four, double the total amount that B has put up. This is sometimes varied by making each bet twice
the amount of the last one only: 1, 2, 4, 8, 16 being the amounts; and again, by allowing the player to
include the ante in the amount doubled. Even in this game there must be a limit, and in most games it is
arranged so as to stop at the sixth or eighth raise."

| what | function |
| --- | --- |
| the bets of two players doubling in turn, by one of the three rules | `progression(first, rule, raises, ante)` |
| the most a jack-pot may be opened for, by the antes in it | `jack_pot_openings(players, ante)` |

A bet is what a player puts into the pool at his turn. By the first rule ("whole") a bet may be double the
whole amount the other player has bet; by the second ("last") twice the last bet only; by the third
("with-ante"), double the whole amount the other has put up with his ante counted in (the editor's reading of
"include the ante in the amount doubled": the book gives no example of it). Each bet is the most the rule
allows, as in the book's example.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

PLAYERS = "AB"  # the book's A, who bets first, and B
MOST_RAISES = 12
MOST_CHIPS = 1_000_000  # the first bet or an ante


class Doubling(StrEnum):
    """How a bet may be doubled, with the book's words for it."""

    words: str

    def __new__(cls, value: str, words: str) -> Doubling:
        member = str.__new__(cls, value)
        member._value_ = value
        member.words = words
        return member

    WHOLE = "whole", "double the whole amount the other player has bet"
    LAST = "last", "twice the amount of the last bet only"
    WITH_ANTE = "with-ante", "double the whole amount the other player has put up, his ante included"


@dataclass(frozen=True)
class Bet:
    """One bet of the progression: who made it, how much he put in, his whole amount bet so far (his ante not
    counted), and the pool after it (the antes counted)."""

    player: str
    amount: int
    total: int
    pool: int
    doubled: int  # the amount that was doubled (0 for the first bet)


def progression(first: int, rule: Doubling = Doubling.WHOLE, raises: int = 4, ante: int = 0, players: int = 2) -> tuple[Bet, ...]:
    """The first bet and `raises` raises, A and B in turn, each the most the rule allows (the pool holds the antes of
    all the players, A and B among them).

    >>> [b.amount for b in progression(1)]
    [1, 2, 4, 10, 24]
    >>> [b.amount for b in progression(1, Doubling.LAST)]
    [1, 2, 4, 8, 16]
    """
    totals = {p: 0 for p in PLAYERS}
    pool = players * ante
    bets: list[Bet] = []
    for turn in range(raises + 1):
        player, other = PLAYERS[turn % 2], PLAYERS[(turn + 1) % 2]
        if turn == 0:
            doubled, amount = 0, first
        elif rule is Doubling.LAST:
            doubled = bets[-1].amount
            amount = 2 * doubled
        else:
            doubled = totals[other] + (ante if rule is Doubling.WITH_ANTE else 0)
            amount = 2 * doubled
        totals[player] += amount
        pool += amount
        bets.append(Bet(player, amount, totals[player], pool, doubled))
    return tuple(bets)


def jack_pot_openings(players: int, ante: int) -> dict[str, Fraction]:
    """"The original amount for which a jack-pot may be opened is also controlled by the amount of the antes in
    the pot ... equal to all the antes, or one-half, or double": the most it may be opened for by each custom."""
    antes = players * ante
    return {"half": Fraction(antes, 2), "equal": Fraction(antes), "double": Fraction(2 * antes)}

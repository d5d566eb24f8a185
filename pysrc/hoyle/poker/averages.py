"""Foster's table of averages: what a draw is worth, on the average, after the draw.

Practical Poker, chapter "Drawing to Improve", the section "Averages" (seed 001 lines 1242-1267).
The book defines the average by a pat hand "of such strength that he would beat you just about as
often as you would beat him" (line 1248), and says it "can be calculated, and it can also be proved
by experiment" (line 1250). Both are here, for every row of the table:

- calculated, heads up: the median of the exact distribution of the hand after the draw
  (`median_after_draw`, counted by `hoyle.poker.draw.Deal`);
- by experiment, as in the book's worked example ("if you drew three cards to a pair of deuces, and
  another man stood pat on a pair of jacks, you would each have the best hand at the table about an
  equal number of times", line 1252): six hands (line 1250, "in a six-hand game"), the first drawing
  to the row's cards, the second standing pat on a hand of the book's average, the other four coming
  in on any pair (`six_hand_config`, for `hoyle.poker.simulate`). The first seat is given only the
  cards it holds and is helped from the pack, as in Foster's own experiment in "Coming into
  Jack-pots" ("help each of these four men to three cards"); its discards are not set aside.

Where the book's figure is a range ("two small pairs", "a pair of court cards") the pat hand is one
of its middle hands, named in `pat_words`. The last row's figure is lost from this copy of the book.

>>> BY_ID["ace"].book
'Pair of eights.'
>>> median_words("As 9d 7c 4h 2s", "As")    # drawing four to an ace: half the draws end no better
'a pair of deuces, with ace, jack and six'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

from hoyle.cards import RANK_PLURALS
from hoyle.poker.draw import Deal
from hoyle.poker.hands import describe
from hoyle.poker.tables import table

SIX_HAND_DEALS = 20_000
_KICKERS = (13, 9, 4, 12, 7, 3)  # odd cards for a pair's discards, the first three that differ from it
_CODE = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}


def _c(rank: int) -> str:
    return _CODE.get(rank, str(rank))


def _pair_hand(rank: int) -> tuple[str, str, str]:
    """A pair of `rank` with three odd cards (king, nine, four, or others), the pair to hold, and its name."""
    odd = [r for r in _KICKERS if r != rank][:3]
    return f"{_c(rank)}s {_c(rank)}h {_c(odd[0])}d {_c(odd[1])}c {_c(odd[2])}s", f"{_c(rank)}s {_c(rank)}h", RANK_PLURALS[rank]


def _pair(rank: int) -> Callable:
    return lambda klass, tie: klass == "one-pair" and tie[0] == rank


@dataclass(frozen=True)
class AverageRow:
    """A row of the table: the book's words for the draw and for its average; example hands drawn to
    (hand, the cards held, a name); whether a final hand's (class, tie ranks) is the book's average;
    and a pat hand of that average for the six-hand experiment ("" where the book's figure is lost)."""

    id: str
    drawing_to: str
    book: str
    book_words: str
    draws: tuple[tuple[str, str, str], ...]
    fits: Callable
    pat: str = ""
    pat_words: str = ""


ROWS: tuple[AverageRow, ...] = (
    AverageRow("ace", "An ace, or ace, king", "Pair of eights.", "a pair of eights",
               (("As 9d 7c 4h 2s", "As", "an ace"), ("As Kd 7c 4h 2s", "As Kd", "ace, king")), _pair(8),
               "8c 8d 10h 6s 3c", "a pair of eights"),
    AverageRow("ace-king-queen", "Ace, king, queen, or ace, king, queen, jack", "Pair of fours.", "a pair of fours",
               (("As Kd Qc 7h 2s", "As Kd Qc", "ace, king, queen"), ("As Kd Qc Jh 2s", "As Kd Qc Jh", "ace, king, queen, jack")),
               _pair(4), "4c 4d 10h 8s 3d", "a pair of fours"),
    AverageRow("four-flush", "A four-card flush", "Pair of jacks.", "a pair of jacks",
               (("Ah 9h 6h 3h Kc", "Ah 9h 6h 3h", "four hearts, ace high"),), _pair(11), "Jc Jd 8s 5c 2d", "a pair of jacks"),
    AverageRow("open-straight", "An open-end straight", "Pair of nines.", "a pair of nines",
               (("9h 8c 7d 6s 2c", "9h 8c 7d 6s", "nine to six"),), _pair(9), "9c 9s Qd 4c 2d", "a pair of nines"),
    AverageRow("inside-straight", "An interior straight", "Pair of deuces.", "a pair of deuces",
               (("9h 8c 6d 5s 2c", "9h 8c 6d 5s", "nine, eight, six, five"),), _pair(2), "2d 2h Qs 10c 4d", "a pair of deuces"),
    AverageRow("pair-below-sixes", "Any pair below sixes", "Pair of court cards.", "a pair of court cards",
               tuple(_pair_hand(r) for r in (2, 3, 4, 5)), lambda k, tie: k == "one-pair" and tie[0] in (11, 12, 13),
               "Qc Qd 10h 8s 6d", "a pair of queens"),
    AverageRow("pair-sixes-to-eights", "Pair of sixes, sevens, or eights", "Two small pairs.", "two small pairs (tens up or lower)",
               tuple(_pair_hand(r) for r in (6, 7, 8)), lambda k, tie: k == "two-pairs" and tie[0] <= 10,
               "9c 9d 5h 5c Qd", "nines up"),
    AverageRow("pair-nines-to-jacks", "Pair of nines, tens, or jacks", "Two big pairs.", "two big pairs (jacks up to kings up)",
               tuple(_pair_hand(r) for r in (9, 10, 11)), lambda k, tie: k == "two-pairs" and 11 <= tie[0] <= 13,
               "Qc Qd 6h 6c 8d", "queens up"),
    AverageRow("pair-queens-kings", "Pair of queens or kings", "Aces up.", "aces up",
               tuple(_pair_hand(r) for r in (12, 13)), lambda k, tie: k == "two-pairs" and tie[0] == 14,
               "Ac Ad 7h 7c 5d", "aces up"),
    AverageRow("pair-aces", "Pair of aces", "", "", (_pair_hand(14),), lambda k, tie: False),
)
BY_ID = {row.id: row for row in ROWS}


def median_after_draw(hand: str, hold: str) -> tuple[int, Fraction, Fraction]:
    """The median strength of the hand after the draw (the least strength that at least half the
    draws reach or fall short of), with the shares of draws better and worse than it."""
    dist = Deal(hand).counts(hold)
    total = sum(dist.values())
    below = 0
    for s in sorted(dist):
        if 2 * (below + dist[s]) >= total:
            return s, Fraction(total - below - dist[s], total), Fraction(below, total)
        below += dist[s]
    raise AssertionError("unreachable")


def median_words(hand: str, hold: str) -> str:
    """The median hand after the draw, in words ("a pair of deuces, with ace, jack and six")."""
    t = table()
    s = median_after_draw(hand, hold)[0]
    return describe(t.klass[s], t.tie[s]).lower()


def six_hand_config(row: str, index: int = 0, deals: int = SIX_HAND_DEALS, seed: int = 1) -> dict:
    """The book's experiment for a row's drawing hand (`index` of its draws), as a configuration of
    `hoyle.poker.simulate`: seat 0 holds the cards drawn to, seat 1 stands pat on the average."""
    r = BY_ID[row]
    if not r.pat:
        raise ValueError(f"the book's average for {r.drawing_to!r} is lost: there is no pat hand to try")
    hold = r.draws[index][1]
    return {"players": 6, "deals": deals, "seed": seed, "hands": [hold, r.pat],
            "strategies": ["any-pair", "pat", "any-pair", "any-pair", "any-pair", "any-pair"]}

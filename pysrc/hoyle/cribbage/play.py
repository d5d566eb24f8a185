"""The play at Cribbage: what the card just played scores, "in course of play" (lines 51-61).

Hoffmann, *Hoyle's Games Modernized* (seed 000); line numbers are those of
`texts/source/000_b315a8ce36e35c0a.txt`. Only the scoring of one card is here, given the cards
played since the count began; whose turn it is, and the go, are the caller's. (The excerpt's
five-card game ends the hand at the first go, line 61; at six- and seven-card the count begins
again after it, by the standard rules.)

>>> [i.words for i in peg("5h 4s 3d 6c").items]
['four for a run of four']
"""

from __future__ import annotations

from dataclasses import dataclass

from hoyle.cards import Card, CardError, parse_cards
from hoyle.cribbage.show import FIFTEEN, Item, order, pair_item, pips, run_item

THIRTY_ONE = 31


@dataclass(frozen=True)
class Peg:
    """What the last of `cards` (played in this order since the count began) scores."""

    cards: tuple[Card, ...]
    items: tuple[Item, ...]

    @property
    def count(self) -> int:
        """The count on the table, court cards ten and the ace one (line 43)."""
        return sum(map(pips, self.cards))

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)


def _played(cards) -> tuple[Card, ...]:
    played = parse_cards(cards)
    if not played:
        raise CardError("wrong-count", "no card has been played")
    if any(c.is_joker for c in played):
        raise CardError("joker-not-in-play", "cribbage is played without the joker")
    count = sum(map(pips, played))
    if count > THIRTY_ONE:
        raise CardError("over-thirty-one", f"the count would be {count}: no card may be played past thirty-one (line 61)")
    return played


def peg(cards) -> Peg:
    """Score the last card played, `cards` being every card played since the count began, in order.

    - fifteen: the count makes fifteen, two (line 61);
    - thirty-one: the count makes thirty-one, two "in like manner" (line 61);
    - a pair, pair-royal or double pair-royal: the card is the second, third or fourth of a rank
      played one after another, two, six or twelve (lines 53-57), every pair among them at two;
    - a run: the last three or more cards "form an unbroken series", in any order, one a card
      (line 59); the longest such series counts.
    """
    played = _played(cards)
    items: list[Item] = []
    count = sum(map(pips, played))
    if count == FIFTEEN:
        items.append(Item("fifteen", 2, played, "fifteen two"))
    if count == THIRTY_ONE:
        items.append(Item("thirty-one", 2, played, "thirty-one for two"))
    same = 1
    while same < min(len(played), 4) and played[-same - 1].rank == played[-1].rank:
        same += 1
    if same >= 2:
        items.append(pair_item(played[-same:]))
    for length in range(len(played), 2, -1):
        tail = sorted(order(c) for c in played[-length:])
        if tail == list(range(tail[0], tail[0] + length)):
            items.append(run_item(played[-length:]))
            break
    return Peg(played, tuple(items))


def last_card(cards) -> Item | None:
    """One "for 'last card'", to the player of the last card when the count ends short of
    thirty-one; at thirty-one exactly he has two for the thirty-one instead (line 61)."""
    played = _played(cards)
    if sum(map(pips, played)) == THIRTY_ONE:
        return None
    return Item("last-card", 1, played[-1:], "one for last card")


def longest_run(hand_size: int) -> int:
    """The longest run that can be scored in play when each of two players holds `hand_size` cards:
    the run must be played within one count (never past thirty-one) from at most 2 * hand_size cards.
    Found by playing ace, two, three ... and stopping where the count would pass thirty-one."""
    best = 0
    for length in range(3, 2 * hand_size + 1):
        cards = [Card(14 if r == 1 else r, "shdc"[r % 4]) for r in range(1, length + 1)]
        try:
            scored = peg(cards)
        except CardError:
            break
        best = max([best] + [i.points for i in scored.items if i.kind == "run"])
    return best

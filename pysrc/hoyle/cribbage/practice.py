"""Practice at counting the show: a hand dealt from a seed (or given), the reader's count checked
against `reckon`, and "muggins", the points he failed to claim, which his opponent may take. The same
for a card in the play: the cards played since the count began, dealt from a seed (or given), and the
reader's claim for the last of them checked against `play.peg`.

Muggins is not in Hoffmann's excerpt (it stops before any rule of penalties); it is the standard
rule, shown here as a drill: the count is the book's (`hoyle.cribbage.show`), nothing is counted here.

A count may be one number, or claimed item by item as a player says it ("fifteen two, fifteen four
and a pair is six"): so many points for the fifteens, the pairs, the runs, the flush and nob. From one
number, which items the reader overlooked is not known; the engine names the items of the book's
claim that his number leaves out, keeping the items claimed first (the fifteens, then pairs, runs,
flush and nob, as a player says them) and leaving out the last ones. Claimed item by item, each kind
is checked on its own: the points missed in each are known, and only which of several like items
(which fifteen) is left to the same rule.

>>> check(reckon("5h 5c 5s Jd", "5d", variant="six-card"), 29).right
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from hoyle.cards import Card, pack
from hoyle.cribbage.play import THIRTY_ONE, pips
from hoyle.cribbage.show import PAIR_KINDS, Item, ItemKind, Show, reckon, variant_named

MOST_SEED = 999_999  # a seed is a whole number from 1 to this (short enough to read in a link)
MOST_CLAIM = 99  # no show at any of the three games is worth more


def deal(seed: int, variant: str = "six-card", crib: bool = False) -> tuple[tuple[Card, ...], Card]:
    """A practice hand (or crib) and the start, a deterministic function of the seed and game:
    `random.Random(seed)` draws the cards from a fresh pack, the last drawn being the start."""
    g = variant_named(variant)
    size = g.crib_size if crib else g.hand_size
    cards = random.Random(seed).sample(pack(), size + 1)
    return tuple(cards[:size]), cards[size]


def dealt_show(seed: int, variant: str = "six-card", crib: bool = False) -> Show:
    """The show of the hand (or crib) that the seed deals."""
    hand, starter = deal(seed, variant, crib)
    return reckon(hand, starter, crib=crib, variant=variant)


Group = Literal["fifteens", "thirty_one", "pairs", "runs", "flush", "nob"]  # the kinds of item a claim gives points for
GroupKinds = tuple[Group, tuple[ItemKind, ...]]  # a kind of claim and the kinds of item it covers
GROUPS: tuple[GroupKinds, ...] = (("fifteens", ("fifteen",)), ("pairs", PAIR_KINDS), ("runs", ("run",)), ("flush", ("flush",)), ("nob", ("nob",)))
PLAY_GROUPS: tuple[GroupKinds, ...] = (("fifteens", ("fifteen",)), ("thirty_one", ("thirty-one",)), ("pairs", PAIR_KINDS), ("runs", ("run",)))
GROUP_WORDS = {"fifteens": "the fifteens", "pairs": "the pairs", "runs": "the runs", "flush": "the flush", "nob": "his nob",
               "thirty_one": "the thirty-one"}
MOST_PLAYED = 8  # cards played in one count, dealt for practice (two hands of four can all go in one: 4 4 4 4 3 3 3 3 is 28)


@dataclass(frozen=True)
class GroupCheck:
    """One kind of item claimed on its own: the points the show holds of it and the points claimed,
    the items the claim covers and the ones it leaves out."""

    group: Group
    worth: int
    claimed: int
    counted: tuple[Item, ...]
    missed: tuple[Item, ...]

    @property
    def muggins(self) -> int:
        return max(0, self.worth - self.claimed)

    @property
    def over(self) -> int:
        return max(0, self.claimed - self.worth)


@dataclass(frozen=True)
class Check:
    """A claim checked: the items the claim covers, the ones it leaves out (missed), and the points
    missed (muggins: the opponent may take them) or claimed over the show's value."""

    show: Show  # or a card in the play (play.Peg): its items and total
    claimed: int
    counted: tuple[Item, ...]
    missed: tuple[Item, ...]
    groups: tuple[GroupCheck, ...] = ()  # a claim item by item: each kind checked on its own

    @property
    def right(self) -> bool:
        if self.groups:
            return all(g.claimed == g.worth for g in self.groups)
        return self.claimed == self.show.total

    @property
    def muggins(self) -> int:
        """The points the claim falls short by, which the opponent may take (item by item: the points
        missed in each kind, an over-claim in one kind making up for none missed in another)."""
        if self.groups:
            return sum(g.muggins for g in self.groups)
        return max(0, self.show.total - self.claimed)

    @property
    def over(self) -> int:
        """The points claimed beyond what the show holds (item by item: in each kind)."""
        if self.groups:
            return sum(g.over for g in self.groups)
        return max(0, self.claimed - self.show.total)


def _covered(items: tuple[Item, ...], claimed: int) -> tuple[bool, ...]:
    """Which items a claim covers: as many points as it can, at most the claim, keeping the items
    claimed first (an item is kept whenever the items after it can still make up the best total)."""
    reach = [{0}]  # reach[i]: the totals the items from i on can make
    for item in reversed(items):
        reach.insert(0, reach[0] | {t + item.points for t in reach[0]})
    best = max(t for t in reach[0] if t <= claimed)
    kept, need = [], best
    for i, item in enumerate(items):
        take = need >= item.points and need - item.points in reach[i + 1]
        kept.append(take)
        need -= item.points if take else 0
    return tuple(kept)


def check(show, claimed: int) -> Check:
    """The reader's count of a show (or of a card in the play, a `play.Peg`) checked against the
    book's, item by item."""
    kept = _covered(show.items, claimed)
    return Check(show, claimed,
                 tuple(i for i, k in zip(show.items, kept) if k),
                 tuple(i for i, k in zip(show.items, kept) if not k))


def check_items(show, claims: dict[str, int], kinds_of=GROUPS) -> Check:
    """A claim item by item (points for each of the groups, a group left out claiming none) checked
    kind by kind against the book's show (or a card in the play, with PLAY_GROUPS)."""
    unknown = set(claims) - {name for name, _ in kinds_of}
    if unknown:
        raise ValueError(f"no such kind of item: {sorted(unknown)}")
    groups = []
    for name, kinds in kinds_of:
        items = tuple(i for i in show.items if i.kind in kinds)
        claimed = claims.get(name, 0)
        kept = _covered(items, claimed)
        groups.append(GroupCheck(name, sum(i.points for i in items), claimed,
                                 tuple(i for i, k in zip(items, kept) if k), tuple(i for i, k in zip(items, kept) if not k)))
    counted = {id(i) for g in groups for i in g.counted}
    return Check(show, sum(claims.values()), tuple(i for i in show.items if id(i) in counted),
                 tuple(i for i in show.items if id(i) not in counted), tuple(groups))


def deal_play(seed: int) -> tuple[Card, ...]:
    """The cards played since the count began, a deterministic function of the seed: a length from
    2 to MOST_PLAYED is drawn, then cards from a fresh pack in turn, each played if the count stays
    at thirty-one or under (a card that would pass it is one its holder could not play), until the
    length is reached, the count is thirty-one, or the pack is done."""
    rng = random.Random(seed)
    length = rng.randint(2, MOST_PLAYED)
    played, count = [], 0
    for card in rng.sample(pack(), 52):
        if count + pips(card) <= THIRTY_ONE:
            played.append(card)
            count += pips(card)
        if len(played) == length or count == THIRTY_ONE:
            break
    return tuple(played)

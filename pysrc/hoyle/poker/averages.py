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
  `six_hand_test` makes that experiment against a ladder of pat hands (`LADDER`) until it finds the
  one the draw is even with: the row's average at the book's six-hand table.

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

from hoyle.cards import RANK_PLURALS, parse_cards
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


# The book's six-hand test, for every row ------------------------------------------------------------
#
# The worked example (line 1252) fixes the average by the pat hand that has the best hand at a
# six-hand table as often as the draw does: against less the draw wins more, against more it wins
# less. `six_hand_test` finds that hand for a row's draw on a ladder of pat hands (king high, ace
# high, the pairs, the two pairs by their higher pair, the threes), trying the book's hand first
# and then galloping and halving along the ladder until the difference of the two shares changes
# sign, or its 95% interval holds 0 (the two even, within the simulation).

SIX_HAND_TEST_DEALS = 100_000
_SUITS = "cdhs"


def _ladder() -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The pat hands tried, weakest first: (words, the ranks that make the hand); the odd cards
    are added by `ladder_hand`."""
    steps: list[tuple[str, tuple[int, ...]]] = [("king high, no pair", (13,)), ("ace high, no pair", (14,))]
    steps += [(f"a pair of {RANK_PLURALS[r]}", (r, r)) for r in range(2, 15)]
    steps += [(f"{RANK_PLURALS[r]} up", (r, r, 2, 2)) for r in range(3, 15)]
    steps += [(f"three {RANK_PLURALS[r]}", (r, r, r)) for r in range(2, 15)]
    return tuple(steps)


LADDER = _ladder()
_ODD = (10, 6, 3, 12)  # the odd cards of the pat hands, as many as a hand needs


def ladder_hand(step: int, avoid: str = "") -> str:
    """The pat hand of a step of `LADDER` as cards: its ranks, then odd cards (ten, six, trey,
    queen, as many as it needs), an odd card that cannot be taken replaced by the nearest rank
    that can: not of the ranks in `avoid` (the draw's own cards) nor of a rank that fills its
    straight, nor of the suit of its flush where another will do (a pat hand should not block the
    draw more than its own ranks must), below the high card of a hand with no pair, never a
    straight or a flush.
    So every draw is tried against pat hands of the same strength, give or take an odd card.

    >>> ladder_hand(LADDER.index(("a pair of jacks", (11, 11))), "2s 2h")
    'Jc Jd 10h 6s 3c'
    >>> ladder_hand(LADDER.index(("a pair of jacks", (11, 11))), "3s 3h")
    'Jc Jd 10h 6s 2c'
    """
    core = LADDER[step][1]
    held = parse_cards(avoid) if avoid.strip() else []
    held_ranks = {c.rank for c in held}
    fills = {r for r in range(2, 15) for top in range(5, 15)
             if len(held_ranks) == 4 and held_ranks | {r} == {14 if k == 1 else k for k in range(top - 4, top + 1)}}
    banned = (held_ranks | fills) - set(core)  # the draw's ranks, and the cards that fill its straight
    good = [x for x in _SUITS if sum(c.suit == x for c in held) < 3]  # not the suit of a flush drawn to
    ranks = list(core)
    if len(core) == 4 and 2 in held_ranks:  # two pairs: the lower pair of a rank the draw does not hold
        low = next((r for r in range(2, core[0]) if r not in held_ranks | fills), 2)
        ranks = [core[0], core[0], low, low]
    for want in _ODD[:5 - len(ranks)]:
        for r in sorted(range(2, 15), key=lambda r: (abs(r - want), r)):
            if r in ranks or r in banned or (len(core) == 1 and r > core[0]):
                continue
            if len(ranks) == 4 and _straight(set(ranks) | {r}):
                continue
            ranks.append(r)
            break
    used = {str(c) for c in held}
    out: list[str] = []
    for i, r in enumerate(ranks):
        for suit in good[i % len(good):] + good[:i % len(good)] + [x for x in _SUITS if x not in good]:
            card = f"{_c(r)}{suit}"
            if card not in used:
                used.add(card)
                out.append(card)
                break
    return " ".join(out)


def _straight(ranks: set) -> bool:
    low = {1 if r == 14 else r for r in ranks}
    return len(ranks) == 5 and (max(ranks) - min(ranks) == 4 or max(low) - min(low) == 4)


def book_steps(row: str) -> tuple[int, ...]:
    """The steps of the ladder that are the book's average for a row (several for "a pair of
    court cards", "two small pairs", "two big pairs")."""
    t = table()
    fits = BY_ID[row].fits
    out = []
    for i in range(len(LADDER)):
        s = t.strength(parse_cards(ladder_hand(i)))
        if fits(t.klass[s], t.tie[s]):
            out.append(i)
    return tuple(out)


def trial_config(row: str, index: int, step: int, deals: int = SIX_HAND_TEST_DEALS, seed: int = 1) -> dict:
    """The book's experiment for a row's draw (`index` of its draws) against a step of the ladder,
    as a configuration of `hoyle.poker.simulate` (as `six_hand_config`, with another pat hand)."""
    hold = BY_ID[row].draws[index][1]
    return {"players": 6, "deals": deals, "seed": seed, "hands": [hold, ladder_hand(step, hold)],
            "strategies": ["any-pair", "pat", "any-pair", "any-pair", "any-pair", "any-pair"]}


@dataclass(frozen=True)
class Trial:
    """One pat hand tried against the draw: the shares of the best hand at the table (ties divided)
    and the difference (draw less pat hand) with its 95% interval."""

    step: int
    draw: float
    pat: float
    difference: float
    low: float
    high: float

    @property
    def even(self) -> bool:
        return self.low <= 0 <= self.high

    @property
    def sign(self) -> int:
        return 0 if self.even else 1 if self.difference > 0 else -1


@dataclass(frozen=True)
class SixHand:
    """The six-hand test of one draw: the trials made (in the order made), the book's steps, and
    the average found: the step where the draw and the pat hand are even (within the interval),
    or, where the difference changes sign between two neighbouring steps, the nearer to even."""

    row: str
    index: int
    trials: tuple[Trial, ...]
    book: tuple[int, ...]
    average: int
    bracket: tuple[int, int]

    def trial(self, step: int) -> Trial:
        return next(t for t in self.trials if t.step == step)

    @property
    def verdict(self) -> str:
        """correct if the average is the book's hand (even against it, or the sign changes inside
        the book's range), rounded if the book's hand is the nearer of the two where the sign
        changes, wrong otherwise."""
        lo, hi = self.bracket
        if (lo == hi and lo in self.book) or (lo in self.book and hi in self.book):
            return "correct"
        return "rounded" if self.average in self.book else "wrong"


def trial_of(result: dict, step: int) -> Trial:
    """A `Trial` from a simulation's results (seat 0 the draw, seat 1 the pat hand)."""
    v = result["versus"]
    return Trial(step, result["seats"][0]["best"]["share"], result["seats"][1]["best"]["share"], v["difference"], v["low"], v["high"])


def six_hand_test(row: str, index: int, run: Callable[[dict], dict], deals: int = SIX_HAND_TEST_DEALS, seed: int = 1) -> SixHand:
    """Find the six-hand average of a row's draw: `run` runs a configuration of the simulator (as `trial_config`
    gives it) to its results: the facade's reading and `hoyle.poker.simulate.run`, or a cache of them. The book's
    hand is tried first (the middle one of a range), then the ladder is walked away from it in the direction the
    difference points, 1, 2, 4, ... steps, and the last gap is halved until two neighbouring steps differ in sign or a
    step is even."""
    book = book_steps(row)
    done: dict[int, Trial] = {}

    def at(step: int) -> Trial:
        if step not in done:
            done[step] = trial_of(run(trial_config(row, index, step, deals, seed)), step)
        return done[step]

    def finish(lo: int, hi: int) -> SixHand:
        if lo == hi:
            average = lo
        else:
            average = min((lo, hi), key=lambda s: abs(done[s].difference))
        return SixHand(row, index, tuple(done.values()), book, average, (min(lo, hi), max(lo, hi)))

    start = book[len(book) // 2]
    first = at(start)
    if first.even:
        return finish(start, start)
    direction = first.sign  # the draw ahead: try stronger pat hands
    last, stride = start, 1
    while True:
        step = min(max(last + direction * stride, 0), len(LADDER) - 1)
        t = at(step)
        if t.even:
            return finish(step, step)
        if t.sign != direction:
            break
        if step in (0, len(LADDER) - 1):
            return finish(step, step)  # the end of the ladder: no change of sign
        last, stride = step, stride * 2
    a, b = last, step  # the sign changes between them
    while abs(b - a) > 1:
        mid = (a + b) // 2
        t = at(mid)
        if t.even:
            return finish(mid, mid)
        if t.sign == direction:
            a = mid
        else:
            b = mid
    return finish(a, b)

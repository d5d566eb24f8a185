"""Pegging advice at Cribbage: which card to play, by what it scores now and what it lets the opponent score.

Hoffmann, *Hoyle's Games Modernized* (seed 000, lines 51-61), scores the play card by card (`play.peg`);
he gives no advice for it (the excerpt ends before "the principles" of play). For each card the player
may play, given the cards played since the count began and every other card he has seen, this counts:

- what the card scores now (`play.peg`): fifteen, thirty-one, pairs, runs;
- what the opponent's best answer scores: he answers with whichever of his cards scores him most at once,
  and the expectation is exact over every hand of that many cards he may hold from the cards unseen, each
  equally likely (what he laid out and how he has played do not tell which);
- the chance he cannot answer at all and must say "Go": then the player plays on, and the count ends with
  one for last card (or two for thirty-one) to him, at least one point more;
- the balance: the points now, less the answer's expectation, with one for each "Go" he must say.

A card that makes thirty-one scores two and ends the count (line 61): no answer follows it and no "Go" is
said. Nor when the opponent holds no cards: he says no "Go" (`play.play_out`), and the player plays on alone.

The cards played since the count began were played by turns, the last of them the opponent's, since it is
the player's turn and no "Go" has been said in this count. So the opponent played the first, third, fifth ...
of them when their number is odd (he led the count), the player when it is even. How many cards the opponent
still holds follows from that and from the player's own (`held_possible`), but not wholly: the cards of earlier
counts (at six- and seven-card) are not told by whom they were played. Unless given, it is as many as he would
hold had both held as many when this count began, as they do at the first count, and at five-card cribbage,
whose only count it is (line 61).

That is the exchange of one card each. What follows (the player's own answer, the later counts at six-
and seven-card) is not counted: the advice weighs the card's own risk, which is what the books of the
game teach first (never leave the count at five or twenty-one for a ten to make fifteen or thirty-one, nor
pair a card that a third of its rank may answer).

>>> a = advise("5h 9c", plays="10d")
>>> a.held, [(c.card.code, c.now, round(float(c.reply), 3)) for c in a.choices]
(1, [('5h', 2, 0.122), ('9c', 0, 0.612)])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import NamedTuple

from hoyle.cards import Card, no_card_twice, pack, parse_named
from hoyle.cribbage.play import THIRTY_ONE, peg
from hoyle.cribbage.show import Item, pips
from hoyle.errors import CardError
from hoyle.words import number_words

MOST_HELD = 5  # a hand for the play: three cards at five-card cribbage, four at six-card, five at seven-card


@dataclass(frozen=True)
class Answer:
    """A kind of answer the opponent may make: the points and the words, and how many unseen cards make it."""

    points: int
    words: str
    cards: int


@dataclass(frozen=True)
class Choice:
    """One card the player may play: what it scores now, the opponent's best answer, the balance."""

    card: Card
    now: int
    items: tuple[Item, ...]
    count: int  # the count after the card
    reply: Fraction  # the expectation of the opponent's best answer, in points
    reply_chances: tuple[tuple[int, Fraction], ...]  # (points, chance) of his best answer, a "Go" as -1; () if none comes
    go: Fraction  # the chance he cannot answer and says "Go"
    balance: Fraction  # now - reply + go
    answers: tuple[Answer, ...]  # the answers that score, best first


@dataclass(frozen=True)
class Advice:
    cards: tuple[Card, ...]
    plays: tuple[Card, ...]
    seen: tuple[Card, ...]
    held: int  # the opponent's cards: as given, or as the plays imply (`default_held`)
    unseen: int
    choices: tuple[Choice, ...]  # the cards that may be played, best balance first
    cannot: tuple[Card, ...]  # the cards that would pass thirty-one
    hands: int  # the opponent's hands counted


def _reply(table: tuple[Card, ...], card: Card) -> int | None:
    """What `card` scores played on `table`, or None if it would pass thirty-one."""
    if sum(map(pips, table)) + pips(card) > THIRTY_ONE:
        return None
    return peg(table + (card,)).total


def choice(card: Card, plays: tuple[Card, ...], unseen: tuple[Card, ...], held: int) -> Choice:
    """The exchange for one card: exact over every `held`-card hand of the `unseen` cards. After thirty-one, or
    when he holds no cards, nothing is answered (his answer and his "Go" are nought)."""
    table = plays + (card,)
    scored = peg(table)
    if scored.count == THIRTY_ONE or held == 0:  # the count is over, or he has no card to answer with: no answer, no "Go"
        return Choice(card, scored.total, scored.items, scored.count, Fraction(0), (), Fraction(0), Fraction(scored.total), ())
    values = {u: _reply(table, u) for u in unseen}
    n = len(unseen)
    whole = comb(n, held)
    # the opponent's best answer is the best of his cards: P(best <= x) = C(cards scoring <= x, held) / C(n, held)
    levels = sorted({-1 if v is None else v for v in values.values()})
    chances: list[tuple[int, Fraction]] = []
    below = 0
    for x in levels:
        at_most = sum(1 for v in values.values() if (-1 if v is None else v) <= x)
        p = Fraction(comb(at_most, held) - comb(below, held), whole)
        if p:
            chances.append((x, p))
        below = at_most
    go = next((p for x, p in chances if x == -1), Fraction(0))
    reply = sum((x * p for x, p in chances if x > 0), Fraction(0))
    answers: dict[tuple[int, str], int] = {}
    for u, v in values.items():
        if v:
            words = " and ".join(i.words for i in peg(table + (u,)).items)
            answers[v, words] = answers.get((v, words), 0) + 1
    ranked = tuple(Answer(v, w, k) for (v, w), k in sorted(answers.items(), key=lambda kv: (-kv[0][0], -kv[1], kv[0][1])))
    return Choice(card, scored.total, scored.items, scored.count, reply, tuple(chances), go, scored.total - reply + go, ranked)


def advise(cards, plays="", seen="", held: int | None = None) -> Advice:
    """Each card the player may play, given his cards not yet played, the cards played since the count began (in
    order, by turns, the last the opponent's), the other cards he has seen (his discards, the starter, cards of
    earlier counts), and how many cards the opponent still holds (unless given, `default_held`)."""
    mine = _cards(cards, "your hand")
    table = _cards(plays, "the count") if plays not in (None, "") else ()
    others = _cards(seen, "what you have seen") if seen not in (None, "") else ()
    if not mine:
        raise CardError("wrong-count", "give your cards not yet played: at least one")
    if len(mine) > MOST_HELD:
        raise CardError("wrong-count", f"{len(mine)} cards: a hand for the play has at most {number_words(MOST_HELD)} (at seven-card cribbage)")
    no_card_twice([mine, table, others], ["your cards", "the cards played in this count", "the other cards seen"])
    count = sum(map(pips, table))
    if count > THIRTY_ONE:
        raise CardError("over-thirty-one", f"the cards played count {count}: no count passes thirty-one (line 61)")
    if count == THIRTY_ONE:
        raise CardError("over-thirty-one", "the count is thirty-one: it has ended, and a new count begins (line 61)")
    held = _held(len(mine), len(table), held)
    known = set(mine) | set(table) | set(others)
    unseen = tuple(c for c in pack() if c not in known)
    if len(unseen) < held:
        raise CardError("wrong-count", f"only {len(unseen)} cards are unseen: the opponent cannot hold {held}")
    can = [c for c in mine if count + pips(c) <= THIRTY_ONE]
    cannot = tuple(c for c in mine if c not in can)
    choices = sorted((choice(c, table, unseen, held) for c in can), key=lambda ch: (-ch.balance, -ch.now, ch.card.rank, ch.card.suit))
    return Advice(mine, table, others, held, len(unseen), tuple(choices), cannot, comb(len(unseen), held))


def _held(yours: int, played: int, held: int | None) -> int:
    """The opponent's cards, as given or by default, refused if the play cannot come to it."""
    his_played, yours_played = (played + 1) // 2, played // 2
    if yours + yours_played > MOST_HELD:
        raise CardError("wrong-count", f"the cards played since the count began go by turns, the last his (it is your turn), so "
                                       f"{_of(yours_played, played)} yours: with the {number_words(yours)} you hold you had "
                                       f"{number_words(yours + yours_played)} when the count began, and a hand for the play has at most "
                                       f"{number_words(MOST_HELD)} (at seven-card cribbage)")
    possible = held_possible(yours, played)
    if held is None:
        return default_held(yours, played)
    if held not in possible:
        lead = (f"you lead with {number_words(yours)} in your hand" if not played else
                f"you hold {number_words(yours)}, and the cards played since the count began go by turns, the last his, so "
                f"{_of(his_played, played)} his")
        raise CardError("wrong-count", f"the opponent cannot hold {number_words(held)} card{'s' * (held != 1)}: {lead}; he holds "
                                       f"{_span(possible)}")
    return held


def _of(n: int, played: int) -> str:
    """'two of the five are', 'the one is' (or 'none is')."""
    if played == 1:
        return "the one is" if n else "none is"
    return f"{number_words(n)} of the {number_words(played)} {'is' if n == 1 else 'are'}"


def _span(held: tuple[int, ...]) -> str:
    """'none to three', 'one or two', 'one' (the numbers are consecutive)."""
    words = ["none" if n == 0 else number_words(n) for n in held]
    return words[0] if len(words) == 1 else " or ".join(words) if len(words) == 2 else f"{words[0]} to {words[-1]}"


def default_held(yours: int, played: int) -> int:
    """The opponent's cards unless given: as many as he would hold had both held as many when the count began (as at
    the first count, and at five-card cribbage), `played` cards since then by turns, the last his.

    >>> default_held(4, 1), default_held(4, 0), default_held(2, 3)
    (3, 4, 1)
    """
    return yours - played % 2


# --- where the play may stand at the player's turn -----------------------------------------------------------------

Position = tuple[int, int, int, int]  # (the player's cards, the opponent's, played in this count by the opponent, by the player)


class _Turn(NamedTuple):
    """Who plays, not which card: the cards each holds (the pone's first), who is to play (0 the pone, 1 the dealer),
    the cards each has played in this count and how many it has, whether the player to play plays on alone (after a
    "Go", or the other having no cards), and who played the last card of the count (None before the first)."""

    left: tuple[int, int]
    to_play: int
    played: tuple[int, int]
    cards: int
    alone: bool
    last: int | None


def _positions(hand: int, one_count: bool) -> frozenset[Position]:
    """Every position the play of two hands of `hand` cards can come to at a player's turn, the cards of this count
    played by turns, the last his, and no "Go" said in it; who plays, not which card, by `play.play_out`'s rules
    (`_after`). Any such order of players is made by some cards: tests/engine/test_pegging.py finds each in `play_out`."""
    start = _Turn((hand, hand), 0, (0, 0), 0, False, None)
    found: set[Position] = set()
    seen, todo = {start}, [start]
    while todo:
        turn = todo.pop()
        me, him = turn.to_play, 1 - turn.to_play
        if not turn.alone and turn.left[me]:
            found.add((turn.left[me], turn.left[him], turn.played[him], turn.played[me]))
        for after in _after(turn, one_count):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return frozenset(found)


def _after(turn: _Turn, one_count: bool) -> Iterator[_Turn]:
    """What may follow a turn:

    - the player to play plays a card, or, when he cannot, says "Go" and the other plays on alone until he cannot
      or has no cards; a player with no cards says no "Go", the other plays on alone;
    - a "Go" needs the count at twenty-two or more (no card counts more than ten), so three cards in the count at
      least; thirty-one, which ends the count, needs four (three count thirty at most);
    - when the count ends the next is led by the player who did not play its last card, or by the last if the other
      has none; the play ends with the last card, and at five-card cribbage (`one_count`) with the first count."""
    me, him = turn.to_play, 1 - turn.to_play
    if turn.alone and turn.last is not None and (not turn.left[me] or turn.cards >= 3):
        yield from _new_count(turn.left, turn.last, one_count)  # he cannot play on: the count ends
    if not turn.left[me]:
        if not turn.alone:
            yield turn._replace(to_play=him, alone=True)
        return
    left, played = _less(turn.left, me), _more(turn.played, me)
    if turn.cards + 1 >= 4:
        yield from _new_count(left, me, one_count)  # thirty-one
    alone = turn.alone or not left[him]
    yield _Turn(left, me if alone else him, played, turn.cards + 1, alone, me)
    if not turn.alone and turn.cards >= 3:
        yield turn._replace(to_play=him, alone=True)  # he cannot play: "Go"


def _new_count(left: tuple[int, int], last: int, one_count: bool) -> Iterator[_Turn]:
    if not one_count and any(left):
        yield _Turn(left, 1 - last if left[1 - last] else last, (0, 0), 0, False, None)


def _less(pair: tuple[int, int], who: int) -> tuple[int, int]:
    return (pair[0] - 1, pair[1]) if who == 0 else (pair[0], pair[1] - 1)


def _more(pair: tuple[int, int], who: int) -> tuple[int, int]:
    return (pair[0] + 1, pair[1]) if who == 0 else (pair[0], pair[1] + 1)


POSITIONS: frozenset[Position] = _positions(3, True) | _positions(4, False) | _positions(5, False)  # five-, six-, seven-card


def held_possible(yours: int, played: int) -> tuple[int, ...]:
    """How many cards the opponent may hold when the player holds `yours` and `played` cards have gone since the
    count began, by turns, the last his (`POSITIONS`), at five-, six- or seven-card cribbage.

    >>> held_possible(4, 1), held_possible(2, 0), held_possible(2, 3)
    ((3,), (0, 1, 2), (1, 2))
    """
    his, mine = (played + 1) // 2, played // 2
    return tuple(sorted(h for y, h, a, b in POSITIONS if (y, a, b) == (yours, his, mine)))


def _cards(cards, name: str) -> tuple[Card, ...]:
    return parse_named(cards, name, "cribbage is played without the joker")

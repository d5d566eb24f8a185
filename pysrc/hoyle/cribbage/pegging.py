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

That is the exchange of one card each. What follows (the player's own answer, the later counts at six-
and seven-card) is not counted: the advice weighs the card's own risk, which is what the books of the
game teach first (never leave the count at five or twenty-one for a ten to make fifteen or thirty-one, nor
pair a card that a third of its rank may answer).

>>> a = advise("5h 9c", plays="10d")
>>> [(c.card.code, c.now, round(float(c.reply), 3)) for c in a.choices]
[('5h', 2, 0.24), ('9c', 0, 1.107)]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from hoyle.cards import Card, no_card_twice, pack, parse_named
from hoyle.cribbage.play import THIRTY_ONE, peg
from hoyle.cribbage.show import Item, pips
from hoyle.errors import CardError, RequestError
from hoyle.words import number_words

MOST_HELD = 5  # a hand for the play: four cards at five- and six-card cribbage, five at seven-card


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
    reply_chances: tuple[tuple[int, Fraction], ...]  # (points, chance) of his best answer, a "Go" as -1
    go: Fraction  # the chance he cannot answer
    balance: Fraction  # now - reply + go
    answers: tuple[Answer, ...]  # the answers that score, best first


@dataclass(frozen=True)
class Advice:
    cards: tuple[Card, ...]
    plays: tuple[Card, ...]
    seen: tuple[Card, ...]
    held: int  # the opponent's cards
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
    """The exchange for one card: exact over every `held`-card hand of the `unseen` cards."""
    table = plays + (card,)
    scored = peg(table)
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
    order), the other cards he has seen (his discards, the starter, cards of earlier counts), and how many cards
    the opponent still holds (as many as the player, unless given)."""
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
    held = len(mine) if held is None else held
    if not 1 <= held <= MOST_HELD:
        raise RequestError(f"the opponent holds one to {number_words(MOST_HELD)} cards, not {held}", "bad-number")
    known = set(mine) | set(table) | set(others)
    unseen = tuple(c for c in pack() if c not in known)
    if len(unseen) < held:
        raise CardError("wrong-count", f"only {len(unseen)} cards are unseen: the opponent cannot hold {held}")
    can = [c for c in mine if count + pips(c) <= THIRTY_ONE]
    cannot = tuple(c for c in mine if c not in can)
    choices = sorted((choice(c, table, unseen, held) for c in can), key=lambda ch: (-ch.balance, -ch.now, ch.card.rank, ch.card.suit))
    return Advice(mine, table, others, held, len(unseen), tuple(choices), cannot, comb(len(unseen), held))


def _cards(cards, name: str) -> tuple[Card, ...]:
    return parse_named(cards, name, "cribbage is played without the joker")

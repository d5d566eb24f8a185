"""Table stakes, calling a sight, and freeze-out (Practical Poker, "Varieties of Poker", sections "Freeze Out"
and "Table Stakes").

"If A makes a bet which B wishes to call, but has not money enough, B can call a sight for what money he has
on the table. This does not prevent A's bet standing for its full amount against any other player who may have
chips enough to call it." (line 855) Foster's example (line 857): A bets ten blue chips; B has only eight and
calls a sight for eight; A lays two aside from the pool; C calls A's ten and raises ten, eight of C's chips going
into the pool with B's, the other twelve remaining outside; A refuses to call C. If B's hand is better than C's,
B takes the first part of the pool and C wins the two extra blues that A put up; if C's is best he wins
everything; and A, who "was raised out", gets nothing even if he could have beaten both.

| what | function |
| --- | --- |
| the pool divided into the first pool and the side pools, each won, and each player's result | `settle(players, rules)` |
| who is frozen out after each deal, the order of retirement and the survivor | `standings(start, deals)` |

The pool is divided at each sight: a player who calls a sight for less than the bet competes only for the
part of the pool his chips match from each other player; what each other player put up beyond it is set aside
as a side pool, contested only by those who matched it (the chips nobody matched go back to the one who bet
them); a player who refuses to call (drops) loses any right to the pool, though his chips stay in it. Each
pool goes to the best hand among those entitled to it. Hands that tie divide the pool ("Tie.—Two hands of equal
value, which divide the pool", line 2240); the book does not say who takes a chip that will not divide. The
editor's rule: the odd chips go one at a time to the tied players in turn round the table (the players are given
in the order of the table, the first on the dealer's left), and the turn carries on from one pool to the next:
the next odd chip, in the same pool or a side pool, goes to the first tied player after the one who took the
last. So players who tie for several pools take their odd chips by turns, not the first of them every time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hoyle.cards import Card, no_card_twice
from hoyle.errors import CardError, RequestError
from hoyle.poker.hands import HandValue, evaluate
from hoyle.poker.rules import STANDARD, HouseRules

MOST_PLAYERS = 8
MOST_CHIPS = 1_000_000  # a stake, or the counters a player starts a freeze-out with
MOST_DEALS = 200  # the deals of one freeze-out
ODD_CHIPS = ("the editor's rule: the book says only that hands of equal value divide the pool; the chips that will not divide go "
             "one at a time to the tied players in turn round the table, from the dealer's left, and the turn carries on from one pool "
             "to the next: each odd chip goes to the first tied player after the one who took the last")
RAISED_OUT = ("when he refused to call he lost his right to any part of the pool", 857)


@dataclass(frozen=True)
class Player:
    """A player at the showdown of one hand: his name, his stake (the chips in front of him when the hand began),
    what he put in the pool, whether he dropped out (refused to call), and his hand: five cards, or a rank among
    the others (1 the best; equal ranks tie), or neither for a player who dropped without showing."""

    name: str
    stake: int
    put: int
    dropped: bool = False
    cards: tuple[Card, ...] = ()
    rank: int | None = None

    @property
    def sight(self) -> bool:
        """Whether he stayed in with all he had on the table (a sight, if it is less than the bet)."""
        return not self.dropped and self.put == self.stake


@dataclass(frozen=True)
class Pool:
    """One pool: the first pool (number 1) or a side pool; the chips beyond `low` and up to `high` of each player's
    bet; who put how much in it; who may win it; the winners and each one's share."""

    number: int
    low: int
    high: int
    amount: int
    put: tuple[tuple[str, int], ...]
    entitled: tuple[str, ...]
    winners: tuple[str, ...]
    shares: tuple[tuple[str, int], ...]
    returned: bool  # the chips of one player that nobody matched, going back to him
    explanation: str


@dataclass(frozen=True)
class Result:
    """A player's result: what he put in, what he takes out of the pools, his net, his hand's value (if he
    gave cards) and, if he dropped with a hand that would have won, the note saying so."""

    name: str
    stake: int
    put: int
    dropped: bool
    takes: int
    net: int
    value: HandValue | None
    rank: int | None
    note: str


@dataclass(frozen=True)
class Settlement:
    """The pool divided: the pools in order, each player's result, and the whole pool."""

    pools: tuple[Pool, ...]
    players: tuple[Result, ...]
    total: int


def and_names(names: Sequence[str]) -> str:
    """['A', 'B', 'C'] -> 'A, B and C'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _check(players: Sequence[Player]) -> None:
    """Refuse a table the rules of table stakes do not allow, naming the player."""
    if not 2 <= len(players) <= MOST_PLAYERS:
        raise RequestError(f"a pool is played for by 2 to {MOST_PLAYERS} players; you gave {len(players)}", "bad-players")
    names = [p.name for p in players]
    for name in names:
        if names.count(name) > 1:
            raise RequestError(f"two players are named {name}: give each player his own name", "bad-players")
    top = max(p.put for p in players)
    for p in players:
        if p.put > p.stake:
            raise RequestError(f"{p.name} puts {p.put:,} in the pool but has only {p.stake:,} in front of him: he can bet "
                               "that amount and no more, and cannot owe anything to the pool", "bad-stake")
        if not p.dropped and p.put < top and p.put < p.stake:
            raise RequestError(f"{p.name} stays in with {p.put:,} in the pool, less than the bet of {top:,}, and keeps "
                               f"{p.stake - p.put:,} in front of him: he must call, or call a sight for all he has, or drop", "bad-stake")
    if top and all(p.dropped for p in players if p.put == top):
        raise RequestError(f"nobody who put up the most ({top:,}) stayed in: the last bet stands unless it is called or "
                           "the one who made it is left alone", "bad-stake")
    if not any(not p.dropped for p in players):
        raise RequestError("every player dropped: one at least stays in to take the pool", "bad-stake")
    showing = [p for p in players if p.cards or p.rank is not None]
    for p in players:
        if not p.dropped and not (p.cards or p.rank is not None):
            raise RequestError(f"{p.name} stays in, so his hand is needed: five cards, or his rank among the hands (1 the best)")
    if any(p.cards for p in showing) and any(p.rank is not None for p in showing):
        raise RequestError("give every hand as cards, or every hand as a rank (1 the best), not some of each")
    with_cards = [p for p in players if p.cards]
    no_card_twice([p.cards for p in with_cards], [p.name + "'s hand" for p in with_cards])


def _values(players: Sequence[Player], rules: HouseRules) -> dict[str, HandValue]:
    """Each hand given as cards, valued under the house rules (an error names the player)."""
    values = {}
    for p in players:
        if p.cards:
            try:
                values[p.name] = evaluate(p.cards, rules)
            except CardError as e:
                raise e.reworded(f"{p.name}'s hand: {e.message}") from None
    return values


def _strength(p: Player, values: Mapping[str, HandValue]) -> tuple:
    """What decides between hands: the value of the cards, or the rank given (1 the best)."""
    return (values[p.name].key,) if p.cards else (-(p.rank or 0),)


def _divide(amount: int, winners: Sequence[str], seats: Sequence[str], last: int) -> tuple[tuple[tuple[str, int], ...], int]:
    """The pool divided equally among the winners (in the order of the table, `seats`), the odd chips one at a time to
    the winners in turn after the seat that took the last odd chip (`last`, -1 for none yet): the shares, and the seat
    that took the last odd chip now (the editor's rule)."""
    each, odd = divmod(amount, len(winners))
    order = sorted(winners, key=seats.index)
    start = next((i for i, w in enumerate(order) if seats.index(w) > last), 0)
    lucky = [order[(start + i) % len(order)] for i in range(odd)]
    return tuple((w, each + (w in lucky)) for w in winners), seats.index(lucky[-1]) if lucky else last


def _levels(players: Sequence[Player]) -> list[int]:
    """Where the pool is divided: at each sight called for less than the bet, and at the most put up."""
    top = max(p.put for p in players)
    return sorted({p.put for p in players if not p.dropped and 0 < p.put < top} | ({top} if top else set()))


def _put_words(put: Sequence[tuple[str, int]]) -> str:
    return and_names([f"{name}'s {chips:,}" for name, chips in put])


def _explain(number: int, low: int, high: int, amount: int, put: Sequence[tuple[str, int]], entitled: Sequence[str],
             winners: Sequence[str], shares: Sequence[tuple[str, int]], players: Sequence[Player], values: Mapping[str, HandValue],
             returned: bool, last: bool) -> str:
    """The pool in Foster's terms: who called a sight for it, whose chips are in it, who may win it and who does."""
    by = {p.name: p for p in players}
    sighted = [p.name for p in players if p.sight and p.put == high and not last]
    dropped = [name for name, _ in put if by[name].dropped]
    words = []
    if number == 1:
        lead = "The pool" if last else "The first pool"
        if sighted:
            words.append(f"{and_names(sighted)} call{'s' if len(sighted) == 1 else ''} a sight for {high:,}: {high:,} of each other player's "
                         f"chips go into the pool with {'his' if len(sighted) == 1 else 'theirs'}: {_put_words(put)}, {amount:,} in all.")
        else:
            words.append(f"{lead}: {_put_words(put)}, {amount:,} in all.")
    else:
        beyond = f"the chips beyond the {low:,} matched in the pool before it"
        if sighted:
            words.append(f"{and_names(sighted)} call{'s' if len(sighted) == 1 else ''} a sight for {high:,} in all: of {beyond}, {high - low:,} "
                         f"of each other player's go into side pool {number - 1} with {'his' if len(sighted) == 1 else 'theirs'}: "
                         f"{_put_words(put)}, {amount:,} in all.")
        elif returned:
            name, chips = put[0]
            return f"Nobody matched the last {chips:,} that {name} put up: they remain outside the pool, and go back to him."
        else:
            words.append(f"Side pool {number - 1}, {beyond}, laid aside from it for any other player to call: {_put_words(put)}, "
                         f"{amount:,} in all.")
    if dropped:
        words.append(f"{and_names(dropped)} refused to call, and lost {'his' if len(dropped) == 1 else 'their'} right to it.")
    if len(entitled) == 1:
        gain = amount - dict(put).get(entitled[0], 0)
        words.append(f"{entitled[0]} alone may take it, and wins it: {gain:,} chips besides his own.")
        return " ".join(words)
    words.append(f"Contested by {and_names(list(entitled))}.")
    if len(winners) == 1:
        w = winners[0]
        if w in values:
            others = [n for n in entitled if n != w]
            theirs = and_names([f"{n}'s" for n in others])
            words.append(f"{w}'s hand ({values[w].call.lower()}) is better than {theirs}: "
                         f"{w} takes it.")
        else:
            words.append(f"{w} has the best hand: he takes it.")
    else:
        split = ", ".join(f"{name} {chips:,}" for name, chips in shares)
        lucky = [name for name, chips in shares if chips > amount // len(winners)]
        odd = (f" (the odd chip{'s' if len(lucky) > 1 else ''} to {and_names(lucky)}, in turn round the table, the editor's rule)"
               if lucky else "")
        words.append(f"{and_names(list(winners))} tie, and divide it: {split}{odd}.")
    return " ".join(words)


def settle(players: Sequence[Player], rules: HouseRules = STANDARD) -> Settlement:
    """The pool divided into the first pool and the side pools by Foster's rule of the sight, each pool won by the
    best hand entitled to it, and each player's net result.

    >>> s = settle([Player("A", 30, 10, True), Player("B", 8, 8, rank=1), Player("C", 30, 20, rank=2)])
    >>> [(p.amount, p.winners) for p in s.pools], [r.net for r in s.players]
    ([(24, ('B',)), (14, ('C',))], [-10, 16, -6])
    """
    _check(players)
    values = _values(players, rules)
    levels = _levels(players)
    takes = {p.name: 0 for p in players}
    pools: list[Pool] = []
    low = 0
    seats, last = [p.name for p in players], -1  # the seat that took the last odd chip
    for high in levels:
        put = tuple((p.name, min(p.put, high) - min(p.put, low)) for p in players if p.put > low)
        amount = sum(chips for _, chips in put)
        entitled = tuple(p.name for p in players if not p.dropped and p.put >= high)
        best = max(_strength(p, values) for p in players if p.name in entitled)
        winners = tuple(p.name for p in players if p.name in entitled and _strength(p, values) == best)
        shares, last = _divide(amount, winners, seats, last)
        for name, chips in shares:
            takes[name] += chips
        returned = len(put) == 1 and entitled == (put[0][0],)
        number = len(pools) + 1
        pools.append(Pool(number, low, high, amount, put, entitled, winners, shares, returned,
                          _explain(number, low, high, amount, put, entitled, winners, shares, players, values, returned,
                                   len(levels) == 1)))
        low = high
    results = tuple(Result(p.name, p.stake, p.put, p.dropped, takes[p.name], takes[p.name] - p.put, values.get(p.name), p.rank,
                           _raised_out(p, pools, values, players)) for p in players)
    return Settlement(tuple(pools), results, sum(p.put for p in players))


def _raised_out(p: Player, pools: Sequence[Pool], values: Mapping[str, HandValue], players: Sequence[Player]) -> str:
    """For a player who dropped with a hand better than the winners of a pool his chips are in: that he gets
    nothing, in Foster's words."""
    if not p.dropped or not (p.cards or p.rank is not None):
        return ""
    by = {q.name: q for q in players}
    mine = _strength(p, values)
    beaten = [name for pool in pools if p.name in dict(pool.put) and not pool.returned for name in pool.winners
              if _strength(by[name], values) < mine]
    if not beaten:
        return ""
    unique = list(dict.fromkeys(beaten))
    return (f"{p.name} could have beaten {and_names(unique)}, but he was raised out: {RAISED_OUT[0]}.")


# --- freeze-out ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """The counters after one deal: each player's, in order, and who was frozen out by it."""

    number: int
    counters: tuple[int, ...]
    frozen: tuple[str, ...]


@dataclass(frozen=True)
class Standings:
    """A freeze-out after the deals given: the counters after each deal, the players in the order they retired
    (with the deal that froze each out), those still playing, and the survivor once only one remains."""

    names: tuple[str, ...]
    start: tuple[int, ...]
    deals: tuple[Deal, ...]
    retired: tuple[tuple[str, int], ...]
    playing: tuple[str, ...]
    survivor: str | None


def standings(start: Sequence[tuple[str, int]], deals: Sequence[Sequence[int]]) -> Standings:
    """Who is frozen out when: "the moment any player loses his last counter, he is 'frozen out,' and must retire
    from the game. The others continue to play until only one remains, and this survivor wins all the stakes bet
    upon the result" (line 843). Each deal is every player's net result, in order; a deal that takes from or gives
    to a player who has retired, that takes more than a player has, or that does not balance, is refused.

    >>> s = standings([("A", 20), ("B", 20), ("C", 20)], [[5, -20, 15], [-25, 0, 25]])
    >>> s.retired, s.survivor
    ((('B', 1), ('A', 2)), 'C')
    """
    names = tuple(name for name, _ in start)
    if not 2 <= len(names) <= MOST_PLAYERS:
        raise RequestError(f"a freeze-out is played by 2 to {MOST_PLAYERS} players; you gave {len(names)}", "bad-players")
    for name in names:
        if names.count(name) > 1:
            raise RequestError(f"two players are named {name}: give each player his own name", "bad-players")
    if len(deals) > MOST_DEALS:
        raise RequestError(f"at most {MOST_DEALS} deals; you gave {len(deals):,}", "bad-deals")
    counters = [chips for _, chips in start]
    for name, chips in start:
        if chips < 1:
            raise RequestError(f"{name} starts with no counters: each player starts with his counters on the table", "bad-stake")
    out: list[tuple[str, int]] = []
    done: list[Deal] = []
    for number, nets in enumerate(deals, 1):
        if len(out) == len(names) - 1:
            raise RequestError(f"deal {number} comes after the game is over: {_survivor(names, out)} alone remains", "bad-deals")
        if len(nets) != len(names):
            raise RequestError(f"deal {number} gives {len(nets)} results for {len(names)} players: give one for each, 0 for a player "
                               "who neither won nor lost", "bad-deals")
        if sum(nets) != 0:
            raise RequestError(f"deal {number}'s results add up to {sum(nets):+,}: what some players win, the others lose", "bad-deals")
        for name, chips, net in zip(names, counters, nets):
            if chips == 0 and net:
                raise RequestError(f"deal {number} {'takes' if net < 0 else 'gives'} {abs(net):,} {'from' if net < 0 else 'to'} "
                                   f"{name}, who was frozen out after deal {dict(out)[name]} and has retired from the game", "bad-deals")
            if chips + net < 0:
                raise RequestError(f"deal {number} takes {-net:,} from {name}, who has only {chips:,}: he can lose no more "
                                   "than he has on the table", "bad-deals")
        frozen = tuple(name for name, chips, net in zip(names, counters, nets) if chips and chips + net == 0)
        counters = [chips + net for chips, net in zip(counters, nets)]
        out += [(name, number) for name in frozen]
        done.append(Deal(number, tuple(counters), frozen))
    playing = tuple(name for name, chips in zip(names, counters) if chips)
    return Standings(names, tuple(chips for _, chips in start), tuple(done), tuple(out), playing, playing[0] if len(playing) == 1 else None)


def _survivor(names: Sequence[str], out: Sequence[tuple[str, int]]) -> str:
    gone = {name for name, _ in out}
    return next(name for name in names if name not in gone)

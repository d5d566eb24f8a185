"""Straight poker and stud poker ("Varieties of Poker"), played by the simulator (`run_game`, called by
`Simulator.run` when the game is not draw), and the best hand showing at stud (`showing_keys`,
`first_say`, the slow form the tests check the loop against).

Straight poker: "The rules for calling and showing are precisely the same as in draw Poker" but
there is no draw. Each player is dealt five cards (a fixed hand of fewer is helped from the pack at
the deal); everyone whose strategy comes in on his dealt hand (its least hand, `come_in`, up to
`up_to`; drawing hands, `come_in_on`, count for nothing with no draw) shows it, and the best hand
dealt wins, ties divide. A fixed hand always comes in (unless its strategy is `never`). In a
jack-pot the first player in seat order holding openers whose strategy plays them opens, and if no
one opens the deal is void, as at draw. No betting, no bluff ("unless they are bluffed out").

Stud poker: "one card is dealt to each player face down, and then one face up ... until each has
received five cards, one face down and four face up": five rounds from one pack, in seat order
(seat 0 on the dealer's left first, the dealer last); a fixed hand's cards are its first cards, the
first of them down. No betting is simulated, and no strategy says when to throw up a stud hand
(its strategies are about the draw): everyone stays to the end, except a seat whose strategy is
`never`, which is dealt its cards and throws them up. After each round of up cards the first say
goes to the best hand showing: the highest card first, then a pair over any high cards, two pairs
over one, three of a kind over two pairs (under the house rule that ranks two pairs above threes, the other
way round), four of a kind over all (no straight or flush counts
among four cards or fewer), ties of rank broken by the next cards, as the hands are compared; the
joker, showing, is named as it pleases, to make the best hand showing. The book does not say who
has the first say when two hands showing are equal: the editor's rule gives it to the player
nearest the dealer's left (the lowest seat). The report counts, for each of the four rounds, how
often each seat had the first say, and how often the seat with the first say on the last round
holds the best hand at the end (its share of the pots, ties divided). Jack-pots are not played at
stud (the facade refuses them: `hoyle.api.simulate`).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement

from hoyle.poker.simulate.counts import tally_deal
from hoyle.poker.tables import JOKER_PRIME, PRIMES

RANKS = tuple(range(2, 15))
_RANK_OF = {p: r for r, p in PRIMES.items()}
UP_ROUNDS = 4  # rounds of up cards, after the first card down


def _key(ranks, two_pairs_over_threes: bool = False) -> tuple:
    """The value of a hand showing (one to four natural ranks): the sizes of its groups, largest first,
    then its ranks, the larger groups first and higher ranks first within a size. Under the house rule
    that ranks two pairs above threes, two pairs showing are above three of a kind showing too."""
    groups = sorted(Counter(ranks).items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    sizes = tuple(c for _, c in groups)
    if two_pairs_over_threes and sizes == (2, 2):
        sizes = (3, 2)  # above (3, 1), three of a kind, and below (4,)
    return sizes, tuple(r for r, _ in groups)


@lru_cache(maxsize=4)
def showing_keys(joker: bool, two_pairs_over_threes: bool = False) -> dict[int, int]:
    """The value of every hand showing (one to four up cards) as an int, bigger better, keyed by the product
    of its rank primes (the joker's among them, when it is played): the inner loop's table. Only hands of
    the same number of cards are ever compared."""
    swap = two_pairs_over_threes
    keys: dict[int, tuple] = {}
    for size in range(1, UP_ROUNDS + 1):
        for combo in combinations_with_replacement(RANKS, size):
            prod = 1
            for r in combo:
                prod *= PRIMES[r]
            keys[prod] = _key(combo, swap)
        if joker:
            for combo in combinations_with_replacement(RANKS, size - 1):
                prod = JOKER_PRIME
                for r in combo:
                    prod *= PRIMES[r]
                keys[prod] = max(_key(combo + (r,), swap) for r in RANKS if combo.count(r) < 4)
    order = {k: i for i, k in enumerate(sorted(set(keys.values())))}
    return {prod: order[k] for prod, k in keys.items()}


def first_say(up_cards, joker: bool = False, two_pairs_over_threes: bool = False) -> int:
    """The seat with the first say: up_cards[seat] is that seat's up cards (Card values; None for a seat out of
    the pool), all of one number; the best hand showing, ties to the lowest seat (the editor's rule)."""
    keys = showing_keys(joker, two_pairs_over_threes)
    best, who = -1, -1
    for seat, cards in enumerate(up_cards):
        if cards is None:
            continue
        prod = 1
        for c in cards:
            prod *= JOKER_PRIME if c.is_joker else PRIMES[c.rank]
        if keys[prod] > best:
            best, who = keys[prod], seat
    return who


def run_game(sim, deals: int, trace: list | None = None) -> None:
    """Play `deals` more deals of straight or stud poker into `sim.stats` (see the module)."""
    if sim.stats.won_with is None:
        sim.stats.won_with = [[0] * (sim.setup.players + 1) for _ in sim.table.keys]
    if sim.setup.game == "straight":
        _straight(sim, deals, trace)
    else:
        _stud(sim, deals, trace)


def _dealing(sim) -> tuple[list, list, int]:
    """For each seat its fixed cards (a list, empty when none) and the deck positions of the rest, taken round
    by round in seat order; and the number of cards dealt from the pack."""
    players = sim.setup.players
    fixed = [f or [] for f in sim.fixed]
    where: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for r in range(5):
        for seat in range(players):
            if r >= len(fixed[seat]):
                where[seat].append(pos)
                pos += 1
    return fixed, where, pos


def _straight(sim, deals: int, trace: list | None) -> None:
    setup, st, t = sim.setup, sim.stats, sim.table
    plain, flush = t.plain, t.flush
    rnd = sim.rng.random
    deck = sim.deck
    n_deck = len(deck)
    players = setup.players
    seats = range(players)
    jackpot, progressive = setup.jackpot, setup.progressive
    openers, steps, n_steps, counted = sim.openers, sim.steps, len(sim.steps), sim.counted
    fixed, where, to_deal = _dealing(sim)
    plain_deal = all(not f for f in fixed)  # no fixed hand: seat k has the cards k, k + n, ... of the pack
    # Whether a seat comes in: a dealt hand by its strength (lo..hi), a fixed hand always (unless `never`).
    lo = [p.lo if not fixed[seat] else 0 for seat, p in enumerate(sim.plans)]
    hi = [p.hi if not fixed[seat] else len(t.keys) - 1 for seat, p in enumerate(sim.plans)]
    for seat in seats:
        if fixed[seat] and setup.strategies[seat].come_in == "never":
            lo[seat], hi[seat] = len(t.keys), -1
    came_in, wins, finals, number_in = st.came_in, st.wins, st.finals, st.number_in
    alone, company = st.alone, st.company
    hands: list = [None] * players
    strengths = [0] * players
    for _ in range(deals):
        if progressive:
            step = st.step
            openers = steps[step]
            st.step_deals[counted[step]] += 1
        for i in range(to_deal):
            j = i + int(rnd() * (n_deck - i))
            deck[i], deck[j] = deck[j], deck[i]
        opener = -1
        ins = []
        for seat in seats:
            h = deck[seat:to_deal:players] if plain_deal else fixed[seat] + [deck[i] for i in where[seat]]
            a, b, c, d, e = h
            prod = (a >> 16) * (b >> 16) * (c >> 16) * (d >> 16) * (e >> 16)
            s = flush[prod] if a & b & c & d & e & 0xFFFF else plain[prod]
            if lo[seat] <= s <= hi[seat]:
                ins.append(seat)
                if jackpot and opener < 0 and s >= openers:
                    opener = seat
            hands[seat] = h
            strengths[seat] = s
        if progressive:
            st.step = (step + 1) % n_steps if opener < 0 else 0
            if opener >= 0:
                st.step_opened[counted[step]] += 1
        if (jackpot and opener < 0) or not ins:
            st.void += 1
            continue
        best = -1
        winners: list = []
        for seat in ins:
            s = strengths[seat]
            finals[seat][s] += 1
            if s > best:
                best, winners = s, [seat]
            elif s == best:
                winners.append(seat)
        if trace is not None:
            trace.append({seat: (hands[seat], hands[seat], []) for seat in ins})
        tally_deal(st, ins, winners, number_in, came_in, company, alone, wins, best)
        st.won_with[best][len(winners)] += len(winners)
    st.deals += deals


def _stud(sim, deals: int, trace: list | None) -> None:
    setup, st, t = sim.setup, sim.stats, sim.table
    plain, flush = t.plain, t.flush
    rnd = sim.rng.random
    deck = sim.deck
    n_deck = len(deck)
    players = setup.players
    fixed, where, to_deal = _dealing(sim)
    plain_deal = all(not f for f in fixed)
    stay = [seat for seat in range(players) if setup.strategies[seat].come_in != "never"]
    keys = showing_keys(setup.rules.joker, setup.rules.two_pairs_over_threes)
    first_say_of = st.first_say
    last_say_wins = st.last_say_wins
    came_in, wins, finals, number_in = st.came_in, st.wins, st.finals, st.number_in
    alone, company = st.alone, st.company
    hands: list = [None] * players
    up = [1] * players
    rounds = range(1, UP_ROUNDS + 1)
    for _ in range(deals):
        for i in range(to_deal):
            j = i + int(rnd() * (n_deck - i))
            deck[i], deck[j] = deck[j], deck[i]
        if not stay:
            st.void += 1
            continue
        for seat in stay:
            hands[seat] = deck[seat:to_deal:players] if plain_deal else fixed[seat] + [deck[i] for i in where[seat]]
            up[seat] = 1
        says = []
        who = -1
        for r in rounds:  # after each round of up cards, the best hand showing has the first say
            best, who = -1, -1
            for seat in stay:
                p = up[seat] = up[seat] * (hands[seat][r] >> 16)
                k = keys[p]
                if k > best:
                    best, who = k, seat
            first_say_of[r - 1][who] += 1
            says.append(who)
        best = -1
        winners: list = []
        for seat in stay:
            a, b, c, d, e = hands[seat]
            prod = (a >> 16) * (b >> 16) * (c >> 16) * (d >> 16) * (e >> 16)
            s = flush[prod] if a & b & c & d & e & 0xFFFF else plain[prod]
            finals[seat][s] += 1
            if s > best:
                best, winners = s, [seat]
            elif s == best:
                winners.append(seat)
        if who in winners:
            last_say_wins[len(winners)] += 1
        if trace is not None:
            trace.append({"hands": {seat: list(hands[seat]) for seat in stay}, "first_say": says, "winners": list(winners)})
        tally_deal(st, stay, winners, number_in, came_in, company, alone, wins, best)
        st.won_with[best][len(winners)] += len(winners)
    st.deals += deals

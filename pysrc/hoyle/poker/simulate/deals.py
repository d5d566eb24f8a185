"""The deals: cards as ints, and suit counts (`sim_int`), a strategy's decision on five cards
(`decide`), and the dealing and drawing loop (`Simulator`), which keeps integer counts of what
happens (`counts`), so that partial results are exact functions of the deals so far; the other games' loops are
in `games`."""

from __future__ import annotations

import random
from dataclasses import replace

from hoyle.cards import Card, pack
from hoyle.poker.odds import jacks_or_better_strength, openers_strength
from hoyle.poker.simulate.configuration import PROGRESSIONS, Setup
from hoyle.poker.simulate.counts import Stats, tally_deal
from hoyle.poker.simulate.games import run_game
from hoyle.poker.simulate.plans import Plan, plan
from hoyle.poker.tables import JOKER_PRIME, PRIMES, table

# Cards as ints, and suit counts ---------------------------------------------------------------------

SUIT_NIBBLES = {"s": 1, "h": 1 << 4, "d": 1 << 8, "c": 1 << 12}
JOKER_NIBBLES = 0x1111  # the joker fits every suit


def sim_int(card: Card) -> int:
    """The simulator's form of a card: its rank's prime (`tables.PRIMES`) << 16, or'ed with one
    bit in its suit's nibble (spades bit 0, hearts bit 4, diamonds bit 8, clubs bit 12; the joker
    all four). Five cards are of one suit when their and has a bit left below 1 << 16; their sum's
    low 16 bits count the cards of each suit, a nibble a suit; the product of their primes is
    `tables.Table.plain`'s key, as with `tables.card_int`."""
    if card.is_joker:
        return JOKER_PRIME << 16 | JOKER_NIBBLES
    return PRIMES[card.rank] << 16 | SUIT_NIBBLES[card.suit]


def _suit_tables():
    four, three = {}, {}
    for a in range(6):
        for b in range(6 - a):
            for c in range(6 - a - b):
                d = 5 - a - b - c
                code = a | b << 4 | c << 8 | d << 12
                for n, bit in zip((a, b, c, d), (1, 1 << 4, 1 << 8, 1 << 12)):
                    if n == 4:
                        four[code] = bit
                    elif n == 3:
                        three[code] = bit
    return four, three


FOUR_SUITED, THREE_SUITED = _suit_tables()


# The deals -------------------------------------------------------------------------------------------

def _openers_held(cards: list[int], least: int = 11) -> bool:
    """Whether fewer than five cards already make jacks (or the pair of rank `least`) or better (the joker
    pairs anything)."""
    jokers = sum(1 for c in cards if c >> 16 == JOKER_PRIME)
    counts: dict[int, int] = {}
    for c in cards:
        if c >> 16 != JOKER_PRIME:
            counts[c >> 16] = counts.get(c >> 16, 0) + 1
    best = max(counts.values(), default=0) + jokers
    pairs = sum(1 for n in counts.values() if n >= 2)
    high = max((q for q in counts if q >= PRIMES[least]), default=0)
    return best >= 3 or pairs >= 2 or any(q >= PRIMES[least] and n >= 2 for q, n in counts.items()) or (jokers > 0 and high > 0)


def decide(plan: Plan, hand: list[int], s: int) -> tuple[bool, object]:
    """(plays, keep) for five cards (`sim_int`) of strength s: keep is None (stand pat), a suit bit
    (hold the cards of that suit), or rank primes to hold (a frozenset, or `Plan`'s tuple form).
    The inner loop inlines this."""
    decision = plan.static[s]
    if decision is not None:
        return decision
    options, decision = plan.nopair[s]
    code = sum(hand) & 0xFFFF
    for kind, ok, keep in options:
        if kind == "ranks":
            return ok, keep
        bit = (FOUR_SUITED if kind == "four-flush" else THREE_SUITED).get(code)
        if bit:
            return ok, bit
    return decision


class Simulator:
    """One configured simulation; `run(deals)` plays that many more deals into `stats`."""

    def __init__(self, setup: Setup):
        self.setup = setup
        self.table = t = table(setup.rules)
        self.rng = random.Random(setup.seed)
        self.plans = [plan(s, setup.rules) for s in setup.strategies]
        self.openers = jacks_or_better_strength(setup.rules)
        # Progressive jacks: the ranks needed deal after deal while no one opens, their openers' strengths, and where
        # each counts in the stats (by rank: 0 jacks ... 3 aces).
        self.ladder = PROGRESSIONS[setup.progression]
        self.steps = [openers_strength(setup.rules, rank) for rank in self.ladder]
        self.counted = [rank - 11 for rank in self.ladder]
        fixed = [c for h in setup.hands if h for c in h]
        self.pack = [sim_int(c) for c in pack(setup.rules.joker)]
        self.deck = [sim_int(c) for c in pack(setup.rules.joker) if c not in fixed]
        self.fixed = [[sim_int(c) for c in h] if h else None for h in setup.hands]
        self.stats = Stats(setup.players, len(t.keys))
        # Fixed hands: their strength (None for fewer than five cards), whether they play and open, and what they hold
        # (`decide`'s keep; fewer than five cards, all of them) (they do not change).
        self.fixed_state: list[tuple[int | None, bool, bool, object] | None] = []
        self.fixed_opens: list = []  # by seat, whether it opens at each step of the ladder of progressive jacks
        for seat, h in enumerate(self.fixed):
            if h is None:
                self.fixed_state.append(None)
                self.fixed_opens.append(None)  # indexed by seat, as fixed_state is
                continue
            plays = setup.strategies[seat].come_in != "never"
            if len(h) == 5:
                s = t.strength(setup.hands[seat])
                # A fixed hand is played whatever the strategy would come in on, and drawn to as it says.
                drawing = plan(replace(setup.strategies[seat], come_in="anything", up_to=None), setup.rules)
                self.fixed_state.append((s, plays, plays and s >= self.openers, decide(drawing, h, s)[1]))
                self.fixed_opens.append([plays and s >= least for least in self.steps])
            else:
                self.fixed_state.append((None, plays, plays and _openers_held(h), list(h)))
                self.fixed_opens.append([plays and _openers_held(h, rank) for rank in self.ladder])

    def run(self, deals: int, trace: list | None = None) -> None:
        """Play `deals` more deals (the inner loop: plain ints and list lookups only). With a
        `trace` list, each played deal appends {seat: (dealt, held, drawn)} for the tests."""
        if self.setup.game != "draw":
            run_game(self, deals, trace)
            return
        t = self.table
        plain, flush = t.plain, t.flush
        rnd = self.rng.random
        deck = self.deck
        n_deck = len(deck)
        players = self.setup.players
        seats = range(players)
        jackpot = self.setup.jackpot
        openers = self.openers
        progressive = self.setup.progressive
        steps, n_steps, fixed_opens, counted = self.steps, len(self.steps), self.fixed_opens, self.counted
        statics = [p.static for p in self.plans]
        nopairs = [p.nopair for p in self.plans]
        fixed = self.fixed
        # A seat's fixed state is read only where the seat has a fixed hand, and a hand of fewer than five cards (its strength
        # None) always draws: its strength is never read. A plain list, as the loop's other lists by seat are.
        fixed_state: list = self.fixed_state
        random_seats = [seat for seat in seats if fixed[seat] is None]
        to_deal = 5 * len(random_seats)
        st = self.stats
        came_in, wins, finals, number_in = st.came_in, st.wins, st.finals, st.number_in
        alone, company = st.alone, st.company
        four_suited, three_suited = FOUR_SUITED, THREE_SUITED
        hands: list = [None] * players
        strengths = [0] * players
        plays = [False] * players
        keeps: list = [None] * players
        drawn_of: list = [()] * players
        for _ in range(deals):
            if progressive:
                step = st.step
                openers = steps[step]
                st.step_deals[counted[step]] += 1
            # The deal: a partial Fisher-Yates shuffle, only as far as the cards needed.
            for i in range(to_deal):
                j = i + int(rnd() * (n_deck - i))
                deck[i], deck[j] = deck[j], deck[i]
            pos = 0
            opener = -1
            for seat in seats:
                h = fixed[seat]
                if h is None:
                    h = deck[pos:pos + 5]
                    pos += 5
                    a, b, c, d, e = h
                    prod = (a >> 16) * (b >> 16) * (c >> 16) * (d >> 16) * (e >> 16)
                    s = flush[prod] if a & b & c & d & e & 0xFFFF else plain[prod]
                    decision = statics[seat][s]
                    if decision is None:
                        options, decision = nopairs[seat][s]
                        suits = (a + b + c + d + e) & 0xFFFF
                        for kind, ok, keep in options:
                            if kind == "four-flush":
                                bit = four_suited.get(suits)
                                if bit:
                                    decision = (ok, bit)
                                    break
                            elif kind == "three-flush":
                                bit = three_suited.get(suits)
                                if bit:
                                    decision = (ok, bit)
                                    break
                            else:
                                decision = (ok, keep)
                                break
                    play, keep = decision
                    if jackpot and opener < 0 and play and s >= openers:
                        opener = seat
                else:
                    s, play, opens, keep = fixed_state[seat]
                    if progressive:
                        opens = fixed_opens[seat][step]
                    if jackpot and opener < 0 and opens:
                        opener = seat
                hands[seat] = h
                strengths[seat] = s
                plays[seat] = play
                keeps[seat] = keep
            if progressive:  # not opened: the next deal needs the next step's openers; opened: jacks again
                st.step = (step + 1) % n_steps if opener < 0 else 0
                if opener >= 0:
                    st.step_opened[counted[step]] += 1
            if jackpot and opener < 0:
                st.void += 1
                continue
            ins = [seat for seat in seats if plays[seat]]
            if not ins:
                st.void += 1
                continue
            # The draw, in seat order.
            top = pos
            stock, n_stock = deck, n_deck
            best = -1
            winners: list = []
            for seat in ins:
                keep = keeps[seat]
                if keep is None:  # stands pat
                    s = strengths[seat]
                    drawn_of[seat] = ()
                else:
                    kind = keep.__class__
                    if kind is tuple:  # a pair or more held: no flush possible, ranks alone decide
                        prod, k, _ = keep
                        held = None
                    else:
                        h = hands[seat]
                        held = keep if kind is list else [x for x in h if x & keep] if kind is int else [x for x in h if x >> 16 in keep]
                        k = 5 - len(held)
                    end = top + k
                    if end > n_stock:
                        stock, top = self._refill(stock, top, n_stock, seat, hands, keeps, drawn_of, ins)
                        n_stock = len(stock)
                        end = top + k
                    for i in range(top, end):
                        j = i + int(rnd() * (n_stock - i))
                        stock[i], stock[j] = stock[j], stock[i]
                    drawn = stock[top:end]
                    drawn_of[seat] = drawn
                    top = end
                    if held is None:
                        for x in drawn:
                            prod *= x >> 16
                        s = plain[prod]
                    else:
                        a, b, c, d, e = held + drawn
                        prod = (a >> 16) * (b >> 16) * (c >> 16) * (d >> 16) * (e >> 16)
                        s = flush[prod] if a & b & c & d & e & 0xFFFF else plain[prod]
                finals[seat][s] += 1
                if s > best:
                    best, winners = s, [seat]
                elif s == best:
                    winners.append(seat)
            if trace is not None:
                trace.append({seat: (hands[seat], held_cards(hands[seat], keeps[seat]), list(drawn_of[seat])) for seat in ins})
            tally_deal(st, ins, winners, number_in, came_in, company, alone, wins, best)
        st.deals += deals

    def _refill(self, stock, top, n_stock, seat, hands, keeps, drawn_of, ins):
        """The pack has run out in the draw: the rest of it, then the cards discarded or thrown up
        so far (not the drawer's own discards) shuffled. Returns the new stock and its top."""
        rest = stock[top:n_stock]
        live = set(rest) | set(held_cards(hands[seat], keeps[seat]))
        own = set(hands[seat])
        for other in ins:
            if other == seat:
                continue
            if ins.index(other) < ins.index(seat):  # has drawn: his held cards and his draw
                live.update(held_cards(hands[other], keeps[other]))
                live.update(drawn_of[other])
            else:
                live.update(hands[other])
        dead = [c for c in self.pack if c not in live and c not in own]
        rnd = self.rng.random
        for i in range(len(dead) - 1):  # the same Fisher-Yates as the deal
            j = i + int(rnd() * (len(dead) - i))
            dead[i], dead[j] = dead[j], dead[i]
        return rest + dead, 0


def held_cards(hand: list[int], keep) -> list[int]:
    """The cards a decision holds of a hand (slow; the inner loop inlines it)."""
    if keep is None:
        return list(hand)
    if keep.__class__ is list:
        return keep
    if keep.__class__ is int:
        return [x for x in hand if x & keep]
    ranks = keep[2] if keep.__class__ is tuple else keep
    return [x for x in hand if x >> 16 in ranks]

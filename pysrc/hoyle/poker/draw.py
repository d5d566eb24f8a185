"""The draw, counted exactly: every final hand over every possible draw, for any cards held.

Rather than deal out every draw (up to 1,533,939 of them for five new cards), count patterns:
the final hand's value depends on its ranks and on whether it is all of one suit. For each
multiset of ranks that can be drawn, the number of ways to draw it is a product of binomials
over the cards left of each rank; those draws are first counted as not of one suit, and then the
few draws that complete a flush (all drawn cards of the held cards' suit) are moved across. The
ways of drawing each rank multiset are the same for all 32 ways of holding a hand, so they are
computed once per hand.

Practical Poker, chapter "Odds Against Improving" (seed 001 line 1899): "the chances of improving
by the draw are calculated in a different manner, but the denominator is still always the total
number of events possible, and the numerator is still the number of events that would be
favourable to the desired result". tests/engine/test_counting.py checks the counting against
dealing out every draw.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations
from math import comb, prod
from typing import Literal

from hoyle.errors import CardError, RequestError
from hoyle.cards import Card, pack, parse_cards
from hoyle.quote import echo
from hoyle.poker import advice
from hoyle.poker.hands import HAND_SIZE, five_cards
from hoyle.poker.odds import book_odds, fraction_text
from hoyle.poker.rules import STANDARD, HouseRules
from hoyle.poker.tables import JOKER_PRIME, PRIMES, Table, table

Order = Literal["win", "improve", "target", "average"]
ORDERS: tuple[Order, ...] = ("win", "improve", "target", "average")  # how all_holds ranks the 32 holds ("win": the share of the pot at the showdown)


def _prime(card: Card) -> int:
    return JOKER_PRIME if card.is_joker else PRIMES[card.rank]


def drawable(limits: dict[int, int]) -> list[list[tuple[int, int]]]:
    """For 0 to 5 cards drawn from a stock with limits[r] cards of rank r (0 is the joker): every
    multiset of ranks as (product of the ranks' primes, number of ways to draw it).

    Built rank by rank (the same multisets as `hoyle.cards.rank_multisets`, which is the test oracle).
    """
    by_size: list[list[tuple[int, int]]] = [[(1, 1)]] + [[] for _ in range(HAND_SIZE)]
    for r, limit in limits.items():
        q = JOKER_PRIME if r == 0 else PRIMES[r]
        powers = [(q**n, comb(limit, n)) for n in range(min(limit, HAND_SIZE) + 1)]
        for size in range(HAND_SIZE, -1, -1):  # downwards, so each rank is used once
            row = by_size[size]
            if not row:
                continue
            for n in range(1, min(limit, HAND_SIZE - size) + 1):
                qn, c = powers[n]
                by_size[size + n].extend([(p * qn, w * c) for p, w in row])
    return by_size


class Deal:
    """A hand of five and the cards known to be out of the pack, ready for all its draws: the cards seen dead,
    and the hand to beat (`to_beat`, a target of five cards: another player's hand, so its cards are not in the
    pack either)."""

    def __init__(self, hand, rules: HouseRules = STANDARD, dead=(), to_beat: tuple[Card, ...] = ()):
        self.rules = rules
        self.hand = parse_cards(hand)
        self.dead = parse_cards(dead)
        self.to_beat = tuple(to_beat)
        five_cards(self.hand)
        both = self.hand + self.dead
        seen = set()
        for c in both:
            if c in seen:
                raise CardError("duplicate-card", f"{c.code} is both in the hand and among the cards out" if c in self.hand
                                else f"{c.code} is given twice")
            seen.add(c)
        for c in self.to_beat:
            if c in seen:
                where = "your hand" if c in self.hand else "the cards out"
                raise CardError("duplicate-card", f"the target: {c.code} is in {where} and in the hand to beat (another player's): "
                                "a pack has only one of each card")
        if any(c.is_joker for c in both) and not rules.joker:
            raise CardError("joker-not-in-play", "the joker is not in play: add the joker rule")
        out_cards = both + self.to_beat
        left = len(pack(rules.joker)) - len(out_cards)
        if left < HAND_SIZE:  # five new cards must be there to draw
            most = len(pack(rules.joker)) - HAND_SIZE - HAND_SIZE - len(self.to_beat)
            beside = " and the hand to beat" if self.to_beat else ""
            raise CardError("too-many-dead", f"{len(self.dead)} cards are out besides the hand{beside}, which leaves {left} to draw from: "
                            f"at most {most} can be out, so that five new cards can be drawn")
        self.table: Table = table(rules)
        out = set(out_cards)
        self.stock = tuple(c for c in pack(rules.joker) if c not in out)
        limits: dict[int, int] = {}
        for c in self.stock:
            key = 0 if c.is_joker else c.rank
            limits[key] = limits.get(key, 0) + 1
        self.multisets = drawable(limits)
        self.suited = {s: [PRIMES[c.rank] for c in self.stock if c.suit == s] for s in "shdc"}
        self.joker_left = any(c.is_joker for c in self.stock)
        self.level = self.table.keys[self.table.strength(self.hand)][0]  # the class level of the hand as dealt

    def held(self, hold) -> tuple[Card, ...]:
        """The cards held, parsed, each of them checked to be in the hand."""
        held = parse_cards(hold)
        for c in held:
            if c not in self.hand:
                hand = " ".join(c.code for c in self.hand)
                raise CardError("not-in-hand", f"{c.code} is held but is not in the hand ({hand}): hold cards of the hand, or none")
        return held

    def suited_draws(self, held: tuple[Card, ...]):
        """The product of the primes of each final hand all of one suit: the held cards (all of one
        suit, or the joker, or none) with each draw from the stock of that suit (and the joker)."""
        h = prod(map(_prime, held))
        k = HAND_SIZE - len(held)
        suits = {c.suit for c in held if not c.is_joker}
        for suit in (suits if len(suits) == 1 else ("shdc" if not suits else ())):
            cards = self.suited[suit] + ([JOKER_PRIME] if self.joker_left else [])
            for combo in combinations(cards, k):
                yield h * prod(combo)

    def counts(self, hold) -> dict[int, int]:
        """For the cards held (a subset of the hand), the number of draws ending in each strength."""
        held = self.held(hold)
        h = prod(map(_prime, held))
        plain, flush = self.table.plain, self.table.flush
        dist: dict[int, int] = {}
        get = dist.get
        for p, ways in self.multisets[HAND_SIZE - len(held)]:
            s = plain[h * p]
            dist[s] = get(s, 0) + ways
        # Move the draws that make five of one suit from the plain count to the flush count.
        for p in self.suited_draws(held):
            a, b = plain[p], flush[p]
            dist[a] -= 1
            dist[b] = get(b, 0) + 1
        return {s: n for s, n in dist.items() if n}

    def draws(self, hold) -> int:
        """How many different draws there are for this hold."""
        return comb(len(self.stock), HAND_SIZE - len(parse_cards(hold)))

    def tally(self, held: tuple[Card, ...], goal: int | None = None) -> tuple[list[int], int, int]:
        """What `summarize` needs, without the distribution: draws per class (as `table.class_names`),
        the sum of the final hands' shares, and the draws reaching strength `goal` or more.

        The same counting as `counts` (which is its test oracle), folded as it goes.
        """
        h = prod(map(_prime, held))
        t = self.table
        plain, flush, index, share = t.plain, t.flush, t.class_index, t.share
        by = [0] * len(t.class_names)
        total = hits = 0
        multisets = self.multisets[HAND_SIZE - len(held)]
        if goal is None:
            for p, ways in multisets:
                s = plain[h * p]
                by[index[s]] += ways
                total += ways * share[s]
        else:
            for p, ways in multisets:
                s = plain[h * p]
                by[index[s]] += ways
                total += ways * share[s]
                if s >= goal:
                    hits += ways
        for p in self.suited_draws(held):
            a, b = plain[p], flush[p]
            by[index[a]] -= 1
            by[index[b]] += 1
            total += share[b] - share[a]
            if goal is not None:
                hits += (b >= goal) - (a >= goal)
        return by, total, hits


@dataclass(frozen=True)
class Target:
    """What a draw is hoped to make: better than the hand's own class ("improve"), a class or
    better, or to beat a given hand."""

    kind: str  # "improve", "class", "beat"
    klass: str | None = None
    goal: int | None = None  # the least strength that reaches the target ("class" and "beat")
    text: str = ""
    cards: tuple[Card, ...] = ()  # "beat": the hand to beat, another player's, so its cards are out of the pack


def dealt(hand, rules: HouseRules = STANDARD, dead=(), target=None) -> tuple[Deal, Target | None]:
    """The deal and its target read together: the cards of a hand to beat are out of the pack drawn from."""
    goal = parse_target(target, rules) if target else None
    return Deal(hand, rules, dead, goal.cards if goal is not None else ()), goal


def parse_target(text, rules: HouseRules) -> Target:
    """'improve', a class id ('flush': a flush or better), or five cards to beat ('Js Jh 4c 3d 2s': another player's hand,
    whose cards the `Deal` takes out of the pack)."""
    t = table(rules)
    if text in (None, "", "improve"):
        return Target("improve", text="improve")
    if text in rules.classes:
        return Target("class", klass=text, goal=t.level_start(text), text=f"{text} or better")
    try:
        cards = parse_cards(text)
    except CardError as e:
        raise RequestError(f"the target {echo(text)} is neither improve, a class of hand ({', '.join(rules.classes)}) "
                        f"nor five cards: {e.message}", "bad-target") from None
    if len(cards) != HAND_SIZE:
        raise RequestError(f"a target hand has five cards; {echo(text)} has {len(cards)}", "bad-target")
    if any(c.is_joker for c in cards) and not rules.joker:
        raise CardError("joker-not-in-play", "the hand to beat has the joker, which is not in play: add the joker rule")
    return Target("beat", goal=t.strength(cards) + 1, text=f"beat {' '.join(c.code for c in cards)}", cards=cards)


def value_to_beat(text, rules: HouseRules = STANDARD) -> Target:
    """A target read as a value to reach, not a hand anyone holds: five cards stand for "a hand that beats these", and
    stay in the pack drawn from (the claims ledger's thresholds: Foster's "aces up or better" as beating the best kings
    up, whose cards no one holds). Draw it with a `Deal` of no hand to beat."""
    goal = parse_target(text, rules)
    return replace(goal, cards=())


def summarize(deal: Deal, hold, target: Target | None = None) -> dict:
    """The distribution of final classes, the chance of improving or of reaching the target, and the
    average result (the share of all pat hands that the final hand beats, ties counting half)."""
    if target is not None and target.cards != deal.to_beat:
        raise ValueError("a hand to beat is dealt with its cards out of the pack: read the two together (`dealt`)")
    t = deal.table
    held = deal.held(hold)
    draws = comb(len(deal.stock), HAND_SIZE - len(held))
    by, total, hits = deal.tally(held, target.goal if target is not None else None)
    assert sum(by) == draws, "the counted draws must add up to all the draws"
    improve = sum(n for level, n in zip(t.class_level, by) if level > deal.level)
    counted = dict(zip(t.class_names, by))
    improves = chance(improve, draws)
    out = {
        "hold": [c.code for c in held],
        "discard": [c.code for c in deal.hand if c not in held],
        "draw": HAND_SIZE - len(held),
        "draws": draws,
        "outcomes": {c: counted[c] for c in deal.rules.classes if counted.get(c)},
        "improve": improves,
        "average": round(total / (2 * t.total * draws), 6),
    }
    if target is not None:
        out["target"] = {"target": target.text, **(chance(hits, draws) if target.kind != "improve" else improves)}
    return out


def chance(hits: int, draws: int) -> dict:
    """Hits out of draws: the count, the exact probability, and the odds against in the book's style."""
    if hits == 0:
        return {"count": 0, "probability": "0", "percent": 0.0, "odds": "impossible"}
    if hits == draws:
        return {"count": hits, "probability": "1", "percent": 100.0, "odds": "certain"}
    return {
        "count": hits,
        "probability": fraction_text(Fraction(hits, draws)),
        "percent": round(100 * hits / draws, 3),
        "against": f"{draws - hits:,} to {hits:,}",
        "odds": book_odds(Fraction(draws - hits, hits)),
    }


def draw(hand, hold, rules: HouseRules = STANDARD, dead=(), target=None) -> dict:
    """The exact outcomes of one draw.

    >>> draw("8s 8h Kd 7c 2h", "8s 8h")["outcomes"]["two-pairs"]
    2592
    """
    deal, goal = dealt(hand, rules, dead, target)
    return summarize(deal, hold, goal)


def all_holds(hand, rules: HouseRules = STANDARD, dead=(), target=None, order: Order = "win",
              opponents: int = advice.DEFAULT_OPPONENTS, come_in: advice.ComeIn = advice.DEFAULT_COME_IN) -> dict:
    """All 32 ways of holding a hand, best first by `order`: 'win' (the share of the pot at the
    showdown against `opponents` who came in on `come_in`, see `hoyle.poker.advice`), 'improve',
    'target' or 'average'.

    >>> [h["hold"] for h in all_holds("Ah 9h 6h 3h Kc")["holds"][:2]]
    [['Ah', '9h', '6h', '3h'], ['Ah', 'Kc']]
    """
    deal, _ = dealt(hand, rules, dead, target)
    return rank_holds(deal, target, order, opponents, come_in)


def rank_holds(deal: Deal, target=None, order: Order = "win", opponents: int = advice.DEFAULT_OPPONENTS,
               come_in: advice.ComeIn = advice.DEFAULT_COME_IN) -> dict:
    """All 32 ways of holding the deal's hand, best first by `order` (see `all_holds`); with the
    order 'win', each hold's share of the pot is given as "win"."""
    if order not in ORDERS:
        raise RequestError(f"the holds are ranked by win, improve, target or average, not {echo(order)}", "bad-choice")
    rules = deal.rules
    goal = parse_target(target, rules) if target else None
    if order == "target" and goal is None:
        goal = parse_target("improve", rules)  # no target given: the target is to improve
    shares = {}
    rows: list[dict] = []
    for n in range(HAND_SIZE, -1, -1):
        for hold in combinations(deal.hand, n):
            row = summarize(deal, hold, goal)
            if order == "win":
                share = shares[len(rows)] = advice.win_share(deal.counts(hold), row["draws"], rules, come_in, opponents)
                row["win"] = advice.win_entry(share)
            rows.append(row)

    def key(i):
        row = rows[i]
        if order == "win":
            return (shares[i], row["average"])
        if order == "improve":
            return (row["improve"]["count"] / row["draws"], row["average"])
        if order == "target":
            return (row["target"]["count"] / row["draws"], row["average"])
        return (row["average"],)

    ranked = [rows[i] for i in sorted(range(len(rows)), key=key, reverse=True)]
    out: dict[str, object] = {"hand": [c.code for c in deal.hand], "rules": list(rules.names), "order": order, "holds": ranked}
    if order == "win":
        out["table"] = {"opponents": opponents, "come_in": come_in, "words": advice.table_words(opponents, come_in)}
    return out

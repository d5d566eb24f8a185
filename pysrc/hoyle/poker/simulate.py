"""The seeded draw simulator: whole deals of five-card draw, played out many times.

Two to eight players are dealt five cards each from a shuffled pack. Each has a *strategy*
(data: a `Strategy`, or the name of a preset in `PRESETS`) that says which hands he comes in on
and what he draws to them. In an ordinary pool everyone whose strategy plays his hand comes in;
in a jack-pot the pot must first be opened on jacks or better: the first player in seat order
(seat 0 is the first to say, the last seat is the dealer; messages, like the widget, count seats
from 1) who holds openers and whose strategy plays them opens, a player who cannot open passes,
and once the pot is open the others come in by their strategies. If no one opens, the deal is
void and counted as such ("jack-pots": the deal passes; an ordinary pool in which no one comes in
is counted void too).

The simplification: betting is not simulated beyond coming in or not. Everyone who comes in
draws (in seat order, from the top of the pack, as Law 39 has it) and shows down; the best hand
after the draw wins, ties divide. A player who is the only one in wins without opposition (he
still draws, so that his final hands are counted). If the pack runs out in the draw, the cards
already discarded or thrown up (not the drawer's own discards) are shuffled to finish it.

A seat may be given a fixed hand instead of a dealt one: five cards, drawn to by the seat's
strategy, or fewer, which are held and helped from the pack to five (Foster's experiment in
"Coming into Jack-pots": "help each of these four men to three cards"). A fixed hand always
comes in (unless its strategy is `never`); in a jack-pot it opens if it holds jacks or better.

Each report gives, with 95% confidence intervals by the normal approximation (the estimate
plus or minus 1.96 standard errors: for a proportion p of n trials the standard error is
sqrt(p(1 - p)/n); for a share of the pot, ties divided, it comes from the sample variance of the
per-deal shares): how often each seat (and each strategy) comes in and holds the best hand
after the draw, and the classes of its final hands. Deals are independent; the seats of one
deal are not quite (they share a pack), which the per-strategy intervals ignore.

The same seed gives the same results, here and in Pyodide (`random.Random(seed)`; the pack is
shuffled by Fisher-Yates with `int(random() * n)`, whose bias, under n/2**53, is far below any
interval reported). Speed: see `benchmark`; the inner loop works on ints (`code`) and list lookups.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import asdict, dataclass, fields, replace
from functools import lru_cache
from typing import Iterator

from hoyle.cards import Card, CardError, pack, parse_cards
from hoyle.inputs import flag, whole_number
from hoyle.poker.odds import jacks_or_better_strength
from hoyle.poker.rules import HouseRules
from hoyle.poker.tables import JOKER_PRIME, PRIMES, Table, table
from hoyle.quote import echo, oddity

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MAX_DEALS = 1_000_000  # in one run (about 20 s in a browser, answered in parts)
MOST_AT_ONCE = 20_000  # deals the facade answers in one go; more are answered in parts (`iterate`)
MAX_PART = 4_000  # deals between reports: a part of 8 players takes about 0.25 s in Pyodide (scripts/bench_parts.py)
MAX_SEED = 999_999_999
Z95 = 1.96
DIGITS = 5  # decimals in the reports

PAIRS = {
    "deuces": 2, "treys": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8,
    "nines": 9, "tens": 10, "jacks": 11, "queens": 12, "kings": 13, "aces": 14,
}
LEVELS = ("two-pairs", "three-of-a-kind", "straight", "flush", "full-hand", "four-of-a-kind", "straight-flush", "five-of-a-kind")
DRAWS = ("four-flush", "open-straight", "inside-straight", "three-flush", "three-straight")
NO_PAIR = ("five", "ace", "ace-king", "pat")
KICKERS = ("none", "ace", "ace-or-king")
TWO_PAIRS = ("draw-one", "pat", "break")
THREES = ("draw-two", "draw-one")
BOBTAILS = ("four-flush", "open-straight")


@dataclass(frozen=True)
class Strategy:
    """How a player comes in and draws.

    come_in: the least hand he plays: "anything", "pair" (any pair), a pair ("jacks": a pair of
      jacks or better; "deuces" ... "aces"), a class ("two-pairs", "three-of-a-kind", ...), or
      "never". up_to: the best hand he plays (None: no limit), named the same way ("deuces": a
      pair of deuces at most), for experiments on one kind of hand.
    come_in_on: drawing hands (below come_in) he also plays: "four-flush", "open-straight",
      "inside-straight", "three-flush", "three-straight".
    draws: what a hand without a pair is drawn to, best first (the same names).
    no_pair: with no pair and none of those: "five" (five fresh cards), "ace" (hold an ace),
      "ace-king" (hold ace and king, or an ace), "pat".
    kicker: with one pair, hold up "none", "ace", or "ace-or-king" (the highest odd card if it is
      an ace, or a king).
    two_pairs: "draw-one", "pat", or "break" (keep the higher pair, draw three).
    threes: "draw-two" or "draw-one" (keep the highest odd card).
    pat: stand pat on every hand.

    Straights, flushes, full hands and better stand pat (four of a kind draws one); a pair is
    never broken for a flush or a straight; with the joker, a hand is drawn to as what it makes,
    and the joker is always held.
    """

    name: str = "custom"
    description: str = ""
    come_in: str = "pair"
    up_to: str | None = None
    come_in_on: tuple[str, ...] = ()
    draws: tuple[str, ...] = BOBTAILS
    no_pair: str = "five"
    kicker: str = "none"
    two_pairs: str = "draw-one"
    threes: str = "draw-two"
    pat: bool = False

    def as_dict(self) -> dict:
        d = asdict(self)
        d["come_in_on"], d["draws"] = list(self.come_in_on), list(self.draws)
        return d


def _preset(name, description, **kw) -> Strategy:
    return Strategy(name=name, description=description, **kw)


# The presets, in the book's words where it has them (Practical Poker, "Coming In", "Opening
# Jack-pots", "Coming into Jack-pots", "Drawing to Improve").
PRESETS: dict[str, Strategy] = {s.name: s for s in (
    _preset("anything", "Comes in on anything, drawing to anything and everything: bobtails, inside straights and three-card flushes, else holds an ace (\"Some players come in on anything\").",
            come_in="anything", draws=("four-flush", "open-straight", "inside-straight", "three-flush"), no_pair="ace"),
    _preset("any-pair", "Comes in on a pair of any kind and draws three to it (\"in the majority of games a player who holds a pair of any kind will come in\").",
            come_in="pair"),
    _preset("any-pair-or-bobtail", "Comes in on any pair, or on a four-card flush or open-end straight, and draws one card to the bobtail.",
            come_in="pair", come_in_on=BOBTAILS),
    _preset("kicker", "Comes in on any pair, holding up a kicker, an ace or king, with it (\"holding up a kicker with a small pair\").",
            come_in="pair", kicker="ace-or-king"),
    _preset("inside-straights", "Comes in on any pair, a bobtail, or an inside straight.",
            come_in="pair", come_in_on=("four-flush", "open-straight", "inside-straight"), draws=("four-flush", "open-straight", "inside-straight")),
    _preset("eights-or-better", "Comes in on a pair of eights or better (\"any player with a pair as good as eights will come in\").",
            come_in="eights"),
    _preset("tens-or-better", "Comes in on tens or better, the close game (\"none of the others coming in on less than tens\").",
            come_in="tens"),
    _preset("jacks-or-better", "Comes in on jacks or better, as good as openers (\"The standard is generally put down as jacks or better among liberal players\").",
            come_in="jacks"),
    _preset("kings-or-better", "Comes in on kings or better (\"In the close game, you must hold kings to be on the average\").",
            come_in="kings"),
    _preset("aces-or-better", "Comes in on aces or better (\"aces or better among close players\").",
            come_in="aces"),
    _preset("three-of-a-kind", "Waits for sure things (\"Proctor advised never going into a pot with less than three of a kind\").",
            come_in="three-of-a-kind"),
    _preset("pat-on-two-pairs", "Comes in on any pair and plays two pairs pat.",
            come_in="pair", two_pairs="pat"),
    _preset("pat", "Comes in on anything and stands pat: the hands as dealt.",
            come_in="anything", pat=True),
    _preset("never", "Never comes in: his hand only takes five cards out of the pack.",
            come_in="never"),
)}
DEFAULT_STRATEGY = "any-pair"

_CHOICES = {"no_pair": NO_PAIR, "kicker": KICKERS, "two_pairs": TWO_PAIRS, "threes": THREES}


def parse_strategy(spec) -> Strategy:
    """A strategy from a preset name ("jacks-or-better"), a Strategy, or a dict of fields, which
    may start from a preset: {"like": "any-pair", "kicker": "ace"}."""
    if isinstance(spec, Strategy):
        return _check_strategy(spec)
    if isinstance(spec, str):
        if spec not in PRESETS:
            raise CardError("unknown-strategy", f"{echo(spec)} is not a strategy{oddity(spec)}; the presets are: {', '.join(PRESETS)}")
        return PRESETS[spec]
    if not isinstance(spec, dict):
        raise CardError("bad-strategy", f"a strategy is a preset name ({', '.join(PRESETS)}) or an object of its fields, not {echo(spec)}")
    spec = dict(spec)
    base = parse_strategy(spec.pop("like")) if "like" in spec else Strategy()
    names = {f.name for f in fields(Strategy)}
    unknown = sorted(set(spec) - names)
    if unknown:
        raise CardError("bad-strategy", f"a strategy has no field {', '.join(echo(k) for k in unknown[:3])}; its fields are: like, {', '.join(sorted(names))}")
    values = {f.name: getattr(base, f.name) for f in fields(Strategy)}
    if "like" not in spec and "name" not in spec:
        values["name"] = "custom"
    elif "name" not in spec:
        values["name"] = base.name + "*"  # a variant of a preset
    for key, value in spec.items():
        if key in ("come_in_on", "draws"):
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise CardError("bad-strategy", f"{key} is a list of draws ({', '.join(DRAWS)})")
            value = tuple(value)
        values[key] = value
    return _check_strategy(Strategy(**values))


def _check_strategy(s: Strategy) -> Strategy:
    if not isinstance(s.name, str) or not s.name or not isinstance(s.description, str):
        raise CardError("bad-strategy", "a strategy's name is a non-empty string, and its description a string")
    _hand_name(s.come_in, "come_in")
    if s.up_to is not None:
        _hand_name(s.up_to, "up_to")
    for key in ("come_in_on", "draws"):
        for d in getattr(s, key):
            if d not in DRAWS:
                raise CardError("bad-strategy", f"{echo(d)} in {key} is not a draw; the draws are: {', '.join(DRAWS)}")
    for key, allowed in _CHOICES.items():
        if getattr(s, key) not in allowed:
            raise CardError("bad-strategy", f"{key} must be one of {', '.join(allowed)}, not {echo(getattr(s, key))}")
    if not isinstance(s.pat, bool):
        raise CardError("bad-strategy", "pat is true or false")
    return s


def _hand_name(name, key) -> None:
    ok = ("anything", "pair", "never") + tuple(PAIRS) + LEVELS
    if name not in ok:
        raise CardError("bad-strategy", f"{key} {echo(name)} is not a hand; say one of: {', '.join(ok)}")


# Compiling a strategy into tables by strength -------------------------------------------------------

def _pair_range(t: Table, rank: int) -> tuple[int, int]:
    ss = [s for s in range(len(t.keys)) if t.klass[s] == "one-pair" and t.tie[s][0] == rank]
    return min(ss), max(ss)


def _lowest(t: Table, name: str) -> int:
    """The least strength a come_in name admits."""
    if name == "anything":
        return 0
    if name == "never":
        return len(t.keys)
    if name == "pair":
        return t.level_start("one-pair")
    if name in PAIRS:
        return _pair_range(t, PAIRS[name])[0]
    try:
        return t.level_start(name)
    except KeyError:
        return len(t.keys)  # a class not played under these rules (five of a kind without the joker)


def _highest(t: Table, name: str | None) -> int:
    """The greatest strength an up_to name admits."""
    if name is None or name == "anything":
        return len(t.keys) - 1
    if name == "never":
        return -1
    if name == "pair":
        return t.next_level(t.level_start("one-pair")) - 1
    if name in PAIRS:
        return _pair_range(t, PAIRS[name])[1]
    try:
        return t.next_level(t.level_start(name)) - 1
    except KeyError:
        return len(t.keys) - 1


def _straight_keep(ranks: tuple[int, ...], kind: str) -> frozenset | None:
    """The four (or three) ranks of five distinct ones to hold for a straight draw, or None.

    open-straight: four in a row that either end fills (2-3-4-5 to 10-J-Q-K); inside-straight:
    four of a straight's five ranks that one rank fills (gaps, A-2-3-4, J-Q-K-A); three-straight:
    three in a row from 2-3-4 to J-Q-K. The highest such draw is kept.
    """
    have = set(ranks) | ({1} if 14 in ranks else set())
    if kind == "open-straight":
        for low in range(10, 1, -1):
            run = set(range(low, low + 4))
            if run <= have:
                return frozenset(PRIMES[r] for r in run)
        return None
    if kind == "three-straight":
        for low in range(11, 1, -1):
            run = set(range(low, low + 3))
            if run <= have:
                return frozenset(PRIMES[r] for r in run)
        return None
    for low in range(10, 0, -1):  # inside: four of the five ranks low..low+4
        five = set(range(low, low + 5))
        got = five & have
        if len(got) == 4:
            return frozenset(PRIMES[14 if r == 1 else r] for r in got)
    return None


@dataclass(frozen=True)
class Shape:
    """What a strategy needs to know of a strength: its class, its natural ranks (high first),
    whether they are of one suit, the joker, the ranks grouped (pairs and more, the joker counted
    as the rank it is named), the odd ranks, and, for a hand with no pair, its straight draws."""

    klass: str
    ranks: tuple[int, ...]
    flush: bool
    joker: bool
    grouped: tuple[int, ...]
    odd: tuple[int, ...]
    straights: tuple[tuple[str, frozenset], ...]


@lru_cache(maxsize=16)
def shapes(rules: HouseRules) -> tuple[Shape, ...]:
    """The shape of every strength under these rules (built once)."""
    t = table(rules)
    out = []
    groups = {"one-pair": 1, "two-pairs": 2, "three-of-a-kind": 1, "four-of-a-kind": 1, "full-hand": 2, "five-of-a-kind": 1}
    for s in range(len(t.keys)):
        p = t.pattern_of[s]
        klass, tie = t.klass[s], t.tie[s]
        g = groups.get(klass, 0)  # the tie-break ranks are the groups, largest first, then the odd cards
        grouped, odd = tie[:g], tie[g:]
        straights = ()
        if klass == "no-pair" and not p.joker:
            straights = tuple((d, k) for d in ("open-straight", "inside-straight", "three-straight") if (k := _straight_keep(p.ranks, d)) is not None)
        out.append(Shape(t.klass[s], p.ranks, p.flush, p.joker, grouped, odd, straights))
    return tuple(out)


class Plan:
    """A strategy compiled for one table: by strength, whether the hand is played and what is held.

    `static[s]` is (plays, keep), keep being None (stand pat), a frozenset of rank primes to hold,
    or (product of the held primes, cards to draw, the held primes) when the held cards include a
    pair, so that no flush can be drawn; or `static[s]` is None when the hand has no pair and the
    decision needs its suits: then `nopair[s]` is (options, fallback), options a list of
    (kind, plays, keep) tried in order, where kind is "four-flush"/"three-flush" (keep the cards
    of a suit with four/three) or "ranks" (keep), and fallback the (plays, keep) when none fits.
    """

    def __init__(self, strategy: Strategy, t: Table):
        self.strategy = strategy
        lo, hi = _lowest(t, strategy.come_in), _highest(t, strategy.up_to)
        self.lo, self.hi = lo, hi
        n = len(t.keys)
        self.static: list = [None] * n
        self.nopair: list = [None] * n
        come_on = set(strategy.come_in_on)
        draws = strategy.draws
        for s, shape in enumerate(shapes(t.rules)):
            plays = lo <= s <= hi
            if shape.klass == "no-pair" and not shape.joker:
                if strategy.pat:
                    self.static[s] = (plays, None)
                    continue
                options = []
                straights = dict(shape.straights)
                for d in draws:
                    if d in ("four-flush", "three-flush"):
                        if not shape.flush:
                            options.append((d, plays or d in come_on, None))
                    elif d in straights:
                        options.append(("ranks", plays or d in come_on, straights[d]))
                        break  # a rank draw is always available: later draws are never tried
                if not (plays or any(o[1] for o in options)):
                    self.static[s] = (False, None)
                    continue
                if not options or options[0][0] == "ranks":
                    _, ok, keep = options[0] if options else (None, plays, self._fallback(shape.ranks))
                    self.static[s] = (ok, keep)
                    continue
                self.nopair[s] = (options, (plays, self._fallback(shape.ranks)))
                continue
            self.static[s] = (plays, None if strategy.pat or not plays else self._made(shape))

    def _fallback(self, ranks) -> frozenset | None:
        rule = self.strategy.no_pair
        if rule == "pat":
            return None
        keep = set()
        if rule in ("ace", "ace-king") and 14 in ranks:
            keep.add(PRIMES[14])
            if rule == "ace-king" and 13 in ranks:
                keep.add(PRIMES[13])
        return frozenset(keep)

    def _made(self, shape: Shape):
        """What to hold of a made hand (see the class)."""
        keep = self._made_ranks(shape)
        if keep is None:
            return None
        natural = [r for r in shape.ranks if PRIMES[r] in keep]
        if len(natural) == len(set(natural)):
            return frozenset(keep)
        product = JOKER_PRIME if shape.joker else 1
        for r in natural:
            product *= PRIMES[r]
        return (product, 5 - len(natural) - shape.joker, frozenset(keep))

    def _made_ranks(self, shape: Shape) -> set | None:
        st = self.strategy
        klass, grouped, odd = shape.klass, shape.grouped, shape.odd
        joker = {JOKER_PRIME} if shape.joker else set()
        if klass == "one-pair":
            keep = {PRIMES[grouped[0]]} | joker
            if odd and ((st.kicker == "ace" and odd[0] == 14) or (st.kicker == "ace-or-king" and odd[0] in (13, 14))):
                keep.add(PRIMES[odd[0]])
            return keep
        if klass == "two-pairs":
            if st.two_pairs == "pat":
                return None
            held = grouped[:1] if st.two_pairs == "break" else grouped[:2]
            return {PRIMES[r] for r in held} | joker
        if klass == "three-of-a-kind":
            keep = {PRIMES[grouped[0]]} | joker
            if st.threes == "draw-one" and odd:
                keep.add(PRIMES[odd[0]])
            return keep
        if klass == "four-of-a-kind":
            return {PRIMES[grouped[0]]} | joker
        return None  # straights, flushes, full hands, the extra hands: stand pat


# Cards as ints, and suit counts ---------------------------------------------------------------------

SUIT_NIBBLES = {"s": 1, "h": 1 << 4, "d": 1 << 8, "c": 1 << 12}
JOKER_NIBBLES = 0x1111  # the joker fits every suit


def code(card: Card) -> int:
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


# Configuration -------------------------------------------------------------------------------------

CONFIG_KEYS = ("players", "deals", "seed", "report_every", "jackpot", "rules", "strategies", "strategy", "hand", "hands", "op")


@dataclass(frozen=True)
class Setup:
    """A validated configuration."""

    players: int
    deals: int
    seed: int
    report_every: int
    jackpot: bool
    rules: HouseRules
    strategies: tuple[Strategy, ...]
    hands: tuple[tuple | None, ...]  # per seat: fixed cards (Card values) or None


def parse_config(config) -> Setup:
    """Check a JSON-shaped configuration; raise CardError(code, message) naming what is wrong.
    Numbers may be given as text ("20,000"), as a form sends them."""
    if not isinstance(config, dict):
        raise CardError("bad-config", "a simulation is configured by an object such as {\"players\": 6, \"deals\": 10000}")
    unknown = sorted(set(config) - set(CONFIG_KEYS))
    if unknown:
        raise CardError("bad-config", f"unknown setting {', '.join(echo(k) for k in unknown[:3])}; "
                        f"the settings are: {', '.join(k for k in CONFIG_KEYS if k != 'op')}")
    players = whole_number(config.get("players", 6), "the number of players", MIN_PLAYERS, MAX_PLAYERS, "bad-players")
    deals = whole_number(config.get("deals", 10_000), "the number of deals", 1, MAX_DEALS, "bad-deals")
    report_every = whole_number(config.get("report_every", min(deals, MAX_PART)), "the deals between reports", 1, MAX_PART, "bad-config")
    seed = whole_number(config.get("seed", 1), "the seed", 0, MAX_SEED, "bad-seed")
    jackpot = flag(config.get("jackpot", False), "jackpot")
    rules = HouseRules.parse(config.get("rules", ""))
    if "strategy" in config and "strategies" in config:
        raise CardError("bad-config", "give strategy (one for every seat) or strategies, not both")
    spec = config.get("strategies", config.get("strategy", DEFAULT_STRATEGY))
    if isinstance(spec, list):
        if len(spec) != players:
            raise CardError("bad-config", f"strategies lists one strategy a seat: {players} for {players} players, not {len(spec)}")
        strategies = tuple(parse_strategy(s) for s in spec)
    else:
        strategies = (parse_strategy(spec),) * players
    if "hand" in config and "hands" in config:
        raise CardError("bad-config", "give hand (the first seat's) or hands (one a seat), not both")
    if "hands" in config:
        given = config["hands"]
        if not isinstance(given, list):
            raise CardError("bad-hand", "hands lists a fixed hand for each seat in turn (null, or a dash in text, for a seat dealt as usual)")
        if len(given) > players:
            raise CardError("bad-hand", f"{len(given)} fixed hands for {players} players: give at most one a seat")
        given = list(given) + [None] * (players - len(given))
    else:
        given = [config.get("hand")] + [None] * (players - 1)
    hands = []
    seen: dict = {}
    for seat, h in enumerate(given):
        if h is None or h == "" or h == []:
            hands.append(None)
            continue
        if not isinstance(h, (str, list)):
            raise CardError("bad-hand", f"seat {seat + 1}'s hand must be cards such as \"Js Jh 8c 4d 2s\", not {echo(h)}")
        try:
            cards = parse_cards(h)
        except CardError as e:
            raise CardError("bad-hand", f"seat {seat + 1}'s hand: {e.message}") from None
        if not 1 <= len(cards) <= 5:
            raise CardError("bad-hand", f"seat {seat + 1}'s hand has {len(cards)} cards: give one to five (fewer than five are held and helped from the pack)")
        for c in cards:
            if c.is_joker and not rules.joker:
                raise CardError("bad-hand", "the joker is not in play: add the joker rule")
            if c in seen:
                raise CardError("bad-hand", f"{c.code} is in the hands of seat {seen[c] + 1} and seat {seat + 1}")
            seen[c] = seat
        hands.append(cards)
    return Setup(players, deals, seed, report_every, jackpot, rules, strategies, tuple(hands))


# The deals -------------------------------------------------------------------------------------------

def _openers_held(cards: list[int]) -> bool:
    """Whether fewer than five cards already make jacks or better (the joker pairs anything)."""
    jokers = sum(1 for c in cards if c >> 16 == JOKER_PRIME)
    counts: dict[int, int] = {}
    for c in cards:
        if c >> 16 != JOKER_PRIME:
            counts[c >> 16] = counts.get(c >> 16, 0) + 1
    best = max(counts.values(), default=0) + jokers
    pairs = sum(1 for n in counts.values() if n >= 2)
    high = max((q for q in counts if q >= PRIMES[11]), default=0)
    return best >= 3 or pairs >= 2 or any(q >= PRIMES[11] and n >= 2 for q, n in counts.items()) or (jokers and high > 0)


def decide(plan: Plan, hand: list[int], s: int) -> tuple[bool, object]:
    """(plays, keep) for five cards (`code`) of strength s: keep is None (stand pat), a suit bit
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


class _Stats:
    """Integer counts, so that partial results are exact functions of the deals so far."""

    def __init__(self, players: int, strengths: int):
        self.deals = 0
        self.void = 0
        self.uncontested = 0
        self.number_in = [0] * (players + 1)  # played deals by how many came in
        self.came_in = [0] * players
        self.alone = [0] * players  # deals he came in and no one else did
        self.company = [[0] * (players + 1) for _ in range(players)]  # deals he came in, by how many came in
        self.wins = [[0] * (players + 1) for _ in range(players)]  # by the number sharing the pot
        self.finals = [[0] * strengths for _ in range(players)]


@lru_cache(maxsize=64)
def plan(strategy: Strategy, rules: HouseRules) -> Plan:
    """The compiled plan of a strategy under house rules, built once."""
    return Plan(strategy, table(rules))


class Simulator:
    """One configured simulation; `run(deals)` plays that many more deals into `stats`."""

    def __init__(self, setup: Setup):
        self.setup = setup
        self.table = t = table(setup.rules)
        self.rng = random.Random(setup.seed)
        self.plans = [plan(s, setup.rules) for s in setup.strategies]
        self.openers = jacks_or_better_strength(setup.rules)
        fixed = [c for h in setup.hands if h for c in h]
        self.pack = [code(c) for c in pack(setup.rules.joker)]
        self.deck = [code(c) for c in pack(setup.rules.joker) if c not in fixed]
        self.fixed = [[code(c) for c in h] if h else None for h in setup.hands]
        self.stats = _Stats(setup.players, len(t.keys))
        # Fixed hands: their strength, whether they play and open (they do not change).
        self.fixed_state = []
        for seat, h in enumerate(self.fixed):
            if h is None:
                self.fixed_state.append(None)
                continue
            plays = setup.strategies[seat].come_in != "never"
            if len(h) == 5:
                s = t.strength(setup.hands[seat])
                # A fixed hand is played whatever the strategy would come in on, and drawn to as it says.
                drawing = plan(replace(setup.strategies[seat], come_in="anything", up_to=None), setup.rules)
                self.fixed_state.append((s, plays, plays and s >= self.openers, decide(drawing, h, s)[1]))
            else:
                self.fixed_state.append((None, plays, plays and _openers_held(h), list(h)))

    def run(self, deals: int, trace: list | None = None) -> None:
        """Play `deals` more deals (the inner loop: plain ints and list lookups only). With a
        `trace` list, each played deal appends {seat: (dealt, held, drawn)} for the tests."""
        t = self.table
        plain, flush = t.plain, t.flush
        rnd = self.rng.random
        deck = self.deck
        n_deck = len(deck)
        players = self.setup.players
        seats = range(players)
        jackpot = self.setup.jackpot
        openers = self.openers
        statics = [p.static for p in self.plans]
        nopairs = [p.nopair for p in self.plans]
        fixed, fixed_state = self.fixed, self.fixed_state
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
                        code = (a + b + c + d + e) & 0xFFFF
                        for kind, ok, keep in options:
                            if kind == "four-flush":
                                bit = four_suited.get(code)
                                if bit:
                                    decision = (ok, bit)
                                    break
                            elif kind == "three-flush":
                                bit = three_suited.get(code)
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
                    if jackpot and opener < 0 and opens:
                        opener = seat
                hands[seat] = h
                strengths[seat] = s
                plays[seat] = play
                keeps[seat] = keep
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
            n_in = len(ins)
            number_in[n_in] += 1
            if n_in == 1:
                st.uncontested += 1
                alone[ins[0]] += 1
            for seat in ins:
                came_in[seat] += 1
                company[seat][n_in] += 1
            share = len(winners)
            for seat in winners:
                wins[seat][share] += 1
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


# Reports ---------------------------------------------------------------------------------------------

def _r(x: float) -> float:
    return round(x, DIGITS)


def proportion(hits: int, n: int) -> dict:
    """hits of n, with its 95% interval (normal approximation, clipped to 0..1)."""
    if n == 0:
        return {"count": hits, "of": 0, "share": None, "low": None, "high": None}
    p = hits / n
    se = math.sqrt(p * (1 - p) / n)
    return {"count": hits, "of": n, "share": _r(p), "low": _r(max(0.0, p - Z95 * se)), "high": _r(min(1.0, p + Z95 * se))}


def pot_share(wins_by_split: list[int], n: int) -> dict:
    """The share of the pots won (ties divided) over n deals, with its 95% interval from the
    sample variance of the per-deal shares."""
    if n == 0:
        return {"share": None, "low": None, "high": None, "won": 0, "divided": 0, "of": 0, "mean_square": None}
    total = sum(w / k for k, w in enumerate(wins_by_split) if k)
    square = sum(w / (k * k) for k, w in enumerate(wins_by_split) if k)
    mean = total / n
    var = max(0.0, square / n - mean * mean) * (n / (n - 1) if n > 1 else 0.0)
    se = math.sqrt(var / n)
    return {
        "share": _r(mean), "low": _r(max(0.0, mean - Z95 * se)), "high": _r(min(1.0, mean + Z95 * se)),
        "won": wins_by_split[1] if len(wins_by_split) > 1 else 0, "divided": sum(wins_by_split[2:]), "of": n,
        "mean_square": round(square / n, 8),  # of the per-deal shares, to combine seats
    }


def mean_of(histogram: list[int]) -> dict:
    n = sum(histogram)
    if n == 0:
        return {"mean": None, "low": None, "high": None}
    mean = sum(k * c for k, c in enumerate(histogram)) / n
    var = sum(c * (k - mean) ** 2 for k, c in enumerate(histogram)) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return {"mean": _r(mean), "low": _r(mean - Z95 * se), "high": _r(mean + Z95 * se)}


def _classes(t: Table, rules: HouseRules, counts: list[int], n: int) -> dict:
    by: dict[str, int] = {}
    for s, c in enumerate(counts):
        if c:
            by[t.klass[s]] = by.get(t.klass[s], 0) + c
    return {k: proportion(by[k], n) for k in rules.classes if k in by}


def versus(results: dict, a: int, b: int) -> dict:
    """Seat a's share of the best hand less seat b's, with its 95% interval from the per-deal shares
    (for two seats that never divide a pot, so the product of their shares is always 0; two fixed
    hands, say). Unrounded, for the ledger's verdicts."""
    sa, sb = results["seats"][a]["best"], results["seats"][b]["best"]
    n = sa["of"]
    if n < 2:
        return {"seats": [a, b], "difference": None, "low": None, "high": None}
    d = sa["share"] - sb["share"]
    var = max(0.0, sa["mean_square"] + sb["mean_square"] - d * d) * n / (n - 1)
    se = math.sqrt(var / n)
    return {"seats": [a, b], "difference": d, "low": d - Z95 * se, "high": d + Z95 * se}


METHOD = ("95% confidence intervals by the normal approximation: the estimate plus or minus 1.96 "
          "standard errors (for a proportion, sqrt(p(1 - p)/n); for a share of the pot with ties "
          "divided, from the sample variance of the per-deal shares). Betting is not simulated: "
          "players come in or not by their strategies, draw, and show down.")


def report(sim: Simulator, total: int) -> dict:
    """The results so far, JSON-shaped."""
    setup, st, t = sim.setup, sim.stats, sim.table
    played = st.deals - st.void
    seats = []
    groups: dict = {}
    for seat in range(setup.players):
        strategy = setup.strategies[seat]
        fixed = setup.hands[seat]
        row = {
            "seat": seat,
            "strategy": strategy.name,
            "hand": " ".join(c.code for c in fixed) if fixed else None,
            "came_in": proportion(st.came_in[seat], played),
            "best": pot_share(st.wins[seat], played),
            "best_when_in": pot_share(st.wins[seat], st.came_in[seat]),
            "alone": proportion(st.alone[seat], st.came_in[seat]),
            "number_in_when_in": mean_of(st.company[seat]),
            "finals": _classes(t, setup.rules, st.finals[seat], st.came_in[seat]),
        }
        seats.append(row)
        groups.setdefault(strategy, []).append(seat)
    by_strategy = {}
    names_used: set = set()
    for strategy, members in groups.items():
        label = strategy.name if strategy.name not in names_used else f"{strategy.name} (seat {members[0] + 1})"
        names_used.add(label)
        ins = sum(st.came_in[s] for s in members)
        wins = [sum(st.wins[s][k] for s in members) for k in range(setup.players + 1)]
        finals = [sum(col) for col in zip(*(st.finals[s] for s in members))]
        by_strategy[label] = {
            "strategy": strategy.as_dict(),
            "seats": members,
            "came_in": proportion(ins, played * len(members)),
            "best": pot_share(wins, played * len(members)),
            "best_when_in": pot_share(wins, ins),
            "finals": _classes(t, setup.rules, finals, ins),
        }
    out = {
        "done": st.deals >= total,
        "deals": st.deals,
        "of": total,
        "seed": setup.seed,
        "players": setup.players,
        "jackpot": setup.jackpot,
        "rules": list(setup.rules.names),
        "void": proportion(st.void, st.deals),
        "played": played,
        "uncontested": proportion(st.uncontested, played),
        "number_in": {**mean_of(st.number_in), "deals": {str(k): c for k, c in enumerate(st.number_in) if c}},
        "seats": seats,
        "strategies": by_strategy,
        "method": METHOD,
    }
    if setup.hands[0] is not None:
        out["hand"] = {"seat": 0, "hand": seats[0]["hand"], "strategy": seats[0]["strategy"], "won": seats[0]["best"]}
    fixed = [seat for seat in range(setup.players) if setup.hands[seat] is not None]
    if len(fixed) >= 2:  # the first two fixed hands, one against the other (the book's experiments)
        v = versus(out, fixed[0], fixed[1])
        out["versus"] = {**v, **{k: _r(v[k]) for k in ("difference", "low", "high") if v[k] is not None}}
    return out


def iterate(config) -> Iterator[dict]:
    """Validate the configuration (raising CardError at once), then yield the results every
    `report_every` deals, the last with "done": true. A caller stops by not asking for more."""
    setup = parse_config(config)

    def reports():
        sim = Simulator(setup)
        while sim.stats.deals < setup.deals:
            sim.run(min(setup.report_every, setup.deals - sim.stats.deals))
            yield report(sim, setup.deals)

    return reports()


def run(config) -> dict:
    """The final results (of a configuration, or of a Setup already checked)."""
    setup = config if isinstance(config, Setup) else parse_config(config)
    sim = Simulator(setup)
    sim.run(setup.deals)
    return report(sim, setup.deals)


def simulate(request: dict) -> dict:
    """The JSON-facing simulation: a configuration in, the final results out (CardError on bad input).

    Foster's experiment in "Coming into Jack-pots": jacks, tens, nines and eights, each helped to
    three cards; "A's Jacks ... = 46" times in a hundred.

    >>> r = simulate({"players": 4, "deals": 3000, "seed": 1, "jackpot": True, "hands": ["Js Jh", "10s 10h", "9s 9h", "8s 8h"]})
    >>> [round(seat["best"]["share"], 2) for seat in r["seats"]]
    [0.45, 0.2, 0.18, 0.17]
    """
    return run(request)


def benchmark(players: int = 6, deals: int = 50_000, strategy: str = DEFAULT_STRATEGY, jackpot: bool = False) -> dict:
    """Deals per second on this interpreter."""
    sim = Simulator(parse_config({"players": players, "deals": deals, "strategy": strategy, "jackpot": jackpot}))
    start = time.perf_counter()
    sim.run(deals)
    seconds = time.perf_counter() - start
    return {"players": players, "strategy": strategy, "jackpot": jackpot, "deals": deals, "seconds": round(seconds, 3), "per_second": round(deals / seconds)}

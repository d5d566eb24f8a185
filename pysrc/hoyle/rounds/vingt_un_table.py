"""Vingt-un: the whole strategy on the two cards dealt, and what a round is worth to the dealer.

Both are reckoned exactly by `vingt_un_advice` from one full pack, for each reading of the dealer's rule
(he stands on 15, 16, 17 or 18 or more), and kept here as data (TABLES, WORTH), since the whole of them
takes about a minute; `scripts/data/vingt_un_table.py` reckons them again and rewrites the data, and a test
reckons the default reading's again and compares.

- The strategy: for each two cards a player may be dealt (but a natural) and each card the dealer may
  show, or none (his cards face down, as Peel deals them), the better of standing, drawing and dividing
  the pair. The agreements of the round do not change it: they touch only naturals, which are paid as
  dealt, and what the dealer pays to the pool.
- The worth of a round: each player's expectation from the deal, a stake of one on his first two cards,
  playing the strategy above and doubling his stake only to divide a pair, and what the dealer gains from
  each player and pays to the pool under the agreements.

Each player's chances are as if he alone faced the dealer from the full pack; with several players they are
the same, since each draws only on his own cards (what the others draw is dealt from the same pack, but
none of them chooses by cards he cannot see, so the cards each receives are as random as if he were alone;
a strategy that used the cards others drew face up would do slightly better). The pack running short in a
round of many players is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from hoyle.rounds.vingt_un import Agreements
from hoyle.rounds.vingt_un_advice import DEALER_STANDS, DEFAULT_STANDS, FULL_PACK, TEN, count

#: The two cards a player may be dealt, as values (1 the ace, 10 the ten-cards), but the natural.
STARTS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 11) for b in range(a, 11) if (a, b) != (1, TEN))
#: The dealer's card, or None when it is not seen (as Peel deals it, face down).
COLUMNS: tuple[int | None, ...] = (None, *range(1, 11))
CHOICE_LETTERS = {"stand": "S", "draw": "D", "divide": "P"}
MOST_PLAYERS = 8
#: The chance a player is dealt a natural, an ace and a ten-card among his two cards of the fifty-two: 32/663 (4.83%).
#: The parts' `natural` is less, the chance he holds one and the dealer none (7552/162435, 4.65%), which is paid.
DEALT_NATURAL = Fraction(2 * FULL_PACK[0] * FULL_PACK[TEN - 1], 52 * 51)


def letter(values: dict[str, int]) -> str:
    """S, D or P: the best choice, by what each is worth (the reckoner's whole numbers, all on one scale;
    standing first, then drawing, where they are worth exactly the same)."""
    options = [(k, v) for k, v in values.items() if k in CHOICE_LETTERS]
    best = max(options, key=lambda kv: (kv[1], -list(CHOICE_LETTERS).index(kv[0])))
    return CHOICE_LETTERS[best[0]]


def reckon_table(stands: int) -> tuple[str, ...]:
    """The strategy for one reading, as one string of letters for each start (in STARTS' order), a letter for
    each column (in COLUMNS' order). One reckoner a column: a hand drawn to from two starts is counted once."""
    from hoyle.rounds.vingt_un_advice import _Reckoner

    columns = []
    for up in COLUMNS:
        r = _Reckoner(stands, up, FULL_PACK)
        column = []
        for start in STARTS:
            pack = list(FULL_PACK)
            for v in start + ((up,) if up else ()):
                pack[v - 1] -= 1
            left = tuple(pack)
            if r.no_natural(left) == 0:
                column.append("-")  # the dealer must hold a natural: no decision
                continue
            a, b = start
            values = {"stand": r.stand(count(start), left), "draw": r.draw(start, left)}
            if a == b:
                values["divide"] = r.divide(a, left)
            column.append(letter(values))
        columns.append(column)
    return tuple("".join(col[i] for col in columns) for i in range(len(STARTS)))


def _ways(a: int, b: int, pack=FULL_PACK) -> int:
    return pack[a - 1] * (pack[a - 1] - 1) // 2 if a == b else pack[a - 1] * pack[b - 1]


@dataclass(frozen=True)
class Parts:
    """The parts of one player's expectation from the deal, from which any agreements' worth follows: `play` the
    expectation of the hands played (the dealer has no natural, nor the player), `natural` the chance the player
    has a natural and the dealer none, `dealer_natural` the chance the dealer has one and the player none,
    `tie` the chance the player's hand (or either hand of a divided pair, each counted) ties the dealer's,
    `busts` the chance the dealer over-draws (he draws whenever he has no natural)."""

    play: Fraction
    natural: Fraction
    dealer_natural: Fraction
    tie: Fraction
    busts: Fraction


def reckon_parts(stands: int) -> Parts:
    """One player's expectation from the deal, in parts: every two cards he may hold, each weighed by its chance,
    the dealer's two cards from the other fifty."""
    from hoyle.rounds.vingt_un_advice import _FACTORIAL, _Reckoner  # the reckoner itself, for the ties and the over-draws

    r = _Reckoner(stands, None, FULL_PACK)  # one for every start: a hand drawn to from two starts is counted once
    whole = 52 * 51 // 2
    play = natural = dealer_natural = tie = Fraction(0)
    for a in range(1, 11):
        for b in range(a, 11):
            p = Fraction(_ways(a, b), whole)
            pack = list(FULL_PACK)
            pack[a - 1] -= 1
            pack[b - 1] -= 1
            left = tuple(pack)
            scale = Fraction(1, _FACTORIAL[sum(left)])
            no_natural = r.no_natural(left) * scale
            if (a, b) == (1, TEN):
                natural += p * no_natural
                continue
            dealer_natural += p * (1 - no_natural)
            hand = (a, b)
            total = count(hand)
            options = [r.stand(total, left), r.draw(hand, left)]
            if a == b:
                options.append(r.divide(a, left))
            best = max(range(len(options)), key=lambda i: (options[i], -i))
            play += p * options[best] * scale
            if best == 0:
                tie += p * (r.chance(left, total) if total >= stands else 0) * scale
            elif best == 1:
                tie += p * r.ties_drawing(hand, left) * scale
            else:
                tie += p * 2 * r.ties_drawing((a,), left, 1) * scale  # the other hand's second card held, as in `divide`
    busts = Fraction(r.chance(FULL_PACK, 22), _FACTORIAL[52])
    return Parts(play, natural, dealer_natural, tie, busts)


@dataclass(frozen=True)
class Worth:
    """What a round is worth under the agreements: each player's expectation (a stake of one), the dealer's gain
    from each, what he pays to the pool in a round, and his gain per round for 2 to 8 players."""

    stands: int
    player: Fraction
    from_each: Fraction
    to_pool_each: Fraction  # the dealer's share of his receipts on ties, from each player
    penalty: Fraction  # the dealer's penalty for over-drawing, in a round
    by_players: tuple[tuple[int, Fraction], ...]  # (players, the dealer's gain in a round, the pool's payments taken off)
    parts: Parts


def worth(stands: int = DEFAULT_STANDS, rules: Agreements = Agreements()) -> Worth:
    """A round's worth under the agreements, from the stored parts (WORTH).

    >>> w = worth()
    >>> w.from_each > 0, w.from_each == -w.player
    (True, True)
    """
    if stands not in DEALER_STANDS:
        raise ValueError(f"the dealer stands at 15, 16, 17 or 18, not {stands}")
    parts = WORTH[stands]
    player = parts.play + rules.natural_pays * parts.natural - rules.dealer_natural_collects * parts.dealer_natural
    to_pool_each = Fraction(rules.tie_share) * parts.tie
    penalty = rules.overdraw_penalty * parts.busts
    by_players = tuple((n, n * (-player - to_pool_each) - penalty) for n in range(2, MOST_PLAYERS + 1))
    return Worth(stands, player, -player, to_pool_each, penalty, by_players, parts)


# --- generated by scripts/data/vingt_un_table.py: do not edit by hand -------------------------------------------------
TABLES: dict[int, tuple[str, ...]] = {
    15: (  # 1-1, 1-2, 1-3, ...: a letter for each of 11 columns
        "PPPPPPPPPPP", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDSSSDDDD", "SSSSSSSSDDD", "SSSSSSSSSSS",
        "SSSSSSSSSSS", "DDDDPPPPDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDPPPDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDPPPDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "SDSSSSDDDDD", "PPPPPPPPDDD", "DDDDDDDDDDD", "SDSSSSDDDDD", "SSSSSSSSSSS",
        "PPPPPPPPPPP", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSPSSPSS", "SSSSSSSSSSS", "SSSSSSSSSSS",
    ),
    16: (  # 1-1, 1-2, 1-3, ...: a letter for each of 11 columns
        "PPPPPPPPPPP", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDSDDDD", "SSSSSSSSDDD", "SSSSSSSSSSS",
        "SSSSSSSSSSS", "DDDDDPPDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDPPDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDSSSDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDSSDDDDD", "DDDSSSDDDDD", "DDSSSSDDDDD", "DDDDDPPDDDD",
        "DDDDSSDDDDD", "DDDSSSDDDDD", "DDSSSSDDDDD", "DDSSSSDDDDD", "PDPPPPPPDDD", "DDDSSSDDDDD", "DDSSSSDDDDD", "SSSSSSSSSSS",
        "PPPPPPPPPDP", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSSSSPSS", "SSSSSSSSSSS", "SSSSSSSSSSS",
    ),
    17: (  # 1-1, 1-2, 1-3, ...: a letter for each of 11 columns
        "PPPPPPPPPPP", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDSSSDSSDDD", "SSSSSSSSSSS",
        "SSSSSSSSSSS", "DDDDDPPDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "DDDSSSSDDDD", "DDDDPPPDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDSSSSSDDDD", "DDSSSSSDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDSSSSSDDDD", "DDSSSSSDDDD",
        "SDSSSSSDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDSSSSSDDDD", "SDSSSSSDDDD", "SDSSSSSDDDD", "SDSSSSSDDSS", "DDSPPPPDDDD",
        "SDSSSSSDDDD", "SDSSSSSDDDD", "SDSSSSSDDSS", "SDSSSSSDDSS", "SDSSPPPDDDS", "SDSSSSSDDDS", "SDSSSSSDDSS", "SDSSSSSDDSS",
        "PDPPPPPPPSS", "SDSSSSSDDSS", "SSSSSSSSSSS", "SSPPPPPSPSS", "SSSSSSSSSSS", "SSSSSSSSSSS",
    ),
    18: (  # 1-1, 1-2, 1-3, ...: a letter for each of 11 columns
        "PPPPPPPPPPP", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "SSSSSSSSSDS",
        "SSSSSSSSSSS", "DDPPPPPPDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "DDDDDDDDDDD", "SDSSSSSSDSS", "DDPPPPPPDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD",
        "SDSSSSSSSSS", "SDSSSSSSSSS", "DDPPPPPPDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "DDDDDDDDDDD", "SDSSSSSSSSS", "SSSSSSSSSSS",
        "SSSSSSSSSSS", "DDDDDDDDDDD", "DDDDDDDDDDD", "SDSSSSSSDSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "SDPPPPPPDSS",
        "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSPPPPPPSSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "SSSSSSSSSSS",
        "SSPPPPPPSSS", "SSSSSSSSSSS", "SSSSSSSSSSS", "PPPPPPPPPSS", "SSSSSSSSSSS", "SSSSSSSSSSS",
    ),
}
WORTH: dict[int, Parts] = {
    15: Parts(
        play=Fraction(-208143436646818801, 3057072356539451250),
        natural=Fraction(7552, 162435),
        dealer_natural=Fraction(7552, 162435),
        tie=Fraction(1420953220372821007, 15896776254005146500),
        busts=Fraction(38805034141, 289727187750),
    ),
    16: Parts(
        play=Fraction(-10044639018588207959, 84025817342598631500),
        natural=Fraction(7552, 162435),
        dealer_natural=Fraction(7552, 162435),
        tie=Fraction(63806422420572571244, 735225901747738025625),
        busts=Fraction(5058770411027, 24916538146500),
    ),
    17: Parts(
        play=Fraction(-1752003585165238121, 13247313545004288750),
        natural=Fraction(7552, 162435),
        dealer_natural=Fraction(7552, 162435),
        tie=Fraction(11403057890533891229, 158967762540051465000),
        busts=Fraction(2039239971, 7190920100),
    ),
    18: Parts(
        play=Fraction(-34559710594374839, 836672434421323500),
        natural=Fraction(7552, 162435),
        dealer_natural=Fraction(7552, 162435),
        tie=Fraction(118581630885828373, 2270968036286449500),
        busts=Fraction(52701986846, 138425211925),
    ),
}
# --- end of generated data ---------------------------------------------------------------------------------------

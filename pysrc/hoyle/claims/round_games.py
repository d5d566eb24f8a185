"""Quantities for the claims ledger from Peel's Round Games (texts/claims/round-games.toml), and the
pack, which Hoffmann's chapters use too. Each registers itself (`hoyle.claims.quantity.register`).

The excerpt of Peel begins after the chapter on Vingt-un has told how the cards count (an ace one
or eleven, court cards ten: the standard rule, which the excerpt does not print) and stops in the
middle of Commerce. The games themselves are in `hoyle.rounds.vingt_un`, `hoyle.rounds.commerce` and
`hoyle.rounds.hookey`; the ledger needs only the pack and the points of a natural, counted here.
"""

from __future__ import annotations

from itertools import combinations

from hoyle.cards import pack
from hoyle.claims.quantity import Kind, Quantity, count, probability, register
from hoyle.rounds.vingt_un import points

# The "smaller pack of thirty-two" (Peel, seed 002 line 25): ace, king, queen, knave, ten, nine, eight
# and seven of each suit, the piquet pack (the standard make-up; the excerpt does not list it).
SHORT_PACK_RANKS = (14, 13, 12, 11, 10, 9, 8, 7)


def short_pack():
    """The thirty-two-card pack: the full pack without the twos to sixes."""
    return tuple(c for c in pack() if c.rank in SHORT_PACK_RANKS)


@register
def pack_size(kind: str = "full") -> Quantity:
    """The cards in the full pack or the short one."""
    cards = {"full": pack, "short": short_pack}[kind]()
    return count(len(cards))


@register
def most_players(pack_kind: str, cards_each: int) -> Quantity:
    """The most players a pack can deal `cards_each` cards to, with what is left over."""
    n = len({"full": pack, "short": short_pack}[pack_kind]())
    players, left = divmod(n, cards_each)
    return Quantity(count(players).value, Kind.COUNT, f"{players} ({cards_each} cards each from {n}, {left} left)")


@register
def vingt_un_natural() -> Quantity:
    """The most two cards can count at Vingt-un (the natural), and how many two-card hands make it."""
    hands = list(combinations(pack(), 2))
    best = max(points(h) for h in hands)
    naturals = sum(1 for h in hands if points(h) == best)
    return Quantity(count(best).value, Kind.COUNT, f"{best} (an ace and a ten or court card: {naturals:,} of the {len(hands):,} two-card hands)")


@register
def vingt_un_dealer_gain(stands: int = 17) -> Quantity:
    """What the dealer at Vingt-un gains on each unit a player stakes on his two cards, the player playing the best
    strategy on his own cards and the dealer drawing to `stands` (hoyle.rounds.vingt_un_table), exactly."""
    from hoyle.rounds.vingt_un_table import worth

    gain = worth(stands).from_each
    return Quantity(gain, Kind.NUMBER, f"{float(gain):.4f} of every stake ({100 * float(gain):.2f}%), the dealer standing on {stands}")


@register
def commerce_point_tie() -> Quantity:
    """The chance that two hands of Point at Commerce (three cards of three ranks, not all of one suit: no tricon,
    pair, flush or sequence, "Three following cards of the same suit") dealt from one pack have the same point,
    counted over every such pair of hands."""
    from itertools import product

    from hoyle.rounds.commerce import pips

    pip = {c.rank: pips(c) for c in pack()}
    triples = list(combinations(sorted(pip), 3))
    ties = pairs = 0
    for first in triples:
        total = sum(pip[r] for r in first)
        for suits in product(range(4), repeat=3):
            if len(set(suits)) == 1:
                continue  # a flush (or a sequence)
            held = dict(zip(first, suits))
            for second in triples:
                ways = 1
                for r in second:
                    ways *= 4 - (r in held)
                flushes = sum(1 for s in range(4) if all(held.get(r) != s for r in second))
                pairs += ways - flushes
                if sum(pip[r] for r in second) == total:
                    ties += ways - flushes
    return probability(ties, pairs)

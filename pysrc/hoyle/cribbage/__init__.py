"""Cribbage after Louis Hoffmann, *Hoyle's Games Modernized*: the show (hand and crib) and the
scoring of the play, for the five-, six- and seven-card games.

>>> reckon("5h 5d 5c Js", "5s", variant="six-card").claim.endswith("and one for his nob, twenty-nine")
True
"""

from hoyle.cribbage.play import Peg, Play, Turn, last_card, longest_run, peg, play_out
from hoyle.cribbage.show import (
    FIVE_CARD,
    SEVEN_CARD,
    SIX_CARD,
    VARIANTS,
    Item,
    Show,
    Variant,
    heels,
    order,
    pips,
    reckon,
    variant_named,
)

__all__ = [
    "FIVE_CARD", "SIX_CARD", "SEVEN_CARD", "VARIANTS", "Variant", "variant_named",
    "Item", "Show", "reckon", "heels", "pips", "order",
    "Peg", "peg", "last_card", "longest_run", "Play", "Turn", "play_out",
]

"""Quantities for how often a jack-pot is opened, every deal of the hands from one pack counted
(hoyle.poker.progressive): "with five playing, twice in three deals" and the like."""

from __future__ import annotations

from hoyle.claims.quantity import Kind, Quantity, register
from hoyle.poker import progressive


def _openers(threshold: int) -> str:
    return progressive.STEP_NAMES[threshold]


@register
def openers_one_pack(players: int, threshold: int = 11) -> Quantity:
    """The exact chance that at least one of `players` hands dealt from one pack holds openers."""
    p = progressive.opened_chance(players, threshold)
    return Quantity(p, Kind.PROBABILITY, f"{float(p):.4f}: {players} hands from one pack, {_openers(threshold)} or better, "
                                         "every deal counted")


@register
def others_open_one_pack(players: int, threshold: int = 11) -> Quantity:
    """When the first hand holds openers, the exact chance that another of the `players` hands holds openers too."""
    p = progressive.others_open_chance(players, threshold)
    return Quantity(p, Kind.PROBABILITY, f"{float(p):.4f}: {players} hands from one pack, every deal counted")


@register
def opener_alone_one_pack(players: int, threshold: int = 11) -> Quantity:
    """When the pot is opened, the exact chance that no other of the `players` hands holds openers."""
    p = progressive.exactly_one_chance(players, threshold) / progressive.opened_chance(players, threshold)
    return Quantity(p, Kind.PROBABILITY, f"{float(p):.4f}: {players} hands from one pack, every deal counted")

"""The ledger's quantities of table stakes (Practical Poker, "Varieties of Poker", "Table Stakes"): the chips of
Foster's example of the sight, divided by the settler (`hoyle.poker.stakes`).

A table is given as the settler's widget takes it, one player a line, the lines separated by "/": his name, his
stake, what he put in the pool, "drops" if he refused to call, and "rank n" (1 the best hand): Foster's A, B and C,
with B's hand better than C's, are 'A 30 10 drops rank 3 / B 8 8 rank 1 / C 30 20 rank 2'.
"""

from __future__ import annotations

from hoyle.claims.quantity import Quantity, count, register


def _settled(players: str):
    from hoyle.api.stakes import StakesRequest
    from hoyle.poker.stakes import settle

    lines = [line.strip() for line in players.split("/") if line.strip()]
    return settle(StakesRequest.read({"op": "stakes", "players": lines}).players)


@register
def sight_pool(players: str, pool: int, who: str = "") -> Quantity:
    """The chips of player `who` in a pool of the table (1 the first pool, 2 the first side pool; 0 the whole pool),
    or the pool's whole amount if no player is named."""
    s = _settled(players)
    if pool == 0:
        return count(s.total if not who else next(r.put for r in s.players if r.name == who))
    part = s.pools[pool - 1]
    return count(part.amount if not who else dict(part.put).get(who, 0))


@register
def sight_takes(players: str, who: str, pool: int = 0) -> Quantity:
    """What player `who` takes out of one pool of the table (0: out of all of them)."""
    s = _settled(players)
    if pool == 0:
        return count(next(r.takes for r in s.players if r.name == who))
    return count(dict(s.pools[pool - 1].shares).get(who, 0))


@register
def sight_won(players: str, who: str, pool: int = 0) -> Quantity:
    """What player `who` wins of the other players' chips in one pool of the table (0: in all of them): what he takes
    less what he put in it."""
    s = _settled(players)
    parts = s.pools if pool == 0 else (s.pools[pool - 1],)
    return count(sum(dict(p.shares).get(who, 0) - dict(p.put).get(who, 0) for p in parts if who in dict(p.shares)))

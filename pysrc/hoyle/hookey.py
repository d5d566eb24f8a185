"""Blind Hookey: settle a round by the bottom cards, under either of the two methods the text gives.

Hoffmann, *Hoyle's Games Modernized*, chapter "Blind Hookey" (seed 000, lines 21-27). Line numbers
below are those of `texts/source/000_b315a8ce36e35c0a.txt`.

The text does not say whether the ace is high or low. The default here is low, as in cutting for
deal in the same book ("the cards rank in regular order from ace (lowest) up to king (highest)",
line 43, Cribbage); `ace="high"` is offered. Suits never count.

>>> [s.amount for s in first_method("8h", [("9s", 2), ("8d", 1), ("Ac", 3)]).settlements]
[2, -1, -3]
"""

from __future__ import annotations

from dataclasses import dataclass

from hoyle.cards import Card, CardError, parse_cards

FIRST_RULE = ("Each player holding a higher card than that of the dealer receives the amount of his stake; "
              "all below or equal pay the dealer.", 23)
END_RULE = ("This is repeated until a hand occurs in which the dealer is a loser all round, when the deal is "
            "at an end, and the next player deals.", 23)
SECOND_RULE = ("the players receive or pay as the bottom cards of their packets prove to be higher or lower "
               "than that of the dealer.", 27)


def order(card: Card, ace: str = "low") -> int:
    """A bottom card's place: two lowest, king highest; the ace below the two, or above the king."""
    if card.rank == 14:
        return 1 if ace == "low" else 14
    return card.rank


@dataclass(frozen=True)
class Settlement:
    """One stake settled: the player's (or packet's) bottom card, the stake, + he receives, - he pays."""

    bottom: Card
    stake: int
    amount: int


@dataclass(frozen=True)
class Round:
    dealer: Card
    settlements: tuple[Settlement, ...]
    dealer_total: int
    deal_ends: bool  # first method: "the dealer is a loser all round" (line 23)


def _amount(bottom: Card, dealer: Card, stake: int, ace: str) -> int:
    # "all below or equal pay the dealer" (line 23). Under the second method the text names only
    # higher and lower (line 27); equal is settled as in the first method: the dealer receives.
    return stake if order(bottom, ace) > order(dealer, ace) else -stake


def first_method(dealer, players, ace: str = "low") -> Round:
    """Each player's packet against the dealer's: `players` is a list of (bottom card, stake)."""
    dealer_card, bottoms = _bottoms(dealer, [b for b, _ in players])
    stakes = [_stake(s) for _, s in players]
    settled = tuple(Settlement(b, s, _amount(b, dealer_card, s, ace)) for b, s in zip(bottoms, stakes))
    return Round(dealer_card, settled, -sum(s.amount for s in settled),
                 bool(settled) and all(order(b, ace) > order(dealer_card, ace) for b in bottoms))


def second_method(dealer, packets, stakes, ace: str = "low") -> Round:
    """The dealer cuts three packets; the players stake on "whichever two packets they please, the
    rejected packet being taken by the dealer" (line 25). `dealer` is the bottom card of the rejected
    packet, `packets` the bottom cards of the two for the company, `stakes` a list of (packet 0 or 1,
    stake). A settlement is given for each stake, in order.

    >>> [s.amount for s in second_method("Qd", ["Kc", "3s"], [(0, 2), (1, 5), (0, 1)]).settlements]
    [2, -5, 1]
    """
    dealer_card, bottoms = _bottoms(dealer, packets)
    if len(bottoms) != 2:
        raise CardError("wrong-count", "two packets are for the company, the third for the dealer (line 25): give two bottom cards")
    settled = []
    for packet, stake in stakes:
        if packet not in (0, 1) or isinstance(packet, bool):
            raise CardError("bad-packet", f"the company's packets are 0 and 1, not {packet!r}")
        bottom = bottoms[packet]
        settled.append(Settlement(bottom, _stake(stake), _amount(bottom, dealer_card, _stake(stake), ace)))
    return Round(dealer_card, tuple(settled), -sum(s.amount for s in settled), False)


def _stake(stake) -> int:
    if not isinstance(stake, int) or isinstance(stake, bool) or stake < 0:
        raise CardError("bad-stake", f"a stake is a whole number of counters, not {stake!r}")
    return stake


def _bottoms(dealer, bottoms) -> tuple[Card, tuple[Card, ...]]:
    """The dealer's bottom card and the others: one card each, no joker, no card twice."""
    cards = []
    for b in [dealer, *bottoms]:
        parsed = parse_cards(b) if not isinstance(b, Card) else (b,)
        if len(parsed) != 1:
            raise CardError("wrong-count", "give the one bottom card of each packet")
        cards.append(parsed[0])
    if any(c.is_joker for c in cards):
        raise CardError("joker-not-in-play", "Blind Hookey is played without the joker")
    parse_cards(cards)  # raises duplicate-card
    return cards[0], tuple(cards[1:])


def hookey(request: dict) -> dict:
    """The facade's answer for a round.

    First method: {"method": 1, "dealer": "8h", "players": [{"bottom": "9s", "stake": 2}, ...]}.
    Second method: {"method": 2, "dealer": "Qd", "packets": ["Kc", "3s"],
    "stakes": [{"packet": 0, "stake": 2}, ...]}. Either may add "ace": "low" (the default) or "high".

    >>> hookey({"method": 1, "dealer": "8h", "players": [{"bottom": "9s", "stake": 2}]})["deal_ends"]
    True
    """
    if not isinstance(request, dict) or not isinstance(request.get("dealer"), str):
        raise CardError("bad-request", 'give "method": 1 or 2 and "dealer": the dealer\'s bottom card')
    method = request.get("method", 1)
    ace = request.get("ace", "low")
    if ace not in ("low", "high"):
        raise CardError("bad-rules", '"ace" is "low" or "high"')
    try:
        if method == 1:
            entries = [(p["bottom"], p.get("stake", 1)) for p in request["players"]]
            r = first_method(request["dealer"], entries, ace)
            rule = FIRST_RULE
        elif method == 2:
            entries = [(s["packet"], s.get("stake", 1)) for s in request["stakes"]]
            r = second_method(request["dealer"], request["packets"], entries, ace)
            rule = SECOND_RULE
        else:
            raise CardError("bad-method", "the text gives two methods: 1 (every player cuts a packet) or 2 (three packets)")
    except (KeyError, TypeError, AttributeError):
        raise CardError("bad-request", "method 1 needs \"players\": [{\"bottom\": card, \"stake\": n}]; "
                        "method 2 needs \"packets\": [card, card] and \"stakes\": [{\"packet\": 0 or 1, \"stake\": n}]") from None
    answer = {
        "method": method,
        "ace": ace,
        "dealer": r.dealer.code,
        "settlements": [{"bottom": s.bottom.code, "stake": s.stake, "amount": s.amount} for s in r.settlements],
        "dealer_total": r.dealer_total,
        "rule": {"quote": rule[0], "line": rule[1], "source": "Hoffmann, Hoyle's Games Modernized, Blind Hookey"},
    }
    if method == 1:
        answer["deal_ends"] = r.deal_ends
        answer["deal_rule"] = {"quote": END_RULE[0], "line": END_RULE[1]}
    else:
        answer["note"] = "equal cards pay the dealer, as in the first method (line 23): line 27 names only higher and lower"
    return answer

"""Blind Hookey: settle a round by the bottom cards, under either of the two methods the text gives.

Hoffmann, *Hoyle's Games Modernized*, chapter "Blind Hookey" (seed 000, lines 21-27). Line numbers
below are those of `texts/source/000_b315a8ce36e35c0a.txt`.

Every rule here is the text's; nothing is taken from outside it. Editor's choices, where the text
leaves a question open (the other reading given too):

- The ace. The text does not say whether it is high or low. The default here is low, as the same
  book ranks the cards at Cribbage for cutting ("the cards rank in regular order from ace (lowest)
  up to king (highest)", line 43); `ace="high"` gives the other reading. Suits never count.
- Equal cards under the second method. The text names only "higher or lower" (line 27); here the
  dealer receives, as "all below or equal pay the dealer" under the first method (line 23). The
  other reading is a stand-off, no one paying.
- The end of the deal is told only for the first method ("until a hand occurs in which the dealer
  is a loser all round", line 23); for the second the text is silent, and no end is reported.
- The second method's "whichever two packets they please" (line 25) is read as the company taking
  two of the three packets and each player staking on either or both of them; the footnote the book
  hangs on that sentence (its note 13) is not in the excerpt.

Under the first method each player cuts "not less than four" cards (line 23), "the cards left
belonging to the dealer" (line 23), who must have a bottom card to show: so there are at most
twelve players besides the dealer (twelve packets of four leave him four), and more are refused.
The text says only "the pack" (line 23); it is taken to be the fifty-two cards the same book uses at
Cribbage ("The pack of fifty-two cards is used", line 43).

>>> [s.amount for s in first_method("8h", [("9s", 2), ("8d", 1), ("Ac", 3)]).settlements]
[2, -1, -3]
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from hoyle.errors import CardError, Refusal, RequestError
from hoyle.cards import Card, no_card_twice, parse_cards
from hoyle.quote import echo

LEAST_PACKET = 4  # "not less than four" cards cut by each player (line 23)
PACK = 52  # "The pack of fifty-two cards is used" (line 43, Cribbage: the text of Blind Hookey says only "the pack")
MOST_PLAYERS = PACK // LEAST_PACKET - 1  # twelve packets of four, and the dealer's cards left over
MOST_STAKES = 2 * MOST_PLAYERS  # second method: each player may stake on either packet or both (an editor's bound)

FIRST_RULE = ("Each player holding a higher card than that of the dealer receives the amount of his stake; "
              "all below or equal pay the dealer.", 23)
END_RULE = ("This is repeated until a hand occurs in which the dealer is a loser all round, when the deal is "
            "at an end, and the next player deals.", 23)
SECOND_RULE = ("the players receive or pay as the bottom cards of their packets prove to be higher or lower "
               "than that of the dealer.", 27)


def order(card: Card, ace: str = "low") -> int:
    """A bottom card's place: two lowest, king highest; the ace below the two, or above the king."""
    if ace not in ("low", "high"):
        raise ValueError(f'the ace is "low" or "high", not {ace!r}')
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
    # higher and lower (line 27); equal is settled as in the first method, the dealer receiving (an
    # editor's choice: see the module docstring).
    return stake if order(bottom, ace) > order(dealer, ace) else -stake


def count_players(n: int) -> None:
    """Refuse more players than the pack can give packets of four to, with the dealer's cards left over."""
    if n > MOST_PLAYERS:
        raise CardError("wrong-count", f"{n:,} players: each cuts \"not less than four\" cards (line 23) and the"
                        f" dealer keeps the cards left, so there are at most {MOST_PLAYERS} players besides the dealer")


def first_method(dealer, players, ace: str = "low") -> Round:
    """Each player's packet against the dealer's: `players` is a list of (bottom card, stake)."""
    count_players(len(players))
    dealer_card, bottoms = _bottoms(dealer, [b for b, _ in players], "player")
    settled = tuple(Settlement(b, s, _amount(b, dealer_card, s, ace)) for b, (_, s) in zip(bottoms, players))
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
    if isinstance(packets, str) or len(packets) != 2:
        raise CardError("wrong-count", "\"Two of these are for the company, the third for himself\" (line 25):"
                        " give the bottom cards of the company's two packets, as a list of two")
    dealer_card, bottoms = _bottoms(dealer, packets, "packet")
    settled = []
    for number, (packet, stake) in enumerate(stakes, 1):
        if type(packet) is not int or packet not in (0, 1):  # not 1.0, -0.0 or true
            raise RequestError(f"stake {number} is on packet {echo(packet)}: the company's packets are 0 and 1", "bad-packet")
        bottom = bottoms[packet]
        settled.append(Settlement(bottom, stake, _amount(bottom, dealer_card, stake, ace)))
    return Round(dealer_card, tuple(settled), -sum(s.amount for s in settled), False)


def _bottoms(dealer, bottoms, whose: str) -> tuple[Card, tuple[Card, ...]]:
    """The dealer's bottom card and the others (`whose`: "player" or "packet", to name them in an
    error): one card each, no joker, no card twice."""
    # players are counted from 1; the company's packets are 0 and 1
    names = ["the dealer's packet"] + [f"player {i + 1}'s packet" if whose == "player" else f"packet {i}" for i in range(len(bottoms))]
    cards = []
    for b, name in zip([dealer, *bottoms], names):
        try:
            parsed = parse_cards(b) if not isinstance(b, Card) else (b,)
        except Refusal as e:
            raise e.reworded(f"the bottom card of {name}: {e.message}") from None
        if len(parsed) != 1:
            raise CardError("wrong-count", f"give the one bottom card of {name}, not {len(parsed)} cards")
        if parsed[0].is_joker:
            raise CardError("joker-not-in-play", f"the joker is given for {name}: Blind Hookey is played without the joker")
        cards.append(parsed[0])
    no_card_twice([(c,) for c in cards], names)
    return cards[0], tuple(cards[1:])



# --- what the game is worth: exact over the pack -------------------------------------------------------------------
#
# Every bottom card is a card of the shuffled pack, the dealer's and the players' all different, and no one sees his
# before staking ("No one looks at his cards, but makes his stake on pure speculation", line 23). So the bottom
# cards of a round are n + 1 cards drawn from the pack, and every chance below is counted over them exactly. Whether
# the ace is low or high changes nothing: it moves one rank from the bottom of the order to the top, and every rank
# is as likely as every other. The rounds of a deal are read as dealt afresh ("This is repeated", line 23: shuffled,
# cut and staked again), so they are independent.

RANKS_IN_PACK = 13
SUITS_IN_PACK = 4
TIES = ("dealer", "stand-off")  # equal cards under the second method: the dealer receives (the default), or no one pays


@dataclass(frozen=True)
class Worth:
    """A round of Blind Hookey in chances. `win`, `tie`, `lose`: a stake's chance of being paid, of an equal card, of
    being lost (equal cards counted in `lose` when they pay the dealer); `edge`: the dealer's expected gain on each
    unit staked; `paid[j]`: the chance that exactly j of the `stakes` bottom cards beat the dealer's (the players'
    under the first method, the two packets under the second); `passes`: the chance that every one beats it, which
    under the first method ends the deal; `rounds`: the expected rounds of a deal (the first method); `per_deal`:
    the dealer's expected gain over his whole deal, each player staking one (the first method)."""

    method: int
    stakes: int
    ties: str
    win: Fraction
    tie: Fraction
    lose: Fraction
    edge: Fraction
    paid: tuple[Fraction, ...]
    passes: Fraction
    rounds: Fraction | None
    per_deal: Fraction | None


def beaten_by(stakes: int, ranks: int = RANKS_IN_PACK, suits: int = SUITS_IN_PACK) -> tuple[Fraction, ...]:
    """The chance that exactly j of `stakes` bottom cards are higher than the dealer's, j = 0 ... stakes: the dealer's
    card is of any rank alike, with `suits` cards above it for each rank above, and the others' cards are drawn from
    the rest of the pack.

    >>> beaten_by(1)
    (Fraction(9, 17), Fraction(8, 17))
    """
    rest = ranks * suits - 1
    out = []
    for j in range(stakes + 1):
        ways = sum(comb(suits * above, j) * comb(rest - suits * above, stakes - j) for above in range(ranks))
        out.append(Fraction(ways, ranks * comb(rest, stakes)))
    return tuple(out)


def worth(players: int = 1, method: int = 1, ties: str = "dealer", ranks: int = RANKS_IN_PACK, suits: int = SUITS_IN_PACK) -> Worth:
    """The chances of a round by either method, exactly. Under the first method `players` stake one packet each
    ("all below or equal pay the dealer", line 23); under the second the company's two packets are staked on
    (`players` does not enter: each stake is on one of the two), and equal cards pay the dealer (`ties="dealer"`, the
    editor's reading) or no one (`"stand-off"`).

    >>> w = worth(5)
    >>> w.edge, w.win, w.lose
    (Fraction(1, 17), Fraction(8, 17), Fraction(9, 17))
    """
    if method not in (1, 2):
        raise ValueError("the first method or the second")
    if ties not in TIES:
        raise ValueError(f"equal cards: {' or '.join(TIES)}")
    if method == 1:
        # packets of four from the pack (a reduced pack, for the tests: a bottom card each, and the dealer's)
        most = MOST_PLAYERS if ranks * suits == PACK else ranks * suits - 1
        if not 1 <= players <= most:
            raise ValueError(f"from 1 to {most} players")
        ties = "dealer"  # "all below or equal pay the dealer" (line 23)
    stakes = players if method == 1 else 2
    rest = ranks * suits - 1
    tie = Fraction(suits - 1, rest)
    win = (1 - tie) / 2
    lose = 1 - win if ties == "dealer" else win
    paid = beaten_by(stakes, ranks, suits)
    passes = paid[-1]
    rounds = 1 / passes if method == 1 and passes else None
    per_deal = players * (lose - win) * rounds if rounds is not None else None
    return Worth(method, stakes, ties, win, tie if ties == "stand-off" else Fraction(0), lose, lose - win, paid, passes, rounds,
                 per_deal)


def passed_by(round_: int, passes: Fraction) -> Fraction:
    """The chance the deal has passed by the end of round `round_` (the first method): one less the chance that the
    dealer has not lost all round in any of them."""
    return 1 - (1 - passes) ** round_

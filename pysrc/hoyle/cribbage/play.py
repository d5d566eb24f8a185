"""The play at Cribbage: what the card just played scores, "in course of play" (lines 51-61).

Hoffmann, *Hoyle's Games Modernized* (seed 000); line numbers are those of
`texts/source/000_b315a8ce36e35c0a.txt`. Only the scoring of one card is here, given the cards
played since the count began; whose turn it is, and the go, are the caller's. (The excerpt's
five-card game ends the hand at the first go, line 61; at six- and seven-card the count begins
again after it, by the standard rules.)

>>> [i.words for i in peg("5h 4s 3d 6c").items]
['four for a run of four']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hoyle.errors import CardError, Refusal, RuleError
from hoyle.words import ordinal_word
from hoyle.cards import Card, no_card_twice, parse_cards
from hoyle.cribbage.show import FIFTEEN, SEVEN_CARD, Item, Variant, order, pair_item, pips, run_item, variant_named
from hoyle.words import number_words

THIRTY_ONE = 31
MOST_IN_A_COUNT = 2 * SEVEN_CARD.hand_size  # ten: a count is played from two hands, five cards at most (seven-card)


@dataclass(frozen=True)
class Peg:
    """What the last of `cards` (played in this order since the count began) scores."""

    cards: tuple[Card, ...]
    items: tuple[Item, ...]

    @property
    def count(self) -> int:
        """The count on the table, court cards ten and the ace one (line 43)."""
        return sum(map(pips, self.cards))

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)


def _played(cards) -> tuple[Card, ...]:
    played = parse_cards(cards)
    if not played:
        raise CardError("wrong-count", "no card has been played")
    if any(c.is_joker for c in played):
        raise CardError("joker-not-in-play", "cribbage is played without the joker")
    count = sum(map(pips, played))
    if count > THIRTY_ONE:
        raise RuleError("over-thirty-one", f"the count would be {count}: no card may be played past thirty-one (line 61)")
    if len(played) > MOST_IN_A_COUNT:
        raise CardError("wrong-count", f"{number_words(len(played))} cards played since the count began: a count has at most "
                                       f"{number_words(MOST_IN_A_COUNT)}, the two hands of five at seven-card cribbage")
    return played


def peg(cards) -> Peg:
    """Score the last card played, `cards` being every card played since the count began, in order.

    - fifteen: the count makes fifteen, two (line 61);
    - thirty-one: the count makes thirty-one, two "in like manner" (line 61);
    - a pair, pair-royal or double pair-royal: the card is the second, third or fourth of a rank
      played one after another, two, six or twelve (lines 53-57), every pair among them at two;
    - a run: the last three or more cards "form an unbroken series", in any order, one a card
      (line 59); the longest such series counts.
    """
    played = _played(cards)
    items: list[Item] = []
    count = sum(map(pips, played))
    if count == FIFTEEN:
        items.append(Item("fifteen", 2, played, "fifteen two"))
    if count == THIRTY_ONE:
        items.append(Item("thirty-one", 2, played, "thirty-one for two"))
    same = 1
    while same < min(len(played), 4) and played[-same - 1].rank == played[-1].rank:
        same += 1
    if same >= 2:
        items.append(pair_item(played[-same:]))
    for length in range(len(played), 2, -1):
        tail = sorted(order(c) for c in played[-length:])
        if tail == list(range(tail[0], tail[0] + length)):
            items.append(run_item(played[-length:]))
            break
    return Peg(played, tuple(items))


def last_card(cards) -> Item | None:
    """One "for 'last card'", to the player of the last card when the count ends short of
    thirty-one; at thirty-one exactly he has two for the thirty-one instead (line 61)."""
    played = _played(cards)
    if sum(map(pips, played)) == THIRTY_ONE:
        return None
    return Item("last-card", 1, played[-1:], "one for last card")


def longest_run(hand_size: int) -> int:
    """The longest run that can be scored in play when each of two players holds `hand_size` cards:
    the run must be played within one count (never past thirty-one) from at most 2 * hand_size cards.
    Found by playing ace, two, three ... and stopping where the count would pass thirty-one."""
    best = 0
    for length in range(3, 2 * hand_size + 1):
        cards = [Card(14 if r == 1 else r, "shdc"[r % 4]) for r in range(1, length + 1)]
        try:
            scored = peg(cards)
        except Refusal:
            break
        best = max([best] + [i.points for i in scored.items if i.kind == "run"])
    return best


# --- a whole play of two hands --------------------------------------------------------------------

Player = Literal["pone", "dealer"]  # the non-dealer (the pone) and the dealer
TurnKind = Literal["card", "go", "last-card"]  # a card played, a player's "Go", or one for last card
PONE: Player = "pone"
DEALER: Player = "dealer"


def _other(player: Player) -> Player:
    return DEALER if player == PONE else PONE


@dataclass(frozen=True)
class Turn:
    """One turn of the play: a card played and what it scored, or a player saying "Go" (card None)."""

    player: Player
    card: Card | None
    count: int  # the count on the table after the turn
    items: tuple[Item, ...] = ()

    @property
    def points(self) -> int:
        return sum(i.points for i in self.items)

    @property
    def kind(self) -> TurnKind:
        """'card' (a card played), 'go' (the player says "Go") or 'last-card' (one for last card)."""
        return "card" if self.card is not None else "last-card" if self.items else "go"


@dataclass(frozen=True)
class Play:
    """The play of two hands so far: every turn, the points each player has pegged, and what is next."""

    variant: Variant
    hands: dict  # player -> the cards he held for the play
    turns: tuple[Turn, ...]
    over: bool  # the play of the hand has ended
    next: Player | None  # whose turn it is, while the play goes on
    count: int  # the count on the table now (0 when a new count begins)
    playable: tuple[Card, ...]  # what the player whose turn it is may play

    def score(self, player: Player) -> int:
        return sum(t.points for t in self.turns if t.player == player)

    @property
    def unplayed(self) -> dict:
        played = {t.card for t in self.turns if t.card is not None}
        return {p: tuple(c for c in hand if c not in played) for p, hand in self.hands.items()}


def _can(hand, count: int) -> tuple[Card, ...]:
    return tuple(c for c in hand if count + pips(c) <= THIRTY_ONE)


def play_out(pone, dealer, plays=(), variant: str | Variant = "six-card") -> Play:
    """Score the play of two hands, the cards `plays` having been played in this order (all of them,
    or the first few: then `next` says whose turn it is and `playable` what he may play).

    The turns follow from the hands: "the player whose turn it is" plays if he can without passing
    thirty-one; if he cannot he says "Go", and "his opponent then plays any other card or cards up
    to that limit", scoring two for thirty-one exactly or else one "for 'last card'" (line 61).
    Each card scores as `peg` says. At five-card cribbage this "terminates the hand" (line 61).

    From the standard rules of the game, where the excerpt is silent (it gives no more of the play):
    - the non-dealer (the pone) plays first, and the players play in turn;
    - a player must play when he can (the text's go is for one who "can go no further");
    - a count that ends at thirty-one also ends the play at five-card: the hand has one count
      (the text ends it at the go, and no card may pass thirty-one);
    - at six- and seven-card, when a count ends the count begins again from nothing, the player who
      did not play the last card leading, until all the cards are played; a player with no cards
      left does not say go, his opponent plays on alone; the last card of all scores one for last
      card (two for thirty-one instead), as at the go.

    >>> p = play_out("5h 4s 3d", "6c 10d Kh", "5h 6c 4s 10d 3d", variant="five-card")
    >>> turns = [(t.player, t.kind, t.card and t.card.code, t.count, t.points) for t in p.turns]
    >>> turns[2:5]
    [('pone', 'card', '4s', 15, 5), ('dealer', 'card', '10d', 25, 0), ('pone', 'card', '3d', 28, 0)]
    >>> turns[5:]
    [('dealer', 'go', None, 28, 0), ('pone', 'last-card', None, 28, 1)]
    >>> p.over, p.score("pone"), p.score("dealer")
    (True, 6, 0)
    """
    g = variant_named(variant)
    hands = {PONE: parse_cards(pone), DEALER: parse_cards(dealer)}
    for player, hand in hands.items():
        if len(hand) != g.hand_size:
            raise CardError("wrong-count", f"at {g.name} cribbage each player plays a hand of {number_words(g.hand_size)} cards; the {player} has "
                                           f"{len(hand)}")
        if any(c.is_joker for c in hand):
            raise CardError("joker-not-in-play", "cribbage is played without the joker")
    no_card_twice([hands[PONE], hands[DEALER]], names=["the pone's hand", "the dealer's hand"])
    order = parse_cards(plays)
    left = {p: list(hand) for p, hand in hands.items()}
    turns: list[Turn] = []
    table: list[Card] = []  # the cards played since the count began
    turn = PONE
    said_go: set[Player] = set()  # who has said "Go" in this count
    over = False

    def end_count(last: Player) -> None:
        """Nobody can play on: last card to `last`, who played the count's last card (unless he made thirty-one);
        a new count."""
        nonlocal table, turn, over
        count = sum(map(pips, table))
        if count != THIRTY_ONE:
            go(_other(last), count)
            turns.append(Turn(last, None, count, (Item("last-card", 1, (table[-1],), "one for last card"),)))
        table = []
        turn = _other(last) if left[_other(last)] else last  # a player with no cards left does not lead
        said_go.clear()
        if g.name == "five-card" or not (left[PONE] or left[DEALER]):
            over = True

    def go(player: Player, count: int) -> None:
        """The player says "Go" (once a count), if he has cards he cannot play."""
        if left[player] and player not in said_go:
            said_go.add(player)
            turns.append(Turn(player, None, count))

    for n, card in enumerate(order, 1):
        if over:
            raise RuleError("play-over", f"the play is over before the {ordinal_word(n)} card ({card.code}): {_why_over(g, left)}")
        owner = PONE if card in left[PONE] else DEALER if card in left[DEALER] else None
        if owner is None:  # (a card played twice is refused by parse_cards, as given twice)
            raise CardError("not-in-hand", f"the {ordinal_word(n)} card played, {card.code}, is in neither hand")
        if owner != turn:
            raise RuleError("not-his-turn", f"the {ordinal_word(n)} card played, {card.code}, is the {owner}'s, but it is the {turn}'s turn "
                                            f"and he can play ({_codes(_can(left[turn], sum(map(pips, table))))})")
        count = sum(map(pips, table)) + pips(card)
        if count > THIRTY_ONE:
            raise RuleError("over-thirty-one", f"the {ordinal_word(n)} card played, {card.code}, would make the count {count}: no card may be played "
                                               f"past thirty-one (line 61)")
        table.append(card)
        left[owner].remove(card)
        turns.append(Turn(owner, card, count, peg(table).items))
        if count == THIRTY_ONE:
            end_count(owner)
        elif _can(left[_other(owner)], count):
            turn = _other(owner)
        elif _can(left[owner], count):
            go(_other(owner), count)
            turn = owner
        else:
            end_count(owner)
    count = sum(map(pips, table))
    return Play(g, hands, tuple(turns), over, None if over else turn, count, () if over else _can(left[turn], count))


def _why_over(g: Variant, left: dict) -> str:
    if g.name == "five-card" and (left[PONE] or left[DEALER]):
        return "at five-card cribbage the go (or thirty-one) terminates the hand (line 61)"
    return "every card has been played"


def _codes(cards) -> str:
    return ", ".join(c.code for c in cards) if cards else "nothing"


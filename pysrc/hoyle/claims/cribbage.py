"""Quantities for the claims ledger from Hoffmann's Cribbage (texts/claims/hoyles-games-modernized.toml).

Each computes a figure the chapter prints from the engine (`hoyle.cribbage`): the show of a hand
that holds just the thing the book scores, a card played, the board. Each registers itself
(`hoyle.claims.quantity.register`) when `hoyle.claims.ledger` imports it.
"""

from __future__ import annotations

from hoyle.cards import Card, format_cards, parse_cards
from hoyle.claims.quantity import Kind, Quantity, count, register
from hoyle.cribbage import heels, last_card, longest_run, peg, reckon, variant_named
from hoyle.cribbage.show import FIFTEEN, pips
from hoyle.words import number_words


def _counted(points: int, words: str) -> Quantity:
    return Quantity(count(points).value, Kind.COUNT, f"{points}: {words}")


@register
def show_total(hand: str, starter: str, crib: bool = False, variant: str = "five-card") -> Quantity:
    """The whole show of a hand (or crib) with the start, and what it holds in the table's words."""
    s = reckon(hand, starter, crib, variant)
    return _counted(s.total, s.description)


@register
def show_points(hand: str, starter: str, kinds: str, crib: bool = False, variant: str = "five-card") -> Quantity:
    """The points of some items of a show only: kinds such as 'fifteen', 'pairs' (pairs, pairs-royal
    and double pairs-royal), 'run', 'flush', 'nob', or several with commas ('pairs,run', for the
    book's "irrespective of fifteens")."""
    s = reckon(hand, starter, crib, variant)
    names = [k.strip() for k in kinds.split(",")]
    return _counted(s.points(*names), ", ".join(f"{i.words} ({format_cards(i.cards)})" for i in s.select(*names)) or "nothing")


@register
def show_items(hand: str, starter: str, kind: str, crib: bool = False, variant: str = "five-card") -> Quantity:
    """How many items of one kind a show holds ("four fifteens")."""
    s = reckon(hand, starter, crib, variant)
    items = [i for i in s.items if i.kind == kind]
    return _counted(len(items), "; ".join(format_cards(i.cards) for i in items) or "none")


def _table_hand(ranks: str) -> tuple[str, str]:
    """A hand of the five-card table from its ranks ('5 5 5 10'): suits spades, hearts, diamonds and
    clubs in turn, the last card the start. Four suits for four cards make no flush and no nob, which
    the table leaves out (its descriptions name neither)."""
    codes = [f"{r}{s}" for r, s in zip(ranks.split(), "shdc", strict=True)]
    return " ".join(codes[:3]), codes[3]


@register
def table_hands(*hands: str) -> Quantity:
    """The value the five-card table gives one or more hands (by ranks: '5 5 4 6', the start last);
    the hands of one row of the table must agree, and the value is theirs."""
    shows = [reckon(*_table_hand(h)) for h in hands]
    totals = {s.total for s in shows}
    if len(totals) != 1:
        raise ValueError("the hands disagree: " + ", ".join(f"{h} = {s.total}" for h, s in zip(hands, shows)))
    descriptions = {s.description for s in shows}
    told = descriptions.pop() if len(descriptions) == 1 else "; ".join(f"{h}: {s.description}" for h, s in zip(hands, shows))
    if len(hands) == 1:
        return _counted(shows[0].total, told)
    return _counted(shows[0].total, f"each of {', '.join(hands)}: {told}")


@register
def double_run_without_fifteen() -> Quantity:
    """Every four cards of the five-card hand that are a sequence of three with a duplicate of one
    of them and hold no fifteen: what each is worth (the table's last row)."""
    values: dict[int, list[str]] = {}
    for low in range(1, 12):  # ace-two-three up to knave-queen-king
        for extra in range(low, low + 3):
            ranks = sorted([low, low + 1, low + 2, extra])
            codes = " ".join("A" if r == 1 else {11: "J", 12: "Q", 13: "K"}.get(r, str(r)) for r in ranks)
            hand, starter = _table_hand(codes)
            if _has_fifteen(parse_cards(f"{hand} {starter}")):
                continue
            values.setdefault(reckon(hand, starter).total, []).append(codes)
    if len(values) != 1:
        raise ValueError(f"the hands disagree: {values}")
    (points, hands), = values.items()
    return _counted(points, f"each of the {len(hands)} such hands, {hands[0]} to {hands[-1]}")


def _has_fifteen(cards: tuple[Card, ...]) -> bool:
    n = len(cards)
    return any(sum(pips(cards[i]) for i in range(n) if mask >> i & 1) == FIFTEEN for mask in range(1, 1 << n))


@register
def peg_points(*plays: str, kinds: str = "") -> Quantity:
    """What the last card of a play scores (the cards played since the count began, in order), or
    only its items of some kinds ('run'); with several plays, each must score the same."""
    names = {k.strip() for k in kinds.split(",") if k.strip()}
    scored = [[i for i in peg(p).items if not names or i.kind in names] for p in plays]
    totals = [sum(i.points for i in items) for items in scored]
    if len(set(totals)) != 1:
        raise ValueError("the plays disagree: " + ", ".join(f"{p} = {t}" for p, t in zip(plays, totals)))
    words = sorted({", ".join(i.words for i in items) or "nothing" for items in scored})
    return _counted(totals[0], f"{'; '.join(words)}: {' / '.join(plays)}" if len(plays) > 1 else words[0])


@register
def last_card_points(played: str) -> Quantity:
    """The point for the last card of a play that ends short of thirty-one."""
    item = last_card(played)
    return _counted(item.points if item else 0, item.words if item else "thirty-one instead")


@register
def longest_run_in_play(variant: str) -> Quantity:
    """The longest run that can be scored in the play of one game (never past thirty-one, from the
    cards the two players hold after laying out)."""
    g = variant_named(variant)
    n = longest_run(g.hand_size)
    return _counted(n, f"ace to {number_words(n)} at {g.name}, {2 * g.hand_size} cards in play")


@register
def heels_points(starter: str) -> Quantity:
    """What the dealer scores when this card is turned up as the start."""
    item = heels(parse_cards(starter)[0])
    return _counted(item.points if item else 0, item.words if item else "nothing")


ROUNDS = {"five-card": 1, "six-card": 2, "seven-card": 3}  # "once round ... twice ... thrice" (line 39)
HOLES_IN_A_ROW = 30  # "a double row of holes, thirty in each" (line 39)


@register
def game_by_board(variant: str) -> Quantity:
    """The points of a game counted on the board: up the outer and down the inner row of thirty holes,
    once, twice or thrice round, and then the game-hole (line 39)."""
    rounds = ROUNDS[variant_named(variant).name]
    points = rounds * 2 * HOLES_IN_A_ROW + 1
    times = {1: "once", 2: "twice", 3: "thrice"}[rounds]
    return _counted(points, f"{times} round two rows of {number_words(HOLES_IN_A_ROW)} holes, and the game-hole")


@register
def three_for_last(variant: str) -> Quantity:
    """What the non-dealer scores at the deal, as a set-off for the first deal (the engine's rule)."""
    return _counted(variant_named(variant).three_for_last, f"{variant_named(variant).name} cribbage")

"""The stud poker requests (Practical Poker, "Varieties of Poker"): a deal by the seed, round by round, with the
first say and one player's chances ("stud"); and the chance of finishing with each class from the cards seen
("stud-chances"). The engine is hoyle.poker.stud."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, cast

from hoyle.api.poker import _rule_names, _value_answer
from hoyle.api.reading import Cards, Operation, cards_field, cards_value, house_rules, only_fields
from hoyle.cards import Card, no_card_twice, parse_cards
from hoyle.errors import CardError, Refusal, RequestError
from hoyle.inputs import whole_number
from hoyle.poker import stud as stud_mod
from hoyle.poker.odds import fraction_text
from hoyle.poker.rules import CLASS_TITLES, STANDARD, HouseRules

if TYPE_CHECKING:
    from hoyle.api.answers import (
        ClassId,
        ErrorAnswer,
        StudAnswer,
        StudBeats,
        StudChances,
        StudChancesAnswer,
        StudClassChance,
        StudRound,
        StudSeat,
        StudShowdown,
        StudShowing,
    )

DEFAULT_PLAYERS = 5
FIELDS = ("seed", "players", "round", "seat", "rules")
CHANCES_FIELDS = ("down", "up", "others", "rules")
# What "beats" counts, as the answer says it.
BEATS_WORDS = ("how often your five cards beat, at the end, the hand of the player whose hand showing is best against you: every way "
               "the cards you have not seen may fall counted alike, his down card and the cards still to come to you both among them")
TIE_RULE = "two hands showing alike: the player nearer the dealer\u2019s left speaks first (the editor\u2019s rule; the book does not say)"


@dataclass(frozen=True)
class StudRequest:
    """A stud deal ("stud"): `players` (2 to 8) dealt by the `seed`, as far as `round` (1 to 4 up cards; at 4 the down
    cards are turned up), with the chances of the player at `seat` (1, the dealer's left, to `players`, the dealer)."""

    seed: int = 1
    players: int = DEFAULT_PLAYERS
    round: int = stud_mod.UP_ROUNDS
    seat: int = 1
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> StudRequest:
        only_fields(request, FIELDS)
        seed = whole_number(request.get("seed", 1), "the seed", 0, stud_mod.MAX_SEED, "bad-seed")
        players = whole_number(request.get("players", DEFAULT_PLAYERS), "the number of players", stud_mod.MIN_PLAYERS, stud_mod.MAX_PLAYERS,
                               "bad-players")
        rnd = whole_number(request.get("round", stud_mod.UP_ROUNDS), "the round (the up cards dealt)", 1, stud_mod.UP_ROUNDS)
        seat = whole_number(request.get("seat", 1), "the seat", 1, stud_mod.MAX_PLAYERS)
        if seat > players:
            raise RequestError(f"the seat is 1 (the dealer's left) to {players} (the dealer) at a table of {players}, not {seat}")
        return cls(seed, players, rnd, seat, house_rules(request))


@dataclass(frozen=True)
class StudChancesRequest:
    """The chance of finishing with each class ("stud-chances"): the player's `down` card, his `up` cards (1 to 4)
    and the `others`' up cards (as many each as his; up to 7 players), the rest of his cards from the cards unseen."""

    down: Cards
    up: Cards
    others: tuple[Cards, ...] = ()
    rules: HouseRules = STANDARD

    @classmethod
    def read(cls, request: dict) -> StudChancesRequest:
        only_fields(request, CHANCES_FIELDS)
        down = cards_field(request, "down")
        up = cards_field(request, "up")
        others = request.get("others", "")
        if isinstance(others, str):  # one player a line, or players divided by "/"
            players: list[Cards] = [o.strip() for o in others.replace("/", "\n").splitlines() if o.strip()]
        elif isinstance(others, list):
            players = [cards_value(o, "others") for o in others]
        else:
            raise RequestError("\"others\" must be the other players' up cards: text with \"/\" between players, such as "
                               "\"Kh 9c / 7d 7s\", or a list of such texts, one a player")
        if len(players) > stud_mod.MAX_PLAYERS - 1:  # counted before any card is read
            raise CardError("wrong-count", f"\"others\": a stud table has at most {stud_mod.MAX_PLAYERS - 1} other players, not {len(players):,}")
        return cls(down, up, tuple(players), house_rules(request))


# --- the answers ---------------------------------------------------------------------------------------------------

def _showing(seat: int, value: stud_mod.Showing) -> StudShowing:
    return {"seat": seat + 1, "up": [c.code for c in value.cards], "class": value.klass, "words": value.words,
            "rank": [value.key[0], *value.ranks]}


def _seats(seats) -> str:
    names = [f"seat {s + 1}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def why(r: stud_mod.Round) -> str:
    """Why the first say goes where it does: "the king showing speaks first", "the best hand showing is his, pair of
    kings, with nine", or the tie rule."""
    best = r.showing[r.first_say]
    if len(r.equal) == 1:
        return f"the {best.words} showing speaks first" if len(best.cards) == 1 else f"the best hand showing is his, {best.words}"
    return (f"{_seats(r.equal)} show hands alike ({best.words}): seat {r.first_say + 1}, nearest the dealer\u2019s left, speaks first "
            "(the editor\u2019s rule; the book does not say)")


def _round(r: stud_mod.Round) -> StudRound:
    return {"round": r.number, "showing": [_showing(s, v) for s, v in enumerate(r.showing)], "first_say": r.first_say + 1,
            "equal": [s + 1 for s in r.equal], "why": why(r)}


def _chances(c: stud_mod.Chances, up: int, against_seat: int | None) -> StudChances:
    classes: list[StudClassChance] = []
    for klass, ways in c.ways.items():
        f = c.chance(klass)
        classes.append({"class": cast("ClassId", klass), "name": CLASS_TITLES[klass], "ways": ways, "chance": fraction_text(f),
                        "percent": round(100 * float(f), 2)})
    beats: StudBeats | None = None
    if c.against is not None and c.versus is not None and against_seat is not None:
        v = c.versus
        share, tie = Fraction(v.beats, v.total), Fraction(v.ties, v.total)
        beats = {"against": c.against.words, "seat": against_seat, "ways": v.beats, "ties": v.ties, "cases": v.total,
                 "chance": fraction_text(share), "percent": round(100 * float(share), 2), "tie_percent": round(100 * float(tie), 2),
                 "counted": BEATS_WORDS}
    return {"round": up, "to_come": c.to_come, "unseen": c.unseen, "total": c.total, "classes": classes, "beats": beats}


def stud(request: StudRequest) -> StudAnswer | ErrorAnswer:
    """A stud deal by the seed, as far as the round asked: each seat's up cards, the first say after each round and
    why, the chances of the player at `seat` after each round with a card still to come (the first three), and at the
    end the down cards and the winners."""
    rules, n, me = request.rules, request.players, request.seat - 1
    d = stud_mod.deal(n, request.seed, rules)
    done = request.round == stud_mod.UP_ROUNDS
    seats: list[StudSeat] = [{"seat": s + 1, "dealer": s == n - 1, "down": h[0].code if (done or s == me) else None,
                              "up": [c.code for c in h[1:1 + request.round]]} for s, h in enumerate(d.hands)]
    chances: list[StudChances] = []
    for r in d.rounds[:min(request.round, stud_mod.UP_ROUNDS - 1)]:  # the rounds with a card still to come
        up = d.hands[me][1:1 + r.number]
        others = tuple(h[1:1 + r.number] for s, h in enumerate(d.hands) if s != me)
        c = stud_mod.chances(d.hands[me][0], up, others, rules)
        best_other = max(r.showing[s] for s in range(n) if s != me)
        against = next(s for s in range(n) if s != me and r.showing[s] == best_other)
        chances.append(_chances(c, r.number, against + 1))
    showdown: StudShowdown | None = None
    if done:
        showdown = {"hands": [_value_answer(v, rules) for v in d.values], "winners": [s + 1 for s in d.winners]}
    return {
        "players": n, "seed": request.seed, "round": request.round, "seat": request.seat, "rules": _rule_names(rules),
        "next_round": None if done else request.round + 1, "next_seed": request.seed + 1 if request.seed < stud_mod.MAX_SEED else 0,
        "seats": seats, "rounds": [_round(r) for r in d.rounds[:request.round]], "chances": chances, "showdown": showdown,
        "tie_rule": TIE_RULE,
    }


def _cards(text: Cards, field: str, what: str) -> tuple[Card, ...]:
    """The cards of one field, a refusal naming it (`what`) and carrying its key."""
    try:
        return parse_cards(text)
    except Refusal as e:
        raise e.in_field(field, what) from None


def stud_chances(request: StudChancesRequest) -> StudChancesAnswer | ErrorAnswer:
    """The chance of a stud player's five cards ending in each class, given his down card, his up cards and the
    other players' up cards; and how often his five cards beat, at the end, the hand of the player whose hand showing is
    best against him."""
    rules = request.rules
    down = _cards(request.down, "down", "the down card")
    if len(down) != 1:
        raise CardError("wrong-count", f"the down card is one card, not {len(down)}")
    up = _cards(request.up, "up", "the up cards")
    if not 1 <= len(up) <= stud_mod.UP_ROUNDS:
        raise CardError("wrong-count", f"the up cards are one to four, not {len(up)}")
    others = tuple(_cards(o, "others", f"player {i + 2}'s up cards") for i, o in enumerate(request.others))
    no_card_twice([down, up, *others], ["the down card", "the up cards", *(f"player {i + 2}'s up cards" for i in range(len(others)))])
    c = stud_mod.chances(down[0], up, others, rules)
    against = None
    if others:
        best = max(stud_mod.showing(o, rules) for o in others)
        against = next(i + 2 for i, o in enumerate(others) if stud_mod.showing(o, rules) == best)
    return {"down": down[0].code, "up": [x.code for x in up], "others": [[x.code for x in o] for o in others], "rules": _rule_names(rules),
            "showing": _showing(0, stud_mod.showing(up, rules)), "chances": _chances(c, len(up), against)}


OPERATIONS: dict[str, Operation[Any]] = {
    "stud": Operation(StudRequest.read, stud),
    "stud-chances": Operation(StudChancesRequest.read, stud_chances),
}

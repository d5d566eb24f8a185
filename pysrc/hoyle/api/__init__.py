"""The one facade: a JSON-shaped request in, a JSON-shaped answer out. It never raises.

The browser worker, the command line and the build-time prerender all answer through
`handle`, so a page, a link and a terminal always agree. Every request is read here, never in a
game: its size and shape (`hoyle.inputs`), then its fields, each named in the error when it is wrong
(`reading`), by one module for each family of games (`poker`, `cribbage`, `rounds`). Each op is an
`Operation`: its `read` turns the JSON-shaped request into the op's own frozen request type (such as
`poker.HoldsRequest`), once, before any game sees it, and its `answer` answers that typed request; a
refusal by the op carries the cards of the request that could be read ("in_use", by `IN_USE`).

>>> handle({"op": "hand", "cards": "As Kd 10h 10c 4s"})["description"]
'A pair of tens, with ace, king and four'

Fields, one rule for every op: a field is given with a value, or left out for its default. null is no value: it is
refused in every field, at any depth ('"deals" is null: give it a value, or leave it out'); only an item of a list may be
null where the op says so (a seat of the simulator's "hands", dealt as usual). A field the op does not take is refused by
name with the fields it takes, and so is a key an object inside the request does not take (Vingt-un's "rules", a player,
a stake, a custom strategy); a field that does not apply to the rest of the request is refused by name, saying why
(equal cards under Blind Hookey's first method, a seed where nothing is dealt or sampled); a blank text is no value there.
A card that is not one, or one given twice, names its field as its box is labelled ("the dead cards: 'Zz' is not a
card ..."), the answer carrying the field ("field") and the problem in its own words ("problem"): `CARD_FIELDS`. The
worker's own "view" and "stream" are passed over by every op but the simulator.

Operations (the poker ops take an optional "rules": "blaze,joker" or a list of rule names):

- hand {cards}: the value of five cards.
- showdown {hands: [cards, ...] or one hand a line}: 2 to 8 hands, the winners and the rule that decided.
- odds {}: the pat hands of every class and division, with the odds against.
- draw {cards, hold, dead?, target?}: the exact outcomes of one draw.
- holds {cards, dead?, target?, order?, opponents?, come_in?}: all 32 ways of holding, best first (by
  default by the share of the pot against 3 other players who came in on any pair: hoyle.poker.advice; the other
  players, opponents and come_in, only for that order, "win").
- simulate {...}: the seeded draw simulator (read by hoyle.api.simulate; see hoyle.poker.simulate), answered at once or in
  parts (`stream`): game draw (the default), straight or stud;
  jackpot true for jack-pots, progressive true for progressive jacks (queens after a deal not opened, then kings, aces, jacks;
  progression "step-down" to come down from aces by kings and queens).
- rules {}: the house rules and classes the engine knows.
- crib {cards, starter, crib?, variant?}: a cribbage hand or crib with the starter, itemized.
- peg {cards}: what the last card played scores at cribbage.
- peg-advice {cards, plays?, seen?, held?}: which card to play at cribbage: each card's points now, the expectation
  of the opponent's best answer (exact over every hand he may hold of the cards unseen), the chance he must say
  "Go", and the balance (hoyle.cribbage.pegging).
- play {pone, dealer, plays?, variant?}: the play of two cribbage hands scored turn by turn.
- show-practice {seed?, cards?, starter?, crib?, variant?, claim?, fifteens?, pairs?, runs?, flush?, nob?, hands?, right?,
  missed?}: practice at counting the show: the hand the seed deals (when no cards are given; the seed, only then) or the
  cards given, and the reader's claim (one number, or points for each kind of item) checked item by item, with
  the muggins and the running score after it (hoyle.cribbage.practice).
- play-practice {seed?, plays?, claim?, fifteens?, thirty_one?, pairs?, runs?, hands?, right?, missed?}: practice
  at the play: the cards played since the count began, dealt by the seed (or given), and the reader's claim
  for the last of them checked as the show's is (hoyle.cribbage.practice, play.peg).
- draw-practice {seed?, cards?, hold?, check?, opponents?, come_in?, hands?, best?, given?}: practice at the
  draw: the hand the seed deals (or the cards given) and, once checked, the reader's hold weighed against
  the best of the 32 by the chance of the best hand at the table, with the running score after it
  (hoyle.poker.draw_practice; "given" is the points of the pot given up so far, two decimal places).
- averages {} (no field, not even "rules"): Foster's table of averages, each row with the book's figure, the
  median of each exact draw heads up, and his six-hand experiment as the simulator's settings
  (hoyle.poker.averages).
- layout {cards, dealer?, crib?, variant?, opponent?}: every lay-out of a dealt cribbage hand, best first
  (with the crib's expectation unless crib is false; with the crib, opponent "sensible" adds the crib as the
  opponent makes it laying out his own best two, over a seeded sample of his hands).
- commerce {hands}: three-card hands at Commerce ranked, the winners and the rule.
- commerce-worth {cards, others?, pack?, deals?, seed?}: a hand at Commerce at the deal, before any trading: how often
  each combination is dealt from the pack of 52 or 32 (exact), and how the hand fares against 1 to 16 other hands
  (exact against one; a seeded sample with its interval against more, its deals and seed) (hoyle.rounds.commerce.against).
- vingt-un {dealer, players, rules?}: a round of Vingt-un settled against the dealer.
- vingt-un-advice {cards, dealer?, seen?, stands?}: draw, stand or divide at Vingt-un, each choice's expectation
  exact over the cards unseen, the dealer drawing to his rule (stands on 15 to 18, 17 by default: the excerpt does
  not say) and holding no natural; when the pack may run out, a hand with no card left to draw stands as it is
  (hoyle.rounds.vingt_un_advice).
- vingt-un-strategy {stands?, rules?}: Vingt-un's whole strategy on the two cards dealt, against each card the dealer
  may show or none, and what a round is worth to the dealer against 2 to 8 players under the pool's agreements (the
  penalty and the share of ties; the privilege of a natural passes between the players only): exact
  over one pack, kept as data for each reading of the dealer's rule (hoyle.rounds.vingt_un_table).
- hookey {method, dealer, ...}: a round of Blind Hookey settled (see hoyle.api.rounds).
- hookey-worth {method?, players? (the first method's), ties? (the second's)}: what a round of Blind Hookey is worth,
  exactly over the pack: the dealer's
  gain on every stake, how many stakes beat him, and by the first method the chance he loses all round (the deal
  passes), the rounds of a deal and his gain over it, for 1 to 12 players (hoyle.rounds.hookey.worth).
- straight {cards, players?, dead?, deals?, seed?}: a pat hand at straight poker, with no draw: exactly how many
  of one other player's hands it beats, ties and loses to, and among `players` hands from one pack (default 5,
  the book's "five-hand game") its share of the pools over `deals` seeded deals (three players or more), with a 95%
  interval (hoyle.poker.straight).
- limits {first?, rule?, raises?, ante?, players?}: progressive limits: A and B doubling in turn from the first bet,
  each bet the most the rule ("whole", "last" or "with-ante") allows, and the most a jack-pot of these antes may be
  opened for (hoyle.poker.limits).
- progressive {players?, ante?, fatten?}: progressive jack-pots (Law 63): deal by deal, jacks, queens, kings, aces
  and down again, the chance that one of 2 to 8 hands from one pack holds openers (exact, every deal counted; a
  seeded sample with its interval only where a count were missing), the chance the pot waits
  that long, and the pool as each player fattens it (hoyle.poker.progressive).
- pot-odds {pot, bet, cards, hold?, dead?, target?, rules?} or {pot, bet, against}: the odds the table lays you (the pot
  to your bet) against the odds against your draw (counted exactly, or given as "4 to 1"), whether coming in pays by
  Foster's reckoning, the break-even pot and the fewest chips that pay (hoyle.poker.pot_odds).
- stud {seed?, players?, round?, seat?, rules?}: a stud deal by the seed (2 to 8 players, default 5), one card down and
  then up cards round by round, as far as `round` (1 to 4 up cards, default 4, the end): each seat's hand showing, the
  first say after each round (the best hand showing; hands alike: the seat nearest the dealer's left, the editor's rule)
  and why, the chances of the player at `seat` after each round, and at the end the down cards and the winners; no
  betting, everyone stays (hoyle.poker.stud).
- stud-chances {down, up, others?, rules?}: the exact chance of a stud player's five cards ending in each class, given
  his down card, his up cards (1 to 4) and the other players' up cards ("Kh 9c / 7d 7s", as many each as his), and how
  often they beat, at the end, the hand of the player whose hand showing is best against him (his down card and the
  cards to come unseen: every way of dealing them counted; hoyle.poker.stud_versus).
- whisky {cards?, widow?, seen?, players?, seat?, deals?, seed?, rules?}: a turn at whisky poker: every choice (with the
  widow face up: knock, take the whole widow, or exchange one card for one of its cards; not yet turned: take it unseen,
  pass, or knock), each with the hand it leaves, its exact share of the pool against one other hand dealt from the
  cards not seen, and its share among `players` over `deals` seeded deals (three or more); with no cards, the hands and the widow
  dealt by the seed in the book's order, and the turn of the player at `seat` (hoyle.poker.whisky).
- stakes {players, rules?}: a pool at table stakes divided by Foster's rule of the sight: each player {name, stake,
  put, dropped?, cards or rank} or a line "B 8 8 Ks Kd 9c 9h 3s"; the first pool and the side pools, who may win each
  and who does, each player's net, and each pool explained in Foster's terms (hoyle.poker.stakes).
- freeze-out {players, counters?, deals?, corner?}: a freeze-out's standings: each deal's net results ("5 -20 15"),
  who is frozen out after which deal, the order of retirement and the survivor who wins all the stakes.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from hoyle.api import cribbage as _cribbage
from hoyle.api import limits as _limits
from hoyle.api import poker as _poker
from hoyle.api import pot_odds as _pot_odds
from hoyle.api import progressive as _progressive
from hoyle.api import rounds as _rounds
from hoyle.api import stakes as _stakes
from hoyle.api import straight as _straight
from hoyle.api import stud as _stud
from hoyle.api import whisky as _whisky
from hoyle.api.reading import MOST_SCORE, InParts, Operation, cards_in_use, error, is_error, refusal_answer, refuse_null, strings
from hoyle.cards import parse_cards
from hoyle.errors import Refusal, RequestError
from hoyle.inputs import check_json_text, check_shape
from hoyle.quote import echo

if TYPE_CHECKING:  # the answers' types (hoyle.api.answers), for readers and type checkers only
    from hoyle.api.answers import Answer, ErrorAnswer

T = TypeVar("T")

__all__ = ["MOST_SCORE", "OPERATIONS", "IN_PARTS", "INTERNAL", "Operation", "answer_of", "answer_read", "caught", "error",
           "handle", "handle_json", "parts_of", "parts_read", "read_json", "refusal_answer", "stream"]


# op -> its Operation: the request read (and its fields of cards, CARD_FIELDS, below), then answered
OPERATIONS: dict[str, Operation[Any]] = {**_poker.OPERATIONS, **_cribbage.OPERATIONS, **_rounds.OPERATIONS, **_straight.OPERATIONS,
                                          **_limits.OPERATIONS, **_pot_odds.OPERATIONS, **_whisky.OPERATIONS,
                                          **_stakes.OPERATIONS, **_stud.OPERATIONS, **_progressive.OPERATIONS}
# op -> its InParts: the ops that also answer in parts (`stream`), their requests read as their Operations read them
IN_PARTS: dict[str, InParts[Any]] = {**_poker.IN_PARTS}


# The fields of each op's request that hold the reader's cards, whose cards a refusal names as in use (so a
# widget greys them in its picker), and whether the joker is one of the game's cards. A field that lists
# players gives the cards each holds (the first of the keys named after it that a player has).
IN_USE: dict[str, tuple[tuple[str | tuple[str, ...], ...], bool]] = {
    "hand": (("cards",), True),
    "showdown": (("hands",), True),
    "crib": (("cards", "starter"), False),
    "show-practice": (("cards", "starter"), False),
    "layout": (("cards",), False),
    "play": (("pone", "dealer"), False),
    "peg-advice": (("cards", "plays", "seen"), False),
    "play-practice": (("plays",), False),
    "holds": (("cards",), True),
    "draw-practice": (("cards",), True),
    "commerce": (("hands",), True),
    "commerce-worth": (("cards",), True),
    "vingt-un": (("dealer", ("players", "cards", "hands")), True),
    "vingt-un-advice": (("cards", "dealer", "seen"), True),
    "hookey": (("dealer", ("players", "bottom"), "packets"), True),
    "straight": (("cards", "dead"), True),
    "whisky": (("cards", "widow", "seen"), True),
    "stud-chances": (("down", "up", "others"), True),
    "pot-odds": (("cards", "dead"), True),
    "stakes": ((("players", "cards"),), True),
}


# The fields of each op that hold cards, each as its box is labelled: every card in them is read once the op has read
# its request, before it is answered, so that a card that is not one, or one given twice, is refused as that field's
# ("the dead cards: 'Zz' is not a card ..."), with the field's key ("field") and the problem in its own words
# ("problem"). (A value that is not text is the op's own reader's to refuse; a list of hands or players is named by the
# game, "hand 2: ...".) The cards to hold are read with the hand, where a hold needs one (`reading.field_error`).
CARD_FIELDS: dict[str, dict[str, str]] = {
    "hand": {"cards": "the five cards"},
    "draw": {"cards": "the five cards", "hold": "the cards to hold", "dead": "the dead cards"},
    "holds": {"cards": "the five cards", "dead": "the dead cards"},
    "draw-practice": {"cards": "the five cards"},
    "pot-odds": {"cards": "the five cards", "dead": "the dead cards"},
    "straight": {"cards": "the five cards", "dead": "the dead cards"},
    "whisky": {"cards": "your hand", "widow": "the widow", "seen": "the cards seen"},
    "stud-chances": {"down": "the down card", "up": "the up cards"},
    "crib": {"cards": "the hand", "starter": "the start"},
    "show-practice": {"cards": "the hand", "starter": "the start"},
    "layout": {"cards": "the cards dealt"},
    "peg": {"cards": "the cards played"},
    "play": {"pone": "the pone's hand", "dealer": "the dealer's hand", "plays": "the cards played"},
    "play-practice": {"plays": "the cards played"},
    "peg-advice": {"cards": "your hand", "plays": "the count", "seen": "what you have seen"},
    "commerce-worth": {"cards": "the hand"},
    "vingt-un": {"dealer": "the dealer's hand"},
    "vingt-un-advice": {"cards": "the hand", "dealer": "the dealer's card", "seen": "what you have seen"},
    "hookey": {"dealer": "the bottom card of the dealer's packet"},
}


def read_card_fields(request: dict) -> None:
    """Read every card of the request's card fields (CARD_FIELDS), a refusal naming its field."""
    for name, words in CARD_FIELDS.get(str(request.get("op")), {}).items():
        value = request.get(name)
        if strings(value):
            try:
                parse_cards(value)
            except Refusal as e:
                raise e.in_field(name, words) from None


def _naming_cards(operation: Operation[Any]) -> Operation[Any]:
    """The operation, its request read as before and then its fields of cards (`read_card_fields`)."""
    def read(request: dict) -> Any:
        typed = operation.read(request)
        read_card_fields(request)
        return typed

    return dataclasses.replace(operation, read=read)


OPERATIONS.update({op: _naming_cards(OPERATIONS[op]) for op in CARD_FIELDS})


def in_use_of(request: dict) -> list[str]:
    """The cards of a request that can be read, in the fields of its op that hold the reader's cards (IN_USE)."""
    op = request.get("op")
    fields, jokers = IN_USE.get(op, ((), True)) if isinstance(op, str) else ((), True)
    texts = []
    for field in fields:
        name, *keys = (field,) if isinstance(field, str) else field
        value = request.get(name, "")
        if keys and isinstance(value, list):  # players: the cards each holds
            texts += [next((p[k] for k in keys if k in p), "") for p in value if isinstance(p, dict)]
        else:
            texts.append(value)
    return cards_in_use(texts, jokers)


INTERNAL = ("the engine failed on this request: that is a fault in the engine, not in what you gave. "
            "Please report the cards and settings that caused it.")


def caught(work: Callable[[Any], T], request) -> T | ErrorAnswer:
    """An entry point's one catch-all: work(request)'s answer; a Refusal (`hoyle.errors`: of the cards, the
    rules or the request) as its error answer; any other exception as "internal", a fault in the engine
    (never a traceback)."""
    try:
        return work(request)
    except Refusal as e:
        return refusal_answer(e)
    except Exception:  # the facade never raises: a bug becomes an answer, not a traceback
        return error("internal", INTERNAL)


NOT_A_REQUEST = "a request is a JSON object such as {\"op\": \"hand\", \"cards\": \"As Kd 10h 10c 4s\"}"


def answer_of(request) -> Answer:
    """The answer to one request. A request its op refuses is answered with its error and the cards of it that
    were read ("in_use"); one that is not a request of a known op raises RequestError (`handle` catches it)."""
    if not isinstance(request, dict):
        raise RequestError(NOT_A_REQUEST)
    check_shape(request)
    return answer_read(request)


def answer_read(request: dict) -> Answer:
    """`answer_of` for a request whose shape has been checked (`hoyle.inputs.check_shape`): the web's `answer` checks
    it once, as it comes, and asks here."""
    op = request.get("op")
    if not isinstance(op, str) or op not in OPERATIONS:
        known = ", ".join(sorted(OPERATIONS))
        what = f"unknown operation {echo(op)}" if isinstance(op, str) else ("no operation given" if op is None else f"the operation is "
                                                                                                                    f"{echo(op)}, not a name")
        raise RequestError(f"{what}: the engine knows {known}", "unknown-op")
    try:
        refuse_null(request)
        answer = OPERATIONS[op](request)
    except Refusal as e:
        answer = refusal_answer(e)
    if is_error(answer) and op in IN_USE:
        answer["in_use"] = in_use_of(request)
    return answer


def parts_of(request) -> Iterator[Mapping[str, Any]]:
    """A long request's answers in parts: an iterator of answers, the last with "done": true (so far only "simulate":
    `IN_PARTS`, its request read as its `Operation` reads it); raises a Refusal for a request that is wrong (`stream`
    catches it)."""
    if not isinstance(request, dict):
        raise RequestError(NOT_A_REQUEST)
    check_shape(request)
    return parts_read(request)


def parts_read(request: dict) -> Iterator[Mapping[str, Any]]:
    """`parts_of` for a request whose shape has been checked, as `answer_read` is `answer_of`'s."""
    op = request.get("op")
    if not isinstance(op, str) or op not in IN_PARTS:
        raise RequestError("only the simulator answers in parts", "no-stream")
    refuse_null(request)
    return IN_PARTS[op](request)


def handle(request) -> Answer:
    """Answer one request, e.g. {"op": "hand", "cards": "As Ks Qs Js 10s"}; never raises."""
    return caught(answer_of, request)


def stream(request) -> Iterator[Mapping[str, Any]] | ErrorAnswer:
    """A long request answered in parts (`parts_of`), or an error answer if the request is wrong; never raises."""
    return caught(parts_of, request)


def read_json(text):
    """A request from JSON text, its size and depth checked before it is parsed; raises RequestError."""
    if not isinstance(text, str):
        raise RequestError("a request is JSON text")
    check_json_text(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        raise RequestError(f"the request is not JSON: {_json_problem(e)}", "bad-json") from None


def _json_problem(e: Exception) -> str:
    """What json.loads found wrong, without the reader's text (a JSONDecodeError says where)."""
    if isinstance(e, json.JSONDecodeError):  # its message may end in "at" ("Unterminated string starting at")
        return f"{e.msg.removesuffix(' at')} at line {e.lineno}, column {e.colno}"
    return "it could not be read"


def handle_json(text: str) -> str:
    """`handle` over JSON text, for the worker and the command line."""
    try:
        request = read_json(text)
    except Refusal as e:
        return json.dumps(error(e.code, e.message), ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)

"""Reading a request's fields: cards, house rules, flags, counts and seeds, each named in the error
when it is wrong (the numbers and choices themselves are read by `hoyle.inputs`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeGuard, TypeVar, cast

from hoyle.cards import parse_what_you_can, split_cards
from hoyle.errors import Refusal, RequestError, RuleError
from hoyle.inputs import flag, number_text, whole_number
from hoyle.poker.rules import RULE_NAMES, HouseRules, RuleSettings
from hoyle.quote import echo, oddity
from hoyle.words import percent  # noqa: F401  (the answers' percentages: the ops import it from here)

if TYPE_CHECKING:  # the answers' types (hoyle.api.answers), for readers and type checkers only
    from hoyle.api.answers import Answer, ErrorAnswer


Cards = str | list[str]  # cards as a reader gives them ("As Kd 10h" or ["As", "Kd", "10h"]), read by the game
R = TypeVar("R")


class _NotGiven:
    """A field left out of a request, where null is a value to refuse rather than a field left out."""

    def __repr__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = _NotGiven()


@dataclass(frozen=True)
class Operation(Generic[R]):
    """An operation of the facade: how its request is read (the JSON-shaped fields into its own typed request,
    every field checked, and named when it is wrong, before any game sees it) and how that typed request is
    answered. The command line, the widgets and the tests may build a typed request themselves."""

    read: Callable[[dict], R]
    answer: Callable[[R], Answer]

    def __call__(self, request: dict) -> Answer:
        return self.answer(self.read(request))


@dataclass(frozen=True)
class InParts(Generic[R]):
    """An operation of the facade that also answers in parts (a long one: the simulator's many deals): its request
    read as its `Operation` reads it, then answered as an iterator of answers, the last with "done": true."""

    read: Callable[[dict], R]
    parts: Callable[[R], Iterator[Mapping[str, Any]]]

    def __call__(self, request: dict) -> Iterator[Mapping[str, Any]]:
        return self.parts(self.read(request))


def error(code: str, message: str, **extra: Any) -> ErrorAnswer:
    """An error answer: {"error": {"code": ..., "message": ...}} plus any context (the keys ErrorAnswer declares)."""
    return cast("ErrorAnswer", {"error": {"code": code, "message": message}, **extra})


def refusal_answer(e: Refusal, **extra: Any) -> ErrorAnswer:
    """A refusal as its error answer; a refusal of one field carries the field ("field") and the problem in its own
    words ("problem"), as `field_error` gives them."""
    if e.field is None:
        return error(e.code, e.message, **extra)
    answer = error(e.code, e.message, field=e.field, **extra)
    answer["error"]["problem"] = e.problem or e.message
    return answer


def is_error(answer: Mapping[str, Any]) -> TypeGuard[ErrorAnswer]:
    """Whether an answer is a refusal (every refusal, and no other answer, has "error")."""
    return "error" in answer


# A request's fields as a message names them when the problem is that field's alone.
FIELD_WORDS = {"hold": "the cards to hold"}


def field_error(code: str, field: str, problem: str, **extra: Any) -> ErrorAnswer:
    """An error in one field of a request: its message names the field ("the cards to hold: 9s is held but is
    not in the hand ..."), and the answer carries the field ("field") and the problem in its own words
    ("problem"), so that a page which names the field itself reads no message text."""
    return cast("ErrorAnswer", {"error": {"code": code, "message": f"{FIELD_WORDS[field]}: {problem}", "problem": problem}, "field": field, **extra})


def _listed(names) -> str:
    """Names quoted and listed: '"a"', '"a" and "b"', '"a", "b" and "c"'."""
    quoted = [f'"{n}"' for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def unknown_keys(value: Mapping, takes: tuple[str, ...], what: str, code: str = "bad-request") -> None:
    """Refuse, by name, a key of an object that it does not take, with what it takes: `what` names the object
    ("the vingt-un request", "player 2 of \"players\"", "\"rules\"")."""
    unknown = sorted(k for k in value if k not in takes)
    if unknown:
        more = f" and {len(unknown) - 3:,} more" if len(unknown) > 3 else ""
        offered = f"takes {', '.join(chr(34) + t + chr(34) for t in takes)}" if takes else "takes no field"
        raise RequestError(f"unknown field{'s' if len(unknown) > 1 else ''} {', '.join(echo(k) for k in unknown[:3])}{more}: "
                           f"{what} {offered}", code)


_NAME = re.compile(r"[a-z_]{1,24}")  # a field's name as the ops write theirs; any other key is the reader's, quoted by `echo`


def _where(path: tuple[str | int, ...]) -> str:
    """A place in a request in words: '"deals"', '"tie_share" of "rules"', '"stake" of item 2 of "players"'."""
    return " of ".join(f"item {key + 1}" if isinstance(key, int) else f'"{key}"' if _NAME.fullmatch(key) else echo(key)
                       for key in reversed(path))


def refuse_null(request: dict) -> None:
    """null is no value, in any field of any op: a field is given, or left out for its default. Refused by the place it is
    in, at any depth ('"tie_share" of "rules" is null'); an item of a list may be null where the op says so (a seat of
    the simulator's "hands" dealt as usual). The worker's own "view" and "stream" are its to read."""
    todo: list[tuple[tuple[str | int, ...], Any]] = [((k,), v) for k, v in request.items() if k not in ("op", "view", "stream")]
    while todo:
        path, value = todo.pop(0)
        if value is None and isinstance(path[-1], str):
            raise RequestError(f"{_where(path)} is null: give it a value, or leave it out")
        if isinstance(value, dict):
            todo += [((*path, k), v) for k, v in value.items()]
        elif isinstance(value, list):
            todo += [((*path, i), v) for i, v in enumerate(value)]


def only_fields(request: dict, fields: tuple[str, ...]) -> None:
    """Refuse, by name, any field of the request that its op does not take (besides "op", and the worker's own
    "view" and "stream", which every op but the simulator passes over)."""
    op = request.get("op")
    unknown_keys({k: v for k, v in request.items() if k not in ("op", "view", "stream")}, fields,
                 f"the {op} request" if isinstance(op, str) else "the request")


def not_applying(request: Mapping, fields: tuple[str, ...], why: str) -> None:
    """Refuse, by name, a field given that does not apply to the request as the rest of it stands, saying why
    (`why` ends the sentence: '"ties" does not apply to the first method: ...'). A blank text is no value (a form's
    empty box), so it is passed over."""
    given = [f for f in fields if f in request and not (isinstance(request[f], str) and not request[f].strip())]
    if given:
        raise RequestError(f"{_listed(given)} {'does' if len(given) == 1 else 'do'} not apply {why}")


def strings(value) -> bool:
    """Whether a parameter is a string or a list of strings (the forms cards and rules take)."""
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))


def cards_field(request: dict, name: str, required: bool = True):
    """Cards a request gives under `name`, as text or a list of texts ("" when not required and absent)."""
    if name not in request:
        if required:
            raise RequestError(f"the {request['op']} request needs \"{name}\"")
        return ""
    return cards_value(request[name], name)


def any_given(cards: Cards) -> bool:
    """Whether any card is given (text with a card in it, or a list that is not empty): if none, a practice deals."""
    return bool(split_cards(cards) if isinstance(cards, str) else cards)


def cards_value(value, name: str) -> Cards:
    """A field's value, if it is cards: text or a list of texts (else refused, naming the field)."""
    if not strings(value):
        raise RequestError(f"\"{name}\" must be cards, as text like \"As Kd 10h\" or a list of such texts")
    return value


def cards_in_use(texts, jokers: bool = True) -> list[str]:
    """The cards that can be read in texts of cards (each a string, a list of strings, or a list of lists of
    them; "|" divides hands and "/" lines, as in the round games' boxes), each once and in order: the cards
    a widget greys in its picker beside an error, so that a reader sees which of his cards were read.
    The joker is left out where it is not one of the game's cards (`jokers` false)."""
    found: list[str] = []
    for text in texts:
        for item in text if isinstance(text, list) else [text]:
            if isinstance(item, list):
                item = " ".join(x for x in item if isinstance(x, str))
            if isinstance(item, str):
                found += [c.code for c in parse_what_you_can(item.replace("|", " ").replace("/", " "))
                          if (jokers or not c.is_joker) and c.code not in found]
    return found


def house_rules(request: Mapping, wrong: str | None = None) -> HouseRules:
    """The poker house rules asked for ("rules": "blaze,joker" or a list of names; left out, none). A value of another
    kind is refused by name, or in the op's own words (`wrong`: the simulator's)."""
    value = request.get("rules", "")
    if not strings(value):
        raise RequestError(wrong or f"\"rules\" must be a string like \"blaze,joker\" or a list of rule names, not {echo(value)}")
    return rules_named(value)


def rules_named(names: str | Iterable[str]) -> HouseRules:
    """The house rules by their names (`RULE_NAMES`, the book's synonyms among them, in any case): text like
    "blaze,joker" (the names divided by commas or spaces) or a list of names; none, the standard game. A name the
    engine does not know is refused, with the names it knows.

    >>> rules_named("blaze,joker").names
    ('blaze', 'joker')
    """
    if isinstance(names, str):
        names = [n for n in names.replace(" ", ",").split(",") if n]
    settings: RuleSettings = {}
    for name in names:
        key = name.strip().lower()
        if key not in RULE_NAMES:
            raise RuleError("unknown-rule", f"{echo(name)} is not a house rule{oddity(name)}; the rules are: {', '.join(RULE_NAMES)}")
        settings.update(RULE_NAMES[key])
    return HouseRules(**settings)


def flag_field(request: dict, name: str, default: bool) -> bool:
    """A true-or-false field (a checkbox), `default` when absent."""
    return flag(request.get(name, default), f"\"{name}\"")


def count_field(request: dict, name: str, what: str, most: int) -> int:
    """A whole number of the request, blank or absent as 0."""
    value = request.get(name, 0)
    if isinstance(value, str) and not number_text(value):
        return 0
    return whole_number(value, what, 0, most)


MOST_SCORE = 1_000_000  # hands practised, or points missed, in one running score


def practice_seed(request: dict, most: int, give: str, dealt: str = "a hand") -> int:
    """The seed a practice deals by, when no cards are given (`give`: the cards to give instead)."""
    seed_value = request.get("seed", "")
    if isinstance(seed_value, str) and not number_text(seed_value):
        raise RequestError(f"give {give}, or a seed to deal {dealt} (Deal me one picks one)", "no-cards")
    return whole_number(seed_value, "the seed", 1, most)

"""Whether a JSON-shaped value is of a type: `conforms` names each way it falls short, by its place.

| what                                 | the function                                                          |
|--------------------------------------|-----------------------------------------------------------------------|
| whether a value conforms to a type   | `conforms(value, tp)`: the problems, each named by its place          |
| a TypedDict's keys                   | `keys_of(tp)`: each key's type, and the keys a value must give        |

The answers are JSON: a number is an `int` or a `float`, never a `bool`, and an array is a `list`; an object
of a TypedDict gives every key it must and no other.
"""

from enum import Enum
from functools import lru_cache
from types import NoneType, UnionType
from typing import Any, Literal, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict

_SCALARS = {  # a JSON scalar's type, and whether a value is of it (a bool is not an int, nor an int a float)
    NoneType: lambda v: v is None,
    None: lambda v: v is None,
    bool: lambda v: type(v) is bool,
    int: lambda v: type(v) is int,
    float: lambda v: type(v) is float,
    str: lambda v: isinstance(v, str),
}


def conforms(value: object, tp: object, where: str = "answer") -> list[str]:
    """The ways a JSON-shaped value falls short of a type (a TypedDict, list, dict, tuple, union, Literal, StrEnum, str,
    int, float, bool or None), each named by its place; [] when it conforms. A bool is not a number, nor a tuple a list.

    >>> conforms([1, True, 2.0], list[int])
    ['answer[1]: True (a bool) is not int', 'answer[2]: 2.0 (a float) is not int']
    """
    origin = get_origin(tp)
    if tp is Any or tp is object:
        return []
    if origin in (Required, NotRequired):
        return conforms(value, get_args(tp)[0], where)
    if origin in (Union, UnionType):
        return _either(value, get_args(tp), where)
    if origin is Literal:
        ok = any(_alike(value, choice) and value == choice for choice in get_args(tp))
        return [] if ok else [f"{where}: {_shown(value)} is not one of {', '.join(map(repr, get_args(tp)))}"]
    if is_typeddict(tp):
        return _record(value, tp, where)
    if origin in (list, tuple, dict):
        return _container(value, tp, origin, where)
    if isinstance(tp, type) and issubclass(tp, Enum):
        ok = any(_alike(value, m.value) and value == m.value for m in tp)
        return [] if ok else [f"{where}: {_shown(value)} is not a {tp.__name__} ({', '.join(repr(m.value) for m in tp)})"]
    if tp in _SCALARS:
        return [] if _SCALARS[tp](value) else [f"{where}: {_shown(value)} is not {_named(tp)}"]
    raise TypeError(f"conforms cannot check {tp!r}")


def _alike(value: object, choice: object) -> bool:
    """Whether a value is of the kind of a Literal's choice (True is not 1, nor 1.0 one)."""
    if isinstance(choice, str):
        return isinstance(value, str)
    return type(value) is type(choice)


@lru_cache(maxsize=None)
def keys_of(tp) -> tuple[dict, frozenset]:
    """A TypedDict's keys with their declared types (NotRequired kept), and the keys a value of it must give."""
    hints = get_type_hints(tp, include_extras=True)
    required = set(tp.__required_keys__)
    for key, hint in hints.items():
        if get_origin(hint) is NotRequired:
            required.discard(key)
        elif get_origin(hint) is Required:
            required.add(key)
    return hints, frozenset(required)


def _record(value: object, tp, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: {_shown(value)} is not an object ({tp.__name__})"]
    hints, required = keys_of(tp)
    problems = [f"{where}: missing key {key!r}" for key in hints if key in required and key not in value]
    problems += [f"{where}: undeclared key {key!r}" for key in value if key not in hints]
    for key, item in value.items():
        if key in hints:
            problems += conforms(item, hints[key], f"{where}.{key}")
    return problems


def _container(value: object, tp, origin, where: str) -> list[str]:
    args = get_args(tp)
    if origin is dict:
        if type(value) is not dict:
            return [f"{where}: {_shown(value)} is not an object"]
        keys, items = args or (Any, Any)
        problems = []
        for key, item in value.items():
            problems += conforms(key, keys, f"{where} key") + conforms(item, items, f"{where}[{key!r}]")
        return problems
    if origin is list:
        if type(value) is not list:
            return [f"{where}: {_shown(value)} is not a list"]
        kinds = [args[0] if args else Any] * len(value)
    else:  # a tuple: a JSON array of fixed length (or of any length, tuple[X, ...])
        if not isinstance(value, (list, tuple)):
            return [f"{where}: {_shown(value)} is not an array"]
        if len(args) == 2 and args[1] is Ellipsis:
            kinds = [args[0]] * len(value)
        elif len(args) != len(value):
            return [f"{where}: {len(value)} items, not {len(args)}"]
        else:
            kinds = list(args)
    return [problem for i, (item, kind) in enumerate(zip(value, kinds)) for problem in conforms(item, kind, f"{where}[{i}]")]


def _either(value: object, arms: tuple, where: str) -> list[str]:
    """A union: [] if any arm conforms; else the problems of the nearest arm of the value's own kind."""
    tries = [(arm, conforms(value, arm, where)) for arm in arms]
    if any(not problems for _, problems in tries):
        return []
    kin = [problems for arm, problems in tries if _kin(value, arm)]
    if kin:
        return min(kin, key=len)
    return [f"{where}: {_shown(value)} is not {' | '.join(_named(arm) for arm in arms)}"]


def _kin(value: object, tp) -> bool:
    """Whether a value is of the JSON kind of a type (an object of a TypedDict, a list of a list[...]), if wrong inside."""
    origin = get_origin(tp) or tp
    if is_typeddict(tp) or origin is dict:
        return isinstance(value, dict)
    return origin in (list, tuple) and isinstance(value, (list, tuple))


def _named(tp) -> str:
    if tp is None or tp is NoneType:
        return "None"
    if isinstance(tp, type) and not get_args(tp):
        return tp.__name__
    return repr(tp).replace("typing.", "")


def _shown(value: object) -> str:
    """A value as a problem quotes it, with its JSON kind."""
    kind = ("null" if value is None else "a bool" if isinstance(value, bool) else "an int" if isinstance(value, int) else
            "a float" if isinstance(value, float) else "a string" if isinstance(value, str) else "a list" if isinstance(value, list) else
            "an object" if isinstance(value, dict) else f"a {type(value).__name__}")
    text = repr(value)
    return f"{text if len(text) <= 40 else text[:37] + '...'} ({kind})"

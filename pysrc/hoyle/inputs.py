"""Reading what a reader sends: its size and shape, whole numbers, choices, and quoting it back.

Everything a request carries came from outside (a form, a link, a terminal, a script) and is
hostile until checked. The facade checks a request's size and shape before any game sees it
(`check_json_text` on the text, `check_shape` on the object), so a request nested thousands deep
or a megabyte long is refused before it is read; every number and choice is read here, so each
says the same thing when it is wrong; and `echo` quotes a reader's text back short and with its
invisible characters shown, so an error message never carries markup it did not escape, a
control character, or a page of junk.

>>> whole_number("20,000", "deals", 1, 1_000_000)
20000
"""

from __future__ import annotations

import math
import re
from array import array
from collections.abc import Iterable
from itertools import accumulate
from typing import TypeVar

from hoyle.errors import RequestError
from hoyle.quote import echo, oddity

MAX_JSON_CHARS = 65_536  # a request's JSON text; a form's request is a few hundred characters
MAX_DEPTH = 10  # objects and lists inside one another; the deepest request the engine reads is 6
MAX_ITEMS = 2_000  # values in one request, all told
MAX_TEXT = 4_000  # characters in one string
MAX_STAKE = 1_000_000  # counters on one stake or penalty (the round games)


# A JSON string, closed or running to the end of the text (an unterminated one is then found broken
# by the parser, not counted as brackets). Unrolled ("normal* (special normal*)*"), so the scan is
# linear: every character is read once, whatever the quotes and backslashes.
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # one deeper, one out (-1 as a signed byte)


def deepest(text: str) -> int:
    """How deep the brackets of JSON text go, outside its strings, in linear time (in C, not a loop
    in Python: a 65,536-character text is read in a few milliseconds)."""
    steps = array("b")
    steps.frombytes(_NOT_BRACKETS.sub("", _STRINGS.sub("", text)).encode("ascii").translate(_STEPS))
    return max(accumulate(steps, initial=0))


def check_json_text(text: str) -> None:
    """Refuse JSON text that is too long or nested too deep, before it is parsed into objects."""
    if len(text) > MAX_JSON_CHARS:
        raise RequestError(f"the request is {len(text):,} characters long; the engine reads at most {MAX_JSON_CHARS:,}",
                           "too-large")
    if deepest(text) > MAX_DEPTH:
        raise RequestError(f"the request has objects or lists more than {MAX_DEPTH} deep", "too-large")


def check_shape(value) -> None:
    """Refuse anything but JSON's own values, nested at most MAX_DEPTH deep, MAX_ITEMS in all."""
    todo = [(value, 1)]
    items = 0
    while todo:
        v, depth = todo.pop()
        items += 1
        if items > MAX_ITEMS:
            raise RequestError(f"the request holds more than {MAX_ITEMS:,} values", "too-large")
        if isinstance(v, (dict, list, tuple)):
            if depth > MAX_DEPTH:
                raise RequestError(f"the request has objects or lists more than {MAX_DEPTH} deep", "too-large")
            if isinstance(v, dict):
                if not all(isinstance(k, str) for k in v):
                    raise RequestError("the names in a request are text")
                todo.extend((x, depth + 1) for x in v.values())
            else:
                todo.extend((x, depth + 1) for x in v)
        elif isinstance(v, str):
            if len(v) > MAX_TEXT:
                raise RequestError(f"a value of {len(v):,} characters is too long: the engine reads at most {MAX_TEXT:,}",
                                   "too-large")
        elif isinstance(v, float):
            if not math.isfinite(v):
                raise RequestError("a number in the request is not finite (NaN or Infinity)")
        elif not (v is None or isinstance(v, (bool, int))):
            raise RequestError(f"a request holds text, numbers, true, false, null, lists and objects, not {type(v).__name__}")


_FULL_WIDTH_DIGITS = str.maketrans({chr(0xFF10 + d): str(d) for d in range(10)})
_NUMBER = re.compile(r"-?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)")
# The spaces a number may have around it: the ASCII ones, and no others. The page reads a link's number
# with the same set (link.js, NUMBER_SPACES) before it decides whether a run waits for the reader's Run, so
# the two readings agree; str.strip() would also take U+001C-U+001F and U+0085, which the page's trim() keeps.
NUMBER_SPACES = " \t\n\r\f\v"


def number_text(value: str) -> str:
    """A number's text without the spaces around it (NUMBER_SPACES only)."""
    return value.strip(NUMBER_SPACES)


def whole_number(value, what: str, low: int, high: int, code: str = "bad-number") -> int:
    """A whole number from `low` to `high`: a JSON integer, or text of ASCII (or full-width) digits,
    with or without thousands commas ("20,000"); anything else is named in the error."""
    span = f"from {low:,} to {high:,}"
    if isinstance(value, str):
        text = number_text(value).translate(_FULL_WIDTH_DIGITS)
        if not _NUMBER.fullmatch(text):
            if not text:
                raise RequestError(f"{what} is blank: give a whole number {span}", code)
            raise RequestError(f"{what} must be a whole number {span}; {echo(value)} is not one{oddity(value)}", code)
        number = int(text.replace(",", "")) if len(text) <= 40 else 10**40  # too long to read: out of range, not quoted
    elif isinstance(value, int) and not isinstance(value, bool):
        number = value
    else:
        raise RequestError(f"{what} must be a whole number {span}, not {echo(value)}", code)
    if not low <= number <= high:
        raise RequestError(f"{what} must be {span}; {echo(number) if abs(number) < 10**40 else 'the number given'} is out of range", code)
    return number


_DECIMAL = re.compile(r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]{0,2})?|\.[0-9]{1,2}")


def hundredths(value, what: str, high: int, code: str = "bad-number") -> int:
    """A number from 0 to `high` with at most two decimal places ("12.34", "12", ".5"), read exactly
    and returned in hundredths; blank is 0. Anything else is named in the error."""
    span = f"from 0 to {high:,}, with at most two decimal places"
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise RequestError(f"{what} must be a number {span}, not {echo(value)}", code)
    text = number_text(value).translate(_FULL_WIDTH_DIGITS)
    if not text:
        return 0
    if len(text) > 40 or not _DECIMAL.fullmatch(text):
        raise RequestError(f"{what} must be a number {span}; {echo(value)} is not one{oddity(value)}", code)
    whole, _, part = text.replace(",", "").partition(".")
    number = int(whole or "0") * 100 + int((part + "00")[:2])
    if number > high * 100:
        raise RequestError(f"{what} must be {span}; {echo(value)} is out of range", code)
    return number


Word = TypeVar("Word", bound=str)


def choice(value, what: str, choices: Iterable[Word], code: str = "bad-choice") -> Word:
    """One of a few words (a select's options), as the type of the choices (a Literal's words give that
    Literal): anything else is named with the choices."""
    words = list(choices)
    for word in words:
        if value == word and isinstance(value, str):
            return word
    listed = ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
    raise RequestError(f"{what} is {listed}, not {echo(value)}{oddity(value)}", code)


def flag(value, what: str) -> bool:
    """True or false (a checkbox)."""
    if isinstance(value, bool):
        return value
    raise RequestError(f"{what} must be true or false, not {echo(value)}")

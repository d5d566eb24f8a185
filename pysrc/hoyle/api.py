"""The one facade: a JSON-shaped request in, a JSON-shaped answer out. It never raises.

The browser worker, the command line and the build-time prerender all answer through
`handle`, so a page, a link and a terminal always agree.

>>> handle({"op": "hand", "cards": "As Kd 10h 10c 4s"})["description"]
'A pair of tens, with ace, king and four'
"""

from __future__ import annotations

import json

from hoyle.cards import CardError, format_cards, parse_what_you_can
from hoyle.poker.hands import evaluate


def error(code: str, message: str, **extra) -> dict:
    """An error answer: {"error": {"code": ..., "message": ...}} plus any context."""
    return {"error": {"code": code, "message": message}, **extra}


def hand(cards) -> dict:
    """The standard value of a five-card poker hand, in words and as data."""
    try:
        value = evaluate(cards)
    except CardError as e:
        # Name the problem, and say which cards were read, so a widget can show them in use.
        in_use = [c.code for c in parse_what_you_can(cards)]
        return error(e.code, e.message, in_use=in_use)
    return {
        "cards": [c.code for c in value.cards],
        "symbols": format_cards(value.cards, symbols=True),
        "class": value.klass.id,
        "name": value.name,
        "description": value.description,
        "rank": [int(value.klass), *value.ranks],
        "useless": [c.code for c in value.useless],
    }


OPERATIONS = {
    "hand": (hand, ("cards",)),
}


def handle(request) -> dict:
    """Answer one request, e.g. {"op": "hand", "cards": "As Ks Qs Js 10s"}."""
    if not isinstance(request, dict):
        return error("bad-request", "a request is a JSON object such as {\"op\": \"hand\", \"cards\": \"As Kd 10h 10c 4s\"}")
    op = request.get("op")
    if op not in OPERATIONS:
        known = ", ".join(sorted(OPERATIONS))
        return error("unknown-op", f"unknown operation {op!r}: the engine knows {known}")
    function, params = OPERATIONS[op]
    missing = [p for p in params if p not in request]
    if missing:
        return error("bad-request", f"the {op!r} request needs {', '.join(missing)}")
    args = [request[p] for p in params]
    for name, value in zip(params, args):
        if not isinstance(value, (str, list)) or (isinstance(value, list) and not all(isinstance(v, str) for v in value)):
            return error("bad-request", f"{name!r} must be a string like \"As Kd 10h\" or a list of such strings")
    try:
        return function(*args)
    except Exception as e:  # the facade never raises: a bug becomes an answer, not a traceback
        return error("internal", f"the engine failed on this request ({type(e).__name__}: {e})")


def handle_json(text: str) -> str:
    """`handle` over JSON text, for the worker."""
    try:
        request = json.loads(text)
    except (TypeError, ValueError) as e:
        return json.dumps(error("bad-json", f"the request is not JSON: {e}"))
    return json.dumps(handle(request), ensure_ascii=False)


"""One case of the fuzzer (`Case`): how it is sent, what it sends and what its answer must be besides the
invariants; and a stream step's request with the sid of the stream it started put in (`resolve_sid`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Case:
    """One case: how it is sent, and what it sends.

    how: "respond" (the worker's call, JSON text of the request), "handle" (the facade, the object),
    "json" (JSON text through handle_json and respond), or "stream" (steps through respond, in order).
    request: the request (an object), or its JSON text for "json", or for "stream" a list of steps
    {"request": ..., "expect": ...}, where "$sid" (and "$sid:str", "$sid:float", "$sid:list", "$sid:bool",
    "$sid:dict", "$sid:unknown") stands for the sid of the stream the first step started.
    expect: what the answer must be besides the invariants: "" (anything), "refused", or "refused: sid"
    (refused, and the message names "sid").
    """

    family: str
    how: str
    request: object
    expect: str = ""
    note: str = ""


def resolve_sid(value, sid):
    """A stream step's request with "$sid" (and its variants, in `Case`) replaced by the sid of the stream started."""
    if isinstance(value, dict):
        return {k: resolve_sid(v, sid) for k, v in value.items()}
    if not isinstance(value, str) or not value.startswith("$sid"):
        return value
    sid = sid if isinstance(sid, int) else 10**9 + 7
    return {"$sid": sid, "$sid:str": str(sid), "$sid:float": float(sid), "$sid:list": [sid], "$sid:bool": True,
            "$sid:dict": {"sid": sid}, "$sid:unknown": sid + 10**6}[value]

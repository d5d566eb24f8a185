"""Long computations answered in parts: the open streams of one engine (one browser tab), beside the
facade, for any caller that answers requests in parts (the worker, through `hoyle.web.answer`).

`hoyle.api.parts_of` turns a request into an iterator of answers; a `Streams` keeps the open ones by
a number (their "sid"), gives the next part when asked, and forgets a stream when it ends, fails,
is stopped, is left unasked for `EXPIRE_SECONDS`, or is the oldest of more than `MOST_OPEN`. A
number is never given twice, so a late request for a stream that ended is told so, never answered
with another stream's part.

The protocol, on the engine's one `STREAMS`: `start` opens a stream for a request and gives its first
part; {"op": "stream-next", "sid": n} and {"op": "stream-stop", "sid": n} go on with it or end it
(`follow`), each answer with the view it renders as (`hoyle.web`'s name for it).

>>> s = Streams()
>>> sid = s.open(iter([{"done": False}, {"done": True}]), "simulate")
>>> s.step(sid)["done"], s.step(sid)["done"], s.step(sid)["error"]["code"]
(False, True, 'stream-ended')
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import count
from typing import Any

from hoyle import api
from hoyle.errors import RequestError
from hoyle.quote import echo

MOST_OPEN = 8  # streams open at once; opening another forgets the one asked least recently
EXPIRE_SECONDS = 600.0  # a stream not asked for its next part in this time is forgotten

ENDED = "this computation has ended or was stopped; start it again"
INTERNAL = "the engine failed while working this out: that is a fault in the engine, not in what you gave"


@dataclass(slots=True)
class _Open:
    """An open stream."""

    parts: Iterator[Mapping[str, Any]]  # its answers, one a part
    view: str | None  # the view its answers render as
    asked: float  # when its last part was asked for (the clock's time)
    last: Mapping[str, Any] | None = None  # its last part, once it has given one


class Streams:
    """The open streams, by sid."""

    def __init__(self, clock=time.monotonic):
        self._open: dict[int, _Open] = {}
        self._ids = count(1)
        self._clock = clock

    def open(self, parts: Iterator[Mapping[str, Any]], view: str | None) -> int:
        """Keep a new stream; returns its number."""
        self._expire()
        while len(self._open) >= MOST_OPEN:
            oldest = min(self._open, key=lambda sid: self._open[sid].asked)
            del self._open[oldest]
        sid = next(self._ids)
        self._open[sid] = _Open(parts, view, self._clock())
        return sid

    def is_open(self, sid) -> bool:
        """Whether a stream is open."""
        return _is_sid(sid) and sid in self._open

    def view(self, sid) -> str | None:
        """The view a stream's answers render as (None if it is not open)."""
        entry = self._open.get(sid) if _is_sid(sid) else None
        return entry.view if entry else None

    def step(self, sid) -> Mapping[str, Any]:
        """The stream's next part, with its sid; an error answer if the stream is not open."""
        self._expire()
        entry = self._open.get(sid) if _is_sid(sid) else None
        if entry is None:
            return api.error("stream-ended", ENDED)
        entry.asked = self._clock()
        try:
            answer = next(entry.parts)
        except StopIteration:
            self.forget(sid)
            return api.error("stream-ended", ENDED)
        except Exception:  # never a traceback: the error is the answer, and the stream is gone
            self.forget(sid)
            return api.error("internal", INTERNAL)
        if answer.get("done") or "error" in answer:
            self.forget(sid)
        entry.last = answer
        return {**answer, "sid": sid}

    def stop(self, sid) -> Mapping[str, Any] | None:
        """Stop a stream; its last part (None if it was not open or gave none)."""
        entry = self._open.pop(sid, None) if _is_sid(sid) else None
        return entry.last if entry else None

    def forget(self, sid) -> bool:
        """Stop a stream; whether it was open."""
        return _is_sid(sid) and self._open.pop(sid, None) is not None

    def __len__(self) -> int:
        return len(self._open)

    def _expire(self) -> None:
        now = self._clock()
        for sid in [sid for sid, entry in self._open.items() if now - entry.asked > EXPIRE_SECONDS]:
            del self._open[sid]


def _is_sid(sid) -> bool:
    return isinstance(sid, int) and not isinstance(sid, bool)


STREAMS = Streams()  # the engine's open streams (one engine: one browser tab)
FOLLOW_OPS = ("stream-next", "stream-stop")


def start(request: dict, view: str | None, streams: Streams = STREAMS) -> Mapping[str, Any]:
    """Open a stream for a request whose shape has been checked (`hoyle.api.parts_read`) and give its first part;
    raises a Refusal if the request is wrong. `view` is the view its answers render as."""
    return streams.step(streams.open(api.parts_read(request), view))


def follow(request: dict, streams: Streams = STREAMS) -> tuple[Mapping[str, Any], str | None]:
    """A stream-next or stream-stop request: the next part (or the last one, marked "stopped", so a
    page can say so beside its figures), and the view the stream's answers render as."""
    sid = request.get("sid")
    if not _is_sid(sid):  # a sid of the wrong type is named, not told the stream has ended
        raise RequestError(f"\"sid\" is the whole number the computation's first part gave, not {echo(sid)}")
    view = streams.view(sid)
    if request.get("op") == "stream-next":
        return streams.step(sid), view
    last = streams.stop(sid)
    return ({**last, "stopped": True} if last else {"stopped": True}), view

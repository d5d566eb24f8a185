"""HTML for the widgets, from the facade's answers: one renderer for the build and the browser.

At build time the Markdown fence ```hoyle calls `fence`, which renders a widget with its
starting answer (readable with JavaScript off). In the browser the worker calls `respond`,
which answers through the same `hoyle.api` and renders the answer with the same functions,
so a live answer looks exactly like a prerendered one.

Each family of widgets lives in its own module (`poker`, `cribbage`, `rounds`), which gives
`WIDGETS` (fence options -> HTML) and `RENDERERS` (answer, request -> HTML, by the request's
"view", else its "op"), and may give `REQUESTS` (view -> a function that turns a form's flat
fields into the engine's request, which is then what the renderer is given). A long computation is answered in parts: a request with "stream": true
starts it (`hoyle.api` must offer `<op>_stream`), and {"op": "stream-next", "sid": n} or
{"op": "stream-stop", "sid": n} go on with it or end it, so the worker is never busy for long
and the page can stop it between parts.
"""

from __future__ import annotations

import json
from html import escape

from hoyle import api
from hoyle.web.base import (  # noqa: F401  (the names pages and tests use)
    card_html,
    cards_fence,
    error_html,
    figure_html,
    log,
    parse_fence,
    picker_html,
)
from hoyle.web import cribbage as _cribbage
from hoyle.web import poker as _poker
from hoyle.web import rounds as _rounds

WIDGETS: dict = {}
RENDERERS: dict = {}
REQUESTS: dict = {}  # view -> a function turning a form's flat request into the engine's
STREAMS: dict = {}
for _module in (_poker, _cribbage, _rounds):
    WIDGETS.update(_module.WIDGETS)
    RENDERERS.update(_module.RENDERERS)
    REQUESTS.update(getattr(_module, "REQUESTS", {}))


def render(answer: dict, request) -> str:
    """The answer as HTML, by the renderer of the request's view (or op)."""
    key = None
    if isinstance(request, dict):
        key = request.get("view") or request.get("op")
    renderer = RENDERERS.get(key)
    if renderer is None:
        return error_html(answer) if "error" in answer else ""
    return renderer(answer, request)


def _stream_step(sid: int) -> dict:
    entry = STREAMS.get(sid)
    if entry is None:
        return api.error("stream-ended", "this computation has ended or was stopped; start it again")
    parts, request = entry
    try:
        answer = next(parts)
    except StopIteration:
        STREAMS.pop(sid, None)
        return api.error("stream-ended", "this computation has ended")
    except Exception as e:  # never a traceback: the error is the answer
        STREAMS.pop(sid, None)
        return api.error("internal", f"the engine failed on this request ({type(e).__name__}: {e})")
    if answer.get("done") or "error" in answer:
        STREAMS.pop(sid, None)
    return {**answer, "sid": sid}


def answer(request) -> tuple[dict, object]:
    """The facade's answer to a request, streams included; returns (answer, the request it renders as)."""
    if not isinstance(request, dict):
        return api.handle(request), request
    op = request.get("op")
    if op == "stream-next":
        sid = request.get("sid")
        entry = STREAMS.get(sid)
        return _stream_step(sid), (entry[1] if entry else request)
    if op == "stream-stop":
        entry = STREAMS.pop(request.get("sid"), None)
        return {"stopped": True}, (entry[1] if entry else request)
    plain = {k: v for k, v in request.items() if k not in ("stream", "view")}
    adapt = REQUESTS.get(request.get("view"))
    if adapt is not None:  # a form's flat fields as the engine's request, which the renderer is given
        try:
            plain = adapt(plain)
        except Exception as e:  # never a traceback: the error is the answer
            return api.error("bad-request", f"the form could not be read ({type(e).__name__}: {e})"), request
        as_request = {**plain, "view": request.get("view")}
    else:
        as_request = request
    if request.get("stream") is True:
        parts = api.stream(plain)
        if isinstance(parts, dict):  # an error before the first part
            return parts, as_request
        sid = max(STREAMS, default=0) + 1
        STREAMS[sid] = (parts, as_request)
        return _stream_step(sid), as_request
    return api.handle(plain), as_request


def respond(request_json: str) -> str:
    """For the worker: answer a JSON request and render it; returns JSON {"answer": ..., "html": ...}."""
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError) as e:
        bad = api.error("bad-json", f"the request is not JSON: {e}")
        return json.dumps({"answer": bad, "html": error_html(bad)}, ensure_ascii=False)
    result, as_request = answer(request)
    return json.dumps({"answer": result, "html": render(result, as_request)}, ensure_ascii=False)


def fence(source, language, css_class, options, md, **kwargs) -> str:
    """pymdownx.superfences formatter for ```hoyle fences: a widget with its starting answer.

    ```hoyle
    widget: hand
    id: hand
    cards: As Kd 10h 10c 4s
    ```
    """
    try:
        opts = parse_fence(source)
        kind = opts.get("widget")
        if kind not in WIDGETS:
            raise ValueError(f"unknown widget {kind!r}; known: {', '.join(WIDGETS)}")
        return WIDGETS[kind](opts)
    except ValueError as e:
        log.warning("hoyle fence: %s", e)
        return f'<div class="hoyle-error">Widget error: {escape(str(e))}</div>'

"""HTML for the widgets, from the facade's answers: one renderer for the build and the browser.

At build time the Markdown fence ```hoyle calls `fence`, which renders a widget with its
starting answer (readable with JavaScript off): the widget's builder makes the request its form
would send and `prerender` answers and renders it. In the browser the worker calls `respond`.
Both go through `answer` (the facade, `hoyle.api`) and `render`, so a live answer looks exactly
like a prerendered one; a renderer never asks the engine itself.

Each family of widgets lives in its own module (`poker`, `cribbage`, `rounds`), which gives
`WIDGETS` (fence options -> HTML) and `RENDERERS` (answer -> HTML, by the request's "view", else its
"op": a renderer is given the answer and nothing else), and may give `OPS` (view -> the op it
renders, when they differ) and `REQUESTS` (view -> a function that turns a form's flat fields into
the engine's request). A long computation is answered in parts (`hoyle.streams`): a request with
"stream": true starts it, and {"op": "stream-next", "sid": n} or {"op": "stream-stop", "sid": n} go
on with it or end it, so the worker is never busy for long and the page can stop it between parts.
A "view" must be one of `VIEW_OPS`, asked of the op it renders.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from html import escape
from typing import Any

from hoyle import api, streams
from hoyle.errors import Refusal, ViewError
from hoyle.inputs import check_shape, flag
from hoyle.quote import echo
from hoyle.web import cribbage as _cribbage
from hoyle.web import limits as _limits
from hoyle.web import progressive as _progressive
from hoyle.web import poker as _poker
from hoyle.web import pot_odds as _pot_odds
from hoyle.web import practice as _practice
from hoyle.web import rounds as _rounds
from hoyle.web import simulator as _simulator
from hoyle.web import stakes as _stakes
from hoyle.web import straight as _straight
from hoyle.web import stud as _stud
from hoyle.web import whisky as _whisky
from hoyle.web.base import (  # noqa: F401  (the names pages and tests use)
    card_html,
    cards_fence,
    error_html,
    figure_html,
    log,
    parse_fence,
    picker_html,
)

WIDGETS: dict = {}
RENDERERS: dict = {}  # view -> renderer (answer -> HTML)
REQUESTS: dict = {}  # view -> a function turning a form's flat request into the engine's
VIEW_OPS: dict = {}  # view -> the op whose answers it renders
for _module in (_poker, _simulator, _cribbage, _rounds, _practice, _straight, _limits, _pot_odds, _whisky, _stakes, _stud, _progressive):
    WIDGETS.update(_module.WIDGETS)
    RENDERERS.update(_module.RENDERERS)
    REQUESTS.update(getattr(_module, "REQUESTS", {}))
    VIEW_OPS.update({view: getattr(_module, "OPS", {}).get(view, view) for view in _module.RENDERERS})


def _view(request) -> str | None:
    """The view a request's answer renders as: its "view", else the view named after its op (if any)."""
    if not isinstance(request, dict):
        return None
    view = request.get("view")
    if view is None:
        op = request.get("op")
        return op if isinstance(op, str) and VIEW_OPS.get(op) == op else None
    return view if isinstance(view, str) and view in VIEW_OPS else None


def render(answer: Mapping[str, Any], view: str | None) -> str:
    """The answer as HTML, by the renderer of its view (None: an error shown plainly, by no widget's view)."""
    renderer = RENDERERS.get(view)
    if renderer is None:
        return error_html(answer) if "error" in answer else ""
    return renderer(answer)


def _check_view(request: dict) -> None:
    """A view must be one the widgets have, asked of the op it renders."""
    view = request.get("view")
    if view is None:
        return
    if not isinstance(view, str) or view not in VIEW_OPS:
        raise ViewError(f"no widget shows {echo(view)}: the views are {', '.join(sorted(VIEW_OPS))}")
    if request.get("op") != VIEW_OPS[view]:
        raise ViewError(f"the {view} view shows answers of the {VIEW_OPS[view]} operation, not of {echo(request.get('op'))}")


def answer(request) -> tuple[Mapping[str, Any], str | None]:
    """The facade's answer to a request, streams included; returns (answer, the view it renders as).
    Never raises: its one catch-all (the facade's functions below it raise, and are not caught again)."""
    if not isinstance(request, dict):
        return api.handle(request), None
    view = None  # until the request is read: an error then is shown plainly, by no widget's view
    try:
        check_shape(request)
        if request.get("op") in streams.FOLLOW_OPS:
            return streams.follow(request)
        _check_view(request)
        streaming = flag(request.get("stream", False), '"stream"')  # "true", 1 or [true] are named, not taken as false
        plain = {k: v for k, v in request.items() if k not in ("stream", "view")}
        view = _view(request)
        adapt = REQUESTS.get(request.get("view"))
        if adapt is not None:  # a form's flat fields as the engine's request
            try:
                plain = adapt(plain)
            except Refusal as e:  # a field no form sends as it is: named, with the cards the form's boxes hold
                return api.refusal_answer(e, in_use=api.in_use_of(plain)), view
            check_shape(plain)  # the engine's request the form's fields made: a request of its own
        return (streams.start(plain, view) if streaming else api.answer_read(plain)), view
    except Refusal as e:
        return api.refusal_answer(e), view
    except Exception:  # never a traceback: the error is the answer
        return api.error("internal", api.INTERNAL), view


def prerender(widget_id: str, view: str, request: dict) -> str:
    """A widget's starting answer at build time, as HTML: the form's own request (with its view) answered
    and rendered by the very `answer` and `render` that `respond` uses, so that the page as built and
    the page live cannot differ. A starting request the engine refuses is logged (the page shows the
    message, as it would live)."""
    result, shown_as = answer({**request, "view": view})
    if "error" in result:
        log.warning("hoyle widget %r: its starting request is refused: %s", widget_id, result["error"]["message"])
    return render(result, shown_as)


def respond(request_json: str) -> str:
    """For the worker: answer a JSON request and render it; returns JSON {"answer": ..., "html": ...}.
    Never raises: a request too large or too deep is refused before it is parsed."""
    try:
        request = api.read_json(request_json)
    except Refusal as e:
        bad = api.error(e.code, e.message)
        return json.dumps({"answer": bad, "html": error_html(bad)}, ensure_ascii=False)
    result: Mapping[str, Any]
    result, view = answer(request)
    try:
        html = render(result, view)
    except Exception:  # a renderer's fault: an answer, not a traceback, and its stream is gone
        if isinstance(result, dict) and "sid" in result:
            streams.STREAMS.forget(result["sid"])
        result = api.error("internal", api.INTERNAL)
        html = error_html(result)
    return json.dumps({"answer": result, "html": html}, ensure_ascii=False)


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

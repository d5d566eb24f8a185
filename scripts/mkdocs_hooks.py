"""MkDocs hooks (mkdocs.yml `hooks:`).

A page with a widget starts the engine from its <head> (assets/hoyle/start.js, an async module), so
the engine's worker starts while the page is still loading, not after Material's scripts have run;
widgets.js imports the same engine.js module and finds the worker started.
"""

from __future__ import annotations

from mkdocs.utils import get_relative_url

MARK = 'class="hoyle-widget'


def on_post_page(output: str, page, config) -> str:
    if MARK not in output or "</head>" not in output:
        return output
    src = get_relative_url("assets/hoyle/start.js", page.url)
    tag = f'<script type="module" async src="{src}"></script>'
    return output.replace("</head>", tag + "</head>", 1)

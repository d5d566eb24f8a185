"""MkDocs hooks (mkdocs.yml `hooks:`).

A page with a widget starts the engine from its <head> (assets/hoyle/start.js, an async module), so
the engine's worker starts while the page is still loading, not after Material's scripts have run;
widgets.js imports the same engine.js module and finds the worker started. A small script before it
marks the page as having JavaScript (html.hoyle-js), so the widgets' forms are laid out from the start.
"""

from __future__ import annotations

from mkdocs.utils import get_relative_url

MARK = 'class="hoyle-widget'


# Set before the body is laid out, so that the widgets' forms (shown only with JavaScript) take their
# place in the first layout: mounting them later would push the text below them down after the
# browser has scrolled to a linked passage. If no widget has mounted ten seconds after the page
# loaded (widgets.js failed), the page goes back to its JavaScript-free look.
EARLY = ('<script>document.documentElement.classList.add("hoyle-js");'
         'addEventListener("load",function(){setTimeout(function(){'
         'if(!document.querySelector(".hoyle-widget:not([data-engine=static])"))'
         'document.documentElement.classList.remove("hoyle-js")},10000)})</script>')


def on_post_page(output: str, page, config) -> str:
    if MARK not in output or "</head>" not in output:
        return output
    src = get_relative_url("assets/hoyle/start.js", page.url)
    tag = f'{EARLY}<script type="module" async src="{src}"></script>'
    return output.replace("</head>", tag + "</head>", 1)

"""The site's Content-Security-Policy, written into a built site: a meta tag at the top of every page's
<head> and a `_headers` file (Netlify, Cloudflare Pages) at its root.

    python -m scripts.site.csp site     (scripts/site/finish.py calls apply(site) as its last step)

The policy is as strict as the engine allows (issue 24); what each source is for, and what Chromium said
without it (tests/browser/test_csp.py checks every page under it, sent as a header):
- script-src: the site's own files, and the inline scripts the built pages have, each by its SHA-256 hash
  (Material's, whose text differs with a page's depth, and overrides/main.html's); nothing else inline, no
  eval. 'wasm-unsafe-eval' lets the engine's worker compile Pyodide's WebAssembly; without it the engine
  never starts: "CompileError: WebAssembly.instantiateStreaming(): Compiling or instantiating WebAssembly
  module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed
  source of script". Pyodide needs nothing more: no 'unsafe-eval', no blob: or data: workers or modules.
- style-src: the site's own files, and the style attributes the pages carry (Markdown's aligned table
  cells, style="text-align: right;") by hash under 'unsafe-hashes' ("Applying inline style violates the
  following Content Security Policy directive 'style-src 'self''" without it); no other inline style.
- img-src: the site's own and data: URLs: Material's stylesheet draws its icons from data: SVGs ("Loading
  the image 'data:image/svg+xml;...' violates the following Content Security Policy directive: "img-src
  'self'"" without it).
- Every page gets the same policy, the union of what all of them need: Material's instant navigation keeps
  the first page's <meta> policy while it swaps in the others' content and reruns their inline scripts.
- `_headers` sends that policy to every path, with what a meta policy cannot carry (frame-ancestors). A
  worker takes its policy from its own response, never from the page's meta: with the meta alone the
  engine's worker and the service worker run under no policy; with `_headers`, under this one (the
  worker needs 'wasm-unsafe-eval' there; the pages themselves would not, but one rule for "/*" cannot
  tell them apart, and a host joins every rule that matches a path, so a narrower one cannot relax it).

A page with an inline event handler (onclick=...) or a javascript: link would need 'unsafe-hashes' for
scripts: apply refuses it (ValueError) rather than weaken the policy.
"""

from __future__ import annotations

import base64
import hashlib
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

META_NAME = "Content-Security-Policy"
HEADERS_FILE = "_headers"
# JavaScript, as a <script type> (https://html.spec.whatwg.org/#javascript-mime-type), and modules
SCRIPT_TYPES = {"", "module", "text/javascript", "application/javascript", "application/ecmascript", "text/ecmascript"}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "data"}
# What a meta policy cannot carry (CSP3: frame-ancestors, report-uri and sandbox are ignored in <meta>)
HEADER_ONLY = ["frame-ancestors 'none'"]
OTHER_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY"}
META = re.compile(r'[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?')
HEAD = re.compile(r"<head\b[^>]*>(\s*?([ \t]*)<meta charset=[^>]*>)?", re.I)


def sha256(text: str) -> str:
    """A CSP hash source for a script's or a style attribute's text."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


class _Inline(HTMLParser):
    """What a page runs or styles inline: its inline scripts' texts, its <style> elements' and style
    attributes' texts, and what would need 'unsafe-hashes' for scripts (event handlers, javascript: URLs)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self.unhashable: list[str] = []
        self._script: list[str] | None = None
        self._style: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        for name, value in attrs:
            if name == "style" and value is not None:
                self.styles.append(value)
            elif name.startswith("on") or (name in URL_ATTRIBUTES and (value or "").strip().lower().startswith("javascript:")):
                self.unhashable.append(f"<{tag} {name}={value!r}>")
        if tag == "style":
            self._style = []
        if tag == "script" and "src" not in values and (values.get("type") or "").strip().lower() in SCRIPT_TYPES:
            self._script = []

    def handle_data(self, data):
        for text in (self._script, self._style):
            if text is not None:
                text.append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._script is not None:
            self.scripts.append("".join(self._script))
            self._script = None
        if tag == "style" and self._style is not None:
            self.styles.append("".join(self._style))
            self._style = None


def inline(html: str) -> _Inline:
    parser = _Inline()
    parser.feed(html)
    parser.close()
    return parser


def pages(site: Path) -> list[Path]:
    return sorted(Path(site).rglob("*.html"))


def directives(script_hashes, style_hashes) -> list[str]:
    """The meta policy's directives, for these hashes (sorted, so a build writes the same policy)."""
    styles = " 'unsafe-hashes' " + " ".join(sorted(style_hashes)) if style_hashes else ""
    return [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' " + " ".join(sorted(script_hashes)),
        "style-src 'self'" + styles,
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    ]


def policy(site: Path) -> str:
    """The policy every page of a built site carries: the union of what its pages run and style inline."""
    scripts, styles, unhashable = set(), set(), []
    for page in pages(site):
        found = inline(_without_meta(page.read_text(encoding="utf-8")))
        scripts.update(sha256(s) for s in found.scripts)
        styles.update(sha256(s) for s in found.styles)
        unhashable += [f"{page.relative_to(site)}: {u}" for u in found.unhashable]
    if unhashable:
        raise ValueError("inline code the policy would have to allow wholesale:\n" + "\n".join(unhashable))
    return "; ".join(directives(scripts, styles))


def header_policy(meta_policy: str) -> str:
    """The policy `_headers` sends: the meta's and what a meta cannot carry."""
    return "; ".join([meta_policy, *HEADER_ONLY])


def _without_meta(html: str) -> str:
    return META.sub("", html)


def with_meta(html: str, meta_policy: str) -> str:
    """The page with the policy's <meta> first in its <head> (after <meta charset>, which must come in the
    first 1024 bytes), before any script, style sheet or link; an older one replaced."""
    html = _without_meta(html)
    head = HEAD.search(html)
    if head is None:
        raise ValueError("a page without <head>")
    meta = f'\n{head.group(2) or "    "}<meta http-equiv="{META_NAME}" content="{meta_policy}">'
    return html[:head.end()] + meta + html[head.end():]


def headers(meta_policy: str) -> list[tuple[str, str]]:
    """The headers every response carries: the policy and the others (`_headers`, and scripts/site/hosts.py's
    files for Apache and nginx)."""
    return [(META_NAME, header_policy(meta_policy)), *OTHER_HEADERS.items()]


def headers_file(meta_policy: str) -> str:
    """`_headers` (Netlify, Cloudflare Pages): the headers for every path."""
    lines = ["/*", *(f"  {name}: {value}" for name, value in headers(meta_policy))]
    return "\n".join(lines) + "\n"


def apply(site: Path) -> str:
    """Write the policy into a built site (every page's <meta>, and `_headers`); the meta policy written."""
    site = Path(site)
    meta_policy = policy(site)
    for page in pages(site):
        text = page.read_text(encoding="utf-8")
        new = with_meta(text, meta_policy)
        if new != text:
            page.write_text(new, encoding="utf-8")
    (site / HEADERS_FILE).write_text(headers_file(meta_policy), encoding="utf-8")
    return meta_policy


if __name__ == "__main__":
    print(apply(Path(sys.argv[1])))

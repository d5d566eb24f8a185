"""The Content-Security-Policy written into the built site (scripts/site/csp.py, issue 24): every page
carries it first in its <head>, it allows exactly the inline scripts the pages have (by hash) and nothing
inline besides, and `_headers` sends the same policy (with what a meta cannot carry) as serve_static reads
it. The browser's side is tests/browser/test_csp.py."""

import base64
import hashlib
import re

import pytest
from scripts.site import serve_static
from scripts.site import csp

INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)  # the site's inline scripts carry no attribute
ANY_SCRIPT = re.compile(r"<script\b([^>]*)>", re.S)
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def sha256(text):
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def directives(policy: str) -> dict[str, list[str]]:
    found = {}
    for part in policy.split(";"):
        name, *values = part.split()
        found[name] = values
    return found


def sent_policy(site) -> str:
    (csp,) = [v for n, v in serve_static.headers_for(serve_static.read_headers_file(site / "_headers"), "/") if n == "Content-Security-Policy"]
    return csp


def test_every_page_carries_the_policy_first_in_its_head(built_site):
    sent = sent_policy(built_site)
    pages = sorted(built_site.rglob("*.html"))
    assert len(pages) >= 40
    for page in pages:
        html = page.read_text(encoding="utf-8")
        head = html[html.index("<head>"):html.index("</head>")]
        (meta,) = META.findall(html)
        assert meta in head
        # the first element of the head after <meta charset> (still in the first 1024 bytes), before any script
        assert re.match(r'<head>\s*<meta charset="utf-8">\s*<meta http-equiv="Content-Security-Policy"', head), page
        assert html.encode().index(b'<meta charset="utf-8">') < 1024
        assert sent == meta + "; frame-ancestors 'none'", page


def test_the_policy_hashes_exactly_the_inline_scripts_of_the_pages(built_site):
    scripts = set()
    for page in built_site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        scripts |= set(INLINE_SCRIPT.findall(html))
        # every other script is a file of the site's, or Material's configuration (JSON, not run)
        for attrs in ANY_SCRIPT.findall(html):
            assert attrs == "" or 'src="' in attrs or 'type="application/json"' in attrs, (page, attrs)
    assert any(s.startswith('__md_scope=new URL("../..",location)') for s in scripts)  # Material's, by depth
    assert any(s.startswith('document.documentElement.classList.add("hoyle-js")') for s in scripts)  # overrides/main.html
    policy = directives(sent_policy(built_site))
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'", *sorted(sha256(s) for s in scripts)]


def test_the_policy_is_strict(built_site):
    policy = directives(sent_policy(built_site))
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"] and policy["frame-ancestors"] == ["'none'"] and policy["frame-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"] and policy["form-action"] == ["'self'"]
    for name in ("connect-src", "worker-src", "font-src", "manifest-src"):
        assert policy[name] == ["'self'"], name
    assert policy["img-src"] == ["'self'", "data:"]  # Material's icons are data: SVGs in its stylesheet
    # Markdown's aligned table cells are the only inline styles, allowed by their hash
    assert policy["style-src"] == ["'self'", "'unsafe-hashes'", sha256("text-align: right;")]
    everything = " ".join(v for values in policy.values() for v in values)
    assert "'unsafe-inline'" not in everything and "'unsafe-eval'" not in everything and "blob:" not in everything
    assert len(sent_policy(built_site)) < 2000  # Cloudflare Pages' longest header value


def test_headers_sends_the_policy_and_the_others_to_every_path(built_site):
    rules = serve_static.read_headers_file(built_site / "_headers")
    for path in ("/", "/tools/hand-evaluator/?hand=As+Ks+Qs+Js+10s", "/sw.js", "/assets/pyodide/pyodide.asm.wasm", "/missing"):
        headers = dict(serve_static.headers_for(rules, path))
        assert headers["Content-Security-Policy"] == sent_policy(built_site)
        assert headers["X-Content-Type-Options"] == "nosniff" and headers["Referrer-Policy"] == "same-origin"


def small_site(tmp_path):
    page = '<!doctype html>\n<html>\n  <head>\n    <meta charset="utf-8">\n    <script>{}</script>\n  </head>\n  <body>{}</body>\n</html>\n'
    (tmp_path / "a").mkdir()
    (tmp_path / "index.html").write_text(page.format("var a=1", '<td style="text-align: left;">x</td>'))
    (tmp_path / "a" / "index.html").write_text(page.format("var b=&amp;2", '<script type="application/json">{}</script>'))
    return tmp_path


def test_apply_hashes_each_pages_scripts_once_and_again_the_same(tmp_path):
    site = small_site(tmp_path)
    policy = csp.apply(site)
    script_src = directives(policy)["script-src"]
    assert script_src == ["'self'", "'wasm-unsafe-eval'", *sorted([sha256("var a=1"), sha256("var b=&amp;2")])]  # a script's text is not unescaped
    assert directives(policy)["style-src"] == ["'self'", "'unsafe-hashes'", sha256("text-align: left;")]
    first = {p: p.read_text() for p in sorted(site.rglob("*")) if p.is_file()}
    assert csp.apply(site) == policy
    assert {p: p.read_text() for p in sorted(site.rglob("*")) if p.is_file()} == first  # one meta, not two
    assert first[site / "index.html"].count("Content-Security-Policy") == 1


@pytest.mark.parametrize("html", ['<button onclick="go()">go</button>', '<a href="javascript:go()">go</a>'])
def test_apply_refuses_inline_code_it_cannot_hash(tmp_path, html):
    site = small_site(tmp_path)
    (site / "index.html").write_text((site / "index.html").read_text().replace("<body>", "<body>" + html))
    with pytest.raises(ValueError, match="inline code"):
        csp.apply(site)


def test_serve_static_reads_headers_as_netlify_does(tmp_path):
    (tmp_path / "_headers").write_text("# every path\n/*\n  X-A: 1\n  Cache: a\n/tools/*\n  Cache: b\n/:page/x\n  X-B: 2\n")
    rules = serve_static.read_headers_file(tmp_path / "_headers")
    assert serve_static.headers_for(rules, "/") == [("X-A", "1"), ("Cache", "a")]
    assert serve_static.headers_for(rules, "/tools/cribbage/?q=1") == [("X-A", "1"), ("Cache", "a, b")]
    assert serve_static.headers_for(rules, "/tools/x") == [("X-A", "1"), ("Cache", "a, b"), ("X-B", "2")]
    assert serve_static.headers_for(rules, "/a/b/x") == [("X-A", "1"), ("Cache", "a")]  # a placeholder is one segment
    (tmp_path / "_headers").write_text("  X-A: 1\n")
    with pytest.raises(ValueError, match="under a path"):
        serve_static.read_headers_file(tmp_path / "_headers")

"""What a built site needs before it is published, done on the built folder after `mkdocs build`
(or `zensical build`), so that both builds get it and no MkDocs hook is needed.

1. Links to the books' passages in the widgets' built answers are made relative to their page. The
   engine writes them from the site's root (`href="/practical-poker/poker-hands/#:~:text=..."`,
   hoyle.web.base.passage_link), which only works for a site served at the root of its host; the
   widget script makes them relative once it runs, but with JavaScript off, and for a crawler, the
   built page must carry the relative link itself.
2. The site's own scripts and styles (docs/assets/hoyle/) move to a folder named after their content
   (`assets/hoyle-<hash>/`), and every page's references follow: a page always runs the scripts it was
   built with, whichever copy (the network, the browser's cache, the service worker's) it came from,
   and a new build never runs an old page with a newer form.js. The folder is moved whole, so the
   modules' relative imports (./form.js, ../pyodide/, ../engine/, ../../sw.js) stay as they are.
3. The Content-Security-Policy (scripts/site/csp.py): a meta tag on every page and `_headers`.
4. What Apache and nginx must send (scripts/site/hosts.py: every kind of file's MIME type, gzip, the headers of
   `_headers`, the 404 page): `.htaccess` and `_nginx.conf`, from the same policy.
5. The previews (scripts/site/previews.py): every page's Open Graph and Twitter tags, its description, and robots.txt;
   and each law and ruling marked with its short address (scripts/site/short_links.py).
6. The edition (`edition`): the engine's manifest (assets/engine/manifest.json) is given the list of the files
   a reader's offline copy holds (every page, its scripts, styles and images, the search index; not the
   engine's own files, which the manifest names already, nor the e-books) and an id made from their contents.
   The service worker (docs/sw.js) keeps one edition whole in a cache named after that id: a page from it
   always runs with the scripts and the engine it was built with, a new deploy is a new edition fetched in
   the background, and the old one is then deleted whole.

Run as `python -m scripts.site.build` (make build) or through build.build_site (the tests)."""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
import shutil
import sys
from pathlib import Path

ASSETS = "assets/hoyle"
PASSAGE = re.compile(r'(<a class="hoyle-passage[^"]*" href=")/([^"]*)(" data-site-path="\2")')
# A reference to the site's own assets in an attribute: src="../../assets/hoyle/widgets.js",
# href="./assets/hoyle/hoyle.css", src="/sub/path/assets/hoyle/a11y.js" (404.html)
ASSET_REF = re.compile(r'((?:src|href)="[^"]*?)\bassets/hoyle/')


def page_dir(site: Path, html: Path) -> str:
    """The folder of the site that a page's relative links start from ("" for the home page)."""
    rel = html.relative_to(site).as_posix()
    return posixpath.dirname(rel)


def relative_link(from_dir: str, target: str) -> str:
    """`target` (a path from the site's root, with any fragment) as a link relative to the folder `from_dir`."""
    path, hash_, fragment = target.partition("#")
    rel = posixpath.relpath(path or ".", from_dir or ".")
    if path.endswith("/") or not path:
        rel = "./" if rel == "." else rel + "/"
    return rel + hash_ + fragment


def relative_passages(site: Path, html: Path, text: str) -> str:
    if html.name == "404.html":  # served at any address: its links are from the host's root, as MkDocs writes them
        return text
    here = page_dir(site, html)
    return PASSAGE.sub(lambda m: m.group(1) + relative_link(here, m.group(2)) + m.group(3), text)


def content_hash(folder: Path) -> str:
    """A hash of every file in a folder, names and contents."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def hashed_assets(site: Path) -> str:
    """Move assets/hoyle/ to assets/hoyle-<hash>/; its path from the site's root."""
    folder = site / ASSETS
    if not folder.is_dir():
        raise FileNotFoundError(f"{folder} is missing: is this a built site, finished once already?")
    name = f"{ASSETS}-{content_hash(folder)}"
    if (site / name).exists():
        shutil.rmtree(site / name)
    folder.rename(site / name)
    return name


def assets_folder(site: Path) -> str:
    """The path of a finished site's own assets folder from its root ("assets/hoyle-0123456789ab")."""
    found = sorted(p.name for p in (site / "assets").glob("hoyle-*") if p.is_dir())
    if len(found) != 1:
        raise FileNotFoundError(f"expected one assets/hoyle-<hash> folder in {site}, found {found}")
    return f"assets/{found[0]}"


# Not in the offline copy: the engine's files (named by the manifest itself), the search's other languages (an
# English site loads none of them), the e-books (downloads, not pages), source maps, and the hosts' own files.
OFFLINE_SKIP = re.compile(r"^(assets/(pyodide|engine|javascripts/lunr)/|downloads/)|\.map$|\.gz$|^(_headers|\.htaccess|sw\.js|CNAME|robots\.txt)$"
                          r"|\.conf$")
MANIFEST = "assets/engine/manifest.json"


def offline_files(site: Path) -> list[str]:
    """The files of a reader's offline copy, as addresses relative to the site's root (a page as its folder: "tools/")."""
    files = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if OFFLINE_SKIP.search(rel):
            continue
        if path.name == "index.html":
            rel = rel[: -len("index.html")] or "./"
        files.append(rel)
    return files


def edition(site: Path) -> str:
    """Name the edition in the engine's manifest: its offline files and an id of their contents (with the engine's)."""
    manifest_path = site / MANIFEST
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    files = offline_files(site)
    digest = hashlib.sha256(json.dumps([manifest.get("hash"), manifest.get("stdlib"), manifest.get("pyodide")]).encode())
    for rel in files:
        path = site / (rel + "index.html" if rel.endswith("/") else rel) if rel != "./" else site / "index.html"
        digest.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    manifest["edition"] = digest.hexdigest()[:12]
    manifest["files"] = files
    manifest_path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest["edition"]


def is_local_address(site_url: str) -> bool:
    return bool(re.match(r"https?://(127\.0\.0\.1|localhost|\[::1\])(:\d+)?/", site_url or ""))


def finish(site: Path, site_url: str, *, quiet: bool = False, csp: bool = True) -> dict:
    """Finish a built site in place; what was done (for the build's message and the tests). `csp=False` leaves
    the policy out (the Zensical build: its search inserts an inline <style> at run time, which the policy's
    hashes, taken from the built pages, cannot know)."""
    assets = hashed_assets(site)
    pages = passages = 0
    for html in sorted(site.rglob("*.html")):
        text = html.read_text(encoding="utf-8")
        new = relative_passages(site, html, text)
        passages += len(PASSAGE.findall(text))
        new = ASSET_REF.sub(lambda m: f"{m.group(1)}{assets}/", new)
        if new != text:
            html.write_text(new, encoding="utf-8")
            pages += 1
    from . import previews, short_links

    previews.apply(site, site_url)
    previews.robots(site, site_url)
    short_links.apply(site)
    from . import csp as site_csp, hosts as site_hosts  # scripts/site/csp.py: last, on the pages as they will be served

    policy = site_csp.apply(site) if csp else None
    if policy is not None:
        site_hosts.apply(site, site_csp.headers(policy), site_url)
    done = {"assets": assets, "pages": pages, "passages": passages, "policy": policy, "edition": edition(site)}
    if not quiet:
        print(f"finish_site: {assets}/ (content-hashed), {passages} passage links made relative, the Content-Security-Policy on every page "
              f"and in _headers, .htaccess and _nginx.conf (README, Publishing); edition {done['edition']} for the offline copy")
        if is_local_address(site_url):
            print(f"finish_site: this site is built for {site_url}, not for a public address: published anywhere else its "
                  "instant navigation, sitemap and canonical links are wrong. To publish it: make build SITE_URL=https://example.org/path/ "
                  "(README, Publishing).", file=sys.stderr)
    return done

"""What a host must send with the built site, written for each kind of host from one table: the MIME type of
every kind of file the site has (TYPES, which README's "Publishing" lists), gzip for the kinds worth it, and
the headers of `_headers` (scripts/site/csp.py: the Content-Security-Policy and the others).

    python -m scripts.site.hosts site     (every kind of file in a built site: how many, and what it is sent as)

scripts/site/finish.py writes, beside csp.py's `_headers` (Netlify, Cloudflare Pages), into the built site:

- `.htaccess`, which Apache reads from the uploaded folder where `AllowOverride` includes `FileInfo`: an `AddType`
  for every kind, `DEFLATE` for the compressible ones (mod_deflate), the headers (`Header always set`, on errors
  too, with mod_headers: Debian enables it with `a2enmod headers`) and the site's 404 page;
- `_nginx.conf`, which nginx includes inside the `location` that serves the folder (README's snippet): a `types`
  block of every kind, which inside a location replaces the whole map (Debian's own mime.types sends `.mjs` as
  application/octet-stream, and the engine never starts), gzip for the compressible kinds (Debian's nginx.conf
  compresses HTML only), the headers (`add_header ... always`) and the site's 404 page.

Both carry the policy of the pages they were built with: a host reloads them with each upload (Apache reads
`.htaccess` on every request; nginx reads its configuration when it is reloaded).

A kind is a file name's last extension (`gz` for sitemap.xml.gz); the host's own files (HOST_FILES) are none. A
site with a kind TYPES lacks is refused (ValueError): a host would send it as application/octet-stream.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

# Every kind of file the built site has, as the host must send it. JavaScript as text/javascript (RFC 9239): a module,
# a worker or the service worker sent as anything but JavaScript is not run, and `X-Content-Type-Options: nosniff`
# holds a style sheet to text/css; Pyodide compiles its WebAssembly as it arrives only when sent as application/wasm.
TYPES = {
    "html": "text/html",
    "css": "text/css",
    "js": "text/javascript",
    "mjs": "text/javascript",
    "wasm": "application/wasm",
    "json": "application/json",
    "map": "application/json",  # the source maps of Material's scripts and styles
    "xml": "application/xml",  # the sitemap
    "gz": "application/gzip",  # the sitemap, compressed (a file, not an encoding)
    "zip": "application/zip",  # Python's standard library, Pyodide's whole and the trimmed one
    "whl": "application/zip",  # the engine's wheel
    "epub": "application/epub+zip",
    "png": "image/png",  # the icons (scripts/site/home_screen.py) and Material's favicon
    "svg": "image/svg+xml",  # the site's icon, its favicon
    "webmanifest": "application/manifest+json",  # the web app manifest (the edition on a phone's home screen)
    "txt": "text/plain",  # robots.txt (scripts/site/previews.py)
}
# The types sent with gzip (to a request that accepts it); the others are compressed already.
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/wasm", "application/xml", "image/svg+xml",
                "application/manifest+json")
HOST_FILES = ("_headers", ".htaccess", "_nginx.conf")  # read by the host, not by a reader
HTACCESS = ".htaccess"
NGINX = "_nginx.conf"
UNQUOTABLE = re.compile(r'["\\$%\n\r]')  # a variable or a format in nginx's or Apache's quoted values


def compressible(ctype: str) -> bool:
    return ctype.startswith(COMPRESSIBLE)


def kind(name: str) -> str:
    """A file's kind: its name's last extension, lower case ("" for none)."""
    return PurePosixPath(name).suffix[1:].lower()


def kinds(site: Path) -> dict[str, list[Path]]:
    """Every kind of file in a built site, with its files (sorted), the host's own files left out."""
    found: dict[str, list[Path]] = {}
    for path in sorted(p for p in Path(site).rglob("*") if p.is_file() and p.name not in HOST_FILES):
        found.setdefault(kind(path.name), []).append(path)
    return found


def check_kinds(site: Path) -> None:
    unknown = {k: files for k, files in kinds(site).items() if k not in TYPES}
    if unknown:
        raise ValueError("files of a kind without a MIME type (add it to scripts/site/hosts.py TYPES and README, Publishing): "
                         + ", ".join(f"{k or '(no extension)'} ({files[0].relative_to(site)})" for k, files in sorted(unknown.items())))


def by_type() -> dict[str, list[str]]:
    """TYPES the other way round: each type with its kinds, in TYPES's order."""
    found: dict[str, list[str]] = {}
    for ext, ctype in TYPES.items():
        found.setdefault(ctype, []).append(ext)
    return found


def site_path(site: Path) -> str:
    """The path a built site was built for ("/hoyle/"): its sitemap's first address, its home page."""
    loc = re.search(r"<loc>([^<]+)</loc>", (Path(site) / "sitemap.xml").read_text(encoding="utf-8"))
    if loc is None:
        raise ValueError(f"{site}/sitemap.xml names no page")
    path = urlsplit(loc.group(1).strip()).path or "/"
    return path if path.endswith("/") else path + "/"


def _quoted(value: str) -> str:
    if UNQUOTABLE.search(value):
        raise ValueError(f"a header value nginx or Apache would read as more than text: {value!r}")
    return f'"{value}"'


def nginx_conf(headers: list[tuple[str, str]], base: str) -> str:
    """`_nginx.conf`: included inside the location that serves the site (at `base`)."""
    types = [f"    {ctype} {' '.join(exts)};" for ctype, exts in by_type().items()]
    gzip = sorted({t for t in TYPES.values() if compressible(t) and t != "text/html"})  # nginx compresses text/html always
    return "\n".join([
        "# What nginx sends with this site (scripts/site/hosts.py; README, Publishing). Include it inside the location",
        "# that serves this folder, and reload nginx after each upload: the policy changes with the pages.",
        "types {  # inside a location, the whole map: every kind of file the site has",
        *types,
        "}",
        "default_type application/octet-stream;",
        "gzip on;",
        "gzip_vary on;",
        f"gzip_types {' '.join(gzip)};",
        *(f"add_header {name} {_quoted(value)} always;" for name, value in headers),
        f"error_page 404 {base}404.html;",
    ]) + "\n"


def htaccess(headers: list[tuple[str, str]], base: str) -> str:
    """`.htaccess`: Apache's, read where AllowOverride includes FileInfo."""
    gzip = sorted({t for t in TYPES.values() if compressible(t)})
    return "\n".join([
        "# What Apache sends with this site (scripts/site/hosts.py; README, Publishing): read where AllowOverride includes",
        "# FileInfo; the headers need mod_headers (a2enmod headers), the compression mod_deflate.",
        *(f"AddType {ctype} {' '.join('.' + e for e in exts)}" for ctype, exts in by_type().items()),
        "<IfModule mod_deflate.c>",
        f"    AddOutputFilterByType DEFLATE {' '.join(gzip)}",
        "</IfModule>",
        "<IfModule mod_headers.c>",
        *(f"    Header always set {name} {_quoted(value)}" for name, value in headers),
        "</IfModule>",
        f"ErrorDocument 404 {base}404.html",
    ]) + "\n"


def apply(site: Path, headers: list[tuple[str, str]], site_url: str) -> None:
    """Write `.htaccess` and `_nginx.conf` into a built site, for the address it was built for."""
    site = Path(site)
    check_kinds(site)
    base = urlsplit(site_url).path or "/"
    (site / HTACCESS).write_text(htaccess(headers, base), encoding="utf-8")
    (site / NGINX).write_text(nginx_conf(headers, base), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    site = Path((argv if argv is not None else sys.argv[1:])[0])
    counts = Counter({k: len(files) for k, files in kinds(site).items()})
    for ext, count in sorted(counts.items()):
        print(f"{'.' + ext if ext else '(none)':8} {count:4}  {TYPES.get(ext, 'MISSING: add it to TYPES')}")
    return 0 if set(counts) <= set(TYPES) else 1


if __name__ == "__main__":
    sys.exit(main())

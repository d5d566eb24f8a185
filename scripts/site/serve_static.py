"""Serve a built site on 127.0.0.1 (for the browser tests and the benchmarks, and `make preview`).

python -m scripts.site.serve_static site [--port 8001] [--slow-4g] [--headers] [--base /hoyle/]
python -m scripts.site.serve_static site --preview [--port 8000]     (make preview)

`--preview` serves the site as a host serves it: at the path it was built for (its sitemap's first address, as
`--base`), with its `_headers`, and its 404 page for a missing file.

As a real host does, text, JavaScript, JSON and WebAssembly are sent gzip-compressed (level 6) to a
request that accepts gzip, with Content-Encoding, Vary: Accept-Encoding and the compressed length;
files that are compressed already (zip archives, wheels, images, fonts) are sent as they are. Each kind of
file is sent as the MIME type scripts/site/hosts.py gives it (README, "Publishing"). The
compressed bodies are kept in memory, by path, size and time of change. `server.sent` lists every
response sent: (path, bytes of the body as sent, bytes of the body uncompressed), for the benchmark.

With --headers (start(..., headers=True)), the site's `_headers` file (Netlify's and Cloudflare Pages'
format, written by scripts/site/csp.py) is read as those hosts read it: each path pattern ("/*",
"/tools/*", "/:page/") with its indented "Name: value" lines, and every response (redirects and errors too)
carries the headers of every pattern its path matches, a header set twice sent once with its values joined
by ", ". The file itself is served as any other, which those hosts do not.

With --base /hoyle/ (start(..., base="/hoyle/")), the site is at that path, as under a GitHub Pages project:
"/hoyle" is redirected to "/hoyle/", any other path outside it is not found, and `_headers`'s patterns are read
from the site's root. With start(..., error_page=True), a missing file under it is answered with the site's
404.html, as GitHub Pages, Netlify and the files for nginx and Apache (scripts/site/hosts.py) answer it.

With --slow-4g (server.throttle = Throttle.slow_4g(), python -m scripts.bench.browser --phone), the network is
slowed at the server as a phone's slow 4G link is: 562 ms before each response's first byte and 188 KB/s
(188,000 bytes a second) shared by every connection. Off by default: the tests run without it.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import os
import re
import sys
import threading
import time
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

from .hosts import TYPES, compressible, site_path

GZIP_LEVEL = 6


def accepts_gzip(header: str | None) -> bool:
    """Whether an Accept-Encoding header accepts gzip (and does not refuse it with q=0)."""
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().lower()
            return not (q.startswith("q=") and float(q[2:] or 0) == 0)
    return False


def read_headers_file(path) -> list:
    """A `_headers` file: [(the path pattern as a regular expression, [(name, value), ...]), ...]."""
    rules: list = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if not line[0].isspace():
                pattern = re.escape(line.strip()).replace(r"\*", ".*")
                rules.append((re.compile(re.sub(r":\w+", "[^/]+", pattern) + r"\Z"), []))
                continue
            name, colon, value = line.strip().partition(":")
            if not (colon and rules and name.strip()):
                raise ValueError(f"{path}:{number}: not a 'Name: value' line under a path: {line.strip()!r}")
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules: list, path: str) -> list:
    """The headers `rules` (read_headers_file) give a request's path: [(name, value), ...]."""
    found: dict[str, tuple[str, list]] = {}
    for pattern, headers in rules:
        if pattern.match(path.split("?", 1)[0].split("#", 1)[0]):
            for name, value in headers:
                found.setdefault(name.lower(), (name, []))[1].append(value)
    return [(name, ", ".join(values)) for name, values in found.values()]


SLOW_4G_RATE = 188_000  # bytes a second
SLOW_4G_LATENCY = 0.562  # seconds before each response's first byte


class Throttle:
    """A slow network at the server: `latency` seconds before each response's first byte, and `rate` bytes
    a second shared by every connection, as on one link: a token bucket across the server's threads, with
    no burst; every response (headers and body) is written in chunks of CHUNK bytes, each taking its turn
    on the link in the order they are asked for, so responses sent at once share the link."""

    CHUNK = 4096

    def __init__(self, rate: float, latency: float):
        self.rate = rate
        self.latency = latency
        self._lock = threading.Lock()
        self._free = 0.0  # time.monotonic() when the link is next free

    @classmethod
    def slow_4g(cls) -> Throttle:
        return cls(SLOW_4G_RATE, SLOW_4G_LATENCY)

    def send(self, write, data) -> None:
        view = memoryview(data)
        for i in range(0, len(view), self.CHUNK):
            chunk = view[i:i + self.CHUNK]
            with self._lock:
                self._free = max(self._free, time.monotonic()) + len(chunk) / self.rate
                due = self._free
            time.sleep(max(0.0, due - time.monotonic()))
            write(chunk)


class ThrottledWriter:
    """A handler's wfile whose writes go through a Throttle."""

    def __init__(self, raw, throttle: Throttle):
        self.raw = raw
        self.throttle = throttle

    def write(self, data) -> int:
        self.throttle.send(self.raw.write, data)
        return len(data)

    def __getattr__(self, name):  # flush, close, ...
        return getattr(self.raw, name)


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **{"." + ext: ctype for ext, ctype in TYPES.items()}}
    extra_files: dict[str, tuple[str, bytes]] = {}
    compressed: dict = {}  # (path, size, mtime) -> gzip bytes (one dict per server)
    lock = threading.Lock()
    sent: list = []
    site_headers: list = []  # the site's _headers, read (start(headers=True))
    base = "/"  # the path the site is served at (start(base=...))
    error_page = False  # a missing file answered with the site's 404.html (start(error_page=True))

    def in_site(self, path: str) -> str | None:
        """A request's path from the site's root ("/hoyle/tools/" -> "/tools/"), or None outside the site."""
        return "/" + path[len(self.base):] if path.startswith(self.base) else None

    def translate_path(self, path):
        return super().translate_path(self.in_site(path) or path)

    def end_headers(self):
        inside = self.in_site(getattr(self, "path", "/"))
        for name, value in headers_for(self.site_headers, inside) if inside is not None else ():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format, *args):  # quiet: tests read the browser's view, not the log
        pass

    def setup(self):
        super().setup()
        if getattr(self.server, "throttle", None):  # read per connection: the benchmark turns it on after filling the gzip cache
            self.wfile = ThrottledWriter(self.wfile, self.server.throttle)

    def send_response(self, code, message=None):
        if isinstance(self.wfile, ThrottledWriter):
            time.sleep(self.wfile.throttle.latency)  # the link's latency, before the response's first byte
        super().send_response(code, message)

    def do_GET(self):
        self._serve(head=False)

    def do_HEAD(self):
        self._serve(head=True)

    def _serve(self, head: bool) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path in self.extra_files:
            ctype, body = self.extra_files[path]
            self._send(ctype, body, None, head)
            return
        if self.in_site(path) is None:
            self._outside(path)
            return
        fs_path = self.translate_path(self.path)
        if os.path.isdir(fs_path) and path.endswith("/"):
            fs_path = next((os.path.join(fs_path, n) for n in ("index.html", "index.htm") if os.path.isfile(os.path.join(fs_path, n))), fs_path)
        if not os.path.exists(fs_path) and self.error_page and os.path.isfile(os.path.join(self.directory, "404.html")):
            self._not_found(head)
            return
        if not os.path.isfile(fs_path):
            # directories (index.html, the trailing-slash redirect) and errors: the standard handler
            super().do_HEAD() if head else super().do_GET()
            return
        ctype = self.guess_type(fs_path)
        stat = os.stat(fs_path)
        if self._not_modified(stat.st_mtime):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
            if compressible(ctype):
                self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            self.sent.append((path, 0, 0))
            return
        with open(fs_path, "rb") as f:
            body = f.read()
        self._send(ctype, body, (fs_path, stat.st_size, stat.st_mtime), head)

    def _outside(self, path: str) -> None:
        """A path outside the site: its folder without the slash is redirected, as a host redirects a folder."""
        if path + "/" == self.base:
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.base + self.path[len(path):])
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.send_error(HTTPStatus.NOT_FOUND)

    def _not_found(self, head: bool) -> None:
        page = os.path.join(self.directory, "404.html")
        with open(page, "rb") as f:
            body = f.read()
        self._send("text/html", body, (page, len(body), os.stat(page).st_mtime), head, HTTPStatus.NOT_FOUND)

    def _not_modified(self, mtime: float) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return when is not None and int(mtime) <= when.timestamp()

    def _send(self, ctype: str, body: bytes, key, head: bool, status: HTTPStatus = HTTPStatus.OK) -> None:
        plain = len(body)
        encoded = None
        if compressible(ctype) and accepts_gzip(self.headers.get("Accept-Encoding")):
            encoded = self._gzip(body, key)
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        if key is not None:
            self.send_header("Last-Modified", self.date_time_string(key[2]))
        if compressible(ctype):
            self.send_header("Vary", "Accept-Encoding")
        if encoded is not None:
            self.send_header("Content-Encoding", "gzip")
            body = encoded
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.sent.append((self.path, 0 if head else len(body), 0 if head else plain))
        if not head:
            self.wfile.write(body)

    def _gzip(self, body: bytes, key) -> bytes:
        if key is None:
            return gzip.compress(body, GZIP_LEVEL, mtime=0)
        with self.lock:
            if key not in self.compressed:
                self.compressed[key] = gzip.compress(body, GZIP_LEVEL, mtime=0)
            return self.compressed[key]


class Server(ThreadingHTTPServer):
    throttle: Throttle | None = None  # a slow network (Throttle), off unless set

    def handle_error(self, request, client_address):
        """A browser that stops reading (a page closed, a download aborted) is not an error of the server."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def start(directory: str, port: int = 0, extra_files: dict | None = None, headers: bool = False, base: str = "/",
          error_page: bool = False) -> ThreadingHTTPServer:
    """Start serving `directory` on 127.0.0.1 in a daemon thread; the server's port is server.server_port,
    and server.sent lists the responses sent (path, bytes sent, bytes uncompressed). With `headers`, every
    response carries the headers the site's `_headers` file gives its path; with `base`, the site is at that
    path; with `error_page`, a missing file is answered with the site's 404.html."""
    if not (base.startswith("/") and base.endswith("/")):
        raise ValueError(f"the path to serve a site at starts and ends with a slash: {base!r}")
    sent: list = []
    handler = type("SiteHandler", (Handler,), {"extra_files": dict(extra_files or {}), "compressed": {}, "lock": threading.Lock(),
                                               "sent": sent, "base": base, "error_page": error_page})
    handler.site_headers = read_headers_file(os.path.join(directory, "_headers")) if headers else []
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=directory))
    server.sent = sent
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextlib.contextmanager
def serving(directory, port: int = 0, headers: bool = False):
    """Serve `directory` on 127.0.0.1 for the length of a with block; yields its address (the tests' sites).
    With `headers`, as a host that reads the site's `_headers` file serves it."""
    server = start(str(directory), port, headers=headers)
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--port", type=int, default=8001)
    parser.add_argument("--headers", action="store_true", help="send the headers of the site's _headers file, as Netlify does")
    parser.add_argument("--base", default="/", help="the path to serve the site at, such as /hoyle/ (default /)")
    parser.add_argument("--preview", action="store_true",
                        help="as a host: at the path the site was built for (its sitemap), with its _headers and its 404 page")
    parser.add_argument("--slow-4g", action="store_true", help="slow the network as a phone's slow 4G link: 562 ms a response, 188 KB/s")
    args = parser.parse_args(argv)
    base = args.base
    if args.preview:
        if not os.path.isfile(os.path.join(args.directory, "sitemap.xml")):
            print(f"serve_static: {args.directory} is not a built site (no sitemap.xml): run make build SITE_URL=... first", file=sys.stderr)
            return 2
        base = site_path(args.directory)
    try:
        server = start(args.directory, args.port, headers=args.headers or args.preview, base=base, error_page=args.preview)
    except (ValueError, OSError) as e:
        print(f"serve_static: {e}", file=sys.stderr)
        return 2
    server.throttle = Throttle.slow_4g() if args.slow_4g else None
    print(f"serving {args.directory} at http://127.0.0.1:{server.server_port}{base}", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

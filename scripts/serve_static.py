"""Serve a built site on 127.0.0.1 (for the browser tests and the benchmarks).

python scripts/serve_static.py site [--port 8001]

As a real host does, text, JavaScript, JSON and WebAssembly are sent gzip-compressed (level 6) to a
request that accepts gzip, with Content-Encoding, Vary: Accept-Encoding and the compressed length;
files that are compressed already (zip archives, wheels, images, fonts) are sent as they are. The
compressed bodies are kept in memory, by path, size and time of change. `server.sent` lists every
response sent: (path, bytes of the body as sent, bytes of the body uncompressed), for the benchmark.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import os
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

COMPRESSIBLE = ("text/", "application/javascript", "application/json", "application/wasm", "application/xml", "image/svg+xml",
                "application/manifest+json")
GZIP_LEVEL = 6


def compressible(ctype: str) -> bool:
    return ctype.startswith(COMPRESSIBLE)


def accepts_gzip(header: str | None) -> bool:
    """Whether an Accept-Encoding header accepts gzip (and does not refuse it with q=0)."""
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().lower()
            return not (q.startswith("q=") and float(q[2:] or 0) == 0)
    return False


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript", ".wasm": "application/wasm"}
    extra_files: dict[str, tuple[str, bytes]] = {}
    compressed: dict = {}  # (path, size, mtime) -> gzip bytes (one dict per server)
    lock = threading.Lock()
    sent: list = []

    def log_message(self, format, *args):  # quiet: tests read the browser's view, not the log
        pass

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
        fs_path = self.translate_path(self.path)
        if os.path.isdir(fs_path) and path.endswith("/"):
            fs_path = next((os.path.join(fs_path, n) for n in ("index.html", "index.htm") if os.path.isfile(os.path.join(fs_path, n))), fs_path)
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

    def _not_modified(self, mtime: float) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return when is not None and int(mtime) <= when.timestamp()

    def _send(self, ctype: str, body: bytes, key, head: bool) -> None:
        plain = len(body)
        encoded = None
        if compressible(ctype) and accepts_gzip(self.headers.get("Accept-Encoding")):
            encoded = self._gzip(body, key)
        self.send_response(HTTPStatus.OK)
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
    def handle_error(self, request, client_address):
        """A browser that stops reading (a page closed, a download aborted) is not an error of the server."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def start(directory: str, port: int = 0, extra_files: dict | None = None) -> ThreadingHTTPServer:
    """Start serving `directory` on 127.0.0.1 in a daemon thread; the server's port is server.server_port,
    and server.sent lists the responses sent (path, bytes sent, bytes uncompressed)."""
    sent: list = []
    handler = type("SiteHandler", (Handler,), {"extra_files": dict(extra_files or {}), "compressed": {}, "lock": threading.Lock(),
                                               "sent": sent})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=directory))
    server.sent = sent
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextlib.contextmanager
def serving(directory, port: int = 0):
    """Serve `directory` on 127.0.0.1 for the length of a with block; yields its address (the tests' sites)."""
    server = start(str(directory), port)
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("directory")
    parser.add_argument("--port", type=int, default=8001)
    args = parser.parse_args()
    server = start(args.directory, args.port)
    print(f"serving {args.directory} at http://127.0.0.1:{server.server_port}/")
    threading.Event().wait()


if __name__ == "__main__":
    main()

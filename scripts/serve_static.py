"""Serve a built site on 127.0.0.1 (for the browser tests and the benchmarks).

python scripts/serve_static.py site [--port 8001]
"""

from __future__ import annotations

import argparse
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript", ".wasm": "application/wasm"}
    extra_files: dict[str, tuple[str, bytes]] = {}

    def log_message(self, format, *args):  # quiet: tests read the browser's view, not the log
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in self.extra_files:
            ctype, body = self.extra_files[path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


def start(directory: str, port: int = 0, extra_files: dict | None = None) -> ThreadingHTTPServer:
    """Start serving `directory` on 127.0.0.1 in a daemon thread; the server's port is server.server_port."""
    handler = type("SiteHandler", (Handler,), {"extra_files": dict(extra_files or {})})
    server = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


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

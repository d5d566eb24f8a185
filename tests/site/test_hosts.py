"""What a host sends with the site (README, "Publishing"; scripts/site/hosts.py). The site built for /hoyle/
(sub_site, tests/conftest.py) served by Debian's nginx and by Debian's Apache, each run as a process of the test's
own on 127.0.0.1 with Debian's defaults and the README's snippet (read from README.md), and by `make preview`'s
server: each sends a file of every kind the site has with the README's type (gzip for the compressible ones, the
body intact), every response with the headers of `_headers` (on a page, the Content-Security-Policy of its meta tag
and what a meta cannot carry), and the site's 404 page for a missing one. Debian's nginx and Apache without the
site's files fail the same check (no policy; nginx sends `.mjs` as application/octet-stream). The README's table
names exactly the kinds of the built site, and the build refuses a kind without a type."""

from __future__ import annotations

import contextlib
import gzip
import http.client
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from scripts.site import csp, hosts, serve_static
from scripts.site.build import free_port

ROOT = Path(__file__).resolve().parents[2]
SUB = "/hoyle/"  # the path sub_site is built for, and the README's snippets serve
UPLOADED = "/var/www/hoyle/"  # where the README's snippets have the site uploaded
NGINX = "/usr/sbin/nginx"
APACHE = "/usr/sbin/apache2"
APACHE_MODULES = "/usr/lib/apache2/modules"
GZIP_AT_LEAST = 1024  # a body this long is sent with gzip if it is worth it (Apache leaves a few bytes as they are)
META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')


def publishing() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("\n## Publishing\n", 1)[1].split("\n## ", 1)[0]


def readme_block(language: str) -> str:
    (block,) = re.findall(rf"```{language}\n(.*?)```", publishing(), re.S)
    return block


def readme_types() -> dict[str, str]:
    """The README's table: each kind (extension, without the dot) with its Content-Type."""
    found = {}
    for files, ctype in re.findall(r"^\| ((?:`\.\w+`(?:, )?)+) \| `([^`]+)` \|$", publishing(), re.M):
        for ext in re.findall(r"`\.(\w+)`", files):
            found[ext] = ctype
    return found


def snippet(language: str, site: Path) -> str:
    """The README's snippet for a host, serving `site` where the README has it uploaded."""
    block = readme_block(language)
    assert UPLOADED in block and SUB in block.replace(UPLOADED, "")
    return block.replace(UPLOADED, f"{site}/")


# ---- over HTTP

def get(base: str, path: str) -> tuple[int, http.client.HTTPMessage, bytes]:
    """GET `path` from `base` (http://127.0.0.1:PORT), accepting gzip: the status, the headers and the body as sent."""
    host, port = base.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=60)
    try:
        connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
        response = connection.getresponse()
        return response.status, response.headers, response.read()
    finally:
        connection.close()


def samples(site: Path) -> list[Path]:
    """Files of every kind the site has (the smallest and the largest), and the scripts that must come as JavaScript
    with the policy in their own response: the service worker and the engine's worker."""
    files = [pick(found, key=lambda p: (p.stat().st_size, p)) for found in hosts.kinds(site).values() for pick in (min, max)]
    return sorted({*files, site / "sw.js", *site.glob("assets/hoyle-*/worker.js")})


def expected_headers(site: Path) -> list[tuple[str, str]]:
    return serve_static.headers_for(serve_static.read_headers_file(site / "_headers"), "/")


def check(base: str, site: Path) -> list[str]:
    """What a host at `base` sends wrong for `site`, served at SUB: [] when every sample comes with the README's
    type, gzip when compressible, every header of `_headers`, and a missing page is the site's 404 page."""
    types = readme_types()
    headers = expected_headers(site)
    problems: list[str] = []

    def answer(path: str, file: Path, status: int = 200) -> tuple[http.client.HTTPMessage, bytes] | None:
        got, sent, body = get(base, path)
        ctype = (sent.get("Content-Type") or "").split(";")[0].strip().lower()
        expected = types.get(hosts.kind(file.name), "(not in the README)")
        if got != status:
            problems.append(f"{path}: {got}, not {status}")
            return None
        if ctype != expected:
            problems.append(f"{path}: Content-Type {sent.get('Content-Type')}, not {expected}")
        encoding = sent.get("Content-Encoding")
        worth_it = file.stat().st_size >= GZIP_AT_LEAST and status == 200  # Apache sends its error page as it is
        if hosts.compressible(expected) and worth_it and encoding != "gzip":
            problems.append(f"{path}: not sent with gzip (Content-Encoding {encoding})")
        if not hosts.compressible(expected) and encoding:
            problems.append(f"{path}: sent with Content-Encoding {encoding}, compressed already")
        if (gzip.decompress(body) if encoding == "gzip" else body) != file.read_bytes():
            problems.append(f"{path}: the body is not {file.relative_to(site)}")
        for name, value in headers:
            if (sent.get_all(name) or []) != [value]:
                problems.append(f"{path}: {name} {sent.get_all(name) or []}, not {value[:60]!r}")
        return sent, body

    for file in samples(site):
        answer(SUB + file.relative_to(site).as_posix(), file)
    for path, page in ((SUB, site / "index.html"), (f"{SUB}tools/hand-evaluator/", site / "tools/hand-evaluator/index.html")):
        sent = answer(path, page)
        meta = META.search(page.read_text(encoding="utf-8"))
        if sent and meta and sent[0].get("Content-Security-Policy") != csp.header_policy(meta.group(1)):
            problems.append(f"{path}: the Content-Security-Policy sent is not the meta tag's and frame-ancestors")
    answer(f"{SUB}no-such-page/", site / "404.html", status=404)
    return problems


# ---- the hosts, each a process of the test's own

@pytest.fixture(scope="module")
def uploaded(sub_site):
    """The built site as uploaded to a host: a copy (hard links) in a folder anyone may read, for the servers' workers,
    which leave root for nobody."""
    folder = Path(tempfile.mkdtemp(prefix="hoyle-hosts-"))
    folder.chmod(0o755)
    shutil.copytree(sub_site, folder / "site", copy_function=_link)
    yield folder / "site"
    shutil.rmtree(folder)


def _link(source, destination):
    try:
        os.link(source, destination)
    except OSError:
        shutil.copy2(source, destination)


def wait_listening(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 60  # an upper bound, for a busy machine
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the server stopped ({process.returncode}):\n{log.read_text() if log.exists() else ''}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        time.sleep(0.1)
    pytest.fail(f"the server did not listen on 127.0.0.1:{port}:\n{log.read_text() if log.exists() else ''}")


@contextlib.contextmanager
def running(command: list[str], port: int, log: Path):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        wait_listening(port, process, log)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# Debian's /etc/nginx/nginx.conf as installed, with its logs, pid and temporary files in the test's folder, its
# modules and sites left out, and one server on 127.0.0.1 (the workers run as nginx's own default user, nobody).
NGINX_CONF = """\
worker_processes 1;
pid {tmp}/nginx.pid;
error_log {tmp}/error.log;
events {{
    worker_connections 768;
}}
http {{
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log {tmp}/access.log;
    gzip on;
    client_body_temp_path {tmp}/client_body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    server {{
        listen 127.0.0.1:{port};
        server_name localhost;
        root {tmp}/www;
{server}
    }}
}}
"""

# Debian's Apache as apache2-bin installs it: the modules Debian's apache2 enables that touch a static file, and
# mod_headers (README); the settings of Debian's apache2.conf, dir.conf, mime.conf and deflate.conf for them; the
# runtime files in the test's folder, one Listen on 127.0.0.1 (the children run as nobody when started as root).
APACHE_CONF = """\
ServerRoot {tmp}
DefaultRuntimeDir {tmp}
PidFile {tmp}/apache2.pid
Mutex file:{tmp} default
ErrorLog {tmp}/error.log
LogLevel warn
Listen 127.0.0.1:{port}
ServerName 127.0.0.1
{user}
LoadModule mpm_event_module {modules}/mod_mpm_event.so
LoadModule authz_core_module {modules}/mod_authz_core.so
LoadModule authz_host_module {modules}/mod_authz_host.so
LoadModule alias_module {modules}/mod_alias.so
LoadModule dir_module {modules}/mod_dir.so
LoadModule mime_module {modules}/mod_mime.so
LoadModule filter_module {modules}/mod_filter.so
LoadModule deflate_module {modules}/mod_deflate.so
LoadModule headers_module {modules}/mod_headers.so
DirectoryIndex index.html index.cgi index.pl index.php index.xhtml index.htm
TypesConfig /etc/mime.types
AddType application/x-compress .Z
AddType application/x-gzip .gz .tgz
AddType application/x-bzip2 .bz2
AddOutputFilterByType DEFLATE text/html text/plain text/xml text/css text/javascript
AddOutputFilterByType DEFLATE application/x-javascript application/javascript application/ecmascript
AddOutputFilterByType DEFLATE application/rss+xml
AddOutputFilterByType DEFLATE application/wasm
AddOutputFilterByType DEFLATE application/xml
<Directory />
    Options FollowSymLinks
    AllowOverride None
    Require all denied
</Directory>
AccessFileName .htaccess
<FilesMatch "^\\.ht">
    Require all denied
</FilesMatch>
DocumentRoot {tmp}/www
{server}
"""


def need(path: str, package: str) -> None:
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is missing: install Debian's {package} (make test does so when it can: scripts/system/ensure_hosts.sh)")


@contextlib.contextmanager
def nginx(tmp: Path, server: str):
    need(NGINX, "nginx")
    port = free_port()
    (tmp / "www").mkdir(parents=True)
    (tmp / "nginx.conf").write_text(NGINX_CONF.format(tmp=tmp, port=port, server=server), encoding="utf-8")
    command = [NGINX, "-p", f"{tmp}/", "-e", f"{tmp}/error.log", "-c", f"{tmp}/nginx.conf", "-g", "daemon off;"]
    with running(command, port, tmp / "error.log") as url:
        yield url


@contextlib.contextmanager
def apache(tmp: Path, server: str):
    need(APACHE, "apache2-bin")
    port = free_port()
    (tmp / "www").mkdir(parents=True)
    user = "User nobody\nGroup nogroup" if os.geteuid() == 0 else ""
    conf = APACHE_CONF.format(tmp=tmp, port=port, server=server, user=user, modules=APACHE_MODULES)
    (tmp / "apache2.conf").write_text(conf, encoding="utf-8")
    with running([APACHE, "-f", f"{tmp}/apache2.conf", "-DFOREGROUND"], port, tmp / "error.log") as url:
        yield url


# ---- the tests

def test_the_readme_names_the_type_of_every_kind_of_file_the_site_has(sub_site):
    kinds = set(hosts.kinds(sub_site))
    assert kinds == set(readme_types()), "the README's table (Publishing) names other kinds than the built site has"
    assert readme_types() == hosts.TYPES
    assert {"html", "js", "mjs", "css", "wasm", "json", "zip", "whl", "xml", "png", "epub"} <= kinds


def test_the_build_writes_the_hosts_files_from_the_policy(sub_site):
    headers = expected_headers(sub_site)
    htaccess = (sub_site / ".htaccess").read_text(encoding="utf-8")
    nginx_conf = (sub_site / "_nginx.conf").read_text(encoding="utf-8")
    for name, value in headers:
        assert f'Header always set {name} "{value}"' in htaccess
        assert f'add_header {name} "{value}" always;' in nginx_conf
    assert [name for name, _ in headers] == ["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"]
    for ext, ctype in hosts.TYPES.items():
        assert re.search(rf"^AddType {re.escape(ctype)} (\.\w+ )*\.{ext}\b", htaccess, re.M), ext
        assert re.search(rf"^    {re.escape(ctype)} (\w+ )*{ext}\b[^;]*;$", nginx_conf, re.M), ext
    assert f"ErrorDocument 404 {SUB}404.html" in htaccess and f"error_page 404 {SUB}404.html;" in nginx_conf


def test_nginx_with_the_readmes_snippet_sends_what_the_site_needs(uploaded, tmp_path):
    with nginx(tmp_path, snippet("nginx", uploaded)) as url:
        assert check(url, uploaded) == []


def test_apache_with_the_readmes_snippet_sends_what_the_site_needs(uploaded, tmp_path):
    with apache(tmp_path, snippet("apache", uploaded)) as url:
        assert check(url, uploaded) == []


def test_debians_nginx_and_apache_alone_do_not(uploaded, tmp_path):
    """The same check fails on Debian's defaults: nginx without the site's `_nginx.conf` (the finding of issue 41:
    `.mjs` as application/octet-stream, and no policy), Apache without its `.htaccess` (AllowOverride None, Debian's)."""
    without = "\n".join(line for line in snippet("nginx", uploaded).splitlines() if "include" not in line)
    with nginx(tmp_path / "nginx", without) as url:
        problems = check(url, uploaded)
    assert any("Content-Security-Policy [], not" in p for p in problems), problems
    if not re.search(r"\bmjs\b", Path("/etc/nginx/mime.types").read_text()):
        assert any(re.search(r"\.mjs: Content-Type application/octet-stream, not text/javascript", p) for p in problems), problems
    with apache(tmp_path / "apache", snippet("apache", uploaded).replace("AllowOverride FileInfo", "AllowOverride None")) as url:
        problems = check(url, uploaded)
    assert any("Content-Security-Policy [], not" in p for p in problems), problems


def test_make_preview_serves_the_site_at_the_path_it_was_built_for(sub_site):
    dry = subprocess.run(["make", "--no-print-directory", "-n", "preview"], cwd=ROOT, capture_output=True, text=True)  # as under make test too
    assert dry.returncode == 0, dry.stderr
    assert dry.stdout.strip().splitlines()[-1] == ".venv/bin/python -m scripts.site.serve_static site --preview --port 8000"
    port = free_port()  # the same command, for the site built for /hoyle/, on a free port
    preview = subprocess.Popen([sys.executable, "-m", "scripts.site.serve_static", str(sub_site), "--preview", "--port", str(port)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert preview.stdout is not None
        assert preview.stdout.readline() == f"serving {sub_site} at http://127.0.0.1:{port}{SUB}\n"
        url = f"http://127.0.0.1:{port}"
        assert check(url, sub_site) == []
        status, sent, _ = get(url, SUB.rstrip("/"))
        assert (status, sent["Location"]) == (301, SUB)
        assert get(url, "/")[0] == 404 and get(url, "/index.html")[0] == 404  # nothing outside the site's path
    finally:
        preview.terminate()
        preview.wait(10)


def test_make_preview_says_what_to_do_without_a_built_site(tmp_path):
    result = subprocess.run([sys.executable, "-m", "scripts.site.serve_static", str(tmp_path), "--preview", "--port", "0"], cwd=ROOT,
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert "is not a built site (no sitemap.xml): run make build SITE_URL=... first" in result.stderr


def test_the_build_refuses_a_kind_of_file_without_a_type(tmp_path):
    (tmp_path / "index.html").write_text("<p>x</p>")
    (tmp_path / "logo.tiff").write_bytes(b"II*\0")
    with pytest.raises(ValueError, match=r"add it to scripts/site/hosts.py TYPES and README, Publishing\): tiff \(logo.tiff\)"):
        hosts.check_kinds(tmp_path)


def test_a_header_value_nginx_or_apache_would_read_as_more_is_refused():
    for value in ('a"b', "a$b", "a%{X}e", "a\\b", "a\nb"):
        with pytest.raises(ValueError, match="more than text"):
            hosts.nginx_conf([("X-A", value)], "/")

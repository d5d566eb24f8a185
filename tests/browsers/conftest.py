"""Firefox ESR and WebKitGTK for tests/browsers/: each started once per session, Debian's own builds
(scripts/system/ensure_browsers.sh installs them; nothing is downloaded), with nothing allowed beyond 127.0.0.1.

- Firefox ESR (`firefox-esr`), headless, driven over WebDriver BiDi by puppeteer-core from npm through
  a small Node script (firefox_bidi.mjs), with the preferences that stop its own traffic (telemetry,
  captive-portal and connectivity checks, updates, safe browsing, remote settings, push, ...).
- WebKitGTK: WebKitWebDriver (`webkit2gtk-driver`) driving MiniBrowser (shipped in `libwebkit2gtk-4.1-0`)
  in a window under Xvfb, through selenium (pinned in requirements/test.txt).

Each browser's proxy is an OutsideRecorder on 127.0.0.1 that answers every request with 403 and lists
it, so any request that would leave the machine (a page's, a worker's or the browser's own) is refused
and recorded; 127.0.0.1 itself is reached directly. When a browser starts, a probe request to an outside
address must be recorded, so the recorder is known to be watching. Tests read `tab.browser.outside()`.
"""

from __future__ import annotations

import json
import os
import shutil
import socketserver
import subprocess
import threading
import time
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BRIDGE = Path(__file__).with_name("firefox_bidi.mjs")
MINIBROWSER_PATHS = ("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                     "/usr/libexec/webkit2gtk-4.1/MiniBrowser")
PROBE = "http://outside-probe.invalid/probe"  # a request that must reach the recorder when a browser starts

# Firefox's own traffic, stopped (puppeteer-core and Firefox's remote agent set some of these too; the
# recorder catches whatever is left, and the tests assert there is nothing).
FIREFOX_PREFS = {
    "app.normandy.enabled": False,
    "app.normandy.api_url": "",
    "app.shield.optoutstudies.enabled": False,
    "app.update.auto": False,
    "app.update.checkInstallTime": False,
    "app.update.disabledForTesting": True,
    "browser.aboutHomeSnippets.updateUrl": "",
    "browser.discovery.enabled": False,
    "browser.newtabpage.enabled": False,
    "browser.newtabpage.activity-stream.feeds.system.topstories": False,
    "browser.newtabpage.activity-stream.feeds.telemetry": False,
    "browser.newtabpage.activity-stream.telemetry": False,
    "browser.ping-centre.telemetry": False,
    "browser.region.network.url": "",
    "browser.region.update.enabled": False,
    "browser.safebrowsing.blockedURIs.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "browser.safebrowsing.downloads.remote.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.provider.google.updateURL": "",
    "browser.safebrowsing.provider.google4.updateURL": "",
    "browser.safebrowsing.provider.mozilla.updateURL": "",
    "browser.search.geoip.url": "",
    "browser.search.update": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.topsites.contile.enabled": False,
    "browser.urlbar.suggest.searches": False,
    "captivedetect.canonicalURL": "",
    "datareporting.healthreport.uploadEnabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "dom.push.connection.enabled": False,
    "dom.push.serverURL": "",
    "extensions.blocklist.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "extensions.pocket.enabled": False,
    "extensions.systemAddon.update.enabled": False,
    "extensions.update.enabled": False,
    "geo.provider.network.url": "",
    "identity.fxaccounts.enabled": False,
    "media.gmp-gmpopenh264.enabled": False,
    "media.gmp-manager.updateEnabled": False,
    "messaging-system.rsexperimentloader.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.http.speculative-parallel-limit": 0,
    "network.predictor.enabled": False,
    "network.prefetch-next": False,
    "network.trr.mode": 5,  # no DNS over HTTPS
    "privacy.trackingprotection.enabled": False,
    "security.OCSP.enabled": 0,
    "security.remote_settings.crlite_filters.enabled": False,
    "security.remote_settings.intermediates.enabled": False,
    "services.settings.server": "data:,#remote-settings-dummy/v1",
    "toolkit.telemetry.archive.enabled": False,
    "toolkit.telemetry.enabled": False,
    "toolkit.telemetry.server": "",
    "toolkit.telemetry.unified": False,
    "toolkit.telemetry.updatePing.enabled": False,
}


class OutsideRecorder(socketserver.ThreadingTCPServer):
    """A browser's proxy on 127.0.0.1 that forwards nothing: every request (`GET http://host/...` or
    `CONNECT host:443`) is answered 403 and its first line kept in `requests`."""

    daemon_threads = True

    def __init__(self):
        self.requests: list[str] = []

        class Handler(socketserver.StreamRequestHandler):
            def handle(handler):
                line = handler.rfile.readline(4096).decode("latin-1").strip()
                if line:
                    self.requests.append(line)
                handler.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.server_address[1]}"

    def wait_for(self, needle: str, timeout_s: float = 60) -> bool:
        deadline = time.monotonic() + timeout_s
        while not any(needle in r for r in self.requests):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    def stop(self):
        self.shutdown()
        self.server_close()


class Tab:
    """A tab of one of the browsers, with what the tests need: go, reload, evaluate a JS expression (a promise
    is awaited), wait until one is true, type into a field as a reader does, close."""

    def __init__(self, browser, handle):
        self.browser, self.handle = browser, handle

    def goto(self, url: str) -> None:
        self.browser.goto(self.handle, url)

    def reload(self) -> None:
        self.browser.reload(self.handle)

    def evaluate(self, expression: str):
        return self.browser.evaluate(self.handle, expression)

    def wait_for(self, expression: str, timeout_ms: int) -> None:
        self.browser.wait_for(self.handle, expression, timeout_ms)

    def type(self, selector: str, text: str) -> None:
        self.browser.type(self.handle, selector, text)

    def text(self, selector: str) -> str:
        """The element's text as a reader reads it (innerText)."""
        return self.evaluate(f"document.querySelector({json.dumps(selector)}).innerText")

    def close(self) -> None:
        self.browser.close_tab(self.handle)


class Firefox:
    """Firefox ESR through firefox_bidi.mjs (puppeteer-core over WebDriver BiDi)."""

    name = "firefox"

    def __init__(self, executable: str, recorder: OutsideRecorder, log: Path):
        host, port = recorder.address.split(":")
        prefs = {**FIREFOX_PREFS, "network.proxy.type": 1, "network.proxy.http": host, "network.proxy.http_port": int(port),
                 "network.proxy.ssl": host, "network.proxy.ssl_port": int(port), "network.proxy.share_proxy_settings": True,
                 "network.proxy.no_proxies_on": "", "network.proxy.allow_hijacking_localhost": False}
        config = {"executablePath": executable, "prefs": prefs, "dumpio": True}
        # MOZ_DISABLE_NONLOCAL_CONNECTIONS, as Mozilla's own test harnesses set it: Firefox refuses connections
        # beyond the machine (the recorder, on 127.0.0.1, still hears of them), and lets services.settings.server
        # turn Remote Settings off (a release build otherwise ignores that preference).
        env = {**os.environ, "PUPPETEER_SKIP_DOWNLOAD": "1", "MOZ_CRASHREPORTER_DISABLE": "1", "MOZ_DISABLE_NONLOCAL_CONNECTIONS": "1"}
        self.recorder, self.log = recorder, log
        self._log_file = open(log, "w")
        self.proc = subprocess.Popen(["node", str(BRIDGE), json.dumps(config)], cwd=ROOT, env=env, text=True, bufsize=1,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log_file)
        self._next = 0
        self.version = self._answer()["ready"]

    def _answer(self) -> dict:
        """The bridge's next answer; Firefox's own lines on the way go to the log."""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"the Firefox bridge stopped: see {self.log}")
            if line.startswith("@bidi "):
                return json.loads(line[len("@bidi "):])
            self._log_file.write(line)

    def _call(self, op: str, **args):
        self._next += 1
        self.proc.stdin.write(json.dumps({"id": self._next, "op": op, **args}) + "\n")
        self.proc.stdin.flush()
        answer = self._answer()
        assert answer["id"] == self._next
        if "error" in answer:
            raise AssertionError(f"Firefox, {op}: {answer['error']}")
        return answer["value"]

    def new_tab(self) -> Tab:
        return Tab(self, self._call("newPage"))

    def goto(self, page, url):
        self._call("goto", page=page, url=url)

    def reload(self, page):
        self._call("reload", page=page)

    def evaluate(self, page, expression):
        return self._call("evaluate", page=page, expression=expression)

    def wait_for(self, page, expression, timeout_ms):
        self._call("waitFor", page=page, expression=expression, timeout=timeout_ms)

    def type(self, page, selector, text):
        self._call("type", page=page, selector=selector, text=text)

    def messages(self, page) -> dict:
        return self._call("messages", page=page)

    def close_tab(self, page):
        self._call("closePage", page=page)

    def outside(self) -> list[str]:
        return list(self.recorder.requests)

    def quit(self):
        try:
            self._call("close")
        finally:
            self.proc.wait(timeout=30)
            self._log_file.close()


class WebKit:
    """MiniBrowser through WebKitWebDriver and selenium, in a window on an Xvfb display."""

    name = "webkit"

    def __init__(self, minibrowser: str, display: str, recorder: OutsideRecorder, log: Path, started: dict | None = None):
        from selenium import webdriver
        from selenium.webdriver.common.proxy import Proxy
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = minibrowser
        # --automation: MiniBrowser is controlled by the driver (WebKitWebDriver does not add it). Its console
        # cannot be read here: the driver has no log, and MiniBrowser's --enable-write-console-messages-to-stdout
        # does not reach the views it opens for the driver.
        options.add_argument("--automation")
        options.proxy = Proxy({"proxyType": "manual", "httpProxy": recorder.address, "sslProxy": recorder.address,
                               "noProxy": ["127.0.0.1"]})
        # NO_AT_BRIDGE: no accessibility bus to look for under Xvfb. SE_*: selenium's own manager is never run
        # (the driver's path is given) and would report nothing.
        env = {**os.environ, "DISPLAY": display, "NO_AT_BRIDGE": "1", "SE_AVOID_STATS": "true", "SE_OFFLINE": "true"}
        service = Service(executable_path=shutil.which("WebKitWebDriver"), log_output=str(log), env=env)
        if started is not None:
            started["service"] = service  # so that a session start that never answers can be ended (_webkit)
        self.recorder, self.log = recorder, log
        with warnings.catch_warnings():
            # selenium's own WebKitGTK class sets remote_server_addr the way it has deprecated (selenium 4.51)
            warnings.filterwarnings("ignore", "setting remote_server_addr in RemoteConnection", DeprecationWarning)
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(120)
        self.version = f"MiniBrowser/{self.driver.capabilities.get('browserVersion')}"
        self.home = self.driver.current_window_handle  # kept open: the session lasts as long as a window does

    def _at(self, handle):
        if self.driver.current_window_handle != handle:
            self.driver.switch_to.window(handle)

    def new_tab(self) -> Tab:
        self.driver.switch_to.new_window("tab")
        return Tab(self, self.driver.current_window_handle)

    def goto(self, handle, url):
        self._at(handle)
        self.driver.get(url)

    def reload(self, handle):
        self._at(handle)
        self.driver.refresh()

    def evaluate(self, handle, expression):
        self._at(handle)
        return self.driver.execute_script(f"return ({expression});")  # WebDriver awaits a promise returned

    def wait_for(self, handle, expression, timeout_ms):
        deadline = time.monotonic() + timeout_ms / 1000
        while not self.evaluate(handle, f"Boolean({expression})"):
            if time.monotonic() > deadline:
                raise AssertionError(f"WebKit: not true within {timeout_ms} ms: {expression}")
            time.sleep(0.1)

    def type(self, handle, selector, text):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        self._at(handle)
        self.driver.execute_script("const el = document.querySelector(arguments[0]); el.focus(); el.select();", selector)
        ActionChains(self.driver).send_keys(text.replace("\n", Keys.ENTER)).perform()

    def close_tab(self, handle):
        self._at(handle)
        self.driver.close()
        self.driver.switch_to.window(self.home)

    def outside(self) -> list[str]:
        return list(self.recorder.requests)

    def quit(self):
        self.driver.quit()


def _probe(browser) -> None:
    """The recorder sees what the browser sends beyond 127.0.0.1: an outside request from a blank page (no
    page's Content-Security-Policy in the way) must reach it; then the list starts empty."""
    tab = browser.new_tab()
    tab.evaluate(f"fetch({json.dumps(PROBE)}).then(() => 'answered', (e) => String(e))")
    assert browser.recorder.wait_for("outside-probe.invalid"), f"{browser.name}: the probe never reached the recorder"
    tab.close()
    browser.recorder.requests.clear()


def _running(name, start, tmp_path_factory):
    """A browser started with its own outside-request recorder and log (start(recorder, log)), probed, for the
    length of a session fixture; then quit, and the recorder stopped."""
    recorder = OutsideRecorder()
    browser = start(recorder, tmp_path_factory.mktemp(name) / f"{name}.log")
    try:
        _probe(browser)
        yield browser
    finally:
        browser.quit()
        recorder.stop()


@pytest.fixture(scope="session")
def firefox(tmp_path_factory):
    executable = shutil.which("firefox-esr")
    if executable is None:
        pytest.fail("no Firefox ESR: install Debian's firefox-esr package (make test does so when it can: scripts/system/ensure_browsers.sh)")
    if not (ROOT / "node_modules" / "puppeteer-core").is_dir():
        pytest.fail("no puppeteer-core in node_modules: run npm ci (make test does)")
    yield from _running("firefox", lambda recorder, log: Firefox(executable, recorder, log), tmp_path_factory)


@pytest.fixture(scope="session")
def xvfb():
    """An X display of its own (Xvfb picks a free number and tells it through -displayfd)."""
    if shutil.which("Xvfb") is None:
        pytest.fail("no Xvfb: install Debian's xvfb package (make test does so when it can: scripts/system/ensure_browsers.sh)")
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        proc.kill()
        pytest.fail("Xvfb did not start")
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def webkit(xvfb, tmp_path_factory):
    minibrowser = next((p for p in MINIBROWSER_PATHS if os.access(p, os.X_OK)), None)
    if shutil.which("WebKitWebDriver") is None or minibrowser is None:
        pytest.fail("no WebKitWebDriver or MiniBrowser: install Debian's webkit2gtk-driver package "
                    "(make test does so when it can: scripts/system/ensure_browsers.sh)")
    yield from _running("webkit", lambda recorder, log: _webkit(minibrowser, xvfb, recorder, log), tmp_path_factory)


WEBKIT_START_S = 90  # a WebKitWebDriver session starts in a few seconds; one left unanswered is ended and tried again


def _webkit(minibrowser, display, recorder, log, tries: int = 2) -> WebKit:
    """WebKit, its session started in a thread: WebKitWebDriver once in a while never answers the new-session
    request (MiniBrowser not started, nothing in its log), and selenium waits on it for ever; so a start that has
    not answered in WEBKIT_START_S is ended (the driver killed) and tried once more."""
    for _ in range(tries):
        box: dict = {}

        def start(box=box):
            try:
                box["browser"] = WebKit(minibrowser, display, recorder, log, box)
            except Exception as e:  # reported below, if no try succeeds
                box["error"] = e

        thread = threading.Thread(target=start, daemon=True)
        thread.start()
        thread.join(WEBKIT_START_S)
        if "browser" in box:
            return box["browser"]
        process = getattr(box.get("service"), "process", None)
        if process is not None:
            process.kill()
        thread.join(10)
        print(f"webkit: no session after {WEBKIT_START_S} s ({box.get('error')!r}); trying again")
    pytest.fail(f"WebKitWebDriver started no session in {tries} tries of {WEBKIT_START_S} s")


@pytest.fixture(scope="session", params=["firefox", "webkit"])
def other_browser(request):
    """Firefox ESR, then WebKitGTK (each test runs in both; a browser starts when its first test does)."""
    return request.getfixturevalue(request.param)


@pytest.fixture(scope="session")
def served(other_browser, built_site):
    """The built site on 127.0.0.1, a server (an origin) for each browser: (its address, the server, whose
    `sent` lists every response)."""
    from scripts.site import serve_static
    from scripts.site.build import free_port

    server = serve_static.start(str(built_site), free_port(), headers=True)  # as a host that reads _headers: the policy as a header
    yield f"http://127.0.0.1:{server.server_port}", server
    server.shutdown()
    server.server_close()

"""The CPU of a phone, made of this machine's: slowed CPU_RATE times for one browser (`CpuThrottle`), and how
much each way of slowing it slows a loop (`cpu_calibration`). Used by phone.py (python -m scripts.bench.browser --phone).

DevTools' Emulation.setCPUThrottlingRate slows the page's main thread only. It does not slow a dedicated
worker, where the engine runs, and a worker's own DevTools session refuses it ("Operation is only supported
for pages, not workers"); cpu_calibration() shows both on every run. So the CPU is slowed by the benchmark
itself: every renderer process of the browser's profile (the page's main thread, its workers, the service
worker, the compositor and raster threads) is stopped and continued in turn (SIGSTOP/SIGCONT), running
1/CPU_RATE of the wall clock (slow_renderers(), in a process of its own: python -m scripts.bench.browser
--slow-renderers PROFILE). --cpu devtools measures with DevTools' throttling instead (the main thread only),
for comparison.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from ..browser import CHROMIUM_ARGS, chromium_path
from .browser_common import med

CPU_RATE = 4

# DevTools' CPU throttling, and ours, measured: a loop on the main thread and in a dedicated worker.
SPIN_JS = b"""const spin = () => {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 4e7; i++) x += Math.sqrt(i);
  return [performance.now() - t0, x];
};
if (typeof document === "undefined") onmessage = () => postMessage(spin()[0]);
else {
  const worker = new Worker("/__bench/spin.js");
  window.spinMain = () => spin()[0];
  window.spinWorker = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(1); });
}
"""
SPIN_PAGE = b"""<!doctype html><meta charset="utf-8"><title>spin</title><script src="/__bench/spin.js"></script>"""


def renderers(profile: str) -> list[int]:
    """The renderer processes of the Chromium whose profile is `profile` (their command lines name it)."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                words = f.read().replace(b"\0", b" ").decode(errors="replace").split()
        except OSError:
            continue
        if "--type=renderer" in words and f"--user-data-dir={profile}" in words:
            found.append(int(name))
    return found


def slow_renderers(profile: str, rate: float, on: float = 0.005) -> None:
    """Slow every renderer process of the profile's Chromium `rate` times, until SIGTERM: they are stopped
    (SIGSTOP) and continued (SIGCONT) in turn, running `on` seconds at a time and held so that they run
    1/rate of the wall clock in all (measured, so that a late wake-up is made good in the next hold). The
    processes are looked for again every 0.1 s (a navigation may start a new one)."""
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    pids: list[int] = []

    def send(sig) -> None:
        for pid in pids:
            try:
                os.kill(pid, sig)
            except (ProcessLookupError, PermissionError):
                pass

    ran = held = scanned = 0.0
    try:
        t = time.monotonic()
        while not stop.is_set():
            time.sleep(on)
            send(signal.SIGSTOP)
            s = time.monotonic()
            ran += s - t
            if s - scanned > 0.1:
                pids = renderers(profile)
                scanned = s
                send(signal.SIGSTOP)
            wait = (rate - 1) * ran - held - (time.monotonic() - s)
            if wait > 0:
                time.sleep(wait)
            send(signal.SIGCONT)
            t = time.monotonic()
            held += t - s
    finally:
        pids = renderers(profile)
        send(signal.SIGCONT)


class CpuThrottle:
    """The CPU slowed for one browser: 'renderers' (slow_renderers, in a process of its own), 'devtools'
    (Emulation.setCPUThrottlingRate on the page: its main thread only) or None."""

    def __init__(self, how: str | None, rate: float, profile: str, page):
        self.helper = None
        if how == "renderers" and rate > 1:
            self.helper = subprocess.Popen([sys.executable, "-m", "scripts.bench.browser", "--slow-renderers", profile,
                                            "--cpu-rate", str(rate)], cwd=Path(__file__).resolve().parents[2])
        elif how == "devtools" and rate > 1:
            page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})

    def stop(self) -> None:
        if self.helper:
            self.helper.terminate()
            self.helper.wait(timeout=10)
            self.helper = None


def cpu_calibration(p, base: str, rate: float) -> list[str]:
    """How much each way of slowing the CPU slows a loop on the main thread and in a dedicated worker."""
    lines = []
    for how in (None, "devtools", "devtools+workers", "renderers"):
        profile = tempfile.mkdtemp(prefix="hoyle-profile-")
        context = p.chromium.launch_persistent_context(profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True)
        page = context.pages[0] if context.pages else context.new_page()
        said = []
        if how == "devtools+workers":  # the worker's own DevTools session, asked to throttle too
            session = context.new_cdp_session(page)
            session.on("Target.receivedMessageFromTarget",
                       lambda e: said.append(json.loads(e["message"]).get("error", {}).get("message")) if '"id":7' in e["message"] else None)
            session.on("Target.attachedToTarget", lambda e: session.send("Target.sendMessageToTarget", {
                "sessionId": e["sessionId"],
                "message": json.dumps({"id": 7, "method": "Emulation.setCPUThrottlingRate", "params": {"rate": rate}})}))
            session.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": False})
        cpu = CpuThrottle("devtools" if how and how.startswith("devtools") else how, rate, profile, page)
        page.goto(base + "/__bench/spin.html")
        main_ms = med([page.evaluate("spinMain()") for _ in range(3)])
        worker_ms = med([page.evaluate("spinWorker()") for _ in range(3)])
        cpu.stop()
        context.close()
        shutil.rmtree(profile, ignore_errors=True)
        if how is None:
            ref = (main_ms, worker_ms)
            lines.append(f"  {'not slowed':34} main thread {main_ms:5.0f} ms, dedicated worker {worker_ms:5.0f} ms")
            continue
        name = {"devtools": "DevTools, the page", "devtools+workers": "DevTools, the page and its workers",
                "renderers": "stop/continue the renderers"}[how]
        note = f" (the worker's session: {said[0]!r})" if said and said[0] else ""
        lines.append(f"  {name:34} main thread {main_ms:5.0f} ms (x{main_ms / ref[0]:.1f}), dedicated worker {worker_ms:5.0f} ms "
                     f"(x{worker_ms / ref[1]:.1f}){note}")
    return lines

// The page's side of the engine: starts the worker once per tab, keeps it across Material's
// instant navigation (this module is loaded once), and restarts it if it dies.
//
// When the engine cannot start (offline, blocked, a browser without WebAssembly), it is "failed":
// requests are answered at once with {unavailable: true} and no new download is tried for each
// one. It is tried again after a wait that doubles each time (5 s, 10 s, ... at most 5 minutes),
// when the browser comes back online, or when the reader asks (`retry`). An engine that was
// running and dies ("crashed": true) starts again with the next request.

const listeners = new Set();
let worker = null;
let state = { status: "idle", message: "" };
let nextId = 1;
const pending = new Map();
const FIRST_WAIT_MS = 5_000;
const MOST_WAIT_MS = 300_000;
let wait = FIRST_WAIT_MS;
let retryTimer = null;

window.__hoyle = window.__hoyle || { workersStarted: 0 };

function setState(next) {
  state = { ...state, ...next };
  for (const fn of listeners) fn(state);
}

function unavailable(message) {
  return { answer: { error: { code: "engine-unavailable", message } }, html: "", unavailable: true };
}

function fail(message) {
  clearTimeout(retryTimer);
  const crashed = state.status === "ready";
  if (!crashed) {
    retryTimer = setTimeout(() => retry(), wait);
    wait = Math.min(wait * 2, MOST_WAIT_MS);
  }
  setState({ status: "failed", message, crashed });
  for (const [, { resolve }] of pending) resolve(unavailable(message));
  pending.clear();
  if (worker) worker.terminate();
  worker = null;
}

function start() {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  window.__hoyle.workersStarted += 1;
  performance.mark("hoyle:worker-start");
  setState({ status: "loading", message: "", crashed: false });
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "ready") {
      performance.mark("hoyle:engine-ready");
      wait = FIRST_WAIT_MS;
      setState({ status: "ready", version: msg.version, message: "", crashed: false });
    } else if (msg.type === "failed") {
      fail(msg.message);
    } else if (msg.type === "answer" && pending.has(msg.id)) {
      pending.get(msg.id).resolve({ answer: msg.answer, html: msg.html });
      pending.delete(msg.id);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(event.message || "the engine stopped");
  };
}

/** Ask the engine; resolves with {answer, html} (and unavailable: true if it cannot run); never rejects. */
export function ask(request) {
  if (state.status === "failed" && !state.crashed) return Promise.resolve(unavailable(state.message));
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    worker.postMessage({ id, request });
  });
}

/** Try to start the engine again now (the reader's Retry, or the browser back online). */
export function retry() {
  clearTimeout(retryTimer);
  if (state.status !== "failed") return;
  start();
}

window.addEventListener("online", () => retry());

/** Call fn with the engine's state now and whenever it changes; returns an unsubscribe function. */
export function watch(fn) {
  listeners.add(fn);
  fn(state);
  return () => listeners.delete(fn);
}

/** Start the engine if it is not running (a page with widgets calls this). */
export function warm() {
  if (!worker && state.status !== "failed") start();
}

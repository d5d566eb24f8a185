// The page's side of the engine: starts the worker once per tab, keeps it across Material's
// instant navigation (this module is loaded once), and restarts it if it dies.

const listeners = new Set();
let worker = null;
let state = { status: "idle", message: "" };
let nextId = 1;
const pending = new Map();

window.__hoyle = window.__hoyle || { workersStarted: 0 };

function setState(next) {
  state = { ...state, ...next };
  for (const fn of listeners) fn(state);
}

function fail(message) {
  setState({ status: "failed", message });
  for (const [, { resolve }] of pending) resolve({ answer: { error: { code: "engine", message } }, html: "" });
  pending.clear();
  if (worker) worker.terminate();
  worker = null; // the next request starts a fresh worker
}

function start() {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  window.__hoyle.workersStarted += 1;
  performance.mark("hoyle:worker-start");
  setState({ status: "loading", message: "" });
  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "ready") {
      performance.mark("hoyle:engine-ready");
      setState({ status: "ready", version: msg.version, message: "" });
    } else if (msg.type === "failed") {
      fail(`the engine did not start: ${msg.message}`);
    } else if (msg.type === "answer" && pending.has(msg.id)) {
      pending.get(msg.id).resolve({ answer: msg.answer, html: msg.html });
      pending.delete(msg.id);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(`the engine stopped (${event.message || "worker error"}); it restarts on the next request`);
  };
}

/** Ask the engine; resolves with {answer, html}; never rejects. */
export function ask(request) {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    worker.postMessage({ id, request });
  });
}

/** Call fn with the engine's state now and whenever it changes; returns an unsubscribe function. */
export function watch(fn) {
  listeners.add(fn);
  fn(state);
  return () => listeners.delete(fn);
}

/** Start the engine if it is not running (a page with widgets calls this). */
export function warm() {
  if (!worker) start();
}

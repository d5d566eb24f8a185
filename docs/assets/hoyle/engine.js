// @ts-check
// The page's side of the engine: starts the worker once per tab, keeps it across Material's
// instant navigation (this module is loaded once), and restarts it if it dies.
//
// When the engine cannot start (offline, blocked, a browser without WebAssembly), it is "failed":
// requests are answered at once with {unavailable: true} and no new download is tried for each
// one. It is tried again after a wait that doubles each time (5 s, 10 s, ... at most 5 minutes),
// when the browser comes back online, or when the reader asks (`retry`). An engine that was
// running and dies ("crashed": true) starts again with the next request.
//
// A start that stalls (a download that never answers or stops arriving on a weak signal, storage that
// never answers) would leave the engine "loading" for good: the worker sends a "progress" message as each
// download answers, as its bytes arrive and as each step of the start is done, and a start with no sign of
// progress for STALL_MS is given up as failed (and tried again as above, in a new worker).

/**
 * The engine's state, as `watch` reports it.
 * @typedef {object} EngineState
 * @property {"idle" | "loading" | "ready" | "failed"} status
 * @property {string} message why it failed
 * @property {import("./messages.js").FailureReason} [reason] whose fault a failure was: the connection's, the host's,
 *   the browser's or the engine's (answer.js words the status line after it)
 * @property {number} [got] while loading, and after a failure: the bytes of the engine's downloads arrived so far
 * @property {number} [total] and their total, once the worker has read the manifest
 * @property {boolean} [crashed] it was running and died (it starts again with the next request)
 * @property {string} [version] hoyle's version, once ready
 */
/** @typedef {import("./messages.js").Answer} Answer */
/** @typedef {import("./messages.js").AskMessage} AskMessage */
/** @typedef {import("./messages.js").WorkerMessage} WorkerMessage */
/**
 * What `ask` resolves with: the answer, its HTML, and whether the engine could not run.
 * @typedef {{answer: Answer, html: string, unavailable?: boolean}} Reply
 */

/** @type {Set<(state: EngineState) => void>} */
const listeners = new Set();
/** @type {Worker | null} */
let worker = null;
/** @type {EngineState} */
let state = { status: "idle", message: "" };
let nextId = 1;
/** @type {Map<number, {resolve: (reply: Reply) => void}>} */
const pending = new Map();
const FIRST_WAIT_MS = 5_000;
const MOST_WAIT_MS = 300_000;
/** @type {number} */
let wait; // set below, once the probe is there (a test may put the first retry off: __hoyle.retryMs)
/** @type {ReturnType<typeof setTimeout> | undefined} */
let retryTimer;
// No sign of progress for this long, and a start is given up. A slow link still sends progress (the bytes of
// each download as they arrive, at most a second apart): only a start that has stopped trips it.
const STALL_MS = 45_000;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let stallTimer;

/**
 * For the tests and the benchmark: how many engine workers this tab has started (and whether the last was the one the
 * page's head started, `early`), and how the last one started (the worker's "ready" message: restored from the memory
 * snapshot, its time, which stdlib, what failed on the way),
 * and why the last start failed; a test may set `stallMs` before the page loads, to try a stall quickly.
 * @typedef {{workersStarted: number, lastStart?: {restored: boolean, ms: number, stdlib: string | null, problems: string[]},
 *   lastFailure?: string, stallMs?: number, retryMs?: number, early?: boolean}} HoyleProbe
 */
const page = /** @type {typeof window & {__hoyle: HoyleProbe}} */ (window);
page.__hoyle = page.__hoyle || { workersStarted: 0 };
wait = page.__hoyle.retryMs || FIRST_WAIT_MS;

/** @param {Partial<EngineState>} next */
function setState(next) {
  state = { ...state, ...next };
  for (const fn of listeners) fn(state);
}

/**
 * @param {string} message
 * @returns {Reply}
 */
function unavailable(message) {
  return { answer: { error: { code: "engine-unavailable", message } }, html: "", unavailable: true };
}

/** The start has shown progress (or begun): it is given STALL_MS more before it counts as stalled. */
function progressed() {
  clearTimeout(stallTimer);
  const limit = page.__hoyle.stallMs || STALL_MS;
  stallTimer = setTimeout(() => {
    if (state.status === "loading") fail(`the connection stopped: nothing arrived for ${Math.round(limit / 1000)} s`, "network");
  }, limit);
}

/**
 * What this browser lacks of what the engine needs (WebAssembly, module workers), or "" when it has both.
 */
function missingFeature() {
  if (typeof WebAssembly !== "object") return "WebAssembly";
  if (typeof Worker !== "function") return "workers";
  let moduleWorkers = false;
  try {
    // a browser that reads the worker's "type" can start a module worker; the probe stops there, before any
    // address is read, so no worker starts and no policy is asked
    const probe = { get type() { moduleWorkers = true; throw new Error("probed"); } };
    new Worker("./worker.js", /** @type {WorkerOptions} */ (/** @type {unknown} */ (probe))).terminate();
  } catch (err) {
    /* stopped by the probe (or refused: a browser without module workers) */
  }
  return moduleWorkers ? "" : "module workers";
}

// The engine's scripts, whose type a host may get wrong (Debian's stock nginx sends .mjs as application/octet-stream,
// and a browser then refuses to run it): looked at when a start fails without saying why.
const SCRIPTS = ["./worker.js", "../pyodide/pyodide.mjs", "../pyodide/pyodide.asm.mjs"];
const JAVASCRIPT = /^(text|application)\/(javascript|ecmascript|x-javascript)\b/i;

/**
 * Why a start failed that did not say whose fault it was: offline, the host sending a script as another type than
 * JavaScript (said in the console too, for whoever runs the site), or the engine's own message.
 * @param {string} message
 * @returns {Promise<{message: string, reason: import("./messages.js").FailureReason}>}
 */
async function diagnose(message) {
  if (!navigator.onLine) return { message: "the browser is offline", reason: "network" };
  for (const path of SCRIPTS) {
    const url = new URL(path, import.meta.url);
    let type;
    try {
      const response = await fetch(url, { method: "HEAD", cache: "no-store" });
      if (!response.ok) continue; // a missing file fails the start with its own message
      type = (response.headers.get("Content-Type") || "").split(";")[0].trim();
    } catch (err) {
      return { message: "the connection failed", reason: "network" };
    }
    if (!JAVASCRIPT.test(type)) {
      const name = url.pathname.split("/").pop();
      const said = `the site's host sends ${name} as “${type || "no type"}”, not as JavaScript, so the browser will not run the card engine: ` +
        "the host must send .mjs and .js files as text/javascript";
      console.error(`Hoyle: ${said} (the edition's README, Publishing, names the types a host must send).`);
      return { message: said, reason: "host" };
    }
  }
  return { message, reason: "engine" };
}

/**
 * @param {string} message
 * @param {import("./messages.js").FailureReason} [reason] whose fault; looked into (diagnose) when not given
 */
function fail(message, reason) {
  if (!reason && state.status === "loading") {
    const failing = worker;
    diagnose(message).then((found) => {
      if (worker === failing && state.status === "loading") fail(found.message, found.reason);
    });
    return;
  }
  clearTimeout(retryTimer);
  clearTimeout(stallTimer);
  page.__hoyle.lastFailure = message;
  const crashed = state.status === "ready";
  if (!crashed) {
    retryTimer = setTimeout(() => retry(), wait);
    wait = Math.min(wait * 2, MOST_WAIT_MS);
  }
  performance.mark("hoyle:engine-failed");
  setState({ status: "failed", message, reason: reason || "engine", crashed });
  for (const [, { resolve }] of pending) resolve(unavailable(message));
  pending.clear();
  if (worker) worker.terminate();
  worker = null;
}

/**
 * The worker the page's head started (overrides/partials/early-engine.js), with what it sent before this module took
 * it; taken once (null after, and where the head started none).
 * @returns {{worker: Worker, events: (MessageEvent | ErrorEvent)[]} | null}
 */
function takeEarly() {
  const held = /** @type {typeof page & {__hoyleEarly?: {worker: Worker, events: (MessageEvent | ErrorEvent)[]} | null}} */ (page);
  const early = held.__hoyleEarly || null;
  held.__hoyleEarly = null;
  return early;
}

/** @returns {Worker | null} the worker, or null when this browser cannot run one (the engine is then failed) */
function start() {
  const lacking = missingFeature();
  const early = takeEarly();
  if (lacking) {
    if (early) early.worker.terminate();
    setState({ status: "loading", message: "", crashed: false });
    fail(`this browser has no ${lacking}, which the card engine needs`, "browser");
    return null;
  }
  const started = early ? early.worker : new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker = started;
  page.__hoyle.workersStarted += 1;
  page.__hoyle.early = Boolean(early);
  if (!early) performance.mark("hoyle:worker-start");
  setState({ status: "loading", message: "", crashed: false, got: 0, total: 0 });
  progressed();
  worker.onmessage = (event) => {
    if (worker !== started) return; // a worker given up (stalled) that spoke before it was stopped
    /** @type {WorkerMessage} */
    const msg = event.data;
    if (msg.type === "progress") {
      if (state.status !== "loading") return;
      progressed();
      if (msg.total && (msg.got !== state.got || msg.total !== state.total)) setState({ got: msg.got, total: msg.total });
    } else if (msg.type === "ready") {
      clearTimeout(stallTimer);
      performance.mark("hoyle:engine-ready");
      page.__hoyle.lastStart = { restored: msg.restored === true, ms: msg.ms, stdlib: msg.stdlib ?? null, problems: msg.problems || [] };
      wait = FIRST_WAIT_MS;
      setState({ status: "ready", version: msg.version, message: "", crashed: false });
    } else if (msg.type === "failed") {
      fail(msg.message, msg.reason);
    } else if (msg.type === "answer" && pending.has(msg.id)) {
      pending.get(msg.id)?.resolve({ answer: msg.answer, html: msg.html });
      pending.delete(msg.id);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (worker !== started) return;
    fail(event.message || "the engine stopped");
  };
  // what the early worker said before it was taken, heard now in order (a failure among them ends the start)
  if (early) {
    for (const event of early.events) {
      if (worker !== started) break;
      if (event.type === "error") started.onerror?.(/** @type {ErrorEvent} */ (event));
      else started.onmessage?.(/** @type {MessageEvent} */ (event));
    }
  }
  return started;
}

/**
 * Ask the engine; resolves with {answer, html} (and unavailable: true if it cannot run); never rejects.
 * @param {Record<string, unknown>} request
 * @returns {Promise<Reply>}
 */
export function ask(request) {
  if (state.status === "failed" && !state.crashed) return Promise.resolve(unavailable(state.message));
  const running = worker || start();
  if (!running) return Promise.resolve(unavailable(state.message));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    /** @type {AskMessage} */
    const message = { id, request };
    running.postMessage(message);
  });
}

/** Try to start the engine again now (the reader's Retry, or the browser back online). */
export function retry() {
  clearTimeout(retryTimer);
  if (state.status !== "failed") return;
  start();
}

window.addEventListener("online", () => retry());

/**
 * Call fn with the engine's state now and whenever it changes; returns an unsubscribe function.
 * @param {(state: EngineState) => void} fn
 * @returns {() => boolean}
 */
export function watch(fn) {
  listeners.add(fn);
  fn(state);
  return () => listeners.delete(fn);
}

/** Start the engine if it is not running (a page with widgets calls this). */
export function warm() {
  if (!worker && state.status !== "failed") start();
}

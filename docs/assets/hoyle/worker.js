// @ts-check
// The engine worker: one per tab. Loads Pyodide (self-hosted) and the hoyle wheel, then answers
// requests through hoyle.web.respond, which calls hoyle.api. No card logic lives here.
//
// Start-up (MEASUREMENTS.md):
// - Pyodide loads with the trimmed standard library the site ships (manifest.json "stdlib", made by
//   scripts/site/prepare.py: the modules the engine uses, those of a start compiled); if that fails,
//   once more with Pyodide's whole python_stdlib.zip.
// - The first visit starts Python plainly, and once the engine has answered the page and is idle,
//   takes a memory snapshot of it (Pyodide's makeMemorySnapshot: the interpreter with the engine
//   imported) and stores it, its pages of zeros left out (pack), in Cache Storage ("hoyle-snapshot"), keyed on Pyodide's version, the
//   wheel's hash and the standard library's zip, with the older ones deleted; none is taken of a Python
//   grown past SNAPSHOT_MOST_BYTES (many sets of house rules asked for before the engine was idle).
// - Later visits restore that snapshot instead of starting Python and importing the engine, then
//   reseed Python's random. Any failure (no storage, no snapshot, a corrupt or mismatched one, a
//   restore or a snapshot that throws) falls back to the plain start; a bad snapshot is deleted.
// What happened is in the "ready" message (restored, stdlib, ms), in self.hoyleStart, and in the
// worker's performance marks (hoyle:worker-running, hoyle:manifest, hoyle:snapshot-read, hoyle:restore-begun,
// hoyle:pyodide-restored, hoyle:snapshot-restored, hoyle:snapshot-stored; scripts/bench/phone.py reads them).
import { loadPyodide as loadBundled, version as pyodideVersion } from "../pyodide/pyodide.mjs";

// The bundle's own types are those of its declarations in the npm package it is copied from.
/** @type {typeof import("pyodide").loadPyodide} */
const loadPyodide = loadBundled;
/** @typedef {import("pyodide").PyodideAPI} PyodideAPI */
/**
 * The engine's manifest (assets/engine/manifest.json, made by scripts/site/prepare.py), as far as
 * the worker reads it.
 * @typedef {object} Manifest
 * @property {string} wheel the engine wheel's file name
 * @property {string} hash a hash of the wheel's contents
 * @property {string | null} [stdlib] the trimmed standard library's file name
 * @property {import("pyodide").LockfileInfo} [pyodideLockInfo] the "info" of Pyodide's lock file
 * @property {Record<string, number>} [bytes] the size of each file the worker downloads, by name (its progress)
 */
/** @typedef {{pyodide: string, wheel: string, stdlib: string}} SnapshotKey what a stored snapshot was taken of */
/**
 * How the engine started, for the tests and the benchmark (self.hoyleStart).
 * @typedef {object} Start
 * @property {boolean} restored from a stored snapshot
 * @property {"full" | "trimmed" | null} stdlib the standard library Python started with
 * @property {{bytes: number, primeMs: number, takeMs: number, storeMs?: number} | null} snapshot the one taken this visit
 * @property {string[]} problems what failed on the way (and was got round)
 * @property {number} [ms] the start's time
 */

const here = (/** @type {string} */ path) => new URL(path, import.meta.url).href;
const INDEX_URL = here("../pyodide/");
const FULL_STDLIB = here("../pyodide/python_stdlib.zip");
const SNAPSHOT_CACHE = "hoyle-snapshot";
const SNAPSHOT_IDLE_MS = 250; // the snapshot is taken once no request has come for this long
const SNAPSHOT_RETRY_MS = 2000; // ... and no stream is open; else it is tried again this much later
const SNAPSHOT_TRIES = 30;
// Python's memory only grows (a start is about 31 MB; every set of house rules asked for adds its tables),
// and a snapshot is a copy of all of it: one over this size is not taken (a visit that starts plainly tries
// again), so the stored snapshot never grows without bound, and one can always be restored.
const SNAPSHOT_MOST_BYTES = 48 * 1024 * 1024;

// The Python the worker runs (scripts/site/prepare.py reads these `const NAME_PY` texts, so the
// trimmed standard library holds what they import).
// Before a snapshot: every engine module the worker may need (not the command line, hoyle.__main__,
// nor the claims ledger, hoyle/claims/), since after a restore the wheel's files are not on the file system.
const PRIME_PY = `
def _prime():
    import importlib, os, hoyle
    root = os.path.dirname(hoyle.__file__)
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "claims"))
        rel = os.path.relpath(folder, root)
        package = "hoyle" if rel == "." else "hoyle." + rel.replace(os.sep, ".")
        for name in sorted(files):
            if name.endswith(".py") and name != "__main__.py":
                importlib.import_module(package if name == "__init__.py" else package + "." + name[:-3])
_prime()
del _prime
`;
// Whether the engine is idle enough for a snapshot: no stream (a simulation) is open.
const IDLE_PY = `__import__("hoyle.streams", fromlist=["STREAMS"]).STREAMS.__len__() == 0`;
// After a restore: Python's random starts from the snapshot's state, so it is reseeded from the
// system's randomness. (The engine seeds its own: the simulator uses random.Random(seed) per request.)
const RESEED_PY = `__import__("random").seed()`;
// The check that a restored engine works: a known hand and its description.
const CHECK_REQUEST = { op: "hand", cards: "As Kd 10h 10c 4s" };
const CHECK_DESCRIPTION = "A pair of tens, with ace, king and four";

/** @type {Start} */
const start = { restored: false, stdlib: null, snapshot: null, problems: [] };
/** @type {typeof self & {hoyleStart?: Start}} */ (self).hoyleStart = start; // for the tests and the benchmark (worker.evaluate)

/**
 * An error in one line: a Python traceback's last line (the exception), else the message's first.
 * @param {any} err whatever was thrown (an Error, a message)
 */
function message(err) {
  const lines = String(err && err.message ? err.message : err).split("\n").filter((line) => line.trim());
  const line = (lines[0] || "").startsWith("Traceback") ? lines[lines.length - 1] : lines[0] || "";
  return line.trim().slice(0, 300);
}
const problem = (/** @type {string} */ what, /** @type {any} */ err) => start.problems.push(`${what}: ${message(err)}`);

// Storage that does not answer (it can hang: a browser's storage busy or broken) is given up after this
// long, and the engine starts plainly, as with no storage.
const STORE_MS = 10_000;

/**
 * A promise of the snapshot store's, given up (rejected) if it has not settled within STORE_MS.
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer in ${STORE_MS / 1000} s`)), STORE_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** The snapshot store (Cache Storage), or null when there is none. */
async function openStore() {
  try {
    if (!self.caches) return null;
    const cache = await within(caches.open(SNAPSHOT_CACHE), "the snapshot store");
    return {
      cache,
      url: (/** @type {SnapshotKey} */ key) => here(`../engine/snapshot?${new URLSearchParams(key)}`),
      /** @param {SnapshotKey} key */
      async match(key) {
        return (await within(cache.match(this.url(key)), "the snapshot store")) || null;
      },
      /** The one snapshot stored (older ones are removed), its reading begun: {url, bytes}, or null. */
      async only() {
        const keys = await within(cache.keys(), "the snapshot store");
        const response = keys.length === 1 ? await within(cache.match(keys[0]), "the snapshot store") : null;
        if (!response) return null;
        const bytes = readSnapshot(response);
        bytes.catch(() => {}); // awaited by the restore, if this is the snapshot the manifest names
        return { url: keys[0].url, bytes };
      },
      /**
       * @param {SnapshotKey} key
       * @param {Uint8Array} bytes
       */
      async put(key, bytes) {
        const packed = pack(bytes);
        const headers = { "Content-Type": "application/octet-stream", "X-Hoyle-Bytes": String(bytes.length), "X-Hoyle-Packed": String(packed.length), "X-Hoyle-Sum": checksum(packed) };
        await cache.put(this.url(key), new Response(packed, { headers }));
      },
      /** @param {SnapshotKey} key */
      async remove(key) {
        await cache.delete(this.url(key));
      },
      /** @param {SnapshotKey} key */
      async removeOthers(key) {
        const keep = this.url(key);
        for (const request of await cache.keys()) if (request.url !== keep) await cache.delete(request);
      },
    };
  } catch (err) {
    problem("snapshot storage", err);
    return null;
  }
}

/** @typedef {NonNullable<Awaited<ReturnType<typeof openStore>>>} Store */

/**
 * A quick checksum of every byte (FNV-1a over 32-bit words), to tell a damaged snapshot.
 * @param {Uint8Array} bytes
 */
function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let h = 0x811c9dc5 ^ bytes.length;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  for (let i = words.length << 2; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return (h >>> 0).toString(16);
}

/**
 * A stored snapshot's bytes, checked against the length and checksum stored with it, and unpacked (one stored
 * before snapshots were packed is read as it is).
 * @param {Response} response
 */
async function readSnapshot(response) {
  const bytes = new Uint8Array(await within(response.arrayBuffer(), "the stored snapshot"));
  const packed = response.headers.get("X-Hoyle-Packed");
  if (String(bytes.length) !== (packed || response.headers.get("X-Hoyle-Bytes")) || checksum(bytes) !== response.headers.get("X-Hoyle-Sum")) {
    throw new Error("the stored snapshot is damaged");
  }
  const whole = packed ? unpack(bytes, Number(response.headers.get("X-Hoyle-Bytes"))) : bytes;
  step("hoyle:snapshot-read");
  return whole;
}

const PAGE = 4096; // the pages a snapshot is packed by
/**
 * A snapshot without its pages of zeros (two in five of a start's: 19 MB to read and check of 31), so a later visit
 * reads it sooner: [how many runs of pages are kept, then each run's first page and its number of pages, as 32-bit
 * words], then the pages of every run, in order; the last page always kept (the runs end where the snapshot does).
 * @param {Uint8Array} bytes
 * @returns {Uint8Array<ArrayBuffer>}
 */
function pack(bytes) {
  const pages = Math.ceil(bytes.length / PAGE);
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  /** @type {number[]} */
  const runs = [];
  let kept = 0;
  for (let p = 0; p < pages; p++) {
    let zero = true;
    const end = Math.min((p + 1) * (PAGE >>> 2), words.length);
    for (let i = p * (PAGE >>> 2); i < end; i++) if (words[i] !== 0) { zero = false; break; }
    if (zero && p < pages - 1) continue;
    const size = Math.min(PAGE, bytes.length - p * PAGE);
    if (runs.length && runs[runs.length - 2] + runs[runs.length - 1] === p) runs[runs.length - 1]++;
    else runs.push(p, 1);
    kept += size;
  }
  const head = 4 + 4 * runs.length;
  const out = new Uint8Array(head + kept);
  const table = new Uint32Array(out.buffer, 0, 1 + runs.length);
  table[0] = runs.length / 2;
  table.set(runs, 1);
  let at = head;
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r] * PAGE, to = Math.min((runs[r] + runs[r + 1]) * PAGE, bytes.length);
    out.set(bytes.subarray(from, to), at);
    at += to - from;
  }
  return out;
}

/**
 * The snapshot a packed one was made of (pack).
 * @param {Uint8Array} packed
 * @param {number} length
 */
function unpack(packed, length) {
  const runs = new Uint32Array(packed.buffer, packed.byteOffset, 1 + 2 * new Uint32Array(packed.buffer, packed.byteOffset, 1)[0]);
  const out = new Uint8Array(length);
  let at = 4 * runs.length;
  for (let r = 1; r < runs.length; r += 2) {
    const from = runs[r] * PAGE, to = Math.min((runs[r] + runs[r + 1]) * PAGE, length);
    out.set(packed.subarray(at, at + to - from), from);
    at += to - from;
  }
  if (at !== packed.length) throw new Error("the stored snapshot is damaged");
  return out;
}

/**
 * The engine from a stored snapshot, checked.
 * @param {Manifest} manifest
 * @param {Promise<Uint8Array>} snapshot the stored snapshot's bytes, being read (readSnapshot)
 * @param {string} stdLibURL
 */
async function restore(manifest, snapshot, stdLibURL) {
  step("hoyle:restore-begun");
  const pyodide = await loadPyodide({ ...pyodideOptions(manifest), stdLibURL, _loadSnapshot: snapshot });
  step("hoyle:pyodide-restored");
  const zip = pyodide.runPython("import sys; '/lib/python%d%d.zip' % sys.version_info[:2]");
  if (!pyodide.FS.analyzePath(zip).exists) throw new Error("the standard library did not load");
  pyodide.runPython(RESEED_PY);
  const web = pyodide.pyimport("hoyle.web");
  const check = JSON.parse(web.respond(JSON.stringify(CHECK_REQUEST)));
  if (check.answer.description !== CHECK_DESCRIPTION) throw new Error("the restored engine answered wrongly");
  return { pyodide, web };
}

/**
 * Python started plainly, the wheel unpacked and the engine imported.
 * @param {Manifest} manifest
 * @param {string} stdLibURL
 * @param {boolean} makeSnapshot whether a snapshot may be taken later
 */
async function plainStart(manifest, stdLibURL, makeSnapshot) {
  const wheel = fetch(here(`../engine/${manifest.wheel}?v=${manifest.hash}`));
  wheel.catch(() => {}); // awaited below; a failure is reported there
  const options = { ...pyodideOptions(manifest), _makeSnapshot: makeSnapshot };
  let pyodide;
  try {
    pyodide = await loadPyodide({ ...options, stdLibURL });
    step("hoyle:pyodide-loaded");
  } catch (err) {
    // Once more with Pyodide's whole standard library: the trimmed one may be what failed (not to
    // be had, or not starting Python); if something else failed, this fails too, and quickly.
    if (stdLibURL === FULL_STDLIB) throw err;
    const zip = await fetch(stdLibURL).then((r) => (r.ok ? "fetched" : `HTTP ${r.status}`), (e) => message(e));
    problem("trimmed standard library", zip === "fetched" ? err : zip);
    stdLibURL = FULL_STDLIB;
    pyodide = await loadPyodide({ ...options, stdLibURL });
  }
  const response = await wheel;
  if (!response.ok) throw failure("host", `the site's host answered HTTP ${response.status} for the engine's wheel`);
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await response.arrayBuffer(), "wheel", { extractDir: sitePackages });
  step("hoyle:wheel-unpacked");
  const web = pyodide.pyimport("hoyle.web");
  step("hoyle:engine-imported");
  return { pyodide, web, stdLibURL };
}

/** loadPyodide's options: our own files only; the lock file's "info" from the manifest, with no packages (none
 * is ever loaded), which saves fetching pyodide-lock.json.
 * @param {Manifest} manifest
 */
function pyodideOptions(manifest) {
  /** @type {import("pyodide").PyodideConfig} */
  const options = { indexURL: INDEX_URL, packageBaseUrl: INDEX_URL };
  if (manifest.pyodideLockInfo) options.lockFileContents = { info: manifest.pyodideLockInfo, packages: {} };
  return options;
}

/** Whether WebAssembly may run here: a browser without it, or a Content-Security-Policy without
 * 'wasm-unsafe-eval' (a host's header), refuses the smallest module at once, where Pyodide would wait for ever. */
function webAssemblyAllowed() {
  try {
    new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    return true;
  } catch (err) {
    return false;
  }
}

async function boot() {
  const t0 = performance.now();
  performance.mark("hoyle:worker-running"); // its modules loaded (worker.js, pyodide.mjs)
  if (!webAssemblyAllowed()) {
    throw failure("browser", "WebAssembly, which the engine needs, is not allowed here (by this browser, or by the policy the site was sent with)");
  }
  const opening = openStore();
  // A later visit reads its stored snapshot while the manifest is asked for (a round trip, on a slow link);
  // it is restored only if it is the one the manifest names.
  const early = opening.then((store) => (store ? store.only() : null)).catch(() => null);
  const [manifestResponse, store] = await Promise.all([fetch(here("../engine/manifest.json"), { cache: "no-cache" }), opening]);
  if (!manifestResponse.ok) throw failure("host", `the site's host answered HTTP ${manifestResponse.status} for the engine's manifest`);
  /** @type {Manifest} */
  const manifest = await manifestResponse.json();
  counted = manifest.bytes || {};
  total = Object.values(counted).reduce((a, b) => a + b, 0);
  performance.mark("hoyle:manifest");
  progress(true); // the page learns the total at once ("Fetching the card engine: 0.0 of 10.9 MB")
  let stdLibURL = manifest.stdlib ? here(`../engine/${manifest.stdlib}`) : FULL_STDLIB;
  /** @type {(url: string) => SnapshotKey} */
  const keyFor = (url) => ({ pyodide: pyodideVersion, wheel: manifest.hash, stdlib: /** @type {string} */ (url.split("/").pop()) });

  let engine = null;
  if (store) {
    const key = keyFor(stdLibURL);
    /** @type {Promise<Uint8Array> | null} */
    let snapshot = null;
    try {
      const stored = await early;
      if (stored && stored.url === store.url(key)) snapshot = stored.bytes;
      else {
        const response = await store.match(key);
        if (response) snapshot = readSnapshot(response);
        snapshot?.catch(() => {}); // awaited by the restore
      }
    } catch (err) {
      problem("snapshot storage", err);
    }
    if (snapshot) {
      try {
        engine = await restore(manifest, snapshot, stdLibURL);
        start.restored = true;
        step("hoyle:snapshot-restored");
      } catch (err) {
        problem("snapshot restore", err);
      }
    }
  }
  if (!engine) {
    engine = await plainStart(manifest, stdLibURL, Boolean(store));
    // A snapshot that failed when a plain start works is at fault: it goes (and a new one is taken).
    if (store && start.problems.some((p) => p.startsWith("snapshot restore"))) {
      store.remove(keyFor(stdLibURL)).catch((e) => problem("snapshot storage", e));
    }
    stdLibURL = engine.stdLibURL;
  }
  start.stdlib = stdLibURL === FULL_STDLIB ? "full" : "trimmed";
  const version = engine.pyodide.pyimport("hoyle").__version__;
  const ms = Math.round(performance.now() - t0);
  start.ms = ms;
  if (store) {
    const key = keyFor(stdLibURL);
    store.removeOthers(key).catch((e) => problem("snapshot storage", e)); // older versions' snapshots
    if (!start.restored) snapshotLater(engine.pyodide, store, key);
  }
  return { respond: engine.web.respond, version, ms, restored: start.restored, stdlib: start.stdlib };
}

// The snapshot, taken when the engine is idle after the first visit's answers, so it never delays them.
/** @type {ReturnType<typeof setTimeout> | undefined} */
let snapshotTimer;
/** @type {((delay?: number) => void) | null} */
let snapshotPending = null; // while a snapshot is to be taken: (re)starts its wait (each request puts it off)

/**
 * @param {PyodideAPI} pyodide
 * @param {Store} store
 * @param {SnapshotKey} key
 */
function snapshotLater(pyodide, store, key) {
  let tries = 0;
  /** @param {number} [delay] */
  const later = (delay = SNAPSHOT_IDLE_MS) => {
    clearTimeout(snapshotTimer);
    snapshotTimer = setTimeout(() => {
      if (!pyodide.runPython(IDLE_PY)) {
        if (++tries < SNAPSHOT_TRIES) return later(SNAPSHOT_RETRY_MS);
        snapshotPending = null; // never idle: no snapshot this visit (one with a stream open would restore it)
        return problem("snapshot", "the engine was never idle");
      }
      snapshotPending = null;
      takeSnapshot(pyodide, store, key);
    }, delay);
  };
  snapshotPending = later;
  later();
}

/**
 * @param {PyodideAPI} pyodide
 * @param {Store} store
 * @param {SnapshotKey} key
 */
async function takeSnapshot(pyodide, store, key) {
  const t0 = performance.now();
  let bytes;
  try {
    pyodide.runPython(PRIME_PY);
    const t1 = performance.now();
    const memory = /** @type {{_module: {HEAP8: Int8Array}}} */ (/** @type {unknown} */ (pyodide))._module.HEAP8.length;
    if (memory > SNAPSHOT_MOST_BYTES) {
      const mb = (/** @type {number} */ n) => `${Math.round(n / 1048576)} MB`;
      problem("snapshot", `Python's memory is ${mb(memory)}, over the ${mb(SNAPSHOT_MOST_BYTES)} a snapshot may take: none is stored this visit`);
      return;
    }
    bytes = pyodide.makeMemorySnapshot();
    start.snapshot = { bytes: bytes.length, primeMs: Math.round(t1 - t0), takeMs: Math.round(performance.now() - t1) };
  } catch (err) {
    problem("snapshot", err);
    return;
  }
  try {
    const t2 = performance.now();
    await store.put(key, bytes);
    start.snapshot.storeMs = Math.round(performance.now() - t2);
    performance.mark("hoyle:snapshot-stored", { detail: start.snapshot });
  } catch (err) {
    problem("snapshot storage", err);
  }
}

// Pyodide's runtime script, fetched and compiled while the manifest and the snapshot store are asked
// (loadPyodide imports this same URL later, and finds it loaded).
import(`${INDEX_URL}pyodide.asm.mjs`).then(() => progress(), () => {});

// When a download Pyodide needs fails (offline, blocked), Pyodide may only log a warning, or reject
// inside, and leave loadPyodide pending for ever. So a failed download, or a rejection nobody
// handled, while the start is under way ends the start as failed, unless some download has
// succeeded since (a fallback at work: then it is looked at again) or the start settles first.
const STUCK_MS = 3000;
let settled = false;
let lastGood = 0;

// Signs of progress for the page (engine.js gives up a start that sends none for a while): the worker is
// running, each download answered and each part of it that arrives, each step of the start; one a second at most,
// with the bytes of the engine's downloads so far ("Fetching the card engine: 1.2 of 11.9 MB").
const PROGRESS_EVERY_MS = 1000;
let lastProgress = -Infinity;
/** @type {Record<string, number>} the files counted, by name, and their sizes (the manifest's "bytes") */
let counted = {};
let total = 0; // their sum, once the manifest has come
/** @type {Map<string, number>} bytes arrived of each download, by address */
const arrived = new Map();
/** @type {ReturnType<typeof setTimeout> | undefined} */
let trailing; // the last sign within a second is sent at its end: the page always learns the bytes that came
/** @param {boolean} [now] at once, whenever the last was sent (the total is newly known) */
function progress(now = false) {
  if (settled) return;
  const wait = lastProgress + PROGRESS_EVERY_MS - performance.now();
  if (!now && wait > 0) {
    if (trailing === undefined) trailing = setTimeout(() => ((trailing = undefined), progress()), wait);
    return;
  }
  clearTimeout(trailing);
  trailing = undefined;
  lastProgress = performance.now();
  let got = 0;
  for (const [url, n] of arrived) if ((new URL(url).pathname.split("/").pop() || "") in counted) got += n;
  postMessage(total ? { type: "progress", got: Math.min(got, total), total } : { type: "progress" });
}
/**
 * An error that says whose fault it is (messages.js FailureReason).
 * @param {import("./messages.js").FailureReason} reason
 * @param {string} text
 */
function failure(reason, text) {
  return Object.assign(new Error(text), { reason });
}
/** @param {string} name a step of the start, marked for the benchmark */
function step(name) {
  performance.mark(name);
  progress();
}
/**
 * The bytes of a download as they arrive count as progress (a copy of its body is read as it comes, until the
 * start settles): a slow link is not a stalled one.
 * @param {Response} response
 */
function watchBody(response) {
  if (settled || !response.body) return;
  let reader;
  try {
    reader = response.clone().body?.getReader();
  } catch {
    return; // a body already being read: its answer was progress enough
  }
  if (!reader) return;
  const copy = reader;
  const url = response.url;
  (async () => {
    for (;;) {
      const { done, value } = await copy.read();
      if (done) return;
      if (settled) return copy.cancel();
      arrived.set(url, (arrived.get(url) || 0) + (value ? value.byteLength : 0));
      progress();
    }
  })().catch(() => {}); // the download failed: the fetch itself says so
}
progress(); // the worker and Pyodide's loader have loaded
/** @typedef {import("./messages.js").WorkerMessage} WorkerMessage */
/** @typedef {import("./messages.js").AskMessage} AskMessage */
/** @typedef {import("./messages.js").Answer} Answer */
const report = (/** @type {WorkerMessage} */ msg) => {
  if (settled) return;
  settled = true;
  postMessage(msg);
};
/**
 * @param {string} reason
 * @param {import("./messages.js").FailureReason} [whose]
 */
function stalled(reason, whose) {
  if (settled) return;
  const failedAt = performance.now();
  const look = () => {
    if (settled) return;
    if (lastGood > failedAt) return stalled(reason, whose); // progress since: give it time again
    report(whose ? { type: "failed", message: reason, reason: whose } : { type: "failed", message: reason });
  };
  setTimeout(look, STUCK_MS);
}
const realFetch = self.fetch.bind(self);
self.fetch = (...args) => {
  const answer = realFetch(...args);
  answer.then(
    (response) => {
      if (response.ok) lastGood = performance.now();
      progress();
      watchBody(response);
    },
    (err) => stalled(message(err) || "a download the engine needs failed", "network"), // a fetch that rejects: no answer from the network
  );
  return answer;
};
self.addEventListener("unhandledrejection", (event) => stalled(message(event.reason) || "the engine could not start"));

const ready = boot();
ready.then(
  ({ version, ms, restored, stdlib }) => report({ type: "ready", version, ms, restored, stdlib, problems: [...start.problems] }),
  (err) => report({ type: "failed", message: message(err) || "the engine could not start", ...(err && err.reason ? { reason: err.reason } : {}) }),
);

/**
 * What the page reads of the engine's answer (messages.js): the rest of it stays here.
 * @param {Record<string, any>} answer
 * @returns {Answer}
 */
function readable(answer) {
  /** @type {Answer} */
  const read = {};
  if (answer.error !== undefined) read.error = answer.error;
  if (answer.sid !== undefined) read.sid = answer.sid;
  if (answer.done !== undefined) read.done = answer.done;
  return read;
}

/** @param {WorkerMessage} msg */
const send = (msg) => postMessage(msg);

self.onmessage = async (event) => {
  /** @type {AskMessage} */
  const { id, request } = event.data;
  try {
    const { respond } = await ready;
    const { answer, html } = JSON.parse(respond(JSON.stringify(request)));
    send({ type: "answer", id, answer: readable(answer), html });
  } catch (/** @type {any} */ err) {
    const text = `the engine could not answer: ${err && err.message ? err.message : err}`;
    send({ type: "answer", id, answer: { error: { code: "engine", message: text } }, html: "" });
  }
  if (snapshotPending) snapshotPending();
};

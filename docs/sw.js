// @ts-check
// The site's service worker: after one visit, every page, its assets, Pyodide and the engine wheel come from
// its cache at once, with the network or without it, so every widget answers at the card table.
//
// An edition (scripts/site/finish.py) is one deploy of the site: the engine's manifest
// (assets/engine/manifest.json) names it ("edition", an id of its files' contents) and lists its files
// ("files": every page, its scripts, styles and images, the search index). One edition is kept whole, in a
// cache named after it:
// - Installing an edition: the engine's files (Pyodide and the wheel), then every file of the edition, a file
//   at a time, and the manifest last: a cache holding its manifest is complete. A file that an older edition
//   holds under the same content-named address (Pyodide's files of the same version, the wheel and standard
//   library named by their hash, the site's hashed scripts) is copied from it, not downloaded again. If a file
//   cannot be had (offline, a 503, the storage full), the half-filled cache is deleted, so it is never used,
//   and the install is tried again at the next page. Once complete, the older editions' caches are deleted
//   whole, and the engine's memory snapshots of another engine with them: two deploys leave one set.
// - Pages, the manifest and every file of the edition: from the complete cache first (stale-while-revalidate:
//   a page shows at once, whatever the signal), and behind it the manifest is asked of the network: a new edition is installed in the background, and the pages open then are told
//   ("A newer edition is ready": widgets.js), so a page never runs old scripts with a new engine, nor the
//   reverse. A page with a query (a shared link) is the same page.
// - What the edition does not hold (a page of a newer deploy, a file not listed, a site built without an
//   edition, as `make serve` serves it): the network first, the cache's copy when the network has not answered
//   within NETWORK_WAIT_MS, fails, or answers with an error. Writing to the cache never holds up or breaks an
//   answer (a full quota included).
// - The first visit: the worker is registered once the page's engine is ready (widgets.js) and installs the
//   edition then; its downloads find the engine's files in the browser's cache, so nothing is fetched twice.

/**
 * The engine's manifest (assets/engine/manifest.json, made by scripts/site/prepare.py and given the edition by
 * scripts/site/finish.py), as far as this worker reads it.
 * @typedef {{hash: string, wheel: string, stdlib?: string | null, pyodide?: string, edition?: string, files?: string[]}} Manifest
 */

// This script's global scope (the WebWorker declarations name a worker's, not a service worker's).
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PREFIX = "hoyle-site-";
const SNAPSHOTS = "hoyle-snapshot"; // the engine's memory snapshots (worker.js)
const SCOPE = new URL("./", sw.location.href).href;
const at = (/** @type {string} */ path) => new URL(path, SCOPE).href;
const MANIFEST = at("assets/engine/manifest.json");
// What the engine's worker fetches of Pyodide (not pyodide-lock.json: the manifest carries what it needs).
const PYODIDE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"];
// How long a file the edition does not hold waits for the network before a copy in the cache is shown.
const NETWORK_WAIT_MS = 3000;

/**
 * The files the engine's worker fetches, as manifest.json names them.
 * @param {Manifest} manifest
 */
function engineFiles(manifest) {
  const stdlib = manifest.stdlib ? at(`assets/engine/${manifest.stdlib}`) : at("assets/pyodide/python_stdlib.zip");
  return [at(`assets/engine/${manifest.wheel}?v=${manifest.hash}`), stdlib, ...PYODIDE.map((f) => at(`assets/pyodide/${f}`))];
}

/** The edition's files: the engine's, then the pages and their assets. @param {Manifest} manifest */
const editionFiles = (manifest) => [...engineFiles(manifest), ...(manifest.files || []).map(at)];

const cacheName = (/** @type {Manifest} */ manifest) => `${PREFIX}${manifest.edition || `${manifest.hash}-${manifest.pyodide || ""}`}`;

/**
 * The complete caches of this site (those holding their manifest), oldest first. Looked into with
 * caches.match, never caches.open: opening a cache that a failed install has deleted since keys() listed it
 * would make it again, empty, and leave it for good (seen in CI: a half-filled cache that stayed).
 */
async function completeCaches() {
  const names = [];
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && (await caches.match(MANIFEST, { cacheName: name }))) names.push(name);
  }
  return names;
}

/**
 * The edition kept: the newest complete cache's name and its manifest, or null. Looked up once and remembered (every
 * request of a page asks it, and on a phone's slow CPU each look into Cache Storage costs), until an install ends.
 * @type {Promise<{name: string, manifest: Manifest} | null> | null}
 */
let kept = null;
function current() {
  if (!kept) {
    kept = (async () => {
      const names = await completeCaches();
      const name = names[names.length - 1];
      const response = name ? await caches.match(MANIFEST, { cacheName: name }) : undefined;
      return name && response ? { name, manifest: /** @type {Manifest} */ (await response.json()) } : null;
    })();
    kept.catch(() => (kept = null));
  }
  return kept;
}
/** An install has ended: the edition kept is looked up again. */
const forget = () => (kept = null);

/** The newest complete cache's name, or null. */
async function currentName() {
  return (await current())?.name ?? null;
}

/** The newest complete cache, or null (never made again if it has gone since: see completeCaches). */
async function currentCache() {
  const name = await currentName();
  return name && (await caches.has(name)) ? caches.open(name) : null;
}

/**
 * A copy of a request in the newest complete cache (never in a cache still being filled).
 * @param {RequestInfo} key
 */
async function cached(key) {
  const name = await currentName();
  return name ? caches.match(key, { cacheName: name }) : undefined; // not opened: see completeCaches
}

/** The manifest of the newest complete cache, or null. */
async function currentManifest() {
  return (await current())?.manifest ?? null;
}

/** @type {Map<string, Promise<boolean>>} the installs under way, by cache name (one at a time each) */
const installing = new Map();

// Addresses that name their content, which an older edition's cache may give a new one: Pyodide's files (the
// same version: its name is in the cache's key, see sameFile), the wheel (?v=hash), the standard library
// (python_stdlib-<hash>.zip), the site's hashed scripts and styles (below: IMMUTABLE).
const isEngineFile = (/** @type {string} */ url) => url.startsWith(at("assets/pyodide/")) || /\/assets\/engine\/.+\.(whl|zip)/.test(url);

/**
 * A file for a new edition: from an older edition's cache when its address names its content, else the network.
 * @param {string} url
 * @param {Manifest} manifest the new edition's
 * @param {Manifest[]} older the older editions' manifests, with their cache names
 * @param {string[]} olderNames
 */
async function fileFor(url, manifest, older, olderNames) {
  const pyodideFile = url.startsWith(at("assets/pyodide/"));
  if (pyodideFile || isEngineFile(url) || isImmutable(url)) {
    for (let i = older.length - 1; i >= 0; i--) {
      if (pyodideFile && older[i].pyodide !== manifest.pyodide) continue;
      const copy = await caches.match(url, { cacheName: olderNames[i] });
      if (copy) return copy;
    }
  }
  // a page, the search index, Pyodide's files (their address is the same for every version): asked of the server,
  // never an old copy of the browser's; a file named after its content: the browser's cache is right
  const named = !pyodideFile && (isEngineFile(url) || isImmutable(url));
  const response = await fetch(url, named ? {} : { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/**
 * Cache this manifest's edition whole under its own name, the manifest last; then delete the older editions and the
 * memory snapshots of another engine. A failure deletes the half-filled cache (it is tried again later). Resolves
 * with whether an older edition was replaced (the open pages are then told).
 * @param {Manifest} manifest
 * @returns {Promise<boolean>}
 */
function install(manifest) {
  const name = cacheName(manifest);
  const under = installing.get(name);
  if (under) return under;
  const done = (async () => {
    if (await caches.match(MANIFEST, { cacheName: name })) return false; // complete already
    const olderNames = (await completeCaches()).filter((n) => n !== name);
    const older = [];
    for (const n of olderNames) older.push(/** @type {Manifest} */ (await (await caches.match(MANIFEST, { cacheName: n }))?.json()));
    const cache = await caches.open(name);
    try {
      for (const url of editionFiles(manifest)) {
        if (await cache.match(url)) continue;
        await cache.put(url, await fileFor(url, manifest, older, olderNames));
      }
      await cache.put(MANIFEST, new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/json" } }));
    } catch (error) {
      await caches.delete(name);
      throw error;
    }
    forget(); // the new edition is kept from now
    for (const old of await caches.keys()) if (old.startsWith(PREFIX) && old !== name) await caches.delete(old);
    await dropOtherSnapshots(manifest);
    return olderNames.length > 0;
  })();
  installing.set(name, done);
  done.finally(() => (installing.delete(name), forget())).catch(() => {});
  return done;
}

/**
 * Delete the engine's memory snapshots taken of another engine than this manifest's (worker.js keys them on
 * Pyodide's version, the wheel's hash and the standard library's file).
 * @param {Manifest} manifest
 */
async function dropOtherSnapshots(manifest) {
  if (!(await caches.has(SNAPSHOTS))) return;
  const store = await caches.open(SNAPSHOTS);
  for (const request of await store.keys()) {
    const key = new URL(request.url).searchParams;
    const stdlib = key.get("stdlib");
    const ours = key.get("pyodide") === manifest.pyodide && key.get("wheel") === manifest.hash &&
      (stdlib === manifest.stdlib || stdlib === "python_stdlib.zip");
    if (!ours) await store.delete(request);
  }
}

/** Tell the open pages that a newer edition is ready (widgets.js shows it). */
async function announce() {
  for (const client of await sw.clients.matchAll({ type: "window" })) client.postMessage({ type: "edition-ready" });
}

/**
 * The network's manifest, and its edition installed if it is not yet (the open pages told once it replaces an
 * older one). Never rejects.
 */
async function update() {
  try {
    const response = await fetch(MANIFEST, { cache: "no-cache" });
    if (!response.ok) throw new Error(`the manifest: HTTP ${response.status}`);
    const manifest = /** @type {Manifest} */ (await response.json());
    checks.push({ edition: manifest.edition || null });
    if (await install(manifest)) await announce();
  } catch (error) {
    checks.push({ error: String(error) }); // offline, or the install failed: tried again at a later page
  }
}
/** @type {{edition?: string | null, error?: string}[]} the checks for a newer edition so far (for the tests: worker.evaluate) */
const checks = [];
/** @type {ServiceWorkerGlobalScope & {hoyleChecks?: typeof checks}} */ (sw).hoyleChecks = checks;

/** @type {Promise<void> | null} */
let checking = null;
/** @type {Promise<void> | null} */
let queued = null;
/**
 * Ask the network for a newer edition, behind a page from the cache: one check at a time, and one more after it for
 * the pages that came while it was under way (a page and its engine's manifest share one).
 * @returns {Promise<void>}
 */
function revalidate() {
  if (!checking) {
    checking = update().finally(() => (checking = null));
    return checking;
  }
  if (!queued) {
    queued = checking.then(() => {
      queued = null;
      return revalidate();
    });
  }
  return queued;
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(MANIFEST, { cache: "no-cache" });
      if (!response.ok) throw new Error(`the engine's manifest: HTTP ${response.status}`);
      await install(await response.json());
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => event.waitUntil(sw.clients.claim()));

const withoutQuery = (/** @type {string} */ url) => {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  return u.href;
};

// Files whose address names their content, which never change: the site's own scripts and styles
// (assets/hoyle-<hash>/, scripts/site/finish.py) and Material's (bundle.<hash>.min.js, main.<hash>.min.css,
// workers/search.<hash>.min.js).
const IMMUTABLE = /\/assets\/(hoyle-[0-9a-f]{12}\/[^?]+|javascripts\/(workers\/)?[\w.-]+\.[0-9a-f]{8}\.min\.js|stylesheets\/[\w.-]+\.[0-9a-f]{8}\.min\.css)$/;
const isImmutable = (/** @type {string} */ url) => url.startsWith(SCOPE) && IMMUTABLE.test(new URL(url).pathname);

/**
 * Keep a copy of a response from the network in the current edition's cache, in the background: only a file that
 * names its content (one of any edition is right in any), or any file of a site built without an edition. A full
 * quota or a cache gone away never reaches the page.
 * @param {FetchEvent} event
 * @param {RequestInfo} key what it is cached under
 * @param {Response} response
 */
function keep(event, key, response) {
  if (!response.ok || response.type !== "basic") return;
  const copy = response.clone();
  event.waitUntil(
    (async () => {
      const manifest = await currentManifest();
      if (!manifest || (manifest.edition && !isImmutable(typeof key === "string" ? key : key.url))) return;
      const cache = await currentCache();
      if (cache) await cache.put(key, copy);
    })().catch(() => {}),
  );
}

/**
 * The network's answer, or after `ms` without one, null (the fetch goes on).
 * @param {Promise<Response>} fetching
 * @param {number} ms
 * @returns {Promise<Response | null>}
 */
function within(fetching, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([fetching, late]).finally(() => clearTimeout(timer));
}

/**
 * The network first; the cache's copy when the network is slow (NETWORK_WAIT_MS), fails or answers
 * with an error.
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {RequestInfo} key what it is cached under
 */
async function networkFirst(event, request, key) {
  const fetching = fetch(request);
  const kept = fetching.then((response) => (keep(event, key, response), response));
  kept.catch(() => {});
  event.waitUntil(kept.catch(() => {})); // a late answer is still kept
  let response = null;
  try {
    response = await within(kept, NETWORK_WAIT_MS);
    if (response && response.ok) return response;
  } catch (error) {
    const copy = await cached(key);
    if (copy) return copy;
    throw error;
  }
  const copy = await cached(key);
  if (copy) return copy;
  return response || kept; // an error from the host, or a slow network with nothing cached: wait for it
}

/**
 * From the current edition's cache at once, the network asked for a newer edition behind it; what the
 * edition does not hold, the network first.
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {string} key what it is cached under
 */
async function editionFirst(event, request, key) {
  const manifest = await currentManifest().catch(() => null);
  const copy = manifest && manifest.edition ? await cached(key) : undefined;
  if (copy) {
    if (request.mode === "navigate" || key === MANIFEST) event.waitUntil(revalidate());
    return copy;
  }
  if (key === MANIFEST) return manifestFromNetwork(event, request);
  return networkFirst(event, request, key);
}

/**
 * The manifest from the network, when no edition is kept (a first visit, a site built without an edition): a
 * new engine is installed under a new name (and one whose install failed is tried again).
 * @param {FetchEvent} event
 * @param {Request} request
 */
async function manifestFromNetwork(event, request) {
  const fetching = fetch(request);
  const checked = fetching.then(async (response) => {
    if (response.ok) event.waitUntil(install(await response.clone().json()).then((newer) => (newer ? announce() : undefined)).catch(() => {}));
    return response;
  });
  checked.catch(() => {});
  event.waitUntil(checked.catch(() => {}));
  try {
    const response = await within(checked, NETWORK_WAIT_MS);
    if (response && response.ok) return response;
  } catch (error) {
    /* offline: the cached manifest names the cached engine */
  }
  return (await cached(MANIFEST)) || checked;
}

/**
 * The cache first (the engine's files and the hashed scripts: their address names their content); from the
 * network, kept (an engine file is kept only by an install: `event` is not given).
 * @param {Request} request
 * @param {FetchEvent} [event]
 */
async function cacheFirst(request, event) {
  const copy = await cached(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (event) keep(event, request.url, response);
  return response;
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  if (request.mode === "navigate") event.respondWith(editionFirst(event, request, withoutQuery(request.url)));
  else if (withoutQuery(request.url) === MANIFEST) event.respondWith(editionFirst(event, request, MANIFEST));
  else if (isEngineFile(request.url)) event.respondWith(cacheFirst(request));
  else if (isImmutable(request.url)) event.respondWith(cacheFirst(request, event));
  else event.respondWith(editionFirst(event, request, request.url));
});

// A page tells the worker, once its engine is ready, what it loaded: for a site built without an edition (as
// `make serve` serves it), those files and the sitemap's pages are kept, a file at a time; an edition holds them
// already.

/**
 * Cache what is not cached yet, a file at a time (so a reader's own requests come first).
 * @param {string[]} urls
 */
async function warm(urls) {
  const cache = await currentCache();
  if (!cache) return;
  for (const url of urls) {
    if (!url.startsWith(SCOPE) || isEngineFile(url) || (await cache.match(url))) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch (error) {
      return; // offline again, or the storage full: the rest another time
    }
  }
}

/**
 * Every page of the sitemap, at this worker's own address. The sitemap names them at the address the
 * site was built for (its site_url), which may not be where it is served (another host, a sub-path): each
 * is taken relative to the sitemap's first page, the site's home, and resolved against the scope.
 */
async function sitePages() {
  try {
    const text = await (await fetch(at("sitemap.xml"))).text();
    const locs = Array.from(text.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1].trim()));
    if (!locs.length) return [];
    const home = locs[0].pathname.replace(/[^/]*$/, "");
    return locs.filter((u) => u.pathname.startsWith(home)).map((u) => at(u.pathname.slice(home.length)));
  } catch (error) {
    return [];
  }
}

// The site as an app on the home screen: its manifest and icons (scripts/site/home_screen.py), kept for a start offline
// (an edition lists them among its files; a site built without one keeps them here).
const HOME_SCREEN = ["manifest.webmanifest", "assets/icon.svg", "assets/icons/favicon-32.png", "assets/icons/shortcut-96.png",
  "assets/icons/icon-192.png", "assets/icons/icon-512.png", "assets/icons/maskable-512.png", "assets/icons/apple-touch-icon.png"];

sw.addEventListener("message", (event) => {
  if (event.data?.type !== "warm") return;
  const urls = (Array.isArray(event.data.urls) ? event.data.urls : []).flatMap((/** @type {unknown} */ u) => {
    try {
      return typeof u === "string" ? [withoutQuery(u)] : [];
    } catch (error) {
      return []; // not an address: nothing to cache
    }
  });
  event.waitUntil(
    (async () => {
      const manifest = await currentManifest().catch(() => null);
      if (manifest && manifest.edition) return; // kept whole by its install
      return warm([...urls, ...HOME_SCREEN.map(at), ...(await sitePages()), at("search/search_index.json")]);
    })(),
  );
});

// @ts-check
// The site's service worker: after one visit, the pages, their assets, Pyodide and the engine wheel
// come from its cache when the network is off or too slow, so every widget answers at the card table.
//
// The cache is named after the engine (assets/engine/manifest.json: the wheel's content hash and
// Pyodide's version); a new engine gets a new cache, filled before the old ones are removed.
// - Installing: the engine's files (Pyodide and the wheel) are cached, and the manifest last: a cache
//   holding its manifest is complete. If a file cannot be had (offline, a 503, the storage full), the
//   half-filled cache is deleted, so it is never used, and the install is tried again the next time a
//   page asks for the manifest.
// - Pages (navigations), the manifest and small assets: the network first, but a copy in the cache is
//   answered when the network has not answered within NETWORK_WAIT_MS (one bar of signal: a connection
//   accepted and never answered), when it fails, or when the host answers with an error (4xx/5xx); the
//   network's answer still refreshes the cache in the background. A page with a query (a shared link) is
//   the same page. Writing to the cache never holds up or breaks an answer (a full quota included).
// - Pyodide and the wheel (the wheel's address carries its hash): the cache first. They are cached only by
//   an install, into the cache of their own manifest, so one cache never mixes two engines.
// - The site's own scripts and styles carry their content's hash in their folder (assets/hoyle-<hash>/,
//   scripts/finish_site.py), and Material's in their names: a page from the cache runs the scripts it was
//   built with, and they come from the cache first (they never change), with no round trip on a slow link.
// - A page tells the worker, once its engine is ready, what it loaded ("warm"); the worker then
//   caches those files and the other pages of the site (from sitemap.xml), a page at a time.
// Caches of other names (the engine's memory snapshot, "hoyle-snapshot") are not touched.

/**
 * The engine's manifest (assets/engine/manifest.json, made by scripts/prepare_site.py), as far as
 * this worker reads it.
 * @typedef {{hash: string, wheel: string, stdlib?: string | null, pyodide?: string}} Manifest
 */

// This script's global scope (the WebWorker declarations name a worker's, not a service worker's).
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PREFIX = "hoyle-site-";
const SCOPE = new URL("./", sw.location.href).href;
const at = (/** @type {string} */ path) => new URL(path, SCOPE).href;
const MANIFEST = at("assets/engine/manifest.json");
// What the engine's worker fetches of Pyodide (not pyodide-lock.json: the manifest carries what it needs).
const PYODIDE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"];
// How long a page, the manifest or an asset waits for the network before a copy in the cache is shown.
const NETWORK_WAIT_MS = 3000;

/**
 * The files the engine's worker fetches, as manifest.json names them.
 * @param {Manifest} manifest
 */
function engineFiles(manifest) {
  const stdlib = manifest.stdlib ? at(`assets/engine/${manifest.stdlib}`) : at("assets/pyodide/python_stdlib.zip");
  return [at(`assets/engine/${manifest.wheel}?v=${manifest.hash}`), stdlib, ...PYODIDE.map((f) => at(`assets/pyodide/${f}`))];
}

const cacheName = (/** @type {Manifest} */ manifest) => `${PREFIX}${manifest.hash}-${manifest.pyodide || ""}`;

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

/** The newest complete cache, or null. */
async function currentCache() {
  const names = await completeCaches();
  return names.length ? caches.open(names[names.length - 1]) : null;
}

/**
 * A copy of a request in the complete caches, the newest first (never in a cache still being filled).
 * @param {RequestInfo} key
 */
async function cached(key) {
  const names = await completeCaches();
  for (const name of names.reverse()) {
    const found = await caches.match(key, { cacheName: name }); // not opened: see completeCaches
    if (found) return found;
  }
  return undefined;
}

/** @type {Map<string, Promise<void>>} the installs under way, by cache name (one at a time each) */
const installing = new Map();

/**
 * Cache the engine of this manifest under its own name, the manifest last; then carry the pages over from
 * the older caches and remove them. A failure deletes the half-filled cache (and is tried again later).
 * @param {Manifest} manifest
 */
function install(manifest) {
  const name = cacheName(manifest);
  const under = installing.get(name);
  if (under) return under;
  const done = (async () => {
    const cache = await caches.open(name);
    try {
      if (await cache.match(MANIFEST)) return;
      await cache.addAll(engineFiles(manifest));
      const manifestResponse = new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/json" } });
      await cache.put(MANIFEST, manifestResponse);
    } catch (error) {
      await caches.delete(name);
      throw error;
    }
    for (const old of await caches.keys()) {
      if (!old.startsWith(PREFIX) || old === name) continue;
      const previous = await caches.open(old);
      for (const request of await previous.keys()) {
        // keep the pages and their assets; the old engine's files go with the old cache
        if (isEngineFile(request.url) || withoutQuery(request.url) === MANIFEST || (await cache.match(request))) continue;
        const response = await previous.match(request);
        if (response) await cache.put(request, response).catch(() => {}); // none if it went after keys() listed it
      }
      await caches.delete(old);
    }
  })();
  installing.set(name, done);
  done.finally(() => installing.delete(name)).catch(() => {});
  return done;
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

const isEngineFile = (/** @type {string} */ url) => url.startsWith(at("assets/pyodide/")) || /\/assets\/engine\/.+\.(whl|zip)/.test(url);

// Files whose address names their content, which never change: the site's own scripts and styles
// (assets/hoyle-<hash>/, scripts/finish_site.py) and Material's (bundle.<hash>.min.js, main.<hash>.min.css,
// workers/search.<hash>.min.js). The cache first: a visit after the first asks the network for none of them,
// where a slow link costs a round trip each.
const IMMUTABLE = /\/assets\/(hoyle-[0-9a-f]{12}\/[^?]+|javascripts\/(workers\/)?[\w.-]+\.[0-9a-f]{8}\.min\.js|stylesheets\/[\w.-]+\.[0-9a-f]{8}\.min\.css)$/;
const isImmutable = (/** @type {string} */ url) => url.startsWith(SCOPE) && IMMUTABLE.test(new URL(url).pathname);

/**
 * Keep a copy of a response from the network, in the background: a full quota or a cache gone away
 * never reaches the page.
 * @param {FetchEvent} event
 * @param {RequestInfo} key what it is cached under
 * @param {Response} response
 */
function keep(event, key, response) {
  if (!response.ok || response.type !== "basic") return;
  const copy = response.clone();
  event.waitUntil(
    (async () => {
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
 * with an error. The network's answer refreshes the cache whenever it comes.
 * @param {FetchEvent} event
 * @param {Request} request
 * @param {RequestInfo} key what it is cached under
 */
async function networkFirst(event, request, key) {
  const fetching = fetch(request);
  const kept = fetching.then((response) => (keep(event, key, response), response));
  kept.catch(() => {});
  event.waitUntil(kept.catch(() => {})); // a late answer still refreshes the cache
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
 * The cache first; from the network, kept (an engine file is kept only by an install: `event` is not given).
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

/**
 * The manifest, from the network when it answers in time: a new engine is installed under a new name (and
 * one whose install failed is tried again).
 * @param {FetchEvent} event
 * @param {Request} request
 */
async function manifestFirst(event, request) {
  const fetching = fetch(request);
  const checked = fetching.then(async (response) => {
    if (response.ok) {
      const manifest = await response.clone().json();
      const name = cacheName(manifest);
      const complete = await caches.match(MANIFEST, { cacheName: name }); // not opened: see completeCaches
      if (!complete) event.waitUntil(install(manifest).catch(() => {}));
    }
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

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  if (request.mode === "navigate") event.respondWith(networkFirst(event, request, withoutQuery(request.url)));
  else if (withoutQuery(request.url) === MANIFEST) event.respondWith(manifestFirst(event, request));
  else if (isEngineFile(request.url)) event.respondWith(cacheFirst(request));
  else if (isImmutable(request.url)) event.respondWith(cacheFirst(request, event));
  else event.respondWith(networkFirst(event, request, request.url));
});

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

// The site as an app on the home screen: its manifest and icons (scripts/home_screen.py), kept for a start offline.
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
  event.waitUntil((async () => warm([...urls, ...HOME_SCREEN.map(at), ...(await sitePages()), at("search/search_index.json")]))());
});

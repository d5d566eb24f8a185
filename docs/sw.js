// @ts-check
// The site's service worker: after one visit, the pages, their assets, Pyodide and the engine wheel
// come from its cache when the network is off, so every widget answers offline.
//
// The cache is named after the engine (assets/engine/manifest.json: the wheel's content hash and
// Pyodide's version); a new engine gets a new cache, filled before the old ones are removed.
// - Installing: the engine's files (Pyodide and the wheel) are cached; if they cannot be, the
//   worker is not installed and the site works online as before.
// - Pages (navigations) and small assets: the network first, the cache when it fails; every answer
//   from the network refreshes the cache. A page with a query (a shared link) is the same page.
// - Pyodide and the wheel (the wheel's address carries its hash): the cache first.
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
const PYODIDE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json"];

/**
 * The files the engine's worker fetches, as manifest.json names them.
 * @param {Manifest} manifest
 */
function engineFiles(manifest) {
  const stdlib = manifest.stdlib ? at(`assets/engine/${manifest.stdlib}`) : at("assets/pyodide/python_stdlib.zip");
  return [MANIFEST, at(`assets/engine/${manifest.wheel}?v=${manifest.hash}`), stdlib, ...PYODIDE.map((f) => at(`assets/pyodide/${f}`))];
}

const cacheName = (/** @type {Manifest} */ manifest) => `${PREFIX}${manifest.hash}-${manifest.pyodide || ""}`;

async function currentCache() {
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX));
  return names.length ? caches.open(names[names.length - 1]) : null;
}

/**
 * Cache the engine of this manifest under its own name, then remove the caches of older engines.
 * @param {Manifest} manifest
 */
async function install(manifest) {
  const name = cacheName(manifest);
  const cache = await caches.open(name);
  await cache.addAll(engineFiles(manifest));
  const manifestResponse = new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/json" } });
  await cache.put(MANIFEST, manifestResponse);
  for (const old of await caches.keys()) {
    if (old.startsWith(PREFIX) && old !== name) {
      const previous = await caches.open(old);
      for (const request of await previous.keys()) {
        // keep the pages and their assets; the old engine's files go with the old cache
        if (isEngineFile(request.url) || withoutQuery(request.url) === MANIFEST || (await cache.match(request))) continue;
        const response = await previous.match(request);
        if (response) await cache.put(request, response); // none if it went after keys() listed it
      }
      await caches.delete(old);
    }
  }
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const manifest = await (await fetch(MANIFEST, { cache: "no-cache" })).json();
      await install(manifest);
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

const isEngineFile = (/** @type {string} */ url) => url.includes("/assets/pyodide/") || /\/assets\/engine\/.+\.(whl|zip)/.test(url);

/**
 * @param {Request} request
 * @param {RequestInfo} key what it is cached under
 */
async function fromNetwork(request, key) {
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await currentCache();
    if (cache) await cache.put(key, response.clone());
  }
  return response;
}

/**
 * @param {Request} request
 * @param {RequestInfo} key what it is cached under
 */
async function networkFirst(request, key) {
  try {
    return await fromNetwork(request, key);
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** @param {Request} request */
async function cacheFirst(request) {
  return (await caches.match(request)) || fromNetwork(request, request);
}

/**
 * The manifest, from the network when it can be: a new engine is cached under a new name.
 * @param {Request} request
 */
async function manifestFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const manifest = await response.clone().json();
      const cache = await currentCache();
      if (!cache || !(await caches.has(cacheName(manifest)))) install(manifest).catch(() => {});
      return response;
    }
  } catch (error) {
    /* offline: the cached manifest names the cached engine */
  }
  const cached = await caches.match(MANIFEST);
  return cached || fetch(request);
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  if (request.mode === "navigate") event.respondWith(networkFirst(request, withoutQuery(request.url)));
  else if (withoutQuery(request.url) === MANIFEST) event.respondWith(manifestFirst(request));
  else if (isEngineFile(request.url)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, request.url));
});

/**
 * Cache what is not cached yet, a file at a time (so a reader's own requests come first).
 * @param {string[]} urls
 */
async function warm(urls) {
  const cache = await currentCache();
  if (!cache) return;
  for (const url of urls) {
    if (!url.startsWith(SCOPE) || (await cache.match(url))) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch (error) {
      return; // offline again: the rest another time
    }
  }
}

async function sitePages() {
  try {
    const text = await (await fetch(at("sitemap.xml"))).text();
    return Array.from(text.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => at(new URL(m[1]).pathname.replace(new URL(SCOPE).pathname, "")));
  } catch (error) {
    return [];
  }
}

sw.addEventListener("message", (event) => {
  if (event.data?.type !== "warm") return;
  const urls = (Array.isArray(event.data.urls) ? event.data.urls : []).filter((/** @type {unknown} */ u) => typeof u === "string").map(withoutQuery);
  event.waitUntil((async () => warm([...urls, ...(await sitePages()), at("search/search_index.json")]))());
});

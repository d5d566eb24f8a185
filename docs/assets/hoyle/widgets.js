// @ts-check
// Widgets: find them on each page (Material's document$ fires on every instant navigation),
// hydrate the prerendered answer, and answer the reader through the engine worker.
// This file draws and listens; every answer, and every word of it, comes from hoyle.api.
import { warm, watch } from "./engine.js";
import { mountForm } from "./form.js";

/**
 * Arrow keys move through the picker (one Tab stop): left/right within a suit, up/down between suits.
 * @param {HTMLElement} picker
 */
function rovingPicker(picker) {
  const rows = Array.from(picker.querySelectorAll(".hoyle-pick-row")).map((r) => Array.from(r.querySelectorAll(".hoyle-pick")));
  const all = /** @type {HTMLElement[]} */ (rows.flat());
  all.forEach((b, i) => (b.tabIndex = i === 0 ? 0 : -1));
  picker.addEventListener("keydown", (event) => {
    const target = /** @type {Element} */ (event.target);
    const r = rows.findIndex((row) => row.includes(target));
    if (r < 0) return;
    const c = rows[r].indexOf(target);
    /** @type {Record<string, [number, number]>} */
    const moves = {
      ArrowRight: [r, Math.min(c + 1, rows[r].length - 1)],
      ArrowLeft: [r, Math.max(c - 1, 0)],
      ArrowDown: [Math.min(r + 1, rows.length - 1), c],
      ArrowUp: [Math.max(r - 1, 0), c],
      Home: [r, 0],
      End: [r, rows[r].length - 1],
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const [nr, nc] = moves[event.key];
    const next = /** @type {HTMLElement} */ (rows[nr][Math.min(nc, rows[nr].length - 1)]); // the joker's row is shorter
    all.forEach((b) => (b.tabIndex = b === next ? 0 : -1));
    next.focus();
  });
}

/** @type {Record<string, (root: HTMLElement) => void>} */
const MOUNTS = { form: mountForm };

function mountAll() {
  const started = performance.now();
  const roots = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".hoyle-widget[data-widget]"));
  if (roots.length) warm();
  for (const root of roots) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = "true";
    const mount = MOUNTS[root.dataset.mount || ""];
    if (!mount) continue;
    mount(root);
    const picker = /** @type {HTMLElement | null} */ (root.querySelector(".hoyle-picker"));
    if (picker) rovingPicker(picker);
  }
  if (roots.length) performance.measure("hoyle:mount", { start: started }); // the main thread's share of setting up (the benchmark reads it)
}

/** The service worker (docs/sw.js) keeps the site for offline use. On a first visit it must not compete
    with the page or the engine for a weak signal: it is registered once this page's engine is ready (its
    install then finds the engine's files in the browser's cache), or, on a page without a widget, a while
    after the page has loaded. Once it is active it is told what this page loaded (the page without its query
    and fragment, which the worker ignores and a hostile link can make megabytes long), and it caches that and
    the site's other pages, a page at a time. */
function offline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const worker = new URL("../../sw.js", import.meta.url);
  const register = () => navigator.serviceWorker.register(worker).catch(() => {}); // no offline copy: the site works as before
  const own = (/** @type {string} */ url) => url.startsWith(new URL("../../", import.meta.url).href);
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    register();
    const urls = [`${window.location.origin}${window.location.pathname}`, ...performance.getEntriesByType("resource").map((e) => e.name)].filter(own);
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "warm", urls }));
  };
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type === "edition-ready") newerEdition();
  });
  navigator.serviceWorker.startMessages();
  watch((state) => {
    if (state.status === "ready") tell();
  });
  const quiet = () => setTimeout(() => document.querySelector(".hoyle-widget[data-widget]") || tell(), QUIET_MS);
  if (document.readyState === "complete") quiet();
  else window.addEventListener("load", quiet, { once: true });
}
/** A newer edition of the site has been fetched whole (docs/sw.js): a quiet notice says so, with a button to reload;
    until then this page's scripts and engine stay as they are, and a link to another page of the site loads that page
    whole (Material's instant navigation would run the newer page with this edition's scripts). */
let newer = false;
function newerEdition() {
  if (newer) return;
  newer = true;
  const notice = document.createElement("div");
  notice.className = "hoyle-edition";
  notice.setAttribute("role", "status");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "hoyle-link-button";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => window.location.reload());
  notice.append("A newer edition is ready: ", reload);
  document.body.append(notice);
  window.addEventListener("click", (event) => {
    const target = /** @type {Element | null} */ (event.target instanceof Element ? event.target : null);
    const link = /** @type {HTMLAnchorElement | null} */ (target?.closest("a[href]") || null);
    if (!link || link.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
    event.stopPropagation(); // not to Material: the browser follows the link, and loads the page whole
  }, true);
}

// How long after a page without a widget has loaded the service worker is registered.
const QUIET_MS = 2000;

offline();

// In a task of its own, after Material's own set-up of the page: the two together are one long task.
const later = () => setTimeout(mountAll, 0);
// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(later);
else later();

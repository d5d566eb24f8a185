// @ts-check
// A link to a place on another page of the site ("laws/#law-23", a ledger entry, a heading) lands on
// that place, also when Material's instant navigation loads the page.
//
// Material pushes the link's address at the click, fetches the page, and then scrolls to its fragment
// only if the history entry it pushed still holds no state. But two of its trackers go on running on
// the old page while the new one is coming, and write into that entry: the scroll tracker its offset
// (100 ms after the last scroll), and the anchor tracker (navigation.tracking, 250 ms) the hash of the
// old page's heading in view ("laws/#seats-and-stakes", a heading of the finder). On a slow signal or
// a busy phone the reader was left at the top of the laws with a wrong address, far from Law 43.
// So a link followed to a fragment on another page is remembered, and once that page is in, its
// address is put back and the fragment scrolled to as Material itself does it (an anchor's click,
// which also sets :target). A link to another page without a fragment is remembered too: the anchor
// tracker had written the front page's "#the-books" into the hand evaluator's address (and Copy link
// carried it), and the scroll tracker the old page's offset, to which Material scrolled the new page;
// once the page is in, its address is the link's again, and it is shown from the top. So too back and
// forward to another page: the entry's address and offset, as the browser gave them back, are put back
// once the page is in, and the page shown where Material would have shown it.
//
// A link that sets a widget and names no place (a widget's link from before Copy link gave its anchor,
// "tools/hand-evaluator/?hand=Jo+Ks+Kd+4c+4h&hand-rules=joker") lands on that widget, as its anchor would:
// on a phone the page's title and words above it had put the answer below the first screen. The first
// widget of the page with a field the query names; its anchor is added to the address. On a new load only
// (not a reload, nor back or forward, where the browser or Material puts the reader back where he was).
import { MOST_LINK_CHARS } from "./address.js";

// A link to a place on the same page ("See Law 74") is followed by the browser; Material then reads the
// scroll offset it keeps in the history entry. It writes that offset 100 ms after the reader's last scroll,
// so a link tapped within 100 ms of a scroll (a phone's fling, then a tap) had the offset from before the
// jump written into the new entry, and Material scrolled back to it: the address said #law-40 and the page
// showed Law 10. So for a short while after such a link is followed, if its place is out of the top half of
// the screen and the reader has not moved, it is landed again, as the link does (three times at most).
const HOLD_MS = 800;
const MOST_LANDINGS = 3;
/** The place a link on this page was just followed to, until the reader moves or HOLD_MS pass. */
let holding = /** @type {{id: string, until: number, since: number, landings: number} | null} */ (null);

/**
 * Scroll to a fragment of this page as Material itself does it: an anchor's click, which also sets :target.
 * @param {string} hash "#law-40", the address's own fragment (so no new history entry)
 */
function land(hash) {
  const anchor = document.createElement("a");
  anchor.href = hash;
  anchor.addEventListener("click", (event) => event.stopPropagation()); // not a navigation for Material
  anchor.click();
}

// Looked at on each scroll, and a few times after the click: when Material follows the link itself, the
// stale offset can reach the new entry before the jump, and then nothing scrolls at all.
const LOOKS_MS = [150, 300, 600];
function look() {
  if (!holding) return;
  if (performance.now() > holding.until || holding.landings >= MOST_LANDINGS) {
    holding = null;
    return;
  }
  const el = document.getElementById(holding.id);
  if (!el || decodeHash() !== holding.id) return; // not there yet, or the reader has gone elsewhere
  const { top } = el.getBoundingClientRect();
  if (top < -2 || top > window.innerHeight / 2) {
    holding.landings += 1;
    land(window.location.hash); // moved away, not by the reader: back to it
  }
}
window.addEventListener("scroll", look, { passive: true });
for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) {
  window.addEventListener(type, (event) => {
    if (holding && event.isTrusted && performance.now() > holding.since + 50) holding = null; // the reader moves on: his own
  }, { capture: true, passive: true });
}
window.addEventListener("popstate", () => {
  if (holding && decodeHash() !== holding.id) holding = null; // back or forward to another place
});

/** The id the address's fragment names, or "" (a malformed escape names nothing). */
function decodeHash() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return "";
  }
}

/** The address of the link just followed to another page of the site ("" for none). */
let arriving = "";
/** The history entry just gone back or forward to, as the browser gave it back, until its page is in. */
let returning = /** @type {{href: string, state: {y?: number} | null} | null} */ (null);
window.addEventListener("popstate", () => {
  arriving = "";
  returning = { href: window.location.href, state: history.state };
});

/**
 * Whether Material will load this click's link in place (its instant navigation): a plain click on a
 * link of this site opening in the same tab.
 * @param {MouseEvent} event
 * @param {HTMLAnchorElement} a
 */
function inPlace(event, a) {
  return event.button === 0 && !a.target && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
    && !a.hasAttribute("download");
}

document.addEventListener("click", (event) => {
  arriving = "";
  returning = null;
  const a = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(a instanceof HTMLAnchorElement) || !inPlace(event, a)) return;
  const url = new URL(a.href, window.location.href);
  const here = window.location;
  if (url.origin === here.origin && url.pathname !== here.pathname) arriving = url.href;
  if (url.origin === here.origin && url.hash.length > 1 && url.pathname === here.pathname && url.search === here.search) {
    let id = "";
    try {
      id = decodeURIComponent(url.hash.slice(1));
    } catch {
      return; // names nothing
    }
    const now = performance.now();
    holding = { id, until: now + HOLD_MS, since: now, landings: 0 };
    for (const ms of LOOKS_MS) setTimeout(look, ms);
  }
}, true); // before the page's own handlers: a handler that stops the click leaves nothing remembered

/** @param {string} href */
function withoutHash(href) {
  const at = href.indexOf("#");
  return at < 0 ? href : href.slice(0, at);
}

/**
 * The anchor of the widget a link without a fragment sets ("#hand"): the first widget of this page with a field or
 * view whose key (data-param) its query names; "" for none (a query too long to read names none: address.js).
 * @param {string} href the link's address
 */
function widgetAnchor(href) {
  const queryAt = href.indexOf("?");
  if (queryAt < 0 || href.includes("#") || href.length - queryAt > MOST_LINK_CHARS) return "";
  const params = new URLSearchParams(href.slice(queryAt));
  for (const field of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".hoyle-widget[data-mount] [data-param]"))) {
    const widget = field.closest(".hoyle-widget");
    if (params.has(String(field.dataset.param)) && widget?.id) return `#${encodeURIComponent(widget.id)}`;
  }
  return "";
}

function arrive() {
  const link = arriving;
  arriving = "";
  // the page that came is the one the link named (not a later link's, nor a page the reader went back to)
  if (!link || withoutHash(link) !== withoutHash(window.location.href)) return;
  const oldURL = window.location.href;
  const url = `${link}${widgetAnchor(link)}`;
  const { hash } = new URL(url);
  // no state, as Material's own entry for a new page: no offset of the page before, for back and forward
  if (oldURL !== url || (!hash && history.state !== null)) history.replaceState(null, "", url);
  if (hash) land(hash); // the same address: the fragment is scrolled to, no new history entry
  else window.scrollTo(0, 0);
  // the page's own scripts (rulings.js marks the law a link names) read the hash Material left
  if (oldURL !== url) window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url }));
}

/** Back or forward to another page: the entry's own address and offset, if the page before wrote into them. */
function comeBack() {
  const { href, state } = /** @type {{href: string, state: {y?: number} | null}} */ (returning);
  returning = null;
  const now = /** @type {{y?: number} | null} */ (history.state);
  const oldURL = window.location.href;
  if (withoutHash(href) !== withoutHash(oldURL) || (href === oldURL && now?.y === state?.y)) return;
  history.replaceState(state, "", href);
  const { hash } = new URL(href);
  if (state !== null || !hash) window.scrollTo(0, state?.y ?? 0); // as Material restores an entry
  else land(hash);
  if (oldURL !== href) window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: href }));
}

/**
 * A page loaded anew from a link that sets a widget: landed on that widget, its anchor in the address. Scrolled to
 * (the widget's scroll margin is its anchor's, hoyle.css), not followed as a fragment: Material answers the first move
 * in a page's history after a load by fetching the page again and swapping it in (its locations are a subject with no
 * first value, so the first one is a new path to it), and the widgets would be mounted and asked twice.
 */
function arriveAtLoad() {
  const [entry] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType("navigation"));
  const anchor = widgetAnchor(window.location.href);
  if (!anchor || entry?.type !== "navigate" || window.scrollY !== 0) return;
  history.replaceState(null, "", `${window.location.href}${anchor}`); // no offset of its own yet: none for Material to restore
  document.getElementById(decodeURIComponent(anchor.slice(1)))?.scrollIntoView({ block: "start" });
}

// Material's instant navigation: an observable of the pages it loads (none without Material); its first is this one.
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
let loaded = false;
if (material.document$) {
  material.document$.subscribe(() => {
    if (!loaded) arriveAtLoad();
    else if (returning) comeBack();
    else arrive();
    loaded = true;
  });
}

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
// which also sets :target).

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

/** The address of the link just followed to a fragment on another page of the site ("" for none). */
let arriving = "";

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
  const a = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(a instanceof HTMLAnchorElement) || !inPlace(event, a)) return;
  const url = new URL(a.href, window.location.href);
  const here = window.location;
  if (url.origin === here.origin && url.hash.length > 1 && url.pathname !== here.pathname) arriving = url.href;
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

function arrive() {
  const url = arriving;
  arriving = "";
  // the page that came is the one the link named (not a later link's, nor a page the reader went back to)
  if (!url || withoutHash(url) !== withoutHash(window.location.href)) return;
  const oldURL = window.location.href;
  if (oldURL !== url) history.replaceState(null, "", url);
  land(new URL(url).hash); // the same address: the fragment is scrolled to, no new history entry
  // the page's own scripts (rulings.js marks the law a link names) read the hash Material left
  if (oldURL !== url) window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url }));
}

// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(arrive);

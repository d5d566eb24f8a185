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
  const anchor = document.createElement("a");
  anchor.href = new URL(url).hash;
  anchor.addEventListener("click", (event) => event.stopPropagation()); // not a navigation for Material
  anchor.click(); // the same address: the fragment is scrolled to, no new history entry
  // the page's own scripts (rulings.js marks the law a link names) read the hash Material left
  if (oldURL !== url) window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: url }));
}

// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(arrive);

// @ts-check
// Laws, rulings and technical terms: highlight the one a link points at, and give each a
// "Copy link" action. Plain DOM; Material's instant navigation re-runs this through document$.

import { copyLink } from "./copy.js";

const LINKABLE = ".hoyle-law, .hoyle-case, .hoyle-term";

function clearTarget() {
  for (const el of document.querySelectorAll(".hoyle-target")) el.classList.remove("hoyle-target");
}

// The longest fragment read: an anchor is a law's number or a heading's words (at most a few dozen
// characters, tripled when percent-encoded); a longer one names nothing here and is not decoded.
const MOST_FRAGMENT_CHARS = 1024;

/**
 * The id the URL's fragment names, decoded; "" for none, one too long, or a malformed escape ("%E0%A4%A").
 * The fragment is measured in location.href, the string the browser keeps (location.hash copies it at each read).
 */
function fragmentId() {
  const href = window.location.href;
  const at = href.indexOf("#");
  if (at < 0 || href.length - at > MOST_FRAGMENT_CHARS) return "";
  try {
    return decodeURIComponent(href.slice(at + 1));
  } catch {
    return ""; // URIError: no element is named by it
  }
}

/** Mark the element the URL's hash names (and, for a ruling, the paragraphs of that ruling). */
function markTarget() {
  clearTarget();
  const id = fragmentId();
  if (!id) return;
  const el = document.getElementById(id);
  if (!el || !el.matches(LINKABLE)) return;
  el.classList.add("hoyle-target");
  if (el.matches(".hoyle-case")) {
    // a ruling runs from its heading to the next heading
    for (let s = el.nextElementSibling; s && !/^H[1-6]$/.test(s.tagName); s = s.nextElementSibling) {
      s.classList.add("hoyle-target");
    }
  }
}

/** @param {Element} el */
function linkTo(el) {
  const url = new URL(`${window.location.origin}${window.location.pathname}`); // not the query, nor the old fragment
  url.hash = el.id;
  return url.href;
}

/** @param {Element} el */
function label(el) {
  if (el.matches(".hoyle-law")) return `Law ${el.id.replace("law-", "")}`;
  if (el.matches(".hoyle-term")) return `the term ${el.querySelector("strong")?.textContent.replace(/\.$/, "") ?? el.id}`;
  return el.textContent.replace(/¶/g, "").trim(); // not the heading's own permalink sign
}

function addCopyButtons() {
  for (const el of document.querySelectorAll(LINKABLE)) {
    if (el.querySelector(":scope > .hoyle-copy")) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "hoyle-copy";
    button.textContent = "Copy link";
    button.setAttribute("aria-label", `Copy a link to ${label(el)}`);
    button.addEventListener("click", () => {
      const href = linkTo(el);
      history.replaceState(history.state, "", href);
      markTarget();
      copyLink(button, href, { failed: "Link in the address bar" });
    });
    el.appendChild(button);
  }
}

function setUp() {
  addCopyButtons();
  markTarget();
}

window.addEventListener("hashchange", markTarget);
// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(setUp);
else setUp();

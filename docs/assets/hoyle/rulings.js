// @ts-check
// Laws, rulings and technical terms: highlight the one a link points at, and give each a
// "Copy link" and a "Cite" action, and "Share" where the browser can share (the Web Share API: a phone's share
// sheet); a book's page carries a line naming the book, seen only in print.
// A law or ruling with a page of its own carries its short address (data-short, scripts/site/short_links.py):
// Copy link, Cite and Share give that address; the address bar keeps the page's own anchor.
// Plain DOM; Material's instant navigation re-runs this through document$.

import { copyLink, copyText } from "./copy.js";

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

/** The item's place on this page: the page's address and its anchor. @param {Element} el */
function anchorTo(el) {
  const url = new URL(`${window.location.origin}${window.location.pathname}`); // not the query, nor the old fragment
  url.hash = el.id;
  return url.href;
}

/** The link to give for an item: its own page's short address where it has one, else its anchor here. @param {Element} el */
function linkTo(el) {
  const short = el.getAttribute("data-short");
  return short ? new URL(short, `${window.location.origin}${window.location.pathname}`).href : anchorTo(el);
}

/** @param {Element} el */
function label(el) {
  if (el.matches(".hoyle-law")) return `Law ${el.id.replace("law-", "")}`;
  if (el.matches(".hoyle-term")) return `the term ${el.querySelector("strong")?.textContent.replace(/\.$/, "") ?? el.id}`;
  return el.textContent.replace(/¶/g, "").trim(); // not the heading's own permalink sign
}

/**
 * @param {string} className
 * @param {string} text
 * @param {string} name what a screen reader calls it
 */
function button(className, text, name) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  b.setAttribute("aria-label", name);
  return b;
}

/** Share, Cite then Copy link, at the item's bottom right: each kept just left of the next, whatever it says. */
const besideCopy = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const cite = /** @type {HTMLElement | null} */ (target.previousElementSibling);
    if (!cite?.matches(".hoyle-cite")) continue;
    const right = (/** @type {HTMLElement} */ (target)).offsetWidth + 4;
    cite.style.right = `${right}px`;
    const share = /** @type {HTMLElement | null} */ (cite.previousElementSibling);
    if (share?.matches(".hoyle-share")) share.style.right = `${right + cite.offsetWidth + 4}px`;
  }
});

function addButtons() {
  besideCopy.disconnect(); // the buttons of the page before (instant navigation) are gone
  for (const el of document.querySelectorAll(LINKABLE)) {
    const done = el.querySelector(":scope > .hoyle-copy");
    if (done) {
      besideCopy.observe(done);
      continue;
    }
    const what = label(el);
    const copy = button("hoyle-copy", "Copy link", `Copy link to ${what}`);
    copy.addEventListener("click", () => {
      // the address bar: the item's anchor here, or on the item's own page that page's address as it is
      history.replaceState(history.state, "", el.getAttribute("data-short") === "./" ? linkTo(el) : anchorTo(el));
      markTarget();
      copyLink(copy, linkTo(el), { failed: "Link in the address bar" });
    });
    const cite = button("hoyle-cite", "Cite", `Cite ${what}`);
    cite.addEventListener("click", () => {
      copyText(cite, citation(el), { done: "Citation copied", failed: "Could not copy" });
    });
    if (canShare()) {
      const share = button("hoyle-share", "Share", `Share ${what}`);
      share.addEventListener("click", () => void shareItem(share, el));
      el.append(share);
    }
    el.append(cite, copy);
    besideCopy.observe(copy);
  }
}

// ---- Sharing: the phone's share sheet, where the browser has one ---------------------------------------

const canShare = () => typeof navigator.share === "function";

/**
 * Send the item's title, its citation and its link to the share sheet; the button says so when it could not
 * (a reader who closes the sheet has chosen not to: nothing is said).
 * @param {HTMLElement} share
 * @param {Element} el
 */
async function shareItem(share, el) {
  const label = (share.dataset.label ??= share.textContent ?? "");
  try {
    await navigator.share({ title: shareTitle(el), text: citationText(el), url: linkTo(el) });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    share.textContent = "Could not share";
    clearTimeout(Number(share.dataset.restore));
    share.dataset.restore = String(setTimeout(() => (share.textContent = label), 1500));
  }
}

/** "Law 23 · R. F. Foster, Practical Poker (1905)" @param {Element} el */
function shareTitle(el) {
  const credit = creditLine();
  const name = el.matches(".hoyle-law") ? place(el) : el.matches(".hoyle-case") ? headingWords(el) : label(el);
  return [name, credit].filter(Boolean).join(" · ");
}

// ---- Citations: the words, who wrote them and where, and the link ------------------------------------

/** The books, by their folder in the site: the author and the title as a citation gives them. */
const BOOKS = {
  "practical-poker": { author: "R. F. Foster", title: "Practical Poker", year: "1905" },
  "hoyles-games-modernized": { author: "Louis Hoffmann (ed.)", title: "Hoyle's Games Modernized", year: "1909" },
  "round-games": { author: "“Baxter-Wray” (W. H. Peel)", title: "Round Games with Cards", year: "" },
};

/** The book this page belongs to, from its path (the site may be served under a folder of its own). */
function book() {
  const folder = window.location.pathname.split("/").find((part) => Object.hasOwn(BOOKS, part));
  return folder ? BOOKS[/** @type {keyof typeof BOOKS} */ (folder)] : null;
}

// The longest quotation a citation carries, in characters; a longer one is cut at a word and ends "…".
const LONGEST_QUOTE = 300;
// Inside a law, term or ruling, what is not the author's words: the law's number, the buttons, a
// heading's permalink sign, the editor's notes and additions (a law's "Foster's reasons", a ruling's
// "Rules on" line, the link to the situations), a widget.
const NOT_WORDS = ".hoyle-law-number, .hoyle-copy, .hoyle-cite, .hoyle-share, .headerlink, .admonition, details, .hoyle-editorial, "
  + ".hoyle-law-reasons, .hoyle-case-laws, .hoyle-finder-link, .hoyle-widget, .hoyle-print-title";

/**
 * An element's text as plain words, without what is not the author's.
 * @param {Element} el
 */
function plainWords(el) {
  const copy = /** @type {Element} */ (el.cloneNode(true));
  for (const x of copy.querySelectorAll(NOT_WORDS)) x.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The blocks that hold an item's words: a law or term is its own; a ruling's run from its heading to the
 * next heading, leaving out the editor's notes and the line that names the laws it rules on.
 * @param {Element} el
 */
function body(el) {
  if (!el.matches(".hoyle-case")) return [el];
  const blocks = [];
  for (let s = el.nextElementSibling; s && !/^H[1-6]$/.test(s.tagName); s = s.nextElementSibling) {
    if (s.matches(NOT_WORDS) || /^Rules on\b/.test(plainWords(s))) continue;
    blocks.push(s);
  }
  return blocks;
}

/** @param {string} text */
function shorten(text) {
  if (text.length <= LONGEST_QUOTE) return text;
  const head = text.slice(0, LONGEST_QUOTE + 1);
  const lastSpace = head.lastIndexOf(" ");
  return `${head.slice(0, lastSpace > 0 ? lastSpace : LONGEST_QUOTE).replace(/[\s,;:.—–-]+$/, "")}…`;
}

/** @param {Element} el */
function headingWords(el) {
  return plainWords(el).replace(/¶/g, "").trim();
}

/**
 * The printed book's pages for an item, from the page marks (.hoyle-page[data-page]): where it starts, the
 * ruling's own mark or else the nearest mark before it; where it ends, the last mark inside its words.
 * "p. 22", "pp. 37–38"; "pp. 228 ff." for a term past the first of a glossary whose only mark is the
 * chapter's (where each term falls is not known); "" where no mark comes before it.
 * @param {Element} el
 */
function pages(el) {
  const marks = [...document.querySelectorAll("article .hoyle-page[data-page]")];
  const before = (/** @type {Element} */ m) => !el.contains(m) && Boolean(m.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const start = (el.matches(".hoyle-case") && el.querySelector(".hoyle-page[data-page]")) || marks.filter(before).at(-1);
  if (!start) return "";
  const first = start.getAttribute("data-page") ?? "";
  const inside = body(el).flatMap((b) => [...b.querySelectorAll(".hoyle-page[data-page]")]);
  const last = inside.at(-1)?.getAttribute("data-page");
  if (last && last !== first) return `pp. ${first}–${last}`;
  const laterTerm = el.matches(".hoyle-term") && start.closest("h1") && document.querySelector(".hoyle-term") !== el;
  return laterTerm ? `pp. ${first} ff.` : `p. ${first}`;
}

/** @param {Element} el how the book names the item: "Law 23", a ruling's title, a term's chapter */
function place(el) {
  if (el.matches(".hoyle-law")) return `Law ${el.id.replace("law-", "")}`;
  const title = el.matches(".hoyle-case") ? el : document.querySelector("article h1");
  return title ? `“${headingWords(title)}”` : "";
}

/**
 * A citation to paste into a message, as plain text (a message shows *Practical Poker* as asterisks, or as
 * bold, not italics): the words, shortened; "— R. F. Foster, Practical Poker (1905), Law 23, p. 22"; the link.
 * @param {Element} el
 */
function citation(el) {
  return `${citationText(el)}\n${linkTo(el)}`;
}

/** The citation without its link: the words and "— R. F. Foster, Practical Poker (1905), Law 23, p. 22". @param {Element} el */
function citationText(el) {
  const words = shorten(body(el).map(plainWords).filter(Boolean).join(" "));
  const where = [creditLine(), place(el), pages(el)].filter(Boolean).join(", ");
  return `${words}\n— ${where}`;
}

/** "R. F. Foster, Practical Poker (1905)", or "" off the books' pages. */
function creditLine() {
  const b = book();
  return b ? `${b.author}, ${b.title}${b.year ? ` (${b.year})` : ""}` : "";
}

// ---- Print: a line naming the book, above a page of it ---------------------------------------------

function addPrintTitle() {
  const b = book();
  const article = document.querySelector("article.md-content__inner");
  if (!b || !article || article.querySelector(":scope > .hoyle-print-title")) return;
  const line = document.createElement("p");
  line.className = "hoyle-print-title";
  const title = document.createElement("cite");
  title.textContent = b.title;
  line.append(`${b.author}, `, title, b.year ? ` (${b.year})` : "", ` · ${window.location.host}${window.location.pathname}`);
  article.prepend(line);
}

// The paper a page prints on (hoyle.css, @page): Letter where the reader's language names a country that
// prints on Letter, A4 everywhere else.
const LETTER = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "DO", "PR", "PA", "SV", "NI", "HN", "BZ"]);

function choosePaper() {
  const region = (navigator.languages?.[0] || navigator.language || "").split(/[-_]/)[1]?.toUpperCase() || "";
  document.documentElement.dataset.hoylePaper = LETTER.has(region) ? "letter" : "a4";
}

choosePaper();

function setUp() {
  addButtons();
  addPrintTitle();
  markTarget();
}

window.addEventListener("hashchange", markTarget);
// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(setUp);
else setUp();

// @ts-check
// The situation finder ("What happened?", docs/practical-poker/what-happened.md, written by
// scripts/pages/situations.py): a search box over the page's own list that shows only the situations
// whose words, quoted laws or law numbers match what the reader types, and says how many do. The list
// is the data, so nothing is fetched and it works offline; without JavaScript the box never appears
// and the whole grouped list reads as it is. Material's instant navigation re-runs this through document$.

const MOUNT = ".hoyle-finder";

/**
 * Text as the finder compares it: lower case, accents and apostrophes dropped ("dealer's" is "dealers"),
 * every other mark a space, with a space at each end so a word's start is " word".
 * @param {string} text
 */
function fold(text) {
  const words = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/['\u2018\u2019]/g, "").replace(/[^a-z0-9]+/g, " ").trim();
  return ` ${words} `;
}

/**
 * What one situation can be found by: its text (phrase, quoted laws, rulings), hyphened words both apart
 * and joined ("jack-pot" is found by "jack pot" and "jackpot"), and the numbers of the laws it cites.
 * @typedef {{ el: HTMLElement, text: string, laws: Set<string> }} Entry
 * @param {HTMLElement} el
 * @returns {Entry}
 */
function entry(el) {
  const raw = el.textContent ?? "";
  return {
    el,
    text: fold(raw) + fold(raw.replace(/-/g, "")),
    laws: new Set((el.dataset.laws ?? "").split(" ").filter(Boolean)),
  };
}

/**
 * Whether a situation answers every word of the query: a number is a law it cites, a word the start
 * of one of its words.
 * @param {Entry} e
 * @param {string[]} words
 */
function matches(e, words) {
  return words.every((w) => (/^\d+$/.test(w) ? e.laws.has(w) : e.text.includes(` ${w}`)));
}

/** @param {number} n @param {string} one @param {string} many */
function count(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Open Material's own search with these words, as its "?q=" link would on a fresh load (true if it could).
 * @param {string} words
 */
function searchSite(words) {
  const toggle = document.querySelector('input[data-md-toggle="search"]');
  const input = document.querySelector('input[data-md-component="search-query"]');
  if (!(toggle instanceof HTMLInputElement) || !(input instanceof HTMLInputElement)) return false;
  if (!toggle.checked) {
    toggle.checked = true;
    toggle.dispatchEvent(new Event("change"));
  }
  input.value = words;
  input.focus();
  input.dispatchEvent(new KeyboardEvent("keyup")); // Material reads its query on keyup
  return true;
}

/**
 * The box and its count, in the mount the page leaves for them.
 * @param {HTMLElement} mount
 */
function build(mount) {
  const label = document.createElement("label");
  label.htmlFor = "hoyle-finder-words";
  label.textContent = "Find a situation";
  const input = document.createElement("input");
  input.type = "search";
  input.id = "hoyle-finder-words";
  input.className = "hoyle-finder-input";
  input.placeholder = "six cards, exposed, opener, 43";
  input.autocomplete = "off";
  input.spellcheck = false;
  input.setAttribute("aria-describedby", "hoyle-finder-hint");
  const status = document.createElement("p");
  status.id = "hoyle-finder-count";
  status.className = "hoyle-finder-count";
  status.setAttribute("role", "status"); // polite: read when the reader stops typing
  status.setAttribute("aria-live", "polite");
  const hint = document.createElement("p");
  hint.className = "hoyle-finder-hint";
  hint.id = "hoyle-finder-hint";
  hint.textContent = "Words find the situations, the laws’ words and the rulings; a number finds a law.";
  mount.replaceChildren(label, input, status, hint);
  mount.hidden = false;
  return { input, status };
}

/** @param {HTMLElement} mount */
function setUpFinder(mount) {
  const lists = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("ul.hoyle-situations")]);
  const groups = lists.map((list) => ({
    list,
    heading: /** @type {HTMLElement | null} */ (list.previousElementSibling?.matches("h2") ? list.previousElementSibling : null),
    entries: /** @type {HTMLElement[]} */ ([...list.querySelectorAll(":scope > li.hoyle-situation")]).map(entry),
  }));
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  const { input, status } = build(mount);

  /** @param {string} words */
  function nothingFound(words) {
    const link = document.createElement("a");
    link.href = `?q=${encodeURIComponent(words)}`;
    link.className = "hoyle-finder-search";
    link.textContent = "search the site instead";
    link.addEventListener("click", (event) => {
      if (!searchSite(words)) return;
      // Material's instant navigation listens on the body and ignores preventDefault: without this it
      // would also load "?q=" as a new page, which closes the search just opened (or not, by timing).
      event.preventDefault();
      event.stopPropagation();
    });
    status.replaceChildren("No situation matches: ", link, ".");
  }

  function show() {
    const typed = input.value.trim();
    const words = fold(typed).trim().split(" ").filter(Boolean);
    let shown = 0;
    for (const g of groups) {
      let here = 0;
      for (const e of g.entries) {
        const on = matches(e, words);
        e.el.hidden = !on;
        if (on) here += 1;
      }
      g.list.hidden = here === 0;
      if (g.heading) g.heading.hidden = here === 0;
      shown += here;
    }
    mount.dataset.shown = String(shown);
    if (!words.length) status.textContent = `All ${count(total, "situation", "situations")} shown.`;
    else if (shown === 0) nothingFound(typed);
    else status.textContent = `${shown} of ${count(total, "situation", "situations")} ${shown === 1 ? "matches" : "match"}.`;
  }

  input.addEventListener("input", show);
  show();
}

function setUp() {
  const mount = document.querySelector(MOUNT);
  if (mount instanceof HTMLElement && mount.hidden && !mount.hasChildNodes()) setUpFinder(mount);
}

// Material's instant navigation: an observable of the pages it loads (none without Material).
const material = /** @type {typeof window & {document$?: {subscribe(fn: () => void): unknown}}} */ (window);
if (material.document$) material.document$.subscribe(setUp);
else setUp();

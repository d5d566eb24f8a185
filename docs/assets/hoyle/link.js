// @ts-check
// A form widget's state in the link (form.js): the link's values put in the form (or what the form cannot
// take named in the answer's place), the views, the form's state written into the URL, Copy link, and
// whether a link's run is longer than the one built into the page.
import { copyLink } from "./copy.js";
import { MOST_LINK_CHARS, counted, linkNow } from "./address.js";
import { decorate, markLive, refreshStale, showStatus } from "./answer.js";
import { labelOf, paramOf, paramText, setFromParam } from "./fields.js";
import { key } from "./widget.js";

/** @typedef {import("./widget.js").Field} Field */
/** @typedef {import("./widget.js").Widget} Widget */

const ECHO = 40; // characters of a link's value quoted back

/** @param {string} text */
function quoted(text) {
  return `“${text.length > ECHO ? `${text.slice(0, ECHO - 1)}…` : text}”`;
}

/** @param {string[]} words */
function listed(words) {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words.join("");
}

/**
 * A choice as a link writes it, with its words when they say more: "1 (a stake)", "tiger (little dog)".
 * @param {string} value
 * @param {string} label
 */
function choiceWords(value, label) {
  const words = label.replace(/\s+/g, " ").trim();
  const plain = (/** @type {string} */ text) => text.toLowerCase().replace(/-/g, " ");
  if (plain(words) === plain(value)) return value;
  if (plain(words).startsWith(`${plain(value)} `)) return `${value}${words.slice(value.length)}`;
  return `${value} (${words.charAt(0).toLowerCase()}${words.slice(1)})`;
}

/**
 * What is wrong with a link's value for a field that takes only some values (null if nothing).
 * @param {Field} el
 * @param {string} text
 * @returns {string | null}
 */
function linkProblem(el, text) {
  const key = paramOf(el);
  if (el.tagName === "SELECT") {
    const options = Array.from(/** @type {HTMLSelectElement} */ (el).options);
    if (!options.some((o) => o.value === text)) {
      const choices = options.map((o) => choiceWords(o.value, o.textContent));
      return `The link's ${key}=${quoted(text)} is not one of the choices for “${labelOf(el)}”: ${listed(choices)}.`;
    }
  } else if (el.tagName === "FIELDSET") {
    const boxes = Array.from(/** @type {NodeListOf<HTMLInputElement>} */ (el.querySelectorAll("input[type=checkbox]")));
    const unknown = text.split(",").map((s) => s.trim()).filter((s) => s && !boxes.some((b) => b.value === s));
    if (unknown.length) {
      const choices = boxes.map((b) => choiceWords(b.value, /** @type {HTMLElement} */ (b.parentElement).textContent));
      return `The link's ${key} names ${unknown.slice(0, 3).map(quoted).join(", ")}, not among the choices for “${labelOf(el)}”: ${listed(choices)}.`;
    }
  } else if (el.type === "checkbox" && !["1", "0", "true", "false"].includes(text)) {
    return `The link's ${key}=${quoted(text)} is neither 1 (on) nor 0 (off), for “${labelOf(el)}”.`;
  }
  return null;
}

/**
 * The link's values put in the form: each field and view the URL names is set, unless the form
 * cannot take its value (then it is named in `problems`). The folds stay closed, whatever the link
 * set inside them, so the answer stands in the first screen (a phone's): the house rules' summary
 * names the rules on (answer.js), and the answer says what the other folded settings were. `fromUrl`:
 * the link set a field. A link too long to read (MOST_LINK_CHARS) is not parsed: `tooLong`, and
 * nothing is set.
 * @param {Widget} w
 * @returns {{fromUrl: boolean, problems: string[], tooLong: boolean}}
 */
export function readLink(w) {
  const { query, queryLength } = linkNow();
  if (queryLength > MOST_LINK_CHARS) {
    const said = `its settings run to ${counted(queryLength)} characters, and this page reads at most ${counted(MOST_LINK_CHARS)}`;
    return { fromUrl: false, problems: [`The link is too long to read: ${said}.`], tooLong: true };
  }
  const params = new URLSearchParams(query);
  let fromUrl = false;
  /** @type {string[]} */
  const problems = []; // a link's values the form cannot take, in words
  /** @param {Field} f */
  const fromLink = (f) => {
    if (!params.has(paramOf(f))) return false;
    const text = /** @type {string} */ (params.get(paramOf(f)));
    const problem = linkProblem(f, text);
    if (problem) problems.push(problem);
    else setFromParam(f, text);
    return true;
  };
  for (const f of w.fields) fromUrl = fromLink(f) || fromUrl;
  for (const v of w.views) fromLink(v);
  return { fromUrl, problems, tooLong: false };
}

/**
 * The views ([data-view]) shown as they are (data-view-<name> on the widget), and kept in the URL.
 * @param {Widget} w
 */
export function mountViews(w) {
  for (const v of w.views) {
    const show = () => w.root.setAttribute(`data-view-${v.dataset.view}`, v.checked ? "1" : "0");
    show();
    v.addEventListener("change", () => {
      show();
      writeUrl(w);
    });
  }
}

/**
 * The link asks for something the form cannot show: say so in the answer's place (no answer to
 * other settings stays on view), and ask nothing until the reader changes the form.
 * @param {Widget} w
 * @param {string[]} problems
 * @param {string} [then] what the form shows instead, and what the reader can do
 */
export function showLinkProblems(w, problems, then = "The form shows its own choice instead; change it, or anything else, to see an answer.") {
  const box = document.createElement("div");
  box.className = "hoyle-error hoyle-link-error";
  box.dataset.code = "bad-link";
  for (const said of problems) {
    const p = document.createElement("p");
    p.className = "hoyle-message";
    p.textContent = said;
    box.append(p);
  }
  const fix = document.createElement("p");
  fix.textContent = then;
  box.append(fix);
  w.answerBox.replaceChildren(box);
  w.shownFor = key(w); // the message belongs to this link
  decorate(w);
  refreshStale(w);
  w.phase = "built"; // like a run not yet asked for: live once the engine is ready
  if (w.engineState.status === "ready") markLive(w);
}

/**
 * The page's address with the form's state in its query: a field or view not at its value as built, or
 * already in the link (a link too long to read is not kept). Its fragment is `hash` if given, else the
 * address's own if it names a place on this page: never one that names nothing here, such as the
 * heading of the page before that Material's anchor tracker wrote into this page's address ("#the-books"
 * of the front page, written while this page was on its way by instant navigation), nor one too long
 * to read.
 * @param {Widget} w
 * @param {string} [hash] "#hand": the fragment the address is to have
 */
function linkFor(w, hash) {
  const { page, query, hash: now } = linkNow();
  const params = new URLSearchParams(query);
  for (const f of [...w.fields, ...w.views]) {
    const text = paramText(f);
    if (text === w.defaults.get(f) && !params.has(paramOf(f))) continue;
    params.set(paramOf(f), text);
  }
  const written = params.toString();
  return `${page}${written ? `?${written}` : ""}${hash ?? (namesAPlaceHere(now) ? now : "")}`;
}

/**
 * Whether a fragment ("#law-3", "" for none) names an element of this page.
 * @param {string} hash
 */
function namesAPlaceHere(hash) {
  if (hash.length < 2) return false;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    return false; // a malformed escape names nothing
  }
}

/**
 * The form's state in the URL (linkFor), the history entry's state kept.
 * @param {Widget} w
 */
export function writeUrl(w) {
  window.history.replaceState(window.history.state, "", linkFor(w));
}

/**
 * "Copy link": the widget's own link (this page, the form's state, the widget's anchor, so the link
 * opens on the widget) put in the address bar and copied (or shown, if it cannot be).
 * @param {Widget} w
 */
export function listenToCopyLink(w) {
  const button = /** @type {HTMLElement} */ (w.root.querySelector("[data-action=copy-link]"));
  button.addEventListener("click", async (event) => {
    const href = linkFor(w, `#${encodeURIComponent(w.root.id)}`);
    window.history.replaceState(window.history.state, "", href);
    if (!(await copyLink(/** @type {HTMLElement} */ (event.currentTarget), href))) {
      w.note = `This widget's link: ${href}`;
      showStatus(w);
    }
  });
}

// The spaces a number may have around it, as the engine reads them (hoyle/inputs.py, NUMBER_SPACES): the
// ASCII ones only. trim() would keep U+001C-U+001F and U+0085, which Python's strip() takes: a link's
// "\x1f1000000" was no number here, so asked at once, and a million deals to the engine.
const NUMBER_SPACES = /^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g;

/**
 * The run the form asks for is longer than the one built into the page: its data-run-length field (or a widget
 * without one) reads as a whole number over the built one. A value that is no number is asked for at once
 * (the engine names what is wrong with it).
 * @param {Widget} w
 */
export function longerThanBuilt(w) {
  const f = w.fields.find((x) => x.dataset.field === w.root.dataset.runLength);
  if (!f) return true;
  /** @param {string} text as typed: ASCII or full-width digits, with or without thousands commas */
  const number = (text) => {
    const digits = text.replace(NUMBER_SPACES, "").replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/,/g, "");
    return /^[0-9]+$/.test(digits) ? Number(digits) : null;
  };
  const now = number(paramText(f));
  return now !== null && now > (number(String(w.defaults.get(f))) ?? 0);
}

// @ts-check
// The generic widget: a form whose fields are the keys of an engine request. Every answer, and
// every word of it, is HTML from hoyle.web (the same renderer as the build-time prerender); this
// file only reads the fields, keeps them in the URL, asks the worker and draws what it returns.
//
//   [data-field=name]      a request key: a text box (string), [data-number] (the text as typed: the
//                          engine reads the number, so none is rounded here, and names a wrong one),
//                          [data-flag] (true/false), a fieldset of checkboxes (the checked values,
//                          joined by commas)
//   [data-param=key]       the field's key in the URL (the state of the widget lives there); a link's
//                          value that a choice, a checkbox or the house rules cannot take is named in
//                          the answer's place, with the choices, and nothing is asked until the reader
//                          changes the form
//   [data-view=name]       a checkbox that changes only how the answer is shown, not the request: the
//                          widget gets data-view-<name>="1" or "0" (CSS shows or hides), and the URL keeps it
//   [data-cards]           a text box the card picker fills (the last one focused)
//   [data-on-submit]       a field asked for only when the form is sent (a count the reader claims:
//                          checking it at each keystroke would give the answer away); until then
//                          the answer is marked edited, the parts of it marked .hoyle-keep (the
//                          cards dealt) left undimmed
//   data-fixed='{...}'     request keys the form does not show
//   data-stream            the answer comes in parts; a Stop button ends it (see hoyle.web). A link asks for a
//                          run at once only if it is no longer than the one built into the page (by the
//                          field data-run-length names); a longer one waits for the reader's Run
//   In an answer: [data-in-use="As Kd"] greys those cards in the picker; anywhere in the widget,
//   [data-set='{"field": "value", ...}'] sets those fields (the engine computes the values: a card
//   held or thrown, a card played, a preset) and asks again (with [data-fresh="seed"], that field also
//   gets a new random seed, 1 to data-fresh-most: the only thing the page picks); [data-highlight="5h 5d"] lights those
//   cards on hover or focus; a[data-site-path] is a link from the site's root, made relative to this page
//   (only a path inside the site: anything else, a scheme, a host, "..", leaves the link as built).
//   A link whose query is longer than MOST_LINK_CHARS is not read at all: the widget says so, and the
//   form keeps the values it was built with.
//   An answer always belongs to the form beside it: while the form differs from the request the
//   answer shown was worked out for, the widget has data-stale (starting: the engine is not ready
//   yet; working: asked; edited: a run not yet asked for; unavailable: the engine cannot run) and a
//   note says so; hoyle.css hides the answer or dims it. With the engine unavailable, the answer
//   worked out when the page was built stands whenever the form is as it was built.
//   Keyboard focus on a control of the answer ([data-key]) stays on it when the answer is drawn again.
//   Marks for the benchmarks: "hoyle:live:<widget id>" when a widget first shows an engine answer
//   (or, for one answered in parts with nothing to run yet, when the engine is ready), and
//   "hoyle:first-answer" for the first of them on the page.
//
// The code: mountForm gathers the widget's parts and its state (widgetOf: a Widget, one object the
// functions below share) and hands it to them, by concern, in this file's order: asking and drawing
// (watchEngine, showStatus, run, draw, decorate, markLive; refreshStale for the stale marks;
// listenToForm, and listenToAnswer with setFields for [data-set]); the answer in parts and its Stop
// button (runStream, stopStream, setStop, listenToStop); the card picker (listenToPicker,
// greyInUse); the widget's state in the link (readLink, mountViews, showLinkProblems, writeUrl,
// listenToCopyLink; linkNow and siteHref, at the top, read the address and check a site path; longerThanBuilt
// keeps a link's long run for the reader's Run).
import { copyLink } from "./copy.js";
import { ask, retry, watch } from "./engine.js";

/** @typedef {import("./engine.js").EngineState} EngineState */
/** @typedef {import("./engine.js").Answer} Answer */
/**
 * A request key ([data-field]): a text box, a choice, a checkbox ([data-flag]) or a fieldset of checkboxes.
 * @typedef {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLFieldSetElement} Field
 */
/** @typedef {HTMLInputElement | HTMLTextAreaElement} CardBox a text box the card picker fills ([data-cards]) */
/** @typedef {{sid: number | undefined, stopped: boolean, seq: number, forKey: string}} Stream a run in parts */
/**
 * A mounted form widget: its parts, and what it has asked and shown (a request as text is a "key").
 * @typedef {object} Widget
 * @property {HTMLElement} root
 * @property {HTMLElement} answerBox
 * @property {HTMLElement} status the status line
 * @property {HTMLElement} staleNote says why the answer shown does not belong to the form
 * @property {Field[]} fields
 * @property {HTMLInputElement[]} views
 * @property {CardBox[]} cardBoxes
 * @property {HTMLElement[]} picks the card picker's buttons
 * @property {HTMLElement | null} stopButton
 * @property {Record<string, unknown>} fixed request keys the form does not show (data-fixed)
 * @property {Map<Field, string>} defaults each field's and view's value in the URL as built
 * @property {string} builtFor the request the answer built into the page was worked out for
 * @property {string} builtHtml that answer
 * @property {boolean} onSubmit the form has a [data-on-submit] field (a count to be checked), asked for only when sent
 * @property {string} goLabel the words of the form's button
 * @property {CardBox | null} target the card box the picker fills (the last one focused)
 * @property {number} seq the number of the last run (what an older one gets back is dropped)
 * @property {ReturnType<typeof setTimeout> | undefined} timer an edit's run, in a moment (debounced)
 * @property {boolean} pending a field's edit will be asked for in a moment (debounced)
 * @property {Stream | null} stream
 * @property {EngineState} engineState
 * @property {boolean} waitingForEngine a widget answered in parts shows its prerendered run until the reader asks
 * @property {string} note a message of the widget's own (a stopped run), shown after the engine's state
 * @property {string} shownFor what the answer shown was worked out for
 * @property {string} askedFor what was last asked
 * @property {boolean} unanswered the last request found the engine unable to run
 */

const DEBOUNCE_MS = 200;
// The longest query of a link this page reads ("?" and all): four times the engine's
// longest value (4,000 characters), room for one such value percent-encoded and the rest of the form. The
// links the widgets write are a few hundred characters; a longer one is refused before it is parsed.
const MOST_LINK_CHARS = 16_384;

/** @param {EngineState} state */
function statusText(state) {
  if (state.status === "ready") return `Live: answered by the engine in your browser (hoyle ${state.version}).`;
  if (state.status === "failed" && state.crashed) return "The engine stopped; it starts again with your next change.";
  if (state.status === "failed") {
    return "Live answers are unavailable: the engine could not start in this browser, so the answers shown are the ones " +
      "worked out when the page was built. It is tried again in a while.";
  }
  return "Starting the engine in your browser…";
}

/** @type {Record<string, string>} */
const STALE_WORDS = {
  starting: "Not yet worked out for the cards and settings above: the engine is starting in your browser…",
  working: "Working out the cards and settings above…",
  edited: "Not yet run for the settings above: press Run.",
  unavailable: "Not worked out for the cards and settings above: live answers are unavailable in this browser.",
};

/**
 * The house rules (or any folded checkboxes) in words, for the fold's summary: "blaze, the joker" or "none".
 * @param {Element} fieldset
 */
function checkedWords(fieldset) {
  const words = Array.from(fieldset.querySelectorAll("input:checked")).map((b) => /** @type {HTMLElement} */ (b.parentElement).textContent.trim());
  return words.length ? words.join(", ") : "none";
}

function siteBase() {
  const config = document.getElementById("__config");
  let base = ".";
  try {
    base = JSON.parse(config?.textContent ?? "").base || ".";
  } catch (e) {
    /* no Material config: links stay as built */
  }
  return new URL(`${base}/`, linkNow().page);
}

/**
 * A path from the site's root (a[data-site-path], "practical-poker/laws/#law-3") as a link from this page,
 * or null if it is not a path inside the site: a scheme (javascript:, data:, http:), a host ("//"), a path
 * from the host's root ("/"), a backslash, a space or a control character (which the URL parser drops or
 * reads as a slash), or a "." or ".." segment, which could lead out of the site.
 * @param {string} path
 * @param {URL} base the site's root
 */
function siteHref(path, base) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/") || /[\\\s\x00-\x1f\x7f]/.test(path)) return null;
  if (/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(path.replace(/[?#].*/s, ""))) return null; // the path's own segments
  const url = new URL(path, base);
  return url.href.startsWith(base.href) ? url.href : null;
}

/**
 * The page's address in parts: the page (no query, no fragment), the query's length, and the query and the
 * fragment ("" when too long to read: MOST_LINK_CHARS). All from location.href, the string the browser
 * keeps: location.search and location.hash make a new copy at each read (8 ms for a query of 1.9 MB), and
 * a URL parses all of it.
 */
function linkNow() {
  const href = window.location.href;
  const hashAt = href.indexOf("#");
  const end = hashAt < 0 ? href.length : hashAt;
  const queryAt = href.indexOf("?");
  const queryLength = queryAt >= 0 && queryAt < end ? end - queryAt : 0;
  const hashLength = hashAt < 0 ? 0 : href.length - hashAt;
  return {
    page: href.slice(0, queryLength ? queryAt : end),
    queryLength,
    query: queryLength <= MOST_LINK_CHARS ? href.slice(end - queryLength, end) : "",
    hash: hashLength <= MOST_LINK_CHARS ? href.slice(end) : "",
  };
}

/**
 * A whole number with thousands commas, "1,900,006" (not toLocaleString: its first call loads the locale's
 * data, 30 ms of the main thread).
 * @param {number} n
 */
const counted = (n) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * @param {Field} el
 * @returns {el is HTMLFieldSetElement}
 */
const isFieldset = (el) => el.tagName === "FIELDSET";

/**
 * The field's key in the URL: every field and view has one (hoyle.web's form widget).
 * @param {Field} el
 */
const paramOf = (el) => /** @type {string} */ (el.dataset.param);

/**
 * A fieldset's checked values, joined by commas.
 * @param {HTMLFieldSetElement} el
 */
function checkedValues(el) {
  return Array.from(/** @type {NodeListOf<HTMLInputElement>} */ (el.querySelectorAll("input:checked"))).map((i) => i.value).join(",");
}

/**
 * A field's value in the request.
 * @param {Field} el
 * @returns {string | boolean}
 */
function fieldValue(el) {
  if (isFieldset(el)) return checkedValues(el);
  if (el.dataset.flag) return /** @type {HTMLInputElement} */ (el).checked;
  if (el.dataset.number) return el.value.trim();
  return el.value.replace(/[ \t]+/g, " ").trim();
}

/**
 * A field's (or a view's) value in the URL.
 * @param {Field} el
 * @returns {string}
 */
function paramText(el) {
  if (isFieldset(el)) return checkedValues(el);
  if (el.dataset.flag) return /** @type {HTMLInputElement} */ (el).checked ? "1" : "0";
  return el.value;
}

/**
 * @param {Field} el
 * @param {string} text its value, as the URL (or a [data-set]) writes it
 */
function setFromParam(el, text) {
  if (isFieldset(el)) {
    const on = new Set(text.split(",").map((s) => s.trim()));
    for (const box of /** @type {NodeListOf<HTMLInputElement>} */ (el.querySelectorAll("input[type=checkbox]"))) box.checked = on.has(box.value);
  } else if (el.dataset.flag) {
    /** @type {HTMLInputElement} */ (el).checked = text === "1" || text === "true";
  } else {
    el.value = text;
  }
}

const ECHO = 40; // characters of a link's value quoted back

/** @param {string} text */
function quoted(text) {
  return `“${text.length > ECHO ? `${text.slice(0, ECHO - 1)}…` : text}”`;
}

/** @param {string[]} words */
function listed(words) {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words.join("");
}

/** @param {Field} el */
function labelOf(el) {
  const label = el.tagName === "FIELDSET" ? el.querySelector("legend") : el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`);
  return (label?.textContent || paramOf(el)).trim();
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

/** @param {HTMLElement} root */
export function mountForm(root) {
  const w = widgetOf(root);
  watchEngine(w);
  listenToForm(w);
  listenToPicker(w);
  listenToStop(w);
  listenToCopyLink(w);
  listenToAnswer(w);
  const { fromUrl, problems, tooLong } = readLink(w);
  mountViews(w);
  if (tooLong) return showLinkProblems(w, problems, "The form keeps the settings it was built with; change any of them to see an answer.");
  if (problems.length) return showLinkProblems(w, problems);
  if (root.dataset.stream && (!fromUrl || longerThanBuilt(w))) {
    // The prerendered run stands until the reader asks for another (marked stale if the link changed the
    // form: a long run starts only when the reader presses Run); live once the engine is ready.
    decorate(w);
    refreshStale(w);
    w.waitingForEngine = true;
    if (w.engineState.status === "ready") markLive(w);
    return;
  }
  run(w, { updateUrl: false });
}

/**
 * The run the form asks for is longer than the one built into the page: its data-run-length field (or a widget
 * without one) reads as a whole number over the built one. A value that is no number is asked for at once
 * (the engine names what is wrong with it).
 * @param {Widget} w
 */
function longerThanBuilt(w) {
  const f = w.fields.find((x) => x.dataset.field === w.root.dataset.runLength);
  if (!f) return true;
  /** @param {string} text as typed: ASCII or full-width digits, with or without thousands commas */
  const number = (text) => {
    const digits = text.trim().replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10)).replace(/,/g, "");
    return /^[0-9]+$/.test(digits) ? Number(digits) : null;
  };
  const now = number(paramText(f));
  return now !== null && now > (number(String(w.defaults.get(f))) ?? 0);
}

// --- The widget, the engine's state, and asking and drawing ---------------------------------------

/**
 * The widget's parts, and its state before anything is asked: the answer shown is the one built into
 * the page, for the form as built (the link is read later).
 * @param {HTMLElement} root
 * @returns {Widget}
 */
function widgetOf(root) {
  const fields = /** @type {Field[]} */ (Array.from(root.querySelectorAll("[data-field]")));
  const views = /** @type {HTMLInputElement[]} */ (Array.from(root.querySelectorAll("[data-view]")));
  const cardBoxes = /** @type {CardBox[]} */ (fields.filter((f) => f.dataset.cards));
  const answerBox = /** @type {HTMLElement} */ (root.querySelector(".hoyle-answer"));
  const staleNote = document.createElement("p");
  staleNote.className = "hoyle-stale-note hoyle-live-only";
  staleNote.setAttribute("aria-live", "polite");
  staleNote.hidden = true;
  answerBox.before(staleNote);
  /** @type {Widget} */
  const w = {
    root,
    answerBox,
    status: /** @type {HTMLElement} */ (root.querySelector(".hoyle-status")),
    staleNote,
    fields,
    views,
    cardBoxes,
    picks: /** @type {HTMLElement[]} */ (Array.from(root.querySelectorAll(".hoyle-pick"))),
    stopButton: /** @type {HTMLElement | null} */ (root.querySelector("[data-action=stop]")),
    fixed: root.dataset.fixed ? JSON.parse(root.dataset.fixed) : {},
    defaults: new Map([...fields, ...views].map((f) => [f, paramText(f)])),
    builtFor: "",
    builtHtml: answerBox.innerHTML,
    onSubmit: fields.some((f) => f.dataset.onSubmit),
    goLabel: root.querySelector(".hoyle-go")?.textContent.trim() || "",
    target: cardBoxes[0] || null,
    seq: 0,
    timer: undefined,
    pending: false,
    stream: null,
    engineState: { status: "idle", message: "" },
    waitingForEngine: false,
    note: "",
    shownFor: "",
    askedFor: "",
    unanswered: false,
  };
  w.builtFor = w.shownFor = w.askedFor = key(w);
  return w;
}

/**
 * The request the form says now.
 * @param {Widget} w
 * @returns {Record<string, unknown>}
 */
function request(w) {
  /** @type {Record<string, unknown>} */
  const req = { ...w.fixed, op: w.root.dataset.op, view: w.root.dataset.widget };
  for (const f of w.fields) req[String(f.dataset.field)] = fieldValue(f);
  return req;
}

/**
 * The request as text: what an answer is worked out for.
 * @param {Widget} w
 */
const key = (w) => JSON.stringify(request(w));

/** @param {Widget} w */
function showStatus(w) {
  const { status, engineState, note } = w;
  status.textContent = note ? `${statusText(engineState)} ${note}` : statusText(engineState);
  if (engineState.status === "failed" && !engineState.crashed) {
    const again = document.createElement("button");
    again.type = "button";
    again.className = "hoyle-link-button hoyle-retry";
    again.textContent = "Try again now";
    again.addEventListener("click", () => retry());
    status.append(" ", again);
  }
}

/**
 * Mark the answer as not belonging to the form, or not; keep the folds' summaries up to date.
 * @param {Widget} w
 */
function refreshStale(w) {
  const { root, engineState } = w;
  for (const fold of root.querySelectorAll(".hoyle-fold")) {
    const box = fold.querySelector("fieldset");
    const words = fold.querySelector(".hoyle-fold-state");
    if (box && words) words.textContent = checkedWords(box);
  }
  const now = key(w);
  if (now !== w.shownFor && now === w.builtFor && engineState.status === "failed" && !engineState.crashed) {
    w.answerBox.innerHTML = w.builtHtml; // the form is as built: the answer worked out then stands
    w.shownFor = w.builtFor;
    decorate(w);
  }
  let stale = "";
  if (now !== w.shownFor) {
    if (engineState.status === "failed" && !engineState.crashed) stale = "unavailable";
    else if ((root.dataset.stream || w.onSubmit) && now !== w.askedFor && !w.pending) stale = "edited"; // not asked for: the reader's Run, engine ready or not
    else if (engineState.status !== "ready") stale = "starting";
    else stale = "working";
  }
  if (stale) root.dataset.stale = stale;
  else delete root.dataset.stale;
  w.staleNote.hidden = !stale;
  w.staleNote.textContent = stale === "edited" && w.onSubmit ? `Not yet checked: press “${w.goLabel}”.` : stale ? STALE_WORDS[stale] : "";
}

/**
 * Follow the engine's state: the status line, the stale marks, and a request the engine could not
 * run asked again once it can.
 * @param {Widget} w
 */
function watchEngine(w) {
  const { root } = w;
  const unwatch = watch((state) => {
    if (!root.isConnected) {
      unwatch(); // the page was replaced by instant navigation
      return;
    }
    w.engineState = state;
    root.dataset.engine = state.status;
    showStatus(w);
    if (state.status === "ready" && w.waitingForEngine) markLive(w);
    if (state.status === "ready" && w.unanswered) run(w, { updateUrl: false }); // asked while the engine could not run
    refreshStale(w);
  });
}

/**
 * An answer the engine could not render (the worker died or failed to start): its message, as text.
 * @param {Answer | undefined} answer
 */
function engineError(answer) {
  const box = document.createElement("div");
  box.className = "hoyle-error";
  box.dataset.code = answer?.error?.code || "engine";
  const msg = document.createElement("span");
  msg.className = "hoyle-message";
  msg.textContent = answer?.error?.message || "the engine gave no answer";
  box.append(msg);
  return box.outerHTML;
}

/**
 * Draw an answer worked out for `forKey`; keyboard focus on one of its controls stays there.
 * @param {Widget} w
 * @param {string} html
 * @param {string} forKey
 */
function draw(w, html, forKey) {
  const { answerBox } = w;
  const active = document.activeElement;
  const had = active && answerBox.contains(active) ? /** @type {HTMLElement | null} */ (active.closest("[data-key]"))?.dataset.key || "" : null;
  answerBox.innerHTML = html;
  w.shownFor = forKey;
  decorate(w);
  markLive(w);
  refreshStale(w);
  if (had !== null) {
    const same = had && Array.from(/** @type {NodeListOf<HTMLElement>} */ (answerBox.querySelectorAll("[data-key]"))).find((el) => el.dataset.key === had);
    const next = same || /** @type {HTMLElement | null} */ (answerBox.querySelector("[data-set]"));
    if (next) next.focus();
    else {
      answerBox.tabIndex = -1;
      answerBox.focus();
    }
  }
}

/**
 * Links made relative to this page; the cards of the answer greyed in the picker.
 * @param {Widget} w
 */
function decorate(w) {
  const base = siteBase();
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (w.root.querySelectorAll("a[data-site-path]"))) {
    const href = siteHref(String(a.dataset.sitePath), base);
    if (href) a.href = href; // anything else: the link stays as built
  }
  greyInUse(w);
}

/**
 * The widget is live: it shows an engine answer, or the engine is ready to answer it.
 * @param {Widget} w
 */
function markLive(w) {
  const { root } = w;
  w.waitingForEngine = false;
  if (root.dataset.live) return;
  performance.mark(`hoyle:live:${root.id}`);
  if (!performance.getEntriesByName("hoyle:first-answer").length) performance.mark("hoyle:first-answer");
  root.dataset.live = "true";
}

/**
 * Ask the engine for what the form says, and draw the answer (in parts, for a widget answered in parts).
 * @param {Widget} w
 * @param {{updateUrl?: boolean}} [options] updateUrl: the link is made to say the form's state
 */
async function run(w, { updateUrl = true } = {}) {
  const { root } = w;
  clearTimeout(w.timer);
  w.pending = false;
  if (updateUrl) writeUrl(w);
  stopStream(w, { show: false });
  w.note = "";
  showStatus(w);
  const mine = ++w.seq;
  root.setAttribute("aria-busy", "true");
  const req = request(w);
  const forKey = key(w);
  w.askedFor = forKey;
  refreshStale(w);
  if (root.dataset.stream) {
    await runStream(w, req, forKey, mine);
    if (mine !== w.seq) return; // a newer request is on its way (and the widget busy with it)
  } else {
    const { answer, html, unavailable } = await ask(req);
    if (mine !== w.seq) return; // a newer request is on its way
    w.unanswered = Boolean(unavailable);
    if (unavailable) refreshStale(w); // said once, in the status line; the built answer stands where it belongs
    else draw(w, html || engineError(answer), forKey);
  }
  root.removeAttribute("aria-busy");
  refreshStale(w);
}

/**
 * The form's own controls: a field changed asks again (a text at once, or after a pause in typing; in
 * a widget answered in parts, or for a [data-on-submit] field, only when the form is sent).
 * @param {Widget} w
 */
function listenToForm(w) {
  const form = /** @type {HTMLFormElement} */ (w.root.querySelector(".hoyle-form"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run(w);
  });
  for (const f of w.fields) {
    if (f.tagName === "FIELDSET" || f.dataset.flag || f.tagName === "SELECT") {
      f.addEventListener("change", () => run(w));
    } else if (!w.root.dataset.stream && !f.dataset.onSubmit) {
      f.addEventListener("input", () => {
        w.pending = true;
        refreshStale(w); // the answer shown is not for this text, from the first keystroke
        clearTimeout(w.timer);
        w.timer = setTimeout(() => run(w), DEBOUNCE_MS);
      });
    } else {
      f.addEventListener("input", () => refreshStale(w));
    }
  }
}

/**
 * Controls anywhere in the widget, drawn by the engine: [data-set] sets fields and asks again;
 * [data-highlight] lights cards of the answer on hover or focus.
 * @param {Widget} w
 */
function listenToAnswer(w) {
  const { root, answerBox } = w;
  root.addEventListener("click", (event) => {
    const el = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-set]"));
    if (!el || !root.contains(el)) return;
    if (!setFields(w, el)) return;
    run(w);
    if (!answerBox.contains(el)) w.status.scrollIntoView({ block: "start" }); // a preset below the answer: show what it does
  });
  /**
   * @param {Event} event
   * @param {boolean} on
   */
  const light = (event, on) => {
    const el = /** @type {HTMLElement | null | undefined} */ (/** @type {Element} */ (event.target).closest?.("[data-highlight]"));
    if (!el) return;
    const codes = new Set(String(el.dataset.highlight).split(" "));
    for (const c of /** @type {NodeListOf<HTMLElement>} */ (answerBox.querySelectorAll(".hoyle-card[data-card]"))) {
      if (codes.has(String(c.dataset.card))) c.classList.toggle("hoyle-lit", on);
    }
  };
  /** @type {Array<[string, boolean]>} */
  const moves = [["mouseover", true], ["mouseout", false], ["focusin", true], ["focusout", false]];
  for (const [type, on] of moves) {
    answerBox.addEventListener(type, (event) => light(event, on));
  }
}

/**
 * The fields a [data-set] control sets (and, with [data-fresh], a new seed); false if its values
 * cannot be read (not ours).
 * @param {Widget} w
 * @param {HTMLElement} el
 */
function setFields(w, el) {
  let values;
  try {
    values = JSON.parse(String(el.dataset.set));
  } catch {
    return false; // not ours to read
  }
  for (const [name, value] of Object.entries(values)) {
    const f = w.fields.find((x) => x.dataset.field === name);
    if (f) setFromParam(f, String(value));
  }
  // [data-fresh="seed"]: that field gets a new seed from 1 to data-fresh-most (the deal is the engine's)
  const most = Number(el.dataset.freshMost) || 999999;
  for (const name of (el.dataset.fresh || "").split(" ").filter(Boolean)) {
    const f = w.fields.find((x) => x.dataset.field === name);
    if (f) /** @type {HTMLInputElement} */ (f).value = String(1 + Math.floor(Math.random() * most));
  }
  return true;
}

// --- The answer in parts (data-stream) and its Stop button ------------------------------------------

/**
 * A run in parts: the first part asked for, then the next, each drawn, until the last one, a newer
 * run, or Stop. Returns whether the run ends here (false: a newer run took over, or the engine
 * could not run, and the widget stays busy).
 * @param {Widget} w
 * @param {Record<string, unknown>} req
 * @param {string} forKey
 * @param {number} mine this run's number
 */
async function runStream(w, req, forKey, mine) {
  req.stream = true;
  let reply = await ask(req);
  w.unanswered = Boolean(reply.unavailable);
  if (reply.unavailable || mine !== w.seq) {
    refreshStale(w);
    return false;
  }
  if (!reply.html) reply = { ...reply, html: engineError(reply.answer) };
  /** @type {Stream} */
  const me = { sid: reply.answer.sid, stopped: false, seq: mine, forKey };
  w.stream = me;
  setStop(w, true);
  while (mine === w.seq && !me.stopped) {
    draw(w, reply.html, forKey);
    if (reply.answer.error || reply.answer.done || reply.answer.sid === undefined) break;
    reply = await ask({ op: "stream-next", sid: me.sid, view: w.root.dataset.widget });
    if (reply.unavailable) break;
    if (!reply.html) reply = { ...reply, html: engineError(reply.answer) };
  }
  if (mine !== w.seq) return false;
  setStop(w, false);
  if (me.stopped) {
    // the part that was on its way when Stop was pressed is the engine's last: drawn before the
    // note says "Stopped", so the figures beside the note are the ones they stay (the stop's reply
    // draws that same part again)
    if (!reply.unavailable && !reply.answer.error) draw(w, reply.html, forKey);
    w.note = "Stopped: the figures are those of the deals played so far.";
    showStatus(w);
  }
  w.stream = null;
  return true;
}

/**
 * Stop the run in progress; the engine's last figures are drawn as stopped (unless a new run starts).
 * @param {Widget} w
 * @param {{show?: boolean}} [options]
 */
async function stopStream(w, { show = true } = {}) {
  const me = w.stream;
  if (!me) return;
  me.stopped = true;
  const reply = await ask({ op: "stream-stop", sid: me.sid, view: w.root.dataset.widget });
  if (show && w.stream === null && me.seq === w.seq && reply.html) draw(w, reply.html, me.forKey);
}

/**
 * @param {Widget} w
 * @param {boolean} on
 */
function setStop(w, on) {
  if (!w.stopButton) return;
  w.stopButton.setAttribute("aria-disabled", on ? "false" : "true"); // not disabled: focus stays on it
}

/** @param {Widget} w */
function listenToStop(w) {
  const stopButton = w.stopButton;
  stopButton?.addEventListener("click", () => {
    if (stopButton.getAttribute("aria-disabled") === "true") return;
    setStop(w, false);
    stopStream(w);
  });
}

// --- The card picker ----------------------------------------------------------------------------

/**
 * A card pressed goes into the card box last focused (the first, to begin with) and asks again (a
 * widget answered in parts waits for Run); Clear empties the card boxes.
 * @param {Widget} w
 */
function listenToPicker(w) {
  const { root, cardBoxes } = w;
  for (const f of cardBoxes) f.addEventListener("focus", () => (w.target = f));
  root.querySelector("[data-action=clear]")?.addEventListener("click", () => {
    for (const f of cardBoxes) f.value = "";
    run(w);
    (w.target || cardBoxes[0])?.focus();
  });
  for (const b of w.picks) {
    b.addEventListener("click", () => {
      const target = w.target;
      if (b.getAttribute("aria-disabled") === "true" || !target) return;
      const sep = target.tagName === "TEXTAREA" && target.value.endsWith("\n") ? "" : " ";
      target.value = `${target.value.replace(/[ \t]+$/, "")}${sep}${b.dataset.card}`.replace(/^ /, "");
      if (!root.dataset.stream) run(w); // a long run starts only when the reader asks (Run)
    });
  }
}

/**
 * The cards of the answer ([data-in-use]) greyed in the picker.
 * @param {Widget} w
 */
function greyInUse(w) {
  const inUse = new Set((/** @type {HTMLElement | null} */ (w.answerBox.querySelector("[data-in-use]"))?.dataset.inUse || "").split(" ").filter(Boolean));
  for (const b of w.picks) {
    const used = inUse.has(String(b.dataset.card));
    b.classList.toggle("hoyle-in-use", used);
    b.setAttribute("aria-disabled", used ? "true" : "false");
    b.title = used ? "in use" : "";
  }
}

// --- The widget's state in the link -------------------------------------------------------------

/**
 * The link's values put in the form: each field and view the URL names is set, unless the form
 * cannot take its value (then it is named in `problems`); a fold with a field the link changed is
 * opened. `fromUrl`: the link set a field. A link too long to read (MOST_LINK_CHARS) is not parsed:
 * `tooLong`, and nothing is set.
 * @param {Widget} w
 * @returns {{fromUrl: boolean, problems: string[], tooLong: boolean}}
 */
function readLink(w) {
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
  // A fold with a field the link changed is opened, so the reader sees what the answer is for.
  for (const fold of /** @type {NodeListOf<HTMLDetailsElement>} */ (w.root.querySelectorAll(".hoyle-fold"))) {
    if (w.fields.some((f) => fold.contains(f) && paramText(f) !== w.defaults.get(f))) fold.open = true;
  }
  for (const v of w.views) fromLink(v);
  return { fromUrl, problems, tooLong: false };
}

/**
 * The views ([data-view]) shown as they are (data-view-<name> on the widget), and kept in the URL.
 * @param {Widget} w
 */
function mountViews(w) {
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
function showLinkProblems(w, problems, then = "The form shows its own choice instead; change it, or anything else, to see an answer.") {
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
  w.waitingForEngine = true; // like a run not yet asked for: live once the engine is ready
  if (w.engineState.status === "ready") markLive(w);
}

/**
 * The form's state in the URL: a field or view not at its value as built, or already in the link (a
 * link too long to read is not kept, nor a fragment as long).
 * @param {Widget} w
 */
function writeUrl(w) {
  const { page, query, hash } = linkNow();
  const params = new URLSearchParams(query);
  for (const f of [...w.fields, ...w.views]) {
    const text = paramText(f);
    if (text === w.defaults.get(f) && !params.has(paramOf(f))) continue;
    params.set(paramOf(f), text);
  }
  const written = params.toString();
  window.history.replaceState(window.history.state, "", `${page}${written ? `?${written}` : ""}${hash}`);
}

/**
 * "Copy link": the form's state written into the URL, and the URL copied (or shown, if it cannot be).
 * @param {Widget} w
 */
function listenToCopyLink(w) {
  const button = /** @type {HTMLElement} */ (w.root.querySelector("[data-action=copy-link]"));
  button.addEventListener("click", async (event) => {
    writeUrl(w);
    if (!(await copyLink(/** @type {HTMLElement} */ (event.currentTarget), window.location.href))) {
      w.note = `This widget's link: ${window.location.href}`;
      showStatus(w);
    }
  });
}

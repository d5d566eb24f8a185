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
// The code, by concern: this file mounts the widget (mountForm), follows the engine's state
// (watchEngine), asks and draws (run), and listens to the form and to the answer's controls
// (listenToForm, listenToAnswer, setFields). The widget's parts and state, and the request its form
// says, are in widget.js (one Widget object the functions share); a field's values in fields.js;
// drawing an answer and the marks of a stale one in answer.js; the answer in parts and Stop in
// stream.js; the card picker in picker.js; the widget's state in the link in link.js, and the
// page's address read in address.js.
import { ask, watch } from "./engine.js";
import { draw, engineError, markLive, refreshStale, showStatus, decorate } from "./answer.js";
import { fieldValue, setFromParam } from "./fields.js";
import { listenToCopyLink, longerThanBuilt, mountViews, readLink, showLinkProblems, writeUrl } from "./link.js";
import { listenToPicker } from "./picker.js";
import { listenToStop, runStream, stopStream } from "./stream.js";
import { key, request, widgetOf } from "./widget.js";

/** @typedef {import("./widget.js").Widget} Widget */

const DEBOUNCE_MS = 200;

/** @param {HTMLElement} root */
export function mountForm(root) {
  const w = widgetOf(root);
  watchEngine(w);
  listenToForm(w);
  listenToPicker(w, run);
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
    if (w.engineState.status === "ready") markLive(w);
    return;
  }
  run(w, { updateUrl: false });
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
    if (state.status === "ready" && w.phase === "built") markLive(w);
    if (state.status === "ready" && w.phase === "unavailable") run(w, { updateUrl: false }); // asked while the engine could not run
    refreshStale(w);
  });
}

/**
 * Ask the engine for what the form says, and draw the answer (in parts, for a widget answered in parts).
 * @param {Widget} w
 * @param {{updateUrl?: boolean}} [options] updateUrl: the link is made to say the form's state
 */
async function run(w, { updateUrl = true } = {}) {
  const { root } = w;
  clearTimeout(w.timer);
  w.phase = "asking";
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
    w.phase = unavailable ? "unavailable" : "shown";
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
        w.phase = "typing";
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

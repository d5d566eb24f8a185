// @ts-check
// A form widget's parts and state (form.js), and the request its form says now.
import { paramText, fieldValue } from "./fields.js";

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
 * @property {Stream | null} stream
 * @property {EngineState} engineState
 * @property {string} note a message of the widget's own (a stopped run), shown after the engine's state
 * @property {string} shownFor what the answer shown was worked out for
 * @property {string} askedFor what was last asked
 * @property {Phase} phase what the widget is doing
 */
/**
 * What a widget is doing: nothing asked yet, the answer built into the page shown (or what a link asks that
 * the form cannot take), and live once the engine is ready ("built"); a typed edit to be asked for after a
 * pause ("typing"); a request, or a run in parts, on its way ("asking"); the engine's answer to the last
 * request shown ("shown"); the last request found the engine unable to run, and is asked again once it can
 * ("unavailable"). Whether the answer shown belongs to the form is another matter: it is worked out from the
 * form's request against the one the answer was worked out for (shownFor) and the one last asked (askedFor),
 * with the phase and the engine's state (answer.js, refreshStale).
 * @typedef {"built" | "typing" | "asking" | "shown" | "unavailable"} Phase
 */

/**
 * The widget's parts, and its state before anything is asked: the answer shown is the one built into
 * the page, for the form as built (the link is read later).
 * @param {HTMLElement} root
 * @returns {Widget}
 */
export function widgetOf(root) {
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
    stream: null,
    engineState: { status: "idle", message: "" },
    note: "",
    shownFor: "",
    askedFor: "",
    phase: "built",
  };
  w.builtFor = w.shownFor = w.askedFor = key(w);
  return w;
}

/**
 * The request the form says now.
 * @param {Widget} w
 * @returns {Record<string, unknown>}
 */
export function request(w) {
  /** @type {Record<string, unknown>} */
  const req = { ...w.fixed, op: w.root.dataset.op, view: w.root.dataset.widget };
  for (const f of w.fields) req[String(f.dataset.field)] = fieldValue(f);
  return req;
}

/**
 * The request as text: what an answer is worked out for.
 * @param {Widget} w
 */
export const key = (w) => JSON.stringify(request(w));

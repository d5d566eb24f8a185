// @ts-check
// A widget's fields (form.js): a field's value in the request and in the link, set from a link, its label.

/** @typedef {import("./widget.js").Field} Field */

/**
 * @param {Field} el
 * @returns {el is HTMLFieldSetElement}
 */
export const isFieldset = (el) => el.tagName === "FIELDSET";

/**
 * The field's key in the URL: every field and view has one (hoyle.web's form widget).
 * @param {Field} el
 */
export const paramOf = (el) => /** @type {string} */ (el.dataset.param);

/**
 * A fieldset's checked values, joined by commas.
 * @param {HTMLFieldSetElement} el
 */
function checkedValues(el) {
  return Array.from(/** @type {NodeListOf<HTMLInputElement>} */ (el.querySelectorAll("input:checked"))).map((i) => i.value).join(",");
}

/**
 * The house rules (or any folded checkboxes) in words, for the fold's summary: "blaze, the joker" or "none"
 * (hoyle.web.base's checked_words, as the page was built).
 * @param {Element} fieldset
 */
export function checkedWords(fieldset) {
  const words = Array.from(fieldset.querySelectorAll("input:checked")).map((b) => {
    const label = /** @type {HTMLElement} */ (b.parentElement).textContent.trim();
    return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  });
  return words.length ? words.join(", ") : "none";
}

/**
 * A field's value in the request.
 * @param {Field} el
 * @returns {string | boolean}
 */
export function fieldValue(el) {
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
export function paramText(el) {
  if (isFieldset(el)) return checkedValues(el);
  if (el.dataset.flag) return /** @type {HTMLInputElement} */ (el).checked ? "1" : "0";
  return el.value;
}

/**
 * @param {Field} el
 * @param {string} text its value, as the URL (or a [data-set]) writes it
 */
export function setFromParam(el, text) {
  if (isFieldset(el)) {
    const on = new Set(text.split(",").map((s) => s.trim()));
    for (const box of /** @type {NodeListOf<HTMLInputElement>} */ (el.querySelectorAll("input[type=checkbox]"))) box.checked = on.has(box.value);
  } else if (el.dataset.flag) {
    /** @type {HTMLInputElement} */ (el).checked = text === "1" || text === "true";
  } else {
    el.value = text;
  }
}

/** @param {Field} el */
export function labelOf(el) {
  const label = el.tagName === "FIELDSET" ? el.querySelector("legend") : el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`);
  return (label?.textContent || paramOf(el)).trim();
}

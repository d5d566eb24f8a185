// @ts-check
// A form widget's card picker (form.js): a card pressed goes into the card box last focused; the cards of
// the answer are greyed.

/** @typedef {import("./widget.js").Widget} Widget */

/**
 * A card pressed goes into the card box last focused (the first, to begin with) and asks again (a
 * widget answered in parts waits for Run); Clear empties the card boxes.
 * @param {Widget} w
 * @param {(w: Widget) => void} run asks the engine for what the form says (form.js)
 */
export function listenToPicker(w, run) {
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
export function greyInUse(w) {
  const inUse = new Set((/** @type {HTMLElement | null} */ (w.answerBox.querySelector("[data-in-use]"))?.dataset.inUse || "").split(" ").filter(Boolean));
  for (const b of w.picks) {
    const used = inUse.has(String(b.dataset.card));
    b.classList.toggle("hoyle-in-use", used);
    b.setAttribute("aria-disabled", used ? "true" : "false");
    b.title = used ? "in use" : "";
  }
}

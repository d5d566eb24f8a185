// @ts-check
// Drawing a form widget's answer (form.js): the status line, the marks of an answer that does not belong
// to the form (data-stale and its note), an answer drawn with the links made relative and the picker's
// cards greyed, and the widget marked live.
import { retry } from "./engine.js";
import { siteBase, siteHref } from "./address.js";
import { checkedWords } from "./fields.js";
import { greyInUse } from "./picker.js";
import { key } from "./widget.js";

/** @typedef {import("./engine.js").EngineState} EngineState */
/** @typedef {import("./engine.js").Answer} Answer */
/** @typedef {import("./widget.js").Widget} Widget */

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

/** @param {Widget} w */
export function showStatus(w) {
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
 * Mark the answer as not belonging to the form, or not; keep the folds' summaries up to date (the house
 * rules on, in the house rules' own fold and in a wider fold that holds them).
 * @param {Widget} w
 */
export function refreshStale(w) {
  const { root, engineState } = w;
  for (const fold of root.querySelectorAll(".hoyle-fold")) {
    const box = fold.querySelector("fieldset");
    const words = fold.querySelector(":scope > summary .hoyle-fold-state");
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
    else if ((root.dataset.stream || w.onSubmit) && now !== w.askedFor && w.phase !== "typing") stale = "edited"; // not asked for: the reader's Run, engine ready or not
    else if (engineState.status !== "ready") stale = "starting";
    else stale = "working";
  }
  if (stale) root.dataset.stale = stale;
  else delete root.dataset.stale;
  w.staleNote.hidden = !stale;
  w.staleNote.textContent = stale === "edited" && w.onSubmit ? `Not yet checked: press “${w.goLabel}”.` : stale ? STALE_WORDS[stale] : "";
}

/**
 * An answer the engine could not render (the worker died or failed to start): its message, as text.
 * @param {Answer | undefined} answer
 */
export function engineError(answer) {
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
export function draw(w, html, forKey) {
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
export function decorate(w) {
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
export function markLive(w) {
  const { root } = w;
  if (root.dataset.live) return;
  performance.mark(`hoyle:live:${root.id}`);
  if (!performance.getEntriesByName("hoyle:first-answer").length) performance.mark("hoyle:first-answer");
  root.dataset.live = "true";
}

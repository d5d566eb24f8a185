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

/** Megabytes, to a tenth: 1234567 → "1.2". @param {number} bytes */
const mb = (bytes) => (bytes / 1e6).toFixed(1);

/** How much of the engine has come: " (1.2 of 11.9 MB came)", or "" before the worker knows. @param {EngineState} state */
const arrived = (state) => (!state.total ? "" : state.got ? ` (${mb(state.got)} of ${mb(state.total)} MB came)` : ` (none of its ${mb(state.total)} MB came)`);

const BUILT = "the answers shown are the ones worked out when the page was built";

/** @param {EngineState} state */
function statusText(state) {
  if (state.status === "ready") return `Live: answered by the engine in your browser (hoyle ${state.version}).`;
  if (state.status === "failed" && state.crashed) return "The engine stopped; it starts again with your next change.";
  if (state.status === "failed") {
    if (state.reason === "network") {
      return `The connection stopped before the card engine arrived${arrived(state)}: ${BUILT}. ` +
        "It tries again by itself, and at once when your browser is back online.";
    }
    if (state.reason === "browser") return `Live answers are unavailable: ${state.message}, so ${BUILT}.`;
    const why = state.reason === "host" ? state.message : `the card engine could not start (${state.message})`;
    return `Live answers are unavailable: ${why}. Until it starts, ${BUILT}. It is tried again in a while.`;
  }
  if (state.total && (state.got || 0) < state.total) return `Fetching the card engine: ${mb(state.got || 0)} of ${mb(state.total)} MB…`;
  return "Starting the engine in your browser…";
}

/** @type {Record<string, string>} */
const STALE_WORDS = {
  starting: "Not yet worked out for the cards and settings above: the engine is starting in your browser…",
  working: "Working out the cards and settings above…",
  edited: "Not yet run for the settings above: press Run.",
  unavailable: "Not worked out for the cards and settings above: live answers are unavailable (the status line says why).",
};

/** The stale note's words. @param {string} stale @param {EngineState} state */
function staleWords(stale, state) {
  if (stale !== "unavailable") return STALE_WORDS[stale];
  if (state.reason === "network") return "Not worked out for the cards and settings above: the card engine has not arrived yet.";
  if (state.reason === "browser") return "Not worked out for the cards and settings above: live answers are unavailable in this browser.";
  return STALE_WORDS.unavailable;
}

/** @param {Widget} w */
export function showStatus(w) {
  const { status, engineState, note } = w;
  status.textContent = note ? `${statusText(engineState)} ${note}` : statusText(engineState);
  // the bytes of a download count up once a second: a screen reader is told the start once, and then its end
  if (engineState.status === "loading") status.setAttribute("aria-busy", "true");
  else status.removeAttribute("aria-busy");
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
  w.staleNote.textContent = stale === "edited" && w.onSubmit ? `Not yet checked: press “${w.goLabel}”.` : stale ? staleWords(stale, engineState) : "";
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

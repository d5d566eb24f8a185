// @ts-check
// A form widget answered in parts (data-stream, form.js): the parts asked for and drawn one after the
// other, and its Stop button.
import { ask } from "./engine.js";
import { draw, engineError, refreshStale, showStatus } from "./answer.js";

/** @typedef {import("./widget.js").Widget} Widget */
/** @typedef {import("./widget.js").Stream} Stream */

/**
 * A run in parts: the first part asked for, then the next, each drawn, until the last one, a newer
 * run, or Stop. Returns whether the run ends here (false: a newer run took over, or the engine
 * could not run, and the widget stays busy).
 * @param {Widget} w
 * @param {Record<string, unknown>} req
 * @param {string} forKey
 * @param {number} mine this run's number
 */
export async function runStream(w, req, forKey, mine) {
  req.stream = true;
  let reply = await ask(req);
  if (mine === w.seq && reply.unavailable) w.phase = "unavailable";
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
  w.phase = "shown";
  return true;
}

/**
 * Stop the run in progress; the engine's last figures are drawn as stopped (unless a new run starts).
 * @param {Widget} w
 * @param {{show?: boolean}} [options]
 */
export async function stopStream(w, { show = true } = {}) {
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
export function listenToStop(w) {
  const stopButton = w.stopButton;
  stopButton?.addEventListener("click", () => {
    if (stopButton.getAttribute("aria-disabled") === "true") return;
    setStop(w, false);
    stopStream(w);
  });
}

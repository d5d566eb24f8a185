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
//   data-stream            the answer comes in parts; a Stop button ends it (see hoyle.web)
//   In an answer: [data-in-use="As Kd"] greys those cards in the picker; anywhere in the widget,
//   [data-set='{"field": "value", ...}'] sets those fields (the engine computes the values: a card
//   held or thrown, a card played, a preset) and asks again (with [data-fresh="seed"], that field also
//   gets a new random seed, 1 to data-fresh-most: the only thing the page picks); [data-highlight="5h 5d"] lights those
//   cards on hover or focus; a[data-site-path] is a link from the site's root, made relative to this page.
//   An answer always belongs to the form beside it: while the form differs from the request the
//   answer shown was worked out for, the widget has data-stale (starting: the engine is not ready
//   yet; working: asked; edited: a run not yet asked for; unavailable: the engine cannot run) and a
//   note says so; hoyle.css hides the answer or dims it. With the engine unavailable, the answer
//   worked out when the page was built stands whenever the form is as it was built.
//   Keyboard focus on a control of the answer ([data-key]) stays on it when the answer is drawn again.
//   Marks for the benchmarks: "hoyle:live:<widget id>" when a widget first shows an engine answer
//   (or, for one answered in parts with nothing to run yet, when the engine is ready), and
//   "hoyle:first-answer" for the first of them on the page.
import { copyLink } from "./copy.js";
import { ask, retry, watch } from "./engine.js";

const DEBOUNCE_MS = 200;

function statusText(state) {
  if (state.status === "ready") return `Live: answered by the engine in your browser (hoyle ${state.version}).`;
  if (state.status === "failed" && state.crashed) return "The engine stopped; it starts again with your next change.";
  if (state.status === "failed") {
    return "Live answers are unavailable: the engine could not start in this browser, so the answers shown are the ones " +
      "worked out when the page was built. It is tried again in a while.";
  }
  return "Starting the engine in your browser…";
}

const STALE_WORDS = {
  starting: "Not yet worked out for the cards and settings above: the engine is starting in your browser…",
  working: "Working out the cards and settings above…",
  edited: "Not yet run for the settings above: press Run.",
  unavailable: "Not worked out for the cards and settings above: live answers are unavailable in this browser.",
};

/** The house rules (or any folded checkboxes) in words, for the fold's summary: "blaze, the joker" or "none". */
function checkedWords(fieldset) {
  const words = Array.from(fieldset.querySelectorAll("input:checked")).map((b) => b.parentElement.textContent.trim());
  return words.length ? words.join(", ") : "none";
}

function siteBase() {
  const config = document.getElementById("__config");
  let base = ".";
  try {
    base = JSON.parse(config.textContent).base || ".";
  } catch (e) {
    /* no Material config: links stay as built */
  }
  return new URL(`${base}/`, window.location.href);
}

function fieldValue(el) {
  if (el.tagName === "FIELDSET") return Array.from(el.querySelectorAll("input:checked")).map((i) => i.value).join(",");
  if (el.dataset.flag) return el.checked;
  if (el.dataset.number) return el.value.trim();
  return el.value.replace(/[ \t]+/g, " ").trim();
}

function paramText(el) {
  if (el.tagName === "FIELDSET") return fieldValue(el);
  if (el.dataset.flag) return el.checked ? "1" : "0";
  return el.value;
}

function setFromParam(el, text) {
  if (el.tagName === "FIELDSET") {
    const on = new Set(text.split(",").map((s) => s.trim()));
    for (const box of el.querySelectorAll("input[type=checkbox]")) box.checked = on.has(box.value);
  } else if (el.dataset.flag) {
    el.checked = text === "1" || text === "true";
  } else {
    el.value = text;
  }
}

const ECHO = 40; // characters of a link's value quoted back

function quoted(text) {
  return `“${text.length > ECHO ? `${text.slice(0, ECHO - 1)}…` : text}”`;
}

function listed(words) {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words.join("");
}

function labelOf(el) {
  const label = el.tagName === "FIELDSET" ? el.querySelector("legend") : el.ownerDocument.querySelector(`label[for="${CSS.escape(el.id)}"]`);
  return (label?.textContent || el.dataset.param).trim();
}

/** A choice as a link writes it, with its words when they say more: "1 (a stake)", "tiger (little dog)". */
function choiceWords(value, label) {
  const words = label.replace(/\s+/g, " ").trim();
  const plain = (text) => text.toLowerCase().replace(/-/g, " ");
  if (plain(words) === plain(value)) return value;
  if (plain(words).startsWith(`${plain(value)} `)) return `${value}${words.slice(value.length)}`;
  return `${value} (${words.charAt(0).toLowerCase()}${words.slice(1)})`;
}

/** What is wrong with a link's value for a field that takes only some values (null if nothing). */
function linkProblem(el, text) {
  const key = el.dataset.param;
  if (el.tagName === "SELECT") {
    const options = Array.from(el.options);
    if (!options.some((o) => o.value === text)) {
      const choices = options.map((o) => choiceWords(o.value, o.textContent));
      return `The link's ${key}=${quoted(text)} is not one of the choices for “${labelOf(el)}”: ${listed(choices)}.`;
    }
  } else if (el.tagName === "FIELDSET") {
    const boxes = Array.from(el.querySelectorAll("input[type=checkbox]"));
    const unknown = text.split(",").map((s) => s.trim()).filter((s) => s && !boxes.some((b) => b.value === s));
    if (unknown.length) {
      const choices = boxes.map((b) => choiceWords(b.value, b.parentElement.textContent));
      return `The link's ${key} names ${unknown.slice(0, 3).map(quoted).join(", ")}, not among the choices for “${labelOf(el)}”: ${listed(choices)}.`;
    }
  } else if (el.type === "checkbox" && !["1", "0", "true", "false"].includes(text)) {
    return `The link's ${key}=${quoted(text)} is neither 1 (on) nor 0 (off), for “${labelOf(el)}”.`;
  }
  return null;
}

export function mountForm(root) {
  const form = root.querySelector(".hoyle-form");
  const answerBox = root.querySelector(".hoyle-answer");
  const status = root.querySelector(".hoyle-status");
  const fields = Array.from(root.querySelectorAll("[data-field]"));
  const views = Array.from(root.querySelectorAll("[data-view]"));
  const cardBoxes = fields.filter((f) => f.dataset.cards);
  const picks = Array.from(root.querySelectorAll(".hoyle-pick"));
  const stopButton = root.querySelector("[data-action=stop]");
  const fixed = root.dataset.fixed ? JSON.parse(root.dataset.fixed) : {};
  const defaults = new Map([...fields, ...views].map((f) => [f, paramText(f)]));
  let target = cardBoxes[0] || null;
  let seq = 0;
  let timer = null;
  let stream = null; // {sid, stopped}

  let engineState = { status: "idle" };
  let waitingForEngine = false; // a widget answered in parts shows its prerendered run until the reader asks

  const staleNote = document.createElement("p");
  staleNote.className = "hoyle-stale-note hoyle-live-only";
  staleNote.setAttribute("aria-live", "polite");
  staleNote.hidden = true;
  answerBox.before(staleNote);

  let note = ""; // a message of the widget's own (a stopped run), shown after the engine's state
  function showStatus() {
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
  function request() {
    const req = { ...fixed, op: root.dataset.op, view: root.dataset.widget };
    for (const f of fields) req[f.dataset.field] = fieldValue(f);
    return req;
  }

  // What the answer shown was worked out for (the request, as text), and what was last asked.
  const key = () => JSON.stringify(request());
  const builtFor = key();
  const builtHtml = answerBox.innerHTML;
  let shownFor = builtFor;
  let askedFor = builtFor;
  let unanswered = false; // the last request found the engine unable to run
  // [data-on-submit] fields (a count to be checked) are asked for only when the form is sent
  const onSubmit = fields.some((f) => f.dataset.onSubmit);
  const goLabel = root.querySelector(".hoyle-go")?.textContent.trim() || "";
  let pending = false; // a field's edit will be asked for in a moment (debounced)

  /** Mark the answer as not belonging to the form, or not; keep the folds' summaries up to date. */
  function refreshStale() {
    for (const fold of root.querySelectorAll(".hoyle-fold")) {
      const box = fold.querySelector("fieldset");
      const words = fold.querySelector(".hoyle-fold-state");
      if (box && words) words.textContent = checkedWords(box);
    }
    const now = key();
    if (now !== shownFor && now === builtFor && engineState.status === "failed" && !engineState.crashed) {
      answerBox.innerHTML = builtHtml; // the form is as built: the answer worked out then stands
      shownFor = builtFor;
      decorate();
    }
    let stale = "";
    if (now !== shownFor) {
      if (engineState.status === "failed" && !engineState.crashed) stale = "unavailable";
      else if (engineState.status !== "ready") stale = "starting";
      else if ((root.dataset.stream || onSubmit) && now !== askedFor && !pending) stale = "edited";
      else stale = "working";
    }
    if (stale) root.dataset.stale = stale;
    else delete root.dataset.stale;
    staleNote.hidden = !stale;
    staleNote.textContent = stale === "edited" && onSubmit ? `Not yet checked: press “${goLabel}”.` : stale ? STALE_WORDS[stale] : "";
  }

  const unwatch = watch((state) => {
    if (!root.isConnected) {
      unwatch(); // the page was replaced by instant navigation
      return;
    }
    engineState = state;
    root.dataset.engine = state.status;
    showStatus();
    if (state.status === "ready" && waitingForEngine) markLive();
    if (state.status === "ready" && unanswered) run({ updateUrl: false }); // asked while the engine could not run
    refreshStale();
  });

  function writeUrl() {
    const url = new URL(window.location.href);
    for (const f of [...fields, ...views]) {
      const text = paramText(f);
      if (text === defaults.get(f) && !url.searchParams.has(f.dataset.param)) continue;
      url.searchParams.set(f.dataset.param, text);
    }
    window.history.replaceState(window.history.state, "", url);
  }

  /** An answer the engine could not render (the worker died or failed to start): its message, as text. */
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

  /** Draw an answer worked out for `forKey`; keyboard focus on one of its controls stays there. */
  function draw(html, forKey) {
    const active = document.activeElement;
    const had = answerBox.contains(active) ? active.closest("[data-key]")?.dataset.key || "" : null;
    answerBox.innerHTML = html;
    shownFor = forKey;
    decorate();
    markLive();
    refreshStale();
    if (had !== null) {
      const same = had && Array.from(answerBox.querySelectorAll("[data-key]")).find((el) => el.dataset.key === had);
      const next = same || answerBox.querySelector("[data-set]");
      if (next) next.focus();
      else {
        answerBox.tabIndex = -1;
        answerBox.focus();
      }
    }
  }

  /** Links made relative to this page; the cards of the answer greyed in the picker. */
  function decorate() {
    const base = siteBase();
    for (const a of root.querySelectorAll("a[data-site-path]")) a.href = new URL(a.dataset.sitePath, base).href;
    const inUse = new Set((answerBox.querySelector("[data-in-use]")?.dataset.inUse || "").split(" ").filter(Boolean));
    for (const b of picks) {
      const used = inUse.has(b.dataset.card);
      b.classList.toggle("hoyle-in-use", used);
      b.setAttribute("aria-disabled", used ? "true" : "false");
      b.title = used ? "in use" : "";
    }
  }

  /** The widget is live: it shows an engine answer, or the engine is ready to answer it. */
  function markLive() {
    waitingForEngine = false;
    if (root.dataset.live) return;
    performance.mark(`hoyle:live:${root.id}`);
    if (!performance.getEntriesByName("hoyle:first-answer").length) performance.mark("hoyle:first-answer");
    root.dataset.live = "true";
  }

  /** Stop the run in progress; the engine's last figures are drawn as stopped (unless a new run starts). */
  async function stopStream({ show = true } = {}) {
    if (!stream) return;
    const me = stream;
    me.stopped = true;
    const reply = await ask({ op: "stream-stop", sid: me.sid, view: root.dataset.widget });
    if (show && stream === null && me.seq === seq && reply.html) draw(reply.html, me.forKey);
  }

  function setStop(on) {
    if (!stopButton) return;
    stopButton.setAttribute("aria-disabled", on ? "false" : "true"); // not disabled: focus stays on it
  }

  async function run({ updateUrl = true } = {}) {
    clearTimeout(timer);
    pending = false;
    if (updateUrl) writeUrl();
    stopStream({ show: false });
    note = "";
    showStatus();
    const mine = ++seq;
    root.setAttribute("aria-busy", "true");
    const req = request();
    const forKey = key();
    askedFor = forKey;
    refreshStale();
    if (root.dataset.stream) {
      req.stream = true;
      let reply = await ask(req);
      unanswered = Boolean(reply.unavailable);
      if (reply.unavailable || mine !== seq) return refreshStale();
      if (!reply.html) reply = { ...reply, html: engineError(reply.answer) };
      const me = { sid: reply.answer.sid, stopped: false, seq: mine, forKey };
      stream = me;
      setStop(true);
      while (mine === seq && !me.stopped) {
        draw(reply.html, forKey);
        if (reply.answer.error || reply.answer.done || reply.answer.sid === undefined) break;
        reply = await ask({ op: "stream-next", sid: me.sid, view: root.dataset.widget });
        if (reply.unavailable) break;
        if (!reply.html) reply = { ...reply, html: engineError(reply.answer) };
      }
      if (mine !== seq) return;
      setStop(false);
      if (me.stopped) {
        // the part that was on its way when Stop was pressed is the engine's last: drawn before the
        // note says "Stopped", so the figures beside the note are the ones they stay (the stop's reply
        // draws that same part again)
        if (!reply.unavailable && !reply.answer.error) draw(reply.html, forKey);
        note = "Stopped: the figures are those of the deals played so far.";
        showStatus();
      }
      stream = null;
    } else {
      const { answer, html, unavailable } = await ask(req);
      if (mine !== seq) return; // a newer request is on its way
      unanswered = Boolean(unavailable);
      if (unavailable) refreshStale(); // said once, in the status line; the built answer stands where it belongs
      else draw(html || engineError(answer), forKey);
    }
    root.removeAttribute("aria-busy");
    refreshStale();
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run();
  });
  for (const f of fields) {
    if (f.tagName === "FIELDSET" || f.dataset.flag || f.tagName === "SELECT") {
      f.addEventListener("change", () => run());
    } else if (!root.dataset.stream && !f.dataset.onSubmit) {
      f.addEventListener("input", () => {
        pending = true;
        refreshStale(); // the answer shown is not for this text, from the first keystroke
        clearTimeout(timer);
        timer = setTimeout(run, DEBOUNCE_MS);
      });
    } else {
      f.addEventListener("input", () => refreshStale());
    }
    if (f.dataset.cards) f.addEventListener("focus", () => (target = f));
  }
  root.querySelector("[data-action=clear]")?.addEventListener("click", () => {
    for (const f of cardBoxes) f.value = "";
    run();
    (target || cardBoxes[0])?.focus();
  });
  stopButton?.addEventListener("click", () => {
    if (stopButton.getAttribute("aria-disabled") === "true") return;
    setStop(false);
    stopStream();
  });
  root.querySelector("[data-action=copy-link]").addEventListener("click", async (event) => {
    writeUrl();
    if (!(await copyLink(event.currentTarget, window.location.href))) {
      note = `This widget's link: ${window.location.href}`;
      showStatus();
    }
  });
  for (const b of picks) {
    b.addEventListener("click", () => {
      if (b.getAttribute("aria-disabled") === "true" || !target) return;
      const sep = target.tagName === "TEXTAREA" && target.value.endsWith("\n") ? "" : " ";
      target.value = `${target.value.replace(/[ \t]+$/, "")}${sep}${b.dataset.card}`.replace(/^ /, "");
      if (!root.dataset.stream) run(); // a long run starts only when the reader asks (Run)
    });
  }
  root.addEventListener("click", (event) => {
    const el = event.target.closest("[data-set]");
    if (!el || !root.contains(el)) return;
    let values;
    try {
      values = JSON.parse(el.dataset.set);
    } catch {
      return; // not ours to read
    }
    for (const [name, value] of Object.entries(values)) {
      const f = fields.find((x) => x.dataset.field === name);
      if (f) setFromParam(f, String(value));
    }
    // [data-fresh="seed"]: that field gets a new seed from 1 to data-fresh-most (the deal is the engine's)
    const most = Number(el.dataset.freshMost) || 999999;
    for (const name of (el.dataset.fresh || "").split(" ").filter(Boolean)) {
      const f = fields.find((x) => x.dataset.field === name);
      if (f) f.value = String(1 + Math.floor(Math.random() * most));
    }
    run();
    if (!answerBox.contains(el)) status.scrollIntoView({ block: "start" }); // a preset below the answer: show what it does
  });
  const light = (event, on) => {
    const el = event.target.closest?.("[data-highlight]");
    if (!el) return;
    const codes = new Set(el.dataset.highlight.split(" "));
    for (const c of answerBox.querySelectorAll(".hoyle-card[data-card]")) {
      if (codes.has(c.dataset.card)) c.classList.toggle("hoyle-lit", on);
    }
  };
  for (const [type, on] of [["mouseover", true], ["mouseout", false], ["focusin", true], ["focusout", false]]) {
    answerBox.addEventListener(type, (event) => light(event, on));
  }

  const url = new URL(window.location.href);
  let fromUrl = false;
  const problems = []; // a link's values the form cannot take, in words
  const fromLink = (f) => {
    if (!url.searchParams.has(f.dataset.param)) return false;
    const text = url.searchParams.get(f.dataset.param);
    const problem = linkProblem(f, text);
    if (problem) problems.push(problem);
    else setFromParam(f, text);
    return true;
  };
  for (const f of fields) fromUrl = fromLink(f) || fromUrl;
  // A fold with a field the link changed is opened, so the reader sees what the answer is for.
  for (const fold of root.querySelectorAll(".hoyle-fold")) {
    if (fields.some((f) => fold.contains(f) && paramText(f) !== defaults.get(f))) fold.open = true;
  }
  for (const v of views) {
    const show = () => root.setAttribute(`data-view-${v.dataset.view}`, v.checked ? "1" : "0");
    fromLink(v);
    show();
    v.addEventListener("change", () => {
      show();
      writeUrl();
    });
  }
  if (problems.length) {
    // The link asks for something the form cannot show: say so in the answer's place (no answer to
    // other settings stays on view), and ask nothing until the reader changes the form.
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
    fix.textContent = "The form shows its own choice instead; change it, or anything else, to see an answer.";
    box.append(fix);
    answerBox.replaceChildren(box);
    shownFor = key(); // the message belongs to this link
    decorate();
    refreshStale();
    waitingForEngine = true; // like a run not yet asked for: live once the engine is ready
    if (engineState.status === "ready") markLive();
    return;
  }
  if (root.dataset.stream && !fromUrl) {
    // The prerendered run stands until the reader asks for another; live once the engine is ready.
    decorate();
    waitingForEngine = true;
    if (engineState.status === "ready") markLive();
    return;
  }
  run({ updateUrl: false });
}

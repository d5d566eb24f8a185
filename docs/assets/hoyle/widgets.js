// Widgets: find them on each page (Material's document$ fires on every instant navigation),
// hydrate the prerendered answer, and answer the reader through the engine worker.
// This file draws and listens; every answer, and every word of it, comes from hoyle.api.
import { copyLink } from "./copy.js";
import { ask, warm, watch } from "./engine.js";

const DEBOUNCE_MS = 200;

function statusText(state) {
  if (state.status === "ready") return `Live: answered by the engine in your browser (hoyle ${state.version}).`;
  if (state.status === "failed") return `The engine is not available: ${state.message}`;
  return "Starting the engine in your browser…";
}

/** Keep a widget's state in the address bar (replaceState: no history entry per keystroke). */
function writeParam(name, value) {
  const url = new URL(window.location.href);
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, "", url);
}

function readParam(name) {
  return new URL(window.location.href).searchParams.get(name);
}

function mountHand(root) {
  const input = root.querySelector(".hoyle-input");
  const form = root.querySelector(".hoyle-form");
  const answerBox = root.querySelector(".hoyle-answer");
  const status = root.querySelector(".hoyle-status");
  const picks = Array.from(root.querySelectorAll(".hoyle-pick"));
  const param = root.dataset.param;
  let seq = 0;
  let timer = null;

  let unwatch = null;
  unwatch = watch((state) => {
    if (!root.isConnected) {
      if (unwatch) unwatch(); // the page was replaced by instant navigation
      return;
    }
    root.dataset.engine = state.status;
    status.textContent = statusText(state);
  });

  function showInUse(codes) {
    const inUse = new Set(codes);
    for (const b of picks) {
      const used = inUse.has(b.dataset.card);
      b.classList.toggle("hoyle-in-use", used);
      b.setAttribute("aria-disabled", used ? "true" : "false");
      b.title = used ? "in the hand" : "";
    }
  }

  async function evaluate({ updateUrl = true } = {}) {
    clearTimeout(timer);
    const text = input.value.trim().replace(/\s+/g, " ");
    if (updateUrl) writeParam(param, text);
    const mine = ++seq;
    root.setAttribute("aria-busy", "true");
    const { answer, html } = await ask({ op: "hand", cards: text });
    if (mine !== seq) return; // a newer request is on its way
    root.removeAttribute("aria-busy");
    answerBox.innerHTML = html;
    if (!root.dataset.live && !performance.getEntriesByName("hoyle:first-answer").length) performance.mark("hoyle:first-answer");
    root.dataset.live = "true";
    showInUse(answer.error ? answer.in_use || [] : answer.cards);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    evaluate();
  });
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(evaluate, DEBOUNCE_MS);
  });
  root.querySelector("[data-action=clear]").addEventListener("click", () => {
    input.value = "";
    evaluate();
    input.focus();
  });
  root.querySelector("[data-action=copy-link]").addEventListener("click", async (event) => {
    if (!(await copyLink(event.currentTarget, window.location.href))) {
      status.textContent = `This hand's link: ${window.location.href}`;
    }
  });
  for (const b of picks) {
    b.addEventListener("click", () => {
      if (b.getAttribute("aria-disabled") === "true") return;
      input.value = `${input.value.trim()} ${b.dataset.card}`.trim();
      evaluate();
    });
  }

  rovingPicker(root.querySelector(".hoyle-picker"));

  const fromUrl = readParam(param);
  if (fromUrl !== null) input.value = fromUrl;
  evaluate({ updateUrl: false });
}

/** Arrow keys move through the picker (one Tab stop): left/right within a suit, up/down between suits. */
function rovingPicker(picker) {
  const rows = Array.from(picker.querySelectorAll(".hoyle-pick-row")).map((r) => Array.from(r.querySelectorAll(".hoyle-pick")));
  const all = rows.flat();
  all.forEach((b, i) => (b.tabIndex = i === 0 ? 0 : -1));
  picker.addEventListener("keydown", (event) => {
    const r = rows.findIndex((row) => row.includes(event.target));
    if (r < 0) return;
    const c = rows[r].indexOf(event.target);
    const moves = {
      ArrowRight: [r, Math.min(c + 1, rows[r].length - 1)],
      ArrowLeft: [r, Math.max(c - 1, 0)],
      ArrowDown: [Math.min(r + 1, rows.length - 1), c],
      ArrowUp: [Math.max(r - 1, 0), c],
      Home: [r, 0],
      End: [r, rows[r].length - 1],
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const [nr, nc] = moves[event.key];
    const next = rows[nr][nc];
    all.forEach((b) => (b.tabIndex = b === next ? 0 : -1));
    next.focus();
  });
}

const WIDGETS = { hand: mountHand };

function mountAll() {
  const roots = document.querySelectorAll(".hoyle-widget[data-widget]");
  if (roots.length) warm();
  for (const root of roots) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = "true";
    const mount = WIDGETS[root.dataset.widget];
    if (mount) mount(root);
  }
}

if (window.document$) window.document$.subscribe(mountAll);
else mountAll();

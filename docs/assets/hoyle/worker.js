// The engine worker: one per tab. Loads Pyodide (self-hosted) and the hoyle wheel, then answers
// requests through hoyle.web.respond, which calls hoyle.api. No card logic lives here.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const here = (path) => new URL(path, import.meta.url).href;

async function boot() {
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: here("../pyodide/") });
  const manifest = await (await fetch(here("../engine/manifest.json"), { cache: "no-cache" })).json();
  const wheel = await fetch(here(`../engine/${manifest.wheel}?v=${manifest.hash}`));
  if (!wheel.ok) throw new Error(`the engine wheel could not be loaded (HTTP ${wheel.status})`);
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(await wheel.arrayBuffer(), "wheel", { extractDir: sitePackages });
  const web = pyodide.pyimport("hoyle.web");
  const version = pyodide.pyimport("hoyle").__version__;
  return { respond: web.respond, version, ms: Math.round(performance.now() - t0) };
}

const ready = boot();
ready.then(
  ({ version, ms }) => postMessage({ type: "ready", version, ms }),
  (err) => postMessage({ type: "failed", message: String(err && err.message ? err.message : err) }),
);

self.onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    const { respond } = await ready;
    postMessage({ type: "answer", id, ...JSON.parse(respond(JSON.stringify(request))) });
  } catch (err) {
    const message = `the engine could not answer: ${err && err.message ? err.message : err}`;
    postMessage({ type: "answer", id, answer: { error: { code: "engine", message } }, html: "" });
  }
};

(function () {
  /* The engine's worker started as soon as the page's head is read, not once the module scripts have run (on a phone
     they wait behind the theme's script and the first layout: half a second and more). engine.js adopts it
     (window.__hoyleEarly: the worker, and the messages and errors it sent before engine.js took it), or starts its
     own where this did not run. Once only in a tab: never again after engine.js has loaded (instant navigation runs
     this again). The worker's address is the engine module's, which the build gives its content-named folder. */
  if (window.__hoyleEarly !== undefined || window.__hoyle || typeof Worker !== "function" || typeof WebAssembly !== "object") return;
  window.__hoyleEarly = null;
  var link = document.querySelector('link[rel="modulepreload"][href$="/engine.js"]');
  if (!link) return;
  var early = { worker: null, events: [] };
  try {
    early.worker = new Worker(new URL("worker.js", link.href), { type: "module" });
  } catch (e) {
    return;
  }
  early.worker.onmessage = function (event) { early.events.push(event); };
  early.worker.onerror = function (event) { event.preventDefault(); early.events.push(event); };
  performance.mark("hoyle:worker-start");
  window.__hoyleEarly = early;
})();

// The engine timings of scripts/bench_engine.py inside Pyodide under Node, from the pinned npm
// package, on the engine wheel the site ships (docs/assets/engine/, built by scripts/prepare_site.py:
// run it, or `make setup`, after changing the engine; `bench_engine.py --pyodide` rebuilds a stale wheel).
//
//   node scripts/bench_engine_pyodide.mjs [--quick] [--treys path/to/treys-*.whl] [--config JSON] [--json]
//
// --treys unpacks treys' pure-Python wheel beside the engine, for the reference column;
// --json prints only the figures as one line of JSON (what bench_engine.py --pyodide reads);
// otherwise a one-column table. Progress goes to stderr.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const engineDir = join(root, "docs", "assets", "engine");
const manifest = JSON.parse(readFileSync(join(engineDir, "manifest.json"), "utf8"));

const pyodide = await loadPyodide({ stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(readFileSync(join(engineDir, manifest.wheel))), "wheel", { extractDir: sitePackages });
const treysWheel = option("--treys");
if (treysWheel) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(treysWheel)), "wheel", { extractDir: sitePackages });
}
pyodide.FS.writeFile("/home/pyodide/bench_engine.py", readFileSync(join(root, "scripts", "bench_engine.py")));

let config = option("--config") ? JSON.parse(option("--config")) : {};
if (args.includes("--quick")) config = { ...JSON.parse(pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide'); import bench_engine, json; json.dumps(bench_engine.QUICK)")), ...config };
config.treys = Boolean(treysWheel) && config.treys !== false;
pyodide.globals.set("config_json", JSON.stringify(config));

process.stderr.write(`Pyodide ${pyodide.version} (engine ${manifest.wheel}${treysWheel ? ", treys from " + treysWheel : ""}):\n`);
const [figures, table] = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
import bench_engine
figs = bench_engine.figures(json.loads(config_json))
figs["pyodide"] = ${JSON.stringify(pyodide.version)}
(json.dumps(figs), bench_engine.report(figs))
`).toJs();

if (args.includes("--json")) {
  console.log(figures);
} else {
  console.log(table);
}

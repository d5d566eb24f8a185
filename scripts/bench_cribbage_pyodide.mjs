// The cribbage timings of scripts/bench_cribbage.py inside Pyodide under Node, from the pinned npm
// package, on the engine wheel the site ships (docs/assets/engine/, built by scripts/prepare_site.py:
// run it, or `make setup`, after changing the engine; `bench_cribbage.py --pyodide` rebuilds a stale wheel).
//
//   node scripts/bench_cribbage_pyodide.mjs [--quick] [--config JSON] [--json]
//
// --json prints only the figures as one line of JSON (what bench_cribbage.py --pyodide reads);
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
pyodide.FS.writeFile("/home/pyodide/bench_cribbage.py", readFileSync(join(root, "scripts", "bench_cribbage.py")));

let config = option("--config") ? JSON.parse(option("--config")) : {};
if (args.includes("--quick")) config = { ...JSON.parse(pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide'); import bench_cribbage, json; json.dumps(bench_cribbage.QUICK)")), ...config };
pyodide.globals.set("config_json", JSON.stringify(config));

process.stderr.write(`Pyodide ${pyodide.version} (engine ${manifest.wheel}):\n`);
const [figures, table] = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
import bench_cribbage
figs = bench_cribbage.figures(json.loads(config_json))
figs["pyodide"] = ${JSON.stringify(pyodide.version)}
(json.dumps(figs), bench_cribbage.report(figs))
`).toJs();

if (args.includes("--json")) {
  console.log(figures);
} else {
  console.log(table);
}

// A benchmark script of scripts/bench/ (engine.py, cribbage.py, rules.py or parts.py) run inside Pyodide
// under Node, from the pinned npm package, on the engine wheel the site ships (docs/assets/engine/, built
// by scripts/site/prepare.py: run it, or `make setup`, after changing the engine; the scripts'
// --pyodide option rebuilds a stale wheel and calls this, through scripts/bench/launch.py). The script
// is imported as in CPython, scripts.bench.NAME, from a copy of the package's files it needs (the
// package's faces, common.py and the script).
//
//   node scripts/bench/in_pyodide.mjs --script engine [--quick] [--wheel path/to/other.whl ...] [--config JSON] [--json]
//
// --wheel unpacks another pure-Python wheel beside the engine (treys, for engine.py's reference
// column); --json prints only the figures as one line of JSON (what --pyodide reads); otherwise a
// one-column table. Progress goes to stderr.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const script = option("--script");
if (!/^[a-z_]+$/.test(script || "")) {
  process.stderr.write("in_pyodide: --script engine, cribbage, rules or parts (a module of scripts/bench/)\n");
  process.exit(2);
}
const wheels = args.flatMap((a, i) => (a === "--wheel" ? [args[i + 1]] : []));

const engineDir = join(root, "docs", "assets", "engine");
const manifest = JSON.parse(readFileSync(join(engineDir, "manifest.json"), "utf8"));

const pyodide = await loadPyodide({ stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const wheel of [join(engineDir, manifest.wheel), ...wheels]) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/home/pyodide/scripts/bench");
for (const file of ["__init__.py", "bench/__init__.py", "bench/common.py", `bench/${script}.py`]) {
  pyodide.FS.writeFile(`/home/pyodide/scripts/${file}`, readFileSync(join(root, "scripts", file)));
}
pyodide.runPython(`import sys; sys.path.insert(0, "/home/pyodide")`);
const module = `scripts.bench.${script}`;
const bench = pyodide.pyimport(module);

let config = option("--config") ? JSON.parse(option("--config")) : {};
if (args.includes("--quick")) config = { ...JSON.parse(pyodide.runPython(`import json, ${module} as bench; json.dumps(bench.QUICK)`)), ...config };
if ("treys" in bench.DEFAULTS.toJs({ dict_converter: Object.fromEntries })) config.treys = wheels.some((w) => /treys-/.test(w)) && config.treys !== false;
pyodide.globals.set("config_json", JSON.stringify(config));

process.stderr.write(`Pyodide ${pyodide.version} (engine ${manifest.wheel}${wheels.length ? ", with " + wheels.join(", ") : ""}):\n`);
const [figures, table] = pyodide.runPython(`
import json
import ${module} as bench
figs = bench.figures(json.loads(config_json))
figs["pyodide"] = ${JSON.stringify(pyodide.version)}
(json.dumps(figs), bench.report(figs))
`).toJs();

console.log(args.includes("--json") ? figures : table);

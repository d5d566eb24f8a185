// The fuzzer's cases (python -m scripts.fuzz --pyodide saves them) run inside Pyodide under Node, from
// the pinned npm package, by the same scripts/fuzz/ (a copy of the package, imported as scripts.fuzz, whose
// pyodide_run.run_saved runs them): the engine from its source in pysrc/
// (or HOYLE_PYSRC, what the fuzzer fuzzes in CPython), or with --wheel the wheel the site ships (docs/assets/engine/,
// built by scripts/site/prepare.py). Each request is timed inside Python (time.perf_counter), as the
// worker's engine answers it; the figures are written as JSON to --out.
//
//   node scripts/fuzz/in_pyodide.mjs --cases build/fuzz/pyodide-cases.json --out build/fuzz/pyodide-figures.json [--wheel]
//
// Progress goes to stderr. The cases and figures are ASCII JSON, read and written by Python itself, so
// no text of a case (a lone surrogate, say) is converted between JavaScript and Python on the way.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const casesPath = option("--cases");
const outPath = option("--out");
if (!casesPath || !outPath) {
  process.stderr.write("in_pyodide: --cases FILE --out FILE [--wheel]\n");
  process.exit(2);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "__pycache__" ? [] : filesUnder(path).map((p) => join(name, p));
    return [name];
  });
}

const pyodide = await loadPyodide({ stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") });
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
if (args.includes("--wheel")) {
  const engineDir = join(root, "docs", "assets", "engine");
  const manifest = JSON.parse(readFileSync(join(engineDir, "manifest.json"), "utf8"));
  pyodide.unpackArchive(new Uint8Array(readFileSync(join(engineDir, manifest.wheel))), "wheel", { extractDir: sitePackages });
  process.stderr.write(`Pyodide ${pyodide.version}, the engine wheel ${manifest.wheel}\n`);
} else {
  const source = join(process.env.HOYLE_PYSRC || join(root, "pysrc"), "hoyle"); // as cases.py reads it
  for (const file of filesUnder(source).filter((f) => f.endsWith(".py"))) {
    const target = join(sitePackages, "hoyle", file);
    pyodide.FS.mkdirTree(dirname(target));
    pyodide.FS.writeFile(target, readFileSync(join(source, file)));
  }
  process.stderr.write(`Pyodide ${pyodide.version}, the engine from ${source}/\n`);
}
pyodide.FS.mkdirTree("/home/pyodide/scripts/fuzz");
pyodide.FS.writeFile("/home/pyodide/scripts/__init__.py", readFileSync(join(root, "scripts", "__init__.py")));
for (const file of readdirSync(join(root, "scripts", "fuzz")).filter((f) => f.endsWith(".py"))) {
  pyodide.FS.writeFile(`/home/pyodide/scripts/fuzz/${file}`, readFileSync(join(root, "scripts", "fuzz", file)));
}
pyodide.FS.writeFile("/home/pyodide/cases.json", readFileSync(casesPath));
pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
from scripts.fuzz import pyodide_run
pyodide_run.run_saved("/home/pyodide/cases.json", "/home/pyodide/figures.json")
`);
writeFileSync(outPath, pyodide.FS.readFile("/home/pyodide/figures.json"));

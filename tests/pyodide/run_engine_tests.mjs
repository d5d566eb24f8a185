// Run the engine's tests inside Pyodide under Node, from the pinned npm package, against the
// engine wheel the site ships (docs/assets/engine/, made by scripts/prepare_site.py).
// Prints unittest's report and a closing "N passed, N failed" line; exits 1 on any failure.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const engineDir = join(root, "docs", "assets", "engine");
const manifest = JSON.parse(readFileSync(join(engineDir, "manifest.json"), "utf8"));

const pyodide = await loadPyodide();
const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
pyodide.unpackArchive(new Uint8Array(readFileSync(join(engineDir, manifest.wheel))), "wheel", { extractDir: sitePackages });

const testDir = "/home/pyodide/tests/engine";
pyodide.FS.mkdirTree(testDir);
pyodide.FS.writeFile("/home/pyodide/tests/__init__.py", "");
for (const name of readdirSync(join(root, "tests", "engine"))) {
  if (name.endsWith(".py")) pyodide.FS.writeFile(`${testDir}/${name}`, readFileSync(join(root, "tests", "engine", name)));
}

const [run, failed, skipped, version] = pyodide.runPython(`
import sys, unittest
sys.path.insert(0, "/home/pyodide")
suite = unittest.defaultTestLoader.discover("/home/pyodide/tests/engine", top_level_dir="/home/pyodide")
result = unittest.TextTestRunner(stream=sys.stdout, verbosity=1).run(suite)
import hoyle
(result.testsRun, len(result.failures) + len(result.errors), len(result.skipped), f"Python {sys.version.split()[0]} on {sys.platform}, hoyle {hoyle.__version__} from {hoyle.__file__}")
`).toJs();
console.log(version);
console.log(`${run - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && run > 0 ? 0 : 1);

// The trimmed standard library (docs/assets/engine/<manifest "stdlib">, made by scripts/site/prepare.py)
// inside Pyodide under Node, from the pinned npm package, loaded as the worker loads it (stdLibURL,
// the lock file's info from the manifest):
// 1. the worker's own steps: unpack the wheel, import hoyle.web, run the worker's Python (its
//    `const NAME_PY` texts), answer a request;
// 2. every engine module (every .py of the wheel's hoyle package) imported by name;
// 3. a memory snapshot taken and restored (as the worker does on a second visit), then answering;
// 4. the engine's unit tests (tests/engine) on the shipped wheel: the one run of them in Pyodide (what
//    readers get is the trimmed zip, so they run with it), with Pyodide's whole python_stdlib.zip searched
//    last, for what only the tests use (unittest, doctest, html.parser, ...): a module found only there is
//    recorded with the code that imported it, and one imported by engine code is a failure.
// Prints JSON lines: {"step": ..., ...}; the last is {"done": true, ...}. Exits 1 on any failure.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const engineDir = join(root, "docs", "assets", "engine");
const manifest = JSON.parse(readFileSync(join(engineDir, "manifest.json"), "utf8"));
const stdLibURL = join(engineDir, manifest.stdlib);
const wheel = new Uint8Array(readFileSync(join(engineDir, manifest.wheel)));
const workerSource = readFileSync(join(root, "docs", "assets", "hoyle", "worker.js"), "utf8");
const workerPython = Object.fromEntries([...workerSource.matchAll(/^const (\w+_PY) = `([^`]*)`;/gm)].map((m) => [m[1], m[2]]));
let failed = false;
const report = (step) => {
  if (step.ok === false) failed = true;
  console.log(JSON.stringify(step));
};
process.on("uncaughtException", (err) => {
  report({ step: "uncaught", ok: false, error: String(err && err.message ? err.message : err).slice(0, 2000) });
  process.exit(1);
});

const options = { stdLibURL, lockFileContents: { info: manifest.pyodideLockInfo, packages: {} }, stdout: () => {}, stderr: () => {} };

// 1. The worker's steps, with the snapshot option as on a first visit.
const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
const zipName = pyodide.runPython("import sys; '/lib/python%d%d.zip' % sys.version_info[:2]");
const onlyTrimmed = pyodide.runPython(`
import sys
[p for p in sys.path if p.endswith(".zip")]
`).toJs();
report({ step: "stdlib", ok: pyodide.FS.stat(zipName).size === readFileSync(stdLibURL).length, zip: zipName, paths: onlyTrimmed });
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
const web = pyodide.pyimport("hoyle.web");
for (const [name, code] of Object.entries(workerPython)) pyodide.runPython(code);
const answer = JSON.parse(web.respond(JSON.stringify({ op: "hand", cards: "As Kd 10h 10c 4s" }))).answer;
report({ step: "worker", ok: answer.description === "A pair of tens, with ace, king and four", python: Object.keys(workerPython), description: answer.description });

// 2. Every engine module, by name.
pyodide.globals.set("SITE", sitePackages);
const imported = pyodide.runPython(`
import importlib, os
names, failures = [], {}
root = os.path.join(SITE, "hoyle")
for folder, dirs, files in os.walk(root):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    rel = os.path.relpath(folder, SITE).replace(os.sep, ".")
    for f in sorted(files):
        if f.endswith(".py"):
            name = rel if f == "__init__.py" else rel + "." + f[:-3]
            names.append(name)
            try:
                importlib.import_module(name)
            except BaseException as e:  # SystemExit too: nothing may stop an import
                failures[name] = f"{type(e).__name__}: {e}"
(names, failures)
`).toJs({ dict_converter: Object.fromEntries });
const [names, failures] = imported;
report({ step: "imports", ok: names.length > 20 && Object.keys(failures).length === 0, modules: names.length, failures });

// 3. A snapshot, restored as on a second visit.
web.destroy();
const snapshot = pyodide.makeMemorySnapshot();
const restored = await loadPyodide({ ...options, _loadSnapshot: snapshot });
restored.runPython(workerPython.RESEED_PY);
const again = JSON.parse(restored.pyimport("hoyle.web").respond(JSON.stringify({ op: "hand", cards: "Qs Qd 2c 2h 5s" }))).answer;
const randoms = [pyodide, restored].map((p) => p.runPython("import random; random.random()"));
report({
  step: "snapshot",
  ok: again.description === "Two pairs, queens up: queens and deuces, with a five" && randoms[0] !== randoms[1],
  bytes: snapshot.length,
  description: again.description,
  reseeded: randoms[0] !== randoms[1],
});

// 4. The engine's unit tests, with the whole standard library last on sys.path for the tests' own tools.
{
  const py = await loadPyodide(options);
  py.unpackArchive(wheel, "wheel", { extractDir: py.runPython("import site; site.getsitepackages()[0]") });
  py.FS.writeFile("/tmp/python_stdlib_whole.zip", new Uint8Array(readFileSync(join(root, "node_modules", "pyodide", "python_stdlib.zip"))));
  const testDir = "/home/pyodide/tests/engine";
  py.FS.mkdirTree(testDir);
  py.FS.writeFile("/home/pyodide/tests/__init__.py", "");
  for (const name of readdirSync(join(root, "tests", "engine"))) {
    if (name.endsWith(".py")) py.FS.writeFile(`${testDir}/${name}`, readFileSync(join(root, "tests", "engine", name)));
  }
  const result = py.runPython(`
import importlib.machinery, io, os, site, sys

WHOLE = "/tmp/python_stdlib_whole.zip"
ENGINE = os.path.join(site.getsitepackages()[0], "hoyle") + os.sep
TESTS = "/home/pyodide/tests/"
from_whole = {}  # module -> who imported it: "tests" or the engine's file


def who_imports():
    """Whose code asks for the module being imported: the engine's file, "tests", or "library"."""
    frame = sys._getframe(2)
    while frame is not None:
        where = frame.f_code.co_filename
        if where.startswith(ENGINE):
            return where
        if where.startswith(TESTS) or where.startswith("<doctest"):
            return "tests"
        frame = frame.f_back
    return "library"


class Watch:
    """First on sys.meta_path: records a module the path finder finds in the whole standard library."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and (spec.origin or "").startswith(WHOLE):
            from_whole.setdefault(name, who_imports())
        return None  # the path finder finds it again, as it would without this


class Whole:
    """Last on sys.meta_path: a module the trimmed zip does not have, from the whole one (also a
    module of a package the trimmed zip has, such as html.parser), recorded."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        package = name.rpartition(".")[0]
        spec = importlib.machinery.PathFinder.find_spec(name, [WHOLE + "/" + package.replace(".", "/") if package else WHOLE])
        if spec is not None:
            from_whole.setdefault(name, who_imports())
        return spec


sys.meta_path.insert(0, Watch)
sys.meta_path.append(Whole)
sys.path.insert(0, "/home/pyodide")
import unittest

out = io.StringIO()
suite = unittest.defaultTestLoader.discover("/home/pyodide/tests/engine", top_level_dir="/home/pyodide")
result = unittest.TextTestRunner(stream=out, verbosity=1).run(suite)
sys.meta_path.remove(Watch)
sys.meta_path.remove(Whole)
engine_needs = {name: who for name, who in from_whole.items() if who not in ("tests", "library")}
import hoyle
(result.testsRun, len(result.failures) + len(result.errors), len(result.skipped), engine_needs, sorted(from_whole), out.getvalue()[-3000:],
 sys.platform, hoyle.__file__)
`).toJs({ dict_converter: Object.fromEntries });
  const [run, bad, skipped, engineNeeds, testTools, text, platform, hoyleFile] = result;
  report({
    step: "unit-tests",
    ok: run > 0 && bad === 0 && Object.keys(engineNeeds).length === 0,
    run,
    failed: bad,
    skipped,
    engineNeeds,
    testTools,
    platform,
    hoyleFile,
    report: bad ? text : undefined,
  });
}
report({ done: true, ok: !failed });
process.exit(failed ? 1 : 0);

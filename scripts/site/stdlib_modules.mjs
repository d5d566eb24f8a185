// The standard library the engine needs, found by running it: inside Pyodide under Node (the pinned
// npm package, with its full python_stdlib.zip), do what the worker does (docs/assets/hoyle/worker.js:
// unpack the wheel, import hoyle.web and every engine module, reseed random, answer requests), render
// every widget fence of the pages and answer a request of every op, import every name the engine's
// sources import, format a few Python errors; then write the modules that came from the standard
// library's zip (and the few always kept) into a new zip, from Pyodide's own files, reproducibly.
//
// The sources are made smaller: comments blanked, and docstrings made "" (python -OO runs the
// standard library with none at all; "" is gentler, as code that reads a docstring still gets a
// string), with every line kept where it was, each file checked to parse to the same tree. The
// modules Pyodide runs frozen (os, codecs, importlib's bootstrap, ...) have no source at all, as
// they never read it.
//
// With "bytecode": true, the modules a start of the worker imports (Python's own start, the
// engine's import, its first answers) are shipped compiled, as sourceless .pyc (unchecked hash-based,
// compiled by this Pyodide's own Python, with line numbers but no column ranges, as
// PYTHONNODEBUGRANGES compiles), so the worker does not compile them: in Chromium this makes
// Python's start about twice as fast, for about half a megabyte more on the wire. The others (only
// the command line's or the ledger's) stay sources. The entries are deflated (level 9): a host
// sends a zip as it is, not gzipped.
//
// Called by scripts/site/prepare.py:
//   node scripts/site/stdlib_modules.mjs INPUT.json OUTPUT.zip
// INPUT.json: {"wheel": path, "imports": [module names], "fences": [fence sources], "keep": [module names],
//              "requests": [requests], "workerPython": the worker's Python, "bytecode": true or false}
// Prints one line of JSON: {"modules": [...], "compiled": [...], "files": N, "bytes": N}.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const [inputPath, outputPath] = process.argv.slice(2);
const input = JSON.parse(readFileSync(inputPath, "utf8"));

process.on("uncaughtException", (err) => {
  console.error(`stdlib_modules: ${err && err.message ? err.message : err}`);
  process.exit(1);
});
const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {}, env: { PYTHONNODEBUGRANGES: "1" } });
// The worker's own steps, in its order.
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(input.wheel)), "wheel", { extractDir: sitePackages });
pyodide.pyimport("hoyle.web");
pyodide.runPython(input.workerPython);
pyodide.globals.set("INPUT", JSON.stringify(input));
pyodide.runPython(`
import importlib, json
INPUT = json.loads(INPUT)
from hoyle import web

for source in INPUT["fences"]:
    web.fence(source, "hoyle", "hoyle", {}, None)
for request in INPUT["requests"]:
    reply = json.loads(web.respond(json.dumps(request)))
    sid = reply["answer"].get("sid")
    while sid is not None and not reply["answer"].get("done") and "error" not in reply["answer"]:
        reply = json.loads(web.respond(json.dumps({"op": "stream-next", "sid": sid, "view": request.get("view", request["op"])})))
for text in ('{"op": ', '[' * 50, '"\\\\ud800"', '{"op": "nothing"}'):
    web.respond(text)
`);
// A Python error as the worker would see it (a PythonError's message is the formatted traceback).
for (const code of ["undefined_name", "(1).no_such_attribute", "import no_such_module", "1/0", "raise ValueError('x')"]) {
  try {
    pyodide.runPython(code);
  } catch (err) {
    String(err.message);
  }
}
// What a start of the worker imports; then every name the engine's sources import (the command line's too).
pyodide.runPython(`
import sys
HOT = set(sys.modules)
for name in INPUT["imports"]:
    importlib.import_module(name)
`);

pyodide.globals.set("OUTPUT", "/tmp/python_stdlib_trimmed.zip");
const result = pyodide.runPython(String.raw`
import ast, io, json, re, sys, tokenize, zipfile

ZIP = "/lib/python%d%d.zip" % sys.version_info[:2]
prefix = ZIP + "/"
names = set()
for name, module in list(sys.modules.items()):
    where = getattr(module, "__file__", None)
    if isinstance(where, str) and where.startswith(prefix):
        names.add(name)
names.update(INPUT["keep"])

source = zipfile.ZipFile(ZIP)
members = set(source.namelist())
files = set()
for name in names:
    where = getattr(sys.modules.get(name), "__file__", None)
    if isinstance(where, str):  # by its file: frozen modules (_frozen_importlib) are named apart from it
        path = where[len(prefix):]
    else:  # a module kept without being imported
        path = next((p for p in (name.replace(".", "/") + "/__init__.py", name.replace(".", "/") + ".py") if p in members), None)
    if path not in members:
        raise SystemExit(f"{name} ({where or 'not imported'}) is not in {ZIP}")
    files.add(path)
    parts = path.split("/")
    for i in range(1, len(parts)):  # every enclosing package
        init = "/".join(parts[:i]) + "/__init__.py"
        if init in members:
            files.add(init)

FROZEN = {name for name in sys.modules if getattr(getattr(sys.modules[name], "__spec__", None), "origin", None) == "frozen"}
for name in FROZEN:
    where = getattr(sys.modules[name], "__file__", None)
    if isinstance(where, str) and where.startswith(prefix) and not where.endswith("__init__.py"):
        files.discard(where[len(prefix):])
CODING = re.compile(r"^[ \t\f]*#.*?coding[:=]")


def docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                yield first.value


def smaller(name, data):
    """The source with comments blanked and docstrings made "", every line where it was; checked."""
    text = data.decode("utf-8")
    text_lines = io.StringIO(text, newline="").readlines()  # split at "\n" only, as the tokenizer counts
    lines = [line.encode("utf-8") for line in text_lines]
    edits = []  # (first line, first byte, last line, end byte, replacement), lines from 1
    for tok in tokenize.generate_tokens(io.StringIO(text, newline="").readline):
        if tok.type == tokenize.COMMENT and not (tok.start[0] <= 2 and CODING.match(tok.line)):
            row = tok.start[0]
            start = len(text_lines[row - 1][:tok.start[1]].encode("utf-8"))
            edits.append((row, start, row, start + len(tok.string.encode("utf-8")), b""))
    tree = ast.parse(text)
    for node in docstrings(tree):
        edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, b'""'))
        node.value = ""
    for first, start, last, end, new in sorted(edits, reverse=True):
        head, tail = lines[first - 1][:start], lines[last - 1][end:]
        if not new:
            head = head.rstrip(b" \t")
        lines[first - 1:last] = [head + new + b"\n" * (last - first) + tail] if first < last else [head + new + tail]
    out = b"".join(lines)
    if out.count(b"\n") != data.count(b"\n") or ast.dump(ast.parse(out)) != ast.dump(tree):
        raise SystemExit(f"{name}: the smaller source is not the same program")
    return out


import importlib.util
from importlib._bootstrap_external import _code_to_hash_pyc

hot_files = {sys.modules[n].__file__[len(prefix):] for n in HOT if isinstance(getattr(sys.modules.get(n), "__file__", None), str)
             and sys.modules[n].__file__.startswith(prefix)}
compiled = []
with zipfile.ZipFile(OUTPUT, "w") as out:
    for name in sorted(files):
        data = source.read(name)
        if name.endswith(".py"):
            data = smaller(name, data)
            if INPUT["bytecode"] and name in hot_files:
                code = compile(data, prefix + name, "exec", dont_inherit=True)
                data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                name += "c"
                compiled.append(name)
        info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        out.writestr(info, data, compresslevel=9)
json.dumps({"modules": sorted(names), "compiled": compiled, "files": len(files)})
`);
const bytes = pyodide.FS.readFile("/tmp/python_stdlib_trimmed.zip");
writeFileSync(outputPath, bytes);
console.log(JSON.stringify({ ...JSON.parse(result), bytes: bytes.length }));

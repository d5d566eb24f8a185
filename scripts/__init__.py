"""Build-time tools, a package run from the repository's root with `python -m scripts.NAME` (the Makefile's
targets use them; the engine, hoyle, is imported as installed by `pip install -e .`):

    edition            the text pipeline: check, lint, build, terms, anchors (texts/ -> the book pages)
    pages              the claims ledger's page and the situation finder's page, from texts/ (pages/__init__.py)
    site               the site: prepared (Pyodide, the engine wheel, the trimmed standard library, the e-books),
                       built for an address (mkdocs or Zensical), finished, served, photographed (site/__init__.py)
    ebook              an EPUB of each book, from the same pages (docs/downloads/, or make epub: build/epub/)
    bench              the browser's and the engine's figures (bench/__init__.py)
    fuzz               the engine's facade fuzzed as a hostile reader would (python -m scripts.fuzz)
    data               the counts and tables the engine keeps as data, made again (data/__init__.py)

The fuzzer and the engine benchmarks also run inside Pyodide under Node, imported there as here
(scripts.fuzz, scripts.bench.NAME) from a copy of the files they need (fuzz/in_pyodide.mjs, bench/in_pyodide.mjs).
"""

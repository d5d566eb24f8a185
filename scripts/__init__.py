"""Build-time tools, a package run from the repository's root with `python -m scripts.NAME` (the Makefile's
targets use them; the engine, hoyle, is imported as installed by `pip install -e .`):

    edition            the text pipeline: check, lint, build, terms, anchors (texts/ -> the book pages)
    pages              the claims ledger's page and the situation finder's page, from texts/ (pages/__init__.py)
    site               the site: prepared (Pyodide, the engine wheel, the trimmed standard library, the e-books),
                       built for an address (mkdocs or Zensical), finished, served, photographed (site/__init__.py)
    ebook              an EPUB of each book, from the same pages (docs/downloads/, or make epub: build/epub/)
    bench              the browser's and the engine's figures (bench/__init__.py);  fuzz_engine  the facade fuzzed

fuzz_cases and fuzz_engine are also loaded on their own, side by side, inside Pyodide (fuzz_pyodide.mjs):
they import each other by their bare names there; the engine benchmarks run there as scripts.bench.NAME.
"""

"""Build-time tools, a package run from the repository's root with `python -m scripts.NAME` (the Makefile's
targets use them; the engine, hoyle, is imported as installed by `pip install -e .`). A package for each
concern, each with its own docstring saying what its modules do:

    edition     the text pipeline: check, lint, build, terms, anchors (texts/ -> the book pages), with the
                errata and the general rules of the text (python -m scripts.edition)
    pages       the claims ledger's page and the situation finder's page, from texts/ (make edition)
    site        the site: prepared (Pyodide, the engine wheel, the trimmed standard library, the e-books, the
                icons), built for an address (mkdocs or Zensical), finished, served, photographed
                (make setup, make build, make preview)
    ebook       an EPUB of each book, from the same pages (docs/downloads/, or make epub: build/epub/)
    bench       the browser's and the engine's figures (make bench, make bench-*)
    fuzz        the engine's facade fuzzed as a hostile reader would (python -m scripts.fuzz)
    data        the counts and tables the engine keeps as data, made again
    system      the Debian packages the tests need, installed when they can be (make chromium, browsers,
                epubcheck, hosts): shell scripts, no Python
    browser.py  headless Chromium for the tests and the benchmarks

The fuzzer and the engine benchmarks also run inside Pyodide under Node, imported there as here
(scripts.fuzz, scripts.bench.NAME) from a copy of the files they need (fuzz/in_pyodide.mjs, bench/in_pyodide.mjs).
"""

"""Build-time tools, a package run from the repository's root with `python -m scripts.NAME` (the Makefile's
targets use them; the engine, hoyle, is imported as installed by `pip install -e .`):

    edition            the text pipeline: check, lint, build, terms, anchors (texts/ -> the book pages)
    ledger_page        the claims ledger's page;  situations_page  the situation finder's page
    prepare_site       Pyodide, the engine wheel and the trimmed standard library under docs/assets/, the e-books
    epub               an EPUB of each book, from the same pages (docs/downloads/, or make epub: build/epub/)
    site_build         the site for an address (mkdocs or Zensical), then finish_site and site_csp
    serve_static       a built site served as a static host serves it
    screenshots        every widget page (or widget), light and dark
    bench_*            the browser's and the engine's figures;  fuzz_engine  the facade fuzzed

bench_common, bench_engine, bench_rules, bench_cribbage, bench_parts, fuzz_cases and fuzz_engine are also
loaded on their own, side by side, inside Pyodide (bench_pyodide.mjs, fuzz_pyodide.mjs): they import each
other by their bare names there.
"""

# The two commands (see README): `make serve` and `make test`. Each does all its own set-up. `make check` is the quick
# loop beside them: lint, types and the engine and text tests.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve test check build preview epub ace setup chromium browsers epubcheck hosts bench bench-phone bench-engine bench-rules bench-parts bench-cribbage clean edition ledger

$(VENV)/.site-deps: requirements/site.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed: run make PYTHON=python3.11 ...")'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements/site.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $@

$(VENV)/.test-deps: $(VENV)/.site-deps requirements/test.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements/test.txt
	touch $@

# Puppeteer (Ace's) downloads no browser: .puppeteerrc.cjs says so too, for an npm ci run by hand.
node_modules/.package-lock.json: package.json package-lock.json .puppeteerrc.cjs
	PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund

# Pyodide from the pinned npm package (vendor/pyodide, linked as docs/assets/pyodide) and the
# engine wheel (docs/assets/engine); none of it is committed.
setup: $(VENV)/.site-deps node_modules/.package-lock.json
	$(PY) -m scripts.site.prepare

# The site for its public address: make build SITE_URL=https://example.org/path/ (README, Publishing).
# Without SITE_URL it is built for make serve's address, and says so.
SITE_URL ?=
build: setup
	$(PY) -m scripts.site.build --site-url "$(SITE_URL)" --out site

# The built site served as a host serves it, at the path it was built for (make build SITE_URL=https://example.org/hoyle/,
# then make preview: http://127.0.0.1:8000/hoyle/), with gzip, its _headers and its 404 page (README, Publishing).
PREVIEW_PORT ?= 8000
preview: $(VENV)/.site-deps
	$(PY) -m scripts.site.serve_static site --preview --port $(PREVIEW_PORT)

# The e-books alone (scripts/ebook/epub.py), into build/epub/; make build puts them on the site (docs/downloads/).
# Without SITE_URL they link to nothing on the site (never to make serve's address), and say so.
epub: $(VENV)/.site-deps
	$(PY) -m scripts.ebook.epub --site-url "$(SITE_URL)" --out build/epub

# Ace by DAISY, the EPUB accessibility checker, on the books in build/epub/ with Debian's Chromium (scripts/ebook/ace.py).
ace: $(VENV)/.site-deps node_modules/.package-lock.json chromium
	$(PY) -m scripts.ebook.ace

serve: setup
	$(PY) -m mkdocs serve --strict --dev-addr 127.0.0.1:8000 --livereload

chromium:
	@bash scripts/system/ensure_chromium.sh

# Firefox ESR, WebKitGTK (WebKitWebDriver, MiniBrowser) and Xvfb for tests/browsers/, from Debian.
browsers:
	@bash scripts/system/ensure_browsers.sh

# Debian's epubcheck for the e-book tests (tests/site/test_epub.py).
epubcheck:
	@bash scripts/system/ensure_epubcheck.sh

# Debian's nginx and Apache for tests/site/test_hosts.py (each run as a process of the test's own, on 127.0.0.1).
hosts:
	@bash scripts/system/ensure_hosts.sh

# The whole suite, its tests in TEST_WORKERS processes (pytest-xdist; tests/conftest.py: what they share is done once).
TEST_WORKERS ?= 2
define LINT_AND_TYPES
$(PY) -m ruff check pysrc scripts tests
$(PY) -m mypy
node_modules/.bin/tsc -p jsconfig.json && node_modules/.bin/tsc -p jsconfig.workers.json
endef

test: setup $(VENV)/.test-deps chromium browsers epubcheck hosts
	$(LINT_AND_TYPES)
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadgroup

# The quick loop (under 2 minutes on a quiet 2-core machine): lint, types, and the engine and text tests; no site
# built, no browser. make test is still the whole suite.
check: $(VENV)/.test-deps node_modules/.package-lock.json
	$(LINT_AND_TYPES)
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadgroup tests/engine tests/texts

# The browser's figures: the desktop (every widget page), then the phone (issue 24: slow 4G at the server,
# the CPU slowed 4x); bench-phone runs the phone alone (scripts/bench/browser.py, MEASUREMENTS.md).
bench: setup $(VENV)/.test-deps chromium
	$(PY) -m scripts.bench.browser
	$(PY) -m scripts.bench.browser --phone

bench-phone: setup $(VENV)/.test-deps chromium
	$(PY) -m scripts.bench.browser --phone

# Engine timings beside treys, in CPython and in Pyodide under Node (scripts/bench/engine.py).
bench-engine: setup $(VENV)/.test-deps
	$(PY) -m scripts.bench.engine --pyodide

# The first request under new house rules, fast table build beside the readable one, in CPython and
# in Pyodide under Node (scripts/bench/rules.py).
bench-rules: setup
	$(PY) -m scripts.bench.rules --pyodide

# The heaviest requests the caps allow, in CPython and in Pyodide under Node (scripts/bench/parts.py).
bench-parts: setup
	$(PY) -m scripts.bench.parts --pyodide

# Cribbage timings beside show.reckon, in CPython and in Pyodide under Node (scripts/bench/cribbage.py).
bench-cribbage: setup $(VENV)/.test-deps
	$(PY) -m scripts.bench.cribbage --pyodide

# Regenerate the book pages from texts/ (they are committed; a test fails when they are stale).
edition: $(VENV)/.site-deps
	$(PY) -m scripts.edition check
	$(PY) -m scripts.edition build
	$(PY) -m scripts.pages.claims_ledger
	$(PY) -m scripts.pages.situations

# Regenerate the claims ledger page from texts/claims (committed; a test fails when it is stale).
ledger: $(VENV)/.site-deps
	$(PY) -m scripts.pages.claims_ledger

clean:
	rm -rf site build vendor docs/assets/pyodide docs/assets/engine .pytest_cache .hypothesis

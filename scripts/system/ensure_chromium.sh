#!/usr/bin/env bash
# Make sure Debian's Chromium is there for the browser tests, with poppler-utils (pdftotext and
# pdfinfo read the printed laws: tests/browser/test_cite_and_print.py): install them when we can
# (root and apt-get), otherwise say in one line what to install.
set -euo pipefail
have_chromium() {
  for c in "${CHROMIUM:-}" chromium chromium-browser; do
    if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then return 0; fi
  done
  return 1
}
have_poppler() { command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1; }
if have_chromium && have_poppler; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure_chromium: installing Debian's chromium and poppler-utils packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium poppler-utils >/dev/null
  have_chromium && have_poppler && exit 0
fi
have_chromium || echo "No Chromium found: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM=/path/to/chromium, then run make test again." >&2
have_poppler || echo "No pdftotext/pdfinfo found: install Debian's 'poppler-utils' package (apt-get install poppler-utils), then run make test again." >&2
exit 1

#!/usr/bin/env bash
# Make sure Debian's Chromium is there for the browser tests: install it when we can
# (root and apt-get), otherwise say in one line what to install.
set -euo pipefail
for c in "${CHROMIUM:-}" chromium chromium-browser; do
  if [ -n "$c" ] && command -v "$c" >/dev/null 2>&1; then exit 0; fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure_chromium: installing Debian's chromium package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  command -v chromium >/dev/null 2>&1 && exit 0
fi
echo "No Chromium found: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM=/path/to/chromium, then run make test again." >&2
exit 1

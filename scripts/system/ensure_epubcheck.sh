#!/usr/bin/env bash
# Make sure Debian's epubcheck (the EPUB validator, a Java program) is there for tests/site/test_epub.py.
# Install it when we can (root and apt-get, refreshing the package lists only if apt-get cannot find it),
# otherwise say in one line what to install. The tests run it as `java -jar /usr/share/java/epubcheck.jar`
# (Debian's /usr/bin/epubcheck is the jar itself, which needs binfmt support to start).
set -euo pipefail
# shellcheck source=scripts/system/apt_install.sh
source "$(dirname "$0")/apt_install.sh"
JAR=/usr/share/java/epubcheck.jar
have() { [ -f "$JAR" ] && command -v java >/dev/null 2>&1; }
have && exit 0
if apt_install ensure_epubcheck epubcheck; then
  have && exit 0
fi
echo "Missing for the e-book tests: install Debian's package epubcheck (apt-get install epubcheck), then run make test again." >&2
exit 1

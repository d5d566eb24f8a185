#!/usr/bin/env bash
# Make sure Debian's Firefox ESR and WebKitGTK are there for tests/browsers/ (beside Chromium, see
# ensure_chromium.sh): firefox-esr; webkit2gtk-driver (WebKitWebDriver, which brings libwebkit2gtk-4.1-0
# and with it MiniBrowser, the browser it drives); xvfb (MiniBrowser's display). Install what is missing
# when we can (root and apt-get, refreshing the package lists only if apt-get cannot find a package),
# otherwise say in one line what to install.
set -euo pipefail
# shellcheck source=scripts/system/apt_install.sh
source "$(dirname "$0")/apt_install.sh"
have_minibrowser() {
  for m in /usr/lib/*/webkit2gtk-4.1/MiniBrowser /usr/libexec/webkit2gtk-4.1/MiniBrowser; do
    [ -x "$m" ] && return 0
  done
  return 1
}
missing() {
  local need=()
  command -v firefox-esr >/dev/null 2>&1 || need+=(firefox-esr)
  { command -v WebKitWebDriver >/dev/null 2>&1 && have_minibrowser; } || need+=(webkit2gtk-driver)
  command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
  echo "${need[*]}"
}
need=$(missing)
[ -z "$need" ] && exit 0
# shellcheck disable=SC2086 # one word a package
if apt_install ensure_browsers $need; then
  need=$(missing)
  [ -z "$need" ] && exit 0
fi
echo "Missing for the Firefox and WebKit tests: install Debian's packages $need (apt-get install $need), then run make test again." >&2
exit 1

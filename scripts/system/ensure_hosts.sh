#!/usr/bin/env bash
# Make sure Debian's nginx and Apache are there for tests/site/test_hosts.py, which runs each as a process of its
# own on 127.0.0.1 (never the system's service): nginx (its nginx-common brings Debian's mime.types) and apache2-bin
# (the server and its modules, without the apache2 service), with media-types (/etc/mime.types, which Debian's
# Apache reads). Install what is missing when we can (root and apt-get, refreshing the package lists only if apt-get
# cannot find a package), and leave the nginx service that Debian's package starts stopped and disabled; otherwise
# say in one line what to install.
set -euo pipefail
# shellcheck source=scripts/system/apt_install.sh
source "$(dirname "$0")/apt_install.sh"
missing() {
  local need=()
  { [ -x /usr/sbin/nginx ] && [ -f /etc/nginx/mime.types ]; } || need+=(nginx)
  { [ -x /usr/sbin/apache2 ] && [ -f /usr/lib/apache2/modules/mod_headers.so ]; } || need+=(apache2-bin)
  [ -f /etc/mime.types ] || need+=(media-types)
  echo "${need[*]}"
}
need=$(missing)
[ -z "$need" ] && exit 0
# shellcheck disable=SC2086 # one word a package
if apt_install ensure_hosts $need; then
  if [[ " $need " == *" nginx "* ]] && [ -d /run/systemd/system ]; then
    systemctl disable --now nginx >/dev/null 2>&1 || true  # the tests run their own; no server left on port 80
  fi
  need=$(missing)
  [ -z "$need" ] && exit 0
fi
echo "Missing for the hosts' test: install Debian's packages $need (apt-get install $need), then run make test again." >&2
exit 1

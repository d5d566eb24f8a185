# Sourced by the ensure_*.sh scripts: `apt_install WHO PACKAGE...` installs Debian's packages when we can (root and
# apt-get; the package lists refreshed only if apt-get cannot find one), saying so on one line; it returns 1 when it
# cannot try (not root, no apt-get), and the script then says in one line what to install.
apt_install() {
  local who=$1
  shift
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
  echo "$who: installing Debian's $*"
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -qq "$@" >/dev/null 2>&1; then
    apt-get update -qq
    apt-get install -y -qq "$@" >/dev/null
  fi
}

# Sourced by the ensure-*.sh scripts: installs Debian packages the tests need, as root or through sudo.
# apt_install "<what, for the messages>" <package>...
apt_install() {
  local what="$1"; shift
  if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null; then
    echo "${what} is missing: install it with 'apt-get install -y $*'." >&2
    return 1
  fi
  local sudo=""; [ "$(id -u)" = "0" ] || sudo=sudo
  echo "Installing ${what} from Debian..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

#!/usr/bin/env bash
# The scale proof (bench/scale.mjs) puts Debian's HAProxy in front of two instances, as compose.yaml does.
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null; then
  echo "HAProxy is missing: install it with 'apt-get install -y haproxy'." >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" = "0" ] || SUDO=sudo
echo "Installing HAProxy from Debian for the scale proof..."
$SUDO apt-get update -qq
# Only the binary is used; the package's own service is never started here (no systemd).
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null

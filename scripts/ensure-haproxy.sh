#!/usr/bin/env bash
# The scale proof (bench/scale.mjs) puts Debian's HAProxy in front of two instances, as compose.yaml does.
# Only the binary is used; the package's own service is never started here (no systemd).
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
source "$(dirname "$0")/lib/apt-install.sh"
apt_install "HAProxy (for the scale proof)" haproxy

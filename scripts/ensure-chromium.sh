#!/usr/bin/env bash
# The browser tests drive the system Chromium (Playwright's own download is not available here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
source "$(dirname "$0")/lib/apt-install.sh"
apt_install "Chromium (for the browser tests; or set CHROMIUM_PATH)" chromium fonts-dejavu-core

#!/usr/bin/env bash
# Prints the folder of a Node 22 LTS binary, installing it first from the npm registry when it is missing:
# the `node-linux-<arch>` package is the binary the `node@22` package's preinstall step would fetch, without
# the install script (which npm here does not run). CI runs the API suite on it (decision 039).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${NODE22_DIR:-$root/.cache/node22}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node22.sh: no Node 22 package for $(uname -m)" >&2; exit 1 ;;
esac
bin="$prefix/node_modules/node-linux-$arch/bin"
if ! "$bin/node" --version 2>/dev/null | grep -q '^v22\.'; then
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund "node-linux-$arch@22" >&2
fi
"$bin/node" --version | grep -q '^v22\.' || { echo "node22.sh: $bin/node is not Node 22" >&2; exit 1; }
echo "$bin"

#!/usr/bin/env bash
# Installs the npm dependencies: a clean `npm ci` when node_modules is missing, an incremental
# `npm install` when package-lock.json changed since the last install. Make calls it only when
# the stamp is older than the manifests; the stamp is touched on success.
set -euo pipefail
cd "$(dirname "$0")/../../.."
stamp="node_modules/.filmcollab-install.stamp"

# Several npm runs on one tree must not overlap.
lock() { if command -v flock >/dev/null 2>&1; then flock /tmp/filmcollab-npm.lock "$@"; else "$@"; fi; }

if [ ! -d node_modules ]; then
  if [ -f package-lock.json ]; then
    lock npm ci --no-audit --no-fund
  else
    lock npm install --no-audit --no-fund
  fi
else
  lock npm install --no-audit --no-fund
fi
touch "$stamp"

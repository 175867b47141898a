#!/usr/bin/env bash
# Installs the npm dependencies from package-lock.json. Make calls it only when the stamp is older
# than the manifests; the stamp is touched on success. `npm install` rather than `npm ci`: locks
# written on these machines carry no entries for other platforms' optional binaries (@swc/core-*),
# which `npm ci` refuses as "out of sync".
set -euo pipefail
cd "$(dirname "$0")/../../.."
stamp="node_modules/.filmcollab-install.stamp"

# Several npm runs on one tree must not overlap.
lock() { if command -v flock >/dev/null 2>&1; then flock /tmp/filmcollab-npm.lock "$@"; else "$@"; fi; }

lock npm install --no-audit --no-fund
touch "$stamp"

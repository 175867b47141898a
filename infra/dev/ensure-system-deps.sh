#!/usr/bin/env bash
# Installs the system packages the embedded stack needs, via apt-get, when they are missing:
#   nats-server always; chromium too when called with the argument "chromium" (browser tests).
# Works as root, through sudo when available, and otherwise says what to run.
set -euo pipefail

wanted=(nats-server)
for arg in "$@"; do
  case "$arg" in
    chromium) wanted+=(chromium) ;;
    *) echo "usage: $0 [chromium]" >&2; exit 2 ;;
  esac
done

# Debian puts nats-server in /usr/sbin, which is not on a normal user's PATH.
have() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ]; }

missing=()
for pkg in "${wanted[@]}"; do
  have "$pkg" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing system packages: ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-get is not available: install ${missing[*]} with your package manager, then retry." >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "Need root to install ${missing[*]}: run 'apt-get update && apt-get install -y ${missing[*]}' as root, then retry." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"

#!/usr/bin/env bash
# Usage: timed.sh <stage> -- command [args…]
# Runs the command and prints how long the stage took, passing its exit status on.
set -uo pipefail
stage="$1"
shift
[[ "${1:-}" == "--" ]] && shift
started=$(date +%s)
"$@"
status=$?
elapsed=$(($(date +%s) - started))
printf '⏱  %s: %dm%02ds%s\n' "$stage" $((elapsed / 60)) $((elapsed % 60)) "$([[ $status -ne 0 ]] && echo " (failed, exit $status)")"
exit $status

#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and UndefinedBehaviorSanitizer:
#
#   Scripts/sanitizers.sh [address|undefined|thread ...]     (default: address undefined)
#
# Each sanitizer builds into its own folder (.build-address, .build-undefined, ...: git
# ignored), so ordinary builds are untouched. Exits non-zero when any run fails. Not part of
# .ci/run: the instrumented builds take several minutes each on two cores.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
sanitizers=("$@")
[ "${#sanitizers[@]}" -gt 0 ] || sanitizers=(address undefined)
status=0
for sanitizer in "${sanitizers[@]}"; do
  echo "== swift test --sanitize=$sanitizer"
  start=$(date +%s)
  if swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" 2>&1 | tail -n 3; then
    echo "== $sanitizer: passed in $(( $(date +%s) - start )) s"
  else
    echo "== $sanitizer: FAILED"
    status=1
  fi
done
exit $status

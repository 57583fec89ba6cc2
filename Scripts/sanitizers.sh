#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer:
#
#   Scripts/sanitizers.sh [address|thread ...] [--parallel-paths]   (default: address thread)
#
# --parallel-paths runs only the suites that drive the parallel code (the engine's parallel
# reading and writing, ParallelChunks and ParallelBuckets in dedupe, the tool with several
# threads): what ThreadSanitizer is for, in a fraction of the whole suite's time.
#   Scripts/sanitizers.sh thread --parallel-paths
#
# UndefinedBehaviorSanitizer: Swift 6.3 on Linux refuses `-sanitize=undefined` ("unsupported
# option for target x86_64-unknown-linux-gnu"); Swift itself traps on overflow, out-of-range
# indices and bad unwraps, and the project has no C code, so there is nothing for it to check.
# Leak detection is off: the only leaks LeakSanitizer reports are inside XCTest's runner and
# Foundation's file reading in the test harness (checked by hand with detect_leaks=1), none in
# ContactKit's code; `ASAN_OPTIONS=detect_leaks=1 Scripts/sanitizers.sh address` shows them.
#
# Each sanitizer builds into its own folder (.build-address, .build-undefined, ...: git
# ignored), so ordinary builds are untouched. Exits non-zero when any run fails. Not part of
# .ci/run: the instrumented builds take several minutes each on two cores.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
sanitizers=()
filter=()
for argument in "$@"; do
  case "$argument" in
    --parallel-paths)
      filter=(--filter 'ParallelReadingTests|ContactConverterTests|ParallelBucketsTests|DeduplicationStageUnifyTests|DuplicateFinderTests|ParallelCopiesTests|ParallelMergeTests|ValueLineWarningTests|PhonesCommandTests')
      ;;
    *) sanitizers+=("$argument") ;;
  esac
done
[ "${#sanitizers[@]}" -gt 0 ] || sanitizers=(address thread)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
status=0
for sanitizer in "${sanitizers[@]}"; do
  echo "== swift test --sanitize=$sanitizer ${filter[*]}"
  start=$(date +%s)
  if swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" "${filter[@]}" 2>&1 | tail -n 3; then
    echo "== $sanitizer: passed in $(( $(date +%s) - start )) s"
  else
    echo "== $sanitizer: FAILED"
    status=1
  fi
done
exit $status

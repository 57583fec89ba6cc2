#!/usr/bin/env bash
# Interop check: ez-vcard must read ContactKit's 3.0 and 4.0 output of every fixture without
# warnings that the fixture itself did not already cause.
#
#   Scripts/ezvcard-check/check-fixture-outputs.sh
#
# The outputs checked are the golden files in Fixtures/expected/, which the test suite keeps
# byte-identical to what the writer produces (GoldenFileTests). A warning "kind" is ez-vcard's
# numbered message ("(5) Could not parse date string") with its property; an output warning
# whose kind the input did not show fails the check. Exit 0 when clean, 1 otherwise.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
check="$root/Scripts/ezvcard-check/run.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

kinds() {
  # "FILE: card N: Line L (BDAY property): (5) Could not parse…" → "BDAY (5) Could not parse…"
  sed -n 's/^.*: card [0-9]*: \(Line [0-9]* \)\{0,1\}\((\([A-Za-z0-9-]*\) property): \)\{0,1\}\(.*\)$/\3 \4/p' "$1" \
    | sed 's/The entire line is: .*$//' | sort -u
}

status=0
total=0
for input in "$root"/Fixtures/vcard/*.vcf; do
  base=$(basename "$input" .vcf)
  "$check" "$input" > "$work/in.txt" 2>/dev/null || true
  kinds "$work/in.txt" > "$work/in-kinds.txt"
  for version in 3.0 4.0; do
    output="$root/Fixtures/expected/$base.$version.vcf"
    [ -f "$output" ] || { echo "missing $output" >&2; status=1; continue; }
    total=$((total + 1))
    "$check" "$output" > "$work/out.txt" 2>/dev/null || true
    kinds "$work/out.txt" > "$work/out-kinds.txt"
    new=$(comm -13 "$work/in-kinds.txt" "$work/out-kinds.txt" || true)
    summary=$(tail -n 1 "$work/out.txt")
    if [ -n "$new" ]; then
      echo "FAIL $base → $version: ez-vcard warnings the input did not cause:"
      echo "$new" | sed 's/^/    /'
      status=1
    else
      echo "ok   $base → $version ($summary)"
    fi
  done
done
echo "$total outputs checked"
exit $status

#!/usr/bin/env bash
# Outside oracle on ContactKit's vCard output of real exports: converts every file of the
# shared corpora (../shared/corpora, or CORPORA=DIR; .vcf, .csv and .ldif, read in place,
# never copied) to vCard 3.0 and 4.0 (VERSIONS="2.1 3.0 4.0" adds 2.1) and reads each output
# with ez-vcard.
#
#   Scripts/ezvcard-check/check-corpus-outputs.sh            # uses .build/debug/contactkit
#   CONTACTKIT=/path/to/contactkit Scripts/ezvcard-check/check-corpus-outputs.sh
#   VERSIONS=2.1 Scripts/ezvcard-check/check-corpus-outputs.sh
#
# A warning "kind" is ez-vcard's numbered message with its property ("BDAY (5) Could not
# parse date string"). For a vCard input, kinds ez-vcard already reports on the input are
# the input's own and not counted against the output; CSV and LDIF inputs have none.
# Prints one line per output with warnings of new kinds, then the totals:
#
#   outputs: N (VERSIONS of M files), warnings: W (new kinds: K in O outputs)
#
# and a count per new kind. Exit 0 when no output has a new kind, 1 otherwise, 77 when the
# corpora are absent.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
corpora=${CORPORA:-$root/../shared/corpora}
contactkit=${CONTACTKIT:-$root/.build/debug/contactkit}
versions=${VERSIONS:-3.0 4.0}
check="$root/Scripts/ezvcard-check/run.sh"
[ -d "$corpora" ] || { echo "no corpora at $corpora" >&2; exit 77; }
[ -x "$contactkit" ] || { echo "no contactkit at $contactkit (swift build first)" >&2; exit 66; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

kinds() {
  # "FILE: card N: Line L (BDAY property): (5) Could not parse…" → "BDAY (5) Could not parse…"
  sed -n 's/^.*: card [0-9]*: \(Line [0-9]* \)\{0,1\}\((\([A-Za-z0-9-]*\) property): \)\{0,1\}\(.*\)$/\3 \4/p' \
    | sed 's/The entire line is: .*$//; s/ *$//' | sort -u
}

# Convert everything first, then read all inputs and all outputs in one Java run each
# (a JVM per file is minutes on a loaded machine).
files=0 outputs=0 failing=0
inputs=() produced=()
while IFS= read -r input; do
  files=$((files + 1))
  [ "${input##*.}" = vcf ] && inputs+=("$input")
  for version in $versions; do
    outputs=$((outputs + 1))
    out="$work/$files-$version.vcf"
    if "$contactkit" convert "$input" --to "vcard:$version" -o "$out" --force --quiet 2>/dev/null; then
      produced+=("$out")
      echo "$out ${input#"$corpora"/} $version" >> "$work/map.txt"
    else
      echo "FAIL ${input#"$corpora"/} → $version: contactkit could not convert it"
      failing=$((failing + 1))
    fi
  done
done < <(find "$corpora" -type f \( -name '*.vcf' -o -name '*.csv' -o -name '*.ldif' \) | LC_ALL=C sort)

"$check" --validate "${inputs[@]}" > "$work/in.txt" 2>/dev/null || true
"$check" --validate "${produced[@]}" > "$work/out.txt" 2>/dev/null || true

warnings=0
: > "$work/new-kinds.txt"
while read -r out name version; do
  source="$corpora/$name"
  grep -F "$source: card " "$work/in.txt" | kinds > "$work/in-kinds.txt" || true
  grep -F "$out: card " "$work/out.txt" | kinds > "$work/out-kinds.txt" || true
  count=$(grep -cF "$out: card " "$work/out.txt" || true)
  warnings=$((warnings + count))
  new=$(comm -13 "$work/in-kinds.txt" "$work/out-kinds.txt" || true)
  if [ -n "$new" ]; then
    failing=$((failing + 1))
    echo "NEW  $name → $version:"
    echo "$new" | sed 's/^/    /'
    echo "$new" >> "$work/new-kinds.txt"
  fi
done < "$work/map.txt"

echo "outputs: $outputs ($versions of $files files), ez-vcard warnings on them: $warnings (new kinds in $failing outputs)"
if [ -s "$work/new-kinds.txt" ]; then
  echo "new kinds, by the number of outputs that show them:"
  sort "$work/new-kinds.txt" | uniq -c | sort -rn | sed 's/^/  /'
fi
[ "$failing" -eq 0 ]

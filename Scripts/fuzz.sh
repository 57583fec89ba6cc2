#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS seconds, seeded from the fixtures:
#
#   Scripts/fuzz.sh TARGET SECONDS      TARGET: vcard, csv, jcard, ndjson, ldif, phones or writers
#
# Builds Fuzz/fuzz-TARGET with -sanitize=fuzzer,address into .build-fuzz/ (git-ignored).
# Seeds: the fixtures, plus Fuzz/seeds/TARGET/ (small synthetic files of ours: hostile names,
# and one value of each class of scalar — astral, private use, unassigned, noncharacters,
# combining sequences, C0 and C1 controls); the jcard and ndjson corpora also get every vCard
# fixture converted. writers: each seed is a byte choosing the CSV encoding, then the text
# every field of one contact gets; every writer in that encoding must write it.
# The corpus grows in Fuzz/corpus/TARGET/ and crashes land in Fuzz/findings/TARGET/ (both
# git-ignored); each finding becomes a fixed bug and a regression test with its input.
# Prints libFuzzer's final statistics line (runs, executions per second).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
if [ "$#" -ne 2 ]; then
  echo "usage: $0 vcard|csv|jcard|ndjson|ldif|phones|writers SECONDS" >&2
  exit 64
fi
target=$1
seconds=$2
case "$target" in
  vcard) seeds=(Fixtures/vcard/*.vcf Fixtures/expected/*.vcf Fuzz/seeds/vcard/*) ;;
  csv) seeds=(Fixtures/csv/* Fuzz/seeds/csv/*) ;;
  ldif) seeds=(Fixtures/ldif/*.ldif) ;;
  writers) seeds=(Fuzz/seeds/writers/*) ;;
  jcard | ndjson) seeds=(Fuzz/seeds/"$target"/*) ;;  # and the vCard fixtures converted below
  phones) seeds=() ;;
  *) echo "unknown target '$target' (vcard, csv, jcard, ndjson, ldif, phones, writers)" >&2; exit 64 ;;
esac

CONTACTKIT_FUZZ=1 swift build -c release --scratch-path .build-fuzz --product "fuzz-$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2
binary="$(CONTACTKIT_FUZZ=1 swift build -c release --scratch-path .build-fuzz --show-bin-path)/fuzz-$target"

corpus="Fuzz/corpus/$target"
findings="Fuzz/findings/$target"
mkdir -p "$corpus" "$findings"
for seed in "${seeds[@]}"; do
  [ -f "$seed" ] || continue
  case "$seed" in
    Fuzz/seeds/*) cp -n "$seed" "$corpus/seed-$(basename "$seed")" 2>/dev/null || true ;;
    *) cp -n "$seed" "$corpus/" 2>/dev/null || true ;;
  esac
done
if { [ "$target" = jcard ] || [ "$target" = ndjson ]; } && [ -z "$(ls "$corpus" | grep -v '^seed-' || true)" ]; then
  # Seeds: every vCard fixture converted by contactkit itself.
  swift build --product contactkit >&2
  tool="$(swift build --show-bin-path)/contactkit"
  for fixture in Fixtures/vcard/*.vcf; do
    "$tool" convert "$fixture" --to "$target" --quiet > "$corpus/$(basename "$fixture" .vcf).$target" || true
  done
fi
if [ "$target" = phones ] && [ -z "$(ls -A "$corpus")" ]; then
  printf '%s\n' '+1 (415) 555-0123' '030 123456 ext. 12' 'tel:+44-20-7946-0958;ext=5' \
    '+44 (0)20 7946 0958' '1-800-FLOWERS' '０３−１２３４−５６７８' '112' '555-0100 / 555-0199' |
    while read -r line; do printf '%s' "$line" > "$corpus/seed-$(printf '%s' "$line" | cksum | cut -d' ' -f1)"; done
fi
"$binary" "$corpus" -max_total_time="$seconds" -artifact_prefix="$findings/" -print_final_stats=1 \
  -max_len=65536 -timeout=20 -rss_limit_mb=2048 2>&1 | tail -n 25

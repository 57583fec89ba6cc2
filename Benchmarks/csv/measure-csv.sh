#!/bin/sh
# Time and peak memory of contactkit's CSV and JSON conversions on generated corpora.
#
#   Benchmarks/csv/measure-csv.sh [COUNT]        (default 1000000)
#
# Needs a release build (swift build -c release) and GNU time (/usr/bin/time).
# Corpora go to Benchmarks/corpus/ (git-ignored).
set -eu
count=${1:-1000000}
root=$(cd "$(dirname "$0")/../.." && pwd)
tool="$root/.build/release/contactkit"
corpus="$root/Benchmarks/corpus"
mkdir -p "$corpus"
csv="$corpus/contacts-$count-google.csv"
vcf="$corpus/contacts-$count-v3.vcf"
[ -f "$csv" ] || python3 "$root/Benchmarks/generate-corpus.py" --count "$count" --format csv-google -o "$csv"
[ -f "$vcf" ] || python3 "$root/Benchmarks/generate-corpus.py" --count "$count" --format vcard3 -o "$vcf"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() {
    label=$1
    shift
    /usr/bin/time -f "$label: %e s, peak %M KB" "$tool" "$@" -q
}
run "csv:google -> vcard" convert "$csv" -o "$out/a.vcf"
run "vcard -> csv:google (counting)" convert "$vcf" -o "$out/b.csv" --to csv:google
run "vcard -> csv:google --slots" convert "$vcf" -o "$out/c.csv" --to csv:google \
    --slots phones=3,emails=2,addresses=2,relations=1,urls=1,dates=1
run "vcard -> csv:outlook" convert "$vcf" -o "$out/d.csv" --to csv:outlook
run "vcard -> ndjson" convert "$vcf" -o "$out/e.ndjson"
run "ndjson -> vcard" convert "$out/e.ndjson" -o "$out/f.vcf"
run "vcard -> jcard" convert "$vcf" -o "$out/g.json"
run "jcard -> vcard" convert "$out/g.json" -o "$out/h.vcf"

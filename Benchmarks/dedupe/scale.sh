#!/bin/sh
# Times `contactkit dedupe` (import → normalize → clusters → merged output) on generated books
# of about 10k, 100k and 1M contacts, and scores the clusters against the truth.
#
#   swift build -c release --product contactkit
#   sh Benchmarks/dedupe/scale.sh [DIR]        # DIR defaults to Benchmarks/corpus/dedupe (git-ignored)
#
# Prints peak resident memory and wall/user time (GNU time) and the scorer's table per size.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dir=${1:-$root/Benchmarks/corpus/dedupe}
tool=$root/.build/release/contactkit
mkdir -p "$dir"
for size in 10k:5550 100k:55500 1m:555000; do
    name=${size%%:*}
    people=${size##*:}
    if [ ! -f "$dir/$name.vcf" ]; then
        python3 "$here/generate.py" --people "$people" --seed 7 -o "$dir/$name.vcf" --truth "$dir/$name-truth.csv"
    fi
    for precision in balanced high; do
        /usr/bin/time -f "$name $precision: peak %M KB, wall %e s, user %U s" \
            "$tool" dedupe "$dir/$name.vcf" -o "$dir/$name-merged.vcf" \
            --clusters "$dir/$name-$precision-clusters.csv" --precision "$precision" --quiet
        python3 "$here/score.py" "$dir/$name-truth.csv" "$dir/$name-$precision-clusters.csv"
    done
done

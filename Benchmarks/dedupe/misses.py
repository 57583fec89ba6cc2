#!/usr/bin/env python3
"""Sums up why true pairs were missed: the file `DedupeEvaluationTests` writes with
`CONTACTKIT_DEDUPE_MISSES` (one tab-separated line per true pair left apart:
`first second proposed|unproposed forbidden|allowed score threshold field:finding:weight...`).

    python3 Benchmarks/dedupe/misses.py misses.tsv [--examples N] [--truth truth.csv]

Prints the missed pairs by cause: blocking never proposed them; something truly
incompatible forbids them (which); scored at or above the threshold but kept apart by
clustering (a pair across the two groups scores below zero); scored below the threshold,
then by the most negative comparison and by how far below the threshold they are. With
`--truth` (a `record,person,kind,noise` file of `generate.py --new-kinds`), also the causes
per corruption kind (a pair counts for each kind either of its records carries).
"""
import argparse
import csv
from collections import Counter


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("misses")
    parser.add_argument("--examples", type=int, default=0)
    parser.add_argument("--truth", help="truth CSV with a noise column: causes per corruption kind")
    options = parser.parse_args()
    noise = {}
    if options.truth:
        with open(options.truth, encoding="utf-8") as f:
            noise = {row["record"]: row.get("noise") or "" for row in csv.DictReader(f)}
    by_kind = Counter()
    causes, dragged, gaps, signatures = Counter(), Counter(), Counter(), Counter()
    examples = []
    total = 0
    with open(options.misses, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 6:
                continue
            total += 1
            proposed, forbidden = fields[2] == "proposed", fields[3] == "forbidden"
            score, threshold = float(fields[4]), float(fields[5])
            evidence = []
            for item in fields[6:]:
                field, finding, weight = item.rsplit(":", 2)
                evidence.append((field, finding, float(weight)))
            signature = " + ".join(sorted("%s %s" % (f, g) for f, g, w in evidence if w < 0)) or "(nothing against)"
            if not proposed:
                cause = "blocking never proposed them"
            elif forbidden:
                cause = "cannot-link: " + ", ".join("%s %s" % (f, g) for f, g, w in evidence if w == float("-inf"))
            elif score >= threshold:
                cause = "above threshold, kept apart by clustering"
            else:
                cause = "scored below the threshold"
                worst = min(evidence, key=lambda e: e[2], default=None)
                dragged[("%s %s" % (worst[0], worst[1])) if worst and worst[2] < 0 else "(nothing negative: too little evidence for)"] += 1
                gap = threshold - score
                gaps["< 2 bits" if gap < 2 else "2-5 bits" if gap < 5 else "5-10 bits" if gap < 10 else ">= 10 bits"] += 1
                signatures[signature] += 1
            causes[cause] += 1
            for kind in {noise.get(fields[0], ""), noise.get(fields[1], "")} - {""}:
                by_kind[(kind, cause.split(":")[0])] += 1
            if len(examples) < options.examples:
                examples.append(line.rstrip("\n"))
    print("missed true pairs: %d" % total)
    print("\n| cause | pairs | share |\n|---|---|---|")
    for cause, count in causes.most_common():
        print("| %s | %d | %.3f |" % (cause, count, count / max(total, 1)))
    below = sum(dragged.values())
    if below:
        print("\nBelow the threshold (%d), by the most negative comparison:\n\n| comparison | pairs |\n|---|---|" % below)
        for name, count in dragged.most_common(12):
            print("| %s | %d |" % (name, count))
        print("\nHow far below:\n\n| gap | pairs |\n|---|---|")
        for name in ["< 2 bits", "2-5 bits", "5-10 bits", ">= 10 bits"]:
            print("| %s | %d |" % (name, gaps[name]))
        print("\nEverything against them, most common combinations:\n\n| against | pairs |\n|---|---|")
        for name, count in signatures.most_common(10):
            print("| %s | %d |" % (name, count))
    if by_kind:
        print("\nPer corruption kind:\n\n| kind | cause | pairs |\n|---|---|---|")
        for (kind, cause), count in sorted(by_kind.items()):
            print("| %s | %s | %d |" % (kind, cause, count))
    for example in examples:
        print(example)


if __name__ == "__main__":
    main()

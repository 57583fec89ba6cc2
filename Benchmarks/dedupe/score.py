#!/usr/bin/env python3
"""Scores `contactkit dedupe --clusters` output against a generated book's truth file.

    python3 Benchmarks/dedupe/score.py truth.csv clusters.csv

Prints pairwise precision, recall and F1 over all records, then per hard-negative kind
(pairs whose two records both belong to people of that kind), and the largest predicted
and true clusters. A pair is a true match when both records belong to one person.
"""
import csv
import sys
from collections import Counter, defaultdict


def pairs_in(groups):
    return sum(len(g) * (len(g) - 1) // 2 for g in groups)


def main():
    truth_path, clusters_path = sys.argv[1], sys.argv[2]
    person, kind, noise = {}, {}, {}
    with open(truth_path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            person[row["record"]] = row["person"]
            kind[row["record"]] = row["kind"]
            if row.get("noise"):
                noise[row["record"]] = row["noise"]
    cluster = {}
    with open(clusters_path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            cluster[row["record"]] = row["cluster"]
    missing = set(person) - set(cluster)
    if missing:
        print("warning: %d records missing from clusters" % len(missing), file=sys.stderr)
    kinds = sorted(set(kind.values()))
    rows = []
    for selected in ["all"] + kinds:
        records = [r for r in person if r in cluster and (selected == "all" or kind[r] == selected)]
        by_cluster, by_person, by_both = defaultdict(list), defaultdict(list), defaultdict(list)
        for r in records:
            by_cluster[cluster[r]].append(r)
            by_person[person[r]].append(r)
            by_both[(cluster[r], person[r])].append(r)
        predicted = pairs_in(by_cluster.values())
        actual = pairs_in(by_person.values())
        correct = pairs_in(by_both.values())
        precision = correct / predicted if predicted else 1.0
        recall = correct / actual if actual else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        largest = max((len(g) for g in by_cluster.values()), default=0)
        largest_true = max((len(g) for g in by_person.values()), default=0)
        rows.append((selected, len(records), predicted, actual, correct, precision, recall, f1, largest, largest_true))
    print("%-12s %8s %9s %9s %9s %9s %7s %7s %8s %8s" % ("kind", "records", "predicted", "true", "correct", "precision", "recall", "F1", "largest", "true-max"))
    for row in rows:
        print("%-12s %8d %9d %9d %9d %9.4f %7.4f %7.4f %8d %8d" % row)
    if noise:
        # Recall per corruption kind: true pairs with at least one record of that kind.
        members = defaultdict(list)
        for r in person:
            if r in cluster:
                members[person[r]].append(r)
        found, total = Counter(), Counter()
        for records in members.values():
            for i, a in enumerate(records):
                for b in records[i + 1:]:
                    for n in {noise.get(a), noise.get(b)} - {None}:
                        total[n] += 1
                        found[n] += cluster[a] == cluster[b]
        print("%-22s %9s %9s %7s" % ("corruption", "true", "found", "recall"))
        for n in sorted(total):
            print("%-22s %9d %9d %7.4f" % (n, total[n], found[n], found[n] / total[n]))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Pairwise recall and precision by the scripts of the two records' names.

    python3 Benchmarks/dedupe/by_script.py book.vcf truth.csv clusters.csv [clusters.csv ...]

A record's script is the script of its FN and N (Hangul, Arabic, Hebrew, Han/kana, else
Latin). For every pair of records of which at least one is in Hangul, Arabic or Hebrew, the
pair's category is `SCRIPT-latin` (one record in that script, the other Latin) or
`SCRIPT-same` (both in it); for each clusters file the true pairs of each category, those
found, recall, precision and the wrong pairs are printed. Standard library only.
"""
import collections
import csv
import itertools
import re
import sys

PATTERNS = [("hangul", re.compile("[\uac00-\ud7a3]")), ("arabic", re.compile("[\u0600-\u06ff]")),
            ("hebrew", re.compile("[\u05d0-\u05ea]")), ("han-kana", re.compile("[\u3040-\u30ff\u4e00-\u9fff]"))]
BRIDGED = ("hangul", "arabic", "hebrew")


def scripts_of(book):
    scripts = {}
    with open(book, encoding="utf-8") as f:
        for card in f.read().split("END:VCARD"):
            uid = re.search(r"UID:(\S+)", card)
            if not uid:
                continue
            names = " ".join(re.findall(r"^(?:FN|N):(.*)$", card, re.M))
            scripts[uid.group(1)] = next((name for name, p in PATTERNS if p.search(names)), "latin")
    return scripts


def category(scripts, a, b):
    pair = sorted([scripts[a], scripts[b]])
    if not any(s in BRIDGED for s in pair):
        return None
    if pair[0] == pair[1]:
        return pair[0] + "-same"
    if "latin" in pair:
        return [s for s in pair if s != "latin"][0] + "-latin"
    return pair[0] + "-" + pair[1]


def main():
    book, truth_path, clusters = sys.argv[1], sys.argv[2], sys.argv[3:]
    scripts = scripts_of(book)
    with open(truth_path, encoding="utf-8") as f:
        person = {row["record"]: row["person"] for row in csv.DictReader(f)}
    members = collections.defaultdict(list)
    for record, who in person.items():
        members[who].append(record)
    true = collections.Counter()
    for records in members.values():
        for a, b in itertools.combinations(sorted(records), 2):
            kind = category(scripts, a, b)
            if kind:
                true[kind] += 1
    for path in clusters:
        groups = collections.defaultdict(list)
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f):
                groups[row["cluster"]].append(row["record"])
        predicted, correct = collections.Counter(), collections.Counter()
        for records in groups.values():
            for a, b in itertools.combinations(sorted(records), 2):
                kind = category(scripts, a, b)
                if kind:
                    predicted[kind] += 1
                    correct[kind] += person[a] == person[b]
        for kind in sorted(true):
            precision = correct[kind] / predicted[kind] if predicted[kind] else 1.0
            print("%-28s %-14s true %6d found %6d recall %.4f precision %.4f (%d wrong)" % (
                path[-28:], kind, true[kind], correct[kind], correct[kind] / true[kind], precision,
                predicted[kind] - correct[kind]))


if __name__ == "__main__":
    main()

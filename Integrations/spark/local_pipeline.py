#!/usr/bin/env python3
"""The dedupe steps composed on one machine, without Spark: the reference the Spark driver
is checked against, and a way to see each step's input and output (--keep DIR).

    python3 local_pipeline.py BOOK.ndjson --params P.json -o merged.ndjson --clusters c.csv \
        [--contactkit PATH] [--region CC] [--parts 3] [--keep DIR]

The book is cut into --parts parts, each keyed by its own `contactkit dedupe --emit-keys`;
pairs are scored, components clustered and clusters merged by one process per step.
Components are found here with union-find (the Spark driver uses label propagation).
"""

import argparse
import json
import subprocess
import sys
from collections import defaultdict

from contactkit_steps import block_pairs, card_text, expand_copies, pair_line, record_line, split_values, term_uses


KEEP = None


def run(contactkit, arguments, text):
    if KEEP:
        import os
        name = arguments[0] if arguments[0] != "dedupe" else "emit-keys"
        index = len([f for f in os.listdir(KEEP) if f.startswith(name)])
        with open(os.path.join(KEEP, f"{name}-{index}.ndjson"), "w", encoding="utf-8") as kept:
            kept.write(text)
    done = subprocess.run([contactkit] + arguments, input=text.encode(), capture_output=True)
    sys.stderr.write(done.stderr.decode())
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(arguments)} exited {done.returncode}")
    return done.stdout.decode().splitlines()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("book")
    parser.add_argument("--params", required=True)
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--clusters", required=True)
    parser.add_argument("--contactkit", default="contactkit")
    parser.add_argument("--region")
    parser.add_argument("--parts", type=int, default=3)
    parser.add_argument("--keep", help="write each step's input here (STEP-N.ndjson)")
    options = parser.parse_args()
    global KEEP
    KEEP = options.keep
    if KEEP:
        import os
        os.makedirs(KEEP, exist_ok=True)
    region = ["--region", options.region] if options.region else []
    model = json.load(open(options.params))
    lines = [line for line in open(options.book, encoding="utf-8").read().splitlines() if line.strip()]

    # 1. Keys, part by part; records numbered across the parts.
    raw, offset = [], 0
    size = (len(lines) + options.parts - 1) // options.parts
    for start in range(0, len(lines), size):
        part = run(options.contactkit, ["dedupe", "--emit-keys", "--from", "ndjson", "--quiet"] + region,
                   "\n".join(lines[start:start + size]) + "\n")
        for line in part:
            keys = json.loads(line)
            raw.append((keys["record"] + offset, keys, card_text(line)))
        offset += len(part)

    # 2. Exact copies: the first record of each content is its representative.
    first_of_copy, copies_of = {}, defaultdict(list)
    for record, keys, _ in raw:
        representative = first_of_copy.setdefault(keys["copy"], record)
        if representative != record:
            copies_of[representative].append(record)
    representatives = [(record, keys, card) for record, keys, card in raw if first_of_copy[keys["copy"]] == record]
    book_size = len(representatives)

    # 3. Term frequencies over the representatives.
    uses, names = defaultdict(int), defaultdict(set)
    for _, keys, _ in representatives:
        for term, name in term_uses(keys):
            uses[term] += 1
            names[term].add(name)
    record_lines = {}
    for record, keys, card in representatives:
        frequencies = {term: [uses[term], len(names[term])] for term in keys["terms"]}
        record_lines[record] = record_line(record, card, frequencies)

    # 4. Blocks and candidate pairs.
    blocks = defaultdict(list)
    for record, keys, _ in representatives:
        name_split, place_split = split_values(keys)
        for key in keys["keys"]:
            blocks[(key["key"], key["whenOversized"])].append((record, name_split, place_split))
    pairs = set()
    for (_, rule), members in blocks.items():
        pairs.update(block_pairs(members, rule, model["maximumBlockSize"], model["oversizedBlockWindow"]))

    # 5. Scores (links only).
    scoring = ["--params", options.params, "--book-size", str(book_size), "--quiet"] + region
    text = "\n".join(list(record_lines.values()) + [pair_line(a, b) for a, b in sorted(pairs)]) + "\n"
    links = [json.loads(line)["pair"] for line in run(options.contactkit, ["score-pairs", "--links-only"] + scoring, text)]

    # 6. Components, each clustered.
    parent = {}
    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for a, b in links:
        parent[find(a)] = find(b)
    components = defaultdict(lambda: ([], []))
    for a, b in links:
        components[find(a)][1].append(pair_line(a, b))
    for record in parent:
        components[find(record)][0].append(record_lines[record])
    # Every component whole in one input: `cluster` clusters each on its own.
    text = "\n".join(line for members, component_links in components.values() for line in members + component_links) + "\n"
    clusters = [cluster["members"] for cluster in map(json.loads, run(options.contactkit, ["cluster"] + scoring, text))
                if len(cluster["members"]) > 1]

    # 7. Copies back, then each cluster merged.
    clusters = expand_copies(clusters, copies_of)
    cards = {record: card for record, _, card in raw}
    unify_lines = [record_line(member, cards[member], cluster=members[0]) for members in clusters for member in members]
    merged = {json.loads(line)["cluster"]: card_text(line)
              for line in run(options.contactkit, ["unify", "--quiet"] + region, "\n".join(unify_lines) + "\n")}

    # 8. The book in order of each cluster's first record; the clusters CSV.
    cluster_of = {member: members[0] for members in clusters for member in members}
    with open(options.output, "w", encoding="utf-8") as output, open(options.clusters, "w", encoding="utf-8") as csv:
        csv.write("record,cluster\n")
        numbers = {}
        for record, keys, card in raw:
            first = cluster_of.get(record, record)
            if first not in numbers:
                numbers[first] = len(numbers) + 1
            uid = json.loads(card).get("uid")
            csv.write(f"{uid if uid else record},{numbers[first]}\n")
            if record == first:
                output.write((merged[first] if record in merged else card) + "\n")
    print(f"{len(raw)} records, {book_size} distinct, {len(pairs)} pairs, {len(links)} links, "
          f"{len(clusters)} clusters", file=sys.stderr)


if __name__ == "__main__":
    main()

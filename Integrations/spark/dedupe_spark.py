#!/usr/bin/env python3
"""Deduplicate an NDJSON contact book on Apache Spark with the ContactKit dedupe steps.

    spark-submit dedupe_spark.py BOOK.ndjson --params P.json -o merged.ndjson \
        [--clusters clusters.csv] [--contactkit PATH] [--region CC] [--partitions N]

(or `python3 dedupe_spark.py ...` for local mode). The model comes from one process:
`contactkit dedupe SAMPLE --estimate-only --params-out P.json`. Every other step runs on
the executors through `RDD.pipe`:

1. `contactkit dedupe --emit-keys` per partition of the book: each record's blocking keys,
   value terms, exact-copy digest and card; records are numbered across partitions.
2. Exact copies: the first record of each digest stands for the others.
3. Term counts over the distinct records (how many use each value, and how many names).
4. Blocks: keys exploded and grouped; a block larger than the model's maximumBlockSize is
   split by the finder's rule (contactkit_steps.block_pairs); pairs made unique.
5. `contactkit score-pairs --links-only`: pairs with both record lines, per partition.
6. Connected components of the links, by iterative label propagation (smallest record).
7. `contactkit cluster` per partition of whole components.
8. `contactkit unify` per partition of whole clusters.
9. The merged book in the order of each cluster's first record, as `contactkit dedupe`
   writes it with `--to ndjson`; the clusters CSV as `--clusters` writes it.

Each step is a pure function of its input, so the result equals
`contactkit dedupe BOOK.ndjson --params P.json --to ndjson` (check_identity.py checks it).
"""

import argparse
import json
import os
import shlex
import sys

from contactkit_steps import (block_pairs, card_text, expand_copies, pair_line, partition_offsets, record_line, split_values,
                              term_uses)


def parse_arguments(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("book", help="NDJSON book (contactkit/1 lines), as `contactkit convert --to ndjson` writes")
    parser.add_argument("--params", required=True, help="model from `dedupe --estimate-only --params-out`")
    parser.add_argument("-o", "--output", required=True, help="merged NDJSON book")
    parser.add_argument("--clusters", help="also write CSV record,cluster")
    parser.add_argument("--contactkit", default="contactkit", help="the binary (on every executor)")
    parser.add_argument("--region", help="passed to every step, as to `contactkit dedupe`")
    parser.add_argument("--locale", help="passed to every step, as to `contactkit dedupe`")
    parser.add_argument("--partitions", type=int, default=4, help="partitions of each step (default 4)")
    parser.add_argument("--master", default=None, help="Spark master (default: local[2] when run with python3)")
    parser.add_argument("--timings", action="store_true", help="print each stage's wall time on stderr")
    return parser.parse_args(argv)


def step_command(options, *words):
    """A step's command line for RDD.pipe (quoted: pipe splits it on white space)."""
    command = [options.contactkit] + list(words) + ["--quiet"]
    if options.region:
        command += ["--region", options.region]
    if options.locale:
        command += ["--locale", options.locale]
    return " ".join(shlex.quote(word) for word in command)


def label_propagation(sc, edges, partitions):
    """Connected components: every record of a component gets its smallest record.

    edges: RDD of (a, b). Each round, a record takes the smallest label among itself and
    its neighbours; the rounds stop when no label changes (at most the diameter).
    """
    both = edges.flatMap(lambda e: [(e[0], e[1]), (e[1], e[0])]).partitionBy(partitions).cache()
    labels = both.map(lambda e: (e[0], e[0])).distinct(partitions).cache()
    rounds = 0
    while True:
        rounds += 1
        offered = both.join(labels).map(lambda x: (x[1][0], x[1][1]))  # neighbour gets my label
        updated = labels.union(offered).reduceByKey(min, partitions).cache()
        changed = updated.join(labels).filter(lambda x: x[1][0] != x[1][1]).count()
        labels.unpersist()
        labels = updated
        if changed == 0:
            return labels, rounds


def main(argv=None):
    options = parse_arguments(argv)
    import time
    from pyspark import SparkConf, SparkContext

    conf = SparkConf().setAppName("contactkit-dedupe").set("spark.ui.showConsoleProgress", "false")
    if options.master or not conf.contains("spark.master"):  # spark-submit sets the master
        conf = conf.setMaster(options.master or "local[2]")
    sc = SparkContext.getOrCreate(conf)
    sc.setLogLevel("WARN")
    # The executors' Python workers need the shared rules too.
    sc.addPyFile(os.path.join(os.path.dirname(os.path.abspath(__file__)), "contactkit_steps.py"))
    started = time.time()
    marks = []

    def mark(name):
        marks.append((name, time.time() - started))

    model = json.load(open(options.params))
    maximum_block, window = model["maximumBlockSize"], model["oversizedBlockWindow"]
    parts = options.partitions

    # 1. Keys per partition; numbered across partitions by the counts before each.
    book = sc.textFile(options.book, minPartitions=parts).filter(lambda line: line.strip())
    keyed = book.pipe(step_command(options, "dedupe", "--emit-keys", "--from", "ndjson")).cache()
    counts = keyed.mapPartitionsWithIndex(lambda index, lines: [(index, sum(1 for _ in lines))]).collect()
    offsets, total = partition_offsets(counts)
    offsets_b = sc.broadcast(offsets)

    def numbered(index, lines):
        for line in lines:
            keys = json.loads(line)
            number = keys["record"] + offsets_b.value[index]
            yield number, (keys, card_text(line))

    records = keyed.mapPartitionsWithIndex(numbered).cache()
    mark("keys")

    # 2. Exact copies.
    representative_of = records.map(lambda r: (r[1][0]["copy"], r[0])).reduceByKey(min)
    copies = records.map(lambda r: (r[1][0]["copy"], r[0])).join(representative_of) \
        .filter(lambda x: x[1][0] != x[1][1]).map(lambda x: (x[1][1], x[1][0]))
    copies_of = copies.groupByKey().mapValues(sorted).collectAsMap()
    copied = set(c for cs in copies_of.values() for c in cs)
    copied_b = sc.broadcast(copied)
    distinct = records.filter(lambda r: r[0] not in copied_b.value).cache()
    book_size = distinct.count()
    mark("copies")

    # 3. Term counts: uses and different names per term, back on each record.
    term_counts = distinct.flatMap(lambda r: term_uses(r[1][0])) \
        .aggregateByKey((0, set()), lambda a, name: (a[0] + 1, a[1] | {name}),
                        lambda a, b: (a[0] + b[0], a[1] | b[1])) \
        .mapValues(lambda a: [a[0], len(a[1])])
    record_terms = distinct.flatMap(lambda r: [(term, r[0]) for term in set(r[1][0]["terms"])])
    frequencies = record_terms.join(term_counts).map(lambda x: (x[1][0], (x[0], x[1][1]))) \
        .groupByKey().mapValues(dict)
    record_lines = distinct.join(frequencies) \
        .map(lambda x: (x[0], record_line(x[0], x[1][0][1], x[1][1]))).cache()
    mark("frequencies")

    # 4. Blocks and candidate pairs.
    def block_entries(record):
        number, (keys, _) = record
        name_split, place_split = split_values(keys)
        return [((key["key"], key["whenOversized"]), (number, name_split, place_split)) for key in keys["keys"]]

    pairs = distinct.flatMap(block_entries).groupByKey(parts) \
        .flatMap(lambda block: block_pairs(list(block[1]), block[0][1], maximum_block, window)) \
        .distinct(parts).cache()
    pair_count = pairs.count()
    mark("blocks")

    # 5. Scores: each pair with its two record lines, per partition; links only.
    scoring = ["--params", options.params, "--book-size", str(book_size)]
    with_first = pairs.join(record_lines).map(lambda x: (x[1][0], (x[0], x[1][1])))
    with_both = with_first.join(record_lines) \
        .map(lambda x: ((x[1][0][0], x[0]), (x[1][0][1], x[1][1])))

    def score_input(items):
        sent = set()
        for (first, second), (first_line, second_line) in items:
            for number, line in ((first, first_line), (second, second_line)):
                if number not in sent:
                    sent.add(number)
                    yield line
            yield pair_line(first, second)

    links = with_both.mapPartitions(score_input) \
        .pipe(step_command(options, "score-pairs", "--links-only", *scoring)) \
        .map(lambda line: tuple(json.loads(line)["pair"])).cache()
    link_count = links.count()
    mark("scores")

    # 6. Components.
    labels, rounds = label_propagation(sc, links, parts)
    mark("components")

    # 7. Clusters: each component's record lines and links in one partition.
    component_records = labels.join(record_lines).map(lambda x: (x[1][0], x[1][1]))
    component_links = links.join(labels).map(lambda x: (x[1][1], pair_line(x[0], x[1][0])))
    cluster_lines = component_records.union(component_links).partitionBy(parts) \
        .map(lambda x: x[1]).pipe(step_command(options, "cluster", *scoring))
    clusters = [c["members"] for c in cluster_lines.map(json.loads).collect() if len(c["members"]) > 1]
    mark("clusters")

    # 8. Copies back; each cluster merged.
    clusters = expand_copies(clusters, copies_of)
    cluster_of = {member: members[0] for members in clusters for member in members}
    cluster_b = sc.broadcast(cluster_of)
    merged = records.filter(lambda r: r[0] in cluster_b.value) \
        .map(lambda r: (cluster_b.value[r[0]], record_line(r[0], r[1][1], cluster=cluster_b.value[r[0]]))) \
        .partitionBy(parts).map(lambda x: x[1]) \
        .pipe(step_command(options, "unify")) \
        .map(lambda line: (json.loads(line)["cluster"], card_text(line)))
    mark("unify")

    # 9. The book in order of each cluster's first record.
    firsts = records.filter(lambda r: cluster_b.value.get(r[0], r[0]) == r[0]) \
        .map(lambda r: (r[0], r[1][1]))
    cards = firsts.leftOuterJoin(merged).map(lambda x: (x[0], x[1][1] if x[1][1] is not None else x[1][0])) \
        .sortByKey()
    with open(options.output, "w", encoding="utf-8") as output:
        for _, card in cards.toLocalIterator():
            output.write(card + "\n")
    if options.clusters:
        uids = records.map(lambda r: (r[0], json.loads(r[1][1]).get("uid"))).sortByKey()
        with open(options.clusters, "w", encoding="utf-8") as csv:
            csv.write("record,cluster\n")
            numbers = {}
            for number, uid in uids.toLocalIterator():
                first = cluster_of.get(number, number)
                if first not in numbers:
                    numbers[first] = len(numbers) + 1
                csv.write(f"{uid if uid else number},{numbers[first]}\n")
    mark("write")
    print(f"{total} records, {book_size} distinct, {pair_count} pairs, {link_count} links, "
          f"{rounds} label-propagation rounds, {len(clusters)} clusters", file=sys.stderr)
    if options.timings:
        previous = 0.0
        for name, at in marks:
            print(f"  {name}: {at - previous:.1f} s", file=sys.stderr)
            previous = at
    sc.stop()


if __name__ == "__main__":
    main()

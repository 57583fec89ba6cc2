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
import zlib

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
    parser.add_argument("--driver-memory", default="4g",
                        help="the driver JVM's heap (default 4g; in local mode it holds the executors' cache too)")
    parser.add_argument("--timings", action="store_true",
                        help="print each step's wall time and shuffle (bytes written, from Spark's status API) on stderr")
    return parser.parse_args(argv)


def step_command(options, *words):
    """A step's command line for RDD.pipe (quoted: pipe splits it on white space)."""
    command = [options.contactkit] + list(words) + ["--quiet"]
    if options.region:
        command += ["--region", options.region]
    if options.locale:
        command += ["--locale", options.locale]
    return " ".join(shlex.quote(word) for word in command)


def shuffle_by_step(sc, marks, started):
    """Shuffle bytes written per step: each completed stage counted in the step it ended in.

    Reads Spark's monitoring API (the UI's /api/v1); {} when the UI is off or unreachable.
    """
    import datetime
    import urllib.request
    try:
        url = f"{sc.uiWebUrl}/api/v1/applications/{sc.applicationId}/stages?status=complete"
        stages = json.load(urllib.request.urlopen(url, timeout=10))
    except Exception:  # the figures are a report only
        return {}
    written = {}
    for stage in stages:
        ended = datetime.datetime.strptime(stage["completionTime"], "%Y-%m-%dT%H:%M:%S.%f%Z") \
            .replace(tzinfo=datetime.timezone.utc).timestamp()
        step = next((name for name, at in marks if ended <= started + at), marks[-1][0])
        written[step] = written.get(step, 0) + stage["shuffleWriteBytes"]
    return written


PAIR, SHIPPED, HOME = 0, 1, 2  # what an item of the scoring input is


def slot_key(number, keys, partitions):
    """A distinct record's key in the scoring steps: number × partitions + home partition.

    Spark places an integer key k in partition k % partitions, so the record goes to its home
    partition, chosen by its name key (a CRC-32, the same in every worker): the pairs of two
    records with one name key then have both lines at home, and a line is shipped only to
    the other partitions that hold pairs of the record. Records without a name key are
    spread by number.
    """
    name = keys.get("nameKey")
    home = zlib.crc32(name.encode("utf-8")) % partitions if name else number % partitions
    return number * partitions + home


def unique(items):
    """The items of one partition, each once (a pair's copies share a partition)."""
    seen = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            yield item


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
    from pyspark import SparkConf, SparkContext, StorageLevel

    conf = SparkConf().setAppName("contactkit-dedupe").set("spark.ui.showConsoleProgress", "false")
    if not conf.contains("spark.driver.memory"):  # spark-submit's --driver-memory wins
        conf = conf.set("spark.driver.memory", options.driver_memory)
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
    keyed = book.pipe(step_command(options, "dedupe", "--emit-keys", "--from", "ndjson")) \
        .persist(StorageLevel.MEMORY_AND_DISK)
    counts = keyed.mapPartitionsWithIndex(lambda index, lines: [(index, sum(1 for _ in lines))]).collect()
    offsets, total = partition_offsets(counts)
    offsets_b = sc.broadcast(offsets)

    def numbered(index, lines):
        for line in lines:
            keys = json.loads(line)
            del keys["card"]  # kept as text beside the keys
            number = keys["record"] + offsets_b.value[index]
            yield number, (keys, card_text(line))

    records = keyed.mapPartitionsWithIndex(numbered).persist(StorageLevel.MEMORY_AND_DISK)
    mark("keys")

    # 2. Exact copies.
    representative_of = records.map(lambda r: (r[1][0]["copy"], r[0])).reduceByKey(min)
    copies = records.map(lambda r: (r[1][0]["copy"], r[0])).join(representative_of) \
        .filter(lambda x: x[1][0] != x[1][1]).map(lambda x: (x[1][1], x[1][0]))
    copies_of = copies.groupByKey().mapValues(sorted).collectAsMap()
    copied = set(c for cs in copies_of.values() for c in cs)
    copied_b = sc.broadcast(copied)
    distinct = records.filter(lambda r: r[0] not in copied_b.value).persist(StorageLevel.MEMORY_AND_DISK)
    book_size = distinct.count()
    keyed.unpersist()  # records hold what is needed of it
    mark("copies")

    # 3. Term counts: uses and different names per term, back on each record. From here on a
    # distinct record is keyed by its slot (number × partitions + home partition, see
    # slot_key), so the record lines are left in their home partitions for scoring.
    slotted = distinct.map(lambda r: (slot_key(r[0], r[1][0], parts), r[1]))
    term_counts = distinct.flatMap(lambda r: term_uses(r[1][0])) \
        .aggregateByKey((0, set()), lambda a, name: (a[0] + 1, a[1] | {name}),
                        lambda a, b: (a[0] + b[0], a[1] | b[1])) \
        .mapValues(lambda a: [a[0], len(a[1])])
    record_terms = slotted.flatMap(lambda r: [(term, r[0]) for term in set(r[1][0]["terms"])])
    frequencies = record_terms.join(term_counts).map(lambda x: (x[1][0], (x[0], x[1][1]))) \
        .groupByKey(parts).mapValues(dict)
    record_lines = slotted.join(frequencies, parts) \
        .map(lambda x: (x[0], record_line(x[0] // parts, x[1][0][1], x[1][1])), preservesPartitioning=True) \
        .persist(StorageLevel.MEMORY_AND_DISK)
    record_lines.count()  # so that the step's work and shuffle are counted here
    mark("frequencies")

    # 4. Blocks and candidate pairs: each pair (a, b) in a's home partition, made unique there.
    def block_entries(record):
        slot, (keys, _) = record
        name_split, place_split = split_values(keys)
        return [((key["key"], key["whenOversized"]), (slot // parts, name_split, place_split, slot)) for key in keys["keys"]]

    def slotted_pairs(block):
        (_, rule), members = block
        members = list(members)
        slot_of = {member[0]: member[3] for member in members}
        return [(slot_of[a], slot_of[b]) for a, b in
                block_pairs([member[:3] for member in members], rule, maximum_block, window)]

    pairs = slotted.flatMap(block_entries).groupByKey(parts).flatMap(slotted_pairs) \
        .partitionBy(parts).mapPartitions(unique, preservesPartitioning=True) \
        .persist(StorageLevel.MEMORY_AND_DISK)
    pair_count = pairs.count()
    mark("blocks")

    # 5. Scores, per partition: its pairs, the record lines at home there, and each record
    # line from another partition once (not once per pair); links only.
    scoring = ["--params", options.params, "--book-size", str(book_size)]
    needs = pairs.filter(lambda p: p[0] % parts != p[1] % parts).map(lambda p: (p[1], p[0] % parts)) \
        .partitionBy(parts).mapPartitions(unique, preservesPartitioning=True)
    shipped = needs.join(record_lines, parts).map(lambda x: (x[1][0], (SHIPPED, x[1][1]))).partitionBy(parts)
    score_input = pairs.mapValues(lambda b: (PAIR, b)).union(shipped) \
        .union(record_lines.mapValues(lambda line: (HOME, line)))
    assert score_input.getNumPartitions() == parts, "the scoring input must keep the home partitions"

    def score_lines(items):
        needed, waiting = set(), {}
        for slot, (kind, value) in items:
            if kind == PAIR:
                needed.update((slot, value))
                yield pair_line(slot // parts, value // parts)
            elif kind == SHIPPED or slot in needed:
                yield value
            else:
                waiting[slot] = value  # only when home lines come before pairs
        for slot, line in waiting.items():
            if slot in needed:
                yield line

    links = score_input.mapPartitions(score_lines) \
        .pipe(step_command(options, "score-pairs", "--links-only", *scoring)) \
        .map(lambda line: tuple(json.loads(line)["pair"])).cache()
    link_count = links.count()
    mark("scores")
    record_lines = record_lines.map(lambda x: (x[0] // parts, x[1]))  # by record number again

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
        time.sleep(1)  # the status store is filled from the listener bus, shortly after a job ends
        written = shuffle_by_step(sc, marks, started)
        previous = 0.0
        for name, at in marks:
            shuffle = f", shuffle {written.get(name, 0) / 1e6:.1f} MB written" if written else ""
            print(f"  {name}: {at - previous:.1f} s{shuffle}", file=sys.stderr)
            previous = at
    sc.stop()


if __name__ == "__main__":
    main()

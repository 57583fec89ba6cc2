#!/usr/bin/env python3
"""Normalize (or convert) a large vCard or NDJSON book on Apache Spark, output in input order.

    python3 normalize_spark.py BOOK.vcf -o OUT.vcf [--contactkit PATH] [--partitions N] \
        [-- normalize options, e.g. --region US --to vcard:4.0]

The book is cut between cards (an NDJSON line is a card; a vCard card starts at a line
`BEGIN:VCARD`), each partition of whole cards goes through one `contactkit normalize` by
`RDD.pipe`, and the partitions' outputs are written one after another in order. The
output is byte for byte what `contactkit normalize BOOK ...` writes for formats whose output
is one record after another (vCard, NDJSON; not jCard's one array or CSV's one header; the
default target is vCard 3.0, as for `contactkit normalize` writing to standard output).

Limits: lines are rejoined with LF (a vCard's CRLF is read the same); a vCard 2.1 card with
a nested AGENT card is cut at the nested BEGIN:VCARD, so such books should be converted in
one process. Diagnostics name lines of each partition's input, not of the book.
"""

import argparse
import os
import shlex
import sys

from contactkit_steps import partition_offsets


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("book")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--contactkit", default="contactkit")
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--master", default=None)
    # After `--`: options for `contactkit normalize` (--region, --to, ...).
    argv = list(sys.argv[1:] if argv is None else argv)
    step = argv[argv.index("--") + 1:] if "--" in argv else []
    options = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    from pyspark import SparkConf, SparkContext

    conf = SparkConf().setAppName("contactkit-normalize").set("spark.ui.showConsoleProgress", "false")
    if options.master or not conf.contains("spark.master"):
        conf = conf.setMaster(options.master or "local[2]")
    sc = SparkContext.getOrCreate(conf)
    sc.setLogLevel("WARN")
    sc.addPyFile(os.path.join(os.path.dirname(os.path.abspath(__file__)), "contactkit_steps.py"))
    parts = options.partitions
    ndjson = options.book.endswith(".ndjson") or options.book.endswith(".jsonl")
    source = "ndjson" if ndjson else "vcard"
    command = " ".join(shlex.quote(w) for w in [options.contactkit, "normalize", "--from", source, "--quiet"] + step)

    lines = sc.textFile(options.book, minPartitions=parts)
    if ndjson:
        cards = lines.filter(lambda line: line.strip())
    else:
        # Card number of every line: the BEGIN:VCARD lines before it, across partitions.
        def starts(line):
            return line.lstrip("\ufeff \t").upper().startswith("BEGIN:VCARD")

        counts = lines.mapPartitionsWithIndex(lambda i, it: [(i, sum(1 for l in it if starts(l)))]).collect()
        offsets_b = sc.broadcast(partition_offsets(counts)[0])

        def numbered(index, it):
            card = offsets_b.value[index]  # lines before the first BEGIN belong to card 0's preamble
            for position, line in enumerate(it):
                if starts(line):
                    card += 1
                yield card, (index, position, line)

        # Whole cards, in order, spread over the partitions by card number.
        cards = lines.mapPartitionsWithIndex(numbered).groupByKey() \
            .mapValues(lambda rows: "\n".join(line for _, _, line in sorted(rows))) \
            .sortByKey(numPartitions=parts).values()
    normalized = cards.pipe(command)
    # pipe gives the output's lines without their LF (a vCard line keeps its CR).
    with open(options.output, "w", encoding="utf-8", newline="") as output:
        for line in normalized.toLocalIterator():
            output.write(line + "\n")
    sc.stop()


if __name__ == "__main__":
    main()

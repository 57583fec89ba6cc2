#!/usr/bin/env python3
"""Normalize (or convert) a large vCard or NDJSON book on Apache Spark, output in input order.

    python3 normalize_spark.py BOOK.vcf -o OUT.vcf [--contactkit PATH] [--partitions N] \
        [-- normalize options, e.g. --region US --to vcard:4.0]

The book is cut between cards (an NDJSON line is a card; a vCard card starts at a line
`BEGIN:VCARD`) without a shuffle: each partition of the text gives the lines before its first
BEGIN:VCARD to the partition before it. Each partition of whole cards goes through one
`contactkit normalize` by `RDD.pipe`, and the partitions' outputs are written one after
another in order. The
output is byte for byte what `contactkit normalize BOOK ...` writes for formats whose output
is one record after another (vCard, NDJSON; not jCard's one array or CSV's one header; the
default target is vCard 3.0, as for `contactkit normalize` writing to standard output).

Limits: lines are rejoined with LF (a vCard's CRLF is read the same); a vCard 2.1 card with
a nested AGENT card is cut at the nested BEGIN:VCARD, so such books should be converted in
one process. Diagnostics name lines of each partition's input, not of the book. The heads
pass through the driver: a card longer than a partition (some 32 MB) is held there whole.
"""

import argparse
import shlex
import sys



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
    parts = options.partitions
    ndjson = options.book.endswith(".ndjson") or options.book.endswith(".jsonl")
    source = "ndjson" if ndjson else "vcard"
    command = " ".join(shlex.quote(w) for w in [options.contactkit, "normalize", "--from", source, "--quiet"] + step)

    lines = sc.textFile(options.book, minPartitions=parts)
    if ndjson:
        cards = lines.filter(lambda line: line.strip())
    else:
        # Whole cards without a shuffle: the lines of a partition before its first BEGIN:VCARD
        # (its head) end the previous partition's last card, so each partition drops its head
        # and takes the heads of the partitions after it, up to one that has a BEGIN:VCARD.
        def starts(line):
            return line.lstrip("\ufeff \t").upper().startswith("BEGIN:VCARD")

        def head(index, it):
            lines = []
            for line in it:
                if starts(line):
                    return [(index, (True, lines))]
                lines.append(line)
            return [(index, (False, lines))]

        heads_b = sc.broadcast(dict(lines.mapPartitionsWithIndex(head).collect()))
        count = lines.getNumPartitions()

        def whole_cards(index, it):
            has_begin, own_head = heads_b.value[index]
            if index > 0:
                if not has_begin:
                    return  # all of it ends a card of an earlier partition
                for _ in own_head:
                    next(it)
            yield from it
            for following in range(index + 1, count):
                more, tail = heads_b.value[following]
                yield from tail
                if more:
                    break

        cards = lines.mapPartitionsWithIndex(whole_cards)

    def chunks(it):
        """The output lines rejoined, about a megabyte at a time (fewer items for the driver)."""
        buffer, size = [], 0
        for line in it:
            buffer.append(line)
            size += len(line)
            if size >= 1 << 20:
                yield "\n".join(buffer) + "\n"
                buffer, size = [], 0
        if buffer:
            yield "\n".join(buffer) + "\n"

    # pipe gives the output's lines without their LF (a vCard line keeps its CR).
    normalized = cards.pipe(command).mapPartitions(chunks)
    with open(options.output, "w", encoding="utf-8", newline="") as output:
        for chunk in normalized.toLocalIterator():
            output.write(chunk)
    sc.stop()


if __name__ == "__main__":
    main()

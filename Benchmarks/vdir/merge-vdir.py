#!/usr/bin/env python3
"""Times merging a vdir (one contact per .vcf file) into one file against converting the
same bytes given as one file, in the same run (issue 35 item 7: at most 3x).

    python3 Benchmarks/vdir/merge-vdir.py --count 200000 --binary .build/release/contactkit

The corpus comes from Benchmarks/generate-corpus.py (vCard 3.0); the vdir holds exactly its
cards, one per file, so both runs read the same bytes. Runs alternate (vdir, file, ...) so
that load on a shared machine falls on both; wall and processor (user+sys) seconds of each
run are printed, then the medians and their ratios. Standard library only.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def split_cards(data):
    """The cards of a vCard file, each from BEGIN:VCARD to its END:VCARD line end."""
    cards = []
    start = data.find(b"BEGIN:VCARD")
    while start != -1:
        end = data.find(b"END:VCARD", start)
        end = data.find(b"\n", end) + 1
        cards.append(data[start:end])
        start = data.find(b"BEGIN:VCARD", end)
    return cards


def timed(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=".build/release/contactkit")
    parser.add_argument("--work", default=None, help="scratch directory (default: a temporary one)")
    args = parser.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="vdir-bench-")
    one = os.path.join(work, "one.vcf")
    vdir = os.path.join(work, "vdir")
    if not os.path.exists(one):
        subprocess.run([sys.executable, os.path.join(HERE, "..", "generate-corpus.py"), "--count",
                        str(args.count), "--format", "vcard3", "-o", one], check=True)
    if not os.path.isdir(vdir):
        os.makedirs(vdir)
        with open(one, "rb") as handle:
            cards = split_cards(handle.read())
        for index, card in enumerate(cards):
            with open(os.path.join(vdir, "%07d.vcf" % index), "wb") as out:
                out.write(card)
    files = len(os.listdir(vdir))
    print("corpus: %d contacts, %d files, %d bytes" % (args.count, files, os.path.getsize(one)))
    results = {"vdir": [], "file": []}
    for run in range(args.runs):
        for name, source in (("vdir", vdir), ("file", one)):
            wall, cpu = timed([args.binary, "convert", source, "-o", os.path.join(work, "out.vcf"), "--quiet"])
            results[name].append((wall, cpu))
            print("run %d %-4s wall %.2f s  cpu %.2f s" % (run + 1, name, wall, cpu))
    medians = {name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
               for name, values in results.items()}
    for name, (wall, cpu) in medians.items():
        print("median %-4s wall %.2f s  cpu %.2f s" % (name, wall, cpu))
    print("ratio vdir/file: wall %.2fx, cpu %.2fx" % (medians["vdir"][0] / medians["file"][0],
                                                      medians["vdir"][1] / medians["file"][1]))
    print("load: " + open("/proc/loadavg").read().strip())


if __name__ == "__main__":
    main()

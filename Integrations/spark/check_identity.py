#!/usr/bin/env python3
"""Check that Spark (local mode) gives what one process gives, on a generated book.

    python3 check_identity.py --contactkit PATH [--people 5550] [--seed 4411] [--partitions 4]
        [--workdir DIR] [--normalize [--no-dedupe]] [--reuse-single]

Generates a book with Benchmarks/dedupe/generate.py (households, new corruption kinds),
converts it to NDJSON, estimates the model once, then runs
`contactkit dedupe BOOK --params P.json --to ndjson --clusters` and dedupe_spark.py with the
same model, and compares: the merged books byte for byte, the clusters CSVs byte for byte
(so the record-to-cluster partition). With --normalize it also checks the normalize recipe
(normalize_spark.py) against `contactkit normalize` on the vCard book, byte for byte.
Prints wall and CPU time of both (GNU time), the peak resident memory of the largest process and
of the whole process tree at one moment (JVM, Python workers and contactkit processes summed,
sampled every half second), and the load average; exits 1 on any difference.
"""

import argparse
import os
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def tree_usage(root, cpu_seen):
    """Resident memory of a process and all its descendants, summed (KiB), from /proc.

    cpu_seen: pid -> CPU seconds (user + system) last read for it, updated here.
    """
    children, stats = {}, {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            stats[int(entry)] = fields
            children.setdefault(int(fields[1]), []).append(int(entry))
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        stack += children.get(pid, [])
        if pid in stats:
            cpu_seen[pid] = (int(stats[pid][11]) + int(stats[pid][12])) / TICKS
            total += int(stats[pid][21]) * PAGE // 1024
    return total


TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def timed(command, **kwargs):
    """Runs command under GNU time, sampling the summed resident memory of its process tree.

    Returns (wall seconds, peak KiB of the largest single process, peak KiB of the whole tree
    at one moment, CPU seconds, load averages, stderr). CPU is GNU time's (the waited-for
    tree) or, when larger, the sum over the tree's processes of their own user + system time
    as last sampled (Spark's JVM and its Python workers are not waited for): a lower bound,
    missing the last half second of each process and processes shorter than that.
    """
    started = time.time()
    load = os.getloadavg()[0]
    process = subprocess.Popen(["/usr/bin/time", "-f", "%M %U %S"] + command, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, **kwargs)
    tree_peak, cpu_seen = [0], {}

    def sample():
        while process.poll() is None:
            tree_peak[0] = max(tree_peak[0], tree_usage(process.pid, cpu_seen))
            time.sleep(0.5)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, stderr = process.communicate()
    sampler.join()
    wall = time.time() - started
    if process.returncode != 0:
        sys.stderr.write(stderr)
        raise SystemExit(f"{' '.join(command[:3])} exited {process.returncode}")
    peak, user, system = stderr.strip().splitlines()[-1].split()
    loads = f"load {load:.1f} -> {os.getloadavg()[0]:.1f}"
    cpu = max(float(user) + float(system), sum(cpu_seen.values()))
    return wall, int(peak), tree_peak[0], cpu, loads, stderr


def same(label, a, b):
    ok = open(a, "rb").read() == open(b, "rb").read()
    print(f"{label}: {'identical' if ok else 'DIFFERENT'} ({a} vs {b})")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--contactkit", required=True)
    parser.add_argument("--people", type=int, default=5550, help="5550 people give about 10k records")
    parser.add_argument("--seed", type=int, default=4411)
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--workdir", default="/tmp/contactkit-spark-check")
    parser.add_argument("--normalize", action="store_true")
    parser.add_argument("--no-dedupe", action="store_true", help="only the normalize recipe (with --normalize)")
    parser.add_argument("--reuse-single", action="store_true",
                        help="keep the book, model and single-process outputs of an earlier run in --workdir")
    options = parser.parse_args()
    os.makedirs(options.workdir, exist_ok=True)
    ck = os.path.abspath(options.contactkit)
    w = lambda name: os.path.join(options.workdir, name)
    reuse = lambda *names: options.reuse_single and all(os.path.exists(w(name)) for name in names)

    def report(label, figures):
        wall, peak, tree, cpu, loads, _ = figures
        print(f"{label}: wall {wall:.1f} s, cpu {cpu:.1f} s, peak process {peak} KiB, peak tree {tree} KiB ({loads})")

    if not os.path.exists(w("book.vcf")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/dedupe/generate.py"), "--people", str(options.people),
                        "--seed", str(options.seed), "--households", "--new-kinds", "-o", w("book.vcf"),
                        "--truth", w("truth.csv")], check=True)
    ok = True
    if not options.no_dedupe:
        if not reuse("book.ndjson"):
            subprocess.run([ck, "convert", w("book.vcf"), "-o", w("book.ndjson"), "--quiet", "--force"], check=True)
        records = sum(1 for _ in open(w("book.ndjson")))
        print(f"book: {records} records ({w('book.ndjson')})")
        if not reuse("p.json", "single.ndjson", "single.csv"):
            report("estimate", timed([ck, "dedupe", w("book.ndjson"), "--estimate-only", "--params-out", w("p.json"), "--quiet"]))
            report("single process", timed([ck, "dedupe", w("book.ndjson"), "--params", w("p.json"), "--to", "ndjson",
                                            "-o", w("single.ndjson"), "--clusters", w("single.csv"), "--quiet", "--force"]))
        figures = timed([sys.executable, os.path.join(HERE, "dedupe_spark.py"), w("book.ndjson"), "--params", w("p.json"),
                         "-o", w("spark.ndjson"), "--clusters", w("spark.csv"), "--contactkit", ck,
                         "--partitions", str(options.partitions), "--timings"])
        report(f"spark local[2], {options.partitions} partitions", figures)
        print("\n".join(line for line in figures[-1].splitlines() if "records," in line or line.startswith("  ")))
        ok = same("merged cards", w("single.ndjson"), w("spark.ndjson")) & same("clusters CSV", w("single.csv"), w("spark.csv"))
    if options.normalize:
        if not reuse("normalized-single.vcf"):
            report("normalize, one process", timed([ck, "normalize", w("book.vcf"), "-o", w("normalized-single.vcf"), "--quiet",
                                                    "--force", "--region", "US"]))
        report("normalize on spark", timed([sys.executable, os.path.join(HERE, "normalize_spark.py"), w("book.vcf"), "-o",
                                            w("normalized-spark.vcf"), "--contactkit", ck, "--partitions",
                                            str(options.partitions), "--", "--region", "US"]))
        ok = same("normalized vCard", w("normalized-single.vcf"), w("normalized-spark.vcf")) & ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

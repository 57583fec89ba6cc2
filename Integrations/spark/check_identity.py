#!/usr/bin/env python3
"""Check that Spark (local mode) gives what one process gives, on a generated book.

    python3 check_identity.py --contactkit PATH [--people 5550] [--seed 4411] [--partitions 4]
        [--workdir DIR] [--normalize]

Generates a book with Benchmarks/dedupe/generate.py (households, new corruption kinds),
converts it to NDJSON, estimates the model once, then runs
`contactkit dedupe BOOK --params P.json --to ndjson --clusters` and dedupe_spark.py with the
same model, and compares: the merged books byte for byte, the clusters CSVs byte for byte
(so the record-to-cluster partition). With --normalize it also checks the normalize recipe
(normalize_spark.py) against `contactkit normalize` on the vCard book, byte for byte.
Prints wall times and peak memory (GNU time) of both; exits 1 on any difference.
"""

import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def timed(command, **kwargs):
    """Runs command under GNU time; (wall seconds, peak KiB of the process tree's largest)."""
    started = time.time()
    done = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, capture_output=True, text=True, **kwargs)
    wall = time.time() - started
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"{' '.join(command[:3])} exited {done.returncode}")
    peak = int(done.stderr.strip().splitlines()[-1])
    return wall, peak, done.stderr


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
    options = parser.parse_args()
    os.makedirs(options.workdir, exist_ok=True)
    ck = os.path.abspath(options.contactkit)
    w = lambda name: os.path.join(options.workdir, name)
    if not os.path.exists(w("book.vcf")):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/dedupe/generate.py"), "--people", str(options.people),
                        "--seed", str(options.seed), "--households", "--new-kinds", "-o", w("book.vcf"),
                        "--truth", w("truth.csv")], check=True)
    subprocess.run([ck, "convert", w("book.vcf"), "-o", w("book.ndjson"), "--quiet", "--force"], check=True)
    records = sum(1 for _ in open(w("book.ndjson")))
    print(f"book: {records} records ({w('book.ndjson')})")
    wall, peak, _ = timed([ck, "dedupe", w("book.ndjson"), "--estimate-only", "--params-out", w("p.json"), "--quiet"])
    print(f"estimate: {wall:.1f} s, {peak} KiB")
    wall, peak, _ = timed([ck, "dedupe", w("book.ndjson"), "--params", w("p.json"), "--to", "ndjson", "-o", w("single.ndjson"),
                           "--clusters", w("single.csv"), "--quiet", "--force"])
    print(f"single process: {wall:.1f} s, {peak} KiB")
    wall, peak, log = timed([sys.executable, os.path.join(HERE, "dedupe_spark.py"), w("book.ndjson"), "--params", w("p.json"),
                             "-o", w("spark.ndjson"), "--clusters", w("spark.csv"), "--contactkit", ck,
                             "--partitions", str(options.partitions), "--timings"])
    summary = [line for line in log.splitlines() if "records," in line or line.startswith("  ")]
    print(f"spark local[2]: {wall:.1f} s, driver {peak} KiB\n" + "\n".join(summary))
    ok = same("merged cards", w("single.ndjson"), w("spark.ndjson")) & same("clusters CSV", w("single.csv"), w("spark.csv"))
    if options.normalize:
        timed([ck, "normalize", w("book.vcf"), "-o", w("normalized-single.vcf"), "--quiet", "--force", "--region", "US"])
        wall, _, _ = timed([sys.executable, os.path.join(HERE, "normalize_spark.py"), w("book.vcf"), "-o", w("normalized-spark.vcf"),
                            "--contactkit", ck, "--partitions", str(options.partitions), "--", "--region", "US"])
        print(f"normalize on spark: {wall:.1f} s")
        ok = same("normalized vCard", w("normalized-single.vcf"), w("normalized-spark.vcf")) & ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()

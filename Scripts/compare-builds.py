#!/usr/bin/env python3
"""Runs the same contactkit commands with two builds and reports any difference in what
they wrote (standard output, standard error, the -o file) or their exit status.

    Scripts/compare-builds.py BASE-BINARY NEW-BINARY [--corpus DIR] [--threads 1,2]

Inputs: every fixture under Fixtures/vcard and Fixtures/csv (converted to each output
format, normalized), and, with --corpus, the generated books in DIR (*.vcf, *.csv: convert
to vCard 4.0, normalize, validate, dedupe on the 10k ones). Each command runs once per
CONTACTKIT_THREADS value. A refactoring that must not change behaviour shows
"0 differences"; anything else lists the commands whose results differ.

Standard library only.
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(binary, arguments, threads, workdir):
    output = os.path.join(workdir, "out")
    if os.path.exists(output):
        os.remove(output)
    args = [binary] + [output if a == "{out}" else a for a in arguments]
    env = dict(os.environ, CONTACTKIT_THREADS=str(threads))
    done = subprocess.run(args, capture_output=True, env=env, cwd=ROOT, timeout=600)
    written = open(output, "rb").read() if os.path.exists(output) else None
    return done.returncode, done.stdout, done.stderr, written


def commands(corpus):
    fixtures = sorted(glob.glob(os.path.join(ROOT, "Fixtures/vcard/*.vcf")))
    fixtures += sorted(glob.glob(os.path.join(ROOT, "Fixtures/csv/*.csv")))
    for path in fixtures:
        relative = os.path.relpath(path, ROOT)
        for target in ["vcard:2.1", "vcard:3.0", "vcard:4.0", "ndjson", "jcard", "csv:google", "csv:outlook"]:
            yield ["convert", relative, "--to", target]
        yield ["normalize", relative, "--region", "US"]
        yield ["validate", relative]
    for path in sorted(glob.glob(os.path.join(ROOT, "Fixtures/dedupe/*.vcf"))):
        relative = os.path.relpath(path, ROOT)
        yield ["dedupe", relative, "--region", "US"]
        yield ["dedupe", relative, "--dry-run"]
    if not corpus:
        return
    for path in sorted(glob.glob(os.path.join(corpus, "*.vcf")) + glob.glob(os.path.join(corpus, "*.csv"))):
        yield ["convert", path, "--to", "vcard:4.0", "-o", "{out}"]
        yield ["convert", path, "--to", "ndjson", "-o", "{out}"]
        yield ["normalize", path, "--region", "US", "-o", "{out}"]
        yield ["validate", path]
        if "10000" in os.path.basename(path) or "10k" in os.path.basename(path):
            yield ["dedupe", path, "--region", "US", "-o", "{out}"]
            yield ["convert", path, "--ensure-uid", "-o", "{out}"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("--corpus")
    parser.add_argument("--threads", default="1,2")
    options = parser.parse_args()
    differences = 0
    total = 0
    with tempfile.TemporaryDirectory() as workdir:
        for arguments in commands(options.corpus):
            for threads in [int(t) for t in options.threads.split(",")]:
                total += 1
                base = run(options.base, arguments, threads, workdir)
                new = run(options.new, arguments, threads, workdir)
                if base != new:
                    differences += 1
                    parts = [name for name, a, b in zip(["exit", "stdout", "stderr", "file"], base, new) if a != b]
                    print(f"DIFF (threads {threads}: {', '.join(parts)}): contactkit {' '.join(arguments)}")
    print(f"{total} runs, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())

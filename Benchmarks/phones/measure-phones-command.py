#!/usr/bin/env python3
"""`contactkit phones` against the `phonenumbers` package on the same lines, one run each
interleaved, median of several runs: numbers per second, whole process.

    python3 Benchmarks/phones/measure-phones-command.py --contactkit PATH/TO/contactkit \\
        [--count 1000000] [--runs 5] [--region US]

The input is messy numbers from generate-messy-numbers.py for one region (the command
takes one --region for the whole file), repeated to --count lines and kept in
Benchmarks/corpus/. Both sides read the file and write one E.164 line (or an empty line)
per input line to /dev/null. Installs `phonenumbers` with pip when it is missing.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

PYTHON_SIDE = r'''
import sys, phonenumbers
from phonenumbers import NumberParseException, PhoneNumberFormat
region = sys.argv[1]
out = []
with open(sys.argv[2], encoding="utf-8", errors="replace") as handle:
    for line in handle:
        text = line.rstrip("\r\n").strip()
        try:
            number = phonenumbers.parse(text, region)
            out.append(phonenumbers.format_number(number, PhoneNumberFormat.E164))
        except NumberParseException:
            out.append("")
sys.stdout.write("\n".join(out) + "\n")
'''


def ensure_phonenumbers():
    try:
        import phonenumbers  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "phonenumbers"], check=True)


def make_input(region, count):
    corpus = os.path.join(ROOT, "Benchmarks", "corpus")
    os.makedirs(corpus, exist_ok=True)
    path = os.path.join(corpus, f"phones-{region}-{count}.txt")
    if os.path.exists(path):
        return path
    generated = subprocess.run(
        [sys.executable, os.path.join(HERE, "generate-messy-numbers.py"), "--count", "400000", "--seed", "3", "--mix", "classic"],
        check=True, capture_output=True, text=True).stdout.splitlines()
    lines = [line.split("\t", 1)[1] for line in generated if line.startswith(region + "\t")]
    if not lines:
        sys.exit(f"no generated numbers for region {region}")
    with open(path, "w", encoding="utf-8") as handle:
        for index in range(count):
            handle.write(lines[index % len(lines)] + "\n")
    return path


def timed(command):
    start = time.perf_counter()
    with open(os.devnull, "w") as sink:
        subprocess.run(command, check=True, stdout=sink, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contactkit", required=True)
    parser.add_argument("--count", type=int, default=1000000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--region", default="US")
    arguments = parser.parse_args()
    ensure_phonenumbers()
    path = make_input(arguments.region, arguments.count)
    ours, theirs = [], []
    for _ in range(arguments.runs):  # interleaved, so load affects both alike
        ours.append(timed([arguments.contactkit, "phones", path, "--region", arguments.region, "--quiet"]))
        theirs.append(timed([sys.executable, "-c", PYTHON_SIDE, arguments.region, path]))
    ours_median, theirs_median = statistics.median(ours), statistics.median(theirs)
    count = arguments.count
    print(f"input: {count} lines, region {arguments.region}, {arguments.runs} interleaved runs (median)")
    print(f"contactkit phones: {ours_median:.2f} s, {count / ours_median:,.0f} numbers/s")
    print(f"phonenumbers     : {theirs_median:.2f} s, {count / theirs_median:,.0f} numbers/s")
    print(f"ratio            : {theirs_median / ours_median:.1f}x")


if __name__ == "__main__":
    main()

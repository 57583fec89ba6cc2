#!/usr/bin/env python3
"""Numbers per second: our parser against the `phonenumbers` package, on the same input.

    python3 Benchmarks/phones/measure-throughput.py --ours PATH/TO/phones-oracle \\
        [--input FILE.tsv | --count 1000000] [--runs 3]

Both sides run as a separate process that reads `region<TAB>input` lines from the file,
parses each number with the line's default region, writes its E.164 form (or an error)
per line to /dev/null. The wall-clock time of each process includes start-up and I/O; the
median of the runs is reported. Without --input, the lines come from
generate-messy-numbers.py (seed 1) and are kept in Benchmarks/corpus/.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run_phonenumbers(path):
    import phonenumbers
    from phonenumbers import NumberParseException, PhoneNumberFormat
    output = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            region, text = line.rstrip("\n").split("\t", 1)
            try:
                number = phonenumbers.parse(text, region)
                output.append(phonenumbers.format_number(number, PhoneNumberFormat.E164))
            except NumberParseException as error:
                output.append("!%d" % error.error_type)
    sys.stdout.write("\n".join(output) + "\n")


def timed(command, path):
    with open(path, "rb") as source, open(os.devnull, "wb") as sink:
        start = time.perf_counter()
        subprocess.run(command, stdin=source, stdout=sink, check=True)
        return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ours")
    parser.add_argument("--input")
    parser.add_argument("--count", type=int, default=1000000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--run-phonenumbers", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.run_phonenumbers:
        run_phonenumbers(arguments.run_phonenumbers)
        return
    path = arguments.input
    if path is None:
        corpus = os.path.join(HERE, "..", "corpus")
        os.makedirs(corpus, exist_ok=True)
        path = os.path.join(corpus, "phones-%d.tsv" % arguments.count)
        if not os.path.exists(path):
            with open(path, "w", encoding="utf-8") as handle:
                subprocess.run([sys.executable, os.path.join(HERE, "generate-messy-numbers.py"),
                                "--count", str(arguments.count), "--seed", "1"], stdout=handle, check=True)
    with open(path, encoding="utf-8") as handle:
        lines = sum(1 for _ in handle)
    sides = [("ours", [arguments.ours]),
             ("phonenumbers", [sys.executable, os.path.abspath(__file__), "--run-phonenumbers", path])]
    results = {}
    for name, command in sides:
        times = [timed(command, path) for _ in range(arguments.runs)]
        results[name] = statistics.median(times)
        print("%-13s %d lines: median %.2f s of %s -> %.0f numbers/s"
              % (name, lines, results[name], ", ".join("%.2f" % t for t in times), lines / results[name]))
    print("ours / phonenumbers: %.1f x" % (results["phonenumbers"] / results["ours"]))


if __name__ == "__main__":
    main()

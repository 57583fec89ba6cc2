#!/usr/bin/env python3
"""Hostile inputs at two sizes: the time must grow in proportion to the size (no
super-linear work). Prints one row per case: size, seconds and the growth ratio.

    python3 Benchmarks/hostile/run-hostile-inputs.py --contactkit PATH/TO/contactkit [--scale 1.0]

Cases (sizes at --scale 1; the second size is twice the first):
  long-line       one property whose value is one 100 MB line
  many-folds      one value folded into 1,000,000 pieces
  many-parameters one property with 1,000,000 parameters
  many-components an ADR with 1,000,000 `;` components
  many-cards      1,000,000 small cards converted with --split (files into a temp folder)
  csv-open-quote  a CSV whose first data row opens a quote that never closes, then 300 MB of
                  rows: reported with its line, and the rows after it are still read
Each case runs `contactkit validate` (or `convert --split`) with limits raised so the input
is really processed; inputs are generated into a temporary folder and deleted afterwards.
A ratio near 2.0 is linear; near 4.0 would be quadratic. For many-cards a second row
times the same number of bare create+rename calls from Python in the same folder: file
systems (ext4 in a VM here) slow down as one folder fills, and that row shows how much of
the growth is theirs.
"""
import argparse
import os
import shutil
import subprocess
import tempfile
import time

HEAD = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Hostile Input\r\n"
TAIL = "END:VCARD\r\n"


def write_long_line(path, size):
    with open(path, "w") as out:
        out.write(HEAD + "NOTE:")
        chunk = "x" * (1 << 20)
        for _ in range(size // len(chunk)):
            out.write(chunk)
        out.write("\r\n" + TAIL)


def write_many_folds(path, size):
    pieces = size // 80
    with open(path, "w") as out:
        out.write(HEAD + "NOTE:start\r\n")
        line = " " + "y" * 77 + "\r\n"
        for _ in range(pieces):
            out.write(line)
        out.write(TAIL)


def write_many_parameters(path, size):
    count = size // 12
    with open(path, "w") as out:
        out.write(HEAD + "X-MANY")
        for index in range(count):
            out.write(f";X-P{index % 1000:03d}=v")
        out.write(":value\r\n" + TAIL)


def write_many_components(path, size):
    count = size // 3
    with open(path, "w") as out:
        out.write(HEAD + "ADR:")
        out.write("a;" * count)
        out.write("end\r\n" + TAIL)


def write_many_cards(path, size):
    count = size // 60
    with open(path, "w") as out:
        for index in range(count):
            out.write(f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person {index}\r\nEND:VCARD\r\n")


def write_csv_open_quote(path, size):
    rows = size // 40
    with open(path, "w") as out:
        out.write("First Name,Last Name,Email\r\n")
        out.write('Broken,"Quote,broken@example.com\r\n')
        for index in range(rows):
            out.write(f"Person,Number {index},p{index}@example.com\r\n")


CASES = [
    ("long-line", write_long_line, 100 << 20, ["validate"]),
    ("many-folds", write_many_folds, 80_000_000, ["validate"]),
    ("many-parameters", write_many_parameters, 12_000_000, ["validate"]),
    ("many-components", write_many_components, 3_000_000, ["validate"]),
    ("many-cards", write_many_cards, 60_000_000, ["convert", "--split"]),
    ("csv-open-quote", write_csv_open_quote, 300_000_000, ["validate"]),
]

RAISED = ["--max-line-length", "1G", "--max-properties", "100000000"]


def filesystem_baseline(count, workdir):
    """Creates and renames `count` small files in one folder, as --split does."""
    folder = os.path.join(workdir, "baseline")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    start = time.perf_counter()
    for index in range(count):
        temporary = os.path.join(folder, f".Person {index}.vcf.tmp")
        descriptor = os.open(temporary, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        os.write(descriptor, b"BEGIN:VCARD\r\nEND:VCARD\r\n")
        os.close(descriptor)
        os.rename(temporary, os.path.join(folder, f"Person {index}.vcf"))
    elapsed = time.perf_counter() - start
    shutil.rmtree(folder, ignore_errors=True)
    return elapsed


def run_case(contactkit, command, path, workdir):
    arguments = [contactkit] + command + [path, "--quiet"] + RAISED
    if "--split" in command:
        output = os.path.join(workdir, "split")
        shutil.rmtree(output, ignore_errors=True)
        arguments += ["--output-dir", output]
    start = time.perf_counter()
    result = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if "--split" in command:
        shutil.rmtree(os.path.join(workdir, "split"), ignore_errors=True)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(arguments)} failed ({result.returncode}): {result.stderr[:500]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contactkit", required=True)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", default="")
    parser.add_argument(
        "--workdir", default=None,
        help="where inputs and --split output go (e.g. /dev/shm: a tmpfs does not slow down as a folder fills)")
    arguments = parser.parse_args()
    only = set(filter(None, arguments.only.split(",")))
    workdir = tempfile.mkdtemp(prefix="contactkit-hostile-", dir=arguments.workdir)
    try:
        print(f"{'case':<17}{'size 1':>12}{'time 1':>9}{'size 2':>12}{'time 2':>9}{'ratio':>7}")
        for name, write, base, command in CASES:
            if only and name not in only:
                continue
            times, sizes = [], []
            for factor in (1, 2):
                size = int(base * arguments.scale) * factor
                path = os.path.join(workdir, f"{name}.vcf")
                write(path, size)
                sizes.append(os.path.getsize(path))
                times.append(run_case(arguments.contactkit, command, path, workdir))
                os.remove(path)
            ratio = times[1] / times[0] if times[0] > 0 else float("nan")
            print(f"{name:<17}{sizes[0]:>12,}{times[0]:>8.2f}s{sizes[1]:>12,}{times[1]:>8.2f}s{ratio:>7.2f}")
            if name == "many-cards":
                counts = [int(base * arguments.scale) * factor // 60 for factor in (1, 2)]
                base_times = [filesystem_baseline(count, workdir) for count in counts]
                base_ratio = base_times[1] / base_times[0] if base_times[0] > 0 else float("nan")
                print(f"{'  (file system)':<17}{counts[0]:>12,}{base_times[0]:>8.2f}s{counts[1]:>12,}"
                      f"{base_times[1]:>8.2f}s{base_ratio:>7.2f}")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()

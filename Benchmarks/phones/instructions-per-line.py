#!/usr/bin/env python3
"""Instructions per line of `contactkit phones` on one thread, counted by callgrind:
the difference between runs on 40,000 and 20,000 lines, divided by 20,000 (start-up and
the one-time loading of the metadata cancel out). Repeatable to the instruction, so it
judges a change even on a loaded machine.

    python3 Benchmarks/phones/instructions-per-line.py .build/release/contactkit [OTHER ...]

Inputs (made once under /tmp/contactkit-phones-ipl/):
- messy: the first lines of the measure-phones-command.py corpus
  (Benchmarks/corpus/phones-US-1000000.txt, generator seed 3, region US);
- clean: E.164 forms of the numbers phonenumbers calls valid (each parsed in its own
  region) among 200,000 messy lines of seed 7, repeated.
Needs valgrind; installs phonenumbers with pip when it is missing.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WORK = "/tmp/contactkit-phones-ipl"


def ensure_phonenumbers():
    try:
        import phonenumbers  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "phonenumbers"], check=True)


def write_lines(path, lines, count):
    with open(path, "w", encoding="utf-8") as handle:
        for index in range(count):
            handle.write(lines[index % len(lines)] + "\n")


def make_inputs():
    os.makedirs(WORK, exist_ok=True)
    if os.path.exists(os.path.join(WORK, "clean-40000.txt")):
        return
    corpus = os.path.join(ROOT, "Benchmarks", "corpus", "phones-US-1000000.txt")
    if not os.path.exists(corpus):
        sys.exit("run measure-phones-command.py once first: it makes " + corpus)
    with open(corpus, encoding="utf-8") as handle:
        messy = [next(handle).rstrip("\n") for _ in range(40000)]
    ensure_phonenumbers()
    import phonenumbers
    generated = subprocess.run(
        [sys.executable, os.path.join(HERE, "generate-messy-numbers.py"), "--count", "200000", "--seed", "7"],
        check=True, capture_output=True, text=True).stdout.splitlines()
    clean = []
    for line in generated:
        region, text = line.split("\t", 1)
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            clean.append(phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164))
    for count in (20000, 40000):
        write_lines(os.path.join(WORK, f"messy-{count}.txt"), messy, count)
        write_lines(os.path.join(WORK, f"clean-{count}.txt"), clean, count)


def instructions(contactkit, path):
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         contactkit, "phones", path, "--region", "US", "--quiet"],
        env=dict(os.environ, CONTACTKIT_THREADS="1"),
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", result.stderr).group(1))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    make_inputs()
    for contactkit in sys.argv[1:]:
        for kind in ("messy", "clean"):
            small = instructions(contactkit, os.path.join(WORK, f"{kind}-20000.txt"))
            large = instructions(contactkit, os.path.join(WORK, f"{kind}-40000.txt"))
            print(f"{contactkit}: {kind}: {(large - small) // 20000:,} instructions/line "
                  f"(20,000 lines: {small:,}; 40,000: {large:,})")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Speed regression guard: callgrind instruction counts of contactkit against a recorded baseline.

    python3 Scripts/perf/instruction-guard.py [--binary PATH] [--baseline FILE]
        [--tolerance PERCENT] [--cases NAME,...] [--record] [--keep DIR]

Builds the release binary (`swift build -c release --product contactkit`; a no-op after
`swift build -c release`) unless --binary names one, generates deterministic 10,000-contact
books with Benchmarks/generate-corpus.py (seed 1) into a temporary directory, and runs each
case once under `valgrind --tool=callgrind` on one thread (CONTACTKIT_THREADS=1, and
SWIFT_DETERMINISTIC_HASHING=1 so hashing is not seeded per process); the `-2threads` cases
run on two (the chunkers, which cut the input on the calling thread, run only then; valgrind
runs the threads one at a time, and their totals vary by about 0.01 %). Each case's total
instruction count (Ir) is compared with the baseline file; the script prints both figures and
their ratio and exits 1 when a case costs more than the baseline by more than the tolerance
(default: the baseline's `tolerance_percent`, 3 %). A case that got cheaper by more than the
tolerance passes, with a reminder to record the gain so it is guarded too.

Instruction counts do not depend on the machine's load, but they do depend on the toolchain
(the compiler and its runtime): when `swift --version` differs from the version recorded in
the baseline (or the machine architecture or the C library differs), the script says so and
exits 0 without measuring. `--record` measures and rewrites the baseline on purpose (commit it with a body that
says why the figures moved).

Cases (--cases takes these names; default every case in the baseline):
  convert-vcard3   `convert vcard3-10k.vcf --to vcard:4.0 -o OUT`
  csv-google       `convert csv-google-10k.csv --from csv:google --to vcard:4.0 -o OUT`
  csv-outlook      `convert csv-outlook-10k.csv --from csv:outlook --to vcard:4.0 -o OUT`
  validate         `validate vcard3-10k.vcf`
  vcard3-google-csv  `convert vcard3-10k.vcf --to csv:google -o OUT` (rows held for the header)
  validate-2threads    `validate vcard3-10k.vcf` on two threads (the vCard chunker)
  convert-vcard3-2threads  the convert-vcard3 case on two threads (chunker, workers' output
                       handed to the file: what the benchmark's default run does)
  csv-google-2threads  the csv-google case on two threads (the CSV chunker)
  vcard3-google-csv-2threads  the vcard3-google-csv case on two threads (rows composed on
                       the workers, added to the writer's held rows in order)

Every run's output is checked before it counts (exit status 0, 10,000 `BEGIN:VCARD` lines, or
for CSV output a summary saying 10,000 were written): a binary that fails early would
otherwise look fast.

Exit status: 0 within tolerance (or skipped: other toolchain), 1 a regression, 2 the guard could
not measure (no valgrind, build failed, a run failed or wrote the wrong output).

Needs valgrind (Debian: `apt-get install valgrind`; .ci/run installs it) and Python 3's
standard library. Takes about two minutes on two cores after the release build.
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_BASELINE = os.path.join(ROOT, "Scripts", "perf", "instruction-baseline.json")
GENERATOR = os.path.join(ROOT, "Benchmarks", "generate-corpus.py")
COUNT = 10000
SEED = 1

# name -> (generator format, file name, contactkit arguments; {in} and {out} are filled in
# [, threads: 1 unless given])
CASES = {
    "convert-vcard3": ("vcard3", "vcard3-10k.vcf",
                       ["convert", "{in}", "--to", "vcard:4.0", "-o", "{out}"]),
    "csv-google": ("csv-google", "csv-google-10k.csv",
                   ["convert", "{in}", "--from", "csv:google", "--to", "vcard:4.0", "-o", "{out}"]),
    "csv-outlook": ("csv-outlook", "csv-outlook-10k.csv",
                    ["convert", "{in}", "--from", "csv:outlook", "--to", "vcard:4.0", "-o", "{out}"]),
    "validate": ("vcard3", "vcard3-10k.vcf", ["validate", "{in}"]),
    "vcard3-google-csv": ("vcard3", "vcard3-10k.vcf",
                          ["convert", "{in}", "--to", "csv:google", "-o", "{out}"]),
    "validate-2threads": ("vcard3", "vcard3-10k.vcf", ["validate", "{in}"], 2),
    "convert-vcard3-2threads": ("vcard3", "vcard3-10k.vcf",
                                ["convert", "{in}", "--to", "vcard:4.0", "-o", "{out}"], 2),
    "csv-google-2threads": ("csv-google", "csv-google-10k.csv",
                            ["convert", "{in}", "--from", "csv:google", "--to", "vcard:4.0", "-o", "{out}"], 2),
    "vcard3-google-csv-2threads": ("vcard3", "vcard3-10k.vcf",
                                   ["convert", "{in}", "--to", "csv:google", "-o", "{out}"], 2),
}


class GuardError(Exception):
    """The guard could not measure (exit status 2)."""


def swift_version():
    """The toolchain's version, e.g. "6.3.1", and its first `swift --version` line."""
    try:
        done = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise GuardError(f"cannot run `swift --version`: {error}")
    text = done.stdout + done.stderr
    match = re.search(r"Swift version (\S+)", text)
    if not match:
        raise GuardError(f"`swift --version` printed no version: {text.strip()!r}")
    return match.group(1), match.group(0) + text[match.end():].split("\n", 1)[0]


def valgrind_version():
    if shutil.which("valgrind") is None:
        raise GuardError("valgrind is not installed (Debian: apt-get install valgrind)")
    return subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip()


def build_release():
    print("== swift build -c release --product contactkit", flush=True)
    done = subprocess.run(["swift", "build", "-c", "release", "--product", "contactkit"], cwd=ROOT)
    if done.returncode != 0:
        raise GuardError("the release build failed")
    path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "contactkit")


def generate(workdir, fmt, name):
    path = os.path.join(workdir, name)
    if not os.path.exists(path):
        done = subprocess.run([sys.executable, GENERATOR, "--count", str(COUNT), "--format", fmt,
                               "--seed", str(SEED), "-o", path], capture_output=True, text=True)
        if done.returncode != 0:
            raise GuardError(f"generate-corpus.py --format {fmt} failed: {done.stderr.strip()}")
    return path


def total_instructions(callgrind_out):
    """The Ir total of a callgrind output file (its `summary:` or `totals:` line)."""
    with open(callgrind_out) as file:
        for line in file:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise GuardError(f"no instruction total in {callgrind_out}")


def measure(binary, case, workdir):
    fmt, name, template = CASES[case][:3]
    threads = CASES[case][3] if len(CASES[case]) > 3 else 1
    source = generate(workdir, fmt, name)
    writes_csv = "csv:" in " ".join(template[template.index("--to"):]) if "--to" in template else False
    output = os.path.join(workdir, case + ("-out.csv" if writes_csv else "-out.vcf"))
    profile = os.path.join(workdir, case + ".callgrind")
    arguments = [source if a == "{in}" else output if a == "{out}" else a for a in template]
    env = dict(os.environ, CONTACTKIT_THREADS=str(threads), SWIFT_DETERMINISTIC_HASHING="1")
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + profile, binary] + arguments
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, env=env, cwd=workdir)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-5:]
        raise GuardError(f"{case}: contactkit exited with status {done.returncode}: " + " | ".join(tail))
    if writes_csv:
        text = done.stderr.decode(errors="replace").replace(",", "")
        if f"{COUNT} written" not in text:
            raise GuardError(f"{case}: the summary does not say {COUNT} contacts were written")
    elif "{out}" in template:
        with open(output, "rb") as file:
            cards = sum(1 for line in file if line.startswith(b"BEGIN:VCARD"))
        if cards != COUNT:
            raise GuardError(f"{case}: wrote {cards} cards, not {COUNT}")
    else:
        text = done.stdout.decode(errors="replace") + done.stderr.decode(errors="replace")
        if str(COUNT) not in text.replace(",", ""):
            raise GuardError(f"{case}: the output does not report {COUNT} contacts")
    return total_instructions(profile), seconds


def load_baseline(path):
    try:
        with open(path) as file:
            return json.load(file)
    except FileNotFoundError:
        return None
    except ValueError as error:
        raise GuardError(f"{path} is not valid JSON: {error}")


def git_commit():
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def main():
    parser = argparse.ArgumentParser(
        description="Compare callgrind instruction counts of contactkit with a recorded baseline.")
    parser.add_argument("--binary", help="contactkit binary to measure (default: build the release one)")
    parser.add_argument("--baseline", default=DEFAULT_BASELINE,
                        help="baseline file (default Scripts/perf/instruction-baseline.json)")
    parser.add_argument("--tolerance", type=float,
                        help="allowed increase in percent (default: the baseline's, else 3)")
    parser.add_argument("--cases", help="comma-separated cases (default: the baseline's, else all): "
                        + ", ".join(CASES))
    parser.add_argument("--record", action="store_true", help="measure and rewrite the baseline")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR and keep the inputs and profiles")
    options = parser.parse_args()

    try:
        version, version_line = swift_version()
        machine = platform.machine()
        libc = " ".join(platform.libc_ver())
        baseline = load_baseline(options.baseline)
        if not options.record:
            if baseline is None:
                raise GuardError(f"no baseline at {options.baseline}: run with --record first")
            recorded = (baseline.get("swift_version"), baseline.get("machine"), baseline.get("libc"))
            if recorded != (version, machine, libc):
                print(f"instruction guard: SKIPPED: the baseline was recorded with Swift {recorded[0]} "
                      f"on {recorded[1]} ({recorded[2]}), this is Swift {version} on {machine} "
                      f"({libc}); instruction counts differ between toolchains and C libraries, so "
                      f"they are not compared. Record a baseline here with --record.")
                return 0
        tolerance = options.tolerance
        if tolerance is None:
            tolerance = float((baseline or {}).get("tolerance_percent", 3.0))
        if options.cases:
            cases = options.cases.split(",")
        elif baseline and not options.record:
            cases = list(baseline["cases"])
        else:
            cases = list(CASES)
        unknown = [case for case in cases if case not in CASES]
        if unknown:
            raise GuardError(f"unknown case {', '.join(unknown)} (cases: {', '.join(CASES)})")
        grinder = valgrind_version()
        binary = os.path.abspath(options.binary) if options.binary else build_release()
        if not os.access(binary, os.X_OK):
            raise GuardError(f"{binary} is not an executable")

        if options.keep:
            os.makedirs(options.keep, exist_ok=True)
            workdir = options.keep
        else:
            temporary = tempfile.TemporaryDirectory(prefix="instruction-guard-")
            workdir = temporary.name

        measured = {}
        for case in cases:
            instructions, seconds = measure(binary, case, workdir)
            measured[case] = instructions
            print(f"{case}: {instructions:,} instructions ({seconds:.1f} s under callgrind)", flush=True)
    except GuardError as error:
        print(f"instruction guard: ERROR: {error}", file=sys.stderr)
        return 2

    if options.record:
        previous = (baseline or {}).get("cases", {})
        record = {
            "swift_version": version,
            "swift_version_line": version_line,
            "machine": machine,
            "libc": libc,
            "valgrind": grinder,
            "recorded": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "commit": git_commit(),
            "contacts": COUNT,
            "seed": SEED,
            "tolerance_percent": tolerance,
            "cases": {case: {"command": ("CONTACTKIT_THREADS=2 " if len(CASES[case]) > 3 else "")
                             + " ".join(CASES[case][2]).replace("{in}", CASES[case][1]),
                             "instructions": measured[case]} for case in cases},
        }
        with open(options.baseline, "w") as file:
            json.dump(record, file, indent=2)
            file.write("\n")
        for case in cases:
            old = previous.get(case, {}).get("instructions")
            change = f" (was {old:,}: {measured[case] / old:.4f}×)" if old else ""
            print(f"recorded {case}: {measured[case]:,}{change}")
        print(f"instruction guard: baseline written to {options.baseline}")
        return 0

    regressions = 0
    print(f"{'case':<20} {'baseline':>15} {'measured':>15} {'ratio':>8}  (tolerance ±{tolerance:g} %)")
    for case in cases:
        expected = baseline["cases"].get(case, {}).get("instructions")
        if expected is None:
            print(f"{case:<20} {'—':>15} {measured[case]:>15,}  no baseline for this case: --record it")
            regressions += 1
            continue
        ratio = measured[case] / expected
        if ratio > 1 + tolerance / 100:
            verdict = "REGRESSION"
            regressions += 1
        elif ratio < 1 - tolerance / 100:
            verdict = "faster: record it (--record) so the gain is guarded"
        else:
            verdict = "ok"
        print(f"{case:<20} {expected:>15,} {measured[case]:>15,} {ratio:>8.4f}  {verdict}")
    if regressions:
        print(f"instruction guard: FAILED: {regressions} case(s) above the baseline by more than "
              f"{tolerance:g} % (baseline {baseline.get('commit')}, {baseline.get('recorded')})")
        return 1
    print("instruction guard: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Time `contactkit` against its peers on the same inputs, in one interleaved run.

    swift build -c release --product contactkit
    python3 Benchmarks/run-benchmarks.py [--sizes 1k,100k,1m] [--runs 5]
        [--contactkit PATH] [--baseline PATH] [--no-peers] [--only CASE,...]
        [--phone-lines N] [--vobject-max N] [--markdown]

Cases (--only takes these names):

  startup   contactkit converting 1k contacts, in milliseconds (and `contactkit --version`
            as the floor of process start-up)
  convert   vCard 3.0 -> 4.0: contactkit vs ez-vcard (Java, streaming reader and writer)
            vs vobject (Python; only up to 100k contacts, it is slow)
  validate  parse only: `contactkit validate` vs ez-vcard reading every card
  csv       Google and Outlook CSV -> vCard 4.0: contactkit vs a Python `csv` baseline
            (Benchmarks/peers/csv-to-vcard.py); skipped (and said so) while contactkit has
            no CSV reader
  phones    `contactkit phones` vs the `phonenumbers` package on --phone-lines lines

Every measurement is one whole process: wall time with time.perf_counter around the
process, CPU time and peak resident memory from os.wait4 for that child. For each case and
size the sides take turns, run after run (the side that starts rotates), so a burst of load
from other work on the machine hits all sides alike; the table reports the median wall
time of --runs runs and the largest peak memory. MB/s is input bytes (10^6) per median
second; "contactkit speed-up" is the peer's median wall time over contactkit's (above 1:
contactkit is faster).

Two builds of contactkit in one run: --baseline PATH adds a second contactkit binary (an older
commit's release build) to the startup and convert cases as the side "contactkit (baseline)", interleaved
with the others, so a before/after comparison sees the same load; its "speed-up" column is the
baseline's median over contactkit's (above 1: the newer build is faster), and a note says
whether the two builds wrote byte-identical output. --no-peers leaves ez-vcard and vobject out.

Every run's output is checked before it counts (as many BEGIN:VCARD and VERSION:4.0 lines
as input contacts, as many output lines as phone numbers, the contact count a validator
reports), so no side wins by skipping work; a side that fails the check is reported as
invalid instead of timed. After the convert case, ez-vcard re-reads contactkit's 4.0
output (up to 100k contacts) and its warnings are reported.

On demand, the script generates the corpora (Benchmarks/corpus/, cached, seed 1) and
installs the peers: ez-vcard with apt-get (libez-vcard-java, libvinnie-java and a JDK;
needs root), vobject and phonenumbers with pip. A peer that cannot be installed is skipped
with a note. Raw results go to Benchmarks/results/benchmarks-<UTC time>.json (and .md with
--markdown). Both directories are git-ignored.

Python 3 standard library only.
"""

import argparse
import filecmp
import importlib.metadata
import importlib.util
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, timezone

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCHMARKS)
CORPUS = os.path.join(BENCHMARKS, "corpus")
RESULTS = os.path.join(BENCHMARKS, "results")
PEERS = os.path.join(BENCHMARKS, "peers")
GENERATOR = os.path.join(BENCHMARKS, "generate-corpus.py")
PHONES_SCRIPT = os.path.join(BENCHMARKS, "phones", "measure-phones-command.py")

EZVCARD_JARS = ("/usr/share/java/ez-vcard.jar", "/usr/share/java/vinnie.jar")
EZVCARD_SOURCE = os.path.join(PEERS, "EzVCardBench.java")
EZVCARD_BUILD = os.path.join(tempfile.gettempdir(), "contactkit-ezvcard-bench")

CASES = ("startup", "convert", "validate", "csv", "phones")
BASELINE_SIDE = "contactkit (baseline)"
VOBJECT_MAX_CONTACTS = 100_000
REPARSE_MAX_CONTACTS = 100_000
STARTUP_CONTACTS = 1_000
PROBE_CONTACTS = 1_000  # the untimed run that decides whether a case can run at all
PHONE_REGION = "US"
MIB = 1024 * 1024
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None

# Goals from issue 32 ("Speed, round two", "Must show"), checked against the results at the
# end; they raised issue 7's (convert 8× ez-vcard and 50 MB/s, validate 100 MB/s, CSV 2×,
# 1k contacts in 30 ms).
GOAL_CONVERT_MB_PER_S = 250
GOAL_CONVERT_SPEEDUP = {100_000: 15, 1_000_000: 15}
GOAL_VALIDATE_SPEEDUP = 20
GOAL_PEAK_MIB = 32
GOAL_STARTUP_MS = 15
GOAL_VERSION_MS = 5
# Google and Outlook CSV → vCard 4.0 against the Python csv baseline.
GOAL_CSV_SPEEDUP = 5
GOAL_PHONES_SPEEDUP = 30


# ---------------------------------------------------------------------------
# Measuring one process
# ---------------------------------------------------------------------------

@dataclass
class Measurement:
    """What one run of one process cost, and whether its output passed the check."""
    wall: float
    cpu: float
    peak_kib: int
    exit_code: int
    problem: str = ""


def run_measured(command, stdout_path, stderr_path, timeout):
    """Runs command once with stdout and stderr going to files; returns a Measurement.

    Wall time is taken around the whole process with time.perf_counter. Peak RSS and CPU
    time (user + system) come from GNU time (/usr/bin/time -f), which starts the command
    from its own small process: os.wait4 in this script would report at least this
    script's own peak RSS, because Linux carries the parent's high-water mark over fork
    and exec. Without /usr/bin/time, os.wait4 is used and small peaks read too high. A
    process still running after timeout seconds is killed and reported with exit code -9.
    """
    usage_path = stderr_path + ".usage"
    wrapper = [GNU_TIME, "-f", "%M %U %S", "-o", usage_path] if GNU_TIME else []
    with open(stdout_path, "wb") as stdout, open(stderr_path, "wb") as stderr:
        start = time.perf_counter()
        process = subprocess.Popen(wrapper + command, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr)
        killer = threading.Timer(timeout, process.kill)
        killer.start()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        killer.cancel()
    exit_code = os.waitstatus_to_exitcode(status)
    process.returncode = exit_code  # already reaped by wait4
    peak_kib, cpu = usage.ru_maxrss, usage.ru_utime + usage.ru_stime
    if GNU_TIME:
        fields = read_text(usage_path).split()
        if len(fields) >= 3:  # a failing command adds a "Command exited ..." line first
            peak_kib, cpu = int(fields[-3]), float(fields[-2]) + float(fields[-1])
    return Measurement(wall=wall, cpu=cpu, peak_kib=peak_kib, exit_code=exit_code)


def read_text(path, limit=4000):
    """Returns the start of a small output file as text (for messages and summaries)."""
    try:
        with open(path, "rb") as handle:
            return handle.read(limit).decode("utf-8", errors="replace")
    except OSError:
        return ""


def first_line(text):
    """The first non-empty line of text, for one-line error messages."""
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


# ---------------------------------------------------------------------------
# Output checks
# ---------------------------------------------------------------------------

def count_line_starts(path, prefixes):
    """Counts the lines of a file that start with each byte prefix (exact case).

    Reads in 8 MiB chunks and keeps a short tail between chunks, so a prefix split by a
    chunk boundary is still found. Returns a dict prefix -> count.
    """
    patterns = {prefix: b"\n" + prefix for prefix in prefixes}
    longest = max(len(pattern) for pattern in patterns.values())
    counts = dict.fromkeys(prefixes, 0)
    carry = b"\n"  # the file's first line starts at a line boundary too
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(8 * MIB)
            if not chunk:
                break
            window = carry + chunk
            for prefix, pattern in patterns.items():
                counts[prefix] += window.count(pattern)
            # Keep less than one pattern so nothing is counted twice.
            carry = window[-(longest - 1):]
    return counts


def count_lines(path):
    """Counts newline-terminated lines (a last line without a newline counts too)."""
    lines = 0
    last = b"\n"
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(8 * MIB)
            if not chunk:
                break
            lines += chunk.count(b"\n")
            last = chunk[-1:]
    return lines + (0 if last == b"\n" else 1)


def check_vcard_output(path, expected, version=b"4.0"):
    """Problem text when the file does not hold `expected` cards of the given version."""
    if not os.path.exists(path):
        return "no output file"
    counts = count_line_starts(path, (b"BEGIN:VCARD", b"VERSION:" + version))
    cards, versions = counts[b"BEGIN:VCARD"], counts[b"VERSION:" + version]
    if cards != expected or versions != expected:
        return f"output has {cards} BEGIN:VCARD and {versions} VERSION:{version.decode()} lines, input {expected}"
    return ""


def reported_count(text, pattern):
    """The integer captured by pattern in text, or None."""
    match = re.search(pattern, text)
    return int(match.group(1)) if match else None


# ---------------------------------------------------------------------------
# Sides of a comparison
# ---------------------------------------------------------------------------

@dataclass
class Side:
    """One tool in one comparison: how to run it and how to check what it produced.

    `command(output_path)` returns the argv; `check(measurement_paths)` returns "" when the
    output is right, else the problem. Output files live in a scratch directory. A side
    with throughput=False (a floor such as `contactkit --version`) reports time and memory
    only: no MB/s, contacts/s or speed-up.
    """
    tool: str
    command: object
    check: object
    throughput: bool = True


@dataclass
class SideResult:
    """All runs of one side in one comparison."""
    tool: str
    throughput: bool = True
    measurements: list = field(default_factory=list)

    def valid(self):
        return [m for m in self.measurements if m.exit_code == 0 and not m.problem]

    def problem(self):
        """The first problem seen, or "" when every run was valid."""
        for measurement in self.measurements:
            if measurement.exit_code != 0 and not measurement.problem:
                return f"exit code {measurement.exit_code}"
            if measurement.problem:
                return measurement.problem
        return ""


@dataclass
class RunPaths:
    """Where one side's run writes: its output file (if any), stdout and stderr."""
    output: str
    stdout: str
    stderr: str


def run_comparison(label, sides, runs, timeout, scratch):
    """Runs every side `runs` times, interleaved; returns {tool: SideResult}.

    Run r starts with side r mod n, then the others in order, so no side is always first
    after another side has warmed or cooled the caches.
    """
    results = {side.tool: SideResult(side.tool, side.throughput) for side in sides}
    for run in range(runs):
        shift = run % len(sides)
        for side in sides[shift:] + sides[:shift]:
            paths = side_paths(scratch, side.tool)
            if os.path.exists(paths.output):
                os.remove(paths.output)
            measurement = run_measured(side.command(paths.output), paths.stdout, paths.stderr, timeout)
            if measurement.exit_code == 0:
                measurement.problem = side.check(paths)
            else:
                measurement.problem = f"exit code {measurement.exit_code}: {first_line(read_text(paths.stderr))}"
            results[side.tool].measurements.append(measurement)
            status = measurement.problem or "ok"
            print(f"  {label:<24} {side.tool:<22} run {run + 1}/{runs}: "
                  f"{measurement.wall:8.3f} s  {measurement.peak_kib / 1024:7.1f} MiB  {status}",
                  file=sys.stderr, flush=True)
    return results


def side_paths(scratch, tool):
    """The scratch files of one side (names derived from the tool name)."""
    stem = re.sub(r"[^A-Za-z0-9]+", "-", tool).strip("-")
    return RunPaths(output=os.path.join(scratch, stem + ".out"),
                    stdout=os.path.join(scratch, stem + ".stdout"),
                    stderr=os.path.join(scratch, stem + ".stderr"))


# ---------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------

def parse_size(text):
    """'1k' -> 1000, '100k' -> 100000, '1m' -> 1000000, '2500' -> 2500."""
    match = re.fullmatch(r"(\d+)([km]?)", text.strip().lower())
    if not match:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (use e.g. 1k, 100k, 1m)")
    return int(match.group(1)) * {"": 1, "k": 1_000, "m": 1_000_000}[match.group(2)]


def size_label(count):
    """1000 -> '1k', 1000000 -> '1m' (the corpus file naming)."""
    if count and count % 1_000_000 == 0:
        return f"{count // 1_000_000}m"
    if count and count % 1_000 == 0:
        return f"{count // 1_000}k"
    return str(count)


def corpus_file(corpus_format, count):
    """Path of a generated corpus, generating it (seed 1) when it is not cached yet."""
    extension = "csv" if corpus_format.startswith("csv") else "vcf"
    path = os.path.join(CORPUS, f"{corpus_format}-{size_label(count)}.{extension}")
    if not os.path.exists(path):
        os.makedirs(CORPUS, exist_ok=True)
        print(f"generating {os.path.relpath(path, ROOT)} ({count:,} contacts)", file=sys.stderr, flush=True)
        partial = path + ".partial"
        subprocess.run([sys.executable, GENERATOR, "--count", str(count), "--format", corpus_format,
                        "--seed", "1", "-o", partial], check=True)
        os.replace(partial, path)
    return path


def warm_page_cache(path):
    """Reads a file once so that the first timed side does not pay for the disk."""
    with open(path, "rb") as handle:
        while handle.read(8 * MIB):
            pass


def checked_vcard_input(path, count):
    """Returns path after checking it holds `count` cards (a stale cache would mislead)."""
    cards = count_line_starts(path, (b"BEGIN:VCARD",))[b"BEGIN:VCARD"]
    if cards != count:
        sys.exit(f"{path} holds {cards} cards, not {count}: delete it and run again")
    return path


# ---------------------------------------------------------------------------
# Peers: installing and versions
# ---------------------------------------------------------------------------

def apt_install(packages):
    """apt-get update, then install packages; returns "" or the reason it failed."""
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    print(f"installing {' '.join(packages)} with apt-get", file=sys.stderr, flush=True)
    for command in (prefix + ["apt-get", "update", "-qq"],
                    prefix + ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]):
        completed = subprocess.run(command, env=environment, stdout=sys.stderr)
        if completed.returncode != 0:
            return f"`{' '.join(command)}` failed with exit code {completed.returncode}"
    return ""


def prepare_ezvcard():
    """Installs ez-vcard and a JDK when missing and compiles the harness.

    Returns (java command prefix, problem): the prefix is None when ez-vcard cannot run.
    """
    packages = []
    if not all(os.path.exists(jar) for jar in EZVCARD_JARS):
        packages += ["libez-vcard-java", "libvinnie-java"]
    if shutil.which("javac") is None:
        packages.append("default-jdk-headless")
    if packages:
        problem = apt_install(packages)
        if problem:
            return None, problem
    classpath = ":".join(EZVCARD_JARS)
    class_file = os.path.join(EZVCARD_BUILD, "EzVCardBench.class")
    if not os.path.exists(class_file) or os.path.getmtime(EZVCARD_SOURCE) > os.path.getmtime(class_file):
        os.makedirs(EZVCARD_BUILD, exist_ok=True)
        completed = subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", classpath,
                                    "-d", EZVCARD_BUILD, EZVCARD_SOURCE], capture_output=True, text=True)
        if completed.returncode != 0:
            return None, "javac failed: " + first_line(completed.stderr)
    return ["java", "-Dfile.encoding=UTF-8", "-cp", f"{EZVCARD_BUILD}:{classpath}", "EzVCardBench"], ""


def prepare_pip_package(module, package):
    """Installs a Python package with pip when it cannot be imported; returns "" or the problem."""
    if importlib.util.find_spec(module) is not None:
        return ""
    print(f"installing {package} with pip", file=sys.stderr, flush=True)
    completed = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", package], stdout=sys.stderr)
    importlib.invalidate_caches()
    if completed.returncode != 0 or importlib.util.find_spec(module) is None:
        return f"`pip install {package}` failed"
    return ""


def load_phones_script():
    """Imports Benchmarks/phones/measure-phones-command.py (input generation, Python side)."""
    spec = importlib.util.spec_from_file_location("measure_phones_command", PHONES_SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def command_output(command, cwd=ROOT):
    """stdout (or stderr, for `java -version`) of a quick command, first line; "" on failure."""
    try:
        completed = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return first_line(completed.stdout) or first_line(completed.stderr)


def package_version(name):
    """Installed version of a Python distribution, or ""."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return ""


def machine_description():
    """nproc, CPU model, memory, kernel, load: what the reader needs to weigh the numbers."""
    cpu_model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu_model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory_gib = 0.0
    try:
        with open("/proc/meminfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("MemTotal:"):
                    memory_gib = int(line.split()[1]) / 1024 / 1024
                    break
    except OSError:
        pass
    return {"nproc": os.cpu_count(), "cpu": cpu_model or platform.processor() or "unknown",
            "memory_gib": round(memory_gib, 1), "kernel": f"{platform.system()} {platform.release()}",
            "load_average_start": round(os.getloadavg()[0], 2)}


def stale_binary_note(contactkit):
    """A warning when the binary is older than the last commit to Sources/ or Package.swift."""
    last_change = command_output(["git", "log", "-1", "--format=%ct", "--", "Sources", "Package.swift"])
    if last_change.isdigit() and os.path.getmtime(contactkit) < int(last_change):
        return (f"{contactkit} is older than the last commit to Sources/ or Package.swift: "
                f"rebuild with `swift build -c release --product contactkit`")
    return ""


def source_state():
    """The commit, and whether Sources/ or Package.swift differ from it (taken at the start)."""
    commit = command_output(["git", "rev-parse", "--short", "HEAD"])
    dirty = command_output(["git", "status", "--porcelain", "--untracked-files=all", "--", "Sources", "Package.swift"])
    return commit + (" (with uncommitted changes to Sources/ or Package.swift)" if dirty else "")


def ezvcard_version():
    """ez-vcard's version from the pom.properties inside its jar, or ""."""
    try:
        with zipfile.ZipFile(EZVCARD_JARS[0]) as jar:
            properties = jar.read("META-INF/maven/com.googlecode.ez-vcard/ez-vcard/pom.properties").decode()
    except (OSError, KeyError, zipfile.BadZipFile):
        return ""
    return reported_text(properties, r"(?m)^version=(\S+)")


def reported_text(text, pattern):
    """The text captured by pattern in text, or ""."""
    match = re.search(pattern, text)
    return match.group(1) if match else ""


def versions(benchmark, commit):
    """Versions of everything measured, for the report."""
    contactkit = benchmark.arguments.contactkit
    ezvcard_ready = benchmark.java is not None
    ezvcard = ezvcard_version() if ezvcard_ready else ""
    return {
        "contactkit": benchmark.contactkit_version,
        "commit": commit,
        "binary": contactkit,
        "binary_modified": benchmark.contactkit_modified,
        "swift": command_output(["swift", "--version"]),
        "java": command_output(["java", "-version"]) if ezvcard_ready else "",
        "ez-vcard": ezvcard,
        "vobject": package_version("vobject"),
        "phonenumbers": package_version("phonenumbers"),
        "python": platform.python_version(),
    }


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

@dataclass
class Comparison:
    """One case at one size: the input and what every side did on it."""
    case: str
    title: str
    items: int
    input_path: str
    input_bytes: int
    results: dict
    notes: list = field(default_factory=list)
    reparse_warnings: object = None  # ez-vcard's warnings on contactkit's output, when checked


def startup_runs(runs):
    """Start-up runs are short and noisy: twice --runs, at least 10."""
    return max(2 * runs, 10)


class Benchmark:
    """Runs the selected cases and collects Comparisons, skips and notes."""

    def __init__(self, arguments):
        self.arguments = arguments
        self.comparisons = []
        self.skipped = []  # (case, reason)
        self.notes = []
        self.java = None
        self.java_problem = "not needed"
        self.scratch = tempfile.mkdtemp(prefix="contactkit-bench-")
        # A private copy: a rebuild during the run must not mix two builds in one table.
        self.contactkit = os.path.join(self.scratch, "contactkit")
        shutil.copy2(arguments.contactkit, self.contactkit)
        self.contactkit_version = command_output([self.contactkit, "--version"])
        self.baseline = None
        if arguments.baseline:
            self.baseline = os.path.join(self.scratch, "contactkit-baseline")
            shutil.copy2(arguments.baseline, self.baseline)
        self.contactkit_modified = datetime.fromtimestamp(os.path.getmtime(self.contactkit), timezone.utc).isoformat()

    # -- helpers ------------------------------------------------------------

    def compare(self, case, title, items, input_path, sides, runs=None):
        """Runs one interleaved comparison (--runs runs unless given) and records it."""
        warm_page_cache(input_path)
        runs = runs or self.arguments.runs
        results = run_comparison(f"{case} {size_label(items)}", sides, runs, self.arguments.timeout, self.scratch)
        comparison = Comparison(case, title, items, input_path, os.path.getsize(input_path), results)
        self.comparisons.append(comparison)
        return comparison

    def probe(self, case, command, skip_reason):
        """Runs contactkit once (untimed); records a skip and returns False when it fails."""
        paths = side_paths(self.scratch, "probe")
        measurement = run_measured(command(paths.output), paths.stdout, paths.stderr, self.arguments.timeout)
        if measurement.exit_code == 0:
            return True
        detail = first_line(read_text(paths.stderr)) or f"exit code {measurement.exit_code}"
        reason = skip_reason(measurement.exit_code, detail)
        self.skipped.append((case, reason))
        print(f"  {case}: skipped: {reason}", file=sys.stderr, flush=True)
        return False

    def ezvcard_side(self, mode, input_path, expected):
        """The ez-vcard side for convert or parse mode, or None (with a note) when unavailable."""
        if self.java is None:
            return None

        def command(output):
            return self.java + ([mode, input_path, output] if mode == "convert" else [mode, input_path])

        def check(paths):
            summary = read_text(paths.stdout)
            cards = reported_count(summary, r"cards=(\d+)")
            if cards != expected:
                return f"ez-vcard read {cards} cards, input {expected}"
            return check_vcard_output(paths.output, expected) if mode == "convert" else ""

        return Side("ez-vcard", command, check)

    # -- cases ----------------------------------------------------------------

    def run_startup(self):
        """contactkit converting 1k contacts, and `contactkit --version` as the floor."""
        path = checked_vcard_input(corpus_file("vcard3", STARTUP_CONTACTS), STARTUP_CONTACTS)
        convert = self.convert_command(path)
        if not self.probe("startup", convert, lambda code, detail: f"contactkit convert failed: {detail}"):
            return
        sides = [
            Side("contactkit", convert, lambda paths: check_vcard_output(paths.output, STARTUP_CONTACTS)),
            Side("contactkit --version", lambda output: [self.contactkit, "--version"],
                 lambda paths: "" if read_text(paths.stdout).startswith("contactkit") else "no version printed",
                 throughput=False),
        ]
        if self.baseline:
            sides.append(Side(BASELINE_SIDE, self.convert_command(path, self.baseline),
                              lambda paths: check_vcard_output(paths.output, STARTUP_CONTACTS)))
            sides.append(Side(BASELINE_SIDE + " --version", lambda output: [self.baseline, "--version"],
                              lambda paths: "" if read_text(paths.stdout).startswith("contactkit") else "no version printed",
                              throughput=False))
        self.compare("startup", "Start-up: vCard 3.0 → 4.0, 1k contacts", STARTUP_CONTACTS, path, sides,
                     runs=startup_runs(self.arguments.runs))

    def convert_command(self, input_path, binary=None):
        binary = binary or self.contactkit
        return lambda output: [binary, "convert", input_path, "--to", "vcard:4.0", "-o", output]

    def baseline_agreement(self):
        """Whether the two builds' last outputs (and warnings) are byte for byte the same."""
        ours, theirs = side_paths(self.scratch, "contactkit"), side_paths(self.scratch, BASELINE_SIDE)
        same_output = filecmp.cmp(ours.output, theirs.output, shallow=False)
        # Each side writes to a file of its own, which the closing summary line names: the
        # warnings are compared with each side's output path put back to one name.
        def warnings(paths):
            with open(paths.stderr, "rb") as handle:
                return handle.read().replace(paths.output.encode(), b"OUTPUT")
        same_warnings = warnings(ours) == warnings(theirs)
        return (f"contactkit and the baseline ({os.path.basename(self.arguments.baseline)}) wrote "
                f"{'byte-identical' if same_output else 'DIFFERENT'} output "
                f"({os.path.getsize(ours.output):,} bytes) and "
                f"{'identical' if same_warnings else 'DIFFERENT'} standard error")

    def run_convert(self):
        """vCard 3.0 -> 4.0 at every size: contactkit vs ez-vcard vs vobject."""
        sizes = self.arguments.sizes
        first = checked_vcard_input(corpus_file("vcard3", PROBE_CONTACTS), PROBE_CONTACTS)
        if not self.probe("convert", self.convert_command(first),
                          lambda code, detail: f"contactkit convert failed: {detail}"):
            return
        vobject_problem = None if self.arguments.no_peers else prepare_pip_package("vobject", "vobject")
        if vobject_problem:
            self.notes.append(f"vobject skipped: {vobject_problem}")
        for count in sizes:
            path = checked_vcard_input(corpus_file("vcard3", count), count)
            sides = [Side("contactkit", self.convert_command(path),
                          lambda paths, count=count: check_vcard_output(paths.output, count))]
            if self.baseline:
                sides.append(Side(BASELINE_SIDE, self.convert_command(path, self.baseline),
                                  lambda paths, count=count: check_vcard_output(paths.output, count)))
            ezvcard = self.ezvcard_side("convert", path, count)
            if ezvcard:
                sides.append(ezvcard)
            vobject_max = self.arguments.vobject_max
            if not vobject_problem and count <= vobject_max and not self.arguments.no_peers:
                script = os.path.join(PEERS, "vobject-convert.py")
                sides.append(Side("vobject", lambda output, path=path: [sys.executable, script, path, output],
                                  lambda paths, count=count: check_vcard_output(paths.output, count)))
            comparison = self.compare("convert", "vCard 3.0 → 4.0", count, path, sides)
            if self.baseline:
                comparison.notes.append(self.baseline_agreement())
            if count > vobject_max and not vobject_problem and not self.arguments.no_peers:
                comparison.notes.append("vobject left out (--vobject-max 0)" if vobject_max == 0 else
                                        f"vobject not run above {vobject_max:,} contacts "
                                        f"({'--vobject-max' if vobject_max != VOBJECT_MAX_CONTACTS else 'too slow'})")
            self.reparse_contactkit_output(comparison)

    def reparse_contactkit_output(self, comparison):
        """Has ez-vcard read contactkit's last 4.0 output and notes its warnings."""
        if self.java is None or comparison.items > REPARSE_MAX_CONTACTS:
            return
        output = side_paths(self.scratch, "contactkit").output
        if not os.path.exists(output) or comparison.results["contactkit"].problem():
            return
        completed = subprocess.run(self.java + ["parse", output], capture_output=True, text=True)
        cards = reported_count(completed.stdout, r"cards=(\d+)")
        warnings = reported_count(completed.stdout, r"warnings=(\d+)")
        comparison.notes.append(f"ez-vcard re-reading contactkit's 4.0 output: {cards} cards, {warnings} warnings")
        comparison.reparse_warnings = warnings

    def run_validate(self):
        """Parse only at every size: contactkit validate vs ez-vcard reading every card."""
        sizes = self.arguments.sizes
        first = checked_vcard_input(corpus_file("vcard3", PROBE_CONTACTS), PROBE_CONTACTS)
        if not self.probe("validate", lambda output: [self.contactkit, "validate", first],
                          lambda code, detail: f"contactkit validate failed: {detail}"):
            return
        for count in sizes:
            path = checked_vcard_input(corpus_file("vcard3", count), count)

            def check(paths, count=count):
                reported = reported_count(read_text(paths.stderr, 100_000), r"(\d+) contacts")
                return "" if reported == count else f"contactkit reported {reported} contacts, input {count}"

            sides = [Side("contactkit", lambda output, path=path: [self.contactkit, "validate", path], check)]
            ezvcard = self.ezvcard_side("parse", path, count)
            if ezvcard:
                sides.append(ezvcard)
            self.compare("validate", "Validate (parse only), vCard 3.0", count, path, sides)

    def csv_command(self, input_path, dialect="google"):
        return lambda output: [self.contactkit, "convert", input_path, "--from", f"csv:{dialect}",
                               "--to", "vcard:4.0", "-o", output]

    def run_csv(self):
        """Google CSV -> vCard 4.0: contactkit vs the Python csv baseline (when contactkit can)."""
        sizes = self.arguments.sizes
        first = corpus_file("csv-google", PROBE_CONTACTS)

        def reason(code, detail):
            if code == 64:
                return f"contactkit has no CSV reader yet (exit 64: {detail})"
            return f"contactkit convert --from csv:google failed: {detail}"

        if not self.probe("csv", self.csv_command(first), reason):
            return
        script = os.path.join(PEERS, "csv-to-vcard.py")
        for dialect, title in (("google", "Google"), ("outlook", "Outlook")):
            for count in sizes:
                path = corpus_file(f"csv-{dialect}", count)
                def check(paths, count=count):
                    return check_vcard_output(paths.output, count)

                sides = [Side("contactkit", self.csv_command(path, dialect), check),
                         Side("python csv", lambda output, path=path: [sys.executable, script, path, output], check)]
                self.compare("csv", f"{title} CSV → vCard 4.0", count, path, sides)

    def run_phones(self):
        """contactkit phones vs the phonenumbers package on the same lines."""
        problem = prepare_pip_package("phonenumbers", "phonenumbers")
        phones = load_phones_script()
        lines = self.arguments.phone_lines
        path = phones.make_input(PHONE_REGION, lines)

        def command(output):
            return [self.contactkit, "phones", path, "--region", PHONE_REGION, "--quiet"]

        if not self.probe("phones", command, lambda code, detail: f"contactkit phones failed: {detail}"):
            return

        def check(paths):
            produced = count_lines(paths.stdout)
            return "" if produced == lines else f"{produced} output lines for {lines} input lines"

        sides = [Side("contactkit", command, check)]
        if problem:
            self.notes.append(f"phonenumbers skipped: {problem}")
        else:
            sides.append(Side("phonenumbers", lambda output: [sys.executable, "-c", phones.PYTHON_SIDE,
                                                              PHONE_REGION, path], check))
        comparison = self.compare("phones", f"Phone numbers → E.164 (region {PHONE_REGION})", lines, path, sides)
        if len(sides) == 2 and not any(result.problem() for result in comparison.results.values()):
            comparison.notes.append(self.phone_agreement(lines))

    def phone_agreement(self, lines):
        """How often the two sides' last outputs agree, line by line (a sanity note).

        contactkit keeps an extension (" ext. 12") after the E.164 number and phonenumbers'
        E164 format drops it, so the extension is set aside before comparing.
        """
        ours = side_paths(self.scratch, "contactkit").stdout
        theirs = side_paths(self.scratch, "phonenumbers").stdout
        same = parsed_ours = parsed_theirs = extensions = 0
        with open(ours, encoding="utf-8", errors="replace") as left, \
                open(theirs, encoding="utf-8", errors="replace") as right:
            for mine, other in zip(left, right):
                number, extension_marker, _ = mine.strip().partition(" ext. ")
                same += number == other.strip()
                extensions += extension_marker != ""
                parsed_ours += number != ""
                parsed_theirs += other.strip() != ""
        return (f"same E.164 number (or both empty; extensions set aside) on {same / lines:.1%} of lines; "
                f"numbers parsed: contactkit {parsed_ours:,} ({extensions:,} with an extension), "
                f"phonenumbers {parsed_theirs:,}")

    def run(self):
        """Runs the selected cases in a fixed order."""
        selected = self.arguments.only
        if {"convert", "validate"} & set(selected) and not self.arguments.no_peers:
            self.java, self.java_problem = prepare_ezvcard()
            if self.java is None:
                self.notes.append(f"ez-vcard skipped: {self.java_problem}")
        for case in CASES:
            if case in selected:
                print(f"== {case}", file=sys.stderr, flush=True)
                getattr(self, "run_" + case)()
        shutil.rmtree(self.scratch, ignore_errors=True)


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------

def summarize(comparison):
    """Rows (one per side) with medians, throughput and the speed-up against contactkit."""
    rows = []
    ours = comparison.results.get("contactkit")
    ours_wall = statistics.median(m.wall for m in ours.valid()) if ours and ours.valid() else None
    for tool, result in comparison.results.items():
        valid = result.valid()
        row = {"case": comparison.case, "title": comparison.title, "items": comparison.items,
               "input_bytes": comparison.input_bytes, "tool": tool, "runs": len(result.measurements),
               "valid_runs": len(valid), "problem": result.problem()}
        if valid and len(valid) == len(result.measurements):
            wall = statistics.median(m.wall for m in valid)
            row.update(wall_median=wall, wall_min=min(m.wall for m in valid), wall_max=max(m.wall for m in valid),
                       cpu_median=statistics.median(m.cpu for m in valid),
                       peak_mib=max(m.peak_kib for m in valid) / 1024)
            if result.throughput:
                row.update(mb_per_s=comparison.input_bytes / wall / 1e6, items_per_s=comparison.items / wall)
            if result.throughput and tool != "contactkit" and ours_wall:
                row["speedup"] = wall / ours_wall
        rows.append(row)
    return rows


def format_count(count):
    return size_label(count) if count >= 1000 else str(count)


def format_wall(seconds):
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def table_cells(row):
    """The display cells of one row (shared by the plain and the Markdown table)."""
    base = [row["title"], format_count(row["items"]), f"{row['input_bytes'] / 1e6:,.1f} MB", row["tool"]]
    if "wall_median" not in row:
        return base + [f"invalid: {row['problem']}", "", "", "", "", ""]
    throughput = "mb_per_s" in row
    return base + [format_wall(row["wall_median"]),
                   f"{row['mb_per_s']:,.1f}" if throughput else "",
                   f"{row['items_per_s']:,.0f}" if throughput else "",
                   f"{row['peak_mib']:,.1f}", f"{row['cpu_median']:.2f}",
                   f"{row['speedup']:.1f}×" if "speedup" in row else ""]


HEADERS = ["Case", "Contacts", "Input", "Tool", "Wall (median)", "MB/s", "contacts/s", "Peak MiB", "CPU s",
           "contactkit speed-up"]


def plain_table(rows):
    """A fixed-width text table."""
    cells = [HEADERS] + [table_cells(row) for row in rows]
    widths = [max(len(line[column]) for line in cells) for column in range(len(HEADERS))]
    lines = []
    for index, line in enumerate(cells):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip())
        if index == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def goal_lines(rows, comparisons):
    """Issue 7's must-show goals (issue 32's for CSV), each with the measured value and ✓ or ✗."""
    lines = []

    def mark(passed):
        return "✓" if passed else "✗"

    def ours(case):
        return [row for row in rows if row["case"] == case and row["tool"] == "contactkit" and "wall_median" in row]

    for row in ours("convert"):
        if row["items"] >= 100_000:
            lines.append(f"{mark(row['mb_per_s'] >= GOAL_CONVERT_MB_PER_S)} convert {format_count(row['items'])}: "
                         f"{row['mb_per_s']:.1f} MB/s (goal ≥ {GOAL_CONVERT_MB_PER_S} on a quiet machine)")
    for row in rows:
        goal = GOAL_CONVERT_SPEEDUP.get(row["items"])
        if row["case"] == "convert" and row["tool"] == "ez-vcard" and goal and "speedup" in row:
            lines.append(f"{mark(row['speedup'] >= goal)} convert {format_count(row['items'])}: "
                         f"{row['speedup']:.1f}× ez-vcard (goal ≥ {goal}×)")
    for row in rows:
        if row["case"] == "validate" and row["tool"] == "ez-vcard" and row["items"] >= 100_000 and "speedup" in row:
            lines.append(f"{mark(row['speedup'] >= GOAL_VALIDATE_SPEEDUP)} validate {format_count(row['items'])}: "
                         f"{row['speedup']:.1f}× ez-vcard (goal ≥ {GOAL_VALIDATE_SPEEDUP}×)")
    peaks = [row for row in ours("convert") + ours("validate") + ours("csv") + ours("phones")]
    if peaks:
        worst = max(peaks, key=lambda row: row["peak_mib"])
        lines.append(f"{mark(worst['peak_mib'] <= GOAL_PEAK_MIB)} peak memory: at most {worst['peak_mib']:.1f} MiB "
                     f"({worst['case']} {format_count(worst['items'])}; goal ≤ {GOAL_PEAK_MIB} MiB at every size)")
    for row in rows:
        if row["case"] == "startup" and "wall_median" in row:
            milliseconds = row["wall_median"] * 1000
            if row["tool"] == "contactkit":
                lines.append(f"{mark(milliseconds <= GOAL_STARTUP_MS)} 1k contacts converted in {milliseconds:.1f} ms "
                             f"(goal ≤ {GOAL_STARTUP_MS} ms)")
            elif row["tool"] == "contactkit --version":
                lines.append(f"{mark(milliseconds <= GOAL_VERSION_MS)} contactkit --version in {milliseconds:.1f} ms "
                             f"(goal ≤ {GOAL_VERSION_MS} ms)")
    for row in rows:
        if row["case"] == "csv" and row["tool"] == "python csv" and "speedup" in row:
            lines.append(f"{mark(row['speedup'] >= GOAL_CSV_SPEEDUP)} {row['title'].split(' → ')[0]} "
                         f"{format_count(row['items'])}: {row['speedup']:.1f}× the Python csv baseline "
                         f"(goal ≥ {GOAL_CSV_SPEEDUP}×)")
    for mine in ours("phones"):
        for row in rows:
            if row["case"] == "phones" and row["tool"] == "phonenumbers" and "speedup" in row:
                lines.append(f"{mark(row['speedup'] >= GOAL_PHONES_SPEEDUP)} phones: contactkit "
                             f"{mine['items_per_s']:,.0f} numbers/s, phonenumbers {row['items_per_s']:,.0f} "
                             f"numbers/s ({row['speedup']:.1f}×; goal ≥ {GOAL_PHONES_SPEEDUP}×)")
    for comparison in comparisons:
        warnings = comparison.reparse_warnings
        if warnings is not None:
            lines.append(f"{mark(warnings == 0)} ez-vcard re-reads contactkit's 4.0 output "
                         f"({format_count(comparison.items)}) with {warnings} warnings")
    return lines


def markdown_report(rows, benchmark, machine, tool_versions, started, command_line):
    """The Markdown section for the README: machine, date, versions, table, notes, commands."""
    arguments = benchmark.arguments
    out = ["### Benchmark results", ""]
    out.append(f"- Machine: {machine['cpu']}, {machine['nproc']} cores (nproc), {machine['memory_gib']} GiB RAM, "
               f"{machine['kernel']}; load average {machine['load_average_start']} at start, "
               f"{machine['load_average_end']} at end (other work was running).")
    built = tool_versions["binary_modified"][:16].replace("T", " ")
    out.append(f"- Date: {started:%Y-%m-%d %H:%M} UTC. {tool_versions['contactkit']} (binary built {built} UTC), "
               f"working tree at commit {tool_versions['commit']}; {tool_versions['swift']}.")
    peers = [f"ez-vcard {tool_versions['ez-vcard']} ({tool_versions['java']})" if tool_versions["ez-vcard"] else "",
             f"vobject {tool_versions['vobject']}" if tool_versions["vobject"] else "",
             f"phonenumbers {tool_versions['phonenumbers']}" if tool_versions["phonenumbers"] else "",
             f"Python {tool_versions['python']}"]
    out.append("- Peers: " + ", ".join(peer for peer in peers if peer) + ".")
    out.append(f"- Whole process, same input file for every tool, {arguments.runs} interleaved runs per case "
               f"(start-up: {startup_runs(arguments.runs)}); median wall time; MB/s = input bytes (10⁶) / median "
               f"wall time; peak memory = largest peak RSS of the runs; contactkit speed-up = peer's median / "
               f"contactkit's. For phones, contacts/s means numbers/s.")
    out.append("")
    out.append("| " + " | ".join(HEADERS) + " |")
    out.append("|" + "|".join("---" if index < 4 else "---:" for index in range(len(HEADERS))) + "|")
    for row in rows:
        out.append("| " + " | ".join(cell.replace("|", "\\|") for cell in table_cells(row)) + " |")
    notes = [f"{case}: skipped: {reason}" for case, reason in benchmark.skipped] + benchmark.notes
    for comparison in benchmark.comparisons:
        notes += [f"{comparison.case} {format_count(comparison.items)}: {note}" for note in comparison.notes]
    if notes:
        out += ["", "Notes:", ""] + [f"- {note}" for note in notes]
    goals = goal_lines(rows, benchmark.comparisons)
    if goals:
        out += ["", "Goals (issue 32):", ""] + [f"- {goal}" for goal in goals]
    out += ["", "Reproduce:", "", "```sh", "swift build -c release --product contactkit", command_line, "```"]
    return "\n".join(out) + "\n"


def write_results(rows, benchmark, machine, tool_versions, started, command_line, markdown):
    """Writes the raw results (every run) as JSON, and the Markdown report when asked."""
    os.makedirs(RESULTS, exist_ok=True)
    stem = os.path.join(RESULTS, f"benchmarks-{started:%Y%m%dT%H%M%SZ}")
    raw = {
        "started": started.isoformat(), "command": command_line, "machine": machine, "versions": tool_versions,
        "runs": benchmark.arguments.runs, "skipped": [{"case": c, "reason": r} for c, r in benchmark.skipped],
        "notes": benchmark.notes, "rows": rows,
        "comparisons": [{
            "case": comparison.case, "items": comparison.items, "input": os.path.relpath(comparison.input_path, ROOT),
            "input_bytes": comparison.input_bytes, "notes": comparison.notes,
            "sides": {tool: [vars(m) for m in result.measurements] for tool, result in comparison.results.items()},
        } for comparison in benchmark.comparisons],
    }
    with open(stem + ".json", "w", encoding="utf-8") as handle:
        json.dump(raw, handle, indent=2, ensure_ascii=False)
    if markdown:
        with open(stem + ".md", "w", encoding="utf-8") as handle:
            handle.write(markdown)
    return stem


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.splitlines()[2:]))
    parser.add_argument("--sizes", default="1k,100k,1m",
                        help="contact counts for convert, validate and csv (default 1k,100k,1m)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per side (default 5)")
    parser.add_argument("--contactkit", default=os.path.join(ROOT, ".build", "release", "contactkit"),
                        help="the contactkit binary (default .build/release/contactkit)")
    parser.add_argument("--baseline", default=None,
                        help="a second contactkit binary (an older build) timed beside --contactkit in the startup and convert cases")
    parser.add_argument("--no-peers", action="store_true", help="run no peer (ez-vcard, vobject): contactkit only")
    parser.add_argument("--only", default=",".join(CASES), help="cases to run, comma-separated: " + ", ".join(CASES))
    parser.add_argument("--phone-lines", type=parse_size, default=1_000_000,
                        help="lines for the phones case (default 1m)")
    parser.add_argument("--vobject-max", type=parse_size, default=VOBJECT_MAX_CONTACTS,
                        help=f"largest size vobject converts (default {size_label(VOBJECT_MAX_CONTACTS)}; 0 leaves it out)")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds before a run is killed (default 1800)")
    parser.add_argument("--markdown", action="store_true", help="also print the Markdown report")
    arguments = parser.parse_args(argv)
    arguments.sizes = sorted({parse_size(size) for size in arguments.sizes.split(",") if size.strip()})
    arguments.only = [name.strip() for name in arguments.only.split(",") if name.strip()]
    unknown = [name for name in arguments.only if name not in CASES]
    if unknown:
        parser.error(f"unknown case {', '.join(unknown)} (cases: {', '.join(CASES)})")
    if arguments.runs < 1 or not arguments.sizes:
        parser.error("--runs must be at least 1 and --sizes not empty")
    if arguments.runs < 5:
        print(f"note: --runs {arguments.runs}: issue 7 asks for the median of at least 5", file=sys.stderr)
    arguments.contactkit = os.path.abspath(arguments.contactkit)
    if arguments.baseline:
        arguments.baseline = os.path.abspath(arguments.baseline)
        if not os.access(arguments.baseline, os.X_OK):
            parser.error(f"--baseline {arguments.baseline} is not executable")
    if not os.access(arguments.contactkit, os.X_OK):
        parser.error(f"{arguments.contactkit} is not executable: run `swift build -c release --product contactkit` "
                     f"or pass --contactkit PATH")
    return arguments


def reproduce_command(arguments):
    """The command line that repeats this run (the contactkit path left at its default)."""
    parts = ["python3 Benchmarks/run-benchmarks.py", "--sizes", ",".join(size_label(s) for s in arguments.sizes),
             "--runs", str(arguments.runs)]
    if arguments.only != list(CASES):
        parts += ["--only", ",".join(arguments.only)]
    if arguments.phone_lines != 1_000_000 and "phones" in arguments.only:
        parts += ["--phone-lines", size_label(arguments.phone_lines)]
    if arguments.baseline:
        parts += ["--baseline", os.path.relpath(arguments.baseline, ROOT) if arguments.baseline.startswith(ROOT)
                  else arguments.baseline]
    if arguments.vobject_max != VOBJECT_MAX_CONTACTS and "convert" in arguments.only:
        parts += ["--vobject-max", size_label(arguments.vobject_max)]
    if arguments.no_peers:
        parts.append("--no-peers")
    if arguments.markdown:
        parts.append("--markdown")
    return " ".join(parts)


def main(argv=None):
    arguments = parse_arguments(argv)
    started = datetime.now(timezone.utc)
    command_line = reproduce_command(arguments)
    machine = machine_description()
    commit = source_state()
    benchmark = Benchmark(arguments)
    stale = stale_binary_note(arguments.contactkit)
    if stale:
        print("warning: " + stale, file=sys.stderr)
        benchmark.notes.append(stale)
    benchmark.run()
    machine["load_average_end"] = round(os.getloadavg()[0], 2)
    tool_versions = versions(benchmark, commit)
    rows = [row for comparison in benchmark.comparisons for row in summarize(comparison)]
    print(plain_table(rows))
    for case, reason in benchmark.skipped:
        print(f"{case}: skipped: {reason}")
    for note in benchmark.notes + [f"{c.case} {format_count(c.items)}: {n}" for c in benchmark.comparisons
                                   for n in c.notes]:
        print(note)
    for goal in goal_lines(rows, benchmark.comparisons):
        print(goal)
    markdown = markdown_report(rows, benchmark, machine, tool_versions, started, command_line) \
        if arguments.markdown else ""
    if markdown:
        print()
        print(markdown, end="")
    stem = write_results(rows, benchmark, machine, tool_versions, started, command_line, markdown)
    print(f"\nraw results: {os.path.relpath(stem, ROOT)}.json", file=sys.stderr)


if __name__ == "__main__":
    main()

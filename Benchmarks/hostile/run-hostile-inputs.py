#!/usr/bin/env python3
"""Hostile inputs at two sizes: the time must grow in proportion to the size (no
super-linear work) and, where nothing needs holding, memory must stay flat. Prints one row
per case: size, seconds and peak memory at each size, the growth ratio of the time, and a
verdict.

    python3 Benchmarks/hostile/run-hostile-inputs.py --contactkit PATH/TO/contactkit [--scale 1.0]

Cases (sizes at --scale 1; the second size is twice the first):
  long-line       one property whose value is one 100 MB line
  many-folds      one value folded into 1,000,000 pieces
  many-parameters one property with 1,000,000 parameters
  many-components an ADR with 1,000,000 `;` components
  many-cards      1,000,000 small cards converted with --split (files into a temp folder)
  csv-open-quote  a CSV whose first data row opens a quote that never closes, then 300 MB of
                  rows: reported with its line, and the rows after it are still read
Issue 17 (time linear, memory flat):
  ndjson-skipped  3,000,000 lines that are not JSON, then one contact (item 3)
  csv-too-wide    2,000,000 rows over --max-columns, then one contact (item 3)
  csv-ragged      4 MB of one-field rows under a three-column header, converted on the
                  parallel path (item 3; the issue's 8 MB case is the second size)
  vcard-malformed one card with 2,000,000 lines that are not properties (item 3)
  x-properties    4 cards with 50,000 X- properties each, converted to CSV (item 4)
  csv-columns     40 rows of 10,000 unknown columns, CSV to Google CSV (item 4)
  split-same-name 20,000 cards with one name, converted with --split (item 5)
Round s10's classes (hostile_classes.py; Benchmarks/hostile/README.md lists each with what
was expected of it): one row each with its peak memory, "ok" or what failed; --big runs them
at their full sizes.
and two checks that print ok or FAILED: an unreadable input leaves an existing output as it
was (item 6); a symbolic link planted in the --split folder is replaced, its target kept
(item 11).

Each case runs `contactkit validate` (or `convert`) with limits raised so the input is
really processed; inputs are generated into a temporary folder and deleted afterwards.
A ratio near 2.0 is linear; near 4.0 would be quadratic. The verdict is "ok" when the ratio
is at most 2.3 and, for the cases marked flat (whose memory must not depend on the input's
size), the peak memory at twice the size is at most 1.25 times the first plus 8 MB;
"grows" cases hold one huge value on purpose (their memory is bounded by the limits). For
split cases a second row times the same number of bare create+rename calls from Python in
the same folder: file systems (ext4 in a VM here) slow down as one folder fills, and that
row shows how much of the growth is theirs.
Issue 17 cases (items 1, 2, 7, 8; each also checks its output, and shows peak memory):
  jcard-names     jCard cards with a property, group and parameter named with CRLF END:VCARD:
                  the vCard output must hold exactly as many cards as the input
  ndjson-names    the same through NDJSON (extensions[].name/.group, parameters[].name)
  csv-formula-hdr a CSV with 100 unknown columns named =HYPERLINK(...): every header cell
                  of the CSV output must be guarded
  csv-long-header a CSV whose header is one huge cell, over --max-line-length 8M: an error
                  at once, nothing read, stderr short, memory bounded by the limit
  map-too-big     --map naming a file of the size: refused after 1 MiB, stderr short
  escapes         malformed lines full of ESC, BEL, NUL, C1 and bidi overrides: no control
                  character reaches stderr
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

from hostile_classes import main_classes

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


def write_ndjson_skipped(path, size):
    lines = size // 10
    with open(path, "w") as out:
        out.write("not json\n" * lines)
        out.write('{"givenName":"After"}\n')


def write_csv_too_wide(path, size):
    rows = size // 10
    with open(path, "w") as out:
        out.write("First Name,Last Name\n")
        out.write("a,b,c,d,e\n" * rows)
        out.write("Jane,Doe\n")


def write_csv_ragged(path, size):
    rows = size // 2
    with open(path, "w") as out:
        out.write("First Name,Last Name,Email\n")
        out.write("a\n" * rows)


def write_vcard_malformed(path, size):
    lines = size // 16
    with open(path, "w") as out:
        out.write(HEAD)
        out.write("no colon here\r\n" * lines)
        out.write(TAIL)


def write_x_properties(path, size):
    per_card = size // 4 // 24
    with open(path, "w") as out:
        for card in range(4):
            out.write(f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Card {card}\r\n")
            for index in range(per_card):
                out.write(f"X-FIELD-{index:07d}:v{index}\r\n")
            out.write(TAIL)


def write_csv_columns(path, size):
    columns = size // 40 // 12
    with open(path, "w") as out:
        out.write("First Name,Last Name," + ",".join(f"Custom {index}" for index in range(columns)) + "\r\n")
        for row in range(40):
            out.write(f"P{row},Q," + ",".join(f"r{row}c{index}" for index in range(columns)) + "\r\n")


def write_split_same_name(path, size):
    count = size // 60
    with open(path, "w") as out:
        for index in range(count):
            out.write(f"BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nNOTE:{index}\r\nEND:VCARD\r\n")


# name, writer, size at --scale 1, command, input extension, more arguments, memory: "flat"
# (must not depend on the input's size) or "grows" (one value held on purpose).
CASES = [
    ("long-line", write_long_line, 100 << 20, ["validate"], "vcf", [], "grows"),
    ("many-folds", write_many_folds, 80_000_000, ["validate"], "vcf", [], "grows"),
    ("many-parameters", write_many_parameters, 12_000_000, ["validate"], "vcf", [], "grows"),
    ("many-components", write_many_components, 3_000_000, ["validate"], "vcf", [], "grows"),
    ("many-cards", write_many_cards, 60_000_000, ["convert", "--split"], "vcf", [], "flat"),
    ("csv-open-quote", write_csv_open_quote, 300_000_000, ["validate"], "csv", [], "flat"),
    ("ndjson-skipped", write_ndjson_skipped, 30_000_000, ["validate"], "ndjson", ["--from", "ndjson"], "flat"),
    ("csv-too-wide", write_csv_too_wide, 20_000_000, ["validate"], "csv", ["--max-columns", "3"], "flat"),
    ("csv-ragged", write_csv_ragged, 4_000_000, ["convert"], "csv", [], "flat"),
    ("vcard-malformed", write_vcard_malformed, 32_000_000, ["validate"], "vcf", [], "flat"),
    ("x-properties", write_x_properties, 4_800_000, ["convert", "--to", "csv"], "vcf", [], "grows"),
    ("csv-columns", write_csv_columns, 4_800_000, ["convert", "--to", "csv:google"], "csv",
     ["--max-columns", "1000000"], "grows"),
    ("split-same-name", write_split_same_name, 1_200_000, ["convert", "--split"], "vcf", [], "flat"),
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


def peak_memory_wrapper(workdir):
    """The command prefix that measures a child's peak memory, and the file it reports to.

    Peak memory comes from GNU time: a child forked by this script would count this
    script's own memory too (Linux keeps the larger of the two across exec), and the
    generators hold a whole input in memory while they write it."""
    measure = os.path.join(workdir, "peak")
    wrapper = ["/usr/bin/time", "-f", "%M", "-o", measure] if os.path.exists("/usr/bin/time") else []
    return measure, wrapper


def read_peak_memory(measure, wrapper):
    """The peak memory in MiB that `peak_memory_wrapper`'s prefix wrote (NaN without it)."""
    if not wrapper:
        return float("nan")
    with open(measure) as report:
        peak = int(report.read().split()[-1]) / 1024  # KiB
    os.remove(measure)
    return peak


def run_case(contactkit, command, path, workdir, extra):
    """Runs one case; returns the seconds it took and its peak memory in MiB."""
    arguments = [contactkit] + command + [path, "--quiet"] + RAISED + extra
    if "--split" in command:
        output = os.path.join(workdir, "split")
        shutil.rmtree(output, ignore_errors=True)
        arguments += ["--output-dir", output]
    measure, wrapper = peak_memory_wrapper(workdir)
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        returncode = subprocess.run(wrapper + arguments, stdout=subprocess.DEVNULL, stderr=errors).returncode
        elapsed = time.perf_counter() - start
        errors.seek(0)
        stderr = errors.read(500).decode("utf-8", "replace")
    peak = read_peak_memory(measure, wrapper)
    if "--split" in command:
        shutil.rmtree(os.path.join(workdir, "split"), ignore_errors=True)
    if returncode not in (0, 1):
        raise SystemExit(f"{' '.join(arguments)} failed ({returncode}): {stderr}")
    return elapsed, peak


def check_unreadable_input_keeps_output(contactkit, workdir):
    """Item 6: `convert photo.png -o out.vcf` leaves out.vcf as it was."""
    picture = os.path.join(workdir, "photo.png")
    with open(picture, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    results = []
    for name in ("out.vcf", "out.csv"):
        target = os.path.join(workdir, name)
        with open(target, "w") as out:
            out.write("old contents\n")
        subprocess.run([contactkit, "convert", picture, "-o", target], stderr=subprocess.DEVNULL)
        with open(target) as kept:
            results.append(kept.read() == "old contents\n")
        os.remove(target)
    os.remove(picture)
    return all(results)


def check_split_link_not_followed(contactkit, workdir):
    """Item 11: a link planted in the --split folder is replaced, its target untouched."""
    outside = os.path.join(workdir, "outside")
    cards = os.path.join(workdir, "cards")
    os.makedirs(outside)
    os.makedirs(cards)
    secret = os.path.join(outside, "file")
    with open(secret, "w") as out:
        out.write("not yours\n")
    os.symlink("../outside/file", os.path.join(cards, "Jane Doe.vcf"))
    source = os.path.join(workdir, "in.vcf")
    with open(source, "w") as out:
        out.write("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n")
    subprocess.run([contactkit, "convert", source, "--split", "--output-dir", cards], stderr=subprocess.DEVNULL)
    with open(secret) as kept:
        untouched = kept.read() == "not yours\n"
    replaced = not os.path.islink(os.path.join(cards, "Jane Doe.vcf"))
    shutil.rmtree(outside)
    shutil.rmtree(cards)
    os.remove(source)
    return untouched and replaced


EVIL = "\\r\\nEND:VCARD\\r\\nBEGIN:VCARD\\r\\nFN:Mallory"  # JSON-escaped


def write_jcard_names(path, size):
    card = ('["vcard",[["version",{},"text","4.0"],["fn",{},"text","Person %d"],'
            '["x-evil' + EVIL + '",{},"text","v"],'
            '["note",{"group":"g' + EVIL + '","x-p' + EVIL + '":"1"},"text","kept"]]]')
    count = size // (len(card) + 6)
    with open(path, "w") as out:
        out.write("[" + ",".join(card % index for index in range(count)) + "]")
    return count


def write_ndjson_names(path, size):
    line = ('{"givenName":"Person %d","extensions":[{"name":"X-A' + EVIL + '","parameters":[],"value":"v"},'
            '{"group":"g' + EVIL + '","name":"X-B","parameters":[{"name":"X' + EVIL + '","values":["1"]}],"value":"w"}],'
            '"phoneNumbers":[{"value":"555-0100","parameters":[{"name":"X' + EVIL + '","values":["1"]}]}]}\n')
    count = size // (len(line) + 6)
    with open(path, "w") as out:
        for index in range(count):
            out.write(line % index)
    return count


def write_csv_formula_header(path, size):
    columns = 100
    header = "Name," + ",".join(f'"=HYPERLINK(""http://example.com/{index}"")"' for index in range(columns))
    row = "Ada," + ",".join("v" for _ in range(columns))
    count = max(1, (size - len(header)) // (len(row) + 2))
    with open(path, "w") as out:
        out.write(header + "\r\n")
        for _ in range(count):
            out.write(row + "\r\n")
    return count


def write_csv_long_header(path, size):
    with open(path, "w") as out:
        out.write("Name,")
        chunk = "H" * (1 << 20)
        for _ in range(size // len(chunk)):
            out.write(chunk)
        out.write("\r\nAda,v\r\n")
    return 0


def write_map_too_big(path, size):
    with open(path, "w") as out:
        out.write('{"Name": "')
        chunk = "x" * (1 << 20)
        for _ in range(size // len(chunk)):
            out.write(chunk)
        out.write('"}')
    return 0


def write_escapes(path, size):
    line = "bad \x1b[2J\x1b]0;title\x07\x00\u009b31m\u202egnp.exe line %d\r\n"
    count = size // 40
    with open(path, "w", encoding="utf-8") as out:
        out.write(HEAD)
        for index in range(count):
            out.write(line % index)
        out.write(TAIL)
    return count


def count_cards(output):
    return sum(1 for line in output.split(b"\r\n") if line.upper() == b"BEGIN:VCARD")


def check_cards(count, output, errors):
    return count_cards(output) == count and b"Mallory" not in output


def check_guarded_header(count, output, errors):
    header = output.split(b"\r\n", 1)[0].decode()
    return header.count("'=HYPERLINK(") == 100 and ',"=HYPERLINK(' not in header


def check_refused(count, output, errors):
    return output == b"" and len(errors) < 500


def check_escaped(count, output, errors):
    text = errors.decode("utf-8", "replace")
    controls = [c for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) <= 0x9F or ord(c) == 0x202E]
    return not controls and text.count("[malformed-line]") >= 1


# name, writer (returns the expected count), base size, arguments (INPUT is the input's path), check
CHECKED_CASES = [
    ("jcard-names", write_jcard_names, 20_000_000, ["convert", "INPUT", "--from", "jcard", "--to", "vcard", "--quiet"], check_cards),
    ("ndjson-names", write_ndjson_names, 20_000_000, ["convert", "INPUT", "--from", "ndjson", "--to", "vcard", "--quiet"], check_cards),
    ("csv-formula-hdr", write_csv_formula_header, 20_000_000, ["convert", "INPUT", "--to", "csv", "--quiet"], check_guarded_header),
    ("csv-long-header", write_csv_long_header, 40 << 20, ["convert", "INPUT", "--to", "vcard", "--max-line-length", "8M"], check_refused),
    ("map-too-big", write_map_too_big, 40 << 20, ["convert", "/dev/null", "--from", "csv", "--to", "vcard", "--map", "INPUT"], check_refused),
    ("escapes", write_escapes, 20_000_000, ["validate", "INPUT"], check_escaped),
]


def run_checked_case(contactkit, arguments, path, workdir):
    """Runs one command; returns seconds, peak RSS in MiB, stdout and stderr bytes."""
    output_path = os.path.join(workdir, "stdout")
    error_path = os.path.join(workdir, "stderr")
    command = [contactkit] + [path if argument == "INPUT" else argument for argument in arguments]
    measure, wrapper = peak_memory_wrapper(workdir)
    with open(output_path, "wb") as output, open(error_path, "wb") as errors:
        start = time.perf_counter()
        subprocess.run(wrapper + command, stdout=output, stderr=errors)
        elapsed = time.perf_counter() - start
    peak = read_peak_memory(measure, wrapper)
    with open(output_path, "rb") as output, open(error_path, "rb") as errors:
        result = (elapsed, peak, output.read(), errors.read())
    os.remove(output_path)
    os.remove(error_path)
    return result


def main_checked(contactkit, scale, only, workdir):
    print(f"{'case':<17}{'size 1':>12}{'time 1':>9}{'size 2':>12}{'time 2':>9}{'ratio':>7}{'MiB 1':>8}{'MiB 2':>8}  check")
    for name, write, base, arguments, check in CHECKED_CASES:
        if only and name not in only:
            continue
        times, sizes, memory, checks = [], [], [], []
        for factor in (1, 2):
            path = os.path.join(workdir, f"{name}.input")
            expected = write(path, int(base * scale) * factor)
            sizes.append(os.path.getsize(path))
            elapsed, rss, output, errors = run_checked_case(contactkit, arguments, path, workdir)
            times.append(elapsed)
            memory.append(rss)
            checks.append(check(expected, output, errors))
            os.remove(path)
        ratio = times[1] / times[0] if times[0] > 0 else float("nan")
        verdict = "ok" if all(checks) else "FAILED"
        print(f"{name:<17}{sizes[0]:>12,}{times[0]:>8.2f}s{sizes[1]:>12,}{times[1]:>8.2f}s{ratio:>7.2f}"
              f"{memory[0]:>8.0f}{memory[1]:>8.0f}  {verdict}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contactkit", required=True)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--only", default="", help="cases or classes to run, by name ('classes': every class)")
    parser.add_argument("--big", action="store_true", help="the classes at their full sizes (slower)")
    parser.add_argument(
        "--workdir", default=None,
        help="where inputs and --split output go (e.g. /dev/shm: a tmpfs does not slow down as a folder fills)")
    arguments = parser.parse_args()
    only = set(filter(None, arguments.only.split(",")))
    if arguments.workdir:
        os.makedirs(arguments.workdir, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="contactkit-hostile-", dir=arguments.workdir)
    try:
        print(f"{'case':<17}{'size 1':>12}{'time 1':>9}{'mem 1':>8}{'size 2':>12}{'time 2':>9}{'mem 2':>8}"
              f"{'ratio':>7}  verdict")
        for name, write, base, command, extension, extra, memory in CASES:
            if only and name not in only:
                continue
            times, sizes, peaks = [], [], []
            for factor in (1, 2):
                size = int(base * arguments.scale) * factor
                path = os.path.join(workdir, f"{name}.{extension}")
                write(path, size)
                sizes.append(os.path.getsize(path))
                elapsed, peak = run_case(arguments.contactkit, command, path, workdir, extra)
                times.append(elapsed)
                peaks.append(peak)
                os.remove(path)
            ratio = times[1] / times[0] if times[0] > 0 else float("nan")
            flat = peaks[1] <= 1.25 * peaks[0] + 8
            verdict = "ok" if ratio <= 2.3 and (memory == "grows" or flat) else "FAILED"
            if memory == "grows":
                verdict += " (memory grows: one value held)"
            print(f"{name:<17}{sizes[0]:>12,}{times[0]:>8.2f}s{peaks[0]:>7.0f}M{sizes[1]:>12,}{times[1]:>8.2f}s"
                  f"{peaks[1]:>7.0f}M{ratio:>7.2f}  {verdict}")
            if "--split" in command:
                per_card = 60
                counts = [int(base * arguments.scale) * factor // per_card for factor in (1, 2)]
                base_times = [filesystem_baseline(count, workdir) for count in counts]
                base_ratio = base_times[1] / base_times[0] if base_times[0] > 0 else float("nan")
                print(f"{'  (file system)':<17}{counts[0]:>12,}{base_times[0]:>8.2f}s{'':>8}{counts[1]:>12,}"
                      f"{base_times[1]:>8.2f}s{'':>8}{base_ratio:>7.2f}")
        for name, check in [
            ("unreadable-keeps-output", check_unreadable_input_keeps_output),
            ("split-link-replaced", check_split_link_not_followed),
        ]:
            if only and name not in only:
                continue
            print(f"{name:<25}{'ok' if check(arguments.contactkit, workdir) else 'FAILED'}")
        main_checked(arguments.contactkit, arguments.scale, only, workdir)
        failures = main_classes(arguments.contactkit, arguments.big, only, workdir)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()

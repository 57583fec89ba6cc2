#!/usr/bin/env python3
"""Sends a generated vCard 4.0 book through every CSV layout and back, and checks that each
contact's name, emails, phone numbers and birthday come back, or that a warning for that
contact names what the layout could not hold.

    round-trip-layouts.py CONTACTKIT COUNT SEED [LAYOUT ...]

For each layout: `convert --to csv:LAYOUT --verbose` (every warning, one per lost item),
then `convert --from csv --to vcard:4.0`, then both the original and the result through
`--to ndjson` to compare them as data. Also runs the CSV step without --verbose and counts
its warning lines (each kind of loss once). Prints one line of figures per layout and
exits 1 if any loss went unwarned.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LAYOUTS = ["csv", "csv:google", "csv:outlook", "csv:thunderbird"]


def run(tool, *args):
    result = subprocess.run([tool, *args], capture_output=True)
    if result.returncode not in (0,):
        sys.exit("%s %s failed (%d): %s" % (tool, " ".join(args), result.returncode, result.stderr.decode()[:2000]))
    return result.stdout, result.stderr.decode()


def is_cjk(text):
    for ch in text:
        v = ord(ch)
        if 0x3040 <= v <= 0x30FF or 0x3400 <= v <= 0x4DBF or 0x4E00 <= v <= 0x9FFF or 0xAC00 <= v <= 0xD7AF \
                or 0x1100 <= v <= 0x11FF or 0x3130 <= v <= 0x318F or 0xF900 <= v <= 0xFAFF:
            return True
    return False


def display_name(c):
    """The name a person reads: FN, else the name parts (family first, no space, for CJK)."""
    if c.get("formattedName"):
        return c["formattedName"]
    n = c.get("name", c)
    parts = [c.get(k, "") for k in ("namePrefix", "givenName", "middleName", "familyName", "nameSuffix")]
    given, family = c.get("givenName", ""), c.get("familyName", "")
    if (given or family) and all(is_cjk(p) for p in (given, family) if p) \
            and not c.get("namePrefix") and not c.get("nameSuffix"):
        return family + c.get("middleName", "") + given
    return " ".join(p for p in parts if p)


def values(c, key):
    return sorted(item["value"] for item in c.get(key, []))


def card_lines(path):
    starts = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("BEGIN:VCARD"):
                starts.append(number)
    return starts


def main():
    tool, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    layouts = sys.argv[4:] or LAYOUTS
    work = tempfile.mkdtemp(prefix="ck-csv-rt-")
    book = os.path.join(work, "book.vcf")
    with open(book, "w", encoding="utf-8") as f:
        subprocess.run([sys.executable, os.path.join(HERE, "make-name-book.py"), str(count), str(seed)], stdout=f, check=True)
    starts = card_lines(book)
    line_to_index = {line: i for i, line in enumerate(starts)}
    original_json, _ = run(tool, "convert", book, "--to", "ndjson")
    originals = [json.loads(l) for l in original_json.splitlines() if l.strip()]
    assert len(originals) == count, (len(originals), count)
    failed = False
    for layout in layouts:
        csv_path = os.path.join(work, layout.replace(":", "-") + ".csv")
        # Before --verbose existed every warning was printed anyway (CK_BASELINE=1 measures that build).
        verbose = [] if os.environ.get("CK_BASELINE") else ["--verbose"]
        _, verbose_err = run(tool, "convert", book, "--to", layout, "-o", csv_path, *verbose, "--force")
        _, summary_err = run(tool, "convert", book, "--to", layout, "-o", csv_path, "--force")
        back = os.path.join(work, layout.replace(":", "-") + ".vcf")
        _, read_err = run(tool, "convert", csv_path, "--from", layout, "--to", "vcard:4.0", "-o", back, "--force")
        back_json, _ = run(tool, "convert", back, "--to", "ndjson")
        results = [json.loads(l) for l in back_json.splitlines() if l.strip()]
        warned = {}  # contact index -> warning text
        for line in verbose_err.splitlines():
            m = re.match(r"^.*?:(\d+): warning: (.*)$", line)
            if m and int(m.group(1)) in line_to_index:
                warned.setdefault(line_to_index[int(m.group(1))], []).append(m.group(2))
        changed = {"name": 0, "emails": 0, "phones": 0, "birthday": 0}
        unwarned = {"name": 0, "emails": 0, "phones": 0, "birthday": 0}
        examples = []
        if len(results) != len(originals):
            print("%s: %d contacts came back of %d" % (layout, len(results), len(originals)))
            failed = True
        for i, (a, b) in enumerate(zip(originals, results)):
            text = " ".join(warned.get(i, []))
            checks = {
                "name": (display_name(a) == display_name(b) and all(
                    not a.get(k) or a.get(k) == b.get(k)
                    for k in ("givenName", "familyName", "middleName", "namePrefix", "nameSuffix")),
                    ("formattedName", "givenName", "familyName", "middleName", "namePrefix", "nameSuffix")),
                "emails": (values(a, "emailAddresses") == values(b, "emailAddresses"), ("emailAddresses",)),
                "phones": (values(a, "phoneNumbers") == values(b, "phoneNumbers"), ("phoneNumbers",)),
                "birthday": (a.get("birthday") == b.get("birthday"), ("birthday",)),
            }
            for kind, (same, words) in checks.items():
                if same:
                    continue
                changed[kind] += 1
                if not any(w in text for w in words):
                    unwarned[kind] += 1
                    if len(examples) < 5:
                        examples.append((i, kind, display_name(a), display_name(b), text))
        summary_lines = [l for l in summary_err.splitlines() if "warning:" in l]
        verbose_lines = [l for l in verbose_err.splitlines() if "warning:" in l]
        print("%-16s contacts %d | changed: name %d, emails %d, phones %d, birthday %d | unwarned: name %d, "
              "emails %d, phones %d, birthday %d | warning lines: %d verbose, %d default | read-back warnings: %d"
              % (layout, count, changed["name"], changed["emails"], changed["phones"], changed["birthday"],
                 unwarned["name"], unwarned["emails"], unwarned["phones"], unwarned["birthday"],
                 len(verbose_lines), len(summary_lines), len([l for l in read_err.splitlines() if "warning:" in l])))
        for example in examples:
            print("   unwarned:", example)
        if any(unwarned.values()):
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

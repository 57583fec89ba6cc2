#!/usr/bin/env python3
"""Convert each input to every output format and back, and count what changed.

    python3 Benchmarks/exports/roundtrip.py [--contactkit PATH] FILE...

For every FILE, `contactkit convert FILE --to ndjson` is the reference; then, for each target
format, FILE is converted to it, the result is read back to NDJSON, and every contact field
is compared with the reference. A field that differs is "reported" when the conversion's
warnings name it (a CSV layout with no column for it, a photo in CSV), else "silent". Also
counted: the reference's extension properties (what the reader did not map to the model).
An extension that comes back with its value but other parameters, or without its group, is a
change too (`NAME;parameters`, `group.NAME`), reported when a warning names the property and
its parameters (or its group); `--ignore-parameters` counts values only, as before.

A display name that comes back empty from a layout with no column for it (Outlook) is not
counted: readers derive it from the name. A group card a CSV layout writes as its members'
group names (reported: "has no rows for groups") counts as one reported change, and the
contacts are compared without it. Standard library only. Output: one line per file
and format with a silent change, a line per format, then the totals as JSON.
"""
import argparse
import json
import subprocess
import sys

FORMATS = ["vcard:2.1", "vcard:3.0", "vcard:4.0", "jcard", "csv", "csv:google", "csv:outlook", "csv:thunderbird"]
# What a CSV layout cannot hold by design and reports as such (field name → words in the warning).
REPORT_WORDS = {"imageData": "photo", "uid": "uid", "formattedName": "formattedName", "fieldParameters": "the parameters"}


# Whether an extension's parameters and group count (--ignore-parameters: values only, as
# the harness counted before the csvparams round).
COMPARE_PARAMETERS = True


def parameters(extension):
    """An extension's parameters, names upper-cased, without the CSV reader's X-CSV-COLUMN."""
    return sorted((p["name"].upper(), tuple(p["values"])) for p in extension.get("parameters", [])
                  if p["name"].upper() != "X-CSV-COLUMN")


def convert(contactkit, data, to, source=None):
    command = [contactkit, "convert", "-", "--to", to] + (["--from", source] if source else [])
    done = subprocess.run(command, input=data, capture_output=True)
    return done.stdout, done.stderr.decode("utf-8", "replace")


def contacts(ndjson):
    return [json.loads(line) for line in ndjson.decode("utf-8").splitlines() if line.strip()]


def differences(first, back, warnings):
    """(reported, silent) lists of `index:field` that differ."""
    reported, silent = [], []
    if "has no rows for groups" in warnings:
        # A CSV layout writes a group card as its members' group names, not as a row, and
        # says so: the card is compared through its members (who gain its name).
        reported += [f"{index}:kind" for index, c in enumerate(first) if c.get("kind") == "group"]
        first = [c for c in first if c.get("kind") != "group"]
    for index, (a, b) in enumerate(zip(first, back)):
        for field, value in a.items():
            if field == "extensions":
                kept = [(e["group"], e["name"], e["value"]) for e in b.get("extensions", [])]
                whole = [(e["group"], e["name"], parameters(e), e["value"]) for e in b.get("extensions", [])]
                for e in value:
                    if (e["group"], e["name"], e["value"]) in kept:
                        if COMPARE_PARAMETERS and (e["group"], e["name"], parameters(e), e["value"]) not in whole:
                            named = e["name"] in warnings and "parameters" in warnings
                            (reported if named else silent).append(f"{index}:{e['name']};parameters")
                        continue
                    # The same value without its group (a CSV column holds the value only).
                    if COMPARE_PARAMETERS and e["group"] and any(
                            n == e["name"] and v == e["value"] for _, n, v in kept):
                        named = e["name"] in warnings and e["group"] in warnings
                        (reported if named else silent).append(f"{index}:{e['group']}.{e['name']}")
                        continue
                    # Written in another form (a 4.0 data: URI, GEO as a geo: URI) is not lost.
                    if any(n == e["name"] for _, n, _ in kept):
                        continue
                    (reported if e["name"] in warnings else silent).append(f"{index}:{e['name']}")
                continue
            if b.get(field) == value or value in (None, "", [], {}):
                continue  # the same, or nothing there to lose (a derived display name)
            if isinstance(value, list) and isinstance(b.get(field), list) and sorted(
                    json.dumps(v, sort_keys=True) for v in value) == sorted(
                    json.dumps(v, sort_keys=True) for v in b[field]):
                continue  # the same values in another order (a layout's fixed columns)
            if field == "formattedName" and b.get(field) is None:
                continue  # a layout without a display-name column: derived from the name again
            word = REPORT_WORDS.get(field, field)
            (reported if word in warnings or field in warnings else silent).append(f"{index}:{field}")
    if len(first) != len(back):
        silent.append(f"count {len(first)}→{len(back)}")
    return reported, silent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/debug/contactkit")
    parser.add_argument("--formats", default=",".join(FORMATS))
    parser.add_argument("files", nargs="+")
    parser.add_argument("--ignore-parameters", action="store_true",
                        help="compare extensions by group, name and value only (the count before csvparams)")
    args = parser.parse_args()
    global COMPARE_PARAMETERS
    COMPARE_PARAMETERS = not args.ignore_parameters
    totals = {"pairs": 0, "unchanged": 0, "reported": 0, "silent": 0, "extensions": 0, "contacts": 0}
    by_format = {}
    for name in args.files:
        data = open(name, "rb").read()
        reference_bytes, _ = convert(args.contactkit, data, "ndjson")
        reference = contacts(reference_bytes)
        totals["contacts"] += len(reference)
        totals["extensions"] += sum(len(c.get("extensions", [])) for c in reference)
        for target in args.formats.split(","):
            output, warnings = convert(args.contactkit, data, target)
            source = "csv" if target.startswith("csv") else None
            back_bytes, _ = convert(args.contactkit, output, "ndjson", source)
            reported, silent = differences(reference, contacts(back_bytes), warnings)
            totals["pairs"] += 1
            if not reported and not silent:
                totals["unchanged"] += 1
            totals["reported"] += len(reported)
            totals["silent"] += len(silent)
            row = by_format.setdefault(target, {"pairs": 0, "unchanged": 0, "silent": 0})
            row["pairs"] += 1
            row["unchanged"] += 0 if reported or silent else 1
            row["silent"] += len(silent)
            if silent:
                print(f"{name} → {target}: silent {', '.join(silent)}")
    for target, row in by_format.items():
        print(f"{target}: {row['unchanged']}/{row['pairs']} unchanged, {row['silent']} silent changes")
    print(json.dumps(totals))


if __name__ == "__main__":
    sys.exit(main())

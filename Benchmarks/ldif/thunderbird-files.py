#!/usr/bin/env python3
"""Reads Thunderbird's own LDIF test files with contactkit and checks the names, e-mail
addresses, lists and fields their books hold; then writes each back as LDIF and reads it
again (the same contacts), and compares with Thunderbird's own vCard export of the same
book.

    python3 Benchmarks/ldif/thunderbird-files.py [--contactkit PATH] [DIR]

DIR (default /tmp/thunderbird-ldif) holds the files, put there at run time and never
committed (Thunderbird's test data is Mozilla's; SOURCES.md in DIR says where each came
from): `export-*.ldif` (mailnews/addrbook/test/unit/data/export.ldif, two revisions),
`import-*.ldif` (mail/components/addrbook/test/browser/data/import.ldif) and
`export-*.vcf` (mailnews/addrbook/test/unit/data/export.vcf). Skips (exit 0) when DIR is
missing. Standard library only; exits 1 on any mismatch.
"""
import argparse
import base64
import glob
import json
import os
import subprocess
import sys


def ndjson(tool, *args):
    done = subprocess.run([tool, "convert", *args, "--to", "ndjson"], capture_output=True)
    contacts = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return contacts, done.stderr.decode("utf-8", "replace"), done.returncode


def extension(contact, name):
    for e in contact.get("extensions", []):
        if e["name"] == name:
            if any(p["name"].upper() == "ENCODING" for p in e["parameters"]):
                return base64.b64decode(e["value"]).decode("utf-8")
            return e["value"].replace("\\n", "\n").replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/debug/contactkit")
    parser.add_argument("dir", nargs="?", default="/tmp/thunderbird-ldif")
    args = parser.parse_args()
    if not os.path.isdir(args.dir):
        print(f"skipped: {args.dir} is missing (see the docstring for the files it holds)")
        return 0
    problems, checked = [], 0

    def expect(where, what, got, wanted):
        nonlocal checked
        checked += 1
        if got != wanted:
            problems.append(f"{where}: {what}: got {got!r}, expected {wanted!r}")

    files = sorted(glob.glob(os.path.join(args.dir, "*.ldif")))
    vcards = sorted(glob.glob(os.path.join(args.dir, "export-*.vcf")))
    for path in files:
        name = os.path.basename(path)
        contacts, stderr, status = ndjson(args.contactkit, path)
        expect(name, "exit status", status, 0)
        expect(name, "warnings", stderr, "")
        people = {c.get("formattedName"): c for c in contacts if c["kind"] == "individual"}
        lists = [c for c in contacts if c["kind"] == "group"]
        one = people.get("contact number one", {})
        expect(name, "contact one: name", (one.get("givenName"), one.get("familyName")), ("contact", "one"))
        expect(name, "contact one: e-mail", [(e["value"], e["preference"]) for e in one.get("emailAddresses", [])],
               [("contact1@invalid", 1)])
        expect(name, "lists", len(lists), 1)
        if lists:
            expect(name, "list members", lists[0]["members"], [one.get("uid")])
        if name.startswith("export"):
            expect(name, "contacts", len(contacts), 3)
            two = people.get("contact number two", {})
            expect(name, "contact two: e-mail", [e["value"] for e in two.get("emailAddresses", [])], ["contact2@invalid"])
            expect(name, "contact two: title", two.get("jobTitle"), '"worker"')
            expect(name, "contact two: note", two.get("note"), "here's some unicode text…")
            for number, value in [(1, "custom, 1"), (2, "custom\t2"), (3, "custom\r3"), (4, "custom\n4")]:
                expect(name, f"contact two: custom {number}", extension(two, f"X-CUSTOM{number}"), value)
            expect(name, "list name", lists[0]["formattedName"] if lists else None, "new list")
            # Thunderbird's own vCard export of the same book.
            for vcf in vcards:
                theirs, _, _ = ndjson(args.contactkit, vcf)
                for card in theirs:
                    ours = people.get(card.get("formattedName"), {})
                    for field in ["givenName", "familyName", "jobTitle", "note"]:
                        expect(f"{name} vs {os.path.basename(vcf)}", f"{card['formattedName']}: {field}", ours.get(field), card.get(field))
                    expect(f"{name} vs {os.path.basename(vcf)}", f"{card['formattedName']}: e-mail",
                           [(e["value"], e["preference"]) for e in ours.get("emailAddresses", [])],
                           [(e["value"], e["preference"]) for e in card.get("emailAddresses", [])])
        else:
            expect(name, "contacts", len(contacts), 2)
            if lists:
                expect(name, "list", (lists[0]["formattedName"], lists[0]["nickname"], lists[0]["note"]),
                       ("list", "nick name", "a list of cards"))
        # Written back as LDIF and read again: the same contacts.
        written = subprocess.run([args.contactkit, "convert", path, "--to", "ldif"], capture_output=True)
        expect(name, "LDIF output warnings", written.stderr.decode(), "")
        out = os.path.join(args.dir, name + ".out")
        with open(out, "wb") as f:
            f.write(written.stdout)
        again, stderr, _ = ndjson(args.contactkit, out, "--from", "ldif")
        def key(c):
            return json.dumps(dict(c, extensions=sorted(c["extensions"], key=json.dumps)), sort_keys=True)
        expect(name, "LDIF -> LDIF -> contacts", sorted(map(key, again)), sorted(map(key, contacts)))
    print(json.dumps({"files": [os.path.basename(f) for f in files + vcards], "values checked": checked,
                      "mismatches": len(problems)}))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Does `contactkit list --search` find a contact by what a person types? Checked against
outside oracles on generated books.

    python3 Benchmarks/browsing/search-oracle.py --seed 11 [--contactkit .build/release/contactkit]

Book: `Benchmarks/generate-corpus.py --format vcard3 --count 3000 --seed SEED` (seed 11 was
used while writing this script; seed 12 was never looked at before the figures were taken).
Queries, for a fixed sample of its contacts:
- phone: the contact's first number as libphonenumber (`phonenumbers`, Apache-2.0) writes
  it in E.164, international and national format (numbers it cannot read are left out);
- name: each Latin-script name part (given, family) with non-ASCII letters, as `anyascii`
  (ISC) writes it in plain ASCII, lower-cased (`Sørensen` → `sorensen`, `Straße` → `strasse`);
- the same parts upper-cased as written (case folding).
A query passes when the contact is among the names listed. Both packages are installed here
with pip when missing, never by the Swift package. Prints pass rates per kind and the
failures.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile
import unicodedata

for module, package in (("phonenumbers", "phonenumbers"), ("anyascii", "anyascii")):
    try:
        __import__(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", package], check=True)
import phonenumbers  # noqa: E402
from anyascii import anyascii  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def cards(path):
    """(FN, N parts, first TEL) of each card, from the unfolded lines."""
    with open(path, encoding="utf-8") as f:
        text = f.read().replace("\r\n ", "").replace("\r\n", "\n")
    for block in text.split("BEGIN:VCARD\n")[1:]:
        fn, n, tel = "", [], None
        for line in block.split("\n"):
            name, _, value = line.partition(":")
            base = name.split(";")[0].split(".")[-1].upper()
            if base == "FN":
                fn = unescape(value)
            elif base == "N":
                n = [unescape(p) for p in value.split(";")[:2] if p]
            elif base == "TEL" and tel is None:
                tel = value
        yield fn, n, tel


def unescape(value):
    return value.replace("\\,", ",").replace("\\;", ";").replace("\\\\", "\\")


def listed(contactkit, book, query):
    out = subprocess.run([contactkit, "list", "--quiet", "--search", query, book],
                         capture_output=True, text=True, check=True).stdout
    return {line[2:].split("  ")[0].strip() for line in out.split("\n") if line.startswith("  ")}


def is_latin(text):
    return all(not c.isalpha() or "LATIN" in unicodedata.name(c, "") for c in text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--sample", type=int, default=120)
    parser.add_argument("--contactkit", default=".build/release/contactkit")
    args = parser.parse_args()

    book = os.path.join(tempfile.mkdtemp(), "book.vcf")
    subprocess.run([sys.executable, os.path.join(HERE, "..", "generate-corpus.py"), "--count", str(args.count),
                    "--format", "vcard3", "--seed", str(args.seed), "-o", book], check=True)
    people = [c for c in cards(book) if c[0]]
    sample = random.Random(args.seed).sample(people, min(args.sample, len(people)))

    results = {}
    failures = []

    def check(kind, query, fn, parts):
        # The list shows the display name (title and all): found when a listed name has
        # every name part, or is the formatted name.
        names = listed(args.contactkit, book, query)
        found = any(all(p in name for p in parts) if parts else name == fn for name in names)
        results.setdefault(kind, [0, 0])[0 if found else 1] += 1
        if not found:
            failures.append(f"{kind}: {query!r} did not find {fn!r}")

    for fn, parts, tel in sample:
        if tel:
            try:
                number = phonenumbers.parse(tel, None)
            except phonenumbers.NumberParseException:
                number = None
            if number is not None:
                for kind, style in (("phone E.164", phonenumbers.PhoneNumberFormat.E164),
                                    ("phone international", phonenumbers.PhoneNumberFormat.INTERNATIONAL),
                                    ("phone national", phonenumbers.PhoneNumberFormat.NATIONAL)):
                    check(kind, phonenumbers.format_number(number, style), fn, parts)
        for part in parts:
            if is_latin(part) and not part.isascii():
                check("name, plain ASCII (anyascii)", anyascii(part).lower(), fn, parts)
            if part.strip():
                check("name, upper case", part.upper(), fn, parts)

    for kind, (passed, failed) in sorted(results.items()):
        total = passed + failed
        print(f"{kind}: {passed} of {total} found ({100 * passed / total:.1f} %)")
    for line in failures[:30]:
        print("  " + line)


if __name__ == "__main__":
    main()

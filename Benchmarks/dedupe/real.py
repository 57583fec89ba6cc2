#!/usr/bin/env python3
"""Measures `contactkit dedupe` on two real, public benchmark sets (outside data, not ours).

    python3 Benchmarks/dedupe/real.py [--contactkit PATH] [--precision balanced|high]
                                      [--data DIR] [--errors N] [restaurants] [chicago]

The sets are read from `../shared/dedupe-real/` (or `--data`, or `CONTACTKIT_DEDUPE_REAL`);
they are never copied into the project. Each is written as a vCard 4.0 book of organization
cards in `Benchmarks/corpus/` (git-ignored) with a truth CSV `record,person,kind` as
`generate.py` writes it, deduplicated with `contactkit dedupe --clusters` and scored with
`score.py` (pairwise precision, recall, F1). With `--errors N`, up to N wrong and N missed
pairs are printed with both records, to read what went wrong.

- `restaurants`: Fodor's and Zagat restaurant listings (864 records, 112 true pairs; RIDDLE,
  via HPI's DuDe). `name` -> FN and ORG, `addr` and `city` -> ADR (street, locality),
  `phone` -> TEL;TYPE=WORK, `type` (cuisine) -> CATEGORIES. Truth: the `class` column.
- `chicago`: dedupe.io's Chicago early-childhood centres (3,337 records, 6,608 true pairs;
  the entity is a site, and the truth is partly built from house number and zip).
  `Site name` -> FN and ORG, `Address` and `Zip` -> ADR (street, postal code; the set has
  no city column, and none is made up), `Phone` and `Fax` -> TEL;TYPE=WORK / TEL;TYPE=FAX (7 digits, no area code),
  `Website` -> URL, `Email Address` -> EMAIL. Truth: the `True Id` column.
"""
import argparse
import csv
import os
import subprocess
import sys
import time
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "Benchmarks", "corpus")
DEFAULT_DATA = os.environ.get("CONTACTKIT_DEDUPE_REAL", os.path.join(os.path.dirname(ROOT), "shared", "dedupe-real"))


def escape(value):
    return value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n").replace("\r", "")


def clean(value):
    return " ".join((value or "").split())


def restaurants(data):
    """(record id, fields, entity) for each Fodor's-Zagat listing."""
    path = os.path.join(data, "restaurants_fz", "restaurant.csv")
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, skipinitialspace=True):
            entity = row["class"].strip().strip("'")
            fields = dict(name=clean(row["name"]), street=clean(row["addr"]), city=clean(row["city"]),
                          phone=clean(row["phone"]), category=clean(row["type"]))
            yield "fz" + row["id"].strip(), fields, entity


def chicago(data):
    """(record id, fields, entity) for each Chicago early-childhood listing."""
    path = os.path.join(data, "chicago_ece", "csv_example_input_with_true_ids.csv")
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        for row in csv.DictReader(f):
            fields = dict(name=clean(row["Site name"]), street=clean(row["Address"]), postal=clean(row["Zip"]),
                          phone=clean(row["Phone"]), fax=clean(row["Fax"]),
                          url=clean(row["Website"]), email=clean(row["Email Address"]))
            yield "ece" + row["Id"].strip(), fields, row["True Id"].strip()


SETS = {"restaurants": restaurants, "chicago": chicago}


def card(record_id, fields):
    lines = ["BEGIN:VCARD", "VERSION:4.0", "UID:" + escape(record_id), "KIND:org"]
    name = fields.get("name") or record_id
    lines.append("FN:" + escape(name))
    lines.append("ORG:" + escape(name))
    street, city, postal = fields.get("street", ""), fields.get("city", ""), fields.get("postal", "")
    if street or postal:
        lines.append("ADR;TYPE=work:;;%s;%s;;%s;" % (escape(street), escape(city), escape(postal)))
    if fields.get("phone"):
        lines.append("TEL;TYPE=work,voice;VALUE=text:" + escape(fields["phone"]))
    if fields.get("fax"):
        lines.append("TEL;TYPE=work,fax;VALUE=text:" + escape(fields["fax"]))
    if fields.get("email"):
        lines.append("EMAIL;TYPE=work:" + escape(fields["email"]))
    if fields.get("url"):
        lines.append("URL:" + escape(fields["url"]))
    if fields.get("category"):
        lines.append("CATEGORIES:" + escape(fields["category"]))
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def write_book(name, data):
    os.makedirs(CORPUS, exist_ok=True)
    book = os.path.join(CORPUS, "real-%s.vcf" % name)
    truth = os.path.join(CORPUS, "real-%s-truth.csv" % name)
    records = list(SETS[name](data))
    with open(book, "w", encoding="utf-8", newline="") as out, open(truth, "w", encoding="utf-8", newline="") as t:
        writer = csv.writer(t)
        writer.writerow(["record", "person", "kind"])
        for record_id, fields, entity in records:
            out.write(card(record_id, fields))
            writer.writerow([record_id, entity, name])
    return book, truth, records


def show_errors(records, clusters_path, limit):
    by_id = {record_id: (fields, entity) for record_id, fields, entity in records}
    cluster = {}
    with open(clusters_path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            cluster[row["record"]] = row["cluster"]
    members = defaultdict(list)
    for record_id in by_id:
        members[cluster[record_id]].append(record_id)
    entities = defaultdict(list)
    for record_id, (_, entity) in by_id.items():
        entities[entity].append(record_id)

    def describe(record_id):
        fields = by_id[record_id][0]
        return "%s [%s] %s | %s %s | %s" % (record_id, by_id[record_id][1], fields.get("name"), fields.get("street"),
                                            fields.get("postal") or fields.get("city"), fields.get("phone"))

    wrong = [(a, b) for group in members.values() for i, a in enumerate(group) for b in group[i + 1:]
             if by_id[a][1] != by_id[b][1]]
    missed = [(a, b) for group in entities.values() for i, a in enumerate(group) for b in group[i + 1:]
              if cluster[a] != cluster[b]]
    print("wrong pairs: %d" % len(wrong))
    for a, b in wrong[:limit]:
        print("  " + describe(a) + "\n  = " + describe(b))
    print("missed pairs: %d" % len(missed))
    for a, b in missed[:limit]:
        print("  " + describe(a) + "\n  ~ " + describe(b))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--contactkit", default=os.path.join(ROOT, ".build", "release", "contactkit"))
    parser.add_argument("--precision", default="balanced")
    parser.add_argument("--data", default=DEFAULT_DATA)
    parser.add_argument("--errors", type=int, default=0)
    parser.add_argument("sets", nargs="*", default=["restaurants", "chicago"])
    options = parser.parse_args()
    if not os.path.isdir(options.data):
        print("real.py: %s not found (set --data or CONTACTKIT_DEDUPE_REAL); skipped" % options.data)
        return
    for name in options.sets:
        book, truth, records = write_book(name, options.data)
        clusters = os.path.join(CORPUS, "real-%s-clusters.csv" % name)
        started = time.time()
        subprocess.run([options.contactkit, "dedupe", book, "-o", os.devnull, "--force", "--quiet", "--region", "US",
                        "--clusters", clusters, "--precision", options.precision], check=False)
        elapsed = time.time() - started
        print("%s: %d records, %s precision, dedupe %.2f s" % (name, len(records), options.precision, elapsed))
        sys.stdout.flush()
        subprocess.run([sys.executable, os.path.join(HERE, "score.py"), truth, clusters], check=True)
        if options.errors:
            show_errors(records, clusters, options.errors)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""vCard -> LDIF -> vCard on a generated book: every value either comes back or is named
in a warning of the LDIF step; counts both, and every value that does neither.

    python3 Benchmarks/ldif/roundtrip.py [--contactkit PATH] [--count 10000] [--seed 1]
        [--format vcard4|vcard3] [--lists N]

The book is made by Benchmarks/generate-corpus.py; --lists N adds N group cards (vCard 4.0
KIND:group, 3.0 X-ADDRESSBOOKSERVER-KIND) whose members are the contacts of one category,
by UID, so that lists go through too. Steps: the book to NDJSON (the reference), the book
to LDIF with --verbose (one warning per thing left out, at the line of its card), the LDIF
to NDJSON (the result). Each value of each reference contact is then one item:

  kept      the result has it (a list value with its label, preference and parameters;
            an address part by part; a list's members by the contacts they name)
  reported  it differs or is missing, and a warning about that contact names it
  silent    it differs or is missing and no warning names it (must be 0)

A value the result gains (a display name made from the name parts, a UID made from the
entry's DN, `mail` marked preferred) is no loss and is not counted. Standard library only;
exits 1 when anything is silent.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCALARS = ["formattedName", "namePrefix", "givenName", "middleName", "familyName", "secondaryFamilyName",
           "previousFamilyName", "nameSuffix", "nameGeneration", "nickname", "phoneticGivenName",
           "phoneticMiddleName", "phoneticFamilyName", "phoneticOrganizationName", "organizationName",
           "departmentName", "jobTitle", "note"]
LISTS = ["phoneNumbers", "emailAddresses", "urlAddresses", "instantMessageAddresses", "postalAddresses",
         "dates", "contactRelations", "socialProfiles"]
WARNING = re.compile(r"^(.*?):(\d+): warning: (.*) \[([a-z-]+)\]$")


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, **kwargs)
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[:2000]}")
    return done.stdout, done.stderr.decode("utf-8", "replace")


def add_lists(path, count, version):
    """Appends `count` group cards, one per category, members by UID (a card without a UID,
    as the 3.0 book's, is given one); returns their names."""
    uids_by_category = {}
    uid = None
    categories = []
    card = 0
    lines_out = []
    with open(path, encoding="utf-8", newline="") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if line.startswith("UID:"):
                uid = line[4:]
            elif line.startswith("CATEGORIES:"):
                categories = [c.replace("\\,", ",") for c in re.split(r"(?<!\\),", line[11:])]
            elif line == "END:VCARD":
                card += 1
                if uid is None:
                    uid = f"11111111-0000-4000-8000-{card:012d}"
                    lines_out.append("UID:" + uid)
                for category in categories:
                    uids_by_category.setdefault(category, []).append(uid)
                uid, categories = None, []
            lines_out.append(line)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\r\n".join(lines_out) + "\r\n")
    names = sorted(uids_by_category)[:count]
    with open(path, "a", encoding="utf-8", newline="") as f:
        for number, name in enumerate(names):
            members = uids_by_category[name]
            reference = [m if m.startswith("urn:uuid:") else "urn:uuid:" + m for m in members]
            if version == "vcard4":
                lines = ["BEGIN:VCARD", "VERSION:4.0", "KIND:group", f"FN:{name}", f"UID:urn:uuid:00000000-0000-4000-8000-{number:012d}"]
                lines += [f"MEMBER:{m}" for m in reference]
            else:
                lines = ["BEGIN:VCARD", "VERSION:3.0", "X-ADDRESSBOOKSERVER-KIND:group", f"FN:{name}", f"N:{name};;;;",
                         f"UID:00000000-0000-4000-8000-{number:012d}"]
                lines += [f"X-ADDRESSBOOKSERVER-MEMBER:{m}" for m in reference]
            f.write("\r\n".join(lines + ["END:VCARD"]) + "\r\n")
    return names


def card_starts(path):
    starts = []
    with open(path, encoding="utf-8", newline="") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("BEGIN:VCARD"):
                starts.append(number)
    return starts


def mentions(warnings, *words):
    return any(all(w in text for w in words) for text in warnings)


def mentions_value(warnings, list_name, index, *words):
    """A warning names value `index` (1-based) of `list_name`, or the whole list."""
    pattern = re.compile(rf"\b{list_name} {index}\b(?!\d)")
    whole = re.compile(rf"\b{list_name} \(\d+")
    return any((pattern.search(t) or whole.search(t)) and all(w in t for w in words) for t in warnings)


def compare(a, b, warnings, tally, silent, where):
    def item(kept, reported, what):
        if kept:
            tally["kept"] += 1
        elif reported:
            tally["reported"] += 1
        else:
            tally["silent"] += 1
            silent.append(f"{where}: {what}")

    for field in SCALARS:
        if a.get(field):
            item(b.get(field) == a[field], mentions(warnings, field), field)
    if a.get("uid"):
        item(b.get("uid") == a["uid"], mentions(warnings, "uid"), "uid")
    if a.get("kind", "individual") != "individual":
        item(b.get("kind") == a["kind"], mentions(warnings, "kind"), "kind")
    if a.get("birthday"):
        item(b.get("birthday") == a["birthday"], mentions(warnings, "birthday"), "birthday")
    if a.get("nonGregorianBirthday"):
        item(b.get("nonGregorianBirthday") == a["nonGregorianBirthday"], mentions(warnings, "nonGregorianBirthday"), "nonGregorianBirthday")
    if a.get("imageData"):
        item(b.get("imageData") == a["imageData"], mentions(warnings, "photo"), "imageData")
    for group in a.get("groups", []):
        item(group in b.get("groups", []), mentions(warnings, "groups"), f"group {group}")
    for extension in a.get("extensions", []):
        kept = any(e["name"] == extension["name"] and e["value"] == extension["value"] for e in b.get("extensions", []))
        item(kept, mentions(warnings, extension["name"]), f"extension {extension['name']}")
    for field, parameters in a.get("fieldParameters", {}).items():
        if parameters:
            item(b.get("fieldParameters", {}).get(field) == parameters, mentions(warnings, "parameters", field), f"fieldParameters {field}")
    for list_name in LISTS:
        others = b.get(list_name, [])
        entries = a.get(list_name, [])
        # Each result entry answers for one reference entry: the same value and label first,
        # then the same value (a number that came back under another label).
        matches, used = {}, set()
        key = (lambda e: (e["value"].get("street"), e["value"].get("city"))) if list_name == "postalAddresses" \
            else (lambda e: json.dumps(e["value"], sort_keys=True))
        for same_label in (True, False):
            for index, entry in enumerate(entries):
                if index in matches:
                    continue
                for position, other in enumerate(others):
                    if position not in used and key(other) == key(entry) and (not same_label or other["label"] == entry["label"]):
                        matches[index] = other
                        used.add(position)
                        break
        for index, entry in enumerate(entries, 1):
            if list_name == "postalAddresses":
                value = entry["value"]
                match = matches.get(index - 1)
                if match is None:
                    for part, text in value.items():
                        if text:
                            item(False, mentions_value(warnings, list_name, index), f"{list_name} {index} {part}")
                    continue
                for part, text in value.items():
                    if text:
                        item(match["value"].get(part) == text, mentions_value(warnings, list_name, index, part),
                             f"{list_name} {index} {part}")
            else:
                match = matches.get(index - 1)
                item(match is not None, mentions_value(warnings, list_name, index), f"{list_name} {index} value")
                if match is None:
                    continue
            if entry.get("label"):
                item(match["label"] == entry["label"], mentions_value(warnings, list_name, index, "label"),
                     f"{list_name} {index} label {entry['label']}")
            if entry.get("preference") is not None:
                item(match.get("preference") == entry["preference"], mentions_value(warnings, list_name, index, "preferred"),
                     f"{list_name} {index} preference")
            if entry.get("parameters"):
                item(match.get("parameters") == entry["parameters"], mentions_value(warnings, list_name, index, "parameters"),
                     f"{list_name} {index} parameters")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/debug/contactkit")
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", default="vcard4", choices=["vcard4", "vcard3"])
    parser.add_argument("--lists", type=int, default=8)
    parser.add_argument("--keep", help="a folder to keep the book, the LDIF and the warnings in")
    args = parser.parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="ck-ldif-rt-")
    os.makedirs(work, exist_ok=True)
    book = os.path.join(work, "book.vcf")
    run([sys.executable, os.path.join(HERE, "..", "generate-corpus.py"), "--count", str(args.count),
         "--seed", str(args.seed), "--format", args.format, "-o", book])
    lists = add_lists(book, args.lists, args.format)
    starts = card_starts(book)
    reference = [json.loads(l) for l in run([args.contactkit, "convert", book, "--to", "ndjson"])[0].splitlines() if l.strip()]
    ldif = os.path.join(work, "book.ldif")
    _, stderr = run([args.contactkit, "convert", book, "--to", "ldif", "-o", ldif, "--verbose"])
    with open(os.path.join(work, "warnings.txt"), "w", encoding="utf-8") as f:
        f.write(stderr)
    back = [json.loads(l) for l in run([args.contactkit, "convert", ldif, "--to", "ndjson"])[0].splitlines() if l.strip()]
    warnings = {}
    codes = {}
    unplaced = []
    index_of_line = {line: i for i, line in enumerate(starts)}
    for line in stderr.splitlines():
        match = WARNING.match(line)
        if not match:
            continue
        codes[match.group(4)] = codes.get(match.group(4), 0) + 1
        index = index_of_line.get(int(match.group(2)))
        if index is None:
            unplaced.append(line)
            continue
        warnings.setdefault(index, []).append(match.group(3))
    tally = {"kept": 0, "reported": 0, "silent": 0}
    silent = []
    persons = [c for c in reference if c.get("kind") != "group"]
    back_persons = [c for c in back if c.get("kind") != "group"]
    if len(persons) != len(back_persons):
        silent.append(f"contacts: {len(persons)} in, {len(back_persons)} back")
    for index, (a, b) in enumerate(zip(reference[:len(persons)], back_persons)):
        compare(a, b, warnings.get(index, []), tally, silent, f"contact {index + 1}")
    # Lists: the same members, named by the contacts they point to.
    def key(reference):
        reference = reference.strip().lower()
        return reference[9:] if reference.startswith("urn:uuid:") else reference
    back_uid_of = {key(a["uid"]): b.get("uid") for a, b in zip(persons, back_persons) if a.get("uid")}
    back_groups = {g.get("formattedName"): g for g in back if g.get("kind") == "group"}
    member_tally = {"kept": 0, "lost": 0}
    for offset, group in enumerate(reference[len(persons):]):
        index = len(persons) + offset
        found = back_groups.get(group.get("formattedName"))
        compare(group, found or {}, warnings.get(index, []), tally, silent, f"list {group.get('formattedName')}")
        members = set(found.get("members", [])) if found else set()
        for member in group.get("members", []):
            if back_uid_of.get(key(member)) in members:
                member_tally["kept"] += 1
                tally["kept"] += 1
            elif any(member in w for w in warnings.get(index, []) + unplaced):
                tally["reported"] += 1
            else:
                member_tally["lost"] += 1
                tally["silent"] += 1
                silent.append(f"list {group.get('formattedName')}: member {member}")
    for line in silent[:40]:
        print("silent:", line)
    summary = {
        "format": args.format, "contacts": len(persons), "lists": len(lists),
        "list members kept": member_tally["kept"], "values kept": tally["kept"],
        "values reported": tally["reported"], "values silent": tally["silent"],
        "warning lines by code": codes, "ldif bytes": os.path.getsize(ldif),
    }
    print(json.dumps(summary, indent=1, ensure_ascii=False))
    return 1 if tally["silent"] else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Sorts what Roundcube lost of ContactKit's output: ours, reported, or Roundcube's.

compare.py WORKDIR LABEL: WORKDIR holds, for each input N, N.source.ndjson (the input as
contactkit reads it) and, for each target T, N.T.csv|vcf (our output), N.T.back.ndjson (our
output read back by contactkit), N.T.warnings (what contactkit said) and N.T.roundcube
(Roundcube's records, from import.php). Prints a table of losses by target and class, the
reasons, and every loss that is ours; exits 1 when there is one.
"""
import collections, csv, glob, io, json, os, re, sys

work, label = sys.argv[1], sys.argv[2]

# Roundcube's vCard fieldmap and the properties rcube_vcard reads itself
# (program/lib/Roundcube/rcube_vcard.php: $fieldmap, get_assoc()).
ROUNDCUBE_PROPERTIES = {"N", "FN", "NICKNAME", "ORG", "TITLE", "X-DEPARTMENT", "TEL", "EMAIL", "ADR",
                        "URL", "BDAY", "NOTE", "X-GENDER", "X-MAIDENNAME", "X-ANNIVERSARY", "X-ASSISTANT",
                        "X-MANAGER", "X-SPOUSE", "CATEGORIES", "PHOTO", "IMPP", "X-AIM", "X-ICQ", "X-MSN",
                        "X-YAHOO", "X-JABBER", "X-SKYPE-USERNAME", "X-ABSHOWAS", "X-PHONETIC-FIRST-NAME",
                        "X-PHONETIC-LAST-NAME"}


def load(path):
    if not os.path.exists(path):
        return []
    return [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]


def clean(text):
    return (text or "").replace("\r\n", "\n").replace("\r", "\n").strip()


def expected_values(contact):
    """(field, value) pairs Roundcube has a place for."""
    pairs = []
    for field, key in [("firstname", "givenName"), ("surname", "familyName"), ("middlename", "middleName"),
                       ("prefix", "namePrefix"), ("suffix", "nameSuffix"), ("nickname", "nickname"),
                       ("organization", "organizationName"), ("department", "departmentName"),
                       ("jobtitle", "jobTitle"), ("notes", "note")]:
        if clean(contact.get(key)):
            pairs.append((field, clean(contact[key])))
    for field, key in [("email", "emailAddresses"), ("phone", "phoneNumbers"), ("website", "urlAddresses")]:
        for entry in contact.get(key) or []:
            if clean(entry.get("value")):
                pairs.append((field, clean(entry["value"])))
    for entry in contact.get("postalAddresses") or []:
        value = entry.get("value") or {}
        for part, key in [("street", "street"), ("locality", "city"), ("region", "state"),
                          ("zipcode", "postalCode"), ("country", "country")]:
            if clean(value.get(key)):
                pairs.append(("address." + part, clean(value[key])))
    birthday = contact.get("birthday")
    if birthday and birthday.get("year") and birthday.get("month") and birthday.get("day"):
        pairs.append(("birthday", "%04d-%02d-%02d" % (birthday["year"], birthday["month"], birthday["day"])))
    return pairs


def roundcube_values(record):
    values = collections.defaultdict(list)
    for key, value in record.items():
        field = key.split(":")[0]
        items = value if isinstance(value, list) else [value]
        for item in items:
            if field == "address" and isinstance(item, dict):
                for part, text in item.items():
                    values["address." + part].append(clean(text))
            elif isinstance(item, str):
                values[field].append(clean(item))
    return values


def held(values, field, value):
    return value in values.get(field, [])


def csv_columns(path):
    """Our CSV output: (header, rows) decoded as UTF-8."""
    text = open(path, encoding="utf-8-sig", errors="replace").read()
    rows = list(csv.reader(io.StringIO(text, newline="")))
    return (rows[0], rows[1:]) if rows else ([], [])


def vcard_cards(path):
    """Our vCard output, unfolded: one list of (name, raw line) per card."""
    text = open(path, encoding="utf-8", errors="replace", newline="").read().replace("\r\n ", "")
    cards, card = [], None
    for line in text.split("\r\n"):
        name = re.split(r"[;:]", line, 1)[0].upper()
        name = name.split(".", 1)[-1]
        if name == "BEGIN":
            card = []
        elif name == "END" and card is not None:
            cards.append(card)
            card = None
        elif card is not None:
            card.append((name, line))
    return cards


def family_of(destination):
    """Roundcube's map destination (`phone:work`, `street:home`, `birthday-d`) as a field."""
    name = destination.split(":")[0]
    return {"birthday-d": "birthday", "birthday-m": "birthday", "birthday-y": "birthday"}.get(name, name)


def unescape(text):
    return re.sub(r"\\([\\;,:nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), text)


def explain(target, field, value, index, roundcube, out, mapped, header, rows, cards, got):
    """The class and reason of one lost value held by our output."""
    if target.startswith("csv"):
        row = rows[index] if index < len(rows) else []
        columns = [header[i] for i, cell in enumerate(row) if i < len(header) and clean(cell).lstrip("'") != "" and
                   (value in clean(cell) or clean(cell) in value)]
        guarded = [header[i] for i, cell in enumerate(row) if i < len(header) and clean(cell) == "'" + value]
        if guarded:
            return "ours", "written with the formula guard's apostrophe in " + ", ".join(guarded)
        # A value our layout splits over columns (Outlook's Business Street and Business
        # Street 2), one of which Roundcube does not map.
        # The parts are adjacent columns holding the value's lines in order: a cell that
        # only contains a line's text elsewhere (a postal code 99999 inside 9999999) is not one.
        lines = value.split("\n")
        for start in range(len(row) - len(lines) + 1 if "\n" in value else 0):
            span = range(start, start + len(lines))
            if all(k < len(header) and clean(row[k]) == line for k, line in zip(span, lines)):
                unmapped_parts = [header[k] for k in span if k not in mapped]
                if unmapped_parts:
                    return "roundcube", ("split over columns as the layout has it; not in Roundcube's map: "
                                         + ", ".join(unmapped_parts))
        # The columns holding it that Roundcube maps to this very field.
        family = field.split(".")[-1] if field.startswith("address.") else field
        meant = [c for c in columns if family_of(mapped.get(header.index(c), "")) == family]
        if columns and not meant:
            where = ["%s → %s" % (c, mapped.get(header.index(c), "not mapped")) for c in columns]
            return "roundcube", "no column holding it is mapped to %s by Roundcube: %s" % (field, ", ".join(sorted(set(where))))
        unmapped = [c for c in columns if header.index(c) not in mapped]  # (kept for the reason text)
        if columns and len(unmapped) == len(columns):
            return "roundcube", "column not in Roundcube's map: " + ", ".join(sorted(set(unmapped)))
        if field == "birthday" and got:
            return "roundcube", "Roundcube reads the date differently (rcube_utils::anytodatetime)"
        if field == "notes" and got and any(value.startswith(g) for g in got if g):
            return "roundcube", "Roundcube cuts a note at a line break inside quotes"
        if field == "phone" and columns:
            return "roundcube", "phone column mapped by its '- Type' value, which Google's current layout calls '- Label'"
        return "ours", "mapped column(s) %s, Roundcube got %r" % (columns, got[:3])
    card = cards[index] if index < len(cards) else []
    lines = [(name, line) for name, line in card if value in unescape(line) or
             value.replace(" ", "") in unescape(line).replace(" ", "")]
    names = sorted({name for name, _ in lines})
    if lines and all(name not in ROUNDCUBE_PROPERTIES for name in names):
        return "roundcube", "property Roundcube does not read: " + ", ".join(names)
    if got and any(value.replace(" ", "") == g.replace(" ", "") for g in got):
        return "ours", "a space lost at a fold"
    if field == "birthday":
        return "roundcube", "Roundcube reads the date differently (rcube_utils::anytodatetime)"
    if field == "department" and "ORG" in names:
        return "roundcube", "Roundcube reads ORG's first component only; the department from X-DEPARTMENT (rcube_vcard.php)"
    if field in ("firstname", "surname", "middlename", "prefix", "suffix") and any(n in ("N", "FN") for n in names):
        return "roundcube", "Roundcube reads this name part from N only by position, and drops it here: %r" % (got[:2],)
    return "ours", "in %s, Roundcube got %r" % (names, got[:3])


totals = collections.Counter()
reasons = collections.Counter()
ours = []
inputs = 0
for source_path in sorted(glob.glob(os.path.join(work, "*.source.ndjson")), key=lambda p: int(os.path.basename(p).split(".")[0])):
    number = os.path.basename(source_path).split(".")[0]
    name = open(os.path.join(work, number + ".name")).read().strip()
    source = [c for c in load(source_path) if c.get("kind") != "group"]
    inputs += 1
    for target in ["csv-google", "csv-outlook", "vcard-3.0"]:
        extension = "csv" if target.startswith("csv") else "vcf"
        out = os.path.join(work, "%s.%s.%s" % (number, target, extension))
        if not os.path.exists(out):
            continue
        back = [c for c in load(os.path.join(work, "%s.%s.back.ndjson" % (number, target))) if c.get("kind") != "group"]
        warnings = open(os.path.join(work, "%s.%s.warnings" % (number, target)), encoding="utf-8", errors="replace").read()
        lines = load(os.path.join(work, "%s.%s.roundcube" % (number, target)))
        header, rows, cards = [], [], []
        mapped = {}
        if lines and "map" in lines[0]:
            mapped = {int(index): destination for index, destination in lines[0]["map"]}
            lines = lines[1:]
        records = [line["record"] for line in lines]
        if target.startswith("csv"):
            header, rows = csv_columns(out)
        else:
            cards = vcard_cards(out)
        # Records, rows and cards are matched to the source contact they hold most values of
        # (a group card, or a record Roundcube skipped, must not shift the rest).
        record_values = [roundcube_values(r) for r in records]
        back_sets = [set(v for _, v in expected_values(c)) for c in back]
        if target.startswith("csv"):
            item_texts = ["\n".join(row) for row in rows]
        else:
            item_texts = ["\n".join(unescape(line) for _, line in card) for card in cards]
        used_records, used_back, used_items = set(), set(), set()

        def best(candidates, used, score):
            choice, top = None, 0
            for position, candidate in enumerate(candidates):
                if position in used:
                    continue
                value = score(candidate)
                if value > top:
                    choice, top = position, value
            if choice is not None:
                used.add(choice)
            return choice

        for contact in source:
            expected = expected_values(contact)
            totals[(target, "values")] += len(expected)
            values_only = [v for _, v in expected]
            chosen = best(record_values, used_records,
                          lambda r: sum(1 for f, v in expected if v in r.get(f, [])) + 0.5 * sum(
                              1 for v in values_only if any(v in x for xs in r.values() for x in xs)))
            record = record_values[chosen] if chosen is not None else {}
            chosen_back = best(back_sets, used_back, lambda b: len(b & set(values_only)))
            back_values = back_sets[chosen_back] if chosen_back is not None else set()
            index = best(item_texts, used_items, lambda t: sum(1 for v in values_only if v in t))
            index = index if index is not None else len(item_texts)
            for field, value in expected:
                if held(record, field, value):
                    continue
                got = record.get(field, [])
                if field == "website" and "http://" + value in got and "X-CONTACTKIT-ORIGINAL" in warnings:
                    # 3.0's and 4.0's URL is a URI: a web address without a scheme is written
                    # with http:// (a lossy-mapping warning names it; the text as read is kept
                    # in X-CONTACTKIT-ORIGINAL), and Roundcube has that same address.
                    kind, reason = "reported", "written with http:// (a vCard URL is a URI; warned)"
                    totals[(target, kind)] += 1
                    reasons[(target, kind, field, reason)] += 1
                    continue
                if value not in back_values:
                    # The layout's limit, reported: by value, or by list and position
                    # ("csv:outlook has no column for: emailAddresses 4 (other)").
                    lists = {"email": "emailAddresses", "phone": "phoneNumbers", "website": "urlAddresses"}
                    listed = lists.get(field) or ("postalAddresses" if field.startswith("address.") else None)
                    if value in warnings or (listed and re.search(r"no column for: %s \d" % listed, warnings)):
                        kind, reason = "reported", "the layout has no place for it (field-left-out)"
                    else:
                        kind, reason = "ours", "our output does not hold it"
                else:
                    kind, reason = explain(target, field, value, index, record, out, mapped, header, rows, cards, got)
                totals[(target, kind)] += 1
                reasons[(target, kind, field, reason)] += 1
                if kind == "ours":
                    ours.append("%s %s #%d %s %r: %s" % (name, target, index + 1, field, value, reason))

print("Roundcube import check (%s), %d inputs" % (label, inputs))
print("%-12s %8s %8s %9s %10s" % ("output", "values", "ours", "reported", "roundcube"))
for target in ["csv-google", "csv-outlook", "vcard-3.0"]:
    print("%-12s %8d %8d %9d %10d" % (target, totals[(target, "values")], totals[(target, "ours")],
                                       totals[(target, "reported")], totals[(target, "roundcube")]))
print("\nReasons:")
for (target, kind, field, reason), count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
    print("%6d  %-11s %-9s %-16s %s" % (count, target, kind, field, reason[:150]))
if ours:
    print("\nLosses that are ours:")
    for line in ours[:200]:
        print("  " + line[:300])
sys.exit(1 if ours else 0)

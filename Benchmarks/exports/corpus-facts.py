#!/usr/bin/env python3
"""What the real exports of ../shared/corpora say, and what contactkit keeps of it.

    python3 Benchmarks/exports/corpus-facts.py [--contactkit PATH] [--corpora DIR] [--json OUT]

For every .vcf and .csv file of every folder of DIR (default: ../shared/corpora beside the
project; the files are read there, never copied), seven facts are counted from the file
itself, with no vCard or CSV library of ours:

- contacts with a name, e-mail addresses, phone numbers, postal addresses;
- photos: embedded picture data (base64 or a data: URI, with or without ENCODING) whose
  decoded bytes are an image (JPEG, PNG, GIF, WebP, BMP by their first bytes);
- nicknames: the items of every NICKNAME list (`NICKNAME:Nick1,Nick2` is two);
- groups: the items of every CATEGORIES list and every group card (Apple's
  X-ADDRESSBOOKSERVER-KIND:group, 4.0 KIND:group); in CSV the labels, categories and group
  membership cells (Google's own `* myContacts` and `* starred` left out).

"read": the same facts counted in `contactkit convert FILE --to ndjson` (a photo counts only
when its bytes decode to an image; a group card counts as a group). "round trip": FILE to
each of vCard 2.1, 3.0, 4.0, jCard and the four CSV layouts and back, facts counted again
(a photo of a vCard output counts only when written as its version gives pictures: 4.0
`data:image/...` of the bytes' format, 2.1/3.0 base64 with a TYPE naming the format);
a fact that does not come back is "reported" when the conversion's warnings name it, else
"lost". Standard library only. Prints one line per file and fact that does not hold, then
the totals; --json writes them.
"""
import argparse
import base64
import binascii
import csv
import io
import json
import os
import re
import subprocess
import sys

FACTS = ["names", "emails", "phones", "addresses", "photos", "nicknames", "groups"]
TARGETS = ["vcard:2.1", "vcard:3.0", "vcard:4.0", "jcard", "csv", "csv:google", "csv:outlook", "csv:thunderbird"]
# Words a warning uses for a fact it reports (field-left-out, lossy-mapping).
REPORT_WORDS = {
    "names": ["name"], "emails": ["email"], "phones": ["phone"], "addresses": ["postalAddress", "address"],
    "photos": ["photo", "PHOTO", "image"], "nicknames": ["NICKNAME", "nickname"],
    "groups": ["group", "members", "kind"],
}


def image_kind(data):
    """The image format of decoded bytes, or None."""
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if data.startswith(b"\x89PNG"):
        return "png"
    if data.startswith(b"GIF8"):
        return "gif"
    if data.startswith(b"BM"):
        return "bmp"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def decode_text(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace")
    if len(data) > 4 and data[0] == 0 and data[2] == 0:
        return data.decode("utf-16-be", "replace")
    if len(data) > 4 and data[1] == 0 and data[3] == 0:
        return data.decode("utf-16-le", "replace")
    return data.decode("latin-1")  # names only matter as present or not; byte-safe


PROPERTY = re.compile(r"^(?:[A-Za-z0-9-]+\.)?([A-Za-z][A-Za-z0-9-]*)([;:])(.*)$")


def logical_lines(text):
    """Unfolded lines: RFC folding, 2.1 quoted-printable soft breaks, 2.1 base64 blocks."""
    lines = re.split(r"\r\n|\r|\n", text)
    out = []
    for line in lines:
        if out and line[:1] in (" ", "\t"):
            out[-1] += line[1:]
        elif out and out[-1].endswith("=") and "QUOTED-PRINTABLE" in out[-1].split(":", 1)[0].upper():
            out[-1] = out[-1][:-1] + line
        elif out and line and re.fullmatch(r"[A-Za-z0-9+/=]+", line.strip()) and (
                "BASE64" in out[-1].split(":", 1)[0].upper() or "ENCODING=B" in out[-1].split(":", 1)[0].upper()
                or out[-1].split(":", 1)[0].upper().startswith("PHOTO")):
            out[-1] += line.strip()
        else:
            out.append(line)
    return out


def split_list(value):
    return [item for item in re.split(r"(?<!\\),", value) if item.strip()]


def vcard_facts(text):
    facts = dict.fromkeys(FACTS, 0)
    named = False
    depth = 0
    for line in logical_lines(text):
        match = PROPERTY.match(line)
        if not match:
            continue
        name = match.group(1).upper()
        colon = line.find(":")
        value = line[colon + 1:] if colon >= 0 else ""
        if name == "BEGIN" and value.strip().upper() == "VCARD":
            depth += 1
            named = False
            continue
        if name == "END" and value.strip().upper() == "VCARD":
            depth -= 1
            continue
        if depth != 1:
            continue
        if name in ("FN", "N", "ORG") and value.replace(";", "").strip() and not named:
            facts["names"] += 1
            named = True
        elif name == "EMAIL" and value.strip():
            facts["emails"] += 1
        elif name == "TEL" and value.strip():
            facts["phones"] += 1
        elif name == "ADR" and value.replace(";", "").strip():
            facts["addresses"] += 1
        elif name == "PHOTO":
            data = value.strip()
            if data.lower().startswith("data:") and "," in data:
                data = data.split(",", 1)[1]
            try:
                decoded = base64.b64decode(re.sub(r"\s", "", data) + "==", validate=False)
            except (binascii.Error, ValueError):
                decoded = b""
            if image_kind(decoded):
                facts["photos"] += 1
        elif name == "NICKNAME":
            facts["nicknames"] += len(split_list(value))
        elif name == "CATEGORIES":
            facts["groups"] += len(split_list(value))
        elif name in ("X-ADDRESSBOOKSERVER-KIND", "KIND") and value.strip().lower() == "group":
            facts["groups"] += 1
    return facts


def csv_facts(data):
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = decode_text(data)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = decode_text(data)
    first = text.split("\n", 1)[0]
    delimiter = max([",", ";", "\t"], key=first.count)
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    facts = dict.fromkeys(FACTS, 0)
    if not rows:
        return facts
    header = [h.strip().lower() for h in rows[0]]

    def columns(words, unless=("type", "label", "display", "formatted")):
        return [i for i, h in enumerate(header) if any(w in h for w in words) and not any(u in h for u in unless)]

    name_cols = columns(["name", "first", "last", "company", "organization"], unless=("nickname", "yomi", "phonetic", "screen"))
    email_cols = columns(["mail"])
    phone_cols = columns(["phone", "mobile", "fax", "pager", "cell"])
    nick_cols = columns(["nickname"])
    group_cols = columns(["labels", "categories", "group membership"], unless=())
    address_words = ["address 2", "address", "street", "city", "zipcode", "postal code", "zip", "country",
                     "region", "state", "po box"]
    address_cols = columns(address_words, unless=("type", "label", "mail", "formatted"))
    for row in rows[1:]:
        if not any(cell.strip() for cell in row):
            continue
        cell = lambda i: row[i].strip() if i < len(row) else ""
        if any(cell(i) for i in name_cols):
            facts["names"] += 1
        facts["emails"] += sum(len([v for v in cell(i).split(" ::: ") if v]) for i in email_cols)
        facts["phones"] += sum(len([v for v in cell(i).split(" ::: ") if v]) for i in phone_cols)
        facts["nicknames"] += sum(1 for i in nick_cols if cell(i))
        for i in group_cols:
            separator = " ::: " if " ::: " in cell(i) or header[i] != "categories" else ";"
            facts["groups"] += len([g for g in cell(i).split(separator)
                                    if g.strip() and g.strip() not in ("* myContacts", "* starred")])
        prefixes = set()
        for i in address_cols:
            if cell(i):
                title = header[i]
                for word in address_words:
                    title = title.replace(word, "")
                prefixes.add(re.sub(r"[^a-z0-9]", "", title))
        facts["addresses"] += len(prefixes)
    return facts


IMAGE_TYPE_NAMES = {"jpeg": {"JPEG", "JPG"}, "png": {"PNG"}, "gif": {"GIF"}, "bmp": {"BMP"}, "webp": {"WEBP"}}


def written_photos(text, target):
    """Photos a vCard output gives as pictures: 4.0 `data:image/...;base64,` whose media type
    is the bytes' format; 2.1 and 3.0 base64 (ENCODING=b, BASE64) whose TYPE names the format."""
    count = 0
    for line in logical_lines(text):
        match = PROPERTY.match(line)
        if not match or match.group(1).upper() != "PHOTO":
            continue
        head, _, value = line.partition(":")
        params = head.upper().split(";")[1:]
        if target == "vcard:4.0":
            found = re.match(r"data:image/([a-z0-9.+-]+);base64,(.*)$", value.strip(), re.I)
            if not found:
                continue
            media, data = found.group(1).lower(), found.group(2)
        else:
            if not any(p in ("ENCODING=B", "ENCODING=BASE64", "BASE64") for p in params):
                continue
            data = value
            media = None
        try:
            kind = image_kind(base64.b64decode(re.sub(r"\s", "", data) + "=="))
        except (binascii.Error, ValueError):
            kind = None
        if not kind:
            continue
        if media is not None:
            if media.replace("jpg", "jpeg") != kind:
                continue
        else:
            types = set()
            for p in params:
                if p.startswith("TYPE="):
                    types.update(v.strip('"') for v in p[5:].split(","))
            if not types & IMAGE_TYPE_NAMES[kind]:
                continue
        count += 1
    return count


def contactkit_facts(contacts):
    facts = dict.fromkeys(FACTS, 0)
    for c in contacts:
        if c.get("formattedName") or c.get("givenName") or c.get("familyName") or c.get("organizationName"):
            facts["names"] += 1
        facts["emails"] += len(c.get("emailAddresses", []))
        facts["phones"] += len(c.get("phoneNumbers", []))
        facts["addresses"] += sum(1 for a in c.get("postalAddresses", [])
                                  if any(v for v in a["value"].values() if isinstance(v, str)))
        image = c.get("imageData")
        if image:
            try:
                if image_kind(base64.b64decode(image)):
                    facts["photos"] += 1
            except (binascii.Error, ValueError):
                pass
        if c.get("nickname"):
            facts["nicknames"] += 1
        facts["groups"] += len(c.get("groups", [])) + (1 if c.get("kind") == "group" else 0)
        for e in c.get("extensions", []):
            name = e["name"].upper()
            if name == "NICKNAME":
                facts["nicknames"] += len(split_list(e["value"]))
            elif name == "PHOTO":
                # Kept as base64 (ENCODING=b): a writer gives it in its version's binary form;
                # anything else is written as a URI, which no reader shows as a picture.
                encoded = any(p["name"].upper() == "ENCODING" and p["values"][:1] in (["b"], ["B"], ["BASE64"])
                              for p in e.get("parameters", []))
                try:
                    if encoded and image_kind(base64.b64decode(re.sub(r"\s", "", e["value"]) + "==")):
                        facts["photos"] += 1
                except (binascii.Error, ValueError):
                    pass
            elif name == "EMAIL":
                facts["emails"] += 1
            elif name == "TEL":
                facts["phones"] += 1
    return facts


def convert(tool, data, to, source=None):
    command = [tool, "convert", "-", "--to", to, "--verbose"] + (["--from", source] if source else [])
    done = subprocess.run(command, input=data, capture_output=True)
    return done.stdout, done.stderr.decode("utf-8", "replace")


def read_ndjson(blob):
    return [json.loads(line) for line in blob.decode("utf-8", "replace").splitlines() if line.strip()]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/debug/contactkit")
    parser.add_argument("--corpora", default=os.path.join(here, "..", "..", "..", "shared", "corpora"))
    parser.add_argument("--json")
    parser.add_argument("--no-round-trip", action="store_true")
    args = parser.parse_args()
    if not os.path.isdir(args.corpora):
        print(f"corpus-facts: no corpora at {args.corpora}; nothing to check")
        return 0
    files = sorted(os.path.join(root, name) for root, _, names in os.walk(args.corpora) for name in names
                   if name.endswith((".vcf", ".csv")))
    totals = {"files": len(files), "facts": 0, "read": {"held": 0, "missing": 0},
              "roundtrip": {"held": 0, "reported": 0, "lost": 0}}
    per_fact = {fact: {"expected": 0, "read": 0, "roundtrip_lost": 0, "roundtrip_reported": 0} for fact in FACTS}
    for path in files:
        data = open(path, "rb").read()
        expected = csv_facts(data) if path.endswith(".csv") else vcard_facts(decode_text(data))
        reference = read_ndjson(convert(args.contactkit, data, "ndjson")[0])
        got = contactkit_facts(reference)
        short = os.path.relpath(path, args.corpora)
        for fact in FACTS:
            want = expected[fact]
            totals["facts"] += want
            per_fact[fact]["expected"] += want
            held = min(want, got[fact])
            per_fact[fact]["read"] += held
            totals["read"]["held"] += held
            totals["read"]["missing"] += want - held
            if held < want:
                print(f"{short}: read {fact} {got[fact]}/{want}")
        if args.no_round_trip:
            continue
        for target in TARGETS:
            output, warnings = convert(args.contactkit, data, target)
            back_source = "csv" if target.startswith("csv") else None
            back = contactkit_facts(read_ndjson(convert(args.contactkit, output, "ndjson", back_source)[0]))
            if target.startswith("vcard:"):
                # A photo comes back only if the output gives it in a form readers show.
                back["photos"] = min(back["photos"], written_photos(output.decode("utf-8", "replace"), target))
            for fact in FACTS:
                want = got[fact]
                kept = min(want, back[fact])
                totals["roundtrip"]["held"] += kept
                if kept < want:
                    named = any(word in warnings for word in REPORT_WORDS[fact])
                    key = "reported" if named else "lost"
                    totals["roundtrip"][key] += want - kept
                    per_fact[fact]["roundtrip_" + key] += want - kept
                    if not named:
                        print(f"{short} -> {target}: {fact} {back[fact]}/{want} (silent)")
    for fact in FACTS:
        row = per_fact[fact]
        print(f"{fact}: read {row['read']}/{row['expected']}, round trip lost {row['roundtrip_lost']}, "
              f"reported {row['roundtrip_reported']}")
    print(json.dumps(totals))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"totals": totals, "facts": per_fact}, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Reads an LDIF file that contactkit wrote with an outside LDIF reader and checks that it
sees what contactkit's own reader sees.

    python3 Scripts/ldif-check/check.py FILE.ldif [--contactkit PATH]

The outside reader is whichever `ldif` module the running Python has: python-ldap's
(Debian's python3-ldap: run with /usr/bin/python3), whose `ldap.dn.str2dn` is OpenLDAP's own
DN parser (libldap), or the `ldif` package from PyPI (`pip install ldif`). Either is
installed when missing (apt-get for python3-ldap under /usr/bin/python3, else pip).

Checks, entry by entry, in file order: the outside reader parses the file in strict mode;
every DN and every member DN parses as a DN (with libldap when python-ldap is there); every
member names an entry of the file; and the names, e-mail addresses, phone numbers, notes,
organization, addresses, birthday parts and photo the outside reader decodes are the values
`contactkit convert FILE --to ndjson` gives. Prints the figures; exits 1 on any mismatch.
"""
import argparse
import base64
import json
import os
import subprocess
import sys


def import_ldif():
    try:
        import ldif  # noqa: F401
        return
    except ImportError:
        pass
    if sys.executable.startswith("/usr/bin/"):
        prefix = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(prefix + ["apt-get", "update", "-qq"], check=True)
        subprocess.run(prefix + ["apt-get", "install", "-y", "-qq", "python3-ldap"], check=True)
    else:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "ldif"], check=True)


import_ldif()
import ldif  # noqa: E402

try:
    import ldap.dn as ldap_dn  # python-ldap: OpenLDAP's DN parser
except ImportError:
    ldap_dn = None


def parse(path):
    """[(dn, {type-lower: [bytes]})] with the module at hand, strictly."""
    records = []
    with open(path, "rb") as f:
        if hasattr(ldif, "LDIFRecordList"):  # python-ldap
            parser = ldif.LDIFRecordList(f, max_entries=0)
            parser.parse()
            raw = parser.all_records
            reader = "python-ldap " + getattr(ldif, "__version__", "")
        else:  # PyPI ldif
            raw = list(ldif.LDIFParser(f, strict=True).parse())
            reader = "ldif (PyPI) " + getattr(ldif, "__version__", "")
    for dn, entry in raw:
        attributes = {}
        for name, values in entry.items():
            attributes.setdefault(name.lower(), []).extend(
                v if isinstance(v, bytes) else v.encode("utf-8") for v in values)
        records.append((dn, attributes))
    return reader, records


def dn_key(dn):
    """A DN parsed by libldap (when there) into a comparable form, case folded."""
    if ldap_dn is not None:
        return tuple(tuple((t.lower(), v.lower()) for t, v, _ in rdn) for rdn in ldap_dn.str2dn(dn))
    if not ldif.is_dn(dn):
        raise ValueError(dn)
    return dn.lower()


def values(attributes, name):
    return [v.decode("utf-8") for v in attributes.get(name.lower(), [])]


def kept(contact, name):
    """The values of the `X-LDIF-` extensions that keep more values of attribute `name`
    (a second `cn`, a `birthyear` that is no number): written back beside the field."""
    return [e["value"] for e in contact.get("extensions", [])
            if e["name"] == "X-LDIF-" + name.upper() and not e.get("parameters")]


def expected(contact, name, value):
    return ([value] if value else []) + kept(contact, name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--contactkit", default=".build/debug/contactkit")
    args = parser.parse_args()
    reader, records = parse(args.file)
    ours = [json.loads(line) for line in subprocess.run(
        [args.contactkit, "convert", args.file, "--to", "ndjson"], capture_output=True, check=True).stdout.splitlines()]
    problems = []
    checked = 0

    def same(index, what, outside, mine):
        nonlocal checked
        checked += 1
        if outside != mine:
            problems.append(f"entry {index + 1} {what}: outside reader {outside!r}, contactkit {mine!r}")

    if len(records) != len(ours):
        problems.append(f"{len(records)} entries for the outside reader, {len(ours)} contacts for contactkit")
    entry_keys = set()
    for index, (dn, _) in enumerate(records):
        try:
            entry_keys.add(dn_key(dn))
        except Exception as error:  # noqa: BLE001
            problems.append(f"entry {index + 1}: DN {dn!r} does not parse: {error}")
    members = 0
    for index, ((dn, a), c) in enumerate(zip(records, ours)):
        for member in a.get("member", []):
            members += 1
            try:
                key = dn_key(member.decode("utf-8"))
            except Exception as error:  # noqa: BLE001
                problems.append(f"entry {index + 1}: member {member!r} does not parse: {error}")
                continue
            # `uid=` (a member no entry of the output has, reported) and `mail=` (a `mailto:`
            # member, which Thunderbird looks up by address) name no entry by design.
            if key not in entry_keys and not member.startswith((b"uid=", b"mail=")):
                problems.append(f"entry {index + 1}: member {member!r} names no entry")
        same(index, "cn", values(a, "cn"), expected(c, "cn", c.get("formattedName")))
        if c.get("kind") == "group":
            same(index, "member count", len(a.get("member", [])), len(c.get("members", [])))
            continue
        for name, field in [("sn", "familyName"), ("givenName", "givenName"), ("description", "note"),
                            ("o", "organizationName"), ("ou", "departmentName"), ("title", "jobTitle")]:
            same(index, name, values(a, name), expected(c, name, c.get(field)))
        emails = [e["value"] for e in c.get("emailAddresses", [])]
        same(index, "mail", [v.decode() for v in a.get("mail", []) + a.get("mozillasecondemail", [])], emails)
        phones = {}
        for p in c.get("phoneNumbers", []):
            phones.setdefault(p["label"], []).append(p["value"])
        for name, label in [("telephoneNumber", "work"), ("homePhone", "home"), ("mobile", "mobile"),
                            ("pager", "pager"), ("facsimileTelephoneNumber", "otherFax")]:
            same(index, name, [v.decode() for v in a.get(name.lower(), [])], phones.get(label, []))
        addresses = {x["label"]: x["value"] for x in c.get("postalAddresses", [])}
        for label, parts in [("work", [("street", "street"), ("l", "city"), ("st", "state"), ("postalCode", "postalCode"),
                                       ("c", "country"), ("mozillaWorkStreet2", "extendedAddress")]),
                             ("home", [("mozillaHomeStreet", "street"), ("mozillaHomeLocalityName", "city"),
                                       ("mozillaHomeState", "state"), ("mozillaHomePostalCode", "postalCode"),
                                       ("mozillaHomeCountryName", "country"), ("mozillaHomeStreet2", "extendedAddress")])]:
            for name, part in parts:
                same(index, name, values(a, name), expected(c, name, addresses.get(label, {}).get(part, "")))
        birthday = c.get("birthday") or {}
        for name, part in [("birthyear", "year"), ("birthmonth", "month"), ("birthday", "day")]:
            same(index, name, values(a, name), expected(c, name, "" if birthday.get(part) is None else str(birthday[part])))
        photo = a.get("jpegphoto", [b""])[0]
        same(index, "jpegPhoto", base64.b64encode(photo).decode() if photo else None, c.get("imageData"))
    print(json.dumps({"reader": reader, "dn parser": "libldap (python-ldap str2dn)" if ldap_dn else "ldif.is_dn",
                      "entries": len(records), "members": members, "values compared": checked,
                      "mismatches": len(problems)}))
    for problem in problems[:30]:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

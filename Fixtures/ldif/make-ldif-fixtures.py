#!/usr/bin/env python3
"""Writes the LDIF fixtures of this folder (synthetic people, 555-01xx numbers, example
domains), byte for byte: line ends, base64 values and folds are part of what the tests
check. Standard library only.

    python3 Fixtures/ldif/make-ldif-fixtures.py
"""
import base64
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def b64(text):
    data = text if isinstance(text, bytes) else text.encode("utf-8")
    return base64.b64encode(data).decode("ascii")


def attr(name, value):
    """`name: value`, or `name:: base64` as Thunderbird's exporter decides (RFC 2849)."""
    if value[:1] in (" ", ":", "<") or any(ord(c) > 127 or c in "\0\r\n" for c in value):
        return f"{name}:: {b64(value)}"
    return f"{name}: {value}"


def fold(line, width=76):
    parts = [line[:width]]
    rest = line[width:]
    while rest:
        parts.append(" " + rest[:width - 1])
        rest = rest[width - 1:]
    return parts


def write(name, lines, end="\n"):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write((end.join(lines) + end).encode("utf-8"))


PERSON = ["objectclass: top", "objectclass: person", "objectclass: organizationalPerson",
          "objectclass: inetOrgPerson", "objectclass: mozillaAbPersonAlpha"]


def thunderbird_export():
    """Thunderbird 128 "Export → LDIF" on Linux: LF, no version line, the list first,
    attributes in its export order, DNs built without escaping (`cn=Doe, Jonathan`), empty
    values left out, non-ASCII base64."""
    lines = ["dn: cn=Book Club", "objectclass: top", "objectclass: groupOfNames", "cn: Book Club",
             "mozillaNickname: books", "description: Third Thursday, 19:00",
             "member: cn=Marta Kowalska,mail=marta.kowalska@example.com",
             "member: cn=Doe, Jonathan,mail=jon.doe@example.org", ""]
    lines += ["dn: cn=Marta Kowalska,mail=marta.kowalska@example.com"] + PERSON + [
        "givenName: Marta", "sn: Kowalska", "cn: Marta Kowalska", "mozillaNickname: Martusia",
        "mail: marta.kowalska@example.com", "mozillaSecondEmail: m.kowalska@example.org", "nsAIMid: martak",
        "modifytimestamp: 1718000000", "telephoneNumber: +48 22 555 01 10", "homePhone: +48 22 555 01 11",
        "facsimiletelephonenumber: +48 22 555 01 12", "pager: +48 22 555 01 13", "mobile: +48 601 555 014",
        attr("mozillaHomeStreet", "ul. Złota 44"), "mozillaHomeStreet2: m. 12", "mozillaHomeLocalityName: Warszawa",
        "mozillaHomeState: mazowieckie", "mozillaHomePostalCode: 00-120", "mozillaHomeCountryName: Polska",
        "street: Aleje Jerozolimskie 65", attr("mozillaWorkStreet2", "piętro 3"), "l: Warszawa",
        "st: mazowieckie", "postalCode: 00-697", "c: Polska", attr("title", "Tłumaczka"), "ou: Lokalizacja",
        attr("o", "Przykład Sp. z o.o."), "mozillaWorkUrl: https://przyklad.example.com/",
        "mozillaHomeUrl: https://marta.example.org/", "birthyear: 1986", "birthmonth: 2", "birthday: 14",
        "mozillaCustom1: Shoe size 38", attr("description", "Prefers email.\nSpeaks Polish, English and German."),
        ""]
    lines += ["dn: cn=Doe, Jonathan,mail=jon.doe@example.org"] + PERSON + [
        "givenName: Jonathan", "sn: Doe", "cn: Doe, Jonathan", "mail: jon.doe@example.org", "modifytimestamp: 0",
        "mobile: (555) 555-0142", "street: 12 Harbour Lane", "l: Port Ellis", "st: ME", "postalCode: 04101",
        "c: United States", "birthmonth: 7", "birthday: 4", "mozillaCustom4: Member since 2019", ""]
    lines += ["dn: mail=newsletter@example.net"] + PERSON + ["mail: newsletter@example.net", "modifytimestamp: 0", ""]
    lines += ["dn: cn=Nobody Yet", "objectclass: top", "objectclass: groupOfNames", "cn: Nobody Yet", ""]
    write("thunderbird-export.ldif", lines)


def directory_export():
    """An LDAP directory's export (`ldapsearch -LLL` style with a `version: 1` line and
    comments): the tree's own entries, `posixAccount` people with several `cn`, `mail` and
    `telephoneNumber` values, `labeledURI`, a language option, a photo, a `groupOfNames`
    whose members are written with spaces after the commas, and change records."""
    photo = bytes([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" \
        + bytes(range(256)) + bytes([0xFF, 0xD9])
    lines = ["# extended LDIF", "#", "# LDAPv3", "# base <dc=example,dc=com> with scope subtree",
             "# filter: (objectclass=*)", "#", "version: 1", "",
             "dn: dc=example,dc=com", "objectClass: dcObject", "objectClass: organization", "dc: example",
             "o: Example Holdings", "",
             "dn: ou=People,dc=example,dc=com", "objectClass: organizationalUnit", "ou: People", "",
             "dn: uid=akimura,ou=People,dc=example,dc=com", "objectClass: top", "objectClass: inetOrgPerson",
             "objectClass: posixAccount", "uid: akimura", "cn: Aiko Kimura", "cn: Kimura Aiko", "sn: Kimura",
             "givenName: Aiko", "mail: aiko.kimura@example.com", "mail: a.kimura@example.com",
             "telephoneNumber: +81 3 5555 0120", "telephoneNumber: +81 3 5555 0121",
             "labeledURI: https://example.com/~akimura Home page", "uidNumber: 10023", "gidNumber: 100",
             "homeDirectory: /home/akimura", attr("cn;lang-ja", "木村愛子"), "preferredLanguage: ja"]
    lines += fold("jpegPhoto:: " + b64(photo))
    lines += ["",
              "dn: cn=Sales Team,ou=Groups,dc=example,dc=com", "objectClass: groupOfNames", "cn: Sales Team",
              "member: uid=akimura, ou=People, dc=example, dc=com", "member: uid=bsantos,ou=People,dc=example,dc=com",
              "member: mail=partner@example.net", "",
              "dn: uid=cnowak,ou=People,dc=example,dc=com", "changetype: add", "objectClass: inetOrgPerson",
              "cn: Carla Nowak", "sn: Nowak", "mail: carla.nowak@example.com", "",
              "dn: uid=akimura,ou=People,dc=example,dc=com", "changetype: modify", "replace: telephoneNumber",
              "telephoneNumber: +81 3 5555 0199", "-", "",
              "dn: uid=old,ou=People,dc=example,dc=com", "changetype: delete", ""]
    write("directory-export.ldif", lines)


def quirks():
    """Folding, base64 and old names, CRLF: comments folded over two lines; a plain value
    folded in the middle of a UTF-8 sequence (raw UTF-8, which RFC 2849 does not allow but
    tools write); base64 folded; a TAB continuation (Thunderbird reads it); Netscape 4 and
    Mozilla 1 names (`xmozillanickname`, `cellphone`, `homeurl`, `countryname`); a `:<` URL;
    base64 that does not decode and base64 cut short; a line with no colon; a record with
    no dn; two records with no blank line between; birth parts that are not a date; a
    Windows-1252 byte in a value."""
    note = "Kommt meistens mit dem Fahrrad – bitte den Hof freihalten. Schlüssel liegt beim Nachbarn."
    raw = ("description: " + note).encode("utf-8")
    cut = raw.index("Schlüssel".encode()) + 5  # inside the two bytes of ü
    lines = [b"# Written by hand to look like an older Mozilla export,", b" continued on a second comment line",
             b"version: 1", b"",
             ("dn:: " + b64("cn=Jürgen Weiß,mail=juergen.weiss@example.de")).encode()]
    lines += [p.encode() for p in PERSON]
    lines += [("cn:: " + b64("Jürgen Weiß")).encode(), b"givenName: J", b"\tuergen", b"sn:: " + b64("Weiß").encode(),
              b"xmozillanickname: Jupp", b"mail: juergen.weiss@example.de", b"cellphone: +49 151 5550 1234",
              b"homeurl: https://weiss.example.de/", b"countryname: Deutschland", b"modifytimestamp: 0Z",
              b"xmozillausehtmlmail: FALSE", raw[:cut], b" " + raw[cut:]]
    lines += [x.encode() for x in fold("mozillaCustom1:: " + b64("Notizen über Jürgen, die länger sind als eine Zeile und daher gefaltet werden müssen."))]
    lines += [b"jpegPhoto:< file:///tmp/juergen.jpg", b"mozillaCustom2:: ***not base64***",
              b"mozillaCustom3:: SGVsbG8gd29ybG", b"this line has no colon", b"birthyear: nineteen", b"birthmonth: 13",
              b"birthday: 31", b"", b"cn: No Dn Here", b"mail: nodn@example.com", b"",
              b"dn: cn=First Of Two,mail=first@example.com", b"cn: First Of Two", b"mail: first@example.com",
              b"dn: cn=Second Of Two,mail=second@example.com", b"cn: Second Of Two", b"o: Caf\xe9 Europa",
              b"mail: second@example.com", b"", b" a continuation with nothing before it", b"",
              b"dn: cn=Last One", b"cn: Last One"]
    with open(os.path.join(HERE, "quirk-folding-base64.ldif"), "wb") as f:
        f.write(b"\r\n".join(lines) + b"\r\n")


def hostile():
    """Names and values that must stay data: line breaks that would start a new `dn:` or
    `objectclass:` line, DN specials (`, + = ; < > " \\ #`), a value that starts with `:<`,
    a NUL, terminal escapes and a bidi override, a `:<` URL to a system file, an attribute
    name with a quote, and members that are not DNs."""
    lines = ["version: 1", "",
             "dn: " + "cn=Mallory\\, CEO\\+admin\\=1\\;\\<x\\>\\\"\\#,mail=mallory@example.com"] + PERSON + [
        attr("cn", "Mallory, CEO+admin=1;<x>\"#"), attr("sn", "Eve\ndn: cn=admin,dc=example,dc=com\nobjectclass: groupOfNames"),
        "mail: mallory@example.com", attr("mozillaSecondEmail", "x@example.com\r\nobjectclass: top"),
        attr("description", ":< file:///etc/passwd"), attr("title", "Boss\u0000\u001b[2J\u202eevil"),
        "mozillaCustom1:< file:///etc/shadow", 'x-evil"name: value', attr("o", " leading and trailing "), "",
        "dn: cn=Crew", "objectclass: top", "objectclass: groupOfNames", "cn: Crew",
        attr("member", "cn=Mallory\\, CEO\\+admin\\=1\\;\\<x\\>\\\"\\#,mail=mallory@example.com"),
        attr("member", "cn=Eve\ndn: cn=root"), "member: not a dn at all", ""]
    write("hostile.ldif", lines)


if __name__ == "__main__":
    thunderbird_export()
    directory_export()
    quirks()
    hostile()

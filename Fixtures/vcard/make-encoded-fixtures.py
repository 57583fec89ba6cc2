#!/usr/bin/env python3
"""Write the vCard fixtures whose exact bytes matter.

Hand-written fixtures (plain UTF-8 text) live next to this script as .vcf files.
The fixtures written here carry something an editor would get wrong: a non-UTF-8
charset (Windows-1252, Shift_JIS, ISO-8859-1), UTF-16, a byte-order mark, bare CR
line ends, quoted-printable soft breaks placed at exact spots, folds that split a
UTF-8 sequence, or an embedded image whose decoded size the facts files check.

Run it from anywhere; it rewrites its outputs in place and checks a few byte-level
properties of them (the checks fail loudly if an edit moved a break or a fold).

    python3 Fixtures/vcard/make-encoded-fixtures.py

Standard library only. The people are invented; phone numbers use the 555-01xx
style ranges, emails use example.com / example.org.
"""

import base64
import pathlib
import struct
import sys
import zlib

HERE = pathlib.Path(__file__).resolve().parent

CRLF = b"\r\n"
LF = b"\n"
CR = b"\r"

# ---------------------------------------------------------------------------
# Images
# ---------------------------------------------------------------------------

# 32x32 baseline JPEG (an avatar silhouette on blue), 804 bytes.
APPLE_JPEG_B64 = (
    "/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4p"
    "LSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09P"
    "T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgACADASIA"
    "AhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQA"
    "AAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3"
    "ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWm"
    "p6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEA"
    "AwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSEx"
    "BhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElK"
    "U1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3"
    "uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwCvWrp2"
    "hz3sQlZxFGfukjJP4VlV6DDs8iPy8bNo249McV6FWbitDjpxUnqcnqOhz2URlVxLGPvEDBH4VlV6"
    "DNs8iTzMbNp3Z9Mc159RSm5LUKkVF6AASQAMk9q67RIdRgt1S5KCL+FW+8tZXhm2Wa9eZxkQgED3"
    "Pf8AQ11dRWn9kqlHqZOtw6jPbslsUMX8Sr95q5EggkEYI7V6JXKeJrZYb1JkGBMCSPcd/wBRRRn9"
    "kKsep//Z"
)

# 48x48 baseline JPEG (an avatar silhouette on brown), 925 bytes.
OUTLOOK_JPEG_B64 = (
    "/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkz"
    "ODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2Nj"
    "Y2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAwADADASIA"
    "AhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQA"
    "AAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3"
    "ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWm"
    "p6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEA"
    "AwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSEx"
    "BhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElK"
    "U1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3"
    "uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwCGiir+"
    "kWYu7r5xmNBuYevtXkpNuyPVbsrsggsrm4GYoWYevQfmaJ7K5txmWFlHr1H5iuuACgAAADoBQQGB"
    "BAIPUGun2Ctuc3t3fY4mir+r2YtLr5BiNxuUentVCuZpp2Z0p3V0FbHh2RRNNGerKCPw/wD11j1J"
    "DK8EqyRnDKcg04S5ZXFOPNGx2dFU7K8e5jBe3kjPqR8p+lF7ePbRkpbySH1A+UfWu7mVrnDyu9jM"
    "8RSKZoYx1VST+P8A+qsepJpXnlaSQ5Zjkmo64Zy5pXO6EeWNgrotK0xIY1mnUNKeQD/D/wDXrG06"
    "ITX8KNyN2T+HNddW1GCerMa02tEFFFFdRzGVqumJNG00ChZRyQP4v/r1ztdvXI6jEIb+ZF4G7I/H"
    "muWtBLVHTRm3oz//2Q=="
)

APPLE_JPEG = base64.b64decode(APPLE_JPEG_B64)
OUTLOOK_JPEG = base64.b64decode(OUTLOOK_JPEG_B64)


def make_png(width=16, height=16):
    """A small RGB gradient PNG. Stored (level 0) deflate keeps the bytes
    identical whatever zlib build runs this script."""
    rows = []
    for y in range(height):
        row = bytearray([0])  # filter type None
        for x in range(width):
            row += bytes([(40 + x * 12) % 256, (90 + y * 8) % 256, 160])
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 0)) + chunk(b"IEND", b""))


NEXTCLOUD_PNG = make_png()


def make_gif(width=1, height=1):
    """A GIF89a of one pixel: a two-colour table and LZW data that is a clear code, index 0
    and the end code, three bits each (so one pixel only: more would grow the code size)."""
    codes = [4] + [0] * (width * height) + [5]
    bits, count, data = 0, 0, bytearray()
    size = 3
    for code in codes:
        bits |= code << count
        count += size
        while count >= 8:
            data.append(bits & 0xFF)
            bits >>= 8
            count -= 8
    if count:
        data.append(bits & 0xFF)
    blocks = bytes([len(data)]) + bytes(data) + b"\x00"
    return (b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80, 0, 0)
            + bytes([200, 120, 40, 255, 255, 255])
            + b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
            + b"\x02" + blocks + b"\x3b")


def make_bmp(width=3, height=2):
    """A 24-bit Windows bitmap, rows padded to four bytes, bottom row first."""
    row = bytes([60, 140, 220]) * width
    row += b"\x00" * ((4 - len(row) % 4) % 4)
    pixels = row * height
    header = struct.pack("<IiiHHIIiiII", 40, width, height, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
    return b"BM" + struct.pack("<IHHI", 14 + 40 + len(pixels), 0, 0, 54) + header + pixels


def make_webp(width=2, height=2, rgba=(30, 160, 90, 255)):
    """A lossless WebP (VP8L) of one colour: no transform, no colour cache, five prefix
    codes of one symbol each (green, red, blue, alpha, distance), so every pixel takes no
    bits at all."""
    bits, count = 0, 0

    def put(value, width_in_bits):
        nonlocal bits, count
        bits |= value << count
        count += width_in_bits

    put(width - 1, 14)
    put(height - 1, 14)
    put(1, 1)  # alpha is used
    put(0, 3)  # version
    put(0, 1)  # no transform
    put(0, 1)  # no colour cache
    put(0, 1)  # no meta prefix codes
    red, green, blue, alpha = rgba
    for symbol in (green, red, blue, alpha, 0):
        put(1, 1)  # simple code
        put(0, 1)  # one symbol
        put(1, 1)  # eight bits
        put(symbol, 8)
    data = b"\x2f" + (bits).to_bytes((count + 7) // 8, "little")
    chunk = b"VP8L" + struct.pack("<I", len(data)) + data + (b"\x00" if len(data) % 2 else b"")
    return b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk

# ---------------------------------------------------------------------------
# Line helpers
# ---------------------------------------------------------------------------


def to_bytes(line, encoding="utf-8"):
    return line if isinstance(line, bytes) else line.encode(encoding)


def fold(line, width=75, split_utf8=False):
    """Fold one content line (bytes) into physical lines of at most `width`
    octets; continuation lines start with one space. Unless `split_utf8`,
    a fold never lands inside a UTF-8 sequence."""
    out = []
    first = True
    rest = line
    while rest:
        room = width if first else width - 1
        if len(rest) <= room:
            cut = len(rest)
        else:
            cut = room
            if not split_utf8:
                while cut > 0 and (rest[cut] & 0xC0) == 0x80:
                    cut -= 1
        piece = rest[:cut]
        out.append(piece if first else b" " + piece)
        rest = rest[cut:]
        first = False
    return out


def qp_tokens(data, hex_all=False):
    """Quoted-printable tokens: one per byte ('A' or '=E9')."""
    tokens = []
    for index, byte in enumerate(data):
        printable = 0x21 <= byte <= 0x7E and byte != 0x3D
        trailing_space = byte == 0x20 and index == len(data) - 1
        if hex_all or not (printable or byte == 0x20) or trailing_space:
            tokens.append("=%02X" % byte)
        else:
            tokens.append(chr(byte))
    return tokens


SOFT_BREAK = object()  # forces a soft line break at this point


def qp_lines(prefix, tokens, width=76):
    """Lay out `prefix` + tokens as quoted-printable physical lines: a line that
    would pass `width` characters (counting the '=' of the soft break) ends
    with '=' and the next one starts at column 0, with no leading space."""
    lines = []
    current = prefix
    for token in tokens:
        if token is SOFT_BREAK:
            lines.append(current + "=")
            current = ""
            continue
        if len(current) + len(token) + 1 > width:
            lines.append(current + "=")
            current = ""
        current += token
    lines.append(current)
    return [line.encode("ascii") for line in lines]


def qp_structured(components, charset, hex_all=False, escape=True):
    """Tokens for a structured value whose components are QP-encoded one by
    one and joined with literal ';' (what Android's composer does)."""
    tokens = []
    for index, component in enumerate(components):
        if index:
            tokens.append(";")
        text = component.replace("\\", "\\\\").replace(";", "\\;") if escape else component
        tokens += qp_tokens(text.encode(charset), hex_all=hex_all)
    return tokens


def write(name, lines, eol=CRLF, prefix=b""):
    data = prefix + eol.join(lines) + eol
    assert len(data) < 1_000_000, name
    (HERE / name).write_bytes(data)
    return data


def card_lines(text, encoding="utf-8", width=75, split_utf8=False):
    """Turn readable source text (one content line per source line) into folded
    physical lines. A source line starting with '!' is emitted as is (no fold)."""
    lines = []
    for source in text.strip("\n").split("\n"):
        if source.startswith("!"):
            lines.append(source[1:].encode(encoding))
        else:
            lines += fold(source.encode(encoding), width, split_utf8)
    return lines


def has_split_sequence(physical_lines):
    """True if some physical line starts (after its fold space) with a UTF-8
    continuation byte, i.e. a fold split a multi-byte sequence."""
    for line in physical_lines[1:]:
        if line[:1] == b" " and len(line) > 1 and (line[1] & 0xC0) == 0x80:
            return True
    return False


# ---------------------------------------------------------------------------
# apple-ios17.vcf: iOS 17 "Share Contact" / export, vCard 3.0, CRLF
# ---------------------------------------------------------------------------


def apple_ios17():
    photo = b"PHOTO;ENCODING=b;TYPE=JPEG:" + APPLE_JPEG_B64.encode("ascii")
    card1 = card_lines(r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN
N:Lindqvist;Elena;Maria;;
FN:Elena Maria Lindqvist
NICKNAME:Lena
ORG:Nordhavn Design;Product
TITLE:Lead Designer
EMAIL;type=INTERNET;type=HOME;type=pref:elena.lindqvist@example.com
EMAIL;type=INTERNET;type=WORK:e.lindqvist@example.org
TEL;type=CELL;type=VOICE;type=pref:+1 (555) 555-0101
TEL;type=IPHONE;type=CELL;type=VOICE:+1 (555) 555-0102
item1.TEL:+1 (555) 555-0103
item1.X-ABLabel:_$!<Mobile>!$_
item2.TEL:+1 (555) 555-0104
item2.X-ABLabel:Boat
TEL;type=HOME;type=VOICE:+1 (555) 555-0105
item3.ADR;type=HOME;type=pref:;;Hauptstraße 12;Berlin;;10115;Deutschland
item3.X-ABADR:de
item4.X-ABDATE;type=pref:2009-08-08
item4.X-ABLabel:_$!<Anniversary>!$_
item5.X-ABRELATEDNAMES;type=pref:Margareta Lindqvist
item5.X-ABLabel:_$!<Mother>!$_
item6.URL;type=pref:https\://elena.example.com
item6.X-ABLabel:_$!<HomePage>!$_
BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12
NOTE:Met at the \"Form & Function\" conference\, Copenhagen.\nPrefers Signal over SMS.
X-SOCIALPROFILE;type=linkedin;x-user=elenalindqvist:https\://www.linkedin.com/in/elenalindqvist
IMPP;X-SERVICE-TYPE=Skype;type=HOME;type=pref:skype:elena.lindqvist
""")
    card1 += fold(photo)
    card1 += [b"END:VCARD"]

    card2 = card_lines(r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN
N:田中;優希;;;
FN:田中優希
X-PHONETIC-FIRST-NAME:ゆうき
X-PHONETIC-LAST-NAME:たなか
ORG:株式会社サンプル商事;営業部
EMAIL;type=INTERNET;type=WORK;type=pref:yuki.tanaka@example.com
TEL;type=CELL;type=VOICE;type=pref:090-5550-0111
item1.ADR;type=WORK;type=pref:;;丸の内2-7-2;千代田区;東京都;100-0005;日本
item1.X-ABADR:jp
item2.X-ABRELATEDNAMES:田中健
item2.X-ABLabel:_$!<Brother>!$_
item3.X-ABDATE:2016-04-01
item3.X-ABLabel:入社日
BDAY:1990-11-03
END:VCARD
""")

    card3 = card_lines(r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN
N:;;;;
FN:Harbor Point Marina
ORG:Harbor Point Marina;
TEL;type=MAIN;type=pref:+1 (555) 555-0120
item1.TEL:+1 (555) 555-0121
item1.X-ABLabel:_$!<WorkFAX>!$_
item2.URL;type=pref:https\://harborpoint.example.com
item2.X-ABLabel:_$!<HomePage>!$_
item3.ADR;type=WORK;type=pref:;;400 Shoreline Drive;Port Ellis;ME;04101;United States
item3.X-ABADR:us
NOTE:Slip B-14. Gate code changes monthly\: ask the office.
X-ABShowAs:COMPANY
END:VCARD
""")

    card4 = card_lines(r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN
N:Okafor;Chinedu;;Dr.;
FN:Dr. Chinedu Okafor
item1.EMAIL;type=INTERNET:chinedu.okafor@example.org
item1.X-ABLabel:Club
TEL;type=WORK;type=VOICE;type=pref:+44 20 7946 0958
TEL;type=PAGER:+44 20 7946 0959
item2.X-ABRELATEDNAMES:Emeka Okafor
item2.X-ABLabel:_$!<Father>!$_
item3.X-ABRELATEDNAMES:Ngozi Adeyemi
item3.X-ABLabel:Godmother
BDAY:1979-06-21
END:VCARD
""")
    write("apple-ios17.vcf", card1 + card2 + card3 + card4)


# ---------------------------------------------------------------------------
# nextcloud-4.0-mixed.vcf: Nextcloud address book export, 4.0 and 3.0 cards
# ---------------------------------------------------------------------------


def nextcloud():
    png = base64.b64encode(NEXTCLOUD_PNG).decode("ascii")
    text = r"""
BEGIN:VCARD
VERSION:4.0
PRODID:-//Nextcloud Contacts v6.0.2
UID:b7f3c2d4-5e6a-4b8c-9d0e-1f2a3b4c5d6e
KIND:individual
FN;ALTID=1;LANGUAGE=ja;PREF=1:山本 美咲
FN;ALTID=1;LANGUAGE=en:Misaki Yamamoto
N;SORT-AS="Yamamoto,Misaki":山本;美咲;;;
GENDER:F
BDAY:--0412
ANNIVERSARY:20090808
TEL;VALUE=uri;PREF=1;TYPE="cell,voice":tel:+1-555-555-0142
TEL;VALUE=uri;PREF=2;TYPE=work:tel:+1-555-555-0143
EMAIL;TYPE=home;PREF=1:misaki.yamamoto@example.com
EMAIL;TYPE=work:m.yamamoto@example.org
ADR;TYPE=home;LABEL="Unit 4 ^'The Maltings^'^n12 Mill Lane^nCambridge CB1 2AB^nUnited Kingdom":;;12 Mill Lane;Cambridge;;CB1 2AB;United Kingdom
ORG:Fenland Instruments;Research
TITLE:Acoustics Engineer
RELATED;TYPE=friend;VALUE=text:Kenji Watanabe
RELATED;TYPE=spouse:urn:uuid:c0ffee00-1234-4abc-8def-0123456789ab
NOTE;X-ORIGIN="CSV import ^^v2^^":Prefers morning calls (UK time).
PHOTO:data:image/png;base64,""" + png + r"""
REV:20240402T101500Z
END:VCARD
BEGIN:VCARD
VERSION:4.0
PRODID:-//Nextcloud Contacts v6.0.2
UID:0d9e8f7a-6b5c-4d3e-a2f1-908172635445
KIND:individual
FN:Lucía Fernández
N:Fernández;Lucía;;;
BDAY:1985-04
TEL;VALUE=uri;TYPE=home:tel:+34-555-550-147
EMAIL;PREF=1:lucia.fernandez@example.com
REV:20240318T164402Z
END:VCARD
BEGIN:VCARD
VERSION:3.0
PRODID:+//IDN bitfire.at//DAVx5/4.4.1-ose ez-vcard/0.12.1
UID:5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170
FN:Oliver Grant
N:Grant;Oliver;;;
TEL;TYPE=cell:+1 555-555-0145
EMAIL;TYPE=home:oliver.grant@example.com
BDAY:1992-07-01
REV:20240311T081233Z
END:VCARD
BEGIN:VCARD
VERSION:4.0
PRODID:-//Nextcloud Contacts v6.0.2
UID:8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d
KIND:group
FN:Book Club
MEMBER:urn:uuid:b7f3c2d4-5e6a-4b8c-9d0e-1f2a3b4c5d6e
MEMBER:urn:uuid:5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170
REV:20240402T101733Z
END:VCARD
"""
    write("nextcloud-4.0-mixed.vcf", card_lines(text))


# ---------------------------------------------------------------------------
# outlook-2.1.vcf: Outlook "Save as vCard", 2.1, Windows-1252, CRLF
# ---------------------------------------------------------------------------


def outlook():
    cp = "cp1252"
    lines = []
    add = lambda text: lines.append(text.encode(cp))  # noqa: E731
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N;LANGUAGE=en-us;CHARSET=Windows-1252:O\u2019Connor;Siobh\u00e1n")
    add("FN;CHARSET=Windows-1252:Siobh\u00e1n O\u2019Connor")
    add("ORG;CHARSET=Windows-1252:Caf\u00e9 Lumi\u00e8re Ltd.;Marketing")
    add("TITLE;CHARSET=Windows-1252:Head of Brand \u2013 EMEA")
    note = ("Budget for the spring launch: \u20ac 12,500 (approved).\r\n"
            "She signs off as \u201cShiv\u201d \u2013 use that in emails.")
    lines += qp_lines("NOTE;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:", qp_tokens(note.encode(cp)))
    add("TEL;WORK;VOICE:+353 1 555 0190")
    add("TEL;CELL;VOICE:+353 87 555 0191")
    add("ADR;WORK;PREF:;;12 Grand Canal Quay;Dublin;;D02 XY45;Ireland")
    label = qp_tokens(b"12 Grand Canal Quay\r\n")
    label += [SOFT_BREAK] + qp_tokens(b"Dublin  D02 XY45\r\n") + [SOFT_BREAK] + qp_tokens(b"Ireland")
    lines += qp_lines("LABEL;WORK;PREF;ENCODING=QUOTED-PRINTABLE:", label)
    add("X-MS-OL-DEFAULT-POSTAL-ADDRESS:2")
    add("EMAIL;PREF;INTERNET:siobhan.oconnor@example.com")
    add('X-MS-OL-DESIGN;CHARSET=utf-8:<card xmlns="http://schemas.microsoft.com/office/outlook/12/'
        'electronicbusinesscards" ver="1.0" layout="left" bgcolor="ffffff"><img xmlns="" align="tleft" '
        'area="32" use="photo"/><fld xmlns="" prop="name" align="left" dir="ltr" style="b" color="000000" '
        'size="10"/><fld xmlns="" prop="org" align="left" dir="ltr" color="000000" size="8"/></card>')
    add("REV:20240115T103012Z")
    add("END:VCARD")

    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N;LANGUAGE=en-us:Gallagher;Thomas;J.;Dr.;Jr.")
    add("FN:Dr. Thomas J. Gallagher Jr.")
    add("ORG:Northwind Traders;Finance")
    add("TITLE:Controller")
    # A one-line note: Outlook writes it raw (no quoted-printable, no folding).
    add("NOTE;CHARSET=Windows-1252:Quarter-end close: needs the \u201creconciliation pack\u201d by the "
        "3rd working day, sign-off limit \u20ac50,000. Assistant is Maria (ext. 2207), copy her on "
        "anything urgent.")
    add("TEL;WORK;VOICE:(555) 555-0140")
    add("TEL;HOME;VOICE:(555) 555-0141")
    add("TEL;CELL;VOICE:(555) 555-0142")
    add("TEL;WORK;FAX:(555) 555-0143")
    add("TEL;HOME;FAX:(555) 555-0144")
    add("TEL;PAGER;VOICE:(555) 555-0145")
    adr = qp_tokens(b";;4500 Market Street\r\nFloor 12;Seattle;WA;98101;United States of America")
    lines += qp_lines("ADR;WORK;PREF;ENCODING=QUOTED-PRINTABLE:", adr)
    label = qp_tokens(b"4500 Market Street\r\n") + [SOFT_BREAK] + qp_tokens(b"Floor 12\r\n") + [SOFT_BREAK]
    label += qp_tokens(b"Seattle, WA  98101\r\n") + [SOFT_BREAK] + qp_tokens(b"United States of America")
    lines += qp_lines("LABEL;WORK;PREF;ENCODING=QUOTED-PRINTABLE:", label)
    add("ADR;HOME:;;88 Alder Lane;Bellevue;WA;98004;United States of America")
    add("X-MS-OL-DEFAULT-POSTAL-ADDRESS:2")
    add("URL;WORK:http://www.northwind.example.com")
    add("BDAY:19750315")
    add("EMAIL;PREF;INTERNET:thomas.gallagher@example.com")
    add("EMAIL;INTERNET:tgallagher@example.org")
    add("PHOTO;TYPE=JPEG;ENCODING=BASE64:")
    photo = base64.b64encode(OUTLOOK_JPEG).decode("ascii")
    for start in range(0, len(photo), 76):
        add(" " + photo[start:start + 76])
    add("")
    add("X-MS-OL-DESIGN;CHARSET=utf-8:<card xmlns=\"http://schemas.microsoft.com/office/outlook/12/"
        "electronicbusinesscards\" ver=\"1.0\" layout=\"left\" bgcolor=\"ffffff\"><img xmlns=\"\" "
        "align=\"tleft\" area=\"32\" use=\"photo\"/><fld xmlns=\"\" prop=\"name\" align=\"left\" dir=\"ltr\" "
        "style=\"b\" color=\"000000\" size=\"10\"/></card>")
    add("REV:20240115T103544Z")
    add("END:VCARD")
    data = write("outlook-2.1.vcf", lines)
    assert b"\x80" in data and b"\x92" in data and b"\x93" in data and b"\x96" in data
    assert b"=\r\nDublin" in data, "LABEL soft breaks must start the next line at column 0"


# ---------------------------------------------------------------------------
# android-2.1.vcf: Android contacts export (VCardComposer, v2.1), CRLF
# ---------------------------------------------------------------------------


def android():
    lines = []
    add = lambda text: lines.append(text.encode("utf-8"))  # noqa: E731
    qp_prefix = ";CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:"

    add("BEGIN:VCARD")
    add("VERSION:2.1")
    n_line = qp_lines("N" + qp_prefix, qp_structured(["山口", "真由美子", "", "", ""], "utf-8", hex_all=True))
    lines += n_line
    lines += qp_lines("FN" + qp_prefix, qp_tokens("山口 真由美子".encode("utf-8"), hex_all=True))
    lines += qp_lines("X-PHONETIC-FIRST-NAME" + qp_prefix, qp_tokens("まゆみこ".encode("utf-8"), hex_all=True))
    lines += qp_lines("X-PHONETIC-LAST-NAME" + qp_prefix, qp_tokens("やまぐち".encode("utf-8"), hex_all=True))
    add("TEL;CELL;PREF:090-5550-0155")
    add("TEL;HOME:03-5550-0156")
    add("EMAIL;HOME:mayumiko.yamaguchi@example.com")
    adr = ["", "", "銀座4丁目6-16 銀座ビル5F; 裏口から入る", "中央区", "東京都", "104-0061", "日本"]
    adr_lines = qp_lines("ADR;HOME" + qp_prefix, qp_structured(adr, "utf-8", hex_all=True))
    lines += adr_lines
    note = "誕生日プレゼントは本が好き。\r\n駅の北口で待ち合わせ。"
    lines += qp_lines("NOTE" + qp_prefix, qp_tokens(note.encode("utf-8"), hex_all=True))
    add("BDAY:1987-09-14")
    add("END:VCARD")

    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N:Hughes;Daniel;;;")
    add("FN:Daniel Hughes")
    add("TEL;CELL;PREF:+1 555-555-0160")
    add("TEL;WORK:+1 555-555-0161")
    add("TEL;HOME;FAX:+1 555-555-0162")
    add("TEL;FAX:+1 555-555-0163")
    add("EMAIL;WORK:daniel.hughes@example.com")
    add("ORG:Hughes Carpentry")
    add("TITLE:Owner")
    add("URL:https://hughes-carpentry.example.com")
    lines += qp_lines("NOTE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:",
                      qp_tokens("Built the shelves at Café Rosé (2019).".encode("latin-1")))
    add("X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Danny;1;;;;;;;;;;;;;")
    add("X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Laura Hughes;14;;;;;;;;;;;;;")
    add("BDAY:1982-05-30")
    add("END:VCARD")

    add("BEGIN:VCARD")
    add("VERSION:2.1")
    lines += qp_lines("N" + qp_prefix, qp_structured(["박", "지우", "", "", ""], "utf-8", hex_all=True))
    lines += qp_lines("FN" + qp_prefix, qp_tokens("박지우".encode("utf-8"), hex_all=True))
    add("TEL;CELL:+82 10-5550-0168")
    add("EMAIL;HOME:jiwoo.park@example.org")
    add("END:VCARD")
    write("android-2.1.vcf", lines)

    # The N line must split a UTF-8 sequence across a soft break.
    assert len(n_line) > 1
    continuation = n_line[1]
    assert continuation.startswith(b"=") and int(continuation[1:3], 16) & 0xC0 == 0x80, n_line
    # The escaped ';' of the street must be split across a soft break: '\' ends a line.
    assert any(line.endswith(b"=5C=") for line in adr_lines), adr_lines
    assert any(line.startswith(b"=3B") for line in adr_lines), adr_lines


# ---------------------------------------------------------------------------
# japanese-feature-phone.vcf: docomo-era feature phone, 2.1, Shift_JIS, CRLF
# ---------------------------------------------------------------------------


def japanese_feature_phone():
    text = """
BEGIN:VCARD
VERSION:2.1
N;CHARSET=SHIFT_JIS:山田;太郎;;;
SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:ﾔﾏﾀﾞ;ﾀﾛｳ;;;
TEL;CELL;VOICE:090-5550-0123
TEL;HOME;VOICE:03-5550-0124
EMAIL;INTERNET:taro.yamada@example.com
ADR;HOME;CHARSET=SHIFT_JIS:;;神宮前5-1-1 表参道ハイツ201;渋谷区;東京都;150-0001;
NOTE;CHARSET=SHIFT_JIS:大学の同級生。年賀状は毎年送る。
BDAY:19780502
X-GNO:1
X-GN;CHARSET=SHIFT_JIS:友人
END:VCARD
BEGIN:VCARD
VERSION:2.1
N;CHARSET=SHIFT_JIS:佐藤;花子;;;
SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:ｻﾄｳ;ﾊﾅｺ;;;
TEL;CELL;VOICE:080-5550-0125
TEL;WORK;VOICE:06-5550-0126
EMAIL;INTERNET:hanako.sato@example.org
ORG;CHARSET=SHIFT_JIS:株式会社サンプル電機;ソフトウェア開発部
X-GNO:2
X-GN;CHARSET=SHIFT_JIS:会社
END:VCARD
BEGIN:VCARD
VERSION:2.1
N;CHARSET=SHIFT_JIS:鈴木;一郎;;;
SOUND;X-IRMC-N;CHARSET=SHIFT_JIS:ｽｽﾞｷ;ｲﾁﾛｳ;;;
TEL;CELL;VOICE:070-5550-0127
X-GNO:1
X-GN;CHARSET=SHIFT_JIS:友人
END:VCARD
"""
    lines = [line.encode("shift_jis") for line in text.strip("\n").split("\n")]
    data = write("japanese-feature-phone.vcf", lines)
    # 表 (0x95 0x5C) and ソ (0x83 0x5C) carry a backslash byte as trail byte:
    # a reader that unescapes bytes before decoding Shift_JIS breaks them.
    assert "表".encode("shift_jis") in data and "ソ".encode("shift_jis")[1] == 0x5C
    assert "ﾔﾏﾀﾞ".encode("shift_jis") == b"\xd4\xcf\xc0\xde"


# ---------------------------------------------------------------------------
# Byte-order marks and UTF-16
# ---------------------------------------------------------------------------

BOM_TEXT = r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Example Sync Tool//Windows Contacts Export 2.3//EN
N:Ashford;Zoë;;;
FN:Zoë Ashford
TEL;TYPE=CELL:+1 555-555-0110
EMAIL;TYPE=INTERNET:zoe.ashford@example.com
NOTE:Cello lessons on Thursdays.
END:VCARD
BEGIN:VCARD
VERSION:3.0
PRODID:-//Example Sync Tool//Windows Contacts Export 2.3//EN
N:Åkesson;Björn;;;
FN:Björn Åkesson
TEL;TYPE=WORK:+46 8 555 011 12
EMAIL;TYPE=INTERNET;TYPE=WORK:bjorn.akesson@example.org
ADR;TYPE=WORK:;;Sveavägen 44;Stockholm;;111 34;Sverige
END:VCARD
"""

UTF16LE_TEXT = r"""
BEGIN:VCARD
VERSION:3.0
N:Conceição;Mateus;;;
FN:Mateus Conceição
TEL;TYPE=CELL:+55 11 5555-0113
EMAIL;TYPE=INTERNET:mateus.conceicao@example.com
NOTE:🎻 Plays viola in the community orchestra. Rehearsals: Tue & Fri.
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:Волкова;Ирина;Сергеевна;;
FN:Ирина Сергеевна Волкова
TEL;TYPE=HOME:+7 495 555-01-14
EMAIL;TYPE=INTERNET:irina.volkova@example.org
ADR;TYPE=HOME:;;ул. Пушкина 10\, кв. 5;Москва;;101000;Россия
END:VCARD
"""

UTF16BE_TEXT = r"""
BEGIN:VCARD
VERSION:3.0
N:Παπαδόπουλος;Αλέξανδρος;;;
FN:Αλέξανδρος Παπαδόπουλος
TEL;TYPE=CELL:+30 69 5550 0115
EMAIL;TYPE=INTERNET:alexandros.p@example.com
NOTE:Καλό ταξίδι! 🇬🇷
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:حداد;ليلى;;;
FN:ليلى حداد
TEL;TYPE=WORK:+961 1 555 0116
EMAIL;TYPE=INTERNET;TYPE=WORK:layla.haddad@example.org
END:VCARD
"""


def bom_and_utf16():
    lines = [line.encode("utf-8") for line in BOM_TEXT.strip("\n").split("\n")]
    write("quirk-bom-utf8.vcf", lines, prefix=b"\xef\xbb\xbf")

    text = "\r\n".join(UTF16LE_TEXT.strip("\n").split("\n")) + "\r\n"
    (HERE / "quirk-utf16le-bom.vcf").write_bytes(b"\xff\xfe" + text.encode("utf-16-le"))

    text = "\r\n".join(UTF16BE_TEXT.strip("\n").split("\n")) + "\r\n"
    (HERE / "quirk-utf16be-bom.vcf").write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))


# ---------------------------------------------------------------------------
# quirk-cr-line-ends.vcf: bare CR line ends (classic Mac OS tools)
# ---------------------------------------------------------------------------


def cr_line_ends():
    text = r"""
BEGIN:VCARD
VERSION:3.0
N:Delacroix;Henri;;;
FN:Henri Delacroix
ORG:Atelier Delacroix;
TEL;TYPE=WORK:+33 1 55 50 01 17
EMAIL;TYPE=INTERNET:henri.delacroix@example.com
NOTE:Restores antique clocks and barometers. Closed in August. Call ahead before visiting the workshop on Saturdays.
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:Moreau;Camille;;;
FN:Camille Moreau
TEL;TYPE=HOME:+33 4 55 50 01 18
END:VCARD
"""
    lines = card_lines(text)
    assert any(line.startswith(b" ") for line in lines), "the long NOTE must be folded"
    write("quirk-cr-line-ends.vcf", lines, eol=CR)


# ---------------------------------------------------------------------------
# quirk-utf8-split-fold.vcf: a writer that folds at 75 octets and splits
# UTF-8 sequences across the fold
# ---------------------------------------------------------------------------


def utf8_split_fold():
    text = r"""
BEGIN:VCARD
VERSION:3.0
PRODID:-//Example CRM//Contact Export 5.1//EN
N:Кузнецова;Анастасия;Дмитриевна;;
FN:Анастасия Дмитриевна Кузнецова
TEL;TYPE=CELL:+7 812 555-01-19
EMAIL;TYPE=INTERNET:a.kuznetsova@example.com
ADR;TYPE=WORK:;;Невский проспект 28\, офис 412;Санкт-Петербург;;191186;Россия
NOTE:Переводчик с японского и корейского. Встреча по четвергам в библиотеке имени Маяковского.
END:VCARD
BEGIN:VCARD
VERSION:3.0
PRODID:-//Example CRM//Contact Export 5.1//EN
N:陳;志明;;;
FN:陳志明
TEL;TYPE=WORK:+886 2 5550 0120
NOTE:負責亞太區的物流協調工作，每週一早上開會，請提前準備出貨報表與庫存資料。
END:VCARD
"""
    lines = card_lines(text, split_utf8=True)
    assert has_split_sequence(lines)
    write("quirk-utf8-split-fold.vcf", lines)


# ---------------------------------------------------------------------------
# quirk-long-lines.vcf: values over 300 bytes, folded at 75 octets on
# character boundaries
# ---------------------------------------------------------------------------


def long_lines():
    note = ("Projektleiterin für die Sanierung der Speicherstadt-Gebäude (Block O, P und Q). "
            "Ansprechpartnerin für Statik, Brandschutz und Denkmalpflege; bitte immer das "
            "Aktenzeichen angeben. Im Juli und August nur dienstags erreichbar. "
            "日本の協力会社との窓口も担当しています（東京事務所：毎月第一月曜日に定例会議）。 "
            "Συνεργάζεται επίσης με το γραφείο της Θεσσαλονίκης. ✅")
    assert len(note.encode("utf-8")) > 300
    url = ("https://projects.example.com/hamburg/speicherstadt/sanierung/block-o/"
           "dokumente/statik/2024/gutachten?version=7&lang=de&viewer=pdf&page=12"
           "&highlight=brandschutz%2Cdenkmalpflege%2Cstatik&session=7f3c9a1e2b4d6f8091a2b3c4d5e6f708"
           "&ref=contact-card&utm_source=addressbook&utm_medium=export&utm_campaign=none"
           "&returnTo=%2Fhamburg%2Fspeicherstadt%2Fsanierung%2Fblock-o%2Fuebersicht")
    assert len(url) > 300
    street = ("Am Sandtorkai 23–27, Hinterhaus, 3. Obergeschoss links, Eingang über den "
              "Innenhof (Tor B, Klingel „Ingenieurbüro Brandt & Partner“), Lastenaufzug "
              "bis 2.000 kg, Anlieferung nur werktags zwischen 7 und 9 Uhr nach Anmeldung "
              "beim Hausmeister Herrn Özdemir")
    assert len(street.encode("utf-8")) > 200
    text = "\n".join([
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Example CRM//Contact Export 5.1//EN",
        "N:Brandt;Katharina;;Dipl.-Ing.;",
        "FN:Dipl.-Ing. Katharina Brandt",
        "ORG:Ingenieurbüro Brandt & Partner;Denkmalpflege",
        "TEL;TYPE=WORK:+49 40 5550 0121",
        "EMAIL;TYPE=INTERNET;TYPE=WORK:k.brandt@example.com",
        "ADR;TYPE=WORK:;;" + street.replace(",", "\\,") + ";Hamburg;;20457;Deutschland",
        "URL;TYPE=WORK:" + url,
        "NOTE:" + note.replace(",", "\\,").replace(";", "\\;"),
        "END:VCARD",
        "BEGIN:VCARD",
        "VERSION:3.0",
        "PRODID:-//Example CRM//Contact Export 5.1//EN",
        "N:Ishikawa;Haruto;;;",
        "FN:Ishikawa Haruto",
        "TEL;TYPE=CELL:+81 90-5550-0122",
        "END:VCARD",
    ])
    lines = card_lines(text)
    assert max(len(line) for line in lines) <= 75
    assert not has_split_sequence(lines)
    write("quirk-long-lines.vcf", lines)


# ---------------------------------------------------------------------------
# quirk-charset-latin1.vcf: 2.1 with CHARSET=ISO-8859-1 bytes, a 3.0 card in
# Latin-1 without any CHARSET (not valid UTF-8), and an unknown charset name
# ---------------------------------------------------------------------------


def charset_latin1():
    lines = []
    add = lambda text, enc="latin-1": lines.append(text.encode(enc))  # noqa: E731
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N;CHARSET=ISO-8859-1:Müller-Lüdenscheidt;Françoise;;;")
    add("FN;CHARSET=ISO-8859-1:Françoise Müller-Lüdenscheidt")
    add("ORG;CHARSET=ISO-8859-1:Bäckerei Groß;Verkauf")
    add("TEL;WORK;VOICE:+49 30 5550 0130")
    add("ADR;WORK;CHARSET=ISO-8859-1:;;Straße des 17. Juni 12;Berlin;;10623;Deutschland")
    lines += qp_lines("NOTE;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:",
                      qp_tokens("Liefert freitags Brötchen ins Büro.\r\nÖffnungszeiten: 6–18 Uhr"
                                .replace("–", "-").encode("latin-1")))
    add("END:VCARD")
    add("BEGIN:VCARD")
    add("VERSION:3.0")
    add("N:Sørensen;Ærling;;;")
    add("FN:Ærling Sørensen")
    add("TEL;TYPE=CELL:+45 55 50 01 31")
    add("ADR;TYPE=HOME:;;Vestergade 7;Ærøskøbing;;5970;Danmark")
    add("END:VCARD")
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N:Novak;Petra;;;")
    add("FN:Petra Novak")
    add("TITLE;CHARSET=X-UNKNOWN-CHARSET:Sales Manager")
    add("TEL;CELL:+385 91 555 0132")
    add("END:VCARD")
    data = write("quirk-charset-latin1.vcf", lines)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        raise AssertionError("quirk-charset-latin1.vcf must not be valid UTF-8")

# ---------------------------------------------------------------------------
# apple-ios5-crcrlf.vcf: iOS 5 Contacts export, 3.0, every line ended by
# CR CR LF, with a real-size photo (32,617-byte PNG, base64 folded at 75)
# ---------------------------------------------------------------------------

IOS5_PNG = make_png(104, 104)


def apple_ios5_crcrlf():
    photo = base64.b64encode(IOS5_PNG).decode("ascii")
    text = f"""
BEGIN:VCARD
VERSION:3.0
N:Lindqvist;Maja;;;
FN:Maja Lindqvist
ORG:Lindqvist Keramik;
TEL;type=CELL;type=VOICE;type=pref:+46 70 555 01 41
EMAIL;type=INTERNET;type=HOME;type=pref:maja.lindqvist@example.com
NOTE:Throws stoneware for the Saturday market. Prefers texts to calls in the morning hours.
PHOTO;ENCODING=b;TYPE=PNG:{photo}
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:Okafor;Chidi;;;
FN:Chidi Okafor
TEL;type=WORK;type=VOICE:+234 1 555 0142
END:VCARD
"""
    lines = card_lines(text)
    assert sum(1 for line in lines if line.startswith(b" ")) > 400, "the photo must fold"
    data = write("apple-ios5-crcrlf.vcf", lines, eol=b"\r\r\n")
    assert b"\r\r\n" in data and b"\n\r\r\n" not in data

# ---------------------------------------------------------------------------
# android-2.1-stray-byte.vcf: Android-style 2.1 export, CHARSET=UTF-8 and
# quoted-printable, where one value carries a stray =80 after 44 Ñ
# ---------------------------------------------------------------------------


def android_stray_byte():
    lines = []
    add = lambda text: lines.append(text.encode("ascii"))  # noqa: E731
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    lines += qp_lines("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:",
                      qp_tokens("Núñez;Iñigo;;;".encode("utf-8"), hex_all=True))
    fn = ("Ñ" * 44).encode("utf-8") + b"\x80"
    lines += qp_lines("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:", qp_tokens(fn, hex_all=True))
    add("TEL;CELL:+34 600 555 0143")
    add("END:VCARD")
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    lines += qp_lines("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:",
                      qp_tokens("Muñoz;Ana;;;".encode("utf-8"), hex_all=True))
    lines += qp_lines("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:",
                      qp_tokens("Ana Muñoz".encode("utf-8"), hex_all=True))
    add("END:VCARD")
    data = write("android-2.1-stray-byte.vcf", lines)
    assert b"=80" in data
    assert lines[4].startswith(b"FN;"), "the FN line is line 5 (the test checks it)"

# ---------------------------------------------------------------------------
# windows-greek-1253.vcf: a Windows tool's 2.1 export in Windows-1253 where only
# N declares the CHARSET; FN, ORG and the second card's values declare none
# ---------------------------------------------------------------------------


def windows_greek_1253():
    lines = []
    add = lambda text: lines.append(text.encode("cp1253"))  # noqa: E731
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N;CHARSET=Windows-1253:Παπαδόπουλος;Βαγγέλης;;;")
    add("FN:Βαγγέλης Παπαδόπουλος")
    add("ORG:Φαρμακείο Κηφισιάς")
    add("TEL;WORK;VOICE:+30 210 555 0144")
    add("END:VCARD")
    add("BEGIN:VCARD")
    add("VERSION:2.1")
    add("N:Οικονόμου;Ελένη;;;")
    add("FN:Ελένη Οικονόμου")
    add("TEL;CELL:+30 69 5550 0145")
    add("END:VCARD")
    data = write("windows-greek-1253.vcf", lines)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        raise AssertionError("windows-greek-1253.vcf must not be valid UTF-8")


# ---------------------------------------------------------------------------
# windows-concatenated-bom.vcf: three single-contact exports joined with `copy /b` or
# `cat`, each starting with the UTF-8 byte-order mark a Windows tool writes: the marks
# after the first sit in the middle of the file, right before BEGIN:VCARD
# ---------------------------------------------------------------------------


def windows_concatenated_bom():
    bom = b"\xef\xbb\xbf"
    parts = []
    for family, given, phone in [("Lindqvist", "Åsa", "+46 8 555 0101"),
                                 ("Ørsted", "Søren", "+45 55 55 01 02"),
                                 ("Ó Briain", "Siún", "+353 1 555 0103")]:
        card = ["BEGIN:VCARD", "VERSION:3.0", f"N:{family};{given};;;", f"FN:{given} {family}",
                f"TEL;TYPE=CELL:{phone}", "END:VCARD"]
        parts.append(bom + CRLF.join(line.encode("utf-8") for line in card) + CRLF)
    data = b"".join(parts)
    (HERE / "windows-concatenated-bom.vcf").write_bytes(data)
    assert data.count(bom) == 3 and not data.startswith(bom + bom)

# ---------------------------------------------------------------------------
# chinese-feature-phone-gb18030.vcf: a Chinese feature phone's 2.1 export in GB18030
# with no CHARSET anywhere, then a Taiwanese phone's card in Big5, also undeclared, and a
# Korean phone's in EUC-KR: the code page must be detected from the bytes
# ---------------------------------------------------------------------------


def chinese_feature_phone():
    cards = [
        ("gb18030", "王;秀英;;;", "王秀英", "北京星光商店", "+86 10 5550 0101"),
        ("big5", "陳;志明;;;", "陳志明", "臺北有限公司", "+886 2 5550 0102"),
        ("euc_kr", "김;민준;;;", "김민준", "서울상사", "+82 2 555 0103"),
    ]
    data = b""
    for codec, n, fn, org, phone in cards:
        lines = ["BEGIN:VCARD", "VERSION:2.1", f"N:{n}", f"FN:{fn}", f"ORG:{org}", f"TEL;CELL:{phone}", "END:VCARD"]
        data += CRLF.join(line.encode(codec) for line in lines) + CRLF
    (HERE / "chinese-feature-phone-gb18030.vcf").write_bytes(data)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    else:
        raise AssertionError("chinese-feature-phone-gb18030.vcf must not be valid UTF-8")


# ---------------------------------------------------------------------------
# davdroid-ez-vcard-unindented-photo.vcf: a 3.0 card as an Android sync adapter on
# ez-vcard 0.9.7 wrote it: the PHOTO's base64 (ENCODING=b) folded with some
# continuation lines not indented, the value ended by a blank line
# ---------------------------------------------------------------------------


def davdroid_unindented_photo():
    png = make_png(20, 12)
    data64 = base64.b64encode(png).decode("ascii")
    rows = [data64[i:i + 74] for i in range(0, len(data64), 74)]
    lines = [b"BEGIN:VCARD", b"VERSION:3.0", b"UID:0bpdjwux-fy4i-y5pb-h6xd-k7rphj54jjen",
             b"PRODID:+//IDN bitfire.at//DAVdroid/0.9 vcard4android ez-vcard/0.9.7",
             b"N:Vale;Robin;;;", b"FN:Robin Vale", ("PHOTO;ENCODING=b;TYPE=jpeg:" + rows[0]).encode("ascii")]
    for index, row in enumerate(rows[1:]):
        # Every third continuation has no leading space, as that writer left them.
        lines.append(((" " if index % 3 else "") + row).encode("ascii"))
    lines += [b"", b"REV:20151018T212428Z", b"END:VCARD"]
    data = write("davdroid-ez-vcard-unindented-photo.vcf", lines)
    assert sum(1 for line in lines[7:] if line and line[:1] != b" " and b":" not in line) >= 3
    assert len(png) == 800, len(png)


# ---------------------------------------------------------------------------
# thunderbird-3.0-binary-photo.vcf: Thunderbird's 3.0 PHOTO with base64 data and no
# ENCODING parameter (Thunderbird writes and reads these), one image format per card
# ---------------------------------------------------------------------------


def thunderbird_binary_photo():
    images = [
        ("Maren", "Holt", APPLE_JPEG), ("Ivo", "Brandt", make_png(6, 5)), ("Lena", "Sauer", make_gif()),
        ("Piet", "Vos", make_webp()), ("Jonna", "Kranz", make_bmp()),
    ]
    lines = []
    for index, (given, family, image) in enumerate(images):
        lines += [b"BEGIN:VCARD", b"VERSION:3.0", f"FN:{given} {family}".encode(), f"N:{family};{given};;;".encode(),
                  f"EMAIL;TYPE=INTERNET:{given.lower()}.{family.lower()}@example.org".encode()]
        lines += fold(b"PHOTO:" + base64.b64encode(image))
        if index == 1:
            # A logo the same way: kept (the model has no logo) as base64, not as a URI.
            lines += fold(b"LOGO:" + base64.b64encode(make_png(3, 3)))
        lines += [b"END:VCARD"]
    # A photo by address, and base64 of a text that is no image: both stay URIs.
    lines += [b"BEGIN:VCARD", b"VERSION:3.0", b"FN:Ruth Abel", b"N:Abel;Ruth;;;",
              b"PHOTO;VALUE=URI:https://photos.example.org/ruth-abel.jpg",
              b"END:VCARD",
              b"BEGIN:VCARD", b"VERSION:3.0", b"FN:Odo Falk", b"N:Falk;Odo;;;",
              b"PHOTO:" + base64.b64encode(b"not a picture, only words"),
              b"END:VCARD"]
    write("thunderbird-3.0-binary-photo.vcf", lines)
    assert all(image[:2] in (b"\xff\xd8", b"\x89P", b"GI", b"RI", b"BM") for _, _, image in images)
    return [len(image) for _, _, image in images]


# ---------------------------------------------------------------------------
# evolution-3.0-photo-type.vcf: Evolution's PHOTO;TYPE=HOME;ENCODING=b (TYPE is the
# photo's use, not its format) and a second PHOTO;TYPE=WORK
# ---------------------------------------------------------------------------


def evolution_photo_type():
    work, home = make_png(5, 4), make_png(3, 7)
    lines = [b"BEGIN:VCARD", b"VERSION:3.0", b"UID:pas-id-6E1F20A400000002", b"X-EVOLUTION-FILE-AS:Nyberg\\, Siri",
             b"FN:Siri Nyberg", b"N:Nyberg;Siri;;;", b"EMAIL;TYPE=WORK;X-EVOLUTION-UI-SLOT=1:siri.nyberg@example.se"]
    lines += fold(b"PHOTO;TYPE=HOME;ENCODING=b:" + base64.b64encode(home))
    lines += fold(b"PHOTO;TYPE=WORK;ENCODING=b:" + base64.b64encode(work))
    lines += [b"END:VCARD"]
    write("evolution-3.0-photo-type.vcf", lines)
    return len(home), len(work)


def main():
    apple_ios17()
    nextcloud()
    outlook()
    android()
    japanese_feature_phone()
    bom_and_utf16()
    cr_line_ends()
    utf8_split_fold()
    long_lines()
    charset_latin1()
    apple_ios5_crcrlf()
    android_stray_byte()
    windows_greek_1253()
    windows_concatenated_bom()
    chinese_feature_phone()
    davdroid_unindented_photo()
    print("thunderbird-3.0-binary-photo image sizes:", thunderbird_binary_photo(), file=sys.stderr)
    print("evolution-3.0-photo-type image sizes:", evolution_photo_type(), file=sys.stderr)
    print("fixtures written to", HERE, file=sys.stderr)


if __name__ == "__main__":
    main()

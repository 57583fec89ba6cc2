#!/usr/bin/env python3
"""Generates Sources/ContactFormatting/Generated/HanSections+Generated.swift.

The section a contact list files a Han character under is a fact of the locale's collation
(CLDR's index characters and collation order): Traditional Chinese (zh-Hant) and Cantonese
order Han by total stroke count and label their sections `1劃`, `2劃`, ...; Korean orders
the Han characters it gives a reading by that reading, under the Hangul initial consonant
(`李` under `ㄹ`); Japanese files Han without a reading after the kana (ContactKit's `#`).
This script reads those facts from Unicode CLDR 48 as ICU 78.3 ships it, through ICU's
AlphabeticIndex (the `icukit-pyicu` 78.3.1 package from PyPI; Unicode licence), and writes,
for each locale below, the labels and the label of every Han code point as run-length
encoded text. Simplified Chinese is not here: its pinyin letters come from the platform's
CLDR Han-Latin transform.

    python3 Scripts/collation/generate.py

The script makes a virtual environment in Scripts/collation/.venv (git-ignored) and installs
the pinned package version into it when needed.

Why ICU's data and not Unihan's kTotalStrokes: CLDR's stroke order counts strokes the
Traditional way (`以` 5, `修` 10); the Unihan 15.0 that Debian's `unicode-data` package ships
mostly gives one (Simplified) count, and agrees with ICU's sections for 17,740 of the 20,992
characters of the main CJK block only (measured with this script's `--unihan` option).
"""
import os
import sys

from icu_environment import PACKAGE, VERSION, run_with_icu

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Sources", "ContactFormatting", "Generated", "HanSections+Generated.swift")

LATIN_OUTPUT = os.path.join(ROOT, "Sources", "ContactFormatting", "Generated", "LatinSections+Generated.swift")

# ContactKit's language key -> ICU locale ID.
LOCALES = [("zh-Hant", "zh_Hant"), ("yue", "yue"), ("ko", "ko")]
# Languages whose index of Latin letters is written out where it differs from the root's:
# the 20 ContactKit formats names for and those with letters of their own.
LATIN_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "fi", "da", "nb", "no", "nn", "is",
                   "pl", "tr", "az", "cs", "sk", "hu", "ro", "hr", "sl", "et", "lv", "lt", "vi", "ru",
                   "ar", "hi", "th", "ja", "ko", "zh"]
# Latin letters: Basic Latin to Latin Extended-B, and Latin Extended Additional (Vietnamese).
LATIN = "[[\\u0041-\\u024F\\u1E00-\\u1EFF]&[:L:]]"
# Every Han code point ContactKit treats as Han (NameFormatter.isHan).
HAN = "[[:Unified_Ideograph:][\\uF900-\\uFAFF][\\U0002F800-\\U0002FA1F]]"


def han_blocks():
    """The Han code points as a list of (first, last) ranges, in code point order."""
    import icu
    han = icu.UnicodeSet(HAN)
    return [(ord(han.getRangeStart(i)), ord(han.getRangeEnd(i))) for i in range(han.getRangeCount())]


def index(identifier):
    """ICU's immutable index for a locale, its Han buckets only (no added Latin labels)."""
    import icu
    return icu.AlphabeticIndex(icu.Locale(identifier)).buildImmutableIndex()


def table(identifier, blocks):
    """The locale's labels, its label for Han not listed, and run-length encoded blocks.

    Label 0 is 'no section' (ICU's overflow and underflow buckets, ContactKit's `#`).
    """
    immutable = index(identifier)
    labels = ["#"]
    for i in range(immutable.bucketCount):
        label, kind = immutable.getBucket(i)
        if kind == 0 and label not in labels:  # 0: a normal bucket, not under/overflow
            labels.append(label)

    def label_of(code_point):
        label, kind = immutable.getBucket(immutable.getBucketIndex(chr(code_point)))
        return labels.index(label) if kind == 0 else 0

    values = {first: [label_of(c) for c in range(first, last + 1)] for first, last in blocks}
    counts = {}
    for block in values.values():
        for value in block:
            counts[value] = counts.get(value, 0) + 1
    # What most code points get (the last stroke bucket, where ICU files the characters
    # CLDR's stroke order leaves out; '#' in Korean) need not be written out.
    default = max(counts, key=counts.get)
    encoded = []
    for first, block in values.items():
        while block and block[-1] == default:
            block.pop()
        if not block:
            continue
        runs, previous, count = [], block[0], 0
        for value in block + [None]:
            if value == previous:
                count += 1
                continue
            runs.append(str(previous) if count == 1 else f"{previous}*{count}")
            previous, count = value, 1
        encoded.append((first, runs))
    return labels, default, encoded


def swift_lines(runs, indent):
    """Space-separated tokens wrapped at 100 columns."""
    lines, line = [], indent
    for token in runs:
        if len(line) + len(token) + 1 > 100 and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += token + " "
    if line.strip():
        lines.append(line.rstrip())
    return lines


def generate():
    import icu
    blocks = han_blocks()
    out = [
        "// Generated by Scripts/collation/generate.py from CLDR's collation and index data as",
        f"// ICU {icu.ICU_VERSION} ships it (package {PACKAGE} {VERSION}; Unicode licence, see NOTICE).",
        "// Do not edit.",
        "",
        "extension HanSectionIndex {",
        "    /// Per language key: the section labels (0 is `#`), the label of a Han code point",
        "    /// the runs do not cover, and runs per block: `first` is the block's first code point,",
        "    /// `runs` are space-separated `label` or `label*count` tokens for the code points",
        "    /// from `first` on.",
        "    static let generatedTables: [String: (labels: [String], otherwise: Int,",
        "                                          blocks: [(first: UInt32, runs: String)])] = [",
    ]
    tables, aliases = {}, {}
    for key, identifier in LOCALES:
        tables[key] = table(identifier, blocks)
        same = [other for other in tables if other != key and tables[other] == tables[key]]
        if same:  # Cantonese files Han as Traditional Chinese does: say so, once
            aliases[key] = same[0]
            del tables[key]
    for key, (labels, default, encoded) in tables.items():
        out.append(f'        "{key}": (')
        out.append("            labels: [")
        out.extend(swift_lines([f'"{label}",' for label in labels], "                "))
        out.append("            ],")
        out.append(f"            otherwise: {default},")
        out.append("            blocks: [")
        for first, runs in encoded:
            out.append(f'                (0x{first:X}, """')
            out.extend(swift_lines(runs, "                    "))
            out.append('                    """),')
        out.append("            ]),")
    out.append("    ]")
    out.append("")
    out.append("    /// Language keys whose collation files Han exactly as another key's does.")
    pairs = ", ".join(f'"{key}": "{value}"' for key, value in aliases.items())
    out.append(f"    static let generatedAliases: [String: String] = [{pairs or ':'}]")
    out += ["}", ""]
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"wrote {OUTPUT}")


def latin_labels(identifier):
    """{letter: label} for every Latin letter in the locale's index with English labels
    added, as a list of that locale files a name starting with the letter (`Øb` → `O` in
    English, `Ö` in Swedish). The letter is followed by `b`, which starts no contraction
    (Danish `aa` is `å`: a whole-name rule this table cannot hold)."""
    import icu
    index = icu.AlphabeticIndex(icu.Locale(identifier))
    index.addLabels(icu.Locale.getEnglish())
    immutable = index.buildImmutableIndex()
    letters = icu.UnicodeSet(LATIN)
    result = {}
    for letter in letters:
        label, kind = immutable.getBucket(immutable.getBucketIndex(letter + "b"))
        result[letter] = label if kind == 0 else "#"
    return result


def prefix_labels(identifier):
    """{prefix: label} for the two- and three-letter ASCII beginnings (lower case) that the
    locale's index files under another label than their first letter: Danish `aa` under
    `Å`, Hungarian `cs` under `CS`, `dzs` under `DZS`, Czech `ch` under `CH`."""
    import icu
    import itertools
    import string
    index = icu.AlphabeticIndex(icu.Locale(identifier))
    index.addLabels(icu.Locale.getEnglish())
    immutable = index.buildImmutableIndex()

    def label(text):
        name, kind = immutable.getBucket(immutable.getBucketIndex(text + "b"))
        return name if kind == 0 else "#"

    letters = string.ascii_lowercase
    single = {letter: label(letter) for letter in letters}
    result = {}
    for first, second in itertools.product(letters, repeat=2):
        if label(first + second) != single[first]:
            result[first + second] = label(first + second)
    for first, second, third in itertools.product(letters, repeat=3):
        shorter = result.get(first + second, single[first])
        if label(first + second + third) != shorter:
            result[first + second + third] = label(first + second + third)
    return result


def plain_label(letter):
    """What ContactKit files a letter under without a table: upper case, without marks."""
    import unicodedata
    bare = "".join(c for c in unicodedata.normalize("NFD", letter.upper()) if not unicodedata.combining(c))
    return bare[:1] or "#"


def generate_latin():
    import icu
    root = {letter: label for letter, label in latin_labels("root").items() if label != plain_label(letter)}
    out = [
        "// Generated by Scripts/collation/generate.py from CLDR's index data as ICU",
        f"// {icu.ICU_VERSION} ships it (package {PACKAGE} {VERSION}; Unicode licence, see NOTICE). Do not edit.",
        "",
        "extension NameFormatter {",
        "    /// The section label of the Latin letters an index does not file under their plain",
        "    /// upper-case letter: `root` for every language, then per language where it differs",
        "    /// from that. Tokens are separated by spaces: a letter, then its label (`ØO`, `ÖÖ`,",
        "    /// `þZS`).",
        "    static let generatedLatinSectionLabels: [String: String] = [",
    ]

    def entry(key, table):
        tokens = [letter + label for letter, label in sorted(table.items())]
        lines = swift_lines(tokens, "            ")
        return [f'        "{key}": """'] + lines + ['            """,']

    out += entry("root", root)
    for language in LATIN_LANGUAGES:
        labels = latin_labels(language)
        own = {letter: label for letter, label in labels.items()
               if label != root.get(letter, plain_label(letter))}
        if own:
            out += entry(language, own)
    out += [
        "    ]",
        "",
        "    /// The two- and three-letter beginnings (lower case) an index files under their own",
        "    /// label, by language: `prefix=label` tokens (`aa=Å` in Danish, `dzs=DZS` in Hungarian).",
        "    static let generatedLatinPrefixLabels: [String: String] = [",
    ]
    for language in LATIN_LANGUAGES:
        prefixes = prefix_labels(language)
        if prefixes:
            tokens = " ".join(f"{prefix}={label}" for prefix, label in sorted(prefixes.items()))
            out.append(f'        "{language}": "{tokens}",')
    out += ["    ]", "}", ""]
    with open(LATIN_OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"wrote {LATIN_OUTPUT}")


def compare_unihan():
    """How often Unihan's kTotalStrokes (Debian's unicode-data) gives ICU's stroke section."""
    import bz2
    immutable = index("zh_Hant")
    path = "/usr/share/unicode/Unihan_IRGSources.txt.bz2"
    agree = total = 0
    for line in bz2.open(path, "rt", encoding="utf-8"):
        if "\tkTotalStrokes\t" not in line:
            continue
        code, _, value = line.rstrip("\n").split("\t")
        code_point = int(code[2:], 16)
        if not 0x4E00 <= code_point <= 0x9FFF:
            continue
        total += 1
        label = immutable.getBucket(immutable.getBucketIndex(chr(code_point)))[0]
        agree += label == f"{value.split()[-1]}劃"
    print(f"Unihan kTotalStrokes gives ICU's zh-Hant section for {agree} of {total} "
          "characters of U+4E00-U+9FFF")


if __name__ == "__main__":
    run_with_icu(__file__)
    if "--unihan" in sys.argv:
        compare_unihan()
    else:
        generate()
        generate_latin()

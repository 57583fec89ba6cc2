#!/usr/bin/env python3
"""Compare `contactkit list` sections and order with ICU's AlphabeticIndex and collator.

    python3 Benchmarks/browsing/collation-sections.py [--contactkit .build/release/contactkit]
                                                       [--seed 1] [--count 2000]

The outside oracle is ICU 78.3 with CLDR 48 data (`icukit-pyicu`, installed into
Scripts/collation/.venv when missing): `AlphabeticIndex` for the locale with the English
labels added (as contact apps build their index: A-Z beside the locale's own labels), its
overflow and underflow buckets counted as ContactKit's `#`, and the locale's `Collator` for
the order of the names inside a section.

The books are generated, per locale, from a seed: family names common in that language
(facts, listed below) and given names of one or two characters drawn from the national
character set's first level (Big5's 5,401 frequent characters for zh-Hant, GB 2312's
3,755 for zh-Hans, JIS X 0208's first-level kanji for ja, KS X 1001's 4,888 hanja for ko;
taken from the Python standard library's codecs, not from ICU or ContactKit's tables). Of
each book, about 70 % are `N:` cards, 15 % display names only (`FN:`), 10 % companies
(`ORG:` with `X-ABShowAs:COMPANY`, four characters) and 5 % Latin names.

A second part files Latin names in 16 languages: every Latin letter of U+0041-U+024F and
U+1E00-U+1EFF starting a family name, with tails drawn from a list (`Øberg`, `Aaas`).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Scripts", "collation"))
from icu_environment import run_with_icu  # noqa: E402

# Common family names (facts): Taiwan, mainland China, Japan, Korea (in hanja).
FAMILY_NAMES = {
    "zh-Hant": "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘"
               "顏梁趙柯翁魏方孫戴范宋鄧杜侯傅曹薛丁卓阮馬董唐藍蔣石古紀姚連馮歐程湯田康姜白汪鄒尤巫"
               "黎涂龔嚴韓袁金童陸夏柳邵錢伍倪溫于譚駱熊任甘秦顧毛章史官萬俞雷饒",
    "zh-Hans": "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜"
               "叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺",
    "ja": ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
           "佐々木", "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "山崎", "森", "池田", "橋本",
           "阿部", "石川", "山下", "中島", "石井", "小川", "前田", "岡田", "長谷川", "藤田", "後藤", "近藤"],
    "ko": "金李朴崔鄭姜趙尹張林韓吳徐申權黃安宋柳全洪高文梁孫裵白許劉南沈盧丁河郭成車朱禹具閔任辛羅嚴元",
}
LATIN_NAMES = [("Smith", "John"), ("Zhou", "Anna"), ("Lee", "Grace"), ("Wong", "Kelvin"),
               ("Tanaka", "Ken"), ("Park", "Minji"), ("Chen", "Amy"), ("Abara", "Chiamaka")]
ICU_LOCALES = {"zh-Hant": "zh_Hant", "zh-Hans": "zh", "ja": "ja", "ko": "ko"}


def national_characters(key):
    """The first-level Han characters of the locale's national character set."""
    codec, rows, cells = {
        "zh-Hant": ("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))),
        "zh-Hans": ("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF)),
        "ja": ("shift_jis", range(0x88, 0x99), list(range(0x40, 0x7F)) + list(range(0x80, 0xFD))),
        "ko": ("euc_kr", range(0xCA, 0xFE), range(0xA1, 0xFF)),
    }[key]
    result = []
    for row in rows:
        for cell in cells:
            try:
                character = bytes([row, cell]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(character) == 1 and 0x4E00 <= ord(character) <= 0x9FFF:
                result.append(character)
    return result


def book(key, count, seed):
    """[(card text, display name, the text the index sees)], names unique."""
    rng = random.Random(seed)
    characters = national_characters(key)
    families = list(FAMILY_NAMES[key])
    cards, seen = [], set()
    while len(cards) < count:
        roll = rng.random()
        given = "".join(rng.choice(characters) for _ in range(rng.choice((1, 2, 2))))
        family = rng.choice(families)
        if roll < 0.70:
            display, indexed, lines = family + given, f"{family} {given}", [f"N:{family};{given};;;"]
        elif roll < 0.85:
            display = indexed = family + given
            lines = [f"FN:{display}"]
        elif roll < 0.95:
            display = indexed = "".join(rng.choice(characters) for _ in range(4))
            lines = [f"ORG:{display}", "X-ABShowAs:COMPANY"]
        else:
            latin_family, latin_given = rng.choice(LATIN_NAMES)
            latin_given += f" {chr(65 + len(cards) % 26)}"
            display, indexed = f"{latin_given} {latin_family}", f"{latin_family} {latin_given}"
            lines = [f"N:{latin_family};{latin_given};;;"]
        if display in seen:
            continue
        seen.add(display)
        text = "BEGIN:VCARD\r\nVERSION:3.0\r\n" + "".join(line + "\r\n" for line in lines) + "END:VCARD\r\n"
        cards.append((text, display, indexed))
    return cards


def listed(contactkit, locale, cards):
    """[(section, display name)] in the order `contactkit list` prints them."""
    with tempfile.NamedTemporaryFile("w", suffix=".vcf", encoding="utf-8", delete=False) as f:
        f.write("".join(text for text, _, _ in cards))
        path = f.name
    out = subprocess.run([contactkit, "list", "--locale", locale, "--quiet", path],
                         check=True, capture_output=True, text=True).stdout
    os.unlink(path)
    result, section = [], None
    for line in out.split("\n"):
        if line.startswith("  "):
            result.append((section, line[2:].split("  ")[0].strip()))
        elif line:
            section = line
    return result


def measure(contactkit, key, count, seed):
    import icu
    locale = icu.Locale(ICU_LOCALES[key])
    index = icu.AlphabeticIndex(locale)
    index.addLabels(icu.Locale.getEnglish())
    immutable = index.buildImmutableIndex()
    collator = icu.Collator.createInstance(locale)

    def oracle(text):
        label, kind = immutable.getBucket(immutable.getBucketIndex(text))
        return label if kind == 0 else "#"

    cards = book(key, count, seed)
    indexed = {display: text for _, display, text in cards}
    ours = listed(contactkit, key, cards)
    sections = dict((name, section) for section, name in ours)
    agree = sum(1 for name in indexed if sections.get(name) == oracle(indexed[name]))
    han = [name for _, name, text in cards if ord(text[0]) >= 0x3400]
    han_agree = sum(1 for name in han if sections.get(name) == oracle(indexed[name]))
    print(f"{key}: {len(cards)} cards; section agrees with ICU for {agree} "
          f"({100 * agree / len(cards):.2f} %); Han-initial names {han_agree} of {len(han)}")
    misses = [f"{n} {sections.get(n)}/{oracle(indexed[n])}"
              for n in indexed if sections.get(n) != oracle(indexed[n])]
    if misses:
        print(f"  differ (ours/ICU): {' '.join(misses[:12])}")

    # Inside each section: our order against ICU's collator on the same text.
    pairs = in_order = 0
    for i in range(1, len(ours)):
        (left_section, left), (right_section, right) = ours[i - 1], ours[i]
        if left_section != right_section:
            continue
        pairs += 1
        in_order += collator.compare(indexed[left], indexed[right]) <= 0
    print(f"  neighbours in one section in ICU's collation order: {in_order} of {pairs}")
    # The order of the sections themselves, for the locale's own labels.
    labels = [immutable.getBucket(i)[0] for i in range(immutable.bucketCount)]
    printed = [section for i, (section, _) in enumerate(ours) if i == 0 or ours[i - 1][0] != section]
    headings = list(dict.fromkeys(printed))
    print(f"  section headings printed: {len(printed)}, of which repeated: {len(printed) - len(headings)}")
    own = [h for h in headings if h != "#" and not h.isascii()]
    print(f"  own-script sections in ICU's label order: {own == sorted(own, key=labels.index)}"
          f" ({len(own)} sections)")


# Name endings for the Latin books: real-looking tails in several languages, so that a letter
# meets what follows it in names (Danish `aa` is `å` to the index, Hungarian `sz` a letter).
LATIN_TAILS = ["berg", "sen", "ström", "lund", "ić", "ová", "ski", "ez", "aard", "zsi", "ssy",
               "eli", "ng", "ha", "yer", "to", "aas", "in", "u", "ch"]
LATIN_LANGUAGES = ["en", "de", "fr", "es", "pt", "nl", "sv", "fi", "da", "nb", "pl", "tr", "cs",
                   "hu", "vi", "is"]


def measure_latin(contactkit, language, seed):
    """Every Latin letter (U+0041-U+024F, U+1E00-U+1EFF) starting a family name, twice with
    random tails: the section ContactKit gives against ICU's index for the language."""
    import icu
    import unicodedata
    rng = random.Random(seed)
    letters = [chr(c) for c in list(range(0x41, 0x250)) + list(range(0x1E00, 0x1F00))
               if unicodedata.category(chr(c)) in ("Lu", "Ll")]
    cards, seen = [], set()
    for letter in letters:
        for _ in range(2):
            family = letter + rng.choice(LATIN_TAILS)
            if family in seen:
                continue
            seen.add(family)
            text = f"BEGIN:VCARD\r\nVERSION:3.0\r\nN:{family};Ana;;;\r\nEND:VCARD\r\n"
            cards.append((text, f"Ana {family}", f"{family} Ana"))
    index = icu.AlphabeticIndex(icu.Locale(language))
    index.addLabels(icu.Locale.getEnglish())
    immutable = index.buildImmutableIndex()

    def oracle(text):
        label, kind = immutable.getBucket(immutable.getBucketIndex(text))
        return label if kind == 0 else "#"

    listing = dict((name, section) for section, name in listed(contactkit, language, cards))
    # Hungarian and Vietnamese write the family name first.
    ours = {display: listing.get(display, listing.get(text)) for _, display, text in cards}
    misses = [f"{text[:-4]} {ours[display]}/{oracle(text)}" for _, display, text in cards
              if ours[display] != oracle(text)]
    agree = len(cards) - len(misses)
    print(f"latin {language}: {agree} of {len(cards)} ({100 * agree / len(cards):.2f} %)"
          + (f"; differ (ours/ICU): {' '.join(misses[:10])}" if misses else ""))
    return agree, len(cards)


def main():
    run_with_icu(__file__)
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=".build/release/contactkit")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=2000)
    args = parser.parse_args()
    for key in ICU_LOCALES:
        measure(os.path.abspath(args.contactkit), key, args.count, args.seed)
    totals = [measure_latin(os.path.abspath(args.contactkit), language, args.seed)
              for language in LATIN_LANGUAGES]
    agree, count = sum(a for a, _ in totals), sum(n for _, n in totals)
    print(f"latin, all {len(LATIN_LANGUAGES)} languages: {agree} of {count} ({100 * agree / count:.2f} %)")


if __name__ == "__main__":
    main()

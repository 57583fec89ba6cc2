#!/usr/bin/env python3
"""Generate messy phone-number inputs as `region<TAB>input` lines.

Start from the example numbers that the `phonenumbers` package (libphonenumber
metadata) ships for every region and number type, write them the ways people do
(national, international, with another country's international prefix, RFC 3966)
and mutate them: separators (including no-break and thin spaces, Unicode dashes,
dots, slashes, brackets), trunk prefixes (`+44 (0)20`), extensions in many
spellings, digits in other scripts, labels before and after, vanity letters,
typos, truncation, extra digits, short numbers, garbage and two numbers in one
field. The region column is the default region to parse with.

`--mix hard` writes only the harder categories added for issue 22 (written before any
tuning of the parser against them): numbers made too long or too short by one to three
digits, numbers of one region read with another region's default, international
dialling mistakes (the trunk prefix kept after the country code, `00` where it is not
the exit code, a doubled `+`, the exit code of another country), vanity letters in the
middle and at the end of numbers of any region, trailing and leading label words, and
Unicode spaces (thin, narrow no-break, figure, ideographic, em). `--mix all` (the
default) mixes them in with the classic categories (`--mix classic`, the generator as it
was before).

    python3 Benchmarks/phones/generate-messy-numbers.py --count 200000 --seed 1 > messy.tsv
    python3 Benchmarks/phones/generate-messy-numbers.py --count 5000 --seed 9001 --mix hard > hard.tsv

Needs `pip install phonenumbers`.
"""
import argparse
import random
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from phonenumbers.phonemetadata import PhoneMetadata

TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN,
         PhoneNumberType.VOICEMAIL]

DIGIT_ZEROS = {
    "full-width": 0xFF10, "arabic-indic": 0x0660, "extended-arabic-indic": 0x06F0,
    "devanagari": 0x0966, "bengali": 0x09E6, "thai": 0x0E50,
}
SEPARATORS = [" ", "-", ".", "", "\u00a0", "\u2009", "\u202f", "/", "\u2011", "\u2013", " - ", "  "]
EXTENSIONS = [" ext. {}", " ext {}", " x{}", " X {}", " #{}", ";ext={}", " доб. {}", " anexo {}",
              ",,{}", " extension {}", " Ext: {}", " x. {}", " int. {}", " - {}#"]
LEADING_LABELS = ["Tel: ", "Tel.: ", "Phone: ", "mobile: ", "Mobile ", "(home) ", "Fax ", "Work: ",
                  "T: ", "cell ", "\u260e ", "Téléphone : ", "Handy: ", "(office) "]
TRAILING_LABELS = [" (home)", " (work)", " mobile", " (Mobil)", " cell", " [fax]"]
GARBAGE = ["n/a", "N/A", "-", "unknown", "none", "tbd", "???", "0", "12", "call me", "see above",
           "+", "++", "()", "email only", "x", "1", "00", "+0", "+999 123 456", "+1", "ext. 12"]
SHORT_NUMBERS = ["112", "911", "999", "110", "15", "17", "000", "116 000", "3333", "19"]
VANITY_WORDS = ["FLOWERS", "GOFEDEX", "CALLNOW", "MICROSOFT", "LAWYERS", "PIZZA", "HOTELS", "TAXICAB"]


def load_examples():
    PhoneMetadata.load_all()
    examples = {}
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        numbers = []
        for number_type in TYPES:
            number = phonenumbers.example_number_for_type(region, number_type)
            if number is not None:
                numbers.append(number)
        if numbers:
            examples[region] = numbers
    return examples


def to_script(text, zero):
    return "".join(chr(zero + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


def vary_digits(rng, digits):
    """Make a different subscriber number of the same shape: keep the first half."""
    keep = max(2, len(digits) // 2)
    return digits[:keep] + "".join(rng.choice("0123456789") for _ in digits[keep:])


def varied_example(rng, examples, region):
    """One of the region's example numbers with its second half of digits changed (the
    example itself when the changed digits do not parse)."""
    number = rng.choice(examples[region])
    varied = vary_digits(rng, phonenumbers.national_significant_number(number))
    try:
        return phonenumbers.parse("+%d%s" % (number.country_code, varied), None)
    except phonenumbers.NumberParseException:
        return number


def reseparate(rng, text):
    separator = rng.choice(SEPARATORS)
    return text.replace(" ", separator) if separator != " " else text


def render(rng, region, number, regions):
    """Write the number in one of the forms people use."""
    style = rng.random()
    if style < 0.40:
        text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    elif style < 0.62:
        text = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    elif style < 0.70:
        text = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    elif style < 0.80:
        caller = rng.choice(regions)
        text = phonenumbers.format_out_of_country_calling_number(number, caller)
        return caller, text
    elif style < 0.86:
        text = phonenumbers.national_significant_number(number)
        prefix = PhoneMetadata.metadata_for_region(region).national_prefix
        if prefix and rng.random() < 0.5:
            text = prefix + text
    elif style < 0.90:
        text = phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)
        return region, text
    elif style < 0.92:
        national = phonenumbers.national_significant_number(number)
        text = "tel:%s;phone-context=+%d" % (national, number.country_code)
        return rng.choice(regions), text
    else:
        # International with the trunk prefix kept in brackets: +44 (0)20 ...
        metadata = PhoneMetadata.metadata_for_region(region)
        national = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        prefix = metadata.national_prefix or ""
        if prefix and national.startswith(prefix):
            text = "+%d (%s)%s" % (number.country_code, prefix, national[len(prefix):].lstrip(" ("))
            text = text.replace(")", "", text.count(")") - 1) if text.count(")") > 1 else text
        else:
            text = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
    return (region if rng.random() < 0.85 else rng.choice(regions)), text


def mutate(rng, text):
    roll = rng.random()
    if roll < 0.25:
        text = reseparate(rng, text)
    if rng.random() < 0.08:
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 5)))
        text += rng.choice(EXTENSIONS).format(digits)
    if rng.random() < 0.05:
        text = to_script(text, DIGIT_ZEROS[rng.choice(sorted(DIGIT_ZEROS))])
    if rng.random() < 0.08:
        text = rng.choice(LEADING_LABELS) + text
    if rng.random() < 0.02:
        text = text + rng.choice(TRAILING_LABELS)
    if rng.random() < 0.05:
        # a typo: drop, duplicate or change one digit
        positions = [i for i, c in enumerate(text) if c.isdigit()]
        if positions:
            i = rng.choice(positions)
            kind = rng.randrange(3)
            if kind == 0:
                text = text[:i] + text[i + 1:]
            elif kind == 1:
                text = text[:i] + text[i] + text[i:]
            else:
                text = text[:i] + rng.choice("0123456789") + text[i + 1:]
    if rng.random() < 0.02:
        text = text[:rng.randint(1, max(1, len(text) - 1))]
    if rng.random() < 0.01:
        text = "  " + text + " " + rng.choice([".", ",", ";", ")", ""])
    return text


def line(rng, examples, regions):
    roll = rng.random()
    if roll < 0.01:
        return rng.choice(regions), rng.choice(GARBAGE)
    if roll < 0.02:
        return rng.choice(regions), rng.choice(SHORT_NUMBERS)
    if roll < 0.025:
        region = rng.choice(["US", "CA", "GB", "AU"])
        prefix = {"US": "1-800-", "CA": "1-888-", "GB": "0800 ", "AU": "1300 "}[region]
        return region, prefix + rng.choice(VANITY_WORDS)
    region = rng.choice(regions)
    number = varied_example(rng, examples, region)
    if roll < 0.03:
        # two numbers in one field
        other = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        first = phonenumbers.format_number(rng.choice(examples[region]), PhoneNumberFormat.NATIONAL)
        return region, first + rng.choice([" / ", ", ", "; ", " or "]) + other
    parse_region, text = render(rng, region, number, regions)
    return parse_region, mutate(rng, text)


KEYPAD = {"2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"}
UNICODE_SPACES = ["\u2009", "\u202f", "\u2007", "\u3000", "\u2003", "\u00a0", "\u2002", "\u200a"]
HARD_TRAILING_LABELS = [" (work)", " (home)", " work", " Handy", " - mobile", " (cell)", " [Büro]",
                        " mobile", " (private)", " John", " (fax)", " privat", " office", " (Main)"]
HARD_LEADING_LABELS = ["Work: ", "Mobil ", "tel. ", "Cell: ", "(h) ", "Fax: ", "☎ ", "Tél. ", "Tel ",
                       "Phone (home): ", "Mob.: "]
HARD_CATEGORIES = ["too-long", "too-short", "wrong-region", "idd-mistake", "vanity", "label",
                   "unicode-space"]


def keypad_word(rng, digits):
    """Letters that a keypad maps back to `digits` (which must hold no 0 or 1)."""
    return "".join(rng.choice(KEYPAD[d]) for d in digits)


def hard_line(rng, examples, regions):
    """One input of the harder categories: (category, region, text)."""
    category = rng.choice(HARD_CATEGORIES)
    region = rng.choice(regions)
    number = varied_example(rng, examples, region)
    style = rng.choice([PhoneNumberFormat.NATIONAL, PhoneNumberFormat.INTERNATIONAL, PhoneNumberFormat.E164])
    text = phonenumbers.format_number(number, style)
    metadata = PhoneMetadata.metadata_for_region(region)
    if category == "too-long":
        text += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 3)))
    elif category == "too-short":
        cut = rng.randint(1, 3)
        positions = [i for i, c in enumerate(text) if c.isdigit()]
        if len(positions) > cut + 2:
            text = text[:positions[-cut]]
    elif category == "wrong-region":
        text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        region = rng.choice(regions)
    elif category == "idd-mistake":
        kind = rng.randrange(5)
        national_text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        prefix = metadata.national_prefix or ""
        if kind == 0 and prefix and national_text.startswith(prefix):
            text = "+%d %s" % (number.country_code, national_text)  # trunk prefix kept: +44 020 ...
        elif kind == 1:
            text = "00 %d %s" % (number.country_code, phonenumbers.national_significant_number(number))
            region = rng.choice(regions)  # 00 is the exit code only in some regions
        elif kind == 2:
            text = "++" + phonenumbers.format_number(number, PhoneNumberFormat.E164).lstrip("+")
        elif kind == 3:
            text = rng.choice(["011 ", "0011 ", "810 ", "001 ", "010 "]) + \
                phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL).lstrip("+")
            region = rng.choice(regions)
        else:
            text = "+%d" % number.country_code + rng.choice(["0", "00", " (0) "]) + \
                phonenumbers.national_significant_number(number)
    elif category == "vanity":
        digits = [i for i, c in enumerate(text) if c.isdigit()]
        run = rng.randint(3, 7)
        tail = digits[-run:]
        if len(digits) > run + 2 and all(text[i] in KEYPAD for i in tail):
            word = keypad_word(rng, "".join(text[i] for i in tail))
            chars = list(text)
            for i, letter in zip(tail, word):
                chars[i] = letter
            text = "".join(chars)
        else:
            text = text[:digits[-1] + 1] + " " + keypad_word(rng, "".join(rng.choice("23456789") for _ in range(run)))
    elif category == "label":
        if rng.random() < 0.6:
            text += rng.choice(HARD_TRAILING_LABELS)
        else:
            text = rng.choice(HARD_LEADING_LABELS) + text
    else:
        space = rng.choice(UNICODE_SPACES)
        text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL if rng.random() < 0.5
                                          else PhoneNumberFormat.INTERNATIONAL).replace(" ", space)
    return category, region, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200000)
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--mix", choices=["all", "classic", "hard"], default="all",
                        help="classic: the categories before issue 22; hard: only the new ones; all: both")
    parser.add_argument("--with-category", action="store_true",
                        help="add a third column naming the hard category (classic lines: classic)")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    examples = load_examples()
    regions = sorted(examples)
    output = sys.stdout
    for _ in range(arguments.count):
        if arguments.mix == "hard" or (arguments.mix == "all" and rng.random() < 0.3):
            category, region, text = hard_line(rng, examples, regions)
        else:
            category, (region, text) = "classic", line(rng, examples, regions)
        text = text.replace("\t", " ").replace("\n", " ")
        if arguments.with_category:
            output.write("%s\t%s\t%s\n" % (region, text, category))
            continue
        text = text.replace("\t", " ").replace("\n", " ")
        output.write("%s\t%s\n" % (region, text))


if __name__ == "__main__":
    main()

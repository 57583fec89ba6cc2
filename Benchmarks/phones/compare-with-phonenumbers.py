#!/usr/bin/env python3
"""Compare our parser with libphonenumber (the `phonenumbers` package) on the same inputs.

    python3 Benchmarks/phones/compare-with-phonenumbers.py INPUT.tsv --ours PATH/TO/phones-oracle

INPUT.tsv holds `region<TAB>input` lines (see generate-messy-numbers.py). The `ours`
program reads the same lines on stdin and prints, per line, the E.164 result (with
`--detailed`: E.164, valid, type, international, national, RFC 3966, extension, TAB
separated) or `!error-code`. Until `contactkit phones` exists, that program is the small
`phones-oracle` executable built over the PhoneNumbers module.

Prints the agreement rate (same E.164, or both failed) and the disagreements by
category, with examples; with --detailed also compares validity, type and formats
(extension digits compared in ASCII: we normalize them, phonenumbers keeps their script).

With --verdict it compares what `contactkit phones` writes: the E.164 form of a valid
number, or nothing (a number that cannot be read or is not valid). Agreement is the
same output on both sides: both say invalid, or both say valid with the same E.164.
Lines may carry a third column, the generator's category (`--with-category`); the
agreement is then also given per category.
"""
import argparse
import collections
import subprocess
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat, NumberParseException

ERROR_CODES = {
    NumberParseException.INVALID_COUNTRY_CODE: "invalid-country-code",
    NumberParseException.NOT_A_NUMBER: "not-a-number",
    NumberParseException.TOO_SHORT_AFTER_IDD: "too-short-after-international-prefix",
    NumberParseException.TOO_SHORT_NSN: "too-short",
    NumberParseException.TOO_LONG: "too-long",
}
TYPE_NAMES = {
    0: "fixedLine", 1: "mobile", 2: "fixedLineOrMobile", 3: "tollFree", 4: "premiumRate",
    5: "sharedCost", 6: "voip", 7: "personalNumber", 8: "pager", 9: "uan", 10: "voicemail",
    99: "unknown",
}
EXTRA_SPACES = set("\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\ufe58\ufe63")


def ascii_digits(text):
    """Write every decimal digit in ASCII: our extensions are ASCII, phonenumbers keeps the script."""
    return "".join(str(int(c)) if c.isdecimal() else c for c in text)


def theirs(region, text, detailed):
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except NumberParseException as error:
        return "!" + ERROR_CODES.get(error.error_type, "other"), None
    e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
    if not detailed:
        return e164, None
    details = [e164, "1" if phonenumbers.is_valid_number(number) else "0",
               TYPE_NAMES[phonenumbers.number_type(number)],
               ascii_digits(phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)),
               ascii_digits(phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)),
               ascii_digits(phonenumbers.format_number(number, PhoneNumberFormat.RFC3966)),
               ascii_digits(number.extension or "")]
    return e164, details


def category(text, ours, their):
    """Why the two results differ, judged from the input and both results."""
    if ours == "!two-numbers":
        return "two numbers in one field: ours reports two-numbers, phonenumbers glues them"
    if any(c in EXTRA_SPACES for c in text) and their.startswith("!"):
        return "thin or other Unicode space: ours reads it as a separator, phonenumbers says not-a-number"
    last_digit = max((i for i, c in enumerate(text) if c.isdigit()), default=-1)
    trailing = text[last_digit + 1:]
    if sum(c.isalpha() for c in trailing) >= 2 and not ours.startswith("!"):
        return "trailing label: ours drops the word, phonenumbers reads its letters as digits"
    if ours.startswith("!"):
        return "ours fails (%s), phonenumbers parses" % ours[1:]
    if their.startswith("!"):
        return "phonenumbers fails (%s), ours parses" % their[1:]
    return "different E.164"


def verdict_category(text, ours, their):
    """Why the written outputs differ ('' means invalid), for --verdict."""
    if any(c in EXTRA_SPACES for c in text) and ours and not their:
        return "thin or other Unicode space: ours reads it as a separator, phonenumbers says not-a-number"
    last_digit = max((i for i, c in enumerate(text) if c.isdigit()), default=-1)
    trailing = text[last_digit + 1:]
    if sum(c.isalpha() for c in trailing) >= 2 and ours and ours != their:
        if their:
            # Not deliberate: libphonenumber's keypad reading of the word is a valid number
            # too, and ours (the number without the word) is valid as well.
            return "label or vanity word: both readings valid, ours drops the word, phonenumbers dials it"
        return "trailing label: ours drops the word, phonenumbers reads its letters as digits"
    if ours and their:
        return "both valid, different E.164"
    if ours:
        return "ours valid, phonenumbers invalid or unreadable"
    return "phonenumbers valid, ours invalid or unreadable"


def theirs_verdict(region, text):
    try:
        number = phonenumbers.parse(text, None if region == "ZZ" else region)
    except NumberParseException:
        return ""
    return phonenumbers.format_number(number, PhoneNumberFormat.E164) if phonenumbers.is_valid_number(number) else ""


def compare_verdicts(lines, our_lines, examples):
    total = len(lines)
    agreed = 0
    disagreements = collections.defaultdict(list)
    per_category = collections.defaultdict(lambda: [0, 0])
    valid_counts = collections.Counter()
    for fields, ours_line in zip(lines, our_lines):
        region, text = fields[0], fields[1]
        category = fields[2] if len(fields) > 2 else "all"
        our_fields = ours_line.split("\t")
        ours = our_fields[0] if len(our_fields) > 1 and our_fields[1] == "1" else ""
        their = theirs_verdict(region, text)
        valid_counts[(bool(ours), bool(their))] += 1
        per_category[category][1] += 1
        if ours == their:
            agreed += 1
            per_category[category][0] += 1
        else:
            disagreements[verdict_category(text, ours, their)].append((region, text, ours or "-", their or "-"))
    print("inputs: %d, regions: %d" % (total, len(set(fields[0] for fields in lines))))
    print("valid on both sides: %d, invalid on both: %d, ours only: %d, phonenumbers only: %d" % (
        valid_counts[(True, True)], valid_counts[(False, False)], valid_counts[(True, False)],
        valid_counts[(False, True)]))
    print("agreement (same verdict, and same E.164 when valid): %d / %d = %.3f %%"
          % (agreed, total, 100.0 * agreed / total))
    deliberate = [key for key in disagreements if key.startswith(("thin", "trailing label"))]
    deliberate_count = sum(len(disagreements[key]) for key in deliberate)
    print("deliberate differences (thin spaces, trailing labels): %d inputs" % deliberate_count)
    print("agreement on the other %d inputs: %.3f %%"
          % (total - deliberate_count, 100.0 * agreed / max(1, total - deliberate_count)))
    if len(per_category) > 1:
        print()
        for category, (same, count) in sorted(per_category.items()):
            print("  %-14s %5d / %5d = %.2f %%" % (category, same, count, 100.0 * same / count))
    print()
    for key, items in sorted(disagreements.items(), key=lambda item: -len(item[1])):
        print("%6d  %s" % (len(items), key))
        for region, text, ours, their in items[:examples]:
            print("        %s  %r  ours=%s  phonenumbers=%s" % (region, text, ours, their))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("--ours", required=True, help="program reading region<TAB>input lines")
    parser.add_argument("--detailed", action="store_true", help="also compare validity, type and formats")
    parser.add_argument("--examples", type=int, default=5)
    parser.add_argument("--verdict", action="store_true",
                        help="compare what `phones` writes: E.164 of valid numbers, nothing for the rest")
    parser.add_argument("--compatibility", choices=["contactkit", "libphonenumber"], default="contactkit",
                        help="the parser mode of ours to compare (passed on as --libphonenumber)")
    arguments = parser.parse_args()

    with open(arguments.input, encoding="utf-8") as handle:
        lines = [line.rstrip("\n").split("\t") for line in handle]
    command = [arguments.ours] + (["--detailed"] if arguments.detailed or arguments.verdict else []) \
        + (["--libphonenumber"] if arguments.compatibility == "libphonenumber" else [])
    ours_input = "".join("%s\t%s\n" % (fields[0], fields[1]) for fields in lines).encode("utf-8")
    result = subprocess.run(command, input=ours_input, capture_output=True, check=True)
    our_lines = result.stdout.decode("utf-8").split("\n")[:len(lines)]
    if arguments.verdict:
        compare_verdicts(lines, our_lines, arguments.examples)
        return
    lines = [(fields[0], fields[1]) for fields in lines]

    agreed = 0
    failures_agreed = collections.Counter()
    disagreements = collections.defaultdict(list)
    both_fail_differently = []
    field_names = ["E.164", "valid", "type", "international", "national", "RFC 3966", "extension"]
    field_mismatches = collections.defaultdict(list)
    compared_details = 0
    for (region, text), ours_line in zip(lines, our_lines):
        our_fields = ours_line.split("\t")
        ours = our_fields[0]
        their, their_details = theirs(region, text, arguments.detailed)
        same = ours == their or (ours.startswith("!") and their.startswith("!"))
        if same:
            agreed += 1
            if ours.startswith("!"):
                failures_agreed[(ours, their)] += 1
            elif their_details is not None:
                compared_details += 1
                for index, name in enumerate(field_names[1:], start=1):
                    if our_fields[index] != their_details[index]:
                        field_mismatches[name].append((region, text, our_fields[index], their_details[index]))
            if ours != their and ours.startswith("!"):
                both_fail_differently.append((region, text, ours, their))
        else:
            disagreements[category(text, ours, their)].append((region, text, ours, their))

    total = len(lines)
    print("inputs: %d, regions: %d" % (total, len(set(region for region, _ in lines))))
    print("agreement (same E.164 or both failed): %d / %d = %.3f %%" % (agreed, total, 100.0 * agreed / total))
    deliberate = [key for key in disagreements if key.startswith(("two numbers", "thin", "trailing label"))]
    deliberate_count = sum(len(disagreements[key]) for key in deliberate)
    print("deliberate differences (thin spaces, trailing labels, two numbers): %d inputs" % deliberate_count)
    print("agreement on the other %d inputs: %.3f %%"
          % (total - deliberate_count, 100.0 * agreed / max(1, total - deliberate_count)))
    print()
    for key, items in sorted(disagreements.items(), key=lambda item: -len(item[1])):
        print("%6d  %s" % (len(items), key))
        for region, text, ours, their in items[:arguments.examples]:
            print("        %s  %r  ours=%s  phonenumbers=%s" % (region, text, ours, their))
    print()
    print("%6d  both fail, for a different reason (counted as agreement)" % len(both_fail_differently))
    reasons = collections.Counter((ours, their) for _, _, ours, their in both_fail_differently)
    for (ours, their), count in reasons.most_common():
        example = next(item for item in both_fail_differently if item[2:] == (ours, their))
        print("        %6d  ours=%s  phonenumbers=%s  e.g. %s %r" % (count, ours, their, example[0], example[1]))
    if arguments.detailed:
        print()
        print("numbers with the same E.164 compared field by field: %d" % compared_details)
        for name in field_names[1:]:
            items = field_mismatches.get(name, [])
            print("%6d  %s differs" % (len(items), name))
            for region, text, ours, their in items[:arguments.examples]:
                print("        %s  %r  ours=%r  phonenumbers=%r" % (region, text, ours, their))


if __name__ == "__main__":
    main()

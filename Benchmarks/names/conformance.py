#!/usr/bin/env python3
"""Runs CLDR's person-name conformance cases through `contactkit format name`, end to end.

The cases are CLDR's personNameTest files of the newest release the project could read (ICU's
copies of CLDR 48's files), transcribed in Fixtures/person-names/cldr/<locale>.txt in the compact
form described in Fixtures/person-names/README.md (a `> field=value; ...` name line, then
`expected | codes`). With --raw DIR the script reads CLDR's own files (`<locale>.txt` with `name ;`,
`expectedResult;` and `parameters;` lines) from DIR instead, for a newer release fetched by hand.

Each name becomes a vCard 4.0 card whose `N` has RFC 9554's seven components: surname prefix and
core -> family name, given -> given name, given2 -> additional names, title -> prefix, credentials
-> suffix, surname2 -> secondary surname, generation -> generation; given-informal -> NICKNAME, the
name's locale -> the LANGUAGE parameter of `N`, and, when the name has a surname prefix, the core
as the family sort key (`N;SORT-AS=core`, RFC 6350 section 5.9), which is how a card tells the
prefix apart in any script. With --no-sort-as the prefix is told apart only by case (the cards as
they were written before), so the cases of prefixes in scripts without case fail.

Each case runs with the options its code gives: --length, --usage, --formality, and --order
sorting / given-first / family-first. The script prints, per locale, how many give CLDR's text,
and with --misses the cases that do not.

Usage: python3 Benchmarks/names/conformance.py [--contactkit PATH] [--misses] [--no-sort-as] [--raw DIR]
       [--locales sv,zh_Hant]
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TESTS = os.path.join(ROOT, "Tests", "ContactFormattingTests")

ORDERS = {"N": None, "S": "sorting", "G": "given-first", "F": "family-first"}
LENGTHS = {"l": "long", "m": "medium", "s": "short"}
USAGES = {"r": "referring", "a": "addressing", "m": "monogram"}
FORMALITIES = {"f": "formal", "i": "informal"}


FIXTURES = os.path.join(ROOT, "Fixtures", "person-names", "cldr")
RAW_ORDERS = {"givenFirst": "G", "surnameFirst": "F", "sorting": "S", "none": "N"}


def expand(code):
    """The four-letter codes a wildcard stands for (see Fixtures/person-names/README.md)."""
    plain = [f"{l}{u}{f}" for l in "lms" for u in "ra" for f in "fi"]
    sorting = [f"S{l}r{f}" for l in "lms" for f in "fi"]
    monogram = [f"{l}m{f}" for l in "lms" for f in "fi"]
    return {"A*": [o + c for o in "GF" for c in plain] + sorting,
            "AM*": [o + c for o in "GF" for c in monogram],
            "*": ["N" + c for c in plain] + sorting, "N*": ["N" + c for c in plain],
            "M*": ["N" + c for c in monogram]}.get(code, [code])


def load_cases(raw_dir=None):
    """Every case of every locale's file."""
    if raw_dir:
        return load_raw(raw_dir)
    cases = []
    for path in sorted(glob.glob(os.path.join(FIXTURES, "*.txt"))):
        locale = os.path.basename(path)[:-4]
        name = {}
        for raw in open(path, encoding="utf-8"):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith(">"):
                name = dict(pair.strip().split("=", 1) for pair in line[1:].split(";") if "=" in pair)
                continue
            expected, codes = line.rsplit(" | ", 1)
            for code in (c for token in codes.split() for c in expand(token)):
                cases.append({"locale": locale, "name": name, "code": code, "expected": expected})
    return cases


def load_raw(directory):
    """CLDR's own files: `name ; field ; value`, `expectedResult; text`, `parameters; ...`."""
    cases = []
    for path in sorted(glob.glob(os.path.join(directory, "*.txt"))):
        locale = os.path.basename(path)[:-4]
        if locale.startswith("_") or locale == "catalog":
            continue
        name, expected = {}, None
        for raw in open(path, encoding="utf-8"):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = [part.strip() for part in line.split(";")]
            if parts[0] == "name":
                name[parts[1]] = parts[2]
            elif parts[0] == "expectedResult":
                expected = line.split(";", 1)[1].strip()
            elif parts[0] == "parameters":
                order, length, usage, formality = parts[1:5]
                code = RAW_ORDERS[order] + length[0] + usage[0] + formality[0]
                cases.append({"locale": locale, "name": dict(name), "code": code, "expected": expected})
            elif parts[0] == "endName":
                name, expected = {}, None
    return cases


def escape(text):
    """A vCard text value's escapes (RFC 6350 section 3.4)."""
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def parameter_value(text):
    """A quoted vCard parameter value (RFC 6868 caret escapes)."""
    return '"' + text.replace("^", "^^").replace("\n", "^n").replace('"', "^'") + '"'


def card(uid, name, sort_as=True):
    """The name as a vCard 4.0 card with RFC 9554's seven `N` components."""
    family = " ".join(name.get(k, "") for k in ("surname-prefix", "surname", "surname-core") if name.get(k))
    components = [family, name.get("given", ""), name.get("given2", ""), name.get("title", ""),
                  name.get("credentials", ""), name.get("surname2", ""), name.get("generation", "")]
    language = re.split(r"[_-]", name.get("locale", ""))[0]
    parameters = ""
    if language:
        parameters += ";LANGUAGE=" + language
    if sort_as and name.get("surname-prefix") and name.get("surname-core"):
        parameters += ";SORT-AS=" + parameter_value(name["surname-core"])
    lines = ["BEGIN:VCARD", "VERSION:4.0", f"UID:{uid}",
             "N" + parameters + ":" + ";".join(escape(c) for c in components)]
    if name.get("given-informal"):
        lines.append("NICKNAME:" + escape(name["given-informal"]))
    return "\r\n".join(lines + ["END:VCARD", ""])


def options(code):
    order, length, usage, formality = ORDERS[code[0]], LENGTHS[code[1]], USAGES[code[2]], FORMALITIES[code[3]]
    result = ["--length", length, "--formality", formality]
    if order != "sorting":
        result += ["--usage", usage]
    if order:
        result += ["--order", order]
    return result


def run(tool, cases, sort_as):
    """The text contactkit gives for each case, one process per locale and code."""
    results = {}
    groups = {}
    for index, case in enumerate(cases):
        groups.setdefault((case["locale"], case["code"]), []).append((index, case))
    for (locale, code), members in groups.items():
        with tempfile.NamedTemporaryFile("w", suffix=".vcf", delete=False, encoding="utf-8", newline="") as file:
            for index, case in members:
                file.write(card(str(index), case["name"], sort_as))
            path = file.name
        command = [tool, "format", "name", "--locale", locale, "--style", "full", "--ndjson", path] + options(code)
        output = subprocess.run(command, capture_output=True, text=True)
        os.unlink(path)
        if output.returncode != 0:
            sys.exit(f"contactkit failed: {' '.join(command)}\n{output.stderr[:500]}")
        for line in output.stdout.splitlines():
            item = json.loads(line)
            results[int(item["uid"])] = item["text"]
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=os.path.join(ROOT, ".build", "debug", "contactkit"))
    parser.add_argument("--misses", action="store_true", help="list the cases that differ")
    parser.add_argument("--no-sort-as", action="store_true",
                        help="write no SORT-AS: the surname prefix is then told apart by case alone")
    parser.add_argument("--raw", metavar="DIR", help="read CLDR's own personNameTest files from DIR")
    parser.add_argument("--locales", help="only these locales, comma-separated (sv,zh_Hant)")
    arguments = parser.parse_args()
    cases = load_cases(arguments.raw)
    if arguments.locales:
        wanted = set(arguments.locales.split(","))
        cases = [c for c in cases if c["locale"] in wanted]
    prefixed = sum(1 for c in cases if c["name"].get("surname-prefix"))
    print(f"{len(cases)} CLDR cases in {len({c['locale'] for c in cases})} locales, as vCard 4.0 cards "
          f"({prefixed} of names with a surname prefix, "
          f"{'without' if arguments.no_sort_as else 'with'} SORT-AS)")
    results = run(arguments.contactkit, cases, not arguments.no_sort_as)
    per_locale = {}
    misses = []
    for index, case in enumerate(cases):
        ok = results.get(index) == case["expected"]
        total, good = per_locale.get(case["locale"], (0, 0))
        per_locale[case["locale"]] = (total + 1, good + ok)
        if not ok:
            misses.append(f"    {case['locale']} {case['code']}: expected {case['expected']!r}, "
                          f"got {results.get(index)!r}")
    total = sum(v[0] for v in per_locale.values())
    good = sum(v[1] for v in per_locale.values())
    print(f"all: {good}/{total} ({100 * good / max(total, 1):.2f}%)")
    print(", ".join(f"{locale} {g}/{t}" for locale, (t, g) in sorted(per_locale.items())))
    if arguments.misses and misses:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Runs CLDR's person-name conformance cases through `contactkit format name`, end to end.

The cases are the transcriptions of CLDR's common/testData/personNameTest files in
Tests/ContactFormattingTests/PersonNameCLDRCases+*.swift (the compact form described in
PersonNameCLDRCase.swift: a `> field=value; ...` name line, then `expected | codes`), in two
sets: `tuned` (files read while the engine was written) and `heldOut` (files read only after
it was frozen). Each name becomes a vCard 4.0 card whose `N` has RFC 9554's seven components:
surname prefix and core (or surname) -> family name, given -> given name, given2 -> additional
names, title -> prefix, credentials -> suffix, surname2 -> secondary surname, generation ->
generation; given-informal -> NICKNAME, the name's locale -> the LANGUAGE parameter of `N`.
With --five-components the names are written as before RFC 9554 was read: NDJSON contacts whose
family name holds the second surname too and whose one suffix holds the generation or the
credentials, names with both left out (they have no such form).

Each case runs with the options its code gives: --length, --usage, --formality, and --order
sorting / given-first / family-first. The script prints, per set and locale, how many give
CLDR's text, and with --misses the cases that do not.

Usage: python3 Benchmarks/names/conformance.py [--contactkit PATH] [--misses] [--five-components]
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


def expand(code):
    none = [f"N{l}{u}{f}" for l in "lms" for u in "ra" for f in "fi"]
    sorting = [f"S{l}r{f}" for l in "lms" for f in "fi"]
    monogram = [f"N{l}m{f}" for l in "lms" for f in "fi"]
    return {"*": none + sorting, "N*": none, "M*": monogram}.get(code, [code])


def load_cases():
    """Every case of every transcription file, with its set (tuned or heldOut)."""
    cases = []
    for path in sorted(glob.glob(os.path.join(TESTS, "PersonNameCLDRCases+*.swift"))):
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r'static let (tuned|heldOut)\w*: \[.*?\] = \[\n(.*?)\n    \]', text, re.S):
            kind = match.group(1)
            for locale, body in re.findall(r'\("([^"]+)", """\n(.*?)\n\s*"""\)', match.group(2), re.S):
                name = {}
                for raw in body.splitlines():
                    line = raw.strip()
                    if line.startswith(">"):
                        name = dict(pair.strip().split("=", 1) for pair in line[1:].split(";") if "=" in pair)
                        continue
                    if " | " not in line:
                        continue
                    expected, codes = line.rsplit(" | ", 1)
                    for code in (c for token in codes.split() for c in expand(token)):
                        cases.append({"set": kind, "locale": locale, "name": name, "code": code,
                                      "expected": expected})
    return cases


def record(uid, name):
    """The name as a contactkit/1 NDJSON contact of five name components (--five-components)."""
    family = " ".join(name.get(k, "") for k in ("surname-prefix", "surname", "surname-core", "surname2")
                      if name.get(k))
    language = re.split(r"[_-]", name.get("locale", ""))[0]
    return {"schema": "contactkit/1", "uid": uid, "namePrefix": name.get("title", ""),
            "givenName": name.get("given", ""), "nickname": name.get("given-informal", ""),
            "middleName": name.get("given2", ""), "familyName": family,
            "nameSuffix": name.get("generation") or name.get("credentials", ""),
            "fieldParameters": {"name": [{"name": "LANGUAGE", "values": [language]}]} if language else {}}


def escape(text):
    """A vCard text value's escapes (RFC 6350 section 3.4)."""
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def card(uid, name):
    """The name as a vCard 4.0 card with RFC 9554's seven `N` components."""
    family = " ".join(name.get(k, "") for k in ("surname-prefix", "surname", "surname-core") if name.get(k))
    components = [family, name.get("given", ""), name.get("given2", ""), name.get("title", ""),
                  name.get("credentials", ""), name.get("surname2", ""), name.get("generation", "")]
    language = re.split(r"[_-]", name.get("locale", ""))[0]
    lines = ["BEGIN:VCARD", "VERSION:4.0", f"UID:{uid}",
             ("N;LANGUAGE=" + language if language else "N") + ":" + ";".join(escape(c) for c in components)]
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


def run(tool, cases, five_components):
    """The text contactkit gives for each case, one process per locale and code."""
    results = {}
    groups = {}
    for index, case in enumerate(cases):
        groups.setdefault((case["locale"], case["code"]), []).append((index, case))
    for (locale, code), members in groups.items():
        suffix = ".ndjson" if five_components else ".vcf"
        with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False, encoding="utf-8", newline="") as file:
            for index, case in members:
                if five_components:
                    file.write(json.dumps(record(str(index), case["name"]), ensure_ascii=False) + "\n")
                else:
                    file.write(card(str(index), case["name"]))
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
    parser.add_argument("--five-components", action="store_true",
                        help="write the names as before RFC 9554's components were read (NDJSON, one family "
                             "name and one suffix field; names with both a generation and credentials left out)")
    arguments = parser.parse_args()
    cases = load_cases()
    if arguments.five_components:
        expressible = [c for c in cases if not (c["name"].get("generation") and c["name"].get("credentials"))]
        print(f"{len(cases)} CLDR cases, {len(cases) - len(expressible)} of names with both a generation and "
              "credentials (no five-component form, left out)")
    else:
        expressible = cases
        print(f"{len(cases)} CLDR cases, as vCard 4.0 cards with RFC 9554's seven N components")
    results = run(arguments.contactkit, expressible, arguments.five_components)
    for kind in ("tuned", "heldOut"):
        per_locale = {}
        misses = []
        for index, case in enumerate(expressible):
            if case["set"] != kind:
                continue
            ok = results.get(index) == case["expected"]
            total, good = per_locale.get(case["locale"], (0, 0))
            per_locale[case["locale"]] = (total + 1, good + ok)
            if not ok:
                misses.append(f"    {case['locale']} {case['code']}: expected {case['expected']!r}, "
                              f"got {results.get(index)!r}")
        total = sum(v[0] for v in per_locale.values())
        good = sum(v[1] for v in per_locale.values())
        detail = ", ".join(f"{locale} {g}/{t}" for locale, (t, g) in sorted(per_locale.items()))
        print(f"{kind:8}: {good}/{total} ({100 * good / max(total, 1):.1f}%)  {detail}")
        if arguments.misses and misses:
            print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Runs CLDR's person-name conformance cases through `contactkit format name`, end to end.

The cases are the transcriptions of CLDR's common/testData/personNameTest files in
Tests/ContactFormattingTests/PersonNameCLDRCases+*.swift (the compact form described in
PersonNameCLDRCase.swift: a `> field=value; ...` name line, then `expected | codes`), in two
sets: `tuned` (files read while the engine was written) and `heldOut` (files read only after
it was frozen). Each name becomes a contactkit/1 NDJSON contact: title -> namePrefix, given ->
givenName, given-informal -> nickname, given2 -> middleName, surname prefix, core and second
surname -> familyName (a contact has one family name field), generation or credentials ->
nameSuffix, the name's locale -> the LANGUAGE parameter of its name. A name with both a
generation and credentials has no contact form (one suffix field) and is counted apart.

Each case runs with the options its code gives: --length, --usage, --formality, and --order
sorting / given-first / family-first. The script prints, per set and locale, how many give
CLDR's text, and with --misses the cases that do not.

Usage: python3 Benchmarks/names/conformance.py [--contactkit PATH] [--misses]
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
    family = " ".join(name.get(k, "") for k in ("surname-prefix", "surname", "surname-core", "surname2")
                      if name.get(k))
    language = re.split(r"[_-]", name.get("locale", ""))[0]
    return {"schema": "contactkit/1", "uid": uid, "namePrefix": name.get("title", ""),
            "givenName": name.get("given", ""), "nickname": name.get("given-informal", ""),
            "middleName": name.get("given2", ""), "familyName": family,
            "nameSuffix": name.get("generation") or name.get("credentials", ""),
            "fieldParameters": {"name": [{"name": "LANGUAGE", "values": [language]}]} if language else {}}


def options(code):
    order, length, usage, formality = ORDERS[code[0]], LENGTHS[code[1]], USAGES[code[2]], FORMALITIES[code[3]]
    result = ["--length", length, "--formality", formality]
    if order != "sorting":
        result += ["--usage", usage]
    if order:
        result += ["--order", order]
    return result


def run(tool, cases):
    """The text contactkit gives for each case, one process per locale and code."""
    results = {}
    groups = {}
    for index, case in enumerate(cases):
        groups.setdefault((case["locale"], case["code"]), []).append((index, case))
    for (locale, code), members in groups.items():
        with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as file:
            for index, case in members:
                file.write(json.dumps(record(str(index), case["name"]), ensure_ascii=False) + "\n")
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
    arguments = parser.parse_args()
    cases = load_cases()
    expressible = [c for c in cases if not (c["name"].get("generation") and c["name"].get("credentials"))]
    print(f"{len(cases)} CLDR cases, {len(cases) - len(expressible)} of names with both a generation and "
          "credentials (no contact form, left out)")
    results = run(arguments.contactkit, expressible)
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

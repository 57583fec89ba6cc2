#!/usr/bin/env python3
"""Runs CLDR's person-name conformance cases through `contactkit format name`, end to end.

The cases are the long/referring/formal expectations transcribed from CLDR's
common/testData/personNameTest files into
Tests/ContactFormattingTests/PersonNameConformanceTests.swift (the `table` and `heldOut`
literals). Each becomes a contactkit/1 NDJSON contact: title -> namePrefix, given ->
givenName, given2 -> middleName, surname prefix, core and second surname -> familyName
(a contact has one family name field), generation or
credentials -> nameSuffix, the name's locale -> the LANGUAGE parameter of its name. A case
with both a generation and credentials has no contact form (one suffix field) and is
counted apart. The script prints how many match with `--style full` (CLDR) and with
`--style apple` (the formatter before issue 18), per locale.

Usage: python3 Benchmarks/names/conformance.py [--contactkit PATH]
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TESTS = os.path.join(ROOT, "Tests", "ContactFormattingTests", "PersonNameConformanceTests.swift")


def load_cases():
    text = open(TESTS, encoding="utf-8").read()
    cases = []
    for name in ("table", "heldOut"):
        literal = re.search(r"static let " + name + r' = """\n(.*?)\n\s*"""', text, re.S).group(1)
        for row in literal.splitlines():
            c = [cell.strip() for cell in row.split("|")]
            cases.append({"set": name, "locale": c[0], "order": c[1], "title": c[2], "given": c[3],
                          "given2": c[4], "prefix": c[5], "surname": c[6], "surname2": c[7],
                          "generation": c[8], "credentials": c[9], "nameLocale": c[10],
                          "expected": c[11]})
    return cases


def record(uid, case):
    family = " ".join(part for part in (case["prefix"], case["surname"], case["surname2"]) if part)
    language = re.split(r"[_-]", case["nameLocale"])[0] if case["nameLocale"] else ""
    return {"schema": "contactkit/1", "uid": uid, "namePrefix": case["title"], "givenName": case["given"],
            "middleName": case["given2"], "familyName": family,
            "nameSuffix": case["generation"] or case["credentials"],
            "fieldParameters": {"name": [{"name": "LANGUAGE", "values": [language]}]} if language else {}}


def run(tool, cases, style):
    results = {}
    groups = {}
    for index, case in enumerate(cases):
        groups.setdefault((case["locale"], case["order"]), []).append((index, case))
    for (locale, order), members in groups.items():
        with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as file:
            for index, case in members:
                file.write(json.dumps(record(str(index), case), ensure_ascii=False) + "\n")
            path = file.name
        command = [tool, "format", "name", "--locale", locale, "--style", style, "--ndjson", path]
        if order != "-":
            command += ["--order", "family-first" if order == "surnameFirst" else "given-first"]
        output = subprocess.run(command, capture_output=True, text=True)
        os.unlink(path)
        if output.returncode != 0:
            sys.exit(f"contactkit failed: {output.stderr[:500]}")
        for line in output.stdout.splitlines():
            item = json.loads(line)
            results[int(item["uid"])] = item["text"]
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--contactkit", default=os.path.join(ROOT, ".build", "debug", "contactkit"))
    options = parser.parse_args()
    cases = load_cases()
    expressible = [case for case in cases if not (case["generation"] and case["credentials"])]
    print(f"{len(cases)} CLDR cases (long/referring/formal), {len(cases) - len(expressible)} "
          "with both a generation and credentials (no contact form, left out)")
    for style in ("apple", "full"):
        results = run(options.contactkit, expressible, style)
        per_locale = {}
        misses = []
        for index, case in enumerate(expressible):
            ok = results.get(index) == case["expected"]
            total, good = per_locale.get((case["set"], case["locale"]), (0, 0))
            per_locale[(case["set"], case["locale"])] = (total + 1, good + ok)
            if not ok:
                misses.append(f"    {case['locale']}: expected {case['expected']!r}, got {results.get(index)!r}")
        for name in ("table", "heldOut"):
            rows = {k[1]: v for k, v in per_locale.items() if k[0] == name}
            total = sum(v[0] for v in rows.values())
            good = sum(v[1] for v in rows.values())
            detail = ", ".join(f"{locale} {g}/{t}" for locale, (t, g) in sorted(rows.items()))
            print(f"--style {style:5} {name:8}: {good}/{total} ({100 * good / max(total, 1):.1f}%)  {detail}")
        if style == "full" and misses:
            print("  misses:")
            print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())

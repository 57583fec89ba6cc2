#!/usr/bin/env python3
"""Generates Sources/ContactFormatting/Generated/PersonNameData+Generated.swift.

Reads CLDR's person-name data (UTS #35 part 8: the `personNames` element of each locale) as
ICU ships it in its resource bundles, through the `icukit-pyicu` Python package (ICU 78.3,
CLDR 48, bundled data; Unicode licence). For each locale ContactKit supports it writes one
record per fact: every order/length/usage/formality combination's pattern(s) as ICU resolves
it (the locale's own, else the one root's aliases point to), `nameOrderLocales`,
`foreignSpaceReplacement`, `nativeSpaceReplacement`, the initial patterns and the
parameter defaults. Run from anywhere:

    python3 Scripts/person-names/generate.py

The script makes a virtual environment in Scripts/person-names/.venv (git-ignored) and
installs the pinned package version into it when needed.

To compare releases, `--package` installs another ICU build into a venv of its own and
`--output` writes the records elsewhere; `pyicu-wheels==2.14` bundles ICU 76.1 (CLDR 46)
and `pyicu-wheels==2.15.2` ICU 77.1 (CLDR 47):

    python3 Scripts/person-names/generate.py --package pyicu-wheels==2.14 --output /tmp/cldr46.swift
"""
import argparse
import itertools
import os
import subprocess
import sys

PINNED = "icukit-pyicu==78.3.1"
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUTPUT = os.path.join(ROOT, "Sources", "ContactFormatting", "Generated", "PersonNameData+Generated.swift")

# ContactKit's table key -> ICU locale ID.
LOCALES = [("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt", "pt"),
           ("nl", "nl"), ("sv", "sv"), ("pl", "pl"), ("tr", "tr"), ("ru", "ru"), ("ar", "ar"),
           ("hi", "hi"), ("th", "th"), ("ja", "ja"), ("zh-Hans", "zh"), ("zh-Hant", "zh_Hant"),
           ("ko", "ko"), ("hu", "hu"), ("vi", "vi")]
ORDERS = ["givenFirst", "surnameFirst", "sorting"]
LENGTHS = ["long", "medium", "short"]
USAGES = ["referring", "addressing", "monogram"]
FORMALITIES = ["formal", "informal"]


def venv_path(package):
    """The venv of a package: `.venv` for the pinned one, `.venv-NAME-VERSION` for others."""
    if package == PINNED:
        return os.path.join(HERE, ".venv")
    return os.path.join(HERE, ".venv-" + package.replace("==", "-"))


def ensure_package(package):
    """Re-runs this script inside the package's venv, with the package installed."""
    venv = venv_path(package)
    python = os.path.join(venv, "bin", "python")
    if os.path.realpath(sys.prefix) != os.path.realpath(venv):
        if not os.path.exists(python):
            subprocess.check_call([sys.executable, "-m", "venv", venv])
        subprocess.check_call([python, "-m", "pip", "install", "-q", package])
        os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


def strings(resource):
    """A string or an array of strings, as a list."""
    import icu
    if resource.getType() == icu.UResType.ARRAY:
        return [resource.getStringEx(i) for i in range(resource.getSize())]
    return [resource.getString()]


def lookup(bundle, root, *path):
    """The resource at path in the locale's bundle, else in root's."""
    for source in (bundle, root):
        try:
            resource = source
            for key in path:
                resource = resource.getWithFallback(key)
            return resource
        except Exception:  # noqa: BLE001 - ICU reports a missing key as an error
            continue
    return None


def records():
    import icu
    root = icu.ResourceBundle("", icu.Locale("root"))
    for key, identifier in LOCALES:
        bundle = icu.ResourceBundle("", icu.Locale(identifier))
        for setting in ("foreignSpaceReplacement", "nativeSpaceReplacement"):
            value = lookup(bundle, root, "personNames", setting)
            yield key, setting, strings(value)[0]
        for setting in ("initial", "initialSequence"):
            yield key, setting, strings(lookup(bundle, root, "personNames", "initialPattern", setting))[0]
        for setting in ("length", "formality"):
            value = lookup(bundle, root, "personNames", "parameterDefault", setting)
            if value is not None:
                yield key, "default-" + setting, strings(value)[0]
        for order in ("givenFirst", "surnameFirst"):
            value = lookup(bundle, root, "personNames", "nameOrderLocales", order)
            yield key, "order-" + order, " ".join(strings(value)) if value is not None else ""
        for combination in itertools.product(ORDERS, LENGTHS, USAGES, FORMALITIES):
            if combination[0] == "sorting" and combination[2] != "referring":
                continue
            name = "-".join(combination)
            value = lookup(bundle, root, "personNames", "namePattern", name)
            for pattern in strings(value):
                yield key, name, pattern


def escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def main():
    parser = argparse.ArgumentParser(description="Generates the person-name records from ICU's CLDR data.")
    parser.add_argument("--package", default=PINNED, help=f"the pip requirement of an ICU build (default {PINNED})")
    parser.add_argument("--output", default=OUTPUT, help="where to write the Swift file")
    options = parser.parse_args()
    ensure_package(options.package)
    import icu
    lines = [f"{key}\t{setting}\t{value}" for key, setting, value in records()]
    for line in lines:
        assert "\n" not in line and line.count("\t") == 2, line
    body = "\n".join("        " + escape(line) for line in lines)
    text = f'''// Generated by Scripts/person-names/generate.py from CLDR's person-name data as ICU
// {icu.ICU_VERSION} ships it (package {options.package.replace('==', ' ')}; Unicode licence, see NOTICE). Do not edit.

extension PersonNameData {{
    /// One fact a line: `locale TAB key TAB value`. Keys are an order-length-usage-formality
    /// combination (its pattern; a combination with alternatives has one line each, in
    /// CLDR's order), `foreignSpaceReplacement`, `nativeSpaceReplacement`, `initial`,
    /// `initialSequence`, `default-length`, `default-formality`, `order-givenFirst` and
    /// `order-surnameFirst` (space-separated locale IDs of `nameOrderLocales`).
    static let generatedRecords = """
{body}
        """

    /// The ICU release the records were read from.
    static let icuVersion = "{icu.ICU_VERSION}"
}}
'''
    with open(options.output, "w", encoding="utf-8") as file:
        file.write(text)
    print(f"wrote {len(lines)} records to {os.path.relpath(options.output, ROOT)}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate Sources/PhoneNumbers/Generated/PhoneMetadata+Generated.swift.

The numbering-plan metadata comes from libphonenumber (Google, Apache-2.0) as
shipped by the `phonenumbers` Python package (David Drysdale, Apache-2.0).

Usage (from the repository root):

    python3 Scripts/phone-metadata/generate.py [--output PATH]

If `phonenumbers` is not importable, the script creates a virtual environment in
Scripts/phone-metadata/.venv (git-ignored), installs `phonenumbers` there and
re-runs itself with that interpreter. Pass `PHONENUMBERS_VERSION=x.y.z` in the
environment to pin the version that gets installed.

The metadata is written as one line-based text literal (see FORMAT below) that
the Swift side parses lazily, region by region, on first use. Large Swift
array or dictionary literals type-check very slowly; a string literal compiles
in well under a second.

FORMAT (one record per line, fields separated by TAB):

    @ID  COUNTRY_CODE  MAIN          region block header; ID is "001" for the
                                     non-geographic entities; MAIN is 1 when the
                                     region is the main one for a shared code
    ld   PATTERN                     leading digits that pick this region
    ip   PATTERN                     international prefix (a pattern)
    pip  TEXT                        preferred international prefix
    np   DIGITS                      national (trunk) prefix
    npp  PATTERN                     national prefix for parsing
    npt  RULE                        its transform rule (\\1 = group 1)
    xp   TEXT                        preferred extension prefix
    d    TYPE  PATTERN  LENGTHS  LOCAL_LENGTHS
                                     number description; TYPE is one of
                                     gen fix mob tf pr sc voip pn pg uan vm
                                     LENGTHS like 7,9-11 (empty when unused)
    f    PATTERN  FORMAT  LEADING  NP_RULE  OPTIONAL  CARRIER_RULE
                                     national formatting rule; LEADING is the
                                     most detailed leading-digits pattern
    i    PATTERN  FORMAT  LEADING    international formatting rule
    i    =N                          same as national rule N (0-based)
    c    CODE  REGIONS               after all blocks: the regions sharing a
                                     country code, main region first (comma list)
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "PhoneNumbers", "Generated",
                              "PhoneMetadata+Generated.swift")


def ensure_phonenumbers():
    try:
        import phonenumbers  # noqa: F401
        return
    except ImportError:
        pass
    if os.environ.get("PHONE_METADATA_IN_VENV") == "1":
        sys.exit("phonenumbers could not be installed")
    venv = os.path.join(HERE, ".venv")
    python = os.path.join(venv, "bin", "python3")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", venv])
    requirement = "phonenumbers"
    if os.environ.get("PHONENUMBERS_VERSION"):
        requirement += "==" + os.environ["PHONENUMBERS_VERSION"]
    subprocess.check_call([python, "-m", "pip", "install", "--quiet", requirement])
    environment = dict(os.environ, PHONE_METADATA_IN_VENV="1")
    os.execve(python, [python, os.path.abspath(__file__)] + sys.argv[1:], environment)


TYPES = [
    ("gen", "general_desc"), ("fix", "fixed_line"), ("mob", "mobile"),
    ("tf", "toll_free"), ("pr", "premium_rate"), ("sc", "shared_cost"),
    ("voip", "voip"), ("pn", "personal_number"), ("pg", "pager"),
    ("uan", "uan"), ("vm", "voicemail"),
]


def lengths(values):
    """Compress a sorted length list: (7, 9, 10, 11) -> "7,9-11"."""
    values = sorted(v for v in values if v >= 0)
    parts, index = [], 0
    while index < len(values):
        end = index
        while end + 1 < len(values) and values[end + 1] == values[end] + 1:
            end += 1
        if end - index >= 1:
            parts.append("%d-%d" % (values[index], values[end]))
        else:
            parts.append(str(values[index]))
        index = end + 1
    return ",".join(parts)


def clean(text):
    if text is None:
        return ""
    if "\t" in text or "\n" in text or '"""' in text:
        raise ValueError("unexpected character in metadata: %r" % text)
    return text


def region_block(metadata, region_id):
    lines = ["@%s\t%d\t%d" % (region_id, metadata.country_code,
                               1 if metadata.main_country_for_code else 0)]

    def add(key, value):
        if value:
            lines.append("%s\t%s" % (key, clean(value)))

    add("ld", metadata.leading_digits)
    add("ip", metadata.international_prefix)
    add("pip", metadata.preferred_international_prefix)
    add("np", metadata.national_prefix)
    add("npp", metadata.national_prefix_for_parsing)
    add("npt", metadata.national_prefix_transform_rule)
    add("xp", metadata.preferred_extn_prefix)
    for key, attribute in TYPES:
        description = getattr(metadata, attribute)
        if description is None or not description.national_number_pattern:
            continue
        lines.append("d\t%s\t%s\t%s\t%s" % (
            key, clean(description.national_number_pattern),
            lengths(description.possible_length or ()),
            lengths(description.possible_length_local_only or ())))
    national_keys = []
    for rule in metadata.number_format:
        leading = rule.leading_digits_pattern[-1] if rule.leading_digits_pattern else ""
        national_keys.append((rule.pattern, rule.format, leading))
        lines.append("f\t%s\t%s\t%s\t%s\t%d\t%s" % (
            clean(rule.pattern), clean(rule.format), clean(leading),
            clean(rule.national_prefix_formatting_rule),
            1 if rule.national_prefix_optional_when_formatting else 0,
            clean(rule.domestic_carrier_code_formatting_rule)))
    for rule in metadata.intl_number_format:
        leading = rule.leading_digits_pattern[-1] if rule.leading_digits_pattern else ""
        key = (rule.pattern, rule.format, leading)
        if key in national_keys:
            lines.append("i\t=%d" % national_keys.index(key))
        else:
            lines.append("i\t%s\t%s\t%s" % (clean(rule.pattern), clean(rule.format), clean(leading)))
    return lines


def main():
    ensure_phonenumbers()
    import phonenumbers
    from phonenumbers import phonenumberutil
    from phonenumbers.phonemetadata import PhoneMetadata

    output = DEFAULT_OUTPUT
    if "--output" in sys.argv:
        output = sys.argv[sys.argv.index("--output") + 1]

    PhoneMetadata.load_all()
    regions = sorted(phonenumberutil.SUPPORTED_REGIONS)
    non_geographic = sorted(phonenumberutil.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
    lines = []
    for region in regions:
        lines += region_block(PhoneMetadata.metadata_for_region(region), region)
    for code in non_geographic:
        lines += region_block(PhoneMetadata.metadata_for_nongeo_region(code), "001")
    for code in sorted(phonenumberutil.COUNTRY_CODE_TO_REGION_CODE):
        lines.append("c\t%d\t%s" % (code, ",".join(phonenumberutil.COUNTRY_CODE_TO_REGION_CODE[code])))
    text = "\n".join(lines)
    version = phonenumbers.__version__

    swift = []
    swift.append("// PhoneMetadata+Generated.swift: numbering-plan metadata for %d regions and %d"
                 % (len(regions), len(non_geographic)))
    swift.append("// non-geographic country codes, from libphonenumber as shipped by the `phonenumbers`")
    swift.append("// Python package %s (Apache-2.0; see NOTICE)." % version)
    swift.append("//")
    swift.append("// GENERATED FILE: do not edit by hand. Regenerate from the repository root with")
    swift.append("//     python3 Scripts/phone-metadata/generate.py")
    swift.append("// The text format is described at the top of that script.")
    swift.append("")
    swift.append("extension PhoneMetadata {")
    swift.append("    /// The version of the `phonenumbers` package this metadata was generated from.")
    swift.append('    static let generatedUpstreamVersion = "%s"' % version)
    swift.append("")
    swift.append("    /// The metadata of every region, one record per line (parsed lazily).")
    swift.append('    static let generatedText = #"""')
    swift.append(text)
    swift.append('"""#')
    swift.append("}")
    swift.append("")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(swift))
    print("wrote %s: %d regions, %d non-geographic codes, %d bytes, phonenumbers %s"
          % (os.path.relpath(output, ROOT), len(regions), len(non_geographic),
             os.path.getsize(output), version))


if __name__ == "__main__":
    main()

import ContactFormats

/// The options of `contactkit convert`, which `normalize` and `dedupe` share.
extension ConvertCommand {
    static let output = OptionDefinition.value(
        "output", short: "o", valueName: "FILE",
        help: "Write to FILE ('-' or no -o: standard output). A temporary file beside\n"
            + "it is renamed into place at the end: FILE is never half written. When\n"
            + "no contact could be read and there were errors (an unreadable input),\n"
            + "nothing is written and an existing FILE is left as it was.")
    static let to = OptionDefinition.value(
        "to", valueName: "FMT",
        help: "Output format. Default: from -o's extension (.vcf: vcard:3.0, .ldif: ldif,\n"
            + ".csv, .json, .ndjson); another extension (.xlsx) is a usage error; no\n"
            + "extension, standard output or --split: vcard:3.0.")
    static let split = OptionDefinition.flag(
        "split", help: "One file per contact into --output-dir, named after the contact.")
    static let splitName = OptionDefinition.value(
        "split-name", valueName: "name|uid",
        help: "With --split: name files after the contact's display name (default) or\n"
            + "its UID (UID.vcf, as vdirsyncer and khard keep a vdir).")
    static let ensureUID = OptionDefinition.flag(
        "ensure-uid",
        help: "Give contacts without a UID a stable one: a UUID v5 of their content, so\n"
            + "two runs on the same input give the same UIDs.")
    static let outputDirectory = OptionDefinition.value(
        "output-dir", valueName: "DIR", help: "The directory for --split (created when missing).")
    static let force = OptionDefinition.flag(
        "force", short: "f",
        help: "Allow the output to replace an input file. Safe: the input is read\n"
            + "as it was, and the output is renamed into place only at the end.")

    static let normalize = OptionDefinition.flag(
        "normalize", help: "Normalize on the way: phone numbers to E.164 (or --phone-format).")
    static let dedupe = OptionDefinition.flag(
        "dedupe", help: "Find and merge duplicate contacts after normalizing (see contactkit dedupe).")
    static let region = OptionDefinition.value(
        "region", valueName: "CC",
        help: "Region for phone numbers without a country code (US, DE, ...). Default:\n"
            + "each contact's address country, then the locale's region (reported).")
    static let phoneFormat = OptionDefinition.value(
        "phone-format", valueName: "FORMAT",
        help: "With --normalize: e164 (default), international, national or rfc3966.")
    static let acceptPossible = OptionDefinition.flag(
        "accept-possible",
        help: "With --normalize: also rewrite phone numbers that have a full length of\n"
            + "their country but match no numbering plan of their region (by default\n"
            + "only valid numbers are rewritten; the others stay as written, warned).")
}

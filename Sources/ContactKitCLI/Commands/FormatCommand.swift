import ContactKit
import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// `contactkit format name|address`: one formatted name or postal address per contact.
enum FormatCommand: Command {
    static let name = "format"
    static let summary = "Print each contact's name or postal address as a locale writes it."
    static let positionalUsage = "name|address [INPUT ...]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("name|address", "What to format."),
        ("INPUT", "Files to read, in order. '-' or none: standard input."),
    ]

    static let style = OptionDefinition.value(
        "style", valueName: "STYLE",
        help: "name: display (default), full (CLDR),\n"
            + "apple (full, title and suffix kept), phonetic,\n"
            + "short, initials, sort-key. address: lines\n"
            + "(default, as written), mailing (the post's\n"
            + "capitals), single-line, envelope (mailing\nwith the name and organization).")
    static let order = OptionDefinition.value(
        "order", valueName: "ORDER",
        help: "Name order override: given-first, family-first,\n"
            + "or sorting (CLDR's sorting form: Wooster, Bertram).")
    static let length = OptionDefinition.value(
        "length", valueName: "L",
        help: "name: CLDR length: long (default; every part),\n"
            + "medium (middle names as initials), short\n"
            + "(given names as initials).")
    static let nameUsage = OptionDefinition.value(
        "usage", valueName: "U",
        help: "name: CLDR usage: referring (default; about\n"
            + "the person), addressing (to the person: Mr.\n"
            + "Wooster), monogram (initials: BHW).")
    static let formality = OptionDefinition.value(
        "formality", valueName: "F",
        help: "name: CLDR formality: formal (default) or\n"
            + "informal (nickname as the given name, no title).")
    static let homeRegion = OptionDefinition.value(
        "home-region", valueName: "CC",
        help: "The sender's country: addresses in it get no\ncountry line.")
    static let noCountry = OptionDefinition.flag("no-country", help: "Leave every country line out.")
    static let ndjson = OptionDefinition.flag(
        "ndjson", help: "One JSON line per contact: {\"uid\":...,\"text\":...}.")
    static let csv = OptionDefinition.flag(
        "csv", help: "address: labels for mail merge, one CSV row per\n"
            + "contact: Name, Organization, Line 1..6, Country.")

    static let options = OptionTable([
        .from, .locale, style, order, length, nameUsage, formality, homeRegion, noCountry, ndjson, csv, .quiet,
    ])

    static let discussion = """
        OUTPUT:
          name: one line per contact (an empty line when a style gives nothing).
          address: each contact's preferred (else first) postal address, formatted
          for its own country; in text output the addresses are separated by an empty
          line. A contact without an address gets a warning [no-address] and no
          block. With --ndjson there is one record per contact, "text" empty when
          there is nothing to show, and line breaks inside "text" as \\n.
          address --csv: a header row, then one row per contact with an address:
          the name (CLDR's full name), the organization, the address lines of its
          country's template (Line 1 to Line 6; more lines are joined into Line 6
          with ", "), and the country (empty in --home-region). --style mailing
          gives the post's capitals.

        EXAMPLES:
          contactkit format name --locale ja contacts.vcf
          contactkit format name --length short --formality informal contacts.vcf
          contactkit format name --usage addressing contacts.vcf   (Mr. Wooster)
          contactkit format name --order sorting contacts.vcf      (Wooster, Bertram)
          contactkit format address --style single-line --home-region DE contacts.vcf
          contactkit format address --style mailing contacts.vcf   (DALLAS, TX 75201)
          contactkit format address --csv --style mailing --home-region GB contacts.vcf > labels.csv
        """

    /// What the command formats.
    enum Subject: String { case name, address }

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard let first = arguments.positionals.first else {
            throw CommandFailure.usage("format needs 'name' or 'address' first", command: name)
        }
        guard let subject = Subject(rawValue: first) else {
            throw CommandFailure.usage("unknown subject '\(first)': use 'name' or 'address'", command: name)
        }
        let locale = try LocaleArgument.parse(arguments.value(.locale), command: name)
        if arguments.isSet(csv) {
            guard subject == .address else { throw CommandFailure.usage("--csv is for 'format address'", command: name) }
            guard !arguments.isSet(ndjson) else { throw CommandFailure.usage("--csv or --ndjson, not both", command: name) }
            return try runLabels(arguments, locale: locale, environment: environment)
        }
        let render = try renderer(for: subject, arguments: arguments, locale: locale)
        var (loop, reporter) = try reading(arguments, environment: environment)
        let printer = reporter.printer
        defer { reporter.progress.clear() }

        let output = TextOutput()
        let asJSON = arguments.isSet(ndjson)
        var wroteBlock = false
        try loop.forEach { contact, position in
            let text = render(contact)
            if subject == .address, preferredAddress(of: contact) == nil {
                reportNoAddress(contact, at: position, printer: printer)
            }
            if asJSON {
                try output.writeLine(JSONLine.record(uid: contact.uid, text: text))
            } else if subject == .name {
                // One line per contact, whatever the name holds (a line break, ESC, U+202E).
                try output.writeLine(text.terminalVisible)
            } else if !text.isEmpty {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let block = lines.map { String($0).terminalVisible }.joined(separator: "\n")
                try output.write((wroteBlock ? "\n" : "") + block + "\n")
                wroteBlock = true
            }
        }
        try output.finish()
        return ExitCode.afterReading(printer, strict: false)
    }
}

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
        var (loop, reporter) = try CommandReporter.reading(
            arguments, command: name, environment: environment,
            inputArguments: Array(arguments.positionals.dropFirst()))
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

    /// The function that turns a contact into text for the subject and `--style`.
    static func renderer(
        for subject: Subject, arguments: ParsedArguments, locale: Locale
    ) throws(CommandFailure) -> (Contact) -> String {
        let styleName = arguments.value(style)
        switch subject {
        case .name:
            var formatter = NameFormatter(locale: locale)
            var sorting = false
            if let orderName = arguments.value(order) {
                switch orderName {
                case "given-first": formatter.order = .givenFirst
                case "family-first": formatter.order = .familyFirst
                case "sorting": sorting = true
                default:
                    throw CommandFailure.usage(
                        "unknown order '\(orderName)' (given-first, family-first, sorting)", command: name)
                }
            }
            if let form = try personNameForm(arguments, locale: locale, sorting: sorting) {
                guard ["display", "full"].contains(styleName ?? "display") else {
                    throw CommandFailure.usage(
                        "--length, --usage, --formality and --order sorting apply to --style display or full",
                        command: name)
                }
                return { contact in
                    let text = formatter.string(from: contact, using: form)
                    return text.isEmpty && styleName != "full" ? formatter.displayName(for: contact) : text
                }
            }
            switch styleName ?? "display" {
            case "display": return { formatter.displayName(for: $0) }
            case "full": return { formatter.string(from: $0) }
            case "apple":
                formatter.style = .appleFullName
                return { formatter.string(from: $0) }
            case "phonetic":
                formatter.style = .phoneticFullName
                return { formatter.string(from: $0) }
            case "short":
                formatter.style = .short
                return { formatter.string(from: $0) }
            case "initials":
                formatter.style = .initials
                return { formatter.string(from: $0) }
            case "sort-key":
                let order = formatter.order ?? .familyFirst
                return { formatter.sortKey(for: $0, order: order) }
            case let other:
                throw CommandFailure.usage(
                    "unknown name style '\(other)' (display, full, apple, phonetic, short, initials, sort-key)",
                    command: name)
            }
        case .address:
            var formatter = PostalAddressFormatter(locale: locale)
            formatter.homeRegion = arguments.value(homeRegion)?.uppercased()
            formatter.includesCountry = !arguments.isSet(noCountry)
            let names = NameFormatter(locale: locale)
            switch styleName ?? "lines" {
            case "lines": break
            case "mailing": formatter.casing = .postal
            case "single-line": formatter.style = .singleLine
            case "envelope":
                formatter.casing = .postal
                return { contact in
                    guard let address = preferredAddress(of: contact) else { return "" }
                    let recipient = names.string(from: contact)
                    return formatter.string(
                        from: address, name: recipient.isEmpty ? (contact.formattedName ?? "") : recipient,
                        organization: contact.organizationName)
                }
            case let other:
                throw CommandFailure.usage(
                    "unknown address style '\(other)' (lines, mailing, single-line, envelope)", command: name)
            }
            return { contact in preferredAddress(of: contact).map { formatter.string(from: $0) } ?? "" }
        }
    }

    /// The CLDR person-name form `--length`, `--usage`, `--formality` and `--order sorting`
    /// ask for; nil when none of them is given (the full name, as before).
    static func personNameForm(
        _ arguments: ParsedArguments, locale: Locale, sorting: Bool
    ) throws(CommandFailure) -> PersonNameFormatter? {
        let chosenLength: PersonNameFormatter.Length? = try choice(arguments.value(length), "length")
        let chosenUsage: PersonNameFormatter.Usage? = try choice(arguments.value(nameUsage), "usage")
        let chosenFormality: PersonNameFormatter.Formality? = try choice(arguments.value(formality), "formality")
        guard sorting || chosenLength != nil || chosenUsage != nil || chosenFormality != nil else { return nil }
        var form = PersonNameFormatter(locale: locale)
        if let chosenLength { form.length = chosenLength }
        if let chosenUsage { form.usage = chosenUsage }
        if let chosenFormality { form.formality = chosenFormality }
        if sorting {
            guard form.usage == .referring else {
                throw .usage("--order sorting has only the referring usage", command: name)
            }
            form.displayOrder = .sorting
        }
        return form
    }

    /// The value an option names among an enumeration's raw values, nil when the option is
    /// not given; a usage error listing the values otherwise.
    static func choice<Value: RawRepresentable & CaseIterable>(
        _ text: String?, _ what: String
    ) throws(CommandFailure) -> Value? where Value.RawValue == String {
        guard let text else { return nil }
        guard let value = Value(rawValue: text) else {
            let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown \(what) '\(text)' (\(names))", command: name)
        }
        return value
    }

    /// The contact's most preferred postal address, else its first.
    static func preferredAddress(of contact: Contact) -> PostalAddress? {
        let preferred = contact.postalAddresses.filter(\.isPreferred).min { $0.preference! < $1.preference! }
        return (preferred ?? contact.postalAddresses.first)?.value
    }
}

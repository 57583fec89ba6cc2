import ContactKit
import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// How `contactkit format` reads its contacts and turns each into text for the subject and style.
extension FormatCommand {
    /// The contacts to format: the inputs after the subject (`name` or `address`).
    static func reading(
        _ arguments: ParsedArguments, environment: ToolEnvironment
    ) throws(CommandFailure) -> (ContactInputReader, CommandReporter) {
        try CommandReporter.reading(
            arguments, command: name, environment: environment, inputArguments: Array(arguments.positionals.dropFirst()))
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

import ContactFormats
import ContactFormatting
import ContactKit
import ContactModel
import Foundation

/// `contactkit format address --csv`: a label sheet for mail merge.
extension FormatCommand {
    /// Address line columns of the labels CSV; a longer address has its last lines joined
    /// into the last column with `, `.
    static let labelLineColumns = 6

    /// The header of the labels CSV.
    static var labelHeader: [String] {
        ["Name", "Organization"] + (1...labelLineColumns).map { "Line \($0)" } + ["Country"]
    }

    /// Writes the header, then one row per contact with a postal address (its preferred,
    /// else its first): the recipient's full name, the organization, the address lines of
    /// its country's template without name, organization and country, and the country line
    /// (empty for the sender's country, `--home-region`). Rows end with CRLF (RFC 4180);
    /// cells are guarded against formulas and quoted as the CSV writers do theirs.
    static func runLabels(
        _ arguments: ParsedArguments, locale: Locale, environment: ToolEnvironment
    ) throws -> ExitCode {
        var formatter = PostalAddressFormatter(locale: locale)
        formatter.homeRegion = arguments.value(homeRegion)?.uppercased()
        formatter.includesCountry = !arguments.isSet(noCountry)
        switch arguments.value(style) ?? "lines" {
        case "lines": break
        case "mailing", "envelope": formatter.casing = .postal
        case let other:
            throw CommandFailure.usage(
                "--csv takes --style lines (as written) or mailing (the post's capitals), not '\(other)'",
                command: name)
        }
        let names = NameFormatter(locale: locale)
        var (loop, reporter) = try reading(arguments, environment: environment)
        let printer = reporter.printer
        defer { reporter.progress.clear() }
        let output = TextOutput()
        try output.write(csvRow(labelHeader))
        try loop.forEach { contact, position in
            guard let address = preferredAddress(of: contact) else {
                reportNoAddress(contact, at: position, printer: printer)
                return
            }
            // A company's card has no person's name: its `FN` is the organization's, which
            // has its own column. Only the person-name parts make the recipient (the full name
            // of a company's card would be its organization again).
            var person = contact
            person.kind = .individual
            var recipient = names.string(from: person)
            if recipient.isEmpty, let written = contact.formattedName, written != contact.organizationName {
                recipient = written
            }
            try output.write(csvRow(labelRow(
                address, formatter: formatter, name: recipient, organization: contact.organizationName)))
        }
        try output.finish()
        return ExitCode.afterReading(printer, strict: false)
    }

    /// One row of the labels CSV: name, organization, ``labelLineColumns`` address lines,
    /// country.
    static func labelRow(
        _ address: PostalAddress, formatter: PostalAddressFormatter, name: String, organization: String
    ) -> [String] {
        var lines = formatter.lines(from: address)
        let country = formatter.countryName(for: address)
        if let country, lines.last == country { lines.removeLast() }
        if lines.count > labelLineColumns {
            let rest = lines[(labelLineColumns - 1)...].joined(separator: ", ")
            lines = Array(lines[..<(labelLineColumns - 1)]) + [rest]
        }
        lines += Array(repeating: "", count: labelLineColumns - lines.count)
        return [name, organization] + lines + [country ?? ""]
    }

    /// Cells joined by commas, each guarded and quoted when needed, ended with CRLF.
    static func csvRow(_ cells: [String]) -> String {
        cells.map(DedupeReport.csvField).joined(separator: ",") + "\r\n"
    }

    /// The `no-address` warning for a contact `format address` has nothing to show for.
    static func reportNoAddress(
        _ contact: Contact, at position: ContactOrigin, printer: DiagnosticPrinter
    ) {
        let names = NameFormatter(locale: Locale(identifier: "en"))
        let who = names.displayName(for: contact).terminalVisible
        printer.report(
            .warning(.noAddress, line: position.line, "'\(who)' has no postal address: no label for it"),
            file: position.input.name)
    }
}

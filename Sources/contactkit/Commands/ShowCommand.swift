import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// `contactkit show`: a card per contact with every phone number, email, address and date
/// under its localized label.
enum ShowCommand: Command {
    static let name = "show"
    static let summary = "Show each contact as a card, with labels in the locale's language."
    static let usage = "[INPUT ...] [--locale ID] [--search TEXT]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to read, in order. '-' or none: standard input.")
    ]
    static let options = OptionTable([.from, .locale, .search, FormatCommand.homeRegion, .quiet])

    static let discussion = """
        OUTPUT:
          One card per contact, in input order, separated by an empty line: the name
          as the locale writes it, the phonetic name, organization and job title, then
          one row per value with its label in the locale's language. Addresses are
          written as their own country writes them; --home-region leaves the country
          line out for addresses in that region. Lines fit 80 columns.
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let locale = try LocaleArgument.parse(arguments.value(.locale), command: name)
        var (loop, printer, progress) = try ContactInputLoop.reading(arguments, command: name, environment: environment)
        defer { progress.clear() }

        var card = ContactCard(locale: locale)
        card.addresses.homeRegion = arguments.value(FormatCommand.homeRegion)?.uppercased()
        let search = arguments.value(.search).map(ContactSearch.init)
        let output = TextOutput()
        var first = true
        try loop.run { contact, _ in
            if let search, !search.matches(contact, displayName: card.names.displayName(for: contact)) { return }
            try output.write((first ? "" : "\n") + card.lines(for: contact).joined(separator: "\n") + "\n")
            first = false
        }
        try output.finish()
        return ExitCode.afterReading(errors: printer.errorCount, warnings: printer.warningCount, strict: false)
    }
}

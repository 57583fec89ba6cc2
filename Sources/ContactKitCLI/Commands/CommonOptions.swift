import ContactFormats

/// Options several commands share, declared once so their help reads the same everywhere.
extension OptionDefinition {
    static let from = OptionDefinition.value(
        "from", valueName: "FMT", help: "Input format; detected from each input's content when absent.")
    static let strict = OptionDefinition.flag(
        "strict", help: "Exit with status 1 when there is any warning (any output is still written).")
    static let locale = OptionDefinition.value(
        "locale", valueName: "ID",
        help: "Your locale (de-DE, ja, zh-Hant, ...): the language of names, labels and\n"
            + "countries (default en), and the region phone numbers without a country\n"
            + "code fall back to last (default: the system's locale).")
    static let progress = OptionDefinition.flag(
        "progress", help: "Show the progress line even when standard error is not a terminal.")
    static let quiet = OptionDefinition.flag(
        "quiet", short: "q", help: "Do not print warnings or notes (errors are still printed).")
    static let verbose = OptionDefinition.flag(
        "verbose", short: "v",
        help: "Print every warning: what the output cannot hold, one per contact (by\n"
            + "default each kind is printed once, with its count and first lines), and\n"
            + "past 1000 warnings of one kind, the rest (by default counted in one line).")
}

/// Reads format names given to `--from` and `--to`.
enum FormatArgument {
    /// The format named `value`, or a usage error with a suggestion and the list of formats.
    static func parse(_ value: String, option: String, command: String) throws(CommandFailure) -> ContactFormat {
        if let format = ContactFormat(argument: value) { return format }
        var message = "unknown format '\(value)' for \(option)"
        if let suggestion = suggestion(for: value) {
            message += "; did you mean \(suggestion)?"
        }
        message += " (formats: \(ContactFormat.argumentNames.joined(separator: ", ")))"
        throw .usage(message, command: command)
    }

    /// What people call a format by the product that writes it (`gmail`, `excel`), as the
    /// format name to suggest; a layout name after `csv:` is looked up here too.
    static let productNames: [String: String] = [
        "gmail": "csv:google", "google": "csv:google", "google-contacts": "csv:google",
        "outlook": "csv:outlook", "hotmail": "csv:outlook", "outlook.com": "csv:outlook", "live": "csv:outlook",
        "exchange": "csv:outlook", "thunderbird": "csv:thunderbird", "linkedin": "csv:linkedin",
        "excel": "csv", "xlsx": "csv", "xls": "csv", "spreadsheet": "csv", "numbers": "csv",
        "icloud": "vcard:3.0", "apple": "vcard:3.0", "iphone": "vcard:3.0", "android": "vcard:3.0",
        "contacts": "vcard:3.0",
    ]

    /// The format to suggest for an unknown name: a product's format (`csv:gmail` and
    /// `gmail` → `csv:google`), else the closest name by spelling.
    static func suggestion(for value: String) -> String? {
        var name = value.lowercased()
        for prefix in ["csv:", "vcard:"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if let product = productNames[name] { return product }
        return Suggestion.closest(to: value, among: ContactFormat.argumentNames)
    }

    /// The `FORMATS:` paragraph for `--help`.
    static var helpParagraph: String {
        "FORMATS:\n  " + ContactFormat.argumentNames.joined(separator: ", ")
            + "\n  (vcard means vcard:3.0; names are case-insensitive)"
    }
}

extension ExitCode {
    /// The status after reading everything: 1 when there were errors, or warnings under
    /// `--strict`; else 0.
    static func afterReading(errors: Int, warnings: Int, strict: Bool) -> ExitCode {
        if errors > 0 || (strict && warnings > 0) { return .failure }
        return .success
    }

    /// The status after reading everything, from what `printer` counted: 66 when an input
    /// was not contacts at all (an Excel workbook, an archive: `not-contacts`), else as
    /// ``afterReading(errors:warnings:strict:)``.
    static func afterReading(_ printer: DiagnosticPrinter, strict: Bool) -> ExitCode {
        if printer.notContactsCount > 0 { return .noInput }
        return afterReading(errors: printer.errorCount, warnings: printer.warningCount, strict: strict)
    }
}

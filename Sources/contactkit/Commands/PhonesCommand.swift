import ContactFormats
import ContactModel
import Foundation
import PhoneNumbers

/// `contactkit phones`: one raw phone number per input line in, exactly one line out: the
/// number in the asked format, or an empty line when it cannot be read (the reason goes to
/// standard error as a diagnostic). Streaming, any file size.
enum PhonesCommand: Command {
    static let name = "phones"
    static let summary = "Normalize raw phone numbers, one per line."
    static let usage = "[FILE] [--region CC] [--format FORMAT] [--tsv] [--strict] [--quiet]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("FILE", "Numbers to read, one per line. '-' or none: standard input.")
    ]

    static let region = OptionDefinition.value(
        "region", valueName: "CC",
        help: "Region for numbers written without a country code (US, DE, GB, ...).\n"
            + "Default: the region of the locale (LC_ALL, LC_MESSAGES or LANG), with a note.")
    static let format = OptionDefinition.value(
        "format", valueName: "FORMAT",
        help: "e164 (default: +14155550123), international (+1 415-555-0123),\n"
            + "national ((415) 555-0123) or rfc3966 (tel:+1-415-555-0123).")
    static let tsv = OptionDefinition.flag(
        "tsv", help: "Tab-separated report instead: input, result, region, type, reason.")

    static let options = OptionTable([region, format, tsv, .strict, .quiet])

    static let discussion = """
        OUTPUT:
          Exactly one line per input line, in order: the number in FORMAT, or an empty
          line when the text is not a phone number ContactKit can read. The reason goes
          to standard error as FILE:LINE: warning: MESSAGE [phone-not-normalized].
          Extensions are kept (ext. 12; ;ext=12 in rfc3966). Words around a number
          ("Tel:", "(home)") are ignored; see the PhoneNumbers documentation.

          With --tsv the first line is a header, then per input line:
          input, result, region, type (mobile, fixedLine, ...), reason (empty when read).

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit phones numbers.txt --region DE
          printf '+44 (0)20 7946 0958\\n' | contactkit phones --format international
          contactkit phones numbers.txt --region US --tsv > report.tsv
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            throw CommandFailure.usage("phones reads one FILE (got \(arguments.positionals.count))", command: name)
        }
        let outputFormat = try parseFormat(arguments.value(format))
        let printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet))
        let input = try InputFile.checked(arguments.positionals.first ?? "-")

        var defaultRegion = try arguments.value(region).map { value throws(CommandFailure) in
            try RegionArgument.parse(value, command: name)
        }
        if defaultRegion == nil {
            let (localeRegion, variable) = RegionArgument.localeRegion()
            defaultRegion = localeRegion
            let note = localeRegion.map {
                "assumed region \($0) for numbers without a country code (from \(variable ?? "the locale")); use --region to choose"
            } ?? "no --region and no region in the locale: only numbers with a country code (+...) can be read"
            printer.report(.note(.regionAssumed, note), file: input.displayName)
        }

        let parser = PhoneNumberParser(defaultRegion: defaultRegion)
        let sink = ByteSink(.fileDescriptor(1))
        let isReport = arguments.isSet(tsv)
        var lines = LineReader(input: UnicodeInput(FileDescriptorInput(fileDescriptor: try input.open())))
        var lineNumber = 0
        /// One input line in, one output line out; nil for a line too long to read.
        func process(_ text: String?) throws {
            lineNumber += 1
            let text = text ?? ""
            var result = ""
            var reason = ""
            var number: PhoneNumber? = nil
            if !text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                do {
                    let parsed = try parser.parse(text)
                    number = parsed
                    result = parsed.formattedKeepingExtension(outputFormat)
                } catch {
                    reason = error.code
                    printer.report(
                        .warning(.phoneNotNormalized, "\(Diagnostic.quoted(text)): \(error.message)"),
                        file: input.displayName, line: lineNumber)
                }
            }
            try mapWriteFailure("<stdout>") {
                if isReport {
                    let fields = [
                        PhonesCommand.tabSafe(text), result, number?.regionCode ?? "",
                        number.map { $0.type.rawValue } ?? "", reason,
                    ]
                    try sink.append(fields.joined(separator: "\t"))
                } else {
                    try sink.append(result)
                }
                try sink.append(10)
            }
        }
        do {
            if isReport { try sink.append("input\tresult\tregion\ttype\treason\n") }
            while true {
                let bytes = try lines.nextLine()
                for skipped in lines.skippedLines {
                    printer.report(
                        .warning(
                            .limitExceeded,
                            "line longer than \(lines.maximumLineLength) bytes; an empty line is written for it"),
                        file: input.displayName, line: skipped)
                    try process(nil)
                }
                lines.skippedLines.removeAll()
                guard let bytes else { break }
                // LF and CRLF end lines in the reader; a lone CR (old Mac files) ends one too.
                for piece in bytes.split(separator: 13, omittingEmptySubsequences: false) {
                    try process(Charset.decodeUTF8(piece).text)
                }
            }
            try mapWriteFailure("<stdout>") { try sink.flush() }
        } catch is OutputClosed {
            return .success
        }
        input.close()
        return ExitCode.afterReading(
            errors: printer.errorCount, warnings: printer.warningCount, strict: arguments.isSet(.strict))
    }

    static func parseFormat(_ value: String?) throws(CommandFailure) -> PhoneNumberFormat {
        guard let value else { return .e164 }
        if let format = PhoneNumberFormat(rawValue: value.lowercased()) { return format }
        let names = PhoneNumberFormat.allCases.map(\.rawValue)
        var message = "unknown phone format '\(value)'"
        if let suggestion = Suggestion.closest(to: value.lowercased(), among: names) {
            message += "; did you mean \(suggestion)?"
        }
        throw .usage(message + " (formats: \(names.joined(separator: ", ")))", command: name)
    }

    /// Keeps a report's columns apart: tabs inside the input become spaces.
    static func tabSafe(_ text: String) -> String {
        text.contains("\t") ? text.replacingOccurrences(of: "\t", with: " ") : text
    }
}

import ContactFormats
import ContactModel
import Foundation
import PhoneNumbers

/// The options of `contactkit phones`, its help text, and how its arguments are read.
extension PhonesCommand {
    static let region = OptionDefinition.value(
        "region", valueName: "CC",
        help: "Region for numbers written without a country code (US, DE, GB, ...).\n"
            + "Default: the region of the locale (LC_ALL, LC_MESSAGES or LANG), with a note.")
    static let format = OptionDefinition.value(
        "format", valueName: "FORMAT",
        help: "e164 (default: +14155550123), international (+1 415-555-0123),\n"
            + "national ((415) 555-0123) or rfc3966 (tel:+1-415-555-0123).")
    static let tsv = OptionDefinition.flag(
        "tsv", help: "Tab-separated report instead: input, result, verdict, region, type,\nreason.")
    static let acceptPossible = OptionDefinition.flag(
        "accept-possible",
        help: "Also write numbers that have a full length of their country but match\n"
            + "no numbering plan of their region (verdict possible).")
    static let keepInvalid = OptionDefinition.flag(
        "keep-invalid",
        help: "Write every number that can be read, valid or not, in FORMAT (as\n"
            + "libphonenumber does); the reason is still warned on standard error.")

    static let csv = OptionDefinition.flag(
        "csv",
        help: "FILE is a spreadsheet (CSV): rewrite the numbers of --column, keep every\n"
            + "other column and the order of rows; a value that cannot be read stays as\n"
            + "it was (its reason on standard error and in --reason-column).")
    static let column = OptionDefinition.value(
        "column", valueName: "NAME", help: "With --csv: the header of the column of phone numbers.")
    static let regionColumn = OptionDefinition.value(
        "region-column", valueName: "NAME",
        help: "With --csv: the column that gives each row's region, as a code (DE) or a\n"
            + "country name (Germany); --region for rows where it is empty.")
    static let outputColumn = OptionDefinition.value(
        "output-column", valueName: "NAME",
        help: "With --csv: write the numbers to this column (added at the end when the\n"
            + "header has none) and leave --column as it was. Default: --column itself.")
    static let reasonColumn = OptionDefinition.value(
        "reason-column", valueName: "NAME",
        help: "With --csv: a column for why a value was left as written (too-short,\n"
            + "not-a-number, ...); empty for a number that was rewritten.")

    static let options: OptionTable = OptionTable(
        [region, format, tsv, acceptPossible, keepInvalid, .strict, .quiet, csv, column, regionColumn, outputColumn,
         reasonColumn, FormatOptions.noFormulaGuard])

    static let discussion: String = """
        OUTPUT:
          Exactly one line per input line, in order: the number in FORMAT when it is
          valid for its region, else an empty line, and the reason on standard error:
            FILE:LINE: warning: MESSAGE [phone-not-normalized]  not a phone number
            FILE:LINE: warning: MESSAGE (REASON) [phone-invalid]  read, but not valid;
              REASON is too-short, too-long, invalid-length (a length the country does
              not use), local-only (no area code) or invalid-for-region (right length,
              but no number of the region is numbered so).
          --accept-possible writes invalid-for-region numbers too; --keep-invalid writes
          every number that can be read. Extensions are kept (ext. 12; ;ext=12 in
          rfc3966). Words around a number ("Tel:", "(home)") are ignored; see the
          PhoneNumbers documentation.

          With --tsv the first line is a header, then per input line: input, result
          (what the plain output would write), verdict (valid, possible, invalid,
          unreadable, or empty for an empty line), region, type (mobile, fixedLine,
          ...; empty unless valid), reason (the error or REASON code; empty when valid).

        \(ExitStatusHelp.text)

          With --csv the input is a spreadsheet saved as CSV (its encoding and
          delimiter are kept): the header, then every row in order with only the
          phone column (or --output-column, and --reason-column) changed. Cells are
          quoted where they must be, and a cell a spreadsheet would run as a formula
          gets a leading ' (as convert writes CSV; --no-formula-guard: as read).

        EXAMPLES:
          contactkit phones numbers.txt --region DE
          contactkit phones sheet.csv --csv --column Phone --region-column Country \\
            --output-column E164 --reason-column Problem > sheet-e164.csv
          printf '+44 (0)20 7946 0958\\n' | contactkit phones --format international
          contactkit phones numbers.txt --region US --tsv > report.tsv
        """

    /// The spreadsheet run `--csv` asks for, or nil without `--csv`; the column options
    /// without `--csv` (or `--csv` with `--tsv`, or without `--column`) are usage errors.
    static func sheet(
        _ arguments: ParsedArguments, region: String?, policy: PhoneVerdict.Policy, format: PhoneNumberFormat
    ) throws(CommandFailure) -> PhoneSheet? {
        guard arguments.isSet(csv) else {
            for option in [column, regionColumn, outputColumn, reasonColumn] where arguments.value(option) != nil {
                throw .usage("--\(option.longName) goes with --csv (a spreadsheet's column)", command: name)
            }
            return nil
        }
        if arguments.isSet(tsv) { throw .usage("--csv and --tsv cannot be used together", command: name) }
        guard let columnName = arguments.value(column), !columnName.isEmpty else {
            throw .usage("--csv needs --column NAME: the header of the column of phone numbers", command: name)
        }
        return PhoneSheet(
            column: columnName, regionColumn: arguments.value(regionColumn), outputColumn: arguments.value(outputColumn),
            reasonColumn: arguments.value(reasonColumn), defaultRegion: region, policy: policy, format: format,
            guardsFormulas: !arguments.isSet(FormatOptions.noFormulaGuard))
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

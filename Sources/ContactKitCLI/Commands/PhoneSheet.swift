import ContactFormats
import ContactFormatting
import ContactModel
import Foundation
import PhoneNumbers

/// `contactkit phones --csv --column Phone`: the phone numbers of one column of a
/// spreadsheet (CSV) rewritten, every other column and the order of rows kept.
///
/// A value that cannot be read, or is not valid, stays as it was in the rewritten column,
/// with a warning on standard error naming its line and column, and its reason in the
/// `--reason-column` when there is one. `--region-column` gives each row its region (a code
/// or a country name, as the address code reads them); `--region` is the default.
struct PhoneSheet {
    /// `--column`, `--region-column`, `--output-column`, `--reason-column`.
    var column: String
    var regionColumn: String?
    var outputColumn: String?
    var reasonColumn: String?
    var defaultRegion: String?
    var policy: PhoneVerdict.Policy
    var format: PhoneNumberFormat
    var guardsFormulas: Bool

    /// Where the columns are, once the header is read.
    private struct Columns {
        var input: Int
        var region: Int?
        var output: Int
        var reason: Int?
        var width: Int
    }

    /// Reads the sheet from `input`, writes the rewritten one to `sink`, reports to `printer`.
    func run(_ input: InputFile, to sink: ByteSink, printer: DiagnosticPrinter) throws {
        var table = CSVTable.Reader(input: FileDescriptorInput(fileDescriptor: try input.descriptorForReading()))
        guard let header = try table.next() else {
            printer.report(.warning(.noContacts, line: 1, "the input is empty: no header, no rows"), file: input.displayName)
            return
        }
        let columns = try locate(in: header.fields, file: input.displayName)
        let writer = CSVTable.Writer(encoding: table.encoding, delimiter: table.delimiter, guardsFormulas: guardsFormulas)
        var guarded = 0
        if table.hadByteOrderMark, table.encoding == .utf8 { try sink.append([0xEF, 0xBB, 0xBF]) }
        var headerCells = header.fields
        widen(&headerCells, to: columns.width)
        if let output = outputColumn, columns.output >= header.fields.count { headerCells[columns.output] = output }
        if let reason = reasonColumn, let index = columns.reason, index >= header.fields.count { headerCells[index] = reason }
        try write(headerCells, with: writer, to: sink, guarded: &guarded)
        var parsers: [String: PhoneNumberParser] = [:]
        while let row = try table.next() {
            printer.report(table.diagnostics, file: input.displayName)
            var cells = row.fields.map(CSVFormulaGuard.unguarded)
            widen(&cells, to: columns.width)
            let value = cells[columns.input]
            let region = self.region(of: cells, columns, line: row.line, file: input.displayName, printer: printer)
            let parser = parsers[region ?? ""] ?? PhoneNumberParser(defaultRegion: region)
            parsers[region ?? ""] = parser
            let verdict = PhoneVerdict(value, parser: parser, policy: policy)
            if let number = verdict.written {
                cells[columns.output] = number.formattedKeepingExtension(format)
            } else {
                cells[columns.output] = value
            }
            if let reason = columns.reason { cells[reason] = verdict.reason }
            if let warning = warning(verdict, value: value) {
                printer.report(warning, file: input.displayName, line: row.line)
            }
            try write(cells, with: writer, to: sink, guarded: &guarded)
        }
        if guarded > 0 {
            printer.report(
                .warning(
                    .formulaGuarded,
                    "\(guarded) cell\(guarded == 1 ? "" : "s") written with a leading ' so that a spreadsheet shows "
                        + "\(guarded == 1 ? "it" : "them") as text, not a formula (--no-formula-guard: as read)"),
                file: input.displayName)
        }
    }

    private func write(_ cells: [String], with writer: CSVTable.Writer, to sink: ByteSink, guarded: inout Int) throws {
        let encoded = writer.encode(cells)
        guarded += encoded.guarded
        try mapWriteFailure("<stdout>") { try sink.append(encoded.bytes) }
    }

    private func widen(_ cells: inout [String], to width: Int) {
        if cells.count < width { cells += Array(repeating: "", count: width - cells.count) }
    }

    /// The columns by their header names: the phone column must be there; an output or
    /// reason column that is not is added at the end.
    private func locate(in header: [String], file: String) throws(CommandFailure) -> Columns {
        let names = header.map { CSVFormulaGuard.unguarded($0) }
        func index(of name: String) -> Int? {
            names.firstIndex(of: name)
                ?? names.firstIndex { $0.trimmingCharacters(in: .whitespaces).lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }
        }
        func required(_ name: String, _ option: String) throws(CommandFailure) -> Int {
            guard let found = index(of: name) else {
                var message = "no column '\(name)' (\(option)) in the header of \(file)"
                if let suggestion = Suggestion.closest(to: name, among: names) { message += "; did you mean '\(suggestion)'?" }
                let shown = names.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
                throw CommandFailure(.usage, (message + " (columns: \(shown)\(names.count > 12 ? ", …" : ""))").terminalSafe,
                    helpCommand: PhonesCommand.name)
            }
            return found
        }
        var width = names.count
        let input = try required(column, "--column")
        let region = try regionColumn.map { name throws(CommandFailure) in try required(name, "--region-column") }
        var output = input
        if let outputColumn {
            if let found = index(of: outputColumn) { output = found } else { output = width; width += 1 }
        }
        var reason: Int?
        if let reasonColumn {
            if let found = index(of: reasonColumn), found != input { reason = found } else { reason = width; width += 1 }
        }
        return Columns(input: input, region: region, output: output, reason: reason, width: width)
    }

    /// The row's region: its region column's code or country name, else `--region`.
    private func region(
        of cells: [String], _ columns: Columns, line: Int, file: String, printer: DiagnosticPrinter
    ) -> String? {
        guard let index = columns.region else { return defaultRegion }
        let text = cells[index].trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return defaultRegion }
        if PhoneMetadata.regionCodes.contains(text.uppercased()) { return text.uppercased() }
        if let code = CountryNames.regionCode(for: text), PhoneMetadata.regionCodes.contains(code) { return code }
        printer.report(
            .warning(
                .regionAssumed,
                "column '\(regionColumn ?? "")': \(Diagnostic.quoted(text)) is no region or country known; "
                    + (defaultRegion.map { "read with --region \($0)" } ?? "only a number with + and its country code can be read")),
            file: file, line: line)
        return defaultRegion
    }

    /// The warning for a value left as written, naming the column.
    private func warning(_ verdict: PhoneVerdict, value: String) -> Diagnostic? {
        let place = "column '\(column)': \(Diagnostic.quoted(value))"
        if let error = verdict.error {
            return .warning(.phoneNotNormalized, "\(place) left as written: \(error.message)")
        }
        guard let number = verdict.number, let problem = verdict.problem else { return nil }
        let outcome = verdict.isWritten ? "written all the same" : "left as written"
        return .warning(.phoneInvalid, "\(place) \(outcome): \(number.message(for: problem)) (\(problem.rawValue))")
    }
}

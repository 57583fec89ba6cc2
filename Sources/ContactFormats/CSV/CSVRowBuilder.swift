import ContactModel

/// One CSV row read and checked but not yet built into a contact, with the reader's
/// diagnostics up to it: rows can be built on other threads (``CSVRowBuilder``).
public struct CSVRow: Sendable {
    var record: CSVTokenizer.Record
    /// The reader's diagnostics before the row's own (tokenizer problems, skipped rows,
    /// a ragged row).
    public var diagnostics: [Diagnostic]
    /// The 1-based line where the row starts.
    public var line: Int { record.line }
    /// The bytes of the row's fields.
    public var byteCount: Int { record.bytes.count }
}

/// Turns rows into contacts with the header, layout and encoding a ``CSVReader`` found.
/// A value that only reads: several threads can build with one.
public struct CSVRowBuilder: Sendable {
    let layout: CSVLayout
    let encoding: CSVEncoding
    let header: [String]
    let bindings: [CSVReader.Binding]

    /// The row's contact and the diagnostics about it (after ``CSVRow/diagnostics``).
    public func build(_ row: CSVRow) -> (Contact, [Diagnostic]) {
        let record = row.record
        var diagnostics: [Diagnostic] = []
        var builder = CSVContactBuilder(layout: layout, line: record.line)
        var sawFallback = false
        for index in 0..<record.count {
            let bytes = record.field(index)
            if bytes.isEmpty { continue }
            let text: String
            if encoding == .windows1252 {
                text = Charset.decodeWindows1252(bytes)
            } else {
                let decoded = Charset.decodeUTF8(bytes)
                if decoded.problem != nil && !sawFallback {
                    sawFallback = true
                    diagnostics.append(
                        .warning(
                            .charsetFallback, line: record.line,
                            "bytes that are not UTF-8 in this row; read as Windows-1252"))
                }
                text = decoded.text
            }
            let binding = index < bindings.count
                ? bindings[index] : .extensionColumn(name: "X-CSV-COLUMN-\(index + 1)", emptyValue: "")
            let header = index < header.count ? header[index] : ""
            switch binding {
            case .ignored: continue
            case .field(let field, let emptyValue):
                if text == emptyValue { continue }
                builder.apply(field, header: header, text: CSVFormulaGuard.unguarded(text))
            case .extensionColumn(let name, let emptyValue):
                if text == emptyValue { continue }
                builder.keep(name: name, header: header, text: CSVFormulaGuard.unguarded(text))
            }
        }
        let (contact, problems) = builder.finish()
        return (contact, diagnostics + problems)
    }
}

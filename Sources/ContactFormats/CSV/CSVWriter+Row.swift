import ContactModel

extension CSVWriter {
    /// Writes one row: each cell guarded, encoded, quoted when it must be, then CRLF.
    mutating func emitRow(_ cells: [String], guarding: Bool) throws {
        var row: [UInt8] = []
        row.reserveCapacity(cells.count * 8)
        let quoteAll = options.layout.table.quotesEveryField
        var unencodable: [String] = []
        for (index, cell) in cells.enumerated() {
            if index > 0 { row.append(UInt8(ascii: ",")) }
            var text = cell
            if guarding, !text.isEmpty {
                text = CSVFormulaGuard.guarded(text)
            }
            let bytes: [UInt8]
            if options.encoding == .windows1252 {
                if let encoded = Charset.encodeWindows1252(text) {
                    bytes = encoded
                } else {
                    bytes = CSVWriter.encodeWindows1252Replacing(text)
                    unencodable.append(text)
                }
            } else {
                bytes = Array(text.utf8)
            }
            var needsQuotes = quoteAll
            if !needsQuotes {
                for byte in bytes
                where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 10 || byte == 13 {
                    needsQuotes = true
                    break
                }
            }
            if needsQuotes {
                row.append(UInt8(ascii: "\""))
                for byte in bytes {
                    if byte == UInt8(ascii: "\"") { row.append(byte) }
                    row.append(byte)
                }
                row.append(UInt8(ascii: "\""))
            } else {
                row += bytes
            }
        }
        row += [13, 10]
        try sink.append(row)
        if !unencodable.isEmpty {
            diagnostics.append(
                .warning(
                    .fieldLeftOut, line: nil, property: "encoding",
                    "characters Windows-1252 cannot hold were written as '?' in: "
                        + unencodable.map { Diagnostic.quoted($0) }.joined(separator: ", ")))
        }
    }

    /// Windows-1252 with `?` for every character it has no byte for.
    static func encodeWindows1252Replacing(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            bytes += Charset.encodeWindows1252(String(scalar)) ?? [UInt8(ascii: "?")]
        }
        return bytes
    }
}

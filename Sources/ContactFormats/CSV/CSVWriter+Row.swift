import ContactModel

extension CSVWriter {
    /// Writes one row: each cell guarded, encoded, quoted when it must be, then CRLF.
    mutating func emitRow(_ cells: [String], guarding: Bool) throws {
        var row: [UInt8] = []
        row.reserveCapacity(cells.count * 8)
        let quoteAll = options.layout.table.quotesEveryField
        var unencodable: [String] = []
        var replaced = 0
        var guardedCells: [String] = []
        for (index, cell) in cells.enumerated() {
            if index > 0 { row.append(UInt8(ascii: ",")) }
            var text = cell
            if guarding, !text.isEmpty {
                text = CSVFormulaGuard.guarded(text)
                if text.utf8.count != cell.utf8.count { guardedCells.append(cell) }
            }
            // UTF-16 is built as UTF-8 and transcoded as a whole row below; every other
            // encoding keeps `,` `"` CR LF as single ASCII bytes, never inside a character.
            let bytes: [UInt8]
            if options.encoding == .utf8 || options.encoding == .utf16 {
                bytes = Array(text.utf8)
            } else {
                let encoded = options.encoding.encode(text)
                bytes = encoded.bytes
                if encoded.replaced > 0 {
                    replaced += encoded.replaced
                    unencodable.append(text)
                }
            }
            var mustQuote = false
            for byte in bytes
            where byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 10 || byte == 13 {
                mustQuote = true
                break
            }
            // A layout that quotes every field still leaves a value ending in a backslash
            // bare when RFC 4180 lets it: PHP's str_getcsv and Roundcube's line splitter
            // take `\"` for an escaped quote, so `"…\"` runs on into the next field.
            let needsQuotes = mustQuote || (quoteAll && bytes.last != UInt8(ascii: "\\"))
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
        if options.encoding == .utf16 {
            row = options.encoding.encode(String(decoding: row, as: UTF8.self)).bytes
        }
        try sink.append(row)
        if !guardedCells.isEmpty {
            diagnostics.append(
                .warning(
                    .formulaGuarded, line: nil, property: "formula-guard",
                    "written with a leading ' so that a spreadsheet shows it as text, not a formula "
                        + "(--no-formula-guard writes it as it is): "
                        + guardedCells.map { Diagnostic.quoted($0) }.joined(separator: ", ")))
        }
        if !unencodable.isEmpty {
            diagnostics.append(
                .warning(
                    .replacedCharacter, line: nil, property: "encoding",
                    "\(replaced) character\(replaced == 1 ? "" : "s") \(options.encoding) cannot hold written as '?' in: "
                        + unencodable.map { Diagnostic.quoted($0) }.joined(separator: ", ")))
        }
    }
}

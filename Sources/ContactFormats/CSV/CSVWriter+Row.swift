import ContactModel

extension CSVWriter {
    /// Writes one row: each cell guarded, encoded, quoted when it must be, then CRLF.
    mutating func emitRow(_ cells: [String], guarding: Bool) throws {
        var row = rowBytes
        rowBytes = []
        row.removeAll(keepingCapacity: true)
        defer { rowBytes = row }
        let quoteAll = options.layout.table.quotesEveryField
        let asUTF8 = options.encoding == .utf8 || options.encoding == .utf16
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
            if asUTF8 {
                text.withUTF8Bytes { CSVWriter.appendField($0, quoteAll: quoteAll, to: &row) }
            } else {
                let encoded = options.encoding.encode(text)
                if encoded.replaced > 0 {
                    replaced += encoded.replaced
                    unencodable.append(text)
                }
                encoded.bytes.withUnsafeBufferPointer { CSVWriter.appendField($0, quoteAll: quoteAll, to: &row) }
            }
        }
        row.append(13)
        row.append(10)
        if options.encoding == .utf16 {
            try sink.append(options.encoding.encode(String(decoding: row, as: UTF8.self)).bytes)
        } else {
            try sink.append(row)
        }
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

    /// Appends one field's encoded bytes, quoted when they hold `,` `"` CR or LF (quotes
    /// doubled), or always when the layout quotes every field.
    static func appendField(_ bytes: UnsafeBufferPointer<UInt8>, quoteAll: Bool, to row: inout [UInt8]) {
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
        guard needsQuotes else {
            row.append(contentsOf: bytes)
            return
        }
        row.append(UInt8(ascii: "\""))
        if mustQuote {
            for byte in bytes {
                if byte == UInt8(ascii: "\"") { row.append(byte) }
                row.append(byte)
            }
        } else {
            row.append(contentsOf: bytes)
        }
        row.append(UInt8(ascii: "\""))
    }
}

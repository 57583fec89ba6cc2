import ContactModel

extension CSVWriter {
    /// Writes one row: each cell guarded, encoded, quoted when it must be, then CRLF.
    mutating func emitRow(_ cells: [String], guarding: Bool) throws {
        var row = rowBytes
        rowBytes = []
        row.removeAll(keepingCapacity: true)
        defer { rowBytes = row }
        let quoteAll = quotesEveryField
        let asUTF8 = options.encoding == .utf8 || options.encoding == .utf16
        var unencodable: [String] = []
        var replaced = 0
        var guardedCells: [String] = []
        for (index, cell) in cells.enumerated() {
            if index > 0 { row.append(UInt8(ascii: ",")) }
            // UTF-16 is built as UTF-8 and transcoded as a whole row below; every other
            // encoding keeps `,` `"` CR LF as single ASCII bytes, never inside a character.
            if asUTF8 {
                cell.withUTF8Bytes {
                    CSVWriter.appendUTF8Cell($0, guarding: guarding, quoteAll: quoteAll, to: &row, guarded: &guardedCells)
                }
                continue
            }
            var text = cell
            if guarding, !text.isEmpty {
                text = CSVFormulaGuard.guarded(text)
                if text.utf8.count != cell.utf8.count { guardedCells.append(cell) }
            }
            let encoded = options.encoding.encode(text)
            if encoded.replaced > 0 {
                replaced += encoded.replaced
                unencodable.append(text)
            }
            encoded.bytes.withUnsafeBufferPointer { CSVWriter.appendField($0, quoteAll: quoteAll, to: &row) }
        }
        try finishRow(&row, guarded: guardedCells, unencodable: unencodable, replaced: replaced)
    }

    /// Writes one held row (``CSVRowBuffer``) from its bytes, as ``emitRow(_:guarding:)``
    /// writes its cells as strings; `emptyCells`: each column's text when the row has none,
    /// with the bytes it is written as (``CSVEmptyCells``).
    mutating func emitRow(_ held: CSVHeldRow, emptyCells: CSVEmptyCells, guarding: Bool) throws {
        guard options.encoding == .utf8 || options.encoding == .utf16 else {
            return try emitRow(held.strings(emptyValues: emptyCells.values), guarding: guarding)
        }
        var row = rowBytes
        rowBytes = []
        row.removeAll(keepingCapacity: true)
        defer { rowBytes = row }
        var guardedCells: [String] = []
        CSVWriter.appendHeldRow(
            held, emptyCells: emptyCells, guarding: guarding, quoteAll: quotesEveryField, to: &row,
            guarded: &guardedCells)
        try finishRow(&row, guarded: guardedCells, unencodable: [], replaced: 0)
    }

    /// Appends the cells of one held row as UTF-8, without the line end; the cells the
    /// formula guard changed go to `guarded`. What ``emitRow(_:emptyCells:guarding:)`` writes,
    /// on any thread (``writeHeldRowsInParallel(in:emptyCells:threadCount:)``).
    static func appendHeldRow(
        _ held: CSVHeldRow, emptyCells: CSVEmptyCells, guarding: Bool, quoteAll: Bool, to row: inout [UInt8],
        guarded guardedCells: inout [String]
    ) {
        emptyCells.written.withUnsafeBufferPointer { written in
            for column in emptyCells.values.indices {
                if column > 0 { row.append(UInt8(ascii: ",")) }
                if let cell = held.cell(column) {
                    appendUTF8Cell(cell, guarding: guarding, quoteAll: quoteAll, to: &row, guarded: &guardedCells)
                } else if let range = emptyCells.ranges[column] {
                    if !range.isEmpty { row.append(contentsOf: UnsafeBufferPointer(rebasing: written[range])) }
                } else {
                    emptyCells.values[column].withUTF8Bytes {
                        appendUTF8Cell($0, guarding: guarding, quoteAll: quoteAll, to: &row, guarded: &guardedCells)
                    }
                }
            }
        }
    }

    /// Each column's text when a held row has none, and the bytes a UTF-8 row writes for it,
    /// worked out once a header: most cells of a held row are empty (39 of Google's 49 in
    /// a generated book), and writing each through the guard and the quoting took about
    /// 250 instructions.
    struct CSVEmptyCells {
        /// The column's empty value (``CSVHeaderCell/emptyValue``).
        let values: [String]
        /// What ``appendUTF8Cell(_:guarding:quoteAll:to:guarded:)`` writes for each value,
        /// back to back; where each column's is in it (``written(at:)``), nil when the formula
        /// guard changes the value, which is reported row by row. One array and plain ranges,
        /// not an array a column: each column's read retained and released it.
        let written: [UInt8]
        let ranges: [Range<Int>?]

        init(_ values: [String], guarding: Bool, quoteAll: Bool) {
            self.values = values
            var written: [UInt8] = []
            ranges = values.map { value in
                var text = value
                return text.withUTF8 { utf8 -> Range<Int>? in
                    if guarding, !utf8.isEmpty, CSVFormulaGuard.needsGuard(utf8) { return nil }
                    let start = written.count
                    CSVWriter.appendField(utf8, quoteAll: quoteAll, to: &written)
                    return start..<written.count
                }
            }
            self.written = written
        }

        /// The bytes written for `column`'s empty value; nil when the guard changes it.
        func written(at column: Int) -> [UInt8]? {
            ranges[column].map { Array(written[$0]) }
        }
    }

    /// Appends one cell's UTF-8 bytes, guarded (a leading `'`, the cell noted in `guarded`)
    /// when a spreadsheet would run it as a formula, then quoted as it must be.
    private static func appendUTF8Cell(
        _ bytes: UnsafeBufferPointer<UInt8>, guarding: Bool, quoteAll: Bool, to row: inout [UInt8],
        guarded: inout [String]
    ) {
        guard guarding, !bytes.isEmpty, CSVFormulaGuard.needsGuard(bytes) else {
            return appendField(bytes, quoteAll: quoteAll, to: &row)
        }
        guarded.append(String(decoding: bytes, as: UTF8.self))
        let prefixed = [UInt8(ascii: "'")] + Array(bytes)
        prefixed.withUnsafeBufferPointer { appendField($0, quoteAll: quoteAll, to: &row) }
    }

    /// Ends a row with CRLF, hands it to the sink (as UTF-16 when asked), and reports the
    /// cells guarded and the characters the encoding could not hold.
    private mutating func finishRow(_ row: inout [UInt8], guarded guardedCells: [String], unencodable: [String], replaced: Int) throws {
        row.append(13)
        row.append(10)
        if options.encoding == .utf16 {
            try sink.append(options.encoding.encode(String(decoding: row, as: UTF8.self)).bytes)
        } else {
            try sink.append(row)
        }
        if !guardedCells.isEmpty { diagnostics.append(CSVWriter.formulaGuardWarning(guardedCells)) }
        if !unencodable.isEmpty {
            diagnostics.append(
                .warning(
                    .replacedCharacter, line: nil, property: "encoding",
                    "\(replaced) character\(replaced == 1 ? "" : "s") \(options.encoding) cannot hold written as '?' in: "
                        + unencodable.map { Diagnostic.quoted($0) }.joined(separator: ", ")))
        }
    }

    /// The warning that a row's `cells` were written with a leading `'`.
    static func formulaGuardWarning(_ cells: [String]) -> Diagnostic {
        .warning(
            .formulaGuarded, line: nil, property: "formula-guard",
            "written with a leading ' so that a spreadsheet shows it as text, not a formula "
                + "(--no-formula-guard writes it as it is): " + cells.map { Diagnostic.quoted($0) }.joined(separator: ", "))
    }

    /// Whether `bytes` hold `,` `"` CR or LF: eight bytes at a time, then one by one. Looked
    /// at byte by byte, the search took about a third of writing a held row (callgrind, 10k
    /// rows of Google CSV: 37 M of 97 M instructions).
    static func mustQuote(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if hasQuotedByte(word) { return true }
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 10 || byte == 13 { return true }
            index &+= 1
        }
        return false
    }

    /// Whether a byte of `word` is `,` `"` CR or LF: a byte equal to one is a zero byte of
    /// the word XORed with it repeated, and `(x - 0x01…) & ~x & 0x80…` is non-zero exactly
    /// when `x` has a zero byte.
    @inline(__always)
    private static func hasQuotedByte(_ word: UInt64) -> Bool {
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
        }
        return zeroBytes(word ^ 0x2C2C_2C2C_2C2C_2C2C) | zeroBytes(word ^ 0x2222_2222_2222_2222)
            | zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D) != 0
    }

    /// Appends one field's encoded bytes, quoted when they hold `,` `"` CR or LF (quotes
    /// doubled), or always when the layout quotes every field.
    static func appendField(_ bytes: UnsafeBufferPointer<UInt8>, quoteAll: Bool, to row: inout [UInt8]) {
        let mustQuote = mustQuote(bytes)
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

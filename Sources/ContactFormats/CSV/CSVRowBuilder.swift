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
    let plan: CSVRowPlan

    init(layout: CSVLayout, encoding: CSVEncoding, header: [String], bindings: [CSVReader.Binding]) {
        plan = CSVRowPlan(layout: layout, encoding: encoding, header: header, bindings: bindings)
    }

    private init(plan: CSVRowPlan) {
        self.plan = plan
    }

    /// What a reader holds until it has read its header: no columns, so a row builds an
    /// empty contact. Made without the generic layout's table, which every CSV reader
    /// otherwise built at its start whatever its layout (about 1.3 M instructions).
    static let beforeHeader = CSVRowBuilder(
        plan: CSVRowPlan(
            layout: .generic, table: CSVLayoutTable(columns: []), encoding: .utf8, header: [], bindings: []))

    /// The row's contact and the diagnostics about it (after ``CSVRow/diagnostics``).
    public func build(_ row: CSVRow) -> (Contact, [Diagnostic]) {
        var scratch = CSVRowScratch()
        return build(row, reusing: &scratch)
    }

    /// ``build(_:)``, with the working storage kept in `scratch` for the next row.
    public func build(_ row: CSVRow, reusing scratch: inout CSVRowScratch) -> (Contact, [Diagnostic]) {
        build(row.record, reusing: &scratch)
    }

    /// ``build(_:reusing:)`` of a record read in place.
    func build(_ record: CSVTokenizer.Record, reusing scratch: inout CSVRowScratch) -> (Contact, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let contact = build(record, reusing: &scratch, diagnostics: &diagnostics)
        return (contact!, diagnostics)
    }

    /// The contact of a record read in place (never nil: optional as ``CSVReader/next()``'s
    /// result is, which saves copying it twice), the diagnostics about the row appended to
    /// `diagnostics` (returned with it in a tuple, it was copied again).
    func build(
        _ record: CSVTokenizer.Record, reusing scratch: inout CSVRowScratch, diagnostics: inout [Diagnostic]
    ) -> Contact? {
        if scratch.builder?.plan !== plan { scratch.builder = CSVContactBuilder(plan: plan) }
        gather(record, with: &scratch.builder!, diagnostics: &diagnostics)
        // Not returned through a closure: its result is copied generically.
        return scratch.builder!.finish(diagnostics: &diagnostics)
    }

    /// ``build(_:reusing:diagnostics:)`` into `contact`, which the builder keeps for the
    /// next row and empties, keeping its lists' storage (see ``CSVReader/next(into:)``).
    func build(
        _ record: CSVTokenizer.Record, reusing scratch: inout CSVRowScratch, into contact: inout Contact,
        diagnostics: inout [Diagnostic]
    ) {
        if scratch.builder?.plan !== plan { scratch.builder = CSVContactBuilder(plan: plan) }
        gather(record, with: &scratch.builder!, diagnostics: &diagnostics)
        scratch.builder!.finish(into: &contact, diagnostics: &diagnostics)
    }

    /// Applies the record's cells to the builder's contact and builds its entries; the
    /// contact is then ready for ``CSVContactBuilder/finish(diagnostics:)``.
    private func gather(
        _ record: CSVTokenizer.Record, with builder: inout CSVContactBuilder, diagnostics: inout [Diagnostic]
    ) {
        builder.line = record.line
        builder.positions.removeAll()
        let columns = plan.columns
        if plan.encoding.isUnicode && record.fieldsAreUTF8 {
            let kinds = plan.cellKinds
            let markers = plan.emptyMarkers
            let rowIsASCII = record.isKnownASCII
            // The row is well-formed UTF-8: each cell is looked at as bytes first (an empty
            // marker, an ignored column); the parts of entries stay in the row's bytes until
            // the entries are built, and strings are made without checking them again.
            record.bytes.withUnsafeBufferPointer { bytes in
                // On the ends' buffer: most fields are empty, and are passed over in a few
                // instructions each.
                record.ends.withUnsafeBufferPointer { ends in
                    var start = 0
                    var index = 0
                    while index < ends.count {
                        let end = ends[index]
                        defer {
                            start = end
                            index &+= 1
                        }
                        if start == end { continue }
                        let cell = UnsafeBufferPointer(rebasing: bytes[start..<end])
                        guard index < columns.count else {
                            let text = String(validUTF8: cell)
                            builder.keep(name: "X-CSV-COLUMN-\(index + 1)", header: "", text: CSVFormulaGuard.unguarded(text))
                            continue
                        }
                        switch kinds[index] {
                        case .ignored: continue
                        case .hasEmptyValue:
                            // By words first (Outlook's `Normal`, `0/0/00` in most rows).
                            if let isEmpty = markers[index].matches(cell, rowIsASCII: rowIsASCII) {
                                if isEmpty { continue }
                            } else if columns[index].isEmptyValue(cell, rowIsASCII: rowIsASCII) {
                                continue
                            }
                        case .plain: break
                        }
                        builder.apply(column: index, cell: cell, start: start, isASCII: rowIsASCII)
                    }
                }
                builder.buildEntries(row: bytes, isASCII: rowIsASCII)
            }
        } else {
            var sawFallback = false
            var start = 0
            for (index, end) in record.ends.enumerated() {
                defer { start = end }
                if start == end { continue }
                let decoded = plan.encoding.decode(record.bytes[start..<end])
                if let problem = decoded.problem, !sawFallback {
                    sawFallback = true
                    diagnostics.append(
                        .warning(
                            problem, line: record.line,
                            problem == .charsetFallback
                                ? "bytes that are not UTF-8 in this row; read as Windows-1252"
                                : "bytes that are not valid \(plan.encoding) in this row; each became U+FFFD"))
                }
                let text = decoded.text
                guard index < columns.count else {
                    builder.keep(name: "X-CSV-COLUMN-\(index + 1)", header: "", text: CSVFormulaGuard.unguarded(text))
                    continue
                }
                if let emptyValue = columns[index].emptyValue, text == emptyValue { continue }
                builder.apply(column: index, text: CSVFormulaGuard.unguarded(text))
            }
            // Every cell was read as a string: no row bytes to give.
            builder.buildEntries(row: UnsafeBufferPointer(start: nil, count: 0), isASCII: false)
        }
    }
}

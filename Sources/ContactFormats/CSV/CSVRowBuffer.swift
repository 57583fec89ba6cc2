import ContactModel

/// The rows of a CSV writer that must see every contact before writing its header (to count
/// numbered groups), kept compactly: only each row's non-empty cells, by column key, as bytes
/// (about the size of the output), not the contacts themselves. Past ``memoryLimit`` bytes
/// the rows go to an unlinked temporary file (``SpoolFile``), so memory stays flat however
/// long the book; without a temporary directory they stay in memory.
struct CSVRowBuffer {
    /// Rows not yet spooled, back to back. A row is its length (4 bytes, what follows), its
    /// UID key for group cards (4 bytes of length, `UInt32.max` for none, then UTF-8), then
    /// each cell: column key (4 bytes), length (4 bytes), UTF-8 text.
    private var storage: [UInt8] = []
    /// The rows spooled so far, whole rows only, in order before `storage`.
    private var spool: SpoolFile?
    /// False once a temporary file could not be made: the rows then stay in memory.
    private var canSpool = true
    /// The bytes held in memory before they go to the temporary file.
    let memoryLimit: Int
    /// Where the temporary file goes (``SpoolFile/temporaryDirectory`` unless a test says).
    let spoolDirectory: String
    /// The headers, composers and column key numbers of the rows' shapes, which the
    /// threads composing rows for this buffer share (``CSVRowBatch``).
    let shapes: CSVRowShapes
    /// What the header needs to know of the rows held.
    private(set) var totals = CSVRowTotals()
    /// The rows held.
    var rowCount: Int { totals.rowCount }
    /// Entries per numbered group the rows need.
    var counts: [CSVList: Int] { totals.counts }
    /// Extension columns, in order of first appearance.
    var extensionColumns: [(title: String, name: String)] { totals.extensionColumns }
    /// The generic layout's optional name columns the rows fill (``CSVTextField/writtenWhenFilled``).
    var optionalFields: Set<CSVTextField> { totals.optionalFields }
    /// The extension lookups of the rows composed so far (``CSVExtensionIndex/lookupCount``).
    var extensionLookupCount: Int { totals.extensionLookupCount }
    /// The composers made so far (tests check rows of one shape share one).
    var composersMade: Int { shapes.composersMade }

    /// Creates an empty buffer for rows of `layout` that spools past `memoryLimit` bytes
    /// (4 MiB unless told) into `spoolDirectory`.
    init(layout: CSVLayout, memoryLimit: Int = 4 << 20, spoolDirectory: String = SpoolFile.temporaryDirectory) {
        self.shapes = CSVRowShapes(layout: layout)
        self.memoryLimit = memoryLimit
        self.spoolDirectory = spoolDirectory
    }

    /// Whether some rows went to the temporary file.
    var isSpooled: Bool { spool != nil }

    /// Entries per numbered group `contact` needs, by ``CSVList/ordinal``: Google always has
    /// one e-mail and one phone group, as its own export does.
    static func counts(of contact: Contact, layout: CSVLayout) -> SIMD16<Int32> {
        var counts = SIMD16<Int32>()
        for list in CSVList.allCases {
            counts[Int(list.ordinal)] = Int32(clamping: CSVRowComposer.entryCount(of: list, in: contact))
        }
        if layout == .google {
            let email = Int(CSVList.emailAddresses.ordinal), phone = Int(CSVList.phoneNumbers.ordinal)
            counts[email] = max(counts[email], 1)
            counts[phone] = max(counts[phone], 1)
        }
        return counts
    }

    /// Composes `contact`'s row against a header just wide enough for it and keeps it, with
    /// `key` (its UID as ``CSVGroupCards`` compares them); returns what the layout has no
    /// column for.
    mutating func add(_ contact: Contact, key: String?) throws -> [CSVLoss] {
        let row = CSVRowBuffer.compose(contact, key: key, shapes: shapes, into: &storage)
        totals.add(row)
        if storage.count >= memoryLimit { try spoolStorage() }
        return row.leftOut
    }

    /// Adds rows composed elsewhere with this buffer's ``shapes``, which come after those
    /// held: their records (``compose(_:key:shapes:into:)``) and their totals.
    mutating func add(records: UnsafeRawBufferPointer, totals later: CSVRowTotals) throws {
        storage.append(contentsOf: records)
        totals.add(later)
        if storage.count >= memoryLimit { try spoolStorage() }
    }

    /// Composes `contact`'s row against a header just wide enough for it, with the header
    /// and key numbers of `shapes`, and appends its record to `records`: its length (4
    /// bytes, what follows), its UID key for group cards (4 bytes of length, `UInt32.max`
    /// for none, then UTF-8), then each cell: column key (4 bytes), length (4 bytes), UTF-8
    /// text. Called by a buffer, and by the threads composing rows for one
    /// (``CSVRowEncoder``).
    static func compose(_ contact: Contact, key: String?, shapes: CSVRowShapes, into records: inout [UInt8]) -> CSVComposedRow {
        let layout = shapes.layout
        let contactCounts = CSVRowBuffer.counts(of: contact, layout: layout)
        let extensions = CSVWriter.extensionColumns(of: contact, layout: layout)
        let filled = CSVTextField.filledOptionalFields(of: contact)
        let shape = shapes.shape(
            for: CSVRowShapes.RowShape(
                counts: contactCounts, extensionTitles: extensions.map(\.title),
                extensionNames: extensions.map(\.name), optionalFields: filled),
            extensions: extensions)
        let (values, leftOut, lookups) = shape.composer.compose(contact)
        let start = records.count
        append(0, to: &records)
        if let key {
            append(UInt32(key.utf8.count), to: &records)
            records.append(contentsOf: key.utf8)
        } else {
            append(UInt32.max, to: &records)
        }
        for (index, value) in values.enumerated() where !value.isEmpty && value != shape.cells[index].emptyValue {
            append(shape.keyNumbers[index], to: &records)
            append(UInt32(value.utf8.count), to: &records)
            records.append(contentsOf: value.utf8)
        }
        let length = UInt32(records.count - start - 4)
        for index in 0..<4 { records[start + index] = UInt8(truncatingIfNeeded: length >> (8 * index)) }
        return CSVComposedRow(
            counts: contactCounts, extensionColumns: extensions, optionalFields: filled, extensionLookups: lookups,
            leftOut: leftOut)
    }

    /// Moves the rows in memory to the temporary file (made the first time).
    private mutating func spoolStorage() throws {
        guard canSpool else { return }
        if spool == nil {
            spool = SpoolFile(directory: spoolDirectory)
            guard spool != nil else {
                canSpool = false
                return
            }
        }
        try storage.withUnsafeBytes { try spool!.append($0) }
        storage.removeAll(keepingCapacity: true)
    }

    private static func append(_ value: UInt32, to records: inout [UInt8]) {
        records.append(UInt8(truncatingIfNeeded: value))
        records.append(UInt8(truncatingIfNeeded: value >> 8))
        records.append(UInt8(truncatingIfNeeded: value >> 16))
        records.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    /// Calls `body` with the key of every row, in order (``CSVGroupCards`` learns which
    /// members are present before the rows are written).
    func forEachKey(_ body: (String) throws -> Void) throws {
        try forEachRecord { record in
            if let key = CSVRowBuffer.key(in: record) { try body(key) }
        }
    }

    /// Calls `body` with every row's key and its cells spread over the final header's
    /// `cells`, in order. The row lends its bytes for the call only.
    func forEachRow(in cells: [CSVHeaderCell], _ body: (_ key: String?, _ row: CSVHeldRow) throws -> Void) throws {
        let columnOfKey = columns(of: cells)
        // Where each column's text starts in the record, and its length (-1: none); kept
        // between rows.
        var spans = [Int](repeating: -1, count: cells.count * 2)
        try forEachRecord { record in
            // Through a pointer: each store into the array checked it unique (about 650,000
            // calls for 10k rows of Google CSV).
            spans.withUnsafeMutableBufferPointer { CSVRowBuffer.spread(record, columns: columnOfKey, into: $0) }
            try body(CSVRowBuffer.key(in: record), CSVHeldRow(record: record, spans: spans))
        }
    }

    /// The column of the final header's `cells` each key number stands for, if any.
    func columns(of cells: [CSVHeaderCell]) -> [Int?] {
        var position: [String: Int] = [:]
        for (index, cell) in cells.enumerated() { position[CSVRowShapes.key(of: cell)] = index }
        return shapes.columnKeys.map { position[$0] }
    }

    /// Sets `spans` (two for each column: where its text starts in `record`, and its length,
    /// -1 for none) from a row record, its key numbers mapped by `columns` (``columns(of:)``).
    static func spread(_ record: UnsafeRawBufferPointer, columns: [Int?], into spans: UnsafeMutableBufferPointer<Int>) {
        for index in stride(from: 1, to: spans.count, by: 2) { spans[index] = -1 }
        let keyLength = number(at: 0, in: record)
        var offset = 4 + (keyLength == Int(UInt32.max) ? 0 : keyLength)
        while offset < record.count {
            let key = number(at: offset, in: record)
            let length = number(at: offset + 4, in: record)
            offset += 8
            if let column = columns[key] {
                spans[2 * column] = offset
                spans[2 * column + 1] = length
            }
            offset += length
        }
    }

    /// Calls `body` with the rows in blocks of about `byteLimit` bytes of records, in order:
    /// the block's bytes, lent for the call, and where each record is in them. Rows are then
    /// written on several threads (``CSVWriter``'s `writeHeldRowsInParallel`).
    func forEachBlock(byteLimit: Int, _ body: (_ bytes: UnsafeRawBufferPointer, _ records: [Range<Int>]) throws -> Void) throws {
        var block: [UInt8] = []
        var records: [Range<Int>] = []
        block.reserveCapacity(byteLimit + (1 << 16))
        try forEachRecord { record in
            let start = block.count
            block.append(contentsOf: record)
            records.append(start..<block.count)
            guard block.count >= byteLimit else { return }
            try block.withUnsafeBytes { try body($0, records) }
            block.removeAll(keepingCapacity: true)
            records.removeAll(keepingCapacity: true)
        }
        if !records.isEmpty { try block.withUnsafeBytes { try body($0, records) } }
    }

    /// The UID key a row record starts with.
    private static func key(in record: UnsafeRawBufferPointer) -> String? {
        let length = number(at: 0, in: record)
        guard length != Int(UInt32.max) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: record[4..<4 + length]), as: UTF8.self)
    }

    private static func number(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }

    /// Calls `body` with every row record (what follows its length), the spooled ones first.
    private func forEachRecord(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let spool {
            var reader = spool.makeReader()
            var piece = [UInt8](repeating: 0, count: 1 << 20)
            var carry: [UInt8] = []
            while true {
                let count = try piece.withUnsafeMutableBytes { try reader.read(into: $0) }
                guard count > 0 else { break }
                carry.append(contentsOf: piece[..<count])
                let used = try carry.withUnsafeBytes { try CSVRowBuffer.forEachWholeRecord(in: $0, body) }
                carry.removeFirst(used)
            }
        }
        _ = try storage.withUnsafeBytes { try CSVRowBuffer.forEachWholeRecord(in: $0, body) }
    }

    /// Calls `body` with each whole record in `bytes`; returns the bytes they took.
    private static func forEachWholeRecord(
        in bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Int {
        var offset = 0
        while offset + 4 <= bytes.count {
            let length = number(at: offset, in: bytes)
            guard offset + 4 + length <= bytes.count else { break }
            try body(UnsafeRawBufferPointer(rebasing: bytes[offset + 4..<offset + 4 + length]))
            offset += 4 + length
        }
        return offset
    }
}

/// One held row spread over the final header, lending its cells' bytes from the record
/// ``CSVRowBuffer`` read back.
struct CSVHeldRow {
    let record: UnsafeRawBufferPointer
    /// For each column, its text's start in `record` and its length (-1: no text).
    let spans: [Int]

    /// The UTF-8 text of `column`, or nil when the row has none there (the column's empty value).
    func cell(_ column: Int) -> UnsafeBufferPointer<UInt8>? {
        let length = spans[2 * column + 1]
        guard length >= 0 else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: record[spans[2 * column]..<spans[2 * column] + length])
        return bytes.bindMemory(to: UInt8.self)
    }

    /// The cells as strings, `emptyValues` where the row has no text.
    func strings(emptyValues: [String]) -> [String] {
        emptyValues.indices.map { column in cell(column).map { String(decoding: $0, as: UTF8.self) } ?? emptyValues[column] }
    }
}

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
    /// The rows held.
    private(set) var rowCount = 0
    /// Column keys (a field path, or `#` and the title of a column without field), by number.
    private var keys: [String] = []
    private var keyNumbers: [String: Int32] = [:]
    /// Entries per numbered group the rows need, by ``CSVList/ordinal``.
    private var maximumCounts = SIMD16<Int32>()
    /// Entries per numbered group the rows need.
    var counts: [CSVList: Int] { CSVRowBuffer.dictionary(maximumCounts) }
    /// Extension columns, in order of first appearance.
    private(set) var extensionColumns: [(title: String, name: String)] = []
    private var extensionNames: Set<String> = []
    /// The generic layout's optional name columns the rows fill (``CSVTextField/writtenWhenFilled``).
    private(set) var optionalFields: Set<CSVTextField> = []
    /// The extension lookups of the rows composed so far (``CSVExtensionIndex/lookupCount``).
    private(set) var extensionLookupCount = 0
    /// The header, composer and column key numbers (``number(for:)`` of each cell) made for
    /// each shape of row seen lately: making a composer (normalizing every column name of
    /// the layout) cost far more than composing a row, and a cell's key is a field path
    /// built as text.
    private var composers: [RowShape: Shape] = [:]
    /// The most shapes kept: rows of a book share a few dozen (84 in 2,000 generated
    /// contacts); a book whose rows all differ (extension columns of their own) starts the
    /// cache over rather than growing it.
    static let composerCacheLimit = 1024
    /// The composers made so far (tests check rows of one shape share one).
    private(set) var composersMade = 0

    /// What rows of one shape share.
    private struct Shape {
        let cells: [CSVHeaderCell]
        let composer: CSVRowComposer
        let keyNumbers: [UInt32]
    }

    /// What a row's header depends on besides the layout.
    private struct RowShape: Hashable {
        let counts: SIMD16<Int32>
        let extensionTitles: [String]
        let extensionNames: [String]
        let optionalFields: Set<CSVTextField>
    }

    /// Creates an empty buffer that spools past `memoryLimit` bytes (4 MiB unless told) into
    /// `spoolDirectory`.
    init(memoryLimit: Int = 4 << 20, spoolDirectory: String = SpoolFile.temporaryDirectory) {
        self.memoryLimit = memoryLimit
        self.spoolDirectory = spoolDirectory
    }

    /// Whether some rows went to the temporary file.
    var isSpooled: Bool { spool != nil }

    /// The key that identifies a column whatever the header's width: its field path, with
    /// the occurrence of a fixed label past the first (Outlook's `Home Phone 2` is not
    /// `Home Phone`, though both are `phoneNumbers[home].value`).
    static func key(of cell: CSVHeaderCell) -> String {
        guard let field = cell.field else { return "#" + cell.title }
        if case .entry(_, .labeled(_, let occurrence), _) = field, occurrence > 1 {
            return field.path + "#" + String(occurrence)
        }
        return field.path
    }

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

    /// Counts by ``CSVList/ordinal`` as a dictionary with every list.
    static func dictionary(_ counts: SIMD16<Int32>) -> [CSVList: Int] {
        var dictionary: [CSVList: Int] = [:]
        for list in CSVList.allCases { dictionary[list] = Int(counts[Int(list.ordinal)]) }
        return dictionary
    }

    /// Composes `contact`'s row against a header just wide enough for it and keeps it, with
    /// `key` (its UID as ``CSVGroupCards`` compares them); returns what the layout has no
    /// column for.
    mutating func add(_ contact: Contact, key: String?, layout: CSVLayout) throws -> [CSVLoss] {
        let contactCounts = CSVRowBuffer.counts(of: contact, layout: layout)
        let extensions = CSVWriter.extensionColumns(of: contact, layout: layout)
        let filled = CSVTextField.filledOptionalFields(of: contact)
        optionalFields.formUnion(filled)
        let shape = composer(
            for: RowShape(
                counts: contactCounts, extensionTitles: extensions.map(\.title),
                extensionNames: extensions.map(\.name), optionalFields: filled),
            layout: layout, extensions: extensions)
        let (values, leftOut, lookups) = shape.composer.compose(contact)
        extensionLookupCount += lookups
        maximumCounts = pointwiseMax(maximumCounts, contactCounts)
        for column in extensions where !extensionNames.contains(column.name) {
            extensionNames.insert(column.name)
            extensionColumns.append(column)
        }
        let start = storage.count
        append(0)
        if let key {
            append(UInt32(key.utf8.count))
            storage.append(contentsOf: key.utf8)
        } else {
            append(UInt32.max)
        }
        for (index, value) in values.enumerated() where !value.isEmpty && value != shape.cells[index].emptyValue {
            append(shape.keyNumbers[index])
            append(UInt32(value.utf8.count))
            storage.append(contentsOf: value.utf8)
        }
        let length = UInt32(storage.count - start - 4)
        for index in 0..<4 { storage[start + index] = UInt8(truncatingIfNeeded: length >> (8 * index)) }
        rowCount += 1
        if storage.count >= memoryLimit { try spoolStorage() }
        return leftOut
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

    /// The header and composer for rows of `shape`, made once and kept (a buffer writes one layout).
    private mutating func composer(
        for shape: RowShape, layout: CSVLayout, extensions: [(title: String, name: String)]
    ) -> Shape {
        if let made = composers[shape] { return made }
        let cells = CSVHeaderCell.header(
            for: layout, counts: CSVRowBuffer.dictionary(shape.counts), extensionColumns: extensions,
            optionalFields: shape.optionalFields)
        let made = Shape(
            cells: cells, composer: CSVRowComposer(layout: layout, cells: cells),
            keyNumbers: cells.map { UInt32(number(for: CSVRowBuffer.key(of: $0))) })
        composersMade += 1
        if composers.count >= Self.composerCacheLimit { composers.removeAll(keepingCapacity: true) }
        composers[shape] = made
        return made
    }

    private mutating func append(_ value: UInt32) {
        storage.append(UInt8(truncatingIfNeeded: value))
        storage.append(UInt8(truncatingIfNeeded: value >> 8))
        storage.append(UInt8(truncatingIfNeeded: value >> 16))
        storage.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    private mutating func number(for key: String) -> Int32 {
        if let number = keyNumbers[key] { return number }
        let number = Int32(keys.count)
        keys.append(key)
        keyNumbers[key] = number
        return number
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
        var position: [String: Int] = [:]
        for (index, cell) in cells.enumerated() { position[CSVRowBuffer.key(of: cell)] = index }
        let columnOfKey = keys.map { position[$0] }
        // Where each column's text starts in the record, and its length (-1: none); kept
        // between rows.
        var spans = [Int](repeating: -1, count: cells.count * 2)
        try forEachRecord { record in
            for index in spans.indices where index & 1 == 1 { spans[index] = -1 }
            let keyLength = CSVRowBuffer.number(at: 0, in: record)
            var offset = 4 + (keyLength == Int(UInt32.max) ? 0 : keyLength)
            while offset < record.count {
                let key = CSVRowBuffer.number(at: offset, in: record)
                let length = CSVRowBuffer.number(at: offset + 4, in: record)
                offset += 8
                if let column = columnOfKey[key] {
                    spans[2 * column] = offset
                    spans[2 * column + 1] = length
                }
                offset += length
            }
            try body(CSVRowBuffer.key(in: record), CSVHeldRow(record: record, spans: spans))
        }
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

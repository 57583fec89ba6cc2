import ContactModel

/// The rows of a CSV writer that must see every contact before writing its header (to count
/// numbered groups), kept compactly: only each row's non-empty cells, by column key, as bytes
/// in one block (about the size of the output), not the contacts themselves.
struct CSVRowBuffer {
    /// Every row's cells back to back: column key (4 bytes), length (4 bytes), UTF-8 text.
    private var storage: [UInt8] = []
    /// Where each row starts in `storage`.
    private var rowStarts: [Int] = []
    /// Column keys (a field path, or `#` and the title of a column without field), by number.
    private var keys: [String] = []
    private var keyNumbers: [String: Int32] = [:]
    /// Entries per numbered group the rows need.
    private(set) var counts: [CSVList: Int] = [:]
    /// Extension columns, in order of first appearance.
    private(set) var extensionColumns: [(title: String, name: String)] = []
    private var extensionNames: Set<String> = []
    /// The generic layout's optional name columns the rows fill (``CSVTextField/writtenWhenFilled``).
    private(set) var optionalFields: Set<CSVTextField> = []
    /// The extension lookups of the rows composed so far (``CSVExtensionIndex/lookupCount``).
    private(set) var extensionLookupCount = 0
    /// The header and composer made for each shape of row seen lately: making a composer
    /// (normalizing every column name of the layout) cost far more than composing a row.
    private var composers: [RowShape: (cells: [CSVHeaderCell], composer: CSVRowComposer)] = [:]
    /// The most shapes kept: rows of a book share a few dozen (84 in 2,000 generated
    /// contacts); a book whose rows all differ (extension columns of their own) starts the
    /// cache over rather than growing it.
    static let composerCacheLimit = 1024
    /// The composers made so far (tests check rows of one shape share one).
    private(set) var composersMade = 0

    /// What a row's header depends on besides the layout.
    private struct RowShape: Hashable {
        let counts: [CSVList: Int]
        let extensionTitles: [String]
        let extensionNames: [String]
        let optionalFields: Set<CSVTextField>
    }

    var rowCount: Int { rowStarts.count }

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

    /// Composes `contact`'s row against a header just wide enough for it and keeps it;
    /// returns what the layout has no column for.
    mutating func add(_ contact: Contact, layout: CSVLayout) -> [CSVLoss] {
        let contactCounts = CSVWriter.counts(of: [contact], layout: layout)
        let extensions = CSVWriter.extensionColumns(of: [contact], layout: layout)
        let filled = CSVTextField.filledOptionalFields(of: contact)
        optionalFields.formUnion(filled)
        let (cells, composer) = composer(
            for: RowShape(
                counts: contactCounts, extensionTitles: extensions.map(\.title),
                extensionNames: extensions.map(\.name), optionalFields: filled),
            layout: layout, extensions: extensions)
        let (values, leftOut, lookups) = composer.compose(contact)
        extensionLookupCount += lookups
        for (list, count) in contactCounts { counts[list] = max(counts[list] ?? 0, count) }
        for column in extensions where !extensionNames.contains(column.name) {
            extensionNames.insert(column.name)
            extensionColumns.append(column)
        }
        rowStarts.append(storage.count)
        for (cell, value) in zip(cells, values) where !value.isEmpty && value != cell.emptyValue {
            append(UInt32(number(for: CSVRowBuffer.key(of: cell))))
            append(UInt32(value.utf8.count))
            storage.append(contentsOf: value.utf8)
        }
        return leftOut
    }

    /// The header and composer for rows of `shape`, made once and kept (a buffer writes one layout).
    private mutating func composer(
        for shape: RowShape, layout: CSVLayout, extensions: [(title: String, name: String)]
    ) -> (cells: [CSVHeaderCell], composer: CSVRowComposer) {
        if let made = composers[shape] { return made }
        let cells = CSVHeaderCell.header(
            for: layout, counts: shape.counts, extensionColumns: extensions, optionalFields: shape.optionalFields)
        let made = (cells: cells, composer: CSVRowComposer(layout: layout, cells: cells))
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

    private func number(at offset: Int) -> Int {
        Int(storage[offset]) | Int(storage[offset + 1]) << 8 | Int(storage[offset + 2]) << 16
            | Int(storage[offset + 3]) << 24
    }

    private mutating func number(for key: String) -> Int32 {
        if let number = keyNumbers[key] { return number }
        let number = Int32(keys.count)
        keys.append(key)
        keyNumbers[key] = number
        return number
    }

    /// Calls `body` with every row spread over the final header's `cells`, in order.
    func forEachRow(in cells: [CSVHeaderCell], _ body: ([String]) throws -> Void) rethrows {
        var position: [String: Int] = [:]
        for (index, cell) in cells.enumerated() { position[CSVRowBuffer.key(of: cell)] = index }
        let columnOfKey = keys.map { position[$0] }
        let empty = cells.map(\.emptyValue)
        for (index, start) in rowStarts.enumerated() {
            let end = index + 1 < rowStarts.count ? rowStarts[index + 1] : storage.count
            var values = empty
            var offset = start
            while offset < end {
                let key = number(at: offset)
                let length = number(at: offset + 4)
                offset += 8
                if let column = columnOfKey[key] {
                    values[column] = String(decoding: storage[offset..<offset + length], as: UTF8.self)
                }
                offset += length
            }
            try body(values)
        }
    }
}

import ContactModel

/// The rows of a CSV writer that must see every contact before writing its header (to count
/// numbered groups), kept compactly: only each row's non-empty cells, by column key, not the
/// contacts themselves.
struct CSVRowBuffer {
    /// One row: the keys of its non-empty columns and their values.
    private struct Row {
        var keys: [Int32]
        var values: [String]
    }

    private var rows: [Row] = []
    /// Column keys (a field path, or `#` and the title of a column without field), by number.
    private var keys: [String] = []
    private var keyNumbers: [String: Int32] = [:]
    /// Entries per numbered group the rows need.
    private(set) var counts: [CSVList: Int] = [:]
    /// Extension columns, in order of first appearance.
    private(set) var extensionColumns: [(title: String, name: String)] = []
    private var extensionNames: Set<String> = []

    var rowCount: Int { rows.count }

    /// The key that identifies a column whatever the header's width.
    static func key(of cell: CSVHeaderCell) -> String {
        cell.field?.path ?? "#" + cell.title
    }

    /// Composes `contact`'s row against a header just wide enough for it and keeps it;
    /// returns what the layout has no column for.
    mutating func add(_ contact: Contact, layout: CSVLayout) -> [String] {
        let contactCounts = CSVWriter.counts(of: [contact], layout: layout)
        let extensions = CSVWriter.extensionColumns(of: [contact], layout: layout)
        let cells = CSVHeaderCell.header(for: layout, counts: contactCounts, extensionColumns: extensions)
        let (values, leftOut) = CSVRowComposer(layout: layout, cells: cells).compose(contact)
        for (list, count) in contactCounts { counts[list] = max(counts[list] ?? 0, count) }
        for column in extensions where !extensionNames.contains(column.name) {
            extensionNames.insert(column.name)
            extensionColumns.append(column)
        }
        var row = Row(keys: [], values: [])
        for (cell, value) in zip(cells, values) where !value.isEmpty && value != cell.emptyValue {
            row.keys.append(number(for: CSVRowBuffer.key(of: cell)))
            row.values.append(value)
        }
        rows.append(row)
        return leftOut
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
        for row in rows {
            var values = empty
            for (key, value) in zip(row.keys, row.values) {
                if let column = columnOfKey[Int(key)] { values[column] = value }
            }
            try body(values)
        }
    }
}

import ContactModel

/// What a CSV writer's header needs to know of the rows it holds: the entries of each
/// numbered group, the extension columns, the optional name columns filled. Kept for every
/// row held (``CSVRowBuffer``), and for every batch of rows composed on another thread
/// (``CSVRowBatch``), which the writer adds to its own in input order.
struct CSVRowTotals {
    /// The rows counted.
    private(set) var rowCount = 0
    /// Entries per numbered group the rows need, by ``CSVList/ordinal``.
    private(set) var maximumCounts = SIMD16<Int32>()
    /// Extension columns, in order of first appearance.
    private(set) var extensionColumns: [(title: String, name: String)] = []
    private var extensionNames: Set<String> = []
    /// The generic layout's optional name columns the rows fill (``CSVTextField/writtenWhenFilled``).
    private(set) var optionalFields: Set<CSVTextField> = []
    /// The extension lookups of the rows composed (``CSVExtensionIndex/lookupCount``).
    private(set) var extensionLookupCount = 0

    /// Entries per numbered group the rows need.
    var counts: [CSVList: Int] { CSVRowShapes.dictionary(maximumCounts) }

    /// Counts one row.
    mutating func add(_ row: CSVComposedRow) {
        rowCount += 1
        maximumCounts = pointwiseMax(maximumCounts, row.counts)
        optionalFields.formUnion(row.optionalFields)
        extensionLookupCount += row.extensionLookups
        addExtensionColumns(row.extensionColumns)
    }

    /// Adds the totals of rows that come after these.
    mutating func add(_ later: CSVRowTotals) {
        rowCount += later.rowCount
        maximumCounts = pointwiseMax(maximumCounts, later.maximumCounts)
        optionalFields.formUnion(later.optionalFields)
        extensionLookupCount += later.extensionLookupCount
        addExtensionColumns(later.extensionColumns)
    }

    private mutating func addExtensionColumns(_ columns: [(title: String, name: String)]) {
        for column in columns where !extensionNames.contains(column.name) {
            extensionNames.insert(column.name)
            extensionColumns.append(column)
        }
    }

    /// Totals as they were written into a batch (``CSVRowBatch``).
    init(
        rowCount: Int, maximumCounts: SIMD16<Int32>, extensionColumns: [(title: String, name: String)],
        optionalFields: Set<CSVTextField>, extensionLookupCount: Int
    ) {
        self.rowCount = rowCount
        self.maximumCounts = maximumCounts
        self.optionalFields = optionalFields
        self.extensionLookupCount = extensionLookupCount
        addExtensionColumns(extensionColumns)
    }

    /// No rows.
    init() {}
}

/// One contact's row, composed against a header just wide enough for it: what it adds to
/// the header's needs, and what the layout has no column for.
struct CSVComposedRow {
    /// Entries per numbered group the row needs, by ``CSVList/ordinal``.
    let counts: SIMD16<Int32>
    let extensionColumns: [(title: String, name: String)]
    let optionalFields: Set<CSVTextField>
    let extensionLookups: Int
    /// What the layout has no column for.
    let leftOut: [CSVLoss]
}

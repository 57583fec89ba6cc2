import ContactModel
import ContactSupport

/// The headers, row composers and column key numbers a CSV writer's held rows are composed
/// with, one for each shape of row (``RowShape``), shared by the writer and the threads that
/// compose its rows (``CSVRowEncoder``): a row record names its cells by key number, so
/// every record of one book must number keys alike.
///
/// Making a composer (normalizing every column name of the layout) costs far more than
/// composing a row, and a cell's key is a field path built as text: each is made once. The
/// lock is taken once a row (about 50 instructions of the 60,000 a row costs).
final class CSVRowShapes: @unchecked Sendable {
    /// What rows of one shape share: an object, so that handing it out of the cache for a
    /// row retains one reference, not each of the composer's tables.
    final class Shape: @unchecked Sendable {
        let cells: [CSVHeaderCell]
        let composer: CSVRowComposer
        let keyNumbers: [UInt32]

        init(cells: [CSVHeaderCell], composer: CSVRowComposer, keyNumbers: [UInt32]) {
            self.cells = cells
            self.composer = composer
            self.keyNumbers = keyNumbers
        }
    }

    /// What a row's header depends on besides the layout.
    struct RowShape: Hashable {
        let counts: SIMD16<Int32>
        let extensionTitles: [String]
        let extensionNames: [String]
        let optionalFields: Set<CSVTextField>
    }

    /// The layout every shape is of.
    let layout: CSVLayout
    private let lock = MutexLock()
    /// Guarded by `lock`, as the three below.
    private var shapes: [RowShape: Shape] = [:]
    /// Column keys (a field path, or `#` and the title of a column without field), by number.
    private var keys: [String] = []
    private var keyNumbers: [String: Int32] = [:]
    private var made = 0

    /// The most shapes kept: rows of a book share a few dozen (84 in 2,000 generated
    /// contacts); a book whose rows all differ (extension columns of their own) starts the
    /// cache over rather than growing it. Key numbers are kept: records hold them.
    static let cacheLimit = 1024

    init(layout: CSVLayout) {
        self.layout = layout
    }

    /// The composers made so far (tests check rows of one shape share one).
    var composersMade: Int { lock.withLock { made } }

    /// The column keys numbered so far, by number.
    var columnKeys: [String] { lock.withLock { keys } }

    /// The header, composer and key numbers for rows of `shape`, made the first time.
    func shape(for shape: RowShape, extensions: [(title: String, name: String)]) -> Shape {
        if let known = lock.withLock({ shapes[shape] }) { return known }
        // Made outside the lock (the costly part); another thread may make the same shape
        // meanwhile, and the first kept wins, so that every row of a shape numbers alike.
        let cells = CSVHeaderCell.header(
            for: layout, counts: CSVRowShapes.dictionary(shape.counts), extensionColumns: extensions,
            optionalFields: shape.optionalFields)
        let composer = CSVRowComposer(layout: layout, cells: cells)
        return lock.withLock {
            if let known = shapes[shape] { return known }
            let made = Shape(cells: cells, composer: composer, keyNumbers: cells.map { UInt32(number(for: CSVRowShapes.key(of: $0))) })
            self.made += 1
            if shapes.count >= Self.cacheLimit { shapes.removeAll(keepingCapacity: true) }
            shapes[shape] = made
            return made
        }
    }

    /// The number of `key`; the lock is held.
    private func number(for key: String) -> Int32 {
        if let number = keyNumbers[key] { return number }
        let number = Int32(keys.count)
        keys.append(key)
        keyNumbers[key] = number
        return number
    }

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

    /// Counts by ``CSVList/ordinal`` as a dictionary with every list.
    static func dictionary(_ counts: SIMD16<Int32>) -> [CSVList: Int] {
        var dictionary: [CSVList: Int] = [:]
        for list in CSVList.allCases { dictionary[list] = Int(counts[Int(list.ordinal)]) }
        return dictionary
    }
}

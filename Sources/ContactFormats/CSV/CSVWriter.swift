import ContactModel

/// Writes contacts as CSV in one layout: the layout's exact header order, CRLF line ends,
/// RFC 4180 quoting (every field quoted for Outlook).
///
/// Numbered groups (`Phone 3 - Value`) get as many entries as the data needs: the writer
/// keeps the rows (compactly, past a few megabytes in an unlinked temporary file, so memory
/// stays flat) until ``finish()`` to count them. A group card is no row: its
/// name goes into its members' rows (`CSVGroupCards`), and as it may come after them, a
/// layout with a groups column (Google, Outlook, generic) keeps the rows too. With
/// ``Options/slots`` the writer streams (a group card then names only the members after it,
/// reported); Thunderbird's rows always stream. Values a spreadsheet would run as a formula are guarded
/// (``CSVFormulaGuard``), header cells included, unless ``Options/formulaGuard`` is off. Photos are never written.
/// What the layout has no column for is named in a ``/ContactModel/Diagnostic/Code/fieldLeftOut`` warning,
/// one per thing lost, its kind in ``/ContactModel/Diagnostic/property``. A contact with only a display
/// name gets name parts from it where the layout has no display-name column.
public struct CSVWriter: ContactWriter {
    /// How to write: the layout, the encoding, and the choices the command line's CSV options make.
    public struct Options: Sendable {
        /// The layout whose header and columns are written.
        public var layout: CSVLayout
        /// The text encoding of the output (UTF-8 unless told).
        public var encoding: CSVEncoding
        /// Starts the output with a UTF-8 byte-order mark (Excel needs it to see UTF-8).
        public var byteOrderMark: Bool
        /// Whether values a spreadsheet would run as a formula are neutralized (``CSVFormulaGuard``).
        public var formulaGuard: Bool
        /// Entries per numbered group; nil to count them from the data (buffers contacts).
        public var slots: [CSVList: Int]?

        /// Creates options; the defaults write the generic layout in UTF-8, formulas guarded.
        public init(
            layout: CSVLayout = .generic, encoding: CSVEncoding = .utf8, byteOrderMark: Bool = false,
            formulaGuard: Bool = true, slots: [CSVList: Int]? = nil
        ) {
            self.layout = layout
            self.encoding = encoding
            self.byteOrderMark = byteOrderMark
            self.formulaGuard = formulaGuard
            self.slots = slots
        }

        /// Reads a `--slots` value: `phones=3,emails=2` (also `addresses`, `urls`,
        /// `relations`, `dates`, `ims`, `profiles`, or any list's field name); nil if malformed.
        public static func slots(argument: String) -> [CSVList: Int]? {
            var result: [CSVList: Int] = [:]
            for item in argument.split(separator: ",") {
                let pair = item.split(separator: "=")
                guard pair.count == 2, let count = Int(pair[1]), count >= 0 else { return nil }
                let key = String(pair[0]).trimmingWhitespace().lowercased()
                let aliases: [String: CSVList] = [
                    "phones": .phoneNumbers, "emails": .emailAddresses, "addresses": .postalAddresses,
                    "urls": .urlAddresses, "websites": .urlAddresses, "relations": .contactRelations,
                    "dates": .dates, "events": .dates, "ims": .instantMessageAddresses,
                    "profiles": .socialProfiles,
                ]
                guard let list = aliases[key] ?? CSVList.allCases.first(where: { $0.rawValue.lowercased() == key })
                else { return nil }
                result[list] = count
            }
            return result
        }
    }

    /// Where the bytes go.
    public let sink: ByteSink
    /// The layout, encoding and choices this writer was made with.
    public let options: Options
    public internal(set) var diagnostics: [Diagnostic] = []
    private var composer: CSVRowComposer?
    /// While counting: the rows so far, compactly, and what the header will need; the
    /// group cards given, whose names go into their members' rows.
    private let held: CSVHeldRows
    private var written = 0
    /// The bytes of the row being written, kept between rows for their capacity.
    var rowBytes: [UInt8] = []
    /// The extension lookups of the rows written (``CSVExtensionIndex/lookupCount``).
    private var writtenExtensionLookups = 0
    /// The work of filling extension columns so far, rows held for the header included:
    /// tests check it grows with the size of the table, not its square.
    var extensionLookupCount: Int { writtenExtensionLookups + held.buffer.extensionLookupCount }
    /// The row composers made for the rows held for the header (``CSVRowBuffer``).
    var heldRowComposerCount: Int { held.buffer.composersMade }

    /// The rows this writer holds until its header is known, which rows composed on other
    /// threads join (``CSVHeldRows/add(batch:)``); nil when the writer streams its rows
    /// (``Options/slots``, Thunderbird), or has begun to.
    package var heldRows: CSVHeldRows? { holdsRows && composer == nil ? held : nil }

    /// Whether the rows held for the header went to a temporary file (``CSVRowBuffer``).
    private(set) var spooledHeldRows = false

    /// Whether rows wait for ``finish()`` (``holdsRows(_:)``), worked out once rather than by
    /// scanning the layout's columns for every contact.
    let holdsRows: Bool
    /// Whether the layout has a groups column (``hasGroupsColumn(_:)``).
    private let layoutHasGroupsColumn: Bool
    /// Whether the layout quotes every field (``CSVLayoutTable/quotesEveryField``).
    let quotesEveryField: Bool

    /// Creates a writer into `sink`.
    public init(sink: ByteSink, options: Options = Options()) {
        self.sink = sink
        self.options = options
        holdsRows = CSVWriter.holdsRows(options)
        layoutHasGroupsColumn = CSVWriter.hasGroupsColumn(options.layout)
        quotesEveryField = options.layout.table.quotesEveryField
        held = CSVHeldRows(buffer: CSVRowBuffer(layout: options.layout), options: options)
    }

    /// A writer whose held rows go to a temporary file in `spoolDirectory` past
    /// `heldRowMemoryLimit` bytes (tests).
    init(sink: ByteSink, options: Options, heldRowMemoryLimit: Int, spoolDirectory: String = SpoolFile.temporaryDirectory) {
        self.init(sink: sink, options: options)
        held.buffer = CSVRowBuffer(layout: options.layout, memoryLimit: heldRowMemoryLimit, spoolDirectory: spoolDirectory)
    }

    /// Writes one contact as a row (or holds it, when the header must wait for the column
    /// counts, or group cards may still name it). A group card is no row: its name goes into
    /// its members' groups column (`CSVGroupCards`).
    public mutating func write(_ contact: Contact) throws {
        diagnostics.removeAll(keepingCapacity: true)
        if contact.kind == .group {
            diagnostics.append(
                held.groupCards.add(
                    contact, layout: options.layout, hasGroupsColumn: layoutHasGroupsColumn,
                    rowsWritten: written))
            return
        }
        guard !holdsRows else {
            // The header waits for every contact. The row is composed now against a header
            // just wide enough for this contact and kept as its non-empty cells; what the
            // contact loses does not depend on the others, so it is reported now.
            let leftOut = try held.buffer.add(contact, key: contact.uid.map(CSVGroupCards.key))
            CSVWriter.report(leftOut, row: held.buffer.rowCount + 1, layout: options.layout, into: &diagnostics)
            return
        }
        if composer == nil {
            try start(
                counts: options.slots ?? [:], extensionColumns: CSVWriter.extensionColumns(of: contact, layout: options.layout),
                optionalFields: CSVTextField.filledOptionalFields(of: contact))
        }
        // Streaming: the groups whose cards came before this contact name it.
        let groups = held.groupCards.names(for: contact.uid).filter { !contact.groups.contains($0) }
        guard groups.isEmpty else {
            var member = contact
            member.groups += groups
            return try emit(member)
        }
        try emit(contact)
    }

    /// Writes the header and the kept contacts (when counting), and flushes. The diagnostics
    /// of the last write stay; encoding problems found now are added to them.
    public mutating func finish() throws {
        if composer == nil {
            let buffer = held.buffer
            let groupCards = held.groupCards
            try start(counts: buffer.counts, extensionColumns: buffer.extensionColumns, optionalFields: buffer.optionalFields)
            // Left-out values were reported by write(); group members not in the output and
            // encoding problems are new here.
            let cells = composer!.cells
            if !groupCards.isEmpty {
                // The members no held row has: learnt from the keys before any row is written.
                var present: Set<String> = []
                try buffer.forEachKey { key in
                    if groupCards.names(forKey: key) != nil { present.insert(key) }
                }
                diagnostics += groupCards.missingMembers(layout: options.layout) { present.contains($0) }
            }
            let emptyCells = CSVEmptyCells(cells.map(\.emptyValue), guarding: options.formulaGuard, quoteAll: quotesEveryField)
            if held.finishingThreadCount > 1, options.encoding == .utf8, groupCards.isEmpty {
                try writeHeldRowsInParallel(
                    of: buffer, in: cells, emptyCells: emptyCells, threadCount: held.finishingThreadCount)
            } else {
                try writeHeldRows(of: buffer, in: cells, emptyCells: emptyCells, groupCards: groupCards)
            }
            writtenExtensionLookups += buffer.extensionLookupCount
            spooledHeldRows = buffer.isSpooled
            held.buffer = CSVRowBuffer(
                layout: options.layout, memoryLimit: buffer.memoryLimit, spoolDirectory: buffer.spoolDirectory)
        }
        try sink.flush()
    }

    /// Writes the held rows one after another, each with the names of the groups whose
    /// cards list it.
    private mutating func writeHeldRows(
        of buffer: CSVRowBuffer, in cells: [CSVHeaderCell], emptyCells: CSVEmptyCells, groupCards: CSVGroupCards
    ) throws {
        let groupsColumn = cells.firstIndex { $0.field == .groups }
        try buffer.forEachRow(in: cells) { key, heldRow in
            guard let key, let names = groupCards.names(forKey: key), let groupsColumn else {
                return try emitRow(heldRow, emptyCells: emptyCells, guarding: options.formulaGuard)
            }
            var row = heldRow.strings(emptyValues: emptyCells.values)
            row[groupsColumn] = CSVWriter.adding(names, toGroupsCell: row[groupsColumn], layout: options.layout)
            try emitRow(row, guarding: options.formulaGuard)
        }
    }

    /// Whether rows are held until ``finish()`` (unless ``Options/slots`` fixes the counts):
    /// to count numbered groups, or because a group card may come after its members (a
    /// layout with a groups column).
    static func holdsRows(_ options: Options) -> Bool {
        options.slots == nil && (CSVWriter.needsCounts(options.layout) || CSVWriter.hasGroupsColumn(options.layout))
    }

    /// Whether the layout has a column for group names (Google's `Labels`, Outlook's
    /// `Categories`, the generic `groups`).
    static func hasGroupsColumn(_ layout: CSVLayout) -> Bool {
        layout.table.columns.contains { $0.field == .groups }
    }

    /// A groups cell with `names` added (those it does not have yet), in the layout's form.
    static func adding(_ names: [String], toGroupsCell cell: String, layout: CSVLayout) -> String {
        let separator = layout.table.groupSeparator
        var present = cell.isEmpty ? [] : cell.components(separatedBy: separator)
        for name in names where !present.contains(name) { present.append(name) }
        return present.joined(separator: separator)
    }

    /// Whether the layout has numbered groups or extension columns to count.
    static func needsCounts(_ layout: CSVLayout) -> Bool {
        layout == .generic || !layout.table.groups.isEmpty
    }

    /// The extra columns `contact` needs: for the generic layout one per extension name, group
    /// and parameters (``CSVExtensionKey``), titled by the CSV column it came from or by its
    /// field path; for the other layouts one per column read from a CSV that the layout does
    /// not have (Google's custom fields, say), so they are written back. Called for every
    /// held row: a contact without extensions costs nothing more.
    static func extensionColumns(of contact: Contact, layout: CSVLayout) -> [(title: String, name: String)] {
        guard !contact.extensions.isEmpty else { return [] }
        var seen: Set<String> = []
        var columns: [(title: String, name: String)] = []
        let table = layout.table
        for property in contact.extensions {
            let name = CSVExtensionKey.columnName(of: property, layout: layout)
            guard !seen.contains(name) else { continue }
            let column = property.parameters.firstValue(named: "X-CSV-COLUMN")
            if layout != .generic {
                guard let column, table.field(forHeader: column) == nil else { continue }
            }
            seen.insert(name)
            columns.append((column ?? CSVField.extensionProperty(name).path, name))
        }
        return columns
    }

    private mutating func start(
        counts: [CSVList: Int], extensionColumns: [(title: String, name: String)], optionalFields: Set<CSVTextField>
    ) throws {
        let cells = CSVHeaderCell.header(
            for: options.layout, counts: counts, extensionColumns: extensionColumns, optionalFields: optionalFields)
        composer = CSVRowComposer(layout: options.layout, cells: cells)
        if options.byteOrderMark && options.encoding == .utf8 { try sink.append([0xEF, 0xBB, 0xBF]) }
        if options.encoding == .utf16 { try sink.append([0xFF, 0xFE]) }
        // Headers are guarded like values: an unknown column read from a CSV (or an
        // X-CSV-COLUMN parameter) may be named `=HYPERLINK(...)`.
        try emitRow(cells.map(\.title), guarding: options.formulaGuard)
    }

    private mutating func emit(_ contact: Contact) throws {
        written += 1
        let (cells, leftOut, lookups) = composer!.compose(contact)
        writtenExtensionLookups += lookups
        try emitRow(cells, guarding: options.formulaGuard)
        CSVWriter.report(leftOut, row: written + 1, layout: options.layout, into: &diagnostics)
    }

    /// One `field-left-out` warning for each thing a contact lost, its kind (`uid`,
    /// `phoneNumbers`, `emailAddresses.label`) as the warning's property, so that a run can
    /// count each kind once; `row` is the contact's row in the output (the header is row 1),
    /// nil when not known (a row composed on another thread: ``CSVRowEncoder``).
    static func report(_ leftOut: [CSVLoss], row: Int?, layout: CSVLayout, into diagnostics: inout [Diagnostic]) {
        for loss in leftOut {
            diagnostics.append(
                .warning(
                    .fieldLeftOut, line: row, property: loss.kind,
                    "csv:\(layout.rawValue) has no column for: " + loss.text))
        }
    }
}

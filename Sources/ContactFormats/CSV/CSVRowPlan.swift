import ContactModel

/// What each column of one CSV input does to a contact, worked out once from its header, so
/// building a row only looks its columns up by number: no header names, no field paths and
/// no searching for the entry a column belongs to.
///
/// Entries of labeled lists (`Phone 2`, `Business Address`) are numbered in the order their
/// first column comes; each part of an entry the columns fill (value, street, service, ...)
/// gets a cell of its own, where a row keeps the part's text until the entry is built.
final class CSVRowPlan: Sendable {
    /// What one column does with a non-empty value.
    enum Action: Sendable {
        case ignored
        case text(CSVTextField)
        case birthday
        case birthdayPart(CSVDatePart)
        /// Group names, split at the separator of the layout the column is from.
        case groups(separator: String)
        /// An extension column: the property's group, name and parameters.
        case extensionProperty(CSVExtensionKey)
        /// A parameter of the entry.
        case entryParameter(entry: Int, name: String)
        /// A part of the entry kept in a cell (the label, the value, an address part, ...).
        case entryPart(entry: Int, cell: Int)
        /// A column the model has no field for, kept as this extension.
        case keep(name: String)
    }

    struct Column: Sendable {
        var action: Action
        /// What the exporter writes for "no value" in this column, when it is not empty.
        var emptyValue: String?
        var header: String
        /// ``emptyValue``'s UTF-8, and whether it is ASCII.
        var emptyValueBytes: [UInt8] = []
        var emptyValueIsASCII = true
        /// The parameters of the extension a `.keep` column's value becomes
        /// (`X-CSV-COLUMN=<header>`), made once.
        var keptParameters: [Parameter] = []

        /// Whether the well-formed UTF-8 `cell` is the column's ``emptyValue``, as `String`
        /// compares them (by canonical equivalence), mostly without making a string of it.
        /// `rowIsASCII`: the cell is known to be ASCII.
        func isEmptyValue(_ cell: UnsafeBufferPointer<UInt8>, rowIsASCII: Bool = false) -> Bool {
            guard let emptyValue else { return false }
            let same = emptyValueBytes.withUnsafeBufferPointer { marker in
                guard marker.count == cell.count else { return false }
                // A plain loop: `elementsEqual` on buffer pointers was not specialized
                // (about 225 instructions a cell).
                var index = 0
                while index < marker.count {
                    if marker[index] != cell[index] { return false }
                    index &+= 1
                }
                return true
            }
            if same { return true }
            // Two ASCII texts are equivalent only when their bytes are the same.
            if emptyValueIsASCII && (rowIsASCII || !cell.contains(where: { $0 >= 0x80 })) { return false }
            return String(validUTF8: cell) == emptyValue
        }
    }

    /// A column's ``Column/emptyValue`` of 4 to 16 bytes as two words (its first and last
    /// four or eight bytes), so that a cell is compared with it in a few instructions,
    /// without copying the column: a trivial value, by column.
    struct EmptyMarker: Sendable {
        /// The marker's byte count (0: no marker, or one the words do not cover).
        var count = 0
        var head: UInt64 = 0
        var tail: UInt64 = 0
        /// Whether the marker is ASCII: then a cell of other bytes in an ASCII row is not it.
        var isASCII = false

        init(_ bytes: [UInt8], isASCII: Bool) {
            guard bytes.count >= 4 && bytes.count <= 16 else { return }
            count = bytes.count
            self.isASCII = isASCII
            bytes.withUnsafeBufferPointer { bytes in
                head = EmptyMarker.head(of: bytes)
                tail = EmptyMarker.tail(of: bytes)
            }
        }

        /// The first four (count 4...7) or eight (8...16) bytes, as a word in memory order.
        @inline(__always)
        static func head(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            if bytes.count >= 8 { return raw.loadUnaligned(as: UInt64.self) }
            return UInt64(raw.loadUnaligned(as: UInt32.self))
        }

        /// The last four or eight bytes (overlapping the head when the count is less than
        /// twice that), as a word.
        @inline(__always)
        static func tail(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            if bytes.count >= 8 { return raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self) }
            return UInt64(raw.loadUnaligned(fromByteOffset: bytes.count &- 4, as: UInt32.self))
        }

        /// Whether the non-empty `cell` is the marker, as ``Column/isEmptyValue(_:rowIsASCII:)``
        /// says, when the words can tell: its bytes are the marker's (true), or they are not
        /// and both are ASCII (false); nil when they cannot (no marker, or a non-ASCII cell
        /// of other bytes, which may still be equivalent).
        @inline(__always)
        func matches(_ cell: UnsafeBufferPointer<UInt8>, rowIsASCII: Bool) -> Bool? {
            guard count > 0 else { return nil }
            if cell.count == count && EmptyMarker.head(of: cell) == head && EmptyMarker.tail(of: cell) == tail {
                return true
            }
            return isASCII && rowIsASCII ? false : nil
        }
    }

    /// What a row does with a column before its action: nothing (ignored), or compare the
    /// value with the column's ``Column/emptyValue`` first. A trivial value, read per cell
    /// without retaining anything.
    enum CellKind: UInt8, Sendable {
        case ignored, plain, hasEmptyValue
    }

    /// The commonest actions, without payloads to retain per cell; `.other`: see the
    /// column's ``Column/action``.
    enum FastAction: Sendable {
        case text(CSVTextField)
        case entryPart(entry: Int, cell: Int)
        /// The value cell of an entry whose value may hold several (Google's ` ::: `).
        case entryValue(entry: Int, cell: Int)
        /// The label cell of a numbered entry that is not a custom field: only the label
        /// read from it is used, never its text.
        case entryLabel(entry: Int, cell: Int)
        /// Outlook's `E-mail Type` (parameter `X-OUTLOOK-TYPE` of the entry), mostly `SMTP`,
        /// which says nothing: compared as bytes first.
        case outlookType(entry: Int)
        case other
    }

    /// The parts of an entry kept in cells: all but parameters.
    enum CellPart: Int, CaseIterable {
        case label, value, street, street2, street3, city, state, postalCode, country, postOfficeBox
        case extendedAddress, subLocality, formatted, service

        init?(_ part: CSVPart) {
            switch part {
            case .label: self = .label
            case .value: self = .value
            case .street: self = .street
            case .street2: self = .street2
            case .street3: self = .street3
            case .city: self = .city
            case .state: self = .state
            case .postalCode: self = .postalCode
            case .country: self = .country
            case .postOfficeBox: self = .postOfficeBox
            case .extendedAddress: self = .extendedAddress
            case .subLocality: self = .subLocality
            case .formatted: self = .formatted
            case .service: self = .service
            case .parameter: return nil
            }
        }
    }

    /// One entry the columns fill.
    struct Entry: Sendable {
        var list: CSVList
        var slot: CSVSlot
        /// How many entries of the plan are of this entry's list.
        var listSize = 0
        /// The cell of each ``CellPart`` by its raw value (nil: no column holds that part).
        var cells: [Int?] = Array(repeating: nil, count: CellPart.allCases.count)
    }

    /// What building an entry reads of it, without copying the entry (its cells and slot
    /// are retained with it): by entry number.
    struct EntryFacts: Sendable {
        var list: CSVList
        var listSize: Int
        var isNumbered: Bool
    }

    let layout: CSVLayout
    let table: CSVLayoutTable
    let encoding: CSVEncoding
    let columns: [Column]
    /// Per column: ``CellKind`` and ``FastAction``.
    let cellKinds: [CellKind]
    /// Per column: its ``Column/emptyValue`` as words.
    let emptyMarkers: [EmptyMarker]
    let fastActions: [FastAction]
    let entries: [Entry]
    let entryFacts: [EntryFacts]
    /// The label of each entry of a `.labeled` slot (nil for `.numbered` ones), by entry number.
    let fixedLabels: [Label?]
    /// The cell of part `part` of entry `entry` at `entry * CellPart.allCases.count +
    /// part.rawValue`; -1 when no column holds it.
    private let cellTable: [Int]
    private let partCount = CellPart.allCases.count
    let cellCount: Int
    /// Whether a value cell may hold several values (Google's ` ::: `).
    let splitsValues: Bool
    /// What the label cells the layout writes itself say (`Mobile`, `* Home`), by their text:
    /// only those that name a predefined label, read once.
    let labelsByCellText: [String: CellLabel]

    /// A plan for `header` bound as `bindings`; `table` is the layout's own unless given (a
    /// reader that has not read its header yet gives an empty one: see
    /// `CSVRowBuilder.beforeHeader`).
    init(
        layout: CSVLayout, table givenTable: CSVLayoutTable? = nil, encoding: CSVEncoding, header: [String],
        bindings: [CSVReader.Binding]
    ) {
        self.layout = layout
        self.table = givenTable ?? layout.table
        self.encoding = encoding
        self.splitsValues = layout == .google || layout == .googleLegacy
        var entries: [Entry] = []
        var cellCount = 0
        func entryNumber(_ list: CSVList, _ slot: CSVSlot) -> Int {
            if let index = entries.firstIndex(where: { $0.list == list && $0.slot == slot }) { return index }
            entries.append(Entry(list: list, slot: slot))
            return entries.count - 1
        }
        var columns: [Column] = []
        for (index, binding) in bindings.enumerated() {
            let header = index < header.count ? header[index] : ""
            var column = Column(action: .ignored, emptyValue: nil, header: header)
            switch binding {
            case .ignored:
                break
            case .extensionColumn(let name, let emptyValue):
                column.action = .keep(name: name)
                column.emptyValue = emptyValue.isEmpty ? nil : emptyValue
            case .field(let field, let emptyValue, let groupSeparator):
                column.emptyValue = emptyValue.isEmpty ? nil : emptyValue
                switch field {
                case .text(let textField): column.action = .text(textField)
                case .birthday: column.action = .birthday
                case .birthdayPart(let part): column.action = .birthdayPart(part)
                case .groups: column.action = .groups(separator: groupSeparator ?? table.groupSeparator)
                case .extensionProperty(let text):
                    column.action = .extensionProperty(CSVExtensionKey(text: text) ?? CSVExtensionKey(name: text))
                case .entry(let list, let slot, let part):
                    let entry = entryNumber(list, slot)
                    if let cellPart = CellPart(part) {
                        let cell = entries[entry].cells[cellPart.rawValue] ?? cellCount
                        if cell == cellCount {
                            entries[entry].cells[cellPart.rawValue] = cell
                            cellCount += 1
                        }
                        column.action = .entryPart(entry: entry, cell: cell)
                    } else if case .parameter(let name) = part {
                        column.action = .entryParameter(entry: entry, name: name)
                    }
                }
            }
            if case .keep = column.action { column.keptParameters = [Parameter("X-CSV-COLUMN", header)] }
            if let emptyValue = column.emptyValue {
                column.emptyValueBytes = Array(emptyValue.utf8)
                column.emptyValueIsASCII = column.emptyValueBytes.allSatisfy { $0 < 0x80 }
            }
            columns.append(column)
        }
        for index in entries.indices {
            entries[index].listSize = entries.count { $0.list == entries[index].list }
        }
        self.columns = columns
        self.cellKinds = columns.map { column in
            if case .ignored = column.action { return .ignored }
            return column.emptyValue == nil ? .plain : .hasEmptyValue
        }
        self.emptyMarkers = columns.map { EmptyMarker($0.emptyValueBytes, isASCII: $0.emptyValueIsASCII) }
        let splitsValues = self.splitsValues
        self.fastActions = columns.map { column in
            switch column.action {
            case .text(let field): return .text(field)
            case .entryPart(let entry, let cell):
                let gathered = entries[entry]
                if gathered.cells[CellPart.label.rawValue] == cell, gathered.list != .customFields,
                    case .numbered = gathered.slot
                {
                    return .entryLabel(entry: entry, cell: cell)
                }
                if splitsValues, gathered.cells[CellPart.value.rawValue] == cell,
                    gathered.list != .postalAddresses, gathered.list != .customFields
                {
                    return .entryValue(entry: entry, cell: cell)
                }
                return .entryPart(entry: entry, cell: cell)
            case .entryParameter(let entry, let name) where name == "X-OUTLOOK-TYPE":
                return .outlookType(entry: entry)
            default: return .other
            }
        }
        self.entries = entries
        self.entryFacts = entries.map { entry in
            if case .numbered = entry.slot {
                return EntryFacts(list: entry.list, listSize: entry.listSize, isNumbered: true)
            }
            return EntryFacts(list: entry.list, listSize: entry.listSize, isNumbered: false)
        }
        self.fixedLabels = entries.map { entry in
            if case .labeled(let label, _) = entry.slot { return label }
            return nil
        }
        self.cellTable = entries.flatMap { entry in entry.cells.map { $0 ?? -1 } }
        self.cellCount = cellCount
        let hasLabelCells = entries.contains { entry in
            if case .numbered = entry.slot { return entry.cells[CellPart.label.rawValue] != nil }
            return false
        }
        self.labelsByCellText = hasLabelCells ? CSVRowPlan.predefinedLabels(in: table) : [:]
    }

    /// The cell that holds `part` of entry `entry`, if a column fills it.
    @inline(__always)
    func cell(_ part: CellPart, of entry: Int) -> Int? {
        let cell = cellTable[entry &* partCount &+ part.rawValue]
        return cell < 0 ? nil : cell
    }
}

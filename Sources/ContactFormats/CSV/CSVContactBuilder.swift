import ContactModel

/// Turns the values of one CSV row, column by column, into a ``Contact``, as the input's
/// ``CSVRowPlan`` says; ``finish()`` leaves it ready for the next row.
struct CSVContactBuilder {
    /// Where the text of one part of an entry is, and the column it came from (-1: none
    /// yet). A trivial value: the text stays in the row's bytes (``start``..<``end``) until
    /// the entry is built, or, for a cell read as a string, in ``texts``; writing a cell
    /// releases nothing.
    struct Cell {
        /// The builder's ``rowNumber`` when a column filled the cell: filled in this row
        /// when they are the same (no cell is emptied after a row).
        var row = -1
        var column = -1
        /// The cell's bytes in the row, when ``inRow``.
        var start = 0
        var end = 0
        /// Whether the text is the row's bytes `start..<end` (else: ``texts``, by cell number).
        var inRow = false
        /// Whether the text may hold ``multiValueSeparator`` (false only when its bytes were
        /// seen to have no `:`).
        var mayHoldSeparator = true
        /// Whether the label read from a label cell's bytes is in ``labels``
        /// (``CSVRowPlan/FastAction/entryLabel(entry:cell:)``); else read it from the text.
        var hasLabel = false
    }

    /// Copying an empty contact costs less than making one (its initializer evaluates
    /// every default argument).
    private static let emptyContact = Contact()

    let plan: CSVRowPlan
    /// The line where the row starts, for diagnostics.
    var line = 0
    var contact = CSVContactBuilder.emptyContact
    /// The parts of the entries of labeled lists, by the plan's cell numbers, until the
    /// entries are built: those whose ``Cell/row`` is ``rowNumber``.
    private(set) var cells: [Cell]
    /// The number of the row being built (one more after each ``finish()``).
    private(set) var rowNumber = 0
    /// The texts of cells read as strings (not ``Cell/inRow``), by cell number; left in
    /// place after the row (replaced when a column fills the cell again).
    private(set) var texts: [String]
    /// The labels read from label cells' bytes (``Cell/hasLabel``), by cell number.
    private(set) var labels: [CSVRowPlan.CellLabel]
    /// The entries' parameters, in column order: the first ``parameterCount`` (the storage
    /// is kept from row to row; emptying an array cost more than the rest of a row's
    /// parameters together).
    private(set) var parameters: [(entry: Int, parameter: Parameter)] = []
    private(set) var parameterCount = 0
    /// The entries given a value, in the order their first value came.
    /// (The first ``startedCount``: the storage is kept from row to row, as ``parameters``'.)
    private var startedEntries: [Int] = []
    private var startedCount = 0
    /// Of entries 0..<64, those in ``startedEntries``, one bit each.
    private var startedMask: UInt64 = 0
    private var birthdayParts: (year: Int?, month: Int?, day: Int?)?
    private var diagnostics: [Diagnostic] = []
    /// The row's line and the column of each value of the contact's lists (emptied when the
    /// next row starts, not by ``finish()``: the reader hands it on after the row is built).
    var positions = ValuePositions()
    /// The label cells read so far, by their bytes.
    var labelCache = CSVLabelCache()

    init(plan: CSVRowPlan) {
        self.plan = plan
        cells = Array(repeating: Cell(), count: plan.cellCount)
        texts = Array(repeating: "", count: plan.cellCount)
        labels = Array(repeating: CSVRowPlan.CellLabel(), count: plan.cellCount)
        startedEntries.reserveCapacity(plan.entries.count)
    }

    /// Applies one non-empty value of column `column`.
    mutating func apply(column: Int, text: String) {
        switch plan.fastActions[column] {
        case .text(let textField):
            textField.set(text, in: &contact)
            return
        case .entryPart(let entry, let cell), .entryValue(let entry, let cell), .entryLabel(let entry, let cell):
            start(entry)
            keep(text, inCell: cell, column: column)
            return
        case .outlookType, .other:
            break
        }
        applyOther(column: column, text: text)
    }

    /// Keeps `text` as the text of cell `number`, from column `column`.
    @inline(__always)
    private mutating func keep(_ text: String, inCell number: Int, column: Int, mayHoldSeparator: Bool = true) {
        texts[number] = text
        cells[number] = Cell(row: rowNumber, column: column, mayHoldSeparator: mayHoldSeparator)
    }

    /// ``apply(column:text:)`` of a non-empty cell of well-formed UTF-8, read as bytes
    /// first: a label cell is looked up by its bytes without making a string of it, a
    /// value or other part of an entry is kept as where it is in the row (its string is made
    /// when the entry is built: ``buildEntries(row:isASCII:)``, which must be given the same row),
    /// and a value cell is searched for `:` so that only a value that has one is split at
    /// ``multiValueSeparator``. A cell that starts with `'` is unguarded
    /// (``CSVFormulaGuard/unguarded(_:)``) and kept as a string. `cell`: the bytes
    /// `start..<start + cell.count` of the row; `isASCII`: the cell is known to be ASCII.
    mutating func apply(column: Int, cell: UnsafeBufferPointer<UInt8>, start cellStart: Int, isASCII: Bool) {
        let guarded = cell[0] == UInt8(ascii: "'")
        @inline(__always) func text() -> String {
            let text = CSVContactBuilder.string(cell, isASCII: isASCII)
            return guarded ? CSVFormulaGuard.unguarded(text) : text
        }
        switch plan.fastActions[column] {
        case .text(let textField):
            textField.set(text(), in: &contact)
        case .entryPart(let entry, let number):
            start(entry)
            if guarded {
                keep(text(), inCell: number, column: column)
            } else {
                cells[number] = Cell(row: rowNumber, column: column, start: cellStart, end: cellStart &+ cell.count, inRow: true)
            }
        case .entryValue(let entry, let number):
            start(entry)
            let mayHoldSeparator = CSVContactBuilder.hasColon(cell)
            if guarded {
                keep(text(), inCell: number, column: column, mayHoldSeparator: mayHoldSeparator)
            } else {
                cells[number] = Cell(
                    row: rowNumber, column: column, start: cellStart, end: cellStart &+ cell.count, inRow: true,
                    mayHoldSeparator: mayHoldSeparator)
            }
        case .entryLabel(let entry, let number):
            start(entry)
            labels[number] =
                guarded
                ? labelCache.label(fromCell: text(), plan: plan) : labelCache.label(fromBytes: cell, plan: plan)
            cells[number] = Cell(row: rowNumber, column: column, hasLabel: true)
        case .outlookType(let entry):
            // Outlook's `SMTP` says nothing (see `.entryParameter` in applyOther).
            if cell.count == 4, UnsafeRawPointer(cell.baseAddress!).loadUnaligned(as: UInt32.self) == CSVContactBuilder.smtp {
                start(entry)
            } else {
                applyOther(column: column, text: text())
            }
        case .other:
            if !guarded, case .groups(let separator) = plan.columns[column].action {
                addGroups(cell, separator: separator, isASCII: isASCII)
            } else {
                applyOther(column: column, text: text())
            }
        }
    }

    /// `SMTP`'s bytes as a word in memory order.
    private static let smtp = UInt32(littleEndian: 0x5054_4D53)

    /// The `.groups` action of a cell of well-formed UTF-8 that is not guarded: split at
    /// `separator` on bytes, as ``parts(of:separatedBy:)`` splits, each part added as
    /// ``addGroup(_:)`` adds it.
    private mutating func addGroups(_ cell: UnsafeBufferPointer<UInt8>, separator: String, isASCII: Bool) {
        // Room for two names at the first (Google's `* myContacts ::: Family`): a second
        // append would allocate again.
        if contact.groups.isEmpty { contact.groups.reserveCapacity(2) }
        var separator = separator
        separator.withUTF8 { pattern in
            let length = pattern.count
            var start = 0
            if length > 0, cell.count >= length {
                let anchor = pattern.firstIndex { $0 != UInt8(ascii: " ") } ?? 0
                let anchorByte = pattern[anchor]
                var index = anchor
                let last = cell.count - length + anchor
                while index <= last {
                    if cell[index] == anchorByte {
                        let matchStart = index - anchor
                        var same = true
                        for offset in 0..<length where cell[matchStart + offset] != pattern[offset] {
                            same = false
                            break
                        }
                        if same {
                            addGroup(UnsafeBufferPointer(rebasing: cell[start..<matchStart]), isASCII: isASCII)
                            start = matchStart + length
                            index = start + anchor
                            continue
                        }
                    }
                    index += 1
                }
            }
            addGroup(UnsafeBufferPointer(rebasing: cell[start...]), isASCII: isASCII)
        }
    }

    /// ``addGroup(_:)`` of a part of a cell, as bytes: one that starts and ends with a
    /// visible ASCII character has nothing to trim and is made a string once.
    private mutating func addGroup(_ part: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        guard let first = part.first, let last = part.last, first > 32, first < 0x7F, last > 32, last < 0x7F else {
            addGroup(String(validUTF8: part))
            return
        }
        // Google's system labels start with `*` (nothing else is canonically equivalent to it).
        if first == UInt8(ascii: "*") {
            // `* myContacts`, the commonest, by its bytes (bytes that are the same are the same text).
            if CSVContactBuilder.isMyContacts(part) {
                contact.groups.append("myContacts")
                return
            }
            contact.groups.append(CSVContactBuilder.groupName(fromLabel: CSVContactBuilder.string(part, isASCII: isASCII)))
            return
        }
        contact.groups.append(CSVContactBuilder.string(part, isASCII: isASCII))
    }

    /// Whether `part` is the bytes of `* myContacts`.
    @inline(__always)
    static func isMyContacts(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        // `* myCont` and `acts` as little-endian words.
        guard part.count == 12, let base = part.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        return raw.loadUnaligned(as: UInt64.self) == UInt64(littleEndian: 0x746E_6F43_796D_202A)
            && raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == UInt32(littleEndian: 0x7374_6361)
    }

    /// The string of `cell`, well-formed UTF-8, copied without validating it again;
    /// `isASCII`: known to be ASCII, so not scanned for it either.
    @inline(__always)
    static func string(_ cell: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return String(copying: UTF8Span(unchecked: cell.span, isKnownASCII: isASCII))
        }
        return String(decoding: cell, as: UTF8.self)
    }

    /// Whether `bytes` hold a `:`, eight at a time (``multiValueSeparator``'s first byte
    /// that is not a space).
    static func hasColon(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let scan = WordScan(UInt8(ascii: ":"), UInt8(ascii: ":"), UInt8(ascii: ":"))
        var index = 0
        let count = bytes.count
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            if scan.stops(in: word) != 0 { return true }
            index &+= 8
        }
        while index < count {
            if bytes[index] == UInt8(ascii: ":") { return true }
            index &+= 1
        }
        return false
    }

    /// The actions ``CSVRowPlan/FastAction`` leaves to the column's ``CSVRowPlan/Column/action``.
    private mutating func applyOther(column: Int, text: String) {
        switch plan.columns[column].action {
        case .ignored:
            return
        case .text(let textField):
            textField.set(text, in: &contact)
        case .birthday:
            if CSVDate.isEmptyDate(text) { return }
            guard let date = CSVDate.parse(text) else {
                invalidDate(text, header: plan.columns[column].header)
                return
            }
            if !date.isValidGregorianDate { warnInvalid(text, header: plan.columns[column].header) }
            contact.birthday = date
        case .birthdayPart(let part):
            guard let number = Int(text.trimmingWhitespace()) else {
                invalidDate(text, header: plan.columns[column].header)
                return
            }
            var parts = birthdayParts ?? (nil, nil, nil)
            switch part {
            case .year: parts.year = number
            case .month: parts.month = number
            case .day: parts.day = number
            }
            birthdayParts = parts
        case .groups(let separator):
            if let names = CSVContactBuilder.parts(of: text, separatedBy: separator) {
                for name in names { addGroup(name) }
            } else {
                addGroup(text)
            }
        case .extensionProperty(let key):
            contact.extensions.append(
                ExtensionProperty(group: key.group, name: key.name, parameters: key.parameters, value: VCardText.escape(text)))
        case .entryParameter(let entry, let name):
            start(entry)
            // (The text's length first: most are display names, and a string comparison
            // of two that differ costs a call.)
            if text.utf8.count == 4 && text == "SMTP" && name == "X-OUTLOOK-TYPE" { return }
            let parameter = (entry, Parameter(name, text))
            if parameterCount < parameters.count {
                parameters[parameterCount] = parameter
            } else {
                parameters.append(parameter)
            }
            parameterCount &+= 1
        case .entryPart(let entry, let cell):
            start(entry)
            keep(text, inCell: cell, column: column)
        case .keep(let name):
            // The column's parameters, made once by the plan.
            contact.extensions.append(
                ExtensionProperty(name: name, parameters: plan.columns[column].keptParameters, value: VCardText.escape(text)))
        }
    }

    @inline(__always)
    private mutating func start(_ entry: Int) {
        guard entry < 64 else {
            if !startedEntries[0..<startedCount].contains(entry) { appendStarted(entry) }
            return
        }
        let bit = UInt64(1) &<< UInt64(entry)
        if startedMask & bit != 0 { return }
        startedMask |= bit
        appendStarted(entry)
    }

    @inline(__always)
    private mutating func appendStarted(_ entry: Int) {
        if startedCount < startedEntries.count {
            startedEntries[startedCount] = entry
        } else {
            startedEntries.append(entry)
        }
        startedCount &+= 1
    }

    /// Keeps a column the model has no field for.
    mutating func keep(name: String, header: String, text: String) {
        contact.extensions.append(
            ExtensionProperty(
                name: name, parameters: [Parameter("X-CSV-COLUMN", header)],
                value: VCardText.escape(text)))
    }

    /// Google's system labels become the group names Google's vCard export uses.
    static func groupName(fromLabel label: String) -> String {
        switch label {
        case "* myContacts", "* My Contacts": return "myContacts"
        case "* starred": return "starred"
        default: return label
        }
    }

    /// Adds one group name of a groups column, unless it is blank.
    private mutating func addGroup(_ label: String) {
        let name = label.trimmingWhitespace()
        if !name.isEmpty { contact.groups.append(CSVContactBuilder.groupName(fromLabel: name)) }
    }

    /// The parts of `text` between occurrences of `separator`, on bytes; nil when it has none.
    static func parts(of text: String, separatedBy separator: String) -> [String]? {
        var text = text
        var separator = separator
        text.makeContiguousUTF8()
        separator.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            separator.utf8.withContiguousStorageIfAvailable { pattern in split(bytes, on: pattern) }!
        }!
    }

    /// The parts of `bytes` between occurrences of `pattern` (leftmost first, not
    /// overlapping); nil when there is none. Candidates are found by the pattern's first
    /// byte that is not a space (`:` of ` ::: `: values have many spaces and few colons).
    static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, on pattern: UnsafeBufferPointer<UInt8>
    ) -> [String]? {
        let length = pattern.count
        guard length > 0, bytes.count >= length else { return nil }
        let anchor = pattern.firstIndex { $0 != UInt8(ascii: " ") } ?? 0
        let anchorByte = pattern[anchor]
        var parts: [String] = []
        var start = 0
        // `index` is where the anchor byte of a match starting at `index - anchor` would be.
        var index = anchor
        let last = bytes.count - length + anchor
        while index <= last {
            if bytes[index] == anchorByte {
                let matchStart = index - anchor
                if UnsafeBufferPointer(rebasing: bytes[matchStart..<matchStart + length]).elementsEqual(pattern) {
                    parts.append(String(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<matchStart])))
                    start = matchStart + length
                    index = start + anchor
                    continue
                }
            }
            index += 1
        }
        guard !parts.isEmpty else { return nil }
        parts.append(String(validUTF8: UnsafeBufferPointer(rebasing: bytes[start...])))
        return parts
    }

    /// A cell that is not a date: warned about at the row's line, its column named (a row
    /// has many cells), and kept as an extension.
    mutating func invalidDate(_ text: String, header: String) {
        diagnostics.append(
            .warning(
                .invalidDate, line: line, property: header,
                "column \(Diagnostic.quoted(header)): \(Diagnostic.quoted(text)) is not a date; kept as written"))
        keep(name: CSVReader.extensionName(forHeader: header), header: header, text: text)
    }

    mutating func warnInvalid(_ text: String, header: String) {
        diagnostics.append(
            .warning(
                .invalidDate, line: line, property: header,
                "column \(Diagnostic.quoted(header)): \(Diagnostic.quoted(text)) is not a calendar date; kept as written"))
    }

    /// Builds the gathered entries into the contact's lists, in column order. `row`: the
    /// bytes of the row whose cells ``apply(column:cell:start:isASCII:)`` kept as where they
    /// are (empty when none did), well-formed UTF-8; `isASCII`: known to be ASCII.
    mutating func buildEntries(row: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        var index = 0
        while index < startedCount {
            build(startedEntries[index], row: row, isASCII: isASCII)
            index &+= 1
        }
    }

    /// The contact, with the entries ``buildEntries(row:isASCII:)`` built (never nil: see
    /// ``CSVRowBuilder``'s `build(_:reusing:diagnostics:)`), the diagnostics about the row
    /// appended to `diagnostics`; the builder is then empty again.
    mutating func finish(diagnostics problems: inout [Diagnostic]) -> Contact? {
        finishRow(diagnostics: &problems)
        var finished = CSVContactBuilder.emptyContact
        swap(&finished, &contact)
        return finished
    }

    /// ``finish(diagnostics:)`` into `finished`: the contact is swapped with it, and what
    /// `finished` held (the caller's contact before, done with) is emptied, keeping its
    /// lists' storage, to be the next row's contact. No copy of an empty contact a row.
    mutating func finish(into finished: inout Contact, diagnostics problems: inout [Diagnostic]) {
        finishRow(diagnostics: &problems)
        swap(&finished, &contact)
        contact.removeAllKeepingListCapacity()
    }

    /// Completes the row's contact (its birthday), hands over its diagnostics, and readies
    /// the builder for the next row; the contact stays in ``contact``.
    private mutating func finishRow(diagnostics problems: inout [Diagnostic]) {
        if let birthdayParts {
            contact.birthday = PartialDate(
                year: birthdayParts.year, month: birthdayParts.month, day: birthdayParts.day)
        }
        if !diagnostics.isEmpty {
            problems += diagnostics
            diagnostics = []
        }
        // Cells of earlier rows are empty; a text left in ``texts`` is replaced when a column
        // fills the cell again.
        rowNumber &+= 1
        parameterCount = 0
        startedCount = 0
        startedMask = 0
        birthdayParts = nil
    }
}

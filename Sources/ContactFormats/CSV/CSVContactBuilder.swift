import ContactModel

/// Turns the values of one CSV row, column by column, into a ``Contact``, as the input's
/// ``CSVRowPlan`` says; ``finish()`` leaves it ready for the next row.
struct CSVContactBuilder {
    /// The text of one part of an entry, and the column it came from (-1: none yet).
    struct Cell {
        var text = ""
        var column = -1
        /// Whether the text may hold ``multiValueSeparator`` (false only when its bytes were
        /// seen to have no `:`).
        var mayHoldSeparator = true
        /// The label read from a label cell's bytes (``CSVRowPlan/FastAction/entryLabel(entry:cell:)``),
        /// whose ``text`` is then not kept; nil: read it from ``text``.
        var label: CSVRowPlan.CellLabel? = nil
    }

    /// Copying an empty contact costs less than making one (its initializer evaluates
    /// every default argument).
    private static let emptyContact = Contact()

    let plan: CSVRowPlan
    /// The line where the row starts, for diagnostics.
    var line = 0
    var contact = CSVContactBuilder.emptyContact
    /// The parts of the entries of labeled lists, by the plan's cell numbers, until the
    /// entries are built.
    private(set) var cells: [Cell]
    /// The entries' parameters, in column order: the first ``parameterCount`` (the storage
    /// is kept from row to row; emptying an array cost more than the rest of a row's
    /// parameters together).
    private(set) var parameters: [(entry: Int, parameter: Parameter)] = []
    private(set) var parameterCount = 0
    /// The entries given a value, in the order their first value came.
    private var startedEntries: [Int] = []
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
            cells[cell] = Cell(text: text, column: column)
            return
        case .other:
            break
        }
        applyOther(column: column, text: text)
    }

    /// ``apply(column:text:)`` of a non-empty cell of well-formed UTF-8, read as bytes
    /// first: a label cell is looked up by its bytes without making a string of it, and
    /// a value cell is searched for `:` so that only a value that has one is split at
    /// ``multiValueSeparator``. A cell that starts with `'` is unguarded
    /// (``CSVFormulaGuard/unguarded(_:)``). `isASCII`: the cell is known to be ASCII.
    mutating func apply(column: Int, cell: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
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
            cells[number] = Cell(text: text(), column: column)
        case .entryValue(let entry, let number):
            start(entry)
            cells[number] = Cell(text: text(), column: column, mayHoldSeparator: CSVContactBuilder.hasColon(cell))
        case .entryLabel(let entry, let number):
            start(entry)
            let label =
                guarded
                ? labelCache.label(fromCell: text(), plan: plan) : labelCache.label(fromBytes: cell, plan: plan)
            cells[number] = Cell(text: "", column: column, label: label)
        case .other:
            if !guarded, case .groups(let separator) = plan.columns[column].action {
                addGroups(cell, separator: separator, isASCII: isASCII)
            } else {
                applyOther(column: column, text: text())
            }
        }
    }

    /// The `.groups` action of a cell of well-formed UTF-8 that is not guarded: split at
    /// `separator` on bytes, as ``parts(of:separatedBy:)`` splits, each part added as
    /// ``addGroup(_:)`` adds it.
    private mutating func addGroups(_ cell: UnsafeBufferPointer<UInt8>, separator: String, isASCII: Bool) {
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
        let name = CSVContactBuilder.string(part, isASCII: isASCII)
        // Google's system labels start with `*` (nothing else is canonically equivalent to it).
        contact.groups.append(first == UInt8(ascii: "*") ? CSVContactBuilder.groupName(fromLabel: name) : name)
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
            if name == "X-OUTLOOK-TYPE" && text == "SMTP" { return }
            let parameter = (entry, Parameter(name, text))
            if parameterCount < parameters.count {
                parameters[parameterCount] = parameter
            } else {
                parameters.append(parameter)
            }
            parameterCount &+= 1
        case .entryPart(let entry, let cell):
            start(entry)
            cells[cell] = Cell(text: text, column: column)
        case .keep(let name):
            // The column's parameters, made once by the plan.
            contact.extensions.append(
                ExtensionProperty(name: name, parameters: plan.columns[column].keptParameters, value: VCardText.escape(text)))
        }
    }

    @inline(__always)
    private mutating func start(_ entry: Int) {
        guard entry < 64 else {
            if !startedEntries.contains(entry) { startedEntries.append(entry) }
            return
        }
        let bit = UInt64(1) &<< UInt64(entry)
        if startedMask & bit != 0 { return }
        startedMask |= bit
        startedEntries.append(entry)
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
    private static func split(
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

    /// The contact, with the gathered entries built in column order, and the diagnostics
    /// about the row; the builder is then empty again.
    mutating func finish() -> (Contact, [Diagnostic]) {
        if let birthdayParts {
            contact.birthday = PartialDate(
                year: birthdayParts.year, month: birthdayParts.month, day: birthdayParts.day)
        }
        for entry in startedEntries { build(entry) }
        var finished = CSVContactBuilder.emptyContact
        swap(&finished, &contact)
        let problems = diagnostics
        // Cells with no column are empty; the text left in one is replaced when a column
        // fills it again (destroying each cell here cost more than the row's other resets).
        for index in cells.indices where cells[index].column >= 0 { cells[index].column = -1 }
        parameterCount = 0
        startedEntries.removeAll(keepingCapacity: true)
        startedMask = 0
        birthdayParts = nil
        diagnostics = []
        return (finished, problems)
    }
}

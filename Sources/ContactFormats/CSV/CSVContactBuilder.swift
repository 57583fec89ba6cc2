import ContactModel

/// Turns the values of one CSV row, column by column, into a ``Contact``.
struct CSVContactBuilder {
    /// The columns of one entry of a labeled list, gathered before it is built.
    struct PendingEntry {
        var list: CSVList
        var slot: CSVSlot
        var labelText: String?
        var values: [CSVPart: String] = [:]
        var parameters: [Parameter] = []
        /// The header of the value column, for diagnostics.
        var valueHeader = ""
    }

    let layout: CSVLayout
    let table: CSVLayoutTable
    let line: Int
    var contact = Contact()
    private var entries: [PendingEntry] = []
    private var birthdayParts: [CSVDatePart: Int] = [:]
    private var diagnostics: [Diagnostic] = []

    init(layout: CSVLayout, line: Int) {
        self.layout = layout
        self.table = layout.table
        self.line = line
    }

    /// Applies one non-empty value.
    mutating func apply(_ field: CSVField, header: String, text: String) {
        switch field {
        case .text(let textField):
            textField.set(text, in: &contact)
        case .birthday:
            if CSVDate.isEmptyDate(text) { return }
            guard let date = CSVDate.parse(text) else {
                invalidDate(text, header: header)
                return
            }
            if !date.isValidGregorianDate { warnInvalid(text, header: header) }
            contact.birthday = date
        case .birthdayPart(let part):
            guard let number = Int(text.trimmingWhitespace()) else {
                invalidDate(text, header: header)
                return
            }
            birthdayParts[part] = number
        case .groups:
            for name in split(text, on: table.groupSeparator) {
                contact.groups.append(CSVContactBuilder.groupName(fromLabel: name))
            }
        case .extensionProperty(let name):
            contact.extensions.append(ExtensionProperty(name: name, value: VCardText.escape(text)))
        case .entry(let list, let slot, let part):
            applyEntry(list, slot, part, header: header, text: text)
        }
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

    private func split(_ text: String, on separator: String) -> [String] {
        CSVContactBuilder.split(text, on: separator).map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// Splits at every occurrence of `separator`, on bytes.
    static func split(_ text: String, on separator: String) -> [String] {
        let bytes = Array(text.utf8)
        let pattern = Array(separator.utf8)
        guard let first = pattern.first, bytes.contains(first) else { return [text] }
        var parts: [String] = []
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == first && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    private mutating func applyEntry(
        _ list: CSVList, _ slot: CSVSlot, _ part: CSVPart, header: String, text: String
    ) {
        var index = entries.firstIndex { $0.list == list && $0.slot == slot }
        if index == nil {
            entries.append(PendingEntry(list: list, slot: slot))
            index = entries.count - 1
        }
        switch part {
        case .label: entries[index!].labelText = text
        case .parameter(let name):
            if name == "X-OUTLOOK-TYPE" && text == "SMTP" { return }
            entries[index!].parameters.append(Parameter(name, text))
        default:
            entries[index!].values[part] = text
            if part == .value { entries[index!].valueHeader = header }
        }
    }

    mutating func invalidDate(_ text: String, header: String) {
        diagnostics.append(
            .warning(.invalidDate, line: line, property: header, "'\(text)' is not a date; kept as written"))
        keep(name: CSVReader.extensionName(forHeader: header), header: header, text: text)
    }

    mutating func warnInvalid(_ text: String, header: String) {
        diagnostics.append(
            .warning(.invalidDate, line: line, property: header, "'\(text)' is not a calendar date; kept as written"))
    }

    /// The contact, with the gathered entries built in column order.
    mutating func finish() -> (Contact, [Diagnostic]) {
        if !birthdayParts.isEmpty {
            contact.birthday = PartialDate(
                year: birthdayParts[.year], month: birthdayParts[.month], day: birthdayParts[.day])
        }
        for entry in entries { build(entry) }
        return (contact, diagnostics)
    }
}

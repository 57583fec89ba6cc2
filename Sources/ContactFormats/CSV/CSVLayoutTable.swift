import ContactModel

/// The data of one layout: its columns in writing order, numbered groups, and conventions.
struct CSVLayoutTable: Sendable {
    /// How a layout writes dates.
    enum DateStyle: Sendable {
        /// `1985-04-12`, `--04-12` (Google).
        case iso
        /// `4/12/1985`, empty as `0/0/00` (Outlook).
        case monthDayYear
    }

    var columns: [CSVColumn]
    let groups: [CSVColumnGroup]
    /// Where group names are split and joined (` ::: `, `;`).
    var groupSeparator: String
    var dateStyle: DateStyle
    /// Whether the exporter quotes every field (Outlook).
    var quotesEveryField: Bool
    /// For fixed-label layouts: the slots, in order of preference, an entry goes to when no
    /// free slot has its label (an untyped phone, a second mobile number).
    var fallbackSlots: [CSVList: [CSVSlot]]
    /// Whether the display-name column is always filled (Thunderbird shows contacts by it):
    /// a contact without one gets the name its parts give (``Contact/plainDisplayName``).
    var fillsDisplayName = false
    /// Label text as this layout spells it, for labels whose spelling is not the identifier.
    ///
    /// Pairs, not a `[Label: String]`: the first dictionary keyed by `Label` a process builds
    /// costs the runtime a scan of every protocol conformance record for `Label: Hashable`
    /// (about 340,000 instructions in the statically linked tool, paid by every CSV convert
    /// when its layout was made). The few pairs are only looked through when a table is made.
    var labelNames: [(label: Label, name: String)]
    private var columnIndexByKey: [String: Int] = [:]
    /// ``labelNames`` by their normalized text.
    private var labelsByNameKey: [String: Label] = [:]
    /// The text of every predefined label (``labelText(_:)``), made once rather than by
    /// capitalizing an identifier for every label cell of every row; by
    /// ``/ContactModel/Label/predefinedIndex``, as a dictionary keyed by label hashed each
    /// label it was asked for.
    private var predefinedLabelTexts: [String] = []
    /// ``groups``' prefixes and part names, each folded once (``normalize(_:)``), in the
    /// same order. A reader ranking the layouts matches every title of a header against
    /// every layout's groups; folding them again for each title cost about 1 % of a
    /// 1,000-row Google CSV convert (350,000 instructions).
    private let groupKeys: [(prefixes: [String], parts: [String])]

    init(
        columns: [CSVColumn], groups: [CSVColumnGroup] = [], groupSeparator: String = " ::: ",
        dateStyle: DateStyle = .iso, quotesEveryField: Bool = false,
        fallbackSlots: [CSVList: [CSVSlot]] = [:], labelNames: [(label: Label, name: String)] = []
    ) {
        self.columns = columns
        self.groups = groups
        self.groupSeparator = groupSeparator
        self.dateStyle = dateStyle
        self.quotesEveryField = quotesEveryField
        self.fallbackSlots = fallbackSlots
        self.labelNames = labelNames
        groupKeys = groups.map { group in
            (group.prefixes.map(CSVLayoutTable.normalize), group.parts.map { CSVLayoutTable.normalize($0.name) })
        }
        for (label, name) in labelNames { labelsByNameKey[CSVLayoutTable.normalize(name)] = label }
        predefinedLabelTexts = Label.predefined.map { CSVLayoutTable.text(of: $0, names: labelNames) }
        // Each name folded once; the first column with a key keeps it. (Only looked up.)
        columnIndexByKey.reserveCapacity(columns.reduce(0) { $0 + $1.names.count })
        for (index, column) in columns.enumerated() {
            for name in column.names {
                let key = CSVLayoutTable.normalize(name)
                if columnIndexByKey[key] == nil { columnIndexByKey[key] = index }
            }
        }
    }

    /// A header name folded for matching: lower-cased, without spaces, dashes, underscores.
    static func normalize(_ name: String) -> String {
        if let key = name.utf8.withContiguousStorageIfAvailable(normalizeASCII), let key { return key }
        // `name.lowercased()` without the dropped scalars: it lower-cases scalar by scalar
        // (its ``Unicode/Scalar/Properties/lowercaseMapping``), which is the scalar itself
        // unless it changes when lower-cased; the UTF-8 is gathered and made a string once
        // (the table's names in German and French were a quarter of the start-up).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 8)
        @inline(__always) func append(_ scalar: Unicode.Scalar) {
            guard scalar != " " && scalar != "-" && scalar != "_" && scalar != "\u{A0}" else { return }
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                append(Unicode.Scalar(value >= UInt8(ascii: "A") && value <= UInt8(ascii: "Z") ? value | 0x20 : value))
            } else if scalar.properties.changesWhenLowercased {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars { append(lowered) }
            } else {
                append(scalar)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``normalize(_:)`` as it was first written (the whole text lower-cased, then the
    /// dropped scalars left out): the reference the faster one is tested against.
    static func normalizeByLowercasing(_ name: String) -> String {
        var result = ""
        for scalar in name.lowercased().unicodeScalars
        where scalar != " " && scalar != "-" && scalar != "_" && scalar != "\u{A0}" {
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// ``normalize(_:)`` on the bytes of ASCII text (where lower-casing is the ASCII one);
    /// nil when the text is not ASCII.
    private static func normalizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { key in
            var count = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { continue }
                key[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: key[..<count]), as: UTF8.self)
        }
    }

    /// The fixed column with this header, if any.
    func column(named header: String) -> CSVColumn? {
        columnIndexByKey[CSVLayoutTable.normalize(header)].map { columns[$0] }
    }

    /// The field a header holds in this layout: a fixed column, or a part of a numbered
    /// group (`Phone 2 - Value`); nil when the layout does not know the header.
    func field(forHeader header: String) -> CSVField?? {
        let key = CSVLayoutTable.normalize(header)
        if let index = columnIndexByKey[key] { return .some(columns[index].field) }
        for (group, keys) in zip(groups, groupKeys) {
            for normalizedPrefix in keys.prefixes {
                guard key.hasPrefix(normalizedPrefix) else { continue }
                let rest = key.dropFirst(normalizedPrefix.count)
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, let number = Int(digits), number > 0 else { continue }
                let partKey = rest.dropFirst(digits.count)
                if let index = keys.parts.firstIndex(where: { $0 == partKey }) {
                    return .some(.entry(group.list, .numbered(number), group.parts[index].part))
                }
            }
        }
        return nil
    }

    /// The layout's text for a label (`Home Fax`), or the custom text.
    func labelText(_ label: Label) -> String {
        guard let index = label.predefinedIndex else { return label.identifier }
        return predefinedLabelTexts[index]
    }

    /// A label's text given the layout's spellings: its own, else its identifier capitalized.
    private static func text(of label: Label, names: [(label: Label, name: String)]) -> String {
        if case .custom(let text) = label { return text }
        if let name = names.first(where: { $0.label == label })?.name { return name }
        return capitalized(label.identifier)
    }

    /// `text` with its first letter upper-cased (`homeFax` → `HomeFax`): on the bytes when it
    /// starts with an ASCII letter (every predefined identifier; the Unicode way cost each
    /// table about 7,000 instructions a label at start-up), else the Unicode way.
    static func capitalized(_ text: String) -> String {
        var utf8 = Array(text.utf8)
        if let first = utf8.first, first < 0x80 {
            if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { utf8[0] = first - 0x20 }
            return String(decoding: utf8, as: UTF8.self)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Reads label text: a predefined label by this layout's spelling or identifier (any
    /// case, spaces ignored), else custom text.
    func label(fromText text: String) -> Label {
        let key = CSVLayoutTable.normalize(text)
        return CSVLayoutTable.labelsByKey[key] ?? labelsByNameKey[key] ?? .custom(text)
    }

    private static let labelsByKey: [String: Label] = {
        var table: [String: Label] = [:]
        for label in Label.predefined { table[normalize(label.identifier)] = label }
        table["cell"] = .mobile
        table["fax"] = .otherFax
        table["homepage"] = .homePage
        table["workfax"] = .workFax
        table["homefax"] = .homeFax
        table["otherfax"] = .otherFax
        table["business"] = .work
        table["personal"] = .home
        return table
    }()
}

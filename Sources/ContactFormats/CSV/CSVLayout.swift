import ContactModel

/// A CSV dialect some program exports and imports: which columns it has and what they hold.
///
/// Every layout is a table of data (`CSVLayoutTable`): fixed columns with their header
/// names in English, German and French, and numbered groups (`Phone 2 - Value`). Headers
/// are matched after case folding, ignoring spaces, dashes and underscores, so `E-mail` is
/// `Email`. See the "CSV layouts" article.
public enum CSVLayout: String, Sendable, Hashable, CaseIterable {
    /// Google Contacts, current export (`First Name`, `Labels`, `Phone 1 - Label`).
    case google
    /// Google Contacts, legacy export (`Given Name`, `Group Membership`, `Phone 1 - Type`).
    case googleLegacy = "google-legacy"
    /// Outlook desktop (92 columns), Outlook.com (61) and Google's "Outlook CSV" (88).
    case outlook
    /// Thunderbird (37 columns, or 38 with a trailing empty header; comma or TAB).
    case thunderbird
    /// LinkedIn's `Connections.csv`, with its "Notes:" preamble.
    case linkedIn = "linkedin"
    /// Any other header: our documented columns, common aliases, and a `--map` file.
    case generic

    /// The layout's table.
    var table: CSVLayoutTable {
        switch self {
        case .google: return CSVLayoutTable.google
        case .googleLegacy: return CSVLayoutTable.googleLegacy
        case .outlook: return CSVLayoutTable.outlook
        case .thunderbird: return CSVLayoutTable.thunderbird
        case .linkedIn: return CSVLayoutTable.linkedIn
        case .generic: return CSVLayoutTable.generic
        }
    }

    /// The layout a header comes from: among the specific layouts with at least two of
    /// their signature headers, the one with the most; `.generic` when none has two, or when
    /// the generic table knows more of the header's columns than that layout does (a
    /// spreadsheet's `First Name, Last Name, Company, Email` is not LinkedIn's export).
    public static func detect(header: [String]) -> CSVLayout {
        var best: (layout: CSVLayout, score: Int) = (.generic, 1)
        for layout in [CSVLayout.google, .googleLegacy, .outlook, .thunderbird, .linkedIn] {
            let table = layout.table
            var score = 0
            for name in header where table.signatureKeys.contains(CSVLayoutTable.normalize(name)) {
                score += 1
            }
            if score > best.score { best = (layout, score) }
        }
        guard best.layout != .generic else { return .generic }
        let known = recognizedCount(header, by: best.layout.table, fieldPaths: false)
        let knownByGeneric = recognizedCount(header, by: CSVLayoutTable.generic, fieldPaths: true)
        return knownByGeneric > known ? .generic : best.layout
    }

    /// How many of `header`'s columns `table` (and field paths, when asked) have a place for.
    private static func recognizedCount(_ header: [String], by table: CSVLayoutTable, fieldPaths: Bool) -> Int {
        header.reduce(0) { count, name in
            let known = table.field(forHeader: name) != nil || (fieldPaths && CSVField(path: name) != nil)
            return count + (known ? 1 : 0)
        }
    }
}

/// One fixed column of a layout: its header names (English first, then other languages) and
/// the field it holds; nil when the model has no field for it (kept as an extension).
struct CSVColumn: Sendable {
    var names: [String]
    var field: CSVField?
    /// A value the exporter writes when the field is empty (`Unspecified`, `0/0/00`).
    var emptyValue: String = ""

    init(_ names: [String], _ field: CSVField?, empty: String = "") {
        self.names = names
        self.field = field
        self.emptyValue = empty
    }
}

/// A numbered group of columns (`Phone 1 - Label`, `Phone 1 - Value`, `Phone 2 - ...`).
struct CSVColumnGroup: Sendable {
    var list: CSVList
    /// The names before the number (`Phone`; `E-mail`, `Email`).
    var prefixes: [String]
    /// The names after ` - ` and the part each holds, in writing order.
    var parts: [(name: String, part: CSVPart)]

    /// The header of part `index` of entry `number` (`Phone 2 - Value`).
    func header(number: Int, part index: Int) -> String {
        prefixes[0] + " " + String(number) + " - " + parts[index].name
    }
}

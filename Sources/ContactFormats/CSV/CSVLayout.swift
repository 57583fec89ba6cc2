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

    /// The layout a header comes from, by scoring its titles. Each title some of the
    /// exporters' layouts (Google, Google legacy, Outlook, Thunderbird, LinkedIn) know gives
    /// each of them an equal share of one point, so a title only one has (`Primary Email`,
    /// `E-mail 2 Address`, `Connected On`) counts for it alone and one they all have
    /// (`First Name`) little; the best score wins (ties in `detectionOrder`). No set of
    /// titles is needed: four columns of Thunderbird's 37 are Thunderbird's. The generic
    /// layout wins instead when no exporter's layout knows a title, or when the titles only
    /// it knows (`Email`, `Telefon`, a field path such as `givenName`) are at least as many
    /// as those only the best layout knows: a spreadsheet's `First Name, Last Name, Company,
    /// Email` is not Outlook's or LinkedIn's export.
    public static func detect(header: [String]) -> CSVLayout {
        ranked(header: header).first ?? .generic
    }

    /// The layouts in the order detection tries them, which also breaks ties.
    static let detectionOrder: [CSVLayout] = [.google, .googleLegacy, .outlook, .thunderbird, .linkedIn, .generic]

    /// The exporters' layouts: `detectionOrder` without the generic one.
    private static let exporterLayouts = detectionOrder.filter { $0 != .generic }

    /// Every layout, the detected one first (see ``detect(header:)``), then the other
    /// exporters' layouts that know a title of `header`, best score first, and the generic
    /// layout. The reader reads a title the detected layout does not know by the first of
    /// the others that knows it.
    static func ranked(header: [String]) -> [CSVLayout] {
        var shares = [Double](repeating: 0, count: exporterLayouts.count)
        var exclusive = [Int](repeating: 0, count: exporterLayouts.count)
        var genericOnly = 0
        for title in header where !title.isEmpty {
            // A field path (`givenName`) is the generic layout's own title, though
            // `Given Name` (Google legacy) reads the same once folded.
            let knowing = CSVField(path: title) != nil
                ? [] : exporterLayouts.indices.filter { exporterLayouts[$0].table.field(forHeader: title) != nil }
            guard !knowing.isEmpty else {
                if CSVLayout.generic.knows(title) { genericOnly += 1 }
                continue
            }
            for index in knowing { shares[index] += 1 / Double(knowing.count) }
            if knowing.count == 1 { exclusive[knowing[0]] += 1 }
        }
        let order = exporterLayouts.indices.filter { shares[$0] > 0 }
            .sorted { shares[$0] != shares[$1] ? shares[$0] > shares[$1] : $0 < $1 }
        let exporters = order.map { exporterLayouts[$0] }
        guard let best = order.first, genericOnly < exclusive[best] else { return [.generic] + exporters }
        return exporters + [.generic]
    }

    /// Whether the layout's table has a column for the title (with or without a field), or,
    /// for the generic layout, the title is a field path.
    func knows(_ title: String) -> Bool {
        table.field(forHeader: title) != nil || (self == .generic && CSVField(path: title) != nil)
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

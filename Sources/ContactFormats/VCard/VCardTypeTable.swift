import ContactModel

/// Which kind of labeled value a vCard property carries: the label vocabulary differs.
enum VCardValueKind {
    case phone, email, address, url, relation, date, instantMessage, socialProfile
}

/// The one table between vCard `TYPE` values and ``Label``, both directions.
///
/// Reading takes the set of `TYPE` values of a property and gives the label plus the values
/// the label does not account for (kept as parameters). Writing gives the `TYPE` values for
/// a label in a version, or nil when the version has no standard spelling for it; the
/// writer then uses an Apple item group with `X-ABLabel`.
enum VCardTypeTable {
    /// Types that only restate a property's default (`TEL;VOICE`, `EMAIL;INTERNET`); the
    /// writer puts them back where the target dialect expects them.
    static func isDefaultType(_ upper: String, kind: VCardValueKind) -> Bool {
        switch kind {
        case .phone: return upper == "VOICE"
        case .email: return upper == "INTERNET"
        default: return false
        }
    }

    /// The label a set of (upper-cased) types means, and the indices of the types it used.
    static func label(fromTypes upper: [String], kind: VCardValueKind) -> (Label?, Set<String>) {
        let set = Set(upper)
        if kind == .phone {
            if set.contains("FAX") {
                if set.contains("HOME") { return (.homeFax, ["FAX", "HOME"]) }
                if set.contains("WORK") { return (.workFax, ["FAX", "WORK"]) }
                if set.contains("OTHER") { return (.otherFax, ["FAX", "OTHER"]) }
                return (.otherFax, ["FAX"])
            }
            if set.contains("IPHONE") { return (.iPhone, ["IPHONE", "CELL"]) }
            if set.contains("CELL") { return (.mobile, ["CELL"]) }
            if set.contains("MAIN") { return (.main, ["MAIN"]) }
            if set.contains("PAGER") { return (.pager, ["PAGER"]) }
        }
        if kind == .relation {
            for type in upper {
                if let label = Label(identifier: type.lowercased()), relationLabels.contains(label) {
                    return (label, [type])
                }
            }
            return (nil, [])
        }
        if set.contains("HOME") { return (.home, ["HOME"]) }
        if set.contains("WORK") { return (.work, ["WORK"]) }
        if set.contains("OTHER") { return (.other, ["OTHER"]) }
        if kind == .url, set.contains("HOMEPAGE") { return (.homePage, ["HOMEPAGE"]) }
        if kind == .address || kind == .url || kind == .email, set.contains("SCHOOL") {
            return (.school, ["SCHOOL"])
        }
        return (nil, [])
    }

    /// The `TYPE` values that spell `label` for `kind` in `version`; nil when the writer
    /// must use `X-ABLabel` instead.
    static func types(for label: Label, kind: VCardValueKind, version: VCardVersion) -> [String]? {
        let modern = version == .v4_0
        switch (kind, label) {
        case (.relation, _):
            guard modern, rfc6350RelationLabels.contains(label) else { return nil }
            return [label.identifier]
        case (.date, _), (.socialProfile, .other), (.instantMessage, .other):
            return nil
        case (_, .home): return ["HOME"]
        case (_, .work): return ["WORK"]
        case (_, .other): return modern ? nil : ["OTHER"]
        case (.phone, .mobile): return ["CELL"]
        case (.phone, .iPhone): return modern ? nil : ["IPHONE", "CELL"]
        case (.phone, .main): return modern ? nil : ["MAIN"]
        case (.phone, .homeFax): return ["HOME", "FAX"]
        case (.phone, .workFax): return ["WORK", "FAX"]
        case (.phone, .otherFax): return ["FAX"]
        case (.phone, .pager): return ["PAGER"]
        default: return nil
        }
    }

    /// Whether a 3.0 or 2.1 writer adds `VOICE` (Apple and Outlook mark every voice number).
    static func addsVoice(for label: Label?) -> Bool {
        switch label {
        case .homeFax?, .workFax?, .otherFax?, .pager?: return false
        default: return true
        }
    }

    static let relationLabels: Set<Label> = [
        .father, .mother, .parent, .brother, .sister, .sibling, .child, .son, .daughter,
        .friend, .spouse, .husband, .wife, .partner, .assistant, .manager, .grandfather,
        .grandmother, .grandparent, .grandson, .granddaughter, .grandchild, .uncle, .aunt,
        .nephew, .niece, .cousin,
    ]

    /// Labels RFC 6350 `RELATED;TYPE=` has a word for.
    static let rfc6350RelationLabels: Set<Label> = [.friend, .spouse, .child, .parent, .sibling]
}

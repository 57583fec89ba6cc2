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
    /// writer puts them back where the target dialect expects them. `type` is in any case.
    static func isDefaultType(_ type: String, kind: VCardValueKind) -> Bool {
        switch kind {
        case .phone: return type.equalsIgnoringASCIICase("VOICE")
        case .email: return type.equalsIgnoringASCIICase("INTERNET")
        default: return false
        }
    }

    /// The label a list of types (in any case) means, and the (upper-cased) types it used.
    ///
    /// A property has a handful of types, so a linear search beats building a set.
    static func label(fromTypes types: [String], kind: VCardValueKind) -> (Label?, [String]) {
        func has(_ upper: StaticString) -> Bool {
            types.contains { $0.equalsIgnoringASCIICase(upper) }
        }
        if kind == .phone {
            if has("FAX") {
                if has("HOME") { return (.homeFax, ["FAX", "HOME"]) }
                if has("WORK") { return (.workFax, ["FAX", "WORK"]) }
                if has("OTHER") { return (.otherFax, ["FAX", "OTHER"]) }
                return (.otherFax, ["FAX"])
            }
            if has("IPHONE") { return (.iPhone, ["IPHONE", "CELL"]) }
            if has("CELL") { return (.mobile, ["CELL"]) }
            if has("MAIN") { return (.main, ["MAIN"]) }
            if has("PAGER") { return (.pager, ["PAGER"]) }
        }
        if kind == .relation {
            for type in types {
                let upper = type.asciiUppercased()
                if let label = Label(identifier: upper.lowercased()), relationLabels.contains(label) {
                    return (label, [upper])
                }
            }
            return (nil, [])
        }
        if has("HOME") { return (.home, ["HOME"]) }
        if has("WORK") { return (.work, ["WORK"]) }
        if has("OTHER") { return (.other, ["OTHER"]) }
        if kind == .url, has("HOMEPAGE") { return (.homePage, ["HOMEPAGE"]) }
        if kind == .address || kind == .url || kind == .email, has("SCHOOL") {
            return (.school, ["SCHOOL"])
        }
        return (nil, [])
    }

    /// The `TYPE` values that spell `label` for `kind` in `version` (lower-case in 4.0, as
    /// RFC 6350 writes them); nil when the writer must use `X-ABLabel` instead.
    static func types(for label: Label, kind: VCardValueKind, version: VCardVersion) -> [String]? {
        let modern = version == .v4_0
        switch (kind, label) {
        case (.relation, _):
            guard modern, rfc6350RelationLabels.contains(label) else { return nil }
            return [label.identifier.lowercased()]
        case (.date, _), (.socialProfile, .other), (.instantMessage, .other):
            return nil
        case (_, .home): return modern ? ["home"] : ["HOME"]
        case (_, .work): return modern ? ["work"] : ["WORK"]
        case (_, .other): return modern ? nil : ["OTHER"]
        case (.phone, .mobile): return modern ? ["cell"] : ["CELL"]
        case (.phone, .iPhone): return modern ? nil : ["IPHONE", "CELL"]
        case (.phone, .main): return modern ? nil : ["MAIN"]
        case (.phone, .homeFax): return modern ? ["home", "fax"] : ["HOME", "FAX"]
        case (.phone, .workFax): return modern ? ["work", "fax"] : ["WORK", "FAX"]
        case (.phone, .otherFax): return modern ? ["fax"] : ["FAX"]
        case (.phone, .pager): return modern ? ["pager"] : ["PAGER"]
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

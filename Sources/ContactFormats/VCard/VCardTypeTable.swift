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

    /// The label a list of types (in any case) means; ``type(_:spells:kind:)`` tells which
    /// of the types it was read from.
    ///
    /// A property has a handful of types, so a linear search beats building a set.
    static func label(fromTypes types: [String], kind: VCardValueKind) -> Label? {
        func has(_ upper: StaticString) -> Bool {
            types.contains { $0.equalsIgnoringASCIICase(upper) }
        }
        if kind == .phone {
            if has("FAX") {
                if has("HOME") { return .homeFax }
                if has("WORK") { return .workFax }
                return .otherFax
            }
            // Roundcube's own words: `homefax`, `workfax` (Google's CSV types), `home2` and
            // `work2` (Outlook's Home Phone 2 and Business Phone 2).
            if has("HOMEFAX") { return .homeFax }
            if has("WORKFAX") { return .workFax }
            if has("IPHONE") { return .iPhone }
            if has("CELL") { return .mobile }
            if has("MAIN") { return .main }
            if has("PAGER") { return .pager }
        }
        if kind == .relation {
            for type in types {
                if let label = Label(identifier: type.lowercased()), relationLabels.contains(label) {
                    return label
                }
            }
            return nil
        }
        if has("HOME") || (kind == .phone && has("HOME2")) { return .home }
        if has("WORK") || (kind == .phone && has("WORK2")) { return .work }
        if has("OTHER") { return .other }
        if kind == .url, has("HOMEPAGE") { return .homePage }
        if kind == .address || kind == .url || kind == .email, has("SCHOOL") { return .school }
        return nil
    }

    /// Whether `type` (in any case) is one of the words ``label(fromTypes:kind:)`` read
    /// `label` from: the reader keeps the other types as parameters.
    static func type(_ type: String, spells label: Label, kind: VCardValueKind) -> Bool {
        if kind == .relation { return type.equalsIgnoringASCIICase(label.identifier) }
        switch label {
        case .homeFax:
            return type.equalsIgnoringASCIICase("FAX") || type.equalsIgnoringASCIICase("HOME")
                || type.equalsIgnoringASCIICase("HOMEFAX")
        case .workFax:
            return type.equalsIgnoringASCIICase("FAX") || type.equalsIgnoringASCIICase("WORK")
                || type.equalsIgnoringASCIICase("WORKFAX")
        case .otherFax: return type.equalsIgnoringASCIICase("FAX") || type.equalsIgnoringASCIICase("OTHER")
        case .iPhone: return type.equalsIgnoringASCIICase("IPHONE") || type.equalsIgnoringASCIICase("CELL")
        case .mobile: return type.equalsIgnoringASCIICase("CELL")
        case .main: return type.equalsIgnoringASCIICase("MAIN")
        case .pager: return type.equalsIgnoringASCIICase("PAGER")
        case .home: return type.equalsIgnoringASCIICase("HOME") || (kind == .phone && type.equalsIgnoringASCIICase("HOME2"))
        case .work: return type.equalsIgnoringASCIICase("WORK") || (kind == .phone && type.equalsIgnoringASCIICase("WORK2"))
        case .other: return type.equalsIgnoringASCIICase("OTHER")
        case .homePage: return type.equalsIgnoringASCIICase("HOMEPAGE")
        case .school: return type.equalsIgnoringASCIICase("SCHOOL")
        default: return false
        }
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

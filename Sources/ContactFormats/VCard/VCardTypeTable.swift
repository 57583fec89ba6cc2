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
        isDefault(VCardTypeWords(type: type), kind: kind)
    }

    /// ``isDefaultType(_:kind:)`` of a type already read as its word.
    static func isDefault(_ word: VCardTypeWords, kind: VCardValueKind) -> Bool {
        switch kind {
        case .phone: return word == .voice
        case .email: return word == .internet
        default: return false
        }
    }

    /// The label a list of types (in any case) means; ``type(_:spells:kind:)`` tells which
    /// of the types it was read from.
    ///
    /// Each type is looked at once (``VCardTypeWords``), not compared with every word.
    static func label(fromTypes types: [String], kind: VCardValueKind) -> Label? {
        if kind == .relation { return relationLabel(fromTypes: types) }
        return label(fromWords: VCardTypeWords(types: types), kind: kind)
    }

    /// ``label(fromTypes:kind:)`` of the words of the types, for any kind but `relation`
    /// (whose labels are not words).
    static func label(fromWords words: VCardTypeWords, kind: VCardValueKind) -> Label? {
        if kind == .phone {
            if words.contains(.fax) {
                if words.contains(.home) { return .homeFax }
                if words.contains(.work) { return .workFax }
                return .otherFax
            }
            // Roundcube's own words: `homefax`, `workfax` (Google's CSV types), `home2` and
            // `work2` (Outlook's Home Phone 2 and Business Phone 2).
            if words.contains(.homeFax) { return .homeFax }
            if words.contains(.workFax) { return .workFax }
            if words.contains(.iPhone) { return .iPhone }
            if words.contains(.cell) { return .mobile }
            if words.contains(.main) { return .main }
            if words.contains(.pager) { return .pager }
        }
        if words.contains(.home) || (kind == .phone && words.contains(.home2)) { return .home }
        if words.contains(.work) || (kind == .phone && words.contains(.work2)) { return .work }
        if words.contains(.other) { return .other }
        if kind == .url, words.contains(.homePage) { return .homePage }
        if kind == .address || kind == .url || kind == .email, words.contains(.school) { return .school }
        return nil
    }

    private static func relationLabel(fromTypes types: [String]) -> Label? {
        for type in types {
            if let label = Label(identifier: type.lowercased()), relationLabels.contains(label) {
                return label
            }
        }
        return nil
    }

    /// Whether `type` (in any case) is one of the words ``label(fromTypes:kind:)`` read
    /// `label` from: the reader keeps the other types as parameters.
    static func type(_ type: String, spells label: Label, kind: VCardValueKind) -> Bool {
        if kind == .relation { return type.equalsIgnoringASCIICase(label.identifier) }
        return word(VCardTypeWords(type: type), spells: label, kind: kind)
    }

    /// ``type(_:spells:kind:)`` of a type already read as its word, for any kind but
    /// `relation`.
    static func word(_ word: VCardTypeWords, spells label: Label, kind: VCardValueKind) -> Bool {
        let spelling: VCardTypeWords
        switch label {
        case .homeFax: spelling = [.fax, .home, .homeFax]
        case .workFax: spelling = [.fax, .work, .workFax]
        case .otherFax: spelling = [.fax, .other]
        case .iPhone: spelling = [.iPhone, .cell]
        case .mobile: spelling = .cell
        case .main: spelling = .main
        case .pager: spelling = .pager
        case .home: spelling = kind == .phone ? [.home, .home2] : .home
        case .work: spelling = kind == .phone ? [.work, .work2] : .work
        case .other: spelling = .other
        case .homePage: spelling = .homePage
        case .school: spelling = .school
        default: return false
        }
        return !spelling.isDisjoint(with: word)
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

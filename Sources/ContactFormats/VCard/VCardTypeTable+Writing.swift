import ContactModel

extension VCardTypeTable {
    /// ``types(for:kind:version:)`` as literals, for every kind: nil where that gives nil.
    /// The vCard writer copies a literal's bytes as they are; an array of strings per
    /// labeled value, each looked up for its UTF-8 and released, cost about 300
    /// instructions a value. A relation's words are the identifiers of the labels RFC 6350
    /// has a word for, lower-cased, in 4.0 only (``rfc6350RelationLabels``).
    static func typeWords(
        for label: Label, kind: VCardValueKind, version: VCardVersion
    ) -> (first: StaticString, second: StaticString?)? {
        let modern = version == .v4_0
        switch (kind, label) {
        case (.relation, .friend): return modern ? ("friend", nil) : nil
        case (.relation, .spouse): return modern ? ("spouse", nil) : nil
        case (.relation, .child): return modern ? ("child", nil) : nil
        case (.relation, .parent): return modern ? ("parent", nil) : nil
        case (.relation, .sibling): return modern ? ("sibling", nil) : nil
        case (.relation, _), (.date, _), (.socialProfile, .other), (.instantMessage, .other):
            return nil
        case (_, .home): return modern ? ("home", nil) : ("HOME", nil)
        case (_, .work): return modern ? ("work", nil) : ("WORK", nil)
        case (_, .other): return modern ? nil : ("OTHER", nil)
        case (.phone, .mobile): return modern ? ("cell", nil) : ("CELL", nil)
        case (.phone, .iPhone): return modern ? nil : ("IPHONE", "CELL")
        case (.phone, .main): return modern ? nil : ("MAIN", nil)
        case (.phone, .homeFax): return modern ? ("home", "fax") : ("HOME", "FAX")
        case (.phone, .workFax): return modern ? ("work", "fax") : ("WORK", "FAX")
        case (.phone, .otherFax): return modern ? ("fax", nil) : ("FAX", nil)
        case (.phone, .pager): return modern ? ("pager", nil) : ("PAGER", nil)
        default: return nil
        }
    }
}

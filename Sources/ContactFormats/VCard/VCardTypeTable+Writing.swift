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

extension VCardTypeTable {
    /// ``typeWords(for:kind:version:)`` of the label at `label`, read where it is (nil: no
    /// label, no words). Bound to a name and handed over, a label was copied and destroyed
    /// through the enum's outlined value functions, and the switch on the kind and the label
    /// together copied it again (about forty instructions a labeled value); here its case is
    /// told in place, then the kind. `VCardTypeWordsTests` checks it against the table for
    /// every label, kind and version.
    @inline(__always)
    static func typeWords(
        forLabelAt label: UnsafePointer<Label?>, kind: VCardValueKind, version: VCardVersion
    ) -> (first: StaticString, second: StaticString?)? {
        let modern = version == .v4_0
        // The words of RFC 6350's relation types, lower-cased, 4.0 only.
        @inline(__always) func relation(_ word: StaticString) -> (first: StaticString, second: StaticString?)? {
            kind == .relation && modern ? (word, nil) : nil
        }
        // A phone's words (3.0's spelling, 4.0's; nil: none in that version).
        @inline(__always) func phone(
            _ older: (StaticString, StaticString?), _ newer: (StaticString, StaticString?)?
        ) -> (first: StaticString, second: StaticString?)? {
            guard kind == .phone else { return nil }
            return modern ? newer.map { (first: $0.0, second: $0.1) } : (first: older.0, second: older.1)
        }
        switch label.pointee {
        case .home?:
            guard kind != .relation, kind != .date else { return nil }
            return modern ? ("home", nil) : ("HOME", nil)
        case .work?:
            guard kind != .relation, kind != .date else { return nil }
            return modern ? ("work", nil) : ("WORK", nil)
        case .other?:
            guard kind != .relation, kind != .date, kind != .socialProfile, kind != .instantMessage, !modern else {
                return nil
            }
            return ("OTHER", nil)
        case .mobile?: return phone(("CELL", nil), ("cell", nil))
        case .iPhone?: return phone(("IPHONE", "CELL"), nil)
        case .main?: return phone(("MAIN", nil), nil)
        case .homeFax?: return phone(("HOME", "FAX"), ("home", "fax"))
        case .workFax?: return phone(("WORK", "FAX"), ("work", "fax"))
        case .otherFax?: return phone(("FAX", nil), ("fax", nil))
        case .pager?: return phone(("PAGER", nil), ("pager", nil))
        case .friend?: return relation("friend")
        case .spouse?: return relation("spouse")
        case .child?: return relation("child")
        case .parent?: return relation("parent")
        case .sibling?: return relation("sibling")
        default: return nil
        }
    }

    /// ``addsVoice(for:)`` of the label at `label`, read where it is (a label handed over
    /// was copied and destroyed).
    @inline(__always)
    static func addsVoice(forLabelAt label: UnsafePointer<Label?>) -> Bool {
        switch label.pointee {
        case .homeFax?, .workFax?, .otherFax?, .pager?: return false
        default: return true
        }
    }
}

import ContactModel

/// A modelled value whose vCard group holds more than Apple's label companions: Proton
/// writes `ITEM1.EMAIL` with `ITEM1.KEY`, `ITEM1.X-PM-ENCRYPT` and `ITEM1.X-PM-SIGN`, the
/// key and the encryption settings of that address. The companions stay extensions with
/// their group; the value keeps the group as a `GROUP` parameter (jCard's name for it), so
/// the writer puts it back on the same line and they still go together. Before, the
/// address was written without its group and the key belonged to no address.
extension VCardContactBuilder {
    /// The parameter that carries a value's vCard group.
    static let groupParameter = "GROUP"

    /// `GROUP=<group>` when `value`'s group has another property that is not one of its
    /// Apple label companions (`X-ABLabel`, `X-ABADR`, `X-APPLE-SUBLOCALITY`); else nil.
    ///
    /// `mutating` only so that the builder is lent in place: called from a mutating method
    /// as a `func`, the whole builder (601 bytes) was copied for it.
    mutating func groupParameter(for value: VCardProperty) -> Parameter? {
        // (The group's text only for the parameter: groups are compared by key.)
        guard value.groupKey != 0 else { return nil }
        var members = 0
        if !groupedBeyond {
            // Only the grouped properties that are not companions (noted by `build()`); a
            // group needs two of them, so a card with fewer has none to look at.
            guard groupedMembers.nonzeroBitCount > 1 else { return nil }
            // Nor does a card whose grouped properties all have groups of their own (most
            // cards: `item1.ADR`, `item2.URL`), found once a card.
            if groupsShared == .unknown { groupsShared = anyMembersShareAGroup() ? .some : .none }
            guard groupsShared == .some else { return nil }
            var mask = groupedMembers
            while mask != 0 {
                let index = mask.trailingZeroBitCount
                mask &= mask - 1
                guard properties[index].hasSameGroup(as: value) else { continue }
                // A property read back under its original name may have become a companion.
                switch properties[index].kind {
                case .appleLabel, .appleAddress, .appleSubLocality: continue
                default: members += 1
                }
                if members > 1 { return Parameter(VCardContactBuilder.groupParameter, value.group ?? "") }
            }
            return nil
        }
        // By index: a whole property is not copied (retained and released) to read its group.
        for index in properties.indices {
            guard properties[index].hasSameGroup(as: value) else { continue }
            switch properties[index].kind {
            case .appleLabel, .appleAddress, .appleSubLocality: continue
            default: members += 1
            }
            if members > 1 { return Parameter(VCardContactBuilder.groupParameter, value.group ?? "") }
        }
        return nil
    }

    /// Whether two of the grouped properties in `groupedMembers` have the same group (in
    /// any case), whatever their kinds: a kind can only become a companion's while the card
    /// is read (a name taken back), so a card with no two stays so.
    func anyMembersShareAGroup() -> Bool {
        var mask = groupedMembers
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask - 1
            var others = mask
            while others != 0 {
                let other = others.trailingZeroBitCount
                others &= others - 1
                if properties[other].hasSameGroup(as: properties[index]) { return true }
            }
        }
        return false
    }

    /// Whether the card's grouped properties share a group (``anyMembersShareAGroup()``),
    /// once looked at.
    enum SharedGroups: UInt8 {
        case unknown, none, some
    }
}

extension VCardCardComposer {
    /// The group a value read with a ``VCardContactBuilder/groupParameter`` keeps, when it is
    /// a valid group name.
    static func keptGroup(_ parameters: [Parameter]) -> String? {
        guard !parameters.isEmpty, let group = parameters.firstValue(named: VCardContactBuilder.groupParameter),
            VCardName.isValid(group)
        else { return nil }
        return group
    }

    /// The groups the contact's values keep, so that no new item group takes one.
    static func keptGroups(of contact: Contact) -> [String] {
        var groups: [String] = []
        // By index, parameters only: every card is asked, and few values have a group.
        func add<Value>(_ items: [LabeledValue<Value>]) {
            for index in items.indices where !items[index].parameters.isEmpty {
                if let group = keptGroup(items[index].parameters) { groups.append(group.asciiUppercased()) }
            }
        }
        add(contact.phoneNumbers)
        add(contact.emailAddresses)
        add(contact.postalAddresses)
        add(contact.urlAddresses)
        return groups
    }
}

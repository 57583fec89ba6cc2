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
    func groupParameter(for value: VCardProperty) -> Parameter? {
        guard let group = value.group else { return nil }
        var members = 0
        if !groupedBeyond {
            // Only the grouped properties that are not companions (noted by `build()`); a
            // group needs two of them, so a card with fewer has none to look at.
            guard groupedMembers.nonzeroBitCount > 1 else { return nil }
            var mask = groupedMembers
            while mask != 0 {
                let index = mask.trailingZeroBitCount
                mask &= mask - 1
                guard let other = properties[index].group, other == group || other.equalsIgnoringASCIICase(group)
                else { continue }
                // A property read back under its original name may have become a companion.
                switch properties[index].kind {
                case .appleLabel, .appleAddress, .appleSubLocality: continue
                default: members += 1
                }
                if members > 1 { return Parameter(VCardContactBuilder.groupParameter, group) }
            }
            return nil
        }
        // By index: a whole property is not copied (retained and released) to read its group.
        for index in properties.indices {
            guard let other = properties[index].group, other == group || other.equalsIgnoringASCIICase(group) else { continue }
            switch properties[index].kind {
            case .appleLabel, .appleAddress, .appleSubLocality: continue
            default: members += 1
            }
            if members > 1 { return Parameter(VCardContactBuilder.groupParameter, group) }
        }
        return nil
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

import ContactModel

extension CSVRowComposer {
    /// Adds to `leftOut` each preferred value (`PREF`) placed where no label column can mark it.
    func reportPreferences(of list: CSVList, in contact: Contact, placement: CSVPlacement, into leftOut: inout [CSVLoss]) {
        // Most values have no preference: then nothing more is looked at. The placed values
        // are taken by index, with no list of them made (a list of preferences and one of
        // placed values for every list of every contact cost about 2,400 instructions a
        // contact).
        guard CSVRowComposer.hasPreference(in: list, of: contact) else { return }
        let positions = slots.positions(of: list)
        for index in 0..<CSVRowComposer.entryCount(of: list, in: contact) {
            guard let rank = CSVRowComposer.preference(of: list, at: index, in: contact),
                let position = positions.first(where: { placement.entry(at: $0) == index })
            else { continue }
            if !slots.hasLabelColumn[position] {
                leftOut.append(CSVLoss("\(list.rawValue).preference", "that \(list.rawValue) \(index + 1) is the preferred one"))
            } else if rank > 1 {
                // `* ` says preferred, not how much: a 4.0 `PREF=2` comes back as the first choice.
                leftOut.append(CSVLoss(
                    "\(list.rawValue).preference",
                    "the rank \(rank) of \(list.rawValue) \(index + 1) (marked as preferred)"))
            }
        }
    }

    /// The preference (`PREF`) of the value at `index` of `list`.
    static func preference(of list: CSVList, at index: Int, in contact: Contact) -> Int? {
        switch list {
        case .phoneNumbers: return contact.phoneNumbers[index].preference
        case .emailAddresses: return contact.emailAddresses[index].preference
        case .postalAddresses: return contact.postalAddresses[index].preference
        case .urlAddresses: return contact.urlAddresses[index].preference
        case .contactRelations: return contact.contactRelations[index].preference
        case .dates: return contact.dates[index].preference
        case .instantMessageAddresses: return contact.instantMessageAddresses[index].preference
        case .socialProfiles: return contact.socialProfiles[index].preference
        case .customFields: return nil
        }
    }

    /// Whether any value of `list` has a preference.
    static func hasPreference(in list: CSVList, of contact: Contact) -> Bool {
        switch list {
        case .phoneNumbers: return contact.phoneNumbers.contains { $0.preference != nil }
        case .emailAddresses: return contact.emailAddresses.contains { $0.preference != nil }
        case .postalAddresses: return contact.postalAddresses.contains { $0.preference != nil }
        case .urlAddresses: return contact.urlAddresses.contains { $0.preference != nil }
        case .contactRelations: return contact.contactRelations.contains { $0.preference != nil }
        case .dates: return contact.dates.contains { $0.preference != nil }
        case .instantMessageAddresses: return contact.instantMessageAddresses.contains { $0.preference != nil }
        case .socialProfiles: return contact.socialProfiles.contains { $0.preference != nil }
        case .customFields: return false
        }
    }
}

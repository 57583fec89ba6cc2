import ContactModel

extension CSVRowComposer {
    /// Adds to `leftOut` each preferred value (`PREF`) placed where no label column can mark it.
    func reportPreferences(of list: CSVList, in contact: Contact, placement: CSVPlacement, into leftOut: inout [CSVLoss]) {
        // Most values have no preference: the list of them is made only when one has.
        guard CSVRowComposer.hasPreference(in: list, of: contact) else { return }
        let preferences = CSVRowComposer.preferences(of: list, in: contact)
        for (index, position) in placement.placed(in: slots.positions(of: list)) where preferences[index] != nil {
            if !slots.hasLabelColumn[position] {
                leftOut.append(CSVLoss("\(list.rawValue).preference", "that \(list.rawValue) \(index + 1) is the preferred one"))
            } else if let rank = preferences[index], rank > 1 {
                // `* ` says preferred, not how much: a 4.0 `PREF=2` comes back as the first choice.
                leftOut.append(CSVLoss(
                    "\(list.rawValue).preference",
                    "the rank \(rank) of \(list.rawValue) \(index + 1) (marked as preferred)"))
            }
        }
    }

    /// Whether a value of `list` has a preference (``preferences(of:in:)`` without the list).
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

    /// The preference (`PREF`) of each value of `list`, in order.
    static func preferences(of list: CSVList, in contact: Contact) -> [Int?] {
        switch list {
        case .phoneNumbers: return contact.phoneNumbers.map(\.preference)
        case .emailAddresses: return contact.emailAddresses.map(\.preference)
        case .postalAddresses: return contact.postalAddresses.map(\.preference)
        case .urlAddresses: return contact.urlAddresses.map(\.preference)
        case .contactRelations: return contact.contactRelations.map(\.preference)
        case .dates: return contact.dates.map(\.preference)
        case .instantMessageAddresses: return contact.instantMessageAddresses.map(\.preference)
        case .socialProfiles: return contact.socialProfiles.map(\.preference)
        case .customFields: return CSVCustomFields.labels(of: contact).map { _ in nil }
        }
    }
}

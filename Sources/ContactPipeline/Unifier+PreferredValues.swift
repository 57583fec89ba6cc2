import ContactModel

extension Unifier {
    /// The choices that apply to one merge, one per field (the last of each wins): the
    /// record whose name is kept, and the phone number and e-mail address put first.
    struct ChosenValues {
        var name: Int?
        var phoneNumber: PreferredValue?
        var emailAddress: PreferredValue?
    }

    /// The last choice of each field that names a value of `contacts`; the others are left
    /// out (see ``merge(_:recordIdentifiers:preferring:)``).
    static func chosenValues(_ preferredValues: [PreferredValue], in contacts: UnsafeBufferPointer<Contact>) -> ChosenValues {
        var chosen = ChosenValues()
        for value in preferredValues where contacts.indices.contains(value.record) {
            let record = contacts[value.record]
            switch value.field {
            case .name:
                if record.hasStructuredName || !(record.formattedName ?? "").isEmpty { chosen.name = value.record }
            case .phoneNumber:
                if record.phoneNumbers.indices.contains(value.index) { chosen.phoneNumber = value }
            case .emailAddress:
                if record.emailAddresses.indices.contains(value.index) { chosen.emailAddress = value }
            }
        }
        return chosen
    }

    /// Puts the chosen phone number and e-mail address first in the merged lists, as the
    /// most preferred (preference 1); every other value stays, in its order, a preferred one
    /// ranked one lower (RFC 6350's `PREF` is 1 to 100, 1 the most preferred), so the chosen
    /// value is the only first choice: in vCard 3.0 the only `TYPE=pref`.
    static func putFirst(_ chosen: ChosenValues, of contacts: UnsafeBufferPointer<Contact>, in result: inout Contact) {
        // The merged lists hold every value of every record, united by the keys these use.
        if let phone = chosen.phoneNumber,
            let position = indexOfPhoneNumber(contacts[phone.record].phoneNumbers[phone.index].value, in: result)
        {
            putFirst(at: position, in: &result.phoneNumbers)
        }
        if let email = chosen.emailAddress,
            let position = indexOfEmailAddress(contacts[email.record].emailAddresses[email.index].value, in: result)
        {
            putFirst(at: position, in: &result.emailAddresses)
        }
    }

    /// Where a merge put `value`, a phone number of one of its records: its index in
    /// `merged`'s phone numbers (a merge unites numbers that differ only in formatting).
    /// A choice of `value` moves that number to the front.
    public static func indexOfPhoneNumber(_ value: String, in merged: Contact) -> Int? {
        let wanted = phoneKey(value)
        return merged.phoneNumbers.firstIndex { phoneKey($0.value) == wanted }
    }

    /// Where a merge put `value`, an e-mail address of one of its records: its index in
    /// `merged`'s e-mail addresses (united by ``EmailAddressNormalizer/matchKey(_:)``).
    public static func indexOfEmailAddress(_ value: String, in merged: Contact) -> Int? {
        let wanted = EmailAddressNormalizer.matchKey(value)
        return merged.emailAddresses.firstIndex { EmailAddressNormalizer.matchKey($0.value) == wanted }
    }

    /// Moves `list[position]` to the front with preference 1.
    static func putFirst<Value>(at position: Int, in list: inout [LabeledValue<Value>]) {
        var first = list.remove(at: position)
        for index in list.indices {
            if let rank = list[index].preference { list[index].preference = rank < 100 ? rank + 1 : rank }
        }
        first.preference = 1
        list.insert(first, at: 0)
    }
}

import ContactModel
import PhoneNumbers

/// A test that picks contacts, as Apple's `CNContact.predicateForContacts(matchingName:)`,
/// `predicateForContacts(matchingEmailAddress:)` and `predicateForContacts(matching:)` do.
///
/// ```swift
/// let smiths = contacts.filter(ContactPredicate.matchingName("j smith").evaluate)
/// let caller = contacts.first(where: ContactPredicate.matchingPhoneNumber("+1 555 555 0130").evaluate)
/// ```
///
/// Text is compared folded (``TextFolding``): case, accents and width do not matter, and
/// letters such as `ø`, `ß` and `æ` meet their Latin spellings.
///
/// ``matchingSearch(_:nameFormatter:)`` searches every field a person would type, as
/// `contactkit list --search` does (``SearchQuery``).
public struct ContactPredicate: Sendable {
    private let test: @Sendable (Contact) -> Bool

    /// A predicate from any test.
    public init(_ test: @escaping @Sendable (Contact) -> Bool) { self.test = test }

    /// True when `contact` is picked.
    public func evaluate(_ contact: Contact) -> Bool { test(contact) }

    /// Contacts whose name holds every word of `name` at the start of one of its words, in
    /// any order: `"jo sm"` picks John Smith, as the search field of Apple's Contacts does.
    /// The given, middle, family, phonetic and formatted names and the nickname are searched
    /// (not the organization). An empty `name` picks nothing.
    public static func matchingName(_ name: String) -> ContactPredicate {
        let wanted = TextFolding.fold(name).split(separator: " ").map(String.init)
        return ContactPredicate { contact in
            guard !wanted.isEmpty else { return false }
            let words = nameWords(of: contact)
            return wanted.allSatisfy { query in words.contains { $0.hasPrefix(query) } }
        }
    }

    /// Contacts with an e-mail address equal to `address`, ignoring case.
    public static func matchingEmailAddress(_ address: String) -> ContactPredicate {
        let wanted = address.trimmingSpaces().lowercased()
        return ContactPredicate { contact in
            !wanted.isEmpty && contact.emailAddresses.contains { $0.value.trimmingSpaces().lowercased() == wanted }
        }
    }

    /// Contacts with a phone number that is the same number as `number`, however either is
    /// written: both are read as phone numbers (national ones in `region`) and compared by
    /// country code and national number; a number that cannot be read is compared by its
    /// digits. `+1 555 555 0130` picks `(555) 555-0130` in the US.
    public static func matchingPhoneNumber(_ number: String, region: String? = nil) -> ContactPredicate {
        let parser = PhoneNumberParser(defaultRegion: region)
        let wanted = PhoneKey(number, parser: parser)
        return ContactPredicate { contact in
            contact.phoneNumbers.contains { wanted.matches(PhoneKey($0.value, parser: parser)) }
        }
    }

    /// Contacts in the group named `group` (vCard `CATEGORIES`), ignoring case.
    public static func inGroup(_ group: String) -> ContactPredicate {
        let wanted = TextFolding.fold(group)
        return ContactPredicate { contact in contact.groups.contains { TextFolding.fold($0) == wanted } }
    }

    /// The folded words of a contact's names.
    private static func nameWords(of contact: Contact) -> [Substring] {
        let parts = [
            contact.givenName, contact.middleName, contact.familyName, contact.secondaryFamilyName, contact.nickname,
            contact.phoneticGivenName, contact.phoneticMiddleName, contact.phoneticFamilyName,
            contact.formattedName ?? "",
        ]
        return parts.filter { !$0.isEmpty }.flatMap { TextFolding.fold($0).split(separator: " ") }
    }
}

/// A phone number as compared by ``ContactPredicate/matchingPhoneNumber(_:region:)``.
private struct PhoneKey {
    let number: PhoneNumber?
    let digits: String

    init(_ text: String, parser: PhoneNumberParser) {
        number = parser.parseIfPossible(text)
        digits = String(text.unicodeScalars.filter { $0.properties.numericType == .decimal }.map(Character.init))
    }

    func matches(_ other: PhoneKey) -> Bool {
        if let number, let otherNumber = other.number {
            return number.countryCode == otherNumber.countryCode && number.nationalNumber == otherNumber.nationalNumber
        }
        return !digits.isEmpty && digits == other.digits
    }
}

extension String {
    /// The text without white space at either end.
    fileprivate func trimmingSpaces() -> Substring {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}

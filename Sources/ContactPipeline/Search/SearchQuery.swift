import ContactModel

/// What a person types in a search field, as `contactkit list --search` and `show --search`
/// read it: field terms such as `org:acme`, `city:munich`, `email:` (has an email) or
/// `phone:0130`, and any other words, searched in every field. Every term must match; a
/// field term looks only in its field.
///
/// ```swift
/// let query = SearchQuery("müller city:munchen")
/// let names = NameFormatter(locale: Locale(identifier: "de"))
/// let found = contacts.filter { query.matches($0, displayName: names.displayName(for: $0)) }
/// ```
///
/// Text is compared as a person expects: case, accents, character width and letters such as
/// `ø`, `ß` and `æ` do not matter (`sorensen` finds `Sørensen`, `muenchen` finds `München`);
/// a phone number matches by its digits in any format (`5550130` finds `+1 555-0130`, and
/// `020 7946 0018` finds `+44 20 7946 0018`); and Latin letters find a name written in Han by
/// its pinyin (`zhang wei` and `zw` find `张伟`). ``ContactPredicate/matchingSearch(_:nameFormatter:)``
/// wraps a query as a predicate.
public struct SearchQuery: Sendable {
    /// A field a term can name, and how to keep only that field of a contact.
    struct Field: Sendable {
        var names: [String]
        var keep: @Sendable (Contact) -> Contact
        /// Whether the contact has anything in the field (for an empty term: `email:`).
        var isSet: @Sendable (Contact) -> Bool
    }

    /// The fields, by the names people type for them (data: one place).
    static let fields: [Field] = [
        Field(
            names: ["name"],
            keep: { Contact(
                formattedName: $0.formattedName, namePrefix: $0.namePrefix, givenName: $0.givenName,
                middleName: $0.middleName, familyName: $0.familyName, secondaryFamilyName: $0.secondaryFamilyName,
                previousFamilyName: $0.previousFamilyName, nameSuffix: $0.nameSuffix,
                nameGeneration: $0.nameGeneration, nickname: $0.nickname, phoneticGivenName: $0.phoneticGivenName,
                phoneticMiddleName: $0.phoneticMiddleName, phoneticFamilyName: $0.phoneticFamilyName) },
            isSet: { !($0.formattedName ?? "").isEmpty || !$0.givenName.isEmpty || !$0.familyName.isEmpty }),
        Field(
            names: ["org", "organization", "company"],
            keep: { Contact(organizationName: $0.organizationName, departmentName: $0.departmentName) },
            isSet: { !$0.organizationName.isEmpty }),
        Field(names: ["title", "job"], keep: { Contact(jobTitle: $0.jobTitle) }, isSet: { !$0.jobTitle.isEmpty }),
        Field(
            names: ["email", "mail"], keep: { Contact(emailAddresses: $0.emailAddresses) },
            isSet: { !$0.emailAddresses.isEmpty }),
        Field(
            names: ["phone", "tel"], keep: { Contact(phoneNumbers: $0.phoneNumbers) }, isSet: { !$0.phoneNumbers.isEmpty }),
        Field(
            names: ["city", "town"], keep: { address($0) { PostalAddress(subLocality: $0.subLocality, city: $0.city) } },
            isSet: { $0.postalAddresses.contains { !$0.value.city.isEmpty } }),
        Field(
            names: ["street"], keep: { address($0) { PostalAddress(street: $0.street) } },
            isSet: { $0.postalAddresses.contains { !$0.value.street.isEmpty } }),
        Field(
            names: ["zip", "postcode", "plz"], keep: { address($0) { PostalAddress(postalCode: $0.postalCode) } },
            isSet: { $0.postalAddresses.contains { !$0.value.postalCode.isEmpty } }),
        Field(
            names: ["state"], keep: { address($0) { PostalAddress(state: $0.state) } },
            isSet: { $0.postalAddresses.contains { !$0.value.state.isEmpty } }),
        Field(
            names: ["country"],
            keep: { address($0) { PostalAddress(country: $0.country, isoCountryCode: $0.isoCountryCode) } },
            isSet: { $0.postalAddresses.contains { !$0.value.country.isEmpty || !$0.value.isoCountryCode.isEmpty } }),
        Field(names: ["note"], keep: { Contact(note: $0.note) }, isSet: { !$0.note.isEmpty }),
        Field(names: ["group"], keep: { Contact(groups: $0.groups) }, isSet: { !$0.groups.isEmpty }),
        Field(names: ["url", "web"], keep: { Contact(urlAddresses: $0.urlAddresses) }, isSet: { !$0.urlAddresses.isEmpty }),
    ]

    private static func address(_ contact: Contact, _ part: (PostalAddress) -> PostalAddress) -> Contact {
        Contact(postalAddresses: contact.postalAddresses.map { LabeledValue(label: $0.label, value: part($0.value)) })
    }

    /// The text as given.
    public let text: String
    private var terms: [(field: Field, search: ContactSearch?)] = []
    private var anywhere: ContactSearch?

    /// Reads `text`: `name:value` words with a known field name are field terms (quote-free:
    /// a term's value runs to the next space); the other words, joined, are searched everywhere.
    public init(_ text: String) {
        self.text = text
        var rest: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if let colon = word.firstIndex(of: ":"),
                let field = Self.fields.first(where: { $0.names.contains(word[..<colon].lowercased()) })
            {
                let value = word[word.index(after: colon)...]
                terms.append((field, value.isEmpty ? nil : ContactSearch(String(value))))
            } else {
                rest.append(word)
            }
        }
        if !rest.isEmpty { anywhere = ContactSearch(rest.joined(separator: " ")) }
        if terms.isEmpty && anywhere == nil { anywhere = ContactSearch(text) }
    }

    /// Whether every term matches the contact. `displayName` is the name shown for the
    /// contact (`NameFormatter.displayName(for:)`), searched as a name
    /// field: it holds the organization of a company's card and the composed name of a card
    /// without a formatted name.
    public func matches(_ contact: Contact, displayName: String) -> Bool {
        if let anywhere, !anywhere.matches(contact, displayName: displayName) { return false }
        for (field, search) in terms {
            guard let search else {
                if !field.isSet(contact) { return false }
                continue
            }
            let kept = field.keep(contact)
            let name = field.names[0] == "name" ? displayName : ""
            if !search.matches(kept, displayName: name) { return false }
        }
        return true
    }

    /// The field names a term can start with (`name`, `org`, `title`, …), each as typed
    /// before its colon; the other spellings of a field (`company`, `plz`) work too.
    public static var fieldNames: [String] { fields.map { $0.names[0] } }
}

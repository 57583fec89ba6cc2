import ContactFormatting
import ContactModel

extension ContactPredicate {
    /// Contacts that a search typed by a person picks, as `contactkit list --search` reads
    /// it (``SearchQuery``): `"sorensen"` finds Sørensen, `"org:acme city:munich"` looks in
    /// two fields, `"555 0130"` finds a phone number in any format. An empty text picks every
    /// contact, as an empty search field does.
    ///
    /// The name a contact is shown by is searched too; `nameFormatter` composes it, in its
    /// locale (a company's card shows its organization).
    ///
    /// ```swift
    /// let found = contacts.filter(ContactPredicate.matchingSearch("muller org:acme").evaluate)
    /// ```
    public static func matchingSearch(_ text: String, nameFormatter: NameFormatter = NameFormatter()) -> ContactPredicate {
        let query = SearchQuery(text)
        return ContactPredicate { contact in
            query.matches(contact, displayName: nameFormatter.displayName(for: contact))
        }
    }
}

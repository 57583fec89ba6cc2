import ContactModel
import Foundation

extension PersonName {
    /// The contact's name in CLDR's fields, as ``NameFormatter`` reads it for `locale`: the
    /// second surname is `surname2`, a suffix is sorted into title, generation or
    /// credentials, the nickname is the informal given name, and a surname's lower-case
    /// particles (`van der`) are its prefix. The locale decides only whether a Han name
    /// with a long family name is a foreign name written in Han.
    public init(contact: Contact, locale: Locale = Locale(identifier: "en")) {
        let parts = NameParts(contact: contact)
        self = NameFormatter(locale: locale).personName(parts)
        givenInformal = parts.nickname
    }
}

extension PersonNameFormatter {
    /// The contact's name in this formatter's length, usage, formality and order, in its
    /// locale: one call and one locale for any CLDR form.
    ///
    /// ```swift
    /// let short = PersonNameFormatter(locale: Locale(identifier: "en"), length: .short, formality: .informal)
    /// short.string(from: contact)  // "Bertie W."
    /// ```
    ///
    /// Apple's full name when ContactKit has no CLDR data for the locale or the name's own;
    /// empty when the contact has no name parts (a company's card: use
    /// ``NameFormatter/displayName(for:)`` for a list).
    public func string(from contact: Contact) -> String {
        NameFormatter(locale: locale).string(from: contact, using: self)
    }
}

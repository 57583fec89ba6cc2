/// The ways `PhoneNumber.formatted(_:)` can write a number.
public enum PhoneNumberFormat: String, Sendable, CaseIterable {
    /// `+14155550123`: plus, country code and national number, no spaces, no extension.
    case e164
    /// `+44 20 7946 0958`: country code and the number grouped as in its country.
    case international
    /// `020 7946 0958`: as dialled within the country, with the national prefix.
    case national
    /// `tel:+44-20-7946-0958`: an RFC 3966 URI, with `;ext=` for the extension.
    case rfc3966
}

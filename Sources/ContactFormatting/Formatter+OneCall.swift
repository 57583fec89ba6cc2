import ContactModel
import Foundation

extension NameFormatter {
    /// The contact's name in `style` for `locale`, in one call, as Apple's
    /// `CNContactFormatter.string(from:style:)`.
    public static func string(
        from contact: Contact, style: Style = .fullName, locale: Locale = Locale(identifier: "en")
    ) -> String {
        NameFormatter(style: style, locale: locale).string(from: contact)
    }
}

extension PostalAddressFormatter {
    /// The address in `style`, its country named in `locale`, in one call, as Apple's
    /// `CNPostalAddressFormatter.string(from:style:)`.
    public static func string(
        from address: PostalAddress, style: Style = .mailingAddress, locale: Locale = Locale(identifier: "en")
    ) -> String {
        PostalAddressFormatter(style: style, locale: locale).string(from: address)
    }
}

import ContactFormatting
import ContactModel
import Foundation
import Testing

/// The one-call forms, as Apple's `CNContactFormatter.string(from:style:)` and
/// `CNPostalAddressFormatter.string(from:style:)`: the same text as a configured formatter.
@Suite struct OneCallFormattingTests {
    @Test(arguments: ["en", "ja", "hu", "de"])
    func nameInOneCallEqualsTheFormatter(locale: String) {
        let contact = Contact(namePrefix: "Dr.", givenName: "Anna", familyName: "Kovács")
        for style in NameFormatter.Style.allCases {
            let expected = NameFormatter(style: style, locale: Locale(identifier: locale)).string(from: contact)
            #expect(NameFormatter.string(from: contact, style: style, locale: Locale(identifier: locale)) == expected)
        }
        #expect(NameFormatter.string(from: contact).contains("Anna"))
    }

    @Test func addressInOneCallEqualsTheFormatter() {
        var address = PostalAddress()
        address.street = "1 Main St"
        address.city = "Dallas"
        address.state = "TX"
        address.postalCode = "75201"
        address.isoCountryCode = "US"
        for style in PostalAddressFormatter.Style.allCases {
            let expected = PostalAddressFormatter(style: style).string(from: address)
            #expect(PostalAddressFormatter.string(from: address, style: style) == expected)
            #expect(!expected.isEmpty)
        }
    }
}

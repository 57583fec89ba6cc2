@testable import ContactPipeline
import ContactModel
import Testing

/// The shortcuts the normalizers take for plain ASCII give exactly what the general code
/// gives.
@Suite struct NormalizerShortcutTests {
    @Test func asciiWhiteSpaceIsUnicodeWhiteSpace() {
        let scalars = (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "é"]
        for scalar in scalars {
            #expect(NameNormalizer.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test(arguments: [
        "  Jo.Doe@Example.COM ", "mailto:Ann@EXAMPLE.org", "MAILTO: Ann@EXAMPLE.org ", "Mailto:", "mailto:x",
        "<bo@Example.net>", "<>", "< a@B >", "<@>", "@Example.COM", "Jo@", "a@b@C.D", "not an address",
        "", " ", "mailto:<x@Y.Z>", "x@[IPv6:::1]", "UPPER@CASE.COM", "a b@C D", "~!#$%^&*()@Q.R",
    ])
    func plainEmailAddressesNormalizeAsAnyText(_ address: String) {
        #expect(EmailAddressNormalizer.normalizedPrintableASCII(address) == EmailAddressNormalizer.normalizedAnyText(address))
    }

    @Test(arguments: [
        "Leon Freiwald", "Smith, John", "Smith, Jr.", "Smith , John Paul", "O'Brien, Mary-Kate", "Dr. Ann Lee PhD",
        "Ludwig van Beethoven", "Jean de la Fontaine", "Lee,", ",Lee", ",", " , ", "a,b,c", "", " ", "Ann",
        "\tAnn\r\n  Lee ", "(Work) Ann Lee", "Mr. Jr.", "Ann \"Annie\" Lee, III",
    ])
    func plainNamesSplitOnBytesAsOnCharacters(_ name: String) {
        #expect(NameSplitter.split(name, cuttingASCIIOnBytes: true) == NameSplitter.split(name, cuttingASCIIOnBytes: false))
    }

    @Test func otherNamesSplitAsBefore() {
        #expect(NameSplitter.split("García López, María") == NameSplitter.Parts(given: "María", family: "García López"))
        #expect(NameSplitter.split("山田 太郎") == NameSplitter.Parts(given: "太郎", family: "山田"))
        #expect(NameSplitter.split("Zoë van Dijk") == NameSplitter.Parts(given: "Zoë", family: "van Dijk"))
    }

    @Test func otherEmailAddressesTakeTheGeneralWay() {
        #expect(EmailAddressNormalizer.normalizedPrintableASCII("jo\t@example.com") == nil)
        #expect(EmailAddressNormalizer.normalizedPrintableASCII("jö@Example.com") == nil)
        #expect(EmailAddressNormalizer.normalized("Jö@ÉXAMPLE.com") == "Jö@éxample.com")
    }
}

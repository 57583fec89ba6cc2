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

    @Test func otherEmailAddressesTakeTheGeneralWay() {
        #expect(EmailAddressNormalizer.normalizedPrintableASCII("jo\t@example.com") == nil)
        #expect(EmailAddressNormalizer.normalizedPrintableASCII("jö@Example.com") == nil)
        #expect(EmailAddressNormalizer.normalized("Jö@ÉXAMPLE.com") == "Jö@éxample.com")
    }
}

/// The shortcuts of dedupe's keys and merges for plain ASCII give what the general code gives.
@Suite struct DedupeShortcutTests {
    @Test(arguments: [
        "john smith", "smith john", "  van  der berg anna ", "a", " ", "z a m b", "anna-lena o'neil", "ab a abc aa",
    ])
    func nameWordsOfPlainNamesHashAsAnyText(_ name: String) {
        var words = name.split(separator: " ")
        words.sort()
        #expect(MatchKeyBuilder.nameWordsHash(name) == TextFolding.stableHash(words.joined(separator: " ").utf8, seed: 1))
    }

    @Test func nameWordsOfOtherNamesSortAsText() {
        #expect(MatchKeyBuilder.nameWordsHash("王 伟") == MatchKeyBuilder.nameWordsHash("伟 王"))
        #expect(MatchKeyBuilder.nameWordsHash("ivan петров") == MatchKeyBuilder.nameWordsHash("петров ivan"))
    }

    @Test(arguments: ["plain", "a, b", "a;b", "back\\slash", "line\nbreak", "cr\r\nlf", "é,\u{301}", ""])
    func escapingKeepsTextWithNothingToEscape(_ text: String) {
        var expected = ""
        for character in text {
            switch character {
            case "\\": expected += "\\\\"
            case ",": expected += "\\,"
            case ";": expected += "\\;"
            case "\n", "\r\n", "\r": expected += "\\n"
            default: expected.append(character)
            }
        }
        #expect(Unifier.escaped(text) == expected)
    }
}

@testable import ContactPipeline
import ContactModel
import Testing

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
        #expect(Unifier.escaped(text) == Unifier.escapedCharacters(text))
    }

    /// Copies as written are copies without being normalized again; cards that differ as
    /// written are still compared normalized.
    @Test func copiesAreComparedAsWrittenThenNormalized() {
        func card(_ uid: String, _ phone: String, revision: String? = nil) -> Contact {
            var contact = Contact(givenName: "Ilse", familyName: "Vandermeer")
            contact.uid = uid
            contact.phoneNumbers = [LabeledValue(label: .mobile, value: phone)]
            if let revision { contact.extensions = [ExtensionProperty(name: "REV", value: revision)] }
            return contact
        }
        var normalizer: ContactNormalizer? = ContactNormalizer(region: "US")
        var none: ContactNormalizer?
        let written = card("a", "(415) 555-0142", revision: "20240101T000000Z")
        let sameAsWritten = card("b", "(415) 555-0142", revision: "20250101T000000Z")
        let sameNormalized = card("c", "+1 415 555 0142")
        let other = card("d", "(415) 555-0143")
        #expect(ExactCopies.sameContent(written, sameAsWritten, normalizer: &normalizer))
        #expect(ExactCopies.sameContent(written, sameNormalized, normalizer: &normalizer))
        #expect(!ExactCopies.sameContent(written, other, normalizer: &normalizer))
        #expect(ExactCopies.sameContent(written, sameAsWritten, normalizer: &none))
        #expect(!ExactCopies.sameContent(written, sameNormalized, normalizer: &none))
    }

    @Test func contentHashesWithoutACopyAsTheContent() {
        var contact = Contact(uid: "u1", givenName: "Ilse", familyName: "Vandermeer")
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "+14155550142")]
        let plain = contact
        #expect(ExactCopies.contentHash(ofNormalized: &contact) == ExactCopies.content(ofNormalized: plain).hashValue)
        #expect(contact == plain)
        contact.extensions = [ExtensionProperty(name: "REV", value: "20240101T000000Z"), ExtensionProperty(name: "X-A", value: "b")]
        let revised = contact
        #expect(ExactCopies.contentHash(ofNormalized: &contact) == ExactCopies.content(ofNormalized: revised).hashValue)
        #expect(contact == revised)
    }

    @Test func escapingEscapes() {
        #expect(Unifier.escaped("a, b;c\\d\r\ne") == "a\\, b\\;c\\\\d\\ne")
    }
}

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

    @Test func escapingEscapes() {
        #expect(Unifier.escaped("a, b;c\\d\r\ne") == "a\\, b\\;c\\\\d\\ne")
    }
}

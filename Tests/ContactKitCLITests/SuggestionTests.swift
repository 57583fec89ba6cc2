import Testing

@testable import ContactKitCLI

/// Edit distance and "did you mean" choices.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0), ("to", "to", 0), ("too", "to", 1), ("kitten", "sitting", 3),
        ("stirct", "strict", 1), ("abc", "", 3), ("convert", "cnovert", 1),
    ])
    func editDistance(first: String, second: String, expected: Int) {
        #expect(Suggestion.editDistance(first, second) == expected)
        #expect(Suggestion.editDistance(second, first) == expected)
    }

    @Test func closestCandidateWithinReach() {
        #expect(Suggestion.closest(to: "conver", among: ["convert", "validate"]) == "convert")
        #expect(Suggestion.closest(to: "VALIDTE", among: ["convert", "validate"]) == "validate")
        #expect(Suggestion.closest(to: "zzz", among: ["convert", "validate"]) == nil)
    }

    @Test func uniquePrefixIsSuggested() {
        #expect(Suggestion.closest(to: "val", among: ["convert", "validate"]) == "validate")
        #expect(Suggestion.closest(to: "output", among: ["output", "output-dir"]) == "output")
    }

    @Test func formatNamesAreSuggested() {
        #expect(Suggestion.closest(to: "vcard:4", among: ["vcard", "vcard:2.1", "vcard:3.0", "vcard:4.0"]) != nil)
        #expect(Suggestion.closest(to: "vcard4.0", among: ["vcard", "vcard:2.1", "vcard:3.0", "vcard:4.0"]) == "vcard:4.0")
    }
}

extension SuggestionTests {
    @Test func longerSpellingSuggestsTheShorterName() {
        #expect(Suggestion.closest(to: "output-directory", among: ["output", "output-dir", "to"]) == "output-dir")
        #expect(Suggestion.closest(to: "toformat", among: ["output", "to"]) == nil)  // "to" is too short to trust
    }
}

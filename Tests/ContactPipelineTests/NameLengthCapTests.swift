import ContactModel
@testable import ContactPipeline
import Testing

/// Issue 28 item 10: names are compared pairwise (Jaro–Winkler, edit distance), so two cards
/// with given names of 320,000 letters took 10.5 s for the one pair. Only the first 256
/// characters of a name are compared.
@Suite struct NameLengthCapTests {
    static let longName = String(repeating: "abcdefghij", count: 32_000)

    @Test func onlyTheFirst256CharactersOfANameAreKept() {
        var finder = DuplicateFinder()
        finder.add(DuplicateFinderTests.person(Self.longName, Self.longName + "z", email: "long@example.com"))
        let record = finder.records[0]
        #expect(finder.records.givenNames[record.given].count == MatchKeyBuilder.comparedNameLength)
        #expect(finder.records.familyNames[record.family].count == MatchKeyBuilder.comparedNameLength)
    }

    /// Two such cards sharing an e-mail: compared on the first 256 characters, they are one.
    @Test func twoCardsWithHugeNamesAreComparedOnTheirStart() {
        let found = DuplicateFinderTests.clusters([
            DuplicateFinderTests.person(Self.longName + "x", "Oyelaran", email: "long@example.com"),
            DuplicateFinderTests.person(Self.longName + "y", "Oyelaran", email: "long@example.com"),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func aShortNameIsKeptWhole() {
        #expect(MatchKeyBuilder.capped("Zoë") == "Zoë")
        #expect(MatchKeyBuilder.capped(String(repeating: "é", count: 300)).count == 256)
    }
}

import ContactModel
import ContactPipeline
import Testing

/// A card that gives a maiden name (`X-MAIDENNAME`, ``Contact/previousFamilyName``) meets a
/// card under that name: `Anna Schmidt, née Müller` and `Anna Müller` agree on the family
/// name through it. Her sister, who has the family name but not her given name, stays apart.
@Suite struct MaidenNameMatchTests {
    typealias Book = DuplicateFinderTests

    static func anna(maidenName: String) -> Contact {
        var married = Book.person("Anna", "Schmidt", birthday: PartialDate(month: 5, day: 17))
        married.previousFamilyName = maidenName
        married.phoneNumbers = [LabeledValue(label: .home, value: "+4930555010")]
        return married
    }

    @Test func aCardUnderTheMaidenNameMeetsTheCardThatGivesIt() {
        // One given name and a birthday without its year in common.
        let single = Book.person("Anna", "Müller", email: "anna.m@example.de", birthday: PartialDate(month: 5, day: 17))
        #expect(Book.clusters([Self.anna(maidenName: "Müller"), single]) == [[0, 1]])
        // The same two cards without the maiden name: a different family name, no personal
        // contact point in common, so they stay apart.
        #expect(Book.clusters([Self.anna(maidenName: ""), single]) == [])
    }

    @Test func theSisterUnderTheMaidenNameStaysApart() {
        var sister = Book.person("Berta", "Müller", birthday: PartialDate(year: 1987, month: 2, day: 3))
        sister.phoneNumbers = [LabeledValue(label: .home, value: "+4930555010")]
        #expect(Book.clusters([Self.anna(maidenName: "Müller"), sister]) == [])
    }

    @Test func theExplanationNamesTheMaidenName() {
        var finder = DuplicateFinder()
        let single = Book.person("Anna", "Müller", birthday: PartialDate(month: 5, day: 17))
        for contact in [Self.anna(maidenName: "Müller"), single] + Book.padding { finder.add(contact) }
        _ = finder.findClusters()
        let evidence = finder.explainPair(0, 1).evidence
        #expect(evidence.contains { $0.field == "family-name" && $0.finding == "the other's maiden name" && $0.weight > 0 })
    }
}

import ContactModel
import ContactPipeline
import Testing

/// RFC 9554's second surname and generation in the pipeline: the merge keeps them like the
/// other name parts, a name predicate matches the second surname, the normalizer tidies them.
@Suite struct SecondarySurnamePipelineTests {
    let unifier = Unifier()

    @Test func theMergeKeepsTheSecondSurnameAndTheGeneration() {
        let short = Contact(givenName: "Pablo", familyName: "Pérez", emailAddresses: [LabeledValue(value: "pablo@example.com")])
        let full = Contact(
            namePrefix: "Sr.", givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez",
            nameSuffix: "PhD", nameGeneration: "Jr.")
        for pair in [[short, full], [full, short]] {
            let merged = unifier.merge(pair)
            #expect(merged.secondaryFamilyName == "Gómez")
            #expect(merged.nameGeneration == "Jr.")
            #expect(merged.familyName == "Pérez" && merged.nameSuffix == "PhD")
        }
    }

    @Test func aDifferentSecondSurnameIsKeptAsAnAlternate() {
        let first = Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez", nameGeneration: "Jr.")
        let second = Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gil")
        let merged = unifier.merge([first, second])
        #expect(merged.secondaryFamilyName == "Gómez")
        let alternates = merged.extensions.filter {
            $0.name == Unifier.alternatePropertyName && $0.parameters.firstValue(named: "FIELD") == "secondaryFamilyName"
        }
        #expect(alternates.map(\.value) == ["Gil"])
    }

    /// Dedupe reads the second surname as part of the family name and the generation as the
    /// suffix: a card with RFC 9554's parts meets the same person from a spreadsheet, where
    /// both surnames are one field; father and son apart by generation stay apart.
    @Test func dedupeMeetsTheSecondSurnameInOneFieldAndKeepsGenerationsApart() {
        typealias Book = DuplicateFinderTests
        let phone = "+34612345678"
        var parts = Book.person("Pablo", "Pérez", phone: phone)
        parts.secondaryFamilyName = "Gómez"
        let oneField = Book.person("Pablo", "Pérez Gómez", phone: phone)
        #expect(Book.clusters([parts, oneField]) == [[0, 1]])
        var father = Book.person("Pablo", "Pérez", email: "familia.perez@example.es")
        father.nameGeneration = "Sr."
        var son = Book.person("Pablo", "Pérez", email: "familia.perez@example.es")
        son.nameGeneration = "Jr."
        #expect(Book.clusters([father, son]) == [])
    }

    @Test func aNamePredicateMatchesTheSecondSurname() {
        let pablo = Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez")
        #expect(ContactPredicate.matchingName("pablo gomez").evaluate(pablo))
        #expect(!ContactPredicate.matchingName("pablo gil").evaluate(pablo))
    }

    @Test func theNormalizerTidiesBothParts() {
        var normalizer = NameNormalizer()
        let tidied = normalizer.process(Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "  Gómez ", nameGeneration: " Jr. "))
        #expect(tidied.first?.secondaryFamilyName == "Gómez")
        #expect(tidied.first?.nameGeneration == "Jr.")
    }
}

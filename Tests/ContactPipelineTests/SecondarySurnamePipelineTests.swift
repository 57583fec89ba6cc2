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

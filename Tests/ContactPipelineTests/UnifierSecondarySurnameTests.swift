import ContactModel
import ContactPipeline
import Testing

/// The merge keeps RFC 9554's second surname and generation like the other name parts.
@Suite struct UnifierSecondarySurnameTests {
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
}

import ContactModel
import ContactPipeline
import Testing

/// A normalizer writes only `normalize(_:)`; `process(_:)` and empty diagnostics come from
/// ``NormalizingContactStage``.
@Suite struct NormalizingContactStageTests {
    struct InitialsStage: NormalizingContactStage {
        mutating func normalize(_ contact: inout Contact) {
            contact.nickname = String(contact.givenName.prefix(1)) + String(contact.familyName.prefix(1))
        }
    }

    @Test func processHandsOnTheContactAfterNormalize() {
        var stage = InitialsStage()
        let out = stage.process(Contact(givenName: "Ada", familyName: "Lovelace"))
        #expect(out.map(\.nickname) == ["AL"])
        #expect(stage.diagnostics.isEmpty)
    }

    @Test func inPlaceNormalizingGivesWhatProcessGives() {
        var contact = Contact(formattedName: "Dr. Ann  van der Berg")
        contact.emailAddresses = [LabeledValue(label: .custom("HOME"), value: "mailto:Ann@EXAMPLE.org")]
        contact.phoneNumbers = [LabeledValue(label: .custom("CELL"), value: "555-0123"), LabeledValue(label: nil, value: "(415) 555-0123")]
        var byProcess = ContactNormalizer(region: "US")
        var inPlace = ContactNormalizer(region: "US")
        let processed = byProcess.process(contact)
        var changed = contact
        inPlace.normalize(&changed)
        #expect(processed == [changed])
        #expect(changed.familyName == "van der Berg" && changed.namePrefix == "Dr.")
        #expect(changed.emailAddresses.first?.value == "Ann@example.org")
        #expect(changed.phoneNumbers.last?.value == "+14155550123")
        #expect(!inPlace.diagnostics.isEmpty)
        #expect(byProcess.diagnostics == inPlace.diagnostics)
    }
}

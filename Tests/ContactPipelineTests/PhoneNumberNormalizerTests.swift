import ContactModel
import ContactPipeline
import PhoneNumbers
import Testing

@Suite struct PhoneNumberNormalizerTests {
    func contact(_ numbers: [String], country: String? = nil) -> Contact {
        var contact = Contact(givenName: "Jo")
        contact.phoneNumbers = numbers.map {
            LabeledValue(label: .custom("Boat"), value: $0, preference: 2, parameters: [Parameter("TYPE", "CAR")])
        }
        if let country { contact.postalAddresses = [LabeledValue(value: PostalAddress(country: country))] }
        return contact
    }

    @Test func rewritesToE164KeepingLabelsAndParameters() {
        var stage = PhoneNumberNormalizer(region: "US")
        let result = stage.process(contact(["(415) 555-0123", "+44 20 7946 0958"]))[0]
        #expect(result.phoneNumbers.map(\.value) == ["+14155550123", "+442079460958"])
        #expect(result.phoneNumbers.allSatisfy { $0.label == .custom("Boat") && $0.preference == 2 })
        #expect(result.phoneNumbers.allSatisfy { $0.parameters == [Parameter("TYPE", "CAR")] })
        #expect(stage.diagnostics.isEmpty)
    }

    @Test func regionFromTheAddressIsReportedAsAssumed() {
        var stage = PhoneNumberNormalizer()
        let result = stage.process(contact(["030 123456"], country: "Deutschland"))[0]
        #expect(result.phoneNumbers.first?.value == "+4930123456")
        #expect(stage.diagnostics.map(\.code) == [.regionAssumed])
        #expect(stage.diagnostics.first?.severity == .note)
    }

    /// The region of a country name is remembered, also when there is none.
    @Test func countriesSeenBeforeGiveTheSameRegion() {
        var stage = PhoneNumberNormalizer()
        for _ in 0..<2 {
            #expect(stage.process(contact(["030 123456"], country: "Deutschland"))[0].phoneNumbers.first?.value == "+4930123456")
            #expect(stage.diagnostics.map(\.code) == [.regionAssumed])
            #expect(stage.process(contact(["030 123456"], country: "Atlantis"))[0].phoneNumbers.first?.value == "030 123456")
            #expect(stage.diagnostics.map(\.code) == [.phoneNotNormalized])
        }
    }

    @Test func fallbackRegionIsUsedLast() {
        var stage = PhoneNumberNormalizer(fallbackRegion: "GB")
        #expect(stage.process(contact(["020 7946 0958"]))[0].phoneNumbers.first?.value == "+442079460958")
        #expect(stage.diagnostics.first?.message.contains("locale") == true)
    }

    @Test func unreadableNumbersAreLeftExactlyAsTheyWere() {
        var stage = PhoneNumberNormalizer(region: "US")
        let result = stage.process(contact(["call the front desk", "+1 415 555 0123"]))[0]
        #expect(result.phoneNumbers.map(\.value) == ["call the front desk", "+14155550123"])
        #expect(stage.diagnostics.map(\.code) == [.phoneNotNormalized])
    }

    @Test func invalidNumbersAreLeftAsWrittenWithTheirReason() {
        var stage = PhoneNumberNormalizer(region: "US")
        let written = ["(201) 577-62226", "999", "02 2106 7942", "555-0123", "(201) 555-0123"]
        let result = stage.process(contact(written))[0]
        #expect(result.phoneNumbers.map(\.value) == written.dropLast() + ["+12015550123"])
        #expect(stage.diagnostics.map(\.code) == Array(repeating: .phoneInvalid, count: 4))
        let reasons = stage.diagnostics.map { $0.message.split(separator: "(").last.map(String.init) ?? "" }
        #expect(reasons == ["too-long)", "too-short)", "invalid-for-region)", "local-only)"])
    }

    /// Each warning names the number it is about, so the command line can print its line;
    /// the region note names the first number that needed the region.
    @Test func warningsReferToTheirNumber() {
        var stage = PhoneNumberNormalizer(region: "US")
        _ = stage.process(contact(["+1 415 555 0123", "call the front desk", "(201) 555-0123", "999"]))
        #expect(stage.diagnostics.map(\.valueReference) == [.init(.phoneNumbers, 1), .init(.phoneNumbers, 3)])
        var assuming = PhoneNumberNormalizer(fallbackRegion: "US")
        _ = assuming.process(contact(["+49 30 901820", "(201) 555-0123"]))
        #expect(assuming.diagnostics.map(\.code) == [.regionAssumed])
        #expect(assuming.diagnostics.first?.valueReference == .init(.phoneNumbers, 1))
        var normalizer = ContactNormalizer(region: "US")
        _ = normalizer.process(contact(["999"]))
        #expect(normalizer.diagnostics.map(\.valueReference) == [.init(.phoneNumbers, 0)])
    }

    @Test func acceptingPossibleNumbersRewritesOnlyFullLengthOnes() {
        var stage = PhoneNumberNormalizer(region: "US", acceptsPossiblePhoneNumbers: true)
        let result = stage.process(contact(["02 2106 7942", "999"]))[0]
        #expect(result.phoneNumbers.map(\.value) == ["+10221067942", "999"])
        #expect(stage.diagnostics.map(\.code) == [.phoneInvalid])
    }

    /// The phone normalizer and the whole-contact normalizer take the same options under the
    /// same labels (they were `format:`/`acceptsPossible:` here, `phoneFormat:`/
    /// `acceptsPossiblePhoneNumbers:` there), and do the same to the numbers.
    @Test func bothNormalizersTakeTheSameLabels() {
        var phones = PhoneNumberNormalizer(
            region: "US", fallbackRegion: "GB", phoneFormat: .international, acceptsPossiblePhoneNumbers: true)
        var whole = ContactNormalizer(
            region: "US", fallbackRegion: "GB", phoneFormat: .international, acceptsPossiblePhoneNumbers: true)
        let input = contact(["02 2106 7942", "(415) 555-0123", "999"])
        #expect(phones.process(input)[0].phoneNumbers == whole.process(input)[0].phoneNumbers)
        #expect(phones.phoneFormat == .international)
        #expect(phones.acceptsPossiblePhoneNumbers)
        #expect(phones.diagnostics == whole.diagnostics)
    }

    @Test func withoutAnyRegionOnlyInternationalNumbersParse() {
        var stage = PhoneNumberNormalizer()
        let result = stage.process(contact(["555 0123", "+33 1 42 68 53 00"]))[0]
        #expect(result.phoneNumbers.map(\.value) == ["555 0123", "+33142685300"])
    }

    @Test func isIdempotent() {
        var stage = PhoneNumberNormalizer(region: "DE", phoneFormat: .international)
        let once = stage.process(contact(["030 123456", "+1 (415) 555-0123 ext. 12"]))[0]
        let twice = stage.process(once)[0]
        #expect(once == twice)
        #expect(once.phoneNumbers.map(\.value) == ["+49 30 123456", "+1 415-555-0123 ext. 12"])
    }
}

@Suite struct PhoneExtensionTests {
    @Test func e164KeepsTheExtensionAndReadsBackTheSame() {
        var stage = PhoneNumberNormalizer(region: "US")
        var contact = Contact(givenName: "Jo")
        contact.phoneNumbers = [LabeledValue(value: "(415) 555-0123 x 12")]
        let once = stage.process(contact)[0]
        #expect(once.phoneNumbers.first?.value == "+14155550123 ext. 12")
        #expect(stage.process(once)[0] == once)
    }
}

@Suite struct StageChainTests {
    /// Holds every contact until the end, like a deduplicating stage.
    struct Barrier: ContactStage {
        var held: [Contact] = []
        var diagnostics: [Diagnostic] = []
        mutating func process(_ contact: Contact) -> [Contact] { held.append(contact); return [] }
        mutating func finish() -> [Contact] { defer { held = [] }; return held }
    }

    @Test func barrierOutputStillGoesThroughLaterStages() {
        var chain = StageChain([Barrier(), PhoneNumberNormalizer(region: "US")])
        var contact = Contact(givenName: "A")
        contact.phoneNumbers = [LabeledValue(value: "415 555 0123")]
        #expect(chain.process(contact).isEmpty)
        #expect(chain.finish().map { $0.phoneNumbers.first?.value } == ["+14155550123"])
    }
}

import ContactModel
import Testing

@testable import ContactPipeline

/// The phone numbers the dedupe stage keeps from normalizing for matching, so that merging
/// does not parse them again: kept exactly, or not at all.
@Suite struct NormalizedPhoneNumbersTests {
    @Test(arguments: ["+14155550142", "+1", "+123456789012345", "+0012", "+10", "+49301234567"])
    func numbersInE164AreKeptExactly(_ text: String) throws {
        let number = try #require(NormalizedPhoneNumbers.packed(text))
        #expect(NormalizedPhoneNumbers.text(number) == text)
    }

    @Test(arguments: [
        "+", "14155550142", "+1 415 555 0142", "+1234567890123456", "+14155550142;ext=12", "(415) 555-0142", "",
        "+١٢٣", "++1", "tel:+14155550142",
    ])
    func otherTextIsNotKept(_ text: String) {
        #expect(NormalizedPhoneNumbers.packed(text) == nil)
    }

    @Test func aRecordWithANumberInAnotherFormKeepsNone() {
        var phones = NormalizedPhoneNumbers()
        phones.append([LabeledValue(value: "+14155550142"), LabeledValue(value: "+4930123456")])
        phones.append([LabeledValue(value: "+14155550143"), LabeledValue(value: "call me")])
        phones.append([])
        var later = NormalizedPhoneNumbers()
        later.append([LabeledValue(value: "+815012345678")])
        phones.append(contentsOf: later)
        #expect(phones.count == 4)
        #expect(phones.values(ofRecord: 0, count: 2) == ["+14155550142", "+4930123456"])
        #expect(phones.values(ofRecord: 1, count: 2) == nil)
        #expect(phones.values(ofRecord: 2, count: 0) == [])
        #expect(phones.values(ofRecord: 3, count: 1) == ["+815012345678"])
        #expect(phones.values(ofRecord: 3, count: 2) == nil)
        #expect(phones.values(ofRecord: 4, count: 0) == nil)
    }

    /// Merging with the numbers kept gives what normalizing the records again gives: numbers
    /// valid, invalid, unreadable, with an extension, and of a region taken from the address.
    @Test func mergingWithTheKeptNumbersGivesWhatNormalizingAgainGives() {
        func card(_ uid: String, _ phones: [String], country: String? = nil) -> Contact {
            var contact = Contact(givenName: "Ilse", familyName: "Vandermeer")
            contact.uid = uid
            contact.emailAddresses = [LabeledValue(value: "Ilse.V@Example.com")]
            contact.phoneNumbers = phones.map { LabeledValue(label: .mobile, value: $0) }
            if let country { contact.postalAddresses = [LabeledValue(value: PostalAddress(city: "Berlin", country: country))] }
            return contact
        }
        let contacts = [
            card("a", ["(415) 555-0142"]), card("b", ["+1 415 555 0142", "555-0199"]),
            card("c", ["030 1234567"], country: "Germany"), card("d", ["call me", "+1 (415) 555-0142 ext. 7"]),
            card("e", ["+14155550142"]),
        ]
        let normalizer: @Sendable () -> ContactNormalizer = { ContactNormalizer(fallbackRegion: "US") }
        var finder = DuplicateFinder()
        var phones = NormalizedPhoneNumbers()
        _ = finder.addDistinct(contacts, normalizer: normalizer, phones: &phones)
        #expect(phones.count == contacts.count)
        #expect(phones.values(ofRecord: 0, count: 1) == ["+14155550142"])
        #expect(phones.values(ofRecord: 3, count: 2) == nil)
        let clusters = DuplicateClusters(
            clusterOfRecord: [0, 0, 0, 0, 0], clusters: [DuplicateCluster(members: [0, 1, 2, 3, 4], links: [])])
        let identifiers = contacts.map { $0.uid! }
        func merged(_ kept: NormalizedPhoneNumbers) -> [Contact] {
            var records = contacts
            var emitted: [Contact] = []
            DeduplicationStage.unify(
                &records, clusters: clusters, identifiers: identifiers, unifier: Unifier(), normalizer: normalizer,
                normalizedPhones: kept
            ) { emitted += $0 }
            return emitted
        }
        let withKept = merged(phones)
        #expect(withKept == merged(NormalizedPhoneNumbers()))
        #expect(withKept.first?.phoneNumbers.map(\.value).contains("+14155550142") == true)
        #expect(withKept.first?.phoneNumbers.map(\.value).contains("+49301234567") == true)
    }
}

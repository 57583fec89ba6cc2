import Foundation
import ContactModel
@testable import ContactPipeline
import Testing

/// The merge rules of ``Unifier``.
@Suite struct UnifierTests {
    let unifier = Unifier()

    func alternates(_ contact: Contact, field: String) -> [String] {
        contact.extensions.filter {
            $0.name == Unifier.alternatePropertyName && $0.parameters.firstValue(named: "FIELD") == field
        }.map(\.value)
    }

    @Test func multiValuedFieldsAreUnitedByNormalizedValue() {
        let first = Contact(
            phoneNumbers: [LabeledValue(label: .mobile, value: "+1 415 555 0101", preference: 2)],
            emailAddresses: [LabeledValue(label: .home, value: "Bob@Example.com")])
        let second = Contact(
            phoneNumbers: [
                LabeledValue(label: .iPhone, value: "+14155550101", preference: 1, parameters: [Parameter("X-SOURCE", "sim")]),
                LabeledValue(label: .work, value: "+14155550199"),
            ],
            emailAddresses: [LabeledValue(label: .work, value: "bob@example.com")])
        let merged = unifier.merge([first, second])
        #expect(merged.phoneNumbers.count == 2)
        let phone = merged.phoneNumbers[0]
        #expect(phone.value == "+1 415 555 0101")
        #expect(phone.label == .mobile)
        #expect(phone.preference == 1)
        #expect(phone.parameters.contains(Parameter("X-SOURCE", "sim")))
        #expect(phone.parameters.contains(Parameter(Unifier.labelParameterName, "iPhone")))
        #expect(merged.emailAddresses.count == 1)
    }

    /// Few values are matched one by one, many through a table: the same result either way.
    @Test(arguments: [3, 12])
    func manyValuesAreUnitedLikeFew(_ perContact: Int) {
        let first = Contact(phoneNumbers: (0..<perContact).map { LabeledValue(value: "+1 415 555 01\(10 + $0)") })
        let second = Contact(phoneNumbers: (0..<perContact).map { LabeledValue(value: "+1415555\(String(format: "%04d", 110 + $0 + perContact / 2))") })
        let merged = unifier.merge([first, second])
        let expected = (0..<(perContact + perContact / 2)).map { $0 < perContact ? "+1 415 555 01\(10 + $0)" : "+1415555\(String(format: "%04d", 110 + $0))" }
        #expect(merged.phoneNumbers.map(\.value) == expected)
    }

    @Test func addressesAreKeyedByStreetAndPostalCode() {
        let home = PostalAddress(street: "12 Oak Avenue", city: "Portland", postalCode: "97201")
        let same = PostalAddress(street: "12 OAK AVENUE", city: "Portland", postalCode: "97201", country: "USA")
        let other = PostalAddress(street: "8 Cedar Lane", city: "Portland", postalCode: "97202")
        let merged = unifier.merge([
            Contact(postalAddresses: [LabeledValue(value: home)]),
            Contact(postalAddresses: [LabeledValue(value: same), LabeledValue(value: other)]),
        ])
        #expect(merged.postalAddresses.map(\.value) == [home, other])
    }

    @Test func theMostCompleteNameWinsAsAUnitAndTheOthersAreKept() {
        let short = Contact(givenName: "Bob", familyName: "Miller")
        let full = Contact(givenName: "Robert", middleName: "James", familyName: "Miller")
        let merged = unifier.merge([short, full])
        #expect(merged.givenName == "Robert" && merged.middleName == "James" && merged.familyName == "Miller")
        #expect(alternates(merged, field: "givenName") == ["Bob"])
        #expect(alternates(merged, field: "familyName").isEmpty)
    }

    @Test func theMostRecentRevisionBreaksTiesThenTheFirstSeen() {
        let older = Contact(jobTitle: "Engineer", extensions: [ExtensionProperty(name: "REV", value: "2020-01-01T00:00:00Z")])
        let newer = Contact(jobTitle: "Designer", extensions: [ExtensionProperty(name: "REV", value: "2024-05-01T00:00:00Z")])
        let merged = unifier.merge([older, newer])
        #expect(merged.jobTitle == "Designer")
        #expect(alternates(merged, field: "jobTitle") == ["Engineer"])
        #expect(merged.extensions.filter { $0.name == "REV" }.map(\.value) == ["2024-05-01T00:00:00Z"])
        #expect(alternates(merged, field: "REV") == ["2020-01-01T00:00:00Z"])
        let tie = unifier.merge([Contact(jobTitle: "Pilot"), Contact(jobTitle: "Baker")])
        #expect(tie.jobTitle == "Pilot")
    }

    @Test func birthdaysPreferTheMostCompleteDate() {
        let merged = unifier.merge([
            Contact(birthday: PartialDate(month: 11, day: 23)), Contact(birthday: PartialDate(year: 1979, month: 11, day: 23)),
        ])
        #expect(merged.birthday == PartialDate(year: 1979, month: 11, day: 23))
        #expect(alternates(merged, field: "birthday") == ["--11-23"])
    }

    @Test func provenanceNamesEveryMergedRecord() {
        let merged = unifier.merge(
            [Contact(uid: "a1", givenName: "Ann"), Contact(givenName: "Ann"), Contact(uid: "a3", givenName: "Ann")],
            recordIdentifiers: ["a1", "2", "a3"])
        #expect(merged.uid == "a1")
        let provenance = merged.extensions.filter { $0.name == Unifier.mergedPropertyName }.map(\.value)
        #expect(provenance == ["a1", "2", "a3"])
    }

    @Test func alternateValuesAreEscaped() {
        let merged = unifier.merge([Contact(note: "a longer note; with, punctuation"), Contact(note: "short, note")])
        #expect(alternates(merged, field: "note") == ["short\\, note"])
    }

    @Test func picturesAndExtensionsAreKept() {
        let merged = unifier.merge([
            Contact(imageData: Data([1, 2, 3]), extensions: [ExtensionProperty(name: "X-FOO", value: "1")]),
            Contact(imageData: Data([1, 2, 3, 4]), extensions: [ExtensionProperty(name: "X-FOO", value: "1"), ExtensionProperty(name: "X-BAR", value: "2")]),
        ])
        #expect(merged.imageBytes == [1, 2, 3, 4])
        #expect(alternates(merged, field: "image") == ["AQID"])
        #expect(merged.extensions.filter { $0.name.hasPrefix("X-FOO") || $0.name == "X-BAR" }.count == 2)
    }

    @Test func aSingleContactIsUnchanged() {
        let contact = Contact(uid: "x", givenName: "Solo")
        #expect(unifier.merge([contact]) == contact)
    }
}

/// Issue 30 item 9: URL paths are case-sensitive; only the scheme and host fold.
@Suite struct UnifierURLTests {
    @Test func urlsThatDifferInThePathAreBothKept() {
        let first = Contact(urlAddresses: [LabeledValue(value: "https://example.com/Zed")])
        let second = Contact(urlAddresses: [LabeledValue(value: "https://example.com/zed")])
        let merged = Unifier().merge([first, second])
        #expect(merged.urlAddresses.map(\.value) == ["https://example.com/Zed", "https://example.com/zed"])
    }

    @Test func urlsThatDifferInSchemeOrHostCaseAreOne() {
        let first = Contact(urlAddresses: [LabeledValue(value: "HTTPS://Example.COM/Zed")])
        let second = Contact(urlAddresses: [LabeledValue(value: "https://example.com/Zed ")])
        let merged = Unifier().merge([first, second])
        #expect(merged.urlAddresses.map(\.value) == ["HTTPS://Example.COM/Zed"])
    }

    @Test func theKeyFoldsOnlySchemeAndHost() {
        #expect(Unifier.urlKey("HTTP://User:PW@Example.ORG:8080/A/b?Q=1#F") == "http://User:PW@example.org:8080/A/b?Q=1#F")
        #expect(Unifier.urlKey("www.Example.com/Path") == "www.example.com/Path")
        #expect(Unifier.urlKey("mailto:Jane@Example.com") == "mailto:Jane@Example.com")
        #expect(Unifier.urlKey("https://example.com/a-b") != Unifier.urlKey("https://example.com/a_b"))
    }
}

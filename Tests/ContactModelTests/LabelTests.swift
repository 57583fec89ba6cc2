import ContactModel
import Foundation
import Testing

@Suite struct LabelTests {
    @Test(arguments: Label.predefined)
    func appleRawValueReadsBackAsTheSameLabel(_ label: Label) {
        #expect(Label(appleRawValue: label.appleRawValue) == label)
    }

    @Test(arguments: Label.predefined)
    func identifierReadsBackAsTheSameLabel(_ label: Label) {
        #expect(Label(identifier: label.identifier) == label)
    }

    /// The identifiers are spelled out in a switch: each must be its case's own name, which
    /// the round trip above does not check (a misspelling would read back all the same).
    @Test(arguments: Label.predefined)
    func identifierIsTheCaseName(_ label: Label) {
        #expect(label.identifier == String(describing: label))
    }

    @Test func appleSpellings() {
        #expect(Label(appleRawValue: "_$!<Mobile>!$_") == .mobile)
        #expect(Label(appleRawValue: "_$!<HomeFAX>!$_") == .homeFax)
        #expect(Label(appleRawValue: "iPhone") == .iPhone)
        #expect(Label.homePage.appleRawValue == "_$!<HomePage>!$_")
    }

    @Test(arguments: ["Boat", "_$!<Spaceship>!$_", "home", "", "Zweitwohnung ☀︎"])
    func anythingElseIsACustomLabelKeptAsWritten(_ text: String) {
        let label = Label(appleRawValue: text)
        #expect(label == .custom(text))
        #expect(label.appleRawValue == text)
    }

    @Test func codableKeepsCustomAndPredefinedApart() throws {
        let labels: [Label] = [.home, .custom("home"), .custom("custom:x"), .mother]
        let data = try JSONEncoder().encode(labels)
        #expect(try JSONDecoder().decode([Label].self, from: data) == labels)
    }
}

@Suite struct PartialDateTests {
    @Test func descriptionShowsMissingPartsAsDashes() {
        #expect(PartialDate(year: 1985, month: 4, day: 12).description == "1985-04-12")
        #expect(PartialDate(month: 4, day: 12).description == "--04-12")
        #expect(PartialDate(year: 1985, month: 4).description == "1985-04")
        #expect(PartialDate(day: 9).description == "---09")
    }
}

@Suite struct ContactTests {
    @Test func plainDisplayNameFallsBack() {
        #expect(Contact(givenName: "Ada", familyName: "Lovelace").plainDisplayName == "Ada Lovelace")
        #expect(Contact(organizationName: "Acme").plainDisplayName == "Acme")
        var contact = Contact()
        contact.emailAddresses = [LabeledValue(value: "x@example.com")]
        #expect(contact.plainDisplayName == "x@example.com")
        #expect(Contact().plainDisplayName == "")
    }

    @Test func codableRoundTrip() throws {
        var contact = Contact(uid: "u1", givenName: "Zoë", birthday: PartialDate(month: 2, day: 29))
        contact.phoneNumbers = [LabeledValue(label: .custom("Boat"), value: "555", preference: 2,
                                             parameters: [Parameter("TYPE", "CAR")])]
        contact.fieldParameters[.name] = [Parameter("SORT-AS", "Zoe")]
        contact.extensions = [ExtensionProperty(group: "item1", name: "X-FOO", value: "a\\,b")]
        let data = try JSONEncoder().encode(contact)
        #expect(try JSONDecoder().decode(Contact.self, from: data) == contact)
    }
}

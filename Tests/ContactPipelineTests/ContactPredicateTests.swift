import ContactModel
import ContactPipeline
import Testing

/// Picking contacts as Apple's predicates do: by name words, e-mail and phone number value.
@Suite struct ContactPredicateTests {
    private let people: [Contact] = [
        Contact(givenName: "John", familyName: "Smith", phoneNumbers: [LabeledValue(label: .mobile, value: "(555) 555-0130")],
                emailAddresses: [LabeledValue(label: .work, value: "John.Smith@Example.com")]),
        Contact(givenName: "Jørgen", familyName: "Sørensen", phoneNumbers: [LabeledValue(label: .mobile, value: "+45 32 12 34 56")]),
        Contact(givenName: "Johanna", familyName: "Schmidt", nickname: "Jo"),
        Contact(formattedName: "Dr. Ana Lúcia Costa"),
        Contact(givenName: "Smith", familyName: "Wesson", organizationName: "John Deere"),
    ]

    private func names(_ predicate: ContactPredicate) -> [String] {
        people.filter(predicate.evaluate).map { $0.givenName.isEmpty ? $0.formattedName ?? "" : $0.givenName }
    }

    @Test func nameWordsArePrefixesInAnyOrder() {
        #expect(names(.matchingName("jo sm")) == ["John"])
        #expect(names(.matchingName("SMITH john")) == ["John"])
        #expect(names(.matchingName("smith")) == ["John", "Smith"])
        #expect(names(.matchingName("jo")) == ["John", "Jørgen", "Johanna"])
        // The organization is not a name.
        #expect(names(.matchingName("deere")) == [])
        #expect(names(.matchingName("")) == [])
        #expect(names(.matchingName("  ")) == [])
    }

    @Test func namesAreFoldedForCaseAccentsAndLetters() {
        #expect(names(.matchingName("sorensen")) == ["Jørgen"])
        #expect(names(.matchingName("JORGEN")) == ["Jørgen"])
        #expect(names(.matchingName("lucia")) == ["Dr. Ana Lúcia Costa"])
    }

    @Test func emailAddressesMatchWholeIgnoringCase() {
        #expect(names(.matchingEmailAddress("john.smith@example.com")) == ["John"])
        #expect(names(.matchingEmailAddress(" JOHN.SMITH@EXAMPLE.COM ")) == ["John"])
        #expect(names(.matchingEmailAddress("john.smith@example")) == [])
        #expect(names(.matchingEmailAddress("")) == [])
    }

    @Test func phoneNumbersMatchByValueHoweverWritten() {
        #expect(names(.matchingPhoneNumber("+1 555 555 0130", region: "US")) == ["John"])
        #expect(names(.matchingPhoneNumber("555.555.0130", region: "US")) == ["John"])
        #expect(names(.matchingPhoneNumber("32123456", region: "DK")) == ["Jørgen"])
        #expect(names(.matchingPhoneNumber("0045 32 12 34 56", region: "DE")) == ["Jørgen"])
        #expect(names(.matchingPhoneNumber("+1 555 555 0131", region: "US")) == [])
    }
}

import ContactModel
import ContactPipeline
import Testing

@Suite struct EmailAddressNormalizerTests {
    @Test func trimsAndLowerCasesTheDomainOnly() {
        #expect(EmailAddressNormalizer.normalized("  Jo.Doe@Example.COM ") == "Jo.Doe@example.com")
        #expect(EmailAddressNormalizer.normalized("mailto:Ann@EXAMPLE.org") == "Ann@example.org")
        #expect(EmailAddressNormalizer.normalized("<bo@Example.net>") == "bo@example.net")
    }

    @Test func leavesTextWithoutAnAtSignAlone() {
        #expect(EmailAddressNormalizer.normalized("not an address") == "not an address")
    }

    @Test func isIdempotentAndKeepsLabels() {
        var stage = EmailAddressNormalizer()
        let contact = Contact(emailAddresses: [LabeledValue(label: .work, value: " A@B.COM", preference: 1)])
        let once = stage.process(contact)[0]
        #expect(once.emailAddresses == [LabeledValue(label: .work, value: "A@b.com", preference: 1)])
        #expect(stage.process(once)[0] == once)
    }
}

@Suite struct NameNormalizerTests {
    func normalized(_ contact: Contact) -> Contact {
        var stage = NameNormalizer()
        return stage.process(contact)[0]
    }

    @Test func trimsCollapsesAndStripsStrayPunctuation() {
        let result = normalized(Contact(givenName: "  Anna  Maria ,", familyName: "\"Berg\""))
        #expect(result.givenName == "Anna Maria")
        #expect(result.familyName == "Berg")
    }

    /// Issue 30, class 9: before, both closing brackets went (`Smith (née Jones`).
    @Test func keepsBracketsThatEnclosePartOfAName() {
        let result = normalized(Contact(givenName: "Ann (Work)", familyName: "Smith (née Jones)"))
        #expect(result.givenName == "Ann (Work)")
        #expect(result.familyName == "Smith (née Jones)")
        #expect(NameNormalizer.cleaned("(Work) Ann") == "(Work) Ann")
        #expect(NameNormalizer.cleaned("[Board] Lee") == "[Board] Lee")
        #expect(NameNormalizer.cleaned("Lee {Board}") == "Lee {Board}")
        // A bracket without its partner is still stray.
        #expect(NameNormalizer.cleaned("Ann)") == "Ann")
        #expect(NameNormalizer.cleaned("((Ann") == "Ann")
        #expect(NameNormalizer.cleaned("(Ann) (") == "(Ann)")
    }

    @Test func keepsInitialsAndSuffixPeriods() {
        #expect(NameNormalizer.cleaned("J.") == "J.")
        #expect(NameNormalizer.cleaned("Jr.") == "Jr.")
        #expect(NameNormalizer.cleaned("Smith.") == "Smith")
    }

    @Test func splitsAFullNameFromTheDisplayName() {
        let result = normalized(Contact(formattedName: "Dr. Anna van der Berg Jr."))
        #expect(result.namePrefix == "Dr.")
        #expect(result.givenName == "Anna")
        #expect(result.familyName == "van der Berg")
        #expect(result.nameSuffix == "Jr.")
    }

    @Test func readsFamilyCommaGivenAndRewritesTheDisplayName() {
        let split = normalized(Contact(formattedName: "Berg, Anna Maria"))
        #expect(split.familyName == "Berg")
        #expect(split.givenName == "Anna")
        #expect(split.middleName == "Maria")
        let rewritten = normalized(Contact(formattedName: "Berg, Anna", givenName: "Anna", familyName: "Berg"))
        #expect(rewritten.formattedName == "Anna Berg")
    }

    @Test func splitsAFullNameTypedIntoTheGivenNameField() {
        let result = normalized(Contact(givenName: "John Smith"))
        #expect(result.givenName == "John")
        #expect(result.familyName == "Smith")
    }

    @Test func putsTheFamilyFirstForHanNames() {
        let result = normalized(Contact(formattedName: "山田 太郎"))
        #expect(result.familyName == "山田")
        #expect(result.givenName == "太郎")
    }

    @Test func leavesOrganizationsUnsplitAndIsIdempotent() {
        let organization = normalized(Contact(kind: .organization, formattedName: "Acme  Tools", organizationName: "Acme Tools"))
        #expect(organization.givenName.isEmpty)
        #expect(organization.formattedName == "Acme Tools")
        let person = normalized(Contact(formattedName: "Smith, John"))
        #expect(normalized(person) == person)
    }
}

@Suite struct DateNormalizerTests {
    @Test func removesMidnightTimesOnly() {
        var stage = DateNormalizer()
        let contact = Contact(
            birthday: PartialDate(year: 1980, month: 4, day: 12, time: "00:00:00Z"),
            dates: [LabeledValue(label: .anniversary, value: PartialDate(year: 2001, month: 6, day: 1, time: "10:30:00"))])
        let result = stage.process(contact)[0]
        #expect(result.birthday == PartialDate(year: 1980, month: 4, day: 12))
        #expect(result.dates.first?.value.time == "10:30:00")
        #expect(stage.process(result)[0] == result)
    }

    @Test func keepsInvalidDatesAndMovesABirthdayLabeledDate() {
        var stage = DateNormalizer()
        let invalid = PartialDate(year: 1980, month: 2, day: 30)
        let contact = Contact(dates: [
            LabeledValue(label: .custom("Geburtstag"), value: invalid),
            LabeledValue(label: .anniversary, value: PartialDate(month: 5, day: 1)),
            LabeledValue(label: .anniversary, value: PartialDate(month: 5, day: 1)),
        ])
        let result = stage.process(contact)[0]
        #expect(result.birthday == invalid)
        #expect(result.dates.count == 1)
    }
}

@Suite struct LabelNormalizerTests {
    @Test(arguments: [
        ("CELL", Label.mobile), ("Handy", .mobile), ("Büro", .work), ("_$!<Mobile>!$_", .mobile),
        ("Home Fax", .homeFax), ("móvil", .mobile), ("Boat", .custom("Boat")),
    ])
    func givesEveryLabelOneSpelling(text: String, expected: Label) {
        #expect(LabelNormalizer.normalized(.custom(text)) == expected)
    }

    @Test func isIdempotentOnContacts() {
        var stage = LabelNormalizer()
        let contact = Contact(phoneNumbers: [LabeledValue(label: .custom("cell phone"), value: "+1")])
        let once = stage.process(contact)[0]
        #expect(once.phoneNumbers.first?.label == .mobile)
        #expect(stage.process(once)[0] == once)
    }
}

@Suite struct ContactNormalizerTests {
    @Test func runsEveryStep() {
        var stage = ContactNormalizer(region: "US")
        let contact = Contact(
            formattedName: "Smith, John", phoneNumbers: [LabeledValue(label: .custom("Cell"), value: "(415) 555-0123")],
            emailAddresses: [LabeledValue(value: "J@EXAMPLE.COM")])
        let result = stage.process(contact)[0]
        #expect(result.givenName == "John" && result.familyName == "Smith")
        #expect(result.phoneNumbers.first?.value == "+14155550123")
        #expect(result.phoneNumbers.first?.label == .mobile)
        #expect(result.emailAddresses.first?.value == "J@example.com")
        #expect(stage.process(result)[0] == result)
    }
}

import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Issue 16 (items 4, 5): a generated book through every CSV layout keeps every contact's
/// name, e-mails and phone numbers, or a warning for that contact names what the layout
/// cannot hold; Outlook rows carry names of FN-only cards, CJK names keep their order,
/// untyped phones take free columns, yearless birthdays get no invented year.
@Suite struct CSVLayoutLossTests {
    static let layouts: [CSVLayout] = [.generic, .google, .outlook, .thunderbird]

    private func roundTrip(_ contacts: [Contact], _ layout: CSVLayout) throws -> (back: [Contact], diagnostics: [Diagnostic], csv: String) {
        let (csv, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        let back = try Fixtures.readCSV(csv, options: CSVReader.Options(layout: layout)).contacts
        return (back, diagnostics, String(decoding: csv, as: UTF8.self))
    }

    private func displayName(_ contact: Contact) -> String {
        contact.formattedName ?? contact.plainDisplayName
    }

    @Test(arguments: layouts)
    func generatedBookComesBackOrIsReported(_ layout: CSVLayout) throws {
        let book = NameBook.contacts(count: 1000, seed: 16)
        let (back, diagnostics, _) = try roundTrip(book, layout)
        try #require(back.count == book.count)
        var changed = 0
        for (index, (original, result)) in zip(book, back).enumerated() {
            let kinds = Set(diagnostics.filter { $0.line == index + 2 }.compactMap(\.property))
            let context = "csv:\(layout.rawValue), contact \(index + 1) '\(displayName(original))'"
            if displayName(result) != displayName(original) {
                changed += 1
                // The display name, or the name part that made it (Thunderbird has no middle name).
                #expect(!kinds.isDisjoint(with: ["formattedName", "givenName", "middleName", "familyName"]),
                        Comment(rawValue: "\(context): name came back as '\(displayName(result))'"))
            }
            for (part, before, after) in [
                ("givenName", original.givenName, result.givenName), ("middleName", original.middleName, result.middleName),
                ("familyName", original.familyName, result.familyName),
            ] where !before.isEmpty && before != after {
                #expect(kinds.contains(part), Comment(rawValue: "\(context): \(part) '\(before)' became '\(after)'"))
            }
            if original.emailAddresses.map(\.value).sorted() != result.emailAddresses.map(\.value).sorted() {
                #expect(kinds.contains("emailAddresses"), Comment(rawValue: "\(context): emails"))
            }
            if original.phoneNumbers.map(\.value).sorted() != result.phoneNumbers.map(\.value).sorted() {
                #expect(kinds.contains("phoneNumbers"), Comment(rawValue: "\(context): phones"))
            }
            #expect(original.birthday == result.birthday || kinds.contains("birthday"), Comment(rawValue: "\(context): birthday"))
            let labeledEmails = original.emailAddresses.contains { $0.label != nil }
            if labeledEmails && result.emailAddresses.map(\.label) != Array(original.emailAddresses.map(\.label).prefix(result.emailAddresses.count)) {
                #expect(kinds.contains("emailAddresses.label"), Comment(rawValue: "\(context): email labels \(original.emailAddresses.map(\.label)) → \(result.emailAddresses.map(\.label))"))
            }
        }
        // Only Outlook (no display-name column) and Thunderbird (no middle-name column) change names.
        if layout == .generic || layout == .google { #expect(changed == 0, Comment(rawValue: "csv:\(layout.rawValue): \(changed) names changed")) }
    }

    @Test(arguments: ["伊藤くみ子", "Ludwig van Beethoven", "Madonna", "Smith, John", "Anna  Berg", "محمد العلي", "李 娜", "Ольга Сергеевна Иванова"])
    func outlookRowCarriesTheNameOfAnFNOnlyCard(_ name: String) throws {
        let (back, diagnostics, csv) = try roundTrip([Contact(formattedName: name)], .outlook)
        #expect(displayName(back[0]) == name)
        #expect(!back[0].givenName.isEmpty || !back[0].familyName.isEmpty, Comment(rawValue: csv))
        #expect(diagnostics.isEmpty, Comment(rawValue: diagnostics.map(\.message).joined(separator: "\n")))
    }

    @Test func outlookSplitsAGivenFirstNameAtItsParticles() throws {
        let (back, _, _) = try roundTrip([Contact(formattedName: "Ludwig van Beethoven")], .outlook)
        #expect(back[0].givenName == "Ludwig")
        #expect(back[0].familyName == "van Beethoven")
    }

    @Test func cjkNamePartsGiveAFamilyFirstNameWithoutSpaces() throws {
        #expect(Contact(givenName: "くみ子", familyName: "伊藤").plainDisplayName == "伊藤くみ子")
        #expect(Contact(givenName: "민준", familyName: "김").plainDisplayName == "김민준")
        #expect(Contact(givenName: "Kumiko", familyName: "伊藤").plainDisplayName == "Kumiko 伊藤")
        let (back, _, _) = try roundTrip([Contact(formattedName: "伊藤くみ子", givenName: "くみ子", familyName: "伊藤")], .outlook)
        let vCard = try Fixtures.write(back) { VCardWriter(version: .v4_0, sink: $0) }.bytes
        #expect(String(decoding: vCard, as: UTF8.self).contains("FN:伊藤くみ子\r\n"))
    }

    @Test func secondUntypedPhoneTakesAFreeOutlookColumn() throws {
        let contact = Contact(
            givenName: "Erik", familyName: "Lund",
            phoneNumbers: [LabeledValue(label: nil, value: "+47 22 55 50 10"), LabeledValue(label: nil, value: "+47 22 55 50 11"),
                           LabeledValue(label: .home, value: "+47 22 55 50 12")])
        let (back, diagnostics, _) = try roundTrip([contact], .outlook)
        #expect(back[0].phoneNumbers.map(\.value).sorted() == contact.phoneNumbers.map(\.value).sorted())
        // The home number keeps Home Phone although the untyped ones came first.
        #expect(back[0].phoneNumbers.contains { $0.label == .home && $0.value == "+47 22 55 50 12" })
        #expect(diagnostics.isEmpty, Comment(rawValue: diagnostics.map(\.message).joined(separator: "\n")))
    }

    @Test func thunderbirdDisplayNameIsFilledForAnNOnlyCard() throws {
        let (back, diagnostics, csv) = try roundTrip([Contact(givenName: "くみ子", familyName: "伊藤"), Contact(givenName: "Anna", middleName: "Maria", familyName: "Berg")], .thunderbird)
        #expect(csv.contains("くみ子,伊藤,伊藤くみ子,"), Comment(rawValue: csv))
        #expect(back.map(\.formattedName) == ["伊藤くみ子", "Anna Maria Berg"])
        // The middle name has no column of its own: kept in the display name, and reported.
        #expect(diagnostics.map(\.property) == ["middleName"])
    }

    @Test func thunderbirdUntypedPhoneTakesAFreeColumn() throws {
        let contact = Contact(givenName: "Bo", phoneNumbers: [LabeledValue(label: nil, value: "+46 8 555 0100")])
        let (back, _, _) = try roundTrip([contact], .thunderbird)
        #expect(back[0].phoneNumbers.map(\.value) == ["+46 8 555 0100"])
    }

    @Test func outlookWritesNoInventedYear() throws {
        let contact = Contact(givenName: "Kim", familyName: "Weber", birthday: PartialDate(month: 4, day: 12))
        let (back, diagnostics, csv) = try roundTrip([contact], .outlook)
        #expect(!csv.contains("1604"))
        #expect(csv.contains("\"--04-12\""))
        #expect(back[0].birthday == PartialDate(month: 4, day: 12))
        #expect(diagnostics.contains { $0.property == "birthday.year" && $0.code == .fieldLeftOut })
        // A dated birthday is Outlook's month/day/year, with no warning.
        let dated = try roundTrip([Contact(givenName: "Kim", birthday: PartialDate(year: 1985, month: 4, day: 12))], .outlook)
        #expect(dated.csv.contains("\"4/12/1985\""))
        #expect(dated.diagnostics.isEmpty)
    }

    @Test(arguments: [CSVLayout.outlook, .thunderbird])
    func droppedEmailLabelsAreReported(_ layout: CSVLayout) throws {
        let contact = Contact(
            givenName: "Wei", emailAddresses: [LabeledValue(label: .work, value: "w@example.com"), LabeledValue(label: nil, value: "x@example.com")])
        let (_, diagnostics, _) = try roundTrip([contact], layout)
        let labels = diagnostics.filter { $0.property == "emailAddresses.label" }
        #expect(labels.count == 1)
        #expect(labels.first?.message.contains("'work'") == true)
    }

    @Test func eachLossIsItsOwnWarningWithItsKind() throws {
        let contact = Contact(uid: "urn:uuid:1", givenName: "Ann", middleName: "Maria")
        let (_, diagnostics, _) = try roundTrip([contact], .thunderbird)
        #expect(Set(diagnostics.compactMap(\.property)) == ["uid", "middleName"])
        #expect(diagnostics.allSatisfy { $0.code == .fieldLeftOut && $0.line == 2 })
    }

    /// Apple's country code (`X-ABADR:ie`) has no column in any layout: found lost without
    /// a word by Benchmarks/exports/roundtrip.py (Google and generic CSV of Apple's cards).
    @Test(arguments: layouts)
    func aCountryCodeIsReported(_ layout: CSVLayout) throws {
        let address = PostalAddress(street: "7 Quay Street", city: "Galway", country: "Ireland", isoCountryCode: "ie")
        let contact = Contact(givenName: "Aoife", postalAddresses: [LabeledValue(label: .home, value: address)])
        let (back, diagnostics, _) = try roundTrip([contact], layout)
        #expect(back.first?.postalAddresses.first?.value.isoCountryCode == "")
        #expect(diagnostics.contains { $0.property == "postalAddresses.isoCountryCode" && $0.message.contains("'ie'") })
    }

    /// A value's vendor parameter and a field's parameter: before, dropped without a word.
    @Test(arguments: layouts)
    func parametersAreReported(_ layout: CSVLayout) throws {
        var contact = Contact(givenName: "Otto", familyName: "Weber")
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "01555 550231", parameters: [Parameter("X-EVOLUTION-E164", "1555550231")])]
        contact.fieldParameters[.name] = [Parameter("LANGUAGE", "de")]
        let (_, diagnostics, _) = try roundTrip([contact], layout)
        #expect(diagnostics.contains { $0.property == "phoneNumbers.parameters" && $0.message.contains("X-EVOLUTION-E164 of phoneNumbers 1") })
        #expect(diagnostics.contains { $0.property == "fieldParameters" && $0.message.contains("LANGUAGE of name") })
    }

    /// A ranked choice (`PREF=2`) that `* ` can only mark as preferred, and a formatted
    /// address label where no column holds one: before, changed without a word.
    @Test func aRankAndAFormattedLabelAreReported() throws {
        var contact = Contact(givenName: "Ann")
        contact.phoneNumbers = [
            LabeledValue(label: .mobile, value: "+1 555 555 0142", preference: 1),
            LabeledValue(label: .work, value: "+1 555 555 0143", preference: 2),
        ]
        contact.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(street: "12 Mill Lane", city: "Cambridge", formattedLabel: "Unit 4\n12 Mill Lane\nCambridge"))]
        let (_, google, _) = try roundTrip([contact], .google)
        #expect(google.contains { $0.message.contains("the rank 2 of phoneNumbers 2") })
        #expect(!google.contains { $0.message.contains("formatted label") })
        let (_, generic, _) = try roundTrip([contact], .generic)
        #expect(generic.contains { $0.property == "postalAddresses.formattedLabel" })
    }

    /// Outlook's `E-mail Type` column holds the parameter it was read from: not reported.
    @Test func aParameterAColumnHoldsIsNotReported() throws {
        var contact = Contact(givenName: "Ann")
        contact.emailAddresses = [LabeledValue(value: "ann@example.com", parameters: [Parameter("X-OUTLOOK-TYPE", "SMTP")])]
        let (_, diagnostics, _) = try roundTrip([contact], .outlook)
        #expect(!diagnostics.contains { $0.property == "emailAddresses.parameters" })
    }

    @Test func untypedAddressIsNotReportedAsALabelLoss() throws {
        let contact = Contact(givenName: "Ann", postalAddresses: [LabeledValue(label: nil, value: PostalAddress(street: "1 Main St", city: "Springfield"))])
        let (_, diagnostics, _) = try roundTrip([contact], .outlook)
        #expect(diagnostics.isEmpty, Comment(rawValue: diagnostics.map(\.message).joined(separator: "\n")))
    }

    @Test func headerWithNoKnownColumnIsReported() throws {
        let csv = Array("Spalte A,Spalte B\r\nx,y\r\n".utf8)
        let (contacts, diagnostics) = try Fixtures.readCSV(csv)
        #expect(contacts.count == 1)
        #expect(diagnostics.filter { $0.code == .noKnownColumn }.count == 1)
        #expect(diagnostics.first { $0.code == .noKnownColumn }?.line == 1)
        let known = try Fixtures.readCSV(Array("Name,Spalte B\r\nAnn,y\r\n".utf8))
        #expect(!known.diagnostics.contains { $0.code == .noKnownColumn })
    }
}

/// `outlook-desktop-cjk.csv`: Outlook's CJK names read family first without a space, and
/// the file written back as Outlook is the same bytes (every number in its column).
@Suite struct OutlookCJKFixtureTests {
    @Test func namesReadFamilyFirstAndTheFileWritesBackUnchanged() throws {
        let bytes = try Fixtures.bytes("csv/outlook-desktop-cjk.csv")
        let (contacts, diagnostics) = try Fixtures.readCSV(bytes)
        #expect(diagnostics.isEmpty)
        let vCard = String(decoding: try Fixtures.write(contacts) { VCardWriter(version: .v4_0, sink: $0) }.bytes, as: UTF8.self)
        for name in ["伊藤くみ子", "김민준", "王小明"] {
            #expect(vCard.contains("FN:\(name)\r\n"), Comment(rawValue: vCard))
        }
        #expect(contacts.map(\.phoneNumbers.count) == [1, 4, 2])
        let (again, written) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .outlook)) }
        #expect(written.isEmpty, Comment(rawValue: written.map(\.message).joined(separator: "\n")))
        #expect(again == bytes, Comment(rawValue: String(decoding: again, as: UTF8.self)))
    }
}

/// A preferred value (`PREF`) is marked by `* ` where a label column exists, else reported.
@Suite struct CSVPreferenceLossTests {
    @Test(arguments: [(CSVLayout.outlook, true), (.thunderbird, true), (.google, false), (.generic, false)])
    func preferenceIsKeptOrReported(_ layout: CSVLayout, _ reported: Bool) throws {
        let contact = Contact(
            givenName: "Ann", emailAddresses: [LabeledValue(label: nil, value: "a@example.com"), LabeledValue(label: .work, value: "b@example.com", preference: 1)])
        let (csv, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        #expect(diagnostics.contains { $0.property == "emailAddresses.preference" } == reported)
        if !reported {
            let back = try Fixtures.readCSV(csv, options: CSVReader.Options(layout: layout)).contacts
            #expect(back.first?.emailAddresses.map(\.preference) == [nil, 1])
        }
    }
}

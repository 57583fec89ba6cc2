import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// What a real importer (Roundcube's, Google's, Outlook's) saw in our output (issue 38,
/// issue 30 class 10): the formula guard's apostrophe on values no spreadsheet runs,
/// Roundcube's own properties and types, and a fold just before a space.
@Suite struct ImporterViewTests {
    private func csv(_ contact: Contact, _ layout: CSVLayout) throws -> (text: String, diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    /// Regression: `'- owes me a book` and `'+81 6-9817-2900 ext. 439` arrived in Google and
    /// Outlook with the apostrophe.
    @Test(arguments: [CSVLayout.google, .outlook])
    func valuesNoSpreadsheetRunsAreWrittenAsTheyAre(_ layout: CSVLayout) throws {
        var contact = Contact(givenName: "Ann", familyName: "Lee", note: "- owes me a book")
        contact.phoneNumbers = [
            LabeledValue(label: .mobile, value: "+81 6-9817-2900 ext. 439"),
            LabeledValue(label: .work, value: "+14155550123 ext. 12"),
        ]
        let output = try csv(contact, layout)
        #expect(!output.text.contains("'-") && !output.text.contains("'+"))
        #expect(output.text.contains("- owes me a book"))
        #expect(output.text.contains("+81 6-9817-2900 ext. 439"))
        #expect(!output.diagnostics.contains { $0.code == .formulaGuarded })
    }

    @Test(arguments: [
        ("=1+1", true), ("@SUM(A1)", true), ("\t=1", true), ("-HYPERLINK(\"http://x\")", true),
        ("- HYPERLINK(\"http://x\")", true), ("-2+3+cmd|' /C calc'!A0", true), ("+Sheet2!A1", true),
        ("- bring wine", false), ("+14155550123 ext. 12", false), ("+1 (555) 555-0123 x12", false),
        ("-555 0102", false), ("+49 (0)30 123456", false), ("-- note", false),
    ])
    func guardsOnlyWhatCanActAsAFormula(_ value: String, _ guarded: Bool) throws {
        let output = try csv(Contact(givenName: "Ann", note: value), .google)
        let warning = output.diagnostics.first { $0.code == .formulaGuarded }
        #expect((warning != nil) == guarded)
        if guarded { #expect(warning?.message.contains(Diagnostic.quoted(value)) == true) }
        let back = try Fixtures.readCSV(Array(output.text.utf8)).contacts
        #expect(back.first?.note == value)
    }

    /// Regression: Roundcube's `X-DEPARTMENT` was kept as an extension (117 of 118
    /// departments lost on reading Roundcube's export).
    @Test func roundcubeDepartmentIsTheDepartment() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nORG:Acme\r\nX-DEPARTMENT:Sales\r\nEND:VCARD\r\n"
        let contact = try #require(try Fixtures.readAll(Array(card.utf8)).contacts.first)
        #expect(contact.organizationName == "Acme")
        #expect(contact.departmentName == "Sales")
        #expect(contact.extensions.isEmpty)
        // Before ORG, too; and one ORG gives differently is kept as written.
        let before = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nX-DEPARTMENT:Sales\r\nORG:Acme\r\nEND:VCARD\r\n"
        #expect(try Fixtures.readAll(Array(before.utf8)).contacts.first?.departmentName == "Sales")
        let both = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nX-DEPARTMENT:Sales\r\nORG:Acme;Legal\r\nEND:VCARD\r\n"
        let read = try #require(try Fixtures.readAll(Array(both.utf8)).contacts.first)
        #expect(read.departmentName == "Legal")
        #expect(read.extensions.map(\.value) == ["Sales"])
    }

    /// Regression: Roundcube's phone types were custom labels.
    @Test func roundcubePhoneTypesAreLabels() throws {
        let card = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Ann\r
            TEL;TYPE=workfax:1\r
            TEL;TYPE=homefax:2\r
            TEL;TYPE=home2:3\r
            TEL;TYPE=WORK2:4\r
            END:VCARD\r

            """
        let contact = try #require(try Fixtures.readAll(Array(card.utf8)).contacts.first)
        #expect(contact.phoneNumbers.map(\.label) == [.workFax, .homeFax, .home, .work])
        #expect(contact.phoneNumbers.allSatisfy { $0.parameters.isEmpty })
    }

    /// Regression: `п. Снежногорск` arrived in Roundcube as `п.Снежногорск`: the fold fell
    /// just before the space, and Roundcube trims continuation lines.
    @Test func aFoldNeverStartsTheContinuationWithASpace() throws {
        for padding in 0..<90 {
            let street = String(repeating: "ж", count: padding / 2) + String(repeating: "x", count: padding % 2) + " п. Снежногорск ул. Ленина д. 5"
            let contact = Contact(givenName: "Ann", postalAddresses: [LabeledValue(label: .home, value: PostalAddress(street: street))])
            for version in [VCardVersion.v3_0, .v4_0] {
                let bytes = try Fixtures.write([contact], version: version)
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!text.contains("\r\n  "), "\(padding) \(version.rawValue)")
                #expect(try Fixtures.readAll(bytes).contacts.first?.postalAddresses.first?.value.street == street)
            }
        }
    }

    /// Roundcube's CSV line splitter, `rcube_utils::explode_quoted_string('[\r\n]+', …)`
    /// (roundcube-core 1.6.5, rcube_utils.php): a `"` not preceded by a backslash toggles
    /// "inside quotes"; a CR or LF outside quotes ends a line.
    static func roundcubeLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var quoted = false
        var previous: UInt8? = nil
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") {
                quoted.toggle()
                current.append(byte)
            } else if !quoted && (byte == 13 || byte == 10) {
                lines.append(String(decoding: current, as: UTF8.self))
                current = []
            } else {
                current.append(byte)
            }
            previous = byte
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines.filter { !$0.isEmpty }
    }

    /// Regression (issue 38's four Outlook "ours"): `Hermann v. Brevern\` was written
    /// `"Hermann v. Brevern\"`, which Roundcube (and PHP's `str_getcsv`, whose escape
    /// character is a backslash) reads as an escaped quote: the field ran on and the rows
    /// after it merged. RFC 4180 needs no quotes there, so Outlook's layout leaves it bare.
    @Test func aValueEndingInABackslashDoesNotRunOnInRoundcube() throws {
        let contacts = [
            Contact(givenName: "Hermann", familyName: "v. Brevern\\", note: "Ends with a backslash\\"),
            Contact(givenName: "Ada", familyName: "Lind"),
        ]
        let (bytes, _) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .outlook)) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(",v. Brevern\\,"))
        #expect(Self.roundcubeLines(text).count == 3, "\(Self.roundcubeLines(text).count) lines")
        let back = try Fixtures.readCSV(bytes, options: CSVReader.Options(layout: .outlook)).contacts
        #expect(back.map(\.familyName) == ["v. Brevern\\", "Lind"])
        #expect(back.first?.note == "Ends with a backslash\\")
    }
}

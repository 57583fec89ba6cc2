import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Groups and custom fields in CSV (issue 30, class 11). A group card (Apple's
/// `X-ADDRESSBOOKSERVER-KIND:group`) became a row: an Outlook contact with the last name
/// "Family", and its members lost the membership. No layout has rows for groups: the group's
/// name goes into its members' groups column (Google's `Labels`, Outlook's `Categories`, the
/// generic `groups`), and comes back as their groups. Google's `Custom Field n - Label` and
/// `- Value` columns fell to `X-CSV-*`; they are `itemN.X-CUSTOM-FIELD` with an `X-ABLabel`
/// now, and Google's layout writes them back to its columns.
@Suite struct CSVGroupMembershipTests {
    static func groupBook() throws -> [Contact] {
        try Fixtures.readAll(try Fixtures.bytes("vcard/icloud-carddav-groups.vcf")).contacts
    }

    static func write(_ contacts: [Contact], _ layout: CSVLayout) throws -> (text: String, diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    @Test(arguments: [CSVLayout.google, .outlook, .generic])
    func groupCardsBecomeTheirMembersGroups(_ layout: CSVLayout) throws {
        let (text, diagnostics) = try Self.write(try Self.groupBook(), layout)
        let back = try Fixtures.readCSV(Array(text.utf8), options: CSVReader.Options(layout: layout)).contacts
        // Three people, no row for a group (before: a contact named "Family").
        #expect(back.map(\.givenName) == ["Milo", "June", "Ada"])
        #expect(!back.contains { $0.familyName == "Family" || $0.formattedName == "Book Club" })
        #expect(back.map(\.groups) == [["Cyclists", "Family", "Book Club"], ["Family"], ["Book Club"]])
        // Each group card reported, and the member that is not in the file.
        #expect(diagnostics.count { $0.code == .fieldLeftOut && $0.property == "kind" } == 2)
        #expect(diagnostics.contains {
            $0.code == .fieldLeftOut && $0.property == "members" && $0.message.contains("Book Club")
                && $0.message.contains("urn:uuid:0A0B0C0D-0000-4000-8000")
        })
    }

    @Test func theGroupCardMayComeLast() throws {
        // iCloud's web export puts the group after its members.
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/apple-icloud.vcf")).contacts
        let (text, _) = try Self.write(contacts, .outlook)
        let back = try Fixtures.readCSV(Array(text.utf8), options: CSVReader.Options(layout: .outlook)).contacts
        #expect(back.count == 3)
        #expect(back.allSatisfy { $0.groups == ["Climbing Club"] })
        #expect(text.contains("\"Climbing Club\""))
    }

    @Test func streamingWithSlotsNamesOnlyTheMembersAfterTheCard() throws {
        // "Family" comes before its members, "Book Club" after its.
        let options = CSVWriter.Options(layout: .google, slots: [.phoneNumbers: 1, .emailAddresses: 1])
        let (bytes, diagnostics) = try Fixtures.write(try Self.groupBook()) { CSVWriter(sink: $0, options: options) }
        let back = try Fixtures.readCSV(bytes, options: CSVReader.Options(layout: .google)).contacts
        #expect(back.map(\.groups) == [["Cyclists", "Family"], ["Family"], []])
        #expect(diagnostics.contains {
            $0.property == "kind" && $0.message.contains("Book Club") && $0.message.contains("3 row(s) already written")
        })
    }

    @Test func thunderbirdHasNoGroupsColumnAndSaysSo() throws {
        let (text, diagnostics) = try Self.write(try Self.groupBook(), .thunderbird)
        #expect(!text.contains("Family") && !text.contains("Book Club"))
        #expect(diagnostics.count { $0.code == .fieldLeftOut && $0.property == "kind" && $0.message.contains("no groups column") } == 2)
    }

    // MARK: Google's custom fields

    static func customBook() throws -> [Contact] {
        try Fixtures.readCSV(try Fixtures.bytes("csv/google-custom-fields.csv")).contacts
    }

    @Test func customFieldsAreLabeledExtensions() throws {
        let milo = try #require(try Self.customBook().first)
        #expect(!milo.extensions.contains { $0.name.hasPrefix("X-CSV-") })
        let fields = milo.extensions.filter { $0.name == "X-CUSTOM-FIELD" }
        #expect(fields.map(\.value) == ["44", "2019", "peanuts\\, shellfish"])
        let labels = milo.extensions.filter { $0.name == "X-ABLABEL" }
        #expect(labels.map(\.value) == ["Shoe size", "Member since", "Allergies"])
        #expect(fields.map(\.group) == labels.map(\.group))
        let three = String(decoding: try Fixtures.write([milo], version: .v3_0), as: UTF8.self)
        #expect(three.contains("\r\nitem1.X-CUSTOM-FIELD:44\r\n") && three.contains("\r\nitem1.X-ABLABEL:Shoe size\r\n"), "\(three)")
    }

    @Test func customFieldsComeBackToGooglesColumns() throws {
        let first = try Self.customBook()
        // Through vCard and back to Google's CSV: the same columns and values.
        let viaVCard = try RoundTrip.through(.v3_0, first)
        #expect(viaVCard == first.map(RoundTrip.normalized))
        let (text, diagnostics) = try Self.write(viaVCard, .google)
        #expect(text.contains("Custom Field 3 - Label,Custom Field 3 - Value"), "\(text)")
        #expect(text.contains("Shoe size,44,Member since,2019,Allergies,\"peanuts, shellfish\""), "\(text)")
        #expect(text.contains("Home,the blue door"))
        #expect(!diagnostics.contains { $0.code == .fieldLeftOut && ($0.property ?? "").contains("CUSTOM") })
        #expect(try Fixtures.readCSV(Array(text.utf8)).contacts == viaVCard)
    }

    @Test func layoutsWithoutCustomFieldsReportThem() throws {
        let (_, diagnostics) = try Self.write(try Self.customBook(), .outlook)
        #expect(diagnostics.contains { $0.code == .fieldLeftOut && $0.property == "X-CUSTOM-FIELD" })
    }

    @Test func theProjectsOwnGoogleFixtureHasACustomField() throws {
        let contact = try #require(try Fixtures.readCSV(try Fixtures.bytes("csv/google-contacts.csv")).contacts.first)
        #expect(contact.extensions.contains { $0.name == "X-CUSTOM-FIELD" && $0.value == "42" })
        #expect(contact.extensions.contains { $0.name == "X-ABLABEL" && $0.value == "Shoe size" })
        #expect(!contact.extensions.contains { $0.name.hasPrefix("X-CSV-CUSTOM") })
    }
}

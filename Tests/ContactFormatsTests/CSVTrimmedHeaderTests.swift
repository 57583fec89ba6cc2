import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// CSV with a partial or trimmed header (issue 30, class 3): every title some layout knows
/// is read, whatever the other columns are. Before, a four-column semicolon Thunderbird
/// export lost its `Primary Email` to `X-CSV-PRIMARY-EMAIL` (detected as generic), and an
/// Outlook header cut to a few columns was taken for LinkedIn, its `E-mail 2 Address` and
/// `E-mail 3 Address` kept as `X-CSV-*`.
@Suite struct CSVTrimmedHeaderTests {
    private func read(_ name: String) throws -> (layout: CSVLayout, contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = CSVReader(input: MemoryInput(try Fixtures.bytes("csv/" + name)))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        return (reader.layout, contacts, diagnostics)
    }

    private static func hasCSVColumnExtension(_ contacts: [Contact]) -> Bool {
        contacts.contains { $0.extensions.contains { $0.name.hasPrefix("X-CSV-") } }
    }

    @Test func fourColumnSemicolonThunderbirdExport() throws {
        let (layout, contacts, diagnostics) = try read("thunderbird-trimmed-semicolon.csv")
        #expect(layout == .thunderbird)
        #expect(contacts.map { $0.emailAddresses.map(\.value) } == [["wren.adair@example.org"], ["oskar.lind@example.se"]])
        #expect(contacts.map(\.formattedName) == ["Wren Adair", "Oskar Lind"])
        #expect(!Self.hasCSVColumnExtension(contacts))
        #expect(!diagnostics.contains { $0.code == .unknownColumn })
    }

    @Test func outlookHeaderCutToAFewColumnsIsNotLinkedIn() throws {
        let (layout, contacts, _) = try read("outlook-trimmed.csv")
        #expect(layout == .outlook)
        let contact = try #require(contacts.first)
        #expect(contact.emailAddresses.map(\.value) == ["ines.moreau@example.fr", "ines@example.net", "i.moreau@example.com"])
        #expect(!Self.hasCSVColumnExtension(contacts))
    }

    @Test func titlesOfOtherLayoutsAreReadByTheirLayout() throws {
        let (layout, contacts, diagnostics) = try read("google-mixed-columns.csv")
        #expect(layout == .google)
        let contact = try #require(contacts.first)
        #expect(contact.phoneNumbers == [LabeledValue(label: .work, value: "+1 415 555 0188")])
        // Outlook's categories are split at its own separator, Google's labels at theirs.
        #expect(contact.groups == ["myContacts", "Choir", "Board", "Volunteers"])
        #expect(contact.emailAddresses.map(\.value) == ["tess.abara@example.org", "tess@example.com"])
        #expect(!Self.hasCSVColumnExtension(contacts))
        #expect(!diagnostics.contains { $0.code == .unknownColumn })
    }

    /// With the layout given, the layouts are ranked only when a title is left unbound: the
    /// titles of other layouts are bound as when the same layout is detected (and ranked
    /// first).
    @Test(arguments: ["google-mixed-columns.csv", "outlook-trimmed.csv", "thunderbird-trimmed-semicolon.csv", ""])
    func aGivenLayoutBindsOtherLayoutsTitlesAsTheDetectedOne(_ name: String) throws {
        let bytes =
            name.isEmpty
            ? Array("First Name,Last Name,E-mail 2 Address,Primary Email,Categories,Labels,Colour\r\nA,B,c@example.org,d@example.org,X;Y,Z ::: W,teal\r\n".utf8)
            : try Fixtures.bytes("csv/" + name)
        var detecting = CSVReader(input: MemoryInput(bytes))
        let (detected, detectedDiagnostics) = try Fixtures.readAll(&detecting)
        var given = CSVReader(input: MemoryInput(bytes), options: CSVReader.Options(layout: detecting.layout))
        let (contacts, diagnostics) = try Fixtures.readAll(&given)
        #expect(given.layout == detecting.layout)
        #expect(contacts == detected)
        #expect(diagnostics.map(\.message) == detectedDiagnostics.map(\.message))
    }

    @Test func aTitleWhoseFieldAColumnAlreadyHasStaysAnExtension() throws {
        // Thunderbird's Secondary Email and Outlook's E-mail 2 Address are both the second e-mail.
        let text = "Primary Email,Secondary Email,E-mail 2 Address\r\na@example.org,b@example.org,c@example.org\r\n"
        let (contacts, diagnostics) = try Fixtures.readCSV(Array(text.utf8))
        let contact = try #require(contacts.first)
        #expect(contact.emailAddresses.map(\.value) == ["a@example.org", "b@example.org"])
        #expect(contact.extensions.map(\.name) == ["X-CSV-E-MAIL-2-ADDRESS"])
        #expect(diagnostics.contains { $0.code == .unknownColumn && $0.property == "E-mail 2 Address" })
    }

    // The real files (../shared/corpora), when they are there.

    @Test(.enabled(if: SharedCorpora.root != nil), arguments: [
        ("vcard-realworld2/moz_csv_semicolon.csv", CSVLayout.thunderbird, 2),
        ("vcard-realworld2/rc_outlook.csv", .outlook, 3),
    ])
    func realTrimmedExports(_ path: String, _ layout: CSVLayout, _ emails: Int) throws {
        let bytes = try #require(SharedCorpora.bytes(path))
        var reader = CSVReader(input: MemoryInput(bytes))
        let (contacts, _) = try Fixtures.readAll(&reader)
        #expect(reader.layout == layout)
        #expect(contacts.reduce(0) { $0 + $1.emailAddresses.count } == emails)
        #expect(!Self.hasCSVColumnExtension(contacts))
    }
}

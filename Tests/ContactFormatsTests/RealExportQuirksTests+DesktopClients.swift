@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// What Evolution, Outlook/Exchange, KAddressBook and Android write for relations,
/// anniversaries and nicknames: before, each was an X- extension, so a conversion to
/// Google's or Outlook's CSV (which have columns for them) or to Apple's 3.0 lost it.
extension RealExportQuirksTests {
    @Test(arguments: [
        ["X-EVOLUTION-SPOUSE:Olga Weber", "X-EVOLUTION-MANAGER:Ida Brandt", "X-EVOLUTION-ASSISTANT:Karl Maier",
         "X-EVOLUTION-ANNIVERSARY:2006-01-09"],
        ["X-MS-SPOUSE;N:Olga Weber", "X-MS-MANAGER;N:Ida Brandt", "X-MS-ASSISTANT;N:Karl Maier",
         "X-MS-ANNIVERSARY:20060109"],
        ["X-KADDRESSBOOK-X-SpousesName:Olga Weber", "X-KADDRESSBOOK-X-ManagersName:Ida Brandt",
         "X-KADDRESSBOOK-X-AssistantsName:Karl Maier", "X-KADDRESSBOOK-X-Anniversary:2006-01-09"],
    ])
    func desktopClientRelationsAndAnniversary(_ lines: [String]) throws {
        let (contacts, diagnostics) = try Fixtures.readAll(Self.card("3.0", lines))
        let contact = try #require(contacts.first)
        #expect(contact.contactRelations.map(\.label) == [.spouse, .manager, .assistant])
        #expect(contact.contactRelations.map(\.value) == ["Olga Weber", "Ida Brandt", "Karl Maier"])
        #expect(contact.contactRelations.allSatisfy { $0.parameters.isEmpty })
        #expect(contact.dates.map(\.label) == [.anniversary])
        #expect(contact.dates.first?.value == PartialDate(year: 2006, month: 1, day: 9))
        #expect(contact.extensions.isEmpty)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let written = String(decoding: try Fixtures.write(contacts, version: .v4_0), as: UTF8.self)
        #expect(written.contains("RELATED;TYPE=spouse;VALUE=text:Olga Weber"))
        #expect(written.contains("ANNIVERSARY:20060109"))
    }

    /// The point of reading them: Outlook's CSV has columns for all four.
    @Test func evolutionRelationsFillOutlookColumns() throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/evolution-3.0.vcf")).contacts
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: .outlook))
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        let lines = String(decoding: sink.bytes, as: UTF8.self).split(separator: "\r\n").map(String.init)
        // Outlook's layout quotes every cell; none of these holds a comma.
        func cells(_ line: String) -> [String] {
            line.split(separator: ",", omittingEmptySubsequences: false).map { String($0.dropFirst().dropLast()) }
        }
        let header = cells(try #require(lines.first))
        let row = cells(try #require(lines.dropFirst().first))
        func cell(_ name: String) -> String? {
            header.firstIndex(of: name).flatMap { $0 < row.count ? row[$0] : nil }
        }
        #expect(cell("Spouse") == "Olga Weber")
        #expect(cell("Manager's Name") == "Ida Brandt")
        #expect(cell("Assistant's Name") == "Karl Maier")
        #expect(cell("Anniversary") == "1/9/2006")
        #expect(!writer.diagnostics.contains { $0.message.contains("X-EVOLUTION-SPOUSE") })
    }

    /// Outlook's and KAddressBook's IM address field (no service named): before, an
    /// extension that no other program reads.
    @Test(arguments: ["X-MS-IMADDRESS", "X-KADDRESSBOOK-X-IMAddress"])
    func anUnnamedIMAddressIsAnInstantMessageAddress(_ name: String) throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", [name + ":oona@im.example.co.uk"]))
        let contact = try #require(contacts.first)
        #expect(contact.instantMessageAddresses.map(\.value.username) == ["oona@im.example.co.uk"])
        #expect(contact.extensions.isEmpty)
    }

    /// Exchange's `X-MS-TEL` phones carry the labels of Outlook's CSV columns; a type it
    /// has no column for stays as written.
    @Test func exchangePhonesAreLabeledPhones() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", [
            "X-MS-TEL;TYPE=VOICE,COMPANY:+44 20 5550 0100", "X-MS-TEL;TYPE=CALLBACK:+44 20 5550 0101",
            "X-MS-TEL;TYPE=VOICE,TELEX:+44 20 5550 0102",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.phoneNumbers.map(\.label) == [.main, .custom("Callback")])
        #expect(contact.extensions.map(\.name) == ["X-MS-TEL"])
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: .outlook))
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        #expect(!writer.diagnostics.contains { $0.message.contains("phoneNumbers") })
    }

    /// `CATEGORIES: Example Contact` (an Android app on ez-vcard) and `Friends, Family`:
    /// before, the groups were " Example Contact" and " Family".
    @Test func spacesAroundACategoryAreNotPartOfIt() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("4.0", ["CATEGORIES: Example Contact", "CATEGORIES:Friends, Family,  "]))
        #expect(contacts.first?.groups == ["Example Contact", "Friends", "Family"])
    }

    /// The first line's list becomes the groups as it is; blank and spaced names, escaped
    /// commas and a line after it keep their order.
    @Test func categoriesOnSeveralLinesKeepTheirOrder() throws {
        let lines = ["CATEGORIES:  ,Work,\\, ,  Book Club\\, north ", "CATEGORIES:Work", "CATEGORIES:,,", "CATEGORIES:Z"]
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", lines))
        #expect(contacts.first?.groups == ["Work", ",", "Book Club, north", "Work", "Z"])
        let (plain, _) = try Fixtures.readAll(Self.card("4.0", ["CATEGORIES:a,b"]))
        #expect(plain.first?.groups == ["a", "b"])
    }

    /// `ORG` parts into the organization and the department (the third and later joined
    /// with `;`), through the plain path and the decoded one (2.1 quoted-printable in a
    /// legacy charset); an empty `ORG` leaves both empty.
    @Test func organizationPartsGoToTheirFields() throws {
        let cases: [(String, [String], String, String)] = [
            ("3.0", ["ORG:Acme;R&D;Labs\\;North;"], "Acme", "R&D;Labs;North;"),
            ("3.0", ["ORG:;Unit"], "", "Unit"),
            ("3.0", ["ORG:"], "", ""),
            ("4.0", ["ORG:Zoë GmbH"], "Zoë GmbH", ""),
            ("2.1", ["ORG;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Z=F6e;R=26D;Labs"], "Zöe", "R&D;Labs"),
        ]
        for (version, lines, organization, department) in cases {
            let (contacts, _) = try Fixtures.readAll(Self.card(version, lines))
            #expect(contacts.first?.organizationName == organization, "\(lines)")
            #expect(contacts.first?.departmentName == department, "\(lines)")
        }
    }

    @Test func anAnniversaryWrittenTwiceIsOneDate() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", [
            "X-ANNIVERSARY:2006-01-09", "X-EVOLUTION-ANNIVERSARY:2006-01-09",
        ]))
        #expect(contacts.first?.dates.count == 1)
    }

    /// Android's contacts provider rows: nickname, relations by type code (14 spouse, 0 with
    /// its own label), events (1 anniversary, 0 custom).
    @Test func androidCustomRowsAreReadIntoTheModel() throws {
        let (contacts, diagnostics) = try Fixtures.readAll(Self.card("2.1", [
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Nana;1;;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Sipho Ndlovu;14;;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Thandi;0;Godmother;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Ayo;4;;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;2011-06-18;1;;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/contact_event;--09-01;0;First day;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.com.example.chat/profile;ndlovu;Message;;;;;;;;;;;;;",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.nickname == "Nana")
        #expect(contact.contactRelations.map(\.label) == [.spouse, .custom("Godmother"), .custom("Domestic Partner")])
        #expect(contact.contactRelations.map(\.value) == ["Sipho Ndlovu", "Thandi", "Ayo"])
        #expect(contact.dates.map(\.label) == [.anniversary, .custom("First day")])
        #expect(contact.dates.last?.value == PartialDate(month: 9, day: 1))
        // A row of another app stays as it was.
        #expect(contact.extensions.map(\.name) == ["X-ANDROID-CUSTOM"])
        #expect(contact.extensions.first?.value.hasPrefix("vnd.com.example.chat/profile") == true)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A second nickname (the card has NICKNAME too) and an unknown type code stay rows.
    @Test func androidRowsThatDoNotFitStayAsWritten() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("2.1", [
            "NICKNAME:Nandi",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Nana;1;;;;;;;;;;;;;",
            "X-ANDROID-CUSTOM:vnd.android.cursor.item/relation;Sipho;99;;;;;;;;;;;;;",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.nickname == "Nandi")
        #expect(contact.contactRelations.isEmpty)
        #expect(contact.extensions.count == 2)
    }
}

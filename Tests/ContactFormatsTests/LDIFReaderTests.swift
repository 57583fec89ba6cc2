import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Issue 30, LDIF: Thunderbird's export, a directory's export, folding and base64 quirks and
/// hostile values, read by `LDIFReader` (fixtures in `Fixtures/ldif/`).
@Suite struct LDIFReaderTests {
    static func read(_ name: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = LDIFReader(input: MemoryInput(try Fixtures.bytes("ldif/" + name)))
        return try Fixtures.readAll(&reader)
    }

    static func read(text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = LDIFReader(text: text)
        return try Fixtures.readAll(&reader)
    }

    private func extensionValue(_ contact: Contact, _ name: String) -> String? {
        contact.extensions.first { $0.name == name }?.value
    }

    @Test func thunderbirdExportReadsNamesEmailsPhonesAndAddresses() throws {
        let (contacts, diagnostics) = try Self.read("thunderbird-export.ldif")
        #expect(diagnostics.isEmpty, Comment(rawValue: "\(diagnostics)"))
        #expect(contacts.map(\.formattedName) == ["Book Club", "Marta Kowalska", "Doe, Jonathan", nil, "Nobody Yet"])
        let marta = contacts[1]
        #expect(marta.givenName == "Marta" && marta.familyName == "Kowalska" && marta.nickname == "Martusia")
        #expect(marta.emailAddresses.map(\.value) == ["marta.kowalska@example.com", "m.kowalska@example.org"])
        #expect(marta.emailAddresses.map(\.preference) == [1, nil])
        #expect(marta.phoneNumbers.map(\.label) == [.work, .home, .otherFax, .pager, .mobile])
        #expect(marta.phoneNumbers.map(\.value) == [
            "+48 22 555 01 10", "+48 22 555 01 11", "+48 22 555 01 12", "+48 22 555 01 13", "+48 601 555 014",
        ])
        let home = try #require(marta.postalAddresses.first { $0.label == .home }).value
        #expect(home.street == "ul. Złota 44" && home.extendedAddress == "m. 12" && home.city == "Warszawa")
        #expect(home.state == "mazowieckie" && home.postalCode == "00-120" && home.country == "Polska")
        let work = try #require(marta.postalAddresses.first { $0.label == .work }).value
        #expect(work.street == "Aleje Jerozolimskie 65" && work.extendedAddress == "piętro 3" && work.postalCode == "00-697")
        #expect(marta.jobTitle == "Tłumaczka" && marta.departmentName == "Lokalizacja" && marta.organizationName == "Przykład Sp. z o.o.")
        #expect(marta.urlAddresses.map(\.label) == [.work, .home])
        #expect(marta.birthday == PartialDate(year: 1986, month: 2, day: 14))
        #expect(marta.note == "Prefers email.\nSpeaks Polish, English and German.")
        #expect(marta.instantMessageAddresses.first?.value == InstantMessageAddress(username: "martak", service: "AIM"))
        #expect(extensionValue(marta, "X-CUSTOM1") == "Shoe size 38")
        #expect(extensionValue(marta, "X-LDIF-MODIFYTIMESTAMP") == "1718000000")
        // Thunderbird's DN is the one the writer would give: not kept.
        #expect(extensionValue(marta, LDIFWriter.distinguishedNameExtension) == nil)
        let doe = contacts[2]
        #expect(doe.birthday == PartialDate(month: 7, day: 4))
        #expect(extensionValue(doe, "X-CUSTOM4") == "Member since 2019")
        #expect(contacts[3].emailAddresses.map(\.value) == ["newsletter@example.net"])
    }

    @Test func thunderbirdListNamesItsMembersByTheirUIDs() throws {
        let (contacts, _) = try Self.read("thunderbird-export.ldif")
        let list = contacts[0]
        #expect(list.kind == .group)
        #expect(list.nickname == "books" && list.note == "Third Thursday, 19:00")
        #expect(list.members == [contacts[1].uid, contacts[2].uid].compactMap { $0 })
        #expect(list.members.count == 2)
        // The unescaped comma of `cn=Doe, Jonathan` (Thunderbird writes DNs so) is part of the name.
        #expect(contacts[2].uid == LDIFDistinguishedNameProbe.uid("cn=Doe\\, Jonathan,mail=jon.doe@example.org"))
        #expect(contacts[4].kind == .group && contacts[4].members.isEmpty)
        #expect(contacts.allSatisfy { $0.uid?.hasPrefix("urn:uuid:") == true })
    }

    @Test func directoryExportSkipsTreeEntriesAndChangeRecords() throws {
        let (contacts, diagnostics) = try Self.read("directory-export.ldif")
        #expect(contacts.map(\.formattedName) == ["Aiko Kimura", "Sales Team", "Carla Nowak"])
        let codes = diagnostics.map(\.code)
        #expect(codes.filter { $0 == .notAContact }.count == 2)
        #expect(codes.filter { $0 == .changeRecord }.count == 2)
        #expect(!codes.contains(.malformedLine), Comment(rawValue: "the '-' of a modify record is no malformed line"))
        #expect(diagnostics.first { $0.code == .changeRecord }?.line == 59)
        let repeated = try #require(diagnostics.first { $0.code == .repeatedProperty })
        #expect(repeated.severity == .note && repeated.line == 25)
    }

    @Test func directoryPersonKeepsWhatTheSchemaDoesNotMap() throws {
        let aiko = try Self.read("directory-export.ldif").contacts[0]
        #expect(aiko.emailAddresses.map(\.value) == ["aiko.kimura@example.com", "a.kimura@example.com"])
        #expect(aiko.phoneNumbers.map(\.value) == ["+81 3 5555 0120", "+81 3 5555 0121"])
        #expect(aiko.urlAddresses.first == LabeledValue(label: .custom("Home page"), value: "https://example.com/~akimura"))
        #expect(extensionValue(aiko, "X-LDIF-CN") == "Kimura Aiko")
        #expect(extensionValue(aiko, "X-LDIF-UIDNUMBER") == "10023")
        #expect(extensionValue(aiko, LDIFWriter.objectClassExtension) == "posixAccount")
        #expect(extensionValue(aiko, LDIFWriter.distinguishedNameExtension) == "uid=akimura\\,ou=People\\,dc=example\\,dc=com")
        let language = try #require(aiko.extensions.first { $0.name == "X-LDIF-CN" && !$0.parameters.isEmpty })
        #expect(language.parameters == [Parameter(LDIFWriter.optionsParameter, "lang-ja")])
        #expect(language.value == "木村愛子")
        let photo = try #require(aiko.imageBytes)
        #expect(photo.starts(with: [0xFF, 0xD8, 0xFF]) && photo.count == 278)
    }

    @Test func directoryGroupMembersWithSpacesMatchTheirEntry() throws {
        let contacts = try Self.read("directory-export.ldif").contacts
        let team = contacts[1]
        #expect(team.kind == .group)
        #expect(team.members.count == 3)
        #expect(team.members[0] == contacts[0].uid)
        #expect(team.members[1].hasPrefix("urn:uuid:") && team.members[1] != contacts[0].uid)
        #expect(team.members[2] == "mailto:partner@example.net")
    }

    @Test func foldedBase64AndOldNamesAreRead() throws {
        let (contacts, _) = try Self.read("quirk-folding-base64.ldif")
        #expect(contacts.count == 5)
        let jurgen = contacts[0]
        #expect(jurgen.formattedName == "Jürgen Weiß" && jurgen.familyName == "Weiß")
        #expect(jurgen.givenName == "Juergen", Comment(rawValue: "a TAB continuation, as Thunderbird reads it"))
        #expect(jurgen.note == "Kommt meistens mit dem Fahrrad – bitte den Hof freihalten. Schlüssel liegt beim Nachbarn.")
        #expect(jurgen.nickname == "Jupp")
        #expect(jurgen.phoneNumbers == [LabeledValue(label: .mobile, value: "+49 151 5550 1234")])
        #expect(jurgen.urlAddresses == [LabeledValue(label: .home, value: "https://weiss.example.de/")])
        #expect(jurgen.postalAddresses.first?.value.country == "Deutschland")
        #expect(extensionValue(jurgen, "X-CUSTOM1") == "Notizen über Jürgen\\, die länger sind als eine Zeile und daher gefaltet werden müssen.")
        #expect(extensionValue(jurgen, "X-CUSTOM3") == "Hello worl")
        #expect(extensionValue(jurgen, "X-LDIF-XMOZILLAUSEHTMLMAIL") == "FALSE")
        #expect(contacts[1].uid == nil && contacts[1].formattedName == "No Dn Here")
        #expect(contacts[2].formattedName == "First Of Two" && contacts[3].formattedName == "Second Of Two")
        #expect(contacts[3].organizationName == "Café Europa")
        #expect(contacts[4].formattedName == "Last One")
    }

    @Test func quirksAreReportedWithTheirLines() throws {
        let diagnostics = try Self.read("quirk-folding-base64.ldif").diagnostics
        let found = Set(diagnostics.map { "\($0.code.rawValue):\($0.line ?? 0)" })
        for expected in [
            "url-value:26", "invalid-base64:27", "truncated-base64:28", "malformed-line:29", "invalid-date:30",
            "invalid-date:31", "missing-dn:34", "malformed-line:40", "charset-fallback:42", "malformed-line:45",
        ] {
            #expect(found.contains(expected), Comment(rawValue: "\(expected) in \(found.sorted())"))
        }
        #expect(diagnostics.filter { $0.code == .invalidBase64 }.count == 1)
    }

    @Test func aURLValueIsKeptAndNeverFetched() throws {
        let jurgen = try Self.read("quirk-folding-base64.ldif").contacts[0]
        #expect(jurgen.imageBytes == nil)
        let photo = try #require(jurgen.extensions.first { $0.name == "X-LDIF-JPEGPHOTO" })
        #expect(photo.value == "file:///tmp/juergen.jpg" && photo.parameters == [Parameter("VALUE", "uri")])
    }

    @Test func hostileValuesStayValues() throws {
        let (contacts, diagnostics) = try Self.read("hostile.ldif")
        #expect(contacts.count == 2)
        let mallory = contacts[0]
        #expect(mallory.formattedName == "Mallory, CEO+admin=1;<x>\"#")
        #expect(mallory.familyName == "Eve\ndn: cn=admin,dc=example,dc=com\nobjectclass: groupOfNames")
        #expect(mallory.kind == .individual)
        #expect(mallory.emailAddresses.map(\.value) == ["mallory@example.com", "x@example.com\r\nobjectclass: top"])
        #expect(mallory.note == ":< file:///etc/passwd")
        #expect(mallory.organizationName == " leading and trailing ")
        #expect(diagnostics.contains { $0.code == .malformedLine && $0.line == 16 })
        #expect(diagnostics.contains { $0.code == .urlValue && $0.line == 15 })
        let crew = contacts[1]
        #expect(crew.members.first == mallory.uid, Comment(rawValue: "the escaped DN names Mallory's entry"))
        #expect(crew.members.count == 3)
    }

    @Test func versionOtherThanOneIsReported() throws {
        let (contacts, diagnostics) = try Self.read(text: "version: 2\ndn: cn=A\ncn: A\n")
        #expect(contacts.count == 1)
        #expect(diagnostics.map(\.code) == [.unsupportedVersion])
    }

    @Test func aLineOverTheLimitIsSkippedAndTheRestRead() throws {
        let long = String(repeating: "x", count: 300)
        var reader = LDIFReader(
            input: MemoryInput("dn: cn=A\ncn: A\ndescription: \(long)\n \(long)\nmail: a@example.com\n"),
            limits: ReadLimits(maximumLineLength: 200))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.count == 1 && contacts[0].note.isEmpty)
        #expect(contacts[0].emailAddresses.map(\.value) == ["a@example.com"])
        #expect(diagnostics.map(\.code) == [.limitExceeded] && diagnostics[0].line == 3)
    }

    @Test func valuePositionsNameTheLinesOfPhonesAndEmails() throws {
        var reader = LDIFReader(text: "dn: cn=A\ncn: A\nmozillaSecondEmail: b@example.com\nmobile: 1\nmail: a@example.com\n")
        let contact = try #require(try reader.next())
        #expect(contact.emailAddresses.map(\.value) == ["a@example.com", "b@example.com"])
        #expect(reader.valuePositions.position(of: .emailAddresses, at: 0)?.line == 5)
        #expect(reader.valuePositions.position(of: .emailAddresses, at: 1)?.line == 3)
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.line == 4)
        #expect(reader.contactLine == 1)
    }

    @Test(arguments: [
        ("dn: cn=A\n", true), ("DN: cn=A\n", true), ("version: 1\n", true), ("# a comment\n continued\n\ndn:: Y249QQ==\n", true),
        ("d", false), ("dn,cn,mail\n1,2,3\n", false), ("BEGIN:VCARD\r\n", false),
    ])
    func detectedByContent(_ text: String, _ isLDIF: Bool) {
        #expect((ContactFormat.detect(prefix: Array(text.utf8)) == .ldif) == isLDIF)
    }

    @Test func aLongFirstLineBeginningWithAHashIsStillCSV() {
        // A comment is LDIF's only until the first 1,024 bytes have no line end.
        let header = "#" + String(repeating: "column,", count: 300)
        #expect(ContactFormat.detect(prefix: Array(header.utf8)) == .csvDetectingLayout)
        #expect(ContactFormat.detect(prefix: Array("# short".utf8)) == nil)
    }

    @Test func formatNamesAndExtensions() {
        #expect(ContactFormat(argument: "ldif") == .ldif && ContactFormat(argument: "LDIF") == .ldif)
        #expect(ContactFormat(pathExtensionOf: "book.ldif") == .ldif && ContactFormat(pathExtensionOf: "book.LDI") == .ldif)
        #expect(ContactFormat.argumentNames.contains("ldif") && ContactFormat.ldif.argument == "ldif")
    }
}

/// The UID the reader gives an entry, from outside the module (the same rule as
/// `LDIFDistinguishedName.uid(of:)`: UUID v5 of the canonical DN in the X.500 namespace).
enum LDIFDistinguishedNameProbe {
    static func uid(_ dn: String) -> String? {
        var reader = LDIFReader(text: "dn: \(dn)\n")
        return (try? reader.next())??.uid
    }
}

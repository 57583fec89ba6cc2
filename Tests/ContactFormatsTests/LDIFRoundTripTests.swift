import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Issue 30, LDIF: what LDIF holds comes back through `LDIFWriter` and `LDIFReader`, and
/// the writer's output reads with no warning.
@Suite struct LDIFRoundTripTests {
    /// The contacts by UID, their extensions in name order (the writer puts Thunderbird's
    /// custom fields before the other kept attributes).
    private func byUID(_ contacts: [Contact]) -> [String: Contact] {
        let sorted = contacts.map { contact in
            var contact = contact
            contact.extensions.sort { ($0.name, $0.value) < ($1.name, $1.value) }
            return contact
        }
        return Dictionary(sorted.map { ($0.uid ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func thunderbirdExportComesBackTheSame() throws {
        let original = try LDIFReaderTests.read("thunderbird-export.ldif").contacts
        let (text, diagnostics) = try LDIFWriterTests.write(original)
        #expect(diagnostics.isEmpty, Comment(rawValue: "\(diagnostics)"))
        let back = try LDIFWriterTests.readBack(text)
        #expect(back.count == original.count)
        #expect(byUID(back) == byUID(original))
    }

    @Test func directoryExportComesBackButForWhatIsReported() throws {
        let original = try LDIFReaderTests.read("directory-export.ldif").contacts
        let (text, diagnostics) = try LDIFWriterTests.write(original)
        let back = byUID(try LDIFWriterTests.readBack(text))
        #expect(text.contains("dn: uid=akimura,ou=People,dc=example,dc=com\n"))
        // The labeledURI's label ("Home page") has no attribute: the URL is the work page.
        // Thunderbird keeps one work phone: the directory's second is left out.
        #expect(diagnostics.contains { $0.property == "urlAddresses.label" })
        #expect(diagnostics.contains { $0.property == "phoneNumbers" && $0.message.contains("phoneNumbers 2 (work)") })
        var aiko = byUID([original[0]]).values.first!
        aiko.urlAddresses[0].label = .work
        aiko.phoneNumbers.removeLast()
        #expect(back[aiko.uid!] == aiko)
        #expect(back[original[2].uid!] == byUID([original[2]]).values.first!)
        // Of the list's members, one names no entry of the file (reported), the others come back.
        let team = try #require(back[original[1].uid!])
        #expect(team.members[0] == original[1].members[0] && team.members[2] == "mailto:partner@example.net")
        #expect(diagnostics.filter { $0.code == .lossyMapping }.count == 1)
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func ldifOutputOfEveryVCardFixtureReadsWithoutAWarning(_ name: String) throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let (text, _) = try LDIFWriterTests.write(contacts)
        var reader = LDIFReader(text: text)
        let (back, diagnostics) = try Fixtures.readAll(&reader)
        // Dates that do not exist (quirk-invalid-date.vcf) are kept as written, and warned again.
        #expect(diagnostics.filter { $0.code != .invalidDate }.isEmpty, Comment(rawValue: "\(name): \(diagnostics)"))
        #expect(back.count == contacts.count)
        for (contact, read) in zip(contacts.filter { $0.kind != .group }, back.filter { $0.kind != .group }) {
            #expect(read.givenName == contact.givenName && read.familyName == contact.familyName, Comment(rawValue: name))
        }
    }

    @Test func thunderbirdVCardGoesThroughLdifAsThunderbirdKeepsIt() throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/thunderbird.vcf")).contacts
        let back = try LDIFWriterTests.readBack(try LDIFWriterTests.write(contacts).text)
        let henrik = back[0]
        #expect(henrik.formattedName == "Henrik Solberg" && henrik.nickname == "Henke")
        #expect(henrik.emailAddresses.map(\.value) == ["henrik.solberg@example.com", "h.solberg@example.org"])
        #expect(henrik.phoneNumbers.map(\.label) == [.work, .mobile])
        #expect(henrik.note == contacts[0].note)
        #expect(henrik.birthday == PartialDate(year: 1977, month: 5, day: 22))
        #expect(henrik.organizationName == "Fjordline Consulting" && henrik.departmentName == "Advisory")
        let ines = back[1]
        #expect(ines.phoneNumbers.map(\.label) == [.home, .otherFax, .pager])
        #expect(ines.extensions.contains { $0.name == "X-CUSTOM1" && $0.value == "Seat 14B" })
        #expect(ines.birthday == PartialDate(month: 4, day: 3))
    }
}

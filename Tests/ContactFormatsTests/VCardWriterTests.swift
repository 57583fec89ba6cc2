@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The strict writer: line ends, folding, escaping by value type, required components.
@Suite struct VCardWriterTests {
    func write(_ contact: Contact, _ version: VCardVersion = .v3_0) throws -> String {
        try VCardWriter.string(from: [contact], version: version)
    }

    @Test(arguments: VCardVersion.allCases)
    func everyLineEndsWithCRLFAndFitsIn75Octets(_ version: VCardVersion) throws {
        var contact = Contact(givenName: "Zoë", familyName: "Ångström-Żółć")
        contact.note = String(repeating: "日本語のメモ、とても長い。", count: 20)
        contact.organizationName = String(repeating: "Long Organization Name ", count: 10)
        let text = try write(contact, version)
        let bytes = Array(text.utf8)
        var lineStart = 0
        for index in bytes.indices where bytes[index] == 10 {
            #expect(index > 0 && bytes[index - 1] == 13, "LF without CR")
            let line = bytes[lineStart..<(index - 1)]
            #expect(line.count <= 76, "line of \(line.count) octets")
            if version != .v2_1 { #expect(line.count <= 75) }
            // No line starts or ends inside a UTF-8 sequence.
            #expect(String(validating: line, as: UTF8.self) != nil, "line splits a UTF-8 sequence")
            lineStart = index + 1
        }
        #expect(!bytes.contains(13) || bytes.filter { $0 == 13 }.count == bytes.filter { $0 == 10 }.count)
    }

    /// Apple's other-calendar birthday: its calendar and leap month first, then the
    /// parameters the reader kept, in Apple's spelling whatever the version.
    @Test(arguments: VCardVersion.allCases)
    func alternateBirthdayKeepsItsParameters(_ version: VCardVersion) throws {
        var reader = VCardReader(
            text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Mei Lin\r\n"
                + "X-ALTBDAY;CALSCALE=chinese;X-APPLE-LEAP-MONTH=1;X-NOTE=kept:0040-08-15\r\nEND:VCARD\r\n")
        let contact = try #require(try reader.next())
        let text = try write(contact, version)
        // 2.1 parameters are its five or X- names (Android's 2.1 parser refuses others).
        let calendar = version == .v2_1 ? "X-CALSCALE" : "CALSCALE"
        #expect(text.contains("\r\nX-ALTBDAY;\(calendar)=chinese;X-APPLE-LEAP-MONTH=1;X-NOTE=kept:0040-08-15\r\n"))
    }

    @Test func foldedOutputReadsBackTheSameText() throws {
        var contact = Contact(givenName: "A", familyName: "B")
        contact.note = String(repeating: "ünïcödé, ; \\ text\n", count: 30)
        for version in VCardVersion.allCases {
            let back = try RoundTrip.through(version, [contact])
            #expect(back.first?.note == contact.note, "version \(version.rawValue)")
        }
    }

    @Test func allNameAndAddressComponentsArePresent() throws {
        var contact = Contact(givenName: "Jo")
        contact.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(city: "Oslo"))]
        let text = try write(contact)
        #expect(text.contains("\r\nN:;Jo;;;\r\n"))
        #expect(text.contains("ADR;TYPE=HOME:;;;Oslo;;;\r\n"))
    }

    @Test func escapingFollowsTheValueType() throws {
        var contact = Contact(givenName: "a,b", familyName: "c;d")
        contact.note = "x,y;z\\w\nnext"
        contact.urlAddresses = [LabeledValue(value: "https://example.com/a,b;c")]
        contact.groups = ["Friends, close", "Work"]
        let text = try write(contact)
        #expect(text.contains("N:c\\;d;a\\,b;;;\r\n"))
        #expect(text.contains("NOTE:x\\,y\\;z\\\\w\\nnext\r\n"))
        #expect(text.contains("URL:https://example.com/a,b;c\r\n"))
        #expect(text.contains("CATEGORIES:Friends\\, close,Work\r\n"))
    }

    @Test func twoOneUsesQuotedPrintableOnlyWhereNeeded() throws {
        var contact = Contact(givenName: "Zoë", familyName: "Smith")
        contact.note = "line one\nline two"
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "555-0100", preference: 1)]
        let text = try write(contact, .v2_1)
        #expect(text.contains("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Smith;Zo=C3=AB;;;\r\n"))
        #expect(text.contains("NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:line one=0D=0Aline two\r\n"))
        #expect(text.contains("TEL;CELL;VOICE;PREF:555-0100\r\n"))
        #expect(text.contains("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Zo=C3=AB Smith\r\n"))
        #expect(!text.contains("TEL;CHARSET"))
    }

    @Test func twoOnePhotoIsABase64BlockEndedByABlankLine() throws {
        var contact = Contact(givenName: "P")
        contact.imageBytes = [0x89, 0x50, 0x4E, 0x47] + Array(repeating: 7, count: 200)
        let text = try write(contact, .v2_1)
        // 2.1 has no PNG type: its X- form (TwoOneOutputTests).
        #expect(text.contains("PHOTO;ENCODING=BASE64;TYPE=X-PNG:iVBOR"))
        let photoTail = try #require(text.range(of: "PHOTO;")).upperBound
        #expect(text[photoTail...].contains("\r\n\r\n"))
        let back = try RoundTrip.through(.v2_1, [contact])
        #expect(back.first?.imageBytes == contact.imageBytes)
    }

    @Test func missingFormattedNameIsWrittenFromTheNameParts() throws {
        let contact = Contact(namePrefix: "Dr.", givenName: "Ada", familyName: "Lovelace")
        #expect(try write(contact).contains("\r\nFN:Dr. Ada Lovelace\r\n"))
        let organization = Contact(kind: .organization, organizationName: "Acme")
        #expect(try write(organization).contains("\r\nFN:Acme\r\n"))
    }

    @Test func itemGroupsDoNotCollideWithKeptGroups() throws {
        var contact = Contact(givenName: "G")
        contact.extensions = [ExtensionProperty(group: "item1", name: "X-FOO", value: "bar")]
        contact.phoneNumbers = [LabeledValue(label: .custom("Boat"), value: "555")]
        let text = try write(contact)
        #expect(text.contains("item2.TEL;TYPE=VOICE:555\r\nitem2.X-ABLabel:Boat\r\n"))
        #expect(text.contains("item1.X-FOO:bar\r\n"))
    }
}

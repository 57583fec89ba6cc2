import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Output that is valid for its version (issue 30 item 8): values and names kept as
/// extensions are written in the form 3.0 and 4.0 require, and whatever that form cannot
/// hold is kept in a parameter the reader takes back. Before, each line below went out as
/// read (`GENDER:Male`, `BDAY:19880921T061530+02:00`, `REV;VALUE=timestamp:2023-…`,
/// `X-MESSAGING/XMPP-ALL:…`), which strict readers reject.
@Suite struct VersionFormTests {
    func convert(_ path: String, to version: VCardVersion) throws -> (lines: [String], diagnostics: [Diagnostic]) {
        let contacts = try Fixtures.readAll(try Fixtures.bytes(path)).contacts
        let (bytes, diagnostics) = try Fixtures.write(contacts) { VCardWriter(version: version, sink: $0) }
        return (String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n"), diagnostics)
    }

    func lines(_ text: String, to version: VCardVersion) throws -> [String] {
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        return String(decoding: try Fixtures.write(contacts, version: version), as: UTF8.self).components(separatedBy: "\r\n")
    }

    func card(_ version: String, _ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:" + version, "FN:Robin Vale", "N:Vale;Robin;;;"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n")
    }

    @Test func aGenderWordBecomesItsLetterWithTheWordKept() throws {
        let four = try convert("vcard/thebat-2.1-gender.vcf", to: .v4_0).lines
        #expect(four.filter { $0.hasPrefix("GENDER") } == ["GENDER:M;Male", "GENDER:F;Female", "GENDER:;Nonbinary"])
        // 3.0 has no GENDER: the word as read, under X-GENDER.
        let three = try convert("vcard/thebat-2.1-gender.vcf", to: .v3_0).lines
        #expect(three.filter { $0.hasPrefix("X-GENDER") } == ["X-GENDER:Male", "X-GENDER:Female", "X-GENDER:Nonbinary"])
    }

    @Test(arguments: [("weiblich", "F;weiblich"), ("M", "M"), ("F;she/her", "F;she/her"), ("男性", "M;男性"), ("unknown", "U;unknown")])
    func genderValues(_ value: String, _ written: String) throws {
        #expect(try lines(card("3.0", "X-GENDER:" + value), to: .v4_0).contains("GENDER:" + written))
    }

    @Test func timesAreWrittenInTheVersionsForm() throws {
        let four = try convert("vcard/davx5-date-times.vcf", to: .v4_0)
        #expect(four.lines.contains("BDAY:19880921T061530+0200"))
        #expect(four.lines.contains("REV;X-CONTACTKIT-ORIGINAL=\"2023-06-02T07:15:09.241Z\":20230602T071509Z"))
        #expect(four.lines.contains("REV:20230602T071644Z"))
        #expect(four.diagnostics.contains { $0.code == .lossyMapping && $0.property == "REV" })
        let three = try convert("vcard/davx5-date-times.vcf", to: .v3_0).lines
        #expect(three.contains("BDAY:1988-09-21T06:15:30+02:00"))
        // 3.0 has no timestamp type; its date-time holds the fraction.
        #expect(three.contains("REV:2023-06-02T07:15:09.241Z"))
    }

    @Test func theFractionOfARevisionComesBack() throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/davx5-date-times.vcf")).contacts
        let back = try RoundTrip.through(.v4_0, contacts)
        #expect(back.first?.extensions.first { $0.name == "REV" }?.value == "2023-06-02T07:15:09.241Z")
    }

    @Test func kdeMessagingPropertiesAreIMPP() throws {
        let contact = try #require(try Fixtures.readAll(try Fixtures.bytes("vcard/kaddressbook-3.0-legacy-messaging.vcf")).contacts.first)
        #expect(contact.instantMessageAddresses.map(\.value.username) == ["henrike@jabber.example.org", "h.vogt@xmpp.example.net", "hvogt", "henrikevogt"])
        #expect(contact.instantMessageAddresses.map(\.value.service) == ["Jabber", "Jabber", "IRC", "Twitter"])
        #expect(!contact.extensions.contains { $0.name.hasPrefix("X-MESSAGING") })
        for version in [VCardVersion.v3_0, .v4_0] {
            let lines = try convert("vcard/kaddressbook-3.0-legacy-messaging.vcf", to: version).lines
            #expect(lines.contains("IMPP;X-SERVICE-TYPE=Jabber:xmpp:h.vogt@xmpp.example.net"))
            #expect(lines.contains("IMPP;X-SERVICE-TYPE=IRC:irc:hvogt"))
        }
    }

    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func aNameWithASlashIsKeptUnderAValidNameAndComesBack(_ version: VCardVersion) throws {
        let (lines, diagnostics) = try convert("vcard/kaddressbook-3.0-legacy-messaging.vcf", to: version)
        #expect(lines.contains("X-DESKBOOK-ROOM;X-CONTACTKIT-NAME=X-DESKBOOK/ROOM:B 2.14"))
        #expect(diagnostics.contains { $0.code == .lossyMapping && $0.property == "X-DESKBOOK/ROOM" })
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/kaddressbook-3.0-legacy-messaging.vcf")).contacts
        let back = try RoundTrip.through(version, contacts)
        #expect(back.first?.extensions.contains { $0.name == "X-DESKBOOK/ROOM" && $0.value == "B 2.14" } == true)
    }

    @Test func aParameterNameNoVersionRegistersIsAnXName() throws {
        #expect(try lines(card("3.0", "X-TEST;A=B:v"), to: .v4_0).contains("X-TEST;X-A=B:v"))
        // 4.0's data: URI leaves no ENCODING to rename (Apple's binary X- properties).
        #expect(try lines(card("3.0", "X-WALLPAPER;ENCODING=b:iVBORw0KGgo="), to: .v4_0).contains { $0.hasPrefix("X-WALLPAPER:data:") })
    }

    @Test func aTypeThatIsNoTokenIsKeptAsideIn40() throws {
        let four = try lines(card("3.0", "TEL;TYPE=\"费\":1"), to: .v4_0)
        #expect(four.contains("TEL;X-CONTACTKIT-TYPE=费:1"))
        let back = try lines(four.joined(separator: "\r\n"), to: .v3_0)
        #expect(back.contains { $0.hasPrefix("TEL;TYPE=") && $0.contains("费") })
    }

    @Test func twoOneLabelCommasAreEscaped() throws {
        let three = try lines(card("2.1", "LABEL;WORK:401 Park Drive, Boston"), to: .v3_0)
        #expect(three.contains("LABEL;TYPE=WORK:401 Park Drive\\, Boston") || three.contains("LABEL;TYPE=work:401 Park Drive\\, Boston"), "\(three)")
    }

    @Test func aUIDThatIsNoURIIsText() throws {
        #expect(try lines(card("3.0", "UID:kab-4471"), to: .v4_0).contains("UID;VALUE=text:kab-4471"))
        #expect(try lines(card("3.0", "UID:urn:uuid:1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"), to: .v4_0).contains("UID:urn:uuid:1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"))
    }

    @Test func aURLWithoutASchemeGetsOneAndComesBack() throws {
        let four = try lines(card("2.1", "URL:www.example.com"), to: .v4_0)
        #expect(four.contains("URL;X-CONTACTKIT-ORIGINAL=www.example.com:http://www.example.com"))
        let back = try Fixtures.readAll(Array(four.joined(separator: "\r\n").utf8)).contacts
        #expect(back.first?.urlAddresses.map(\.value) == ["www.example.com"])
    }

    @Test func aDateThatDoesNotExistIsTextIn40AndComesBack() throws {
        let four = try lines(card("3.0", "BDAY:1980-02-30"), to: .v4_0)
        #expect(four.contains("BDAY;VALUE=text:1980-02-30"))
        let back = try Fixtures.readAll(Array(four.joined(separator: "\r\n").utf8))
        #expect(back.contacts.first?.birthday == PartialDate(year: 1980, month: 2, day: 30))
        #expect(back.diagnostics.contains { $0.code == .invalidDate })
        #expect(try lines(card("3.0", "BDAY:1980-02-30"), to: .v3_0).contains("X-BDAY:1980-02-30"))
    }
}

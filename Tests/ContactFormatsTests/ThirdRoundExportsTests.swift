import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Issue 30's vCard classes 5, 6, 7 and 12, each on a fixture of our own that imitates the
/// exporter, and on the real file of `../shared/corpora` when it is there.
@Suite struct ThirdRoundExportsTests {
    static func read(_ name: String) throws -> [Contact] {
        try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
    }

    static func lines(_ contacts: [Contact], _ version: VCardVersion) throws -> [String] {
        String(decoding: try Fixtures.write(contacts, version: version), as: UTF8.self)
            .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    // MARK: 5. Windows Mobile: a 2.1 value continued over lines that end in a backslash

    @Test func windowsMobileAddressOverThreeLinesIsOneStreet() throws {
        let (contacts, diagnostics) = try Fixtures.readAll(try Fixtures.bytes("vcard/windows-mobile-2.1.vcf"))
        #expect(!diagnostics.contains { $0.code == .malformedLine }, "\(diagnostics)")
        let work = try #require(contacts.first?.postalAddresses.last?.value)
        #expect(work.street == "c/o Lagerhuset AB\nBox 5512\nHamnvagen 3")
        #expect(work.city == "Goteborg" && work.postalCode == "414 51" && work.country == "Sverige")
        // An escaped backslash at the end of a line is the value's last character.
        #expect(contacts.first?.note == "Shares a drive at C:\\")
        #expect(try Self.lines(contacts, .v3_0).contains("ADR;TYPE=WORK:;;c/o Lagerhuset AB\\nBox 5512\\nHamnvagen 3;Goteborg;;414 51;Sverige"))
    }

    @Test(.enabled(if: SharedCorpora.root != nil))
    func androidsWindowsMobileTestFile() throws {
        let bytes = try #require(SharedCorpora.bytes("vcard-realworld2/aosp_v21_adr_multiple_line.vcf"))
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(!diagnostics.contains { $0.code == .malformedLine })
        let second = try #require(contacts.first?.postalAddresses.last?.value)
        #expect(second.street.hasPrefix("Hermann v. Brevern\n") && second.street.hasSuffix("\nPackstation 999"))
        #expect(second.city == "Hamburg" && second.postalCode == "99999" && second.country == "Deutschland")
    }

    // MARK: 6. vCard 2.1 GEO `lat,long`

    @Test(arguments: [(VCardVersion.v3_0, "GEO:6.5244;3.3792"), (.v4_0, "GEO:geo:6.5244,3.3792")])
    func twoOneGeoInTheVersionsForm(_ version: VCardVersion, _ expected: String) throws {
        let contacts = try Self.read("android-2.1-geo.vcf")
        let lines = try Self.lines(contacts, version)
        #expect(lines.contains(expected), "\(lines)")
        #expect(try Self.lines(contacts, version).contains(version == .v4_0 ? "GEO:geo:-33.8688,151.2093" : "GEO:-33.8688;151.2093"))
    }

    @Test func twoOneGeoComesBackThroughEveryVersion() throws {
        let first = try Self.read("android-2.1-geo.vcf")
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            #expect(try RoundTrip.through(version, first) == first, "through \(version)")
        }
    }

    @Test(.enabled(if: SharedCorpora.root != nil))
    func androidsComplicatedTestFileGeo() throws {
        let bytes = try #require(SharedCorpora.bytes("vcard-realworld2/aosp_v21_complicated.vcf"))
        let contacts = try Fixtures.readAll(bytes).contacts
        #expect(try Self.lines(contacts, .v3_0).contains("GEO:35.6563854;139.6994233"))
        #expect(try Self.lines(contacts, .v4_0).contains("GEO:geo:35.6563854,139.6994233"))
    }

    // MARK: 7. A 3.0 NICKNAME list

    @Test func nicknameListIsSeveralNicknames() throws {
        let contacts = try Self.read("davx5-3.0-nicknames.vcf")
        #expect(contacts[0].nickname == "Matze")
        #expect(contacts[0].extensions.filter { $0.name == "NICKNAME" }.map(\.value) == ["Tiger\\, der Große"])
        #expect(contacts[1].nickname == "Bine")
        #expect(contacts[1].extensions.filter { $0.name == "NICKNAME" }.map(\.value) == ["Sabi", "Bienchen", "Frau K."])
    }

    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func nicknameListIsWrittenAsSeveralNicknames(_ version: VCardVersion) throws {
        let lines = try Self.lines(try Self.read("davx5-3.0-nicknames.vcf"), version)
        for expected in [
            "NICKNAME:Matze", "NICKNAME:Tiger\\, der Große", "NICKNAME;LANGUAGE=de:Bine", "NICKNAME;LANGUAGE=de:Sabi",
            "NICKNAME;LANGUAGE=de:Bienchen", "NICKNAME;TYPE=work:Frau K.",
        ] {
            #expect(lines.contains(expected), "missing \(expected) in \(lines)")
        }
        // Before: one nickname with an escaped comma.
        #expect(!lines.contains { $0.contains("Matze\\,") })
    }

    @Test func nicknamesComeBackThroughEveryVersion() throws {
        let first = try Self.read("davx5-3.0-nicknames.vcf")
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            #expect(try RoundTrip.through(version, first) == first, "through \(version)")
        }
    }

    @Test func twoOneNicknameKeepsItsCommas() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Roe;Jo\r\nNICKNAME:Jo, the Builder\r\nEND:VCARD\r\n"
        let contact = try #require(try Fixtures.readAll(Array(text.utf8)).contacts.first)
        #expect(contact.nickname == "Jo, the Builder")
        #expect(!contact.extensions.contains { $0.name == "NICKNAME" })
    }

    @Test(.enabled(if: SharedCorpora.root != nil))
    func davx5AllFieldsNicknames() throws {
        let bytes = try #require(SharedCorpora.bytes("vcard-realworld2/davx5_allfields-vcard3.vcf"))
        let contacts = try Fixtures.readAll(bytes).contacts
        #expect(contacts.first?.nickname == "Nick1")
        let four = try Self.lines(contacts, .v4_0)
        #expect(four.contains { $0.hasPrefix("NICKNAME") && $0.hasSuffix(":Nick1") })
        #expect(four.contains { $0.hasPrefix("NICKNAME") && $0.hasSuffix(":Nick2") })
    }

    // MARK: 12. A second N (ALTID, LANGUAGE) through 3.0 and back

    @Test func secondNameComesBackAsNWithItsAltID() throws {
        let first = try Self.read("jscontact-4.0-localized-names.vcf")
        let three = try Self.lines(first, .v3_0)
        #expect(three.contains("X-EXTRA-N;X-ALTID=1;LANGUAGE=en:Yamada;Hanako;;;"), "\(three)")
        let back = try RoundTrip.through(.v4_0, try RoundTrip.through(.v3_0, first))
        #expect(back == first)
        let four = try Self.lines(back, .v4_0)
        #expect(four.contains("N;ALTID=1;LANGUAGE=en:Yamada;Hanako;;;"), "\(four)")
        #expect(!four.contains { $0.hasPrefix("X-EXTRA-N") })
    }

    @Test func aSecondNameWithoutAltIDStaysExtra() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jo Roe\r\nN:Roe;Jo;;;\r\nN:Row;Joe;;;\r\nEND:VCARD\r\n"
        let first = try Fixtures.readAll(Array(text.utf8)).contacts
        let four = try Self.lines(try RoundTrip.through(.v3_0, first), .v4_0)
        #expect(four.contains("X-EXTRA-N:Row;Joe;;;"), "\(four)")
    }
}

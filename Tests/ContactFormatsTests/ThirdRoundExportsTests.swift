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

}

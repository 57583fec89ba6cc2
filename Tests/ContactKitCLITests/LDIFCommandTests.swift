import ContactTestSupport
import Foundation
import Testing

/// Issue 30, LDIF on the command line: `--to ldif`, `--from ldif`, the `.ldif` extension,
/// detection by content, lists, diagnostics with lines and codes.
@Suite struct LDIFCommandTests {
    private func fixture(_ name: String) -> String {
        Fixtures.url("ldif/" + name).path
    }

    @Test func thunderbirdExportBecomesVCardsWithAGroup() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", fixture("thunderbird-export.ldif"), "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0 && result.standardError.isEmpty, Comment(rawValue: result.standardError))
        let cards = result.standardOutput.components(separatedBy: "BEGIN:VCARD").dropFirst()
        #expect(cards.count == 5)
        let list = try #require(cards.first)
        #expect(list.contains("KIND:group\r\n") && list.contains("FN:Book Club\r\n"))
        let members = list.split(separator: "\r\n").filter { $0.hasPrefix("MEMBER:") }.map { String($0.dropFirst(7)) }
        #expect(members.count == 2)
        for member in members {
            #expect(cards.dropFirst().contains { $0.contains("UID:\(member)\r\n") }, Comment(rawValue: member))
        }
        #expect(result.standardOutput.contains("FN:Doe\\, Jonathan\r\n"))
        #expect(result.standardOutput.contains("TEL;TYPE=fax:+48 22 555 01 12\r\n"))
    }

    @Test func outputFormatFollowsTheLdifExtension() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "-o", "book.ldif"], in: directory.url, input: SampleCards.card("Jane Doe"))
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        let text = try String(contentsOf: directory.url.appendingPathComponent("book.ldif"), encoding: .utf8)
        #expect(text.hasPrefix("version: 1\ndn: cn=Jane Doe"))
    }

    @Test func ldifIsDetectedByContentWhateverTheName() throws {
        let directory = try TemporaryDirectory()
        let text = try String(contentsOfFile: fixture("directory-export.ldif"), encoding: .utf8)
        try directory.write("export.txt", text)
        let result = try ToolProcess.run(["convert", "export.txt", "--to", "ndjson"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 3)
        #expect(result.standardError.contains("export.txt:59: warning: a change record"))
        #expect(result.standardError.contains("[change-record]") && result.standardError.contains("[not-a-contact]"))
    }

    @Test func fromLdifReadsARecordWithoutDn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("no-dn.txt", "cn: Only A Name\nmail: only@example.com\n")
        let guessed = try ToolProcess.run(["convert", "no-dn.txt", "--to", "ndjson"], in: directory.url)
        #expect(guessed.standardOutput.contains("X-CSV-"), Comment(rawValue: "not LDIF by its content: a CSV of one column"))
        let told = try ToolProcess.run(["convert", "no-dn.txt", "--from", "ldif", "--to", "ndjson"], in: directory.url)
        #expect(told.status == 0 && told.standardOutput.contains("\"only@example.com\""))
        #expect(told.standardError.contains("no-dn.txt:1: warning:") && told.standardError.contains("[missing-dn]"))
        let strict = try ToolProcess.run(["validate", "no-dn.txt", "--from", "ldif", "--strict"], in: directory.url)
        #expect(strict.status == 1)
    }

    @Test func quirksAreReportedCompilerStyle() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate", fixture("quirk-folding-base64.ldif")], in: directory.url)
        for expected in [
            "quirk-folding-base64.ldif:26: warning: jpegPhoto is given by URL", "quirk-folding-base64.ldif:27: warning:",
            "[invalid-base64]", "quirk-folding-base64.ldif:34: warning: a record that does not begin with dn:",
            "[url-value]", "[missing-dn]", "[charset-fallback]",
        ] {
            #expect(result.standardError.contains(expected), Comment(rawValue: expected + "\n" + result.standardError))
        }
    }

    @Test func vCardToLdifToVCardKeepsNamesPhonesAndLists() throws {
        let directory = try TemporaryDirectory()
        let ldif = try ToolProcess.run(["convert", Fixtures.url("vcard/apple-icloud.vcf").path, "-o", "book.ldif"], in: directory.url)
        #expect(ldif.status == 0)
        #expect(ldif.standardError.contains("[field-left-out]"))
        let text = try String(contentsOf: directory.url.appendingPathComponent("book.ldif"), encoding: .utf8)
        #expect(text.contains("objectclass: groupOfNames\n"))
        #expect(text.contains("\nmember: cn="))
        let back = try ToolProcess.run(["convert", "book.ldif", "--to", "vcard:4.0"], in: directory.url)
        #expect(back.status == 0)
        let members = back.standardOutput.split(separator: "\r\n").filter { $0.hasPrefix("MEMBER:") }
        #expect(!members.isEmpty)
        for member in members {
            #expect(back.standardOutput.contains("UID:" + member.dropFirst(7) + "\r\n"))
        }
    }

    @Test func aListMemberNoContactHasIsReportedAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "list.vcf",
            "BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:group\r\nFN:Ghosts\r\nMEMBER:urn:uuid:11111111-2222-4333-8444-555555555555\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(["convert", "list.vcf", "-o", "out.ldif"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("list.vcf: warning: ldif: the member 'urn:uuid:11111111"), Comment(rawValue: result.standardError))
        #expect(result.standardError.contains("[lossy-mapping]"))
        let text = try String(contentsOf: directory.url.appendingPathComponent("out.ldif"), encoding: .utf8)
        #expect(text.contains("member: uid=11111111-2222-4333-8444-555555555555\n"))
    }

    @Test func splitWritesOneLdifFilePerContact() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["convert", fixture("thunderbird-export.ldif"), "--to", "ldif", "--split", "--output-dir", "out"], in: directory.url)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path)
        #expect(names.count == 5 && names.allSatisfy { $0.hasSuffix(".ldif") }, Comment(rawValue: "\(names)"))
    }

    @Test func helpListsLdif() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--help"], in: directory.url)
        #expect(result.standardOutput.contains(", ldif"))
        #expect(result.standardOutput.contains("contactkit convert thunderbird.ldif"))
    }
}

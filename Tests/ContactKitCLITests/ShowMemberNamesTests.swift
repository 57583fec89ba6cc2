import ContactTestSupport
import Foundation
import Testing

/// `show` names a group's members when the input is a file, whichever comes first: members
/// read after their group are kept as they come, those read before are found by a second
/// reading (so the names of a large book are not all kept).
@Suite struct ShowMemberNamesTests {
    static func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    static let book =
        card("UID:urn:uuid:0000-before", "FN:Mira Holm", "N:Holm;Mira;;;")
        + card("KIND:group", "UID:urn:uuid:9999-g1", "FN:Book Club",
               "MEMBER:urn:uuid:0000-BEFORE", "MEMBER:urn:uuid:0000-after", "MEMBER:urn:uuid:0000-gone")
        + card("UID:urn:uuid:0000-after", "FN:Otto Lind", "N:Lind;Otto;;;")
        + card("UID:urn:uuid:0000-other", "FN:Ada Berg", "N:Berg;Ada;;;")

    static let expectedGroup = """
        Book Club
          members  Mira Holm
                   Otto Lind
                   urn:uuid:0000-gone
                   (1 of 3 not in the input)

        """

    private func show(_ arguments: [String], files: [String: String], stdin: String = "") throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            for (name, text) in files {
                try Data(text.utf8).write(to: directory.url.appendingPathComponent(name))
            }
            return try ToolProcess.run(["show"] + arguments, in: directory.url, input: stdin)
        }
    }

    @Test func membersBeforeAndAfterTheirGroupAreNamedFromAFile() throws {
        let result = try show(["book.vcf"], files: ["book.vcf": Self.book])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let cards = result.standardOutput.components(separatedBy: "\n\n")
        #expect(cards.last == Self.expectedGroup)
    }

    @Test func membersInAnotherFileAreNamed() throws {
        let parts = Self.book.components(separatedBy: "BEGIN:VCARD").filter { !$0.isEmpty }.map { "BEGIN:VCARD" + $0 }
        let result = try show(
            ["a.vcf", "b.vcf"], files: ["a.vcf": parts[0], "b.vcf": parts[1...].joined()])
        #expect(result.standardOutput.components(separatedBy: "\n\n").last == Self.expectedGroup)
    }

    @Test func standardInputStillNamesMembersReadBeforeTheGroup() throws {
        let result = try show([], files: [:], stdin: Self.book)
        #expect(result.standardOutput.components(separatedBy: "\n\n").last == Self.expectedGroup)
    }

    @Test func aWarningOfTheFirstReadingIsNotRepeated() throws {
        let broken = Self.book.replacingOccurrences(of: "FN:Ada Berg", with: "BDAY:1980-02-30\r\nFN:Ada Berg")
        let result = try show(["book.vcf"], files: ["book.vcf": broken])
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1)
    }
}

import ContactTestSupport
import Foundation
import Testing

/// `convert` of a book with group cards to CSV (issue 30, class 11): no row for a group, its
/// name in the members' Categories, and the warnings the writer gives only at the end (a
/// member that is not in the output) printed with the others.
@Suite struct CSVGroupCardCommandTests {
    @Test func outlookCategoriesAndTheEndWarnings() throws {
        let directory = try TemporaryDirectory()
        let result = try withExtendedLifetime(directory) {
            try ToolProcess.run(
                ["convert", Fixtures.url("vcard/icloud-carddav-groups.vcf").path, "--to", "csv:outlook"],
                in: directory.url, input: "")
        }
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\r\n")
        #expect(rows.count == 4, "\(result.standardOutput)")
        // Before: a row whose Last Name (the fourth column) was "Family".
        #expect(!rows.contains { $0.hasPrefix("\"\",\"\",\"\",\"Family\"") })
        #expect(result.standardOutput.contains("\"Cyclists;Family;Book Club\""))
        #expect(result.standardError.contains("csv:outlook has no rows for groups: the group card 'Family'"))
        #expect(result.standardError.contains("the membership in the group 'Book Club' of 1 member(s) not in the output"))
    }
}

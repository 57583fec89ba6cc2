import ContactTestSupport
import Foundation
import Testing

/// `N:Smith (née Jones);Ann (Work);;;` through `normalize` and `dedupe` (issue 30, class 9):
/// the name normalizer took brackets at either end of a name part for stray punctuation, so
/// both lost their closing bracket (`Smith (née Jones;Ann (Work`). A bracket whose partner is
/// in the name now stays; one without a partner still goes.
@Suite struct BracketedNameCommandTests {
    private func run(_ arguments: [String]) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            try ToolProcess.run(arguments + [Fixtures.url("vcard/google-contacts-bracketed-names.vcf").path], in: directory.url, input: "")
        }
    }

    @Test(arguments: [["normalize"], ["dedupe"]])
    func bracketsInNamesStay(_ command: [String]) throws {
        let result = try run(command + ["--to", "vcard:3.0"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\r\nN:Smith (née Jones);Ann (Work);;;\r\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\r\nN:Park;[Board] Lee;;;\r\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("(née Jones;"))
    }

    @Test func dedupeMergesTheTwoAnns() throws {
        let result = try run(["dedupe", "--to", "ndjson"])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == 2, "\(result.standardOutput)")
    }
}

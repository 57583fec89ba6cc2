import Foundation
import Testing

/// Input that holds no contacts is never accepted silently (issue 16 item 7): a
/// `no-contacts` warning, and exit status 1 under `--strict`.
@Suite struct JunkInputTests {
    @Test(arguments: ["", "\n  \r\n"])
    func emptyInputWarns(_ input: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate"], in: directory.url, input: input)
        #expect(result.status == 0)
        #expect(result.standardError.contains("<stdin>:1: warning: the input is empty"))
        #expect(result.standardError.contains("[no-contacts]"))
        let strict = try ToolProcess.run(["validate", "--strict"], in: directory.url, input: input)
        #expect(strict.status == 1)
    }

    @Test func emptyFileGivenAsVCardWarns() throws {
        let directory = try TemporaryDirectory()
        try directory.write("empty.vcf", "")
        let result = try ToolProcess.run(["convert", "--from", "vcard", "--strict", "empty.vcf"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("empty.vcf:1: warning: no contacts in this input (read as vCard)"))
    }

    @Test(arguments: [["--from", "vcard"], ["--from", "jcard"], ["--from", "ndjson"], []])
    func plainTextWarns(_ from: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate"] + from, in: directory.url, input: "hello world\n")
        #expect(result.standardError.contains("[no-contacts]"), "\(result.standardError)")
        #expect(result.standardError.contains("0 contacts"))
        let strict = try ToolProcess.run(["validate", "--strict"] + from, in: directory.url, input: "hello world\n")
        #expect(strict.status == 1)
    }

    @Test func emptyJCardArrayWarns() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate"], in: directory.url, input: "[]\n")
        #expect(result.standardError.contains("no contacts in this input (read as jCard)"))
    }

    /// Two lines of plain text, detected as CSV, gave one contact with no warning when the
    /// first line named a known column (`Name`), and only `no-known-column` otherwise.
    @Test(arguments: ["Name\nJohn Smith\n", "hello world\nthis is a note\n", "\u{FEFF}Dear Sam\r\nBest, Kim\r\n"])
    func twoLinesOfPlainTextWarn(_ text: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate"], in: directory.url, input: text)
        #expect(result.status == 0)
        #expect(result.standardError.contains("<stdin>:1: warning: read as CSV, but the first line has no delimiter"))
        #expect(result.standardError.contains("[undelimited-csv]"))
        let strict = try ToolProcess.run(["validate", "--strict"], in: directory.url, input: text)
        #expect(strict.status == 1)
        // Given as CSV, it is read so without the warning.
        let given = try ToolProcess.run(["validate", "--from", "csv"], in: directory.url, input: text)
        #expect(!given.standardError.contains("[undelimited-csv]"))
    }

    @Test(arguments: ["First Name,Last Name\nJo,Vale\n", "Name;Email\nJo;jo@example.com\n", "Name\tEmail\nJo\tjo@example.com\n"])
    func realCSVDoesNotWarn(_ text: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate"], in: directory.url, input: text)
        #expect(!result.standardError.contains("[undelimited-csv]"), "\(result.standardError)")
    }
}

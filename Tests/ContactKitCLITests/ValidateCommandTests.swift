import Foundation
import Testing

/// `contactkit validate`: diagnostics, summary lines and exit codes.
@Suite struct ValidateCommandTests {
    @Test func cleanInputSummaryAndExitZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.twoPeople)
        let result = try ToolProcess.run(["validate", "a.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "2 contacts, 0 warnings, 0 errors in a.vcf\n")
    }

    @Test func warningsArePrintedAndCountedPerInputWithATotal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.vcf", SampleCards.card("Jane Doe"))
        try directory.write("bad.vcf", SampleCards.missingEnd)
        let result = try ToolProcess.run(["validate", "good.vcf", "bad.vcf"], in: directory.url)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "1 contact, 0 warnings, 0 errors in good.vcf")
        #expect(lines[1].hasPrefix("bad.vcf:1: warning: "))
        #expect(lines[2] == "1 contact, 1 warning, 0 errors in bad.vcf")
        #expect(lines[3] == "2 contacts, 1 warning, 0 errors in 2 files")
    }

    @Test func strictAndQuiet() throws {
        let directory = try TemporaryDirectory()
        let strict = try ToolProcess.run(["validate", "--strict"], in: directory.url, input: SampleCards.missingEnd)
        #expect(strict.status == 1)
        let quiet = try ToolProcess.run(["validate", "--quiet", "--strict"], in: directory.url, input: SampleCards.missingEnd)
        #expect(quiet.status == 1)
        #expect(quiet.standardError == "1 contact, 1 warning, 0 errors in <stdin>\n")
    }

    @Test func unrecognizedInputIsAnError() throws {
        let directory = try TemporaryDirectory()
        // Text with control characters is neither vCard, CSV nor JSON.
        let result = try ToolProcess.run(["validate"], in: directory.url, input: "\u{1}\u{2}\u{3} not contacts\n")
        #expect(result.status == 1)
        #expect(result.standardError.contains("<stdin>: error: cannot tell the format"))
        #expect(result.standardError.hasSuffix("0 contacts, 0 warnings, 1 error in <stdin>\n"))
    }

    @Test func explicitFromSkipsDetection() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["validate", "--from", "vcard"], in: directory.url, input: SampleCards.twoPeople)
        #expect(result.status == 0)
        #expect(result.standardError == "2 contacts, 0 warnings, 0 errors in <stdin>\n")
    }
}

/// The reader-limit options: a limit that is exceeded is named with its option, and the
/// rest of the input is still read.
@Suite struct LimitOptionTests {
    @Test func lowerLineLimitSkipsTheLongLine() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "x", count: 3000)
        let input = SampleCards.card("Jane Doe") + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long\r\nNOTE:\(long)\r\nEND:VCARD\r\n"
        let result = try ToolProcess.run(["validate", "--max-line-length", "1K"], in: directory.url, input: input)
        #expect(result.status == 0)
        #expect(result.standardError.contains("(--max-line-length); skipped [limit-exceeded]"))
        #expect(result.standardError.contains("2 contacts, 1 warning"))
        let converted = try ToolProcess.run(["convert", "--max-line-length", "1K"], in: directory.url, input: input)
        #expect(converted.standardOutput.contains("FN:Long\r\n"))
        #expect(!converted.standardOutput.contains("NOTE:"))
    }

    @Test(arguments: ["0", "lots", "12Q", "99999999999999999999"])
    func badSizesAreUsageErrors(_ value: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--max-properties", value], in: directory.url, input: "")
        #expect(result.status == 64)
        #expect(result.standardError.contains("--max-properties needs a positive number"))
    }
}

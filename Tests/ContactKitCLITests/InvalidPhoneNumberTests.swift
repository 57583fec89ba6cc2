import Foundation
import Testing

/// `normalize` and `convert --normalize` rewrite a phone number only when it is valid for its
/// region: every other kind stays exactly as written, with a warning that names why.
@Suite struct InvalidPhoneNumberTests {
    /// One card per rejected kind; each warning is at the line of its number (the second
    /// card's TEL, line 9), not of its card (line 6).
    static func card(_ name: String, _ number: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(name)\r\nTEL;TYPE=CELL:\(number)\r\nEND:VCARD\r\n"
    }

    @Test(arguments: [
        ("US", "(201) 577-62226", "too-long"),
        ("US", "999", "too-short"),
        ("US", "02 2106 7942", "invalid-for-region"),
        ("US", "555-0123", "local-only"),
        ("NO", "22 12 34", "invalid-length"),
    ])
    func rejectedKindStaysAsWrittenWithItsWarning(_ region: String, _ number: String, _ reason: String) throws {
        let directory = try TemporaryDirectory()
        let valid = region == "US" ? ("(201) 555-0123", "+12015550123") : ("22 12 34 56", "+4722123456")
        let input = Self.card("Ann Example", valid.0) + Self.card("Bo Example", number)
        for command in [["normalize"], ["convert", "--normalize"]] {
            let result = try ToolProcess.run(command + ["--region", region], in: directory.url, input: input)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains(":\(valid.1)\r\n"))
            #expect(result.standardOutput.contains(":\(number)\r\n"))
            #expect(result.standardError.hasPrefix("<stdin>:9: warning: '\(number)' left as written: "))
            #expect(result.standardError.hasSuffix("(\(reason)) [phone-invalid]\n"))
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
    }

    @Test func theIssueExampleKeepsEveryImpossibleNumber() throws {
        let directory = try TemporaryDirectory()
        let input = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A B\r\nTEL;TYPE=CELL:(201) 577-62226\r\nTEL:999\r\n"
            + "TEL:02 2106 7942\r\nTEL:(201) 555-0123\r\nEND:VCARD\r\n"
        let result = try ToolProcess.run(["normalize", "--region", "US"], in: directory.url, input: input)
        #expect(result.standardOutput.contains("TEL;TYPE=CELL,VOICE:(201) 577-62226\r\n"))
        #expect(result.standardOutput.contains("TEL;TYPE=VOICE:999\r\n"))
        #expect(result.standardOutput.contains("TEL;TYPE=VOICE:02 2106 7942\r\n"))
        #expect(result.standardOutput.contains("TEL;TYPE=VOICE:+12015550123\r\n"))
        #expect(!result.standardOutput.contains("+120157762226"))
        #expect(!result.standardOutput.contains("+1999"))
        #expect(!result.standardOutput.contains("+10221067942"))
        let warnings = result.standardError.split(separator: "\n")
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasSuffix("[phone-invalid]") })
        #expect(result.standardError.contains("too long for a number of US (+1): 11 digits; numbers there have 10"))
    }

    @Test func acceptPossibleRewritesOnlyNumbersOfAFullLength() throws {
        let directory = try TemporaryDirectory()
        let input = Self.card("Ann Example", "02 2106 7942") + Self.card("Bo Example", "(201) 577-62226")
        let result = try ToolProcess.run(
            ["normalize", "--region", "US", "--accept-possible"], in: directory.url, input: input)
        #expect(result.standardOutput.contains("+10221067942\r\n"))
        #expect(result.standardOutput.contains("(201) 577-62226\r\n"))
        #expect(result.standardError.contains("(too-long) [phone-invalid]"))
        #expect(!result.standardError.contains("invalid-for-region"))
    }

    @Test func acceptPossibleNeedsNormalize() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--accept-possible"], in: directory.url, input: "")
        #expect(result.status == 64)
        #expect(result.standardError.contains("--accept-possible is only used with --normalize"))
    }

    @Test func strictFailsOnAnInvalidNumber() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["normalize", "--region", "US", "--strict"], in: directory.url, input: Self.card("Ann Example", "999"))
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("999\r\n"))
    }
}

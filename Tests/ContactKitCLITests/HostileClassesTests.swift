import Foundation
import Testing

/// Round s10's classes of hostile input (Benchmarks/hostile/README.md), each in a small,
/// fast form: what `run-hostile-inputs.py` found failing before the fixes.
@Suite struct HostileClassesTests {
    /// Invisible format characters that hide or smuggle text (zero-width space, word joiner,
    /// byte-order mark, interlinear annotation, tag characters).
    static let invisible = "\u{200B}\u{2060}\u{FEFF}\u{FFF9}\u{E0041}\u{E0042}"

    static func hasInvisible(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F: return true
            default: return false
            }
        }
    }

    @Test(arguments: [["list"], ["show"], ["format", "name"], ["validate"], ["dedupe", "--explain", "--dry-run"]])
    func invisibleCharactersNeverReachTheTerminalRaw(_ command: [String]) throws {
        let directory = try TemporaryDirectory()
        let name = "Ann\(Self.invisible) Lee"
        let card = SampleCards.card(name).replacingOccurrences(of: "END:VCARD", with: "X-BAD\(Self.invisible)\r\nEND:VCARD")
        try directory.write("in.vcf", card + card)
        let result = try ToolProcess.run(command + ["in.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(!Self.hasInvisible(result.standardOutput))
        #expect(!Self.hasInvisible(result.standardError))
        #expect((result.standardOutput + result.standardError).contains("\\u{200B}"))
    }

    @Test func invisibleCharactersStayInTheConvertedCard() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", SampleCards.card("Ann\(Self.invisible) Lee"))
        let result = try ToolProcess.run(["convert", "in.vcf", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.standardOutput.contains("FN:Ann\(Self.invisible) Lee"))
    }

    @Test func formatNameWritesOneEscapedLinePerContact() throws {
        let directory = try TemporaryDirectory()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Eve\\nFake Line \u{1B}[2J\u{202E}x\r\nN:;Eve\\nFake \u{1B}[2J;;;\r\nEND:VCARD\r\n"
        try directory.write("in.vcf", card + SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["format", "name", "in.vcf"], in: directory.url)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)  // two names and the final line end
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.contains("\\u{1B}"))
        let address = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nADR:;;1 Main St\u{1B}]0;x\u{07};Springfield;;;US\r\nEND:VCARD\r\n"
        try directory.write("address.vcf", address)
        let block = try ToolProcess.run(["format", "address", "address.vcf"], in: directory.url)
        #expect(!block.standardOutput.contains("\u{1B}") && !block.standardOutput.contains("\u{07}"))
        #expect(block.standardOutput.contains("1 Main St"))
    }

    @Test func validateEscapesTheFileNameInItsSummary() throws {
        let directory = try TemporaryDirectory()
        let name = "in\u{1B}[31m\u{202E}.vcf"
        try directory.write(name, SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["validate", name], in: directory.url)
        #expect(result.status == 0)
        #expect(!result.standardError.contains("\u{1B}") && !result.standardError.contains("\u{202E}"))
        #expect(result.standardError.contains("1 contact, 0 warnings, 0 errors in in\\u{1B}[31m\\u{202E}.vcf"))
    }

    @Test func repeatedWarningsArePrintedUpToALimitThenCounted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("noend.vcf", String(repeating: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:No End\r\n", count: 1_500))
        let result = try ToolProcess.run(["validate", "noend.vcf"], in: directory.url)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[missing-end]") }.count == 1_001)
        #expect(result.standardError.contains("noend.vcf:3001: warning: 500 more problems of this kind (lines 3001 to 4498)"))
        #expect(result.standardError.contains("1500 contacts, 1500 warnings, 0 errors in noend.vcf"))
        let verbose = try ToolProcess.run(["validate", "noend.vcf", "--verbose"], in: directory.url)
        #expect(verbose.standardError.split(separator: "\n").filter { $0.hasSuffix("[missing-end]") }.count == 1_500)
        let strict = try ToolProcess.run(["validate", "noend.vcf", "--strict", "-q"], in: directory.url)
        #expect(strict.status == 1)
    }

    @Test func repeatedWarningsOfAConversionAreCountedToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ragged.csv", "First Name,Last Name,Email\n" + String(repeating: "Ann\n", count: 1_200))
        let result = try ToolProcess.run(["convert", "ragged.csv", "--to", "vcard"], in: directory.url)
        #expect(result.status == 0)
        let ragged = result.standardError.split(separator: "\n").filter { $0.hasSuffix("[ragged-row]") }
        #expect(ragged.count == 1_001)
        #expect(ragged.last?.contains("200 more problems of this kind") == true)
        #expect(result.standardOutput.components(separatedBy: "BEGIN:VCARD").count == 1_201)
    }

    @Test func clustersCSVGuardsFormulaIdentifiers() throws {
        let directory = try TemporaryDirectory()
        var book = ""
        for (index, uid) in ["=HYPERLINK(\"http://x.example/\")", "@SUM(A1)", "+cmd", "-x", "urn:uuid:1"].enumerated() {
            book += SampleCards.card("Person \(index)", phone: "+1 555 010\(index)")
                .replacingOccurrences(of: "END:VCARD", with: "UID:\(uid)\r\nEND:VCARD")
        }
        try directory.write("in.vcf", book)
        let result = try ToolProcess.run(["dedupe", "in.vcf", "-o", "out.vcf", "--clusters", "c.csv", "-q"], in: directory.url)
        #expect(result.status == 0)
        let rows = directory.read("c.csv")?.split(separator: "\n").map(String.init) ?? []
        #expect(rows.count == 6)
        #expect(rows.contains("\"'=HYPERLINK(\"\"http://x.example/\"\")\",1"))
        // `+cmd` and `-x` call nothing: written as they are (CSVFormulaGuard), as Google and
        // Outlook import them.
        #expect(rows.contains("'@SUM(A1),2") && rows.contains("+cmd,3") && rows.contains("-x,4"))
        #expect(rows.contains("urn:uuid:1,5"))
    }

    @Test func aCardAfterThousandsOfBlankLinesIsRead() throws {
        let directory = try TemporaryDirectory()
        // LF, CR LF and CR (more than the 4,096 bytes format detection reads): 4,001 line
        // breaks, as the reader counts them (LF, then 3,999 CR LF, then CR).
        let blank = String(repeating: "\n\r\n\r", count: 2_000)
        try directory.write("blank.vcf", blank + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:After\r\nnot a property\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(["validate", "blank.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("1 contact, 1 warning, 0 errors"))
        // Line numbers count the blank lines, then the card's fourth line.
        #expect(result.standardError.contains("blank.vcf:4005: warning:"))
        let forced = try ToolProcess.run(["validate", "blank.vcf", "--from", "vcard"], in: directory.url)
        #expect(forced.standardError.contains("blank.vcf:4005: warning:"))
        try directory.write("blank.csv", String(repeating: "\r\n", count: 5_000) + "First Name,Last Name\r\nJane,Doe\r\n")
        let csv = try ToolProcess.run(["convert", "blank.csv", "--to", "ndjson"], in: directory.url)
        #expect(csv.standardOutput.contains("\"givenName\":\"Jane\""))
    }

    @Test func aCSVWithANulInACellIsStillCSV() throws {
        let directory = try TemporaryDirectory()
        try directory.write("nul.csv", "First Name,Note\r\nNul\u{0}Name,a\u{0}b\r\nAfter,x\r\n")
        let result = try ToolProcess.run(["convert", "nul.csv", "--to", "ndjson"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"givenName\":\"After\""))
        #expect(result.standardOutput.contains("Nul\\u0000Name"))
        let shown = try ToolProcess.run(["list", "nul.csv"], in: directory.url)
        #expect(!shown.standardOutput.contains("\u{0}"))
    }
}

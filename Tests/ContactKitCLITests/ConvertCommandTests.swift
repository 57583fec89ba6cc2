import Foundation
import Testing

/// `contactkit convert` run as a process: standard streams, formats, diagnostics, exit codes.
@Suite struct ConvertCommandTests {
    @Test func standardInputToStandardOutputDefaultsTo30() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert"], in: directory.url, input: SampleCards.twoPeople)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.components(separatedBy: "BEGIN:VCARD").count == 3)
        #expect(result.standardOutput.contains("VERSION:3.0\r\n"))
        #expect(result.standardOutput.contains("FN:Jane Doe\r\n"))
        #expect(result.standardOutput.contains("FN:John Roe\r\n"))
    }

    @Test func dashReadsStandardInput() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "-", "--to", "vcard:4.0"], in: directory.url, input: SampleCards.twoPeople)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("VERSION:4.0\r\n"))
    }

    @Test(arguments: ["vcard:2.1", "VCARD:4.0", "vcard"])
    func explicitTargetFormat(_ format: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "in.vcf", "--to=\(format)"], in: directory.url)
        #expect(result.status == 0)
        let version = format.lowercased() == "vcard" ? "3.0" : String(format.suffix(3))
        #expect(result.standardOutput.contains("VERSION:\(version)\r\n"))
    }

    @Test func outputFileWithVcfExtensionGets30() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", SampleCards.card("Jane Doe", version: "4.0"))
        let result = try ToolProcess.run(["convert", "in.vcf", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        let output = try #require(directory.read("out.vcf"))
        #expect(output.contains("VERSION:3.0\r\n"))
        #expect(output.contains("FN:Jane Doe\r\n"))
        #expect(directory.temporaryFiles() == [])
    }

    @Test func explicitToWinsOverTheExtension() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "in.vcf", "--output=out.vcf", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.read("out.vcf")?.contains("VERSION:4.0\r\n") == true)
    }

    @Test func severalInputsGoIntoOneOutputInOrder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Ann Able"))
        try directory.write("b.vcf", SampleCards.card("Bob Baker") + SampleCards.card("Cy Cole"))
        let result = try ToolProcess.run(
            ["convert", "b.vcf", "a.vcf", "-"], in: directory.url, input: SampleCards.card("Dee Dunn"))
        #expect(result.status == 0)
        let names = result.standardOutput.split(separator: "\r\n").filter { $0.hasPrefix("FN:") }
        #expect(names == ["FN:Bob Baker", "FN:Cy Cole", "FN:Ann Able", "FN:Dee Dunn"])
    }

    @Test func warningsAreCompilerStyleWithFileAndLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.vcf", SampleCards.card("Jane Doe") + SampleCards.missingEnd)
        let result = try ToolProcess.run(["convert", "broken.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "broken.vcf:7: warning: card has no END:VCARD before the end of the input [missing-end]\n")
        #expect(result.standardOutput.contains("FN:Ada Example\r\n"))
    }

    @Test func standardInputIsCalledStdinInDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert"], in: directory.url, input: SampleCards.missingEnd)
        #expect(result.standardError.hasPrefix("<stdin>:1: warning: "))
        #expect(result.standardError.hasSuffix(" [missing-end]\n"))
    }

    @Test func strictTurnsWarningsIntoExitOneButStillWrites() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.vcf", SampleCards.missingEnd)
        let result = try ToolProcess.run(["convert", "broken.vcf", "--strict", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("[missing-end]"))
        #expect(directory.read("out.vcf")?.contains("FN:Ada Example") == true)
    }

    @Test func strictWithCleanInputSucceeds() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--strict"], in: directory.url, input: SampleCards.twoPeople)
        #expect(result.status == 0)
    }

    @Test func quietSilencesWarningsButNotStrict() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.vcf", SampleCards.missingEnd)
        let quiet = try ToolProcess.run(["convert", "broken.vcf", "--quiet"], in: directory.url)
        #expect(quiet.status == 0)
        #expect(quiet.standardError == "")
        #expect(quiet.standardOutput.contains("FN:Ada Example"))
        let quietStrict = try ToolProcess.run(["convert", "broken.vcf", "-q", "--strict"], in: directory.url)
        #expect(quietStrict.status == 1)
        #expect(quietStrict.standardError == "")
    }

    @Test func unrecognizedInputIsAnErrorButOtherInputsAreConverted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.txt", "\u{1}\u{2}\u{3} not contacts\n")
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "notes.txt", "a.vcf", "--quiet"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("notes.txt: error: cannot tell the format"))
        #expect(result.standardError.hasSuffix("[unreadable-input]\n"))
        #expect(result.standardOutput.contains("FN:Jane Doe"))
    }

    @Test func emptyInputGivesEmptyOutputAndAWarning() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "-o", "out.vcf"], in: directory.url, input: "\n")
        #expect(result.status == 0)
        #expect(
            result.standardError == "<stdin>:1: warning: the input is empty (or only white space): no contacts [no-contacts]\n"
                + "contactkit: 0 contacts read from <stdin>, 0 written to out.vcf (vcard:3.0); 1 warning\n")
        #expect(directory.read("out.vcf") == "")
    }

    @Test func helpAndVersion() throws {
        let directory = try TemporaryDirectory()
        let help = try ToolProcess.run(["--help"], in: directory.url)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("convert"))
        #expect(help.standardOutput.contains("validate"))
        let convertHelp = try ToolProcess.run(["convert", "-h"], in: directory.url)
        #expect(convertHelp.status == 0)
        #expect(convertHelp.standardOutput.contains("--output-dir DIR"))
        #expect(convertHelp.standardOutput.contains("vcard:3.0"))
        let helpCommand = try ToolProcess.run(["help", "validate"], in: directory.url)
        #expect(helpCommand.standardOutput.hasPrefix("OVERVIEW: Read contacts"))
        let version = try ToolProcess.run(["--version"], in: directory.url)
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("contactkit "))
    }
}

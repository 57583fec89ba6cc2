import ContactFormats
import Testing

@testable import ContactKitCLI

/// How `convert` reads its options: format inference and contradictions.
@Suite struct ConvertSettingsTests {
    private func settings(_ arguments: [String]) throws(CommandFailure) -> ConvertSettings {
        let parser = ArgumentParser(table: ConvertCommand.options, commandName: "convert")
        return try ConvertSettings(parser.parse(arguments))
    }

    @Test func defaultsToStandardStreamsAndVCard30() throws {
        let parsed = try settings([])
        #expect(parsed.inputs == [])
        #expect(parsed.outputPath == nil)
        #expect(parsed.targetFormat == .vCard(.v3_0))
        #expect(parsed.sourceFormat == nil)
        #expect(parsed.splitDirectory == nil)
    }

    @Test func targetFormatComesFromTheOutputExtension() throws {
        #expect(try settings(["-o", "contacts.VCF"]).targetFormat == .vCard(.v3_0))
        #expect(try settings(["-o", "contacts"]).targetFormat == .vCard(.v3_0))
        #expect(try settings(["-o", "contacts.vcf", "--to", "vcard:4.0"]).targetFormat == .vCard(.v4_0))
        #expect(try settings(["--to", "VCARD:2.1"]).targetFormat == .vCard(.v2_1))
    }

    @Test func dashOutputMeansStandardOutput() throws {
        #expect(try settings(["-o", "-"]).outputPath == nil)
    }

    @Test func flagsAndSourceFormat() throws {
        let parsed = try settings(["a.vcf", "-", "--from", "vcard:2.1", "--strict", "-q", "-f"])
        #expect(parsed.inputs == ["a.vcf", "-"])
        #expect(parsed.sourceFormat == .vCard(.v2_1))
        #expect(parsed.strict && parsed.quiet && parsed.force)
    }

    @Test func splitNeedsADirectoryAndExcludesOutput() throws {
        #expect(try settings(["--split", "--output-dir", "cards"]).splitDirectory == "cards")
        #expect(throws: CommandFailure.self) { try settings(["--split"]) }
        #expect(throws: CommandFailure.self) { try settings(["--output-dir", "cards"]) }
        #expect(throws: CommandFailure.self) { try settings(["--split", "--output-dir", "cards", "-o", "x.vcf"]) }
        #expect(throws: CommandFailure.self) { try settings(["--split", "--output-dir="]) }
    }

    @Test func unknownFormatSuggestsAndListsFormats() {
        do {
            _ = try settings(["--to", "vcard4.0"])
            Issue.record("expected a usage error")
        } catch {
            #expect(error.exitCode == .usage)
            #expect(
                error.message
                    == "unknown format 'vcard4.0' for --to; did you mean vcard:4.0? (formats: vcard, vcard:2.1, vcard:3.0, vcard:4.0, csv, csv:google, csv:google-legacy, csv:outlook, csv:thunderbird, csv:linkedin, jcard, ndjson, ldif)")
        }
    }
}

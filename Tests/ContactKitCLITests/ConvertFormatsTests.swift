import Foundation
import Testing

/// `contactkit convert` between every pair of formats, `--to` from `-o`'s extension, and the
/// CSV options.
@Suite struct ConvertFormatsTests {
    static let formats = ["vcard", "vcard:4.0", "csv", "csv:google", "csv:outlook", "csv:thunderbird", "jcard", "ndjson", "ldif"]

    private static let people = SampleCards.card("Jane Doe") + SampleCards.card("John Roe", phone: "+1 555 0101")

    /// The two sample people in `format`, written by the tool.
    private func input(_ format: String, in directory: TemporaryDirectory) throws -> String {
        let result = try ToolProcess.run(["convert", "--to", format], in: directory.url, input: Self.people)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        return result.standardOutput
    }

    @Test(arguments: formats, formats)
    func everyPairConverts(_ from: String, _ to: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.data", try input(from, in: directory))
        // Content detection for the input (no --from), then back to vCard to check.
        let converted = try ToolProcess.run(["convert", "in.data", "--to", to, "-o", "out.data"], in: directory.url)
        #expect(converted.status == 0, Comment(rawValue: "\(from) → \(to): \(converted.standardError)"))
        let back = try ToolProcess.run(["convert", "out.data", "--from", to], in: directory.url)
        #expect(back.status == 0, Comment(rawValue: back.standardError))
        #expect(back.standardOutput.contains("N:Doe;Jane;;;\r\n"), Comment(rawValue: "\(from) → \(to):\n\(back.standardOutput)"))
        #expect(back.standardOutput.contains("N:Roe;John;;;\r\n"))
        #expect(back.standardOutput.contains("+1 555 0101"))
    }

    @Test(arguments: [
        ("out.csv", "formattedName,namePrefix,givenName"), ("out.json", "[[\"vcard\",[[\"version\""),
        ("out.ndjson", "{\"schema\":\"contactkit/1\""), ("out.jsonl", "{\"schema\":\"contactkit/1\""),
        ("out.vcf", "BEGIN:VCARD\r\nVERSION:3.0"), ("out.ldif", "version: 1\ndn: cn="),
    ])
    func targetFormatFollowsTheOutputExtension(_ name: String, _ start: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "-o", name], in: directory.url, input: Self.people)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(directory.read(name)?.hasPrefix(start) == true, Comment(rawValue: directory.read(name) ?? "nil"))
    }

    @Test func leftOutFieldsAreWarnedWithTheInputLine() throws {
        let directory = try TemporaryDirectory()
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN:Lee;Ann;;;\r\nNICKNAME:Annie\r\nEND:VCARD\r\n"
        try directory.write("in.vcf", SampleCards.card("Jane Doe") + card)
        let result = try ToolProcess.run(["convert", "in.vcf", "--to", "csv:outlook"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("in.vcf:7: warning: csv:outlook has no column for: nickname 'Annie' [field-left-out]"), Comment(rawValue: result.standardError))
    }

    @Test func csvOptions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Who,Cell,Shoe\r\nAnn,=1+2,42\r\n")
        try directory.write("map.json", #"{"Who": "givenName", "Cell": "phoneNumbers[mobile]", "Shoe": "extension:X-SHOE"}"#)
        let mapped = try ToolProcess.run(["convert", "in.csv", "--map", "map.json"], in: directory.url)
        #expect(mapped.status == 0, Comment(rawValue: mapped.standardError))
        #expect(mapped.standardOutput.contains("N:;Ann;;;\r\n"))
        #expect(mapped.standardOutput.contains("TEL;TYPE=CELL"))
        #expect(mapped.standardOutput.contains("X-SHOE:42\r\n"))

        let guarded = try ToolProcess.run(["convert", "in.csv", "--map", "map.json", "--to", "csv:google", "--bom", "--slots", "phones=1,emails=0"], in: directory.url)
        #expect(guarded.standardOutputBytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(guarded.standardOutput.contains(",'=1+2\r\n"))
        let unguarded = try ToolProcess.run(["convert", "in.csv", "--map", "map.json", "--to", "csv:google", "--no-formula-guard"], in: directory.url)
        #expect(unguarded.standardOutput.contains(",=1+2\r\n"))

        try directory.write("in.vcf", SampleCards.card("Renée Doe"))
        let legacy = try ToolProcess.run(["convert", "in.vcf", "--to", "csv:outlook", "--encoding", "windows-1252"], in: directory.url)
        #expect(legacy.status == 0)
        #expect(legacy.standardOutputBytes.contains(0xE9))
    }

    @Test func normalizeTakesTheFormatOptions() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["normalize", "--to", "csv:google", "--bom", "--region", "US"], in: directory.url,
            input: "First Name,Phone 1 - Value\r\nAnn,+1 (415) 555-0101\r\n")
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        #expect(result.standardOutputBytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(result.standardOutput.hasSuffix(",+14155550101\r\n"))
    }

    static let badOptionCases: [([String], Int32)] = [
        (["--slots", "phones=x"], 64), (["--encoding", "ebcdic"], 64), (["--map", "missing.json"], 66),
        (["--map", "bad.json"], 64), (["--to", "csv:nonsense"], 64),
    ]

    @Test(arguments: badOptionCases)
    func badOptions(_ options: [String], _ status: Int32) throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.json", #"{"A": "shoeSize"}"#)
        let result = try ToolProcess.run(["convert"] + options, in: directory.url, input: Self.people)
        #expect(result.status == status, Comment(rawValue: result.standardError))
        #expect(!result.standardError.isEmpty)
    }
}

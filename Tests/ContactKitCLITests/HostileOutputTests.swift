import Foundation
import Testing

/// Outputs under attack or after a failed read (issue 17): an unreadable input leaves an
/// existing output as it was (item 6), and a symbolic link planted in the `--split`
/// directory is replaced, never written through (item 11).
@Suite struct HostileOutputTests {
    private static let pngBytes = "\u{89}PNG\r\n\u{1A}\n" + String(repeating: "\u{0}\u{1}binary", count: 20)

    @Test(arguments: ["out.vcf", "out.csv", "out.json", "out.ndjson"])
    func anUnreadableInputKeepsTheOldOutput(_ name: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("photo.png", Self.pngBytes)
        let old = "old output: must stay\n"
        try directory.write(name, old)
        let result = try ToolProcess.run(["convert", "photo.png", "-o", name], in: directory.url)
        // An image is not contacts: named, and exit 66 (issue 35 item 6).
        #expect(result.status == 66)
        #expect(result.standardError.contains("photo.png: error: this input is binary data (NUL bytes), not contacts in any format contactkit reads [not-contacts]"))
        #expect(directory.read(name) == old)
        #expect(directory.temporaryFiles() == [])
    }

    @Test func anInputOfOnlyBrokenRecordsKeepsTheOldOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.ndjson", "{\"givenName\": \n{oops}\n")
        try directory.write("out.vcf", "old\n")
        let result = try ToolProcess.run(["convert", "broken.ndjson", "--from", "ndjson", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 1)
        #expect(directory.read("out.vcf") == "old\n")
    }

    @Test func aReadableInputStillReplacesTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("photo.png", Self.pngBytes)
        try directory.write("good.vcf", SampleCards.card("Jane Doe"))
        try directory.write("out.vcf", "old\n")
        let result = try ToolProcess.run(["convert", "photo.png", "good.vcf", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 66)  // the input that is not contacts is still an error
        #expect(directory.read("out.vcf")?.contains("FN:Jane Doe") == true)
        // An empty input is not an error: the output is written (empty).
        try directory.write("empty.vcf", "")
        let empty = try ToolProcess.run(["convert", "empty.vcf", "-o", "out.vcf"], in: directory.url)
        #expect(empty.status == 0)
        #expect(directory.read("out.vcf") == "")
    }

    @Test func aLinkInTheSplitDirectoryIsReplacedNotWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let secret = "someone else's file\n"
        try directory.write("outside/file", secret)
        try directory.write("cards/.keep", "")
        try FileManager.default.createSymbolicLink(atPath: directory.path("cards/Jane Doe.vcf"), withDestinationPath: "../outside/file")
        try FileManager.default.createSymbolicLink(atPath: directory.path("cards/Bob Baker 2.vcf"), withDestinationPath: "../outside/file")
        try FileManager.default.createSymbolicLink(atPath: directory.path("cards/Cy Cole.vcf"), withDestinationPath: "../outside")
        try directory.write(
            "in.vcf", SampleCards.card("Jane Doe") + SampleCards.card("Bob Baker") + SampleCards.card("Bob Baker") + SampleCards.card("Cy Cole"))
        let result = try ToolProcess.run(["convert", "in.vcf", "--split", "--output-dir", "cards"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.read("outside/file") == secret)
        #expect(directory.names(in: "outside") == ["file"])
        for name in ["Jane Doe.vcf", "Bob Baker 2.vcf", "Cy Cole.vcf"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.path("cards/" + name))
            #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(name)")
        }
        #expect(directory.read("cards/Jane Doe.vcf")?.contains("FN:Jane Doe") == true)
        #expect(directory.read("cards/Cy Cole.vcf")?.contains("FN:Cy Cole") == true)
        #expect(directory.temporaryFiles(in: "cards") == [])
    }

    @Test func aLinkGivenWithOutputIsStillFollowed() throws {
        // -o names its target on purpose: a link there is kept and its file replaced.
        let directory = try TemporaryDirectory()
        try directory.write("real.vcf", "old\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.vcf"), withDestinationPath: "real.vcf")
        try directory.write("in.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "in.vcf", "-o", "link.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.read("real.vcf")?.contains("FN:Jane Doe") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path("link.vcf"))
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }
}

/// Thousands of skipped records (issue 17, item 3): the reader lists a thousand and counts
/// the rest, so memory stays flat, and the totals still count every problem.
@Suite struct SkippedRecordsTests {
    @Test func tooWideRowsAreListedUpToALimitAndAllCounted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("wide.csv", "First Name,Last Name\n" + String(repeating: "a,b,c,d\n", count: 3_000) + "Jane,Doe\n")
        let result = try ToolProcess.run(["validate", "wide.csv", "--max-columns", "3"], in: directory.url)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[limit-exceeded]") }.count == 1_001)
        #expect(result.standardError.contains("wide.csv:1002: warning: 2000 more problems like this (lines 1002 to 3001)"))
        #expect(result.standardError.contains("1 contact, 3000 warnings, 0 errors in wide.csv"))
        let strict = try ToolProcess.run(["validate", "wide.csv", "--max-columns", "3", "--strict", "-q"], in: directory.url)
        #expect(strict.status == 1)
    }

    @Test func brokenNDJSONLinesCountAsErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("bad.ndjson", String(repeating: "{oops\n", count: 2_500) + "{\"givenName\":\"Jane\"}\n")
        let result = try ToolProcess.run(["validate", "bad.ndjson", "--from", "ndjson", "-q"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("1 contact, 0 warnings, 2500 errors in bad.ndjson"))
    }
}

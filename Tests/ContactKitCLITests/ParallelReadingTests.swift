import ContactTestSupport
import Foundation
import Testing

/// A vCard input large enough to be read in chunks on several threads gives exactly the
/// output, diagnostics and exit status of one thread (`CONTACTKIT_THREADS=1`), also when a
/// chunk's cut turns out wrong and reading falls back to one reader.
@Suite struct ParallelReadingTests {
    /// The UTF-8 vCard fixtures (warnings included), repeated past 1.5 MB, with `insert`
    /// placed after the first 700 KB.
    private static func largeInput(inserting insert: String = "") throws -> String {
        var fixtures = ""
        for name in Fixtures.vCardFileNames {
            var bytes = try Fixtures.bytes("vcard/" + name)[...]
            guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { continue }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            fixtures += String(decoding: bytes, as: UTF8.self)
            if !fixtures.hasSuffix("\n") { fixtures += "\r\n" }
        }
        var text = fixtures
        while text.utf8.count < 700_000 { text += fixtures }
        text += insert
        while text.utf8.count < 1_500_000 { text += fixtures }
        return text
    }

    private func expectSameRun(_ arguments: [String], input: String, file: String? = nil) throws {
        let directory = try TemporaryDirectory()
        var arguments = arguments
        var standardInput: String? = input
        if let file {
            try directory.write(file, input)
            arguments.insert(file, at: 1)
            standardInput = nil
        }
        let one = try ToolProcess.run(arguments, in: directory.url, input: standardInput, environment: ["CONTACTKIT_THREADS": "1"])
        let two = try ToolProcess.run(arguments, in: directory.url, input: standardInput, environment: ["CONTACTKIT_THREADS": "2"])
        #expect(one.status == two.status)
        // Compared as a whole, then told by the first difference: a failed `==` on megabytes
        // would be rendered as a diff, which takes minutes.
        let output = Self.firstDifference(Array(one.standardOutputBytes), Array(two.standardOutputBytes))
        #expect(output == nil, "standard output differs from byte \(output ?? 0)")
        let errors = Self.firstDifference(Array(one.standardError.utf8), Array(two.standardError.utf8))
        #expect(errors == nil, "standard error differs from byte \(errors ?? 0)")
        #expect(!one.standardError.isEmpty)  // the fixtures have warnings: their lines are compared
    }

    /// The offset of the first byte where `a` and `b` differ (the shorter one's length when
    /// one is a prefix of the other), or nil when they are equal.
    private static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        guard a != b else { return nil }
        let common = min(a.count, b.count)
        return (0..<common).first { a[$0] != b[$0] } ?? common
    }

    /// Written by the workers (vCard, NDJSON), or handed back to be written (CSV, jCard) or
    /// normalized and merged (dedupe) on the command's thread; dedupe's merged book is written
    /// on several threads again (vCard, NDJSON) or on the command's thread (CSV).
    @Test(arguments: [
        ["convert", "--to", "vcard:4.0"], ["convert", "--to", "vcard:2.1"], ["convert", "--to", "ndjson"],
        ["convert", "--to", "csv:google"], ["convert", "--to", "jcard"],
        ["normalize", "--region", "US", "--to", "vcard:4.0"], ["normalize", "--region", "DE", "--to", "csv:outlook"],
        ["dedupe", "--region", "US", "--to", "vcard:4.0"], ["dedupe", "--to", "vcard:2.1"], ["dedupe", "--to", "ndjson"],
        ["dedupe", "--to", "csv:google"],
    ])
    func commandMatchesOneThread(_ arguments: [String]) throws {
        try expectSameRun(arguments, input: try Self.largeInput(), file: "large.vcf")
    }

    /// CSV rows are split on the command's thread and built on the workers: a fixture's
    /// rows repeated past 1.5 MB, then a row with an unclosed quote.
    @Test(arguments: [
        ["google-contacts.csv", "convert", "--to", "vcard:4.0"], ["generic-quirks.csv", "validate"],
        ["outlook-desktop.csv", "normalize", "--region", "US", "--to", "ndjson"],
    ])
    func csvMatchesOneThread(_ fixtureAndArguments: [String]) throws {
        var text = String(decoding: try Fixtures.bytes("csv/" + fixtureAndArguments[0]), as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\r\n" }
        let rows = text.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? ""
        while text.utf8.count < 1_500_000 { text += rows }
        text += "Unclosed \"quote,at the end\r\n"
        try expectSameRun(Array(fixtureAndArguments.dropFirst()), input: text, file: "large.csv")
    }

    @Test func validateMatchesOneThread() throws {
        try expectSameRun(["validate"], input: try Self.largeInput(), file: "large.vcf")
    }

    @Test func standardInputMatchesOneThread() throws {
        try expectSameRun(["convert", "--to", "vcard:4.0"], input: try Self.largeInput())
    }

    /// Past the first few chunks, the buffers of delivered chunks hold later chunks and their
    /// output: nothing they held before may show in what follows.
    @Test func reusedBuffersMatchOneThread() throws {
        var input = try Self.largeInput()
        while input.utf8.count < 5_000_000 { input += input }
        try expectSameRun(["convert", "--to", "vcard:4.0"], input: input, file: "large.vcf")
        try expectSameRun(["validate"], input: input, file: "large.vcf")
    }

    /// A line that is not a property between `AGENT:` and its nested card hides the nesting
    /// from the chunker, which cuts after the nested card's END: the reader of that chunk
    /// ends inside the outer card, and reading from that chunk on falls back to one reader
    /// (else the outer card's warning would say "before the end of the input"). The card
    /// after it is long, so that the wrong cut is the one a chunk ends at.
    @Test func aWrongCutFallsBackToOneReader() throws {
        let long = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long Note\r\nNOTE:"
            + String(repeating: "a long note ", count: 60_000) + "\r\nEND:VCARD\r\n"
        let hidden = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss\r\nAGENT:\r\nnot a property\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Agent\r\nEND:VCARD\r\n"
        let input = try Self.largeInput(inserting: hidden + long)
        try expectSameRun(["convert", "--to", "vcard:4.0"], input: input, file: "large.vcf")
        try expectSameRun(["validate"], input: input, file: "large.vcf")
    }
}

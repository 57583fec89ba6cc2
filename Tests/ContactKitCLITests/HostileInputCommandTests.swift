import Foundation
import Testing

/// Hostile input through the real binary (issue 17): names that would inject vCard
/// structure, a `--map` that never ends, terminal escapes in diagnostics, a closed pipe.
@Suite struct HostileInputCommandTests {
    static let payload = "\\r\\nEND:VCARD\\r\\nBEGIN:VCARD\\r\\nFN:Mallory"

    /// The `BEGIN:VCARD` lines of a vCard output.
    private func cards(in text: String) -> Int {
        text.components(separatedBy: "\r\n").filter { $0.uppercased() == "BEGIN:VCARD" }.count
    }

    @Test func jCardPropertyNameCannotAddACard() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "in.json",
            #"[["vcard",[["version",{},"text","4.0"],["fn",{},"text","Ada"],["x-evil\#(Self.payload)",{},"text","v"]]]]"#)
        let result = try ToolProcess.run(["convert", "in.json", "--from", "jcard", "--to", "vcard"], in: directory.url)
        #expect(result.status == 0)
        #expect(cards(in: result.standardOutput) == 1)
        #expect(!result.standardOutput.contains("Mallory"))
        #expect(result.standardError.contains("[invalid-name]"))
    }

    @Test func ndjsonNamesCannotAddACard() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "in.ndjson",
            #"{"givenName":"Ada","extensions":[{"group":"g\#(Self.payload)","name":"X-A\#(Self.payload)","parameters":[],"value":"v"}],"phoneNumbers":[{"value":"1","parameters":[{"name":"X\#(Self.payload)","values":["1"]}]}]}"#
                + "\n")
        for version in ["vcard:2.1", "vcard:3.0", "vcard:4.0"] {
            let result = try ToolProcess.run(["convert", "in.ndjson", "--to", version], in: directory.url)
            #expect(result.status == 0)
            #expect(cards(in: result.standardOutput) == 1, "\(version)")
            #expect(!result.standardOutput.contains("Mallory"))
            #expect(result.standardError.components(separatedBy: "[invalid-name]").count - 1 == 2)
        }
    }

    @Test func mapFieldPathWithALineBreakIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Name,Extra\r\nAda,v\r\n")
        try directory.write("map.json", #"{"Extra": "extension:X-A\#(Self.payload)"}"#)
        let result = try ToolProcess.run(["convert", "in.csv", "--map", "map.json", "--to", "vcard"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("is not a field path"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func endlessMapFailsAtOnceWithAShortError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Name\r\nAda\r\n")
        let start = Date()
        let result = try ToolProcess.run(["convert", "in.csv", "--map", "/dev/zero", "--to", "vcard"], in: directory.url)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == 64)
        #expect(result.standardError.contains("larger than 1 MiB"))
        #expect(result.standardError.utf8.count < 300)
    }

    @Test func mapErrorQuotesOnlyTheStartOfAHugeValue() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Name\r\nAda\r\n")
        let value = String(repeating: "x", count: 900_000)
        try directory.write("map.json", "{\"Name\": \"\(value)\"}")
        let result = try ToolProcess.run(["convert", "in.csv", "--map", "map.json", "--to", "vcard"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("xxx…' is not a field path"))
        #expect(result.standardError.utf8.count < 300)
    }

    @Test func csvHeaderLongerThanTheLineLimitIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Name," + String(repeating: "H", count: 200_000) + "\r\nAda,v\r\n")
        let result = try ToolProcess.run(
            ["convert", "in.csv", "--to", "vcard", "--max-line-length", "64K"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("header row longer than 65536 bytes"))
        #expect(result.standardError.utf8.count < 300)
    }

    @Test func csvHeaderNamedLikeAFormulaIsGuardedInTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Name,\"=HYPERLINK(\"\"http://example.com\"\")\"\r\nAda,v\r\n")
        for target in ["csv", "csv:google", "csv:outlook"] {
            let result = try ToolProcess.run(["convert", "in.csv", "--to", target], in: directory.url)
            #expect(result.status == 0)
            let header = result.standardOutput.components(separatedBy: "\r\n").first ?? ""
            #expect(header.contains("'=HYPERLINK("), "\(target): \(header)")
        }
    }

    @Test func phonesQuotesOnlyTheStartOfAHugeLine() throws {
        let directory = try TemporaryDirectory()
        let line = "not a number " + String(repeating: "z", count: 100_000)
        let result = try ToolProcess.run(["phones", "--region", "US"], in: directory.url, input: line + "\n")
        #expect(result.standardOutput == "\n")
        #expect(result.standardError.contains("'not a number zzz"))
        #expect(result.standardError.contains("…'"))
        #expect(result.standardError.utf8.count < 400)
    }

    @Test func controlCharactersInAQuotedLineAreEscaped() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "in.vcf",
            "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nbad \u{1B}[2J\u{7}\u{0}\u{9B}31m\u{202E}line\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(["convert", "in.vcf", "--to", "vcard"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains(#"'bad \u{1B}[2J\u{7}\u{0}\u{9B}31m\u{202E}line'"#))
        let controls = result.standardError.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        }
        #expect(controls.isEmpty)
    }

    @Test(arguments: [["convert"], ["list"], ["show"], ["format", "name"]])
    func closedPipeEndsQuietly(_ command: [String]) throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("big.vcf", SampleCards.many(20_000))
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = command + [input]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let first = output.fileHandleForReading.readData(ofLength: 100)  // like `| head -c 100`
        #expect(first.count == 100)
        try output.fileHandleForReading.close()
        ToolProcess.waitForExit(process, timeout: 60)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(command)")
        #expect(errorText == "")
    }
}

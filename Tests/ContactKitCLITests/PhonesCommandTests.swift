import Foundation
import Testing

/// `contactkit phones`: one line out per line in, formats, regions, the report, exit codes.
@Suite struct PhonesCommandTests {
    @Test func oneLineOutPerLineInWithReasonsOnStandardError() throws {
        let directory = try TemporaryDirectory()
        let input = "(415) 555-0123\n+44 (0)20 7946 0958\nnot a number\n\n415 555 0199 ext. 7\r\n"
        let result = try ToolProcess.run(["phones", "--region", "us"], in: directory.url, input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == "+14155550123\n+442079460958\n\n\n+14155550199 ext. 7\n")
        #expect(result.standardError.contains("<stdin>:3: warning: 'not a number'"))
        #expect(result.standardError.contains("[phone-not-normalized]"))
        #expect(!result.standardError.contains("region-assumed"))
    }

    @Test func everyLineEndCounts() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["phones", "--region", "US"], in: directory.url, input: "415 555 0123\r415 555 0124\n\r\n415 555 0125")
        #expect(result.standardOutput == "+14155550123\n+14155550124\n\n+14155550125\n")
    }

    /// ASCII lines are parsed from their bytes, other lines from their decoded text (UTF-8,
    /// or Windows-1252 when not UTF-8): the same answers and the same quoted warnings.
    @Test func asciiAndOtherLinesReadAlike() throws {
        let directory = try TemporaryDirectory()
        var bytes = Array("415 555 0123\nTel".utf8) + [0xE9] + Array(": 415 555 0124\n".utf8)
        bytes += Array("415\u{2009}555\u{2009}0125\n415\t555\t0126\n  \t \nabc\nn\u{E9}ant\n".utf8)
        let file = directory.url.appendingPathComponent("numbers.txt")
        try Data(bytes).write(to: file)
        let result = try ToolProcess.run(["phones", "--region", "US", file.path], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == "+14155550123\n+14155550124\n+14155550125\n+14155550126\n\n\n\n")
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("numbers.txt:6: warning: 'abc'") == true)
        #expect(warnings.last?.contains("numbers.txt:7: warning: 'n\u{E9}ant'") == true)
        let report = try ToolProcess.run(["phones", "--region", "US", "--tsv", file.path], in: directory.url)
        let lines = report.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Tel\u{E9}: 415 555 0124\t+14155550124\tvalid\tUS\tfixedLineOrMobile\t")
        #expect(lines[6] == "abc\t\tunreadable\t\t\tnot-a-number")
    }

    @Test(arguments: [
        ("international", "+44 20 7946 0958"), ("national", "020 7946 0958"),
        ("rfc3966", "tel:+44-20-7946-0958"), ("e164", "+442079460958"),
    ])
    func formats(_ format: String, _ expected: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["phones", "--region", "GB", "--format", format], in: directory.url, input: "020 7946 0958\n")
        #expect(result.standardOutput == expected + "\n")
    }

    @Test func regionFromTheLocaleIsReportedAsANote() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["phones"], in: directory.url, input: "030 123456\n",
            environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        #expect(result.standardOutput == "+4930123456\n")
        #expect(result.standardError.contains("note: assumed region DE"))
        #expect(result.standardError.contains("[region-assumed]"))
    }

    @Test func tabSeparatedReport() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["phones", "--region", "US", "--tsv"], in: directory.url, input: "(415) 555-0123\nabc\n")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "input\tresult\tverdict\tregion\ttype\treason")
        #expect(lines[1] == "(415) 555-0123\t+14155550123\tvalid\tUS\tfixedLineOrMobile\t")
        #expect(lines[2] == "abc\t\tunreadable\t\t\tnot-a-number")
    }

    static let impossible = "(201) 577-62226\n999\n02 2106 7942\n555-0123\n(201) 555-0123\n"

    @Test func invalidNumbersGiveAnEmptyLineAndTheirReason() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["phones", "--region", "US"], in: directory.url, input: Self.impossible)
        #expect(result.status == 0)
        #expect(result.standardOutput == "\n\n\n\n+12015550123\n")
        let warnings = result.standardError.split(separator: "\n").map(String.init)
        #expect(warnings.count == 4)
        for (index, reason) in ["too-long", "too-short", "invalid-for-region", "local-only"].enumerated() {
            #expect(warnings[index].hasPrefix("<stdin>:\(index + 1): warning: "))
            #expect(warnings[index].hasSuffix("an empty line is written (\(reason)) [phone-invalid]"))
        }
    }

    @Test func reportShowsVerdictTypeAndReasonOfEveryLine() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["phones", "--region", "US", "--tsv"], in: directory.url, input: Self.impossible + "\n")
        #expect(result.standardOutput == """
            input\tresult\tverdict\tregion\ttype\treason
            (201) 577-62226\t\tinvalid\t\t\ttoo-long
            999\t\tinvalid\t\t\ttoo-short
            02 2106 7942\t\tpossible\t\t\tinvalid-for-region
            555-0123\t\tinvalid\t\t\tlocal-only
            (201) 555-0123\t+12015550123\tvalid\tUS\tfixedLineOrMobile\t
            \t\t\t\t\t

            """)
    }

    @Test func manyLinesOnSeveralThreadsKeepTheirOrder() throws {
        let directory = try TemporaryDirectory()
        // Three batches and a bit, every fifth line invalid, every seventh unreadable.
        let count = 50_000
        var input = ""
        var expected = ""
        for index in 0..<count {
            let subscriber = String(1000 + index % 9000)
            if index % 7 == 3 {
                input += "no number \(index)x\n"
                expected += "\n"
            } else if index % 5 == 1 {
                input += "(201) 555-\(subscriber)9\n"
                expected += "\n"
            } else {
                input += "(201) 555-\(subscriber)\n"
                expected += "+1201555\(subscriber)\n"
            }
        }
        for threads in ["1", "2", "3"] {
            let result = try ToolProcess.run(
                ["phones", "--region", "US"], in: directory.url, input: input,
                environment: ["CONTACTKIT_THREADS": threads])
            #expect(result.standardOutput == expected)
            let lines = result.standardError.split(separator: "\n").compactMap { warning in
                Int(warning.dropFirst("<stdin>:".count).prefix { $0 != ":" })
            }
            let invalid = (0..<count).filter { $0 % 7 == 3 || $0 % 5 == 1 }.map { $0 + 1 }
            #expect(lines == invalid)
        }
    }

    /// Batches are worked out in the background while the next lines are read: a reader
    /// that stops after the first bytes (`| head -c 100`) still ends the command quietly,
    /// with batches in flight, on one thread or two.
    @Test(arguments: ["1", "2"])
    func aClosedPipeEndsQuietlyWithBatchesInFlight(threads: String) throws {
        let directory = try TemporaryDirectory()
        let lines = (0..<80_000).map { "(201) 555-\(1000 + $0 % 9000)\n" }
        let input = try directory.write("numbers.txt", lines.joined())
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = ["phones", input, "--region", "US"]
        process.environment = ProcessInfo.processInfo.environment.merging(["CONTACTKIT_THREADS": threads]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let first = output.fileHandleForReading.readData(ofLength: 100)
        #expect(first.count == 100)
        try output.fileHandleForReading.close()
        ToolProcess.waitForExit(process, timeout: 60)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(errorText == "")
    }

    @Test func acceptPossibleAndKeepInvalid() throws {
        let directory = try TemporaryDirectory()
        let possible = try ToolProcess.run(
            ["phones", "--region", "US", "--accept-possible"], in: directory.url, input: Self.impossible)
        #expect(possible.standardOutput == "\n\n+10221067942\n\n+12015550123\n")
        #expect(possible.standardError.contains("written all the same (invalid-for-region) [phone-invalid]"))
        let kept = try ToolProcess.run(
            ["phones", "--region", "US", "--keep-invalid"], in: directory.url, input: Self.impossible)
        #expect(kept.standardOutput == "+120157762226\n+1999\n+10221067942\n+15550123\n+12015550123\n")
        #expect(kept.standardError.split(separator: "\n").count == 4)
        let help = try ToolProcess.run(["phones", "--help"], in: directory.url)
        #expect(help.standardOutput.contains("--accept-possible"))
        #expect(help.standardOutput.contains("--keep-invalid"))
    }

    @Test func usageErrors() throws {
        let directory = try TemporaryDirectory()
        let format = try ToolProcess.run(["phones", "--format", "e146"], in: directory.url, input: "")
        #expect(format.status == 64)
        #expect(format.standardError.contains("did you mean e164?"))
        let region = try ToolProcess.run(["phones", "--region", "XX"], in: directory.url, input: "")
        #expect(region.status == 64)
        let missing = try ToolProcess.run(["phones", "missing.txt", "--region", "US"], in: directory.url)
        #expect(missing.status == 66)
    }

    @Test func strictFailsOnUnreadableNumbers() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["phones", "--region", "US", "--strict"], in: directory.url, input: "abc\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "\n")
    }

    /// With --quiet, warnings are counted per code, not one by one: --strict still fails
    /// on them, over several batches, and nothing is printed.
    @Test func quietStrictStillCountsWarnings() throws {
        let directory = try TemporaryDirectory()
        let lines = (0..<40_000).map { $0 % 3 == 0 ? "abc" : $0 % 3 == 1 ? "(201) 555-0123" : "+1 201 555 01" }
        let input = lines.joined(separator: "\n") + "\n"
        let strict = try ToolProcess.run(
            ["phones", "--region", "US", "--strict", "--quiet"], in: directory.url, input: input)
        #expect(strict.status == 1)
        #expect(strict.standardError.isEmpty)
        #expect(strict.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 40_001)
        let lenient = try ToolProcess.run(["phones", "--region", "US", "--quiet"], in: directory.url, input: input)
        #expect(lenient.status == 0)
        #expect(lenient.standardOutput == strict.standardOutput)
        let clean = try ToolProcess.run(
            ["phones", "--region", "US", "--strict", "--quiet"], in: directory.url, input: "(201) 555-0123\n")
        #expect(clean.status == 0)
    }
}

/// `contactkit normalize` and `convert --normalize`.
@Suite struct NormalizeCommandTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Jo Doe\r
        N:Doe;Jo;;;\r
        item1.TEL;TYPE=CELL:030 123456\r
        item1.X-ABLabel:Boat\r
        TEL;TYPE=WORK:no number here\r
        ADR;TYPE=HOME:;;Hauptstraße 1;Berlin;;10115;Deutschland\r
        END:VCARD\r

        """

    @Test func phonesBecomeE164WithTheRegionFromTheAddress() throws {
        let directory = try TemporaryDirectory()
        for arguments in [["normalize"], ["convert", "--normalize"]] {
            let result = try ToolProcess.run(arguments, in: directory.url, input: Self.card)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("item1.TEL;TYPE=VOICE,CELL:+4930123456\r\nitem1.X-ABLabel:Boat\r\n"))
            #expect(result.standardOutput.contains("TEL;TYPE=WORK,VOICE:no number here\r\n"))
            // At the lines of the numbers (the first that needed the region, the one left
            // as written), not at the card's BEGIN (line 1).
            #expect(result.standardError.contains("<stdin>:5: note: assumed region DE"))
            #expect(result.standardError.contains("<stdin>:7: warning: 'no number here'"))
        }
    }

    @Test func explicitRegionAndFormat() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["normalize", "--region", "DE", "--phone-format", "international", "--quiet"],
            in: directory.url, input: Self.card)
        #expect(result.standardOutput.contains(":+49 30 123456\r\n"))
        #expect(result.standardError == "")
    }

    @Test func phoneFormatNeedsNormalize() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--phone-format", "national"], in: directory.url, input: Self.card)
        #expect(result.status == 64)
    }
}

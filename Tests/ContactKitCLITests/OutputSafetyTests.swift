import Foundation
import Testing

/// Atomic output: the target is replaced whole or not at all, inputs are protected, and
/// interruptions leave no temporary files.
@Suite struct OutputSafetyTests {
    @Test func inputIsNotOverwrittenWithoutForce() throws {
        let directory = try TemporaryDirectory()
        let original = SampleCards.card("Jane Doe", version: "4.0")
        try directory.write("a.vcf", original)
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "a.vcf"], in: directory.url)
        #expect(result.status == 73)
        #expect(result.standardError.contains("refusing to overwrite input file 'a.vcf'"))
        #expect(result.standardError.contains("--force"))
        #expect(directory.read("a.vcf") == original)
        #expect(directory.temporaryFiles() == [])
    }

    @Test func inputIsRecognizedUnderAnotherName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.vcf"), withDestinationPath: "a.vcf")
        let viaLink = try ToolProcess.run(["convert", "./a.vcf", "-o", "link.vcf"], in: directory.url)
        #expect(viaLink.status == 73)
        let viaPath = try ToolProcess.run(["convert", "a.vcf", "-o", directory.path("a.vcf")], in: directory.url)
        #expect(viaPath.status == 73)
    }

    @Test func standardOutputRedirectedOntoTheInputIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "a.vcf"], in: directory.url, standardOutputPath: path)
        #expect(result.status == 73)
        #expect(result.standardError.contains("is also standard output"))
    }

    @Test func forceReplacesTheInputWithItsConversion() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.twoPeople)
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "a.vcf", "--force", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        let converted = try #require(directory.read("a.vcf"))
        #expect(converted.contains("VERSION:4.0\r\n"))
        #expect(converted.contains("FN:Jane Doe\r\n"))
        #expect(converted.contains("FN:John Roe\r\n"))
        #expect(directory.temporaryFiles() == [])
    }

    @Test func replacingKeepsPermissionsAndSymbolicLinks() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        try directory.write("real.vcf", "OLD")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: directory.path("real.vcf"))
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.vcf"), withDestinationPath: "real.vcf")
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "link.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path("link.vcf")) == "real.vcf")
        #expect(directory.read("real.vcf")?.contains("FN:Jane Doe") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path("real.vcf"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test func newFileGetsUmaskPermissionsNotTemporaryOnes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "new.vcf"], in: directory.url)
        #expect(result.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path("new.vcf"))
        let mask = umask(0)
        umask(mask)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == Int(0o666 & ~mask))
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func signalDuringConversionKeepsOldOutputAndRemovesTemporaryFile(signal: Int32, expectedStatus: Int32) throws {
        let directory = try TemporaryDirectory()
        try directory.write("out.vcf", "OLD OUTPUT")
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = ["convert", "-o", "out.vcf", "--to", "vcard:4.0"]
        process.currentDirectoryURL = directory.url
        let input = Pipe()
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A big input, fed through a pipe and never ended: the conversion is guaranteed to
        // be in progress (the writer flushes to its temporary file every 1 MB) when the
        // signal arrives.
        let chunk = Data(SampleCards.many(20_000).utf8)  // about 3 MB
        input.fileHandleForWriting.write(chunk)
        guard let temporary = waitForNonEmptyTemporaryFile(in: directory) else {
            process.terminate()
            ToolProcess.waitForExit(process)
            Issue.record("no temporary output file appeared")
            return
        }
        #expect(temporary.hasPrefix(".out.vcf.contactkit-"))
        kill(process.processIdentifier, signal)
        ToolProcess.waitForExit(process, timeout: 20)
        try? input.fileHandleForWriting.close()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == expectedStatus)
        #expect(directory.read("out.vcf") == "OLD OUTPUT")
        #expect(directory.temporaryFiles() == [])
    }

    @Test func completedConversionLeavesNoTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("big.vcf", SampleCards.many(2_000))
        let result = try ToolProcess.run(["convert", "big.vcf", "-o", "out.vcf", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.names() == ["big.vcf", "out.vcf"])
        let output = try #require(directory.read("out.vcf"))
        #expect(output.components(separatedBy: "BEGIN:VCARD").count == 2_001)
    }

    /// Waits (up to 60 s) until a temporary output file exists and has data in it.
    private func waitForNonEmptyTemporaryFile(in directory: TemporaryDirectory) -> String? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            for name in directory.temporaryFiles() {
                let attributes = try? FileManager.default.attributesOfItem(atPath: directory.path(name))
                if let size = attributes?[.size] as? NSNumber, size.intValue > 0 { return name }
            }
            usleep(20_000)
        }
        return nil
    }
}

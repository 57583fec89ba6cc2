import Foundation
import Testing

/// Usage errors (64), missing inputs (66), outputs that cannot be created (73), I/O errors
/// (74) and a closed pipe, through the real binary.
@Suite struct CommandLineErrorTests {
    @Test func unknownOptionSuggestsAndExits64() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--too", "vcard:4.0"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "contactkit: error: unknown option --too; did you mean --to?\nRun 'contactkit convert --help' for usage.\n")
    }

    @Test func unknownCommandSuggests() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["valdate", "x.vcf"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("contactkit: error: unknown command 'valdate'; did you mean 'validate'?\n"))
        #expect(result.standardError.contains("Run 'contactkit --help' for usage."))
    }

    @Test func noCommandIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run([], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("missing command"))
    }

    @Test(arguments: [
        (["convert", "--to", "vcard:5.0"], "unknown format 'vcard:5.0' for --to"),
        (["convert", "--from", "csv:gogle"], "unknown format 'csv:gogle' for --from"),
        (["convert", "--split"], "--split needs --output-dir DIR"),
        (["convert", "--output-dir", "d"], "--output-dir is only used with --split"),
        (["convert", "--split", "--output-dir", "d", "-o", "x.vcf"], "do not also give -o"),
        (["convert", "--to"], "option --to needs a value (FMT)"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(arguments, in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
        #expect(result.standardError.contains("--help' for usage."))
    }

    @Test func missingInputExits66AndNamesTheFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        try directory.write("out.vcf", "OLD")
        let result = try ToolProcess.run(["convert", "a.vcf", "missing.vcf", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 66)
        #expect(result.standardError == "contactkit: error: cannot open 'missing.vcf': No such file or directory\n")
        #expect(directory.read("out.vcf") == "OLD")
        #expect(directory.temporaryFiles() == [])
    }

    @Test func directoryAsInputExits66() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("folder"), withIntermediateDirectories: true)
        let result = try ToolProcess.run(["validate", "folder"], in: directory.url)
        #expect(result.status == 66)
        #expect(result.standardError.contains("'folder'"))
    }

    @Test func outputInAMissingOrUnusableDirectoryExits73() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        try directory.write("plain-file", "not a directory")
        let missing = try ToolProcess.run(["convert", "a.vcf", "-o", "no/such/dir/out.vcf"], in: directory.url)
        #expect(missing.status == 73)
        #expect(missing.standardError.contains("cannot create 'no/such/dir/out.vcf'"))
        // Works as root too: nothing can be created under a regular file.
        let underFile = try ToolProcess.run(["convert", "a.vcf", "-o", "plain-file/out.vcf"], in: directory.url)
        #expect(underFile.status == 73)
        let splitUnderFile = try ToolProcess.run(
            ["convert", "a.vcf", "--split", "--output-dir", "plain-file/cards"], in: directory.url)
        #expect(splitUnderFile.status == 73)
        #expect(splitUnderFile.standardError.contains("cannot create directory 'plain-file/cards'"))
        let outputIsDirectory = try ToolProcess.run(["convert", "a.vcf", "-o", "."], in: directory.url)
        #expect(outputIsDirectory.status == 73)
    }

    @Test func fullDiskExits74() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "a.vcf"], in: directory.url, standardOutputPath: "/dev/full")
        #expect(result.status == 74)
        #expect(result.standardError.contains("cannot write '<stdout>': No space left on device"))
    }

    @Test func deviceOutputIsWrittenDirectlyNotReplaced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.card("Jane Doe"))
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "/dev/null"], in: directory.url)
        #expect(result.status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0)
        #expect((status.st_mode & S_IFMT) == S_IFCHR)
    }
}


import Foundation
import Testing

/// A directory of `.vcf` files as input, `--split --split-name uid`, and `--ensure-uid`.
@Suite struct VdirCommandTests {
    let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Ada Example\r
        N:Example;Ada;;;\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:has-uid\r
        FN:Bo Li\r
        N:Li;Bo;;;\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Ada Example\r
        N:Example;Ada;;;\r
        END:VCARD\r

        """

    @Test func ensureUIDGivesTheSameUIDsOnEveryRunAndKeepsExistingOnes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", book)
        let first = try ToolProcess.run(["convert", "in.vcf", "--ensure-uid"], in: directory.url)
        let second = try ToolProcess.run(["convert", "in.vcf", "--ensure-uid"], in: directory.url)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        let uids = first.standardOutput.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
        #expect(uids.count == 3 && Set(uids).count == 3)
        #expect(uids[1] == "has-uid")
        // UUID version 5 (RFC 9562): the version nibble is 5, the variant bits 10.
        #expect(uids[0].count == 36 && Array(uids[0])[14] == "5" && "89ab".contains(Array(uids[0])[19]))
        // Without the option, no UID is invented.
        let plain = try ToolProcess.run(["convert", "in.vcf"], in: directory.url)
        #expect(plain.standardOutput.components(separatedBy: "UID:").count == 2)
    }

    @Test func splitByUIDMakesAVdirThatReadsBackAsInput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", book)
        let split = try ToolProcess.run(
            ["convert", "in.vcf", "--ensure-uid", "--split", "--split-name", "uid", "--output-dir", "vdir"], in: directory.url)
        #expect(split.status == 0, "\(split.standardError)")
        let names = directory.names(in: "vdir")
        #expect(names.count == 3 && names.contains("has-uid.vcf"))
        try directory.write("vdir/.hidden.vcf", "not read")
        try directory.write("vdir/notes.txt", "not read")
        let back = try ToolProcess.run(["convert", "vdir", "--to", "ndjson"], in: directory.url)
        #expect(back.status == 0, "\(back.standardError)")
        #expect(back.standardOutput.split(separator: "\n").count == 3)
        // The hidden file is vdirsyncer's kind of state; the other is named (issue 35 item 7).
        #expect(
            back.standardError
                == "vdir: warning: left out of this folder of contacts: 1 file not named .vcf ('notes.txt'); "
                + "only its .vcf files are read (name a subfolder or file to read it too) [vdir-skipped]\n")
    }

    @Test func anEmptyDirectoryIsAMissingInputAndSplitNameNeedsSplit() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try ToolProcess.run(["convert", "empty"], in: directory.url)
        #expect(empty.status == 66)
        #expect(empty.standardError.contains("holds no .vcf file"))
        try directory.write("in.vcf", book)
        let misuse = try ToolProcess.run(["convert", "in.vcf", "--split-name", "uid"], in: directory.url)
        #expect(misuse.status == 64)
        let wrong = try ToolProcess.run(["convert", "in.vcf", "--split", "--output-dir", "d", "--split-name", "fn"], in: directory.url)
        #expect(wrong.status == 64)
    }
}

/// What a vdir holds besides its `.vcf` files is named, not skipped in silence (issue 35
/// item 7).
@Suite struct VdirSkippedTests {
    @Test func otherFilesAndSubfoldersAreReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book/a.vcf", SampleCards.card("Jane Doe"))
        try directory.write("book/notes.txt", "not a card")
        try directory.write("book/old/b.vcf", SampleCards.card("John Roe"))
        try directory.write("book/.state", "vdirsyncer")
        let result = try ToolProcess.run(["convert", "book", "--to", "ndjson"], in: directory.url)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "book: warning: left out of this folder of contacts: 1 file not named .vcf ('notes.txt') and "
                + "1 subfolder ('old/'); only its .vcf files are read (name a subfolder or file to read it too) [vdir-skipped]\n")
        #expect(result.standardOutput.contains("Jane Doe"))
        let quiet = try ToolProcess.run(["convert", "book", "--quiet"], in: directory.url)
        #expect(quiet.standardError == "")
    }
}

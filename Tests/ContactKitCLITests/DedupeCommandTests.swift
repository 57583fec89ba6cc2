import Foundation
import Testing

/// `contactkit dedupe` and `convert --dedupe` run as a process.
@Suite struct DedupeCommandTests {
    /// Bob and Robert Miller share a mobile; Hannah Okafor is someone else.
    static let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:m1\r
        FN:Robert Miller\r
        N:Miller;Robert;;;\r
        TEL;TYPE=CELL:+1 415 555 0101\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Hannah Okafor\r
        N:Okafor;Hannah;;;\r
        TEL;TYPE=CELL:+1 503 555 0199\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:m3\r
        FN:Bob Miller\r
        N:Miller;Bob;;;\r
        TEL;TYPE=CELL:(415) 555-0101\r
        EMAIL:bob@example.com\r
        END:VCARD\r

        """

    @Test func mergesDuplicatesAndKeepsProvenance() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--region", "US"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(result.standardOutput.components(separatedBy: "BEGIN:VCARD").count == 3)
        #expect(result.standardOutput.contains("X-CONTACTKIT-MERGED:m1\r\n"))
        #expect(result.standardOutput.contains("X-CONTACTKIT-MERGED:m3\r\n"))
        #expect(result.standardOutput.contains("X-CONTACTKIT-ALTERNATE;FIELD=givenName:Bob\r\n"))
        #expect(result.standardOutput.contains("bob@example.com"))
    }

    @Test func clustersFileHasOneRowPerInputContact() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        let result = try ToolProcess.run(
            ["dedupe", "in.vcf", "--region", "US", "-o", "out.vcf", "--clusters", "clusters.csv"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.read("clusters.csv") == "record,cluster\nm1,1\n2,2\nm3,1\n")
        #expect(directory.read("out.vcf")?.contains("FN:Hannah Okafor\r\n") == true)
        #expect(directory.temporaryFiles() == [])
    }

    /// A record identifier with a comma or a quote is quoted in the clusters file.
    @Test func clustersFileQuotesIdentifiersThatNeedIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book.replacingOccurrences(of: "UID:m3", with: "UID:m\\,3 \"x\""))
        let result = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--clusters", "clusters.csv"], in: directory.url)
        #expect(result.status == 0)
        #expect(directory.read("clusters.csv") == "record,cluster\nm1,1\n2,2\n\"m,3 \"\"x\"\"\",1\n")
    }

    @Test func dryRunReportsClustersAndWritesNoContacts() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--dry-run", "--region", "US"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("BEGIN:VCARD"))
        #expect(result.standardOutput.contains(
            "merge 1 of 1 (cluster 1): 2 records become one contact named \"Robert Miller\"\n"
                + "  m1  Robert Miller\n  m3  Bob Miller\n  m1 + m3: likely the same (over 99 %): "))
        #expect(result.standardOutput.contains("nickname, same family name") || result.standardOutput.contains("same family name, nickname"))
        #expect(result.standardOutput.contains("3 records would become 2 contacts (1 merge); nothing was written."))
        // The statistics are --explain's.
        #expect(!result.standardOutput.contains("posterior"))
        #expect(!result.standardOutput.contains("bits"))
        #expect(result.standardError.isEmpty || !result.standardError.contains("score"))
    }

    /// Single contacts take cluster numbers too (for --clusters and --decisions): the merges
    /// are counted on their own, and each says the name the merged contact takes.
    @Test func dryRunCountsMergesAndNamesEachMergedContact() throws {
        let other = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            UID:k1\r
            FN:Kelly Wilsno\r
            N:Wilsno;Kelly;;;\r
            TEL;TYPE=CELL:+1 406 555 0142\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            UID:k2\r
            FN:Kelly Wilson\r
            N:Wilson;Kelly;;;\r
            TEL;TYPE=CELL:(406) 555-0142\r
            EMAIL:kelly.wilson@example.com\r
            ORG:Wilson Farms\r
            END:VCARD\r

            """
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["dedupe", "--dry-run", "--explain", "--region", "US"], in: directory.url, input: Self.book + other)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("merge 1 of 2 (cluster 1): 2 records become one contact named \"Robert Miller\"\n"))
        #expect(result.standardOutput.contains("merge 2 of 2 (cluster 3): 2 records become one contact named \"Kelly Wilson\"\n"))
        #expect(result.standardOutput.contains("5 records would become 3 contacts (2 merges)"))
        // With --explain too, the scores go to standard error.
        #expect(result.standardError.contains("cluster 3: 2 records"))
        #expect(result.standardError.contains("posterior"))
    }

    @Test func explainReportsOnStandardErrorWhileMerging() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--explain", "--region", "US"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("X-CONTACTKIT-MERGED:m3"))
        #expect(result.standardError.contains("m1 + m3  score"))
    }

    @Test func highPrecisionIsAccepted() throws {
        let directory = try TemporaryDirectory()
        let high = try ToolProcess.run(
            ["dedupe", "--dry-run", "--region", "US", "--precision", "HIGH"], in: directory.url, input: Self.book)
        #expect(high.status == 0)
        #expect(high.standardOutput.contains("3 records would become "))
    }

    @Test func convertDedupeMergesToo() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["convert", "--dedupe", "--region", "US", "--to", "vcard:4.0"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(result.standardOutput.components(separatedBy: "BEGIN:VCARD").count == 3)
        #expect(result.standardOutput.contains("VERSION:4.0"))
    }

    @Test(arguments: [["dedupe", "--precision", "medium"], ["dedupe", "--dry-run", "-o", "x.vcf"], ["dedupe", "--clusters="]])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(arguments, in: directory.url, input: Self.book)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
    }
}

import Foundation
import Testing

/// One line per run says what happened (issue 35 item 1): a write, a normalize, a merge and
/// a review page printed nothing when they succeeded.
@Suite struct RunSummaryTests {
    @Test func aWriteSaysHowManyContactsWentWhere() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", SampleCards.twoPeople)
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "out.vcf", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError == "contactkit: 2 contacts read from a.vcf, 2 written to out.vcf (vcard:4.0)\n")
        let quiet = try ToolProcess.run(["convert", "a.vcf", "-o", "out.vcf", "--quiet"], in: directory.url)
        #expect(quiet.standardError == "")
        // Standard output is the answer: a filter stays quiet.
        let filter = try ToolProcess.run(["convert", "a.vcf"], in: directory.url)
        #expect(filter.standardError == "")
    }

    @Test func normalizeCountsTheNumbersRewrittenAndLeft() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "a.vcf",
            SampleCards.card("Jane Doe", phone: "(201) 555-0123") + SampleCards.card("John Roe", phone: "(201) 577-62226")
                + SampleCards.card("Kim Poe", phone: "+12015550124"))
        let run = try ToolProcess.run(["normalize", "a.vcf", "--region", "US", "-o", "clean.vcf"], in: directory.url)
        #expect(run.status == 0)
        #expect(
            run.standardError.hasSuffix(
                "\ncontactkit: 3 contacts read from a.vcf, 3 written to clean.vcf (vcard:3.0); "
                    + "1 phone number rewritten, 1 left as written; 1 warning\n"), "\(run.standardError)")
    }

    @Test func aMergeAndAReviewSayWhatTheyDid() throws {
        let directory = try TemporaryDirectory()
        let copy = SampleCards.card("Jane Doe", phone: "+1 201 555 0123")
        try directory.write("a.vcf", copy + copy + SampleCards.card("John Roe", phone: "+1 201 555 0199"))
        let merged = try ToolProcess.run(["dedupe", "a.vcf", "-o", "merged.vcf"], in: directory.url)
        #expect(merged.status == 0)
        #expect(
            merged.standardError.contains(
                "contactkit: 3 contacts read from a.vcf, 2 merged into 1, 2 written to merged.vcf (vcard:3.0)\n"),
            "\(merged.standardError)")
        // With --normalize the contacts written are normalized, and the numbers counted.
        let normalized = try ToolProcess.run(["dedupe", "a.vcf", "-o", "merged.vcf", "--normalize"], in: directory.url)
        #expect(normalized.standardError.hasSuffix("; 3 phone numbers rewritten, 0 left as written\n"), "\(normalized.standardError)")
        let review = try ToolProcess.run(["dedupe", "a.vcf", "--review", "review.html"], in: directory.url)
        #expect(review.standardError.contains("review page written to review.html"), "\(review.standardError)")
    }
}

import Foundation
import Testing

/// Issue 29 items 7 and 8: `dedupe` normalizes for matching only, so a card it does not merge
/// is written as it was read (after pull → dedupe → push it is not pushed as changed); the
/// merged card takes the best-supported name; `--dry-run` shows every pair of a cluster that
/// matters, not only the links that built it.
@Suite struct DedupeLeavesUnmergedCardsTests {
    /// Kelly Wilson twice (the first card with her family name mistyped, the second with her
    /// e-mail address), and Dana Reyes, alone, with a phone written as people write it.
    static let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:k1\r
        FN:Kelly Wilsno\r
        N:Wilsno;Kelly;;;\r
        TEL;TYPE=CELL:(406) 385-7683\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:d1\r
        FN:Dana Reyes\r
        N:Reyes;Dana;;;\r
        TEL;TYPE=CELL:(503) 555-0142\r
        EMAIL;TYPE=INTERNET:Dana.Reyes@Example.COM\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:k2\r
        FN:Kelly Wilson\r
        N:Wilson;Kelly;;;\r
        TEL;TYPE=CELL:+1 406 385 7683\r
        EMAIL;TYPE=INTERNET:kelly.wilson@example.com\r
        ORG:Glacier Outfitters\r
        END:VCARD\r

        """

    /// The card of Dana Reyes, as the output has it.
    static func dana(_ output: String) -> String {
        let start = output.range(of: "UID:d1")!.lowerBound
        let begin = output[..<start].range(of: "BEGIN:VCARD", options: .backwards)!.lowerBound
        let end = output[start...].range(of: "END:VCARD\r\n")!.upperBound
        return String(output[begin..<end])
    }

    @Test func aCardThatIsNotMergedIsWrittenAsItWasRead() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--region", "US"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        let dana = Self.dana(result.standardOutput)
        #expect(dana.contains(":(503) 555-0142\r\n"))
        #expect(dana.contains("EMAIL;TYPE=INTERNET:Dana.Reyes@Example.COM\r\n"))
        // Byte for byte what a plain conversion writes for the card.
        let converted = try ToolProcess.run(["convert", "--to", "vcard:3.0"], in: directory.url, input: Self.book)
        #expect(dana == Self.dana(converted.standardOutput))
        // The merged card is made from normalized records.
        #expect(result.standardOutput.contains("+14063857683"))
        #expect(!result.standardOutput.contains("(406) 385-7683"))
    }

    @Test func normalizeAlsoRewritesTheCardsThatAreNotMerged() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--region", "US", "--normalize"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(Self.dana(result.standardOutput).contains("+15035550142"))
    }

    @Test func theBestSupportedNameWins() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--region", "US"], in: directory.url, input: Self.book)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("FN:Kelly Wilson\r\n"))
        #expect(result.standardOutput.contains("N:Wilson;Kelly;;;\r\n"))
        #expect(result.standardOutput.contains("X-CONTACTKIT-ALTERNATE;FIELD=familyName:Wilsno\r\n"))
    }

    /// Three cards of Ann Lopez: the phone card and the mail card share only her name, and
    /// both link to the full card. The pair never linked is shown as the weakest pair.
    @Test func dryRunShowsTheWeakestPairOfACluster() throws {
        let book = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            UID:a1\r
            FN:Ann Lopez\r
            N:Lopez;Ann;;;\r
            TEL;TYPE=CELL:+1 415 555 0177\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            UID:a2\r
            FN:Ann Lopez\r
            N:Lopez;Ann;;;\r
            TEL;TYPE=CELL:+1 415 555 0177\r
            EMAIL:ann.lopez@example.org\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            UID:a3\r
            FN:Ann Lopez\r
            N:Lopez;Ann;;;\r
            EMAIL:ann.lopez@example.org\r
            END:VCARD\r

            """
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--dry-run", "--explain", "--region", "US"], in: directory.url, input: book)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("(cluster 1): 3 records"))
        #expect(result.standardOutput.contains("  a1 + a3 (joined through the others): likely the same (over 99 %): same name"))
        #expect(result.standardError.contains("cluster 1: 3 records"))
        #expect(result.standardError.contains("  weakest pair: a1 + a3  score "))
    }
}

import Foundation
import Testing

/// Issue 16 item 5: what an output cannot hold is reported once per kind with a count and
/// the first lines (`--verbose`: every one); issue 16 item 7: a CSV with no known column.
@Suite struct OutputLossReportTests {
    /// `count` cards, each with a UID and a typed e-mail, the last two with a yearless birthday.
    static func book(_ count: Int) -> String {
        (1...count).map { index in
            "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:urn:uuid:\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
                + "EMAIL;TYPE=work:p\(index)@example.com\r\n" + (index > count - 2 ? "BDAY:--0412\r\n" : "") + "END:VCARD\r\n"
        }.joined()
    }

    private func warningLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    @Test func eachKindOfLossIsPrintedOnceWithItsCount() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book(50))
        let result = try ToolProcess.run(["convert", "book.vcf", "--to", "csv:outlook", "-o", "out.csv"], in: directory.url)
        #expect(result.status == 0, Comment(rawValue: result.standardError))
        let lines = warningLines(result.standardError)
        #expect(lines.count == 3, Comment(rawValue: result.standardError))
        // Bookkeeping (UID) is one line at the end, in words (issue 35 item 2).
        #expect(lines.last == "book.vcf:1: warning: csv:outlook has no place for bookkeeping: 50 contact ids (UID) (--verbose prints every one) [field-left-out]",
                Comment(rawValue: result.standardError))
        #expect(lines.contains { $0.contains("the label 'work' of emailAddresses 1 (written without it)") && $0.contains("50 in all") })
        #expect(lines.contains { $0.contains("a birthday without a year") && $0.contains("2 in all") })
    }

    @Test func verbosePrintsEveryLoss() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book(50))
        let result = try ToolProcess.run(["convert", "book.vcf", "--to", "csv:outlook", "-o", "out.csv", "--verbose"], in: directory.url)
        #expect(result.status == 0)
        #expect(warningLines(result.standardError).count == 50 + 50 + 2, Comment(rawValue: result.standardError))
        #expect(result.standardError.contains("book.vcf:8: warning: csv:outlook has no column for: uid 'urn:uuid:2' [field-left-out]"))
    }

    @Test func strictStillFailsOnSummarizedLosses() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book(3))
        let result = try ToolProcess.run(["convert", "book.vcf", "--to", "csv:outlook", "-o", "out.csv", "--strict"], in: directory.url)
        #expect(result.status == 1)
    }

    @Test func outlookRowsCarryFNOnlyNames() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:伊藤くみ子\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nN:伊藤;くみ子;;;\r\nEND:VCARD\r\n")
        let csv = try ToolProcess.run(["convert", "in.vcf", "--to", "csv:outlook", "-o", "out.csv"], in: directory.url)
        #expect(csv.status == 0 && csv.standardError == "contactkit: 2 contacts read from in.vcf, 2 written to out.csv (csv:outlook)\n", Comment(rawValue: csv.standardError))
        let back = try ToolProcess.run(["convert", "out.csv", "--to", "vcard:4.0"], in: directory.url)
        #expect(back.standardOutput.components(separatedBy: "FN:伊藤くみ子\r\n").count == 3, Comment(rawValue: back.standardOutput))
    }

    @Test func csvWithNoKnownColumnIsWarnedAndFailsUnderStrict() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.csv", "Spalte A,Spalte B\r\nx,y\r\n")
        let result = try ToolProcess.run(["convert", "in.csv", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("in.csv:1: warning: no column of the header is one the generic layout knows"), Comment(rawValue: result.standardError))
        #expect(result.standardError.contains("[no-known-column]"))
        let strict = try ToolProcess.run(["validate", "in.csv", "--strict"], in: directory.url)
        #expect(strict.status == 1)
    }
}

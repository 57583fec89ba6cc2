import Foundation
import Testing

/// Warnings a person can act on (issue 35 item 2): without `--region`, normalize printed
/// one warning per number (168 for a book) and none said to add `--region`.
@Suite struct WarningWordsTests {
    @Test func numbersWithoutARegionGiveOneHint() throws {
        let directory = try TemporaryDirectory()
        let book = (1...30).map { SampleCards.card("Person \($0)", phone: "030 9018\(20 + $0)") }.joined()
        try directory.write("book.vcf", book)
        let environment = ["LC_ALL": "C", "LC_MESSAGES": "C", "LANG": "C"]
        let result = try ToolProcess.run(
            ["normalize", "book.vcf", "-o", "clean.vcf"], in: directory.url, environment: environment)
        #expect(result.status == 0)
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 1, "\(result.standardError)")
        #expect(
            warnings.first?.hasPrefix(
                "book.vcf:5: warning: 30 phone numbers have no country code, and no region was given or found") == true,
            "\(result.standardError)")
        #expect(warnings.first?.contains("give the country they are in: --region DE (or --region Germany) [phone-not-normalized]") == true)
        // --verbose still prints each one.
        let verbose = try ToolProcess.run(
            ["normalize", "book.vcf", "-o", "clean.vcf", "--verbose"], in: directory.url, environment: environment)
        #expect(verbose.standardError.split(separator: "\n").filter { $0.contains("[phone-not-normalized]") }.count == 30)
    }
}

/// What an output has no place for, in words; bookkeeping in one line (issue 35 item 2).
@Suite struct LossWordsTests {
    static let book = (1...3).map { index in
        "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iPhone OS 17.0//EN\r\nREV:2024-01-0\(index)T10:00:00Z\r\n"
            + "UID:5EB5-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
            + "TEL;TYPE=CELL:+1 201 555 010\(index)\r\nTEL;TYPE=WORK,pref:+1 201 555 020\(index)\r\nEND:VCARD\r\n"
    }.joined()

    @Test func lossesAreCountedInWordsAndBookkeepingIsOneLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book)
        let result = try ToolProcess.run(["convert", "book.vcf", "--to", "csv:outlook", "-o", "out.csv"], in: directory.url)
        #expect(result.status == 0)
        let warnings = result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(warnings.contains("book.vcf:1: warning: csv:outlook has no place for: 3 preferred-number marks (lines 1, 11, 21; --verbose prints every one) [field-left-out]"), "\(result.standardError)")
        #expect(warnings.last == "book.vcf:1: warning: csv:outlook has no place for bookkeeping: 3 contact ids (UID), 3 product ids (PRODID: the app that wrote the cards), 3 revision times (REV) (--verbose prints every one) [field-left-out]", "\(result.standardError)")
        #expect(!result.standardError.contains("5EB5"))
        let verbose = try ToolProcess.run(["convert", "book.vcf", "--to", "csv:outlook", "-o", "out.csv", "--verbose"], in: directory.url)
        #expect(verbose.standardError.contains("uid '5EB5-2'"))
    }
}

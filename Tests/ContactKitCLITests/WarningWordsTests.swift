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

import ContactKit
import ContactTestSupport
import Foundation
import Testing

/// The code of the ConvertingABook article, run (ArticleCodeTests checks that every block
/// of the article is here, line for line).
@Suite struct ConvertingABookArticleTests {
    @Test func convertsWithTheEngine() throws {
        let exportURL = Fixtures.url("vcard/apple-ios17.vcf")
        let convertedURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("contactkit-article-\(UUID().uuidString).vcf")
        defer { try? FileManager.default.removeItem(at: convertedURL) }
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let converter = ContactConverter()  // every core; formats detected
        let output = try ContactStreamOutput(url: convertedURL, format: .vCard(.v4_0))
        let log = ConversionLog()
        let summary = try converter.convert(
            [ContactFileInput(url: exportURL)], stages: [.normalize(region: "US")], to: output, reporter: log)
        print(summary.contactCount, "contacts;", summary.warningCount, "warnings")
        for entry in log.entries where entry.diagnostic.severity != .note {
            print("\(entry.file):\(entry.diagnostic.line ?? 0): \(entry.diagnostic.message)")
        }

        #expect(summary.contactCount > 0)
        #expect(printed.first == "\(summary.contactCount) contacts; \(summary.warningCount) warnings")
        let written = try String(contentsOf: convertedURL, encoding: .utf8)
        #expect(written.components(separatedBy: "BEGIN:VCARD").count - 1 == summary.contactCount)
        #expect(written.contains("VERSION:4.0\r\n"))
    }

    @Test func handsOverTheDedupeStage() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let stages: [ConversionStage] = [
            .normalize(),
            .dedupe(whenFinished: { stage in print(stage.result.clusters.count, "clusters merged") }),
        ]

        let output = ContactStreamOutput(memoryIn: .vCard(.v3_0))
        try ContactConverter().convert(
            [ContactFileInput(url: Fixtures.url("dedupe/book.vcf"))], stages: stages, to: output,
            reporter: ConversionLog())
        #expect(printed.count == 1)
        #expect(printed.first?.hasSuffix(" clusters merged") == true)
        #expect(printed.first?.hasPrefix("0 ") == false)
    }
}

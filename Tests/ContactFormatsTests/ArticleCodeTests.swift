import Foundation
import Testing

/// The DocC articles that teach a task show code that compiles and runs: every ```swift
/// block of such an article must appear, line for line, in the test that runs it (import
/// lines and indentation aside). Editing an article's code without its test, or the test
/// without the article, fails here.
@Suite struct ArticleCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each task article, with the test file that holds its code.
    static let articles: [(article: String, test: String)] = [
        ("Sources/ContactFormats/ContactFormats.docc/ConvertingAnOutlookExport.md",
         "Tests/ContactFormatsTests/OutlookArticleTests.swift"),
        ("Sources/ContactFormats/ContactFormats.docc/ReadingOneContactAtATime.md",
         "Tests/ContactFormatsTests/StreamingArticleTests.swift"),
        ("Sources/ContactPipeline/ContactPipeline.docc/NormalizingPhoneNumbers.md",
         "Tests/ContactPipelineTests/PhoneNormalizationArticleTests.swift"),
        ("Sources/ContactPipeline/ContactPipeline.docc/FindingDuplicates.md",
         "Tests/ContactPipelineTests/DeduplicationArticleTests.swift"),
        ("Sources/ContactKit/ContactKit.docc/ConvertingABook.md",
         "Tests/ContactKitTests/ConvertingABookArticleTests.swift"),
    ]

    /// The ```swift blocks of a Markdown text, each as its lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(String(line))
            }
        }
        return blocks
    }

    /// Lines as compared: without indentation, blank lines and imports.
    static func comparable(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// Whether `part` occurs as consecutive lines of `whole`.
    static func contains(_ whole: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= whole.count else { return part.isEmpty }
        return (0...(whole.count - part.count)).contains { Array(whole[$0..<$0 + part.count]) == part }
    }

    @Test(arguments: articles.map(\.article))
    func everySwiftBlockIsInItsTest(article: String) throws {
        let test = try #require(Self.articles.first { $0.article == article }?.test)
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(article), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent(test), encoding: .utf8)
        let sourceLines = Self.comparable(source.components(separatedBy: "\n"))
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks.count >= 2, "\(article) shows no code")
        for block in blocks {
            let lines = Self.comparable(block)
            let isInTest = Self.contains(sourceLines, lines)
            #expect(isInTest, "\(article): this block is not in \(test):\n\(block.joined(separator: "\n"))")
            // The imports a block shows are imports of the test file.
            for line in block where line.hasPrefix("import ") {
                #expect(source.contains("\n\(line)\n") || source.hasPrefix("\(line)\n"), "\(test) lacks \(line)")
            }
        }
    }

    @Test func theComparisonCatchesAChangedLine() {
        let source = ["let a = 1", "let b = a + 1", "print(b)"]
        #expect(Self.contains(source, ["let b = a + 1", "print(b)"]))
        #expect(!Self.contains(source, ["let b = a + 2", "print(b)"]))
        #expect(!Self.contains(source, ["let a = 1", "print(b)"]))
        let blocks = Self.swiftBlocks(in: "text\n```swift\nimport X\n  let a = 1\n```\n```sh\nls\n```\n")
        #expect(blocks == [["import X", "  let a = 1"]])
        #expect(Self.comparable(blocks[0]) == ["let a = 1"])
    }
}

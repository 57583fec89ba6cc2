import Foundation
import Testing

@testable import ContactKitCLI

/// Issue 33: a page of 10,000 clusters is usable in 300 ms. The first clusters come before
/// the script, the rest after it, so the browser runs the script and draws the first screen
/// before it has read the rest of a large book.
@Suite struct ReviewPageLoadingTests {
    static func page(clusters count: Int) -> String {
        let rows = [ReviewFieldRows.Row(field: "note", label: "note", value: "</script><b>")]
        let clusters = (1...count).map { number in
            ReviewPage.Cluster(
                number: number, probability: number % 3 == 0 ? 0.9 : 0.999,
                records: ["a", "b"].map { ReviewPage.Record(identifier: "\($0)\(number)", fingerprint: "0", name: "N", rows: rows) },
                merged: rows, links: [])
        }
        let page = ReviewPage(clusters: clusters, recordCount: 2 * count, threshold: 0.9, bookFingerprint: "b")
        return String(decoding: page.html(), as: UTF8.self)
    }

    /// The JSON of the `<script>` block whose opening tag is `tag`, and where the block ends.
    static func block(_ tag: String, in html: String) throws -> (json: [String: Any], start: String.Index, end: String.Index) {
        let start = try #require(html.range(of: tag))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try #require(JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        return (json, start.lowerBound, end.upperBound)
    }

    @Test func theFirstClustersComeBeforeTheScriptAndTheRestAfter() throws {
        let count = ReviewPage.firstClusters + 12
        let html = Self.page(clusters: count)
        let first = try Self.block(#"<script type="application/json" id="review-data">"#, in: html)
        let more = try Self.block(#"<script type="application/json" id="review-data-more">"#, in: html)
        let script = try #require(html.range(of: "<script>" + ReviewPage.script + "</script>"))
        #expect(first.end <= script.lowerBound && script.upperBound <= more.start)
        let head = try #require(first.json["clusters"] as? [[String: Any]])
        let rest = try #require(more.json["clusters"] as? [[String: Any]])
        #expect(head.count == ReviewPage.firstClusters && rest.count == 12)
        #expect((head + rest).compactMap { $0["n"] as? Int } == Array(1...count))
        #expect(first.json["total"] as? Int == count)
        #expect(first.json["uncertain"] as? Int == count / 3)
        // Contact data stays inside the blocks: no value ends one.
        #expect(html.components(separatedBy: "</script>").count == 4)
    }

    /// A page that fits in the first block has no second one.
    @Test func aSmallPageHasOneDataBlock() throws {
        let html = Self.page(clusters: 3)
        #expect(!html.contains(#"id="review-data-more""#))
        #expect(try Self.block(#"<script type="application/json" id="review-data">"#, in: html).json["total"] as? Int == 3)
    }
}

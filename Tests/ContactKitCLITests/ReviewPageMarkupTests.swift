import Foundation
import Testing

@testable import ContactKitCLI
import ContactPipeline

/// The review page's markup and data beyond escaping (issue 33): the text rules the page
/// shares with `list`, `show` and `--search`, the live region, the confirmation dialog of the
/// bulk actions, and no inline event handler anywhere.
@Suite struct ReviewPageMarkupTests {
    static func page() -> String {
        let rows = [ReviewFieldRows.Row(field: "note", label: "note", value: "\u{202E}gnp.exe\u{202C} ok")]
        let records = ["r1", "r2"].map { ReviewPage.Record(identifier: $0, fingerprint: "0", name: "Bożena Gałach", rows: rows) }
        let page = ReviewPage(
            clusters: [ReviewPage.Cluster(number: 1, probability: 0.95, records: records, merged: rows, links: [])],
            recordCount: 2, threshold: 0.9, bookFingerprint: "b")
        return String(decoding: page.html(), as: UTF8.self)
    }

    static func data(of html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="review-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// The page shows as `\u{…}` exactly what the terminal does, from the same table.
    @Test func escapedCharactersAreTheTerminalTable() throws {
        let ranges = try #require(Self.data(of: Self.page())["escaped"] as? [[Int]])
        #expect(ranges.map { [UInt32($0[0]), UInt32($0[1])] } == String.escapedScalars.map { [$0.first, $0.last] })
        for control: UInt32 in [0x202E, 0x202C, 0x200B, 0x2066, 0x1B, 0xFEFF] {
            #expect(ranges.contains { $0[0] <= Int(control) && Int(control) <= $0[1] }, "\(String(control, radix: 16))")
        }
        #expect("a\u{202E}b".terminalVisible == "a\\u{202E}b")
    }

    /// The name filter folds the letters `--search` folds, from the same table.
    @Test func nameFilterFoldsTheSearchLetters() throws {
        let folding = try #require(Self.data(of: Self.page())["letterFolding"] as? [String: String])
        #expect(folding.count == ContactSearch.letterFolding.count)
        #expect(folding["ł"] == "l" && folding["ø"] == "o" && folding["ß"] == "ss")
    }

    @Test func liveRegionDialogAndBulkActionsAreInTheMarkup() {
        let html = Self.page()
        #expect(html.contains(#"<p id="announce" class="visually-hidden" role="status" aria-live="polite"></p>"#))
        #expect(html.contains(#"<dialog id="confirm" aria-labelledby="confirm-text">"#))
        for id in ["accept-rest", "reject-rest", "undo", "confirm-yes", "confirm-no"] {
            #expect(html.contains(#"<button id="\#(id)" type="button""#), "\(id)")
        }
        #expect(ReviewPage.script.contains("showModal()"))
    }

    /// No `on…=` attribute in the markup and none set by the script: the CSP would block
    /// them, and hostile data must never meet one.
    @Test func noInlineEventHandlers() throws {
        let html = Self.page()
        let markup = String(html[..<(try #require(html.range(of: "<script type=")).lowerBound)])
        #expect(markup.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
        #expect(ReviewPage.script.range(of: #"\.on[a-z]+\s*=|setAttribute\("on"#, options: .regularExpression) == nil)
    }
}

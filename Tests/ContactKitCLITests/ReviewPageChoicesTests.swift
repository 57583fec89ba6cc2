import Foundation
import Testing

/// Issue 33: the review page's merged result shows the choices. The page gets, for each
/// record, which merged phone number and e-mail address each of its own became, and for each
/// record whose name can be chosen, the merged rows that choice gives; applied, they are
/// what `--decisions` writes with the same choice.
@Suite struct ReviewPageChoicesTests {
    /// The page data's first cluster (the three cards of ``ChosenValuesTests/book``).
    static func cluster(in directory: TemporaryDirectory) throws -> [String: Any] {
        _ = try ChosenValuesTests.fingerprints(in: directory)
        let data = try DedupeReviewCommandTests.pageData(try #require(directory.read("page.html")))
        return try #require((data["clusters"] as? [[String: Any]])?.first)
    }

    /// The rows a name choice gives, as the page builds them: a number is a row of `merged`.
    static func rows(of option: [Any], merged: [[String]]) -> [[String]] {
        option.compactMap { item in (item as? Int).map { merged[$0] } ?? (item as? [String]) }
    }

    @Test func eachPhoneAndEmailPointsAtTheMergedValueItBecame() throws {
        let directory = try TemporaryDirectory()
        let cluster = try Self.cluster(in: directory)
        let merged = try #require(cluster["merged"] as? [[String]])
        let records = try #require(cluster["records"] as? [[String: Any]])
        #expect(records.compactMap { $0["id"] as? String } == ["r1", "r2", "r3"])
        let mergedPhones = merged.filter { $0[0] == "phone" }.map { $0[2] }
        let mergedEmails = merged.filter { $0[0] == "email" }.map { $0[2] }
        func targets(_ record: [String: Any], _ key: String, _ values: [String]) -> [String] {
            (record[key] as? [Int] ?? []).map { $0 >= 0 && $0 < values.count ? values[$0] : "none" }
        }
        // Bob's and Rob's mobile are written differently and merged into one number.
        #expect(mergedPhones.count == 4 && mergedEmails.count == 3, "\(merged)")
        #expect(targets(records[1], "phones", mergedPhones)[0] == targets(records[2], "phones", mergedPhones)[0])
        #expect(targets(records[0], "phones", mergedPhones)[1] == targets(records[1], "phones", mergedPhones)[1])
        #expect(Set(records.flatMap { targets($0, "phones", mergedPhones) }) == Set(mergedPhones))
        #expect(records.map { targets($0, "emails", mergedEmails) } == mergedEmails.map { [$0] })
    }

    @Test func aNameChoiceShowsWhatDecisionsWrites() throws {
        let directory = try TemporaryDirectory()
        let cluster = try Self.cluster(in: directory)
        let merged = try #require(cluster["merged"] as? [[String]])
        let names = try #require(cluster["names"] as? [String: [Any]])
        // Robert's card is the plain merge's name, so choosing it changes nothing.
        #expect(merged.contains(["formatted-name", "full name", "Robert Miller"]))
        #expect(names["0"] == nil && names["1"] != nil && names["2"] != nil)
        let bob = Self.rows(of: try #require(names["1"]), merged: merged)
        #expect(bob.contains(["formatted-name", "full name", "Bob Miller"]) && bob.contains(["given-name", "given name", "Bob"]))
        #expect(bob.filter { $0[0] == "phone" } == merged.filter { $0[0] == "phone" })

        let fingerprints = DedupeReviewCommandTests.fingerprints(
            try DedupeReviewCommandTests.pageData(try #require(directory.read("page.html"))))
        try directory.write(
            "decisions.json",
            ChosenValuesTests.decisions("accept", merge: [true, true, true], primary: #"{"name":"r2"}"#, fingerprints: fingerprints))
        let result = try ToolProcess.run(
            ["dedupe", "book.vcf", "--region", "US", "--decisions", "decisions.json", "--to", "vcard:4.0"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(ChosenValuesTests.lines("FN", in: result.standardOutput) == ["FN:Bob Miller"])
        // Every other name the records held is kept as an alternate, on the page as written.
        let alternates = ChosenValuesTests.lines("X-CONTACTKIT-ALTERNATE", in: result.standardOutput)
        #expect(alternates.count == bob.filter { $0[0] == "X-CONTACTKIT-ALTERNATE" }.count && !alternates.isEmpty)
        for row in bob where row[0] == "X-CONTACTKIT-ALTERNATE" {
            #expect(alternates.contains { $0.hasSuffix(":" + row[2]) }, "\(row) \(alternates)")
        }
    }
}

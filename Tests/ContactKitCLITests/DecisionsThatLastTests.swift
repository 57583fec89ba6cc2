import Foundation
import Testing

/// Issue 33, item 11: decisions that last. `dedupe --decisions FILE` with `--review` or a
/// plain merge keeps what the file decided and proposes only what is new.
@Suite struct DecisionsThatLastTests {
    /// The Millers (one person: accepted), the Quists (two people with one phone, mail and
    /// name: rejected), three Carla Diaz cards (the third another Carla: split).
    static let book = DedupeCommandTests.book + """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:h1\r
        FN:Ida Quist\r
        N:Quist;Ida;;;\r
        TEL;TYPE=CELL:+1 206 555 0177\r
        EMAIL:quist@example.net\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:h2\r
        FN:Ida Quist\r
        N:Quist;Ida;;;\r
        TEL;TYPE=CELL:+1 206 555 0177\r
        EMAIL:quist@example.net\r
        NOTE:the daughter\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:c1\r
        FN:Carla Diaz\r
        N:Diaz;Carla;;;\r
        TEL;TYPE=CELL:+1 312 555 0142\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:c2\r
        FN:Carla Diaz\r
        N:Diaz;Carla;;;\r
        TEL;TYPE=CELL:+1 312 555 0142\r
        EMAIL:carla@example.org\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:c3\r
        FN:Carla Diaz\r
        N:Diaz;Carla;;;\r
        TEL;TYPE=CELL:+1 312 555 0142\r
        ORG:Diaz Consulting\r
        END:VCARD\r

        """

    /// The book a while later: a new card for Hannah Okafor (record 2, no UID).
    static let laterBook = book + """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:n1\r
        FN:Hannah Okafor\r
        N:Okafor;Hannah;;;\r
        TEL;TYPE=CELL:+1 503 555 0199\r
        EMAIL:hannah@example.com\r
        END:VCARD\r

        """

    /// Reviews `book`, then writes the decisions: accept the Millers, reject the Quists,
    /// split the Diazes (c1 and c2 merged, c3 apart).
    static func decide(in directory: TemporaryDirectory) throws {
        try directory.write("first.vcf", book)
        let result = try ToolProcess.run(["dedupe", "first.vcf", "--region", "US", "--review", "first.html"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try DedupeReviewCommandTests.pageData(try #require(directory.read("first.html")))
        let members = (data["clusters"] as? [[String: Any]] ?? []).map { Set(($0["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }) }
        #expect(Set(members) == [["m1", "m3"], ["h1", "h2"], ["c1", "c2", "c3"]])
        let fingerprints = DedupeReviewCommandTests.fingerprints(data)
        func records(_ entries: [(String, Bool)]) -> String {
            entries.map { "{\"id\":\"\($0.0)\",\"fingerprint\":\"\(fingerprints[$0.0] ?? "")\",\"merge\":\($0.1)}" }.joined(separator: ",")
        }
        try directory.write(
            "d.json",
            """
            {"format":"contactkit-decisions","version":1,"clusters":3,"undecided":0,"decisions":[
            {"cluster":1,"decision":"accept","records":[\(records([("m1", true), ("m3", true)]))]},
            {"cluster":3,"decision":"reject","records":[\(records([("h1", false), ("h2", false)]))]},
            {"cluster":4,"decision":"split","records":[\(records([("c1", true), ("c2", true), ("c3", false)]))]}
            ]}

            """)
    }

    /// `record,cluster` rows as a dictionary.
    static func clusters(_ csv: String?) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (csv ?? "").split(separator: "\n").dropFirst().map { row in
            let cells = row.split(separator: ",").map(String.init)
            return (cells[0], cells[1])
        })
    }

    /// A plain merge with the decisions: the rejected Quists stay apart, the accepted Millers
    /// and the split's parts are merged as decided, and the new Hannah card is merged.
    @Test func plainMergeKeepsDecisionsAndMergesWhatIsNew() throws {
        let directory = try TemporaryDirectory()
        try Self.decide(in: directory)
        try directory.write("later.vcf", Self.laterBook)
        // Without the decisions, the finder merges the Quists and all three Diazes.
        var result = try ToolProcess.run(["dedupe", "later.vcf", "--region", "US", "--clusters", "plain.csv", "-o", "plain.vcf"], in: directory.url)
        #expect(result.status == 0)
        let plain = Self.clusters(directory.read("plain.csv"))
        #expect(plain["h1"] == plain["h2"] && plain["c1"] == plain["c3"])

        result = try ToolProcess.run(
            ["dedupe", "later.vcf", "--region", "US", "--decisions", "d.json", "--clusters", "c.csv", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("warning"), "\(result.standardError)")
        let cluster = Self.clusters(directory.read("c.csv"))
        #expect(cluster.count == 9)
        #expect(cluster["m1"] == cluster["m3"])
        #expect(cluster["h1"] != cluster["h2"])
        #expect(cluster["c1"] == cluster["c2"] && cluster["c3"] != cluster["c1"])
        #expect(cluster["2"] == cluster["n1"])
        let output = try #require(directory.read("out.vcf"))
        #expect(output.components(separatedBy: "BEGIN:VCARD").count - 1 == 6)
        #expect(output.contains("X-CONTACTKIT-MERGED:n1\r\n") && !output.contains("X-CONTACTKIT-MERGED:h1"))

        // --dry-run says the decided merges are decided, and proposes the new one.
        result = try ToolProcess.run(["dedupe", "later.vcf", "--region", "US", "--decisions", "d.json", "--dry-run"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("m1 + m3: ") && result.standardOutput.contains("merged as decided"))
        #expect(result.standardOutput.contains("2 + n1: ") && !result.standardOutput.contains("h1 + h2"))
    }

    /// A second review with the decisions proposes only the new cluster, and carries the
    /// decisions into the page, so the file it downloads keeps them.
    @Test func secondReviewProposesOnlyWhatIsNew() throws {
        let directory = try TemporaryDirectory()
        try Self.decide(in: directory)
        try directory.write("later.vcf", Self.laterBook)
        let result = try ToolProcess.run(
            ["dedupe", "later.vcf", "--region", "US", "--decisions", "d.json", "--review", "later.html"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try DedupeReviewCommandTests.pageData(try #require(directory.read("later.html")))
        let members = (data["clusters"] as? [[String: Any]] ?? []).map { ($0["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(members == [["2", "n1"]])
        let carried = try #require(data["carried"] as? [[String: Any]])
        #expect(carried.compactMap { $0["decision"] as? String } == ["accept", "reject", "split"])
        let fingerprints = DedupeReviewCommandTests.fingerprints(try DedupeReviewCommandTests.pageData(try #require(directory.read("first.html"))))
        let firstRecords = try #require(carried.first?["records"] as? [[String: Any]])
        #expect(firstRecords.compactMap { $0["fingerprint"] as? String } == [fingerprints["m1"], fingerprints["m3"]].compactMap { $0 })
    }

    /// Editing a rejected card brings its cluster back, with a warning; under --quiet one
    /// line still says so, and --strict exits 1.
    @Test func anEditedRejectedCardComesBackWithAWarning() throws {
        let directory = try TemporaryDirectory()
        try Self.decide(in: directory)
        try directory.write("edited.vcf", Self.laterBook.replacingOccurrences(of: "NOTE:the daughter", with: "NOTE:Ida herself"))
        var result = try ToolProcess.run(
            ["dedupe", "edited.vcf", "--region", "US", "--decisions", "d.json", "--clusters", "c.csv", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains(
            "d.json:3: warning: the decision to reject cluster 3 was not applied, its records are matched anew: record 'h2' changed since the review [decision-not-applied]"))
        let cluster = Self.clusters(directory.read("c.csv"))
        #expect(cluster["h1"] == cluster["h2"] && cluster["m1"] == cluster["m3"] && cluster["c3"] != cluster["c1"])

        result = try ToolProcess.run(
            ["dedupe", "edited.vcf", "--region", "US", "--decisions", "d.json", "--review", "again.html"], in: directory.url)
        #expect(result.status == 0)
        let data = try DedupeReviewCommandTests.pageData(try #require(directory.read("again.html")))
        let members = (data["clusters"] as? [[String: Any]] ?? []).map { Set(($0["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }) }
        #expect(Set(members) == [["h1", "h2"], ["2", "n1"]])
        #expect((data["carried"] as? [[String: Any]])?.count == 2)

        result = try ToolProcess.run(["dedupe", "edited.vcf", "--region", "US", "--decisions", "d.json", "-q", "--strict", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("d.json: 1 decision was not applied as written"))
    }
}

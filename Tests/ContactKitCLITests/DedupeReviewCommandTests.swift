import Foundation
import Testing

/// `dedupe --review` and `dedupe --decisions`, run as a process.
@Suite struct DedupeReviewCommandTests {
    /// Robert and Bob Miller (one person), Hannah Okafor, and a hostile pair sharing a phone.
    static let book = DedupeCommandTests.book + """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:h1\r
        FN:</script><img src=x onerror=alert(1)> Quist\r
        N:Quist;<b>;;;\r
        TEL;TYPE=CELL:+1 206 555 0177\r
        EMAIL:quist@example.net\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:h2\r
        FN:<b> Quist\r
        N:Quist;<b>;;;\r
        TEL;TYPE=CELL:+1 206 555 0177\r
        EMAIL:quist@example.net\r
        NOTE:second\r
        END:VCARD\r

        """

    /// The page's data block, parsed.
    static func pageData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="review-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    /// Each record's fingerprint in the page, by identifier.
    static func fingerprints(_ data: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for cluster in data["clusters"] as? [[String: Any]] ?? [] {
            for record in cluster["records"] as? [[String: Any]] ?? [] {
                result[record["id"] as? String ?? ""] = record["fp"] as? String
            }
        }
        return result
    }

    @Test func reviewWritesThePageAndNoContacts() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        let result = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--review", "review.html"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        let html = try #require(directory.read("review.html"))
        #expect(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-"#))
        #expect(!html.contains("<img") && !html.contains("</script><img"))
        let data = try Self.pageData(html)
        let clusters = try #require(data["clusters"] as? [[String: Any]])
        let members = clusters.map { ($0["records"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(Set(members) == [["m1", "m3"], ["h1", "h2"]])
        let names = clusters.flatMap { ($0["records"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(names.contains("</script><img src=x onerror=alert(1)> Quist"))
        let probabilities = clusters.compactMap { $0["p"] as? Double }
        #expect(probabilities == probabilities.sorted())
        #expect(directory.temporaryFiles() == [])
    }

    @Test func reviewRefusesAnOutputFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        let result = try ToolProcess.run(["dedupe", "in.vcf", "--review", "r.html", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("--review writes the page and no contacts"))
        #expect(directory.read("r.html") == nil && directory.read("out.vcf") == nil)
    }

    func decisions(_ entries: [(cluster: Int, verdict: String, records: [(String, Bool)])], fingerprints: [String: String]) -> String {
        let lines = entries.map { entry in
            let references = entry.records.map { id, merge in
                "{\"id\":\"\(id)\",\"fingerprint\":\"\(fingerprints[id] ?? "")\",\"merge\":\(merge)}"
            }
            return "{\"cluster\":\(entry.cluster),\"decision\":\"\(entry.verdict)\",\"records\":[\(references.joined(separator: ","))]}"
        }
        return "{\"format\":\"contactkit-decisions\",\"version\":1,\"clusters\":2,\"undecided\":0,\"decisions\":[\n"
            + lines.joined(separator: ",\n") + "\n]}\n"
    }

    @Test func decisionsAreAppliedAndStaleOnesReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        _ = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--review", "review.html"], in: directory.url)
        let fingerprints = Self.fingerprints(try Self.pageData(try #require(directory.read("review.html"))))
        #expect(fingerprints.count == 4)

        // Accept Miller, reject Quist: three contacts out of five.
        try directory.write("d.json", decisions([(1, "accept", [("m1", true), ("m3", true)]), (4, "reject", [("h1", false), ("h2", false)])], fingerprints: fingerprints))
        var result = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--decisions", "d.json", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        var output = try #require(directory.read("out.vcf"))
        #expect(output.components(separatedBy: "BEGIN:VCARD").count - 1 == 4)
        #expect(output.contains("X-CONTACTKIT-MERGED:m1\r\n") && output.contains("X-CONTACTKIT-MERGED:m3\r\n"))
        #expect(!output.contains("X-CONTACTKIT-MERGED:h1"))
        #expect(!result.standardError.contains("warning"))

        // Bob's record changed since the review: reported at the decision's line, and the
        // records matched anew (the finder still finds the Millers).
        try directory.write("changed.vcf", Self.book.replacingOccurrences(of: "bob@example.com", with: "bob.miller@example.com"))
        result = try ToolProcess.run(["dedupe", "changed.vcf", "--region", "US", "--decisions", "d.json", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("d.json:2: warning: the decision to accept cluster 1 was not applied, its records are matched anew: record 'm3' changed since the review [decision-not-applied]"))
        output = try #require(directory.read("out.vcf"))
        #expect(output.components(separatedBy: "BEGIN:VCARD").count - 1 == 4)
        #expect(output.contains("X-CONTACTKIT-MERGED:m3\r\n") && !output.contains("X-CONTACTKIT-MERGED:h1"))

        // --strict makes the stale decision fail the run (the output is still written).
        result = try ToolProcess.run(["dedupe", "changed.vcf", "--region", "US", "--decisions", "d.json", "--strict", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 1)
    }

    /// Issue 33, item 10: `--clusters` with `--decisions` numbers the output contacts; under
    /// `-q` a stale decision still leaves a count on standard error.
    @Test func decisionsWithClustersAndQuiet() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        _ = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--review", "review.html"], in: directory.url)
        let fingerprints = Self.fingerprints(try Self.pageData(try #require(directory.read("review.html"))))
        try directory.write("d.json", decisions([(1, "accept", [("m1", true), ("m3", true)]), (4, "reject", [("h1", false), ("h2", false)])], fingerprints: fingerprints))
        var result = try ToolProcess.run(
            ["dedupe", "in.vcf", "--region", "US", "--decisions", "d.json", "--clusters", "c.csv", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try #require(directory.read("c.csv")).split(separator: "\n").map(String.init)
        #expect(rows.first == "record,cluster")
        let cluster = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { row in
            let cells = row.split(separator: ",").map(String.init)
            return (cells[0], Int(cells[1]) ?? 0)
        })
        #expect(cluster.count == 5)
        #expect(cluster["m1"] == cluster["m3"] && cluster["h1"] != cluster["h2"])
        #expect(Set(cluster.values).count == 4 && Set(cluster.values) == Set(1...4))

        try directory.write("changed.vcf", Self.book.replacingOccurrences(of: "bob@example.com", with: "bob.miller@example.com"))
        result = try ToolProcess.run(["dedupe", "changed.vcf", "--region", "US", "--decisions", "d.json", "-q", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(!result.standardError.contains("warning:"))
        #expect(result.standardError.contains("d.json: 1 decision was not applied as written (run without --quiet to see which) [decision-not-applied]"))
        result = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "--decisions", "d.json", "-q", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    }

    @Test func decisionsFileErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("in.vcf", Self.book)
        var result = try ToolProcess.run(["dedupe", "in.vcf", "--decisions", "missing.json"], in: directory.url)
        #expect(result.status == 66)
        #expect(result.standardError.contains("cannot read decisions file 'missing.json'"))
        try directory.write("bad.json", "{\"format\":\"contactkit-decisions\"")
        result = try ToolProcess.run(["dedupe", "in.vcf", "--decisions", "bad.json"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("bad.json: not a decisions file"))
        result = try ToolProcess.run(["dedupe", "in.vcf", "--decisions", ""], in: directory.url)
        #expect(result.status == 64)
    }

    @Test func helpDocumentsTheDecisionsFormat() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["dedupe", "--help"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--review PAGE"))
        #expect(result.standardOutput.contains("--decisions FILE"))
        #expect(result.standardOutput.contains(#"{"format":"contactkit-decisions","version":1"#))
    }
}

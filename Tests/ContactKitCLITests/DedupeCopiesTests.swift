import Foundation
import Testing

/// `contactkit dedupe` with many copies of one card (issue 17 item 10): exact copies always
/// merge, whatever their number; a cluster held at the size cap is reported with a note.
@Suite struct DedupeCopiesTests {
    /// One card of a synthetic person; `uid` nil leaves the UID out.
    static func card(given: String, family: String, mobile: String, uid: String? = nil, email: String? = nil) -> String {
        var lines = ["BEGIN:VCARD", "VERSION:3.0"]
        if let uid { lines.append("UID:\(uid)") }
        lines += ["FN:\(given) \(family)", "N:\(family);\(given);;;", "TEL;TYPE=CELL:\(mobile)"]
        if let email { lines.append("EMAIL:\(email)") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func cardCount(_ text: String) -> Int { text.components(separatedBy: "BEGIN:VCARD").count - 1 }

    @Test func twoHundredIdenticalContactsMergeIntoOne() throws {
        let directory = try TemporaryDirectory()
        let book = String(repeating: Self.card(given: "Ilse", family: "Vandermeer", mobile: "+1 415 555 0142"), count: 200)
        let result = try ToolProcess.run(["dedupe", "--region", "US", "--clusters", "c.csv"], in: directory.url, input: book)
        #expect(result.status == 0)
        #expect(Self.cardCount(result.standardOutput) == 1)
        let rows = directory.read("c.csv")?.split(separator: "\n").dropFirst() ?? []
        #expect(rows.count == 200)
        #expect(rows.allSatisfy { $0.hasSuffix(",1") })
        #expect(!result.standardError.contains("cluster-capped"))
    }

    /// Copies that differ only in their UID are still copies; 500 people stay 500 people.
    @Test func fiveHundredPeopleTwentyCopiesEachGiveFiveHundred() throws {
        let directory = try TemporaryDirectory()
        var book = ""
        for copy in 0..<20 {
            for person in 0..<500 {
                book += Self.card(
                    given: "Given\(person)", family: "Family\(person % 37)x\(person)",
                    mobile: String(format: "+1 415 555 %04d", person), uid: "p\(person)-c\(copy)")
            }
        }
        try directory.write("in.vcf", book)
        let result = try ToolProcess.run(["dedupe", "in.vcf", "--region", "US", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        #expect(Self.cardCount(directory.read("out.vcf") ?? "") == 500)
        #expect(!result.standardError.contains("cluster-capped"))
    }

    /// Fifteen distinct cards of one person: twelve merge, the rest are held back with a note.
    @Test func clusterHeldAtTheCapIsReportedWithANote() throws {
        let directory = try TemporaryDirectory()
        let book = (0..<15).map {
            Self.card(given: "Ilse", family: "Vandermeer", mobile: "+1 415 555 0142", uid: "v\($0)", email: "ilse\($0)@example.com")
        }.joined()
        let result = try ToolProcess.run(["dedupe", "--region", "US"], in: directory.url, input: book)
        #expect(result.status == 0)
        #expect(Self.cardCount(result.standardOutput) == 2)
        #expect(result.standardError.contains("note: 1 cluster reached the cap of 12 distinct records"))
        #expect(result.standardError.contains("[cluster-capped]"))
    }
}

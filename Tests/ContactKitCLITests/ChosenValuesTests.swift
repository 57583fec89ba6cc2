import ContactModel
import Foundation
import Testing

@testable import ContactKitCLI

/// Issue 33, "choose which value survives": a decision's `primary` names the record whose
/// name the merged card takes and the phone number and e-mail address that come first in
/// it, marked preferred as each output format marks it; every other value is kept.
@Suite struct ChosenValuesTests {
    /// One person twice: Robert's card prefers his home number and his home address; Bob's
    /// card has his mobile and work address. A third card (Rob) for a split.
    static let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:r1\r
        FN:Robert Miller\r
        N:Miller;Robert;;;\r
        TEL;TYPE=HOME,pref:+1 415 555 0101\r
        TEL;TYPE=WORK:+1 415 555 0199\r
        EMAIL;TYPE=HOME,pref:robert@example.com\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:r2\r
        FN:Bob Miller\r
        N:Miller;Bob;;;\r
        TEL;TYPE=CELL:(415) 555-0150\r
        TEL;TYPE=WORK:+1 415 555 0199\r
        EMAIL;TYPE=WORK:bob.miller@example.org\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:r3\r
        FN:Rob Miller\r
        N:Miller;Rob;;;\r
        TEL;TYPE=CELL:(415) 555-0150\r
        TEL;TYPE=HOME:+1 415 555 0166\r
        EMAIL;TYPE=HOME:rob@example.net\r
        END:VCARD\r

        """

    /// The page's fingerprints of the book's records.
    static func fingerprints(in directory: TemporaryDirectory) throws -> [String: String] {
        try directory.write("book.vcf", book)
        let result = try ToolProcess.run(["dedupe", "book.vcf", "--region", "US", "--review", "page.html"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        return DedupeReviewCommandTests.fingerprints(try DedupeReviewCommandTests.pageData(try #require(directory.read("page.html"))))
    }

    /// A decisions file with one decision on r1, r2, r3.
    static func decisions(_ verdict: String, merge: [Bool], primary: String, fingerprints: [String: String]) -> String {
        let records = zip(["r1", "r2", "r3"], merge).map { id, merge in
            "{\"id\":\"\(id)\",\"fingerprint\":\"\(fingerprints[id] ?? "")\",\"merge\":\(merge)}"
        }
        return """
            {"format":"contactkit-decisions","version":1,"clusters":1,"undecided":0,"decisions":[
            {"cluster":1,"decision":"\(verdict)","records":[\(records.joined(separator: ","))],"primary":\(primary)}
            ]}

            """
    }

    /// The lines of the one merged card that start with `name` (`TEL`, `EMAIL`).
    static func lines(_ name: String, in output: String) -> [String] {
        output.components(separatedBy: "\r\n").filter { $0.hasPrefix(name + ";") || $0.hasPrefix(name + ":") }
    }

    /// Accepted with Bob's name, his mobile (as the page shows it, before normalization) and
    /// his e-mail chosen: in vCard 4.0 they come first with `PREF=1`, Robert's own first
    /// choices follow with `PREF=2`; in 3.0 the chosen ones are the only `TYPE=pref`, the
    /// others keep their rank as `X-PREF=2`. Nothing is lost; nothing is warned.
    @Test func theChosenValuesLeadTheMergedCardInEachVersion() throws {
        let directory = try TemporaryDirectory()
        let fingerprints = try Self.fingerprints(in: directory)
        try directory.write(
            "d.json",
            Self.decisions(
                "accept", merge: [true, true, true],
                primary: #"{"name":"r2","phone":"(415) 555-0150","email":"bob.miller@example.org"}"#, fingerprints: fingerprints))
        let modern = try ToolProcess.run(
            ["dedupe", "book.vcf", "--region", "US", "--decisions", "d.json", "--to", "vcard:4.0"], in: directory.url)
        #expect(modern.status == 0 && modern.standardError.isEmpty, "\(modern.standardError)")
        #expect(modern.standardOutput.contains("\r\nFN:Bob Miller\r\nN:Miller;Bob;;;\r\n"), "\(modern.standardOutput)")
        let phones = Self.lines("TEL", in: modern.standardOutput)
        #expect(phones.count == 4)
        #expect(phones.first?.contains("PREF=1") == true && phones.first?.hasSuffix("+14155550150") == true, "\(phones)")
        #expect(phones.filter { $0.contains("PREF=1") }.count == 1 && phones.contains { $0.contains("PREF=2") && $0.hasSuffix("+14155550101") })
        let emails = Self.lines("EMAIL", in: modern.standardOutput)
        #expect(emails.map { $0.split(separator: ":").last.map(String.init) ?? "" } == ["bob.miller@example.org", "robert@example.com", "rob@example.net"])
        #expect(emails[0].contains("PREF=1") && emails[1].contains("PREF=2") && !emails[2].contains("PREF"), "\(emails)")

        let classic = try ToolProcess.run(["dedupe", "book.vcf", "--region", "US", "--decisions", "d.json"], in: directory.url)
        #expect(classic.status == 0 && classic.standardError.isEmpty, "\(classic.standardError)")
        let classicPhones = Self.lines("TEL", in: classic.standardOutput)
        #expect(classicPhones.first?.lowercased().contains("pref") == true && classicPhones.first?.hasSuffix("+14155550150") == true, "\(classicPhones)")
        #expect(classicPhones.dropFirst().allSatisfy { !$0.contains("pref") }, "\(classicPhones)")
        #expect(classicPhones.contains { $0.contains("X-PREF=2") && $0.hasSuffix("+14155550101") }, "\(classicPhones)")
        #expect(classic.standardOutput.contains("X-CONTACTKIT-ALTERNATE;FIELD=givenName:Robert\r\n"))
    }

    /// A choice that names nothing merged (the unticked card's name and number, a number no
    /// card has) is not applied, a warning each with the file's line; the split itself is.
    @Test func aChoiceThatNoLongerMatchesIsReportedAndTheRestApplies() throws {
        let directory = try TemporaryDirectory()
        let fingerprints = try Self.fingerprints(in: directory)
        try directory.write(
            "d.json",
            Self.decisions(
                "split", merge: [true, true, false],
                primary: #"{"name":"r3","phone":"+1 415 555 0166","email":"nobody@example.com"}"#, fingerprints: fingerprints))
        var result = try ToolProcess.run(
            ["dedupe", "book.vcf", "--region", "US", "--decisions", "d.json", "--clusters", "c.csv", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 0)
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("[decision-not-applied]") }
        #expect(warnings.count == 3, "\(result.standardError)")
        #expect(result.standardError.contains(
            "d.json:2: warning: the choice of the name of record 'r3' for the merged card of cluster 1 was not applied (the rest of the decision was): the record is not merged (unticked) [decision-not-applied]"))
        #expect(result.standardError.contains("the phone number '+1 415 555 0166'") && result.standardError.contains("no merged record has it"))
        let clusters = DecisionsThatLastTests.clusters(directory.read("c.csv"))
        #expect(clusters["r1"] == clusters["r2"] && clusters["r3"] != clusters["r1"])
        let output = try #require(directory.read("out.vcf"))
        #expect(output.contains("FN:Robert Miller\r\n"))

        result = try ToolProcess.run(["dedupe", "book.vcf", "--region", "US", "--decisions", "d.json", "-q", "--strict", "-o", "out.vcf"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("d.json: 3 decisions were not applied as written"))
    }

    /// Two decisions that come to merge one card (a later review's cluster holds a decided
    /// record) and choose different numbers: the later wins, the earlier is reported.
    @Test func theLaterOfTwoChoicesForOneCardWins() {
        let references = ["r1", "r2", "r3"].map { MergeDecisions.RecordReference(id: $0, fingerprint: "f" + $0, merge: true) }
        let decisions = MergeDecisions(
            format: MergeDecisions.formatName, version: 1, decisions: [
                .init(cluster: 1, decision: .accept, records: Array(references[0...1]), primary: .init(phone: "+1 415 555 0101")),
                .init(cluster: 2, decision: .accept, records: Array(references[1...2]), primary: .init(phone: "(415) 555-0150")),
            ])
        let contacts = [
            Contact(givenName: "Robert", familyName: "Miller", phoneNumbers: [LabeledValue(value: "+1 415 555 0101")]),
            Contact(givenName: "Bob", familyName: "Miller", phoneNumbers: [LabeledValue(value: "(415) 555-0150")]),
            Contact(givenName: "Rob", familyName: "Miller", phoneNumbers: [LabeledValue(value: "(415) 555-0150")]),
        ]
        let plan = decisions.plan(
            identifiers: ["r1", "r2", "r3"], fingerprint: { "f" + ["r1", "r2", "r3"][$0] }, contact: { contacts[$0] })
        #expect(plan.groups == [[0, 1, 2]])
        #expect(plan.constraints.preferredValues == [.phoneNumber(0, of: 1)])
        #expect(plan.diagnostics.map(\.message) == [
            "the choice of the phone number '+1 415 555 0101' for the merged card of cluster 1 was not applied (the rest of the decision was): cluster 2, decided later, chose the phone number '(415) 555-0150' for the same card"
        ])
    }
}

import ContactModel
import Foundation
import Testing

@testable import ContactKitCLI

/// Reading a decisions file and matching its decisions to a book (`dedupe --decisions`).
@Suite struct MergeDecisionsTests {
    /// Records m1…m6; the fingerprint of each is `f` + its identifier.
    static let identifiers = ["m1", "m2", "m3", "m4", "m5", "m6"]
    static func fingerprint(_ index: Int) -> String { "f" + identifiers[index] }

    static func file(_ decisions: [String], undecided: Int = 0) -> String {
        """
        {"format":"contactkit-decisions","version":1,"book":"b","clusters":\(decisions.count + undecided),"undecided":\(undecided),"decisions":[
        \(decisions.joined(separator: ",\n"))
        ]}
        """
    }

    static func decision(_ cluster: Int, _ verdict: String, _ records: [(String, Bool)], fingerprint: ((String) -> String)? = nil) -> String {
        let references = records.map { id, merge in
            "{\"id\":\"\(id)\",\"fingerprint\":\"\(fingerprint?(id) ?? "f" + id)\",\"merge\":\(merge)}"
        }
        return "{\"cluster\":\(cluster),\"decision\":\"\(verdict)\",\"records\":[\(references.joined(separator: ","))]}"
    }

    func plan(_ text: String) throws -> MergeDecisions.Plan {
        try MergeDecisions.parse(Data(text.utf8), path: "d.json").plan(
            identifiers: Self.identifiers, fingerprint: Self.fingerprint, contact: { _ in Contact() })
    }

    @Test func acceptSplitAndRejectMergeAsDecided() throws {
        let plan = try plan(
            Self.file([
                Self.decision(4, "split", [("m3", true), ("m4", false), ("m5", true)]),
                Self.decision(1, "accept", [("m1", true), ("m2", true)]),
                Self.decision(6, "reject", [("m6", false)]),
            ]))
        #expect(plan.groups == [[0, 1], [2, 4]])
        #expect(plan.diagnostics.isEmpty)
        #expect((plan.acceptedCount, plan.splitCount, plan.rejectedCount) == (1, 1, 1))
    }

    @Test func splitWithFewerThanTwoTickedMergesNothing() throws {
        let plan = try plan(Self.file([Self.decision(1, "split", [("m1", true), ("m2", false)])]))
        #expect(plan.groups.isEmpty)
    }

    /// A record that changed or is missing: that decision is reported with its line and not
    /// applied; the others still are, and decisions that share a record join.
    @Test func staleDecisionsAreReportedNotApplied() throws {
        let plan = try plan(
            Self.file([
                Self.decision(1, "accept", [("m1", true), ("m2", true)], fingerprint: { $0 == "m2" ? "old" : "f" + $0 }),
                Self.decision(2, "accept", [("m3", true), ("m9", true)]),
                Self.decision(3, "accept", [("m4", true), ("m5", true)]),
                Self.decision(5, "accept", [("m5", true), ("m6", true)]),
            ]))
        #expect(plan.groups == [[3, 4, 5]])
        #expect(plan.applied == [2, 3])
        #expect(plan.diagnostics.map(\.code) == [.decisionNotApplied, .decisionNotApplied])
        #expect(plan.diagnostics.map(\.line) == [2, 3])
        #expect(plan.diagnostics[0].message.contains("record 'm2' changed since the review"))
        #expect(plan.diagnostics[0].message.contains("its records are matched anew"))
        #expect(plan.diagnostics[1].message.contains("record 'm9' is not in the book"))
        #expect(plan.diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// Rejected records, and the parts of a split, are pairs kept apart; where a merge of
    /// another decision holds a pair, the merge wins and a warning says so.
    @Test func rejectionsAndSplitsKeepPairsApart() throws {
        let plan = try plan(
            Self.file([
                Self.decision(1, "reject", [("m1", false), ("m2", false)]),
                Self.decision(2, "split", [("m3", true), ("m4", true), ("m5", false), ("m6", false)]),
                Self.decision(3, "accept", [("m1", true), ("m2", true)]),
            ]))
        #expect(plan.groups == [[0, 1], [2, 3]])
        let apart = plan.constraints.apartPairs.map { [$0.first, $0.second] }
        #expect(apart == [[2, 4], [2, 5], [3, 4], [3, 5], [4, 5]])
        #expect(plan.diagnostics.map(\.code) == [.decisionNotApplied])
        #expect(plan.diagnostics[0].line == 2)
        #expect(plan.diagnostics[0].message.contains("parts records 'm1' and 'm2', which another decision merges: they stay merged"))
    }

    @Test func undecidedClustersAreNoted() throws {
        let plan = try plan(Self.file([Self.decision(1, "accept", [("m1", true), ("m2", true)])], undecided: 2))
        #expect(plan.diagnostics.map(\.code) == [.reviewUndecided])
        #expect(plan.diagnostics[0].severity == .note)
        #expect(plan.diagnostics[0].message.hasPrefix("2 of 3 proposed clusters were left undecided"))
    }

    /// Two records with one identifier (a UID used twice): the fingerprint tells them apart.
    @Test func repeatedIdentifiersAreToldApartByFingerprint() throws {
        let decisions = try MergeDecisions.parse(
            Data(Self.file([Self.decision(1, "accept", [("x", true), ("y", true)], fingerprint: { $0 == "x" ? "second" : "third" })]).utf8),
            path: "d.json")
        let plan = decisions.plan(
            identifiers: ["x", "x", "y"], fingerprint: { ["first", "second", "third"][$0] }, contact: { _ in Contact() })
        #expect(plan.groups == [[1, 2]])
    }

    @Test(arguments: [
        ("not json", "d.json: not a decisions file: invalid JSON"),
        (#"{"format":"other","version":1,"decisions":[]}"#, "format is 'other'"),
        (#"{"format":"contactkit-decisions","version":2,"decisions":[]}"#, "version 2 is not supported"),
        (#"{"format":"contactkit-decisions","version":1}"#, "missing 'decisions'"),
        (#"{"format":"contactkit-decisions","version":1,"decisions":[{"cluster":1,"decision":"maybe","records":[]}]}"#,
         "invalid value at decisions[0].decision"),
    ])
    func malformedFilesAreUsageErrors(_ text: String, _ message: String) {
        #expect {
            try MergeDecisions.parse(Data(text.utf8), path: "d.json")
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == .usage && failure.message.contains(message)
        }
    }

    @Test func decisionLinesSkipBracesInStrings() {
        let text = "{\"a\":\"{[\\\"\",\"decisions\":[\n{\"cluster\":1,\"records\":[{\"id\":\"}\"}]},\n\n{\"cluster\":2}]}"
        #expect(MergeDecisions.decisionLines(in: Array(text.utf8)) == [2, 4])
    }
}

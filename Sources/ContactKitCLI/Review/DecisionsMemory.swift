import ContactModel
import ContactPipeline

/// `dedupe --decisions FILE`: the decisions as the dedupe stage's constraints, asked once
/// every contact is in (``DedupeConstraints/Provider``), and the plan they made, kept for
/// the report once the stage has finished.
final class DecisionsMemory {
    let decisions: MergeDecisions
    /// The file's name in messages.
    let file: String
    /// The plan, once the stage asked for the constraints.
    private(set) var plan: MergeDecisions.Plan?

    init(_ decisions: MergeDecisions, file: String) {
        self.decisions = decisions
        self.file = file
    }

    /// The stage's constraints: each decision matched to the contacts (as read) by
    /// identifier and fingerprint (``ContactFingerprint``).
    var provider: DedupeConstraints.Provider {
        { [self] contacts, identifiers in
            let plan = decisions.plan(
                identifiers: identifiers, fingerprint: { ContactFingerprint.of(contacts[$0]) }, contact: { contacts[$0] })
            self.plan = plan
            return plan.constraints
        }
    }

    /// Reports what could not be applied: a warning each, and under `--quiet` one line with
    /// their count.
    func report(printer: DiagnosticPrinter) {
        guard let plan else { return }
        printer.report(plan.diagnostics, file: file)
        if printer.quiet, let line = decisions.quietSummary(of: plan, file: file) { printer.printLine(line) }
    }

    /// Whether `members` (input positions) are all in one decided group: a cluster decided
    /// before, not proposed again.
    func wasDecided(_ members: [Int]) -> Bool {
        guard let plan, let first = members.first, let group = plan.groups.first(where: { $0.contains(first) }) else { return false }
        return members.allSatisfy { group.contains($0) }
    }
}

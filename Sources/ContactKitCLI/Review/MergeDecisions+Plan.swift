import ContactModel
import ContactPipeline

extension MergeDecisions {
    /// What the decisions say about a book: records to keep together and pairs to keep
    /// apart (``DedupeConstraints``, by input position), and what could not be applied.
    struct Plan: Equatable {
        /// What was decided, by input position: accepted clusters and the ticked records of
        /// split ones are groups; rejected records, and the parts of a split, are pairs
        /// kept apart.
        var constraints = DedupeConstraints()
        /// The decisions applied, by their position in the file.
        var applied: [Int] = []
        /// A warning per decision left unapplied, and a note for clusters left undecided.
        var diagnostics: [Diagnostic] = []
        var acceptedCount = 0
        var splitCount = 0
        var rejectedCount = 0

        /// Records (input indexes, ascending) that are one; groups are disjoint.
        var groups: [[Int]] { constraints.groups }
    }

    /// Matches each decision's records to the book's records by identifier and content
    /// fingerprint. A decision is applied only when every one of its records is found
    /// unchanged; otherwise it is reported (`decision-not-applied`) and its records are
    /// matched anew, as if never decided. Decisions may share records (a later review
    /// proposed a decided group with a new record): groups that share a record are one, and
    /// where a rejection or a split would part two records that another decision merges,
    /// the merge wins and a warning says so.
    ///
    /// - Parameters:
    ///   - identifiers: each input record's identifier (UID, else 1-based position).
    ///   - fingerprint: the fingerprint of the record at an input index (asked only for the
    ///     records the decisions name).
    ///   - contact: the record at an input index, as read (asked only for the merged
    ///     records of a decision with a ``Primary``, to find the chosen values).
    func plan(identifiers: [String], fingerprint: (Int) -> String, contact: (Int) -> Contact) -> Plan {
        var plan = Plan()
        var recordsByIdentifier: [String: [Int]] = [:]
        for (index, identifier) in identifiers.enumerated() { recordsByIdentifier[identifier, default: []].append(index) }
        var fingerprints: [Int: String] = [:]
        func fingerprintOf(_ index: Int) -> String {
            if let known = fingerprints[index] { return known }
            let value = fingerprint(index)
            fingerprints[index] = value
            return value
        }
        var apart: [(pair: DedupeConstraints.RecordPair, decision: Int)] = []
        var chosen: [Choice] = []
        for (position, decision) in decisions.enumerated() {
            var matched: [Int] = []
            var problems: [String] = []
            for reference in decision.records {
                let candidates = recordsByIdentifier[reference.id] ?? []
                let unchanged = candidates.filter { fingerprintOf($0) == reference.fingerprint }
                if candidates.isEmpty {
                    problems.append("record '\(reference.id)' is not in the book")
                } else if unchanged.isEmpty {
                    problems.append("record '\(reference.id)' changed since the review")
                } else if let free = unchanged.first(where: { !matched.contains($0) }) {
                    matched.append(free)
                } else {
                    problems.append("record '\(reference.id)' is named twice")
                }
            }
            if decision.records.isEmpty { problems.append("it names no record") }
            guard problems.isEmpty else {
                let shown = problems.prefix(3).joined(separator: "; ") + (problems.count > 3 ? "; and \(problems.count - 3) more" : "")
                plan.diagnostics.append(
                    .warning(
                        .decisionNotApplied, line: decision.line,
                        "the decision to \(decision.decision.rawValue) cluster \(decision.cluster) was not applied, "
                            + "its records are matched anew: \(shown)"))
                continue
            }
            plan.applied.append(position)
            switch decision.decision {
            case .accept:
                plan.acceptedCount += 1
                plan.constraints.keepTogether(matched)
                chosen += choices(of: position, matched: matched, merged: matched, contact: contact, diagnostics: &plan.diagnostics)
            case .split:
                plan.splitCount += 1
                let ticked = zip(decision.records, matched).filter { $0.0.merge == true }.map(\.1)
                if ticked.count >= 2 { plan.constraints.keepTogether(ticked) }
                chosen += choices(
                    of: position, matched: matched, merged: ticked.count >= 2 ? ticked : [], contact: contact,
                    diagnostics: &plan.diagnostics)
                // The parts, the ticked records and each other record alone, stay apart.
                for (i, first) in matched.enumerated() {
                    for second in matched[(i + 1)...] where !(ticked.contains(first) && ticked.contains(second)) {
                        apart.append((DedupeConstraints.RecordPair(first, second), position))
                    }
                }
            case .reject:
                plan.rejectedCount += 1
                chosen += choices(of: position, matched: matched, merged: [], contact: contact, diagnostics: &plan.diagnostics)
                for (i, first) in matched.enumerated() {
                    for second in matched[(i + 1)...] { apart.append((DedupeConstraints.RecordPair(first, second), position)) }
                }
            }
        }
        reportConflicts(apart, in: &plan, identifiers: identifiers)
        apply(chosen, to: &plan)
        if let undecided = undecided, undecided > 0 {
            let total = clusters.map { " of \($0)" } ?? ""
            plan.diagnostics.append(
                .note(
                    .reviewUndecided,
                    "\(undecided)\(total) proposed cluster\(undecided == 1 ? " was" : "s were") left undecided in the review; "
                        + "their records are matched anew"))
        }
        return plan
    }

    /// Keeps the pairs apart, except those a group holds: each such decision is reported
    /// once (the merge wins).
    private func reportConflicts(
        _ apart: [(pair: DedupeConstraints.RecordPair, decision: Int)], in plan: inout Plan, identifiers: [String]
    ) {
        var groupOf: [Int: Int] = [:]
        for (index, group) in plan.constraints.groups.enumerated() {
            for record in group { groupOf[record] = index }
        }
        var reported = Set<Int>()
        for (pair, position) in apart {
            if let group = groupOf[pair.first], groupOf[pair.second] == group {
                guard reported.insert(position).inserted else { continue }
                let decision = decisions[position]
                plan.diagnostics.append(
                    .warning(
                        .decisionNotApplied, line: decision.line,
                        "the decision to \(decision.decision.rawValue) cluster \(decision.cluster) parts records "
                            + "'\(identifiers[pair.first])' and '\(identifiers[pair.second])', which another decision merges: "
                            + "they stay merged"))
            } else {
                plan.constraints.keepApart(pair.first, pair.second)
            }
        }
    }

    /// The line `--quiet` still prints when decisions were not applied (their warnings are
    /// silenced, their count is not): nil when every decision was applied.
    func quietSummary(of plan: Plan, file: String) -> String? {
        let skipped = plan.diagnostics.filter { $0.code == .decisionNotApplied }.reduce(0) { $0 + $1.count }
        guard skipped > 0 else { return nil }
        return "\(file.terminalSafe): \(skipped) decision\(skipped == 1 ? " was" : "s were") not applied as written "
            + "(run without --quiet to see which) [decision-not-applied]"
    }
}

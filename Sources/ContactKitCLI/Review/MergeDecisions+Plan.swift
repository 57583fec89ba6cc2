import ContactModel

extension MergeDecisions {
    /// What applying the decisions to a book does: the groups of records to merge, and what
    /// could not be applied.
    struct Plan: Equatable {
        /// Records (input indexes, ascending) merged into one contact; groups are disjoint.
        var groups: [[Int]] = []
        /// A warning per decision left unapplied, and a note for clusters left undecided.
        var diagnostics: [Diagnostic] = []
        var acceptedCount = 0
        var splitCount = 0
        var rejectedCount = 0
    }

    /// Matches each decision's records to the book's records by identifier and content
    /// fingerprint. A decision is applied only when every one of its records is found
    /// unchanged and in no earlier decision; otherwise it is reported
    /// (`decision-not-applied`) and its records are left apart. Nothing is merged that no
    /// decision asked for.
    ///
    /// - Parameters:
    ///   - identifiers: each input record's identifier (UID, else 1-based position).
    ///   - fingerprint: the fingerprint of the record at an input index (asked only for the
    ///     records the decisions name).
    func plan(identifiers: [String], fingerprint: (Int) -> String) -> Plan {
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
        var decidedIn: [Int: Int] = [:]  // record -> the cluster whose decision took it
        for decision in decisions {
            var matched: [Int] = []
            var problems: [String] = []
            for reference in decision.records {
                let candidates = recordsByIdentifier[reference.id] ?? []
                let unchanged = candidates.filter { fingerprintOf($0) == reference.fingerprint }
                if candidates.isEmpty {
                    problems.append("record '\(reference.id)' is not in the book")
                } else if unchanged.isEmpty {
                    problems.append("record '\(reference.id)' changed since the review")
                } else if let free = unchanged.first(where: { decidedIn[$0] == nil && !matched.contains($0) }) {
                    matched.append(free)
                } else {
                    let other = decidedIn[unchanged[0]].map { "cluster \($0)'s decision" } ?? "this decision"
                    problems.append("record '\(reference.id)' is already in \(other)")
                }
            }
            if decision.records.isEmpty { problems.append("it names no record") }
            guard problems.isEmpty else {
                let shown = problems.prefix(3).joined(separator: "; ") + (problems.count > 3 ? "; and \(problems.count - 3) more" : "")
                plan.diagnostics.append(
                    .warning(
                        .decisionNotApplied, line: decision.line,
                        "the decision to \(decision.decision.rawValue) cluster \(decision.cluster) was not applied, its records are left apart: \(shown)"))
                continue
            }
            for record in matched { decidedIn[record] = decision.cluster }
            let group: [Int]
            switch decision.decision {
            case .accept:
                plan.acceptedCount += 1
                group = matched
            case .split:
                plan.splitCount += 1
                group = zip(decision.records, matched).filter { $0.0.merge == true }.map(\.1)
            case .reject:
                plan.rejectedCount += 1
                group = []
            }
            if group.count >= 2 { plan.groups.append(group.sorted()) }
        }
        if let undecided = undecided, undecided > 0 {
            let total = clusters.map { " of \($0)" } ?? ""
            plan.diagnostics.append(
                .note(
                    .reviewUndecided,
                    "\(undecided)\(total) proposed cluster\(undecided == 1 ? " was" : "s were") left undecided in the review; their records are left apart"))
        }
        plan.groups.sort { $0[0] < $1[0] }
        return plan
    }
}

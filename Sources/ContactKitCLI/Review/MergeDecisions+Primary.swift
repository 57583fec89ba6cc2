import ContactModel
import ContactPipeline

extension MergeDecisions {
    /// A value a decision chose to survive, found in the book: where it is
    /// (``PreferredValue``, by input position), which decision chose it, and how messages
    /// name it.
    struct Choice {
        var value: PreferredValue
        /// The decision's position in the file.
        var decision: Int
        /// `the name of record 'a1'`, `the phone number '+1 415 555 0142'`.
        var description: String
    }

    /// The values `decisions[position]`'s ``Primary`` names, found among `merged` (the input
    /// positions of the records it merges; `matched` holds every record it names, in the
    /// order of its `records`). A part that names nothing merged is not applied: a warning
    /// each, and the rest of the decision applies.
    func choices(
        of position: Int, matched: [Int], merged: [Int], contact: (Int) -> Contact, diagnostics: inout [Diagnostic]
    ) -> [Choice] {
        let decision = decisions[position]
        guard let primary = decision.primary else { return [] }
        var found: [Choice] = []
        func notApplied(_ what: String, _ reason: String) {
            diagnostics.append(
                .warning(
                    .decisionNotApplied, line: decision.line,
                    "the choice of \(what) for the merged card of cluster \(decision.cluster) was not applied "
                        + "(the rest of the decision was): \(reason)"))
        }
        if let name = primary.name {
            let what = "the name of record \(Diagnostic.quoted(name))"
            let named = decision.records.indices.filter { decision.records[$0].id == name }.map { matched[$0] }
            if merged.isEmpty {
                notApplied(what, "the cluster was \(decision.decision == .reject ? "rejected" : "not merged")")
            } else if named.isEmpty {
                notApplied(what, "the record is not in the cluster")
            } else if let record = named.first(where: merged.contains) {
                let contact = contact(record)
                if contact.hasStructuredName || !(contact.formattedName ?? "").isEmpty {
                    found.append(Choice(value: .name(of: record), decision: position, description: what))
                } else {
                    notApplied(what, "the record has no name")
                }
            } else {
                notApplied(what, "the record is not merged (unticked)")
            }
        }
        func value(_ text: String?, _ field: PreferredValue.Field, _ noun: String, values: (Contact) -> [String]) {
            guard let text else { return }
            let what = "the \(noun) \(Diagnostic.quoted(text))"
            guard !merged.isEmpty else {
                notApplied(what, "the cluster was \(decision.decision == .reject ? "rejected" : "not merged")")
                return
            }
            for record in merged {
                if let index = values(contact(record)).firstIndex(of: text) {
                    found.append(Choice(value: PreferredValue(field, record: record, index: index), decision: position, description: what))
                    return
                }
            }
            notApplied(what, "no merged record has it")
        }
        value(primary.phone, .phoneNumber, "phone number") { $0.phoneNumbers.map(\.value) }
        value(primary.email, .emailAddress, "e-mail address") { $0.emailAddresses.map(\.value) }
        return found
    }

    /// Adds each choice to the plan's constraints, unless a later decision chose another
    /// value of the same field for the same merged card (decisions that came to share
    /// records): the later one wins, and the earlier is reported.
    func apply(_ choices: [Choice], to plan: inout Plan) {
        var groupOf: [Int: Int] = [:]
        for (index, group) in plan.groups.enumerated() {
            for record in group { groupOf[record] = index }
        }
        var last: [String: Int] = [:]
        func key(_ choice: Choice) -> String {
            "\(groupOf[choice.value.record] ?? -1 - choice.value.record)|\(choice.value.field.rawValue)"
        }
        for (index, choice) in choices.enumerated() { last[key(choice)] = index }
        for (index, choice) in choices.enumerated() {
            let winner = choices[last[key(choice)]!]
            if index == last[key(choice)] || winner.description == choice.description {
                if index == last[key(choice)] { plan.constraints.prefer(choice.value) }
                continue
            }
            let decision = decisions[choice.decision]
            plan.diagnostics.append(
                .warning(
                    .decisionNotApplied, line: decision.line,
                    "the choice of \(choice.description) for the merged card of cluster \(decision.cluster) was not applied "
                        + "(the rest of the decision was): cluster \(decisions[winner.decision].cluster), decided later, "
                        + "chose \(winner.description) for the same card"))
        }
    }
}

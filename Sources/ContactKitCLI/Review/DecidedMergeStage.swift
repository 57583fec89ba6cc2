import ContactModel
import ContactPipeline

/// The stage behind `dedupe --decisions FILE`: it holds every contact, then merges exactly
/// the groups the review decided (``MergeDecisions/plan(identifiers:fingerprint:)``) and
/// hands out one contact per group and every other record as it is, in the order of each
/// group's first record, like ``DeduplicationStage``.
struct DecidedMergeStage: BatchingContactStage {
    let decisions: MergeDecisions
    private(set) var diagnostics: [Diagnostic] = []
    /// The plan applied, after ``finish(emittingBatches:)``.
    private(set) var plan: MergeDecisions.Plan?
    /// Each input record's identifier: its UID, else its 1-based position in the input.
    private(set) var recordIdentifiers: [String] = []
    /// Each input record's output contact, numbered from 1 (merged records share one), after
    /// ``finish(emittingBatches:)``: the `cluster` column of `--clusters`.
    private(set) var clusterOfRecord: [Int] = []
    private var contacts: [Contact] = []
    /// Without `--normalize`: the normalizer of the records of a group, before they are
    /// merged (the others are handed out as they are).
    private let makeNormalizer: (@Sendable () -> ContactNormalizer)?

    init(decisions: MergeDecisions, normalizer: (@Sendable () -> ContactNormalizer)? = nil) {
        self.decisions = decisions
        makeNormalizer = normalizer
    }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        recordIdentifiers.append(contact.uid ?? String(contacts.count + 1))
        contacts.append(contact)
        return []
    }

    /// Records handed out at once.
    static let batchSize = 4096

    mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        var contacts = self.contacts
        self.contacts = []
        let plan = decisions.plan(identifiers: recordIdentifiers) { ContactFingerprint.of(contacts[$0]) }
        self.plan = plan
        var groupStartingAt = [Int](repeating: -1, count: contacts.count)
        var inGroup = [Bool](repeating: false, count: contacts.count)
        for (index, group) in plan.groups.enumerated() {
            groupStartingAt[group[0]] = index
            for member in group { inGroup[member] = true }
        }
        let unifier = Unifier()
        var normalizer = makeNormalizer?()
        var batch: [Contact] = []
        batch.reserveCapacity(min(Self.batchSize, contacts.count))
        clusterOfRecord = [Int](repeating: 0, count: contacts.count)
        var written = 0
        for index in contacts.indices {
            if groupStartingAt[index] >= 0 {
                let members = plan.groups[groupStartingAt[index]]
                written += 1
                for member in members { clusterOfRecord[member] = written }
                let records = members.map { normalizer == nil ? contacts[$0] : normalizer!.process(contacts[$0])[0] }
                batch.append(unifier.merge(records, recordIdentifiers: members.map { recordIdentifiers[$0] }))
                for member in members where member != index { contacts[member] = Contact() }
            } else if !inGroup[index] {
                written += 1
                clusterOfRecord[index] = written
                var contact = Contact()
                swap(&contact, &contacts[index])
                batch.append(contact)
            }
            if batch.count == Self.batchSize {
                try emit(batch)
                batch = []
            }
        }
        if !batch.isEmpty { try emit(batch) }
    }
}

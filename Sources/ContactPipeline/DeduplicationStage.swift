import ContactModel

/// The barrier stage behind `contactkit dedupe` and `convert --dedupe`: it holds every
/// contact, finds clusters of duplicates with ``DuplicateFinder`` and gives out one merged
/// contact per cluster (``Unifier``), in the order of each cluster's first record.
///
/// Records with exactly the same content (UID and `REV` aside) always merge, however many:
/// the finder sees one record of each set of copies (see `ExactCopies`), unless a decision
/// keeps two of them apart.
///
/// After ``ContactStage/finish()``, ``result`` holds the clusters (for `--clusters`, `--dry-run` and
/// `--explain`), ``finder`` the match keys of every distinct record (exact copies left out),
/// and ``recordIdentifiers`` what names each input record. Records are named by their input
/// position (``RecordID``): ``explainPair(_:_:)`` explains two of them, ``identifier(of:)``
/// names one, ``records(identifiedBy:)`` finds those a merged contact's provenance names.
public struct DeduplicationStage: BatchingContactStage {
    public private(set) var diagnostics: [Diagnostic] = []
    /// The finder that holds every distinct record's match keys: one record of each set of
    /// exact copies, so its own record numbers skip the copies. Name input records by
    /// ``RecordID`` through the stage instead (``explainPair(_:_:)``).
    public private(set) var finder: DuplicateFinder
    /// The clusters found, by input position (exact copies included).
    ///
    /// Read it once ``ContactStage/finish()`` has run (``isFinished``; the engine's
    /// `whenFinished` closure runs then): before, there is no result, and reading it stops
    /// the program, as an index out of range does.
    public private(set) var result: DuplicateClusters {
        get {
            guard let clusters = found else { preconditionFailure("DeduplicationStage.result read before finish()") }
            return clusters
        }
        set { found = newValue }
    }
    /// Whether ``ContactStage/finish()`` has run, so that ``result`` can be read.
    public var isFinished: Bool { found != nil }
    /// The clusters, once found.
    private var found: DuplicateClusters?
    /// Each input record's identifier: its UID, else its 1-based position in the input.
    public private(set) var recordIdentifiers: [String] = []
    /// Each input record's display name, kept only when explaining (for reports).
    public private(set) var recordNames: [String] = []
    /// The display name of each cluster's merged contact, by the cluster's index in
    /// ``result``, after ``ContactStage/finish()``; kept only when explaining (for reports).
    public private(set) var mergedNames: [String] = []
    private var contacts: [Contact] = []
    private let explain: Bool
    private let unifier = Unifier()
    /// Makes the normalizer that contacts are normalized with for matching and before they
    /// are merged; nil when they come normalized (see ``init(configuration:explain:normalizingForMatching:constraints:)``).
    private let makeNormalizer: (@Sendable () -> ContactNormalizer)?
    /// Says, once every contact is in, what was decided about them (see ``init(configuration:explain:normalizingForMatching:constraints:)``).
    private let decide: DedupeConstraints.Provider?
    /// What was decided about the records, by input position, after ``ContactStage/finish()``.
    public private(set) var constraints = DedupeConstraints()
    /// Which of the finder's records stands for each input record (see `explainPair(_:_:)`).
    var recordMap = RecordMap()
    /// The records of each identifier, for ``records(identifiedBy:)``.
    var identifierIndex = RecordIdentifierIndex()

    /// - Parameters:
    ///   - configuration: precision, region and limits of the finder.
    ///   - explain: record the evidence of every link (for `--dry-run` and `--explain`).
    ///   - makeNormalizer: when given, the contacts are normalized for matching only (a
    ///     copy per contact, dropped once its keys are computed) and the records of each
    ///     cluster before they are merged: a contact that is not merged comes out as it went
    ///     in, byte for byte once written (`contactkit dedupe` without `--normalize`). Nil
    ///     when the contacts come normalized already (or are to be matched as they are).
    ///   - constraints: when given, called once every contact is in, with the contacts (as
    ///     they came) and their identifiers: what a person decided about them, by input
    ///     position (a review's decisions, `dedupe --decisions`). Decided groups merge,
    ///     pairs kept apart stay apart, and the finder clusters the rest around them
    ///     (``DuplicateFinder/findClusters(explain:constraints:)``).
    public init(
        configuration: DuplicateFinder.Configuration = .init(), explain: Bool = false,
        normalizingForMatching makeNormalizer: (@Sendable () -> ContactNormalizer)? = nil,
        constraints: DedupeConstraints.Provider? = nil
    ) {
        finder = DuplicateFinder(configuration: configuration)
        self.explain = explain
        self.makeNormalizer = makeNormalizer
        decide = constraints
    }

    /// Holds the contact until ``ContactStage/finish()``; gives nothing back now.
    public mutating func process(_ contact: consuming Contact) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        recordIdentifiers.append(contact.uid ?? String(contacts.count + 1))
        if !isKnownUniquelyReferenced(&identifierIndex) { identifierIndex = RecordIdentifierIndex() }
        if explain { recordNames.append(contact.formattedName ?? contact.plainDisplayName) }
        contacts.append(contact)
        return []
    }

    /// Finds the clusters and hands out one contact per cluster, in the order of each
    /// cluster's first record, one block of records at a time (see `mergeBlockSize`),
    /// releasing each record once it is used: the merged book is never held next to the
    /// whole input.
    public mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        // Exact copies always merge: the finder sees one record of each set of copies. Each
        // contact is normalized once for its content and its keys, on every core.
        // What was decided comes first: records kept apart are never exact copies.
        if let decide { constraints = decide(self.contacts, recordIdentifiers) }
        var phones = NormalizedPhoneNumbers()
        let copies = finder.addDistinct(self.contacts, normalizer: makeNormalizer, apart: constraints, phones: &phones)
        recordMap = RecordMap(copies)
        let clusters = copies.expand(finder.findClusters(explain: explain, constraints: copies.finderConstraints(constraints)))
        result = clusters
        var contacts = self.contacts
        self.contacts = []  // the local array is now the only owner: released in place
        var names = [String](repeating: "", count: explain ? clusters.clusters.count : 0)
        try Self.unify(
            &contacts, clusters: clusters, identifiers: recordIdentifiers, unifier: unifier,
            preferredValues: constraints.preferredValues, normalizer: makeNormalizer, normalizedPhones: phones,
            naming: explain ? { names[$0] = $1.formattedName ?? $1.plainDisplayName } : nil, emitting: emit)
        mergedNames = names
    }

    /// Records whose clusters are merged at once, on every core.
    static let mergeBlockSize = 8192

    /// Hands out one contact per cluster, in the order of each cluster's first record, a
    /// block of records at a time; each record in `contacts` is emptied once it has been
    /// handed out or taken for a merge. Each block is cut into parts made on every core,
    /// each part taking its records out of `contacts` (and releasing the merged ones) on its
    /// own thread, and handed out in order, a batch each: the order out is the same.
    ///
    /// With `normalizer`, the records of each cluster are normalized before they are merged
    /// (the others are handed out as they are), their phone numbers taken from
    /// `normalizedPhones` (by input position) where it holds them; `naming` is told each
    /// cluster's merged contact, by the cluster's index; a block is cut into `threads` parts
    /// of at least `minimumChunk` records. `preferredValues` (by input position)
    /// are the values chosen to survive (``DedupeConstraints/preferredValues``): each goes to
    /// the merge of the cluster that holds its record.
    static func unify(
        _ contacts: inout [Contact], clusters: DuplicateClusters, identifiers: [String], unifier: Unifier,
        preferredValues: [PreferredValue] = [], normalizer: (@Sendable () -> ContactNormalizer)? = nil,
        normalizedPhones: NormalizedPhoneNumbers = NormalizedPhoneNumbers(),
        naming: ((Int, Contact) -> Void)? = nil, threads: Int = ParallelChunks.chunkCount, minimumChunk: Int = 64,
        emitting emit: (consuming [Contact]) throws -> Void
    ) rethrows {
        var clusterByFirstMember = [Int](repeating: -1, count: contacts.count)
        var inCluster = [Bool](repeating: false, count: contacts.count)
        for (index, cluster) in clusters.clusters.enumerated() {
            clusterByFirstMember[cluster.members[0]] = index
            for member in cluster.members { inCluster[member] = true }
        }
        let chosen = Self.preferredValuesByCluster(preferredValues, clusters: clusters)
        var blockStart = 0
        while blockStart < contacts.count {
            let block = blockStart..<min(blockStart + mergeBlockSize, contacts.count)
            // What the block gives, in order, in parts made on every core: a merged contact
            // where a cluster starts, the record itself where it is in no cluster. Records are
            // moved, not copied: each is in one cluster at most, and not needed again.
            var parts = contacts.withUnsafeMutableBufferPointer { contacts in
                // Unchecked (`ParallelChunks.map`), and safe: each part takes out of `contacts`
                // the records of its range of the block and of the clusters that start there
                // (and releases them once merged); a record is in one cluster at most, so no
                // two parts touch one slot, and this thread touches the slots again only once
                // every part is done.
                ParallelChunks.map(count: block.count, minimumChunk: minimumChunk, threads: threads) { range in
                    var normalizing = normalizer?()
                    var output: [Contact] = []
                    output.reserveCapacity(range.count)
                    var merged: [(cluster: Int, position: Int)] = []
                    for index in (block.lowerBound + range.lowerBound)..<(block.lowerBound + range.upperBound) {
                        let cluster = clusterByFirstMember[index]
                        if cluster >= 0 {
                            let members = clusters.clusters[cluster].members
                            var records = members.map { take(&contacts[$0]) }
                            if normalizing != nil {
                                // In place: each record is the array's only copy.
                                for position in records.indices {
                                    let phones = normalizedPhones.values(ofRecord: members[position], count: records[position].phoneNumbers.count)
                                    if let phones {
                                        normalizing!.normalize(&records[position], normalizedPhoneValues: phones)
                                    } else {
                                        normalizing!.normalize(&records[position])
                                    }
                                }
                            }
                            merged.append((cluster, output.count))
                            output.append(
                                unifier.merge(
                                    records, recordIdentifiers: members.map { identifiers[$0] }, preferring: chosen[cluster] ?? []))
                        } else if !inCluster[index] {
                            output.append(take(&contacts[index]))
                        }
                    }
                    return (contacts: output, merged: merged)
                }
            }
            for index in parts.indices where !parts[index].contacts.isEmpty {
                var part: [Contact] = []
                swap(&part, &parts[index].contacts)  // the only owner: the writer takes the contacts in place
                if let naming {
                    for (cluster, position) in parts[index].merged { naming(cluster, part[position]) }
                }
                try emit(part)
            }
            blockStart = block.upperBound
        }
    }

    /// The preferred values of each cluster that has any, by the cluster's index, each by
    /// its record's position among the cluster's members, in the order they were chosen.
    static func preferredValuesByCluster(_ values: [PreferredValue], clusters: DuplicateClusters) -> [Int: [PreferredValue]] {
        guard !values.isEmpty else { return [:] }
        var place: [Int: (cluster: Int, position: Int)] = [:]
        for (index, cluster) in clusters.clusters.enumerated() {
            for (position, member) in cluster.members.enumerated() { place[member] = (index, position) }
        }
        var result: [Int: [PreferredValue]] = [:]
        for value in values {
            guard let (cluster, position) = place[value.record] else { continue }
            result[cluster, default: []].append(PreferredValue(value.field, record: position, index: value.index))
        }
        return result
    }

    /// The contact at `slot`, leaving an empty one there.
    private static func take(_ slot: inout Contact) -> Contact {
        var contact = Contact.empty
        swap(&contact, &slot)
        return contact
    }
}

import ContactModel

/// Records that are exact copies of an earlier record: the same normalized content, whatever
/// their UID. Copies always merge, however many there are; the duplicate finder only sees
/// the first record of each set of copies (its *representative*), so copies neither count
/// against the cluster size cap nor make a value look shared by many people.
struct ExactCopies {
    /// For each record, the index of the first record with the same content (itself when it
    /// is the first).
    private(set) var representativeOfRecord: [Int] = []
    /// The first record of each set of copies, ascending (the records the finder sees).
    private(set) var representatives: [Int] = []
    /// The first representative with each content hash, and for each record (a
    /// representative) the next representative with its hash, -1 at the end: the records a
    /// new one may be a copy of, in input order.
    private var firstWithHash: [Int: Int32] = [:]
    private var nextWithHash: [Int32] = []

    /// No records yet: add them in input order with ``add(hash:sameContent:)``.
    init() {}

    /// Groups `contacts` by content: hashes on every core, then records with equal hashes
    /// are compared in full, so a hash collision never merges two different contacts.
    ///
    /// With `normalizer` (contacts normalized for matching only), contents are compared
    /// normalized: two cards that differ only in how a phone number is written are copies.
    init(_ contacts: [Contact], normalizer: (@Sendable () -> ContactNormalizer)? = nil) {
        let hashes: [Int] = contacts.withUnsafeBufferPointer { contacts in
            ParallelChunks.map(count: contacts.count, minimumChunk: 4096) { range in
                var normalizing = normalizer?()
                return range.map { Self.content(of: contacts[$0], normalizer: &normalizing).hashValue }
            }.flatMap { $0 }
        }
        var normalizing = normalizer?()
        for (record, hash) in hashes.enumerated() {
            add(hash: hash) { earlier in Self.sameContent(contacts[earlier], contacts[record], normalizer: &normalizing) }
        }
    }

    /// Adds the next record in input order, whose content hashes to `hash`: it joins the
    /// first earlier record with that hash whose content `sameContent` finds equal (called
    /// only on a hash collision, so rarely); whether it is a representative (no copy).
    @discardableResult
    mutating func add(hash: Int, sameContent: (_ earlier: Int) -> Bool) -> Bool {
        let record = representativeOfRecord.count
        var last: Int32 = -1
        var candidate = firstWithHash[hash] ?? -1
        while candidate >= 0 {
            if sameContent(Int(candidate)) {
                representativeOfRecord.append(Int(candidate))
                nextWithHash.append(-1)
                return false
            }
            last = candidate
            candidate = nextWithHash[Int(candidate)]
        }
        if last >= 0 { nextWithHash[Int(last)] = Int32(record) } else { firstWithHash[hash] = Int32(record) }
        nextWithHash.append(-1)
        representativeOfRecord.append(record)
        representatives.append(record)
        return true
    }

    /// The first representative added so far whose content hashes to `hash` and that
    /// `sameContent` finds equal: the record a new one is a copy of (see
    /// ``add(hash:sameContent:)``), asked without adding it; nil when there is none.
    func firstRepresentative(withHash hash: Int, where sameContent: (_ earlier: Int) -> Bool) -> Int? {
        var candidate = firstWithHash[hash] ?? -1
        while candidate >= 0 {
            if sameContent(Int(candidate)) { return Int(candidate) }
            candidate = nextWithHash[Int(candidate)]
        }
        return nil
    }

    /// Whether some record is a copy of another.
    var hasCopies: Bool { representatives.count < representativeOfRecord.count }

    /// What "the same content" compares: the contact without its UID and `REV` (two exports of
    /// one card differ only there).
    static func content(of contact: Contact, normalizer: inout ContactNormalizer?) -> Contact {
        content(ofNormalized: normalizer == nil ? contact : normalizer!.process(contact)[0])
    }

    /// Whether two contacts have the same content, normalized with `normalizer` when one is
    /// given. Contacts with the same content as written have the same content normalized
    /// (normalizing reads neither the UID nor `REV`), so they are compared as written first and
    /// normalized only when they differ: copies of one card are not normalized again.
    static func sameContent(_ first: Contact, _ second: Contact, normalizer: inout ContactNormalizer?) -> Bool {
        if normalizer != nil && content(ofNormalized: first) == content(ofNormalized: second) { return true }
        return content(of: first, normalizer: &normalizer) == content(of: second, normalizer: &normalizer)
    }

    /// ``sameContent(_:_:normalizer:)`` of `earlier` and `contact`, whose normalized form
    /// (`normalized`, by `normalizer`; `contact` itself without one) is at hand: `contact`
    /// is not normalized again.
    static func sameContent(_ earlier: Contact, _ contact: Contact, normalized: Contact, normalizer: inout ContactNormalizer?) -> Bool {
        if content(ofNormalized: earlier) == content(ofNormalized: contact) { return true }
        guard normalizer != nil else { return false }
        return content(of: earlier, normalizer: &normalizer) == content(ofNormalized: normalized)
    }

    /// What "the same content" compares of a contact already normalized (or compared as it is).
    static func content(ofNormalized contact: Contact) -> Contact {
        var content = contact
        content.uid = nil
        if content.extensions.contains(where: { $0.name == "REV" }) {
            content.extensions.removeAll { $0.name == "REV" }
        }
        return content
    }

    /// The hash of ``content(ofNormalized:)``, without copying the contact when it has no
    /// `REV`: its UID is set aside while it is hashed, and put back.
    static func contentHash(ofNormalized contact: inout Contact) -> Int {
        guard !contact.extensions.contains(where: { $0.name == "REV" }) else { return content(ofNormalized: contact).hashValue }
        let uid = contact.uid
        contact.uid = nil
        defer { contact.uid = uid }
        return contact.hashValue
    }

    /// The clusters of the whole book from the clusters the finder found among the
    /// representatives: each record joins its representative's cluster; every copy is
    /// linked to its representative with infinite score and an `exact copy` evidence.
    func expand(_ found: DuplicateClusters) -> DuplicateClusters {
        guard hasCopies else { return found }
        let recordCount = representativeOfRecord.count
        var copies = [[Int]](repeating: [], count: recordCount)
        for record in 0..<recordCount where representativeOfRecord[record] != record {
            copies[representativeOfRecord[record]].append(record)
        }
        var clusterOfRepresentative = [Int](repeating: -1, count: recordCount)
        var clusters: [DuplicateCluster] = []
        var clusterOfRecord = [Int](repeating: -1, count: recordCount)
        // Clusters the finder joined, in their representatives' record numbers, plus copies.
        for cluster in found.clusters {
            var members: [Int] = []
            for member in cluster.members {
                let record = representatives[member]
                members.append(record)
                members += copies[record]
            }
            let inRecords = { (link: MatchLink) -> MatchLink in
                var link = link
                link.first = representatives[link.first]
                link.second = representatives[link.second]
                return link
            }
            let links = cluster.links.map(inRecords) + members.filter { representativeOfRecord[$0] != $0 }.map(copyLink)
            for member in cluster.members { clusterOfRepresentative[representatives[member]] = clusters.count }
            clusters.append(DuplicateCluster(members: members.sorted(), links: links, pairsOfNote: cluster.pairsOfNote.map(inRecords)))
        }
        // Representatives the finder left alone but that have copies.
        for record in representatives where clusterOfRepresentative[record] < 0 && !copies[record].isEmpty {
            clusterOfRepresentative[record] = clusters.count
            clusters.append(DuplicateCluster(members: [record] + copies[record], links: copies[record].map(copyLink)))
        }
        // Numbered in the order of each cluster's first record, singletons included.
        var numberOfCluster = [Int](repeating: -1, count: clusters.count)
        var orderedClusters: [DuplicateCluster] = []
        var next = 0
        for record in 0..<recordCount {
            let representative = representativeOfRecord[record]
            let cluster = clusterOfRepresentative[representative]
            if cluster < 0 {
                clusterOfRecord[record] = next
                next += 1
            } else if numberOfCluster[cluster] >= 0 {
                clusterOfRecord[record] = numberOfCluster[cluster]
            } else {
                numberOfCluster[cluster] = next
                clusterOfRecord[record] = next
                orderedClusters.append(clusters[cluster])
                next += 1
            }
        }
        // Everything else (threshold, prior, what the book said) as the finder found it.
        var result = found
        result.clusterOfRecord = clusterOfRecord
        result.clusters = orderedClusters
        result.cappedClusters = found.cappedClusters.map { representatives[$0] }
        return result
    }

    /// Constraints on input records as constraints on the finder's records (the
    /// representatives): a copy stands for its representative.
    func finderConstraints(_ constraints: DedupeConstraints) -> DedupeConstraints {
        guard !constraints.isEmpty else { return constraints }
        var finderIndex = [Int](repeating: -1, count: representativeOfRecord.count)
        for (index, record) in representatives.enumerated() { finderIndex[record] = index }
        return constraints.mapped { record in
            record >= 0 && record < representativeOfRecord.count ? finderIndex[representativeOfRecord[record]] : nil
        }
    }

    private func copyLink(_ record: Int) -> MatchLink {
        MatchLink(
            first: representativeOfRecord[record], second: record, score: .infinity,
            evidence: [Self.copyEvidence])
    }
}

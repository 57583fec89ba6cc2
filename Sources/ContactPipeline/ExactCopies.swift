import ContactModel

/// Records that are exact copies of an earlier record: the same normalized content, whatever
/// their UID. Copies always merge, however many there are; the duplicate finder only sees
/// the first record of each set of copies (its *representative*), so copies neither count
/// against the cluster size cap nor make a value look shared by many people.
struct ExactCopies {
    /// For each record, the index of the first record with the same content (itself when it
    /// is the first).
    let representativeOfRecord: [Int]
    /// The first record of each set of copies, ascending (the records the finder sees).
    let representatives: [Int]

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
        var order = Array(hashes.indices)
        order.sort { hashes[$0] != hashes[$1] ? hashes[$0] < hashes[$1] : $0 < $1 }
        var representativeOfRecord = Array(contacts.indices)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && hashes[order[end]] == hashes[order[start]] { end += 1 }
            if end - start > 1 {
                // Records with one hash, in input order: each joins the first equal one.
                var firsts: [(record: Int, content: Contact)] = []
                for record in order[start..<end] {
                    let content = Self.content(of: contacts[record], normalizer: &normalizing)
                    if let first = firsts.first(where: { $0.content == content }) {
                        representativeOfRecord[record] = first.record
                    } else {
                        firsts.append((record, content))
                    }
                }
            }
            start = end
        }
        self.representativeOfRecord = representativeOfRecord
        representatives = representativeOfRecord.indices.filter { representativeOfRecord[$0] == $0 }
    }

    /// Whether some record is a copy of another.
    var hasCopies: Bool { representatives.count < representativeOfRecord.count }

    /// What "the same content" compares: the contact without its UID and `REV` (two exports of
    /// one card differ only there).
    static func content(of contact: Contact, normalizer: inout ContactNormalizer?) -> Contact {
        var content = normalizer == nil ? contact : normalizer!.process(contact)[0]
        content.uid = nil
        if content.extensions.contains(where: { $0.name == "REV" }) {
            content.extensions.removeAll { $0.name == "REV" }
        }
        return content
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

    private func copyLink(_ record: Int) -> MatchLink {
        MatchLink(
            first: representativeOfRecord[record], second: record, score: .infinity,
            evidence: [MatchEvidence(field: "content", finding: "exact copy", weight: .infinity)])
    }
}

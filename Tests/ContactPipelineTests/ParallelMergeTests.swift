@testable import ContactPipeline
import ContactModel
import Testing

/// Merging the clusters of a book on several threads, each merge taking its own records out
/// of the book, gives what merging them on one thread gives, in the same order.
@Suite struct ParallelMergeTests {
    static let book: [Contact] = (0..<40).map { index in
        var contact = Contact(givenName: ["Ilse", "Marta", "Jonas", "Aiko"][index % 4], familyName: "Vander\(index % 10)")
        contact.uid = "u\(index)"
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "(415) 555-01\(10 + index % 10)")]
        if index % 3 == 0 { contact.emailAddresses = [LabeledValue(value: "person\(index % 10)@example.com")] }
        return contact
    }

    /// Clusters whose members lie far apart (record i with i + 10 and i + 20), one of two
    /// records, and records in no cluster.
    static let clusters: DuplicateClusters = {
        var members: [[Int]] = (0..<8).map { [$0, $0 + 10, $0 + 20] }
        members.append([31, 39])
        var clusterOfRecord = [Int](repeating: -1, count: book.count)
        for (index, group) in members.enumerated() {
            for member in group { clusterOfRecord[member] = index }
        }
        var next = members.count
        for record in clusterOfRecord.indices where clusterOfRecord[record] < 0 {
            clusterOfRecord[record] = next
            next += 1
        }
        return DuplicateClusters(
            clusterOfRecord: clusterOfRecord, clusters: members.map { DuplicateCluster(members: $0, links: []) })
    }()

    static func merged(threads: Int, normalizing: Bool) -> (contacts: [Contact], names: [Int: String], left: [Contact]) {
        var records = book
        var emitted: [Contact] = []
        var names: [Int: String] = [:]
        let normalize: @Sendable () -> ContactNormalizer = { ContactNormalizer(fallbackRegion: "US") }
        let normalizer = normalizing ? normalize : nil
        DeduplicationStage.unify(
            &records, clusters: clusters, identifiers: book.map { $0.uid! }, unifier: Unifier(), normalizer: normalizer,
            naming: { names[$0] = $1.formattedName ?? $1.plainDisplayName }, threads: threads, minimumChunk: 1
        ) { emitted += $0 }
        return (emitted, names, records)
    }

    @Test(arguments: [false, true])
    func severalThreadsMergeAsOne(normalizing: Bool) {
        let one = Self.merged(threads: 1, normalizing: normalizing)
        #expect(one.contacts.count == Self.book.count - 8 * 2 - 1)
        #expect(one.names.count == 9)
        for threads in [2, 3, 8] {
            let several = Self.merged(threads: threads, normalizing: normalizing)
            #expect(several.contacts == one.contacts)
            #expect(several.names == one.names)
        }
    }

    /// Every record is taken out of the book, merged or handed out as it was.
    @Test func everyRecordIsTakenOnce() {
        let result = Self.merged(threads: 3, normalizing: false)
        #expect(result.left.allSatisfy { $0 == Contact.empty })
        let alone = Self.book.indices.filter { record in Self.clusters.clusters.allSatisfy { !$0.members.contains(record) } }
        let handedOut = result.contacts.filter { contact in alone.contains { Self.book[$0] == contact } }
        #expect(handedOut.count == alone.count)
    }
}

import ContactModel
import Testing

@testable import ContactPipeline

/// How ``DeduplicationStage`` hands out merged contacts: in the order of each cluster's
/// first record, block after block, the merges on every core giving what one thread gives.
@Suite struct DeduplicationStageUnifyTests {
    /// 20,000 records in three merge blocks; clusters of two that span blocks, and clusters
    /// of three inside one.
    @Test func mergesInOrderAcrossBlocks() throws {
        let count = 20_000
        let contacts = (0..<count).map { index in
            var contact = Contact()
            contact.uid = "r\(index)"
            contact.givenName = "Given \(index % 97)"
            contact.emailAddresses = [LabeledValue(label: .home, value: "p\(index)@example.com")]
            return contact
        }
        var clusters: [DuplicateCluster] = []
        for first in stride(from: 0, to: 4000, by: 2) {
            clusters.append(DuplicateCluster(members: [first, first + 9001], links: []))
        }
        for first in stride(from: 15_000, to: 18_000, by: 3) {
            clusters.append(DuplicateCluster(members: [first, first + 1, first + 2], links: []))
        }
        clusters.sort { $0.members[0] < $1.members[0] }
        let found = DuplicateClusters(clusterOfRecord: [], clusters: clusters)
        let identifiers = contacts.map { $0.uid! }

        // What one thread gives, record by record.
        var firstOf: [Int: [Int]] = [:]
        var inCluster = Set<Int>()
        for cluster in clusters {
            firstOf[cluster.members[0]] = cluster.members
            inCluster.formUnion(cluster.members)
        }
        let unifier = Unifier()
        var expected: [Contact] = []
        for index in 0..<count {
            if let members = firstOf[index] {
                expected.append(unifier.merge(members.map { contacts[$0] }, recordIdentifiers: members.map { identifiers[$0] }))
            } else if !inCluster.contains(index) {
                expected.append(contacts[index])
            }
        }

        var records = contacts
        var emitted: [Contact] = []
        var batches = 0
        var largestBatch = 0
        DeduplicationStage.unify(&records, clusters: found, identifiers: identifiers, unifier: unifier) { batch in
            largestBatch = max(largestBatch, batch.count)
            emitted += batch
            batches += 1
        }
        // A batch per part of a block (a part per thread), never more than a block.
        let blocks = (count + DeduplicationStage.mergeBlockSize - 1) / DeduplicationStage.mergeBlockSize
        #expect(batches >= blocks && batches <= blocks * ParallelChunks.chunkCount)
        #expect(largestBatch <= DeduplicationStage.mergeBlockSize)
        #expect(emitted.count == count - 2000 - 2000)
        #expect(emitted == expected)
        // Every record was handed out or merged, and released.
        #expect(records.allSatisfy { $0 == Contact.empty })
    }

    /// The checked map gives the chunks' results in order, on any number of threads.
    @Test(arguments: [1, 2, 3, 8])
    func checkedMapKeepsChunkOrder(threads: Int) {
        let chunks = ParallelChunks.checkedMap(count: 10_007, minimumChunk: 100, threads: threads) { Array($0) }
        #expect(chunks.count == min(threads, 10_007 / 100))
        #expect(chunks.flatMap { $0 } == Array(0..<10_007))
    }
}

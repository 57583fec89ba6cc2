import ContactFormats
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// The whole dedupe chain on `Fixtures/dedupe/generated-book.vcf`, a book of 2,006 records
/// made by `Benchmarks/dedupe/generate.py --people 1100 --seed 11`, against golden files:
/// every cluster with its links and their exact scores (also with small blocks, so that
/// oversized blocks are split and windowed), the evidence of each link, and the merged book
/// byte for byte. A change of speed must leave all of them as they are.
///
/// Golden files are re-recorded only on purpose: run the tests with
/// `CONTACTKIT_RECORD_GOLDEN=1` and review the diff before committing it.
@Suite struct GeneratedBookTests {
    static let recording = ProcessInfo.processInfo.environment["CONTACTKIT_RECORD_GOLDEN"] == "1"
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/dedupe")

    static func normalizedBook() throws -> [Contact] {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("generated-book.vcf")))
        var reader = VCardReader(input: MemoryInput(bytes))
        var normalizer = ContactNormalizer(region: "US")
        var contacts: [Contact] = []
        while let contact = try reader.next() { contacts.append(normalizer.process(contact)[0]) }
        return contacts
    }

    /// Runs the stage; returns the merged book and a text listing the clusters.
    static func deduplicate(
        _ contacts: [Contact], configuration: DuplicateFinder.Configuration, explain: Bool
    ) throws -> (merged: [Contact], clusters: String) {
        var stage = DeduplicationStage(configuration: configuration, explain: explain)
        for contact in contacts { _ = stage.process(contact) }
        let merged = stage.finish()
        let result = stage.result
        var text = "candidate pairs \(result.candidatePairCount), threshold \(result.threshold)\n"
        for cluster in result.clusters {
            text += "cluster " + cluster.members.map { stage.recordIdentifiers[$0] }.joined(separator: " ") + "\n"
            for link in cluster.links {
                text += "  \(stage.recordIdentifiers[link.first]) \(stage.recordIdentifiers[link.second]) \(link.score)"
                if explain { text += ": " + link.evidence.map(\.description).joined(separator: ", ") }
                text += "\n"
            }
        }
        return (merged, text)
    }

    static func expectGolden(_ output: [UInt8], named name: String) throws {
        let url = directory.appendingPathComponent(name)
        if recording {
            try Data(output).write(to: url)
            return
        }
        let expected = try #require(
            try? Data(contentsOf: url), "missing golden file \(name); record with CONTACTKIT_RECORD_GOLDEN=1")
        guard Array(expected) != output else { return }
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let outputLines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, outputLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, outputLines.count)
        Issue.record(
            "\(name) differs at line \(first + 1): expected \(expectedLines.dropFirst(first).first ?? "<end>"), got \(outputLines.dropFirst(first).first ?? "<end>")")
    }

    @Test func clustersScoresAndMergedBookAreTheGoldenOnes() throws {
        let contacts = try Self.normalizedBook()
        #expect(contacts.count == 2006)
        let (merged, clusters) = try Self.deduplicate(contacts, configuration: .init(region: "US"), explain: true)
        try Self.expectGolden(Array(clusters.utf8), named: "generated-book-clusters.txt")
        try Self.expectGolden(try VCardWriter.string(from: merged, version: .v3_0).utf8.map { $0 }, named: "generated-book-merged.vcf")
    }

    /// Keys computed on every core (``DuplicateFinder/add(contentsOf:)``, the book twice:
    /// more than one chunk) are those of adding the contacts one by one.
    @Test func keysComputedAtOnceAreThoseAddedOneByOne() throws {
        let contacts = try Self.normalizedBook()
        var oneByOne = DuplicateFinder(configuration: .init(region: "US"))
        for contact in contacts + contacts { oneByOne.add(contact) }
        var atOnce = DuplicateFinder(configuration: .init(region: "US"))
        atOnce.add(contentsOf: contacts + contacts)
        let expected = oneByOne.findClusters()
        let found = atOnce.findClusters()
        #expect(found.clusterOfRecord == expected.clusterOfRecord)
        #expect(found.clusters == expected.clusters)
        #expect(found.candidatePairCount == expected.candidatePairCount)
    }

    /// With blocks of at most 6 records, most blocks are split by name, postal code and
    /// birthday, and the largest compared only within a sliding window.
    @Test func smallBlocksGiveTheGoldenClusters() throws {
        let contacts = try Self.normalizedBook()
        let (_, clusters) = try Self.deduplicate(
            contacts, configuration: .init(precision: .high, region: "US", maximumBlockSize: 6), explain: false)
        try Self.expectGolden(Array(clusters.utf8), named: "generated-book-small-blocks-clusters.txt")
    }
}
